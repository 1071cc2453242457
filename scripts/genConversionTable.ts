// Generates __tests__/fixtures/conversions/table.json: integer expressions with their value and type
// under ILP32 and LP64, all taken from gcc, never from our own evaluator. LP64: compiled and run
// (printf + _Generic); ILP32: gcc -m32 -S of static initializers (compile only, no 32-bit libc needed)
// read back from the assembly. Both models are then CONFIRMED by _Static_assert in one -fsyntax-only file.
//
// Usage: npx tsx scripts/genConversionTable.ts [--check]   (--check: compare with the committed table)

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export interface CaseDef {
  readonly category: string;
  readonly expr: string;
  /** File-scope declarations the expression needs (enums); names must be unique across the table. */
  readonly decls?: string;
}

export interface Expected {
  /** Decimal value (bigint as a string). */
  readonly value: string;
  /** The type's spelling as typeToString prints it (for enum-typed results: the compatible integer type). */
  readonly type: string;
}

export interface TableCase extends CaseDef {
  readonly id: number;
  readonly ILP32: Expected;
  readonly LP64: Expected;
}

export interface ConversionTable {
  readonly description: string;
  readonly generator: string;
  readonly gcc: string;
  readonly cases: readonly TableCase[];
}

const E1 = 'enum pg_e1 { E1_A, E1_B, E1_C = 10, E1_D };';
const E2 = 'enum pg_e2 { E2_N = -5, E2_M };';
const E3 = "enum pg_e3 { E3_X = 'a', E3_Y = sizeof(long), E3_Z = E3_X + E3_Y };";
const E4 = 'enum pg_e4 { E4_MAX = 0x7FFFFFFF, E4_MIN = -2147483647 - 1 };';
const E5 = 'enum pg_e5 { E5_BIG = 0xFFFFFFFFU & 0x7FFFFFFF, E5_NEXT = E5_BIG - 1 };';

