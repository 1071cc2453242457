// The CLI in-process through run(args, io): exit codes, diagnostics in file:line:col form, the
// three `cfa` formats, option validation, and `verify` with the BMC engine on the examples (text,
// JSON and SARIF: clamp.c UNSAFE with its replayed trace, the others SAFE) and on small programs
// of each verdict (__tests__/fixtures/verdicts/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as Sarif from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exitCodes';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';
import type { TraceStep, VerifyReport } from '../../src/pipeline/results';
import { VERSION } from '../../src/version';
import { sarifValidator } from '../report/sarifSchema';

const root = path.resolve(__dirname, '../..');
const examples = path.join(root, 'examples');
/**
 * The small examples, verified together as a user verifies a folder (examples/realistic, whose
 * proofs take longer, is a scenario of its own: `proofgate scenario examples/realistic`).
 */
const SMALL = ['assert-fail', 'incremental', 'multi-file', 'safe-loop'].map((d) => path.join(examples, d));
const sumC = path.join(examples, 'safe-loop/sum.c');
const clampC = path.join(examples, 'assert-fail/clamp.c');
const counterC = path.join(examples, 'multi-file/counter.c');
const mainC = path.join(examples, 'multi-file/main.c');
const incrementalC = path.join(examples, 'incremental/project/main.c');
/** One program per folder: safe/, unsafe/ and unknown/, each named after its verdict. */
const verdicts = path.join(__dirname, '../fixtures/verdicts');
let tmp: string;

/**
 * The properties of examples/, in report order (file, line). BMC deepens 1, 2, 4, 8, 16, ... and
 * proves a property at the first bound that no path exceeds: multi-file's loop runs at most 3
 * times (depth 4), safe-loop's at most 10 (depth 16); clamp's violation needs no loop (depth 1).
 */
const EXAMPLE_PROPERTIES = [
  { id: 'main#1', file: clampC, line: 20, function: 'main', text: 'assert(level >= 0 && level <= 100)' },
  {
    id: 'main#1',
    file: incrementalC,
    line: 14,
    function: 'main',
    text: 'assert(level >= 0 && level <= 100)',
  },
  { id: 'main#2', file: incrementalC, line: 15, function: 'main', text: 'assert(count_to(n) == n)' },
  {
    id: 'main#3',
    file: incrementalC,
    line: 16,
    function: 'main',
    text: 'assert(count_to((unsigned)level) <= 100)',
  },
  {
    id: 'counter_add#1',
    file: counterC,
    line: 10,
    function: 'counter_add',
    text: 'assert(c->value >= 0 && c->value <= 10)',
  },
  { id: 'main#1', file: mainC, line: 16, function: 'main', text: 'assert(c.value <= 10)' },
  { id: 'main#1', file: sumC, line: 17, function: 'main', text: 'assert(i <= n)' },
  { id: 'main#2', file: sumC, line: 19, function: 'main', text: 'assert(sum >= n)' },
].map((p) => ({ ...p, kind: 'assert' as const }));

/**
 * Who reports a loop-free violation (clamp.c, ext.c) under the default --engine auto, and at which
 * unwinding depth: BMC, at its first bound. (With --engine bmc it must be BMC in any case.)
 */
/** Under `--engine auto` random testing runs first and finds clamp's violation (no unwinding depth). */
const AUTO_ALARM = { engine: 'testing' } as const;
/** Who proves each SAFE example property (EXAMPLE_PROPERTIES[1..]) under work budgets. */
const PROVERS = ['chc', 'chc', 'chc', 'chc', 'chc', 'exhaustive-runs', 'exhaustive-runs'];

/** The counterexample's reading: the solver may pick any int above 100, clamp's off-by-one range. */
function clampReading(reading: string | undefined): string {
  expect(reading).toMatch(/^\d+$/);
  expect(Number(reading)).toBeGreaterThan(100);
  expect(Number(reading)).toBeLessThanOrEqual(2 ** 31 - 1);
  return reading as string;
}

