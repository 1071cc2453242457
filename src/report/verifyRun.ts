// The `verify` pipeline shared by the CLI and the Action: turns paths into programs, loads each
// through the front end, builds its CFAs, asks the engines about every property (one seam,
// `answerProperties`) and reports the results. Until an engine is plugged in, every property is UNKNOWN.

import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { loadProgram } from '../frontend/frontend';
import { unknownLoc, type Diagnostic } from '../frontend/diagnostics';
import type { FrontendOptions } from '../frontend/unit';
import { buildProgramCfa } from '../ir/programCfa';
import type { ProgramCfa } from '../ir/cfa';
import { answersById, toPropertyResult, type ReportedAnswer } from './answers';
import { certifiedAnswers } from './certifiedAnswers';
import { createSolverPool, type SolverPool } from '../smt/solverPool';
import {
  compareResults,
  overallVerdict,
  roundSeconds,
  type PropertyResult,
  type UnsupportedUse,
  type VerifyReport,
} from './results';

export const ENGINES_LATER = 'verification engines arrive in a later version of proofgate';

export const ENGINES = ['auto', 'bmc'] as const;
/** `auto` lets proofgate pick per property; the others force one engine. */
export type EngineChoice = (typeof ENGINES)[number];

import type { CheckName } from '../ir/checks';
export { CHECKS, type CheckName } from '../ir/checks';

export const DEFAULT_TIMEOUT_SECONDS = 60;

/** How to verify, beyond how to load the program (FrontendOptions). */
export interface VerifyOptions {
  readonly engine: EngineChoice;
  /** Time limit per program (all of its properties are checked together), in seconds. */
  readonly timeoutSeconds: number;
  /** Extra property families: signed overflow, division by zero, array bounds. */
  readonly checks: ReadonlySet<CheckName>;
  /** Where to write a reproducer (a C harness) for each violation; none when undefined. */
  readonly reproducerDir?: string;
  /** Entry function of every program; undefined: `main`. */
  readonly entry?: string;
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
}

export interface VerifyRun {
  /** Results of every program that loaded (all of them when `failed` is false). */
  readonly report: VerifyReport;
  /** Every diagnostic of every program, in program order. */
  readonly diagnostics: readonly Diagnostic[];
  /** True when some input could not be loaded: the report is then incomplete. */
  readonly failed: boolean;
}

export interface ProgramPlan {
  /** Each entry is one program: the files linked together. */
  readonly programs: readonly (readonly string[])[];
  readonly diagnostics: readonly Diagnostic[];
}

const SOURCE_GLOBS = ['**/*.c', '**/*.i'];

/**
 * Files named directly form one program together (like `cc a.c b.c`). Each directory is searched
 * recursively for `*.c` and `*.i` (sorted; node_modules and dot-folders skipped); the files of one
 * folder are linked into one program when at most one of them defines `main`, and otherwise (a
 * folder of separate programs, such as benchmarks) each file is a program of its own.
 * Paths that do not exist are passed on as files, so the front end reports them.
 */
export async function planPrograms(paths: readonly string[]): Promise<ProgramPlan> {
  const named: string[] = [];
  const dirs: string[] = [];
  for (const p of paths) (isDirectory(p) ? dirs : named).push(p);
  const seen = new Set(named.map((p) => path.resolve(p)));
  const programs: string[][] = named.length > 0 ? [named] : [];
  const diagnostics: Diagnostic[] = [];
  for (const dir of dirs) {
    const found = await fg(SOURCE_GLOBS, {
      cwd: dir,
      onlyFiles: true,
      ignore: ['**/node_modules/**'],
      followSymbolicLinks: false,
    });
    const files = found.map((f) => path.join(dir, f)).sort(compareStrings);
    if (files.length === 0) {
      diagnostics.push({
        severity: 'error',
        loc: unknownLoc(dir),
        message: 'no .c or .i files in directory',
      });
    }
    const byFolder = new Map<string, string[]>();
    for (const file of files) {
      const key = path.resolve(file);
      if (seen.has(key)) continue;
      seen.add(key);
      const folder = path.dirname(file);
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
    }
    for (const group of byFolder.values()) {
      if (group.filter(definesMain).length <= 1) programs.push(group);
      else for (const file of group) programs.push([file]);
    }
  }
  return { programs, diagnostics };
}

