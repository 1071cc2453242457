// The one entry point of the independent certificate checks: a SAFE certificate of any kind
// (complete unwinding, Horn solution, k-induction, single run) is dispatched to its checker, in fresh solver
// sessions, and the answer is typed: accepted, rejected (the certificate is wrong or does not
// cover the properties), or timeout (the deadline cut the check off). A timeout claims nothing about
// the certificate; whether a check that did not accept was cut off is decided here, and only here.

import type { ProgramCfa } from '../ir/cfa';
import { propertyIds } from '../ir/programCfa';
import type { SolverSession } from '../smt/session';
import type { SafetyCertificate } from '../encodings/result';
import { checkHornSolution, checkHornSolutionEach } from './checkHorn';
import { checkKInduction } from './checkKInduction';
import { checkUnwindingCertificate, type CertificateCheck } from './checkUnwinding';
import { checkSingleRun } from './checkSingleRun';
import { checkExhaustiveRuns } from './exhaustiveRuns';
import { workNow } from '../smt/workClock';

/** What a certificate is checked for. */
export interface CertificateTask {
  readonly cfa: ProgramCfa;
  readonly entry: string;
  /** The properties the certificate must show safe. */
  readonly propertyIds: ReadonlySet<string>;
  /**
   * Properties assumed to hold, left out of the check (their error nodes are not encoded);
   * default: every property not in `propertyIds`. Complete unwindings check `propertyIds` alone.
   */
  readonly skip?: ReadonlySet<string>;
  /**
   * Horn solutions only: check the invariants inductive once, then each property's safety on its
   * own (the outcome's `each`), so that one property that does not follow leaves the others.
   */
  readonly each?: boolean;
}

/** Where the check's fresh solver sessions come from (a SolverPool is one). */
export interface SessionSource {
  session(): Promise<SolverSession>;
}

export type CertificateOutcome =
  | { readonly status: 'accepted' }
  | { readonly status: 'rejected'; readonly reason: string }
  | { readonly status: 'timeout'; readonly reason: string };

/**
 * The outcome of a check; with `each`, also one outcome per property of `propertyIds` (for a Horn
 * solution the status is then that of the part they share: the invariants are inductive).
 */
export type CertificateCheckOutcome = CertificateOutcome & {
  readonly each?: ReadonlyMap<string, CertificateOutcome>;
};

/** The reason of a check that could not start: its deadline had passed. */
export const DEADLINE_PASSED = 'timeout: the deadline passed before the certificate check started';

/**
 * Checks `certificate` for `task` in fresh sessions of `sessions`, until `deadline` (workNow() ms).
 * Never throws: a checker's failure is a rejection, or a timeout when the deadline cut it off.
 */
export async function checkCertificate(
  task: CertificateTask,
  certificate: SafetyCertificate,
  sessions: SessionSource,
  deadline: number,
): Promise<CertificateCheckOutcome> {
  if (workNow() >= deadline) {
    const timeout: CertificateOutcome = { status: 'timeout', reason: DEADLINE_PASSED };
    return task.each
      ? { ...timeout, each: new Map([...task.propertyIds].map((id) => [id, timeout])) }
      : timeout;
  }
  const timeoutMs = Math.max(1, deadline - workNow());
  try {
    if (task.each && certificate.kind === 'horn-solution') {
      return await hornEach(task, certificate.model, sessions, timeoutMs, deadline);
    }
    const whole = outcomeOf(await dispatch(task, certificate, sessions, timeoutMs), deadline);
    return task.each ? { ...whole, each: new Map([...task.propertyIds].map((id) => [id, whole])) } : whole;
  } catch (e) {
    const failed = outcomeOf({ accepted: false, reason: (e as Error).message }, deadline);
    return task.each ? { ...failed, each: new Map([...task.propertyIds].map((id) => [id, failed])) } : failed;
  }
}

/**
 * Whether a certificate check that did not accept was cut off by time rather than refuted: its
 * deadline passed, or the solver said so (timeout, canceled, or a session the deadline ended).
 */
export function checkTimedOut(reason: string | undefined, deadline: number, now: number): boolean {
  return now >= deadline - 50 || /\btimeout\b|\bcancel+ed\b|not decided in time/.test(reason ?? '');
}

/** A checker's answer, typed: a non-acceptance the deadline (or the solver's time limit) explains is a timeout. */
function outcomeOf(check: CertificateCheck, deadline: number): CertificateOutcome {
  if (check.accepted) return { status: 'accepted' };
  const reason = check.reason ?? 'no reason';
  return checkTimedOut(check.reason, deadline, workNow())
    ? { status: 'timeout', reason }
    : { status: 'rejected', reason };
}

function skipOf(task: CertificateTask): ReadonlySet<string> {
  return task.skip ?? new Set(propertyIds(task.cfa).filter((id) => !task.propertyIds.has(id)));
}

async function dispatch(
  task: CertificateTask,
  certificate: SafetyCertificate,
  sessions: SessionSource,
  timeoutMs: number,
): Promise<CertificateCheck> {
  const { cfa, entry } = task;
  if (certificate.kind === 'single-run') return checkSingleRun(cfa, entry, workNow() + timeoutMs);
  if (certificate.kind === 'exhaustive-runs')
    return checkExhaustiveRuns(cfa, entry, certificate, task.propertyIds, workNow() + timeoutMs, () =>
      sessions.session(),
    );
  if (certificate.kind === 'k-induction') {
    const open = (): Promise<SolverSession> => sessions.session();
    return checkKInduction(cfa, open, entry, certificate, task.propertyIds, timeoutMs, skipOf(task));
  }
  return withSession(sessions, (session) =>
    certificate.kind === 'horn-solution'
      ? checkHornSolution(cfa, session, entry, certificate.model, timeoutMs, skipOf(task))
      : checkUnwindingCertificate(cfa, session, entry, [...task.propertyIds], certificate.depth, timeoutMs),
  );
}

/** A Horn solution checked inductive, then per property (`checkHornSolutionEach`). */
async function hornEach(
  task: CertificateTask,
  model: string,
  sessions: SessionSource,
  timeoutMs: number,
  deadline: number,
): Promise<CertificateCheckOutcome> {
  const r = await withSession(sessions, (session) =>
    checkHornSolutionEach(task.cfa, session, task.entry, model, timeoutMs, skipOf(task)),
  );
  const inductive = outcomeOf(r.inductive, deadline);
  const each = new Map<string, CertificateOutcome>();
  for (const id of task.propertyIds) {
    if (inductive.status !== 'accepted') each.set(id, inductive);
    else if (r.holds.has(id)) each.set(id, { status: 'accepted' });
    else {
      const reason = r.failed?.get(id) ?? 'skipped by the check';
      each.set(id, outcomeOf({ accepted: false, reason }, deadline));
    }
  }
  return { ...inductive, each };
}

async function withSession<T>(sessions: SessionSource, f: (s: SolverSession) => Promise<T>): Promise<T> {
  const session = await sessions.session();
  try {
    return await f(session);
  } finally {
    await session.dispose().catch(() => undefined);
  }
}
