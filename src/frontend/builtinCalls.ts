// In-place rewrites of gcc built-in calls the grammar cannot read (`__builtin_va_arg(ap, T)`,
// `__builtin_offsetof(T, m)`, `_Atomic(T)`): finding a call's parentheses and arguments in the
// preprocessed text, and replacing it by text of exactly the same length with the same newlines,
// so offsets, rows and columns stay valid for the rest of the front end.

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

/** `repl` padded to the length of `old` with spaces, then `old`'s newlines; undefined when it does not fit. */
export function padInPlace(repl: string, old: string): string | undefined {
  const newlines = old.split('\n').length - 1;
  const spaces = old.length - repl.length - newlines;
  return spaces < 0 ? undefined : repl + ' '.repeat(spaces) + '\n'.repeat(newlines);
}

/** A call found in the text: from its name to its closing parenthesis. */
export interface BuiltinCall {
  /** The whole call's text. */
  readonly old: string;
  /** From the name to the opening parenthesis, included. */
  readonly head: string;
  /** Between the parentheses. */
  readonly inner: string;
  /** Where the last top-level comma of `inner` is. */
  readonly comma: number;
}

/**
 * The text with every call of `name` (white space allowed before its parenthesis, at least two
 * arguments) replaced by what `rewrite` gives for it: text of the same length, or undefined to
 * leave the call as it is.
 */
export function rewriteBuiltinCalls(
  text: string,
  name: string,
  rewrite: (call: BuiltinCall) => string | undefined,
): string {
  if (!text.includes(name)) return text;
  let out = '';
  let from = 0;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (at < from) continue;
    let open = at + name.length;
    while (/\s/.test(text[open] ?? '')) open++;
    if (text[open] !== '(') continue;
    const close = matchingParen(text, open);
    if (close === undefined) continue;
    const inner = text.slice(open + 1, close);
    const comma = lastTopLevelComma(inner);
    if (comma === undefined) continue;
    const old = text.slice(at, close + 1);
    const repl = rewrite({ old, head: text.slice(at, open + 1), inner, comma });
    if (repl === undefined || repl.length !== old.length) continue;
    out += text.slice(from, at) + repl;
    from = close + 1;
  }
  return out + text.slice(from);
}