export async function runVerify(request: VerifyRequest): Promise<VerifyRun> {
  const started = process.hrtime.bigint();
  const options = request.options ?? DEFAULT_VERIFY_OPTIONS;
  const plan = await planPrograms(request.paths);
  const diagnostics = [...plan.diagnostics];
  const results: PropertyResult[] = [];
  const external = new Set<string>();
  let functions = 0;
  let engineSeconds = 0;
  let solverCalls = 0;
  let pool: SolverPool | undefined;
  try {
    for (const files of plan.programs) {
      const loaded = await loadProgram(files, request.frontend);
      diagnostics.push(...loaded.diagnostics);
      if (!loaded.program) continue;
      const cfa = buildProgramCfa(loaded.program, { checks: options.checks });
      if (options.entry !== undefined && !cfa.functions.has(options.entry)) {
        diagnostics.push({
          severity: 'error',
          loc: unknownLoc(files[0] ?? '.'),
          message: `entry function '${options.entry}' is not defined in this program`,
        });
        continue;
      }
      functions += cfa.functions.size;
      for (const name of cfa.callGraph.external) external.add(name);
      const propertyIds = [...cfa.functions.values()].flatMap((f) => f.properties.map((p) => p.id));
      if (propertyIds.length === 0) continue;
      // An unsupported construct outside any function (e.g. in a global initializer) taints the
      // whole program: no property can be decided.
      const global = loaded.program.diagnostics.find(
        (d) => d.severity === 'unsupported' && d.function === undefined,
      );
      if (global) {
        const reason = `unsupported: ${global.feature ?? global.message} (${global.loc.file}:${global.loc.line})`;
        results.push(
          ...programResults(
            cfa,
            propertyIds.map((propertyId) => ({
              propertyId,
              engine: 'none',
              seconds: 0,
              result: { verdict: 'unknown' as const, reason },
            })),
          ),
        );
        continue;
      }
      pool ??= createSolverPool();
      const engineStarted = process.hrtime.bigint();
      const answers = await answerProperties(cfa, options, pool);
      engineSeconds += Number(process.hrtime.bigint() - engineStarted) / 1e9;
      for (const a of answers) solverCalls += a.solverCalls ?? 0;
      results.push(...programResults(cfa, answers));
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
      solverCalls,
      functions,
      properties: results.length,
      externalFunctions: [...external].sort(compareStrings),
      unsupported: diagnostics.filter((d) => d.severity === 'unsupported').map(toUnsupportedUse),
    },
  };
  return { report, diagnostics, failed: diagnostics.some((d) => d.severity === 'error') };
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
): Promise<ReportedAnswer[]> {
  return certifiedAnswers(cfa, pool, {
    engine: options.engine,
    entry: options.entry ?? 'main',
    timeoutSeconds: options.timeoutSeconds,
    reproducerDir: options.reproducerDir,
  });
}

/** One result per property of the program, from the engines' answers. */
function programResults(cfa: ProgramCfa, answers: readonly ReportedAnswer[]): PropertyResult[] {
  const byId = answersById(answers);
  const results: PropertyResult[] = [];
  for (const fn of cfa.functions.values()) {
    for (const p of fn.properties) results.push(toPropertyResult(fn.name, p, byId.get(p.id)));
  }
  return results;
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

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a file seems to define `main` (only used to decide which files to link together). */
function definesMain(file: string): boolean {
  try {
    return /^[ \t]*(?:(?:int|void|signed|unsigned)\s+)?main\s*\([^;{]*\)\s*\{/m.test(
      fs.readFileSync(file, 'utf8'),
    );
  } catch {
    return false;
  }
}
