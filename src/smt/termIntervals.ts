// Unsigned intervals of bit-vector terms, read off the term's structure (and the definitions of the
// names in it), as value sets are (valueSets.ts) when a term has too many values for an exact set:
// an index advanced through a buffer in nested loops (`i` after a scan is `i`, `i + 1`, ... `i + 8`
// on different paths, and the outer loop adds one more) keeps a lower bound that grows with every
// iteration, so a loop condition `i < max` that no path can meet any more is decided false and the
// unrolling stops there, instead of going on to the bound in every nesting.
// Every rule is a hull: the term's value lies in the interval on every assignment of its inputs.
// Arithmetic that may wrap gives the whole range unless it wraps on every value alike.

import type { Sexp } from './sexp';
import { literal } from './smtlib';

/** Values lo..hi (unsigned, lo <= hi) of a term of `width` bits. */
export interface Interval {
  readonly lo: bigint;
  readonly hi: bigint;
}

/** How the intervals find what a name stands for (ValueSets supplies them). */
export interface IntervalNames {
  /** The name's exact values, when noted (a pointer after a join). */
  noted(name: string): readonly bigint[] | undefined;
  definition(name: string): Sexp | undefined;
  widthOf(s: Sexp): number | undefined;
}

/** Names followed at most this deep (a chain of definitions); beyond, the whole range. */
const MAX_DEPTH = 400;

const top = (w: number): Interval => ({ lo: 0n, hi: (1n << BigInt(w)) - 1n });

/** [lo, hi] of exact (unbounded) results, back in `w` bits when no two of them wrap differently. */
function wrapped(lo: bigint, hi: bigint, w: number): Interval {
  const m = 1n << BigInt(w);
  const k = lo >= 0n ? lo / m : -((-lo + m - 1n) / m);
  if (hi >= (k + 1n) * m) return top(w);
  return { lo: lo - k * m, hi: hi - k * m };
}

export class TermIntervals {
  private readonly byName = new Map<string, Interval | null>();

  constructor(private readonly names: IntervalNames) {}

  /** The interval of `s`, a term of `w` bits (the whole range when nothing is known). */
  of(s: Sexp, w: number, depth = 0): Interval {
    if (depth > MAX_DEPTH) return top(w);
    if (typeof s === 'string') return this.name(s, w, depth);
    const op = s[0];
    const arg = (i: number): Interval => this.of(s[i], w, depth + 1);
    if (op === 'ite' && s.length === 4) {
      const a = arg(2);
      const b = arg(3);
      return { lo: a.lo < b.lo ? a.lo : b.lo, hi: a.hi > b.hi ? a.hi : b.hi };
    }
    if ((op === 'bvadd' || op === 'bvsub' || op === 'bvmul') && s.length === 3) {
      const a = arg(1);
      const b = arg(2);
      if (op === 'bvadd') return wrapped(a.lo + b.lo, a.hi + b.hi, w);
      if (op === 'bvsub') return wrapped(a.lo - b.hi, a.hi - b.lo, w);
      return wrapped(a.lo * b.lo, a.hi * b.hi, w);
    }
    if (op === 'bvand' && s.length === 3) {
      const a = arg(1);
      const b = arg(2);
      return { lo: 0n, hi: a.hi < b.hi ? a.hi : b.hi };
    }
    if ((op === 'bvudiv' || op === 'bvurem' || op === 'bvlshr') && s.length === 3) {
      const a = arg(1);
      const b = arg(2);
      if (op === 'bvlshr') {
        const sh = (x: bigint): bigint => (x >= BigInt(w) ? BigInt(w) : x);
        return { lo: a.lo >> sh(b.hi), hi: a.hi >> sh(b.lo) };
      }
      if (b.lo === 0n) return op === 'bvurem' ? { lo: 0n, hi: a.hi } : top(w); // x / 0 is all ones
      if (op === 'bvudiv') return { lo: a.lo / b.hi, hi: a.hi / b.lo };
      return { lo: 0n, hi: a.hi < b.hi - 1n ? a.hi : b.hi - 1n };
    }
    if (op === 'concat' && s.length === 3) {
      const wb = this.names.widthOf(s[2]);
      const wa = this.names.widthOf(s[1]);
      if (wa === undefined || wb === undefined || wa + wb !== w) return top(w);
      const a = this.of(s[1], wa, depth + 1);
      const b = this.of(s[2], wb, depth + 1);
      const shift = BigInt(wb);
      return { lo: (a.lo << shift) + b.lo, hi: (a.hi << shift) + b.hi };
    }
    if (Array.isArray(op) && op[0] === '_' && s.length === 2) {
      const wx = this.names.widthOf(s[1]);
      if (wx === undefined) return top(w);
      const x = this.of(s[1], wx, depth + 1);
      if (op[1] === 'zero_extend') return x;
      if (op[1] === 'sign_extend') {
        const half = 1n << BigInt(wx - 1);
        if (x.hi < half) return x;
        const up = (1n << BigInt(w)) - (1n << BigInt(wx));
        return x.lo >= half ? { lo: x.lo + up, hi: x.hi + up } : top(w);
      }
      if (op[1] === 'extract' && op.length === 4 && Number(op[2]) - Number(op[3]) + 1 === w) {
        const lo = BigInt(op[3]);
        return wrapped(x.lo >> lo, x.hi >> lo, w);
      }
    }
    return top(w);
  }

