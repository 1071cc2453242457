// Resolution on Horn clauses: a predicate that never depends on itself can be resolved away, every
// clause that defines it combined with every clause that uses it. Solutions of the predicates that
// are left are preserved. Used to inline leaf functions (inlineLeaves.ts) and to keep only the loop
// heads (and function summaries) as predicates: the invariant engines, k-induction and Spacer then
// work on fewer, larger steps (one loop iteration per step).

import { renameText } from '../../smt/sexp';
import { and, type Term } from '../../smt/smtlib';
import type { HornClause, HornSystem, PredApp } from './horn';

let fresh = 0;

/** The clause with its variables renamed apart from every other clause. */
export function renamedApart(c: HornClause): HornClause {
  const tag = ++fresh;
  const map = new Map(c.vars.map(([n]) => [n, `${n.replace(/\|/g, '')}@${tag}`]));
  const r = (t: Term): Term => renameText(t, map);
  const rApp = (a: PredApp): PredApp => ({ pred: a.pred, args: a.args.map(r) });
  return {
    vars: c.vars.map(([n, s]) => [map.get(n) as string, s]),
    apps: c.apps.map(rApp),
    constraint: r(c.constraint),
    ...(c.target ? { target: rApp(c.target) } : {}),
    ...(c.propertyId !== undefined ? { propertyId: c.propertyId } : {}),
  };
}

export function equalities(xs: readonly Term[], ys: readonly Term[]): Term[] {
  return xs.map((x, i) => `(= ${x} ${ys[i]})`);
}

/**
 * Resolves `a` (head `Q(t)`) into the occurrence of `Q` at index `at` of `b`'s body: the body of
 * `a` replaces that occurrence, with `t = u` for `b`'s arguments `u`.
 */
export function resolve(a: HornClause, b: HornClause, at: number, dropApps = false): HornClause {
  const ra = renamedApart(a);
  const target = ra.target as PredApp;
  const u = b.apps[at];
  return {
    vars: [...b.vars, ...ra.vars],
    apps: [...b.apps.slice(0, at), ...(dropApps ? [] : ra.apps), ...b.apps.slice(at + 1)],
    constraint: and(b.constraint, ra.constraint, ...equalities(target.args, u.args)),
    ...(b.target ? { target: b.target } : {}),
    ...(b.propertyId !== undefined ? { propertyId: b.propertyId } : {}),
  };
}

/** At most this many clauses may replace one eliminated predicate (defining times using clauses). */
const MAX_RESOLVENTS = 16;

/** `clauses` with `q` resolved away: every clause defining it combined with every clause using it. */
export function resolveAway(clauses: readonly HornClause[], q: string): HornClause[] {
  const defs = clauses.filter((c) => c.target?.pred === q);
  const uses = clauses.filter((c) => c.apps.some((a) => a.pred === q));
  const resolvents = defs.flatMap((d) =>
    uses.map((u) =>
      resolve(
        d,
        u,
        u.apps.findIndex((a) => a.pred === q),
      ),
    ),
  );
  return [...clauses.filter((c) => !defs.includes(c) && !uses.includes(c)), ...resolvents];
}

/** The system restricted to `clauses`, without the predicates in `removed`. */
export function withoutPredicates(
  system: HornSystem,
  removed: ReadonlySet<string>,
  clauses: readonly HornClause[],
): HornSystem {
  if (removed.size === 0) return system;
  return {
    predicates: system.predicates.filter(([n]) => !removed.has(n)),
    args: new Map([...system.args].filter(([n]) => !removed.has(n))),
    nodes: new Map([...system.nodes].filter(([n]) => !removed.has(n))),
    clauses,
  };
}

/** The system without the predicates `drop` selects (those that depend on themselves or would blow up stay). */
export function eliminatePredicates(system: HornSystem, drop: (pred: string) => boolean): HornSystem {
  let clauses = [...system.clauses];
  const removed = new Set<string>();
  for (const [q] of system.predicates) {
    if (!drop(q)) continue;
    const defs = clauses.filter((c) => c.target?.pred === q);
    const uses = clauses.filter((c) => c.apps.some((a) => a.pred === q));
    if (defs.some((c) => c.apps.some((a) => a.pred === q))) continue;
    if (uses.some((c) => c.apps.filter((a) => a.pred === q).length > 1)) continue;
    if (defs.length * uses.length > MAX_RESOLVENTS) continue;
    clauses = resolveAway(clauses, q);
    removed.add(q);
  }
  return withoutPredicates(system, removed, clauses);
}

/** Only loop heads (and the entry and summary predicates of functions) are left. */
export function keepLoopHeads(system: HornSystem): HornSystem {
  return eliminatePredicates(system, (p) => {
    const at = system.nodes.get(p);
    return at !== undefined && !at.node.isLoopHead;
  });
}
