// Lowers expressions with side effects into CFA edges so that what remains is pure: operands are
// evaluated left to right into temporaries where needed, && / || / ?: become branches, and
// assignments, ++/-- and calls become edges. Four entry points: value, effect, cond, into.

import type { CompoundAssign, Expr, IncDec, Initializer, VarSymbol } from '../frontend/ast';
import type { SourceLoc } from '../frontend/diagnostics';
import type { CType } from '../frontend/types';
import { Conversions } from '../frontend/conversions';
import type { CfaEmitter, Lazy } from './builderCore';
import {
  addrOf,
  binary,
  castTo,
  deref,
  indexOf,
  intConst,
  memberOf,
  sameRepr,
  varRef,
  voidValue,
} from './exprMake';
import { hasSideEffects, isEdgePure, mayInterfere } from './pure';
import { exprToC } from './exprToC';
import { lowerCall } from './callLowering';

/** A branch target; undefined means "this outcome is impossible" (no edge). */
export type Target = Lazy | undefined;

interface Operand {
  readonly e: Expr;
  /** Used as an lvalue (array base of an index): snapshots keep its address, not its value. */
  readonly lv?: boolean;
}

export class ExprLowerer {
  readonly conv: Conversions;
  constructor(readonly em: CfaEmitter) {
    this.conv = new Conversions(em.ints);
  }

  /** Evaluates `e`, returning a pure expression with the same value (or designating the same object). */
  value(e: Expr): Expr {
    if (isEdgePure(e)) return e;
    if (e.type.kind === 'void') {
      this.effect(e);
      return voidValue(e.type, e.loc);
    }
    switch (e.kind) {
      case 'Unary':
      case 'Cast':
      case 'Deref':
        return { ...e, operand: this.value(e.operand) };
      case 'AddrOf':
      case 'Decay':
        return { ...e, operand: this.value(e.operand) };
      case 'Binary': {
        const [left, right] = this.seq([{ e: e.left }, { e: e.right }]);
        return { ...e, left, right };
      }
      case 'Index': {
        const [base, index] = this.seq([{ e: e.base, lv: e.base.type.kind === 'array' }, { e: e.index }]);
        return { ...e, base, index };
      }
      case 'Member':
        return { ...e, base: this.value(e.base) };
      case 'Logical':
      case 'Conditional': {
        const t = this.em.newTemp(e.type, e.loc);
        this.into(t, e);
        return t;
      }
      case 'Assign': {
        const lv = this.value(e.target);
        this.into(lv, e.value);
        return lv;
      }
      case 'CompoundAssign':
        return this.compound(e);
      case 'IncDec':
        return this.incDec(e, true);
      case 'Call':
        return lowerCall(this, e, { kind: 'value' });
      case 'Comma':
        this.effect(e.left);
        return this.value(e.right);
      case 'CompoundLiteral':
        // the hidden local comes into being, initialised, each time the literal is evaluated
        this.declare(e.symbol, e.init, e.loc);
        return varRef(e.symbol, e.loc);
      case 'Unsupported':
        this.em.step({ kind: 'unsupported', feature: e.feature, loc: e.loc });
        return this.em.newTemp(e.type, e.loc);
      default:
        return e;
    }
  }

  /** `T v [= init]`: a decl edge (zero-filled for brace initializers), then one assignment per given element. */
  declare(v: VarSymbol, init: Initializer | undefined, loc: SourceLoc, vlaLength?: Expr): void {
    this.em.step({ kind: 'decl', variable: v, zeroInit: init?.kind === 'aggregate', vlaLength });
    if (init) this.initialize(v, varRef(v, loc), init);
  }

  private initialize(v: VarSymbol, lv: Expr, init: Initializer): void {
    if (init.kind === 'scalar') {
      this.into(lv, init.expr);
      return;
    }
    const int = this.em.ints.get('int');
    const t = lv.type;
    for (const [key, sub] of init.elements) {
      if (t.kind === 'array') this.initialize(v, indexOf(lv, key, int, lv.loc), sub);
      else if (t.kind === 'record' && key < t.def.fields.length)
        this.initialize(v, memberOf(lv, t.def, key, lv.loc), sub);
      else this.em.step({ kind: 'unsupported', feature: `initializer for ${v.name}` });
    }
  }

