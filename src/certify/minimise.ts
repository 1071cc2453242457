// Counterexample values minimised: a confirmed counterexample's inputs (what `__VERIFIER_nondet_*`
// calls, entry parameters and input objects return) made as small in absolute value as the
// concrete interpreter lets them be while the run still reaches the same violation, so that a
// trace in a pull request reads `x = 1004`, not `x = 1968437205`. Every candidate is judged by
// replay (replay.ts: same property, every input consumed, no undefined behaviour on the way), so
// what comes out is exactly as trustworthy as what went in; `minimise` replays the result again
// for its trace (the evidence the report shows).
//
// The search, input by input in consumption order, keeping each value's sign:
//   1. all inputs 0 at once (one run), then each input 0 on its own;
//   2. per input: the magnitudes 1..window, then a binary search on the magnitude between the
//      last window that held no success and the smallest success known. Each probe of the binary
//      search scans `window` consecutive magnitudes and keeps the first that works, so a condition
//      such as `x > 1000 && x % 7 == 3` (success every 7 values) still finds 1004, the smallest;
//   3. step 2 again for the inputs another input's change may free, at most `passes` rounds (a
//      later input made smaller may let an earlier one shrink: `x > y + 1000`).
// The work is bounded by counted interpreter work, never by a timer, so the result is the same
// on any machine: at most `replays` candidate runs and `steps` interpreter steps in all (each run
// also counts `runCost` steps for its start-up), each run at most a few times the original's
// steps. Running out keeps the smallest confirmed inputs found so far. Runs longer than
// MAX_TRACE_STEPS are left as they are (every candidate would cost as much).

import type { Counterexample, InputValue } from '../encodings/result';
import type { ProgramCfa } from '../ir/cfa';
import { replay, type ReplayResult } from './replay';

/**
 * Per counterexample: at most 2,000 candidate runs and 400,000 interpreter steps (each run charged
 * 50 steps for its start-up besides its edges), magnitudes scanned 16 at a time, 3 rounds of the
 * per-input search. The interpreter charges the runs to the entry's work clock like any run.
 */
export const MINIMISE_BUDGET: MinimiseBudget = {
  steps: 400_000,
  replays: 2_000,
  window: 16,
  passes: 3,
  runCost: 50,
};

/** Runs with longer traces are left as they are. */
export const MAX_TRACE_STEPS = 2000;

export interface MinimiseBudget {
  /** Interpreter steps all candidate runs may take together (start-up costs included). */
  readonly steps: number;
  /** Candidate runs at most. */
  readonly replays: number;
  /** Consecutive magnitudes scanned per probe of the binary search. */
  readonly window: number;
  /** Rounds of the per-input search at most. */
  readonly passes: number;
  /** Steps each run is charged besides the edges it executes (its start-up). */
  readonly runCost: number;
}

export interface Minimised {
  /** The smallest confirmed inputs found (the original ones when nothing smaller replays). */
  readonly counterexample: Counterexample;
  /** Some input changed. */
  readonly changed: boolean;
  /** Candidate runs and the steps they were charged (start-up costs included). */
  readonly replays: number;
  readonly steps: number;
  /** The budget ran out before the search ended. */
  readonly exhausted: boolean;
}

/** The value of an input as its C type reads it (signed or not). */
export function inputValue(v: InputValue): bigint {
  return v.signed ? BigInt.asIntN(v.width, v.bits) : v.bits;
}

const withValue = (v: InputValue, value: bigint): InputValue => ({
  ...v,
  bits: BigInt.asUintN(v.width, value),
});

const abs = (x: bigint): bigint => (x < 0n ? -x : x);

/** Stops the search when the budget is spent. */
class OutOfBudget extends Error {}

class Search {
  replays = 0;
  steps = 0;
  private readonly perRun: number;

  constructor(
    private readonly cfa: ProgramCfa,
    private readonly entry: string,
    private readonly budget: MinimiseBudget,
    public inputs: InputValue[],
    private readonly propertyId: string,
    originalSteps: number,
  ) {
    // a candidate that loops much longer than the original is not the small run we look for
    this.perRun = 4 * originalSteps + 1000;
  }

