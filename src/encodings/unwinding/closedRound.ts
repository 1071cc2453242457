// One closed BMC round at a bound, as the encodings to check: the program unrolled without tails;
// when an input has a small range (inputSplits.ts), one encoding per value of it, with the value
// fixed while encoding (so it propagates as a constant through the unrolling, and loops over it
// unroll without branching), and the symbolic encoding restricted to the values below and to the
// values above them (the interval known while encoding, so the harness's own assumption ends those
// cases where it is made; "none of these values" when the values are no interval of the input's
// numbers). A value's encoding, and a side's, may split again over another input (a harness's
// length and an index into it, or below it), up to MAX_VARIANTS variants. The variants together cover every execution of the
// unrolling exactly; each is checked on its own. The split is read from the bound-1 prefix when it
// shows one, so a deep symbolic unrolling is built only for a case that needs it.

import type { ProgramCfa } from '../../ir/cfa';
import { bvLit, eq, not, or, type Script } from '../../smt/smtlib';
import { constantReads } from '../../smt/constantReads';
import { newUnroller, type Unroller } from './unroller';
import { otherIntervals, type InputInterval } from './inputSplits';

export interface RoundVariant {
  readonly unroller: Unroller;
  readonly script: Script;
  /** The encoding's commands (the restriction of the variant included). */
  readonly formula: string;
  /** What the variant covers, for messages: `in12 = 3`, `in12 other`, or `all`. */
  readonly label: string;
  /**
   * A prefix: the variant unrolled to bound 1 only. When neither a property nor a cut point is
   * reachable in it, nothing is reachable at any bound (a deeper unrolling extends it beyond its
   * cuts), so the variant is covered: pass `covered` to `next()`. Otherwise pass `reachable`, and
   * the variant follows at the round's bound.
   */
  readonly prefix: boolean;
}

/** What the consumer found in a prefix variant (see RoundVariant.prefix). */
export type PrefixAnswer = 'covered' | 'reachable';

/**
 * Most variants a round is split into: an input's values split the round, and each value's
 * variant may split again over another input while the product of the values stays within this.
 */
const MAX_VARIANTS = 64;

/**
 * What earlier rounds learned of their bound-1 prefixes, by label: a prefix is a function of the
 * program and the fixed inputs only (not of the round's bound), so a prefix found covered stays
 * covered in every deeper round and is not checked again.
 */
export type PrefixMemo = Map<string, PrefixAnswer>;

