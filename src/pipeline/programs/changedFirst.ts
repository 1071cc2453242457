// The order programs are verified in: path order, except that with a base the programs holding a
// changed function come first, so a pull request's own code gets the run's time budget before the
// untouched programs do. Ordering needs every program loaded first (to fingerprint it), so with a
// base the loaded programs are kept; without one each is loaded when its turn comes.

import { loadProgram } from '../../frontend/frontend';
import type { FrontendOptions } from '../../frontend/unit';
import { buildProgramCfa, type CfaOptions } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { programPrints } from '../../incremental/keys';
import { changesProgram, type BaseVersion } from './baseChanges';

export interface OrderedProgram {
  readonly files: readonly string[];
  readonly loaded: Awaited<ReturnType<typeof loadProgram>>;
  /** Built while ordering (with a base); otherwise the caller builds it. */
  readonly cfa?: ProgramCfa;
  /** With a base: whether the program holds a changed function (one that did not load counts). */
  readonly changed?: boolean;
  /** Milliseconds its front end (and, with a base, its CFA) took: charged to its first entry. */
  readonly loadMs: number;
}

/** The programs, loaded, in verification order (see the header). */
export async function* programsInOrder(
  programs: readonly (readonly string[])[],
  frontend: FrontendOptions,
  cfaOptions: CfaOptions,
  base?: { readonly version: BaseVersion; readonly root: string },
): AsyncGenerator<OrderedProgram> {
  if (!base) {
    for (const files of programs) {
      const started = Date.now();
      const loaded = await loadProgram(files, frontend);
      yield { files, loaded, loadMs: Date.now() - started };
    }
    return;
  }
  const all: OrderedProgram[] = [];
  for (const files of programs) {
    const started = Date.now();
    const loaded = await loadProgram(files, frontend);
    if (!loaded.program) {
      all.push({ files, loaded, changed: true, loadMs: Date.now() - started });
      continue;
    }
    const cfa = buildProgramCfa(loaded.program, cfaOptions);
    const changed = changesProgram(base.version, programPrints(cfa), base.root);
    all.push({ files, loaded, cfa, changed, loadMs: Date.now() - started });
  }
  yield* all.filter((p) => p.changed);
  yield* all.filter((p) => !p.changed);
}
