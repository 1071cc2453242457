// Walks over the typed AST of function bodies: every statement, every expression inside them
// (initializers and VLA lengths included). Used to find declarations with initializers (traces)
// and the functions a program calls (reproducers).

import type { Expr, Initializer, Program, Stmt, VarSymbol } from '../frontend/ast';
import { children } from '../ir/pure';

/** Calls `visit` on `s` and every statement nested in it. */
export function walkStmts(s: Stmt, visit: (s: Stmt) => void): void {
  visit(s);
  switch (s.kind) {
    case 'Block':
      for (const b of s.body) walkStmts(b, visit);
      return;
    case 'If':
      walkStmts(s.then, visit);
      if (s.else) walkStmts(s.else, visit);
      return;
    case 'While':
    case 'DoWhile':
    case 'Switch':
    case 'Case':
    case 'Default':
    case 'Labeled':
      walkStmts(s.body, visit);
      return;
    case 'For':
      if (s.init) walkStmts(s.init, visit);
      walkStmts(s.body, visit);
      return;
    default:
      return;
  }
}

export function initializerExprs(init: Initializer): Expr[] {
  return init.kind === 'scalar' ? [init.expr] : init.elements.flatMap(([, sub]) => initializerExprs(sub));
}

/** The expressions a statement holds directly (not those of nested statements). */
export function stmtExprs(s: Stmt): Expr[] {
  switch (s.kind) {
    case 'ExprStmt':
      return [s.expr];
    case 'Decl':
      return [...(s.init ? initializerExprs(s.init) : []), ...(s.vlaLength ? [s.vlaLength] : [])];
    case 'If':
    case 'While':
    case 'DoWhile':
    case 'Switch':
      return [s.cond];
    case 'For':
      return [...(s.cond ? [s.cond] : []), ...(s.update ? [s.update] : [])];
    case 'Return':
      return s.value ? [s.value] : [];
    default:
      return [];
  }
}

/** Calls `visit` on `e` and all its sub-expressions. */
export function walkExpr(e: Expr, visit: (e: Expr) => void): void {
  visit(e);
  for (const c of children(e)) walkExpr(c, visit);
}

/** Local variables whose declaration has an initializer, per function name. */
export function initializedLocals(program: Program): Map<string, Set<VarSymbol>> {
  const out = new Map<string, Set<VarSymbol>>();
  for (const def of program.definitions) {
    const set = new Set<VarSymbol>();
    walkStmts(def.body, (s) => {
      if (s.kind === 'Decl' && s.init) set.add(s.variable);
    });
    out.set(def.symbol.name, set);
  }
  return out;
}

/** Names of the functions the program's code calls or takes the address of. */
export function referencedFunctions(program: Program): Set<string> {
  const names = new Set<string>();
  const visitExpr = (e: Expr): void =>
    walkExpr(e, (x) => {
      if (x.kind === 'Call' && !x.through) names.add(x.callee.name);
      else if (x.kind === 'FuncRef') names.add(x.symbol.name);
    });
  for (const def of program.definitions) walkStmts(def.body, (s) => stmtExprs(s).forEach(visitExpr));
  for (const g of program.globals) if (g.init) initializerExprs(g.init).forEach(visitExpr);
  return names;
}