// Every case is an integer constant expression whose behaviour C defines (implementation-defined
// choices are gcc's on x86: plain char signed, modulo conversion to signed types). No signed
// overflow, no shift by >= width or of a negative value, no division by zero; the generator compiles
// with -Werror for gcc's overflow/shift/division warnings to keep it that way.
export const CASES: readonly CaseDef[] = [
  // ------------------------------------------------------------ integer promotions
  { category: 'promotion', expr: '(char)1 + (char)1' },
  { category: 'promotion', expr: '(unsigned char)255 + 1' },
  { category: 'promotion', expr: '(unsigned short)65535 + 1' },
  { category: 'promotion', expr: '(short)-32768 - 1' },
  { category: 'promotion', expr: '~(unsigned char)0' },
  { category: 'promotion', expr: '~(unsigned short)0' },
  { category: 'promotion', expr: '~(char)0x0F' },
  { category: 'promotion', expr: '~(_Bool)0' },
  { category: 'promotion', expr: '-(unsigned char)1' },
  { category: 'promotion', expr: '-(unsigned short)1' },
  { category: 'promotion', expr: '-(_Bool)1' },
  { category: 'promotion', expr: '-(signed char)-128' },
  { category: 'promotion', expr: "+(char)'a'" },
  { category: 'promotion', expr: '(_Bool)1 + (_Bool)1' },
  { category: 'promotion', expr: '(unsigned char)200 * (unsigned char)200' },
  { category: 'promotion', expr: '(signed char)-128 / (signed char)-1' },
  { category: 'promotion', expr: '(unsigned char)1 - (unsigned char)2' },
  { category: 'promotion', expr: '(unsigned short)1 - (unsigned short)2' },
  { category: 'promotion', expr: '(unsigned char)0 - 1 < 0' },
  { category: 'promotion', expr: '(unsigned short)65535 * 2U' },
  { category: 'promotion', expr: '(unsigned short)32768 * (unsigned short)65535' },
  { category: 'promotion', expr: '!(char)0' },
  { category: 'promotion', expr: '(char)-1 == 255' },
  { category: 'promotion', expr: '(unsigned char)-1 == 255' },
  { category: 'promotion', expr: "(char)'\\xff' < 0" },
  { category: 'promotion', expr: '(unsigned short)-1 > (short)-1' },
  { category: 'promotion', expr: 'sizeof(+(char)0)' },
  { category: 'promotion', expr: 'sizeof((char)0)' },
  { category: 'promotion', expr: 'sizeof(~(unsigned short)0)' },
  { category: 'promotion', expr: 'sizeof(-(_Bool)1)' },
  { category: 'promotion', expr: 'sizeof((_Bool)1)' },
  { category: 'promotion', expr: 'sizeof((short)1 + (char)1)' },
  // ------------------------------------------------------------ explicit conversions (casts)
  { category: 'cast', expr: '(signed char)200' },
  { category: 'cast', expr: '(signed char)128' },
  { category: 'cast', expr: '(unsigned char)-1' },
  { category: 'cast', expr: '(unsigned char)256' },
  { category: 'cast', expr: '(unsigned char)-129' },
  { category: 'cast', expr: '(char)300' },
  { category: 'cast', expr: '(short)65535' },
  { category: 'cast', expr: '(short)32768' },
  { category: 'cast', expr: '(unsigned short)-1' },
  { category: 'cast', expr: '(unsigned short)65536' },
  { category: 'cast', expr: '(_Bool)256' },
  { category: 'cast', expr: '(_Bool)0' },
  { category: 'cast', expr: '(_Bool)-1' },
  { category: 'cast', expr: '(_Bool)0x100000000LL' },
  { category: 'cast', expr: '(_Bool)(unsigned char)256' },
  { category: 'cast', expr: '(int)4294967295U' },
  { category: 'cast', expr: '(int)2147483648U' },
  { category: 'cast', expr: '(unsigned)-1' },
  { category: 'cast', expr: '(long)4294967295U' },
  { category: 'cast', expr: '(unsigned long)-1' },
  { category: 'cast', expr: '(short)(unsigned char)200' },
  { category: 'cast', expr: '(signed char)(unsigned short)0xFF80' },
  { category: 'cast', expr: '(unsigned short)(signed char)-1' },
  { category: 'cast', expr: '(unsigned)(signed char)-1' },
  { category: 'cast', expr: '(unsigned long)(signed char)-1' },
  { category: 'cast', expr: '(long)(unsigned char)255' },
  { category: 'cast', expr: '(unsigned long long)(short)-2' },
  // ------------------------------------------------------------ long long / unsigned long / unsigned int
  { category: 'wide', expr: '(unsigned long)(long long)-1' },
  { category: 'wide', expr: '(long long)(unsigned long)-1' },
  { category: 'wide', expr: '(unsigned long long)(unsigned long)-1' },
  { category: 'wide', expr: '(unsigned long long)(long)-1' },
  { category: 'wide', expr: '(unsigned long long)-1U' },
  { category: 'wide', expr: '(unsigned)(unsigned long long)-1' },
  { category: 'wide', expr: '(unsigned int)0x123456789LL' },
  { category: 'wide', expr: '(int)0x180000000LL' },
  { category: 'wide', expr: '(long)0x100000001LL' },
  { category: 'wide', expr: '(unsigned long)0x1FFFFFFFFULL' },
  { category: 'wide', expr: '(long long)0xFFFFFFFFU' },
  { category: 'wide', expr: '(long long)(unsigned)-1 + 1' },
  { category: 'wide', expr: '0xFFFFFFFFU + 1LL' },
  { category: 'wide', expr: '0xFFFFFFFFU + 1L' },
  { category: 'wide', expr: '0xFFFFFFFFUL + 1' },
  { category: 'wide', expr: '(unsigned long)-1 == (unsigned)-1' },
  { category: 'wide', expr: '(long long)(unsigned long)-1 < 0' },
  { category: 'wide', expr: '(long)(unsigned long long)0x80000000' },
  // ------------------------------------------------------------ usual arithmetic conversions
  { category: 'usual', expr: '-1 < 1U' },
  { category: 'usual', expr: '-1L < 1U' },
  { category: 'usual', expr: '-1 < 1UL' },
  { category: 'usual', expr: '(long)-1 > 0U' },
  { category: 'usual', expr: '(long long)-1 > 0U' },
  { category: 'usual', expr: '(long long)-1 > 0UL' },
  { category: 'usual', expr: '-1LL < 1U' },
  { category: 'usual', expr: '-1LL < 1UL' },
  { category: 'usual', expr: '-1L < 1LL' },
  { category: 'usual', expr: '-1L < 1ULL' },
  { category: 'usual', expr: '1U - 2' },
  { category: 'usual', expr: '1UL - 2' },
  { category: 'usual', expr: '1U + -2L' },
  { category: 'usual', expr: '1U + -2LL' },
  { category: 'usual', expr: '1UL + -2LL' },
  { category: 'usual', expr: '2U * -1L' },
  { category: 'usual', expr: '-1L == 4294967295U' },
  { category: 'usual', expr: '-1 == 4294967295U' },
  { category: 'usual', expr: '-1L == 0xFFFFFFFFUL' },
  { category: 'usual', expr: '-1LL == 0xFFFFFFFFFFFFFFFFULL' },
  { category: 'usual', expr: '(unsigned short)1 + 1U' },
  { category: 'usual', expr: '(unsigned short)1 + 1L' },
  { category: 'usual', expr: '(unsigned char)1 - 2U' },
  { category: 'usual', expr: '(unsigned char)1 - 2UL' },
  { category: 'usual', expr: '(unsigned int)1 - 2LL' },
  { category: 'usual', expr: '1L + 1LL' },
  { category: 'usual', expr: '1UL + 1LL' },
  { category: 'usual', expr: '1L + 1ULL' },
  { category: 'usual', expr: '1L + 1U' },
  { category: 'usual', expr: '1 + 1UL' },
  { category: 'usual', expr: '1LL + 1U' },
  { category: 'usual', expr: '1U + 1UL' },
  { category: 'usual', expr: '1UL + 1ULL' },
  { category: 'usual', expr: '3L & 6U' },
  { category: 'usual', expr: '-1L ^ 0U' },
  { category: 'usual', expr: '-2 | 1UL' },
  { category: 'usual', expr: 'sizeof(1L + 1U)' },
  { category: 'usual', expr: 'sizeof(1 + 1LL)' },
  { category: 'usual', expr: 'sizeof((char)1 + 1UL)' },
  // ------------------------------------------------------------ unsigned wrap-around
  { category: 'wrap', expr: '0U - 1' },
  { category: 'wrap', expr: '0UL - 1' },
  { category: 'wrap', expr: '0ULL - 1' },
  { category: 'wrap', expr: '(unsigned)-1 / 2' },
  { category: 'wrap', expr: '4294967295U * 2' },
  { category: 'wrap', expr: '4294967295U * 4294967295U' },
  { category: 'wrap', expr: '4294967295UL * 2' },
  { category: 'wrap', expr: '65535U * 65537U' },
  { category: 'wrap', expr: '65536U * 65536U' },
  { category: 'wrap', expr: '0x80000000U + 0x80000000U' },
  { category: 'wrap', expr: '0xFFFFFFFF + 1' },
  { category: 'wrap', expr: '18446744073709551615ULL + 2' },
  { category: 'wrap', expr: '-0x80000000' },
  { category: 'wrap', expr: '-1U' },
  { category: 'wrap', expr: '-1UL' },
  { category: 'wrap', expr: '~0U' },
  { category: 'wrap', expr: '~0UL' },
  { category: 'wrap', expr: '~0ULL >> 1' },
  // ------------------------------------------------------------ integer constants
  { category: 'constant', expr: '2147483647' },
  { category: 'constant', expr: '2147483648' },
  { category: 'constant', expr: '-2147483648' },
  { category: 'constant', expr: '-2147483647 - 1' },
  { category: 'constant', expr: '0x7FFFFFFF' },
  { category: 'constant', expr: '0x80000000' },
  { category: 'constant', expr: '020000000000' },
  { category: 'constant', expr: '4294967295' },
  { category: 'constant', expr: '0xFFFFFFFF' },
  { category: 'constant', expr: '4294967296' },
  { category: 'constant', expr: '0x100000000' },
  { category: 'constant', expr: '2147483648U' },
  { category: 'constant', expr: '4294967296U' },
  { category: 'constant', expr: '2147483648L' },
  { category: 'constant', expr: '0x80000000L' },
  { category: 'constant', expr: '0xFFFFFFFFL' },
  { category: 'constant', expr: '0xFFFFFFFFLL' },
  { category: 'constant', expr: '0xFFFFFFFFFFFFFFFF' },
  { category: 'constant', expr: '0x8000000000000000' },
  { category: 'constant', expr: '0x8000000000000000LL' },
  { category: 'constant', expr: '9223372036854775807' },
  { category: 'constant', expr: '0x7FFFFFFFFFFFFFFF' },
  { category: 'constant', expr: '01777777777777777777777' },
  { category: 'constant', expr: '18446744073709551615U' },
  { category: 'constant', expr: '0' },
  { category: 'constant', expr: '00' },
  { category: 'constant', expr: '0u' },
  { category: 'constant', expr: '10l' },
  { category: 'constant', expr: '10ll' },
  { category: 'constant', expr: '10lu' },
  { category: 'constant', expr: '10uLL' },
  { category: 'constant', expr: '10LLU' },
  { category: 'constant', expr: '1LL << 40' },
  { category: 'constant', expr: "'a'" },
  { category: 'constant', expr: "'\\xff'" },
  { category: 'constant', expr: "'\\377'" },
  { category: 'constant', expr: "'\\200'" },
  { category: 'constant', expr: "'\\x7f'" },
  { category: 'constant', expr: "'\\0'" },
  { category: 'constant', expr: "'\\n'" },
  { category: 'constant', expr: "'\\\\'" },
  { category: 'constant', expr: "'\\''" },
  { category: 'constant', expr: "'ab'" },
  { category: 'constant', expr: "sizeof 'a'" },
  { category: 'constant', expr: 'sizeof 2147483648' },
  { category: 'constant', expr: 'sizeof 0x80000000' },
  { category: 'constant', expr: 'sizeof 4294967296' },
  // ------------------------------------------------------------ shifts (type of the promoted left operand)
  { category: 'shift', expr: '(char)1 << 30' },
  { category: 'shift', expr: '(unsigned char)128 << 23' },
  { category: 'shift', expr: '(unsigned char)255 << 23' },
  { category: 'shift', expr: '(unsigned short)1 << 16' },
  { category: 'shift', expr: '(_Bool)1 << 30' },
  { category: 'shift', expr: '1U << 31' },
  { category: 'shift', expr: '1UL << 31' },
  { category: 'shift', expr: '1L << 30' },
  { category: 'shift', expr: '1 << 2LL' },
  { category: 'shift', expr: '1U << 2ULL' },
  { category: 'shift', expr: '(char)64 >> 3' },
  { category: 'shift', expr: '0x80000000 >> 31' },
  { category: 'shift', expr: '1LL << 62' },
  { category: 'shift', expr: '1ULL << 63' },
  { category: 'shift', expr: '0xFFFFFFFFU << 4' },
  { category: 'shift', expr: '(unsigned char)0xF0 >> 4' },
  { category: 'shift', expr: '(unsigned short)0x8000 << 1' },
  { category: 'shift', expr: 'sizeof((char)1 << 1)' },
  { category: 'shift', expr: 'sizeof(1 << 1LL)' },
  { category: 'shift', expr: 'sizeof(1UL >> 1)' },
  // ------------------------------------------------------------ division and modulo
  { category: 'division', expr: '-7 / 2' },
  { category: 'division', expr: '-7 % 2' },
  { category: 'division', expr: '7 % -2' },
  { category: 'division', expr: '7 / -2' },
  { category: 'division', expr: '-7 / -2' },
  { category: 'division', expr: '-7 % -2' },
  { category: 'division', expr: '-9 % 4' },
  { category: 'division', expr: '-7 / 2U' },
  { category: 'division', expr: '-7 % 2U' },
  { category: 'division', expr: '-7L / 2U' },
  { category: 'division', expr: '-7L % 2U' },
  { category: 'division', expr: '-7LL / 2U' },
  { category: 'division', expr: '-7 / 2UL' },
  { category: 'division', expr: '-1L / 2U' },
  { category: 'division', expr: '(unsigned char)250 / (signed char)-5' },
  { category: 'division', expr: '(-2147483647 - 1) / 2' },
  { category: 'division', expr: '(-2147483647 - 1) % 3' },
  { category: 'division', expr: '(-9223372036854775807LL - 1) / 10' },
  // ------------------------------------------------------------ sizeof and layout
  { category: 'sizeof', expr: 'sizeof(int)' },
  { category: 'sizeof', expr: 'sizeof(short)' },
  { category: 'sizeof', expr: 'sizeof(long)' },
  { category: 'sizeof', expr: 'sizeof(long long)' },
  { category: 'sizeof', expr: 'sizeof(unsigned long)' },
  { category: 'sizeof', expr: 'sizeof(char)' },
  { category: 'sizeof', expr: 'sizeof(_Bool)' },
  { category: 'sizeof', expr: 'sizeof(void *)' },
  { category: 'sizeof', expr: 'sizeof(char **)' },
  { category: 'sizeof', expr: 'sizeof(int (*)(void))' },
  { category: 'sizeof', expr: 'sizeof(struct { char c; long long x; })' },
  { category: 'sizeof', expr: 'sizeof(struct { long long x; char c; })' },
  { category: 'sizeof', expr: 'sizeof(struct { char c; int i; })' },
  { category: 'sizeof', expr: 'sizeof(struct { char c; short s; char d; })' },
  { category: 'sizeof', expr: 'sizeof(struct { long l; char c; })' },
  { category: 'sizeof', expr: 'sizeof(struct { char c; void *p; })' },
  { category: 'sizeof', expr: 'sizeof(struct { int i; char c[3]; })' },
  { category: 'sizeof', expr: 'sizeof(struct { char a; char b; })' },
  { category: 'sizeof', expr: 'sizeof(struct { char c; struct { char d; long long e; } s; })' },
  { category: 'sizeof', expr: 'sizeof(struct { char c; double d; })' },
  { category: 'sizeof', expr: 'sizeof(union { char c[5]; int i; })' },
  { category: 'sizeof', expr: 'sizeof(union { char c; long long x; })' },
  { category: 'sizeof', expr: 'sizeof(struct { unsigned a : 3; unsigned b : 30; })' },
  { category: 'sizeof', expr: 'sizeof(struct { int a : 1; char c; })' },
  { category: 'sizeof', expr: 'sizeof(struct { char a : 3; char b : 6; })' },
  { category: 'sizeof', expr: 'sizeof(int[10])' },
  { category: 'sizeof', expr: 'sizeof(long[3])' },
  { category: 'sizeof', expr: 'sizeof(char[7][3])' },
  { category: 'sizeof', expr: 'sizeof(struct { short s; char c; }[4])' },
  { category: 'sizeof', expr: 'sizeof(sizeof(int))' },
  { category: 'sizeof', expr: 'sizeof(int) - 5' },
  { category: 'sizeof', expr: 'sizeof(int) < -1' },
  { category: 'sizeof', expr: '(int)sizeof(long) - 8' },
  { category: 'sizeof', expr: 'sizeof(long) * 8 - 1' },
  // ------------------------------------------------------------ comparisons and logical operators
  { category: 'logic', expr: '1 < 2' },
  { category: 'logic', expr: '2 <= 1' },
  { category: 'logic', expr: '3 == 3' },
  { category: 'logic', expr: '3 != 3' },
  { category: 'logic', expr: '!0' },
  { category: 'logic', expr: '!5' },
  { category: 'logic', expr: '!-1L' },
  { category: 'logic', expr: '2 && 3' },
  { category: 'logic', expr: '0 || 0' },
  { category: 'logic', expr: '0 || -1' },
  { category: 'logic', expr: '0ULL && 1' },
  { category: 'logic', expr: '0x100000000LL || 0' },
  { category: 'logic', expr: '(1 < 2) + (2 < 1)' },
  { category: 'logic', expr: '1UL < 2' },
  { category: 'logic', expr: '0x80000000 > 0' },
  { category: 'logic', expr: '-1 > 0x7FFFFFFF' },
  { category: 'logic', expr: '-1 > 0xFFFFFFFF' },
  { category: 'logic', expr: '-1 > 0xFFFFFFFFL' },
  { category: 'logic', expr: 'sizeof(1 < 2)' },
  { category: 'logic', expr: 'sizeof(1ULL && 1)' },
  // ------------------------------------------------------------ conditional expressions
  { category: 'conditional', expr: '1 ? 1 : 2U' },
  { category: 'conditional', expr: '1 ? -1 : 2U' },
  { category: 'conditional', expr: '0 ? 1 : -1L' },
  { category: 'conditional', expr: '1 ? -1 : 1UL' },
  { category: 'conditional', expr: '1 ? (char)1 : (short)2' },
  { category: 'conditional', expr: '1 ? (unsigned char)255 : (signed char)0' },
  { category: 'conditional', expr: '0 ? 1 : (_Bool)1' },
  { category: 'conditional', expr: '1 ? -1L : 1U' },
  { category: 'conditional', expr: '1 ? -1LL : 1UL' },
  { category: 'conditional', expr: '(1 ? -1 : 0U) > 0' },
  { category: 'conditional', expr: '0 ? 2 : 3' },
  { category: 'conditional', expr: 'sizeof(0 ? (char)1 : (char)2)' },
  { category: 'conditional', expr: 'sizeof(1 ? 1 : 2L)' },
  // ------------------------------------------------------------ enumerations
  { category: 'enum', decls: E1, expr: 'E1_D' },
  { category: 'enum', decls: E1, expr: 'E1_B + E1_D' },
  { category: 'enum', decls: E1, expr: 'E1_C - 11' },
  { category: 'enum', decls: E1, expr: '(enum pg_e1)-1' },
  { category: 'enum', decls: E1, expr: '(enum pg_e1)-1 > 0' },
  { category: 'enum', decls: E1, expr: '(enum pg_e1)5 - 6' },
  { category: 'enum', decls: E1, expr: 'sizeof(enum pg_e1)' },
  { category: 'enum', decls: E2, expr: 'E2_M' },
  { category: 'enum', decls: E2, expr: '(enum pg_e2)-1 < 0' },
  { category: 'enum', decls: E2, expr: '(enum pg_e2)4294967295U' },
  { category: 'enum', decls: E3, expr: 'E3_Y' },
  { category: 'enum', decls: E3, expr: 'E3_Z' },
  { category: 'enum', decls: E4, expr: 'E4_MAX' },
  { category: 'enum', decls: E4, expr: 'E4_MIN' },
  { category: 'enum', decls: E4, expr: '(enum pg_e4)0x80000000U' },
  { category: 'enum', decls: E5, expr: 'E5_NEXT' },
];

