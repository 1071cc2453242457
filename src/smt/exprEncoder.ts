// C expressions (pure, as on CFA edges) to bit-vector terms under a symbolic state: integer
// arithmetic with C's signedness, conversions (sign/zero extension, truncation, `_Bool`),
// pointer arithmetic scaled by element size, and loads/stores through the memory model.

import type { Expr, FunctionSymbol, StringLit, VarSymbol } from '../frontend/ast';
import type { DataModel } from '../frontend/dataModel';
import { sizeOf } from '../frontend/dataModel';
import type { CType, Field, RecordDef } from '../frontend/types';
import { app, bvLit, bvSort, eq, extract, ite, not, resize, type Script, type Term } from './smtlib';
import { MemoryShadows, type Shadow, type StoreItem } from './memoryShadow';
import { indexedArray } from '../ir/arrayValues';
import {
  EncodeUnsupported,
  copy,
  inMemory,
  load,
  scalarBits,
  store,
  type MemoryLayout,
  type MemoryObject,
  type ObjectTable,
} from './memoryModel';

/** An SSA state: the current term of every unaliased scalar variable, and the memory. */
export interface SymState {
  readonly vars: ReadonlyMap<string, Term>;
  readonly mem: Term;
}

/** One activation of a function (a call instance in the unrolling). */
export interface FrameRef {
  readonly key: string;
}

export function isGlobal(v: VarSymbol): boolean {
  return v.storage === 'global' || v.storage === 'static-local';
}

export function varKey(v: VarSymbol, frame: FrameRef): string {
  return isGlobal(v) ? `g:${v.uid}` : `${frame.key}:${v.uid}`;
}

const CMP_SIGNED: Record<string, string> = { '<': 'bvslt', '<=': 'bvsle', '>': 'bvsgt', '>=': 'bvsge' };
const CMP_UNSIGNED: Record<string, string> = { '<': 'bvult', '<=': 'bvule', '>': 'bvugt', '>=': 'bvuge' };

export class ExprEncoder {
  readonly strings = new Map<StringLit, MemoryObject>();
  /**
   * Arrays encoded as values (ir/arrayValues.ts): their state term is an SMT array from a
   * pointer-width index to the element, read with `select` and written with `store`; an index
   * outside the array reaches cells of its own, as an offset past an object does in memory.
   */
  arrayValues: ReadonlySet<VarSymbol> = new Set();
  /** What is known of memory terms at constant addresses (memoryShadow.ts). */
  readonly shadows: MemoryShadows;

  constructor(
    readonly script: Script,
    readonly model: DataModel,
    readonly layout: MemoryLayout,
    readonly objects: ObjectTable,
  ) {
    this.shadows = new MemoryShadows(
      layout,
      (t, bits, always) => {
        if (this.lazy) return this.script.nameLazily('b', bvSort(bits), t, always);
        return always && t.startsWith('(')
          ? this.script.name('b', bvSort(bits), t)
          : this.script.define('b', bvSort(bits), t);
      },
      this.script,
    );
  }

  // ------------------------------------------------------------------ memory through the view

  /** Little-endian load of `bytes` bytes at `addr` (a constant address reads through the view). */
  loadBytes(mem: Term, addr: Term, bytes: number): Term {
    return this.shadows.load(mem, addr, bytes) ?? load(mem, addr, bytes, this.layout);
  }

  /** The named memory after storing a `bytes`-byte value at `addr`. */
  storeBytes(mem: Term, addr: Term, value0: Term, bytes: number): Term {
    const value = this.storedValue(value0, bytes);
    const sh = this.shadows.afterStore(mem, addr, value, bytes);
    return this.namedMemory(store(mem, addr, value, bytes, this.layout), sh);
  }

