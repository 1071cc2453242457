// C's implicit conversions made explicit: integer promotions, the usual arithmetic conversions,
// conversion of a value to a type (as assignment does), and exact wrap-around of integer values.
// Constants are folded through conversions so dumps stay readable; everything else gets a Cast.

import type { Expr, IntConst } from './ast';
import type { IntTypes } from './dataModel';
import type { CType, IntKind, IntType } from './types';
import { pointerTo, sameType } from './types';

const RANK: Readonly<Record<IntKind, number>> = {
  bool: 0,
  char: 1,
  schar: 1,
  uchar: 1,
  short: 2,
  ushort: 2,
  int: 3,
  uint: 3,
  long: 4,
  ulong: 4,
  llong: 5,
  ullong: 5,
  int128: 6,
  uint128: 6,
};

const TO_UNSIGNED: Partial<Record<IntKind, IntKind>> = {
  int: 'uint',
  long: 'ulong',
  llong: 'ullong',
  int128: 'uint128',
};

/** The value `v` converted to integer type `t` (C11 6.3.1.2-3; gcc's modulo rule for signed). */
export function wrapToType(v: bigint, t: IntType): bigint {
  if (t.ik === 'bool') return v !== 0n ? 1n : 0n;
  return t.signed ? BigInt.asIntN(t.bits, v) : BigInt.asUintN(t.bits, v);
}

export function minValue(t: IntType): bigint {
  return t.signed ? -(1n << BigInt(t.bits - 1)) : 0n;
}

export function maxValue(t: IntType): bigint {
  if (t.ik === 'bool') return 1n;
  return t.signed ? (1n << BigInt(t.bits - 1)) - 1n : (1n << BigInt(t.bits)) - 1n;
}

export class Conversions {
  constructor(readonly ints: IntTypes) {}

  /** Integer promotion (C11 6.3.1.1p2): types of rank below int become int (all fit in int here). */
  promote(t: CType): CType {
    if (t.kind !== 'int') return t;
    return RANK[t.ik] < RANK.int ? this.ints.get('int') : t;
  }

  /** The common type of two promoted integer types (C11 6.3.1.8). Floats win over integers. */
  usual(a: CType, b: CType): CType {
    if (a.kind === 'float' || b.kind === 'float') {
      if (a.kind === 'float' && b.kind === 'float') {
        const order = ['float', 'double', 'ldouble'];
        return order.indexOf(a.fk) >= order.indexOf(b.fk) ? a : b;
      }
      return a.kind === 'float' ? a : b;
    }
    const pa = this.promote(a);
    const pb = this.promote(b);
    if (pa.kind !== 'int' || pb.kind !== 'int') return pa;
    if (pa.ik === pb.ik) return pa;
    if (pa.signed === pb.signed) return RANK[pa.ik] >= RANK[pb.ik] ? pa : pb;
    const [u, s] = pa.signed ? [pb, pa] : [pa, pb];
    if (RANK[u.ik] >= RANK[s.ik]) return u;
    if (s.bits > u.bits) return s;
    return this.ints.get(TO_UNSIGNED[s.ik] ?? s.ik);
  }

  /** `e` converted to `to`; constants are folded, no-op conversions add nothing. */
  convert(e: Expr, to: CType, implicit = true): Expr {
    if (
      sameType(e.type, to) &&
      !(to.kind === 'int' && e.type.kind === 'int' && e.type.enumTag !== to.enumTag)
    ) {
      return e;
    }
    if (to.kind === 'int' && e.kind === 'IntConst') return this.constant(wrapToType(e.value, to), to, e.loc);
    if (to.kind === 'int' && e.kind === 'Cast' && e.implicit && e.operand.kind === 'IntConst') {
      return this.constant(wrapToType(e.operand.value, to), to, e.loc);
    }
    return { kind: 'Cast', type: to, operand: e, implicit, loc: e.loc };
  }

  constant(value: bigint, type: IntType, loc: IntConst['loc']): IntConst {
    return { kind: 'IntConst', type, value: wrapToType(value, type), loc };
  }

  /** Value of an expression used as an rvalue: arrays decay to pointers to their first element. */
  decay(e: Expr): Expr {
    if (e.type.kind === 'array') return { kind: 'Decay', type: pointerTo(e.type.of), operand: e, loc: e.loc };
    return e;
  }

  rank(t: IntType): number {
    return RANK[t.ik];
  }
}
