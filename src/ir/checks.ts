// Optional properties (`--check`): signed overflow, division by zero, array index out of bounds and
// the memory-safety families (`memory`: each dereference and `free`; `leak`: each return of `main`)
// become error nodes of their own. Before an edge evaluates an operation that can go wrong, a
// complementary pair of assume edges tests the condition under which it does (written as a C
// expression that itself cannot overflow: operands widened to a type twice as wide) and branches to
// the property's error node. Engines, replay and reports then treat these properties like asserts.
//
// One property per operation in the source: the true and false edges of a branch share their
// condition, so its checks are inserted once, before the branch. Call targets (`x = f()` stores
// into `x` after the callee returns) are checked after the call edge.

import type { Binary, Expr, Index, MemCheck, Unary, VarSymbol } from '../frontend/ast';
import type { SourceLoc } from '../frontend/diagnostics';
import type { IntTypes } from '../frontend/dataModel';
import { maxValue, minValue } from '../frontend/conversions';
import type { CType, IntType } from '../frontend/types';
import type { IdSource } from './builderCore';
import type { CallEdge, CfaEdge, CfaFunction, CfaNode, Property } from './cfa';
import { edgeOperands } from './cfaCheck';
import { addrOf, binary, castTo, intConst, varRef } from './exprMake';
import { exprToC } from './exprToC';
import { children } from './pure';

export const CHECKS = ['overflow', 'div-by-zero', 'bounds', 'memory', 'leak'] as const;
/** The families of undefined behaviour gcc's UBSan stops at (a UB-free path avoids them). */
export const UB_CHECKS = ['overflow', 'div-by-zero', 'bounds'] as const;
/** Property families checked in addition to the program's assertions and error calls. */
export type CheckName = (typeof CHECKS)[number];

type DistOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A generated property: the operation, its kind, and when it goes wrong. */
interface Check {
  readonly at: Expr;
  readonly kind: Property['kind'];
  readonly violated: Expr;
  /** Only the element's address is formed (one past the end is allowed). */
  readonly addressOnly?: boolean;
  /** The statement's text, where the operand may be a temporary (`free`). */
  readonly statement?: string;
}

