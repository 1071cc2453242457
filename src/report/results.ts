// The results model shared by the CLI and the Action: one verdict per property, the overall
// verdict, and the run's statistics. The JSON form (`version: 1`) is public: add fields, never
// rename or remove them.

export type Verdict = 'safe' | 'unsafe' | 'unknown';

export interface PropertyResult {
  /** `<function>#<n>`, stable inside its program. */
  readonly id: string;
  readonly kind: 'assert' | 'error-call';
  readonly file: string;
  readonly line: number;
  readonly function: string;
  /** Source text of the assertion or error call. */
  readonly text: string;
  readonly verdict: Verdict;
  /** Why the verdict is unknown (always present for unknown). */
  readonly reason?: string;
}

/** A construct the front end cannot model; paths through it can never be proved safe. */
export interface UnsupportedUse {
  readonly feature: string;
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly message: string;
}

export interface VerifyStats {
  readonly seconds: number;
  readonly functions: number;
  readonly properties: number;
  /** Functions called but not defined in the program, sorted. */
  readonly externalFunctions: readonly string[];
  readonly unsupported: readonly UnsupportedUse[];
}

export interface VerifyReport {
  readonly version: 1;
  readonly verdict: Verdict;
  readonly properties: readonly PropertyResult[];
  readonly stats: VerifyStats;
}

export type VerdictCounts = Record<Verdict, number>;

export function countVerdicts(results: readonly PropertyResult[]): VerdictCounts {
  const counts: VerdictCounts = { safe: 0, unsafe: 0, unknown: 0 };
  for (const r of results) counts[r.verdict]++;
  return counts;
}

/** Unsafe if any property is unsafe, else unknown if any is unknown, else safe (also when none). */
export function overallVerdict(results: readonly PropertyResult[]): Verdict {
  const counts = countVerdicts(results);
  return counts.unsafe > 0 ? 'unsafe' : counts.unknown > 0 ? 'unknown' : 'safe';
}

/** Properties ordered by file, line, then id, so reports are stable across runs. */
export function compareResults(a: PropertyResult, b: PropertyResult): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
