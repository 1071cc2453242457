// Case splits over an input with few values. A harness often draws a size or an index from a small
// range (`n = nondet(); assume(0 <= n && n <= 8)`); with it symbolic, a check over code that mixes
// it into arithmetic (a hash, a cipher) is hard for the solver, while with it fixed everything
// propagates to constants. The ranges are read from the encoded branch conditions that compare an
// input with a constant; the cases (one per value, plus "none of these values") cover every value,
// so the split is exact whatever the ranges say: they only choose which cases to try.

import { literal, type Term } from '../../smt/smtlib';

/** An input and the values to try one by one (the rest is one more case). */
export interface InputSplit {
  readonly input: Term;
  readonly width: number;
  readonly values: readonly bigint[];
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
    if (cond.length > 120) return;
    const neg = cond.startsWith('(not ');
    const text = neg ? cond.slice(5, -1) : cond;
    const m = COMPARISON.exec(text);
    const r0 = m ? undefined : REVERSED.exec(text);
    if (!m && !r0) return;
    const [op0, lhs, lit] = m ? [m[1], m[2], m[3]] : [swap(r0![1]), r0![3], r0![2]];
    const c = literal(lit);
    const input = INPUT.exec(lhs)?.[0];
    if (!c || !input) return;
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
            best = { input, width, values };
          }
      }
    }
    return best;
  }
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
