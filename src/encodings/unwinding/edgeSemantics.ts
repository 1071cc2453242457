// What one CFA edge does to a symbolic state in the BMC encoding: the condition under which it is
// taken, the state after it, and the nondeterministic inputs it creates (havoc results,
// indeterminate locals), in the order the concrete interpreter consumes them.

import type { AllocEdge, CfaEdge, DeclEdge } from '../../ir/cfa';
import type { VarSymbol } from '../../frontend/ast';
import { sizeOf } from '../../frontend/dataModel';
import type { ArrayType, CType } from '../../frontend/types';
import { entryObjectName } from '../../ir/entryObjects';
import { ExprEncoder, varKey, type FrameRef, type SymState } from '../../smt/exprEncoder';
import { EncodeUnsupported, MAX_STORED_REGION, inMemory, load, region } from '../../smt/memoryModel';
import { FALSE, TRUE, app, bvLit, bvSort, literal, not, resize, type Term } from '../../smt/smtlib';
import { InputNamer } from './inputNames';
import { decidedByInterval, intervalConstraint, type InputInterval } from './inputSplits';
import type { PendingInput } from './state';
import { reallocatedMemory, type HeapSizes } from './reallocation';

export interface EdgeEffect {
  readonly cond: Term;
  readonly state: SymState;
  readonly inputs: readonly PendingInput[];
}

/** At most this many indeterminate scalars of one aggregate become inputs (as the interpreter does). */
const MAX_AGGREGATE_INPUTS = 64;

export class EdgeSemantics {
  /** Sizes of the heap blocks allocated in this unrolling (for realloc). */
  private readonly heapSizes: HeapSizes = new Map();
  private readonly names: InputNamer;

  constructor(
    readonly enc: ExprEncoder,
    /** Inputs fixed to a value (a case of a split, inputSplits.ts), by term name. */
    readonly fixed: ReadonlyMap<string, bigint> = new Map(),
    /** Inputs known to lie in an interval (the "other" cases of a split), by term name. */
    readonly intervals: ReadonlyMap<string, InputInterval> = new Map(),
  ) {
    this.names = new InputNamer(() => enc.script.fresh('inx'));
  }

  /** The value an input stands for in the state: its fixed value, or its term. */
  valueOf(input: PendingInput): Term {
    const v = this.fixed.get(input.term);
    return v === undefined ? input.term : bvLit(v, input.width);
  }

  private get script() {
    return this.enc.script;
  }

  /** A fresh input of a scalar type; _Bool inputs are constrained to 0 or 1. */
  freshInput(
    type: CType,
    source: PendingInput['source'],
    edgeId: number | undefined,
    name: string,
    /** Where the input is made (inputNames.ts): its instance's site and edge, or the parameter. */
    site: string,
  ): PendingInput {
    const width = this.enc.bits(type);
    const term = this.script.declare(this.names.name(site), bvSort(width));
    if (type.kind === 'int' && type.ik === 'bool') this.script.assert(app('bvule', term, bvLit(1n, width)));
    this.restrict(term, width);
    return { source, edgeId, name, term, width, signed: type.kind === 'int' && type.signed };
  }

  /** The case's restriction of an input: its fixed value or its interval (a case of a split). */
  private restrict(term: Term, width: number): void {
    const v = this.fixed.get(term);
    if (v !== undefined) this.script.assert(app('=', term, bvLit(v, width)));
    const iv = this.intervals.get(term);
    if (iv !== undefined && iv.width !== width)
      throw new Error(`internal: split interval of ${iv.width} bits on input ${term} of ${width} bits`);
    if (iv !== undefined) this.script.assert(intervalConstraint(term, iv));
  }

  /** `site`: the instance's place in the program's executions (state.ts instanceSite). */
  effect(e: CfaEdge, st: SymState, frame: FrameRef, instanceKey: string, site: string): EdgeEffect {
    const enc = this.enc;
    switch (e.kind) {
      case 'blank':
        return { cond: TRUE, state: st, inputs: [] };
      case 'assume': {
        const c = enc.cond(e.cond, st, frame);
        const cond = e.truth ? c : not(c);
        const decided = decidedByInterval(cond, this.intervals);
        return { cond: decided === undefined ? cond : decided ? TRUE : FALSE, state: st, inputs: [] };
      }
      case 'assign': {
        const value = e.lhs.type.kind === 'record' ? undefined : enc.value(e.rhs, st, frame);
        return { cond: TRUE, state: enc.assign(e.lhs, value, e.rhs, st, frame), inputs: [] };
      }
      case 'havoc': {
        const input = this.freshInput(
          e.lhs.type,
          e.reason === 'nondet' ? 'nondet' : 'external',
          e.id,
          e.callee,
          `${site}>${e.id}`,
        );
        const value = this.valueOf(input);
        return { cond: TRUE, state: enc.assign(e.lhs, value, undefined, st, frame), inputs: [input] };
      }
      case 'decl':
        return this.decl(e, st, frame, `${site}>${e.id}`);
      case 'alloc':
        return this.alloc(e, st, frame, instanceKey);
      case 'free':
        return { cond: TRUE, state: st, inputs: [] };
      default:
        throw new Error(`internal: edge ${e.kind} is handled by the unroller`);
    }
  }

