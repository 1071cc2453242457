// CHC over arrays encoded as values (ir/arrayValues.ts): loops that fill, copy and compare arrays
// longer than any unwinding are proved with range-quantified invariants (arrayCandidates.ts,
// refined Houdini style through quantifier-free instances), and the certificate passes the
// independent re-check, which reads the quantifiers as they are; a tampered array invariant is
// rejected, and a program with a bug is never proved.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramCfa } from '../../src/ir/cfa';
import { cfaOf, chcProof, checkModel } from '../helpers/chcProof';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2 });
});
afterAll(async () => {
  await pool.shutdown();
});

const chc = (cfa: ProgramCfa, ms?: number): Promise<string> => chcProof(pool, cfa, ms);
const check = (cfa: ProgramCfa, model: string): Promise<{ accepted: boolean; reason?: string }> =>
  checkModel(pool, cfa, model);

const FILL = `int main(void) {
  int a[100000]; int i;
  for (i = 0; i < 100000; i++) a[i] = 5;
  for (i = 0; i < 100000; i++) if (a[i] != 5) reach_error();
  return 0;
}`;

const COPY = `int main(void) {
  int a[100000]; int b[100000]; int i;
  for (i = 0; i < 100000; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 100000; i++) b[i] = a[i];
  for (i = 0; i < 100000; i++) if (a[i] != b[i]) reach_error();
  return 0;
}`;

describe('CHC over arrays', () => {
  it('proves a filled array with a quantified invariant (ILP32 and LP64)', async () => {
    for (const model of ['ILP32', 'LP64'] as const) {
      const cert = await chc(await cfaOf(FILL, model));
      expect(cert).toMatch(/\(forall \(\(j \(_ BitVec (32|64)\)\)\)/);
    }
  }, 120_000);

  it('proves a copy, and rejects the certificate with an invariant tampered', async () => {
    const cfa = await cfaOf(COPY, 'ILP32');
    const cert = await chc(cfa);
    expect(cert).toMatch(/\(= \(select a\d j\) \(select a\d j\)\)/);
    // the copied prefix one element longer: not true where the copy loop starts
    const longer = cert.replace(
      /\(bvult j (a\d)\) \(= \(select (a\d) j\) \(select (a\d) j\)\)/,
      '(bvult j (bvadd $1 #x00000001)) (= (select $2 j) (select $3 j))',
    );
    expect(longer).not.toBe(cert);
    expect(await check(cfa, longer)).toMatchObject({ accepted: false });
    // a fact about other elements: the arrays equal everywhere, which the copy loop does not keep
    const everywhere = cert.replace(/\(bvult j (a\d|#x[0-9a-f]+)\)/g, 'true');
    expect(await check(cfa, everywhere)).toMatchObject({ accepted: false });
  }, 120_000);

  it('proves an array whose elements hold their index', async () => {
    const src = `int main(void) {
  unsigned short a[3000]; int i;
  for (i = 0; i < 3000; i++) a[i] = i;
  for (i = 0; i < 3000; i++) if (a[i] != i) reach_error();
  return 0;
}`;
    expect(await chc(await cfaOf(src, 'ILP32'))).toMatch(/\(_ extract 15 0\) j\)/);
  }, 60_000);

  it('proves that a maximum bounds every element', async () => {
    const src = `int main(void) {
  int a[5000]; int i; int max;
  for (i = 0; i < 5000; i++) a[i] = __VERIFIER_nondet_int();
  max = a[0];
  for (i = 0; i < 5000; i++) if (a[i] > max) max = a[i];
  for (i = 0; i < 5000; i++) if (a[i] > max) reach_error();
  return 0;
}`;
    expect(await chc(await cfaOf(src, 'ILP32'))).toMatch(/\(bvsle \(select a\d j\) a\d+\)/);
  }, 60_000);

  it('proves a global array written at constant indices', async () => {
    const cfa = await cfaOf(
      'int g[3] = {1, 2}; int main(void) { g[2] = g[0] + g[1]; if (g[2] != 3) reach_error(); return 0; }',
      'ILP32',
    );
    expect(await chc(cfa)).not.toMatch(/^unknown/);
  }, 60_000);

  it('never proves a program with a bug', async () => {
    const bugs = [
      FILL.replace('a[i] = 5;', 'a[i] = i == 777 ? 6 : 5;'),
      COPY.replace('b[i] = a[i];', 'b[i] = i == 500 ? 0 : a[i];'),
    ];
    for (const src of bugs) expect(await chc(await cfaOf(src, 'ILP32'), 8000)).toMatch(/^unknown/);
  }, 60_000);
});
