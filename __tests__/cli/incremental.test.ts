// `verify --cache-dir DIR --base REF` from the command line: which properties were reused and which
// verified again, the functions changed since the base, `--full`, a bad base ref (exit 3), and
// `merge` of sharded JSON reports.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exitCodes';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';
import type { VerifyReport } from '../../src/pipeline/results';

const LIB = `int twice(int x) { return 2 * x; }
int half(int x) { return x / 2; }
`;
const MAIN = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int twice(int x);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 100) return 0;
  assert(twice(x) >= 0);
  return 0;
}
`;
const OTHER = `#include <assert.h>
int main(void) { int s = 0; for (int i = 0; i < 3; i++) s += i; assert(s == 3); return 0; }
`;

let repo: string;
let cache: string;
const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = new BufferIo();
  const cwd = process.cwd();
  process.chdir(repo);
  try {
    const code = await run(args, io);
    return { code, stdout: io.stdout, stderr: io.stderr };
  } finally {
    process.chdir(cwd);
  }
}

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-cli-inc-'));
  cache = path.join(repo, '.cache');
  fs.mkdirSync(path.join(repo, 'app'));
  fs.mkdirSync(path.join(repo, 'other'));
  fs.writeFileSync(path.join(repo, 'app/lib.c'), LIB);
  fs.writeFileSync(path.join(repo, 'app/main.c'), MAIN);
  fs.writeFileSync(path.join(repo, 'other/other.c'), OTHER);
  git('init', '-q');
  git('config', 'user.email', 'dev@example.com');
  git('config', 'user.name', 'dev');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
});

describe('verify --cache-dir --base', () => {
  it('verifies everything first, then reuses what the change cannot affect', async () => {
    const first = await cli('verify', '--cache-dir', cache, '--base', 'HEAD', '.');
    expect(first.code).toBe(ExitCode.ok);
    expect(first.stdout).toMatch(/^reused \(re-checked\): 0: none$/m);
    expect(first.stdout).toMatch(/^verified: 2: main\.c:main#1, other\.c:main#1$/m);
    expect(first.stdout).toMatch(/^changed since [0-9a-f]{12}: no function$/m);

    fs.writeFileSync(path.join(repo, 'app/lib.c'), LIB.replace('return x / 2;', 'return x >> 1;'));
    const second = await cli('verify', '--cache-dir', cache, '--base', 'HEAD', '--format', 'json', '.');
    expect(second.code).toBe(ExitCode.ok);
    const report = JSON.parse(second.stdout) as VerifyReport;
    // `half` changed but main does not call it: both programs' verdicts are reused.
    expect(report.properties.map((p) => [p.file.split('/').pop(), p.reused, p.changed])).toEqual([
      ['main.c', true, false],
      ['other.c', true, false],
    ]);
    expect(report.changes?.functions).toEqual([
      { kind: 'changed', name: 'half', file: 'app/lib.c', line: 2 },
    ]);

    fs.writeFileSync(path.join(repo, 'app/lib.c'), LIB.replace('return 2 * x;', 'return x + x;'));
    const third = await cli('verify', '--cache-dir', cache, '--base', 'HEAD', '.');
    expect(third.stdout).toMatch(/^reused \(re-checked\): 1: other\.c:main#1$/m);
    expect(third.stdout).toMatch(/^verified: 1: main\.c:main#1$/m);
    expect(third.stdout).toMatch(/^changed since [0-9a-f]{12}: changed twice \(app\/lib\.c:1\)$/m);

    const full = await cli('verify', '--cache-dir', cache, '--full', '.');
    expect(full.stdout).toMatch(/^reused \(re-checked\): 0: none$/m);
  }, 60_000);

  it('reports a base that git does not know as an input error', async () => {
    const r = await cli('verify', '--base', 'no-such-ref', '.');
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toMatch(/--base no-such-ref: git rev-parse failed/);
  });
});

describe('merge', () => {
  it('combines the JSON reports of two shards into the report of one run', async () => {
    const a = path.join(repo, 'a.json');
    const b = path.join(repo, 'b.json');
    const whole = await cli('verify', '--format', 'json', '.');
    await cli('verify', '--shard', '1/2', '--format', 'json', '--output', a, '.');
    await cli('verify', '--shard', '2/2', '--format', 'json', '--output', b, '.');
    const parts = [a, b].map(
      (f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as VerifyReport).properties.length,
    );
    expect(parts[0] + parts[1]).toBe(2);
    const merged = await cli('merge', a, b);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(ExitCode.ok);
    const ids = (r: VerifyReport): string[] => r.properties.map((p) => `${p.file}:${p.id}:${p.verdict}`);
    expect(ids(JSON.parse(merged.stdout) as VerifyReport)).toEqual(
      ids(JSON.parse(whole.stdout) as VerifyReport),
    );
    // one shard alone: the other's programs were verified by nobody, never the exit code of SAFE
    const alone = await cli('merge', a);
    expect(alone.code).not.toBe(ExitCode.ok);
    expect(alone.stderr).toMatch(/The reports of shard\(s\) 2\/2 are missing/);
    const bad = await cli('merge', a, path.join(repo, 'app/lib.c'));
    expect(bad.code).toBe(ExitCode.inputError);
    expect(bad.stderr).toMatch(/lib\.c: not JSON/);
  }, 60_000);
});

describe('verify --entry with a pattern of harness functions', () => {
  const HARNESSES = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int scale(int x, int k) { assert(x * k >= 0); return x * k; }
void proof_small(void) { int x = __VERIFIER_nondet_int(); if (x >= 0 && x < 100) scale(x, 3); }
void proof_negative(void) { int x = __VERIFIER_nondet_int(); if (x < 0 && x > -100) scale(x, 2); }
`;

  it('verifies every matching harness; a property is UNSAFE if one harness violates it', async () => {
    const file = path.join(repo, 'harness.c');
    fs.writeFileSync(file, HARNESSES);
    const r = await cli('verify', '--entry', 'proof_*', '--format', 'json', file);
    expect(r.code).toBe(ExitCode.unsafe);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(report.properties.map((p) => [p.id, p.verdict, p.entry])).toEqual([
      ['scale#1', 'unsafe', 'proof_negative'],
    ]);
    const safe = await cli('verify', '--entry', 'proof_s*', '--format', 'json', file);
    expect(safe.code).toBe(ExitCode.ok);
    expect((JSON.parse(safe.stdout) as VerifyReport).properties[0]).toMatchObject({
      verdict: 'safe',
      entry: 'proof_small',
    });
    const none = await cli('verify', '--entry', 'nothing_*', file);
    expect(none.code).toBe(ExitCode.inputError);
    expect(none.stderr).toMatch(/no function of any program matches the entry pattern 'nothing_\*'/);
    fs.rmSync(file);
  }, 60_000);
});
