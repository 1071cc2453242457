// The contract every engine implements: `run(task, ctx)` searches the task's open properties until
// the context's deadline and answers each with SAFE (and a certificate), UNSAFE (and a
// counterexample) or UNKNOWN with a typed reason (encodings/result.ts). An engine decides nothing
// on its own: the pipeline certifies its SAFE answers (certify/checkCertificate.ts) and replays its
// UNSAFE ones (certify/replay.ts). What else an engine learns (invariants for the next stage,
// records for later runs) comes back in its outcome; its own figures go to `ctx.figures`.

import type { ProgramCfa } from '../ir/cfa';
import type { SolverSession } from '../smt/session';
import type { Conjuncts } from '../encodings/horn/horn';
import type { EngineVerdict } from '../encodings/result';

/** What to verify, and what is known about it. */
export interface EngineTask {
  readonly cfa: ProgramCfa;
  readonly entry: string;
  /** Properties decided already: neither searched nor answered. */
  readonly skip: ReadonlySet<string>;
  /** Invariant candidates of earlier stages, inductive or not (CHC starts from them). */
  readonly hints: readonly Conjuncts[];
  /** Invariants known to be inductive (facts that strengthen a search). */
  readonly facts: readonly Conjuncts[];
}

/** Fresh solver sessions (smt/solverPool.ts); the engine disposes those it opens. */
export interface SessionSource {
  session(): Promise<SolverSession>;
}

/** How long, with what, and where the figures go. */
export interface EngineContext {
  /** The search stops here (workNow() ms). */
  readonly deadline: number;
  readonly sessions: SessionSource;
  /** Told the engine's own figures once it stops (stats.engines[name]). */
  readonly figures?: (figures: Readonly<Record<string, number>>) => void;
}

export interface EngineOutcome {
  /** One answer per open property the engine got to (none for those it did not). */
  readonly answers: ReadonlyMap<string, EngineVerdict>;
  /** Inductive invariants found on the way (facts for the stages after it). */
  readonly inductive?: Conjuncts;
}

export interface Engine<O extends EngineOutcome = EngineOutcome> {
  readonly name: string;
  run(task: EngineTask, ctx: EngineContext): Promise<O>;
}

/** Runs `f` in a fresh session of the context, disposed afterwards whatever happens. */
export async function inSession<T>(ctx: EngineContext, f: (s: SolverSession) => Promise<T>): Promise<T> {
  const session = await ctx.sessions.session();
  try {
    return await f(session);
  } finally {
    await session.dispose().catch(() => undefined);
  }
}
