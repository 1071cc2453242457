// The `--check` instrumentation: which operations get a property, in what order, with what
// condition; a branch condition is checked once; call targets after the call; the CFA stays valid;
// and the interpreter stops at the check's error node exactly when the operation goes wrong.

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { UB_CHECKS, type CheckName } from '../../src/ir/checks';
import { checkCfa } from '../../src/ir/cfaCheck';
import { run } from '../certify/helpers';

const PRELUDE = 'extern int __VERIFIER_nondet_int(void); extern unsigned __VERIFIER_nondet_uint(void);\n';

async function checked(
  src: string,
  checks: readonly CheckName[] = UB_CHECKS,
  model: 'ILP32' | 'LP64' = 'ILP32',
): Promise<ProgramCfa> {
  const r = await loadSnippets(PRELUDE + src, model);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  const cfa = buildProgramCfa(r.program, { checks: new Set(checks) });
  for (const fn of cfa.functions.values()) expect(checkCfa(fn)).toEqual([]);
  return cfa;
}

function props(cfa: ProgramCfa, fn = 'main'): string[] {
  return (cfa.functions.get(fn)?.properties ?? []).map((p) => `${p.id} ${p.kind} ${p.loc.line}: ${p.text}`);
}

describe('--check instrumentation', () => {
  it('adds nothing without checks, and numbers new properties after the assertions, in source order', async () => {
    const src = `extern void reach_error(void);
int a[4];
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 3) reach_error();
  return a[x] / -x;
}`;
    expect(props(await checked(src, []))).toEqual(['main#1 error-call 6: reach_error()']);
    expect(props(await checked(src))).toEqual([
      'main#1 error-call 6: reach_error()',
      'main#2 array-bounds 7: array index out of bounds in a[x]',
      'main#3 div-by-zero 7: division by zero in a[x] / -x',
      'main#4 signed-overflow 7: signed overflow in a[x] / -x',
      'main#5 signed-overflow 7: signed overflow in -x',
    ]);
  });

  it('adds only the families asked for', async () => {
    const src = 'int a[4]; int main(void) { int x = __VERIFIER_nondet_int(); return a[x] + 100 / x; }';
    expect(props(await checked(src, ['bounds'])).map((p) => p.split(' ')[1])).toEqual(['array-bounds']);
    expect(props(await checked(src, ['div-by-zero'])).map((p) => p.split(' ')[1])).toEqual(['div-by-zero']);
    expect(props(await checked(src, ['overflow'])).map((p) => p.split(' ')[1])).toEqual(['signed-overflow']);
  });

  it('skips operations that cannot go wrong: unsigned arithmetic, constant divisors, pointers', async () => {
    const src = `int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  int x = __VERIFIER_nondet_int();
  int b[3];
  int *p = b;
  u = u * 3u + 7u;
  x = x / 4 + x % 3;
  p = p + 1;
  return (int)u + x;
}`;
    expect(props(await checked(src))).toEqual([
      'main#1 signed-overflow 8: signed overflow in x / 4 + x % 3',
      'main#2 signed-overflow 10: signed overflow in (int)u + x',
    ]);
  });

  it('checks a branch condition once, before the branch', async () => {
    const cfa = await checked(
      'int main(void) { int x = __VERIFIER_nondet_int(); while (x * 2 < 10) x = 5; return 0; }',
    );
    expect(props(cfa)).toEqual(['main#1 signed-overflow 2: signed overflow in x * 2']);
    const fn = cfa.functions.get('main');
    const checkEdges = fn?.nodes.flatMap((n) => n.out).filter((e) => e.kind === 'assume' && e.check);
    expect(checkEdges).toHaveLength(2);
  });

  it('allows the address one past the end, not an access there; rows of 2-D arrays too', async () => {
    const src = `int m[2][3];
int main(void) {
  int i = __VERIFIER_nondet_int();
  int *end = &m[1][i];
  int (*row)[3] = &m[i];
  return m[i][2]; // constant index in range: no property of its own
}`;
    const cfa = await checked(src, ['bounds']);
    expect(props(cfa)).toEqual([
      'main#1 array-bounds 5: address of m[1][i] out of bounds',
      'main#2 array-bounds 6: address of m[i] out of bounds',
      'main#3 array-bounds 7: array index out of bounds in m[i]',
    ]);
    const at = (i: bigint): string => {
      const o = run(cfa, { values: [i] }).outcome;
      return o.kind === 'violation' ? o.propertyId : o.kind;
    };
    expect(at(3n)).toBe('main#2'); // &m[1][3] is fine, &m[3] is not
    expect(at(2n)).toBe('main#3'); // &m[2] is one past the end, m[2][2] is an access
    expect(at(4n)).toBe('main#1');
    expect(at(-1n)).toBe('main#1');
    expect(at(1n)).toBe('exit');
  });

  it('checks the target of a call after the callee returns', async () => {
    const src = `int a[2]; int k;
int f(void) { k = 5; return 1; }
int main(void) { k = 0; a[k] = f(); return 0; }`;
    const cfa = await checked(src, ['bounds']);
    const o = run(cfa).outcome;
    expect(o.kind === 'violation' && o.propertyId).toBe('main#1');
  });

  it('finds the overflow exactly at the limits, in both data models', async () => {
    const src = 'int main(void) { long x = __VERIFIER_nondet_int(); long y = x * 65536L; return y > 0; }';
    for (const model of ['ILP32', 'LP64'] as const) {
      const cfa = await checked(src, ['overflow'], model);
      const overflows = (x: bigint): boolean => run(cfa, { values: [x] }).outcome.kind === 'violation';
      if (model === 'ILP32') {
        expect(overflows(32767n)).toBe(false);
        expect(overflows(32768n)).toBe(true);
        expect(overflows(-32768n)).toBe(false);
        expect(overflows(-32769n)).toBe(true);
      } else {
        expect(overflows(2147483647n)).toBe(false);
        expect(overflows(-2147483648n)).toBe(false);
      }
    }
    const ll = await checked(
      'int main(void) { long long x = __VERIFIER_nondet_int(); return (x << 32) * 2LL > 0; }',
      ['overflow'],
    );
    expect(run(ll, { values: [1073741823n] }).outcome.kind).toBe('exit');
    expect(run(ll, { values: [1073741824n] }).outcome.kind).toBe('violation');
  });

  it('treats INT_MIN / -1 and INT_MIN % -1 as overflow, and x / 0 as division by zero', async () => {
    const cfa = await checked(
      'int main(void) { int x = __VERIFIER_nondet_int(); int y = __VERIFIER_nondet_int(); return x % y; }',
    );
    const kind = (x: bigint, y: bigint): string => {
      const o = run(cfa, { values: [x, y] }).outcome;
      return o.kind === 'violation'
        ? (props(cfa).find((p) => p.startsWith(`${o.propertyId} `)) ?? '').split(' ')[1]
        : o.kind;
    };
    expect(kind(-2147483648n, -1n)).toBe('signed-overflow');
    expect(kind(-2147483647n, -1n)).toBe('exit');
    expect(kind(5n, 0n)).toBe('div-by-zero');
  });

  it('leaves the passing branch of a check out of traces', async () => {
    const cfa = await checked(
      'int main(void) { int x = __VERIFIER_nondet_int(); int y = x + 1; return y; }',
      ['overflow'],
    );
    const passing = run(cfa, { values: [1n], trace: true });
    expect(passing.trace.map((s) => s.text)).not.toContain('signed overflow in x + 1');
    const failing = run(cfa, { values: [2147483647n], trace: true });
    expect(failing.trace.at(-1)?.text).toBe('signed overflow in x + 1');
  });
});
