// condinv's per-component artifacts: the conditional invariant a proof found for a component,
// stored under the component's canonical text (componentPrint.ts) as (predicate position, goal)
// pairs, and read back strictly (a record of the wrong shape is ignored). A stored invariant is a
// candidate: before CheckSafe uses it instead of a Max-SMT search, `validStored` checks it on
// today's clauses (consecution, side conditions, the requested exit goal); its preconditions are
// then what today's entries must establish. The certificate is re-checked as always.

import type { SolverSession } from '../../smt/session';
import type { Components } from './components';
import { canonicalPreds } from './componentPrint';
import { infeasible, negGoal, negRow, rowAt, type Conj, type Goal, type Request } from './condSafe';
import { dnf } from './dnf';
import type { Formula, ParamRow, Row } from './rows';

/** Where condinv keeps its per-component invariants between runs (src/report implements it). */
export interface InvariantStore {
  /** The (position, goal text) pairs stored for a component, if any. */
  load(print: string): readonly (readonly [string, string])[] | undefined;
  save(print: string, pairs: readonly (readonly [string, string])[]): void;
}

/** A component's invariant as stored: per canonical position, its goals (a conjunction). */
export function encodeInvariant(
  comps: Components,
  comp: number,
  proof: ReadonlyMap<string, readonly Goal[]>,
): [string, string][] {
  return canonicalPreds(comps, comp).flatMap((p, k) =>
    (proof.get(p) ?? []).map((g): [string, string] => [
      String(k),
      JSON.stringify(g.map((conj) => conj.map((r) => [...r.coef.map(String), String(r.c)]))),
    ]),
  );
}

/** The largest goal read back (disjuncts, rows per disjunct) and the largest coefficient. */
const MAX_STORED_DISJUNCTS = 16;
const MAX_STORED_ROWS = 16;
const MAX_STORED_VALUE = 1n << 128n;

/**
 * The stored pairs as one goal (a disjunction of conjunctions) per predicate of the component, or
 * undefined when they do not fit its predicates (wrong positions, arities, numbers, sizes).
 */
export function decodeInvariant(
  comps: Components,
  comp: number,
  pairs: readonly (readonly [string, string])[],
): Map<string, Goal> | undefined {
  const preds = canonicalPreds(comps, comp);
  const goals = new Map<string, Goal[]>();
  for (const [pos, text] of pairs) {
    const p = /^\d+$/.test(pos) ? preds[Number(pos)] : undefined;
    if (p === undefined) return undefined;
    const widths = comps.widths.get(p) ?? [];
    const g = parseGoal(text, widths.length);
    // a coefficient only on an integer parameter
    if (!g || g.some((conj) => conj.some((r) => r.coef.some((k, j) => k !== 0n && widths[j] <= 0))))
      return undefined;
    goals.set(p, [...(goals.get(p) ?? []), g]);
  }
  const out = new Map<string, Goal>();
  for (const [p, gs] of goals) {
    // the conjunction of the goals, as one disjunction (refused when it grows)
    let acc: Conj[] = [[]];
    for (const g of gs) {
      acc = acc.flatMap((a) => g.map((c) => [...a, ...c]));
      if (acc.length > MAX_STORED_DISJUNCTS) return undefined;
    }
    out.set(p, acc);
  }
  return out.size > 0 ? out : undefined;
}

function parseGoal(text: string, arity: number): Goal | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  const num = (x: unknown): bigint | undefined => {
    if (typeof x !== 'string' || !/^-?\d{1,40}$/.test(x)) return undefined;
    const n = BigInt(x);
    return n < MAX_STORED_VALUE && -n < MAX_STORED_VALUE ? n : undefined;
  };
  if (!Array.isArray(v) || v.length === 0 || v.length > MAX_STORED_DISJUNCTS) return undefined;
  const goal: ParamRow[][] = [];
  for (const conj of v) {
    if (!Array.isArray(conj) || conj.length > MAX_STORED_ROWS) return undefined;
    const rows: ParamRow[] = [];
    for (const r of conj) {
      if (!Array.isArray(r) || r.length !== arity + 1) return undefined;
      const ns = r.map(num);
      if (ns.some((n) => n === undefined)) return undefined;
      const all = ns as bigint[];
      rows.push({ coef: all.slice(0, arity), c: all[arity] });
    }
    goal.push(rows);
  }
  return goal;
}

/**
 * The stored invariant `inv` is inductive on the component's internal clauses and establishes the
 * request's goal at its exit, side conditions included (linear integer checks, known facts of the
 * predecessors assumed as in CondSafe).
 */
export async function validStored(
  comps: Components,
  comp: number,
  req: Request,
  inv: ReadonlyMap<string, Goal>,
  session: SolverSession,
  o: { readonly deadline: number; readonly facts?: ReadonlyMap<string, readonly ParamRow[]> },
): Promise<boolean> {
  const inComp = (p: string): boolean => comps.of.get(p) === comp;
  const holdsAt = (p: string, args: Parameters<typeof rowAt>[1]): Formula => ({
    k: 'or',
    xs: (inv.get(p) ?? [[]]).map((conj) => ({
      k: 'and',
      xs: conj.map((r) => ({ k: 'row', row: rowAt(r, args) }) as const),
    })),
  });
  const none = async (parts: readonly { readonly rows: readonly Row[] }[]): Promise<boolean> => {
    for (const part of parts) if (!(await infeasible(session, part.rows, o.deadline))) return false;
    return true;
  };
  const clauses = comps.clauses.flatMap((c, i) =>
    (c.target && inComp(c.target.pred) && c.apps.some((a) => inComp(a.pred))) || i === req.clause ? [i] : [],
  );
  for (const i of clauses) {
    const c = comps.clauses[i];
    if (c.unreadable) return false;
    const own = c.apps.filter((a) => inComp(a.pred));
    if (own.length !== 1) return false;
    const body = holdsAt(own[0].pred, own[0].args);
    const known = c.apps.flatMap((a) => (o.facts?.get(a.pred) ?? []).map((f) => rowAt(f, a.args)));
    // what must not happen: leaving the invariant (internal; nothing to keep where the target has
    // none) or violating the goal (the exit; `false` without a target or with goal false)
    let bad: Formula;
    if (i !== req.clause) {
      const head = inv.get(c.target!.pred);
      if (!head) continue;
      bad = negGoal(head, c.target!.args);
    } else bad = req.goal.length === 0 || !c.target ? { k: 'and', xs: [] } : negGoal(req.goal, c.target.args);
    for (const d of c.disjuncts) {
      const rows = [...d.rows, ...known].map((row) => ({ k: 'row', row }) as const);
      if (!(await none(dnf({ k: 'and', xs: [body, bad, ...rows] }, 256)))) return false;
      // side conditions from the definitions inside them only (never circular)
      for (const side of d.sides) {
        const before = [...d.rows.filter((r) => (r.side ?? -1) < side.side!), ...known, ...(d.ranges ?? [])];
        const f: Formula = {
          k: 'and',
          xs: [body, ...[...before, negRow(side)].map((row) => ({ k: 'row', row }) as const)],
        };
        if (!(await none(dnf(f, 256)))) return false;
      }
    }
  }
  return true;
}
