// Prints typed-AST expressions as C for dumps and traces. By default every conversion is shown,
// implicit ones included, as a plain C cast `(int)c` (they matter for bit-precise reading), and
// variables by their unique name; constants of types narrower than int print as `(char)97`.

import type { Expr, IntConst } from '../frontend/ast';
import type { IntKind } from '../frontend/types';
import { typeToString } from '../frontend/types';

export interface ExprToCOptions {
  /** Print implicit casts (default true). Explicit casts are always printed. */
  readonly implicitCasts?: boolean;
  /** `uid` (default): unique names (`x.1`, `f::s`); `source`: names as written. */
  readonly names?: 'uid' | 'source';
}

// C operator precedence, higher binds tighter.
const PREC_COMMA = 1;
const PREC_ASSIGN = 2;
const PREC_COND = 3;
const PREC_CAST = 14;
const PREC_UNARY = 15;
const PREC_POSTFIX = 16;
const PREC_PRIMARY = 17;

const BINARY_PREC: Readonly<Record<string, number>> = {
  '||': 4,
  '&&': 5,
  '|': 6,
  '^': 7,
  '&': 8,
  '==': 9,
  '!=': 9,
  '<': 10,
  '<=': 10,
  '>': 10,
  '>=': 10,
  '<<': 11,
  '>>': 11,
  '+': 12,
  '-': 12,
  '*': 13,
  '/': 13,
  '%': 13,
};

const SUFFIX: Partial<Record<IntKind, string>> = {
  int: '',
  uint: 'U',
  long: 'L',
  ulong: 'UL',
  llong: 'LL',
  ullong: 'ULL',
};

export function exprToC(e: Expr, options: ExprToCOptions = {}): string {
  return print(e, options)[0];
}

function intConstToC(e: IntConst): [string, number] {
  const suffix = SUFFIX[e.type.ik];
  if (suffix === undefined)
    return [`(${typeToString({ ...e.type, enumTag: undefined })})${e.value}`, PREC_CAST];
  return [`${e.value}${suffix}`, e.value < 0n ? PREC_UNARY : PREC_PRIMARY];
}

function escapeString(bytes: readonly number[]): string {
  let s = '"';
  for (const b of bytes) {
    if (b === 0x22) s += '\\"';
    else if (b === 0x5c) s += '\\\\';
    else if (b === 0x0a) s += '\\n';
    else if (b === 0x09) s += '\\t';
    else if (b >= 0x20 && b < 0x7f) s += String.fromCharCode(b);
    else s += `\\${b.toString(8).padStart(3, '0')}`;
  }
  return s + '"';
}

function print(e: Expr, o: ExprToCOptions): [string, number] {
  /** `x` printed with parentheses unless it binds at least as tight as `min`. */
  const sub = (x: Expr, min: number): string => {
    const [s, p] = print(x, o);
    return p >= min ? s : `(${s})`;
  };
  switch (e.kind) {
    case 'IntConst':
      return intConstToC(e);
    case 'StringLit':
      return [escapeString(e.bytes), PREC_PRIMARY];
    case 'VarRef':
      return [o.names === 'source' ? e.symbol.name : e.symbol.uid, PREC_PRIMARY];
    case 'FuncRef':
      return [e.symbol.name, PREC_PRIMARY];
    case 'Unary': {
      const inner = sub(e.operand, PREC_UNARY);
      return [`${e.op}${inner.startsWith(e.op) ? `(${inner})` : inner}`, PREC_UNARY];
    }
    case 'Binary':
    case 'Logical': {
      const p = BINARY_PREC[e.op];
      return [`${sub(e.left, p)} ${e.op} ${sub(e.right, p + 1)}`, p];
    }
    case 'Conditional':
      return [
        `${sub(e.cond, PREC_COND + 1)} ? ${sub(e.then, PREC_ASSIGN)} : ${sub(e.else, PREC_COND)}`,
        PREC_COND,
      ];
    case 'Cast':
      if (e.implicit && o.implicitCasts === false) return print(e.operand, o);
      return [`(${typeToString(e.type)})${sub(e.operand, PREC_CAST)}`, PREC_CAST];
    case 'Assign':
      return [`${sub(e.target, PREC_UNARY)} = ${sub(e.value, PREC_ASSIGN)}`, PREC_ASSIGN];
    case 'CompoundAssign':
      return [`${sub(e.target, PREC_UNARY)} ${e.op}= ${sub(e.value, PREC_ASSIGN)}`, PREC_ASSIGN];
    case 'IncDec': {
      const op = e.delta > 0 ? '++' : '--';
      return e.prefix
        ? [`${op}${sub(e.target, PREC_UNARY)}`, PREC_UNARY]
        : [`${sub(e.target, PREC_POSTFIX)}${op}`, PREC_POSTFIX];
    }
    case 'Call':
      if (e.through)
        return [
          `${sub(e.through, PREC_POSTFIX)}(${e.args.map((a) => sub(a, PREC_ASSIGN)).join(', ')})`,
          PREC_POSTFIX,
        ];
      return [`${e.callee.name}(${e.args.map((a) => sub(a, PREC_ASSIGN)).join(', ')})`, PREC_POSTFIX];
    case 'Index':
      return [`${sub(e.base, PREC_POSTFIX)}[${print(e.index, o)[0]}]`, PREC_POSTFIX];
    case 'Member':
      if (e.base.kind === 'Deref') return [`${sub(e.base.operand, PREC_POSTFIX)}->${e.field}`, PREC_POSTFIX];
      return [`${sub(e.base, PREC_POSTFIX)}.${e.field}`, PREC_POSTFIX];
    case 'Deref':
      return [`*${sub(e.operand, PREC_UNARY)}`, PREC_UNARY];
    case 'AddrOf':
      return [`&${sub(e.operand, PREC_UNARY)}`, PREC_UNARY];
    case 'Decay':
      return print(e.operand, o);
    case 'Comma':
      return [`${sub(e.left, PREC_COMMA)}, ${sub(e.right, PREC_ASSIGN)}`, PREC_COMMA];
    case 'CompoundLiteral':
      return [`(${typeToString(e.type)}){...}`, PREC_POSTFIX];
    case 'MemCheck': {
      const args = e.pointer ? [sub(e.pointer, PREC_ASSIGN)] : [];
      if (e.accessType) args.push(`sizeof(${typeToString(e.accessType)})`);
      return [`__pg_invalid_${e.check}(${args.join(', ')})`, PREC_POSTFIX];
    }
    case 'Unsupported':
      return [`<unsupported: ${e.feature}>`, PREC_PRIMARY];
  }
}
