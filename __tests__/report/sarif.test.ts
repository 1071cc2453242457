// SARIF output: valid against the official SARIF 2.1.0 JSON schema (./sarifSchema.ts), one result
// per UNSAFE property with its trace as a code flow, UNKNOWN as notifications, and fingerprints
// that survive moved lines.
import path from 'node:path';
import type * as Sarif from 'sarif';
import { describe, expect, it } from 'vitest';
import {
  artifactLocation,
  buildSarif,
  FINGERPRINT_KEY,
  fingerprints,
  MAX_FLOW_LOCATIONS,
  normaliseText,
  renderSarif,
} from '../../src/report/sarif';
import { VERSION } from '../../src/version';
import { sampleReport, unsafeProperty } from './sampleReport';
import { sarifValidator } from './sarifSchema';

const root = path.resolve('/work/project');
const sarifOf = (report = sampleReport()): Sarif.Log =>
  JSON.parse(renderSarif(report, { srcRoot: root })) as Sarif.Log;

describe('SARIF 2.1.0', () => {
  const validate = sarifValidator();

  it('is valid against the official schema', () => {
    expect(validate(sarifOf())).toEqual([]);
    expect(validate(sarifOf(sampleReport([])))).toEqual([]);
  });

  it('the schema check catches an invalid log', () => {
    const log = sarifOf() as unknown as { runs: { results: { level: string }[] }[] };
    const result = log.runs[0]?.results[0];
    if (result) result.level = 'fatal';
    expect(validate(log).length).toBeGreaterThan(0);
  });

  it('names the tool and has one rule per property kind', () => {
    const driver = sarifOf().runs[0]?.tool.driver;
    expect(driver).toMatchObject({ name: 'proofgate', version: VERSION });
    expect(driver?.informationUri).toMatch(/^https:\/\//);
    expect(driver?.rules?.map((r) => r.id)).toEqual([
      'assert-violation',
      'reach-error',
      'signed-overflow',
      'div-by-zero',
      'array-bounds',
      'undefined-behavior',
      'valid-deref',
      'valid-free',
      'valid-memtrack',
    ]);
  });

  it('has one error result per UNSAFE property, with the trace as its code flow', () => {
    const run = sarifOf().runs[0];
    expect(run?.results).toHaveLength(1);
    const result = run?.results?.[0];
    expect(result).toMatchObject({
      ruleId: 'assert-violation',
      ruleIndex: 0,
      level: 'error',
      message: { text: expect.stringContaining('assert(level >= 0)') as string },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'src/clamp.c', uriBaseId: '%SRCROOT%' },
            region: { startLine: 20 },
          },
          logicalLocations: [{ name: 'main', kind: 'function' }],
        },
      ],
    });
    expect(run?.tool.driver.rules?.[result?.ruleIndex ?? -1]?.id).toBe(result?.ruleId);
    const steps = result?.codeFlows?.[0]?.threadFlows[0]?.locations ?? [];
    expect(steps.map((s) => s.location?.physicalLocation?.region?.startLine)).toEqual([12, 5, 20]);
    expect(steps.map((s) => s.location?.message?.text)).toEqual([
      'main: int level = read_level();  [level = -3]',
      'clamp: return x - 1;  [x = -3, \\result = -4]',
      'main: assert(level >= 0)',
    ]);
    expect(run?.originalUriBaseIds?.['%SRCROOT%']?.uri).toBe('file:///work/project/');
  });

  it('lists UNKNOWN properties and unsupported constructs as notifications, not results', () => {
    const invocation = sarifOf().runs[0]?.invocations?.[0];
    expect(invocation?.executionSuccessful).toBe(true);
    const notes = invocation?.toolExecutionNotifications ?? [];
    expect(notes.map((n) => [n.descriptor?.id, n.level])).toEqual([
      ['unknown-verdict', 'warning'],
      ['unsupported-construct', 'warning'],
    ]);
    expect(notes[0]?.message.text).toContain('UNKNOWN clamp#1 assert: __VERIFIER_assert(x != 7)');
    expect(notes[0]?.associatedRule?.id).toBe('assert-violation');
  });

  it('keeps the first and last halves of a trace longer than GitHub shows', () => {
    const step = { file: 'src/clamp.c', line: 3, function: 'main', text: 'i++;', assignments: {} };
    const long = sampleReport([unsafeProperty({ trace: Array.from({ length: 10_003 }, () => step) })]);
    const log = sarifOf(long);
    const flow = log.runs[0]?.results?.[0]?.codeFlows?.[0];
    const order = flow?.threadFlows[0]?.locations.map((l) => l.executionOrder) ?? [];
    expect(order).toHaveLength(MAX_FLOW_LOCATIONS);
    expect([
      order[0],
      order[MAX_FLOW_LOCATIONS / 2 - 1],
      order[MAX_FLOW_LOCATIONS / 2],
      order.at(-1),
    ]).toEqual([1, MAX_FLOW_LOCATIONS / 2, MAX_FLOW_LOCATIONS / 2 + 4, 10_003]);
    expect(flow?.message?.text).toContain('3 in the middle omitted');
    expect(validate(log)).toEqual([]);
  });

  it('puts a violation that a change lets happen on the changed line, linking the property', () => {
    const site = { file: 'src/clamp.c', line: 5, function: 'clamp', text: 'return x - 1;' };
    const log = sarifOf(sampleReport([unsafeProperty({ text: 'assert(a[i] >= 0)', changeSite: site })]));
    expect(sarifValidator()(log)).toEqual([]);
    const r = log.runs[0].results?.[0];
    expect(r?.locations?.[0].physicalLocation?.region?.startLine).toBe(5);
    expect(r?.locations?.[0].logicalLocations?.[0].name).toBe('clamp');
    expect(r?.message.text).toBe(
      'This change lets [assert(a\\[i\\] >= 0)](1) at src/clamp.c:20 fail: Assertion can fail ' +
        '(a counterexample of 3 steps, found by bmc at depth 3).',
    );
    expect(r?.relatedLocations).toEqual([
      {
        id: 1,
        physicalLocation: {
          artifactLocation: { uri: 'src/clamp.c', uriBaseId: '%SRCROOT%' },
          region: { startLine: 20 },
        },
        logicalLocations: [{ name: 'main', fullyQualifiedName: 'main', kind: 'function' }],
        message: { text: 'Assertion can fail: assert(a[i] >= 0)' },
      },
    ]);
    // the fingerprint is the property's, wherever the alert sits
    const plain = sarifOf(sampleReport([unsafeProperty({ text: 'assert(a[i] >= 0)' })])).runs[0].results?.[0];
    expect(r?.partialFingerprints).toEqual(plain?.partialFingerprints);
    expect(plain?.relatedLocations).toBeUndefined();
    expect(plain?.locations?.[0].physicalLocation?.region?.startLine).toBe(20);
  });

  it('uses an absolute file URI outside the source root', () => {
    expect(artifactLocation('/elsewhere/a b.c', root)).toEqual({ uri: 'file:///elsewhere/a%20b.c' });
    expect(artifactLocation('lib/a b.c', root)).toEqual({ uri: 'lib/a%20b.c', uriBaseId: '%SRCROOT%' });
    expect(artifactLocation('/work/project/x.c', root)).toEqual({ uri: 'x.c', uriBaseId: '%SRCROOT%' });
  });
});

