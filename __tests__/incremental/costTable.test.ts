// The cost table: written with sorted keys and millisecond seconds, read back the same; a file that
// is missing, not JSON or of another format reads as empty, and bad entries are skipped.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCostTable, updateCostTable, writeCostTable } from '../../src/incremental/costTable';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-costs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the cost table', () => {
  it('round-trips, keys sorted and seconds to the millisecond', () => {
    const file = path.join(dir, 'a/costs.json');
    expect(
      writeCostTable(
        file,
        new Map([
          ['["src/b.c"]', 2.00049],
          ['["src/a.c"]', 19.3],
        ]),
      ),
    ).toBe(true);
    expect([...readCostTable(file)]).toEqual([
      ['["src/a.c"]', 19.3],
      ['["src/b.c"]', 2],
    ]);
  });

  it('reads a missing, broken or foreign file as empty and skips bad entries', () => {
    expect(readCostTable(path.join(dir, 'none.json')).size).toBe(0);
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, '{');
    expect(readCostTable(file).size).toBe(0);
    fs.writeFileSync(file, JSON.stringify({ format: 2, programs: { x: 1 } }));
    expect(readCostTable(file).size).toBe(0);
    fs.writeFileSync(file, JSON.stringify({ format: 1, programs: { x: -1, y: 'slow', z: 3 } }));
    expect([...readCostTable(file)]).toEqual([['z', 3]]);
  });
});

describe('updateCostTable', () => {
  it('takes the fresh seconds over the old and drops programs whose files are gone', () => {
    fs.mkdirSync(path.join(dir, 'repo/src'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'repo/src/kept.c'), '');
    const old = new Map([
      ['["src/kept.c"]', 5],
      ['["src/gone.c"]', 7],
      ['["src/new.c"]', 1],
    ]);
    const fresh = new Map([['["src/new.c"]', 2]]);
    expect([...updateCostTable(old, fresh, path.join(dir, 'repo'))].sort()).toEqual([
      ['["src/kept.c"]', 5],
      ['["src/new.c"]', 2],
    ]);
    expect(updateCostTable(old, fresh).size).toBe(3); // without a checkout nothing is dropped
  });
});
