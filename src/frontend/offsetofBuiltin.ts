// `offsetof(T, m)` as the grammar can read it. glibc's and gcc's <stddef.h> expand it to
// `__builtin_offsetof (T, m)`, a call with a type for an argument, which tree-sitter cannot parse:
// a file that used offsetof was a syntax error. The grammar knows C's `offsetof(T, m)` (an
// `offsetof_expression` with one member name), so the built-in's name is rewritten in place, with
// the same length (offsets, rows and columns stay). A member designator of more than one name
// (`a.b`, `a[2]`) becomes a call of `__pg_offsetof__()`, which the front end reports unsupported
// (sema/externalCalls.ts) where it is reached.

import { padInPlace, rewriteBuiltinCalls } from './builtinCalls';

/** The stand-in for an offsetof whose member designator has more than one name. */
export const NESTED_OFFSETOF_CALL = '__pg_offsetof__';

/** The text with every `__builtin_offsetof (T, m)` rewritten (see above). */
export function rewriteOffsetof(text: string): string {
  return rewriteBuiltinCalls(text, '__builtin_offsetof', ({ old, head, inner, comma }) => {
    // one member name: the name and the gap before `(` become `offsetof(` and spaces
    if (/^\s*[A-Za-z_]\w*\s*$/.test(inner.slice(comma + 1)))
      return padInPlace('offsetof(', head)?.concat(old.slice(head.length));
    // more: the whole call becomes the stand-in
    return padInPlace(`(${NESTED_OFFSETOF_CALL}())`, old);
  });
}
