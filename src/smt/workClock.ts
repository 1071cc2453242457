// Deterministic time: a verification run measures its progress in work, not in seconds, so that
// the same program gives the same verdicts on any machine and under any load (as Dafny and Boogie
// bound the solver by its resource limit, not by a timer).
//
// A WorkClock reads like Date.now() (milliseconds), but it moves only by work done: Z3's resource
// units (`rlimit`, counted by the solver itself), SMT-LIB text handed to the solver, BMC's unrolling,
// the memory encoding's copies and the interpreter's steps, each converted at a fixed rate
// calibrated on an unloaded machine (WORK_RATES).
// Every deadline, share and "how long did that take" inside a run reads `now()`, which is the
// current run's work clock when one is active (AsyncLocalStorage, so concurrent runs keep their own)
// and the wall clock otherwise. The wall clock stays the safety net: a run's hard deadline
// (SolverPool.withDeadline) is real time, a run that reaches it says so (`safetyNetHit`), and its
// clock then stands past the budget.

import { AsyncLocalStorage } from 'node:async_hooks';

/** The kinds of solver request a work clock meters (solverProtocol.ts). */
export type MeteredOp = 'check' | 'once' | 'horn';

/** The rates of Z3's count: per kind of request, and one-shot checks of scripts with arrays apart. */
export type Z3Rate = MeteredOp | 'arrays';

/**
 * How much work one millisecond stands for, on this project's reference machine (2 cores, no other
 * load), fitted to every solver request and interpreter run of the dev SV-COMP corpus
 * (PROOFGATE_WORK_TRACE, workTrace.ts; scripts/fitWorkRates.ts; README "Work budgets"; last fitted
 * 2026-11-28, when the rates before charged 1.4-2.2 times the wall time): Z3's resource units per
 * kind of request (Spacer counts at about half the pace of a fresh context's check; a fresh
 * context's check of a script with arrays has a rate of its own, still the same as without: Z3
 * counts those at about 60 %, 1,934 units per ms fitted on 7,010 such requests of the dev SV-COMP
 * corpus on 2026-11-29, and formulas over a library's memory much slower, but charging them so cost
 * 8 points of that corpus, CHC proofs whose candidate checks carry arrays and ran out of budget, so
 * the budgets must be calibrated again with it); bytes of
 * SMT-LIB text per kind of request (parsed by Z3; an `add` into a live solver is cheaper than a
 * fresh context's); a fixed cost per request (a fresh context, Spacer's start); interpreter steps,
 * inputs it consumes (drawn by random testing: several steps' cost each), objects it allocates (a
 * call's frame: what deep recursion spends its time on), bytes it accesses in large objects
 * (certify/memory.ts: several times a small object's cost) and a fixed cost per run (these five fitted
 * run by run on 700,000 random-testing runs over the dev SV-COMP and realc corpora on 2026-11-28, when
 * the rates before charged half the runs' wall time);
 * program locations BMC's unrolling instantiates (its work besides the text: a loop over constants
 * unrolls without any); entries the memory encoding copies (memoryShadow.ts: the known bytes of an
 * object, per store; with the garbage collection of the copies, what a 400 KB array's stores spend
 * their time on).
 */
export const WORK_RATES = {
  z3UnitsPerMs: { check: 2400, once: 3300, horn: 1500, arrays: 3300 } as Readonly<Record<Z3Rate, number>>,
  textBytesPerMs: { add: 8000, once: 3300, horn: 2100 } as Readonly<Record<TextOp, number>>,
  msPerRequest: { add: 5, check: 8, once: 13, horn: 185 } as Readonly<Record<TextOp | MeteredOp, number>>,
  stepsPerMs: 1200,
  inputsPerMs: 410,
  objectsPerMs: 540,
  largeBytesPerMs: 3600,
  msPerRun: 0.04,
  unrolledPerMs: 120,
  copiedPerMs: 3000,
} as const;

/** The requests that carry SMT-LIB text. */
export type TextOp = 'add' | 'once' | 'horn';

