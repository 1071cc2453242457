// Each kind of undefined behaviour the interpreter detects ends the run with an
// 'undefined-behavior' outcome that names it and points at the offending line.

import { describe, expect, it } from 'vitest';
import { cfa, run } from './helpers';

const DECLS = `typedef unsigned long size_t; void *malloc(size_t); void free(void *);
extern int __VERIFIER_nondet_int(void);
`;

/** name → [program (the UB is on line 3), pattern of the message] */
const CASES: Record<string, [string, RegExp]> = {
  'null dereference': ['int main(void) { int *p = 0;\nreturn *p; }', /null pointer dereference/],
  'invalid pointer': [
    'int main(void) { int *p = (int *)1234;\nreturn *p; }',
    /invalid pointer \(address 0x4d2\)/,
  ],
  'dangling pointer to a returned frame': [
    'int *f(void) { int x = 1; return &x; } int main(void) { int *p = f();\nreturn *p; }',
    /x after its lifetime ended/,
  ],
  'array index out of bounds': [
    'int main(void) { int a[3] = { 0 };\na[3] = 1; return 0; }',
    /out-of-bounds access: 4 byte\(s\) at offset 12 of a/,
  ],
  'negative offset': [
    'int main(void) { int a[3] = { 0 }; int *p = a;\nreturn p[-1]; }',
    /out-of-bounds access: 4 byte\(s\) at offset -4/,
  ],
  'wider read straddling the object': [
    'int main(void) { char c[2] = { 1, 2 };\nreturn *(int *)c; }',
    /out-of-bounds/,
  ],
  'heap block overrun': [
    'int main(void) { char *p = malloc(4);\np[4] = 0; return 0; }',
    /offset 4 of heap#1 \(4 bytes\)/,
  ],
  'division by zero': [
    'int main(void) { int z = __VERIFIER_nondet_int();\nreturn 10 / z; }',
    /^division by zero/,
  ],
  'remainder by zero': ['int main(void) { unsigned z = 0;\nreturn 10u % z; }', /^remainder by zero/],
  'INT_MIN / -1': [
    'int main(void) { int m = -2147483647 - 1; int d = -1;\nreturn m / d; }',
    /signed overflow in m \/ d \(division of the minimum by -1\)/,
  ],
  'INT_MIN % -1': [
    'int main(void) { long m = -9223372036854775807L - 1; long d = -1;\nreturn (int)(m % d); }',
    /signed overflow in m % d/,
  ],
  'negative shift count': [
    'int main(void) { int s = -1;\nreturn 1 << s; }',
    /shift count out of range in 1 << s/,
  ],
  'shift count not below the width': [
    'int main(void) { int s = 32;\nreturn 1 >> s; }',
    /shift count out of range in 1 >> s \(negative or not below 32\)/,
  ],
  'left shift of a negative value': [
    'int main(void) { int v = -1;\nreturn v << 1; }',
    /left shift of a negative value in v << 1/,
  ],
  'use after free': [
    'int main(void) { int *p = malloc(4); *p = 1; free(p);\nreturn *p; }',
    /use after free \(heap#1\)/,
  ],
  'double free': ['int main(void) { int *p = malloc(4); free(p);\nfree(p); return 0; }', /double free/],
  'free of a non-heap pointer': [
    'int main(void) { int x;\nfree(&x); return 0; }',
    /free of x, which malloc did not allocate/,
  ],
  'free inside a block': [
    'int main(void) { char *p = malloc(8);\nfree(p + 1); return 0; }',
    /middle of heap#1/,
  ],
  'write to a string literal': [
    'int main(void) { char *s = "ab";\ns[0] = 1; return 0; }',
    /write to the string literal "ab"/,
  ],
  'read of uninitialised heap memory': [
    'int main(void) { int *p = malloc(8); p[0] = 1;\nreturn p[1]; }',
    /uninitialised memory/,
  ],
  'relational comparison across objects': [
    'int main(void) { int a, b; a = b = 0;\nreturn &a < &b; }',
    /relational comparison of pointers into different objects/,
  ],
  'subtraction across objects': [
    'int main(void) { int a[2], b[2];\nreturn (int)(&a[0] - &b[0]); }',
    /subtraction of pointers into different objects/,
  ],
  'missing return value used': [
    'int f(int x) { if (x) return 1; } int main(void) { int r;\nr = f(0); return r; }',
    /f is used, but it returned none/,
  ],
};

describe('undefined behaviour', () => {
  for (const [name, [body, what]] of Object.entries(CASES)) {
    it(name, async () => {
      const p = await cfa(`${DECLS}${body}`);
      const x = run(p, { values: [0n] });
      expect(x.outcome).toMatchObject({ kind: 'undefined-behavior', loc: { line: 4 } });
      expect(x.outcome.kind === 'undefined-behavior' && x.outcome.what).toMatch(what);
    });
  }

  it('compares pointers for equality across objects without complaint', async () => {
    const p = await cfa('int main(void) { int a, b; a = b = 0; return (&a == &b) + (&a != 0) * 2; }');
    expect(run(p).outcome).toMatchObject({ kind: 'exit', code: 2n });
  });
});
