// Lowering of C statements and expressions into CFA edges, checked on snippets through the real
// front end: short-circuit, ?:, switch, goto, loops, side effects and their order, built-ins.

import { describe, expect, it } from 'vitest';
import { at, cfaOf, edgesOf, fnOf, ops, successorsOf } from './cfaHelpers';
import { checkCfa } from '../../src/ir/cfaCheck';

const DECLS = `
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
extern void abort(void);
`;

async function mainOps(body: string, extra = ''): Promise<string[]> {
  const p = await cfaOf(`${DECLS}${extra}\nint main(void) {\n${body}\n}\n`);
  for (const fn of p.functions.values()) expect(checkCfa(fn)).toEqual([]);
  return ops(fnOf(p));
}

describe('conditions', () => {
  it('lowers && and || in conditions to assume chains without temporaries', async () => {
    const p = await cfaOf(
      `${DECLS} int main(void) { int a = 1, b = 2, c = 0; if (a && (b || c)) c = 5; return c; }`,
    );
    const fn = fnOf(p);
    expect(fn.locals.map((v) => v.uid)).toEqual(['a', 'b', 'c']);
    expect(successorsOf(fn, '[assign] c = 0')).toEqual(['[assume] a', '[!assume] a']);
    expect(successorsOf(fn, '[assume] a')).toEqual(['[assume] b', '[!assume] b']);
    expect(successorsOf(fn, '[!assume] b')).toEqual(['[assume] c', '[!assume] c']);
    // both ways to true reach the assignment
    const e = edgesOf(fn);
    const thenNode = e.find((x) => x.kind === 'assign' && x.text.includes('c = 5'))!.from;
    expect(thenNode.in.map((x) => (x.kind === 'assume' ? `${x.truth}` : x.kind)).sort()).toEqual([
      'true',
      'true',
    ]);
  });

  it('flips branches for ! over a logical', async () => {
    const list = await mainOps('int a = 1, b = 2; if (!(a || b)) return 1; return 0;');
    const iReturn1 = at(list, '[return] 1');
    expect(list.slice(0, iReturn1)).toContain('[!assume] b');
  });

  it('puts && in a value context into a temporary set to 1 or 0', async () => {
    const list = await mainOps('int a = 1, b = 2, r; r = (a && b) + 1; return r;');
    expect(list).toEqual(
      expect.arrayContaining([
        '[decl] int __t1',
        '[assign] __t1 = 1',
        '[assign] __t1 = 0',
        '[assign] r = __t1 + 1',
      ]),
    );
  });

  it('assigns && directly into a simple target', async () => {
    const list = await mainOps('int a = 1, b = 2, r; r = a || b; return r;');
    expect(list).toEqual(expect.arrayContaining(['[assign] r = 1', '[assign] r = 0']));
    expect(list.some((o) => o.includes('__t'))).toBe(false);
  });

  it('lowers ?: into branches (directly into the target, or a temporary in a value)', async () => {
    const list = await mainOps('int x = 3, y; y = x > 0 ? x : -x; y = (x ? 1 : 2) * 3; return y;');
    expect(list).toEqual(expect.arrayContaining(['[assign] y = x', '[assign] y = -x']));
    expect(list).toEqual(
      expect.arrayContaining(['[assign] __t1 = 1', '[assign] __t1 = 2', '[assign] y = __t1 * 3']),
    );
  });

  it('folds constant conditions: code after while (1) without break is removed', async () => {
    const p = await cfaOf(`int main(void) { int i = 0; while (1) { i++; } return i; }`);
    const fn = fnOf(p);
    expect(ops(fn)).not.toContain('[return] i');
    expect(fn.exit.in).toHaveLength(0);
    expect(fn.loops).toHaveLength(1);
  });
});

