// Calibration data for the work clock's rates (workClock.ts): with PROOFGATE_WORK_TRACE set to a
// file, every solver request under a work clock appends one JSON line (its kind, the Z3 resource
// units and text bytes it was charged, the wall-clock milliseconds it took), every interpreter run
// what it did (steps, inputs, objects, bytes of large objects) against its wall time, and every entry its
// work by kind against its wall time, so that the rates can be fitted again on another corpus or
// machine (README "Work budgets"). Off by default.

import { appendFileSync } from 'node:fs';

/** A solver request (its kind, the Z3 units and text bytes charged, its wall time), an interpreter run, or an entry's work by kind. */
export type WorkTraceRecord =
  | {
      readonly op: string;
      readonly units: number;
      readonly bytes: number;
      readonly wallMs: number;
      readonly bv?: boolean;
      readonly arrays?: boolean;
    }
  | { readonly entry: string; readonly byKind: Readonly<Record<string, number>>; readonly wallMs: number }
  | {
      readonly run: Readonly<Record<'steps' | 'inputs' | 'objects' | 'largeBytes', number>>;
      readonly wallMs: number;
    };

const file = process.env.PROOFGATE_WORK_TRACE;

/** Whether requests are traced. */
export const workTraceOn = file !== undefined && file !== '';

/** Appends one record to the trace file (when tracing is on). */
export function traceWork(record: WorkTraceRecord): void {
  if (!workTraceOn || file === undefined) return;
  try {
    const command = 'entry' in record ? { command: process.argv.slice(2, 4).join(' ') } : {};
    appendFileSync(file, `${JSON.stringify({ pid: process.pid, ...command, ...record })}\n`);
  } catch {
    // calibration data only: a trace that cannot be written changes nothing
  }
}
