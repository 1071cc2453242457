// The content-addressed artifact store: one JSON record per verified property, filed under the key
// that fingerprints everything its verdict depends on (src/incremental/keys.ts). Each record has a
// schema version, its origin (which run wrote it) and a SHA-256 checksum over the rest; a record
// that cannot be read, does not parse, has another schema or key, or fails its checksum is ignored
// with a warning. UNKNOWN is never stored. A record is a hint: its evidence (certificate or
// counterexample) is re-checked before a verdict is reused (src/incremental/reuse.ts).

import fs from 'node:fs';
import path from 'node:path';
import type { SafetyCertificate } from '../encodings/result';
import { sha256 } from './fingerprint';
import type { PortablePredicate } from './portable';

/** 2: lineage records (portable invariants and counterexamples per entry) next to the verdicts. */
export const STORE_SCHEMA = 2;

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

/**
 * What the last run that verified a program from an entry learned, filed under a key that does not
 * depend on the code (src/incremental/keys.ts, lineageKey): its invariants in portable form and its
 * counterexamples. After an edit the verdict keys change, and these are the candidates the next run
 * starts from (re-checked there, like everything else in the store).
 */
export interface StoredLineage {
  readonly key: string;
  readonly entry: string;
  readonly invariants: readonly PortablePredicate[];
  readonly counterexamples: readonly {
    readonly propertyId: string;
    readonly inputs: readonly StoredInput[];
  }[];
  readonly origin: Origin;
  readonly written: string;
}

/**
 * A hint for block-abstraction memoization: the facts of a block's cone stored under (cone
 * fingerprint, options, entry cube, cone precision), or the precision a run from an entry ended
 * with; or condinv's conditional invariant of a program part (a component), filed under the
 * part's canonical clauses. Used only as a starting point; the certificate built with it is
 * re-checked.
 */
export interface StoredHint {
  readonly key: string;
  readonly kind: 'bam-summary' | 'bam-precision' | 'condinv-invariant';
  /**
   * bam-summary: (predicate, formula) pairs; bam-precision: (predicate, atom) pairs;
   * condinv-invariant: (predicate position, goal) pairs.
   */
  readonly pairs: readonly (readonly [string, string])[];
  readonly origin: Origin;
  readonly written: string;
}

type RecordFile<T> = T & { readonly schema: number; readonly checksum: string };

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

function checksumOf(r: StoredVerdict | StoredLineage | StoredHint, schema: number): string {
  return sha256('proofgate-record', String(schema), canonicalJson(r));
}

export class ArtifactStore {
  readonly warnings: StoreWarning[] = [];

  constructor(readonly dir: string) {}

  private fileOf(key: string, kind: string): string {
    return path.join(this.dir, `v${STORE_SCHEMA}`, kind, key.slice(0, 2), `${key}.json`);
  }

  /**
   * The valid record stored under `key`, or undefined (none, or ignored with a warning). `context`:
   * the PR of the current run, if any; a record written by another PR is ignored.
   */
  get(key: string, context: { readonly pr?: number } = {}): StoredVerdict | undefined {
    return this.read(key, '', isVerdict, context);
  }

  /** The valid lineage record under `key` (same rules as `get`). */
  getLineage(key: string, context: { readonly pr?: number } = {}): StoredLineage | undefined {
    return this.read(key, 'lineage', isLineage, context);
  }

  /** The valid hint record under `key` (same rules as `get`). */
  getHint(key: string, context: { readonly pr?: number } = {}): StoredHint | undefined {
    return this.read(key, 'hint', isHint, context);
  }

  putHint(v: StoredHint): void {
    this.write(this.fileOf(v.key, 'hint'), v);
  }

  /** Stores a verdict (atomically: a temporary file renamed into place). Errors become warnings. */
  put(v: StoredVerdict): void {
    this.write(this.fileOf(v.key, ''), v);
  }

  /** Stores a lineage record, replacing the one under its key. */
  putLineage(v: StoredLineage): void {
    this.write(this.fileOf(v.key, 'lineage'), v);
  }

