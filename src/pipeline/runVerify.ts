// The `verify` pipeline shared by the CLI and the Action: turns paths into programs, loads each
// through the front end, builds its CFAs, asks the portfolio about every property of each entry
// (one seam, `answerProperties`, with the artifact store in front when there is one), combines the
// entries' answers and returns the results model; with a base commit it also lists the functions
// that changed and marks the properties whose cone did. It writes no files: witnesses and
// reproducers come back as text for the front ends to write.

import { unknownLoc, type Diagnostic } from '../frontend/diagnostics';
import { buildProgramCfa, propertyIds } from '../ir/programCfa';
import type { ProgramCfa } from '../ir/cfa';
import { reachableProperties } from '../ir/reachability';
import { createSolverPool, type SolverPool } from '../smt/solverPool';
import { programPrints, type KeyOptions, type ProgramPrints } from '../incremental/keys';
import { ArtifactStore } from '../incremental/store';
import { GitError } from '../incremental/gitBase';
import type { ReportedAnswer, ReproducerFile } from './answers';
import { combineEntries, entriesOf, isEntryPattern } from './entries';
import { allUnknown, runEntries } from './entryRuns';
import {
  DEFAULT_VERIFY_OPTIONS,
  cfaOptionsOf,
  defaultThreads,
  keyOptionsOf,
  type VerifyOptions,
  type VerifyRequest,
} from './options';
import { changedProperties, programResults } from './programResults';
import { HeadPrints, loadBase, rootOf, type BaseVersion } from './programs/baseChanges';
import { programsInOrder, type OrderedProgram } from './programs/changedFirst';
import { planPrograms } from './programs/programPlan';
import { programKey } from './programs/shardPlan';
import { assignPrograms, shardSection, type ShardAssignment } from './shardRun';
import { linesOfTraces, withChangeSites } from './changeSites';
import { markUnreached, reachedAnswers } from './reachResults';
import {
  compareResults,
  emptyReuse,
  overallVerdict,
  type PropertyResult,
  type VerifyReport,
} from './results';
import { cachedAnswers, type CacheContext } from './reuse/cachedAnswers';
import { RunTally } from './runStats';
import { vacuousProperties } from './vacuity';
import { VACUITY } from './portfolio/presets';
import { underBudget } from './workBudget';
import { WorkClock, withWorkClock } from '../smt/workClock';
import { witnessYaml, type ProgramWitness } from './witness';
import { LaneThreads } from './portfolio/laneThreads';

export interface VerifyRun {
  /** Results of every program that loaded (all of them when `failed` is false). */
  readonly report: VerifyReport;
  /** Every diagnostic of every program, in program order. */
  readonly diagnostics: readonly Diagnostic[];
  /** True when some input could not be loaded: the report is then incomplete. */
  readonly failed: boolean;
  /** Programs (or harnesses of them) the run's time budget left unverified, in verification order. */
  readonly budgetSkipped: readonly SkippedProgram[];
  /** With `options.witnesses`: a witness per decided program; `several` when the run had more than one program. */
  readonly witnesses?: { readonly several: boolean; readonly programs: readonly ProgramWitness[] };
  /** With `options.reproducers`: one per violation found in this run (a later one of the same name replaces it). */
  readonly reproducers?: readonly ReproducerFile[];
  /** Seconds each verified program took, by program key (shardPlan.ts): the next run's cost table. */
  readonly programSeconds: ReadonlyMap<string, number>;
}

/**
 * A program the budget ran out before; `changed`: with a base (`compared`), it holds a changed
 * function; without one it is always true (nothing shows it unchanged).
 */
export interface SkippedProgram {
  readonly files: readonly string[];
  readonly changed: boolean;
  readonly compared: boolean;
}

/** What the run carries from program to program. */
interface RunState {
  readonly options: VerifyOptions;
  readonly runStarted: number;
  readonly tally: RunTally;
  readonly diagnostics: Diagnostic[];
  readonly results: PropertyResult[];
  readonly budgetSkipped: SkippedProgram[];
  readonly witnesses: ProgramWitness[];
  readonly reproducers: ReproducerFile[];
  readonly cache: CacheContext | undefined;
  base: { version: BaseVersion; head: HeadPrints } | undefined;
  pool: SolverPool | undefined;
  /** With lanes on several threads: the run's lane workers (laneThreads.ts). */
  laneThreads: LaneThreads | undefined;
  /** Some program had a function the entry pattern matched. */
  matchedPattern: boolean;
}

