// Random testing's values: an indeterminate `_Bool` local is served 0 or 1 (a larger value is no
// value a `_Bool` can hold, and the interpreter refuses it), so runs through functions with such
// locals go on to the bug. Its run lengths: once a short run is cut, long runs (growing) reach a bug
// behind a long loop.

import { describe, expect, it } from 'vitest';
import { cfaOf } from '../../ir/cfaHelpers';
import { randomTesting, runLengths } from '../../../src/engines/testing/randomTesting';

const FLAGS = `#include <stdbool.h>
extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
static bool small(int v) { bool ret; ret = v < 10; return ret; }
static bool positive(int v) { bool ret; ret = v > 0; return ret; }
static bool odd(int v) { bool ret; ret = (v & 1) != 0; return ret; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (small(x) && positive(x) && odd(x) && x == 3) reach_error();
  return 0;
}
`;

const LONG_LOOP = `extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
int a[1000];
int main(void) {
  for (int i = 0; i < 150000; i++) a[i % 1000] = i;
  if (a[999] == 149999) reach_error();
  return 0;
}
`;

const SIZED_BY_INPUT = `extern unsigned __VERIFIER_nondet_uint(void); extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  int v[n];
  if (n < 3 || n > 64) return 0;
  for (unsigned i = 0; i < n; i++) v[i] = __VERIFIER_nondet_int();
  if (v[1] == v[2] + 1) reach_error();
  return 0;
}
`;

const UNSUPPORTED_AFTER_INPUT = `extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int v[1 << 30][8];
  v[x & 1][0] = x;
  if (x == 5) reach_error();
  return 0;
}
`;

describe('random testing', () => {
  it('goes on after a run stops at an array sized by an input beyond the interpreter, and finds the bug', async () => {
    const cfa = await cfaOf(SIZED_BY_INPUT, 'ILP32');
    const found = randomTesting(cfa, { entry: 'main', deadline: Date.now() + 60_000, maxRuns: 2_000 });
    expect([...found.found.keys()]).toEqual(['main#1']);
  });

  it('stops after a streak of runs that all stop at an unsupported construct after their input', async () => {
    const cfa = await cfaOf(UNSUPPORTED_AFTER_INPUT, 'LP64');
    const found = randomTesting(cfa, { entry: 'main', deadline: Date.now() + 60_000, maxRuns: 2_000 });
    expect(found.found.size).toBe(0);
    expect(found.runs).toBe(16);
  });

  it('reaches a bug behind a long loop with long runs, after a short run was cut', async () => {
    const cfa = await cfaOf(LONG_LOOP, 'LP64');
    const deadline = Date.now() + 600_000;
    const onlyShort = randomTesting(cfa, { entry: 'main', deadline, maxRuns: 3, maxSteps: 100_000 });
    expect(onlyShort.found.size).toBe(0);
    const lengths = runLengths();
    const targets = new Set(['main#1']);
    const found = randomTesting(cfa, { entry: 'main', deadline, maxRuns: 10, lengths, targets });
    expect([...found.found.keys()]).toEqual(['main#1']);
    // run 0 short and cut, run 1 long (400,000 steps) and cut, run 2 long to the bug (no short run
    // has ended: long runs may take four times the short ones' steps)
    expect(found.runs).toBe(3);
    expect(lengths.longLimit).toBe(1_600_000);
  });

  it('serves indeterminate _Bool locals 0 or 1, so runs reach the bug behind them', async () => {
    const cfa = await cfaOf(FLAGS, 'LP64');
    const found = randomTesting(cfa, { entry: 'main', deadline: Date.now() + 60_000, maxRuns: 200 });
    expect([...found.found.keys()]).toEqual(['main#1']);
  });
});
