// What the BMC encoding knows of a memory term at constant addresses: a root memory term and the
// bytes written on top of it at constant addresses (a constant-address view of a chain of
// stores). A load at a constant address reads the byte written there, or zero over the all-zero
// initial memory, or the root's byte; so values stored at constant addresses (locals, globals,
// a harness's buffers) propagate as constants and loops over them unroll without branching, as
// in symbolic execution. A load or store at a computed address inside small objects of known size
// (a constant base plus an offset, or the objects the pointer's provenance names: valueSets.ts)
// reads or changes their bytes by cases on the offset (loadInObject, writeInObject); a store
// anywhere else, or a memory the view cannot follow, starts a new root. The view is an exact
// rewriting of select-over-store, except that an access outside every object (undefined
// behaviour) reads an arbitrary value and writes nothing.

import { namesObject, type MemoryLayout } from './memoryModel';
import { app, bvLit, extract, ite, literal, type Term } from './smtlib';
import { workClock } from './workClock';
import { ValueSets, type NameTable } from './valueSets';

export interface Shadow {
  /** The memory below the writes. */
  readonly root: Term;
  /** The root is the all-zero memory. */
  readonly zero: boolean;
  /** Bytes written at constant addresses on top of the root: object id → offset → byte. */
  readonly writes: Writes;
  /** How many bytes `writes` holds. */
  readonly size: number;
  /**
   * Objects allocated whole (a block of computed size): object id → the array its bytes not in
   * `writes` read from (the block's fresh contents, or all zero for calloc).
   */
  readonly regions?: ReadonlyMap<number, Term>;
}

type Writes = ReadonlyMap<number, ReadonlyMap<number, Term>>;

const NO_WRITES: Writes = new Map();

/** Beyond this many known bytes the view is dropped (a new root), to keep stores cheap. */
const MAX_WRITES = 8192;

/** A little-endian store of a `bytes`-byte value. */
export interface StoreItem {
  readonly addr: Term;
  readonly value: Term;
  readonly bytes: number;
}

/** Bytes written from the constant address `a` on. */
interface WriteRun {
  readonly a: bigint;
  readonly bytes: number;
  readonly byteAt: (i: number) => Term;
}

/** An object's first address and size. */
interface ObjectSpan {
  readonly base: bigint;
  readonly size: number;
}

/** Loads at a computed address inside an object of at most this many bytes read through the view. */
const MAX_OBJECT_CASES = 512;

/**
 * A store at a computed address inside an object changes each of its bytes by cases (see
 * writeInObject) when the object's size times the value's bytes is at most this.
 */
const MAX_STORE_CASES = 1024;

/** How a computed address is read through the view: the object's size, and a value for outside it. */
export interface ObjectReads {
  /** Size in bytes of the object with this id, when static. */
  readonly sizeOf: (id: number) => number | undefined;
  /** An unconstrained value of `bits` bits (a read outside every object is undefined behaviour). */
  readonly arbitrary: (bits: number) => Term;
  /** A short name for a term of `bits` bits (an address used in every case, a value). */
  readonly name: (term: Term, bits: number) => Term;
}

export class MemoryShadows {
  private readonly known = new Map<Term, Shadow>();
  /** Exact value sets and provenance of terms (valueSets.ts). */
  readonly values: ValueSets;
  /** Widths of the named values stored (a load of all their bytes gives the name back). */
  private readonly storedWidths = new Map<Term, number>();
  /** Set: a load at base + computed offset is a case split over the object's bytes (see loadInObject). */
  objectReads: ObjectReads | undefined;
  /** Loads by cases already made (loadInObject), by memory state, address and width. */
  private readonly objectLoads = new Map<Term, Term>();
  /** The all-zero array of the memory sort: the bytes of a zeroed block. */
  private readonly zeroArray: Term;

  constructor(
    private readonly layout: MemoryLayout,
    /**
     * A short name for a term built by a join (so joins do not copy long terms around); `always`:
     * a name even for a short term (a whole value, whose slices must read back as that name).
     */
    private readonly nameTerm: (term: Term, bits: number, always?: boolean) => Term = (t) => t,
    /** The script's names, whose definitions the value sets read. */
    names?: NameTable,
  ) {
    this.values = new ValueSets(layout, names);
    this.zeroArray = `((as const ${layout.memSort}) ${bvLit(0n, 8)})`;
  }

