// The abstract reachability graph of block-abstraction memoization: each block (function) is
// analysed on its own from one reduced entry state, with the predicate abstraction of arg.ts. A
// call reduces the caller's state to the callee's entry cube and asks the cache for that block's
// summary (analysing it when new); the summary facts, restricted to that entry (their context),
// expand back into the caller through the call's return clause. Recursion: a block may ask for an
// entry that is still being computed and gets what it has so far; the analyses are repeated until
// no entry's summary changes (the fixpoint over the cache). A safety clause reachable in any
// block is an abstract counterexample whose derivation tree runs through the nested blocks (an
// entry's root fact is the caller's call-edge fact that first asked for it).

import type { HornSystem } from '../../encodings/horn/horn';
import type { SolverSession } from '../../smt/session';
import { covers, cubeFormula, type Cube } from '../predicate/abstraction';
import { clausePost, combinations, factFormula, type ArgResult, type Fact } from '../predicate/arg';
import type { Precision } from '../predicate/precision';
import { translate, type Blocks } from './blocks';
import type { BlockCache, CacheEntry, StoredFact, SummaryStore } from './blockCache';
import { workNow } from '../../smt/workClock';

export interface BamContext {
  readonly system: HornSystem;
  readonly blocks: Blocks;
  readonly cache: BlockCache;
  readonly session: SolverSession;
  readonly deadline: number;
  /** Summaries of an earlier run (hints); left out once one of them was on a counterexample. */
  readonly store?: SummaryStore;
  /** Fact ids (unique over the run: refinement labels facts by id). */
  readonly ids: { next: number };
}

/** Most facts derived in one fixpoint before the analysis gives up. */
export const MAX_BAM_FACTS = 20_000;

/** Runs the block analyses from the entry function to their fixpoint, or to the first counterexample. */
export function bamArg(ctx: BamContext, precision: Precision, entryFn: string): Promise<ArgResult> {
  return new BlockAnalyses(ctx, precision).run(entryFn);
}

/** The state of one block analysis (one cache entry's block from its root fact). */
interface BlockRun {
  readonly e: CacheEntry;
  readonly deps: Map<string, number>;
  readonly locals: Map<string, Fact[]>;
  /** Per callee summary predicate, the summaries offered so far. */
  readonly available: Map<string, Fact[]>;
  readonly processed: Set<Fact>;
  readonly work: Fact[];
  readonly contextAt: (pred: string) => string | undefined;
}

/** One fixpoint over the cache: the entries it used, in order, and the facts derived. */
class BlockAnalyses {
  private readonly order: CacheEntry[] = [];
  private derived = 0;
  /** Entries being analysed (a recursive request gets what they have so far). */
  private readonly stack = new Set<CacheEntry>();

  constructor(
    private readonly ctx: BamContext,
    private readonly precision: Precision,
  ) {}

  private atoms(p: string): readonly string[] {
    return this.precision.get(p) ?? [];
  }

  async run(entryFn: string): Promise<ArgResult> {
    const { system, blocks, cache } = this.ctx;
    // the entry function's block, from each cube its entry clause allows
    const main = blocks.byFn.get(entryFn);
    if (!main) return { kind: 'too-big' };
    for (const i of main.clauses) {
      const c = system.clauses[i];
      if (c.apps.length > 0 || c.target?.pred !== main.entry) continue;
      const cubes = await clausePost(system, this.precision, c, [], this.ctx.session, this.ctx.deadline);
      if (cubes === undefined) return { kind: 'timeout' };
      for (const cube of cubes)
        this.request(entryFn, { id: this.ctx.ids.next++, pred: main.entry, cube, clause: i, parents: [] });
    }
    // the fixpoint: analyse every entry whose callees' summaries changed since it last looked
    for (;;) {
      let ran = false;
      for (let k = 0; k < this.order.length; k++) {
        const e = this.order[k];
        if (e.final) continue;
        if (e.analysed && [...e.deps].every(([d, v]) => cache.entries.get(d)?.version === v)) continue;
        ran = true;
        const r = await this.analyse(e);
        if (r) return r;
      }
      if (!ran) break;
    }
    for (const e of this.order) e.final = true;
    const facts = new Map<string, Fact[]>(system.predicates.map(([p]) => [p, []]));
    for (const e of this.order) {
      for (const f of [e.root, ...e.summaries, ...e.locals, ...e.cone]) facts.get(f.pred)?.push(f);
    }
    return { kind: 'safe', facts };
  }

