// End to end, with bounds too loose to depend on the machine: three hard harnesses under
// --timeout 2 end long before 30 s, and a budget that runs out leaves the later harness UNKNOWN
// with a reason that says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_EXHAUSTED } from '../../src/pipeline/runLimits';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { ILP32 } from '../../src/frontend/dataModel';
import { runVerify } from '../../src/pipeline/runVerify';
import { DEFAULT_VERIFY_OPTIONS } from '../../src/pipeline/options';

const HARD = (name: string) => `
void ${name}(void) {
  unsigned n = __VERIFIER_nondet_uint(), i = 0, s = 0;
  while (i < n) { i++; s += i * i * i; }
  if (4 * s != i * i * (i + 1) * (i + 1)) reach_error();
}
`;
const PRELUDE = 'extern unsigned __VERIFIER_nondet_uint(void);\nextern void reach_error(void);\n';

describe('time limits of a run', () => {
  it('gives each of three hard harnesses its own short timeout, and ends', async () => {
    const { file } = tempProgram('limits-', PRELUDE + HARD('proof_a') + HARD('proof_b') + HARD('proof_c'));
    const t0 = performance.now();
    const report = await verifyFile(file, { entry: 'proof_*', timeoutSeconds: 2 });
    expect(performance.now() - t0).toBeLessThan(30_000); // 3 × 2 s and slack; without limits: minutes
    expect(report.properties.map((p) => p.verdict)).toEqual(['unknown', 'unknown', 'unknown']);
  }, 60_000);

  it('leaves the programs the budget could not start UNKNOWN: budget exhausted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
    fs.writeFileSync(path.join(dir, 'a.c'), PRELUDE + HARD('main').replace('void main', 'int main'));
    fs.writeFileSync(path.join(dir, 'b.c'), PRELUDE + 'int main(void) { reach_error(); return 0; }\n');
    // a.c's solvers stop at --timeout less the wrap-up (1.25 s after the start, at the earliest),
    // so less than the 1 s an entry needs is left of 2.2 s for b.c, however fast the machine
    const report = await verifyFile(dir, { timeoutSeconds: 2, budgetSeconds: 2.2 });
    const reasons = report.properties.map((p) => [path.basename(p.file), p.verdict, p.reason ?? '']);
    expect(reasons).toEqual([
      ['a.c', 'unknown', expect.any(String)],
      ['b.c', 'unknown', expect.stringMatching(new RegExp(`^${BUDGET_EXHAUSTED}`))],
    ]);
  }, 60_000);

  it('counts a program the budget cut short (less than --timeout, something left open) as skipped', async () => {
    const { file } = tempProgram('limits-', PRELUDE + HARD('main').replace('void main', 'int main'));
    const run = await runVerify({
      paths: [file],
      frontend: { dataModel: ILP32, includeDirs: [], defines: [] },
      options: { ...DEFAULT_VERIFY_OPTIONS, timeoutSeconds: 60, budgetSeconds: 3 },
    });
    expect(run.report.properties.map((p) => p.verdict)).toEqual(['unknown']);
    // no base: nothing shows the program unchanged, so it counts as changed (the gate fails)
    expect(run.budgetSkipped).toEqual([{ files: [file], changed: true, compared: false }]);
  }, 60_000);
});
