// Call graph on hand-made CFAs: callees/callers, external functions, recursion, bottom-up SCCs.

import { describe, expect, it } from 'vitest';
import { buildCallGraph } from '../../src/ir/callGraph';
import type { CfaFunction } from '../../src/ir/cfa';
import { handCfa } from './handCfa';

function graph(calls: Record<string, string[]>, extra?: Map<string, Set<string>>) {
  const fns = new Map<string, CfaFunction>();
  for (const [name, callees] of Object.entries(calls)) {
    const count = callees.length + 2;
    const c = callees.map((callee, i) => [i, i + 1, callee] as const);
    fns.set(name, handCfa(name, count, [[count - 2, count - 1]], { calls: c }).fn);
  }
  return buildCallGraph(fns, extra);
}

describe('call graph', () => {
  it('records callees, callers and bottom-up order', () => {
    const g = graph({ main: ['f', 'g'], f: ['g'], g: [] });
    expect([...g.callees.get('main')!]).toEqual(['f', 'g']);
    expect([...g.callers.get('g')!].sort()).toEqual(['f', 'main']);
    expect(g.recursive.size).toBe(0);
    expect(g.sccs).toEqual([['g'], ['f'], ['main']]);
  });

  it('detects direct and mutual recursion', () => {
    const g = graph({ main: ['even', 'fact'], even: ['odd'], odd: ['even'], fact: ['fact'] });
    expect([...g.recursive].sort()).toEqual(['even', 'fact', 'odd']);
    const order = g.sccs.map((c) => c.join(','));
    expect(order.indexOf('even,odd')).toBeLessThan(order.indexOf('main'));
    expect(order.indexOf('fact')).toBeLessThan(order.indexOf('main'));
  });

  it('lists calls to undefined functions as external', () => {
    const g = graph({ main: ['f', 'ext'], f: [] }, new Map([['f', new Set(['puts'])]]));
    expect([...g.external]).toEqual(['ext', 'puts']);
    expect([...g.callees.get('main')!]).toEqual(['f']);
  });

  it('handles long call chains iteratively', () => {
    const calls: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i++) calls[`f${i}`] = i + 1 < 20_000 ? [`f${i + 1}`] : [];
    const g = graph(calls);
    expect(g.sccs[0]).toEqual(['f19999']);
    expect(g.sccs).toHaveLength(20_000);
  });
});
