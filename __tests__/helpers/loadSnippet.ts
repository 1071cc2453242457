// Test helper: writes C snippets to a temporary folder and runs the front end on them.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadProgram, type FrontendResult } from '../../src/frontend/frontend';
import { ILP32, LP64 } from '../../src/frontend/dataModel';

let dir: string | undefined;

export function snippetPath(name: string, source: string): string {
  dir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-test-'));
  const p = path.join(dir, name);
  fs.writeFileSync(p, source);
  return p;
}

/** Loads one or more snippets (`{ 'a.c': src, ... }` or a single source) as one program. */
export async function loadSnippets(
  sources: string | Record<string, string>,
  model: 'ILP32' | 'LP64' = 'ILP32',
): Promise<FrontendResult> {
  const files = typeof sources === 'string' ? { 'main.c': sources } : sources;
  const paths = Object.entries(files).map(([n, s]) => snippetPath(n, s));
  return loadProgram(paths, { dataModel: model === 'ILP32' ? ILP32 : LP64, includeDirs: [], defines: [] });
}
