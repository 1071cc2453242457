// The portfolio as data: for each `--engine` preset, the stages run one after the other on an
// entry's open properties, each with its share of the entry's time. One loop (portfolio.ts) runs any
// preset; this file holds every time share of the pipeline, and the README's time-split paragraph
// is checked against it (__tests__/pipeline/presets.test.ts).
//
// A stage's search time is `share` of the entry's time, at most `capSeconds`, from when it starts;
// with `until` it runs up to that fraction of the entry's time instead. What the proving stages
// (`proof`) used is added to BMC's time, up to `BMC.extendedUntil`. Certificate checks may use the
// entry's time to its end.

import type { EngineChoice } from '../options';

/** What a stage runs. `testing` and `templates` decide nothing SAFE themselves. */
export type StageEngine =
  'testing' | 'templates' | 'chc' | 'condinv' | 'kinduction' | 'predicate' | 'impact' | 'bam' | 'bmc';

/** When a stage runs, besides "something is still open". */
export type StageWhen =
  /** Always. */
  | 'always'
  /** Without the previous version's invariants (seeds): template invariants go first. */
  | 'unseeded'
  /** With seeds: CHC starts from them at once, template invariants follow for k-induction. */
  | 'seeded'
  /** On warm runs: when the store holds per-part invariants of earlier runs. */
  | 'warm';

export interface Stage {
  readonly engine: StageEngine;
  /** Fraction of the entry's time the stage may search, from when it starts. */
  readonly share?: number;
  /** The share's ceiling, in seconds. */
  readonly capSeconds?: number;
  /**
   * Instead of a share: the stage searches until this fraction of the entry's time (BMC's last
   * stage: instead of BMC.until, with nothing given back; BUG_LANES).
   */
  readonly until?: number;
  readonly when?: StageWhen;
  /** A proving stage: the time it used is given back to BMC (see BMC). */
  readonly proof?: boolean;
  /**
   * Random testing's passes share one budget (share, capSeconds): the first pass gets `firstShare`
   * of the entry's time (at most `firstCapSeconds`), a later pass the rest of the budget.
   */
  readonly pass?: 'first' | 'rest';
  /** CHC: when its search ran out of time, BMC stops early and CHC runs again after it (BMC.chcRetry). */
  readonly retryAfterBmc?: boolean;
  /** BMC before the last stage, for its share: what it decides stands, the rest goes on. */
  readonly probe?: boolean;
}

export interface Preset {
  readonly stages: readonly Stage[];
  /**
   * One engine alone: what its stages leave open is UNKNOWN with the last stage's reason, and BMC
   * runs only to build the traces of violations the predicate analysis found feasible.
   */
  readonly alone: boolean;
}

/**
 * Under work budgets (the default), an entry's engines get this share of `--timeout` as work,
 * measured in milliseconds of the reference machine (src/smt/workClock.ts): the rest of the wall
 * time covers what the work clock does not count (the front end, JavaScript between solver calls,
 * reports) and a machine slower or busier than the reference one. With two lanes side by side on
 * two cores an entry took up to twice its lane's work in wall time, and 1.7 to 2 times that again
 * with two CPU-bound processes beside it; 45 % keeps that under `--timeout` (README "Work budgets").
 */
export const WORK_BUDGET = { share: 0.45 } as const;

/** Random testing in `auto`: 15 % of the time, at most 10 s, in two passes (a short one first). */
export const TESTING = { share: 0.15, capSeconds: 10 } as const;
export const TESTING_FIRST_PASS = { share: 0.05, capSeconds: 1 } as const;

/**
 * A program is first run once without input: 15 % of the time, at most 8 s (it stops at the first
 * input it reads, so only a program without input uses it, and then it usually decides it).
 */
export const SINGLE_RUN = { share: 0.15, capSeconds: 8 } as const;

/**
 * A BMC probe right after the first testing pass: 10 % of the time, at most 6 s (given back to the
 * last BMC stage like a prover's). A harness over small inputs (a known-answer test, a bounded
 * buffer) often unwinds completely within it, and then no prover needs to run.
 */
export const BMC_PROBE = { share: 0.1, capSeconds: 6, proof: true, probe: true } as const;