describe('side effects', () => {
  it('evaluates post-increment in a condition once, comparing the old value', async () => {
    const list = await mainOps('int i = 0; while (i++ < 10) { } return i;');
    const k = at(list, '[assign] __t1 = i');
    expect(list.slice(k, k + 4)).toEqual([
      '[assign] __t1 = i',
      '[assign] i = __t1 + 1',
      '[assume] __t1 < 10',
      '[!assume] __t1 < 10',
    ]);
  });

  it('uses no temporary for a post-increment whose value is unused', async () => {
    const list = await mainOps('int i = 0; i++; ++i; i--; return i;');
    expect(list.filter((o) => o.startsWith('[assign]'))).toEqual([
      '[assign] i = 0',
      '[assign] i = i + 1',
      '[assign] i = i + 1',
      '[assign] i = i - 1',
    ]);
  });

  it('evaluates the address of a compound-assignment target once (a[i++] += 2)', async () => {
    const list = await mainOps('int a[3] = {1, 2, 3}; int i = 0; a[i++] += 2; return a[0];');
    const k = at(list, '[assign] __t1 = i');
    expect(list.slice(k, k + 3)).toEqual([
      '[assign] __t1 = i',
      '[assign] i = __t1 + 1',
      '[assign] a[__t1] = a[__t1] + 2',
    ]);
  });

  it('applies the conversions of a compound assignment', async () => {
    const list = await mainOps('unsigned char c = 250; c += 10; c >>= 1; return c;');
    expect(list).toContain('[assign] c = (unsigned char)((int)c + 10)');
    expect(list).toContain('[assign] c = (unsigned char)((int)c >> 1)');
  });

  it('uses a pointer temporary for *p++', async () => {
    const list = await mainOps('int a[2]; int *p = a; *p++ = 7; return a[0];');
    const k = at(list, '[assign] __t1 = p');
    expect(list.slice(k, k + 3)).toEqual([
      '[assign] __t1 = p',
      '[assign] p = __t1 + 1',
      '[assign] *__t1 = 7',
    ]);
  });

  it('evaluates comma operands left to right and keeps the right value', async () => {
    const list = await mainOps('int x = 0, y; y = (x = 4, x + 1); return y;');
    expect(list.indexOf('[assign] x = 4')).toBeLessThan(list.indexOf('[assign] y = x + 1'));
  });

  it('uses the value stored by an assignment used as an expression', async () => {
    const list = await mainOps('int x; char c; if ((c = 300) > 0) x = 1; return x;');
    const k = at(list, '[assign] c = (char)44');
    expect(list.slice(k + 1, k + 3)).toEqual(['[assume] (int)c > 0', '[!assume] (int)c > 0']);
  });

  it('calls directly into a simple target, and through a temporary inside expressions', async () => {
    const list = await mainOps(
      'int x; x = f(1); f(2); x = f(3) + 1; return x;',
      'int f(int a) { return a; }',
    );
    expect(list).toEqual(
      expect.arrayContaining([
        '[call] x = f(1)',
        '[call] f(2)',
        '[call] __t1 = f(3)',
        '[assign] x = __t1 + 1',
      ]),
    );
  });

  it('saves a global read before a later call that may change it (left to right)', async () => {
    const list = await mainOps('int y = g + f(); return y;', 'int g; int f(void) { g = 5; return 1; }');
    expect(list.indexOf('[assign] __t1 = g')).toBeLessThan(list.indexOf('[call] __t2 = f()'));
    expect(list).toContain('[assign] y = __t1 + __t2');
  });

  it('does not save a local that no call can change', async () => {
    const list = await mainOps('int x = 1; int y = x + f(); return y;', 'int f(void) { return 1; }');
    expect(list).toContain('[assign] y = x + __t1');
  });
});

