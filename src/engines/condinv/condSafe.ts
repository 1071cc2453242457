// CondSafe: for one component and one exit assertion, a conditional inductive invariant found by
// Max-SMT. Each predicate of the component gets a template of k linear inequalities over its
// parameters (integer unknowns, coefficients bounded); Farkas' lemma (farkas.ts) turns consecution,
// the side conditions and the assertion into hard linear constraints, and initiation on each entry
// transition, row by row, into soft ones. The rows whose initiation the solution does not satisfy
// form the precondition of that entry: what the part before it must establish (checkSafe.ts).
// States a test run reached (when given) must satisfy every row: that rules out vacuous invariants,
// which hold nowhere and so satisfy consecution and the assertion with an unsatisfiable precondition.

import type { SolverSession } from '../../smt/session';
import type { Components } from './components';
import { FarkasBuilder, instantiate, num, symOf, type SymRow } from './farkas';
import { dnf } from './dnf';
import { maxSat, normal, simplify } from './maxSmt';
import type { LinearClause } from './linear';
import {
  add,
  constExpr,
  scale,
  type Disjunct,
  type Formula,
  type LinExpr,
  type ParamRow,
  type Row,
} from './rows';

export type { ParamRow };

/** A conjunction of parameter rows. */
export type Conj = readonly ParamRow[];
/** A disjunction of conjunctions (`[]`: false). */
export type Goal = readonly Conj[];

/** What an exit transition must establish: `goal` over its target's parameters (false without target). */
export interface Request {
  readonly clause: number;
  readonly goal: Goal;
}

export interface CondSafeOptions {
  readonly rows: number;
  readonly bound: number;
  readonly deadline: number;
  /** Per entry clause: formulas over its target's arguments the entry is narrowed by. */
  readonly narrowing: ReadonlyMap<number, readonly Goal[]>;
  /** Known invariants per predicate (inductive, bit-precise): facts at every application. */
  readonly facts?: ReadonlyMap<string, readonly ParamRow[]>;
  /** A side condition only from the definitions inside it (else from every row of the disjunct). */
  readonly strictSides?: boolean;
  /**
   * Reachable states per predicate (argument vectors, signed readings): every template row holds
   * at them unless the entries are narrowed (a piece of a disjunction need not cover them all).
   */
  readonly samples?: ReadonlyMap<string, readonly (readonly bigint[])[]>;
  /** Keep the hard constraints only (test and measurement: no side conditions). */
  readonly noSides?: boolean;
}

export interface CondSafeResult {
  /** The conditional invariant per predicate of the component. */
  readonly invariant: ReadonlyMap<string, Conj>;
  /** Per entry clause, the rows its initiation needs from before (empty: none). */
  readonly pre: ReadonlyMap<number, Conj>;
  readonly checks: number;
  /** Soft initiation constraints left unsatisfied. */
  readonly dropped: number;
  /**
   * Entries whose initiation holds only with the known invariants of the component before: there
   * the stored (or template) invariant establishes the precondition, with no search upwards.
   */
  readonly viaFacts: number;
}

/** A parameter row at an application's arguments. */
export function rowAt(r: ParamRow, args: readonly LinExpr[]): Row {
  let e = constExpr(r.c);
  r.coef.forEach((k, j) => {
    if (k !== 0n && args[j]) e = add(e, args[j], k);
  });
  return e;
}

/** `not (e <= 0)` over the integers: `-e + 1 <= 0`. */
export const negRow = (r: Row): Row => add(scale(r, -1n), constExpr(1n));

/** The negation of a goal at some arguments, as a formula. */
export function negGoal(goal: Goal, args: readonly LinExpr[]): Formula {
  return {
    k: 'and',
    xs: goal.map((conj) => ({
      k: 'or',
      xs: conj.map((r) => ({ k: 'row', row: negRow(rowAt(r, args)) }) as const),
    })),
  };
}

/** The clauses of a component by role, or the reason it cannot be analysed. */
function roles(
  comps: Components,
  comp: number,
  exit: number,
): { internal: number[]; entries: number[] } | string {
  const internal: number[] = [];
  const entries: number[] = [];
  const inComp = (p: string): boolean => comps.of.get(p) === comp;
  for (const [i, c] of comps.clauses.entries()) {
    if (!c.target || !inComp(c.target.pred)) continue;
    if (c.unreadable) return `unreadable clause (${c.unreadable})`;
    const own = c.apps.filter((a) => inComp(a.pred));
    if (own.length > 1) return 'non-linear recursion';
    (own.length === 1 ? internal : entries).push(i);
  }
  const x = comps.clauses[exit];
  if (x.unreadable) return `unreadable clause (${x.unreadable})`;
  if (x.apps.filter((a) => inComp(a.pred)).length !== 1) return 'exit clause is not linear';
  return { internal, entries };
}

