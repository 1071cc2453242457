// Arrays read only at constant indices become one variable per index (constantReads.ts): the
// rewrite keeps satisfiability and models, and leaves every other array alone.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constantReads } from '../../src/smt/constantReads';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

const MEM = '(Array (_ BitVec 64) (_ BitVec 8))';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 1 });
});
afterAll(async () => {
  await pool.shutdown();
});

async function check(
  text: string,
  terms: string[] = [],
): Promise<{ result: string; values?: readonly unknown[] }> {
  const session = await pool.session();
  try {
    return await session.checkOnce(text, terms, 20_000);
  } finally {
    await session.dispose();
  }
}

describe('constantReads', () => {
  const reads = [
    `(declare-fun u1 () ${MEM})`,
    '(declare-fun a () (_ BitVec 8))',
    '(assert (= a (select u1 #x0000000000000010)))',
    '(declare-fun b () (_ BitVec 8))',
    '(assert (= b (select u1 #x0000000000000011)))',
  ].join('\n');

  it('replaces an array read only at constants by one variable per index, the same index by the same one', async () => {
    const text = `${reads}\n(assert (= (select u1 #x0000000000000010) #x07))\n(assert (= (select u1 #b${'0'.repeat(59)}10001) #x09))`;
    const out = constantReads(text);
    expect(out).not.toContain('select');
    expect(out).not.toContain('Array');
    expect(out.match(/\(declare-fun u1\.x\w+ \(\) \(_ BitVec 8\)\)/g)).toHaveLength(2);
    expect(await check(out, ['a', 'b'])).toEqual({ result: 'sat', values: [7n, 9n] });
  });

  it('keeps distinct indices independent and equal indices equal (satisfiability unchanged)', async () => {
    const distinct = `${reads}\n(assert (not (= a b)))`;
    const same = `${reads}\n(assert (not (= a (select u1 #x0000000000000010))))`;
    for (const text of [distinct, same]) {
      const before = (await check(text)).result;
      expect((await check(constantReads(text))).result).toBe(before);
    }
    expect((await check(constantReads(same))).result).toBe('unsat');
  });

  it('leaves an array alone that is stored into, equated or read at a computed index', () => {
    const others = [
      `${reads}\n(declare-fun m () ${MEM})\n(assert (= m (store u1 #x0000000000000000 #x01)))`,
      `${reads}\n(declare-fun u2 () ${MEM})\n(assert (= u1 u2))`,
      `${reads}\n(declare-fun i () (_ BitVec 64))\n(assert (= a (select u1 i)))`,
    ];
    for (const text of others) expect(constantReads(text)).toBe(text);
    expect(constantReads('(declare-fun x () (_ BitVec 8))')).toBe('(declare-fun x () (_ BitVec 8))');
  });

  it('does not reuse a name the formula already has', () => {
    const text = `${reads}\n(declare-fun u1.x10 () (_ BitVec 8))\n(assert (= u1.x10 a))`;
    const out = constantReads(text);
    expect(out).toContain('(declare-fun u1.x10_ () (_ BitVec 8))');
    expect(out).toContain('(assert (= a u1.x10_))');
  });
});
