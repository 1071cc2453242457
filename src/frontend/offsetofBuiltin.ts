// `offsetof(T, m)` as the grammar can read it. glibc's and gcc's <stddef.h> expand it to
// `__builtin_offsetof (T, m)`, a call with a type for an argument, which tree-sitter cannot parse:
// a file that used offsetof was a syntax error. The grammar knows C's `offsetof(T, m)` (an
// `offsetof_expression` with one member name), so the built-in's name is rewritten in place, with
// the same length (offsets, rows and columns stay). A member designator of more than one name
// (`a.b`, `a[2]`) becomes a call of `__pg_offsetof__()`, which the front end reports unsupported
// (sema/externalCalls.ts) where it is reached.

import { lastTopLevelComma, matchingParen } from './vaArg';

const NAME = '__builtin_offsetof';
/** The stand-in for an offsetof whose member designator has more than one name. */
export const NESTED_OFFSETOF_CALL = '__pg_offsetof__';

/** The text with every `__builtin_offsetof (T, m)` rewritten (see above). */
export function rewriteOffsetof(text: string): string {
  if (!text.includes(NAME)) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf(NAME); at >= 0; at = text.indexOf(NAME, at + 1)) {
    if (at < from) continue;
    let open = at + NAME.length;
    while (/\s/.test(text[open] ?? '')) open++;
    if (text[open] !== '(') continue;
    const close = matchingParen(text, open);
    if (close === undefined) continue;
    const inner = text.slice(open + 1, close);
    const comma = lastTopLevelComma(inner);
    if (comma === undefined) continue;
    const old = text.slice(at, close + 1);
    const newlines = old.split('\n').length - 1;
    const simple = /^\s*[A-Za-z_]\w*\s*$/.test(inner.slice(comma + 1));
    // the name and the gap before `(` become `offsetof(` and spaces; or the whole call the stand-in
    const head = text.slice(at, open + 1);
    const repl = simple
      ? 'offsetof(' +
        ' '.repeat(head.length - 9 - (head.split('\n').length - 1)) +
        '\n'.repeat(head.split('\n').length - 1) +
        text.slice(open + 1, close + 1)
      : `(${NESTED_OFFSETOF_CALL}())` +
        ' '.repeat(old.length - NESTED_OFFSETOF_CALL.length - 4 - newlines) +
        '\n'.repeat(newlines);
    if (repl.length !== old.length) continue;
    out += text.slice(from, at) + repl;
    from = close + 1;
  }
  return out + text.slice(from);
}
