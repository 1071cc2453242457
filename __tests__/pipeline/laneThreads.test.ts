// Lanes on worker threads of their own (pipeline/portfolio/laneThreads.ts, laneWorker.ts, laneBoard.ts):
// the decision board reads the same from a view of its shared memory; a program verified with
// `--threads 2` (the bug finders' lane on a worker thread) gets the same verdicts and engines as with
// `--threads 1` (every lane on the main thread, one after the other) unless the wall clock, the
// safety net, cut an entry (a busy machine; then no verdict contradicts the other run's), and the
// worker lane's engine figures reach the report.

import { describe, expect, it } from 'vitest';
import { DecisionBoard } from '../../src/pipeline/portfolio/laneBoard';
import { LANES } from '../../src/pipeline/portfolio/presets';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

describe('the decision board', () => {
  it('reads what a view of its shared memory wrote, with the ties broken by lane order', () => {
    const ids = ['p1', 'p2', 'p3'];
    const board = new DecisionBoard(2, ids);
    const view = new DecisionBoard(2, ids, board.buffer);
    expect(board.at(1, 'p1')).toBeUndefined();
    view.record(1, 'p1', 1234.5678);
    view.record(0, 'p2', 1e12 + 0.25);
    view.record(1, 'other entry', 1); // not on the board
    expect(board.at(1, 'p1')).toBe(1234.5678);
    expect(board.at(0, 'p2')).toBe(1e12 + 0.25);
    expect(board.at(1, 'other entry')).toBeUndefined();
    // lane 0 sees p1 decided earlier by lane 1 only after its time
    expect(board.earlier(0, 'p1', 1234.5678)).toBe(false);
    expect(board.earlier(0, 'p1', 1300)).toBe(true);
    // at the same time, the earlier lane wins
    expect(board.earlier(1, 'p2', 1e12 + 0.25)).toBe(true);
    expect(board.elsewhere(0, 'p1')).toBe(true);
    expect(board.elsewhere(1, 'p1')).toBe(false);
    expect(board.elsewhere(0, 'p3')).toBe(false);
  });

  it('is the lane plan: only the bug finders, whose stages read no store, run on a worker', () => {
    expect(LANES.filter((l) => l.worker === true).map((l) => l.name)).toEqual(['bugs']);
    for (const lane of LANES.filter((l) => l.worker === true))
      expect(lane.preset.stages.every((s) => s.engine === 'testing' || s.engine === 'bmc')).toBe(true);
  });
});

const UNSAFE = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void){
  int x = __VERIFIER_nondet_int();
  int y = 0;
  for (int i = 0; i < 4; i++) y += x;
  if (y == 4 * 12345) assert(0);
  return 0;
}
`;

const MIXED = `#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void){
  unsigned n = __VERIFIER_nondet_uint(), i = 0, s = 0;
  while (i < n) { i++; s += 2; }
  assert(s == 2 * i);
  for (int k = 0; k < 3; k++) assert(k < 3);
  if (n == 77) assert(i != 77);
  return 0;
}
`;

const outcome = (r: Awaited<ReturnType<typeof verifyFile>>): string[] =>
  r.properties.map((p) => `${p.id} ${p.verdict} ${p.engine}`);

describe('lanes on worker threads', () => {
  it('give the verdicts and engines of one lane after the other', async () => {
    for (const source of [UNSAFE, MIXED]) {
      const { file } = tempProgram('pg-lanethreads-', source);
      const one = await verifyFile(file, { timeoutSeconds: 30, threads: 1 });
      const two = await verifyFile(file, { timeoutSeconds: 30, threads: 2 });
      const cuts = (one.stats.wallClockCuts ?? 0) + (two.stats.wallClockCuts ?? 0);
      if (cuts === 0) {
        expect(outcome(two)).toEqual(outcome(one));
      } else {
        // a busy machine's wall clock (the safety net) cut an entry: only then may the answers
        // differ, and never so that one run proves what the other refutes
        const decided = (r: typeof one): Map<string, string> =>
          new Map(r.properties.filter((p) => p.verdict !== 'unknown').map((p) => [p.id, p.verdict]));
        const [a, b] = [decided(one), decided(two)];
        for (const [id, v] of a) if (b.has(id)) expect(b.get(id)).toBe(v);
      }
    }
  }, 240_000);

  it('finds a violation on the worker lane, with its trace, and reports its engine figures', async () => {
    const { file } = tempProgram('pg-lanethreads-', UNSAFE);
    const r = await verifyFile(file, { timeoutSeconds: 30, threads: 2 });
    const [p] = r.properties;
    expect(p.verdict).toBe('unsafe');
    expect(['testing', 'bmc']).toContain(p.engine);
    expect(p.trace?.length ?? 0).toBeGreaterThan(0);
    expect(r.stats.engines?.[p.engine]?.runs ?? 0).toBeGreaterThan(0);
    // the worker lane's solver checks count in the run's
    expect(r.stats.solverCalls).toBeGreaterThanOrEqual(r.stats.engines?.bmc?.solverCalls ?? 0);
  }, 120_000);

  it("starts the worker lane's run on its own clock: no negative seconds, whatever the front end took", async () => {
    const { file } = tempProgram(
      'pg-lanethreads-',
      `extern float __VERIFIER_nondet_float(void);
extern void reach_error(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x > 1.5f) reach_error();
  return 0;
}
`,
    );
    const r = await verifyFile(file, { timeoutSeconds: 30, threads: 2 });
    expect(r.properties.map((p) => p.verdict)).toEqual(['unknown']);
    for (const p of r.properties) expect(p.seconds).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('runs only the bug finders on a program the provers cannot encode, on any thread count', async () => {
    const { file } = tempProgram(
      'pg-lanethreads-',
      `#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  char *p = malloc(4);
  if (!p) return 0;
  p[n % 4] = 1;
  if (p[n % 4] != 1) reach_error();
  free(p);
  return 0;
}
`,
    );
    for (const threads of [1, 2]) {
      const r = await verifyFile(file, { timeoutSeconds: 30, threads });
      expect(r.properties.map((p) => [p.verdict, p.engine])).toEqual([['safe', 'bmc']]);
      const ran = Object.keys(r.stats.engines ?? {});
      for (const prover of ['templates', 'chc', 'kinduction', 'condinv']) expect(ran).not.toContain(prover);
    }
  }, 120_000);
});
