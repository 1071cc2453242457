// The proving stages of the portfolio: CHC (Spacer), k-induction with template invariants, and
// predicate analysis with CEGAR. A stage's SAFE answers are kept only after their certificate
// passes the independent re-check in fresh solver sessions; a rejected certificate is an internal
// error, and the properties stay UNKNOWN with that reason unless another engine decides them.

import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import { runCondinv, solutionRecords, type ComponentRecord } from '../../engines/condinv/condinvEngine';
import { emptyStats, type CheckSafeStats } from '../../engines/condinv/checkSafe';
import type { InvariantStore } from '../../engines/condinv/storedInvariants';
import { runChc } from '../../engines/chc/chcEngine';
import { runKInduction } from '../../engines/kinduction/kInduction';
import { runPredicateAnalysis } from '../../engines/predicate/predicateEngine';
import { runImpact } from '../../engines/predicate/impact';
import { runBam } from '../../engines/bam/bamEngine';
import type { SummaryStore } from '../../engines/bam/blockCache';
import {
  computeInvariants,
  type InvariantLevel,
  type TemplateResult,
} from '../../engines/invariants/templateInvariants';
import { hornSystemOf } from '../../encodings/horn/hornSystems';
import { type Conjuncts } from '../../encodings/horn/horn';
import { EncodeUnsupported } from '../../smt/memoryModel';
import {
  unknown,
  type EngineVerdict,
  type SafetyCertificate,
  type UnknownKind,
  type UnknownVerdict,
} from '../../encodings/result';
import { stateSamples, type StateSamples } from '../../engines/testing/stateSamples';
import { checkCertificate } from '../../certify/checkCertificate';
import type { ReportedAnswer } from '../answers';
import { CERTIFICATE_TIMEOUT } from '../runLimits';

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
): Promise<TemplateResult[]> {
  if (o.level === 'none') return [];
  let system;
  try {
    system = hornSystemOf(cfa, o.entry, o.skip);
  } catch (e) {
    if (e instanceof EncodeUnsupported) return [];
    throw e;
  }
  const session = await pool.session();
  try {
    return await computeInvariants(system, session, o.level, o.deadline);
  } catch {
    return []; // template invariants are only hints: the stages after them do without
  } finally {
    await session.dispose().catch(() => undefined);
  }
}

