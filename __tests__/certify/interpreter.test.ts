// The concrete interpreter without gcc: the memory model (arrays, records and their copies,
// pointers into arrays and through memory, malloc/free, bit-fields, string literals), how runs
// end (violation, exit, blocked, limits, unsupported), traces, and signed overflow records.

import { describe, expect, it } from 'vitest';
import { cfa, result, run } from './helpers';

const DECLS = `typedef unsigned long size_t;
void *malloc(size_t); void *calloc(size_t, size_t); void free(void *);
extern int __VERIFIER_nondet_int(void); extern void __VERIFIER_assume(int); extern void reach_error(void);
extern void abort(void);
`;

async function value(body: string, values: bigint[] = []): Promise<string> {
  return result(run(await cfa(DECLS + body), { values }));
}

describe('memory model', () => {
  it('arrays, pointers into them and pointer arithmetic scaled by the element size', async () => {
    const src = `int main(void) { long a[4] = { 10, 20, 30, 40 }; long *p = &a[1]; long *q = a + 3;
      char *c = (char *)p; c += sizeof(long); return (int)(*(long *)c + (q - p) * 100 + (p < q) * 1000); }`;
    expect(await value(src)).toBe('1230');
  });

  it('copies records by value, nested arrays included', async () => {
    const src = `struct S { int x; int v[2]; }; int main(void) { struct S a = { 1, { 2, 3 } }, b;
      b = a; b.v[1] = 9; a.x = 5; return a.x * 1000 + a.v[1] * 100 + b.x * 10 + b.v[1]; }`;
    expect(await value(src)).toBe('5319');
  });

  it('keeps a pointer stored in memory pointing into its object', async () => {
    const src = `int g[3]; struct H { int *p; } h = { &g[2] };
      int main(void) { int *q = h.p; *q = 7; q[-2] = 1; return g[2] * 10 + g[0]; }`;
    expect(await value(src)).toBe('71');
  });

  it('reads integers in little-endian byte order', async () => {
    const src = `int main(void) { unsigned x = 0x04030201u; unsigned char *b = (unsigned char *)&x;
      return b[0] * 1000 + b[1] * 100 + b[3]; }`;
    expect(await value(src)).toBe('1204');
  });

  it('allocates, zeroes (calloc) and frees heap blocks', async () => {
    const src = `int main(void) { int *p = malloc(2 * sizeof(int)); int *z = calloc(2, sizeof(int));
      p[0] = 4; p[1] = z[1] + 1; int s = p[0] * 10 + p[1]; free(p); free(z); free(0); return s; }`;
    expect(await value(src)).toBe('41');
  });

  it('reads and writes bit-fields without touching their neighbours', async () => {
    const src = `struct B { unsigned a : 3; int b : 4; unsigned c : 1; };
      int main(void) { struct B s = { 5, -2, 1 }; s.a = 12; s.b += 9;
      return s.a * 1000 + s.b * 10 + s.c + (*(unsigned char *)&s == (4 | (7 << 3) | (1 << 7))) * 100; }`;
    expect(await value(src)).toBe('4171');
  });

  it('gives string literals their bytes and a terminating NUL', async () => {
    const src = `int main(void) { const char *s = "ab"; char t[] = "xy"; t[1] = s[0];
      return s[2] * 100 + t[1] + (int)sizeof t * 1000; }`;
    expect(await value(src)).toBe(String(3000 + 97));
  });

  it('follows the ILP32 data model: 4-byte longs and pointers', async () => {
    const p = await cfa(
      `struct S { char c; long long l; int *p; };
      int main(void) { long x = 2147483647L; unsigned long y = x; y = y + 1; int a[2]; int *q = &a[1];
      return (y == 2147483648UL) + (int)sizeof(long) * 10 + (int)sizeof(struct S) * 100 + (int)((char *)q - (char *)a) * 1000; }`,
      'ILP32',
    );
    expect(result(run(p))).toBe(String(1 + 40 + 1600 + 4000));
  });

  it('declares VLAs at their run-time length', async () => {
    const src = `int main(void) { int n = __VERIFIER_nondet_int(); int a[n]; a[n - 1] = 3; return a[n - 1] + (int)sizeof a; }`;
    expect(await value(src, [5n])).toBe('23');
  });
});

