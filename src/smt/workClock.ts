// Deterministic time: a verification run measures its progress in work, not in seconds, so that
// the same program gives the same verdicts on any machine and under any load (as Dafny and Boogie
// bound the solver by its resource limit, not by a timer).
//
// A WorkClock reads like Date.now() (milliseconds), but it moves only by work done: Z3's resource
// units (`rlimit`, counted by the solver itself), SMT-LIB text handed to the solver, and the
// interpreter's steps, each converted at a fixed rate calibrated on an unloaded machine (WORK_RATES).
// Every deadline, share and "how long did that take" inside a run reads `now()`, which is the
// current run's work clock when one is active (AsyncLocalStorage, so concurrent runs keep their own)
// and the wall clock otherwise. The wall clock stays the safety net: a run's hard deadline
// (SolverPool.withDeadline) is real time, and a run that reaches it says so (`safetyNetHit`).

import { AsyncLocalStorage } from 'node:async_hooks';

/** The kinds of solver request a work clock meters (solverProtocol.ts). */
export type MeteredOp = 'check' | 'once' | 'horn';

/**
 * How much work one millisecond stands for, on this project's reference machine (2 cores, no other
 * load; measured on the dev SV-COMP corpus and examples/, README "Work budgets"): Z3's resource units
 * per kind of request (its count runs at about half the pace in Spacer as in a bit-vector check),
 * bytes of SMT-LIB text encoded and sent, interpreter steps.
 */
export const WORK_RATES = {
  z3UnitsPerMs: { check: 1000, once: 1000, horn: 600 } as Readonly<Record<MeteredOp, number>>,
  textBytesPerMs: 20_000,
  stepsPerMs: 300,
} as const;

export class WorkClock {
  /** Work done so far, in milliseconds of the reference machine. */
  private spentMs = 0;
  /** Set when a solver request was cut by the wall clock (the safety net), not by its work budget. */
  safetyNetHit = false;

  /** `origin`: where the clock starts (Date.now() ms when the run began). */
  constructor(readonly origin: number) {}

  now(): number {
    return this.origin + this.spentMs;
  }

  /** Z3 resource units for a time limit of `ms` on this clock, for a request of kind `op`. */
  static z3Units(ms: number, op: MeteredOp): number {
    return Math.max(1, Math.min(Math.ceil(ms * WORK_RATES.z3UnitsPerMs[op]), 0xffffffff));
  }

  chargeZ3(units: number, op: MeteredOp): void {
    this.spentMs += units / WORK_RATES.z3UnitsPerMs[op];
  }

  chargeText(bytes: number): void {
    this.spentMs += bytes / WORK_RATES.textBytesPerMs;
  }

  chargeSteps(steps: number): void {
    this.spentMs += steps / WORK_RATES.stepsPerMs;
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
