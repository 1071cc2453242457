// Linear integer views of bit-vector Horn clauses, for Farkas' lemma (condinv). Every bit-vector is
// read as the signed integer it encodes; a clause constraint becomes a disjunction of conjunctions
// of linear rows (`sum a_v * v + c <= 0`). Where the integer reading and the bit-vector semantics
// can differ (an addition that may overflow, an unsigned comparison of a value that may be
// negative, a truncation), the disjunct carries a side condition: a row that must hold in the
// invariant's region for the integer reasoning to be sound. What is not linear (a product of two
// variables, division, bitwise operations, memory) becomes a fresh variable, which only weakens
// the constraint. The result is used to search for invariants; the certificate is always
// re-checked bit-precisely.

import { expandLets, parseSexp, type Sexp } from '../../smt/sexp';
import type { HornClause } from '../../encodings/horn/horn';

import { dnf, simplify } from './dnf';
import {
  add,
  constExpr,
  FALSE_F,
  rangeRows,
  scale,
  sub,
  tagged,
  TRUE_F,
  varExpr,
  type Disjunct,
  type Formula,
  type LinExpr,
  type ParamRow,
  type Row,
} from './rows';

/** A clause in the linear view: predicate arguments as linear expressions, the constraint as DNF. */
export interface LinearClause {
  readonly source: HornClause;
  readonly apps: readonly { readonly pred: string; readonly args: readonly LinExpr[] }[];
  readonly target?: { readonly pred: string; readonly args: readonly LinExpr[] };
  readonly disjuncts: readonly Disjunct[];
  /** The clause could not be read (its reason); nothing can be proved through it. */
  readonly unreadable?: string;
}

export class NotLinear extends Error {}

const and = (...xs: Formula[]): Formula => ({ k: 'and', xs });
const or = (...xs: Formula[]): Formula => ({ k: 'or', xs });
const row = (r: Row): Formula => ({ k: 'row', row: r });
const sides = (rs: Row[]): Formula => and(...rs.map((r): Formula => ({ k: 'side', row: r })));

// ---- terms ----

interface Scope {
  readonly widths: Map<string, number>;
  readonly bools: Map<string, Sexp>;
  fresh: number;
  /** Definitions and side conditions of the terms read so far (conjoined to the clause). */
  readonly defs: Formula[];
  /** Facts about the fresh variables (hold wherever the term is read). */
  readonly facts: Formula[];
  /** Side conditions numbered so far (inner terms get smaller numbers). */
  sides: number;
  /** Fresh variables of terms read before, by term. */
  readonly memo: Map<string, LinExpr>;
}

/** A term's width, or 0 for non-bit-vectors. */
function widthOf(s: Sexp, scope: Scope): number {
  if (typeof s === 'string') {
    if (s.startsWith('#b')) return s.length - 2;
    if (s.startsWith('#x')) return (s.length - 2) * 4;
    return scope.widths.get(s) ?? 0;
  }
  const [op] = s;
  if (Array.isArray(op)) {
    if (op[1] === 'extract') return Number(op[2]) - Number(op[3]) + 1;
    if (op[1] === 'sign_extend' || op[1] === 'zero_extend') return Number(op[2]) + widthOf(s[1], scope);
    return 0;
  }
  if (op === '_' && typeof s[1] === 'string' && s[1].startsWith('bv')) return Number(s[2]);
  if (op === 'concat') return widthOf(s[1], scope) + widthOf(s[2], scope);
  if (op === 'ite') return widthOf(s[2], scope);
  if (op === 'select') return scope.widths.get(`select:${printKey(s[1])}`) ?? 8;
  if (typeof op === 'string' && op.startsWith('bv') && !/^bv[su]?(lt|le|gt|ge)$/.test(op))
    return widthOf(s[1], scope);
  return 0;
}
const printKey = (s: Sexp): string => (typeof s === 'string' ? s : `(${s.map(printKey).join(' ')})`);

