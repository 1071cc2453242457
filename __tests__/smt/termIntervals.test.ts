// Intervals of terms (termIntervals.ts) are hulls: on random 4- and 8-bit terms over a few inputs
// every value the term takes under every assignment lies inside; and comparisons they decide agree
// with every assignment. Plus the case they exist for: an index advanced in nested loops.

import { describe, expect, it } from 'vitest';
import { compareIntervals, TermIntervals, type IntervalNames } from '../../src/smt/termIntervals';
import { ValueSets, type NameTable } from '../../src/smt/valueSets';
import { memoryLayout } from '../../src/smt/memoryModel';
import { LP64 } from '../../src/frontend/dataModel';
import { bvLit } from '../../src/smt/smtlib';
import { parseSexp, type Sexp } from '../../src/smt/sexp';

/** A small deterministic generator (the test must not depend on the run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const W = 4;
const INPUTS = ['x', 'y'];

function gen(r: () => number, depth: number, w: number): string {
  const pick = r();
  if (depth === 0 || pick < 0.25) {
    return r() < 0.5 && w === W
      ? INPUTS[Math.floor(r() * INPUTS.length)]
      : bvLit(BigInt(Math.floor(r() * 2 ** w)), w);
  }
  const ops = [
    'bvadd',
    'bvsub',
    'bvmul',
    'bvand',
    'bvudiv',
    'bvurem',
    'bvlshr',
    'ite',
    'ext',
    'zext',
    'sext',
    'concat',
  ];
  const op = ops[Math.floor(r() * ops.length)];
  const sub = (ww: number) => gen(r, depth - 1, ww);
  switch (op) {
    case 'ite':
      return `(ite c ${sub(w)} ${sub(w)})`;
    case 'ext':
      return `((_ extract ${w - 1} 0) ${sub(w)})`;
    case 'zext':
      return w > 2 ? `((_ zero_extend 1) ${sub(w - 1)})` : sub(w);
    case 'sext':
      return w > 2 ? `((_ sign_extend 1) ${sub(w - 1)})` : sub(w);
    case 'concat':
      return w > 2 ? `(concat ${sub(1)} ${sub(w - 1)})` : sub(w);
    default:
      return `(${op} ${sub(w)} ${sub(w)})`;
  }
}

function widthOf(s: Sexp): number {
  if (typeof s === 'string') {
    if (s.startsWith('#b')) return s.length - 2;
    if (s.startsWith('#x')) return (s.length - 2) * 4;
    return W;
  }
  const op = s[0];
  if (op === 'ite') return widthOf(s[2]);
  if (op === 'concat') return widthOf(s[1]) + widthOf(s[2]);
  if (Array.isArray(op)) {
    if (op[1] === 'extract') return Number(op[2]) - Number(op[3]) + 1;
    return widthOf(s[1]) + Number(op[2]);
  }
  return widthOf(s[1]);
}

function evaluate(s: Sexp, env: Record<string, bigint>, c: boolean): bigint {
  const w = widthOf(s);
  const m = (1n << BigInt(w)) - 1n;
  if (typeof s === 'string') {
    if (s.startsWith('#b')) return BigInt(`0b${s.slice(2)}`);
    if (s.startsWith('#x')) return BigInt(`0x${s.slice(2)}`);
    return env[s];
  }
  const op = s[0];
  const a = (i: number) => evaluate(s[i], env, c);
  if (op === 'ite') return c ? a(2) : a(3);
  if (op === 'concat') return (a(1) << BigInt(widthOf(s[2]))) | a(2);
  if (Array.isArray(op)) {
    const x = a(1);
    if (op[1] === 'extract') return (x >> BigInt(op[3] as string)) & m;
    if (op[1] === 'zero_extend') return x;
    const wx = widthOf(s[1]);
    return (x >> BigInt(wx - 1)) & 1n ? x | (m & ~((1n << BigInt(wx)) - 1n)) : x;
  }
  const x = a(1);
  const y = a(2);
  switch (op) {
    case 'bvadd':
      return (x + y) & m;
    case 'bvsub':
      return (x - y) & m;
    case 'bvmul':
      return (x * y) & m;
    case 'bvand':
      return x & y;
    case 'bvudiv':
      return y === 0n ? m : x / y;
    case 'bvurem':
      return y === 0n ? x : x % y;
    case 'bvlshr':
      return y >= BigInt(w) ? 0n : x >> y;
  }
  throw new Error(`no ${String(op)}`);
}

const names: IntervalNames = {
  noted: () => undefined,
  definition: () => undefined,
  widthOf: (s) => widthOf(s),
};

describe('TermIntervals', () => {
  it('contains every value of random terms on every assignment', () => {
    const r = rng(7);
    const iv = new TermIntervals(names);
    let narrow = 0;
    for (let k = 0; k < 400; k++) {
      const text = gen(r, 3, W);
      const s = parseSexp(text);
      const { lo, hi } = iv.of(s, W);
      if (hi - lo < 15n) narrow++;
      for (let x = 0n; x < 16n; x++)
        for (let y = 0n; y < 16n; y++)
          for (const c of [false, true]) {
            const v = evaluate(s, { x, y }, c);
            if (v < lo || v > hi)
              throw new Error(`${text}: ${v} outside [${lo}, ${hi}] at x=${x} y=${y} c=${c}`);
          }
    }
    expect(narrow).toBeGreaterThan(100); // the test says something: many hulls are not everything
  });

  it('follows names to their definitions and noted sets, and stays a hull', () => {
    // n0..n2 are defined by random terms (over x, y and the names before them); z is a name with a
    // noted set of values (as a pointer after a join), ranging over them in the evaluation
    const r = rng(23);
    for (let k = 0; k < 150; k++) {
      const defs = new Map<string, Sexp>();
      for (let i = 0; i < 3; i++) {
        const text = gen(r, 2, W).replace(/\by\b/g, () => (i > 0 && r() < 0.5 ? `n${i - 1}` : 'y'));
        defs.set(`n${i}`, parseSexp(text));
      }
      const zValues = [3n, 5n, 9n];
      const withNames: IntervalNames = {
        noted: (n) => (n === 'z' ? zValues : undefined),
        definition: (n) => defs.get(n),
        widthOf: (t) => widthOf(t),
      };
      const iv = new TermIntervals(withNames);
      const top = parseSexp(`(ite c (bvadd n2 z) (bvsub n1 n0))`);
      const { lo, hi } = iv.of(top, W);
      const inline = (t: Sexp): Sexp =>
        typeof t === 'string' ? (defs.has(t) ? inline(defs.get(t) as Sexp) : t) : t.map(inline);
      const flat = inline(top);
      for (let x = 0n; x < 16n; x++)
        for (let y = 0n; y < 16n; y++)
          for (const z of zValues)
            for (const c of [false, true]) {
              const v = evaluate(flat, { x, y, z }, c);
              if (v < lo || v > hi) throw new Error(`${v} outside [${lo}, ${hi}] (round ${k})`);
            }
    }
  });

  it('decides a comparison only when every pair of values agrees', () => {
    const r = rng(11);
    const ops = ['bvult', 'bvule', 'bvugt', 'bvuge', 'bvslt', 'bvsle', 'bvsgt', 'bvsge', '=', 'distinct'];
    const signed = (v: bigint) => (v >= 8n ? v - 16n : v);
    const holds: Record<string, (a: bigint, b: bigint) => boolean> = {
      bvult: (a, b) => a < b,
      bvule: (a, b) => a <= b,
      bvugt: (a, b) => a > b,
      bvuge: (a, b) => a >= b,
      bvslt: (a, b) => signed(a) < signed(b),
      bvsle: (a, b) => signed(a) <= signed(b),
      bvsgt: (a, b) => signed(a) > signed(b),
      bvsge: (a, b) => signed(a) >= signed(b),
      '=': (a, b) => a === b,
      distinct: (a, b) => a !== b,
    };
    let decided = 0;
    for (let k = 0; k < 2000; k++) {
      const iv = (): { lo: bigint; hi: bigint } => {
        const a = BigInt(Math.floor(r() * 16));
        const b = BigInt(Math.floor(r() * 16));
        return a <= b ? { lo: a, hi: b } : { lo: b, hi: a };
      };
      const a = iv();
      const b = iv();
      const op = ops[Math.floor(r() * ops.length)];
      const got = compareIntervals(op, a, b, W);
      if (got === undefined) continue;
      decided++;
      for (let x = a.lo; x <= a.hi; x++) for (let y = b.lo; y <= b.hi; y++) expect(holds[op](x, y)).toBe(got);
    }
    expect(decided).toBeGreaterThan(500);
  });

  it('decides a scan index beyond the buffer end through joins and sums (value sets alone cannot)', () => {
    // i after two scans: each `ite` adds a path that advanced 0..4 more; 25 values, too many for a set
    const defs: Record<string, [string, number]> = {
      i1: [
        '(ite c1 #x0000000000000002 (ite c2 #x0000000000000003 (ite c3 #x0000000000000004 (ite c4 #x0000000000000005 #x0000000000000006))))',
        64,
      ],
      i2: [
        '(ite d1 (bvadd i1 #x0000000000000001) (ite d2 (bvadd i1 #x0000000000000002) (ite d3 (bvadd i1 #x0000000000000003) (ite d4 (bvadd i1 #x0000000000000004) i1))))',
        64,
      ],
      i3: ['(bvadd i2 #x0000000000000001)', 64],
    };
    const table: NameTable = { definitionOf: (n) => defs[n]?.[0], bitsOf: (n) => defs[n]?.[1] };
    const vs = new ValueSets(memoryLayout(LP64), table);
    expect(vs.of('i2')).toBeUndefined();
    expect(vs.truth('(bvult i3 #x0000000000000003)')).toBe(false); // i3 >= 3
    expect(vs.truth('(bvult i3 #x0000000000000004)')).toBeUndefined();
    expect(vs.truth('(bvuge i2 #x0000000000000002)')).toBe(true);
    // a subtraction that may wrap decides nothing
    expect(vs.truth('(bvult (bvsub i2 #x0000000000000003) #x0000000000000100)')).toBeUndefined();
  });
});
