// Objects behind pointer parameters as values, for the Horn encoding (encodings/horn): the view of
// a program in which the objects pointees.ts admits are values of the state. A struct is split
// into one variable per field (`s.f`); an integer whose address is taken becomes a plain variable
// again; an array stays one array value. A parameter that reaches one global names it (`p->f` is
// `g.f`, `*p` is `x`, `p[i]` is `a[i]`); one that reaches its callers' locals gets the object as
// values of its own (`p->f`, `*p`, `p`), which each call copies in from its argument's object and
// back when it returns. The view rewrites the CFA's edges as the encoding reads them; the CFA
// itself is not changed.

import type { Expr, Initializer, VarSymbol } from '../frontend/ast';
import type { IntType } from '../frontend/types';
import { arrayOf } from '../frontend/types';
import type { CallEdge, CfaEdge, CfaFunction, ProgramCfa } from './cfa';
import { intConst, varRef } from './exprMake';
import { mapChildren } from './pure';
import { nullTest, pointees, truthTest, type Pointees, type Shape } from './pointees';

type Global = ProgramCfa['globals'][number];

/** A program's variables with the objects behind pointer parameters as values (identity when there are none). */
export interface ValueView {
  /** Whether the view differs from the program. */
  readonly split: boolean;
  readonly globals: readonly Global[];
  /** The parameters that stay, then the values copied in from the callers (`outs`). */
  params(fn: CfaFunction): readonly VarSymbol[];
  locals(fn: CfaFunction): readonly VarSymbol[];
  /** The values a function gets from its callers' objects and hands back when it returns. */
  outs(fn: CfaFunction): readonly VarSymbol[];
  /** `e` over the values: one edge, or one declaration per field of a split struct. */
  edges(e: CfaEdge): readonly CfaEdge[];
  /** The caller's variables a call copies into `outs(callee)` and back, in that order. */
  copies(e: CallEdge): readonly VarSymbol[];
}

const INT: IntType = { kind: 'int', ik: 'int', bits: 32, signed: true };

const views = new WeakMap<ProgramCfa, ValueView>();

/** The view of `cfa` (computed once per CFA). */
export function fieldValues(cfa: ProgramCfa): ValueView {
  let v = views.get(cfa);
  if (!v) {
    const facts = pointees(cfa);
    v = facts ? new PointeeView(cfa, facts) : plainView(cfa);
    views.set(cfa, v);
  }
  return v;
}

/** Drops the view of `cfa` (after its edges were changed in place). */
export function forgetFieldValues(cfa: ProgramCfa): void {
  views.delete(cfa);
}

/** The program's own variables and edges. */
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

class PointeeView implements ValueView {
  readonly split = true;
  readonly globals: readonly Global[];
  /** The values of each object and of each copying parameter, by field (`''` for a scalar or an array). */
  private readonly values = new Map<VarSymbol, Map<string, VarSymbol>>();
  private readonly shapes = new Map<VarSymbol, Shape>();
  /** Each rewritten parameter's object: the global it reaches, or itself (copy). */
  private readonly target = new Map<VarSymbol, VarSymbol>();
  private readonly paramsOf = new Map<string, readonly VarSymbol[]>();

  constructor(cfa: ProgramCfa, facts: Pointees) {
    for (const fn of cfa.functions.values()) this.paramsOf.set(fn.name, fn.params);
    for (const [v, shape] of facts.objs) {
      this.shapes.set(v, shape);
      this.values.set(v, valuesOf(v, shape, false));
    }
    for (const [q, mode] of facts.params) {
      if ('global' in mode) {
        this.target.set(q, mode.global);
        continue;
      }
      this.target.set(q, q);
      this.shapes.set(q, mode.copy);
      this.values.set(q, valuesOf(q, mode.copy, true));
    }
    this.globals = cfa.globals.flatMap((g) => {
      const vs = this.values.get(g.variable);
      if (!vs) return [g];
      return [...vs.values()].map((variable, i) => {
        const init = this.shapes.get(g.variable)?.kind === 'record' ? fieldInit(g.init, i) : g.init;
        return init ? { variable, init } : { variable };
      });
    });
  }

  params(fn: CfaFunction): readonly VarSymbol[] {
    const kept = fn.params.flatMap((p) => (this.target.has(p) ? [] : this.valuesOf(p)));
    return [...kept, ...this.outs(fn)];
  }

  locals(fn: CfaFunction): readonly VarSymbol[] {
    return fn.locals.flatMap((v) => this.valuesOf(v));
  }

  outs(fn: CfaFunction): readonly VarSymbol[] {
    return fn.params.flatMap((p) => (this.target.get(p) === p ? this.valuesOf(p) : []));
  }

  /** The variables standing for `v` in the view (`v` itself when it is not an object). */
  private valuesOf(v: VarSymbol): VarSymbol[] {
    const vs = this.values.get(v);
    return vs ? [...vs.values()] : [v];
  }

