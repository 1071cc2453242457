// BMC on the `--check` properties (signed overflow, division by zero, array bounds): a verdict per
// property, safe and unsafe, in both data models; every violation replays on the interpreter and
// every SAFE passes the fresh-solver certificate check.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { UB_CHECKS } from '../../src/ir/checks';
import { runBmc } from '../../src/engines/bmc/bmcEngine';
import { replay } from '../../src/certify/replay';
import { checkUnwindingCertificate } from '../../src/certify/checkUnwinding';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2 });
});
afterAll(async () => {
  await pool.shutdown();
});

const PRELUDE = 'extern int __VERIFIER_nondet_int(void); extern long __VERIFIER_nondet_long(void);\n';

/** `kind verdict` per property, in id order. */
async function verdicts(src: string, model: 'ILP32' | 'LP64' = 'ILP32'): Promise<string[]> {
  const r = await loadSnippets(PRELUDE + src, model);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  const cfa = buildProgramCfa(r.program, { checks: new Set(UB_CHECKS) });
  const props = cfa.functions.get('main')?.properties ?? [];
  const session = await pool.session();
  try {
    const { answers } = await runBmc(cfa, session, { entry: 'main', deadline: Date.now() + 30_000 });
    const out: string[] = [];
    for (const p of props) {
      const v = answers.get(p.id);
      if (v?.verdict === 'unsafe') {
        const run = replay(cfa, 'main', v.counterexample);
        expect(run.confirmed).toBe(true);
      }
      if (v?.verdict === 'safe') {
        const check = await pool.session();
        try {
          const ok = await checkUnwindingCertificate(
            cfa,
            check,
            'main',
            [p.id],
            (v.certificate as { depth: number }).depth,
            30_000,
          );
          expect(ok).toEqual({ accepted: true });
        } finally {
          await check.dispose();
        }
      }
      out.push(`${p.kind} ${v?.verdict ?? 'none'}`);
    }
    return out;
  } finally {
    await session.dispose();
  }
}

describe('BMC on --check properties', () => {
  it('signed overflow: found above the guard, absent below it', async () => {
    const src = `int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  if (x > 0 && x < 700000000) y = x * 3;
  if (x > 700000000) y = x * 3;
  return y;
}`;
    expect(await verdicts(src)).toEqual(['signed-overflow safe', 'signed-overflow unsafe']);
  });

  it('long overflow depends on the data model (64-bit operands are widened to 128 bits)', async () => {
    const src =
      'int main(void) { long x = __VERIFIER_nondet_long(); if (x > 0 && x < 1000000000000LL) x = x + 2147483647L; return x > 5; }';
    expect(await verdicts(src, 'ILP32')).toEqual(['signed-overflow unsafe']);
    expect(await verdicts(src, 'LP64')).toEqual(['signed-overflow safe']);
    const big = 'int main(void) { long x = __VERIFIER_nondet_long(); if (x > 0) x = x * 4L; return x > 5; }';
    expect(await verdicts(big, 'LP64')).toEqual(['signed-overflow unsafe']);
  });

  it('division by zero and INT_MIN / -1', async () => {
    const src = `int main(void) {
  int d = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  int q = 0;
  if (d != 0 && d != -1) q = n / d;
  q = q + 100 % (d | 1);
  if (d < 0) q = n / d;
  return q;
}`;
    expect(await verdicts(src)).toEqual([
      'div-by-zero safe', // n / d under the guard
      'signed-overflow safe',
      'signed-overflow safe', // q + ...: q is small unless d == 1, and then 100 % 1 == 0
      'div-by-zero safe', // d | 1 is odd (100 % ... cannot overflow: 100 is not INT_MIN)
      'div-by-zero safe', // d < 0
      'signed-overflow unsafe', // INT_MIN / -1
    ]);
  });

  it('array bounds in a loop: off by one found, the correct bound proved', async () => {
    const ok = 'int a[10]; int main(void) { for (int i = 0; i < 10; i++) a[i] = i; return a[9]; }';
    expect(await verdicts(ok)).toEqual(['signed-overflow safe', 'array-bounds safe']); // i++ comes first in the line
    const bad = 'int a[10]; int main(void) { for (int i = 0; i <= 10; i++) a[i] = i; return a[9]; }';
    expect(await verdicts(bad)).toEqual(['signed-overflow safe', 'array-bounds unsafe']);
  });
});
