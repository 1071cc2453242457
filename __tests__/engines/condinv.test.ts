// Compositional proofs with Max-SMT conditional invariants (src/engines/condinv): the linear view of
// bit-vector clauses and its side conditions, a loop proved with a certificate the bit-precise check
// accepts, a buggy loop never proved, narrowing (a disjunctive invariant from two CondSafe calls),
// and what the side conditions are for (without them the integer invariant is not a bit-vector one);
// reached states that rule out vacuous invariants, and a stored invariant of the loop before that
// establishes a changed loop's precondition with no search upwards; per-component invariants kept
// across an edit and reused without a search, and stored records that are forged or malformed.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { goalTerm, runCondinv } from '../../src/engines/condinv/condinvEngine';
import { stateSamples } from '../../src/engines/testing/stateSamples';
import { emptyStats, type CheckSafeStats } from '../../src/engines/condinv/checkSafe';
import { linearClause } from '../../src/engines/condinv/linear';
import { normal } from '../../src/engines/condinv/maxSmt';
import type { Row } from '../../src/engines/condinv/rows';
import { checkHornSolution } from '../../src/certify/checkHorn';
import { hornSystem } from '../../src/encodings/horn/hornClauses';
import type { Conjuncts } from '../../src/encodings/horn/horn';
import { computeInvariants } from '../../src/engines/invariants/templateInvariants';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';
import type { EngineVerdict } from '../../src/encodings/result';
import { components } from '../../src/engines/condinv/components';
import { componentPrint } from '../../src/engines/condinv/componentPrint';
import { decodeInvariant, type InvariantStore } from '../../src/engines/condinv/storedInvariants';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2 });
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

function newStats(): CheckSafeStats {
  return emptyStats();
}

/** The inductive template invariants the portfolio passes to condinv as facts. */
async function templateHints(cfa: ProgramCfa): Promise<Conjuncts[]> {
  const session = await pool.session();
  try {
    const r = await computeInvariants(hornSystem(cfa, 'main'), session, 'zones', Date.now() + 20_000);
    return r.filter((t) => t.inductive).map((t) => t.invariants);
  } finally {
    await session.dispose();
  }
}

async function condinv(
  cfa: ProgramCfa,
  stats: CheckSafeStats,
  extra: {
    noSides?: boolean;
    samples?: boolean;
    hints?: Conjuncts[];
    store?: InvariantStore;
    learned?: { records?: [string, [string, string][]][] };
    onlyWithStored?: boolean;
    /** The run's time limit (default 60 s). */
    seconds?: number;
  } = {},
): Promise<EngineVerdict[]> {
  const { samples, hints: more, seconds, ...rest } = extra;
  const hints = [...(await templateHints(cfa)), ...(more ?? [])];
  const points = samples
    ? stateSamples(cfa, hornSystem(cfa, 'main'), { entry: 'main', deadline: Date.now() + 2000 })
    : undefined;
  const session = await pool.session();
  try {
    const r = await runCondinv(cfa, session, {
      entry: 'main',
      deadline: Date.now() + (seconds ?? 60) * 1000,
      stats,
      hints,
      ...(points ? { samples: () => points } : {}),
      ...rest,
    });
    return [...r.values()];
  } finally {
    await session.dispose();
  }
}

async function accepted(cfa: ProgramCfa, v: EngineVerdict): Promise<boolean> {
  if (v.verdict !== 'safe' || v.certificate.kind !== 'horn-solution') return false;
  const session = await pool.session();
  try {
    return (await checkHornSolution(cfa, session, 'main', v.certificate.model, 30_000)).accepted;
  } finally {
    await session.dispose();
  }
}

const show = (r: Row): string =>
  `${[...r.coef]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([v, k]) => `${k}*${v}`)
    .join(' ')} ${r.c}`;

