// CheckSafe: proves that an exit transition establishes its goal, bottom-up. The component the
// transition leaves gets a conditional invariant (condSafe.ts); each entry's precondition becomes
// the goal of the transition into it, one component further up, until the program's start. When an
// entry's precondition cannot be established, the component is narrowed: its entry is restricted to
// the negation of that precondition and CondSafe looks for a second invariant for the rest (the
// invariant is then the disjunction). Failed attempts are memoised.

import type { SolverSession } from '../../smt/session';
import type { Components } from './components';
import {
  condSafe,
  negRow,
  rowAt,
  infeasible,
  negGoal,
  type CondSafeResult,
  type Conj,
  type Goal,
  type Request,
} from './condSafe';
import { dnf } from './dnf';
import type { ParamRow, Row } from './rows';
import { validStored } from './storedInvariants';
import { workNow } from '../../smt/workClock';

/** Per predicate, proven invariants: each a disjunction of conjunctions of parameter rows. */
export type Proof = Map<string, Goal[]>;

export interface CheckSafeOptions {
  readonly deadline: number;
  /** Template rows tried, in order (k = 1..3). */
  readonly rows: readonly number[];
  readonly bound: number;
  readonly maxNarrowing: number;
  readonly noSides?: boolean;
  /** A side condition only from the definitions inside it (else from every row of the disjunct). */
  readonly strictSides?: boolean;
  readonly facts?: ReadonlyMap<string, readonly ParamRow[]>;
  /** Reachable states per predicate (see CondSafeOptions). */
  readonly samples?: ReadonlyMap<string, readonly (readonly bigint[])[]>;
  /** Per component, the invariant an earlier run stored (storedInvariants.ts): tried before a search. */
  readonly stored?: ReadonlyMap<number, ReadonlyMap<string, Goal>>;
}

export interface CheckSafeStats {
  condSafeCalls: number;
  narrowings: number;
  solverChecks: number;
  memoHits: number;
  /** Preconditions searched for in a preceding component (a CondSafe call upwards). */
  propagations: number;
  /** Preconditions the known invariants of the predecessor establish (no search upwards). */
  discharged: number;
  /** Components proved with the invariant an earlier run stored for them (no CondSafe call). */
  stored: number;
}

/** All figures zero. */
export function emptyStats(): CheckSafeStats {
  return {
    condSafeCalls: 0,
    narrowings: 0,
    solverChecks: 0,
    memoHits: 0,
    propagations: 0,
    discharged: 0,
    stored: 0,
  };
}

export class CheckSafe {
  readonly stats: CheckSafeStats = emptyStats();
  private readonly failed = new Map<string, string>();
  /** Why the last failure failed. */
  lastReason = 'no proof';

  constructor(
    private readonly comps: Components,
    private readonly session: SolverSession,
    private readonly o: CheckSafeOptions,
  ) {}

  async prove(req: Request, depth = 0): Promise<Proof | undefined> {
    const c = this.comps.clauses[req.clause];
    if (c.unreadable) return this.fail(`unreadable clause (${c.unreadable})`);
    if (c.apps.length === 0)
      return (await this.direct(req))
        ? new Map()
        : this.fail('the program start does not establish a precondition');
    if (c.apps.length > 1) return this.fail('a transition with several predecessors');
    if (depth > 16) return this.fail('too deep');
    // what is known about the predecessor (stored invariants of an earlier version, template
    // invariants) may establish the goal already: then no search upwards
    if (depth > 0 && (await this.direct(req))) {
      this.stats.discharged++;
      return new Map();
    }
    const comp = this.comps.of.get(c.apps[0].pred)!;
    const key = JSON.stringify([
      req.clause,
      req.goal.map((cj) => cj.map((r) => [r.coef.map(String), String(r.c)])),
    ]);
    const known = this.failed.get(key);
    if (known !== undefined) {
      this.stats.memoHits++;
      return this.fail(known);
    }
    // the invariant an earlier run stored for this part, if it still does the job; else a search
    const reused = await this.fromStore(comp, req, depth);
    if (reused) return reused;
    if (depth > 0) this.stats.propagations++;
    const pieces: { invariant: ReadonlyMap<string, Conj>; pre: ReadonlyMap<number, Conj> }[] = [];
    const narrowing = new Map<number, Goal[]>();
    let reason = 'no conditional invariant';
    for (let attempt = 0; attempt <= this.o.maxNarrowing; attempt++) {
      // reached states rule out vacuous invariants; a piece of a disjunction need not hold at all
      // of them, so without them when that finds nothing
      let found = await this.best(comp, req, narrowing, attempt === 0 ? this.o.samples : undefined);
      if (typeof found === 'string' && found !== 'timeout' && attempt === 0 && this.sampled(comp))
        found = await this.best(comp, req, narrowing, undefined);
      if (found === 'timeout') return this.fail('timeout');
      if (typeof found === 'string') {
        reason = found;
        break;
      }
      pieces.push(found);
      this.stats.discharged += found.viaFacts;
      // every entry must establish the disjunction of its preconditions over the pieces so far
      const proof: Proof = new Map();
      const failedEntries: number[] = [];
      for (const entry of found.pre.keys()) {
        const goals = pieces.map((p) => p.pre.get(entry) ?? []);
        if (goals.some((g) => g.length === 0)) continue;
        const sub = await this.prove({ clause: entry, goal: goals }, depth + 1);
        if (sub) merge(proof, sub);
        else failedEntries.push(entry);
      }
      if (failedEntries.length === 0) {
        for (const p of this.comps.preds[comp])
          merge(proof, new Map([[p, [pieces.map((pc) => pc.invariant.get(p) ?? [])]]]));
        return proof;
      }
      reason = this.lastReason;
      this.stats.narrowings++;
      for (const e of failedEntries) narrowing.set(e, [...(narrowing.get(e) ?? []), [found.pre.get(e)!]]);
    }
    this.failed.set(key, reason);
    return this.fail(reason);
  }

