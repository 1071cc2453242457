// Writes the reproducers a `verify --reproducer DIR` run (or the Action's `reproducers` input)
// built (pipeline/portfolio/unsafeEvidence.ts): one `<program>.<property>.repro.c` per violation
// found, into DIR (created when missing).

import fs from 'node:fs';
import path from 'node:path';
import type { ReproducerFile } from '../pipeline/answers';

/** Writes `reproducers` into `dir`; returns the paths written. */
export function writeReproducers(dir: string, reproducers: readonly ReproducerFile[]): string[] {
  if (reproducers.length === 0) return [];
  fs.mkdirSync(dir, { recursive: true });
  return reproducers.map((r) => {
    const file = path.join(dir, r.name);
    fs.writeFileSync(file, r.text);
    return file;
  });
}
