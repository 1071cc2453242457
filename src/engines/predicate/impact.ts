// IMPACT (lazy abstraction with interpolants) over the program's Horn clauses (`--engine impact`):
// no predicate abstraction; every node of the graph is a fact labelled with a formula, `true` when
// created. A safety clause reachable from some nodes is an abstract counterexample; its refinement
// (refine.ts: Spacer on the unfolded derivation tree) strengthens the label of every node on it
// with that node's interpolant, instead of adding predicates and starting again. A node is covered
// by an older uncovered node at the same predicate whose label it implies; forced covering: a new
// node takes the label of an older one when the clause's body under its parents' labels implies
// it. Strengthening a node uncovers the nodes it covered that no longer imply its label. When no
// uncovered node is left to expand, the labels of the uncovered nodes are a solution of the
// clauses: SAFE with that certificate. The CEGAR loop itself is cegar.ts: exploration stops at each
// abstract counterexample and resumes after the strengthening.

import type { ProgramCfa } from '../../ir/cfa';
import type { SolverSession } from '../../smt/session';
import type { EngineVerdict } from '../../encodings/result';
import type { HornSystem } from '../../encodings/horn/horn';
import { clausePost, combinations, disjunctionDefinitions, type Fact } from './arg';
import {
  runCegar,
  type CegarEngine,
  type CegarOptions,
  type Counterexample,
  type Explored,
  type Spurious,
  type Stop,
} from './cegar';
import { inSession, type Engine } from '../engine';
import { workNow } from '../../smt/workClock';

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
  options: CegarOptions,
): Promise<{ answers: Map<string, EngineVerdict>; stats: ImpactStats }> {
  const stats: ImpactStats = { nodes: 0, covered: 0, forced: 0, refinements: 0, uncovered: 0 };
  const answers = await runCegar(cfa, session, options, new Impact(session, options.deadline, stats));
  return { answers, stats };
}

type Unknown = Extract<Explored, { kind: 'unknown' }>;

/** The IMPACT graph of one clause system: expanded, covered and refined until safe or a feasible counterexample. */
class Impact implements CegarEngine {
  readonly name = 'impact';
  private system!: HornSystem;
  private label = new Map<number, string>();
  private coveredBy = new Map<number, Fact>();
  private nodes = new Map<string, Fact[]>();
  private expanded = new Set<Fact>();
  private work: Fact[] = [];
  private nextId = 0;
  private seeded = false;
  /** The node whose expansion reached the last counterexample. */
  private expanding: Fact | undefined;

  constructor(
    private readonly session: SolverSession,
    private readonly deadline: number,
    private readonly stats: ImpactStats,
  ) {}

  start(system: HornSystem): Promise<Stop | undefined> {
    this.system = system;
    this.label = new Map();
    this.coveredBy = new Map();
    this.nodes = new Map(system.predicates.map(([p]) => [p, []]));
    this.expanded = new Set();
    this.work = [];
    this.nextId = 0;
    this.seeded = false;
    return Promise.resolve(undefined);
  }

  private labelOf(f: Pick<Fact, 'id'>): string {
    return this.label.get(f.id) ?? 'true';
  }

  private labelled(fs: readonly Fact[]): Fact[] {
    return fs.map((f) => ({ ...f, cube: new Map(), context: this.labelOf(f) }));
  }

  /** Covered, or derived from a covered node (then its coverer's expansion stands for it). */
  private dead(f: Fact): boolean {
    return this.coveredBy.has(f.id) || f.parents.some((p) => this.dead(p));
  }

  private uncovered(pred: string): Fact[] {
    return (this.nodes.get(pred) ?? []).filter((f) => !this.dead(f));
  }

  /** Which candidate's label node `c`'s body implies under its parents' labels: its index, -1, or undefined out of time. */
  private async forcing(c: Fact, candidates: readonly Fact[]): Promise<number | undefined> {
    const atoms = new Map([[c.pred, candidates.map((w) => this.labelOf(w))]]);
    const clause = this.system.clauses[c.clause];
    const parents = this.labelled(c.parents);
    const cubes = await clausePost(this.system, atoms, clause, parents, this.session, this.deadline);
    if (cubes === undefined) return undefined;
    return candidates.findIndex((_, j) => cubes.every((cube) => cube.get(j) === true));
  }

  /** Applies clause i to the parents; a counterexample, or undefined (with the child added or covered). */
  private async apply(i: number, parents: readonly Fact[]): Promise<Unknown | 'cex' | undefined> {
    const { system, stats } = this;
    const c = system.clauses[i];
    const head = c.target?.pred;
    const candidates = head ? this.uncovered(head).slice(-FORCE_CANDIDATES) : [];
    const atoms = new Map(head ? [[head, candidates.map((w) => this.labelOf(w))]] : []);
    const cubes = await clausePost(system, atoms, c, this.labelled(parents), this.session, this.deadline);
    if (cubes === undefined) return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
    if (cubes.length === 0) return undefined; // infeasible under the labels
    if (!head) return 'cex';
    const f: Fact = { id: this.nextId++, pred: head, cube: new Map(), clause: i, parents };
    stats.nodes++;
    (this.nodes.get(head) as Fact[]).push(f);
    // forced covering: the body implies an older node's label
    const k = candidates.findIndex((_, j) => cubes.every((cube) => cube.get(j) === true));
    if (k >= 0) {
      this.label.set(f.id, this.labelOf(candidates[k]));
      this.coveredBy.set(f.id, candidates[k]);
      stats.covered++;
      if (this.labelOf(candidates[k]) !== 'true') stats.forced++;
    } else this.work.push(f);
    return stats.nodes > MAX_NODES
      ? { kind: 'unknown', cause: 'resource', reason: 'the graph grew too big' }
      : undefined;
  }

