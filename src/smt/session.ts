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
  /** Why the last `unknown` was unknown (`timeout`, `canceled`, `solver out of memory`, ...). */
  reasonUnknown(): Promise<string>;
  dispose(): Promise<void>;
}

/** Raised by a session whose worker died (out of memory, crash); the session is unusable after it. */
export class SolverCrashed extends Error {
  constructor(readonly reason: string) {
    super(`solver crashed: ${reason}`);
    this.name = 'SolverCrashed';
  }
}
