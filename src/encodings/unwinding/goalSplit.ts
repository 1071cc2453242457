// Whether one of several goals (guards of error nodes, or of cut points) can hold in an unrolling.
// Asking Z3 for their disjunction is one check, and usually the fastest; but a guard asserted alone
// lets Z3 simplify the whole unrolling with it before the search, and the disjunction of a guard
// that is quickly refuted alone with one that is quickly satisfied alone can take minutes (an sds
// unrolling with 64-bit divisions: 0.6 s and 2.2 s alone, no answer in 60 s together). So the
// disjunction gets a probe's share of the time; when Z3 does not answer within it, each half is
// asked on its own, down to single goals, which get all the time left.

import type { OnceResult } from '../../smt/session';
import { or, type Term } from '../../smt/smtlib';
import { workNow } from '../../smt/workClock';

/** The probe's share of the time left, and its floor in ms. */
const PROBE_SHARE = 1 / 8;
const PROBE_MIN_MS = 2000;

/** Asks whether `goal` can hold, within `timeoutMs`. */
export type GoalCheck = (goal: Term, timeoutMs: number) => Promise<OnceResult>;

/**
 * `sat` (with the model of the check that found it) when one of `goals` can hold, `unsat` when
 * none can, `unknown` when a check of a single goal did not finish by `deadline` (workNow() ms).
 */
export async function someGoalHolds(
  goals: readonly Term[],
  check: GoalCheck,
  deadline: number,
): Promise<OnceResult> {
  const goal = or(...goals);
  if (goal === 'false') return { result: 'unsat' };
  const left = deadline - workNow();
  if (left <= 0) return { result: 'unknown' };
  if (goals.length === 1) return check(goal, left);
  const probe = Math.min(left, Math.max(PROBE_MIN_MS, left * PROBE_SHARE));
  const whole = await check(goal, probe);
  if (whole.result !== 'unknown' || probe >= left) return whole;
  const half = Math.ceil(goals.length / 2);
  const first = await someGoalHolds(goals.slice(0, half), check, deadline);
  if (first.result !== 'unsat') return first;
  return someGoalHolds(goals.slice(half), check, deadline);
}
