// The bundled Action in a sharded matrix (issue 24, point 5): two shard jobs on a pull request
// post no comment, each writes its JSON report; the merge job (input `merge`) writes one SARIF
// file, one JSON report, one summary and one sticky comment for the whole matrix and fails on the
// violation; the same assertion in two files keeps two fingerprints; a missing shard report fails
// the merge (its programs were verified by nobody).

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
});
