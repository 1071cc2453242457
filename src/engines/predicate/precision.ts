// The precision of the predicate analysis: per Horn predicate (a location: a loop head, a
// function's entry or summary) the atoms the abstraction may speak about, as SMT-LIB terms over the
// predicate's parameters `a0`, `a1`, ... Refinement adds the atoms of interpolants; an atom is a
// Boolean leaf of a formula (a comparison), never a connective.

import { expandLets, parseSexp, printSexp, type Sexp } from '../../smt/sexp';

/** Per predicate, its atoms in the order they were added. */
export type Precision = ReadonlyMap<string, readonly string[]>;

/** Most atoms kept per predicate: boolean abstraction enumerates their valuations. */
export const MAX_ATOMS = 16;

/** The Boolean leaves of a formula text over `a0..a(arity-1)`; formulas with quantifiers give none. */
export function atomsOf(formula: string, arity: number): string[] {
  let s: Sexp;
  try {
    s = expandLets(parseSexp(formula), new Map());
  } catch {
    return [];
  }
  const out: string[] = [];
  const params = new Set(Array.from({ length: arity }, (_, i) => `a${i}`));
  const walk = (x: Sexp): void => {
    if (typeof x === 'string') {
      if (x !== 'true' && x !== 'false' && params.has(x)) out.push(x); // a Boolean parameter
      return;
    }
    const head = x[0];
    if (head === 'and' || head === 'or' || head === 'not' || head === '=>' || head === 'xor') {
      for (const y of x.slice(1)) walk(y);
      return;
    }
    if (head === 'forall' || head === 'exists' || head === 'let' || head === '!') return;
    if (!closedOver(x, params)) return;
    out.push(printSexp(x));
  };
  walk(s);
  return [...new Set(out)];
}

/** `p` with the atoms added (new ones last, at most MAX_ATOMS per predicate); `changed` says whether any was new. */
export function extend(
  p: Precision,
  atoms: ReadonlyMap<string, readonly string[]>,
): { precision: Precision; changed: boolean } {
  const out = new Map([...p].map(([k, v]) => [k, [...v]]));
  let changed = false;
  for (const [pred, as] of atoms) {
    const have = out.get(pred) ?? [];
    for (const a of as) {
      if (have.includes(a) || have.length >= MAX_ATOMS) continue;
      have.push(a);
      changed = true;
    }
    out.set(pred, have);
  }
  return { precision: out, changed };
}

/** Every symbol is a parameter, an operator, a literal or an indexed-sort part: no stray constants. */
function closedOver(x: Sexp, params: ReadonlySet<string>): boolean {
  if (typeof x === 'string') {
    if (params.has(x) || /^(#x|#b|\d)/.test(x) || x === 'true' || x === 'false') return true;
    return OPERATORS.test(x);
  }
  if (x[0] === '_') return true; // (_ bv5 32), (_ zero_extend 2) ...
  return x.every((y) => closedOver(y, params));
}

const OPERATORS =
  /^(=|distinct|ite|not|and|or|=>|xor|bv[a-z]+|concat|extract|zero_extend|sign_extend|[<>]=?|[-+*]|div|mod|abs|to_int|to_real)$/;
