// Bounded model checking with incremental deepening in one solver session: unwind to bound 1,
// 2, 4, ..., check each open property under the round's tail assumptions, and stop with SAFE
// when the forward condition holds (no path goes beyond the bound). A satisfiable check yields
// a counterexample: the model's path, walked from the entry, with its inputs in order.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import { SolverCrashed, solverFailureKind, type OnceResult, type SolverSession } from '../../smt/session';
import { DEADLINE_REASON } from '../../smt/deadline';
import { or } from '../../smt/smtlib';
import {
  unknown,
  type Counterexample,
  type EngineStats,
  type EngineVerdict,
  type InputValue,
  type UnknownVerdict,
} from '../../encodings/result';
import type { Instance } from '../../encodings/unwinding/state';
import { EncodeTimeout, newUnroller, type Unroller } from '../../encodings/unwinding/unroller';
import { probeFloor, someGoalHolds, type GoalCheck } from '../../encodings/unwinding/goalSplit';
import {
  closedRound,
  type PrefixAnswer,
  type PrefixMemo,
  type RoundVariant,
} from '../../encodings/unwinding/closedRound';
import { inSession, type Engine } from '../engine';
import { workNow } from '../../smt/workClock';

export interface BmcOptions {
  readonly entry: string;
  /** Absolute deadline (workNow() milliseconds) for the whole run. */
  readonly deadline: number;
  /** Largest unwinding bound to try. */
  readonly maxBound?: number;
  /**
   * Most SMT-LIB text to send in total (default 24 MB): Z3's WASM heap is fixed at 2 GiB, and a
   * formula beyond this size risks running out of it; the run then stops with UNKNOWN.
   */
  readonly maxFormulaBytes?: number;
  /** Properties already decided elsewhere (e.g. by testing): not checked, not answered. */
  readonly skip?: ReadonlySet<string>;
  /** Called after each round (for measurements). */
  readonly onRound?: (round: RoundInfo) => void;
  /**
   * Incremental: one growing formula whose open tails deeper rounds define (nothing is encoded
   * twice). Default (closed): each round encodes the program anew to its bound in a solver scope
   * of its own, without tails, so constants propagate past loops and calls (a harness over
   * constants is decided in one round).
   */
  readonly incremental?: boolean;
  /** Closed rounds: where an earlier run of BMC on the same program stopped (see BmcResume). */
  readonly resume?: BmcResume;
  /**
   * Closed rounds: start a round only when one twice as long as the last would end by the deadline
   * (a probe leaves the rest of its time to the stages after it; a last stage tries anyway).
   */
  readonly wholeRounds?: boolean;
}

/**
 * Where closed rounds go on from, shared by the BMC runs of one entry (a short probe, then the last
 * stage): the next bound to unwind and the prefixes found covered. A closed round at a bound covers
 * every execution within it, so the rounds below the next bound would only find again what they
 * found (their violations are answered); the runs update it as their rounds complete.
 */
export interface BmcResume {
  bound: number;
  readonly prefixes: PrefixMemo;
  /** The largest formula of the last two rounds (bytes, the last one second): how fast the rounds grow. */
  readonly bytes: [number, number];
}

export function newBmcResume(): BmcResume {
  return { bound: 1, prefixes: new Map(), bytes: [0, 0] };
}

/**
 * The next round's largest formula, expected from this round's (`current`) and the growth since the
 * last one: at least twice as large (a loop's unrolling), more where the rounds grow faster
 * (recursion unrolls exponentially). Measured in bytes, so the same on any machine.
 */
export function expectedNextBytes(last: number, current: number): number {
  const growth = last > 0 ? current / last : 2;
  return current * Math.max(2, growth);
}

/** Below this share of the size limit a round's growth says too little to stop on. */
const GROWTH_MIN_SHARE = 1 / 64;

/** Why the round at `bound` is not started: its formula is expected past `maxBytes`; else undefined. */
function expectedTooLarge(resume: BmcResume, maxBytes: number, bound: number): UnknownVerdict | undefined {
  const [before, last] = resume.bytes;
  const expected = expectedNextBytes(before, last);
  if (last < maxBytes * GROWTH_MIN_SHARE || expected <= maxBytes) return undefined;
  const mb = (expected / 1e6).toFixed(0);
  return unknown('resource', `formula too large at unwinding bound ${bound} (about ${mb} MB expected)`);
}

