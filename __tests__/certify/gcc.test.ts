// Differential semantics table: small programs run by gcc (-O0, LP64, UBSan for signed overflow,
// shifts and division by zero) and by the interpreter must return the same value from main, or
// both stop at undefined behaviour. Includes the IR's semantics programs. The
// nondet functions return 4, -7, 3, 100, ... in both. Skipped when gcc is not installed.

import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cfa, gcc, gccRun, hasGcc, result, run, tempDir } from './helpers';

const NONDET = [4n, -7n, 3n, 100n];

const DRIVER = `#include <stdio.h>
int pg_main(void);
static const int seq[] = { ${NONDET.join(', ')} };
static int k;
int __VERIFIER_nondet_int(void) { return seq[k++ % ${NONDET.length}]; }
void __VERIFIER_assume(int c) { if (!c) { printf("blocked\\n"); _Exit(0); } }
int main(void) { printf("%d\\n", pg_main()); return 0; }
`;

const DECLS = `typedef unsigned long size_t;
void *malloc(size_t); void *calloc(size_t, size_t); void free(void *);
extern int __VERIFIER_nondet_int(void);
`;

/** name → body of a program whose main returns the value compared. */
const TABLE: Record<string, string> = {
  division: `int main(void) { int a = -7, b = 2; return (a / b) * 100 + (a % b) * 10 + (7 % -2); }`,
  unsignedWrap: `int main(void) { unsigned u = 0; u--; unsigned char c = 250; c += 10;
    return (u == 4294967295u) + c * 2 + (u > 5) * 1000 + (-1 < (int)u) * 10000; }`,
  narrowing: `int main(void) { signed char s = 200; short h = 70000; unsigned char uc = -1; _Bool b = 256;
    return s * 1000 + h + uc + b * 7; }`,
  shifts: `int main(void) { int a = -8; unsigned u = 0x80000000u; long long l = 1;
    return (a >> 1) + (int)(u >> 31) * 100 + (int)((l << 40) >> 38) + (1 << 30 >> 28); }`,
  signedWrap: `int main(void) { int x = 2147483647; x = x + 1; return x < 0; }`,
  signedNegate: `int main(void) { int x = -2147483647 - 1; int y = -x; return y; }`,
  signedLongLong: `int main(void) { long long m = -9223372036854775807LL - 1; m = m - 1; return m > 0; }`,
  signedMul: `int main(void) { int a = 46341; return a * a; }`,
  signedDecrement: `int main(void) { int a = -2147483647 - 1; a--; return a; }`,
  divideMinByMinusOne: `int main(void) { int a = -2147483647 - 1, b = -1; return a / b; }`,
  shiftIntoSign: `int main(void) { int a = 1, b = 31; return a << b; }`,
  shiftPastWidth: `int main(void) { unsigned a = 1; int b = 32; return (int)(a << b); }`,
  shiftNegative: `int main(void) { int a = -1; return a << 1; }`,
  wrapByConversion: `int main(void) { unsigned u = 4294967295u; int i = u; short s = 32767; s++; return i * 10 + s; }`,
  longArith: `int main(void) { unsigned long long a = 0xffffffffffffffffULL; long long b = -3;
    return (int)(a / 7 % 1000) + (int)(b * b * b) + (int)((a >> 60) * 3); }`,
  int128: `int main(void) { __int128 x = (__int128)1 << 100; unsigned __int128 y = -1;
    return (int)(x >> 98) + (int)(y >> 125) * 10 + (x > 0) * 100; }`,
  comparisons: `int main(void) { int i = -1; unsigned u = 1; long l = -1; unsigned long ul = 1;
    return (i < u) + (l < (long)ul) * 2 + ((unsigned char)i == 255) * 4 + ((char)200 < 0) * 8; }`,
  structCopy: `struct S { int x; char c; long v[2]; }; struct S mk(int k) { struct S s = { k, (char)(k * 3), { k, -k } }; return s; }
    int main(void) { struct S a = mk(5), b; b = a; b.x = 9; b.v[1] = 1; struct S *p = &b; p->c += 1;
    return a.x * 1000 + b.x * 100 + a.c * 10 + b.c + (int)(a.v[1] + b.v[1]); }`,
  unionPun: `int main(void) { union { int i; unsigned char c[4]; short s[2]; } u; u.i = 0x01020304;
    return u.c[0] * 1000 + u.c[3] * 100 + u.s[1]; }`,
  bytesOfInt: `int main(void) { int x = 0x11223344; unsigned char *p = (unsigned char *)&x; p[0] = 0xff;
    return p[3] + (x & 0xfff); }`,
  bitFields: `struct B { unsigned a : 3; int b : 5; unsigned c : 1; unsigned long d : 40; };
    int main(void) { struct B s = { 0 }; s.a = 9; s.b = 17; s.c = 3; s.d = 0x12345678901ULL; s.b -= 1;
    unsigned char *raw = (unsigned char *)&s;
    return s.a * 1000 + s.b * 10 + s.c + raw[0] + (int)(s.d >> 30) + (int)sizeof(struct B); }`,
  pointerArith: `int main(void) { int a[6] = { 1, 2, 3, 4, 5, 6 }; int *p = a + 1, *q = &a[5];
    long d = q - p; p += 2; int s = *p + p[-1] + *(q - 1); char *c = (char *)q - 4;
    return (int)d * 100 + s * 10 + (p < q) + (*(int *)c == 5) * 1000; }`,
  pointerTable: `int g1 = 3, g2 = 4; int *tab[2] = { &g1, &g2 }; int **pp = tab;
    int main(void) { *tab[1] = 7; pp++; **pp += 1; return g1 * 10 + g2; }`,
  pointerThroughInt: `int main(void) { int x = 1; unsigned long u = (unsigned long)&x; int *q = (int *)(u + 0);
    *q = 42; return x + (q == &x); }`,
  arrays2d: `int main(void) { int m[3][4]; for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) m[i][j] = i * 4 + j;
    int (*row)[4] = m; row++; int *flat = &m[0][0]; return (*row)[2] * 100 + flat[11] + (int)sizeof m; }`,
  vla: `int main(void) { int n = __VERIFIER_nondet_int() + 2; int a[n]; for (int i = 0; i < n; i++) a[i] = i * i;
    return a[n - 1] + (int)sizeof a; }`,
  strings: `int main(void) { const char *s = "abc"; char buf[] = "hi"; buf[0] = 'H';
    int n = 0; while (s[n]) n++; return s[1] + (int)sizeof("abc") * 1000 + buf[0] * 10 + n; }`,
  mallocs: `${DECLS} int main(void) { int *p = malloc(3 * sizeof(int)); int *z = calloc(4, sizeof(int));
    p[0] = 1; p[2] = 3; z[3] += 5; int s = p[0] + p[2] + z[3] + z[0]; free(p); free(z); return s; }`,
  linkedList: `${DECLS} struct N { int v; struct N *next; };
    int main(void) { struct N *h = 0; for (int i = 1; i <= 4; i++) { struct N *n = malloc(sizeof *n); n->v = i; n->next = h; h = n; }
    int s = 0; while (h) { struct N *t = h->next; s = s * 10 + h->v; free(h); h = t; } return s; }`,
  recursion: `int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    void set(int *p, int v) { *p = v; } int main(void) { int x; set(&x, fib(15)); return x; }`,
  staticLocal: `int next(void) { static int c = 10; return ++c; } int main(void) { next(); next(); return next(); }`,
  globalsInit: `struct P { int x, y; }; struct P pts[3] = { { 1, 2 }, [2] = { .y = 7 } }; char *msg = "xyz"; int *gp = &pts[2].y;
    int main(void) { return pts[0].y * 100 + *gp * 10 + msg[2] - 'x' + pts[1].x; }`,
  switchGoto: `int main(void) { int s = 0, i = 0; again: switch (i) { case 0: s += 1; case 1: s += 10; break; default: s += 100; }
    if (++i < 4) goto again; return s; }`,
  nondetLoop: `int main(void) { int s = 0; for (int i = 0; i < 6; i++) { int v = __VERIFIER_nondet_int(); s = s * 3 + v; } return s; }`,
  charSigns: `int main(void) { char c = (char)0x80; unsigned char u = 0x80; return (c >> 1) * 1000 + (u >> 1) + (c == -128); }`,
  anonymousMembers: `struct S { int a; union { int b; char c; }; struct { short d, e; }; };
    int main(void) { struct S s = { 1 }; s.b = 0x141; s.e = 5; s.d = s.c; return s.a + s.d * 10 + s.e * 1000 + (int)sizeof s * 10000; }`,
  enums: `enum E { A = -1, B = 5, C }; int main(void) { enum E e = C; e++; return e * 10 + A; }`,
};