describe('statements', () => {
  it('lowers switch with fall-through and default in the middle', async () => {
    const p = await cfaOf(`int main(void) { int n = 2, k = 0;
      switch (n) { case 1: k += 1; default: k += 10; break; case 3: k += 100; case 4: k += 1000; }
      return k; }`);
    const fn = fnOf(p);
    const list = ops(fn);
    // dispatch tests all cases in source order before falling to default
    expect(successorsOf(fn, '[assign] k = 0')).toEqual(['[assume] n == 1', '[!assume] n == 1']);
    expect(successorsOf(fn, '[!assume] n == 1')).toEqual(['[assume] n == 3', '[!assume] n == 3']);
    expect(successorsOf(fn, '[!assume] n == 3')).toEqual(['[assume] n == 4', '[!assume] n == 4']);
    expect(successorsOf(fn, '[!assume] n == 4')).toEqual(['[blank]']);
    // fall-through: case 1 continues into default, case 3 into case 4
    expect(successorsOf(fn, '[assign] k = k + 1')).toEqual(['[blank]']);
    const e = edgesOf(fn);
    const k1 = e.find((x) => x.kind === 'assign' && x.text === 'k += 1')!;
    const k10 = e.find((x) => x.kind === 'assign' && x.text === 'k += 10')!;
    expect(k1.to.out[0].to).toBe(k10.from);
    const k100 = e.find((x) => x.kind === 'assign' && x.text === 'k += 100')!;
    const k1000 = e.find((x) => x.kind === 'assign' && x.text === 'k += 1000')!;
    expect(k100.to.out[0].to).toBe(k1000.from);
    expect(list).toContain('[return] k');
  });

  it('lowers case ranges to two comparisons', async () => {
    const list = await mainOps('int n = 2; switch (n) { case 1 ... 5: return 1; } return 0;');
    expect(list).toEqual(expect.arrayContaining(['[assume] 1 <= n', '[assume] n <= 5', '[!assume] n <= 5']));
  });

  it('builds backward goto loops', async () => {
    const p = await cfaOf(`int main(void) { int i = 0; L: i++; if (i < 5) goto L; return i; }`);
    const fn = fnOf(p);
    expect(fn.loops).toHaveLength(1);
    const head = fn.loops[0].head;
    expect(head.out.map((e) => e.kind)).toEqual(['assign']);
  });

  it('sends continue in do-while to the condition', async () => {
    const p = await cfaOf(
      `int main(void) { int k = 5; do { if (k == 3) continue; k--; } while (--k > 0); return k; }`,
    );
    const fn = fnOf(p);
    const e = edgesOf(fn);
    const cont = e.find((x) => x.kind === 'assume' && x.truth && x.text === 'k == 3')!;
    // the continue jumps to the node where `--k` starts
    expect(cont.to.out[0].to.out[0].kind === 'assign' || cont.to.out[0].kind === 'assign').toBe(true);
    const dec = e.filter((x) => x.kind === 'assign' && x.text === '--k > 0');
    expect(dec).toHaveLength(1);
    expect(fn.loops).toHaveLength(1);
  });

  it('computes loop depth for nested loops', async () => {
    const p = await cfaOf(`int main(void) { int s = 0;
      for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) while (s < 100) s++; return s; }`);
    const fn = fnOf(p);
    expect(fn.loops.map((l) => l.depth)).toEqual([1, 2, 3]);
    expect(fn.loops[2].parent).toBe(fn.loops[1]);
    expect(fn.loops[1].parent).toBe(fn.loops[0]);
  });

  it('initialises aggregates element-wise after a zeroing declaration', async () => {
    const list = await mainOps('struct P { int x; int y[2]; } p = { 1, { [1] = 5 } }; return p.y[1];');
    expect(list).toEqual(
      expect.arrayContaining(['[decl] struct P p = {0}', '[assign] p.x = 1', '[assign] p.y[1] = 5']),
    );
  });

  it('returns 0 at the end of main and nothing at the end of other functions', async () => {
    const p = await cfaOf(`int f(void) { } int main(void) { f(); }`);
    expect(ops(fnOf(p, 'f'))).toEqual(['[return]']);
    expect(ops(fnOf(p))).toEqual(['[call] f()', '[return] 0']);
  });

  it('drops code after return', async () => {
    const list = await mainOps('int x = 1; return x; x = 2;');
    expect(list).not.toContain('[assign] x = 2');
  });
});

