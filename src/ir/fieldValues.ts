// Struct fields as values, for the Horn encoding (encodings/horn): a struct variable whose fields
// are integers or fixed-length integer arrays, used only as `s.f` and passed only as `&s` to
// pointer parameters that are used only as `p->f` (and in null tests), is split into one variable
// per field. Such a parameter reads and writes either one global struct (every call passes `&g`,
// or a parameter that does) or its callers' locals; in the second case it gets the fields as
// parameters of its own, copied in at the call and back at the return (copy-in/copy-out). That is
// exact because nothing else reaches the object during the call: its address goes only to such
// parameters, and no call passes one object to two of them. Every other struct stays in memory,
// where the Horn encoding rejects it. The view rewrites the CFA's edges; the CFA is not changed.

import type { Expr, Initializer, VarSymbol } from '../frontend/ast';
import type { CType, IntType, RecordDef } from '../frontend/types';
import type { CallEdge, CfaEdge, CfaFunction, ProgramCfa } from './cfa';
import { edgeOperands } from './cfaCheck';
import { intConst, varRef } from './exprMake';
import { children, mapChildren } from './pure';

type Global = ProgramCfa['globals'][number];

/** A program's variables with the splittable structs split into fields (identity when none is). */
export interface ValueView {
  /** Whether any struct is split. */
  readonly split: boolean;
  readonly globals: readonly Global[];
  /** The parameters that stay, then the fields copied in from the callers (`outs`). */
  params(fn: CfaFunction): readonly VarSymbol[];
  locals(fn: CfaFunction): readonly VarSymbol[];
  /** The fields a function gets from its callers' structs and hands back when it returns. */
  outs(fn: CfaFunction): readonly VarSymbol[];
  /** `e` over the fields: one edge, or one declaration per field of a split struct. */
  edges(e: CfaEdge): readonly CfaEdge[];
  /** The caller's variables a call copies into `outs(callee)` and back, in that order. */
  copies(e: CallEdge): readonly VarSymbol[];
}

const INT: IntType = { kind: 'int', ik: 'int', bits: 32, signed: true };

/** A struct whose fields can all be values: integers and fixed-length integer arrays. */
function splittable(t: CType): RecordDef | undefined {
  if (t.kind !== 'record') return undefined;
  const d = t.def;
  const ok = (f: RecordDef['fields'][number]): boolean =>
    f.bitWidth === undefined &&
    f.name !== '' &&
    (f.type.kind === 'int' ||
      (f.type.kind === 'array' && !f.type.vla && (f.type.length ?? 0) > 0 && f.type.of.kind === 'int'));
  return !d.isUnion && d.complete && d.fields.length > 0 && d.fields.every(ok) ? d : undefined;
}

function stripCasts(e: Expr): Expr {
  return e.kind === 'Cast' ? stripCasts(e.operand) : e;
}

function isNull(e: Expr): boolean {
  const x = stripCasts(e);
  return x.kind === 'IntConst' && x.value === 0n;
}

/** Where a pointer argument comes from: `&s`, or a parameter passed on. */
type Source = { readonly obj: VarSymbol } | { readonly param: VarSymbol };
type Mode = 'copy' | 'bad' | VarSymbol;

interface Facts {
  objs: Map<VarSymbol, RecordDef>;
  params: Map<VarSymbol, RecordDef>;
  bad: Set<VarSymbol>;
  /** The sources of each candidate parameter, over all calls. */
  sites: Map<VarSymbol, Source[]>;
  /** Each call's sources of candidate parameters. */
  calls: [VarSymbol, Source][][];
}

const views = new WeakMap<ProgramCfa, ValueView>();

/** The view of `cfa` (computed once per CFA). */
export function fieldValues(cfa: ProgramCfa): ValueView {
  let v = views.get(cfa);
  if (!v) views.set(cfa, (v = buildView(cfa)));
  return v;
}

/** Drops the view of `cfa` (after its edges were changed in place). */
export function forgetFieldValues(cfa: ProgramCfa): void {
  views.delete(cfa);
}

function buildView(cfa: ProgramCfa): ValueView {
  const facts = collect(cfa);
  if (!facts) return plainView(cfa);
  const mode = settle(facts);
  const objs = [...facts.objs.keys()].filter((s) => !facts.bad.has(s));
  if (objs.length === 0) return plainView(cfa);
  return new SplitView(cfa, new Set(objs), mode, facts);
}

