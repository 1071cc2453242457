// A counterexample that runs into undefined behaviour does not confirm its property: the UB is
// reported as a finding of its own (with its line, UNSAFE, a reproducer that fails under
// -fsanitize=address,undefined), the property stays UNKNOWN unless a UB-free path reaches it, and
// bench judges only the program's own properties. Every UNSAFE here goes through reproducers.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { execute } from '../../src/certify/interpreter';
import { replay } from '../../src/certify/replay';
import { inputsFrom } from '../../src/certify/inputs';
import type { InputValue } from '../../src/encodings/result';
import type { InputRequest } from '../../src/certify/execution';
import type { ProgramCfa } from '../../src/ir/cfa';
import { ubFreePaths } from '../../src/pipeline/portfolio/ubFreePaths';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';
import { answerOf } from '../../src/cli/bench/score';
import type { VerifyReport } from '../../src/pipeline/results';

const PRELUDE = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
`;

/** Verdicts as `kind verdict line`, in report order. */
async function verdicts(
  body: string,
  timeoutSeconds = 20,
): Promise<{ lines: string[]; report: VerifyReport }> {
  const { file } = tempProgram('proofgate-ub-', PRELUDE + body);
  const report = await verifyFile(file, { timeoutSeconds });
  return { lines: report.properties.map((p) => `${p.kind} ${p.verdict} ${p.line}`), report };
}

describe('assertions reached only through undefined behaviour', () => {
  it('x = x + y wrapping: the assertion is not UNSAFE; the overflow is, at its line', async () => {
    const { lines, report } = await verdicts(`int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x < 0 || y < 0) return 0;
  x = x + y;
  if (x < 0) reach_error();
  return 0;
}`);
    expect(lines).toContainEqual('undefined-behavior unsafe 6');
    const assertion = report.properties.find((p) => p.kind === 'error-call');
    expect(assertion?.verdict).not.toBe('unsafe');
    if (assertion?.verdict === 'unknown')
      expect(assertion.reason).toMatch(/undefined behaviour: signed overflow in x \+ y/);
    const ub = report.properties.find((p) => p.kind === 'undefined-behavior');
    expect(ub).toMatchObject({ text: 'signed overflow in x + y', function: 'main' });
    expect(ub?.trace?.at(-1)?.line).toBe(6);
  });

  it('x-- from INT_MIN in a loop: the assertion is not UNSAFE', async () => {
    const { report } = await verdicts(
      `int main(void) {
  int x = __VERIFIER_nondet_int();
  int x0 = x;
  while (__VERIFIER_nondet_int()) {
    x--;
  }
  if (x > x0) reach_error();
  return 0;
}`,
      10,
    );
    expect(report.properties.find((p) => p.kind === 'error-call')?.verdict).not.toBe('unsafe');
    const ub = report.properties.filter((p) => p.verdict === 'unsafe');
    expect(ub.every((p) => p.kind === 'undefined-behavior' && p.line === 7)).toBe(true);
  });

  it('x * y overflowing: the assertion is not UNSAFE; the overflow is', async () => {
    const { lines, report } = await verdicts(`int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x <= 0 || y <= 0) return 0;
  int z = x * y;
  if (z <= 0) reach_error();
  return 0;
}`);
    expect(lines).toContainEqual('undefined-behavior unsafe 6');
    expect(report.properties.find((p) => p.kind === 'error-call')?.verdict).not.toBe('unsafe');
    expect(report.properties.find((p) => p.kind === 'undefined-behavior')?.text).toBe(
      'signed overflow in x * y',
    );
  });

  it('no finding when the UB needs a made-up result of a function without body or model', async () => {
    const { report } = await verdicts(`extern int ext(void);
int main(void) {
  int x = ext();
  int y = x + 1;
  if (y < x) reach_error();
  return 0;
}`);
    expect(report.properties.map((p) => `${p.kind} ${p.verdict}`)).toEqual(['error-call unknown']);
  });

  it('an assertion that fails through UB and without it is UNSAFE with a UB-free trace', async () => {
    const { report } = await verdicts(`int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  if (y < x || x == 123456789) reach_error();
  return 0;
}`);
    const assertion = report.properties.find((p) => p.kind === 'error-call');
    expect(assertion?.verdict).toBe('unsafe');
    expect(assertion?.trace?.some((s) => s.assignments.x === '123456789')).toBe(true);
  });
});

/** The inputs a run that gets `value` for every request consumes. */
function recorded(cfa: ProgramCfa, value: bigint): InputValue[] {
  const given: InputValue[] = [];
  const values = inputsFrom(() => value);
  const next = (q: InputRequest): InputValue | undefined => {
    const v = values.next(q);
    if (v) given.push(v);
    return v;
  };
  execute(cfa, { next });
  return given;
}

describe('the search for a UB-free path', () => {
  let pool: SolverPool;
  beforeAll(() => {
    pool = createSolverPool({ maxWorkers: 1 });
  });
  afterAll(async () => {
    await pool.shutdown();
  });

  it('finds one when the first counterexample overflowed, and replays it', async () => {
    const r = await loadSnippets(`${PRELUDE}int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  if (y < x || x == 123456789) reach_error();
  return 0;
}`);
    if (!r.program) throw new Error('no program');
    const cfa = buildProgramCfa(r.program);
    // the counterexample through the overflow, as an engine that wraps would give it
    const cex = { propertyId: 'main#1', inputs: recorded(cfa, 2147483647n) };
    const run = replay(cfa, 'main', cex);
    expect(run.confirmed).toBe(false);
    expect(run.finding?.what).toBe('signed overflow in x + 1');
    const free = await ubFreePaths(
      cfa,
      pool,
      [{ propertyId: 'main#1', cex, run }],
      'main',
      Date.now() + 30_000,
    );
    const found = free.get('main#1');
    expect(found?.confirmed).toBe(true);
    if (found?.confirmed) {
      const nondet = found.verdict.counterexample.inputs.filter((v) => v.source === 'nondet');
      expect(nondet.map((v) => v.bits)).toEqual([123456789n]);
    }
  });

  it('finds none when only UB reaches the property', async () => {
    const r = await loadSnippets(`${PRELUDE}int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  if (y < x) reach_error();
  return 0;
}`);
    if (!r.program) throw new Error('no program');
    const cfa = buildProgramCfa(r.program);
    const cex = { propertyId: 'main#1', inputs: recorded(cfa, 2147483647n) };
    const run = replay(cfa, 'main', cex);
    const free = await ubFreePaths(
      cfa,
      pool,
      [{ propertyId: 'main#1', cex, run }],
      'main',
      Date.now() + 30_000,
    );
    expect(free.get('main#1')).toMatchObject({ confirmed: false });
  });
});

describe('bench', () => {
  it('does not count a UB finding as a violation of unreach-call', () => {
    const report = {
      version: 1,
      verdict: 'unsafe',
      properties: [
        {
          id: 'main#1',
          kind: 'error-call',
          verdict: 'unknown',
          engine: 'bmc',
          reason: 'reached only through undefined behaviour',
        },
        { id: 'main#ub@6:7', kind: 'undefined-behavior', verdict: 'unsafe', engine: 'bmc' },
      ],
      stats: {},
    };
    const child = { stdout: JSON.stringify(report), stderr: '', exitCode: 1, signal: null, wallSeconds: 1 };
    const a = answerOf(child as unknown as Parameters<typeof answerOf>[0]);
    expect(a.verdict).toBe('unknown');
    expect(a.reason).toMatch(/undefined behaviour/);
  });
});
