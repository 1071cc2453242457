// Case splits over an input with few values. A harness often draws a size or an index from a small
// range (`n = nondet(); assume(0 <= n && n <= 8)`); with it symbolic, a check over code that mixes
// it into arithmetic (a hash, a cipher) is hard for the solver, while with it fixed everything
// propagates to constants. The ranges are read from the encoded branch conditions that compare an
// input with a constant; the cases (one per value, plus "none of these values") cover every value,
// so the split is exact whatever the ranges say: they only choose which cases to try.

import { and, app, bvLit, literal, type Term } from '../../smt/smtlib';

/** An input and the values to try one by one (the rest is one more case). */
export interface InputSplit {
  readonly input: Term;
  readonly width: number;
  readonly values: readonly bigint[];
  /** The values are `lo..hi` read as signed or unsigned numbers of `width` bits. */
  readonly signed: boolean;
  readonly lo: bigint;
  readonly hi: bigint;
}

/**
 * An input known to lie in `lo..hi`, read as a signed or unsigned number of `width` bits: the values
 * below or above a split's (its "other" cases, one per side). The encoding asserts it when the
 * input is made, and decides a branch comparing the input with a constant that the whole interval
 * decides (so the harness's `assume(0 <= n && n <= 8)` ends both "other" cases at once).
 */
export interface InputInterval {
  readonly width: number;
  readonly signed: boolean;
  readonly lo: bigint;
  readonly hi: bigint;
}

/**
 * The intervals of the "other" cases of a split: below its values and above them (when there are
 * such values); undefined when the values do not lie within the input's numbers (a bound read
 * through a wider comparison), where only "none of the values" describes the rest exactly.
 */
export function otherIntervals(split: InputSplit): InputInterval[] | undefined {
  const w = split.width;
  const min = split.signed ? -(1n << BigInt(w - 1)) : 0n;
  const max = split.signed ? (1n << BigInt(w - 1)) - 1n : (1n << BigInt(w)) - 1n;
  if (split.lo < min || split.hi > max || split.lo > split.hi) return undefined;
  const out: InputInterval[] = [];
  if (split.lo > min) out.push({ width: w, signed: split.signed, lo: min, hi: split.lo - 1n });
  if (split.hi < max) out.push({ width: w, signed: split.signed, lo: split.hi + 1n, hi: max });
  return out;
}

/** The constraint `input in lo..hi`. */
export function intervalConstraint(input: Term, iv: InputInterval): Term {
  const op = iv.signed ? 'bvsle' : 'bvule';
  const lit = (v: bigint): Term => bvLit(BigInt.asUintN(iv.width, v), iv.width);
  return and(app(op, lit(iv.lo), input), app(op, input, lit(iv.hi)));
}

/** The interval as the other reading of the bits sees it, when it stays one interval. */
function readAs(iv: InputInterval, signed: boolean): [bigint, bigint] | undefined {
  if (iv.signed === signed) return [iv.lo, iv.hi];
  const m = 1n << BigInt(iv.width);
  if (iv.signed) {
    if (iv.lo >= 0n) return [iv.lo, iv.hi];
    return iv.hi < 0n ? [iv.lo + m, iv.hi + m] : undefined;
  }
  const half = m >> 1n;
  if (iv.hi < half) return [iv.lo, iv.hi];
  return iv.lo >= half ? [iv.lo - m, iv.hi - m] : undefined;
}

/**
 * The value of a branch condition that compares an input with a constant (as InputRanges.note
 * reads them) when every value of the input's interval gives the same answer; undefined otherwise.
 */
export function decidedByInterval(
  cond: Term,
  intervals: ReadonlyMap<Term, InputInterval>,
): boolean | undefined {
  if (intervals.size === 0) return undefined;
  const cmp = comparison(cond);
  const iv = cmp && intervals.get(cmp.input);
  if (!cmp || !iv) return undefined;
  const { op, lhs, c, neg } = cmp;
  const signedCmp = op.startsWith('bvs');
  // how the comparison reads the input's own bits: a zero extension is its unsigned value (which a
  // signed comparison of the wider number sees unchanged), a sign extension its signed value
  const extension = lhs.startsWith('((_ ') ? (lhs.includes('sign_extend') ? 'sign' : 'zero') : undefined;
  if (extension === 'sign' && !signedCmp) return undefined;
  const reads = extension === undefined ? signedCmp : extension === 'sign';
  const range = readAs(iv, reads);
  if (!range) return undefined;
  const [a, b] = range;
  const k = signedCmp ? BigInt.asIntN(c.width, c.value) : c.value;
  const kind = op.slice(3);
  const holds = (lo: bigint, hi: bigint): boolean | undefined => {
    // does `x kind k` hold for every x in lo..hi (true), for none (false), or for some
    const every = kind === 'ge' ? lo >= k : kind === 'gt' ? lo > k : kind === 'le' ? hi <= k : hi < k;
    const none = kind === 'ge' ? hi < k : kind === 'gt' ? hi <= k : kind === 'le' ? lo > k : lo >= k;
    return every ? true : none ? false : undefined;
  };
  const r = holds(a, b);
  return r === undefined ? undefined : neg ? !r : r;
}

/** The bounds an input is compared with, on any branch: candidate ends of its range. */
interface Range {
  width: number;
  signed: { lo: Set<bigint>; hi: Set<bigint> };
  unsigned: { lo: Set<bigint>; hi: Set<bigint> };
}

