// Refinement of the predicate analysis: an abstract counterexample (a derivation tree of facts
// ending in a safety clause) is unfolded into a tree-shaped, recursion-free Horn system, one fresh
// predicate per tree node, and handed to Spacer. z3-solver has no interpolation API; a solution of
// this system is a sequence (for calls: a tree) of inductive interpolants, one per abstraction
// point of the path, which is what Spacer computes for a system without loops. `unsat` means the
// path is feasible: a real counterexample. The solution's atoms, mapped back to the original
// predicates, refine the precision; IMPACT uses the solution's formulas as labels directly.

import {
  clauseBody,
  clauseHead,
  hornScript,
  type HornClause,
  type HornSystem,
} from '../../encodings/horn/horn';
import { liftSolution, relaxedScript } from '../chc/liaRelax';
import { candidatesFromModel } from '../chc/candidates';
import { SPACER_NO_INLINING, solverFailureKind, type SolverSession } from '../../smt/session';
import type { UnknownKind } from '../../encodings/result';
import type { Fact } from './arg';
import { atomsOf } from './precision';
import { parseSexp, type Sexp } from '../../smt/sexp';
import { workNow } from '../../smt/workClock';

export interface TreeNode {
  /** The fresh predicate of this node, and the original one it unfolds. */
  readonly name: string;
  readonly pred: string;
  readonly fact?: Fact;
}

export type RefineResult =
  | {
      readonly kind: 'spurious';
      /** Per original predicate, the atoms of the interpolants; levels in order of preference (the next
       * one is for when the earlier ones add nothing new). */
      readonly levels: readonly ReadonlyMap<string, readonly string[]>[];
      /** Per derivation fact (by id), its interpolant over `a0`, `a1`, ... (the bit-precise solution's) */
      readonly labels: ReadonlyMap<number, string>;
      /** The same from the relaxation's solution when it is valid on the bit-precise tree (more general). */
      readonly generalLabels?: ReadonlyMap<number, string>;
    }
  | { readonly kind: 'feasible' }
  | { readonly kind: 'unknown'; readonly cause: UnknownKind; readonly reason: string };

/** Checks the counterexample (safety clause `clause` under the parent facts) and interpolates. */
export async function refinePath(
  system: HornSystem,
  clause: number,
  parents: readonly Fact[],
  session: SolverSession,
  deadline: number,
): Promise<RefineResult> {
  const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
  const nodes: TreeNode[] = [];
  const clauses: HornClause[] = [];
  let budget = MAX_TREE;
  /** Unfolds a fact into its subtree's clauses; the fresh predicate name, undefined when too big. */
  const unfold = (f: Fact): string | undefined => {
    if (--budget < 0) return undefined;
    const name = `${f.pred}!t${nodes.length}`;
    nodes.push({ name, pred: f.pred, fact: f });
    const kids: string[] = [];
    for (const p of f.parents) {
      const k = unfold(p);
      if (k === undefined) return undefined;
      kids.push(k);
    }
    clauses.push(instance(system.clauses[f.clause], kids, name));
    return name;
  };
  const kids: string[] = [];
  for (const p of parents) {
    const k = unfold(p);
    if (k === undefined)
      return { kind: 'unknown', cause: 'incomplete', reason: 'counterexample too long to refine' };
    kids.push(k);
  }
  clauses.push(instance(system.clauses[clause], kids, undefined));
  const tree: HornSystem = {
    predicates: nodes.map((n) => [n.name, sorts.get(n.pred) ?? []] as const),
    args: new Map(nodes.map((n) => [n.name, system.args.get(n.pred) ?? []])),
    nodes: new Map(),
    clauses,
  };
  // bit-precise first: it decides whether the path is feasible
  const left = deadline - workNow();
  if (left < 100) return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
  const answer = await session.solveHorn(`${SPACER_NO_INLINING}\n${hornScript(tree)}`, left);
  if (answer.result === 'unsat') return { kind: 'feasible' };
  if (answer.result !== 'sat' || answer.model === undefined)
    return {
      kind: 'unknown',
      cause: answer.reason ? solverFailureKind(answer.reason) : 'incomplete',
      reason: answer.reason ?? 'no interpolants',
    };
  const exact = collect(nodes, sorts, candidatesFromModel(answer.model, tree));
  // Bit-level interpolants name single values (`i = 3`) and refinement would unroll the loop;
  // the integer relaxation's interpolants are linear relations, lifted back exactly.
  const relaxed = await relaxedInterpolants(tree, session, deadline);
  const general = relaxed ? collect(nodes, sorts, relaxed) : undefined;
  // in order of preference: the relaxation's linear relations, then the bit-precise relational
  // atoms (`a2 = a0 + a1`), then the rest of the bit-precise ones (single values, bits)
  const relations = new Map([...exact.atoms].map(([p, as]) => [p, as.filter(relational)]));
  const levels = [general?.atoms, relations, exact.atoms].filter((x) => x !== undefined);
  const valid = general && (await validOnTree(tree, general.labels, nodes, session, deadline));
  return {
    kind: 'spurious',
    levels,
    labels: exact.labels,
    ...(valid ? { generalLabels: general.labels } : {}),
  };
}

