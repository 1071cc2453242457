// The engine seam's implementation: runs a portfolio preset (presets.ts) on a program's entry and
// lets only certified answers through. One loop runs any preset: each stage gets its share of the
// entry's time and the properties still open; an UNSAFE candidate stands only when concrete replay
// reaches the same violation; a SAFE candidate only when its certificate passes the independent
// re-check in a fresh solver. Everything else becomes UNKNOWN with the reason.

import { propertyIds } from '../../ir/programCfa';
import { reachableProperties } from '../../ir/reachability';
import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import { unknown } from '../../encodings/result';
import type { SummaryStore } from '../../engines/bam/blockCache';
import type { InvariantStore } from '../../engines/condinv/storedInvariants';
import type { ReportedAnswer } from '../answers';
import { bmcStage } from './bmcStage';
import { LANES, PRESETS, type Stage } from './presets';
import { PortfolioRun, runPreset, type LoopOptions, type StageRunners } from './portfolioRun';
import { lanesFor, runLanes } from './lanes';
import { hornEncodable } from '../../encodings/horn/hornSystems';
import type { LaneThreads } from './laneThreads';
import {
  chcStage,
  condinvStage,
  keepRecords,
  kInductionStage,
  predicateStage,
  templateStage,
  type ProofStage,
  type StageOptions,
} from './proofStages';
import { testingAnswers } from './testingStage';
import { concreteStage } from './concreteStage';

/** The loop's options (portfolioRun.ts: preset, entry, time, template level, skip, seeds), and the stores. */
export interface EngineRunOptions extends LoopOptions {
  /** Build a reproducer for each confirmed violation (the front end writes them). */
  readonly reproducers?: boolean;
  /** BAM's block summaries of earlier runs (hints), and where this run's go. */
  readonly summaries?: SummaryStore;
  /** condinv's per-component invariants of earlier runs, and where this run's go. */
  readonly invariantStore?: InvariantStore;
  /** Run `auto` as lanes (presets.ts LANES), this many at once (work budgets only: lanes.ts). */
  readonly lanes?: number;
  /** With lanes: the run's lane workers (laneThreads.ts), and the entry's hard deadline for their solvers. */
  readonly laneThreads?: { readonly threads: LaneThreads; readonly deadline?: number };
}

export async function certifiedAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  options: EngineRunOptions,
): Promise<ReportedAnswer[]> {
  const run = new PortfolioRun(propertyIds(cfa), { ...options, skip: withUnreached(cfa, options) });
  if (await concreteStage(cfa, pool, run, options.reproducers)) return run.answers;
  const runners = stageRunners(cfa, pool, options);
  if (options.lanes === undefined || options.engine !== 'auto')
    return runPreset(PRESETS[options.engine], run, runners);
  // the lanes share what the single run left of the entry's time
  const left = Math.max(0, options.timeoutSeconds - run.seconds());
  const laneOptions = { ...options, timeoutSeconds: left, skip: new Set(run.decided) };
  const host = options.laneThreads;
  const offThread = host?.threads.offThread(cfa, {
    ...(host.deadline !== undefined ? { deadline: host.deadline } : {}),
    ...(options.reproducers ? { reproducers: true } : {}),
  });
  // a program the provers cannot encode runs without their lane
  const plans = lanesFor(LANES, hornEncodable(cfa, options.entry, laneOptions.skip));
  const lanes = await runLanes(run.ids, plans, laneOptions, options.lanes, runners, offThread);
  return [...run.answers, ...lanes];
}

/**
 * The properties to skip: the caller's, and those no path from the entry reaches (the report calls
 * them unreachable: reachResults.ts), so that no engine searches for them and a lane stops once the
 * reachable ones are decided. None when the walk met a call it cannot follow.
 */
function withUnreached(cfa: ProgramCfa, options: EngineRunOptions): ReadonlySet<string> | undefined {
  const reach = reachableProperties(cfa, options.entry);
  if (reach.opaque !== undefined || !cfa.functions.has(options.entry)) return options.skip;
  const unreached = propertyIds(cfa).filter((id) => !reach.reached.has(id));
  if (unreached.length === 0) return options.skip;
  return new Set([...(options.skip ?? []), ...unreached]);
}

/** The real engines as the portfolio loop's stage runners (laneWorker.ts runs a lane with them too). */
export function stageRunners(cfa: ProgramCfa, pool: SolverPool, options: EngineRunOptions): StageRunners {
  return {
    stage: (stage, r) => runStage(stage, r, cfa, pool, options),
    bmc: (r, searchDeadline, retryChc) => {
      const times = { t0: r.t0, deadline: r.deadline, searchDeadline };
      return bmcStage(cfa, pool, options, r, times, retryChc);
    },
  };
}

/** Runs one stage and records what it decided and learned. */
async function runStage(
  stage: Stage,
  run: PortfolioRun,
  cfa: ProgramCfa,
  pool: SolverPool,
  options: EngineRunOptions,
): Promise<void> {
  const record = (s: ProofStage): void => {
    run.add(s.safe);
    run.lastReason = s.reason !== undefined ? unknown(s.reasonKind ?? 'internal', s.reason) : undefined;
  };
  const figures =
    options.onEngine && ((f: Readonly<Record<string, number>>) => options.onEngine?.(stage.engine, f));
  switch (stage.engine) {
    case 'testing':
      run.add(
        await testingAnswers(
          cfa,
          pool,
          options,
          run.decided,
          run.testingDeadline(stage),
          run.testRuns,
          figures,
        ),
      );
      return;
    case 'templates': {
      const level = options.invariants ?? 'zones';
      const o = { entry: options.entry, skip: run.decided, level, deadline: run.searchDeadline(stage) };
      run.invariants.push(...(await templateStage(cfa, pool, o, figures)));
      return;
    }
    case 'chc': {
      const s = await chcStage(cfa, pool, stageOptions(stage, run));
      record(s);
      if (options.invariantStore) keepRecords(cfa, options.entry, s, options.invariantStore);
      if (s.inductive) run.invariants.push({ invariants: s.inductive, inductive: true });
      run.chcStopped = s.reasonKind;
      return;
    }
    case 'condinv': {
      const warm = stage.when === 'warm';
      const o = stageOptions(stage, run);
      const s = await condinvStage(cfa, pool, o, figures, options.invariantStore, warm);
      if (warm) run.add(s.safe);
      else record(s);
      return;
    }
    case 'kinduction':
      record(await kInductionStage(cfa, pool, stageOptions(stage, run), figures));
      return;
    case 'predicate':
    case 'impact':
    case 'bam': {
      const o = stageOptions(stage, run);
      const s = await predicateStage(cfa, pool, o, stage.engine, options.summaries, figures);
      record(s);
      run.violated = s.violated ?? [];
      return;
    }
    case 'bmc': {
      // a probe (the loop's last stage is bmcStage.ts after the loop): what it decides stands,
      // what it leaves open goes on to the later stages
      const times = { t0: run.t0, deadline: run.deadline, searchDeadline: run.searchDeadline(stage) };
      const probe = await bmcStage(cfa, pool, options, run, times, false, true);
      run.add(probe.answers.filter((a) => a.result.verdict !== 'unknown'));
      return;
    }
  }
}

/** A proving stage's options: the open properties, its search deadline, the invariants so far. */
function stageOptions(stage: Stage, run: PortfolioRun): StageOptions {
  return {
    entry: run.options.entry,
    skip: new Set(run.decided),
    searchDeadline: run.searchDeadline(stage),
    checkDeadline: run.deadline,
    invariants: [...run.invariants],
  };
}

export { TRACE_KEEP, boundTrace } from './unsafeEvidence';
