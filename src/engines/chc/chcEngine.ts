// The CHC engine: encodes the program as Horn clauses (hornClauses.ts), asks Z3's Spacer for a
// solution, and answers SAFE for every property when there is one, with the solution (invariants
// and summaries) as the certificate that src/certify re-checks. No solution or no answer in time
// leaves the properties to the bug finders (UNKNOWN with the reason).

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import type { SolverSession } from '../../smt/session';
import { SolverCrashed } from '../../smt/session';
import type { EngineVerdict } from '../result';
import { hornScript, hornSystem } from './hornClauses';

export interface ChcOptions {
  readonly entry: string;
  /** Absolute deadline (Date.now() ms). */
  readonly deadline: number;
  /** Properties decided already (their error clauses are left out). */
  readonly skip?: ReadonlySet<string>;
}

export async function runChc(
  cfa: ProgramCfa,
  session: SolverSession,
  options: ChcOptions,
): Promise<Map<string, EngineVerdict>> {
  const ids = propertyIds(cfa).filter((id) => !options.skip?.has(id));
  const all = (v: EngineVerdict): Map<string, EngineVerdict> => new Map(ids.map((id) => [id, v]));
  let script: string;
  try {
    script = hornScript(hornSystem(cfa, options.entry, options.skip));
  } catch (e) {
    if (e instanceof EncodeUnsupported)
      return all({ verdict: 'unknown', reason: `CHC: unsupported: ${e.feature}` });
    throw e;
  }
  const left = options.deadline - Date.now();
  if (left < 200) return all({ verdict: 'unknown', reason: 'CHC: no time left' });
  let answer;
  try {
    answer = await session.solveHorn(script, left);
  } catch (e) {
    if (e instanceof SolverCrashed) return all({ verdict: 'unknown', reason: `CHC: ${e.reason}` });
    throw e;
  }
  if (answer.result === 'sat' && answer.model !== undefined) {
    return all({ verdict: 'safe', certificate: { kind: 'horn-solution', model: answer.model } });
  }
  const reason =
    answer.result === 'unsat'
      ? 'CHC: the clauses have no solution (some property may be violated)'
      : `CHC: ${answer.reason ?? 'no answer'}`;
  return all({ verdict: 'unknown', reason });
}
