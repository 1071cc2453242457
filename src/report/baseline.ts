// The committed baseline (`.proofgate/baseline.yml`): findings a team has accepted, each by its
// fingerprint (the SARIF partialFingerprints value, also in the JSON report), with a reason and an
// expiry date. An accepted finding is reported but does not fail the gate until it expires; an
// expired entry that still matches a finding fails it. A malformed file is an error naming the
// file and line. `proofgate baseline` writes one from a report (`baselineFor`).

import fs from 'node:fs';
import { isMap, isSeq, LineCounter, parseDocument, stringify, type Node } from 'yaml';

export const BASELINE_FILE = '.proofgate/baseline.yml';

export interface BaselineEntry {
  readonly fingerprint: string;
  readonly reason: string;
  /** `YYYY-MM-DD`: the entry accepts its finding up to and including that day (UTC). */
  readonly expires: string;
  /** Informative: which property, where, and its verdict when the entry was written. */
  readonly property?: string;
  readonly file?: string;
  readonly verdict?: 'unsafe' | 'unknown';
}

export interface Baseline {
  readonly file: string;
  readonly entries: readonly BaselineEntry[];
}

export class BaselineError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
  }
}

const FINGERPRINT = /^[0-9a-f]{16,64}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the baseline at `file`; a missing file is an empty baseline. */
export function readBaseline(file: string, displayName = file): Baseline {
  if (!fs.existsSync(file)) return { file: displayName, entries: [] };
  return parseBaseline(fs.readFileSync(file, 'utf8'), displayName);
}

export function parseBaseline(text: string, file: string): Baseline {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const lineOf = (n: Node | null | undefined): number => (n?.range ? lines.linePos(n.range[0]).line : 1);
  const first = doc.errors[0];
  if (first) throw new BaselineError(file, lines.linePos(first.pos[0]).line, `not YAML: ${first.message}`);
  const root = doc.contents;
  if (root === null) return { file, entries: [] };
  if (!isMap(root))
    throw new BaselineError(file, lineOf(root), 'expected a mapping with version: 1 and findings:');
  const version: unknown = root.get('version');
  if (version !== 1)
    throw new BaselineError(file, lineOf(root), `expected version: 1, found ${String(version)}`);
  const list = root.get('findings', true);
  if (list === undefined || list === null) return { file, entries: [] };
  if (!isSeq(list)) throw new BaselineError(file, lineOf(list as Node), 'findings: expected a list');
  const entries: BaselineEntry[] = [];
  const seen = new Set<string>();
  for (const item of list.items) {
    const at = lineOf(item as Node);
    if (!isMap(item)) throw new BaselineError(file, at, 'a finding: expected a mapping');
    const field = (key: string): string | undefined => {
      const v: unknown = item.get(key);
      return v === undefined || v === null ? undefined : String(v);
    };
    const fingerprint = field('fingerprint');
    if (!fingerprint || !FINGERPRINT.test(fingerprint))
      throw new BaselineError(file, at, 'fingerprint: expected the hexadecimal fingerprint of a finding');
    if (seen.has(fingerprint))
      throw new BaselineError(file, at, `fingerprint ${fingerprint} is listed twice`);
    seen.add(fingerprint);
    const reason = field('reason');
    if (!reason?.trim()) throw new BaselineError(file, at, 'reason: say why the finding is accepted');
    const expires = field('expires');
    if (!expires || !DATE.test(expires) || Number.isNaN(Date.parse(`${expires}T00:00:00Z`)))
      throw new BaselineError(file, at, 'expires: expected a date YYYY-MM-DD');
    const verdict = field('verdict');
    if (verdict !== undefined && verdict !== 'unsafe' && verdict !== 'unknown')
      throw new BaselineError(file, at, 'verdict: expected unsafe or unknown');
    const property = field('property');
    const where = field('file');
    entries.push({
      fingerprint,
      reason: reason.trim(),
      expires,
      ...(property ? { property } : {}),
      ...(where ? { file: where } : {}),
      ...(verdict ? { verdict } : {}),
    });
  }
  return { file, entries };
}

/** Whether `entry` has expired on `today` (`YYYY-MM-DD`, UTC). */
export function expired(entry: BaselineEntry, today: string): boolean {
  return entry.expires < today;
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A finding to accept: its fingerprint and what the entry says about it. */
export interface FindingToAccept {
  readonly fingerprint: string;
  readonly property: string;
  readonly file: string;
  readonly verdict: 'unsafe' | 'unknown';
}

/**
 * The baseline accepting `findings`: entries already in `old` keep their reason and expiry;
 * new ones get `reason` and `expires`. With `keepUnmatched`, old entries that match no finding stay.
 */
export function baselineFor(
  findings: readonly FindingToAccept[],
  old: Baseline | undefined,
  o: { reason: string; expires: string; keepUnmatched?: boolean },
): BaselineEntry[] {
  const before = new Map((old?.entries ?? []).map((e) => [e.fingerprint, e]));
  const out: BaselineEntry[] = [];
  const used = new Set<string>();
  for (const f of findings) {
    if (used.has(f.fingerprint)) continue;
    used.add(f.fingerprint);
    const e = before.get(f.fingerprint);
    out.push({
      fingerprint: f.fingerprint,
      property: f.property,
      file: f.file,
      verdict: f.verdict,
      reason: e?.reason ?? o.reason,
      expires: e?.expires ?? o.expires,
    });
  }
  if (o.keepUnmatched) for (const e of old?.entries ?? []) if (!used.has(e.fingerprint)) out.push(e);
  return out;
}

/** The baseline file's text: a header saying what it is, then `version: 1` and the findings. */
export function renderBaseline(entries: readonly BaselineEntry[]): string {
  const header =
    '# proofgate baseline: findings accepted until their expiry date (they are reported, but do not\n' +
    '# fail the check). Each is matched by its fingerprint; property, file and verdict are informative.\n' +
    '# Written by `proofgate baseline`; edit reasons and dates by hand. An expired entry that still\n' +
    '# matches a finding fails the check.\n';
  const findings = entries.map((e) => ({
    fingerprint: e.fingerprint,
    ...(e.property ? { property: e.property } : {}),
    ...(e.file ? { file: e.file } : {}),
    ...(e.verdict ? { verdict: e.verdict } : {}),
    reason: e.reason,
    expires: e.expires,
  }));
  return header + stringify({ version: 1, findings }, { lineWidth: 0 });
}
