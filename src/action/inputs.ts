// The Action's inputs, parsed strictly once into a typed ActionInputs: names and defaults mirror
// action.yml exactly (a test compares them), and any garbage value is an InputsError that names
// the input and what it accepts.

export const Inputs = {
  paths: 'paths',
  dataModel: 'data-model',
  includeDirs: 'include-dirs',
  defines: 'defines',
  compileCommands: 'compile-commands',
  failOn: 'fail-on',
} as const;

export const Outputs = {
  verdict: 'verdict',
  unsafe: 'unsafe',
  unknown: 'unknown',
  safe: 'safe',
} as const;

export const FAIL_ON = ['unsafe', 'unknown', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export const DATA_MODELS = ['ILP32', 'LP64'] as const;
export type DataModelInput = (typeof DATA_MODELS)[number];

/** Defaults as in action.yml (the runner applies those; these cover a missing environment). */
export const Defaults = {
  paths: '.',
  dataModel: 'LP64',
  failOn: 'unsafe',
} as const;

export interface ActionInputs {
  readonly paths: readonly string[];
  readonly dataModel: DataModelInput;
  readonly includeDirs: readonly string[];
  readonly defines: readonly string[];
  readonly compileCommands?: string;
  readonly failOn: FailOn;
}

export class InputsError extends Error {
  constructor(input: string, message: string) {
    super(`Invalid input '${input}': ${message}`);
    this.name = 'InputsError';
  }
}

/** Reads one raw input by its action.yml name ('' when unset), e.g. `core.getInput`. */
export type InputReader = (name: string) => string;

export function parseInputs(read: InputReader): ActionInputs {
  const paths = lines(read(Inputs.paths));
  const compileCommands = read(Inputs.compileCommands).trim();
  return {
    paths: paths.length > 0 ? paths : [Defaults.paths],
    dataModel: oneOf(Inputs.dataModel, read(Inputs.dataModel) || Defaults.dataModel, DATA_MODELS, true),
    includeDirs: lines(read(Inputs.includeDirs)),
    defines: lines(read(Inputs.defines)).map(checkDefine),
    ...(compileCommands ? { compileCommands } : {}),
    failOn: oneOf(Inputs.failOn, read(Inputs.failOn) || Defaults.failOn, FAIL_ON, false),
  };
}

/** One entry per non-empty line, trimmed. */
function lines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
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

function checkDefine(define: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(=.*)?$/s.test(define)) {
    throw new InputsError(
      Inputs.defines,
      `'${define}' is not NAME or NAME=VALUE with a C identifier as NAME`,
    );
  }
  return define;
}
