// The Action end to end in-process: inputs from INPUT_* variables, outputs and the job summary in
// the files GitHub names, annotations and failures as workflow commands on stdout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { budgetNotes, failsStep, run } from '../../src/action/run';
import { VERSION } from '../../src/version';

const root = path.resolve(__dirname, '../..');
/** One program per folder: safe/, unsafe/ and unknown/, each named after its verdict. */
const verdicts = path.join(__dirname, '../fixtures/verdicts');
// One folder for the whole file: @actions/core's summary remembers the first summary path it sees.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-action-'));
let stdout: string;
const saved = { ...process.env };

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

beforeEach(() => {
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k];
  process.env['GITHUB_OUTPUT'] = path.join(tmp, 'output');
  process.env['GITHUB_STEP_SUMMARY'] = path.join(tmp, 'summary.md');
  // No cache directory or SARIF file in the repository the tests run in.
  process.env['INPUT_CACHE'] = 'false';
  process.env['INPUT_SARIF-FILE'] = path.join(tmp, 'out.sarif');
  fs.writeFileSync(process.env['GITHUB_OUTPUT'], '');
  fs.writeFileSync(process.env['GITHUB_STEP_SUMMARY'], '');
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  process.exitCode = undefined;
});

/** name → value from the GITHUB_OUTPUT file (heredoc format written by @actions/core). */
function outputs(): Record<string, string> {
  const text = fs.readFileSync(path.join(tmp, 'output'), 'utf8');
  const result: Record<string, string> = {};
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) result[m[1]] = m[3];
  return result;
}

function counts(verdict: string, safe: number, unsafe: number, unknown: number): Record<string, string> {
  const unreachable = '0';
  return {
    verdict,
    unsafe: String(unsafe),
    unknown: String(unknown),
    safe: String(safe),
    unreachable,
    reused: '0',
  };
}

describe('action run()', () => {
  it('rejects a garbage input with setFailed and no outputs', async () => {
    process.env['INPUT_FAIL-ON'] = 'sometimes';
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toContain(
      "::error title=proofgate%3A invalid input::Invalid input 'fail-on': 'sometimes' is not one of unsafe, unknown, never",
    );
    expect(outputs()).toEqual({ verdict: 'error' });
  });

  it('verifies the examples: clamp is UNSAFE, so the step fails with the default fail-on unsafe', async () => {
    // the small examples (examples/realistic takes longer: it is a scenario of its own)
    const small = ['assert-fail', 'incremental', 'multi-file', 'safe-loop'];
    process.env['INPUT_PATHS'] = small.map((d) => path.join(root, 'examples', d)).join('\n');
    await run();
    expect(process.exitCode).toBe(1);
    expect(outputs()).toEqual({
      ...counts('unsafe', 7, 1, 0),
      failing: '1',
      'sarif-file': path.join(tmp, 'out.sarif'),
      // no artefacts asked for: their outputs are empty
      'json-file': '',
      reproducers: '',
      witnesses: '',
    });
    expect(stdout).toContain('proofgate: UNSAFE: 7 safe, 1 unsafe, 0 unknown, 0 unreachable, 0 reused');
    expect(stdout).toMatch(
      /::error::proofgate verdict UNSAFE fails the step \(fail-on: unsafe\): 1 violated, 0 not proved\./,
    );
    const summary = fs.readFileSync(path.join(tmp, 'summary.md'), 'utf8');
    expect(summary).toContain(`## ❌ proofgate ${VERSION}: UNSAFE`);
    const row = (file: string, id: string, verdict: string): RegExp =>
      new RegExp(`^\\| ${verdict} \\| examples/${file} \\| ${id} `, 'm'); // relative to the repository's root
    expect(summary).toMatch(row('assert-fail/clamp.c:20', 'main#1', '❌'));
    expect(summary).toMatch(row('multi-file/counter.c:10', 'counter\\\\_add#1', '✅')); // `_` Markdown-escaped
    expect(summary).toMatch(row('multi-file/main.c:16', 'main#1', '✅'));
    expect(summary).toMatch(row('safe-loop/sum.c:17', 'main#1', '✅'));
    expect(summary).toMatch(row('safe-loop/sum.c:19', 'main#2', '✅'));
    expect(summary).toContain('<details><summary>❌ Counterexample for <code>main#1</code>');
    expect(stdout).toMatch(
      /^::error title=proofgate%3A assertion can fail \(main#1\),file=.*clamp\.c,line=20::/m,
    );
  }, 180_000); // the whole examples folder: generous on a loaded machine

  it('passes the step on an UNSAFE program when fail-on is never', async () => {
    process.env['INPUT_PATHS'] = path.join(verdicts, 'unsafe');
    process.env['INPUT_FAIL-ON'] = 'never';
    await run();
    expect(process.exitCode).not.toBe(1);
    expect(stdout).not.toContain('::error::');
    expect(outputs()).toMatchObject(counts('unsafe', 0, 1, 0));
  });

  it('passes the step on UNKNOWN results with fail-on unsafe (the default)', async () => {
    process.env['INPUT_PATHS'] = path.join(verdicts, 'unknown');
    await run();
    expect(process.exitCode).not.toBe(1);
    expect(stdout).not.toContain('::error::');
    expect(outputs()).toMatchObject(counts('unknown', 0, 0, 1));
    // The unsupported construct that makes it UNKNOWN is annotated as a warning.
    expect(stdout).toMatch(
      /^::warning title=proofgate%3A unsupported inline asm,file=.*unknown\.c,line=11,col=3::unsupported: inline asm$/m,
    );
  });

  it('fails the step on unknown results when fail-on is unknown', async () => {
    process.env['INPUT_PATHS'] = path.join(verdicts, 'unknown');
    process.env['INPUT_FAIL-ON'] = 'unknown';
    await run();
    expect(process.exitCode).toBe(1);
    expect(outputs()).toMatchObject(counts('unknown', 0, 0, 1));
    expect(stdout).toMatch(/::error::proofgate verdict UNKNOWN fails the step \(fail-on: unknown\)/);
  });

  it('passes the step when every property is proved SAFE, even with fail-on unknown', async () => {
    process.env['INPUT_PATHS'] = path.join(root, 'examples/safe-loop/sum.c');
    process.env['INPUT_FAIL-ON'] = 'unknown';
    await run();
    expect(process.exitCode).not.toBe(1);
    expect(stdout).not.toContain('::error::');
    expect(outputs()).toMatchObject(counts('safe', 2, 0, 0));
  });

  it('fails the step on a run that checked no property when fail-on is unknown, and says so', async () => {
    const file = path.join(fs.mkdtempSync(path.join(tmp, 'none-')), 'none.c');
    fs.writeFileSync(file, 'int main(void) { return 0; }\n');
    process.env['INPUT_PATHS'] = file;
    process.env['INPUT_FAIL-ON'] = 'unknown';
    await run();
    expect(process.exitCode).toBe(1);
    expect(outputs()).toMatchObject({ ...counts('unknown', 0, 0, 0), unreachable: '0' });
    expect(stdout).toMatch(/::error::proofgate verdict UNKNOWN \(no properties checked\) fails the step/);
    const summary = fs.readFileSync(path.join(tmp, 'summary.md'), 'utf8');
    expect(summary).toContain(`## ❔ proofgate ${VERSION}: UNKNOWN (no properties checked)`);
  });

  it('annotates input errors with file, line and column, at most 10 per step', async () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'bad-'));
    for (let i = 0; i < 12; i++) {
      const file = path.join(dir, `bad${String(i).padStart(2, '0')}.c`);
      fs.writeFileSync(file, 'int main(void) {\n  int x = ;\n  return 0;\n}\n');
    }
    process.env['INPUT_PATHS'] = dir;
    await run();
    expect(process.exitCode).toBe(1);
    const annotations = stdout.split('\n').filter((l) => l.startsWith('::error'));
    // 10 annotations for the diagnostics (the 10th counts the rest) plus the setFailed message.
    expect(annotations.filter((l) => l.includes('file='))).toHaveLength(9);
    expect(annotations.some((l) => /more errors not shown as annotations/.test(l))).toBe(true);
    expect(annotations[0]).toMatch(/file=.*bad00\.c,line=2,col=\d+/);
    expect(outputs()['verdict']).toBe('error');
  });
});

