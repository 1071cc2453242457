// JSON dump of a ProgramCfa (version 1, shape documented on dumpJson), for tools and tests:
// structured expression trees alongside their C text.

import type { Expr, VarSymbol } from '../frontend/ast';
import type { SourceLoc } from '../frontend/diagnostics';
import { typeToString } from '../frontend/types';
import type { CfaEdge, CfaFunction, ProgramCfa } from './cfa';
import { declToC, edgeToC, initToC, nodesInOrder } from './edgeText';
import { exprToC } from './exprToC';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const locJson = (l: SourceLoc): Json => ({ file: l.file, line: l.line, col: l.col });

function varJson(v: VarSymbol): Json {
  return { uid: v.uid, name: v.name, type: typeToString(v.type), storage: v.storage };
}

/** An expression tree: kind, C type, C text, and the fields of its kind. */
export function exprJson(e: Expr): Json {
  const base = { k: e.kind, type: typeToString(e.type), c: exprToC(e) };
  switch (e.kind) {
    case 'IntConst':
      return { ...base, value: e.value.toString() };
    case 'StringLit':
      return { ...base, bytes: [...e.bytes] };
    case 'VarRef':
      return { ...base, uid: e.symbol.uid, name: e.symbol.name, storage: e.symbol.storage };
    case 'FuncRef':
      return { ...base, name: e.symbol.name };
    case 'Unary':
      return { ...base, op: e.op, operand: exprJson(e.operand) };
    case 'Binary':
    case 'Logical':
      return { ...base, op: e.op, left: exprJson(e.left), right: exprJson(e.right) };
    case 'Conditional':
      return { ...base, cond: exprJson(e.cond), then: exprJson(e.then), else: exprJson(e.else) };
    case 'Cast':
      return { ...base, implicit: e.implicit, operand: exprJson(e.operand) };
    case 'Assign':
      return { ...base, target: exprJson(e.target), value: exprJson(e.value) };
    case 'CompoundAssign':
      return {
        ...base,
        op: e.op,
        target: exprJson(e.target),
        value: exprJson(e.value),
        computeType: typeToString(e.computeType),
      };
    case 'IncDec':
      return { ...base, prefix: e.prefix, delta: e.delta, target: exprJson(e.target) };
    case 'Call':
      if (e.through) return { ...base, through: exprJson(e.through), args: e.args.map(exprJson) };
      return { ...base, callee: e.callee.name, args: e.args.map(exprJson) };
    case 'Index':
      return { ...base, base: exprJson(e.base), index: exprJson(e.index) };
    case 'Member':
      return { ...base, base: exprJson(e.base), field: e.field, record: e.record.tag };
    case 'Deref':
    case 'AddrOf':
    case 'Decay':
      return { ...base, operand: exprJson(e.operand) };
    case 'Comma':
      return { ...base, left: exprJson(e.left), right: exprJson(e.right) };
    case 'CompoundLiteral':
      return { ...base, name: e.symbol.name };
    case 'MemCheck':
      return { ...base, check: e.check, ...(e.pointer ? { pointer: exprJson(e.pointer) } : {}) };
    case 'Unsupported':
      return { ...base, feature: e.feature };
  }
}

function operandsJson(e: CfaEdge): { [key: string]: Json } {
  const opt = (x: Expr | undefined): { [key: string]: Json } => (x ? { lhs: exprJson(x) } : {});
  switch (e.kind) {
    case 'blank':
      return {};
    case 'assume':
      return { cond: exprJson(e.cond), truth: e.truth };
    case 'assign':
      return { lhs: exprJson(e.lhs), rhs: exprJson(e.rhs) };
    case 'havoc':
      return { lhs: exprJson(e.lhs), reason: e.reason, callee: e.callee };
    case 'call':
      return { callee: e.callee, args: e.args.map(exprJson), ...opt(e.lhs) };
    case 'return':
      return e.value ? { value: exprJson(e.value) } : {};
    case 'decl':
      return {
        variable: varJson(e.variable),
        declaration: declToC(e.variable.type, e.variable.uid),
        zeroInit: e.zeroInit,
        ...(e.vlaLength ? { vlaLength: exprJson(e.vlaLength) } : {}),
      };
    case 'alloc':
      return {
        size: exprJson(e.size),
        zeroed: e.zeroed,
        ...(e.resized ? { resized: exprJson(e.resized) } : {}),
        ...opt(e.lhs),
      };
    case 'free':
      return { pointer: exprJson(e.pointer) };
    case 'unsupported':
      return { feature: e.feature };
  }
}

