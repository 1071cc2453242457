// The single run before the preset, on any program (no `--check` needed): a program that reads no
// input has one execution, so a known-answer test is SAFE by a single-run certificate, or UNSAFE
// at the assertion its one run fails, without any SMT engine; a program that reads an input is
// left to the preset, unless its inputs are narrow (bytes, flags): then every execution is run.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import type { VerifyReport } from '../../src/pipeline/results';

async function verify(text: string): Promise<VerifyReport> {
  const { file } = tempProgram('proofgate-single-', text);
  return verifyFile(file, { timeoutSeconds: 20 });
}

/** A checksum over a buffer, long enough that an SMT engine would work for it. */
const KAT = (expected: string): string => `#include <assert.h>
static unsigned mix(const unsigned char *p, int n) {
  unsigned h = 2166136261u;
  for (int r = 0; r < 40; r++)
    for (int i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
  return h;
}
int main(void) {
  unsigned char b[16];
  for (int i = 0; i < 16; i++) b[i] = (unsigned char)(i * 7 + 1);
  assert(mix(b, 16) == ${expected});
  return 0;
}
`;

describe('the single run on a program without input', () => {
  it('is SAFE by a single-run certificate, and UNSAFE at the failing assertion', async () => {
    const safe = await verify(KAT('mix(b, 16)'));
    expect(safe.properties.map((p) => [p.verdict, p.engine])).toEqual([['safe', 'single-run']]);
    const unsafe = await verify(KAT('1u'));
    expect(unsafe.properties.map((p) => [p.verdict, p.engine])).toEqual([['unsafe', 'single-run']]);
  });

  it('leaves a program that reads an input to the preset', async () => {
    const report = await verify(`#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(); if (x > 3) x = 3; assert(x <= 3); return 0; }
`);
    expect(report.properties.map((p) => p.verdict)).toEqual(['safe']);
    expect(report.properties[0].engine).not.toBe('single-run');
  });
});

/** A parser's question over one arbitrary byte and a flag. */
const BYTE = (claim: string, second = 'v < 16'): string => `#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern _Bool __VERIFIER_nondet_bool(void);
static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
int main(void) {
  char c = (char)__VERIFIER_nondet_uchar();
  _Bool upper = __VERIFIER_nondet_bool();
  if (upper && c >= 'a' && c <= 'z') c = (char)(c - 32);
  int v = hexval(c);
  assert(${claim});
  assert(${second});
  return 0;
}
`;

describe('exhaustive runs on a program whose inputs are a byte and a flag', () => {
  it('is SAFE by an exhaustive-runs certificate, and UNSAFE at the byte that fails', async () => {
    const safe = await verify(BYTE('v >= -1'));
    expect(safe.properties.map((p) => [p.verdict, p.engine])).toEqual([
      ['safe', 'exhaustive-runs'],
      ['safe', 'exhaustive-runs'],
    ]);
    // the first assertion fails at one byte; the second holds on every execution (a failed
    // assertion ends its execution)
    const unsafe = await verify(BYTE("v != 15 || c == 'f'"));
    expect(unsafe.properties.map((p) => [p.verdict, p.engine])).toEqual([
      ['unsafe', 'exhaustive-runs'],
      ['safe', 'exhaustive-runs'],
    ]);
  });
});

/** Decimal digits of a number the harness confines to -99..99 (a wide input with a domain). */
const DIGITS = (claim: string): string => `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= -99 && v <= 99);
  _Bool twice = __VERIFIER_nondet_bool();
  int x = twice ? 2 * v : v, digits = 0;
  unsigned u = x < 0 ? -(unsigned)x : (unsigned)x;
  do { digits++; u /= 10; } while (u != 0);
  assert(${claim});
  return 0;
}
`;

describe('exhaustive runs over a wide input the harness confines', () => {
  it('runs the interval only: SAFE, and UNSAFE at a value inside', async () => {
    const safe = await verify(DIGITS('digits >= 1 && digits <= 3'));
    expect(safe.properties.map((p) => [p.verdict, p.engine])).toEqual([['safe', 'exhaustive-runs']]);
    const unsafe = await verify(DIGITS('digits <= 2'));
    expect(unsafe.properties.map((p) => [p.verdict, p.engine])).toEqual([['unsafe', 'exhaustive-runs']]);
  });
});
