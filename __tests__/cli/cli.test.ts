// The CLI in-process through run(args, io): exit codes, diagnostics in file:line:col form, the
// three `cfa` formats, option validation, and `verify` listing every property as UNKNOWN (text,
// JSON and SARIF).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exitCodes';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';
import type { VerifyReport } from '../../src/report/results';
import { VERSION } from '../../src/version';

const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');
const sumC = path.join(examples, 'safe-loop/sum.c');
const clampC = path.join(examples, 'assert-fail/clamp.c');
let tmp: string;

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = new BufferIo();
  const code = await run(args, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-cli-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('usage', () => {
  it('prints the version and help with exit 0', async () => {
    expect(await cli('--version')).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('verify');
    expect(help.stdout).toContain('cfa');
  });

  it.each([
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['verify'], /missing required argument 'path'/],
    [['verify', '--bogus', sumC], /unknown option '--bogus'/],
    [['verify', '--data-model', 'ILP64', sumC], /expected ILP32 or LP64/],
    [['verify', '--format', 'xml', sumC], /Allowed choices are text, json, sarif/],
    [['verify', '--timeout', '-1', sumC], /expected a positive number of seconds/],
    [['verify', '--timeout', 'soon', sumC], /expected a positive number of seconds/],
    [['verify', '--timeout', '', sumC], /expected a positive number of seconds/],
    [['verify', '--engine', 'kind2', sumC], /Allowed choices are auto, bmc/],
    [['verify', '--check', 'overflow,nulls', sumC], /unknown check 'nulls'/],
    [['verify', '--check', '', sumC], /unknown check ''/],
    [['verify', '--entry', '1main', sumC], /expected a C identifier/],
    [['verify', '--reproducer', sumC, sumC], /exists and is not a folder/],
    [['bench', '--jobs', '0', 'tasks.tsv'], /expected a positive whole number/],
    [['bench', '--jobs', '1.5', 'tasks.tsv'], /expected a positive whole number/],
    [['bench', '--memory', 'lots', 'tasks.tsv'], /expected a positive whole number/],
    [['bench', '--filter', '(', 'tasks.tsv'], /invalid regular expression/],
    [['bench', '--data-model', 'LP32', 'tasks.tsv'], /expected ILP32 or LP64/],
    [['bench'], /missing required argument 'tasks'/],
    [['cfa', '-D', '1X', sumC], /expected NAME or NAME=VALUE/],
    [['cfa', '--json', '--dot', sumC], /cannot be used with/],
  ])('%j is a usage error: exit 3, message, no stack trace', async (args, message) => {
    const r = await cli(...args);
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^proofgate: error: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('treats no command at all as a usage error', async () => {
    const r = await cli();
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toContain('Usage: proofgate');
  });
});

describe('input errors', () => {
  it('reports a missing file at line 1, column 1', async () => {
    const missing = path.join(tmp, 'nope.c');
    for (const command of ['cfa', 'verify']) {
      const r = await cli(command, missing);
      expect(r.code).toBe(ExitCode.inputError);
      expect(r.stderr).toContain(`${missing}:1:1: error`);
      expect(r.stdout).toBe('');
    }
  });

  it('reports a syntax error at its line and column', async () => {
    const bad = path.join(tmp, 'bad.c');
    fs.writeFileSync(bad, 'int main(void) {\n  int x = ;\n  return x;\n}\n');
    for (const command of ['cfa', 'verify']) {
      const r = await cli(command, bad);
      expect(r.code).toBe(ExitCode.inputError);
      expect(r.stderr).toMatch(new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:\\d+: error: `));
    }
  });

  it('reports a directory without C files', async () => {
    const empty = fs.mkdtempSync(path.join(tmp, 'empty-'));
    const r = await cli('verify', empty);
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toContain(`${empty}:1:1: error: no .c or .i files in directory`);
  });

  it('reports an unwritable --output file', async () => {
    const r = await cli('verify', sumC, '--output', path.join(tmp, 'no/such/dir/report.json'));
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toContain('proofgate: error: cannot write');
  });
});

describe('cfa', () => {
  it('prints text by default', async () => {
    const r = await cli('cfa', sumC);
    expect(r.code).toBe(ExitCode.ok);
    expect(r.stdout).toContain('main');
    expect(r.stdout.endsWith('\n')).toBe(true);
  });

  it('prints JSON with --json', async () => {
    const r = await cli('cfa', '--json', sumC);
    expect(r.code).toBe(ExitCode.ok);
    expect(() => JSON.parse(r.stdout) as unknown).not.toThrow();
    expect(r.stdout).toContain('"main"');
  });

  it('prints Graphviz dot with --dot', async () => {
    const r = await cli('cfa', '--dot', '--data-model', 'ILP32', clampC);
    expect(r.code).toBe(ExitCode.ok);
    expect(r.stdout).toMatch(/^\s*(strict\s+)?digraph\b/);
    expect(r.stdout).toContain('clamp');
  });

  it('links several files with a header into one program', async () => {
    const dir = path.join(examples, 'multi-file');
    const r = await cli('cfa', '-I', dir, path.join(dir, 'main.c'), path.join(dir, 'counter.c'));
    expect(r.code).toBe(ExitCode.ok);
    expect(r.stdout).toContain('counter_add');
  });
});

describe('verify', () => {
  it('lists every property of the examples as UNKNOWN and exits 2', async () => {
    const r = await cli('verify', examples);
    expect(r.code).toBe(ExitCode.unknown);
    expect(r.stdout).toMatch(/clamp\.c:\d+: UNKNOWN main#\d+ assert/);
    expect(r.stdout).toMatch(/sum\.c:\d+: UNKNOWN main#\d+ assert/);
    expect(r.stdout).toMatch(/counter\.c:\d+: UNKNOWN counter_add#\d+ assert/);
    expect(r.stdout).toMatch(
      /^verdict: UNKNOWN \(\d+ properties in \d+ functions: 0 safe, 0 unsafe, \d+ unknown\)$/m,
    );
    expect(r.stderr).toMatch(/UNKNOWN: verification engines arrive in a later version of proofgate\.\n$/);
  });

  it('writes the JSON report to --output', async () => {
    const out = path.join(tmp, 'report.json');
    const r = await cli('verify', '--format', 'json', '--output', out, examples);
    expect(r.code).toBe(ExitCode.unknown);
    expect(r.stdout).toBe('');
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as VerifyReport;
    expect(report.version).toBe(1);
    expect(report.verdict).toBe('unknown');
    expect(report.stats.properties).toBe(report.properties.length);
    expect(report.stats).toMatchObject({ solverCalls: 0, engineSeconds: expect.any(Number) as number });
    expect(report.properties.length).toBeGreaterThanOrEqual(4);
    for (const p of report.properties) {
      expect(p).toMatchObject({
        verdict: 'unknown',
        engine: 'none',
        seconds: 0,
        reason: 'verification engines arrive in a later version of proofgate',
      });
      expect(p).not.toHaveProperty('trace');
      expect(p.id).toMatch(/^\w+#\d+$/);
      expect(['assert', 'error-call']).toContain(p.kind);
      expect(p.line).toBeGreaterThan(0);
    }
    // examples/multi-file/ has one `main`, so its files are linked into one program: main.c's
    // calls reach counter.c's bodies, and nothing is external or unsupported.
    expect(report.stats.unsupported).toEqual([]);
    expect(report.stats.externalFunctions).toEqual([]);
  });

  it('links the files of a folder with one main, and keeps a folder of several mains apart', async () => {
    const one = path.join(tmp, 'linked');
    const many = path.join(tmp, 'separate');
    fs.mkdirSync(one, { recursive: true });
    fs.mkdirSync(many, { recursive: true });
    fs.writeFileSync(path.join(one, 'a.c'), 'int get(void);\nint main(void) { return get(); }\n');
    fs.writeFileSync(path.join(one, 'b.c'), 'int get(void) { return 1; }\n');
    fs.writeFileSync(path.join(many, 'p.c'), 'int main(void) { return 0; }\n');
    fs.writeFileSync(path.join(many, 'q.c'), 'int main(void) { return 1; }\n');
    const r = await cli('verify', '--format', 'json', one, many);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(r.stderr).not.toContain('redefinition');
    expect(report.stats.externalFunctions).toEqual([]);
    expect(report.stats.functions).toBe(4); // main+get linked, then p.c's and q.c's main
  });

  it('lists functions called without a body as external', async () => {
    const file = path.join(tmp, 'ext.c');
    fs.writeFileSync(
      file,
      '#include <assert.h>\nint ext(int);\nint main(void) { assert(ext(1) == 1); return 0; }\n',
    );
    const r = await cli('verify', '--format', 'json', file);
    expect(r.code).toBe(ExitCode.unknown);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(report.stats.externalFunctions).toEqual(['ext']);
    expect(report.properties).toMatchObject([
      { id: 'main#1', file, line: 3, function: 'main', kind: 'assert' },
    ]);
  });

  it('exits 0 when a program has no properties', async () => {
    const file = path.join(tmp, 'none.c');
    fs.writeFileSync(file, 'int twice(int x) { return 2 * x; }\n');
    const r = await cli('verify', '--format', 'json', file);
    expect(r.code).toBe(ExitCode.ok);
    expect((JSON.parse(r.stdout) as VerifyReport).verdict).toBe('safe');
  });
});

describe('verify options', () => {
  it('accepts every engine option and still answers UNKNOWN (exit 2)', async () => {
    const r = await cli(
      'verify',
      '--engine',
      'bmc',
      '--timeout',
      '2.5',
      '--check',
      'overflow,div-by-zero',
      '--check',
      'bounds',
      '--entry',
      'main',
      '--reproducer',
      path.join(tmp, 'repro'),
      '--data-model',
      'ILP32',
      clampC,
    );
    expect(r.code).toBe(ExitCode.unknown);
    expect(r.stdout).toMatch(/UNKNOWN main#1 assert: .* \(none, 0\.00 s\): verification engines arrive/);
  });

  it('reports an entry function the program does not define as an input error', async () => {
    const r = await cli('verify', '--entry', 'start', clampC);
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toContain("error: entry function 'start' is not defined in this program");
    expect(r.stdout).toBe('');
  });

  it('prints SARIF with --format sarif: no results while every property is UNKNOWN', async () => {
    const r = await cli('verify', '--format', 'sarif', clampC);
    expect(r.code).toBe(ExitCode.unknown);
    const log = JSON.parse(r.stdout) as {
      version: string;
      runs: {
        results: unknown[];
        invocations: { toolExecutionNotifications: { message: { text: string } }[] }[];
      }[];
    };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]?.results).toEqual([]);
    const notes = log.runs[0]?.invocations[0]?.toolExecutionNotifications ?? [];
    expect(notes.map((n) => n.message.text)).toEqual([expect.stringMatching(/UNKNOWN main#1 assert/)]);
  });
});
