// Changed lines from git's zero-context diff: modified and added lines of the head, pure
// deletions (no head line), new and untracked files changed throughout, renamed files followed.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangedLines, changedLines, parseUnifiedDiff } from '../../src/incremental/lineChanges';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('parseUnifiedDiff', () => {
  it('reads the head side of each hunk', () => {
    const out = new ChangedLines('/r');
    parseUnifiedDiff(
      [
        'diff --git a/src/a.c b/src/a.c',
        '--- a/src/a.c',
        '+++ b/src/a.c',
        '@@ -3 +3 @@ int f(void)',
        '@@ -10,2 +10,3 @@',
        '@@ -20,4 +22,0 @@',
        'diff --git a/src/n.c b/src/n.c',
        'new file mode 100644',
        '--- /dev/null',
        '+++ b/src/n.c',
        '@@ -0,0 +1,2 @@',
      ].join('\n'),
      out,
    );
    const changed = (file: string, lines: number[]): number[] =>
      lines.filter((l) => out.has(`/r/${file}`, l));
    expect(changed('src/a.c', [2, 3, 4, 9, 10, 11, 12, 13, 21, 22])).toEqual([3, 10, 11, 12]);
    expect(changed('src/n.c', [1, 500])).toEqual([1, 500]);
    expect(out.files).toBe(2);
  });
});

describe('changedLines', () => {
  it('compares the work tree with a base commit', () => {
    const repo = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-lines-')));
    dirs.push(repo);
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('config', 'user.email', 'dev@example.com');
    git('config', 'user.name', 'dev');
    const lines = Array.from({ length: 30 }, (_, i) => `int v${i} = ${i};`);
    fs.mkdirSync(path.join(repo, 'src'));
    fs.writeFileSync(path.join(repo, 'src/a.c'), `${lines.join('\n')}\n`);
    fs.writeFileSync(path.join(repo, 'src/old.c'), `${lines.join('\n')}\n`);
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    const edited = [...lines];
    edited[4] = 'int v4 = 44;';
    fs.writeFileSync(path.join(repo, 'src/a.c'), `${edited.join('\n')}\n`);
    git('mv', 'src/old.c', 'src/moved.c');
    fs.writeFileSync(path.join(repo, 'src/new.c'), 'int n;\n');
    const files = ['src/a.c', 'src/moved.c', 'src/new.c'].map((f) => path.join(repo, f));
    const out = changedLines(repo, base, files);
    expect([4, 5, 6].filter((l) => out.has(path.join(repo, 'src/a.c'), l))).toEqual([5]);
    expect(out.has(path.join(repo, 'src/moved.c'), 7)).toBe(false); // a rename changes no line
    expect(out.has(path.join(repo, 'src/new.c'), 1)).toBe(true); // untracked: new throughout
  });
});
