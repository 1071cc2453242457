// Quantifier-free checks of range-quantified candidates (arrayCandidates.ts), as the decision
// procedure of the array property fragment does it: a universal fact assumed in a clause's body is
// instantiated at the clause's index terms (the indices it reads and writes, and the witnesses of
// the goal), and a universal fact to be shown is negated with a fresh witness (a Skolem constant).
// Z3 answers such queries at once, where its model search over quantified bit-vector formulas
// often gives up. Instances are consequences of the assumption, so an `unsat` is a proof; a `sat`
// may be spurious (too few instances), which for the Houdini refinement only drops a candidate.
// The certificate check (certify/checkHorn.ts) checks the final solution with the quantifiers.

import { parseSexp, printSexp, type Sexp } from '../../smt/sexp';

/** `(forall ((j S)) body)`: its variable, the variable's sort and the body. */
export interface Universal {
  readonly variable: string;
  readonly sort: string;
  readonly body: Sexp;
}

/** The conjunct as a universal fact over one variable, when it is one. */
export function universalOf(conjunct: string): Universal | undefined {
  if (!conjunct.startsWith('(forall')) return undefined;
  const s = parseSexp(conjunct);
  if (!Array.isArray(s) || s[0] !== 'forall' || s.length !== 3) return undefined;
  const binders = s[1];
  if (!Array.isArray(binders) || binders.length !== 1) return undefined;
  const [variable, sort] = binders[0] as readonly Sexp[];
  if (typeof variable !== 'string') return undefined;
  return { variable, sort: printSexp(sort), body: s[2] };
}

/** The body with its variable replaced by `term`. */
export function instanceOf(u: Universal, term: string): string {
  const t = parseSexp(term);
  return printSexp(substitute(u.body, u.variable, t));
}

/**
 * A quantified conjunct as the conjunction of its instances at `terms`, which are of `sort` (every
 * array of the Horn encoding, memory included, is indexed by pointer-width bit-vectors, the sort of
 * the candidates' variable).
 */
export function instantiated(conjunct: string, terms: readonly string[], sort: string): string {
  const u = universalOf(conjunct);
  if (!u || u.sort !== sort) return conjunct; // another sort (a stale record): left to Z3 as it is
  return terms.length === 0 ? 'true' : `(and ${terms.map((t) => instanceOf(u, t)).join(' ')})`;
}

/** The index terms of a clause's constraint: the second argument of every `select` and `store`. */
export function indexTerms(constraint: string): string[] {
  const out = new Set<string>();
  const walk = (s: Sexp): void => {
    // terms under a binder may name its variables: not terms of the clause
    if (!Array.isArray(s) || BINDERS.has(s[0] as string)) return;
    if ((s[0] === 'select' || s[0] === 'store') && s.length >= 3) out.add(printSexp(s[2]));
    for (const x of s) walk(x);
  };
  walk(parseSexp(constraint));
  return [...out];
}

const BINDERS = new Set(['let', 'forall', 'exists', 'lambda']);

function substitute(s: Sexp, name: string, by: Sexp): Sexp {
  if (!Array.isArray(s)) return s === name ? by : s;
  // a binder of the same name inside hides the variable
  if ((s[0] === 'forall' || s[0] === 'exists') && Array.isArray(s[1])) {
    if ((s[1] as readonly Sexp[]).some((b) => Array.isArray(b) && b[0] === name)) return s;
  }
  return s.map((x) => substitute(x, name, by));
}
