// Typing of C expressions: resolves names, applies integer promotions and the usual arithmetic
// conversions as explicit casts, types pointer arithmetic, member access and sizeof, and
// re-reads the nodes tree-sitter misparses without typedef knowledge (`(T)*x`, `(T)(x)`, `sizeof(T)`).

import type { CstNode } from '../syntax';
import { fieldChild, namedChildren } from '../syntax';
import type { BinaryOp, Expr, VarSymbol } from '../ast';
import type { CType, RecordDef } from '../types';
import { VOID, arrayOf, isArithmetic, isInteger, isScalar, pointerTo, typeToString } from '../types';
import { sizeOf, alignOf } from '../dataModel';
import { evalIntConst } from '../constEval';
import type { SemaContext } from './context';
import { SemaAbort } from './context';
import { BUILTIN_TYPE_NAMES, setConstEvaluator, typeDescriptor } from './declarators';
import { charConstantValue, decodeEscapes, parseNumber } from './literals';
import { callExpression } from './calls';

type Loc = Expr['loc'];

export function fail(ctx: SemaContext, n: CstNode, message: string): never {
  ctx.error(n, message);
  throw new SemaAbort();
}

function unsupported(ctx: SemaContext, n: CstNode, feature: string): Expr {
  ctx.unsupported(n, feature);
  return { kind: 'Unsupported', feature, type: ctx.ints.get('int'), loc: ctx.loc(n) };
}

/** The expression as an rvalue: arrays decay to pointers, functions to function pointers. */
export function rvalue(ctx: SemaContext, n: CstNode): Expr {
  return valueOf(ctx, expression(ctx, n));
}

export function valueOf(ctx: SemaContext, e: Expr): Expr {
  if (e.type.kind === 'array') return ctx.conv.decay(e);
  return e;
}

/** A controlling expression (if/while/?:/&&): must be scalar. */
export function condition(ctx: SemaContext, n: CstNode): Expr {
  const e = rvalue(ctx, n);
  if (!isScalar(e.type) && e.kind !== 'Unsupported') fail(ctx, n, `condition has non-scalar type '${typeToString(e.type)}'`);
  return e;
}

export function expression(ctx: SemaContext, n: CstNode): Expr {
  const loc = ctx.loc(n);
  switch (n.type) {
    case 'parenthesized_expression': {
      const inner = namedChildren(n)[0];
      if (!inner) fail(ctx, n, 'empty parentheses');
      if (inner.type === 'compound_statement') return unsupported(ctx, n, 'statement expressions');
      return expression(ctx, inner);
    }
    case 'number_literal':
      return numberLiteral(ctx, n, loc);
    case 'char_literal':
      return charLiteral(ctx, n, loc);
    case 'string_literal':
    case 'concatenated_string':
      return stringLiteral(ctx, n, loc);
    case 'true':
    case 'false':
      return ctx.conv.constant(n.type === 'true' ? 1n : 0n, ctx.ints.get('int'), loc);
    case 'null':
      return ctx.conv.convert(ctx.conv.constant(0n, ctx.ints.get('int'), loc), pointerTo(VOID), false);
    case 'identifier':
      return identifier(ctx, n, loc);
    case 'binary_expression':
      return binaryExpression(ctx, n, loc);
    case 'unary_expression':
      return unaryExpression(ctx, n, loc);
    case 'pointer_expression':
      return pointerExpression(ctx, n, loc);
    case 'update_expression': {
      const arg = fieldChild(n, 'argument');
      const op = fieldChild(n, 'operator');
      if (!arg || !op) fail(ctx, n, 'malformed increment');
      const target = lvalue(ctx, arg);
      if (!isScalar(target.type)) fail(ctx, n, 'increment of a non-scalar');
      const prefix = op.startIndex < arg.startIndex;
      return { kind: 'IncDec', prefix, delta: ctx.text(op) === '++' ? 1 : -1, target, type: target.type, loc };
    }
    case 'assignment_expression':
      return assignment(ctx, n, loc);
    case 'cast_expression': {
      const tn = fieldChild(n, 'type');
      const vn = fieldChild(n, 'value');
      if (!tn || !vn) fail(ctx, n, 'malformed cast');
      if (vn.type === 'initializer_list') return unsupported(ctx, n, 'compound literals');
      return castTo(ctx, n, typeDescriptor(ctx, tn), rvalue(ctx, vn));
    }
    case 'sizeof_expression':
      return sizeofExpression(ctx, n, loc);
    case 'alignof_expression': {
      const tn = fieldChild(n, 'type');
      const t = tn ? typeDescriptor(ctx, tn) : expression(ctx, namedChildren(n)[0]).type;
      return ctx.conv.constant(BigInt(alignOf(t, ctx.model)), ctx.ints.sizeT(), loc);
    }
    case 'offsetof_expression':
      return unsupported(ctx, n, 'offsetof');
    case 'call_expression':
      return callOrCast(ctx, n, loc);
    case 'subscript_expression':
      return subscript(ctx, n, loc);
    case 'field_expression':
      return fieldExpression(ctx, n, loc);
    case 'conditional_expression':
      return conditional(ctx, n, loc);
    case 'comma_expression': {
      const l = fieldChild(n, 'left');
      const r = fieldChild(n, 'right');
      if (!l || !r) fail(ctx, n, 'malformed comma expression');
      const left = rvalue(ctx, l);
      const right = rvalue(ctx, r);
      return { kind: 'Comma', left, right, type: right.type, loc };
    }
    case 'compound_literal_expression':
      return unsupported(ctx, n, 'compound literals');
    case 'generic_expression':
      return unsupported(ctx, n, '_Generic');
    case 'gnu_asm_expression':
      return unsupported(ctx, n, 'inline asm');
    case 'extension_expression':
      return expression(ctx, namedChildren(n)[0]);
    default:
      fail(ctx, n, `unsupported expression '${ctx.shortText(n)}'`);
  }
}

