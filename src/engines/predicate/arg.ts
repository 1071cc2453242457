// The abstract reachability graph of the predicate analysis over the program's Horn clauses
// (hornClauses.ts: blocks end at loop heads and function boundaries, i.e. adjustable-block
// encoding with large blocks; a function's summary predicate is its block summary). Abstract
// states are facts: a cube over a predicate's atoms, with the clause and the parent facts it was
// derived from. Each clause is applied to every combination of facts for its body, its post
// abstracted onto the head's precision; a new cube covered by an existing one at the same
// predicate is not added (coverage). A safety clause whose body is satisfiable under some facts
// gives an abstract counterexample: the derivation tree of those facts.

import type { HornClause, HornSystem } from '../../encodings/horn/horn';
import type { SolverSession } from '../../smt/session';
import { abstractPost, covers, cubeFormula, type Cube } from './abstraction';
import type { Precision } from './precision';
import { workNow } from '../../smt/workClock';

export interface Fact {
  readonly id: number;
  readonly pred: string;
  readonly cube: Cube;
  /** Index of the clause that derived it, and the facts of its body predicates, in order. */
  readonly clause: number;
  readonly parents: readonly Fact[];
  /** A formula over the predicate's parameters the fact also holds under (BAM: its block's entry). */
  readonly context?: string;
}

export type ArgResult =
  | { readonly kind: 'safe'; readonly facts: ReadonlyMap<string, readonly Fact[]> }
  | { readonly kind: 'counterexample'; readonly clause: number; readonly parents: readonly Fact[] }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'too-big' };

export interface ArgStats {
  facts: number;
  covered: number;
  posts: number;
}

/** Builds the ARG for the precision; stops at the first abstract counterexample. */
export async function buildArg(
  system: HornSystem,
  precision: Precision,
  session: SolverSession,
  deadline: number,
  stats: ArgStats,
  maxFacts = MAX_FACTS,
): Promise<ArgResult> {
  const facts = new Map<string, Fact[]>(system.predicates.map(([p]) => [p, []]));
  const processed = new Map<string, Fact[]>(system.predicates.map(([p]) => [p, []]));
  const work: Fact[] = [];
  let nextId = 0;
  /** Applies clause `c` to the body facts; adds the new facts, or reports the counterexample. */
  const apply = async (
    i: number,
    c: HornClause,
    parents: readonly Fact[],
  ): Promise<ArgResult | undefined> => {
    stats.posts++;
    const cubes = await clausePost(system, precision, c, parents, session, deadline);
    if (cubes === undefined) return { kind: 'timeout' };
    if (!c.target) return cubes.length > 0 ? { kind: 'counterexample', clause: i, parents } : undefined;
    const head = c.target;
    const at = facts.get(head.pred) ?? [];
    for (const cube of cubes) {
      if (at.some((f) => covers(f.cube, cube))) {
        stats.covered++;
        continue;
      }
      const f: Fact = { id: nextId++, pred: head.pred, cube, clause: i, parents };
      at.push(f);
      work.push(f);
      stats.facts++;
      if (nextId > maxFacts) return { kind: 'too-big' };
    }
    return undefined;
  };

  // clauses without body predicates first (the entry), then every new fact in turn
  for (const [i, c] of system.clauses.entries()) {
    if (c.apps.length > 0) continue;
    const r = await apply(i, c, []);
    if (r) return r;
  }
  while (work.length > 0) {
    const f = work.shift() as Fact;
    (processed.get(f.pred) as Fact[]).push(f);
    for (const [i, c] of system.clauses.entries()) {
      for (const [pos, app] of c.apps.entries()) {
        if (app.pred !== f.pred) continue;
        // f at `pos`, every processed fact elsewhere (f included, for self-recursive clauses)
        const choices = c.apps.map((a, k) => (k === pos ? [f] : (processed.get(a.pred) ?? [])));
        for (const parents of combinations(choices)) {
          if (workNow() > deadline) return { kind: 'timeout' };
          const r = await apply(i, c, parents);
          if (r) return r;
        }
      }
    }
  }
  return { kind: 'safe', facts };
}

/** The fact's formula over its predicate's parameters: its cube, and its context if any. */
export function factFormula(f: Fact, atoms: readonly string[]): string {
  const cube = cubeFormula(f.cube, atoms);
  return f.context === undefined ? cube : cube === 'true' ? f.context : `(and ${cube} ${f.context})`;
}

/**
 * The abstract post of clause `c` applied to the facts `parents` (one per body predicate): the
 * cubes over the head's atoms (for a safety clause: one empty cube when its body is satisfiable,
 * none otherwise); undefined when out of time.
 */
export async function clausePost(
  system: HornSystem,
  precision: Precision,
  c: HornClause,
  parents: readonly Fact[],
  session: SolverSession,
  deadline: number,
): Promise<Cube[] | undefined> {
  const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
  const atomsOf = (pred: string): readonly string[] => precision.get(pred) ?? [];
  const preamble = [
    ...c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`),
    ...[...new Map(parents.map((f) => [f.id, f])).values()].map((f) => {
      const ps = (sorts.get(f.pred) ?? []).map((s, k) => `(a${k} ${s})`).join(' ');
      return `(define-fun fact!${f.id} (${ps}) Bool ${factFormula(f, atomsOf(f.pred))})`;
    }),
  ].join('\n');
  const apps = c.apps.map((a, k) =>
    a.args.length === 0 ? `fact!${parents[k].id}` : `(fact!${parents[k].id} ${a.args.join(' ')})`,
  );
  const body = `(and true ${apps.join(' ')} ${c.constraint})`;
  const head = c.target;
  return abstractPost(
    session,
    {
      preamble,
      body,
      headArgs: head?.args ?? [],
      sorts: head ? (sorts.get(head.pred) ?? []) : [],
      atoms: head ? atomsOf(head.pred) : [],
    },
    deadline,
  );
}

/** The facts per predicate as `define-fun`s: the disjunction of their cubes (`false` when none). */
export function factDefinitions(
  system: HornSystem,
  precision: Precision,
  facts: ReadonlyMap<string, readonly Fact[]>,
): string {
  return disjunctionDefinitions(system, (p) =>
    (facts.get(p) ?? []).map((f) => factFormula(f, precision.get(p) ?? [])),
  );
}

/** Every predicate as a `define-fun`: the disjunction of its formulas (`false` when none). */
export function disjunctionDefinitions(
  system: HornSystem,
  formulas: (pred: string) => readonly string[],
): string {
  return system.predicates
    .map(([p, sorts]) => {
      const ps = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
      const fs = formulas(p);
      const body = fs.length === 0 ? 'false' : fs.length === 1 ? fs[0] : `(or ${fs.join(' ')})`;
      return `(define-fun ${p} (${ps}) Bool ${body})`;
    })
    .join('\n');
}

/** Every choice of one element per list (the body facts of a clause, one per predicate application). */
export function* combinations<T>(choices: readonly (readonly T[])[]): Generator<T[]> {
  if (choices.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = choices;
  for (const x of first) for (const tail of combinations(rest)) yield [x, ...tail];
}

/** Most facts in one ARG before the analysis gives up (UNKNOWN). */
export const MAX_FACTS = 5000;
