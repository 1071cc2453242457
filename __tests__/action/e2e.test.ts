// The bundled Action end to end, as GitHub runs it (`node dist/index.js`): a local git repository
// with a base and head commits, a pull_request event payload, GITHUB_OUTPUT/GITHUB_STEP_SUMMARY
// files, INPUT_* variables, and a localhost HTTP server standing in for the GitHub API (it records
// the PR comment). Checked for a safe head and a head with a bug: annotations, summary, outputs,
// SARIF, comment and exit status; a second run reuses every unchanged property, a comment-only
// change re-verifies nothing, and another PR does not reuse this PR's records. A PR that adds a file
// with a syntax error "could not run" (never SAFE) and names the file; a PR whose only changed
// program comes last in path order is verified first, and a budget that ends before it fails.
// The comment: none on a passing PR by default (on-failure), one on request (always) beside a
// reviewer's comment that quotes the marker, updated to "Fixed" when a failing PR passes. The
// artefacts (JSON report, reproducers, witnesses) named by the outputs, and the summary's command
// that reproduces the violation under gcc. The log's collapsed list of every property's verdict.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRepo, bundle, CLAMP, SUM, type ActionRun, type Comment } from './harness';

const h = new ActionRepo();
const api = h.api;
const bot = (): Comment | undefined => api.bot();
let repo: string;
const git = (...args: string[]): string => h.git(...args);
const commit = (files: Record<string, string>, message: string): string => h.commit(files, message);
const runAction = (
  base: string,
  head: string,
  pr = 7,
  headRepo = 'acme/widgets',
  inputs: Record<string, string> = {},
): Promise<ActionRun> => h.run({ base, head, pr, headRepo, inputs });

let base: string;

beforeAll(async () => {
  await h.setUp();
  repo = h.repo;
  base = commit({ 'src/clamp/clamp.c': CLAMP, 'src/sum/sum.c': SUM }, 'base');
});

afterAll(() => h.tearDown());

