// The Action end to end in-process: inputs from INPUT_* variables, outputs and the job summary in
// the files GitHub names, annotations and failures as workflow commands on stdout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failsStep, run } from '../../src/action/run';

const root = path.resolve(__dirname, '../..');
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

describe('action run()', () => {
  it('rejects a garbage input with setFailed and no outputs', async () => {
    process.env['INPUT_FAIL-ON'] = 'sometimes';
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toContain(
      "::error::Invalid input 'fail-on': 'sometimes' is not one of unsafe, unknown, never",
    );
    expect(outputs()).toEqual({});
  });

  it('verifies the examples: every property unknown, step passes with fail-on unsafe', async () => {
    process.env['INPUT_PATHS'] = path.join(root, 'examples');
    await run();
    expect(process.exitCode).not.toBe(1);
    const out = outputs();
    expect(out['verdict']).toBe('unknown');
    expect(out['unsafe']).toBe('0');
    expect(out['safe']).toBe('0');
    expect(Number(out['unknown'])).toBeGreaterThanOrEqual(4);
    const summary = fs.readFileSync(path.join(tmp, 'summary.md'), 'utf8');
    expect(summary).toContain('proofgate');
    expect(summary).toContain('verification engines arrive in a later version of proofgate');
  });

  it('fails the step on unknown results when fail-on is unknown', async () => {
    process.env['INPUT_PATHS'] = path.join(root, 'examples/safe-loop/sum.c');
    process.env['INPUT_FAIL-ON'] = 'unknown';
    await run();
    expect(process.exitCode).toBe(1);
    expect(stdout).toContain('fail-on: unknown');
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
});
