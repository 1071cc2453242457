// The one certificate-check entry point: a valid Horn solution of a small program is accepted, a
// tampered certificate is rejected, and a check its deadline cuts off (passed before it starts, or
// sessions the deadline has ended) is a timeout, never a rejection. Also the per-property mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgramCfa, propertyIds } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { runChc } from '../../src/engines/chc/chcEngine';
import type { SafetyCertificate } from '../../src/encodings/result';
import { hornSystem } from '../../src/encodings/horn/hornClauses';
import { checkCertificate, checkTimedOut, type SessionSource } from '../../src/certify/checkCertificate';
import { ExpiredSession } from '../../src/smt/deadline';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';
import { loadSnippets } from '../helpers/loadSnippet';

const SRC =
  'extern int __VERIFIER_nondet_int(void); extern void reach_error(void);\n' +
  'int main(void) { int x = 0; while (__VERIFIER_nondet_int()) { if (x < 10) x++; }\n' +
  '  if (x > 10) reach_error(); return 0; }\n';

let pool: SolverPool;
let cfa: ProgramCfa;
let ids: Set<string>;
let valid: SafetyCertificate;

beforeAll(async () => {
  pool = createSolverPool({ maxWorkers: 1 });
  const loaded = await loadSnippets(SRC, 'ILP32');
  if (!loaded.program) throw new Error('did not load');
  cfa = buildProgramCfa(loaded.program);
  ids = new Set(propertyIds(cfa));
  const session = await pool.session();
  try {
    const answers = await runChc(cfa, session, { entry: 'main', deadline: Date.now() + 30_000 });
    const first = [...answers.values()][0];
    if (first?.verdict !== 'safe') throw new Error('CHC found no certificate');
    valid = first.certificate;
  } finally {
    await session.dispose();
  }
});

afterAll(async () => {
  await pool.shutdown();
});

describe('checkCertificate', () => {
  it('accepts a valid Horn solution', async () => {
    const task = { cfa, entry: 'main', propertyIds: ids };
    expect(await checkCertificate(task, valid, pool, Date.now() + 30_000)).toEqual({ status: 'accepted' });
  });

  it('rejects a tampered certificate', async () => {
    // every invariant weakened to true: initiation and consecution hold, safety does not follow
    const weakened = hornSystem(cfa, 'main')
      .predicates.map(
        ([name, sorts]) =>
          `(define-fun ${name} (${sorts.map((s, i) => `(a${i} ${s})`).join(' ')}) Bool true)`,
      )
      .join('\n');
    const task = { cfa, entry: 'main', propertyIds: ids };
    const deadline = Date.now() + 30_000;
    const tampered = await checkCertificate(task, { kind: 'horn-solution', model: weakened }, pool, deadline);
    expect(tampered).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/safety.*violated/) });
    // nothing defined: every predicate is false, so initiation fails
    const empty = await checkCertificate(task, { kind: 'horn-solution', model: '' }, pool, deadline);
    expect(empty).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/violated/) });
    // an unwinding that claims every path ends after one step
    const unwound = await checkCertificate(task, { kind: 'complete-unwinding', depth: 1 }, pool, deadline);
    expect(unwound.status).toBe('rejected');
  });

  it('is a timeout, not a rejection, when the deadline cuts the check off', async () => {
    const task = { cfa, entry: 'main', propertyIds: ids };
    const passed = await checkCertificate(task, valid, pool, Date.now() - 1);
    expect(passed.status).toBe('timeout');
    const tight = await checkCertificate(task, { kind: 'horn-solution', model: '' }, pool, Date.now() + 1);
    expect(tight.status).not.toBe('rejected');
    // sessions a hard deadline has ended: every request fails with 'timeout'
    const expired: SessionSource = { session: () => Promise.resolve(new ExpiredSession()) };
    for (const certificate of [valid, { kind: 'complete-unwinding', depth: 4 } as const]) {
      const cut = await checkCertificate(task, certificate, expired, Date.now() + 30_000);
      expect(cut.status).toBe('timeout');
    }
    const kind = { kind: 'k-induction', k: 2, forward: false, invariants: '' } as const;
    expect((await checkCertificate(task, kind, expired, Date.now() + 30_000)).status).toBe('timeout');
  });

  it('checks each property on its own', async () => {
    const task = { cfa, entry: 'main', propertyIds: ids, each: true };
    const each = await checkCertificate(task, valid, pool, Date.now() + 30_000);
    expect(each.status).toBe('accepted');
    expect([...(each.each ?? new Map()).values()].map((o) => o.status)).toEqual(
      [...ids].map(() => 'accepted'),
    );
    const passed = await checkCertificate(task, valid, pool, Date.now() - 1);
    expect([...(passed.each ?? new Map()).values()].every((o) => o.status === 'timeout')).toBe(true);
  });

  it('reads a non-acceptance near the deadline or with a solver timeout as a timeout', () => {
    expect(checkTimedOut('clause 2 (step) is violated', 10_000, 10_000)).toBe(true);
    expect(checkTimedOut('solver crashed: timeout', 10_000, 2000)).toBe(true);
    expect(checkTimedOut('re-check at depth 8 did not finish (canceled)', 10_000, 2000)).toBe(true);
    expect(checkTimedOut('clause 2 (step) is violated', 10_000, 2000)).toBe(false);
  });
});