  /**
   * Little-endian stores in order, as one memory state when every address is constant (a global's
   * initializer: no intermediate states, and its view built at once).
   */
  storeAll(mem: Term, stores: readonly StoreItem[]): Term {
    if (!stores.every((s) => this.shadows.isConstant(s.addr)))
      return stores.reduce((m, s) => this.storeBytes(m, s.addr, s.value, s.bytes), mem);
    const named = stores.map((s) => ({ ...s, value: this.storedValue(s.value, s.bytes) }));
    const sh = this.shadows.afterConstStores(mem, named);
    const term = named.reduce((m, s) => store(m, s.addr, s.value, s.bytes, this.layout), mem);
    return this.namedMemory(term, sh);
  }

  /**
   * A computed value is named first: its bytes are slices of the name, not copies of the term
   * (always a name, even for a short term: its slices then read back as the name).
   */
  private storedValue(value0: Term, bytes: number): Term {
    const value =
      bytes > 1 && value0.startsWith('(') ? this.script.name('v', bvSort(bytes * 8), value0) : value0;
    this.shadows.noteValues(value, value0);
    return value;
  }

  /**
   * Memory states are named lazily (emitted only when read) when the caller says every use of
   * them goes through the script (the BMC unrolling); with the view, most states are never read.
   */
  private lazy = false;

  get lazyMemory(): boolean {
    return this.lazy;
  }

  /** Lazy memory also reads computed addresses inside small objects by cases (memoryShadow.ts). */
  set lazyMemory(on: boolean) {
    this.lazy = on;
    this.shadows.objectReads = on
      ? {
          sizeOf: (id) => this.objects.withId(id)?.size,
          arbitrary: (bits) => this.script.declare(this.script.fresh('oob'), bvSort(bits)),
          name: (term, bits) => this.script.nameLazily('v', bvSort(bits), term),
        }
      : undefined;
  }

  /** Names a memory term and records its view. */
  namedMemory(term: Term, sh: Shadow | undefined): Term {
    const name = this.lazy
      ? this.script.nameLazily('m', this.layout.memSort, term)
      : this.script.define('m', this.layout.memSort, term);
    this.shadows.set(name, sh);
    return name;
  }

  /**
   * The named memory after copying `bytes` bytes from `src` to `dst` (struct assignment). The
   * bytes are read a pointer's width at a time where whole words fit, each word named as a stored
   * value: a pointer member copied reads back from the copy as one named value with its possible
   * values, not as a concatenation of bytes chosen by cases, so a dereference of it stays a case
   * split over its targets.
   */
  copyBytes(mem: Term, dst: Term, src: Term, bytes: number): Term {
    const srcBytes: Term[] = [];
    const word = this.layout.ptrBits / 8;
    for (let i = 0; i < bytes;) {
      const w = i + word <= bytes ? word : 1;
      const a = i === 0 ? src : app('bvadd', src, bvLit(BigInt(i), this.layout.ptrBits));
      const v = w === 1 ? this.loadBytes(mem, a, 1) : this.storedValue(this.loadBytes(mem, a, w), w);
      if (w > 1) this.shadows.noteStored(v, w);
      for (let k = 0; k < w; k++) srcBytes.push(w === 1 ? v : extract(v, 8 * k + 7, 8 * k));
      i += w;
    }
    const sh = this.shadows.afterWrites(mem, dst, bytes, (i) => srcBytes[i]);
    if (sh) {
      // every byte is known through the view: store the bytes read (constants where they are)
      let m = mem;
      for (let i = 0; i < bytes; i++)
        m = app('store', m, app('bvadd', dst, bvLit(BigInt(i), this.layout.ptrBits)), srcBytes[i]);
      return this.namedMemory(m, sh);
    }
    return this.namedMemory(copy(mem, dst, src, bytes, this.layout), undefined);
  }

  /** The named memory `ite(lits[0], mems[0], ... mems[n-1])` of a join (exclusive literals). */
  mergeMemory(lits: readonly Term[], mems: readonly Term[]): Term {
    let t = mems[mems.length - 1];
    for (let i = mems.length - 2; i >= 0; i--) t = ite(lits[i], mems[i], t);
    if (t === mems[0] && mems.every((m) => m === t)) return t;
    return this.namedMemory(t, this.shadows.merge(lits, mems));
  }