/** _Generic associations: every integer type, in typeToString's spelling (which is also valid C). */
const INT_TYPES_ILP32 = [
  '_Bool',
  'char',
  'signed char',
  'unsigned char',
  'short',
  'unsigned short',
  'int',
  'unsigned int',
  'long',
  'unsigned long',
  'long long',
  'unsigned long long',
];
const INT_TYPES_LP64 = [...INT_TYPES_ILP32, '__int128', 'unsigned __int128'];

/** Flags that make gcc refuse undefined behaviour it can see in constant folding. */
const STRICT = [
  '-std=c11',
  '-Werror=overflow',
  '-Werror=shift-count-overflow',
  '-Werror=shift-count-negative',
  '-Werror=shift-negative-value',
  '-Werror=shift-overflow=2',
  '-Werror=div-by-zero',
];

export const TABLE_PATH = path.join(__dirname, '..', '__tests__', 'fixtures', 'conversions', 'table.json');

interface Gcc {
  run(args: readonly string[], input?: string): { status: number | null; stdout: string; stderr: string };
}

const gcc: Gcc = {
  run(args, input) {
    const r = spawnSync('gcc', args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
    if (r.error) throw r.error;
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  },
};

function genericIndex(e: string, types: readonly string[]): string {
  const assoc = types.map((t, i) => `${t}: ${i}`).join(', ');
  return `_Generic((${e}), ${assoc}, default: -1)`;
}

/** C source assembled line by line, remembering which case each line belongs to. */
class Source {
  private readonly lines: string[] = [];
  readonly lineToCase = new Map<number, number>();
  add(text: string, caseIndex?: number): void {
    for (const l of text.split('\n')) {
      this.lines.push(l);
      if (caseIndex !== undefined) this.lineToCase.set(this.lines.length, caseIndex);
    }
  }
  text(): string {
    return this.lines.join('\n') + '\n';
  }
}

/** Decls of all cases, each once, in table order. */
function allDecls(cases: readonly CaseDef[]): string {
  return [...new Set(cases.flatMap((c) => (c.decls ? [c.decls] : [])))].join('\n');
}

/** Maps `file:LINE:` error lines of gcc's output to case indices via the line → case table. */
function errorsByCase(stderr: string, lineToCase: ReadonlyMap<number, number>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const m of stderr.matchAll(/^[^\n:]*:(\d+):\d+: error: ([^\n]*)$/gm)) {
    const ci = lineToCase.get(Number(m[1])) ?? -1;
    const list = out.get(ci) ?? [];
    list.push(m[2]);
    out.set(ci, list);
  }
  return out;
}