/** clamp.c's replayed counterexample for a reading above 100: into clamp's buggy branch and back. */
function clampTrace(reading: string): TraceStep[] {
  const step = (
    line: number,
    fn: string,
    text: string,
    assignments: Record<string, string> = {},
    branch?: boolean,
  ): TraceStep => ({
    file: clampC,
    line,
    function: fn,
    text,
    assignments,
    ...(branch !== undefined ? { branch } : {}),
  });
  return [
    step(17, 'main', 'main()'),
    step(18, 'main', 'int reading = __VERIFIER_nondet_int();', { reading }),
    step(19, 'main', 'int level = clamp(reading, 100);'),
    step(7, 'clamp', 'clamp(value, limit)', { value: reading, limit: '100' }),
    step(8, 'clamp', 'value < 0', {}, false),
    step(11, 'clamp', 'value > limit', {}, true),
    step(12, 'clamp', 'return limit + 1;'),
    step(19, 'main', 'int level = clamp(reading, 100);', { level: '101' }),
    step(20, 'main', 'level >= 0', {}, true),
    step(20, 'main', 'level <= 100', {}, false),
  ];
}

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
  it('verifies the examples: clamp UNSAFE with its trace, the others SAFE, exit 1', async () => {
    const r = await cli('verify', ...SMALL);
    expect(r.code).toBe(ExitCode.unsafe);
    expect(r.stderr).toBe('');
    const calls = /^time: \d+\.\d\d s \(engines \d+\.\d\d s, (\d+) solver calls?\)$/m.exec(r.stdout);
    expect(Number(calls?.[1])).toBeGreaterThan(0);
    const reading = clampReading(/\[reading = (\d+)\]/.exec(r.stdout)?.[1]);
    // under work budgets the same engines decide on any machine and load (times normalised, the
    // proof's loop invariant lines left out)
    const times = (s: string): string =>
      s
        .replace(/\d+\.\d\d s\b/g, 'T s')
        .replace(/\d+ solver calls?/, 'N solver calls')
        .split('\n')
        .filter((l) => !l.startsWith('  loop invariant at '))
        .join('\n');
    const step = ({ file, line, function: fn, text, assignments, branch }: TraceStep): string => {
      const values = Object.entries(assignments).map(([k, v]) => `${k} = ${v}`);
      const went = branch === undefined ? '' : `  (${branch})`;
      return `  ${file}:${line}  ${fn}  ${text}${went}${values.length > 0 ? `  [${values.join(', ')}]` : ''}`;
    };
    expect(times(r.stdout)).toBe(
      [
        `${clampC}:20: UNSAFE main#1 assert: assert(level >= 0 && level <= 100) (${AUTO_ALARM.engine}, T s)`,
        ...clampTrace(reading).map(step),
        `${incrementalC}:14: SAFE main#1 assert: assert(level >= 0 && level <= 100) (chc, T s)`,
        `${incrementalC}:15: SAFE main#2 assert: assert(count_to(n) == n) (chc, T s)`,
        `${incrementalC}:16: SAFE main#3 assert: assert(count_to((unsigned)level) <= 100) (chc, T s)`,
        `${counterC}:10: SAFE counter_add#1 assert: assert(c->value >= 0 && c->value <= 10) (chc, T s)`,
        `${mainC}:16: SAFE main#1 assert: assert(c.value <= 10) (chc, T s)`,
        `${sumC}:17: SAFE main#1 assert: assert(i <= n) (exhaustive-runs, T s)`,
        `${sumC}:19: SAFE main#2 assert: assert(sum >= n) (exhaustive-runs, T s)`,
        'verdict: UNSAFE (8 properties in 9 functions: 7 safe, 1 unsafe, 0 unknown)',
        'time: T s (engines T s, N solver calls)',
        `program 1: ${clampC}`,
        `program 2: ${['clamp.c', 'counter.c', 'main.c'].map((f) => path.join(examples, 'incremental/project', f)).join(' ')}`,
        `program 3: ${counterC} ${mainC}`,
        `program 4: ${sumC}`,
        '',
      ].join('\n'),
    );
  }, 180_000); // the whole examples folder: generous on a loaded machine

  it('writes the JSON report to --output', async () => {
    const out = path.join(tmp, 'report.json');
    const r = await cli('verify', '--format', 'json', '--output', out, ...SMALL);
    expect(r.code).toBe(ExitCode.unsafe);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('');
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as VerifyReport;
    expect(report.version).toBe(1);
    expect(report.verdict).toBe('unsafe');
    const clamp = report.properties[0];
    const reading = clampReading(clamp?.trace?.[1]?.assignments['reading']);
    const seconds = expect.any(Number) as number;
    // Exact objects: only the UNSAFE property has a trace, only UNKNOWN ones would have a reason.
    expect(report.properties).toEqual([
      {
        ...EXAMPLE_PROPERTIES[0],
        verdict: 'unsafe',
        ...AUTO_ALARM,
        seconds,
        trace: clampTrace(reading),
      },
      // under work budgets the same prover decides on any machine and load: CHC, the concrete
      // stage's exhaustive runs (sum.c's n in 0..10)
      ...EXAMPLE_PROPERTIES.slice(1).map((p, i) =>
        expect.objectContaining({ ...p, verdict: 'safe', engine: PROVERS[i] }),
      ),
    ]);
    const { stats } = report;
    for (const p of report.properties) {
      expect(p.seconds).toBeGreaterThanOrEqual(0);
      expect(p.seconds).toBeLessThanOrEqual(stats.engineSeconds);
    }
    expect(stats).toEqual({
      seconds: expect.any(Number) as number,
      cpuSeconds: expect.any(Number) as number,
      engineSeconds: expect.any(Number) as number,
      solverCalls: expect.any(Number) as number,
      functions: 9,
      properties: 8,
      // examples/multi-file/ has one `main`, so its files are linked into one program: main.c's
      // calls reach counter.c's bodies, and nothing is external or unsupported.
      externalFunctions: [],
      unsupported: [],
      // per engine that ran
      engines: expect.objectContaining({
        testing: expect.objectContaining({ runs: expect.any(Number) }),
      }) as object,
      hornSystemsBuilt: expect.any(Number) as number,
      // the work done is the same on every run (in seconds of the reference machine); nothing cut
      workSeconds: expect.any(Number) as number,
      wallClockCuts: 0,
    });
    expect(stats.solverCalls).toBeGreaterThan(0);
    expect(stats.engineSeconds).toBeGreaterThan(0);
    expect(stats.engineSeconds).toBeLessThanOrEqual(stats.seconds);
    expect(stats.cpuSeconds).toBeGreaterThan(0);
  }, 180_000); // the whole examples folder: generous on a loaded machine

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

  it('lists functions called without a body as external: a violation needing their result is UNKNOWN', async () => {
    const file = path.join(tmp, 'ext.c');
    fs.writeFileSync(
      file,
      '#include <assert.h>\nint ext(int);\nint main(void) { assert(ext(1) == 1); return 0; }\n',
    );
    const r = await cli('verify', '--format', 'json', file);
    expect(r.code).toBe(ExitCode.unknown);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(report.stats.externalFunctions).toEqual(['ext']);
    // What ext returns is not known: a run that fails for some of its results is no evidence.
    expect(report.properties).toEqual([
      {
        id: 'main#1',
        kind: 'assert',
        file,
        line: 3,
        function: 'main',
        text: 'assert(ext(1) == 1)',
        verdict: 'unknown',
        engine: 'bmc',
        seconds: expect.any(Number) as number,
        reason: 'depends on the unknown function ext',
      },
    ]);
  });

  it('exits 2 (unknown, "no properties checked") when a program has no properties: it proved nothing', async () => {
    const file = path.join(tmp, 'none.c');
    fs.writeFileSync(file, 'int twice(int x) { return 2 * x; }\n');
    const r = await cli('verify', '--format', 'json', file);
    expect(r.code).toBe(ExitCode.unknown);
    expect((JSON.parse(r.stdout) as VerifyReport).verdict).toBe('unknown');
    const text = await cli('verify', file);
    expect(text.stdout).toContain('verdict: UNKNOWN (no properties checked: 0 properties');
  });

  it('reports the properties --entry f does not reach as UNREACHABLE, not SAFE', async () => {
    const file = path.join(tmp, 'entry.c');
    fs.writeFileSync(
      file,
      '#include <assert.h>\nint g(int x){ assert(x > 0); return x; }\nint f(int x){ return x; }\nint main(void){ return 0; }\n',
    );
    const r = await cli('verify', file, '--entry', 'f');
    expect(r.stdout).toContain(
      `${file}:2: UNREACHABLE g#1 assert: assert(x > 0) (none, 0.00 s): 'g' is not called from the entry 'f'`,
    );
    expect(r.stdout).not.toMatch(/SAFE g#1/);
    expect(r.code).toBe(ExitCode.unknown);
  });

  it.each([
    [['safe'], 'safe', ExitCode.ok],
    [['safe', 'unknown'], 'unknown', ExitCode.unknown],
    [['unknown', 'unsafe'], 'unsafe', ExitCode.unsafe],
  ] as const)('exits by the overall verdict: %j → %s, exit %i', async (programs, verdict, code) => {
    const r = await cli('verify', '--format', 'json', ...programs.map((p) => path.join(verdicts, p)));
    expect(r.code).toBe(code);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(report.verdict).toBe(verdict);
    // One program per folder, each with one property of its folder's verdict.
    expect(report.properties.map((p) => [path.basename(p.file), p.verdict])).toEqual(
      programs.map((p) => [`${p}.c`, p]),
    );
    const unknown = report.properties.find((p) => p.verdict === 'unknown');
    if (unknown) {
      expect(unknown).toMatchObject({ engine: 'bmc', reason: 'unsupported: inline asm (reachable)' });
      expect(unknown).not.toHaveProperty('trace');
    }
    const unsafe = report.properties.find((p) => p.verdict === 'unsafe');
    if (unsafe) expect(unsafe.trace?.map((s) => s.assignments)).toEqual([{}, { x: '42' }, {}]);
    const safe = report.properties.find((p) => p.verdict === 'safe');
    if (safe) {
      // The concrete stage's exhaustive runs or the portfolio's BMC probe settle this loop-free
      // program (complete at the first bound) before any prover runs.
      expect(['bmc', 'exhaustive-runs']).toContain(safe.engine);
      expect(safe).not.toHaveProperty('trace');
    }
  });
});