describe.skipIf(!hasGcc())('the interpreter computes what gcc computes', () => {
  const dir = tempDir('certify-gcc');
  const driver = path.join(dir, 'driver.c');
  fs.writeFileSync(driver, DRIVER);

  const gccResult = (file: string): string => {
    const obj = path.join(dir, `${path.basename(file)}.o`);
    const ub = [
      '-fsanitize=signed-integer-overflow,shift,integer-divide-by-zero',
      '-fno-sanitize-recover=all',
    ];
    gcc(['-std=gnu11', '-w', '-O0', ...ub, '-Dmain=pg_main', '-c', file, '-o', obj]);
    const r = gccRun(dir, [obj, driver], ub);
    return r.stderr.includes('runtime error') ? 'undefined-behavior' : r.stdout.trim();
  };

  const check = async (file: string, source: string): Promise<void> => {
    const expected = gccResult(file);
    let k = 0;
    const x = run(await cfa(source), {
      values: Array.from({ length: 64 }, () => NONDET[k++ % NONDET.length]),
    });
    expect(result(x) === 'blocked' ? 'blocked' : result(x)).toBe(expected);
  };

  for (const [name, body] of Object.entries(TABLE)) {
    it(name, async () => {
      const file = path.join(dir, `${name}.c`);
      const source =
        body.includes('__VERIFIER_nondet_int') && !body.includes('extern int') ? DECLS + body : body;
      fs.writeFileSync(file, source);
      await check(file, source);
    });
  }

  const semantics = path.join(__dirname, '..', 'ir', 'semantics');
  for (const name of fs.readdirSync(semantics).filter((f) => f.endsWith('.c'))) {
    it(`ir/semantics/${name}`, async () => {
      const file = path.join(semantics, name);
      await check(file, fs.readFileSync(file, 'utf8'));
    });
  }
});