describe('the linear view of bit-vector clauses', () => {
  it('reads an addition as integer addition with the side condition that it does not overflow', () => {
    const c = linearClause({
      vars: [
        ['x', '(_ BitVec 32)'],
        ['y', '(_ BitVec 32)'],
      ],
      apps: [{ pred: 'P', args: ['x'] }],
      constraint: '(and (bvslt x #x00000064) (= y (bvadd x #x00000001)))',
      target: { pred: 'P', args: ['y'] },
    });
    expect(c.disjuncts).toHaveLength(1);
    const [d] = c.disjuncts;
    const rows = d.rows.map(show);
    expect(rows).toContain('1*x -99'); // x < 100
    expect(rows).toContain('1*x -1*y 1'); // y = x + 1
    expect(d.sides.map(show)).toEqual(['1*x -2147483646', '-1*x -2147483649']); // MIN <= x + 1 <= MAX
    expect(d.ranges?.length).toBe(4);
  });

  it('needs non-negative operands for an unsigned comparison, and splits a disequality', () => {
    const c = linearClause({
      vars: [
        ['x', '(_ BitVec 32)'],
        ['y', '(_ BitVec 32)'],
      ],
      apps: [{ pred: 'P', args: ['x', 'y'] }],
      constraint: '(and (bvult x y) (not (= x #x00000005)))',
    });
    expect(c.disjuncts).toHaveLength(2);
    for (const d of c.disjuncts) expect(d.sides.map(show)).toEqual(['-1*x 0', '-1*y 0']);
  });
});

describe('simpler rows', () => {
  it('divides a row by the gcd of its coefficients, rounding the constant so the integer points stay', () => {
    // 2x - 4y + 3 <= 0  <=>  x - 2y <= -1.5  <=>  x - 2y + 2 <= 0 over the integers
    expect(normal({ coef: [2n, -4n], c: 3n })).toEqual({ coef: [1n, -2n], c: 2n });
    // 3x - 6y - 4 <= 0  <=>  x - 2y <= 1.33  <=>  x - 2y - 1 <= 0
    expect(normal({ coef: [3n, -6n, 0n], c: -4n })).toEqual({ coef: [1n, -2n, 0n], c: -1n });
    expect(normal({ coef: [1n, 2n], c: 5n })).toEqual({ coef: [1n, 2n], c: 5n });
    expect(normal({ coef: [0n, 0n], c: 0n })).toEqual({ coef: [0n, 0n], c: 0n });
  });
});

