// Runs a change scenario: copies the project to a scratch folder, then per step applies its edits
// and verifies the project twice, cold (an empty store) and warm (the store of the earlier warm
// runs). Reports per step whether the verdicts agree, both wall times and the warm run's reuse
// statistics (properties, solver calls and seconds per way of reaching the verdict).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runVerify } from '../../pipeline/runVerify';
import { DEFAULT_VERIFY_OPTIONS, type VerifyOptions } from '../../pipeline/options';
import type { FrontendOptions } from '../../frontend/unit';
import type { ReuseCost, ReuseKind, PropertyVerdict as Verdict, VerifyStats } from '../../pipeline/results';
import { ScenarioError, type Scenario, type ScenarioStep } from './scenarioFile';

export interface StepRun {
  readonly seconds: number;
  readonly verdicts: Readonly<Record<string, Verdict>>;
  readonly reuse?: Readonly<Record<ReuseKind, Readonly<ReuseCost>>>;
  readonly solverCalls: number;
  /** With `--engine condinv`: what its search did. */
  readonly condinv?: VerifyStats['condinv'];
}

export interface StepResult {
  readonly name: string;
  readonly what: string;
  readonly cold: StepRun;
  readonly warm: StepRun;
  /** Properties whose warm verdict differs from the cold one. */
  readonly differences: readonly string[];
  /**
   * The differences where one run says SAFE and the other UNSAFE: never with a sound store. (Where
   * one run is UNKNOWN, the other had more time for that property: a warm run reuses, so it can.)
   */
  readonly conflicts: readonly string[];
}

export interface ScenarioOptions {
  readonly timeoutSeconds: number;
  readonly frontend: FrontendOptions;
  readonly engine?: VerifyOptions['engine'];
  /** Called after each step (progress). */
  readonly onStep?: (r: StepResult) => void;
}

export async function runScenario(s: Scenario, o: ScenarioOptions): Promise<StepResult[]> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-scenario-'));
  try {
    const work = path.join(scratch, 'project');
    fs.cpSync(s.project, work, { recursive: true });
    const warmStore = path.join(scratch, 'store');
    const results: StepResult[] = [];
    for (const [i, step] of s.steps.entries()) {
      applyEdits(s, step, work);
      const coldStore = path.join(scratch, `cold-${i}`);
      const cold = await verifyOnce(work, coldStore, s, o);
      fs.rmSync(coldStore, { recursive: true, force: true });
      const warm = await verifyOnce(work, warmStore, s, o);
      const ids = [...new Set([...Object.keys(cold.verdicts), ...Object.keys(warm.verdicts)])].sort();
      const differences = ids.filter((id) => cold.verdicts[id] !== warm.verdicts[id]);
      const decided = (v: Verdict | undefined): boolean => v === 'safe' || v === 'unsafe';
      const conflicts = differences.filter((id) => decided(cold.verdicts[id]) && decided(warm.verdicts[id]));
      const r = { name: step.name, what: step.what, cold, warm, differences, conflicts };
      o.onStep?.(r);
      results.push(r);
    }
    return results;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function applyEdits(s: Scenario, step: ScenarioStep, work: string): void {
  for (const e of step.edits) {
    const file = path.join(work, e.file);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      throw new ScenarioError(
        path.join(s.dir, 'scenario.yaml'),
        1,
        `step ${step.name}: no file ${e.file} in the project`,
      );
    }
    const at = text.indexOf(e.replace);
    if (at < 0 || text.indexOf(e.replace, at + 1) >= 0) {
      const why = at < 0 ? 'not found' : 'found more than once';
      throw new ScenarioError(
        path.join(s.dir, 'scenario.yaml'),
        1,
        `step ${step.name}: the text to replace in ${e.file} is ${why}`,
      );
    }
    fs.writeFileSync(file, text.slice(0, at) + e.with + text.slice(at + e.replace.length));
  }
}

async function verifyOnce(work: string, store: string, s: Scenario, o: ScenarioOptions): Promise<StepRun> {
  const t0 = performance.now();
  const run = await runVerify({
    paths: [work],
    frontend: o.frontend,
    options: {
      ...DEFAULT_VERIFY_OPTIONS,
      ...(o.engine ? { engine: o.engine } : {}),
      timeoutSeconds: o.timeoutSeconds,
      cacheDir: store,
      ...(s.entry !== undefined ? { entry: s.entry } : {}),
    },
  });
  const seconds = (performance.now() - t0) / 1000;
  if (run.failed) {
    const d = run.diagnostics.find((x) => x.severity === 'error');
    throw new ScenarioError(d?.loc.file ?? work, d?.loc.line ?? 1, d?.message ?? 'the project does not load');
  }
  const verdicts: Record<string, Verdict> = {};
  for (const p of run.report.properties) verdicts[`${path.relative(work, p.file)}:${p.id}`] = p.verdict;
  return {
    seconds,
    verdicts,
    solverCalls: run.report.stats.solverCalls,
    ...(run.report.stats.reuse ? { reuse: run.report.stats.reuse } : {}),
    ...(run.report.stats.condinv ? { condinv: run.report.stats.condinv } : {}),
  };
}
