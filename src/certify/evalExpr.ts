// Evaluation of the pure expressions on CFA edges: exact integer arithmetic (conversions to a
// signed type wrap: implementation-defined), pointer arithmetic in bytes scaled by the element
// size, lvalues down to bit-fields, loads and stores through Memory, and the undefined behaviour of
// operators (signed overflow, division by zero, INT_MIN / -1, bad shifts, foreign pointers).

import type { Binary, Expr, FunctionSymbol, MemCheck, StringLit, Unary, VarSymbol } from '../frontend/ast';
import type { DataModel } from '../frontend/dataModel';
import { sizeOf } from '../frontend/dataModel';
import type { SourceLoc } from '../frontend/diagnostics';
import type { CType, IntType } from '../frontend/types';
import { sameType, typeToString } from '../frontend/types';
import { maxValue, minValue, wrapToType } from '../frontend/conversions';
import { exprToC } from '../ir/exprToC';
import { Stop, type UbCategory } from './execution';
import type { MemObject, Memory, Value } from './memory';
import { FloatBits, Ptr, Snapshot } from './memory';

/** Where variables live: the current frame's locals, or the globals. */
export interface Scope {
  object(sym: VarSymbol): MemObject;
}

/** Services of the interpreter that evaluation needs. */
export interface Runtime {
  readonly mem: Memory;
  readonly model: DataModel;
  stringObject(lit: StringLit): MemObject;
  functionObject(sym: FunctionSymbol): MemObject;
}

/** A designated object: its address and type; for bit-fields the bits inside the storage unit. */
export interface LValue {
  readonly ptr: Ptr;
  readonly type: CType;
  readonly field?: { readonly bitOffset: number; readonly width: number; readonly signed: boolean };
}

const ub = (what: string, loc: SourceLoc, category?: UbCategory): Stop =>
  new Stop('undefined-behavior', what, loc, category);
/** The expression as the program spells it, for messages that must not depend on values. */
const spelled = (e: Expr): string => exprToC(e, { implicitCasts: false, names: 'source' });
const unsupported = (what: string, loc?: SourceLoc): Stop => new Stop('unsupported', what, loc);

/** `p` moved by `bytes`, modulo the address width as the machine computes it. */
export function offsetPtr(p: Ptr, bytes: bigint, pointerBits: number): Ptr {
  if (bytes === 0n) return p;
  const off = p.off + bytes;
  return new Ptr(p.obj, p.obj ? BigInt.asIntN(pointerBits, off) : BigInt.asUintN(pointerBits, off));
}

export class Evaluator {
  /** Location of the expression being evaluated, for memory errors (which carry none). */
  loc: SourceLoc | undefined;

  constructor(private readonly rt: Runtime) {}

  private get mem(): Memory {
    return this.rt.mem;
  }

  /** Size of a type at run time (VLAs: their length expression's current value). */
  sizeOf(t: CType, s: Scope): number {
    if (t.kind === 'array' && (t.vla || t.length === undefined)) {
      if (!t.lengthExpr) throw unsupported(`object of incomplete type ${typeToString(t)}`, this.loc);
      return Number(this.int(this.eval(t.lengthExpr, s))) * this.sizeOf(t.of, s);
    }
    if (t.kind === 'array') return (t.length as number) * this.sizeOf(t.of, s);
    const n = sizeOf(t, this.rt.model);
    if (n === undefined) throw unsupported(`object of incomplete type ${typeToString(t)}`, this.loc);
    return n;
  }

  /** Element size for pointer arithmetic (GNU C: void and functions count as 1). */
  private elementSize(t: CType, s: Scope): number {
    return t.kind === 'void' || t.kind === 'function' ? 1 : this.sizeOf(t, s);
  }

  move(p: Ptr, bytes: bigint): Ptr {
    return offsetPtr(p, bytes, this.rt.model.pointerBytes * 8);
  }

  private int(v: Value | undefined): bigint {
    if (typeof v !== 'bigint') throw unsupported('a non-integer value where an integer is needed', this.loc);
    return v;
  }

