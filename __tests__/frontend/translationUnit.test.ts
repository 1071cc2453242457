// Tests of loadTranslationUnit: from a path to a ParsedUnit, with line maps through #include,
// syntax errors at original locations, missing files, `.i` files, and the no-preprocessor rules.
import { describe, it, expect } from 'vitest';
import { loadTranslationUnit } from '../../src/frontend/translationUnit';
import { findPreprocessor } from '../../src/frontend/preprocess';
import { ILP32, LP64 } from '../../src/frontend/dataModel';
import { InputError, formatDiagnostic } from '../../src/frontend/diagnostics';
import type { CstNode } from '../../src/frontend/syntax';
import type { FrontendOptions, ParsedUnit } from '../../src/frontend/unit';

const FIX = '__tests__/fixtures/frontend';
const hasPp = findPreprocessor() !== undefined;
const lp64: FrontendOptions = { dataModel: LP64, includeDirs: [], defines: [] };
const noPp: FrontendOptions = { ...lp64, preprocessor: 'none' };

async function inputError(p: Promise<unknown>): Promise<InputError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

/** The first node of `type` whose text is `text`. */
function findNode(unit: ParsedUnit, type: string, text: string): CstNode | undefined {
  const stack: CstNode[] = [unit.root];
  while (stack.length > 0) {
    const n = stack.pop() as CstNode;
    if (n.type === type && unit.text.slice(n.startIndex, n.endIndex) === text) return n;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return undefined;
}

function locOf(unit: ParsedUnit, type: string, text: string): string {
  const n = findNode(unit, type, text);
  if (!n) throw new Error(`no ${type} '${text}'`);
  const l = unit.lineMap.map(n.startRow, n.startCol);
  return `${l.file}:${l.line}:${l.col}`;
}

describe('loadTranslationUnit', () => {
  it('reports a missing file at path:1:1', async () => {
    const err = await inputError(loadTranslationUnit(`${FIX}/no_such_file.c`, lp64));
    expect(err.diagnostics.map(formatDiagnostic)).toEqual([
      `${FIX}/no_such_file.c:1:1: error: cannot read file: no such file or directory`,
    ]);
  });

  it.skipIf(!hasPp)('maps locations through an #include back to the header and the file', async () => {
    const unit = await loadTranslationUnit(`${FIX}/include_map/main.c`, lp64);
    expect(unit.diagnostics).toEqual([]);
    expect(locOf(unit, 'identifier', 'twice_plus')).toBe(`${FIX}/include_map/inc/util.h:3:12`);
    expect(locOf(unit, 'identifier', 'use')).toBe(`${FIX}/include_map/main.c:5:5`);
    // After a macro expansion, columns still point into the original line.
    expect(locOf(unit, 'return_statement', 'return twice_plus(v) + ((v) * 2);')).toBe(
      `${FIX}/include_map/main.c:6:3`,
    );
  });

  it.skipIf(!hasPp)('reports a syntax error at the original file, line and column', async () => {
    const unit = await loadTranslationUnit(`${FIX}/syntax_error.c`, lp64);
    expect(unit.diagnostics.map(formatDiagnostic)).toEqual([
      `${FIX}/syntax_error.c:4:18: error: syntax error near '$'`,
    ]);
  });

  it.skipIf(!hasPp)('selects code by the data model (__SIZEOF_LONG__ is 4 under ILP32)', async () => {
    const narrow = await loadTranslationUnit(`${FIX}/sizeof_long.c`, { ...lp64, dataModel: ILP32 });
    expect(findNode(narrow, 'identifier', 'long_is_4_bytes')).toBeDefined();
    const wide = await loadTranslationUnit(`${FIX}/sizeof_long.c`, lp64);
    expect(findNode(wide, 'identifier', 'long_is_8_bytes')).toBeDefined();
  });

  it.skipIf(!hasPp).each([ILP32, LP64])(
    'parses the C library headers without errors (%s)',
    async (dataModel) => {
      const unit = await loadTranslationUnit(`${FIX}/system_headers.c`, { ...lp64, dataModel });
      expect(unit.diagnostics).toEqual([]);
      expect(findNode(unit, 'identifier', 'assert')).toBeDefined();
    },
  );

  it('does not preprocess .i files and maps them to themselves', async () => {
    const unit = await loadTranslationUnit(`${FIX}/marker_names.i`, lp64);
    expect(unit.diagnostics.map(formatDiagnostic)).toEqual([
      `${FIX}/marker_names.i:6:12: error: syntax error near '$'`,
    ]);
  });

  it('needs a preprocessor for directives, reported at the directive', async () => {
    const err = await inputError(loadTranslationUnit(`${FIX}/directives.c`, noPp));
    expect(err.diagnostics).toHaveLength(1);
    expect(formatDiagnostic(err.diagnostics[0])).toMatch(
      new RegExp(`^${FIX}/directives.c:3:1: error: '#include' needs a C preprocessor \\(cpp or gcc\\)`),
    );
  });

  it('uses directive-free text as it is without a preprocessor', async () => {
    const unit = await loadTranslationUnit(`${FIX}/plain.c`, noPp);
    expect(unit.diagnostics).toEqual([]);
    expect(locOf(unit, 'identifier', 'f')).toBe(`${FIX}/plain.c:2:5`);
  });
});
