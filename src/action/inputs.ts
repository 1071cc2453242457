// The Action's inputs, parsed strictly once into a typed ActionInputs: names and defaults mirror
// action.yml exactly (a test compares them), and any garbage value is an InputsError that names
// the input and what it accepts.

import { parseShardSpec, type Shard } from '../pipeline/programs/programPlan';
import { isEntrySpec } from '../pipeline/options';
import { parseObjectElements } from '../ir/entryObjects';

export const Inputs = {
  paths: 'paths',
  exclude: 'exclude',
  entry: 'entry',
  objectSize: 'object-size',
  mode: 'mode',
  timeout: 'timeout',
  budget: 'budget',
  failOn: 'fail-on',
  failOnScope: 'fail-on-scope',
  baseline: 'baseline',
  checks: 'checks',
  dataModel: 'data-model',
  includeDirs: 'include-dirs',
  defines: 'defines',
  compileCommands: 'compile-commands',
  cache: 'cache',
  comment: 'comment',
  sarifFile: 'sarif-file',
  jsonFile: 'json-file',
  reproducers: 'reproducers',
  witnesses: 'witnesses',
  shard: 'shard',
  workingDirectory: 'working-directory',
  merge: 'merge',
  githubToken: 'github-token',
} as const;

export const Outputs = {
  verdict: 'verdict',
  unsafe: 'unsafe',
  unknown: 'unknown',
  safe: 'safe',
  unreachable: 'unreachable',
  reused: 'reused',
  failing: 'failing',
  sarifFile: 'sarif-file',
  jsonFile: 'json-file',
  reproducers: 'reproducers',
  witnesses: 'witnesses',
} as const;

export const FAIL_ON = ['unsafe', 'unknown', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** Which findings fail the step: those the pull request introduced (`new`), or all. */
export const FAIL_ON_SCOPES = ['new', 'all'] as const;
export type FailOnScope = (typeof FAIL_ON_SCOPES)[number];

export const DATA_MODELS = ['ILP32', 'LP64'] as const;
export type DataModelInput = (typeof DATA_MODELS)[number];

export const MODES = ['auto', 'incremental', 'full'] as const;
export type Mode = (typeof MODES)[number];

/** When the pull-request comment is written (`true`/`false` are read as `always`/`never`). */
export const COMMENT_MODES = ['on-failure', 'always', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export const CHECK_NAMES = ['overflow', 'div-by-zero', 'bounds', 'memory', 'leak'] as const;
export type CheckInput = (typeof CHECK_NAMES)[number];

/** Defaults as in action.yml (the runner applies those; these cover a missing environment). */
export const Defaults = {
  paths: '.',
  entry: 'main',
  mode: 'auto',
  timeout: '60',
  budget: '1800',
  failOn: 'unsafe',
  failOnScope: 'new',
  baseline: '.proofgate/baseline.yml',
  dataModel: 'LP64',
  cache: 'true',
  comment: 'on-failure',
  sarifFile: 'proofgate.sarif',
} as const;

export interface ActionInputs {
  /** Files, directories or glob patterns, relative to the workspace. */
  readonly paths: readonly string[];
  /** Glob patterns of files to leave out. */
  readonly exclude: readonly string[];
  readonly entry: string;
  /** Elements an entry's pointer parameter points to (undefined: proofgate's default). */
  readonly objectElements?: number;
  readonly mode: Mode;
  /** Seconds per entry (each harness of an entry glob). */
  readonly timeoutSeconds: number;
  /** Seconds for the whole run. */
  readonly budgetSeconds: number;
  readonly failOn: FailOn;
  /** On a pull request: fail on the findings it introduced (`new`: absent from the base's results), or on all. */
  readonly failOnScope: FailOnScope;
  /** The committed baseline of accepted findings (relative to the workspace; a missing file is empty). */
  readonly baseline: string;
  readonly checks: readonly CheckInput[];
  readonly dataModel: DataModelInput;
  readonly includeDirs: readonly string[];
  readonly defines: readonly string[];
  readonly compileCommands?: string;
  readonly cache: boolean;
  /**
   * `on-failure`: a comment only when the step fails, and an earlier one updated when it passes again;
   * `always`: on every run; `never`.
   */
  readonly comment: CommentMode;
  /** Where to write the SARIF file ('' = none). */
  readonly sarifFile: string;
  /** Where to write the JSON report ('' = none). */
  readonly jsonFile: string;
  /** The folder for a C reproducer of each violation ('' = none). */
  readonly reproducers: string;
  /** Where to write the SV-COMP witnesses: a file for one program, a folder for several ('' = none). */
  readonly witnesses: string;
  readonly shard?: Shard;
  /** The folder to run in (relative to the workspace; '' = the workspace): paths, cache and baseline are relative to it. */
  readonly workingDirectory: string;
  /** Glob patterns of shard jobs' JSON reports: merge them and report once, verifying nothing. */
  readonly merge: readonly string[];
  readonly githubToken: string;
}

export class InputsError extends Error {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`Invalid input '${input}': ${message}`);
    this.name = 'InputsError';
  }
}

