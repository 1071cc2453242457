// Independent re-check of a BMC safety certificate ("every path ends within depth d and none
// reaches the properties"): the program is unwound to d again, in one step and in a fresh solver
// session, so nothing of the incremental run (its tails, its solver state) is trusted. The
// certificate stands only when both the properties and every cut point are unsatisfiable.

import type { ProgramCfa } from '../ir/cfa';
import { EncodeUnsupported } from '../smt/memoryModel';
import type { SolverSession } from '../smt/session';
import { or } from '../smt/smtlib';
import { newUnroller } from '../encodings/unwinding/unroller';

export interface CertificateCheck {
  readonly accepted: boolean;
  readonly reason?: string;
}

export async function checkUnwindingCertificate(
  cfa: ProgramCfa,
  session: SolverSession,
  entry: string,
  propertyIds: readonly string[],
  depth: number,
  timeoutMs: number,
): Promise<CertificateCheck> {
  const { script, unroller } = newUnroller(cfa, depth);
  try {
    unroller.start(entry);
  } catch (e) {
    if (e instanceof EncodeUnsupported) return { accepted: false, reason: `cannot re-encode: ${e.feature}` };
    throw e;
  }
  const wanted = new Set(propertyIds);
  const hits = unroller.errors.filter((h) => wanted.has(h.propertyId)).map((h) => h.instance.guard as string);
  const cuts = unroller.cutLiterals();
  const bad = script.name('bad', 'Bool', or(...hits, ...cuts.lits));
  await session.add(script.drain());
  const r = await session.check({ assumptions: [bad, ...unroller.tailAssumptions()], timeoutMs });
  if (r === 'unsat') return { accepted: true };
  if (r === 'sat')
    return {
      accepted: false,
      reason: `re-check at depth ${depth} found a path to a property or beyond the bound`,
    };
  return {
    accepted: false,
    reason: `re-check at depth ${depth} did not finish (${await session.reasonUnknown()})`,
  };
}
