// Lowers one function call: verification built-ins become properties, assumptions, havocs, path
// ends or memory edges; defined functions become call edges with pure arguments; functions without
// body have their result havocked (arguments still evaluated), or are unsupported when sema says so.

import type { Call, Expr } from '../frontend/ast';
import type { ExprLowerer } from './exprLowering';
import { binary, castTo, deref, intConst, voidValue } from './exprMake';
import { exprToC } from './exprToC';
import type { IntType } from '../frontend/types';
import { Lazy } from './builderCore';
import { lowerIndirectCall } from './indirectCalls';

/** What the caller does with the result: drop it, use it (returned as a pure expression), or store it. */
export type CallDest =
  | { readonly kind: 'discard' }
  | { readonly kind: 'value' }
  | { readonly kind: 'into'; readonly target: Expr };

export function lowerCall(lw: ExprLowerer, call: Call, dest: CallDest): Expr {
  const em = lw.em;
  const sym = call.callee;
  const loc = call.loc;
  const none = voidValue(call.type, loc);
  /** Where a produced value goes: the assignment target, a fresh temporary, or nowhere. */
  const resultLvalue = (): Expr | undefined => {
    if (dest.kind === 'into') return dest.target;
    if (dest.kind === 'value' && call.type.kind !== 'void') return em.newTemp(call.type, loc);
    return undefined;
  };
  const argEffects = (): void => call.args.forEach((a) => lw.effect(a));
  if (call.through) return lowerIndirectCall(lw, call, dest, (c, d) => lowerCall(lw, c, d));

  if (call.unsupported !== undefined) {
    // A body-less function that cannot be modelled (may write through pointers, setjmp, threads):
    // any path through the call is UNKNOWN; the result is still havocked to keep the CFA typed.
    argEffects();
    em.externalCalls.add(sym.name);
    em.step({ kind: 'unsupported', feature: call.unsupported, loc });
    const lhs = resultLvalue();
    if (lhs) em.step({ kind: 'havoc', lhs, reason: 'external', callee: sym.name, loc });
    return lhs ?? none;
  }

  switch (sym.builtin) {
    case 'assert': {
      if (call.args.length === 0) {
        em.step({ kind: 'unsupported', feature: `${sym.name} without argument`, loc });
        return none;
      }
      call.args.slice(1).forEach((a) => lw.effect(a));
      const ok = em.lazy();
      const err = em.newProperty('assert', loc, em.stmtText, em.cur);
      lw.cond(call.args[0], ok, Lazy.of(err));
      em.cur = ok.node;
      return none;
    }
    case 'error': {
      argEffects();
      em.jump(em.newProperty('error-call', loc, em.stmtText), { kind: 'blank', loc });
      return none;
    }
    case 'assume': {
      if (call.args.length === 0) return none;
      call.args.slice(1).forEach((a) => lw.effect(a));
      const ok = em.lazy();
      lw.cond(call.args[0], ok, undefined);
      em.cur = ok.node;
      return none;
    }
    case 'abort': {
      argEffects();
      em.jump(em.newNode('terminal', loc), { kind: 'blank', loc });
      return none;
    }
    case 'nondet': {
      argEffects();
      const lhs = resultLvalue();
      if (lhs) em.step({ kind: 'havoc', lhs, reason: 'nondet', callee: sym.name, loc });
      return lhs ?? none;
    }
    case 'malloc':
    case 'calloc': {
      const args = lw.seq(call.args.map((e) => ({ e })));
      let size: Expr | undefined = args[0];
      if (sym.builtin === 'calloc' && args.length >= 2)
        size = binary('*', args[0], args[1], args[0].type, loc);
      if (!size) {
        em.step({ kind: 'unsupported', feature: `${sym.name} without size`, loc });
        return resultLvalue() ?? none;
      }
      const lhs = resultLvalue();
      const stack = sym.name === 'alloca' || sym.name === '__builtin_alloca';
      em.step({
        kind: 'alloc',
        allocator: sym.name,
        lhs,
        size,
        zeroed: sym.builtin === 'calloc',
        ...(stack ? { stack } : {}),
        loc,
      });
      return lhs ?? none;
    }
    case 'free': {
      const args = lw.seq(call.args.map((e) => ({ e })));
      if (args.length > 0) em.step({ kind: 'free', pointer: args[0], loc });
      return none;
    }
    case 'realloc': {
      const args = lw.seq(call.args.map((e) => ({ e })));
      return lowerRealloc(lw, args, resultLvalue(), call);
    }
    case 'atomic':
      argEffects();
      em.step({ kind: 'blank', loc });
      return none;
    case undefined:
      break;
  }

  if (sym.def) {
    const args = lw.seq(call.args.map((e) => ({ e })));
    const lhs = resultLvalue();
    em.step({ kind: 'call', callee: sym.name, args, lhs, loc });
    return lhs ?? none;
  }

  // A function without body: its arguments are evaluated, its result is arbitrary, and so is
  // errno afterwards (C11 7.5p3: any library function may set it), when the program has errno.
  argEffects();
  em.externalCalls.add(sym.name);
  const lhs = resultLvalue();
  if (lhs) em.step({ kind: 'havoc', lhs, reason: 'external', callee: sym.name, loc });
  else em.step({ kind: 'blank', loc });
  const errno = em.errnoLocation;
  if (errno) {
    const at = em.newTemp(errno.type.ret, loc);
    em.step({ kind: 'call', callee: errno.name, args: [], lhs: at, loc });
    em.step({ kind: 'havoc', lhs: deref(at, loc), reason: 'external', callee: sym.name, loc });
  }
  return lhs ?? none;
}

