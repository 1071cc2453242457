// Random testing's values: an indeterminate `_Bool` local is served 0 or 1 (a larger value is no
// value a `_Bool` can hold, and the interpreter refuses it), so runs through functions with such
// locals go on to the bug.

import { describe, expect, it } from 'vitest';
import { cfaOf } from '../../ir/cfaHelpers';
import { randomTesting } from '../../../src/engines/testing/randomTesting';

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

describe('random testing', () => {
  it('serves indeterminate _Bool locals 0 or 1, so runs reach the bug behind them', async () => {
    const cfa = await cfaOf(FLAGS, 'LP64');
    const found = randomTesting(cfa, { entry: 'main', deadline: Date.now() + 60_000, maxRuns: 200 });
    expect([...found.found.keys()]).toEqual(['main#1']);
  });
});
