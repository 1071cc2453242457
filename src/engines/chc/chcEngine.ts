// The CHC engine: encodes the program as Horn clauses (hornClauses.ts) and looks for a solution:
// first the inductive hints it is given (template invariants) alone, then Spacer on the clauses
// relaxed to integers (liaRelax.ts) with the lifted answer refined together with the hints
// (candidates.ts), then Spacer on the bit-vector clauses themselves. A solution answers SAFE for
// every property, with the solution (invariants and summaries) as the certificate that
// src/certify re-checks. A refinement that ends with an inductive set that implies only some of
// the properties proves those (its definitions, checked with the other properties' clauses left
// out), whatever the rest of the search finds. Clauses without a solution (a property may be
// violated) are solved again for each half of the open properties alone, down to single ones,
// starting from the inductive set already refined: a violated property makes the clauses
// unsolvable for every property beside it, and without it the others may have a solution (a bug in
// one harness leaves the proofs of the others standing). No solution or no answer in time leaves
// the properties to the bug finders (UNKNOWN with the reason).

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import type { HornResult, SolverSession } from '../../smt/session';
import { SolverCrashed, SPACER_NO_INLINING, solverFailureKind } from '../../smt/session';
import { parseSexps, printSexp, renameAtoms, renameText } from '../../smt/sexp';
import { unknown, type EngineVerdict } from '../../encodings/result';
import {
  candidatesFromModel,
  mergeCandidates,
  refineCandidates,
  type RefineProgress,
  type Refined,
} from './candidates';
import { arrayCandidates } from './arrayCandidates';
import { crashTolerant } from './crashTolerant';
import { hornSystemOf } from '../../encodings/horn/hornSystems';
import { hornScript, type Conjuncts, type HornSystem } from '../../encodings/horn/horn';
import { liftSolution, relaxedScript, type Reading } from './liaRelax';
import { inSession, type Engine, type EngineOutcome } from '../engine';
import { workNow } from '../../smt/workClock';

export interface ChcOptions {
  readonly entry: string;
  /** Absolute deadline (workNow() ms). */
  readonly deadline: number;
  /** Properties decided already (their error clauses are left out). */
  readonly skip?: ReadonlySet<string>;
  /** Invariants known to be inductive (template invariants): tried alone first, then with the relaxed solution. */
  readonly hints?: readonly Conjuncts[];
  /** Filled in: the inductive invariants the candidates were refined to (for k-induction). */
  readonly learned?: { inductive?: Conjuncts };
  /**
   * Invariants a refinement of the same program's clauses (with other properties' safety clauses)
   * ended with: inductive already, so the search starts from them instead of refining its own
   * candidates and hints again (the halves of a split).
   */
  readonly refined?: Conjuncts;
}

export async function runChc(
  cfa: ProgramCfa,
  session: SolverSession,
  options: ChcOptions,
): Promise<Map<string, EngineVerdict>> {
  const learned: { inductive?: Conjuncts } = options.learned ?? {};
  const answers = await solveClauses(cfa, session, { ...options, learned });
  const ids = [...answers.keys()];
  const unsolvable = ids.filter((id) => {
    const v = answers.get(id);
    return v?.verdict === 'unknown' && v.reason === CHC_NO_SOLUTION;
  });
  if (unsolvable.length < 2) return answers;
  // each half of the open ones alone (the other properties' error clauses left out), or each one
  // alone when they are few (as many searches as halving would need to isolate one violated
  // property, on smaller clauses: a pair of a ring buffer's and a parser's properties stopped
  // Spacer where each alone was solved in 0.3 s), while there is time, from the invariants refined
  // so far (the clauses they hold for are the same)
  const refined = learned.inductive ?? options.refined;
  const half = Math.ceil(unsolvable.length / 2);
  const parts =
    unsolvable.length <= SINGLES_UP_TO
      ? unsolvable.map((id) => [id])
      : [unsolvable.slice(0, half), unsolvable.slice(half)];
  for (const part of parts) {
    if (options.deadline - workNow() < MIN_SPLIT_MS) break;
    const skip = new Set([...(options.skip ?? []), ...ids.filter((id) => !part.includes(id))]);
    const more = await runChc(cfa, session, { ...options, learned, skip, ...(refined ? { refined } : {}) });
    for (const [id, v] of more) answers.set(id, v);
  }
  return answers;
}

