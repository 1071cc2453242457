// The engine seam's implementation: runs the engine on a program and lets only certified answers
// through. An UNSAFE candidate stands only when concrete replay reaches the same violation; a
// SAFE candidate only when its certificate passes the independent re-check in a fresh solver.
// Everything else becomes UNKNOWN with the reason.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import { runBmc } from '../../engines/bmc/bmcEngine';
import type { EngineVerdict } from '../../encodings/result';
import { replay } from '../../certify/replay';
import { randomTesting } from '../../engines/testing/randomTesting';
import { checkUnwindingCertificate } from '../../certify/checkUnwinding';
import type { InvariantLevel, TemplateResult } from '../../engines/invariants/templateInvariants';
import {
  chcStage,
  condinvStage,
  keepRecords,
  kInductionStage,
  predicateStage,
  templateStage,
  type BamCacheReport,
  type CondinvReport,
  type ProofStage,
} from './proofStages';
import type { SummaryStore } from '../../engines/bam/blockCache';
import type { InvariantStore } from '../../engines/condinv/storedInvariants';
import type { ReportedAnswer } from '../answers';
import type { Conjuncts } from '../../encodings/horn/horn';
import { throughUb, type Blocked } from './ubFreePaths';
import { boundTrace, writeReproducer } from './unsafeEvidence';
import { CERTIFICATE_TIMEOUT, checkTimedOut } from '../runLimits';