  bits(t: CType): number {
    return scalarBits(t, this.layout);
  }

  varObject(v: VarSymbol, frame: FrameRef): MemoryObject {
    return this.objects.objectFor(`var:${varKey(v, frame)}`, v.type, v.name);
  }

  /** A function's address: an object of its own (one byte), so pointers to functions compare as C's do. */
  functionObject(f: FunctionSymbol): MemoryObject {
    return this.objects.object(`fn:${f.name}`, 1, `function ${f.name}`);
  }

  stringObject(s: StringLit): MemoryObject {
    let o = this.strings.get(s);
    if (!o) {
      o = this.objects.object(`str:${this.strings.size}`, s.bytes.length + 1, 'string literal');
      this.strings.set(s, o);
    }
    return o;
  }

  /** The value of a scalar expression, as a bit-vector of its type's width. */
  value(e: Expr, st: SymState, frame: FrameRef): Term {
    // An array used as a value is its first element's address (C's decay), also where the IR
    // indexes an aggregate initializer's array directly.
    if (e.type.kind === 'array' && e.kind !== 'Decay') return this.address(e, st, frame);
    switch (e.kind) {
      case 'IntConst':
        return bvLit(e.value, e.type.bits);
      case 'VarRef': {
        if (inMemory(e.symbol)) return this.loadType(st.mem, this.address(e, st, frame), e.type);
        const t = st.vars.get(varKey(e.symbol, frame));
        if (t !== undefined) return t;
        // Read before any write on this path (e.g. a goto over the declaration): any value.
        return this.script.declare(this.script.fresh('undef'), bvSort(this.bits(e.type)));
      }
      case 'Cast':
        return this.cast(e.operand, e.type, st, frame);
      case 'Unary': {
        if (e.op === '!') return this.boolToBv(not(this.cond(e.operand, st, frame)), this.bits(e.type));
        const v = this.value(e.operand, st, frame);
        return app(e.op === '-' ? 'bvneg' : 'bvnot', v);
      }
      case 'Binary':
        return this.binary(e, st, frame);
      case 'Index': {
        const a = this.arrayValue(e);
        if (a) return app('select', this.arrayTerm(a, st, frame), this.arrayIndex(e, st, frame));
        return this.loadLvalue(e, st, frame);
      }
      case 'Member':
      case 'Deref':
        return this.loadLvalue(e, st, frame);
      case 'AddrOf':
        return this.address(e.operand, st, frame);
      case 'Decay':
        return this.address(e.operand, st, frame);
      case 'StringLit':
        return this.objects.base(this.stringObject(e));
      case 'FuncRef':
        return this.objects.base(this.functionObject(e.symbol));
      case 'MemCheck':
        return this.boolToBv(this.memCheck(), this.bits(e.type));
      case 'Unsupported':
        throw new EncodeUnsupported(e.feature);
      default:
        throw new Error(`internal: impure expression ${e.kind} on a CFA edge`);
    }
  }

  /**
   * A memory-safety test (`--check memory`/`leak`) is not encoded: it may fail anywhere (a fresh
   * Boolean), so no SMT engine proves one, and a path through its failure does not replay.
   * Concrete runs decide these properties (pipeline/portfolio/singleRun.ts, random testing).
   */
  private memCheck(): Term {
    return this.script.declare(this.script.fresh('memcheck'), 'Bool');
  }

  /** The array `e` indexes when it is encoded as a value. */
  private arrayValue(e: Expr): VarSymbol | undefined {
    const v = this.arrayValues.size > 0 ? indexedArray(e) : undefined;
    return v && this.arrayValues.has(v) ? v : undefined;
  }

