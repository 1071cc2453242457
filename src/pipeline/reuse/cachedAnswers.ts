// The engine seam with the artifact store in front. In order:
//   1. verdict: properties whose key (entry cone, options, version) has a stored verdict get it back
//      once its evidence passes a re-check;
//   2. certificate: after an edit, the previous version's counterexamples are replayed and its
//      invariants (portable form, src/incremental/portable.ts) are mapped onto today's clauses and
//      refined Houdini-style; a solution that passes the certificate check decides SAFE;
//   3. candidates / scratch: the engines verify the rest, starting from what step 2 kept.
// New answers are stored as verdicts, and what the run was proved with as the entry's lineage.
// Without a store this is exactly certifiedAnswers.

import { CERTIFY, REUSE } from '../portfolio/presets';
import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import type { SafetyCertificate } from '../../encodings/result';
import type { Conjuncts } from '../../encodings/horn/horn';
import {
  programPrints,
  propertyKey,
  lineageKey,
  type KeyOptions,
  type ProgramPrints,
} from '../../incremental/keys';
import { recheckStored, toStoredInputs } from '../../incremental/reuse';
import type { ArtifactStore, Origin, StoredLineage, StoredVerdict } from '../../incremental/store';
import { previousVersion, portableOf } from './lineageAnswers';
import { storedSummaries } from './bamSummaries';
import { storedInvariants } from './condinvRecords';
import type { ReportedAnswer } from '../answers';
import type { ReuseCost, ReuseKind } from '../results';
import { boundTrace, certifiedAnswers, type EngineRunOptions } from '../portfolio/certifiedAnswers';
import { workNow } from '../../smt/workClock';

export interface CacheContext {
  readonly store: ArtifactStore;
  /** Who writes new records (and which PR may read PR-written ones). */
  readonly origin: Origin;
  /** Full runs (schedule, default branch) verify everything again and refresh the store. */
  readonly readRecords: boolean;
  /** Filled in: properties, solver calls and seconds per way of reaching the verdict. */
  readonly reuse?: Record<ReuseKind, ReuseCost>;
}

export interface CachedRunOptions extends EngineRunOptions {
  readonly keyOptions: KeyOptions;
}

