// The engine seam's implementation: runs the engine on a program and lets only certified answers
// through. An UNSAFE candidate stands only when concrete replay reaches the same violation; a
// SAFE candidate only when its certificate passes the independent re-check in a fresh solver.
// Everything else becomes UNKNOWN with the reason.

import { propertyIds } from '../ir/programCfa';
import fs from 'node:fs';
import path from 'node:path';
import type { ProgramCfa } from '../ir/cfa';
import type { SolverPool } from '../smt/solverPool';
import { runBmc } from '../engines/bmc/bmcEngine';
import type { EngineVerdict } from '../engines/result';
import { replay } from '../certify/replay';
import { randomTesting } from '../certify/randomTesting';
import { reproducer } from '../certify/reproducer';
import { checkUnwindingCertificate } from '../certify/checkUnwinding';
import { chcAnswers } from './chcAnswers';
import type { ReportedAnswer } from './answers';
import type { TraceStep } from '../certify/execution';

export interface EngineRunOptions {
  /** `auto`: random testing, then CHC, then BMC; `bmc` or `chc`: that engine alone. */
  readonly engine: 'auto' | 'bmc' | 'chc';
  readonly entry: string;
  /** Time for the whole program, in seconds. */
  readonly timeoutSeconds: number;
  readonly reproducerDir?: string;
  /** Properties already decided elsewhere (reused from the store): not verified here. */
  readonly skip?: ReadonlySet<string>;
}

export async function certifiedAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  options: EngineRunOptions,
): Promise<ReportedAnswer[]> {
  const started = performance.now();
  const t0 = Date.now();
  const deadline = t0 + options.timeoutSeconds * 1000;
  // BMC stops at 85% of the time so that a SAFE answer's certificate check fits in the rest; the
  // time the CHC stage used is added back, up to 93%.
  let searchDeadline = t0 + options.timeoutSeconds * 850;
  const answers: ReportedAnswer[] = [];
  // Portfolio, part 1: random testing for a tenth of the time (at most 10 s). What it reaches is a
  // real execution; replay re-runs it for the trace.
  if (options.engine === 'auto') {
    const testing = randomTesting(cfa, {
      entry: options.entry,
      deadline: Date.now() + Math.min(10_000, options.timeoutSeconds * 150),
    });
    const testSeconds = (performance.now() - started) / 1000;
    for (const [propertyId, cex] of testing.found) {
      if (options.skip?.has(propertyId)) continue;
      const run = replay(cfa, options.entry, cex);
      if (!run.confirmed) continue; // BMC will look at it
      if (options.reproducerDir) writeReproducer(cfa, { verdict: 'unsafe', counterexample: cex }, options);
      answers.push({
        propertyId,
        engine: 'testing',
        seconds: testSeconds,
        result: { verdict: 'unsafe', counterexample: cex },
        trace: boundTrace(run.trace),
      });
    }
  }
  const decided = new Set([...answers.map((a) => a.propertyId), ...(options.skip ?? [])]);
  // Part 2: proving with CHC (Spacer): a short slice (8% of the time, at most 5 s) that settles the
  // programs Spacer finds easy (a second, longer one follows BMC if this one ran out of time); all
  // of the time with --engine chc. A certificate that passes its re-check decides every remaining
  // property SAFE.
  let chcReason: string | undefined;
  let chcUsed = 0;
  if (options.engine === 'auto' || options.engine === 'chc') {
    const chcStart = Date.now();
    const slice =
      options.engine === 'chc' ? options.timeoutSeconds * 850 : Math.min(5000, options.timeoutSeconds * 80);
    const stage = await chcAnswers(cfa, pool, options.entry, decided, Date.now() + slice, deadline);
    chcUsed = Date.now() - chcStart;
    searchDeadline = Math.min(searchDeadline + chcUsed, t0 + options.timeoutSeconds * 930);
    answers.push(...stage.safe);
    for (const a of stage.safe) decided.add(a.propertyId);
    chcReason = stage.reason;
    if (options.engine === 'chc') {
      for (const id of propertyIds(cfa).filter((i) => !decided.has(i))) {
        answers.push({
          propertyId: id,
          engine: 'chc',
          seconds: (performance.now() - started) / 1000,
          result: { verdict: 'unknown', reason: chcReason ?? 'CHC: no answer' },
        });
      }
      return answers;
    }
  }
  // Part 3: BMC for everything else. When the CHC slice ran out of time (rather than finding the
  // clauses unsolvable or the program out of its reach), BMC stops at 55% and CHC gets the rest.
  const retryChc = options.engine === 'auto' && /timeout|canceled/.test(chcReason ?? '');
  const bmcDeadline = retryChc
    ? Math.min(searchDeadline, t0 + options.timeoutSeconds * 550 + chcUsed)
    : searchDeadline;
  const session = await pool.session();
  let result;
  try {
    result = await runBmc(cfa, session, { entry: options.entry, deadline: bmcDeadline, skip: decided });
  } finally {
    await session.dispose().catch(() => undefined);
  }
  if (retryChc) {
    const open = new Set([...result.answers].filter(([, v]) => v.verdict === 'unknown').map(([id]) => id));
    if (open.size > 0 && searchDeadline - Date.now() > 2000) {
      const skip = new Set(propertyIds(cfa).filter((id) => !open.has(id)));
      const stage = await chcAnswers(cfa, pool, options.entry, skip, searchDeadline, deadline);
      for (const a of stage.safe) result.answers.delete(a.propertyId);
      answers.push(...stage.safe);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const safe: string[] = [];
  let safeDepth = 0;
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
    if (!run.confirmed) {
      answers.push({
        propertyId,
        engine: 'bmc',
        seconds,
        result: {
          verdict: 'unknown',
          reason: `unconfirmed counterexample: ${run.reason ?? 'replay differs'}`,
        },
      });
      continue;
    }
    if (options.reproducerDir) writeReproducer(cfa, verdict, options);
    answers.push({ propertyId, engine: 'bmc', seconds, result: verdict, trace: boundTrace(run.trace) });
  }
  if (safe.length > 0) {
    const left = Math.max(500, deadline - Date.now());
    const checkSession = await pool.session();
    let check;
    try {
      check = await checkUnwindingCertificate(cfa, checkSession, options.entry, safe, safeDepth, left);
    } catch (e) {
      check = { accepted: false, reason: `certificate check failed: ${(e as Error).message}` };
    } finally {
      await checkSession.dispose().catch(() => undefined);
    }
    for (const propertyId of safe) {
      const verdict: EngineVerdict = check.accepted
        ? { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: safeDepth } }
        : { verdict: 'unknown', reason: `internal error: certificate rejected (${check.reason})` };
      answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
    }
  }
  // The run's solver calls are counted once, on the first answer (the report sums them).
  return answers.map((a, i) => (i === 0 ? { ...a, solverCalls: result.stats.solverCalls } : a));
}