  /** The SMT sort of an array value: pointer-width index to element. */
  arraySort(v: VarSymbol): string {
    if (v.type.kind !== 'array') throw new Error(`internal: ${v.name} is no array`);
    return `(Array ${bvSort(this.layout.ptrBits)} ${bvSort(this.bits(v.type.of))})`;
  }

  private arrayTerm(v: VarSymbol, st: SymState, frame: FrameRef): Term {
    const t = st.vars.get(varKey(v, frame));
    if (t === undefined) throw new Error(`internal: array value ${v.name} has no term`);
    return t;
  }

  /** The index of `a[i]` as a pointer-width bit-vector (sign-extended from a signed type). */
  private arrayIndex(e: Extract<Expr, { kind: 'Index' }>, st: SymState, frame: FrameRef): Term {
    const it = e.index.type;
    return resize(
      this.value(e.index, st, frame),
      this.bits(it),
      this.layout.ptrBits,
      it.kind === 'int' && it.signed,
    );
  }

  /** A controlling expression as an SMT Boolean (non-zero = true). */
  cond(e: Expr, st: SymState, frame: FrameRef): Term {
    if (e.kind === 'MemCheck') return this.memCheck();
    if (e.kind === 'Unary' && e.op === '!') return not(this.cond(e.operand, st, frame));
    if (e.kind === 'Binary' && ['<', '<=', '>', '>=', '==', '!='].includes(e.op))
      return this.compare(e, st, frame);
    const v = this.value(e, st, frame);
    return not(eq(v, bvLit(0n, this.bits(e.type))));
  }

  boolToBv(c: Term, width: number): Term {
    return ite(c, bvLit(1n, width), bvLit(0n, width));
  }

  private compare(e: Extract<Expr, { kind: 'Binary' }>, st: SymState, frame: FrameRef): Term {
    const l = this.value(e.left, st, frame);
    const r = this.value(e.right, st, frame);
    if (e.op === '==') return eq(l, r);
    if (e.op === '!=') return not(eq(l, r));
    const signed = e.left.type.kind === 'int' && e.left.type.signed;
    return app((signed ? CMP_SIGNED : CMP_UNSIGNED)[e.op], l, r);
  }

  private binary(e: Extract<Expr, { kind: 'Binary' }>, st: SymState, frame: FrameRef): Term {
    if (['<', '<=', '>', '>=', '==', '!='].includes(e.op)) {
      return this.boolToBv(this.compare(e, st, frame), this.bits(e.type));
    }
    const lt = e.left.type;
    const rt = e.right.type;
    if (lt.kind === 'pointer' && rt.kind === 'pointer') {
      // ptr - ptr: byte difference divided by the element size, as ptrdiff_t.
      const diff = app('bvsub', this.value(e.left, st, frame), this.value(e.right, st, frame));
      const size = sizeOf(lt.to, this.model) ?? 1;
      const q = size === 1 ? diff : app('bvsdiv', diff, bvLit(BigInt(size), this.layout.ptrBits));
      return resize(q, this.layout.ptrBits, this.bits(e.type), true);
    }
    if (lt.kind === 'pointer')
      return this.pointerOffset(this.value(e.left, st, frame), lt.to, e.right, e.op === '-', st, frame);
    const l = this.value(e.left, st, frame);
    const r = this.value(e.right, st, frame);
    const signed = e.type.kind === 'int' && e.type.signed;
    switch (e.op) {
      case '+':
        return app('bvadd', l, r);
      case '-':
        return app('bvsub', l, r);
      case '*':
        return app('bvmul', l, r);
      case '/':
        return app(signed ? 'bvsdiv' : 'bvudiv', l, r);
      case '%':
        return app(signed ? 'bvsrem' : 'bvurem', l, r);
      case '&':
        return app('bvand', l, r);
      case '|':
        return app('bvor', l, r);
      case '^':
        return app('bvxor', l, r);
      case '<<':
      case '>>': {
        const w = this.bits(e.type);
        const amount = resize(r, this.bits(rt), w, false);
        if (e.op === '<<') return app('bvshl', l, amount);
        return app(signed ? 'bvashr' : 'bvlshr', l, amount);
      }
      default:
        throw new Error(`internal: operator ${e.op}`);
    }
  }

