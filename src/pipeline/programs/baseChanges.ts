// Change detection against a base commit: the base tree is unpacked into a temporary directory,
// the same paths are planned and loaded there with the same options, and the function fingerprints
// and property keys of both versions are compared: changed, added, removed and renamed functions,
// and the keys the base had (a head property whose key is among them has an unchanged cone).

import fs from 'node:fs';
import path from 'node:path';
import { loadProgram } from '../../frontend/frontend';
import type { FrontendOptions } from '../../frontend/unit';
import { buildProgramCfa, type CfaOptions } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { diffFunctions, type FunctionChange, type LocatedPrint } from '../../incremental/changes';
export type { FunctionChange } from '../../incremental/changes';
import { programPrints, propertyKey, type KeyOptions, type ProgramPrints } from '../../incremental/keys';
import { repoRoot, resolveCommit, snapshot } from '../../incremental/gitBase';
import { planPrograms } from './programPlan';
import { relativeFiles } from './shardPlan';

export interface BaseVersion {
  readonly commit: string;
  /** Function prints of the base, with repository-relative files. */
  readonly located: readonly LocatedPrint[];
  /** Property keys of the base version. */
  readonly keys: ReadonlySet<string>;
}

/** Functions changed from the base to the head. */
export function changesSince(base: BaseVersion, head: HeadPrints): FunctionChange[] {
  return diffFunctions(base.located, head.located);
}

/** Whether a head program has a function that is new or differs from the base (not only removals). */
export function changesProgram(base: BaseVersion, prints: ProgramPrints, root: string): boolean {
  return diffFunctions(base.located, locate(prints, root, root)).some((c) => c.kind !== 'removed');
}

/** Head-side accumulator: the located prints of every program verified. */
export class HeadPrints {
  readonly located: LocatedPrint[] = [];
  constructor(readonly root: string) {}

  add(prints: ProgramPrints): void {
    this.located.push(...locate(prints, this.root, this.root));
  }
}

/** The repository root of the first path (throws GitError outside a repository). */
export function rootOf(paths: readonly string[]): string {
  const first = paths[0] ?? '.';
  const dir = fs.existsSync(first) && fs.statSync(first).isDirectory() ? first : path.dirname(first);
  return repoRoot(path.resolve(dir));
}

/** Loads the base version of `paths` (same options) and fingerprints it. */
export async function loadBase(
  root: string,
  baseRef: string,
  request: {
    readonly paths: readonly string[];
    readonly frontend: FrontendOptions;
    readonly exclude?: readonly string[];
    /** `--entry`: which groups are harnesses when programs are linked (symbolLinks.ts). */
    readonly entry?: string;
  },
  cfaOptions: CfaOptions,
  keyOptions: (cfa: ProgramCfa) => KeyOptions,
  /** Sharded: which base programs (files relative to the base's root) this shard compares with. */
  keep?: (relFiles: readonly string[]) => boolean,
): Promise<BaseVersion> {
  const baseCommit = resolveCommit(root, baseRef);
  const snap = snapshot(root, baseCommit);
  try {
    const { paths, frontend } = request;
    const mapped = paths.map((p) => path.join(snap.dir, path.relative(root, path.resolve(p))));
    const cwd = path.join(snap.dir, path.relative(root, process.cwd()));
    const plan = await planPrograms(
      mapped.filter((p) => fs.existsSync(p)),
      request.exclude,
      cwd,
      request.entry,
    );
    const located: LocatedPrint[] = [];
    const baseKeys = new Set<string>();
    const includeDirs = frontend.includeDirs.map((d) => rebase(d, root, snap.dir));
    const wanted = (files: readonly string[]): boolean => !keep || keep(relativeFiles(files, snap.dir));
    for (const files of plan.programs.filter(wanted)) {
      const loaded = await loadProgram(files, { ...frontend, includeDirs });
      if (!loaded.program) continue; // did not compile at the base: every function counts as added
      const cfa: ProgramCfa = buildProgramCfa(loaded.program, cfaOptions);
      const prints = programPrints(cfa);
      located.push(...locate(prints, snap.dir, root));
      for (const fn of cfa.functions.values()) {
        for (const p of fn.properties) {
          const key = propertyKey(prints, keyOptions(cfa), p.id);
          if (key !== undefined) baseKeys.add(key);
        }
      }
    }
    return { commit: baseCommit, located, keys: baseKeys };
  } finally {
    snap.dispose();
  }
}

/** A directory inside the repository, moved into the snapshot; others stay as they are. */
function rebase(dir: string, root: string, snapDir: string): string {
  const rel = path.relative(root, path.resolve(dir));
  return rel.startsWith('..') || path.isAbsolute(rel) ? dir : path.join(snapDir, rel);
}

/** Prints with repository-relative files (`tree`: where the files are; `root`: the repository). */
function locate(prints: ProgramPrints, tree: string, root: string): LocatedPrint[] {
  return [...prints.functions.values()].map((p) => {
    const abs = path.resolve(p.file);
    const real = fs.existsSync(abs) ? fs.realpathSync(abs) : abs;
    const rel = path.relative(tree, real);
    return {
      ...p,
      relFile: rel.startsWith('..') ? path.relative(root, real) : rel.split(path.sep).join('/'),
    };
  });
}
