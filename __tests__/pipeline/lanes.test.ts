// The parallel portfolio's lanes (pipeline/portfolio/lanes.ts) with fake engines on real work clocks
// (no solver): the answers do not depend on how many lanes run at once, the answer decided earlier
// on its lane's clock is kept, a lane stops (and its request in flight is told) once the others
// decided everything it has open, and the entry's clock moves by the longest lane.

import { describe, expect, it } from 'vitest';
import { unknown } from '../../src/encodings/result';
import type { ReportedAnswer } from '../../src/pipeline/answers';
import { lanesFor, runLanes, type OffThreadLanes } from '../../src/pipeline/portfolio/lanes';
import type { PortfolioRun, StageRunners } from '../../src/pipeline/portfolio/portfolioRun';
import { BUG_LANES, LANES, type LanePlan, type StageEngine } from '../../src/pipeline/portfolio/presets';
import { WORK_RATES, WorkClock, withWorkClock, workClock } from '../../src/smt/workClock';

const safe = (id: string, engine: string): ReportedAnswer => ({
  propertyId: id,
  engine,
  seconds: 0,
  result: { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: 1 } },
});
const open = (id: string): ReportedAnswer => ({
  propertyId: id,
  engine: 'bmc',
  seconds: 0,
  result: unknown('timeout', 'time limit reached at unwinding bound 3'),
});

/** Work on the current lane's clock (as an engine's solver requests would charge it). */
async function work(ms: number): Promise<void> {
  workClock()?.chargeSteps(ms * WORK_RATES.stepsPerMs);
  await new Promise((resolve) => setImmediate(resolve));
}

const PROVERS: LanePlan = {
  name: 'provers',
  share: 0.5,
  preset: {
    alone: false,
    stages: [
      { engine: 'chc', share: 0.5 },
      { engine: 'kinduction', until: 0.8 },
    ],
  },
};
const BUGS: LanePlan = {
  name: 'bugs',
  share: 0.5,
  preset: { alone: false, stages: [{ engine: 'testing', share: 0.3 }, { engine: 'bmc' }] },
};

/** What each fake engine decides, after how much work (ms). */
type Script = Partial<Record<StageEngine, { after: number; decides: string[] }>>;

function runners(script: Script, calls: string[], bmcDecides: string[] = []): StageRunners {
  return {
    stage: async (stage, run: PortfolioRun) => {
      calls.push(stage.engine);
      const step = script[stage.engine];
      if (step === undefined) return;
      await work(step.after);
      run.add(step.decides.filter((id) => !run.decided.has(id)).map((id) => safe(id, stage.engine)));
    },
    bmc: async (run) => {
      calls.push('bmc');
      await work(50);
      const ids = run.ids.filter((id) => !run.decided.has(id));
      return {
        answers: ids.map((id) => (bmcDecides.includes(id) ? safe(id, 'bmc') : open(id))),
        solverCalls: 3,
      };
    },
  };
}

/** Runs the two fake lanes under an entry clock of 10 s; the entry clock's work afterwards too. */
async function lanes(
  threads: number,
  script: Script,
  ids = ['p1', 'p2'],
  bmcDecides: string[] = [],
  plans: readonly LanePlan[] = [PROVERS, BUGS],
): Promise<{ answers: ReportedAnswer[]; calls: string[]; workMs: number }> {
  const clock = new WorkClock(0, { deadline: Date.now() + 60_000, budgetMs: 10_000 });
  const calls: string[] = [];
  const options = { engine: 'auto' as const, entry: 'main', timeoutSeconds: 10 };
  const answers = await withWorkClock(clock, () =>
    runLanes(ids, plans, options, threads, runners(script, calls, bmcDecides)),
  );
  return { answers, calls, workMs: clock.now() };
}

const summary = (answers: readonly ReportedAnswer[]): string[] =>
  answers.map((a) => `${a.propertyId} ${a.result.verdict} ${a.engine}`);

