// The CLI's exit codes, declared once. Public and frozen: scripts and CI configurations test them,
// so a meaning never changes and a number is never reused.

export const ExitCode = {
  /**
   * Every property some path reaches is safe, and there is at least one (properties no path
   * reaches are reported `unreachable` and prove nothing). `cfa`: the program loaded.
   */
  ok: 0,
  /** At least one property is unsafe. */
  unsafe: 1,
  /**
   * Some property is unknown and none is unsafe; also a run that checked no property (none in the
   * program, or all unreachable from the entry): it proved nothing, like `fail-on: unknown` says.
   */
  unknown: 2,
  /** Bad input or usage: missing file, syntax error, unknown option, unwritable output. */
  inputError: 3,
  /** A bug in proofgate (EX_SOFTWARE in sysexits.h): message on stderr, please report it. */
  internalError: 70,
} as const;

export type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode];
