// Boolean predicate abstraction: the strongest Boolean combination of a location's atoms that a
// block's formula implies, as the set of cubes (full valuations of the atoms) the formula allows,
// enumerated AllSAT-style (a model's valuation, then blocked, until unsat). Too many cubes fall
// back to the one empty cube (`true`), which over-approximates: sound, only less precise.

import type { SolverSession } from '../../smt/session';
import { workNow } from '../../smt/workClock';

/** A conjunction of literals: atom index → its truth value. */
export type Cube = ReadonlyMap<number, boolean>;

/** The cube as a formula over the predicate's parameters. */
export function cubeFormula(cube: Cube, atoms: readonly string[]): string {
  const lits = [...cube].map(([i, v]) => (v ? atoms[i] : `(not ${atoms[i]})`));
  return lits.length === 0 ? 'true' : lits.length === 1 ? lits[0] : `(and ${lits.join(' ')})`;
}

/** `general` holds wherever `specific` does, literal by literal (its literals are a subset). */
export function covers(general: Cube, specific: Cube): boolean {
  for (const [i, v] of general) if (specific.get(i) !== v) return false;
  return true;
}

export interface AbstractionQuery {
  /** Declarations and definitions the body needs (variables, the facts' formulas). */
  readonly preamble: string;
  /** The block's formula (the clause body with the body predicates replaced by facts). */
  readonly body: string;
  /** The head predicate's arguments as terms over the clause's variables. */
  readonly headArgs: readonly string[];
  /** The head predicate's parameter sorts and atoms (over `a0`, `a1`, ...). */
  readonly sorts: readonly string[];
  readonly atoms: readonly string[];
}

/** The cubes the body allows; [] when the body is unsatisfiable; undefined when out of time. */
export async function abstractPost(
  session: SolverSession,
  q: AbstractionQuery,
  deadline: number,
  maxCubes = MAX_CUBES,
): Promise<Cube[] | undefined> {
  await session.push();
  try {
    const params = q.sorts.map((s, i) => `(a${i} ${s})`).join(' ');
    const defs = q.atoms.map((a, i) => `(define-fun atom!${i} (${params}) Bool ${a})`);
    const apps = q.atoms.map((_, i) =>
      q.headArgs.length === 0 ? `atom!${i}` : `(atom!${i} ${q.headArgs.join(' ')})`,
    );
    await session.add([q.preamble, ...defs, `(assert ${q.body})`].join('\n'));
    const cubes: Cube[] = [];
    for (;;) {
      const left = deadline - workNow();
      if (left <= 0) return undefined;
      const r = await session.check({ timeoutMs: left });
      if (r === 'unknown') return undefined;
      if (r === 'unsat') return cubes;
      if (apps.length === 0) return [new Map()];
      if (cubes.length >= maxCubes) return [new Map()];
      const values = await session.values(apps);
      const cube = new Map(apps.map((a, i) => [i, values.get(a) === true]));
      cubes.push(cube);
      const lits = apps.map((a, i) => (cube.get(i) ? a : `(not ${a})`));
      await session.add(`(assert (not (and ${lits.join(' ')})))`);
    }
  } finally {
    await session.pop();
  }
}

/** Most cubes enumerated before the abstraction gives up precision (returns `true`). */
export const MAX_CUBES = 64;
