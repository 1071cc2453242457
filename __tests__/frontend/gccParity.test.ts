// The front end reads what gcc reads: braced string initialisers of char arrays, parenthesised
// names that are functions or variables (not types), anonymous structs of a shared header in two
// translation units, and the _FloatN types of glibc's <math.h>.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSnippets, snippetPath } from '../helpers/loadSnippet';
import type { Initializer, Program } from '../../src/frontend/ast';
import { typeToString } from '../../src/frontend/types';
import { evalIntConst } from '../../src/frontend/constEval';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';
import type { VerifyReport } from '../../src/pipeline/results';

async function program(
  src: string | Record<string, string>,
  model: 'ILP32' | 'LP64' = 'ILP32',
): Promise<Program> {
  const r = await loadSnippets(src, model);
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
  if (!r.program) throw new Error('no program');
  return r.program;
}

/** An initializer as nested lists of integers (missing elements are zero). */
function values(init: Initializer | undefined, length: number[]): unknown {
  if (length.length === 0) return init?.kind === 'scalar' ? Number(evalIntConst(init.expr)) : 0;
  const els = new Map(init?.kind === 'aggregate' ? init.elements : []);
  return Array.from({ length: length[0] }, (_, i) => values(els.get(i), length.slice(1)));
}

const bytes = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('braced string initialisers (C11 6.7.9p14)', () => {
  it('sizes and fills char arrays from {"..."} as from "..."', async () => {
    const p = await program(`static const unsigned char cs[] = {"ABCDEFGH"};
      char b[4] = {"abc"};
      char t[2][3] = {{"ab"}, {"cd"}};
      struct s { int n; char name[4]; } st = { 1, {"xy"} };
      int n = sizeof(cs);`);
    const g = (name: string) => p.globals.find((x) => x.name === name)!;
    expect(typeToString(g('cs').type)).toBe('unsigned char[9]');
    expect(values(g('cs').init, [9])).toEqual([...bytes('ABCDEFGH'), 0]);
    expect(values(g('b').init, [4])).toEqual([...bytes('abc'), 0]);
    expect(values(g('t').init, [2, 3])).toEqual([
      [...bytes('ab'), 0],
      [...bytes('cd'), 0],
    ]);
    const st = g('st').init;
    const name = st?.kind === 'aggregate' ? st.elements.find(([i]) => i === 1)?.[1] : undefined;
    expect(values(name, [4])).toEqual([...bytes('xy'), 0, 0]);
    const n = g('n').init;
    expect(n?.kind === 'scalar' ? evalIntConst(n.expr) : undefined).toBe(9n);
  });

  it('verifies sizeof and the bytes of a braced string table (interpreter and engines agree)', async () => {
    const file = snippetPath(
      'braced.c',
      `#include <assert.h>
      static const unsigned char cs[] = {"ABCDEFGH"};
      char t[2][3] = {{"ab"}, {"cd"}};
      int main(void) { assert(sizeof(cs) == 9); assert(cs[8] == 0); assert(cs[1] == 'B');
        assert(t[1][0] == 'c' && t[1][2] == 0); return 0; }\n`,
    );
    for (const engine of ['auto', 'bmc']) {
      const io = new BufferIo();
      await run(['verify', '--format', 'json', '--timeout', '30', '--engine', engine, file], io);
      const report = JSON.parse(io.stdout) as VerifyReport;
      expect(report.properties.map((x) => x.verdict)).toEqual(['safe', 'safe', 'safe', 'safe']);
    }
  }, 60_000);
});

describe('parenthesised names: a type only when a typedef is in scope', () => {
  it('reads (f)(x), ((f)(x)) and (f((x))) as calls and (T)(f(x)) as a cast', async () => {
    const p = await program(`typedef unsigned char uint8;
      static uint8 neg(uint8 a) { return -a; }
      int main(void) { uint8 x = 3; int r = (neg)(x) + ((neg)(x)) + (neg((x))) + (uint8)(neg(x));
        return r; }`);
    expect(p.definitions.map((d) => d.symbol.name)).toContain('main');
  });
  it('reads (f((a, b))) & x (csmith) as a call and a binary and, not a cast of &x', async () => {
    const p = await program(`typedef unsigned char uint8;
      static uint8 neg(uint8 a) { return -a; }
      static int g(int a, int b) { return a + b; }
      int main(void) { uint8 x = 3; int l = 5;
        l = g(1, ((neg((x , l))) & l)) + ((neg((l))) - l) + ((neg(x)) * l == 2);
        return l; }`);
    const body = p.definitions.find((d) => d.symbol.name === 'main')?.body.body ?? [];
    const assign = body.find((s) => s.kind === 'ExprStmt');
    expect(assign?.kind === 'ExprStmt' && assign.expr.kind === 'Assign' ? assign.expr.value.kind : '').toBe(
      'Binary',
    );
  });
  it('reads a local variable or function that shadows a typedef as a value', async () => {
    await program(`typedef int T;
      int main(void) { int T = 4; int y = (T) - 1 + (T) * 2; return y; }`);
    await program(`typedef int T; static int h(int x) { return x; }
      int main(void) { int (*T)(int) = h; return (T)(1); }`);
    await program(`typedef int f;
      int g(void) { int f(int); return (f)(1) + (f)(2); }
      int f(int x) { return x; }`);
  });
});

