// IMPACT (lazy abstraction with interpolants) over the program's Horn clauses (`--engine impact`):
// no predicate abstraction; every node of the graph is a fact labelled with a formula, `true` when
// created. A safety clause reachable from some nodes is an abstract counterexample; its refinement
// (refine.ts: Spacer on the unfolded derivation tree) strengthens the label of every node on it
// with that node's interpolant, instead of adding predicates and starting again. A node is covered
// by an older uncovered node at the same predicate whose label it implies; forced covering: a new
// node takes the label of an older one when the clause's body under its parents' labels implies
// it. Strengthening a node uncovers the nodes it covered that no longer imply its label. When no
// uncovered node is left to expand, the labels of the uncovered nodes are a solution of the
// clauses: SAFE with that certificate.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { SolverCrashed, type SolverSession } from '../../smt/session';
import type { EngineVerdict } from '../result';
import { hornSystem } from '../chc/hornClauses';
import type { HornSystem } from '../chc/horn';
import { clausePost, combinations, type Fact } from './arg';
import { refinePath } from './refine';
import { FEASIBLE, type PredicateOptions } from './predicateEngine';

export interface ImpactStats {
  nodes: number;
  covered: number;
  /** Covered by forcing: the node took an older node's label. */
  forced: number;
  refinements: number;
  /** Nodes uncovered again after a strengthening. */
  uncovered: number;
}

/** Most nodes before the analysis gives up. */
export const MAX_NODES = 5000;
/** Older nodes tried for forced covering of a new one. */
const FORCE_CANDIDATES = 3;

export async function runImpact(
  cfa: ProgramCfa,
  session: SolverSession,
  options: PredicateOptions,
): Promise<{ answers: Map<string, EngineVerdict>; stats: ImpactStats }> {
  const stats: ImpactStats = { nodes: 0, covered: 0, forced: 0, refinements: 0, uncovered: 0 };
  const answers = new Map<string, EngineVerdict>();
  const skip = new Set(options.skip ?? []);
  const open = (): string[] => propertyIds(cfa).filter((id) => !skip.has(id) && !answers.has(id));
  const rest = (v: EngineVerdict) => {
    for (const id of open()) answers.set(id, v);
    return { answers, stats };
  };
  for (;;) {
    if (open().length === 0) return { answers, stats };
    let system: HornSystem;
    try {
      system = hornSystem(cfa, options.entry, new Set([...skip, ...answers.keys()]));
    } catch (e) {
      if (e instanceof EncodeUnsupported)
        return rest({ verdict: 'unknown', reason: `impact: unsupported: ${e.feature}` });
      throw e;
    }
    try {
      const r = await unwind(system, session, options.deadline, stats);
      if (r.kind === 'safe')
        return rest({ verdict: 'safe', certificate: { kind: 'horn-solution', model: r.model } });
      if (r.kind === 'feasible') {
        if (r.property === undefined) return rest({ verdict: 'unknown', reason: FEASIBLE });
        answers.set(r.property, { verdict: 'unknown', reason: FEASIBLE });
        continue;
      }
      return rest({ verdict: 'unknown', reason: `impact: ${r.reason}` });
    } catch (e) {
      if (e instanceof SolverCrashed) return rest({ verdict: 'unknown', reason: `impact: ${e.reason}` });
      throw e;
    }
  }
}

type Unwound =
  | { readonly kind: 'safe'; readonly model: string }
  | { readonly kind: 'feasible'; readonly property?: string }
  | { readonly kind: 'unknown'; readonly reason: string };

