// Limits of one solver request under a hard deadline: checks are cut to it, heavy requests are
// refused after it, and the watchdog fires at most a grace after it.
import { describe, expect, it } from 'vitest';
import { limitRequest } from '../../src/smt/deadline';

describe('limitRequest', () => {
  it('without a hard deadline keeps the request own limits', () => {
    expect(limitRequest('check', 2000, 5000, undefined, 0)).toEqual({
      refuse: false,
      timeoutMs: 2000,
      watchdogMs: 7000,
    });
    expect(limitRequest('add', undefined, undefined, undefined, 0)).toEqual({
      refuse: false,
      timeoutMs: undefined,
      watchdogMs: undefined,
    });
  });

  it('cuts a check and its watchdog to the deadline', () => {
    expect(limitRequest('check', 20_000, 5000, 10_000, 4000, 500)).toEqual({
      refuse: false,
      timeoutMs: 6000,
      watchdogMs: 6500,
    });
    expect(limitRequest('check', undefined, undefined, 10_000, 4000, 500)).toMatchObject({ timeoutMs: 6000 });
    expect(limitRequest('horn', 1000, 5000, 10_000, 4000, 500)).toMatchObject({
      timeoutMs: 1000,
      watchdogMs: 6000,
    });
  });

  it('gives an add a watchdog at the deadline plus grace', () => {
    expect(limitRequest('add', undefined, undefined, 10_000, 9000, 500)).toEqual({
      refuse: false,
      timeoutMs: undefined,
      watchdogMs: 1500,
    });
  });

  it('refuses heavy requests after the deadline, but not cheap ones', () => {
    for (const op of ['add', 'check', 'horn', 'once']) {
      expect(limitRequest(op, 1000, 5000, 10_000, 10_000).refuse).toBe(true);
    }
    for (const op of ['values', 'pop', 'push', 'unsatCore', 'reasonUnknown', 'close']) {
      expect(limitRequest(op, undefined, undefined, 10_000, 10_001, 500)).toEqual({
        refuse: false,
        timeoutMs: undefined,
        watchdogMs: 500,
      });
    }
  });
});
