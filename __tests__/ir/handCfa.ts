// Test helper: hand-made CFAs from edge lists, for testing loop analysis, SCCs, the call graph and
// the checker without going through the front end.

import type { CfaEdge, CfaFunction, CfaNode } from '../../src/ir/cfa';
import type { Expr } from '../../src/frontend/ast';
import { VOID } from '../../src/frontend/types';

const loc = { file: 'hand.c', line: 1, col: 1 };
let nextEdge = 1;

export interface HandCfa {
  readonly fn: CfaFunction;
  readonly n: (k: number) => CfaNode;
}

/**
 * A function whose nodes are numbered 0..count-1 (0 = entry, `exit` = exit, default count-1) with
 * blank edges `[from, to]`; `calls` adds call edges `[from, to, callee]`.
 */
export function handCfa(
  name: string,
  count: number,
  edges: readonly (readonly [number, number])[],
  options: { exit?: number; calls?: readonly (readonly [number, number, string])[] } = {},
): HandCfa {
  const exitIx = options.exit ?? count - 1;
  const nodes: CfaNode[] = [];
  for (let i = 0; i < count; i++) {
    nodes.push({
      id: i,
      fn: name,
      role: i === 0 ? 'entry' : i === exitIx ? 'exit' : 'plain',
      out: [],
      in: [],
    });
  }
  const add = (from: number, to: number, extra: Partial<CfaEdge>): void => {
    const e = {
      kind: 'blank',
      id: nextEdge++,
      from: nodes[from],
      to: nodes[to],
      loc,
      text: '',
      ...extra,
    } as CfaEdge;
    nodes[from].out.push(e);
    nodes[to].in.push(e);
  };
  for (const [a, b] of edges) add(a, b, {});
  for (const [a, b, callee] of options.calls ?? [])
    add(a, b, { kind: 'call', callee, args: [] as Expr[] } as Partial<CfaEdge>);
  const fn: CfaFunction = {
    name,
    entry: nodes[0],
    exit: nodes[exitIx],
    nodes,
    params: [],
    locals: [],
    returnType: VOID,
    properties: [],
    loops: [],
    sccs: [],
    loc,
  };
  const all = [...nodes];
  return { fn, n: (k) => all[k] };
}

export const ids = (ns: Iterable<CfaNode>): number[] => [...ns].map((n) => n.id).sort((a, b) => a - b);