/** Reads one raw input by its action.yml name ('' when unset), e.g. `core.getInput`. */
export type InputReader = (name: string) => string;

/** The comment mode; a Boolean (the input's values before the modes: true, yes, ...) means `always` or `never`. */
function commentMode(raw: string): CommentMode {
  if (/^(true|yes|on|1)$/i.test(raw)) return 'always';
  if (/^(false|no|off|0)$/i.test(raw)) return 'never';
  return oneOf(Inputs.comment, raw.toLowerCase(), COMMENT_MODES, false);
}

export function parseInputs(read: InputReader): ActionInputs {
  const get = (name: keyof typeof Defaults, input: string): string => read(input).trim() || Defaults[name];
  const paths = lines(read(Inputs.paths));
  const compileCommands = read(Inputs.compileCommands).trim();
  const shard = read(Inputs.shard).trim();
  const objectSize = read(Inputs.objectSize).trim();
  const objectElements = objectSize ? parseObjectElements(objectSize) : undefined;
  if (objectSize && objectElements === undefined) {
    throw new InputsError(Inputs.objectSize, `'${objectSize}' is not a number of elements from 1 to 4096`);
  }
  const entry = get('entry', Inputs.entry);
  if (!isEntrySpec(entry)) {
    throw new InputsError(Inputs.entry, `'${entry}' is not a C function name or a glob of names`);
  }
  return {
    paths: paths.length > 0 ? paths : [Defaults.paths],
    exclude: lines(read(Inputs.exclude)),
    entry,
    ...(objectElements !== undefined ? { objectElements } : {}),
    mode: oneOf(Inputs.mode, get('mode', Inputs.mode), MODES, false),
    timeoutSeconds: seconds(Inputs.timeout, get('timeout', Inputs.timeout)),
    budgetSeconds: seconds(Inputs.budget, get('budget', Inputs.budget)),
    failOn: oneOf(Inputs.failOn, get('failOn', Inputs.failOn), FAIL_ON, false),
    failOnScope: oneOf(Inputs.failOnScope, get('failOnScope', Inputs.failOnScope), FAIL_ON_SCOPES, false),
    baseline: get('baseline', Inputs.baseline),
    checks: [...new Set(list(read(Inputs.checks)).map((c) => oneOf(Inputs.checks, c, CHECK_NAMES, false)))],
    dataModel: oneOf(Inputs.dataModel, get('dataModel', Inputs.dataModel), DATA_MODELS, true),
    includeDirs: lines(read(Inputs.includeDirs)),
    defines: lines(read(Inputs.defines)).map(checkDefine),
    ...(compileCommands ? { compileCommands } : {}),
    cache: bool(Inputs.cache, get('cache', Inputs.cache)),
    comment: commentMode(get('comment', Inputs.comment)),
    sarifFile: read(Inputs.sarifFile).trim() || Defaults.sarifFile,
    jsonFile: read(Inputs.jsonFile).trim(),
    reproducers: read(Inputs.reproducers).trim(),
    witnesses: read(Inputs.witnesses).trim(),
    ...(shard ? { shard: parseShardInput(shard) } : {}),
    workingDirectory: read(Inputs.workingDirectory).trim(),
    merge: lines(read(Inputs.merge)),
    githubToken: read(Inputs.githubToken).trim(),
  };
}

/** One entry per non-empty line, trimmed. */
function lines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

/** Entries separated by commas or new lines. */
function list(raw: string): string[] {
  return raw
    .split(/[,\r\n]/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

function oneOf<T extends string>(input: string, raw: string, allowed: readonly T[], ignoreCase: boolean): T {
  const value = raw.trim();
  const found = allowed.find((a) => (ignoreCase ? a.toUpperCase() === value.toUpperCase() : a === value));
  if (found === undefined) {
    throw new InputsError(input, `'${value}' is not one of ${allowed.join(', ')}`);
  }
  return found;
}

function seconds(input: string, raw: string): number {
  const n = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !Number.isFinite(n) || n <= 0) {
    throw new InputsError(input, `'${raw}' is not a positive number of seconds`);
  }
  return n;
}

function bool(input: string, raw: string): boolean {
  if (/^(true|yes|on|1)$/i.test(raw)) return true;
  if (/^(false|no|off|0)$/i.test(raw)) return false;
  throw new InputsError(input, `'${raw}' is not true or false`);
}

function parseShardInput(raw: string): Shard {
  const shard = parseShardSpec(raw);
  if (!shard) throw new InputsError(Inputs.shard, `'${raw}' is not i/n with 1 <= i <= n (e.g. 1/4)`);
  return shard;
}

function checkDefine(define: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(=.*)?$/s.test(define)) {
    throw new InputsError(
      Inputs.defines,
      `'${define}' is not NAME or NAME=VALUE with a C identifier as NAME`,
    );
  }
  return define;
}