  private ptr(v: Value | undefined): Ptr {
    if (!(v instanceof Ptr)) throw unsupported('a non-pointer value where a pointer is needed', this.loc);
    return v;
  }

  lvalue(e: Expr, s: Scope): LValue {
    switch (e.kind) {
      case 'VarRef':
        return { ptr: new Ptr(s.object(e.symbol), 0n), type: e.type };
      case 'StringLit':
        return { ptr: new Ptr(this.rt.stringObject(e), 0n), type: e.type };
      case 'Deref':
        return { ptr: this.ptr(this.eval(e.operand, s)), type: e.type };
      case 'Index': {
        const base =
          e.base.type.kind === 'array' ? this.lvalue(e.base, s).ptr : this.ptr(this.eval(e.base, s));
        const i = this.int(this.eval(e.index, s));
        return { ptr: this.move(base, i * BigInt(this.elementSize(e.type, s))), type: e.type };
      }
      case 'Member': {
        const base = this.lvalue(e.base, s);
        const f = e.record.fields.find(
          (x) => x.name === e.field && (x.name !== '' || x.type === e.type || sameType(x.type, e.type)),
        );
        if (!f) throw unsupported(`member ${e.field} of ${typeToString(e.base.type)}`, e.loc);
        const ptr = this.move(base.ptr, BigInt(f.offset));
        if (f.bitWidth === undefined) return { ptr, type: e.type };
        const signed = f.type.kind === 'int' && f.type.signed;
        return { ptr, type: e.type, field: { bitOffset: f.bitOffset ?? 0, width: f.bitWidth, signed } };
      }
      default:
        throw unsupported(`${e.kind} expression used as an lvalue`, e.loc);
    }
  }

  load(lv: LValue, s: Scope): Value {
    const t = lv.type;
    switch (t.kind) {
      case 'int': {
        if (lv.field) {
          const v = this.mem.readField(lv.ptr, lv.field.bitOffset, lv.field.width, lv.field.signed);
          return t.ik === 'bool' ? (v !== 0n ? 1n : 0n) : v;
        }
        const raw = this.mem.readBits(lv.ptr, t.bits / 8);
        if (t.ik === 'bool') return raw !== 0n ? 1n : 0n;
        return t.signed ? BigInt.asIntN(t.bits, raw) : raw;
      }
      case 'pointer':
        return this.mem.readPointer(lv.ptr);
      case 'float': {
        const n = this.sizeOf(t, s);
        return new FloatBits(this.mem.readBits(lv.ptr, n), n * 8);
      }
      case 'record':
        return this.mem.snapshot(lv.ptr, this.sizeOf(t, s));
      case 'array':
        return lv.ptr; // an array used as a value is its first element's address
      default:
        throw unsupported(`reading an object of type ${typeToString(t)}`, this.loc);
    }
  }

  store(lv: LValue, v: Value, s: Scope): void {
    const t = lv.type;
    if (t.kind === 'int') {
      const n = this.int(v);
      if (lv.field) this.mem.writeField(lv.ptr, lv.field.bitOffset, lv.field.width, wrapToType(n, t));
      else this.mem.writeBits(lv.ptr, t.bits / 8, n);
    } else if (t.kind === 'pointer') this.mem.writePointer(lv.ptr, this.ptr(v));
    else if (t.kind === 'float' && v instanceof FloatBits) this.mem.writeBits(lv.ptr, v.width / 8, v.bits);
    else if (t.kind === 'record' && v instanceof Snapshot && v.bytes.length === this.sizeOf(t, s)) {
      this.mem.restore(lv.ptr, v);
    } else throw unsupported(`storing into an object of type ${typeToString(t)}`, this.loc);
  }

  /** Is `v` non-zero (non-null)? */
  truthy(v: Value | undefined): boolean {
    if (typeof v === 'bigint') return v !== 0n;
    if (v instanceof Ptr) return !v.isNull;
    if (v instanceof FloatBits) return (v.bits & ~(1n << BigInt(v.width - 1))) !== 0n;
    throw unsupported('a record or void value as a condition', this.loc);
  }

