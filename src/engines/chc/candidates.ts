// From candidate invariants to a solution of the bit-vector clauses, Houdini style: every
// predicate's candidate is a conjunction; a conjunct that some clause does not preserve (under the
// current candidates of the clause's body predicates) is dropped, until every clause with a
// predicate head holds. What is left is inductive; it is a solution when the safety clauses hold
// too. Used on candidates from unsound sources (the integer relaxation) together with template
// invariants (inductive already, so never dropped, and they help the others through).

import { type Sexp, parseSexps, printSexp, renameText } from '../../smt/sexp';
import type { SolverSession } from '../../smt/session';
import { dropRedundant } from './redundancy';
import { indexTerms, instanceOf, instantiated, universalOf } from './instantiate';
import {
  clauseBody,
  bodyDefinitions,
  predicateDefinitions,
  type Conjuncts,
  type HornClause,
  type HornSystem,
} from '../../encodings/horn/horn';
import { workNow } from '../../smt/workClock';

/** Conjuncts from `define-fun` text, over parameters renamed to `a0`, `a1`, ... */
export function candidatesFromModel(model: string, system: HornSystem): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const known = new Set(system.predicates.map(([n]) => n));
  for (const f of parseSexps(model.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'))) {
    if (!Array.isArray(f) || f[0] !== 'define-fun' || !known.has(f[1] as string)) continue;
    const names = new Map((f[2] as Sexp[]).map((p, i) => [(p as Sexp[])[0] as string, `a${i}`]));
    const body = f[4];
    const parts: Sexp[] = Array.isArray(body) && body[0] === 'and' ? body.slice(1) : [body];
    out.set(
      f[1] as string,
      parts.map((p) => renameText(printSexp(p), names)).filter((p) => p !== 'true'),
    );
  }
  return out;
}

/** Several candidate sets as one (conjuncts concatenated, duplicates once). */
export function mergeCandidates(...sets: readonly Conjuncts[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const set of sets) {
    for (const [p, cs] of set) out.set(p, [...new Set([...(out.get(p) ?? []), ...cs])]);
  }
  return out;
}

export interface Refined {
  /** The inductive part, as `define-fun`s (predicates without candidates are false). */
  readonly definitions: string;
  readonly conjuncts: Map<string, string[]>;
  /** It implies every property (a solution of all clauses). */
  readonly safe: boolean;
  /** The properties whose safety clauses it implies (all of them when `safe`). */
  readonly holds: ReadonlySet<string>;
}

/**
 * Where a refinement that ran out of time stood: its candidates without the conjuncts it had shown
 * not preserved. No inductive subset of the candidates has such a conjunct (it was refuted under
 * hypotheses that such a subset implies), so a later refinement of them may start from these; they
 * are not inductive.
 */
export interface RefineProgress {
  left?: Conjuncts;
}

/**
 * Drops unpreserved conjuncts until the candidates are inductive; undefined when out of time (and
 * then, with `progress`, where it stood).
 * Predicates without candidates are unconstrained.
 */
export async function refineCandidates(
  system: HornSystem,
  initial: Conjuncts,
  session: SolverSession,
  deadline: number,
  progress?: RefineProgress,
): Promise<Refined | undefined> {
  // A predicate without candidates is `true` (unconstrained), never `false`: Houdini only weakens.
  const cands = new Map(system.predicates.map(([p]) => [p, [...(initial.get(p) ?? [])]]));
  // a worklist: a clause shown valid stays valid until a predicate of its body loses a conjunct
  // (a weaker target asks less); a clause that lost some conjuncts is asked again (one model shows
  // some of the conjuncts it violates, not all), and so is one whose model named none of them
  // (undecided) whenever any predicate loses a conjunct, as a full pass would ask it again
  const users = new Map<string, HornClause[]>();
  for (const c of system.clauses) {
    if (!c.target) continue;
    for (const a of new Set(c.apps.map((x) => x.pred))) users.set(a, [...(users.get(a) ?? []), c]);
  }
  const queue = system.clauses.filter((c) => c.target);
  const queued = new Set(queue);
  const undecided = new Set<HornClause>();
  const enqueue = (u: HornClause): void => {
    if (queued.has(u)) return;
    queued.add(u);
    queue.push(u);
  };
  for (let c = queue.shift(); c; c = queue.shift()) {
    queued.delete(c);
    undecided.delete(c);
    const pred = c.target?.pred;
    const target = pred === undefined ? undefined : cands.get(pred);
    if (pred === undefined || !target || target.length === 0) continue;
    const verdict = await violated(system, cands, c, session, deadline);
    if (verdict === 'timeout') {
      if (progress) progress.left = cands;
      return undefined;
    }
    if (verdict === 'undecided') undecided.add(c);
    if (verdict === 'undecided' || verdict.length === 0) continue;
    const drop = new Set(verdict);
    cands.set(
      pred,
      target.filter((_, i) => !drop.has(i)),
    );
    for (const u of [c, ...(users.get(pred) ?? []), ...undecided]) enqueue(u);
  }
  const failed = new Set<string | undefined>();
  for (const c of system.clauses) {
    if (c.target || failed.has(c.propertyId)) continue;
    const verdict = await violated(system, cands, c, session, deadline);
    if (verdict === 'timeout') {
      if (progress) progress.left = cands;
      return undefined;
    }
    if (verdict === 'undecided' || verdict.length > 0) failed.add(c.propertyId);
  }
  const holds = new Set<string>();
  for (const c of system.clauses) if (!c.target && c.propertyId !== undefined) holds.add(c.propertyId);
  for (const id of failed) if (id !== undefined) holds.delete(id);
  // A solution is checked again later (and stored): without its redundant conjuncts, that is cheaper.
  const final =
    failed.size === 0
      ? await dropRedundant(system, cands, session, workNow() + (deadline - workNow()) * MINIMIZE_SHARE)
      : cands;
  const definitions = predicateDefinitions(system, final, 'false');
  return { definitions, conjuncts: final, safe: failed.size === 0, holds };
}

