// Time limits of a run: each entry (harness) gets its own deadline of --timeout seconds, cut to what
// is left of --budget; a certificate check the deadline cuts off reports a timeout, not a rejection
// (checkCertificate's typed status: __tests__/certify/checkCertificate.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { predicateStage } from '../../src/pipeline/portfolio/proofStages';
import {
  BUDGET_EXHAUSTED,
  CERTIFICATE_TIMEOUT,
  entryLimit,
  limitSlackSeconds,
  WRAP_UP_SECONDS,
} from '../../src/pipeline/runLimits';
import { ExpiredSession } from '../../src/smt/deadline';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';
import { loadSnippets } from '../helpers/loadSnippet';

describe('entry limits', () => {
  it('gives every entry (harness) its own deadline of --timeout seconds', () => {
    // three harnesses one after the other, each using its whole time: each gets the full timeout
    let now = 1_000_000;
    for (let i = 0; i < 3; i++) {
      const limit = entryLimit(60, undefined, 1_000_000, now);
      expect(limit).toEqual({ seconds: 60 - WRAP_UP_SECONDS, deadline: now + (60 - WRAP_UP_SECONDS) * 1000 });
      now += 60_000;
    }
  });

  it('cuts an entry to what is left of the budget, and stops with under a second left', () => {
    const w = WRAP_UP_SECONDS;
    expect(entryLimit(60, 100, 0, 70_000)).toEqual({ seconds: 30 - w, deadline: 100_000 - w * 1000 });
    expect(entryLimit(60, 100, 0, 10_000)).toEqual({ seconds: 60 - w, deadline: 70_000 - w * 1000 });
    const out = entryLimit(60, 100, 0, 99_500);
    expect(out).toEqual({ exhausted: expect.stringMatching(new RegExp(`^${BUDGET_EXHAUSTED}: .*100 s`)) });
  });

  it("counts a program's front end (and start-up) towards its first entry, which keeps 1 s", () => {
    const w = WRAP_UP_SECONDS;
    expect(entryLimit(10, undefined, 0, 2000, 0)).toEqual({ seconds: 8 - w, deadline: 10_000 - w * 1000 });
    expect(entryLimit(10, undefined, 0, 30_000, 0)).toEqual({ seconds: 0.5, deadline: 30_500 });
    expect(entryLimit(20, undefined, 0, 30_000, 0)).toEqual({ seconds: 0.5, deadline: 30_500 });
  });

  it('allows 5 % or 1 s past a limit, whichever is larger', () => {
    expect(limitSlackSeconds(10)).toBe(1);
    expect(limitSlackSeconds(60)).toBe(3);
  });
});

describe('a certificate check cut off by the deadline', () => {
  let pool: SolverPool;
  beforeAll(() => {
    pool = createSolverPool({ maxWorkers: 1 });
  });
  afterAll(async () => {
    await pool.shutdown();
  });

  it('leaves the property UNKNOWN with reason timeout, not a rejected certificate', async () => {
    const src =
      'extern int __VERIFIER_nondet_int(void); extern void reach_error(void);\n' +
      'int main(void) { int x = 0; while (__VERIFIER_nondet_int()) { if (x < 10) x++; }\n' +
      '  if (x > 10) reach_error(); return 0; }\n';
    const loaded = await loadSnippets(src, 'ILP32');
    if (!loaded.program) throw new Error('did not load');
    const cfa = buildProgramCfa(loaded.program);
    // the search gets a real session; the deadline passes before the certificate check's session
    let opened = 0;
    const cutOff: SolverPool = {
      ...pool,
      session: () => (opened++ === 0 ? pool.session() : Promise.resolve(new ExpiredSession())),
      shutdown: () => pool.shutdown(),
      stats: () => pool.stats(),
      withDeadline: () => cutOff,
    };
    const o = {
      entry: 'main',
      skip: new Set<string>(),
      searchDeadline: Date.now() + 60_000,
      checkDeadline: Date.now() + 60_000,
      invariants: [],
    };
    const found = await predicateStage(cfa, pool, o);
    expect(found.safe.length).toBeGreaterThan(0); // with time, the certificate passes
    const stage = await predicateStage(cfa, cutOff, o);
    expect(opened).toBe(2);
    expect(stage.safe).toEqual([]);
    expect(stage.reason).toBe(CERTIFICATE_TIMEOUT);
  });
});
