// CondSafe: for one component and one exit assertion, a conditional inductive invariant found by
// Max-SMT. Each predicate of the component gets a template of k linear inequalities over its
// parameters (integer unknowns, coefficients bounded); Farkas' lemma (farkas.ts) turns consecution,
// the side conditions and the assertion into hard linear constraints, and initiation on each entry
// transition, row by row, into soft ones. The rows whose initiation the solution does not satisfy
// form the precondition of that entry: what the part before it must establish (checkSafe.ts).
// States a test run reached (when given) must satisfy every row: that rules out vacuous invariants,
// which hold nowhere and so satisfy consecution and the assertion with an unsatisfiable precondition.
// The template's unknowns are in template.ts, the one-shot integer checks in intChecks.ts.

import type { SolverSession } from '../../smt/session';
import type { Components } from './components';
import { FarkasBuilder, symOf, type SymRow } from './farkas';
import { dnf } from './dnf';
import { maxSat, simplify } from './maxSmt';
import { holdsWithout, infeasible, negRow } from './intChecks';
import { RowTemplate } from './template';
import type { LinearClause } from './linear';
import { add, constExpr, type Disjunct, type Formula, type LinExpr, type ParamRow, type Row } from './rows';

export type { ParamRow };
export { infeasible, negRow };

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
  const q = new CondSafeQuery(comps, comp, session, o);
  await q.consecution(r.internal);
  await q.exitAssertion(req);
  await q.initiation(r.entries);
  return q.solve(r.entries);
}

/** A side condition to check on a solution: of a disjunct of a clause whose body has `body` as template. */
interface Sided {
  clause: number;
  d: Disjunct;
  body: SymRow[];
}

/** A soft initiation literal: row `row` of the template holds on a disjunct of entry clause `entry`. */
interface Soft {
  lit: string;
  weight: number;
  entry: number;
  row: number;
}

/** The Max-SMT problem of one CondSafe call: built step by step, then solved. */
class CondSafeQuery {
  private readonly b = new FarkasBuilder();
  private readonly hard: string[] = [];
  private readonly sided: Sided[] = [];
  private readonly soft: Soft[] = [];
  private readonly preds: readonly string[];
  private readonly template: RowTemplate;
  private checks = 0;

  constructor(
    private readonly comps: Components,
    private readonly comp: number,
    private readonly session: SolverSession,
    private readonly o: CondSafeOptions,
  ) {
    this.preds = comps.preds[comp];
    this.template = new RowTemplate(comps, this.preds, o.rows);
    this.template.declare(o.bound, this.hard);
    // reached states are in every invariant a successful proof chain builds: no vacuous invariant
    if (o.narrowing.size === 0) this.template.coverSamples(o.samples, this.hard);
  }

  private inComp(p: string): boolean {
    return this.comps.of.get(p) === this.comp;
  }

  /** The template at the clause's application of a predicate of the component. */
  private bodyTemplate(c: LinearClause): SymRow[] {
    const a = c.apps.find((x) => this.inComp(x.pred))!;
    return this.template.at(a.pred, a.args);
  }

  /**
   * The clause's disjuncts with the known invariants of the body's predicates as rows of every
   * disjunct; disjuncts infeasible with them (and the variables' ranges) are left out.
   */
  private async disjuncts(c: LinearClause): Promise<Disjunct[]> {
    const o = this.o;
    const cached = pruned.get(c);
    if (cached && cached.facts === o.facts) return cached.ds;
    const k = c.apps.flatMap((a) => (o.facts?.get(a.pred) ?? []).map((f) => rowAt(f, a.args)));
    const ds: Disjunct[] = [];
    for (const d of c.disjuncts) {
      const full = { ...d, rows: [...d.rows, ...k] };
      // infeasible without the definitions under side conditions (overflowing steps are real steps)
      const sure = o.strictSides ? full.rows.filter((row) => row.side === undefined) : full.rows;
      if (!(await infeasible(this.session, [...sure, ...(d.ranges ?? [])], o.deadline))) ds.push(full);
    }
    pruned.set(c, { facts: o.facts, ds });
    return ds;
  }