  /** Does the run with `candidate` confirm the violation? Counts its cost; throws when spent. */
  confirms(candidate: InputValue[]): boolean {
    const left = this.budget.steps - this.steps - this.budget.runCost;
    if (this.replays >= this.budget.replays || left <= 0) throw new OutOfBudget();
    this.replays++;
    const maxSteps = Math.min(this.perRun, left);
    const cex = { propertyId: this.propertyId, inputs: candidate };
    const run: ReplayResult = replay(this.cfa, this.entry, cex, { trace: false, maxSteps });
    this.steps += this.budget.runCost + Math.min(run.steps, maxSteps);
    return run.confirmed;
  }

  /** Tries input `i` with `value`; keeps it when the run still confirms. */
  try(i: number, value: bigint): boolean {
    const candidate = [...this.inputs];
    candidate[i] = withValue(candidate[i], value);
    if (!this.confirms(candidate)) return false;
    this.inputs = candidate;
    return true;
  }

  /** Step 1: everything 0, else each input 0 on its own. */
  zeros(): void {
    if (this.inputs.every((v) => v.bits === 0n)) return;
    const all = this.inputs.map((v) => withValue(v, 0n));
    if (this.confirms(all)) {
      this.inputs = all;
      return;
    }
    for (let i = 0; i < this.inputs.length; i++) if (this.inputs[i].bits !== 0n) this.try(i, 0n);
  }

  /** Step 2 for input `i`: the smallest magnitude (same sign) found; true when it changed. */
  shrink(i: number): boolean {
    const v = inputValue(this.inputs[i]);
    if (v === 0n) return false;
    if (this.try(i, 0n)) return true;
    const sign = v < 0n ? -1n : 1n;
    const window = BigInt(this.budget.window);
    /** The first magnitude in [from, to) that confirms, if any. */
    const scan = (from: bigint, to: bigint): bigint | undefined => {
      for (let m = from; m < to; m++) if (this.try(i, sign * m)) return m;
      return undefined;
    };
    let best = abs(v);
    const small = scan(1n, best < window + 1n ? best : window + 1n);
    if (small !== undefined) return true;
    // invariant: the magnitudes [lo, lo + window) fail; best confirms
    let lo = 1n;
    while (best - lo > window) {
      const mid = lo + (best - lo) / 2n;
      const end = mid + window < best ? mid + window : best;
      const found = scan(mid, end);
      if (found !== undefined) best = found;
      else lo = mid;
    }
    return best !== abs(v);
  }
}

/**
 * The counterexample `cex` (confirmed by replay, `original` its run) with its inputs minimised
 * under `budget`; the original when nothing smaller replays.
 */
export function minimiseCounterexample(
  cfa: ProgramCfa,
  entry: string,
  cex: Counterexample,
  original: Pick<ReplayResult, 'steps'>,
  budget: MinimiseBudget,
): Minimised {
  const search = new Search(cfa, entry, budget, [...cex.inputs], cex.propertyId, original.steps);
  let exhausted = false;
  try {
    search.zeros();
    // an input is searched again only when another one changed since its last search
    let changes = 1;
    const searchedAt = search.inputs.map(() => 0);
    for (let pass = 0; pass < budget.passes; pass++) {
      const before = changes;
      for (let i = 0; i < search.inputs.length; i++) {
        if (searchedAt[i] === changes) continue;
        if (search.shrink(i)) changes++;
        searchedAt[i] = changes;
      }
      if (changes === before) break;
    }
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
    exhausted = true;
  }
  const changed = search.inputs.some((v, i) => v.bits !== cex.inputs[i].bits);
  return {
    counterexample: changed ? { ...cex, inputs: search.inputs } : cex,
    changed,
    replays: search.replays,
    steps: search.steps,
    exhausted,
  };
}

/**
 * The counterexample with its inputs minimised and the replay of the result (confirmed, with its
 * trace); `run` is the engine's counterexample's confirmed replay. When nothing gets smaller, or
 * the final replay should not confirm, the engine's counterexample and run.
 */
export function minimise(
  cfa: ProgramCfa,
  entry: string,
  cex: Counterexample,
  run: ReplayResult,
  budget: MinimiseBudget = MINIMISE_BUDGET,
): { readonly cex: Counterexample; readonly run: ReplayResult } {
  if (!run.confirmed || run.trace.length > MAX_TRACE_STEPS || cex.inputs.length === 0) return { cex, run };
  const small = minimiseCounterexample(cfa, entry, cex, run, budget);
  if (!small.changed) return { cex, run };
  const again = replay(cfa, entry, small.counterexample);
  return again.confirmed ? { cex: small.counterexample, run: again } : { cex, run };
}
