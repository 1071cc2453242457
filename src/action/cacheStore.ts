// Restores and saves the artifact store directory with the Actions cache. Keys carry the proofgate
// version, a hash of the options, a hash of the job's scope (shard, paths, ...) and the commit;
// restore keys fall back to the newest entry of the same scope, then of any scope with the same
// version and options (on a pull request GitHub offers the PR's own entries and the base branch's). Without the cache service (a local run, GHES without cache) the directory is used as
// it is. A cache failure is a warning, never a failed step.

import * as cache from '@actions/cache';
import * as core from '@actions/core';
import { createHash } from 'node:crypto';
import { KEEP_UNUSED_RUNS, type StoreSize } from '../incremental/storeMaintenance';
import type { ActionInputs } from './inputs';

export interface CacheKeys {
  readonly primary: string;
  readonly restore: readonly string[];
}

/**
 * Keys for the store: version, options (checks, data model, entry) and the run's scope (shard,
 * paths, exclude, headers, defines), so parallel jobs of a matrix never save over each other.
 * Restore falls back to the same scope's newest entry, then to any scope's with the same options:
 * every stored fact is re-checked before it is reused, so another job's store is a fair start.
 */
export function cacheKeys(version: string, optionsHash: string, sha: string, scopeHash = ''): CacheKeys {
  const options = `proofgate-${version}-${optionsHash.slice(0, 16)}-`;
  const scoped = scopeHash ? `${options}${scopeHash.slice(0, 12)}-` : options;
  return { primary: `${scoped}${sha}`, restore: scoped === options ? [options] : [scoped, options] };
}

/** A hash of what selects the programs a job verifies (shard, paths, exclude, include dirs, defines, compile commands). */
export function scopePrint(
  inputs: Pick<ActionInputs, 'shard' | 'paths' | 'exclude' | 'includeDirs' | 'defines' | 'compileCommands'>,
): string {
  const h = createHash('sha256');
  const shard = inputs.shard ? `${inputs.shard.index}/${inputs.shard.count}` : '';
  for (const part of [
    shard,
    ...inputs.paths,
    '\0',
    ...inputs.exclude,
    '\0',
    ...inputs.includeDirs,
    '\0',
    ...inputs.defines,
    '\0',
    inputs.compileCommands ?? '',
  ]) {
    h.update(part).update('\n');
  }
  return h.digest('hex');
}

/** The store's size after pruning, in one line for the log and the summary. */
export function storeLine(size: StoreSize): string {
  const mb = (b: number): string => `${(b / 1_048_576).toFixed(1)} MB`;
  const pruned =
    size.pruned > 0
      ? `; ${size.pruned} records unused for ${KEEP_UNUSED_RUNS} runs or from another version pruned (${mb(size.prunedBytes)})`
      : '';
  return `verdict cache: ${size.records} records, ${mb(size.bytes)}${pruned}.`;
}

function available(): boolean {
  try {
    return cache.isFeatureAvailable();
  } catch {
    return false;
  }
}

/** Restores `dir`; returns the key that hit, or undefined. */
export async function restoreStore(dir: string, keys: CacheKeys): Promise<string | undefined> {
  if (!available()) {
    core.info('proofgate: the Actions cache service is not available; using the cache directory as it is.');
    return undefined;
  }
  try {
    const hit = await cache.restoreCache([dir], keys.primary, [...keys.restore]);
    core.info(
      hit ? `proofgate: restored the verdict cache from ${hit}` : 'proofgate: no verdict cache to restore',
    );
    return hit;
  } catch (e) {
    core.warning(`proofgate: could not restore the verdict cache: ${(e as Error).message}`);
    return undefined;
  }
}

export async function saveStore(
  dir: string,
  keys: CacheKeys,
  restoredKey: string | undefined,
): Promise<void> {
  if (!available() || restoredKey === keys.primary) return;
  try {
    await cache.saveCache([dir], keys.primary);
    core.info(`proofgate: saved the verdict cache as ${keys.primary}`);
  } catch (e) {
    const what = e instanceof cache.ReserveCacheError ? 'another job saved it first' : (e as Error).message;
    core.warning(`proofgate: could not save the verdict cache: ${what}`);
  }
}
