// Expression purity for the CFA: which expressions may sit on an edge (no calls, assignments,
// ++/--, comma, && / ||, ?:), which have side effects, and a conservative check whether the side
// effects of one expression may change the value (or address) that a pure expression denotes.

import type { Expr, Initializer, VarSymbol } from '../frontend/ast';

const EFFECT_KINDS = new Set<Expr['kind']>([
  'Call',
  'Assign',
  'CompoundAssign',
  'IncDec',
  'Unsupported',
  'CompoundLiteral',
]);
const NON_EDGE_KINDS = new Set<Expr['kind']>([...EFFECT_KINDS, 'Comma', 'Logical', 'Conditional']);

/** Direct sub-expressions in evaluation (left-to-right) order. */
export function children(e: Expr): readonly Expr[] {
  switch (e.kind) {
    case 'Unary':
    case 'Cast':
    case 'Deref':
    case 'AddrOf':
    case 'Decay':
      return [e.operand];
    case 'Binary':
    case 'Logical':
    case 'Comma':
      return [e.left, e.right];
    case 'Conditional':
      return [e.cond, e.then, e.else];
    case 'Assign':
    case 'CompoundAssign':
      return [e.target, e.value];
    case 'IncDec':
      return [e.target];
    case 'Call':
      return e.through ? [e.through, ...e.args] : e.args;
    case 'Index':
      return [e.base, e.index];
    case 'Member':
      return [e.base];
    case 'MemCheck':
      return e.pointer ? [e.pointer] : [];
    case 'CompoundLiteral':
      return initializerExprs(e.init);
    case 'IntConst':
    case 'StringLit':
    case 'VarRef':
    case 'FuncRef':
    case 'Unsupported':
      return [];
  }
}

/** The expressions of a resolved initializer, element by element. */
export function initializerExprs(init: Initializer | undefined): Expr[] {
  if (!init) return [];
  if (init.kind === 'scalar') return [init.expr];
  return init.elements.flatMap(([, x]) => initializerExprs(x));
}

/**
 * `e` with each direct sub-expression replaced by `f` of it (the same object when none changed);
 * for the expressions an edge may carry (isEdgePure).
 */
export function mapChildren(e: Expr, f: (c: Expr) => Expr): Expr {
  switch (e.kind) {
    case 'Unary':
    case 'Cast':
    case 'Deref':
    case 'AddrOf':
    case 'Decay': {
      const operand = f(e.operand);
      return operand === e.operand ? e : { ...e, operand };
    }
    case 'Binary': {
      const left = f(e.left);
      const right = f(e.right);
      return left === e.left && right === e.right ? e : { ...e, left, right };
    }
    case 'Index': {
      const base = f(e.base);
      const index = f(e.index);
      return base === e.base && index === e.index ? e : { ...e, base, index };
    }
    case 'Member': {
      const base = f(e.base);
      return base === e.base ? e : { ...e, base };
    }
    case 'MemCheck': {
      const pointer = e.pointer ? f(e.pointer) : undefined;
      return pointer === e.pointer ? e : { ...e, pointer };
    }
    case 'IntConst':
    case 'StringLit':
    case 'VarRef':
    case 'FuncRef':
      return e;
    default:
      throw new Error(`internal: ${e.kind} on an edge`);
  }
}

function containsKind(e: Expr, kinds: ReadonlySet<Expr['kind']>, memo: WeakMap<Expr, boolean>): boolean {
  const known = memo.get(e);
  if (known !== undefined) return known;
  const r = kinds.has(e.kind) || children(e).some((c) => containsKind(c, kinds, memo));
  memo.set(e, r);
  return r;
}

const edgeMemo = new WeakMap<Expr, boolean>();
const effectMemo = new WeakMap<Expr, boolean>();

/** May `e` appear on a CFA edge? (No Call, Assign, CompoundAssign, IncDec, Comma, Logical, Conditional, Unsupported.) */
export function isEdgePure(e: Expr): boolean {
  return !containsKind(e, NON_EDGE_KINDS, edgeMemo);
}

/** Does evaluating `e` change the state (calls, assignments, ++/--) or hit an unsupported construct? */
export function hasSideEffects(e: Expr): boolean {
  return containsKind(e, EFFECT_KINDS, effectMemo);
}

