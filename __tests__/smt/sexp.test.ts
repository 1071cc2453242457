// S-expression helpers: annotations dropped, lets expanded, conjuncts split.

import { describe, expect, it } from 'vitest';
import { conjunctsOf, expandLets, parseSexp, printSexp, withoutAnnotations } from '../../src/smt/sexp';

describe('withoutAnnotations', () => {
  it('drops `!` wrappers at any depth and keeps everything else', () => {
    const t = parseSexp(
      '(exists ((x!1 (_ BitVec 8))) (! (and (! (= x!1 a0) :named n) (bvule a0 #x10)) :weight 0))',
    );
    expect(printSexp(withoutAnnotations(t))).toBe(
      '(exists ((x!1 (_ BitVec 8))) (and (= x!1 a0) (bvule a0 #x10)))',
    );
  });

  it('leaves a term without annotations as it is', () => {
    const text = '(let ((a!1 (bvadd a0 #x01))) (= a!1 a1))';
    expect(printSexp(withoutAnnotations(parseSexp(text)))).toBe(text);
  });
});

describe('expandLets and conjunctsOf', () => {
  it('expands lets and splits nested conjunctions', () => {
    const t = expandLets(parseSexp('(let ((b (= a0 a1))) (and b (and (bvule a0 a2) true)))'), new Map());
    expect(conjunctsOf(t).map(printSexp)).toEqual(['(= a0 a1)', '(bvule a0 a2)', 'true']);
  });
});