function numberLiteral(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const raw = ctx.text(n).trim();
  // tree-sitter-c folds a leading minus into the literal: it is C's unary minus on the constant.
  if (raw.startsWith('-') || raw.startsWith('+')) {
    const lit = parseNumber(raw.slice(1).trim(), ctx.ints);
    if (lit.kind === 'float') return unsupported(ctx, n, 'floating point');
    if (lit.kind === 'invalid') fail(ctx, n, lit.message);
    return unary(ctx, n, raw[0], ctx.conv.constant(lit.value, lit.type, loc), loc);
  }
  const lit = parseNumber(raw, ctx.ints);
  if (lit.kind === 'float') return unsupported(ctx, n, 'floating point');
  if (lit.kind === 'invalid') fail(ctx, n, lit.message);
  return ctx.conv.constant(lit.value, lit.type, loc);
}

function charLiteral(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const raw = ctx.text(n);
  const prefix = raw.slice(0, raw.indexOf("'"));
  const bytes = decodeEscapes(raw.slice(prefix.length + 1, -1));
  if (!bytes || bytes.length === 0) fail(ctx, n, `invalid character constant ${raw}`);
  if (prefix !== '') {
    // L'x', u'x', U'x': wchar_t (int) / char16_t / char32_t; values of single code points.
    const cp = [...Buffer.from(bytes).toString('utf8')][0]?.codePointAt(0) ?? 0;
    const t = prefix === 'u' ? ctx.ints.get('ushort') : prefix === 'U' ? ctx.ints.get('uint') : ctx.ints.get('int');
    return ctx.conv.constant(BigInt(cp), t, loc);
  }
  return ctx.conv.constant(charConstantValue(bytes), ctx.ints.get('int'), loc);
}

function stringLiteral(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const parts = n.type === 'concatenated_string' ? namedChildren(n).filter((c) => c.type === 'string_literal') : [n];
  const bytes: number[] = [];
  for (const p of parts) {
    const raw = ctx.text(p);
    const q = raw.indexOf('"');
    if (q > 0) return unsupported(ctx, n, 'wide string literals');
    const b = decodeEscapes(raw.slice(q + 1, -1));
    if (!b) fail(ctx, p, 'invalid escape sequence in string literal');
    bytes.push(...b);
  }
  return { kind: 'StringLit', bytes, type: arrayOf(ctx.ints.get('char'), bytes.length + 1), loc };
}

function identifier(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const name = ctx.text(n).trim();
  const e = ctx.scope.lookup(name);
  if (!e) {
    if (name === '__func__' || name === '__FUNCTION__' || name === '__PRETTY_FUNCTION__') {
      const fnName = ctx.fn?.symbol.name ?? '';
      const bytes = [...Buffer.from(fnName, 'utf8')];
      return { kind: 'StringLit', bytes, type: arrayOf(ctx.ints.get('char'), bytes.length + 1), loc };
    }
    fail(ctx, n, `use of undeclared identifier '${name}'`);
  }
  switch (e.kind) {
    case 'var':
      return { kind: 'VarRef', symbol: e.symbol, type: e.symbol.type, loc };
    case 'function':
      return { kind: 'FuncRef', symbol: e.symbol, type: e.symbol.type, loc };
    case 'enumConst':
      return ctx.conv.constant(e.value, e.type, loc);
    case 'typedef':
      fail(ctx, n, `unexpected type name '${name}'`);
  }
}

