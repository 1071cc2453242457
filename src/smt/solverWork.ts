// Z3's resource limit (`rlimit`), the solver's own count of its work: a check given a limit stops
// after that much work, however fast or loaded the machine is (workClock.ts converts it to and from
// milliseconds). Its counter only grows within a context; a request's work is the difference.

import type { Z3_context, Z3_solver, Z3Core } from 'z3-solver';

/** The reason of an `unknown` whose work budget ran out (read as a time limit: solverFailureKind). */
export const BUDGET_SPENT = 'timeout: work budget spent';

/** A request's resource limit (none: undefined) and, after it, the work it did. */
export interface WorkMeter {
  readonly rlimit: number | undefined;
  work: number;
}

/** Z3's words for a spent resource limit, as the budget's reason when the request had one. */
export function budgetReason(reason: string, meter: WorkMeter | undefined): string {
  return meter?.rlimit !== undefined && /max\. resource limit exceeded/.test(reason) ? BUDGET_SPENT : reason;
}

/** The context's resource count so far (the solver's statistics, `rlimit count`). */
export function rlimitCount(z3: Z3Core, ctx: Z3_context, solver: Z3_solver): number {
  const stats = z3.solver_get_statistics(ctx, solver);
  z3.stats_inc_ref(ctx, stats);
  try {
    const n = z3.stats_size(ctx, stats);
    for (let i = 0; i < n; i++)
      if (z3.stats_get_key(ctx, stats, i) === 'rlimit count') return z3.stats_get_uint_value(ctx, stats, i);
    return 0;
  } finally {
    z3.stats_dec_ref(ctx, stats);
  }
}

/** The resource count a `(get-info :rlimit)` printed, 0 when it printed none. */
export function printedCount(out: string): number {
  const m = /:rlimit\s+(\d+)/.exec(out);
  return m ? Number(m[1]) : 0;
}

/**
 * The work to charge for a request that ended undecided: a request its wall-clock time limit (the
 * generous safety net, workerSession.ts) stopped before its resource limit is charged that whole
 * limit, as if the limit had stopped it (its count then reads low, or 0 once Z3 was interrupted).
 * So an undecided request costs the same work whether Z3 counted its work quickly or slowly (on
 * some formulas over arrays it counts 13 times slower than the rates assume), and what the clock
 * shows afterwards does not depend on the machine's speed.
 */
export function undecidedWork(meter: WorkMeter, elapsedMs: number, timeoutMs: number | undefined): number {
  if (meter.rlimit === undefined || meter.rlimit <= 0 || timeoutMs === undefined) return meter.work;
  return elapsedMs >= timeoutMs * TIMED_OUT ? Math.max(meter.work, meter.rlimit) : meter.work;
}

/** A request that took this share of its time limit or more was stopped by it (timers are coarse). */
const TIMED_OUT = 0.95;
