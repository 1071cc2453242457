// Calls tree-sitter read as casts: in `(f((a, b))) & x` the parenthesised call also parses as a
// type (`f` with an abstract function declarator) cast of `&x`, and tree-sitter prefers the cast.
// When `f` is a typedef nowhere in the unit it cannot be a type: the cast's parentheses are blanked
// (offsets kept), which leaves the call and the binary operator as C reads them, and the text is parsed again.

import type { CstNode } from './syntax';

/** Names tree-sitter calls type_identifier that are types without a typedef. */
const BUILTIN_TYPES = new Set([
  '_Bool',
  'bool',
  '__int128',
  '__int128_t',
  '__uint128_t',
  '__builtin_va_list',
  '_Float32',
  '_Float64',
  '_Float32x',
  '_Float64x',
  '_Float128',
  '__float128',
  '__float80',
]);

/** Declarator shapes whose text is also a postfix expression: `f(a, b)`, `a[3]`, `(f)(x)`. */
const POSTFIX_DECLARATORS = new Set([
  'abstract_function_declarator',
  'abstract_array_declarator',
  'abstract_parenthesized_declarator',
]);

function walk(n: CstNode, visit: (n: CstNode) => void): void {
  const stack = [n];
  while (stack.length > 0) {
    const x = stack.pop() as CstNode;
    visit(x);
    for (const c of x.children) stack.push(c);
  }
}

function typedefNames(root: CstNode, text: string): Set<string> {
  const names = new Set<string>();
  walk(root, (n) => {
    if (n.type !== 'type_definition') return;
    for (const d of n.children) {
      if (d.field !== 'declarator') continue;
      walk(d, (x) => {
        if (x.type === 'type_identifier' || x.type === 'primitive_type')
          names.add(text.slice(x.startIndex, x.endIndex).trim());
      });
    }
  });
  return names;
}

/** The text with the parentheses of every misread cast blanked, or undefined when there is none. */
export function unmisreadCasts(root: CstNode, text: string): string | undefined {
  const typedefs = typedefNames(root, text);
  const blanks: number[] = [];
  walk(root, (n) => {
    if (n.type !== 'cast_expression') return;
    const td = n.children.find((c) => c.field === 'type');
    if (!td || td.type !== 'type_descriptor') return;
    const base = td.children.find((c) => c.field === 'type');
    const decl = td.children.find((c) => c.field === 'declarator');
    if (base?.type !== 'type_identifier' || !decl || !POSTFIX_DECLARATORS.has(decl.type)) return;
    if (td.children.some((c) => c.type === 'type_qualifier')) return;
    const name = text.slice(base.startIndex, base.endIndex).trim();
    if (typedefs.has(name) || BUILTIN_TYPES.has(name)) return;
    const open = n.children.find((c) => c.type === '(');
    const close = n.children.find((c) => c.type === ')' && c.startIndex >= td.endIndex);
    if (open && close) blanks.push(open.startIndex, close.startIndex);
  });
  if (blanks.length === 0) return undefined;
  const chars = text.split('');
  for (const i of blanks) chars[i] = ' ';
  return chars.join('');
}
