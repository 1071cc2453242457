// The gate: which findings (UNSAFE and UNKNOWN properties) fail the check. Each finding is matched
// by its fingerprint against the committed baseline (accepted until its expiry date; an expired
// entry that still matches fails) and, on a pull request under `fail-on-scope: new`, against the
// base branch's stored results: a finding the base already had is reported as a warning and does
// not fail the check. Without the base's results every finding counts (a note says so): the gate
// may fail more often for lack of facts, never pass a finding it could not place.

import type { FindingState, PropertyResult, VerifyReport } from '../pipeline/results';
import { expired, type Baseline, type BaselineEntry } from './baseline';
import type { BaseResults } from './baseResults';
import { fingerprints } from './sarif';

export type FailScope = 'new' | 'all';
export type GateFailOn = 'unsafe' | 'unknown' | 'never';

export interface GateOptions {
  readonly scope: FailScope;
  readonly failOn: GateFailOn;
  /** A pull request's run (findings may be compared with its base). */
  readonly pullRequest: boolean;
  /** The base branch's stored results (undefined: none found). */
  readonly base?: BaseResults;
  /** The base commit results were looked up for (for the notes). */
  readonly baseCommit?: string;
  readonly baseline: Baseline;
  /** `YYYY-MM-DD`, UTC. */
  readonly today: string;
  /** A file as fingerprints name it (relative to the source root). */
  readonly fileKey: (file: string) => string;
}

export interface Gate {
  /** The report's properties, findings marked with their state. */
  readonly report: VerifyReport;
  readonly fingerprints: ReadonlyMap<PropertyResult, string>;
  /** Findings that fail the check under `failOn`. */
  readonly failing: readonly PropertyResult[];
  readonly counts: Readonly<Record<FindingState, number>>;
  /** Baseline entries that matched no finding (fixed, or the code moved): to remove. */
  readonly stale: readonly BaselineEntry[];
  readonly notes: readonly string[];
}

/** Whether a finding with this verdict fails the check under `failOn`. */
export function failOnCovers(failOn: GateFailOn, verdict: PropertyResult['verdict']): boolean {
  if (failOn === 'never') return false;
  return verdict === 'unsafe' || (failOn === 'unknown' && verdict === 'unknown');
}

export function gateFindings(report: VerifyReport, o: GateOptions): Gate {
  const prints = fingerprints(report.properties, o.fileKey);
  const entries = new Map(o.baseline.entries.map((e) => [e.fingerprint, e]));
  const compare = o.scope === 'new' && o.pullRequest && o.base !== undefined;
  const before = new Map((compare ? (o.base?.findings ?? []) : []).map((f) => [f.fingerprint, f.verdict]));
  const used = new Set<string>();
  const tally: Record<FindingState, number> = { new: 0, base: 0, accepted: 0, expired: 0, open: 0 };
  const marked = new Map<PropertyResult, PropertyResult>();
  const properties = report.properties.map((p) => {
    if (p.verdict !== 'unsafe' && p.verdict !== 'unknown') return p;
    const fp = prints.get(p) ?? '';
    const entry = entries.get(fp);
    if (entry) used.add(fp);
    let state: FindingState;
    if (entry) state = expired(entry, o.today) ? 'expired' : 'accepted';
    else if (!compare) state = 'open';
    // a violation pre-exists only if the base had it violated; an UNKNOWN, if the base had it at all
    else state = before.get(fp) === 'unsafe' || (p.verdict === 'unknown' && before.has(fp)) ? 'base' : 'new';
    tally[state]++;
    const q: PropertyResult = {
      ...p,
      finding: state,
      ...(entry ? { acceptance: { reason: entry.reason, expires: entry.expires } } : {}),
    };
    marked.set(q, p);
    return q;
  });
  const failing = properties.filter(
    (p) => p.finding !== undefined && fails(p.finding) && failOnCovers(o.failOn, p.verdict),
  );
  const printsOut = new Map(properties.map((p) => [p, prints.get(marked.get(p) ?? p) ?? ''] as const));
  const stale = o.baseline.entries.filter((e) => !used.has(e.fingerprint));
  return {
    report: { ...report, properties },
    fingerprints: printsOut,
    failing,
    counts: tally,
    stale,
    notes: gateNotes(o, tally, stale, properties),
  };
}

/** A finding that does not fail the check: the base branch had it, or the baseline accepts it. */
export function isKnown(p: PropertyResult): boolean {
  return p.finding === 'base' || p.finding === 'accepted';
}

/** Whether a finding in this state can fail the check. */
export function fails(state: FindingState): boolean {
  return state === 'new' || state === 'expired' || state === 'open';
}

function gateNotes(
  o: GateOptions,
  tally: Readonly<Record<FindingState, number>>,
  stale: readonly BaselineEntry[],
  properties: readonly PropertyResult[],
): string[] {
  const notes: string[] = [];
  const n = (k: number): string => (k === 1 ? '1 finding' : `${k} findings`);
  const findings = tally.new + tally.base + tally.accepted + tally.expired + tally.open;
  if (o.scope === 'new' && o.pullRequest && findings > 0) {
    const at = o.baseCommit ? ` for \`${o.baseCommit.slice(0, 12)}\`` : '';
    if (!o.base) {
      notes.push(
        `No results of the base branch's runs${at} in the cache (run proofgate on pushes to the base branch ` +
          'to keep them), so every finding counts as introduced by this pull request.',
      );
    } else if (o.baseCommit && o.base.commit !== o.baseCommit) {
      notes.push(
        `Findings were compared with the base branch's run on \`${o.base.commit.slice(0, 12)}\`, the nearest ` +
          `earlier commit with results (none${at}).`,
      );
    }
  }
  if (tally.base > 0) {
    notes.push(
      `${n(tally.base)} already on the base branch: reported as warnings, not failing this check (fail-on-scope: new).`,
    );
  }
  if (tally.accepted > 0) notes.push(`${n(tally.accepted)} accepted in \`${o.baseline.file}\`.`);
  const gone = properties.filter((p) => p.finding === 'expired');
  if (gone.length > 0) {
    const list = gone.map((p) => `${p.id} (expired ${p.acceptance?.expires ?? '?'})`).join(', ');
    notes.push(
      `**${n(gone.length)} whose entry in \`${o.baseline.file}\` has expired fail the check: ${list}.**`,
    );
  }
  if (stale.length > 0) {
    const list = stale
      .slice(0, 5)
      .map((e) => `${e.fingerprint.slice(0, 12)}${e.property ? ` (${e.property})` : ''}`)
      .join(', ');
    notes.push(
      `${stale.length} ${stale.length === 1 ? 'entry' : 'entries'} of \`${o.baseline.file}\` match no finding ` +
        `(fixed, or the code moved): ${list}${stale.length > 5 ? ', …' : ''}. Remove them.`,
    );
  }
  return notes;
}
