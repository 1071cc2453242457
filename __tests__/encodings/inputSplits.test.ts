// Case splits over an input with a small range, read from encoded branch conditions; the other
// values as intervals below and above, and the branches an interval decides.

import { describe, expect, it } from 'vitest';
import {
  InputRanges,
  decidedByInterval,
  intervalConstraint,
  otherIntervals,
  type InputSplit,
} from '../../src/encodings/unwinding/inputSplits';

describe('InputRanges', () => {
  it('takes the range from an assumption on both sides', () => {
    const r = new InputRanges();
    r.note('(bvsge in7 #x00000000)');
    r.note('(bvsle in7 #x00000003)');
    expect(r.split(() => 32)).toEqual({
      input: 'in7',
      width: 32,
      values: [0n, 1n, 2n, 3n],
      signed: true,
      lo: 0n,
      hi: 3n,
    });
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
    expect(r.split(() => 32)).toMatchObject({ input: 'in9', width: 32, values: [1n, 2n], lo: 1n, hi: 2n });
  });

  it('splits nothing when no range is small', () => {
    const r = new InputRanges();
    r.note('(bvule in1 #x000000ff)');
    r.note('(bvuge in1 #x00000000)');
    r.note('(bvult in2 #x00000005)');
    expect(r.split(() => 32)).toBeUndefined();
  });
});

describe('the other values of a split', () => {
  const split = (signed: boolean, lo: bigint, hi: bigint, width = 32): InputSplit => ({
    input: 'in4',
    width,
    signed,
    lo,
    hi,
    values: [],
  });

  it('are the values below and above, in the reading the range came from', () => {
    expect(otherIntervals(split(true, 0n, 5n))).toEqual([
      { width: 32, signed: true, lo: -(2n ** 31n), hi: -1n },
      { width: 32, signed: true, lo: 6n, hi: 2n ** 31n - 1n },
    ]);
    expect(otherIntervals(split(false, 0n, 5n, 8))).toEqual([{ width: 8, signed: false, lo: 6n, hi: 255n }]);
    // a bound read through a wider comparison, beyond the input's numbers: no intervals
    expect(otherIntervals(split(true, 100n, 200n, 8))).toBeUndefined();
    expect(intervalConstraint('in4', { width: 8, signed: false, lo: 6n, hi: 255n })).toBe(
      '(and (bvule #x06 in4) (bvule in4 #xff))',
    );
  });

  it("decide the harness's comparisons that the whole interval answers alike", () => {
    const below = new Map([['in4', { width: 32, signed: true, lo: -(2n ** 31n), hi: -1n }]]);
    const above = new Map([['in4', { width: 32, signed: true, lo: 6n, hi: 2n ** 31n - 1n }]]);
    expect(decidedByInterval('(bvsge in4 #x00000000)', below)).toBe(false);
    expect(decidedByInterval('(bvsge in4 #x00000000)', above)).toBe(true);
    expect(decidedByInterval('(not (bvsle in4 #x00000005))', above)).toBe(true);
    expect(decidedByInterval('(bvsle in4 #x00000007)', above)).toBeUndefined();
    // unsigned reading of a negative interval: one interval of large numbers
    expect(decidedByInterval('(bvuge in4 #x80000000)', below)).toBe(true);
    // a character: zero-extended and compared signed sees its unsigned value
    const chars = new Map([['in4', { width: 8, signed: false, lo: 128n, hi: 255n }]]);
    expect(decidedByInterval('(bvsgt ((_ zero_extend 24) in4) #x0000007f)', chars)).toBe(true);
    // sign-extended and compared unsigned: not decided from an interval
    expect(decidedByInterval('(bvugt ((_ sign_extend 24) in4) #x0000007f)', chars)).toBeUndefined();
    expect(decidedByInterval('(bvsge in5 #x00000000)', below)).toBeUndefined();
  });
});
