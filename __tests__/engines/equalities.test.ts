// Linear equality templates (src/engines/invariants/equalities.ts): the three-variable relation of
// a recursive sum is found and kept (inductive), a relation that does not hold is dropped, and the
// result lets the CHC stage prove a recursive program that intervals and zones cannot; guarded
// affine summaries (one affine relation per value of another argument) of a recursive function.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ILP32 } from '../../src/frontend/dataModel';
import { DEFAULT_VERIFY_OPTIONS } from '../../src/pipeline/options';
import { runVerifyChecked as runVerify } from '../helpers/reproducers';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { hornSystem } from '../../src/encodings/horn/hornClauses';
import { equalityCandidates, equalityInvariants } from '../../src/engines/invariants/equalities';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 1 });
});
afterAll(async () => {
  await pool.shutdown();
});

const PRELUDE = 'extern int __VERIFIER_nondet_int(void); extern void reach_error(void);\n';

async function cfaOf(src: string): Promise<ProgramCfa> {
  const r = await loadSnippets(PRELUDE + src, 'ILP32');
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return buildProgramCfa(r.program);
}

const SUM = `long long add(long long a, long long b) {
  if (b == 0) return a;
  if (b > 0) return add(a + 1, b - 1);
  return add(a - 1, b + 1); }
int main(void) { int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x < 5 || y < 5) return 0;
  if (add(x, y) < 10) reach_error();
  return 0; }`;

describe('linear equality templates', () => {
  it('keeps \\result = a + b for a recursive sum and drops what does not hold', async () => {
    const system = hornSystem(await cfaOf(SUM), 'main');
    const cands = equalityCandidates(system).get('S_add') ?? [];
    expect(cands).toContain('(= a2 (bvadd a0 a1))');
    expect(cands).toContain('(= a2 (bvsub a0 a1))');
    const session = await pool.session();
    try {
      const r = await equalityInvariants(system, session, Date.now() + 20_000);
      const kept = r?.invariants.get('S_add') ?? [];
      expect(r?.inductive).toBe(true);
      expect(kept).toContain('(= a2 (bvadd a0 a1))');
      expect(kept).not.toContain('(= a2 (bvsub a0 a1))');
    } finally {
      await session.dispose();
    }
  });

  it('lets the portfolio prove the recursive sum (CHC, from the invariants alone)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-equalities-'));
    const file = path.join(dir, 'sum.c');
    fs.writeFileSync(file, `${PRELUDE}${SUM}\n`);
    const run = await runVerify({
      paths: [file],
      frontend: { dataModel: ILP32, includeDirs: [], defines: [] },
      options: { ...DEFAULT_VERIFY_OPTIONS, timeoutSeconds: 60 }, // the default: the template slice scales with it
    });
    expect(run.report.properties.map((p) => `${p.verdict} ${p.engine}`)).toEqual(['safe chc']);
  }, 120_000);

  it('keeps guarded affine summaries of a recursive function, one per case of an argument', async () => {
    const src = `int g(int k, int n) {
  if (n == 0) return k == 0 ? 1 : 3;
  return g(k, n - 1) + (k == 0 ? 1 : 2); }
int main(void) { int n = __VERIFIER_nondet_int(); if (n < 0 || n > 10) return 0;
  if (g(1, n) != 2 * n + 3) reach_error();
  return 0; }`;
    const system = hornSystem(await cfaOf(src), 'main');
    const session = await pool.session();
    try {
      const r = await equalityInvariants(system, session, Date.now() + 20_000);
      const kept = r?.invariants.get('S_g') ?? [];
      expect(kept).toContain('(=> (= a0 (_ bv0 32)) (= a2 (bvadd a1 (_ bv1 32))))');
      expect(kept).toContain('(=> (= a0 (_ bv1 32)) (= a2 (bvadd (bvmul (_ bv2 32) a1) (_ bv3 32))))');
      expect(kept.some((c) => c.includes('(= a0 (_ bv1 32)) (= a2 (bvadd a1'))).toBe(false);
    } finally {
      await session.dispose();
    }
  });
});
