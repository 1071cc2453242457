// The C library models: linked only where a program calls the function without defining it, and
// computing what glibc computes. One generated program calls every model on deterministic inputs
// (empty strings, differences early and late, bytes above 127, n = 0, overlapping memmove) and
// stores each result in its own global; gcc (real glibc with -fno-builtin, and gcc's built-ins,
// which fix only the sign of comparisons) prints them, the interpreter's run is read back.
// Skipped when gcc is not installed.

import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cfaOfFiles, gccRun, hasGcc, tempDir } from '../certify/helpers';
import { execute } from '../../src/certify/interpreter';
import { inputsFrom } from '../../src/certify/inputs';
import type { NodeVisit } from '../../src/certify/execution';
import { loadSnippets } from '../helpers/loadSnippet';
import { LIBC_MODEL_FILE } from '../../src/frontend/libcModels';

const STRINGS = ['', 'a', 'ab', 'abc', 'abd', 'abcd', 'b', 'ab\\xff', 'ab\\x01', '\\x80z', 'hello', 'hellx'];
const CHARS = [0, 97, 98, 99, 120, 255, 353, -1];

/** C statements, each computing one int result `r`, stored into its own global by the caller. */
function cases(): string[] {
  const out: string[] = [];
  const q = (s: string): string => `"${s}"`;
  for (const a of STRINGS) {
    out.push(`r = (int)strlen(${q(a)});`);
    for (const n of [0, 1, 2, 5]) out.push(`r = (int)strnlen(${q(a)}, ${n});`);
    for (const c of CHARS) {
      out.push(`{ const char *s = ${q(a)}; char *p = strchr(s, ${c}); r = p ? (int)(p - s) : -1; }`);
      out.push(`{ const char *s = ${q(a)}; char *p = strrchr(s, ${c}); r = p ? (int)(p - s) : -1; }`);
    }
    for (const b of STRINGS) {
      out.push(`r = strcmp(${q(a)}, ${q(b)});`);
      for (const n of [0, 2, 3, 9]) out.push(`r = strncmp(${q(a)}, ${q(b)}, ${n});`);
    }
  }
  const bufs = ['"abcdefg"', '"abcdefh"', '"abXdefg"', '"\\x90" "bcdefg"', '"abcdef\\x01"'];
  for (const a of bufs)
    for (const b of bufs) for (const n of [0, 1, 3, 7, 8]) out.push(`r = memcmp(${a}, ${b}, ${n});`);
  const moves: [number, number, number][] = [
    [2, 0, 5],
    [0, 3, 5],
    [1, 1, 4],
    [0, 0, 0],
    [4, 0, 6],
    [0, 4, 6],
    [3, 2, 1],
  ];
  for (const [d, s, n] of moves)
    out.push(
      `{ char b[12] = "0123456789"; char *p = memmove(b + ${d}, b + ${s}, ${n}); r = hash(b, 12) + (int)(p - b); }`,
    );
  for (const n of [0, 1, 5, 10])
    out.push(
      `{ char b[12] = "0123456789"; char c[12] = "abcdefghij"; memcpy(b, c, ${n}); r = hash(b, 12); }`,
    );
  for (const [c, n] of [
    [0, 3],
    [255, 12],
    [-2, 4],
    [0x141, 2],
    [7, 0],
  ])
    out.push(
      `{ char b[12] = "0123456789"; char *p = memset(b + 1, ${c}, ${n} > 11 ? 11 : ${n}); r = hash(b, 12) + (int)(p - b); }`,
    );
  for (const s of ['', 'x', 'hello'])
    out.push(`{ char b[8] = "zzzzzzz"; char *p = strcpy(b, "${s}"); r = hash(b, 8) + (int)(p - b); }`);
  for (const [s, n] of [
    ['', 3],
    ['abc', 2],
    ['abc', 6],
    ['hello', 0],
    ['hi', 8],
  ] as const)
    out.push(`{ char b[8] = "zzzzzzz"; char *p = strncpy(b, "${s}", ${n}); r = hash(b, 8) + (int)(p - b); }`);
  // searching: strstr, memchr, strspn, strcspn, strpbrk (offset of the result, -1 for NULL)
  const needles = ['', 'a', 'b', 'bc', 'abd', 'll', 'hellox', '\\xff', 'lo'];
  for (const h of ['', 'a', 'abc', 'abcabd', 'hello', 'ab\\xff', 'aab']) {
    for (const n of needles) {
      out.push(`{ const char *s = ${q(h)}; char *p = strstr(s, ${q(n)}); r = p ? (int)(p - s) : -1; }`);
      out.push(`{ const char *s = ${q(h)}; char *p = strpbrk(s, ${q(n)}); r = p ? (int)(p - s) : -1; }`);
      out.push(`r = (int)strspn(${q(h)}, ${q(n)});`, `r = (int)strcspn(${q(h)}, ${q(n)});`);
    }
  }
  for (const c of CHARS)
    for (const n of [0, 1, 4, 8])
      out.push(
        `{ const char b[8] = "ab\\xff" "c\\0ab"; const char *p = memchr(b, ${c}, ${n}); r = p ? (int)(p - b) : -1; }`,
      );
  for (const [d, s2, n] of [
    ['', 'xy', 9],
    ['ab', '', 9],
    ['ab', 'cde', 9],
    ['ab', 'cde', 2],
    ['ab', 'cde', 0],
  ] as const) {
    out.push(`{ char b[10] = "${d}"; char *p = strcat(b, "${s2}"); r = hash(b, 10) + (int)(p - b); }`);
    out.push(`{ char b[10] = "${d}"; char *p = strncat(b, "${s2}", ${n}); r = hash(b, 10) + (int)(p - b); }`);
  }
  // ctype.h on every value a program may pass (EOF, char, unsigned char) and a few beyond
  const ctype = ['isalnum', 'isalpha', 'iscntrl', 'isdigit', 'islower', 'isgraph', 'isprint', 'ispunct'];
  ctype.push('isspace', 'isupper', 'isxdigit', 'isblank', 'tolower', 'toupper', 'isascii', 'toascii');
  for (const f of ctype)
    out.push(
      `{ unsigned h = 7; for (int c = -128; c < 256; c++) h = h * 31u + (unsigned)${f}(c); r = (int)(h & 0x7fffffff); }`,
    );
  for (const f of ['tolower', 'toupper', 'isascii', 'toascii'])
    for (const c of [256, 300, -129, 1000]) out.push(`r = ${f}(${c});`);
  for (const v of ['0', '5', '-5', '2147483647', '-2147483647'])
    out.push(`r = abs(${v});`, `r = (int)(labs(${v}L * 3L) % 1000000007L);`);
  // gcc's byte swaps (glibc's <byteswap.h> calls them)
  for (const v of ['0x0u', '0x1234u', '0xff01u', '0xfffeu'])
    out.push(`r = (int)__builtin_bswap16((unsigned short)${v});`);
  for (const v of ['0x0u', '0x12345678u', '0xff000001u', '0x80u', '0xfffffffeu'])
    out.push(`r = (int)(__builtin_bswap32(${v}) % 1000000007u);`);
  for (const v of [
    '0x0ull',
    '0x0123456789abcdefull',
    '0xff00000000000001ull',
    '0x80ull',
    '0xfffffffffffffffeull',
  ])
    out.push(
      `r = (int)(__builtin_bswap64(${v}) % 1000000007ull);`,
      `r = (int)(__builtin_bswap64(${v}) >> 40);`,
    );
  // strtol and its kin: value, where *endptr points (999: untouched) and errno, in one number
  const numbers = ['', ' ', '  12', '-12', '+7', '0', '0x', '0x1f', '0X1F', '0xg', '-0x10', '077', '08', 'z'];
  numbers.push(
    '-',
    '+-3',
    ' \\t\\n-42abc',
    '\\v\\f\\r9',
    '1010',
    'zZ9',
    '\\x80',
    '2147483648',
    '-2147483649',
  );
  numbers.push('4294967296', '9223372036854775807', '9223372036854775808', '-9223372036854775808');
  numbers.push(
    '-9223372036854775809',
    '18446744073709551615',
    '18446744073709551616',
    '-1',
    '99999999999999999999',
  );
  const strto = (call: string, s: string): string =>
    `{ const char *s = "${s}"; char *e = (char *)1; errno = 0; unsigned long long v = (unsigned long long)${call}; ` +
    `r = (int)((v * 31u + (unsigned long long)(e == (char *)1 ? 999 : e - s) * 7u + (unsigned)errno) % 1000000007u); }`;
  for (const s of numbers) {
    for (const b of [0, 2, 8, 10, 16, 36, 1, -1, 37]) out.push(strto(`strtol(s, &e, ${b})`, s));
    for (const b of [0, 10, 16]) {
      out.push(strto(`strtoul(s, &e, ${b})`, s), strto(`strtoll(s, &e, ${b})`, s));
      out.push(strto(`strtoull(s, &e, ${b})`, s));
    }
    out.push(strto('strtol(s, (char **)0, 10)', s));
    out.push(strto('atoi(s)', s), strto('atol(s)', s), strto('atoll(s)', s));
  }
  return out;
}