/** Expressions that designate an object (can be the left side of an assignment edge). */
export function isLvalueExpr(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef':
    case 'Deref':
    case 'Index':
    case 'StringLit':
      return true;
    case 'Member':
      return isLvalueExpr(e.base);
    default:
      return false;
  }
}

/** A variable that a pointer may reach: its address is taken, or it is an array or record. */
export function mayBeAliased(v: VarSymbol): boolean {
  return v.addressTaken === true || v.type.kind === 'array' || v.type.kind === 'record';
}

/** Variables whose value a callee may change: globals, static locals and aliased locals. */
function calleeMayWrite(v: VarSymbol): boolean {
  return v.storage === 'global' || v.storage === 'static-local' || mayBeAliased(v);
}

/** What evaluating a pure expression reads. */
interface Reads {
  readonly vars: Set<VarSymbol>;
  /** Reads memory through a pointer (`*p`, `p[i]`). */
  memory: boolean;
}

/** Reads of `e`; `asLvalue`: only what computing its address reads, not the object itself. */
function collectReads(e: Expr, asLvalue: boolean, r: Reads): void {
  switch (e.kind) {
    case 'VarRef':
      if (!asLvalue) r.vars.add(e.symbol);
      return;
    case 'Deref':
      collectReads(e.operand, false, r);
      if (!asLvalue) r.memory = true;
      return;
    case 'Index':
      if (e.base.type.kind === 'array') collectReads(e.base, asLvalue, r);
      else {
        collectReads(e.base, false, r);
        if (!asLvalue) r.memory = true;
      }
      collectReads(e.index, false, r);
      return;
    case 'Member':
      collectReads(e.base, asLvalue, r);
      return;
    case 'AddrOf':
    case 'Decay':
      collectReads(e.operand, true, r);
      return;
    default:
      for (const c of children(e)) collectReads(c, false, r);
  }
}

/** The variable an lvalue is part of (`s.a[2].f` → s), or undefined when it lives behind a pointer. */
function rootVar(lv: Expr): VarSymbol | undefined {
  switch (lv.kind) {
    case 'VarRef':
      return lv.symbol;
    case 'Member':
      return rootVar(lv.base);
    case 'Index':
      return lv.base.type.kind === 'array' ? rootVar(lv.base) : undefined;
    default:
      return undefined;
  }
}

/** What evaluating `e` may write. */
interface Writes {
  readonly vars: Set<VarSymbol>;
  /** Writes memory through a pointer, or frees it. */
  memory: boolean;
  /** Calls a defined function (which may write globals and any memory). */
  call: boolean;
}

function collectWrites(e: Expr, w: Writes): void {
  if (e.kind === 'Assign' || e.kind === 'CompoundAssign' || e.kind === 'IncDec') {
    const v = rootVar(e.target);
    if (v) w.vars.add(v);
    else w.memory = true;
  } else if (e.kind === 'Call') {
    const b = e.callee.builtin;
    if (e.through) {
      w.memory = true; // any function whose address is taken, free included
      w.call = true;
    } else if (b === 'free' || b === 'realloc') w.memory = true;
    else if (b === undefined && e.callee.def) w.call = true;
  }
  for (const c of children(e)) collectWrites(c, w);
}

/**
 * Conservatively: may evaluating `effects` change what the pure expression `p` evaluates to
 * (its value, or with `asLvalue` its address)? External functions are modelled as writing
 * nothing but their result, matching the CFA's havoc semantics.
 */
export function mayInterfere(p: Expr, effects: Expr, asLvalue = false): boolean {
  const r: Reads = { vars: new Set(), memory: false };
  collectReads(p, asLvalue, r);
  if (r.vars.size === 0 && !r.memory) return false;
  const w: Writes = { vars: new Set(), memory: false, call: false };
  collectWrites(effects, w);
  if (w.call) {
    if (r.memory) return true;
    for (const v of r.vars) if (calleeMayWrite(v)) return true;
  }
  if (w.memory) {
    if (r.memory) return true;
    for (const v of r.vars) if (mayBeAliased(v)) return true;
  }
  for (const v of w.vars) {
    if (r.vars.has(v)) return true;
    if (r.memory && mayBeAliased(v)) return true;
  }
  return false;
}
