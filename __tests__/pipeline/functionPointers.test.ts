// Function pointers end to end: a table of callbacks proved SAFE, a violation through a callback
// found, replayed and reproduced under gcc, and a call through a pointer that may be NULL left
// UNKNOWN (never SAFE), in both data models.

import { describe, expect, it } from 'vitest';
import { ILP32, LP64 } from '../../src/frontend/dataModel';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const verdicts = (r: Awaited<ReturnType<typeof verifyFile>>): string[] => r.properties.map((p) => p.verdict);

const TABLE = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
typedef int (*op_t)(int);
static int inc(int x) { return x + 1; }
static int dbl(int x) { return 2 * x; }
struct ops { op_t f; const char *name; };
static const struct ops table[2] = { { inc, "inc" }, { &dbl, "dbl" } };
static int apply(op_t f, int x) { return f(x); }
int main(void) {
  int k = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (k < 0 || k > 1 || x < 1 || x > 100) return 0;
  int r = apply(table[k].f, x);
  assert(r == (*table[k].f)(x));
  assert(r > x);
  assert(${'${CHECK}'});
  return 0;
}
`;

describe('function pointers', () => {
  it.each([
    ['LP64', LP64],
    ['ILP32', ILP32],
  ] as const)(
    'proves a table of callbacks SAFE (%s)',
    async (_name, model) => {
      const { file } = tempProgram('pg-fp-', TABLE.replace('${CHECK}', 'table[k].f != 0'));
      const r = await verifyFile(file, { timeoutSeconds: 30 }, model);
      expect(verdicts(r)).toEqual(['safe', 'safe', 'safe']);
    },
    90_000,
  );

  it('finds a violation through a callback; it replays and its reproducer fails under gcc', async () => {
    const { file } = tempProgram('pg-fp-', TABLE.replace('${CHECK}', 'r != 2 * x || k == 1'));
    const r = await verifyFile(file, { timeoutSeconds: 30 });
    expect(verdicts(r)).toEqual(['safe', 'safe', 'unsafe']);
  }, 90_000);

  it('leaves a call through a pointer that may be NULL UNKNOWN, naming why', async () => {
    const src = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static int inc(int x) { return x + 1; }
int main(void) {
  int (*f)(int) = 0;
  if (__VERIFIER_nondet_int()) f = inc;
  assert(f(1) == 2);
  return 0;
}
`;
    const { file } = tempProgram('pg-fp-', src);
    const r = await verifyFile(file, { timeoutSeconds: 20 });
    expect(verdicts(r)).toEqual(['unknown']);
    expect(r.properties[0].reason).toMatch(/function pointer to no function of its type/);
  }, 60_000);
});