describe('alignof of an expression (GNU)', () => {
  it('reads __alignof__(x) and _Alignof(x) of a variable, also one that shadows a typedef', async () => {
    const p = await program(`typedef int T; int v; int a = __alignof__(v);
      int main(void) { char T[10]; static int b = _Alignof(T); return b; }`);
    const value = (name: string) => {
      const init = p.globals.find((x) => x.uid === name)?.init;
      return init?.kind === 'scalar' ? evalIntConst(init.expr) : undefined;
    };
    expect([value('a'), value('main::b')]).toEqual([4n, 1n]);
  });
});

describe('anonymous structs of a shared header (C11 6.2.7p1)', () => {
  it('links two translation units that both include typedef struct { ... } T', async () => {
    const dir = path.dirname(snippetPath('anon.h', 'typedef struct { int a; char b; } T;\nint get(T *t);\n'));
    const r = await loadSnippets({
      'anon_main.c': '#include "anon.h"\nint main(void) { T t = {1, 2}; return get(&t); }\n',
      'anon_get.c': '#include "anon.h"\nint get(T *t) { return t->a + t->b; }\n',
    });
    expect(dir).toBeTruthy();
    expect(r.diagnostics.filter((d) => d.severity !== 'note').map((d) => d.message)).toEqual([]);
  });
  it('still tells apart anonymous structs with different members', async () => {
    const r = await loadSnippets({
      'anon2_main.c':
        'typedef struct { int a; } T;\nint get(T *t);\nint main(void) { T t = {1}; return get(&t); }\n',
      'anon2_get.c': 'typedef struct { long a; } T;\nint get(T *t) { return (int)t->a; }\n',
    });
    expect(r.diagnostics.map((d) => d.message).join('\n')).toMatch(/conflicting types for 'get'/);
  });
});

describe("glibc's <math.h>", () => {
  it('reads the _FloatN declarations of <math.h> on both data models', async () => {
    for (const model of ['ILP32', 'LP64'] as const) {
      await program('#include <math.h>\nint main(void) { return 0; }\n', model);
    }
    const p = await program('_Float32 a; _Float64 b; _Float128 c; __float128 d; int s = sizeof(c);', 'LP64');
    const s = p.globals.find((x) => x.name === 's')?.init;
    expect(s?.kind === 'scalar' ? evalIntConst(s.expr) : undefined).toBe(16n);
  });
});

describe('packed records (gcc: every member at alignment 1)', () => {
  // as gcc 12 lays them out on x86-64 and with -m32 (struct o: 16 bytes on both, long long at 8)
  const src = `#include <assert.h>
    struct __attribute__ ((__packed__)) h { unsigned char len; unsigned int alloc; char flags; char buf[]; };
    struct o { char c; struct h in; long long l; };
    int main(void) {
      unsigned char raw[16] = {0};
      struct h *p = (struct h *) raw;
      struct o x;
      assert(sizeof(struct h) == 6 && _Alignof(struct h) == 1 && sizeof(struct o) == 16);
      assert((char *) &p->alloc - (char *) raw == 1 && (char *) p->buf - (char *) raw == 6);
      assert((char *) &x.in - (char *) &x == 1 && (char *) &x.l - (char *) &x == 8);
      p->alloc = 0x01020304u; p->flags = 7;
      assert(raw[1] == 4 && raw[4] == 1 && raw[5] == 7);
      return 0; }\n`;

  it('lays out a packed struct as gcc does and verifies accesses through it', async () => {
    const file = snippetPath('packed.c', src);
    for (const [engine, model] of [
      ['auto', 'LP64'],
      ['bmc', 'ILP32'],
    ]) {
      const io = new BufferIo();
      const args = ['--format', 'json', '--timeout', '30', '--engine', engine, '--data-model', model];
      await run(['verify', ...args, file], io);
      expect(io.stderr).toBe('');
      const report = JSON.parse(io.stdout) as VerifyReport;
      expect(report.properties.map((x) => x.verdict)).toEqual(['safe', 'safe', 'safe', 'safe']);
    }
  }, 90_000);

  it('packs as gcc does with the attribute right after the closing brace, not after a declarator', async () => {
    // gcc 12, x86-64: T 8, U 5, W 5, Y 5 (the attribute after a declarator does not pack the type)
    const file = snippetPath(
      'packedAfter.c',
      `#include <assert.h>
      typedef struct { char c; int i; } __attribute__((packed)) U;
      struct W { char c; int i; } __attribute__((packed)) w;
      struct Y { char c; short s; int i; } __attribute__((packed));
      int main(void) {
        struct Y y; U u;
        assert(sizeof(U) == 5 && sizeof(struct W) == 5 && sizeof(struct Y) == 7);
        assert((char *) &y.i - (char *) &y == 3 && _Alignof(U) == 1);
        u.i = 7; w.i = u.i;
        assert(w.i == 7);
        return 0; }\n`,
    );
    const io = new BufferIo();
    await run(['verify', '--format', 'json', '--timeout', '30', '--engine', 'bmc', file], io);
    expect(io.stderr).toBe('');
    const report = JSON.parse(io.stdout) as VerifyReport;
    expect(report.properties.map((x) => x.verdict)).toEqual(['safe', 'safe', 'safe']);
  }, 60_000);

  it('still reports packed after a declarator, on a member, and with bit-fields', async () => {
    const r = await loadSnippets(`struct p { char c; int i; } x __attribute__((packed));
      struct q { char c; int i __attribute__((packed)); };
      struct b { char c; int i : 4; } __attribute__((packed));
      int f(struct p *x, struct q *y, struct b *z) { return x->i + y->i + z->i; }`);
    const feats = r.diagnostics.filter((d) => d.severity === 'unsupported').map((d) => d.feature);
    expect(feats).toEqual(['__attribute__((packed))', '__attribute__((packed))', '__attribute__((packed))']);
  });
});
