// The portfolio as data (pipeline/portfolio/presets.ts) and its one loop (portfolioRun.ts), run
// with fake engines on a fake clock, no solver: the stages run in the preset's order with their
// shares of the time, a decided property stops the loop, an engine alone closes with its reason,
// BMC gets back the provers' time; and the README's time-split paragraph says what the table says.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unknown } from '../../src/encodings/result';
import type { ReportedAnswer } from '../../src/pipeline/answers';
import {
  PortfolioRun,
  runPreset,
  type Clock,
  type LoopOptions,
  type RetryChc,
} from '../../src/pipeline/portfolio/portfolioRun';
import {
  ALONE_UNTIL,
  BMC,
  BMC_PROBE,
  BUG_LANES,
  LANES,
  PRESETS,
  SINGLE_RUN,
  TESTING,
  TESTING_FIRST_PASS,
  type LanePlan,
  type Preset,
  type Stage,
  type StageEngine,
} from '../../src/pipeline/portfolio/presets';

class FakeClock implements Clock {
  t = 1_000_000;
  now(): number {
    return this.t;
  }
}

interface Call {
  engine: StageEngine;
  /** Milliseconds after the portfolio's start: when the stage began, and its deadline. */
  at: number;
  until: number;
}

const safe = (id: string, engine: string): ReportedAnswer => ({
  propertyId: id,
  engine,
  seconds: 0,
  result: { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: 1 } },
});

/** Runs `engine`'s preset with fakes: each stage takes `stepMs`; `act` may decide things. */
async function fakeRun(
  options: Partial<LoopOptions> & { engine: LoopOptions['engine'] },
  act: (stage: Stage, run: PortfolioRun) => void = () => undefined,
  ids = ['p1', 'p2'],
  stepMs = 500,
  preset: Preset = PRESETS[options.engine],
): Promise<{ calls: Call[]; bmc?: { until: number; retry: RetryChc }; answers: ReportedAnswer[] }> {
  const clock = new FakeClock();
  const run = new PortfolioRun(ids, { entry: 'main', timeoutSeconds: 60, ...options }, clock);
  const calls: Call[] = [];
  let bmc: { until: number; retry: RetryChc } | undefined;
  const answers = await runPreset(preset, run, {
    stage: async (stage, r) => {
      const at = clock.t - r.t0;
      const deadline = stage.engine === 'testing' ? r.testingDeadline(stage) : r.searchDeadline(stage);
      calls.push({ engine: stage.engine, at, until: deadline - r.t0 });
      clock.t += stepMs;
      act(stage, r);
    },
    bmc: async (r, searchDeadline, retry) => {
      bmc = { until: searchDeadline - r.t0, retry };
      const open = r.ids.filter((id) => !r.decided.has(id));
      return { answers: open.map((id) => safe(id, 'bmc')), solverCalls: 7 };
    },
  });
  return { calls, bmc, answers };
}

const stageOf = (engine: StageEngine): Stage => PRESETS.auto.stages.find((s) => s.engine === engine) as Stage;