export interface EngineRunOptions {
  /** `auto`: random testing, CHC, k-induction, then BMC; otherwise that engine alone. */
  readonly engine: 'auto' | 'bmc' | 'chc' | 'kinduction' | 'predicate' | 'impact' | 'bam' | 'condinv';
  /** Template invariants for k-induction (default: octagons, after intervals). */
  readonly invariants?: InvariantLevel;
  readonly entry: string;
  /** Time for the whole program, in seconds. */
  readonly timeoutSeconds: number;
  readonly reproducerDir?: string;
  /** Properties already decided elsewhere (reused from the store): not verified here. */
  readonly skip?: ReadonlySet<string>;
  /** Inductive invariants to start from (the previous version's, refined): hints for CHC and k-induction. */
  readonly seeds?: Conjuncts;
  /** BAM's block summaries of earlier runs (hints), and where this run's go. */
  readonly summaries?: SummaryStore;
  /** Told what BAM's cache did. */
  readonly onBamCache?: (r: BamCacheReport) => void;
  /** Told what condinv's search did. */
  readonly onCondinv?: (r: CondinvReport) => void;
  /** condinv's per-component invariants of earlier runs, and where this run's go. */
  readonly invariantStore?: InvariantStore;
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
  // Portfolio, part 1: random testing, 15% of the time (at most 10 s) in two passes: a short one
  // first (most violations it finds, it finds within a second), the rest after the provers, for
  // what they left open. What it reaches is a real execution; replay re-runs it for the trace.
  const testBudget = Math.min(10_000, options.timeoutSeconds * 150);
  const firstPass = Math.min(1000, testBudget / 3);
  const firstRuns = { runs: 0 };
  if (options.engine === 'auto')
    answers.push(...testing(cfa, options, options.skip, Date.now() + firstPass, firstRuns));
  const decided = new Set([...answers.map((a) => a.propertyId), ...(options.skip ?? [])]);
  const open = (): boolean => propertyIds(cfa).some((id) => !decided.has(id));
  // Part 2: proving. Template invariants (intervals, then zones: 10% of the time, at most 6 s;
  // 25% for an engine alone), then CHC starting from them (17%, at most 10 s; a second, longer
  // run follows BMC if this one ran out of time), then k-induction strengthened by them (12%, at
  // most 7 s). With --engine chc or kinduction, that engine gets the time up to 85%. A certificate
  // that passes its re-check decides the properties it covers SAFE.
  let chcReason: string | undefined;
  let proofUsed = 0;
  const predicateKind =
    options.engine === 'predicate' || options.engine === 'impact' || options.engine === 'bam';
  const alone =
    options.engine === 'chc' ||
    options.engine === 'kinduction' ||
    options.engine === 'condinv' ||
    predicateKind;
  const record = (stage: ProofStage): void => {
    answers.push(...stage.safe);
    for (const a of stage.safe) decided.add(a.propertyId);
  };
  const level = options.invariants ?? 'zones';
  const invariants: TemplateResult[] = options.seeds
    ? [{ invariants: new Map([...options.seeds].map(([p, cs]) => [p, [...cs]])), inductive: true }]
    : [];
  const templates = async (): Promise<void> => {
    if (options.engine === 'bmc' || predicateKind || level === 'none' || !open()) return;
    const start = Date.now();
    const slice = alone ? options.timeoutSeconds * 250 : Math.min(6000, options.timeoutSeconds * 100);
    invariants.push(
      ...(await templateStage(cfa, pool, {
        entry: options.entry,
        skip: decided,
        level,
        deadline: Date.now() + slice,
      })),
    );
    proofUsed += Date.now() - start;
  };
  // With the previous version's invariants (a warm run), CHC starts from them at once: the
  // template invariants come after it, for k-induction, when it leaves something open.
  if (!options.seeds) await templates();
  const stageOptions = (slice: number) => ({
    entry: options.entry,
    skip: new Set(decided),
    searchDeadline: alone ? t0 + options.timeoutSeconds * 850 : Date.now() + slice,
    checkDeadline: deadline,
    invariants: [...invariants],
  });
  let lastReason: string | undefined;
  let violated: readonly string[] = [];
  if ((options.engine === 'auto' || options.engine === 'chc') && open()) {
    const start = Date.now();
    const slice = alone ? options.timeoutSeconds * 850 : Math.min(10_000, options.timeoutSeconds * 170);
    const stage = await chcStage(cfa, pool, stageOptions(slice));
    proofUsed += Date.now() - start;
    record(stage);
    if (options.invariantStore) keepRecords(cfa, options.entry, stage, options.invariantStore);
    if (stage.inductive) invariants.push({ invariants: stage.inductive, inductive: true });
    chcReason = stage.reason;
    lastReason = stage.reason;
  }
  // condinv in `auto` on warm runs only: when an earlier run stored invariants of parts of this
  // program (condinv's own, or CHC's per part), for what CHC left open. A part whose stored
  // invariant still does its job needs no search; the changed ones are searched (10 %, at most
  // 6 s). Not on cold runs: on the dev corpus' loop tasks it proved nothing CHC does not, and its
  // time cost a task at the edge of the CHC retry (README, engines item 7).
  if (options.engine === 'auto' && options.invariantStore && open()) {
    const start = Date.now();
    const slice = Math.min(6000, options.timeoutSeconds * 100);
    const stage = await condinvStage(
      cfa,
      pool,
      stageOptions(slice),
      options.onCondinv,
      options.invariantStore,
      true,
    );
    proofUsed += Date.now() - start;
    record(stage);
  }
  if (options.seeds) await templates();
  if ((options.engine === 'auto' || options.engine === 'kinduction') && open()) {
    const start = Date.now();
    const slice = alone ? options.timeoutSeconds * 850 : Math.min(7000, options.timeoutSeconds * 120);
    const stage = await kInductionStage(cfa, pool, stageOptions(slice));
    proofUsed += Date.now() - start;
    record(stage);
    lastReason = stage.reason;
  }
  if (options.engine === 'condinv' && open()) {
    const stage = await condinvStage(cfa, pool, stageOptions(0), options.onCondinv, options.invariantStore);
    record(stage);
    lastReason = stage.reason;
  }
  if (predicateKind && open()) {
    const kind = options.engine as 'predicate' | 'impact' | 'bam';
    const stage = await predicateStage(
      cfa,
      pool,
      stageOptions(0),
      kind,
      options.summaries,
      options.onBamCache,
    );
    record(stage);
    lastReason = stage.reason;
    violated = stage.violated ?? [];
  }
  if (options.engine === 'auto' && open()) {
    const until = Math.min(Date.now() + testBudget - firstPass, deadline);
    const found = testing(cfa, options, decided, until, firstRuns);
    answers.push(...found);
    for (const a of found) decided.add(a.propertyId);
  }
  searchDeadline = Math.min(searchDeadline + proofUsed, t0 + options.timeoutSeconds * 930);
  if (alone) {
    // the predicate analysis' feasible counterexamples go to BMC for their traces (and replay)
    const traced = new Set(violated);
    for (const id of propertyIds(cfa).filter((i) => !decided.has(i) && !traced.has(i))) {
      answers.push({
        propertyId: id,
        engine: options.engine,
        seconds: (performance.now() - started) / 1000,
        result: { verdict: 'unknown', reason: lastReason ?? `${options.engine}: no answer` },
      });
      decided.add(id);
    }
    if (traced.size === 0) return answers;
  }
  // Part 3: BMC for everything else. When the CHC slice ran out of time (rather than finding the
  // clauses unsolvable or the program out of its reach), BMC stops at 55% of the time (but runs at
  // least 15%) and CHC gets the rest.
  const retryChc = options.engine === 'auto' && /timeout|canceled/.test(chcReason ?? '');
  const bmcDeadline = retryChc
    ? Math.min(
        searchDeadline,
        Math.max(Date.now() + options.timeoutSeconds * 150, t0 + options.timeoutSeconds * 550),
      )
    : searchDeadline;
  if (!open()) return answers;
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
      const stage = await chcStage(cfa, pool, {
        entry: options.entry,
        skip,
        searchDeadline,
        checkDeadline: deadline,
        invariants,
      });
      for (const a of stage.safe) result.answers.delete(a.propertyId);
      answers.push(...stage.safe);
      if (options.invariantStore) keepRecords(cfa, options.entry, stage, options.invariantStore);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const safe: string[] = [];
  const blocked: Blocked[] = [];
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
    if (!run.confirmed && run.outcome.kind === 'undefined-behavior') {
      blocked.push({ propertyId, cex: verdict.counterexample, run });
      continue;
    }
    if (!run.confirmed) {
      answers.push({
        propertyId,
        engine: 'bmc',
        seconds,
        result: {
          verdict: 'unknown',
          reason: run.unknownFunction
            ? (run.reason as string)
            : `unconfirmed counterexample: ${run.reason ?? 'replay differs'}`,
        },
      });
      continue;
    }
    if (options.reproducerDir) writeReproducer(cfa, verdict, options);
    answers.push({ propertyId, engine: 'bmc', seconds, result: verdict, trace: boundTrace(run.trace) });
  }
  if (blocked.length > 0) {
    const until = Math.min(deadline, Math.max(searchDeadline, Date.now() + 2000));
    answers.push(...(await throughUb(cfa, pool, blocked, options, until, seconds)));
  }
  if (safe.length > 0) {
    const left = Math.max(500, deadline - Date.now());
    const checkStarted = Date.now();
    const checkSession = await pool.session();
    let check;
    try {
      check = await checkUnwindingCertificate(cfa, checkSession, options.entry, safe, safeDepth, left);
    } catch (e) {
      check = { accepted: false, reason: `certificate check failed: ${(e as Error).message}` };
    } finally {
      await checkSession.dispose().catch(() => undefined);
    }
    const reason = checkTimedOut(check.reason, checkStarted + left, Date.now())
      ? CERTIFICATE_TIMEOUT
      : `internal error: certificate rejected (${check.reason})`;
    for (const propertyId of safe) {
      const verdict: EngineVerdict = check.accepted
        ? { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: safeDepth } }
        : { verdict: 'unknown', reason };
      answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
    }
  }
  // The run's solver calls are counted once, on the first answer (the report sums them).
  return answers.map((a, i) => (i === 0 ? { ...a, solverCalls: result.stats.solverCalls } : a));
}

