// The main-thread side of a solver worker: SolverWorker starts one worker thread and matches
// replies to requests; WorkerSession is the SolverSession engines use, serialising its calls over
// one worker and turning a dead or unresponsive worker into SolverCrashed.

import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  DebugAction,
  ReplyValues,
  SolverRequest,
  SolverWorkerData,
  SolverWorkerMessage,
} from './solverProtocol';
import {
  SolverCrashed,
  type CheckOptions,
  type CheckResult,
  type HornResult,
  type OnceResult,
  type SolverSession,
} from './session';
import { DEADLINE_REASON, HARD_GRACE_MS, limitRequest } from './deadline';
import { hasArrays, pureBitVector } from './scriptKind';
import { traceWork, workTraceOn } from './workTrace';
import { WORK_RATES, WorkClock, workClock, type MeteredOp, type TextOp } from './workClock';

/** Without a hard deadline, a metered request may take this many times its own time (at least 10 s more) before Z3 is stopped and its worker counts as hung. */
const METERED_WATCHDOG_FACTOR = 8;
const METERED_WATCHDOG_MIN_MS = 10_000;

/** A request without its id, e.g. `{ op: 'add', text }`. */
export type RequestBody = SolverRequest extends infer R
  ? R extends SolverRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** The worker entry next to this module: the bundle in dist/, or the TypeScript source via tsx. */
export interface WorkerEntry {
  readonly file: string;
  /** A CommonJS module the worker requires first (tsx's hook when `file` is TypeScript). */
  readonly preload?: string;
}

/** This module's directory, read through a function so bundlers do not treat it as an asset path. */
function hereDir(): string {
  return __dirname;
}

/** CommonJS hook of tsx, resolved from this folder (development and tests only). */
function tsxHook(from: string, specifier: string): string {
  return createRequire(path.join(from, 'index.js')).resolve(specifier);
}

export function defaultWorkerEntry(): WorkerEntry {
  return workerEntryIn(hereDir(), 'solverWorker');
}

/** The worker entry `name` in `here`: `name`.js (a bundle in dist/), or `name`.ts run through tsx. */
export function workerEntryIn(here: string, name: string): WorkerEntry {
  const bundled = path.join(here, `${name}.js`);
  if (fs.existsSync(bundled)) return { file: bundled };
  const source = path.join(here, `${name}.ts`);
  if (fs.existsSync(source)) return { file: source, preload: tsxHook(here, 'tsx/cjs') };
  throw new Error(`worker not found: neither ${bundled} nor ${source} exists`);
}

/** A worker thread running `entry` (through tsx's hook when it is TypeScript), with no execArgv. */
export function startWorker(entry: WorkerEntry, workerData: unknown): Worker {
  // No execArgv: Z3's own thread workers inherit it. On Node 20, `--import tsx` does not reach
  // worker threads at all, and `--require tsx/cjs` would load tsx into each of Z3's threads too.
  return entry.preload === undefined
    ? new Worker(entry.file, { workerData, execArgv: [] })
    : new Worker(`require(${JSON.stringify(entry.preload)});\nrequire(${JSON.stringify(entry.file)});`, {
        eval: true,
        workerData,
        execArgv: [],
      });
}

/** The reason reported for a worker's `error` event. */
export function crashReason(message: string): string {
  return /out of memory|\bOOM\b|cannot enlarge memory|allocation failed/i.test(message)
    ? 'solver out of memory'
    : message;
}

interface Pending {
  resolve: (value: ReplyValues[keyof ReplyValues]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
  onWork: ((units: number) => void) | undefined;
}

/** One worker thread running Z3. Keeps the process alive only while a request is in flight. */
export class SolverWorker {
  /** Set once the worker is gone (crashed, unresponsive or terminated); rejects every later request. */
  failure: Error | undefined;
  /** Called once when the worker is gone, for whatever reason. */
  onGone: (() => void) | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  private constructor(
    private readonly worker: Worker,
    /** Milliseconds Z3 took to start in this worker. */
    readonly initMs: number,
  ) {
    worker.on('message', (m: SolverWorkerMessage) => {
      if (!('id' in m)) return;
      const p = this.pending.get(m.id);
      if (p === undefined) return;
      this.settle(m.id);
      if (m.ok && m.work !== undefined) p.onWork?.(m.work);
      if (m.ok) p.resolve(m.value);
      else p.reject(new Error(m.error));
    });
    worker.on('error', (e: Error) => this.fail(new SolverCrashed(crashReason(e.message))));
    worker.on('exit', (code) => this.fail(new SolverCrashed(`solver worker exited with code ${code}`)));
    worker.unref();
  }

