// Structs returned by value in the BMC encoding (src/encodings/unwinding/unroller.ts): the callee
// copies the returned struct into an object of the call's own, the caller copies it out (through
// several calls, in a loop, from a compound literal, as an operand): SAFE by BMC alone, and a
// violation found by BMC replays and its reproducer fails under gcc.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const PROGRAM = (check: string): string => `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct pt { int x; char c; long y; };
struct box { struct pt lo, hi; };
static struct pt mk(int x) { struct pt p = { x, 'a', 2L * x }; return p; }
static struct pt mid(struct box b) { return (struct pt){ (b.lo.x + b.hi.x) / 2, 'm', (b.lo.y + b.hi.y) / 2 }; }
static struct box grow(struct box b, int d) { b.lo.x -= d; b.hi.x += d; return b; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  struct pt p = mk(n);
  assert(${check});
  struct box b = { mk(0), mk(10) };
  for (int i = 0; i < 3; i++) b = grow(b, 1);
  assert(b.lo.x == -3 && b.hi.x == 13);
  struct pt m = mid(b);
  assert(m.x == 5 && m.c == 'm' && m.y == 10);
  assert(mk(n).y == 2L * n);
  return 0;
}
`;

describe('structs returned by value under BMC', () => {
  it('are copied out of the callee: SAFE', async () => {
    const prog = tempProgram('proofgate-structret-', PROGRAM("p.x == n && p.c == 'a' && p.y == 2L * n"));
    const r = await verifyFile(prog.file, { timeoutSeconds: 30, engine: 'bmc' });
    expect(r.stats.unsupported).toEqual([]);
    expect(r.properties.map((p) => [p.verdict, p.engine])).toEqual(Array(4).fill(['safe', 'bmc']));
  });

  it('a violation through one is found by BMC and replays', async () => {
    const prog = tempProgram('proofgate-structret-', PROGRAM('p.y != 123456'));
    const r = await verifyFile(prog.file, { timeoutSeconds: 30, engine: 'bmc' });
    expect(r.properties.map((p) => p.verdict)).toEqual(['unsafe', 'safe', 'safe', 'safe']);
    expect(r.properties[0].trace?.some((s) => s.assignments.n === '61728')).toBe(true);
  });
});
