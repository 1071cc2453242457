// Removes redundant conjuncts from a solution: a conjunct that the predicate's other conjuncts
// imply is dropped, one at a time, so the conjunction keeps its meaning (a solution stays a
// solution) while its text shrinks. Lifted integer solutions repeat facts in wide arithmetic
// (e.g. `a + b - c - d = 0` in 42 bits next to `a = d` and `b = c`), which makes every later check
// of the certificate (the fresh-solver re-check, the next run's re-check of the stored invariant)
// slow. The widest conjuncts are tried first; each check is one query over a single state.

import type { SolverSession } from '../../smt/session';
import type { Conjuncts, HornSystem } from '../../encodings/horn/horn';
import { workNow } from '../../smt/workClock';

/**
 * The conjuncts with redundant ones removed; stops early (keeping what is left) at `deadline`.
 * Each removal is justified by an `unsat` of (others ∧ ¬conjunct), so the result is equivalent to
 * the input whenever it returns.
 */
export async function dropRedundant(
  system: HornSystem,
  conjuncts: Conjuncts,
  session: SolverSession,
  deadline: number,
): Promise<Map<string, string[]>> {
  const out = new Map([...conjuncts].map(([p, cs]) => [p, [...cs]]));
  const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
  for (const [pred, cs] of out) {
    const params = sorts.get(pred);
    if (!params || cs.length < 2) continue;
    const decls = params.map((s, i) => `(declare-fun a${i} () ${s})`).join('\n');
    // the widest first: they cost the most in every check, and narrow ones usually imply them;
    // quantified conjuncts (over arrays) stay, and stay out of the checks (quantifier-free)
    const order = cs.filter((x) => !x.startsWith('(forall')).sort((a, b) => b.length - a.length);
    let kept = cs;
    for (const c of order) {
      const others = kept.filter((x) => x !== c);
      const plain = others.filter((x) => !x.startsWith('(forall'));
      if (plain.length === 0) break;
      const left = Math.min(deadline - workNow(), QUERY_MS);
      if (left < 50) return out;
      const script = `${decls}\n(assert (and true ${plain.join(' ')}))\n(assert (not ${c}))`;
      const r = await session.checkOnce(script, [], left);
      if (r.result === 'unsat') {
        kept = others;
        out.set(pred, kept);
      }
    }
  }
  return out;
}

/** At most this long per implication check (ms): a slow one is given up, the conjunct kept. */
const QUERY_MS = 2000;