export interface RoundInfo {
  readonly bound: number;
  readonly encodeSeconds: number;
  readonly solveSeconds: number;
  readonly smtBytes: number;
}

export interface BmcResult {
  readonly answers: Map<string, EngineVerdict>;
  readonly stats: EngineStats;
}

export async function runBmc(
  cfa: ProgramCfa,
  session: SolverSession,
  options: BmcOptions,
): Promise<BmcResult> {
  const done: Progress = {
    answers: new Map(),
    stats: { solverCalls: 0, solverSeconds: 0, encodeSeconds: 0, maxDepth: 0 },
  };
  try {
    return await (options.incremental ? bmcRounds : closedRounds)(cfa, session, options, done);
  } catch (e) {
    // A solver that crashed or ran out of memory answers nothing more: every open property is UNKNOWN.
    if (e instanceof SolverCrashed || (e instanceof Error && /memory|crash|worker/i.test(e.message))) {
      const reason = e instanceof SolverCrashed ? e.reason : e.message;
      // a session cut off by the run's deadline (smt/deadline.ts) is the time limit; what the rounds
      // before it decided stands
      const timedOut = reason === DEADLINE_REASON;
      const said = timedOut
        ? unknown('timeout', `time limit reached at unwinding bound ${Math.max(1, done.stats.maxDepth)}`)
        : unknown(e instanceof SolverCrashed ? e.kind : 'internal', `solver failure: ${reason}`);
      const answers = new Map(timedOut ? done.answers : []);
      for (const p of propertyIds(cfa).filter((q) => !options.skip?.has(q)))
        if (!answers.has(p)) answers.set(p, said);
      return { answers, stats: done.stats };
    }
    throw e;
  }
}

/** What the rounds decided so far, kept by the caller when the session fails. */
interface Progress {
  readonly answers: Map<string, EngineVerdict>;
  readonly stats: EngineStats;
}

async function bmcRounds(
  cfa: ProgramCfa,
  session: SolverSession,
  options: BmcOptions,
  { answers, stats }: Progress,
): Promise<BmcResult> {
  const properties = propertyIds(cfa).filter((p) => !options.skip?.has(p));
  const unknownAll = (v: EngineVerdict): BmcResult => {
    for (const p of properties) if (!answers.has(p)) answers.set(p, v);
    return { answers, stats };
  };
  const { script, unroller } = newUnroller(cfa, 1);
  const maxBound = options.maxBound ?? 1 << 20;
  const check = async (assumptions: string[]): Promise<'sat' | 'unsat' | 'unknown'> => {
    const left = options.deadline - workNow();
    if (left <= 0) return 'unknown';
    const t0 = workNow();
    const r = await session.check({ assumptions, timeoutMs: left });
    stats.solverCalls++;
    stats.solverSeconds += (workNow() - t0) / 1000;
    if (r === 'unknown' && workNow() < options.deadline) giveUp = await session.reasonUnknown();
    return r;
  };
  /** Why Z3 answered unknown before the deadline (incompleteness, resource limits); undefined: time. */
  let giveUp: string | undefined;
  const stopped = (bound: number): BmcResult =>
    unknownAll(
      giveUp === undefined
        ? unknown('timeout', `time limit reached at unwinding bound ${bound}`)
        : unknown(solverFailureKind(giveUp), `solver gave up at unwinding bound ${bound}: ${giveUp}`),
    );
  let bound = 1;
  let encodeStart = workNow();
  try {
    unroller.start(options.entry);
  } catch (e) {
    if (e instanceof EncodeUnsupported)
      return unknownAll(unknown('unsupported', `unsupported: ${e.feature}`));
    throw e;
  }
  const maxBytes = options.maxFormulaBytes ?? 24_000_000;
  let sentBytes = 0;
  for (;;) {
    const text = script.drain();
    sentBytes += text.length;
    const mb = (sentBytes / 1e6).toFixed(0);
    if (sentBytes > maxBytes)
      return unknownAll(unknown('resource', `formula too large at unwinding bound ${bound} (${mb} MB)`));
    await addBefore(session, options.deadline, text);
    const encodeSeconds = (workNow() - encodeStart) / 1000;
    stats.encodeSeconds += encodeSeconds;
    stats.maxDepth = bound;
    const solveStart = stats.solverSeconds;
    const assumptions = unroller.tailAssumptions();
    let timedOut = false;
    for (const p of properties) {
      if (answers.has(p)) continue;
      const hits = unroller.errors.filter((h) => h.propertyId === p);
      if (hits.length === 0) continue;
      const reach = script.name('r', 'Bool', or(...hits.map((h) => h.instance.guard as string)));
      await addBefore(session, options.deadline, script.drain());
      const r = await check([reach, ...assumptions]);
      if (r === 'sat') {
        const cex = await counterexample(unroller, session, p, bound);
        answers.set(
          p,
          cex
            ? { verdict: 'unsafe', counterexample: cex }
            : unknown('internal', 'could not extract a counterexample path'),
        );
      } else if (r === 'unknown') {
        timedOut = true;
      }
    }
    options.onRound?.({
      bound,
      encodeSeconds,
      solveSeconds: stats.solverSeconds - solveStart,
      smtBytes: text.length,
    });
    if (properties.every((p) => answers.has(p))) break;
    if (timedOut || workNow() >= options.deadline) return stopped(bound);
    // Forward condition: does any path go beyond what is encoded?
    const cuts = unroller.cutLiterals();
    let complete = cuts.lits.length === 0;
    if (!complete) {
      const beyond = script.name('b', 'Bool', or(...cuts.lits));
      await addBefore(session, options.deadline, script.drain());
      const r = await check([beyond, ...assumptions]);
      if (r === 'unknown') return stopped(bound);
      complete = r === 'unsat';
    }
    if (complete) {
      for (const p of properties) {
        if (!answers.has(p))
          answers.set(p, { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: bound } });
      }
      break;
    }
    const resumable = unroller.frontier.some((f) => f.kind !== 'unsupported');
    if (!resumable)
      return unknownAll(
        unknown('unsupported', `unsupported: ${[...new Set(cuts.unsupported)].join(', ')} (reachable)`),
      );
    if (bound * 2 > maxBound)
      return unknownAll(unknown('incomplete', `unwinding bound ${bound} reached without a conclusion`));
    // Encoding runs on the main thread and cannot be interrupted: doubling the bound encodes about
    // as much again as so far, so stop when that would not end before the deadline.
    if (workNow() + stats.encodeSeconds * 1000 >= options.deadline) return stopped(bound);
    bound *= 2;
    encodeStart = workNow();
    try {
      unroller.deepen(bound);
    } catch (e) {
      if (e instanceof EncodeUnsupported)
        return unknownAll(unknown('unsupported', `unsupported: ${e.feature}`));
      throw e;
    }
  }
  return { answers, stats };
}

