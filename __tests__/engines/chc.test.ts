// The CHC engine (Horn clauses solved by Spacer) on small programs with known verdicts: loops whose
// bounds no unwinding reaches, calls and recursion through summaries, globals; its certificates pass
// the independent re-check, a weakened invariant is rejected, and programs outside its reach
// (memory) are UNKNOWN with the reason. CHC never answers UNSAFE: a program with a bug is UNKNOWN,
// and the properties beside a violated one are proved with its clauses left out (by the invariants
// a refinement ended with, when they imply them, or each alone).
// Also the certificate check per property, the removal of redundant conjuncts from solutions, and the
// Houdini refinement of candidates (what it keeps, and where it stood when it ran out of time).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { runChc } from '../../src/engines/chc/chcEngine';
import { checkHornSolution, checkHornSolutionEach } from '../../src/certify/checkHorn';
import { dropRedundant } from '../../src/engines/chc/redundancy';
import { refineCandidates, type RefineProgress } from '../../src/engines/chc/candidates';
import { computeInvariants } from '../../src/engines/invariants/templateInvariants';
import { hornSystem } from '../../src/encodings/horn/hornClauses';
import type { HornSystem } from '../../src/encodings/horn/horn';
import { propertyIds } from '../../src/ir/programCfa';
import { topLevelForms } from '../../src/smt/smtlib';
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

/** 'safe' (certificate re-checked), or 'unknown: reason'. */
async function chc(src: string): Promise<string> {
  const cfa = await cfaOf(src);
  const session = await pool.session();
  try {
    const answers = await runChc(cfa, session, { entry: 'main', deadline: Date.now() + 30_000 });
    const first = [...answers.values()][0];
    if (first?.verdict === 'safe' && first.certificate.kind === 'horn-solution') {
      const check = await pool.session();
      try {
        expect(await checkHornSolution(cfa, check, 'main', first.certificate.model, 30_000)).toEqual({
          accepted: true,
        });
      } finally {
        await check.dispose();
      }
      return 'safe';
    }
    return first?.verdict === 'unknown' ? `unknown: ${first.reason}` : String(first?.verdict);
  } finally {
    await session.dispose();
  }
}