  eval(e: Expr, s: Scope): Value | undefined {
    switch (e.kind) {
      case 'IntConst':
        return e.value;
      case 'VarRef':
      case 'Index':
      case 'Member':
      case 'Deref':
      case 'StringLit': {
        const lv = this.lvalue(e, s);
        this.loc = e.loc;
        return this.load(lv, s);
      }
      case 'FuncRef':
        return new Ptr(this.rt.functionObject(e.symbol), 0n);
      case 'AddrOf':
        if (e.operand.kind === 'FuncRef') return new Ptr(this.rt.functionObject(e.operand.symbol), 0n);
        return this.lvalue(e.operand, s).ptr;
      case 'Decay':
        return this.lvalue(e.operand, s).ptr;
      case 'Cast':
        return this.convert(this.eval(e.operand, s), e.type, e.loc);
      case 'Unary':
        return this.unary(e, s);
      case 'Binary':
        return this.binary(e, s);
      case 'MemCheck':
        return this.memCheck(e, s) ? 1n : 0n;
      default:
        throw unsupported(`a ${e.kind} expression on a CFA edge`, e.loc);
    }
  }

  /** Does the memory-safety test `e` fail (src/ir/checks.ts)? Inner accesses were tested before it. */
  private memCheck(e: MemCheck, s: Scope): boolean {
    if (e.check === 'leak') return this.rt.mem.leaked() !== undefined;
    const p = this.eval(e.pointer as Expr, s);
    if (!(p instanceof Ptr)) throw unsupported('a memory check of a non-pointer', e.loc);
    if (e.check === 'free') return this.rt.mem.invalidFree(p) !== undefined;
    return this.rt.mem.invalidAccess(p, this.sizeOf(e.accessType as CType, s)) !== undefined;
  }

  /** `v` converted to type `to` (C11 6.3; integer to pointer finds the object at that address). */
  convert(v: Value | undefined, to: CType, loc: SourceLoc): Value | undefined {
    if (to.kind === 'void') return undefined;
    if (to.kind === 'int') {
      if (typeof v === 'bigint') return wrapToType(v, to);
      if (v instanceof Ptr) {
        if (to.ik === 'bool') return v.isNull ? 0n : 1n;
        if (v.obj) this.mem.addressDependent = true;
        return wrapToType(this.mem.addressOf(v), to);
      }
      throw unsupported('floating point', loc);
    }
    if (to.kind === 'pointer') {
      if (typeof v === 'bigint') return this.mem.fromAddress(v);
      if (v instanceof Ptr) return v;
      throw unsupported(`conversion to ${typeToString(to)}`, loc);
    }
    if (to.kind === 'float' && v instanceof FloatBits && v.width === (sizeOf(to, this.rt.model) ?? 0) * 8)
      return v;
    if (to.kind === 'record' && v instanceof Snapshot) return v;
    if (to.kind === 'float' || v instanceof FloatBits) throw unsupported('floating point', loc);
    throw unsupported(`conversion to ${typeToString(to)}`, loc);
  }

  /** Exact result `r` of `e` wrapped to `t`; a signed result out of range is undefined behaviour. */
  private wrap(r: bigint, t: IntType, e: Expr): bigint {
    const w = wrapToType(r, t);
    if (t.signed && w !== r) throw ub(`signed overflow in ${spelled(e)}`, e.loc, 'signed-overflow');
    return w;
  }

  private unary(e: Unary, s: Scope): bigint {
    const v = this.eval(e.operand, s);
    if (e.op === '!') return this.truthy(v) ? 0n : 1n;
    const t = e.type as IntType;
    const n = this.int(v);
    return e.op === '-' ? this.wrap(-n, t, e) : wrapToType(~n, t);
  }

