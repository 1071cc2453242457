// An entry's engines under a work budget (`--budgets work`, the default): they run with a work
// clock of their own (src/smt/workClock.ts), so their shares, deadlines and solver limits are
// counted in work and the same program gets the same verdicts on any machine and under any load.
// The budget is WORK_BUDGET.share of `--timeout`, whatever the front end or the machine took; the
// entry's wall-clock deadline stays as the safety net. When the net cuts the work short (a solver
// request stopped by it, or an entry given less wall time than its budget), the run says so: its
// UNKNOWN answers name the cut, and the report counts the entries it cut (`stats.wallClockCuts`).

import type { ReportedAnswer } from './answers';
import type { VerifyOptions } from './options';
import { WORK_BUDGET } from './portfolio/presets';
import { WorkClock, withWorkClock } from '../smt/workClock';
import { traceWork, workTraceOn } from '../smt/workTrace';

/** Appended to the reason of an UNKNOWN answer whose work the wall clock cut short. */
export const WALL_CLOCK_CUT =
  'the wall-clock limit (--timeout, --budget) stopped the work budget early: on a faster or less loaded machine this may be decided';

export interface Budgeted {
  readonly answers: ReportedAnswer[];
  /** The wall clock cut the work short. */
  readonly cut: boolean;
  /** Work done, in milliseconds of the reference machine (none under `--budgets wall`). */
  readonly workMs?: number;
}

/**
 * Runs `body` with the entry's time: under a work budget, `WORK_BUDGET.share` of the timeout on a
 * work clock of its own; under `--budgets wall`, `wallSeconds` of wall time.
 */
export async function underBudget(
  options: VerifyOptions,
  wall: {
    readonly seconds: number;
    /** Date.now() ms */ readonly deadline: number;
    /** The entry's name (for the work trace). */ readonly entry?: string;
  },
  body: (seconds: number) => Promise<ReportedAnswer[]>,
): Promise<Budgeted> {
  if (options.budgets === 'wall') return { answers: await body(wall.seconds), cut: false };
  const budget = options.timeoutSeconds * WORK_BUDGET.share;
  const started = Date.now();
  const clock = new WorkClock(started, { deadline: wall.deadline, budgetMs: budget * 1000 });
  if (wall.seconds < budget) clock.safetyNetHit = true;
  const answers = await withWorkClock(clock, () => body(Math.min(budget, wall.seconds)));
  // sessions opened after the deadline fail without a request: the clock would not know
  clock.pastWallDeadline();
  const workMs = clock.now() - clock.origin;
  if (workTraceOn) traceWork({ entry: wall.entry ?? '', byKind: clock.byKind, wallMs: Date.now() - started });
  if (!clock.safetyNetHit) return { answers, cut: false, workMs };
  const marked = answers.map((a) =>
    a.result.verdict === 'unknown'
      ? { ...a, result: { ...a.result, reason: `${a.result.reason}; ${WALL_CLOCK_CUT}` } }
      : a,
  );
  return { answers: marked, cut: true, workMs };
}