function failWithCaseErrors(
  what: string,
  errs: Map<number, string[]>,
  cases: readonly CaseDef[],
  stderr: string,
): never {
  const lines = [...errs].map(([ci, msgs]) =>
    ci < 0 ? `  (no case): ${msgs.join('; ')}` : `  #${ci + 1} ${cases[ci].expr}: ${msgs.join('; ')}`,
  );
  throw new Error(`${what}:\n${lines.join('\n')}${errs.size === 0 ? `\n${stderr}` : ''}`);
}

/** LP64: compile and run a program printing, per case, the value and the _Generic type index. */
function lp64FromRun(cases: readonly CaseDef[], dir: string): Expected[] {
  const src = new Source();
  src.add(['#include <stdio.h>', allDecls(cases), 'int main(void) {'].join('\n'));
  cases.forEach((c, i) => {
    const e = `(${c.expr})`;
    src.add(
      `  if (${e} < 0) printf("%d %lld %d\\n", ${i}, (long long)${e}, ${genericIndex(c.expr, INT_TYPES_LP64)});` +
        ` else printf("%d %llu %d\\n", ${i}, (unsigned long long)${e}, ${genericIndex(c.expr, INT_TYPES_LP64)});`,
      i,
    );
  });
  src.add('  return 0;\n}');
  const file = path.join(dir, 'lp64.c');
  const exe = path.join(dir, 'lp64');
  fs.writeFileSync(file, src.text());
  const c = gcc.run(['-m64', ...STRICT, '-o', exe, file]);
  if (c.status !== 0)
    failWithCaseErrors(
      'LP64 program does not compile',
      errorsByCase(c.stderr, src.lineToCase),
      cases,
      c.stderr,
    );
  const r = spawnSync(exe, [], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`LP64 program failed: ${r.stderr}`);
  const out: Expected[] = [];
  for (const line of r.stdout.trim().split('\n')) {
    const [i, v, t] = line.split(' ');
    const ti = Number(t);
    if (ti < 0)
      throw new Error(`LP64 case #${Number(i) + 1} (${cases[Number(i)].expr}) is not of an integer type`);
    out[Number(i)] = { value: BigInt(v).toString(), type: INT_TYPES_LP64[ti] };
  }
  return out;
}

