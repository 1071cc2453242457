// BMC as the portfolio's last stage: incremental bounded model checking of what the stages before
// left open, then, when CHC's slice had run out of time, CHC again for what BMC left open. A
// violation stands when concrete replay reaches it (one that runs into undefined behaviour first
// is searched again on UB-free paths, ubFreePaths.ts); a complete unwinding stands when its
// certificate passes the independent re-check.

import { memoryPropertyIds, propertyIds } from '../../ir/programCfa';
import { MEMORY_UNKNOWN } from './concreteStage';
import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import { unknown, type EngineVerdict } from '../../encodings/result';
import { bmcEngineWith, type BmcResult } from '../../engines/bmc/bmcEngine';
import { minimise } from '../../certify/minimise';
import { replay } from '../../certify/replay';
import { checkCertificate } from '../../certify/checkCertificate';
import type { ReportedAnswer } from '../answers';
import { CERTIFICATE_TIMEOUT } from '../runLimits';
import { chcStage, keepRecords } from './proofStages';
import type { EngineRunOptions } from './certifiedAnswers';
import { BMC } from './presets';
import type { PortfolioRun, RetryChc } from './portfolioRun';
import { throughUb, type Blocked } from './ubFreePaths';
import { boundTrace, reproducerFile } from './unsafeEvidence';
import { workNow } from '../../smt/workClock';

export interface BmcStageTimes {
  /** When the portfolio started (workNow() ms), and the entry's deadline. */
  readonly t0: number;
  readonly deadline: number;
  /** BMC's search deadline (with the proving stages' time given back). */
  readonly searchDeadline: number;
}

/** BMC (and CHC's retry) on the properties not in `decided`: certified answers, and BMC's solver calls. */
export async function bmcStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  options: EngineRunOptions,
  run: PortfolioRun,
  times: BmcStageTimes,
  retryChc: RetryChc,
  /** A probe: no round it would not end in time (what it leaves open goes on to later stages). */
  probe = false,
): Promise<{ answers: ReportedAnswer[]; solverCalls: number }> {
  const { t0, deadline, searchDeadline } = times;
  const T = options.timeoutSeconds * 1000;
  const bmcDeadline = retryChc
    ? Math.min(
        searchDeadline,
        Math.max(workNow() + T * BMC.chcRetry.bmcAtLeast, t0 + T * BMC.chcRetry.bmcUntil),
      )
    : searchDeadline;
  const answers: ReportedAnswer[] = [];
  const task = { cfa, entry: options.entry, skip: run.decided, hints: [], facts: [] };
  const figures = options.onEngine && ((f: Readonly<Record<string, number>>) => options.onEngine?.('bmc', f));
  const ctx = { deadline: bmcDeadline, sessions: pool, ...(figures ? { figures } : {}) };
  let result: BmcResult = await bmcEngineWith(run.bmcResume, probe).run(task, ctx);
  // unsolvable clauses become solvable only without a violated property's
  const found = [...result.answers.values()].some((v) => v.verdict === 'unsafe');
  const unknownIds = (): string[] =>
    [...result.answers].filter(([, v]) => v.verdict === 'unknown').map(([id]) => id);
  const left = unknownIds();
  if (retryChc === 'unsolvable' && !found && left.length > 0 && searchDeadline > workNow()) {
    // no violation by the retry's time: BMC goes on from its last round with what is still open
    const skip = new Set(propertyIds(cfa).filter((id) => !left.includes(id)));
    const more = await bmcEngineWith(run.bmcResume, probe).run(
      { ...task, skip },
      { ...ctx, deadline: searchDeadline },
    );
    const answers = new Map(result.answers);
    for (const id of left) {
      const v = more.answers.get(id);
      if (v) answers.set(id, v);
    }
    result = {
      stats: { ...more.stats, solverCalls: result.stats.solverCalls + more.stats.solverCalls },
      answers,
    };
  }
  if (retryChc === 'timeout' || (retryChc === 'unsolvable' && found)) {
    const open = new Set(unknownIds());
    if (open.size > 0 && searchDeadline - workNow() > BMC.chcRetry.minSeconds * 1000) {
      const skip = new Set(propertyIds(cfa).filter((id) => !open.has(id)));
      const stage = await chcStage(cfa, pool, {
        entry: options.entry,
        skip,
        searchDeadline,
        checkDeadline: deadline,
        invariants: run.invariants,
      });
      for (const a of stage.safe) result.answers.delete(a.propertyId);
      answers.push(...stage.safe);
      if (options.invariantStore) keepRecords(cfa, options.entry, stage, options.invariantStore);
    }
  }
  const seconds = run.seconds();
  const certified = await certifiedBmc(cfa, pool, options, result, { deadline, searchDeadline, seconds });
  answers.push(...certified);
  // the prefixes found covered left out the properties this run answered UNSAFE: one whose
  // violation did not replay is open again, and those prefixes say nothing of it
  const rejected = certified.some(
    (a) => result.answers.get(a.propertyId)?.verdict === 'unsafe' && a.result.verdict !== 'unsafe',
  );
  if (rejected) run.bmcResume.prefixes.clear();
  return { answers, solverCalls: result.stats.solverCalls };
}

