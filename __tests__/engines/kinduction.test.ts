// k-induction with template invariants on small programs with known verdicts: a property that is
// k-inductive only for k > 1, one that needs an invariant (intervals, zones) to become inductive,
// a loop-free program proved by the forward condition, and programs with a bug (the base case
// fails: never SAFE). Every SAFE certificate passes the independent re-check; a weakened invariant,
// a smaller k and a forged forward flag are rejected.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { hornSystem } from '../../src/encodings/horn/hornClauses';
import { runKInduction } from '../../src/engines/kinduction/kInduction';
import { computeInvariants, type InvariantLevel } from '../../src/engines/invariants/templateInvariants';
import { checkKInduction } from '../../src/certify/checkKInduction';
import type { SafetyCertificate } from '../../src/encodings/result';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 3 });
});
afterAll(async () => {
  await pool.shutdown();
});

const PRELUDE =
  'extern int __VERIFIER_nondet_int(void); extern unsigned __VERIFIER_nondet_uint(void); extern void reach_error(void);\n' +
  'void __VERIFIER_assert(int c) { if (!c) reach_error(); }\n';

async function cfaOf(src: string): Promise<ProgramCfa> {
  const r = await loadSnippets(PRELUDE + src, 'ILP32');
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return buildProgramCfa(r.program);
}

interface Outcome {
  readonly verdict: string;
  readonly certificate?: Extract<SafetyCertificate, { kind: 'k-induction' }>;
  readonly cfa: ProgramCfa;
}

async function kind(src: string, level: InvariantLevel): Promise<Outcome> {
  const cfa = await cfaOf(src);
  const session = await pool.session();
  let invariants;
  try {
    const results = await computeInvariants(hornSystem(cfa, 'main'), session, level, Date.now() + 20_000);
    invariants = results.filter((r) => r.inductive).map((r) => r.invariants);
  } finally {
    await session.dispose();
  }
  const answers = await runKInduction(cfa, () => pool.session(), {
    entry: 'main',
    deadline: Date.now() + 20_000,
    invariants,
    maxK: 12,
  });
  const first = [...answers.values()][0];
  if (first?.verdict !== 'safe' || first.certificate.kind !== 'k-induction') {
    return {
      verdict: first?.verdict === 'unknown' ? `unknown: ${first.reason}` : String(first?.verdict),
      cfa,
    };
  }
  const ids = new Set(answers.keys());
  const check = await checkKInduction(cfa, () => pool.session(), 'main', first.certificate, ids, 20_000);
  expect(check).toEqual({ accepted: true });
  return { verdict: 'safe', certificate: first.certificate, cfa };
}

const recheck = (o: Outcome, cert: Extract<SafetyCertificate, { kind: 'k-induction' }>) =>
  checkKInduction(o.cfa, () => pool.session(), 'main', cert, new Set(['__VERIFIER_assert#1']), 20_000);

describe('k-induction', () => {
  it('proves a property that is 2-inductive but not 1-inductive, without invariants', async () => {
    // x alternates 0, 1, 0, ...: from x = 1 one step gives 0; x == 2 is excluded by two steps
    const src =
      'int main(void) { int x = 0; while (__VERIFIER_nondet_int()) { if (x == 0) x = 1; else if (x == 1) x = 0; else x = 2; __VERIFIER_assert(x != 2); } return 0; }';
    const o = await kind(src, 'none');
    expect(o.verdict).toBe('safe');
    expect(o.certificate?.k).toBeGreaterThanOrEqual(2);
  });

  it('needs an invariant: fails without, proves with intervals', async () => {
    const src =
      'int main(void) { int x = 0; int n = __VERIFIER_nondet_int(); if (n < 0 || n > 1000) return 0; while (x < n) x++; __VERIFIER_assert(x <= 1000); return 0; }';
    expect((await kind(src, 'none')).verdict).toMatch(/^unknown: k-induction: no proof/);
    const o = await kind(src, 'intervals');
    expect(o.verdict).toBe('safe');
    expect(o.certificate?.invariants).toMatch(/define-fun/);
  });

  it('needs a relational invariant: zones prove x == y', async () => {
    const src =
      'int main(void) { unsigned x = 0, y = 0; while (__VERIFIER_nondet_int()) { x++; y++; if (x >= 100) { x = 0; y = 0; } } __VERIFIER_assert(x == y); return 0; }';
    const o = await kind(src, 'zones');
    expect(o.verdict).toBe('safe');
  });

  it('proves a loop-free program (step case or forward condition, whichever comes first)', async () => {
    const src =
      'int main(void) { int x = __VERIFIER_nondet_int(); if (x > 5) x = 5; __VERIFIER_assert(x <= 5); return 0; }';
    const o = await kind(src, 'none');
    expect(o.verdict).toBe('safe');
  });

  it('never answers SAFE for a program with a bug (the base case fails)', async () => {
    const src =
      'int main(void) { int x = 0; while (__VERIFIER_nondet_int()) { x++; if (x == 7) reach_error(); } return 0; }';
    const o = await kind(src, 'zones');
    expect(o.verdict).toMatch(/^unknown: k-induction/);
  });

  it('rejects tampered certificates: weakened invariant, smaller k, forged forward condition', async () => {
    const src =
      'int main(void) { int x = 0; int n = __VERIFIER_nondet_int(); if (n < 0 || n > 1000) return 0; while (x < n) x++; __VERIFIER_assert(x <= 1000); return 0; }';
    const o = await kind(src, 'intervals');
    const cert = o.certificate as NonNullable<Outcome['certificate']>;
    // every invariant weakened to true: the step case no longer holds
    const weakened = cert.invariants
      .split('\n')
      .map((l) => l.replace(/ Bool .*\)$/, ' Bool true)'))
      .join('\n');
    expect(weakened).not.toBe(cert.invariants);
    expect((await recheck(o, { ...cert, invariants: weakened })).accepted).toBe(false);
    // a bound made too strong is not inductive
    const tooStrong = cert.invariants.replace(
      /#b0000000000000000000000001111101000/g,
      '#b0000000000000000000000000000000001',
    );
    expect((await recheck(o, { ...cert, invariants: tooStrong })).accepted).toBe(false);
    // the forward condition does not hold for a loop with an input bound
    expect((await recheck(o, { ...cert, forward: true, invariants: '' })).accepted).toBe(false);
    // a definition of something else than a predicate
    const foreign = `${cert.invariants}\n(define-fun sneaky () Bool true)`;
    expect((await recheck(o, { ...cert, invariants: foreign })).accepted).toBe(false);
  });
});
