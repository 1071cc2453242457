// The `verify` pipeline shared by the CLI and the Action: turns paths into programs, loads each
// through the front end, builds its CFAs and reports every property. No engine exists yet, so
// every property is UNKNOWN: a missing result is never reported as safe.

import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { loadProgram } from '../frontend/frontend';
import { unknownLoc, type Diagnostic } from '../frontend/diagnostics';
import type { FrontendOptions } from '../frontend/unit';
import { buildProgramCfa } from '../ir/programCfa';
import type { ProgramCfa } from '../ir/cfa';
import {
  compareResults,
  overallVerdict,
  type PropertyResult,
  type UnsupportedUse,
  type VerifyReport,
} from './results';

export const ENGINES_LATER = 'verification engines arrive in a later version of proofgate';

export interface VerifyRequest {
  /** Files and directories, as given by the user. */
  readonly paths: readonly string[];
  readonly frontend: FrontendOptions;
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
  const plan = await planPrograms(request.paths);
  const diagnostics = [...plan.diagnostics];
  const results: PropertyResult[] = [];
  const external = new Set<string>();
  let functions = 0;
  for (const files of plan.programs) {
    const loaded = await loadProgram(files, request.frontend);
    diagnostics.push(...loaded.diagnostics);
    if (!loaded.program) continue;
    const cfa = buildProgramCfa(loaded.program);
    functions += cfa.functions.size;
    for (const name of cfa.callGraph.external) external.add(name);
    results.push(...unknownResults(cfa));
  }
  results.sort(compareResults);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const report: VerifyReport = {
    version: 1,
    verdict: overallVerdict(results),
    properties: results,
    stats: {
      seconds: Math.round(seconds * 1000) / 1000,
      functions,
      properties: results.length,
      externalFunctions: [...external].sort(compareStrings),
      unsupported: diagnostics.filter((d) => d.severity === 'unsupported').map(toUnsupportedUse),
    },
  };
  return { report, diagnostics, failed: diagnostics.some((d) => d.severity === 'error') };
}

/** Every property of the program as UNKNOWN, since no engine can decide it yet. */
function unknownResults(cfa: ProgramCfa): PropertyResult[] {
  const results: PropertyResult[] = [];
  for (const fn of cfa.functions.values()) {
    for (const p of fn.properties) {
      results.push({
        id: p.id,
        kind: p.kind,
        file: p.loc.file,
        line: p.loc.line,
        function: fn.name,
        text: p.text,
        verdict: 'unknown',
        reason: ENGINES_LATER,
      });
    }
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
