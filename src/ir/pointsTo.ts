// Points-to analysis over the CFA: Andersen's inclusion-based analysis, flow- and
// context-insensitive, field-insensitive (a struct or array is one object). It says which objects
// a pointer may reach, so the IR can drop the branches of a call through a function pointer that
// cannot be taken (pruneDispatch.ts), and it is meant for deciding which objects a dereference may
// touch. The facts are over-approximations for defined behaviour; no verdict rests on them alone
// (a pruned branch falls through to an unsupported edge, see indirectCalls.ts).
//
// Objects: a variable (its name: `g` for a global, `main.x` for a local or a parameter, `f::s`
// for a static local), a heap block per allocation site (`malloc@12:7`), a function (`&f`), the
// string literals (`"…"`, one object), and `?`: an address of unknown origin (an integer made a
// pointer, a body-less function's or a nondet pointer result, an entry's parameter). Loads through
// `?` give `?`; a store through it may reach every object.

import type { Expr, Initializer, VarSymbol } from '../frontend/ast';
import type { CfaEdge, CfaFunction, ProgramCfa } from './cfa';

/** The object of unknown origin. */
export const UNKNOWN_OBJECT = '?';
/** The string literals, as one object. */
export const STRING_OBJECT = '"…"';

export interface PointsToFacts {
  /** Objects the value of `e` (in function `fn`) may point to, sorted. */
  of(fn: string, e: Expr): readonly string[];
  /** Objects variable `v` of function `fn` (any function for a global) may point to, sorted. */
  variable(fn: string, v: VarSymbol): readonly string[];
  /** Every object with what it may hold (its contents' targets), for golden tests and dumps. */
  table(): ReadonlyMap<string, readonly string[]>;
}

type Place = { readonly direct: string } | { readonly through: string };

/** The constraint system: base facts, copies, loads and stores between nodes. */
class Constraints {
  readonly pts = new Map<string, Set<string>>();
  readonly copies: [string, string][] = [];
  readonly loads: [string, string][] = []; // [pointer, into]
  readonly stores: [string, string][] = []; // [from, pointer]
  /** Objects whose contents a store through `?` may change. */
  readonly objects = new Set<string>();
  private temps = 0;

  set(n: string): Set<string> {
    let s = this.pts.get(n);
    if (!s) this.pts.set(n, (s = new Set()));
    return s;
  }
  temp(): string {
    return `#${this.temps++}`;
  }
  base(obj: string): string {
    const t = this.temp();
    this.set(t).add(obj);
    if (obj !== UNKNOWN_OBJECT) this.objects.add(obj);
    return t;
  }

  /** Least solution, by iterating every constraint until nothing changes. */
  solve(): void {
    const addAll = (into: string, from: Iterable<string>): boolean => {
      const s = this.set(into);
      const n = s.size;
      for (const x of from) s.add(x);
      return s.size !== n;
    };
    for (let changed = true; changed;) {
      changed = false;
      for (const [from, to] of this.copies) if (addAll(to, this.set(from))) changed = true;
      for (const [p, into] of this.loads)
        for (const o of [...this.set(p)]) {
          const c = contents(o);
          if (c !== undefined && addAll(into, o === UNKNOWN_OBJECT ? [UNKNOWN_OBJECT] : this.set(c)))
            changed = true;
        }
      for (const [from, p] of this.stores)
        for (const o of [...this.set(p)]) {
          const into = o === UNKNOWN_OBJECT ? [...this.objects] : [o];
          for (const x of into) {
            const c = contents(x);
            if (c !== undefined && addAll(c, this.set(from))) changed = true;
          }
        }
    }
  }
}

/** The node holding what object `o` contains (its own name); none for functions and strings. */
function contents(o: string): string | undefined {
  return o.startsWith('&') || o === STRING_OBJECT ? undefined : o;
}

/** The node (and object) name of a variable seen from function `fn`. */
function varKey(fn: string, v: VarSymbol): string {
  return v.storage === 'local' || v.storage === 'param' ? `${fn}.${v.uid}` : v.uid;
}

/** Builds the constraints of one function's expressions and edges. */
class Generator {
  constructor(
    private readonly c: Constraints,
    private readonly fn: string,
  ) {}

  place(e: Expr): Place {
    switch (e.kind) {
      case 'VarRef':
        return { direct: varKey(this.fn, e.symbol) };
      case 'Deref':
        return { through: this.value(e.operand) };
      case 'Member':
        return this.place(e.base);
      case 'Index':
        return e.base.type.kind === 'array' ? this.place(e.base) : { through: this.value(e.base) };
      default:
        return { direct: this.value(e) }; // not an lvalue: nothing observes a write to it
    }
  }