/** Where a lane's clock starts (WorkClock.laneStart): its origin, budget and wall-clock safety net. */
export interface LaneStart {
  readonly origin: number;
  readonly budgetMs: number;
  readonly deadline?: number;
}

/** What a lane's clock did (WorkClock.work): its work (when it stopped, up to then), by kind, and whether the safety net cut it. */
export interface LaneWork {
  readonly spentMs: number;
  readonly byKind: Readonly<Record<string, number>>;
  readonly safetyNetHit: boolean;
}

const NOTHING_ELSE = { objects: 0, largeBytes: 0, inputs: 0 } as const;

export class WorkClock {
  /** Work done so far, in milliseconds of the reference machine. */
  private spentMs = 0;
  /** Set when a solver request was cut by the wall clock (the safety net), not by its work budget. */
  safetyNetHit = false;
  /** The work so far by kind, in milliseconds (for calibrating WORK_RATES: workTrace.ts). */
  readonly byKind: Record<string, number> = {};

  /**
   * `origin`: where the clock starts (Date.now() ms when the run began); `wall`: the run's
   * wall-clock safety net (Date.now() ms) and its work budget (ms): once the net has passed, the
   * clock stands past the budget, so that every deadline inside the run has passed too (work the
   * clock does not count, such as encoding, stops there as it would under wall-clock limits).
   */
  constructor(
    readonly origin: number,
    private readonly wall?: { readonly deadline: number; readonly budgetMs: number },
  ) {}

  /** Set on a lane's clock (lane()): the lane has nothing left to do once this holds at its time. */
  private stopWhen: ((now: number) => boolean) | undefined;
  private stopBudgetMs = 0;
  /** The work a stopped lane had done when it stopped (its clock then stands past its budget). */
  private stoppedAt: number | undefined;
  /** Told when the lane stops (a solver request in flight ends at once). */
  private readonly stopListeners = new Set<() => void>();

  now(): number {
    if (!this.pastWallDeadline()) this.checkStop();
    return this.origin + this.spentMs;
  }

  /**
   * Where a lane of a parallel portfolio (src/pipeline/portfolio/lanes.ts) starts, as plain data (a
   * lane on a worker thread builds its clock from it): at this clock's time, with a budget of its own
   * under the same wall-clock safety net.
   */
  laneStart(budgetMs: number): LaneStart {
    return { origin: this.now(), budgetMs, ...(this.wall ? { deadline: this.wall.deadline } : {}) };
  }

  /**
   * A clock for one lane: it starts at `start`, and stands past its budget as soon as `stopWhen`
   * holds at its time (it has nothing left to do: lanes.ts), so that every deadline inside the lane
   * passes, its solver request in flight ends, and it winds down.
   */
  static forLane(start: LaneStart, stopWhen: (now: number) => boolean): WorkClock {
    const wall =
      start.deadline === undefined ? undefined : { deadline: start.deadline, budgetMs: start.budgetMs };
    const lane = new WorkClock(start.origin, wall);
    lane.stopWhen = stopWhen;
    lane.stopBudgetMs = start.budgetMs;
    return lane;
  }

  /** A lane's clock (forLane) starting at this clock's time. */
  lane(budgetMs: number, stopWhen: (now: number) => boolean): WorkClock {
    return WorkClock.forLane(this.laneStart(budgetMs), stopWhen);
  }

  /** What a lane's clock did, as plain data (absorb()). */
  work(): LaneWork {
    return {
      spentMs: this.stoppedAt ?? this.spentMs,
      byKind: { ...this.byKind },
      safetyNetHit: this.safetyNetHit,
    };
  }

  /**
   * The lanes' work, once they ended: the clock moves by the longest lane (they ran side by side;
   * a stopped lane by the work it had done);
   * the work by kind adds up; a lane the safety net cut marks this clock too.
   */
  absorb(lanes: readonly LaneWork[]): void {
    const longest = Math.max(0, ...lanes.map((l) => l.spentMs));
    this.spentMs += longest;
    for (const lane of lanes) {
      for (const [kind, ms] of Object.entries(lane.byKind)) this.byKind[kind] = (this.byKind[kind] ?? 0) + ms;
      if (lane.safetyNetHit) this.safetyNetHit = true;
    }
  }

