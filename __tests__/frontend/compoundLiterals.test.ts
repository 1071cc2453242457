// Compound literals (src/frontend/sema/compoundLiterals.ts, lowered in src/ir/exprLowering.ts):
// initialised each time they are evaluated (a loop sees a fresh object), lvalues (`&(T){...}`, an
// array literal decays), not evaluated where C does not evaluate them (`&&`), static at file
// scope; SAFE by the interpreter and by BMC, UNSAFE with a reproducer gcc fails.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const PROGRAM = (check: string): string => `#include <assert.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
struct pt { int x, y; };
struct seg { struct pt a, b; int tag; };
static int *table = (int[]){ 10, 20, 30 };
static int len(const struct pt *p) { return p->x + p->y; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int sum = 0;
  for (int i = 0; i < n; i++) {
    struct pt *p = &(struct pt){ .x = i };
    assert(${check});
    p->y = 7;
    sum += len(p);
  }
  assert(sum == n * (n - 1) / 2 + 7 * n);
  struct seg sg = (struct seg){ { 0, 0 }, { 4, n }, 1 };
  assert(sg.b.y == n && sg.tag == 1 && ((struct pt){ .y = 5 }).x == 0);
  int *q = NULL;
  int ok = q != NULL && ((int[]){ *q })[0] == 1;
  assert(!ok);
  assert(table[2] == 30 && ((char[]){ "hey" })[1] == 'e');
  return 0;
}
`;

describe('compound literals', () => {
  it('are fresh objects each time, lvalues, evaluated only where C evaluates them: SAFE', async () => {
    const prog = tempProgram('proofgate-compound-', PROGRAM('p->y == 0'));
    for (const engine of ['auto', 'bmc'] as const) {
      const r = await verifyFile(prog.file, {
        timeoutSeconds: 30,
        engine,
        checks: new Set(['memory'] as const),
      });
      expect(r.stats.unsupported).toEqual([]);
      expect(r.properties.filter((p) => p.kind === 'assert').map((p) => p.verdict)).toEqual(
        Array(5).fill('safe'),
      );
      expect(r.properties.every((p) => p.verdict === 'safe')).toBe(true);
    }
  });

  it('a violation through one is UNSAFE, its trace names the object, its reproducer fails under gcc', async () => {
    const prog = tempProgram('proofgate-compound-', PROGRAM('p->y == 0 && i < 2'));
    const r = await verifyFile(prog.file, { timeoutSeconds: 30 });
    const bad = r.properties.find((p) => p.verdict === 'unsafe');
    expect(bad?.line).toBe(14);
    expect(bad?.trace?.some((s) => Object.keys(s.assignments).includes('compound@13:21.x'))).toBe(true);
  });
});