describe('fingerprints', () => {
  const printOf = (report = sampleReport()): string =>
    buildSarif(report, { srcRoot: root }).runs[0]?.results?.[0]?.partialFingerprints?.[FINGERPRINT_KEY] ?? '';

  it('keeps the fingerprint when the property moves to another line', () => {
    const before = printOf();
    const moved = sampleReport([unsafeProperty({ line: 57 })]);
    expect(before).toMatch(/^[0-9a-f]{32}$/);
    expect(printOf(moved)).toBe(before);
  });

  it('ignores whitespace changes in the text, not other changes', () => {
    const before = printOf();
    expect(printOf(sampleReport([unsafeProperty({ text: 'assert( level>=0 )' })]))).toBe(before);
    expect(printOf(sampleReport([unsafeProperty({ text: 'assert(level > 0)' })]))).not.toBe(before);
    expect(printOf(sampleReport([unsafeProperty({ function: 'clamp' })]))).not.toBe(before);
    expect(normaliseText('a  -  b')).toBe('a-b');
    expect(normaliseText('unsigned  int x')).toBe('unsigned int x');
  });

  it('tells equal properties in one function apart by their ordinal', () => {
    const a = unsafeProperty({ id: 'main#1', line: 10 });
    const b = unsafeProperty({ id: 'main#2', line: 30 });
    const prints = fingerprints([a, b]);
    expect(prints.get(a)).not.toBe(prints.get(b));
    // The first keeps its fingerprint when code is inserted above both.
    const a2 = unsafeProperty({ id: 'main#1', line: 15 });
    expect(fingerprints([a2, unsafeProperty({ id: 'main#2', line: 35 })]).get(a2)).toBe(prints.get(a));
  });

  it('tells the same assertion in two files apart, verified together or in two shards', () => {
    const a = unsafeProperty({ file: 'src/a/main.c' });
    const b = unsafeProperty({ file: 'src/b/main.c' });
    const together = fingerprints([a, b]);
    expect(together.get(a)).not.toBe(together.get(b));
    expect(fingerprints([a]).get(a)).toBe(together.get(a));
    expect(fingerprints([b]).get(b)).toBe(together.get(b));
    // in the SARIF, the file counts relative to the source root: the same wherever the checkout is
    const at = (root: string): unknown =>
      buildSarif(sampleReport([{ ...a, file: path.join(root, 'src/a/main.c') }]), { srcRoot: root }).runs[0]
        .results?.[0]?.partialFingerprints;
    expect(at('/home/runner/work/x')).toEqual(at('/tmp/checkout'));
  });
});
