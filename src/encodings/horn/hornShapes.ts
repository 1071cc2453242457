// The shape of each function for the Horn encoding (hornClauses.ts): its state as slots (parameters,
// locals, scalar globals, the return value; one bit-vector constant each) and its cut nodes (entry,
// loop heads, call sites and return points, exit). Only programs whose variables all live outside
// memory are encoded: structs, pointers to locals and heap are EncodeUnsupported here, and so are
// arrays unless they are encoded as values (`arrays`, ir/arrayValues.ts: a slot of an SMT array
// sort, indexed where it is named). The variables and edges are seen through a view
// (ir/fieldValues.ts) that keeps the objects behind pointer parameters as values: structs split into
// fields, address-taken integers, arrays, with a parameter's object copied in and out of each call.

import type { Expr, VarSymbol } from '../../frontend/ast';
import type { CfaEdge, CfaFunction, CfaNode, ProgramCfa } from '../../ir/cfa';
import { edgeOperands } from '../../ir/cfaCheck';
import { children } from '../../ir/pure';
import { indexedArray } from '../../ir/arrayValues';
import type { ValueView } from '../../ir/fieldValues';
import { varKey, type ExprEncoder, type FrameRef } from '../../smt/exprEncoder';
import { EncodeUnsupported, inMemory } from '../../smt/memoryModel';
import { bvSort } from '../../smt/smtlib';

/** One variable of a predicate's state: its constant's key and sort, and how to print it. */
export interface Slot {
  readonly key: string;
  readonly sort: string;
  readonly label: string;
  readonly signed: boolean;
  /** An array value's length (its sort is an SMT array). */
  readonly arrayLength?: number;
}

export interface FnShape {
  readonly fn: CfaFunction;
  readonly frame: FrameRef;
  /** Current state: params, locals, globals, return value. */
  readonly cur: readonly Slot[];
  readonly params: readonly Slot[];
  /** The fields copied in from the callers' structs (the last of `params`), handed back at the exit. */
  readonly outs: readonly Slot[];
  readonly ret?: Slot;
  readonly cuts: ReadonlySet<CfaNode>;
}

const NO_MEMORY: Set<Expr['kind']> = new Set([
  'Deref',
  'AddrOf',
  'Index',
  'Member',
  'StringLit',
  'Decay',
  'MemCheck',
]);

/** The globals' slots and each function's shape; `bits` gives the width of a type. */
export function programShapes(
  cfa: ProgramCfa,
  bits: ExprEncoder,
  arrays: ReadonlySet<VarSymbol>,
  view: ValueView,
): { globals: Slot[]; shapes: Map<string, FnShape> } {
  const slotOf = (v: VarSymbol, frame: FrameRef): Slot => ({
    key: varKey(v, frame),
    sort: arrays.has(v) ? bits.arraySort(v) : bvSort(bits.bits(v.type)),
    label: v.name,
    signed: v.type.kind === 'int' && v.type.signed,
    ...(arrays.has(v) && v.type.kind === 'array' ? { arrayLength: v.type.length } : {}),
  });
  const inMem = (v: VarSymbol): boolean => inMemory(v) && !arrays.has(v);
  const globals: Slot[] = [];
  for (const { variable: v } of view.globals) {
    if (inMem(v))
      throw new EncodeUnsupported(
        `global ${v.name} in memory (CHC: an array, struct or address-taken variable)`,
      );
    globals.push(slotOf(v, { key: 'g' }));
  }
  const shapes = new Map<string, FnShape>();
  for (const fn of cfa.functions.values()) {
    const frame = { key: `f_${fn.name}` };
    for (const v of [...view.params(fn), ...view.locals(fn)]) {
      if (inMem(v))
        throw new EncodeUnsupported(`${v.name} in memory (CHC: an array, struct or address-taken variable)`);
    }
    const params = view.params(fn).map((v) => slotOf(v, frame));
    const outKeys = new Set(view.outs(fn).map((v) => varKey(v, frame)));
    const locals = view.locals(fn).map((v) => slotOf(v, frame));
    const ret =
      fn.returnType.kind === 'void'
        ? undefined
        : {
            key: `${frame.key}:__ret`,
            sort: bvSort(bits.bits(fn.returnType)),
            label: '\\result',
            signed: fn.returnType.kind === 'int' && fn.returnType.signed,
          };
    shapes.set(fn.name, {
      fn,
      frame,
      cur: [...params, ...locals, ...globals, ...(ret ? [ret] : [])],
      params,
      outs: params.filter((p) => outKeys.has(p.key)),
      ret,
      cuts: cutNodes(fn, arrays, view),
    });
  }
  return { globals, shapes };
}

/** Entry, exit, loop heads, call sites and return points; every edge is checked on the way. */
function cutNodes(fn: CfaFunction, arrays: ReadonlySet<VarSymbol>, view: ValueView): Set<CfaNode> {
  const cuts = new Set<CfaNode>([fn.entry, fn.exit]);
  for (const n of fn.nodes) {
    if (n.isLoopHead) cuts.add(n);
    for (const e of n.out) {
      for (const r of view.edges(e)) checkEdge(r, arrays);
      if (e.kind === 'call') {
        cuts.add(n);
        cuts.add(e.to);
      }
    }
  }
  return cuts;
}

function checkEdge(e: CfaEdge, arrays: ReadonlySet<VarSymbol>): void {
  if (e.kind === 'alloc' || e.kind === 'free') throw new EncodeUnsupported('heap memory (CHC)');
  if (e.kind === 'unsupported') throw new EncodeUnsupported(e.feature);
  for (const [, x] of edgeOperands(e)) checkExpr(x, arrays);
}

function checkExpr(e: Expr, arrays: ReadonlySet<VarSymbol>): void {
  const arr = indexedArray(e);
  if (arr && arrays.has(arr) && e.kind === 'Index') return checkExpr(e.index, arrays);
  if (NO_MEMORY.has(e.kind)) throw new EncodeUnsupported('memory access (CHC)');
  if (e.kind === 'VarRef' && inMemory(e.symbol)) throw new EncodeUnsupported('variable in memory (CHC)');
  for (const c of children(e)) checkExpr(c, arrays);
}
