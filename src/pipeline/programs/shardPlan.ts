// Programs dealt to the shards of a parallel matrix by cost: greedy longest-processing-time over
// the seconds each program took in an earlier run (a cost table, src/incremental/costTable.ts),
// programs without a recorded cost estimated from their source size at the table's seconds per
// byte. Deterministic: the same programs and table give every shard the same assignment (ties
// broken by path, then by the lowest shard), and its hash goes into each shard's report so that
// the merge step can tell shards that used different plans; the merge also checks that every
// program was verified by some shard (src/report/shardCheck.ts).

import fs from 'node:fs';
import path from 'node:path';
import { sha256 } from '../../incremental/fingerprint';
import type { Shard } from './programPlan';

/** A program's files relative to the repository root, `/`-separated, as one string (JSON). */
export function programKey(files: readonly string[], root: string): string {
  return JSON.stringify(relativeFiles(files, root));
}

export function relativeFiles(files: readonly string[], root: string): string[] {
  return files.map((f) => path.relative(root, path.resolve(f)).split(path.sep).join('/'));
}

/** Seconds per source byte when no program of the table has a recorded cost. */
const DEFAULT_SECONDS_PER_BYTE = 1e-4;

export interface ShardPlan {
  readonly count: number;
  /** Hash of the whole assignment (every program and its shard): equal in every shard of one matrix. */
  readonly hash: string;
  /** Program key → its shard (1-based). */
  readonly shardOf: ReadonlyMap<string, number>;
  /** Programs whose cost was estimated (no recorded cost). */
  readonly estimated: number;
  /** Each shard's expected seconds (index 0 = shard 1). */
  readonly loads: readonly number[];
}

/**
 * Deals `programs` to `count` shards by cost (longest first, each to the least loaded shard).
 * `costs`: seconds per program key, from an earlier run.
 */
export function planShards(
  programs: readonly (readonly string[])[],
  count: number,
  root: string,
  costs: ReadonlyMap<string, number>,
): ShardPlan {
  const items = programs.map((files) => {
    const key = programKey(files, root);
    return { key, bytes: sizeOf(files), recorded: costs.get(key) };
  });
  const known = items.filter((i) => i.recorded !== undefined);
  const knownBytes = known.reduce((a, i) => a + i.bytes, 0);
  const knownSeconds = known.reduce((a, i) => a + (i.recorded ?? 0), 0);
  const rate = knownBytes > 0 && knownSeconds > 0 ? knownSeconds / knownBytes : DEFAULT_SECONDS_PER_BYTE;
  // whole milliseconds: integer sums, so no rounding can differ between machines
  const costed = items.map((i) => ({
    key: i.key,
    ms: Math.max(1, Math.round(1000 * (i.recorded ?? i.bytes * rate))),
  }));
  costed.sort((a, b) => b.ms - a.ms || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const loads = new Array<number>(Math.max(1, count)).fill(0);
  const shardOf = new Map<string, number>();
  for (const item of costed) {
    let best = 0;
    for (let s = 1; s < loads.length; s++) if (loads[s] < loads[best]) best = s;
    loads[best] += item.ms;
    shardOf.set(item.key, best + 1);
  }
  const lines = [...shardOf].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, s]) => `${s} ${k}`);
  return {
    count,
    hash: sha256('shard-plan', String(count), ...lines).slice(0, 16),
    shardOf,
    estimated: items.length - known.length,
    loads: loads.map((ms) => ms / 1000),
  };
}

/** Whether `files` is this shard's program under `plan`. */
export function inPlan(plan: ShardPlan, shard: Shard, files: readonly string[], root: string): boolean {
  return plan.shardOf.get(programKey(files, root)) === shard.index;
}

function sizeOf(files: readonly string[]): number {
  let bytes = 0;
  for (const f of files) {
    try {
      bytes += fs.statSync(f).size;
    } catch {
      // a missing file is reported by the front end; it costs nothing here
    }
  }
  return bytes;
}
