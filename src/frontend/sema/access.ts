// Typing of memory accesses: dereference, address-of, array subscripts (either operand order)
// and member access through `.`/`->`, including anonymous struct/union members, and offsetof.

import type { CstNode } from '../syntax';
import { fieldChild, namedChildren } from '../syntax';
import type { Expr } from '../ast';
import type { RecordDef } from '../types';
import { isInteger, pointerTo, typeToString } from '../types';
import type { SemaContext } from './context';
import { typeDescriptor } from './declarators';
import { expression, fail, functionPointer, isLvalue, rvalue, unsupported, valueOf } from './expressions';

type Loc = Expr['loc'];

export function deref(ctx: SemaContext, n: CstNode, p: Expr, loc: Loc): Expr {
  if (p.kind === 'Unsupported') return p;
  if (p.type.kind === 'function') return p; // (*f)(x) with f a function: same as f(x)
  // `*fp` designates the function, which decays back to the pointer wherever it is used
  // (an rvalue: `&*fp` is `fp` again, and `*fp = ...` is no assignment)
  if (p.type.kind === 'pointer' && p.type.to.kind === 'function')
    return isLvalue(p) ? { kind: 'Cast', type: p.type, operand: p, implicit: true, loc } : p;
  if (p.type.kind !== 'pointer')
    fail(ctx, n, `indirection requires a pointer, not '${typeToString(p.type)}'`);
  if (p.type.to.kind === 'void') fail(ctx, n, "dereference of 'void *'");
  return { kind: 'Deref', operand: p, type: p.type.to, loc };
}

export function addressOf(ctx: SemaContext, n: CstNode, e: Expr, loc: Loc): Expr {
  if (e.kind === 'Unsupported') return e;
  if (e.kind === 'FuncRef') return functionPointer(e);
  if (e.type.kind === 'pointer' && e.type.to.kind === 'function' && !isLvalue(e)) return e; // &*fp
  if (e.kind === 'Deref') return e.operand; // &*p == p
  if (!isLvalue(e)) fail(ctx, n, 'cannot take the address of an rvalue');
  markAddressTaken(e);
  return { kind: 'AddrOf', operand: e, type: pointerTo(e.type), loc };
}

function markAddressTaken(e: Expr): void {
  if (e.kind === 'VarRef' || e.kind === 'CompoundLiteral') e.symbol.addressTaken = true;
  else if (e.kind === 'Member' || e.kind === 'Index')
    markAddressTaken(e.base.kind === 'Decay' ? e.base.operand : e.base);
  else if (e.kind === 'Decay') markAddressTaken(e.operand);
}

export function subscript(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const a = fieldChild(n, 'argument');
  const i = fieldChild(n, 'index') ?? namedChildren(n)[1];
  if (!a || !i) fail(ctx, n, 'malformed subscript');
  let base = expression(ctx, a);
  let index = rvalue(ctx, i);
  if (base.kind === 'Unsupported') return base;
  if (index.kind === 'Unsupported') return index;
  if (isInteger(base.type) && (index.type.kind === 'pointer' || index.type.kind === 'array'))
    [base, index] = [index, base];
  if (base.type.kind === 'array') base = ctx.conv.decay(base);
  if (base.type.kind !== 'pointer') fail(ctx, n, 'subscripted value is not an array or pointer');
  if (!isInteger(index.type)) fail(ctx, n, 'array subscript is not an integer');
  const elem = base.type.to;
  if (elem.kind === 'void' || elem.kind === 'function')
    fail(ctx, n, 'subscript of a pointer to void or function');
  return {
    kind: 'Index',
    base,
    index: ctx.conv.convert(index, ctx.conv.promote(index.type)),
    type: elem,
    loc,
  };
}

export function fieldExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const a = fieldChild(n, 'argument');
  const f = fieldChild(n, 'field');
  const op = fieldChild(n, 'operator');
  if (!a || !f) fail(ctx, n, 'malformed member access');
  let base = expression(ctx, a);
  if (base.kind === 'Unsupported') return base;
  if (op && ctx.text(op).trim() === '->') base = deref(ctx, n, valueOf(ctx, base), loc);
  if (base.type.kind !== 'record')
    fail(ctx, n, `member reference base type '${typeToString(base.type)}' is not a structure or union`);
  if (!base.type.def.complete) fail(ctx, n, `incomplete type '${typeToString(base.type)}'`);
  const taint = ctx.layoutTaintOf(base.type);
  if (taint) return unsupported(ctx, n, `__attribute__((${taint}))`);
  const name = ctx.text(f).trim();
  const m = member(base, base.type.def, name, loc);
  if (!m) fail(ctx, n, `no member named '${name}' in '${typeToString(base.type)}'`);
  return m;
}

/** Member access, looking through anonymous struct/union members. */
function member(base: Expr, def: RecordDef, name: string, loc: Loc): Expr | undefined {
  for (const fld of def.fields) {
    if (fld.name === name) return { kind: 'Member', base, field: name, record: def, type: fld.type, loc };
  }
  for (const fld of def.fields) {
    if (fld.name === '' && fld.type.kind === 'record') {
      const anon: Expr = { kind: 'Member', base, field: '', record: def, type: fld.type, loc };
      const m = member(anon, fld.type.def, name, loc);
      if (m) return m;
    }
  }
  return undefined;
}

/**
 * `offsetof(T, m)`: the byte offset of member `m` in the record `T` (through anonymous members),
 * a constant of type size_t. A bit-field has no offset in bytes (an error, as for gcc).
 */
export function offsetofExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const tn = fieldChild(n, 'type');
  const mn = fieldChild(n, 'member');
  if (!tn || !mn) fail(ctx, n, 'malformed offsetof');
  const t = typeDescriptor(ctx, tn);
  const name = ctx.text(mn).trim();
  if (t.kind !== 'record' || !t.def.complete)
    fail(ctx, n, `offsetof of a type that is not a complete struct or union: '${typeToString(t)}'`);
  const found = memberOffset(t.def, name);
  if (found === undefined) fail(ctx, n, `'${typeToString(t)}' has no member named '${name}'`);
  if (found === 'bit-field') fail(ctx, n, `offsetof of the bit-field '${name}'`);
  return ctx.conv.constant(BigInt(found), ctx.ints.sizeT(), loc);
}

function memberOffset(def: RecordDef, name: string): number | 'bit-field' | undefined {
  for (const fld of def.fields) {
    if (fld.name === name) return fld.bitWidth === undefined ? fld.offset : 'bit-field';
  }
  for (const fld of def.fields) {
    if (fld.name === '' && fld.type.kind === 'record') {
      const inner = memberOffset(fld.type.def, name);
      if (typeof inner === 'number') return fld.offset + inner;
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}
