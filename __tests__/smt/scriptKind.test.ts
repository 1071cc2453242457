// What a one-shot script needs of Z3 (smt/scriptKind.ts), and that a script over bit-vectors and
// arrays, checked by preprocessing and then bit-blasting or the SMT core (solverZ3.ts ARRAY_TACTIC),
// answers sat with the model's values and unsat as Z3's default does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitVectorArrays, pureBitVector } from '../../src/smt/scriptKind';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

const BV = '(declare-fun x () (_ BitVec 8))\n(assert (bvult x #x10))';
const MEMORY = `(declare-fun m0 () (Array (_ BitVec 64) (_ BitVec 8)))
(declare-fun i () (_ BitVec 64))
(declare-fun v () (_ BitVec 8))
(define-fun m1 () (Array (_ BitVec 64) (_ BitVec 8)) (store (store m0 #x0000000000000010 #x2a) (bvadd #x0000000000000020 i) v))
(define-fun inside ((p (_ BitVec 64))) Bool (bvult p #x0000000000000004))
(assert (inside i))`;

describe('scriptKind', () => {
  it('tells pure bit-vector scripts, scripts over bit-vectors and arrays, and the rest apart', () => {
    expect(pureBitVector(BV)).toBe(true);
    expect(bitVectorArrays(BV)).toBe(false);
    // predicates as macros, no arrays: the SMT core, as before
    const macro = `${BV}\n(define-fun p ((a (_ BitVec 8))) Bool (bvule a #x20))\n(assert (p x))`;
    expect(pureBitVector(macro)).toBe(false);
    expect(bitVectorArrays(macro)).toBe(false);
    expect(pureBitVector(MEMORY)).toBe(false);
    expect(bitVectorArrays(MEMORY)).toBe(true);
    for (const other of [
      '(declare-fun n () Int)',
      '(declare-fun f ((_ BitVec 8)) (_ BitVec 8))',
      '(assert (forall ((y (_ BitVec 8))) (bvule y #xff)))',
      '(declare-fun r () Real)',
    ]) {
      expect(bitVectorArrays(`${MEMORY}\n${other}`)).toBe(false);
      expect(pureBitVector(`${BV}\n${other}`)).toBe(false);
    }
  });
});

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 1 });
});
afterAll(() => pool.shutdown());

describe('one-shot checks over bit-vectors and arrays', () => {
  it('answer sat with values and unsat, whether the arrays are resolved or stay', async () => {
    const s = await pool.session();
    try {
      // reads at constant addresses resolve (bit-blasting), a read at a symbolic one keeps the array
      const resolved = `${MEMORY}\n(assert (= (select m1 #x0000000000000010) #x2a))\n(assert (= v #x07))`;
      expect(await s.checkOnce(resolved, ['v'], 20_000)).toEqual({ result: 'sat', values: [7n] });
      const symbolic = `${MEMORY}\n(assert (= (select m1 (bvadd #x0000000000000020 i)) #x05))`;
      expect(await s.checkOnce(symbolic, ['v'], 20_000)).toEqual({ result: 'sat', values: [5n] });
      const wrong = `${MEMORY}\n(assert (not (= (select m1 #x0000000000000010) #x2a)))`;
      expect(await s.checkOnce(wrong, [], 20_000)).toEqual({ result: 'unsat' });
      const stays = `${MEMORY}\n(declare-fun j () (_ BitVec 64))\n(assert (= (select m0 j) #x01))\n(assert (= (select m1 j) #x02))\n(assert (bvugt j #x0000000000000030))`;
      expect(await s.checkOnce(stays, [], 20_000)).toEqual({ result: 'unsat' });
    } finally {
      await s.dispose();
    }
  });
});
