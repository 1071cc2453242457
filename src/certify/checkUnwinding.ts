// Independent re-check of a BMC safety certificate ("every path ends within depth d and none
// reaches the properties"): the program is unwound to d again, closed (closedRound.ts: the same
// exact case split over a small-range input when there is one), each variant in a fresh solver
// context, so nothing of the run (its encodings, its solver state) is trusted. The certificate
// stands only when the properties and every cut point are unsatisfiable in every variant.

import type { ProgramCfa } from '../ir/cfa';
import { EncodeUnsupported } from '../smt/memoryModel';
import type { CheckResult, SolverSession } from '../smt/session';
import { probeFloor, someGoalHolds } from '../encodings/unwinding/goalSplit';
import { EncodeTimeout } from '../encodings/unwinding/unroller';
import { closedRound, type PrefixAnswer, type RoundVariant } from '../encodings/unwinding/closedRound';
import { workNow } from '../smt/workClock';

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
  const deadline = workNow() + timeoutMs;
  const wanted = new Set(propertyIds);
  const variants = closedRound(cfa, entry, depth, deadline);
  let answer: PrefixAnswer | undefined;
  for (;;) {
    let next: IteratorResult<RoundVariant>;
    try {
      next = variants.next(answer);
    } catch (e) {
      if (e instanceof EncodeTimeout)
        return { accepted: false, reason: `re-check at depth ${depth} did not finish (encoding)` };
      if (e instanceof EncodeUnsupported)
        return { accepted: false, reason: `cannot re-encode: ${e.feature}` };
      throw e;
    }
    if (next.done) return { accepted: true };
    const { unroller, formula, label, prefix } = next.value;
    answer = prefix ? 'covered' : undefined;
    const hits = unroller.errors
      .filter((h) => wanted.has(h.propertyId))
      .map((h) => h.instance.guard as string);
    // goalSplit.ts: the disjunction, split when Z3 does not answer it soon
    const result = await satisfiable(formula, [...hits, ...unroller.cutLiterals().lits]);
    if (result === 'sat' && prefix) {
      answer = 'reachable'; // the variant follows at the full depth
      continue;
    }
    if (result === 'sat')
      return {
        accepted: false,
        reason: `re-check at depth ${depth} found a path to a property or beyond the bound (${label})`,
      };
    if (result !== 'unsat')
      return { accepted: false, reason: `re-check at depth ${depth} did not finish (${label})` };
  }

  /** Whether one of `goals` can hold in a variant's `formula`. */
  async function satisfiable(formula: string, goals: readonly string[]): Promise<CheckResult> {
    const check = (goal: string, ms: number) => session.checkOnce(`${formula}\n(assert ${goal})`, [], ms);
    return (await someGoalHolds(goals, check, deadline, probeFloor(formula.length))).result;
  }
}