describe('verify options', () => {
  it('accepts every engine option: clamp is UNSAFE under bmc, and --reproducer writes its harness', async () => {
    const repro = path.join(tmp, 'repro');
    const r = await cli(
      'verify',
      '--engine',
      'bmc',
      '--timeout',
      '30.5',
      '--check',
      'overflow,div-by-zero',
      '--check',
      'bounds',
      '--entry',
      'main',
      '--reproducer',
      repro,
      '--data-model',
      'ILP32',
      clampC,
    );
    expect(r.code).toBe(ExitCode.unsafe);
    expect(r.stdout).toMatch(
      /^.*clamp\.c:20: UNSAFE main#1 assert: assert\(level >= 0 && level <= 100\) \(bmc, \d+\.\d\d s, depth 1\)$/m,
    );
    // --check overflow adds clamp's `limit + 1`, which cannot overflow with limit = 100.
    expect(r.stdout).toMatch(
      /^.*clamp\.c:12: SAFE clamp#1 signed-overflow: signed overflow in limit \+ 1 \(bmc, /m,
    );
    expect(r.stdout).toMatch(
      /^verdict: UNSAFE \(2 properties in 2 functions: 1 safe, 1 unsafe, 0 unknown\)$/m,
    );
    expect(fs.readdirSync(repro)).toEqual(['clamp.main_1.repro.c']);
    const harness = fs.readFileSync(path.join(repro, 'clamp.main_1.repro.c'), 'utf8');
    expect(harness).toContain(`proofgate reproducer for property main#1 (assert) at ${clampC}:20`);
    expect(harness).toContain('gcc -m32 '); // --data-model ILP32
    expect(harness).toMatch(/__VERIFIER_nondet_int: 1 recorded value/);
  });

  it('answers UNKNOWN when --timeout runs out before BMC can conclude', async () => {
    // The loop runs n times for an arbitrary n: no unwinding bound covers it, and no input fails.
    const file = path.join(tmp, 'unbounded.c');
    fs.writeFileSync(
      file,
      '#include <assert.h>\nextern int __VERIFIER_nondet_int(void);\nint main(void) {\n' +
        '  int n = __VERIFIER_nondet_int();\n  int i = 0;\n  while (i < n) i++;\n' +
        '  assert(i == n || n < 0);\n  return 0;\n}\n',
    );
    const r = await cli('verify', '--format', 'json', '--timeout', '1', file);
    expect(r.code).toBe(ExitCode.unknown);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(report.verdict).toBe('unknown');
    expect(report.properties).toEqual([
      {
        id: 'main#1',
        kind: 'assert',
        file,
        line: 7,
        function: 'main',
        text: 'assert(i == n || n < 0)',
        verdict: 'unknown',
        engine: 'bmc',
        seconds: expect.any(Number) as number,
        // a second's timeout leaves less wall time than its work budget (45 % of it): the answer
        // says that the wall clock cut the work short
        reason: expect.stringMatching(
          /^time limit reached at unwinding bound \d+; the wall-clock limit \(--timeout, --budget\) stopped the work budget early/,
        ) as string,
      },
    ]);
    // The time limit holds (with room for the solver's interrupt and a loaded machine); how much
    // of it the search used depends on the machine, so no lower bound is asserted.
    expect(report.properties[0]?.seconds).toBeLessThan(10);
  });

  it('--check adds a property per operation, each with its kind, location and verdict', async () => {
    const file = path.join(tmp, 'checks.c');
    fs.writeFileSync(
      file,
      [
        'extern int __VERIFIER_nondet_int(void);',
        'int a[4];',
        'int main(void) {',
        '  int i = __VERIFIER_nondet_int();',
        '  if (i < 0 || i > 4) return 0;',
        '  int d = a[i % 4] + 1;',
        '  return 100 / d + a[i];',
        '}',
      ].join('\n'),
    );
    const r = await cli('verify', '--format', 'json', '--check', 'overflow,div-by-zero,bounds', file);
    expect(r.code).toBe(ExitCode.unsafe);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(report.properties.map((p) => [p.id, p.kind, p.line, p.verdict, p.text])).toEqual([
      ['main#1', 'array-bounds', 6, 'safe', 'array index out of bounds in a[i % 4]'],
      ['main#2', 'signed-overflow', 6, 'safe', 'signed overflow in a[i % 4] + 1'],
      ['main#3', 'div-by-zero', 7, 'safe', 'division by zero in 100 / d'],
      ['main#4', 'signed-overflow', 7, 'safe', 'signed overflow in 100 / d + a[i]'],
      ['main#5', 'array-bounds', 7, 'unsafe', 'array index out of bounds in a[i]'],
    ]);
    expect(report.properties[4].trace?.at(-1)).toMatchObject({
      line: 7,
      text: 'array index out of bounds in a[i]',
    });
    const plain = await cli('verify', file);
    expect(plain.code).toBe(ExitCode.unknown); // no property without --check: nothing checked
  });

  it('reports an entry function the program does not define as an input error', async () => {
    const r = await cli('verify', '--entry', 'start', clampC);
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toContain("error: entry function 'start' is not defined in this program");
    expect(r.stdout).toBe('');
  });

  it('prints SARIF with --format sarif: one result, for the clamp violation, its trace as the code flow', async () => {
    const r = await cli('verify', '--format', 'sarif', ...SMALL);
    expect(r.code).toBe(ExitCode.unsafe);
    const log = JSON.parse(r.stdout) as Sarif.Log;
    expect(sarifValidator()(log)).toEqual([]);
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    // The four SAFE properties give neither results nor notifications.
    expect(run?.invocations?.[0]?.toolExecutionNotifications).toEqual([]);
    expect(run?.properties).toEqual({ verdict: 'unsafe', safe: 7, unsafe: 1, unknown: 0, unreachable: 0 });
    expect(run?.results).toHaveLength(1);
    const result = run?.results?.[0];
    // Relative to the working directory, the default %SRCROOT%.
    const uri = path.relative(process.cwd(), clampC).split(path.sep).join('/');
    const artifactLocation = { uri, uriBaseId: '%SRCROOT%' };
    expect(result).toMatchObject({
      ruleId: 'assert-violation',
      level: 'error',
      kind: 'fail',
      message: {
        text: `Assertion can fail: assert(level >= 0 && level <= 100) (a counterexample of 10 steps, found by ${AUTO_ALARM.engine}).`,
      },
      locations: [
        {
          physicalLocation: { artifactLocation, region: { startLine: 20 } },
          logicalLocations: [{ name: 'main', kind: 'function' }],
        },
      ],
      properties: { propertyId: 'main#1', engine: AUTO_ALARM.engine },
    });
    expect(run?.tool.driver.rules?.[result?.ruleIndex ?? -1]?.id).toBe('assert-violation');
    expect(result?.codeFlows).toHaveLength(1);
    const flow = result?.codeFlows?.[0];
    expect(flow?.message?.text).toBe('Counterexample (10 steps)');
    const reading = clampReading(/\[reading = (\d+)\]/.exec(r.stdout)?.[1]);
    expect(flow?.threadFlows.map((t) => t.locations)).toEqual([
      clampTrace(reading).map((s, i) => {
        const values = Object.entries(s.assignments).map(([k, v]) => `${k} = ${v}`);
        return {
          location: {
            physicalLocation: { artifactLocation, region: { startLine: s.line } },
            message: {
              text: `${s.function}: ${s.text}${s.branch === undefined ? '' : `  (${s.branch})`}${values.length > 0 ? `  [${values.join(', ')}]` : ''}`,
            },
          },
          executionOrder: i + 1,
        };
      }),
    ]);
  }, 180_000); // the whole examples folder: generous on a loaded machine
});
