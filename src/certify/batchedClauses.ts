// Several Horn clauses checked valid in one fresh solver context: each clause's variables renamed
// apart, a Boolean per clause that holds exactly when the clause is violated (its body and not its
// head), and their disjunction asserted. `unsat` proves every clause of the group valid at once; a
// model names the clauses it violates (each one a witness of its own); `unknown` decides nothing.
// One context instead of one per clause: the certificate's definitions are parsed once, and the
// fixed cost of a context is paid once (checkHorn.ts falls back to single clauses for what is left).

import { clauseBody, clauseHead, type HornClause } from '../encodings/horn/horn';
import type { SolverSession } from '../smt/session';
import { renameText } from '../smt/sexp';
import { workNow } from '../smt/workClock';

/** What a batch found: all valid, the violated ones, or nothing. */
export type BatchOutcome =
  | { readonly result: 'unsat' }
  | { readonly result: 'sat'; readonly violated: readonly [number, HornClause][] }
  | { readonly result: 'unknown' };

/** Checks the clauses of `group` (numbered as in their system) under `header`'s definitions. */
export async function batchCheck(
  session: SolverSession,
  header: string,
  group: readonly [number, HornClause][],
  deadline: number,
): Promise<BatchOutcome> {
  const left = deadline - workNow();
  if (group.length < 2 || left <= 0) return { result: 'unknown' };
  const lines = [header];
  const flags: string[] = [];
  for (const [i, c] of group) {
    const names = new Map(c.vars.map(([n]) => [n, `k${i}!${n}`]));
    for (const [n, sort] of c.vars) lines.push(`(declare-fun ${names.get(n)} () ${sort})`);
    const violated = c.target ? `(and ${clauseBody(c)} (not ${clauseHead(c)}))` : clauseBody(c);
    const flag = `bad${i}!`;
    lines.push(`(declare-fun ${flag} () Bool)`, `(assert (= ${flag} ${renameText(violated, names)}))`);
    flags.push(flag);
  }
  lines.push(`(assert (or ${flags.join(' ')}))`);
  const r = await session.checkOnce(lines.join('\n'), flags, left);
  if (r.result !== 'sat') return { result: r.result };
  const violated = group.filter((_, k) => r.values?.[k] === true);
  // a model that shows no violated clause is no answer (the flags are defined, so it cannot be)
  return violated.length > 0 ? { result: 'sat', violated } : { result: 'unknown' };
}