  /** `p ± i`: the pointer moved by i elements of `elem`. */
  pointerOffset(p: Term, elem: CType, index: Expr, subtract: boolean, st: SymState, frame: FrameRef): Term {
    const size = this.sizeTerm(elem, st, frame);
    const it = index.type;
    const i = resize(
      this.value(index, st, frame),
      this.bits(it),
      this.layout.ptrBits,
      it.kind === 'int' && it.signed,
    );
    const scaled = size === bvLit(1n, this.layout.ptrBits) ? i : app('bvmul', i, size);
    return app(subtract ? 'bvsub' : 'bvadd', p, scaled);
  }

  /** The size of a type in bytes as a pointer-width term: static, or from a VLA's hidden length variables. */
  sizeTerm(t: CType, st: SymState, frame: FrameRef): Term {
    if (t.kind === 'void') return bvLit(1n, this.layout.ptrBits);
    const s = sizeOf(t, this.model);
    if (s !== undefined) return bvLit(BigInt(s), this.layout.ptrBits);
    if (t.kind === 'array' && t.vla && t.lengthExpr) {
      const len = t.lengthExpr;
      const n = resize(this.value(len, st, frame), this.bits(len.type), this.layout.ptrBits, false);
      return app('bvmul', n, this.sizeTerm(t.of, st, frame));
    }
    throw new EncodeUnsupported('size of an incomplete type');
  }

  private cast(operand: Expr, to: CType, st: SymState, frame: FrameRef): Term {
    if (to.kind === 'void') return bvLit(0n, 8);
    const from = operand.type;
    if (to.kind === 'int' && to.ik === 'bool') {
      const c = from.kind === 'int' || from.kind === 'pointer' ? this.cond(operand, st, frame) : undefined;
      if (c === undefined) throw new EncodeUnsupported(`conversion from ${from.kind} to _Bool`);
      return this.boolToBv(c, to.bits);
    }
    const v = this.value(operand, st, frame);
    const fromBits = this.bits(from.kind === 'array' ? { kind: 'pointer', to: from.of } : from);
    const signed = from.kind === 'int' && from.signed;
    return resize(v, fromBits, this.bits(to), signed);
  }

  /** The address of an lvalue. */
  address(e: Expr, st: SymState, frame: FrameRef): Term {
    switch (e.kind) {
      case 'VarRef':
        if (!inMemory(e.symbol)) throw new Error(`internal: address of register variable ${e.symbol.uid}`);
        return this.objects.base(this.varObject(e.symbol, frame));
      case 'Deref':
        return this.value(e.operand, st, frame);
      case 'Index': {
        const base = this.value(e.base, st, frame);
        return this.pointerOffset(base, e.type, e.index, false, st, frame);
      }
      case 'Member': {
        const f = field(e.record, e.field);
        const base = this.address(e.base, st, frame);
        return f.offset === 0 ? base : app('bvadd', base, bvLit(BigInt(f.offset), this.layout.ptrBits));
      }
      case 'StringLit':
        return this.objects.base(this.stringObject(e));
      case 'FuncRef':
        return this.objects.base(this.functionObject(e.symbol));
      case 'Cast':
        if (e.operand.type.kind === e.type.kind) return this.address(e.operand, st, frame);
        break;
      default:
        break;
    }
    throw new EncodeUnsupported(`address of ${e.kind}`);
  }

  private loadType(mem: Term, addr: Term, t: CType): Term {
    const size = sizeOf(t, this.model);
    if (size === undefined || (t.kind !== 'int' && t.kind !== 'pointer'))
      throw new EncodeUnsupported(`load of ${t.kind}`);
    return this.loadBytes(mem, addr, size);
  }