  /** Evaluates operands left to right; an earlier result that a later operand's side effects may change is saved first. */
  seq(ops: readonly Operand[]): Expr[] {
    const out: Expr[] = [];
    ops.forEach((op, i) => {
      if (hasSideEffects(op.e)) {
        for (let j = 0; j < i; j++) {
          if (mayInterfere(out[j], op.e, ops[j].lv)) out[j] = this.snapshot(out[j], ops[j].lv === true);
        }
      }
      out.push(this.value(op.e));
    });
    return out;
  }

  private snapshot(p: Expr, asLvalue: boolean): Expr {
    const loc = p.loc;
    if (asLvalue) {
      const a = addrOf(p, loc);
      const t = this.em.newTemp(a.type, loc);
      this.em.step({ kind: 'assign', lhs: t, rhs: a, loc });
      return deref(t, loc);
    }
    const t = this.em.newTemp(p.type, loc);
    this.em.step({ kind: 'assign', lhs: t, rhs: p, loc });
    return t;
  }

  /** Evaluates `e` for its side effects only. */
  effect(e: Expr): void {
    if (!hasSideEffects(e)) return;
    switch (e.kind) {
      case 'Assign':
        this.into(this.value(e.target), e.value);
        return;
      case 'CompoundAssign':
        this.compound(e);
        return;
      case 'IncDec':
        this.incDec(e, false);
        return;
      case 'Call':
        lowerCall(this, e, { kind: 'discard' });
        return;
      case 'Comma':
        this.effect(e.left);
        this.effect(e.right);
        return;
      case 'Logical': {
        if (!hasSideEffects(e.right)) return this.effect(e.left);
        const mid = this.em.lazy();
        const join = this.em.lazy();
        if (e.op === '&&') this.cond(e.left, mid, join);
        else this.cond(e.left, join, mid);
        this.continueAt(mid);
        if (this.em.cur) {
          this.effect(e.right);
          this.em.fallInto(join.get());
        }
        this.continueAt(join);
        return;
      }
      case 'Conditional': {
        if (!hasSideEffects(e.then) && !hasSideEffects(e.else)) return this.effect(e.cond);
        this.branch(
          e.cond,
          () => this.effect(e.then),
          () => this.effect(e.else),
        );
        return;
      }
      case 'Unsupported':
        this.em.step({ kind: 'unsupported', feature: e.feature, loc: e.loc });
        return;
      case 'Unary':
      case 'Cast':
      case 'Deref':
      case 'AddrOf':
      case 'Decay':
        return this.effect(e.operand);
      case 'Binary':
        this.effect(e.left);
        return this.effect(e.right);
      case 'Index':
        this.effect(e.base);
        return this.effect(e.index);
      case 'Member':
        return this.effect(e.base);
      case 'CompoundLiteral':
        this.value(e);
        return;
      default:
        return;
    }
  }

  /** Makes the lazy node current if some edge reaches it; otherwise the code that follows is unreachable. */
  private continueAt(l: Lazy): void {
    this.em.cur = l.node;
  }

  /** if-then-else on `c` inside an expression: each arm runs from its own node, both join after. */
  private branch(c: Expr, thenArm: () => void, elseArm: () => void): void {
    const t = this.em.lazy();
    const f = this.em.lazy();
    const join = this.em.lazy();
    this.cond(c, t, f);
    for (const [target, arm] of [
      [t, thenArm],
      [f, elseArm],
    ] as const) {
      this.continueAt(target);
      if (!this.em.cur) continue;
      arm();
      if (this.em.cur) this.em.fallInto(join.get());
    }
    this.continueAt(join);
  }

  /**
   * Branches on `e` ≠ 0: edges from the current node to `t` (true) and `f` (false); afterwards
   * nothing is current. && / || / ! / ?: / comma become control flow, so no temporaries are needed.
   */
  cond(e: Expr, t: Target, f: Target): void {
    switch (e.kind) {
      case 'Logical': {
        const mid = this.em.lazy();
        if (e.op === '&&') this.cond(e.left, mid, f);
        else this.cond(e.left, t, mid);
        this.continueAt(mid);
        if (this.em.cur) this.cond(e.right, t, f);
        return;
      }
      case 'Unary':
        if (e.op === '!') return this.cond(e.operand, f, t);
        break;
      case 'Conditional': {
        const m1 = this.em.lazy();
        const m2 = this.em.lazy();
        this.cond(e.cond, m1, m2);
        for (const [m, arm] of [
          [m1, e.then],
          [m2, e.else],
        ] as const) {
          this.continueAt(m);
          if (this.em.cur) this.cond(arm, t, f);
        }
        this.em.cur = undefined;
        return;
      }
      case 'Comma':
        this.effect(e.left);
        return this.cond(e.right, t, f);
      case 'Cast':
        if (keepsZeroness(e.operand.type, e.type)) return this.cond(e.operand, t, f);
        break;
      default:
        break;
    }
    const v = this.value(e);
    this.assume(v, t, f, exprToC(e, { implicitCasts: false, names: 'source' }), e.loc);
  }

