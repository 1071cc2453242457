// The `verify` pipeline shared by the CLI and the Action: turns paths into programs, loads each
// through the front end, builds its CFAs, asks the engines about every property (one seam,
// `answerProperties`, with the artifact store in front when there is one) and reports the results;
// with a base commit it also lists the functions that changed and marks the properties whose cone did.

import { loopInvariants, type LoopInvariant } from './invariantsC';
import { writeWitness } from './witness';
import { programsInOrder } from './changedFirst';
import { unknownLoc, type Diagnostic } from '../frontend/diagnostics';
import type { FrontendOptions } from '../frontend/unit';
import { buildProgramCfa, propertyIds } from '../ir/programCfa';
import type { CallGraph, ProgramCfa } from '../ir/cfa';
import { answersById, findingResult, toPropertyResult, type ReportedAnswer } from './answers';
import { compareStrings, planPrograms } from './programPlan';
import { cachedAnswers, type CacheContext } from './cachedAnswers';
import { HeadPrints, changesSince, loadBase, rootOf, type BaseVersion } from './baseChanges';
import { programPrints, propertyKey, type KeyOptions, type ProgramPrints } from '../incremental/keys';
import { ArtifactStore, type Origin } from '../incremental/store';
import { GitError } from '../incremental/gitBase';
import { inShard, type Shard } from './programPlan';
import { reachableProperties, type Reachability } from '../ir/reachability';
import { markUnreached, reachedAnswers, reaches } from './reachResults';
import { vacuousProperties } from './vacuity';
import { allUnknown, runEntries } from './entryRuns';
import picomatch from 'picomatch';
import { createSolverPool, type SolverPool } from '../smt/solverPool';
import {
  compareResults,
  emptyReuse,
  REUSE_KINDS,
  overallVerdict,
  roundSeconds,
  type ChangeReport,
  type ReuseCost,
  type ReuseKind,
  type PropertyResult,
  type UnsupportedUse,
  type VerifyReport,
} from './results';

export const ENGINES_LATER = 'verification engines arrive in a later version of proofgate';

export const ENGINES = ['auto', 'bmc', 'chc', 'kinduction', 'predicate', 'impact', 'bam', 'condinv'] as const;
export const INVARIANT_LEVELS = ['none', 'intervals', 'zones'] as const;
/** `auto` lets proofgate pick per property; the others force one engine. */
export type EngineChoice = (typeof ENGINES)[number];

import type { CheckName } from '../ir/checks';
import type { BamCacheReport, CondinvReport } from './proofStages';
import { emptyStats } from '../engines/condinv/checkSafe';
export { CHECKS, type CheckName } from '../ir/checks';

export const DEFAULT_TIMEOUT_SECONDS = 60;

/** How to verify, beyond how to load the program (FrontendOptions). */
export interface VerifyOptions {
  readonly engine: EngineChoice;
  /** Template invariants for k-induction: none, intervals, or intervals then octagons (default). */
  readonly invariants?: (typeof INVARIANT_LEVELS)[number];
  /** Time limit per program (all of its properties are checked together), in seconds. */
  readonly timeoutSeconds: number;
  /** Extra property families: signed overflow, division by zero, array bounds. */
  readonly checks: ReadonlySet<CheckName>;
  /** Where to write a reproducer (a C harness) for each violation; none when undefined. */
  readonly reproducerDir?: string;
  /**
   * Entry function of every program (undefined: `main`), or a glob pattern of harness functions
   * (`proof_*`): each match is verified as an entry and a property is SAFE only under all of them.
   */
  readonly entry?: string;
  /** Directory of the artifact store (verdicts reused across runs); undefined: no store. */
  readonly cacheDir?: string;
  /** With a store: false verifies everything again (a full run) and refreshes the records. */
  readonly reuse?: boolean;
  /** Who writes records (default: a local run). */
  readonly origin?: Origin;
  /** A git ref to compare with: the report lists changed functions and marks changed properties. */
  readonly base?: string;
  /** Time for the whole run, in seconds: a program gets at most what is left of it. */
  readonly budgetSeconds?: number;
  /** Write an SV-COMP YAML 2.0 witness per decided program here (a file; a folder with several programs). */
  readonly witness?: string;
  /** Verify only this part of the programs (`index` of `count`, 1-based), for parallel jobs. */
  readonly shard?: Shard;
}

export const DEFAULT_VERIFY_OPTIONS: VerifyOptions = {
  engine: 'auto',
  timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
  checks: new Set(),
};

