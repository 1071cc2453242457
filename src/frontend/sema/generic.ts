// Generic selection, `_Generic(e, T1: e1, T2: e2, default: e0)` (C11 6.5.1.1): the association
// whose type is the type of `e` after lvalue conversion (arrays and functions become pointers)
// is the result, or `default`; `e` is not evaluated, and only the chosen association is analysed.
// proofgate's types carry no qualifiers, so associations that differ only in them (`char *` and
// `const char *`) both match: that selection is reported unsupported rather than guessed.

import type { CstNode } from '../syntax';
import { namedChildren } from '../syntax';
import type { Expr } from '../ast';
import { pointerTo, sameType, typeToString, type CType } from '../types';
import type { SemaContext } from './context';
import { typeDescriptor } from './declarators';
import { expression, fail } from './expressions';

export function genericSelection(ctx: SemaContext, n: CstNode): Expr {
  const items = namedChildren(n);
  if (items.length < 3 || items.length % 2 === 0) fail(ctx, n, 'malformed _Generic');
  const control = expression(ctx, items[0]);
  if (control.kind === 'Unsupported') return control;
  const t = selectorType(control.type);
  const matches: CstNode[] = [];
  let fallback: CstNode | undefined;
  for (let i = 1; i + 1 < items.length; i += 2) {
    const td = items[i];
    if (ctx.text(td).trim() === 'default') fallback = items[i + 1];
    else if (sameType(typeDescriptor(ctx, td), t)) matches.push(items[i + 1]);
  }
  if (matches.length > 1) {
    ctx.unsupported(
      n,
      '_Generic',
      `several associations match '${typeToString(t)}' (qualifiers are not told apart)`,
    );
    return { kind: 'Unsupported', feature: '_Generic', type: ctx.ints.get('int'), loc: ctx.loc(n) };
  }
  const pick = matches[0] ?? fallback;
  if (!pick) fail(ctx, n, `_Generic: no association for type '${typeToString(t)}'`);
  return expression(ctx, pick);
}

/** The controlling expression's type after lvalue conversion: arrays and functions as pointers. */
function selectorType(t: CType): CType {
  if (t.kind === 'array') return pointerTo(t.of);
  if (t.kind === 'function') return pointerTo(t);
  return t;
}