describe('the portfolio loop, with fake engines on a fake clock', () => {
  it('runs auto stage by stage with each share of the time, then BMC with the provers’ time given back', async () => {
    const figures: [string, Readonly<Record<string, number>>][] = [];
    const onEngine = (name: string, f: Readonly<Record<string, number>>): number => figures.push([name, f]);
    const { calls, bmc, answers } = await fakeRun({ engine: 'auto', onEngine });
    // every stage's figures go to the statistics (stats.engines)
    const order = ['testing', 'bmc', 'templates', 'chc', 'kinduction', 'testing'];
    expect(figures.map(([n]) => n)).toEqual([...order, 'bmc']);
    expect(figures[3][1]).toEqual({ runs: 1, seconds: 0.5, decided: 0 });
    expect(figures[6][1]).toMatchObject({ runs: 1, decided: 2 });
    // no store (no warm condinv stage) and no seeds (templates first)
    expect(calls.map((c) => c.engine)).toEqual(order);
    const slices = calls.map((c) => c.until - c.at);
    // 60 s: testing's first pass 1 s; the BMC probe 6 s (cap); templates 6 s (cap); CHC 10 s (cap);
    // k-induction 7 s (cap); testing's second pass the rest of its 9 s (15 %), less the first pass' 1 s
    expect(slices).toEqual([1000, 6000, 6000, 10_000, 7000, 8000]);
    // the probe and three proving stages of 0.5 s each: BMC until 85 % + 2 s
    expect(bmc).toEqual({ until: 51_000 + 2000, retry: false });
    expect(answers.map((a) => `${a.propertyId} ${a.engine}`)).toEqual(['p1 bmc', 'p2 bmc']);
    expect(answers[0].solverCalls).toBe(7);
  });

  it('runs the BMC lane of a program without Horn clauses until its own share, nothing given back', async () => {
    const lane = BUG_LANES.find((l) => l.name === 'bmc') as LanePlan;
    const seconds = 60 * lane.share;
    const { calls, bmc } = await fakeRun(
      { engine: 'auto', timeoutSeconds: seconds },
      undefined,
      ['p1'],
      500,
      lane.preset,
    );
    expect(calls.map((c) => c.engine)).toEqual(['bmc']);
    const until = lane.preset.stages.find((s) => s.engine === 'bmc' && s.probe !== true)?.until ?? 1;
    expect(bmc?.until).toBeCloseTo(seconds * until * 1000);
    expect(bmc?.retry).toBe(false);
    // the rest of the lane (a fifth) is for the certificate check of a complete unwinding
    expect(1 - until).toBeGreaterThan(0.2);
  });

  it('stops when every property is decided, and retries CHC after BMC when its slice ran out of time or its clauses had no solution', async () => {
    const decided = await fakeRun({ engine: 'auto' }, (stage, run) => {
      if (stage.engine === 'chc') run.add([safe('p1', 'chc'), safe('p2', 'chc')]);
    });
    expect(decided.calls.map((c) => c.engine)).toEqual(['testing', 'bmc', 'templates', 'chc']);
    expect(decided.bmc).toBeUndefined();
    const retried = await fakeRun({ engine: 'auto' }, (stage, run) => {
      if (stage.engine === 'chc') run.chcStopped = 'timeout';
    });
    expect(retried.bmc?.retry).toBe('timeout');
    // clauses without a solution: again once BMC has found the violated property (bmcStage.ts)
    const unsolvable = await fakeRun({ engine: 'auto' }, (stage, run) => {
      if (stage.engine === 'chc') run.chcStopped = 'incomplete';
    });
    expect(unsolvable.bmc?.retry).toBe('unsolvable');
    const unsupported = await fakeRun({ engine: 'auto' }, (stage, run) => {
      if (stage.engine === 'chc') run.chcStopped = 'unsupported';
    });
    expect(unsupported.bmc?.retry).toBe(false);
  });

  it('caps what BMC gets back at BMC.extendedUntil', async () => {
    const { bmc } = await fakeRun({ engine: 'auto' }, () => undefined, ['p1'], 5000);
    expect(bmc?.until).toBe(60_000 * BMC.extendedUntil);
  });

  it('runs an engine alone after its templates and closes what it left open with its reason, without BMC', async () => {
    const { calls, bmc, answers } = await fakeRun(
      { engine: 'chc', timeoutSeconds: 10 } as LoopOptions,
      (stage, run) => {
        if (stage.engine === 'chc') {
          run.add([safe('p1', 'chc')]);
          run.lastReason = unknown('resource', 'chc: the clauses are too big');
        }
      },
    );
    expect(calls).toEqual([
      { engine: 'templates', at: 0, until: 2500 },
      { engine: 'chc', at: 500, until: 10_000 * ALONE_UNTIL },
    ]);
    expect(bmc).toBeUndefined();
    expect(answers.map((a) => `${a.propertyId} ${a.result.verdict}`)).toEqual(['p1 safe', 'p2 unknown']);
    expect(answers[1].result).toEqual({
      verdict: 'unknown',
      kind: 'resource',
      reason: 'chc: the clauses are too big',
    });
  });

  it('gives BMC only the violations an engine alone found feasible, for their traces', async () => {
    const { calls, bmc, answers } = await fakeRun({ engine: 'bam' }, (_stage, run) => {
      run.violated = ['p2'];
      run.lastReason = unknown('timeout', 'bam: timeout');
    });
    expect(calls.map((c) => c.engine)).toEqual(['bam']);
    expect(bmc).toBeDefined();
    expect(answers.map((a) => `${a.propertyId} ${a.result.verdict} ${a.engine}`)).toEqual([
      'p1 unknown bam',
      'p2 safe bmc',
    ]);
  });

  it('puts templates after CHC with the previous version’s invariants, and runs condinv on warm runs', async () => {
    const seeds = new Map([['inv0', ['true']]]);
    const { calls } = await fakeRun({ engine: 'auto', seeds, invariantStore: {} });
    expect(calls.map((c) => c.engine)).toEqual([
      'testing',
      'bmc',
      'chc',
      'condinv',
      'templates',
      'kinduction',
      'testing',
    ]);
    const none = await fakeRun({ engine: 'kinduction', invariants: 'none' });
    expect(none.calls.map((c) => c.engine)).toEqual(['kinduction']);
  });
});