describe('condinv', () => {
  it('proves a loop with a two-row invariant, and the bit-precise check accepts the certificate', async () => {
    const cfa = await cfaOf(`int main(void) {
      int n = __VERIFIER_nondet_int();
      if (n < 0 || n > 1000) return 0;
      int i = 0, s = 0;
      while (i < n) { i++; s += 2; }
      if (s != 2 * n) reach_error();
      return 0; }`);
    const stats = newStats();
    const [v] = await condinv(cfa, stats);
    expect(v.verdict).toBe('safe');
    expect(await accepted(cfa, v)).toBe(true);
    expect(stats.condSafeCalls).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('never proves a buggy loop', async () => {
    const cfa = await cfaOf(`int main(void) {
      int n = __VERIFIER_nondet_int();
      if (n < 0 || n > 1000) return 0;
      int i = 0, s = 0;
      while (i <= n) { i++; s += 2; }
      if (s != 2 * n) reach_error();
      return 0; }`);
    const [v] = await condinv(cfa, newStats());
    expect(v.verdict).toBe('unknown');
  }, 120_000);

  it('narrows: a disjunctive invariant from two CondSafe results', async () => {
    // entry: y = 0 with any x, or y = 1 with x >= 0. The first invariant (y <= 0) needs a
    // precondition the start cannot establish; narrowed to y >= 1, the second covers the rest.
    const cfa = await cfaOf(`int main(void) {
      int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
      if (x < -100 || x > 100) return 0;
      if (y != 0 && y != 1) return 0;
      if (y == 1 && x < 0) return 0;
      while (x < 1000 && x > -1000 && __VERIFIER_nondet_int()) { if (y == 1) x++; else x--; }
      if (y == 1 && x < 0) reach_error();
      return 0; }`);
    const stats = newStats();
    const session = await pool.session();
    let v: EngineVerdict;
    try {
      const hints = await templateHints(cfa);
      const r = await runCondinv(cfa, session, {
        entry: 'main',
        deadline: Date.now() + 90_000,
        stats,
        hints,
      });
      v = [...r.values()][0];
    } finally {
      await session.dispose();
    }
    expect(v.verdict).toBe('safe');
    expect(stats.narrowings).toBeGreaterThanOrEqual(1);
    expect(stats.condSafeCalls).toBeGreaterThanOrEqual(2);
    if (v.verdict === 'safe' && v.certificate.kind === 'horn-solution')
      expect(v.certificate.model).toContain('(or ');
    expect(await accepted(cfa, v)).toBe(true);
  }, 180_000);

  it('states the side conditions: without them the integer invariant is no bit-vector invariant', async () => {
    // x >= 0 is inductive over the integers, but x++ wraps around to INT_MIN
    const cfa = await cfaOf(`int main(void) {
      int x = 0;
      while (__VERIFIER_nondet_int()) x++;
      if (x < 0) reach_error();
      return 0; }`);
    const [unchecked] = await condinv(cfa, newStats(), { noSides: true });
    expect(unchecked.verdict).toBe('safe');
    expect(await accepted(cfa, unchecked)).toBe(false);
    const [v] = await condinv(cfa, newStats());
    expect(v.verdict).toBe('unknown');
  }, 120_000);

  // two loops: the first fills three slots a step, the second needs room = 3n (zones cannot say it)
  const twoLoops = (second: string): string => `int main(void) {
      int n = __VERIFIER_nondet_int();
      if (n < 0 || n > 1000) return 0;
      int i = 0, room = 0;
      while (i < n) { i++; room += 3; }
      int used = 0;
      ${second}
      if (used != room) reach_error();
      return 0; }`;

  it('rules out vacuous invariants with reached states: the precondition is searched for upwards', async () => {
    const cfa = await cfaOf(twoLoops('int j = 0; while (j < n) { j++; used += 3; }'));
    const stats = newStats();
    const [v] = await condinv(cfa, stats, { samples: true });
    expect(v.verdict).toBe('safe');
    expect(await accepted(cfa, v)).toBe(true);
    expect(stats.propagations).toBeGreaterThanOrEqual(1);
  }, 180_000);

  /** The first loop's invariant room = 3 * i, as a stored certificate states it (a known fact). */
  function firstLoopHint(cfa: ProgramCfa): Conjuncts {
    const system = hornSystem(cfa, 'main');
    const [first] = [...system.nodes]
      .filter(([, v]) => v.node.isLoopHead)
      .sort(([, a], [, b]) => (a.node.loc?.line ?? 0) - (b.node.loc?.line ?? 0));
    const args = system.args.get(first[0])!;
    const coef = (k: Record<string, bigint>): bigint[] => args.map((a) => k[a.label] ?? 0n);
    const stored = goalTerm(
      [
        [
          { coef: coef({ room: 1n, i: -3n }), c: 0n },
          { coef: coef({ room: -1n, i: 3n }), c: 0n },
        ],
      ],
      args.map((a) => a.width),
    );
    return new Map([[first[0], [stored]]]);
  }

  it("a known invariant of the loop before establishes a changed loop's precondition: no search upwards", async () => {
    const cfa = await cfaOf(twoLoops('int j = n; while (j > 0) { j--; used += 3; }'));
    const stats = newStats();
    const [v] = await condinv(cfa, stats, { samples: true, hints: [firstLoopHint(cfa)] });
    expect(v.verdict).toBe('safe');
    expect(await accepted(cfa, v)).toBe(true);
    expect(stats.propagations).toBe(0);
    expect(stats.discharged).toBeGreaterThanOrEqual(1);
  }, 180_000);
  /** condinv's store in memory; `forge` answers every component with the same pairs. */
  function memoryStore(forge?: (readonly [string, string])[]): InvariantStore & {
    readonly records: Map<string, readonly (readonly [string, string])[]>;
  } {
    const records = new Map<string, readonly (readonly [string, string])[]>();
    return {
      records,
      load: (print) => forge ?? records.get(print),
      save: (print, pairs) => void records.set(print, pairs),
    };
  }

  /** The component prints of the loop heads, in source order. */
  function loopPrints(cfa: ProgramCfa): string[] {
    const system = hornSystem(cfa, 'main');
    const comps = components(system);
    return [...system.nodes]
      .filter(([, v]) => v.node.isLoopHead)
      .sort(([, a], [, b]) => (a.node.loc?.line ?? 0) - (b.node.loc?.line ?? 0))
      .map(([p]) => componentPrint(system, comps, comps.of.get(p)!));
  }

  it('keeps each part’s conditional invariant; after an edit of the second loop the first is not searched again', async () => {
    const before = await cfaOf(twoLoops('int j = 0; while (j < n) { j++; used += 3; }'));
    const after = await cfaOf(twoLoops('int j = n; while (j > 0) { j--; used += 3; }'));
    // the first loop's part is the same text in both versions, the second loop's is not
    const [p1, p2] = loopPrints(before);
    const [q1, q2] = loopPrints(after);
    expect(q1).toBe(p1);
    expect(q2).not.toBe(p2);
    const store = memoryStore();
    const learned: { records?: [string, [string, string][]][] } = {};
    const cold = newStats();
    const [v] = await condinv(before, cold, { samples: true, store, learned });
    expect(v.verdict).toBe('safe');
    expect(await accepted(before, v)).toBe(true);
    for (const [print, pairs] of learned.records ?? []) store.save(print, pairs);
    expect(store.records.has(p1)).toBe(true);
    const warm = newStats();
    const [w] = await condinv(after, warm, { samples: true, store });
    expect(w.verdict).toBe('safe');
    expect(await accepted(after, w)).toBe(true);
    // the changed loop is searched, its precondition is established by the first loop's stored
    // invariant: no search there
    expect(warm.stored).toBeGreaterThanOrEqual(1);
    expect(warm.propagations).toBe(0);
    expect(warm.condSafeCalls).toBeLessThan(cold.condSafeCalls);
  }, 240_000);

  it('a forged stored invariant changes no verdict', async () => {
    // every part "has" the invariant a0 <= -5 and -a0 <= -5 (false): inductive and safe vacuously,
    // but no entry establishes it, so it proves nothing
    const arity = (cfa: ProgramCfa): number => {
      const system = hornSystem(cfa, 'main');
      return Math.max(...system.predicates.map(([, s]) => s.length));
    };
    const safe = await cfaOf(twoLoops('int j = n; while (j > 0) { j--; used += 3; }'));
    const row = (k: bigint, n: number): string[] => [k.toString(), ...Array(n - 1).fill('0'), '5'];
    const forged = (n: number): (readonly [string, string])[] => [
      ['0', JSON.stringify([[row(1n, n), row(-1n, n)]])],
    ];
    const stats = newStats();
    const [v] = await condinv(safe, stats, {
      samples: true,
      hints: [firstLoopHint(safe)],
      store: memoryStore(forged(arity(safe))),
    });
    expect(v.verdict).toBe('safe');
    expect(await accepted(safe, v)).toBe(true);
    expect(stats.stored).toBe(0);
    const buggy = await cfaOf(twoLoops('int j = 0; while (j < n) { j++; used += 2; }'));
    // the stored invariant is tried before any search, so a short run shows it proves nothing (a full
    // search of the buggy program ends UNKNOWN too, after about 50 s)
    const [b] = await condinv(buggy, newStats(), { store: memoryStore(forged(arity(buggy))), seconds: 10 });
    expect(b.verdict).toBe('unknown');
  }, 240_000);

  it('searches nothing without a stored invariant when asked to start only from one (auto)', async () => {
    const cfa = await cfaOf(twoLoops('int j = 0; while (j < n) { j++; used += 3; }'));
    const stats = newStats();
    const r = await condinv(cfa, stats, { store: memoryStore(), onlyWithStored: true });
    expect(r.map((v) => (v.verdict === 'unknown' ? v.reason : v.verdict))).toEqual([
      'condinv: no stored invariant for this program',
    ]);
    expect(stats.condSafeCalls).toBe(0);
  });

  it('reads stored records strictly: wrong positions, arities, numbers and shapes are refused', async () => {
    const cfa = await cfaOf(twoLoops('int j = 0; while (j < n) { j++; used += 3; }'));
    const system = hornSystem(cfa, 'main');
    const comps = components(system);
    const [loop] = [...system.nodes].filter(([, v]) => v.node.isLoopHead).map(([p]) => p);
    const comp = comps.of.get(loop)!;
    const n = comps.widths.get(loop)!.length;
    const good = JSON.stringify([[[...Array(n).fill('1'), '-3']]]);
    expect(decodeInvariant(comps, comp, [['0', good]])?.get(loop)).toHaveLength(1);
    for (const bad of [
      [['1', good]], // no such position
      [['0', JSON.stringify([[[...Array(n + 1).fill('1'), '0']]])]], // wrong arity
      [['0', JSON.stringify([[[...Array(n).fill('x'), '0']]])]], // not a number
      [['0', JSON.stringify([[[...Array(n).fill('1'), (1n << 130n).toString()]]])]], // too large
      [['0', '[]']], // false
      [['0', '{"a":1}']], // not a goal
      [['0', 'not json']],
    ] as [string, string][][])
      expect(decodeInvariant(comps, comp, bad)).toBeUndefined();
  });
});
