// k-induction in the style of 2LS's kIkI and CPAchecker: over the program's transition system
// (cut node to cut node, so one step is one loop iteration), the base case deepens in one
// incremental session (no error within k steps from the start; when no path of length k exists at
// all, the forward condition proves safety on its own), the step case in another (k steps that
// avoid the errors cannot be followed by an error). Template invariants (intervals first, then
// octagons, computed beforehand by src/engines/invariants) strengthen every state of the step
// case; base and step case run on two workers at once. A proof at k is a certificate
// (k, invariants) that src/certify re-checks from scratch.

import type { ProgramCfa } from '../../ir/cfa';
import { propertyIds } from '../../ir/programCfa';
import { EncodeUnsupported } from '../../smt/memoryModel';
import type { SolverSession } from '../../smt/session';
import { SolverCrashed } from '../../smt/session';
import { hornSystemOf } from '../../encodings/horn/hornSystems';
import { predicateDefinitions, type Conjuncts, type HornSystem } from '../../encodings/horn/horn';
import { unknown, type EngineVerdict } from '../../encodings/result';
import { PC_START, transitionSystemOf, type TransitionSystem } from '../../encodings/transitionSystem';
import type { Engine } from '../engine';
import { workNow } from '../../smt/workClock';

export interface KInductionOptions {
  readonly entry: string;
  readonly deadline: number;
  readonly skip?: ReadonlySet<string>;
  /** Inductive invariants (template invariants, refined candidates) that strengthen the step case. */
  readonly invariants: readonly Conjuncts[];
  readonly maxK?: number;
  /** Filled in: the depth reached and where the time went. */
  readonly stats?: KInductionStats;
}

export interface KInductionStats {
  k: number;
}

export async function runKInduction(
  cfa: ProgramCfa,
  openSession: () => Promise<SolverSession>,
  options: KInductionOptions,
): Promise<Map<string, EngineVerdict>> {
  const ids = propertyIds(cfa).filter((id) => !options.skip?.has(id));
  const result = new Map<string, EngineVerdict>();
  const all = (v: EngineVerdict): Map<string, EngineVerdict> => {
    for (const id of ids) if (!result.has(id)) result.set(id, v);
    return result;
  };
  let system: HornSystem;
  let ts: TransitionSystem;
  try {
    system = hornSystemOf(cfa, options.entry, options.skip);
    ts = transitionSystemOf(system);
  } catch (e) {
    if (e instanceof EncodeUnsupported)
      return all(unknown('unsupported', `k-induction: unsupported: ${e.feature}`));
    throw e;
  }
  const live = new Set(ids);
  const baseSession = await openSession();
  let stepSession: SolverSession | undefined;
  try {
    stepSession = await openSession();
    const base = new BaseCase(ts, baseSession, live, options.deadline, options.maxK ?? 1000);
    let baseError: unknown;
    const baseRun = base.run(result).catch((e: unknown) => {
      baseError = e;
      base.stop();
    });
    const proof = await proveStep(ts, system, stepSession, live, base, options).finally(() => base.stop());
    await baseRun;
    if (baseError !== undefined) throw baseError;
    const certificate =
      proof ??
      (base.forwardAt !== undefined
        ? ({ kind: 'k-induction', k: base.forwardAt, forward: true, invariants: '' } as const)
        : undefined);
    if (certificate) {
      for (const id of live) if (!result.has(id)) result.set(id, { verdict: 'safe', certificate });
    }
    const timedOut = workNow() >= options.deadline;
    const why = `k-induction: no proof up to k = ${options.stats?.k ?? base.depth}${timedOut ? ' (time limit)' : ''}`;
    return all(unknown(timedOut ? 'timeout' : 'incomplete', why));
  } catch (e) {
    if (e instanceof SolverCrashed) return all(unknown(e.kind, `k-induction: ${e.reason}`));
    throw e;
  } finally {
    await baseSession.dispose().catch(() => undefined);
    await stepSession?.dispose().catch(() => undefined);
  }
}

/** The base case and forward condition, deepening one step at a time in its own session. */
class BaseCase {
  depth = 0;
  forwardAt: number | undefined;
  /** The deepening has ended (stopped, out of time, forward condition, or every property violated). */
  finished = false;
  private stopped = false;

  constructor(
    private readonly ts: TransitionSystem,
    private readonly session: SolverSession,
    private readonly live: Set<string>,
    private readonly deadline: number,
    private readonly maxK: number,
  ) {}

  stop(): void {
    this.stopped = true;
  }

  /** Deepens until stopped, out of time, or the forward condition holds; violated properties leave `live`. */
  async run(result: Map<string, EngineVerdict>): Promise<void> {
    try {
      await this.deepen(result);
    } finally {
      this.finished = true;
    }
  }

