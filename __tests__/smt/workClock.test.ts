// Work budgets (src/smt/workClock.ts): inside a run with a work clock, a solver request's time limit
// is Z3's resource limit, the work it did is charged to that run's clock alone, and the same request
// costs the same work every time, whatever the machine's load.
import { afterAll, describe, expect, it } from 'vitest';
import { createSolverPool } from '../../src/smt/solverPool';
import { solverFailureKind } from '../../src/smt/session';
import { BUDGET_SPENT } from '../../src/smt/solverWork';
import { WORK_RATES, WorkClock, withWorkClock, workClock, workNow } from '../../src/smt/workClock';
import { FACTORING } from './hardQuery';
import { cfa, runRecorded } from '../certify/helpers';

const pool = createSolverPool({ maxWorkers: 1 });
afterAll(() => pool.shutdown());

describe('work clock', () => {
  it('reads the wall clock outside a run and its own work inside one', async () => {
    expect(Math.abs(workNow() - Date.now())).toBeLessThan(50);
    expect(workClock()).toBeUndefined();
    const clock = new WorkClock(1000);
    await withWorkClock(clock, async () => {
      expect(workNow()).toBe(1000);
      await new Promise((resolve) => setTimeout(resolve, 30)); // wall time passes, work does not
      expect(workNow()).toBe(1000);
      workClock()?.chargeSteps(WORK_RATES.stepsPerMs * 2);
      workClock()?.chargeText(WORK_RATES.textBytesPerMs.add, 'add');
    });
    expect(clock.now()).toBeCloseTo(1003, 6);
  });

  it('charges a request its fixed cost, and keeps the work by kind', () => {
    const clock = new WorkClock(0);
    clock.chargeRequest('horn');
    clock.chargeZ3(WORK_RATES.z3UnitsPerMs.horn * 3, 'horn');
    clock.chargeSteps(WORK_RATES.stepsPerMs, {
      objects: WORK_RATES.objectsPerMs * 2,
      largeBytes: 0,
      inputs: WORK_RATES.inputsPerMs * 4,
    });
    expect(clock.byKind).toEqual({
      'request.horn': WORK_RATES.msPerRequest.horn,
      'z3.horn': 3,
      steps: 1,
      objects: 2,
      inputs: 4,
    });
    expect(clock.now()).toBeCloseTo(WORK_RATES.msPerRequest.horn + 10, 6);
  });

  it('keeps concurrent runs apart', async () => {
    const a = new WorkClock(0);
    const b = new WorkClock(0);
    const charge = async (ms: number): Promise<void> => {
      for (let i = 0; i < 5; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        workClock()?.chargeSteps(WORK_RATES.stepsPerMs * ms);
      }
    };
    await Promise.all([withWorkClock(a, () => charge(1)), withWorkClock(b, () => charge(3))]);
    expect([a.now(), b.now()]).toEqual([5, 15]);
  });

  it('limits a check by work, charges what Z3 counted, and costs the same every time', async () => {
    const spent: number[] = [];
    for (let i = 0; i < 2; i++) {
      const clock = new WorkClock(0);
      await withWorkClock(clock, async () => {
        const s = await pool.session();
        try {
          await s.add(FACTORING);
          expect(await s.check({ timeoutMs: 50 })).toBe('unknown');
          const reason = await s.reasonUnknown();
          expect(reason).toBe(BUDGET_SPENT);
          expect(solverFailureKind(reason)).toBe('timeout');
        } finally {
          await s.dispose();
        }
      });
      spent.push(clock.now());
      expect(clock.safetyNetHit).toBe(false);
    }
    // the text sent and at least the 50 ms of resource units, the same both times
    expect(spent[0]).toBeGreaterThanOrEqual(50);
    expect(spent[1]).toBe(spent[0]);
  });

  it('limits one-shot and Horn requests by work too', async () => {
    const clock = new WorkClock(0);
    await withWorkClock(clock, async () => {
      const s = await pool.session();
      try {
        const once = await s.checkOnce(FACTORING, [], 20);
        expect(once.result).toBe('unknown');
        const before = clock.now();
        const horn = await s.solveHorn(COUNTER, 20);
        expect(horn).toEqual({ result: 'unknown', reason: BUDGET_SPENT });
        expect(clock.now() - before).toBeGreaterThanOrEqual(20);
      } finally {
        await s.dispose();
      }
    });
  });

  it('charges a one-shot check of a script with arrays at the rate for arrays', async () => {
    const clock = new WorkClock(0);
    const script = `(declare-fun m () (Array (_ BitVec 8) (_ BitVec 8)))
(declare-fun i () (_ BitVec 8))
(assert (= (select (store m i #x01) i) #x01))`;
    await withWorkClock(clock, async () => {
      const s = await pool.session();
      try {
        expect(await s.checkOnce(script, [], 1000)).toEqual({ result: 'sat' });
        expect(await s.checkOnce('(declare-fun x () (_ BitVec 8))\n(assert (= x #x01))', [], 1000)).toEqual({
          result: 'sat',
        });
      } finally {
        await s.dispose();
      }
    });
    const kinds = Object.keys(clock.byKind);
    expect(kinds).toContain('z3.arrays');
    expect(kinds).toContain('z3.once');
    expect(WorkClock.z3Units(10, 'arrays')).toBe(Math.ceil(10 * WORK_RATES.z3UnitsPerMs.arrays));
  });

  it("a lane's clock: stops past its budget when told it has nothing left, ending its request in flight", async () => {
    const entry = new WorkClock(0, { deadline: Date.now() + 60_000, budgetMs: 60_000 });
    let done = false;
    const lane = entry.lane(10_000, () => done);
    const other = entry.lane(10_000, () => false);
    other.chargeSteps(WORK_RATES.stepsPerMs * 5);
    const answer = withWorkClock(lane, async () => {
      const s = await pool.session();
      try {
        // Spacer would take far longer than the test: only the lane's stop ends it
        return await s.solveHorn(COUNTER, 10_000);
      } catch (e) {
        return solverFailureKind(e instanceof Error ? e.message : String(e));
      } finally {
        await s.dispose();
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    done = true;
    lane.checkStop();
    expect(await answer).toBe('timeout');
    expect(lane.now()).toBeGreaterThan(10_000); // every deadline of the lane has passed
    expect(lane.safetyNetHit).toBe(false);
    entry.absorb([lane.work(), other.work()]);
    // the longest lane, by the work it had done when it stopped (not its jump past the budget)
    expect(entry.now()).toBeGreaterThan(5);
    expect(entry.now()).toBeLessThan(10_000);
    expect(entry.byKind.steps).toBeCloseTo(5, 6);
  });
});

describe('the interpreter on a work clock', () => {
  const LOOP = 'int main(void) { unsigned i = 0; while (1) i++; return 0; }';

  it('charges its steps, so a run stops after the same steps every time', async () => {
    const p = await cfa(LOOP);
    const steps: number[] = [];
    for (let i = 0; i < 2; i++) {
      const clock = new WorkClock(0);
      const run = withWorkClock(clock, () => runRecorded(p, { deadline: 20, maxSteps: 1e9 }).run);
      expect(run.outcome).toMatchObject({ kind: 'limit', what: 'time' });
      expect(clock.now()).toBeGreaterThanOrEqual(20);
      expect(clock.safetyNetHit).toBe(false);
      steps.push(run.steps);
    }
    expect(steps[1]).toBe(steps[0]);
    expect(steps[0]).toBeGreaterThanOrEqual(20 * WORK_RATES.stepsPerMs);
  });

  it("charges a recursion's frames and the bytes it touches in large objects", async () => {
    const work = async (source: string): Promise<Record<string, number>> => {
      const p = await cfa(source);
      const clock = new WorkClock(0);
      const run = withWorkClock(clock, () => runRecorded(p, {}).run);
      expect(run.outcome.kind).toBe('exit');
      return clock.byKind;
    };
    const recursion = await work(
      'int f(int n) { return n == 0 ? 0 : 1 + f(n - 1); } int main(void) { return f(50) - 50; }',
    );
    expect(recursion.objects).toBeGreaterThanOrEqual(50 / WORK_RATES.objectsPerMs);
    expect(recursion.largeBytes).toBeUndefined();
    const large = 'int a[20000]; int main(void) { for (int i = 0; i < 100; i++) a[i] = i; return 0; }';
    expect((await work(large)).largeBytes).toBeCloseTo(400 / WORK_RATES.largeBytesPerMs, 6);
    const small = 'int a[200]; int main(void) { for (int i = 0; i < 100; i++) a[i] = i; return 0; }';
    expect((await work(small)).largeBytes).toBeUndefined();
  });

  it('stops at the wall-clock safety net, and says so', async () => {
    const p = await cfa(LOOP);
    // a work budget of an hour, 50 ms of wall time: the clock stands past the budget once the
    // wall time is up, so the run's deadline (within the budget) has passed too
    const clock = new WorkClock(0, { deadline: Date.now() + 50, budgetMs: 3_600_000 });
    const run = withWorkClock(clock, () => runRecorded(p, { deadline: 3_600_000, maxSteps: 1e12 }).run);
    expect(run.outcome).toMatchObject({ kind: 'limit', what: 'time' });
    expect(clock.safetyNetHit).toBe(true);
    expect(clock.now()).toBeGreaterThan(3_600_000);
  });
});

/** A counter Spacer needs far more than 20 ms of work for. */
const COUNTER = `(declare-fun inv ((_ BitVec 32) (_ BitVec 32)) Bool)
(assert (forall ((x (_ BitVec 32)) (y (_ BitVec 32))) (=> (and (= x #x00000000) (= y #x00000000)) (inv x y))))
(assert (forall ((x (_ BitVec 32)) (y (_ BitVec 32))) (=> (and (inv x y) (bvult x #x00100000)) (inv (bvadd x #x00000001) (bvadd y #x00000002)))))
(assert (forall ((x (_ BitVec 32)) (y (_ BitVec 32))) (=> (and (inv x y) (not (bvult x #x00100000)) (not (= y (bvadd x x)))) false)))`;
