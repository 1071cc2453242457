// Restores and saves the artifact store directory with the Actions cache. Keys carry the proofgate
// version, a hash of the options and the commit; restore keys fall back to the newest entry with the
// same version and options (on a pull request GitHub offers the PR's own entries and the base
// branch's). Without the cache service (a local run, GHES without cache) the directory is used as
// it is. A cache failure is a warning, never a failed step.

import * as cache from '@actions/cache';
import * as core from '@actions/core';

export interface CacheKeys {
  readonly primary: string;
  readonly restore: readonly string[];
}

export function cacheKeys(version: string, optionsHash: string, sha: string): CacheKeys {
  const prefix = `proofgate-${version}-${optionsHash.slice(0, 16)}-`;
  return { primary: `${prefix}${sha}`, restore: [prefix] };
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
