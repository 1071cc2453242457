// Proves the layer rule in eslint.config.mjs: for a file inside each layer, an import from a later
// layer (or a confined library) is reported and an import from an earlier layer is not.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const code = `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

interface Case {
  file: string;
  source: string;
}

const forbidden: Case[] = [
  { file: 'src/frontend/sema/x.ts', source: '../../ir/cfa' },
  { file: 'src/frontend/x.ts', source: '../report/results' },
  { file: 'src/ir/x.ts', source: '../smt/solver' },
  { file: 'src/ir/x.ts', source: '../engines/bmc' },
  { file: 'src/smt/x.ts', source: '../engines/bmc' },
  { file: 'src/certify/x.ts', source: '../engines/bmc' },
  { file: 'src/certify/x.ts', source: '../incremental/cache' },
  // the trusted base: encodings below the checkers, both below the engines
  { file: 'src/encodings/x.ts', source: '../certify/replay' },
  { file: 'src/encodings/horn/x.ts', source: '../../engines/chc/chcEngine' },
  { file: 'src/smt/x.ts', source: '../encodings/horn/hornClauses' },
  { file: 'src/incremental/x.ts', source: '../report/results' },
  { file: 'src/incremental/x.ts', source: '../pipeline/runVerify' },
  { file: 'src/pipeline/x.ts', source: '../report/render' },
  { file: 'src/pipeline/portfolio/x.ts', source: '../../report/render' },
  // the renderers work from the results model only
  { file: 'src/report/x.ts', source: '../engines/bmc/bmcEngine' },
  { file: 'src/report/x.ts', source: '../certify/replay' },
  { file: 'src/report/x.ts', source: '../smt/solverPool' },
  { file: 'src/report/x.ts', source: '../encodings/result' },
  { file: 'src/report/x.ts', source: '../cli/program' },
  { file: 'src/report/x.ts', source: '../action/run' },
  { file: 'src/action/x.ts', source: '../cli/program' },
  { file: 'src/cli/x.ts', source: '../action/run' },
  { file: 'src/version.ts', source: './frontend/ast' },
  // Libraries confined to one module.
  { file: 'src/frontend/preprocess.ts', source: 'web-tree-sitter' },
  { file: 'src/ir/x.ts', source: 'tree-sitter-c' },
  { file: 'src/smt/encode.ts', source: 'z3-solver' },
  { file: 'src/engines/x.ts', source: 'z3-solver' },
  { file: 'src/cli/x.ts', source: '@actions/core' },
  { file: 'src/report/x.ts', source: '@actions/core' },
];

const allowed: Case[] = [
  { file: 'src/frontend/x.ts', source: './ast' },
  { file: 'src/ir/x.ts', source: '../frontend/ast' },
  { file: 'src/ir/passes/x.ts', source: '../../frontend/ast' },
  { file: 'src/smt/x.ts', source: '../ir/cfa' },
  { file: 'src/engines/x.ts', source: '../smt/encode' },
  { file: 'src/engines/x.ts', source: '../certify/check' },
  { file: 'src/certify/x.ts', source: '../encodings/horn/hornClauses' },
  { file: 'src/engines/chc/x.ts', source: '../../encodings/horn/horn' },
  { file: 'src/incremental/x.ts', source: '../certify/check' },
  { file: 'src/pipeline/x.ts', source: '../incremental/cache' },
  { file: 'src/pipeline/portfolio/x.ts', source: '../../engines/bmc/bmcEngine' },
  { file: 'src/report/x.ts', source: '../incremental/changes' },
  { file: 'src/report/x.ts', source: '../pipeline/results' },
  { file: 'src/action/x.ts', source: '../pipeline/runVerify' },
  { file: 'src/action/x.ts', source: '../report/results' },
  { file: 'src/cli/x.ts', source: '../report/results' },
  { file: 'src/cli/x.ts', source: '../version' },
  { file: 'src/frontend/parser.ts', source: 'web-tree-sitter' },
  { file: 'src/smt/solver.ts', source: 'z3-solver' },
  { file: 'src/smt/solverPool.ts', source: 'z3-solver' },
  { file: 'src/action/x.ts', source: '@actions/core' },
  { file: 'src/cli/x.ts', source: 'commander' },
];

describe('layer rule', () => {
  it.each(forbidden)('reports $source imported from $file', async ({ file, source }) => {
    const messages = await restrictedImports(file, source);
    expect(messages).toHaveLength(1);
  });

  it.each(allowed)('allows $source imported from $file', async ({ file, source }) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });

  it('says why the renderers may not import an engine', async () => {
    const [message] = await restrictedImports('src/report/x.ts', '../engines/bmc/bmcEngine');
    expect(message).toContain('src/report may not import src/engines');
    expect(message).toContain('results model');
  });

  it('names the layer order in its message', async () => {
    const [message] = await restrictedImports('src/ir/x.ts', '../smt/solver');
    expect(message).toContain('src/ir may not import src/smt');
  });

  it('keeps the library rule on parser.ts while lifting only tree-sitter', async () => {
    expect(await restrictedImports('src/frontend/parser.ts', 'z3-solver')).toHaveLength(1);
    expect(await restrictedImports('src/frontend/parser.ts', '../ir/cfa')).toHaveLength(1);
  });
});

describe('function size rule', () => {
  /** The max-lines-per-function messages for a function of `lines` statements in `file`. */
  async function tooLong(file: string, lines: number): Promise<string[]> {
    const body = Array.from({ length: lines }, (_, i) => `  n += ${i};`).join('\n');
    const code = `export function f(): number {\n  let n = 0;\n${body}\n  return n;\n}\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
  }

  it.each([
    'src/pipeline/x.ts',
    'src/pipeline/portfolio/x.ts',
    'src/engines/chc/x.ts',
    'src/encodings/horn/x.ts',
  ])('allows 120 lines and reports 121 in %s', async (file) => {
    expect(await tooLong(file, 116)).toEqual([]); // 116 statements + 4 lines = 120
    expect(await tooLong(file, 117)).toHaveLength(1);
  });

  it('leaves the other layers alone', async () => {
    expect(await tooLong('src/frontend/x.ts', 200)).toEqual([]);
  });
});
