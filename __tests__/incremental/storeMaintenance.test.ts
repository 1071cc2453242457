// Pruning the artifact store: records untouched for the last N runs go, records read or written by
// a run stay; a proofgate version change prunes what the new version did not use; folders of
// another store schema go; the size reported counts what is left.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { maintainStore } from '../../src/incremental/storeMaintenance';
import { STORE_SCHEMA } from '../../src/incremental/store';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function record(dir: string, name: string, at: number): string {
  const file = path.join(dir, `v${STORE_SCHEMA}`, name.slice(0, 2), `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '{"x":1}');
  fs.utimesSync(file, new Date(at), new Date(at));
  return file;
}

describe('maintainStore', () => {
  it('prunes records unused for the last N runs, and other schemas', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-prune-'));
    dirs.push(dir);
    const t0 = 1_700_000_000_000;
    const old = record(dir, 'aa11', t0);
    const used = record(dir, 'bb22', t0);
    const stale = path.join(dir, 'v1', 'cc', 'cc33.json');
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, '{}');
    // runs one hour apart; `used` is read by each, `old` by none
    const runAt = (run: number): number => t0 + run * 3_600_000;
    const runWith = (run: number): ReturnType<typeof maintainStore> => {
      fs.utimesSync(used, new Date(runAt(run) + 5), new Date(runAt(run) + 5));
      return maintainStore(dir, runAt(run), '1.0.0', 3);
    };
    let size = runWith(1);
    expect(size).toMatchObject({ records: 2, pruned: 1 }); // the v1 record
    expect(fs.existsSync(path.join(dir, 'v1'))).toBe(false);
    runWith(2);
    expect(fs.existsSync(old)).toBe(true); // unused in 2 runs
    size = runWith(3);
    expect(fs.existsSync(old)).toBe(false); // unused in 3 runs
    expect(fs.existsSync(used)).toBe(true);
    expect(size).toEqual({ records: 1, bytes: 7, pruned: 1, prunedBytes: 7 });
  });

  it('prunes what a new version did not use', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-prune-'));
    dirs.push(dir);
    const t0 = 1_700_000_000_000;
    record(dir, 'aa11', t0);
    maintainStore(dir, t0 + 1, '1.0.0');
    const kept = record(dir, 'bb22', t0 + 10_000);
    const size = maintainStore(dir, t0 + 5_000, '1.1.0');
    expect(size).toMatchObject({ records: 1, pruned: 1 });
    expect(fs.existsSync(kept)).toBe(true);
  });

  it('leaves a missing store alone', () => {
    expect(maintainStore('/nonexistent/proofgate', 1, '1.0.0')).toEqual({
      records: 0,
      bytes: 0,
      pruned: 0,
      prunedBytes: 0,
    });
  });
});