const COMPARISON =
  /^\((bv[su](?:le|lt|ge|gt)) ((?:\(\(_ (?:sign|zero)_extend \d+\) )?in\d+\)?) (#x[0-9a-f]+|#b[01]+)\)$/;
const REVERSED =
  /^\((bv[su](?:le|lt|ge|gt)) (#x[0-9a-f]+|#b[01]+) ((?:\(\(_ (?:sign|zero)_extend \d+\) )?in\d+\)?)\)$/;
const INPUT = /in\d+/;

/** Most values of one input that a split tries. */
export const MAX_SPLIT_VALUES = 16;

export class InputRanges {
  private readonly ranges = new Map<Term, Range>();

  /** Notes a branch condition (`(bvsle in7 #x00000008)`, possibly negated or over an extension). */
  note(cond: Term): void {
    const cmp = comparison(cond);
    if (!cmp) return;
    const { op: op0, lhs, c, input, neg } = cmp;
    const extended = lhs.startsWith('((_ ');
    if (extended && !(lhs.includes('sign_extend') ? op0.startsWith('bvs') : op0.startsWith('bvu'))) return;
    const op = neg ? negate(op0) : op0;
    const signed = op.startsWith('bvs');
    const v = signed ? BigInt.asIntN(c.width, c.value) : c.value;
    let r = this.ranges.get(input);
    if (!r)
      this.ranges.set(
        input,
        (r = {
          width: 0,
          signed: { lo: new Set(), hi: new Set() },
          unsigned: { lo: new Set(), hi: new Set() },
        }),
      );
    if (!extended) r.width = c.width;
    const side = signed ? r.signed : r.unsigned;
    const kind = op.slice(3);
    if (kind === 'ge') side.lo.add(v);
    else if (kind === 'gt') side.lo.add(v + 1n);
    else if (kind === 'le') side.hi.add(v);
    else side.hi.add(v - 1n);
  }

  /**
   * The input with the most values (2 to MAX_SPLIT_VALUES; a harness's size, more than a flag) between a lower and an upper bound it
   * is compared with (the two may come from different branches: `n < 0 || n > 8` gives 0..8).
   */
  split(
    widthOf: (input: Term) => number | undefined,
    /** At most this many values (and at most MAX_SPLIT_VALUES). */
    most: number = MAX_SPLIT_VALUES,
    /** Inputs not to split over (fixed already). */
    skip?: ReadonlyMap<Term, unknown>,
  ): InputSplit | undefined {
    let best: InputSplit | undefined;
    const limit = BigInt(Math.min(most, MAX_SPLIT_VALUES));
    for (const [input, r] of this.ranges) {
      if (skip?.has(input)) continue;
      const width = widthOf(input) ?? r.width;
      if (!width) continue;
      for (const side of [r.signed, r.unsigned]) {
        for (const lo of side.lo)
          for (const hi of side.hi) {
            const n = hi - lo + 1n;
            if (n < 2n || n > limit) continue;
            if (best && BigInt(best.values.length) >= n) continue;
            const values: bigint[] = [];
            for (let v = lo; v <= hi; v++) values.push(BigInt.asUintN(width, v));
            best = { input, width, values, signed: side === r.signed, lo, hi };
          }
      }
    }
    return best;
  }

  /**
   * The intervals, of at most `most` values, between a lower and an upper bound `input` is compared
   * with (read as signed or unsigned numbers of `width` bits, within them), narrowest first.
   * Candidates only: what lies outside one is for the caller to show empty.
   */
  intervals(input: Term, width: number, most: bigint): InputInterval[] {
    const r = this.ranges.get(input);
    const out: InputInterval[] = [];
    if (!r) return out;
    for (const signed of [true, false]) {
      const side = signed ? r.signed : r.unsigned;
      const min = signed ? -(1n << BigInt(width - 1)) : 0n;
      const max = signed ? (1n << BigInt(width - 1)) - 1n : (1n << BigInt(width)) - 1n;
      for (const lo of side.lo)
        for (const hi of side.hi) {
          const n = hi - lo + 1n;
          if (n >= 1n && n <= most && lo >= min && hi <= max) out.push({ width, signed, lo, hi });
        }
    }
    return out.sort((a, b) => (a.hi - a.lo < b.hi - b.lo ? -1 : a.hi - a.lo > b.hi - b.lo ? 1 : 0));
  }
}

/**
 * A branch condition comparing an input (maybe extended) with a constant, read as `input op c`
 * (`neg`: the condition is its negation), or undefined.
 */
function comparison(
  cond: Term,
):
  | { op: string; lhs: string; c: NonNullable<ReturnType<typeof literal>>; input: string; neg: boolean }
  | undefined {
  if (cond.length > 120) return undefined;
  const neg = cond.startsWith('(not ');
  const text = neg ? cond.slice(5, -1) : cond;
  const m = COMPARISON.exec(text);
  const r0 = m ? undefined : REVERSED.exec(text);
  if (!m && !r0) return undefined;
  const [op, lhs, lit] = m ? [m[1], m[2], m[3]] : [swap(r0![1]), r0![3], r0![2]];
  const c = literal(lit);
  const input = INPUT.exec(lhs)?.[0];
  return c && input ? { op, lhs, c, input, neg } : undefined;
}

/** `c op x` as `x op' c`. */
function swap(op: string): string {
  const flip: Record<string, string> = { le: 'ge', lt: 'gt', ge: 'le', gt: 'lt' };
  return op.slice(0, 3) + flip[op.slice(3)];
}

function negate(op: string): string {
  const flip: Record<string, string> = { le: 'gt', lt: 'ge', ge: 'lt', gt: 'le' };
  return op.slice(0, 3) + flip[op.slice(3)];
}
