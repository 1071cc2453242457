// The lines a change touched: for files of the work tree, which of their lines are new or modified
// since a base commit, from `git diff -U0` (renames followed, so a moved file is not all new).
// Files git does not track yet, and files the base did not have, are new throughout. Used to
// report a violation at the changed line its counterexample passes through, not only at the
// unchanged assertion it makes fail.

import { execFileSync } from 'node:child_process';
import { GitError, repoRelative } from './gitBase';

/** Changed lines (1-based, of the head version) per repository-relative file, `/`-separated. */
export class ChangedLines {
  private readonly lines = new Map<string, Set<number> | 'all'>();

  constructor(readonly root: string) {}

  /** Marks lines `from..from+count-1` of `file` (repository-relative) changed. */
  add(file: string, from: number, count: number): void {
    let set = this.lines.get(file);
    if (set === 'all') return;
    if (!set) this.lines.set(file, (set = new Set()));
    for (let l = from; l < from + count; l++) set.add(l);
  }

  /** Marks every line of `file` changed (a new file). */
  addAll(file: string): void {
    this.lines.set(file, 'all');
  }

  /** Whether line `line` of `file` (absolute, or relative to the working directory) changed. */
  has(file: string, line: number): boolean {
    const set = this.lines.get(this.relative(file));
    return set === 'all' || (set !== undefined && set.has(line));
  }

  /** How many files have changed lines. */
  get files(): number {
    return this.lines.size;
  }

  /** `file` relative to the repository root, as git names it. */
  relative(file: string): string {
    return repoRelative(this.root, file);
  }
}

function git(root: string, args: readonly string[]): string {
  try {
    return execFileSync('git', [...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 1 << 28,
    });
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new GitError(
      `git ${args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? ''} failed: ${(err.stderr ?? '').trim().split('\n')[0] || err.message}`,
    );
  }
}

/**
 * The lines of `files` (absolute, or relative to the working directory) that differ from commit
 * `base` in the work tree of the repository at `root`.
 */
export function changedLines(root: string, base: string, files: readonly string[]): ChangedLines {
  const out = new ChangedLines(root);
  const rel = [...new Set(files.map((f) => out.relative(f)))].filter((f) => f !== '' && !f.startsWith('..'));
  if (rel.length === 0) return out;
  // the whole tree's diff: a rename is recognised only when both of its sides are in the diff
  const diff = git(root, [
    '-c',
    'core.quotePath=false',
    'diff',
    '-U0',
    '--no-color',
    '--no-ext-diff',
    '-M',
    base,
  ]);
  parseUnifiedDiff(diff, out);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', ...rel]);
  for (const f of untracked.split('\0')) if (f !== '') out.addAll(f);
  return out;
}

/**
 * Reads the head side of a zero-context unified diff: `+++ b/<file>` names the file, each hunk
 * `@@ -a,b +c,d @@` changes lines c..c+d-1 (d = 0: a pure deletion, no head line). A new file is
 * changed throughout.
 */
export function parseUnifiedDiff(diff: string, out: ChangedLines): void {
  let file: string | undefined;
  let created = false;
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      file = undefined;
      created = false;
    } else if (line.startsWith('new file mode')) {
      created = true;
    } else if (line.startsWith('+++ ')) {
      const name = line.slice(4).trim();
      file = name === '/dev/null' ? undefined : unquote(name).replace(/^b\//, '');
      if (file !== undefined && created) out.addAll(file);
    } else if (line.startsWith('@@') && file !== undefined && !created) {
      const m = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
      if (m) out.add(file, Number(m[1]), m[2] === undefined ? 1 : Number(m[2]));
    }
  }
}

/** git quotes unusual file names ("b/a\tb.c"), with C escapes. */
function unquote(name: string): string {
  if (!name.startsWith('"')) return name;
  try {
    return JSON.parse(name) as string;
  } catch {
    return name.slice(1, -1);
  }
}