export async function runVerify(request: VerifyRequest): Promise<VerifyRun> {
  const tally = new RunTally();
  const runStarted = request.startedAt ?? Date.now();
  const options = request.options ?? DEFAULT_VERIFY_OPTIONS;
  const plan = await planPrograms(request.paths, request.exclude, undefined, options.entry);
  // the process' start-up and planning count towards the first program (a lone program's --timeout
  // is its wall time); the base's loading and the other programs' front ends do not
  const startUpMs = Date.now() - runStarted;
  const run: RunState = {
    options,
    runStarted,
    tally,
    diagnostics: [...plan.diagnostics],
    results: [],
    budgetSkipped: [],
    witnesses: [],
    reproducers: [],
    cache: cacheContext(options),
    base: undefined,
    pool: undefined,
    laneThreads: undefined,
    matchedPattern: false,
  };
  const sharding = assignPrograms(request, options, plan.programs);
  run.base = await baseOf(request, run, sharding);
  const programSeconds = new Map<string, number>();
  try {
    const base = run.base ? { version: run.base.version, root: run.base.head.root } : undefined;
    let first = true;
    const ordered = programsInOrder(sharding.assigned, request.frontend, cfaOptionsOf(options), base);
    for await (const program of ordered) {
      // a program's own front end counts towards its first entry (the first's: start-up too)
      const programStarted = Date.now() - program.loadMs - (first ? startUpMs : 0);
      first = false;
      await verifyProgram(run, program, programStarted);
      programSeconds.set(programKey(program.files, sharding.root), (Date.now() - programStarted) / 1000);
    }
    const pattern = options.entry !== undefined && isEntryPattern(options.entry);
    if (pattern && !run.matchedPattern && plan.programs.length > 0) {
      run.diagnostics.push({
        severity: 'error',
        loc: unknownLoc(request.paths[0] ?? '.'),
        message: `no function of any program matches the entry pattern '${options.entry}'`,
      });
    }
  } finally {
    await run.pool?.shutdown();
    await run.laneThreads?.shutdown();
  }
  const results = placeChanges(run, run.results.sort(compareResults));
  const report: VerifyReport = {
    version: 1,
    verdict: overallVerdict(results),
    properties: results,
    stats: tally.stats(
      results,
      run.diagnostics,
      options.engine,
      run.pool,
      run.cache,
      run.laneThreads?.solverCalls,
    ),
    ...(run.base ? { changes: tally.changeReport(run.base.version, run.base.head) } : {}),
    ...(plan.programs.length > 1 ? { programs: plan.programs } : {}),
  };
  const section = shardSection(sharding, plan.programs, programSeconds, run.budgetSkipped);
  return {
    report: section ? { ...report, shard: section } : report,
    programSeconds,
    diagnostics: run.diagnostics,
    failed: run.diagnostics.some((d) => d.severity === 'error'),
    budgetSkipped: run.budgetSkipped,
    ...(options.witnesses
      ? { witnesses: { several: plan.programs.length > 1, programs: run.witnesses } }
      : {}),
    ...(options.reproducers ? { reproducers: run.reproducers } : {}),
  };
}

/**
 * With a base: violations placed at the changed line their counterexample passes through. A git
 * failure leaves them at their property, with a warning.
 */
function placeChanges(run: RunState, results: PropertyResult[]): PropertyResult[] {
  if (!run.base || !results.some((p) => p.verdict === 'unsafe')) return results;
  try {
    return withChangeSites(results, linesOfTraces(run.base.head.root, run.base.version.commit, results));
  } catch (e) {
    if (!(e instanceof GitError)) throw e;
    run.diagnostics.push({
      severity: 'warning',
      loc: unknownLoc('.'),
      message: `violations are shown at their property, not at the changed lines: ${e.message}`,
    });
    return results;
  }
}

function cacheContext(options: VerifyOptions): CacheContext | undefined {
  if (!options.cacheDir) return undefined;
  return {
    store: new ArtifactStore(options.cacheDir),
    origin: options.origin ?? { event: 'local' },
    readRecords: options.reuse !== false,
    reuse: emptyReuse(),
  };
}

/** The base version to compare with (`--base`); a git failure is an input error of the run. */
async function baseOf(
  request: VerifyRequest,
  run: RunState,
  sharding: ShardAssignment,
): Promise<RunState['base']> {
  const options = run.options;
  if (options.base === undefined) return undefined;
  try {
    const root = rootOf(request.paths);
    const keyOptions = (cfa: ProgramCfa, entry = options.entry ?? 'main'): KeyOptions =>
      keyOptionsOf(options, cfa, entry);
    const version = await loadBase(
      root,
      options.base,
      { ...request, ...(options.entry !== undefined ? { entry: options.entry } : {}) },
      cfaOptionsOf(options),
      keyOptions,
      sharding.keepBase,
    );
    return { version, head: new HeadPrints(root) };
  } catch (e) {
    if (!(e instanceof GitError)) throw e;
    run.diagnostics.push({
      severity: 'error',
      loc: unknownLoc('.'),
      message: `--base ${options.base}: ${e.message}`,
    });
    return undefined;
  }
}

