// The front end's first half: from a path to a ParsedUnit. Reads the file, preprocesses `.c`/`.h`
// files when a preprocessor exists (`.i` files never), normalises the text, builds the line map
// back to the user's files and parses it, collecting syntax errors as diagnostics.

import { rewriteVaArg } from './vaArg';
import { rewriteAtomicSpecifier } from './atomicSpecifier';
import { rewriteOffsetof } from './offsetofBuiltin';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { InputError, type Diagnostic } from './diagnostics';
import type { FrontendOptions, LayoutAttribute, LineMap, ParsedUnit } from './unit';
import { findPreprocessor, preprocess } from './preprocess';
import { normalize, type NormalizeResult, type RemovedSpan } from './normalize';
import { identityLineMap, markerLineMap } from './lineMap';
import { parseC, syntaxErrors } from './parser';
import { unmisreadCasts } from './misreadCasts';

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EISDIR: 'is a directory',
  ENOTDIR: 'a path component is not a directory',
};

async function readSource(file: string): Promise<string> {
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const why = (err.code !== undefined ? READ_ERRORS[err.code] : undefined) ?? err.message;
    throw new InputError([
      { severity: 'error', loc: { file, line: 1, col: 1 }, message: `cannot read file: ${why}` },
    ]);
  }
}

/** Directives that only a preprocessor can carry out (the normaliser handles markers and pragmas). */
function firstPreprocessorDirective(
  n: NormalizeResult,
): { row: number; col: number; name: string } | undefined {
  return n.directives.length > 0 ? n.directives[0] : undefined;
}

/**
 * Loads one translation unit. `.i` files are taken as preprocessed; other files are run through the
 * system preprocessor, or, when there is none (or `options.preprocessor` is `none`), used as they
 * are provided they contain no directive. Throws InputError when the file cannot be read, the
 * preprocessor fails, or a needed preprocessor is missing; syntax errors are returned as
 * diagnostics of the unit.
 */
export async function loadTranslationUnit(file: string, options: FrontendOptions): Promise<ParsedUnit> {
  const source = await readSource(file);
  const isPreprocessed = path.extname(file).toLowerCase() === '.i';
  const pp = isPreprocessed ? undefined : findPreprocessor(options.preprocessor);
  let text = source;
  const diagnostics: Diagnostic[] = [];
  if (pp !== undefined) {
    const result = preprocess(file, options, pp);
    text = result.text;
    diagnostics.push(...result.warnings);
  } else if (!isPreprocessed && options.preprocessor !== undefined && options.preprocessor !== 'none') {
    // An explicitly named preprocessor that is not installed: say so even without directives.
    throw new InputError([
      {
        severity: 'error',
        loc: { file, line: 1, col: 1 },
        message: `preprocessor '${options.preprocessor}' not found on PATH`,
      },
    ]);
  }
  const normalized = normalize(text); // line markers blanked: a va_arg call is one span of text
  const norm = {
    ...normalized,
    text: rewriteOffsetof(rewriteAtomicSpecifier(rewriteVaArg(normalized.text))),
  };
  if (pp === undefined && !isPreprocessed) {
    const d = firstPreprocessorDirective(norm);
    if (d !== undefined) {
      const why =
        options.preprocessor === 'none'
          ? 'preprocessing is disabled (preprocessor: none)'
          : 'no C preprocessor (cpp or gcc) is installed';
      throw new InputError([
        {
          severity: 'error',
          loc: { file, line: d.row + 1, col: d.col + 1 },
          message: `'#${d.name}' needs a C preprocessor (cpp or gcc), but ${why}`,
        },
      ]);
    }
  }
  const lineMap: LineMap =
    pp === undefined ? identityLineMap(file) : markerLineMap(file, norm.text, norm.markers);
  let parsed = norm.text;
  let { root } = await parseC(parsed);
  // Calls tree-sitter took for casts (`(f((a, b))) & x`): blank the cast's parentheses, parse again.
  for (let round = 0; round < 4; round++) {
    const fixed = unmisreadCasts(root, parsed);
    if (fixed === undefined) break;
    parsed = fixed;
    ({ root } = await parseC(parsed));
  }
  diagnostics.push(...syntaxErrors(root, parsed, lineMap, file));
  return {
    path: file,
    text: parsed,
    root,
    lineMap,
    diagnostics,
    layoutAttributes: layoutAttributes(norm.removed),
  };
}

const LAYOUT_ATTRIBUTE = /\b_*(packed|aligned|mode|vector_size|transparent_union|scalar_storage_order)_*\b/;

/** The removed attributes that change a type's layout or width. */
function layoutAttributes(removed: readonly RemovedSpan[]): LayoutAttribute[] {
  const out: LayoutAttribute[] = [];
  for (const r of removed) {
    if (r.kind !== 'attribute') continue;
    const m = LAYOUT_ATTRIBUTE.exec(r.text);
    if (m) out.push({ startIndex: r.start, endIndex: r.end, name: m[1] });
  }
  return out;
}
