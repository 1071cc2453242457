// `proofgate baseline` and `verify --baseline`: a report's violation accepted in a baseline file
// (reason, expiry), then not counted in verify's exit code until the entry expires; entries kept
// when the file is written again; a malformed file is an input error at its line.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exitCodes';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';

const clamp = path.resolve(__dirname, '../../examples/assert-fail/clamp.c');
let tmp: string;

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = new BufferIo();
  const code = await run(args, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-baseline-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('baselines on the command line', () => {
  it('accepts a violation until its entry expires', async () => {
    const report = path.join(tmp, 'report.json');
    const first = await cli('verify', clamp, '--format', 'json', '--output', report, '--timeout', '30');
    expect(first.code).toBe(ExitCode.unsafe);
    const file = path.join(tmp, 'baseline.yml');
    const written = await cli(
      'baseline',
      report,
      '--output',
      file,
      '--reason',
      'known: #9',
      '--expires',
      '2099-01-01',
    );
    expect(written.code).toBe(ExitCode.ok);
    expect(written.stdout).toContain('1 accepted findings (1 new, expiring 2099-01-01)');
    const yml = fs.readFileSync(file, 'utf8');
    expect(yml).toMatch(/fingerprint: [0-9a-f]{32}\n\s+property: main#1\n/);
    expect(yml).toContain('reason: "known: #9"');

    const accepted = await cli('verify', clamp, '--baseline', file, '--timeout', '30');
    expect(accepted.code).toBe(ExitCode.ok);
    expect(accepted.stdout).toContain('accepted in the baseline until 2099-01-01: known: #9');
    expect(accepted.stderr).toContain('1 finding accepted in');

    // written again with another reason: the entry keeps its own
    const again = await cli('baseline', report, '--output', file, '--reason', 'other');
    expect(again.stdout).toContain('1 accepted findings (0 new');
    expect(fs.readFileSync(file, 'utf8')).toContain('known: #9');

    fs.writeFileSync(file, yml.replace('2099-01-01', '2020-01-01'));
    const expired = await cli('verify', clamp, '--baseline', file, '--timeout', '30');
    expect(expired.code).toBe(ExitCode.unsafe);
    expect(expired.stdout).toContain('its baseline entry expired 2020-01-01');

    fs.writeFileSync(file, yml.replace(/expires: .*/, 'expires: soon'));
    const bad = await cli('verify', clamp, '--baseline', file, '--timeout', '30');
    expect(bad.code).toBe(ExitCode.inputError);
    expect(bad.stderr).toMatch(/baseline\.yml:\d+: expires: expected a date YYYY-MM-DD/);
  }, 120_000);
});
