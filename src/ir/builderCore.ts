// The mutable state of building one function's CFA: node and edge creation, the "current" node
// that statements extend, temporaries, error nodes with their properties, and lazily created
// jump targets. The statement and expression lowerers (cfaBuilder.ts, exprLowering.ts) drive it.

import type { Expr, FunctionSymbol, VarSymbol } from '../frontend/ast';
import type { IntTypes } from '../frontend/dataModel';
import type { SourceLoc } from '../frontend/diagnostics';
import type { CType } from '../frontend/types';
import type { CfaEdge, CfaNode, NodeRole, Property } from './cfa';
import { varRef } from './exprMake';
import type { DispatchBranch } from './pruneDispatch';

/** Program-wide counters, so node and edge ids are unique across all functions. */
export interface IdSource {
  nextNode: number;
  nextEdge: number;
}

type DistOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An edge to create: kind and operands; loc and text default to the current statement's. */
export type EdgeSpec = DistOmit<CfaEdge, 'id' | 'from' | 'to' | 'loc' | 'text'> & {
  readonly loc?: SourceLoc;
  readonly text?: string;
};

/** A jump target whose node is created on first use (or adopted from the current node). */
export class Lazy {
  node: CfaNode | undefined;
  constructor(private readonly make: () => CfaNode) {}
  /** A target that is an existing node. */
  static of(node: CfaNode): Lazy {
    const l = new Lazy(() => node);
    l.node = node;
    return l;
  }
  get(): CfaNode {
    if (!this.node) this.node = this.make();
    return this.node;
  }
}

export class CfaEmitter {
  readonly nodes: CfaNode[] = [];
  readonly temps: VarSymbol[] = [];
  readonly properties: Property[] = [];
  /** Functions without body (and without built-in meaning) called here. */
  readonly externalCalls = new Set<string>();
  readonly entry: CfaNode;
  readonly exit: CfaNode;
  /** Where the next edge starts; undefined after a jump (following code is unreachable). */
  cur: CfaNode | undefined;
  /** The statement being lowered: default loc and text of edges. */
  stmtLoc: SourceLoc;
  stmtText = '';
  edgeCount = 0;
  private tempCounter = 0;
  /** The functions whose address the program takes: what a call through a pointer may reach. */
  callTargets: readonly FunctionSymbol[] = [];
  /** The branches of calls through function pointers (pruneDispatch.ts narrows them). */
  readonly dispatches: DispatchBranch[] = [];
  /** errno's location function when the program has its body (the model): body-less calls set it. */
  errnoLocation: FunctionSymbol | undefined;

  constructor(
    readonly fnName: string,
    private readonly ids: IdSource,
    readonly ints: IntTypes,
    private readonly usedNames: Set<string>,
    loc: SourceLoc,
  ) {
    this.stmtLoc = loc;
    this.entry = this.newNode('entry', loc);
    this.exit = this.newNode('exit');
    this.cur = this.entry;
  }

  newNode(role: NodeRole = 'plain', loc?: SourceLoc): CfaNode {
    const n: CfaNode = { id: this.ids.nextNode++, fn: this.fnName, role, loc, out: [], in: [] };
    this.nodes.push(n);
    return n;
  }

  lazy(): Lazy {
    return new Lazy(() => this.newNode());
  }

  /** The current node, creating an (unreachable) one after a jump. */
  here(): CfaNode {
    if (!this.cur) this.cur = this.newNode('plain', this.stmtLoc);
    return this.cur;
  }

  addEdge(from: CfaNode, to: CfaNode, spec: EdgeSpec): CfaEdge {
    const edge = {
      ...spec,
      id: this.ids.nextEdge++,
      from,
      to,
      loc: spec.loc ?? this.stmtLoc,
      text: spec.text ?? this.stmtText,
    } as CfaEdge;
    from.out.push(edge);
    to.in.push(edge);
    this.edgeCount++;
    return edge;
  }

  /** An edge from the current node to a fresh node, which becomes current. */
  step(spec: EdgeSpec): CfaEdge {
    const from = this.here();
    const to = this.newNode();
    this.cur = to;
    return this.addEdge(from, to, spec);
  }

  /** An edge from the current node to `to`; nothing follows it (the current node becomes undefined). */
  jump(to: CfaNode, spec: EdgeSpec = { kind: 'blank' }): void {
    const from = this.here();
    this.addEdge(from, to, spec);
    this.cur = undefined;
  }

  /** Falls through into `to` (a blank edge when the current node is reachable); `to` becomes current. */
  fallInto(to: CfaNode, text = ''): void {
    if (this.cur && this.cur !== to) this.addEdge(this.cur, to, { kind: 'blank', text });
    this.cur = to;
  }

  /** Places a lazy target here: adopts the current node when it can take more in-edges. */
  place(target: Lazy, text = ''): void {
    if (!target.node && this.cur && this.cur !== this.entry) target.node = this.cur;
    else this.fallInto(target.get(), text);
  }

  /** A node that may get further in-edges (loop heads): the current one unless it is the entry. */
  joinable(loc: SourceLoc): CfaNode {
    if (!this.cur || this.cur === this.entry) {
      const n = this.newNode('plain', loc);
      if (this.cur) this.addEdge(this.cur, n, { kind: 'blank', text: '' });
      this.cur = n;
    }
    if (!this.cur.loc) this.cur.loc = loc;
    return this.cur;
  }

  /** A fresh temporary `__tN` of `type`, declared by a decl edge at the current node. */
  newTemp(type: CType, loc: SourceLoc): Expr {
    let name: string;
    do name = `__t${++this.tempCounter}`;
    while (this.usedNames.has(name));
    this.usedNames.add(name);
    const v: VarSymbol = { kind: 'var', name, uid: name, type, storage: 'local', loc };
    this.temps.push(v);
    this.step({ kind: 'decl', variable: v, zeroInit: false, loc });
    return varRef(v, loc);
  }

  /** A fresh error node and its property (`<function>#<n>`, numbered in source order), checked `at`. */
  newProperty(kind: Property['kind'], loc: SourceLoc, text: string, at?: CfaNode): CfaNode {
    const node = this.newNode('error', loc);
    const id = `${this.fnName}#${this.properties.length + 1}`;
    this.properties.push({ id, kind, node, loc, text, ...(at ? { at } : {}) });
    return node;
  }
}
