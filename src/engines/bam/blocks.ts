// The blocks of block-abstraction memoization over the program's Horn clauses: one block per
// function that keeps its own predicates (leaf functions are inlined into their callers before,
// hornClauses.ts). A block owns its entry predicate E_f's facts (given), its loop heads P_f_n and
// its summary S_f; a clause belongs to the block of its body's non-summary predicates (calls:
// a clause with head E_g is the call edge of its caller; S_g in a body is a call's return). The
// cone of a block is the function and every function it calls, transitively: its summaries depend
// on the precision of all their predicates.

import type { HornSystem } from '../../encodings/horn/horn';

export interface Block {
  readonly fn: string;
  readonly entry: string;
  readonly summary: string;
  /** Indexes of the clauses of the block (local, call edges, exits, safety). */
  readonly clauses: readonly number[];
  /** Predicates of the block: E_f, S_f and the loop heads. */
  readonly preds: ReadonlySet<string>;
  /** The functions this block calls (E_g heads and S_g in bodies). */
  readonly callees: ReadonlySet<string>;
}

export interface Blocks {
  readonly byFn: ReadonlyMap<string, Block>;
  /** The function of each predicate. */
  readonly fnOf: ReadonlyMap<string, string>;
  /** Per function, the functions of its cone (itself included), sorted. */
  readonly cone: ReadonlyMap<string, readonly string[]>;
}

/** The blocks of `system`, or undefined when a clause does not belong to exactly one function. */
export function blocksOf(system: HornSystem): Blocks | undefined {
  const fnOf = new Map<string, string>();
  for (const [p] of system.predicates) {
    const node = system.nodes.get(p);
    if (node) fnOf.set(p, node.fn);
    else if (/^[ES]_/.test(p)) fnOf.set(p, p.slice(2));
    else return undefined;
  }
  const clauses = new Map<string, number[]>();
  const callees = new Map<string, Set<string>>();
  for (const [i, c] of system.clauses.entries()) {
    const own = new Set(c.apps.filter((a) => !a.pred.startsWith('S_')).map((a) => fnOf.get(a.pred)));
    if (c.apps.length === 0 && c.target) own.add(fnOf.get(c.target.pred)); // the entry's fact
    if (own.size !== 1) return undefined;
    const fn = [...own][0] as string;
    (clauses.get(fn) ?? clauses.set(fn, []).get(fn))?.push(i);
    const calls = callees.get(fn) ?? callees.set(fn, new Set()).get(fn) ?? new Set();
    for (const a of c.apps) if (a.pred.startsWith('S_')) calls.add(fnOf.get(a.pred) as string);
    if (c.target?.pred.startsWith('E_') && c.apps.length > 0) calls.add(fnOf.get(c.target.pred) as string);
    // a clause's head must be its own block's, or a callee's entry
    const head = c.target?.pred;
    if (head && !head.startsWith('E_') && fnOf.get(head) !== fn) return undefined;
  }
  const byFn = new Map<string, Block>();
  for (const fn of new Set(fnOf.values())) {
    byFn.set(fn, {
      fn,
      entry: `E_${fn}`,
      summary: `S_${fn}`,
      clauses: clauses.get(fn) ?? [],
      preds: new Set([...fnOf].filter(([, f]) => f === fn).map(([p]) => p)),
      callees: callees.get(fn) ?? new Set(),
    });
  }
  const cone = new Map<string, readonly string[]>();
  for (const fn of byFn.keys()) {
    const seen = new Set([fn]);
    const todo = [fn];
    while (todo.length > 0) {
      for (const g of byFn.get(todo.pop() as string)?.callees ?? []) {
        if (!seen.has(g)) todo.push(g);
        seen.add(g);
      }
    }
    cone.set(fn, [...seen].sort());
  }
  return { byFn, fnOf, cone };
}

/**
 * `formula` over predicate `from`'s parameters rewritten over predicate `to`'s: parameter i of
 * `from` (state slot k) becomes the parameter of `to` that holds k's entry value (`0:k`), or k
 * itself; undefined when `to` has no such parameter.
 */
export function translate(system: HornSystem, formula: string, from: string, to: string): string | undefined {
  const src = system.args.get(from) ?? [];
  const dst = system.args.get(to) ?? [];
  const map = new Map<string, string>();
  for (const [i, a] of src.entries()) {
    const j = dst.findIndex((b) => b.key === `0:${a.key}`);
    const k = j >= 0 ? j : dst.findIndex((b) => b.key === a.key && b.old === a.old);
    if (k < 0) continue;
    map.set(`a${i}`, `a${k}`);
  }
  let missing = false;
  const out = formula.replace(/\ba\d+\b/g, (x) => {
    const y = map.get(x);
    if (y === undefined) missing = true;
    return y ?? x;
  });
  return missing ? undefined : out;
}
