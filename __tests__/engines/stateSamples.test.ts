// Reachable states sampled from random runs (src/engines/testing/stateSamples.ts): every sample at a loop
// head satisfies the loop's invariants, and entry values (`\old`) are the values at the call.

import { describe, expect, it } from 'vitest';
import { cfa } from '../certify/helpers';
import { hornSystem } from '../../src/encodings/horn/hornClauses';
import { stateSamples } from '../../src/engines/testing/stateSamples';

const SOURCE = `extern int __VERIFIER_nondet_int(void);
int count(int a) {
  int k = 0;
  while (k < a) { k++; a--; }
  return k;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 50) return 0;
  int i = 0, room = 0;
  while (i < n) { i++; room += 3; }
  return count(room);
}`;

describe('stateSamples', () => {
  it('samples loop heads with the values a run has there, entry values included', async () => {
    const program = await cfa(SOURCE, 'ILP32');
    const system = hornSystem(program, 'main');
    const samples = stateSamples(program, system, { entry: 'main', deadline: Date.now() + 5000 });
    const at = (fn: string, labels: string[]): { pred: string; idx: number[] } => {
      const pred = [...system.nodes].find(([, v]) => v.fn === fn && v.node.isLoopHead)![0];
      const args = system.args.get(pred)!;
      return { pred, idx: labels.map((l) => args.findIndex((a) => a.label === l)) };
    };
    const main = at('main', ['n', 'i', 'room']);
    const mainPoints = samples.get(main.pred) ?? [];
    expect(mainPoints.length).toBeGreaterThan(3);
    for (const p of mainPoints) {
      const [n, i, room] = main.idx.map((j) => p[j]);
      expect(room).toBe(3n * i);
      expect(i <= n && n <= 50n).toBe(true);
    }
    expect(mainPoints.some((p) => p[main.idx[1]] > 0n)).toBe(true);
    const count = at('count', ['a', 'k', '\\old(a)']);
    const countPoints = samples.get(count.pred) ?? [];
    expect(countPoints.length).toBeGreaterThan(3);
    for (const p of countPoints) {
      const [a, k, old] = count.idx.map((j) => p[j]);
      expect(a + k).toBe(old); // a-- with each k++
      expect(old % 3n).toBe(0n); // room = 3 * n at the call
    }
    expect(countPoints.some((p) => p[count.idx[1]] > 0n)).toBe(true);
  }, 60_000);
});