describe('lanes', () => {
  it('give the same answers one after the other as side by side', async () => {
    const script: Script = { chc: { after: 300, decides: ['p1'] }, testing: { after: 100, decides: ['p3'] } };
    const one = await lanes(1, script, ['p1', 'p2', 'p3']);
    const two = await lanes(2, script, ['p1', 'p2', 'p3']);
    expect(summary(one.answers)).toEqual(['p1 safe chc', 'p2 unknown bmc', 'p3 safe testing']);
    expect(summary(two.answers)).toEqual(summary(one.answers));
  });

  it('keep the answer decided earlier on its lane clock', async () => {
    // the provers (lane 0, first with --threads 1) decide p1 late; BMC decides it early
    const { answers } = await lanes(
      1,
      { kinduction: { after: 2000, decides: ['p1'] } },
      ['p1', 'p2'],
      ['p1'],
    );
    expect(summary(answers)).toEqual(['p1 safe bmc', 'p2 unknown bmc']);
  });

  it('stop a lane once the others decided everything it has open before its time', async () => {
    const script: Script = {
      chc: { after: 100, decides: ['p1', 'p2'] },
      testing: { after: 500, decides: [] },
    };
    for (const threads of [1, 2]) {
      const { answers, calls } = await lanes(threads, script);
      expect(summary(answers)).toEqual(['p1 safe chc', 'p2 safe chc']);
      // k-induction had nothing open; BMC started after CHC's time on the bug finders' clock
      expect(calls.sort()).toEqual(['chc', 'testing']);
    }
  });

  it('stop a lane whose clock lags after a grace of wall time, and tell its request in flight', async () => {
    const clock = new WorkClock(0, { deadline: Date.now() + 60_000, budgetMs: 10_000 });
    let told = false;
    const script: StageRunners = {
      stage: async (stage, run) => {
        if (stage.engine === 'chc') {
          await work(10);
          run.add([safe('p1', 'chc')]);
        }
        if (stage.engine === 'testing') {
          // a request that only ends when the lane stops
          await new Promise<void>((resolve) => workClock()?.onStop(() => ((told = true), resolve())));
        }
      },
      bmc: () => Promise.resolve({ answers: [], solverCalls: 0 }),
    };
    const options = { engine: 'auto' as const, entry: 'main', timeoutSeconds: 10 };
    const answers = await withWorkClock(clock, () => runLanes(['p1'], [PROVERS, BUGS], options, 2, script));
    expect(summary(answers)).toEqual(['p1 safe chc']);
    expect(told).toBe(true);
  });

  it('keep what a lane found on the way, count solver calls once, and move the entry clock by the longest lane', async () => {
    const { answers, workMs } = await lanes(2, { testing: { after: 400, decides: ['ub1'] } }, ['p1']);
    expect(summary(answers)).toEqual(['p1 unknown bmc', 'ub1 safe testing']);
    expect(answers[0].solverCalls).toBe(3);
    expect(answers.slice(1).every((a) => a.solverCalls === undefined)).toBe(true);
    expect(workMs).toBeGreaterThanOrEqual(450);
    expect(workMs).toBeLessThan(1000);
  });

  it('run a worker lane here when its worker cannot start, with the same answers', async () => {
    const script: Script = { chc: { after: 300, decides: ['p1'] }, testing: { after: 100, decides: ['p3'] } };
    const ids = ['p1', 'p2', 'p3'];
    const here = await lanes(2, script, ids);
    const clock = new WorkClock(0, { deadline: Date.now() + 60_000, budgetMs: 10_000 });
    const calls: string[] = [];
    const options = { engine: 'auto' as const, entry: 'main', timeoutSeconds: 10 };
    const broken: OffThreadLanes = {
      run: () => {
        throw new Error('worker not found');
      },
    };
    const answers = await withWorkClock(clock, () =>
      runLanes(ids, [PROVERS, { ...BUGS, worker: true }], options, 2, runners(script, calls), broken),
    );
    expect(summary(answers)).toEqual(summary(here.answers));
    expect(calls).toContain('testing');
  });

  it('run a program without Horn clauses as the bug finders split in two: random testing and BMC, each with a lane', () => {
    expect(lanesFor(LANES, true)).toBe(LANES);
    const without = lanesFor(LANES, false);
    expect(without).toBe(BUG_LANES);
    expect(without.map((l) => l.preset.stages.map((s) => s.engine))).toEqual([['testing'], ['bmc', 'bmc']]);
    // BMC on a worker thread of its own; together no more than the whole budget, more than half of it
    expect(without.filter((l) => l.worker === true).map((l) => l.name)).toEqual(['bmc']);
    const total = without.reduce((n, l) => n + l.share, 0);
    expect(total).toBeGreaterThan(0.5);
    expect(total).toBeLessThanOrEqual(1);
    // random testing as much as in the bug finders' lane with 75 % of the budget, BMC more
    const bugs = LANES[1];
    const testing = bugs.preset.stages.find((s) => s.engine === 'testing' && s.pass === 'rest');
    expect(without[0].share).toBeCloseTo(0.75 * (testing?.share ?? 0));
    expect(without[1].share).toBeGreaterThan(bugs.share);
    // only the provers need them; a plan where every lane needs them stays as it is
    expect(LANES.filter((l) => l.horn === true).map((l) => l.name)).toEqual(['provers']);
    const all = LANES.map((l) => ({ ...l, horn: true }));
    expect(lanesFor(all, false)).toBe(all);
    expect(lanesFor([BUGS], false)).toEqual([BUGS]);
  });

  it('give a program without Horn clauses the same answers for any number of threads', async () => {
    const ids = ['a', 'b'];
    const script: Script = { testing: { after: 300, decides: ['a'] } };
    const one = await lanes(1, script, ids, ['b'], BUG_LANES);
    const two = await lanes(2, script, ids, ['b'], BUG_LANES);
    expect(summary(one.answers)).toEqual(summary(two.answers));
    expect(summary(two.answers)).toEqual(['a safe testing', 'b safe bmc']);
  });

  it('the portfolio’s lanes split the work budget and leave no engine of auto out but BAM and the predicate analysis', () => {
    expect(LANES.reduce((n, l) => n + l.share, 0)).toBeCloseTo(1);
    const engines = new Set(LANES.flatMap((l) => l.preset.stages.map((s) => s.engine)));
    expect([...engines].sort()).toEqual(['bmc', 'chc', 'condinv', 'kinduction', 'templates', 'testing']);
  });
});