  private loadLvalue(e: Expr, st: SymState, frame: FrameRef): Term {
    const bf = e.kind === 'Member' ? field(e.record, e.field) : undefined;
    if (bf?.bitWidth !== undefined && e.kind === 'Member') {
      const unitBytes = sizeOf(bf.type, this.model) ?? 4;
      const unit = this.loadBytes(st.mem, this.address(e, st, frame), unitBytes);
      const bits = extract(unit, (bf.bitOffset ?? 0) + bf.bitWidth - 1, bf.bitOffset ?? 0);
      const signed = bf.type.kind === 'int' && bf.type.signed && bf.type.ik !== 'bool';
      return resize(bits, bf.bitWidth, this.bits(e.type), signed);
    }
    return this.loadType(st.mem, this.address(e, st, frame), e.type);
  }

  /** The state after `lhs = value` (value already of lhs's type; records are copied from `rhs`). */
  assign(
    lhs: Expr,
    value: Term | undefined,
    rhs: Expr | undefined,
    st: SymState,
    frame: FrameRef,
    /** The frame `rhs` is read in (a struct argument is read in the caller's frame). */
    rhsFrame: FrameRef = frame,
  ): SymState {
    if (lhs.type.kind === 'record') {
      if (!rhs) throw new Error('internal: record assignment needs its source');
      const size = sizeOf(lhs.type, this.model) ?? 0;
      if (size > 512) throw new EncodeUnsupported('copy of an object larger than 512 bytes');
      const src = this.address(rhs, st, rhsFrame);
      const mem = this.copyBytes(st.mem, this.address(lhs, st, frame), src, size);
      return { vars: st.vars, mem };
    }
    if (value === undefined) throw new Error('internal: scalar assignment needs a value');
    const arr = this.arrayValue(lhs);
    if (arr && lhs.kind === 'Index') {
      const vars = new Map(st.vars);
      const stored = app('store', this.arrayTerm(arr, st, frame), this.arrayIndex(lhs, st, frame), value);
      vars.set(varKey(arr, frame), this.script.define('a', this.arraySort(arr), stored));
      return { vars, mem: st.mem };
    }
    if (lhs.kind === 'VarRef' && !inMemory(lhs.symbol)) {
      const vars = new Map(st.vars);
      const name = this.script.define('v', bvSort(this.bits(lhs.type)), value);
      this.shadows.noteValues(name, value);
      vars.set(varKey(lhs.symbol, frame), name);
      return { vars, mem: st.mem };
    }
    const addr = this.address(lhs, st, frame);
    const bf = lhs.kind === 'Member' ? field(lhs.record, lhs.field) : undefined;
    let mem: Term;
    if (bf?.bitWidth !== undefined) {
      const unitBytes = sizeOf(bf.type, this.model) ?? 4;
      const unitBits = unitBytes * 8;
      const unit = this.loadBytes(st.mem, addr, unitBytes);
      const lo = bf.bitOffset ?? 0;
      const hi = lo + bf.bitWidth - 1;
      const v = resize(value, this.bits(lhs.type), bf.bitWidth, false);
      const parts = [
        hi < unitBits - 1 ? extract(unit, unitBits - 1, hi + 1) : '',
        v,
        lo > 0 ? extract(unit, lo - 1, 0) : '',
      ].filter((p) => p !== '');
      mem = this.storeBytes(st.mem, addr, parts.length === 1 ? parts[0] : app('concat', ...parts), unitBytes);
    } else {
      const size = sizeOf(lhs.type, this.model);
      if (size === undefined) throw new EncodeUnsupported('store of an incomplete type');
      mem = this.storeBytes(st.mem, addr, value, size);
    }
    return { vars: st.vars, mem };
  }
}

function field(def: RecordDef, name: string): Field {
  const f = def.fields.find((x) => x.name === name);
  if (!f) throw new Error(`internal: no field ${name} in ${def.tag}`);
  return f;
}
