// Data of the BMC unrolling: instances (a CFA node in one frame and one vector of loop
// iterations), contributions (an edge taken from an instance, with its guard literal and the
// state after it), frames (call instances), open tails (placeholders for contributions that a
// later, deeper round adds to an instance already encoded) and frontier items (cut points).

import type { CallEdge, CfaEdge, CfaFunction, CfaNode, Loop } from '../../ir/cfa';
import type { SymState } from '../../smt/exprEncoder';
import type { InputValue } from '../result';

export interface Frame {
  readonly key: string;
  /**
   * Where the frame sits in the program's call tree: the entry's name, then per call the call
   * edge and the caller's loop iterations. Unlike `key` (numbered as frames are made) it does not
   * depend on which branches an unrolling explores, so inputs named after it are the same input in
   * every unrolling of the program (inputNames.ts).
   */
  readonly site: string;
  readonly fn: CfaFunction;
  readonly parent?: Frame;
  /** The call that created this frame and the caller's instance. */
  readonly call?: { readonly edge: CallEdge; readonly from: Instance };
  /** How many frames of the same function are on the stack, this one included. */
  readonly depth: number;
  /**
   * The caller's variables at the call: its unaliased locals (and those of the frames below it)
   * keep these values for the whole life of this frame, so tails inside it carry none of them.
   */
  readonly outer?: ReadonlyMap<string, string>;
}

/** An input created on an edge: the SMT term whose model value becomes the InputValue. */
export interface PendingInput {
  readonly source: InputValue['source'];
  readonly edgeId: number | undefined;
  readonly name: string;
  readonly term: string;
  readonly width: number;
  readonly signed: boolean;
}

export interface Contribution {
  /** Boolean constant: this edge is taken from its source instance. */
  readonly lit: string;
  readonly state: SymState;
  readonly inputs: readonly PendingInput[];
  readonly edge: CfaEdge | undefined;
  readonly target: Instance;
}

export interface Tail {
  readonly guard: string;
  readonly vars: Map<string, string>;
  readonly mem: string;
}

export interface Instance {
  readonly id: number;
  readonly key: string;
  readonly node: CfaNode;
  readonly frame: Frame;
  readonly iters: ReadonlyMap<Loop, number>;
  readonly incoming: Contribution[];
  /** Contributions that arrived after the instance was encoded (they go through its tail). */
  readonly late: Contribution[];
  readonly out: Contribution[];
  encoded: boolean;
  guard?: string;
  state?: SymState;
  tail?: Tail;
}

export type FrontierItem =
  | {
      readonly kind: 'loop';
      readonly frame: Frame;
      readonly loop: Loop;
      readonly outer: ReadonlyMap<Loop, number>;
      /** The first iteration not yet unrolled; its head's contributions are pending. */
      readonly iteration: number;
      readonly head: Instance;
    }
  | {
      readonly kind: 'call';
      readonly from: Instance;
      readonly edge: CallEdge;
      readonly contribution: Contribution;
    }
  | { readonly kind: 'unsupported'; readonly lit: string; readonly feature: string };

export interface ErrorHit {
  readonly propertyId: string;
  readonly instance: Instance;
}

export function itersKey(iters: ReadonlyMap<Loop, number>): string {
  return [...iters.entries()]
    .sort((a, b) => a[0].head.id - b[0].head.id)
    .map(([l, i]) => `${l.head.id}=${i}`)
    .join(',');
}

export function instanceKey(frame: Frame, node: CfaNode, iters: ReadonlyMap<Loop, number>): string {
  return `${frame.key}|${node.id}|${itersKey(iters)}`;
}

/** An instance's place in the program's executions, the same in every unrolling (see Frame.site). */
export function instanceSite(inst: {
  frame: Frame;
  node: CfaNode;
  iters: ReadonlyMap<Loop, number>;
}): string {
  return `${inst.frame.site}|${inst.node.id}|${itersKey(inst.iters)}`;
}