describe('failsStep', () => {
  it('follows fail-on', () => {
    expect(failsStep('unsafe', 'unsafe')).toBe(true);
    expect(failsStep('unknown', 'unsafe')).toBe(false);
    expect(failsStep('unknown', 'unknown')).toBe(true);
    expect(failsStep('safe', 'unknown')).toBe(false);
    expect(failsStep('unsafe', 'never')).toBe(false);
  });

  it('fails on a budget that ran out before a changed program, unless fail-on is never', () => {
    expect(failsStep('safe', 'unsafe', { changedUnverified: 1 })).toBe(true);
    expect(failsStep('unknown', 'unsafe', { changedUnverified: 2 })).toBe(true);
    expect(failsStep('unknown', 'unsafe', { changedUnverified: 0 })).toBe(false);
    expect(failsStep('unknown', 'never', { changedUnverified: 1 })).toBe(false);
  });
});

describe('budgetNotes', () => {
  const skipped = [
    { files: ['/ws/src/z/z.c'], changed: true, compared: true },
    { files: ['/ws/src/a/a.c'], changed: false, compared: true },
  ];

  it('names the changed programs the budget left unverified, in bold', () => {
    const notes = budgetNotes(skipped, { budgetSeconds: 5, failOn: 'unsafe' }, '/ws');
    expect(notes[0]).toMatch(
      /^\*\*The time budget \(5 s\) ran out before 1 changed program\(s\) were verified: `src\/z\/z\.c`\..*\*\*$/,
    );
    expect(notes[1]).toContain('1 unchanged program(s) were verified: `src/a/a.c`');
  });

  it('says in bold that only fail-on never lets the step pass', () => {
    const notes = budgetNotes(skipped.slice(0, 1), { budgetSeconds: 5, failOn: 'never' }, '/ws');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/The step passes only because fail-on is never\.\*\*$/);
    expect(budgetNotes([], { budgetSeconds: 5, failOn: 'unsafe' }, '/ws')).toEqual([]);
  });
});