  of(mem: Term): Shadow {
    return this.known.get(mem) ?? { root: mem, zero: false, writes: NO_WRITES, size: 0 };
  }

  /** Records `sh` as the view of the memory term `mem` (undefined: `mem` is a root of its own). */
  set(mem: Term, sh: Shadow | undefined): void {
    if (sh && (sh.root !== mem || sh.zero || sh.size > 0 || sh.regions)) this.known.set(mem, sh);
  }

  /**
   * The view after a block of any size is allocated at the constant address `base` (the start of
   * a fresh object): its bytes read from `fresh`, or zero (`fresh` undefined); the rest is as
   * before. Reads past the block's end inside its object are undefined behaviour in C and read
   * `fresh` too (arbitrary values), as a read outside an object does in loadInObject.
   */
  withRegion(mem: Term, base: Term, fresh: Term | undefined): Shadow | undefined {
    const a = constAddress(base, this.layout);
    if (a === undefined) return undefined;
    const [id, off] = this.split(a);
    if (off !== 0) return undefined;
    const sh = this.of(mem);
    const regions = new Map(sh.regions ?? []).set(id, fresh ?? this.zeroArray);
    const writes = new Map(sh.writes);
    const dropped = writes.get(id)?.size ?? 0;
    writes.delete(id);
    return { root: sh.root, zero: sh.zero, writes, size: sh.size - dropped, regions };
  }

  zeroRoot(mem: Term): void {
    this.known.set(mem, { root: mem, zero: true, writes: NO_WRITES, size: 0 });
  }

  private addr(a: bigint): Term {
    return bvLit(a, this.layout.ptrBits);
  }

  /** The byte at constant address `a`. */
  byte(sh: Shadow, a: bigint): Term {
    const [id, off] = this.split(a);
    const w = sh.writes.get(id)?.get(off);
    if (w !== undefined) return w;
    const region = sh.regions?.get(id);
    if (region !== undefined)
      return region === this.zeroArray ? bvLit(0n, 8) : app('select', region, this.addr(a));
    return sh.zero ? bvLit(0n, 8) : app('select', sh.root, this.addr(a));
  }

  /** Little-endian load of `bytes` bytes when `addr` is a constant; undefined otherwise. */
  load(mem: Term, addr: Term, bytes: number): Term | undefined {
    const a = constAddress(addr, this.layout);
    if (a !== undefined) return this.bytesAt(this.of(mem), a, bytes);
    const targets = this.targets(addr);
    if (!targets) return this.loadInObject(mem, addr, bytes);
    // a pointer with few possible values: the load by cases over them (exact: it has one of them)
    const sh = this.of(mem);
    let t = this.bytesAt(sh, targets[targets.length - 1], bytes);
    for (let i = targets.length - 2; i >= 0; i--)
      t = ite(app('=', addr, this.addr(targets[i])), this.bytesAt(sh, targets[i], bytes), t);
    return t;
  }

  /** The possible values of a pointer-width term, when it has at most MAX_TARGETS known ones. */
  targets(t: Term): readonly bigint[] | undefined {
    const set = this.values.of(t);
    return set && set.width === this.layout.ptrBits ? set.values : undefined;
  }

  /** Records the values of a name defined as `term` (a pointer variable after a join, say). */
  noteValues(name: Term, term: Term): void {
    if (name === term || this.values.has(name)) return;
    const vs = this.values.of(term);
    if (vs) this.values.note(name, vs);
  }

  private bytesAt(sh: Shadow, a: bigint, bytes: number): Term {
    const parts: Term[] = [];
    for (let i = bytes - 1; i >= 0; i--) parts.push(this.byte(sh, this.wrap(a + BigInt(i))));
    return parts.length === 1
      ? parts[0]
      : (rejoined(parts, (n) => this.storedWidths.get(n)) ?? app('concat', ...parts));
  }

