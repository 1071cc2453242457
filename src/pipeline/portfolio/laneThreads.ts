// Lanes on worker threads of their own (lanes.ts, `--threads` above 1): the main thread's side. A
// lane marked `worker` (presets.ts) runs in laneWorker.ts, which rebuilds the program's CFA from the
// program (plain data), runs the lane's preset with solvers of its own, and hands back its answers,
// when it decided them, its clock's work and its engines' figures. The lanes' decision board is
// shared memory (laneBoard.ts); a message tells the other side that a lane decided something, so
// that a lane with nothing left to do stops at once (a late message only lets it run longer: the
// merge keeps the earlier answer, so no answer depends on it). The workers live for the whole run
// (the program is sent once per worker and program; Z3 starts once per solver worker).

import type { Worker } from 'node:worker_threads';
import type { Program } from '../../frontend/ast';
import type { ProgramCfa } from '../../ir/cfa';
import type { CfaOptions } from '../../ir/programCfa';
import type { InvariantLevel } from '../../engines/invariants/templateInvariants';
import type { Conjuncts } from '../../encodings/horn/horn';
import { startWorker, workerEntryIn } from '../../smt/workerSession';
import type { LaneStart } from '../../smt/workClock';
import type { EngineChoice } from '../options';
import { NO_ENGINE } from '../answers';
import { unknown } from '../../encodings/result';
import type { LaneOutcome, OffThreadJob, OffThreadLanes } from './lanes';
import type { Preset } from './presets';

/** A lane's job as sent to its worker (structured-clone safe). */
export interface WireJob {
  /** The program's number in this run; `program` is sent when the worker does not have it yet. */
  readonly programKey: number;
  readonly program?: Program;
  readonly cfaOptions: CfaOptions;
  /** The entry's hard deadline (Date.now() ms), for the lane's solvers. */
  readonly deadline?: number;
  readonly reproducers: boolean;
  readonly preset: Preset;
  readonly lane: number;
  readonly lanes: number;
  readonly ids: readonly string[];
  readonly options: {
    readonly engine: EngineChoice;
    readonly entry: string;
    readonly timeoutSeconds: number;
    readonly invariants?: InvariantLevel;
    readonly skip?: ReadonlySet<string>;
    readonly seeds?: Conjuncts;
  };
  readonly board: SharedArrayBuffer;
  readonly start: LaneStart;
}

export type ToLaneWorker = { readonly kind: 'run'; readonly job: WireJob } | { readonly kind: 'tell' };

export type FromLaneWorker =
  | { readonly kind: 'told' }
  | { readonly kind: 'done'; readonly outcome: LaneOutcome }
  | { readonly kind: 'failed'; readonly message: string };

/** What a lane on a worker needs of the entry besides the job: its hard deadline and whether to build reproducers. */
export interface LaneThreadContext {
  readonly deadline?: number;
  readonly reproducers?: boolean;
}

/** A lane whose worker died: UNKNOWN for what it had open, no work. */
function crashed(job: OffThreadJob, reason: string): LaneOutcome {
  const open = job.ids.filter((id) => !(job.options.skip?.has(id) ?? false));
  const result = unknown('internal', reason);
  return {
    answers: open.map((propertyId) => ({ propertyId, engine: NO_ENGINE, seconds: 0, result })),
    decidedAt: [],
    work: { spentMs: 0, byKind: {}, safetyNetHit: false },
    engines: [],
    solverCalls: 0,
  };
}

/** This module's directory, read through a function so bundlers do not treat it as an asset path. */
function hereDir(): string {
  return __dirname;
}

const programKeys = new WeakMap<Program, number>();
let nextProgramKey = 1;

/** One lane worker: the program it holds, and the lane running on it. */
interface LaneWorker {
  readonly worker: Worker;
  programKey?: number;
  busy: boolean;
  failure?: Error;
  /** Settles the running lane. */
  settle?: (m: FromLaneWorker | Error) => void;
}