describe('how runs end', () => {
  it('reports the property of the error node it reaches', async () => {
    const p = await cfa(
      `${DECLS} int main(void) { int x = __VERIFIER_nondet_int(); if (x > 3) reach_error(); return 0; }`,
    );
    const x = run(p, { values: [4n] });
    expect(x.outcome).toMatchObject({ kind: 'violation', propertyId: 'main#1' });
    expect(run(p, { values: [3n] }).outcome).toMatchObject({ kind: 'exit', via: 'return', code: 0n });
  });

  it('ends at abort() as a terminal exit', async () => {
    const p = await cfa(`${DECLS} int main(void) { abort(); return 1; }`);
    expect(run(p).outcome).toMatchObject({ kind: 'exit', via: 'terminal' });
  });

  it('is blocked when an assumption fails', async () => {
    const p = await cfa(
      `${DECLS} int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x > 0); return x; }`,
    );
    expect(run(p, { values: [0n] }).outcome).toMatchObject({ kind: 'blocked', loc: { line: 5 } });
    expect(result(run(p, { values: [7n] }))).toBe('7');
  });

  it('stops at the step and call-depth limits', async () => {
    const loop = await cfa(`int main(void) { int i = 0; while (1) i++; }`);
    expect(run(loop, { maxSteps: 500 }).outcome).toMatchObject({ kind: 'limit', what: 'steps' });
    const rec = await cfa(
      `int f(int n) { return n == 0 ? 0 : 1 + f(n - 1); } int main(void) { return f(100); }`,
    );
    expect(run(rec, { maxCallDepth: 50 }).outcome).toMatchObject({ kind: 'limit', what: 'call-depth' });
    expect(result(run(rec))).toBe('100');
  });

  it('stops at its deadline, whatever the step limit', async () => {
    const loop = await cfa(`int main(void) { int i = 0; while (1) i++; }`);
    const out = run(loop, { maxSteps: 1e12, deadline: Date.now() - 1 }).outcome;
    expect(out).toMatchObject({ kind: 'limit', what: 'time' });
  });

  it('reports unsupported edges and missing entry functions', async () => {
    const p = await cfa(`extern void fill(int *p); int main(void) { int b[2]; fill(b); return b[0]; }`);
    expect(run(p).outcome.kind).toBe('unsupported');
    expect(run(p, { entry: 'nope' }).outcome).toMatchObject({
      kind: 'unsupported',
      feature: 'no function nope to start in',
    });
  });

  it('starts in another entry function when told', async () => {
    const p = await cfa(`int twice(int x) { return 2 * x; } int main(void) { return 0; }`);
    expect(run(p, { entry: 'twice', values: [21n] }).outcome).toMatchObject({ kind: 'exit', code: 42n });
  });
});

describe('signed overflow', () => {
  it('stops the run as undefined behaviour, naming the operation', async () => {
    const p = await cfa(`int main(void) { int x = 2147483646; for (int i = 0; i < 3; i++)
      x = x + 1; return 0; }`);
    expect(run(p).outcome).toMatchObject({
      kind: 'undefined-behavior',
      what: 'signed overflow in x + 1',
      category: 'signed-overflow',
      loc: { line: 2 },
    });
    const neg = await cfa(`int main(void) { int m = -2147483647 - 1; int y = -m; return y; }`);
    expect(run(neg).outcome).toMatchObject({ kind: 'undefined-behavior', what: 'signed overflow in -m' });
    const mul = await cfa(`int main(void) { int a = 65536; int b = a * a; return b; }`);
    expect(run(mul).outcome).toMatchObject({ kind: 'undefined-behavior', what: 'signed overflow in a * a' });
    const dec = await cfa(`int main(void) { int a = -2147483647 - 1; a--; return a; }`);
    expect(run(dec).outcome).toMatchObject({ kind: 'undefined-behavior', category: 'signed-overflow' });
  });

  it('does not count unsigned wrap-around or conversions to a signed type', async () => {
    const x = run(await cfa(`int main(void) { unsigned u = 4294967295u; u = u + 2; return (int)u; }`));
    expect(result(x)).toBe('1');
    const c = run(
      await cfa(`int main(void) { unsigned u = 4294967295u; int i = u; short s = 32767; s++;
      return (i == -1) + (s < 0) * 10; }`),
    );
    expect(result(c)).toBe('11');
  });

  it('stops at shifts C11 leaves undefined, as gcc -fsanitize=shift does', async () => {
    const ub = async (body: string): Promise<string> =>
      run(await cfa(`int main(void) { ${body} }`)).outcome.kind;
    expect(await ub('int a = 1; int b = 31; return a << b;')).toBe('undefined-behavior');
    expect(await ub('int a = -1; return a << 1;')).toBe('undefined-behavior');
    expect(await ub('int a = 1; int b = 32; return a >> b;')).toBe('undefined-behavior');
    expect(await ub('unsigned a = 1; int b = -1; return (int)(a << b);')).toBe('undefined-behavior');
    expect(await ub('int a = 1; int b = 30; return a << b;')).toBe('exit');
    expect(await ub('int a = -8; return a >> 1;')).toBe('exit');
    expect(await ub('unsigned a = 3; return (int)(a << 31);')).toBe('exit');
  });
});

