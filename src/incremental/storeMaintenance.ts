// Keeping the artifact store small: every record read (and reused) or written gets its file's
// modification time set to now (store.ts), and a ledger (`runs.json`) keeps the start times of the
// last runs. A record whose file was not touched since the oldest of the last KEEP_UNUSED_RUNS
// runs started has been unused for that many runs and is deleted; so is every record a run of
// another proofgate version left (their keys contain the version, so nothing reads them again),
// and every folder of another store schema. Returns the store's size for the reports.

import fs from 'node:fs';
import path from 'node:path';
import { STORE_SCHEMA } from './store';

/** Records unused for this many runs are pruned. */
export const KEEP_UNUSED_RUNS = 20;
const LEDGER = 'runs.json';

export interface StoreSize {
  readonly records: number;
  readonly bytes: number;
  readonly pruned: number;
  readonly prunedBytes: number;
}

interface Ledger {
  readonly version: string;
  readonly starts: readonly number[];
}

/**
 * Prunes the store in `dir` after a run of proofgate `version` that started at `runStarted` (ms)
 * and returns its size. A store that cannot be read is left alone (size 0).
 */
export function maintainStore(
  dir: string,
  runStarted: number,
  version: string,
  keepRuns = KEEP_UNUSED_RUNS,
): StoreSize {
  if (!fs.existsSync(dir)) return { records: 0, bytes: 0, pruned: 0, prunedBytes: 0 };
  const ledger = readLedger(path.join(dir, LEDGER));
  // a store without a ledger (its first maintenance) is taken as this version's
  const versionChanged = ledger !== undefined && ledger.version !== version;
  const starts = [...(ledger && !versionChanged ? ledger.starts : []), runStarted].slice(-keepRuns);
  // not touched since the oldest of the last keepRuns runs began (after a version change: by this run)
  const cutoff = versionChanged ? runStarted : starts.length >= keepRuns ? starts[0] : -Infinity;
  const size = { records: 0, bytes: 0, pruned: 0, prunedBytes: 0 };
  for (const entry of safeList(dir)) {
    const at = path.join(dir, entry);
    if (/^v\d+$/.test(entry)) {
      if (entry === `v${STORE_SCHEMA}`) walk(at, cutoff, size);
      else prune(at, size); // another store schema: nothing reads it
    }
  }
  try {
    fs.writeFileSync(path.join(dir, LEDGER), JSON.stringify({ version, starts } satisfies Ledger));
  } catch {
    // a read-only store is still a store; it is pruned another time
  }
  return size;
}

function readLedger(file: string): Ledger | undefined {
  try {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Ledger>;
    if (typeof raw.version !== 'string' || !Array.isArray(raw.starts)) return undefined;
    return { version: raw.version, starts: raw.starts.filter((s) => typeof s === 'number') };
  } catch {
    return undefined;
  }
}

function safeList(dir: string): string[] {
  try {
    return fs.readdirSync(dir).sort();
  } catch {
    return [];
  }
}

function walk(
  dir: string,
  cutoff: number,
  size: { records: number; bytes: number; pruned: number; prunedBytes: number },
): void {
  for (const entry of safeList(dir)) {
    const at = path.join(dir, entry);
    let st: fs.Stats;
    try {
      st = fs.statSync(at);
    } catch {
      continue;
    }
    if (st.isDirectory()) walk(at, cutoff, size);
    else if (entry.endsWith('.json')) {
      if (st.mtimeMs < cutoff) {
        fs.rmSync(at, { force: true });
        size.pruned++;
        size.prunedBytes += st.size;
      } else {
        size.records++;
        size.bytes += st.size;
      }
    }
  }
}

/** Deletes a folder of records, counting them as pruned. */
function prune(dir: string, size: { pruned: number; prunedBytes: number }): void {
  const count = { records: 0, bytes: 0, pruned: 0, prunedBytes: 0 };
  walk(dir, Infinity, count);
  size.pruned += count.pruned;
  size.prunedBytes += count.prunedBytes;
  fs.rmSync(dir, { recursive: true, force: true });
}
