// `_Atomic(T)`, the type-specifier form of C11's atomic types, as the grammar can read it:
// tree-sitter-c knows `_Atomic` only as a qualifier, so `_Atomic(int) x;` was a syntax error. The
// specifier is rewritten in place, with the same length (offsets, rows and columns stay), to the
// qualified type it names: `_Atomic T` for a type without `*`, `T _Atomic` for a pointer type
// (the qualifier then applies to the pointer, as in `_Atomic(int *)`). On one thread the qualifier
// changes nothing but the type's layout, which sema/declarators.ts checks.

import { padInPlace } from './builtinCalls';

const SPECIFIER = /_Atomic\s*\(([^()*;{}]*(?:\*[\s*]*)?)\)/g;

/** The text with every `_Atomic(T)` rewritten (T a type name without parentheses). */
export function rewriteAtomicSpecifier(text: string): string {
  if (!text.includes('_Atomic')) return text;
  return text.replace(SPECIFIER, (whole: string, inner: string) => {
    const type = inner.trim();
    if (type === '' || /^\d/.test(type)) return whole;
    return padInPlace(type.endsWith('*') ? `${type} _Atomic` : `_Atomic ${type}`, whole) ?? whole;
  });
}