  async explore(): Promise<Explored> {
    const { system } = this;
    if (!this.seeded) {
      this.seeded = true;
      for (const [i, c] of system.clauses.entries()) {
        if (c.apps.length > 0) continue;
        const r = await this.apply(i, []);
        if (r === 'cex')
          return { kind: 'unknown', cause: 'incomplete', reason: 'a safety clause without body predicates' };
        if (r) return r;
      }
    }
    while (this.work.length > 0) {
      if (workNow() > this.deadline) return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
      const f = this.work.shift() as Fact;
      if (this.dead(f) || this.expanded.has(f)) continue;
      this.expanded.add(f);
      for (const [i, c] of system.clauses.entries()) {
        for (const [pos, app] of c.apps.entries()) {
          if (app.pred !== f.pred) continue;
          const choices = c.apps.map((a, k) =>
            k === pos
              ? [f]
              : (this.nodes.get(a.pred) ?? []).filter((x) => this.expanded.has(x) && !this.dead(x)),
          );
          for (const parents of combinations(choices)) {
            const r = await this.apply(i, parents);
            if (r === undefined) continue;
            if (r !== 'cex') return r;
            this.expanding = f;
            return { kind: 'counterexample', clause: i, parents };
          }
        }
      }
    }
    return { kind: 'safe', model: this.definitions() };
  }

  async refine(_cex: Counterexample, refined: Spurious): Promise<Stop | undefined> {
    this.stats.refinements++;
    await this.strengthen(refined.generalLabels ?? refined.labels);
    // the node is expanded again under its new label (its earlier children stay: valid, weaker)
    const f = this.expanding as Fact;
    this.expanded.delete(f);
    this.work.unshift(f);
    return undefined;
  }

  /** Strengthens the labels on a spurious counterexample and uncovers what no longer holds. */
  private async strengthen(labels: ReadonlyMap<number, string>): Promise<void> {
    const changed = new Set<number>();
    for (const [id, itp] of labels) {
      if (itp === 'true') continue;
      const old = this.labelOf({ id });
      this.label.set(id, old === 'true' ? itp : `(and ${old} ${itp})`);
      changed.add(id);
    }
    // forced covering again, oldest first, for the strengthened nodes and their children: a node
    // takes an older node's label when its body under its parents' labels implies it
    for (const c of [...this.nodes.values()].flat().sort((a, b) => a.id - b.id)) {
      if (this.dead(c) || c.clause < 0) continue;
      if (!changed.has(c.id) && !c.parents.some((p) => changed.has(p.id))) continue;
      const older = this.uncovered(c.pred).filter((w) => w.id < c.id && this.labelOf(w) !== 'true');
      const candidates = older.slice(-FORCE_CANDIDATES);
      if (candidates.length === 0) continue;
      const k = await this.forcing(c, candidates);
      if (k === undefined) return;
      if (k < 0) continue;
      this.label.set(c.id, this.labelOf(candidates[k]));
      this.coveredBy.set(c.id, candidates[k]);
      this.stats.covered++;
      this.stats.forced++;
    }
    this.uncover(changed);
  }

  /** Drops the coverings by nodes that got stronger or died; what they covered is expanded again. */
  private uncover(changed: ReadonlySet<number>): void {
    const all = (): Fact[] => [...this.nodes.values()].flat();
    for (const [id, w] of [...this.coveredBy]) {
      // a coverer that got stronger, or that is now below a covered node, covers no more
      if (!changed.has(w.id) && !this.dead(w)) continue;
      const v = all().find((x) => x.id === id) as Fact;
      // v's label (w's old one, implied by v's body) still holds; only the covering is gone
      this.coveredBy.delete(id);
      this.stats.uncovered++;
      // it and what was derived from it are expanded again (nodes made meanwhile were not combined with them)
      for (const x of all()) {
        if (x !== v && !derivedFrom(x, v)) continue;
        this.expanded.delete(x);
        if (!this.dead(x)) this.work.push(x);
      }
    }
  }

  /** Per predicate, the disjunction of its uncovered nodes' labels (`false` when none). */
  private definitions(): string {
    return disjunctionDefinitions(this.system, (p) => [
      ...new Set(this.uncovered(p).map((f) => this.labelOf(f))),
    ]);
  }
}

function derivedFrom(x: Fact, v: Fact): boolean {
  return x.parents.some((p) => p === v || derivedFrom(p, v));
}

/** IMPACT (lazy abstraction with interpolants) as an engine; its figures are the graph's. */
export const impactEngine: Engine = {
  name: 'impact',
  run: (task, ctx) =>
    inSession(ctx, async (session) => {
      const options = { entry: task.entry, deadline: ctx.deadline, skip: task.skip };
      const r = await runImpact(task.cfa, session, options);
      ctx.figures?.({ ...r.stats });
      return { answers: r.answers };
    }),
};
