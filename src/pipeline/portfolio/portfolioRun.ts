// The portfolio's one loop: runs a preset's stages (presets.ts) in order on an entry's open
// properties, gives each its share of the entry's time, gives the proving stages' time back to BMC,
// closes an engine-alone preset with UNKNOWN answers, and ends with BMC. What a stage does is up to
// the runners (certifiedAnswers.ts runs the real engines; the unit test runs fakes on a fake clock).

import type { Conjuncts } from '../../encodings/horn/horn';
import { newBmcResume, type BmcResume } from '../../engines/bmc/bmcEngine';
import { runLengths } from '../../engines/testing/randomTesting';
import type { InvariantLevel, TemplateResult } from '../../engines/invariants/templateInvariants';
import { unknown, type UnknownKind, type UnknownVerdict } from '../../encodings/result';
import type { ReportedAnswer } from '../answers';
import type { EngineChoice } from '../options';
import { BMC, TESTING_FIRST_PASS, type Preset, type Stage } from './presets';
import { workNow } from '../../smt/workClock';

export interface Clock {
  /** Milliseconds, as workNow(). */
  now(): number;
}

/** The run's clock: its work clock when it has one (src/smt/workClock.ts), else the wall clock. */
export const RUN_CLOCK: Clock = { now: () => workNow() };

/** What the loop needs of the run's options. */
export interface LoopOptions {
  readonly engine: EngineChoice;
  readonly entry: string;
  /** The entry's time, in seconds. */
  readonly timeoutSeconds: number;
  readonly invariants?: InvariantLevel;
  /** Properties decided before the portfolio. */
  readonly skip?: ReadonlySet<string>;
  /** The previous version's invariants (a warm run): CHC starts from them. */
  readonly seeds?: Conjuncts;
  /** Set when the store holds per-part invariants of earlier runs (condinv's warm stage). */
  readonly invariantStore?: unknown;
  /** Told each engine's figures (a stage's run, seconds and properties decided; its own figures). */
  readonly onEngine?: (engine: string, figures: Readonly<Record<string, number>>) => void;
}

/** A lane's link to the others (lanes.ts). */
export interface LaneLink {
  /** Whether another lane decided `id` before this lane's time `now` (so this lane need not). */
  elsewhere(id: string, now: number): boolean;
  /** This lane decided these properties, at these times (the others may have nothing left to do). */
  decided(fresh: readonly (readonly [string, number])[]): void;
}

/** What the loop carries from stage to stage. */
export class PortfolioRun {
  readonly t0: number;
  readonly deadline: number;
  readonly answers: ReportedAnswer[] = [];
  readonly decided: Set<string>;
  readonly invariants: TemplateResult[];
  /** Time the proving stages used, given back to BMC (ms). */
  proofUsed = 0;
  /** Why CHC's search stopped (a timeout lets it run again after BMC), and the last stage's. */
  chcStopped: UnknownKind | undefined;
  lastReason: UnknownVerdict | undefined;
  /** Properties the predicate analysis found violated on a feasible path (BMC builds the trace). */
  violated: readonly string[] = [];
  /** Random testing's runs so far and their lengths, and the time its earlier passes were given (ms). */
  readonly testRuns = { runs: 0, lengths: runLengths() };
  testingGiven = 0;
  /** Where BMC's rounds go on from: the probe's progress, for the last stage. */
  readonly bmcResume: BmcResume = newBmcResume();
  /** When (clock ms) each property this run decided was decided: lanes.ts keeps the earliest answer. */
  readonly decidedAt = new Map<string, number>();

  constructor(
    readonly ids: readonly string[],
    readonly options: LoopOptions,
    readonly clock: Clock = RUN_CLOCK,
    /** In a lane (lanes.ts): what the other lanes decided, and whom to tell of this one's decisions. */
    readonly lane?: LaneLink,
  ) {
    this.t0 = clock.now();
    this.deadline = this.t0 + this.ms(1);
    this.decided = new Set(options.skip ?? []);
    this.invariants = options.seeds
      ? [{ invariants: new Map([...options.seeds].map(([p, cs]) => [p, [...cs]])), inductive: true }]
      : [];
  }

  /** `share` of the entry's time, in ms. */
  ms(share: number): number {
    return this.options.timeoutSeconds * share * 1000;
  }

  /** Seconds since the portfolio started. */
  seconds(): number {
    return (this.clock.now() - this.t0) / 1000;
  }

  /** Something is open: not decided here, nor (in a lane) by another lane by now. */
  open(): boolean {
    const now = this.lane && this.clock.now();
    return this.ids.some(
      (id) => !this.decided.has(id) && !(now !== undefined && this.lane?.elsewhere(id, now)),
    );
  }

  add(answers: readonly ReportedAnswer[]): void {
    this.stamp(answers);
    this.answers.push(...answers);
    for (const a of answers) this.decided.add(a.propertyId);
  }

  /** Records when the decided ones of `answers` were decided (now). */
  stamp(answers: readonly ReportedAnswer[]): void {
    const now = this.clock.now();
    const fresh = answers.filter((a) => a.result.verdict !== 'unknown' && !this.decidedAt.has(a.propertyId));
    for (const a of fresh) this.decidedAt.set(a.propertyId, now);
    if (fresh.length > 0) this.lane?.decided(fresh.map((a) => [a.propertyId, now] as const));
  }