/** Inserts the checks of `enabled` into `fn`, numbering new properties after the existing ones. */
export function instrumentChecks(
  fn: CfaFunction,
  enabled: ReadonlySet<CheckName>,
  ids: IdSource,
  ints: IntTypes,
): void {
  if (enabled.size === 0) return;
  const finder = new CheckFinder(enabled, ints, fn.name);
  const errorNodes = new Map<string, CfaNode>();
  const newNode = (loc?: CfaNode['loc']): CfaNode => {
    const n: CfaNode = { id: ids.nextNode++, fn: fn.name, role: 'plain', loc, out: [], in: [] };
    fn.nodes.push(n);
    return n;
  };
  const created: { readonly check: Check; readonly node: CfaNode }[] = [];
  const errorNode = (c: Check): CfaNode => {
    const key = `${c.kind}@${finder.idOf(c.at)}`;
    let node = errorNodes.get(key);
    if (!node) {
      node = newNode(c.at.loc);
      node.role = 'error';
      errorNodes.set(key, node);
      created.push({ check: c, node });
    }
    return node;
  };
  const link = (from: CfaNode, to: CfaNode, spec: DistOmit<CfaEdge, 'id' | 'from' | 'to'>): void => {
    const edge = { ...spec, id: ids.nextEdge++, from, to } as CfaEdge;
    from.out.push(edge);
    to.in.push(edge);
  };
  /** Test `checks` in order on the way from `from` to `to` (a fresh node that takes over). */
  const chain = (from: CfaNode, to: CfaNode, checks: readonly Check[]): void => {
    let at = from;
    checks.forEach((c, i) => {
      const next = i === checks.length - 1 ? to : newNode(c.at.loc);
      const text = describe(c);
      link(at, errorNode(c), {
        kind: 'assume',
        cond: c.violated,
        truth: true,
        check: true,
        loc: c.at.loc,
        text,
      });
      link(at, next, { kind: 'assume', cond: c.violated, truth: false, check: true, loc: c.at.loc, text });
      at = next;
    });
  };

  /**
   * `lhs = f()` stores after the callee returns, so its checks go between the return and the
   * store: the call writes a fresh temporary, the checks follow, then `lhs = temporary`.
   */
  const checkCallTarget = (e: CallEdge, lhs: Expr, checks: readonly Check[]): void => {
    const temp = freshTemp(fn, lhs.type, e.loc);
    const from = e.from;
    const declared = newNode(from.loc);
    const returned = newNode(e.to.loc);
    const checked = newNode(e.to.loc);
    removeFrom(from.out, e);
    removeFrom(e.to.in, e);
    link(from, declared, { kind: 'decl', variable: temp, zeroInit: false, loc: e.loc, text: e.text });
    link(declared, returned, {
      kind: 'call',
      callee: e.callee,
      args: e.args,
      lhs: varRef(temp, e.loc),
      loc: e.loc,
      text: e.text,
    });
    chain(returned, checked, checks);
    link(checked, e.to, { kind: 'assign', lhs, rhs: varRef(temp, e.loc), loc: e.loc, text: e.text });
  };

  for (const node of [...fn.nodes]) {
    if (node.role === 'error' || node.out.length === 0) continue;
    const original = [...node.out];
    const perEdge = original.map((e) => finder.before(e));
    const same = (c: Check) => (d: Check) => d.at === c.at && d.kind === c.kind;
    const common = perEdge[0].filter((c) => perEdge.every((list) => list.some(same(c))));
    if (common.length > 0) {
      // The node keeps its identity (it may be a loop head); its edges move to a fresh node.
      const rest = newNode(node.loc);
      for (const e of node.out.splice(0)) moveSource(e, rest);
      chain(node, rest, common);
    }
    original.forEach((e, i) => {
      const own = perEdge[i].filter((c) => !common.some(same(c)));
      if (own.length > 0) {
        if (e.kind === 'assume') throw new Error('internal: checks of one branch only');
        const from = e.from;
        const before = newNode(from.loc);
        const rest = newNode(from.loc);
        removeFrom(from.out, e);
        moveSource(e, rest);
        link(from, before, { kind: 'blank', loc: e.loc, text: '' });
        chain(before, rest, own);
      }
    });
    for (const e of original) {
      if (e.kind !== 'call' || !e.lhs) continue;
      const after = finder.after(e);
      if (after.length > 0) checkCallTarget(e, e.lhs, after);
    }
  }
  // Ids in source order, after the program's own properties.
  created.sort(
    (a, b) =>
      a.check.at.loc.file.localeCompare(b.check.at.loc.file) ||
      a.check.at.loc.line - b.check.at.loc.line ||
      a.check.at.loc.col - b.check.at.loc.col,
  );
  for (const { check, node } of created) {
    const id = `${fn.name}#${fn.properties.length + 1}`;
    fn.properties.push({ id, kind: check.kind, node, loc: check.at.loc, text: describe(check) });
  }
}

/** Whether the lvalue `e` may designate invalid memory (it goes through a pointer or a computed index). */
function mayBeInvalid(e: Expr): boolean {
  switch (e.kind) {
    case 'Deref':
      return true;
    case 'Member':
      return mayBeInvalid(e.base);
    case 'Index': {
      const base = accessed(e.base);
      if (base.type.kind !== 'array') return true;
      const n = base.type.length;
      const constant = e.index.kind === 'IntConst' && n !== undefined && !base.type.vla;
      return !constant || e.index.value < 0n || e.index.value >= BigInt(n) || mayBeInvalid(base);
    }
    default:
      return false;
  }
}

/** The array an element access goes through: `a` for `a[i]` (the decay is not an access of its own). */
function accessed(e: Expr): Expr {
  return e.kind === 'Decay' ? e.operand : e;
}

/** A local `__chkN` of `type`, unused so far in `fn`. */
function freshTemp(fn: CfaFunction, type: CType, loc: SourceLoc): VarSymbol {
  const taken = new Set([...fn.params, ...fn.locals].map((v) => v.name));
  let n = 1;
  while (taken.has(`__chk${n}`)) n++;
  const v: VarSymbol = { kind: 'var', name: `__chk${n}`, uid: `__chk${n}`, type, storage: 'local', loc };
  fn.locals.push(v);
  return v;
}

function removeFrom(list: CfaEdge[], e: CfaEdge): void {
  const i = list.indexOf(e);
  if (i >= 0) list.splice(i, 1);
}

