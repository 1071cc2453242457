// The front end's entry point: paths → preprocessed, parsed translation units → one typed
// Program. Input errors (missing files, syntax errors, preprocessor failures) come back as
// diagnostics with severity 'error' and no program; nothing here throws for bad input. The C
// library models are parsed once per size_t spelling and offered to semantic analysis.

import type { Diagnostic } from './diagnostics';
import { InputError } from './diagnostics';
import type { Program } from './ast';
import type { FrontendOptions, ParsedUnit } from './unit';
import { loadTranslationUnit } from './translationUnit';
import { analyzeProgram } from './sema/analyzer';
import { parseC } from './parser';
import { identityLineMap } from './lineMap';
import { IntTypes } from './dataModel';
import type { DataModel } from './dataModel';
import { typeToString } from './types';
import { LIBC_MODEL_FILE, libcModelText } from './libcModels';

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
  const program = analyzeProgram(units, options.dataModel, await libcModelUnit(options.dataModel));
  diagnostics.push(...program.diagnostics);
  const failed = program.diagnostics.some((d) => d.severity === 'error');
  return { program: failed ? undefined : program, diagnostics };
}

const parsedModels = new Map<string, Promise<ParsedUnit>>();

/** The C library models parsed for `model`'s size_t (cached: the tree is plain data, never changed). */
function libcModelUnit(model: DataModel): Promise<ParsedUnit> {
  const sizeT = typeToString(new IntTypes(model).sizeT());
  let unit = parsedModels.get(sizeT);
  if (!unit) {
    const text = libcModelText(sizeT);
    unit = parseC(text).then(({ root }) => ({
      path: LIBC_MODEL_FILE,
      text,
      root,
      lineMap: identityLineMap(LIBC_MODEL_FILE),
      diagnostics: [],
    }));
    parsedModels.set(sizeT, unit);
  }
  return unit;
}
