// What a component's conditional invariant depends on, as canonical text (the store hashes it): its
// internal clauses (both ends in the component), with predicates named by function and position and
// variables by first occurrence, and what each predicate's arguments are. Entry and exit clauses
// are left out: an edit before or after the component keeps its stored invariant, whose exit goal
// and preconditions are checked against today's clauses when it is reused (checkSafe.ts).

import type { HornClause, HornSystem } from '../../encodings/horn/horn';
import type { Components } from './components';

/** The component's predicates in an order that node renumbering does not change. */
export function canonicalPreds(comps: Components, comp: number): string[] {
  return [...comps.preds[comp]].sort(byName);
}

/** Canonical text of the component (see the header); equal texts, equal clauses up to renaming. */
export function componentPrint(system: HornSystem, comps: Components, comp: number): string {
  const preds = canonicalPreds(comps, comp);
  const position = new Map(preds.map((p, i) => [p, i]));
  // a loop head by its function and position; entries and summaries keep their names
  const nameOf = (p: string): string => {
    const k = position.get(p);
    if (k === undefined) return '?';
    return /^P_/.test(p) ? `P_${system.nodes.get(p)?.fn ?? '?'}#${k}` : p;
  };
  const layout = preds.map((p) => {
    const args = (system.args.get(p) ?? []).map((a) => `${a.label}:${a.width}:${a.signed ? 's' : 'u'}`);
    return `${nameOf(p)}(${args.join(',')})`;
  });
  const inside = (c: HornClause): boolean =>
    c.target !== undefined && position.has(c.target.pred) && c.apps.some((a) => position.has(a.pred));
  const clauses = system.clauses
    .filter(inside)
    .map((c) => clauseText(c, nameOf))
    .sort();
  return [layout.join(' '), ...clauses].join('\n');
}

/** One clause with predicates renamed and its variables numbered by first occurrence. */
function clauseText(c: HornClause, nameOf: (p: string) => string): string {
  const app = (a: { readonly pred: string; readonly args: readonly string[] }): string =>
    `(${nameOf(a.pred)} ${a.args.join(' ')})`;
  const raw = `${c.apps.map(app).join(' ')} ${c.constraint} -> ${c.target ? app(c.target) : 'false'}`;
  const sorts = new Map(c.vars.map(([v, s]) => [v, s]));
  const renamed = new Map<string, string>();
  const text = raw.replace(/[^\s()]+/g, (tok) => {
    const sort = sorts.get(tok);
    if (sort === undefined) return tok;
    let r = renamed.get(tok);
    if (r === undefined) {
      r = `x${renamed.size}:${sort}`;
      renamed.set(tok, r);
    }
    return r;
  });
  return text.replace(/\s+/g, ' ');
}

/** Names compared with their numbers as numbers (`P_main_9` before `P_main_11`). */
function byName(a: string, b: string): number {
  const xs = a.split(/(\d+)/);
  const ys = b.split(/(\d+)/);
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    if (xs[i] === ys[i]) continue;
    const nx = Number(xs[i]);
    const ny = Number(ys[i]);
    if (i % 2 === 1 && !Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny;
    return xs[i] < ys[i] ? -1 : 1;
  }
  return xs.length - ys.length;
}