function moveSource(e: CfaEdge, to: CfaNode): void {
  (e as { from: CfaNode }).from = to;
  to.out.push(e);
}

function describe(c: Check): string {
  const text = exprToC(c.at, { implicitCasts: false, names: 'source' });
  switch (c.kind) {
    case 'signed-overflow':
      return `signed overflow in ${text}`;
    case 'div-by-zero':
      return `division by zero in ${text}`;
    case 'array-bounds':
      return c.addressOnly ? `address of ${text} out of bounds` : `array index out of bounds in ${text}`;
    case 'valid-deref':
      return `invalid dereference in ${text}`;
    case 'valid-free':
      return `invalid free in ${c.statement ?? `free(${text})`}`;
    case 'valid-memtrack':
      return 'memory leak: a block not freed that no global object reaches when main returns';
    default:
      return text;
  }
}

/** Finds the operations an edge evaluates that a check covers, innermost first. */
class CheckFinder {
  private readonly ids = new WeakMap<Expr, number>();
  private nextId = 1;
  private readonly int: IntType;
  private readonly llong: IntType;
  private readonly ullong: IntType;

  constructor(
    private readonly enabled: ReadonlySet<CheckName>,
    private readonly ints: IntTypes,
    private readonly fnName: string,
  ) {
    this.int = ints.get('int');
    this.llong = ints.get('llong');
    this.ullong = ints.get('ullong');
  }

  /** A number per expression object, so a condition shared by two edges is one property. */
  idOf(e: Expr): number {
    let id = this.ids.get(e);
    if (id === undefined) this.ids.set(e, (id = this.nextId++));
    return id;
  }

  /** Checks evaluated before `e` runs. */
  before(e: CfaEdge): Check[] {
    const out: Check[] = [];
    if (e.kind === 'assume' && e.check) return out; // a check's own test cannot go wrong
    for (const [role, x] of edgeOperands(e)) {
      if (e.kind === 'call' && role === 'lhs') continue;
      this.walk(x, out, false);
    }
    const freed = e.kind === 'free' ? e.pointer : e.kind === 'alloc' ? e.resized : undefined;
    if (freed && this.enabled.has('memory')) {
      const violated = this.memCheck('free', freed);
      out.push({ at: freed, kind: 'valid-free', violated, statement: e.text });
    }
    if (e.kind === 'return' && this.fnName === 'main' && this.enabled.has('leak')) {
      const violated: MemCheck = { kind: 'MemCheck', check: 'leak', type: this.int, loc: e.loc };
      out.push({ at: violated, kind: 'valid-memtrack', violated });
    }
    return out;
  }

  private memCheck(check: MemCheck['check'], pointer: Expr, accessType?: CType): MemCheck {
    return {
      kind: 'MemCheck',
      check,
      pointer,
      ...(accessType ? { accessType } : {}),
      type: this.int,
      loc: pointer.loc,
    };
  }

  /**
   * `--check memory`: the lvalue `e` is read or written; its address must be valid for its bytes.
   * Lvalues that name a variable, its members, or its array elements at constant indices in range
   * need no check (the variable is alive while its name is in scope).
   */
  private access(e: Expr, out: Check[]): void {
    if (!this.enabled.has('memory') || !mayBeInvalid(e)) return;
    if (e.kind === 'Member' && e.record.fields.find((f) => f.name === e.field)?.bitWidth !== undefined)
      return;
    out.push({ at: e, kind: 'valid-deref', violated: this.memCheck('deref', addrOf(e, e.loc), e.type) });
  }

  /** Checks of what `e` evaluates after it (the target of a call). */
  after(e: CfaEdge): Check[] {
    const out: Check[] = [];
    if (e.kind === 'call' && e.lhs) this.walk(e.lhs, out, false);
    return out;
  }