  /** Assume edges on a pure condition; a constant condition becomes a blank edge to the only possible target. */
  assume(v: Expr, t: Target, f: Target, text: string, loc: Expr['loc']): void {
    const from = this.em.here();
    this.em.cur = undefined;
    if (v.kind === 'IntConst') {
      const target = v.value !== 0n ? t : f;
      if (target) this.em.addEdge(from, target.get(), { kind: 'blank', text, loc });
      return;
    }
    if (t) this.em.addEdge(from, t.get(), { kind: 'assume', cond: v, truth: true, text, loc });
    if (f) this.em.addEdge(from, f.get(), { kind: 'assume', cond: v, truth: false, text, loc });
  }

  /** `target = e` where `target` is a pure lvalue; calls, nondet, && / || and ?: write it directly. */
  into(target: Expr, e: Expr): void {
    if (!isEdgePure(e) && sameRepr(e.type, target.type)) {
      switch (e.kind) {
        case 'Call':
          lowerCall(this, e, { kind: 'into', target });
          return;
        case 'Logical':
          if (target.type.kind === 'int') {
            const tt = target.type;
            this.branch(
              e,
              () => this.em.step({ kind: 'assign', lhs: target, rhs: intConst(1n, tt, e.loc), loc: e.loc }),
              () => this.em.step({ kind: 'assign', lhs: target, rhs: intConst(0n, tt, e.loc), loc: e.loc }),
            );
            return;
          }
          break;
        case 'Conditional':
          this.branch(
            e.cond,
            () => this.into(target, e.then),
            () => this.into(target, e.else),
          );
          return;
        case 'Comma':
          this.effect(e.left);
          return this.into(target, e.right);
        default:
          break;
      }
    }
    const v = this.value(e);
    this.em.step({ kind: 'assign', lhs: target, rhs: v });
  }

  /** `lv op= v` as `lv = (T)((C)lv op v)`; the target's address is evaluated once. Returns the new value. */
  private compound(e: CompoundAssign): Expr {
    const lv = this.value(e.target);
    const rhs = this.value(e.value);
    const c = e.computeType;
    const result = binary(e.op, castTo(lv, c), rhs, c, e.loc);
    this.em.step({ kind: 'assign', lhs: lv, rhs: castTo(result, e.target.type), loc: e.loc });
    return lv;
  }

  /** `++lv` / `lv--`: the old value goes to a temporary only for a postfix whose value is used. */
  private incDec(e: IncDec, wantValue: boolean): Expr {
    const lv = this.value(e.target);
    const t = e.target.type;
    let old = lv;
    if (wantValue && !e.prefix) {
      old = this.em.newTemp(t, e.loc);
      this.em.step({ kind: 'assign', lhs: old, rhs: lv, loc: e.loc });
    }
    this.em.step({ kind: 'assign', lhs: lv, rhs: this.stepped(old, e.delta, t, e), loc: e.loc });
    return e.prefix ? lv : old;
  }

  /** `x ± 1` computed in the promoted type and converted back to `t` (pointers step by one element). */
  private stepped(x: Expr, delta: 1 | -1, t: CType, e: IncDec): Expr {
    const op = delta > 0 ? '+' : '-';
    const int = this.em.ints.get('int');
    if (t.kind === 'pointer') return binary(op, x, intConst(1n, int, e.loc), t, e.loc);
    const p = this.conv.promote(t);
    const one = p.kind === 'int' ? intConst(1n, p, e.loc) : castTo(intConst(1n, int, e.loc), p);
    return castTo(binary(op, castTo(x, p), one, p, e.loc), t);
  }
}

/** Does converting from `from` to `to` keep "is zero" for every value? (Widening integers, to _Bool, pointer to pointer.) */
function keepsZeroness(from: CType, to: CType): boolean {
  if (to.kind === 'int' && to.ik === 'bool') return from.kind === 'int' || from.kind === 'pointer';
  if (to.kind === 'int' && from.kind === 'int') return to.bits >= from.bits;
  return to.kind === 'pointer' && from.kind === 'pointer';
}
