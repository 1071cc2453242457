// Random testing as a portfolio stage (engines/testing/randomTesting.ts): runs the program on
// random inputs until the stage's deadline and keeps the violations concrete replay confirms, with
// their traces (and reproducers). What it reaches is a real execution; what replay does not confirm
// is left to BMC.

import { propertyIds } from '../../ir/programCfa';
import type { ProgramCfa } from '../../ir/cfa';
import { randomTesting } from '../../engines/testing/randomTesting';
import { replay } from '../../certify/replay';
import type { ReportedAnswer } from '../answers';
import { boundTrace, writeReproducer } from './unsafeEvidence';

/** Random testing of the properties not in `skip` until `deadline`; its violations, replayed. */
export function testingAnswers(
  cfa: ProgramCfa,
  options: { readonly entry: string; readonly reproducerDir?: string },
  skip: ReadonlySet<string> | undefined,
  deadline: number,
  /** Runs so far (a second pass continues after them, with other random values). */
  done: { runs: number },
): ReportedAnswer[] {
  const started = performance.now();
  const result = randomTesting(cfa, {
    entry: options.entry,
    deadline,
    targets: new Set(propertyIds(cfa).filter((id) => !skip?.has(id))),
    ...(done.runs > 0 ? { seed: 0x9e3779b9, firstRun: done.runs } : {}),
  });
  done.runs += result.runs;
  const seconds = (performance.now() - started) / 1000;
  const out: ReportedAnswer[] = [];
  for (const [propertyId, cex] of result.found) {
    if (skip?.has(propertyId)) continue;
    const run = replay(cfa, options.entry, cex);
    if (!run.confirmed) continue; // BMC will look at it
    if (options.reproducerDir) writeReproducer(cfa, { verdict: 'unsafe', counterexample: cex }, options);
    out.push({
      propertyId,
      engine: 'testing',
      seconds,
      result: { verdict: 'unsafe', counterexample: cex },
      trace: boundTrace(run.trace),
    });
  }
  return out;
}
