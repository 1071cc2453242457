// Data models (ILP32, LP64): the width of every integer kind, pointer size, and the alignment
// rules that struct layout and `sizeof` use. One DataModel value is threaded through sema.

import type { CType, IntKind, IntType } from './types';

export type DataModelName = 'ILP32' | 'LP64';

export interface DataModel {
  readonly name: DataModelName;
  readonly pointerBytes: number;
  readonly intBits: Readonly<Record<IntKind, number>>;
  /** Alignment in bytes of long long / double inside structs (4 on i386 System V, 8 on LP64). */
  readonly int64Align: number;
  readonly doubleAlign: number;
  readonly longDoubleBytes: number;
  readonly longDoubleAlign: number;
}

const COMMON = { bool: 8, char: 8, schar: 8, uchar: 8, short: 16, ushort: 16, int: 32, uint: 32 };

export const ILP32: DataModel = {
  name: 'ILP32',
  pointerBytes: 4,
  intBits: { ...COMMON, long: 32, ulong: 32, llong: 64, ullong: 64, int128: 128, uint128: 128 },
  int64Align: 4,
  doubleAlign: 4,
  longDoubleBytes: 12,
  longDoubleAlign: 4,
};

export const LP64: DataModel = {
  name: 'LP64',
  pointerBytes: 8,
  intBits: { ...COMMON, long: 64, ulong: 64, llong: 64, ullong: 64, int128: 128, uint128: 128 },
  int64Align: 8,
  doubleAlign: 8,
  longDoubleBytes: 16,
  longDoubleAlign: 16,
};

export function dataModelByName(name: string): DataModel | undefined {
  const n = name.toUpperCase();
  return n === 'ILP32' ? ILP32 : n === 'LP64' ? LP64 : undefined;
}

const SIGNED: Readonly<Record<IntKind, boolean>> = {
  bool: false,
  char: true, // plain char is signed on x86 (gcc's default)
  schar: true,
  uchar: false,
  short: true,
  ushort: false,
  int: true,
  uint: false,
  long: true,
  ulong: false,
  llong: true,
  ullong: false,
  int128: true,
  uint128: false,
};

/** Integer types of one data model, built once and shared. */
export class IntTypes {
  private readonly cache = new Map<IntKind, IntType>();
  constructor(readonly model: DataModel) {}

  get(ik: IntKind): IntType {
    let t = this.cache.get(ik);
    if (!t) {
      t = { kind: 'int', ik, bits: this.model.intBits[ik], signed: SIGNED[ik] };
      this.cache.set(ik, t);
    }
    return t;
  }

  /** `size_t` (unsigned int on ILP32, unsigned long on LP64). */
  sizeT(): IntType {
    return this.get(this.model.name === 'ILP32' ? 'uint' : 'ulong');
  }

  /** `ptrdiff_t` (int on ILP32, long on LP64). */
  ptrdiffT(): IntType {
    return this.get(this.model.name === 'ILP32' ? 'int' : 'long');
  }
}

export function isSignedKind(ik: IntKind): boolean {
  return SIGNED[ik];
}

/** Size in bytes; undefined for incomplete types, functions and void (gcc says 1, we refuse). */
export function sizeOf(t: CType, m: DataModel): number | undefined {
  switch (t.kind) {
    case 'int':
      return m.intBits[t.ik] / 8;
    case 'float':
      return t.fk === 'float' ? 4 : t.fk === 'double' ? 8 : m.longDoubleBytes;
    case 'pointer':
      return m.pointerBytes;
    case 'array': {
      if (t.length === undefined) return undefined;
      const e = sizeOf(t.of, m);
      return e === undefined ? undefined : e * t.length;
    }
    case 'record':
      return t.def.complete ? t.def.size : undefined;
    case 'void':
    case 'function':
      return undefined;
  }
}

/** Alignment in bytes inside a struct, following the System V ABIs for i386 and x86-64. */
export function alignOf(t: CType, m: DataModel): number {
  switch (t.kind) {
    case 'int': {
      const bytes = m.intBits[t.ik] / 8;
      return bytes === 8 ? m.int64Align : bytes;
    }
    case 'float':
      return t.fk === 'float' ? 4 : t.fk === 'double' ? m.doubleAlign : m.longDoubleAlign;
    case 'pointer':
      return m.pointerBytes;
    case 'array':
      return alignOf(t.of, m);
    case 'record':
      return t.def.align;
    case 'void':
    case 'function':
      return 1;
  }
}