  /** Consecution on the internal clauses; side conditions are checked on the solution (solve). */
  async consecution(internal: readonly number[]): Promise<void> {
    const b = this.b;
    for (const i of internal) {
      const c = this.comps.clauses[i];
      const body = this.bodyTemplate(c);
      const head = this.template.at(c.target!.pred, c.target!.args);
      for (const d of await this.disjuncts(c)) {
        this.hard.push(
          `(or ${b.derive(d.rows, body)} (and true ${head.map((g) => b.derive(d.rows, body, g)).join(' ')}))`,
        );
        if (d.sides.length > 0) this.sided.push({ clause: i, d, body });
      }
    }
  }

  /** The exit assertion: no state of the invariant leaves through the exit clause violating the goal. */
  async exitAssertion(req: Request): Promise<void> {
    const x = this.comps.clauses[req.clause];
    const xBody = this.bodyTemplate(x);
    const violation = req.goal.length === 0 || !x.target ? undefined : negGoal(req.goal, x.target.args);
    for (const d of await this.disjuncts(x)) {
      if (d.sides.length > 0) this.sided.push({ clause: req.clause, d, body: xBody });
      const parts = violation
        ? dnf({ k: 'and', xs: [violation, ...d.rows.map((row) => ({ k: 'row', row }) as const)] }, 64)
        : [d];
      for (const part of parts) this.hard.push(this.b.derive(part.rows, xBody));
    }
  }