/** The IMPACT loop on one clause system: expand, cover, refine, until safe or a feasible counterexample. */
async function unwind(
  system: HornSystem,
  session: SolverSession,
  deadline: number,
  stats: ImpactStats,
): Promise<Unwound> {
  const label = new Map<number, string>();
  const coveredBy = new Map<number, Fact>();
  const nodes = new Map<string, Fact[]>(system.predicates.map(([p]) => [p, []]));
  const expanded = new Set<Fact>();
  const work: Fact[] = [];
  let nextId = 0;
  const labelOf = (f: Fact): string => label.get(f.id) ?? 'true';
  const labelled = (fs: readonly Fact[]): Fact[] =>
    fs.map((f) => ({ ...f, cube: new Map(), context: labelOf(f) }));
  /** Covered, or derived from a covered node (then its coverer's expansion stands for it). */
  const dead = (f: Fact): boolean => coveredBy.has(f.id) || f.parents.some(dead);
  const uncovered = (pred: string): Fact[] => (nodes.get(pred) ?? []).filter((f) => !dead(f));

  /** Applies clause i to the parents; a counterexample, or undefined (with the child added or covered). */
  const apply = async (i: number, parents: readonly Fact[]): Promise<Unwound | 'cex' | undefined> => {
    const c = system.clauses[i];
    const head = c.target?.pred;
    const candidates = head ? uncovered(head).slice(-FORCE_CANDIDATES) : [];
    const atoms = new Map(head ? [[head, candidates.map(labelOf)]] : []);
    const cubes = await clausePost(system, atoms, c, labelled(parents), session, deadline);
    if (cubes === undefined) return { kind: 'unknown', reason: 'timeout' };
    if (cubes.length === 0) return undefined; // infeasible under the labels
    if (!head) return 'cex';
    const f: Fact = { id: nextId++, pred: head, cube: new Map(), clause: i, parents };
    stats.nodes++;
    (nodes.get(head) as Fact[]).push(f);
    // forced covering: the body implies an older node's label
    const k = candidates.findIndex((_, j) => cubes.every((cube) => cube.get(j) === true));
    if (k >= 0) {
      label.set(f.id, labelOf(candidates[k]));
      coveredBy.set(f.id, candidates[k]);
      stats.covered++;
      if (labelOf(candidates[k]) !== 'true') stats.forced++;
    } else work.push(f);
    return stats.nodes > MAX_NODES ? { kind: 'unknown', reason: 'the graph grew too big' } : undefined;
  };

  /** Strengthens the labels on a spurious counterexample and uncovers what no longer holds. */
  const strengthen = async (labels: ReadonlyMap<number, string>): Promise<void> => {
    const changed = new Set<number>();
    for (const [id, itp] of labels) {
      if (itp === 'true') continue;
      const old = labelOf({ id } as Fact);
      label.set(id, old === 'true' ? itp : `(and ${old} ${itp})`);
      changed.add(id);
    }
    // forced covering again, oldest first, for the strengthened nodes and their children: a node
    // takes an older node's label when its body under its parents' labels implies it
    for (const c of [...nodes.values()].flat().sort((a, b) => a.id - b.id)) {
      if (dead(c) || c.clause < 0) continue;
      if (!changed.has(c.id) && !c.parents.some((p) => changed.has(p.id))) continue;
      const older = uncovered(c.pred).filter((w) => w.id < c.id && labelOf(w) !== 'true');
      const candidates = older.slice(-FORCE_CANDIDATES);
      if (candidates.length === 0) continue;
      const atoms = new Map([[c.pred, candidates.map(labelOf)]]);
      const cubes = await clausePost(
        system,
        atoms,
        system.clauses[c.clause],
        labelled(c.parents),
        session,
        deadline,
      );
      if (cubes === undefined) return;
      const k = candidates.findIndex((_, j) => cubes.every((cube) => cube.get(j) === true));
      if (k < 0) continue;
      label.set(c.id, labelOf(candidates[k]));
      coveredBy.set(c.id, candidates[k]);
      stats.covered++;
      stats.forced++;
    }
    for (const [id, w] of [...coveredBy]) {
      // a coverer that got stronger, or that is now below a covered node, covers no more
      if (!changed.has(w.id) && !dead(w)) continue;
      const v = [...nodes.values()].flat().find((x) => x.id === id) as Fact;
      // v's label (w's old one, implied by v's body) still holds; only the covering is gone
      coveredBy.delete(id);
      stats.uncovered++;
      // it and what was derived from it are expanded again (nodes made meanwhile were not combined with them)
      for (const x of [...nodes.values()].flat()) {
        if (x !== v && !derivedFrom(x, v)) continue;
        expanded.delete(x);
        if (!dead(x)) work.push(x);
      }
    }
  };

  for (const [i, c] of system.clauses.entries()) {
    if (c.apps.length > 0) continue;
    const r = await apply(i, []);
    if (r === 'cex') return { kind: 'unknown', reason: 'a safety clause without body predicates' };
    if (r) return r;
  }
  while (work.length > 0) {
    if (Date.now() > deadline) return { kind: 'unknown', reason: 'timeout' };
    const f = work.shift() as Fact;
    if (dead(f) || expanded.has(f)) continue;
    expanded.add(f);
    for (const [i, c] of system.clauses.entries()) {
      for (const [pos, app] of c.apps.entries()) {
        if (app.pred !== f.pred) continue;
        const choices = c.apps.map((a, k) =>
          k === pos ? [f] : (nodes.get(a.pred) ?? []).filter((x) => expanded.has(x) && !dead(x)),
        );
        for (const parents of combinations(choices)) {
          const r = await apply(i, parents);
          if (r === undefined) continue;
          if (r !== 'cex') return r;
          const refined = await refinePath(system, i, parents, session, deadline);
          if (refined.kind === 'feasible') return { kind: 'feasible', property: c.propertyId };
          if (refined.kind === 'unknown') return { kind: 'unknown', reason: refined.reason };
          stats.refinements++;
          await strengthen(refined.generalLabels ?? refined.labels);
          // the node is expanded again under its new label (its earlier children stay: valid, weaker)
          expanded.delete(f);
          work.unshift(f);
          break;
        }
        if (!expanded.has(f)) break;
      }
      if (!expanded.has(f)) break;
    }
  }
  return { kind: 'safe', model: definitions(system, nodes, dead, labelOf) };
}

/** Per predicate, the disjunction of its uncovered nodes' labels (`false` when none). */
function definitions(
  system: HornSystem,
  nodes: ReadonlyMap<string, readonly Fact[]>,
  dead: (f: Fact) => boolean,
  labelOf: (f: Fact) => string,
): string {
  return system.predicates
    .map(([p, sorts]) => {
      const ps = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
      const ls = [...new Set((nodes.get(p) ?? []).filter((f) => !dead(f)).map(labelOf))];
      const body = ls.length === 0 ? 'false' : ls.length === 1 ? ls[0] : `(or ${ls.join(' ')})`;
      return `(define-fun ${p} (${ps}) Bool ${body})`;
    })
    .join('\n');
}

function derivedFrom(x: Fact, v: Fact): boolean {
  return x.parents.some((p) => p === v || derivedFrom(p, v));
}
