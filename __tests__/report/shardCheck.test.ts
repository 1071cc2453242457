// The merge's check of a matrix's reports: a complete matrix passes and yields the seconds per
// program; a missing shard, a program no shard verified (different plans), a report without a
// shard section, a stale commit and a shard's cut budget each fail it, never a silent pass.

import { describe, expect, it } from 'vitest';
import type { ShardSection, VerifyReport } from '../../src/pipeline/results';
import { checkShards, type NamedReport } from '../../src/report/shardCheck';

const programs = [['src/a.c'], ['src/b.c'], ['src/c.c']];

const report = (shard?: ShardSection): VerifyReport => ({
  version: 1,
  verdict: 'safe',
  properties: [],
  stats: {
    seconds: 1,
    cpuSeconds: 1,
    engineSeconds: 1,
    solverCalls: 0,
    functions: 0,
    properties: 0,
    externalFunctions: [],
    unsupported: [],
  },
  ...(shard ? { shard } : {}),
});

const shard = (index: number, verified: string[][], s: Partial<ShardSection> = {}): NamedReport => ({
  name: `s${index}.json`,
  report: report({
    index,
    count: 2,
    plan: 'p1',
    estimated: 0,
    programs,
    verified: verified.map((files) => ({ files, seconds: 2 })),
    changedUnverified: 0,
    ...s,
  }),
});

describe('checkShards', () => {
  it('passes a complete matrix and collects the seconds per program', () => {
    const check = checkShards([shard(1, [['src/a.c']]), shard(2, [['src/b.c'], ['src/c.c']])]);
    expect(check.failures).toEqual([]);
    expect(check.notes).toEqual([]);
    expect(check.seconds.get(JSON.stringify(['src/b.c']))).toBe(2);
    expect(check.seconds.size).toBe(3);
  });

  it('fails on a missing shard', () => {
    const check = checkShards([shard(1, [['src/a.c']])]);
    expect(check.failures).toEqual([
      'The reports of shard(s) 2/2 are missing: their programs were not verified.',
    ]);
    expect(check.notes[0]).toMatch(/^\*\*The reports of shard\(s\) 2\/2 are missing/);
  });

  it('notes different plans and fails on the program both left out', () => {
    const check = checkShards([
      shard(1, [['src/a.c']], { plan: 'p1' }),
      shard(2, [['src/b.c']], { plan: 'p2' }),
    ]);
    expect(check.notes.join('\n')).toMatch(/2 different plans/);
    expect(check.failures).toEqual(['1 program(s) were verified by no shard: `src/c.c`.']);
  });

  it('notes a shard that reported twice, and passes when all programs are covered', () => {
    const check = checkShards([
      shard(1, [['src/a.c']]),
      { ...shard(1, [['src/a.c']]), name: 'again.json' },
      shard(2, [['src/b.c'], ['src/c.c']]),
    ]);
    expect(check.failures).toEqual([]);
    expect(check.notes.join('\n')).toMatch(/Shard 1\/2 sent 2 reports \(`s1.json`, `again.json`\)/);
  });

  it('fails on reports without a shard section or of matrices of different sizes', () => {
    const whole = checkShards([{ name: 'whole.json', report: report() }, shard(1, [['src/a.c']])]);
    expect(whole.failures[0]).toMatch(
      /do not come from one matrix of shards \(no shard section: `whole.json`\)/,
    );
    const sizes = checkShards([shard(1, [['src/a.c']]), shard(2, [['src/b.c']], { count: 3 })]);
    expect(sizes.failures[0]).toMatch(/do not come from one matrix/);
  });

  it('fails on a report of another commit than the merge runs for, or than the others', () => {
    const s1 = shard(1, [['src/a.c']], { commit: 'a'.repeat(40) });
    const s2 = shard(2, [['src/b.c'], ['src/c.c']], { commit: 'b'.repeat(40) });
    expect(checkShards([s1, s2], 'a'.repeat(40)).failures).toEqual([
      `1 shard report(s) verified another commit than ${'a'.repeat(12)}: \`s2.json (${'b'.repeat(12)})\`; their results may not hold for this one.`,
    ]);
    expect(checkShards([s1, s2]).failures[0]).toMatch(
      /2 shard report\(s\) verified another commit than the others/,
    );
  });

  it("fails when a shard's budget left changed programs unverified", () => {
    const check = checkShards([
      shard(1, [['src/a.c']], { changedUnverified: 1 }),
      shard(2, [['src/b.c'], ['src/c.c']]),
    ]);
    expect(check.failures[0]).toMatch(/ran out before 1 changed program/);
  });
});
