// Typing of C expressions: resolves names, applies integer promotions and the usual arithmetic
// conversions as explicit casts, types pointer arithmetic, member access and sizeof, and
// re-reads the nodes tree-sitter misparses without typedef knowledge (`(T)*x`, `(T)(x)`, `sizeof(T)`).

import type { CstNode } from '../syntax';
import { fieldChild, namedChildren } from '../syntax';
import type { Expr, VarSymbol } from '../ast';
import type { CType } from '../types';
import { VOID, arrayOf, compatibleRecords, isArithmetic, isScalar, pointerTo, typeToString } from '../types';
import { sizeOf, alignOf } from '../dataModel';
import { evalIntConst } from '../constEval';
import type { SemaContext } from './context';
import { SemaAbort } from './context';
import { BUILTIN_TYPE_NAMES, setConstEvaluator, typeDescriptor } from './declarators';
import { charConstantValue, decodeEscapes, parseNumber } from './literals';
import { callExpression } from './calls';
import { assignment, binaryOp, castTo, unary } from './operators';
import { addressOf, deref, fieldExpression, offsetofExpression, subscript } from './access';
import { compoundLiteral } from './compoundLiterals';
import { genericSelection } from './generic';

type Loc = Expr['loc'];

export function fail(ctx: SemaContext, n: CstNode, message: string): never {
  ctx.error(n, message);
  throw new SemaAbort();
}

export function unsupported(ctx: SemaContext, n: CstNode, feature: string): Expr {
  ctx.unsupported(n, feature);
  return { kind: 'Unsupported', feature, type: ctx.ints.get('int'), loc: ctx.loc(n) };
}

/** The expression as an rvalue: arrays decay to pointers, functions to function pointers. */
export function rvalue(ctx: SemaContext, n: CstNode): Expr {
  return valueOf(ctx, expression(ctx, n));
}

export function valueOf(ctx: SemaContext, e: Expr): Expr {
  if (e.type.kind === 'array') return ctx.conv.decay(e);
  if (e.kind === 'FuncRef') return functionPointer(e);
  return e;
}

/** `&f` (or `f` used as a value): a pointer to the function, which a call through a pointer may reach. */
export function functionPointer(f: Extract<Expr, { kind: 'FuncRef' }>): Expr {
  f.symbol.addressTaken = true;
  return { kind: 'AddrOf', operand: f, type: pointerTo(f.type), loc: f.loc };
}

/** A controlling expression (if/while/?:/&&): must be scalar. */
export function condition(ctx: SemaContext, n: CstNode): Expr {
  const e = rvalue(ctx, n);
  if (!isScalar(e.type) && e.kind !== 'Unsupported')
    fail(ctx, n, `condition has non-scalar type '${typeToString(e.type)}'`);
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
    case 'type_identifier': // a variable tree-sitter took for a type name (see valueNamedAsType)
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
      return {
        kind: 'IncDec',
        prefix,
        delta: ctx.text(op) === '++' ? 1 : -1,
        target,
        type: target.type,
        loc,
      };
    }
    case 'assignment_expression':
      return assignment(ctx, n, loc);
    case 'cast_expression': {
      const tn = fieldChild(n, 'type');
      const vn = fieldChild(n, 'value');
      if (!tn || !vn) fail(ctx, n, 'malformed cast');
      if (vn.type === 'initializer_list') return compoundLiteral(ctx, n, typeDescriptor(ctx, tn), vn, loc);
      return castTo(ctx, n, typeDescriptor(ctx, tn), rvalue(ctx, vn));
    }
    case 'sizeof_expression':
      return sizeofExpression(ctx, n, loc);
    case 'alignof_expression': {
      const tn = fieldChild(n, 'type');
      const value = valueNamedAsType(ctx, tn);
      const t = value
        ? expression(ctx, value).type
        : tn
          ? typeDescriptor(ctx, tn)
          : expression(ctx, namedChildren(n)[0]).type;
      return ctx.conv.constant(BigInt(alignOf(t, ctx.model)), ctx.ints.sizeT(), loc);
    }
    case 'offsetof_expression':
      return offsetofExpression(ctx, n, loc);
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
    case 'compound_literal_expression': {
      const tn = fieldChild(n, 'type');
      const vn = fieldChild(n, 'value');
      if (!tn || !vn) fail(ctx, n, 'malformed compound literal');
      return compoundLiteral(ctx, n, typeDescriptor(ctx, tn), vn, loc);
    }
    case 'generic_expression':
      return genericSelection(ctx, n);
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
    const t =
      prefix === 'u' ? ctx.ints.get('ushort') : prefix === 'U' ? ctx.ints.get('uint') : ctx.ints.get('int');
    return ctx.conv.constant(BigInt(cp), t, loc);
  }
  return ctx.conv.constant(charConstantValue(bytes), ctx.ints.get('int'), loc);
}

