// The Horn clause systems the CHC engine, the invariant engines and k-induction share: predicates
// applied to argument terms, clauses, what each predicate argument means in C, conjunctions of
// candidate invariants per predicate, and their SMT-LIB text (definitions, Horn scripts).

import { FALSE, and, type Term } from '../../smt/smtlib';
import type { CfaNode } from '../../ir/cfa';

/** A predicate applied to argument terms. */
export interface PredApp {
  readonly pred: string;
  readonly args: readonly Term[];
}

/** `forall vars. apps /\ constraint => target` (no target: `false`, a safety clause). */
export interface HornClause {
  readonly vars: readonly (readonly [string, string])[];
  readonly apps: readonly PredApp[];
  readonly constraint: Term;
  readonly target?: PredApp;
  /** The property a safety clause is about. */
  readonly propertyId?: string;
}

/** What one predicate argument stands for in the C program. */
export interface ArgInfo {
  /** The state slot (variable key); entry values are prefixed `0:`. */
  readonly key: string;
  /** How to write it in C: the variable's name, `\old(name)` for an entry value, `\result`. */
  readonly label: string;
  readonly width: number;
  readonly signed: boolean;
  /** An entry value (constant within the function). */
  readonly old: boolean;
  /** An array value's length: its sort is an SMT array (and `width` 0). */
  readonly arrayLength?: number;
}

export interface HornSystem {
  /** `(declare-fun P (sorts) Bool)` per predicate. */
  readonly predicates: readonly (readonly [string, readonly string[]])[];
  /** Per predicate, what its arguments are. */
  readonly args: ReadonlyMap<string, readonly ArgInfo[]>;
  /** Per predicate `P_<fn>_<node>`: the function and the CFA node (for locations and loop heads). */
  readonly nodes: ReadonlyMap<string, { readonly fn: string; readonly node: CfaNode }>;
  readonly clauses: readonly HornClause[];
}

/** Per predicate, a conjunction of terms over its parameters `a0`, `a1`, ... */
export type Conjuncts = ReadonlyMap<string, readonly string[]>;

/**
 * `define-fun`s of the predicates from conjuncts over `a0`, `a1`, ...; a predicate without an
 * entry is `missing` (true or false); `rename` gives the defined names (default: the predicates').
 */
export function predicateDefinitions(
  system: HornSystem,
  conj: Conjuncts,
  missing: 'true' | 'false',
  rename?: (p: string) => string,
): string {
  return system.predicates
    .map(([name, sorts]) => {
      const ps = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
      const cs = conj.get(name);
      const body = !cs
        ? missing
        : cs.length === 0
          ? 'true'
          : cs.length === 1
            ? cs[0]
            : `(and ${cs.join(' ')})`;
      return `(define-fun ${rename ? rename(name) : name} (${ps}) Bool ${body})`;
    })
    .join('\n');
}

/**
 * `define-fun`s (predicateDefinitions) of only the predicates the clause's body applies: a query
 * about one clause needs no others, and their definitions would only be text for Z3 to read.
 */
export function bodyDefinitions(
  system: HornSystem,
  c: HornClause,
  conj: Conjuncts,
  missing: 'true' | 'false',
): string {
  const applied = new Set(c.apps.map((a) => a.pred));
  return predicateDefinitions(
    { ...system, predicates: system.predicates.filter(([n]) => applied.has(n)) },
    conj,
    missing,
  );
}

export function appTerm(a: PredApp): Term {
  return app(a.pred, a.args);
}

export function clauseBody(c: HornClause): Term {
  return and(...c.apps.map(appTerm), c.constraint);
}

export function clauseHead(c: HornClause): Term {
  return c.target ? appTerm(c.target) : FALSE;
}

/** The system as an SMT-LIB Horn script (declarations and quantified clauses). */
export function hornScript(h: HornSystem): string {
  const lines = h.predicates.map(([name, sorts]) => `(declare-fun ${name} (${sorts.join(' ')}) Bool)`);
  for (const c of h.clauses) {
    const implication = `(=> ${clauseBody(c)} ${clauseHead(c)})`;
    const bound = c.vars.map(([n, s]) => `(${n} ${s})`).join(' ');
    lines.push(c.vars.length > 0 ? `(assert (forall (${bound}) ${implication}))` : `(assert ${implication})`);
  }
  return lines.join('\n');
}

function app(name: string, args: readonly Term[]): Term {
  return args.length === 0 ? name : `(${name} ${args.join(' ')})`;
}