/**
 * BMC by closed rounds: bound 1, 2, 4, ..., each encoded anew (closedRound.ts, with case splits
 * over a small-range input) and each variant checked in a fresh solver context, where Z3's
 * preprocessing propagates the constants (its incremental core does not).
 */
async function closedRounds(
  cfa: ProgramCfa,
  session: SolverSession,
  options: BmcOptions,
  { answers, stats }: Progress,
): Promise<BmcResult> {
  const properties = propertyIds(cfa).filter((p) => !options.skip?.has(p));
  const unknownAll = (v: EngineVerdict): BmcResult => {
    for (const p of properties) if (!answers.has(p)) answers.set(p, v);
    return { answers, stats };
  };
  const maxBound = options.maxBound ?? 1 << 20;
  const maxBytes = options.maxFormulaBytes ?? 24_000_000;
  let gaveUp = false;
  /** One check of `formula` with `goals` (goalSplit.ts: their disjunction, or parts of it). */
  const once = (formula: string, goals: readonly string[], terms: string[]): Promise<OnceResult> => {
    const check = formulaCheck(session, stats, formula, terms, () => (gaveUp = true));
    return someGoalHolds(goals, check, options.deadline, probeFloor(formula.length));
  };
  const stopped = (bound: number): BmcResult =>
    unknownAll(
      gaveUp
        ? unknown('incomplete', `solver gave up at unwinding bound ${bound}`)
        : unknown('timeout', `time limit reached at unwinding bound ${bound}`),
    );
  const resume = options.resume ?? newBmcResume();
  const prefixes = resume.prefixes;
  for (let bound = resume.bound; ; bound *= 2) {
    // encoding cannot be interrupted (nor its memory bounded): a round whose formula would be too
    // large is not started (its encoding alone could take longer than the whole budget)
    const tooLarge = expectedTooLarge(resume, maxBytes, bound);
    if (tooLarge) return unknownAll(tooLarge);
    const roundStart = workNow();
    stats.maxDepth = bound;
    let encodeSeconds = 0;
    let complete = true;
    let resumable = false;
    const unsupported = new Set<string>();
    const solveStart = stats.solverSeconds;
    let smtBytes = 0;
    const variants = closedRound(cfa, options.entry, bound, options.deadline, prefixes);
    let answer: PrefixAnswer | undefined;
    for (;;) {
      const encodeStart = workNow();
      let next: IteratorResult<RoundVariant>;
      try {
        next = variants.next(answer);
      } catch (e) {
        if (e instanceof EncodeUnsupported)
          return unknownAll(unknown('unsupported', `unsupported: ${e.feature}`));
        if (e instanceof EncodeTimeout) return stopped(bound);
        // a formula beyond what a JavaScript string holds
        if (e instanceof RangeError)
          return unknownAll(unknown('resource', `formula too large at unwinding bound ${bound}`));
        throw e;
      }
      encodeSeconds += (workNow() - encodeStart) / 1000;
      if (next.done) break;
      const { unroller, formula, prefix } = next.value;
      answer = prefix ? 'covered' : undefined;
      smtBytes = Math.max(smtBytes, formula.length);
      if (formula.length > maxBytes) {
        const mb = (formula.length / 1e6).toFixed(0);
        return unknownAll(unknown('resource', `formula too large at unwinding bound ${bound} (${mb} MB)`));
      }
      const terms = modelTerms(unroller);
      // one check for all open properties and (while the round may still be complete) the cut
      // points (goalSplit.ts: split when Z3 does not answer it soon); a model names what it
      // reaches (its path ends at a property or beyond a cut)
      let open = properties.filter((p) => !answers.has(p) && unroller.errors.some((h) => h.propertyId === p));
      let cuts = complete || prefix ? unroller.cutLiterals() : undefined;
      for (;;) {
        const goals = unroller.errors
          .filter((h) => open.includes(h.propertyId))
          .map((h) => h.instance.guard as string);
        const r = await once(formula, [...goals, ...(cuts?.lits ?? [])], terms);
        if (r.result === 'unknown') return stopped(bound);
        if (r.result === 'unsat') break;
        const values = new Map(terms.map((t, n) => [t, r.values?.[n]]));
        const hit = firstPath(unroller, (t) => values.get(t), open, bound);
        if (hit !== undefined) {
          answers.set(hit.propertyId, { verdict: 'unsafe', counterexample: hit.cex });
          open = open.filter((p) => p !== hit.propertyId);
        } else if (cuts && prefix) {
          answer = 'reachable'; // the variant follows at the round's bound
          cuts = undefined;
        } else if (cuts) {
          complete = false;
          resumable ||= unroller.frontier.some((f) => f.kind !== 'unsupported');
          for (const f of cuts.unsupported) unsupported.add(f);
          cuts = undefined;
        } else {
          // a model of an open property whose path cannot be read back: no answer from it
          for (const p of open)
            answers.set(p, unknown('internal', 'could not extract a counterexample path'));
          break;
        }
      }
      if (properties.every((p) => answers.has(p))) break;
    }
    stats.encodeSeconds += encodeSeconds;
    const solveSeconds = stats.solverSeconds - solveStart;
    options.onRound?.({ bound, encodeSeconds, solveSeconds, smtBytes });
    if (properties.every((p) => answers.has(p))) break;
    if (workNow() >= options.deadline) return stopped(bound);
    if (complete) {
      for (const p of properties)
        if (!answers.has(p))
          answers.set(p, { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: bound } });
      break;
    }
    resume.bound = bound * 2;
    resume.bytes[0] = resume.bytes[1];
    resume.bytes[1] = smtBytes;
    if (options.wholeRounds && workNow() + 2 * (workNow() - roundStart) >= options.deadline)
      return stopped(bound);
    if (!resumable)
      return unknownAll(unknown('unsupported', `unsupported: ${[...unsupported].join(', ')} (reachable)`));
    if (bound * 2 > maxBound)
      return unknownAll(unknown('incomplete', `unwinding bound ${bound} reached without a conclusion`));
    // encoding cannot be interrupted: the next round encodes about twice as much as this one
    if (workNow() + 2 * encodeSeconds * 1000 >= options.deadline) return stopped(bound);
  }
  return { answers, stats };
}

