// `proofgate bench`: task-file parsing, SV-COMP scoring, the child runner's time and memory
// limits, and whole runs: with the real CLI (two tiny tasks BMC decides: a correct proof and a
// correct alarm → score 3) and with a fake `verify` that answers from the file name, to check
// scoring, --filter, --json and exit codes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChild } from '../../src/cli/bench/child';
import { answerOf, judge, POINTS, summarise, type TaskOutcome } from '../../src/cli/bench/score';
import { parseTasks, TaskFileError } from '../../src/cli/bench/tasks';
import type { SelfCommand } from '../../src/cli/commands/bench';
import { ExitCode } from '../../src/cli/exitCodes';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';

const root = path.resolve(__dirname, '../..');
const require = createRequire(__filename);
/** The CLI from source, in a child process (what `npx tsx src/cli/main.ts` runs). */
const realCli: SelfCommand = {
  command: process.execPath,
  args: ['--import', pathToFileURL(require.resolve('tsx')).href, path.join(root, 'src/cli/main.ts')],
};
let tmp: string;
let fakeCli: SelfCommand;

/** A stand-in for `verify --format json`: the verdict is in the program's file name. */
const FAKE_VERIFY = `
const args = process.argv.slice(2);
const input = args[1];
if (input.includes('slow')) setTimeout(() => {}, 1e6);
else {
  const verdict = ['unsafe', 'safe'].find((v) => input.includes('-' + v + '.')) ?? 'unknown';
  const p = { id: 'main#1', kind: 'error-call', verdict, engine: 'fake', seconds: 0.1,
    ...(verdict === 'unknown' ? { reason: 'args ' + args.slice(2).join(' ') } : {}) };
  process.stdout.write(JSON.stringify({ version: 1, verdict, properties: [p], stats: { cpuSeconds: 0.5 } }));
  process.exitCode = { safe: 0, unsafe: 1, unknown: 2 }[verdict];
}
`;

async function cli(
  self: SelfCommand,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = new BufferIo();
  const code = await run(args, io, { self });
  return { code, stdout: io.stdout, stderr: io.stderr };
}

