// What the previous version of a program was verified with, tried on today's version: its
// counterexamples are replayed (a replay that reaches the same violation decides UNSAFE), and its
// invariants are mapped onto today's Horn clauses and go straight to the independent certificate
// check; if it fails, they are refined Houdini-style, and the properties that what is left implies
// are SAFE once it passes the check. The inductive part seeds the engines for the rest. Also the
// other direction: a run's certificates in the portable form the next run starts from.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import { EncodeUnsupported } from '../../smt/memoryModel';
import type { SafetyCertificate } from '../../encodings/result';
import { hornSystemOf } from '../../encodings/horn/hornSystems';
import { predicateDefinitions, type Conjuncts, type HornSystem } from '../../encodings/horn/horn';
import { refineCandidates } from '../../engines/chc/candidates';
import { replay } from '../../certify/replay';
import { checkCertificate } from '../../certify/checkCertificate';
import { rebind } from '../../incremental/reuse';
import { candidatesFor, portableInvariants, type PortablePredicate } from '../../incremental/portable';
import type { StoredLineage } from '../../incremental/store';
import type { ReportedAnswer } from '../answers';
import { boundTrace } from '../portfolio/certifiedAnswers';
import { CERTIFY } from '../portfolio/presets';
import { workNow } from '../../smt/workClock';

export interface PreviousVersion {
  /** Properties decided by the previous version's evidence, re-checked. */
  readonly answers: ReportedAnswer[];
  /** The inductive part of the previous invariants, for the engines to start from. */
  readonly seeds?: Conjuncts;
}

/** Engine name of answers found from the previous version's evidence. */
export const LINEAGE_ENGINE = 'previous-version';

export async function previousVersion(
  cfa: ProgramCfa,
  pool: SolverPool,
  entry: string,
  lineage: StoredLineage,
  decided: ReadonlySet<string>,
  deadline: number,
): Promise<PreviousVersion> {
  const t0 = performance.now();
  const ids = propertyIds(cfa);
  const answers: ReportedAnswer[] = [];
  const skip = new Set(decided);
  for (const c of lineage.counterexamples) {
    if (skip.has(c.propertyId) || !ids.includes(c.propertyId)) continue;
    const cex = rebind(cfa, entry, c.propertyId, c.inputs);
    const run = cex ? replay(cfa, entry, cex) : undefined;
    if (!cex || !run?.confirmed) continue;
    skip.add(c.propertyId);
    answers.push({
      propertyId: c.propertyId,
      engine: LINEAGE_ENGINE,
      seconds: (performance.now() - t0) / 1000,
      result: { verdict: 'unsafe', counterexample: cex },
      trace: boundTrace(run.trace),
      reuse: 'certificate',
    });
  }
  const open = ids.filter((id) => !skip.has(id));
  if (open.length === 0 || lineage.invariants.length === 0) return { answers };
  let system: HornSystem;
  try {
    system = hornSystemOf(cfa, entry, skip, { arrays: true });
  } catch (e) {
    if (e instanceof EncodeUnsupported) return { answers };
    throw e;
  }
  const candidates = candidatesFor(cfa, system, lineage.invariants);
  if (candidates.size === 0) return { answers };
  const prove = (propertyIds: readonly string[], model: string, kind: 'certificate' | 'candidates'): void => {
    const certificate: SafetyCertificate = { kind: 'horn-solution', model };
    for (const propertyId of propertyIds) {
      answers.push({
        propertyId,
        engine: LINEAGE_ENGINE,
        seconds: (performance.now() - t0) / 1000,
        result: { verdict: 'safe', certificate },
        reuse: kind,
      });
    }
  };
  // The common case first (a refactor, a change the old proof still covers): the mapped
  // invariants as they are, straight to the independent check. Houdini only when that fails.
  // A property whose safety no longer follows (a new bug, say) leaves the others proved.
  const whole = predicateDefinitions(system, candidates, 'true');
  const first = await checkCertificate(
    { cfa, entry, propertyIds: new Set(open), skip, each: true },
    { kind: 'horn-solution', model: whole },
    pool,
    recheckDeadline(deadline),
  );
  if (first.status === 'accepted') {
    const proved = open.filter((id) => first.each?.get(id)?.status === 'accepted');
    prove(proved, whole, 'certificate');
    return proved.length < open.length ? { answers, seeds: candidates } : { answers };
  }
  const session = await pool.session();
  let refined;
  try {
    refined = await refineCandidates(system, candidates, session, deadline);
  } finally {
    await session.dispose().catch(() => undefined);
  }
  if (!refined) return { answers };
  const proved = open.filter((id) => refined.holds.has(id));
  if (proved.length === 0) return { answers, seeds: refined.conjuncts };
  // The certificate covers the properties it implies; the others are left out of its check.
  const others = new Set([...skip, ...open.filter((id) => !refined.holds.has(id))]);
  const certificate: SafetyCertificate = { kind: 'horn-solution', model: refined.definitions };
  const task = { cfa, entry, propertyIds: new Set(proved), skip: others };
  const check = await checkCertificate(task, certificate, pool, recheckDeadline(deadline));
  if (check.status !== 'accepted') return { answers, seeds: refined.conjuncts };
  prove(proved, refined.definitions, 'candidates');
  return proved.length < open.length ? { answers, seeds: refined.conjuncts } : { answers };
}

/** The deadline of a re-check: `deadline`, but at least CERTIFY.recheckAtLeastSeconds from now. */
function recheckDeadline(deadline: number): number {
  return workNow() + Math.max(CERTIFY.recheckAtLeastSeconds * 1000, deadline - workNow());
}

/** The invariants of `certificates` in portable form, merged per predicate; undefined when none. */
export function portableOf(
  cfa: ProgramCfa,
  entry: string,
  certificates: readonly SafetyCertificate[],
): PortablePredicate[] | undefined {
  if (certificates.length === 0) return undefined;
  let system: HornSystem;
  try {
    system = hornSystemOf(cfa, entry, undefined, { arrays: true });
  } catch (e) {
    if (e instanceof EncodeUnsupported) return undefined;
    throw e;
  }
  const merged = new Map<string, PortablePredicate>();
  for (const c of certificates) {
    for (const p of portableInvariants(cfa, system, c) ?? []) {
      const at = JSON.stringify([p.fn, p.role, p.position, p.shape, p.args]);
      const had = merged.get(at);
      merged.set(at, had ? { ...had, conjuncts: [...new Set([...had.conjuncts, ...p.conjuncts])] } : p);
    }
  }
  return merged.size > 0 ? [...merged.values()] : undefined;
}
