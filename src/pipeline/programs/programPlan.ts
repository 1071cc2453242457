// Which programs a list of paths makes: files named directly are linked into one program; each
// directory is searched for C files, and a folder's files are linked when at most one defines
// `main` (a project), else each file is a program of its own (a folder of benchmarks); then a
// program that calls what a library folder defines is linked with it (symbolLinks.ts).

import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import picomatch from 'picomatch';
import { unknownLoc, type Diagnostic } from '../../frontend/diagnostics';
import { linkBySymbols } from './symbolLinks';

/** Part `index` of `count` (1-based) of the programs, for parallel jobs (dealt by cost: shardPlan.ts). */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** `i/n` with 1 <= i <= n (spaces allowed around the numbers); undefined for anything else. */
export function parseShardSpec(text: string): Shard | undefined {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) return undefined;
  const index = Number(m[1]);
  const count = Number(m[2]);
  return index >= 1 && count >= 1 && index <= count ? { index, count } : undefined;
}

export interface ProgramPlan {
  /** Each entry is one program: the files linked together. */
  readonly programs: readonly (readonly string[])[];
  readonly diagnostics: readonly Diagnostic[];
}

const SOURCE_GLOBS = ['**/*.c', '**/*.i'];

/**
 * Files named directly form one program together (like `cc a.c b.c`). A glob pattern (`src/**\/*.c`)
 * is expanded and its files grouped like a directory's. Each directory is searched
 * recursively for `*.c` and `*.i` (sorted; node_modules and dot-folders skipped); the files of one
 * folder are linked into one program when at most one of them defines `main`, and otherwise (a
 * folder of separate programs, such as benchmarks) each file is a program of its own.
 * Paths that do not exist are passed on as files, so the front end reports them. Files matching
 * an `exclude` glob (relative to `excludeRoot`, by default the working directory) are left out.
 */
export async function planPrograms(
  paths: readonly string[],
  exclude: readonly string[] = [],
  excludeRoot = process.cwd(),
  entry?: string,
): Promise<ProgramPlan> {
  const excluded = exclude.length > 0 ? picomatch([...exclude], { dot: true }) : () => false;
  const skip = (file: string): boolean =>
    excluded(path.relative(excludeRoot, path.resolve(file)).split(path.sep).join('/'));
  const named: string[] = [];
  const dirs: string[] = [];
  const patterns: string[] = [];
  for (const p of paths) {
    if (isDirectory(p)) dirs.push(p);
    else if (!fs.existsSync(p) && fg.isDynamicPattern(p)) patterns.push(p);
    else if (!skip(p)) named.push(p);
  }
  const seen = new Set(named.map((p) => path.resolve(p)));
  const programs: string[][] = named.length > 0 ? [named] : [];
  const diagnostics: Diagnostic[] = [];
  const searches = [
    ...dirs.map((dir) => ({
      where: dir,
      globs: SOURCE_GLOBS,
      cwd: dir,
      what: 'no .c or .i files in directory',
    })),
    ...patterns.map((p) => ({ where: p, globs: [p], cwd: '.', what: 'the pattern matches no file' })),
  ];
  for (const search of searches) {
    const found = await fg(search.globs, {
      cwd: search.cwd,
      onlyFiles: true,
      ignore: ['**/node_modules/**'],
      followSymbolicLinks: false,
    });
    const files = found
      .map((f) => path.join(search.cwd, f))
      .filter((f) => /\.[ci]$/.test(f) && !skip(f))
      .sort(compareStrings);
    if (files.length === 0) {
      diagnostics.push({ severity: 'error', loc: unknownLoc(search.where), message: search.what });
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
  const linked = await linkBySymbols(programs, entry);
  return { programs: linked.programs, diagnostics: [...diagnostics, ...linked.diagnostics] };
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

export function compareStrings(a: string, b: string): number {
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