/** Below this much time left (ms of work), clauses without a solution are not split. */
const MIN_SPLIT_MS = 500;
/** Up to this many open properties, clauses without a solution are split into single properties. */
const SINGLES_UP_TO = 4;

/** One search for a solution of the clauses of every property not skipped. */
async function solveClauses(
  cfa: ProgramCfa,
  session: SolverSession,
  options: ChcOptions,
): Promise<Map<string, EngineVerdict>> {
  const ids = propertyIds(cfa).filter((id) => !options.skip?.has(id));
  const all = (v: EngineVerdict): Map<string, EngineVerdict> => new Map(ids.map((id) => [id, v]));
  let system: HornSystem;
  try {
    system = hornSystemOf(cfa, options.entry, options.skip, { arrays: true });
  } catch (e) {
    if (e instanceof EncodeUnsupported) return all(unknown('unsupported', `CHC: unsupported: ${e.feature}`));
    throw e;
  }
  if (options.deadline - workNow() < 200) return all(unknown('timeout', 'CHC: timeout (no time left)'));
  const solved = (model: string): Map<string, EngineVerdict> =>
    all({ verdict: 'safe', certificate: { kind: 'horn-solution', model } });
  // the refinement that ended implying the most properties (not all): it proves those, whatever
  // the rest of the search finds
  let partial: Refined | undefined;
  const ended = (r: Refined | undefined): void => {
    if (r && !r.safe && r.holds.size > (partial?.holds.size ?? 0)) partial = r;
  };
  const rest = (v: EngineVerdict): Map<string, EngineVerdict> => {
    const out = all(v);
    if (partial)
      for (const id of partial.holds)
        out.set(id, { verdict: 'safe', certificate: { kind: 'horn-solution', model: partial.definitions } });
    return out;
  };
  let answer;
  try {
    const inductive = options.refined ?? (await refinedHints(system, session, options, ended));
    if ('solution' in inductive) return solved(inductive.solution);
    const relaxed = await solveRelaxed(system, session, options.deadline, inductive, options.learned, ended);
    if (relaxed !== undefined) return solved(relaxed);
    const left = options.deadline - workNow();
    if (left < 200) return rest(unknown('timeout', 'CHC: timeout (no time left)'));
    const started = workNow();
    answer = await session.solveHorn(hornScript(system), left);
    if (answer.result === 'unknown' && answer.reason !== undefined && crashed(answer.reason)) {
      // Spacer failed an internal assertion: when its time limit stopped it, that is the limit (a
      // timeout lets CHC run again after BMC); earlier, again as CRASH_RETRIES say
      if (workNow() - started >= left * 0.9)
        answer = { result: 'unknown', reason: `timeout (Spacer failed when stopped: ${answer.reason})` };
      else answer = await solveAgain(system, session, options.deadline, answer);
    }
  } catch (e) {
    if (e instanceof SolverCrashed) return rest(unknown(e.kind, `CHC: ${e.reason}`));
    throw e;
  }
  if (answer.result === 'sat' && answer.model !== undefined) return solved(answer.model);
  if (answer.result === 'unsat') return rest(unknown('incomplete', CHC_NO_SOLUTION));
  const why = answer.reason ?? 'no answer';
  return rest(unknown(answer.reason ? solverFailureKind(why) : 'incomplete', `CHC: ${why}`));
}