describe('traces', () => {
  it('merges the edges of one statement and shows what they assigned', async () => {
    const p = await cfa(`${DECLS}
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned u = 3;
  int a[2] = { 1 };
  int *p = &a[1];
  if (__VERIFIER_nondet_int()) x = 0;
  return x;
}`);
    const steps = run(p, { values: [5n, 1n] }).trace.map((s) => [s.line, s.text, s.assignments]);
    expect(steps).toEqual([
      [6, 'main()', {}],
      [7, 'int x = __VERIFIER_nondet_int();', { x: '5' }],
      [8, 'unsigned u = 3;', { u: '3u' }],
      [9, 'int a[2] = { 1 };', { 'a[0]': '1' }],
      [10, 'int *p = &a[1];', { p: '&a+4' }],
      [11, '__VERIFIER_nondet_int()', { '__VERIFIER_nondet_int()': '1' }],
      [11, 'x = 0', { x: '0' }],
      [12, 'return x;', {}],
    ]);
  });

  it('says which way each condition went', async () => {
    const p = await cfa(`${DECLS}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10) x = 1;
  int n = 0;
  while (n < 2) n++;
  return x;
}`);
    const t = run(p, { values: [-6n] }).trace;
    expect(t.filter((s) => s.branch !== undefined).map((s) => [s.line, s.text, s.branch])).toEqual([
      [8, 'x > 10', false],
      [10, 'n < 2', true],
      [10, 'n < 2', true],
      [10, 'n < 2', false],
    ]);
    expect(t.find((s) => s.text === 'int n = 0;')?.branch).toBeUndefined();
  });

  it('keeps loop iterations apart and shows calls with their parameters and results', async () => {
    const p = await cfa(`int sq(int v) { return v * v; }
int main(void) { int s = 0; for (int i = 0; i < 2; i++) s += sq(i + 2); return s; }`);
    const t = run(p).trace;
    expect(t.filter((s) => s.text === 'sq(v)').map((s) => s.assignments)).toEqual([{ v: '2' }, { v: '3' }]);
    expect(t.filter((s) => s.assignments.s !== undefined).map((s) => s.assignments.s)).toEqual([
      '0',
      '4',
      '13',
    ]);
    expect(t.filter((s) => s.assignments['sq()']).map((s) => s.assignments['sq()'])).toEqual(['4', '9']);
    expect(
      t.every((s) => s.function === (s.text.includes('v * v') || s.text === 'sq(v)' ? 'sq' : 'main')),
    ).toBe(true);
  });

  it('shows uninitialised declarations with the value they got, records with fields', async () => {
    const p = await cfa(
      `struct P { int x; char *s; }; int main(void) { int k; struct P q; q.s = 0; return k; }`,
    );
    const t = run(p, { uninit: 3n }).trace;
    expect(t.map((s) => s.assignments)).toEqual([
      {},
      { k: '3' },
      { q: '{.x = 3, .s = (void *)0x3}' },
      { 'q.s': 'NULL' },
      {},
    ]);
  });

  it('can be turned off', async () => {
    expect(run(await cfa('int main(void) { return 1; }'), { trace: false }).trace).toEqual([]);
  });
});
