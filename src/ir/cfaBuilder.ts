// Builds the CFA of one function definition from its typed AST: statements become nodes and
// edges (loops, switch dispatch, goto, break/continue), expressions are lowered to pure edge
// operands by exprLowering.ts. Unreachable code is still built here; loops.ts removes it.

import type { DeclStmt, Expr, FunctionDef, Program, Stmt } from '../frontend/ast';
import type { IntTypes } from '../frontend/dataModel';
import type { CfaFunction } from './cfa';
import type { DispatchBranch } from './pruneDispatch';
import type { IdSource } from './builderCore';
import { CfaEmitter, Lazy } from './builderCore';
import { ExprLowerer } from './exprLowering';
import { exprToC } from './exprToC';
import { intConst } from './exprMake';
import { collectCases, emitDispatch } from './switchLowering';

export interface FunctionBuild {
  readonly fn: CfaFunction;
  /** Functions without body (and no built-in meaning) that this function calls. */
  readonly externalCalls: ReadonlySet<string>;
  /** Branches of its calls through function pointers. */
  readonly dispatches: readonly DispatchBranch[];
}

/** Builds the CFA of `def`; node and edge ids come from `ids` (shared by the whole program). */
export function buildFunctionCfa(
  program: Program,
  def: FunctionDef,
  ids: IdSource,
  ints: IntTypes,
): FunctionBuild {
  const used = new Set<string>([
    ...program.globals.map((g) => g.uid),
    ...def.params.map((p) => p.uid),
    ...def.locals.map((l) => l.uid),
  ]);
  const em = new CfaEmitter(def.symbol.name, ids, ints, used, def.loc);
  em.callTargets = [...program.functions.values()].filter((f) => f.addressTaken);
  const errno = program.functions.get('__errno_location');
  if (errno?.def) em.errnoLocation = errno;
  const b = new StmtBuilder(em, new ExprLowerer(em));
  b.block(def.body.body);
  if (em.cur) {
    const ret = def.symbol.type.ret;
    // C11 5.1.2.2.3: reaching the } of main returns 0; elsewhere the value is indeterminate.
    const value =
      def.symbol.name === 'main' && ret.kind === 'int' ? intConst(0n, ret, def.body.loc) : undefined;
    em.stmtLoc = def.body.end ?? def.body.loc; // the closing brace the function runs off
    em.jump(em.exit, { kind: 'return', value, text: '}' });
  }
  const fn: CfaFunction = {
    name: def.symbol.name,
    entry: em.entry,
    exit: em.exit,
    nodes: em.nodes,
    params: def.params,
    locals: [...def.locals, ...em.temps],
    returnType: def.symbol.type.ret,
    properties: em.properties,
    loops: [],
    sccs: [],
    loc: def.loc,
  };
  return { fn, externalCalls: em.externalCalls, dispatches: em.dispatches };
}

const src = (e: Expr): string => exprToC(e, { implicitCasts: false, names: 'source' });

class StmtBuilder {
  private readonly breaks: Lazy[] = [];
  private readonly continues: Lazy[] = [];
  private readonly labels = new Map<string, Lazy>();
  /** Case/default labels of the enclosing switches, innermost last. */
  private readonly switches: ReadonlyMap<Stmt, Lazy>[] = [];

  constructor(
    private readonly em: CfaEmitter,
    private readonly lw: ExprLowerer,
  ) {}

  block(body: readonly Stmt[]): void {
    for (const s of body) this.stmt(s);
  }

  private label(name: string): Lazy {
    let l = this.labels.get(name);
    if (!l) {
      l = this.em.lazy();
      this.labels.set(name, l);
    }
    return l;
  }

  /** Enters statement `s`: it gives edges their loc and text, and the current node its loc. */
  private at(s: Stmt): void {
    this.context(s);
    if (this.em.cur && !this.em.cur.loc) this.em.cur.loc = s.loc;
  }

  /** Lowers a statement's condition; its side effects get the condition's text. */
  private cond(c: Expr, t: Lazy | undefined, f: Lazy | undefined): void {
    this.em.stmtLoc = c.loc;
    this.em.stmtText = src(c);
    this.lw.cond(c, t, f);
  }

  /** Returns to statement `s` after a nested one (for the edges that close it). */
  private context(s: Stmt): void {
    this.em.stmtLoc = s.loc;
    this.em.stmtText = s.text;
  }

  /** Builds a loop body with its break and continue targets. */
  private loopBody(body: Stmt, brk: Lazy, cont: Lazy): void {
    this.breaks.push(brk);
    this.continues.push(cont);
    this.stmt(body);
    this.breaks.pop();
    this.continues.pop();
  }

