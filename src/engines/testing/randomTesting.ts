// Random testing as a portfolio member: runs the concrete interpreter on generated inputs
// (zeros first, then boundary values and random values of each input's width) and keeps, per
// property, the first run that reaches it. Such a violation is a real execution, so it is
// confirmed by construction; it still goes through replay for its trace like any other.

import type { ProgramCfa } from '../../ir/cfa';
import type { Counterexample, EngineVerdict, InputValue } from '../../encodings/result';
import { propertyIds } from '../../ir/programCfa';
import { execute } from '../../certify/interpreter';
import type { ExecuteOptions, InputRequest } from '../../certify/execution';
import { inputsFrom } from '../../certify/inputs';
import type { Engine, EngineOutcome } from '../engine';
import { comparisonDictionary } from './dictionary';
import { workNow } from '../../smt/workClock';

export interface RandomTestingOptions {
  readonly entry: string;
  /** Absolute deadline (workNow() ms). */
  readonly deadline: number;
  readonly maxRuns?: number;
  readonly maxSteps?: number;
  readonly seed?: number;
  /** Number the runs from here (a later pass continues where an earlier one stopped). */
  readonly firstRun?: number;
  /** The runs' lengths so far (updated; a later pass continues from an earlier one's). */
  readonly lengths?: RunLengths;
  /** Stop once a counterexample for each of these properties is found (default: run to the deadline). */
  readonly targets?: ReadonlySet<string>;
  /** Told of every node a run arrives at (see ExecuteOptions). */
  readonly observe?: ExecuteOptions['observe'];
  /** Values drawn part of the time (dictionary.ts; default: the program's comparison constants). */
  readonly dictionary?: readonly bigint[];
}

export interface RandomTestingResult {
  /** First counterexample found per property id. */
  readonly found: Map<string, Counterexample>;
  readonly runs: number;
}

export function randomTesting(cfa: ProgramCfa, options: RandomTestingOptions): RandomTestingResult {
  const runs = testingRuns(cfa, options);
  for (let step = runs.next(); ; step = runs.next()) if (step.done === true) return step.value;
}

/**
 * randomTesting, giving the event loop a turn about every `sliceMs` of wall time (the portfolio's
 * other lane and the solvers' replies go on meanwhile); the runs and their results are the same.
 */