/** `(T)` where T names a typedef: tree-sitter's reading of a cast it could not recognise. */
export function typedefInParens(ctx: SemaContext, n: CstNode | undefined): CType | undefined {
  if (!n || n.type !== 'parenthesized_expression') return undefined;
  const kids = namedChildren(n);
  if (kids.length !== 1 || kids[0].type !== 'identifier') return undefined;
  const name = ctx.text(kids[0]).trim();
  const e = ctx.scope.lookup(name);
  if (!e && name in BUILTIN_TYPE_NAMES) return ctx.ints.get(BUILTIN_TYPE_NAMES[name]); // `(_Bool)-1`
  return e?.kind === 'typedef' ? e.type : undefined;
}

function binaryExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const l = fieldChild(n, 'left');
  const r = fieldChild(n, 'right');
  const opNode = fieldChild(n, 'operator');
  if (!l || !r || !opNode) fail(ctx, n, 'malformed binary expression');
  const op = ctx.text(opNode).trim();
  const castType = typedefInParens(ctx, l);
  if (castType && (op === '*' || op === '&' || op === '-' || op === '+')) {
    return castOfLeftmost(ctx, n, castType, op, r);
  }
  return binaryOp(ctx, n, op, rvalue(ctx, l), rvalue(ctx, r), loc);
}

/**
 * `(T) op R` misread as a binary expression: the cast and the unary `op` bind tighter than any
 * binary operator, so they apply to the leftmost operand of R.
 */
function castOfLeftmost(ctx: SemaContext, whole: CstNode, t: CType, op: string, r: CstNode): Expr {
  if (r.type === 'binary_expression') {
    const rl = fieldChild(r, 'left');
    const rr = fieldChild(r, 'right');
    const rop = fieldChild(r, 'operator');
    if (!rl || !rr || !rop) fail(ctx, r, 'malformed binary expression');
    const left = castOfLeftmost(ctx, whole, t, op, rl);
    return binaryOp(ctx, r, ctx.text(rop).trim(), valueOf(ctx, left), rvalue(ctx, rr), ctx.loc(whole));
  }
  const operand = prefixOp(ctx, whole, op, r);
  return castTo(ctx, whole, t, valueOf(ctx, operand));
}

function prefixOp(ctx: SemaContext, n: CstNode, op: string, arg: CstNode): Expr {
  const loc = ctx.loc(n);
  if (op === '*') return deref(ctx, n, rvalue(ctx, arg), loc);
  if (op === '&') return addressOf(ctx, n, expression(ctx, arg), loc);
  return unary(ctx, n, op, rvalue(ctx, arg), loc);
}

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
    if (op === '+' && isInteger(lt) && rt.kind === 'pointer') return pointerArith(ctx, n, op, right, left, loc);
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
  if (!['+', '-', '*', '/', '%', '&', '|', '^'].includes(op) && !isCmp) fail(ctx, n, `unknown operator '${op}'`);
  return { kind: 'Binary', op: op as BinaryOp, left: l2, right: r2, type: isCmp ? int : common, loc };
}

function pointerArith(ctx: SemaContext, n: CstNode, op: '+' | '-', ptr: Expr, idx: Expr, loc: Loc): Expr {
  if (ptr.type.kind === 'pointer' && sizeOf(ptr.type.to, ctx.model) === undefined && ptr.type.to.kind !== 'void') {
    fail(ctx, n, 'arithmetic on a pointer to an incomplete type');
  }
  const i = ctx.conv.convert(idx, ctx.conv.promote(idx.type));
  return { kind: 'Binary', op, left: ptr, right: i, type: ptr.type, loc };
}

function unary(ctx: SemaContext, n: CstNode, op: string, operand: Expr, loc: Loc): Expr {
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
  if (op === '-' && p.kind === 'IntConst' && p.type.kind === 'int') return ctx.conv.constant(-p.value, p.type, loc);
  return { kind: 'Unary', op, operand: p, type: p.type, loc };
}

function unaryExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const arg = fieldChild(n, 'argument');
  const op = fieldChild(n, 'operator');
  if (!arg || !op) fail(ctx, n, 'malformed unary expression');
  return unary(ctx, n, ctx.text(op).trim(), rvalue(ctx, arg), loc);
}

function pointerExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const arg = fieldChild(n, 'argument');
  const op = fieldChild(n, 'operator');
  if (!arg || !op) fail(ctx, n, 'malformed pointer expression');
  return ctx.text(op).trim() === '*' ? deref(ctx, n, rvalue(ctx, arg), loc) : addressOf(ctx, n, expression(ctx, arg), loc);
}

function deref(ctx: SemaContext, n: CstNode, p: Expr, loc: Loc): Expr {
  if (p.kind === 'Unsupported') return p;
  if (p.type.kind === 'function') return p; // (*f)(x) with f a function: same as f(x)
  if (p.type.kind === 'pointer' && p.type.to.kind === 'function') return unsupported(ctx, n, 'function pointers');
  if (p.type.kind !== 'pointer') fail(ctx, n, `indirection requires a pointer, not '${typeToString(p.type)}'`);
  if (p.type.to.kind === 'void') fail(ctx, n, "dereference of 'void *'");
  return { kind: 'Deref', operand: p, type: p.type.to, loc };
}

function addressOf(ctx: SemaContext, n: CstNode, e: Expr, loc: Loc): Expr {
  if (e.kind === 'Unsupported') return e;
  if (e.kind === 'FuncRef') return unsupported(ctx, n, 'function pointers');
  if (e.kind === 'Deref') return e.operand; // &*p == p
  if (!isLvalue(e)) fail(ctx, n, 'cannot take the address of an rvalue');
  markAddressTaken(e);
  return { kind: 'AddrOf', operand: e, type: pointerTo(e.type), loc };
}

function markAddressTaken(e: Expr): void {
  if (e.kind === 'VarRef') e.symbol.addressTaken = true;
  else if (e.kind === 'Member' || e.kind === 'Index') markAddressTaken(e.base.kind === 'Decay' ? e.base.operand : e.base);
  else if (e.kind === 'Decay') markAddressTaken(e.operand);
}

export function isLvalue(e: Expr): boolean {
  return (
    e.kind === 'VarRef' ||
    e.kind === 'Deref' ||
    e.kind === 'Index' ||
    (e.kind === 'Member' && isLvalue(e.base)) ||
    e.kind === 'StringLit'
  );
}

export function lvalue(ctx: SemaContext, n: CstNode): Expr {
  const e = expression(ctx, n);
  if (e.kind === 'Unsupported') return e;
  if (!isLvalue(e) || e.kind === 'StringLit') fail(ctx, n, 'expression is not assignable');
  if (e.type.kind === 'array') fail(ctx, n, 'array type is not assignable');
  return e;
}

const COMPOUND_OPS = ['+', '-', '*', '/', '%', '<<', '>>', '&', '|', '^'] as const;

function assignment(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const l = fieldChild(n, 'left');
  const r = fieldChild(n, 'right');
  const opNode = fieldChild(n, 'operator');
  if (!l || !r || !opNode) fail(ctx, n, 'malformed assignment');
  const target = lvalue(ctx, l);
  const value = rvalue(ctx, r);
  if (target.kind === 'Unsupported') return target;
  if (value.kind === 'Unsupported') return value;
  const op = ctx.text(opNode).trim();
  if (op === '=') return { kind: 'Assign', target, value: assignConvert(ctx, r, value, target.type), type: target.type, loc };
  const bop = op.slice(0, -1) as (typeof COMPOUND_OPS)[number];
  if (!COMPOUND_OPS.includes(bop)) fail(ctx, n, `unknown assignment operator '${op}'`);
  if (target.type.kind === 'pointer') {
    if ((bop !== '+' && bop !== '-') || !isInteger(value.type)) fail(ctx, n, `invalid pointer operation '${op}'`);
    const v = ctx.conv.convert(value, ctx.conv.promote(value.type));
    return { kind: 'CompoundAssign', op: bop, target, value: v, computeType: target.type, type: target.type, loc };
  }
  if (!isArithmetic(target.type) || !isArithmetic(value.type)) fail(ctx, n, `invalid operands to '${op}'`);
  if (target.type.kind === 'float' || value.type.kind === 'float') return unsupported(ctx, n, 'floating point');
  const computeType =
    bop === '<<' || bop === '>>' ? ctx.conv.promote(target.type) : ctx.conv.usual(target.type, value.type);
  const v =
    bop === '<<' || bop === '>>'
      ? ctx.conv.convert(value, ctx.conv.promote(value.type))
      : ctx.conv.convert(value, computeType);
  return { kind: 'CompoundAssign', op: bop, target, value: v, computeType, type: target.type, loc };
}

