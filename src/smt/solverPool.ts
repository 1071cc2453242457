// Hands out solver sessions, each on a worker thread of its own, with at most `maxWorkers` workers
// alive; idle workers are kept (Z3 takes ~0.2 s to start) and dead ones replaced. `withDeadline`
// gives a view whose sessions stop at a hard deadline (deadline.ts). `shutdown()` ends them all.
// Also a self-test that solves one query end to end.

import { ExpiredSession, HARD_GRACE_MS } from './deadline';
import { SolverCrashed, type SolverSession } from './session';
import { defaultWorkerEntry, SolverWorker, WorkerSession, type WorkerEntry } from './workerSession';

export interface SolverPoolOptions {
  /** Most worker threads alive at once (default 2); `session()` waits when all are taken. */
  readonly maxWorkers?: number;
  /** How long past its timeout a check may run before its worker is terminated (default 5000 ms; Z3 overshot
   * its timeout by up to 1.3 s on 20,000 bit-vector assertions on a loaded machine). */
  readonly graceMs?: number;
  /** The worker entry (default: dist/solverWorker.js next to the bundle, or the TS source). */
  readonly worker?: WorkerEntry;
  /** How long past a hard deadline (`withDeadline`) a request may run before its worker is terminated. */
  readonly hardGraceMs?: number;
}

export interface SolverPool {
  /** A fresh session (empty assertion stack) on a worker it owns until `dispose()`. */
  session(): Promise<SolverSession>;
  /** Terminates every worker; sessions still open fail, later `session()` calls reject. */
  shutdown(): Promise<void>;
  stats(): SolverPoolStats;
  /**
   * The same pool (workers, stats) whose sessions stop at `deadline` (Date.now() ms): checks are cut
   * to it, nothing heavy starts after it, a worker still busy shortly after it is terminated (and
   * replaced), and sessions opened after it fail every request with SolverCrashed('timeout').
   */
  withDeadline(deadline: number | undefined): SolverPool;
}

export interface SolverPoolStats {
  /** Workers alive or starting, and how many of them wait idle for a session. */
  readonly live: number;
  readonly idle: number;
  /** Workers started so far, and Z3's start-up time in the last one (ms). */
  readonly started: number;
  readonly lastInitMs: number | undefined;
  /** Satisfiability checks (check, checkOnce, solveHorn) asked of the pool's sessions so far. */
  readonly calls: number;
}

class Pool implements SolverPool {
  private readonly maxWorkers: number;
  private readonly graceMs: number;
  private readonly entry: WorkerEntry | undefined;
  private readonly hardGraceMs: number;
  private readonly idle: SolverWorker[] = [];
  private readonly all = new Set<SolverWorker>();
  /** Workers alive or starting. */
  private live = 0;
  private readonly waiters: (() => void)[] = [];
  private closed = false;
  private started = 0;
  private lastInitMs: number | undefined;
  private calls = 0;

  constructor(options: SolverPoolOptions) {
    this.maxWorkers = Math.max(1, Math.floor(options.maxWorkers ?? 2));
    this.graceMs = options.graceMs ?? 5000;
    this.entry = options.worker;
    this.hardGraceMs = options.hardGraceMs ?? HARD_GRACE_MS;
  }

  session(): Promise<SolverSession> {
    return this.open(undefined);
  }

  withDeadline(deadline: number | undefined): SolverPool {
    if (deadline === undefined) return this;
    return {
      session: () => this.open(deadline),
      shutdown: () => this.shutdown(),
      stats: () => this.stats(),
      // a view of a view keeps the earlier deadline: a nested limit never extends the run's
      withDeadline: (d) => this.withDeadline(d === undefined ? deadline : Math.min(deadline, d)),
    };
  }

