// Test helper: CHC on a C snippet with its certificate re-checked independently, for the tests of
// the Horn encoding over arrays and objects behind pointers.

import { expect } from 'vitest';
import { loadSnippets } from './loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { runChc } from '../../src/engines/chc/chcEngine';
import { checkHornSolution } from '../../src/certify/checkHorn';
import type { SolverPool } from '../../src/smt/solverPool';

const PRELUDE = 'extern int __VERIFIER_nondet_int(void); extern void reach_error(void);\n';

/** The CFA of `src` after a prelude declaring `__VERIFIER_nondet_int` and `reach_error`. */
export async function cfaOf(src: string, model: 'ILP32' | 'LP64'): Promise<ProgramCfa> {
  const r = await loadSnippets(PRELUDE + src, model);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return buildProgramCfa(r.program);
}

/** The independent check of a Horn solution of `cfa` from `main`. */
export async function checkModel(
  pool: SolverPool,
  cfa: ProgramCfa,
  model: string,
): Promise<{ accepted: boolean; reason?: string }> {
  const s = await pool.session();
  try {
    return await checkHornSolution(cfa, s, 'main', model, 60_000);
  } finally {
    await s.dispose();
  }
}

/** The certificate (re-checked, and expected accepted) of CHC's proof, or 'unknown: reason'. */
export async function chcProof(pool: SolverPool, cfa: ProgramCfa, ms = 60_000): Promise<string> {
  const session = await pool.session();
  try {
    const answers = await runChc(cfa, session, { entry: 'main', deadline: Date.now() + ms });
    const first = [...answers.values()][0];
    if (first?.verdict === 'safe' && first.certificate.kind === 'horn-solution') {
      expect(await checkModel(pool, cfa, first.certificate.model)).toEqual({ accepted: true });
      return first.certificate.model;
    }
    return first?.verdict === 'unknown' ? `unknown: ${first.reason}` : String(first?.verdict);
  } finally {
    await session.dispose();
  }
}