/** Little-endian bytes of the data directives between a label and the next label, as an unsigned value. */
function readAsmData(asm: string, label: string, bytes: number): bigint {
  const lines = asm.split('\n');
  const start = lines.findIndex((l) => l.trim() === `${label}:`);
  if (start < 0) throw new Error(`label ${label} not in gcc's assembly`);
  const data: number[] = [];
  const sizes: Record<string, number> = {
    byte: 1,
    value: 2,
    short: 2,
    '2byte': 2,
    long: 4,
    '4byte': 4,
    int: 4,
    quad: 8,
    '8byte': 8,
  };
  for (let i = start + 1; i < lines.length && data.length < bytes; i++) {
    const m = /^\s*\.(\w+)\s+(.*)$/.exec(lines[i]);
    if (!m) {
      if (/^\s*[\w.$]+:/.test(lines[i])) break;
      continue;
    }
    const [, dir, arg] = m;
    if (dir === 'zero') {
      for (let k = 0; k < Number(arg); k++) data.push(0);
    } else if (dir in sizes) {
      const n = sizes[dir];
      let v = BigInt.asUintN(n * 8, BigInt(arg.trim()));
      for (let k = 0; k < n; k++) {
        data.push(Number(v & 0xffn));
        v >>= 8n;
      }
    }
  }
  if (data.length < bytes) throw new Error(`label ${label}: only ${data.length} bytes of data`);
  let v = 0n;
  for (let k = bytes - 1; k >= 0; k--) v = (v << 8n) | BigInt(data[k]);
  return v;
}

