// Bit-precise evaluation of integer constant expressions on the typed AST: array sizes, enum
// values, case labels, and the conversion tables in the tests. Returns undefined for anything
// that is not a constant or whose value C leaves undefined (division by zero, bad shift counts).

import type { Expr } from './ast';
import { wrapToType } from './conversions';

export function evalIntConst(e: Expr): bigint | undefined {
  switch (e.kind) {
    case 'IntConst':
      return e.value;
    case 'Cast': {
      if (e.type.kind !== 'int') return undefined;
      const v = evalIntConst(e.operand);
      return v === undefined ? undefined : wrapToType(v, e.type);
    }
    case 'Unary': {
      const v = evalIntConst(e.operand);
      if (v === undefined || e.type.kind !== 'int') return undefined;
      if (e.op === '!') return v === 0n ? 1n : 0n;
      return wrapToType(e.op === '-' ? -v : ~v, e.type);
    }
    case 'Logical': {
      const l = evalIntConst(e.left);
      if (l === undefined) return undefined;
      if (e.op === '&&' && l === 0n) return 0n;
      if (e.op === '||' && l !== 0n) return 1n;
      const r = evalIntConst(e.right);
      return r === undefined ? undefined : r !== 0n ? 1n : 0n;
    }
    case 'Conditional': {
      const c = evalIntConst(e.cond);
      if (c === undefined) return undefined;
      return evalIntConst(c !== 0n ? e.then : e.else);
    }
    case 'Comma':
      return evalIntConst(e.right);
    case 'Binary':
      return evalBinary(e);
    default:
      return undefined;
  }
}

function evalBinary(e: Extract<Expr, { kind: 'Binary' }>): bigint | undefined {
  const l = evalIntConst(e.left);
  const r = evalIntConst(e.right);
  if (l === undefined || r === undefined) return undefined;
  if (e.type.kind !== 'int' || e.left.type.kind !== 'int') return undefined;
  const t = e.type;
  const bits = BigInt(e.left.type.bits);
  switch (e.op) {
    case '+':
      return wrapToType(l + r, t);
    case '-':
      return wrapToType(l - r, t);
    case '*':
      return wrapToType(l * r, t);
    case '/':
      return r === 0n ? undefined : wrapToType(l / r, t); // BigInt division truncates toward zero, as C does
    case '%':
      return r === 0n ? undefined : wrapToType(l % r, t); // sign follows the dividend, as in C
    case '<<':
      return r < 0n || r >= bits ? undefined : wrapToType(l << r, t);
    case '>>':
      return r < 0n || r >= bits ? undefined : wrapToType(l >> r, t); // arithmetic for signed (gcc)
    case '&':
      return wrapToType(l & r, t);
    case '|':
      return wrapToType(l | r, t);
    case '^':
      return wrapToType(l ^ r, t);
    case '<':
      return l < r ? 1n : 0n;
    case '<=':
      return l <= r ? 1n : 0n;
    case '>':
      return l > r ? 1n : 0n;
    case '>=':
      return l >= r ? 1n : 0n;
    case '==':
      return l === r ? 1n : 0n;
    case '!=':
      return l !== r ? 1n : 0n;
  }
}
