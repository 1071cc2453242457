// Byte-level memory of the concrete interpreter. Every object (variable, string literal, heap
// block) is a little-endian byte array with a synthetic address; a pointer is (object, byte
// offset) and keeps its object (provenance) when stored, through per-byte pointer fragments.
// Per-bit initialisation masks, and accesses that are undefined behaviour throw Stop.

import { Stop, type UbCategory } from './execution';

export type ObjectKind = 'global' | 'local' | 'heap' | 'string' | 'function';

/** Byte `index` of the stored pointer `ptr`. */
interface Frag {
  readonly ptr: Ptr;
  readonly index: number;
}

export class MemObject {
  alive = true;
  freed = false;
  readonly bytes: Uint8Array;
  /** Per byte, the mask of initialised bits; null when every bit is initialised. */
  init: Uint8Array | null;
  /** Pointer fragments by byte offset. */
  frags: Map<number, Frag> | null = null;
  /** Bytes that hold (part of) an `uninit` or `param` input: offset → input index. */
  origins: Map<number, number> | null = null;

  constructor(
    readonly id: number,
    readonly kind: ObjectKind,
    /** For traces and messages: the variable's source name, `heap#3`, a literal's text. */
    readonly name: string,
    readonly size: number,
    readonly address: bigint,
    readonly readOnly: boolean,
    initialised: boolean,
  ) {
    this.bytes = new Uint8Array(size);
    this.init = initialised ? null : new Uint8Array(size);
  }
}

/** A pointer: into `obj` at byte offset `off`, or with no object a plain address (`off` 0: NULL). */
export class Ptr {
  constructor(
    readonly obj: MemObject | null,
    readonly off: bigint,
  ) {}
  get isNull(): boolean {
    return this.obj === null && this.off === 0n;
  }
}

export const NULL_PTR = new Ptr(null, 0n);

/** A floating-point value, kept as its bit pattern (floating arithmetic is not modelled). */
export class FloatBits {
  constructor(
    readonly bits: bigint,
    readonly width: number,
  ) {}
}

/** The bytes of a record value, with their initialisation, pointer fragments and input origins. */
export class Snapshot {
  constructor(
    readonly bytes: Uint8Array,
    readonly init: Uint8Array | null,
    readonly frags: ReadonlyMap<number, Frag> | null,
    readonly origins: ReadonlyMap<number, number> | null,
  ) {}
}

export type Value = bigint | Ptr | FloatBits | Snapshot;

const ub = (what: string, category?: UbCategory): Stop =>
  new Stop('undefined-behavior', what, undefined, category);

/** Largest single object, and all objects together (bytes). */
const MAX_OBJECT = 64 * 1024 * 1024;
const MAX_TOTAL = 256 * 1024 * 1024;

function assemble(bytes: Uint8Array, off: number, size: number): bigint {
  if (size <= 6) {
    let v = 0;
    for (let i = size - 1; i >= 0; i--) v = v * 256 + bytes[off + i];
    return BigInt(v);
  }
  let v = 0n;
  for (let i = size - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[off + i]);
  return v;
}

function scatter(bytes: Uint8Array, off: number, size: number, value: bigint): void {
  let v = BigInt.asUintN(size * 8, value);
  if (size <= 4) {
    let n = Number(v);
    for (let i = 0; i < size; i++, n = Math.floor(n / 256)) bytes[off + i] = n % 256;
    return;
  }
  for (let i = 0; i < size; i++, v >>= 8n) bytes[off + i] = Number(v & 0xffn);
}

function deleteRange<V>(m: Map<number, V> | null, off: number, size: number): void {
  if (m === null || m.size === 0) return;
  for (let i = 0; i < size; i++) m.delete(off + i);
}

/** An object this large (bytes) makes its accesses count as work of their own (Memory.largeAccessed). */
const LARGE_OBJECT = 65536;

export class Memory {
  /** Objects in ascending address order (addresses only grow, none is reused). */
  private readonly objects: MemObject[] = [];
  /** Input indices of `uninit`/`param` values that a read has observed. */
  readonly observed = new Set<number>();
  /** Set when the run depends on the synthetic addresses (execution.ts, Execution.addressDependent). */
  addressDependent = false;
  private next = 0x10000n;
  private nextId = 1;
  private total = 0;
  private readonly ptrBits: number;

  constructor(readonly pointerBytes: number) {
    this.ptrBits = pointerBytes * 8;
  }

  /**
   * Bytes read and written so far in objects of LARGE_OBJECT bytes or more, where an access costs
   * several times a small object's (the work clock counts them: workClock.ts).
   */
  largeAccessed = 0;