/** The run's lane workers (started when first needed, ended by `shutdown`). */
export class LaneThreads {
  private readonly workers: LaneWorker[] = [];
  /** Satisfiability checks the lanes on workers asked of their solvers so far. */
  solverCalls = 0;

  constructor(private readonly cfaOptions: CfaOptions) {}

  /** Runs lanes of `cfa`'s entry on the workers. */
  offThread(cfa: ProgramCfa, context: LaneThreadContext): OffThreadLanes {
    return { run: (job, told) => this.run(cfa, context, job, told) };
  }

  async shutdown(): Promise<void> {
    const all = this.workers.splice(0);
    await Promise.all(all.map((w) => w.worker.terminate()));
  }

  private run(
    cfa: ProgramCfa,
    context: LaneThreadContext,
    job: OffThreadJob,
    told: () => void,
  ): { outcome: Promise<LaneOutcome>; tell(): void } {
    const w = this.idleWorker();
    let key = programKeys.get(cfa.program);
    if (key === undefined) programKeys.set(cfa.program, (key = nextProgramKey++));
    const o = job.options;
    const wire: WireJob = {
      programKey: key,
      ...(w.programKey !== key ? { program: cfa.program } : {}),
      cfaOptions: this.cfaOptions,
      ...(context.deadline !== undefined ? { deadline: context.deadline } : {}),
      reproducers: context.reproducers === true,
      preset: job.plan.preset,
      lane: job.lane,
      lanes: job.board.lanes,
      ids: job.ids,
      options: {
        engine: o.engine,
        entry: o.entry,
        timeoutSeconds: o.timeoutSeconds,
        ...(o.invariants !== undefined ? { invariants: o.invariants } : {}),
        ...(o.skip !== undefined ? { skip: o.skip } : {}),
        ...(o.seeds !== undefined ? { seeds: o.seeds } : {}),
      },
      board: job.board.buffer,
      start: job.start,
    };
    // what cannot be cloned throws here, before the worker is taken (the lane then runs on the main thread)
    w.worker.postMessage({ kind: 'run', job: wire } satisfies ToLaneWorker);
    w.programKey = key;
    w.busy = true;
    w.worker.ref();
    const outcome = new Promise<LaneOutcome>((resolve, reject) => {
      const release = (): void => {
        w.settle = undefined;
        w.busy = false;
        w.worker.unref();
      };
      w.settle = (m) => {
        if (!(m instanceof Error) && m.kind === 'told') return told();
        release();
        // an engine's exception fails the run as it would on the main thread; a worker that died
        // (out of memory) leaves the lane's properties UNKNOWN: the other lanes' answers stand
        if (m instanceof Error) resolve(crashed(job, m.message));
        else if (m.kind === 'failed') reject(new Error(m.message));
        else {
          this.solverCalls += m.outcome.solverCalls;
          resolve(m.outcome);
        }
      };
    });
    return { outcome, tell: () => w.worker.postMessage({ kind: 'tell' } satisfies ToLaneWorker) };
  }

  /** An idle live worker, or a new one. */
  private idleWorker(): LaneWorker {
    const idle = this.workers.find((w) => !w.busy && w.failure === undefined);
    if (idle !== undefined) return idle;
    const worker = startWorker(workerEntryIn(hereDir(), 'laneWorker'), { proofgateLaneWorker: true });
    const w: LaneWorker = { worker, busy: false };
    const gone = (e: Error): void => {
      w.failure ??= e;
      w.settle?.(e);
    };
    worker.on('message', (m: FromLaneWorker) => w.settle?.(m));
    worker.on('error', (e: Error) => gone(new Error(`lane worker failed: ${e.message}`)));
    worker.on('exit', (code) => gone(new Error(`lane worker exited with code ${code}`)));
    worker.unref();
    this.workers.push(w);
    return w;
  }
}
