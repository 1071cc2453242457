// Counterexamples people can read: the inputs of a confirmed violation shrunk toward zero. Each
// input in turn is tried at 0, then its magnitude is halved by binary search (keeping its sign),
// and a value is kept only when the concrete interpreter, replaying the whole counterexample with
// it, still reaches the same violation and consumes exactly the inputs (replay.ts, the soundness
// gate). Deterministic and bounded in work, not time: at most MAX_REPLAYS replays, each cut off at a
// step limit, and only for short runs (the interpreter charges them to the run's work clock like
// any run); when nothing shrinks, the counterexample is the engine's.

import type { Counterexample, InputValue } from '../encodings/result';
import type { ProgramCfa } from '../ir/cfa';
import { replay, type ReplayResult } from './replay';

/** Replays a minimisation may spend on one counterexample, and on one input. */
export const MAX_REPLAYS = 64;
const MAX_REPLAYS_PER_INPUT = 40;
/** Runs with longer traces are left as they are (each replay would cost as much). */
export const MAX_TRACE_STEPS = 2000;

/** The value of an input as a signed or unsigned integer. */
export function inputValue(v: InputValue): bigint {
  const top = 1n << BigInt(v.width - 1);
  return v.signed && v.bits >= top ? v.bits - (top << 1n) : v.bits;
}

/** `v` with the value `x` (as its type's bit pattern). */
function withValue(v: InputValue, x: bigint): InputValue {
  const mod = 1n << BigInt(v.width);
  return { ...v, bits: ((x % mod) + mod) % mod };
}

/**
 * The counterexample with its inputs shrunk toward zero, and its replay (confirmed, with a trace).
 * `run` is the engine's counterexample's confirmed replay.
 */
export function minimise(
  cfa: ProgramCfa,
  entry: string,
  cex: Counterexample,
  run: ReplayResult,
): { readonly cex: Counterexample; readonly run: ReplayResult } {
  if (!run.confirmed || run.trace.length > MAX_TRACE_STEPS || cex.inputs.length === 0) return { cex, run };
  // a candidate runs at most a little longer than the original did (a 0 may start an endless loop)
  const maxSteps = Math.max(10_000, run.trace.length * 10);
  let replays = 0;
  const holds = (inputs: readonly InputValue[]): boolean => {
    replays++;
    return replay(cfa, entry, { ...cex, inputs }, { maxSteps, trace: false }).confirmed;
  };
  let inputs = [...cex.inputs];
  let changed = false;
  for (let i = 0; i < inputs.length && replays < MAX_REPLAYS; i++) {
    const x = inputValue(inputs[i]);
    if (x === 0n) continue;
    const at = (y: bigint): InputValue[] => inputs.map((v, k) => (k === i ? withValue(v, y) : v));
    const started = replays;
    if (holds(at(0n))) {
      inputs = at(0n);
      changed = true;
      continue;
    }
    const sign = x < 0n ? -1n : 1n;
    let lo = 0n; // fails
    let hi = x * sign; // holds
    while (hi - lo > 1n && replays < MAX_REPLAYS && replays - started < MAX_REPLAYS_PER_INPUT) {
      const mid = (lo + hi) / 2n;
      if (holds(at(sign * mid))) hi = mid;
      else lo = mid;
    }
    if (hi !== x * sign) {
      inputs = at(sign * hi);
      changed = true;
    }
  }
  if (!changed) return { cex, run };
  const small = { ...cex, inputs };
  const again = replay(cfa, entry, small);
  // the final replay is the evidence; should it differ (it cannot: same inputs), keep the engine's
  return again.confirmed ? { cex: small, run: again } : { cex, run };
}
