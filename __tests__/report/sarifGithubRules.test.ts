// GitHub's SARIF requirements as a checked list, for machines without Microsoft's SARIF Multitool
// (__tests__/scripts/validateSarif.test.ts runs the real validator when it is installed). Each
// check is named after the Multitool rule (`validate --rule-kind Gh`) it mirrors, written from the
// rule's description and GitHub's "SARIF support for code scanning" page (required properties and
// upload limits); a log with a violation of each is rejected, so the checks cannot pass vacuously.

import path from 'node:path';
import type * as Sarif from 'sarif';
import { describe, expect, it } from 'vitest';
import { buildSarif } from '../../src/report/sarif';
import { sampleReport, unsafeProperty } from './sampleReport';

/** GitHub's hard limits (more is rejected on upload). */
const LIMITS = {
  runs: 20,
  results: 25_000,
  rules: 25_000,
  flowLocations: 10_000,
  locations: 1_000,
  tags: 20,
};

/** Every violation of the GitHub rules, as "RULE: where: what". */
function githubRuleViolations(log: Sarif.Log): string[] {
  const out: string[] = [];
  const fail = (rule: string, where: string, what: string): void => {
    out.push(`${rule}: ${where}: ${what}`);
  };
  // GH1013: the log's version and runs.
  if (log.version !== '2.1.0') fail('GH1013', '$', 'version must be 2.1.0');
  if (!Array.isArray(log.runs)) fail('GH1013', '$', 'no runs array');
  if ((log.runs ?? []).length > LIMITS.runs) fail('GH1004', '$.runs', `more than ${LIMITS.runs} runs`);
  (log.runs ?? []).forEach((run, r) => {
    const at = `runs[${r}]`;
    // GH1014 / GH1018: a run names its tool.
    if (!run.tool?.driver?.name) fail('GH1018', `${at}.tool.driver`, 'no name');
    if (!Array.isArray(run.results)) fail('GH1014', at, 'no results array');
    const driver = run.tool?.driver;
    if ((driver?.rules ?? []).length > LIMITS.rules) fail('GH1004', `${at}.rules`, 'too many rules');
    // GH2012: every reportingDescriptor (rules and notification descriptors) is described and helped.
    const descriptors: [string, Sarif.ReportingDescriptor[]][] = [
      ['rules', driver?.rules ?? []],
      ['notifications', driver?.notifications ?? []],
    ];
    for (const [kind, list] of descriptors) {
      list.forEach((d, i) => {
        const w = `${at}.tool.driver.${kind}[${i}]`;
        if (!d.shortDescription?.text) fail('GH2012', w, 'no shortDescription');
        if (!d.fullDescription?.text) fail('GH2012', w, 'no fullDescription');
        if (!d.help) fail('GH2012', w, 'no help');
        else if (!d.help.text) fail('GH2012', w, 'help without text');
        const tags = (d.properties?.['tags'] as unknown[] | undefined) ?? [];
        if (tags.length > LIMITS.tags) fail('GH1004', w, `more than ${LIMITS.tags} tags`);
      });
    }
    const results = run.results ?? [];
    if (results.length > LIMITS.results) fail('GH1004', `${at}.results`, 'too many results');
    results.forEach((res, i) => {
      const w = `${at}.results[${i}]`;
      // GH1015 / GH1007: a result has a fully formatted message text.
      if (!res.message?.text) fail('GH1007', w, 'message without text');
      // GH1001 / GH1016: at least one location, each physical.
      if (!res.locations || res.locations.length === 0) fail('GH1001', w, 'no locations');
      if ((res.locations ?? []).length > LIMITS.locations) fail('GH1004', w, 'too many locations');
      const all: [string, Sarif.Location][] = [
        ...(res.locations ?? []).map((l, j): [string, Sarif.Location] => [`${w}.locations[${j}]`, l]),
        ...(res.relatedLocations ?? []).map((l, j): [string, Sarif.Location] => [
          `${w}.relatedLocations[${j}]`,
          l,
        ]),
      ];
      (res.codeFlows ?? []).forEach((flow, f) =>
        flow.threadFlows.forEach((tf, t) => {
          if (tf.locations.length > LIMITS.flowLocations) fail('GH1004', w, 'too many thread flow locations');
          tf.locations.forEach((tfl, k) => {
            // GH1002: thread flow locations inline their location (no index into a table).
            if (!tfl.location)
              fail('GH1002', `${w}.codeFlows[${f}].threadFlows[${t}].locations[${k}]`, 'no location');
            else all.push([`${w}.codeFlows[${f}].threadFlows[${t}].locations[${k}].location`, tfl.location]);
          });
        }),
      );
      for (const [lw, loc] of all) {
        const phys = loc.physicalLocation;
        if (!phys) {
          fail('GH1016', lw, 'no physicalLocation');
          continue;
        }
        // GH1017: an artifact URI; GH1005: relative (or a file: URI), never another scheme.
        const uri = phys.artifactLocation?.uri;
        if (!uri) fail('GH1017', lw, 'no artifactLocation.uri');
        else if (/^[a-z][a-z0-9+.-]*:/i.test(uri) && !uri.startsWith('file:'))
          fail('GH1005', lw, `uri ${uri}`);
        // GH1003: a region with a start line of at least 1.
        if (!phys.region) fail('GH1003', lw, 'no region');
        else if (!(typeof phys.region.startLine === 'number' && phys.region.startLine >= 1))
          fail('GH1003', lw, 'region without startLine');
      }
    });
  });
  return out;
}

const root = path.resolve('/work/project');

describe("GitHub's SARIF rules (checked list)", () => {
  it('hold for a report with a violation, an UNKNOWN, an unsupported construct and an input error', () => {
    const log = buildSarif(sampleReport(), {
      srcRoot: root,
      errors: [{ file: 'src/bad.c', line: 3, message: "expected ';'" }],
    });
    expect(log.runs[0]?.results?.length).toBeGreaterThan(0);
    expect(githubRuleViolations(log)).toEqual([]);
  });

  it('hold for a violation a change lets happen, located at the change (linked related location), and for known findings', () => {
    const site = { file: 'src/clamp.c', line: 5, function: 'clamp', text: 'return x - 1;' };
    const report = sampleReport([
      unsafeProperty({ changeSite: site, finding: 'new' }),
      unsafeProperty({
        id: 'main#2',
        finding: 'accepted',
        acceptance: { reason: 'see #1', expires: '2027-01-01' },
      }),
      unsafeProperty({ id: 'main#3', finding: 'base' }),
    ]);
    const log = buildSarif(report, { srcRoot: root });
    expect(log.runs[0]?.results?.[0]?.relatedLocations?.length).toBeGreaterThan(0);
    expect(githubRuleViolations(log)).toEqual([]);
  });

  it('hold for an empty report', () => {
    expect(githubRuleViolations(buildSarif(sampleReport([]), { srcRoot: root }))).toEqual([]);
  });

  it('catch a log that breaks them', () => {
    const log = buildSarif(sampleReport(), { srcRoot: root });
    const run = log.runs[0] as Sarif.Run;
    const descriptor = run.tool.driver.notifications?.[0] as Sarif.ReportingDescriptor;
    delete descriptor.fullDescription;
    delete descriptor.help;
    const result = run.results?.[0] as Sarif.Result;
    result.message = { id: 'default' };
    result.locations = [{ physicalLocation: { artifactLocation: { uri: 'https://example.com/a.c' } } }];
    expect(githubRuleViolations(log).map((v) => v.split(':')[0])).toEqual([
      'GH2012',
      'GH2012',
      'GH1007',
      'GH1005',
      'GH1003',
    ]);
  });
});
