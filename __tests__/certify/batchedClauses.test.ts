// Horn clauses checked in one context (certify/batchedClauses.ts): every clause valid gives unsat
// at once; a violated clause is named by the model, beside valid ones that share its variable names.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchCheck } from '../../src/certify/batchedClauses';
import type { HornClause } from '../../src/encodings/horn/horn';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 1 });
});
afterAll(async () => {
  await pool.shutdown();
});

const BV8 = '(_ BitVec 8)';
const header = `(define-fun P ((a0 ${BV8})) Bool (bvule a0 #x05))`;
const init: HornClause = {
  vars: [['x', BV8]],
  apps: [],
  constraint: '(= x #x00)',
  target: { pred: 'P', args: ['x'] },
};
const step = (by: string, guard: string): HornClause => ({
  vars: [
    ['x', BV8],
    ['y', BV8],
  ],
  apps: [{ pred: 'P', args: ['x'] }],
  constraint: `(and ${guard} (= y (bvadd x ${by})))`,
  target: { pred: 'P', args: ['y'] },
});
const safety = (bad: string, propertyId: string): HornClause => ({
  vars: [['x', BV8]],
  apps: [{ pred: 'P', args: ['x'] }],
  constraint: bad,
  propertyId,
});

describe('batchCheck', () => {
  it('proves a group of valid clauses in one check', async () => {
    const session = await pool.session();
    try {
      const group: [number, HornClause][] = [
        [0, init],
        [1, step('#x01', '(bvult x #x05)')],
        [2, safety('(= x #x06)', 'p#1')],
      ];
      expect(await batchCheck(session, header, group, Date.now() + 20_000)).toEqual({ result: 'unsat' });
    } finally {
      await session.dispose();
    }
  });

  it('names the violated clauses, not the valid ones beside them', async () => {
    const session = await pool.session();
    try {
      const group: [number, HornClause][] = [
        [0, init],
        [1, step('#x01', '(bvult x #x05)')],
        [2, step('#x02', 'true')],
        [3, safety('(= x #x06)', 'p#1')],
      ];
      const r = await batchCheck(session, header, group, Date.now() + 20_000);
      expect(r.result).toBe('sat');
      const violated = r.result === 'sat' ? r.violated.map(([i]) => i) : [];
      expect(violated).toEqual([2]);
    } finally {
      await session.dispose();
    }
  });

  it('leaves a single clause to the check of its own', async () => {
    const session = await pool.session();
    try {
      expect(await batchCheck(session, header, [[0, init]], Date.now() + 20_000)).toEqual({
        result: 'unknown',
      });
    } finally {
      await session.dispose();
    }
  });
});
