// Block-abstraction memoization with CEGAR (`--engine bam`): the predicate analysis run block by
// block (bamArg.ts) with summaries cached under (block, reduced entry cube, cone precision). The
// cache lives across refinements: a block whose cone's precision did not change keeps its
// summaries. A spurious counterexample (a derivation tree through nested blocks) is refined like
// the predicate analysis' (refine.ts); a feasible one leaves its property to BMC for the trace.
// With a `SummaryStore`, the summaries of an earlier run are used as hints (they are part of the
// certificate, which is re-checked), and the final ones are stored for the next run. The CEGAR
// loop itself is cegar.ts; this file plugs the block analyses and the cache into it.

import type { ProgramCfa } from '../../ir/cfa';
import type { SolverSession } from '../../smt/session';
import type { EngineVerdict } from '../../encodings/result';
import type { HornSystem } from '../../encodings/horn/horn';
import type { ArgResult, Fact } from '../predicate/arg';
import { cubeFormula } from '../predicate/abstraction';
import { atomsOf, type Precision } from '../predicate/precision';
import { PredicateAbstraction, runCegar, type CegarOptions, type Stop } from '../predicate/cegar';
import { blocksOf, type Blocks } from './blocks';
import { BlockCache, type CacheStats, type SummaryStore } from './blockCache';
import { bamArg, coneFacts } from './bamArg';
import { inSession, type Engine, type EngineOutcome } from '../engine';

export interface BamOptions extends CegarOptions {
  readonly store?: SummaryStore;
}

export interface BamStats extends CacheStats {
  refinements: number;
  /** Entries in the cache at the end. */
  entries: number;
  /** The earlier run's summaries were on a counterexample and were dropped. */
  importsDropped: boolean;
}

export interface BamResult {
  readonly answers: Map<string, EngineVerdict>;
  readonly stats: BamStats;
  /** Imported summaries are part of the SAFE certificate. */
  readonly usedImports: boolean;
}

/** The block analyses under the precision, with the cache kept across refinements. */
class BamAnalysis extends PredicateAbstraction {
  private cache: BlockCache | undefined;
  /** The earlier run's summaries; undefined once one of them was on a counterexample. */
  private store: SummaryStore | undefined;
  usedImports = false;
  private blocks: Blocks | undefined;
  private readonly ids = { next: 0 };

  constructor(
    private readonly session: SolverSession,
    private readonly options: BamOptions,
  ) {
    super('bam', 'the block analyses grew too big', { refinements: 0 });
    this.store = options.store;
  }

  override async start(system: HornSystem): Promise<Stop | undefined> {
    await super.start(system);
    this.blocks = blocksOf(system);
    if (!this.blocks) return { cause: 'unsupported', reason: 'the clauses do not split into blocks' };
    const stats0 = this.cache?.stats;
    this.cache = new BlockCache(this.blocks);
    if (stats0) Object.assign(this.cache.stats, stats0);
    if (this.precision.size === 0 && this.store)
      this.precision = await checkedPrecision(system, this.store.loadPrecision(), this.session);
    return undefined;
  }

  protected async build(system: HornSystem): Promise<ArgResult> {
    const cache = this.cache as BlockCache;
    for (;;) {
      const arg = await bamArg(
        {
          system,
          blocks: this.blocks as Blocks,
          cache,
          session: this.session,
          deadline: this.options.deadline,
          ids: this.ids,
          ...(this.store ? { store: this.store } : {}),
        },
        this.precision,
        this.options.entry,
      );
      if (arg.kind !== 'counterexample' || derivation(arg.parents).every((f) => f.clause >= 0)) return arg;
      // an earlier run's summary on the path: it cannot be refined; go on without those hints
      this.store = undefined;
      for (const [k, e] of cache.entries) if (e.imported) cache.entries.delete(k);
      for (const e of cache.entries.values()) if (!e.imported) e.final = false;
    }
  }

  protected safe(): void {
    const cache = this.cache as BlockCache;
    this.usedImports = [...cache.entries.values()].some((e) => e.imported);
    if (this.options.store) saveFinal(this.options.store, cache, this.precision);
  }

  stats(): BamStats {
    return {
      ...(this.cache?.stats ?? { requests: 0, hits: 0, importedHits: 0, analyses: 0 }),
      refinements: this.counts.refinements,
      entries: this.cache?.entries.size ?? 0,
      importsDropped: this.options.store !== undefined && this.store === undefined,
    };
  }
}

export async function runBam(
  cfa: ProgramCfa,
  session: SolverSession,
  options: BamOptions,
): Promise<BamResult> {
  const engine = new BamAnalysis(session, options);
  const answers = await runCegar(cfa, session, options, engine);
  return { answers, stats: engine.stats(), usedImports: engine.usedImports };
}

/** Every fact of the derivation trees of `roots`. */
function derivation(roots: readonly Fact[]): Fact[] {
  const out = new Set<Fact>();
  const todo = [...roots];
  while (todo.length > 0) {
    const f = todo.pop() as Fact;
    if (out.has(f)) continue;
    out.add(f);
    todo.push(...f.parents);
  }
  return [...out];
}

/** Stores the final entries' cone facts and the precision, for the next run. */
function saveFinal(store: SummaryStore, cache: BlockCache, precision: Precision): void {
  store.savePrecision(precision);
  for (const e of cache.entries.values()) {
    if (!e.final || e.imported || e.key !== cache.key(e.fn, e.root.cube, precision)) continue;
    const entry = cubeFormula(e.root.cube, precision.get(e.root.pred) ?? []);
    store.save(e.fn, entry, cache.precisionKey(e.fn, precision), coneFacts(e, cache, precision));
  }
}

/**
 * The stored precision restricted to atoms that are well-formed over today's predicates (an atom
 * the solver rejects, or over a predicate that no longer exists, is dropped): a hint only.
 */
async function checkedPrecision(
  system: HornSystem,
  stored: Precision | undefined,
  session: SolverSession,
): Promise<Precision> {
  const out = new Map<string, string[]>();
  if (!stored) return out;
  const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
  for (const [pred, atoms] of stored) {
    const ss = sorts.get(pred);
    if (!ss || !Array.isArray(atoms)) continue;
    const params = ss.map((s, i) => `(a${i} ${s})`).join(' ');
    const kept: string[] = [];
    for (const a of atoms) {
      if (typeof a !== 'string' || !atomsOf(a, ss.length).includes(a)) continue;
      await session.push();
      try {
        await session.add(`(define-fun atom!check (${params}) Bool ${a})`);
        kept.push(a);
      } catch {
        // not well-sorted here
      } finally {
        await session.pop();
      }
    }
    if (kept.length > 0) out.set(pred, kept.slice(0, 16));
  }
  return out;
}

export interface BamOutcome extends EngineOutcome {
  /** The earlier run's summaries are part of the SAFE certificate. */
  readonly usedImports: boolean;
}

/** BAM as an engine, starting from the summaries in `store` (hints of earlier runs) when given. */
export function bamEngine(store?: SummaryStore): Engine<BamOutcome> {
  return {
    name: 'bam',
    run: (task, ctx) =>
      inSession(ctx, async (session) => {
        const options = { entry: task.entry, deadline: ctx.deadline, skip: task.skip };
        const r = await runBam(task.cfa, session, { ...options, ...(store ? { store } : {}) });
        ctx.figures?.({ ...r.stats, importsDropped: r.stats.importsDropped ? 1 : 0 });
        return { answers: r.answers, usedImports: r.usedImports };
      }),
  };
}