  /** A local comes into scope: zero, or indeterminate (one input per scalar, in layout order). */
  private decl(e: DeclEdge, st: SymState, frame: FrameRef, site: string): EdgeEffect {
    const v = e.variable;
    const enc = this.enc;
    if (enc.arrayValues.has(v)) {
      // an array encoded as a value (Horn clauses only): zero, or an arbitrary array (no inputs:
      // the Horn encoding has no replay)
      const sort = enc.arraySort(v);
      const init = e.zeroInit
        ? `((as const ${sort}) ${bvLit(0n, enc.bits((v.type as ArrayType).of))})`
        : this.script.declare(this.script.fresh('arr'), sort);
      return { cond: TRUE, state: setVar(st, varKey(v, frame), init), inputs: [] };
    }
    if (!inMemory(v)) {
      if (e.zeroInit)
        return { cond: TRUE, state: setVar(st, varKey(v, frame), bvLit(0n, enc.bits(v.type))), inputs: [] };
      const input = this.freshInput(v.type, 'uninit', e.id, v.name, site);
      return { cond: TRUE, state: setVar(st, varKey(v, frame), this.valueOf(input)), inputs: [input] };
    }
    const obj = enc.varObject(v, frame);
    const base = enc.objects.base(obj);
    const size = this.objectSize(v, st, frame);
    const bytes = sizeOf(v.type, enc.model);
    if (e.zeroInit)
      return { cond: TRUE, state: this.withRegion(st, base, size, undefined, bytes), inputs: [] };
    const req = { source: 'uninit' as const, edgeId: e.id, name: v.name, site };
    return { cond: TRUE, ...this.freshObject(st, base, size, v.type, bytes, req) };
  }

  /**
   * The object at `base` with indeterminate contents: one input per scalar leaf of `type`, in
   * layout order (none for a type without leaves), read from a fresh array.
   */
  private freshObject(
    st: SymState,
    base: Term,
    size: Term,
    type: CType,
    bytes: number | undefined,
    req: Pick<PendingInput, 'source' | 'edgeId' | 'name'> & { readonly site: string },
  ): { state: SymState; inputs: PendingInput[] } {
    const enc = this.enc;
    const fresh = this.script.declare(this.script.fresh('u'), enc.layout.memSort);
    const inputs: PendingInput[] = [];
    for (const leaf of scalarLeaves(type, 0, enc) ?? []) {
      const n = sizeOf(leaf.type, enc.model) ?? 1;
      const addr = app('bvadd', base, bvLit(BigInt(leaf.offset), enc.layout.ptrBits));
      const term = load(fresh, addr, n, enc.layout);
      if (leaf.type.kind === 'int' && leaf.type.ik === 'bool') {
        // the interpreter's _Bool input is 0/1: the byte in memory is that value
        this.script.assert(app('bvule', term, bvLit(1n, 8)));
      }
      const named = this.script.declare(this.names.name(req.site), bvSort(n * 8));
      this.script.assert(app('=', named, term));
      this.restrict(named, n * 8);
      const { source, edgeId, name } = req;
      const signed = leaf.type.kind === 'int' && leaf.type.signed;
      inputs.push({ source, edgeId, name, term: named, width: n * 8, signed });
    }
    return { state: this.withRegion(st, base, size, fresh, bytes), inputs };
  }

  /** The heap block an entry's pointer parameter points to (ir/entryObjects.ts): its base and inputs. */
  entryObject(
    type: ArrayType,
    p: VarSymbol,
    st: SymState,
  ): { state: SymState; base: Term; inputs: PendingInput[] } {
    const enc = this.enc;
    const bytes = sizeOf(type, enc.model);
    if (bytes === undefined) throw new EncodeUnsupported(`object of incomplete type (${p.name})`);
    const name = entryObjectName(p);
    const base = enc.objects.base(enc.objects.object(`entry:${p.uid}`, bytes, name));
    const size = bvLit(BigInt(bytes), enc.layout.ptrBits);
    const req = { source: 'param' as const, edgeId: undefined, name, site: `entry:${p.uid}` };
    return { base, ...this.freshObject(st, base, size, type, bytes, req) };
  }