  /** Adds a cached entry and, for the certificate, the entries it used, to this fixpoint's entries. */
  private enlist(e: CacheEntry): void {
    if (this.order.includes(e)) return;
    this.order.push(e);
    for (const d of e.deps.keys()) {
      const x = this.ctx.cache.entries.get(d);
      if (x) this.enlist(x);
    }
  }

  /** The cache entry of `fn` from the root fact (reduced entry cube): cached, imported, or new. */
  private request(fn: string, root: Fact): CacheEntry {
    const { cache } = this.ctx;
    cache.stats.requests++;
    const key = cache.key(fn, root.cube, this.precision);
    const had = cache.entries.get(key);
    if (had) {
      cache.stats.hits++;
      if (had.imported) cache.stats.importedHits++;
      this.enlist(had);
      return had;
    }
    const entry: CacheEntry = {
      key,
      fn,
      root,
      summaries: [],
      locals: [],
      cone: [],
      deps: new Map(),
      version: 0,
      analysed: false,
      final: false,
      imported: false,
    };
    this.importStored(entry);
    cache.entries.set(key, entry);
    this.order.push(entry);
    return entry;
  }

  /** Fills a new entry from the earlier run's store when it has the entry's key. */
  private importStored(entry: CacheEntry): void {
    const { fn, root } = entry;
    const { cache } = this.ctx;
    const stored = this.ctx.store?.load(
      fn,
      cubeFormula(root.cube, this.atoms(root.pred)),
      cache.precisionKey(fn, this.precision),
    );
    if (!stored) return;
    cache.stats.hits++;
    cache.stats.importedHits++;
    entry.imported = true;
    entry.final = true;
    entry.analysed = true;
    const facts = stored.map(([pred, context]) => ({
      id: this.ctx.ids.next++,
      pred,
      cube: new Map(),
      clause: -1,
      parents: [],
      context,
    }));
    entry.summaries = facts.filter((f) => f.pred === `S_${fn}`);
    entry.cone = facts.filter((f) => f.pred !== `S_${fn}`);
  }

  /** Analyses a new entry at once (depth first), unless it is already being analysed (recursion). */
  private async ensure(entry: CacheEntry): Promise<ArgResult | undefined> {
    if (entry.analysed || this.stack.has(entry)) return undefined;
    return this.analyse(entry);
  }

  private async analyse(e: CacheEntry): Promise<ArgResult | undefined> {
    this.stack.add(e);
    try {
      return await this.analyseBlock(e);
    } finally {
      this.stack.delete(e);
    }
  }

