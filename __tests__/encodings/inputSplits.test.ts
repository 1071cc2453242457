// Case splits over an input with a small range, read from encoded branch conditions.

import { describe, expect, it } from 'vitest';
import { InputRanges } from '../../src/encodings/unwinding/inputSplits';

describe('InputRanges', () => {
  it('takes the range from an assumption on both sides', () => {
    const r = new InputRanges();
    r.note('(bvsge in7 #x00000000)');
    r.note('(bvsle in7 #x00000003)');
    expect(r.split(() => 32)).toEqual({ input: 'in7', width: 32, values: [0n, 1n, 2n, 3n] });
  });

  it('pairs bounds from different branches (n < 0 || n > 8)', () => {
    const r = new InputRanges();
    r.note('(bvslt in3 #x00000000)');
    r.note('(not (bvslt in3 #x00000000))');
    r.note('(bvsgt in3 #x00000008)');
    r.note('(not (bvsgt in3 #x00000008))');
    expect(r.split(() => 32)?.values).toEqual([0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]);
  });

  it('reads a constant on the left and a sign-extended input', () => {
    const r = new InputRanges();
    r.note('(bvsle #x0000000000000001 ((_ sign_extend 32) in9))');
    r.note('(bvslt ((_ sign_extend 32) in9) #x0000000000000003)');
    expect(r.split(() => 32)).toEqual({ input: 'in9', width: 32, values: [1n, 2n] });
  });

  it('splits nothing when no range is small', () => {
    const r = new InputRanges();
    r.note('(bvule in1 #x000000ff)');
    r.note('(bvuge in1 #x00000000)');
    r.note('(bvult in2 #x00000005)');
    expect(r.split(() => 32)).toBeUndefined();
  });
});
