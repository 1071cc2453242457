// A program's linear Horn system read as a transition system for k-induction: the state is a
// program counter (which predicate, i.e. which cut node, or an error, or "before the start") and
// per predicate a copy of its arguments; each clause is a transition from its body predicate to its
// head (a fact leaves the start state, a safety clause enters the error location of its property).
// Between cut nodes a step covers a whole loop-free region, so k counts loop iterations rather
// than statements. Systems with calls that were not inlined (non-linear clauses) are unsupported.

import { EncodeUnsupported } from '../smt/memoryModel';
import { parseSexp, printSexp, renameAtoms, renameText, type Sexp } from '../smt/sexp';
import { bvLit } from '../smt/smtlib';
import { clauseBody, type HornClause, type HornSystem } from './horn/horn';

export const PC_BITS = 16;
/** The program counter before the first transition. */
export const PC_START = 0;

interface ParsedClause {
  readonly clause: HornClause;
  readonly body: Sexp;
  readonly targetArgs: readonly Sexp[];
  readonly from: number;
  readonly to: number;
}

export class TransitionSystem {
  /** Program counter value per predicate (1..n); errors follow, one per property. */
  readonly pcOf: ReadonlyMap<string, number>;
  readonly errorPc: ReadonlyMap<string, number>;
  private readonly parsed: readonly ParsedClause[];

  constructor(readonly system: HornSystem) {
    const pcOf = new Map<string, number>();
    const errorPc = new Map<string, number>();
    const parsed: ParsedClause[] = [];
    this.pcOf = pcOf;
    this.errorPc = errorPc;
    this.parsed = parsed;
    let next = PC_START + 1;
    for (const [name] of system.predicates) pcOf.set(name, next++);
    for (const c of system.clauses) {
      if (c.apps.length > 1) throw new EncodeUnsupported('calls that are not inlined (k-induction)');
      if (!c.target) {
        const id = c.propertyId ?? '?';
        if (!errorPc.has(id)) errorPc.set(id, next++);
      }
    }
    if (next >= 1 << PC_BITS) throw new EncodeUnsupported('too many locations (k-induction)');
    for (const c of system.clauses) {
      const from = c.apps.length === 0 ? PC_START : (this.pcOf.get(c.apps[0].pred) as number);
      const to = c.target
        ? (this.pcOf.get(c.target.pred) as number)
        : (this.errorPc.get(c.propertyId ?? '?') as number);
      // the body's predicate application is the current state: replace it by argument equalities
      const withoutApp = c.apps.length === 0 ? c.constraint : clauseBody({ ...c, apps: [] });
      parsed.push({
        clause: c,
        body: parseSexp(withoutApp),
        targetArgs: (c.target?.args ?? []).map(parseSexp),
        from,
        to,
      });
    }
    Object.freeze(parsed);
    Object.freeze(this);
  }

  /** The name of predicate `p`'s argument `j` in state `i`. */
  argVar(p: string, j: number, i: number): string {
    return `${p}$${j}@${i}`;
  }

  pcVar(i: number): string {
    return `pc@${i}`;
  }

  pcLit(v: number): string {
    return bvLit(BigInt(v), PC_BITS);
  }

  /** Declarations of state `i`. */
  declareState(i: number): string {
    const lines = [`(declare-fun ${this.pcVar(i)} () (_ BitVec ${PC_BITS}))`];
    for (const [name, sorts] of this.system.predicates)
      sorts.forEach((s, j) => lines.push(`(declare-fun ${this.argVar(name, j, i)} () ${s})`));
    return lines.join('\n');
  }

  /** The transition from state `i` to state `i + 1` (declarations of its clause constants, then one assertion). */
  step(i: number): string {
    const decls: string[] = [];
    const options: string[] = [];
    this.parsed.forEach((p, ci) => {
      const map = new Map(p.clause.vars.map(([n]) => [n, `${n.replace(/\|/g, '')}!${ci}@${i}`]));
      for (const [n, s] of p.clause.vars) decls.push(`(declare-fun ${map.get(n)} () ${s})`);
      const r = (x: Sexp): string => printSexp(renameAtoms(x, (a) => map.get(a)));
      const parts = [
        `(= ${this.pcVar(i)} ${this.pcLit(p.from)})`,
        `(= ${this.pcVar(i + 1)} ${this.pcLit(p.to)})`,
        r(p.body),
      ];
      if (p.clause.apps.length === 1) {
        const app = p.clause.apps[0];
        app.args.forEach((a, j) => parts.push(`(= ${this.argVar(app.pred, j, i)} ${renameText(a, map)})`));
      }
      if (p.clause.target) {
        const t = p.clause.target;
        p.targetArgs.forEach((a, j) => parts.push(`(= ${this.argVar(t.pred, j, i + 1)} ${r(a)})`));
      }
      options.push(`(and ${parts.join(' ')})`);
    });
    return `${decls.join('\n')}\n(assert (or ${options.join(' ')}))`;
  }

  /** State `i` is at an error location (of one of `ids`, or of any property). */
  isError(i: number, ids?: ReadonlySet<string>): string {
    const pcs = [...this.errorPc].filter(([id]) => !ids || ids.has(id)).map(([, v]) => v);
    if (pcs.length === 0) return 'false';
    return `(or ${pcs.map((v) => `(= ${this.pcVar(i)} ${this.pcLit(v)})`).join(' ')})`;
  }

  /** The property whose error location `pc` is. */
  propertyAt(pc: number): string | undefined {
    for (const [id, v] of this.errorPc) if (v === pc) return id;
    return undefined;
  }

  /** `pc = P -> I_P(args)` for every predicate, with `I_P` the name `inv(P)` defines. */
  invariantAt(i: number, inv: (p: string) => string): string {
    const parts = this.system.predicates.map(([name, sorts]) => {
      const args = sorts.map((_, j) => this.argVar(name, j, i)).join(' ');
      const at = `(= ${this.pcVar(i)} ${this.pcLit(this.pcOf.get(name) as number)})`;
      return `(=> ${at} ${sorts.length === 0 ? inv(name) : `(${inv(name)} ${args})`})`;
    });
    return parts.length === 0 ? 'true' : `(and ${parts.join(' ')})`;
  }
}

type Built = { readonly ts: TransitionSystem } | { readonly error: unknown };

const memo = new WeakMap<HornSystem, Built>();
let built = 0;

/**
 * The transition system of a Horn system (hornSystems.ts hands out one per CFA, entry and skip set),
 * built once and shared by k-induction and its certificate check; one the system does not admit is
 * remembered too and thrown again. The object is frozen, its maps read-only.
 */
export function transitionSystemOf(system: HornSystem): TransitionSystem {
  let b = memo.get(system);
  if (!b) {
    built++;
    try {
      b = { ts: new TransitionSystem(system) };
    } catch (e) {
      b = { error: e };
    }
    memo.set(system, b);
  }
  if ('error' in b) throw b.error;
  return b.ts;
}

/** Transition systems built since the process started. */
export function transitionSystemsBuilt(): number {
  return built;
}