  /**
   * A load at a computed address inside objects of known size (a constant base plus an offset, or
   * the objects the pointer's provenance names, objectsAt): the value at each offset inside each
   * object, by cases on the address, so the load does not read the memory term (whose definitions
   * the solver would otherwise have to keep). An address outside the objects is undefined
   * behaviour in C; it reads an arbitrary value (every value the byte array could give included),
   * so a proof holds for it too, and a counterexample through it does not replay.
   */
  private loadInObject(mem: Term, addr: Term, bytes: number): Term | undefined {
    const at = this.objectsAt(addr, bytes);
    if (!at || at.objects.reduce((n, o) => n + o.size - bytes + 1, 0) > MAX_OBJECT_CASES) return undefined;
    const { reads, objects } = at;
    // the same read of the same memory state is the same value (the branches of a condition read
    // its operands once each): one name, not a copy of the cases with an arbitrary value of its own
    const key = `${mem} ${addr} ${bytes}`;
    const known = this.objectLoads.get(key);
    if (known !== undefined) return known;
    const sh = this.of(mem);
    const hit = this.offsetTest(reads.name(addr, this.layout.ptrBits), objects, reads);
    let t = reads.arbitrary(bytes * 8);
    for (const o of objects)
      for (let k = o.size - bytes; k >= 0; k--)
        t = ite(hit(o, k), this.bytesAt(sh, o.base + BigInt(k), bytes), t);
    const value = reads.name(t, bytes * 8);
    this.objectLoads.set(key, value);
    return value;
  }

  /**
   * The test "`a` is offset k of object o" for an address known to be inside one of `objects`
   * where C defines the access: only the offset's low bits that tell the object's offsets apart
   * (and the object id when there are several) are compared, so the solver does not compare whole
   * addresses. An address outside every object (undefined behaviour) may pass a test; it reads or
   * writes as at that offset, one of the arbitrary outcomes the comparison of whole addresses gave.
   */
  private offsetTest(
    a: Term,
    objects: readonly ObjectSpan[],
    reads: ObjectReads,
  ): (o: ObjectSpan, k: number) => Term {
    const { ptrBits, offBits } = this.layout;
    const maxSize = Math.max(...objects.map((o) => o.size));
    const bits = Math.max(1, Math.ceil(Math.log2(maxSize)));
    const off = reads.name(extract(a, bits - 1, 0), bits);
    const id =
      objects.length > 1 ? reads.name(extract(a, ptrBits - 1, offBits), ptrBits - offBits) : undefined;
    return (o, k) => {
      const at = app('=', off, bvLit(BigInt(k), bits));
      if (id === undefined) return at;
      return app('and', app('=', id, bvLit(o.base >> BigInt(offBits), ptrBits - offBits)), at);
    };
  }

