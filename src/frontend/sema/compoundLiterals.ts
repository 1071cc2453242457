// Compound literals, `(T){ ... }` (C11 6.5.2.5): an unnamed object initialised from the braces.
// In a function it has automatic storage: a hidden local whose declaration and initialisation the
// IR performs where the literal is evaluated, every time (exprLowering.ts), and the literal is an
// lvalue designating it, so `&(struct s){...}` and `(int[]){1, 2}` (decaying to a pointer) work.
// At file scope it has static storage: a hidden global with the initializer (constant, as for any
// file-scope object). The hidden objects are named after where the literal stands
// (`compound@12:5`), which is what traces and reports show for them.

import type { CstNode } from '../syntax';
import type { Expr, VarSymbol } from '../ast';
import type { CType } from '../types';
import type { SemaContext } from './context';
import { fail } from './expressions';
import { resolveInitializer } from './initializers';

export function compoundLiteral(
  ctx: SemaContext,
  n: CstNode,
  type: CType,
  init: CstNode,
  loc: Expr['loc'],
): Expr {
  if (type.kind === 'array' && type.vla) fail(ctx, n, 'a compound literal may not have variable length');
  if (type.kind === 'void' || type.kind === 'function')
    fail(ctx, n, 'compound literal of an object type expected');
  const name = `compound@${loc.line}:${loc.col}`;
  const r = resolveInitializer(ctx, type, init);
  if (!ctx.fn) {
    const v: VarSymbol = {
      kind: 'var',
      name,
      uid: ctx.tables.globalUid(name, ctx.unit.path),
      type: r.type,
      storage: 'static-local',
      loc,
      init: r.init,
    };
    ctx.tables.globalDefs.push(v);
    return { kind: 'VarRef', symbol: v, type: v.type, loc };
  }
  const v: VarSymbol = { kind: 'var', name, uid: ctx.localUid(name), type: r.type, storage: 'local', loc };
  ctx.fn.locals.push(v);
  return { kind: 'CompoundLiteral', symbol: v, init: r.init, type: v.type, loc };
}
