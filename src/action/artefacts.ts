// The Action's debugging artefacts, the files the CLI writes too: the JSON report (`json-file`), a C
// reproducer per violation (`reproducers`, a folder) and SV-COMP witnesses (`witnesses`). Paths are
// taken relative to the workspace; a file that cannot be written is a warning (the verdict stands).
// For the job summary, each reproducer's command line, runnable from the repository's root.

import fs from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import type { VerifyRun } from '../pipeline/runVerify';
import { renderJson } from '../report/render';
import { writeReproducers } from '../report/reproducerFiles';
import { writeWitnesses } from '../report/witnessFiles';
import type { ActionInputs } from './inputs';

export interface Artefacts {
  /** Absolute paths written ('' for none). */
  readonly jsonFile: string;
  readonly reproducers: string;
  readonly witnesses: string;
  /** Per reproducer (by name): the command that builds and runs it, from the workspace. */
  readonly commands: ReadonlyMap<string, string>;
}

/**
 * `root`: the repository's root, where the summary says to run the reproducers' commands from
 * (they change to the working directory first when proofgate ran in another folder).
 */
export function writeArtefacts(
  inputs: ActionInputs,
  run: VerifyRun,
  workspace: string,
  root = workspace,
): Artefacts {
  const at = (p: string): string => path.resolve(workspace, p);
  const jsonFile = inputs.jsonFile
    ? attempt('the JSON report', at(inputs.jsonFile), (file) => {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, renderJson(run.report));
      })
    : '';
  const written = run.reproducers ?? [];
  const reproducers =
    inputs.reproducers && written.length > 0
      ? attempt('the reproducers', at(inputs.reproducers), (dir) => writeReproducers(dir, written))
      : '';
  const witnesses =
    inputs.witnesses && run.witnesses && run.witnesses.programs.length > 0
      ? attempt('the witnesses', at(inputs.witnesses), (target) => {
          if (!run.witnesses?.several) fs.mkdirSync(path.dirname(target), { recursive: true });
          if (run.witnesses) writeWitnesses(target, run.witnesses);
        })
      : '';
  const commands = new Map<string, string>();
  if (reproducers) {
    const dir = path.relative(workspace, reproducers) || '.';
    const into = path.relative(root, workspace).split(path.sep).join('/');
    const cd = into && !into.startsWith('..') ? `cd ${shellWord(into)} && ` : '';
    for (const r of written) {
      const file = path.posix.join(dir.split(path.sep).join('/'), r.name);
      const binary = shellWord(
        `${file.startsWith('.') || file.startsWith('/') ? '' : './'}${file.replace(/\.c$/, '')}`,
      );
      const args = [...r.build, file].map(shellWord).join(' ');
      commands.set(r.name, `${cd}gcc ${args} -o ${binary} && ${binary}`);
    }
  }
  return { jsonFile, reproducers, witnesses, commands };
}

/** Runs `write` on `target`; the target, or '' (with a warning) when it failed. */
function attempt(what: string, target: string, write: (target: string) => void): string {
  try {
    write(target);
    return target;
  } catch (e) {
    core.warning(`proofgate: could not write ${what} to ${target}: ${(e as Error).message}`);
    return '';
  }
}

/** A path or flag as one word of a POSIX shell command. */
function shellWord(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
