// Source locations and diagnostics shared by every layer: a location in the user's original file
// (after mapping back through line markers) and a diagnostic with a severity and, for unsupported
// constructs, the feature's name.

export interface SourceLoc {
  /** Original file, as named by line markers or the path given on the command line. */
  file: string;
  /** 1-based line in the original file. */
  line: number;
  /** 1-based column. */
  col: number;
}

export type Severity = 'error' | 'warning' | 'unsupported' | 'note';

export interface Diagnostic {
  severity: Severity;
  loc: SourceLoc;
  message: string;
  /** For severity 'unsupported': the construct's name, e.g. "floating point", "inline asm". */
  feature?: string;
  /** The function the diagnostic belongs to, when there is one. */
  function?: string;
}

/** `file:line:col: severity: message`, the format compilers use and editors understand. */
export function formatDiagnostic(d: Diagnostic): string {
  const sev = d.severity === 'unsupported' ? 'warning' : d.severity;
  const what = d.severity === 'unsupported' ? `unsupported: ${d.message}` : d.message;
  return `${d.loc.file}:${d.loc.line}:${d.loc.col}: ${sev}: ${what}`;
}

/** An input problem that stops the front end (missing file, syntax error, no preprocessor). */
export class InputError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'InputError';
    this.diagnostics = diagnostics;
  }
}

export function unknownLoc(file: string): SourceLoc {
  return { file, line: 1, col: 1 };
}