  private name(s: string, w: number, depth: number): Interval {
    const l = literal(s);
    if (l) return l.width === w ? { lo: l.value, hi: l.value } : top(w);
    if (this.names.widthOf(s) !== w) return top(w);
    const known = this.byName.get(s);
    if (known !== undefined) return known ?? top(w);
    const noted = this.names.noted(s);
    if (noted && noted.length > 0) {
      const iv = { lo: noted.reduce((a, b) => (a < b ? a : b)), hi: noted.reduce((a, b) => (a > b ? a : b)) };
      this.byName.set(s, iv);
      return iv;
    }
    const def = this.names.definition(s);
    if (def === undefined) return top(w);
    this.byName.set(s, null); // a name met again while its definition is read: no bound from it
    const iv = this.of(def, w, depth + 1);
    this.byName.set(s, iv); // a hull even when the depth limit cut it short
    return iv;
  }
}

/** Whether `cmp` of unsigned intervals a, b of `w` bits holds on every pair (true), on none (false). */
export function compareIntervals(cmp: string, a: Interval, b: Interval, w: number): boolean | undefined {
  const half = 1n << BigInt(w - 1);
  const signedOf = (x: Interval): Interval | undefined => {
    if (x.hi < half) return x;
    if (x.lo >= half) return { lo: x.lo - 2n * half, hi: x.hi - 2n * half };
    return undefined;
  };
  let x: Interval | undefined = a;
  let y: Interval | undefined = b;
  let op = cmp;
  if (cmp.startsWith('bvs')) {
    x = signedOf(a);
    y = signedOf(b);
    op = `bvu${cmp.slice(3)}`;
  }
  if (!x || !y) return undefined;
  const lt = (p: Interval, q: Interval): boolean | undefined =>
    p.hi < q.lo ? true : p.lo >= q.hi ? false : undefined;
  const le = (p: Interval, q: Interval): boolean | undefined =>
    p.hi <= q.lo ? true : p.lo > q.hi ? false : undefined;
  switch (op) {
    case 'bvult':
      return lt(x, y);
    case 'bvule':
      return le(x, y);
    case 'bvugt':
      return lt(y, x);
    case 'bvuge':
      return le(y, x);
    case '=':
    case 'distinct': {
      const disjoint = x.hi < y.lo || y.hi < x.lo;
      const same = x.lo === x.hi && y.lo === y.hi && x.lo === y.lo;
      const eqv = disjoint ? false : same ? true : undefined;
      return eqv === undefined ? undefined : op === '=' ? eqv : !eqv;
    }
    default:
      return undefined;
  }
}
