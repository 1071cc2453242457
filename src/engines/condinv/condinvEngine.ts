// The condinv engine (`--engine condinv`): compositional proofs with Max-SMT conditional invariants.
// Each property's safety clauses are proved bottom-up by CheckSafe (checkSafe.ts); the invariants
// of all proofs together are the certificate, a Horn solution over bit-vectors that src/certify
// re-checks like any other: the linear integer reasoning only guides the search.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { SolverCrashed, type SolverSession } from '../../smt/session';
import { hornSystem } from '../chc/hornClauses';
import type { Conjuncts, HornSystem } from '../chc/horn';
import { paramRows } from './linear';
import type { ParamRow } from './rows';
import type { EngineVerdict } from '../result';
import { CheckSafe, type CheckSafeStats, type Proof } from './checkSafe';
import { components } from './components';
import type { Goal } from './condSafe';

export interface CondinvOptions {
  readonly entry: string;
  readonly deadline: number;
  readonly skip?: ReadonlySet<string>;
  /** Template rows per predicate, tried in order (default 1, 2, 3). */
  readonly rows?: readonly number[];
  /** Bound on the template coefficients (default 8). */
  readonly bound?: number;
  /** Narrowing steps per component (default 2). */
  readonly maxNarrowing?: number;
  /** Leave the bit-vector side conditions out (to measure what they are for). */
  readonly noSides?: boolean;
  /** Inductive invariants (template invariants): facts for the search, conjoined to the certificate. */
  readonly hints?: readonly Conjuncts[];
  /** Filled in: what the search did. */
  readonly stats?: CheckSafeStats;
}

export async function runCondinv(
  cfa: ProgramCfa,
  session: SolverSession,
  o: CondinvOptions,
): Promise<Map<string, EngineVerdict>> {
  const ids = propertyIds(cfa).filter((id) => !o.skip?.has(id));
  const all = (v: EngineVerdict): Map<string, EngineVerdict> => new Map(ids.map((id) => [id, v]));
  let system: HornSystem;
  try {
    system = hornSystem(cfa, o.entry, o.skip);
  } catch (e) {
    if (e instanceof EncodeUnsupported)
      return all({ verdict: 'unknown', reason: `condinv: unsupported: ${e.feature}` });
    throw e;
  }
  const comps = components(system);
  const hintTerms = new Map<string, string[]>();
  const facts = new Map<string, ParamRow[]>();
  for (const h of o.hints ?? [])
    for (const [p, cs] of h) {
      const widths = comps.widths.get(p);
      if (!widths) continue;
      for (const c of cs) {
        const rows = paramRows(c, widths);
        if (rows.length === 0 || hintTerms.get(p)?.includes(c)) continue;
        hintTerms.set(p, [...(hintTerms.get(p) ?? []), c]);
        facts.set(p, [...(facts.get(p) ?? []), ...rows]);
      }
    }
  const search = new CheckSafe(comps, session, {
    deadline: o.deadline,
    rows: o.rows ?? [1, 2, 3],
    bound: o.bound ?? 8,
    maxNarrowing: o.maxNarrowing ?? 2,
    facts,
    ...(o.noSides ? { noSides: true } : {}),
  });
  const proof: Proof = new Map();
  const proved = new Set<string>();
  const reasons = new Map<string, string>();
  try {
    for (const id of ids) {
      const clauses = [...comps.clauses.keys()].filter(
        (i) => comps.clauses[i].source.propertyId === id && !comps.clauses[i].target,
      );
      let ok = true;
      const mine: Proof = new Map();
      for (const clause of clauses) {
        const p = await search.prove({ clause, goal: [] });
        if (!p) {
          ok = false;
          reasons.set(id, `condinv: ${search.lastReason}`);
          break;
        }
        for (const [k, gs] of p) mine.set(k, [...(mine.get(k) ?? []), ...gs]);
      }
      if (!ok) continue;
      proved.add(id);
      for (const [k, gs] of mine) proof.set(k, [...(proof.get(k) ?? []), ...gs]);
    }
  } catch (e) {
    if (e instanceof SolverCrashed) return all({ verdict: 'unknown', reason: `condinv: ${e.reason}` });
    throw e;
  } finally {
    if (o.stats) Object.assign(o.stats, search.stats);
  }
  const model = definitions(system, proof, hintTerms);
  return new Map(
    ids.map((id): [string, EngineVerdict] => [
      id,
      proved.has(id)
        ? { verdict: 'safe', certificate: { kind: 'horn-solution', model } }
        : { verdict: 'unknown', reason: reasons.get(id) ?? 'condinv: no proof' },
    ]),
  );
}

/** The proof as bit-vector definitions of every predicate (true where nothing was proved). */
export function definitions(
  system: HornSystem,
  proof: Proof,
  hints?: ReadonlyMap<string, readonly string[]>,
): string {
  return system.predicates
    .map(([p, sorts]) => {
      const widths = sorts.map((s) => Number(/^\(_ BitVec (\d+)\)$/.exec(s)?.[1] ?? 0));
      const params = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
      const invs = [...(hints?.get(p) ?? []), ...(proof.get(p) ?? []).map((g) => goalTerm(g, widths))];
      const body = invs.length === 0 ? 'true' : invs.length === 1 ? invs[0] : `(and ${invs.join(' ')})`;
      return `(define-fun ${p} (${params}) Bool ${body})`;
    })
    .join('\n');
}

/** A disjunction of conjunctions of rows over the parameters, in exact wide bit-vector arithmetic. */
export function goalTerm(goal: Goal, widths: readonly number[]): string {
  const conj = (c: readonly ParamRow[]): string =>
    c.length === 0
      ? 'true'
      : c.length === 1
        ? rowTerm(c[0], widths)
        : `(and ${c.map((r) => rowTerm(r, widths)).join(' ')})`;
  return goal.length === 0 ? 'false' : goal.length === 1 ? conj(goal[0]) : `(or ${goal.map(conj).join(' ')})`;
}

const bits = (n: bigint): number => (n < 0n ? -n : n).toString(2).length + 1;

function rowTerm(r: ParamRow, widths: readonly number[]): string {
  const used = r.coef.map((k, j) => [k, j] as const).filter(([k, j]) => k !== 0n && widths[j] > 0);
  const W =
    Math.max(bits(r.c), ...used.map(([k, j]) => bits(k) + widths[j])) +
    Math.ceil(Math.log2(used.length + 2)) +
    1;
  const lit = (n: bigint): string => `(_ bv${BigInt.asUintN(W, n)} ${W})`;
  const terms = used.map(([k, j]) => {
    const x = W === widths[j] ? `a${j}` : `((_ sign_extend ${W - widths[j]}) a${j})`;
    return k === 1n ? x : `(bvmul ${lit(k)} ${x})`;
  });
  const sum = [...terms, lit(r.c)].reduce((a, b) => `(bvadd ${a} ${b})`);
  return `(bvsle ${sum} ${lit(0n)})`;
}
