// The condinv engine (`--engine condinv`): compositional proofs with Max-SMT conditional invariants.
// Each property's safety clauses are proved bottom-up by CheckSafe (checkSafe.ts); the invariants
// of all proofs together are the certificate, a Horn solution over bit-vectors that src/certify
// re-checks like any other: the linear integer reasoning only guides the search.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { SolverCrashed, solverFailureKind, type SolverSession } from '../../smt/session';
import { hornSystemOf } from '../../encodings/horn/hornSystems';
import { predicateDefinitions, type Conjuncts, type HornSystem } from '../../encodings/horn/horn';
import { paramRows } from './linear';
import { candidatesFromModel } from '../chc/candidates';
import type { ParamRow } from './rows';
import { unknown, type EngineVerdict, type UnknownKind, type UnknownVerdict } from '../../encodings/result';
import { CheckSafe, emptyStats, type CheckSafeStats, type Proof } from './checkSafe';
import { bitPrecise } from './bitPrecise';
import { components, type Components } from './components';
import type { Goal } from './condSafe';
import { componentPrint } from './componentPrint';
import { decodeInvariant, encodeInvariant, type InvariantStore } from './storedInvariants';
import { inSession, type Engine, type EngineOutcome, type EngineTask } from '../engine';
import { stateSamples, type StateSamples } from '../testing/stateSamples';
import { workNow } from '../../smt/workClock';

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
  /** Reachable states per predicate (argument vectors, signed readings), e.g. from test runs; taken when the search starts. */
  readonly samples?: () => ReadonlyMap<string, readonly (readonly bigint[])[]>;
  /** Filled in: what the search did. */
  readonly stats?: CheckSafeStats;
  /** Per-component invariants of earlier runs, tried before a search (candidates, re-checked). */
  readonly store?: InvariantStore;
  /** Filled in: the records of this run's proof (component text, stored pairs), to be kept once certified. */
  readonly learned?: { records?: ComponentRecord[] };
  /** Search only when some part of the program has a stored invariant (else every property UNKNOWN). */
  readonly onlyWithStored?: boolean;
}

/** A component's canonical text and its invariant as stored pairs (storedInvariants.ts). */
export type ComponentRecord = [string, [string, string][]];

