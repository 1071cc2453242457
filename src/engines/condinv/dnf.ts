// Disjunctive normal form of formulas over rows, and the simplification of a disjunct (variables
// eliminated through equalities, contradictions and duplicates dropped), for condinv.

import {
  add,
  rowKey,
  scale,
  substitute,
  tagAs,
  varExpr,
  type Disjunct,
  type Formula,
  type Row,
} from './rows';

export const MAX_DISJUNCTS = 48;

/**
 * The formula as at most `limit` disjuncts; a disjunction that would exceed it is dropped (weakened
 * to true). Disjuncts whose one-variable rows contradict each other are left out, duplicates too.
 */
export function dnf(f: Formula, limit = MAX_DISJUNCTS): Disjunct[] {
  if (f.k === 'row') return [{ rows: [f.row], sides: [] }];
  if (f.k === 'side') return [{ rows: [], sides: [f.row] }];
  if (f.k === 'or') {
    const all = unique(f.xs.flatMap((x) => dnf(x, limit)));
    return all.length > limit ? [{ rows: [], sides: [] }] : all;
  }
  let acc: Disjunct[] = [{ rows: [], sides: [] }];
  // conjuncts without disjunctions first, then the disjunctions, smallest first
  const parts = f.xs.map((x) => dnf(x, limit)).sort((a, b) => a.length - b.length);
  for (const p of parts) {
    if (p.length === 0) return [];
    const next = unique(
      acc.flatMap((a) =>
        p.flatMap((b) => {
          const d = { rows: [...a.rows, ...b.rows], sides: [...a.sides, ...b.sides] };
          return p.length > 1 && contradictory(d.rows) ? [] : [d];
        }),
      ),
    );
    if (next.length > limit) continue; // dropped: a weaker constraint
    acc = next;
  }
  return acc;
}

function unique(ds: Disjunct[]): Disjunct[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k =
      [...new Set(d.rows.map(rowKey))].sort().join(';') +
      '|' +
      [...new Set(d.sides.map(rowKey))].sort().join(';');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The one-variable rows bound some variable from both sides with nothing in between. */
export function contradictory(rows: readonly Row[]): boolean {
  const lo = new Map<string, bigint>();
  const hi = new Map<string, bigint>();
  for (const r of rows) {
    if (r.side !== undefined) continue; // holds only without overflow: no proof of infeasibility
    if (r.coef.size === 0) {
      if (r.c > 0n) return true;
      continue;
    }
    if (r.coef.size !== 1) continue;
    const [[v, k]] = [...r.coef];
    // k v + c <= 0
    if (k > 0n) {
      const b = floorDiv(-r.c, k);
      if (!hi.has(v) || b < hi.get(v)!) hi.set(v, b);
    } else {
      const lb = -floorDiv(r.c, k); // v >= ceil(c / -k)
      if (!lo.has(v) || lb > lo.get(v)!) lo.set(v, lb);
    }
    if (lo.has(v) && hi.has(v) && lo.get(v)! > hi.get(v)!) return true;
  }
  return false;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/**
 * Eliminates variables that are not predicate arguments through the disjunct's equalities, drops
 * rows without variables (undefined when one is false) and the range rows of variables that occur
 * nowhere else.
 */
export function simplify(
  d: Disjunct,
  keep: ReadonlySet<string>,
  ranges: readonly Row[] = [],
): Disjunct | undefined {
  let rows = [...d.rows];
  let sides = [...d.sides];
  for (;;) {
    const keys = new Set(rows.map(rowKey));
    let done = true;
    for (const r of rows) {
      // only an equality that holds unconditionally eliminates (a definition under a side condition stays)
      if (r.side !== undefined || !keys.has(rowKey(scale(r, -1n)))) continue;
      const v = [...r.coef].find(([x, k]) => !keep.has(x) && (k === 1n || k === -1n))?.[0];
      if (v === undefined) continue;
      // r = 0 with coefficient k of v: v = -(r - k v) / k
      const k = r.coef.get(v)!;
      const rest = add(r, varExpr(v), -k);
      const value = scale(rest, -k); // k is +-1, so 1/k = k
      const neg = rowKey(scale(r, -1n));
      const rk = rowKey(r);
      rows = rows
        .filter((x) => rowKey(x) !== rk && rowKey(x) !== neg)
        .map((x) => tagAs(substitute(x, v, value), x));
      sides = sides.map((x) => tagAs(substitute(x, v, value), x));
      done = false;
      break;
    }
    if (done) break;
  }
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const r of rows) {
    if (r.coef.size === 0 && r.side === undefined) {
      if (r.c > 0n) return undefined;
      continue;
    }
    const k = rowKey(r);
    if (!seen.has(k)) out.push(r);
    seen.add(k);
  }
  // the ranges of the variables still there (a range fact is a row over one variable)
  const live = new Set<string>();
  for (const r of [...out, ...sides]) for (const v of r.coef.keys()) live.add(v);
  for (const v of keep) live.add(v);
  return {
    rows: out,
    sides: sides.filter((r) => r.coef.size > 0 || r.c > 0n),
    ranges: ranges.filter((r) => [...r.coef.keys()].every((v) => live.has(v))),
  };
}
