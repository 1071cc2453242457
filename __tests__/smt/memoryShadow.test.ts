// The constant-address view of memory terms: loads through stores at constant addresses, joins,
// pointers with few possible values, and computed offsets inside a small object.

import { describe, expect, it } from 'vitest';
import { MemoryShadows } from '../../src/smt/memoryShadow';
import { memoryLayout } from '../../src/smt/memoryModel';
import { LP64 } from '../../src/frontend/dataModel';
import { bvLit } from '../../src/smt/smtlib';

const layout = memoryLayout(LP64);
const addr = (id: number, off: number) => bvLit((BigInt(id) << 40n) + BigInt(off), 64);

describe('MemoryShadows', () => {
  it('reads back what was stored at a constant address, zero over the initial memory', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    sh.set('m1', sh.afterStore('m0', addr(1, 0), bvLit(0x11223344n, 32), 4));
    expect(sh.load('m1', addr(1, 0), 4)).toBe(bvLit(0x11223344n, 32));
    expect(sh.load('m1', addr(1, 2), 2)).toBe(bvLit(0x1122n, 16));
    expect(sh.load('m1', addr(1, 4), 1)).toBe(bvLit(0n, 8));
  });

  it('reads the root where nothing was written, and a named value back whole', () => {
    const sh = new MemoryShadows(layout);
    sh.set('m1', sh.afterStore('m0', addr(2, 8), 'v7', 8));
    expect(sh.load('m1', addr(2, 8), 8)).toBe('v7');
    expect(sh.load('m1', addr(2, 8), 4)).toBe('((_ extract 31 0) v7)');
    expect(sh.load('m1', addr(2, 0), 1)).toBe(`(select m0 ${addr(2, 0)})`);
  });

  it('builds the view of many constant stores at once, as the stores one by one would', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    const stores = [
      { addr: addr(1, 0), value: bvLit(0x0102n, 16), bytes: 2 },
      { addr: addr(1, 1), value: bvLit(0x33n, 8), bytes: 1 },
      { addr: addr(2, 4), value: 'v9', bytes: 4 },
    ];
    sh.set('m1', sh.afterConstStores('m0', stores));
    let m = 'm0';
    stores.forEach((s, i) => {
      sh.set(`s${i}`, sh.afterStore(m, s.addr, s.value, s.bytes));
      m = `s${i}`;
    });
    for (const [a, n] of [
      [addr(1, 0), 2],
      [addr(1, 1), 1],
      [addr(1, 2), 1],
      [addr(2, 4), 4],
      [addr(2, 5), 2],
    ] as const)
      expect(sh.load('m1', a, n)).toBe(sh.load(m, a, n));
    expect(sh.load('m1', addr(1, 0), 2)).toBe(bvLit(0x3302n, 16));
    expect(sh.load('m1', addr(2, 4), 4)).toBe('v9');
    // the earlier memory is unchanged, and a computed address is not a constant store
    expect(sh.load('m0', addr(1, 0), 1)).toBe(bvLit(0n, 8));
    expect(sh.afterConstStores('m0', [{ addr: 'p5', value: bvLit(1n, 8), bytes: 1 }])).toBeUndefined();
  });

  it('starts a new root after a store at an unknown address', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    expect(sh.afterStore('m0', 'p5', bvLit(1n, 8), 1)).toBeUndefined();
  });

  it('spreads a store at a computed offset inside a small object over its bytes, keeping the rest known', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    sh.objectReads = { sizeOf: (id) => (id === 1 ? 3 : undefined), arbitrary: () => 'oob', name: (t) => t };
    sh.set('m1', sh.afterStore('m0', addr(2, 0), bvLit(7n, 8), 1));
    const a = `(bvadd ${addr(1, 0)} i)`;
    const after = sh.afterStore('m1', a, bvLit(0x0201n, 16), 2);
    expect(after).toBeDefined();
    sh.set('m2', after);
    // byte 0 gets the low byte when the value starts at 0; byte 1 the high byte from 0, the low from 1
    // (the offset's two low bits tell a 3-byte object's offsets apart)
    const off = `((_ extract 1 0) ${a})`;
    expect(sh.load('m2', addr(1, 0), 1)).toBe(`(ite (= ${off} #b00) #x01 #x00)`);
    expect(sh.load('m2', addr(1, 1), 1)).toBe(`(ite (= ${off} #b00) #x02 (ite (= ${off} #b01) #x01 #x00))`);
    // another object's bytes stay as they were
    expect(sh.load('m2', addr(2, 0), 1)).toBe(bvLit(7n, 8));
    // an object of unknown size still starts a new root
    expect(sh.afterStore('m2', `(bvadd ${addr(3, 0)} i)`, bvLit(1n, 8), 1)).toBeUndefined();
  });

  it('makes a load at a computed offset once per memory state, with one arbitrary value outside', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    let fresh = 0;
    sh.objectReads = {
      sizeOf: (id) => (id === 1 ? 3 : undefined),
      arbitrary: () => `oob${fresh++}`,
      name: (t) => t,
    };
    const a = `(bvadd ${addr(1, 0)} i)`;
    // the two branches of `c >= '0'` read c: one case split, not two with an arbitrary value each
    const first = sh.load('m0', a, 1);
    expect(sh.load('m0', a, 1)).toBe(first);
    expect(fresh).toBe(1);
    // after a store, the same address is read anew
    sh.set('m1', sh.afterStore('m0', addr(1, 0), bvLit(5n, 8), 1));
    const later = sh.load('m1', a, 1);
    expect(later).not.toBe(first);
    expect(later).toContain('#x05');
    expect(fresh).toBe(2);
  });

  it('joins two memories by cases on the branch literal', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    sh.set('m1', sh.afterStore('m0', addr(1, 0), bvLit(1n, 8), 1));
    sh.set('m2', sh.afterStore('m0', addr(1, 0), bvLit(2n, 8), 1));
    sh.set('m3', sh.merge(['c1'], ['m1', 'm2']));
    expect(sh.load('m3', addr(1, 0), 1)).toBe('(ite c1 #x01 #x02)');
    expect(sh.load('m3', addr(1, 1), 1)).toBe('#x00');
  });

  it('dereferences a pointer with few possible values by cases over them', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    sh.set('m1', sh.afterStore('m0', addr(1, 0), bvLit(7n, 8), 1));
    sh.set('m2', sh.afterStore('m1', addr(2, 0), bvLit(9n, 8), 1));
    sh.noteValues('p', `(ite c1 ${addr(1, 0)} ${addr(2, 0)})`);
    expect(sh.targets('p')).toEqual([1n << 40n, 2n << 40n]);
    expect(sh.load('m2', 'p', 1)).toBe(`(ite (= p ${addr(1, 0)}) #x07 #x09)`);
    // a store through it changes each target when it is the one
    const after = sh.afterStore('m2', 'p', bvLit(5n, 8), 1);
    expect(after).toBeDefined();
    sh.set('m3', after);
    expect(sh.load('m3', addr(1, 0), 1)).toBe(`(ite (= p ${addr(1, 0)}) #x05 #x07)`);
  });

  it('reads a computed offset inside a small object by cases, arbitrary outside it', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    sh.set('m1', sh.afterStore('m0', addr(3, 1), bvLit(0xaan, 8), 1));
    sh.objectReads = { sizeOf: (id) => (id === 3 ? 2 : undefined), arbitrary: () => 'oob1', name: (t) => t };
    const a = `(bvadd ${addr(3, 0)} i4)`;
    const off = `((_ extract 0 0) ${a})`;
    expect(sh.load('m1', a, 1)).toBe(`(ite (= ${off} #b0) #x00 (ite (= ${off} #b1) #xaa oob1))`);
  });

  it('reads through a pointer into the objects its provenance names, by cases over them', () => {
    // p = base of object 4 + a computed index; q = p, or a pointer into object 5, or null
    const defs: Record<string, string> = {
      p: `(bvadd ${addr(4, 0)} ((_ sign_extend 32) k))`,
      q: `(ite c1 p (ite c2 ${addr(5, 0)} ${addr(0, 0)}))`,
    };
    const names = { definitionOf: (n: string) => defs[n], bitsOf: (n: string) => (n === 'k' ? 32 : 64) };
    const sh = new MemoryShadows(layout, (t) => t, names);
    sh.zeroRoot('m0');
    sh.set('m1', sh.afterStore('m0', addr(4, 1), bvLit(0xaan, 8), 1));
    sh.objectReads = {
      sizeOf: (id) => (id === 4 ? 2 : id === 5 ? 1 : undefined),
      arbitrary: () => 'oob',
      name: (t) => t,
    };
    const a = '(bvadd p i)';
    const off = `((_ extract 0 0) ${a})`;
    expect(sh.load('m1', a, 1)).toBe(`(ite (= ${off} #b0) #x00 (ite (= ${off} #b1) #xaa oob))`);
    // several objects: the object id is compared too; null is left out (reading it is undefined)
    const b = '(bvadd q j)';
    const id = `((_ extract 63 40) ${b})`;
    const offB = `((_ extract 0 0) ${b})`;
    expect(sh.load('m1', b, 1)).toBe(
      `(ite (and (= ${id} #x000005) (= ${offB} #b0)) #x00 (ite (and (= ${id} #x000004) (= ${offB} #b0)) #x00 (ite (and (= ${id} #x000004) (= ${offB} #b1)) #xaa oob)))`,
    );
    // a store through it changes the object's bytes by the same cases, others stay
    sh.set('m2', sh.afterStore('m1', a, bvLit(0x55n, 8), 1));
    expect(sh.load('m2', addr(4, 1), 1)).toBe(`(ite (= ${off} #b1) #x55 #xaa)`);
  });

  it('follows integer value sets into addresses: a base plus a header length of few values', () => {
    const sh = new MemoryShadows(layout);
    sh.noteValues('v1', '(ite c1 #x00000001 (ite c2 #x00000003 #x00000009))');
    sh.noteValues('v2', `(bvadd ${addr(3, 0)} ((_ sign_extend 32) v1))`);
    expect(sh.targets('(bvsub v2 #x0000000000000001)')).toEqual([0n, 2n, 8n].map((o) => (3n << 40n) + o));
    expect(sh.targets('v1')).toBeUndefined(); // not an address: no targets
  });

  it('keeps the view past a block of computed size: its bytes read the fresh array, the rest as before', () => {
    const sh = new MemoryShadows(layout);
    sh.zeroRoot('m0');
    sh.set('m1', sh.afterStore('m0', addr(1, 0), bvLit(7n, 8), 1));
    sh.set('m2', sh.withRegion('m1', addr(4, 0), 'h9'));
    expect(sh.load('m2', addr(1, 0), 1)).toBe(bvLit(7n, 8));
    expect(sh.load('m2', addr(4, 5), 1)).toBe(`(select h9 ${addr(4, 5)})`);
    sh.set('m3', sh.afterStore('m2', addr(4, 5), bvLit(1n, 8), 1));
    expect(sh.load('m3', addr(4, 5), 1)).toBe(bvLit(1n, 8));
    // a join with a side that did not allocate: that side's bytes come from its root (zero here)
    sh.set('m4', sh.merge(['c1', 'c2'], ['m2', 'm1']));
    expect(sh.load('m4', addr(4, 6), 1)).toBe(
      `(select (ite c1 h9 ((as const (Array (_ BitVec 64) (_ BitVec 8))) #x00)) ${addr(4, 6)})`,
    );
  });

  it('names a short joined whole value, so a load of it reads back the name (and its targets)', () => {
    const names: string[] = [];
    const sh = new MemoryShadows(layout, (t, _bits, always) => {
      if (!always && t.length < 24) return t;
      names.push(t);
      return `n${names.length}`;
    });
    sh.zeroRoot('m0');
    sh.set('m1', sh.afterStore('m0', addr(1, 0), addr(5, 0), 8));
    sh.set('m2', sh.afterStore('m0', addr(1, 0), addr(6, 0), 8));
    sh.set('m3', sh.merge(['c1', 'c2'], ['m1', 'm2']));
    expect(sh.load('m3', addr(1, 0), 8)).toBe('n1');
    expect(sh.targets('n1')).toEqual([5n << 40n, 6n << 40n]);
  });
});
