// SMT-LIB terms as trees: parsing the solver's text answers (models, Horn solutions) and printing
// rewritten terms back. Atoms keep their spelling (symbols, |quoted| symbols, numerals, #x/#b
// literals, keywords); lists are arrays.

export type Sexp = string | readonly Sexp[];

export class SexpSyntaxError extends Error {}

/** One S-expression from `text` (the first, when there are several). */
export function parseSexp(text: string): Sexp {
  const all = parseSexps(text);
  if (all.length === 0) throw new SexpSyntaxError('empty term');
  return all[0];
}

/** All top-level S-expressions of `text`. */
export function parseSexps(text: string): Sexp[] {
  const stack: Sexp[][] = [[]];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++;
    } else if (c === ';') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '(') {
      stack.push([]);
      i++;
    } else if (c === ')') {
      if (stack.length < 2) throw new SexpSyntaxError(`unbalanced ')' at ${i}`);
      const done = stack.pop() as Sexp[];
      stack[stack.length - 1].push(done);
      i++;
    } else if (c === '|') {
      const j = text.indexOf('|', i + 1);
      if (j < 0) throw new SexpSyntaxError('unterminated |symbol|');
      stack[stack.length - 1].push(text.slice(i, j + 1));
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < n; j++) {
        if (text[j] === '"') {
          if (text[j + 1] !== '"') break;
          j++;
        }
      }
      stack[stack.length - 1].push(text.slice(i, j + 1));
      i = j + 1;
    } else {
      let j = i;
      while (j < n && !' \n\t\r()|";'.includes(text[j])) j++;
      stack[stack.length - 1].push(text.slice(i, j));
      i = j;
    }
  }
  if (stack.length !== 1) throw new SexpSyntaxError("missing ')'");
  return stack[0];
}

export function printSexp(s: Sexp): string {
  return typeof s === 'string' ? s : `(${s.map(printSexp).join(' ')})`;
}

/** Renames atoms by `map` (symbols only: everything else passes through unchanged). */
export function renameAtoms(s: Sexp, map: (atom: string) => string | undefined): Sexp {
  if (typeof s === 'string') return map(s) ?? s;
  return s.map((x) => renameAtoms(x, map));
}

/** Attributes that steer the solver and never change what a term means. */
const HINTS = new Set([':weight', ':qid', ':skolemid', ':pattern', ':no-pattern']);

/**
 * The term without its annotations: `(! t :weight 0)` is `t` (Z3's models annotate quantifiers so).
 * Undefined when an annotation is malformed or carries another attribute (`:named` defines a name
 * the term may use elsewhere).
 */
export function withoutAnnotations(s: Sexp): Sexp | undefined {
  if (typeof s === 'string') return s;
  if (s[0] === '!') {
    const attrs = s.slice(2);
    const hints =
      attrs.length >= 2 &&
      attrs.length % 2 === 0 &&
      attrs.every((a, i) => i % 2 === 1 || (typeof a === 'string' && HINTS.has(a)));
    return hints ? withoutAnnotations(s[1]) : undefined;
  }
  const out: Sexp[] = [];
  for (const x of s) {
    const y = withoutAnnotations(x);
    if (y === undefined) return undefined;
    out.push(y);
  }
  return out;
}

/** Renames the free constants of an SMT-LIB term text (bound `let` names are left alone when not in `map`). */
export function renameText(text: string, map: ReadonlyMap<string, string>): string {
  if (map.size === 0) return text;
  return printSexp(renameAtoms(parseSexp(text), (a) => map.get(a)));
}

/** The term with every `let` replaced by its definition. */
export function expandLets(s: Sexp, env: ReadonlyMap<string, Sexp>): Sexp {
  if (typeof s === 'string') return env.get(s) ?? s;
  if (s[0] === 'let') {
    const inner = new Map(env);
    for (const b of s[1] as Sexp[]) {
      const [n, t] = b as Sexp[];
      inner.set(n as string, expandLets(t, env));
    }
    return expandLets(s[2], inner);
  }
  if (s[0] === '!') return expandLets(s[1], env);
  if (s[0] === 'exists' || s[0] === 'forall') return s; // bound names: left alone (dropped later)
  return s.map((x) => expandLets(x, env));
}

export function conjunctsOf(s: Sexp): Sexp[] {
  return Array.isArray(s) && s[0] === 'and' ? s.slice(1).flatMap(conjunctsOf) : [s];
}