/** The program: `PG_NATIVE` adds a main that prints every result (for gcc). */
function program(statements: readonly string[]): string {
  const globals = statements.map((_, i) => `int o${i};`).join('\n');
  const body = statements.map((s, i) => `  { int r = 0; ${s} o${i} = r; }`).join('\n');
  const prints = statements.map((_, i) => `  printf("%d\\n", o${i});`).join('\n');
  return `#include <string.h>
#include <stdlib.h>
#include <ctype.h>
#include <stdio.h>
#include <errno.h>
${globals}
static int hash(const char *b, int n) {
  unsigned h = 7;
  for (int i = 0; i < n; i++) h = h * 31u + (unsigned char)b[i];
  return (int)(h & 0x7fffffff);
}
static void fill(void) {
${body}
}
int main(void) {
  fill();
#ifdef PG_NATIVE
${prints}
#endif
  return 0;
}
`;
}

describe('linking the C library models', () => {
  it('links a model only for a called function the program declares with its prototype and does not define', async () => {
    const r = await loadSnippets(
      `unsigned long strlen(const char *); void *memset(void *, int, unsigned long);
       void *memcpy(void *, const void *, unsigned long);
       int abs(int x) { return x > 0 ? x : 0 - x; }
       int strcmp(int, int);
       int main(void) { char b[4]; memset(b, 0, 4); return (int)strlen("ab") + abs(-1) + strcmp(1, 2); }`,
      'LP64',
    );
    const program = r.program;
    if (!program) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
    const fileOf = (name: string): string | undefined => program.functions.get(name)?.def?.file;
    expect(fileOf('strlen')).toBe(LIBC_MODEL_FILE);
    expect(fileOf('memset')).toBe(LIBC_MODEL_FILE);
    expect(fileOf('abs')).not.toBe(LIBC_MODEL_FILE); // the program's own
    expect(fileOf('strcmp')).toBeUndefined(); // another type: stays without body
    expect(program.functions.get('memcpy')?.def).toBeUndefined(); // declared, never called
    expect(program.files).toHaveLength(1);
  });
});

