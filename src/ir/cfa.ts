// Control-flow automata: one per defined function, locations connected by edges that carry
// side-effect-free operations. Built by cfaBuilder.ts, validated by cfaCheck.ts, then frozen.
// Expressions on edges never contain calls, assignments, ++/--, comma, && / || or ?: (the builder
// lowers those into edges and temporaries), so engines can encode each edge on its own.

import type { SourceLoc } from '../frontend/diagnostics';
import type { Expr, Initializer, Program, VarSymbol } from '../frontend/ast';
import type { CType } from '../frontend/types';

export type NodeRole =
  | 'entry' // function entry
  | 'exit' // function exit (after return)
  | 'error' // reaching it violates a property (see CfaFunction.properties)
  | 'terminal' // abort()/exit(): the path ends, no successors
  | 'plain';

export interface CfaNode {
  readonly id: number;
  readonly fn: string;
  role: NodeRole;
  /** Location of the statement that starts here, when known. */
  loc?: SourceLoc;
  readonly out: CfaEdge[];
  readonly in: CfaEdge[];
  /** Set by loop analysis. */
  isLoopHead?: boolean;
  /** Reverse-postorder number, set by loop analysis (entry = 0). */
  rpo?: number;
}

interface EdgeBase {
  readonly id: number;
  readonly from: CfaNode;
  readonly to: CfaNode;
  readonly loc: SourceLoc;
  /** Source text of the statement or condition the edge comes from. */
  readonly text: string;
}

/** Nothing happens (joins, labels, `break`, ...). */
export interface BlankEdge extends EdgeBase {
  readonly kind: 'blank';
}
/** Continue only if `cond` evaluates to non-zero (`truth`) or zero (`!truth`). */
export interface AssumeEdge extends EdgeBase {
  readonly kind: 'assume';
  readonly cond: Expr;
  readonly truth: boolean;
  /** Added by `--check` (cond: the operation goes wrong); traces leave out its passing branch. */
  readonly check?: boolean;
}
/** `lhs = rhs`; lhs is an lvalue, rhs has lhs's type (records are copied by value). */
export interface AssignEdge extends EdgeBase {
  readonly kind: 'assign';
  readonly lhs: Expr;
  readonly rhs: Expr;
}
/** `lhs` gets an arbitrary value of its type: `__VERIFIER_nondet_*()`, calls to functions without body. */
export interface HavocEdge extends EdgeBase {
  readonly kind: 'havoc';
  readonly lhs: Expr;
  readonly reason: 'nondet' | 'external';
  /** The function whose call produced the value. */
  readonly callee: string;
}
/**
 * Call of a defined function; `lhs` receives the return value. Args are pure, converted to params.
 * `lhs` (an lvalue of the caller) is evaluated when the callee returns, as C allows.
 */
export interface CallEdge extends EdgeBase {
  readonly kind: 'call';
  readonly callee: string;
  readonly args: readonly Expr[];
  readonly lhs?: Expr;
}
/**
 * Leave the function (to its exit node); value converted to the return type. No value in a
 * non-void function (`return;`, or reaching its closing brace) means an indeterminate result.
 */
export interface ReturnEdge extends EdgeBase {
  readonly kind: 'return';
  readonly value?: Expr;
}
/**
 * A local variable comes into scope: its value is nondeterministic, or zero when `zeroInit`
 * (brace initializers); explicit initial values follow as assign edges. `vlaLength` for VLAs.
 */
export interface DeclEdge extends EdgeBase {
  readonly kind: 'decl';
  readonly variable: VarSymbol;
  readonly zeroInit: boolean;
  readonly vlaLength?: Expr;
}
/**
 * `lhs = malloc(size)` / `calloc` (zeroed) / `alloca`: a fresh object. With `resized` (realloc of a
 * non-NULL pointer to a non-zero size): the fresh object starts with the first bytes of the block
 * `resized` points to, as many as both hold (the rest indeterminate), and that block is freed (it must
 * be a live block from malloc, as for free).
 */
