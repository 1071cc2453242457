// The abstract reachability graph of block-abstraction memoization: each block (function) is
// analysed on its own from one reduced entry state, with the predicate abstraction of arg.ts. A
// call reduces the caller's state to the callee's entry cube and asks the cache for that block's
// summary (analysing it when new); the summary facts, restricted to that entry (their context),
// expand back into the caller through the call's return clause. Recursion: a block may ask for an
// entry that is still being computed and gets what it has so far; the analyses are repeated until
// no entry's summary changes (the fixpoint over the cache). A safety clause reachable in any
// block is an abstract counterexample whose derivation tree runs through the nested blocks (an
// entry's root fact is the caller's call-edge fact that first asked for it).

import type { HornSystem } from '../chc/horn';
import type { SolverSession } from '../../smt/session';
import { covers, cubeFormula, type Cube } from '../predicate/abstraction';
import { clausePost, combinations, factFormula, type Fact } from '../predicate/arg';
import type { Precision } from '../predicate/precision';
import { translate, type Blocks } from './blocks';
import type { BlockCache, CacheEntry, StoredFact, SummaryStore } from './blockCache';

export type BamArgResult =
  | { readonly kind: 'safe'; readonly facts: ReadonlyMap<string, readonly Fact[]> }
  | { readonly kind: 'counterexample'; readonly clause: number; readonly parents: readonly Fact[] }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'too-big' };

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
export async function bamArg(ctx: BamContext, precision: Precision, entryFn: string): Promise<BamArgResult> {
  const { system, blocks, cache } = ctx;
  const order: CacheEntry[] = [];
  let derived = 0;
  const atoms = (p: string): readonly string[] => precision.get(p) ?? [];

  /** Adds a cached entry and, for the certificate, the entries it used, to this fixpoint's entries. */
  const enlist = (e: CacheEntry): void => {
    if (order.includes(e)) return;
    order.push(e);
    for (const d of e.deps.keys()) {
      const x = cache.entries.get(d);
      if (x) enlist(x);
    }
  };
  const request = (fn: string, root: Fact): CacheEntry => {
    cache.stats.requests++;
    const key = cache.key(fn, root.cube, precision);
    const had = cache.entries.get(key);
    if (had) {
      cache.stats.hits++;
      if (had.imported) cache.stats.importedHits++;
      enlist(had);
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
    const stored = ctx.store?.load(
      fn,
      cubeFormula(root.cube, atoms(root.pred)),
      cache.precisionKey(fn, precision),
    );
    if (stored) {
      cache.stats.hits++;
      cache.stats.importedHits++;
      entry.imported = true;
      entry.final = true;
      entry.analysed = true;
      const facts = stored.map(([pred, context]) => ({
        id: ctx.ids.next++,
        pred,
        cube: new Map(),
        clause: -1,
        parents: [],
        context,
      }));
      entry.summaries = facts.filter((f) => f.pred === `S_${fn}`);
      entry.cone = facts.filter((f) => f.pred !== `S_${fn}`);
    }
    cache.entries.set(key, entry);
    order.push(entry);
    return entry;
  };
  /** Analyses a new entry at once (depth first), unless it is already being analysed (recursion). */
  const stack = new Set<CacheEntry>();
  const ensure = async (entry: CacheEntry): Promise<BamArgResult | undefined> => {
    if (entry.analysed || stack.has(entry)) return undefined;
    return analyse(entry);
  };

  const analyse = async (e: CacheEntry): Promise<BamArgResult | undefined> => {
    stack.add(e);
    try {
      return await analyseBlock(e);
    } finally {
      stack.delete(e);
    }
  };
  const analyseBlock = async (e: CacheEntry): Promise<BamArgResult | undefined> => {
    cache.stats.analyses++;
    const block = blocks.byFn.get(e.fn);
    if (!block) return undefined;
    const entryText = cubeFormula(e.root.cube, atoms(e.root.pred));
    const contextAt = (pred: string): string | undefined => {
      if (entryText === 'true') return undefined;
      return translate(system, entryText, e.root.pred, pred);
    };
    const deps = new Map<string, number>();
    const locals = new Map<string, Fact[]>();
    const available = new Map<string, Fact[]>(); // per callee summary predicate
    const processed = new Set<Fact>();
    const work: Fact[] = [e.root];
    const newFact = (pred: string, cube: Cube, clause: number, parents: readonly Fact[]): Fact => {
      derived++;
      const context = contextAt(pred);
      return { id: ctx.ids.next++, pred, cube, clause, parents, ...(context ? { context } : {}) };
    };
    const pool = (pred: string): readonly Fact[] => {
      if (pred === block.entry) return processed.has(e.root) ? [e.root] : [];
      if (pred.startsWith('S_')) return (available.get(pred) ?? []).filter((f) => processed.has(f));
      return locals.get(pred) ?? [];
    };
    const offer = (entry: CacheEntry): void => {
      deps.set(entry.key, entry.version);
      const pred = `S_${entry.fn}`;
      const have = available.get(pred) ?? available.set(pred, []).get(pred) ?? [];
      for (const s of entry.summaries) {
        if (have.includes(s)) continue;
        have.push(s);
        work.push(s);
      }
    };
    while (work.length > 0) {
      const f = work.shift() as Fact;
      processed.add(f);
      for (const i of block.clauses) {
        const c = system.clauses[i];
        for (const [pos, app] of c.apps.entries()) {
          if (app.pred !== f.pred) continue;
          const choices = c.apps.map((a, k) => (k === pos ? [f] : pool(a.pred)));
          for (const parents of combinations(choices)) {
            if (Date.now() > ctx.deadline) return { kind: 'timeout' };
            const cubes = await clausePost(system, precision, c, parents, ctx.session, ctx.deadline);
            if (cubes === undefined) return { kind: 'timeout' };
            if (!c.target) {
              if (cubes.length > 0) return { kind: 'counterexample', clause: i, parents };
              continue;
            }
            const head = c.target.pred;
            for (const cube of cubes) {
              if (head.startsWith('E_')) {
                // a call: reduce to the callee's entry cube, ask for its summary
                const callee = request(head.slice(2), {
                  ...newFact(head, cube, i, parents),
                  context: undefined,
                });
                const r = await ensure(callee);
                if (r) return r;
                offer(callee);
              } else if (head === block.summary) {
                if (e.summaries.some((s) => covers(s.cube, cube))) continue;
                e.summaries.push(newFact(head, cube, i, parents));
                e.version++;
              } else {
                const at = locals.get(head) ?? locals.set(head, []).get(head) ?? [];
                if (at.some((x) => covers(x.cube, cube))) continue;
                const x = newFact(head, cube, i, parents);
                at.push(x);
                work.push(x);
              }
              if (derived > MAX_BAM_FACTS) return { kind: 'too-big' };
            }
          }
        }
      }
    }
    e.deps = deps;
    e.locals = [...locals.values()].flat();
    e.analysed = true;
    if (!deps.has(e.key) && [...deps.keys()].every((d) => cache.entries.get(d)?.final)) e.final = true;
    return undefined;
  };

  // the entry function's block, from each cube its entry clause allows
  const main = blocks.byFn.get(entryFn);
  if (!main) return { kind: 'too-big' };
  for (const i of main.clauses) {
    const c = system.clauses[i];
    if (c.apps.length > 0 || c.target?.pred !== main.entry) continue;
    const cubes = await clausePost(system, precision, c, [], ctx.session, ctx.deadline);
    if (cubes === undefined) return { kind: 'timeout' };
    for (const cube of cubes)
      request(entryFn, { id: ctx.ids.next++, pred: main.entry, cube, clause: i, parents: [] });
  }
  // the fixpoint: analyse every entry whose callees' summaries changed since it last looked
  for (;;) {
    let ran = false;
    for (let k = 0; k < order.length; k++) {
      const e = order[k];
      if (e.final) continue;
      if (e.analysed && [...e.deps].every(([d, v]) => cache.entries.get(d)?.version === v)) continue;
      ran = true;
      const r = await analyse(e);
      if (r) return r;
    }
    if (!ran) break;
  }
  for (const e of order) e.final = true;
  const facts = new Map<string, Fact[]>(system.predicates.map(([p]) => [p, []]));
  for (const e of order) {
    for (const f of [e.root, ...e.summaries, ...e.locals, ...e.cone]) facts.get(f.pred)?.push(f);
  }
  return { kind: 'safe', facts };
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
