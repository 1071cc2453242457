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

/**
 * How much work one millisecond stands for, on this project's reference machine (2 cores, no other
 * load; measured on the dev SV-COMP corpus and examples/, README "Work budgets"): Z3's resource units
 * per kind of request (its count runs at about half the pace in Spacer as in a bit-vector check);
 * bytes of SMT-LIB text per kind of request (an `add` carries freshly encoded text, BMC's unrolling:
 * encoding and parsing it; a one-shot check or Horn query mostly text built before, parsed again);
 * interpreter steps, plus a fixed cost per run (setting up its state); program locations BMC's
 * unrolling instantiates (its work besides the text: a loop over constants unrolls without any);
 * entries the memory encoding copies (memoryShadow.ts: the known bytes of an object, per store).
 */
export const WORK_RATES = {
  z3UnitsPerMs: { check: 1000, once: 1000, horn: 600 } as Readonly<Record<MeteredOp, number>>,
  textBytesPerMs: { add: 2500, once: 8000, horn: 2500 } as Readonly<Record<TextOp, number>>,
  stepsPerMs: 500,
  msPerRun: 1,
  unrolledPerMs: 60,
  copiedPerMs: 5000,
} as const;

/** The requests that carry SMT-LIB text. */
export type TextOp = 'add' | 'once' | 'horn';

export class WorkClock {
  /** Work done so far, in milliseconds of the reference machine. */
  private spentMs = 0;
  /** Set when a solver request was cut by the wall clock (the safety net), not by its work budget. */
  safetyNetHit = false;

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

  now(): number {
    this.pastWallDeadline();
    return this.origin + this.spentMs;
  }

  /** Whether the wall-clock safety net has passed (then the clock is marked as cut, and stands past the budget). */
  pastWallDeadline(): boolean {
    if (this.wall === undefined || Date.now() < this.wall.deadline) return false;
    this.safetyNetHit = true;
    this.spentMs = Math.max(this.spentMs, this.wall.budgetMs + 1);
    return true;
  }

  /** Z3 resource units for a time limit of `ms` on this clock, for a request of kind `op`. */
  static z3Units(ms: number, op: MeteredOp): number {
    return Math.max(1, Math.min(Math.ceil(ms * WORK_RATES.z3UnitsPerMs[op]), 0xffffffff));
  }

  chargeZ3(units: number, op: MeteredOp): void {
    this.spentMs += units / WORK_RATES.z3UnitsPerMs[op];
  }

  chargeText(bytes: number, op: TextOp): void {
    this.spentMs += bytes / WORK_RATES.textBytesPerMs[op];
  }

  chargeSteps(steps: number): void {
    this.spentMs += steps / WORK_RATES.stepsPerMs;
  }

  chargeInstances(instances: number): void {
    this.spentMs += instances / WORK_RATES.unrolledPerMs;
  }

  chargeCopies(entries: number): void {
    this.spentMs += entries / WORK_RATES.copiedPerMs;
  }

  /** One interpreter run's set-up. */
  chargeRun(): void {
    this.spentMs += WORK_RATES.msPerRun;
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
