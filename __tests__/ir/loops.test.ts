// Loop analysis on hand-made CFAs: reverse postorder, loop heads, natural loops and nesting,
// irreducible flow, SCCs, unreachable-node removal, and deep graphs without stack overflow.

import { describe, expect, it } from 'vitest';
import { analyzeLoops, removeUnreachable } from '../../src/ir/loops';
import { checkCfa } from '../../src/ir/cfaCheck';
import { handCfa, ids } from './handCfa';

describe('loop analysis', () => {
  it('finds a simple while loop', () => {
    // 0 -> 1 (head) -> 2 -> 1, 1 -> 3 (exit)
    const { fn, n } = handCfa('f', 4, [
      [0, 1],
      [1, 2],
      [2, 1],
      [1, 3],
    ]);
    analyzeLoops(fn);
    expect(n(0).rpo).toBe(0);
    expect(n(1).isLoopHead).toBe(true);
    expect(n(2).isLoopHead).toBe(false);
    expect(fn.loops).toHaveLength(1);
    const [l] = fn.loops;
    expect(l.head).toBe(n(1));
    expect(ids(l.nodes)).toEqual([1, 2]);
    expect(l.exits.map((e) => [e.from.id, e.to.id])).toEqual([[1, 3]]);
    expect(l.depth).toBe(1);
    expect(l.parent).toBeUndefined();
    expect(fn.sccs.map(ids)).toEqual([[1, 2]]);
  });

  it('orders the first successor first in reverse postorder', () => {
    const { fn, n } = handCfa('f', 5, [
      [0, 1],
      [0, 2],
      [1, 3],
      [2, 3],
      [3, 4],
    ]);
    analyzeLoops(fn);
    expect([0, 1, 2, 3, 4].map((k) => n(k).rpo)).toEqual([0, 1, 2, 3, 4]);
  });

  it('nests loops and computes depth and parent', () => {
    // 0 -> 1 (outer) -> 2 (inner) -> 3 -> 2; 2 -> 4 -> 1; 1 -> 5
    const { fn, n } = handCfa('f', 6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 2],
      [2, 4],
      [4, 1],
      [1, 5],
    ]);
    analyzeLoops(fn);
    expect(fn.loops.map((l) => l.head.id)).toEqual([1, 2]);
    const [outer, inner] = fn.loops;
    expect(ids(outer.nodes)).toEqual([1, 2, 3, 4]);
    expect(ids(inner.nodes)).toEqual([2, 3]);
    expect(inner.parent).toBe(outer);
    expect(inner.depth).toBe(2);
    expect(inner.exits.map((e) => [e.from.id, e.to.id])).toEqual([[2, 4]]);
    expect(n(1).isLoopHead && n(2).isLoopHead).toBe(true);
    expect(fn.sccs.map(ids)).toEqual([[1, 2, 3, 4]]);
  });

  it('merges several back edges to one head into one loop', () => {
    // continue-like second latch: 1 -> 2 -> 1, 1 -> 3 -> 1, 1 -> 4
    const { fn } = handCfa('f', 5, [
      [0, 1],
      [1, 2],
      [2, 1],
      [1, 3],
      [3, 1],
      [1, 4],
    ]);
    analyzeLoops(fn);
    expect(fn.loops).toHaveLength(1);
    expect(ids(fn.loops[0].nodes)).toEqual([1, 2, 3]);
  });

  it('handles a self-loop', () => {
    const { fn, n } = handCfa('f', 3, [
      [0, 1],
      [1, 1],
      [1, 2],
    ]);
    analyzeLoops(fn);
    expect(n(1).isLoopHead).toBe(true);
    expect(ids(fn.loops[0].nodes)).toEqual([1]);
    expect(fn.sccs.map(ids)).toEqual([[1]]);
  });

  it('handles irreducible flow (two entries into a cycle) without including outside nodes', () => {
    // 0 -> 1, 0 -> 2, 1 -> 2, 2 -> 1, 2 -> 3
    const { fn } = handCfa('f', 4, [
      [0, 1],
      [0, 2],
      [1, 2],
      [2, 1],
      [2, 3],
    ]);
    analyzeLoops(fn);
    expect(fn.loops).toHaveLength(1);
    const heads = fn.nodes.filter((x) => x.isLoopHead).map((x) => x.id);
    expect(heads).toHaveLength(1);
    expect(ids(fn.loops[0].nodes)).toEqual([1, 2]);
    expect(fn.sccs.map(ids)).toEqual([[1, 2]]);
    // every cycle passes through a loop head
    expect(heads.some((h) => h === 1 || h === 2)).toBe(true);
  });

  it('removes unreachable nodes but keeps the exit', () => {
    // 0 -> 1 -> 1 (infinite loop); 2 -> 3 (dead, 3 = exit); 4 dead into 1
    const { fn, n } = handCfa(
      'f',
      5,
      [
        [0, 1],
        [1, 1],
        [2, 3],
        [4, 1],
      ],
      { exit: 3 },
    );
    expect(checkCfa(fn).some((p) => p.includes('unreachable'))).toBe(true);
    expect(removeUnreachable(fn)).toBe(2);
    expect(ids(fn.nodes)).toEqual([0, 1, 3]);
    expect(n(1).in.map((e) => e.from.id)).toEqual([0, 1]);
    expect(n(3).in).toHaveLength(0);
    expect(checkCfa(fn)).toEqual([]);
    analyzeLoops(fn);
    expect(n(3).rpo).toBeUndefined();
  });

  it('does not overflow the stack on deep CFAs', () => {
    const count = 100_000;
    const edges: [number, number][] = [];
    for (let i = 0; i + 1 < count; i++) edges.push([i, i + 1]);
    edges.push([count - 2, 1]); // one huge loop
    const { fn } = handCfa('f', count, edges);
    removeUnreachable(fn);
    analyzeLoops(fn);
    expect(fn.loops).toHaveLength(1);
    expect(fn.loops[0].nodes.size).toBe(count - 2);
    expect(fn.sccs).toHaveLength(1);
  });

  it('orders SCCs topologically by reverse postorder', () => {
    // two consecutive loops: 1 <-> 2 then 3 <-> 4
    const { fn } = handCfa('f', 6, [
      [0, 1],
      [1, 2],
      [2, 1],
      [1, 3],
      [3, 4],
      [4, 3],
      [3, 5],
    ]);
    analyzeLoops(fn);
    expect(fn.sccs.map(ids)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('stays fast with many sequential loops and deep nesting', () => {
    const count = 60_000;
    const edges: [number, number][] = [];
    for (let i = 0; i + 1 < count; i++) edges.push([i, i + 1]);
    for (let i = 1; i + 3 < count; i += 3) edges.push([i + 2, i]);
    const flat = handCfa('f', count, edges).fn;
    const t = Date.now();
    analyzeLoops(flat);
    expect(flat.loops).toHaveLength(19_999);
    // 2000 nested loops: node k is the head of loop k, closed by the edge from 2*depth-k back to k
    const depth = 2000;
    const nested: [number, number][] = [];
    const total = 2 * depth + 2;
    for (let i = 0; i + 1 < total; i++) nested.push([i, i + 1]);
    for (let k = 1; k <= depth; k++) nested.push([2 * depth + 1 - k, k]);
    const deep = handCfa('g', total, nested).fn;
    analyzeLoops(deep);
    expect(deep.loops).toHaveLength(depth);
    expect(Math.max(...deep.loops.map((l) => l.depth))).toBe(depth);
    expect(Date.now() - t).toBeLessThan(10_000);
  });
});
