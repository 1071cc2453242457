// The memory model of the SMT encoding. Variables that are never aliased (scalars whose address
// is not taken) are SSA bit-vectors; everything else lives in one byte-addressed memory, an SMT
// array from addresses to bytes. A pointer is one bit-vector of the data model's pointer width:
// the object id in the high bits, the byte offset in the low bits, null = 0. Loads and stores are
// little-endian byte sequences; a fresh object with indeterminate contents is a lambda region.

import type { DataModel } from '../frontend/dataModel';
import { sizeOf } from '../frontend/dataModel';
import type { VarSymbol } from '../frontend/ast';
import type { CType } from '../frontend/types';
import { app, bvLit, bvSort, extract, type Term } from './smtlib';

export class EncodeUnsupported extends Error {
  constructor(readonly feature: string) {
    super(`cannot encode: ${feature}`);
    this.name = 'EncodeUnsupported';
  }
}

export interface MemoryLayout {
  /** Pointer width in bits. */
  readonly ptrBits: number;
  /** Bits of the offset part; the object id takes the rest. */
  readonly offBits: number;
  readonly memSort: string;
  readonly ptrSort: string;
}

export function memoryLayout(m: DataModel): MemoryLayout {
  const ptrBits = m.pointerBytes * 8;
  const offBits = ptrBits === 32 ? 22 : 40;
  return { ptrBits, offBits, memSort: `(Array ${bvSort(ptrBits)} ${bvSort(8)})`, ptrSort: bvSort(ptrBits) };
}

/** True when the variable must live in memory (arrays, records, address taken). */
export function inMemory(v: VarSymbol): boolean {
  return v.addressTaken === true || v.type.kind === 'array' || v.type.kind === 'record';
}

/** Width in bits of a scalar type's value (pointers: the pointer width). */
export function scalarBits(t: CType, layout: MemoryLayout): number {
  if (t.kind === 'int') return t.bits;
  if (t.kind === 'pointer') return layout.ptrBits;
  throw new EncodeUnsupported(t.kind === 'float' ? 'floating point' : `value of type ${t.kind}`);
}

export interface MemoryObject {
  readonly id: number;
  /** Size in bytes, when static. */
  readonly size: number | undefined;
  readonly what: string;
}

/**
 * Whether an object id (a pointer's high bits) can name an object: not null's 0, and not all ones,
 * the high bits of a negative integer, which ObjectTable never issues.
 */
export function namesObject(id: number, layout: MemoryLayout): boolean {
  return id !== 0 && id !== 2 ** (layout.ptrBits - layout.offBits) - 1;
}

/** Object ids for globals, locals per frame, string literals and allocation sites. */
export class ObjectTable {
  private next = 1;
  private readonly byKey = new Map<string, MemoryObject>();
  private readonly byId = new Map<number, MemoryObject>();
  constructor(
    readonly layout: MemoryLayout,
    readonly model: DataModel,
  ) {}

  /** Ids run from 1 (0 is null) to all ones less one (see namesObject). */
  get maxObjects(): number {
    return 2 ** (this.layout.ptrBits - this.layout.offBits) - 2;
  }

  object(key: string, size: number | undefined, what: string): MemoryObject {
    let o = this.byKey.get(key);
    if (!o) {
      if (this.next > this.maxObjects)
        throw new EncodeUnsupported('more memory objects than the pointer encoding holds');
      if (size !== undefined && size >= 2 ** this.layout.offBits)
        throw new EncodeUnsupported(`object larger than ${2 ** this.layout.offBits} bytes`);
      o = { id: this.next++, size, what };
      this.byKey.set(key, o);
      this.byId.set(o.id, o);
    }
    return o;
  }

  objectFor(key: string, type: CType, what: string): MemoryObject {
    return this.object(key, sizeOf(type, this.model), what);
  }

  base(o: MemoryObject): Term {
    return bvLit(BigInt(o.id) << BigInt(this.layout.offBits), this.layout.ptrBits);
  }

  /** The object with this id, if one was created. */
  withId(id: number): MemoryObject | undefined {
    return this.byId.get(id);
  }

  get count(): number {
    return this.next - 1;
  }
}

function addOffset(addr: Term, i: number, layout: MemoryLayout): Term {
  return i === 0 ? addr : app('bvadd', addr, bvLit(BigInt(i), layout.ptrBits));
}

/** Little-endian load of `bytes` bytes at `addr`. */
export function load(mem: Term, addr: Term, bytes: number, layout: MemoryLayout): Term {
  const parts: Term[] = [];
  for (let i = bytes - 1; i >= 0; i--) parts.push(app('select', mem, addOffset(addr, i, layout)));
  return parts.length === 1 ? parts[0] : app('concat', ...parts);
}

/** Little-endian store of a `bytes`-byte value at `addr`. */
export function store(mem: Term, addr: Term, value: Term, bytes: number, layout: MemoryLayout): Term {
  let m = mem;
  for (let i = 0; i < bytes; i++) {
    const byte = bytes === 1 ? value : extract(value, 8 * i + 7, 8 * i);
    m = app('store', m, addOffset(addr, i, layout), byte);
  }
  return m;
}

/** Copies `bytes` bytes from `src` to `dst` (struct assignment). */
export function copy(mem: Term, dst: Term, src: Term, bytes: number, layout: MemoryLayout): Term {
  if (bytes > 512) throw new EncodeUnsupported('copy of an object larger than 512 bytes');
  let m = mem;
  for (let i = 0; i < bytes; i++) {
    m = app('store', m, addOffset(dst, i, layout), app('select', mem, addOffset(src, i, layout)));
  }
  return m;
}

/** Objects up to this size get their bytes stored one by one instead of a lambda region. */
export const MAX_STORED_REGION = 256;

/**
 * Memory in which the object `[base, base + size)` holds the bytes of `fresh` (an array for
 * indeterminate contents) or zero (`fresh` undefined), and everything else is `mem`. A small object
 * of known size (`bytes`) is a chain of byte stores: a lambda is a quantifier to Z3, and with it a
 * satisfiable query may come back `unknown` (incomplete quantifiers).
 */
export function region(
  mem: Term,
  base: Term,
  size: Term,
  fresh: Term | undefined,
  layout: MemoryLayout,
  bytes?: number,
): Term {
  if (bytes !== undefined && bytes <= MAX_STORED_REGION) {
    let m = mem;
    for (let i = 0; i < bytes; i++) {
      const addr = addOffset(base, i, layout);
      m = app('store', m, addr, fresh === undefined ? bvLit(0n, 8) : app('select', fresh, addr));
    }
    return m;
  }
  const a = 'pg_a';
  const inside = app('and', app('bvuge', a, base), app('bvult', a, app('bvadd', base, size)));
  const content = fresh === undefined ? bvLit(0n, 8) : app('select', fresh, a);
  return `(lambda ((${a} ${layout.ptrSort})) (ite ${inside} ${content} (select ${mem} ${a})))`;
}

/** The object id part of a pointer. */
export function objectOf(ptr: Term, layout: MemoryLayout): Term {
  return extract(ptr, layout.ptrBits - 1, layout.offBits);
}
