// Calls through function pointers. The pointer can only hold the address of a function the program
// uses as a value (sema marks those: FunctionSymbol.addressTaken), so the call becomes an explicit
// choice in the CFA: `p == &f1 ? f1(args) : p == &f2 ? f2(args) : ...`, over the functions whose
// type the call can use. What is left (NULL, a function of another type, a body-less function that
// may write through its pointer arguments, an address made up from an integer) is an unsupported
// edge: a path through it is UNKNOWN, never SAFE. Every engine and the interpreter then see plain
// calls and pointer comparisons; no layer below the IR knows about function pointers.

import type { Call, Expr, FunctionSymbol } from '../frontend/ast';
import type { FunctionType } from '../frontend/types';
import { externalCallFeature } from '../frontend/sema/externalCalls';
import type { ExprLowerer } from './exprLowering';
import type { CallDest } from './callLowering';
import { addrOf, binary, sameRepr, voidValue } from './exprMake';
import { exprToC } from './exprToC';

/** The feature named on the edge for a pointer that reaches no function the call can use. */
export const NO_TARGET_FEATURE = 'call through a function pointer to no function of its type';

/** Whether a call typed `through` may go to `f` (C11 6.5.2.2p9: else the call is undefined). */
export function callableAs(through: FunctionType, f: FunctionType, args: number): boolean {
  const ret = through.ret.kind === 'void' ? f.ret.kind === 'void' : sameRepr(through.ret, f.ret);
  if (!ret) return false;
  if (!f.hasProto) return true; // an old-style definition: its arguments as promoted
  if (f.variadic ? args < f.params.length : args !== f.params.length) return false;
  if (!through.hasProto) return true;
  if (through.variadic !== f.variadic || through.params.length !== f.params.length) return false;
  return through.params.every((p, i) => sameRepr(p, f.params[i]));
}

/** The functions a call through a pointer of this type may reach, in name order. */
export function callTargets(
  functions: Iterable<FunctionSymbol>,
  through: FunctionType,
  args: readonly Expr[],
): FunctionSymbol[] {
  const out: FunctionSymbol[] = [];
  for (const f of functions) {
    if (!f.addressTaken || !callableAs(through, f.type, args.length)) continue;
    const call: Call = { kind: 'Call', callee: f, args, type: f.type.ret, loc: f.loc };
    if (!f.def && !f.builtin && externalCallFeature(f, call)) continue;
    out.push(f);
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Lowers `call` (with `call.through` set): the pointer and the arguments are evaluated once, in
 * order; then one branch per target compares the pointer with the target's address and calls it
 * with those values; the branches join after the call.
 */
export function lowerIndirectCall(
  lw: ExprLowerer,
  call: Call,
  dest: CallDest,
  direct: (call: Call, dest: CallDest) => Expr,
): Expr {
  const em = lw.em;
  const loc = call.loc;
  const through = call.through as Expr;
  const [pointer, ...args] = lw.seq([{ e: through }, ...call.args.map((e) => ({ e }))]);
  const none = voidValue(call.type, loc);
  let result: Expr | undefined;
  if (dest.kind === 'into') result = dest.target;
  else if (dest.kind === 'value' && call.type.kind !== 'void') result = em.newTemp(call.type, loc);
  const each: CallDest = result ? { kind: 'into', target: result } : { kind: 'discard' };
  const join = em.lazy();
  const ft = call.callee.type;
  for (const f of callTargets(em.callTargets, ft, args)) {
    if (!em.cur) break;
    const hit = em.lazy();
    const miss = em.lazy();
    const target = addrOf({ kind: 'FuncRef', symbol: f, type: f.type, loc });
    const test = binary('==', pointer, target, em.ints.get('int'), loc);
    em.dispatches.push({ fn: em.fnName, at: em.here(), target: f.name, pointer });
    lw.assume(test, hit, miss, exprToC(test, { implicitCasts: false, names: 'source' }), loc);
    em.cur = hit.node;
    if (em.cur) {
      direct({ kind: 'Call', callee: f, args, type: call.type, loc }, each);
      if (em.cur) em.fallInto(join.get());
    }
    em.cur = miss.node;
  }
  if (em.cur) {
    // (the result stays as the temporary's declaration left it: no path through here is judged)
    em.step({ kind: 'unsupported', feature: NO_TARGET_FEATURE, loc });
    em.fallInto(join.get());
  }
  em.cur = join.node;
  return result ?? none;
}
