// minimiseCounterexample(): a confirmed counterexample's inputs made as small in absolute value as
// replay allows (same property reached), sign kept, within a budget counted in interpreter steps
// and runs; what it returns always replays, and running out keeps the best found so far.

import { describe, expect, it } from 'vitest';
import type { ProgramCfa } from '../../src/ir/cfa';
import type { Counterexample } from '../../src/encodings/result';
import { inputValue, minimiseCounterexample, type MinimiseBudget } from '../../src/certify/minimise';
import { replay } from '../../src/certify/replay';
import { cfa, counterexampleOf } from './helpers';

const BUDGET: MinimiseBudget = { steps: 400_000, replays: 2_000, window: 16, passes: 3, runCost: 50 };

const HEAD = `extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
`;

function minimise(p: ProgramCfa, cex: Counterexample, budget: MinimiseBudget = BUDGET) {
  const original = replay(p, 'main', cex);
  expect(original.confirmed).toBe(true);
  const small = minimiseCounterexample(p, 'main', cex, original, budget);
  // whatever comes out still reaches the same violation
  expect(replay(p, 'main', small.counterexample)).toMatchObject({
    confirmed: true,
    outcome: { kind: 'violation', propertyId: cex.propertyId },
  });
  // the values the `__VERIFIER_nondet_*` calls return (declarations consume inputs too)
  const nondet = small.counterexample.inputs.filter((v) => v.source === 'nondet');
  return { ...small, values: nondet.map(inputValue) };
}

describe('minimiseCounterexample', () => {
  it('finds the smallest value of a sparse condition (every 7th value above 1000)', async () => {
    const p = await cfa(`${HEAD}int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 1000 && x % 7 == 3) reach_error();
  return 0;
}`);
    const cex = counterexampleOf(p, { values: [1_968_437_208n] });
    const r = minimise(p, cex);
    expect(r.values).toEqual([1004n]);
    expect(r.changed).toBe(true);
    expect(r.exhausted).toBe(false);
    expect(r.replays).toBeLessThan(800);
  });

  it('keeps the sign: a negative bound gives the negative value closest to 0', async () => {
    const p = await cfa(`${HEAD}int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -50) reach_error();
  return 0;
}`);
    expect(minimise(p, counterexampleOf(p, { values: [-2_000_000_123n] })).values).toEqual([-51n]);
  });

  it('minimises several inputs, each one freeing the others (x > y + 1000)', async () => {
    const p = await cfa(`${HEAD}int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  unsigned z = __VERIFIER_nondet_uint();
  if (y < 0 || y > 1000000000) return 0;
  if (x > y + 1000 && z >= 12u) reach_error();
  return 0;
}`);
    const cex = counterexampleOf(p, { values: [2_000_000_000n, 900_000_000n, 4_000_000_000n] });
    expect(minimise(p, cex).values).toEqual([1001n, 0n, 12n]);
  });

  it('keeps a value that 0 would send down another path', async () => {
    const p = await cfa(`${HEAD}int main(void) {
  int x = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  if (x == 0) return 0;
  if (n != 37) return 0;
  if (x % 2 == 0) reach_error();
  return 0;
}`);
    const cex = counterexampleOf(p, { values: [-123_456_788n, 37n] });
    expect(minimise(p, cex).values).toEqual([-2n, 37n]);
  });

  it('returns the inputs unchanged when they are minimal already', async () => {
    const p = await cfa(`${HEAD}int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 5) reach_error();
  return 0;
}`);
    const cex = counterexampleOf(p, { values: [5n] });
    const r = minimise(p, cex);
    expect(r).toMatchObject({ changed: false, values: [5n] });
    expect(r.counterexample).toBe(cex);
  });

  it('is bounded by its budget in runs, and keeps the best confirmed inputs when it runs out', async () => {
    const p = await cfa(`${HEAD}int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 1000 && x % 7 == 3) reach_error();
  return 0;
}`);
    const cex = counterexampleOf(p, { values: [1_968_437_208n] });
    const r = minimise(p, cex, { ...BUDGET, replays: 40 });
    expect(r.exhausted).toBe(true);
    expect(r.replays).toBe(40);
    const [x] = r.values;
    expect(x).toBeLessThan(1_968_437_208n);
    expect(x % 7n).toBe(3n);
    // the same budget gives the same answer (no clock involved)
    expect(minimise(p, cex, { ...BUDGET, replays: 40 }).values).toEqual([x]);
  });

  it('is bounded by its budget in steps (start-up costs included)', async () => {
    const p = await cfa(`${HEAD}int main(void) {
  int x = __VERIFIER_nondet_int();
  for (int i = 0; i < 200; i++) x = x + 0;
  if (x > 1000 && x % 7 == 3) reach_error();
  return 0;
}`);
    const cex = counterexampleOf(p, { values: [1_968_437_208n] });
    const r = minimise(p, cex, { ...BUDGET, steps: 20_000 });
    expect(r.exhausted).toBe(true);
    expect(r.steps).toBeLessThanOrEqual(20_000);
  });
});
