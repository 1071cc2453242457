// Merging shard results: JSON reports (properties united, the decisive verdict kept, stats summed,
// verdict recomputed), SARIF logs (one run with every result), and bad input named by file.

import { describe, expect, it } from 'vitest';
import { MergeError, isSarif, mergeReports, mergeSarif, parseReport } from '../../src/report/merge';
import type { PropertyResult, VerifyReport } from '../../src/pipeline/results';

const prop = (id: string, verdict: PropertyResult['verdict'], file = 'a.c'): PropertyResult => ({
  id,
  kind: 'assert',
  file,
  line: 1,
  function: 'main',
  text: 't',
  verdict,
  engine: 'bmc',
  seconds: 1,
});

const report = (properties: PropertyResult[], seconds: number): VerifyReport => ({
  version: 1,
  verdict: 'safe',
  properties,
  stats: {
    seconds,
    cpuSeconds: seconds,
    engineSeconds: seconds,
    solverCalls: 2,
    functions: 1,
    properties: properties.length,
    externalFunctions: ['ext'],
    unsupported: [],
  },
});

describe('merge', () => {
  it('unites properties, keeps the decisive verdict of duplicates, sums the stats', () => {
    const m = mergeReports([
      report([prop('main#1', 'safe'), prop('main#2', 'unknown')], 3),
      report([prop('main#1', 'safe', 'b.c'), prop('main#2', 'unsafe')], 5),
    ]);
    expect(m.verdict).toBe('unsafe');
    expect(m.properties.map((p) => `${p.file} ${p.id} ${p.verdict}`)).toEqual([
      'a.c main#1 safe',
      'a.c main#2 unsafe',
      'b.c main#1 safe',
    ]);
    expect(m.stats).toMatchObject({ seconds: 5, cpuSeconds: 8, solverCalls: 4, functions: 2, properties: 3 });
    expect(m.stats.externalFunctions).toEqual(['ext']);
  });

  it('sums each engine’s figures over the shards (stats.engines), and keeps an engine only one shard ran', () => {
    const withEngines = (r: VerifyReport, engines: Record<string, Record<string, number>>): VerifyReport => ({
      ...r,
      stats: { ...r.stats, engines },
    });
    const m = mergeReports([
      withEngines(report([prop('main#1', 'safe')], 3), { chc: { runs: 1, seconds: 2, decided: 1 } }),
      withEngines(report([prop('main#2', 'safe')], 4), {
        chc: { runs: 2, seconds: 1.5, decided: 0 },
        bam: { runs: 1, requests: 7 },
      }),
      report([prop('main#3', 'safe')], 1),
    ]);
    expect(m.stats.engines).toEqual({
      chc: { runs: 3, seconds: 3.5, decided: 1 },
      bam: { runs: 1, requests: 7 },
    });
  });

  it('parses reports and names the file that is not one', () => {
    expect(parseReport(JSON.stringify(report([prop('m#1', 'safe')], 1)), 'a.json').properties).toHaveLength(
      1,
    );
    expect(() => parseReport('{', 'b.json')).toThrow(MergeError);
    expect(() => parseReport('{"version": 2}', 'c.json')).toThrow(
      'c.json: not a proofgate version-1 JSON report',
    );
  });

  it('merges SARIF logs into one run with every result', () => {
    const log = (n: number) => ({
      version: '2.1.0',
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      runs: [
        {
          tool: { driver: { name: 'proofgate', rules: [] } },
          results: Array.from({ length: n }, (_, i) => ({
            ruleId: 'assert-violation',
            message: { text: `r${i}` },
          })),
          invocations: [
            { executionSuccessful: true, toolExecutionNotifications: [{ message: { text: 'n' } }] },
          ],
          properties: { unsafe: n },
        },
      ],
    });
    expect(isSarif(log(1))).toBe(true);
    const m = mergeSarif([log(1), log(2)]);
    expect(m.runs).toHaveLength(1);
    expect((m.runs[0].results as unknown[]).length).toBe(3);
    expect(m.runs[0].properties).toBeUndefined();
    expect(m.runs[0].invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [{ message: { text: 'n' } }, { message: { text: 'n' } }],
      },
    ]);
  });
});
