// The order programs are verified in: path order, except that with a base the programs holding a
// changed function come first, so a pull request's own code gets the run's time budget before the
// untouched programs do. Ordering needs every program loaded first (to fingerprint it), so with a
// base the loaded programs are kept; without one each is loaded when its turn comes.

import { loadProgram } from '../frontend/frontend';
import type { FrontendOptions } from '../frontend/unit';
import { buildProgramCfa, type CfaOptions } from '../ir/programCfa';
import type { ProgramCfa } from '../ir/cfa';
import { programPrints } from '../incremental/keys';
import { changesProgram, type BaseVersion } from './baseChanges';

export interface OrderedProgram {
  readonly files: readonly string[];
  readonly loaded: Awaited<ReturnType<typeof loadProgram>>;
  /** Built while ordering (with a base); otherwise the caller builds it. */
  readonly cfa?: ProgramCfa;
  /** With a base: whether the program holds a changed function (one that did not load counts). */
  readonly changed?: boolean;
}

/** The programs, loaded, in verification order (see the header). */
export async function* programsInOrder(
  programs: readonly (readonly string[])[],
  frontend: FrontendOptions,
  cfaOptions: CfaOptions,
  base?: { readonly version: BaseVersion; readonly root: string },
): AsyncGenerator<OrderedProgram> {
  if (!base) {
    for (const files of programs) yield { files, loaded: await loadProgram(files, frontend) };
    return;
  }
  const all: OrderedProgram[] = [];
  for (const files of programs) {
    const loaded = await loadProgram(files, frontend);
    if (!loaded.program) {
      all.push({ files, loaded, changed: true });
      continue;
    }
    const cfa = buildProgramCfa(loaded.program, cfaOptions);
    all.push({ files, loaded, cfa, changed: changesProgram(base.version, programPrints(cfa), base.root) });
  }
  yield* all.filter((p) => p.changed);
  yield* all.filter((p) => !p.changed);
}
