// Exhaustive runs: a program whose inputs are bytes and flags has every execution run by the
// interpreter; the count is the certificate, re-checked by walking the input tree the other way.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cfa } from './helpers';
import { checkExhaustiveRuns, enumerateRuns } from '../../src/certify/exhaustiveRuns';
import { candidateDomains, checkInputDomains } from '../../src/certify/inputDomains';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

const PRELUDE =
  'extern unsigned char __VERIFIER_nondet_uchar(void); extern _Bool __VERIFIER_nondet_bool(void);\n' +
  'extern int __VERIFIER_nondet_int(void); extern void __VERIFIER_assume(int);\n';

const deadline = (): number => Date.now() + 60_000;

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 1 });
});
afterAll(async () => {
  await pool.shutdown();
});
const open = () => pool.session();
/** The certificate check of `executions` runs (no domains) for `ids`. */
const recheck = (g: Awaited<ReturnType<typeof cfa>>, executions: number, ids: string[]) =>
  checkExhaustiveRuns(g, 'main', { executions }, new Set(ids), deadline(), open);

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
    expect(await recheck(g, 1024, ['main#1'])).toEqual({ accepted: true });
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
    expect((await recheck(g, 512, ['main#1'])).accepted).toBe(false);
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
    expect(await recheck(g, 512, ['main#1'])).toEqual({ accepted: true });
    expect((await recheck(g, 511, ['main#1'])).accepted).toBe(false);
  });
});

describe('input domains', () => {
  const harness = (before: string, after: string) =>
    PRELUDE +
    '#include <assert.h>\n' +
    `int main(void) { int n = __VERIFIER_nondet_int(); ${before}\n` +
    '  __VERIFIER_assume(n >= 2 && n <= 40); _Bool f = __VERIFIER_nondet_bool();\n' +
    `  int s = 0; for (int i = 0; i < n; i++) s += i; ${after} return 0; }\n`;

  it('runs a confined wide input over its interval only, and the outside is checked empty', async () => {
    const g = await cfa(harness('', 'assert(f || 2 * s == n * (n - 1));'));
    expect(enumerateRuns(g, { entry: 'main', deadline: deadline(), order: 'up' })).toMatchObject({
      kind: 'gave-up',
      wide: true,
    });
    const domains = candidateDomains(g, 'main', 4096, deadline());
    expect(domains).toEqual([{ edgeId: expect.any(Number), signed: true, lo: '2', hi: '40' }]);
    const all = enumerateRuns(g, { entry: 'main', deadline: deadline(), order: 'up', domains });
    expect(all).toEqual({ kind: 'complete', executions: 39 * 2, violations: new Map() });
    const session = await pool.session();
    try {
      expect(await checkInputDomains(g, 'main', domains, session, deadline())).toEqual({ accepted: true });
      // a wider or a shifted claim leaves values outside that reach the loop
      const shifted = [{ ...domains[0], lo: '3' }];
      expect((await checkInputDomains(g, 'main', shifted, session, deadline())).accepted).toBe(false);
    } finally {
      await session.dispose();
    }
    const certificate = { executions: 78, domains };
    expect(await checkExhaustiveRuns(g, 'main', certificate, new Set(['main#1']), deadline(), open)).toEqual({
      accepted: true,
    });
    const forged = { executions: 77, domains: [{ ...domains[0], lo: '3' }] };
    expect(
      (await checkExhaustiveRuns(g, 'main', forged, new Set(['main#1']), deadline(), open)).accepted,
    ).toBe(false);
  });

  it('refuses a domain when a value outside it reaches a property before the assumption', async () => {
    const g = await cfa(harness('assert(n != 1000);', ''));
    const domains = candidateDomains(g, 'main', 4096, deadline());
    expect(domains).toHaveLength(1);
    const session = await pool.session();
    try {
      expect(await checkInputDomains(g, 'main', domains, session, deadline())).toMatchObject({
        accepted: false,
        reason: expect.stringMatching(/reachable/),
      });
    } finally {
      await session.dispose();
    }
  });

  it('reads a domain from a guard that returns, and not from the bounds a loop compares with', async () => {
    const g = await cfa(
      PRELUDE +
        '#include <assert.h>\n' +
        'int main(void) { int n = __VERIFIER_nondet_int(); if (!(1 <= n && n <= 100)) return 0;\n' +
        '  int s = 0; for (int i = 1; i <= n; i++) { if (n > i + 50) s++; s += i; } assert(s >= n); return 0; }\n',
    );
    const domains = candidateDomains(g, 'main', 4096, deadline());
    expect(domains).toEqual([{ edgeId: expect.any(Number), signed: true, lo: '1', hi: '100' }]);
    expect(enumerateRuns(g, { entry: 'main', deadline: deadline(), order: 'up', domains })).toMatchObject({
      kind: 'complete',
      executions: 100,
    });
  });

  it('gives no domain to an input read in a loop', async () => {
    const g = await cfa(
      PRELUDE +
        'int main(void) { int t = 0; for (int i = 0; i < 2; i++) { int n = __VERIFIER_nondet_int();\n' +
        '  __VERIFIER_assume(n >= 0 && n <= 3); t += n; } return t; }\n',
    );
    expect(candidateDomains(g, 'main', 4096, deadline())).toEqual([]);
  });
});
