// Which objects pointer parameters reach, for keeping them as values in the Horn encoding
// (fieldValues.ts builds the view from these facts). An object is a variable of one of three shapes:
// a struct of integer and fixed-length integer-array fields, an integer whose address is taken,
// or a fixed-length integer array. A parameter points to such objects when every call passes
// `&s`, `&x`, the array `a` (decayed), or a parameter of the same kind, and the parameter itself is
// only dereferenced (`p->f`; `*p`, `p[i]` for an array), tested against null, or passed on. Its
// mode: `global` when all its calls reach one global object (then `p->f` is that global's field),
// `copy` when they reach its callers' locals of one shape (then the function gets the object as
// values of its own, copied in at the call and back at the return; exact because nothing else
// reaches the object during the call: its address goes only to such parameters, and no call
// passes one object to two of them). Any other use leaves the object or parameter out.

import type { Expr, VarSymbol } from '../frontend/ast';
import type { CType, IntType, RecordDef } from '../frontend/types';
import { compatibleRecords } from '../frontend/types';
import type { CallEdge, ProgramCfa } from './cfa';
import { edgeOperands } from './cfaCheck';
import { sameRepr } from './exprMake';
import { children, initializerExprs } from './pure';

export type Shape =
  | { readonly kind: 'record'; readonly def: RecordDef }
  | { readonly kind: 'scalar'; readonly type: IntType }
  | { readonly kind: 'array'; readonly elem: IntType; readonly length: number };

export type Mode = { readonly copy: Shape } | { readonly global: VarSymbol };

export interface Pointees {
  /** The objects kept as values, with their shapes. */
  readonly objs: ReadonlyMap<VarSymbol, Shape>;
  /** The parameters rewritten, with their modes. */
  readonly params: ReadonlyMap<VarSymbol, Mode>;
}

/** A pointer parameter's pointee: a struct, or an integer (of a scalar or of an array). */
type Pointee =
  { readonly kind: 'record'; readonly def: RecordDef } | { readonly kind: 'int'; readonly type: IntType };

/** Where a pointer argument comes from: an object, or a parameter passed on. */
type Source = { readonly obj: VarSymbol } | { readonly param: VarSymbol };
type Join = Mode | 'bad';

/** A struct whose fields can all be values: integers and fixed-length integer arrays. */
export function splittable(t: CType): RecordDef | undefined {
  if (t.kind !== 'record') return undefined;
  const d = t.def;
  const ok = (f: RecordDef['fields'][number]): boolean =>
    f.bitWidth === undefined && f.name !== '' && (f.type.kind === 'int' || intArray(f.type) !== undefined);
  return !d.isUnion && d.complete && d.fields.length > 0 && d.fields.every(ok) ? d : undefined;
}

function intArray(t: CType): { elem: IntType; length: number } | undefined {
  if (t.kind !== 'array' || t.vla || (t.length ?? 0) <= 0 || t.of.kind !== 'int') return undefined;
  return { elem: t.of, length: t.length as number };
}

function shapeOf(v: VarSymbol): Shape | undefined {
  const def = splittable(v.type);
  if (def) return { kind: 'record', def };
  if (v.type.kind === 'int') return v.addressTaken === true ? { kind: 'scalar', type: v.type } : undefined;
  const a = intArray(v.type);
  return a && v.addressTaken !== true ? { kind: 'array', ...a } : undefined;
}

function pointeeOf(p: VarSymbol): Pointee | undefined {
  if (p.type.kind !== 'pointer' || p.addressTaken === true) return undefined;
  const to = p.type.to;
  const def = splittable(to);
  if (def) return { kind: 'record', def };
  return to.kind === 'int' ? { kind: 'int', type: to } : undefined;
}

function samePointee(a: Pointee, b: Pointee): boolean {
  return a.kind === 'record'
    ? b.kind === 'record' && compatibleRecords(a.def, b.def)
    : b.kind === 'int' && sameRepr(a.type, b.type);
}

function sameShape(a: Shape, b: Shape): boolean {
  switch (a.kind) {
    case 'record':
      return b.kind === 'record' && compatibleRecords(a.def, b.def);
    case 'scalar':
      return b.kind === 'scalar' && sameRepr(a.type, b.type);
    case 'array':
      return b.kind === 'array' && sameRepr(a.elem, b.elem) && a.length === b.length;
  }
}

function join(a: Join | undefined, b: Join): Join {
  if (a === undefined || a === b) return b;
  if (a === 'bad' || b === 'bad') return 'bad';
  if ('global' in a || 'global' in b)
    return 'global' in a && 'global' in b && a.global === b.global ? a : 'bad';
  return sameShape(a.copy, b.copy) ? a : 'bad';
}

function stripCasts(e: Expr): Expr {
  return e.kind === 'Cast' ? stripCasts(e.operand) : e;
}

