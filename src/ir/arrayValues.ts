// Arrays that can be encoded as values (an SMT array from index to element, one per variable)
// instead of bytes in memory: a variable of array type with a fixed length and integer elements,
// whose address is never taken and which is only ever indexed where it is named (`a[i]`, read or
// written). Nothing else can reach its elements (no pointer to it exists), so its contents are a
// value of the state like a scalar's. Seen through the fields view (fieldValues.ts), an array field
// of a split struct (`s.a`, `p->a`) is such a variable too. Used by the Horn encoding (encodings/horn/hornShapes.ts);
// the BMC encoding keeps every array in memory.

import type { Expr, VarSymbol } from '../frontend/ast';
import type { ProgramCfa } from './cfa';
import { edgeOperands } from './cfaCheck';
import { children, initializerExprs } from './pure';
import { fieldValues, type ValueView } from './fieldValues';

/** Whether `v`'s type admits the encoding (the uses are checked by `arrayValueVars`). */
function eligibleType(v: VarSymbol): boolean {
  const t = v.type;
  return (
    t.kind === 'array' &&
    !t.vla &&
    t.length !== undefined &&
    t.length > 0 &&
    t.of.kind === 'int' &&
    v.addressTaken !== true
  );
}

/**
 * The array variable `a[i]` indexes where it is named: `Index(Decay(a), i)`, or `Index(a, i)`
 * (an aggregate's array indexed directly); undefined for any other expression.
 */
export function indexedArray(e: Expr): VarSymbol | undefined {
  if (e.kind !== 'Index') return undefined;
  const b = e.base.kind === 'Decay' ? e.base.operand : e.base;
  return b.kind === 'VarRef' && b.symbol.type.kind === 'array' ? b.symbol : undefined;
}

/** The array variables of `cfa` (globals, locals, copied fields) encodable as values, seen through `view`. */
export function arrayValueVars(cfa: ProgramCfa, view: ValueView = fieldValues(cfa)): Set<VarSymbol> {
  const candidates = new Set<VarSymbol>();
  for (const { variable: v, init } of view.globals) {
    if (eligibleType(v) && constantInit(init)) candidates.add(v);
  }
  for (const fn of cfa.functions.values()) {
    for (const v of [...view.locals(fn), ...view.outs(fn)]) if (eligibleType(v)) candidates.add(v);
  }
  const bad = new Set<VarSymbol>();
  const visit = (e: Expr, indexed: boolean): void => {
    if (e.kind === 'VarRef' && !indexed) bad.add(e.symbol);
    const arr = indexedArray(e);
    if (arr) {
      if (e.kind === 'Index') visit(e.index, false);
      return; // the base names the array where it is indexed
    }
    for (const c of children(e)) visit(c, false);
  };
  for (const fn of cfa.functions.values()) {
    for (const n of fn.nodes) {
      for (const e of n.out) {
        // an unsupported edge hides its operands (a call's pointer arguments): nothing is certain
        if (e.kind === 'unsupported') return new Set();
        for (const r of view.edges(e)) for (const [, x] of edgeOperands(r)) visit(x, false);
      }
    }
  }
  for (const { init } of view.globals) for (const x of initializerExprs(init)) visit(x, false);
  return new Set([...candidates].filter((v) => !bad.has(v)));
}

type Init = ProgramCfa['globals'][number]['init'];

/** No initializer, or one whose elements are all integer constants (an array of scalars). */
function constantInit(init: Init): boolean {
  if (!init) return true;
  if (init.kind !== 'aggregate') return false;
  return init.elements.every(([, x]) => x.kind === 'scalar' && isIntConstant(x.expr));
}

function isIntConstant(e: Expr): boolean {
  if (e.kind === 'IntConst') return true;
  return e.kind === 'Cast' && isIntConstant(e.operand);
}