describe('CHC engine', () => {
  it('proves a loop whose bound is an arbitrary input (no unwinding covers it)', async () => {
    const src =
      'int main(void) { unsigned n = __VERIFIER_nondet_uint(); unsigned i = 0; while (i < n) i++; if (i != n) reach_error(); return 0; }';
    expect(await chc(src)).toBe('safe');
  });

  it('proves through calls and recursion with summaries', async () => {
    const src = `int down(int n) { if (n <= 0) return 0; return down(n - 1); }
int main(void) { int x = __VERIFIER_nondet_int(); if (x < 0 || x > 1000) return 0; if (down(x) != 0) reach_error(); return 0; }`;
    expect(await chc(src)).toBe('safe');
  });

  it('follows globals through calls', async () => {
    const src = `int level;
void raise(void) { if (level < 10) level++; }
int main(void) { level = 0; while (__VERIFIER_nondet_int()) raise(); if (level > 10) reach_error(); return 0; }`;
    expect(await chc(src)).toBe('safe');
    expect(await chc(src.replace('level < 10', 'level < 11'))).toMatch(
      /^unknown: CHC: the clauses have no solution/,
    );
  });

  it('never proves a program with a bug', async () => {
    const src =
      'int main(void) { unsigned n = __VERIFIER_nondet_uint(); unsigned i = 0; while (i < n) i += 2; if (i != n) reach_error(); return 0; }';
    expect(await chc(src)).toMatch(/^unknown: CHC: the clauses have no solution/);
  });

  it('solves each half of the properties alone when a violated one leaves the clauses without solution', async () => {
    const src = `int main(void) {
  unsigned n = __VERIFIER_nondet_uint(); if (n > 100) return 0;
  if (n == 7) reach_error();
  unsigned i = 0; while (i < n) i++;
  if (i != n) reach_error();
  return 0; }`;
    const cfa = await cfaOf(src);
    const [tooBig, loopBound] = propertyIds(cfa);
    const session = await pool.session();
    const answers = await runChc(cfa, session, { entry: 'main', deadline: Date.now() + 30_000 });
    await session.dispose();
    expect(answers.get(tooBig)).toMatchObject({
      verdict: 'unknown',
      reason: expect.stringMatching(/no solution/),
    });
    const proved = answers.get(loopBound);
    if (proved?.verdict !== 'safe' || proved.certificate.kind !== 'horn-solution')
      throw new Error('not proved');
    const check = await pool.session();
    try {
      // the certificate holds with the violated property's clauses left out, as the pipeline checks it
      const model = proved.certificate.model;
      expect(await checkHornSolution(cfa, check, 'main', model, 30_000, new Set([tooBig]))).toEqual({
        accepted: true,
      });
    } finally {
      await check.dispose();
    }
  });

  it('proves every property beside a violated one, from the hints and each open one alone', async () => {
    const src = `int main(void) {
  unsigned n = __VERIFIER_nondet_uint(); if (n > 100) return 0;
  unsigned i = 0; while (i < n) i++;
  if (i > 100) reach_error();
  if (n == 7) reach_error();
  if (i != n) reach_error();
  if (i + n > 200) reach_error();
  return 0; }`;
    const cfa = await cfaOf(src);
    const ids = propertyIds(cfa);
    const violated = ids[1];
    const session = await pool.session();
    // interval hints imply `i <= 100` and `i + n <= 200` (a partial proof), not `i == n`
    const hints = await computeInvariants(
      hornSystem(cfa, 'main', undefined, { arrays: true }),
      session,
      'intervals',
      Date.now() + 10_000,
    );
    const answers = await runChc(cfa, session, {
      entry: 'main',
      deadline: Date.now() + 30_000,
      hints: hints.map((h) => h.invariants),
    });
    await session.dispose();
    expect(answers.get(violated)).toMatchObject({
      verdict: 'unknown',
      reason: expect.stringMatching(/no solution/),
    });
    // as the pipeline checks them: each certificate for the properties it answers, the others left out
    const groups = new Map<string, string[]>();
    for (const id of ids) {
      const v = answers.get(id);
      if (id === violated) continue;
      if (v?.verdict !== 'safe' || v.certificate.kind !== 'horn-solution')
        throw new Error(`${id} not proved`);
      groups.set(v.certificate.model, [...(groups.get(v.certificate.model) ?? []), id]);
    }
    for (const [model, group] of groups) {
      const others = new Set(ids.filter((id) => !group.includes(id)));
      const check = await pool.session();
      try {
        expect(await checkHornSolution(cfa, check, 'main', model, 30_000, others)).toEqual({
          accepted: true,
        });
      } finally {
        await check.dispose();
      }
    }
  });

  it('leaves programs with memory to the other engines', async () => {
    expect(
      await chc(
        'int a[3]; int main(void) { int *p = &a[1]; *p = 2; if (a[1] != 2) reach_error(); return 0; }',
      ),
    ).toMatch(/^unknown: CHC: unsupported: /);
  });

  it('rejects a tampered certificate (one invariant weakened to true)', async () => {
    const src =
      'int main(void) { unsigned n = __VERIFIER_nondet_uint(); unsigned i = 0; while (i < n) i++; if (i != n) reach_error(); return 0; }';
    const cfa = await cfaOf(src);
    const session = await pool.session();
    const answers = await runChc(cfa, session, { entry: 'main', deadline: Date.now() + 30_000 });
    await session.dispose();
    const first = [...answers.values()][0];
    if (first?.verdict !== 'safe' || first.certificate.kind !== 'horn-solution')
      throw new Error('no certificate');
    const model = first.certificate.model;
    // Weaken each node invariant in turn to `true`: at least one weakening breaks consecution or safety.
    // Spacer wraps its definitions in one list; solutions proofgate assembles itself are not wrapped
    const text = model.trim();
    const defs = topLevelForms(/^\(\s*\(define-fun/.test(text) ? text.slice(1, -1) : text);
    let rejected = 0;
    for (const [i, def] of defs.entries()) {
      if (!/^\(define-fun P_main_/.test(def)) continue;
      const weakened = defs.map((d, j) => (j === i ? weakenToTrue(d) : d));
      const check = await pool.session();
      try {
        const r = await checkHornSolution(cfa, check, 'main', `(${weakened.join('\n')})`, 30_000);
        if (!r.accepted) {
          rejected++;
          expect(r.reason).toMatch(/^clause \d+ \((consecution|safety)/);
        }
      } finally {
        await check.dispose();
      }
    }
    expect(rejected).toBeGreaterThan(0);
    const forged = await pool.session();
    try {
      expect(await checkHornSolution(cfa, forged, 'main', '((assert false))', 30_000)).toMatchObject({
        accepted: false,
      });
    } finally {
      await forged.dispose();
    }
  });
});

describe('certificate checks', () => {
  it('checks each property on its own: a violated one leaves the others proved', async () => {
    const src = `int main(void) {
  unsigned n = __VERIFIER_nondet_uint(); if (n > 100) return 0;
  unsigned i = 0; while (i < n) i++;
  if (i != n) reach_error();
  if (i > 50) reach_error();
  return 0; }`;
    const cfa = await cfaOf(src);
    const [loopBound, tooBig] = propertyIds(cfa);
    const session = await pool.session();
    const answers = await runChc(cfa, session, {
      entry: 'main',
      deadline: Date.now() + 30_000,
      skip: new Set([tooBig]),
    });
    await session.dispose();
    const first = answers.get(loopBound);
    if (first?.verdict !== 'safe' || first.certificate.kind !== 'horn-solution')
      throw new Error('no certificate');
    const check = await pool.session();
    try {
      const each = await checkHornSolutionEach(cfa, check, 'main', first.certificate.model, 30_000);
      expect(each.inductive).toEqual({ accepted: true });
      expect([...each.holds]).toEqual([loopBound]);
      // all at once, the violated property fails the whole certificate
      const all = await checkHornSolution(cfa, check, 'main', first.certificate.model, 30_000);
      expect(all.accepted).toBe(false);
      // no definitions at all: nothing is inductive (predicates without one are false), nothing holds
      const none = await checkHornSolutionEach(cfa, check, 'main', '', 30_000);
      expect(none.inductive.accepted).toBe(false);
      expect(none.holds.size).toBe(0);
    } finally {
      await check.dispose();
    }
  });

  it('drops the conjuncts the others imply, keeping the meaning', async () => {
    const bv = '(_ BitVec 32)';
    const system: HornSystem = {
      predicates: [['P', [bv, bv]]],
      args: new Map(),
      nodes: new Map(),
      clauses: [],
    };
    const conjuncts = [
      '(bvule a0 #x00000014)',
      '(bvule a1 #x00000014)',
      '(bvule a0 #x0000000a)',
      '(= a0 a1)',
    ];
    const session = await pool.session();
    try {
      const out = await dropRedundant(system, new Map([['P', conjuncts]]), session, Date.now() + 30_000);
      expect(out.get('P')).toEqual(['(bvule a0 #x0000000a)', '(= a0 a1)']);
      // equivalent: the dropped ones follow from what is left
      const left = (out.get('P') ?? []).join(' ');
      const r = await session.checkOnce(
        `(declare-fun a0 () ${bv})\n(declare-fun a1 () ${bv})\n(assert (and ${left}))\n(assert (not (and ${conjuncts.join(' ')})))`,
        [],
        10_000,
      );
      expect(r.result).toBe('unsat');
    } finally {
      await session.dispose();
    }
  });
});

describe('Houdini refinement of candidates', () => {
  const COUNT = `int main(void) { int n = __VERIFIER_nondet_int(); int i = 0;
    if (n < 0) return 0;
    while (i < n) i++;
    if (i != n) reach_error();
    return 0; }`;

  it('keeps the inductive conjuncts, and out of time says where it stood', async () => {
    const system = hornSystem(await cfaOf(COUNT), 'main');
    const [pred] = [...system.nodes].find(([, v]) => v.node.isLoopHead) ?? [''];
    const args = system.args.get(pred) ?? [];
    const [n, i] = ['n', 'i'].map((l) => `a${args.findIndex((a) => a.label === l)}`);
    const conjuncts = [
      `(bvsle ${i} ${n})`,
      `(= ${i} ${n})`,
      `(bvsge ${i} #x00000000)`,
      `(bvslt ${n} #x00000005)`,
    ];
    const session = await pool.session();
    try {
      const done = await refineCandidates(system, new Map([[pred, conjuncts]]), session, Date.now() + 30_000);
      expect(done?.safe).toBe(true);
      expect(done?.conjuncts.get(pred)).toEqual([`(bvsle ${i} ${n})`, `(bvsge ${i} #x00000000)`]);
      // no time at all: nothing refuted, so where it stood is where it started (and no answer)
      const progress: RefineProgress = {};
      const late = await refineCandidates(
        system,
        new Map([[pred, conjuncts]]),
        session,
        Date.now() - 1,
        progress,
      );
      expect(late).toBeUndefined();
      expect(progress.left?.get(pred)).toEqual(conjuncts);
    } finally {
      await session.dispose();
    }
  });
});

/** `(define-fun P (params) Bool body)` with `true` as its body. */
function weakenToTrue(def: string): string {
  const open = def.indexOf('(', 1);
  let depth = 0;
  let end = open;
  for (; end < def.length; end++) {
    if (def[end] === '(') depth++;
    else if (def[end] === ')' && --depth === 0) break;
  }
  return `${def.slice(0, end + 1)} Bool true)`;
}
