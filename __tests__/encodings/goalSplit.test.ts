// someGoalHolds: the disjunction of the goals first; when the solver does not answer it within
// the probe (never shorter than the formula's size says a check takes), each half alone, down to
// single goals; the first satisfiable part answers.
import { describe, expect, it } from 'vitest';
import { probeFloor, someGoalHolds, type GoalCheck } from '../../src/encodings/unwinding/goalSplit';

/** A fake solver: `sat` when a true goal is among the literals, `unknown` for a disjunction with `hard`. */
function solver(truths: ReadonlySet<string>, hard: string): { check: GoalCheck; asked: string[] } {
  const asked: string[] = [];
  const check: GoalCheck = (goal) => {
    asked.push(goal);
    const lits = goal.startsWith('(or ') ? goal.slice(4, -1).split(' ') : [goal];
    if (lits.length > 1 && lits.includes(hard)) return Promise.resolve({ result: 'unknown' });
    return Promise.resolve({ result: lits.some((l) => truths.has(l)) ? 'sat' : 'unsat' });
  };
  return { check, asked };
}

describe('someGoalHolds', () => {
  const far = () => Date.now() + 60_000;

  it('asks the disjunction once when the solver answers it', async () => {
    const { check, asked } = solver(new Set(['b']), 'none');
    expect((await someGoalHolds(['a', 'b', 'c'], check, far())).result).toBe('sat');
    expect(asked).toEqual(['(or a b c)']);
  });

  it('splits a disjunction the solver does not answer, down to the goal that is hard together', async () => {
    const none = solver(new Set(), 'd');
    expect((await someGoalHolds(['a', 'b', 'c', 'd'], none.check, far())).result).toBe('unsat');
    expect(none.asked).toEqual(['(or a b c d)', '(or a b)', '(or c d)', 'c', 'd']);
    const some = solver(new Set(['c']), 'a');
    expect((await someGoalHolds(['a', 'b', 'c', 'd'], some.check, far())).result).toBe('sat');
    expect(some.asked).toEqual(['(or a b c d)', '(or a b)', 'a', 'b', '(or c d)']);
  });

  it('never probes for less than a check of the formula takes at all (its size)', async () => {
    expect(probeFloor(1000)).toBe(2000);
    expect(probeFloor(2_000_000)).toBe(8000);
    const limits: number[] = [];
    const check: GoalCheck = (_goal, ms) => {
      limits.push(ms);
      return Promise.resolve({ result: 'unsat' });
    };
    // 10 s left: an eighth would be 1.25 s, the floor of a 2 MB formula is 8 s
    expect((await someGoalHolds(['a', 'b'], check, Date.now() + 10_000, probeFloor(2_000_000))).result).toBe(
      'unsat',
    );
    expect(limits).toHaveLength(1);
    expect(limits[0]).toBeGreaterThan(7000);
    expect(limits[0]).toBeLessThanOrEqual(8000);
  });

  it('has nothing to ask for no goal, and is unknown past the deadline', async () => {
    const { check, asked } = solver(new Set(['a']), 'none');
    expect((await someGoalHolds([], check, far())).result).toBe('unsat');
    expect((await someGoalHolds(['a'], check, Date.now() - 1)).result).toBe('unknown');
    expect(asked).toEqual([]);
  });
});
