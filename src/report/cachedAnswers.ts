// The engine seam with the artifact store in front: properties whose key (entry cone, options,
// version) has a stored verdict get it back once its evidence passes a re-check; the rest go to the
// engines, and their SAFE and UNSAFE answers are stored for the next run. Without a store this is
// exactly certifiedAnswers.

import { propertyIds } from '../ir/programCfa';
import type { ProgramCfa } from '../ir/cfa';
import type { SolverPool } from '../smt/solverPool';
import { programPrints, propertyKey, type KeyOptions, type ProgramPrints } from '../incremental/keys';
import { recheckStored, toStoredInputs } from '../incremental/reuse';
import type { ArtifactStore, Origin, StoredVerdict } from '../incremental/store';
import type { ReportedAnswer } from './answers';
import { boundTrace, certifiedAnswers, type EngineRunOptions } from './certifiedAnswers';

export interface CacheContext {
  readonly store: ArtifactStore;
  /** Who writes new records (and which PR may read PR-written ones). */
  readonly origin: Origin;
  /** Full runs (schedule, default branch) verify everything again and refresh the store. */
  readonly readRecords: boolean;
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
  const started = Date.now();
  const ids = propertyIds(cfa);
  const keys = new Map<string, string>();
  for (const id of ids) {
    const key = propertyKey(prints, options.keyOptions, id);
    if (key !== undefined) keys.set(id, key);
  }
  const answers: ReportedAnswer[] = [];
  if (cache.readRecords) {
    const records: StoredVerdict[] = [];
    for (const [id, key] of keys) {
      const r = cache.store.get(key, { pr: cache.origin.pr });
      if (r && r.propertyId === id) records.push(r);
    }
    // The re-check may take at most a quarter of the time; what it cannot finish is verified anew.
    const deadline = started + options.timeoutSeconds * 250;
    const { reused } = await recheckStored(cfa, pool, options.entry, records, deadline);
    for (const r of reused) {
      answers.push({
        propertyId: r.propertyId,
        engine: r.engine,
        seconds: r.seconds,
        result: r.verdict,
        ...(r.trace ? { trace: boundTrace(r.trace) } : {}),
        reused: true,
      });
    }
  }
  const decided = new Set(answers.map((a) => a.propertyId));
  if (decided.size < ids.length) {
    const left = Math.max(1, options.timeoutSeconds - (Date.now() - started) / 1000);
    const fresh = await certifiedAnswers(cfa, pool, { ...options, timeoutSeconds: left, skip: decided });
    for (const a of fresh) {
      answers.push(a);
      const key = keys.get(a.propertyId);
      if (key !== undefined) store(cache, key, a);
    }
  }
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