  /** Runs e's block from its root fact to its own fixpoint (calls answered by the cache). */
  private async analyseBlock(e: CacheEntry): Promise<ArgResult | undefined> {
    const { system, blocks, cache } = this.ctx;
    cache.stats.analyses++;
    const block = blocks.byFn.get(e.fn);
    if (!block) return undefined;
    const entryText = cubeFormula(e.root.cube, this.atoms(e.root.pred));
    const run: BlockRun = {
      e,
      deps: new Map(),
      locals: new Map(),
      available: new Map(),
      processed: new Set(),
      work: [e.root],
      contextAt: (pred) =>
        entryText === 'true' ? undefined : translate(system, entryText, e.root.pred, pred),
    };
    const pool = (pred: string): readonly Fact[] => {
      if (pred === block.entry) return run.processed.has(e.root) ? [e.root] : [];
      if (pred.startsWith('S_')) return (run.available.get(pred) ?? []).filter((f) => run.processed.has(f));
      return run.locals.get(pred) ?? [];
    };
    while (run.work.length > 0) {
      const f = run.work.shift() as Fact;
      run.processed.add(f);
      for (const i of block.clauses) {
        const c = system.clauses[i];
        for (const [pos, app] of c.apps.entries()) {
          if (app.pred !== f.pred) continue;
          const choices = c.apps.map((a, k) => (k === pos ? [f] : pool(a.pred)));
          for (const parents of combinations(choices)) {
            if (workNow() > this.ctx.deadline) return { kind: 'timeout' };
            const cubes = await clausePost(
              system,
              this.precision,
              c,
              parents,
              this.ctx.session,
              this.ctx.deadline,
            );
            if (cubes === undefined) return { kind: 'timeout' };
            if (!c.target) {
              if (cubes.length > 0) return { kind: 'counterexample', clause: i, parents };
              continue;
            }
            for (const cube of cubes) {
              const r = await this.derive(run, block.summary, cube, i, parents);
              if (r) return r;
            }
          }
        }
      }
    }
    e.deps = run.deps;
    e.locals = [...run.locals.values()].flat();
    e.analysed = true;
    if (!run.deps.has(e.key) && [...run.deps.keys()].every((d) => cache.entries.get(d)?.final))
      e.final = true;
    return undefined;
  }

  /** A new fact from clause i's post cube: a call asks for the callee's summary, others are kept unless covered. */
  private async derive(
    run: BlockRun,
    summary: string,
    cube: Cube,
    i: number,
    parents: readonly Fact[],
  ): Promise<ArgResult | undefined> {
    const { e } = run;
    const head = (this.ctx.system.clauses[i].target as { pred: string }).pred;
    if (head.startsWith('E_')) {
      // a call: reduce to the callee's entry cube, ask for its summary
      const callee = this.request(head.slice(2), {
        ...this.newFact(run, head, cube, i, parents),
        context: undefined,
      });
      const r = await this.ensure(callee);
      if (r) return r;
      this.offer(run, callee);
    } else if (head === summary) {
      if (e.summaries.some((s) => covers(s.cube, cube))) return undefined;
      e.summaries.push(this.newFact(run, head, cube, i, parents));
      e.version++;
    } else {
      const at = run.locals.get(head) ?? run.locals.set(head, []).get(head) ?? [];
      if (at.some((x) => covers(x.cube, cube))) return undefined;
      const x = this.newFact(run, head, cube, i, parents);
      at.push(x);
      run.work.push(x);
    }
    return this.derived > MAX_BAM_FACTS ? { kind: 'too-big' } : undefined;
  }

  private newFact(run: BlockRun, pred: string, cube: Cube, clause: number, parents: readonly Fact[]): Fact {
    this.derived++;
    const context = run.contextAt(pred);
    return { id: this.ctx.ids.next++, pred, cube, clause, parents, ...(context ? { context } : {}) };
  }

  /** Makes the callee entry's summaries available to the block (new ones to be processed). */
  private offer(run: BlockRun, entry: CacheEntry): void {
    run.deps.set(entry.key, entry.version);
    const pred = `S_${entry.fn}`;
    const have = run.available.get(pred) ?? run.available.set(pred, []).get(pred) ?? [];
    for (const s of entry.summaries) {
      if (have.includes(s)) continue;
      have.push(s);
      run.work.push(s);
    }
  }
}

/** The facts of `e`'s cone (its own and its callees', transitively) as formulas, for the store. */
export function coneFacts(e: CacheEntry, cache: BlockCache, precision: Precision): StoredFact[] {
  const seen = new Set<CacheEntry>();
  const out = new Map<string, StoredFact>();
  const visit = (x: CacheEntry): void => {
    if (seen.has(x)) return;
    seen.add(x);
    for (const f of [x.root, ...x.summaries, ...x.locals, ...x.cone]) {
      const formula = factFormula(f, precision.get(f.pred) ?? []);
      out.set(`${f.pred} ${formula}`, [f.pred, formula]);
    }
    for (const d of x.deps.keys()) {
      const y = cache.entries.get(d);
      if (y) visit(y);
    }
  };
  visit(e);
  return [...out.values()];
}