  stmt(s: Stmt): void {
    const { em, lw } = this;
    this.at(s);
    switch (s.kind) {
      case 'Block':
        return this.block(s.body);
      case 'ExprStmt': {
        const before = em.edgeCount;
        lw.effect(s.expr);
        if (em.edgeCount === before && em.cur) em.step({ kind: 'blank' }); // keeps the statement in traces
        return;
      }
      case 'Decl':
        return this.decl(s);
      case 'If': {
        const then = em.lazy();
        const els = em.lazy();
        const join = em.lazy();
        this.cond(s.cond, then, s.else ? els : join);
        // A branch the condition never takes (`if (0) { L: ... }`) is still built: a goto may
        // enter it through a label. Its unreachable parts are removed afterwards.
        em.cur = then.node;
        this.stmt(s.then);
        this.context(s);
        if (em.cur) em.fallInto(join.get());
        if (s.else) {
          em.cur = els.node;
          this.stmt(s.else);
          if (em.cur) em.fallInto(join.get());
        }
        em.cur = join.node;
        return;
      }
      case 'While': {
        const head = em.joinable(s.loc);
        const body = em.lazy();
        const exit = em.lazy();
        this.cond(s.cond, body, exit);
        em.cur = body.node;
        this.loopBody(s.body, exit, Lazy.of(head));
        this.context(s);
        if (em.cur) em.jump(head, { kind: 'blank', text: '' });
        em.cur = exit.node;
        return;
      }
      case 'DoWhile': {
        const head = em.joinable(s.loc);
        const condNode = em.lazy();
        const exit = em.lazy();
        this.loopBody(s.body, exit, condNode);
        this.context(s);
        if (!em.cur && !condNode.node) {
          em.cur = exit.node;
          return;
        }
        em.place(condNode);
        this.cond(s.cond, Lazy.of(head), exit);
        em.cur = exit.node;
        return;
      }
      case 'For': {
        if (s.init) this.stmt(s.init);
        this.context(s);
        const head = em.joinable(s.loc);
        const exit = em.lazy();
        const update = em.lazy();
        if (s.cond) {
          const body = em.lazy();
          this.cond(s.cond, body, exit);
          em.cur = body.node;
        }
        this.loopBody(s.body, exit, update);
        this.context(s);
        if (em.cur || update.node) {
          em.place(update);
          if (s.update) {
            em.stmtText = src(s.update);
            em.stmtLoc = s.update.loc;
            lw.effect(s.update);
          }
          if (em.cur) em.jump(head, { kind: 'blank', text: '' });
        }
        em.cur = exit.node;
        return;
      }
      case 'Switch': {
        this.em.stmtLoc = s.cond.loc;
        this.em.stmtText = src(s.cond);
        const c = lw.value(s.cond);
        const cases = collectCases(s.body);
        const labels = new Map<Stmt, Lazy>(cases.map((k) => [k, em.lazy()]));
        const exit = em.lazy();
        emitDispatch(lw, em, c, cases, labels, exit);
        this.switches.push(labels);
        this.breaks.push(exit);
        this.stmt(s.body);
        this.breaks.pop();
        this.switches.pop();
        if (em.cur) em.fallInto(exit.get());
        em.cur = exit.node;
        return;
      }
      case 'Case':
      case 'Default': {
        const target = this.switches[this.switches.length - 1]?.get(s);
        if (target) em.fallInto(target.get(), s.kind === 'Default' ? 'default:' : `case ${s.value}:`);
        return this.stmt(s.body);
      }
      case 'Break':
      case 'Continue': {
        const stack = s.kind === 'Break' ? this.breaks : this.continues;
        const target = stack[stack.length - 1];
        if (target) em.jump(target.get());
        else em.step({ kind: 'unsupported', feature: `${s.kind.toLowerCase()} outside a loop` });
        return;
      }
      case 'Return': {
        let value = s.value ? lw.value(s.value) : undefined;
        if (value && s.value?.type.kind === 'void') value = undefined;
        em.jump(em.exit, { kind: 'return', value });
        return;
      }
      case 'Goto':
        em.jump(this.label(s.label).get());
        return;
      case 'Labeled':
        em.place(this.label(s.label), `${s.label}:`);
        return this.stmt(s.body);
      case 'Empty':
        return;
      case 'Unsupported':
        em.step({ kind: 'unsupported', feature: s.feature });
        return;
    }
  }

  /** `T v [= init]`: a decl edge (zero-filled for brace initializers), then one assignment per given element. */
  private decl(s: DeclStmt): void {
    const vlaLength = s.vlaLength ? this.lw.value(s.vlaLength) : undefined;
    this.lw.declare(s.variable, s.init, s.loc, vlaLength);
  }
}