  /** A parameter object in a new frame, zero-filled before the argument is stored into it. */
  zeroObject(v: VarSymbol, frame: FrameRef, st: SymState): SymState {
    const obj = this.enc.varObject(v, frame);
    const size = sizeOf(v.type, this.enc.model);
    if (size === undefined) throw new EncodeUnsupported(`parameter of incomplete type (${v.name})`);
    return this.withRegion(
      st,
      this.enc.objects.base(obj),
      bvLit(BigInt(size), this.enc.layout.ptrBits),
      undefined,
      size,
    );
  }

  private objectSize(v: VarSymbol, st: SymState, frame: FrameRef): Term {
    const enc = this.enc;
    const s = sizeOf(v.type, enc.model);
    if (s !== undefined) return bvLit(BigInt(s), enc.layout.ptrBits);
    if (v.type.kind === 'array' && v.type.vla) return enc.sizeTerm(v.type, st, frame);
    throw new EncodeUnsupported(`object of incomplete type (${v.name})`);
  }

  private withRegion(
    st: SymState,
    base: Term,
    size: Term,
    fresh: Term | undefined,
    bytes?: number,
  ): SymState {
    const mem = region(st.mem, base, size, fresh, this.enc.layout, bytes);
    // a small object at a constant address: its bytes are known (zero, or the fresh array's)
    const known =
      bytes !== undefined && bytes <= MAX_STORED_REGION
        ? this.enc.shadows.afterWrites(st.mem, base, bytes, (i) => {
            if (fresh === undefined) return bvLit(0n, 8);
            const a = i === 0 ? base : app('bvadd', base, bvLit(BigInt(i), this.enc.layout.ptrBits));
            return app('select', fresh, a);
          })
        : this.enc.shadows.withRegion(st.mem, base, fresh);
    return { vars: st.vars, mem: this.enc.namedMemory(mem, known) };
  }

  /** malloc/calloc/alloca: a fresh object per unrolled allocation site; malloc'd bytes are indeterminate. */
  private alloc(e: AllocEdge, st: SymState, frame: FrameRef, instanceKey: string): EdgeEffect {
    const enc = this.enc;
    const size = resize(enc.value(e.size, st, frame), enc.bits(e.size.type), enc.layout.ptrBits, false);
    const n = literal(size);
    // a block of constant size is an object of that size (its computed accesses read by cases)
    const known = n && n.value < 2n ** BigInt(enc.layout.offBits) ? Number(n.value) : undefined;
    const obj = enc.objects.object(`heap:${instanceKey}:${e.id}`, known, 'heap');
    const base = enc.objects.base(obj);
    const fresh = e.zeroed ? undefined : this.script.declare(this.script.fresh('h'), enc.layout.memSort);
    let state: SymState;
    if (e.resized && fresh) {
      const p = enc.value(e.resized, st, frame);
      const mem = reallocatedMemory(enc, this.script, this.heapSizes, st.mem, p, base, size, fresh);
      state = { vars: st.vars, mem };
    } else
      state = this.withRegion(
        st,
        base,
        size,
        fresh,
        n && n.value <= MAX_STORED_REGION ? Number(n.value) : undefined,
      );
    this.heapSizes.set(obj.id, size);
    if (e.lhs)
      state = enc.assign(
        e.lhs,
        resize(base, enc.layout.ptrBits, enc.bits(e.lhs.type), false),
        undefined,
        state,
        frame,
      );
    return { cond: TRUE, state, inputs: [] };
  }
}

export function setVar(st: SymState, key: string, term: Term): SymState {
  const vars = new Map(st.vars);
  vars.set(key, term);
  return { vars, mem: st.mem };
}

interface Leaf {
  readonly offset: number;
  readonly type: CType;
}

/** The scalar members of an object in layout order, or undefined when there are too many. */
function scalarLeaves(t: CType, offset: number, enc: ExprEncoder): Leaf[] | undefined {
  const out: Leaf[] = [];
  const walk = (ty: CType, off: number): boolean => {
    if (out.length > MAX_AGGREGATE_INPUTS) return false;
    if (ty.kind === 'int' || ty.kind === 'pointer') {
      out.push({ offset: off, type: ty });
      return true;
    }
    if (ty.kind === 'array' && ty.length !== undefined) {
      const es = sizeOf(ty.of, enc.model) ?? 0;
      for (let i = 0; i < ty.length; i++) if (!walk(ty.of, off + i * es)) return false;
      return true;
    }
    if (ty.kind === 'record' && !ty.def.isUnion && ty.def.fields.every((f) => f.bitWidth === undefined)) {
      for (const f of ty.def.fields) if (!walk(f.type, off + f.offset)) return false;
      return true;
    }
    return false;
  };
  return walk(t, offset) && out.length <= MAX_AGGREGATE_INPUTS ? out : undefined;
}
