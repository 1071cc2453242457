// Inlining of leaf functions at the level of Horn clauses: a function without loops and without
// calls (such as `__VERIFIER_assert`) contributes, after resolving away its node predicates, one
// clause per path from its entry to its exit (into its summary) or to an error node. Those path
// clauses replace the summary at each call's return clause and the entry predicate at each call
// clause, so the caller's clauses stay linear and the function's predicates disappear. Resolution
// preserves the solutions of the remaining predicates, so a solution of the inlined system is a
// solution of the original one restricted to the predicates that are left.

import { and } from '../../smt/smtlib';
import { equalities, renamedApart, resolve, resolveAway, withoutPredicates } from './eliminate';
import type { HornClause, HornSystem, PredApp } from './horn';

/** Functions whose node predicates only chain forward from entry to exit, and that call nothing. */
function leafFunctions(system: HornSystem, entry: string): string[] {
  const fns = new Set<string>();
  for (const { fn } of system.nodes.values()) fns.add(fn);
  const out: string[] = [];
  for (const fn of fns) {
    if (fn === entry) continue;
    const mine = (p: string): boolean => system.nodes.get(p)?.fn === fn;
    const loopFree = [...system.nodes.entries()].every(([, v]) => v.fn !== fn || !v.node.isLoopHead);
    const callsNothing = system.clauses.every(
      (c) => !c.apps.some((a) => mine(a.pred)) || !c.target || !c.target.pred.startsWith('E_'),
    );
    if (loopFree && callsNothing) out.push(fn);
  }
  return out;
}

/** The system with every leaf function inlined into its callers. */
export function inlineLeafFunctions(system: HornSystem, entry: string): HornSystem {
  let clauses = [...system.clauses];
  const removed = new Set<string>();
  for (const fn of leafFunctions(system, entry)) {
    const own = new Set([...system.nodes].filter(([, v]) => v.fn === fn).map(([p]) => p));
    const E = `E_${fn}`;
    const S = `S_${fn}`;
    // 1. Paths of the function: resolve its node predicates away (they form a DAG from E to S/false).
    let paths = clauses.filter((c) => c.apps.some((a) => a.pred === E || own.has(a.pred)));
    let rest = clauses.filter((c) => !paths.includes(c));
    for (const q of own) paths = resolveAway(paths, q);
    // Now: E(x) /\ phi -> S(x, out) and E(x) /\ psi -> false.
    if (
      paths.some((c) => c.apps.some((a) => own.has(a.pred)) || c.apps.length !== 1 || c.apps[0].pred !== E)
    ) {
      clauses = [...rest, ...paths];
      continue; // not a simple leaf after all: leave it
    }
    const summaries = paths.filter((c) => c.target?.pred === S);
    const errors = paths.filter((c) => !c.target);
    const calls = rest.filter((c) => c.target?.pred === E);
    rest = rest.filter((c) => c.target?.pred !== E);
    const out: HornClause[] = [];
    for (const b of rest) {
      const at = b.apps.findIndex((x) => x.pred === S);
      if (at < 0) {
        out.push(b);
        continue;
      }
      // the summary at a return: one clause per path (the call clause's context is b's own body)
      for (const a of summaries) out.push(resolve(a, b, at, true));
    }
    for (const call of calls) {
      for (const err of errors) {
        const re = renamedApart(err);
        const rc = renamedApart(call);
        out.push({
          vars: [...rc.vars, ...re.vars],
          apps: rc.apps,
          constraint: and(
            rc.constraint,
            re.constraint,
            ...equalities(re.apps[0].args, (rc.target as PredApp).args),
          ),
          ...(err.propertyId !== undefined ? { propertyId: err.propertyId } : {}),
        });
      }
    }
    clauses = out;
    for (const p of [...own, E, S]) removed.add(p);
  }
  return withoutPredicates(system, removed, clauses);
}