export async function chcStage(cfa: ProgramCfa, pool: SolverPool, o: StageOptions): Promise<ProofStage> {
  const learned: { inductive?: Conjuncts } = {};
  const stage = await certified('chc', cfa, pool, o, async () => {
    const session = await pool.session();
    try {
      return await runChc(cfa, session, {
        entry: o.entry,
        deadline: o.searchDeadline,
        skip: o.skip,
        hints: o.invariants.map((t) => t.invariants),
        learned,
      });
    } finally {
      await session.dispose().catch(() => undefined);
    }
  });
  return learned.inductive ? { ...stage, inductive: learned.inductive } : stage;
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
  report?: (r: CondinvReport) => void,
  store?: InvariantStore,
  /** Only when the store has an invariant for some part of the program (`auto` on warm runs). */
  onlyWithStored = false,
): Promise<ProofStage> {
  const learned: { records?: ComponentRecord[] } = {};
  const stage = await certified('condinv', cfa, pool, o, async () => {
    const session = await pool.session();
    const stats: CondinvReport = emptyStats();
    try {
      return await runCondinv(cfa, session, {
        entry: o.entry,
        deadline: o.searchDeadline,
        skip: o.skip,
        samples: () => samplesFor(cfa, o),
        hints: o.invariants.filter((t) => t.inductive).map((t) => t.invariants),
        stats,
        learned,
        ...(store ? { store } : {}),
        ...(onlyWithStored ? { onlyWithStored } : {}),
      });
    } finally {
      report?.(stats);
      await session.dispose().catch(() => undefined);
    }
  });
  // one certificate for every property condinv proved: accepted when any of them is SAFE
  if (store && stage.safe.length > 0)
    for (const [print, pairs] of learned.records ?? []) store.save(print, pairs);
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

/** Reachable states of the Horn predicates from test runs (a second at most); none when out of reach. */
function samplesFor(cfa: ProgramCfa, o: StageOptions): StateSamples {
  try {
    const system = hornSystemOf(cfa, o.entry, o.skip);
    return stateSamples(cfa, system, {
      entry: o.entry,
      deadline: Math.min(o.searchDeadline, Date.now() + 1000),
    });
  } catch (e) {
    if (e instanceof EncodeUnsupported) return new Map();
    throw e;
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
  cacheReport?: (r: BamCacheReport) => void,
): Promise<ProofStage> {
  const run = async (
    store: SummaryStore | undefined,
  ): Promise<{ stage: ProofStage; usedImports: boolean }> => {
    const violated: string[] = [];
    let other: UnknownVerdict | undefined;
    let usedImports = false;
    const stage = await certified(kind, cfa, pool, o, async () => {
      const session = await pool.session();
      try {
        const options = { entry: o.entry, deadline: o.searchDeadline, skip: o.skip };
        let answers;
        if (kind === 'bam') {
          const r = await runBam(cfa, session, { ...options, ...(store ? { store } : {}) });
          usedImports = r.usedImports;
          cacheReport?.(r.stats);
          answers = r.answers;
        } else if (kind === 'impact') answers = (await runImpact(cfa, session, options)).answers;
        else answers = (await runPredicateAnalysis(cfa, session, options)).answers;
        for (const [id, v] of answers) {
          if (v.verdict !== 'unknown') continue;
          if (v.kind === 'needs-trace') violated.push(id);
          else other ??= v;
        }
        return answers;
      } finally {
        await session.dispose().catch(() => undefined);
      }
    });
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
  if (!first.usedImports || !rejected || Date.now() >= o.searchDeadline) return first.stage;
  return (await run(undefined)).stage;
}

export async function kInductionStage(
  cfa: ProgramCfa,
  pool: SolverPool,
  o: StageOptions,
): Promise<ProofStage> {
  return certified('k-induction', cfa, pool, o, () =>
    runKInduction(cfa, () => pool.session(), {
      entry: o.entry,
      deadline: o.searchDeadline,
      skip: o.skip,
      invariants: o.invariants.filter((t) => t.inductive).map((t) => t.invariants),
    }),
  );
}

/** Runs `search`, groups its SAFE answers by certificate and keeps those whose certificate passes. */
async function certified(
  engine: string,
  cfa: ProgramCfa,
  pool: SolverPool,
  o: StageOptions,
  search: () => Promise<Map<string, EngineVerdict>>,
): Promise<ProofStage> {
  const t0 = performance.now();
  let answers: Map<string, EngineVerdict>;
  try {
    answers = await search();
  } catch (e) {
    // a prover's failure leaves the properties to the other engines
    const reason = `internal error in ${engine}: ${(e as Error).message.slice(0, 200)}`;
    return { safe: [], reason, reasonKind: 'internal' };
  }
  const groups = new Map<string, { certificate: SafetyCertificate; ids: string[] }>();
  let why: UnknownVerdict | undefined;
  for (const [id, v] of answers) {
    if (v.verdict === 'unknown') why ??= v;
    if (v.verdict !== 'safe') continue;
    const key = JSON.stringify(v.certificate);
    const g = groups.get(key) ?? { certificate: v.certificate, ids: [] };
    g.ids.push(id);
    groups.set(key, g);
  }
  const safe: ReportedAnswer[] = [];
  for (const { certificate, ids } of groups.values()) {
    // the others are assumed; the check gets at least a second
    const deadline = Date.now() + Math.max(1000, o.checkDeadline - Date.now());
    const task = { cfa, entry: o.entry, propertyIds: new Set(ids) };
    const outcome = await checkCertificate(task, certificate, pool, deadline);
    if (outcome.status !== 'accepted') {
      why =
        outcome.status === 'timeout'
          ? unknown('timeout', CERTIFICATE_TIMEOUT)
          : unknown('internal', `internal error: ${engine} certificate rejected (${outcome.reason})`);
      continue;
    }
    const seconds = (performance.now() - t0) / 1000;
    for (const propertyId of ids)
      safe.push({ propertyId, engine, seconds, result: { verdict: 'safe', certificate } });
  }
  return { safe, ...(why !== undefined ? { reason: why.reason, reasonKind: why.kind } : {}) };
}
