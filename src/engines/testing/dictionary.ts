// The values a program compares with: the integer constants of its branch conditions, and the ones
// next to them. Random testing draws inputs from them part of the time, as fuzzers use comparison
// dictionaries: a parser's bytes then meet its `'['`, `'0'`..`'9'` and `' '`, a harness's size its
// bound. Gathered in CFA order (functions as listed, edges by id), so the same on every machine.

import type { Expr } from '../../frontend/ast';
import type { ProgramCfa } from '../../ir/cfa';
import { children } from '../../ir/pure';

/** Most values a dictionary holds. */
export const MAX_DICTIONARY = 256;

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);

/** The constants compared with in the program's branch conditions, each with its neighbours. */
export function comparisonDictionary(cfa: ProgramCfa): bigint[] {
  const seen = new Set<bigint>();
  const add = (v: bigint): void => {
    for (const w of [v, v - 1n, v + 1n]) if (seen.size < MAX_DICTIONARY) seen.add(w);
  };
  for (const fn of cfa.functions.values()) {
    const edges = fn.nodes.flatMap((n) => n.out).sort((a, b) => a.id - b.id);
    for (const e of edges) {
      if (e.kind !== 'assume' || e.check || !e.truth) continue;
      visitComparisons(e.cond, add);
      if (seen.size >= MAX_DICTIONARY) return [...seen];
    }
  }
  return [...seen];
}

function visitComparisons(e: Expr, add: (v: bigint) => void): void {
  if (e.kind === 'Binary' && COMPARISONS.has(e.op)) {
    for (const side of [e.left, e.right]) {
      const c = constantOf(side);
      if (c !== undefined) add(c);
    }
  }
  for (const c of children(e)) visitComparisons(c, add);
}

/** An integer constant, maybe under casts. */
function constantOf(e: Expr): bigint | undefined {
  if (e.kind === 'IntConst') return e.value;
  if (e.kind === 'Cast') return constantOf(e.operand);
  return undefined;
}