/**
 * The array candidates (refined alone first), then the hints with them: a solution when they imply
 * every property, otherwise the candidates to go on from (inductive only when the refinement ended,
 * and then also in `options.learned`).
 */
async function refinedHints(
  system: HornSystem,
  session: SolverSession,
  options: ChcOptions,
  ended: (r: Refined | undefined) => void,
): Promise<Conjuncts | { readonly solution: string }> {
  let overArrays = arrayCandidates(system);
  const arrays = overArrays.size > 0;
  if (arrays) {
    // the array candidates alone first: with the scalar hints beside them some checks get hard
    const share = workNow() + (options.deadline - workNow()) * ARRAY_ALONE_SHARE;
    const alone = await refineCandidates(system, overArrays, session, share);
    if (alone?.safe) return { solution: alone.definitions };
    ended(alone);
    if (alone) overArrays = alone.conjuncts;
  }
  const inductive: Conjuncts = mergeCandidates(...(options.hints ?? []), overArrays);
  if (inductive.size === 0) return inductive;
  // over arrays the hints are the main way (the integer relaxation does not apply)
  const part = arrays ? ARRAY_HINT_SHARE : HINT_SHARE;
  const share = workNow() + (options.deadline - workNow()) * part;
  const progress: RefineProgress = {};
  const alone = await refineCandidates(system, inductive, session, share, progress);
  if (alone?.safe) return { solution: alone.definitions };
  ended(alone);
  // out of time, the relaxed solution's refinement goes on from where this one stood; only a
  // refinement that ended hands its invariants on as inductive
  if (alone && options.learned) options.learned.inductive = alone.conjuncts;
  return alone?.conjuncts ?? progress.left ?? inductive;
}

/**
 * After Spacer failed an internal assertion, while a second of work is left (the first retry with
 * half of what is left): the clauses with the predicates renamed (some failures depend on the
 * names' order), then without predicate inlining (`examples/realistic`'s parser property alone,
 * after the "callee breaks caller" step, fails "Failed to find a lemma" under both names with
 * Spacer's defaults and is solved in about 0.6 s so).
 */
type HornAttempt = (system: HornSystem, session: SolverSession, ms: number) => Promise<HornResult>;
const CRASH_RETRIES: readonly HornAttempt[] = [
  solveRenamed,
  (system, session, ms) => session.solveHorn(`${SPACER_NO_INLINING}\n${hornScript(system)}`, ms),
];

async function solveAgain(
  system: HornSystem,
  session: SolverSession,
  deadline: number,
  failed: HornResult,
): Promise<HornResult> {
  let answer = failed;
  for (const [i, retry] of CRASH_RETRIES.entries()) {
    const left = deadline - workNow();
    if (left <= 1000 || answer.result !== 'unknown' || !crashed(answer.reason ?? '')) break;
    answer = await retry(system, session, left / (CRASH_RETRIES.length - i));
  }
  return answer;
}

/** Spacer on the clauses with every predicate renamed, its model (if any) in the original names. */
async function solveRenamed(system: HornSystem, session: SolverSession, ms: number): Promise<HornResult> {
  const to = new Map(system.predicates.map(([p]) => [p, `R${p}`]));
  const back = new Map([...to].map(([p, r]) => [r, p]));
  const script = parseSexps(hornScript(system))
    .map((x) => printSexp(renameAtoms(x, (a) => to.get(a))))
    .join('\n');
  const answer = await session.solveHorn(script, ms);
  return answer.model !== undefined ? { ...answer, model: renameText(answer.model, back) } : answer;
}

/** Whether Spacer's reason for unknown is a crash (not a time or memory limit, nor incompleteness). */
function crashed(reason: string): boolean {
  return solverFailureKind(reason) === 'internal' && !/incomplete|canceled|unknown/i.test(reason);
}

/** Why CHC stops when Spacer finds the clauses unsolvable: a property may be violated. */
const CHC_NO_SOLUTION = 'CHC: the clauses have no solution (some property may be violated)';