  /**
   * The proof with the component's stored invariant, when it is still inductive, establishes the
   * goal, and today's entries establish it in turn (directly, from known facts, or further up).
   */
  private async fromStore(comp: number, req: Request, depth: number): Promise<Proof | undefined> {
    const inv = this.o.stored?.get(comp);
    if (!inv || workNow() >= this.o.deadline) return undefined;
    const facts = this.o.facts ? { facts: this.o.facts } : {};
    if (
      !(await validStored(this.comps, comp, req, inv, this.session, { deadline: this.o.deadline, ...facts }))
    )
      return undefined;
    const proof: Proof = new Map();
    for (const [i, c] of this.comps.clauses.entries()) {
      const goal = c.target && this.comps.of.get(c.target.pred) === comp ? inv.get(c.target.pred) : undefined;
      if (!goal || c.apps.some((a) => this.comps.of.get(a.pred) === comp)) continue;
      const sub = await this.prove({ clause: i, goal: goal }, depth + 1);
      if (!sub) return undefined;
      merge(proof, sub);
    }
    for (const [p, g] of inv) merge(proof, new Map([[p, [g]]]));
    this.stats.stored++;
    return proof;
  }

  /** The first k whose invariant needs no precondition, else the one needing the least; or why none. */
  private async best(
    comp: number,
    req: Request,
    narrowing: ReadonlyMap<number, Goal[]>,
    samples: CheckSafeOptions['samples'],
  ): Promise<CondSafeResult | string> {
    let found: CondSafeResult | undefined;
    let reason = 'no conditional invariant';
    for (const rows of this.o.rows) {
      if (workNow() >= this.o.deadline) return 'timeout';
      this.stats.condSafeCalls++;
      const r = await condSafe(this.comps, comp, req, this.session, {
        rows,
        bound: this.o.bound,
        // a larger template is tried within a third of what is left (a smaller one may do)
        deadline: Math.min(this.o.deadline, workNow() + Math.max(2000, (this.o.deadline - workNow()) / 3)),
        narrowing,
        ...(this.o.facts ? { facts: this.o.facts } : {}),
        ...(samples ? { samples } : {}),
        ...(this.o.noSides ? { noSides: true } : {}),
        ...(this.o.strictSides ? { strictSides: true } : {}),
      });
      if (typeof r === 'string') {
        reason = r;
        if (r === 'timeout' || r.startsWith('solver') || r.includes('linear') || r.startsWith('unreadable'))
          break;
        continue;
      }
      this.stats.solverChecks += r.checks;
      if (!found || needs(r) < needs(found)) found = r;
      if (needs(r) === 0) break;
    }
    return found ?? reason;
  }

  /** Some predicate of the component has reached states. */
  private sampled(comp: number): boolean {
    return this.comps.preds[comp].some((p) => (this.o.samples?.get(p)?.length ?? 0) > 0);
  }

  private fail(reason: string): undefined {
    this.lastReason = reason;
    return undefined;
  }

  /**
   * The transition establishes the goal from what is known about its predecessors (nothing at the
   * program start), its side conditions included (linear integer checks).
   */
  private async direct(req: Request): Promise<boolean> {
    const c = this.comps.clauses[req.clause];
    const known = c.apps.flatMap((a) => (this.o.facts?.get(a.pred) ?? []).map((f) => rowAt(f, a.args)));
    const violation = req.goal.length === 0 || !c.target ? undefined : negGoal(req.goal, c.target.args);
    for (const d of c.disjuncts) {
      const rows = [...d.rows, ...known];
      for (const side of d.sides) {
        const before = rows.filter((r) => (r.side ?? -1) < side.side!);
        if (!(await this.infeasible([...before, ...known, ...(d.ranges ?? []), negRow(side)]))) return false;
      }
      const parts = violation
        ? dnf({ k: 'and', xs: [violation, ...rows.map((row) => ({ k: 'row', row }) as const)] }, 256)
        : [{ rows, sides: [] }];
      for (const p of parts) if (!(await this.infeasible(p.rows))) return false;
    }
    return true;
  }

  private infeasible(rows: readonly Row[]): Promise<boolean> {
    return infeasible(this.session, rows, this.o.deadline);
  }
}

/** How many precondition rows a result needs. */
const needs = (r: CondSafeResult): number => [...r.pre.values()].reduce((n, c) => n + c.length, 0);

function merge(into: Proof, from: Proof): void {
  for (const [p, gs] of from) into.set(p, [...(into.get(p) ?? []), ...gs]);
}
