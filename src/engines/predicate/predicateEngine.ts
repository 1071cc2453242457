// Predicate analysis with CEGAR (lazy abstraction's loop, on the program's Horn clauses): build the
// abstract reachability graph for the current precision (arg.ts); when no safety clause is
// reachable, the facts are a solution of the clauses, i.e. SAFE with that certificate. Otherwise
// the abstract counterexample is checked and interpolated (refine.ts): spurious ones add their
// interpolants' atoms to the precision of the predicates on the path (per location) and the graph
// is built again; a feasible one leaves its property to the bug finders (BMC builds the trace) and
// the analysis goes on for the others.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { SolverCrashed, type SolverSession } from '../../smt/session';
import type { EngineVerdict } from '../result';
import { hornSystem } from '../chc/hornClauses';
import type { HornSystem } from '../chc/horn';
import { buildArg, factDefinitions, type ArgStats } from './arg';
import { refinePath } from './refine';
import { extend, type Precision } from './precision';

/** The reason of a property found violated on a feasible path (BMC builds the trace). */
export const FEASIBLE = 'predicate: the property is violated on a feasible path (left to BMC for the trace)';

export interface PredicateOptions {
  readonly entry: string;
  /** Absolute deadline (Date.now() ms). */
  readonly deadline: number;
  /** Properties decided already (their safety clauses are left out). */
  readonly skip?: ReadonlySet<string>;
}

export interface PredicateStats extends ArgStats {
  refinements: number;
  /** Atoms in the final precision, over all predicates. */
  atoms: number;
}

export interface PredicateResult {
  readonly answers: Map<string, EngineVerdict>;
  readonly stats: PredicateStats;
}

export async function runPredicateAnalysis(
  cfa: ProgramCfa,
  session: SolverSession,
  options: PredicateOptions,
): Promise<PredicateResult> {
  const stats: PredicateStats = { facts: 0, covered: 0, posts: 0, refinements: 0, atoms: 0 };
  const answers = new Map<string, EngineVerdict>();
  const skip = new Set(options.skip ?? []);
  const open = (): string[] => propertyIds(cfa).filter((id) => !skip.has(id) && !answers.has(id));
  const rest = (v: EngineVerdict): PredicateResult => {
    for (const id of open()) answers.set(id, v);
    return { answers, stats };
  };
  let precision: Precision = new Map();
  let system: HornSystem | undefined;
  for (;;) {
    if (open().length === 0) return { answers, stats };
    // the clauses change only when a property leaves (found violated)
    try {
      system ??= hornSystem(cfa, options.entry, new Set([...skip, ...answers.keys()]));
    } catch (e) {
      if (e instanceof EncodeUnsupported)
        return rest({ verdict: 'unknown', reason: `predicate: unsupported: ${e.feature}` });
      throw e;
    }
    try {
      const arg = await buildArg(system, precision, session, options.deadline, stats);
      if (arg.kind === 'timeout') return rest({ verdict: 'unknown', reason: 'predicate: timeout' });
      if (arg.kind === 'too-big')
        return rest({
          verdict: 'unknown',
          reason: 'predicate: the abstract reachability graph grew too big',
        });
      if (arg.kind === 'safe') {
        stats.atoms = [...precision.values()].reduce((n, a) => n + a.length, 0);
        const model = factDefinitions(system, precision, arg.facts);
        return rest({ verdict: 'safe', certificate: { kind: 'horn-solution', model } });
      }
      const property = system.clauses[arg.clause].propertyId;
      const refined = await refinePath(system, arg.clause, arg.parents, session, options.deadline);
      if (refined.kind === 'feasible') {
        // a real path to the error: BMC (or testing) reports it with a replayed trace
        const reason = FEASIBLE;
        if (property === undefined) return rest({ verdict: 'unknown', reason });
        answers.set(property, { verdict: 'unknown', reason });
        system = undefined;
        continue;
      }
      if (refined.kind === 'unknown')
        return rest({ verdict: 'unknown', reason: `predicate: ${refined.reason}` });
      stats.refinements++;
      let next = { precision, changed: false };
      for (const level of refined.levels) {
        next = extend(precision, level);
        if (next.changed) break;
      }
      if (!next.changed)
        return rest({ verdict: 'unknown', reason: 'predicate: refinement found no new predicates' });
      precision = next.precision;
    } catch (e) {
      if (e instanceof SolverCrashed) return rest({ verdict: 'unknown', reason: `predicate: ${e.reason}` });
      throw e;
    }
  }
}