/** Shares of the CHC time: the hints alone, then the integer relaxation (the rest: bit-vector clauses). */
const HINT_SHARE = 0.2;
const ARRAY_HINT_SHARE = 0.5;
/** Over arrays: the share of the array candidates refined alone, before the hints join them. */
const ARRAY_ALONE_SHARE = 0.3;
const RELAXED_SHARE = 0.5;
/**
 * A relaxed solution's refinement may take this share of what is left: one over many candidates
 * can take all of CHC's time, and Spacer on the bit-vector clauses, which comes after, then gets
 * none (loop-invgen/heapsort: its refinement does not end within the provers' lane, Spacer on the
 * bit-vector clauses proves it in about 2.5 s of work; measured in session 31).
 */
const RELAXED_REFINE_SHARE = 0.4;

/**
 * Solves the clauses relaxed to integers, lifts the solution back to bit-vectors, adds the
 * inductive hints, and keeps the part that is inductive for the real clauses; its definitions when
 * that part implies the properties, otherwise undefined.
 */
async function solveRelaxed(
  system: HornSystem,
  session: SolverSession,
  deadline: number,
  hints: Conjuncts,
  learned: ChcOptions['learned'],
  ended: (r: Refined | undefined) => void,
): Promise<string | undefined> {
  // read bit-vectors as the majority of the variables are declared (unsigned programs need it)
  const args = [...system.args.values()].flat().filter((a) => !a.old);
  const unsigned = args.filter((a) => !a.signed).length * 2 > args.length;
  const readings: Reading[] = unsigned ? ['unsigned', 'signed'] : ['signed', 'unsigned'];
  const attempts = readings.flatMap((reading) => RELAXED_CONFIGS.map((config) => ({ reading, config })));
  const until = workNow() + (deadline - workNow()) * RELAXED_SHARE;
  for (const [i, { reading, config }] of attempts.entries()) {
    const left = until - workNow();
    if (left < 100) return undefined;
    const script = relaxedScript(system, reading);
    if (script === undefined) return undefined;
    const answer = await session.solveHorn(`${config}\n${script}`, left / (attempts.length - i));
    if (answer.result !== 'sat' || answer.model === undefined) continue;
    const lifted = liftSolution(answer.model, system, reading);
    if (lifted === undefined) continue;
    const candidates = mergeCandidates(hints, candidatesFromModel(lifted, system));
    const refined = await refineCandidates(
      system,
      candidates,
      session,
      workNow() + (deadline - workNow()) * RELAXED_REFINE_SHARE,
    );
    if (refined?.safe) return refined.definitions;
    ended(refined);
    if (refined && learned) learned.inductive = refined.conjuncts;
  }
  return undefined;
}

/**
 * Spacer configurations for the relaxed clauses, in order. Without predicate inlining every
 * predicate gets a quantifier-free interpretation (and the alternative arithmetic solver avoids a
 * divergence measured on simple counter loops); Spacer's defaults come second, their quantified
 * parts are dropped when lifting.
 */
const RELAXED_CONFIGS = [`${SPACER_NO_INLINING}\n(set-option :fp.spacer.arith.solver 2)`, ''];

/** CHC as an engine: starts from the task's hints; its outcome carries the inductive invariants it refined. */
export const chcEngine: Engine = {
  name: 'chc',
  run: (task, ctx) =>
    inSession(ctx, async (first): Promise<EngineOutcome> => {
      const learned: { inductive?: Conjuncts } = {};
      const session = crashTolerant(first, ctx.sessions);
      const answers = await runChc(task.cfa, session, {
        entry: task.entry,
        deadline: ctx.deadline,
        skip: task.skip,
        hints: task.hints,
        learned,
      }).finally(() => session.dispose());
      return { answers, ...(learned.inductive ? { inductive: learned.inductive } : {}) };
    }),
};
