// Template invariants for the predicates of a Horn system (cut nodes of the CFA: loop heads,
// function entries and exits, call sites), in the style of 2LS's template domains: per predicate a
// set of rows `t(x) <= d` (intervals, then octagons); the bounds `d` are computed by an ascending
// iteration in which the SMT solver computes the abstract post exactly: a clause whose body holds
// under the current bounds but whose head does not gives a model, and the violated rows of the head
// are raised to the model's values. A row raised twice jumps to the next widening threshold (the
// program's constants), then to unbounded, so the iteration ends. The result is inductive by
// construction (no clause is violated at the fixpoint); whether it also implies safety is checked
// separately. It is both a certificate candidate and a strengthening for k-induction.

import type { SolverSession } from '../../smt/session';
import {
  clauseBody,
  bodyDefinitions,
  type Conjuncts,
  type HornClause,
  type HornSystem,
} from '../../encodings/horn/horn';
import { renameText } from '../../smt/sexp';
import { equalityCandidates, equalityInvariants, hasGuarded } from './equalities';
import {
  rowBound,
  rowMax,
  rowTerm,
  rowsFor,
  signedValue,
  thresholds,
  widenedBound,
  type Row,
  type TemplateOptions,
} from './templates';
import { hornSystemOf } from '../../encodings/horn/hornSystems';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { inSession, type Engine, type EngineOutcome } from '../engine';
import { workNow } from '../../smt/workClock';

interface PredState {
  readonly rows: Row[];
  /** Bound per row; undefined = unbounded (row dropped). */
  readonly bounds: (bigint | undefined)[];
  readonly raises: number[];
  reached: boolean;
}

/** Invariants per predicate as conjuncts (bit-vector terms over parameters `a0`, `a1`, ...). */
export type Invariants = Map<string, string[]>;

export interface InvariantStats {
  queries: number;
  seconds: number;
}

const RAISES_BEFORE_WIDENING = 1;

/** Invariants and whether the iteration reached its fixpoint (otherwise candidates only: its rows at their next thresholds). */
export interface TemplateResult {
  readonly invariants: Conjuncts;
  readonly inductive: boolean;
}

export async function templateInvariants(
  system: HornSystem,
  session: SolverSession,
  options: TemplateOptions & { readonly deadline: number; readonly stats?: InvariantStats },
): Promise<TemplateResult> {
  const t0 = performance.now();
  const states = new Map<string, PredState>();
  for (const [name] of system.predicates) {
    const rows = rowsFor(system.args.get(name) ?? [], options);
    states.set(name, { rows, bounds: rows.map(() => undefined), raises: rows.map(() => 0), reached: false });
  }
  const steps = thresholds(system);
  const work: HornClause[] = system.clauses.filter((c) => c.target && c.apps.length === 0);
  const users = new Map<string, HornClause[]>();
  for (const c of system.clauses) {
    if (!c.target) continue;
    for (const a of c.apps) users.set(a.pred, [...(users.get(a.pred) ?? []), c]);
  }
  const queued = new Set(work);
  try {
    while (work.length > 0) {
      if (workNow() >= options.deadline) return result(system, states, false, steps);
      const c = work.shift() as HornClause;
      queued.delete(c);
      if (c.apps.some((a) => !states.get(a.pred)?.reached)) continue;
      const model = await violation(system, states, c, session, options.deadline);
      if (options.stats) options.stats.queries++;
      if (model === 'timeout') return result(system, states, false, steps);
      if (model === undefined) continue;
      raise(system, states.get((c.target as { pred: string }).pred) as PredState, c, model, steps);
      for (const u of users.get((c.target as { pred: string }).pred) ?? []) {
        if (!queued.has(u)) {
          queued.add(u);
          work.push(u);
        }
      }
      if (!queued.has(c)) {
        queued.add(c);
        work.push(c);
      }
    }
  } finally {
    if (options.stats) options.stats.seconds += (performance.now() - t0) / 1000;
  }
  return result(system, states, true, steps);
}

function result(
  system: HornSystem,
  states: Map<string, PredState>,
  inductive: boolean,
  steps: readonly bigint[],
): TemplateResult {
  const out: Invariants = new Map();
  for (const [name, st] of states) {
    // a predicate the iteration has not reached yet is no candidate for anything
    if (!inductive && !st.reached) continue;
    out.set(name, conjuncts(system, name, st, inductive ? undefined : steps));
  }
  return { invariants: out, inductive };
}

/**
 * The head's row values in a state that violates clause `c` under the current bounds, if any. Each
 * query is a one-shot check in a fresh context (measured on loop-invgen/nest-if3 with zone rows:
 * 77 ms per query, against 174 ms with push/pop in one session and about 700 ms with every clause
 * asserted once under activation literals and the bounds as assumptions).
 */
