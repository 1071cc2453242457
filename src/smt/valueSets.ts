// What the BMC encoding knows of a bit-vector term's values without asking the solver, read off
// the term's structure (and the definitions of the names in it):
// - exact value sets: every value the term can have, when there are at most MAX_TARGETS (a pointer
//   that is one of a few addresses, a header length of 1, 3, 5 or 9); also of a slice of a term, so
//   the object part of a pointer assembled from bytes of different writes (a union member written
//   as a char on one path and as a pointer on another) is known even when its offset is not;
// - provenance: the objects a pointer can point into for every access C defines. Pointer
//   arithmetic leaves the object it started in only through undefined behaviour, so the object of
//   `p + i` is the object of `p` whatever `i` is; an access outside every object of the set is
//   undefined and reads an arbitrary value (memoryShadow.ts), as one outside a known object does.

import { namesObject, type MemoryLayout } from './memoryModel';
import { parseSexp, type Sexp } from './sexp';
import { literal, MAX_REMEMBERED, type Term } from './smtlib';
import { compareIntervals, TermIntervals } from './termIntervals';

/** A term's possible values (unsigned, `width` bits). */
export interface ValueSet {
  readonly width: number;
  readonly values: readonly bigint[];
}

/** At most this many values make a set (a pointer is dereferenced by cases over them). */
export const MAX_TARGETS = 8;

/** The names of a script: what each was defined as, and its width. */
export interface NameTable {
  definitionOf(name: string): Term | undefined;
  bitsOf(name: string): number | undefined;
}

const NO_NAMES: NameTable = { definitionOf: () => undefined, bitsOf: () => undefined };

function mask(width: number): bigint {
  return (1n << BigInt(width)) - 1n;
}

function few(width: number, values: readonly bigint[]): ValueSet | undefined {
  const all = [...new Set(values.map((v) => BigInt.asUintN(width, v)))];
  return all.length <= MAX_TARGETS ? { width, values: all } : undefined;
}

const signed = (v: bigint, w: number): bigint => BigInt.asIntN(w, v);

/** Comparisons of two unsigned `w`-bit values. */
const COMPARE: Record<string, (a: bigint, b: bigint, w: number) => boolean> = {
  '=': (a, b) => a === b,
  distinct: (a, b) => a !== b,
  bvult: (a, b) => a < b,
  bvule: (a, b) => a <= b,
  bvugt: (a, b) => a > b,
  bvuge: (a, b) => a >= b,
  bvslt: (a, b, w) => signed(a, w) < signed(b, w),
  bvsle: (a, b, w) => signed(a, w) <= signed(b, w),
  bvsgt: (a, b, w) => signed(a, w) > signed(b, w),
  bvsge: (a, b, w) => signed(a, w) >= signed(b, w),
};

export class ValueSets {
  /** Sets noted for names (a pointer variable after a join). */
  private readonly noted = new Map<Term, ValueSet>();
  /** Slices of names computed from their definitions (null: none, or being computed). */
  private readonly slices = new Map<string, ValueSet | null>();
  private readonly objects = new Map<Term, readonly number[] | null>();
  private readonly parsed = new Map<Term, Sexp | null>();

  /** Hulls of terms with too many values for a set (termIntervals.ts), for comparisons. */
  private readonly intervals = new TermIntervals({
    noted: (name) => this.noted.get(name)?.values,
    definition: (name) => this.definition(name),
    widthOf: (s) => this.widthOf(s),
  });

  constructor(
    private readonly layout: MemoryLayout,
    private readonly names: NameTable = NO_NAMES,
  ) {}

  has(name: Term): boolean {
    return this.noted.has(name);
  }

  /** Notes the values of a name (a set of another width than the name's is not taken). */
  note(name: Term, set: ValueSet): void {
    const bits = this.names.bitsOf(name);
    if (bits === undefined || bits === set.width) this.noted.set(name, set);
  }

