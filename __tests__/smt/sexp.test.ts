// S-expression helpers: annotations dropped, lets expanded, conjuncts split.

import { describe, expect, it } from 'vitest';
import { conjunctsOf, expandLets, parseSexp, printSexp, withoutAnnotations } from '../../src/smt/sexp';

const stripped = (text: string): string | undefined => {
  const t = withoutAnnotations(parseSexp(text));
  return t === undefined ? undefined : printSexp(t);
};

describe('withoutAnnotations', () => {
  it("drops the solver's hints at any depth and keeps everything else", () => {
    expect(
      stripped(
        '(exists ((x!1 (_ BitVec 8))) (! (and (! (= x!1 a0) :qid q :skolemid s) (bvule a0 #x10)) :weight 0))',
      ),
    ).toBe('(exists ((x!1 (_ BitVec 8))) (and (= x!1 a0) (bvule a0 #x10)))');
    expect(stripped('(forall ((j (_ BitVec 8))) (! (= (select A j) #x00) :pattern ((select A j))))')).toBe(
      '(forall ((j (_ BitVec 8))) (= (select A j) #x00))',
    );
  });

  it('leaves a term without annotations as it is', () => {
    const text = '(let ((a!1 (bvadd a0 #x01))) (= a!1 a1))';
    expect(stripped(text)).toBe(text);
  });

  it('gives up on a name definition or a malformed annotation', () => {
    expect(stripped('(and (! (= a0 a1) :named n) n)')).toBeUndefined();
    expect(stripped('(! (= a0 a1))')).toBeUndefined();
    expect(stripped('(! (= a0 a1) :weight)')).toBeUndefined();
    expect(stripped('(!)')).toBeUndefined();
  });
});

describe('expandLets and conjunctsOf', () => {
  it('expands lets and splits nested conjunctions', () => {
    const t = expandLets(parseSexp('(let ((b (= a0 a1))) (and b (and (bvule a0 a2) true)))'), new Map());
    expect(conjunctsOf(t).map(printSexp)).toEqual(['(= a0 a1)', '(bvule a0 a2)', 'true']);
  });
});