export async function randomTestingAsync(
  cfa: ProgramCfa,
  options: RandomTestingOptions,
  sliceMs = 20,
): Promise<RandomTestingResult> {
  const runs = testingRuns(cfa, options);
  let slice = performance.now();
  for (let step = runs.next(); ; step = runs.next()) {
    if (step.done === true) return step.value;
    if (performance.now() - slice < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    slice = performance.now();
  }
}

/** The runs one by one (a generator, so that a caller may pause between them). */
function* testingRuns(cfa: ProgramCfa, options: RandomTestingOptions): Generator<void, RandomTestingResult> {
  const found = new Map<string, Counterexample>();
  let seed = options.seed ?? 0x2545f491;
  const random = (): number => {
    // xorshift32: deterministic, so runs are reproducible
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  const maxRuns = options.maxRuns ?? 10_000;
  const dictionary = options.dictionary ?? comparisonDictionary(cfa);
  const lengths = options.lengths ?? runLengths();
  let runs = 0;
  let unsupportedRuns = 0;
  for (; runs < maxRuns && workNow() < options.deadline; runs++) {
    const strategy = runs + (options.firstRun ?? 0);
    const given: InputValue[] = [];
    const values = inputsFrom((req) => pick(req, strategy, random, dictionary));
    const provider = {
      next(req: InputRequest): InputValue | undefined {
        const v = values.next(req);
        if (v) given.push(v);
        return v;
      },
    };
    const length = nextLength(lengths, options.maxSteps ?? MAX_STEPS);
    const run = execute(cfa, provider, {
      entry: options.entry,
      maxSteps: length.maxSteps,
      deadline: options.deadline,
      trace: false,
      ...(options.observe ? { observe: options.observe } : {}),
    });
    ranLength(lengths, length, run.steps, run.outcome.kind === 'limit' && run.outcome.what === 'steps');
    if (run.outcome.kind === 'violation' && !found.has(run.outcome.propertyId)) {
      found.set(run.outcome.propertyId, { propertyId: run.outcome.propertyId, inputs: given });
    }
    // a construct the interpreter does not support stops every run that reaches it: without input
    // read before it every run does; after input (an array sized by an input beyond the
    // interpreter's memory) other inputs may not, so only a streak of such runs stops the search
    unsupportedRuns = run.outcome.kind === 'unsupported' ? unsupportedRuns + 1 : 0;
    const unsupported = unsupportedRuns > 0 && (given.length === 0 || unsupportedRuns >= UNSUPPORTED_STREAK);
    if (unsupported || (options.targets && [...options.targets].every((id) => found.has(id)))) {
      runs++;
      break;
    }
    yield;
  }
  return { found, runs };
}

/** A run's steps at most, unless the caller says otherwise. */
const MAX_STEPS = 3_000_000;

/** Runs in a row that stop at an unsupported construct after reading input, before the search stops. */
const UNSUPPORTED_STREAK = 16;
/** A short run's steps at most (most runs: many different inputs in little time). */
const SHORT_STEPS = 100_000;

/**
 * How long each run may be. Runs are short, so that many inputs are tried; once a run was cut
 * short, long runs join them (a violation behind a long loop, such as an initialisation over a large
 * array): a long run's limit grows fourfold each time one is cut, and long runs take their turn
 * while they have taken no more steps than the short ones (half the time at most), or no more than
 * four times theirs while no short run has ended (every input then runs into the same long loop,
 * and a short run sees only its start). A later pass goes on from an earlier one's state. A run
 * also stops at the deadline (the interpreter checks it).
 */
export interface RunLengths {
  shortSteps: number;
  longSteps: number;
  cut: boolean;
  /** Whether a short run has ended before its limit. */
  shortEnded: boolean;
  longLimit: number;
}

/** Run lengths before the first run. */
export function runLengths(): RunLengths {
  return { shortSteps: 0, longSteps: 0, cut: false, shortEnded: false, longLimit: LONG_GROWTH * SHORT_STEPS };
}

const LONG_GROWTH = 4;
/** Long runs' steps against short runs' while no short run has ended. */
const LONG_SHARE_ALL_CUT = 4;

function nextLength(
  state: RunLengths,
  maxSteps: number,
): { readonly long: boolean; readonly maxSteps: number } {
  const share = state.shortEnded ? 1 : LONG_SHARE_ALL_CUT;
  const long = state.cut && state.longSteps <= share * state.shortSteps && maxSteps > SHORT_STEPS;
  return { long, maxSteps: Math.min(maxSteps, long ? state.longLimit : SHORT_STEPS) };
}

function ranLength(state: RunLengths, length: { readonly long: boolean }, steps: number, cut: boolean): void {
  if (length.long) state.longSteps += steps;
  else state.shortSteps += steps;
  if (cut) state.cut = true;
  else if (!length.long) state.shortEnded = true;
  if (cut && length.long) state.longLimit *= LONG_GROWTH;
}

const BOUNDARY = [0n, 1n, -1n, 2n, 10n, 100n];

/** Part of the values drawn from the dictionary (when the program compares with constants). */
const DICTIONARY_SHARE = 0.4;

/**
 * A value for one request: run 0 all zeros, then a mix of the program's comparison constants,
 * boundary, small and full-range values.
 */
function pick(req: InputRequest, run: number, random: () => number, dictionary: readonly bigint[]): bigint {
  const isBool = req.bool === true;
  if (isBool) return run === 0 ? 0n : random() < 0.5 ? 0n : 1n;
  if (run === 0) return 0n;
  if (dictionary.length > 0 && random() < DICTIONARY_SHARE)
    return dictionary[Math.floor(random() * dictionary.length)];
  const r = random();
  if (r < 0.3) return BOUNDARY[Math.floor(random() * BOUNDARY.length)];
  if (r < 0.4) {
    const max = (1n << BigInt(req.signed ? req.width - 1 : req.width)) - 1n;
    const min = req.signed ? -(1n << BigInt(req.width - 1)) : 0n;
    return random() < 0.5 ? max : min;
  }
  if (r < 0.65) return BigInt(Math.floor(random() * 201) - 100);
  if (r < 0.8) {
    // around a power of two: where wrap-around and loop-count effects show
    const k = Math.floor(random() * Math.min(req.width - 1, 24));
    return (1n << BigInt(k)) + BigInt(Math.floor(random() * 5) - 2);
  }
  let v = 0n;
  for (let i = 0; i < req.width; i += 16) v = (v << 16n) | BigInt(Math.floor(random() * 65536));
  return v;
}

export interface TestingOutcome extends EngineOutcome {
  /** Runs made (a later pass starts after them, with other random values). */
  readonly runs: number;
}

/**
 * Random testing as an engine: UNSAFE answers for the open properties a run reached (to be replayed
 * for their traces); no answer for the others. `firstRun` > 0 continues an earlier pass (and
 * `lengths`, its runs' lengths).
 */
export function testingEngine(firstRun = 0, lengths?: RunLengths): Engine<TestingOutcome> {
  return {
    name: 'testing',
    run: async (task, ctx) => {
      const result = await randomTestingAsync(task.cfa, {
        entry: task.entry,
        deadline: ctx.deadline,
        targets: new Set(propertyIds(task.cfa).filter((id) => !task.skip.has(id))),
        ...(firstRun > 0 ? { seed: 0x9e3779b9, firstRun } : {}),
        ...(lengths ? { lengths } : {}),
      });
      const answers = new Map<string, EngineVerdict>();
      for (const [id, counterexample] of result.found)
        if (!task.skip.has(id)) answers.set(id, { verdict: 'unsafe', counterexample });
      ctx.figures?.({ executions: result.runs });
      return { answers, runs: result.runs };
    },
  };
}
