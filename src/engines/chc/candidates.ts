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
  predicateDefinitions,
  type Conjuncts,
  type HornClause,
  type HornSystem,
} from '../../encodings/horn/horn';

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
 * Drops unpreserved conjuncts until the candidates are inductive; undefined when out of time.
 * Predicates without candidates are unconstrained.
 */
export async function refineCandidates(
  system: HornSystem,
  initial: Conjuncts,
  session: SolverSession,
  deadline: number,
): Promise<Refined | undefined> {
  // A predicate without candidates is `true` (unconstrained), never `false`: Houdini only weakens.
  const cands = new Map(system.predicates.map(([p]) => [p, [...(initial.get(p) ?? [])]]));
  for (;;) {
    let changed = false;
    for (const c of system.clauses) {
      if (!c.target) continue;
      const target = cands.get(c.target.pred);
      if (!target || target.length === 0) continue;
      const verdict = await violated(system, cands, c, session, deadline);
      if (verdict === 'timeout') return undefined;
      if (verdict.length === 0) continue;
      const drop = new Set(verdict);
      cands.set(
        c.target.pred,
        target.filter((_, i) => !drop.has(i)),
      );
      changed = true;
    }
    if (!changed) break;
  }
  const failed = new Set<string | undefined>();
  for (const c of system.clauses) {
    if (c.target || failed.has(c.propertyId)) continue;
    const verdict = await violated(system, cands, c, session, deadline);
    if (verdict === 'timeout') return undefined;
    if (verdict.length > 0) failed.add(c.propertyId);
  }
  const holds = new Set<string>();
  for (const c of system.clauses) if (!c.target && c.propertyId !== undefined) holds.add(c.propertyId);
  for (const id of failed) if (id !== undefined) holds.delete(id);
  // A solution is checked again later (and stored): without its redundant conjuncts, that is cheaper.
  const final =
    failed.size === 0
      ? await dropRedundant(system, cands, session, Date.now() + (deadline - Date.now()) * MINIMIZE_SHARE)
      : cands;
  const definitions = predicateDefinitions(system, final, 'false');
  return { definitions, conjuncts: final, safe: failed.size === 0, holds };
}

/** The share of the time left that removing redundant conjuncts from a solution may take. */
const MINIMIZE_SHARE = 0.25;

/** The Boolean constants that stand for a clause's conjuncts (no clause variable is named so). */
const CONJUNCT = 'conj!';
/** The witnesses of quantified conjuncts to show. */
const WITNESS = 'wit!';

const clauseIndexTerms = new WeakMap<HornClause, string[]>();

/** The index terms of a clause's constraint, once per clause. */
function indexTermsOf(c: HornClause): string[] {
  let t = clauseIndexTerms.get(c);
  if (!t) {
    t = indexTerms(c.constraint);
    clauseIndexTerms.set(c, t);
  }
  return t;
}

/** Indices of the target's conjuncts a model of the clause's body violates ([] when none; [-1] for a safety clause). */
async function violated(
  system: HornSystem,
  cands: Conjuncts,
  c: HornClause,
  session: SolverSession,
  deadline: number,
): Promise<number[] | 'timeout'> {
  const left = deadline - Date.now();
  if (left <= 0) return 'timeout';
  const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
  const targetConjuncts = c.target ? (cands.get(c.target.pred) ?? ['false']) : [];
  const quantified = [...cands.values(), targetConjuncts].some((cs) => cs.some((x) => universalOf(x)));
  // with range-quantified candidates: instances at the clause's index terms, witnesses for the
  // conjuncts to show (instantiate.ts), so the query is quantifier-free
  const witnesses = quantified ? targetConjuncts.map((x, i) => (universalOf(x) ? `${WITNESS}${i}` : '')) : [];
  const terms = quantified ? [...indexTermsOf(c), ...witnesses.filter((w) => w !== '')] : [];
  const hypotheses = quantified
    ? new Map([...cands].map(([p, cs]) => [p, cs.map((x) => instantiated(x, terms))]))
    : cands;
  let checks: { app: string; def: string }[] = [];
  if (c.target) {
    const target = c.target;
    const sorts = system.predicates.find(([n]) => n === target.pred)?.[1] ?? [];
    const params = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
    checks = targetConjuncts.map((x, i) => {
      const u = quantified ? universalOf(x) : undefined;
      return {
        app:
          target.args.length === 0
            ? `${target.pred}!c${i}`
            : `(${target.pred}!c${i} ${target.args.join(' ')})`,
        def: `(define-fun ${target.pred}!c${i} (${params}) Bool ${u ? instanceOf(u, witnesses[i]) : x})`,
      };
    });
  }
  // each conjunct's truth as a Boolean constant of its own: a model then gives true or false for it
  const names = checks.map((_, i) => `${CONJUNCT}${i}`);
  const goal = c.target ? `(not (and true ${names.join(' ')}))` : 'true';
  const witnessSorts = targetConjuncts.map((x) => universalOf(x)?.sort);
  const script = [
    decls,
    ...witnesses.flatMap((w, i) => (w === '' ? [] : [`(declare-fun ${w} () ${witnessSorts[i]})`])),
    predicateDefinitions(system, hypotheses, 'false'),
    ...checks.map((x) => x.def),
    ...checks.map((x, i) => `(declare-fun ${names[i]} () Bool)\n(assert (= ${names[i]} ${x.app}))`),
    `(assert ${clauseBody(c)})`,
    `(assert ${goal})`,
  ].join('\n');
  // one-shot checks in fresh contexts: much faster than push/pop for these small bit-vector queries
  const r = await session.checkOnce(script, names, left);
  if (r.result === 'unknown') return 'timeout';
  if (r.result === 'unsat') return [];
  if (!c.target) return [-1];
  const out: number[] = [];
  for (const [i, x] of checks.entries()) {
    const v = r.values?.[i];
    if (v === false) out.push(i);
    if (v !== undefined) continue;
    // the model left the conjunct a formula (quantified): ask for it alone; unknown drops it too
    const left1 = deadline - Date.now();
    if (left1 <= 0) return 'timeout';
    const one = [
      predicateDefinitions(system, cands, 'false'),
      x.def,
      decls,
      `(assert ${clauseBody(c)})`,
      `(assert (not ${x.app}))`,
    ].join('\n');
    if ((await session.checkOnce(one, [], left1)).result !== 'unsat') out.push(i);
  }
  // none false: every conjunct the model left a formula holds on its own, so all of them do
  return out;
}
