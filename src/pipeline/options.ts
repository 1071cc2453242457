// What a `verify` run is asked to do: the request (paths, front-end options, exclusions) and the
// verification options (engine preset, checks, limits, entries, cache, base, shard, witnesses),
// with their defaults and the validators the front ends share. Also the options a stored
// verdict's key depends on (incremental/keys.ts).

import os from 'node:os';
import type { FrontendOptions } from '../frontend/unit';
import type { ProgramCfa } from '../ir/cfa';
import type { CheckName } from '../ir/checks';
import type { CfaOptions } from '../ir/programCfa';
import type { KeyOptions } from '../incremental/keys';
import type { Origin } from '../incremental/store';
import type { Shard } from './programs/programPlan';
import { LANES } from './portfolio/presets';

export { CHECKS, type CheckName } from '../ir/checks';

export const ENGINES_LATER = 'verification engines arrive in a later version of proofgate';

export const ENGINES = ['auto', 'bmc', 'chc', 'kinduction', 'predicate', 'impact', 'bam', 'condinv'] as const;
export const INVARIANT_LEVELS = ['none', 'intervals', 'zones'] as const;
/** `auto` lets proofgate pick per property; the others force one engine. */
export type EngineChoice = (typeof ENGINES)[number];

export const DEFAULT_TIMEOUT_SECONDS = 60;

/** What limits the engines: work (deterministic; src/smt/workClock.ts) or wall time. */
export const BUDGET_KINDS = ['work', 'wall'] as const;

/** How to verify, beyond how to load the program (FrontendOptions). */
export interface VerifyOptions {
  readonly engine: EngineChoice;
  /** Template invariants for k-induction: none, intervals, or intervals then octagons (default). */
  readonly invariants?: (typeof INVARIANT_LEVELS)[number];
  /** Time limit per program (all of its properties are checked together), in seconds. */
  readonly timeoutSeconds: number;
  /** Extra property families: signed overflow, division by zero, array bounds. */
  readonly checks: ReadonlySet<CheckName>;
  /**
   * Build a reproducer (a C harness) for each violation found in this run: they come back in
   * `VerifyRun.reproducers` for the front end to write.
   */
  readonly reproducers?: boolean;
  /**
   * Entry function of every program (undefined: `main`), or a glob pattern of harness functions
   * (`proof_*`): each match is verified as an entry and a property is SAFE only under all of them.
   */
  readonly entry?: string;
  /** Elements an entry's pointer parameter points to (`--object-size`; ir/entryObjects.ts). */
  readonly objectElements?: number;
  /** Directory of the artifact store (verdicts reused across runs); undefined: no store. */
  readonly cacheDir?: string;
  /** With a store: false verifies everything again (a full run) and refreshes the records. */
  readonly reuse?: boolean;
  /** Who writes records (default: a local run). */
  readonly origin?: Origin;
  /** A git ref to compare with: the report lists changed functions and marks changed properties. */
  readonly base?: string;
  /** Time for the whole run, in seconds: a program gets at most what is left of it. */
  readonly budgetSeconds?: number;
  /** Build an SV-COMP YAML 2.0 witness per decided program (VerifyRun.witnesses). */
  readonly witnesses?: boolean;
  /** Verify only this part of the programs (`index` of `count`, 1-based), for parallel jobs. */
  readonly shard?: Shard;
  /**
   * With `shard`: seconds per program from an earlier run (incremental/costTable.ts), to deal the
   * programs by cost; every shard of a matrix must be given the same table.
   */
  readonly shardCosts?: ReadonlyMap<string, number>;
  /**
   * `work` (default): each entry's engines get a work budget of WORK_BUDGET.share of the timeout, the
   * same on any machine and load, with the timeout as the wall-clock safety net; `wall`: the timeout
   * itself, in seconds of wall time.
   */
  readonly budgets?: (typeof BUDGET_KINDS)[number];
  /**
   * Under work budgets: how many lanes of the portfolio (portfolio/lanes.ts) run at once (default:
   * defaultThreads()). The verdicts do not depend on it.
   */
  readonly threads?: number;
}

/** The cores available, at most the portfolio's lanes. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(os.availableParallelism(), LANES.length));
}

export const DEFAULT_VERIFY_OPTIONS: VerifyOptions = {
  engine: 'auto',
  timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
  checks: new Set(),
};

export interface VerifyRequest {
  /** Files and directories, as given by the user. */
  readonly paths: readonly string[];
  readonly frontend: FrontendOptions;
  /** DEFAULT_VERIFY_OPTIONS when absent. */
  readonly options?: VerifyOptions;
  /** Glob patterns (relative to the working directory) of files to leave out. */
  readonly exclude?: readonly string[];
  /** When the run's time began (Date.now() ms; default: now). The CLI passes its process' start. */
  readonly startedAt?: number;
}

/** How the CFA is built for these options: the `--check` families and the entry objects' size. */
export function cfaOptionsOf(options: VerifyOptions): CfaOptions {
  return {
    checks: options.checks,
    ...(options.objectElements !== undefined ? { objectElements: options.objectElements } : {}),
  };
}

/** A valid `--entry`: a C identifier, or a glob over identifiers (`proof_*`, `test_{a,b}`). */
export function isEntrySpec(value: string): boolean {
  return /^[A-Za-z0-9_*?[\]{},!]+$/.test(value) && /[A-Za-z_*?[]/.test(value[0] ?? '');
}

/** What a stored verdict's key depends on besides the code: engine, checks, data model, entry. */
export function keyOptionsOf(options: VerifyOptions, cfa: ProgramCfa, entry: string): KeyOptions {
  return {
    engine:
      options.invariants && options.invariants !== 'zones'
        ? `${options.engine}/${options.invariants}`
        : options.engine,
    checks: [...options.checks],
    dataModel: cfa.program.dataModel.name,
    // the objects an entry's pointer parameters point to are part of what a verdict means
    entry: options.objectElements !== undefined ? `${entry}/objects=${options.objectElements}` : entry,
  };
}
