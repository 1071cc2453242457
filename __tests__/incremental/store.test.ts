// The artifact store: records round-trip; unreadable, corrupted, re-filed, other-schema and
// other-PR records are ignored with a warning (never an exception).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ArtifactStore,
  STORE_SCHEMA,
  type StoredLineage,
  type StoredVerdict,
} from '../../src/incremental/store';

const KEY = 'ab'.repeat(32);
const OTHER = 'cd'.repeat(32);

function record(over: Partial<StoredVerdict> = {}): StoredVerdict {
  return {
    key: KEY,
    propertyId: 'main#1',
    verdict: 'unsafe',
    engine: 'bmc',
    seconds: 1.5,
    evidence: {
      kind: 'counterexample',
      inputs: [
        { source: 'nondet', name: '__VERIFIER_nondet_int', bits: '4294967295', width: 32, signed: true },
      ],
    },
    origin: { event: 'push', ref: 'refs/heads/main', sha: 'f'.repeat(40) },
    written: '2026-11-22T12:00:00.000Z',
    ...over,
  };
}

function fresh(): { dir: string; store: ArtifactStore; file: (key: string) => string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-store-'));
  const file = (key: string): string => path.join(dir, `v${STORE_SCHEMA}`, key.slice(0, 2), `${key}.json`);
  return { dir, store: new ArtifactStore(dir), file };
}

describe('artifact store', () => {
  it('returns what was put, and nothing for unknown keys', () => {
    const { store } = fresh();
    store.put(record());
    expect(store.get(KEY)).toEqual(record());
    expect(store.get(OTHER)).toBeUndefined();
    expect(store.get('../../etc/passwd')).toBeUndefined();
    expect(store.warnings).toEqual([]);
  });

  it('ignores a corrupted record (bad JSON, edited content, wrong shape) with a warning', () => {
    const { store, file } = fresh();
    store.put(record());
    fs.writeFileSync(file(KEY), '{"schema": 1, "key": ');
    expect(store.get(KEY)).toBeUndefined();
    store.put(record());
    const edited = fs.readFileSync(file(KEY), 'utf8').replace('"unsafe"', '"safe"');
    fs.writeFileSync(file(KEY), edited);
    expect(store.get(KEY)).toBeUndefined();
    fs.writeFileSync(file(KEY), JSON.stringify({ schema: 1, key: KEY }));
    expect(store.get(KEY)).toBeUndefined();
    expect(store.warnings.map((w) => w.message)).toEqual([
      'not valid JSON; ignored',
      'not a proofgate record; ignored',
      'not a proofgate record; ignored',
    ]);
  });

  it('keeps an exhaustive-runs certificate with its input domains, and refuses a malformed domain', () => {
    const { store } = fresh();
    const domains = [{ edgeId: 12, signed: true, lo: '-999', hi: '999' }];
    const safe = record({
      verdict: 'safe',
      engine: 'exhaustive-runs',
      evidence: { kind: 'exhaustive-runs', executions: 3998, domains },
    });
    store.put(safe);
    expect(store.get(KEY)).toEqual(safe);
    const bad = {
      ...safe,
      evidence: {
        kind: 'exhaustive-runs',
        executions: 3998,
        domains: [{ edgeId: 12, signed: true, lo: '-9e2', hi: '999' }],
      },
    };
    store.put(bad as StoredVerdict);
    expect(store.get(KEY)).toBeUndefined();
    expect(store.warnings.map((w) => w.message)).toEqual(['not a proofgate record; ignored']);
  });

  it('detects a changed value even when the shape stays valid', () => {
    const { store, file } = fresh();
    store.put(record());
    const text = fs.readFileSync(file(KEY), 'utf8').replace('"4294967295"', '"4294967294"');
    fs.writeFileSync(file(KEY), text);
    expect(store.get(KEY)).toBeUndefined();
    expect(store.warnings[0].message).toBe('checksum mismatch (corrupted or edited); ignored');
  });

  it('ignores a record filed under another key and one of another schema', () => {
    const { store, file } = fresh();
    store.put(record());
    fs.mkdirSync(path.dirname(file(OTHER)), { recursive: true });
    fs.copyFileSync(file(KEY), file(OTHER));
    expect(store.get(OTHER)).toBeUndefined();
    const raw = JSON.parse(fs.readFileSync(file(KEY), 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file(KEY), JSON.stringify({ ...raw, schema: 99 }));
    expect(store.get(KEY)).toBeUndefined();
    expect(store.warnings.map((w) => w.message)).toEqual([
      'filed under another key; ignored',
      `schema 99, expected ${STORE_SCHEMA}; ignored`,
    ]);
  });

  it('reuses a pull request’s records only inside that pull request', () => {
    const { store } = fresh();
    store.put(record({ origin: { event: 'pull_request', pr: 7 } }));
    expect(store.get(KEY, { pr: 7 })).toBeDefined();
    expect(store.get(KEY, { pr: 8 })).toBeUndefined();
    expect(store.get(KEY)).toBeUndefined();
    expect(store.warnings.map((w) => w.message)).toEqual([
      'written by pull request #7, not reused outside it',
      'written by pull request #7, not reused outside it',
    ]);
    store.put(record({ origin: { event: 'schedule' } }));
    expect(store.get(KEY, { pr: 8 })).toBeDefined();
  });

  it('turns an unwritable store into a warning', () => {
    const { dir, store } = fresh();
    fs.writeFileSync(path.join(dir, `v${STORE_SCHEMA}`), 'a file where a folder should be');
    store.put(record());
    expect(store.warnings[0].message).toMatch(/^cannot write/);
  });

  it('keeps lineage records apart from verdicts, with the same checks', () => {
    const { dir, store } = fresh();
    const lineage: StoredLineage = {
      key: KEY,
      entry: 'main',
      invariants: [
        {
          fn: 'main',
          role: 'loop',
          position: 0,
          shape: 'ef'.repeat(32),
          args: [{ id: 'local:i#0', width: 32 }],
          conjuncts: ['(bvule a0 #x000003e8)'],
        },
      ],
      counterexamples: [],
      origin: { event: 'push' },
      written: '2026-11-23T01:00:00.000Z',
    };
    store.putLineage(lineage);
    store.put(record());
    expect(store.getLineage(KEY)).toEqual(lineage);
    expect(store.get(KEY)).toEqual(record());
    const file = path.join(dir, `v${STORE_SCHEMA}`, 'lineage', KEY.slice(0, 2), `${KEY}.json`);
    // an edited conjunct breaks the checksum
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('000003e8', 'ffffffff'));
    expect(store.getLineage(KEY)).toBeUndefined();
    // a wrong shape (a conjunct that is no string) is not a lineage record
    fs.writeFileSync(
      file,
      JSON.stringify({ ...lineage, schema: STORE_SCHEMA, checksum: 'x', invariants: [{ conjuncts: [1] }] }),
    );
    expect(store.getLineage(KEY)).toBeUndefined();
    // written by another pull request: not read here
    store.putLineage({ ...lineage, origin: { event: 'pull_request', pr: 7 } });
    expect(store.getLineage(KEY, { pr: 8 })).toBeUndefined();
    expect(store.getLineage(KEY, { pr: 7 })).toBeDefined();
    expect(store.warnings.map((w) => w.message)).toEqual([
      'checksum mismatch (corrupted or edited); ignored',
      'not a proofgate record; ignored',
      'written by pull request #7, not reused outside it',
    ]);
  });
});
