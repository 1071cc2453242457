// Function and cone fingerprints: what changes them (code, types and layouts, globals, callees,
// options) and what does not (comments, whitespace, line numbers, unrelated functions); and the
// base/head function diff (changed, added, removed, renamed).

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { programPrints, propertyKey, type KeyOptions, type ProgramPrints } from '../../src/incremental/keys';
import { diffFunctions, type LocatedPrint } from '../../src/incremental/changes';

async function prints(src: string, checks: string[] = []): Promise<ProgramPrints> {
  const r = await loadSnippets(src, 'ILP32');
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return programPrints(buildProgramCfa(r.program, { checks: new Set(checks as never[]) }));
}

const print = (p: ProgramPrints, fn: string): string | undefined => p.functions.get(fn)?.print;
const cone = (p: ProgramPrints, fn: string): string | undefined => p.cones.get(fn);

const BASE = `struct pt { int x; int y; };
int limit = 10;
static int clamp(int v) { if (v > limit) return limit; return v; }
int area(struct pt *p) { return clamp(p->x) * clamp(p->y); }
int unrelated(int a) { return a + 1; }
int main(void) { struct pt p = { 3, 4 }; return area(&p); }
`;

describe('fingerprints', () => {
  it('ignore comments, whitespace and moved lines', async () => {
    const a = await prints(BASE);
    const b = await prints(
      `/* a header comment\n that moves everything down */\n\n${BASE.replace('return v;', 'return   v; /* same */')}`,
    );
    for (const fn of ['clamp', 'area', 'unrelated', 'main']) {
      expect(print(b, fn)).toBe(print(a, fn));
      expect(cone(b, fn)).toBe(cone(a, fn));
    }
  });

  it('change with the body, and the change reaches every caller cone but not the others', async () => {
    const a = await prints(BASE);
    const b = await prints(BASE.replace('return v;', 'return v + 0;'));
    expect(print(b, 'clamp')).not.toBe(print(a, 'clamp'));
    expect(print(b, 'area')).toBe(print(a, 'area'));
    expect(cone(b, 'area')).not.toBe(cone(a, 'area'));
    expect(cone(b, 'main')).not.toBe(cone(a, 'main'));
    expect(cone(b, 'unrelated')).toBe(cone(a, 'unrelated'));
  });

  it('follow record layouts and global initial values the function uses', async () => {
    const a = await prints(BASE);
    const layout = await prints(BASE.replace('struct pt { int x; int y; }', 'struct pt { int y; int x; }'));
    expect(print(layout, 'area')).not.toBe(print(a, 'area'));
    expect(print(layout, 'clamp')).toBe(print(a, 'clamp'));
    const init = await prints(BASE.replace('int limit = 10;', 'int limit = 11;'));
    expect(print(init, 'clamp')).not.toBe(print(a, 'clamp'));
    expect(print(init, 'unrelated')).toBe(print(a, 'unrelated'));
  });

  it('follow the conversions C inserts (a type change of a variable changes the function)', async () => {
    const a = await prints(BASE);
    const b = await prints(BASE.replace('int unrelated(int a)', 'int unrelated(long long a)'));
    expect(print(b, 'unrelated')).not.toBe(print(a, 'unrelated'));
  });

  it('give recursive functions one cone per call cycle', async () => {
    const src = `int odd(int n);
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int odd(int n) { return n == 0 ? 0 : even(n - 1); }
int main(void) { return even(4); }
`;
    const a = await prints(src);
    const b = await prints(src.replace('odd(n - 1)', 'odd(n - 2)'));
    expect(cone(b, 'odd')).not.toBe(cone(a, 'odd')); // odd calls the changed even
    expect(cone(b, 'main')).not.toBe(cone(a, 'main'));
  });

  it('make property keys depend on the options, the entry cone and the property', async () => {
    const src = `extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
int main(void) { int x = __VERIFIER_nondet_int(); if (x == 3) reach_error(); if (x == 4) reach_error(); return 0; }
`;
    const p = await prints(src);
    const o: KeyOptions = { engine: 'auto', checks: [], dataModel: 'ILP32', entry: 'main' };
    const k1 = propertyKey(p, o, 'main#1');
    expect(k1).toMatch(/^[0-9a-f]{64}$/);
    expect(propertyKey(p, o, 'main#2')).not.toBe(k1);
    expect(propertyKey(p, { ...o, dataModel: 'LP64' }, 'main#1')).not.toBe(k1);
    expect(propertyKey(p, { ...o, checks: ['overflow'] }, 'main#1')).not.toBe(k1);
    expect(propertyKey(p, { ...o, checks: ['bounds', 'overflow'] }, 'main#1')).toBe(
      propertyKey(p, { ...o, checks: ['overflow', 'bounds'] }, 'main#1'),
    );
    expect(propertyKey(p, { ...o, entry: 'nothere' }, 'main#1')).toBeUndefined();
  });
});

describe('function changes', () => {
  const at = (name: string, body: string, relFile = 'src/a.c', line = 1): LocatedPrint => ({
    name,
    file: `/repo/${relFile}`,
    relFile,
    line,
    body,
    print: `${name}:${body}`,
  });

  it('lists changed, added, removed and renamed functions in file and line order', () => {
    const base = [
      at('keep', 'k'),
      at('edit', 'e1', 'src/a.c', 5),
      at('gone', 'g'),
      at('old', 'r', 'src/b.c'),
    ];
    const head = [
      at('keep', 'k'),
      at('edit', 'e2', 'src/a.c', 5),
      at('fresh', 'f', 'src/a.c', 9),
      at('new', 'r', 'src/b.c', 3),
    ];
    expect(diffFunctions(base, head)).toEqual([
      { kind: 'removed', name: 'gone', file: 'src/a.c', line: 1 },
      { kind: 'changed', name: 'edit', file: 'src/a.c', line: 5 },
      { kind: 'added', name: 'fresh', file: 'src/a.c', line: 9 },
      { kind: 'renamed', name: 'new', file: 'src/b.c', line: 3, from: 'old' },
    ]);
    expect(diffFunctions(base, base)).toEqual([]);
  });
});
