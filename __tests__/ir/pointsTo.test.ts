// Points-to facts on golden programs: Andersen's analysis over the CFA, flow-, context- and
// field-insensitive. Each program states what each pointer may reach; the call dispatch of a
// function pointer keeps only the targets the facts allow, and a pointer of unknown origin keeps
// them all.

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { checkCfa } from '../../src/ir/cfaCheck';
import { pointsTo } from '../../src/ir/pointsTo';
import type { ProgramCfa } from '../../src/ir/cfa';

async function cfaOf(src: string): Promise<ProgramCfa> {
  const r = await loadSnippets(src);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return buildProgramCfa(r.program);
}

/** What each named variable (`g`, or `fn.x` for a local or parameter) may point to. */
async function facts(src: string, names: readonly string[]): Promise<Record<string, readonly string[]>> {
  const cfa = await cfaOf(src);
  const pts = pointsTo(cfa);
  const out: Record<string, readonly string[]> = {};
  for (const name of names) {
    const [fn, local] = name.includes('.') ? name.split('.') : ['', name];
    const f = cfa.functions.get(fn);
    const v = f
      ? [...f.params, ...f.locals].find((x) => x.name === local)
      : cfa.globals.find((g) => g.variable.name === local)?.variable;
    if (!v) throw new Error(`no variable ${name}`);
    out[name] = pts.variable(fn, v);
  }
  return out;
}

describe('points-to facts', () => {
  it('follows addresses, copies and stores through a pointer to a pointer', async () => {
    const src = `int a, b; int *p, *q; int **pp;
int main(void) { p = &a; q = p; pp = &q; *pp = &b; return *q; }`;
    expect(await facts(src, ['p', 'q', 'pp', 'a'])).toEqual({ p: ['a'], q: ['a', 'b'], pp: ['q'], a: [] });
  });

  it('names heap blocks by allocation site and merges the fields of a struct', async () => {
    const src = `#include <stdlib.h>
struct node { struct node *next; int *data; };
int x;
int main(void) {
  struct node *n = malloc(sizeof *n);
  n->next = 0;
  n->data = &x;
  struct node *m = malloc(sizeof *m);
  m->next = n;
  int *d = m->next->data;
  return *d;
}`;
    const cfa = await cfaOf(src);
    const table = pointsTo(cfa).table();
    expect(Object.fromEntries(table)).toEqual({
      'malloc@5:20': ['x'],
      'malloc@8:20': ['malloc@5:20'],
      x: [],
    });
    expect(await facts(src, ['main.n', 'main.m', 'main.d'])).toEqual({
      'main.n': ['malloc@5:20'],
      'main.m': ['malloc@8:20'],
      'main.d': ['x'],
    });
  });

  it('passes pointers through parameters and return values (one context per function)', async () => {
    const src = `int a, b;
int *id(int *p) { return p; }
int main(void) { int *x = id(&a); int *y = id(&b); return *x + *y; }`;
    expect(await facts(src, ['id.p', 'main.x', 'main.y'])).toEqual({
      'id.p': ['a', 'b'],
      'main.x': ['a', 'b'],
      'main.y': ['a', 'b'],
    });
  });

  it('copies pointers through memcpy and locals whose address is taken', async () => {
    const src = `#include <string.h>
int a, b;
int main(void) {
  int *src[2] = { &a, &b };
  int *dst[2];
  memcpy(dst, src, sizeof src);
  int *s = "x" ? dst[1] : 0;
  const char *t = "hi";
  return *s + *t;
}`;
    expect(await facts(src, ['main.src', 'main.dst', 'main.s', 'main.t'])).toEqual({
      'main.src': ['a', 'b'],
      'main.dst': ['a', 'b'],
      'main.s': ['a', 'b'],
      'main.t': ['"…"'],
    });
  });

  it('gives an address of unknown origin `?`: integers made pointers, nondet pointers, entry parameters', async () => {
    const src = `extern void *__VERIFIER_nondet_pointer(void);
int g;
int lib(int *arg) { int *z = 0; int *k = (int *)0x1000; int *n = __VERIFIER_nondet_pointer(); *n = 1; return *arg + (z == k); }
int main(void) { int *h = &g; return *h; }`;
    expect(await facts(src, ['lib.arg', 'lib.z', 'lib.k', 'lib.n', 'main.h'])).toEqual({
      'lib.arg': ['?'],
      'lib.z': [],
      'lib.k': ['?'],
      'lib.n': ['?'],
      'main.h': ['g'],
    });
  });

  it('keeps only the targets a function pointer may hold in its call dispatch', async () => {
    const src = `typedef int (*op)(int);
int inc(int v) { return v + 1; }
int dbl(int v) { return 2 * v; }
int neg(int v) { return -v; }
op table[2] = { inc, dbl };
int pick(int i) { op f = table[i & 1]; return f(i); }
int main(void) { op g = neg; return g(2) + pick(1); }
int lib(op h) { return h(3); }`;
    const cfa = await cfaOf(src);
    expect(await facts(src, ['table', 'pick.f', 'main.g', 'lib.h'])).toEqual({
      table: ['&dbl', '&inc'],
      'pick.f': ['&dbl', '&inc'],
      'main.g': ['&neg'],
      'lib.h': ['?'],
    });
    const calls = (fn: string): string[] => {
      const f = cfa.functions.get(fn);
      if (!f) throw new Error(fn);
      expect(checkCfa(f)).toEqual([]);
      return f.nodes.flatMap((n) => n.out).flatMap((e) => (e.kind === 'call' ? [e.callee] : []));
    };
    expect(calls('pick')).toEqual(['dbl', 'inc']);
    expect(calls('main')).toEqual(['neg', 'pick']);
    expect(calls('lib')).toEqual(['dbl', 'inc', 'neg']); // an entry's parameter: any target
  });
});
