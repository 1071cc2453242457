// `va_arg(ap, T)` as the grammar can read it. gcc's <stdarg.h> expands it to
// `__builtin_va_arg(ap, T)`, a call with a type for an argument, which tree-sitter cannot parse:
// a file with a variadic function was a syntax error even when nothing calls the function. The
// call is rewritten in place, with the same length (offsets, rows and columns stay), to
// `(T)__pg_va_arg__(ap)`, a call the front end reports as unsupported (variadic arguments) where
// it is reachable.

/** The function a rewritten va_arg calls (see sema/externalCalls.ts). */
export const VA_ARG_CALL = '__pg_va_arg__';

const BUILTIN = '__builtin_va_arg(';

/** The text with every `__builtin_va_arg(ap, T)` rewritten (when the rewrite fits in its length). */
export function rewriteVaArg(text: string): string {
  if (!text.includes(BUILTIN)) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf(BUILTIN); at >= 0; at = text.indexOf(BUILTIN, at + 1)) {
    if (at < from) continue;
    const open = at + BUILTIN.length - 1;
    const close = matchingParen(text, open);
    if (close === undefined) continue;
    const inner = text.slice(open + 1, close);
    const comma = lastTopLevelComma(inner);
    if (comma === undefined) continue;
    const ap = inner.slice(0, comma).replace(/\s+/g, ' ').trim();
    const type = inner
      .slice(comma + 1)
      .replace(/\s+/g, ' ')
      .trim();
    const old = text.slice(at, close + 1);
    const repl = `(${type})${VA_ARG_CALL}(${ap})`;
    // keep the newlines of the original (rows stay) and its length (columns stay)
    const newlines = old.split('\n').length - 1;
    const padded = repl + '\n'.repeat(newlines);
    if (padded.length > old.length) continue;
    out += text.slice(from, at) + repl + ' '.repeat(old.length - padded.length) + '\n'.repeat(newlines);
    from = close + 1;
  }
  return out + text.slice(from);
}

/** The index of the parenthesis closing the one at `open` (not past a `;`, `{` or `}`). */
export function matchingParen(text: string, open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
    else if (c === ';' || c === '{' || c === '}') return undefined;
  }
  return undefined;
}

/** The index of the last comma of `inner` outside parentheses and brackets. */
export function lastTopLevelComma(inner: string): number | undefined {
  let depth = 0;
  let last: number | undefined;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) last = i;
  }
  return last;
}
