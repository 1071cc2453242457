// Linear equality templates: per predicate the candidates `x = y`, `z = x + y` and `z = x - y`
// over parameters of the same width, in modular (bit-vector) arithmetic, kept Houdini-style (a
// candidate some clause does not preserve is dropped until the rest is inductive). Intervals and
// zones relate at most two variables; these catch the three-variable relations of sums, copies
// and counters (`\result = \old(m) + \old(n)` for a recursive addition, `s = i + j` for a loop).

import type { SolverSession } from '../../smt/session';
import type { ArgInfo, Conjuncts, HornSystem } from '../../encodings/horn/horn';
import { thresholds } from './templates';
import { refineCandidates } from '../chc/candidates';
import type { TemplateResult } from './templateInvariants';

/** Most candidates per predicate (the rest are not tried). */
export const MAX_EQUALITIES = 240;
/** Most guarded affine candidates per summary predicate. */
export const MAX_GUARDED = 400;
/** Slopes and offsets of the guarded affine candidates; guards are the program's constants up to this size. */
const SLOPES = [1n, 2n];
const OFFSETS = [-3n, -2n, -1n, 0n, 1n, 2n, 3n];
const GUARD_MAX = 16n;
const GUARDS = 6;

/** The candidates per predicate. */
export function equalityCandidates(system: HornSystem): Conjuncts {
  const out = new Map<string, string[]>();
  const guards = thresholds(system)
    .filter((c) => c >= -GUARD_MAX && c <= GUARD_MAX)
    .sort((a, b) => Number((a < 0n ? -a : a) - (b < 0n ? -b : b)))
    .slice(0, GUARDS);
  // summaries of recursive functions: their summary predicate is in the body of one of its clauses
  const recursive = new Set(
    system.clauses.flatMap((c) =>
      c.target?.pred.startsWith('S_') && c.apps.some((a) => a.pred === c.target?.pred) ? [c.target.pred] : [],
    ),
  );
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
    const guarded = recursive.has(pred) ? guardedAffine(args, guards) : [];
    const all = [...cands.slice(0, MAX_EQUALITIES), ...guarded.slice(0, MAX_GUARDED)];
    if (all.length > 0) out.set(pred, all);
  }
  return out;
}

/**
 * For the summary of a recursive function: `\old(g) = c => r = s * \old(x) + d` (and the same without the guard),
 * for a result r, entry values g and x of r's width, a small constant c of the program, s in
 * SLOPES and d in OFFSETS. A recursive function's result is often affine in one argument once
 * another is fixed (each level adds the same amount); the guard picks the case.
 */
function guardedAffine(args: readonly ArgInfo[], guards: readonly bigint[]): string[] {
  const entry = [...args.entries()].filter(([, a]) => a.key.startsWith('0:') && a.width > 1);
  const results = [...args.entries()].filter(([, a]) => !a.key.startsWith('0:') && a.width > 1);
  const out: string[] = [];
  for (const [k, r] of results)
    for (const [j, x] of entry) {
      if (x.width !== r.width) continue;
      const terms = SLOPES.flatMap((sl) =>
        OFFSETS.map((d) => {
          const sx = sl === 1n ? `a${j}` : `(bvmul ${bv(sl, r.width)} a${j})`;
          return `(= a${k} (bvadd ${sx} ${bv(d, r.width)}))`;
        }),
      );
      out.push(...terms);
      for (const [g, y] of entry) {
        if (g === j) continue;
        for (const c of guards) for (const t of terms) out.push(`(=> (= a${g} ${bv(c, y.width)}) ${t})`);
      }
    }
  return out;
}

/** `v` as a bit-vector literal of width `w` (two's complement). */
function bv(v: bigint, w: number): string {
  return `(_ bv${BigInt.asUintN(w, v)} ${w})`;
}

/** Whether the candidates include guarded affine ones (a recursive function's summary). */
export function hasGuarded(cands: Conjuncts): boolean {
  return [...cands.values()].some((cs) => cs.some((c) => c.startsWith('(=>')));
}

/** The inductive equalities (none when out of time or when none holds). */
export async function equalityInvariants(
  system: HornSystem,
  session: SolverSession,
  deadline: number,
  cands: Conjuncts = equalityCandidates(system),
): Promise<TemplateResult | undefined> {
  if (cands.size === 0) return undefined;
  const refined = await refineCandidates(system, cands, session, deadline);
  if (!refined) return undefined;
  const kept = new Map([...refined.conjuncts].filter(([, cs]) => cs.length > 0));
  return kept.size > 0 ? { invariants: kept, inductive: true } : undefined;
}