/** ILP32: gcc -m32 -S folds each case into static initializers; the values are read from the assembly. */
function ilp32FromAsm(cases: readonly CaseDef[], dir: string): Expected[] {
  const src = new Source();
  src.add(allDecls(cases));
  cases.forEach((c, i) => {
    const e = `(${c.expr})`;
    src.add(
      `const unsigned long long pg_v${i} = (unsigned long long)${e}; const int pg_n${i} = ${e} < 0;` +
        ` const int pg_t${i} = ${genericIndex(c.expr, INT_TYPES_ILP32)};`,
      i,
    );
  });
  const file = path.join(dir, 'ilp32.c');
  fs.writeFileSync(file, src.text());
  const r = gcc.run(['-m32', ...STRICT, '-O0', '-S', '-o', '-', file]);
  if (r.status !== 0)
    failWithCaseErrors('gcc -m32 -S failed', errorsByCase(r.stderr, src.lineToCase), cases, r.stderr);
  const asm = r.stdout;
  return cases.map((c, i) => {
    const bits = readAsmData(asm, `pg_v${i}`, 8);
    const neg = readAsmData(asm, `pg_n${i}`, 4) !== 0n;
    const ti = Number(BigInt.asIntN(32, readAsmData(asm, `pg_t${i}`, 4)));
    if (ti < 0) throw new Error(`ILP32 case #${i + 1} (${c.expr}) is not of an integer type`);
    const value = neg ? BigInt.asIntN(64, bits) : bits;
    return { value: value.toString(), type: INT_TYPES_ILP32[ti] };
  });
}

