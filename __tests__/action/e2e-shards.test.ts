// The bundled Action in a sharded matrix (issue 24, point 5): two shard jobs on a pull request
// post no comment, each writes its JSON report; the merge job (input `merge`) writes one SARIF
// file, one JSON report, one summary and one sticky comment for the whole matrix and fails on the
// violation; the same assertion in two files keeps two fingerprints; a missing shard report fails
// the merge (its programs were verified by nobody). Shards deal the programs by the seconds of an
// earlier run (the cost table a full run and the merge job write); shards that dealt by different
// tables, or verified another commit, fail the merge.

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRepo, bundle } from './harness';

const BUG = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  assert(n != 3);
  return 0;
}
`;
const OK = `#include <assert.h>
int main(void) {
  int n = 2;
  assert(n != 3);
  return 0;
}
`;

const h = new ActionRepo();
let base: string;

beforeAll(async () => {
  await h.setUp();
  base = h.commit({ 'src/ok/ok.c': OK }, 'base');
});

afterAll(() => h.tearDown());

describe.skipIf(!fs.existsSync(bundle))('the bundled Action in a sharded matrix', () => {
  it('merges the shards into one report, one comment and one verdict, and misses no shard', async () => {
    const files: Record<string, string> = { 'src/a/a.c': BUG, 'src/b/b.c': BUG };
    for (const d of ['c', 'd', 'e']) files[`src/${d}/${d}.c`] = OK;
    const head = h.commit(files, 'more programs');
    const reports = path.join(h.work, 'reports');
    const shard = (i: number): Promise<Awaited<ReturnType<typeof h.run>>> =>
      h.run({
        base,
        head,
        inputs: {
          INPUT_SHARD: `${i}/2`,
          'INPUT_JSON-FILE': path.join(reports, `shard-${i}.json`),
          INPUT_COMMENT: 'always',
          INPUT_CACHE: 'false',
        },
      });
    const [one, two] = [await shard(1), await shard(2)];
    expect(h.api.comments).toHaveLength(0); // shards post no comment
    expect(one.summary + two.summary).toContain("the merge job posts the pull request's comment");
    const verified = [one, two].map((r) => Number(r.outputs['safe']) + Number(r.outputs['unsafe']));
    expect(verified[0] + verified[1]).toBe(6); // every program in exactly one shard

    const merged = path.join(h.work, 'merged.json');
    const m = await h.run({
      base,
      head,
      cwd: h.work,
      workspace: h.work,
      inputs: {
        INPUT_MERGE: 'reports/*.json',
        'INPUT_JSON-FILE': merged,
        INPUT_COMMENT: 'always',
        INPUT_PATHS: 'repo',
      },
    });
    expect(m.status).toBe(1);
    expect(m.outputs).toMatchObject({ verdict: 'unsafe', unsafe: '2', safe: '4', failing: '2' });
    expect(m.summary).toMatch(/^## ❌ proofgate [\d.]+ \(2 shard reports\): UNSAFE/);
    const results = m.sarif?.runs[0].results ?? [];
    expect(results).toHaveLength(2);
    const prints = results.map((r) => r.partialFingerprints?.['proofgatePropertyHash/v2']);
    expect(new Set(prints).size).toBe(2); // the same assertion in two files: two findings
    expect(h.api.comments).toHaveLength(1);
    expect(h.api.bot()?.body).toMatch(/^<!-- proofgate:report -->\n## ❌ proofgate/);
    expect(
      (JSON.parse(fs.readFileSync(merged, 'utf8')) as { properties: unknown[] }).properties,
    ).toHaveLength(6);

    // shard 2's report lost (its job failed, or the artifact expired): the merge fails, never passes
    fs.rmSync(path.join(reports, 'shard-2.json'));
    const partial = await h.run({
      base,
      head,
      cwd: h.work,
      workspace: h.work,
      inputs: { INPUT_MERGE: 'reports/*.json', 'INPUT_FAIL-ON': 'unknown', INPUT_PATHS: 'repo' },
    });
    expect(partial.status).toBe(1);
    expect(partial.summary).toContain(
      '**The reports of shard(s) 2/2 are missing: their programs were not verified.**',
    );
    expect(partial.stdout).toMatch(
      /::error::proofgate verdict \w+ .*The reports of shard\(s\) 2\/2 are missing/,
    );

    // no report at all: could not run
    const none = await h.run({
      base,
      head,
      cwd: h.work,
      workspace: h.work,
      inputs: { INPUT_MERGE: 'nothing/*.json' },
    });
    expect(none.status).toBe(1);
    expect(none.outputs['verdict']).toBe('error');
    expect(none.stdout).toMatch(/Invalid input 'merge': no file matches nothing\/\*\.json/);
  }, 240_000);

  it('deals the programs by the cost table of an earlier run, and the merge checks the plans', async () => {
    const costs = path.join(h.repo, '.proofgate/costs/costs.json');
    const head = h.git('rev-parse', 'HEAD');
    // a full run on the default branch writes the table: one entry per program
    const full = await h.run({ head, event: 'push', inputs: { INPUT_CACHE: 'true' } });
    expect(full.outputs['verdict']).toBe('unsafe');
    const written = JSON.parse(fs.readFileSync(costs, 'utf8')) as { programs: Record<string, number> };
    const programs = ['a', 'b', 'c', 'd', 'e', 'ok'].map((d) => JSON.stringify([`src/${d}/${d}.c`]));
    expect(Object.keys(written.programs).sort()).toEqual(programs);

    // as if a.c had taken 19.3 s and the others 1 s: a.c alone in shard 1, the other five in shard 2
    const table = (heavy: string): string =>
      JSON.stringify({
        format: 1,
        programs: Object.fromEntries(programs.map((k) => [k, k.includes(`/${heavy}.c`) ? 19.3 : 1])),
      });
    fs.writeFileSync(costs, table('a'));
    const reports = path.join(h.work, 'costed');
    const shard = (i: number): Promise<Awaited<ReturnType<typeof h.run>>> =>
      h.run({
        base,
        head,
        inputs: {
          INPUT_SHARD: `${i}/2`,
          'INPUT_JSON-FILE': path.join(reports, `shard-${i}.json`),
          INPUT_CACHE: 'false',
        },
      });
    const [one, two] = [await shard(1), await shard(2)];
    expect(one.summary).toContain(
      'Shard 1/2 verified 1 of the 6 programs, dealt by the seconds an earlier run took',
    );
    expect(two.summary).toContain('Shard 2/2 verified 5 of the 6 programs');
    type Section = { plan: string; commit: string; verified: { files: string[] }[] };
    const section = (i: number): Section =>
      (JSON.parse(fs.readFileSync(path.join(reports, `shard-${i}.json`), 'utf8')) as { shard: Section })
        .shard;
    expect(section(1).verified.map((v) => v.files)).toEqual([['src/a/a.c']]);
    expect(section(1).plan).toBe(section(2).plan);
    expect(section(1).commit).toBe(head);

    // the merge job passes the check (it fails on the two violations only) and writes the next table
    const merge = (): Promise<Awaited<ReturnType<typeof h.run>>> =>
      h.run({
        base,
        head,
        cwd: h.work,
        workspace: h.work,
        inputs: { INPUT_MERGE: 'costed/*.json', INPUT_PATHS: 'repo', INPUT_COMMENT: 'never' },
      });
    const m = await merge();
    expect(m.outputs).toMatchObject({ verdict: 'unsafe', unsafe: '2', safe: '4' });
    expect(m.summary).not.toContain('verified by no shard');
    const next = JSON.parse(fs.readFileSync(path.join(h.work, '.proofgate/costs/costs.json'), 'utf8')) as {
      programs: Record<string, number>;
    };
    expect(Object.keys(next.programs).sort()).toEqual(programs);

    // shard 2 reruns after the table changed (b.c heavy now): b.c went to shard 1, which did not rerun
    fs.writeFileSync(costs, table('b'));
    await shard(2);
    const diverged = await merge();
    expect(diverged.status).toBe(1);
    expect(diverged.summary).toContain('The shards dealt the programs by 2 different plans');
    expect(diverged.summary).toContain('**1 program(s) were verified by no shard: `src/b/b.c`.**');

    // a shard report of another commit (an artifact of an earlier run) fails the merge
    fs.writeFileSync(costs, table('a'));
    await shard(2);
    const one1 = path.join(reports, 'shard-1.json');
    const stale = JSON.parse(fs.readFileSync(one1, 'utf8')) as { shard: { commit: string } };
    stale.shard.commit = base;
    fs.writeFileSync(one1, JSON.stringify(stale));
    const old = await merge();
    expect(old.status).toBe(1);
    expect(old.summary).toContain(`verified another commit than ${head.slice(0, 12)}`);
    expect(old.stdout).toMatch(/::error::proofgate verdict .*verified another commit/);
  }, 240_000);
});
