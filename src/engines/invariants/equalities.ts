// Linear equality templates: per predicate the candidates `x = y`, `z = x + y` and `z = x - y`
// over parameters of the same width, in modular (bit-vector) arithmetic, kept Houdini-style (a
// candidate some clause does not preserve is dropped until the rest is inductive). Intervals and
// zones relate at most two variables; these catch the three-variable relations of sums, copies
// and counters (`\result = \old(m) + \old(n)` for a recursive addition, `s = i + j` for a loop).

import type { SolverSession } from '../../smt/session';
import type { Conjuncts, HornSystem } from '../chc/horn';
import { refineCandidates } from '../chc/candidates';
import type { TemplateResult } from './templateInvariants';

/** Most candidates per predicate (the rest are not tried). */
export const MAX_EQUALITIES = 240;

/** The candidates per predicate. */
export function equalityCandidates(system: HornSystem): Conjuncts {
  const out = new Map<string, string[]>();
  for (const [pred] of system.predicates) {
    const args = system.args.get(pred) ?? [];
    const byWidth = new Map<number, number[]>();
    for (const [i, a] of args.entries()) {
      if (a.width <= 1) continue;
      (byWidth.get(a.width) ?? byWidth.set(a.width, []).get(a.width))?.push(i);
    }
    const cands: string[] = [];
    for (const ix of byWidth.values()) {
      for (const [p, i] of ix.entries()) for (const j of ix.slice(p + 1)) cands.push(`(= a${i} a${j})`);
      for (const k of ix)
        for (const [p, i] of ix.entries())
          for (const j of ix.slice(p + 1)) {
            if (k === i || k === j) continue;
            cands.push(
              `(= a${k} (bvadd a${i} a${j}))`,
              `(= a${k} (bvsub a${i} a${j}))`,
              `(= a${k} (bvsub a${j} a${i}))`,
            );
          }
    }
    if (cands.length > 0) out.set(pred, cands.slice(0, MAX_EQUALITIES));
  }
  return out;
}

/** The inductive equalities (none when out of time or when none holds). */
export async function equalityInvariants(
  system: HornSystem,
  session: SolverSession,
  deadline: number,
): Promise<TemplateResult | undefined> {
  const cands = equalityCandidates(system);
  if (cands.size === 0) return undefined;
  const refined = await refineCandidates(system, cands, session, deadline);
  if (!refined) return undefined;
  const kept = new Map([...refined.conjuncts].filter(([, cs]) => cs.length > 0));
  return kept.size > 0 ? { invariants: kept, inductive: true } : undefined;
}