/** The candidates and their uses; undefined when an unsupported edge hides its operands. */
function collect(cfa: ProgramCfa): Facts | undefined {
  const f: Facts = { objs: new Map(), params: new Map(), bad: new Set(), sites: new Map(), calls: [] };
  for (const { variable: v } of cfa.globals) {
    const d = splittable(v.type);
    if (d && !v.externOnly) f.objs.set(v, d);
  }
  for (const fn of cfa.functions.values()) {
    for (const v of fn.locals) {
      const d = splittable(v.type);
      if (d) f.objs.set(v, d);
    }
    for (const p of fn.params) {
      const d = p.type.kind === 'pointer' ? splittable(p.type.to) : undefined;
      if (d && p.addressTaken !== true) f.params.set(p, d);
    }
  }
  if (f.objs.size === 0) return undefined;
  const use = (x: Expr): void => visitUse(f, x);
  for (const fn of cfa.functions.values()) {
    for (const n of fn.nodes) {
      for (const e of n.out) {
        if (e.kind === 'unsupported') return undefined;
        if (e.kind === 'call') callUses(cfa, f, e);
        else if (e.kind === 'assume' && isParamRef(f, stripCasts(e.cond))) continue;
        else for (const [, x] of edgeOperands(e)) use(x);
      }
    }
  }
  for (const { init } of cfa.globals) for (const x of initExprs(init)) use(x);
  return f;
}

function isParamRef(f: Facts, x: Expr): boolean {
  return x.kind === 'VarRef' && f.params.has(x.symbol);
}

/** The split variable `x` names as the base of a field access (`s` of `s.f`, `p` of `p->f`). */
function fieldBase(f: Facts, x: Expr): VarSymbol | undefined {
  if (x.kind === 'VarRef' && f.objs.has(x.symbol)) return x.symbol;
  if (x.kind === 'Deref' && isParamRef(f, x.operand)) return (x.operand as { symbol: VarSymbol }).symbol;
  return undefined;
}

/** The variable under an lvalue's fields and elements (`s` of `&s.a[i]`), if a candidate. */
function rootOf(f: Facts, x: Expr): VarSymbol | undefined {
  const b = fieldBase(f, x);
  if (b) return b;
  if (x.kind === 'Member' || x.kind === 'Decay') return rootOf(f, x.kind === 'Member' ? x.base : x.operand);
  if (x.kind === 'Index') return rootOf(f, x.base);
  return undefined;
}

/** Marks what a use of `x` makes unsplittable: a candidate named other than through its fields. */
function visitUse(f: Facts, x: Expr): void {
  if (x.kind === 'Member' && fieldBase(f, x.base)) return;
  if (x.kind === 'Index') {
    const b = x.base.kind === 'Decay' ? x.base.operand : x.base;
    if (b.kind === 'Member' && fieldBase(f, b.base)) return visitUse(f, x.index); // `s.a[i]`
  }
  if (x.kind === 'Binary' && (x.op === '==' || x.op === '!=')) {
    const [l, r] = [stripCasts(x.left), stripCasts(x.right)];
    if ((isParamRef(f, l) && isNull(r)) || (isParamRef(f, r) && isNull(l))) return; // a null test
  }
  if (x.kind === 'AddrOf' || x.kind === 'Decay') {
    const r = rootOf(f, x.operand);
    if (r) f.bad.add(r);
  }
  if (x.kind === 'VarRef') f.bad.add(x.symbol);
  for (const c of children(x)) visitUse(f, c);
}

/** A call: the sources of its candidate parameters, and the uses of its other operands. */
function callUses(cfa: ProgramCfa, f: Facts, e: CallEdge): void {
  const callee = cfa.functions.get(e.callee);
  const mine: [VarSymbol, Source][] = [];
  e.args.forEach((a, i) => {
    const q = callee?.params[i];
    const src = q && f.params.has(q) ? sourceOf(f, a, f.params.get(q) as RecordDef) : undefined;
    if (q && src) {
      mine.push([q, src]);
      f.sites.set(q, [...(f.sites.get(q) ?? []), src]);
      return;
    }
    if (q && f.params.has(q)) f.bad.add(q);
    visitUse(f, a);
  });
  f.calls.push(mine);
  if (e.lhs) visitUse(f, e.lhs);
}

function sourceOf(f: Facts, a: Expr, def: RecordDef): Source | undefined {
  if (a.kind === 'AddrOf' && a.operand.kind === 'VarRef' && f.objs.get(a.operand.symbol) === def)
    return { obj: a.operand.symbol };
  if (a.kind === 'VarRef' && f.params.get(a.symbol) === def) return { param: a.symbol };
  return undefined;
}

