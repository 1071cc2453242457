// The cache of block-abstraction memoization: per (block, reduced entry state, precision) the
// block's summary. The reduced entry state is a cube over the atoms of the block's entry predicate
// (the caller's state projected onto the callee's parameters and globals); the precision is that
// of every predicate in the block's cone. An entry keeps the facts its last analysis derived, the
// entries it asked (calls) with the versions it saw, and whether it is final: analysed with every
// callee final, so no later analysis can change it. Entries of a recursion are final only when the
// fixpoint over them converges. Entries may come from an earlier run (`SummaryStore`): then they are
// hints, used as facts without a derivation, and re-checked with the rest in the certificate.

import type { Fact } from '../predicate/arg';
import type { Cube } from '../predicate/abstraction';
import type { Precision } from '../predicate/precision';
import type { Blocks } from './blocks';

export interface CacheEntry {
  readonly key: string;
  readonly fn: string;
  /** The block's entry fact (E_f with the reduced entry cube). */
  readonly root: Fact;
  summaries: Fact[];
  /** The facts of the block's own loop heads (for the certificate). */
  locals: Fact[];
  /** Imported: the facts of the whole cone the earlier run stored with it (for the certificate). */
  cone: Fact[];
  /** Entries this block's last analysis asked, with the version of each it used. */
  deps: Map<string, number>;
  version: number;
  analysed: boolean;
  final: boolean;
  /** Read from the store of an earlier run. */
  imported: boolean;
}

export interface CacheStats {
  /** Summaries asked for (calls reached with a reduced entry state). */
  requests: number;
  /** Asked for and found in the cache (analysed, in progress, or imported). */
  hits: number;
  /** Found among the entries of an earlier run. */
  importedHits: number;
  /** Block analyses run. */
  analyses: number;
}

/** A fact of a stored summary: a predicate of the block's cone and a formula over its parameters. */
export type StoredFact = readonly [pred: string, formula: string];

/**
 * What an earlier run left: per (function, entry formula, cone precision) the facts of the
 * block's cone when its analysis was final (its summaries S_f and what proves them).
 */
export interface SummaryStore {
  /** Undefined when nothing was stored under the key. */
  load(fn: string, entry: string, precision: string): readonly StoredFact[] | undefined;
  save(fn: string, entry: string, precision: string, facts: readonly StoredFact[]): void;
  /** The precision the last run ended with (atoms per predicate). */
  loadPrecision(): Precision | undefined;
  savePrecision(p: Precision): void;
}

export class BlockCache {
  readonly entries = new Map<string, CacheEntry>();
  readonly stats: CacheStats = { requests: 0, hits: 0, importedHits: 0, analyses: 0 };

  constructor(private readonly blocks: Blocks) {}

  /** The precision text of `fn`'s cone: the atoms of every predicate of every function in it. */
  precisionKey(fn: string, precision: Precision): string {
    const parts: string[] = [];
    for (const g of this.blocks.cone.get(fn) ?? [fn]) {
      const block = this.blocks.byFn.get(g);
      for (const p of [...(block?.preds ?? [])].sort())
        parts.push(`${p}:${(precision.get(p) ?? []).join('|')}`);
    }
    return parts.join('\n');
  }

  key(fn: string, cube: Cube, precision: Precision): string {
    return `${fn}\n${cubeKey(cube)}\n${this.precisionKey(fn, precision)}`;
  }
}

export function cubeKey(cube: Cube): string {
  return [...cube]
    .sort(([a], [b]) => a - b)
    .map(([i, v]) => `${v ? '' : '!'}${i}`)
    .join(',');
}
