// C11 atomics and gcc's atomic built-ins on one thread (src/frontend/sema/atomics.ts, our
// include/stdatomic.h, the typed models in libcModels.ts, the `_Atomic(T)` rewrite): programs that
// use them are verified, SAFE where gcc's build passes the same assertions and UNSAFE with a
// reproducer that fails when gcc builds it with its own <stdatomic.h>; what has no model is
// reported by name.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteAtomicSpecifier } from '../../src/frontend/atomicSpecifier';
import { ILP32 } from '../../src/frontend/dataModel';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { loadSnippets } from '../helpers/loadSnippet';

const REFCOUNT = (last: string): string => `#include <stdatomic.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct rc { _Atomic(unsigned) refs; _Atomic(int *) data; };
static atomic_flag lock = ATOMIC_FLAG_INIT;
static void get(struct rc *r) { atomic_fetch_add_explicit(&r->refs, 1u, memory_order_relaxed); }
static int put(struct rc *r) { return atomic_fetch_sub_explicit(&r->refs, 1u, memory_order_acq_rel) == 1u; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5) return 0;
  struct rc r = { 1u, 0 };
  for (int i = 0; i < n; i++) get(&r);
  for (int i = 0; i < n; i++) assert(!put(&r));
  assert(${last});
  int x = 7;
  int *old = atomic_exchange(&r.data, &x);
  assert(old == 0 && atomic_load(&r.data) == &x);
  assert(!atomic_flag_test_and_set(&lock) && atomic_flag_test_and_set(&lock));
  atomic_flag_clear(&lock);
  int expected = n;
  atomic_int v = ATOMIC_VAR_INIT(n);
  assert(atomic_compare_exchange_strong(&v, &expected, 40) && atomic_load(&v) == 40);
  assert(!atomic_compare_exchange_weak(&v, &expected, 50) && expected == 40);
  atomic_thread_fence(memory_order_seq_cst);
  return 0;
}
`;

/** gcc's built-ins, as libraries call them without <stdatomic.h>; wrap-around of a signed atomic. */
const BUILTINS = `#include <assert.h>
int main(void) {
  long v = 5;
  assert(__atomic_add_fetch(&v, 3, __ATOMIC_SEQ_CST) == 8);
  assert(__atomic_fetch_sub(&v, 1, __ATOMIC_RELAXED) == 8 && v == 7);
  assert(__sync_fetch_and_or(&v, 16) == 7 && v == 23);
  assert(__sync_bool_compare_and_swap(&v, 23, 2) && !__sync_bool_compare_and_swap(&v, 23, 3));
  assert(__sync_val_compare_and_swap(&v, 2, 9) == 2 && __atomic_load_n(&v, __ATOMIC_ACQUIRE) == 9);
  __atomic_store_n(&v, -1, __ATOMIC_RELEASE);
  assert(__atomic_exchange_n(&v, 4, __ATOMIC_SEQ_CST) == -1 && __sync_xor_and_fetch(&v, 6) == 2);
  _Atomic signed char c = 127;
  c += 0;
  assert(__atomic_fetch_add(&c, 1, __ATOMIC_SEQ_CST) == 127 && c == -128);
  __sync_synchronize();
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  return 0;
}
`;

/** Builds `source` with gcc (its own <stdatomic.h>) and runs it; undefined without gcc. */
function gccRun(source: string, file: string): number | undefined {
  const exe = path.join(path.dirname(file), 'native');
  const stub = path.join(path.dirname(file), 'stub.c');
  fs.writeFileSync(stub, 'int __VERIFIER_nondet_int(void) { return 3; }\n');
  const built = spawnSync('gcc', ['-std=gnu11', file, stub, '-o', exe], { encoding: 'utf8' });
  if (built.error) return undefined;
  expect(built.status, built.stderr).toBe(0);
  return spawnSync(exe).status ?? undefined;
}

