// A lane of the parallel portfolio on a worker thread of its own (laneThreads.ts is the main
// thread's side): rebuilds the program's CFA from the program (once per program), runs the lane's
// preset with the real engines on solvers of its own (two Z3 workers, kept for the whole run), on
// a work clock of its own started where the main thread said, with the stop rule read from the
// shared decision board, and hands back what laneThreads.ts needs.

import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { buildProgramCfa } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { createSolverPool } from '../../smt/solverPool';
import { WorkClock, withWorkClock } from '../../smt/workClock';
import { DecisionBoard } from './laneBoard';
import { LaneStop, laneLink } from './laneStop';
import type { LaneOutcome } from './lanes';
import type { FromLaneWorker, ToLaneWorker, WireJob } from './laneThreads';
import { PortfolioRun, runPreset } from './portfolioRun';
import { stageRunners, type EngineRunOptions } from './certifiedAnswers';

/** Two solver sessions at most (as a lane on the main thread: k-induction's base case and step). */
const pool = createSolverPool({ maxWorkers: 2 });
let held: { readonly key: number; readonly cfa: ProgramCfa } | undefined;
/** The running lane's stop rule (a `tell` makes its clock check it). */
let running: LaneStop | undefined;

function post(m: FromLaneWorker): void {
  parentPort?.postMessage(m);
}

async function runJob(job: WireJob): Promise<LaneOutcome> {
  if (job.program !== undefined)
    held = { key: job.programKey, cfa: buildProgramCfa(job.program, job.cfaOptions) };
  if (held === undefined || held.key !== job.programKey) throw new Error('lane worker: program not sent');
  const cfa = held.cfa;
  const board = new DecisionBoard(job.lanes, job.ids, job.board);
  const engines: [string, Readonly<Record<string, number>>][] = [];
  const options: EngineRunOptions = {
    ...job.options,
    onEngine: (engine, figures) => engines.push([engine, { ...figures }]),
    ...(job.reproducers ? { reproducers: true } : {}),
  };
  // the lane's stop asks what the run decided (nothing yet while the run does not exist)
  const started: { run?: PortfolioRun } = {};
  const stop = new LaneStop(job.lane, board, () => started.run?.decided);
  const clock = WorkClock.forLane(job.start, (now) => stop.done(now));
  stop.clock = clock;
  // the run starts on the lane's clock (its origin is the parent's work time), as a lane on the
  // main thread does: read outside it, the worker's wall clock would set the lane's slices and
  // deadline, so they would hang on how long the front end took, and its seconds could be negative
  const lane = new PortfolioRun(
    job.ids,
    options,
    clock,
    laneLink(job.lane, board, () => post({ kind: 'told' })),
  );
  started.run = lane;
  running = stop;
  const callsBefore = pool.stats().calls;
  try {
    const runners = stageRunners(cfa, pool.withDeadline(job.deadline), options);
    const answers = await withWorkClock(clock, () => runPreset(job.preset, lane, runners));
    const solverCalls = pool.stats().calls - callsBefore;
    return { answers, decidedAt: [...lane.decidedAt], work: clock.work(), engines, solverCalls };
  } finally {
    stop.ended();
    running = undefined;
  }
}

const mine = (workerData as { proofgateLaneWorker?: boolean } | undefined)?.proofgateLaneWorker === true;
if (!isMainThread && parentPort !== null && mine) {
  parentPort.on('message', (m: ToLaneWorker) => {
    if (m.kind === 'tell') {
      running?.clock?.checkStop();
      return;
    }
    runJob(m.job).then(
      (outcome) => post({ kind: 'done', outcome }),
      (e: unknown) => post({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  });
}