function writeReproducer(
  cfa: ProgramCfa,
  verdict: Extract<EngineVerdict, { verdict: 'unsafe' }>,
  options: EngineRunOptions,
): void {
  const dir = options.reproducerDir as string;
  const r = reproducer(cfa, verdict.counterexample, options.entry);
  fs.mkdirSync(dir, { recursive: true });
  const base = path.basename(cfa.program.files[0] ?? 'program').replace(/\.[ci]$/, '');
  const name = `${base}.${verdict.counterexample.propertyId.replace(/[^A-Za-z0-9_]/g, '_')}.repro.c`;
  fs.writeFileSync(path.join(dir, name), r.text);
}

/** Steps kept at each end of a long trace; the middle is replaced by one step saying how many were left out. */
export const TRACE_KEEP = 1000;

/** A trace of at most 2·TRACE_KEEP + 1 steps (reports, SARIF and comments stay readable and small). */
export function boundTrace(trace: readonly TraceStep[]): TraceStep[] {
  if (trace.length <= 2 * TRACE_KEEP + 1) return [...trace];
  const head = trace.slice(0, TRACE_KEEP);
  const tail = trace.slice(trace.length - TRACE_KEEP);
  const gap = trace.length - 2 * TRACE_KEEP;
  const at = trace[TRACE_KEEP];
  const elided: TraceStep = {
    file: at.file,
    line: at.line,
    function: at.function,
    text: `... ${gap} steps left out ...`,
    assignments: {},
    edgeIds: [],
  };
  return [...head, elided, ...tail];
}