/**
 * The parameters' modes, dropping from the candidates until what is left is consistent: a
 * parameter reaches one global or only locals (never both, never nothing), an object passed to a
 * dropped parameter is dropped, and no call passes one object to two copying parameters.
 */
function settle(f: Facts): Map<VarSymbol, Mode> {
  for (;;) {
    const mode = modes(f);
    const before = f.bad.size;
    for (const q of f.params.keys()) {
      const m = mode.get(q);
      if (m === undefined || m === 'bad') f.bad.add(q);
    }
    for (const call of f.calls) {
      const seen = new Set<VarSymbol>();
      for (const [q, src] of call) {
        const s = 'obj' in src ? src.obj : src.param;
        if (f.bad.has(q))
          f.bad.add(s); // passed as a plain pointer
        else if (mode.get(q) === 'copy') {
          if (seen.has(s)) f.bad.add(q);
          seen.add(s);
        }
      }
    }
    if (f.bad.size === before) return mode;
  }
}

/** Least fixpoint of each parameter's mode over its sources. */
function modes(f: Facts): Map<VarSymbol, Mode> {
  const mode = new Map<VarSymbol, Mode>();
  const of = (s: Source): Mode | undefined => {
    const v = 'obj' in s ? s.obj : s.param;
    if (f.bad.has(v)) return 'bad';
    if ('param' in s) return mode.get(v);
    return v.storage === 'global' || v.storage === 'static-local' ? v : 'copy';
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const q of f.params.keys()) {
      if (f.bad.has(q)) continue;
      let m: Mode | undefined;
      for (const s of f.sites.get(q) ?? []) {
        const sm = of(s);
        if (sm !== undefined) m = m === undefined || m === sm ? sm : 'bad';
      }
      if (m !== undefined && m !== mode.get(q)) {
        mode.set(q, m);
        changed = true;
      }
    }
  }
  return mode;
}

function initExprs(init: Initializer | undefined): Expr[] {
  if (!init) return [];
  if (init.kind === 'scalar') return [init.expr];
  return init.elements.flatMap(([, x]) => initExprs(x));
}

/** The program's own variables and edges: nothing split. */
export function plainView(cfa: ProgramCfa): ValueView {
  return {
    split: false,
    globals: cfa.globals,
    params: (fn) => fn.params,
    locals: (fn) => fn.locals,
    outs: () => [],
    edges: (e) => [e],
    copies: () => [],
  };
}

/** The view with `objs` split and the parameters of mode `copy` or a global rewritten. */
class SplitView implements ValueView {
  readonly split = true;
  readonly globals: readonly Global[];
  /** Each split variable's fields, and each copying parameter's. */
  private readonly fields = new Map<VarSymbol, Map<string, VarSymbol>>();
  /** Each rewritten parameter's struct: its own fields (copy) or the global's. */
  private readonly target = new Map<VarSymbol, VarSymbol>();
  private readonly paramsOf = new Map<string, readonly VarSymbol[]>();

  constructor(
    cfa: ProgramCfa,
    private readonly objs: ReadonlySet<VarSymbol>,
    mode: ReadonlyMap<VarSymbol, Mode>,
    private readonly facts: Facts,
  ) {
    for (const fn of cfa.functions.values()) this.paramsOf.set(fn.name, fn.params);
    for (const s of objs) this.fields.set(s, fieldsOf(s, facts.objs.get(s) as RecordDef, '.', s.storage));
    for (const [q, def] of facts.params) {
      const m = mode.get(q);
      if (facts.bad.has(q) || m === undefined || m === 'bad') continue;
      if (m === 'copy') this.fields.set(q, fieldsOf(q, def, '->', 'param'));
      this.target.set(q, m === 'copy' ? q : m);
    }
    this.globals = cfa.globals.flatMap((g) => {
      const fs = this.fields.get(g.variable);
      if (!fs) return [g];
      return [...fs.values()].map((variable, i) => {
        const init = g.init?.kind === 'aggregate' ? g.init.elements.find(([k]) => k === i)?.[1] : undefined;
        return init ? { variable, init } : { variable };
      });
    });
  }

  params(fn: CfaFunction): readonly VarSymbol[] {
    return [...fn.params.filter((p) => !this.target.has(p)), ...this.outs(fn)];
  }

  locals(fn: CfaFunction): readonly VarSymbol[] {
    return fn.locals.flatMap((v) => [...(this.objs.has(v) ? this.fieldList(v) : [v])]);
  }