/** Conversion as if by assignment (C11 6.5.16.1): arithmetic, pointers, null constants, records. */
export function assignConvert(ctx: SemaContext, n: CstNode, value: Expr, to: CType): Expr {
  if (value.kind === 'Unsupported') return value;
  if (to.kind === 'float' || value.type.kind === 'float') {
    ctx.unsupported(n, 'floating point');
    return { kind: 'Unsupported', feature: 'floating point', type: to, loc: value.loc };
  }
  if (to.kind === 'record') {
    if (value.type.kind !== 'record' || value.type.def !== to.def) fail(ctx, n, 'incompatible struct assignment');
    return value;
  }
  if (to.kind === 'pointer' && value.type.kind === 'function') {
    ctx.unsupported(n, 'function pointers');
    return { kind: 'Unsupported', feature: 'function pointers', type: to, loc: value.loc };
  }
  if (!isScalar(to) || !isScalar(value.type)) {
    fail(ctx, n, `cannot convert '${typeToString(value.type)}' to '${typeToString(to)}'`);
  }
  return ctx.conv.convert(value, to);
}

export function castTo(ctx: SemaContext, n: CstNode, t: CType, v: Expr): Expr {
  if (v.kind === 'Unsupported') return v;
  if (t.kind === 'void') return { kind: 'Cast', type: VOID, operand: v, implicit: false, loc: ctx.loc(n) };
  if (t.kind === 'float' || v.type.kind === 'float') return unsupported(ctx, n, 'floating point');
  if (v.type.kind === 'function' || (t.kind === 'pointer' && t.to.kind === 'function')) {
    return unsupported(ctx, n, 'function pointers');
  }
  if (!isScalar(t) || !isScalar(v.type)) fail(ctx, n, `invalid cast to '${typeToString(t)}'`);
  return ctx.conv.convert(v, t, false);
}

function sizeofExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const tn = fieldChild(n, 'type');
  let t: CType;
  if (tn) t = typeDescriptor(ctx, tn);
  else {
    const vn = fieldChild(n, 'value') ?? namedChildren(n)[0];
    if (!vn) fail(ctx, n, 'malformed sizeof');
    t = typedefInParens(ctx, vn) ?? expression(ctx, vn).type;
  }
  if (t.kind === 'array' && t.vla) return vlaSize(ctx, n, t, loc);
  const taint = ctx.layoutTaintOf(t);
  if (taint) return unsupported(ctx, n, `__attribute__((${taint}))`);
  const s = sizeOf(t, ctx.model);
  if (s === undefined) fail(ctx, n, `invalid application of 'sizeof' to incomplete type '${typeToString(t)}'`);
  return ctx.conv.constant(BigInt(s), ctx.ints.sizeT(), loc);
}

/** sizeof of a VLA type, computed at run time from the hidden length variables. */
function vlaSize(ctx: SemaContext, n: CstNode, t: CType, loc: Loc): Expr {
  if (t.kind !== 'array' || !t.vla) {
    const s = sizeOf(t, ctx.model);
    if (s === undefined) fail(ctx, n, `invalid application of 'sizeof' to incomplete type '${typeToString(t)}'`);
    return ctx.conv.constant(BigInt(s), ctx.ints.sizeT(), loc);
  }
  if (!t.lengthExpr) fail(ctx, n, 'variable-length array outside a function');
  const inner = vlaSize(ctx, n, t.of, loc);
  return { kind: 'Binary', op: '*', left: t.lengthExpr, right: inner, type: ctx.ints.sizeT(), loc };
}

function callOrCast(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const fnNode = fieldChild(n, 'function');
  const castType = typedefInParens(ctx, fnNode);
  if (castType) {
    const args = fieldChild(n, 'arguments');
    const inner = args ? namedChildren(args) : [];
    if (inner.length !== 1) fail(ctx, n, 'malformed cast');
    return castTo(ctx, n, castType, rvalue(ctx, inner[0]));
  }
  void loc;
  return callExpression(ctx, n);
}