  /** Objects allocated so far (the work clock counts them: workClock.ts). */
  get allocated(): number {
    return this.nextId - 1;
  }

  allocate(kind: ObjectKind, name: string, size: number, align: number, initialised: boolean): MemObject {
    if (size > MAX_OBJECT || this.total + size > MAX_TOTAL) {
      throw new Stop('unsupported', `an object of ${size} bytes (the interpreter's memory limit)`);
    }
    const a = BigInt(Math.max(align, 16));
    this.next = ((this.next + a - 1n) / a) * a;
    if (this.next + BigInt(size) >= 1n << BigInt(this.ptrBits)) {
      throw new Stop('unsupported', 'running out of address space');
    }
    const obj = new MemObject(this.nextId++, kind, name, size, this.next, kind === 'string', initialised);
    this.next += BigInt(size) + 16n; // a gap, so one-past-the-end never is another object's address
    this.total += size;
    this.objects.push(obj);
    return obj;
  }

  /** The address a pointer denotes (objects: their synthetic address plus the offset). */
  addressOf(p: Ptr): bigint {
    return BigInt.asUintN(this.ptrBits, p.obj ? p.obj.address + p.off : p.off);
  }

  /** An address converted to a pointer: into the object it falls in (or one past), else a plain address. */
  fromAddress(address: bigint): Ptr {
    const a = BigInt.asUintN(this.ptrBits, address);
    if (a === 0n) return NULL_PTR;
    let lo = 0;
    let hi = this.objects.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const o = this.objects[mid];
      if (a < o.address) hi = mid - 1;
      else if (a > o.address + BigInt(o.size)) lo = mid + 1;
      else return new Ptr(o, a - o.address);
    }
    return new Ptr(null, a);
  }

  /** The object and offset that an access of `size` bytes through `p` touches; UB when invalid. */
  private target(p: Ptr, size: number, write: boolean): { obj: MemObject; off: number } {
    const obj = p.obj;
    if (obj !== null && obj.size >= LARGE_OBJECT) this.largeAccessed += size;
    if (obj === null) {
      throw ub(
        p.off === 0n
          ? 'null pointer dereference'
          : `dereference of an invalid pointer (address 0x${p.off.toString(16)})`,
        p.off === 0n ? 'null-dereference' : undefined,
      );
    }
    if (obj.kind === 'function') throw ub(`access to the code of function ${obj.name} through a pointer`);
    if (!obj.alive) {
      throw obj.freed
        ? ub(`use after free (${obj.name})`, 'use-after-free')
        : ub(`access to ${obj.name} after its lifetime ended`);
    }
    if (p.off < 0n || p.off + BigInt(size) > BigInt(obj.size)) {
      throw ub(
        `out-of-bounds access: ${size} byte(s) at offset ${p.off} of ${obj.name} (${obj.size} bytes)`,
        'out-of-bounds',
      );
    }
    if (write && obj.readOnly) throw ub(`write to the string literal ${obj.name}`);
    return { obj, off: Number(p.off) };
  }

  /** Why an access of `size` bytes through `p` is invalid (as `target` judges it), if it is. */
  invalidAccess(p: Ptr, size: number): string | undefined {
    try {
      this.target(p, size, false);
      return undefined;
    } catch (e) {
      if (e instanceof Stop) return e.what;
      throw e;
    }
  }

  /** Why `free(p)` is invalid, if it is (NULL is valid). */
  invalidFree(p: Ptr): string | undefined {
    if (p.isNull) return undefined;
    const obj = p.obj;
    if (obj === null) return 'free of an invalid pointer';
    if (obj.kind !== 'heap') return `free of ${obj.name}, which malloc did not allocate`;
    if (obj.freed) return `double free (${obj.name})`;
    if (p.off !== 0n) return `free of a pointer into the middle of ${obj.name}`;
    return undefined;
  }

  /**
   * A block from malloc, not freed, that no chain of stored pointers (interior ones included) from
   * a global object reaches, a stored pointer being a pointer fragment or an aligned word whose
   * value is an address inside the block: what LeakSanitizer reports once `main` has returned.
   */
  leaked(): MemObject | undefined {
    const reached = new Set<MemObject>();
    const work = this.objects.filter((o) => o.kind === 'global');
    const reach = (t: MemObject | null): void => {
      if (t !== null && t.kind === 'heap' && t.alive && !reached.has(t)) {
        reached.add(t);
        work.push(t);
      }
    };
    const w = this.pointerBytes;
    for (let o = work.pop(); o !== undefined; o = work.pop()) {
      for (const f of o.frags?.values() ?? []) reach(f.ptr.obj);
      // as LeakSanitizer scans: any aligned word holding an address inside a block (a pointer
      // copied byte by byte, by memcpy, keeps no fragments)
      for (let off = 0; off + w <= o.size; off += w) {
        const word = assemble(o.bytes, off, w);
        const p = word === 0n ? NULL_PTR : this.fromAddress(word);
        if (p.obj !== null && p.off < BigInt(p.obj.size)) reach(p.obj); // inside, not one past
      }
    }
    return this.objects.find((o) => o.kind === 'heap' && o.alive && !reached.has(o));
  }

  private requireInit(obj: MemObject, off: number, size: number): void {
    if (obj.init === null) return;
    for (let i = off; i < off + size; i++) {
      if (obj.init[i] !== 0xff) throw ub(`read of uninitialised memory (${obj.name}, offset ${i})`);
    }
  }

  private observe(obj: MemObject, off: number, size: number): void {
    if (obj.origins === null || obj.origins.size === 0) return;
    for (let i = off; i < off + size; i++) {
      const k = obj.origins.get(i);
      if (k !== undefined) this.observed.add(k);
    }
  }

  private markInit(obj: MemObject, off: number, size: number): void {
    if (obj.init !== null) obj.init.fill(0xff, off, off + size);
  }

  /** The bit pattern of `size` bytes at `p`. */
  readBits(p: Ptr, size: number): bigint {
    const { obj, off } = this.target(p, size, false);
    this.requireInit(obj, off, size);
    this.observe(obj, off, size);
    return assemble(obj.bytes, off, size);
  }

  writeBits(p: Ptr, size: number, value: bigint): void {
    const { obj, off } = this.target(p, size, true);
    scatter(obj.bytes, off, size, value);
    deleteRange(obj.frags, off, size);
    deleteRange(obj.origins, off, size);
    this.markInit(obj, off, size);
  }

  /**
   * An integer of `size` bytes read at `src` and written unchanged at `dst` (`a[i] = b[i]`): the
   * same checks and bytes as readBits then writeBits, but an indeterminate value copied is not
   * observed; its bytes keep their input's origin, so whatever later reads the copy observes it.
   */
  copyBits(dst: Ptr, src: Ptr, size: number): void {
    const { obj, off } = this.target(src, size, false);
    this.requireInit(obj, off, size);
    // an integer write keeps no pointer fragments (writeBits); the bytes are all initialised
    const s = this.snapshot(src, size);
    this.restore(dst, new Snapshot(s.bytes, null, null, s.origins));
  }

  readPointer(p: Ptr): Ptr {
    const n = this.pointerBytes;
    const { obj, off } = this.target(p, n, false);
    this.requireInit(obj, off, n);
    this.observe(obj, off, n);
    const first = obj.frags?.get(off);
    if (first !== undefined && first.index === 0) {
      let whole = true;
      for (let i = 1; i < n && whole; i++) {
        const f = obj.frags?.get(off + i);
        whole = f !== undefined && f.ptr === first.ptr && f.index === i;
      }
      if (whole) return first.ptr;
    }
    return this.fromAddress(assemble(obj.bytes, off, n));
  }

  writePointer(p: Ptr, v: Ptr): void {
    const n = this.pointerBytes;
    this.writeBits(p, n, this.addressOf(v));
    const obj = p.obj as MemObject;
    const off = Number(p.off);
    obj.frags ??= new Map();
    for (let i = 0; i < n; i++) obj.frags.set(off + i, { ptr: v, index: i });
  }

  /** A bit-field: `width` bits from bit `bitOffset` of the bytes at `p`. */
  readField(p: Ptr, bitOffset: number, width: number, signed: boolean): bigint {
    const n = Math.ceil((bitOffset + width) / 8);
    const { obj, off } = this.target(p, n, false);
    if (obj.init !== null) {
      for (let b = bitOffset; b < bitOffset + width; b++) {
        if ((obj.init[off + (b >> 3)] & (1 << (b & 7))) === 0) {
          throw ub(`read of an uninitialised bit-field (${obj.name}, offset ${off})`);
        }
      }
    }
    this.observe(obj, off, n);
    const raw = (assemble(obj.bytes, off, n) >> BigInt(bitOffset)) & ((1n << BigInt(width)) - 1n);
    return signed ? BigInt.asIntN(width, raw) : raw;
  }

  /** Writes a bit-field; input origins of the bytes are kept (a neighbour may still hold one). */
  writeField(p: Ptr, bitOffset: number, width: number, value: bigint): void {
    const n = Math.ceil((bitOffset + width) / 8);
    const { obj, off } = this.target(p, n, true);
    const mask = ((1n << BigInt(width)) - 1n) << BigInt(bitOffset);
    const old = assemble(obj.bytes, off, n);
    scatter(obj.bytes, off, n, (old & ~mask) | ((BigInt.asUintN(width, value) << BigInt(bitOffset)) & mask));
    deleteRange(obj.frags, off, n);
    if (obj.init !== null) {
      for (let b = bitOffset; b < bitOffset + width; b++) obj.init[off + (b >> 3)] |= 1 << (b & 7);
    }
  }

  /** Copies `size` bytes at `p` with their metadata (record values); no initialisation check. */
  snapshot(p: Ptr, size: number): Snapshot {
    const { obj, off } = this.target(p, size, false);
    const shift = <V>(m: Map<number, V> | null): Map<number, V> | null => {
      if (m === null || m.size === 0) return null;
      const r = new Map<number, V>();
      for (let i = 0; i < size; i++) {
        const x = m.get(off + i);
        if (x !== undefined) r.set(i, x);
      }
      return r.size === 0 ? null : r;
    };
    const init = obj.init === null ? null : obj.init.slice(off, off + size);
    return new Snapshot(obj.bytes.slice(off, off + size), init, shift(obj.frags), shift(obj.origins));
  }

  restore(p: Ptr, s: Snapshot): void {
    const size = s.bytes.length;
    const { obj, off } = this.target(p, size, true);
    obj.bytes.set(s.bytes, off);
    if (s.init !== null) {
      obj.init ??= new Uint8Array(obj.size).fill(0xff);
      obj.init.set(s.init, off);
    } else this.markInit(obj, off, size);
    deleteRange(obj.frags, off, size);
    deleteRange(obj.origins, off, size);
    if (s.frags !== null) {
      obj.frags ??= new Map();
      for (const [i, f] of s.frags) obj.frags.set(off + i, f);
    }
    if (s.origins !== null) {
      obj.origins ??= new Map();
      for (const [i, k] of s.origins) obj.origins.set(off + i, k);
    }
  }

  /** Marks `size` bytes at `p` as holding input `index` (an `uninit` or `param` value). */
  tagOrigin(p: Ptr, size: number, index: number): void {
    const obj = p.obj as MemObject;
    obj.origins ??= new Map();
    for (let i = 0; i < size; i++) obj.origins.set(Number(p.off) + i, index);
  }

  /** Resets an object to all-zero bytes, initialised or not, without pointers or origins. */
  reset(obj: MemObject, initialised: boolean): void {
    obj.bytes.fill(0);
    obj.frags = null;
    obj.origins = null;
    obj.init = initialised ? null : new Uint8Array(obj.size);
  }

  free(p: Ptr): void {
    if (p.isNull) return;
    const obj = p.obj;
    if (obj === null) throw ub(`free of an invalid pointer (address 0x${p.off.toString(16)})`);
    if (obj.kind !== 'heap') throw ub(`free of ${obj.name}, which malloc did not allocate`, 'invalid-free');
    if (obj.freed) throw ub(`double free (${obj.name})`, 'invalid-free');
    if (p.off !== 0n) throw ub(`free of a pointer into the middle of ${obj.name} (offset ${p.off})`);
    obj.freed = true;
    obj.alive = false;
    this.total -= obj.size;
  }

  /** Ends the lifetime of a local (its function returned, or its VLA declaration ran again). */
  kill(obj: MemObject): void {
    obj.alive = false;
  }

  /** Bytes at `p` for display: undefined when unreadable or not fully initialised. */
  peek(p: Ptr, size: number): bigint | undefined {
    const obj = p.obj;
    if (obj === null || !obj.alive || obj.kind === 'function' || p.off < 0n) return undefined;
    const off = Number(p.off);
    if (off + size > obj.size) return undefined;
    if (obj.init !== null && obj.init.subarray(off, off + size).some((m) => m !== 0xff)) return undefined;
    return assemble(obj.bytes, off, size);
  }

  /** The pointer stored at `p` for display (no checks beyond peek's). */
  peekPointer(p: Ptr): Ptr | undefined {
    const bits = this.peek(p, this.pointerBytes);
    if (bits === undefined) return undefined;
    const f = p.obj?.frags?.get(Number(p.off));
    return f !== undefined && f.index === 0 ? f.ptr : this.fromAddress(bits);
  }
}
