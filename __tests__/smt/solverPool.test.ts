// The solver pool: sessions run in parallel on separate workers, at most maxWorkers workers live,
// idle workers are reused, dead ones replaced, and shutdown ends them all. A Horn request's options
// configure that request and none after it on the same worker.
import { afterEach, describe, expect, it } from 'vitest';
import { SolverCrashed } from '../../src/smt/session';
import { createSolverPool, selfTestSolver, type SolverPool } from '../../src/smt/solverPool';
import { WorkerSession } from '../../src/smt/workerSession';
import { FACTORING } from './hardQuery';

let pool: SolverPool | undefined;

/** A pool whose one worker has started (starting one takes seconds on a busy machine). */
async function warmPool(options: { hardGraceMs?: number } = {}): Promise<SolverPool> {
  const p = createSolverPool({ maxWorkers: 1, ...options });
  await (await p.session()).dispose();
  return p;
}
afterEach(async () => {
  await pool?.shutdown();
  pool = undefined;
});

describe('solver pool', () => {
  it('runs two sessions in parallel on two workers', async () => {
    pool = createSolverPool({ maxWorkers: 2 });
    const [a, b] = await Promise.all([pool.session(), pool.session()]);
    expect(pool.stats()).toMatchObject({ live: 2, started: 2 });
    await Promise.all([a.add(FACTORING), b.add(FACTORING)]);
    // Z3's timeout is wall-clock time: in parallel both end after ~1.5 s, one after the other ~3 s.
    const t0 = performance.now();
    const answers = await Promise.all([a.check({ timeoutMs: 1500 }), b.check({ timeoutMs: 1500 })]);
    const elapsed = performance.now() - t0;
    expect(answers).toEqual(['unknown', 'unknown']);
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(2700);
    await Promise.all([a.dispose(), b.dispose()]);
    expect(pool.stats()).toMatchObject({ live: 2, idle: 2 });
  });

  it('rejects a one-off check of a malformed script instead of answering unknown', async () => {
    pool = createSolverPool({ maxWorkers: 1 });
    const s = await pool.session();
    const clash = '(declare-fun x () (_ BitVec 32))\n(assert (bvsle #x80 x))';
    await expect(s.checkOnce(clash, [], 5000)).rejects.toThrow(/rejected the script/);
    await s.dispose();
  });

  it('answers unknown, not an error, when the time limit stops a one-off bit-vector check', async () => {
    pool = createSolverPool({ maxWorkers: 1 });
    const s = await pool.session();
    // pure bit-vectors: Z3 runs its bit-blasting tactic, whose stop reads "tactic failed: canceled"
    for (const ms of [1, 50, 300])
      expect(await s.checkOnce(FACTORING, [], ms)).toEqual({ result: 'unknown' });
    await s.dispose();
  });

  it('keeps at most maxWorkers workers and reuses idle ones', async () => {
    pool = createSolverPool({ maxWorkers: 1 });
    const first = await pool.session();
    let secondReady = false;
    const second = pool.session().then((s) => {
      secondReady = true;
      return s;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(secondReady).toBe(false);
    await first.dispose();
    const s = await second;
    await s.add('(declare-const x (_ BitVec 8)) (assert (= x #xff))');
    expect(await s.check()).toBe('sat');
    await s.dispose();
    expect(pool.stats()).toMatchObject({ live: 1, idle: 1, started: 1 });
  });

  it('replaces a crashed worker, even before its session is disposed', async () => {
    pool = createSolverPool({ maxWorkers: 1 });
    const doomed = (await pool.session()) as WorkerSession;
    await expect(doomed.debug('exit')).rejects.toBeInstanceOf(SolverCrashed);
    await expect(doomed.check()).rejects.toBeInstanceOf(SolverCrashed);
    const next = await pool.session();
    expect(await next.check()).toBe('sat');
    await doomed.dispose();
    await next.dispose();
    expect(pool.stats()).toMatchObject({ live: 1, idle: 1, started: 2 });
  });

  it('terminates a session busy with a check when it is disposed', async () => {
    pool = createSolverPool({ maxWorkers: 1 });
    const s = await pool.session();
    await s.add(FACTORING);
    const running = s.check(); // no timeout: would run for a long time
    const queued = s.check();
    await new Promise((r) => setTimeout(r, 200));
    await s.dispose();
    await expect(running).rejects.toThrow(/disposed/);
    await expect(queued).rejects.toThrow(/disposed/);
    const next = await pool.session();
    expect(await next.check()).toBe('sat');
    await next.dispose();
  });

  it('shutdown ends open sessions and later requests', async () => {
    pool = createSolverPool({ maxWorkers: 2 });
    const s = await pool.session();
    await pool.shutdown();
    await expect(s.check()).rejects.toThrow(/shut down/);
    await expect(pool.session()).rejects.toThrow(/shut down/);
    await s.dispose();
  });

  it('cuts a check without time limit at the hard deadline; the worker stays usable', async () => {
    // a grace long enough that a loaded machine still sees Z3's own time limit answer
    pool = await warmPool({ hardGraceMs: 10_000 });
    const s = await pool.withDeadline(Date.now() + 3000).session();
    await s.add(FACTORING);
    expect(await s.check()).toBe('unknown'); // without the deadline: a long search
    await s.dispose();
    expect(pool.stats()).toMatchObject({ live: 1, idle: 1, started: 1 });
  });

  it('terminates a worker stuck in an add past the hard deadline, and replaces it', async () => {
    pool = await warmPool({ hardGraceMs: 200 });
    const s = (await pool.withDeadline(Date.now() + 3000).session()) as WorkerSession;
    await s.debug('hang-next-add');
    const stuck = s.add('(declare-const x Bool)');
    await expect(stuck).rejects.toBeInstanceOf(SolverCrashed);
    await expect(stuck).rejects.toMatchObject({ reason: 'timeout' });
    await s.dispose();
    const next = await pool.session();
    expect(await next.check()).toBe('sat');
    await next.dispose();
    expect(pool.stats()).toMatchObject({ started: 2 });
  });

  it('after the hard deadline refuses heavy requests, and its new sessions fail with timeout', async () => {
    pool = await warmPool();
    const limited = pool.withDeadline(Date.now() + 2000);
    const s = await limited.session();
    await s.add('(declare-const x Bool) (assert x)');
    await new Promise((r) => setTimeout(r, 2100));
    await expect(s.add('(assert (not x))')).rejects.toMatchObject({ reason: 'timeout' });
    await expect(s.check()).rejects.toMatchObject({ reason: 'timeout' });
    await s.dispose();
    const late = await limited.session();
    await expect(late.checkOnce('(declare-const y Bool)', [], 1000)).rejects.toBeInstanceOf(SolverCrashed);
    await late.dispose();
    expect(pool.stats()).toMatchObject({ started: 1, idle: 1 }); // the worker was not needed
  });

  it('passes its self-test', async () => {
    const r = await selfTestSolver();
    expect(r).toMatchObject({ answer: 'sat', x: 4294967295n });
  });

  it("applies a Horn request's options to that request only, not to the worker's next one", async () => {
    pool = await warmPool();
    // a counter whose violation is 10 steps deep: Spacer finds it; Z3's Horn BMC told to unroll
    // twice does not
    const clauses = `(declare-fun inv ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x #x00) (inv x))))
(assert (forall ((x (_ BitVec 8))) (=> (and (inv x) (bvult x #x0a)) (inv (bvadd x #x01)))))
(assert (forall ((x (_ BitVec 8))) (=> (and (inv x) (= x #x0a)) false)))`;
    const answers: string[] = [];
    for (const options of [
      '',
      '(set-option :fp.engine bmc)\n(set-option :fp.bmc.linear_unrolling_depth 2)\n',
      '',
    ]) {
      const s = await pool.session(); // the one worker each time
      try {
        answers.push((await s.solveHorn(options + clauses, 20_000)).result);
      } finally {
        await s.dispose();
      }
    }
    expect(answers).toEqual(['unsat', 'unknown', 'unsat']);
  });
});
