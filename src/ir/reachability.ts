// Which properties a path from an entry function can reach, by a walk over the CFA edges (calls
// enter their callee and continue at the return site); no values are looked at, so what the walk
// misses no execution reaches. A call proofgate cannot follow (through a function pointer) may
// lead anywhere: the walk then names it, and what it missed is not called unreachable.

import type { CfaNode, ProgramCfa } from './cfa';

export interface Reachability {
  /** Ids of the properties whose error node the walk reached. */
  readonly reached: ReadonlySet<string>;
  /** Functions the walk entered (the entry's call cone, as far as the walk got). */
  readonly functions: ReadonlySet<string>;
  /** A reached construct that may call functions the walk cannot see (function pointers), if any. */
  readonly opaque?: { readonly file: string; readonly line: number; readonly feature: string };
}

/** The properties reachable from `entry` (none when the program does not define it). */
export function reachableProperties(cfa: ProgramCfa, entry: string): Reachability {
  const start = cfa.functions.get(entry);
  if (!start) return { reached: new Set(), functions: new Set() };
  const seen = new Set<CfaNode>([start.entry]);
  const entered = new Set<string>([entry]);
  const todo: CfaNode[] = [start.entry];
  let opaque: Reachability['opaque'];
  const visit = (n: CfaNode): void => {
    if (seen.has(n)) return;
    seen.add(n);
    todo.push(n);
  };
  while (todo.length > 0) {
    const n = todo.pop() as CfaNode;
    for (const e of n.out) {
      visit(e.to);
      if (e.kind === 'call') {
        const callee = cfa.functions.get(e.callee);
        if (callee && !entered.has(callee.name)) {
          entered.add(callee.name);
          visit(callee.entry);
        }
      } else if (e.kind === 'unsupported' && !opaque && /function pointer/i.test(e.feature)) {
        opaque = { file: e.loc.file, line: e.loc.line, feature: e.feature };
      }
    }
  }
  const reached = new Set<string>();
  for (const fn of cfa.functions.values()) {
    for (const p of fn.properties) if (seen.has(p.node)) reached.add(p.id);
  }
  return { reached, functions: entered, ...(opaque ? { opaque } : {}) };
}
