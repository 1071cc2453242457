// The solver session the engines talk to: SMT-LIB 2 text in, answers out. The implementation
// runs Z3 (WASM) in a worker thread, so an out-of-memory or crash inside Z3 cannot take the
// process down; one session keeps its assertions across calls (incremental solving).

export type CheckResult = 'sat' | 'unsat' | 'unknown';

export interface CheckOptions {
  /** Literals (Boolean constant names or `(not name)`) assumed for this check only. */
  readonly assumptions?: readonly string[];
  /** Wall-clock limit for this check in ms (Z3 `timeout`, backed by an interrupt). */
  readonly timeoutMs?: number;
}

/** Answer of a constrained-Horn-clause query (Z3's Spacer engine). */
export interface HornResult {
  /** `sat`: the clauses have a solution (the program is safe); `unsat`: a counterexample exists. */
  readonly result: CheckResult;
  /** For `sat`: the solution, one `(define-fun P (...) Bool body)` per predicate. */
  readonly model?: string;
  /** For `unknown`: Z3's reason. */
  readonly reason?: string;
}

/**
 * Spacer options (leading a `solveHorn` script) that turn predicate inlining off: every predicate
 * gets an interpretation of its own.
 */
export const SPACER_NO_INLINING =
  '(set-option :fp.xform.inline_eager false)\n(set-option :fp.xform.inline_linear false)';

/** Answer of a one-shot check (checkOnce). */
export interface OnceResult {
  readonly result: CheckResult;
  /**
   * For `sat`: the values of the requested terms, in order; undefined for a Boolean term the model
   * does not evaluate to true or false (a quantified formula, which Z3's evaluator leaves as it is).
   */
  readonly values?: readonly (bigint | boolean | undefined)[];
}

export interface SolverSession {
  /** Adds SMT-LIB commands (declare-fun, define-fun, assert, ...); no check-sat in here. */
  add(smtlib: string): Promise<void>;
  push(): Promise<void>;
  pop(): Promise<void>;
  check(options?: CheckOptions): Promise<CheckResult>;
  /**
   * After `sat`: values of the given terms in the model (bit-vectors as non-negative bigint of
   * their bit pattern, Booleans as true/false; model completion on).
   */
  values(terms: readonly string[]): Promise<Map<string, bigint | boolean>>;
  /** After `unsat` under assumptions: the assumption literals of an unsat core (as Z3 prints them). */
  unsatCore(): Promise<string[]>;
  /** Why the last `unknown` was unknown (`timeout`, `canceled`, `solver out of memory`, ...). */
  reasonUnknown(): Promise<string>;
  /**
   * Solves a Horn script (declare-fun of predicates, asserted clauses) in a fresh context of its
   * own, without touching this session's assertions.
   */
  solveHorn(script: string, timeoutMs: number): Promise<HornResult>;
  /**
   * Checks a script (declarations, definitions, assertions) in a fresh context of its own, without
   * touching this session's assertions: Z3 then solves it non-incrementally, with its bit-blasting
   * preprocessing, which is much faster for small bit-vector queries asked many times over.
   */
  checkOnce(script: string, terms: readonly string[], timeoutMs: number): Promise<OnceResult>;
  dispose(): Promise<void>;
}

/** What kind of failure a solver's reason names: the time limit, memory, or anything else. */
export type SolverFailureKind = 'timeout' | 'resource' | 'internal';

/**
 * The kind of a reason the solver or its worker gave (Z3's `reason-unknown`, a worker's crash):
 * read here, once, where the text comes from, so that no decision above reads it.
 */
export function solverFailureKind(reason: string): SolverFailureKind {
  if (/\btimeout\b|\bcancel+ed\b|interrupted/i.test(reason)) return 'timeout';
  if (/memory|\bOOM\b|max\. resource|resource limit|rlimit/i.test(reason)) return 'resource';
  return 'internal';
}

/** Raised by a session whose worker died (out of memory, crash); the session is unusable after it. */
export class SolverCrashed extends Error {
  readonly kind: SolverFailureKind;
  constructor(readonly reason: string) {
    super(`solver crashed: ${reason}`);
    this.name = 'SolverCrashed';
    this.kind = solverFailureKind(reason);
  }
}