/** C spelling of a constant with exactly `value`, whatever its size (LLONG_MIN needs the `- 1`). */
function literal(value: bigint): string {
  if (value >= 0n) return `${value}ULL`;
  if (value === -(1n << 63n)) return '(-9223372036854775807LL - 1)';
  return `(${value}LL)`;
}

/**
 * Confirms expectations with gcc: one -fsyntax-only file with, per case, a _Static_assert that the
 * expression has exactly the expected type and compares equal to the expected value converted to
 * that type. Returns the failures (case index → gcc's messages); gcc reports every failing assert
 * with its line, so no bisection is needed.
 */
export function confirmWithGcc(
  cases: readonly CaseDef[],
  expected: readonly Expected[],
  model: 'ILP32' | 'LP64',
  dir: string,
): Map<number, string[]> {
  const src = new Source();
  src.add(allDecls(cases));
  cases.forEach((c, i) => {
    const { value, type } = expected[i];
    const e = `(${c.expr})`;
    src.add(
      `_Static_assert(_Generic(${e}, ${type}: 1, default: 0), "case ${i + 1}: type is not ${type}");` +
        ` _Static_assert(${e} == (${type})${literal(BigInt(value))}, "case ${i + 1}: value is not ${value}");`,
      i,
    );
  });
  const file = path.join(dir, `confirm-${model}.c`);
  fs.writeFileSync(file, src.text());
  const r = gcc.run([model === 'ILP32' ? '-m32' : '-m64', '-std=c11', '-fsyntax-only', file]);
  const errs = errorsByCase(r.stderr, src.lineToCase);
  if (r.status !== 0 && errs.size === 0) errs.set(-1, [r.stderr.trim()]);
  return errs;
}

