// The content-addressed artifact store: one JSON record per verified property, filed under the key
// that fingerprints everything its verdict depends on (src/incremental/keys.ts). Each record has a
// schema version, its origin (which run wrote it) and a SHA-256 checksum over the rest; a record
// that cannot be read, does not parse, has another schema or key, or fails its checksum is ignored
// with a warning. UNKNOWN is never stored. A record is a hint: its evidence (certificate or
// counterexample) is re-checked before a verdict is reused (src/incremental/reuse.ts).

import fs from 'node:fs';
import path from 'node:path';
import type { SafetyCertificate } from '../engines/result';
import { sha256 } from './fingerprint';

export const STORE_SCHEMA = 1;

/** Which run wrote a record; PR-written records are reused only inside the same PR. */
export interface Origin {
  /** `push` (a branch, e.g. the default branch), `schedule`, `pull_request`, `local` (the CLI), ... */
  readonly event: string;
  readonly ref?: string;
  readonly sha?: string;
  /** Pull request number, for records written by a PR run. */
  readonly pr?: number;
}

/** A stored input value (bit pattern as a decimal string; edge ids are not stable across edits). */
export interface StoredInput {
  readonly source: 'nondet' | 'external' | 'uninit' | 'param';
  readonly name: string;
  readonly bits: string;
  readonly width: number;
  readonly signed: boolean;
}

/** A SAFE record keeps its certificate as the engine gave it; an UNSAFE one its inputs. */
export type Evidence =
  SafetyCertificate | { readonly kind: 'counterexample'; readonly inputs: readonly StoredInput[] };

export interface StoredVerdict {
  readonly key: string;
  readonly propertyId: string;
  readonly verdict: 'safe' | 'unsafe';
  readonly engine: string;
  readonly seconds: number;
  readonly evidence: Evidence;
  readonly origin: Origin;
  /** ISO time of writing. */
  readonly written: string;
}

interface RecordFile extends StoredVerdict {
  readonly schema: number;
  readonly checksum: string;
}

export interface StoreWarning {
  readonly file: string;
  readonly message: string;
}

/** JSON with object keys sorted, so the checksum does not depend on key order. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

function checksumOf(r: StoredVerdict, schema: number): string {
  return sha256('proofgate-record', String(schema), canonicalJson(r));
}

export class ArtifactStore {
  readonly warnings: StoreWarning[] = [];

  constructor(readonly dir: string) {}

  private fileOf(key: string): string {
    return path.join(this.dir, `v${STORE_SCHEMA}`, key.slice(0, 2), `${key}.json`);
  }

  /**
   * The valid record stored under `key`, or undefined (none, or ignored with a warning). `context`:
   * the PR of the current run, if any; a record written by another PR is ignored.
   */
  get(key: string, context: { readonly pr?: number } = {}): StoredVerdict | undefined {
    if (!/^[0-9a-f]{64}$/.test(key)) return undefined;
    const file = this.fileOf(key);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        this.warn(file, `cannot read: ${(e as Error).message}`);
      return undefined;
    }
    const rec = this.validate(text, key, file);
    if (!rec) return undefined;
    if (rec.origin.event === 'pull_request' && rec.origin.pr !== context.pr) {
      this.warn(file, `written by pull request #${rec.origin.pr ?? '?'}, not reused outside it`);
      return undefined;
    }
    return rec;
  }

  /** Stores a verdict (atomically: a temporary file renamed into place). Errors become warnings. */
  put(v: StoredVerdict): void {
    const file = this.fileOf(v.key);
    const rec: RecordFile = { schema: STORE_SCHEMA, ...v, checksum: checksumOf(v, STORE_SCHEMA) };
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, `${JSON.stringify(rec, null, 1)}\n`);
      fs.renameSync(tmp, file);
    } catch (e) {
      this.warn(file, `cannot write: ${(e as Error).message}`);
    }
  }

  private validate(text: string, key: string, file: string): StoredVerdict | undefined {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.warn(file, 'not valid JSON; ignored');
      return undefined;
    }
    if (!isRecordFile(raw)) {
      this.warn(file, 'not a proofgate record; ignored');
      return undefined;
    }
    if (raw.schema !== STORE_SCHEMA) {
      this.warn(file, `schema ${raw.schema}, expected ${STORE_SCHEMA}; ignored`);
      return undefined;
    }
    const { schema, checksum, ...verdict } = raw;
    if (verdict.key !== key) {
      this.warn(file, 'filed under another key; ignored');
      return undefined;
    }
    if (checksum !== checksumOf(verdict, schema)) {
      this.warn(file, 'checksum mismatch (corrupted or edited); ignored');
      return undefined;
    }
    return verdict;
  }

  private warn(file: string, message: string): void {
    this.warnings.push({ file, message });
  }
}

function isRecordFile(x: unknown): x is RecordFile {
  if (x === null || typeof x !== 'object') return false;
  const r = x as Record<string, unknown>;
  const origin = r.origin as Record<string, unknown> | null | undefined;
  const evidence = r.evidence as Record<string, unknown> | null | undefined;
  return (
    typeof r.schema === 'number' &&
    typeof r.checksum === 'string' &&
    typeof r.key === 'string' &&
    typeof r.propertyId === 'string' &&
    (r.verdict === 'safe' || r.verdict === 'unsafe') &&
    typeof r.engine === 'string' &&
    typeof r.seconds === 'number' &&
    typeof r.written === 'string' &&
    origin !== null &&
    typeof origin === 'object' &&
    typeof origin.event === 'string' &&
    (origin.pr === undefined || typeof origin.pr === 'number') &&
    evidence !== null &&
    typeof evidence === 'object' &&
    ((evidence.kind === 'complete-unwinding' && typeof evidence.depth === 'number' && r.verdict === 'safe') ||
      (evidence.kind === 'horn-solution' && typeof evidence.model === 'string' && r.verdict === 'safe') ||
      (evidence.kind === 'k-induction' &&
        typeof evidence.k === 'number' &&
        typeof evidence.forward === 'boolean' &&
        typeof evidence.invariants === 'string' &&
        r.verdict === 'safe') ||
      (evidence.kind === 'counterexample' &&
        Array.isArray(evidence.inputs) &&
        r.verdict === 'unsafe' &&
        evidence.inputs.every(isStoredInput)))
  );
}

function isStoredInput(x: unknown): x is StoredInput {
  if (x === null || typeof x !== 'object') return false;
  const i = x as Record<string, unknown>;
  return (
    (i.source === 'nondet' || i.source === 'external' || i.source === 'uninit' || i.source === 'param') &&
    typeof i.name === 'string' &&
    typeof i.bits === 'string' &&
    /^\d+$/.test(i.bits) &&
    typeof i.width === 'number' &&
    Number.isInteger(i.width) &&
    i.width > 0 &&
    i.width <= 128 &&
    typeof i.signed === 'boolean'
  );
}
