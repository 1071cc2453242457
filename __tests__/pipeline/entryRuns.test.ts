// runEntries: the budget running out part-way leaves every entry not started UNKNOWN (so a later
// harness's property is never SAFE on the earlier ones' proofs), and the first entry is charged
// the program's own front end. Time is simulated (fake Date), no speed is assumed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runEntries } from '../../src/pipeline/entryRuns';
import { BUDGET_EXHAUSTED } from '../../src/pipeline/runLimits';
import type { ReportedAnswer } from '../../src/pipeline/answers';

const safe = (propertyId: string): ReportedAnswer => ({
  propertyId,
  engine: 'bmc',
  seconds: 0,
  result: { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: 1 } },
});

describe('runEntries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('answers UNKNOWN (budget exhausted) for every entry after the budget ran out', async () => {
    const started: string[] = [];
    const runs = await runEntries(
      ['h1', 'h2', 'h3'],
      ['p#1', 'p#2'],
      { timeoutSeconds: 10, budgetSeconds: 5, runStarted: Date.now(), programStarted: Date.now() },
      async (entry) => {
        started.push(entry);
        vi.setSystemTime(Date.now() + 4_500); // the first entry uses up the budget
        return [safe('p#1'), safe('p#2')];
      },
    );
    expect(started).toEqual(['h1']);
    expect(runs.perEntry).toHaveLength(3);
    for (const later of runs.perEntry.slice(1)) {
      expect(later.map((a) => [a.propertyId, a.result.verdict])).toEqual([
        ['p#1', 'unknown'],
        ['p#2', 'unknown'],
      ]);
      expect(later[0].result).toMatchObject({
        reason: expect.stringMatching(new RegExp(`^${BUDGET_EXHAUSTED}`)),
      });
    }
    expect(runs.cutShort).toBe(true);
  });

  it("charges the program's front end to its first entry only", async () => {
    const given: number[] = [];
    await runEntries(
      ['h1', 'h2'],
      ['p#1'],
      { timeoutSeconds: 10, runStarted: Date.now() - 4_000, programStarted: Date.now() - 4_000 },
      async (_entry, seconds) => {
        given.push(seconds);
        return [safe('p#1')];
      },
    );
    expect(given[0]).toBeCloseTo(10 - 4 - 0.75, 5);
    expect(given[1]).toBeCloseTo(10 - 0.75, 5);
  });
});