  /**
   * Post-order walk. `addressOnly`: only the address of `e` is formed (`&a[i]`, a row `a[i]` that
   * decays), so an index may be one past the end; an element reached through `[]` or `*` is accessed.
   */
  private walk(e: Expr, out: Check[], addressOnly: boolean, viaMember = false): void {
    const accessedHere = !addressOnly && !viaMember;
    if (e.kind === 'Index') {
      // an array-typed base (`s->row[i]`, `a[i][j]`) is not read whole: memory checks the element
      const base = accessed(e.base);
      this.walk(base, out, false, base.type.kind === 'array');
      this.walk(e.index, out, false);
      if (this.enabled.has('bounds')) this.bounds(e, addressOnly, out);
      if (accessedHere) this.access(e, out);
      return;
    }
    if (e.kind === 'Deref') {
      this.walk(accessed(e.operand), out, false);
      if (accessedHere) this.access(e, out);
      return;
    }
    if (e.kind === 'Member') {
      // `a[i].f` needs `a[i]` in bounds; for memory only the member's own bytes are accessed
      this.walk(e.base, out, addressOnly, true);
      if (accessedHere) this.access(e, out);
      return;
    }
    const childAddressOnly = e.kind === 'AddrOf' || e.kind === 'Decay';
    for (const c of children(e)) this.walk(c, out, childAddressOnly);
    if (e.kind === 'Binary') this.binary(e, out);
    else if (e.kind === 'Unary') this.unary(e, out);
  }

  private binary(e: Binary, out: Check[]): void {
    const t = e.type;
    if (t.kind !== 'int') return;
    const { op, left, right } = e;
    // Operations whose operand is a constant that rules the failure out get no property.
    const mayBe = (x: Expr, v: bigint): boolean => x.kind !== 'IntConst' || x.value === v;
    const division = op === '/' || op === '%';
    if (division && this.enabled.has('div-by-zero') && right.type.kind === 'int' && mayBe(right, 0n)) {
      out.push({
        at: e,
        kind: 'div-by-zero',
        violated: this.cmp('==', right, intConst(0n, right.type, e.loc)),
      });
    }
    if (!t.signed || !this.enabled.has('overflow')) return;
    if (op === '+' || op === '-' || op === '*') {
      const wide = t.bits <= 32 ? this.llong : t.bits <= 64 ? this.ints.get('int128') : undefined;
      if (!wide) return;
      const exact = binary(op, castTo(left, wide), castTo(right, wide), wide, e.loc);
      const above = this.cmp('>', exact, intConst(maxValue(t), wide, e.loc));
      const below = this.cmp('<', exact, intConst(minValue(t), wide, e.loc));
      out.push({ at: e, kind: 'signed-overflow', violated: binary('|', above, below, this.int, e.loc) });
    } else if (division && mayBe(left, minValue(t)) && mayBe(right, -1n)) {
      // INT_MIN / -1 does not fit (and C11 makes INT_MIN % -1 undefined too).
      const isMin = this.cmp('==', left, intConst(minValue(t), t, e.loc));
      const isMinusOne = this.cmp('==', right, intConst(-1n, t, e.loc));
      out.push({ at: e, kind: 'signed-overflow', violated: binary('&', isMin, isMinusOne, this.int, e.loc) });
    }
  }

  private unary(e: Unary, out: Check[]): void {
    const t = e.type;
    if (e.op !== '-' || t.kind !== 'int' || !t.signed || !this.enabled.has('overflow')) return;
    out.push({
      at: e,
      kind: 'signed-overflow',
      violated: this.cmp('==', e.operand, intConst(minValue(t), t, e.loc)),
    });
  }

  /** `a[i]` with a of array type and known length: 0 <= i < length (<= length if only its address is taken). */
  private bounds(e: Index, addressOnly: boolean, out: Check[]): void {
    const arr = e.base.kind === 'Decay' ? e.base.operand.type : e.base.type;
    const it = e.index.type;
    if (arr.kind !== 'array' || arr.vla || arr.length === undefined || arr.length === 0 || it.kind !== 'int')
      return;
    const limit = BigInt(arr.length) - (addressOnly ? 0n : 1n);
    if (e.index.kind === 'IntConst' && e.index.value >= 0n && e.index.value <= limit) return;
    const wide = it.bits > 64 ? it : it.signed || it.bits < 64 ? this.llong : this.ullong;
    const index = castTo(e.index, wide);
    const tooHigh = this.cmp('>', index, intConst(limit, wide, e.loc));
    const violated = wide.signed
      ? binary('|', this.cmp('<', index, intConst(0n, wide, e.loc)), tooHigh, this.int, e.loc)
      : tooHigh;
    out.push({ at: e, kind: 'array-bounds', violated, addressOnly });
  }

  private cmp(op: '==' | '<' | '>', l: Expr, r: Expr): Expr {
    return binary(op, l, r, this.int, l.loc);
  }
}
