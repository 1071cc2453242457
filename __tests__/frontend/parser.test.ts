// Tests of parser.ts: tree-sitter output copied into CstNode objects (fields, positions, no
// comments) and syntax errors turned into located diagnostics, once per error.
import { describe, it, expect } from 'vitest';
import { parseC, syntaxErrors } from '../../src/frontend/parser';
import { identityLineMap } from '../../src/frontend/lineMap';
import { formatDiagnostic } from '../../src/frontend/diagnostics';
import { fieldChild, type CstNode } from '../../src/frontend/syntax';

function find(n: CstNode, type: string): CstNode | undefined {
  if (n.type === type) return n;
  for (const c of n.children) {
    const hit = find(c, type);
    if (hit) return hit;
  }
  return undefined;
}

describe('parseC', () => {
  it('copies types, fields and positions and drops comments', async () => {
    const text = 'int f(int a) {\n  /* note */ return a + 1; // done\n}\n';
    const { root } = await parseC(text);
    expect(root.type).toBe('translation_unit');
    const fn = root.children[0];
    expect(fn.type).toBe('function_definition');
    expect(fieldChild(fn, 'type')?.type).toBe('primitive_type');
    const ret = find(root, 'return_statement');
    expect(ret).toBeDefined();
    expect(ret?.startRow).toBe(1);
    expect(ret?.startCol).toBe(13);
    expect(text.slice(ret?.startIndex, ret?.endIndex)).toBe('return a + 1;');
    expect(find(root, 'comment')).toBeUndefined();
    const bin = find(root, 'binary_expression');
    expect(bin?.children.map((c) => [c.field, c.named])).toEqual([
      ['left', true],
      ['operator', false],
      ['right', true],
    ]);
  });

  it('uses string offsets for non-ASCII text', async () => {
    const text = 'const char *s = "h\u00e9llo\u20ac"; int x;';
    const { root } = await parseC(text);
    const decl = root.children[1];
    expect(text.slice(decl.startIndex, decl.endIndex)).toBe('int x;');
  });

  it('keeps inline asm statements visible', async () => {
    const { root } = await parseC('void f(void) { __asm__ volatile ("nop"); }');
    expect(find(root, 'gnu_asm_expression')).toBeDefined();
  });

  it('handles deeply nested expressions without overflowing the stack', async () => {
    const text = `int x = ${Array.from({ length: 20000 }, (_, i) => i).join(' + ')};`;
    const { root } = await parseC(text);
    expect(root.children[0].type).toBe('declaration');
  });
});

describe('syntaxErrors', () => {
  it('reports ERROR and MISSING nodes once each with file:line:col', async () => {
    const text = 'int f(void) {\n  return 1 $ 2;\n}\nint g(void) { int x = 1 return x; }\n';
    const { root } = await parseC(text);
    const diags = syntaxErrors(root, text, identityLineMap('t.c'), 't.c').map(formatDiagnostic);
    expect(diags).toEqual(["t.c:2:12: error: syntax error near '$'", "t.c:4:24: error: expected ';'"]);
  });

  it('stops after 20 errors with a note', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `int v${i} = 1 $ 2;`).join('\n');
    const { root } = await parseC(text);
    const diags = syntaxErrors(root, text, identityLineMap('t.c'), 't.c');
    expect(diags.filter((d) => d.severity === 'error')).toHaveLength(20);
    expect(diags[20].severity).toBe('note');
  });
});
