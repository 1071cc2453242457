// Public types of the concrete interpreter: how a run ends (Outcome), the trace it records, the
// nondeterministic values it asks for (InputRequest, answered by an InputProvider), its options,
// and the Execution it returns. replay.ts and reproducer.ts build on these.

import type { VarSymbol } from '../frontend/ast';
import type { SourceLoc } from '../frontend/diagnostics';
import type { CfaFunction, CfaNode } from '../ir/cfa';
import type { InputValue } from '../encodings/result';

/**
 * One executed statement: consecutive CFA edges of one statement instance are merged (see
 * TraceRecorder in trace.ts). `assignments`: written lvalue (C, source names) → the value stored.
 */
export interface TraceStep {
  readonly file: string;
  readonly line: number;
  readonly function: string;
  readonly text: string;
  readonly assignments: Readonly<Record<string, string>>;
  /** For a condition (a branch, or the test of a property that failed): whether it held. */
  readonly branch?: boolean;
  /** The CFA edges merged into this step, in execution order (empty for function-entry steps). */
  readonly edgeIds: readonly number[];
}

/** What is needed when a value is consumed: an InputValue must match it exactly (name aside). */
export interface InputRequest {
  readonly source: InputValue['source'];
  /** The havoc or decl edge; undefined for `param`. */
  readonly edgeId: number | undefined;
  /** Callee (`__VERIFIER_nondet_int`) or variable (`x`) the value is for. */
  readonly name: string;
  readonly width: number;
  readonly signed: boolean;
  /** A _Bool: its values are 0 and 1. */
  readonly bool?: boolean;
  readonly loc: SourceLoc;
}

/** Supplies the values a run consumes, in order; undefined when there is none left. */
export interface InputProvider {
  next(request: InputRequest): InputValue | undefined;
}

export type Outcome =
  /** An error node was reached. */
  | { readonly kind: 'violation'; readonly propertyId: string; readonly loc: SourceLoc }
  /** The entry function returned (`code`: its value, for int results) or a terminal node (abort/exit) was reached. */
  | {
      readonly kind: 'exit';
      readonly via: 'return' | 'terminal';
      readonly code?: bigint;
      readonly loc: SourceLoc;
    }
  /** No out-edge is enabled (an assumption or a branch condition does not hold on any edge). */
  | { readonly kind: 'blocked'; readonly loc: SourceLoc }
  | {
      readonly kind: 'undefined-behavior';
      readonly what: string;
      readonly loc: SourceLoc;
      /** Which kind of undefined behaviour (undefined: one the sanitizers do not look for). */
      readonly category?: UbCategory;
    }
  | { readonly kind: 'unsupported'; readonly feature: string; readonly loc: SourceLoc }
  | { readonly kind: 'limit'; readonly what: 'steps' | 'call-depth' | 'time'; readonly loc: SourceLoc }
  | { readonly kind: 'inputs-exhausted'; readonly request: InputRequest; readonly loc: SourceLoc }
  | {
      readonly kind: 'input-mismatch';
      /** Index of the offending input in consumption order. */
      readonly index: number;
      readonly request: InputRequest;
      readonly got: InputValue;
      readonly detail: string;
      readonly loc: SourceLoc;
    };

export interface ExecuteOptions {
  /** Function to start in (default `main`). */
  readonly entry?: string;
  /** Edges to execute at most (default 1e6). */
  readonly maxSteps?: number;
  /** Stop (a `time` limit) once workNow() passes this; looked at every few thousand steps. */
  readonly deadline?: number;
  /** Frames on the call stack at most, the entry's included (default 10000). */
  readonly maxCallDepth?: number;
  /** Record the trace (default true). */
  readonly trace?: boolean;
  /** Told of every node a frame arrives at (before its out-edge is chosen). */
  readonly observe?: (visit: NodeVisit) => void;
}

/** A frame at a node, for `observe`: the values of its integer variables, looked at. */
export interface NodeVisit {
  readonly fn: CfaFunction;
  readonly node: CfaNode;
  /** Frames on the call stack (1: the entry function). */
  readonly depth: number;
  /** The bit pattern of an integer variable of the frame (or a global); undefined when unset. */
  peek(v: VarSymbol): bigint | undefined;
}

export interface Execution {
  readonly outcome: Outcome;
  readonly trace: readonly TraceStep[];
  /** How many inputs were consumed. */
  readonly inputsConsumed: number;
  /**
   * Indices (in consumption order) of `uninit` and `param` inputs whose value the run actually
   * read; the others were overwritten before any read, so their value did not matter.
   */
  readonly observedInputs: readonly number[];
  /**
   * The run looked at an address the allocator chose: a pointer converted to an integer, or
   * compared with a pointer to an object whose lifetime ended (another allocator may reuse it).
   */
  readonly addressDependent?: boolean;
  /** Edges executed. */
  readonly steps: number;
}

/**
 * Kinds of undefined behaviour that gcc's `-fsanitize=address,undefined` stops a native run at:
 * signed overflow (also INT_MIN / -1), bad shifts, division by zero, out-of-bounds accesses, null
 * dereferences, use after free, double or invalid free.
 */
export type UbCategory =
  | 'signed-overflow'
  | 'shift'
  | 'div-by-zero'
  | 'out-of-bounds'
  | 'null-dereference'
  | 'use-after-free'
  | 'invalid-free';

/** Ends a run from deep inside evaluation: undefined behaviour or an unsupported construct. */
export class Stop {
  constructor(
    readonly kind: 'undefined-behavior' | 'unsupported',
    readonly what: string,
    readonly loc?: SourceLoc,
    readonly category?: UbCategory,
  ) {}
}

/** Ends a run with a complete outcome (inputs, limits). */
export class Halt {
  constructor(readonly outcome: Outcome) {}
}