export async function cachedAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  options: CachedRunOptions,
  cache: CacheContext | undefined,
  given?: ProgramPrints,
): Promise<ReportedAnswer[]> {
  if (!cache) return certifiedAnswers(cfa, pool, options);
  const prints = given ?? programPrints(cfa);
  const started = workNow();
  const ids = propertyIds(cfa);
  const keys = new Map<string, string>();
  for (const id of ids) {
    const key = propertyKey(prints, options.keyOptions, id);
    if (key !== undefined) keys.set(id, key);
  }
  const answers: ReportedAnswer[] = [];
  /** Runs one step and books its cost under `kind` (or under what each answer says). */
  const step = async (kind: ReuseKind, run: () => Promise<ReportedAnswer[]>): Promise<void> => {
    const calls0 = pool.stats().calls;
    const t0 = performance.now();
    const got = await run();
    const cost = {
      solverCalls: pool.stats().calls - calls0,
      seconds: (performance.now() - t0) / 1000,
    };
    answers.push(...got.map((a) => ({ ...a, reuse: a.reuse ?? kind })));
    if (!cache.reuse) return;
    const booked = got.length > 0 ? (got[0].reuse ?? kind) : kind;
    cache.reuse[booked].solverCalls += cost.solverCalls;
    cache.reuse[booked].seconds += cost.seconds;
    for (const a of got) cache.reuse[a.reuse ?? kind].properties++;
  };
  const decided = (): Set<string> => new Set(answers.map((a) => a.propertyId));
  let lineage: StoredLineage | undefined;
  let seeds: Conjuncts | undefined;
  if (cache.readRecords) {
    await step('verdict', async () => {
      const records: StoredVerdict[] = [];
      for (const [id, key] of keys) {
        const r = cache.store.get(key, { pr: cache.origin.pr });
        if (r && r.propertyId === id) records.push(r);
      }
      if (records.length === 0) return [];
      // The re-check has a share of the time; what it cannot finish is verified anew.
      const deadline = started + options.timeoutSeconds * REUSE.recheckUntil * 1000;
      const { reused } = await recheckStored(
        cfa,
        pool,
        options.entry,
        records,
        deadline,
        CERTIFY.recheckAtLeastSeconds * 1000,
      );
      return reused.map((r) => ({
        propertyId: r.propertyId,
        engine: r.engine,
        seconds: r.seconds,
        result: r.verdict,
        ...(r.trace ? { trace: boundTrace(r.trace) } : {}),
        reused: true,
      }));
    });
    lineage = cache.store.getLineage(lineageKey(options.keyOptions), { pr: cache.origin.pr });
    if (lineage && decided().size < ids.length) {
      const before = lineage;
      await step('certificate', async () => {
        const deadline = Math.min(
          workNow() + options.timeoutSeconds * REUSE.lineageShare * 1000,
          started + options.timeoutSeconds * REUSE.lineageUntil * 1000,
        );
        const previous = await previousVersion(cfa, pool, options.entry, before, decided(), deadline);
        seeds = previous.seeds;
        return previous.answers;
      });
    }
  }
  const done = decided();
  if (done.size < ids.length) {
    await step(seeds && seeds.size > 0 ? 'candidates' : 'scratch', async () => {
      const left = Math.max(1, options.timeoutSeconds - (workNow() - started) / 1000);
      return certifiedAnswers(cfa, pool, {
        ...options,
        timeoutSeconds: left,
        skip: done,
        ...(seeds && seeds.size > 0 ? { seeds } : {}),
        ...(options.engine === 'bam'
          ? {
              summaries: storedSummaries(
                cache.store,
                prints,
                options.keyOptions,
                cache.origin,
                cache.readRecords,
              ),
            }
          : {}),
        // condinv's per-part invariants: CHC's certified solutions are kept there too
        invariantStore: storedInvariants(cache.store, cache.origin, cache.readRecords),
      });
    });
  }
  for (const a of answers) {
    const key = keys.get(a.propertyId);
    if (key !== undefined && !a.reused) store(cache, key, a);
  }
  storeLineage(cfa, cache, options, answers, lineage);
  return answers;
}

function store(cache: CacheContext, key: string, a: ReportedAnswer): void {
  const r = a.result;
  if (r.verdict === 'unknown') return; // never stored: a later run may do better
  cache.store.put({
    key,
    propertyId: a.propertyId,
    verdict: r.verdict,
    engine: a.engine,
    seconds: a.seconds,
    evidence:
      r.verdict === 'unsafe'
        ? { kind: 'counterexample', inputs: toStoredInputs(r.counterexample.inputs) }
        : r.certificate,
    origin: cache.origin,
    written: new Date().toISOString(),
  });
}

/**
 * The entry's lineage after this run: the invariants of its SAFE certificates (those of the
 * previous lineage when no certificate of this run has any) and the counterexamples it found.
 */
function storeLineage(
  cfa: ProgramCfa,
  cache: CacheContext,
  options: CachedRunOptions,
  answers: readonly ReportedAnswer[],
  previous: StoredLineage | undefined,
): void {
  // Every verdict reused: the lineage written with them still stands.
  if (previous && answers.every((a) => a.reuse === 'verdict')) return;
  const certificates: SafetyCertificate[] = [];
  const seen = new Set<string>();
  for (const a of answers) {
    if (a.result.verdict !== 'safe') continue;
    const c = a.result.certificate;
    const id = JSON.stringify(c);
    if (!seen.has(id)) certificates.push(c);
    seen.add(id);
  }
  const invariants = portableOf(cfa, options.entry, certificates) ?? previous?.invariants ?? [];
  const counterexamples = answers.flatMap((a) =>
    a.result.verdict === 'unsafe' && !a.finding
      ? [{ propertyId: a.propertyId, inputs: toStoredInputs(a.result.counterexample.inputs) }]
      : [],
  );
  if (invariants.length === 0 && counterexamples.length === 0) return;
  cache.store.putLineage({
    key: lineageKey(options.keyOptions),
    entry: options.entry,
    invariants,
    counterexamples,
    origin: cache.origin,
    written: new Date().toISOString(),
  });
}