export interface VerifyRequest {
  /** Files and directories, as given by the user. */
  readonly paths: readonly string[];
  readonly frontend: FrontendOptions;
  /** DEFAULT_VERIFY_OPTIONS when absent. */
  readonly options?: VerifyOptions;
  /** Glob patterns (relative to the working directory) of files to leave out. */
  readonly exclude?: readonly string[];
  /** When the run's time began (Date.now() ms; default: now). The CLI passes its process' start. */
  readonly startedAt?: number;
}

export { planPrograms, type ProgramPlan } from './programPlan';

export interface VerifyRun {
  /** Results of every program that loaded (all of them when `failed` is false). */
  readonly report: VerifyReport;
  /** Every diagnostic of every program, in program order. */
  readonly diagnostics: readonly Diagnostic[];
  /** True when some input could not be loaded: the report is then incomplete. */
  readonly failed: boolean;
  /** Programs (or harnesses of them) the run's time budget left unverified, in verification order. */
  readonly budgetSkipped: readonly SkippedProgram[];
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

export async function runVerify(request: VerifyRequest): Promise<VerifyRun> {
  const started = process.hrtime.bigint();
  const runStarted = request.startedAt ?? Date.now();
  let firstProgram = true;
  const bamCache: BamCacheReport = { requests: 0, hits: 0, importedHits: 0, analyses: 0 };
  const condinv: CondinvReport = emptyStats();
  const options = request.options ?? DEFAULT_VERIFY_OPTIONS;
  const plan = await planPrograms(request.paths, request.exclude);
  // the process' start-up and planning count towards the first program (a lone program's --timeout
  // is its wall time); the base's loading and the other programs' front ends do not
  const startUpMs = Date.now() - runStarted;
  const diagnostics = [...plan.diagnostics];
  const results: PropertyResult[] = [];
  const external = new Set<string>();
  let functions = 0;
  let engineSeconds = 0;
  let pool: SolverPool | undefined;
  const cache: CacheContext | undefined = options.cacheDir
    ? {
        store: new ArtifactStore(options.cacheDir),
        origin: options.origin ?? { event: 'local' },
        readRecords: options.reuse !== false,
        reuse: emptyReuse(),
      }
    : undefined;
  const keyOptions = (cfa: ProgramCfa, entry = options.entry ?? 'main'): KeyOptions =>
    keyOptionsOf(options, cfa, entry);
  const pattern = options.entry !== undefined && isEntryPattern(options.entry);
  let matchedPattern = false;
  let base: { version: BaseVersion; head: HeadPrints } | undefined;
  const callGraphs: CallGraph[] = [];
  const budgetSkipped: SkippedProgram[] = [];
  if (options.base !== undefined) {
    try {
      const root = rootOf(request.paths);
      const cfaOptions = { checks: options.checks };
      const version = await loadBase(root, options.base, request, cfaOptions, keyOptions, options.shard);
      base = { version, head: new HeadPrints(root) };
    } catch (e) {
      if (!(e instanceof GitError)) throw e;
      diagnostics.push({
        severity: 'error',
        loc: unknownLoc('.'),
        message: `--base ${options.base}: ${e.message}`,
      });
    }
  }
  try {
    const shardRoot = base?.head.root ?? process.cwd();
    const assigned = plan.programs.filter((f) => inShard(f, options.shard, shardRoot));
    const ordered = programsInOrder(
      assigned,
      request.frontend,
      { checks: options.checks },
      base ? { version: base.version, root: base.head.root } : undefined,
    );
    for await (const { files, loaded, cfa: built, changed: programChanged, loadMs } of ordered) {
      // a program's own front end counts towards its first entry (the first's: start-up too)
      const programStarted = Date.now() - loadMs - (firstProgram ? startUpMs : 0);
      firstProgram = false;
      diagnostics.push(...loaded.diagnostics);
      if (!loaded.program) continue;
      const cfa = built ?? buildProgramCfa(loaded.program, { checks: options.checks });
      const entries = entriesOf(cfa, options.entry);
      if (entries.length === 0) {
        if (!pattern) {
          diagnostics.push({
            severity: 'error',
            loc: unknownLoc(files[0] ?? '.'),
            message: `entry function '${options.entry ?? 'main'}' is not defined in this program`,
          });
        }
        continue;
      }
      matchedPattern = true;
      const prints = cache || base ? programPrints(cfa) : undefined;
      if (prints) base?.head.add(prints);
      if (base) callGraphs.push(cfa.callGraph);
      const changed =
        base && prints
          ? changedProperties(
              cfa,
              prints,
              entries.map((e) => keyOptions(cfa, e)),
              base.version,
            )
          : undefined;
      functions += cfa.functions.size;
      for (const name of cfa.callGraph.external) external.add(name);
      const ids = propertyIds(cfa);
      if (ids.length === 0) continue;
      // no main and no --entry (a library): nothing runs its code, which is not to call it unreachable
      if (!cfa.functions.has(entries[0]) && options.entry === undefined) {
        const reason = `no entry function 'main': the program defines none (name a harness with --entry)`;
        results.push(...programResults(cfa, allUnknown(ids, reason), changed));
        continue;
      }
      // An unsupported construct outside any function (e.g. in a global initializer) taints the
      // whole program: no property can be decided.
      const global = loaded.program.diagnostics.find(
        (d) => d.severity === 'unsupported' && d.function === undefined,
      );
      if (global) {
        const reason = `unsupported: ${global.feature ?? global.message} (${global.loc.file}:${global.loc.line})`;
        results.push(...programResults(cfa, allUnknown(ids, reason), changed));
        continue;
      }
      pool ??= createSolverPool();
      const engineStarted = process.hrtime.bigint();
      const usePool = pool;
      const runs = await runEntries(
        entries,
        ids,
        {
          timeoutSeconds: options.timeoutSeconds,
          budgetSeconds: options.budgetSeconds,
          runStarted,
          programStarted,
        },
        (entry, seconds, deadline) =>
          answerProperties(
            cfa,
            { ...options, timeoutSeconds: seconds, entry },
            usePool.withDeadline(deadline),
            cache,
            prints,
            bamCache,
            condinv,
          ),
      );
      const tagged = entries.length > 1 || pattern;
      const perEntry = runs.perEntry.map((got, i) =>
        tagged ? got.map((a) => ({ ...a, entry: entries[i] })) : got,
      );
      const entryDeadline = runs.deadline;
      const cutShort = runs.cutShort;
      // without a base nothing shows a program unchanged: what the budget cut counts as changed
      if (cutShort)
        budgetSkipped.push({ files, changed: base ? programChanged === true : true, compared: !!base });
      const reach = entries.map((e) => reachableProperties(cfa, e));
      const answers = combineEntries(reachedAnswers(perEntry, reach), reach);
      engineSeconds += Number(process.hrtime.bigint() - engineStarted) / 1e9;
      const vacuous = await vacuousOnes(cfa, pool, entries, answers, options, entryDeadline);
      const mine = markUnreached(programResults(cfa, answers, changed), entries, reach).map((r) =>
        r.verdict === 'safe' && vacuous.has(r.id) ? { ...r, vacuous: true } : r,
      );
      results.push(...mine);
      if (options.witness !== undefined) {
        writeWitness(options.witness, plan.programs.length > 1, cfa, mine, answers, {
          entry: entries[0] ?? 'main',
          checks: [...options.checks],
        });
      }
    }
    if (pattern && !matchedPattern && plan.programs.length > 0) {
      diagnostics.push({
        severity: 'error',
        loc: unknownLoc(request.paths[0] ?? '.'),
        message: `no function of any program matches the entry pattern '${options.entry}'`,
      });
    }
  } finally {
    await pool?.shutdown();
  }
  results.sort(compareResults);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage();
  const report: VerifyReport = {
    version: 1,
    verdict: overallVerdict(results),
    properties: results,
    stats: {
      seconds: roundSeconds(seconds),
      cpuSeconds: roundSeconds((cpu.user + cpu.system) / 1e6),
      engineSeconds: roundSeconds(engineSeconds),
      // every check asked of the solver: the engines', the certificate checks' and the re-checks'
      solverCalls: pool?.stats().calls ?? 0,
      functions,
      properties: results.length,
      externalFunctions: [...external].sort(compareStrings),
      unsupported: diagnostics.filter((d) => d.severity === 'unsupported').map(toUnsupportedUse),
      ...(cache ? { reused: results.filter((r) => r.reused).length } : {}),
      ...(cache?.reuse ? { reuse: roundReuse(cache.reuse) } : {}),
      ...(options.engine === 'bam' ? { bamCache } : {}),
      // with `auto`, when its condinv stage ran (warm runs with stored invariants)
      ...(options.engine === 'condinv' || condinv.condSafeCalls + condinv.stored > 0 ? { condinv } : {}),
      ...(cache && cache.store.warnings.length > 0
        ? { cacheWarnings: cache.store.warnings.map(cacheWarning) }
        : {}),
    },
    ...(base ? { changes: changeReport(base.version, base.head, callGraphs) } : {}),
  };
  return { report, diagnostics, failed: diagnostics.some((d) => d.severity === 'error'), budgetSkipped };
}

// ---------------------------------------------------------------------------------------------
// ENGINE SEAM: the one place where the verification engines are called.
// Answer every property of the program (any order; a property left out is reported UNKNOWN).
// Contract: an `unsafe` answer must carry the trace that src/certify replayed, and a `safe` answer
// must have had its certificate re-checked; engine candidates that fail certification are to be
// returned as `unknown` with the reason. `options.timeoutSeconds` is per property.
// ---------------------------------------------------------------------------------------------
export async function answerProperties(
  cfa: ProgramCfa,
  options: VerifyOptions,
  pool: SolverPool,
  cache?: CacheContext,
  prints?: ProgramPrints,
  bamCache?: BamCacheReport,
  condinv?: CondinvReport,
): Promise<ReportedAnswer[]> {
  const entry = options.entry ?? 'main';
  const run = {
    ...(bamCache ? { onBamCache: (r: BamCacheReport) => addCacheReport(bamCache, r) } : {}),
    ...(condinv ? { onCondinv: (r: CondinvReport) => addFigures(condinv, r) } : {}),
    engine: options.engine,
    entry,
    timeoutSeconds: options.timeoutSeconds,
    reproducerDir: options.reproducerDir,
    ...(options.invariants ? { invariants: options.invariants } : {}),
    keyOptions: keyOptionsOf(options, cfa, entry),
  };
  return cachedAnswers(cfa, pool, run, cache, prints);
}

/** Adds one condinv search's figures to the run's. */
function addFigures(into: CondinvReport, r: CondinvReport): void {
  const m = into as { -readonly [K in keyof CondinvReport]: number };
  for (const k of Object.keys(m) as (keyof CondinvReport)[]) m[k] += r[k];
}

/** Adds one BAM run's cache figures to the run's. */
function addCacheReport(into: BamCacheReport, r: BamCacheReport): void {
  const m = into as { -readonly [K in keyof BamCacheReport]: number };
  m.requests += r.requests;
  m.hits += r.hits;
  m.importedHits += r.importedHits;
  m.analyses += r.analyses;
}

/** What a stored verdict's key depends on besides the code: engine, checks, data model, entry. */
function keyOptionsOf(options: VerifyOptions, cfa: ProgramCfa, entry: string): KeyOptions {
  return {
    engine:
      options.invariants && options.invariants !== 'zones'
        ? `${options.engine}/${options.invariants}`
        : options.engine,
    checks: [...options.checks],
    dataModel: cfa.program.dataModel.name,
    entry,
  };
}

/** One result per property of the program, from the engines' answers. */
function programResults(
  cfa: ProgramCfa,
  answers: readonly ReportedAnswer[],
  changed?: ReadonlySet<string>,
): PropertyResult[] {
  const byId = answersById(answers);
  const results: PropertyResult[] = [];
  const printed = new Map<string, LoopInvariant[]>();
  const invariantsOf = (a: ReportedAnswer | undefined): LoopInvariant[] => {
    if (a?.result.verdict !== 'safe' || a.result.certificate.kind === 'complete-unwinding') return [];
    const key = JSON.stringify([a.entry, a.result.certificate]);
    let inv = printed.get(key);
    if (!inv) {
      inv = loopInvariants(cfa, a.entry ?? 'main', a.result.certificate);
      printed.set(key, inv);
    }
    return inv;
  };
  for (const fn of cfa.functions.values()) {
    for (const p of fn.properties) {
      const answer = byId.get(p.id);
      const r = toPropertyResult(fn.name, p, answer, invariantsOf(answer));
      results.push(changed ? { ...r, changed: changed.has(p.id) } : r);
    }
  }
  // undefined behaviour that counterexamples ran into: findings of their own
  for (const a of byId.values()) if (a.finding) results.push(findingResult({ ...a, finding: a.finding }));
  return results;
}

/** Ids of the properties whose key (under some entry) the base does not have (new or changed cone). */
function changedProperties(
  cfa: ProgramCfa,
  prints: ProgramPrints,
  byEntry: readonly KeyOptions[],
  base: BaseVersion,
): Set<string> {
  const out = new Set<string>();
  for (const fn of cfa.functions.values()) {
    for (const p of fn.properties) {
      for (const o of byEntry) {
        const key = propertyKey(prints, o, p.id);
        if (key === undefined || !base.keys.has(key)) out.add(p.id);
      }
    }
  }
  return out;
}

/** A valid `--entry`: a C identifier, or a glob over identifiers (`proof_*`, `test_{a,b}`). */
export function isEntrySpec(value: string): boolean {
  return /^[A-Za-z0-9_*?[\]{},!]+$/.test(value) && /[A-Za-z_*?[]/.test(value[0] ?? '');
}

/** An entry with glob characters names a set of harness functions (`proof_*`). */
export function isEntryPattern(entry: string): boolean {
  return /[*?[\]{}!]/.test(entry);
}

/** The entry functions of a program: `main` by default, the one named, or those matching a pattern. */
function entriesOf(cfa: ProgramCfa, entry: string | undefined): string[] {
  if (entry === undefined) return ['main'];
  if (!isEntryPattern(entry)) return cfa.functions.has(entry) ? [entry] : [];
  const matches = picomatch(entry);
  return [...cfa.functions.keys()].filter((f) => matches(f)).sort(compareStrings);
}

const DECISIVE = { unsafe: 2, unknown: 1, safe: 0 } as const;

/**
 * One answer per property from the answers of several entries (harnesses): a violation under any
 * harness makes it UNSAFE; it is SAFE only when every harness that reaches it proved it; otherwise
 * UNKNOWN.
 */
function combineEntries(
  perEntry: readonly (readonly ReportedAnswer[])[],
  reach: readonly Reachability[],
): ReportedAnswer[] {
  if (perEntry.length === 1) return [...perEntry[0]];
  const byId = new Map<string, ReportedAnswer>();
  for (const answers of perEntry) {
    for (const a of answers) {
      const seen = byId.get(a.propertyId);
      if (!seen || DECISIVE[a.result.verdict] > DECISIVE[seen.result.verdict]) byId.set(a.propertyId, a);
    }
  }
  // SAFE needs every harness's proof; a property some harness left unanswered is not safe.
  const everywhere = (id: string): boolean =>
    perEntry.every((answers, i) => !reaches(reach, i, id) || answers.some((b) => b.propertyId === id));
  const combined = [...byId.values()].filter((a) => a.result.verdict !== 'safe' || everywhere(a.propertyId));
  const calls = perEntry.flat().reduce((n, a) => n + (a.solverCalls ?? 0), 0);
  return combined.map((a, i) => ({ ...a, solverCalls: i === 0 ? calls : 0 }));
}

/**
 * SAFE properties whose certificate shows their location is never reached (one entry only: with
 * harnesses, each reaching harness would need its own certificate). At most 10% of the program's
 * time, and 10 s.
 */
async function vacuousOnes(
  cfa: ProgramCfa,
  pool: SolverPool,
  entries: readonly string[],
  answers: readonly ReportedAnswer[],
  options: VerifyOptions,
  deadline: number,
): Promise<Set<string>> {
  if (entries.length !== 1 || !answers.some((a) => a.result.verdict === 'safe')) return new Set();
  // within the entry's time limit: what the engines left of it, at most a tenth of the timeout
  const ms = Math.min(10_000, options.timeoutSeconds * 100, deadline - Date.now());
  if (ms < 100) return new Set();
  const fresh = (): ProgramCfa => buildProgramCfa(cfa.program, { checks: options.checks });
  return vacuousProperties(fresh, pool.withDeadline(deadline), entries[0], answers, ms);
}

function changeReport(base: BaseVersion, head: HeadPrints, graphs: readonly CallGraph[]): ChangeReport {
  const functions = changesSince(base, head);
  const start = functions.filter((f) => f.kind !== 'removed').map((f) => f.name);
  const nodes = new Set<string>();
  const edges = new Set<string>();
  for (const g of graphs) {
    const todo = start.filter((f) => g.callees.has(f));
    for (const f of todo) nodes.add(f);
    while (todo.length > 0) {
      const f = todo.pop() as string;
      for (const caller of g.callers.get(f) ?? []) {
        edges.add(`${caller}\0${f}`);
        if (!nodes.has(caller)) {
          nodes.add(caller);
          todo.push(caller);
        }
      }
    }
  }
  const graph = {
    nodes: [...nodes].sort(compareStrings).map((name) => ({ name })),
    edges: [...edges].sort(compareStrings).map((e) => e.split('\0') as [string, string]),
  };
  return { base: base.commit, functions, graph };
}

function cacheWarning(w: { file: string; message: string }): string {
  return `${w.file}: ${w.message}`;
}

function toUnsupportedUse(d: Diagnostic): UnsupportedUse {
  return {
    feature: d.feature ?? 'unknown construct',
    file: d.loc.file,
    line: d.loc.line,
    col: d.loc.col,
    message: d.message,
  };
}

/** Reuse costs with seconds rounded as every report prints them. */
function roundReuse(r: Record<ReuseKind, ReuseCost>): Record<ReuseKind, ReuseCost> {
  const out = emptyReuse();
  for (const k of REUSE_KINDS) out[k] = { ...r[k], seconds: roundSeconds(r[k].seconds) };
  return out;
}