  /**
   * The objects of known size an access of `bytes` bytes at a computed address can be inside where
   * C defines it: the object of a constant base plus an offset, or the pointer's provenance
   * (valueSets.ts); null and objects smaller than the access are left out (an access there is
   * undefined behaviour).
   */
  private objectsAt(addr: Term, bytes: number): { reads: ObjectReads; objects: ObjectSpan[] } | undefined {
    const reads = this.objectReads;
    if (!reads) return undefined;
    const m = /^(?:\(bvadd )+(#x[0-9a-f]+) /.exec(addr);
    const lit = m ? literal(m[1]) : undefined;
    const ids =
      lit && lit.width === this.layout.ptrBits
        ? [Number(lit.value >> BigInt(this.layout.offBits))]
        : this.values.objectsOf(addr);
    if (!ids) return undefined;
    const objects: ObjectSpan[] = [];
    for (const id of ids) {
      if (!namesObject(id, this.layout)) continue;
      const size = reads.sizeOf(id);
      if (size === undefined) return undefined;
      if (size >= bytes) objects.push({ base: BigInt(id) << BigInt(this.layout.offBits), size });
    }
    return objects.length > 0 ? { reads, objects } : undefined;
  }

  private wrap(a: bigint): bigint {
    return BigInt.asUintN(this.layout.ptrBits, a);
  }

  /** Object id and offset of an address. */
  private split(a: bigint): [number, number] {
    const off = BigInt(this.layout.offBits);
    return [Number(a >> off), Number(BigInt.asUintN(this.layout.offBits, a))];
  }

  private join(id: number, offset: number): bigint {
    return (BigInt(id) << BigInt(this.layout.offBits)) + BigInt(offset);
  }

  /** The view after storing `byteAt(i)` for i < bytes at `addr` (undefined: a new root). */
  afterWrites(mem: Term, addr: Term, bytes: number, byteAt: (i: number) => Term): Shadow | undefined {
    const a = constAddress(addr, this.layout);
    if (a === undefined) {
      // a pointer with few possible values: each target's bytes change when it is the one
      const targets = this.targets(addr);
      if (!targets) return this.writeInObject(mem, addr, bytes, byteAt);
      let sh: Shadow | undefined = this.of(mem);
      for (const t of targets) {
        const cur: Shadow | undefined = sh;
        if (!cur) return undefined;
        const hit = app('=', addr, this.addr(t));
        sh = this.writeAt(cur, t, bytes, (i) => this.joinedByte(hit, byteAt(i), cur, t + BigInt(i)));
      }
      return sh;
    }
    return this.writeAt(this.of(mem), a, bytes, byteAt);
  }

  /**
   * A store at a computed address inside small objects of known size (objectsAt): each byte of
   * each object becomes the value's byte that lands on it, by cases on the address, or stays,
   * so the view (and every other object's known bytes) survives instead of a new root. A store that
   * leaves the object is undefined behaviour in C; it changes no byte here (as loadInObject reads an
   * arbitrary value there), so a proof covers it and a counterexample through it does not replay.
   */
  private writeInObject(
    mem: Term,
    addr: Term,
    bytes: number,
    byteAt: (i: number) => Term,
  ): Shadow | undefined {
    const at = this.objectsAt(addr, bytes);
    if (!at || at.objects.reduce((n, o) => n + o.size * bytes, 0) > MAX_STORE_CASES) return undefined;
    const { reads, objects } = at;
    let sh: Shadow | undefined = this.of(mem);
    const hit = this.offsetTest(reads.name(addr, this.layout.ptrBits), objects, reads);
    const values = Array.from({ length: bytes }, (_, i) => byteAt(i));
    for (const o of objects) {
      const { base, size } = o;
      const cur: Shadow | undefined = sh;
      if (!cur) return undefined;
      sh = this.writeAt(cur, base, size, (k) => {
        let t = this.byte(cur, base + BigInt(k));
        // value byte i lands on byte k when the value starts at k - i (whole inside the object)
        for (let i = 0; i < bytes; i++) {
          const start = k - i;
          if (start < 0 || start > size - bytes) continue;
          t = ite(hit(o, start), values[i], t);
        }
        return t.startsWith('(ite ') ? this.nameTerm(t, 8) : t;
      });
    }
    return sh;
  }

  /** The byte at `a` after a store through a pointer: `byte` when `hit`, the old byte otherwise. */
  private joinedByte(hit: Term, byte: Term, cur: Shadow, a: bigint): Term {
    const b = ite(hit, byte, this.byte(cur, this.wrap(a)));
    return b.startsWith('(ite ') ? this.nameTerm(b, 8) : b;
  }

  private writeAt(sh: Shadow, a: bigint, bytes: number, byteAt: (i: number) => Term): Shadow | undefined {
    return this.writeRuns(sh, [{ a, bytes, byteAt }]);
  }

  /** The view after writing every run's bytes, in order; each object's bytes are copied once. */
  private writeRuns(sh: Shadow, runs: readonly WriteRun[]): Shadow | undefined {
    if (sh.size + runs.reduce((n, r) => n + r.bytes, 0) > MAX_WRITES) return undefined;
    const writes = new Map(sh.writes);
    let size = sh.size;
    // copying an object's known bytes is the work here (quadratic in a long run of stores)
    let copied = writes.size;
    for (const { a, bytes, byteAt } of runs)
      for (let i = 0; i < bytes; i++) {
        const [id, off] = this.split(this.wrap(a + BigInt(i)));
        let inner = writes.get(id) as Map<number, Term> | undefined;
        if (inner === sh.writes.get(id)) {
          copied += inner?.size ?? 0;
          writes.set(id, (inner = new Map(inner)));
        }
        const m = inner as Map<number, Term>;
        if (!m.has(off)) size++;
        m.set(off, byteAt(i));
        copied++;
      }
    workClock()?.chargeCopies(copied);
    return { root: sh.root, zero: sh.zero, writes, size, ...(sh.regions ? { regions: sh.regions } : {}) };
  }

  /**
   * The view after little-endian stores at constant addresses, in order (a global's initializer:
   * one copy of the view for all its bytes, not one per store); undefined: a new root (too many
   * bytes known), or an address that is not constant (the caller then stores one by one).
   */
  afterConstStores(mem: Term, stores: readonly StoreItem[]): Shadow | undefined {
    const runs: WriteRun[] = [];
    for (const { addr, value, bytes } of stores) {
      const a = constAddress(addr, this.layout);
      if (a === undefined) return undefined;
      this.noteStored(value, bytes);
      runs.push({ a, bytes, byteAt: byteOf(value, bytes) });
    }
    return this.writeRuns(this.of(mem), runs);
  }

  /** Whether `addr` is a constant address (see afterConstStores). */
  isConstant(addr: Term): boolean {
    return constAddress(addr, this.layout) !== undefined;
  }

  /** The view after a little-endian store of a `bytes`-byte value. */
  afterStore(mem: Term, addr: Term, value: Term, bytes: number): Shadow | undefined {
    this.noteStored(value, bytes);
    const targets =
      bytes > 1 && constAddress(addr, this.layout) === undefined ? this.targets(addr) : undefined;
    if (targets) {
      // through a pointer with few values: each target holds the value stored when it is the one,
      // its old value otherwise, joined whole when its old bytes read back whole
      let sh: Shadow | undefined = this.of(mem);
      for (const t of targets) {
        const cur: Shadow | undefined = sh;
        if (!cur) return undefined;
        const hit = app('=', addr, this.addr(t));
        const old = this.bytesAt(cur, t, bytes);
        if (old.startsWith('(')) {
          sh = this.writeAt(cur, t, bytes, (i) =>
            this.joinedByte(hit, extract(value, 8 * i + 7, 8 * i), cur, t + BigInt(i)),
          );
          continue;
        }
        const v = ite(hit, value, old);
        const name = v.startsWith('(') ? this.nameTerm(v, bytes * 8, true) : v;
        if (bytes * 8 === this.layout.ptrBits) this.noteValues(name, v);
        if (!name.startsWith('#')) this.storedWidths.set(name, bytes * 8);
        sh = this.writeAt(cur, t, bytes, (i) => extract(name, 8 * i + 7, 8 * i));
      }
      return sh;
    }
    return this.afterWrites(mem, addr, bytes, byteOf(value, bytes));
  }

  /** A named value stored whole: a load of all its bytes gives the name back. */
  noteStored(value: Term, bytes: number): void {
    if (bytes > 1 && !value.startsWith('(') && !value.startsWith('#'))
      this.storedWidths.set(value, bytes * 8);
  }

  /** The view of `ite(lits[0], mems[0], ite(lits[1], mems[1], ... mems[n-1]))` (exclusive lits). */
  merge(lits: readonly Term[], mems: readonly Term[]): Shadow | undefined {
    const shs = mems.map((m) => this.of(m));
    const first = shs[0];
    if (shs.some((s) => s.root !== first.root || s.zero !== first.zero)) return undefined;
    const ids = new Set<number>();
    for (const s of shs) for (const id of s.writes.keys()) ids.add(id);
    const writes = new Map<number, ReadonlyMap<number, Term>>();
    let size = 0;
    for (const id of ids) {
      const inners = shs.map((s) => s.writes.get(id));
      if (inners.every((m) => m === inners[0])) {
        // the same bytes on every side (an object the branches did not write)
        if (inners[0]) writes.set(id, inners[0]);
        size += inners[0]?.size ?? 0;
        continue;
      }
      const offs = new Set<number>();
      for (const m of inners) for (const o of m?.keys() ?? []) offs.add(o);
      const merged = new Map<number, Term>();
      this.mergeWholeValues(id, [...offs], lits, shs, merged);
      for (const off of offs) {
        if (merged.has(off)) continue;
        const a = this.join(id, off);
        let t = this.byte(shs[shs.length - 1], a);
        for (let i = shs.length - 2; i >= 0; i--) t = ite(lits[i], this.byte(shs[i], a), t);
        merged.set(off, t.startsWith('(ite ') ? this.nameTerm(t, 8) : t);
      }
      writes.set(id, merged);
      size += merged.size;
    }
    if (size > MAX_WRITES) return undefined;
    const regions = this.mergeRegions(lits, shs);
    return { root: first.root, zero: first.zero, writes, size, ...(regions ? { regions } : {}) };
  }

  /** The regions of a join: an object allocated on some sides reads each side's bytes by cases. */
  private mergeRegions(lits: readonly Term[], shs: readonly Shadow[]): Map<number, Term> | undefined {
    const ids = new Set<number>();
    for (const s of shs) for (const id of s.regions?.keys() ?? []) ids.add(id);
    if (ids.size === 0) return undefined;
    const out = new Map<number, Term>();
    for (const id of ids) {
      const arrays = shs.map((s) => s.regions?.get(id) ?? (s.zero ? this.zeroArray : s.root));
      let t = arrays[arrays.length - 1];
      for (let i = arrays.length - 2; i >= 0; i--) t = ite(lits[i], arrays[i], t);
      out.set(id, t);
    }
    return out;
  }

  /**
   * Joins whole values where every side holds one (a pointer, an int stored whole): at aligned
   * offsets of 8 or 4 bytes where each side's bytes read back as a name or a constant, the join is
   * one named value (with its possible values noted, for a pointer) whose slices are the bytes,
   * so a load of it gives the name back instead of a concatenation of joined bytes.
   */
  private mergeWholeValues(
    id: number,
    offs: readonly number[],
    lits: readonly Term[],
    shs: readonly Shadow[],
    merged: Map<number, Term>,
  ): void {
    const present = new Set(offs);
    for (const width of [8, 4]) {
      for (const off of offs) {
        if (off % width !== 0 || merged.has(off)) continue;
        let whole = true;
        for (let i = 0; i < width && whole; i++) whole = present.has(off + i) && !merged.has(off + i);
        if (!whole) continue;
        const a = this.join(id, off);
        const vals = shs.map((sh) => this.bytesAt(sh, a, width));
        if (vals.some((v) => v.startsWith('('))) continue;
        let t = vals[vals.length - 1];
        for (let i = vals.length - 2; i >= 0; i--) t = ite(lits[i], vals[i], t);
        const name = t.startsWith('(') ? this.nameTerm(t, width * 8, true) : t;
        if (width * 8 === this.layout.ptrBits) this.noteValues(name, t);
        if (!name.startsWith('#')) this.storedWidths.set(name, width * 8);
        for (let i = 0; i < width; i++) merged.set(off + i, extract(name, 8 * i + 7, 8 * i));
      }
    }
  }
}

const EXTRACT = /^\(\(_ extract (\d+) (\d+)\) ([^()\s]+)\)$/;

/**
 * `(concat (extract h1 l1 x) (extract h2 l2 x) ...)` over adjacent slices of one named term `x`:
 * that slice of `x` (a value stored and loaded back), or undefined.
 */
function rejoined(parts: readonly Term[], widthOf: (name: Term) => number | undefined): Term | undefined {
  const slices = parts.map((p) => EXTRACT.exec(p));
  const first = slices[0];
  if (!first || slices.some((m) => !m || m[3] !== first[3])) return undefined;
  for (let i = 1; i < slices.length; i++)
    if (Number((slices[i] as RegExpExecArray)[1]) !== Number((slices[i - 1] as RegExpExecArray)[2]) - 1)
      return undefined;
  const hi = Number(first[1]);
  const lo = Number((slices[slices.length - 1] as RegExpExecArray)[2]);
  return lo === 0 && widthOf(first[3]) === hi + 1 ? first[3] : `((_ extract ${hi} ${lo}) ${first[3]})`;
}

/** A pointer term's value when it is a constant. */
/** Byte i of a little-endian `bytes`-byte value. */
function byteOf(value: Term, bytes: number): (i: number) => Term {
  return (i) => (bytes === 1 ? value : extract(value, 8 * i + 7, 8 * i));
}

function constAddress(addr: Term, layout: MemoryLayout): bigint | undefined {
  const l = literal(addr);
  return l && l.width === layout.ptrBits ? l.value : undefined;
}
