// Predicate analysis with CEGAR (lazy abstraction's loop, on the program's Horn clauses): build the
// abstract reachability graph for the current precision (arg.ts); when no safety clause is
// reachable, the facts are a solution of the clauses, i.e. SAFE with that certificate. Otherwise
// the abstract counterexample is checked and interpolated (refine.ts): spurious ones add their
// interpolants' atoms to the precision of the predicates on the path (per location) and the graph
// is built again; a feasible one leaves its property to the bug finders (BMC builds the trace) and
// the analysis goes on for the others. The loop itself is cegar.ts.

import type { ProgramCfa } from '../../ir/cfa';
import type { SolverSession } from '../../smt/session';
import type { EngineVerdict } from '../../encodings/result';
import type { HornSystem } from '../../encodings/horn/horn';
import { buildArg, type ArgResult, type ArgStats } from './arg';
import { PredicateAbstraction, runCegar, type CegarOptions } from './cegar';
import { inSession, type Engine } from '../engine';

export { FEASIBLE } from './cegar';

export type PredicateOptions = CegarOptions;

export interface PredicateStats extends ArgStats {
  refinements: number;
  /** Atoms in the final precision, over all predicates. */
  atoms: number;
}

export interface PredicateResult {
  readonly answers: Map<string, EngineVerdict>;
  readonly stats: PredicateStats;
}

/** The ARG rebuilt from scratch for every precision. */
class PredicateAnalysis extends PredicateAbstraction {
  constructor(
    private readonly session: SolverSession,
    private readonly deadline: number,
    readonly stats: PredicateStats,
  ) {
    super('predicate', 'the abstract reachability graph grew too big', stats);
  }

  protected build(system: HornSystem): Promise<ArgResult> {
    return buildArg(system, this.precision, this.session, this.deadline, this.stats);
  }

  protected safe(): void {
    this.stats.atoms = [...this.precision.values()].reduce((n, a) => n + a.length, 0);
  }
}

export async function runPredicateAnalysis(
  cfa: ProgramCfa,
  session: SolverSession,
  options: PredicateOptions,
): Promise<PredicateResult> {
  const stats: PredicateStats = { facts: 0, covered: 0, posts: 0, refinements: 0, atoms: 0 };
  const engine = new PredicateAnalysis(session, options.deadline, stats);
  const answers = await runCegar(cfa, session, options, engine);
  return { answers, stats };
}

/** Predicate analysis with CEGAR as an engine. */
export const predicateEngine: Engine = {
  name: 'predicate',
  run: (task, ctx) =>
    inSession(ctx, async (session) => {
      const options = { entry: task.entry, deadline: ctx.deadline, skip: task.skip };
      const r = await runPredicateAnalysis(task.cfa, session, options);
      ctx.figures?.({ ...r.stats });
      return { answers: r.answers };
    }),
};
