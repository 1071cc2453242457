// The committed bundle works on its own: dist/ copied ALONE to a fresh folder (no node_modules,
// no src) still loads its WASM assets and headers and runs `cfa` and `verify`. Skipped, with a
// message, when dist/ has not been built; CI builds first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('runs verify on an example: properties UNKNOWN, exit 2', () => {
    const r = node('verify', '--format', 'json', 'examples/assert-fail/clamp.c');
    expect(r.status).toBe(2);
    const report = JSON.parse(r.stdout) as { verdict: string; properties: { file: string }[] };
    expect(report.verdict).toBe('unknown');
    expect(report.properties.length).toBeGreaterThan(0);
    expect(report.properties[0].file).toBe('examples/assert-fail/clamp.c');
  });

  it('exits 3 with a located error on a missing file', () => {
    const r = node('verify', 'examples/missing.c');
    expect(r.status).toBe(3);
    expect(r.stderr).toContain('examples/missing.c:1:1: error');
  });
});
