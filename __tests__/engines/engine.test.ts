// The engine contract (src/engines/engine.ts), through `run(task, ctx)` only: every engine answers
// a small safe program and a small buggy one within its powers (SAFE with a certificate that the
// independent check accepts, never SAFE on the bug; random testing and BMC UNSAFE with a
// counterexample that replays), answers nothing about the properties in `task.skip`, and tells
// `ctx.figures` its own figures. The template engine answers no property: it returns invariants.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa, propertyIds } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import type { Engine, EngineTask } from '../../src/engines/engine';
import { chcEngine } from '../../src/engines/chc/chcEngine';
import { kInductionEngine } from '../../src/engines/kinduction/kInduction';
import { predicateEngine } from '../../src/engines/predicate/predicateEngine';
import { impactEngine } from '../../src/engines/predicate/impact';
import { bamEngine } from '../../src/engines/bam/bamEngine';
import { condinvEngine } from '../../src/engines/condinv/condinvEngine';
import { bmcEngine } from '../../src/engines/bmc/bmcEngine';
import { testingEngine } from '../../src/engines/testing/randomTesting';
import { templateEngine } from '../../src/engines/invariants/templateInvariants';
import { checkCertificate } from '../../src/certify/checkCertificate';
import { replay } from '../../src/certify/replay';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2 });
});
afterAll(async () => {
  await pool.shutdown();
});

const PRELUDE =
  'extern unsigned __VERIFIER_nondet_uint(void); extern void reach_error(void);\n' +
  'void __VERIFIER_assert(int c) { if (!c) reach_error(); }\n';

const SAFE = `int main(void) {
  unsigned x = 0;
  while (x < 10) x++;
  __VERIFIER_assert(x == 10);
  return 0;
}`;
// every run reaches the bug
const BUGGY = `int main(void) {
  unsigned i = 0;
  while (i < 3) i++;
  __VERIFIER_assert(i == 4);
  return 0;
}`;

async function taskOf(src: string): Promise<EngineTask> {
  const r = await loadSnippets(PRELUDE + src, 'ILP32');
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  const cfa: ProgramCfa = buildProgramCfa(r.program);
  return { cfa, entry: 'main', skip: new Set(), hints: [], facts: [] };
}

/** The task with the template engine's inductive invariants as facts (as the portfolio gives them). */
async function withFacts(task: EngineTask): Promise<EngineTask> {
  const { invariants } = await templateEngine('zones').run(task, {
    deadline: Date.now() + 30_000,
    sessions: pool,
  });
  const facts = invariants.filter((t) => t.inductive).map((t) => t.invariants);
  return { ...task, hints: facts, facts };
}

const provers: readonly Engine[] = [
  chcEngine,
  kInductionEngine,
  predicateEngine,
  impactEngine,
  bamEngine(),
  condinvEngine({ samplesMs: 1000 }),
];

async function run(engine: Engine, task: EngineTask): Promise<{ verdicts: string[]; figures: number }> {
  let figures = 0;
  const ctx = { deadline: Date.now() + 100_000, sessions: pool, figures: () => figures++ };
  const outcome = await engine.run(task, ctx);
  const verdicts: string[] = [];
  for (const [id, v] of outcome.answers) {
    verdicts.push(v.verdict);
    if (v.verdict === 'safe') {
      const check = { cfa: task.cfa, entry: task.entry, propertyIds: new Set([id]) };
      const checked = await checkCertificate(check, v.certificate, pool, Date.now() + 60_000);
      expect(checked.status, `${engine.name}'s certificate`).toBe('accepted');
    }
    if (v.verdict === 'unsafe') expect(replay(task.cfa, task.entry, v.counterexample).confirmed).toBe(true);
  }
  return { verdicts, figures };
}

describe('the engine contract', () => {
  for (const engine of provers)
    it(`${engine.name}: SAFE with an accepted certificate on the safe program, never SAFE on the bug`, async () => {
      const safe = await run(engine, await withFacts(await taskOf(SAFE)));
      expect(safe.verdicts).toEqual(['safe']);
      const buggy = await run(engine, await taskOf(BUGGY));
      expect(buggy.verdicts).not.toContain('safe');
    }, 150_000);

  it('BMC and random testing: UNSAFE with a counterexample that replays', async () => {
    const task = await taskOf(BUGGY);
    for (const engine of [bmcEngine, testingEngine()]) {
      const { verdicts, figures } = await run(engine, task);
      expect(verdicts, engine.name).toEqual(['unsafe']);
      expect(figures).toBe(1);
    }
  }, 150_000);

  it('answers nothing about the properties in task.skip', async () => {
    const all = await taskOf(BUGGY);
    const task = { ...all, skip: new Set(propertyIds(all.cfa)) };
    for (const engine of [...provers, bmcEngine, testingEngine()]) {
      const outcome = await engine.run(task, { deadline: Date.now() + 60_000, sessions: pool });
      expect([...outcome.answers.keys()], engine.name).toEqual([]);
    }
  }, 300_000);

  it('templates: no answers, the invariants as the outcome, its figures told', async () => {
    let told = 0;
    const ctx = { deadline: Date.now() + 60_000, sessions: pool, figures: () => told++ };
    const outcome = await templateEngine('zones').run(await taskOf(SAFE), ctx);
    expect(outcome.answers.size).toBe(0);
    expect(outcome.invariants.length).toBeGreaterThan(0);
    expect(told).toBe(1);
    const none = await templateEngine('none').run(await taskOf(SAFE), ctx);
    expect(none.invariants).toEqual([]);
  }, 120_000);
});
