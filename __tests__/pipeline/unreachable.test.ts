// The `unreachable` status and the "could not run" heading in every report format: text, JSON,
// Markdown, SARIF and the merge of shard reports; a run that checked nothing is never SAFE.
import { describe, expect, it } from 'vitest';
import { renderJson, renderText } from '../../src/report/render';
import { renderMarkdown } from '../../src/report/markdown';
import { buildSarif } from '../../src/report/sarif';
import { mergeReports, parseReport } from '../../src/report/merge';
import { overallVerdict, type PropertyResult, type VerifyReport } from '../../src/pipeline/results';
import { sampleReport } from '../report/sampleReport';

const unreachable: PropertyResult = {
  id: 'g#1',
  kind: 'assert',
  file: 'src/entry.c',
  line: 2,
  function: 'g',
  text: 'assert(x > 0)',
  verdict: 'unreachable',
  engine: 'none',
  seconds: 0,
  reason: "'g' is not called from the entry 'f'",
};

const safe: PropertyResult = {
  id: 'f#1',
  kind: 'assert',
  file: 'src/entry.c',
  line: 3,
  function: 'f',
  text: 'assert(0)',
  verdict: 'safe',
  engine: 'chc',
  seconds: 0.1,
  vacuous: true,
};

function report(properties: PropertyResult[]): VerifyReport {
  const r = sampleReport(properties);
  return { ...r, verdict: overallVerdict(properties) };
}

describe('an unreachable property', () => {
  it('is its own status in text and JSON, and never counts as safe', () => {
    const r = report([unreachable, safe]);
    expect(r.verdict).toBe('safe');
    const text = renderText(r);
    expect(text).toContain(
      "src/entry.c:2: UNREACHABLE g#1 assert: assert(x > 0) (none, 0.00 s): 'g' is not called from the entry 'f'",
    );
    expect(text).toContain('src/entry.c:3: SAFE f#1 assert: assert(0) (chc, 0.10 s): holds vacuously');
    expect(text).toMatch(
      /verdict: SAFE \(2 properties in 2 functions: 1 safe, 0 unsafe, 0 unknown, 1 unreachable\)/,
    );
    const json = JSON.parse(renderJson(r)) as { properties: Record<string, unknown>[] };
    expect(json.properties[0]).toMatchObject({ verdict: 'unreachable', reason: unreachable.reason });
    expect(json.properties[1]).toMatchObject({ verdict: 'safe', vacuous: true });
  });

  it('makes a run that checked nothing UNKNOWN ("no properties checked"), in text and Markdown', () => {
    expect(overallVerdict([])).toBe('unknown');
    const r = report([unreachable]);
    expect(r.verdict).toBe('unknown');
    expect(renderText(r)).toContain('verdict: UNKNOWN (no properties checked: 1 property');
    const md = renderMarkdown(r, { title: 'proofgate', maxChars: 100_000 });
    expect(md).toMatch(/^## ❔ proofgate: UNKNOWN \(no properties checked\)$/m);
    expect(md).toContain('| safe | unsafe | unknown | unreachable |');
    expect(md).toMatch(/^\| ➖ \| src\/entry\.c:2 \| g#1 assert\(x &gt; 0\) \('g' is not called/m);
    expect(md).not.toContain('SAFE');
  });

  it('is a SARIF note, not a result (code scanning turns every result into an alert)', () => {
    const sarif = buildSarif(report([unreachable, safe]), { srcRoot: '/' });
    const run = sarif.runs[0];
    expect(run.results).toEqual([]);
    const notes = run.invocations?.[0].toolExecutionNotifications ?? [];
    expect(notes.find((n) => n.descriptor?.id === 'unreachable-property')).toMatchObject({ level: 'note' });
    expect(notes.find((n) => n.descriptor?.id === 'vacuous-proof')?.message.text).toMatch(/holds vacuously/);
    expect(run.invocations?.[0].executionSuccessful).toBe(true);
    expect(run.properties).toMatchObject({ unreachable: 1, safe: 1 });
  });

  it('loses to another shard that reached the property, and survives a JSON round trip', () => {
    const reached = { ...unreachable, verdict: 'safe' as const, engine: 'chc', reason: undefined };
    const a = parseReport(renderJson(report([unreachable])), 'a.json');
    const merged = mergeReports([a, report([reached])]);
    expect(merged.properties[0].verdict).toBe('safe');
    expect(merged.verdict).toBe('safe');
    expect(mergeReports([a]).verdict).toBe('unknown');
  });
});

describe('a run with input errors', () => {
  const errors = [{ file: 'src/broken/broken.c', line: 3, message: "syntax error: unexpected ';'" }];

  it('is headed "could not run" in Markdown, names the file and line, and never says SAFE', () => {
    const md = renderMarkdown(report([safe]), { title: 'proofgate', maxChars: 100_000, errors });
    expect(md).toMatch(/^## ❗ proofgate: COULD NOT RUN$/m);
    expect(md).toContain("- src/broken/broken.c:3: syntax error: unexpected ';'");
    expect(md).not.toContain('SAFE');
  });

  it('is an unsuccessful SARIF invocation with an error notification at the file and line', () => {
    const sarif = buildSarif(report([safe]), { srcRoot: '/work', errors });
    const inv = sarif.runs[0].invocations?.[0];
    expect(inv?.executionSuccessful).toBe(false);
    const err = inv?.toolExecutionNotifications?.find((n) => n.level === 'error');
    expect(err?.message.text).toContain('syntax error');
    expect(err?.locations?.[0].physicalLocation).toMatchObject({
      artifactLocation: { uri: 'src/broken/broken.c' },
      region: { startLine: 3 },
    });
  });
});