/** One program: its entries, its properties' answers (or why none can be had), its results. */
async function verifyProgram(run: RunState, program: OrderedProgram, programStarted: number): Promise<void> {
  const { options, base } = run;
  const { files, loaded } = program;
  run.diagnostics.push(...loaded.diagnostics);
  if (!loaded.program) return;
  const cfa = program.cfa ?? buildProgramCfa(loaded.program, cfaOptionsOf(options));
  const entries = entriesOf(cfa, options.entry);
  if (entries.length === 0) {
    if (options.entry === undefined || !isEntryPattern(options.entry)) {
      run.diagnostics.push({
        severity: 'error',
        loc: unknownLoc(files[0] ?? '.'),
        message: `entry function '${options.entry ?? 'main'}' is not defined in this program`,
      });
    }
    return;
  }
  run.matchedPattern = true;
  const prints = run.cache || base ? programPrints(cfa) : undefined;
  if (prints) base?.head.add(prints);
  if (base && prints) run.tally.addCallGraph(cfa.callGraph, prints, base.head.root);
  const byEntry = entries.map((e) => keyOptionsOf(options, cfa, e));
  const changed = base && prints ? changedProperties(cfa, prints, byEntry, base.version) : undefined;
  run.tally.addProgram(cfa);
  const ids = propertyIds(cfa);
  if (ids.length === 0) return;
  const undecidable = whyUndecidable(cfa, entries, loaded.program.diagnostics, options);
  if (undecidable !== undefined) {
    run.results.push(...programResults(cfa, allUnknown(ids, 'unsupported', undecidable), changed));
    return;
  }
  const answers = await entryAnswers(run, cfa, entries, ids, prints, program, programStarted);
  const vacuous = await vacuousOnes(cfa, run, entries, answers.combined, answers.deadline);
  const reach = answers.reach;
  const mine = markUnreached(programResults(cfa, answers.combined, changed), entries, reach).map((r) =>
    r.verdict === 'safe' && vacuous.has(r.id) ? { ...r, vacuous: true } : r,
  );
  run.results.push(...mine);
  if (options.witnesses) {
    const checks = [...options.checks];
    const yaml = witnessYaml(cfa, mine, answers.combined, { entry: entries[0] ?? 'main', checks });
    if (yaml !== undefined) run.witnesses.push({ files: cfa.program.files, yaml });
  }
}

/** Why no property of the program can be decided, if so: no entry to run it, or a global unsupported construct. */
function whyUndecidable(
  cfa: ProgramCfa,
  entries: readonly string[],
  diagnostics: readonly Diagnostic[],
  options: VerifyOptions,
): string | undefined {
  // no main and no --entry (a library): nothing runs its code, which is not to call it unreachable
  if (!cfa.functions.has(entries[0]) && options.entry === undefined) {
    return `no entry function 'main': the program defines none (name a harness with --entry)`;
  }
  // An unsupported construct outside any function (e.g. in a global initializer) taints the
  // whole program: no property can be decided.
  const global = diagnostics.find((d) => d.severity === 'unsupported' && d.function === undefined);
  if (global)
    return `unsupported: ${global.feature ?? global.message} (${global.loc.file}:${global.loc.line})`;
  return undefined;
}

