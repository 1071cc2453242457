// Writes the witnesses a `verify --witness PATH` run (or the Action's `witnesses` input) built
// (pipeline/witness.ts): to PATH itself for a single program, or into the folder PATH, one
// `<first file>.witness.yml` per decided program, when the run had several programs.

import fs from 'node:fs';
import path from 'node:path';
import type { VerifyRun } from '../pipeline/runVerify';

/** Writes the run's witnesses under `target`; returns the paths written. */
export function writeWitnesses(target: string, witnesses: NonNullable<VerifyRun['witnesses']>): string[] {
  const written: string[] = [];
  if (witnesses.several) fs.mkdirSync(target, { recursive: true });
  for (const w of witnesses.programs) {
    const base = path.basename(w.files[0] ?? 'program').replace(/\.[ci]$/, '');
    const file = witnesses.several ? path.join(target, `${base}.witness.yml`) : target;
    fs.writeFileSync(file, w.yaml);
    written.push(file);
  }
  return written;
}
