// The gate: findings matched by fingerprint against the base branch's results (fail-on-scope new)
// and the committed baseline (accepted until it expires); what fails the check, and the notes.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  parseBaseline,
  BaselineError,
  baselineFor,
  renderBaseline,
  type Baseline,
} from '../../src/report/baseline';
import { loadBaseResults, saveBaseResults, KEEP_RESULTS } from '../../src/report/baseResults';
import { gateFindings, type GateOptions } from '../../src/report/gate';
import { fingerprints } from '../../src/report/sarif';
import { sampleReport, unsafeProperty } from './sampleReport';

const A = unsafeProperty({ id: 'main#1', text: 'assert(a)', line: 10 });
const B = unsafeProperty({ id: 'main#2', text: 'assert(b)', line: 20 });
const U = unsafeProperty({ id: 'main#3', text: 'assert(c)', line: 30, verdict: 'unknown', trace: undefined });
const report = sampleReport([A, B, U]);
const prints = fingerprints(report.properties);
const fp = (p: typeof A): string => prints.get(p) ?? '';
const none: Baseline = { file: '.proofgate/baseline.yml', entries: [] };

function gate(o: Partial<GateOptions>): ReturnType<typeof gateFindings> {
  return gateFindings(report, {
    scope: 'new',
    failOn: 'unsafe',
    pullRequest: true,
    baseline: none,
    today: '2026-11-28',
    fileKey: (f) => f,
    ...o,
  });
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('gateFindings', () => {
  it('fails only on findings the base branch did not have (fail-on-scope new)', () => {
    const base = {
      commit: 'abc1234',
      findings: [
        { fingerprint: fp(A), verdict: 'unsafe' as const, id: 'main#1', file: 'src/clamp.c', line: 9 },
      ],
    };
    const g = gate({ base, baseCommit: 'abc1234' });
    expect(g.report.properties.map((p) => p.finding)).toEqual(['base', 'new', 'new']);
    expect(g.failing.map((p) => p.id)).toEqual(['main#2']); // the UNKNOWN does not fail under fail-on unsafe
    expect(g.notes.join('\n')).toContain('1 finding already on the base branch');
    // fail-on-scope all, or a run that is not a pull request: nothing is compared
    expect(gate({ base, scope: 'all' }).failing.map((p) => p.id)).toEqual(['main#1', 'main#2']);
    expect(gate({ base, pullRequest: false }).report.properties.map((p) => p.finding)).toEqual([
      'open',
      'open',
      'open',
    ]);
    // an UNKNOWN at the base that is now violated is new
    const wasUnknown = { ...base, findings: [{ ...base.findings[0], verdict: 'unknown' as const }] };
    expect(gate({ base: wasUnknown }).failing.map((p) => p.id)).toEqual(['main#1', 'main#2']);
    expect(gate({ base, failOn: 'unknown' }).failing.map((p) => p.id)).toEqual(['main#2', 'main#3']);
  });

  it("counts every finding, and says so, without the base's results", () => {
    const g = gate({ baseCommit: 'def5678' });
    expect(g.failing).toHaveLength(2);
    expect(g.notes.join('\n')).toContain("No results of the base branch's runs for `def5678`");
  });

  it('accepts baselined findings until they expire; stale entries are listed', () => {
    const baseline: Baseline = {
      file: '.proofgate/baseline.yml',
      entries: [
        { fingerprint: fp(A), reason: 'tracked in #12', expires: '2026-12-31' },
        { fingerprint: fp(B), reason: 'old', expires: '2026-11-27' },
        { fingerprint: 'f'.repeat(32), reason: 'fixed long ago', expires: '2027-01-01', property: 'gone#1' },
      ],
    };
    const g = gate({ baseline, scope: 'all' });
    expect(g.report.properties.map((p) => p.finding)).toEqual(['accepted', 'expired', 'open']);
    expect(g.report.properties[0].acceptance).toEqual({ reason: 'tracked in #12', expires: '2026-12-31' });
    expect(g.failing.map((p) => p.id)).toEqual(['main#2']);
    expect(g.stale.map((e) => e.property)).toEqual(['gone#1']);
    const notes = g.notes.join('\n');
    expect(notes).toContain(
      '**1 finding whose entry in `.proofgate/baseline.yml` has expired fail the check: main#2 (expired 2026-11-27).**',
    );
    expect(notes).toContain('match no finding');
  });
});

describe('the baseline file', () => {
  it('round-trips what proofgate baseline writes', () => {
    const entries = baselineFor(
      [{ fingerprint: fp(A), property: 'main#1', file: 'src/clamp.c', verdict: 'unsafe' }],
      { file: 'b.yml', entries: [{ fingerprint: fp(A), reason: 'kept', expires: '2027-02-01' }] },
      { reason: 'new', expires: '2027-03-01' },
    );
    expect(entries).toEqual([
      {
        fingerprint: fp(A),
        property: 'main#1',
        file: 'src/clamp.c',
        verdict: 'unsafe',
        reason: 'kept',
        expires: '2027-02-01',
      },
    ]);
    expect(parseBaseline(renderBaseline(entries), 'b.yml').entries).toEqual(entries);
  });

  it('names the file and line of a bad entry', () => {
    const text = `version: 1\nfindings:\n  - fingerprint: ${'a'.repeat(32)}\n    reason: ok\n    expires: 2027-01-01\n  - fingerprint: ${'b'.repeat(32)}\n    expires: 2027-01-01\n`;
    expect(() => parseBaseline(text, '.proofgate/baseline.yml')).toThrow(
      new BaselineError('.proofgate/baseline.yml', 6, 'reason: say why the finding is accepted'),
    );
    expect(() => parseBaseline('version: 2\n', 'b.yml')).toThrow(/b\.yml:1: expected version: 1/);
    expect(() => parseBaseline('version: 1\nfindings: [\n', 'b.yml')).toThrow(/b\.yml:\d+: not YAML/);
    expect(() =>
      parseBaseline(
        `version: 1\nfindings:\n  - fingerprint: xyz\n    reason: r\n    expires: 2027-01-01\n`,
        'b.yml',
      ),
    ).toThrow(/b\.yml:3: fingerprint: expected/);
    expect(parseBaseline('', 'b.yml').entries).toEqual([]);
  });
});

describe("the base branch's stored results", () => {
  it('are found by commit, or through the nearest stored ancestor, and pruned to the newest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-results-'));
    dirs.push(dir);
    saveBaseResults(dir, 'aaaaaaa', [
      { property: A, fingerprint: fp(A), file: 'src/clamp.c' },
      { property: { ...A, verdict: 'safe' }, fingerprint: 'x', file: 'src/clamp.c' },
    ]);
    expect(loadBaseResults(dir, ['bbbbbbb', 'aaaaaaa'])?.findings.map((f) => f.fingerprint)).toEqual([fp(A)]);
    expect(loadBaseResults(dir, ['ccccccc'])).toBeUndefined();
    expect(loadBaseResults(dir, ['ccccccc'], (stored) => stored[0])?.commit).toBe('aaaaaaa');
    for (let i = 0; i < KEEP_RESULTS + 3; i++) saveBaseResults(dir, `${i}`.padStart(7, '0'), []);
    expect(fs.readdirSync(path.join(dir, 'results'))).toHaveLength(KEEP_RESULTS);
  });
});