/** Every entry's answers under the run's limits, combined into one answer per property. */
async function entryAnswers(
  run: RunState,
  cfa: ProgramCfa,
  entries: readonly string[],
  ids: readonly string[],
  prints: ProgramPrints | undefined,
  program: OrderedProgram,
  programStarted: number,
): Promise<{
  combined: ReportedAnswer[];
  reach: ReturnType<typeof reachableProperties>[];
  deadline: number;
}> {
  const { options } = run;
  // two solver sessions per lane at most (k-induction's base case and step)
  const pool = (run.pool ??= createSolverPool({ maxWorkers: 2 * threadsOf(options) }));
  if (options.budgets !== 'wall' && threadsOf(options) > 1)
    run.laneThreads ??= new LaneThreads(cfaOptionsOf(options));
  const engineStarted = process.hrtime.bigint();
  const limits = {
    timeoutSeconds: options.timeoutSeconds,
    budgetSeconds: options.budgetSeconds,
    runStarted: run.runStarted,
    programStarted,
  };
  const runs = await runEntries(entries, ids, limits, async (entry, seconds, deadline) => {
    const budgeted = await underBudget(options, { seconds, deadline, entry }, (given) =>
      answerProperties(
        cfa,
        { ...options, timeoutSeconds: given, entry },
        pool.withDeadline(deadline),
        run,
        prints,
        deadline,
      ),
    );
    run.tally.addBudget(budgeted);
    return budgeted.answers;
  });
  for (const got of runs.perEntry) for (const a of got) if (a.reproducer) run.reproducers.push(a.reproducer);
  const tagged = entries.length > 1 || (options.entry !== undefined && isEntryPattern(options.entry));
  const perEntry = runs.perEntry.map((got, i) =>
    tagged ? got.map((a) => ({ ...a, entry: entries[i] })) : got,
  );
  // without a base nothing shows a program unchanged: what the budget cut counts as changed
  if (runs.cutShort) {
    const changed = run.base ? program.changed === true : true;
    run.budgetSkipped.push({ files: program.files, changed, compared: !!run.base });
  }
  const reach = entries.map((e) => reachableProperties(cfa, e));
  const combined = combineEntries(reachedAnswers(perEntry, reach), reach);
  run.tally.engineSeconds += Number(process.hrtime.bigint() - engineStarted) / 1e9;
  return { combined, reach, deadline: runs.deadline };
}

// ---------------------------------------------------------------------------------------------
// ENGINE SEAM: the one place where the verification engines are called.
// Answer every property of the program (any order; a property left out is reported UNKNOWN).
// Contract: an `unsafe` answer must carry the trace that src/certify replayed, and a `safe` answer
// must have had its certificate re-checked; engine candidates that fail certification are to be
// returned as `unknown` with the reason. `options.timeoutSeconds` is per property.
// ---------------------------------------------------------------------------------------------
async function answerProperties(
  cfa: ProgramCfa,
  options: VerifyOptions,
  pool: SolverPool,
  run: RunState,
  prints: ProgramPrints | undefined,
  deadline: number | undefined,
): Promise<ReportedAnswer[]> {
  const entry = options.entry ?? 'main';
  const portfolio = {
    onEngine: (name: string, figures: Readonly<Record<string, number>>) => run.tally.addEngine(name, figures),
    engine: options.engine,
    entry,
    timeoutSeconds: options.timeoutSeconds,
    ...(options.reproducers ? { reproducers: true } : {}),
    ...(options.invariants ? { invariants: options.invariants } : {}),
    ...(options.budgets !== 'wall' ? { lanes: threadsOf(options) } : {}),
    ...(run.laneThreads
      ? { laneThreads: { threads: run.laneThreads, ...(deadline !== undefined ? { deadline } : {}) } }
      : {}),
    keyOptions: keyOptionsOf(options, cfa, entry),
  };
  return cachedAnswers(cfa, pool, portfolio, run.cache, prints);
}

/** Lanes of the portfolio at once: `--threads`, else the cores available (work budgets only). */
function threadsOf(options: VerifyOptions): number {
  return options.budgets === 'wall' ? 1 : (options.threads ?? defaultThreads());
}

/**
 * SAFE properties whose certificate shows their location is never reached (one entry only: with
 * harnesses, each reaching harness would need its own certificate), in VACUITY's share of the time.
 */
async function vacuousOnes(
  cfa: ProgramCfa,
  run: RunState,
  entries: readonly string[],
  answers: readonly ReportedAnswer[],
  deadline: number,
): Promise<Set<string>> {
  const { options, pool } = run;
  if (!pool || entries.length !== 1 || !answers.some((a) => a.result.verdict === 'safe')) return new Set();
  // within the entry's time limit: what the engines left of it, at most a tenth of the timeout
  // (under a work budget: its share as work, the entry's deadline as the wall-clock safety net)
  const share = options.timeoutSeconds * VACUITY.share * 1000;
  const left = deadline - Date.now();
  const work = options.budgets !== 'wall';
  const ms = Math.min(VACUITY.capSeconds * 1000, share, work ? Infinity : left);
  if (ms < VACUITY.minSeconds * 1000 || left <= 0) return new Set();
  const fresh = (): ProgramCfa => buildProgramCfa(cfa.program, cfaOptionsOf(options));
  const check = (): Promise<Set<string>> =>
    vacuousProperties(fresh, pool.withDeadline(deadline), entries[0], answers, ms);
  return work ? withWorkClock(new WorkClock(Date.now(), { deadline, budgetMs: ms }), check) : check();
}
