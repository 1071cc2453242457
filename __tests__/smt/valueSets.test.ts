// Value sets and provenance read off terms and the definitions of their names: slices of
// concatenations whose low bytes are unknown, sign extensions, and the object of `p + i`.

import { describe, expect, it } from 'vitest';
import { ValueSets, type NameTable } from '../../src/smt/valueSets';
import { memoryLayout } from '../../src/smt/memoryModel';
import { LP64 } from '../../src/frontend/dataModel';
import { bvLit } from '../../src/smt/smtlib';

const layout = memoryLayout(LP64);
const addr = (id: number, off: number) => bvLit((BigInt(id) << 40n) + BigInt(off), 64);

function names(defs: Record<string, [string, number]>, declared: Record<string, number> = {}): NameTable {
  return {
    definitionOf: (n) => defs[n]?.[0],
    bitsOf: (n) => defs[n]?.[1] ?? declared[n],
  };
}

describe('ValueSets', () => {
  it('knows the values of names from their definitions, through ites, sums and extensions', () => {
    const vs = new ValueSets(
      layout,
      names({ v1: [`(ite c1 ${bvLit(1n, 32)} ${bvLit(3n, 32)})`, 32], v2: ['(bvadd v1 #x00000001)', 32] }),
    );
    expect(vs.of('v2')?.values).toEqual([2n, 4n]);
    expect(vs.of(`(bvadd ${addr(5, 0)} ((_ sign_extend 32) v2))`)?.values).toEqual([
      (5n << 40n) + 2n,
      (5n << 40n) + 4n,
    ]);
    expect(vs.of('(bvadd v1 x)')).toBeUndefined();
  });

  it('knows the high part of a concatenation whose low byte is unknown (a union member read as a pointer)', () => {
    // the high four bytes are 0x00001600 or 0; the low byte is a character from the input
    const table = names(
      {
        b1: [`(ite c1 ${bvLit(0x1600n, 32)} ${bvLit(0n, 32)})`, 32],
        p: [
          '(concat ((_ extract 31 24) b1) ((_ extract 23 16) b1) ((_ extract 15 8) b1) ((_ extract 7 0) b1) #x00 #x00 #x00 ch)',
          64,
        ],
      },
      { ch: 8 },
    );
    const vs = new ValueSets(layout, table);
    expect(vs.of('p')).toBeUndefined();
    expect(vs.objectsOf('p')).toEqual([0x16, 0]);
    expect(vs.objectsOf('(bvadd p #x0000000000000001)')).toEqual([0x16, 0]);
  });

  it('takes the object of a pointer plus an integer from the pointer, and none from two unknowns', () => {
    const vs = new ValueSets(
      layout,
      names(
        { buf: [`(bvadd ${addr(5, 0)} ((_ sign_extend 32) (bvsub #x00000006 n)))`, 64] },
        { n: 32, i: 64 },
      ),
    );
    expect(vs.objectsOf('(bvadd buf i)')).toEqual([5]);
    expect(vs.objectsOf(`(bvadd ${bvLit(3n, 64)} buf)`)).toEqual([5]);
    expect(vs.objectsOf(`(bvsub buf ((_ sign_extend 32) n))`)).toEqual([5]);
    // an unknown first operand may be a pointer itself; an unknown subtrahend may be one too
    expect(vs.objectsOf('(bvadd i buf)')).toBeUndefined();
    expect(vs.objectsOf('(bvsub buf i)')).toBeUndefined();
    expect(vs.objectsOf('(bvadd i i)')).toBeUndefined();
    expect(vs.objectsOf(`(ite c ${addr(0, 0)} buf)`)).toEqual([0, 5]);
  });

  it('slices sign extensions exactly: the high bits are all zeros or all ones', () => {
    const vs = new ValueSets(layout, names({}, { x: 32 }));
    // bits 63..40 of a sign-extended 32-bit value
    expect(vs.objectsOf('((_ sign_extend 32) x)')).toEqual([0, 2 ** 24 - 1]);
    expect(vs.of('((_ zero_extend 32) x)')).toBeUndefined();
  });
});

describe('ValueSets.truth', () => {
  it('decides comparisons of terms with few values, and of a name with itself', () => {
    const vs = new ValueSets(
      layout,
      names({ i: [`(ite c1 ${bvLit(1n, 64)} ${bvLit(2n, 64)})`, 64] }, { n: 64 }),
    );
    expect(vs.truth(`(bvult i ${bvLit(3n, 64)})`)).toBe(true);
    expect(vs.truth(`(not (bvult i ${bvLit(3n, 64)}))`)).toBe(false);
    expect(vs.truth(`(bvult i ${bvLit(2n, 64)})`)).toBeUndefined();
    expect(vs.truth(`(bvslt i ${bvLit(-1n, 64)})`)).toBe(false);
    expect(vs.truth('(bvugt n n)')).toBe(false);
    expect(vs.truth('(bvuge n n)')).toBe(true);
    expect(vs.truth(`(and (bvult n i) (= i ${bvLit(7n, 64)}))`)).toBe(false);
    expect(vs.truth(`(or (bvult n i) (bvule i ${bvLit(2n, 64)}))`)).toBe(true);
    expect(vs.truth('(bvult n i)')).toBeUndefined();
  });
});

describe('ValueSets: cases a review found', () => {
  it('a zero extension keeps its width (a 64-bit comparison is not decided on 32 bits)', () => {
    const vs = new ValueSets(layout, names({ u: [`(ite c1 ${bvLit(5n, 32)} ${bvLit(7n, 32)})`, 32] }));
    expect(vs.of('((_ zero_extend 32) u)')).toEqual({ width: 64, values: [5n, 7n] });
    expect(vs.truth(`(bvult ((_ zero_extend 32) u) ${bvLit(1n << 32n, 64)})`)).toBe(true);
  });

  it('a difference of two pointers points nowhere, so an unknown pointer plus it has no provenance', () => {
    const vs = new ValueSets(
      layout,
      names({ c: [addr(7, 0), 64], p: [`(bvadd c ((_ sign_extend 32) i))`, 64] }, { i: 32, q: 64 }),
    );
    expect(vs.objectsOf('p')).toEqual([7]);
    expect(vs.objectsOf('(bvsub p c)')).toBeUndefined();
    expect(vs.objectsOf('(bvadd q (bvsub p c))')).toBeUndefined();
    expect(vs.objectsOf('(bvadd p q)')).toEqual([7]);
    expect(vs.objectsOf('(bvadd p c)')).toBeUndefined();
  });

  it('a set of another width than its name is not noted', () => {
    const vs = new ValueSets(layout, names({}, { n: 64 }));
    vs.note('n', { width: 32, values: [1n] });
    expect(vs.has('n')).toBe(false);
  });
});
