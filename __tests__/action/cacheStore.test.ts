// The Actions cache keys: the job's scope (shard, paths, exclude, ...) is in the key, so parallel
// shards never save over each other; restore falls back to the same scope, then to any scope.

import { describe, expect, it } from 'vitest';
import { cacheKeys, scopePrint, storeLine } from '../../src/action/cacheStore';

const inputs = { paths: ['src'], exclude: [], includeDirs: [], defines: [] };

describe('cacheKeys', () => {
  it('differ by shard, paths and exclude, and fall back to the same options', () => {
    const one = cacheKeys(
      '1.0.0',
      'o'.repeat(64),
      'sha',
      scopePrint({ ...inputs, shard: { index: 1, count: 2 } }),
    );
    const two = cacheKeys(
      '1.0.0',
      'o'.repeat(64),
      'sha',
      scopePrint({ ...inputs, shard: { index: 2, count: 2 } }),
    );
    const other = cacheKeys('1.0.0', 'o'.repeat(64), 'sha', scopePrint({ ...inputs, exclude: ['src/x/**'] }));
    expect(new Set([one.primary, two.primary, other.primary]).size).toBe(3);
    expect(one.restore).toHaveLength(2);
    expect(one.primary.startsWith(one.restore[0] as string)).toBe(true);
    expect(one.restore[1]).toBe(`proofgate-1.0.0-${'o'.repeat(16)}-`);
    expect(two.restore[1]).toBe(one.restore[1]);
    expect(scopePrint({ ...inputs, paths: ['lib'] })).not.toBe(scopePrint(inputs));
  });

  it("says the store's size in one line", () => {
    expect(storeLine({ records: 12, bytes: 3_145_728, pruned: 0, prunedBytes: 0 })).toBe(
      'verdict cache: 12 records, 3.0 MB.',
    );
    expect(storeLine({ records: 1, bytes: 0, pruned: 2, prunedBytes: 1_048_576 })).toContain(
      '2 records unused for 20 runs',
    );
  });
});