export async function condSafe(
  comps: Components,
  comp: number,
  req: Request,
  session: SolverSession,
  o: CondSafeOptions,
): Promise<CondSafeResult | string> {
  const r = roles(comps, comp, req.clause);
  if (typeof r === 'string') return r;
  const b = new FarkasBuilder();
  const unknowns: string[] = [];
  const hard: string[] = [];
  const preds = comps.preds[comp];
  const pidx = new Map(preds.map((p, i) => [p, i]));
  // the template: per predicate, rows s of (c_j for integer parameters j, e)
  const cName = (p: string, s: number, j: number): string => `c${pidx.get(p)}_${s}_${j}`;
  const eName = (p: string, s: number): string => `e${pidx.get(p)}_${s}`;
  for (const p of preds) {
    const ws = comps.widths.get(p) ?? [];
    for (let s = 0; s < o.rows; s++) {
      ws.forEach((w, j) => {
        if (w <= 0) return;
        unknowns.push(cName(p, s, j));
        hard.push(`(<= (- ${o.bound}) ${cName(p, s, j)} ${o.bound})`);
      });
      unknowns.push(eName(p, s));
      // no row is false by itself (a row without coefficients is `true`), and no two rows are
      // opposite with a gap: an empty invariant satisfies consecution and safety vacuously
      const cs = ws.flatMap((w, j) => (w > 0 ? [cName(p, s, j)] : []));
      const zero = cs.length === 0 ? 'true' : `(and ${cs.map((c) => `(= ${c} 0)`).join(' ')})`;
      hard.push(`(=> ${zero} (<= ${eName(p, s)} 0))`);
      for (let t = 0; t < s; t++) {
        const opposite = ws.flatMap((w, j) => (w > 0 ? [`(= ${cName(p, s, j)} (- ${cName(p, t, j)}))`] : []));
        hard.push(`(not (and ${opposite.join(' ')} (> (+ ${eName(p, s)} ${eName(p, t)}) 0)))`);
      }
    }
  }
  // reached states are in every invariant a successful proof chain builds: no vacuous invariant
  if (o.narrowing.size === 0)
    for (const p of preds)
      for (const point of o.samples?.get(p) ?? []) {
        const ws = comps.widths.get(p) ?? [];
        for (let s = 0; s < o.rows; s++) {
          const terms = ws.flatMap((w, j) =>
            w > 0 && point[j] ? [`(* ${num(point[j])} ${cName(p, s, j)})`] : [],
          );
          hard.push(`(<= (+ ${[...terms, eName(p, s)].join(' ')}) 0)`);
        }
      }
  const template = (p: string, args: readonly LinExpr[]): SymRow[] => {
    const ws = comps.widths.get(p) ?? [];
    return Array.from({ length: o.rows }, (_, s) =>
      instantiate(
        ws.map((w, j) => (w > 0 ? cName(p, s, j) : undefined)),
        eName(p, s),
        args,
      ),
    );
  };
  const inComp = (p: string): boolean => comps.of.get(p) === comp;
  const bodyTemplate = (c: LinearClause): SymRow[] => {
    const a = c.apps.find((x) => inComp(x.pred))!;
    return template(a.pred, a.args);
  };
  // the known invariants of the body's predicates, as rows of every disjunct; disjuncts infeasible
  // with them (and the variables' ranges) are left out
  const disjuncts = async (c: LinearClause): Promise<Disjunct[]> => {
    const cached = pruned.get(c);
    if (cached && cached.facts === o.facts) return cached.ds;
    const k = c.apps.flatMap((a) => (o.facts?.get(a.pred) ?? []).map((f) => rowAt(f, a.args)));
    const ds: Disjunct[] = [];
    for (const d of c.disjuncts) {
      const full = { ...d, rows: [...d.rows, ...k] };
      // infeasible without the definitions under side conditions (overflowing steps are real steps)
      const sure = o.strictSides ? full.rows.filter((row) => row.side === undefined) : full.rows;
      if (!(await infeasible(session, [...sure, ...(d.ranges ?? [])], o.deadline))) ds.push(full);
    }
    pruned.set(c, { facts: o.facts, ds });
    return ds;
  };
  // consecution on the internal clauses; side conditions are checked on the solution (below)
  const sided: { clause: number; d: Disjunct; body: SymRow[] }[] = [];
  for (const i of r.internal) {
    const c = comps.clauses[i];
    const body = bodyTemplate(c);
    const head = template(c.target!.pred, c.target!.args);
    for (const d of await disjuncts(c)) {
      hard.push(
        `(or ${b.derive(d.rows, body)} (and true ${head.map((g) => b.derive(d.rows, body, g)).join(' ')}))`,
      );
      if (d.sides.length > 0) sided.push({ clause: i, d, body });
    }
  }
  // the exit assertion: no state of the invariant leaves through the exit clause violating the goal
  const x = comps.clauses[req.clause];
  const xBody = bodyTemplate(x);
  const violation = req.goal.length === 0 || !x.target ? undefined : negGoal(req.goal, x.target.args);
  for (const d of await disjuncts(x)) {
    if (d.sides.length > 0) sided.push({ clause: req.clause, d, body: xBody });
    const parts = violation
      ? dnf({ k: 'and', xs: [violation, ...d.rows.map((row) => ({ k: 'row', row }) as const)] }, 64)
      : [d];
    for (const part of parts) hard.push(b.derive(part.rows, xBody));
  }
  // initiation, soft: per entry clause, disjunct of its constraint, and template row (an invariant
  // that covers more of the entry's cases is better even if it does not cover all)
  const soft: { lit: string; weight: number; entry: number; row: number }[] = [];
  for (const i of r.entries) {
    const c = comps.clauses[i];
    const head = template(c.target!.pred, c.target!.args);
    const narrowed = (o.narrowing.get(i) ?? []).map((g) => negGoal(g, c.target!.args));
    const own = await disjuncts(c);
    const ds =
      narrowed.length === 0
        ? own
        : own.flatMap((d) =>
            dnf({ k: 'and', xs: [...narrowed, ...d.rows.map((row) => ({ k: 'row', row }) as const)] }, 64),
          );
    ds.forEach((d, t) => {
      const inf = b.derive(d.rows, []);
      head.forEach((h, s) => {
        const lit = `init${i}_${t}_${s}`;
        b.decls.push(`(declare-const ${lit} Bool)`);
        hard.push(`(=> ${lit} (or ${inf} ${b.derive(d.rows, [], h)}))`);
        soft.push({ lit, weight: c.apps.length === 0 ? 2 : 1, entry: i, row: s });
      });
    });
  }
  // simpler coefficients, preferred once initiation is settled (simplify below): all within
  // [-1, 1], or one coefficient zero. They do not change what is proved, but a certificate with
  // small coefficients bit-blasts in a fraction of the time
  const coefs = unknowns.filter((u) => u.startsWith('c'));
  hard.push(`(=> small (and ${coefs.map((c) => `(<= -1 ${c} 1)`).join(' ')}))`);
  for (const c of coefs) hard.push(`(=> z_${c} (= ${c} 0))`);
  b.decls.push('(declare-const small Bool)', ...coefs.map((c) => `(declare-const z_${c} Bool)`));
  let script = [
    ...unknowns.map((u) => `(declare-const ${u} Int)`),
    ...b.decls,
    ...hard.map((h) => `(assert ${h})`),
  ].join('\n');
  if (script.length > MAX_SCRIPT) return 'constraint system too large';
  let checks = 0;
  await session.push();
  try {
    await session.add(script);
    b.decls.length = 0;
    const trivial = (pr: ParamRow): boolean => pr.coef.every((k) => k === 0n) && pr.c <= 0n;
    for (let round = 0; ; round++) {
      const assumed = await maxSat(session, soft, o.deadline, () => checks++);
      if (typeof assumed === 'string') return assumed;
      const simple = await simplify(
        session,
        assumed.map((a) => a.lit),
        coefs,
        o.deadline,
        () => checks++,
      );
      if (simple !== undefined) return simple;
      const values = await session.values(unknowns);
      const int = (n: string): bigint => {
        const v = values.get(n);
        return typeof v === 'bigint' ? v : 0n;
      };
      const rowOf = (p: string, s: number): ParamRow =>
        normal({
          coef: (comps.widths.get(p) ?? []).map((w, j) => (w > 0 ? int(cName(p, s, j)) : 0n)),
          c: int(eName(p, s)),
        });
      // the side conditions under the solution: those that fail become hard constraints (with the
      // variables' ranges, which they usually need), and the search goes on
      const failing: string[] = [];
      if (!o.noSides)
        for (const { clause, d, body } of sided) {
          const a = comps.clauses[clause].apps.find((y) => inComp(y.pred))!;
          const inv = Array.from({ length: o.rows }, (_, s) => rowAt(rowOf(a.pred, s), a.args));
          for (const side of d.sides) {
            // a side condition may use the definitions of the terms inside (smaller numbers), not its own
            const rows = [
              ...(o.strictSides ? d.rows.filter((row) => (row.side ?? -1) < side.side!) : d.rows),
              ...(d.ranges ?? []),
            ];
            if (await infeasible(session, [...rows, ...inv, negRow(side)], o.deadline)) continue;
            failing.push(`(or ${b.derive(rows, body)} ${b.derive(rows, body, symOf(side))})`);
          }
        }
      if (failing.length > 0) {
        if (round >= MAX_SIDE_ROUNDS)
          return 'integer overflow not excluded (side condition of a bit-vector operation)';
        // a fresh scope with everything (adding to a scope after a check has crashed Z3's WASM build)
        script = [script, ...b.decls.splice(0), ...failing.map((h) => `(assert ${h})`)].join('\n');
        if (script.length > MAX_SCRIPT) return 'integer overflow not excluded (too many side conditions)';
        await session.pop();
        await session.push();
        await session.add(script);
        continue;
      }
      const invariant = new Map(
        preds.map((p) => [
          p,
          Array.from({ length: o.rows }, (_, s) => rowOf(p, s)).filter((pr) => !trivial(pr)),
        ]),
      );
      const kept = new Set(assumed.map((s) => s.lit));
      const missing = new Map<number, Set<number>>(r.entries.map((e) => [e, new Set<number>()]));
      for (const s of soft) if (!kept.has(s.lit)) missing.get(s.entry)!.add(s.row);
      const pre = new Map<number, ParamRow[]>();
      for (const [e, rows] of missing) {
        const pred = comps.clauses[e].target!.pred;
        pre.set(
          e,
          [...rows]
            .sort()
            .map((s) => rowOf(pred, s))
            .filter((pr) => !trivial(pr)),
        );
      }
      let viaFacts = 0;
      for (const e of r.entries) {
        const c = comps.clauses[e];
        if (o.narrowing.has(e) || !c.apps.some((a) => (o.facts?.get(a.pred) ?? []).length > 0)) continue;
        const rows = Array.from({ length: o.rows }, (_, s) => s)
          .filter((s) => !missing.get(e)!.has(s))
          .map((s) => rowAt(rowOf(c.target!.pred, s), c.target!.args));
        if (!(await holdsWithout(session, c, rows, o.deadline))) viaFacts++;
      }
      return { invariant, pre, checks, dropped: soft.length - assumed.length, viaFacts };
    }
  } finally {
    await session.pop();
  }
}

