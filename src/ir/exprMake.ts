// Small constructors for the typed-AST expressions the CFA builder synthesises (temporaries,
// constants, casts, comparisons, element access), keeping the types exactly as C would give them.

import type { Binary, BinaryOp, Expr, IntConst, VarRef, VarSymbol } from '../frontend/ast';
import type { SourceLoc } from '../frontend/diagnostics';
import type { CType, IntType, RecordDef } from '../frontend/types';
import { VOID, pointerTo, sameType } from '../frontend/types';
import { wrapToType } from '../frontend/conversions';

export function varRef(v: VarSymbol, loc: SourceLoc = v.loc): VarRef {
  return { kind: 'VarRef', symbol: v, type: v.type, loc };
}

export function intConst(value: bigint, type: IntType, loc: SourceLoc): IntConst {
  return { kind: 'IntConst', value: wrapToType(value, type), type, loc };
}

/** Same representation: integers of the same kind (enums are their integer), pointers, same record. */
export function sameRepr(a: CType, b: CType): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'int' && b.kind === 'int') return a.ik === b.ik;
  if (a.kind === 'record' && b.kind === 'record') return a.def === b.def;
  if (a.kind === 'float' && b.kind === 'float') return a.fk === b.fk;
  return a.kind === 'pointer' || a.kind === 'void';
}

/** `e` converted to `to` with an implicit cast, unless it already has that type. */
export function castTo(e: Expr, to: CType): Expr {
  const same = e.type.kind === 'int' && to.kind === 'int' ? e.type.ik === to.ik : sameType(e.type, to);
  if (same) return e;
  return { kind: 'Cast', type: to, operand: e, implicit: true, loc: e.loc };
}

export function binary(op: BinaryOp, left: Expr, right: Expr, type: CType, loc: SourceLoc): Binary {
  return { kind: 'Binary', op, left, right, type, loc };
}

export function addrOf(e: Expr, loc: SourceLoc = e.loc): Expr {
  return { kind: 'AddrOf', operand: e, type: pointerTo(e.type), loc };
}

export function deref(p: Expr, loc: SourceLoc = p.loc): Expr {
  if (p.type.kind !== 'pointer') throw new Error('internal: deref of a non-pointer');
  return { kind: 'Deref', operand: p, type: p.type.to, loc };
}

export function indexOf(base: Expr, index: number, intType: IntType, loc: SourceLoc): Expr {
  if (base.type.kind !== 'array') throw new Error('internal: element of a non-array');
  return { kind: 'Index', base, index: intConst(BigInt(index), intType, loc), type: base.type.of, loc };
}

export function memberOf(base: Expr, record: RecordDef, field: number, loc: SourceLoc): Expr {
  const f = record.fields[field];
  return { kind: 'Member', base, field: f.name, record, type: f.type, loc };
}

/** The value of an expression of type void (never put on an edge); a zero for misdeclared built-ins. */
export function voidValue(type: CType, loc: SourceLoc): Expr {
  if (type.kind === 'int') return intConst(0n, type, loc);
  return {
    kind: 'Cast',
    type: VOID,
    operand: { kind: 'IntConst', value: 0n, type: INT32, loc },
    implicit: true,
    loc,
  };
}

const INT32: IntType = { kind: 'int', ik: 'int', bits: 32, signed: true };
