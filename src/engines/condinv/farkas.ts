// Farkas' lemma, applied locally: "the rows R together with template rows T imply the row g" (or
// "are infeasible") becomes linear constraints over fresh multipliers. Concrete rows get real
// multipliers >= 0; a template row (whose coefficients are unknowns) gets a 0/1 multiplier, which
// keeps the constraints linear in the unknowns. Sound over the rationals, hence over the integers.

import type { LinExpr, Row } from './rows';

/** A row whose coefficients are SMT-LIB integer terms over the template unknowns: `sum coef[v]*v + c <= 0`. */
export interface SymRow {
  readonly coef: ReadonlyMap<string, string>;
  readonly c: string;
}

export function num(n: bigint): string {
  return n < 0n ? `(- ${-n})` : `${n}`;
}

export function symOf(r: Row): SymRow {
  return { coef: new Map([...r.coef].map(([v, a]) => [v, num(a)])), c: num(r.c) };
}

/** Template row `sum_j cs[j] * args[j] + e <= 0` at an application with linear arguments. */
export function instantiate(
  cs: readonly (string | undefined)[],
  e: string,
  args: readonly LinExpr[],
): SymRow {
  const coef = new Map<string, string[]>();
  const consts: string[] = [e];
  args.forEach((a, j) => {
    const c = cs[j];
    if (c === undefined) return;
    for (const [v, k] of a.coef) coef.set(v, [...(coef.get(v) ?? []), times(k, c)]);
    if (a.c !== 0n) consts.push(times(a.c, c));
  });
  return { coef: new Map([...coef].map(([v, ts]) => [v, sum(ts)])), c: sum(consts) };
}

const realNum = (n: bigint): string => (n < 0n ? `(- ${-n}.0)` : `${n}.0`);
const times = (k: bigint, t: string): string => (k === 1n ? t : `(* ${num(k)} ${t})`);
const sum = (ts: readonly string[]): string =>
  ts.length === 0 ? '0' : ts.length === 1 ? ts[0] : `(+ ${ts.join(' ')})`;

/** Collects the declarations of the multipliers; `derive` returns a Boolean term. */
export class FarkasBuilder {
  readonly decls: string[] = [];
  private n = 0;

  /**
   * `rows /\ templ => goal` (goal undefined: `rows /\ templ` is infeasible), as a Boolean term over
   * fresh multipliers.
   */
  derive(rows: readonly Row[], templ: readonly SymRow[], goal?: SymRow): string {
    const id = this.n++;
    const lam = rows.map((_, i) => `l${id}_${i}`);
    const mu = templ.map((_, i) => `m${id}_${i}`);
    for (const l of lam) this.decls.push(`(declare-const ${l} Real)`);
    for (const m of mu) this.decls.push(`(declare-const ${m} Bool)`);
    const parts: string[] = lam.map((l) => `(>= ${l} 0.0)`);
    const vars = new Set<string>();
    for (const r of rows) for (const v of r.coef.keys()) vars.add(v);
    for (const t of templ) for (const v of t.coef.keys()) vars.add(v);
    if (goal) for (const v of goal.coef.keys()) vars.add(v);
    const real = (t: string): string => `(to_real ${t})`;
    const combo = (pick: (r: Row) => bigint, pickT: (t: SymRow) => string | undefined): string => {
      const ts: string[] = [];
      rows.forEach((r, i) => {
        const a = pick(r);
        if (a !== 0n) ts.push(a === 1n ? lam[i] : `(* ${realNum(a)} ${lam[i]})`);
      });
      templ.forEach((t, i) => {
        const c = pickT(t);
        if (c !== undefined) ts.push(`(ite ${mu[i]} ${real(c)} 0.0)`);
      });
      return ts.length === 0 ? '0.0' : ts.length === 1 ? ts[0] : `(+ ${ts.join(' ')})`;
    };
    for (const v of vars) {
      const lhs = combo(
        (r) => r.coef.get(v) ?? 0n,
        (t) => t.coef.get(v),
      );
      const g = goal?.coef.get(v);
      parts.push(`(= ${lhs} ${g === undefined ? '0.0' : real(g)})`);
    }
    const c = combo(
      (r) => r.c,
      (t) => t.c,
    );
    parts.push(goal ? `(>= ${c} ${real(goal.c)})` : `(> ${c} 0.0)`);
    return parts.length === 1 ? parts[0] : `(and ${parts.join(' ')})`;
  }
}
