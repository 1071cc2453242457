// Programs dealt to shards by cost: greedy longest-processing-time over recorded seconds (size
// estimates for the rest), every program in exactly one shard, and the same plan and hash whatever
// the order the programs come in (every shard of a matrix must compute the same assignment).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planShards, programKey } from '../../../src/pipeline/programs/shardPlan';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-shardplan-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function file(name: string, bytes: number): string[] {
  const f = path.join(root, name);
  fs.mkdirSync(path.dirname(f), { recursive: true });
  fs.writeFileSync(f, 'x'.repeat(bytes));
  return [f];
}

const big = file('src/big/big.c', 100);
const small = ['a', 'b', 'c', 'd', 'e'].map((n) => file(`src/${n}/${n}.c`, 100));
const programs = [big, ...small];
const key = (files: string[]): string => programKey(files, root);

describe('planShards', () => {
  it('puts the expensive program alone and balances the cheap ones (LPT)', () => {
    const costs = new Map([[key(big), 19.3], ...small.map((f) => [key(f), 3.5] as [string, number])]);
    const plan = planShards(programs, 2, root, costs);
    expect(plan.shardOf.get(key(big))).toBe(1);
    for (const f of small) expect(plan.shardOf.get(key(f))).toBe(2);
    expect(plan.loads).toEqual([19.3, 17.5]);
    expect(plan.estimated).toBe(0);
  });

  it('deals every program to exactly one shard, the same way whatever the input order', () => {
    const costs = new Map([[key(big), 10]]);
    const a = planShards(programs, 3, root, costs);
    const b = planShards([...programs].reverse(), 3, root, costs);
    expect(a.hash).toBe(b.hash);
    expect([...a.shardOf].sort()).toEqual([...b.shardOf].sort());
    expect(a.shardOf.size).toBe(programs.length);
    expect(new Set(a.shardOf.values())).toEqual(new Set([1, 2, 3]));
    expect(a.estimated).toBe(5);
  });

  it("estimates programs without a recorded cost by size at the table's seconds per byte", () => {
    // 100 bytes took 10 s: an unrecorded 100-byte program is estimated at 10 s too
    const costs = new Map([[key(small[0]), 10]]);
    const plan = planShards([small[0], small[1]], 2, root, costs);
    expect(plan.loads).toEqual([10, 10]);
  });

  it('changes the hash when the costs change the assignment', () => {
    const table = (heavy: string[]): Map<string, number> =>
      new Map(programs.map((f) => [key(f), f === heavy ? 19.3 : 1] as [string, number]));
    const one = planShards(programs, 2, root, table(big));
    const two = planShards(programs, 2, root, table(small[4]));
    expect(one.hash).not.toBe(two.hash);
  });
});
