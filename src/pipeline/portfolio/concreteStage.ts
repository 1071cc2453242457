// Concrete runs before the preset, the interpreter being the referee:
// - a program that reads no input that matters (a known-answer test, a closed harness) has one
//   execution: when the interpreter runs it to its normal end, every open property is SAFE by a
//   single-run certificate, re-checked by a second, independent run (certify/checkSingleRun.ts); a
//   violation it reaches is replayed like any other. The run stops at the first input it reads, so
//   on other programs it costs next to nothing. When it stops at an input and the program's inputs
//   are all narrow (bytes, flags), every execution is run, within twice that share: SAFE by an
//   exhaustive-runs certificate (certify/exhaustiveRuns.ts, re-checked by running them all again
//   in the other order), or the violation one of them reaches. A wide input the harness confines
//   at once (`n = nondet(); assume(0 <= n && n <= 5)`) runs over its interval only, once Z3 shows
//   the values outside violate nothing (certify/inputDomains.ts).
// - Memory safety (`--check memory`, `leak`) is decided by concrete runs only: no SMT encoding models
//   object bounds, lifetimes or reachability yet (the encoders over-approximate each test by a fresh
//   Boolean, so they never prove one). Random testing finds violations on other programs, each
//   replayed (testingStage.ts). When only memory properties are open (among those the entry
//   reaches), the SMT engines are skipped and testing gets their time; what no run decides is
//   UNKNOWN with that reason.

import type { ProgramCfa } from '../../ir/cfa';
import { memoryPropertyIds, propertyIds } from '../../ir/programCfa';
import { reachableProperties } from '../../ir/reachability';
import type { SolverPool } from '../../smt/solverPool';
import {
  unknown,
  type Counterexample,
  type InputDomain,
  type InputValue,
  type SafetyCertificate,
} from '../../encodings/result';
import { checkCertificate } from '../../certify/checkCertificate';
import { isCompleteRun, singleRun } from '../../certify/checkSingleRun';
import { enumerateRuns, MAX_EXECUTIONS } from '../../certify/exhaustiveRuns';
import { candidateDomains, checkInputDomains } from '../../certify/inputDomains';
import { minimise } from '../../certify/minimise';
import { replay } from '../../certify/replay';
import type { ReportedAnswer } from '../answers';
import { ALONE_UNTIL, SINGLE_RUN } from './presets';
import type { PortfolioRun } from './portfolioRun';
import { testingAnswers } from './testingStage';
import { boundTrace, reproducerFile } from './unsafeEvidence';

/** Why a memory-safety property no run decided is UNKNOWN. */
export const MEMORY_UNKNOWN =
  'memory safety is decided by concrete runs only, and random testing found no violation';

interface EvidenceOptions {
  readonly entry: string;
  readonly reproducers?: boolean;
}

/** The single run's answers: SAFE for every open property by its certificate, or the violation it reached. */
async function singleRunAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  run: PortfolioRun,
  options: EvidenceOptions,
  refused: { reason?: string },
): Promise<ReportedAnswer[]> {
  const open = propertyIds(cfa).filter((id) => !run.decided.has(id));
  if (open.length === 0) return [];
  const started = run.clock.now();
  const share = Math.min(run.ms(SINGLE_RUN.share), SINGLE_RUN.capSeconds * 1000);
  const served: InputValue[] = [];
  const once = singleRun(cfa, options.entry, Math.min(run.deadline, started + share), served);
  const seconds = (): number => (run.clock.now() - started) / 1000;
  if (once.outcome.kind === 'violation') {
    const counterexample = { propertyId: once.outcome.propertyId, inputs: served };
    const found = violationAnswer(cfa, options, counterexample, 'single-run', seconds());
    if (!found) return [];
    // the program's only execution ends there: nothing after it can be run to
    const only = once.observedInputs.length === 0 && !once.addressDependent;
    const after = unknown('incomplete', `the program's only execution stops at ${found.propertyId} first`);
    const rest = only ? open.filter((id) => id !== found.propertyId) : [];
    return [
      found,
      ...rest.map((propertyId) => ({ propertyId, engine: 'single-run', seconds: seconds(), result: after })),
    ];
  }
  const complete = isCompleteRun(once);
  if (!complete.accepted) {
    refused.reason = complete.reason;
    if (once.outcome.kind !== 'inputs-exhausted') return [];
    // the program reads inputs: when they are narrow, every execution can be run (twice the share
    // at most: the runs give up early when their pace says they would not end by then)
    const deadline = Math.min(run.deadline, started + 2 * share);
    return exhaustiveAnswers(cfa, pool, run, options, open, deadline, seconds);
  }
  return certifiedSafe(cfa, pool, run, options, open, { kind: 'single-run' }, seconds);
}

