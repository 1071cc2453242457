// Test helper: every UNSAFE result a test obtains through runVerify has its reproducer written,
// compiled with gcc as its header says (with -fsanitize=address,undefined for a UB finding) and
// run, and the run must fail. Without gcc, or for ILP32 programs without `gcc -m32`, nothing is run.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { runVerify, type VerifyRun } from '../../src/pipeline/runVerify';
import { type VerifyRequest } from '../../src/pipeline/options';
import { DEFAULT_VERIFY_OPTIONS } from '../../src/pipeline/options';
import type { PropertyResult, VerifyReport } from '../../src/pipeline/results';
import { writeReproducers } from '../../src/report/reproducerFiles';

let gccFlags: Map<string, boolean> | undefined;

/** Can gcc build and link a program with these flags? (asked once per set of flags) */
function gccCan(flags: readonly string[]): boolean {
  gccFlags ??= new Map();
  const key = flags.join(' ');
  let ok = gccFlags.get(key);
  if (ok === undefined) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-gcc-probe-'));
    const src = path.join(dir, 'probe.c');
    fs.writeFileSync(src, 'int main(void) { return 0; }\n');
    try {
      execFileSync('gcc', [...flags, src, '-o', path.join(dir, 'probe')], { stdio: 'ignore' });
      ok = true;
    } catch {
      ok = false;
    }
    gccFlags.set(key, ok);
  }
  return ok;
}

/** runVerify with reproducers, written as the CLI writes them (to a temporary folder) and run. */
export async function runVerifyChecked(request: VerifyRequest): Promise<VerifyRun> {
  const options = request.options ?? DEFAULT_VERIFY_OPTIONS;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-repro-'));
  const run = await runVerify({ ...request, options: { ...options, reproducers: true } });
  writeReproducers(dir, run.reproducers ?? []);
  expectReproducersFail(run.report, dir);
  return run;
}

/** The reproducer written for `r` in `dir`, if any. */
function reproducerOf(r: PropertyResult, dir: string): string | undefined {
  const suffix = `.${r.id.replace(/[^A-Za-z0-9_]/g, '_')}.repro.c`;
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(suffix)) : [];
  for (const name of names.sort()) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const program = /^ \* Program: (.*)$/m.exec(text)?.[1] ?? '';
    if (program.split(' ').includes(r.file)) return path.join(dir, name);
  }
  return undefined;
}

/**
 * For every UNSAFE result of `report` found in this run (not reused from a store): its reproducer
 * in `dir`, built as its header says, fails (a non-zero exit or a signal).
 */
export function expectReproducersFail(report: VerifyReport, dir: string): void {
  if (!gccCan([])) return;
  for (const r of report.properties.filter((p) => p.verdict === 'unsafe')) {
    if (r.reused || r.reuse === 'certificate' || (r.entry !== undefined && r.entry !== 'main')) continue;
    const file = reproducerOf(r, dir);
    expect(file, `a reproducer for ${r.id} (${r.file}:${r.line})`).toBeDefined();
    const text = fs.readFileSync(file as string, 'utf8');
    const build = /^ \* Build and run: gcc (.*) repro\.c -o repro && \.\/repro$/m.exec(text);
    expect(build, `the build line of ${file}`).not.toBeNull();
    const flags = (build?.[1] ?? '').split(' ').filter((f) => f !== '');
    const options = flags.filter((f) => f.startsWith('-'));
    if (!gccCan(options)) continue; // e.g. -m32 without the 32-bit C library
    const exe = `${file as string}.out`;
    execFileSync('gcc', ['-w', ...flags, file as string, '-o', exe], { stdio: 'pipe' });
    const ran = spawnSync(exe, { encoding: 'utf8', timeout: 20_000 });
    const failed = ran.status !== 0 || ran.signal !== null;
    expect(failed, `${r.id} ${r.kind} at ${r.file}:${r.line}: the reproducer ${file} should fail`).toBe(true);
    if (r.kind === 'undefined-behavior') expect(ran.stderr).toMatch(/runtime error|AddressSanitizer/);
  }
}
