// Narrows the calls through function pointers with the points-to facts: a branch `p == &f` of a
// call's dispatch (indirectCalls.ts) whose pointer cannot point to `f` is removed, and its
// `p != &f` side becomes a blank edge. Sound whatever the facts say: a run whose pointer does hold
// `&f` then reaches the dispatch's unsupported edge (UNKNOWN), never a wrong verdict.

import type { Expr } from '../frontend/ast';
import type { CfaEdge, CfaNode } from './cfa';
import { UNKNOWN_OBJECT, type PointsToFacts } from './pointsTo';

/** One branch of a dispatch: at `at`, the test `pointer == &target` (in function `fn`). */
export interface DispatchBranch {
  readonly fn: string;
  readonly at: CfaNode;
  readonly target: string;
  readonly pointer: Expr;
}

/** Removes the branches the facts rule out; returns how many. */
export function pruneDispatch(branches: readonly DispatchBranch[], facts: PointsToFacts): number {
  let pruned = 0;
  for (const b of branches) {
    const may = facts.of(b.fn, b.pointer);
    if (may.includes(UNKNOWN_OBJECT) || may.includes(`&${b.target}`)) continue;
    const hit = b.at.out.find((e) => e.kind === 'assume' && e.truth);
    const miss = b.at.out.find((e) => e.kind === 'assume' && !e.truth);
    if (!hit || !miss) continue;
    remove(b.at.out, hit);
    remove(hit.to.in, hit);
    const blank: CfaEdge = {
      kind: 'blank',
      id: miss.id,
      from: miss.from,
      to: miss.to,
      loc: miss.loc,
      text: miss.text,
    };
    replace(b.at.out, miss, blank);
    replace(miss.to.in, miss, blank);
    pruned++;
  }
  return pruned;
}

function remove(edges: CfaEdge[], e: CfaEdge): void {
  const i = edges.indexOf(e);
  if (i >= 0) edges.splice(i, 1);
}

function replace(edges: CfaEdge[], e: CfaEdge, by: CfaEdge): void {
  const i = edges.indexOf(e);
  if (i >= 0) edges[i] = by;
}
