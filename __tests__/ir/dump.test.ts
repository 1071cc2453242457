// Dumps: exprToC precedence and cast printing, the JSON dump's shape (version 1, serialisable),
// and the Graphviz output.

import { describe, expect, it } from 'vitest';
import { cfaOf, edgesOf, fnOf } from './cfaHelpers';
import { dumpDot, dumpJson, dumpText, exprToC } from '../../src/ir/dump';
import type { Expr } from '../../src/frontend/ast';

const loc = { file: 't.c', line: 1, col: 1 };
const INT = { kind: 'int', ik: 'int', bits: 32, signed: true } as const;
const UINT = { kind: 'int', ik: 'uint', bits: 32, signed: false } as const;
const CHAR = { kind: 'int', ik: 'char', bits: 8, signed: true } as const;
const v = (name: string, uid = name): Expr => ({
  kind: 'VarRef',
  symbol: { kind: 'var', name, uid, type: INT, storage: 'local', loc },
  type: INT,
  loc,
});
const n = (value: bigint, type: typeof INT | typeof UINT | typeof CHAR = INT): Expr => ({
  kind: 'IntConst',
  value,
  type,
  loc,
});
const bin = (op: '+' | '-' | '*' | '<', left: Expr, right: Expr): Expr => ({
  kind: 'Binary',
  op,
  left,
  right,
  type: INT,
  loc,
});

describe('exprToC', () => {
  it('parenthesises by C precedence and associativity', () => {
    expect(exprToC(bin('*', bin('+', v('a'), v('b')), v('c')))).toBe('(a + b) * c');
    expect(exprToC(bin('+', v('a'), bin('*', v('b'), v('c'))))).toBe('a + b * c');
    expect(exprToC(bin('-', v('a'), bin('-', v('b'), v('c'))))).toBe('a - (b - c)');
    expect(exprToC(bin('-', bin('-', v('a'), v('b')), v('c')))).toBe('a - b - c');
    expect(exprToC({ kind: 'Unary', op: '-', operand: n(-5n), type: INT, loc })).toBe('-(-5)');
  });

  it('prints constants with their type', () => {
    expect(exprToC(n(7n, UINT))).toBe('7U');
    expect(exprToC(n(97n, CHAR))).toBe('(char)97');
  });

  it('shows implicit casts unless asked not to, and unique or source names', () => {
    const cast: Expr = { kind: 'Cast', operand: v('x', 'x.1'), implicit: true, type: CHAR, loc };
    expect(exprToC(cast)).toBe('(char)x.1');
    expect(exprToC(cast, { implicitCasts: false, names: 'source' })).toBe('x');
    const explicit: Expr = { ...cast, implicit: false } as Expr;
    expect(exprToC(explicit, { implicitCasts: false })).toBe('(char)x.1');
    expect(exprToC(bin('*', cast, v('y')))).toBe('(char)x.1 * y');
  });
});

const SRC = `extern void __VERIFIER_assert(int);
int g = 1;
int f(int a) { return a > 0 ? f(a - 1) : 0; }
int main(void) { char *s = "a\\"b"; int i; for (i = 0; i < 3; i++) g += f(i); __VERIFIER_assert(g > 0); return s[0]; }`;

describe('dumps', () => {
  it('produces serialisable JSON of version 1 with the documented shape', async () => {
    const p = await cfaOf(SRC);
    const j = JSON.parse(JSON.stringify(dumpJson(p)));
    expect(j.version).toBe(1);
    expect(j.globals).toEqual([{ uid: 'g', name: 'g', type: 'int', storage: 'global', init: '1' }]);
    const main = j.functions.find((f: { name: string }) => f.name === 'main');
    expect(main.entry).toBe(fnOf(p).entry.id);
    expect(main.nodes[0]).toMatchObject({ id: main.entry, role: 'entry', rpo: 0, loopHead: false });
    expect(main.properties).toEqual([expect.objectContaining({ id: 'main#1', kind: 'assert' })]);
    expect(main.loops).toHaveLength(1);
    expect(main.loops[0]).toMatchObject({ depth: 1 });
    const assume = main.edges.find((e: { kind: string }) => e.kind === 'assume');
    expect(assume).toMatchObject({ truth: true, cond: { k: 'Binary', op: '<', c: 'i < 3', type: 'int' } });
    expect(assume.cond.left).toMatchObject({ k: 'VarRef', uid: 'i', storage: 'local' });
    const call = main.edges.find((e: { kind: string }) => e.kind === 'call');
    expect(call).toMatchObject({ callee: 'f', op: '[call] __t1 = f(i)', lhs: { k: 'VarRef', uid: '__t1' } });
    expect(call.loc).toEqual({ file: expect.any(String), line: 4, col: expect.any(Number) });
    expect(j.callGraph).toEqual({
      callees: { f: ['f'], main: ['f'] },
      callers: { f: ['f', 'main'], main: [] },
      recursive: ['f'],
      sccs: [['f'], ['main']],
      external: [],
    });
    expect(main.edges).toHaveLength(edgesOf(fnOf(p)).length);
  });

  it('produces a Graphviz digraph with one cluster per function and escaped labels', async () => {
    const p = await cfaOf(SRC);
    const dot = dumpDot(p);
    expect(dot.startsWith('digraph cfa {')).toBe(true);
    expect(dot.match(/subgraph cluster_/g)).toHaveLength(2);
    expect(dot).toContain('\\"a\\\\\\"b\\"');
    expect(dot).toMatch(/n\d+ -> n\d+ \[label="\[assume\] i < 3"\];/);
    expect(dot.trimEnd().endsWith('}')).toBe(true);
  });

  it('is deterministic', async () => {
    expect(dumpText(await cfaOf(SRC))).toBe(dumpText(await cfaOf(SRC)));
  });
});