/** Every execution, when the program's inputs are narrow: SAFE by their certificate, or the violation one reaches. */
async function exhaustiveAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  run: PortfolioRun,
  options: EvidenceOptions,
  open: readonly string[],
  deadline: number,
  seconds: () => number,
): Promise<ReportedAnswer[]> {
  let all = enumerateRuns(cfa, { entry: options.entry, deadline, order: 'up' });
  // a wide input the harness confines at once (a size, an index): its interval's values only
  let domains: readonly InputDomain[] = [];
  if (all.kind === 'gave-up' && all.wide) {
    domains = candidateDomains(cfa, options.entry, MAX_EXECUTIONS, deadline);
    if (domains.length === 0) return [];
    all = enumerateRuns(cfa, { entry: options.entry, deadline, order: 'up', domains });
  }
  const found: ReportedAnswer[] = [];
  const violated = [...all.violations.keys()].filter((id) => open.includes(id));
  for (const propertyId of violated) {
    const inputs = all.violations.get(propertyId) ?? [];
    const answer = violationAnswer(cfa, options, { propertyId, inputs }, 'exhaustive-runs', seconds());
    if (answer) found.push(answer);
  }
  if (all.kind === 'gave-up' || found.length < violated.length) return found;
  // a violation ends its execution: the properties no run violates hold on every execution
  const ran = all;
  const holding = open.filter((id) => !ran.violations.has(id));
  if (holding.length === 0) return found;
  // the proof that the values outside violate nothing may take the run's time: the runs are done
  if (domains.length > 0 && !(await domainsHold(cfa, pool, options.entry, domains, run.deadline)))
    return found;
  const certificate = {
    kind: 'exhaustive-runs',
    executions: all.executions,
    ...(domains.length > 0 ? { domains } : {}),
  } as const;
  return [...found, ...(await certifiedSafe(cfa, pool, run, options, holding, certificate, seconds))];
}

/** Whether no execution with an input outside its domain violates anything (inputDomains.ts). */
async function domainsHold(
  cfa: ProgramCfa,
  pool: SolverPool,
  entry: string,
  domains: readonly InputDomain[],
  deadline: number,
): Promise<boolean> {
  const session = await pool.session();
  try {
    return (await checkInputDomains(cfa, entry, domains, session, deadline)).accepted;
  } finally {
    await session.dispose().catch(() => undefined);
  }
}

/** SAFE for the open properties once the certificate's independent check accepts it. */
async function certifiedSafe(
  cfa: ProgramCfa,
  pool: SolverPool,
  run: PortfolioRun,
  options: EvidenceOptions,
  open: readonly string[],
  certificate: SafetyCertificate & { kind: 'single-run' | 'exhaustive-runs' },
  seconds: () => number,
): Promise<ReportedAnswer[]> {
  const task = { cfa, entry: options.entry, propertyIds: new Set(open) };
  const outcome = await checkCertificate(task, certificate, pool, run.deadline);
  const result =
    outcome.status === 'accepted'
      ? ({ verdict: 'safe', certificate } as const)
      : unknown(
          'internal',
          `internal error: ${certificate.kind} certificate ${outcome.status} (${outcome.reason})`,
        );
  return open.map((propertyId) => ({ propertyId, engine: certificate.kind, seconds: seconds(), result }));
}

/** A violation a concrete run reached, replayed for its trace (and reproducer). */
function violationAnswer(
  cfa: ProgramCfa,
  options: EvidenceOptions,
  counterexample: Counterexample,
  engine: string,
  seconds: number,
): ReportedAnswer | undefined {
  const replayed = replay(cfa, options.entry, counterexample);
  if (!replayed.confirmed) return undefined;
  const small = minimise(cfa, options.entry, counterexample, replayed);
  const result = { verdict: 'unsafe' as const, counterexample: small.cex };
  const evidence = { trace: boundTrace(small.run.trace), ...reproducerFile(cfa, result, options) };
  return { propertyId: counterexample.propertyId, engine, seconds, result, ...evidence };
}

/**
 * Before the preset: the single run. Returns true when only memory properties were open: testing
 * then ran in the SMT engines' place and every property has its answer.
 */
export async function concreteStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  run: PortfolioRun,
  reproducers: boolean | undefined,
): Promise<boolean> {
  const memory = memoryPropertyIds(cfa);
  // an engine chosen with --engine runs alone (what it decides is what is measured), unless only
  // concrete runs can decide the program's memory properties
  if (run.options.engine !== 'auto' && memory.size === 0) return false;
  const options = { entry: run.options.entry, ...(reproducers ? { reproducers } : {}) };
  const refused: { reason?: string } = {};
  run.add(await singleRunAnswers(cfa, pool, run, options, refused));
  if ([...memory].every((id) => run.decided.has(id))) return false;
  // properties no path from the entry reaches are reported unreachable after the portfolio
  const reach = reachableProperties(cfa, run.options.entry);
  const reached = (id: string): boolean => reach.opaque !== undefined || reach.reached.has(id);
  const open = run.ids.filter((id) => !run.decided.has(id) && reached(id));
  if (open.some((id) => !memory.has(id))) return false;
  const until = run.t0 + run.ms(ALONE_UNTIL);
  run.add(await testingAnswers(cfa, pool, options, run.decided, until, run.testRuns));
  const seconds = run.seconds();
  const why = refused.reason ? `; a single run decides nothing here: ${refused.reason}` : '';
  const result = unknown('incomplete', `${MEMORY_UNKNOWN}${why}`);
  const rest = run.ids.filter((id) => !run.decided.has(id));
  run.add(rest.map((propertyId) => ({ propertyId, engine: 'testing', seconds, result })));
  return true;
}
