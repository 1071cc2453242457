// Block-abstraction memoization with CEGAR (`--engine bam`): the predicate analysis run block by
// block (bamArg.ts) with summaries cached under (block, reduced entry cube, cone precision). The
// cache lives across refinements: a block whose cone's precision did not change keeps its
// summaries. A spurious counterexample (a derivation tree through nested blocks) is refined like
// the predicate analysis' (refine.ts); a feasible one leaves its property to BMC for the trace.
// With a `SummaryStore`, the summaries of an earlier run are used as hints (they are part of the
// certificate, which is re-checked), and the final ones are stored for the next run.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { SolverCrashed, type SolverSession } from '../../smt/session';
import type { EngineVerdict } from '../result';
import { hornSystem } from '../chc/hornClauses';
import type { HornSystem } from '../chc/horn';
import { factDefinitions, type Fact } from '../predicate/arg';
import { cubeFormula } from '../predicate/abstraction';
import { refinePath } from '../predicate/refine';
import { atomsOf, extend, type Precision } from '../predicate/precision';
import { FEASIBLE } from '../predicate/predicateEngine';
import { blocksOf, type Blocks } from './blocks';
import { BlockCache, type CacheStats, type SummaryStore } from './blockCache';
import { bamArg, coneFacts } from './bamArg';

export interface BamOptions {
  readonly entry: string;
  readonly deadline: number;
  readonly skip?: ReadonlySet<string>;
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

export async function runBam(
  cfa: ProgramCfa,
  session: SolverSession,
  options: BamOptions,
): Promise<BamResult> {
  const answers = new Map<string, EngineVerdict>();
  const skip = new Set(options.skip ?? []);
  let cache: BlockCache | undefined;
  let store = options.store;
  let usedImports = false;
  const stats = (): BamStats => ({
    ...(cache?.stats ?? { requests: 0, hits: 0, importedHits: 0, analyses: 0 }),
    refinements,
    entries: cache?.entries.size ?? 0,
    importsDropped: options.store !== undefined && store === undefined,
  });
  const open = (): string[] => propertyIds(cfa).filter((id) => !skip.has(id) && !answers.has(id));
  const rest = (v: EngineVerdict): BamResult => {
    for (const id of open()) answers.set(id, v);
    return { answers, stats: stats(), usedImports };
  };
  let refinements = 0;
  let system: HornSystem | undefined;
  let blocks: Blocks | undefined;
  const ids = { next: 0 };
  let precision: Precision = new Map();
  for (;;) {
    if (open().length === 0) return { answers, stats: stats(), usedImports };
    try {
      if (!system) {
        system = hornSystem(cfa, options.entry, new Set([...skip, ...answers.keys()]));
        blocks = blocksOf(system);
        if (!blocks) return rest({ verdict: 'unknown', reason: 'bam: the clauses do not split into blocks' });
        const stats0 = cache?.stats;
        cache = new BlockCache(blocks);
        if (stats0) Object.assign(cache.stats, stats0);
        if (precision.size === 0 && store)
          precision = await checkedPrecision(system, store.loadPrecision(), session);
      }
    } catch (e) {
      if (e instanceof EncodeUnsupported)
        return rest({ verdict: 'unknown', reason: `bam: unsupported: ${e.feature}` });
      throw e;
    }
    const c = cache as BlockCache;
    try {
      const arg = await bamArg(
        {
          system,
          blocks: blocks as Blocks,
          cache: c,
          session,
          deadline: options.deadline,
          ids,
          ...(store ? { store } : {}),
        },
        precision,
        options.entry,
      );
      if (arg.kind === 'timeout') return rest({ verdict: 'unknown', reason: 'bam: timeout' });
      if (arg.kind === 'too-big')
        return rest({ verdict: 'unknown', reason: 'bam: the block analyses grew too big' });
      if (arg.kind === 'safe') {
        usedImports = [...c.entries.values()].some((e) => e.imported);
        const model = factDefinitions(system, precision, arg.facts);
        if (options.store) saveFinal(options.store, c, precision);
        return rest({ verdict: 'safe', certificate: { kind: 'horn-solution', model } });
      }
      const tree = derivation(arg.parents);
      if (tree.some((f) => f.clause < 0)) {
        // an earlier run's summary on the path: it cannot be refined; go on without those hints
        store = undefined;
        for (const [k, e] of c.entries) if (e.imported) c.entries.delete(k);
        for (const e of c.entries.values()) if (!e.imported) e.final = false;
        continue;
      }
      const property = system.clauses[arg.clause].propertyId;
      const refined = await refinePath(system, arg.clause, arg.parents, session, options.deadline);
      if (refined.kind === 'feasible') {
        if (property === undefined) return rest({ verdict: 'unknown', reason: FEASIBLE });
        answers.set(property, { verdict: 'unknown', reason: FEASIBLE });
        system = undefined;
        continue;
      }
      if (refined.kind === 'unknown') return rest({ verdict: 'unknown', reason: `bam: ${refined.reason}` });
      refinements++;
      let next = { precision, changed: false };
      for (const level of refined.levels) {
        next = extend(precision, level);
        if (next.changed) break;
      }
      if (!next.changed)
        return rest({ verdict: 'unknown', reason: 'bam: refinement found no new predicates' });
      precision = next.precision;
    } catch (e) {
      if (e instanceof SolverCrashed) return rest({ verdict: 'unknown', reason: `bam: ${e.reason}` });
      throw e;
    }
  }
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