  /** A session on a worker of its own; with a hard deadline that has passed, an ExpiredSession. */
  async open(deadline: number | undefined): Promise<SolverSession> {
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error('solver pool is shut down');
      if (deadline !== undefined && Date.now() >= deadline) return new ExpiredSession();
      const worker = await this.acquireBy(deadline);
      if (worker === undefined) return new ExpiredSession();
      const watchdog = Math.min(this.graceMs + 5000, this.untilCut(deadline));
      try {
        await worker.request({ op: 'open' }, watchdog);
      } catch (e) {
        this.release(worker, false);
        // A worker that died while idle is replaced; anything else is the caller's to see.
        if (e instanceof SolverCrashed && !this.closed && attempt < 2) continue;
        throw e;
      }
      return new WorkerSession(
        worker,
        this.graceMs,
        (w, reusable) => this.release(w, reusable),
        () => this.calls++,
        deadline,
        this.hardGraceMs,
      );
    }
  }

  /** Milliseconds until `deadline` plus the hard grace (Infinity without a deadline). */
  private untilCut(deadline: number | undefined): number {
    return deadline === undefined ? Infinity : Math.max(0, deadline - Date.now()) + this.hardGraceMs;
  }

  /**
   * A worker, or undefined when none is ready (started, or freed by another session) by the hard
   * deadline plus grace; one that comes later goes to the idle workers.
   */
  private async acquireBy(deadline: number | undefined): Promise<SolverWorker | undefined> {
    const got = this.acquire();
    if (deadline === undefined) return got;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.untilCut(deadline));
    });
    try {
      const first = await Promise.race([got, late]);
      if (first !== 'late') return first;
      got.then(
        (w) => this.release(w, true),
        () => undefined,
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  stats(): SolverPoolStats {
    return {
      live: this.live,
      idle: this.idle.length,
      started: this.started,
      lastInitMs: this.lastInitMs,
      calls: this.calls,
    };
  }

  async shutdown(): Promise<void> {
    this.closed = true;
    for (const w of this.all) w.terminate(new Error('solver pool shut down'));
    this.all.clear();
    this.idle.length = 0;
    this.live = 0;
    for (const wake of this.waiters.splice(0)) wake();
  }

  private async acquire(): Promise<SolverWorker> {
    for (;;) {
      if (this.closed) throw new Error('solver pool is shut down');
      const idle = this.idle.pop();
      if (idle !== undefined) {
        if (idle.alive) return idle;
        this.drop(idle);
        continue;
      }
      if (this.live < this.maxWorkers) {
        this.live++;
        try {
          const worker = await SolverWorker.start(this.entry ?? defaultWorkerEntry());
          this.started++;
          this.lastInitMs = worker.initMs;
          if (this.closed) {
            worker.terminate(new Error('solver pool shut down'));
            continue;
          }
          this.all.add(worker);
          // A dead worker frees its slot at once, even before its session is disposed.
          worker.onGone = () => {
            this.drop(worker);
            this.wake();
          };
          return worker;
        } catch (e) {
          this.live--;
          this.wake();
          throw e;
        }
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private release(worker: SolverWorker, reusable: boolean): void {
    if (!this.all.has(worker)) return; // already dropped (or the pool was shut down)
    if (reusable && worker.alive && !this.closed) this.idle.push(worker);
    else this.drop(worker);
    this.wake();
  }

  private drop(worker: SolverWorker): void {
    if (!this.all.delete(worker)) return;
    this.live--;
    if (worker.alive) worker.terminate(new Error('solver worker retired'));
  }

  private wake(): void {
    this.waiters.shift()?.();
  }
}

export function createSolverPool(options: SolverPoolOptions = {}): SolverPool {
  return new Pool(options);
}

export interface SolverSelfTest {
  /** `sat`, with x = 4294967295 (#xffffffff), when everything works. */
  readonly answer: string;
  readonly x: bigint | boolean | undefined;
  /** Wall-clock time for starting the worker (Z3 init included) and for the query. */
  readonly startMs: number;
  readonly queryMs: number;
}

/** Solves one tiny bit-vector query in a fresh worker (for a CLI self-test and dist checks). */
export async function selfTestSolver(options: SolverPoolOptions = {}): Promise<SolverSelfTest> {
  const pool = createSolverPool({ ...options, maxWorkers: 1 });
  try {
    const t0 = performance.now();
    const session = await pool.session();
    const t1 = performance.now();
    await session.add('(declare-const x (_ BitVec 32)) (assert (= (bvadd x #x00000001) #x00000000))');
    const answer = await session.check({ timeoutMs: 10_000 });
    const x = answer === 'sat' ? (await session.values(['x'])).get('x') : undefined;
    const t2 = performance.now();
    await session.dispose();
    return { answer, x, startMs: t1 - t0, queryMs: t2 - t1 };
  } finally {
    await pool.shutdown();
  }
}