  /** Starts a worker and waits until Z3 is ready in it. */
  static start(entry: WorkerEntry = defaultWorkerEntry()): Promise<SolverWorker> {
    const workerData: SolverWorkerData = { proofgateSolverWorker: true };
    const worker = startWorker(entry, workerData);
    return new Promise((resolve, reject) => {
      const failed = (reason: string): void => {
        void worker.terminate();
        reject(new SolverCrashed(`solver worker failed to start: ${reason}`));
      };
      const onMessage = (m: SolverWorkerMessage): void => {
        if (!('hello' in m)) return;
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (m.hello === 'ready') resolve(new SolverWorker(worker, m.initMs));
        else failed(m.error);
      };
      const onError = (e: Error): void => failed(crashReason(e.message));
      const onExit = (code: number): void => failed(`exited with code ${code}`);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
  }

  get alive(): boolean {
    return this.failure === undefined;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /**
   * Sends a request; with `deadlineMs`, a worker that does not answer in time is terminated;
   * `onWork` is told the resource units a request with an `rlimit` used.
   */
  request<B extends RequestBody>(
    body: B,
    deadlineMs?: number,
    onWork?: (units: number) => void,
  ): Promise<ReplyValues[B['op']]> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<ReplyValues[B['op']]>((resolve, reject) => {
      const timer =
        deadlineMs === undefined
          ? undefined
          : setTimeout(() => this.terminate(new SolverCrashed('timeout')), deadlineMs);
      if (this.pending.size === 0) this.worker.ref();
      // The worker answers each op with that op's value type (solverProtocol.ts).
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject, timer, onWork });
      this.worker.postMessage({ ...body, id });
    });
  }

  /** Stops the worker; pending and later requests reject with `reason`. */
  terminate(reason: Error): void {
    this.fail(reason);
    void this.worker.terminate();
  }