/** The share of the time left that removing redundant conjuncts from a solution may take. */
const MINIMIZE_SHARE = 0.25;

/** The Boolean constants that stand for a clause's conjuncts (no clause variable is named so). */
const CONJUNCT = 'conj!';
/**
 * The witness of the quantified conjuncts to show: one for all of them, since "some conjunct fails
 * at some index" is "at some index, some conjunct fails" (and the instances stay few).
 */
const WITNESS = 'wit!';

const clauseIndexTerms = new WeakMap<HornClause, string[]>();

/** The index sort of the system's arrays (pointer width): that of its first array argument. */
function indexSort(system: HornSystem): string | undefined {
  for (const [, sorts] of system.predicates) {
    for (const s of sorts) {
      const m = /^\(Array (\(_ BitVec \d+\)) /.exec(s);
      if (m) return m[1];
    }
  }
  return undefined;
}

/** The index terms of a clause's constraint, once per clause. */
function indexTermsOf(c: HornClause): string[] {
  let t = clauseIndexTerms.get(c);
  if (!t) {
    t = indexTerms(c.constraint);
    clauseIndexTerms.set(c, t);
  }
  return t;
}

/**
 * Indices of the target's conjuncts a model of the clause's body violates: [] when none (the clause
 * holds), [-1] for a safety clause, `undecided` when the model leaves every conjunct's value a formula.
 */
async function violated(
  system: HornSystem,
  cands: Conjuncts,
  c: HornClause,
  session: SolverSession,
  deadline: number,
): Promise<number[] | 'timeout' | 'undecided'> {
  const left = deadline - workNow();
  if (left <= 0) return 'timeout';
  const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
  const targetConjuncts = c.target ? (cands.get(c.target.pred) ?? ['false']) : [];
  const quantified = [...cands.values(), targetConjuncts].some((cs) => cs.some((x) => universalOf(x)));
  // with range-quantified candidates: instances at the clause's index terms, witnesses for the
  // conjuncts to show (instantiate.ts), so the query is quantifier-free
  const witnessSort = quantified ? indexSort(system) : undefined;
  const terms = witnessSort ? [...indexTermsOf(c), WITNESS] : [];
  const hypotheses = witnessSort
    ? new Map([...cands].map(([p, cs]) => [p, cs.map((x) => instantiated(x, terms, witnessSort))]))
    : cands;
  let checks: { app: string; def: string }[] = [];
  if (c.target) {
    const target = c.target;
    const sorts = system.predicates.find(([n]) => n === target.pred)?.[1] ?? [];
    const params = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
    checks = targetConjuncts.map((x, i) => {
      const u = witnessSort ? universalOf(x) : undefined;
      return {
        app:
          target.args.length === 0
            ? `${target.pred}!c${i}`
            : `(${target.pred}!c${i} ${target.args.join(' ')})`,
        def: `(define-fun ${target.pred}!c${i} (${params}) Bool ${u?.sort === witnessSort && u ? instanceOf(u, WITNESS) : x})`,
      };
    });
  }
  // with quantifiers, each conjunct's truth is a Boolean constant of its own, asked for by name;
  // without, the applications themselves (the query as it always was: the same answers and times)
  const names = quantified ? checks.map((_, i) => `${CONJUNCT}${i}`) : checks.map((x) => x.app);
  const goal = c.target ? `(not (and true ${names.join(' ')}))` : 'true';
  const script = quantified
    ? [
        decls,
        ...(witnessSort ? [`(declare-fun ${WITNESS} () ${witnessSort})`] : []),
        bodyDefinitions(system, c, hypotheses, 'false'),
        ...checks.map((x) => x.def),
        ...checks.map((x, i) => `(declare-fun ${names[i]} () Bool)\n(assert (= ${names[i]} ${x.app}))`),
        `(assert ${clauseBody(c)})`,
        `(assert ${goal})`,
      ].join('\n')
    : [
        bodyDefinitions(system, c, cands, 'false'),
        ...checks.map((x) => x.def),
        decls,
        `(assert ${clauseBody(c)})`,
        `(assert ${goal})`,
      ].join('\n');
  // one-shot checks in fresh contexts: much faster than push/pop for these small bit-vector queries
  const r = await session.checkOnce(script, names, left);
  if (r.result === 'unknown') return 'timeout';
  if (r.result === 'unsat') return [];
  if (!c.target) return [-1];
  // only a conjunct the model makes false is dropped (a value left a formula keeps it, as before:
  // dropping those too lost ddlm2013 and loop-new/half, whose refinement then ran past CHC's slice)
  const drops = checks.flatMap((_, i) => (r.values?.[i] === false ? [i] : []));
  return drops.length > 0 ? drops : 'undecided';
}