  private binary(e: Binary, s: Scope): Value {
    const l = this.eval(e.left, s);
    const r = this.eval(e.right, s);
    if (l instanceof Ptr || r instanceof Ptr) return this.pointerBinary(e, l, r, s);
    const a = this.int(l);
    const b = this.int(r);
    const loc = e.loc;
    const bool = (x: boolean): bigint => (x ? 1n : 0n);
    switch (e.op) {
      case '<':
        return bool(a < b);
      case '<=':
        return bool(a <= b);
      case '>':
        return bool(a > b);
      case '>=':
        return bool(a >= b);
      case '==':
        return bool(a === b);
      case '!=':
        return bool(a !== b);
      default:
        break;
    }
    if (e.type.kind !== 'int') throw unsupported(`operator ${e.op} on ${typeToString(e.type)}`, loc);
    const t = e.type;
    switch (e.op) {
      case '+':
        return this.wrap(a + b, t, e);
      case '-':
        return this.wrap(a - b, t, e);
      case '*':
        return this.wrap(a * b, t, e);
      case '/':
      case '%': {
        const what = e.op === '/' ? 'division' : 'remainder';
        if (b === 0n) throw ub(`${what} by zero in ${spelled(e)}`, loc, 'div-by-zero');
        if (t.signed && b === -1n && a === minValue(t)) {
          throw ub(`signed overflow in ${spelled(e)} (${what} of the minimum by -1)`, loc, 'signed-overflow');
        }
        return wrapToType(e.op === '/' ? a / b : a % b, t);
      }
      case '<<':
      case '>>':
        // C11 6.5.7: a negative count or one not below the width; a negative left operand of <<, or
        // a result not representable in the (signed) type, as gcc's -fsanitize=shift says.
        if (b < 0n || b >= BigInt(t.bits))
          throw ub(
            `shift count out of range in ${spelled(e)} (negative or not below ${t.bits})`,
            loc,
            'shift',
          );
        if (e.op === '>>') return wrapToType(a >> b, t);
        if (t.signed && a < 0n) throw ub(`left shift of a negative value in ${spelled(e)}`, loc, 'shift');
        if (t.signed && a << b > maxValue(t))
          throw ub(`left shift past the sign bit in ${spelled(e)}`, loc, 'shift');
        return wrapToType(a << b, t);
      case '&':
        return wrapToType(a & b, t);
      case '|':
        return wrapToType(a | b, t);
      case '^':
        return wrapToType(a ^ b, t);
    }
  }

  private pointerBinary(e: Binary, l: Value | undefined, r: Value | undefined, s: Scope): Value {
    const loc = e.loc;
    if (e.type.kind === 'pointer' && (e.op === '+' || e.op === '-')) {
      const p = this.ptr(l);
      const n = this.int(r);
      const bytes = n * BigInt(this.elementSize(e.type.to, s));
      return this.move(p, e.op === '+' ? bytes : -bytes);
    }
    const a = this.ptr(l);
    const b = this.ptr(r);
    const sameObject = a.obj === b.obj;
    if (e.op === '==' || e.op === '!=') {
      const dead = (p: Ptr): boolean => p.obj !== null && !p.obj.alive;
      const bare = (p: Ptr): boolean => p.obj === null && !p.isNull;
      if (!sameObject && (dead(a) || dead(b) || bare(a) !== bare(b))) this.mem.addressDependent = true;
      const eq = sameObject
        ? a.off === b.off
        : this.mem.addressOf(a) === this.mem.addressOf(b) && (!a.obj || !b.obj);
      return (e.op === '==') === eq ? 1n : 0n;
    }
    if (!sameObject) {
      throw ub(
        `${e.op === '-' ? 'subtraction' : 'relational comparison'} of pointers into different objects`,
        loc,
      );
    }
    switch (e.op) {
      case '-': {
        if (e.left.type.kind !== 'pointer' || e.type.kind !== 'int') break;
        const size = BigInt(this.elementSize(e.left.type.to, s));
        return wrapToType((a.off - b.off) / size, e.type);
      }
      case '<':
        return a.off < b.off ? 1n : 0n;
      case '<=':
        return a.off <= b.off ? 1n : 0n;
      case '>':
        return a.off > b.off ? 1n : 0n;
      case '>=':
        return a.off >= b.off ? 1n : 0n;
      default:
        break;
    }
    throw unsupported(`operator ${e.op} on pointers`, loc);
  }
}
