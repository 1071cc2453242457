// Human-readable dumps of a ProgramCfa: stable text (the golden-test format, documented on
// dumpText) and Graphviz dot. exprToC and dumpJson are re-exported from here.

import type { CfaFunction, CfaNode, ProgramCfa } from './cfa';
import { declToC, edgeToC, initToC, nodesInOrder } from './edgeText';

export { exprToC } from './exprToC';
export type { ExprToCOptions } from './exprToC';
export { dumpJson } from './dumpJson';
export { nodesInOrder } from './edgeText';

function nodeNotes(fn: CfaFunction, n: CfaNode): string[] {
  const notes: string[] = [];
  if (n.isLoopHead) notes.push('loop head');
  if (n.role === 'error') {
    const p = fn.properties.find((q) => q.node === n);
    notes.push(`error ${p ? `${p.id} (${p.kind})` : '(no property)'}`);
  }
  if (n.role === 'terminal') notes.push('terminal');
  if (n === fn.exit) notes.push(n.rpo === undefined ? 'exit (unreachable)' : 'exit');
  return notes;
}

function functionText(fn: CfaFunction): string[] {
  const lines = [`function ${fn.name} (entry N${fn.entry.id}, exit N${fn.exit.id})`];
  const vars = (vs: CfaFunction['params']): string => vs.map((v) => declToC(v.type, v.uid)).join('; ');
  if (fn.params.length > 0) lines.push(`  params: ${vars(fn.params)}`);
  if (fn.locals.length > 0) lines.push(`  locals: ${vars(fn.locals)}`);
  for (const n of nodesInOrder(fn)) {
    const notes = nodeNotes(fn, n);
    if (notes.length > 0) lines.push(`  N${n.id}: ${notes.join(', ')}`);
    for (const e of n.out) lines.push(`  N${n.id} -> N${e.to.id} ${edgeToC(e)}  // ${e.loc.line}`);
  }
  for (const p of fn.properties)
    lines.push(`  property ${p.id} ${p.kind} at N${p.node.id} // ${p.loc.line}: ${p.text}`);
  for (const l of fn.loops) {
    const nodes = [...l.nodes].map((n) => `N${n.id}`).join(' ');
    const exits = l.exits.map((e) => `N${e.from.id}->N${e.to.id}`).join(' ');
    lines.push(`  loop N${l.head.id} depth ${l.depth}: ${nodes}; exits ${exits || '(none)'}`);
  }
  for (const c of fn.sccs) lines.push(`  scc ${c.map((n) => `N${n.id}`).join(' ')}`);
  return lines;
}

/**
 * Stable text dump (the golden-test format). Globals first, then per function:
 *   function NAME (entry N1, exit N2)
 *     params: int x; char *p        locals: declared locals and temporaries (`__tN`)
 *     N1 -> N3 [decl] int i          one line per edge, nodes in reverse postorder, edges in
 *     N3 -> N4 [assign] i = 0  // 4  creation order; `// L` is the edge's source line
 *     N4: loop head                  node notes: loop head, error <property id>, terminal, exit
 *     N4 -> N5 [assume] i < 10       `[!assume] c`: the edge taken when c is zero
 * then properties, loops (head, depth, members, exits) and nontrivial SCCs; the call graph last.
 * Expressions are C with every conversion shown as a cast, implicit ones included (`(int)c`),
 * variables by unique name (`x.1`, `f::s`): see exprToC.ts; edge operations: edgeText.ts.
 */
export function dumpText(p: ProgramCfa): string {
  const lines: string[] = [];
  for (const g of p.globals) {
    const init = g.init ? ` = ${initToC(g.init, g.variable.type)}` : '';
    lines.push(`global ${declToC(g.variable.type, g.variable.uid)}${init}`);
  }
  if (lines.length > 0) lines.push('');
  for (const fn of p.functions.values()) lines.push(...functionText(fn), '');
  const cg = p.callGraph;
  lines.push('callgraph');
  for (const [f, cs] of cg.callees) if (cs.size > 0) lines.push(`  ${f} -> ${[...cs].sort().join(', ')}`);
  if (cg.recursive.size > 0) lines.push(`  recursive: ${[...cg.recursive].sort().join(', ')}`);
  lines.push(`  bottom-up: ${cg.sccs.map((c) => (c.length === 1 ? c[0] : `{${c.join(', ')}}`)).join(' ')}`);
  if (cg.external.size > 0) lines.push(`  external: ${[...cg.external].join(', ')}`);
  return lines.join('\n') + '\n';
}

function dotEscape(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** Graphviz: one cluster per function; error nodes red, terminal grey, loop heads doubled. */
export function dumpDot(p: ProgramCfa): string {
  const out = [
    'digraph cfa {',
    '  node [shape=circle, fontname="monospace", fontsize=10];',
    '  edge [fontname="monospace", fontsize=9];',
  ];
  let k = 0;
  for (const fn of p.functions.values()) {
    out.push(`  subgraph cluster_${k++} {`, `    label="${dotEscape(fn.name)}";`);
    for (const n of nodesInOrder(fn)) {
      const attrs = [`label="N${n.id}"`];
      if (n.role === 'error') attrs.push('color=red', 'fontcolor=red');
      if (n.role === 'terminal') attrs.push('color=grey');
      if (n === fn.entry || n === fn.exit) attrs.push('shape=box');
      if (n.isLoopHead) attrs.push('peripheries=2');
      out.push(`    n${n.id} [${attrs.join(', ')}];`);
    }
    for (const n of nodesInOrder(fn)) {
      for (const e of n.out) out.push(`    n${n.id} -> n${e.to.id} [label="${dotEscape(edgeToC(e))}"];`);
    }
    out.push('  }');
  }
  out.push('}');
  return out.join('\n') + '\n';
}
