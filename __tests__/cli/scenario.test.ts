// `proofgate scenario`: the incremental example (examples/incremental) verified step by step, cold
// and warm: the verdicts agree at every step, a comment-only edit costs no engine call, an edit
// that keeps the old invariants true is decided by re-checking them; and a broken scenario file is
// an input error with file and line.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/program';
import { ExitCode } from '../../src/cli/exitCodes';
import type { StepResult } from '../../src/cli/scenario/runScenario';

const root = path.resolve(__dirname, '../..');

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    out: (s) => {
      stdout += s;
    },
    err: (s) => {
      stderr += s;
    },
  });
  return { code, stdout, stderr };
}

describe('scenario', () => {
  it('verifies every step of examples/incremental cold and warm with the same verdicts', async () => {
    const json = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-scenario-test-')), 'out.json');
    const r = await cli(
      'scenario',
      path.join(root, 'examples/incremental'),
      '--timeout',
      // with 60 s, CHC's slice (17 %, at most 10 s) fits its proof of the example; with 30 s it
      // did not, and each run waited for BMC (about 25 s a run against 10 s)
      '60',
      '--json',
      json,
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(ExitCode.ok);
    const steps = JSON.parse(fs.readFileSync(json, 'utf8')) as StepResult[];
    expect(steps.map((s) => s.name)).toEqual([
      'base',
      'refactor',
      'comment-only',
      'loop rewrite',
      'new bug',
      'callee breaks caller',
    ]);
    // never SAFE in one run and UNSAFE in the other; where they differ at all, one of them is UNKNOWN
    // (a warm run starts from stored facts and may decide what the cold run's work budget did not)
    for (const s of steps) {
      expect(s.conflicts).toEqual([]);
      for (const id of s.differences) expect([s.cold.verdicts[id], s.warm.verdicts[id]]).toContain('unknown');
    }
    const by = Object.fromEntries(steps.map((s) => [s.name, s]));
    // the cold run of the first step has nothing to reuse; no later step starts from nothing
    expect(by.base.warm.reuse?.scratch.properties).toBe(3);
    for (const s of steps.slice(1)) expect(s.warm.reuse?.scratch.properties).toBe(0);
    // a comment changes no fingerprint: every verdict is reused, no engine runs
    const comment = by['comment-only'].warm.reuse;
    expect(comment?.verdict.properties).toBe(3);
    for (const k of ['certificate', 'candidates', 'scratch'] as const)
      expect(comment?.[k].solverCalls).toBe(0);
    // the refactoring changes main's cone: the old invariants are re-checked, no verdict is reused
    expect(by.refactor.warm.reuse?.verdict.properties).toBe(0);
    // clamp's new bug is found (testing) and the count_to properties still hold
    expect(Object.values(by['new bug'].warm.verdicts).filter((v) => v === 'unsafe')).toHaveLength(1);
    expect(r.stdout).toMatch(/^\| comment-only \| 3 safe/m);
  }, 600_000);

  it('reports a broken scenario with file and line, exit 3', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-scenario-bad-'));
    fs.mkdirSync(path.join(dir, 'project'));
    fs.writeFileSync(path.join(dir, 'project', 'main.c'), 'int main(void) { return 0; }\n');
    const write = (text: string): void => fs.writeFileSync(path.join(dir, 'scenario.yaml'), text);
    write('project: project\nsteps:\n  - name: a\n    edits: [oops\n');
    let r = await cli('scenario', dir);
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toMatch(/scenario\.yaml:\d+: /);
    write('project: project\nsteps:\n  - what: no name\n');
    r = await cli('scenario', dir);
    expect(r.stderr).toMatch(/scenario\.yaml:3: missing `name`/);
    write('project: nowhere\nsteps:\n  - name: a\n');
    r = await cli('scenario', dir);
    expect(r.stderr).toMatch(/scenario\.yaml:1: no project folder/);
    write(
      'project: project\nsteps:\n  - name: a\n    edits:\n      - file: main.c\n        replace: absent\n        with: x\n',
    );
    r = await cli('scenario', dir);
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toMatch(/step a: the text to replace in main\.c is not found/);
    r = await cli('scenario', path.join(dir, 'missing'));
    expect(r.stderr).toMatch(/missing.*cannot read the scenario/);
  });
});