function writeTasks(name: string, rows: string[][]): string {
  const file = path.join(tmp, name);
  const header = ['id', 'input', 'category', 'unreach_call', 'no_overflow', 'data_model'];
  fs.writeFileSync(file, [header, ...rows].map((r) => r.join('\t')).join('\n') + '\n');
  return file;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-bench-'));
  const fake = path.join(tmp, 'fake-verify.js');
  fs.writeFileSync(fake, FAKE_VERIFY);
  fakeCli = { command: process.execPath, args: [fake] };
  fs.mkdirSync(path.join(tmp, 'c'));
  fs.writeFileSync(
    path.join(tmp, 'c', 'error.c'),
    'void reach_error(void);\nint main(void) { int x = 0; if (x) reach_error(); return 0; }\n',
  );
  fs.writeFileSync(
    path.join(tmp, 'c', 'assert.c'),
    '#include <assert.h>\nint __VERIFIER_nondet_int(void);\nint main(void) { assert(__VERIFIER_nondet_int() != 5); return 0; }\n',
  );
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('task file', () => {
  const header = 'id\tinput\tcategory\tunreach_call\tno_overflow\tdata_model\n';

  it('reads rows, resolves inputs against its folder, skips rows without unreach_call', () => {
    const list = parseTasks(
      `${header}c/a/x\tc/a/x.i\ta\ttrue\t-\tILP32\nc/a/y\tc/a/y.c\ta\tfalse\ttrue\tLP64\nc/a/z\tc/a/z.c\ta\t-\ttrue\tLP64\n`,
      '/bench',
    );
    expect(list.skipped).toBe(1);
    expect(list.tasks).toEqual([
      { id: 'c/a/x', input: '/bench/c/a/x.i', category: 'a', expected: true, dataModel: 'ILP32' },
      { id: 'c/a/y', input: '/bench/c/a/y.c', category: 'a', expected: false, dataModel: 'LP64' },
    ]);
  });

  it.each([
    ['', /empty task file/],
    ['id\tinput\n', /missing column 'category'/],
    [`${header}x\tx.c\ta\ttrue\t-\tILP64\n`, /data_model must be ILP32 or LP64/],
    [`${header}x\tx.c\ta\ttrue\t-\tLP64\nx\tx.c\ta\ttrue\t-\tLP64\n`, /duplicate task id 'x'/],
  ])('rejects %j', (text, message) => {
    expect(() => parseTasks(text, '/bench')).toThrow(TaskFileError);
    expect(() => parseTasks(text, '/bench')).toThrow(message);
  });

  it('reads a memory-safety list: valid_memsafety is the verdict, subproperty names the violation', () => {
    const head = 'id\tinput\tcategory\tvalid_memsafety\tsubproperty\tdata_model\n';
    const list = parseTasks(`${head}a\ta.i\tm\ttrue\t-\tILP32\nb\tb.c\tm\tfalse\tvalid-free\tLP64\n`, '/b');
    expect(list.tasks).toEqual([
      { id: 'a', input: '/b/a.i', category: 'm', expected: true, dataModel: 'ILP32', property: 'memsafety' },
      {
        id: 'b',
        input: '/b/b.c',
        category: 'm',
        expected: false,
        dataModel: 'LP64',
        property: 'memsafety',
        subproperty: 'valid-free',
      },
    ]);
    expect(() => parseTasks(`${head}b\tb.c\tm\tfalse\t-\tLP64\n`, '/b')).toThrow(/subproperty must be/);
    const file = path.resolve(root, '../shared/benchmarks/svcomp/memsafety.tsv');
    if (!fs.existsSync(file)) return;
    const shared = parseTasks(fs.readFileSync(file, 'utf8'), path.dirname(file));
    expect(shared.tasks.length).toBe(30);
    for (const t of shared.tasks) expect(fs.existsSync(t.input), t.input).toBe(true);
  });

  it('reads the shared SV-COMP subset', () => {
    const file = path.resolve(root, '../shared/benchmarks/svcomp/tasks.tsv');
    if (!fs.existsSync(file)) return;
    const list = parseTasks(fs.readFileSync(file, 'utf8'), path.dirname(file));
    expect(list.tasks.length).toBeGreaterThan(100);
    for (const t of list.tasks) expect(fs.existsSync(t.input), t.input).toBe(true);
  });
});

describe('scoring', () => {
  it('scores like SV-COMP', () => {
    expect(judge(true, 'safe')).toBe('correct-proof');
    expect(judge(false, 'unsafe')).toBe('correct-alarm');
    expect(judge(true, 'unsafe')).toBe('wrong-alarm');
    expect(judge(false, 'safe')).toBe('wrong-proof');
    expect(judge(false, 'unknown')).toBe('unknown');
    expect(POINTS).toEqual({
      'correct-proof': 2,
      'correct-alarm': 1,
      'wrong-alarm': -16,
      'wrong-proof': -32,
      unknown: 0,
    });
  });

  it('counts a memory-safety alarm only with the right subproperty, and judges only the valid-* properties', () => {
    expect(judge(false, 'unsafe', 'valid-free', ['valid-free'])).toBe('correct-alarm');
    expect(judge(false, 'unsafe', 'valid-free', ['valid-deref'])).toBe('wrong-alarm');
    expect(judge(true, 'unsafe', undefined, ['valid-deref'])).toBe('wrong-alarm');
    const base = { stderr: '', wallSeconds: 1, cpuSeconds: 1, peakMemoryMb: 10, exitCode: 1, signal: null };
    const stdout = JSON.stringify({
      version: 1,
      verdict: 'unsafe',
      properties: [
        { id: 'main#1', kind: 'assert', verdict: 'unsafe', engine: 'bmc' },
        { id: 'main#2', kind: 'valid-memtrack', verdict: 'unsafe', engine: 'testing' },
        { id: 'main#3', kind: 'valid-deref', verdict: 'safe', engine: 'single-run' },
      ],
    });
    expect(answerOf({ ...base, stdout }, 'memsafety')).toMatchObject({
      verdict: 'unsafe',
      violated: ['valid-memtrack'],
    });
    expect(answerOf({ ...base, stdout }).violated).toBeUndefined();
  });

  it('turns failed runs into unknown answers with a reason', () => {
    const base = { stdout: '', stderr: '', wallSeconds: 1, cpuSeconds: 1, peakMemoryMb: 10 };
    expect(answerOf({ ...base, exitCode: null, signal: 'SIGKILL', killed: 'timeout' })).toMatchObject({
      verdict: 'unknown',
      reason: 'timeout',
    });
    expect(answerOf({ ...base, exitCode: null, signal: 'SIGKILL', killed: 'memory' }).reason).toBe('memory');
    expect(answerOf({ ...base, exitCode: null, signal: 'SIGSEGV' }).reason).toBe('crashed (SIGSEGV)');
    expect(answerOf({ ...base, exitCode: 3, signal: null, stderr: 'x.c:1:1: error: no\n' }).reason).toBe(
      'input error: x.c:1:1: error: no',
    );
    expect(answerOf({ ...base, exitCode: 2, signal: null, stdout: '{' }).reason).toBe('unreadable report');
  });

  it('reads an error call no path reaches as the property holding (SV-COMP), and nothing checked too', () => {
    const base = { stderr: '', wallSeconds: 1, cpuSeconds: 1, peakMemoryMb: 10, exitCode: 2, signal: null };
    const report = (verdicts: string[]): string =>
      JSON.stringify({
        version: 1,
        verdict: 'unknown',
        properties: verdicts.map((verdict, i) => ({ id: `f#${i}`, verdict, engine: 'none', reason: 'r' })),
      });
    expect(answerOf({ ...base, stdout: report(['unreachable']) }).verdict).toBe('safe');
    expect(answerOf({ ...base, stdout: report([]) }).verdict).toBe('safe');
    expect(answerOf({ ...base, stdout: report(['unreachable', 'unknown']) }).verdict).toBe('unknown');
  });

  it('sums per category and in total', () => {
    const o = (category: string, judgement: TaskOutcome['judgement']): TaskOutcome => ({
      id: `${category}/${judgement}`,
      category,
      expected: true,
      verdict: 'unknown',
      engine: 'none',
      seconds: 1,
      cpuSeconds: 0.25,
      judgement,
      score: POINTS[judgement],
    });
    const { categories, total } = summarise([
      o('b', 'correct-proof'),
      o('a', 'wrong-alarm'),
      o('b', 'unknown'),
    ]);
    expect(Object.keys(categories)).toEqual(['a', 'b']);
    expect(categories['b']).toMatchObject({
      tasks: 2,
      correctProofs: 1,
      unknowns: 1,
      score: 2,
      cpuSeconds: 0.5,
    });
    expect(total).toMatchObject({ tasks: 3, wrongAlarms: 1, score: -14, cpuSeconds: 0.75 });
  });
});

describe('child runner', () => {
  it('kills a child that runs past its time limit', async () => {
    const r = await runChild(process.execPath, ['-e', 'setTimeout(() => {}, 1e5)'], {
      killAfterSeconds: 0.5,
    });
    expect(r.killed).toBe('timeout');
    expect(r.signal).toBe('SIGKILL');
    expect(r.wallSeconds).toBeGreaterThanOrEqual(0.45);
    expect(r.wallSeconds).toBeLessThan(10);
    expect(answerOf(r)).toMatchObject({ verdict: 'unknown', reason: 'timeout' });
  });

  it('kills a child whose resident memory exceeds the cap', async () => {
    if (!fs.existsSync('/proc/self/status')) return;
    const grow = 'const a = []; setInterval(() => a.push(Buffer.alloc(20e6, 1)), 20);';
    const r = await runChild(process.execPath, ['-e', grow], {
      killAfterSeconds: 30,
      memoryMb: 200,
      pollMs: 50,
    });
    expect(r.killed).toBe('memory');
    expect(r.peakMemoryMb).toBeGreaterThanOrEqual(200); // killed above 200 MiB; the figure is rounded
    expect(answerOf(r)).toMatchObject({ verdict: 'unknown', reason: 'memory' });
  });

  it('collects output and exit code of a normal child', async () => {
    const r = await runChild(process.execPath, ['-e', 'console.log("hi"); process.exitCode = 2'], {
      killAfterSeconds: 30,
    });
    expect(r).toMatchObject({ exitCode: 2, signal: null, stdout: 'hi\n' });
    expect(r.killed).toBeUndefined();
  });
});

describe('bench', () => {
  it('runs the real verify on each task: a proof and an alarm, score 3, exit 0, JSON output', async () => {
    // c/error.c never calls reach_error (proved at depth 1); c/assert.c fails when the nondet value
    // returns 5 (found and replayed). A timeout of a few seconds is plenty for both.
    const tasks = writeTasks('real.tsv', [
      ['c/error', 'c/error.c', 'cat1', 'true', '-', 'ILP32'],
      ['c/assert', 'c/assert.c', 'cat2', 'false', '-', 'LP64'],
    ]);
    const out = path.join(tmp, 'real.json');
    const r = await cli(
      realCli,
      'bench',
      tasks,
      '--jobs',
      '2',
      '--json',
      out,
      '--engine',
      'bmc',
      '--timeout',
      '10',
    );
    expect(r.code).toBe(ExitCode.ok);
    // Progress in finishing order (either task may finish first), one line per task.
    const progress = r.stderr.split('\n').filter((l) => l !== '');
    expect(progress.map((l) => /^\[(\d)\/2\] /.exec(l)?.[1])).toEqual(['1', '2']);
    expect(progress.map((l) => l.replace(/^\[\d\/2\] /, '')).sort()).toEqual([
      expect.stringMatching(/^c\/assert: unsafe \d+\.\d s$/) as string,
      expect.stringMatching(/^c\/error: safe \d+\.\d s$/) as string,
    ]);
    expect(r.stdout).toMatch(
      /^category\s+tasks\s+correct proofs\s+correct alarms\s+wrong proofs\s+wrong alarms\s+unknowns\s+score\s+CPU s$/m,
    );
    expect(r.stdout).toMatch(/^cat1\s+1\s+1\s+0\s+0\s+0\s+0\s+2\s+[\d.]+$/m);
    expect(r.stdout).toMatch(/^cat2\s+1\s+0\s+1\s+0\s+0\s+0\s+1\s+[\d.]+$/m);
    expect(r.stdout).toMatch(/^total\s+2\s+1\s+1\s+0\s+0\s+0\s+3\s+[\d.]+$/m);
    expect(r.stdout).not.toContain('WRONG');
    const json = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      tasks: Record<string, unknown>[];
      summary: {
        total: Record<string, number>;
        categories: Record<string, Record<string, number>>;
      } & Record<string, unknown>;
    };
    const measured = {
      seconds: expect.any(Number) as number,
      cpuSeconds: expect.any(Number) as number,
      memoryMb: expect.any(Number) as number,
      // the work done under work budgets: the same on any machine
      workSeconds: expect.any(Number) as number,
    };
    // Exact objects: no reason on a decided task.
    expect(json.tasks).toEqual([
      {
        id: 'c/error',
        category: 'cat1',
        expected: true,
        verdict: 'safe',
        engine: 'bmc',
        ...measured,
        judgement: 'correct-proof',
        score: 2,
      },
      {
        id: 'c/assert',
        category: 'cat2',
        expected: false,
        verdict: 'unsafe',
        engine: 'bmc',
        ...measured,
        judgement: 'correct-alarm',
        score: 1,
      },
    ]);
    for (const t of json.tasks) {
      expect(t['seconds']).toBeGreaterThan(0);
      expect(t['seconds']).toBeLessThan(10 + 5);
      expect(t['cpuSeconds']).toBeGreaterThan(0);
      expect(t['memoryMb']).toBeGreaterThan(0);
    }
    expect(json.summary).toMatchObject({ timeoutSeconds: 10, jobs: 2 });
    const counts = { correctProofs: 0, correctAlarms: 0, wrongProofs: 0, wrongAlarms: 0, unknowns: 0 };
    const cpuSeconds = expect.any(Number) as number;
    expect(json.summary.categories).toEqual({
      cat1: { ...counts, tasks: 1, correctProofs: 1, score: 2, cpuSeconds },
      cat2: { ...counts, tasks: 1, correctAlarms: 1, score: 1, cpuSeconds },
    });
    expect(json.summary.total).toEqual({
      ...counts,
      tasks: 2,
      correctProofs: 1,
      correctAlarms: 1,
      score: 3,
      cpuSeconds,
    });
  });

  it('scores right and wrong answers, forwards options, and exits 1 on a wrong verdict', async () => {
    const tasks = writeTasks('fake.tsv', [
      ['ok-proof', 'a-safe.c', 'x', 'true', '-', 'ILP32'],
      ['ok-alarm', 'b-unsafe.c', 'x', 'false', '-', 'ILP32'],
      ['bad-alarm', 'c-unsafe.c', 'y', 'true', '-', 'ILP32'],
      ['bad-proof', 'd-safe.c', 'y', 'false', '-', 'ILP32'],
      ['dunno', 'e.c', 'y', 'false', '-', 'LP64'],
    ]);
    const out = path.join(tmp, 'fake.json');
    const r = await cli(fakeCli, 'bench', tasks, '--json', out, '--engine', 'bmc', '--timeout', '7');
    expect(r.code).toBe(ExitCode.unsafe);
    expect(r.stdout).toMatch(/^x\s+2\s+1\s+1\s+0\s+0\s+0\s+3\s/m);
    expect(r.stdout).toMatch(/^y\s+3\s+0\s+0\s+1\s+1\s+1\s+-48\s/m);
    expect(r.stdout).toMatch(/^total\s+5\s+1\s+1\s+1\s+1\s+1\s+-45\s/m);
    expect(r.stdout).toContain('WRONG ALARM: bad-alarm (expected safe, answered unsafe)');
    expect(r.stdout).toContain('WRONG PROOF: bad-proof (expected unsafe, answered safe)');
    const json = JSON.parse(fs.readFileSync(out, 'utf8')) as { tasks: { id: string; reason?: string }[] };
    const dunno = json.tasks.find((t) => t.id === 'dunno');
    expect(dunno?.reason).toBe('args --format json --data-model LP64 --timeout 7 --engine bmc');
  });

  it('runs only the tasks --filter matches; --data-model overrides the tasks', async () => {
    const tasks = writeTasks('filter.tsv', [
      ['keep/a', 'a.c', 'x', 'true', '-', 'ILP32'],
      ['drop/b', 'b.c', 'x', 'true', '-', 'ILP32'],
    ]);
    const r = await cli(fakeCli, 'bench', tasks, '--filter', '^keep/', '--data-model', 'LP64');
    expect(r.code).toBe(ExitCode.ok);
    expect(r.stderr).toMatch(/^\[1\/1\] keep\/a: unknown \(args --format json --data-model LP64 /m);
    expect(r.stderr).not.toContain('drop/b');
    const none = await cli(fakeCli, 'bench', tasks, '--filter', 'nothing');
    expect(none.code).toBe(ExitCode.inputError);
    expect(none.stderr).toContain('no task to run');
  });

  it('counts a task past its time limit as unknown (timeout)', async () => {
    const tasks = writeTasks('slow.tsv', [['slow', 'slow.c', 'x', 'false', '-', 'ILP32']]);
    const out = path.join(tmp, 'slow.json');
    const r = await cli(fakeCli, 'bench', tasks, '--timeout', '0.5', '--json', out);
    expect(r.code).toBe(ExitCode.ok);
    const json = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      tasks: { verdict: string; reason?: string }[];
    };
    expect(json.tasks[0]).toMatchObject({ verdict: 'unknown', reason: 'timeout' });
  });

  it('reports a missing task file and an unwritable --json as usage errors', async () => {
    const missing = await cli(fakeCli, 'bench', path.join(tmp, 'nope.tsv'));
    expect(missing.code).toBe(ExitCode.inputError);
    expect(missing.stderr).toMatch(/^proofgate: error: cannot read .*nope\.tsv/);
    const tasks = writeTasks('one.tsv', [['a', 'a-safe.c', 'x', 'true', '-', 'ILP32']]);
    const r = await cli(fakeCli, 'bench', tasks, '--json', path.join(tmp, 'no/dir/out.json'));
    expect(r.code).toBe(ExitCode.inputError);
    expect(r.stderr).toContain('cannot write');
  });
});