/**
 * Checks of `formula` with a goal asserted, counted in `stats`; `gaveUp` is told when Z3 answers
 * unknown well before the check's own time limit (incompleteness, not time).
 */
function formulaCheck(
  session: SolverSession,
  stats: EngineStats,
  formula: string,
  terms: readonly string[],
  gaveUp: () => void,
): GoalCheck {
  return async (goal, timeoutMs) => {
    const t0 = workNow();
    const r = await session.checkOnce(`${formula}\n(assert ${goal})`, terms, timeoutMs);
    const took = workNow() - t0;
    stats.solverCalls++;
    stats.solverSeconds += took / 1000;
    if (r.result === 'unknown' && took < timeoutMs - 100) gaveUp();
    return r;
  };
}

/** The first of `props` whose error node the model's path reaches, with that path. */
function firstPath(
  u: Unroller,
  value: (term: string) => bigint | boolean | undefined,
  props: readonly string[],
  bound: number,
): { propertyId: string; cex: Counterexample } | undefined {
  for (const propertyId of props) {
    const cex = pathOf(u, value, propertyId, bound);
    if (cex !== undefined) return { propertyId, cex };
  }
  return undefined;
}

/** The model's path from the entry to an error node of `propertyId` (values read from the session). */
async function counterexample(
  u: Unroller,
  session: SolverSession,
  propertyId: string,
  depth: number,
): Promise<Counterexample | undefined> {
  const values = await session.values(modelTerms(u));
  return pathOf(u, (t) => values.get(t), propertyId, depth);
}

