// Fresh linear integer checks for CondSafe (condSafe.ts) and the stored invariants: whether rows
// have an integer solution, and whether a clause's constraint implies rows, each a one-shot query
// of its own with a short time limit (out of time counts as "not known").

import type { SolverSession } from '../../smt/session';
import { num } from './farkas';
import type { LinearClause } from './linear';
import { add, constExpr, scale, type Row } from './rows';
import { workNow } from '../../smt/workClock';

/** `not (e <= 0)` over the integers: `-e + 1 <= 0`. */
export const negRow = (r: Row): Row => add(scale(r, -1n), constExpr(1n));

/** Every disjunct of the clause implies the rows, without known facts (linear integer checks). */
export async function holdsWithout(
  session: SolverSession,
  c: LinearClause,
  rows: readonly Row[],
  deadline: number,
): Promise<boolean> {
  for (const d of c.disjuncts)
    for (const row of rows)
      if (!(await infeasible(session, [...d.rows, ...(d.ranges ?? []), negRow(row)], deadline))) return false;
  return true;
}

/** The rows have no integer solution (a fresh linear integer check). */
export async function infeasible(
  session: SolverSession,
  rows: readonly Row[],
  deadline: number,
): Promise<boolean> {
  const vars = new Set<string>();
  for (const r of rows) for (const v of r.coef.keys()) vars.add(v);
  const term = (r: Row): string => {
    const ts = [...r.coef].map(([v, k]) => `(* ${num(k)} |${v}|)`);
    return `(<= (+ ${[...ts, num(r.c)].join(' ')}) 0)`;
  };
  const script = [
    ...[...vars].map((v) => `(declare-const |${v}| Int)`),
    ...rows.map((r) => `(assert ${term(r)})`),
  ].join('\n');
  const left = Math.min(5000, deadline - workNow());
  if (left < 20) return false; // out of time: not known to be infeasible
  const r = await session.checkOnce(script, [], left);
  return r.result === 'unsat';
}