/** BMC's answers, certified: violations replayed, a complete unwinding's certificate re-checked. */
async function certifiedBmc(
  cfa: ProgramCfa,
  pool: SolverPool,
  options: EngineRunOptions,
  result: BmcResult,
  at: { readonly deadline: number; readonly searchDeadline: number; readonly seconds: number },
): Promise<ReportedAnswer[]> {
  const { deadline, searchDeadline, seconds } = at;
  const answers: ReportedAnswer[] = [];
  const safe: string[] = [];
  const blocked: Blocked[] = [];
  let safeDepth = 0;
  const memory = memoryPropertyIds(cfa);
  for (const [propertyId, verdict] of result.answers) {
    if (verdict.verdict === 'safe') {
      safe.push(propertyId);
      if (verdict.certificate.kind === 'complete-unwinding')
        safeDepth = Math.max(safeDepth, verdict.certificate.depth);
      continue;
    }
    if (verdict.verdict === 'unknown') {
      answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
      continue;
    }
    const run = replay(cfa, options.entry, verdict.counterexample);
    if (!run.confirmed && run.outcome.kind === 'undefined-behavior') {
      blocked.push({ propertyId, cex: verdict.counterexample, run });
      continue;
    }
    if (!run.confirmed) {
      // a path through an unknown function's made-up result is out of reach; a memory test is not
      // encoded (it may fail anywhere); any other replay that differs from the model is an internal
      // disagreement
      const result = run.unknownFunction
        ? unknown('unsupported', run.reason as string)
        : memory.has(propertyId)
          ? unknown('incomplete', MEMORY_UNKNOWN)
          : unknown('internal', `unconfirmed counterexample: ${run.reason ?? 'replay differs'}`);
      answers.push({ propertyId, engine: 'bmc', seconds, result });
      continue;
    }
    // inputs shrunk toward zero, each step replay-confirmed (certify/minimise.ts)
    const small = minimise(cfa, options.entry, verdict.counterexample, run);
    const shown = { verdict: 'unsafe' as const, counterexample: small.cex };
    answers.push({
      propertyId,
      engine: 'bmc',
      seconds,
      result: shown,
      trace: boundTrace(small.run.trace),
      ...reproducerFile(cfa, shown, options),
    });
  }
  if (blocked.length > 0) {
    const until = Math.min(deadline, Math.max(searchDeadline, workNow() + BMC.ubRetrySeconds * 1000));
    answers.push(...(await throughUb(cfa, pool, blocked, options, until, seconds)));
  }
  if (safe.length > 0) {
    // the check unwinds BMC's last round again: past the deadline, up to the work BMC's run took
    const bmcWork = (result.stats.solverSeconds + result.stats.encodeSeconds) * 1000;
    const allowance = Math.min(bmcWork, options.timeoutSeconds * 1000 * BMC.checkBeyondShare);
    const checkDeadline = Math.max(workNow() + BMC.checkAtLeastSeconds * 1000, deadline + allowance);
    const certificate = { kind: 'complete-unwinding', depth: safeDepth } as const;
    const task = { cfa, entry: options.entry, propertyIds: new Set(safe) };
    const outcome = await checkCertificate(task, certificate, pool, checkDeadline);
    const verdict: EngineVerdict =
      outcome.status === 'accepted'
        ? { verdict: 'safe', certificate }
        : outcome.status === 'timeout'
          ? unknown('timeout', CERTIFICATE_TIMEOUT)
          : unknown('internal', `internal error: certificate rejected (${outcome.reason})`);
    for (const propertyId of safe) answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
  }
  return answers;
}
