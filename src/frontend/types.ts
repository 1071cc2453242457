// C types of the typed AST: integers with exact width and signedness (resolved for a data model),
// pointers, arrays, records with their layout, functions, and the types we can name but not
// verify (floating point). Qualifiers are dropped except `volatile`, which is kept for later use.

export type IntKind =
  | 'bool'
  | 'char'
  | 'schar'
  | 'uchar'
  | 'short'
  | 'ushort'
  | 'int'
  | 'uint'
  | 'long'
  | 'ulong'
  | 'llong'
  | 'ullong'
  | 'int128'
  | 'uint128';

export interface IntType {
  readonly kind: 'int';
  readonly ik: IntKind;
  /** Width in bits for the data model in force (char 8, short 16, int 32, long 32/64, ...). */
  readonly bits: number;
  readonly signed: boolean;
  /** Set when the type came from an enum (for printing only; the type is its underlying integer). */
  readonly enumTag?: string;
}

export interface VoidType {
  readonly kind: 'void';
}

export interface FloatType {
  readonly kind: 'float';
  readonly fk: 'float' | 'double' | 'ldouble';
}

export interface PointerType {
  readonly kind: 'pointer';
  readonly to: CType;
}

export interface ArrayType {
  readonly kind: 'array';
  readonly of: CType;
  /** Number of elements; undefined for an incomplete array (`int a[]`) or a VLA. */
  readonly length: number | undefined;
  /** True for a variable-length array (size known only at run time). */
  readonly vla?: boolean;
  /**
   * For a VLA: the element count, a reference to a hidden local (`__vla<N>`, type size_t) that the
   * declaration assigns once, as C evaluates the size expression once (C11 6.7.6.2p5).
   */
  readonly lengthExpr?: import('./ast').Expr;
}

export interface Field {
  readonly name: string;
  readonly type: CType;
  /** Byte offset inside the record. */
  readonly offset: number;
  /** For bit-fields: width in bits and bit offset inside the storage unit at `offset`. */
  readonly bitWidth?: number;
  readonly bitOffset?: number;
}

/** A struct or union; shared (by identity) between all types that name it, completed in place. */
export interface RecordDef {
  readonly tag: string;
  readonly isUnion: boolean;
  fields: Field[];
  size: number;
  align: number;
  complete: boolean;
  /** Unique id inside a program, so two anonymous records differ. */
  readonly id: number;
  /** The translation unit that defined it: anonymous records only match across units. */
  readonly unit?: string;
}

export interface RecordType {
  readonly kind: 'record';
  readonly def: RecordDef;
}

export interface FunctionType {
  readonly kind: 'function';
  readonly ret: CType;
  readonly params: readonly CType[];
  readonly variadic: boolean;
  /** False for an old-style declaration `int f()` without a prototype. */
  readonly hasProto: boolean;
}

export type CType = IntType | VoidType | FloatType | PointerType | ArrayType | RecordType | FunctionType;

export const VOID: VoidType = { kind: 'void' };

export function isInteger(t: CType): t is IntType {
  return t.kind === 'int';
}

export function isArithmetic(t: CType): boolean {
  return t.kind === 'int' || t.kind === 'float';
}

export function isScalar(t: CType): boolean {
  return t.kind === 'int' || t.kind === 'float' || t.kind === 'pointer';
}

export function isPointer(t: CType): t is PointerType {
  return t.kind === 'pointer';
}

export function pointerTo(t: CType): PointerType {
  return { kind: 'pointer', to: t };
}

export function arrayOf(t: CType, length: number | undefined): ArrayType {
  return { kind: 'array', of: t, length };
}

/** Structural equality (records by identity), enough for compatibility checks. */
export function sameType(a: CType, b: CType): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'int':
      return a.ik === (b as IntType).ik;
    case 'void':
      return true;
    case 'float':
      return a.fk === (b as FloatType).fk;
    case 'pointer':
      return sameType(a.to, (b as PointerType).to);
    case 'array':
      return a.length === (b as ArrayType).length && sameType(a.of, (b as ArrayType).of);
    case 'record':
      return compatibleRecords(a.def, (b as RecordType).def);
    case 'function': {
      const f = b as FunctionType;
      return (
        sameType(a.ret, f.ret) &&
        a.params.length === f.params.length &&
        a.params.every((p, i) => sameType(p, f.params[i]))
      );
    }
  }
}

/**
 * Records are the same type when they are one definition, or — across translation units — when
 * they have the same tag (or both none) and the same members at the same offsets (C11 6.2.7p1).
 */
export function compatibleRecords(a: RecordDef, b: RecordDef): boolean {
  if (a === b) return true;
  if (a.isUnion !== b.isUnion) return false;
  if (isAnonymous(a) || isAnonymous(b)) {
    if (!isAnonymous(a) || !isAnonymous(b) || a.unit === undefined || a.unit === b.unit) return false;
  } else if (a.tag !== b.tag) return false;
  if (!a.complete || !b.complete) return true; // an incomplete declaration of the same tag
  const key = `${a.id}:${b.id}`;
  if (comparing.has(key)) return true; // recursive types (`struct n { struct n *next; }`): assume equal
  comparing.add(key);
  try {
    return (
      a.size === b.size &&
      a.fields.length === b.fields.length &&
      a.fields.every((f, i) => {
        const g = b.fields[i];
        return (
          f.name === g.name && f.offset === g.offset && f.bitWidth === g.bitWidth && sameType(f.type, g.type)
        );
      })
    );
  } finally {
    comparing.delete(key);
  }
}

const comparing = new Set<string>();

function isAnonymous(r: RecordDef): boolean {
  return r.tag.startsWith('<anonymous');
}

const INT_NAMES: Record<IntKind, string> = {
  bool: '_Bool',
  char: 'char',
  schar: 'signed char',
  uchar: 'unsigned char',
  short: 'short',
  ushort: 'unsigned short',
  int: 'int',
  uint: 'unsigned int',
  long: 'long',
  ulong: 'unsigned long',
  llong: 'long long',
  ullong: 'unsigned long long',
  int128: '__int128',
  uint128: 'unsigned __int128',
};

/** C spelling of a type, for dumps and messages (`int *`, `struct s[4]`, `int (int, char)`). */
export function typeToString(t: CType): string {
  switch (t.kind) {
    case 'int':
      return t.enumTag !== undefined ? `enum ${t.enumTag}` : INT_NAMES[t.ik];
    case 'void':
      return 'void';
    case 'float':
      return t.fk === 'ldouble' ? 'long double' : t.fk;
    case 'pointer':
      return `${typeToString(t.to)} *`;
    case 'array': {
      // Outer dimension first, as C writes it: `int[2][3]` is two arrays of three ints.
      let dims = '';
      let e: CType = t;
      while (e.kind === 'array') {
        dims += `[${e.vla ? '*' : (e.length ?? '')}]`;
        e = e.of;
      }
      return `${typeToString(e)}${dims}`;
    }
    case 'record':
      return `${t.def.isUnion ? 'union' : 'struct'} ${t.def.tag}`;
    case 'function': {
      const ps = t.params.map(typeToString);
      if (t.variadic) ps.push('...');
      if (ps.length === 0 && t.hasProto) ps.push('void');
      return `${typeToString(t.ret)} (${ps.join(', ')})`;
    }
  }
}