async function violation(
  system: HornSystem,
  states: Map<string, PredState>,
  c: HornClause,
  session: SolverSession,
  deadline: number,
): Promise<bigint[] | undefined | 'timeout'> {
  const left = deadline - workNow();
  if (left <= 0) return 'timeout';
  const target = c.target as { pred: string; args: readonly string[] };
  const st = states.get(target.pred) as PredState;
  const args = system.args.get(target.pred) ?? [];
  const preds = new Set(c.apps.map((a) => a.pred));
  const current = new Map([...preds].map((p) => [p, conjuncts(system, p, states.get(p) as PredState)]));
  const rows = st.rows.map((r) => rowTerm(r, args, target.args));
  const head = conjuncts(system, target.pred, st).map((x) => renameText(x, argMap(target.args)));
  const script = [
    bodyDefinitions(system, c, current, 'true'),
    ...c.vars.map(([n, sort]) => `(declare-fun ${n} () ${sort})`),
    `(assert ${clauseBody(c)})`,
    `(assert (not (and true ${head.join(' ')})))`,
  ].join('\n');
  const r = await session.checkOnce(script, rows, left);
  if (r.result === 'unknown') return 'timeout';
  if (r.result === 'unsat') return undefined;
  return (r.values ?? []).map((v) => (typeof v === 'bigint' ? v : 0n));
}

/** `a0`, `a1`, ... to the given argument terms. */
function argMap(args: readonly string[]): Map<string, string> {
  return new Map(args.map((t, i) => [`a${i}`, t]));
}

/** Raises the violated rows of the clause's head to the model's values (widening after repeated raises). */
function raise(
  system: HornSystem,
  st: PredState,
  c: HornClause,
  model: readonly bigint[],
  steps: readonly bigint[],
): void {
  const args = system.args.get((c.target as { pred: string }).pred) ?? [];
  st.rows.forEach((row, i) => {
    const v = signedValue(model[i], row.width);
    if (!st.reached) {
      st.bounds[i] = v;
      return;
    }
    const d = st.bounds[i];
    if (d === undefined || v <= d) return;
    st.raises[i]++;
    let next: bigint | undefined = v;
    if (st.raises[i] > RAISES_BEFORE_WIDENING) next = steps.find((t) => t >= v);
    if (next !== undefined && next >= rowMax(row, args)) next = undefined;
    st.bounds[i] = next;
  });
  st.reached = true;
}

function params(system: HornSystem, name: string): string[] {
  return (system.predicates.find(([n]) => n === name)?.[1] ?? []).map((_, i) => `a${i}`);
}

/**
 * The rows at their bounds; with `widenTo` (an unfinished iteration's thresholds), each at the
 * threshold its next raise would take it to (templates.ts widenedBound).
 */
function conjuncts(system: HornSystem, name: string, st: PredState, widenTo?: readonly bigint[]): string[] {
  if (!st.reached) return ['false'];
  const args = system.args.get(name) ?? [];
  const xs = params(system, name);
  return st.rows.flatMap((r, i) => {
    const d = st.bounds[i];
    const at = d === undefined || !widenTo ? d : widenedBound(r, args, d, widenTo);
    return at === undefined ? [] : [rowBound(r, args, xs, at)];
  });
}

export type InvariantLevel = 'none' | 'intervals' | 'zones';

/**
 * Linear equalities (equalities.ts), intervals, then (for `octagons`) zones with what is left of the time. Both results come back,
 * marked inductive when their iteration reached its fixpoint (the zones include the interval rows,
 * so they are usually stronger); an unfinished iteration hands on candidates only (its rows at the thresholds their next raise would take them to).
 */
export async function computeInvariants(
  system: HornSystem,
  session: SolverSession,
  level: InvariantLevel,
  deadline: number,
  stats?: InvariantStats,
): Promise<TemplateResult[]> {
  if (level === 'none') return [];
  // linear equalities first (one Houdini run, at most a fifth of the time; three fifths with the
  // guarded candidates of a recursive function's summary, which are many and which intervals and
  // zones cannot replace)
  const cands = equalityCandidates(system);
  const share = hasGuarded(cands) ? 0.6 : 0.2;
  const equalities = await equalityInvariants(
    system,
    session,
    workNow() + (deadline - workNow()) * share,
    cands,
  );
  const start = workNow();
  const out = [
    ...(equalities ? [equalities] : []),
    await templateInvariants(system, session, {
      octagons: false,
      deadline: level === 'intervals' ? deadline : start + (deadline - start) * 0.3,
      ...(stats ? { stats } : {}),
    }),
  ];
  if (level === 'zones')
    out.push(
      await templateInvariants(system, session, { octagons: true, deadline, ...(stats ? { stats } : {}) }),
    );
  return out;
}

export interface TemplateOutcome extends EngineOutcome {
  /** The invariants found, inductive or candidates only; none when the program is out of reach. */
  readonly invariants: TemplateResult[];
}

/**
 * Template invariants at `level` as an engine: it answers no property (its findings are hints and
 * facts for the engines after it), and a failure leaves none rather than an error.
 */
export function templateEngine(level: InvariantLevel): Engine<TemplateOutcome> {
  const none: TemplateOutcome = { answers: new Map(), invariants: [] };
  return {
    name: 'templates',
    run: async (task, ctx) => {
      if (level === 'none') return none;
      let system: HornSystem;
      try {
        system = hornSystemOf(task.cfa, task.entry, task.skip, { arrays: true });
      } catch (e) {
        if (e instanceof EncodeUnsupported) return none;
        throw e;
      }
      const stats: InvariantStats = { queries: 0, seconds: 0 };
      try {
        const invariants = await inSession(ctx, (s) =>
          computeInvariants(system, s, level, ctx.deadline, stats),
        );
        return { answers: new Map(), invariants };
      } catch {
        return none; // hints only: the engines after it do without
      } finally {
        ctx.figures?.({ queries: stats.queries, querySeconds: stats.seconds });
      }
    },
  };
}
