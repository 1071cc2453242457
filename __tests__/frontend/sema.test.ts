// Semantic analysis: typedef re-interpretation, scopes, layouts, initializers, linking across
// translation units, built-ins, and unsupported constructs reported by name and line.

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import type { Expr, FunctionDef, Program, Stmt } from '../../src/frontend/ast';
import { typeToString } from '../../src/frontend/types';
import { evalIntConst } from '../../src/frontend/constEval';

async function program(
  src: string | Record<string, string>,
  model: 'ILP32' | 'LP64' = 'ILP32',
): Promise<Program> {
  const r = await loadSnippets(src, model);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  expect(errors.map((d) => d.message)).toEqual([]);
  if (!r.program) throw new Error('no program');
  return r.program;
}

function fn(p: Program, name: string): FunctionDef {
  const d = p.definitions.find((x) => x.symbol.name === name);
  if (!d) throw new Error(`no function ${name}`);
  return d;
}

function globalValue(p: Program, name: string): bigint | undefined {
  const g = p.globals.find((x) => x.name === name);
  if (g?.init?.kind !== 'scalar') return undefined;
  return evalIntConst(g.init.expr);
}

function exprOf(s: Stmt): Expr {
  if (s.kind === 'ExprStmt') return s.expr;
  if (s.kind === 'Return' && s.value) return s.value;
  if (s.kind === 'Decl' && s.init?.kind === 'scalar') return s.init.expr;
  throw new Error(`no expression in ${s.kind}`);
}

/** A compact rendering of an expression tree: kinds, operators and types. */
function shape(e: Expr): string {
  switch (e.kind) {
    case 'Cast':
      return `(${typeToString(e.type)})${shape(e.operand)}`;
    case 'Binary':
      return `[${shape(e.left)} ${e.op} ${shape(e.right)}]`;
    case 'Unary':
      return `${e.op}${shape(e.operand)}`;
    case 'Deref':
      return `*${shape(e.operand)}`;
    case 'AddrOf':
      return `&${shape(e.operand)}`;
    case 'VarRef':
      return e.symbol.uid;
    case 'IntConst':
      return `${e.value}`;
    case 'Assign':
      return `${shape(e.target)} = ${shape(e.value)}`;
    case 'Call':
      return `${e.callee.name}(${e.args.map(shape).join(', ')})`;
    default:
      return e.kind;
  }
}