export async function runCondinv(
  cfa: ProgramCfa,
  session: SolverSession,
  o: CondinvOptions,
): Promise<Map<string, EngineVerdict>> {
  const ids = propertyIds(cfa).filter((id) => !o.skip?.has(id));
  const all = (v: EngineVerdict): Map<string, EngineVerdict> => new Map(ids.map((id) => [id, v]));
  let system: HornSystem;
  try {
    system = hornSystemOf(cfa, o.entry, o.skip);
  } catch (e) {
    if (e instanceof EncodeUnsupported)
      return all(unknown('unsupported', `condinv: unsupported: ${e.feature}`));
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
  const prints = o.store || o.learned ? comps.preds.map((_, k) => componentPrint(system, comps, k)) : [];
  const stored = new Map<number, Map<string, Goal>>();
  if (o.store)
    prints.forEach((print, k) => {
      const pairs = o.store?.load(print);
      const inv = pairs ? decodeInvariant(comps, k, pairs) : undefined;
      if (inv) stored.set(k, inv);
    });
  if (o.onlyWithStored && stored.size === 0)
    return all(unknown('incomplete', 'condinv: no stored invariant for this program'));
  const samples = o.samples?.();
  // Two rounds: side conditions first read leniently (from every row of the disjunct, which is
  // circular but usually right), then, for what the bit-precise check did not accept, strictly (a
  // side condition only from the definitions inside it). Each round's proof is checked against
  // the bit-vector clauses (bitPrecise.ts); the properties it implies are proved.
  const proof: Proof = new Map();
  const proved = new Set<string>();
  const reasons = new Map<string, UnknownVerdict>();
  let model = definitions(system, proof, hintTerms);
  const stats: CheckSafeStats | undefined = o.stats;
  try {
    for (const strict of [false, true]) {
      const open = ids.filter((id) => !proved.has(id));
      if (open.length === 0 || workNow() >= o.deadline) break;
      const search = new CheckSafe(comps, session, {
        deadline: o.deadline,
        rows: o.rows ?? [1, 2, 3],
        bound: o.bound ?? 8,
        maxNarrowing: o.maxNarrowing ?? 2,
        facts,
        ...(samples ? { samples } : {}),
        strictSides: strict,
        ...(o.noSides ? { noSides: true } : {}),
        ...(stored.size > 0 ? { stored } : {}),
      });
      const round: Proof = new Map(proof);
      const found = new Set<string>();
      try {
        for (const id of open) {
          const p = await proveProperty(comps, search, id);
          if (typeof p === 'string') {
            reasons.set(id, unknown(searchFailureKind(p), `condinv: ${p}`));
            continue;
          }
          found.add(id);
          for (const [k, gs] of p) round.set(k, [...(round.get(k) ?? []), ...gs]);
        }
      } finally {
        if (stats)
          for (const k of Object.keys(stats) as (keyof CheckSafeStats)[]) stats[k] += search.stats[k];
      }
      if (found.size === 0) continue;
      if (o.noSides) {
        // measuring what the side conditions are for: the proof as it is, unchecked
        for (const id of found) proved.add(id);
        model = definitions(system, round, hintTerms);
        break;
      }
      const candidate = definitions(system, round, hintTerms);
      const checked = await bitPrecise(system, candidate, session, o.deadline);
      if (!checked.inductive) continue; // the strict round may do better
      for (const id of found)
        if (!checked.holds.has(id))
          reasons.set(id, unknown('incomplete', 'condinv: no bit-vector proof (overflow)'));
      const now = ids.filter((id) => checked.holds.has(id) && (found.has(id) || proved.has(id)));
      if (now.length < proved.size) continue; // never lose what the first round proved
      for (const id of now) proved.add(id);
      for (const [k, gs] of round) proof.set(k, gs);
      model = candidate;
    }
  } catch (e) {
    // a crashed worker, or an error inside Z3 (its WASM build can trap): no proof from this run
    if (e instanceof SolverCrashed) return all(unknown(e.kind, `condinv: ${e.reason}`));
    if (e instanceof Error)
      return all(unknown('internal', `condinv: solver error: ${e.message.slice(0, 120)}`));
    throw e;
  }
  if (o.learned && proved.size > 0)
    o.learned.records = prints.flatMap((print, k): ComponentRecord[] => {
      const pairs = encodeInvariant(comps, k, proof);
      return pairs.length > 0 ? [[print, pairs]] : [];
    });
  return new Map(
    ids.map((id): [string, EngineVerdict] => [
      id,
      proved.has(id)
        ? { verdict: 'safe', certificate: { kind: 'horn-solution', model } }
        : (reasons.get(id) ?? unknown('incomplete', 'condinv: no proof')),
    ]),
  );
}

/**
 * The per-component records of another engine's Horn solution (its conjuncts that read as linear
 * rows, each predicate's as one conjunction), so that a later condinv search can start from them.
 */
export function solutionRecords(cfa: ProgramCfa, entry: string, model: string): ComponentRecord[] {
  let system: HornSystem;
  try {
    system = hornSystemOf(cfa, entry);
  } catch (e) {
    if (e instanceof EncodeUnsupported) return [];
    throw e;
  }
  const comps = components(system);
  const proof: Proof = new Map();
  for (const [p, cs] of candidatesFromModel(model, system)) {
    const widths = comps.widths.get(p);
    const rows = widths ? cs.flatMap((c) => paramRows(c, widths)) : [];
    if (rows.length > 0) proof.set(p, [[rows]]);
  }
  return comps.preds.flatMap((_, k): ComponentRecord[] => {
    const pairs = encodeInvariant(comps, k, proof);
    return pairs.length > 0 ? [[componentPrint(system, comps, k), pairs]] : [];
  });
}

/** Proves one property's safety clauses; the proof, or why not. */
/** The kind of a failed search's answer (the search's own words: `timeout`, `solver: ...`, or why not). */
function searchFailureKind(why: string): UnknownKind {
  if (why === 'timeout') return 'timeout';
  return why.startsWith('solver') ? solverFailureKind(why) : 'incomplete';
}

async function proveProperty(comps: Components, search: CheckSafe, id: string): Promise<Proof | string> {
  const mine: Proof = new Map();
  for (const [clause, c] of comps.clauses.entries()) {
    if (c.source.propertyId !== id || c.target) continue;
    const p = await search.prove({ clause, goal: [] });
    if (!p) return search.lastReason;
    for (const [k, gs] of p) mine.set(k, [...(mine.get(k) ?? []), ...gs]);
  }
  return mine;
}

/** The proof as bit-vector definitions of every predicate (true where nothing was proved). */
export function definitions(
  system: HornSystem,
  proof: Proof,
  hints?: ReadonlyMap<string, readonly string[]>,
): string {
  const conj = new Map(
    system.predicates.map(([p, sorts]) => {
      const widths = sorts.map((s) => Number(/^\(_ BitVec (\d+)\)$/.exec(s)?.[1] ?? 0));
      return [p, [...(hints?.get(p) ?? []), ...(proof.get(p) ?? []).map((g) => goalTerm(g, widths))]];
    }),
  );
  return predicateDefinitions(system, conj, 'true');
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
  // positive coefficients on the left, negative ones on the right, small multiples as sums: no
  // multiplier circuit for the solver to bit-blast
  const side = (sign: 1n | -1n, c: bigint): string => {
    const terms = used.flatMap(([k, j]) => {
      const m = k * sign;
      if (m <= 0n) return [];
      const x = W === widths[j] ? `a${j}` : `((_ sign_extend ${W - widths[j]}) a${j})`;
      return m <= 8n ? Array.from({ length: Number(m) }, () => x) : [`(bvmul ${lit(m)} ${x})`];
    });
    if (c > 0n) terms.push(lit(c));
    return terms.length === 0 ? lit(0n) : terms.reduce((a, b) => `(bvadd ${a} ${b})`);
  };
  return `(bvsle ${side(1n, r.c)} ${side(-1n, -r.c)})`;
}

export interface CondinvOutcome extends EngineOutcome {
  /** The records of this run's proof (to be stored once its certificate is accepted). */
  readonly records: readonly ComponentRecord[];
}

export interface CondinvEngineOptions {
  /** Per-component invariants of earlier runs, tried before a search. */
  readonly store?: InvariantStore;
  /** Search only when the store has an invariant for some part of the program (`auto` on warm runs). */
  readonly onlyWithStored?: boolean;
  /** Test runs for reachable states take at most this long (ms) when the search starts. */
  readonly samplesMs: number;
}

/** condinv as an engine: the task's facts are known invariants; its figures are the search's. */
export function condinvEngine(o: CondinvEngineOptions): Engine<CondinvOutcome> {
  return {
    name: 'condinv',
    run: (task, ctx) =>
      inSession(ctx, async (session) => {
        const stats = emptyStats();
        const learned: { records?: ComponentRecord[] } = {};
        try {
          const answers = await runCondinv(task.cfa, session, {
            entry: task.entry,
            deadline: ctx.deadline,
            skip: task.skip,
            samples: () => samplesFor(task, Math.min(ctx.deadline, workNow() + o.samplesMs)),
            hints: task.facts,
            stats,
            learned,
            ...(o.store ? { store: o.store } : {}),
            ...(o.onlyWithStored ? { onlyWithStored: true } : {}),
          });
          return { answers, records: learned.records ?? [] };
        } finally {
          ctx.figures?.({ ...stats });
        }
      }),
  };
}

/** Reachable states of the Horn predicates from test runs until `deadline`; none when out of reach. */
function samplesFor(task: EngineTask, deadline: number): StateSamples {
  try {
    const system = hornSystemOf(task.cfa, task.entry, task.skip);
    return stateSamples(task.cfa, system, { entry: task.entry, deadline });
  } catch (e) {
    if (e instanceof EncodeUnsupported) return new Map();
    throw e;
  }
}
