// The example workflows (examples/workflows/*.yml): each parses, has triggers, jobs and steps; every
// `with:` key of a proofgate step is an input of action.yml (or on the short list of inputs being
// added); each file has the structure its comment promises (PR gate: concurrency, full history,
// minimal permissions, fail-on-scope and baseline; nightly: schedule and full mode; sharded: four
// shards writing JSON reports and a merge job; SARIF: upload skipped on fork pull requests). The PR
// gate's proofgate step then runs in the end-to-end harness on a safe and an unsafe pull request.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runScenario } from '../../scripts/actionScenarios';
import { bundle, root } from '../action/harness';

interface Step {
  readonly id?: string;
  readonly name?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, string | number | boolean>;
}

interface Job {
  readonly 'runs-on'?: string;
  readonly needs?: string | string[];
  readonly if?: string;
  readonly permissions?: Record<string, string>;
  readonly strategy?: { matrix?: Record<string, unknown> };
  readonly steps?: Step[];
}

interface Workflow {
  readonly name?: string;
  readonly on?: Record<string, unknown>;
  readonly concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
  readonly permissions?: Record<string, string>;
  readonly jobs?: Record<string, Job>;
}

/** Inputs other sessions are adding to action.yml now; remove each once action.yml declares it. */
const BEING_ADDED: string[] = [];

