// CBMC-style harnesses run as they are: `nondet_*` functions without a body return any value of
// their type (recorded, replayed and supplied by the reproducer like `__VERIFIER_nondet_*`),
// `__CPROVER_assume` restricts the inputs and `__CPROVER_assert(cond, "description")` is a property.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const HARNESS = (bound: string): string => `#include <stddef.h>
int nondet_int(void);
size_t nondet_size_t(void);
void __CPROVER_assume(_Bool);
void __CPROVER_assert(_Bool, const char *);

static int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

int main(void) {
  int x = nondet_int();
  size_t n = nondet_size_t();
  __CPROVER_assume(n < 4);
  int y = clamp(x, 0, (int)n);
  __CPROVER_assert(y >= 0 && y ${bound}, "clamp stays in range");
  return 0;
}
`;

describe('a CBMC harness', () => {
  it('is verified as it is: SAFE, and UNSAFE with a trace and a failing reproducer', async () => {
    const safe = tempProgram('proofgate-cbmc-', HARNESS('<= (int)n'));
    const a = await verifyFile(safe.file, { timeoutSeconds: 30 });
    expect(a.properties.map((p) => [p.kind, p.verdict])).toEqual([['assert', 'safe']]);
    const bad = tempProgram('proofgate-cbmc-', HARNESS('< (int)n'));
    const b = await verifyFile(bad.file, { timeoutSeconds: 30 });
    expect(b.properties.map((p) => [p.kind, p.verdict])).toEqual([['assert', 'unsafe']]);
    expect(b.properties[0].trace?.length).toBeGreaterThan(0);
  });
});
