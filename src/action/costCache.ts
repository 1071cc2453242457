// The cost table in the Actions cache: one entry per repository and proofgate version, apart from
// the verdict stores (those are per job scope, so the shards of a matrix would restore different
// tables). A pull request's shards restore the table saved for its base commit when there is one,
// so every shard of the matrix deals the programs alike; else the newest. Unsharded runs and the
// merge job of a matrix write the table from the seconds they measured. Costs only balance shards:
// a lost, stale or forged table changes which job verifies a program, never a verdict, and the
// merge job checks that every program was verified by some shard.

import path from 'node:path';
import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { readCostTable, updateCostTable, writeCostTable } from '../incremental/costTable';
import { VERSION } from '../version';

export const COSTS_DIR = '.proofgate/costs';

export function costsFile(workspace: string): string {
  return path.join(workspace, COSTS_DIR, 'costs.json');
}

function prefix(): string {
  return `proofgate-costs-${VERSION}-`;
}

function available(): boolean {
  try {
    return cache.isFeatureAvailable();
  } catch {
    return false;
  }
}

/** Restores the table (of `preferred`'s commit if saved, else the newest) and reads it; empty if none. */
export async function restoreCosts(workspace: string, preferred: string): Promise<Map<string, number>> {
  if (available()) {
    try {
      const hit = await cache.restoreCache([path.join(workspace, COSTS_DIR)], `${prefix()}${preferred}`, [
        prefix(),
      ]);
      core.info(
        hit ? `proofgate: restored the cost table from ${hit}` : 'proofgate: no cost table to restore',
      );
    } catch (e) {
      core.info(
        `proofgate: could not restore the cost table (shards are dealt by size): ${(e as Error).message}`,
      );
    }
  }
  return readCostTable(costsFile(workspace));
}

/** Writes the table updated with `seconds` (programs gone from `root` dropped) and saves it for `sha`. */
export async function saveCosts(
  workspace: string,
  old: ReadonlyMap<string, number>,
  seconds: ReadonlyMap<string, number>,
  sha: string,
  root?: string,
): Promise<void> {
  if (seconds.size === 0) return;
  if (!writeCostTable(costsFile(workspace), updateCostTable(old, seconds, root))) return;
  if (!available()) return;
  try {
    await cache.saveCache([path.join(workspace, COSTS_DIR)], `${prefix()}${sha}`);
    core.info(`proofgate: saved the cost table as ${prefix()}${sha}`);
  } catch (e) {
    // another job of the same commit saved it first: its costs serve as well
    core.info(`proofgate: the cost table was not saved: ${(e as Error).message}`);
  }
}