const dir = path.join(root, 'examples/workflows');
const files = fs
  .readdirSync(dir)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const workflows = new Map(
  files.map((f) => [f, parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Workflow] as const),
);
const actionInputs = Object.keys(
  (parse(fs.readFileSync(path.join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> })
    .inputs,
);

const workflow = (file: string): Workflow => {
  const w = workflows.get(file);
  if (!w) throw new Error(`examples/workflows/${file} is missing`);
  return w;
};
const isProofgate = (s: Step): boolean => /(^|\/)proofgate@/.test(s.uses ?? '');
const stepsOf = (w: Workflow): Step[] => Object.values(w.jobs ?? {}).flatMap((j) => j.steps ?? []);
const proofgateSteps = (w: Workflow): Step[] => stepsOf(w).filter(isProofgate);
const usesOf = (w: Workflow, action: string): Step[] =>
  stepsOf(w).filter((s) => (s.uses ?? '').startsWith(`${action}@`));

describe('the example workflows', () => {
  it('are the PR gate, the nightly run, the sharded matrix and the SARIF upload', () => {
    expect(files).toEqual(['nightly.yml', 'pr-gate.yml', 'sarif-upload.yml', 'sharded.yml']);
  });

  it.each(files)('%s: triggers, jobs and steps, each step an action at a version or a command', (file) => {
    const w = workflow(file);
    expect(w.name).toBeTruthy();
    expect(Object.keys(w.on ?? {}).length).toBeGreaterThan(0);
    expect(Object.keys(w.jobs ?? {}).length).toBeGreaterThan(0);
    expect(w.permissions?.['contents']).toBe('read');
    for (const [name, job] of Object.entries(w.jobs ?? {})) {
      expect(job['runs-on'], name).toBe('ubuntu-latest');
      expect(job.steps?.length, name).toBeGreaterThan(0);
      for (const step of job.steps ?? []) {
        expect(Boolean(step.uses) !== Boolean(step.run), `${name}: ${JSON.stringify(step)}`).toBe(true);
        if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w./-]+@[\w.-]+$/);
      }
    }
    expect(proofgateSteps(w).length).toBeGreaterThan(0);
    for (const s of proofgateSteps(w)) expect(s.uses).toBe('OWNER/proofgate@v0');
  });

  it.each(files)('%s: every input of a proofgate step is declared in action.yml (or being added)', (file) => {
    for (const s of proofgateSteps(workflow(file))) {
      const unknown = Object.keys(s.with ?? {}).filter(
        (k) => !actionInputs.includes(k) && !BEING_ADDED.includes(k),
      );
      expect(unknown).toEqual([]);
    }
  });

  it('PR gate: pull_request, superseded runs cancelled, full history, minimal permissions, new findings only', () => {
    const w = workflow('pr-gate.yml');
    expect(Object.keys(w.on ?? {})).toEqual(['pull_request']);
    expect(w.concurrency?.group).toContain('github.event.pull_request.number');
    expect(w.concurrency?.['cancel-in-progress']).toBe(true);
    expect(w.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(usesOf(w, 'actions/checkout')[0]?.with?.['fetch-depth']).toBe(0);
    expect(proofgateSteps(w)[0]?.with).toMatchObject({
      'fail-on-scope': 'new',
      baseline: '.proofgate/baseline.yml',
    });
  });

  it('nightly: schedule and workflow_dispatch, a full run that refreshes the cache', () => {
    const w = workflow('nightly.yml');
    expect(Object.keys(w.on ?? {}).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect((w.on?.['schedule'] as { cron: string }[])[0]?.cron).toMatch(/^(\S+ ){4}\S+$/);
    expect(proofgateSteps(w)[0]?.with).toMatchObject({ mode: 'full', cache: 'true' });
  });

  it('sharded: four shards write and upload JSON reports, one merge job downloads and merges them', () => {
    const w = workflow('sharded.yml');
    const shard = w.jobs?.['shard'];
    const merge = w.jobs?.['merge'];
    expect(shard?.strategy?.matrix?.['shard']).toEqual([1, 2, 3, 4]);
    const shardStep = (shard?.steps ?? []).find(isProofgate);
    expect(shardStep?.with).toMatchObject({
      shard: '${{ matrix.shard }}/4',
      'json-file': expect.stringMatching(/^reports\/.*\$\{\{ matrix\.shard \}\}.*\.json$/) as string,
      comment: 'never',
    });
    const upload = (shard?.steps ?? []).find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.['path']).toBe(shardStep?.with?.['json-file']);
    expect(merge?.needs).toBe('shard');
    expect(merge?.if).toBe('always()');
    const mergeSteps = merge?.steps ?? [];
    const download = mergeSteps.findIndex((s) => s.uses?.startsWith('actions/download-artifact@'));
    const merging = mergeSteps.findIndex(isProofgate);
    expect(download).toBeGreaterThanOrEqual(0);
    expect(merging).toBeGreaterThan(download);
    expect(mergeSteps[download]?.with).toMatchObject({ path: 'reports', 'merge-multiple': true });
    expect(mergeSteps[merging]?.with?.['merge']).toBe('reports/*.json');
    expect(merge?.permissions?.['pull-requests']).toBe('write');
  });

  it('SARIF: uploaded with codeql-action, skipped on fork pull requests, with security-events write', () => {
    const w = workflow('sarif-upload.yml');
    expect(w.permissions?.['security-events']).toBe('write');
    const upload = usesOf(w, 'github/codeql-action/upload-sarif')[0];
    expect(upload?.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    expect(upload?.with?.['sarif_file']).toBe('${{ steps.proofgate.outputs.sarif-file }}');
    const id = proofgateSteps(w)[0]?.id;
    expect(id).toBe('proofgate');
  });
});

/** A step's `with:` as the runner passes it (INPUT_<NAME in upper case>), for inputs the bundle knows. */
function inputsOf(step: Step): { env: Record<string, string>; skipped: string[] } {
  const env: Record<string, string> = {};
  const skipped: string[] = [];
  for (const [key, value] of Object.entries(step.with ?? {})) {
    if (!actionInputs.includes(key)) skipped.push(key);
    else env[`INPUT_${key.replace(/ /g, '_').toUpperCase()}`] = String(value);
  }
  return { env, skipped };
}

describe.skipIf(!fs.existsSync(bundle))("the PR gate's proofgate step in the end-to-end harness", () => {
  const step = proofgateSteps(workflow('pr-gate.yml'))[0] as Step;
  const { env, skipped } = inputsOf(step);
  if (skipped.length > 0)
    console.warn(`workflows.test.ts: inputs the bundle does not know yet: ${skipped.join(', ')}`);

  it('maps its inputs to INPUT_* variables, skipping only inputs being added', () => {
    expect(env).toMatchObject({
      INPUT_PATHS: 'src\n',
      'INPUT_FAIL-ON': 'unsafe',
      INPUT_COMMENT: 'on-failure',
    });
    for (const k of skipped) expect(BEING_ADDED).toContain(k);
  });

  it('passes a safe pull request', async () => {
    const s = await runScenario('safe', env);
    try {
      expect(s.run.status).toBe(0);
      expect(s.run.outputs['verdict']).toBe('safe');
    } finally {
      await s.cleanUp();
    }
  });

  it('fails a pull request whose callee change breaks a caller, and comments', async () => {
    const s = await runScenario('unsafe', env);
    try {
      expect(s.run.status).toBe(1);
      expect(s.run.outputs['verdict']).toBe('unsafe');
      expect(s.run.summary).toContain('UNSAFE');
      expect(s.comments.map((c) => c.body.split('\n')[0])).toEqual(['<!-- proofgate:report -->']);
    } finally {
      await s.cleanUp();
    }
  });
});
