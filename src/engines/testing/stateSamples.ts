// Reachable states of a Horn system's node predicates (loop heads, call sites), sampled from random
// runs of the concrete interpreter: per predicate, argument vectors a real execution arrives with,
// each value the signed reading of its bits. Every invariant that takes part in a proof of the
// program holds at them, so condinv rules out conditional invariants that miss them (a vacuous
// invariant, whose precondition no run establishes). They only steer a search: a wrong sample
// could cost a proof, never make one.

import type { VarSymbol } from '../../frontend/ast';
import type { CfaNode, ProgramCfa } from '../../ir/cfa';
import type { HornSystem } from '../../encodings/horn/horn';
import { randomTesting } from './randomTesting';
import type { NodeVisit } from '../../certify/execution';

/** Per predicate, sampled argument vectors (in the order of the predicate's parameters). */
export type StateSamples = ReadonlyMap<string, readonly (readonly bigint[])[]>;

export interface SampleOptions {
  readonly entry: string;
  readonly deadline: number;
  readonly maxRuns?: number;
  /** Samples kept per predicate (default 16). */
  readonly perPredicate?: number;
}

/** How one argument of a predicate is read off a visit: a variable now, or at the function's entry. */
type Reader = { readonly v?: VarSymbol; readonly old: boolean; readonly width: number };

export function stateSamples(cfa: ProgramCfa, system: HornSystem, o: SampleOptions): Map<string, bigint[][]> {
  const symbols = new Map<string, VarSymbol>();
  for (const { variable: v } of cfa.globals) symbols.set(`g:${v.uid}`, v);
  for (const fn of cfa.functions.values())
    for (const v of [...fn.params, ...fn.locals]) symbols.set(`f_${fn.name}:${v.uid}`, v);
  const at = new Map<CfaNode, { pred: string; readers: Reader[] }>();
  for (const [pred, { node }] of system.nodes) {
    const readers = (system.args.get(pred) ?? []).map((a): Reader => {
      const key = a.key.startsWith('0:') ? a.key.slice(2) : a.key;
      const v = symbols.get(key);
      // the return value's slot is unconstrained before the return (any value is reachable)
      return { ...(v ? { v } : {}), old: a.old, width: a.width };
    });
    // a struct's field split into a variable of its own (ir/fieldValues.ts) is not read off a
    // run: no samples there rather than wrong ones
    const split = (system.args.get(pred) ?? []).some(
      (a, i) => !readers[i].v && a.width > 0 && !a.key.endsWith(':__ret'),
    );
    if (!split) at.set(node, { pred, readers });
  }
  const per = o.perPredicate ?? 16;
  const out = new Map<string, bigint[][]>();
  const seen = new Set<string>();
  // entry values per frame depth (for `\old` arguments); visits per predicate within one run
  const entries: Map<string, bigint | undefined>[] = [];
  let visits = new Map<string, number>();
  const observe = (visit: NodeVisit): void => {
    if (visit.node === visit.fn.entry) {
      const vals = new Map<string, bigint | undefined>();
      for (const v of [...visit.fn.params, ...cfa.globals.map((g) => g.variable)])
        vals.set(v.uid, visit.peek(v));
      entries[visit.depth] = vals;
    }
    const here = at.get(visit.node);
    if (!here) return;
    const n = (visits.get(here.pred) ?? 0) + 1;
    visits.set(here.pred, n);
    // the first visits of a run, then ever rarer ones (a loop's later iterations)
    if (n > 2 && (n & (n - 1)) !== 0) return;
    const list = out.get(here.pred) ?? [];
    if (list.length >= per) return;
    const vector = here.readers.map((r) => {
      if (r.width <= 0 || !r.v) return 0n;
      const bits = r.old ? entries[visit.depth]?.get(r.v.uid) : visit.peek(r.v);
      return BigInt.asIntN(r.width, bits ?? 0n);
    });
    const key = `${here.pred}:${vector.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    list.push(vector);
    out.set(here.pred, list);
  };
  randomTesting(cfa, {
    entry: o.entry,
    deadline: o.deadline,
    maxRuns: o.maxRuns ?? 64,
    maxSteps: 200_000,
    observe: (v) => {
      if (v.depth === 1 && v.node === v.fn.entry) visits = new Map();
      observe(v);
    },
  });
  return out;
}
