// The only module that touches tree-sitter: initialises the WASM parser once per process, parses C
// text, copies the tree into plain CstNode objects (dropping comments) and frees the WASM tree.
// Also turns ERROR and MISSING nodes into syntax-error diagnostics.

// `import = require` selects the package's CommonJS build: its ESM build does not survive bundling.
// eslint-disable-next-line @typescript-eslint/no-require-imports
import TreeSitter = require('web-tree-sitter');
import { assetPath } from './assets';
import type { Diagnostic } from './diagnostics';
import type { CstNode } from './syntax';
import type { LineMap } from './unit';

type Parser = TreeSitter.Parser;
type TreeCursor = TreeSitter.TreeCursor;
const { Language, Parser } = TreeSitter;

interface Loaded {
  parser: Parser;
  /** Type name and namedness by type id, and field names by field id, looked up once. */
  types: string[];
  named: boolean[];
  fields: (string | undefined)[];
}

let loading: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  await Parser.init({ locateFile: () => assetPath('web-tree-sitter.wasm') });
  const language = await Language.load(assetPath('tree-sitter-c.wasm'));
  const parser = new Parser();
  parser.setLanguage(language);
  const types: string[] = [];
  const named: boolean[] = [];
  for (let id = 0; id < language.nodeTypeCount; id++) {
    types.push(language.nodeTypeForId(id) ?? '');
    named.push(language.nodeTypeIsNamed(id));
  }
  const fields: (string | undefined)[] = [];
  for (let id = 0; id <= language.fieldCount; id++) fields.push(language.fieldNameForId(id) ?? undefined);
  return { parser, types, named, fields };
}

/** Starts tree-sitter (once per process; later calls share the same promise). */
export function initParser(): Promise<void> {
  loading ??= load();
  return loading.then(() => undefined);
}

/** A CstNode under construction: children are appended while the cursor walks below it. */
interface MutableNode {
  type: string;
  named: boolean;
  field: string | undefined;
  startIndex: number;
  endIndex: number;
  startRow: number;
  startCol: number;
  children: CstNode[];
  isMissing: boolean;
}

function convert(cursor: TreeCursor, ld: Loaded): CstNode {
  const make = (): MutableNode => {
    const typeId = cursor.nodeTypeId;
    const missing = cursor.nodeIsMissing;
    const pos = cursor.startPosition;
    return {
      // Missing and error nodes have ids outside the table; ask the cursor for those.
      type: missing || typeId >= ld.types.length ? cursor.nodeType : ld.types[typeId],
      named: missing || typeId >= ld.named.length ? cursor.nodeIsNamed : ld.named[typeId],
      field: ld.fields[cursor.currentFieldId],
      startIndex: cursor.startIndex,
      endIndex: cursor.endIndex,
      startRow: pos.row,
      startCol: pos.column,
      children: [],
      isMissing: missing,
    };
  };
  const root = make();
  const stack: MutableNode[] = [root];
  // Walk depth first without recursion: deep expression chains must not overflow the JS stack.
  if (!cursor.gotoFirstChild()) return root;
  for (;;) {
    const parent = stack[stack.length - 1];
    if (ld.types[cursor.nodeTypeId] !== 'comment') {
      const node = make();
      parent.children.push(node);
      if (cursor.gotoFirstChild()) {
        stack.push(node);
        continue;
      }
    }
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) return root;
      stack.pop();
      if (stack.length === 0) return root;
    }
  }
}

/** Parses C text into a plain syntax tree. ERROR and MISSING nodes mark syntax errors. */
export async function parseC(text: string): Promise<{ root: CstNode }> {
  await initParser();
  const ld = await (loading as Promise<Loaded>);
  const tree = ld.parser.parse(text);
  if (tree === null) throw new Error('tree-sitter returned no tree');
  const cursor = tree.walk();
  try {
    return { root: convert(cursor, ld) };
  } finally {
    cursor.delete();
    tree.delete();
  }
}

const MAX_SYNTAX_ERRORS = 20;

function firstToken(node: CstNode, text: string): string {
  let n = node;
  while (n.children.length > 0) n = n.children.find((c) => c.endIndex > c.startIndex) ?? n.children[0];
  let tok = text.slice(n.startIndex, n.endIndex);
  if (tok === '') tok = /^\s*(\S{1,40})/.exec(text.slice(node.startIndex, node.startIndex + 200))?.[1] ?? '';
  if (tok === '')
    tok = /^\s*(\S{1,40})/.exec(text.slice(node.endIndex, node.endIndex + 200))?.[1] ?? 'end of file';
  tok = tok.split('\n')[0];
  return tok.length > 40 ? `${tok.slice(0, 40)}...` : tok;
}

/**
 * One diagnostic per outermost ERROR node (`syntax error near '<token>'`) and per MISSING node
 * (`expected '<type>'`), at mapped locations, in text order; at most 20, then a note with the count.
 */
/**
 * Valid C that tree-sitter-c's grammar does not cover, left for semantic analysis: the GNU case
 * range `case lo ... hi:` (an ERROR starting with `...` in a case label) and the unnamed bit-field
 * `int : 0;` (a MISSING field name in a field declaration).
 */
function isGrammarGap(n: CstNode, parent: CstNode | undefined, text: string): boolean {
  if (n.type === 'ERROR' && parent?.type === 'case_statement')
    return text.slice(n.startIndex, n.endIndex).includes('...');
  if (n.isMissing && n.type === 'field_identifier' && parent?.type === 'field_declaration') return true;
  return false;
}

export function syntaxErrors(root: CstNode, text: string, lineMap: LineMap, path: string): Diagnostic[] {
  const found: CstNode[] = [];
  const stack: [CstNode, CstNode | undefined][] = [[root, undefined]];
  while (stack.length > 0) {
    const [n, parent] = stack.pop() as [CstNode, CstNode | undefined];
    if ((n.type === 'ERROR' || n.isMissing) && !isGrammarGap(n, parent, text)) {
      found.push(n);
      continue; // errors nested inside an ERROR node are the same error
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push([n.children[i], n]);
  }
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const n of found) {
    const message = n.isMissing ? `expected '${n.type}'` : `syntax error near '${firstToken(n, text)}'`;
    const loc = lineMap.map(n.startRow, n.startCol);
    const key = `${loc.file}:${loc.line}:${loc.col}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (out.length === MAX_SYNTAX_ERRORS) {
      const more = found.length - out.length;
      out.push({
        severity: 'note',
        loc: { file: path, line: 1, col: 1 },
        message: `${more} more syntax errors not shown`,
      });
      break;
    }
    out.push({ severity: 'error', loc, message });
  }
  return out;
}
