// Quantifier-free checks of range-quantified candidates: universal facts are recognised, instantiated
// at index terms (a binder of the same name inside is left alone), and index terms are collected
// from a clause's selects and stores, not from under binders.

import { describe, expect, it } from 'vitest';
import { indexTerms, instanceOf, instantiated, universalOf } from '../../src/engines/chc/instantiate';

const FACT = '(forall ((j (_ BitVec 32))) (=> (bvult j a1) (= (select a0 j) #x00000005)))';

describe('instantiation of universal facts', () => {
  it('reads a universal fact and its instances', () => {
    const u = universalOf(FACT);
    expect(u).toMatchObject({ variable: 'j', sort: '(_ BitVec 32)' });
    expect(universalOf('(bvsle #x00000000 a1)')).toBeUndefined();
    if (!u) return;
    expect(instanceOf(u, '(bvadd v2 #x00000001)')).toBe(
      '(=> (bvult (bvadd v2 #x00000001) a1) (= (select a0 (bvadd v2 #x00000001)) #x00000005))',
    );
    expect(instantiated(FACT, ['k', 'm'], '(_ BitVec 32)')).toBe(
      '(and (=> (bvult k a1) (= (select a0 k) #x00000005)) (=> (bvult m a1) (= (select a0 m) #x00000005)))',
    );
    expect(instantiated(FACT, [], '(_ BitVec 32)')).toBe('true');
    expect(instantiated(FACT, ['k'], '(_ BitVec 64)')).toBe(FACT); // another sort: left as it is
    expect(instantiated('(bvsle #x00000000 a1)', ['k'], '(_ BitVec 32)')).toBe('(bvsle #x00000000 a1)');
    const shadowed = universalOf(
      '(forall ((j (_ BitVec 32))) (and (= j a1) (exists ((j (_ BitVec 32))) (= j a2))))',
    );
    if (shadowed)
      expect(instanceOf(shadowed, 'k')).toBe('(and (= k a1) (exists ((j (_ BitVec 32))) (= j a2)))');
  });

  it('collects the index terms of a clause', () => {
    const c =
      '(and (= a5 (store v1 ((_ sign_extend 32) v2) #x00000005)) (= x (select a5 v3)) (forall ((q (_ BitVec 64))) (= (select v1 q) #x00000000)))';
    expect(indexTerms(c)).toEqual(['((_ sign_extend 32) v2)', 'v3']);
  });
});
