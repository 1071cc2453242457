// Generates __tests__/fixtures/encoding/table.json (for __tests__/smt/encodingVsGcc.test.ts): C operators on typed
// operands with gcc's value and type. LP64: operands in variables, built without -fwrapv under -fsanitize=undefined
// and run; ILP32: gcc -m32 -S folds each case's constant analogue; both confirmed by gcc -fsyntax-only _Static_assert.
// Usage: npx tsx scripts/genEncodingTable.ts [--check]   (--check: compare with the committed table)

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as prettier from 'prettier';

export type Model = 'ILP32' | 'LP64';
const MODELS: readonly Model[] = ['ILP32', 'LP64'];

interface IntType {
  readonly key: string;
  /** C spelling (also gcc's _Generic association and what the test declares). */
  readonly c: string;
  readonly signed: boolean;
  readonly bits: Readonly<Record<Model, number>>;
  /** Integer conversion rank (1 char, 2 short, 3 int, 4 long, 5 long long). */
  readonly rank: number;
}

function ty(key: string, c: string, signed: boolean, ilp32: number, lp64: number, rank: number): IntType {
  return { key, c, signed, bits: { ILP32: ilp32, LP64: lp64 }, rank };
}

const TYPES: readonly IntType[] = [
  ty('sc', 'signed char', true, 8, 8, 1),
  ty('uc', 'unsigned char', false, 8, 8, 1),
  ty('short', 'short', true, 16, 16, 2),
  ty('us', 'unsigned short', false, 16, 16, 2),
  ty('int', 'int', true, 32, 32, 3),
  ty('uint', 'unsigned int', false, 32, 32, 3),
  ty('long', 'long', true, 32, 64, 4),
  ty('ulong', 'unsigned long', false, 32, 64, 4),
  ty('ll', 'long long', true, 64, 64, 5),
  ty('ull', 'unsigned long long', false, 64, 64, 5),
];
const BOOL = ty('bool', '_Bool', false, 1, 1, 0);
const BY_KEY = new Map([...TYPES, BOOL].map((t) => [t.key, t]));
const INT = BY_KEY.get('int') as IntType;

function typeOf(key: string): IntType {
  const t = BY_KEY.get(key);
  if (!t) throw new Error(`unknown type ${key}`);
  return t;
}

