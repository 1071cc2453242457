// `va_arg(ap, T)` as the grammar can read it. gcc's <stdarg.h> expands it to
// `__builtin_va_arg(ap, T)`, a call with a type for an argument, which tree-sitter cannot parse:
// a file with a variadic function was a syntax error even when nothing calls the function. The
// call is rewritten in place, with the same length (offsets, rows and columns stay), to
// `(T)__pg_va_arg__(ap)`, a call the front end reports as unsupported (variadic arguments) where
// it is reachable.

import { padInPlace, rewriteBuiltinCalls } from './builtinCalls';

/** The function a rewritten va_arg calls (see sema/externalCalls.ts). */
export const VA_ARG_CALL = '__pg_va_arg__';

/** The text with every `__builtin_va_arg(ap, T)` rewritten (when the rewrite fits in its length). */
export function rewriteVaArg(text: string): string {
  return rewriteBuiltinCalls(text, '__builtin_va_arg', ({ old, inner, comma }) => {
    const ap = inner.slice(0, comma).replace(/\s+/g, ' ').trim();
    const type = inner
      .slice(comma + 1)
      .replace(/\s+/g, ' ')
      .trim();
    return padInPlace(`(${type})${VA_ARG_CALL}(${ap})`, old);
  });
}
