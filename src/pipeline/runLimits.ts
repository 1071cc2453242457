// Time limits of a verify run: `--timeout` bounds the wall time of each entry (harness) of a
// program, `--budget` the whole run, each to within limitSlackSeconds. Pure functions: the limit of
// one entry and the reason of what the budget left out (whether a certificate check ran out of time
// is src/certify/checkCertificate's typed status).

/** Reasons start with this when the run's budget left an entry (or program) unverified. */
export const BUDGET_EXHAUSTED = 'budget exhausted';

/** The reason of a SAFE candidate whose certificate check was cut off by the time limit. */
export const CERTIFICATE_TIMEOUT = 'timeout: the certificate check did not finish in time';

/** An entry is not started with less than this much of the budget left (seconds). */
export const MIN_ENTRY_SECONDS = 1;

/**
 * Seconds of an entry's limit kept for what follows its solvers' deadline: a busy worker's grace
 * before it is terminated (0.5 s), then replay, results and the process' exit. Measured on a
 * loaded 2-core machine: entries ended 0.45–0.65 s after the deadline, the process 0.2 s later.
 */
export const WRAP_UP_SECONDS = 0.75;

/** How far past a limit a run may go: 5 % of it or 1 s, whichever is larger. */
export function limitSlackSeconds(limitSeconds: number): number {
  return Math.max(0.05 * limitSeconds, 1);
}

export type EntryLimit =
  | { readonly seconds: number; /** Date.now() ms */ readonly deadline: number }
  | { readonly exhausted: string };

/**
 * The time and the solvers' deadline of one entry starting at `now` (Date.now() ms) in a run started
 * at `runStarted` (the process' start): the timeout, less the time since `accountedFrom` (for a
 * program's first entry, when loading the program began, so the front end and the process'
 * start-up count too, but the entry keeps MIN_ENTRY_SECONDS), cut to what is left of the budget,
 * less WRAP_UP_SECONDS (at least half a second is left); `exhausted` when less than
 * MIN_ENTRY_SECONDS is left of the budget.
 */
export function entryLimit(
  timeoutSeconds: number,
  budgetSeconds: number | undefined,
  runStarted: number,
  now: number,
  accountedFrom: number = now,
): EntryLimit {
  const left = budgetSeconds === undefined ? Infinity : budgetSeconds - (now - runStarted) / 1000;
  if (left < MIN_ENTRY_SECONDS) return { exhausted: budgetReason(budgetSeconds ?? 0) };
  const own = Math.max(
    Math.min(timeoutSeconds, MIN_ENTRY_SECONDS),
    timeoutSeconds - (now - accountedFrom) / 1000,
  );
  const seconds = Math.max(MIN_ENTRY_SECONDS / 2, Math.min(own, left) - WRAP_UP_SECONDS);
  return { seconds, deadline: now + seconds * 1000 };
}

/** When this process started (Date.now() ms): a run's time and its first program's count from here. */
export function processStarted(): number {
  return Date.now() - process.uptime() * 1000;
}

export function budgetReason(budgetSeconds: number): string {
  return `${BUDGET_EXHAUSTED}: the run's time budget (${budgetSeconds} s) was used up before this was verified`;
}