describe('built-ins and calls', () => {
  it('turns assert into a branch to an error node with a property', async () => {
    const p = await cfaOf(
      `${DECLS} int main(void) { int x = 1; __VERIFIER_assert(x > 0 && x < 5); return 0; }`,
    );
    const fn = fnOf(p);
    expect(fn.properties).toHaveLength(1);
    const prop = fn.properties[0];
    expect(prop.id).toBe('main#1');
    expect(prop.kind).toBe('assert');
    expect(prop.node.role).toBe('error');
    expect(prop.node.out).toHaveLength(0);
    expect(prop.node.in.map((e) => (e.kind === 'assume' ? `${e.truth} ${e.text}` : e.kind)).sort()).toEqual([
      'false x < 5',
      'false x > 0',
    ]);
  });

  it('turns reach_error into an error-call property and abort into a terminal node', async () => {
    const p = await cfaOf(`${DECLS} int main(void) { int x = __VERIFIER_nondet_int();
      if (x == 1) reach_error(); if (x == 2) abort(); return x; }`);
    const fn = fnOf(p);
    expect(fn.properties.map((q) => q.kind)).toEqual(['error-call']);
    expect(fn.nodes.filter((n) => n.role === 'terminal')).toHaveLength(1);
    expect(ops(fn)).toContain('[havoc:nondet] x = __VERIFIER_nondet_int()');
  });

  it('keeps only the true branch of assume', async () => {
    const p = await cfaOf(
      `${DECLS} int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x > 0 || x < -5); return x; }`,
    );
    const fn = fnOf(p);
    const list = ops(fn);
    expect(list).toEqual(expect.arrayContaining(['[assume] x > 0', '[!assume] x > 0', '[assume] x < -5']));
    expect(list).not.toContain('[!assume] x < -5');
    expect(checkCfa(fn)).toEqual([]);
  });

  it('havocs the result of functions without body, still evaluating arguments', async () => {
    const p = await cfaOf(
      `int ext(int); void log_it(int); int main(void) { int i = 0; int r = ext(i++); log_it(r); return r; }`,
    );
    const list = ops(fnOf(p));
    expect(list).toEqual(expect.arrayContaining(['[assign] i = i + 1', '[havoc:external] r = ext()']));
    expect([...p.callGraph.external]).toEqual(['ext', 'log_it']);
  });

  it('lowers malloc, calloc and free', async () => {
    const p = await cfaOf(`#include <stdlib.h>
      int main(void) { int *p = malloc(8); int *q = calloc(2, 4); free(p); free(q); return 0; }`);
    const list = ops(fnOf(p));
    expect(list).toEqual(
      expect.arrayContaining([
        '[alloc] __t1 = alloc(8U)',
        '[assign] p = (int *)__t1',
        '[alloc zeroed] __t2 = alloc(2U * 4U)',
        '[free] (void *)p',
      ]),
    );
  });

  it('detects recursion in the call graph', async () => {
    const p = await cfaOf(`int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
      int even(int n); int odd(int n) { return n == 0 ? 0 : even(n - 1); } int even(int n) { return n == 0 ? 1 : odd(n - 1); }
      int main(void) { return fact(3) + even(4); }`);
    expect([...p.callGraph.recursive].sort()).toEqual(['even', 'fact', 'odd']);
    expect(p.callGraph.sccs[p.callGraph.sccs.length - 1]).toEqual(['main']);
    expect([...p.callGraph.callers.get('fact')!].sort()).toEqual(['fact', 'main']);
  });

  it('reports unsupported statements as unsupported edges', async () => {
    const p = await cfaOf(`int main(void) { int x = 0; __asm__("nop"); return x; }`);
    expect(ops(fnOf(p)).some((o) => o.startsWith('[unsupported]'))).toBe(true);
  });

  it('never gives the entry node in-edges (label or loop first)', async () => {
    const p = await cfaOf(`int f(int x) { L: x++; if (x < 3) goto L; return x; }
      int g(int x) { while (x > 0) x--; return x; }
      int main(void) { do { } while (f(0) < 0); return g(2); }`);
    for (const fn of p.functions.values()) {
      expect(fn.entry.in).toHaveLength(0);
      expect(fn.entry.out.map((e) => e.kind)).toEqual(['blank']);
      expect(fn.loops).toHaveLength(1);
    }
  });

  it('picks temporary names that do not clash with user variables', async () => {
    const p = await cfaOf(
      `int f(void) { return 1; } int main(void) { int __t1 = 2; int y = f() + f(); return y + __t1; }`,
    );
    const names = fnOf(p).locals.map((v) => v.uid);
    expect(names).toEqual(['__t1', 'y', '__t2', '__t3']);
  });

  it('turns calls that sema marks unsupported into unsupported edges', async () => {
    const p = await cfaOf(`void fill(int *p); int main(void) { int x = 0; fill(&x); int y = x; return y; }`);
    const list = ops(fnOf(p));
    expect(list).toContain('[unsupported] external function with pointer arguments');
    expect([...p.callGraph.external]).toEqual(['fill']);
  });

  it('turns unsupported expressions into unsupported edges and atomic markers into blank edges', async () => {
    const p = await cfaOf(
      `extern void __VERIFIER_atomic_begin(void); int main(void) { int x = ({ 1; }) + 2; __VERIFIER_atomic_begin(); return x; }`,
    );
    const fn = fnOf(p);
    expect(ops(fn)).toEqual(
      expect.arrayContaining(['[unsupported] statement expressions', '[decl] int __t1', '[blank]']),
    );
    expect(checkCfa(fn)).toEqual([]);
  });
});
