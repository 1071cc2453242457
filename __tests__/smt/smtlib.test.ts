// The script builder: lazy definitions go out before the first command that names them (and not
// for the digits of a binary literal), and the script remembers what each name was defined as.

import { describe, expect, it } from 'vitest';
import { Script, bvSort } from '../../src/smt/smtlib';

describe('Script', () => {
  it('emits a lazy definition before the first command that refers to it, and only then', () => {
    const s = new Script();
    const c = s.name('c', 'Bool', '(= x #x01)');
    const b = s.nameLazily('b', bvSort(3), `(ite ${c} #b001 #b010)`, true);
    expect(b).toBe('b2');
    // `#b2` is not a name, whatever the lazy names are
    s.assert('(= y #b10)');
    expect(s.drain()).not.toContain('(declare-fun b2 ');
    s.assert(`(= ${b} #b001)`);
    const text = s.drain();
    expect(text.indexOf('(declare-fun b2 ')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('(declare-fun b2 ')).toBeLessThan(text.indexOf('(assert (= b2 #b001))'));
  });

  it('a binary literal whose digits spell a lazy name does not emit it early', () => {
    const s = new Script();
    for (let i = 0; i < 99; i++) s.fresh('n');
    // b100 is defined from c101, which is declared only later
    const lazy = s.nameLazily('b', bvSort(8), '(ite c101 #x00 #x61)', true);
    expect(lazy).toBe('b100');
    s.assert('(= ((_ extract 2 0) v) #b100)');
    const early = s.drain();
    expect(early).not.toContain('b100 ');
  });

  it('remembers definitions and widths', () => {
    const s = new Script();
    const v = s.name('v', bvSort(16), '(bvadd x #x0001)');
    s.declare('in7', bvSort(8));
    expect(s.definitionOf(v)).toBe('(bvadd x #x0001)');
    expect(s.bitsOf(v)).toBe(16);
    expect(s.bitsOf('in7')).toBe(8);
    expect(s.definitionOf('in7')).toBeUndefined();
  });
});
