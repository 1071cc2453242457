// Predicate analysis with CEGAR (src/engines/predicate) on small programs with known verdicts:
// programs that need two or more refinements, calls and recursion through summary predicates, and
// programs with a bug (a feasible counterexample: never SAFE). Every SAFE certificate passes the
// independent re-check.

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
import { runPredicateAnalysis, type PredicateStats } from '../../src/engines/predicate/predicateEngine';
import { runImpact, type ImpactStats } from '../../src/engines/predicate/impact';
import { checkHornSolution } from '../../src/certify/checkHorn';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2 });
});
afterAll(async () => {
  await pool.shutdown();
});

const PRELUDE =
  'extern int __VERIFIER_nondet_int(void); extern unsigned __VERIFIER_nondet_uint(void); extern void reach_error(void);\n';

async function cfaOf(src: string): Promise<ProgramCfa> {
  const r = await loadSnippets(PRELUDE + src, 'ILP32');
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return buildProgramCfa(r.program);
}

/** 'safe' (certificate re-checked) or 'unknown: reason', with the analysis' statistics. */
async function analyse(src: string): Promise<{ verdict: string; stats: PredicateStats }> {
  const cfa = await cfaOf(src);
  const session = await pool.session();
  try {
    const r = await runPredicateAnalysis(cfa, session, { entry: 'main', deadline: Date.now() + 30_000 });
    const first = [...r.answers.values()][0];
    if (first?.verdict === 'safe' && first.certificate.kind === 'horn-solution') {
      const check = await pool.session();
      try {
        expect(await checkHornSolution(cfa, check, 'main', first.certificate.model, 30_000)).toEqual({
          accepted: true,
        });
      } finally {
        await check.dispose();
      }
      return { verdict: 'safe', stats: r.stats };
    }
    const verdict = first?.verdict === 'unknown' ? `unknown: ${first.reason}` : String(first?.verdict);
    return { verdict, stats: r.stats };
  } finally {
    await session.dispose();
  }
}

describe('predicate analysis with CEGAR', () => {
  it('proves a counting loop after refining the precision twice or more', async () => {
    const src = `int main(void) {
  unsigned n = __VERIFIER_nondet_uint(); if (n > 1000) return 0;
  unsigned i = 0, s = 0;
  while (i < n) { i++; s++; }
  if (s != n) reach_error();
  return 0; }`;
    const r = await analyse(src);
    expect(r.verdict).toBe('safe');
    expect(r.stats.refinements).toBeGreaterThanOrEqual(2);
  });

  it('proves through calls and recursion with summary predicates', async () => {
    const src = `int down(int n) { if (n <= 0) return 0; return down(n - 1); }
int main(void) { int x = __VERIFIER_nondet_int(); if (x < 0 || x > 1000) return 0; if (down(x) != 0) reach_error(); return 0; }`;
    expect((await analyse(src)).verdict).toBe('safe');
  });

  it('never proves a program with a bug: the counterexample is feasible', async () => {
    const src = `int main(void) {
  unsigned n = __VERIFIER_nondet_uint(); unsigned i = 0;
  while (i < n) i += 2;
  if (i != n) reach_error();
  return 0; }`;
    expect((await analyse(src)).verdict).toMatch(
      /^unknown: predicate: the property is violated on a feasible path/,
    );
  });

  it('answers UNSAFE for a recursive program with a bug, with a replayed trace (built by BMC)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-predicate-'));
    const file = path.join(dir, 'rec.c');
    fs.writeFileSync(
      file,
      `${PRELUDE}int sum(int n) { if (n <= 0) return 0; return n + sum(n - 1); }
int main(void) { int x = __VERIFIER_nondet_int(); if (x < 0 || x > 10) return 0; if (sum(x) == 6) reach_error(); return 0; }
`,
    );
    const run = await runVerify({
      paths: [file],
      frontend: { dataModel: ILP32, includeDirs: [], defines: [] },
      // the feasible path takes about 20 s on a quiet machine; the limit leaves room for CI's load
      options: { ...DEFAULT_VERIFY_OPTIONS, engine: 'predicate', timeoutSeconds: 150 },
    });
    const [p] = run.report.properties;
    expect(`${p.verdict} ${p.engine}`).toBe('unsafe bmc');
    expect(p.trace?.some((s) => s.function === 'sum')).toBe(true);
    expect(p.trace?.at(-1)?.line).toBe(3);
  }, 180_000);
});

describe('IMPACT (labels strengthened by interpolants, coverage, forced covering)', () => {
  /** 'safe' (certificate re-checked) or 'unknown: reason', with IMPACT's statistics. */
  async function impact(src: string): Promise<{ verdict: string; stats: ImpactStats }> {
    const cfa = await cfaOf(src);
    const session = await pool.session();
    try {
      const r = await runImpact(cfa, session, { entry: 'main', deadline: Date.now() + 30_000 });
      const first = [...r.answers.values()][0];
      if (first?.verdict === 'safe' && first.certificate.kind === 'horn-solution') {
        const check = await pool.session();
        try {
          const c = await checkHornSolution(cfa, check, 'main', first.certificate.model, 30_000);
          return { verdict: c.accepted ? 'safe' : `rejected: ${c.reason}`, stats: r.stats };
        } finally {
          await check.dispose();
        }
      }
      return {
        verdict: first?.verdict === 'unknown' ? `unknown: ${first.reason}` : String(first?.verdict),
        stats: r.stats,
      };
    } finally {
      await session.dispose();
    }
  }

  it('proves a loop after strengthening the labels twice or more', async () => {
    const src = `int main(void) {
  unsigned n = __VERIFIER_nondet_uint(); if (n > 100) return 0;
  unsigned x = 0;
  while (x < n) x++;
  if (x > 100) reach_error();
  return 0; }`;
    const r = await impact(src);
    expect(r.verdict).toBe('safe');
    expect(r.stats.refinements).toBeGreaterThanOrEqual(2);
  });

  it('never proves a program with a bug', async () => {
    const src = `int main(void) {
  unsigned n = __VERIFIER_nondet_uint(); unsigned i = 0;
  while (i < n) i += 2;
  if (i != n) reach_error();
  return 0; }`;
    expect((await impact(src)).verdict).toMatch(
      /^unknown: predicate: the property is violated on a feasible path/,
    );
  });
});
