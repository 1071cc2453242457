// Test helpers for src/certify: CFAs of C snippets (LP64 unless told), runs of the interpreter
// with chosen values (uninitialised declarations get 0 unless told), recorded counterexamples, and
// gcc compile-and-run for differential checks.

import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cfaOf } from '../ir/cfaHelpers';
import { loadProgram } from '../../src/frontend/frontend';
import { LP64 } from '../../src/frontend/dataModel';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import type { CheckName } from '../../src/ir/checks';
import type { Counterexample, InputValue } from '../../src/encodings/result';
import type { ExecuteOptions, Execution, InputRequest } from '../../src/certify/execution';
import { execute } from '../../src/certify/interpreter';
import { inputsFrom } from '../../src/certify/inputs';

export function cfa(source: string, model: 'ILP32' | 'LP64' = 'LP64'): Promise<ProgramCfa> {
  return cfaOf(source, model);
}

/** The CFA of C files on disk (LP64), with the `--check` families asked for. */
export async function cfaOfFiles(
  files: readonly string[],
  checks: readonly CheckName[] = [],
): Promise<ProgramCfa> {
  const r = await loadProgram(files, { dataModel: LP64, includeDirs: [], defines: [] });
  if (!r.program) throw new Error(r.diagnostics.map((d) => `${d.loc.line}: ${d.message}`).join('\n'));
  return buildProgramCfa(r.program, { checks: new Set(checks) });
}

export interface RunSpec extends ExecuteOptions {
  /** Values for nondet, external and param requests, in order (exhausted after the last). */
  readonly values?: readonly bigint[];
  /** Value of every `uninit` request (default 0). */
  readonly uninit?: bigint;
}

/** Runs the interpreter, answering requests from `spec`; also returns the inputs it consumed. */
export function runRecorded(p: ProgramCfa, spec: RunSpec = {}): { run: Execution; inputs: InputValue[] } {
  const values = spec.values ?? [];
  let k = 0;
  const inputs: InputValue[] = [];
  const base = inputsFrom((req: InputRequest) =>
    req.source === 'uninit' ? (spec.uninit ?? 0n) : values[k++],
  );
  const run = execute(
    p,
    {
      next: (req) => {
        const v = base.next(req);
        if (v) inputs.push(v);
        return v;
      },
    },
    spec,
  );
  return { run, inputs };
}

export function run(p: ProgramCfa, spec: RunSpec = {}): Execution {
  return runRecorded(p, spec).run;
}

/** The program's result: main's return value as a 32-bit int, or the outcome's kind. */
export function result(x: Execution): string {
  const o = x.outcome;
  if (o.kind === 'exit' && o.via === 'return' && o.code !== undefined)
    return String(BigInt.asIntN(32, o.code));
  return o.kind;
}

/** A counterexample for the violation the recorded run reaches. */
export function counterexampleOf(p: ProgramCfa, spec: RunSpec = {}): Counterexample {
  const { run: r, inputs } = runRecorded(p, spec);
  if (r.outcome.kind !== 'violation') throw new Error(`no violation: ${r.outcome.kind}`);
  return { propertyId: r.outcome.propertyId, inputs, depth: 0 };
}

export function hasGcc(): boolean {
  try {
    execFileSync('gcc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `proofgate-${prefix}-`));
}

/** Does gcc link UBSan programs (libubsan installed)? */
export function hasUbsan(): boolean {
  if (!hasGcc()) return false;
  const dir = tempDir('ubsan');
  const src = path.join(dir, 'probe.c');
  fs.writeFileSync(src, 'int main(void) { return 0; }\n');
  try {
    gcc(['-fsanitize=undefined', src, '-o', path.join(dir, 'probe')]);
    return true;
  } catch {
    return false;
  }
}

export function gcc(args: readonly string[]): void {
  execFileSync('gcc', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Compiles `files` with gcc (extra `flags` first) into `dir` and runs the executable. */
export function gccRun(
  dir: string,
  files: readonly string[],
  flags: readonly string[] = [],
): { status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string } {
  const exe = path.join(dir, `a${Math.random().toString(36).slice(2)}.out`);
  gcc([...flags, ...files, '-o', exe]);
  const r = spawnSync(exe, { encoding: 'utf8', timeout: 20_000 });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}
