// Test helper: one C program in a fresh temporary folder (a cache folder named beside it), and
// runVerify on it as the CLI calls it, for the tests of the store and of reuse across runs. Every
// UNSAFE found has its reproducer compiled and run (reproducers.ts).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LP64, type DataModel } from '../../src/frontend/dataModel';
import { DEFAULT_VERIFY_OPTIONS, type VerifyOptions } from '../../src/pipeline/options';
import { runVerifyChecked } from './reproducers';
import type { VerifyReport } from '../../src/pipeline/results';

/** `prog.c` with `source` in a new folder whose name starts with `prefix`, and `cache` beside it. */
export function tempProgram(prefix: string, source: string): { file: string; cacheDir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'prog.c');
  fs.writeFileSync(file, source);
  return { file, cacheDir: path.join(dir, 'cache') };
}

/** The report of verifying `file` (30 s unless the options say otherwise). */
export async function verifyFile(
  file: string,
  options: Partial<VerifyOptions>,
  dataModel: DataModel = LP64,
): Promise<VerifyReport> {
  const run = await runVerifyChecked({
    paths: [file],
    frontend: { dataModel, includeDirs: [], defines: [] },
    options: { ...DEFAULT_VERIFY_OPTIONS, timeoutSeconds: 30, ...options },
  });
  return run.report;
}