/** The terms a counterexample reads: every contribution's literal and every input. */
function modelTerms(u: Unroller): string[] {
  const lits = u.allContributions.map((c) => c.lit).filter((l) => l !== 'true');
  const inputs = [...u.entryInputs, ...u.allContributions.flatMap((c) => c.inputs)].map((i) => i.term);
  return [...new Set([...lits, ...inputs])];
}

/** The model's path from the entry to an error node of `propertyId`, with its inputs in order. */
function pathOf(
  u: Unroller,
  valueOf: (term: string) => bigint | boolean | undefined,
  propertyId: string,
  depth: number,
): Counterexample | undefined {
  const taken = (lit: string) => lit === 'true' || valueOf(lit) === true;
  const pending = [...u.entryInputs];
  let cur: Instance | undefined = u.entryInstance;
  for (let steps = 0; cur && steps < 10_000_000; steps++) {
    if (cur.node.role === 'error') {
      const prop = cur.frame.fn.properties.find((p) => p.node === cur?.node);
      if (prop?.id !== propertyId) return undefined;
      const inputs: InputValue[] = pending.map((i) => {
        const v = valueOf(i.term);
        return {
          source: i.source,
          edgeId: i.edgeId,
          name: i.name,
          bits: typeof v === 'bigint' ? v : 0n,
          width: i.width,
          signed: i.signed,
        };
      });
      return { propertyId, inputs, depth };
    }
    const via = cur.out.find((c) => taken(c.lit));
    if (!via) return undefined;
    pending.push(...via.inputs);
    cur = via.target;
  }
  return undefined;
}

/** Time an `add` may run past the deadline before the session is given up (parsing is fast; this is a watchdog). */
const ADD_GRACE_MS = 5000;

/** `session.add` that gives up (and disposes the session, which ends its worker) when it runs too long. */
async function addBefore(session: SolverSession, deadline: number, text: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        void session.dispose().catch(() => undefined);
        // adding the formula outran the deadline: the time limit, like a cut-off check
        reject(new SolverCrashed(DEADLINE_REASON));
      },
      Math.max(0, deadline - workNow()) + ADD_GRACE_MS,
    );
  });
  try {
    await Promise.race([session.add(text), watchdog]);
  } finally {
    clearTimeout(timer);
  }
}

/** BMC as an engine (its outcome keeps the solver calls and the depth reached). */
/**
 * BMC as an engine; with `resume`, its closed rounds go on from where an earlier run stopped; with
 * `wholeRounds`, it starts no round it would not end in time (a probe).
 */
export function bmcEngineWith(resume?: BmcResume, wholeRounds = false): Engine<BmcResult> {
  return {
    name: 'bmc',
    run: (task, ctx) =>
      inSession(ctx, async (session) => {
        const r = await runBmc(task.cfa, session, {
          entry: task.entry,
          deadline: ctx.deadline,
          skip: task.skip,
          ...(resume ? { resume } : {}),
          ...(wholeRounds ? { wholeRounds } : {}),
        });
        ctx.figures?.({ ...r.stats });
        return r;
      }),
  };
}

export const bmcEngine: Engine<BmcResult> = bmcEngineWith();
