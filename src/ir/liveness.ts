// Live variables of a CFA: at each node, the locals and parameters some path from it reads before
// writing them again (a plain assignment, a havoc, a call's result or a declaration overwrites). The
// bounded unrolling merges only live values at its join points: a dead value is never read again,
// so any value will do and no `ite` over it is needed. Variables in memory are read through
// pointers too; the unrolling keeps those in its memory state and never asks about them.

import type { Expr, VarSymbol } from '../frontend/ast';
import type { CfaEdge, CfaFunction, CfaNode } from './cfa';
import { children } from './pure';

/** The local variables live at each node of `fn` (its own locals and parameters only). */
export function liveLocals(fn: CfaFunction): Map<CfaNode, ReadonlySet<VarSymbol>> {
  const own = new Set<VarSymbol>([...fn.params, ...fn.locals]);
  const effect = new Map<CfaEdge, { uses: Set<VarSymbol>; def?: VarSymbol }>();
  for (const n of fn.nodes)
    for (const e of n.out) {
      const uses = new Set<VarSymbol>();
      const def = edgeEffect(e, (v) => own.has(v) && uses.add(v));
      effect.set(e, { uses, def: def && own.has(def) ? def : undefined });
    }
  const live = new Map<CfaNode, Set<VarSymbol>>(fn.nodes.map((n) => [n, new Set()]));
  // backwards to a fixpoint: nodes in reverse of their order, repeated while anything grows
  const order = [...fn.nodes].sort((a, b) => (b.rpo ?? 0) - (a.rpo ?? 0));
  for (let changed = true; changed;) {
    changed = false;
    for (const n of order) {
      const here = live.get(n) as Set<VarSymbol>;
      const before = here.size;
      for (const e of n.out) {
        const { uses, def } = effect.get(e) as { uses: Set<VarSymbol>; def?: VarSymbol };
        for (const v of live.get(e.to) ?? []) if (v !== def) here.add(v);
        for (const v of uses) here.add(v);
      }
      if (here.size !== before) changed = true;
    }
  }
  return live;
}

/** Reports every variable `e` reads (`use`); returns the variable it overwrites as a whole, if any. */
function edgeEffect(e: CfaEdge, use: (v: VarSymbol) => void): VarSymbol | undefined {
  const read = (x: Expr | undefined): void => {
    if (!x) return;
    if (x.kind === 'VarRef') use(x.symbol);
    for (const c of children(x)) read(c);
  };
  /** An assigned lvalue: a plain variable is written, anything else read to find the place. */
  const target = (x: Expr | undefined): VarSymbol | undefined => {
    if (x?.kind === 'VarRef') return x.symbol;
    read(x);
    return undefined;
  };
  switch (e.kind) {
    case 'assume':
      read(e.cond);
      return undefined;
    case 'assign':
      read(e.rhs);
      return target(e.lhs);
    case 'havoc':
      return target(e.lhs);
    case 'call':
      e.args.forEach(read);
      return target(e.lhs);
    case 'return':
      read(e.value);
      return undefined;
    case 'decl':
      read(e.vlaLength);
      return e.variable;
    case 'alloc':
      read(e.size);
      read(e.resized);
      return target(e.lhs);
    case 'free':
      read(e.pointer);
      return undefined;
    default:
      return undefined;
  }
}
