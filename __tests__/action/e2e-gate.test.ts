// The bundled Action as a gate a team can require (issue 24, points 1-3): a callee's change that
// breaks a caller's unchanged assertion is reported at the changed line (annotation and SARIF
// location, the assertion a linked related location, and its own annotation kept); a finding the
// base branch already had (stored by the base branch's push run) does not fail a pull request
// under fail-on-scope new, and is listed apart; a committed baseline accepts a finding until it
// expires; a malformed baseline "could not run" at its file and line; two programs' mains are two
// nodes of the change graph, each coloured by its own verdict.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRepo, bundle, root } from './harness';

const LIB = `int scale(int v) {
  if (v < 0) v = 0;
  if (v > 1000) v = 1000;
  return v * 2;
}
`;

const APP = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int scale(int v);

int main(void) {
  int reading = __VERIFIER_nondet_int();
  int level = scale(reading);
  assert(level <= 2000);
  return 0;
}
`;

const OLD = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  assert(n != 7);
  return 0;
}
`;

const TOOL = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10) x = 10;
  assert(x <= 10);
  return 0;
}
`;

const h = new ActionRepo();
let base: string;

beforeAll(async () => {
  await h.setUp();
  base = h.commit(
    { 'src/app/lib.c': LIB, 'src/app/main.c': APP, 'src/old/old.c': OLD, 'src/tool/main.c': TOOL },
    'base',
  );
});

afterAll(() => h.tearDown());

describe.skipIf(!fs.existsSync(bundle))('the bundled Action as a required check', () => {
  it('reports where the change is, and fails only on what the pull request introduced', async () => {
    // the base branch's push run: it stores its findings (old.c's) for the pull requests based on it
    const push = await h.run({ head: base, event: 'push' });
    expect(push.status).toBe(1); // not a pull request: every finding counts
    expect(push.outputs).toMatchObject({ verdict: 'unsafe', unsafe: '1', failing: '1' });
    expect(fs.readdirSync(path.join(h.repo, '.proofgate/cache/results'))).toEqual([`${base}.json`]);
    // point 6: a full run reads the re-checked records too, and says the store's size
    expect(push.summary).toMatch(/> Verdict cache: \d+ records, [\d.]+ MB\./);
    const again = await h.run({ head: base, event: 'push' });
    expect(again.outputs).toMatchObject({ verdict: 'unsafe', reused: '3' });
    expect(again.stdout).toMatch(/proofgate: verdict cache: \d+ records/);

    // the pull request: scale() clamps one too late (line 3), so main's unchanged assertion can
    // fail; tool's main changes but stays safe
    const head = h.commit(
      {
        'src/app/lib.c': LIB.replace('if (v > 1000)', 'if (v > 1001)'),
        'src/tool/main.c': TOOL.replace('x > 10', 'x >= 10'),
      },
      'rescale',
    );
    const r = await h.run({ base, head });
    expect(r.status).toBe(1);
    expect(r.outputs).toMatchObject({ verdict: 'unsafe', failing: '1' });
    // point 1: the violation at the changed line of the callee, the unchanged assertion annotated too
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error title='));
    expect(errors).toEqual([
      expect.stringMatching(
        /^::error title=proofgate%3A assertion can fail after this change \(main#1\),file=src\/app\/lib\.c,line=3::This change lets assert\(level <= 2000\) at src\/app\/main\.c:8 fail/,
      ),
      expect.stringMatching(
        /^::error title=proofgate%3A assertion can fail \(main#1\),file=src\/app\/main\.c,line=8::/,
      ),
    ]);
    const [fresh, old] = r.sarif?.runs[0].results ?? [];
    expect(fresh.locations?.[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'src/app/lib.c', uriBaseId: '%SRCROOT%' },
      region: { startLine: 3 },
    });
    expect(fresh.message.text).toMatch(
      /^This change lets \[assert\(level <= 2000\)\]\(1\) at src\/app\/main\.c:8 fail/,
    );
    expect(fresh.relatedLocations).toEqual([
      expect.objectContaining({
        id: 1,
        physicalLocation: expect.objectContaining({ region: { startLine: 8 } }),
      }),
    ]);
    expect(r.summary).toContain('| 6 | src/app/lib.c:3 ◀ | scale |');
    // point 2: old.c's violation was on the base branch: a warning, listed apart, not failing
    expect(r.stdout).toMatch(
      /^::warning title=proofgate%3A assertion can fail \(main#1%2C not new\),file=src\/old\/old\.c,line=6::/m,
    );
    expect([fresh.baselineState, old.baselineState]).toEqual(['new', 'unchanged']);
    expect(r.summary).toContain(
      '### Known findings (not failing this check)\n\n- ⚠️ src/old/old.c:6 main#1 assert(n != 7): unsafe, already on the base branch',
    );
    expect(r.stdout).toMatch(
      /fails the step \(fail-on: unsafe\): 2 violated, 0 not proved\. 1 of them fail it; 1 known \(already on the base branch or accepted, fail-on-scope: new\)\./,
    );
    // point 3: two programs' mains are two nodes, the changed safe one green
    expect(r.summary).toContain('  f1["main · src/app/main.c"]\n  f2["main · src/tool/main.c (changed)"]');
    expect(r.summary).toContain('  class f0 none\n  class f1 unsafe\n  class f2 safe');

    // a pull request that only touches tool: the old finding alone does not fail it
    h.git('checkout', '-q', '--detach', base);
    const other = h.commit({ 'src/tool/main.c': TOOL.replace('x > 10', 'x >= 10') }, 'tool only');
    const report = path.join(h.work, 'report.json');
    const quiet = await h.run({ base, head: other, inputs: { 'INPUT_JSON-FILE': report } });
    expect(quiet.status).toBe(0);
    expect(quiet.outputs).toMatchObject({ verdict: 'unsafe', unsafe: '1', failing: '0' });
    expect(quiet.summary).toMatch(/^## ⚠️ proofgate [\d.]+: UNSAFE \(known findings only/);
    expect(quiet.stdout).toContain(
      'proofgate: the step passes: no finding fails it (1 already on the base branch',
    );
    // fail-on-scope all keeps the old behaviour
    const all = await h.run({ base, head: other, inputs: { 'INPUT_FAIL-ON-SCOPE': 'all' } });
    expect(all.status).toBe(1);

    // the team accepts the old finding in a committed baseline: it passes under fail-on-scope all too
    const cli = path.join(root, 'dist/cli.js');
    const written = execFileSync(
      process.execPath,
      [cli, 'baseline', report, '--reason', 'tracked in #3', '--expires', '2099-01-01'],
      {
        cwd: h.repo,
        encoding: 'utf8',
      },
    );
    expect(written).toContain('.proofgate/baseline.yml: 1 accepted findings (1 new, expiring 2099-01-01).');
    const yml = fs.readFileSync(path.join(h.repo, '.proofgate/baseline.yml'), 'utf8');
    expect(yml).toContain(`fingerprint: ${old.partialFingerprints?.['proofgatePropertyHash/v2']}`);
    const accepted = h.commit({}, 'baseline');
    const ok = await h.run({ base, head: accepted, inputs: { 'INPUT_FAIL-ON-SCOPE': 'all' } });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(
      /^::warning title=proofgate%3A assertion can fail \(main#1%2C accepted\),file=src\/old\/old\.c,line=6::.*accepted in the baseline until 2099-01-01: tracked in #3/m,
    );
    expect(ok.sarif?.runs[0].results?.[0]).toMatchObject({
      suppressions: [{ kind: 'external', status: 'accepted' }],
    });

    // expired: the finding fails again, and the summary says why
    const late = h.commit({ '.proofgate/baseline.yml': yml.replace('2099-01-01', '2020-01-01') }, 'expired');
    const expired = await h.run({ base, head: late, inputs: { 'INPUT_FAIL-ON-SCOPE': 'all' } });
    expect(expired.status).toBe(1);
    expect(expired.summary).toContain('has expired fail the check: main#1 (expired 2020-01-01)');

    // a malformed baseline: could not run, at its file and line
    const broken = h.commit({ '.proofgate/baseline.yml': yml.replace(/ {4}reason: .*\n/, '') }, 'broken');
    const bad = await h.run({ base, head: broken });
    expect(bad.status).toBe(1);
    expect(bad.outputs['verdict']).toBe('error');
    expect(bad.stdout).toMatch(
      /^::error title=proofgate%3A invalid baseline,file=\.proofgate\/baseline\.yml,line=\d+::.*reason: say why/m,
    );
  }, 180_000);

  it('names files relative to the repository with a checkout into a subfolder, and advises on a shallow clone', async () => {
    h.git('checkout', '-q', '--detach', base);
    const head = h.commit(
      { 'src/app/lib.c': LIB.replace('if (v > 1000)', 'if (v > 1001)') },
      'rescale again',
    );
    const ws = path.join(h.work, 'ws');
    fs.mkdirSync(ws, { recursive: true });
    execFileSync('git', ['clone', '-q', h.repo, path.join(ws, 'sub')]);
    execFileSync('git', ['checkout', '-q', '--detach', head], { cwd: path.join(ws, 'sub') });
    // actions/checkout with `path: sub`, and paths naming the subfolder
    const r = await h.run({
      base,
      head,
      cwd: ws,
      workspace: ws,
      inputs: { INPUT_PATHS: 'sub/src', INPUT_CACHE: 'false' },
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /^::error title=proofgate%3A assertion can fail after this change \(main#1\),file=src\/app\/lib\.c,line=3::.* at src\/app\/main\.c:8 fail/m,
    );
    expect(r.summary).toContain('| ❌ | src/app/main.c:8 |');
    expect(r.summary).toContain('| 6 | src/app/lib.c:3 ◀ | scale |');
    // the same with working-directory
    const w = await h.run({
      base,
      head,
      cwd: ws,
      workspace: ws,
      inputs: { 'INPUT_WORKING-DIRECTORY': 'sub', INPUT_CACHE: 'false' },
    });
    expect(w.status).toBe(1);
    expect(w.stdout).toMatch(
      /^::error title=proofgate%3A assertion can fail after this change \(main#1\),file=src\/app\/lib\.c,line=3::/m,
    );
    expect(fs.existsSync(path.join(ws, 'sub/proofgate.sarif'))).toBe(true); // outputs are relative to the working directory
    // a shallow clone (actions/checkout's default fetch-depth 1) lacks the base: the advice says what to set
    const shallow = path.join(h.work, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${h.repo}`, shallow]);
    const s = await h.run({ base, head, cwd: shallow, workspace: shallow, inputs: { INPUT_CACHE: 'false' } });
    expect(s.stdout).toMatch(
      /::warning::proofgate: the base commit \w+ is not in the clone of .*: give actions\/checkout `fetch-depth: 2`/,
    );
    expect(s.status).toBe(1); // every finding counts as new
    expect(s.summary).toContain("No results of the base branch's runs");

    // GitHub's merge commit with fetch-depth 2: its first parent (the base branch's tip) is the base
    h.git('checkout', '-q', '-b', 'tip', base);
    const tip = h.commit({ 'README.md': 'docs\n' }, 'docs on main');
    h.git('merge', '-q', '--no-ff', '-m', 'Merge pull request', head);
    const merge = h.git('rev-parse', 'HEAD');
    const two = path.join(h.work, 'two');
    execFileSync('git', ['clone', '-q', '--depth', '2', '-b', 'tip', `file://${h.repo}`, two]);
    const m = await h.run({
      base,
      head: merge,
      prHead: head,
      cwd: two,
      workspace: two,
      inputs: { INPUT_CACHE: 'false' },
    });
    expect(m.stdout).not.toContain('is not in the clone');
    expect(m.summary).toContain(`Changed since \`${tip.slice(0, 12)}\``);
    expect(m.stdout).toMatch(
      /^::error title=proofgate%3A assertion can fail after this change \(main#1\),file=src\/app\/lib\.c,line=3::/m,
    );
  }, 180_000);
});