describe.skipIf(!fs.existsSync(bundle))('the bundled Action on a pull request', () => {
  it('passes a safe head, lists the changed function, comments only when asked, and reuses everything on the second run', async () => {
    const head = commit({ 'src/sum/sum.c': SUM.replace('n > 10', 'n > 9') }, 'safe change');
    const first = await runAction(base, head);
    expect(first.status).toBe(0);
    expect(first.outputs).toMatchObject({
      verdict: 'safe',
      unsafe: '0',
      unknown: '0',
      safe: '2',
      reused: '0',
    });
    expect(first.outputs['sarif-file']).toBe(path.join(fs.realpathSync(repo), 'proofgate.sarif'));
    expect(first.stdout).not.toMatch(/^::error/m);
    expect(first.summary).toContain(`Changed since \`${base.slice(0, 12)}\``);
    expect(first.summary).toMatch(/- `main` \(src\/sum\/sum\.c:4\): changed/);
    expect(first.summary).toContain('```mermaid');
    expect(first.sarif?.runs[0].results).toEqual([]);
    expect(first.stdout).toMatch(
      /::group::proofgate: 2 properties and their verdicts\n[\s\S]*?src\/sum\/sum\.c:\d+: SAFE[\s\S]*?::endgroup::/,
    );
    expect(api.comments).toHaveLength(0); // comment: on-failure, and nothing failed

    // a reviewer quotes the marker: not the sticky comment
    const quote = { id: 1, body: '<!-- proofgate:report -->\nwhy?', user: { login: 'alice', type: 'User' } };
    api.comments.push(quote);
    const second = await runAction(base, head, 7, 'acme/widgets', { INPUT_COMMENT: 'always' });
    expect(second.status).toBe(0);
    expect(second.outputs).toMatchObject({ verdict: 'safe', safe: '2', reused: '2' });
    expect(second.summary).toContain('From earlier runs: 2 properties kept the stored verdict');
    expect(first.summary).not.toContain('From earlier runs');
    expect(api.comments).toHaveLength(2);
    expect(quote.body).toBe('<!-- proofgate:report -->\nwhy?');
    expect(bot()?.body).toMatch(/^<!-- proofgate:report -->\n## ✅ proofgate [\d.]+: SAFE/);

    // A comment-only change re-verifies nothing.
    const commented = commit(
      { 'src/sum/sum.c': `/* sums 1..n */\n${SUM.replace('n > 10', 'n > 9')}` },
      'comment',
    );
    const third = await runAction(base, commented, 7, 'acme/widgets', { INPUT_COMMENT: 'always' });
    expect(third.outputs).toMatchObject({ verdict: 'safe', reused: '2' });
    expect(api.comments).toHaveLength(2); // updated, not posted again
    expect(api.requests.filter((r) => r.startsWith('PATCH'))).toHaveLength(1);

    // Another pull request does not reuse this one's records.
    const other = await runAction(base, commented, 8);
    expect(other.outputs).toMatchObject({ verdict: 'safe', reused: '0' });
    expect(other.stdout).toMatch(/::notice::proofgate: no pull-request comment: the token may not write/);
    expect(other.status).toBe(0);

    // A fork's read-only token: no comment attempt, a notice instead.
    const requests = api.requests.length;
    const fork = await runAction(base, commented, 7, 'someone/widgets');
    expect(fork.status).toBe(0);
    expect(fork.stdout).toMatch(/::notice::proofgate: no pull-request comment on a fork pull request/);
    expect(api.requests.length).toBe(requests);
    expect(fork.summary).toContain('fork pull requests get a read-only token');
  }, 120_000);

  it('fails a head with a bug: error annotation on the line, counterexample in summary, SARIF and comment', async () => {
    const head = commit(
      {
        'src/clamp/clamp.c': CLAMP.replace(
          'if (value > limit) return limit;',
          'if (value > limit) return limit + 1;',
        ),
      },
      'off by one',
    );
    const artefacts = {
      'INPUT_JSON-FILE': 'out/report.json',
      INPUT_REPRODUCERS: 'repro',
      INPUT_WITNESSES: 'witnesses',
    };
    const r = await runAction(base, head, 7, 'acme/widgets', artefacts);
    expect(r.status).toBe(1);
    expect(r.outputs).toMatchObject({ verdict: 'unsafe', unsafe: '1' });
    // the artefacts, named by the outputs; the summary's command reproduces the violation natively
    const real = fs.realpathSync(repo);
    expect(r.outputs).toMatchObject({
      'json-file': path.join(real, 'out/report.json'),
      reproducers: path.join(real, 'repro'),
      witnesses: path.join(real, 'witnesses'),
    });
    const json = JSON.parse(fs.readFileSync(r.outputs['json-file'], 'utf8')) as { verdict: string };
    expect(json.verdict).toBe('unsafe');
    expect(fs.readdirSync(r.outputs['witnesses']).length).toBeGreaterThan(0);
    const command =
      /Reproduce it natively, from the repository's root: ` (gcc .*) `/.exec(r.summary)?.[1] ?? '';
    expect(command).toBe(
      'gcc -fno-builtin src/clamp/clamp.c repro/clamp.main_1.repro.c -o ./repro/clamp.main_1.repro && ./repro/clamp.main_1.repro',
    );
    const native = spawnSync('sh', ['-c', command], { cwd: repo, encoding: 'utf8' });
    expect(native.status).not.toBe(0); // the assertion fails under gcc with the real libc
    expect(native.stderr).toMatch(/Assertion|proofgate: /);
    for (const d of ['out', 'repro', 'witnesses'])
      fs.rmSync(path.join(repo, d), { recursive: true, force: true });
    expect(r.stdout).toMatch(
      /^::error title=proofgate%3A assertion can fail \(main#1\),file=src\/clamp\/clamp\.c,line=13::assert\(level >= 0 && level <= 100\) is violated/m,
    );
    expect(r.stdout).toMatch(/::error::proofgate verdict UNSAFE fails the step \(fail-on: unsafe\)/);
    expect(r.summary).toMatch(/<details><summary>❌ Counterexample for <code>main#1<\/code>/);
    expect(r.summary).toMatch(/- `clamp` \(src\/clamp\/clamp\.c:4\): changed/);
    expect(r.sarif?.runs[0].results).toHaveLength(1);
    expect(api.comments).toHaveLength(2);
    expect(bot()?.body).toMatch(/## ❌ proofgate [\d.]+: UNSAFE/);

    // fixed: the step passes, and the comment says so (comment: on-failure updates, never creates)
    const fixed = await runAction(base, commit({ 'src/clamp/clamp.c': CLAMP }, 'fix'));
    expect(fixed.status).toBe(0);
    expect(api.comments).toHaveLength(2);
    expect(bot()?.body).toMatch(/## ✅ proofgate [\d.]+: SAFE/);
    expect(bot()?.body).toContain('> Fixed: an earlier run of proofgate failed on this pull request');
  }, 120_000);

  it('says "could not run" and names the file when a pull request adds a syntax error, never SAFE', async () => {
    git('checkout', '-q', '--detach', base);
    const head = commit(
      { 'src/broken/broken.c': 'int main(void) {\n  int x = 1;\n  x = ;\n  return x;\n}\n' },
      'typo',
    );
    const r = await runAction(base, head);
    expect(r.status).toBe(1);
    expect(r.outputs['verdict']).toBe('error');
    expect(r.stdout).toMatch(
      /::error::proofgate could not run: 1 input error\(s\) \(first: src\/broken\/broken\.c:3/,
    );
    expect(r.summary).toMatch(/## ❗ proofgate [\d.]+: COULD NOT RUN/);
    expect(r.summary).toMatch(/- src\/broken\/broken\.c:3: /);
    expect(r.summary).not.toContain('SAFE');
    expect(r.summary).not.toContain('No function changed.'); // broken.c was not compared
    expect(r.summary).toContain('those with input errors are not compared');
    const body = bot()?.body;
    expect(body).toMatch(/COULD NOT RUN/);
    expect(body).toContain('src/broken/broken.c:3');
    expect(body).not.toContain('SAFE');
    const invocation = r.sarif?.runs[0].invocations?.[0];
    expect(invocation?.executionSuccessful).toBe(false);
    expect(JSON.stringify(invocation?.toolExecutionNotifications)).toContain('src/broken/broken.c');
  }, 120_000);

  it('verifies the only changed program first, and fails when the budget ends before it', async () => {
    git('checkout', '-q', '--detach', base);
    const bug = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  assert(n != 3);
  return 0;
}
`;
    // src/zz comes last in path order, after the unchanged clamp and sum programs.
    const head = commit({ 'src/zz/zz.c': bug }, 'add zz');
    const small = await runAction(base, head, 7, 'acme/widgets', { INPUT_BUDGET: '3', INPUT_CACHE: 'false' });
    expect(small.status).toBe(1);
    expect(small.stdout).toMatch(/::error::proofgate verdict \w+ fails the step/);
    // A budget used up before any program: the changed one is not verified, and that fails the step.
    const none = await runAction(base, head, 7, 'acme/widgets', {
      INPUT_BUDGET: '0.5',
      INPUT_CACHE: 'false',
    });
    expect(none.status).toBe(1);
    expect(none.summary).toMatch(
      /\*\*The time budget \(0\.5 s\) ran out before 1 changed program\(s\) were verified: `src\/zz\/zz\.c`/,
    );
    expect(none.stdout).toMatch(/ran out before 1 changed program\(s\) were verified/);
    const never = await runAction(base, head, 7, 'acme/widgets', {
      INPUT_BUDGET: '0.5',
      INPUT_CACHE: 'false',
      'INPUT_FAIL-ON': 'never',
    });
    expect(never.status).toBe(0);
    expect(never.summary).toMatch(
      /\*\*The time budget .* The step passes only because fail-on is never\.\*\*/,
    );
  }, 180_000);
});
