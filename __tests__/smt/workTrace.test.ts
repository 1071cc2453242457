// The work trace (src/smt/workTrace.ts): off by default; with PROOFGATE_WORK_TRACE set, one JSON
// line per solver request and per entry, the data WORK_RATES are fitted to.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pg-trace-')), 'trace.jsonl');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('work trace', () => {
  it('writes nothing unless asked', async () => {
    vi.stubEnv('PROOFGATE_WORK_TRACE', '');
    const trace = await import('../../src/smt/workTrace');
    expect(trace.workTraceOn).toBe(false);
    trace.traceWork({ op: 'check', units: 1, bytes: 0, wallMs: 1 });
    expect(fs.existsSync(file)).toBe(false);
  });

  it('appends one JSON line per record to the file it names', async () => {
    vi.stubEnv('PROOFGATE_WORK_TRACE', file);
    const trace = await import('../../src/smt/workTrace');
    expect(trace.workTraceOn).toBe(true);
    trace.traceWork({ op: 'once', units: 1750, bytes: 2400, wallMs: 2, bv: true });
    trace.traceWork({ entry: 'main', byKind: { 'z3.once': 1 }, wallMs: 3 });
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      pid: process.pid,
      op: 'once',
      units: 1750,
      bytes: 2400,
      wallMs: 2,
      bv: true,
    });
    expect(lines[1]).toMatchObject({ entry: 'main', byKind: { 'z3.once': 1 }, wallMs: 3 });
    expect(typeof lines[1].command).toBe('string');
  });
});