/** Random testing of the properties not in `skip` until `deadline`; its violations, replayed. */
function testing(
  cfa: ProgramCfa,
  options: EngineRunOptions,
  skip: ReadonlySet<string> | undefined,
  deadline: number,
  /** Runs so far (a second pass continues after them, with other random values). */
  done: { runs: number },
): ReportedAnswer[] {
  const started = performance.now();
  const result = randomTesting(cfa, {
    entry: options.entry,
    deadline,
    targets: new Set(propertyIds(cfa).filter((id) => !skip?.has(id))),
    ...(done.runs > 0 ? { seed: 0x9e3779b9, firstRun: done.runs } : {}),
  });
  done.runs += result.runs;
  const found = result.found;
  const seconds = (performance.now() - started) / 1000;
  const out: ReportedAnswer[] = [];
  for (const [propertyId, cex] of found) {
    if (skip?.has(propertyId)) continue;
    const run = replay(cfa, options.entry, cex);
    if (!run.confirmed) continue; // BMC will look at it
    if (options.reproducerDir) writeReproducer(cfa, { verdict: 'unsafe', counterexample: cex }, options);
    out.push({
      propertyId,
      engine: 'testing',
      seconds,
      result: { verdict: 'unsafe', counterexample: cex },
      trace: boundTrace(run.trace),
    });
  }
  return out;
}

export { TRACE_KEEP, boundTrace } from './unsafeEvidence';
