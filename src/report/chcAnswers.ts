// The proving stage of the portfolio: the CHC engine's SAFE answers, each kept only after its
// certificate (the Horn solution) passes the independent re-check in a fresh solver. A rejected
// certificate is an internal error: the properties stay UNKNOWN with that reason unless another
// engine decides them.

import type { ProgramCfa } from '../ir/cfa';
import type { SolverPool } from '../smt/solverPool';
import { runChc } from '../engines/chc/chcEngine';
import { checkHornSolution } from '../certify/checkHorn';
import type { ReportedAnswer } from './answers';

export interface ChcStage {
  /** Certified SAFE answers. */
  readonly safe: ReportedAnswer[];
  /** Why the stage decided nothing (for the report when no other engine decides). */
  readonly reason?: string;
}

export async function chcAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  entry: string,
  skip: ReadonlySet<string>,
  searchDeadline: number,
  checkDeadline: number,
): Promise<ChcStage> {
  const t0 = performance.now();
  const session = await pool.session();
  let answers;
  try {
    answers = await runChc(cfa, session, { entry, deadline: searchDeadline, skip });
  } finally {
    await session.dispose().catch(() => undefined);
  }
  const first = [...answers.values()][0];
  if (!first) return { safe: [] };
  if (first.verdict !== 'safe' || first.certificate.kind !== 'horn-solution') {
    return { safe: [], reason: first.verdict === 'unknown' ? first.reason : undefined };
  }
  const model = first.certificate.model;
  const check = await pool.session();
  let verdict;
  try {
    verdict = await checkHornSolution(
      cfa,
      check,
      entry,
      model,
      Math.max(1000, checkDeadline - Date.now()),
      skip,
    );
  } catch (e) {
    verdict = { accepted: false, reason: (e as Error).message };
  } finally {
    await check.dispose().catch(() => undefined);
  }
  if (!verdict.accepted) {
    return {
      safe: [],
      reason: `internal error: CHC certificate rejected (${verdict.reason ?? 'no reason'})`,
    };
  }
  const seconds = (performance.now() - t0) / 1000;
  const safe = [...answers.keys()].map((propertyId): ReportedAnswer => ({
    propertyId,
    engine: 'chc',
    seconds,
    result: { verdict: 'safe', certificate: { kind: 'horn-solution', model } },
  }));
  return { safe };
}
