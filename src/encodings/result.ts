// What an engine answers per property, and the counterexample candidate it hands to src/certify
// for concrete replay. An engine's "unsafe" is only a candidate: the pipeline reports UNSAFE only
// after replay reaches the same violation, and SAFE only with a certificate that was re-checked.

/** One nondeterministic value, in the order a concrete execution consumes them. */
export interface InputValue {
  /**
   * Where the value comes from: `nondet` (`__VERIFIER_nondet_*` havoc edge), `external` (result of
   * a call to a function without a body), `uninit` (a local declared without initializer, read
   * before written — its declaration supplies the value), `param` (a parameter of the entry function).
   */
  readonly source: 'nondet' | 'external' | 'uninit' | 'param';
  /** The CFA edge that consumes it (havoc or decl edge; for `param`: undefined). */
  readonly edgeId: number | undefined;
  /** Function or variable the value is for, for reproducers and messages (`__VERIFIER_nondet_int`, `x`). */
  readonly name: string;
  /** The value as the two's-complement bit pattern of its type, read as a non-negative integer. */
  readonly bits: bigint;
  /** Width in bits of the value's type, and whether it is signed. */
  readonly width: number;
  readonly signed: boolean;
}

export interface Counterexample {
  readonly propertyId: string;
  /** Inputs in consumption order along the violating path. */
  readonly inputs: readonly InputValue[];
  /** The unwinding depth at which BMC found it; absent for engines without one (testing). */
  readonly depth?: number;
}

/**
 * Why a property is UNKNOWN, for decisions (the reason's text is for people): the time limit ran
 * out; a construct is out of the engine's reach; the solver ran out of memory or failed; a
 * violation was found on a feasible path but another engine must build its trace; an internal
 * error (a crash, a rejected certificate); or the engine's search ended without an answer.
 */
export const UNKNOWN_KINDS = [
  'timeout',
  'unsupported',
  'resource',
  'needs-trace',
  'internal',
  'incomplete',
] as const;
export type UnknownKind = (typeof UNKNOWN_KINDS)[number];

export type EngineVerdict =
  | { readonly verdict: 'safe'; readonly certificate: SafetyCertificate }
  | { readonly verdict: 'unsafe'; readonly counterexample: Counterexample }
  | { readonly verdict: 'unknown'; readonly kind: UnknownKind; readonly reason: string };

export type UnknownVerdict = Extract<EngineVerdict, { verdict: 'unknown' }>;

export function unknown(kind: UnknownKind, reason: string): UnknownVerdict {
  return { verdict: 'unknown', kind, reason };
}

/** Why a SAFE answer holds, in a form an independent checker can re-check in a fresh solver. */
/**
 * The values a wide input is run with in exhaustive runs: the havoc edge (read once per execution)
 * and the interval `lo..hi` (decimal; read as signed or unsigned numbers of the input's width).
 */
export interface InputDomain {
  readonly edgeId: number;
  readonly signed: boolean;
  readonly lo: string;
  readonly hi: string;
}

export type SafetyCertificate =
  /** BMC's forward condition: every path ends within `depth` unwindings and none reaches the property. */
  | { readonly kind: 'complete-unwinding'; readonly depth: number }
  /**
   * A solution of the program's Horn clauses (src/engines/chc): an inductive invariant per cut
   * node and a summary per function, as SMT-LIB `define-fun`s over the clause system's predicates.
   */
  | { readonly kind: 'horn-solution'; readonly model: string }
  /**
   * The program reads no input that matters, so it has one execution; the interpreter runs it to
   * its normal end (src/certify/checkSingleRun.ts). Covers memory safety, which no SMT engine decides.
   */
  | { readonly kind: 'single-run' }
  /**
   * The program's inputs are narrow (bytes, flags), and the interpreter ran every execution, each
   * to its normal end or a failed assumption: `executions` of them (src/certify/exhaustiveRuns.ts).
   * A wide input with a `domain` took the values of its interval only; the values outside are
   * shown to end every execution without a violation (src/certify/inputDomains.ts).
   */
  | {
      readonly kind: 'exhaustive-runs';
      readonly executions: number;
      readonly domains?: readonly InputDomain[];
    }
  /**
   * k-induction (src/engines/kinduction): `invariants` (define-funs over the Horn predicates, may be
   * empty) are inductive, no error is reachable within `k` steps, and any `k` error-free steps of the
   * transition system strengthened by the invariants are followed by no error; with `forward`, no
   * path of `k` steps exists at all.
   */
  | {
      readonly kind: 'k-induction';
      readonly k: number;
      readonly forward: boolean;
      readonly invariants: string;
    };

export interface PropertyAnswer {
  readonly propertyId: string;
  readonly engine: string;
  readonly seconds: number;
  readonly result: EngineVerdict;
}

export interface EngineStats {
  solverCalls: number;
  solverSeconds: number;
  encodeSeconds: number;
  maxDepth: number;
}