function functionJson(fn: CfaFunction): Json {
  const nodes = nodesInOrder(fn);
  return {
    name: fn.name,
    entry: fn.entry.id,
    exit: fn.exit.id,
    returnType: typeToString(fn.returnType),
    loc: locJson(fn.loc),
    params: fn.params.map(varJson),
    locals: fn.locals.map(varJson),
    nodes: nodes.map((n) => ({
      id: n.id,
      role: n.role,
      ...(n.rpo !== undefined ? { rpo: n.rpo } : {}),
      loopHead: n.isLoopHead === true,
      ...(n.loc ? { loc: locJson(n.loc) } : {}),
    })),
    edges: nodes.flatMap((n) =>
      n.out.map((e) => ({
        id: e.id,
        kind: e.kind,
        from: e.from.id,
        to: e.to.id,
        loc: locJson(e.loc),
        text: e.text,
        op: edgeToC(e),
        ...operandsJson(e),
      })),
    ),
    properties: fn.properties.map((p) => ({
      id: p.id,
      kind: p.kind,
      node: p.node.id,
      loc: locJson(p.loc),
      text: p.text,
    })),
    loops: fn.loops.map((l) => ({
      head: l.head.id,
      depth: l.depth,
      ...(l.parent ? { parent: l.parent.head.id } : {}),
      nodes: [...l.nodes].map((n) => n.id),
      exits: l.exits.map((e) => e.id),
    })),
    sccs: fn.sccs.map((c) => c.map((n) => n.id)),
  };
}

/**
 * JSON-serialisable dump (no bigints: constants are strings). Shape:
 *   { version: 1,
 *     globals: [{ uid, name, type, storage, init?: string }],
 *     functions: [{ name, entry, exit, returnType, loc, params: [Var], locals: [Var],
 *       nodes: [{ id, role, rpo?, loopHead, loc? }],
 *       edges: [{ id, kind, from, to, loc, text, op, ...operands }],
 *       properties: [{ id, kind, node, loc, text }],
 *       loops: [{ head, depth, parent?, nodes: [id], exits: [edge id] }], sccs: [[id]] }],
 *     callGraph: { callees: {f: [g]}, callers: {g: [f]}, recursive: [f], sccs: [[f]], external: [x] } }
 * Var = { uid, name, type, storage }; loc = { file, line, col }. Node ids are program-wide; `op`
 * is the edge's one-line rendering (edgeText.ts). Operands by kind: assume {cond, truth}; assign
 * {lhs, rhs}; havoc {lhs, reason, callee}; call {callee, args, lhs?}; return {value?}; decl
 * {variable: Var, declaration, zeroInit, vlaLength?}; alloc {lhs?, size, zeroed}; free {pointer};
 * unsupported {feature}. Expressions: { k: kind, type: "C type", c: "C text", ...fields } (exprJson).
 */
export function dumpJson(p: ProgramCfa): object {
  const setMap = (m: ReadonlyMap<string, ReadonlySet<string>>): Json =>
    Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]));
  const cg = p.callGraph;
  return {
    version: 1,
    globals: p.globals.map((g) => ({
      ...(varJson(g.variable) as object),
      ...(g.init ? { init: initToC(g.init, g.variable.type) } : {}),
    })) as Json,
    functions: [...p.functions.values()].map(functionJson),
    callGraph: {
      callees: setMap(cg.callees),
      callers: setMap(cg.callers),
      recursive: [...cg.recursive].sort(),
      sccs: cg.sccs.map((c) => [...c]),
      external: [...cg.external],
    },
  };
}
