// Hard deadlines for solver requests: a session opened with one (SolverPool.withDeadline) clamps
// every check's time limit to it, starts no heavy request (add, check, Horn, one-shot) after it, and
// has its worker terminated when a request is still unanswered `hardGraceMs` after it.

import { SolverCrashed, type SolverSession } from './session';

/** How long past a hard deadline a worker may take to answer before it is terminated (ms). */
export const HARD_GRACE_MS = 500;

/** The reason of every request refused or cut off by a hard deadline. */
export const DEADLINE_REASON = 'timeout';

/** Requests that may take long: refused once the deadline has passed. */
const HEAVY_OPS: ReadonlySet<string> = new Set(['add', 'check', 'horn', 'once']);

export interface RequestLimit {
  /** Refuse the request (SolverCrashed('timeout')) without sending it. */
  readonly refuse: boolean;
  /** Z3's time limit for a check, Horn or one-shot request (ms); undefined: none. */
  readonly timeoutMs: number | undefined;
  /** Terminate the worker when no answer came after this many ms; undefined: never. */
  readonly watchdogMs: number | undefined;
}

/**
 * The limits of one request started at `now`: its own `timeoutMs` (checks) and watchdog
 * (`timeoutMs + graceMs`), both cut to the hard deadline (the watchdog to deadline + hardGraceMs).
 */
export function limitRequest(
  op: string,
  timeoutMs: number | undefined,
  graceMs: number | undefined,
  hardDeadline: number | undefined,
  now: number,
  hardGraceMs: number = HARD_GRACE_MS,
): RequestLimit {
  const own = timeoutMs === undefined || graceMs === undefined ? undefined : timeoutMs + graceMs;
  if (hardDeadline === undefined) return { refuse: false, timeoutMs, watchdogMs: own };
  const left = hardDeadline - now;
  const refuse = HEAVY_OPS.has(op) && left <= 0;
  const timed = op === 'check' || op === 'horn' || op === 'once';
  const clamped = timed ? Math.max(1, Math.min(timeoutMs ?? Infinity, left)) : timeoutMs;
  const cut = Math.max(0, left) + hardGraceMs;
  return { refuse, timeoutMs: clamped, watchdogMs: own === undefined ? cut : Math.min(own, cut) };
}

/** The session handed out after a hard deadline: every request fails with SolverCrashed('timeout'). */
export class ExpiredSession implements SolverSession {
  private fail(): Promise<never> {
    return Promise.reject(new SolverCrashed(DEADLINE_REASON));
  }

  add(): Promise<void> {
    return this.fail();
  }

  push(): Promise<void> {
    return this.fail();
  }

  pop(): Promise<void> {
    return this.fail();
  }

  check(): Promise<never> {
    return this.fail();
  }

  values(): Promise<never> {
    return this.fail();
  }

  unsatCore(): Promise<never> {
    return this.fail();
  }

  reasonUnknown(): Promise<string> {
    return Promise.resolve(DEADLINE_REASON);
  }

  solveHorn(): Promise<never> {
    return this.fail();
  }

  checkOnce(): Promise<never> {
    return this.fail();
  }

  dispose(): Promise<void> {
    return Promise.resolve();
  }
}
