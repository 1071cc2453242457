// What an UNSAFE answer carries besides its verdict: the replayed trace, bounded in length for
// reports, and the reproducer written for it (a C harness, src/certify/reproducer.ts).

import fs from 'node:fs';
import path from 'node:path';
import type { ProgramCfa } from '../../ir/cfa';
import type { EngineVerdict } from '../../encodings/result';
import { reproducer } from '../../certify/reproducer';
import type { TraceStep } from '../../certify/execution';

/** Writes the reproducer of `verdict` into `dir` (`<program>.<property>.repro.c`). */
export function writeReproducer(
  cfa: ProgramCfa,
  verdict: Extract<EngineVerdict, { verdict: 'unsafe' }>,
  options: { readonly reproducerDir?: string; readonly entry: string },
): void {
  const dir = options.reproducerDir as string;
  const r = reproducer(cfa, verdict.counterexample, options.entry);
  fs.mkdirSync(dir, { recursive: true });
  const base = path.basename(cfa.program.files[0] ?? 'program').replace(/\.[ci]$/, '');
  const name = `${base}.${verdict.counterexample.propertyId.replace(/[^A-Za-z0-9_]/g, '_')}.repro.c`;
  fs.writeFileSync(path.join(dir, name), r.text);
}

/** Steps kept at each end of a long trace; the middle is replaced by one step saying how many were left out. */
export const TRACE_KEEP = 1000;

/** A trace of at most 2·TRACE_KEEP + 1 steps (reports, SARIF and comments stay readable and small). */
export function boundTrace(trace: readonly TraceStep[]): TraceStep[] {
  if (trace.length <= 2 * TRACE_KEEP + 1) return [...trace];
  const head = trace.slice(0, TRACE_KEEP);
  const tail = trace.slice(trace.length - TRACE_KEEP);
  const gap = trace.length - 2 * TRACE_KEEP;
  const at = trace[TRACE_KEEP];
  const elided: TraceStep = {
    file: at.file,
    line: at.line,
    function: at.function,
    text: `... ${gap} steps left out ...`,
    assignments: {},
    edgeIds: [],
  };
  return [...head, elided, ...tail];
}
