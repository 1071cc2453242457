// Reproducers: C files that make the original program, compiled with gcc (system headers), hit
// the failure natively. Three nondet-driven programs are compiled and run (skipped without gcc);
// the rest checks the text: what is defined, what is not, and when it is incomplete.

import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { reproducer, writeReproducer } from '../../src/certify/reproducer';
import { cfa, cfaOfFiles, counterexampleOf, gccRun, hasGcc, hasUbsan, runRecorded, tempDir } from './helpers';

const ASSERT_LOOP = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern long __VERIFIER_nondet_long(void);
int main(void) {
  int sum = 0;
  for (int i = 0; i < 3; i++) {
    int a = __VERIFIER_nondet_int();
    unsigned char b = __VERIFIER_nondet_uchar();
    sum += a * b;
  }
  long h = __VERIFIER_nondet_long();
  assert(sum != 1000 || h != 7);
  return 0;
}
`;

const INTERLEAVED = `extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern long __VERIFIER_nondet_long(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void reach_error(void);
int main(void) {
  long acc = 0;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5) return 0;
  for (int i = 0; i < n; i++) {
    if (__VERIFIER_nondet_bool()) acc += __VERIFIER_nondet_char();
    else acc -= __VERIFIER_nondet_ushort();
    acc ^= __VERIFIER_nondet_long();
  }
  if (acc == -123456789012L) reach_error();
  return 0;
}
`;

const SVCOMP = `extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern long long __VERIFIER_nondet_longlong(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
struct Acc { unsigned int total; long long low; };
int main(void) {
  struct Acc a = { 0, 0 };
  int limit = __VERIFIER_nondet_int();
  for (int i = 0; i < limit; i++) {
    unsigned int u = __VERIFIER_nondet_uint();
    a.total += u;
    long long l = __VERIFIER_nondet_longlong();
    if (l < a.low) a.low = l;
  }
  __VERIFIER_assert(a.total != 5u || a.low > -9000000000LL);
  return 0;
}
`;

/** name → [source, values (nondet/external in order), expected stderr] */
const PROGRAMS: Record<string, [string, bigint[], RegExp]> = {
  'assert.c': [ASSERT_LOOP, [10n, 20n, 30n, 10n, 10n, 50n, 7n], /Assertion .* failed/],
  'interleaved.c': [
    INTERLEAVED,
    [3n, 1n, -5n, 1000n, 0n, 65535n, -7n, 1n, 100n, 0n],
    /proofgate: reach_error reached/,
  ],
  'svcomp.c': [
    SVCOMP,
    [2n, 4294967295n, -9000000001n, 6n, 5n],
    /svcomp\.c:3: reach_error: Assertion `0' failed/,
  ],
};

function fixValues(name: string, values: bigint[]): bigint[] {
  if (name !== 'interleaved.c') return values;
  // acc after the loop: ((0 - 5) ^ 1000 ... ) — the last long is chosen so that acc hits the target.
  let acc = 0n;
  acc = BigInt.asIntN(64, acc + -5n) ^ 1000n;
  acc = BigInt.asIntN(64, acc - 65535n) ^ -7n;
  acc = BigInt.asIntN(64, acc + 100n);
  return [...values.slice(0, -1), acc ^ -123456789012n];
}

describe.skipIf(!hasGcc())('reproducers make gcc-compiled programs fail', () => {
  const dir = tempDir('certify-repro');
  for (const [name, [source, raw, expected]] of Object.entries(PROGRAMS)) {
    it(name, async () => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, source);
      const p = await cfaOfFiles([file]);
      const cex = counterexampleOf(p, { values: fixValues(name, raw) });
      const r = reproducer(p, cex);
      expect(r.notes).toEqual([]);
      expect(r.complete).toBe(true);
      const repro = path.join(dir, `repro-${name}`);
      fs.writeFileSync(repro, r.text);
      const out = gccRun(dir, [file, repro], ['-fno-builtin', '-w']);
      expect(out.stderr).toMatch(expected);
      expect(out.signal).toBe('SIGABRT');
    });
  }

  it('lets the native run go on with a warning when it needs more values than recorded', async () => {
    const file = path.join(dir, 'more.c');
    fs.writeFileSync(file, INTERLEAVED);
    const p = await cfaOfFiles([file]);
    const cex = counterexampleOf(p, { values: fixValues('interleaved.c', PROGRAMS['interleaved.c'][1]) });
    const text = writeReproducer(p, { ...cex, inputs: cex.inputs.slice(0, 3) });
    const repro = path.join(dir, 'repro-more.c');
    fs.writeFileSync(repro, text);
    const out = gccRun(dir, [file, repro], ['-w']);
    expect(out.stderr).toMatch(/no recorded value left for __VERIFIER_nondet_bool/);
    expect(out.status).toBe(0);
  });
});

const CHECKED = `extern int __VERIFIER_nondet_int(void);
int table[8];
int main(void) {
  int i = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  int x = __VERIFIER_nondet_int();
  if (i < 0) return 0;
  table[i] = 1;
  int q = 1000 / d;
  return x * 4 + q;
}
`;

/** name → [values of i, d, x; the UBSan message expected] */
const UB_RUNS: Record<string, [bigint[], RegExp]> = {
  'array-bounds': [[8n, 1n, 1n], /index 8 out of bounds for type 'int ?\[8\]'/],
  'div-by-zero': [[3n, 0n, 1n], /division by zero/],
  'signed-overflow': [[3n, 1n, 1n << 29n], /signed integer overflow: 536870912 \* 4/],
};