  /** The term's values, when it has at most MAX_TARGETS of them (exact). */
  of(t: Term): ValueSet | undefined {
    const known = this.noted.get(t);
    if (known || t.length > MAX_REMEMBERED) return known;
    try {
      const s = t.startsWith('(') ? parseSexp(t) : t;
      const w = this.widthOf(s);
      const vs = w === undefined ? undefined : this.slice(s, w - 1, 0);
      return vs && vs.width === w ? vs : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The value of a Boolean term when its value sets decide it (a comparison of terms with few
   * values each, all of whose combinations agree; and, or, not of such): a branch the unrolling
   * need not take. Undefined when they do not.
   */
  truth(cond: Term): boolean | undefined {
    if (cond === 'true') return true;
    if (cond === 'false') return false;
    if (!cond.startsWith('(') || cond.length > MAX_REMEMBERED) return undefined;
    try {
      return this.truthOf(parseSexp(cond));
    } catch {
      return undefined;
    }
  }

  private truthOf(s: Sexp): boolean | undefined {
    if (s === 'true') return true;
    if (s === 'false') return false;
    if (typeof s === 'string') return undefined;
    const op = s[0];
    if (op === 'not' && s.length === 2) {
      const a = this.truthOf(s[1]);
      return a === undefined ? undefined : !a;
    }
    if (op === 'and' || op === 'or') {
      let unknown = false;
      for (const x of s.slice(1)) {
        const v = this.truthOf(x);
        if (v === undefined) unknown = true;
        else if (v === (op === 'or')) return v;
      }
      return unknown ? undefined : op === 'and';
    }
    const cmp = typeof op === 'string' ? COMPARE[op] : undefined;
    if (!cmp || s.length !== 3) return undefined;
    // a term compared with itself (the same text is the same value)
    if (typeof s[1] === 'string' && s[1] === s[2]) return cmp(0n, 0n, 1);
    const wa = this.widthOf(s[1]) ?? this.widthOf(s[2]);
    if (wa === undefined) return undefined;
    const a = this.slice(s[1], wa - 1, 0);
    const b = a && this.slice(s[2], wa - 1, 0);
    // too many values for sets: hulls (an index advanced through a buffer in nested loops)
    if (!a || !b)
      return compareIntervals(op as string, this.intervals.of(s[1], wa), this.intervals.of(s[2], wa), wa);
    let seen: boolean | undefined;
    for (const x of a.values)
      for (const y of b.values) {
        const v = cmp(x, y, wa);
        if (seen === undefined) seen = v;
        else if (seen !== v) return undefined;
      }
    return seen;
  }

  /**
   * The ids of the objects `ptr` can point into where a dereference of it is defined (null's 0 and
   * the all-ones id of a negative integer may be among them; see the header), or undefined.
   */
  objectsOf(ptr: Term): readonly number[] | undefined {
    try {
      return this.provenance(ptr.startsWith('(') ? parseSexp(ptr) : ptr);
    } catch {
      return undefined;
    }
  }

  // ---------------------------------------------------------------- exact slices

  /** The values of bits hi..lo of `s`. */
  private slice(s: Sexp, hi: number, lo: number): ValueSet | undefined {
    const width = hi - lo + 1;
    if (typeof s === 'string') {
      const l = literal(s);
      if (l) return { width, values: [(l.value >> BigInt(lo)) & mask(width)] };
      return this.nameSlice(s, hi, lo);
    }
    const op = s[0];
    if (op === 'ite' && s.length === 4) {
      const a = this.slice(s[2], hi, lo);
      const b = a && this.slice(s[3], hi, lo);
      return a && b ? few(width, [...a.values, ...b.values]) : undefined;
    }
    if ((op === 'bvadd' || op === 'bvsub') && s.length === 3) {
      // the low bits of a sum are the sum of the low bits
      const a = lo === 0 ? this.slice(s[1], hi, 0) : this.whole(s, hi, lo);
      if (lo !== 0) return a;
      const b = a && this.slice(s[2], hi, 0);
      if (!a || !b || a.values.length * b.values.length > MAX_TARGETS) return undefined;
      return few(
        width,
        a.values.flatMap((x) => b.values.map((y) => (op === 'bvadd' ? x + y : x - y))),
      );
    }
    if (op === 'concat' && s.length >= 3) return this.concatSlice(s.slice(1), hi, lo);
    if (Array.isArray(op) && op[0] === '_' && s.length === 2) {
      const x = s[1];
      if (op[1] === 'extract' && op.length === 4) {
        const l2 = Number(op[3]);
        return this.slice(x, l2 + hi, l2 + lo);
      }
      if (op[1] !== 'zero_extend' && op[1] !== 'sign_extend') return undefined;
      const w = this.widthOf(x);
      if (w === undefined) return undefined;
      if (hi < w) return this.slice(x, hi, lo);
      if (op[1] === 'zero_extend') {
        if (lo >= w) return { width, values: [0n] };
        // the low part's values, zero-extended to the slice's width
        const low = this.slice(x, w - 1, lo);
        return low && { width, values: low.values };
      }
      if (op[1] === 'sign_extend') {
        // only copies of the sign bit: all zeros or all ones
        if (lo >= w - 1) return { width, values: [0n, mask(width)] };
        const low = Math.min(lo, w - 1);
        const base = this.slice(x, w - 1, low);
        if (!base) return undefined;
        const signAt = BigInt(w - 1 - low);
        const ones = mask(hi - low + 1) & ~mask(w - low);
        return few(
          width,
          base.values.map((v) => (((v >> signAt) & 1n) === 1n ? v | ones : v) >> BigInt(lo - low)),
        );
      }
    }
    return undefined;
  }

  /** Bits hi..lo of a term whose whole value set is known (a sum, for its high bits). */
  private whole(s: Sexp, hi: number, lo: number): ValueSet | undefined {
    const w = this.widthOf(s);
    const all = w === undefined ? undefined : this.slice(s, w - 1, 0);
    return (
      all &&
      few(
        hi - lo + 1,
        all.values.map((v) => v >> BigInt(lo)),
      )
    );
  }

  /** Bits hi..lo of a concatenation (most significant part first). */
  private concatSlice(parts: readonly Sexp[], hi: number, lo: number): ValueSet | undefined {
    let acc: ValueSet = { width: 0, values: [0n] };
    let at = 0; // the lowest bit of the current part
    for (let i = parts.length - 1; i >= 0 && at <= hi; i--) {
      const w = this.widthOf(parts[i]);
      if (w === undefined) return undefined;
      const top = at + w - 1;
      if (top >= lo) {
        const from = Math.max(lo, at) - at;
        const to = Math.min(hi, top) - at;
        const v = this.slice(parts[i], to, from);
        if (!v || acc.values.length * v.values.length > MAX_TARGETS) return undefined;
        const shift = BigInt(acc.width);
        acc = {
          width: acc.width + v.width,
          values: [...new Set(v.values.flatMap((x) => acc.values.map((y) => (x << shift) | y)))],
        };
      }
      at += w;
    }
    return acc.width === hi - lo + 1 ? acc : undefined;
  }

  private nameSlice(name: string, hi: number, lo: number): ValueSet | undefined {
    const noted = this.noted.get(name);
    if (noted)
      return few(
        hi - lo + 1,
        noted.values.map((v) => v >> BigInt(lo)),
      );
    const key = `${name}/${hi}/${lo}`;
    const known = this.slices.get(key);
    if (known !== undefined) return known ?? undefined;
    this.slices.set(key, null);
    const def = this.definition(name);
    const vs = def === undefined ? undefined : this.slice(def, hi, lo);
    if (vs) this.slices.set(key, vs);
    return vs;
  }

  private definition(name: string): Sexp | undefined {
    const known = this.parsed.get(name);
    if (known !== undefined) return known ?? undefined;
    const def = this.names.definitionOf(name);
    const s =
      def === undefined || def.length > MAX_REMEMBERED ? null : def.startsWith('(') ? parseSexp(def) : def;
    this.parsed.set(name, s);
    return s ?? undefined;
  }

  /** The width of a bit-vector term, when the analysis can tell. */
  private widthOf(s: Sexp): number | undefined {
    if (typeof s === 'string') {
      const l = literal(s);
      if (l) return l.width;
      const noted = this.noted.get(s);
      return noted ? noted.width : this.names.bitsOf(s);
    }
    const op = s[0];
    if (op === 'concat') {
      let sum = 0;
      for (const p of s.slice(1)) {
        const w = this.widthOf(p);
        if (w === undefined) return undefined;
        sum += w;
      }
      return sum;
    }
    if (op === 'ite') return this.widthOf(s[2]) ?? this.widthOf(s[3]);
    if (Array.isArray(op) && op[0] === '_') {
      if (op[1] === 'extract') return Number(op[2]) - Number(op[3]) + 1;
      const w = this.widthOf(s[1]);
      if (op[1] === 'zero_extend' || op[1] === 'sign_extend')
        return w === undefined ? undefined : w + Number(op[2]);
      return undefined;
    }
    if (
      typeof op === 'string' &&
      /^bv(add|sub|mul|and|or|xor|not|neg|shl|lshr|ashr|udiv|urem|sdiv|srem)$/.test(op)
    )
      return this.widthOf(s[1]) ?? this.widthOf(s[2]);
    return undefined;
  }

  // ---------------------------------------------------------------- provenance

  private provenance(s: Sexp): readonly number[] | undefined {
    if (typeof s === 'string') {
      const l = literal(s);
      if (l) return [this.idOf(l.value)];
      const known = this.objects.get(s);
      if (known !== undefined) return known ?? undefined;
      this.objects.set(s, null);
      const noted = this.noted.get(s);
      const def = noted ? undefined : this.definition(s);
      const ids = noted
        ? this.ids(noted.values.map((v) => this.idOf(v)))
        : def === undefined
          ? undefined
          : this.provenance(def);
      if (ids) this.objects.set(s, ids);
      return ids;
    }
    const op = s[0];
    if (op === 'ite' && s.length === 4) {
      const a = this.provenance(s[2]);
      const b = a && this.provenance(s[3]);
      return a && b ? this.ids([...a, ...b]) : undefined;
    }
    if (op === 'bvadd' && s.length === 3) {
      // pointer + integer: the pointer's objects. The first operand is the pointer when it points
      // somewhere and the second does not (or is not known: any integer); the second only when
      // the first is known to be an integer. Two pointers added: no answer.
      const a = this.provenance(s[1]);
      const b = this.provenance(s[2]);
      const aPoints = a !== undefined && this.pointsSomewhere(a);
      const bPoints = b !== undefined && this.pointsSomewhere(b);
      if (aPoints) return bPoints ? undefined : a;
      if (a && bPoints) return b;
      return a && b ? this.ids([...a, ...b]) : undefined;
    }
    if (op === 'bvsub' && s.length === 3) {
      // pointer - integer; a difference of two pointers is an integer of no object
      const a = this.provenance(s[1]);
      const b = this.provenance(s[2]);
      return a && this.pointsSomewhere(a) && b && !this.pointsSomewhere(b) ? a : undefined;
    }
    const { ptrBits, offBits } = this.layout;
    if (this.widthOf(s) !== ptrBits) return undefined;
    const part = this.slice(s, ptrBits - 1, offBits);
    return part ? this.ids(part.values.map(Number)) : undefined;
  }

  private idOf(address: bigint): number {
    return Number(BigInt.asUintN(this.layout.ptrBits, address) >> BigInt(this.layout.offBits));
  }

  /** Whether a set names an object (not only null and the high bits of integers). */
  private pointsSomewhere(ids: readonly number[]): boolean {
    return ids.some((id) => namesObject(id, this.layout));
  }

  private ids(all: readonly number[]): readonly number[] | undefined {
    const set = [...new Set(all)];
    return set.length <= MAX_TARGETS ? set : undefined;
  }
}
