// The parallel portfolio (`--threads`): under work budgets, `auto` runs as lanes (presets.ts LANES),
// each a preset of its own with its own work budget and work clock, side by side (their solvers on
// worker threads of their own; `--threads 1` runs them one after the other). Lanes share nothing
// that could change what they decide: each decides what it would decide alone, so the properties
// decided, and their verdicts, are the union of what each lane decides alone, the same on any
// machine, under any load and for any number of threads (certified answers cannot disagree). For a
// property two lanes decide, the answer decided earlier on its lane's work clock is kept.
// A lane stops once the other lanes decided everything it has open before its own time: what it
// would still decide would lose to theirs, so stopping changes no answer. When its clock lags (a
// solver request whose work Z3 counts slowly), it stops after a grace of wall time even so (its
// request in flight ends at once): then only the engine named for a property both lanes decide may
// differ, never a verdict.

import type { ReportedAnswer } from '../answers';
import { withWorkClock, workClock, type WorkClock } from '../../smt/workClock';
import { PortfolioRun, runPreset, type LoopOptions, type StageRunners } from './portfolioRun';
import { LANE_STOP, type LanePlan } from './presets';

/** One lane: its run and clock, as the other lanes see them, and when it has nothing left to do. */
class LaneState {
  run?: PortfolioRun;
  /** The lane's clock while it runs. */
  clock?: WorkClock;
  /** Wall time (Date.now() ms) since when the other lanes decided everything this one has open. */
  private since?: number;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly index: number,
    private readonly lanes: readonly LaneState[],
    private readonly ids: readonly string[],
  ) {}

  /** Decided by another lane before this lane's time `now` (at the same time: by an earlier lane). */
  earlier(id: string, now: number): boolean {
    return this.lanes.some((l, j) => {
      const at = j === this.index ? undefined : l.run?.decidedAt.get(id);
      return at !== undefined && (at < now || (at === now && j < this.index));
    });
  }

  /**
   * Nothing left to do at this lane's time `now`: the other lanes decided everything it has open,
   * before `now`; or they decided it at all, and this lane has not caught up with their clocks in
   * LANE_STOP.graceMs of wall time (a solver request whose work Z3 counts slowly).
   */
  done(now: number): boolean {
    const run = this.run;
    if (run === undefined) return false;
    const open = this.ids.filter((id) => !run.decided.has(id));
    // with nothing open the lane ends by itself (its clock keeps the times of its last answers)
    if (open.length === 0) return false;
    if (open.every((id) => this.earlier(id, now))) return true;
    const anywhere = (id: string): boolean =>
      this.lanes.some((l, j) => j !== this.index && l.run?.decidedAt.has(id) === true);
    if (!open.every(anywhere)) return false;
    this.since ??= Date.now();
    if (Date.now() - this.since >= LANE_STOP.graceMs) return true;
    if (this.timer === undefined) {
      this.timer = setTimeout(() => this.clock?.checkStop(), LANE_STOP.graceMs + 1);
      this.timer.unref();
    }
    return false;
  }

  ended(): void {
    clearTimeout(this.timer);
    this.clock = undefined;
  }
}

/**
 * Runs `lanes` on the open ones of `ids`, at most `threads` at a time (in lane order), each with a
 * budget of `share` × `options.timeoutSeconds`; one answer per open property, the earliest decided.
 */
export async function runLanes(
  ids: readonly string[],
  lanes: readonly LanePlan[],
  options: LoopOptions,
  threads: number,
  runners: StageRunners,
): Promise<ReportedAnswer[]> {
  const parent = workClock();
  const states: LaneState[] = [];
  for (let i = 0; i < lanes.length; i++) states.push(new LaneState(i, states, ids));
  const clocks: WorkClock[] = [];
  const results: ReportedAnswer[][] = lanes.map(() => []);
  const runLane = async (i: number): Promise<void> => {
    const state = states[i];
    const link = {
      elsewhere: (id: string, now: number) => state.earlier(id, now),
      decided: () => states.forEach((l, j) => j !== i && l.clock?.checkStop()),
    };
    const laneOptions = { ...options, timeoutSeconds: options.timeoutSeconds * lanes[i].share };
    const start = (): Promise<ReportedAnswer[]> => {
      state.run = new PortfolioRun(ids, laneOptions, undefined, link);
      return runPreset(lanes[i].preset, state.run, runners);
    };
    if (parent === undefined) {
      results[i] = await start();
      return;
    }
    state.clock = parent.lane(laneOptions.timeoutSeconds * 1000, (now) => state.done(now));
    clocks.push(state.clock);
    results[i] = await withWorkClock(state.clock, start);
    state.ended();
  };
  // at most `threads` lanes at once, in lane order
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < lanes.length) await runLane(next++);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, lanes.length)) }, worker));
  parent?.absorb(clocks);
  return mergeLanes(ids, options.skip, states, results);
}

/** Per open property: the decided answer with the earliest time (then the earlier lane), else the last lane's UNKNOWN. */
function mergeLanes(
  ids: readonly string[],
  skip: ReadonlySet<string> | undefined,
  states: readonly LaneState[],
  results: readonly ReportedAnswer[][],
): ReportedAnswer[] {
  const solverCalls = results.flat().reduce((n, a) => n + (a.solverCalls ?? 0), 0);
  const merged: ReportedAnswer[] = [];
  // besides the entry's properties, what a lane found on the way (BMC's undefined behaviour)
  const found = results.flat().map((a) => a.propertyId);
  for (const id of new Set([...ids, ...found])) {
    if (skip?.has(id)) continue;
    let best: { answer: ReportedAnswer; at: number } | undefined;
    let open: ReportedAnswer | undefined;
    for (const [i, answers] of results.entries()) {
      const answer = answers.find((a) => a.propertyId === id);
      if (answer === undefined) continue;
      if (answer.result.verdict === 'unknown') {
        open = answer;
        continue;
      }
      const at = states[i].run?.decidedAt.get(id) ?? Infinity;
      if (best === undefined || at < best.at) best = { answer, at };
    }
    const chosen = best?.answer ?? open;
    if (chosen) merged.push(withoutSolverCalls(chosen));
  }
  // the lanes' solver calls are counted once, on the first answer (the report sums them)
  if (merged.length > 0 && solverCalls > 0) merged[0] = { ...merged[0], solverCalls };
  return merged;
}

function withoutSolverCalls(answer: ReportedAnswer): ReportedAnswer {
  if (answer.solverCalls === undefined) return answer;
  const copy = { ...answer };
  delete copy.solverCalls;
  return copy;
}
