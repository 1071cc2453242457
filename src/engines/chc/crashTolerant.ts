// CHC's one-off queries (Spacer, Houdini checks) in a session that survives a crash of the solver:
// Z3's Horn solver can fail an internal assertion and take its worker down, which would end every
// later phase of the search. Here the query that crashed answers unknown, and the next one runs in
// a fresh session from the pool. A time limit (SolverCrashed of kind timeout) still ends the search.

import { SolverCrashed, type HornResult, type OnceResult, type SolverSession } from '../../smt/session';
import { workNow } from '../../smt/workClock';

/** The share of a query's time limit after which its crash counts as the limit. */
const LATE = 0.9;

interface Sessions {
  session(): Promise<SolverSession>;
}

/** `first`, with `solveHorn` and `checkOnce` answering unknown after a crash (and renewing the session). */
export function crashTolerant(first: SolverSession, sessions: Sessions): SolverSession {
  let current = first;
  const renewed: SolverSession[] = [];
  const survive = async <T>(
    ms: number,
    call: (s: SolverSession) => Promise<T>,
    failed: (reason: string) => T,
  ): Promise<T> => {
    const started = workNow();
    try {
      return await call(current);
    } catch (e) {
      if (!(e instanceof SolverCrashed) || e.kind === 'timeout') throw e;
      current = await sessions.session();
      renewed.push(current);
      // a crash when the time limit stops the query (Spacer's assertions do not all hold when it is
      // interrupted) counts as the time limit
      const late = workNow() - started >= ms * LATE;
      return failed(late ? `timeout (the solver failed when stopped: ${e.reason})` : e.reason);
    }
  };
  return {
    add: (x) => current.add(x),
    push: () => current.push(),
    pop: () => current.pop(),
    check: (o) => current.check(o),
    values: (t) => current.values(t),
    unsatCore: () => current.unsatCore(),
    reasonUnknown: () => current.reasonUnknown(),
    solveHorn: (script, ms) =>
      survive<HornResult>(
        ms,
        (s) => s.solveHorn(script, ms),
        (reason) => ({ result: 'unknown', reason }),
      ),
    checkOnce: (script, terms, ms) =>
      survive<OnceResult>(
        ms,
        (s) => s.checkOnce(script, terms, ms),
        () => ({ result: 'unknown' }),
      ),
    // the first session belongs to the caller; the ones opened here are closed here
    dispose: async () => {
      await Promise.all(renewed.map((s) => s.dispose().catch(() => undefined)));
    },
  };
}
