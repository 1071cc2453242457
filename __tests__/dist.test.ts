// The committed bundle works on its own: dist/ copied ALONE to a fresh folder (no node_modules,
// no src) still loads its WASM assets and headers and runs `cfa` and `verify` (with the BMC engine
// in its solver worker). Skipped, with a message, when dist/ has not been built; CI builds first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyReport } from '../src/pipeline/results';
import { VERSION } from '../src/version';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');
const built = fs.existsSync(path.join(dist, 'cli.js')) && fs.existsSync(path.join(dist, 'index.js'));
if (!built) console.warn('dist.test.ts: dist/ is not built, skipping (run npm run build first)');

let tmp: string;
let cliJs: string;

function node(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  // Run from the temp folder with a plain environment so nothing resolves into this repository.
  const r = spawnSync(process.execPath, [cliJs, ...args], {
    cwd: tmp,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.skipIf(!built)('dist/ alone', () => {
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-dist-'));
    fs.cpSync(dist, path.join(tmp, 'dist'), { recursive: true });
    cliJs = path.join(tmp, 'dist', 'cli.js');
    fs.cpSync(path.join(root, 'examples'), path.join(tmp, 'examples'), { recursive: true });
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('has a shebang and every runtime asset', () => {
    expect(fs.readFileSync(cliJs, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    for (const asset of ['z3-built.wasm', 'z3-built.js', 'web-tree-sitter.wasm', 'tree-sitter-c.wasm']) {
      expect(fs.existsSync(path.join(tmp, 'dist', asset)), asset).toBe(true);
    }
    expect(fs.existsSync(path.join(tmp, 'dist', 'include', 'assert.h'))).toBe(true);
  });

  it('prints its version', () => {
    expect(node('--version')).toMatchObject({ status: 0, stdout: `${VERSION}\n` });
  });

  it('runs cfa on an example', () => {
    const r = node('cfa', 'examples/safe-loop/sum.c');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('main');
  });

  it('runs verify on the examples: clamp UNSAFE with a replayed trace, the rest SAFE, exit 1', () => {
    // The bundle's engine end to end: solver workers (dist/solverWorker.js), BMC, concrete replay
    // of the counterexample and the re-check of the SAFE certificates.
    const small = ['assert-fail', 'incremental', 'multi-file', 'safe-loop'].map((d) => `examples/${d}`);
    const r = node('verify', '--format', 'json', ...small);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout) as VerifyReport;
    expect(report.verdict).toBe('unsafe');
    // SAFE: whichever certified prover gets there first (BMC, k-induction, CHC, or exhaustive runs)
    const prover = (e: string): string =>
      ['bmc', 'k-induction', 'chc', 'exhaustive-runs'].includes(e) ? 'prover' : e;
    expect(report.properties.map((p) => [p.file, p.id, p.verdict, prover(p.engine)])).toEqual([
      ['examples/assert-fail/clamp.c', 'main#1', 'unsafe', 'testing'],
      ['examples/incremental/project/main.c', 'main#1', 'safe', 'prover'],
      ['examples/incremental/project/main.c', 'main#2', 'safe', 'prover'],
      ['examples/incremental/project/main.c', 'main#3', 'safe', 'prover'],
      ['examples/multi-file/counter.c', 'counter_add#1', 'safe', 'prover'],
      ['examples/multi-file/main.c', 'main#1', 'safe', 'prover'],
      ['examples/safe-loop/sum.c', 'main#1', 'safe', 'prover'],
      ['examples/safe-loop/sum.c', 'main#2', 'safe', 'prover'],
    ]);
    const trace = report.properties[0]?.trace ?? [];
    expect(trace.map((s) => [s.function, s.line])).toEqual([
      ['main', 17],
      ['main', 18],
      ['main', 19],
      ['clamp', 7],
      ['clamp', 8],
      ['clamp', 11],
      ['clamp', 12],
      ['main', 19],
      ['main', 20],
      ['main', 20],
    ]);
    expect(trace[7]?.assignments).toEqual({ level: '101' });
    expect(report.properties.slice(1).every((p) => p.trace === undefined)).toBe(true);
    expect(report.stats.solverCalls).toBeGreaterThan(0);
  });

  it('runs the bundled solver worker (dist/solverWorker.js) on a query', () => {
    // Speaks the worker protocol of src/smt/solverProtocol.ts with nothing but Node's own modules.
    const script = `
      const { Worker } = require('node:worker_threads');
      const w = new Worker(process.argv[1], { workerData: { proofgateSolverWorker: true } });
      const steps = [
        { op: 'open' },
        { op: 'add', text: '(declare-const x (_ BitVec 32)) (assert (= (bvadd x #x00000001) #x00000000))' },
        { op: 'check', assumptions: [], timeoutMs: 10000 },
        { op: 'values', terms: ['x'] },
      ];
      const replies = [];
      const send = () => {
        const next = steps.shift();
        if (next) w.postMessage({ ...next, id: replies.length + 1 });
        else { console.log(JSON.stringify(replies)); void w.terminate(); }
      };
      w.on('message', (m) => {
        if ('hello' in m) {
          if (m.hello === 'ready') return send();
          console.log(JSON.stringify(['failed: ' + m.error]));
          return void w.terminate();
        }
        replies.push(m.ok ? String(m.value instanceof Map ? m.value.get('x') : m.value) : 'error: ' + m.error);
        send();
      });
      w.on('error', (e) => { console.log(JSON.stringify(['crashed: ' + e.message])); process.exit(1); });
    `;
    const worker = path.join(tmp, 'dist', 'solverWorker.js');
    const r = spawnSync(process.execPath, ['-e', script, worker], {
      cwd: tmp,
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '' },
      timeout: 60_000,
    });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(['undefined', 'undefined', 'sat', '4294967295']);
    // Loaded as a main program, the worker bundle does nothing and exits at once.
    expect(
      spawnSync(process.execPath, [worker], { cwd: tmp, encoding: 'utf8', timeout: 10_000 }),
    ).toMatchObject({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('exits 3 with a located error on a missing file', () => {
    const r = node('verify', 'examples/missing.c');
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('examples/missing.c:1:1: error');
  });
});
