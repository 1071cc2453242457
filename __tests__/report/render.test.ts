// The public report forms: the version-1 JSON (field names and order, optional fields only when
// present), the text form with a violation's trace, and engine answers becoming results.
import { describe, expect, it } from 'vitest';
import type { Property } from '../../src/ir/cfa';
import { NO_ANSWER, toPropertyResult, type ReportedAnswer } from '../../src/pipeline/answers';
import { renderJson, renderText, traceLine } from '../../src/report/render';
import type { VerifyReport } from '../../src/pipeline/results';
import { sampleReport, TRACE } from './sampleReport';

describe('JSON report (version 1)', () => {
  const json = JSON.parse(renderJson(sampleReport())) as VerifyReport;

  it('has the top-level shape and the frozen field order', () => {
    expect(Object.keys(json)).toEqual(['version', 'verdict', 'properties', 'stats']);
    expect(json.version).toBe(1);
    expect(json.verdict).toBe('unsafe');
    expect(Object.keys(json.stats)).toEqual([
      'seconds',
      'cpuSeconds',
      'engineSeconds',
      'solverCalls',
      'functions',
      'properties',
      'externalFunctions',
      'unsupported',
    ]);
  });

  it('writes an unsafe property with engine, time, depth and its trace', () => {
    const p = json.properties[0];
    expect(Object.keys(p ?? {})).toEqual([
      'id',
      'kind',
      'file',
      'line',
      'function',
      'text',
      'verdict',
      'engine',
      'seconds',
      'depth',
      'trace',
    ]);
    expect(p).toEqual({
      id: 'main#1',
      kind: 'assert',
      file: 'src/clamp.c',
      line: 20,
      function: 'main',
      text: 'assert(level >= 0)',
      verdict: 'unsafe',
      engine: 'bmc',
      seconds: 0.123,
      depth: 3,
      trace: [
        {
          file: 'src/clamp.c',
          line: 12,
          function: 'main',
          text: 'int level = read_level();',
          assignments: { level: '-3' },
        },
        {
          file: 'src/clamp.c',
          line: 5,
          function: 'clamp',
          text: 'return x - 1;',
          assignments: { x: '-3', '\\result': '-4' },
        },
        { file: 'src/clamp.c', line: 20, function: 'main', text: 'assert(level >= 0)', assignments: {} },
      ],
    });
    for (const step of p?.trace ?? []) {
      expect(Object.keys(step)).toEqual(['file', 'line', 'function', 'text', 'assignments']);
    }
  });

  it('leaves out reason and trace where they do not apply, and always has a reason for unknown', () => {
    const [, safe, unknown] = json.properties;
    expect(safe).not.toHaveProperty('reason');
    expect(safe).not.toHaveProperty('trace');
    expect(unknown).toMatchObject({ verdict: 'unknown', engine: 'bmc', seconds: 60, reason: 'timeout' });
    expect(unknown).not.toHaveProperty('depth');
  });
});

describe('text report', () => {
  it('prints one line per property, the trace of a violation indented, then the totals', () => {
    expect(renderText(sampleReport())).toBe(
      [
        'src/clamp.c:20: UNSAFE main#1 assert: assert(level >= 0) (bmc, 0.12 s, depth 3)',
        '  src/clamp.c:12  main  int level = read_level();  [level = -3]',
        '  src/clamp.c:5  clamp  return x - 1;  [x = -3, \\result = -4]',
        '  src/clamp.c:20  main  assert(level >= 0)',
        'src/clamp.c:24: SAFE main#2 error-call: reach_error() (bmc, 0.50 s, depth 10)',
        'src/clamp.c:30: UNKNOWN clamp#1 assert: __VERIFIER_assert(x != 7) (bmc, 60.00 s): timeout',
        'verdict: UNSAFE (3 properties in 2 functions: 1 safe, 1 unsafe, 1 unknown)',
        'time: 61.20 s (engines 60.70 s, 42 solver calls)',
        'external functions (return arbitrary values): read_level',
        'unsupported constructs (1): floating point',
        '',
      ].join('\n'),
    );
  });

  it('formats a step without assignments without brackets', () => {
    expect(traceLine({ file: 'a.c', line: 1, function: 'f', text: 'x++;', assignments: { x: '1' } })).toBe(
      '  a.c:1  f  x++;  [x = 1]',
    );
    expect(traceLine({ file: 'a.c', line: 2, function: 'f', text: 'return;', assignments: {} })).toBe(
      '  a.c:2  f  return;',
    );
  });

  it('shows which way a condition went', () => {
    const step = { file: 'a.c', line: 3, function: 'f', text: 'x > 10', assignments: {} };
    expect(traceLine({ ...step, branch: false })).toBe('  a.c:3  f  x > 10  (false)');
    expect(traceLine({ ...step, branch: true })).toBe('  a.c:3  f  x > 10  (true)');
  });
});

describe('engine answers to results', () => {
  const property = {
    id: 'main#1',
    kind: 'assert',
    loc: { file: 'a.c', line: 7, col: 3 },
    text: 'assert(x)',
  } as unknown as Property;
  const answer = (result: ReportedAnswer['result'], extra: Partial<ReportedAnswer> = {}): ReportedAnswer => ({
    propertyId: 'main#1',
    engine: 'bmc',
    seconds: 1.23456,
    result,
    ...extra,
  });

  it('reports a missing answer as unknown, never as safe', () => {
    expect(toPropertyResult('main', property, undefined)).toEqual({
      id: 'main#1',
      kind: 'assert',
      file: 'a.c',
      line: 7,
      function: 'main',
      text: 'assert(x)',
      verdict: 'unknown',
      engine: 'none',
      seconds: 0,
      reason: NO_ANSWER,
    });
  });

  it('carries depth, rounded time and the replayed trace', () => {
    const safe = toPropertyResult(
      'main',
      property,
      answer({ verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: 4 } }),
    );
    expect(safe).toMatchObject({ verdict: 'safe', engine: 'bmc', seconds: 1.235, depth: 4 });
    const unsafe = toPropertyResult(
      'main',
      property,
      answer(
        { verdict: 'unsafe', counterexample: { propertyId: 'main#1', inputs: [], depth: 2 } },
        { trace: TRACE },
      ),
    );
    expect(unsafe).toMatchObject({ verdict: 'unsafe', depth: 2, trace: TRACE });
    const unknown = toPropertyResult(
      'main',
      property,
      answer({ verdict: 'unknown', kind: 'timeout', reason: 'timeout' }),
    );
    expect(unknown).toMatchObject({ verdict: 'unknown', reason: 'timeout' });
  });
});