  /** A lane's clock: whether it has nothing left to do (then it stops). */
  checkStop(): void {
    if (this.stopWhen?.(this.origin + this.spentMs) === true) this.stop();
  }

  /** `listener` is told when this lane stops (until the returned function is called). */
  onStop(listener: () => void): () => void {
    if (this.stopWhen === undefined) return () => undefined;
    this.stopListeners.add(listener);
    return () => this.stopListeners.delete(listener);
  }

  /** Stands past the budget without marking a cut (a lane with nothing left to do). */
  private stop(): void {
    this.stopWhen = undefined;
    this.stoppedAt = this.spentMs;
    this.spentMs = Math.max(this.spentMs, this.stopBudgetMs + 1);
    for (const listener of [...this.stopListeners]) listener();
    this.stopListeners.clear();
  }

  /** Whether the wall-clock safety net has passed (then the clock is marked as cut, and stands past the budget). */
  pastWallDeadline(): boolean {
    if (this.wall === undefined || Date.now() < this.wall.deadline) return false;
    this.safetyNetHit = true;
    this.spentMs = Math.max(this.spentMs, this.wall.budgetMs + 1);
    return true;
  }

  /** Z3 resource units for a time limit of `ms` on this clock, for a request of kind `op`. */
  static z3Units(ms: number, op: Z3Rate): number {
    return Math.max(1, Math.min(Math.ceil(ms * WORK_RATES.z3UnitsPerMs[op]), 0xffffffff));
  }

  chargeZ3(units: number, op: Z3Rate): void {
    this.add(`z3.${op}`, units / WORK_RATES.z3UnitsPerMs[op]);
  }

  chargeText(bytes: number, op: TextOp): void {
    this.add(`text.${op}`, bytes / WORK_RATES.textBytesPerMs[op]);
  }

  /**
   * Interpreter steps, with the objects the run allocated, the bytes it accessed in large objects and
   * the inputs it consumed (each one drawn by random testing, or looked up by replay) meanwhile.
   */
  chargeSteps(
    steps: number,
    also: { readonly objects: number; readonly largeBytes: number; readonly inputs?: number } = NOTHING_ELSE,
  ): void {
    this.add('steps', steps / WORK_RATES.stepsPerMs);
    if (also.objects > 0) this.add('objects', also.objects / WORK_RATES.objectsPerMs);
    if (also.largeBytes > 0) this.add('largeBytes', also.largeBytes / WORK_RATES.largeBytesPerMs);
    const inputs = also.inputs ?? 0;
    if (inputs > 0) this.add('inputs', inputs / WORK_RATES.inputsPerMs);
  }

  /** A solver request's fixed cost. */
  chargeRequest(op: TextOp | MeteredOp): void {
    this.add(`request.${op}`, WORK_RATES.msPerRequest[op]);
  }

  chargeInstances(instances: number): void {
    this.add('unrolled', instances / WORK_RATES.unrolledPerMs);
  }

  chargeCopies(entries: number): void {
    this.add('copied', entries / WORK_RATES.copiedPerMs);
  }

  private add(kind: string, ms: number): void {
    this.spentMs += ms;
    this.byKind[kind] = (this.byKind[kind] ?? 0) + ms;
  }

  /** One interpreter run's set-up. */
  chargeRun(): void {
    this.add('runs', WORK_RATES.msPerRun);
  }
}

const current = new AsyncLocalStorage<WorkClock>();

/** The active run's work clock, if any. */
export function workClock(): WorkClock | undefined {
  return current.getStore();
}

/** Runs `body` with `clock` as the time of everything it does (awaited continuations included). */
export function withWorkClock<T>(clock: WorkClock, body: () => T): T {
  return current.run(clock, body);
}

/** Milliseconds, as Date.now(): the active run's work clock, or the wall clock outside a run. */
export function workNow(): number {
  const clock = current.getStore();
  return clock === undefined ? Date.now() : clock.now();
}
