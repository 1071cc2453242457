// Reuse of stored verdicts, re-checked: a stored record is a hint, never a verdict by itself. An
// UNSAFE record's inputs are replayed on the current program and must reach the same violation (the
// replay gives the trace with today's line numbers); SAFE records' unwinding certificate is re-checked
// in a fresh solver. A record that fails its re-check is dropped and the property is verified again,
// so a corrupted or forged store can cost time but never change a verdict.

import type { ProgramCfa } from '../ir/cfa';
import type { SolverPool } from '../smt/solverPool';
import type { Counterexample, EngineVerdict, InputValue, SafetyCertificate } from '../encodings/result';
import type { TraceStep } from '../certify/execution';
import { execute } from '../certify/interpreter';
import { inputsFrom } from '../certify/inputs';
import { replay } from '../certify/replay';
import { checkCertificate } from '../certify/checkCertificate';
import type { StoredInput, StoredVerdict } from './store';
import { workNow } from '../smt/workClock';

export interface ReusedVerdict {
  readonly propertyId: string;
  readonly verdict: Extract<EngineVerdict, { verdict: 'safe' | 'unsafe' }>;
  /** The engine that first found it. */
  readonly engine: string;
  /** Time of the re-check. */
  readonly seconds: number;
  readonly trace?: readonly TraceStep[];
  readonly record: StoredVerdict;
}

export interface RecheckResult {
  readonly reused: ReusedVerdict[];
  /** Records that did not pass their re-check: the property must be verified again. */
  readonly rejected: { readonly propertyId: string; readonly reason: string }[];
}

/** Re-checks `records` (at most one per property) on `cfa`; what passes is reused. */
export async function recheckStored(
  cfa: ProgramCfa,
  pool: SolverPool,
  entry: string,
  records: readonly StoredVerdict[],
  deadline: number,
  /** A certificate's re-check gets at least this long (ms), even past `deadline`. */
  checkAtLeastMs: number,
): Promise<RecheckResult> {
  const reused: ReusedVerdict[] = [];
  const rejected: { propertyId: string; reason: string }[] = [];
  for (const r of records) {
    if (r.evidence.kind !== 'counterexample') continue;
    const t0 = performance.now();
    const cex = rebind(cfa, entry, r.propertyId, r.evidence.inputs);
    const run = cex ? replay(cfa, entry, cex) : undefined;
    if (!cex || !run?.confirmed) {
      rejected.push({
        propertyId: r.propertyId,
        reason: `stored counterexample does not replay${run?.reason ? `: ${run.reason}` : ''}`,
      });
      continue;
    }
    reused.push({
      propertyId: r.propertyId,
      verdict: { verdict: 'unsafe', counterexample: cex },
      engine: r.engine,
      seconds: (performance.now() - t0) / 1000,
      trace: run.trace,
      record: r,
    });
  }
  /** Re-checks one certificate for the SAFE records that stored it, in fresh solver sessions. */
  const recheckSafe = async (
    group: readonly StoredVerdict[],
    certificate: SafetyCertificate,
  ): Promise<void> => {
    const t0 = performance.now();
    const task = { cfa, entry, propertyIds: new Set(group.map((r) => r.propertyId)) };
    const outcome = await checkCertificate(
      task,
      certificate,
      pool,
      workNow() + Math.max(checkAtLeastMs, deadline - workNow()),
    );
    const seconds = (performance.now() - t0) / 1000;
    for (const r of group) {
      if (outcome.status === 'accepted') {
        reused.push({
          propertyId: r.propertyId,
          verdict: { verdict: 'safe', certificate },
          engine: r.engine,
          seconds,
          record: r,
        });
      } else {
        const what = outcome.status === 'timeout' ? 'not re-checked in time' : 'rejected';
        rejected.push({ propertyId: r.propertyId, reason: `stored certificate ${what}: ${outcome.reason}` });
      }
    }
  };
  // Horn solutions: each distinct solution is re-checked for the properties that stored it.
  const byModel = new Map<string, StoredVerdict[]>();
  for (const r of records) {
    if (r.evidence.kind === 'horn-solution')
      byModel.set(r.evidence.model, [...(byModel.get(r.evidence.model) ?? []), r]);
  }
  for (const [model, group] of byModel) await recheckSafe(group, { kind: 'horn-solution', model });
  // k-induction certificates: each distinct one is re-checked for the properties that stored it.
  const byInduction = new Map<string, StoredVerdict[]>();
  for (const r of records) {
    if (r.evidence.kind === 'k-induction') {
      const key = JSON.stringify(r.evidence);
      byInduction.set(key, [...(byInduction.get(key) ?? []), r]);
    }
  }
  for (const group of byInduction.values()) {
    const cert = group[0].evidence;
    if (cert.kind === 'k-induction') await recheckSafe(group, cert);
  }
  // Single-run certificates: one run of today's program re-checks them all.
  const once = records.filter((r) => r.evidence.kind === 'single-run');
  if (once.length > 0) await recheckSafe(once, { kind: 'single-run' });
  // Exhaustive-runs certificates: running every execution of today's program again re-checks them
  // all (a changed number of executions rejects them: the program is verified afresh).
  const all = records.filter((r) => r.evidence.kind === 'exhaustive-runs');
  const first = all[0]?.evidence;
  if (first?.kind === 'exhaustive-runs') await recheckSafe(all, first);
  // Unwinding certificates: one check at the deepest stored depth covers them all.
  const unwound = records.filter((r) => r.evidence.kind === 'complete-unwinding');
  if (unwound.length > 0) {
    const depth = Math.max(
      ...unwound.map((r) => (r.evidence.kind === 'complete-unwinding' ? r.evidence.depth : 0)),
    );
    await recheckSafe(unwound, { kind: 'complete-unwinding', depth });
  }
  return { reused, rejected };
}

/**
 * The stored inputs as a counterexample of today's program: edge ids are not stable across edits,
 * so the program is run on the stored values in order and each value takes the edge that consumes
 * it. Undefined when the values do not fit the requests (another source, width or signedness).
 */
export function rebind(
  cfa: ProgramCfa,
  entry: string,
  propertyId: string,
  stored: readonly StoredInput[],
): Counterexample | undefined {
  let k = 0;
  let fits = true;
  const taken: InputValue[] = [];
  const values = inputsFrom((req) => {
    const s = stored[k];
    if (!s || s.source !== req.source || s.width !== req.width || s.signed !== req.signed) {
      fits = false;
      return undefined;
    }
    k++;
    return BigInt(s.bits);
  });
  execute(
    cfa,
    {
      next(req) {
        const v = values.next(req);
        if (v) taken.push(v);
        return v;
      },
    },
    { entry, trace: false },
  );
  if (!fits || k !== stored.length) return undefined;
  return { propertyId, inputs: taken };
}

/** Inputs in the store's form. */
export function toStoredInputs(inputs: readonly InputValue[]): StoredInput[] {
  return inputs.map((v) => ({
    source: v.source,
    name: v.name,
    bits: v.bits.toString(),
    width: v.width,
    signed: v.signed,
  }));
}
