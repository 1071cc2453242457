// Content fingerprints of functions and of their call cones. A function's fingerprint hashes a
// canonical rendering of its CFA (nodes renumbered in reverse postorder, operations with their
// types and implicit conversions) together with what it depends on outside its body: the layouts
// of the records it uses and the declarations and initial values of the globals it reads or
// writes. Macros are expanded before the CFA exists, and comments, whitespace and line numbers never
// reach it, so none of them count. A cone fingerprint combines a function's fingerprint with those
// of all functions it may call (Merkle style over the call graph's SCCs, bottom-up).

import { createHash } from 'node:crypto';
import type { Expr, VarSymbol } from '../frontend/ast';
import type { CType, RecordDef } from '../frontend/types';
import type { CfaEdge, CfaFunction, ProgramCfa } from '../ir/cfa';
import { edgeOperands } from '../ir/cfaCheck';
import { declToC, edgeToC, initToC, nodesInOrder } from '../ir/edgeText';
import { children } from '../ir/pure';

export interface FunctionPrint {
  readonly name: string;
  readonly file: string;
  readonly line: number;
  /** Hash of the body and its dependencies, without the function's name (finds renames). */
  readonly body: string;
  /** Hash of name and body: changes when the function or anything it uses changes. */
  readonly print: string;
}

export function sha256(...parts: readonly string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** The fingerprint of every defined function of the program. */
export function functionPrints(cfa: ProgramCfa): Map<string, FunctionPrint> {
  const out = new Map<string, FunctionPrint>();
  for (const fn of cfa.functions.values()) {
    const body = sha256(canonicalText(fn));
    out.set(fn.name, {
      name: fn.name,
      file: fn.loc.file,
      line: fn.loc.line,
      body,
      print: sha256(fn.name, body),
    });
  }
  return out;
}

/** Per function: its fingerprint combined with those of every function it may call. */
export function conePrints(cfa: ProgramCfa, prints: ReadonlyMap<string, FunctionPrint>): Map<string, string> {
  const sccCone = new Map<string, string>(); // function name → cone of its SCC
  for (const scc of cfa.callGraph.sccs) {
    const members = new Set(scc);
    const own = [...scc].sort().map((f) => prints.get(f)?.print ?? `external:${f}`);
    const below = new Set<string>();
    for (const f of scc) {
      for (const callee of cfa.callGraph.callees.get(f) ?? []) {
        if (members.has(callee)) continue;
        const c = sccCone.get(callee);
        if (c !== undefined) below.add(c);
      }
    }
    const cone = sha256('scc', ...own, 'calls', ...[...below].sort());
    for (const f of scc) sccCone.set(f, cone);
  }
  const out = new Map<string, string>();
  for (const name of cfa.functions.keys()) {
    const cone = sccCone.get(name);
    // A function missing from the SCC list would be a bug in the call graph; never share a cone then.
    out.set(name, cone === undefined ? sha256('alone', prints.get(name)?.print ?? name) : sha256(cone, name));
  }
  return out;
}

/** The canonical rendering that `body` hashes. */
export function canonicalText(fn: CfaFunction): string {
  const order = nodesInOrder(fn);
  const index = new Map(order.map((n, i) => [n, i]));
  const deps = new Dependencies();
  const lines: string[] = [];
  lines.push(`returns ${declToC(fn.returnType, '')}`);
  for (const p of fn.params) {
    lines.push(`param ${declToC(p.type, p.uid)}`);
    deps.type(p.type);
  }
  for (const n of order) {
    const at = index.get(n);
    if (n.role !== 'plain') lines.push(`node ${at} ${n.role}${n.isLoopHead ? ' loop' : ''}`);
    for (const e of n.out) {
      lines.push(`${at} -> ${index.get(e.to)} ${edgeToC(e)}`);
      deps.edge(e);
    }
  }
  for (const p of fn.properties) lines.push(`property ${p.kind} at ${index.get(p.node)}`);
  lines.push(...deps.render());
  return lines.join('\n');
}

/** Records and globals an edge's operations use, rendered in a stable order. */
class Dependencies {
  private readonly records = new Map<RecordDef, string>();
  private readonly globals = new Map<string, VarSymbol>();

  edge(e: CfaEdge): void {
    if (e.kind === 'decl') this.type(e.variable.type);
    for (const [, x] of edgeOperands(e)) this.expr(x);
  }

  expr(e: Expr): void {
    this.type(e.type);
    if (e.kind === 'VarRef' && (e.symbol.storage === 'global' || e.symbol.storage === 'static-local')) {
      if (!this.globals.has(e.symbol.uid)) {
        this.globals.set(e.symbol.uid, e.symbol);
        this.type(e.symbol.type);
      }
    }
    for (const c of children(e)) this.expr(c);
  }

  type(t: CType): void {
    switch (t.kind) {
      case 'pointer':
        return this.type(t.to);
      case 'array':
        return this.type(t.of);
      case 'function':
        this.type(t.ret);
        for (const p of t.params) this.type(p);
        return;
      case 'record': {
        if (this.records.has(t.def)) return;
        this.records.set(t.def, ''); // placeholder first: records may point to themselves
        const d = t.def;
        const fields = d.fields.map(
          (f) =>
            `${declToC(f.type, f.name)}@${f.offset}${f.bitWidth !== undefined ? `:${f.bitOffset}+${f.bitWidth}` : ''}`,
        );
        this.records.set(
          d,
          `${d.isUnion ? 'union' : 'struct'} ${d.tag} size ${d.size} align ${d.align} {${fields.join('; ')}}`,
        );
        for (const f of d.fields) this.type(f.type);
        return;
      }
      default:
        return;
    }
  }

  render(): string[] {
    const globals = [...this.globals.values()].map(
      (g) =>
        `global ${declToC(g.type, g.uid)}${g.init ? ` = ${initToC(g.init, g.type)}` : ''}${g.externOnly ? ' extern' : ''}`,
    );
    return [...[...this.records.values()].map((r) => `record ${r}`).sort(), ...globals.sort()];
  }
}