  /** A node holding the targets of `e`'s value. */
  value(e: Expr): string {
    const c = this.c;
    switch (e.kind) {
      case 'VarRef':
      case 'Deref':
      case 'Member':
      case 'Index': {
        const at = this.place(e);
        if ('direct' in at) return at.direct;
        const t = c.temp();
        c.loads.push([at.through, t]);
        return t;
      }
      case 'FuncRef':
        return c.base(`&${e.symbol.name}`);
      case 'StringLit':
        return c.base(STRING_OBJECT);
      case 'AddrOf':
      case 'Decay': {
        const x = e.operand;
        if (x.kind === 'FuncRef') return c.base(`&${x.symbol.name}`);
        if (x.kind === 'StringLit') return c.base(STRING_OBJECT);
        const at = this.place(x);
        if ('through' in at) return at.through;
        c.objects.add(at.direct);
        return c.base(at.direct);
      }
      case 'Cast': {
        const inner = this.value(e.operand);
        const x = e.operand;
        if (
          e.type.kind !== 'pointer' ||
          x.type.kind === 'pointer' ||
          (x.kind === 'IntConst' && x.value === 0n)
        )
          return inner; // NULL points nowhere
        return this.join([inner, c.base(UNKNOWN_OBJECT)]); // an address made from an integer
      }
      case 'Unary':
        return this.value(e.operand);
      case 'Binary':
      case 'Logical':
        return this.join([this.value(e.left), this.value(e.right)]);
      case 'Conditional':
        return this.join([this.value(e.then), this.value(e.else)]);
      case 'Comma':
        return this.value(e.right);
      case 'Assign': {
        const v = this.value(e.value);
        this.write(this.place(e.target), v);
        return v;
      }
      default:
        return c.temp(); // constants, checks: no address
    }
  }

  private join(nodes: string[]): string {
    const t = this.c.temp();
    for (const n of nodes) this.c.copies.push([n, t]);
    return t;
  }

  write(at: Place, from: string): void {
    if ('direct' in at) this.c.copies.push([from, at.direct]);
    else this.c.stores.push([from, at.through]);
  }

  initializer(target: string, init: Initializer): void {
    if (init.kind === 'scalar') this.c.copies.push([this.value(init.expr), target]);
    else for (const [, part] of init.elements) this.initializer(target, part);
  }

  edge(e: CfaEdge, functions: ReadonlyMap<string, CfaFunction>): void {
    const c = this.c;
    switch (e.kind) {
      case 'assign':
        this.write(this.place(e.lhs), this.value(e.rhs));
        return;
      case 'havoc':
        if (mayHoldAddress(e.lhs.type.kind)) this.write(this.place(e.lhs), c.base(UNKNOWN_OBJECT));
        return;
      case 'call': {
        const callee = functions.get(e.callee);
        if (!callee) return;
        e.args.forEach((a, i) => {
          const p = callee.params[i];
          if (p) c.copies.push([this.value(a), varKey(callee.name, p)]);
        });
        if (e.lhs) this.write(this.place(e.lhs), `ret:${callee.name}`);
        return;
      }
      case 'return':
        if (e.value) c.copies.push([this.value(e.value), `ret:${this.fn}`]);
        return;
      case 'alloc': {
        const site = `${e.allocator}@${e.loc.line}:${e.loc.col}`;
        c.objects.add(site);
        if (e.lhs) this.write(this.place(e.lhs), c.base(site));
        if (e.resized) c.loads.push([this.value(e.resized), site]);
        return;
      }
      default:
        return;
    }
  }
}

function mayHoldAddress(kind: string): boolean {
  return kind === 'pointer' || kind === 'record' || kind === 'array';
}

/** The points-to facts of a whole program. */
export function pointsTo(p: ProgramCfa): PointsToFacts {
  const c = new Constraints();
  const called = new Set<string>();
  for (const f of p.functions.values())
    for (const n of f.nodes) for (const e of n.out) if (e.kind === 'call') called.add(e.callee);
  for (const g of p.globals) {
    if (g.init) new Generator(c, '').initializer(g.variable.uid, g.init);
  }
  for (const f of p.functions.values()) {
    const gen = new Generator(c, f.name);
    // a function nothing calls is an entry (or dead): its parameters come from outside
    if (!called.has(f.name))
      for (const v of f.params) c.copies.push([c.base(UNKNOWN_OBJECT), varKey(f.name, v)]);
    for (const n of f.nodes) for (const e of n.out) gen.edge(e, p.functions);
  }
  c.solve();
  const sorted = (n: string): string[] => [...c.set(n)].sort();
  return {
    of: (fn, e) => {
      const size = c.copies.length + c.loads.length + c.stores.length;
      const n = new Generator(c, fn).value(e);
      if (c.copies.length + c.loads.length + c.stores.length !== size) c.solve();
      return sorted(n);
    },
    variable: (fn, v) => sorted(varKey(fn, v)),
    table: () => {
      const out = new Map<string, string[]>();
      for (const o of [...c.objects].sort()) {
        const s = contents(o);
        if (s !== undefined) out.set(o, sorted(s));
      }
      return out;
    },
  };
}