export interface AllocEdge extends EdgeBase {
  readonly kind: 'alloc';
  /** The function called: `malloc`, `calloc`, `realloc`, `alloca` or `__builtin_alloca`. */
  readonly allocator: string;
  readonly lhs?: Expr;
  readonly size: Expr;
  readonly zeroed: boolean;
  readonly resized?: Expr;
  /** `alloca`: the object lives in the calling frame (its lifetime ends when the function returns; `free` of it is invalid). */
  readonly stack?: boolean;
}
export interface FreeEdge extends EdgeBase {
  readonly kind: 'free';
  readonly pointer: Expr;
}
/**
 * A statement the front end cannot model (named feature). Engines must treat any path through it
 * as UNKNOWN, never as safe.
 */
export interface UnsupportedEdge extends EdgeBase {
  readonly kind: 'unsupported';
  readonly feature: string;
}

export type CfaEdge =
  | BlankEdge
  | AssumeEdge
  | AssignEdge
  | HavocEdge
  | CallEdge
  | ReturnEdge
  | DeclEdge
  | AllocEdge
  | FreeEdge
  | UnsupportedEdge;

export type EdgeKind = CfaEdge['kind'];

/**
 * What a property checks: `assert` and `error-call` come from the program text, the others are
 * added by `--check` (src/ir/checks.ts).
 */
export type PropertyKind =
  | 'assert'
  | 'error-call'
  | 'signed-overflow'
  | 'div-by-zero'
  | 'array-bounds'
  | 'valid-deref'
  | 'valid-free'
  | 'valid-memtrack';

/** The memory-safety kinds (`--check memory`, `leak`): decided by concrete runs only. */
export const MEMORY_KINDS: ReadonlySet<PropertyKind> = new Set([
  'valid-deref',
  'valid-free',
  'valid-memtrack',
]);

/** A property: reaching `node` (an error node) is a violation. */
export interface Property {
  /** Stable id inside the program: `<function>#<n>` in source order. */
  readonly id: string;
  readonly kind: PropertyKind;
  readonly node: CfaNode;
  /**
   * Where the check is made, when that is not simply the source of each edge into `node`: the
   * node from which an assertion's condition is evaluated (a short-circuit condition enters the
   * error node from several nodes, some of them reached only on some runs).
   */
  readonly at?: CfaNode;
  readonly loc: SourceLoc;
  readonly text: string;
}

export interface Loop {
  readonly head: CfaNode;
  /** Nodes of the loop body, including the head. */
  readonly nodes: ReadonlySet<CfaNode>;
  /** Edges that leave the loop. */
  readonly exits: readonly CfaEdge[];
  /** The innermost enclosing loop, if any. */
  readonly parent?: Loop;
  readonly depth: number;
}

export interface CfaFunction {
  readonly name: string;
  readonly entry: CfaNode;
  readonly exit: CfaNode;
  readonly nodes: CfaNode[];
  readonly params: readonly VarSymbol[];
  /** Locals and temporaries (temporaries have names starting with `__t`). */
  readonly locals: VarSymbol[];
  readonly returnType: CType;
  readonly properties: Property[];
  /** Filled by loop analysis. */
  loops: Loop[];
  /** Strongly connected components of the CFA with more than one node or a self-loop. */
  sccs: CfaNode[][];
  readonly loc: SourceLoc;
}

export interface CallGraph {
  /** callee names per caller (defined functions only). */
  readonly callees: ReadonlyMap<string, ReadonlySet<string>>;
  readonly callers: ReadonlyMap<string, ReadonlySet<string>>;
  /** Functions that belong to a call cycle (direct or mutual recursion). */
  readonly recursive: ReadonlySet<string>;
  /** SCCs of the call graph in bottom-up (callee-first) order. */
  readonly sccs: readonly (readonly string[])[];
  /** Functions called but not defined (their calls return nondeterministic values). */
  readonly external: ReadonlySet<string>;
}

export interface ProgramCfa {
  readonly program: Program;
  readonly functions: ReadonlyMap<string, CfaFunction>;
  readonly globals: readonly { readonly variable: VarSymbol; readonly init?: Initializer }[];
  readonly callGraph: CallGraph;
  /** Elements an entry's pointer parameter points to (entryObjects.ts); undefined: the default. */
  readonly objectElements?: number;
}
