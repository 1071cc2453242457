// Which structs the Horn encoding splits into fields (ir/fieldValues.ts): a struct used only
// through its fields and passed only as `&s` to pointer parameters used only as `p->f`; such a
// parameter copies its callers' locals in and out, or names one global. A struct passed twice to
// one call, whose address is kept, or whose field's address is taken stays whole.

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { fieldValues } from '../../src/ir/fieldValues';
import type { CfaFunction, ProgramCfa } from '../../src/ir/cfa';

async function cfaOf(src: string): Promise<ProgramCfa> {
  const r = await loadSnippets(src);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return buildProgramCfa(r.program);
}

const fn = (cfa: ProgramCfa, name: string): CfaFunction => cfa.functions.get(name) as CfaFunction;
const names = (vs: readonly { name: string }[]): string[] => vs.map((v) => v.name);

const RING = `struct rb { int buf[8]; unsigned head; unsigned count; };
void push(struct rb *r, int x) { if (!r) return; if (r->count < 8) { r->buf[(r->head + r->count) % 8] = x; r->count++; } }
void fill(struct rb *r) { push(r, 1); push(r, 2); }
int main(void) { struct rb r = {0}; fill(&r); return r.count; }`;

describe('field values', () => {
  it('splits a local struct and copies its fields through pointer parameters', async () => {
    const cfa = await cfaOf(RING);
    const view = fieldValues(cfa);
    expect(view.split).toBe(true);
    expect(names(view.locals(fn(cfa, 'main')))).toEqual(['r.buf', 'r.head', 'r.count']);
    expect(names(view.params(fn(cfa, 'push')))).toEqual(['x', 'r->buf', 'r->head', 'r->count']);
    expect(names(view.outs(fn(cfa, 'fill')))).toEqual(['r->buf', 'r->head', 'r->count']);
    // the call passes the caller's fields instead of the pointer, and no edge names the struct
    const call = fn(cfa, 'fill')
      .nodes.flatMap((n) => n.out)
      .find((e) => e.kind === 'call');
    if (call?.kind !== 'call') throw new Error('no call');
    expect(names(view.copies(call))).toEqual(['r->buf', 'r->head', 'r->count']);
    const edges = [...cfa.functions.values()].flatMap((f) =>
      f.nodes.flatMap((n) => n.out.flatMap((e) => view.edges(e))),
    );
    expect(edges.length).toBeGreaterThan(0);
    for (const e of edges) {
      if (e.kind === 'assign')
        expect(e.lhs.kind === 'Index' ? e.lhs.base.kind : e.lhs.kind).toMatch(/VarRef|Decay/);
      if (e.kind === 'decl') expect(e.variable.type.kind).not.toBe('record');
    }
  });

  it('lets a parameter that always receives one global name its fields', async () => {
    const cfa = await cfaOf(`struct lim { int n; int cap; }; struct lim g = {0, 100};
void bump(struct lim *l) { if (l->n < l->cap) l->n++; }
int main(void) { bump(&g); bump(&g); return g.n; }`);
    const view = fieldValues(cfa);
    expect(names(view.globals.map((g) => g.variable))).toEqual(['g.n', 'g.cap']);
    expect(view.globals[1].init).toMatchObject({ kind: 'scalar' });
    expect(names(view.params(fn(cfa, 'bump')))).toEqual([]);
    expect(view.outs(fn(cfa, 'bump'))).toEqual([]);
  });

  it('copies an array and an address-taken integer through pointer parameters', async () => {
    const cfa = await cfaOf(`int digits(const char *buf, unsigned n, unsigned *count) {
  unsigned i = 0; if (!buf) return -1; while (i < n && buf[i] >= '0' && buf[i] <= '9') i++; *count = i; return 0; }
int main(void) { char b[16]; unsigned c; b[0] = '1'; digits(b, 1, &c); return c; }`);
    const view = fieldValues(cfa);
    expect(names(view.params(fn(cfa, 'digits')))).toEqual(['n', 'buf', '*count']);
    expect(names(view.outs(fn(cfa, 'digits')))).toEqual(['buf', '*count']);
    const c = view.locals(fn(cfa, 'main')).find((v) => v.name === 'c');
    expect(c?.addressTaken).toBeUndefined();
    const call = fn(cfa, 'main')
      .nodes.flatMap((n) => n.out)
      .find((e) => e.kind === 'call');
    if (call?.kind !== 'call') throw new Error('no call');
    expect(names(view.copies(call))).toEqual(['b', 'c']);
  });

  it('lets a pointer that always receives one global array index it', async () => {
    const cfa = await cfaOf(`int g[4]; void set(int *p, int i) { if (i >= 0 && i < 4) p[i] = 2; }
int main(void) { set(g, 1); set(g, 2); return g[1]; }`);
    const view = fieldValues(cfa);
    expect(names(view.params(fn(cfa, 'set')))).toEqual(['i']);
    expect(view.outs(fn(cfa, 'set'))).toEqual([]);
  });

  it('keeps a struct whole where something else may reach it', async () => {
    const cases = [
      // one object passed to two parameters of one call
      `struct c { int n; }; void two(struct c *a, struct c *b) { a->n++; b->n++; }
int main(void) { struct c s = {0}; two(&s, &s); return s.n; }`,
      // its address kept in a variable
      `struct c { int n; }; int main(void) { struct c s = {0}; struct c *q = &s; q->n = 1; return s.n; }`,
      // a field's address taken
      `struct c { int n; }; void set(int *p) { *p = 1; } int main(void) { struct c s = {0}; set(&s.n); return s.n; }`,
      // a parameter given a global and a local
      `struct c { int n; }; struct c g; void inc(struct c *a) { a->n++; }
int main(void) { struct c s = {0}; inc(&s); inc(&g); return s.n; }`,
      // copied as a whole
      `struct c { int n; }; int main(void) { struct c s = {0}; struct c t; t = s; return t.n; }`,
      // an integer indexed as an array
      `int get(int *p) { return p[1]; } int main(void) { int x = 1; return get(&x); }`,
      // arrays of two lengths through one copying parameter
      `int first(int *p) { return p[0]; } int main(void) { int a[2] = {0}; int b[3] = {0}; return first(a) + first(b); }`,
    ];
    for (const src of cases) expect(fieldValues(await cfaOf(src)).split).toBe(false);
  });
});
