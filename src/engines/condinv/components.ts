// The program parts condinv proves one at a time: the strongly connected components of the Horn
// system's predicate graph. A predicate is a cut point of a function's CFA (a loop head, a function
// entry or summary), so a component is a loop (nested loops together) or a recursion; a clause into
// a component from outside is an entry transition, a clause out of it an exit transition, and the
// components form a DAG. Predicates without arguments (function entries of `main`) carry no
// information: their applications are dropped (they are `true` in the certificate).

import type { HornSystem } from '../../encodings/horn/horn';
import { linearClause, NotLinear, type LinearClause } from './linear';

export interface Components {
  readonly clauses: readonly LinearClause[];
  /** Component index per predicate. */
  readonly of: ReadonlyMap<string, number>;
  /** Predicates per component. */
  readonly preds: readonly (readonly string[])[];
  /** Per predicate, the bit width of each parameter (0 or less: not an integer, no coefficient). */
  readonly widths: ReadonlyMap<string, readonly number[]>;
  /** Clauses that could not be read linearly, with the reason. */
  readonly unreadable: readonly string[];
}

/** Reads the system's clauses linearly and splits its predicates into SCCs. */
export function components(system: HornSystem): Components {
  const widths = new Map(
    system.predicates.map(([p, sorts]) => [
      p,
      sorts.map((s) => {
        const m = /^\(_ BitVec (\d+)\)$/.exec(s);
        return m ? Number(m[1]) : 0;
      }),
    ]),
  );
  const trivial = new Set(system.predicates.filter(([, s]) => s.length === 0).map(([p]) => p));
  const clauses: LinearClause[] = [];
  const unreadable: string[] = [];
  for (const c of system.clauses) {
    try {
      const l = linearClause(c);
      clauses.push({ ...l, apps: l.apps.filter((a) => !trivial.has(a.pred)) });
    } catch (e) {
      if (!(e instanceof NotLinear)) throw e;
      unreadable.push(e.message);
      // kept, so that the components stay right; a proof that needs it fails
      clauses.push({
        source: c,
        apps: c.apps.filter((a) => !trivial.has(a.pred)).map((a) => ({ pred: a.pred, args: [] })),
        ...(c.target ? { target: { pred: c.target.pred, args: [] } } : {}),
        disjuncts: [],
        unreadable: e.message,
      });
    }
  }
  // Tarjan's SCCs over body predicate -> target predicate
  const succ = new Map<string, Set<string>>();
  for (const c of clauses)
    for (const a of c.apps)
      if (c.target) succ.set(a.pred, new Set([...(succ.get(a.pred) ?? []), c.target.pred]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const of = new Map<string, number>();
  const preds: string[][] = [];
  let counter = 0;
  const visit = (p: string): void => {
    index.set(p, counter);
    low.set(p, counter++);
    stack.push(p);
    onStack.add(p);
    for (const q of succ.get(p) ?? []) {
      if (!index.has(q)) {
        visit(q);
        low.set(p, Math.min(low.get(p)!, low.get(q)!));
      } else if (onStack.has(q)) low.set(p, Math.min(low.get(p)!, index.get(q)!));
    }
    if (low.get(p) === index.get(p)) {
      const comp: string[] = [];
      for (;;) {
        const q = stack.pop()!;
        onStack.delete(q);
        of.set(q, preds.length);
        comp.push(q);
        if (q === p) break;
      }
      preds.push(comp);
    }
  };
  for (const [p] of system.predicates) if (!index.has(p)) visit(p);
  return { clauses, of, preds, widths, unreadable };
}
