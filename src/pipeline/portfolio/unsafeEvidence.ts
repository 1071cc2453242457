// What an UNSAFE answer carries besides its verdict: the replayed trace, bounded in length for
// reports, and its reproducer (a C harness, src/certify/reproducer.ts) for the front end to write.

import path from 'node:path';
import type { ProgramCfa } from '../../ir/cfa';
import type { EngineVerdict } from '../../encodings/result';
import { reproducer } from '../../certify/reproducer';
import type { TraceStep } from '../../certify/execution';
import type { ReproducerFile } from '../answers';

/** The reproducer of `verdict` when the run asks for them (`<program>.<property>.repro.c`). */
export function reproducerFile(
  cfa: ProgramCfa,
  verdict: Extract<EngineVerdict, { verdict: 'unsafe' }>,
  options: { readonly reproducers?: boolean; readonly entry: string },
): { reproducer: ReproducerFile } | Record<string, never> {
  if (!options.reproducers) return {};
  const r = reproducer(cfa, verdict.counterexample, options.entry);
  const base = path.basename(cfa.program.files[0] ?? 'program').replace(/\.[ci]$/, '');
  const name = `${base}.${verdict.counterexample.propertyId.replace(/[^A-Za-z0-9_]/g, '_')}.repro.c`;
  return { reproducer: { name, text: r.text, build: r.build } };
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
