// Linear rows over integer variables, the building blocks of condinv: linear expressions, rows
// `e <= 0`, formulas over rows, and the disjuncts a clause's constraint becomes.

/** `sum coef[v] * v + c` over integer variables. */
export interface LinExpr {
  readonly coef: ReadonlyMap<string, bigint>;
  readonly c: bigint;
  /**
   * On a row: the side condition (by number) it depends on. A definition `w = a + b` holds only
   * where `a + b` does not overflow; the side condition's own rows carry its number too.
   */
  readonly side?: number;
}

/** A row `e <= 0`. */
export type Row = LinExpr;

/**
 * One disjunct of a clause: rows that hold, the value ranges of its variables (facts too, kept apart
 * because they are only needed for the side conditions), and the side conditions (rows that must
 * be implied).
 */
export interface Disjunct {
  readonly rows: readonly Row[];
  readonly sides: readonly Row[];
  readonly ranges?: readonly Row[];
}

/** `sum coef[j] * a_j + c <= 0` over a predicate's parameters `a0`, `a1`, ... */
export interface ParamRow {
  readonly coef: readonly bigint[];
  readonly c: bigint;
}

/** A formula over rows: conjunctions and disjunctions; `side` leaves are side conditions. */
export type Formula =
  | { readonly k: 'and' | 'or'; readonly xs: readonly Formula[] }
  | { readonly k: 'row'; readonly row: Row }
  | { readonly k: 'side'; readonly row: Row };

export const TRUE_F: Formula = { k: 'and', xs: [] };
export const FALSE_F: Formula = { k: 'or', xs: [] };

export function lin(coef: ReadonlyMap<string, bigint>, c: bigint): LinExpr {
  const m = new Map<string, bigint>();
  for (const [v, a] of coef) if (a !== 0n) m.set(v, a);
  return { coef: m, c };
}
export const constExpr = (c: bigint): LinExpr => ({ coef: new Map(), c });
export const varExpr = (v: string): LinExpr => ({ coef: new Map([[v, 1n]]), c: 0n });

export function add(a: LinExpr, b: LinExpr, k = 1n): LinExpr {
  const m = new Map(a.coef);
  for (const [v, x] of b.coef) m.set(v, (m.get(v) ?? 0n) + k * x);
  return lin(m, a.c + k * b.c);
}
export const sub = (a: LinExpr, b: LinExpr): LinExpr => add(a, b, -1n);
export const scale = (a: LinExpr, k: bigint): LinExpr => add(constExpr(0n), a, k);

/** Replaces variable `v` by `e` in `x`. */
export function substitute(x: LinExpr, v: string, e: LinExpr): LinExpr {
  const a = x.coef.get(v);
  if (a === undefined) return x;
  const m = new Map(x.coef);
  m.delete(v);
  return add(lin(m, x.c), e, a);
}

/** Rows for `lo <= e <= hi`. */
export function rangeRows(e: LinExpr, width: number): Row[] {
  const hi = (1n << BigInt(width - 1)) - 1n;
  return [add(e, constExpr(-hi)), add(scale(e, -1n), constExpr(-hi - 1n))];
}

/** The row with a side-condition number. */
export const tagged = (r: Row, side: number): Row => ({ coef: r.coef, c: r.c, side });

/** The same tag as `from` (substitution keeps what a row depends on). */
export const tagAs = (r: Row, from: Row): Row => (from.side === undefined ? r : tagged(r, from.side));

export const rowKey = (r: Row): string =>
  `${[...r.coef]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([v, k]) => `${k}*${v}`)
    .join('+')}+${r.c}${r.side === undefined ? '' : `#${r.side}`}`;
