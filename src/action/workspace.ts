// Where the Action runs and what the repository is: the `working-directory` input (relative to the
// workspace) becomes the process' working directory, so paths, cache, baseline and outputs are
// relative to it; the repository's root is found by git from there (or from the first path, for a
// checkout into a subfolder of the workspace), so every report names files as GitHub does. Outside
// a git work tree the working directory stands in for the root.

import fs from 'node:fs';
import path from 'node:path';
import { GitError, repoRoot } from '../incremental/gitBase';
import { InputsError, Inputs, type ActionInputs } from './inputs';

/** Changes to the `working-directory` input's folder (an InputsError when it is not one); returns it. */
export function workingDirectory(inputs: Pick<ActionInputs, 'workingDirectory'>): string {
  if (!inputs.workingDirectory) return fs.realpathSync(process.cwd());
  const dir = path.resolve(process.cwd(), inputs.workingDirectory);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new InputsError(
      Inputs.workingDirectory,
      `'${inputs.workingDirectory}' is not a folder of the workspace`,
    );
  }
  process.chdir(dir);
  return fs.realpathSync(process.cwd());
}

/** The root of the git work tree holding the working directory, or else the first path; else the working directory. */
export function repositoryRoot(inputs: Pick<ActionInputs, 'paths'>, workspace: string): string {
  const first = path.resolve(workspace, inputs.paths[0] ?? '.');
  const candidates = [
    workspace,
    fs.existsSync(first) && fs.statSync(first).isDirectory() ? first : path.dirname(first),
  ];
  for (const dir of candidates) {
    try {
      if (fs.existsSync(dir)) return repoRoot(dir);
    } catch (e) {
      if (!(e instanceof GitError)) throw e;
    }
  }
  return workspace;
}