/** A comparison of a pointer parameter with a null pointer constant: the parameter, if so. */
export function nullTest(e: Expr): { param: VarSymbol; equal: boolean } | undefined {
  if (e.kind !== 'Binary' || (e.op !== '==' && e.op !== '!=')) return undefined;
  const [l, r] = [stripCasts(e.left), stripCasts(e.right)];
  const isNull = (x: Expr): boolean => x.kind === 'IntConst' && x.value === 0n;
  const p = l.kind === 'VarRef' && isNull(r) ? l : r.kind === 'VarRef' && isNull(l) ? r : undefined;
  return p?.type.kind === 'pointer' ? { param: p.symbol, equal: e.op === '==' } : undefined;
}

/** A bare pointer as a condition (`if (p)`): the variable. */
export function truthTest(e: Expr): VarSymbol | undefined {
  const x = stripCasts(e);
  return x.kind === 'VarRef' && x.type.kind === 'pointer' ? x.symbol : undefined;
}

/** The pointees of `cfa`'s parameters; undefined when there is nothing to keep (or an unsupported edge hides operands). */
export function pointees(cfa: ProgramCfa): Pointees | undefined {
  const a = new Analysis(cfa);
  if (!a.collect()) return undefined;
  const mode = a.settle();
  const objs = new Map([...a.objs].filter(([v]) => !a.bad.has(v)));
  const params = new Map<VarSymbol, Mode>();
  for (const q of a.params.keys()) {
    const m = mode.get(q);
    if (!a.bad.has(q) && m !== undefined && m !== 'bad') params.set(q, m);
  }
  const useful = params.size > 0 || [...objs.values()].some((s) => s.kind !== 'array');
  return useful ? { objs, params } : undefined;
}

class Analysis {
  readonly objs = new Map<VarSymbol, Shape>();
  readonly params = new Map<VarSymbol, Pointee>();
  readonly bad = new Set<VarSymbol>();
  /** Parameters indexed (`p[i]`): they must reach arrays. */
  private readonly indexed = new Set<VarSymbol>();
  private readonly sites = new Map<VarSymbol, Source[]>();
  private readonly calls: [VarSymbol, Source][][] = [];

  constructor(private readonly cfa: ProgramCfa) {}

  collect(): boolean {
    const cfa = this.cfa;
    const obj = (v: VarSymbol): void => {
      const s = shapeOf(v);
      if (s) this.objs.set(v, s);
    };
    for (const { variable: v } of cfa.globals) if (!v.externOnly) obj(v);
    for (const fn of cfa.functions.values()) {
      fn.locals.forEach(obj);
      for (const p of fn.params) {
        const pt = pointeeOf(p);
        if (pt) this.params.set(p, pt);
        else if (p.type.kind === 'int') obj(p); // a parameter whose address is taken
      }
    }
    if (this.objs.size === 0) return false;
    for (const fn of cfa.functions.values()) {
      for (const n of fn.nodes) {
        for (const e of n.out) {
          if (e.kind === 'unsupported') return false;
          if (e.kind === 'call') this.call(e);
          else if (e.kind === 'assume' && this.isParam(truthTest(e.cond))) continue;
          else for (const [, x] of edgeOperands(e)) this.use(x);
        }
      }
    }
    for (const { init } of cfa.globals) for (const x of initializerExprs(init)) this.use(x);
    return true;
  }

  private isParam(v: VarSymbol | undefined): boolean {
    return v !== undefined && this.params.has(v);
  }

  private paramRef(x: Expr, kind: Pointee['kind']): VarSymbol | undefined {
    return x.kind === 'VarRef' && this.params.get(x.symbol)?.kind === kind ? x.symbol : undefined;
  }

  /** Whether `x` is the base of a field access of a candidate (`s` of `s.f`, `*p` of `p->f`). */
  private fieldBase(x: Expr): boolean {
    if (x.kind === 'VarRef') return this.objs.get(x.symbol)?.kind === 'record';
    return x.kind === 'Deref' && this.paramRef(x.operand, 'record') !== undefined;
  }

  /** The candidate under an lvalue's fields and elements (`s` of `&s.a[i]`). */
  private rootOf(x: Expr): VarSymbol | undefined {
    if (x.kind === 'VarRef') return x.symbol;
    if (x.kind === 'Deref' && x.operand.kind === 'VarRef') return x.operand.symbol;
    if (x.kind === 'Member' || x.kind === 'Index') return this.rootOf(x.base);
    if (x.kind === 'Decay') return this.rootOf(x.operand);
    return undefined;
  }

