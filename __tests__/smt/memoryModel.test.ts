// The object table of the memory model: ids from 1 (0 is null) up to, not including, the all-ones
// id, which is the high bits of a negative integer (valueSets.ts leaves it out of every case split).

import { describe, expect, it } from 'vitest';
import { ObjectTable, memoryLayout, EncodeUnsupported } from '../../src/smt/memoryModel';
import { ILP32 } from '../../src/frontend/dataModel';

describe('ObjectTable', () => {
  it('never issues the all-ones object id', () => {
    const table = new ObjectTable(memoryLayout(ILP32), ILP32);
    let last = 0;
    expect(() => {
      for (let i = 0; i < 2000; i++) last = table.object(`o${i}`, 4, 'x').id;
    }).toThrow(EncodeUnsupported);
    expect(last).toBe(2 ** 10 - 2);
  });
});
