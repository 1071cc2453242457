// Three pull requests run through the bundled Action (dist/index.js) in the end-to-end harness, for
// the tools that look at what the Action writes (scripts/validateSarif.ts, scripts/renderSummary.ts
// and their tests): a safe change, a callee change that breaks a caller's assertion (a violation
// with a counterexample), and a file with a syntax error (an input error). Each gets its own
// temporary repository; the caller reads the job summary and the SARIF file, then cleans up.

import fs from 'node:fs';
import path from 'node:path';
import { ActionRepo, CLAMP, SUM, type ActionRun, type Comment } from '../__tests__/action/harness';

export const SCENARIOS = ['safe', 'unsafe', 'input-error'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** A callee in its own file; the caller's assertion (with Markdown-special characters) relies on it. */
const SCALE = `/* Scales a sensor reading to per-mille. */
int scale(int reading) {
  if (reading < 0) return 0;
  if (reading > 100) reading = 100;
  return reading * 10;
}
`;

const CALLER = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int scale(int reading);

int main(void) {
  int raw = __VERIFIER_nondet_int();
  int a[2] = {1, 2};
  int per_mille = scale(raw);
  /* per_mille*a[1] must fit the 2 * 1000 | 0 range */
  assert(per_mille*a[1] <= 2*1000 && per_mille >= 0);
  return 0;
}
`;

interface Pr {
  readonly base: Record<string, string>;
  readonly head: Record<string, string>;
}

const PRS: Readonly<Record<Scenario, Pr>> = {
  safe: {
    base: { 'src/clamp/clamp.c': CLAMP, 'src/sum/sum.c': SUM },
    head: { 'src/sum/sum.c': SUM.replace('n > 10', 'n > 9') },
  },
  unsafe: {
    base: { 'src/clamp/clamp.c': CLAMP, 'src/sensor/scale.c': SCALE, 'src/sensor/main.c': CALLER },
    head: {
      'src/sensor/scale.c': SCALE.replace('reading > 100) reading = 100', 'reading > 1000) reading = 1000'),
    },
  },
  'input-error': {
    base: { 'src/clamp/clamp.c': CLAMP },
    head: { 'src/parse/parse.c': 'int parse(const char *s) {\n  int n = ;\n  return n;\n}\n' },
  },
};

export interface ScenarioRun {
  readonly scenario: Scenario;
  readonly run: ActionRun;
  /** The SARIF file as the Action wrote it (undefined when it wrote none). */
  readonly sarifText: string | undefined;
  /** The pull request's comments on the fake GitHub API. */
  readonly comments: readonly Comment[];
  /** Removes the temporary repository. */
  readonly cleanUp: () => Promise<void>;
}

/** Runs the Action on the scenario's pull request (base commit, then head commit, PR 7). */
export async function runScenario(
  scenario: Scenario,
  inputs: Record<string, string> = {},
): Promise<ScenarioRun> {
  const h = new ActionRepo();
  await h.setUp();
  try {
    const pr = PRS[scenario];
    const base = h.commit(pr.base, 'base');
    const head = h.commit(pr.head, `${scenario} change`);
    const run = await h.run({ base, head, inputs: { INPUT_COMMENT: 'never', ...inputs } });
    const sarifPath = path.join(h.repo, 'proofgate.sarif');
    const sarifText = fs.existsSync(sarifPath) ? fs.readFileSync(sarifPath, 'utf8') : undefined;
    return { scenario, run, sarifText, comments: h.api.comments, cleanUp: () => h.tearDown() };
  } catch (e) {
    await h.tearDown();
    throw e;
  }
}
