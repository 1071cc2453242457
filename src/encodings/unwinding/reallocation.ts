// realloc in the BMC encoding: the new block's first bytes come from the old block, as many as both
// hold, the rest is indeterminate (the fresh array's bytes). The old block's size is known when the
// pointer has a few possible values, each the start of an object whose size the encoding knows (a
// heap block's size term, a static object's size); otherwise it is an arbitrary value: the bytes
// past the real size are then read from the old block's surroundings, which is one of the values
// indeterminate bytes may have, so the encoding still covers every execution. The old block is
// not marked freed: lifetimes are the interpreter's business (docs/memory-safety.md).

import type { ExprEncoder } from '../../smt/exprEncoder';
import { MAX_STORED_REGION } from '../../smt/memoryModel';
import { app, bvLit, bvSort, ite, literal, type Script, type Term } from '../../smt/smtlib';

/** The sizes of the heap blocks allocated so far in one unrolling, by object id. */
export type HeapSizes = Map<number, Term>;

/** The size of the block `p` points to (its start), as a pointer-width term. */
function blockSize(enc: ExprEncoder, script: Script, sizes: HeapSizes, p: Term): Term {
  const { ptrBits, offBits } = enc.layout;
  const targets = enc.shadows.targets(p);
  const known = targets?.map((t): Term | undefined => {
    if (BigInt.asUintN(offBits, t) !== 0n) return undefined;
    const id = Number(t >> BigInt(offBits));
    const size = sizes.get(id) ?? enc.objects.withId(id)?.size;
    return typeof size === 'number' ? bvLit(BigInt(size), ptrBits) : size;
  });
  if (!targets || !known || known.some((s) => s === undefined)) {
    return script.declare(script.fresh('osz'), bvSort(ptrBits));
  }
  let t = known[known.length - 1] as Term;
  for (let i = known.length - 2; i >= 0; i--)
    t = ite(app('=', p, bvLit(targets[i], ptrBits)), known[i] as Term, t);
  return t;
}

/**
 * The memory after `base` (a fresh block of `size` bytes, `bytes` when constant) receives the
 * first bytes of the block at `p`: byte by byte for a small constant size, else as one region.
 */
export function reallocatedMemory(
  enc: ExprEncoder,
  script: Script,
  sizes: HeapSizes,
  mem: Term,
  p: Term,
  base: Term,
  size: Term,
  fresh: Term,
): Term {
  const { ptrBits } = enc.layout;
  const old = blockSize(enc, script, sizes, p);
  const kept = script.define('v', bvSort(ptrBits), ite(app('bvult', size, old), size, old));
  const n = literal(size);
  const at = (a: Term, i: number): Term => (i === 0 ? a : app('bvadd', a, bvLit(BigInt(i), ptrBits)));
  if (n && n.value <= BigInt(MAX_STORED_REGION)) {
    const bytes: Term[] = [];
    for (let i = 0; i < Number(n.value); i++) {
      const b = ite(
        app('bvult', bvLit(BigInt(i), ptrBits), kept),
        enc.loadBytes(mem, at(p, i), 1),
        app('select', fresh, at(base, i)),
      );
      bytes.push(b.startsWith('(') ? script.define('b', bvSort(8), b) : b);
    }
    const sh = enc.shadows.afterWrites(mem, base, bytes.length, (i) => bytes[i]);
    let m = mem;
    for (let i = 0; i < bytes.length; i++) m = app('store', m, at(base, i), bytes[i]);
    return enc.namedMemory(m, sh);
  }
  const a = 'pg_a';
  const inside = (len: Term): Term =>
    app('and', app('bvuge', a, base), app('bvult', app('bvsub', a, base), len));
  const moved = app('select', mem, app('bvadd', p, app('bvsub', a, base)));
  const body = ite(inside(kept), moved, ite(inside(size), app('select', fresh, a), app('select', mem, a)));
  return enc.namedMemory(`(lambda ((${a} ${bvSort(ptrBits)})) ${body})`, undefined);
}