function stringLiteral(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const parts =
    n.type === 'concatenated_string' ? namedChildren(n).filter((c) => c.type === 'string_literal') : [n];
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

/**
 * `__alignof__(x)`/`sizeof(x)` that tree-sitter read as a type name: the identifier, when x is a
 * variable or function in scope (also one that shadows a typedef), to read as an expression.
 */
function valueNamedAsType(ctx: SemaContext, tn: CstNode | undefined): CstNode | undefined {
  if (!tn || tn.type !== 'type_descriptor' || fieldChild(tn, 'declarator')) return undefined;
  const kids = namedChildren(tn);
  if (kids.length !== 1 || kids[0].type !== 'type_identifier') return undefined;
  const e = ctx.scope.lookup(ctx.text(kids[0]).trim());
  return e?.kind === 'var' || e?.kind === 'function' ? kids[0] : undefined;
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
  return ctx.text(op).trim() === '*'
    ? deref(ctx, n, rvalue(ctx, arg), loc)
    : addressOf(ctx, n, expression(ctx, arg), loc);
}

export function isLvalue(e: Expr): boolean {
  return (
    e.kind === 'VarRef' ||
    e.kind === 'CompoundLiteral' ||
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

function sizeofExpression(ctx: SemaContext, n: CstNode, loc: Loc): Expr {
  const tn = fieldChild(n, 'type');
  let t: CType;
  const value = valueNamedAsType(ctx, tn);
  if (value) t = expression(ctx, value).type;
  else if (tn) t = typeDescriptor(ctx, tn);
  else {
    const vn = fieldChild(n, 'value') ?? namedChildren(n)[0];
    if (!vn) fail(ctx, n, 'malformed sizeof');
    t = typedefInParens(ctx, vn) ?? expression(ctx, vn).type;
  }
  if (t.kind === 'array' && t.vla) return vlaSize(ctx, n, t, loc);
  const taint = ctx.layoutTaintOf(t);
  if (taint) return unsupported(ctx, n, `__attribute__((${taint}))`);
  const s = sizeOf(t, ctx.model);
  if (s === undefined)
    fail(ctx, n, `invalid application of 'sizeof' to incomplete type '${typeToString(t)}'`);
  return ctx.conv.constant(BigInt(s), ctx.ints.sizeT(), loc);
}

/** sizeof of a VLA type, computed at run time from the hidden length variables. */
function vlaSize(ctx: SemaContext, n: CstNode, t: CType, loc: Loc): Expr {
  if (t.kind !== 'array' || !t.vla) {
    const s = sizeOf(t, ctx.model);
    if (s === undefined)
      fail(ctx, n, `invalid application of 'sizeof' to incomplete type '${typeToString(t)}'`);
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
    type = pa && pb ? (pa.to.kind === 'void' ? pa : pb.to.kind === 'void' ? pb : pa) : ((pa ?? pb) as CType);
  } else if (a.type.kind === 'void' || b.type.kind === 'void') {
    type = VOID;
  } else if (
    a.type.kind === 'record' &&
    b.type.kind === 'record' &&
    compatibleRecords(a.type.def, b.type.def)
  ) {
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
  const v: VarSymbol = {
    kind: 'var',
    name: '__vla',
    uid: ctx.localUid('__vla'),
    type: ctx.ints.sizeT(),
    storage: 'local',
    loc,
  };
  fn.locals.push(v);
  fn.pendingVla.push({
    kind: 'Decl',
    variable: v,
    init: { kind: 'scalar', expr: size },
    loc,
    text: `[${ctx.shortText(n)}]`,
  });
  return { kind: 'VarRef', symbol: v, type: v.type, loc };
}

setConstEvaluator({ constInt: constantValue, vlaLength });