  private read<T extends StoredVerdict | StoredLineage | StoredHint>(
    key: string,
    kind: string,
    shape: (x: Record<string, unknown>) => boolean,
    context: { readonly pr?: number },
  ): T | undefined {
    if (!/^[0-9a-f]{64}$/.test(key)) return undefined;
    const file = this.fileOf(key, kind);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        this.warn(file, `cannot read: ${(e as Error).message}`);
      return undefined;
    }
    const rec = this.validate<T>(text, key, file, shape);
    if (!rec) return undefined;
    if (rec.origin.event === 'pull_request' && rec.origin.pr !== context.pr) {
      this.warn(file, `written by pull request #${rec.origin.pr ?? '?'}, not reused outside it`);
      return undefined;
    }
    touch(file); // used: kept by the pruning (storeMaintenance.ts)
    return rec;
  }

  private write(file: string, v: StoredVerdict | StoredLineage | StoredHint): void {
    const rec = { schema: STORE_SCHEMA, ...v, checksum: checksumOf(v, STORE_SCHEMA) };
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, `${JSON.stringify(rec, null, 1)}\n`);
      fs.renameSync(tmp, file);
    } catch (e) {
      this.warn(file, `cannot write: ${(e as Error).message}`);
    }
  }

  private validate<T extends StoredVerdict | StoredLineage | StoredHint>(
    text: string,
    key: string,
    file: string,
    shape: (x: Record<string, unknown>) => boolean,
  ): T | undefined {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.warn(file, 'not valid JSON; ignored');
      return undefined;
    }
    if (!isRecordFile(raw) || !shape(raw)) {
      this.warn(file, 'not a proofgate record; ignored');
      return undefined;
    }
    if (raw.schema !== STORE_SCHEMA) {
      this.warn(file, `schema ${raw.schema}, expected ${STORE_SCHEMA}; ignored`);
      return undefined;
    }
    const { schema, checksum, ...record } = raw as unknown as RecordFile<T>;
    if (record.key !== key) {
      this.warn(file, 'filed under another key; ignored');
      return undefined;
    }
    if (checksum !== checksumOf(record as unknown as T, schema)) {
      this.warn(file, 'checksum mismatch (corrupted or edited); ignored');
      return undefined;
    }
    return record as unknown as T;
  }

  private warn(file: string, message: string): void {
    this.warnings.push({ file, message });
  }
}

/** Marks a record used now (its file's modification time); a failure only makes it look older. */
function touch(file: string): void {
  try {
    const now = new Date();
    fs.utimesSync(file, now, now);
  } catch {
    // read-only store
  }
}

/** Schema, checksum, key, origin and time: what every record has. */
function isRecordFile(x: unknown): x is Record<string, unknown> & { schema: number } {
  if (x === null || typeof x !== 'object') return false;
  const r = x as Record<string, unknown>;
  const origin = r.origin as Record<string, unknown> | null | undefined;
  return (
    typeof r.schema === 'number' &&
    typeof r.checksum === 'string' &&
    typeof r.key === 'string' &&
    typeof r.written === 'string' &&
    origin !== null &&
    typeof origin === 'object' &&
    typeof origin.event === 'string' &&
    (origin.pr === undefined || typeof origin.pr === 'number')
  );
}

function isVerdict(r: Record<string, unknown>): boolean {
  const evidence = r.evidence as Record<string, unknown> | null | undefined;
  return (
    typeof r.propertyId === 'string' &&
    (r.verdict === 'safe' || r.verdict === 'unsafe') &&
    typeof r.engine === 'string' &&
    typeof r.seconds === 'number' &&
    evidence !== null &&
    typeof evidence === 'object' &&
    ((evidence.kind === 'complete-unwinding' && typeof evidence.depth === 'number' && r.verdict === 'safe') ||
      (evidence.kind === 'horn-solution' && typeof evidence.model === 'string' && r.verdict === 'safe') ||
      (evidence.kind === 'single-run' && r.verdict === 'safe') ||
      (evidence.kind === 'exhaustive-runs' &&
        typeof evidence.executions === 'number' &&
        (evidence.domains === undefined ||
          (Array.isArray(evidence.domains) && evidence.domains.every(isDomain))) &&
        r.verdict === 'safe') ||
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

function isDomain(d: unknown): boolean {
  const r = d as Record<string, unknown> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.edgeId === 'number' &&
    typeof r.signed === 'boolean' &&
    typeof r.lo === 'string' &&
    /^-?\d+$/.test(r.lo) &&
    typeof r.hi === 'string' &&
    /^-?\d+$/.test(r.hi)
  );
}

function isHint(r: Record<string, unknown>): boolean {
  return (
    (r.kind === 'bam-summary' || r.kind === 'bam-precision' || r.kind === 'condinv-invariant') &&
    Array.isArray(r.pairs) &&
    r.pairs.every(
      (x: unknown) =>
        Array.isArray(x) && x.length === 2 && typeof x[0] === 'string' && typeof x[1] === 'string',
    )
  );
}

function isLineage(r: Record<string, unknown>): boolean {
  return (
    typeof r.entry === 'string' &&
    Array.isArray(r.invariants) &&
    r.invariants.every(isPortablePredicate) &&
    Array.isArray(r.counterexamples) &&
    r.counterexamples.every(
      (c: unknown) =>
        isRecord(c) &&
        typeof c.propertyId === 'string' &&
        Array.isArray(c.inputs) &&
        c.inputs.every(isStoredInput),
    )
  );
}

function isPortablePredicate(p: unknown): p is PortablePredicate {
  return (
    isRecord(p) &&
    typeof p.fn === 'string' &&
    (p.role === 'loop' || p.role === 'cut' || p.role === 'entry' || p.role === 'summary') &&
    typeof p.position === 'number' &&
    typeof p.shape === 'string' &&
    Array.isArray(p.args) &&
    p.args.every((a: unknown) => isRecord(a) && typeof a.id === 'string' && typeof a.width === 'number') &&
    Array.isArray(p.conjuncts) &&
    p.conjuncts.every((c: unknown) => typeof c === 'string')
  );
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object';
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