  /**
   * Initiation, soft: per entry clause, disjunct of its constraint, and template row (an invariant
   * that covers more of the entry's cases is better even if it does not cover all).
   */
  async initiation(entries: readonly number[]): Promise<void> {
    const b = this.b;
    for (const i of entries) {
      const c = this.comps.clauses[i];
      const head = this.template.at(c.target!.pred, c.target!.args);
      const narrowed = (this.o.narrowing.get(i) ?? []).map((g) => negGoal(g, c.target!.args));
      const own = await this.disjuncts(c);
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
          this.hard.push(`(=> ${lit} (or ${inf} ${b.derive(d.rows, [], h)}))`);
          this.soft.push({ lit, weight: c.apps.length === 0 ? 2 : 1, entry: i, row: s });
        });
      });
    }
  }

  /**
   * Simpler coefficients, preferred once initiation is settled (simplify in solve): all within
   * [-1, 1], or one coefficient zero. They do not change what is proved, but a certificate with
   * small coefficients bit-blasts in a fraction of the time. Returns the coefficient unknowns.
   */
  private preferSmall(): string[] {
    const coefs = this.template.unknowns.filter((u) => u.startsWith('c'));
    this.hard.push(`(=> small (and ${coefs.map((c) => `(<= -1 ${c} 1)`).join(' ')}))`);
    for (const c of coefs) this.hard.push(`(=> z_${c} (= ${c} 0))`);
    this.b.decls.push('(declare-const small Bool)', ...coefs.map((c) => `(declare-const z_${c} Bool)`));
    return coefs;
  }

  /** Max-SMT over the soft constraints, rounds of failing side conditions, and the result. */
  async solve(entries: readonly number[]): Promise<CondSafeResult | string> {
    const { b, o, session, soft } = this;
    const coefs = this.preferSmall();
    const unknowns = this.template.unknowns;
    let script = [
      ...unknowns.map((u) => `(declare-const ${u} Int)`),
      ...b.decls,
      ...this.hard.map((h) => `(assert ${h})`),
    ].join('\n');
    if (script.length > MAX_SCRIPT) return 'constraint system too large';
    await session.push();
    try {
      await session.add(script);
      b.decls.length = 0;
      for (let round = 0; ; round++) {
        const assumed = await maxSat(session, soft, o.deadline, () => this.checks++);
        if (typeof assumed === 'string') return assumed;
        const simple = await simplify(
          session,
          assumed.map((a) => a.lit),
          coefs,
          o.deadline,
          () => this.checks++,
        );
        if (simple !== undefined) return simple;
        const values = await session.values(unknowns);
        const int = (n: string): bigint => {
          const v = values.get(n);
          return typeof v === 'bigint' ? v : 0n;
        };
        const rowOf = (p: string, s: number): ParamRow => this.template.read(p, s, int);
        const failing = await this.failingSides(rowOf);
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
        return await this.result(entries, assumed, rowOf);
      }
    } finally {
      await session.pop();
    }
  }

  /**
   * The side conditions under the solution: those that fail become hard constraints (with the
   * variables' ranges, which they usually need), and the search goes on.
   */
  private async failingSides(rowOf: (p: string, s: number) => ParamRow): Promise<string[]> {
    const { b, o } = this;
    const failing: string[] = [];
    if (o.noSides) return failing;
    for (const { clause, d, body } of this.sided) {
      const a = this.comps.clauses[clause].apps.find((y) => this.inComp(y.pred))!;
      const inv = Array.from({ length: o.rows }, (_, s) => rowAt(rowOf(a.pred, s), a.args));
      for (const side of d.sides) {
        // a side condition may use the definitions of the terms inside (smaller numbers), not its own
        const rows = [
          ...(o.strictSides ? d.rows.filter((row) => (row.side ?? -1) < side.side!) : d.rows),
          ...(d.ranges ?? []),
        ];
        if (await infeasible(this.session, [...rows, ...inv, negRow(side)], o.deadline)) continue;
        failing.push(`(or ${b.derive(rows, body)} ${b.derive(rows, body, symOf(side))})`);
      }
    }
    return failing;
  }

  /** The invariant, the entries' preconditions (the rows whose initiation is not among `assumed`), counts. */
  private async result(
    entries: readonly number[],
    assumed: readonly Soft[],
    rowOf: (p: string, s: number) => ParamRow,
  ): Promise<CondSafeResult> {
    const o = this.o;
    const invariant = new Map(
      this.preds.map((p) => [
        p,
        Array.from({ length: o.rows }, (_, s) => rowOf(p, s)).filter((pr) => !trivial(pr)),
      ]),
    );
    const kept = new Set(assumed.map((s) => s.lit));
    const missing = new Map<number, Set<number>>(entries.map((e) => [e, new Set<number>()]));
    for (const s of this.soft) if (!kept.has(s.lit)) missing.get(s.entry)!.add(s.row);
    const pre = new Map<number, ParamRow[]>();
    for (const [e, rows] of missing) {
      const pred = this.comps.clauses[e].target!.pred;
      pre.set(
        e,
        [...rows]
          .sort()
          .map((s) => rowOf(pred, s))
          .filter((pr) => !trivial(pr)),
      );
    }
    let viaFacts = 0;
    for (const e of entries) {
      const c = this.comps.clauses[e];
      if (o.narrowing.has(e) || !c.apps.some((a) => (o.facts?.get(a.pred) ?? []).length > 0)) continue;
      const rows = Array.from({ length: o.rows }, (_, s) => s)
        .filter((s) => !missing.get(e)!.has(s))
        .map((s) => rowAt(rowOf(c.target!.pred, s), c.target!.args));
      if (!(await holdsWithout(this.session, c, rows, o.deadline))) viaFacts++;
    }
    return { invariant, pre, checks: this.checks, dropped: this.soft.length - assumed.length, viaFacts };
  }
}

/** A row true everywhere (no coefficients, constant at most 0). */
const trivial = (pr: ParamRow): boolean => pr.coef.every((k) => k === 0n) && pr.c <= 0n;

/** Per clause, its feasible disjuncts under the known facts. */
const pruned = new WeakMap<LinearClause, { facts: CondSafeOptions['facts']; ds: Disjunct[] }>();

/** The largest Farkas constraint system sent to the solver (characters). */
const MAX_SCRIPT = 4_000_000;

/** Rounds of side conditions added to the search before it gives up. */
const MAX_SIDE_ROUNDS = 3;