/** Per clause, its feasible disjuncts under the known facts. */
const pruned = new WeakMap<LinearClause, { facts: CondSafeOptions['facts']; ds: Disjunct[] }>();

/** The largest Farkas constraint system sent to the solver (characters). */
const MAX_SCRIPT = 4_000_000;

/** Rounds of side conditions added to the search before it gives up. */
const MAX_SIDE_ROUNDS = 3;

/** Every disjunct of the clause implies the rows, without known facts (linear integer checks). */
async function holdsWithout(
  session: SolverSession,
  c: LinearClause,
  rows: readonly Row[],
  deadline: number,
): Promise<boolean> {
  for (const d of c.disjuncts)
    for (const row of rows)
      if (!(await infeasible(session, [...d.rows, ...(d.ranges ?? []), negRow(row)], deadline))) return false;
  return true;
}

/** The rows have no integer solution (a fresh linear integer check). */
export async function infeasible(
  session: SolverSession,
  rows: readonly Row[],
  deadline: number,
): Promise<boolean> {
  const vars = new Set<string>();
  for (const r of rows) for (const v of r.coef.keys()) vars.add(v);
  const term = (r: Row): string => {
    const ts = [...r.coef].map(([v, k]) => `(* ${num(k)} |${v}|)`);
    return `(<= (+ ${[...ts, num(r.c)].join(' ')}) 0)`;
  };
  const script = [
    ...[...vars].map((v) => `(declare-const |${v}| Int)`),
    ...rows.map((r) => `(assert ${term(r)})`),
  ].join('\n');
  const left = Math.min(5000, deadline - Date.now());
  if (left < 20) return false; // out of time: not known to be infeasible
  const r = await session.checkOnce(script, [], left);
  return r.result === 'unsat';
}