  /** Marks what a use of `x` makes unfit: a candidate used other than through what it holds. */
  private use(x: Expr): void {
    if (x.kind === 'Member' && this.fieldBase(x.base)) return;
    if (x.kind === 'Deref' && this.paramRef(x.operand, 'int')) return;
    if (x.kind === 'Index') {
      const p = this.paramRef(x.base, 'int');
      if (p) this.indexed.add(p);
      const b = x.base.kind === 'Decay' ? x.base.operand : x.base;
      const named = b.kind === 'VarRef' && this.objs.get(b.symbol)?.kind === 'array';
      if (p || named || (b.kind === 'Member' && this.fieldBase(b.base))) return this.use(x.index);
    }
    const t = nullTest(x);
    if (t && this.params.has(t.param)) return;
    if (x.kind === 'AddrOf' || x.kind === 'Decay') {
      const r = this.rootOf(x.operand);
      if (r) this.bad.add(r);
    }
    if (x.kind === 'VarRef' && this.objs.get(x.symbol)?.kind !== 'scalar') this.bad.add(x.symbol);
    for (const c of children(x)) this.use(c);
  }

  private call(e: CallEdge): void {
    const callee = this.cfa.functions.get(e.callee);
    const mine: [VarSymbol, Source][] = [];
    e.args.forEach((a, i) => {
      const q = callee?.params[i];
      const pt = q ? this.params.get(q) : undefined;
      const src = q && pt ? this.sourceOf(a, pt) : undefined;
      if (q && src) {
        mine.push([q, src]);
        this.sites.set(q, [...(this.sites.get(q) ?? []), src]);
        return;
      }
      if (q && pt) this.bad.add(q);
      this.use(a);
    });
    this.calls.push(mine);
    if (e.lhs) this.use(e.lhs);
  }

  private sourceOf(a: Expr, pt: Pointee): Source | undefined {
    if (a.kind === 'VarRef') {
      const q = this.params.get(a.symbol);
      return q && samePointee(q, pt) ? { param: a.symbol } : undefined;
    }
    const v =
      (a.kind === 'AddrOf' || a.kind === 'Decay') && a.operand.kind === 'VarRef'
        ? a.operand.symbol
        : undefined;
    const s = v ? this.objs.get(v) : undefined;
    if (!v || !s) return undefined;
    if (a.kind === 'AddrOf' && s.kind === 'record' && pt.kind === 'record')
      return compatibleRecords(s.def, pt.def) ? { obj: v } : undefined;
    if (a.kind === 'AddrOf' && s.kind === 'scalar' && pt.kind === 'int')
      return sameRepr(s.type, pt.type) ? { obj: v } : undefined;
    if (a.kind === 'Decay' && s.kind === 'array' && pt.kind === 'int')
      return sameRepr(s.elem, pt.type) ? { obj: v } : undefined;
    return undefined;
  }

  /**
   * The parameters' modes, dropping candidates until what is left is consistent: a parameter
   * reaches one global or locals of one shape (an indexed one, arrays), an object passed to a
   * dropped parameter is dropped, and no call passes one object to two copying parameters.
   */
  settle(): Map<VarSymbol, Join> {
    for (;;) {
      const mode = this.modes();
      const before = this.bad.size;
      for (const q of this.params.keys()) {
        const m = mode.get(q);
        const shape =
          m === undefined || m === 'bad' ? undefined : 'copy' in m ? m.copy : this.objs.get(m.global);
        if (!shape || (this.indexed.has(q) && shape.kind !== 'array')) this.bad.add(q);
      }
      for (const call of this.calls) {
        const seen = new Set<VarSymbol>();
        for (const [q, src] of call) {
          const s = 'obj' in src ? src.obj : src.param;
          const m = mode.get(q);
          if (this.bad.has(q))
            this.bad.add(s); // passed as a plain pointer
          else if (m !== undefined && m !== 'bad' && 'copy' in m) {
            if (seen.has(s)) this.bad.add(q);
            seen.add(s);
          }
        }
      }
      if (this.bad.size === before) return mode;
    }
  }

  /** Least fixpoint of each parameter's mode over its sources. */
  private modes(): Map<VarSymbol, Join> {
    const mode = new Map<VarSymbol, Join>();
    const of = (s: Source): Join | undefined => {
      const v = 'obj' in s ? s.obj : s.param;
      if (this.bad.has(v)) return 'bad';
      if ('param' in s) return mode.get(v);
      const global = v.storage === 'global' || v.storage === 'static-local';
      return global ? { global: v } : { copy: this.objs.get(v) as Shape };
    };
    for (let changed = true; changed;) {
      changed = false;
      for (const q of this.params.keys()) {
        if (this.bad.has(q)) continue;
        let m: Join | undefined;
        for (const s of this.sites.get(q) ?? []) {
          const sm = of(s);
          if (sm !== undefined) m = join(m, sm);
        }
        const old = mode.get(q);
        if (m !== undefined && (old === undefined || join(old, m) !== old)) {
          mode.set(q, old === undefined ? m : join(old, m));
          changed = true;
        }
      }
    }
    return mode;
  }
}