  private settle(id: number): void {
    const p = this.pending.get(id);
    if (p === undefined) return;
    clearTimeout(p.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  private fail(reason: Error): void {
    if (this.failure !== undefined) return;
    this.failure = reason;
    for (const [id, p] of [...this.pending]) {
      this.settle(id);
      p.reject(reason);
    }
    this.onGone?.();
  }
}

/** A SolverSession on one worker it owns until `dispose()`; calls run one after the other. */
export class WorkerSession implements SolverSession {
  private tail: Promise<unknown> = Promise.resolve();
  private disposed = false;

  constructor(
    private readonly worker: SolverWorker,
    /** How long past its timeout a check may take before the worker counts as hung. */
    private readonly graceMs: number,
    /** Hands the worker back to its pool (reusable: the session ended cleanly). */
    private readonly release: (worker: SolverWorker, reusable: boolean) => void,
    /** Counts the satisfiability checks (check, checkOnce, solveHorn) asked of the solver. */
    private readonly counted: () => void = () => undefined,
    /** Hard deadline (Date.now() ms) of every request: see deadline.ts; undefined: none. */
    private readonly hardDeadline?: number,
    private readonly hardGraceMs: number = HARD_GRACE_MS,
  ) {}

  add(smtlib: string): Promise<void> {
    return this.call({ op: 'add', text: smtlib });
  }

  push(): Promise<void> {
    return this.call({ op: 'push' });
  }

  pop(): Promise<void> {
    return this.call({ op: 'pop' });
  }

  check(options: CheckOptions = {}): Promise<CheckResult> {
    const { timeoutMs } = options;
    this.counted();
    return this.call({ op: 'check', assumptions: [...(options.assumptions ?? [])], timeoutMs });
  }

  values(terms: readonly string[]): Promise<Map<string, bigint | boolean>> {
    return this.call({ op: 'values', terms: [...terms] });
  }

  reasonUnknown(): Promise<string> {
    return this.call({ op: 'reasonUnknown' });
  }

  unsatCore(): Promise<string[]> {
    return this.call({ op: 'unsatCore' });
  }

  solveHorn(script: string, timeoutMs: number): Promise<HornResult> {
    this.counted();
    return this.call({ op: 'horn', text: script, timeoutMs });
  }

  checkOnce(script: string, terms: readonly string[], timeoutMs: number): Promise<OnceResult> {
    this.counted();
    return this.call({ op: 'once', text: script, terms, timeoutMs });
  }

  /** Test-only: makes the worker crash or hang (see DebugAction). */
  debug(action: DebugAction): Promise<void> {
    return this.call({ op: 'debug', action });
  }

  /**
   * Ends the session. An idle worker goes back to the pool; one still busy with a call (a check
   * without timeout, say) is terminated instead, and the calls still queued reject.
   */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    const w = this.worker;
    if (w.alive && w.busy) w.terminate(new Error('solver session disposed'));
    if (w.alive) {
      try {
        await this.call({ op: 'close' }, this.graceMs, true);
      } catch {
        // A worker that cannot close is not reused.
      }
    }
    this.release(w, w.alive);
  }

  /**
   * Queues a request. Its limits are set when it starts (after the calls before it): a check's time
   * limit and watchdog (timeout + grace), both cut to the session's hard deadline (deadline.ts).
   * Inside a run with a work clock (workClock.ts) the time limit is work instead: Z3's resource
   * limit, the work it used charged to the clock (and the text sent), while the hard deadline stays
   * the wall-clock safety net.
   */
  private call<B extends RequestBody>(
    body: B,
    watchdogMs?: number,
    internal = false,
  ): Promise<ReplyValues[B['op']]> {
    if (this.disposed && !internal) return Promise.reject(new Error('solver session is disposed'));
    const clock = internal ? undefined : workClock();
    if (clock && 'text' in body) clock.chargeText(body.text.length, body.op);
    if (clock && isChargedOp(body.op)) clock.chargeRequest(body.op);
    const run = (): Promise<ReplyValues[B['op']]> => {
      const own = 'timeoutMs' in body ? body.timeoutMs : undefined;
      if (clock && own !== undefined) return this.metered(body, own, clock);
      const grace = 'timeoutMs' in body && own !== undefined ? this.graceMs : undefined;
      const limit = limitRequest(body.op, own, grace, this.hardDeadline, Date.now(), this.hardGraceMs);
      if (limit.refuse) return Promise.reject(new SolverCrashed(DEADLINE_REASON));
      const sent = 'timeoutMs' in body ? { ...body, timeoutMs: limit.timeoutMs } : body;
      const reply = this.worker.request(sent, watchdogMs ?? limit.watchdogMs);
      if (!workTraceOn || clock === undefined || !('text' in body)) return reply;
      const started = Date.now();
      const traced = (): void =>
        traceWork({ op: body.op, units: 0, bytes: body.text.length, wallMs: Date.now() - started });
      return reply.finally(traced);
    };
    const result = this.tail.then(run, run);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /**
   * A timed request under a work clock: `ownMs` of the clock's time as Z3's resource limit; the
   * time limit and the watchdog only the hard deadline's (a generous multiple without one).
   */
  private metered<B extends RequestBody>(
    body: B,
    ownMs: number,
    clock: WorkClock,
  ): Promise<ReplyValues[B['op']]> {
    const op = body.op as MeteredOp;
    // Z3's start-up (Spacer's above all) is work its resource count hardly sees: at least 10 s more
    const loose = Math.max(ownMs * METERED_WATCHDOG_FACTOR, ownMs + METERED_WATCHDOG_MIN_MS);
    const limit = limitRequest(body.op, loose, this.graceMs, this.hardDeadline, Date.now(), this.hardGraceMs);
    if (limit.refuse) {
      clock.safetyNetHit = true;
      return Promise.reject(new SolverCrashed(DEADLINE_REASON));
    }
    // a one-shot check of a script with arrays: Z3 counts its work at a pace of its own
    const arrays = op === 'once' && 'text' in body && hasArrays(body.text);
    const rate = arrays ? 'arrays' : op;
    const sent = { ...body, timeoutMs: limit.timeoutMs, rlimit: WorkClock.z3Units(ownMs, rate) };
    const started = Date.now();
    let used = 0;
    const netHit = (): void => {
      if (this.hardDeadline !== undefined && Date.now() >= this.hardDeadline) clock.safetyNetHit = true;
      if (workTraceOn) {
        const bytes = 'text' in body ? body.text.length : 0;
        const bv = 'text' in body && pureBitVector(body.text);
        traceWork({ op, units: used, bytes, wallMs: Date.now() - started, bv, arrays });
      }
    };
    const charge = (units: number): void => {
      used += units;
      clock.chargeZ3(units, rate);
    };
    // a lane that stops (its work decided elsewhere) ends its request at once, as a timeout would
    const off = clock.onStop(() => this.worker.terminate(new SolverCrashed(DEADLINE_REASON)));
    return this.worker.request(sent, limit.watchdogMs, charge).finally(netHit).finally(off);
  }
}

/** The requests with a fixed cost on the work clock (workClock.ts, WORK_RATES.msPerRequest). */
function isChargedOp(op: string): op is TextOp | MeteredOp {
  return op in WORK_RATES.msPerRequest;
}
