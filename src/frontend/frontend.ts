// The front end's entry point: paths → preprocessed, parsed translation units → one typed
// Program. Input errors (missing files, syntax errors, preprocessor failures) come back as
// diagnostics with severity 'error' and no program; nothing here throws for bad input.

import type { Diagnostic } from './diagnostics';
import { InputError } from './diagnostics';
import type { Program } from './ast';
import type { FrontendOptions, ParsedUnit } from './unit';
import { loadTranslationUnit } from './translationUnit';
import { analyzeProgram } from './sema/analyzer';

export interface FrontendResult {
  /** Undefined when any diagnostic is an error. */
  readonly program: Program | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

export async function loadProgram(
  paths: readonly string[],
  options: FrontendOptions,
): Promise<FrontendResult> {
  const diagnostics: Diagnostic[] = [];
  const units: ParsedUnit[] = [];
  for (const p of paths) {
    try {
      const unit = await loadTranslationUnit(p, options);
      diagnostics.push(...unit.diagnostics);
      units.push(unit);
    } catch (e) {
      if (e instanceof InputError) diagnostics.push(...e.diagnostics);
      else throw e;
    }
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { program: undefined, diagnostics };
  const program = analyzeProgram(units, options.dataModel);
  diagnostics.push(...program.diagnostics);
  const failed = program.diagnostics.some((d) => d.severity === 'error');
  return { program: failed ? undefined : program, diagnostics };
}
