// condinv's per-part invariants in the artifact store: a CHC proof leaves the invariants of the
// program's parts as hint records; a condinv proof does too, and after an edit of the first loop the
// next run proves the unchanged second loop's part from its record, searching only the first loop;
// `auto`, whose CHC stage does not prove the program, does so through its warm-run condinv stage.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ILP32 } from '../../src/frontend/dataModel';
import type { VerifyOptions } from '../../src/pipeline/options';
import type { VerifyReport } from '../../src/pipeline/results';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import type { StoredHint } from '../../src/incremental/store';

const UP = 'int i = 0, room = 0; while (i < n) { i++; room += 3; }';
const DOWN = 'int i = n, room = 0; while (i > 0) { i--; room += 3; }';
// counting down, the second loop's invariant (room - used = 3j) does not name the first loop's i
const SECOND = 'int j = n; while (j > 0) { j--; used += 3; }';

const twoLoops = (first: string, second = SECOND): string => `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100000) return 0;
  ${first}
  int used = 0;
  ${second}
  if (used != room) reach_error();
  return 0;
}
`;

const setup = (program: string): { file: string; cacheDir: string } =>
  tempProgram('proofgate-condinv-', program);
const verify = (file: string, options: Partial<VerifyOptions>): Promise<VerifyReport> =>
  verifyFile(file, { timeoutSeconds: 60, ...options }, ILP32);

/** Every condinv record in the store. */
function condinvRecords(cacheDir: string): StoredHint[] {
  const root = fs.readdirSync(cacheDir).find((d) => d.startsWith('v')) as string;
  const dir = path.join(cacheDir, root, 'hint');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((sub) => fs.readdirSync(path.join(dir, sub)).map((f) => path.join(dir, sub, f)))
    .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as StoredHint)
    .filter((r) => r.kind === 'condinv-invariant');
}

describe("condinv's per-part invariants in the store", () => {
  it("keeps the parts' invariants of a certified CHC proof", async () => {
    const { file, cacheDir } = setup(`extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000) return 0;
  unsigned i = 0, s = 0;
  while (i < n) { i++; s++; }
  if (s != n) reach_error();
  return 0;
}
`);
    const report = await verify(file, { cacheDir, engine: 'chc' });
    expect(report.properties.map((p) => p.verdict)).toEqual(['safe']);
    const records = condinvRecords(cacheDir);
    expect(records.length).toBeGreaterThanOrEqual(1); // the loop's
    for (const r of records) for (const [pos] of r.pairs) expect(pos).toMatch(/^\d+$/);
  }, 120_000);

  it('after an edit of the first loop, proves the second loop’s part from its record', async () => {
    const { file, cacheDir } = setup(twoLoops(UP));
    // about 30 s on a quiet machine: the limit leaves room for CI's load
    const first = await verify(file, { cacheDir, engine: 'condinv', timeoutSeconds: 150 });
    expect(first.properties.map((p) => p.verdict)).toEqual(['safe']);
    expect(first.stats.condinv?.stored).toBe(0);
    expect(condinvRecords(cacheDir).length).toBeGreaterThanOrEqual(2);
    // the first loop counts down now: its old invariant room = 3 * i is gone, the second loop's
    // conditional invariant still holds and needs room = 3 * n from it
    fs.writeFileSync(file, twoLoops(DOWN));
    const second = await verify(file, { cacheDir, engine: 'condinv' });
    expect(second.properties.map((p) => p.verdict)).toEqual(['safe']);
    expect(second.stats.condinv?.stored).toBeGreaterThanOrEqual(1);
    expect(second.stats.condinv?.condSafeCalls).toBeLessThan(first.stats.condinv?.condSafeCalls ?? 0);
  }, 360_000);

  it('auto runs its condinv stage on an edited program with the stored per-part invariants', async () => {
    const { file, cacheDir } = setup(twoLoops(UP));
    // about 30 s on a quiet machine: the limit leaves room for CI's load
    const first = await verify(file, { cacheDir, engine: 'condinv', timeoutSeconds: 150 });
    expect(first.properties.map((p) => p.verdict)).toEqual(['safe']);
    // CHC does not prove this program in its slice (nor alone in a minute); the stored second loop
    // part and a search in the changed first loop do, within the stage's work budget (the same on
    // any machine and load): 10 % of the entry's, at most 6 s, which a 100 s timeout gives it
    fs.writeFileSync(file, twoLoops(DOWN));
    const second = await verify(file, { cacheDir, engine: 'auto', timeoutSeconds: 100 });
    expect(second.stats.engines?.condinv?.runs).toBeGreaterThanOrEqual(1);
    expect(second.properties.map((p) => `${p.verdict} ${p.engine}`)).toEqual(['safe condinv']);
    expect(second.stats.condinv?.stored).toBeGreaterThanOrEqual(1);
  }, 360_000);
});
