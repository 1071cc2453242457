// One closed BMC round at a bound, as the encodings to check: the program unrolled without tails;
// when an input has a small range (inputSplits.ts), one encoding per value of it, with the value
// fixed while encoding (so it propagates as a constant through the unrolling, and loops over it
// unroll without branching), and the symbolic encoding restricted to every other value. A value's
// encoding may split again over another input (a harness's length and an index into it), up to
// MAX_VARIANTS variants. The variants together cover every execution of the unrolling exactly;
// each is checked on its own.

import type { ProgramCfa } from '../../ir/cfa';
import { bvLit, eq, not, or, type Script, type Term } from '../../smt/smtlib';
import { constantReads } from '../../smt/constantReads';
import { newUnroller, type Unroller } from './unroller';

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

/** The variants of a closed round, encoded one at a time as they are asked for. */
export function* closedRound(
  cfa: ProgramCfa,
  entry: string,
  bound: number,
  /** Absolute deadline for encoding (Date.now() ms): past it, EncodeTimeout. */
  deadline?: number,
): Generator<RoundVariant, void, PrefixAnswer | undefined> {
  const unroller = (b: number, fixed: ReadonlyMap<string, bigint>) => {
    const u = newUnroller(cfa, b, true, fixed.size > 0 ? fixed : undefined);
    u.unroller.deadline = deadline;
    return u;
  };
  /** The variants covering the executions where the inputs in `fixed` have those values. */
  function* under(
    fixed: ReadonlyMap<string, bigint>,
    at: string,
    share: number,
  ): Generator<RoundVariant, void, PrefixAnswer | undefined> {
    const first = unroller(bound, fixed);
    first.unroller.start(entry);
    const split = first.unroller.ranges.split(
      (t) => first.unroller.inputWidths.get(t),
      Math.floor(MAX_VARIANTS / share),
      fixed,
    );
    if (!split) {
      yield { ...first, formula: constantReads(first.script.drain()), label: at || 'all', prefix: false };
      return;
    }
    const where = (what: string): string => (at ? `${at}, ${what}` : what);
    for (const v of split.values) {
      const more = new Map(fixed).set(split.input, v);
      yield* under(more, where(`${split.input} = ${v}`), share * split.values.length);
    }
    // every other value: usually excluded by the harness's assumption on every path, which a short
    // prefix shows without the whole symbolic unrolling
    const eqs: Term[] = split.values.map((v) => eq(split.input, bvLit(v, split.width)));
    const label = where(`${split.input} other`);
    const short = bound > 1 ? unroller(1, fixed) : undefined;
    short?.unroller.start(entry);
    // the input is the same one in the prefix only when it was made before the prefix's first cut
    // (up to there, both unrollings make the same decisions and mint the same names)
    const made = Number(/\d+$/.exec(split.input)?.[0] ?? Infinity);
    if (short && made <= (short.unroller.firstCut ?? Infinity)) {
      short.script.assert(not(or(...eqs)));
      const answer = yield {
        ...short,
        formula: constantReads(short.script.drain()),
        label: `${label} (bound 1)`,
        prefix: true,
      };
      if (answer === 'covered') return;
    }
    first.script.assert(not(or(...eqs)));
    yield { ...first, formula: constantReads(first.script.drain()), label, prefix: false };
  }
  yield* under(new Map(), '', 1);
}