describe.skipIf(!hasUbsan())('reproducers of --check properties fail under gcc with UBSan', () => {
  const dir = tempDir('certify-ubsan');
  const file = path.join(dir, 'checked.c');
  fs.writeFileSync(file, CHECKED);
  for (const [kind, [values, expected]] of Object.entries(UB_RUNS)) {
    it(kind, async () => {
      const p = await cfaOfFiles([file], ['overflow', 'div-by-zero', 'bounds']);
      const cex = counterexampleOf(p, { values });
      expect(p.functions.get('main')?.properties.find((q) => q.id === cex.propertyId)?.kind).toBe(kind);
      const r = reproducer(p, cex);
      expect(r.complete).toBe(true);
      const build = /Build and run: gcc (.*) -fno-builtin/.exec(r.text)?.[1].split(' ') ?? [];
      expect(build).toContain('-fno-sanitize-recover=all');
      const repro = path.join(dir, `repro-${kind}.c`);
      fs.writeFileSync(repro, r.text);
      const out = gccRun(dir, [file, repro], [...build, '-fno-builtin', '-w']);
      expect(out.stderr).toMatch(/runtime error/);
      expect(out.stderr).toMatch(expected);
      expect(out.status).not.toBe(0);
    });
  }
});

describe('reproducer text', () => {
  it('names the property and the build command, and defines what the program lacks', async () => {
    const p = await cfa(INTERLEAVED);
    const cex = counterexampleOf(p, { values: fixValues('interleaved.c', PROGRAMS['interleaved.c'][1]) });
    const text = writeReproducer(p, cex);
    expect(text).toMatch(/property main#1 \(error-call\) at .*main\.c:16: reach_error\(\)/);
    expect(text).toMatch(/Build and run: gcc -fno-builtin .*main\.c repro\.c/);
    expect(text).toContain('void reach_error(void)');
    expect(text).toContain('_Bool __VERIFIER_nondet_bool(void) {');
    expect(text).toContain('static const unsigned long long pg_v0[3] = { 0x1ULL, 0x0ULL, 0x1ULL };');
  });

  it('does not define functions the program defines', async () => {
    const p = await cfa(SVCOMP);
    const cex = counterexampleOf(p, { values: PROGRAMS['svcomp.c'][1] });
    const text = writeReproducer(p, cex);
    expect(text).not.toMatch(/void reach_error/);
    expect(text).not.toMatch(/void __VERIFIER_assert/);
    expect(text).toMatch(/int __VERIFIER_nondet_int\(void\) \{/);
  });

  it('never stubs a modelled C library function; a value of an unknown function makes it incomplete', async () => {
    const p = await cfa(`#include <string.h>
      extern int __VERIFIER_nondet_int(void); extern int ext(void); extern void reach_error(void);
      int main(void) { char b[4]; memset(b, 'a', 3); b[3] = 0;
        if ((int)strlen(b) + __VERIFIER_nondet_int() == 5) reach_error();
        if (ext() == 1) reach_error(); return 0; }`);
    const modelled = reproducer(p, counterexampleOf(p, { values: [2n] }));
    expect(modelled).toMatchObject({ complete: true, notes: [] });
    expect(modelled.text).not.toMatch(/^[^*\n]*\b(strlen|memset)\(/m);
    const unknown = reproducer(p, counterexampleOf(p, { values: [0n, 1n] }));
    expect(unknown.complete).toBe(false);
    expect(unknown.notes).toContain(
      'replay did not confirm the counterexample: depends on the unknown function ext',
    );
  });

  it('is incomplete when the failure depends on an uninitialised value or a parameter', async () => {
    const p = await cfa(
      `extern void reach_error(void); int main(int argc) { int x; if (x == 3 && argc == 2) reach_error(); return 0; }`,
    );
    const { inputs } = runRecorded(p, { values: [2n], uninit: 3n });
    const r = reproducer(p, { propertyId: 'main#1', inputs, depth: 1 });
    expect(r.complete).toBe(false);
    expect(r.notes).toEqual([
      'the run depends on parameter argc of main, which a native run cannot set',
      'the run reads x before it is initialised; a native run gets whatever is in memory',
    ]);
    expect(r.text).toContain('INCOMPLETE');
  });

  it('is complete when uninitialised values are overwritten before use', async () => {
    const p = await cfa(`extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
      int main(void) { int x; x = __VERIFIER_nondet_int(); if (x == 3) reach_error(); return 0; }`);
    const r = reproducer(p, counterexampleOf(p, { values: [3n], uninit: 9n }));
    expect(r).toMatchObject({ complete: true, notes: [] });
  });

  it('says when replay does not confirm the counterexample, and asks for -m32 on ILP32', async () => {
    const p = await cfa(
      `extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
      int main(void) { int x = __VERIFIER_nondet_int(); if (x == 3) reach_error(); return 0; }`,
      'ILP32',
    );
    const cex = counterexampleOf(p, { values: [3n] });
    const r = reproducer(p, { ...cex, inputs: cex.inputs.map((v) => ({ ...v, bits: 4n })) });
    expect(r.complete).toBe(false);
    expect(r.notes[0]).toMatch(
      /^replay did not confirm the counterexample: the run ends without a violation/,
    );
    expect(r.text).toContain('gcc -m32 -fno-builtin');
  });
});
