// Typing of C operators: arithmetic, bitwise, comparison and logical operators with the usual
// arithmetic conversions, pointer arithmetic, unary operators, (compound) assignment, and the
// conversions as if by assignment and by cast.

import type { CstNode } from '../syntax';
import { fieldChild } from '../syntax';
import type { BinaryOp, Expr } from '../ast';
import type { CType } from '../types';
import { VOID, compatibleRecords, isArithmetic, isInteger, isScalar, typeToString } from '../types';
import { sizeOf } from '../dataModel';
import type { SemaContext } from './context';
import { fail, functionPointer, lvalue, rvalue, unsupported } from './expressions';

type Loc = Expr['loc'];

export function binaryOp(ctx: SemaContext, n: CstNode, op: string, left: Expr, right: Expr, loc: Loc): Expr {
  const conv = ctx.conv;
  const int = ctx.ints.get('int');
  if (left.kind === 'Unsupported') return left;
  if (right.kind === 'Unsupported') return right;
  if (op === '&&' || op === '||') {
    if (!isScalar(left.type) || !isScalar(right.type)) fail(ctx, n, `invalid operands to '${op}'`);
    return { kind: 'Logical', op, left, right, type: int, loc };
  }
  const lt = left.type;
  const rt = right.type;
  if (op === '+' || op === '-') {
    if (lt.kind === 'pointer' && isInteger(rt)) return pointerArith(ctx, n, op, left, right, loc);
    if (op === '+' && isInteger(lt) && rt.kind === 'pointer')
      return pointerArith(ctx, n, op, right, left, loc);
    if (op === '-' && lt.kind === 'pointer' && rt.kind === 'pointer') {
      return { kind: 'Binary', op: '-', left, right, type: ctx.ints.ptrdiffT(), loc };
    }
  }
  if (['<', '<=', '>', '>=', '==', '!='].includes(op) && (lt.kind === 'pointer' || rt.kind === 'pointer')) {
    const pt = lt.kind === 'pointer' ? lt : rt;
    const l2 = lt.kind === 'pointer' ? left : conv.convert(left, pt);
    const r2 = rt.kind === 'pointer' ? right : conv.convert(right, pt);
    return { kind: 'Binary', op: op as BinaryOp, left: l2, right: r2, type: int, loc };
  }
  if (!isArithmetic(lt) || !isArithmetic(rt)) {
    fail(ctx, n, `invalid operands to binary '${op}' ('${typeToString(lt)}' and '${typeToString(rt)}')`);
  }
  if (lt.kind === 'float' || rt.kind === 'float') return unsupported(ctx, n, 'floating point');
  if (op === '<<' || op === '>>') {
    const pl = conv.convert(left, conv.promote(lt));
    const pr = conv.convert(right, conv.promote(rt));
    return { kind: 'Binary', op, left: pl, right: pr, type: pl.type, loc };
  }
  const common = conv.usual(lt, rt);
  const l2 = conv.convert(left, common);
  const r2 = conv.convert(right, common);
  const isCmp = ['<', '<=', '>', '>=', '==', '!='].includes(op);
  if (!['+', '-', '*', '/', '%', '&', '|', '^'].includes(op) && !isCmp)
    fail(ctx, n, `unknown operator '${op}'`);
  return { kind: 'Binary', op: op as BinaryOp, left: l2, right: r2, type: isCmp ? int : common, loc };
}

function pointerArith(ctx: SemaContext, n: CstNode, op: '+' | '-', ptr: Expr, idx: Expr, loc: Loc): Expr {
  if (
    ptr.type.kind === 'pointer' &&
    sizeOf(ptr.type.to, ctx.model) === undefined &&
    ptr.type.to.kind !== 'void'
  ) {
    fail(ctx, n, 'arithmetic on a pointer to an incomplete type');
  }
  const i = ctx.conv.convert(idx, ctx.conv.promote(idx.type));
  return { kind: 'Binary', op, left: ptr, right: i, type: ptr.type, loc };
}