function subscript(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const a = fieldChild(n, 'argument');
  const i = fieldChild(n, 'index') ?? namedChildren(n)[1];
  if (!a || !i) fail(ctx, n, 'malformed subscript');
  let base = expression(ctx, a);
  let index = rvalue(ctx, i);
  if (base.kind === 'Unsupported') return base;
  if (index.kind === 'Unsupported') return index;
  if (isInteger(base.type) && (index.type.kind === 'pointer' || index.type.kind === 'array')) [base, index] = [index, base];
  if (base.type.kind === 'array') base = ctx.conv.decay(base);
  if (base.type.kind !== 'pointer') fail(ctx, n, 'subscripted value is not an array or pointer');
  if (!isInteger(index.type)) fail(ctx, n, 'array subscript is not an integer');
  const elem = base.type.to;
  if (elem.kind === 'void' || elem.kind === 'function') fail(ctx, n, 'subscript of a pointer to void or function');
  return { kind: 'Index', base, index: ctx.conv.convert(index, ctx.conv.promote(index.type)), type: elem, loc };
}

function fieldExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const a = fieldChild(n, 'argument');
  const f = fieldChild(n, 'field');
  const op = fieldChild(n, 'operator');
  if (!a || !f) fail(ctx, n, 'malformed member access');
  let base = expression(ctx, a);
  if (base.kind === 'Unsupported') return base;
  if (op && ctx.text(op).trim() === '->') base = deref(ctx, n, valueOf(ctx, base), loc);
  if (base.type.kind !== 'record') fail(ctx, n, `member reference base type '${typeToString(base.type)}' is not a structure or union`);
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

function conditional(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const c = fieldChild(n, 'condition');
  const t = fieldChild(n, 'consequence');
  const e = fieldChild(n, 'alternative');
  if (!c || !e) fail(ctx, n, 'malformed conditional expression');
  const cond = condition(ctx, c);
  if (!t) return unsupported(ctx, n, 'conditional with omitted operand (?:)');
  let a = rvalue(ctx, t);
  let b = rvalue(ctx, e);
  if (cond.kind === 'Unsupported') return cond;
  if (a.kind === 'Unsupported') return a;
  if (b.kind === 'Unsupported') return b;
  let type: CType;
  if (isArithmetic(a.type) && isArithmetic(b.type)) {
    if (a.type.kind === 'float' || b.type.kind === 'float') return unsupported(ctx, n, 'floating point');
    type = ctx.conv.usual(a.type, b.type);
  } else if (a.type.kind === 'pointer' || b.type.kind === 'pointer') {
    const pa = a.type.kind === 'pointer' ? a.type : undefined;
    const pb = b.type.kind === 'pointer' ? b.type : undefined;
    type = pa && pb ? (pa.to.kind === 'void' ? pa : pb.to.kind === 'void' ? pb : pa) : (pa ?? pb) as CType;
  } else if (a.type.kind === 'void' || b.type.kind === 'void') {
    type = VOID;
  } else if (a.type.kind === 'record' && b.type.kind === 'record' && a.type.def === b.type.def) {
    type = a.type;
  } else {
    fail(ctx, n, 'incompatible operand types in conditional expression');
  }
  if (type.kind !== 'void' && type.kind !== 'record') {
    a = ctx.conv.convert(a, type);
    b = ctx.conv.convert(b, type);
  }
  return { kind: 'Conditional', cond, then: a, else: b, type, loc };
}

/** Integer constant expression value of a CST node, or undefined (with no diagnostic). */
export function constantValue(ctx: SemaContext, n: CstNode): bigint | undefined {
  const before = ctx.tables.diagnostics.length;
  try {
    return evalIntConst(rvalue(ctx, n));
  } catch (e) {
    if (!(e instanceof SemaAbort)) throw e;
    return undefined;
  } finally {
    ctx.tables.diagnostics.length = before;
  }
}

/** A VLA dimension: a hidden size_t local initialised with the size expression at the declaration. */
function vlaLength(ctx: SemaContext, n: CstNode): Expr | undefined {
  const fn = ctx.fn;
  if (!fn) return undefined; // file scope: gcc rejects VLAs there; the missing length is reported by sizeOf
  const loc = ctx.loc(n);
  const size = ctx.conv.convert(rvalue(ctx, n), ctx.ints.sizeT());
  const v: VarSymbol = { kind: 'var', name: '__vla', uid: ctx.localUid('__vla'), type: ctx.ints.sizeT(), storage: 'local', loc };
  fn.locals.push(v);
  fn.pendingVla.push({ kind: 'Decl', variable: v, init: { kind: 'scalar', expr: size }, loc, text: `[${ctx.shortText(n)}]` });
  return { kind: 'VarRef', symbol: v, type: v.type, loc };
}

setConstEvaluator({ constInt: constantValue, vlaLength });
