// replay(): confirms a counterexample only when the run consumes exactly its inputs and reaches
// a violation of the same property without undefined behaviour; otherwise it says why not.

import { describe, expect, it } from 'vitest';
import type { Counterexample } from '../../src/encodings/result';
import { replay } from '../../src/certify/replay';
import { cfa, counterexampleOf, runRecorded } from './helpers';

const PROGRAM = `extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
void check(int c) { if (!c) reach_error(); }
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0);
  int y = __VERIFIER_nondet_int();
  if (x == 3) check(y != 7);
  if (x == 4) reach_error();
  return 0;
}`;

describe('replay', () => {
  it('confirms a counterexample that reaches its property', async () => {
    const p = await cfa(PROGRAM);
    const cex = counterexampleOf(p, { values: [3n, 7n] });
    expect(cex.propertyId).toBe('check#1');
    const r = replay(p, 'main', cex);
    expect(r).toMatchObject({ confirmed: true, outcome: { kind: 'violation', propertyId: 'check#1' } });
    expect(r.reason).toBeUndefined();
    expect(r.trace.at(-1)).toMatchObject({ function: 'check', text: 'reach_error()' });
  });

  it('rejects a wrong input vector: the other branch is taken', async () => {
    const p = await cfa(PROGRAM);
    const cex = counterexampleOf(p, { values: [3n, 7n] });
    const wrong: Counterexample = {
      ...cex,
      inputs: cex.inputs.map((v) => (v.bits === 7n ? { ...v, bits: 8n } : v)),
    };
    const r = replay(p, 'main', wrong);
    expect(r.confirmed).toBe(false);
    expect(r.outcome.kind).toBe('exit');
    expect(r.reason).toMatch(/ends without a violation/);
  });

  it('rejects a path that an assumption blocks', async () => {
    const p = await cfa(PROGRAM);
    const cex = counterexampleOf(p, { values: [3n, 7n] });
    const blocked = { ...cex, inputs: cex.inputs.map((v) => (v.bits === 3n ? { ...v, bits: 0n } : v)) };
    const r = replay(p, 'main', blocked);
    expect(r).toMatchObject({ confirmed: false, outcome: { kind: 'blocked', loc: { line: 7 } } });
    expect(r.reason).toMatch(/infeasible/);
  });

  it('rejects a counterexample that reaches a different property', async () => {
    const p = await cfa(PROGRAM);
    const cex = counterexampleOf(p, { values: [4n, 0n] });
    expect(cex.propertyId).toBe('main#1');
    const r = replay(p, 'main', { ...cex, propertyId: 'check#1' });
    expect(r.confirmed).toBe(false);
    expect(r.reason).toMatch(/violates main#1 instead of check#1/);
  });

  it('rejects too few inputs and too many', async () => {
    const p = await cfa(PROGRAM);
    const cex = counterexampleOf(p, { values: [3n, 7n] });
    const short = replay(p, 'main', { ...cex, inputs: cex.inputs.slice(0, -1) });
    expect(short).toMatchObject({ confirmed: false, outcome: { kind: 'inputs-exhausted' } });
    expect(short.reason).toMatch(/inputs run out/);
    const long = replay(p, 'main', { ...cex, inputs: [...cex.inputs, cex.inputs[0]] });
    expect(long.confirmed).toBe(false);
    expect(long.outcome.kind).toBe('violation');
    expect(long.reason).toMatch(/1 left over/);
  });

  it('rejects inputs of the wrong shape', async () => {
    const p = await cfa(PROGRAM);
    const cex = counterexampleOf(p, { values: [3n, 7n] });
    const bad = { ...cex, inputs: cex.inputs.map((v) => (v.source === 'nondet' ? { ...v, width: 64 } : v)) };
    expect(replay(p, 'main', bad)).toMatchObject({ confirmed: false, outcome: { kind: 'input-mismatch' } });
  });

  it('rejects a violation reached with a result of a function without body, naming the function', async () => {
    const p =
      await cfa(`extern int __VERIFIER_nondet_int(void); extern int ext(void); extern void reach_error(void);
      int main(void) { int a = __VERIFIER_nondet_int(); int r = ext(); if (a == 1 && r == 7) reach_error(); return 0; }`);
    const r = replay(p, 'main', counterexampleOf(p, { values: [1n, 7n] }));
    expect(r).toMatchObject({
      confirmed: false,
      reason: 'depends on the unknown function ext',
      unknownFunction: 'ext',
    });
  });

  it('rejects a violation reached only after undefined behaviour', async () => {
    const p = await cfa(`extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
      int main(void) { int d = __VERIFIER_nondet_int(); int q = 100 / d; if (d == 0) reach_error(); return q; }`);
    const { inputs } = runRecorded(p, { values: [0n] });
    const r = replay(p, 'main', { propertyId: 'main#1', inputs, depth: 1 });
    expect(r).toMatchObject({
      confirmed: false,
      outcome: { kind: 'undefined-behavior', what: 'division by zero in 100 / d' },
    });
    expect(r.reason).toMatch(
      /undefined behaviour before the violation: division by zero in 100 \/ d at .*:2/,
    );
  });

  it('does not confirm a violation reached through signed overflow; the overflow is the finding', async () => {
    const p = await cfa(`extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
      int main(void) { int x = __VERIFIER_nondet_int(); int y = x + 1; if (y < x) reach_error(); return 0; }`);
    const { inputs } = runRecorded(p, { values: [2147483647n] });
    const r = replay(p, 'main', { propertyId: 'main#1', inputs });
    expect(r.confirmed).toBe(false);
    expect(r.reason).toMatch(/undefined behaviour before the violation: signed overflow in x \+ 1/);
    expect(r.finding).toMatchObject({ function: 'main', what: 'signed overflow in x + 1', loc: { line: 2 } });
    const asFinding = replay(p, 'main', { propertyId: r.finding?.id ?? '', inputs });
    expect(asFinding.confirmed).toBe(true);
  });
});
