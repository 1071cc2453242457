// Exhaustive runs: a program whose inputs are bytes and flags has every execution run by the
// interpreter; the count is the certificate, re-checked by walking the input tree the other way.

import { describe, expect, it } from 'vitest';
import { cfa } from './helpers';
import { checkExhaustiveRuns, enumerateRuns } from '../../src/certify/exhaustiveRuns';

const PRELUDE =
  'extern unsigned char __VERIFIER_nondet_uchar(void); extern _Bool __VERIFIER_nondet_bool(void);\n' +
  'extern int __VERIFIER_nondet_int(void); extern void __VERIFIER_assume(int);\n';

const deadline = (): number => Date.now() + 60_000;

describe('enumerateRuns', () => {
  it('runs every execution, however many inputs each reads (assumption-blocked ones included)', async () => {
    // per byte: f = 0 (one run); f = 1, g = 0 (one); f = 1, g = 1, h = 0 or 1 (two)
    const g = await cfa(
      PRELUDE +
        'int main(void) { unsigned char c = __VERIFIER_nondet_uchar(); _Bool f = __VERIFIER_nondet_bool();\n' +
        '  if (f && __VERIFIER_nondet_bool()) { _Bool h = __VERIFIER_nondet_bool(); __VERIFIER_assume(h || c < 9); }\n' +
        '  return c; }\n',
    );
    const all = enumerateRuns(g, { entry: 'main', deadline: deadline(), order: 'up' });
    expect(all).toEqual({ kind: 'complete', executions: 256 * 4, violations: new Map() });
    expect(checkExhaustiveRuns(g, 'main', 1024, new Set(['main#1']), deadline())).toEqual({ accepted: true });
  });

  it('finds the one byte that fails, and its certificate is refused where a run fails', async () => {
    const g = await cfa(
      PRELUDE +
        '#include <assert.h>\n' +
        'int main(void) { unsigned char c = __VERIFIER_nondet_uchar(); _Bool f = __VERIFIER_nondet_bool();\n' +
        '  unsigned h = (c * 31u) ^ (c >> 3); assert(!(f && h == 6177u)); return 0; }\n',
    );
    const found = enumerateRuns(g, { entry: 'main', deadline: deadline(), order: 'up' });
    // every execution ran: the failing one (each violation ends its execution) among them
    expect(found).toMatchObject({ kind: 'complete', executions: 512 });
    expect([...found.violations.keys()]).toEqual(['main#1']);
    const inputs = found.violations.get('main#1') ?? [];
    const [c, f] = inputs.filter((v) => v.source === 'nondet').map((v) => v.bits);
    expect(f).toBe(1n);
    expect(((c * 31n) ^ (c >> 3n)) & 0xffffffffn).toBe(6177n);
    expect(checkExhaustiveRuns(g, 'main', 512, new Set(['main#1']), deadline()).accepted).toBe(false);
  });

  it('gives up on a wide input, and at once when the first run already has too many combinations', async () => {
    const wide = await cfa(PRELUDE + 'int main(void) { int x = __VERIFIER_nondet_int(); return x > 0; }\n');
    expect(enumerateRuns(wide, { entry: 'main', deadline: deadline(), order: 'up' })).toMatchObject({
      kind: 'gave-up',
      reason: expect.stringMatching(/32-bit input/),
    });
    const many = await cfa(
      PRELUDE +
        'int main(void) { unsigned char a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();\n' +
        '  return a + b; }\n',
    );
    const t0 = Date.now();
    expect(enumerateRuns(many, { entry: 'main', deadline: deadline(), order: 'up' })).toMatchObject({
      kind: 'gave-up',
      reason: 'more than 4096 executions',
    });
    expect(Date.now() - t0).toBeLessThan(30_000);
  });

  it('gives up when a run reads an indeterminate value', async () => {
    const g = await cfa(
      PRELUDE +
        'int main(void) { int u; unsigned char c = __VERIFIER_nondet_uchar(); return c == 3 ? u : 0; }\n',
    );
    expect(enumerateRuns(g, { entry: 'main', deadline: deadline(), order: 'up' })).toMatchObject({
      kind: 'gave-up',
    });
  });
});

describe('checkExhaustiveRuns', () => {
  it('accepts the count the enumeration found and refuses another', async () => {
    const g = await cfa(
      PRELUDE +
        '#include <assert.h>\n' +
        'int main(void) { unsigned char c = __VERIFIER_nondet_uchar(); _Bool f = __VERIFIER_nondet_bool();\n' +
        '  int d = c >= 48 && c <= 57; assert(!d || (c ^ 48) < 10 || f); return 0; }\n',
    );
    const all = enumerateRuns(g, { entry: 'main', deadline: deadline(), order: 'up' });
    expect(all).toEqual({ kind: 'complete', executions: 512, violations: new Map() });
    expect(checkExhaustiveRuns(g, 'main', 512, new Set(['main#1']), deadline())).toEqual({ accepted: true });
    expect(checkExhaustiveRuns(g, 'main', 511, new Set(['main#1']), deadline()).accepted).toBe(false);
  });
});
