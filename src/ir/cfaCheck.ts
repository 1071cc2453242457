// Structural validation of a CFA, run after every phase that changes it (build, unreachable-node
// removal). A failure is a bug in proofgate, never in the user's program: assertCfaValid throws.

import type { Expr } from '../frontend/ast';
import type { CfaEdge, CfaFunction, CfaNode } from './cfa';
import { reachableFrom } from './loops';
import { isEdgePure, isLvalueExpr } from './pure';

export interface CheckOptions {
  /** Right after building, dead code is still present. */
  readonly allowUnreachable?: boolean;
}

/** Operands of an edge: [role, expression]. */
export function edgeOperands(e: CfaEdge): [string, Expr][] {
  switch (e.kind) {
    case 'assume':
      return [['cond', e.cond]];
    case 'assign':
      return [
        ['lhs', e.lhs],
        ['rhs', e.rhs],
      ];
    case 'havoc':
      return [['lhs', e.lhs]];
    case 'call':
      return [
        ...e.args.map((a, i): [string, Expr] => [`arg${i}`, a]),
        ...(e.lhs ? [['lhs', e.lhs] as [string, Expr]] : []),
      ];
    case 'return':
      return e.value ? [['value', e.value]] : [];
    case 'decl':
      return e.vlaLength ? [['vlaLength', e.vlaLength]] : [];
    case 'alloc':
      return [
        ['size', e.size],
        ...(e.resized ? [['resized', e.resized] as [string, Expr]] : []),
        ...(e.lhs ? [['lhs', e.lhs] as [string, Expr]] : []),
      ];
    case 'free':
      return [['pointer', e.pointer]];
    case 'blank':
    case 'unsupported':
      return [];
  }
}

/**
 * The invariants of `fn` that do not hold, as messages (empty: valid). Checked: node and edge ids
 * unique; nodes belong to the function (fn name, listed once); every edge is in its from.out and
 * its to.in and joins nodes of the function; the entry has role 'entry' and no in-edges, the exit
 * has role 'exit', no out-edges and only return/blank in-edges; return edges go to the exit; error
 * and terminal nodes have no out-edges; every other node has an out-edge; a node with an assume
 * out-edge has either that single assume edge (`assume()`) or exactly two assume edges on the same
 * condition with opposite truth; every expression on an edge is pure (pure.ts) and every
 * assigned/havocked/allocated lhs is an lvalue; each property's node is an error node of the
 * function and every error node has exactly one property; and, unless `allowUnreachable`, every
 * node except the exit is reachable from the entry.
 */
export function checkCfa(fn: CfaFunction, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  const bad = (msg: string): void => void problems.push(`${fn.name}: ${msg}`);
  const nodeSet = new Set<CfaNode>();
  const nodeIds = new Set<number>();
  const edgeIds = new Set<number>();
  for (const n of fn.nodes) {
    if (nodeSet.has(n)) bad(`N${n.id} listed twice`);
    if (nodeIds.has(n.id) && !nodeSet.has(n)) bad(`node id ${n.id} not unique`);
    nodeSet.add(n);
    nodeIds.add(n.id);
    if (n.fn !== fn.name) bad(`N${n.id} belongs to ${n.fn}`);
  }
  if (!nodeSet.has(fn.entry)) bad('entry node not in the node list');
  if (!nodeSet.has(fn.exit)) bad('exit node not in the node list');
  if (fn.entry.role !== 'entry') bad('entry node has role ' + fn.entry.role);
  if (fn.exit.role !== 'exit') bad('exit node has role ' + fn.exit.role);
  if (fn.entry.in.length > 0) bad('entry node has in-edges');

  // Membership of the in- and out-lists as sets (a label or the exit may have many in-edges); with
  // the checks that n.out holds edges from n and n.in edges to n, this is membership in the right list.
  const inLists = new Set<CfaEdge>(fn.nodes.flatMap((n) => n.in));
  const outLists = new Set<CfaEdge>(fn.nodes.flatMap((n) => n.out));
  for (const n of fn.nodes) {
    for (const e of n.out) {
      const where = `edge E${e.id} N${e.from.id}->N${e.to.id}`;
      if (edgeIds.has(e.id)) bad(`${where}: id not unique`);
      edgeIds.add(e.id);
      if (e.from !== n) bad(`${where}: in out-list of N${n.id}`);
      if (!nodeSet.has(e.to)) bad(`${where}: target not in the function`);
      if (!inLists.has(e)) bad(`${where}: missing from the target's in-list`);
      if (e.kind === 'return' && e.to !== fn.exit) bad(`${where}: return edge not to the exit`);
      for (const [role, x] of edgeOperands(e)) {
        if (!isEdgePure(x)) bad(`${where}: ${role} is not pure`);
        if (role === 'lhs' && !isLvalueExpr(x)) bad(`${where}: lhs is not an lvalue`);
      }
    }
    for (const e of n.in) {
      if (e.to !== n) bad(`edge E${e.id} in in-list of N${n.id} but goes to N${e.to.id}`);
      if (!nodeSet.has(e.from)) bad(`edge E${e.id} into N${n.id} comes from outside the function`);
      else if (!outLists.has(e)) bad(`edge E${e.id} into N${n.id} missing from its source's out-list`);
    }
    const sink = n === fn.exit || n.role === 'error' || n.role === 'terminal';
    if (sink && n.out.length > 0) bad(`N${n.id} (${n === fn.exit ? 'exit' : n.role}) has out-edges`);
    if (!sink && n.out.length === 0) bad(`N${n.id} has no out-edge`);
    if (n !== fn.entry && n.role === 'entry') bad(`N${n.id} has role entry`);
    if (n !== fn.exit && n.role === 'exit') bad(`N${n.id} has role exit`);
    const assumes = n.out.filter((e) => e.kind === 'assume');
    if (assumes.length > 0) {
      const [a, b] = assumes;
      const paired =
        n.out.length === 2 &&
        assumes.length === 2 &&
        a.kind === 'assume' &&
        b.kind === 'assume' &&
        a.cond === b.cond &&
        a.truth !== b.truth;
      if (n.out.length !== 1 && !paired) bad(`N${n.id}: assume edges neither alone nor a complementary pair`);
    }
  }
  for (const e of fn.exit.in) {
    if (e.kind !== 'return' && e.kind !== 'blank') bad(`exit has a ${e.kind} in-edge`);
  }

  const errorNodes = new Map<CfaNode, number>();
  for (const p of fn.properties) {
    if (!nodeSet.has(p.node)) bad(`property ${p.id}: node not in the function`);
    if (p.node.role !== 'error') bad(`property ${p.id}: node is not an error node`);
    errorNodes.set(p.node, (errorNodes.get(p.node) ?? 0) + 1);
  }
  for (const n of fn.nodes) {
    if (n.role === 'error' && errorNodes.get(n) !== 1)
      bad(`error node N${n.id} has ${errorNodes.get(n) ?? 0} properties`);
  }

  if (!options.allowUnreachable) {
    const live = reachableFrom(fn.entry);
    for (const n of fn.nodes) if (n !== fn.exit && !live.has(n)) bad(`N${n.id} unreachable from the entry`);
  }
  return problems;
}

/** An internal error: the CFA breaks an invariant that the builder guarantees. */
export class CfaInvariantError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`internal error: invalid CFA\n  ${problems.join('\n  ')}`);
    this.name = 'CfaInvariantError';
  }
}

export function assertCfaValid(fn: CfaFunction, options: CheckOptions = {}): void {
  const problems = checkCfa(fn, options);
  if (problems.length > 0) throw new CfaInvariantError(problems);
}
