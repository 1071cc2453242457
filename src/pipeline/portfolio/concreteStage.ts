// Memory safety (`--check memory`, `leak`) is decided by concrete runs, the interpreter being the
// referee: no SMT encoding models object bounds, lifetimes or reachability yet (the encoders
// over-approximate each test by a fresh Boolean, so they never prove one). Two runs decide:
// - a program that reads no input that matters has one execution: when the interpreter runs it to
//   its normal end, every open property is SAFE by a single-run certificate, re-checked by a second,
//   independent run (certify/checkSingleRun.ts);
// - random testing finds violations on other programs, each replayed (testingStage.ts).
// When only memory properties are open, the SMT engines are skipped and testing gets their time;
// what no run decides is UNKNOWN with that reason.

import type { ProgramCfa } from '../../ir/cfa';
import { memoryPropertyIds, propertyIds } from '../../ir/programCfa';
import type { SolverPool } from '../../smt/solverPool';
import { unknown } from '../../encodings/result';
import { checkCertificate } from '../../certify/checkCertificate';
import { isCompleteRun, singleRun } from '../../certify/checkSingleRun';
import type { ReportedAnswer } from '../answers';
import { ALONE_UNTIL, SINGLE_RUN } from './presets';
import type { PortfolioRun } from './portfolioRun';
import { testingAnswers } from './testingStage';

/** Why a memory-safety property no run decided is UNKNOWN. */
export const MEMORY_UNKNOWN =
  'memory safety is decided by concrete runs only: the program reads input, and random testing found no violation';

/** The single-run certificate's answers for the open properties, if the program has one execution. */
async function singleRunAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  run: PortfolioRun,
): Promise<ReportedAnswer[]> {
  const open = propertyIds(cfa).filter((id) => !run.decided.has(id));
  if (open.length === 0) return [];
  const started = run.clock.now();
  const deadline = Math.min(
    run.deadline,
    started + Math.min(run.ms(SINGLE_RUN.share), SINGLE_RUN.capSeconds * 1000),
  );
  if (!isCompleteRun(singleRun(cfa, run.options.entry, deadline)).accepted) return [];
  const certificate = { kind: 'single-run' } as const;
  const task = { cfa, entry: run.options.entry, propertyIds: new Set(open) };
  const outcome = await checkCertificate(task, certificate, pool, run.deadline);
  const seconds = (run.clock.now() - started) / 1000;
  const result =
    outcome.status === 'accepted'
      ? ({ verdict: 'safe', certificate } as const)
      : unknown('internal', `internal error: single-run certificate ${outcome.status} (${outcome.reason})`);
  return open.map((propertyId) => ({ propertyId, engine: 'single-run', seconds, result }));
}

/**
 * Before the preset: the single run when the program has memory properties. Returns true when
 * only memory properties were open: testing then ran in the SMT engines' place and every
 * property has its answer.
 */
export async function concreteStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  run: PortfolioRun,
  reproducers: boolean | undefined,
): Promise<boolean> {
  const memory = memoryPropertyIds(cfa);
  if ([...memory].every((id) => run.decided.has(id))) return false;
  run.add(await singleRunAnswers(cfa, pool, run));
  const open = run.ids.filter((id) => !run.decided.has(id));
  if (open.some((id) => !memory.has(id))) return false;
  const options = { entry: run.options.entry, ...(reproducers ? { reproducers } : {}) };
  const until = run.t0 + run.ms(ALONE_UNTIL);
  run.add(await testingAnswers(cfa, pool, options, run.decided, until, run.testRuns));
  const seconds = run.seconds();
  const rest = run.ids.filter((id) => !run.decided.has(id));
  run.add(
    rest.map((propertyId) => ({
      propertyId,
      engine: 'testing',
      seconds,
      result: unknown('incomplete', MEMORY_UNKNOWN),
    })),
  );
  return true;
}