export function gccVersion(): string {
  return gcc.run(['--version']).stdout.split('\n')[0];
}

function main(): void {
  const check = process.argv.includes('--check');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-convtable-'));
  try {
    const lp64 = lp64FromRun(CASES, dir);
    const ilp32 = ilp32FromAsm(CASES, dir);
    for (const [model, exp] of [
      ['ILP32', ilp32],
      ['LP64', lp64],
    ] as const) {
      const errs = confirmWithGcc(CASES, exp, model, dir);
      if (errs.size > 0)
        failWithCaseErrors(`${model}: gcc's _Static_assert does not confirm`, errs, CASES, '');
    }
    const table: ConversionTable = {
      description:
        'Integer expressions with their value and type under ILP32 (i386) and LP64 (x86-64), as gcc computes ' +
        'them; every entry confirmed by gcc _Static_assert. Enum-typed results list the compatible integer type.',
      generator: 'npx tsx scripts/genConversionTable.ts',
      gcc: gccVersion(),
      cases: CASES.map((c, i) => ({ id: i + 1, ...c, ILP32: ilp32[i], LP64: lp64[i] })),
    };
    const text = JSON.stringify(table, null, 2) + '\n';
    if (check) {
      const old = fs.readFileSync(TABLE_PATH, 'utf8');
      const strip = (s: string): string => s.replace(/"gcc": "[^"]*"/, '');
      if (strip(old) !== strip(text)) {
        console.error(`${TABLE_PATH} is out of date: run npx tsx scripts/genConversionTable.ts`);
        process.exit(1);
      }
      console.log(`table up to date: ${CASES.length} cases, confirmed by ${table.gcc}`);
      return;
    }
    fs.mkdirSync(path.dirname(TABLE_PATH), { recursive: true });
    fs.writeFileSync(TABLE_PATH, text);
    const differ = CASES.filter(
      (_, i) => ilp32[i].value !== lp64[i].value || ilp32[i].type !== lp64[i].type,
    ).length;
    console.log(
      `wrote ${TABLE_PATH}: ${CASES.length} cases (${differ} differ between ILP32 and LP64), confirmed by ${table.gcc}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
