// Random testing as a portfolio stage (engines/testing/randomTesting.ts): runs the program on
// random inputs until the stage's deadline and keeps the violations concrete replay confirms, with
// their traces (and reproducers, when the run asks for them). What it reaches is a real execution; what replay does not confirm
// is left to BMC.

import type { ProgramCfa } from '../../ir/cfa';
import type { SolverPool } from '../../smt/solverPool';
import { testingEngine, type RunLengths } from '../../engines/testing/randomTesting';
import { minimise } from '../../certify/minimise';
import { replay } from '../../certify/replay';
import type { ReportedAnswer } from '../answers';
import { boundTrace, reproducerFile } from './unsafeEvidence';

/** Random testing of the properties not in `skip` until `deadline`; its violations, replayed. */
export async function testingAnswers(
  cfa: ProgramCfa,
  pool: SolverPool,
  options: { readonly entry: string; readonly reproducers?: boolean },
  skip: ReadonlySet<string>,
  deadline: number,
  /** Runs so far and their lengths (a second pass continues after them, with other random values). */
  done: { runs: number; readonly lengths?: RunLengths },
  figures?: (figures: Readonly<Record<string, number>>) => void,
): Promise<ReportedAnswer[]> {
  const started = performance.now();
  const task = { cfa, entry: options.entry, skip, hints: [], facts: [] };
  const ctx = { deadline, sessions: pool, ...(figures ? { figures } : {}) };
  const outcome = await testingEngine(done.runs, done.lengths).run(task, ctx);
  done.runs += outcome.runs;
  const seconds = (performance.now() - started) / 1000;
  const out: ReportedAnswer[] = [];
  for (const [propertyId, answer] of outcome.answers) {
    if (answer.verdict !== 'unsafe') continue;
    const cex = answer.counterexample;
    const run = replay(cfa, options.entry, cex);
    if (!run.confirmed) continue; // BMC will look at it
    // inputs shrunk toward zero, each step replay-confirmed (certify/minimise.ts)
    const small = minimise(cfa, options.entry, cex, run);
    const verdict = { verdict: 'unsafe' as const, counterexample: small.cex };
    out.push({
      propertyId,
      engine: 'testing',
      seconds,
      result: verdict,
      trace: boundTrace(small.run.trace),
      ...reproducerFile(cfa, verdict, options),
    });
  }
  return out;
}