function literal(s: Sexp): { value: bigint; width: number } | undefined {
  if (typeof s === 'string') {
    if (s.startsWith('#b')) return { value: BigInt(`0b${s.slice(2)}`), width: s.length - 2 };
    if (s.startsWith('#x')) return { value: BigInt(`0x${s.slice(2)}`), width: (s.length - 2) * 4 };
    return undefined;
  }
  if (s.length === 3 && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv'))
    return { value: BigInt(s[1].slice(2)), width: Number(s[2]) };
  return undefined;
}

function freshVar(scope: Scope, width: number, key?: string): LinExpr {
  const known = key === undefined ? undefined : scope.memo.get(key);
  if (known) return known;
  const v = `_f${scope.fresh++}`;
  scope.widths.set(v, width);
  const e = varExpr(v);
  if (key !== undefined) scope.memo.set(key, e);
  return e; // its range is among the clause's ranges
}

/** The signed integer reading of a bit-vector term. */
function term(s: Sexp, scope: Scope): LinExpr {
  const w = widthOf(s, scope);
  const lit = literal(s);
  if (lit) return constExpr(BigInt.asIntN(lit.width, lit.value));
  if (typeof s === 'string') {
    if (!scope.widths.has(s)) throw new NotLinear(`unknown symbol ${s}`);
    return varExpr(s);
  }
  const [op, ...xs] = s;
  // the result as a fresh variable defined by `e` where the side conditions hold
  const checked = (e: LinExpr, conds: Row[] = rangeRows(e, w)): LinExpr => {
    const id = scope.sides++;
    const f = freshVar(scope, w);
    scope.defs.push(
      and(...eqList(f, e).map((r) => row(tagged(r, id)))),
      sides(conds.map((r) => tagged(r, id))),
    );
    return f;
  };
  if (Array.isArray(op)) {
    if (op[1] === 'sign_extend') return term(xs[0], scope);
    if (op[1] === 'zero_extend') {
      const e = term(xs[0], scope);
      return checked(e, [scale(e, -1n)]);
    }
    if (op[1] === 'extract' && op[3] === '0') return checked(term(xs[0], scope));
    return freshVar(scope, w, printKey(s));
  }
  const key = printKey(s);
  switch (op) {
    case 'bvadd':
      return checked(xs.map((x) => term(x, scope)).reduce((a, b) => add(a, b)));
    case 'bvsub':
      return checked(sub(term(xs[0], scope), term(xs[1], scope)));
    case 'bvneg':
      return checked(scale(term(xs[0], scope), -1n));
    case 'bvmul': {
      const k = xs.map(literal);
      const i = k.findIndex((x) => x !== undefined);
      if (xs.length !== 2 || i < 0) return freshVar(scope, w, key);
      const lk = k[i]!;
      return checked(scale(term(xs[1 - i], scope), BigInt.asIntN(lk.width, lk.value)));
    }
    case 'bvsrem':
    case 'bvurem': {
      const k = literal(xs[1]);
      if (scope.memo.has(key)) return scope.memo.get(key)!;
      const f = freshVar(scope, w, key);
      if (k && BigInt.asIntN(k.width, k.value) > 0n) {
        const m = BigInt.asIntN(k.width, k.value) - 1n;
        scope.facts.push(and(row(sub(f, constExpr(m))), row(sub(scale(f, -1n), constExpr(m)))));
      }
      return f;
    }
    case 'ite': {
      if (scope.memo.has(key)) return scope.memo.get(key)!;
      const f = freshVar(scope, w, key);
      const c = formula(xs[0], scope);
      const th = withDefs(scope, () => term(xs[1], scope));
      const el = withDefs(scope, () => term(xs[2], scope));
      scope.facts.push(
        or(and(c.pos, th.defs, eqRows(f, th.e)), and(c.neg, el.defs, eqRows(f, el.e))),
        c.defs,
      );
      return f;
    }
    default:
      return freshVar(scope, w, key);
  }
}

function withDefs(scope: Scope, f: () => LinExpr): { e: LinExpr; defs: Formula } {
  const before = scope.defs.length;
  const e = f();
  const defs = and(...scope.defs.splice(before));
  return { e, defs };
}

const eqList = (a: LinExpr, b: LinExpr): Row[] => [sub(a, b), sub(b, a)];
const eqRows = (a: LinExpr, b: LinExpr): Formula => and(...eqList(a, b).map(row));

// ---- formulas ----

/** A Boolean term: its definitions (hold either way), and its positive and negative forms. */
interface Lit {
  readonly defs: Formula;
  readonly pos: Formula;
  readonly neg: Formula;
}

const COMPARE: Readonly<Record<string, [boolean, 'le' | 'lt', boolean]>> = {
  // [unsigned, relation, swapped]
  bvsle: [false, 'le', false],
  bvslt: [false, 'lt', false],
  bvsge: [false, 'le', true],
  bvsgt: [false, 'lt', true],
  bvule: [true, 'le', false],
  bvult: [true, 'lt', false],
  bvuge: [true, 'le', true],
  bvugt: [true, 'lt', true],
};

function formula(s: Sexp, scope: Scope): Lit {
  if (s === 'true') return { defs: TRUE_F, pos: TRUE_F, neg: FALSE_F };
  if (s === 'false') return { defs: TRUE_F, pos: FALSE_F, neg: TRUE_F };
  if (typeof s === 'string') {
    const def = scope.bools.get(s);
    if (def !== undefined) {
      scope.bools.delete(s); // a definition is used once per occurrence; guard against cycles
      try {
        return formula(def, scope);
      } finally {
        scope.bools.set(s, def);
      }
    }
    return { defs: TRUE_F, pos: TRUE_F, neg: TRUE_F }; // unknown Boolean: either way
  }
  const [op, ...xs] = s;
  const sub_ = (): Lit[] => xs.map((x) => formula(x, scope));
  switch (op) {
    case 'not': {
      const a = formula(xs[0], scope);
      return { defs: a.defs, pos: a.neg, neg: a.pos };
    }
    case 'and': {
      const ls = sub_();
      return {
        defs: and(...ls.map((l) => l.defs)),
        pos: and(...ls.map((l) => l.pos)),
        neg: or(...ls.map((l) => l.neg)),
      };
    }
    case 'or': {
      const ls = sub_();
      return {
        defs: and(...ls.map((l) => l.defs)),
        pos: or(...ls.map((l) => l.pos)),
        neg: and(...ls.map((l) => l.neg)),
      };
    }
    case '=>': {
      const [a, b] = sub_();
      return { defs: and(a.defs, b.defs), pos: or(a.neg, b.pos), neg: and(a.pos, b.neg) };
    }
    case 'ite': {
      const [c, a, b] = sub_();
      return {
        defs: and(c.defs, a.defs, b.defs),
        pos: or(and(c.pos, a.pos), and(c.neg, b.pos)),
        neg: or(and(c.pos, a.neg), and(c.neg, b.neg)),
      };
    }
    case '=':
    case 'distinct': {
      if (xs.length !== 2) throw new NotLinear('n-ary equality');
      let l: Lit;
      if (widthOf(xs[0], scope) > 0 || widthOf(xs[1], scope) > 0) {
        const { e: d, defs } = withDefs(scope, () => sub(term(xs[0], scope), term(xs[1], scope)));
        l = {
          defs,
          pos: eqRows(d, constExpr(0n)),
          neg: or(row(add(d, constExpr(1n))), row(add(scale(d, -1n), constExpr(1n)))),
        };
      } else if (isArrayLike(xs[0], scope) || isArrayLike(xs[1], scope)) {
        l = { defs: TRUE_F, pos: TRUE_F, neg: TRUE_F };
      } else {
        const [a, b] = sub_();
        l = {
          defs: and(a.defs, b.defs),
          pos: or(and(a.pos, b.pos), and(a.neg, b.neg)),
          neg: or(and(a.pos, b.neg), and(a.neg, b.pos)),
        };
      }
      return op === '=' ? l : { defs: l.defs, pos: l.neg, neg: l.pos };
    }
    default: {
      const cmp = typeof op === 'string' ? COMPARE[op] : undefined;
      if (!cmp) throw new NotLinear(`unsupported Boolean operation ${printKey(op)}`);
      const [unsigned, rel, swapped] = cmp;
      let id: number | undefined;
      const { e: pair, defs } = withDefs(scope, () => {
        const a = term(xs[0], scope);
        const b = term(xs[1], scope);
        if (unsigned) {
          // an unsigned comparison reads like a signed one where both sides are non-negative
          id = scope.sides++;
          scope.defs.push(sides([scale(a, -1n), scale(b, -1n)].map((r) => tagged(r, id!))));
        }
        return swapped ? sub(b, a) : sub(a, b); // pair <= 0 (le) or pair < 0 (lt)
      });
      const tag = (r: Row): Row => (id === undefined ? r : tagged(r, id));
      const pos = rel === 'le' ? pair : add(pair, constExpr(1n));
      const neg = rel === 'le' ? add(scale(pair, -1n), constExpr(1n)) : scale(pair, -1n);
      return { defs, pos: row(tag(pos)), neg: row(tag(neg)) };
    }
  }
}

function isArrayLike(s: Sexp, scope: Scope): boolean {
  return typeof s === 'string' ? scope.widths.get(s) === -1 : s[0] === 'store';
}

// ---- clauses ----

function sortWidth(sort: string): number {
  const m = /^\(_ BitVec (\d+)\)$/.exec(sort);
  if (m) return Number(m[1]);
  if (sort === 'Bool') return 0;
  return -1; // arrays and the like
}

/** The linear view of a clause; throws NotLinear for what it cannot read. */
export function linearClause(clause: HornClause): LinearClause {
  const widths = new Map<string, number>();
  for (const [v, sort] of clause.vars) widths.set(v, sortWidth(sort));
  const scope: Scope = { widths, bools: new Map(), fresh: 0, sides: 0, defs: [], facts: [], memo: new Map() };
  let constraint: Sexp;
  try {
    constraint = expandLets(parseSexp(clause.constraint), new Map());
  } catch {
    throw new NotLinear('unreadable constraint');
  }
  // Boolean variables defined by a top-level `(= g ...)` are replaced by their definitions
  const conjuncts = flattenAnd(constraint);
  const rest: Sexp[] = [];
  for (const c of conjuncts) {
    if (
      Array.isArray(c) &&
      c[0] === '=' &&
      typeof c[1] === 'string' &&
      widths.get(c[1]) === 0 &&
      !scope.bools.has(c[1])
    )
      scope.bools.set(c[1], c[2]);
    else rest.push(c);
  }
  const parts: Formula[] = [];
  for (const c of rest) {
    const l = formula(c, scope);
    parts.push(l.defs, l.pos);
  }
  const args = (xs: readonly string[]): LinExpr[] =>
    xs.map((a) => {
      const s = parseSexp(a);
      return widthOf(s, scope) > 0 ? term(s, scope) : freshVar(scope, 0);
    });
  const apps = clause.apps.map((a) => ({ pred: a.pred, args: args(a.args) }));
  const target = clause.target ? { pred: clause.target.pred, args: args(clause.target.args) } : undefined;
  parts.push(...scope.defs, ...scope.facts);
  const keep = new Set<string>();
  for (const a of [...apps, ...(target ? [target] : [])])
    for (const e of a.args) for (const v of e.coef.keys()) keep.add(v);
  const ranges = [...widths].filter(([, w]) => w > 0).flatMap(([v, w]) => rangeRows(varExpr(v), w));
  const disjuncts = dnf(and(...parts)).flatMap((d) => simplify(d, keep, ranges) ?? []);
  return { source: clause, apps, ...(target ? { target } : {}), disjuncts };
}

function flattenAnd(s: Sexp): Sexp[] {
  return Array.isArray(s) && s[0] === 'and' ? s.slice(1).flatMap(flattenAnd) : [s];
}

/**
 * The linear rows of a predicate's invariant conjunct (a bit-vector term over `a0`, `a1`, ...) when
 * it is a conjunction of linear comparisons whose integer reading needs no side condition; else [].
 */
export function paramRows(text: string, widths: readonly number[]): ParamRow[] {
  const scope: Scope = {
    widths: new Map(),
    bools: new Map(),
    fresh: 0,
    sides: 0,
    defs: [],
    facts: [],
    memo: new Map(),
  };
  widths.forEach((w, j) => scope.widths.set(`a${j}`, w > 0 ? w : -1));
  try {
    const l = formula(expandLets(parseSexp(text), new Map()), scope);
    const raw = dnf({ k: 'and', xs: [l.defs, l.pos, ...scope.defs] });
    if (raw.length !== 1) return [];
    // the fresh variables of the arithmetic eliminated (the side conditions are checked below)
    const untag = (r: Row): Row => ({ coef: r.coef, c: r.c });
    const params = new Set(widths.map((_, j) => `a${j}`));
    const one = simplify({ rows: raw[0].rows.map(untag), sides: raw[0].sides.map(untag) }, params);
    if (!one) return [];
    const ds = [one];
    // side conditions that hold for every value of the parameters (wide arithmetic) are no obstacle
    const always = (r: Row): boolean =>
      [...r.coef].reduce((m, [v, k]) => {
        const w = scope.widths.get(v) ?? 0;
        if (w <= 0) return m + (1n << 200n);
        const hi = (1n << BigInt(w - 1)) - 1n;
        return m + (k > 0n ? k * hi : -k * (hi + 1n));
      }, r.c) <= 0n;
    if (ds.length !== 1 || !ds[0].sides.every(always)) return [];
    return ds[0].rows
      .filter((r) => [...r.coef.keys()].every((v) => /^a\d+$/.test(v)))
      .map((r) => ({ coef: widths.map((_, j) => r.coef.get(`a${j}`) ?? 0n), c: r.c }));
  } catch (e) {
    if (e instanceof NotLinear || e instanceof Error) return [];
    throw e;
  }
}