  /** The stage's search deadline: its share from now (at most its cap), or `until` of the entry's time. */
  searchDeadline(stage: Stage): number {
    if (stage.until !== undefined) return this.t0 + this.ms(stage.until);
    const slice = this.ms(stage.share ?? 0);
    const capped = stage.capSeconds === undefined ? slice : Math.min(stage.capSeconds * 1000, slice);
    return this.clock.now() + capped;
  }

  /** Random testing's deadline: the first pass its own share, a later pass the rest of the budget. */
  testingDeadline(stage: Stage): number {
    const now = this.clock.now();
    const firstPass = Math.min(TESTING_FIRST_PASS.capSeconds * 1000, this.ms(TESTING_FIRST_PASS.share));
    if (stage.pass === 'first') {
      this.testingGiven = firstPass;
      return now + firstPass;
    }
    const budget = Math.min((stage.capSeconds ?? Infinity) * 1000, this.ms(stage.share ?? 0));
    return Math.min(now + budget - this.testingGiven, this.deadline);
  }
}

export interface StageRunners {
  /** Runs one stage (not BMC) and records in `run` what it decided and learned. */
  stage(stage: Stage, run: PortfolioRun): Promise<void>;
  /** BMC until `searchDeadline` (CHC again after it with `retryChc`): its answers and solver calls. */
  bmc(
    run: PortfolioRun,
    searchDeadline: number,
    retryChc: RetryChc,
  ): Promise<{ answers: ReportedAnswer[]; solverCalls: number }>;
}

/**
 * Whether CHC runs again after BMC: its slice ran out of time, or it failed otherwise (its clauses
 * unsolvable, Spacer crashed): then only once BMC finds a violation, and without it.
 */
export type RetryChc = false | 'timeout' | 'unsolvable';

/** Runs the preset; every property not in `options.skip` gets at most one answer. */
export async function runPreset(
  preset: Preset,
  run: PortfolioRun,
  runners: StageRunners,
): Promise<ReportedAnswer[]> {
  for (const stage of preset.stages) {
    if (stage.engine === 'bmc' && !stage.probe) break;
    if (!applies(stage, run)) continue;
    const start = run.clock.now();
    const before = run.decided.size;
    await runners.stage(stage, run);
    const used = run.clock.now() - start;
    if (stage.proof) run.proofUsed += used;
    run.options.onEngine?.(stage.engine, {
      runs: 1,
      seconds: used / 1000,
      decided: run.decided.size - before,
    });
  }
  if (preset.alone) {
    // the predicate analysis' feasible counterexamples go to BMC for their traces (and replay)
    const traced = new Set(run.violated);
    const seconds = run.seconds();
    const result = run.lastReason ?? unknown('incomplete', `${run.options.engine}: no answer`);
    const rest = run.ids.filter((i) => !run.decided.has(i) && !traced.has(i));
    const engine = run.options.engine;
    run.add(rest.map((id) => ({ propertyId: id, engine, seconds, result })));
    if (traced.size === 0) return run.answers;
  }
  if (!preset.stages.some((s) => s.engine === 'bmc') || !run.open()) return run.answers;
  // BMC's own `until` (a lane of its own: it need not give time back), else BMC.until and what the
  // proving stages used
  const until = preset.stages.find((s) => s.engine === 'bmc' && !s.probe)?.until;
  const searchDeadline =
    until !== undefined
      ? run.t0 + run.ms(until)
      : Math.min(run.t0 + run.ms(BMC.until) + run.proofUsed, run.t0 + run.ms(BMC.extendedUntil));
  // CHC again after BMC when its slice ran out of time, or when it failed otherwise on a program in
  // its reach with several properties open: a violated one makes the clauses unsolvable (or Spacer
  // fail), and without it the others may be proved
  const retries = preset.stages.some((s) => s.retryAfterBmc);
  const failed = run.chcStopped !== undefined && run.chcStopped !== 'unsupported';
  const several = run.ids.filter((id) => !run.decided.has(id)).length > 1;
  const retry: RetryChc =
    retries && run.chcStopped === 'timeout' ? 'timeout' : retries && failed && several ? 'unsolvable' : false;
  const bmcStarted = run.clock.now();
  const bmc = await runners.bmc(run, searchDeadline, retry);
  run.stamp(bmc.answers);
  const decided = bmc.answers.filter((a) => a.result.verdict !== 'unknown').length;
  run.options.onEngine?.('bmc', { runs: 1, seconds: (run.clock.now() - bmcStarted) / 1000, decided });
  // BMC's solver calls are counted once, on the first answer (the report sums them)
  const all = [...run.answers, ...bmc.answers];
  return all.map((a, i) => (i === 0 ? { ...a, solverCalls: bmc.solverCalls } : a));
}

/** Whether the stage runs: something is open, its engine has something to do, its `when` holds. */
function applies(stage: Stage, run: PortfolioRun): boolean {
  if (!run.open()) return false;
  const { options } = run;
  if (stage.engine === 'templates' && (options.invariants ?? 'zones') === 'none') return false;
  switch (stage.when ?? 'always') {
    case 'always':
      return true;
    case 'unseeded':
      return options.seeds === undefined;
    case 'seeded':
      return options.seeds !== undefined;
    case 'warm':
      return options.invariantStore !== undefined;
  }
}
