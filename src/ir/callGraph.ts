// The call graph of a program's CFAs: callees and callers from call edges, functions without body
// (havoc edges with reason 'external', plus calls whose result was unused, reported by the
// builder), recursion, and the call-graph SCCs in bottom-up (callee-first) order.

import type { CallGraph, CfaFunction } from './cfa';
import { stronglyConnected } from './tarjan';

export function buildCallGraph(
  functions: ReadonlyMap<string, CfaFunction>,
  /** External callees per function that the CFA does not show as havoc edges (results unused). */
  extraExternal: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): CallGraph {
  const callees = new Map<string, Set<string>>();
  const callers = new Map<string, Set<string>>();
  const external = new Set<string>();
  for (const name of functions.keys()) {
    callees.set(name, new Set());
    callers.set(name, new Set());
  }
  for (const [name, fn] of functions) {
    for (const n of fn.nodes) {
      for (const e of n.out) {
        if (e.kind === 'call' && functions.has(e.callee)) {
          callees.get(name)!.add(e.callee);
          callers.get(e.callee)!.add(name);
        } else if (e.kind === 'call' || (e.kind === 'havoc' && e.reason === 'external')) {
          external.add(e.callee);
        }
      }
    }
    for (const x of extraExternal.get(name) ?? []) external.add(x);
  }
  const sccs = stronglyConnected(functions.keys(), (f) => callees.get(f) ?? []);
  const recursive = new Set<string>();
  for (const c of sccs) {
    if (c.length > 1 || callees.get(c[0])?.has(c[0])) for (const f of c) recursive.add(f);
  }
  return {
    callees,
    callers,
    recursive,
    sccs: sccs.map((c) => [...c].sort()),
    external: new Set([...external].sort()),
  };
}