/** Template invariants: 10 % (at most 6 s) before other provers; 25 % before an engine alone. */
const TEMPLATES = { share: 0.1, capSeconds: 6, proof: true } as const;
const TEMPLATES_ALONE = { share: 0.25, proof: true } as const;

/** An engine alone searches until 85 % of the time; the rest is for its certificate check. */
export const ALONE_UNTIL = 0.85;

/**
 * BMC searches until 85 % of the time, plus what the proving stages used, up to 93 %. When CHC's
 * slice ran out of time (rather than failing), BMC stops at 55 % (but runs at least 15 %), and CHC
 * gets the rest when more than 2 s of it is left.
 */
export const BMC = {
  until: 0.85,
  extendedUntil: 0.93,
  chcRetry: { bmcUntil: 0.55, bmcAtLeast: 0.15, minSeconds: 2 },
  /** A violation that replay ran into undefined behaviour is searched again on UB-free paths this long at least. */
  ubRetrySeconds: 2,
  /** A complete unwinding's certificate check gets at least this long. */
  checkAtLeastSeconds: 0.5,
  /**
   * ... and, past the entry's deadline, up to the work BMC's run took (the check unwinds its last
   * round again), at most this share of the entry's time: a proof BMC found is not lost to a
   * deadline its check falls just after (sds's range_bounds: 3.9 s of check against 3.8 s left).
   */
  checkBeyondShare: 0.1,
} as const;

/** Before an engine alone: template invariants first, or (seeded) after CHC. */
const TEMPLATES_FIRST: Stage = { engine: 'templates', when: 'unseeded', ...TEMPLATES_ALONE };
const TEMPLATES_SEEDED: Stage = { engine: 'templates', when: 'seeded', ...TEMPLATES_ALONE };

export const PRESETS: Readonly<Record<EngineChoice, Preset>> = {
  auto: {
    alone: false,
    stages: [
      { engine: 'testing', pass: 'first', ...TESTING },
      { engine: 'bmc', ...BMC_PROBE },
      { engine: 'templates', when: 'unseeded', ...TEMPLATES },
      { engine: 'chc', share: 0.17, capSeconds: 10, proof: true, retryAfterBmc: true },
      { engine: 'condinv', when: 'warm', share: 0.1, capSeconds: 6, proof: true },
      { engine: 'templates', when: 'seeded', ...TEMPLATES },
      { engine: 'kinduction', share: 0.12, capSeconds: 7, proof: true },
      { engine: 'testing', pass: 'rest', ...TESTING },
      { engine: 'bmc' },
    ],
  },
  bmc: { alone: false, stages: [{ engine: 'bmc' }] },
  chc: {
    alone: true,
    stages: [TEMPLATES_FIRST, { engine: 'chc', until: ALONE_UNTIL, proof: true }, TEMPLATES_SEEDED],
  },
  kinduction: {
    alone: true,
    stages: [TEMPLATES_FIRST, TEMPLATES_SEEDED, { engine: 'kinduction', until: ALONE_UNTIL, proof: true }],
  },
  condinv: {
    alone: true,
    stages: [TEMPLATES_FIRST, TEMPLATES_SEEDED, { engine: 'condinv', until: ALONE_UNTIL }],
  },
  predicate: { alone: true, stages: [{ engine: 'predicate', until: ALONE_UNTIL }, { engine: 'bmc' }] },
  impact: { alone: true, stages: [{ engine: 'impact', until: ALONE_UNTIL }, { engine: 'bmc' }] },
  bam: { alone: true, stages: [{ engine: 'bam', until: ALONE_UNTIL }, { engine: 'bmc' }] },
};

/** One lane of the parallel portfolio (lanes.ts): a preset with its own share of the entry's work budget. */
export interface LanePlan {
  readonly name: string;
  readonly preset: Preset;
  readonly share: number;
  /**
   * With `--threads` above 1, the lane runs on a worker thread of its own (laneThreads.ts), so its
   * engines' own work (the interpreter, BMC's encoding) does not take turns with the other lanes' on
   * the main thread. Only for a lane whose stages need no store (condinv's, BAM's): testing, BMC.
   */
  readonly worker?: boolean;
  /**
   * Every stage of the lane works on the program's Horn clauses: for a program without them (an
   * encoding the provers do not support, e.g. memory behind pointers) the lane is left out (lanes.ts
   * lanesFor). Decided from the program alone, before any lane runs, so the same on any machine and
   * for any `--threads`.
   */
  readonly horn?: boolean;
}

