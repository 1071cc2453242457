// The concrete syntax tree the rest of the front end reads: a plain, immutable copy of the
// tree-sitter-c tree (only parser.ts sees tree-sitter itself). Offsets refer to the normalised
// preprocessed text, which has the same offsets as the preprocessed text.

export interface CstNode {
  /** tree-sitter node type, e.g. "binary_expression", "identifier", "ERROR". */
  readonly type: string;
  /** False for anonymous tokens such as "(" or "+". */
  readonly named: boolean;
  /** Field name under which this node hangs in its parent ("left", "declarator", ...). */
  readonly field: string | undefined;
  readonly startIndex: number;
  readonly endIndex: number;
  /** 0-based row and column in the preprocessed text. */
  readonly startRow: number;
  readonly startCol: number;
  readonly children: readonly CstNode[];
  readonly isMissing: boolean;
}

/** First child under a field name. */
export function fieldChild(node: CstNode, field: string): CstNode | undefined {
  for (const c of node.children) if (c.field === field) return c;
  return undefined;
}

/** All children under a field name. */
export function fieldChildren(node: CstNode, field: string): CstNode[] {
  return node.children.filter((c) => c.field === field);
}

export function namedChildren(node: CstNode): CstNode[] {
  return node.children.filter((c) => c.named);
}