/** The variants of a closed round, encoded one at a time as they are asked for. */
export function* closedRound(
  cfa: ProgramCfa,
  entry: string,
  bound: number,
  /** Absolute deadline for encoding (workNow() ms): past it, EncodeTimeout. */
  deadline?: number,
  /** Prefix answers of earlier rounds of the same run (see PrefixMemo). */
  memo?: PrefixMemo,
): Generator<RoundVariant, void, PrefixAnswer | undefined> {
  type Encoding = ReturnType<typeof newUnroller>;
  type Intervals = ReadonlyMap<string, InputInterval>;
  const NONE: Intervals = new Map();
  const unroller = (b: number, fixed: ReadonlyMap<string, bigint>, intervals: Intervals = NONE): Encoding => {
    const u = newUnroller(cfa, b, true, fixed.size > 0 ? fixed : undefined, intervals);
    u.unroller.deadline = deadline;
    u.unroller.start(entry);
    return u;
  };
  const splitOf = (u: Encoding, skip: ReadonlyMap<string, unknown>, share: number) =>
    u.unroller.ranges.split((t) => u.unroller.inputWidths.get(t), Math.floor(MAX_VARIANTS / share), skip);
  /** The input was made before the prefix's first cut: up to there, every bound makes the same decisions. */
  const beforeCut = (u: Encoding, input: string): boolean => u.unroller.earlyInputs.has(input);
  /**
   * A case that a short prefix usually shows empty: that prefix first (its answer kept in the memo
   * when covered), then, when it reaches something, the case at the round's bound.
   */
  function* prefixFirst(
    prefix: Encoding | undefined,
    full: () => Encoding,
    label: string,
  ): Generator<RoundVariant, void, PrefixAnswer | undefined> {
    const shortLabel = `${label} (bound 1)`;
    if (prefix) {
      if (memo?.get(shortLabel) === 'covered') return;
      const formula = constantReads(prefix.script.drain());
      const answer = yield { ...prefix, formula, label: shortLabel, prefix: true };
      if (answer === 'covered') {
        memo?.set(shortLabel, 'covered');
        return;
      }
      // at bound 1 the prefix is the case itself
      if (bound === 1) {
        yield { ...prefix, formula, label, prefix: false };
        return;
      }
    }
    const u = full();
    yield { ...u, formula: constantReads(u.script.drain()), label, prefix: false };
  }
  /**
   * The variants covering the executions where the inputs in `fixed` have those values and those
   * in `intervals` lie in theirs.
   */
  function* under(
    fixed: ReadonlyMap<string, bigint>,
    intervals: Intervals,
    at: string,
    share: number,
  ): Generator<RoundVariant, void, PrefixAnswer | undefined> {
    // the split is read from the bound-1 prefix when it shows one (cheap; the deep symbolic
    // unrolling is built only for a case that needs it), else from the round's unrolling; an
    // input already fixed or confined to an interval is not split again
    const skip = new Map<string, unknown>([...fixed, ...intervals]);
    const probe = unroller(1, fixed, intervals);
    let split = splitOf(probe, skip, share);
    let first: Encoding | undefined = bound === 1 ? probe : undefined;
    if (!split || !beforeCut(probe, split.input)) {
      first ??= unroller(bound, fixed, intervals);
      split = splitOf(first, skip, share);
      if (!split) {
        yield { ...first, formula: constantReads(first.script.drain()), label: at || 'all', prefix: false };
        return;
      }
    }
    const where = (what: string): string => (at ? `${at}, ${what}` : what);
    for (const v of split.values) {
      const more = new Map(fixed).set(split.input, v);
      yield* under(more, intervals, where(`${split.input} = ${v}`), share * split.values.length);
    }
    // the other values: usually excluded by the harness's assumption on every path. Below and above
    // the values tried, each with its interval known while encoding, so the assumption's comparisons
    // end the case where the harness makes them; a short prefix shows it without the deep unrolling
    const input = split.input;
    const inPrefix = beforeCut(probe, input);
    const sides = otherIntervals(split);
    if (sides) {
      for (const iv of sides) {
        const within = new Map(intervals).set(input, iv);
        const label = where(`${input} in ${iv.lo}..${iv.hi}`);
        // a short prefix usually shows the side empty; a side that splits again over another input
        // (a harness's negative index below its length, say) goes straight to its cases, whose own
        // prefixes are cheaper than one over that input's every value
        const sideShare = share * split.values.length;
        const prefix = inPrefix ? unroller(1, fixed, within) : undefined;
        const inner = prefix && splitOf(prefix, new Map<string, unknown>([...skip, [input, iv]]), sideShare);
        if (prefix && !(inner && beforeCut(prefix, inner.input))) {
          const shortLabel = `${label} (bound 1)`;
          if (memo?.get(shortLabel) === 'covered') continue;
          const formula = constantReads(prefix.script.drain());
          const answer = yield { ...prefix, formula, label: shortLabel, prefix: true };
          if (answer === 'covered') {
            memo?.set(shortLabel, 'covered');
            continue;
          }
        }
        yield* under(fixed, within, label, sideShare);
      }
      return;
    }
    // values that do not form an interval of the input's numbers: "none of these values"
    const none = not(or(...split.values.map((v) => eq(input, bvLit(v, split.width)))));
    if (inPrefix) probe.script.assert(none);
    yield* prefixFirst(
      inPrefix ? probe : undefined,
      () => {
        const u = first ?? unroller(bound, fixed, intervals);
        u.script.assert(none);
        return u;
      },
      where(`${input} other`),
    );
  }
  yield* under(new Map(), NONE, '', 1);
}