  /** The object a rewritten parameter `p` reaches (its values and shape). */
  private reached(x: Expr): { values: Map<string, VarSymbol>; shape: Shape } | undefined {
    const t = x.kind === 'VarRef' ? this.target.get(x.symbol) : undefined;
    const values = t ? this.values.get(t) : undefined;
    const shape = t ? this.shapes.get(t) : undefined;
    return values && shape ? { values, shape } : undefined;
  }

  readonly expr = (x: Expr): Expr => {
    switch (x.kind) {
      case 'Member': {
        const b = x.base;
        const vs =
          b.kind === 'VarRef'
            ? this.values.get(b.symbol)
            : b.kind === 'Deref'
              ? this.reached(b.operand)?.values
              : undefined;
        const v = vs?.get(x.field);
        if (v) return varRef(v, x.loc);
        break;
      }
      case 'Deref': {
        const r = this.reached(x.operand);
        const v = r?.values.get('');
        if (r && v)
          return r.shape.kind === 'array' ? element(v, intConst(0n, INT, x.loc), x) : varRef(v, x.loc);
        break;
      }
      case 'Index': {
        const r = this.reached(x.base);
        const v = r?.values.get('');
        if (r?.shape.kind === 'array' && v) return element(v, this.expr(x.index), x);
        break;
      }
      case 'VarRef': {
        const v =
          this.shapes.get(x.symbol)?.kind === 'scalar' ? this.values.get(x.symbol)?.get('') : undefined;
        if (v) return varRef(v, x.loc);
        break;
      }
      case 'Binary': {
        // a rewritten parameter always points to an object: never null
        const t = nullTest(x);
        if (t && this.target.has(t.param))
          return intConst(t.equal ? 0n : 1n, x.type.kind === 'int' ? x.type : INT, x.loc);
        break;
      }
      default:
        break;
    }
    return mapChildren(x, this.expr);
  };

  edges(e: CfaEdge): readonly CfaEdge[] {
    switch (e.kind) {
      case 'decl':
        return this.values.has(e.variable)
          ? this.valuesOf(e.variable).map((variable) => ({ ...e, variable }))
          : [e];
      case 'assume': {
        const p = truthTest(e.cond);
        if (p && this.target.has(p)) return [{ ...e, cond: intConst(1n, INT, e.cond.loc) }];
        return [{ ...e, cond: this.expr(e.cond) }];
      }
      case 'assign':
        return [{ ...e, lhs: this.expr(e.lhs), rhs: this.expr(e.rhs) }];
      case 'havoc':
        return [{ ...e, lhs: this.expr(e.lhs) }];
      case 'return':
        return e.value ? [{ ...e, value: this.expr(e.value) }] : [e];
      case 'call': {
        // the arguments of rewritten parameters go: the callee names the object, or gets its values
        const params = this.paramsOf.get(e.callee) ?? [];
        const args = e.args.filter((_, i) => !(params[i] && this.target.has(params[i]))).map(this.expr);
        return [{ ...e, args, ...(e.lhs ? { lhs: this.expr(e.lhs) } : {}) }];
      }
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

  copies(e: CallEdge): readonly VarSymbol[] {
    const params = this.paramsOf.get(e.callee) ?? [];
    return e.args.flatMap((a, i) => {
      const q = params[i];
      if (!q || this.target.get(q) !== q) return [];
      const x = a.kind === 'AddrOf' || a.kind === 'Decay' ? a.operand : a;
      if (x.kind !== 'VarRef') throw new Error('internal: a copied argument is not a variable');
      return this.valuesOf(x.symbol);
    });
  }
}

/** `v[index]` with the type of `like` (an element). */
function element(v: VarSymbol, index: Expr, like: Expr): Expr {
  return { kind: 'Index', base: varRef(v, like.loc), index, type: like.type, loc: like.loc };
}

/** The initializer of a struct's `i`-th field. */
function fieldInit(init: Initializer | undefined, i: number): Initializer | undefined {
  return init?.kind === 'aggregate' ? init.elements.find(([k]) => k === i)?.[1] : undefined;
}

/**
 * The values standing for `owner` of `shape`: per field `s.f` (a parameter's `p->f`); a scalar's
 * `x` (not address-taken) or a parameter's `*p`; an array itself, or a parameter's array `p`.
 */
function valuesOf(owner: VarSymbol, shape: Shape, param: boolean): Map<string, VarSymbol> {
  const make = (name: string, uid: string, type: VarSymbol['type']): VarSymbol => ({
    kind: 'var',
    name,
    uid,
    type,
    storage: param ? 'param' : owner.storage,
    loc: owner.loc,
  });
  switch (shape.kind) {
    case 'record': {
      const sep = param ? '->' : '.';
      return new Map(
        shape.def.fields.map((f) => [
          f.name,
          make(`${owner.name}${sep}${f.name}`, `${owner.uid}${sep}${f.name}`, f.type),
        ]),
      );
    }
    case 'scalar':
      return new Map([
        [
          '',
          param
            ? make(`*${owner.name}`, `*${owner.uid}`, shape.type)
            : make(owner.name, owner.uid, owner.type),
        ],
      ]);
    case 'array':
      return new Map([
        ['', param ? make(owner.name, `${owner.uid}[]`, arrayOf(shape.elem, shape.length)) : owner],
      ]);
  }
}
