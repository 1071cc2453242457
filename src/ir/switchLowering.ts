// Switch statements: finds the case labels that belong to a switch (not to nested switches, but
// inside nested blocks, loops and ifs, as in Duff's device) and emits the dispatch chain of assume
// edges that compares the promoted condition with each case value in source order.

import type { Case, Default, Expr, Stmt } from '../frontend/ast';
import type { CfaEmitter, Lazy } from './builderCore';
import type { ExprLowerer } from './exprLowering';
import { binary, intConst } from './exprMake';
import { exprToC } from './exprToC';

/** The case and default labels of a switch body, in source order. */
export function collectCases(body: Stmt): (Case | Default)[] {
  const out: (Case | Default)[] = [];
  const stack: Stmt[] = [body];
  while (stack.length > 0) {
    const s = stack.pop()!;
    const subs: Stmt[] = [];
    switch (s.kind) {
      case 'Case':
      case 'Default':
        out.push(s);
        subs.push(s.body);
        break;
      case 'Block':
        subs.push(...s.body);
        break;
      case 'If':
        subs.push(s.then);
        if (s.else) subs.push(s.else);
        break;
      case 'While':
      case 'DoWhile':
      case 'Labeled':
        subs.push(s.body);
        break;
      case 'For':
        if (s.init) subs.push(s.init);
        subs.push(s.body);
        break;
      default:
        break; // nested switches own their cases
    }
    for (let i = subs.length - 1; i >= 0; i--) stack.push(subs[i]);
  }
  return out;
}

/**
 * Emits the dispatch from the current node: for each case `[c == v] → case`, `[!(c == v)] → next`
 * (ranges test `lo <= c` then `c <= hi`); the last test falls to `default`, else past the switch.
 * `c` is pure and evaluated repeatedly with nothing in between, so it needs no temporary.
 */
export function emitDispatch(
  lw: ExprLowerer,
  em: CfaEmitter,
  c: Expr,
  cases: readonly (Case | Default)[],
  labels: ReadonlyMap<Stmt, Lazy>,
  exit: Lazy,
): void {
  const int = em.ints.get('int');
  const ct = c.type.kind === 'int' ? c.type : int;
  const cText = exprToC(c, { implicitCasts: false, names: 'source' });
  let deflt: Lazy | undefined;
  for (const k of cases) {
    const target = labels.get(k)!;
    if (k.kind === 'Default') {
      deflt = target;
      continue;
    }
    const next = em.lazy();
    const lo = intConst(k.value, ct, k.loc);
    if (k.high === undefined) {
      const test = binary('==', c, lo, int, k.loc);
      lw.assume(test, target, next, `${cText} == ${k.value}`, k.loc);
    } else {
      const mid = em.lazy();
      const hi = intConst(k.high, ct, k.loc);
      lw.assume(binary('<=', lo, c, int, k.loc), mid, next, `${k.value} <= ${cText}`, k.loc);
      em.cur = mid.node;
      lw.assume(binary('<=', c, hi, int, k.loc), target, next, `${cText} <= ${k.high}`, k.loc);
    }
    em.cur = next.node;
    if (!em.cur) return;
  }
  em.jump((deflt ?? exit).get(), { kind: 'blank', text: deflt ? 'default:' : '' });
}
