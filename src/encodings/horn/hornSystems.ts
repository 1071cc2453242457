// The Horn systems of a process, each built once per (program CFA, entry, skip set): the engines,
// the certificate checks and the pipeline all ask here instead of encoding the program again. A
// HornSystem is immutable once built (every consumer derives new systems, never edits one), so one
// copy serves all; it is frozen (its arrays, clauses, predicate applications, argument records), so
// that an engine, which the checkers do not trust, cannot change what a checker reads. Keyed by the
// CFA object (a CFA built afresh, or edited, has systems of its own), the entry and the sorted skip
// set; an encoding the program does not admit is remembered too and thrown again. Counts what it
// built, for the run's statistics.

import type { ProgramCfa } from '../../ir/cfa';
import type { HornSystem, PredApp } from './horn';
import { hornSystem, type HornEncoding } from './hornClauses';
import { arrayValueVars } from '../../ir/arrayValues';
import { fieldValues, forgetFieldValues } from '../../ir/fieldValues';
import { EncodeUnsupported } from '../../smt/memoryModel';

type Built = { readonly system: HornSystem } | { readonly error: unknown };

const memo = new WeakMap<ProgramCfa, Map<string, Built>>();

/** What the memo did since the process started. */
export interface HornSystemStats {
  /** Systems built (encodings attempted, including those the program does not admit). */
  readonly built: number;
  /** Requests, built or found. */
  readonly requests: number;
}

let built = 0;
let requests = 0;

/** The key of a system of one CFA: the entry, the sorted skip set and the encoding. */
export function hornSystemKey(
  entry: string,
  skip?: ReadonlySet<string>,
  encoding: HornEncoding = {},
): string {
  const key = [entry, [...(skip ?? [])].sort()];
  return JSON.stringify(encoding.arrays ? [...key, 'arrays'] : key);
}

/** `hornSystem(cfa, entry, skip, encoding)`, built at most once per CFA, entry, skip set and encoding. */
export function hornSystemOf(
  cfa: ProgramCfa,
  entry: string,
  skip?: ReadonlySet<string>,
  encoding: HornEncoding = {},
): HornSystem {
  requests++;
  let systems = memo.get(cfa);
  if (!systems) {
    systems = new Map();
    memo.set(cfa, systems);
  }
  // a program without arrays or structs to keep as values has one system for both encodings
  const key = hornSystemKey(entry, skip, encoding.arrays && hasArrayValues(cfa) ? encoding : {});
  let b = systems.get(key);
  if (!b) {
    built++;
    try {
      b = { system: frozen(hornSystem(cfa, entry, skip, encoding)) };
    } catch (e) {
      b = { error: e };
    }
    systems.set(key, b);
  }
  if ('error' in b) throw b.error;
  return b.system;
}

/**
 * Whether the program admits a Horn encoding the provers use (with array values, as templates and
 * CHC ask, or without, as k-induction and condinv ask): false only when both are unsupported. Any
 * other failure counts as admitted (the engines report it themselves).
 */
export function hornEncodable(cfa: ProgramCfa, entry: string, skip?: ReadonlySet<string>): boolean {
  for (const encoding of [{ arrays: true }, {}]) {
    try {
      hornSystemOf(cfa, entry, skip, encoding);
      return true;
    } catch (e) {
      if (!(e instanceof EncodeUnsupported)) return true;
    }
  }
  return false;
}

const arrayValues = new WeakMap<ProgramCfa, boolean>();

/** Whether `cfa` has arrays or structs the encoding `arrays` keeps as values (once per CFA). */
function hasArrayValues(cfa: ProgramCfa): boolean {
  let has = arrayValues.get(cfa);
  if (has === undefined) {
    has = fieldValues(cfa).split || arrayValueVars(cfa).size > 0;
    arrayValues.set(cfa, has);
  }
  return has;
}

/** Drops the systems of `cfa` (after its nodes or edges were changed in place). */
export function forgetHornSystems(cfa: ProgramCfa): void {
  memo.delete(cfa);
  arrayValues.delete(cfa);
  forgetFieldValues(cfa);
}

/** The keys (hornSystemKey) of the systems held for `cfa`. */
export function hornSystemKeys(cfa: ProgramCfa): string[] {
  return [...(memo.get(cfa)?.keys() ?? [])];
}

export function hornSystemStats(): HornSystemStats {
  return { built, requests };
}

/** `system` with its arrays and records frozen (the maps' values too; a Map itself cannot be). */
function frozen(system: HornSystem): HornSystem {
  const app = (a: PredApp): void => {
    Object.freeze(a.args);
    Object.freeze(a);
  };
  for (const p of system.predicates) Object.freeze(Object.freeze(p)[1]);
  for (const c of system.clauses) {
    for (const v of c.vars) Object.freeze(v);
    Object.freeze(c.vars);
    c.apps.forEach(app);
    Object.freeze(c.apps);
    if (c.target) app(c.target);
    Object.freeze(c);
  }
  for (const args of system.args.values()) for (const a of Object.freeze(args)) Object.freeze(a);
  for (const n of system.nodes.values()) Object.freeze(n); // the CFA node itself belongs to the CFA
  Object.freeze(system.predicates);
  Object.freeze(system.clauses);
  return Object.freeze(system);
}
