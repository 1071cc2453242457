// The messages between a solver session (main thread, workerSession.ts) and its worker thread
// (solverWorker.ts): one request at a time, each answered by a reply with the same id. Types only,
// so the main-thread bundles never pull in Z3.

import type { CheckResult, HornResult, OnceResult } from './session';

/** `workerData` of a solver worker; the worker entry does nothing without it. */
export interface SolverWorkerData {
  readonly proofgateSolverWorker: true;
}

/** Test-only ways to make a worker misbehave, to exercise crash and deadline handling. */
export type DebugAction =
  | 'exit' // process.exit(3) inside the worker
  | 'throw' // an uncaught exception in the worker
  | 'oom' // an uncaught error worded like Z3's WASM out-of-memory abort
  | 'hang-next-check' // the next check blocks the worker's thread forever
  | 'hang-next-add'; // the next add blocks it (as parsing a huge formula would)

export type SolverRequest =
  | { readonly id: number; readonly op: 'open' }
  | { readonly id: number; readonly op: 'close' }
  | { readonly id: number; readonly op: 'add'; readonly text: string }
  | { readonly id: number; readonly op: 'push' }
  | { readonly id: number; readonly op: 'pop' }
  | {
      readonly id: number;
      readonly op: 'check';
      readonly assumptions: readonly string[];
      readonly timeoutMs: number | undefined;
      readonly rlimit?: number;
    }
  | { readonly id: number; readonly op: 'values'; readonly terms: readonly string[] }
  | { readonly id: number; readonly op: 'reasonUnknown' }
  | { readonly id: number; readonly op: 'unsatCore' }
  | {
      readonly id: number;
      readonly op: 'horn';
      readonly text: string;
      readonly timeoutMs: number;
      readonly rlimit?: number;
    }
  | {
      readonly id: number;
      readonly op: 'once';
      readonly text: string;
      readonly terms: readonly string[];
      readonly timeoutMs: number;
      readonly rlimit?: number;
    }
  | { readonly id: number; readonly op: 'debug'; readonly action: DebugAction };

/** What each request answers with (`undefined` for the ones that only acknowledge). */
export interface ReplyValues {
  open: undefined;
  close: undefined;
  add: undefined;
  push: undefined;
  pop: undefined;
  check: CheckResult;
  values: Map<string, bigint | boolean>;
  reasonUnknown: string;
  unsatCore: string[];
  horn: HornResult;
  once: OnceResult;
  debug: undefined;
}

/** `work`: Z3's resource units a check, Horn or one-shot request with an `rlimit` used. */
export type SolverReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly value: ReplyValues[keyof ReplyValues];
      readonly work?: number;
    }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** Sent once by a worker when Z3 is ready (or could not start). */
export type SolverHello =
  { readonly hello: 'ready'; readonly initMs: number } | { readonly hello: 'failed'; readonly error: string };

export type SolverWorkerMessage = SolverReply | SolverHello;
