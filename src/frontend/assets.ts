// Finds runtime assets (WASM binaries, Z3's worker script, the C headers we ship): next to the
// running bundle (dist/ holds them flat, plus dist/include/), else, when running the TypeScript
// sources in development or tests, in node_modules or src/frontend/include.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';

/** Where each asset lives inside node_modules during development. */
const DEV_LOCATIONS: Readonly<Record<string, string>> = {
  'tree-sitter-c.wasm': 'tree-sitter-c/tree-sitter-c.wasm',
  'web-tree-sitter.wasm': 'web-tree-sitter/web-tree-sitter.wasm',
  'z3-built.wasm': 'z3-solver/build/z3-built.wasm',
  'z3-built.js': 'z3-solver/build/z3-built.js',
};

/** Assets that live in this source folder during development. */
const SOURCE_LOCATIONS: Readonly<Record<string, string>> = {
  include: 'include',
};

const cache = new Map<string, string>();

/**
 * This module's directory at run time. Read through a function so that bundlers do not treat
 * `path.join(__dirname, name)` as a static asset reference and copy the whole folder.
 */
function hereDir(): string {
  return __dirname;
}

function fromNodeModules(rel: string): string | undefined {
  try {
    return createRequire(__filename).resolve(rel);
  } catch {
    // The package's "exports" may hide the file: look for it in node_modules folders upwards.
  }
  for (let dir = hereDir(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', rel);
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Absolute path of a runtime asset: `tree-sitter-c.wasm`, `web-tree-sitter.wasm`, `z3-built.wasm`,
 * `z3-built.js` or `include` (the folder of headers we ship). Throws when it cannot be found.
 */
export function assetPath(name: string): string {
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const here = hereDir();
  let found: string | undefined;
  const beside = path.join(here, name);
  if (fs.existsSync(beside)) found = beside;
  if (found === undefined && name in SOURCE_LOCATIONS) {
    const src = path.join(here, SOURCE_LOCATIONS[name]);
    if (fs.existsSync(src)) found = src;
  }
  if (found === undefined && name in DEV_LOCATIONS) found = fromNodeModules(DEV_LOCATIONS[name]);
  if (found === undefined) {
    throw new Error(`runtime asset '${name}' not found next to ${here} or in node_modules`);
  }
  cache.set(name, found);
  return found;
}
