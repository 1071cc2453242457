// The proving stages of the portfolio: CHC (Spacer), k-induction with template invariants, and
// predicate analysis with CEGAR. A stage's SAFE answers are kept only after their certificate
// passes the independent re-check in fresh solver sessions; a rejected certificate is an internal
// error, and the properties stay UNKNOWN with that reason unless another engine decides them.

import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import type { Engine, EngineContext, EngineOutcome, EngineTask } from '../../engines/engine';
import { chcEngine } from '../../engines/chc/chcEngine';
import { condinvEngine, solutionRecords } from '../../engines/condinv/condinvEngine';
import type { CheckSafeStats } from '../../engines/condinv/checkSafe';
import type { InvariantStore } from '../../engines/condinv/storedInvariants';
import { kInductionEngine } from '../../engines/kinduction/kInduction';
import { predicateEngine } from '../../engines/predicate/predicateEngine';
import { impactEngine } from '../../engines/predicate/impact';
import { bamEngine } from '../../engines/bam/bamEngine';
import type { SummaryStore } from '../../engines/bam/blockCache';
import {
  templateEngine,
  type InvariantLevel,
  type TemplateResult,
} from '../../engines/invariants/templateInvariants';
import { type Conjuncts } from '../../encodings/horn/horn';
import {
  unknown,
  type SafetyCertificate,
  type UnknownKind,
  type UnknownVerdict,
} from '../../encodings/result';
import { checkCertificate } from '../../certify/checkCertificate';
import type { ReportedAnswer } from '../answers';
import { CERTIFICATE_TIMEOUT } from '../runLimits';
import { CERTIFY, CONDINV } from './presets';
import { workNow } from '../../smt/workClock';

/** Where an engine's own figures go (stats.engines[name]). */
export type Figures = (figures: Readonly<Record<string, number>>) => void;

export interface ProofStage {
  /** Certified SAFE answers. */
  readonly safe: ReportedAnswer[];
  /** Why the stage decided nothing (for the report when no other engine decides). */
  readonly reason?: string;
  /** The kind of `reason`, for decisions. */
  readonly reasonKind?: UnknownKind;
  /** Inductive invariants the stage found on the way (hints for the next stage). */
  readonly inductive?: Conjuncts;
  /** Properties the stage found violated on a feasible path, without a trace (BMC builds it). */
  readonly violated?: readonly string[];
}

export interface StageOptions {
  readonly entry: string;
  /** Properties decided already. */
  readonly skip: ReadonlySet<string>;
  /** The search stops here; certificate checks may run until `checkDeadline`. */
  readonly searchDeadline: number;
  readonly checkDeadline: number;
  /** Invariants to start from (template invariants, earlier stages' findings); only inductive ones strengthen k-induction. */
  readonly invariants: readonly TemplateResult[];
}

/** Template invariants (src/engines/invariants) for the stages that follow; none when the program is out of reach. */
export async function templateStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  o: {
    readonly entry: string;
    readonly skip: ReadonlySet<string>;
    readonly level: InvariantLevel;
    readonly deadline: number;
  },
  figures?: Figures,
): Promise<TemplateResult[]> {
  const task: EngineTask = { cfa, entry: o.entry, skip: o.skip, hints: [], facts: [] };
  const outcome = await templateEngine(o.level).run(task, context(pool, o.deadline, figures));
  return outcome.invariants;
}

export async function chcStage(cfa: ProgramCfa, pool: SolverPool, o: StageOptions): Promise<ProofStage> {
  const { stage, outcome } = await certified(chcEngine, cfa, pool, o);
  return outcome?.inductive ? { ...stage, inductive: outcome.inductive } : stage;
}

/**
 * Compositional proofs with Max-SMT conditional invariants (src/engines/condinv), from the inductive
 * template invariants as known facts; their SAFE answers are Horn solutions. With a store, the
 * components' invariants of earlier runs are tried first, and this run's are stored once its
 * certificate is accepted.
 */
export async function condinvStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  o: StageOptions,
  figures?: Figures,
  store?: InvariantStore,
  /** Only when the store has an invariant for some part of the program (`auto` on warm runs). */
  onlyWithStored = false,
): Promise<ProofStage> {
  const engine = condinvEngine({
    ...(store ? { store } : {}),
    onlyWithStored,
    samplesMs: CONDINV.samplesCapSeconds * 1000,
  });
  const { stage, outcome } = await certified(engine, cfa, pool, o, figures);
  // one certificate for every property condinv proved: accepted when any of them is SAFE
  if (store && stage.safe.length > 0)
    for (const [print, pairs] of outcome?.records ?? []) store.save(print, pairs);
  return stage;
}

/**
 * Keeps the per-component invariants of a stage's certified Horn solutions for condinv (warm runs
 * of `auto` start from them).
 */
export function keepRecords(cfa: ProgramCfa, entry: string, stage: ProofStage, store: InvariantStore): void {
  const models = new Set(
    stage.safe.flatMap((a) =>
      a.result.verdict === 'safe' && a.result.certificate.kind === 'horn-solution'
        ? [a.result.certificate.model]
        : [],
    ),
  );
  try {
    for (const model of models)
      for (const [print, pairs] of solutionRecords(cfa, entry, model)) store.save(print, pairs);
  } catch {
    // the records are hints for later runs: a solution that cannot be read leaves none
  }
}

/** What condinv's search did (for the report): CondSafe calls, narrowings, preconditions. */
export type CondinvReport = CheckSafeStats;

