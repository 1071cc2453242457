// The parallel portfolio (`--threads`): under work budgets, `auto` runs as lanes (presets.ts LANES),
// each a preset of its own with its own work budget and work clock, side by side (their solvers on
// worker threads of their own, a lane marked `worker` entirely on a thread of its own: laneThreads.ts;
// `--threads 1` runs them one after the other on the main thread). Lanes share nothing
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
import { withWorkClock, workClock, type LaneStart, type LaneWork } from '../../smt/workClock';
import { DecisionBoard } from './laneBoard';
import { LaneStop, laneLink } from './laneStop';
import { PortfolioRun, runPreset, type LoopOptions, type StageRunners } from './portfolioRun';
import { BUG_LANES, type LanePlan } from './presets';

/** A lane to run on a worker thread of its own (laneThreads.ts): what it needs besides the program. */
export interface OffThreadJob {
  readonly plan: LanePlan;
  /** Its index among the lanes (the board's row, the tie-break of equal times). */
  readonly lane: number;
  readonly ids: readonly string[];
  readonly options: LoopOptions;
  readonly board: DecisionBoard;
  readonly start: LaneStart;
}

/** What a lane on a worker thread hands back: its answers, when it decided them, its work, its engines' figures. */
export interface LaneOutcome {
  readonly answers: ReportedAnswer[];
  readonly decidedAt: readonly (readonly [string, number])[];
  readonly work: LaneWork;
  readonly engines: readonly (readonly [string, Readonly<Record<string, number>>])[];
  /** Satisfiability checks its solvers were asked (the run's statistics count them with the main thread's). */
  readonly solverCalls: number;
}

/** Runs lanes on worker threads (laneThreads.ts); `told` is called when such a lane decided something. */
export interface OffThreadLanes {
  run(job: OffThreadJob, told: () => void): { readonly outcome: Promise<LaneOutcome>; tell(): void };
}

/** One lane as the others see it: its stop rule, its in-thread run, or its worker thread's handle. */
interface LaneState {
  readonly stop: LaneStop;
  run?: PortfolioRun;
  remote?: { tell(): void };
  /** When it decided what it decided (for the merge). */
  decidedAt?: ReadonlyMap<string, number>;
}

/**
 * Runs `lanes` on the open ones of `ids`, at most `threads` at a time (in lane order), each with a
 * budget of `share` × `options.timeoutSeconds`; one answer per open property, the earliest decided.
 * With `offThread` (and a work clock), the lanes marked `worker` run on worker threads of their own.
 */
export async function runLanes(
  ids: readonly string[],
  lanes: readonly LanePlan[],
  options: LoopOptions,
  threads: number,
  runners: StageRunners,
  offThread?: OffThreadLanes,
): Promise<ReportedAnswer[]> {
  const parent = workClock();
  const board = new DecisionBoard(lanes.length, ids);
  const states: LaneState[] = lanes.map((_, i) => {
    const state: LaneState = { stop: new LaneStop(i, board, () => state.run?.decided) };
    return state;
  });
  // a lane that decided something tells the others (their clocks check whether they are done)
  const tellOthers = (i: number): void =>
    states.forEach((l, j) => {
      if (j === i) return;
      l.stop.clock?.checkStop();
      l.remote?.tell();
    });
  const works: LaneWork[] = [];
  const results: ReportedAnswer[][] = lanes.map(() => []);
  const runLane = async (i: number): Promise<void> => {
    const state = states[i];
    const laneOptions = { ...options, timeoutSeconds: options.timeoutSeconds * lanes[i].share };
    const budgetMs = laneOptions.timeoutSeconds * 1000;
    const job =
      parent !== undefined && offThread !== undefined && lanes[i].worker === true && threads > 1
        ? { plan: lanes[i], lane: i, ids, options: laneOptions, board, start: parent.laneStart(budgetMs) }
        : undefined;
    // a worker that cannot start (no laneWorker.js beside the bundle): the lane runs here
    const handle = job && startOffThread(offThread, job, () => tellOthers(i));
    if (handle !== undefined) {
      state.remote = handle;
      const outcome = await handle.outcome;
      state.remote = undefined;
      results[i] = outcome.answers;
      state.decidedAt = new Map(outcome.decidedAt);
      works.push(outcome.work);
      for (const [engine, figures] of outcome.engines) options.onEngine?.(engine, figures);
      return;
    }
    const run = new PortfolioRun(
      ids,
      laneOptions,
      undefined,
      laneLink(i, board, () => tellOthers(i)),
    );
    state.run = run;
    state.decidedAt = run.decidedAt;
    if (parent === undefined) {
      results[i] = await runPreset(lanes[i].preset, run, runners);
      return;
    }
    const clock = parent.lane(budgetMs, (now) => state.stop.done(now));
    state.stop.clock = clock;
    results[i] = await withWorkClock(clock, () => runPreset(lanes[i].preset, run, runners));
    state.stop.ended();
    works.push(clock.work());
  };
  // at most `threads` lanes at once, in lane order
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < lanes.length) await runLane(next++);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, lanes.length)) }, worker));
  parent?.absorb(works);
  return mergeLanes(ids, options.skip, states, results);
}

/**
 * The lanes to run on a program: `lanes`, or, when the program has no Horn encoding (`encodable`
 * false) and some of them need one, `without` (presets.ts BUG_LANES: the bug finders split in two,
 * with the budget the provers would have had partly handed on). Unchanged when every lane needs one.
 */
export function lanesFor(
  lanes: readonly LanePlan[],
  encodable: boolean,
  without: readonly LanePlan[] = BUG_LANES,
): readonly LanePlan[] {
  if (encodable) return lanes;
  const kept = lanes.filter((l) => l.horn !== true);
  if (kept.length === 0 || kept.length === lanes.length) return lanes;
  return without;
}

function startOffThread(
  offThread: OffThreadLanes | undefined,
  job: OffThreadJob,
  told: () => void,
): ReturnType<OffThreadLanes['run']> | undefined {
  try {
    return offThread?.run(job, told);
  } catch {
    return undefined;
  }
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
      const at = states[i].decidedAt?.get(id) ?? Infinity;
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