describe('typedef-ambiguous nodes', () => {
  it('reads (T)*x, (T)-x * y, (T)(x) and sizeof(T) as casts and types', async () => {
    const p = await program(`typedef long T; typedef char C;
      long f(long *x, int y) { long a = (T)*x; a = (C)-y * 2; a = (C)(y) + 1; return sizeof(C) + sizeof(T); }`);
    const body = fn(p, 'f').body.body;
    expect(shape(exprOf(body[0]))).toBe('*x');
    // the cast applies to -y only, then the product is formed in int and converted to long
    expect(shape(exprOf(body[1]))).toBe('a = (long)[(int)(char)-y * 2]');
    expect(shape(exprOf(body[2]))).toBe('a = (long)[(int)(char)y + 1]');
    expect(evalIntConst(exprOf(body[3]))).toBe(5n); // ILP32: 1 + 4, folded as size_t then converted
  });

  it('reads `a * b;` as an expression when a is a variable', async () => {
    const r = await loadSnippets('int f(int a, int b) { a * b; return a; }');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('scopes and names', () => {
  it('gives shadowing locals unique names and keeps params first', async () => {
    const p = await program(
      'int f(int x) { int y = x; { int x = 2; y += x; } for (int x = 0; x < 3; x++) y++; return y; }',
    );
    const f = fn(p, 'f');
    expect(f.params.map((v) => v.uid)).toEqual(['x']);
    expect(f.locals.map((v) => v.uid)).toEqual(['y', 'x.1', 'x.2']);
  });

  it('reads a tag defined in a block (`struct T { ... };` as a statement), in that block only', async () => {
    const p = await program(`int f(void) {
  struct T { struct T *next; int v; };
  struct T t; t.v = 4; t.next = 0;
  return sizeof(struct T) + t.v;
}
struct T { char c; };
int g(void) { return sizeof(struct T); }`);
    expect(fn(p, 'f').locals.map((v) => typeToString(v.type))).toEqual(['struct T']);
    const ret = fn(p, 'g').body.body.find((s) => s.kind === 'Return');
    expect(ret?.kind === 'Return' && ret.value ? evalIntConst(ret.value) : undefined).toBe(1n);
  });

  it('lifts static locals to globals named function::name', async () => {
    const p = await program('int counter(void) { static int n = 5; return ++n; }');
    expect(p.globals.map((g) => g.uid)).toEqual(['counter::n']);
    expect(globalValue(p, 'n')).toBe(5n);
  });

  it('reports undeclared identifiers with file, line and column', async () => {
    const r = await loadSnippets('int main(void) {\n  return zz;\n}\n');
    expect(r.program).toBeUndefined();
    const d = r.diagnostics.find((x) => x.severity === 'error');
    expect(d?.message).toContain("undeclared identifier 'zz'");
    expect(d?.loc.line).toBe(2);
    expect(d?.loc.col).toBe(10);
    expect(d?.loc.file.endsWith('main.c')).toBe(true);
  });

  it('rejects a goto to a missing label', async () => {
    const r = await loadSnippets('void f(void) { goto out; }');
    expect(r.diagnostics.some((d) => d.message.includes("undeclared label 'out'"))).toBe(true);
  });
});

describe('types and layout', () => {
  const layouts = `struct a { char c; long long x; };
    struct b { char c; short s; int i; char d; };
    struct c { int x : 3; unsigned y : 5; char z; };
    union u { char c[5]; int i; };
    struct f { int n; int data[]; };
    int sa = sizeof(struct a), sb = sizeof(struct b), sc = sizeof(struct c), su = sizeof(union u),
        sf = sizeof(struct f), sl = sizeof(long), sp = sizeof(int *), sld = sizeof(long double);`;

  it('lays out structs as gcc does on i386 (ILP32)', async () => {
    const p = await program(layouts, 'ILP32');
    const got = ['sa', 'sb', 'sc', 'su', 'sf', 'sl', 'sp', 'sld'].map((n) => globalValue(p, n));
    expect(got).toEqual([12n, 12n, 4n, 8n, 4n, 4n, 4n, 12n]);
  });

  it('lays out structs as gcc does on x86-64 (LP64)', async () => {
    const p = await program(layouts, 'LP64');
    const got = ['sa', 'sb', 'sc', 'su', 'sf', 'sl', 'sp', 'sld'].map((n) => globalValue(p, n));
    expect(got).toEqual([16n, 12n, 4n, 8n, 4n, 8n, 8n, 16n]);
  });

  it('types multi-dimensional arrays and pointers to arrays', async () => {
    const p = await program('int m[2][3]; int (*pa)[3]; int *ap[4]; int n = sizeof(m) + sizeof(m[0]);');
    const t = (n: string) => typeToString(p.globals.find((g) => g.name === n)!.type);
    expect(t('m')).toBe('int[2][3]');
    expect(t('pa')).toBe('int[3] *');
    expect(t('ap')).toBe('int *[4]');
    expect(globalValue(p, 'n')).toBe(36n);
  });

  it('gives enums gcc underlying types and constants of type int', async () => {
    const p = await program(
      'enum e { A = 1, B = 4000000000 }; enum f { C = 5000000000 }; enum s { N = -1, P }; int x = A + P; int small = sizeof(enum e), big = sizeof(enum f);',
    );
    expect(globalValue(p, 'x')).toBe(1n);
    expect(globalValue(p, 'small')).toBe(4n); // unsigned int, as gcc chooses
    expect(globalValue(p, 'big')).toBe(8n);
  });
});

describe('initializers', () => {
  it('resolves designators, brace elision and string literals', async () => {
    const p = await program(`struct pt { int x, y; };
      int a[] = { 1, [4] = 2, 3 };
      struct pt ps[2] = { 1, 2, 3 };
      struct pt q = { .y = 7 };
      char s[] = "ab";`);
    const g = (n: string) => p.globals.find((x) => x.name === n)!;
    expect(typeToString(g('a').type)).toBe('int[6]');
    expect(typeToString(g('s').type)).toBe('char[3]');
    const ps = g('ps').init;
    expect(ps?.kind).toBe('aggregate');
    if (ps?.kind !== 'aggregate') return;
    expect(ps.elements.map(([i]) => i)).toEqual([0, 1]);
    const second = ps.elements[1][1];
    expect(second.kind === 'aggregate' ? second.elements.map(([i]) => i) : []).toEqual([0]);
    const q = g('q').init;
    expect(q?.kind === 'aggregate' ? q.elements.map(([i]) => i) : []).toEqual([1]);
  });
});

describe('programs of several translation units', () => {
  it('links extern declarations and functions across files', async () => {
    const p = await program({
      'a.c': 'extern int shared; int get(void); int main(void) { return get() + shared; }',
      'b.c': 'int shared = 3; static int hidden = 1; int get(void) { return hidden; }',
    });
    expect(p.definitions.map((d) => d.symbol.name)).toEqual(['main', 'get']);
    expect(p.globals.map((g) => g.uid)).toEqual(['shared', 'hidden']);
    const call = exprOf(fn(p, 'main').body.body[0]);
    expect(call.kind).toBe('Binary');
    if (call.kind === 'Binary' && call.left.kind === 'Call')
      expect(call.left.callee.def?.symbol.name).toBe('get');
  });
});

describe('verification built-ins', () => {
  it('recognises assert, reach_error, assume, nondet and abort', async () => {
    const p = await program(`extern int __VERIFIER_nondet_int(void);
      void reach_error(void) {}
      int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x > 0); assert(x != 0);
        if (x == 5) reach_error(); if (x == 6) abort(); return 0; }`);
    const b = (n: string) => p.functions.get(n)?.builtin;
    expect([
      b('__VERIFIER_nondet_int'),
      b('__VERIFIER_assume'),
      b('assert'),
      b('reach_error'),
      b('abort'),
    ]).toEqual(['nondet', 'assume', 'assert', 'error', 'abort']);
  });

  it('uses a program-defined __VERIFIER_assert body instead of the built-in', async () => {
    const p = await program(
      'void reach_error(void); void __VERIFIER_assert(int c) { if (!c) reach_error(); } int main(void) { __VERIFIER_assert(1); return 0; }',
    );
    expect(p.functions.get('__VERIFIER_assert')?.builtin).toBeUndefined();
    expect(p.functions.get('reach_error')?.builtin).toBe('error');
  });

  it('turns glibc assert (a statement expression in void context) into statements', async () => {
    const p = await program(`extern void __assert_fail(const char *, const char *, unsigned, const char *);
      int main(void) { int x = 1; ((void) sizeof ((x) ? 1 : 0), ({ if (x) ; else __assert_fail ("x", "f.c", 3, __PRETTY_FUNCTION__); })); return 0; }`);
    expect(p.diagnostics.filter((d) => d.severity === 'unsupported')).toEqual([]);
    expect(p.functions.get('__assert_fail')?.builtin).toBe('error');
  });
});

describe('unsupported constructs', () => {
  const cases: [string, string, string][] = [
    ['floating point', 'int main(void) { double d = 1.5; return 0; }', 'floating point'],
    ['inline asm', 'int main(void) { __asm__ volatile ("nop"); return 0; }', 'inline asm'],
    [
      'setjmp',
      'typedef int jmp_buf[8]; int setjmp(jmp_buf); jmp_buf b; int main(void) { return setjmp(b); }',
      'setjmp/longjmp',
    ],
    [
      'threads',
      'int pthread_create(void *, void *, void *, void *); int main(void) { pthread_create(0, 0, 0, 0); return 0; }',
      'threads',
    ],
    [
      'external writes',
      'void *memset(void *, int, unsigned long); int main(void) { int a[2]; memset(a, 0, 8); return a[0]; }',
      'external function with pointer arguments',
    ],
  ];
  it.each(cases)('reports %s by name and line, as a statement the IR can see', async (_n, src, feature) => {
    const r = await loadSnippets(src);
    expect(r.program).toBeDefined();
    const d = r.diagnostics.find((x) => x.severity === 'unsupported');
    expect(d?.feature).toBe(feature);
    expect(d?.loc.line).toBe(1);
    const stmts = JSON.stringify(r.program?.definitions.at(-1)?.body, (k, v) =>
      k === 'symbol' || k === 'callee' || k === 'variable' ? undefined : typeof v === 'bigint' ? `${v}` : v,
    );
    // either the statement itself is Unsupported, or the call is marked after linking
    expect(stmts.includes('"kind":"Unsupported"') || stmts.includes(`"unsupported":"${feature}"`)).toBe(true);
  });
});

describe('variable-length arrays', () => {
  it('evaluates each run-time dimension once into a hidden length variable', async () => {
    const p = await program('int f(unsigned n, unsigned m) { int a[n][m]; return sizeof(a); }');
    const body = fn(p, 'f').body.body;
    expect(body.slice(0, 3).map((s) => (s.kind === 'Decl' ? s.variable.uid : s.kind))).toEqual([
      '__vla',
      '__vla.1',
      'a',
    ]);
    const a = body[2];
    expect(a.kind === 'Decl' && typeToString(a.variable.type)).toBe('int[*][*]');
    expect(shape(exprOf(body[3]))).toBe('(int)[__vla.1 * [__vla * 4]]');
  });
});

describe('layout attributes the front end drops', () => {
  it('reports uses of packed structs and mode typedefs, not their declarations', async () => {
    const r = await loadSnippets(`struct p { char c; int i; } __attribute__((aligned(16)));
      typedef int wide __attribute__((__mode__(__DI__)));
      typedef int unused_t __attribute__((__mode__(__QI__)));
      int f(struct p *x) { return x->i; }
      int g(void) { wide w = 1; return sizeof(struct p); }`);
    const feats = r.diagnostics
      .filter((d) => d.severity === 'unsupported')
      .map((d) => `${d.feature}@${d.loc.line}`);
    expect(feats).toEqual([
      '__attribute__((aligned))@4',
      '__attribute__((mode))@5',
      '__attribute__((aligned))@5',
    ]);
  });

  it('accepts GNU case ranges and unnamed bit-fields', async () => {
    const p = await program(`struct s { int a : 3; int : 0; int b; };
      int f(int c) { switch (c) { case 1 ... 5: return 1; default: return sizeof(struct s); } }`);
    const sw = fn(p, 'f').body.body[0];
    expect(sw.kind).toBe('Switch');
    if (sw.kind === 'Switch' && sw.body.kind === 'Block') {
      const c = sw.body.body[0];
      expect(c.kind === 'Case' ? [c.value, c.high] : []).toEqual([1n, 5n]);
    }
  });
});

describe('gcc extensions on constants', () => {
  it('types enumerators of an enum with values beyond int by the enumerated type', async () => {
    const p = await program('enum big { BX = 0x80000000 }; int pos = BX > 0;');
    expect(globalValue(p, 'pos')).toBe(1n);
  });
  it('gives oversized decimal constants __int128 on LP64', async () => {
    const p = await program('int w = sizeof(18446744073709551615);', 'LP64');
    expect(globalValue(p, 'w')).toBe(16n);
  });
});

describe('struct types across translation units', () => {
  it('treats the same struct from a shared header as one type (C11 6.2.7)', async () => {
    const hdr = 'struct node { int v; struct node *next; }; void push(struct node *n, struct node s);';
    const r = await loadSnippets({
      'a.c': `${hdr} int main(void) { struct node x = {1, 0}; push(&x, x); return 0; }`,
      'b.c': `${hdr} void push(struct node *n, struct node s) { *n = s; }`,
    });
    expect(r.diagnostics.filter((d) => d.severity !== 'note')).toEqual([]);
  });
});

describe('preprocessing and GNU syntax', () => {
  it('lets programs use linux, unix and i386 as names', async () => {
    const p = await program('#include <stdio.h>\nint linux = 2, unix = 3, i386 = 4;', 'ILP32');
    expect(p.globals.filter((g) => ['linux', 'unix', 'i386'].includes(g.name)).length).toBe(3);
  });

  it('reads both shapes tree-sitter gives GNU case ranges', async () => {
    const p = await program(
      "int f(int c) { switch (c) { case 97 ... 122: return 1; case 'A' ... 'Z': return 2; case 1 ... 5: return 3; } return 0; }",
    );
    const sw = fn(p, 'f').body.body[0];
    const ranges =
      sw.kind === 'Switch' && sw.body.kind === 'Block'
        ? sw.body.body.map((c) => (c.kind === 'Case' ? [c.value, c.high] : []))
        : [];
    expect(ranges).toEqual([
      [97n, 122n],
      [65n, 90n],
      [1n, 5n],
    ]);
  });
});

describe('nested designators', () => {
  it('initialises inside designated elements and keeps earlier values', async () => {
    const p = await program(
      'struct pt { int x, y; }; struct pt a[2] = { [1].y = 9, [0] = { 1, 2 }, [1].x = 3 }; int m[2][2] = { [1][0] = 7 };',
    );
    const init = (n: string) =>
      JSON.stringify(p.globals.find((g) => g.name === n)?.init, (k, v) =>
        k === 'loc' || k === 'type' ? undefined : typeof v === 'bigint' ? Number(v) : v,
      );
    expect(init('a')).toBe(
      '{"kind":"aggregate","elements":[[0,{"kind":"aggregate","elements":[[0,{"kind":"scalar","expr":{"kind":"IntConst","value":1}}],[1,{"kind":"scalar","expr":{"kind":"IntConst","value":2}}]]}],[1,{"kind":"aggregate","elements":[[0,{"kind":"scalar","expr":{"kind":"IntConst","value":3}}],[1,{"kind":"scalar","expr":{"kind":"IntConst","value":9}}]]}]]}',
    );
    expect(init('m')).toBe(
      '{"kind":"aggregate","elements":[[1,{"kind":"aggregate","elements":[[0,{"kind":"scalar","expr":{"kind":"IntConst","value":7}}]]}]]}',
    );
  });

  it('refuses (as unsupported) a positional item after a nested designator', async () => {
    const r = await loadSnippets(
      'struct pt { int x, y; }; int main(void) { struct pt a[2] = { [1].x = 1, 2 }; return a[1].y; }',
    );
    expect(r.diagnostics.find((d) => d.severity === 'unsupported')?.feature).toBe(
      'positional initializer after a nested designator',
    );
  });
});