/** The README's text from `from` up to `to`, its white space collapsed. */
function readmeSection(from: string, to: string): string {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const start = readme.indexOf(from);
  return readme.slice(start, readme.indexOf(to, start)).replace(/\s+/g, ' ');
}

const pct = (x: number): string => `${Math.round(x * 100)} %`;

describe('the README’s time split', () => {
  it('says what the presets say', () => {
    const text = readmeSection('Time split of `--engine auto`', '### Time limits');
    const slice = (s: Stage): string => `${pct(s.share ?? 0)} (at most ${s.capSeconds} s)`;
    const alone = PRESETS.chc.stages[0];
    for (const phrase of [
      `without input, up to ${pct(SINGLE_RUN.share)} (at most ${SINGLE_RUN.capSeconds} s;`,
      `random testing up to ${pct(TESTING.share)} (at most ${TESTING.capSeconds} s)`,
      `(at most ${TESTING_FIRST_PASS.capSeconds} s:`,
      `a BMC probe ${pct(BMC_PROBE.share)} (at most ${BMC_PROBE.capSeconds} s`,
      `template invariants ${slice(stageOf('templates'))}`,
      `CHC ${slice(stageOf('chc'))}`,
      `condinv ${slice(stageOf('condinv'))}`,
      `k-induction ${slice(stageOf('kinduction'))}`,
      `BMC until ${pct(BMC.until)} of T`,
      `capped at ${pct(BMC.extendedUntil)}`,
      `BMC stops at ${pct(BMC.chcRetry.bmcUntil)} of T (but runs at least ${pct(BMC.chcRetry.bmcAtLeast)})`,
      `the invariants get ${pct(alone.share ?? 0)} and that engine the rest up to ${pct(ALONE_UNTIL)}`,
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('the README’s lanes', () => {
  it('say what the lanes say', () => {
    const text = readmeSection('#### Lanes', 'How the limit holds');
    const [provers, bugs] = LANES;
    const of = (lane: (typeof LANES)[number], engine: StageEngine): Stage =>
      lane.preset.stages.find((s) => s.engine === engine) as Stage;
    const templates = of(provers, 'templates');
    const testing = of(bugs, 'testing');
    for (const phrase of [
      `template invariants ${pct(templates.share ?? 0)} of the lane, at most ${templates.capSeconds} s`,
      `CHC in one search until ${pct(of(provers, 'chc').until ?? 0)}`,
      `condinv ${pct(of(provers, 'condinv').share ?? 0)}`,
      `k-induction until ${pct(of(provers, 'kinduction').until ?? 0)}`,
      `random testing in two passes, ${pct(testing.share ?? 0)} of the lane, at most ${testing.capSeconds} s`,
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('the README’s lanes of a program without Horn clauses', () => {
  it('say what BUG_LANES says', () => {
    const text = readmeSection('#### Lanes', 'How the limit holds');
    const [tests, bmc] = BUG_LANES;
    const until = bmc.preset.stages.find((s) => s.engine === 'bmc' && s.probe !== true)?.until ?? 0;
    const share = (x: number): string => `${(x * 100).toFixed(1).replace(/\.0$/, '')} %`;
    for (const phrase of [
      `random testing with ${share(tests.share)} of the entry's budget`,
      `with ${share(bmc.share)} (its probe, then BMC until ${share(until)} of that`,
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('time shares', () => {
  it('are numbers in the presets file only: no other pipeline file holds a fraction or a millisecond literal', () => {
    const root = path.join(__dirname, '../../src/pipeline');
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('presets.ts') && !f.endsWith('runLimits.ts'),
    );
    const offending: string[] = [];
    for (const f of files) {
      const code = fs
        .readFileSync(path.join(root, f), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      // a fraction (0.25), or a millisecond figure added to or compared with a time (Date.now() + 500)
      for (const m of code.matchAll(/\b0\.\d+\b|Math\.(max|min)\(\s*\d{3,}|Date\.now\(\)\s*[+-]\s*\d{3,}/g))
        offending.push(`${f}: ${m[0]}`);
    }
    expect(offending).toEqual([]);
  });
});