/**
 * `realloc(p, n)` as glibc does it, never failing: NULL `p` is `malloc(n)`; a zero `n` frees `p`
 * and gives NULL; otherwise a fresh block of `n` bytes holding `p`'s first bytes (an alloc edge
 * with `resized`), `p` freed. Each case is its own branch, so traces show which one ran.
 */
function lowerRealloc(lw: ExprLowerer, args: readonly Expr[], lhs: Expr | undefined, call: Call): Expr {
  const em = lw.em;
  const loc = call.loc;
  const [pointer, size] = args;
  if (!pointer || !size) {
    em.step({ kind: 'unsupported', feature: 'realloc without two arguments', loc });
    return lhs ?? voidValue(call.type, loc);
  }
  const int = em.ints.get('int');
  const isNull = binary('==', pointer, castTo(intConst(0n, em.ints.get('int'), loc), pointer.type), int, loc);
  const isZero = binary('==', size, intConst(0n, size.type as IntType, loc), int, loc);
  const join = em.lazy();
  const fresh = em.lazy();
  const some = em.lazy();
  lw.assume(isNull, fresh, some, `${exprToC(pointer, { names: 'source' })} == 0`, loc);
  em.cur = fresh.node;
  if (em.cur) {
    em.step({ kind: 'alloc', allocator: 'realloc', lhs, size, zeroed: false, loc });
    em.fallInto(join.get());
  }
  em.cur = some.node;
  if (em.cur) {
    const zero = em.lazy();
    const grow = em.lazy();
    lw.assume(isZero, zero, grow, `${exprToC(size, { names: 'source' })} == 0`, loc);
    em.cur = zero.node;
    if (em.cur) {
      em.step({ kind: 'free', pointer, loc });
      if (lhs) em.step({ kind: 'assign', lhs, rhs: castTo(intConst(0n, int, loc), lhs.type), loc });
      em.fallInto(join.get());
    }
    em.cur = grow.node;
    if (em.cur) {
      em.step({ kind: 'alloc', allocator: 'realloc', lhs, size, zeroed: false, resized: pointer, loc });
      em.fallInto(join.get());
    }
  }
  em.cur = join.node;
  return lhs ?? voidValue(call.type, loc);
}
