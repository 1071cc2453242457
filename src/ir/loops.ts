// Loop analysis of a CFA: removal of nodes unreachable from the entry (the exit node stays),
// reverse postorder, loop heads (targets of DFS back edges, so irreducible flow from goto is fine),
// natural loops with nesting, and strongly connected components. All traversals are iterative.

import type { CfaEdge, CfaFunction, CfaNode, Loop } from './cfa';
import { stronglyConnected } from './tarjan';

/** Nodes reachable from the entry (iterative DFS). */
export function reachableFrom(entry: CfaNode): Set<CfaNode> {
  const seen = new Set<CfaNode>([entry]);
  const todo = [entry];
  while (todo.length > 0) {
    const n = todo.pop()!;
    for (const e of n.out) {
      if (!seen.has(e.to)) {
        seen.add(e.to);
        todo.push(e.to);
      }
    }
  }
  return seen;
}

function removeFrom<T>(list: T[], pred: (x: T) => boolean): void {
  let k = 0;
  for (const x of list) if (!pred(x)) list[k++] = x;
  list.length = k;
}

/**
 * Drops nodes not reachable from the entry (code after return, after infinite loops, dead
 * switch/label code) with their edges, and the properties whose error node goes with them.
 * The exit node is always kept. Returns the number of nodes removed.
 */
export function removeUnreachable(fn: CfaFunction): number {
  const live = reachableFrom(fn.entry);
  live.add(fn.exit);
  const before = fn.nodes.length;
  for (const n of fn.nodes) {
    if (live.has(n)) removeFrom(n.in, (e) => !live.has(e.from));
  }
  removeFrom(fn.nodes, (n) => !live.has(n));
  removeFrom(fn.properties, (p) => !live.has(p.node));
  return before - fn.nodes.length;
}

/** Sets `rpo` on reachable nodes (entry = 0) and returns the DFS back edges. */
function depthFirst(fn: CfaFunction): { order: CfaNode[]; backEdges: CfaEdge[] } {
  const state = new Map<CfaNode, 'open' | 'done'>();
  const post: CfaNode[] = [];
  const backEdges: CfaEdge[] = [];
  // Out-edges are explored last to first, so that in reverse postorder the first successor (the
  // then-branch, the loop body) comes before the later ones (else-branch, loop exit).
  const work: { node: CfaNode; next: number }[] = [{ node: fn.entry, next: fn.entry.out.length - 1 }];
  state.set(fn.entry, 'open');
  while (work.length > 0) {
    const frame = work[work.length - 1];
    if (frame.next >= 0) {
      const e = frame.node.out[frame.next--];
      const s = state.get(e.to);
      if (s === undefined) {
        state.set(e.to, 'open');
        work.push({ node: e.to, next: e.to.out.length - 1 });
      } else if (s === 'open') backEdges.push(e);
      continue;
    }
    work.pop();
    state.set(frame.node, 'done');
    post.push(frame.node);
  }
  const order = post.reverse();
  for (const n of fn.nodes) n.rpo = undefined;
  order.forEach((n, i) => (n.rpo = i));
  return { order, backEdges };
}

const byRpo = (a: CfaNode, b: CfaNode): number => (a.rpo ?? Infinity) - (b.rpo ?? Infinity) || a.id - b.id;

/** Reverse postorder, loop heads, natural loops with nesting, and SCCs; fills fn.loops and fn.sccs. */
export function analyzeLoops(fn: CfaFunction): void {
  const { backEdges } = depthFirst(fn);
  for (const n of fn.nodes) n.isLoopHead = false;

  // SCCs (nontrivial ones), members and components ordered by reverse postorder.
  const comps = stronglyConnected(fn.nodes, (n) => n.out.map((e) => e.to));
  const sccOf = new Map<CfaNode, number>();
  comps.forEach((c, i) => c.forEach((n) => sccOf.set(n, i)));
  fn.sccs = comps
    .filter((c) => c.length > 1 || c[0].out.some((e) => e.to === c[0]))
    .map((c) => [...c].sort(byRpo))
    .sort((a, b) => byRpo(a[0], b[0]));

  // Natural loops: per head, the nodes of its SCC that reach a back-edge source without passing the head.
  const latches = new Map<CfaNode, CfaNode[]>();
  for (const e of backEdges) {
    e.to.isLoopHead = true;
    const l = latches.get(e.to) ?? [];
    l.push(e.from);
    latches.set(e.to, l);
  }
  const bodies: { head: CfaNode; nodes: Set<CfaNode> }[] = [];
  for (const [head, srcs] of latches) {
    const scc = sccOf.get(head);
    const nodes = new Set<CfaNode>([head]);
    const todo = srcs.filter((s) => s !== head);
    while (todo.length > 0) {
      const n = todo.pop()!;
      if (nodes.has(n) || sccOf.get(n) !== scc) continue;
      nodes.add(n);
      for (const e of n.in) todo.push(e.from);
    }
    bodies.push({ head, nodes });
  }

  // Nesting: the parent is the smallest larger loop containing all of this loop's nodes. Loops are
  // processed from the largest; `innermost` maps each node to the smallest loop seen so far, and
  // for irreducible overlaps we walk up until a loop contains the whole body.
  bodies.sort((a, b) => b.nodes.size - a.nodes.size || byRpo(a.head, b.head));
  const loops: Loop[] = [];
  const innermost = new Map<CfaNode, Loop>();
  for (const body of bodies) {
    let parent = innermost.get(body.head);
    while (parent && ![...body.nodes].every((n) => parent!.nodes.has(n))) parent = parent.parent;
    const members = [...body.nodes].sort(byRpo);
    const exits = members.flatMap((n) => n.out.filter((e) => !body.nodes.has(e.to)));
    const loop: Loop = {
      head: body.head,
      nodes: new Set(members),
      exits,
      parent,
      depth: parent ? parent.depth + 1 : 1,
    };
    loops.push(loop);
    for (const n of members) innermost.set(n, loop);
  }
  fn.loops = [...loops].sort((a, b) => byRpo(a.head, b.head));
}