describe('atomics on one thread', () => {
  it('<stdatomic.h>: SAFE as gcc runs it, UNSAFE with a reproducer that fails', async () => {
    const safe = tempProgram('proofgate-atomic-', REFCOUNT('put(&r)'));
    const a = await verifyFile(safe.file, { timeoutSeconds: 30 });
    expect(a.stats.unsupported).toEqual([]);
    expect(a.properties.map((p) => p.verdict)).toEqual(Array(6).fill('safe'));
    const native = gccRun(REFCOUNT('put(&r)'), safe.file);
    if (native !== undefined) expect(native).toBe(0);
    const bad = tempProgram('proofgate-atomic-', REFCOUNT('put(&r) && n != 4'));
    const b = await verifyFile(bad.file, { timeoutSeconds: 30 });
    expect(b.properties.map((p) => p.verdict)).toEqual(['safe', 'unsafe', 'safe', 'safe', 'safe', 'safe']);
  });

  it("gcc's __atomic and __sync built-ins, in LP64 and ILP32", async () => {
    const prog = tempProgram('proofgate-atomic-', BUILTINS);
    for (const model of [undefined, ILP32]) {
      const r = await verifyFile(prog.file, { timeoutSeconds: 30 }, model);
      expect(r.stats.unsupported).toEqual([]);
      expect(r.properties.every((p) => p.verdict === 'safe')).toBe(true);
    }
    const native = gccRun(BUILTINS, prog.file);
    if (native !== undefined) expect(native).toBe(0);
  });

  it('converts a value to the object’s type first: 2 or 256 stored into an atomic _Bool is 1, as in C', async () => {
    const source = `#include <stdatomic.h>
#include <assert.h>
int main(void) {
  atomic_bool b = 0;
  atomic_store(&b, 2);
  _Bool old = atomic_exchange(&b, 4);
  _Bool e = 1;
  int swapped = atomic_compare_exchange_strong(&b, &e, 256);
  assert(old == 1 && swapped && b == 1);
  return 0;
}
`;
    const prog = tempProgram('proofgate-atomic-', source);
    const r = await verifyFile(prog.file, { timeoutSeconds: 30 });
    expect(r.properties.map((p) => p.verdict)).toEqual(['safe']);
    const native = gccRun(source, prog.file);
    if (native !== undefined) expect(native).toBe(0);
  });

  it('reports what has no model by name: atomic records, ILP32 8-byte atomics, arithmetic on an atomic pointer', async () => {
    const features = async (src: string, model: 'ILP32' | 'LP64' = 'LP64') => {
      const r = await loadSnippets(src, model);
      expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
      return r.diagnostics.filter((d) => d.severity === 'unsupported').map((d) => d.feature);
    };
    expect(
      await features('struct p { int x, y; }; _Atomic struct p g; int main(void) { return 0; }'),
    ).toEqual(['atomic types']);
    expect(await features('_Atomic long long g; int main(void) { return 0; }', 'ILP32')).toEqual([
      'atomic types',
    ]);
    expect(await features('_Atomic long long g; int main(void) { return 0; }')).toEqual([]);
    expect(
      await features('int a[2]; int *p = a; int main(void) { __atomic_fetch_add(&p, 1, 5); return 0; }'),
    ).toEqual(['atomic built-ins']);
  });

  it('rewrites _Atomic(T) in place, keeping offsets and lines', () => {
    const cases: [string, string][] = [
      ['_Atomic(unsigned) x;', '_Atomic unsigned  x;'],
      ['static _Atomic( int * ) p;', 'static int * _Atomic    p;'],
      ['_Atomic int y; int f(int _Atomic);', '_Atomic int y; int f(int _Atomic);'],
    ];
    for (const [from, to] of cases) {
      expect(rewriteAtomicSpecifier(from)).toBe(to);
      expect(rewriteAtomicSpecifier(from).length).toBe(from.length);
    }
  });
});
