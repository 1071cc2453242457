// Block-abstraction memoization (src/engines/bam) on small programs with known verdicts: a
// recursive program proved through the fixpoint over the cache, a program whose blocks are asked
// for from several call sites (cache hits), an unsafe recursive program (feasible counterexample
// through the nested blocks; never SAFE), and summaries carried to a second run through a store,
// including forged ones that must not change the verdict. Every SAFE certificate is re-checked.

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
import { runBam, type BamResult } from '../../src/engines/bam/bamEngine';
import type { StoredFact, SummaryStore } from '../../src/engines/bam/blockCache';
import type { Precision } from '../../src/engines/predicate/precision';
import { checkHornSolution } from '../../src/certify/checkHorn';
import { predicateStage } from '../../src/pipeline/portfolio/proofStages';
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

/** An in-memory summary store. */
class MemoryStore implements SummaryStore {
  readonly summaries = new Map<string, readonly StoredFact[]>();
  precision: Precision | undefined;
  load(fn: string, entry: string, precision: string): readonly StoredFact[] | undefined {
    return this.summaries.get(`${fn}|${entry}|${precision}`);
  }
  save(fn: string, entry: string, precision: string, facts: readonly StoredFact[]): void {
    this.summaries.set(`${fn}|${entry}|${precision}`, facts);
  }
  loadPrecision(): Precision | undefined {
    return this.precision;
  }
  savePrecision(p: Precision): void {
    this.precision = p;
  }
}

/** 'safe' (certificate re-checked: 'rejected' when it fails) or 'unknown: reason', with the result. */
async function analyse(cfa: ProgramCfa, store?: SummaryStore): Promise<{ verdict: string; r: BamResult }> {
  const session = await pool.session();
  try {
    const r = await runBam(cfa, session, {
      entry: 'main',
      deadline: Date.now() + 30_000,
      ...(store ? { store } : {}),
    });
    const first = [...r.answers.values()][0];
    if (first?.verdict === 'safe' && first.certificate.kind === 'horn-solution') {
      const check = await pool.session();
      try {
        const c = await checkHornSolution(cfa, check, 'main', first.certificate.model, 30_000);
        return { verdict: c.accepted ? 'safe' : `rejected: ${c.reason}`, r };
      } finally {
        await check.dispose();
      }
    }
    return { verdict: first?.verdict === 'unknown' ? `unknown: ${first.reason}` : String(first?.verdict), r };
  } finally {
    await session.dispose();
  }
}

const RECURSIVE = `int down(int n) { if (n <= 0) return 0; return down(n - 1); }
int main(void) { int x = __VERIFIER_nondet_int(); if (x < 0 || x > 1000) return 0; if (down(x) != 0) reach_error(); return 0; }`;

describe('block-abstraction memoization', () => {
  it('proves a recursive program through the fixpoint over the cache', async () => {
    const { verdict, r } = await analyse(await cfaOf(RECURSIVE));
    expect(verdict).toBe('safe');
    // the recursive call asks for the block it is in: answered from the cache (in progress)
    expect(r.stats.hits).toBeGreaterThan(0);
  });

  it('answers repeated calls from the cache', async () => {
    const src = `int twice(int v) { int k = 0; while (k < 2) k++; return v + v; }
int main(void) { int a = __VERIFIER_nondet_int(); if (a < 0 || a > 100) return 0;
  int p = twice(a); int q = twice(a); int r = twice(a);
  if (p != q || q != r) reach_error(); return 0; }`;
    const { verdict, r } = await analyse(await cfaOf(src));
    expect(verdict).toBe('safe');
    expect(r.stats.hits).toBeGreaterThanOrEqual(2);
  });

  it('answers UNSAFE for a recursive program with a bug: the counterexample through the nested blocks is feasible, its trace replayed', async () => {
    const src = `int sum(int n) { if (n <= 0) return 0; return n + sum(n - 1); }
int main(void) { int x = __VERIFIER_nondet_int(); if (x < 0 || x > 3) return 0; if (sum(x) == 6) reach_error(); return 0; }`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-bam-'));
    const file = path.join(dir, 'rec.c');
    fs.writeFileSync(file, `${PRELUDE}${src}\n`);
    const run = await runVerify({
      paths: [file],
      frontend: { dataModel: ILP32, includeDirs: [], defines: [] },
      // about 13 s on a quiet machine; the limit leaves room for CI's load (the verdict must not
      // depend on it)
      options: { ...DEFAULT_VERIFY_OPTIONS, engine: 'bam', timeoutSeconds: 150 },
    });
    const [p] = run.report.properties;
    expect(`${p.verdict} ${p.engine}`).toBe('unsafe bmc');
    expect(p.trace?.filter((s) => s.function === 'sum').length).toBeGreaterThan(3);
  }, 180_000);

  it('reuses stored summaries on a second run; the certificate check catches a forged store', async () => {
    const cfa = await cfaOf(RECURSIVE);
    const store = new MemoryStore();
    const cold = await analyse(cfa, store);
    expect(cold.verdict).toBe('safe');
    expect(store.summaries.size).toBeGreaterThan(0);
    const warm = await analyse(cfa, store);
    expect(warm.verdict).toBe('safe');
    expect(warm.r.stats.importedHits).toBeGreaterThan(0);
    expect(warm.r.stats.analyses).toBeLessThan(cold.r.stats.analyses);
    // forged: every stored summary says the function returns 7
    const forged = new MemoryStore();
    forged.precision = store.precision;
    for (const [k, facts] of store.summaries)
      forged.summaries.set(
        k,
        facts.map(([p, f]) => [p, p.startsWith('S_') ? '(= a1 #x00000007)' : f] as const),
      );
    const w2 = await analyse(cfa, forged);
    expect(w2.verdict).not.toBe('safe');
    expect(w2.r.usedImports).toBe(true);
  });

  it('gives the same verdict with a forged store: the stage runs again without it', async () => {
    const cfa = await cfaOf(RECURSIVE);
    const store = new MemoryStore();
    expect((await analyse(cfa, store)).verdict).toBe('safe');
    const forged = new MemoryStore();
    forged.precision = store.precision;
    for (const [k, facts] of store.summaries)
      forged.summaries.set(
        k,
        facts.map(([p, f]) => [p, p.startsWith('S_') ? '(= a1 #x00000007)' : f] as const),
      );
    const o = {
      entry: 'main',
      skip: new Set<string>(),
      searchDeadline: Date.now() + 30_000,
      checkDeadline: Date.now() + 40_000,
      invariants: [],
    };
    const stage = await predicateStage(cfa, pool, o, 'bam', forged);
    expect(stage.safe.map((a) => a.propertyId)).toEqual(['main#1']);
  });

  it('drops stored atoms that are not well-sorted here', async () => {
    const cfa = await cfaOf(RECURSIVE);
    const store = new MemoryStore();
    store.precision = new Map([
      ['S_down', ['(bvsge a0 #x01)', '(= a9 a0)', '(bvslt a0 #x00000000)']],
      ['nowhere', ['(= a0 a0)']],
    ]);
    const { verdict } = await analyse(cfa, store);
    expect(verdict).toBe('safe');
  });
});
