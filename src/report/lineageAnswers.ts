// What the previous version of a program was verified with, tried on today's version: its
// counterexamples are replayed (a replay that reaches the same violation decides UNSAFE), and its
// invariants are mapped onto today's Horn clauses and refined Houdini-style. When what is left
// implies the open properties and passes the independent certificate check, they are SAFE; else
// the inductive part seeds the engines. Also the other direction: a run's certificates in the
// portable form the next run starts from.

import { propertyIds } from '../ir/programCfa';
import type { ProgramCfa } from '../ir/cfa';
import type { SolverPool } from '../smt/solverPool';
import { EncodeUnsupported } from '../smt/memoryModel';
import type { SafetyCertificate } from '../engines/result';
import { hornSystem } from '../engines/chc/hornClauses';
import type { Conjuncts, HornSystem } from '../engines/chc/horn';
import { refineCandidates } from '../engines/chc/candidates';
import { replay } from '../certify/replay';
import { checkHornSolution } from '../certify/checkHorn';
import { rebind } from '../incremental/reuse';
import { candidatesFor, portableInvariants, type PortablePredicate } from '../incremental/portable';
import type { StoredLineage } from '../incremental/store';
import type { ReportedAnswer } from './answers';
import { boundTrace } from './certifiedAnswers';

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
    system = hornSystem(cfa, entry, skip);
  } catch (e) {
    if (e instanceof EncodeUnsupported) return { answers };
    throw e;
  }
  const candidates = candidatesFor(cfa, system, lineage.invariants);
  if (candidates.size === 0) return { answers };
  const session = await pool.session();
  let refined;
  try {
    refined = await refineCandidates(system, candidates, session, deadline);
  } finally {
    await session.dispose().catch(() => undefined);
  }
  if (!refined) return { answers };
  const dropped = count(candidates) - count(refined.conjuncts);
  const proved = open.filter((id) => refined.holds.has(id));
  if (proved.length === 0) return { answers, seeds: refined.conjuncts };
  // The certificate covers the properties it implies; the others are left out of its check.
  const others = new Set([...skip, ...open.filter((id) => !refined.holds.has(id))]);
  const checkSession = await pool.session();
  let check;
  try {
    check = await checkHornSolution(
      cfa,
      checkSession,
      entry,
      refined.definitions,
      Math.max(500, deadline - Date.now()),
      others,
    );
  } catch (e) {
    check = { accepted: false, reason: (e as Error).message };
  } finally {
    await checkSession.dispose().catch(() => undefined);
  }
  if (!check.accepted) return { answers, seeds: refined.conjuncts };
  const certificate: SafetyCertificate = { kind: 'horn-solution', model: refined.definitions };
  for (const propertyId of proved) {
    answers.push({
      propertyId,
      engine: LINEAGE_ENGINE,
      seconds: (performance.now() - t0) / 1000,
      result: { verdict: 'safe', certificate },
      reuse: dropped === 0 ? 'certificate' : 'candidates',
    });
  }
  return proved.length < open.length ? { answers, seeds: refined.conjuncts } : { answers };
  return { answers };
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
    system = hornSystem(cfa, entry);
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

function count(c: Conjuncts): number {
  let n = 0;
  for (const cs of c.values()) n += cs.length;
  return n;
}
