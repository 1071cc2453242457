// One-line C-like rendering of CFA edges, declarations and initializers, shared by the text, JSON
// and Graphviz dumps (and by traces): `[assume] x < 10`, `[assign] x = x + 1`, `[decl] int a[3] = {0}`.

import type { Initializer } from '../frontend/ast';
import type { CType } from '../frontend/types';
import { typeToString } from '../frontend/types';
import type { CfaEdge, CfaFunction, CfaNode } from './cfa';
import type { ExprToCOptions } from './exprToC';
import { exprToC } from './exprToC';

/** A C declaration of `name` with type `t`: `int a[3]`, `char *p`, `int (*p)[4]`. */
export function declToC(t: CType, name: string): string {
  switch (t.kind) {
    case 'pointer': {
      const inner = t.to.kind === 'array' || t.to.kind === 'function' ? `(*${name})` : `*${name}`;
      return declToC(t.to, inner);
    }
    case 'array':
      return declToC(t.of, `${name}[${t.vla ? '*' : (t.length ?? '')}]`);
    case 'function': {
      const ps = t.params.map((p) => declToC(p, '').trim());
      if (t.variadic) ps.push('...');
      return declToC(t.ret, `${name}(${ps.join(', ')})`);
    }
    default:
      return name === '' ? typeToString(t) : `${typeToString(t)} ${name}`;
  }
}

/** An initializer as C: scalars as expressions, aggregates with designators (`{[2] = 1, .f = 3}`). */
export function initToC(init: Initializer, t: CType, o: ExprToCOptions = {}): string {
  if (init.kind === 'scalar') return exprToC(init.expr, o);
  const parts = init.elements.map(([k, sub]) => {
    if (t.kind === 'array') return `[${k}] = ${initToC(sub, t.of, o)}`;
    if (t.kind === 'record') {
      const f = t.def.fields[k];
      return `.${f ? f.name : `#${k}`} = ${f ? initToC(sub, f.type, o) : '?'}`;
    }
    return `#${k} = ?`;
  });
  return `{${parts.join(', ')}}`;
}

/** The edge's operation: `[kind] operands` (no source, no location). */
export function edgeToC(e: CfaEdge, o: ExprToCOptions = {}): string {
  const c = (x: Parameters<typeof exprToC>[0]): string => exprToC(x, o);
  switch (e.kind) {
    case 'blank':
      return '[blank]';
    case 'assume':
      return `[${e.truth ? '' : '!'}assume] ${c(e.cond)}`;
    case 'assign':
      return `[assign] ${c(e.lhs)} = ${c(e.rhs)}`;
    case 'havoc':
      return `[havoc:${e.reason}] ${c(e.lhs)} = ${e.callee}()`;
    case 'call': {
      const call = `${e.callee}(${e.args.map(c).join(', ')})`;
      return `[call] ${e.lhs ? `${c(e.lhs)} = ` : ''}${call}`;
    }
    case 'return':
      return e.value ? `[return] ${c(e.value)}` : '[return]';
    case 'decl': {
      const name = o.names === 'source' ? e.variable.name : e.variable.uid;
      const zero = e.zeroInit ? ' = {0}' : '';
      const vla = e.vlaLength ? ` (length ${c(e.vlaLength)})` : '';
      return `[decl] ${declToC(e.variable.type, name)}${zero}${vla}`;
    }
    case 'alloc':
      if (e.resized)
        return `[realloc] ${e.lhs ? `${c(e.lhs)} = ` : ''}realloc(${c(e.resized)}, ${c(e.size)})`;
      return `[alloc${e.zeroed ? ' zeroed' : ''}] ${e.lhs ? `${c(e.lhs)} = ` : ''}alloc(${c(e.size)})`;
    case 'free':
      return `[free] ${c(e.pointer)}`;
    case 'unsupported':
      return `[unsupported] ${e.feature}`;
  }
}

/** Nodes in reverse postorder; nodes without rpo (an unreachable exit) last, by id. */
export function nodesInOrder(fn: CfaFunction): CfaNode[] {
  return [...fn.nodes].sort((a, b) => (a.rpo ?? Infinity) - (b.rpo ?? Infinity) || a.id - b.id);
}
