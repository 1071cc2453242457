// The CEGAR loop shared by predicate analysis, IMPACT and BAM, on the program's Horn clauses: the
// engine explores (its abstract reachability graph) until it is complete, i.e. SAFE with its facts
// as a solution of the clauses, or reaches a safety clause; that abstract counterexample is checked
// and interpolated (refine.ts). A spurious one is handed back to the engine to refine (its
// precision, or its node labels) and exploration goes on; a feasible one leaves its property to the
// bug finders (BMC builds the trace), the clauses are built again without it and the engine starts
// over for the other properties. Each engine plugs in how it explores and how it refines
// (`CegarEngine`); predicate abstraction's common part (precision refined by interpolant atoms) is
// `PredicateAbstraction`.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { SolverCrashed, type SolverSession } from '../../smt/session';
import { unknown, type EngineVerdict, type UnknownKind } from '../../encodings/result';
import { hornSystemOf } from '../../encodings/horn/hornSystems';
import type { HornSystem } from '../../encodings/horn/horn';
import { factDefinitions, type ArgResult, type Fact } from './arg';
import { refinePath, type RefineResult } from './refine';
import { extend, type Precision } from './precision';

/** The reason of a property found violated on a feasible path (BMC builds the trace). */
export const FEASIBLE = 'predicate: the property is violated on a feasible path (left to BMC for the trace)';

export interface CegarOptions {
  readonly entry: string;
  /** Absolute deadline (workNow() ms). */
  readonly deadline: number;
  /** Properties decided already (their safety clauses are left out). */
  readonly skip?: ReadonlySet<string>;
}

/** An abstract counterexample: safety clause `clause` reachable under the facts `parents`. */
export interface Counterexample {
  readonly clause: number;
  readonly parents: readonly Fact[];
}

/** What one exploration ended with. */
export type Explored =
  | { readonly kind: 'safe'; readonly model: string }
  | ({ readonly kind: 'counterexample' } & Counterexample)
  | { readonly kind: 'unknown'; readonly cause: UnknownKind; readonly reason: string };

/** Why an engine gives up (its reason without the engine's name). */
export interface Stop {
  readonly cause: UnknownKind;
  readonly reason: string;
}

export type Spurious = Extract<RefineResult, { kind: 'spurious' }>;

/** An engine's parts of the loop. Reasons are given without the engine's name (the loop adds it). */
export interface CegarEngine {
  /** Prefixed to the reasons of its UNKNOWN answers. */
  readonly name: string;
  /** Starts on (new) clauses: at first, and after a property left; a reason to give up, or undefined. */
  start(system: HornSystem): Promise<Stop | undefined>;
  /** Explores under the current precision (labels) until safe, a counterexample, or giving up. */
  explore(): Promise<Explored>;
  /** Refines on a spurious counterexample; a reason to give up, or undefined to explore again. */
  refine(cex: Counterexample, refined: Spurious): Promise<Stop | undefined>;
}

/** Runs the loop until every open property has an answer. */
export async function runCegar(
  cfa: ProgramCfa,
  session: SolverSession,
  options: CegarOptions,
  engine: CegarEngine,
): Promise<Map<string, EngineVerdict>> {
  const answers = new Map<string, EngineVerdict>();
  const skip = new Set(options.skip ?? []);
  const open = (): string[] => propertyIds(cfa).filter((id) => !skip.has(id) && !answers.has(id));
  const rest = (v: EngineVerdict): Map<string, EngineVerdict> => {
    for (const id of open()) answers.set(id, v);
    return answers;
  };
  const giveUp = (s: Stop) => rest(unknown(s.cause, `${engine.name}: ${s.reason}`));
  let system: HornSystem | undefined;
  for (;;) {
    if (open().length === 0) return answers;
    // the clauses change only when a property leaves (found violated)
    if (!system) {
      try {
        system = hornSystemOf(cfa, options.entry, new Set([...skip, ...answers.keys()]));
        const stop = await engine.start(system);
        if (stop !== undefined) return giveUp(stop);
      } catch (e) {
        if (e instanceof EncodeUnsupported)
          return giveUp({ cause: 'unsupported', reason: `unsupported: ${e.feature}` });
        throw e;
      }
    }
    try {
      const x = await engine.explore();
      if (x.kind === 'safe')
        return rest({ verdict: 'safe', certificate: { kind: 'horn-solution', model: x.model } });
      if (x.kind === 'unknown') return giveUp(x);
      const property = system.clauses[x.clause].propertyId;
      const refined = await refinePath(system, x.clause, x.parents, session, options.deadline);
      if (refined.kind === 'feasible') {
        // a real path to the error: BMC (or testing) reports it with a replayed trace
        if (property === undefined) return rest(unknown('needs-trace', FEASIBLE));
        answers.set(property, unknown('needs-trace', FEASIBLE));
        system = undefined;
        continue;
      }
      if (refined.kind === 'unknown') return giveUp(refined);
      const stop = await engine.refine(x, refined);
      if (stop !== undefined) return giveUp(stop);
    } catch (e) {
      if (e instanceof SolverCrashed) return giveUp({ cause: e.kind, reason: e.reason });
      throw e;
    }
  }
}

/**
 * Predicate abstraction's parts (predicate analysis, BAM): an ARG built under the precision; a
 * spurious counterexample adds the atoms of the first interpolant level that has new ones.
 */
export abstract class PredicateAbstraction implements CegarEngine {
  precision: Precision = new Map();
  protected system: HornSystem | undefined;

  constructor(
    readonly name: string,
    /** The reason given when the graph grows past its bound. */
    private readonly tooBig: string,
    protected readonly counts: { refinements: number },
  ) {}

  /** Builds the ARG for the current precision, up to the first abstract counterexample. */
  protected abstract build(system: HornSystem): Promise<ArgResult>;

  /** Called with the facts of a complete ARG, once its certificate is made. */
  protected abstract safe(system: HornSystem, facts: ReadonlyMap<string, readonly Fact[]>): void;

  start(system: HornSystem): Promise<Stop | undefined> {
    this.system = system;
    return Promise.resolve(undefined);
  }

  async explore(): Promise<Explored> {
    const system = this.system as HornSystem;
    const arg = await this.build(system);
    if (arg.kind === 'timeout') return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
    if (arg.kind === 'too-big') return { kind: 'unknown', cause: 'resource', reason: this.tooBig };
    if (arg.kind === 'counterexample') return arg;
    const model = factDefinitions(system, this.precision, arg.facts);
    this.safe(system, arg.facts);
    return { kind: 'safe', model };
  }

  refine(_cex: Counterexample, refined: Spurious): Promise<Stop | undefined> {
    this.counts.refinements++;
    let next = { precision: this.precision, changed: false };
    for (const level of refined.levels) {
      next = extend(this.precision, level);
      if (next.changed) break;
    }
    if (!next.changed)
      return Promise.resolve({ cause: 'incomplete', reason: 'refinement found no new predicates' });
    this.precision = next.precision;
    return Promise.resolve(undefined);
  }
}
