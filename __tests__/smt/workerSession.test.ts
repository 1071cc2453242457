// One solver session on a worker thread: SMT-LIB in, answers out — incremental declarations,
// push/pop, check-sat-assuming, model values, input errors, timeouts, and a worker that dies or hangs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SolverCrashed, type SolverSession } from '../../src/smt/session';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';
import { crashReason, WorkerSession } from '../../src/smt/workerSession';
import { FACTORING } from './hardQuery';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2, graceMs: 1000 });
});
afterAll(() => pool.shutdown());

/** Runs `body` on a fresh session and disposes it afterwards. */
async function withSession<T>(body: (s: SolverSession) => Promise<T>): Promise<T> {
  const s = await pool.session();
  try {
    return await body(s);
  } finally {
    await s.dispose();
  }
}

describe('checks and models', () => {
  it('answers sat and unsat on small bit-vector problems', () =>
    withSession(async (s) => {
      await s.add('(declare-const x (_ BitVec 8)) (assert (bvult x #x10))');
      expect(await s.check()).toBe('sat');
      await s.add('(assert (bvugt x #x20))');
      expect(await s.check()).toBe('unsat');
    }));

  it('keeps declarations of earlier adds visible (incremental)', () =>
    withSession(async (s) => {
      await s.add('(declare-const x (_ BitVec 32))\n(declare-fun f ((_ BitVec 32)) (_ BitVec 32))');
      await s.add('(define-fun inc ((v (_ BitVec 32))) (_ BitVec 32) (bvadd v #x00000001))');
      await s.add('(assert (= (f x) (inc x)))');
      expect(await s.check()).toBe('sat');
      await s.add('(assert (= x #x00000007))');
      expect(await s.check()).toBe('sat');
      const v = await s.values(['x', '(f x)', '(inc (inc x))']);
      expect(v).toEqual(
        new Map([
          ['x', 7n],
          ['(f x)', 8n],
          ['(inc (inc x))', 9n],
        ]),
      );
      await s.add('(assert (= (f x) #x00000000))');
      expect(await s.check()).toBe('unsat');
    }));

  it('scopes assertions and declarations with push/pop', () =>
    withSession(async (s) => {
      await s.add('(declare-const x (_ BitVec 8))');
      await s.push();
      await s.add('(declare-const y (_ BitVec 8)) (assert (= x y)) (assert (not (= x y)))');
      expect(await s.check()).toBe('unsat');
      await s.pop();
      expect(await s.check()).toBe('sat');
      // y left scope with its push: it can be declared again, and the old one is unknown.
      await expect(s.add('(assert (= y #x00))')).rejects.toThrow(/unknown constant y/);
      await s.push();
      await s.add('(declare-const y Bool) (assert y)');
      expect(await s.check()).toBe('sat');
      expect((await s.values(['y'])).get('y')).toBe(true);
      await s.pop();
      await expect(s.pop()).rejects.toThrow(/without push/);
    }));

  it('checks under assumptions without keeping them (check-sat-assuming)', () =>
    withSession(async (s) => {
      await s.add('(declare-const p Bool) (declare-const q Bool) (declare-const x (_ BitVec 4))');
      await s.add('(assert (=> p (= x #x3))) (assert (=> q (= x #x4)))');
      expect(await s.check({ assumptions: ['p', 'q'] })).toBe('unsat');
      expect(await s.check({ assumptions: ['p', '(not q)'] })).toBe('sat');
      expect(await s.values(['x', 'p', 'q'])).toEqual(
        new Map<string, bigint | boolean>([
          ['x', 3n],
          ['p', true],
          ['q', false],
        ]),
      );
      expect(await s.check({ assumptions: ['q'] })).toBe('sat');
      expect((await s.values(['x'])).get('x')).toBe(4n);
      expect(await s.check()).toBe('sat');
    }));

  it('reads bit-vector values as the non-negative bigint of their bit pattern', () =>
    withSession(async (s) => {
      await s.add('(declare-const m (_ BitVec 32)) (declare-const w (_ BitVec 64)) (declare-const b Bool)');
      await s.add(
        '(assert (= m (bvneg #x00000001))) (assert (= w (bvshl #x0000000000000001 #x000000000000003f)))',
      );
      expect(await s.check()).toBe('sat');
      const v = await s.values(['m', 'w', '(bvnot w)', '((_ extract 7 0) m)', '(bvslt m #x00000000)', 'b']);
      expect(v.get('m')).toBe(4294967295n);
      expect(v.get('w')).toBe(9223372036854775808n);
      expect(v.get('(bvnot w)')).toBe(9223372036854775807n);
      expect(v.get('((_ extract 7 0) m)')).toBe(255n);
      expect(v.get('(bvslt m #x00000000)')).toBe(true);
      expect(typeof v.get('b')).toBe('boolean'); // unconstrained: model completion gives a value
      expect((await s.values(['#xffffffffffffffff'])).get('#xffffffffffffffff')).toBe(18446744073709551615n);
    }));

  it('rejects bad input with an Error and stays usable', () =>
    withSession(async (s) => {
      await expect(s.add('(assert (= nope #x00))')).rejects.toThrow(/unknown constant nope/);
      await expect(s.add('(declare-const c Bool) (check-sat)')).rejects.toThrow(/not \(check-sat/);
      await expect(s.add('(push 1)')).rejects.toThrow(/not \(push/);
      await expect(s.values(['c'])).rejects.toThrow(/needs a model/);
      await s.add('(declare-const d Bool) (assert (not d))');
      expect(await s.check()).toBe('sat');
      await expect(s.values(['(undeclared 1)'])).rejects.toThrow(/undeclared/);
      expect((await s.values(['d'])).get('d')).toBe(false);
      await s.add('(assert (not (not (not d))))');
      await expect(s.values(['d'])).rejects.toThrow(/changes to the assertions/);
      await expect(s.check({ assumptions: ['zz'] })).rejects.toThrow(/zz/);
      expect(await s.check()).toBe('sat');
    }));

  it('starts each session empty, also on a reused worker', async () => {
    await withSession((s) => s.add('(declare-const leftover Bool) (assert leftover)'));
    await withSession(async (s) => {
      await expect(s.add('(assert leftover)')).rejects.toThrow(/unknown constant/);
      await s.add('(declare-const leftover Bool) (assert (not leftover))');
      expect(await s.check()).toBe('sat');
    });
  });
});

describe('time limits', () => {
  it('returns unknown promptly on a hard query, with the reason, and stays usable', () =>
    withSession(async (s) => {
      await s.add(FACTORING);
      const t0 = performance.now();
      expect(await s.check({ timeoutMs: 300 })).toBe('unknown');
      expect(performance.now() - t0).toBeLessThan(3000);
      expect(await s.reasonUnknown()).toMatch(/timeout|cancel|interrupt/);
      await s.push();
      await s.add('(assert (= a #x00000000000000000000000000000000))');
      expect(await s.check({ timeoutMs: 5000 })).toBe('unsat');
      await s.pop();
      await s.add('(declare-const k (_ BitVec 8)) (assert (= k #x2a))');
      await s.push();
      await s.add('(assert (distinct k k))');
      expect(await s.check({ timeoutMs: 5000 })).toBe('unsat');
      await s.pop();
    }));

  it('terminates a worker that does not answer within timeout + grace: SolverCrashed(timeout)', async () => {
    const s = await pool.session();
    expect(s).toBeInstanceOf(WorkerSession);
    await (s as WorkerSession).debug('hang-next-check');
    const t0 = performance.now();
    const err = await s.check({ timeoutMs: 200 }).catch((e: unknown) => e);
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(err).toBeInstanceOf(SolverCrashed);
    expect((err as SolverCrashed).reason).toBe('timeout');
    await expect(s.add('(declare-const x Bool)')).rejects.toBeInstanceOf(SolverCrashed);
    await s.dispose();
    await withSession(async (t) => expect(await t.check()).toBe('sat'));
  });
});

describe('crash isolation', () => {
  const cases = [
    { action: 'exit', reason: /exited with code 3/ },
    { action: 'throw', reason: /simulated crash/ },
    { action: 'oom', reason: /^solver out of memory$/ },
  ] as const;
  for (const { action, reason } of cases) {
    it(`a worker that dies (${action}) fails its session with SolverCrashed; the next session works`, async () => {
      const s = await pool.session();
      await s.add('(declare-const x Bool)');
      const pending = (s as WorkerSession).debug(action).then(() => s.check());
      const err = await pending.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SolverCrashed);
      expect((err as SolverCrashed).reason).toMatch(reason);
      await expect(s.check()).rejects.toBeInstanceOf(SolverCrashed);
      await expect(s.reasonUnknown()).rejects.toBeInstanceOf(SolverCrashed);
      await s.dispose();
      await withSession(async (t) => {
        await t.add('(declare-const y Bool) (assert y)');
        expect(await t.check()).toBe('sat');
      });
    });
  }

  it('words out-of-memory errors as "solver out of memory"', () => {
    expect(crashReason('Aborted(Cannot enlarge memory arrays to size 2147483648 bytes (OOM).')).toBe(
      'solver out of memory',
    );
    expect(crashReason('RangeError: Array buffer allocation failed')).toBe('solver out of memory');
    expect(crashReason('boom')).toBe('boom');
  });

  it('rejects calls after dispose', async () => {
    const s = await pool.session();
    await s.dispose();
    await s.dispose();
    await expect(s.check()).rejects.toThrow(/disposed/);
  });
});