export function unary(ctx: SemaContext, n: CstNode, op: string, operand: Expr, loc: Loc): Expr {
  if (operand.kind === 'Unsupported') return operand;
  if (operand.type.kind === 'float') return unsupported(ctx, n, 'floating point');
  if (op === '!') {
    if (!isScalar(operand.type)) fail(ctx, n, "invalid operand to '!'");
    return { kind: 'Unary', op: '!', operand, type: ctx.ints.get('int'), loc };
  }
  if (!isInteger(operand.type)) fail(ctx, n, `invalid operand to unary '${op}'`);
  const p = ctx.conv.convert(operand, ctx.conv.promote(operand.type));
  if (op === '+') return p;
  if (op !== '-' && op !== '~') fail(ctx, n, `unknown operator '${op}'`);
  if (op === '-' && p.kind === 'IntConst' && p.type.kind === 'int')
    return ctx.conv.constant(-p.value, p.type, loc);
  return { kind: 'Unary', op, operand: p, type: p.type, loc };
}

const COMPOUND_OPS = ['+', '-', '*', '/', '%', '<<', '>>', '&', '|', '^'] as const;

export function assignment(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const l = fieldChild(n, 'left');
  const r = fieldChild(n, 'right');
  const opNode = fieldChild(n, 'operator');
  if (!l || !r || !opNode) fail(ctx, n, 'malformed assignment');
  const target = lvalue(ctx, l);
  const value = rvalue(ctx, r);
  if (target.kind === 'Unsupported') return target;
  if (value.kind === 'Unsupported') return value;
  const op = ctx.text(opNode).trim();
  if (op === '=')
    return {
      kind: 'Assign',
      target,
      value: assignConvert(ctx, r, value, target.type),
      type: target.type,
      loc,
    };
  const bop = op.slice(0, -1) as (typeof COMPOUND_OPS)[number];
  if (!COMPOUND_OPS.includes(bop)) fail(ctx, n, `unknown assignment operator '${op}'`);
  if (target.type.kind === 'pointer') {
    if ((bop !== '+' && bop !== '-') || !isInteger(value.type))
      fail(ctx, n, `invalid pointer operation '${op}'`);
    const v = ctx.conv.convert(value, ctx.conv.promote(value.type));
    return {
      kind: 'CompoundAssign',
      op: bop,
      target,
      value: v,
      computeType: target.type,
      type: target.type,
      loc,
    };
  }
  if (!isArithmetic(target.type) || !isArithmetic(value.type)) fail(ctx, n, `invalid operands to '${op}'`);
  if (target.type.kind === 'float' || value.type.kind === 'float')
    return unsupported(ctx, n, 'floating point');
  const computeType =
    bop === '<<' || bop === '>>' ? ctx.conv.promote(target.type) : ctx.conv.usual(target.type, value.type);
  const v =
    bop === '<<' || bop === '>>'
      ? ctx.conv.convert(value, ctx.conv.promote(value.type))
      : ctx.conv.convert(value, computeType);
  return { kind: 'CompoundAssign', op: bop, target, value: v, computeType, type: target.type, loc };
}

/** Conversion as if by assignment (C11 6.5.16.1): arithmetic, pointers, null constants, records. */
export function assignConvert(ctx: SemaContext, n: CstNode, given: Expr, to: CType): Expr {
  if (given.kind === 'Unsupported') return given;
  const value = given.kind === 'FuncRef' ? functionPointer(given) : given;
  if (to.kind === 'float' || value.type.kind === 'float') {
    ctx.unsupported(n, 'floating point');
    return { kind: 'Unsupported', feature: 'floating point', type: to, loc: value.loc };
  }
  if (to.kind === 'record') {
    if (value.type.kind !== 'record' || !compatibleRecords(value.type.def, to.def))
      fail(ctx, n, 'incompatible struct assignment');
    return value;
  }
  if (!isScalar(to) || !isScalar(value.type)) {
    fail(ctx, n, `cannot convert '${typeToString(value.type)}' to '${typeToString(to)}'`);
  }
  return ctx.conv.convert(value, to);
}

export function castTo(ctx: SemaContext, n: CstNode, t: CType, given: Expr): Expr {
  if (given.kind === 'Unsupported') return given;
  const v = given.kind === 'FuncRef' ? functionPointer(given) : given;
  if (t.kind === 'void') return { kind: 'Cast', type: VOID, operand: v, implicit: false, loc: ctx.loc(n) };
  if (t.kind === 'float' || v.type.kind === 'float') return unsupported(ctx, n, 'floating point');
  if (!isScalar(t) || !isScalar(v.type)) fail(ctx, n, `invalid cast to '${typeToString(t)}'`);
  return ctx.conv.convert(v, t, false);
}
