// The base version of the sources, for change detection: the repository's root, a ref resolved to
// a commit, and a snapshot of that commit's tree in a temporary directory (`git archive`), so the
// base program is loaded exactly like the head, headers included. Failures are GitError messages.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class GitError extends Error {}

function git(cwd: string, args: readonly string[]): string {
  try {
    return execFileSync('git', [...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    const detail = (err.stderr ?? '').trim().split('\n')[0] || err.message;
    throw new GitError(`git ${args[0]} failed: ${detail}`);
  }
}

/** The top directory of the git work tree that holds `dir`. */
export function repoRoot(dir: string): string {
  return fs.realpathSync(git(dir, ['rev-parse', '--show-toplevel']));
}

/** `ref` (branch, tag, sha, `HEAD~1`, ...) as a full commit sha. */
export function resolveCommit(root: string, ref: string): string {
  if (ref.startsWith('-')) throw new GitError(`not a git ref: ${ref}`);
  return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
}

/** The merge base of two commits (what a pull request is compared against). */
export function mergeBase(root: string, a: string, b: string): string {
  return git(root, ['merge-base', a, b]);
}

/** A temporary directory holding the tree of `commit`; `dispose` removes it. */
export function snapshot(root: string, commit: string): { dir: string; dispose: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-base-'));
  const dispose = (): void => fs.rmSync(dir, { recursive: true, force: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) {
    dispose();
    throw new GitError(`git archive failed: ${archive.stderr.toString().trim().split('\n')[0]}`);
  }
  const tar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout, maxBuffer: 1 << 20 });
  if (tar.status !== 0) {
    dispose();
    throw new GitError(`cannot unpack the base tree: ${tar.stderr.toString().trim().split('\n')[0]}`);
  }
  return { dir: fs.realpathSync(dir), dispose };
}

/**
 * Of `commits`, the ancestor of `of` closest to it (fewest commits between), or undefined. Commits
 * the clone does not have are skipped.
 */
export function nearestAncestor(root: string, commits: readonly string[], of: string): string | undefined {
  let best: { commit: string; distance: number } | undefined;
  for (const c of commits) {
    const ancestor = spawnSync('git', ['merge-base', '--is-ancestor', c, of], { cwd: root });
    if (ancestor.status !== 0) continue;
    const count = spawnSync('git', ['rev-list', '--count', `${c}..${of}`], { cwd: root, encoding: 'utf8' });
    const distance = Number(count.stdout.trim());
    if (count.status === 0 && Number.isFinite(distance) && (!best || distance < best.distance)) {
      best = { commit: c, distance };
    }
  }
  return best?.commit;
}

/**
 * `file` (absolute, or relative to the working directory) relative to `root`, through symbolic
 * links, `/`-separated; it starts with `..` when the file lies outside.
 */
export function repoRelative(root: string, file: string): string {
  const abs = path.resolve(file);
  const real = fs.existsSync(abs) ? fs.realpathSync(abs) : abs;
  return path.relative(root, real).split(path.sep).join('/');
}
