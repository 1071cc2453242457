// Builds dist/ from scratch: type-checks (tsc --noEmit), bundles the CLI (dist/cli.js), the Action
// (dist/index.js), the solver worker thread (dist/solverWorker.js) and the lane worker thread
// (dist/laneWorker.js) with ncc, and copies the runtime
// assets ncc does not copy (WASM files, Z3's worker script, the C headers in dist/include/).
// Output is byte-identical across rebuilds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

const BUNDLES = [
  { entry: 'src/cli/main.ts', out: 'cli.js', shebang: true },
  { entry: 'src/action/main.ts', out: 'index.js', shebang: false },
  // Started by src/smt/workerSession.ts as a worker thread from next to cli.js / index.js.
  { entry: 'src/smt/solverWorker.ts', out: 'solverWorker.js', shebang: false },
  // Started by src/pipeline/portfolio/laneThreads.ts: a lane of the portfolio on a thread of its own.
  { entry: 'src/pipeline/portfolio/laneWorker.ts', out: 'laneWorker.js', shebang: false },
];

/** Files copied flat into dist/, from node_modules. */
const ASSETS = [
  'z3-solver/build/z3-built.wasm',
  'z3-solver/build/z3-built.js',
  'web-tree-sitter/web-tree-sitter.wasm',
  'tree-sitter-c/tree-sitter-c.wasm',
];
const INCLUDE_DIR = 'src/frontend/include';

function step(message) {
  process.stdout.write(`build: ${message}\n`);
}

function runNode(script, args) {
  execFileSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' });
}

function typecheck() {
  step('type-checking (tsc --noEmit)');
  try {
    runNode('node_modules/typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
  } catch {
    throw new Error('type errors: fix them before building');
  }
}

function bundle({ entry, out, shebang }) {
  step(`bundling ${entry} → dist/${out}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-ncc-'));
  try {
    // Type errors were reported by tsc above; -t skips ncc's second check. -C: no build cache.
    runNode('node_modules/@vercel/ncc/dist/ncc/cli.js', ['build', entry, '-o', tmp, '-q', '-t', '-C']);
    const emitted = fs.readdirSync(tmp);
    const extra = emitted.filter((f) => f !== 'index.js');
    if (extra.length > 0) {
      throw new Error(
        `ncc emitted unexpected files for ${entry}: ${extra.join(', ')} (copy assets explicitly)`,
      );
    }
    let code = fs.readFileSync(path.join(tmp, 'index.js'), 'utf8');
    if (shebang && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
    const target = path.join(dist, out);
    fs.writeFileSync(target, code);
    if (shebang) fs.chmodSync(target, 0o755);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function copyAssets() {
  step('copying runtime assets');
  for (const rel of ASSETS) {
    const from = path.join(root, 'node_modules', rel);
    if (!fs.existsSync(from)) throw new Error(`missing runtime asset ${from}: run npm ci`);
    const to = path.join(dist, path.basename(rel));
    fs.copyFileSync(from, to);
    fs.chmodSync(to, 0o644); // modes differ between package tarballs; git records them
  }
  const include = path.join(root, INCLUDE_DIR);
  if (fs.existsSync(include)) {
    fs.cpSync(include, path.join(dist, 'include'), { recursive: true });
  } else {
    process.stderr.write(`build: warning: ${INCLUDE_DIR} does not exist yet; dist/include/ left out\n`);
  }
}

try {
  typecheck();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist);
  for (const b of BUNDLES) bundle(b);
  copyAssets();
  step('done');
} catch (e) {
  process.stderr.write(`build: error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
