// The cost table: seconds each program took when last verified, keyed by its files relative to the
// repository root (pipeline/programs/shardPlan.ts, programKey). Shards deal programs by it; the
// unsharded run and the merge job of a matrix write it. A table that cannot be read or is not one
// is empty (programs are then estimated by size): costs only balance shards, they decide no verdict.
// The Action keeps it in its own cache entry (action/costCache.ts), one per repository.

import fs from 'node:fs';
import path from 'node:path';

export const COST_TABLE_FORMAT = 1;

export function readCostTable(file: string): Map<string, number> {
  const table = new Map<string, number>();
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return table;
  }
  const r = raw as { format?: unknown; programs?: unknown } | null;
  if (!r || typeof r !== 'object' || r.format !== COST_TABLE_FORMAT) return table;
  if (!r.programs || typeof r.programs !== 'object') return table;
  for (const [key, seconds] of Object.entries(r.programs as Record<string, unknown>)) {
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) table.set(key, seconds);
  }
  return table;
}

/** Writes `table` (keys sorted, seconds to the millisecond); false when it could not be written. */
export function writeCostTable(file: string, table: ReadonlyMap<string, number>): boolean {
  const programs = Object.fromEntries(
    [...table]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, s]) => [k, Math.round(s * 1000) / 1000]),
  );
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ format: COST_TABLE_FORMAT, programs }, null, 1)}\n`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The next table: `fresh` seconds over `old`; entries of programs whose files are gone from `root`
 * (renamed or deleted since) are dropped, so the table does not grow forever.
 */
export function updateCostTable(
  old: ReadonlyMap<string, number>,
  fresh: ReadonlyMap<string, number>,
  root?: string,
): Map<string, number> {
  const next = new Map(old);
  for (const [k, s] of fresh) next.set(k, s);
  if (root === undefined) return next;
  for (const k of [...next.keys()]) {
    if (fresh.has(k)) continue;
    let files: unknown;
    try {
      files = JSON.parse(k);
    } catch {
      files = undefined;
    }
    const gone =
      !Array.isArray(files) || files.some((f) => typeof f !== 'string' || !fs.existsSync(path.join(root, f)));
    if (gone) next.delete(k);
  }
  return next;
}
