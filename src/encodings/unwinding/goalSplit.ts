// Whether one of several goals (guards of error nodes, or of cut points) can hold in an unrolling.
// Asking Z3 for their disjunction is one check, and usually the fastest; but a guard asserted alone
// lets Z3 simplify the whole unrolling with it before the search, and the disjunction of a guard
// that is quickly refuted alone with one that is quickly satisfied alone can take minutes (an sds
// unrolling with 64-bit divisions: 0.6 s and 2.2 s alone, no answer in 60 s together). So the
// disjunction gets a probe's share of the time; when Z3 does not answer within it, each half is
// asked on its own, down to single goals, which get all the time left. A probe is never shorter
// than what a check of the formula takes at all (probeFloor: its size): a half costs about as much
// as the whole when most of the time goes into the formula's preprocessing and bit-blasting, so a
// probe cut short of that only multiplies the checks (a JSON parser's 2 MB unrolling: one check of
// 4.4 s became four of 17.5 s together when the probe had 2.2 s).

import type { OnceResult } from '../../smt/session';
import { or, type Term } from '../../smt/smtlib';
import { workNow } from '../../smt/workClock';

/** The probe's share of the time left, and its floor in ms. */
const PROBE_SHARE = 1 / 8;
const PROBE_MIN_MS = 2000;
/**
 * A probe's floor per byte of the formula checked, in ms of work: on unrollings of 2 MB (bit-vector,
 * memory resolved) a check whose disjunction Z3 answers alone took 1.9 to 6.2 s of work.
 */
const PROBE_MS_PER_BYTE = 0.004;

/** The shortest probe for a check of a formula of `bytes` characters (ms of work). */
export function probeFloor(bytes: number): number {
  return Math.max(PROBE_MIN_MS, bytes * PROBE_MS_PER_BYTE);
}

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
  /** The shortest probe (ms of work): probeFloor of the formula's size. */
  floorMs: number = PROBE_MIN_MS,
): Promise<OnceResult> {
  const goal = or(...goals);
  if (goal === 'false') return { result: 'unsat' };
  const left = deadline - workNow();
  if (left <= 0) return { result: 'unknown' };
  if (goals.length === 1) return check(goal, left);
  const probe = Math.min(left, Math.max(floorMs, left * PROBE_SHARE));
  const whole = await check(goal, probe);
  if (whole.result !== 'unknown' || probe >= left) return whole;
  const half = Math.ceil(goals.length / 2);
  const first = await someGoalHolds(goals.slice(0, half), check, deadline, floorMs);
  if (first.result !== 'unsat') return first;
  return someGoalHolds(goals.slice(half), check, deadline, floorMs);
}