/**
 * `auto` under work budgets runs as two lanes side by side (lanes.ts), each with half the entry's
 * work budget: the provers (template invariants, then CHC in one long search: with BMC in the other
 * lane it need not leave time to BMC and come back; condinv on warm runs, k-induction with the rest)
 * and the bug finders (random testing, a BMC probe, BMC). Shares below are of the lane's time.
 */
export const LANES: readonly LanePlan[] = [
  {
    name: 'provers',
    share: 0.5,
    horn: true,
    preset: {
      alone: false,
      stages: [
        { engine: 'templates', when: 'unseeded', share: 0.15, capSeconds: 6, proof: true },
        { engine: 'chc', until: 0.7, proof: true },
        { engine: 'condinv', when: 'warm', share: 0.15, capSeconds: 6, proof: true },
        { engine: 'templates', when: 'seeded', share: 0.15, capSeconds: 6, proof: true },
        { engine: 'kinduction', until: 0.95, proof: true },
      ],
    },
  },
  {
    name: 'bugs',
    share: 0.5,
    worker: true,
    preset: {
      alone: false,
      stages: [
        { engine: 'testing', pass: 'first', share: 0.3, capSeconds: 10 },
        { engine: 'bmc', ...BMC_PROBE },
        { engine: 'testing', pass: 'rest', share: 0.3, capSeconds: 10 },
        { engine: 'bmc' },
      ],
    },
  },
];

/**
 * The lanes of a program without Horn clauses (lanes.ts lanesFor), instead of LANES: the bug
 * finders, split in two so that with two threads random testing and BMC each use a core (a lane of
 * its own is where BMC's encoding and the interpreter stop taking turns). Random testing gets what
 * it had in the bug finders' lane when that lane ran alone with 75 % of the entry's budget (30 % of
 * it, 6 s of 60 s × 45 %); BMC searches a little longer than it did there (its probe, then BMC until
 * 79 % of its lane: 13.9 s; it was 12.7 s), and the rest of its lane is for the certificate check of
 * a complete unwinding, which re-solves the last round (sds's `range_bounds`: an unwinding complete
 * at 13.1 s whose check takes 3.4 s). Not a longer search: on programs whose array formulas Z3
 * counts at about half the rate the work clock assumes, BMC then runs toward the wall-clock safety
 * net with two CPU-bound processes beside it (README "Lanes").
 */
export const BUG_LANES: readonly LanePlan[] = [
  {
    name: 'tests',
    share: 0.225,
    preset: { alone: false, stages: [{ engine: 'testing', pass: 'rest', share: 1, capSeconds: 10 }] },
  },
  {
    name: 'bmc',
    share: 0.65,
    worker: true,
    preset: {
      alone: false,
      stages: [
        { engine: 'bmc', ...BMC_PROBE },
        { engine: 'bmc', until: 0.79 },
      ],
    },
  },
];

/**
 * A lane whose open properties the other lanes all decided, later on their clocks than its own time,
 * goes on until its clock passes theirs, but at most this much wall time (lanes.ts).
 */
export const LANE_STOP = { graceMs: 2000 } as const;

/**
 * With a store, before the portfolio: re-checking stored verdicts may take until 25 % of the time;
 * trying the previous version's certificates and counterexamples 25 % from when it starts, and no
 * later than 40 %. What they do not decide goes to the preset with the time left.
 */
export const REUSE = { recheckUntil: 0.25, lineageShare: 0.25, lineageUntil: 0.4 } as const;

/**
 * A certificate check gets at least this long from when it starts, even past its stage's slice: a
 * proving stage's check 1 s; the re-check of a stored or inherited certificate 0.5 s (a complete
 * unwinding's is `BMC.checkAtLeastSeconds`).
 */
export const CERTIFY = { proofAtLeastSeconds: 1, recheckAtLeastSeconds: 0.5 } as const;

/** condinv's test runs for reachable states, when its search starts: at most 1 s. */
export const CONDINV = { samplesCapSeconds: 1 } as const;

/** "Holds vacuously" after the portfolio: at most 10 % of the time and 10 s, skipped under 0.1 s. */
export const VACUITY = { share: 0.1, capSeconds: 10, minSeconds: 0.1 } as const;