  private async deepen(result: Map<string, EngineVerdict>): Promise<void> {
    const ts = this.ts;
    await this.session.add(`${ts.declareState(0)}\n(assert (= ${ts.pcVar(0)} ${ts.pcLit(PC_START)}))`);
    for (let k = 1; k <= this.maxK && !this.stopped; k++) {
      await this.session.add(`${ts.declareState(k)}\n${ts.step(k - 1)}`);
      const left = this.deadline - workNow();
      if (left <= 0) return;
      const any = await this.session.check({ timeoutMs: left });
      if (any === 'unknown') return;
      if (any === 'unsat') {
        this.forwardAt = k;
        this.depth = k;
        return;
      }
      const lit = `err@${k}`;
      await this.session.add(`(declare-fun ${lit} () Bool)\n(assert (= ${lit} ${ts.isError(k, this.live)}))`);
      for (;;) {
        const r = await this.session.check({
          assumptions: [lit],
          timeoutMs: Math.max(1, this.deadline - workNow()),
        });
        if (r === 'unknown') return;
        if (r === 'unsat') break;
        const pc = (await this.session.values([ts.pcVar(k)])).get(ts.pcVar(k)) as bigint;
        const id = ts.propertyAt(Number(pc));
        if (id === undefined || !this.live.has(id)) return;
        this.live.delete(id);
        const why = `k-induction: the base case fails at k = ${k} (a violation: left to the bug finders)`;
        result.set(id, unknown('needs-trace', why));
        await this.session.add(`(assert (not (= ${ts.pcVar(k)} ${ts.pcLit(Number(pc))})))`);
        if (this.live.size === 0) return;
      }
      this.depth = k;
    }
  }
}

/** Invariants first (in the step session), then the step case deepening until it holds at a k the base case has reached. */
async function proveStep(
  ts: TransitionSystem,
  system: HornSystem,
  session: SolverSession,
  live: Set<string>,
  base: BaseCase,
  options: KInductionOptions,
): Promise<Extract<EngineVerdict, { verdict: 'safe' }>['certificate'] | undefined> {
  const invs = options.invariants.filter((inv) => inv.size > 0);
  const names = invs.map((_, i) => (p: string) => `inv${i}!${p}`);
  const defs = invs.map((inv, i) => predicateDefinitions(system, inv, 'true', names[i])).join('\n');
  const strengthen = (i: number): string => names.map((n) => `(assert ${ts.invariantAt(i, n)})`).join('\n');
  await session.add(`${defs}\n${ts.declareState(0)}\n${strengthen(0)}`);
  const maxK = options.maxK ?? 1000;
  for (let k = 1; k <= maxK; k++) {
    if (base.forwardAt !== undefined || live.size === 0) return undefined;
    await session.add(
      `${ts.declareState(k)}\n${ts.step(k - 1)}\n(assert (not ${ts.isError(k - 1)}))\n${strengthen(k)}`,
    );
    const lit = `err@${k}`;
    await session.add(`(declare-fun ${lit} () Bool)\n(assert (= ${lit} ${ts.isError(k, live)}))`);
    const left = options.deadline - workNow();
    if (left <= 0) return undefined;
    const r = await session.check({ assumptions: [lit], timeoutMs: left });
    if (r === 'unknown') return undefined;
    if (options.stats) options.stats.k = k;
    if (r === 'sat') continue;
    // k-inductive: safe once the base case has reached k
    while (base.depth < k && !base.finished && workNow() < options.deadline) {
      await new Promise((res) => setTimeout(res, 20));
    }
    if (base.depth < k && base.forwardAt === undefined) return undefined;
    const merged = new Map<string, string[]>();
    for (const [name] of system.predicates)
      merged.set(
        name,
        invs.flatMap((inv) => inv.get(name) ?? []),
      );
    return {
      kind: 'k-induction',
      k,
      forward: false,
      invariants: invs.length > 0 ? predicateDefinitions(system, merged, 'true') : '',
    };
  }
  return undefined;
}

/** k-induction as an engine: the task's facts strengthen the step case; its figures are the depth reached. */
export const kInductionEngine: Engine = {
  name: 'k-induction',
  run: async (task, ctx) => {
    const stats: KInductionStats = { k: 0 };
    const answers = await runKInduction(task.cfa, () => ctx.sessions.session(), {
      entry: task.entry,
      deadline: ctx.deadline,
      skip: task.skip,
      invariants: task.facts,
      stats,
    });
    ctx.figures?.({ ...stats });
    return { answers };
  },
};