/** The relaxed tree system's solution, lifted to bit-vectors, as conjuncts per node; undefined when none. */
async function relaxedInterpolants(
  tree: HornSystem,
  session: SolverSession,
  deadline: number,
): Promise<Map<string, string[]> | undefined> {
  // read bit-vectors as the majority of the variables are declared, as the CHC engine does
  const args = [...tree.args.values()].flat().filter((a) => !a.old);
  const unsigned = args.filter((a) => !a.signed).length * 2 > args.length;
  const readings = unsigned ? (['unsigned', 'signed'] as const) : (['signed', 'unsigned'] as const);
  for (const reading of readings) {
    const script = relaxedScript(tree, reading);
    const left = Math.min(deadline - workNow(), RELAXED_MS);
    if (script === undefined || left < 100) return undefined;
    const answer = await session.solveHorn(`${SPACER_NO_INLINING}\n${script}`, left);
    if (answer.result !== 'sat' || answer.model === undefined) continue;
    const lifted = liftSolution(answer.model, tree, reading);
    if (lifted !== undefined) return candidatesFromModel(lifted, tree);
  }
  return undefined;
}

/**
 * Whether the labels (one per fact, so per tree node) solve the tree system: every clause's body,
 * with its nodes' labels, implies its head's label. One query per clause.
 */
async function validOnTree(
  tree: HornSystem,
  labels: ReadonlyMap<number, string>,
  nodes: readonly TreeNode[],
  session: SolverSession,
  deadline: number,
): Promise<boolean> {
  const defs = nodes.map((n) => {
    const ps = (tree.predicates.find(([p]) => p === n.name)?.[1] ?? [])
      .map((s, i) => `(a${i} ${s})`)
      .join(' ');
    return `(define-fun ${n.name} (${ps}) Bool ${(n.fact && labels.get(n.fact.id)) ?? 'true'})`;
  });
  for (const c of tree.clauses) {
    const left = deadline - workNow();
    if (left < 100) return false;
    await session.push();
    try {
      await session.add([...defs, ...c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`)].join('\n'));
      await session.add(`(assert (and ${clauseBody(c)} (not ${clauseHead(c)})))`);
      if ((await session.check({ timeoutMs: Math.min(left, 2000) })) !== 'unsat') return false;
    } finally {
      await session.pop();
    }
  }
  return true;
}

/** Atoms per original predicate and the interpolant per fact, from per-node conjuncts. */
function collect(
  nodes: readonly TreeNode[],
  sorts: ReadonlyMap<string, readonly string[]>,
  solution: ReadonlyMap<string, readonly string[]>,
): { atoms: Map<string, string[]>; labels: Map<number, string> } {
  const atoms = new Map<string, string[]>();
  const labels = new Map<number, string>();
  for (const n of nodes) {
    const conj = solution.get(n.name) ?? [];
    const formula = conj.length === 0 ? 'true' : conj.length === 1 ? conj[0] : `(and ${conj.join(' ')})`;
    // a fact used twice in the tree holds under each occurrence's interpolant: their conjunction
    const had = n.fact ? labels.get(n.fact.id) : undefined;
    if (n.fact)
      labels.set(n.fact.id, had === undefined || had === formula ? formula : `(and ${had} ${formula})`);
    const arity = sorts.get(n.pred)?.length ?? 0;
    const list = atoms.get(n.pred) ?? [];
    for (const c of conj) for (const a of atomsOf(c, arity)) if (!list.includes(a)) list.push(a);
    atoms.set(n.pred, list);
  }
  return { atoms, labels };
}

/** The clause with its body predicates renamed to `kids` and its head to `head` (none: a safety clause). */
function instance(c: HornClause, kids: readonly string[], head: string | undefined): HornClause {
  const { target, ...rest } = c;
  const renamed = { ...rest, apps: c.apps.map((a, i) => ({ pred: kids[i], args: a.args })) };
  return target && head ? { ...renamed, target: { pred: head, args: target.args } } : renamed;
}

/**
 * Relates two or more parameters at word level: no bit extraction, and no constant offset (`a0 <=
 * a1 + 3` comes from one unrolling of a loop and would lead refinement to unroll it further).
 */
function relational(atom: string): boolean {
  if (atom.includes('extract') || new Set(atom.match(/\ba\d+\b/g) ?? []).size < 2) return false;
  const offset = (x: Sexp): boolean =>
    Array.isArray(x) &&
    (((x[0] === 'bvadd' || x[0] === 'bvsub') && x.slice(1).some((y) => bvLiteral(y))) || x.some(offset));
  try {
    return !offset(parseSexp(atom));
  } catch {
    return false;
  }
}

function bvLiteral(x: Sexp): boolean {
  return typeof x === 'string' ? /^#[xb]/.test(x) : x[0] === '_' && /^bv\d/.test(String(x[1]));
}

/** At most this long for the relaxed interpolants (ms). */
const RELAXED_MS = 5000;

/** Most nodes of a derivation tree to unfold. */
const MAX_TREE = 400;