describe.skipIf(!hasGcc())('the C library models compute what glibc computes', () => {
  const dir = tempDir('libc-models');
  const statements = cases();
  const file = path.join(dir, 'models.c');
  fs.writeFileSync(file, program(statements));

  const native = (flags: string[]): string[] => {
    const r = gccRun(dir, [file], ['-O0', '-w', '-DPG_NATIVE', ...flags]);
    expect(r.status).toBe(0);
    return r.stdout.trim().split('\n');
  };

  it(`agrees with glibc and with gcc's built-ins on ${statements.length} calls`, async () => {
    const glibc = native(['-fno-builtin']);
    // gcc's folding of the comparisons keeps only the sign (-1, 0, 1) in some cases: C fixes no more.
    const sign = (x: string): string => String(Math.sign(Number(x)));
    const cmp = statements.map((st) => /\b(strn?cmp|memcmp)\(/.test(st));
    const signs = (xs: string[]): string[] => xs.map((x, i) => (cmp[i] ? sign(x) : x));
    expect(signs(native([]))).toEqual(signs(glibc));
    const p = await cfaOfFiles([file]);
    let last: NodeVisit | undefined;
    const run = execute(
      p,
      inputsFrom(() => 0n),
      { trace: false, observe: (v) => (last = v) },
    );
    expect(run.outcome.kind).toBe('exit');
    const globals = new Map(p.program.globals.map((g) => [g.name, g]));
    const got = statements.map((_, i) => {
      const bits = last?.peek(globals.get(`o${i}`) as never);
      return bits === undefined ? '?' : String(BigInt.asIntN(32, bits));
    });
    const differ = statements
      .map((s, i) => ({ s, gcc: glibc[i], model: got[i] }))
      .filter((d) => d.gcc !== d.model);
    expect(differ).toEqual([]);
  });
});
