// Calls through function pointers: sema types them and marks the functions used as values; the
// IR lowers each call to a choice among the address-taken functions of a type the call can use,
// with an unsupported edge for any other pointer value (NULL, another type).

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { checkCfa } from '../../src/ir/cfaCheck';
import { NO_TARGET_FEATURE, callableAs } from '../../src/ir/indirectCalls';
import type { FunctionType } from '../../src/frontend/types';
import type { Program } from '../../src/frontend/ast';

const SRC = `typedef int (*op_t)(int);
static int inc(int x) { return x + 1; }
static int dbl(int x) { return 2 * x; }
static long wide(long x) { return x; }
static int unused(int x) { return x; }
static void *keep(long x) { return (void *)x; }
struct ops { op_t f; };
static const struct ops table[1] = { { &dbl } };
int main(void) {
  long (*w)(long) = wide;
  op_t f = inc;
  void *k = keep;
  int r = f(1) + (*table[0].f)(2) + (int)w(3);
  return r + unused(0) + (k != 0);
}`;

async function programOf(src: string): Promise<Program> {
  const r = await loadSnippets(src);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.program;
}

describe('calls through function pointers', () => {
  it('types them without unsupported constructs and marks the functions used as values', async () => {
    const p = await programOf(SRC);
    expect(p.diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    const taken = [...p.functions.values()].filter((f) => f.addressTaken).map((f) => f.name);
    expect(taken.sort()).toEqual(['dbl', 'inc', 'keep', 'wide']);
  });

  it('lowers each call to the address-taken functions of its type, and the rest to an unsupported edge', async () => {
    const cfa = buildProgramCfa(await programOf(SRC));
    const main = cfa.functions.get('main');
    if (!main) throw new Error('no main');
    expect(checkCfa(main)).toEqual([]);
    const edges = main.nodes.flatMap((n) => n.out);
    const calls = edges.flatMap((e) => (e.kind === 'call' ? [e.callee] : []));
    // f(1) and table[0].f(2) could reach inc or dbl by their type, but the points-to facts say f
    // holds only inc and the table only dbl (pruneDispatch.ts); w(3) only wide; unused is direct
    expect(calls).toEqual(['inc', 'dbl', 'wide', 'unused']);
    const unsupported = edges
      .filter((e) => e.kind === 'unsupported')
      .map((e) => e.kind === 'unsupported' && e.feature);
    expect(unsupported).toEqual([NO_TARGET_FEATURE, NO_TARGET_FEATURE, NO_TARGET_FEATURE]);
    const tests = edges.flatMap((e) => (e.kind === 'assume' && e.truth ? [e.text] : []));
    expect(tests).toContain('f == &inc');
  });

  it('calls a function directly when the pointer is a function designator: (*g)(x), (&g)(x)', async () => {
    const cfa = buildProgramCfa(
      await programOf('static int g(int x) { return x; } int main(void) { return (*g)(1) + (&g)(2); }'),
    );
    const edges = [...(cfa.functions.get('main')?.nodes ?? [])].flatMap((n) => n.out);
    expect(edges.filter((e) => e.kind === 'call').length).toBe(2);
    expect(edges.some((e) => e.kind === 'unsupported' || e.kind === 'assume')).toBe(false);
  });

  it('accepts a target only when the call can use its type (C11 6.5.2.2p9)', () => {
    const int = { kind: 'int', ik: 'int', bits: 32, signed: true } as const;
    const long = { kind: 'int', ik: 'long', bits: 64, signed: true } as const;
    const fn = (
      ret: FunctionType['ret'],
      params: FunctionType['params'],
      more: Partial<FunctionType> = {},
    ): FunctionType => ({
      kind: 'function',
      ret,
      params,
      variadic: false,
      hasProto: true,
      ...more,
    });
    expect(callableAs(fn(int, [int]), fn(int, [int]), 1)).toBe(true);
    expect(callableAs(fn(int, [int]), fn(int, [long]), 1)).toBe(false);
    expect(callableAs(fn(int, [int]), fn(long, [int]), 1)).toBe(false);
    expect(callableAs(fn(int, [int]), fn(int, [int, int]), 1)).toBe(false);
    expect(callableAs(fn({ kind: 'void' }, []), fn({ kind: 'void' }, []), 0)).toBe(true);
    expect(callableAs(fn(int, [], { hasProto: false }), fn(int, [int]), 1)).toBe(true);
    expect(callableAs(fn(int, [], { hasProto: false }), fn(int, [int]), 2)).toBe(false);
  });
});