/** What the block-abstraction memoization's cache did (for the report and the benchmark). */
export interface BamCacheReport {
  readonly requests: number;
  readonly hits: number;
  readonly importedHits: number;
  readonly analyses: number;
}

/**
 * Predicate analysis with CEGAR (src/engines/predicate), its IMPACT variant, or block-abstraction
 * memoization (src/engines/bam); their SAFE answers are Horn solutions. With a summary store, BAM
 * starts from an earlier run's summaries; when the certificate built with them is rejected, the
 * analysis runs again without them (a forged or stale store costs time, never a verdict).
 */
export async function predicateStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  o: StageOptions,
  kind: 'predicate' | 'impact' | 'bam' = 'predicate',
  summaries?: SummaryStore,
  figures?: Figures,
): Promise<ProofStage> {
  const run = async (
    store: SummaryStore | undefined,
  ): Promise<{ stage: ProofStage; usedImports: boolean }> => {
    const engine: Engine<EngineOutcome & { usedImports?: boolean }> =
      kind === 'bam' ? bamEngine(store) : kind === 'impact' ? impactEngine : predicateEngine;
    const { stage, outcome } = await certified(engine, cfa, pool, o, figures);
    const usedImports = outcome?.usedImports ?? false;
    const violated: string[] = [];
    let other: UnknownVerdict | undefined;
    for (const [id, v] of outcome?.answers ?? []) {
      if (v.verdict !== 'unknown') continue;
      if (v.kind === 'needs-trace') violated.push(id);
      else other ??= v;
    }
    if (violated.length === 0) return { stage, usedImports };
    // the reason reported for the properties left UNKNOWN is not the violated ones' (BMC takes those)
    const { reason, reasonKind, ...rest } = stage;
    const kept =
      reasonKind === 'needs-trace'
        ? other
        : reason !== undefined
          ? unknown(reasonKind ?? 'internal', reason)
          : undefined;
    const why = kept !== undefined ? { reason: kept.reason, reasonKind: kept.kind } : {};
    return { stage: { ...rest, violated, ...why }, usedImports };
  };
  const first = await run(summaries);
  const rejected = first.stage.reasonKind === 'internal';
  if (!first.usedImports || !rejected || workNow() >= o.searchDeadline) return first.stage;
  return (await run(undefined)).stage;
}

export async function kInductionStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  o: StageOptions,
  figures?: Figures,
): Promise<ProofStage> {
  return (await certified(kInductionEngine, cfa, pool, o, figures)).stage;
}

/** The engine's task: the open properties and the invariants so far (the inductive ones as facts). */
function taskOf(cfa: ProgramCfa, o: StageOptions): EngineTask {
  return {
    cfa,
    entry: o.entry,
    skip: o.skip,
    hints: o.invariants.map((t) => t.invariants),
    facts: o.invariants.filter((t) => t.inductive).map((t) => t.invariants),
  };
}

function context(pool: SolverPool, deadline: number, figures?: Figures): EngineContext {
  return { deadline, sessions: pool, ...(figures ? { figures } : {}) };
}

/**
 * Runs the engine on the stage's task, groups its SAFE answers by certificate and keeps those whose
 * certificate passes; with the engine's outcome (none when it failed).
 */
async function certified<O extends EngineOutcome>(
  engine: Engine<O>,
  cfa: ProgramCfa,
  pool: SolverPool,
  o: StageOptions,
  figures?: Figures,
): Promise<{ stage: ProofStage; outcome?: O }> {
  const t0 = performance.now();
  let outcome: O;
  try {
    outcome = await engine.run(taskOf(cfa, o), context(pool, o.searchDeadline, figures));
  } catch (e) {
    // a prover's failure leaves the properties to the other engines
    const reason = `internal error in ${engine.name}: ${(e as Error).message.slice(0, 200)}`;
    return { stage: { safe: [], reason, reasonKind: 'internal' } };
  }
  const groups = new Map<string, { certificate: SafetyCertificate; ids: string[] }>();
  let why: UnknownVerdict | undefined;
  for (const [id, v] of outcome.answers) {
    if (v.verdict === 'unknown') why ??= v;
    if (v.verdict !== 'safe') continue;
    const key = JSON.stringify(v.certificate);
    const g = groups.get(key) ?? { certificate: v.certificate, ids: [] };
    g.ids.push(id);
    groups.set(key, g);
  }
  const safe: ReportedAnswer[] = [];
  for (const { certificate, ids } of groups.values()) {
    // the others are assumed
    const atLeast = CERTIFY.proofAtLeastSeconds * 1000;
    const deadline = workNow() + Math.max(atLeast, o.checkDeadline - workNow());
    const task = { cfa, entry: o.entry, propertyIds: new Set(ids) };
    const check = await checkCertificate(task, certificate, pool, deadline);
    if (check.status !== 'accepted') {
      why =
        check.status === 'timeout'
          ? unknown('timeout', CERTIFICATE_TIMEOUT)
          : unknown('internal', `internal error: ${engine.name} certificate rejected (${check.reason})`);
      continue;
    }
    const seconds = (performance.now() - t0) / 1000;
    for (const propertyId of ids)
      safe.push({ propertyId, engine: engine.name, seconds, result: { verdict: 'safe', certificate } });
  }
  const stage = { safe, ...(why !== undefined ? { reason: why.reason, reasonKind: why.kind } : {}) };
  return { stage, outcome };
}