  outs(fn: CfaFunction): readonly VarSymbol[] {
    return fn.params.flatMap((p) => (this.target.get(p) === p ? this.fieldList(p) : []));
  }

  private fieldList(v: VarSymbol): VarSymbol[] {
    return [...(this.fields.get(v)?.values() ?? [])];
  }

  /** The fields `base` names (`s` of `s.f`, `*p` of `p->f`), if split. */
  private fieldsAt(base: Expr): Map<string, VarSymbol> | undefined {
    if (base.kind === 'VarRef' && this.objs.has(base.symbol)) return this.fields.get(base.symbol);
    if (base.kind === 'Deref' && base.operand.kind === 'VarRef') {
      const t = this.target.get(base.operand.symbol);
      return t ? this.fields.get(t) : undefined;
    }
    return undefined;
  }

  private isRewritten(x: Expr): boolean {
    return x.kind === 'VarRef' && this.target.has(x.symbol);
  }

  readonly expr = (x: Expr): Expr => {
    if (x.kind === 'Member') {
      const v = this.fieldsAt(x.base)?.get(x.field);
      if (v) return varRef(v, x.loc);
    }
    if (x.kind === 'Binary' && (x.op === '==' || x.op === '!=')) {
      const [l, r] = [stripCasts(x.left), stripCasts(x.right)];
      // a rewritten parameter always points to an object: it is never null
      if ((this.isRewritten(l) && isNull(r)) || (this.isRewritten(r) && isNull(l)))
        return intConst(x.op === '!=' ? 1n : 0n, x.type.kind === 'int' ? x.type : INT, x.loc);
    }
    return mapChildren(x, this.expr);
  };

  edges(e: CfaEdge): readonly CfaEdge[] {
    switch (e.kind) {
      case 'decl':
        return this.objs.has(e.variable)
          ? this.fieldList(e.variable).map((variable) => ({ ...e, variable }))
          : [e];
      case 'assume': {
        const c = stripCasts(e.cond);
        if (this.isRewritten(c)) return [{ ...e, cond: intConst(1n, INT, e.cond.loc) }];
        return [{ ...e, cond: this.expr(e.cond) }];
      }
      case 'assign':
        return [{ ...e, lhs: this.expr(e.lhs), rhs: this.expr(e.rhs) }];
      case 'havoc':
        return [{ ...e, lhs: this.expr(e.lhs) }];
      case 'return':
        return e.value ? [{ ...e, value: this.expr(e.value) }] : [e];
      case 'call':
        return [this.call(e)];
      case 'alloc':
        return [
          {
            ...e,
            size: this.expr(e.size),
            ...(e.lhs ? { lhs: this.expr(e.lhs) } : {}),
            ...(e.resized ? { resized: this.expr(e.resized) } : {}),
          },
        ];
      case 'free':
        return [{ ...e, pointer: this.expr(e.pointer) }];
      default:
        return [e];
    }
  }

  /** The call without the arguments of rewritten parameters. */
  private call(e: CallEdge): CallEdge {
    const args = e.args.filter((_, i) => !this.targetOfArg(e, i)).map(this.expr);
    return { ...e, args, ...(e.lhs ? { lhs: this.expr(e.lhs) } : {}) };
  }

  private targetOfArg(e: CallEdge, i: number): VarSymbol | undefined {
    const q = this.paramsOf.get(e.callee)?.[i];
    return q ? this.target.get(q) : undefined;
  }

  copies(e: CallEdge): readonly VarSymbol[] {
    const params = this.paramsOf.get(e.callee) ?? [];
    return e.args.flatMap((a, i) => {
      const q = params[i];
      if (!q || this.target.get(q) !== q) return [];
      const from =
        a.kind === 'AddrOf' && a.operand.kind === 'VarRef'
          ? a.operand.symbol
          : (a as { symbol: VarSymbol }).symbol;
      return this.fieldList(from);
    });
  }
}

/** One variable per field of `owner`: `s.f` for a struct, `p->f` for a parameter's struct. */
function fieldsOf(
  owner: VarSymbol,
  def: RecordDef,
  sep: string,
  storage: VarSymbol['storage'],
): Map<string, VarSymbol> {
  return new Map(
    def.fields.map((f) => [
      f.name,
      {
        kind: 'var',
        name: `${owner.name}${sep}${f.name}`,
        uid: `${owner.uid}${sep}${f.name}`,
        type: f.type,
        storage,
        loc: owner.loc,
      },
    ]),
  );
}