/** Every type gcc's _Generic may answer (the index is what the programs print). */
const RESULT_TYPES = [
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

// ------------------------------------------------------------------ values and C's rules (for UB filtering only)

function lo(t: IntType, m: Model): bigint {
  return t.signed ? -(1n << BigInt(t.bits[m] - 1)) : 0n;
}
function hi(t: IntType, m: Model): bigint {
  return t.signed ? (1n << BigInt(t.bits[m] - 1)) - 1n : (1n << BigInt(t.bits[m])) - 1n;
}
function fits(v: bigint, t: IntType, m: Model): boolean {
  return v >= lo(t, m) && v <= hi(t, m);
}
/** Conversion to t (modulo 2^N; for signed targets gcc's choice, which C leaves to the implementation). */
function convert(v: bigint, t: IntType, m: Model): bigint {
  if (t.key === 'bool') return v === 0n ? 0n : 1n;
  return t.signed ? BigInt.asIntN(t.bits[m], v) : BigInt.asUintN(t.bits[m], v);
}
function promote(t: IntType): IntType {
  return t.rank < INT.rank ? INT : t; // every type below int fits in int on both models
}
function unsignedOf(t: IntType): IntType {
  return TYPES.find((u) => !u.signed && u.rank === t.rank) as IntType;
}
/** The usual arithmetic conversions (C11 6.3.1.8). */
function usual(a: IntType, b: IntType, m: Model): IntType {
  const [p, q] = [promote(a), promote(b)];
  if (p === q) return p;
  if (p.signed === q.signed) return p.rank >= q.rank ? p : q;
  const [u, s] = p.signed ? [q, p] : [p, q];
  if (u.rank >= s.rank) return u;
  if (s.bits[m] > u.bits[m]) return s;
  return unsignedOf(s);
}

/** Deterministic pseudo-random numbers: a 64-bit LCG (Knuth's MMIX constants) seeded by an FNV-1a hash. */
class Rng {
  private s: bigint;
  constructor(seed: string) {
    let h = 0xcbf29ce484222325n;
    for (const ch of seed) h = BigInt.asUintN(64, (h ^ BigInt(ch.charCodeAt(0))) * 0x100000001b3n);
    this.s = h;
  }
  private next(): bigint {
    this.s = BigInt.asUintN(64, this.s * 6364136223846793005n + 1442695040888963407n);
    return this.s >> 16n;
  }
  /** Uniform-ish in [a, b]. */
  between(a: bigint, b: bigint): bigint {
    const r = (this.next() << 48n) | this.next();
    return a + (r % (b - a + 1n));
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const ys = [...xs];
    for (let i = ys.length - 1; i > 0; i--) {
      const j = Number(this.between(0n, BigInt(i)));
      [ys[i], ys[j]] = [ys[j], ys[i]];
    }
    return ys;
  }
}

const SIGNED_SPECS = [
  '0',
  '1',
  '-1',
  '2',
  '-2',
  '7',
  '-7',
  'MIN',
  'MIN+1',
  'MAX',
  'MAX-1',
  'POW',
  '-POW',
  'R1',
  'R2',
  'RN',
];
const UNSIGNED_SPECS = ['0', '1', '2', '7', 'MAX', 'MAX-1', 'TOP', 'POW', 'R1', 'R2'];
/** Shift counts, relative to the width W of the promoted left operand. */
const SHIFT_SPECS = ['S0', 'S1', 'S7', 'SHALF', 'SMAX', 'SR'];

function specsOf(t: IntType): string[] {
  return t.signed ? SIGNED_SPECS : UNSIGNED_SPECS;
}

/**
 * The value a spec names for type t in model m (undefined when t has no such value). `width` is the
 * promoted left operand's width, for shift counts.
 */
function resolve(spec: string, t: IntType, m: Model, width = 0): bigint | undefined {
  const w = t.bits[m];
  const rng = (tag: string) => new Rng(`${w}${t.signed ? 's' : 'u'}${tag}`);
  let v: bigint;
  if (/^-?\d+$/.test(spec)) v = BigInt(spec);
  else {
    switch (spec) {
      case 'MIN':
        v = lo(t, m);
        break;
      case 'MIN+1':
        v = lo(t, m) + 1n;
        break;
      case 'MAX':
        v = hi(t, m);
        break;
      case 'MAX-1':
        v = hi(t, m) - 1n;
        break;
      case 'POW':
        v = t.signed ? 1n << BigInt(w - 2) : 1n << BigInt(w / 2);
        break;
      case '-POW':
        v = -(1n << BigInt(w - 2));
        break;
      case 'TOP':
        v = 1n << BigInt(w - 1);
        break;
      case 'R1':
      case 'R2':
        v = rng(spec).between(lo(t, m), hi(t, m));
        break;
      case 'RN':
        v = rng(spec).between(lo(t, m), -1n);
        break;
      case 'S0':
        v = 0n;
        break;
      case 'S1':
        v = 1n;
        break;
      case 'S7':
        v = 7n;
        break;
      case 'SHALF':
        v = BigInt(width / 2);
        break;
      case 'SMAX':
        v = BigInt(width - 1);
        break;
      case 'SR':
        v = new Rng(`shift${width}`).between(2n, BigInt(width - 2));
        break;
      default:
        throw new Error(`unknown value spec ${spec}`);
    }
  }
  return fits(v, t, m) ? v : undefined;
}

type BinOp =
  '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^' | '<' | '<=' | '>' | '>=' | '==' | '!=';
const ARITH: readonly BinOp[] = ['+', '-', '*', '/', '%'];
const SHIFTS: readonly BinOp[] = ['<<', '>>'];
const BITWISE: readonly BinOp[] = ['&', '|', '^'];
const COMPARE: readonly BinOp[] = ['<', '<=', '>', '>=', '==', '!='];

/** The result of `a op b` (operands already of types ta, tb), or undefined when C leaves it undefined. */
function binary(op: BinOp, a: bigint, ta: IntType, b: bigint, tb: IntType, m: Model): bigint | undefined {
  if (op === '<<' || op === '>>') {
    const r = promote(ta);
    if (b < 0n || b >= BigInt(r.bits[m])) return undefined;
    if (op === '>>') return a >> b; // gcc: arithmetic shift of negative values
    if (r.signed && a < 0n) return undefined;
    const v = a << b;
    return r.signed ? (fits(v, r, m) ? v : undefined) : convert(v, r, m);
  }
  const r = usual(ta, tb, m);
  const [x, y] = [convert(a, r, m), convert(b, r, m)];
  let exact: bigint;
  switch (op) {
    case '+':
      exact = x + y;
      break;
    case '-':
      exact = x - y;
      break;
    case '*':
      exact = x * y;
      break;
    case '/':
    case '%':
      if (y === 0n) return undefined;
      if (r.signed && !fits(x / y, r, m)) return undefined; // MIN / -1 (and MIN % -1, C11 6.5.5p6)
      exact = op === '/' ? x / y : x % y;
      break;
    case '&':
      return x & y;
    case '|':
      return x | y;
    case '^':
      return x ^ y;
    default:
      return 0n; // comparisons are always defined
  }
  if (r.signed) return fits(exact, r, m) ? exact : undefined;
  return convert(exact, r, m);
}

function unary(op: string, a: bigint, t: IntType, m: Model): boolean {
  return op !== '-' || !promote(t).signed || fits(-a, promote(t), m);
}

// ------------------------------------------------------------------ the cases

export interface Operand {
  readonly name: string;
  /** C spelling of the operand's type. */
  readonly type: string;
}

export interface ModelEntry {
  /** Operand values (decimal), in the order of `operands`. */
  readonly values: readonly string[];
  /** gcc's type of the checked expression and its value (decimal). */
  readonly type: string;
  readonly value: string;
}

export interface TableCase {
  readonly id: number;
  /** Cases of one family and model are checked by one program. */
  readonly family: string;
  readonly category: string;
  /** Statement run before the check (increments), or absent. */
  readonly stmt?: string;
  readonly expr: string;
  /** `value`: `(expr) != expected`; `cond`: `expr` (a 0/1 expression) as an `if` condition. */
  readonly form: 'value' | 'cond';
  readonly operands: readonly Operand[];
  readonly ILP32: ModelEntry;
  readonly LP64: ModelEntry;
}

export interface EncodingTable {
  readonly description: string;
  readonly generator: string;
  readonly gcc: string;
  readonly cases: readonly TableCase[];
}

interface Draft {
  readonly family: string;
  readonly category: string;
  readonly stmt?: string;
  readonly expr: string;
  readonly form: 'value' | 'cond';
  readonly operands: readonly { name: string; type: IntType; spec: string }[];
  /** Integer constant expression with the same value and type; `{a}` stands for operand a's constant. */
  readonly constant: string;
  /** Operand values per model (absent: C leaves the case undefined there). */
  readonly values: Partial<Record<Model, bigint[]>>;
}

/** Resolves a draft's operand specs in both models and drops it where it is undefined. */
function draft(
  d: Omit<Draft, 'values'>,
  defined: (vals: bigint[], m: Model) => boolean,
  shiftWidthOf?: (m: Model) => number,
): Draft | undefined {
  const values: Partial<Record<Model, bigint[]>> = {};
  for (const m of MODELS) {
    const vals = d.operands.map((o) => resolve(o.spec, o.type, m, shiftWidthOf?.(m)));
    if (vals.some((v) => v === undefined)) continue;
    if (defined(vals as bigint[], m)) values[m] = vals as bigint[];
  }
  // A case is kept only when it exists in both models (long's extremes differ but exist in both).
  return values.ILP32 && values.LP64 ? { ...d, values } : undefined;
}

function binaryDraft(
  family: string,
  category: string,
  op: BinOp,
  ta: IntType,
  sa: string,
  tb: IntType,
  sb: string,
  form: 'value' | 'cond' = 'value',
): Draft | undefined {
  const shift = op === '<<' || op === '>>';
  return draft(
    {
      family,
      category,
      expr: `a ${op} b`,
      form,
      operands: [
        { name: 'a', type: ta, spec: sa },
        { name: 'b', type: tb, spec: sb },
      ],
      constant: `{a} ${op} {b}`,
    },
    ([a, b], m) => binary(op, a, ta, b, tb, m) !== undefined,
    shift ? (m) => promote(ta).bits[m] : undefined,
  );
}

/** Value pairs for `op` on (ta, tb): the `must` pairs that exist, then shuffled pairs, up to `count` in all. */
function pickPairs(
  op: BinOp,
  ta: IntType,
  tb: IntType,
  count: number,
  must: readonly [string, string][],
  make: (sa: string, sb: string) => Draft | undefined,
): Draft[] {
  const rightSpecs = op === '<<' || op === '>>' ? SHIFT_SPECS : specsOf(tb);
  const all = specsOf(ta).flatMap((sa) => rightSpecs.map((sb) => [sa, sb] as [string, string]));
  const rng = new Rng(`pairs ${op} ${ta.key} ${tb.key} ${count}`);
  const out: Draft[] = [];
  const seen = new Set<string>();
  for (const [sa, sb] of [...must, ...rng.shuffle(all)]) {
    if (out.length >= count) break;
    if (seen.has(`${sa},${sb}`)) continue;
    const d = make(sa, sb);
    if (d) {
      seen.add(`${sa},${sb}`);
      out.push(d);
    }
  }
  return out;
}

const MUST: Partial<Record<BinOp, [string, string][]>> = {
  '+': [
    ['MAX', '1'],
    ['MIN', '-1'],
  ],
  '-': [
    ['0', '1'],
    ['MIN', '1'],
  ],
  '*': [
    ['MAX', '2'],
    ['MIN', '-1'],
    ['-1', '-1'],
  ],
  '/': [
    ['-7', '2'],
    ['7', '-2'],
    ['MIN', '-1'],
    ['MAX', '7'],
  ],
  '%': [
    ['-7', '2'],
    ['7', '-2'],
    ['MIN', '-1'],
    ['MAX', '7'],
  ],
  '<<': [
    ['1', 'SMAX'],
    ['MAX', 'S1'],
  ],
  '>>': [
    ['-1', 'S1'],
    ['MIN', 'SMAX'],
    ['-7', 'S1'],
    ['TOP', 'SMAX'],
  ],
  '<': [
    ['-1', '1'],
    ['MIN', 'MAX'],
  ],
  '<=': [['7', '7']],
  '>': [['-1', '0']],
  '>=': [['TOP', '1']],
  '==': [['MAX', 'MAX']],
  '!=': [['-1', 'MAX']],
};

const PER_OP: Record<BinOp, number> = {
  '+': 5,
  '-': 5,
  '*': 5,
  '/': 5,
  '%': 5,
  '<<': 4,
  '>>': 4,
  '&': 3,
  '|': 3,
  '^': 3,
  '<': 3,
  '<=': 3,
  '>': 3,
  '>=': 3,
  '==': 3,
  '!=': 3,
};

/** Per type: every binary operator on two operands of that type, unary operators, and comparisons as conditions. */
function operatorCases(t: IntType): Draft[] {
  const out: Draft[] = [];
  for (const op of [...ARITH, ...SHIFTS, ...BITWISE, ...COMPARE]) {
    out.push(
      ...pickPairs(op, t, t, PER_OP[op], MUST[op] ?? [], (sa, sb) =>
        binaryDraft(t.key, 'binary', op, t, sa, t, sb),
      ),
    );
  }
  for (const op of COMPARE) {
    out.push(
      ...pickPairs(op, t, t, 1, [], (sa, sb) => binaryDraft(t.key, 'condition', op, t, sa, t, sb, 'cond')),
    );
  }
  const unarySpecs: Record<string, string[]> = {
    '-': t.signed ? ['MIN', 'MAX', '-1', 'R1'] : ['0', '1', 'MAX', 'TOP'],
    '~': t.signed ? ['0', '-1', 'MIN', 'R2'] : ['0', 'MAX', 'TOP', 'R2'],
    '!': t.signed ? ['0', 'MIN', '-1'] : ['0', 'MAX', 'TOP'],
  };
  for (const [op, specs] of Object.entries(unarySpecs)) {
    for (const spec of specs) {
      const d = draft(
        {
          family: t.key,
          category: 'unary',
          expr: `${op}a`,
          form: 'value',
          operands: [{ name: 'a', type: t, spec }],
          constant: `${op}{a}`,
        },
        ([a], m) => unary(op, a, t, m),
      );
      if (d) out.push(d);
    }
  }
  const notCond = draft(
    {
      family: t.key,
      category: 'condition',
      expr: '!a',
      form: 'cond',
      operands: [{ name: 'a', type: t, spec: 'R1' }],
      constant: '!{a}',
    },
    () => true,
  );
  if (notCond) out.push(notCond);
  return out;
}

/** Casts from t to every type and to _Bool: one extreme and two rotating values per target. */
function castCases(t: IntType): Draft[] {
  const extremes = t.signed ? ['MIN', '-1', 'MAX'] : ['MAX', 'TOP', 'MAX-1'];
  const rotating = t.signed
    ? ['RN', 'R1', 'MAX-1', 'MIN+1', 'POW', '-POW', 'R2', '1', '-7']
    : ['R1', 'POW', 'R2', '1', '7', '0'];
  const out: Draft[] = [];
  [...TYPES, BOOL].forEach((to, j) => {
    const specs = new Set([
      extremes[j % extremes.length],
      rotating[(2 * j) % rotating.length],
      rotating[(2 * j + 1) % rotating.length],
    ]);
    // _Bool: zero, and non-zero values whose low bits are all zero (a truncating conversion would give 0)
    if (to === BOOL) for (const s of ['0', t.signed ? 'MIN' : 'TOP', 'POW']) specs.add(s);
    for (const spec of specs) {
      const d = draft(
        {
          family: t.key,
          category: 'cast',
          expr: `(${to.c})a`,
          form: 'value',
          operands: [{ name: 'a', type: t, spec }],
          constant: `(${to.c}){a}`,
        },
        () => true,
      );
      if (d) out.push(d);
    }
  });
  return out;
}

const SMALL = ['sc', 'uc', 'short', 'us'].map(typeOf);

/** `x op= y` on char and short types: promotion, the operation, then conversion back (gcc: modulo 2^N). */
function compoundCases(): Draft[] {
  const out: Draft[] = [];
  const ops: BinOp[] = ['+', '-', '*', '/', '%', '<<', '>>', '&', '|', '^'];
  const must: Partial<Record<BinOp, [string, string][]>> = {
    '+': [
      ['MAX', '1'],
      ['MAX', 'MAX'],
    ],
    '-': [
      ['MIN', '1'],
      ['0', '1'],
    ],
    '*': [
      ['MAX', '2'],
      ['MIN', 'MIN'],
    ],
    '/': [['MIN', '-1']],
    '%': [['-7', '2']],
    '<<': [['MAX', 'S1']],
    '>>': [['MIN', 'S1']],
  };
  const rhsTypes = [undefined, 'int', 'uint', 'll'].map((k) => (k ? typeOf(k) : undefined));
  for (const t of SMALL) {
    ops.forEach((op, i) => {
      // y of x's own type, and for every other operator in turn also of a wider type
      for (const tb of [t, rhsTypes[1 + (i % 3)] as IntType].slice(0, i % 2 === 0 ? 2 : 1)) {
        const make = (sa: string, sb: string): Draft | undefined =>
          draft(
            {
              family: 'compound',
              category: 'compound assignment',
              expr: `x ${op}= y`,
              form: 'value',
              operands: [
                { name: 'x', type: t, spec: sa },
                { name: 'y', type: tb, spec: sb },
              ],
              constant: `(${t.c})({x} ${op} {y})`,
            },
            ([x, y], m) => binary(op, x, t, y, tb, m) !== undefined,
            op === '<<' || op === '>>' ? (m) => promote(t).bits[m] : undefined,
          );
        out.push(...pickPairs(op, t, tb, tb === t ? 2 : 1, tb === t ? (must[op] ?? []) : [], make));
      }
    });
  }
  return out;
}

/** Pre/post increment and decrement on char and short types at their extremes (gcc wraps). */
function incDecCases(): Draft[] {
  const out: Draft[] = [];
  for (const t of SMALL) {
    for (const [op, specs] of [
      ['++', ['MAX', 'R1']],
      ['--', ['MIN', 'R2']],
    ] as const) {
      const step = `(${t.c})({x} ${op[0]} 1)`;
      const forms = [
        { stmt: undefined, expr: `x${op}`, constant: '{x}' },
        { stmt: undefined, expr: `${op}x`, constant: step },
        { stmt: `x${op};`, expr: 'x', constant: step },
        { stmt: `${op}x;`, expr: 'x', constant: step },
      ];
      for (const spec of specs) {
        for (const f of forms) {
          const d = draft(
            {
              family: 'compound',
              category: 'increment',
              ...f,
              form: 'value',
              operands: [{ name: 'x', type: t, spec }],
            },
            () => true,
          );
          if (d) out.push(d);
        }
      }
    }
  }
  return out;
}

/** Operands of different types: the usual arithmetic conversions (some differ between ILP32 and LP64). */
function mixedCases(): Draft[] {
  const pairs: [string, string][] = [
    ['int', 'uint'],
    ['sc', 'uint'],
    ['short', 'us'],
    ['uc', 'sc'],
    ['long', 'uint'],
    ['ulong', 'll'],
    ['long', 'ull'],
    ['int', 'ulong'],
    ['int', 'll'],
    ['uint', 'll'],
    ['short', 'ull'],
    ['ull', 'sc'],
  ];
  const ops: BinOp[] = ['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '&', '|', '^', '<<', '>>'];
  const out: Draft[] = [];
  pairs.forEach(([ka, kb], i) => {
    const [ta, tb] = [typeOf(ka), typeOf(kb)];
    // every operator on every other pair, alternating halves, keeps the count down
    ops
      .filter((_, j) => (i + j) % 2 === 0 || ['<', '/', '>>'].includes(ops[j]))
      .forEach((op) => {
        const must: [string, string][] =
          COMPARE.includes(op) || op === '/'
            ? [
                ['-1', '1'],
                ['-1', 'MAX'],
              ]
            : [['-1', '1']];
        out.push(
          ...pickPairs(op, ta, tb, 2, must, (sa, sb) =>
            binaryDraft('mixed', 'usual conversions', op, ta, sa, tb, sb),
          ),
        );
      });
    out.push(
      ...pickPairs('<', ta, tb, 1, [['-1', '1']], (sa, sb) =>
        binaryDraft('mixed', 'condition', '<', ta, sa, tb, sb, 'cond'),
      ),
    );
  });
  return out;
}

function drafts(): Draft[] {
  return [
    ...TYPES.flatMap((t) => [...operatorCases(t), ...castCases(t)]),
    ...mixedCases(),
    ...compoundCases(),
    ...incDecCases(),
  ];
}

// ------------------------------------------------------------------ C text

/** A C constant with exactly value v (LLONG_MIN needs the `- 1`). */
function cLiteral(v: bigint): string {
  if (v === -(1n << 63n)) return '(-9223372036854775807LL - 1)';
  if (v >= -2147483647n && v <= 2147483647n) return v < 0n ? `(${v})` : `${v}`;
  if (v < 0n) return `(${v}LL)`;
  return v > (1n << 63n) - 1n ? `${v}ULL` : `${v}LL`;
}

/** `(T)literal`: a constant of type T. */
function typedLiteral(type: string, v: bigint): string {
  return `((${type})${cLiteral(v)})`;
}

function constantOf(d: Draft, vals: readonly bigint[]): string {
  let s = d.constant;
  d.operands.forEach((o, i) => {
    s = s.split(`{${o.name}}`).join(typedLiteral(o.type.c, vals[i]));
  });
  return `(${s})`;
}

function genericIndex(e: string): string {
  return `_Generic((${e}), ${RESULT_TYPES.map((t, i) => `${t}: ${i}`).join(', ')}, default: -1)`;
}

/** Flags that make gcc refuse undefined behaviour it can see in constant expressions. */
const STRICT = [
  '-std=c11',
  '-pedantic-errors',
  '-Werror=overflow',
  '-Werror=shift-count-overflow',
  '-Werror=shift-count-negative',
  '-Werror=shift-negative-value',
  '-Werror=shift-overflow=2',
  '-Werror=div-by-zero',
];

function gcc(args: readonly string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('gcc', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function fail(what: string, stderr: string): never {
  throw new Error(`${what}:\n${stderr.split('\n').slice(0, 40).join('\n')}`);
}

interface Found {
  readonly type: string;
  readonly value: bigint;
}

function decode(typeIndex: number, negative: boolean, bits: bigint, what: string): Found {
  if (typeIndex < 0 || typeIndex >= RESULT_TYPES.length) throw new Error(`${what}: not of an integer type`);
  return { type: RESULT_TYPES[typeIndex], value: negative ? BigInt.asIntN(64, bits) : bits };
}

/** LP64: the operands in variables (plain constants assigned to them), run natively; any UB stops the run. */
function lp64FromRun(ds: readonly Draft[], dir: string): Found[] {
  const lines = ['#include <stdio.h>', 'int main(void) {'];
  ds.forEach((d, i) => {
    const vals = d.values.LP64 as bigint[];
    const decls = d.operands.map((o, k) => `${o.type.c} ${o.name} = ${cLiteral(vals[k])};`).join(' ');
    lines.push(
      `  { ${decls} ${d.stmt ?? ''} __auto_type r = (${d.expr});` +
        ` printf("%d %d %d %llu\\n", ${i}, ${genericIndex('r')}, r < 0, (unsigned long long)r); }`,
    );
  });
  lines.push('  return 0;', '}');
  const file = path.join(dir, 'lp64.c');
  const exe = path.join(dir, 'lp64');
  fs.writeFileSync(file, lines.join('\n') + '\n');
  const c = gcc([
    '-m64',
    '-std=gnu11',
    '-O0',
    '-Wno-type-limits',
    '-fsanitize=undefined',
    '-fno-sanitize-recover=all',
    '-o',
    exe,
    file,
  ]);
  if (c.status !== 0) fail('LP64 program does not compile', c.stderr);
  const r = spawnSync(exe, [], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0 || r.stderr !== '') fail('LP64 program failed (undefined behaviour?)', r.stderr);
  const out: Found[] = [];
  for (const line of r.stdout.trim().split('\n')) {
    const [i, t, n, v] = line.split(' ');
    out[Number(i)] = decode(Number(t), n === '1', BigInt(v), `LP64 case ${i}`);
  }
  if (out.length !== ds.length || out.some((x) => x === undefined))
    throw new Error('LP64: missing output lines');
  return out;
}

/** The data directives after `label:` in i386 assembly, as `bytes` little-endian bytes read unsigned. */
function asmData(
  asm: readonly string[],
  index: ReadonlyMap<string, number>,
  label: string,
  bytes: number,
): bigint {
  const start = index.get(label);
  if (start === undefined) throw new Error(`label ${label} not in gcc's assembly`);
  const data: number[] = [];
  for (let i = start + 1; data.length < bytes; i++) {
    const m = /^\s*\.(long|zero)\s+(-?\d+)\s*$/.exec(asm[i] ?? '');
    if (!m) throw new Error(`${label}: unexpected line ${JSON.stringify(asm[i])}`);
    if (m[1] === 'zero') for (let k = 0; k < Number(m[2]); k++) data.push(0);
    else {
      let v = BigInt.asUintN(32, BigInt(m[2]));
      for (let k = 0; k < 4; k++, v >>= 8n) data.push(Number(v & 0xffn));
    }
  }
  let v = 0n;
  for (let k = bytes - 1; k >= 0; k--) v = (v << 8n) | BigInt(data[k]);
  return v;
}

/** ILP32: gcc -m32 -S folds each constant analogue into static initializers, read back from the assembly. */
function ilp32FromAsm(ds: readonly Draft[], dir: string): Found[] {
  const lines = ds.map((d, i) => {
    const e = constantOf(d, d.values.ILP32 as bigint[]);
    return (
      `unsigned long long pg_v${i} = (unsigned long long)${e}; int pg_n${i} = ${e} < 0;` +
      ` int pg_t${i} = ${genericIndex(e)};`
    );
  });
  const file = path.join(dir, 'ilp32.c');
  fs.writeFileSync(file, lines.join('\n') + '\n');
  const r = gcc(['-m32', ...STRICT, '-Wno-type-limits', '-O0', '-S', '-o', '-', file]);
  if (r.status !== 0) fail('gcc -m32 -S failed', r.stderr);
  const asm = r.stdout.split('\n');
  const index = new Map<string, number>();
  asm.forEach((l, i) => {
    const m = /^(pg_[vnt]\d+):$/.exec(l.trim());
    if (m) index.set(m[1], i);
  });
  return ds.map((_, i) =>
    decode(
      Number(BigInt.asIntN(32, asmData(asm, index, `pg_t${i}`, 4))),
      asmData(asm, index, `pg_n${i}`, 4) !== 0n,
      asmData(asm, index, `pg_v${i}`, 8),
      `ILP32 case ${i}`,
    ),
  );
}

/** gcc -fsyntax-only _Static_assert: each analogue has the expected type and equals the expected value. */
function confirm(ds: readonly Draft[], found: readonly Found[], m: Model, dir: string): void {
  const lines = ds.map((d, i) => {
    const e = constantOf(d, d.values[m] as bigint[]);
    const { type, value } = found[i];
    return (
      `_Static_assert(_Generic(${e}, ${type}: 1, default: 0), "case ${i}: type");` +
      ` _Static_assert(${e} == ${typedLiteral(type, value)}, "case ${i}: value");`
    );
  });
  const file = path.join(dir, `confirm-${m}.c`);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  const r = gcc([m === 'ILP32' ? '-m32' : '-m64', ...STRICT, '-Wno-type-limits', '-fsyntax-only', file]);
  if (r.status !== 0 || r.stderr !== '') fail(`${m}: gcc's _Static_assert does not confirm`, r.stderr);
}

export const TABLE_PATH = path.join(__dirname, '..', '__tests__', 'fixtures', 'encoding', 'table.json');

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const ds = drafts();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-enctable-'));
  try {
    const found: Record<Model, Found[]> = { LP64: lp64FromRun(ds, dir), ILP32: ilp32FromAsm(ds, dir) };
    for (const m of MODELS) confirm(ds, found[m], m, dir);
    const entry = (d: Draft, i: number, m: Model): ModelEntry => ({
      values: (d.values[m] as bigint[]).map(String),
      type: found[m][i].type,
      value: found[m][i].value.toString(),
    });
    const cases: TableCase[] = ds.map((d, i) => ({
      id: i + 1,
      family: d.family,
      category: d.category,
      ...(d.stmt ? { stmt: d.stmt } : {}),
      expr: d.expr,
      form: d.form,
      operands: d.operands.map((o) => ({ name: o.name, type: o.type.c })),
      ILP32: entry(d, i, 'ILP32'),
      LP64: entry(d, i, 'LP64'),
    }));
    const table: EncodingTable = {
      description:
        'C operators, casts, compound assignments and increments on typed operands, with the value and type gcc ' +
        'computes under ILP32 (i386, constant analogue folded by gcc -m32) and LP64 (x86-64, run natively under ' +
        '-fsanitize=undefined); every entry confirmed by gcc _Static_assert. No case has undefined behaviour.',
      generator: 'npx tsx scripts/genEncodingTable.ts',
      gcc: gcc(['--version']).stdout.split('\n')[0],
      cases,
    };
    // formatted as `npm run format` would (short arrays on one line)
    const options = await prettier.resolveConfig(TABLE_PATH);
    const text = await prettier.format(JSON.stringify(table), { ...options, parser: 'json' });
    if (check) {
      const strip = (s: string): string => s.replace(/"gcc": "[^"]*"/, '');
      if (strip(fs.readFileSync(TABLE_PATH, 'utf8')) !== strip(text)) {
        console.error(`${TABLE_PATH} is out of date: run npx tsx scripts/genEncodingTable.ts`);
        process.exit(1);
      }
      console.log(`table up to date: ${cases.length} cases, confirmed by ${table.gcc}`);
      return;
    }
    fs.mkdirSync(path.dirname(TABLE_PATH), { recursive: true });
    fs.writeFileSync(TABLE_PATH, text);
    const differ = cases.filter((c) => JSON.stringify(c.ILP32) !== JSON.stringify(c.LP64)).length;
    console.log(
      `wrote ${TABLE_PATH}: ${cases.length} cases (${differ} differ between ILP32 and LP64), ${table.gcc}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module)
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
