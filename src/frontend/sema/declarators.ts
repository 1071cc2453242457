// Declaration specifiers and declarators: from `unsigned long`, `struct s`, `T *(*f)[3]` and
// friends to CTypes. Also defines struct/union/enum types as they are declared, and resolves
// the typedef names of the scope (including the builtin ones tree-sitter calls type_identifier).

import type { CstNode } from '../syntax';
import { fieldChild, fieldChildren, namedChildren } from '../syntax';
import { enumSpecifier, packAfterBody, recordSpecifier } from './records';
import type { CType, FunctionType, IntKind } from '../types';
import type { Expr } from '../ast';
import { VOID, arrayOf, pointerTo, typeToString } from '../types';
import { alignOf, sizeOf } from '../dataModel';
import type { SemaContext } from './context';
import { SemaAbort } from './context';

export type StorageClass = 'typedef' | 'extern' | 'static' | 'auto' | 'register' | undefined;

export interface DeclSpecs {
  readonly base: CType;
  readonly storage: StorageClass;
  readonly isInline: boolean;
  /** A dropped GNU attribute in this declaration that changes layout or width (`packed`, `mode`, ...). */
  readonly layoutAttribute?: string;
}

export interface Declared {
  readonly name: string | undefined;
  readonly nameNode: CstNode | undefined;
  readonly type: CType;
  /** For function declarators directly around the name: the parameter declarations. */
  readonly params?: readonly ParamDecl[];
}

export interface ParamDecl {
  readonly name: string | undefined;
  readonly type: CType;
  readonly node: CstNode;
}

/** Hook for evaluating array sizes and enum values (set by the expression module to avoid a cycle). */
export interface ConstEvaluator {
  constInt(ctx: SemaContext, node: CstNode): bigint | undefined;
  /** The run-time length of a VLA dimension as a hidden local (declared via fn.pendingVla). */
  vlaLength(ctx: SemaContext, node: CstNode): Expr | undefined;
}

let evaluator: ConstEvaluator | undefined;
export function setConstEvaluator(e: ConstEvaluator): void {
  evaluator = e;
}

export function constInt(ctx: SemaContext, node: CstNode): bigint | undefined {
  if (!evaluator) throw new Error('internal: no constant evaluator');
  return evaluator.constInt(ctx, node);
}

/** Fixed-width names that tree-sitter-c treats as primitive types even where headers typedef them. */
const PRIMITIVE_FALLBACK: Readonly<Record<string, IntKind>> = {
  int8_t: 'schar',
  uint8_t: 'uchar',
  int16_t: 'short',
  uint16_t: 'ushort',
  int32_t: 'int',
  uint32_t: 'uint',
  int64_t: 'llong',
  uint64_t: 'ullong',
};

/** Type names tree-sitter-c reads as identifiers (`_Bool`, `__int128`). */
export const BUILTIN_TYPE_NAMES: Readonly<Record<string, IntKind>> = {
  _Bool: 'bool',
  bool: 'bool',
  __int128: 'int128',
  __int128_t: 'int128',
  __uint128_t: 'uint128',
};

/**
 * gcc's _FloatN types, which glibc's <math.h> declares functions with. Floating point is
 * unsupported where it is used; these only need to be read (the wide ones as long double).
 */
const BUILTIN_FLOAT_NAMES: Readonly<Record<string, 'float' | 'double' | 'ldouble'>> = {
  _Float32: 'float',
  _Float64: 'double',
  _Float32x: 'double',
  _Float64x: 'ldouble',
  _Float128: 'ldouble',
  __float128: 'ldouble',
  __float80: 'ldouble',
};

export function declSpecs(ctx: SemaContext, node: CstNode): DeclSpecs {
  let storage: StorageClass;
  let isInline = false;
  let atomicQualifier: CstNode | undefined;
  for (const c of node.children) {
    if (c.type === 'storage_class_specifier') {
      const s = ctx.text(c).trim();
      if (s === 'inline' || s === '__inline' || s === '__inline__') isInline = true;
      else if (s === 'typedef' || s === 'extern' || s === 'static' || s === 'auto' || s === 'register')
        storage = s;
      else if (s === 'thread_local' || s === '_Thread_local' || s === '__thread')
        ctx.unsupported(c, 'thread-local storage');
    } else if (c.type === 'type_qualifier') {
      const q = ctx.text(c).trim();
      if (q === '_Atomic') atomicQualifier = c;
    } else if (c.type === 'typedef') {
      storage = 'typedef';
    }
  }
  if (node.type === 'type_definition') storage = 'typedef';
  const typeNode = fieldChild(node, 'type');
  const base = typeNode ? typeSpecifier(ctx, typeNode) : ctx.ints.get('int');
  if (atomicQualifier) atomicType(ctx, atomicQualifier, base);
  // a record specifier's own attributes (before its body) are its layout's business (records.ts);
  // `struct s { ... } __attribute__((packed))` (right after the body) packs it as gcc does
  const withBody = typeNode && fieldChild(typeNode, 'body') ? typeNode : undefined;
  const packedAfter =
    withBody !== undefined &&
    base.kind === 'record' &&
    onlyPackedAfter(ctx, node, withBody) &&
    packAfterBody(ctx, base.def);
  const layoutAttribute = withBody
    ? ctx.layoutAttributeIn(node, packedAfter ? afterBody(node, withBody) : withBody)
    : ctx.layoutAttributeIn(node);
  // `struct s {...} __attribute__((packed));` and packed members change the record's layout.
  if (layoutAttribute && base.kind === 'record' && typeNode && fieldChild(typeNode, 'body')) {
    ctx.tables.layoutTaint.set(base.def, layoutAttribute);
  }
  return { base, storage, isInline, layoutAttribute };
}

/**
 * `_Atomic` on one thread: an integer or a pointer whose layout is the plain type's (atomics.ts
 * lowers the operations). gcc gives some atomic types a larger alignment (`_Atomic long long` in an
 * i386 struct: 8, not 4), and atomic records and floats have no model: those are unsupported.
 */
function atomicType(ctx: SemaContext, at: CstNode, t: CType): void {
  const plain = (t.kind === 'int' || t.kind === 'pointer') && alignOf(t, ctx.model) === sizeOf(t, ctx.model);
  if (!plain) ctx.unsupported(at, 'atomic types', `_Atomic ${typeToString(t)}`);
}

/** The range between a record specifier's closing brace and the declaration's first declarator. */
function afterBody(node: CstNode, typeNode: CstNode): CstNode {
  const first = fieldChildren(node, 'declarator')[0];
  return { ...node, startIndex: typeNode.startIndex, endIndex: first?.startIndex ?? node.endIndex };
}

/** Whether `packed` is the only layout attribute right after the body, and there is one. */
function onlyPackedAfter(ctx: SemaContext, node: CstNode, typeNode: CstNode): boolean {
  const attrs = ctx.layoutAttributesIn({ ...afterBody(node, typeNode), startIndex: typeNode.endIndex });
  return attrs.length > 0 && attrs.every((a) => a === 'packed');
}

export function typeSpecifier(ctx: SemaContext, n: CstNode): CType {
  switch (n.type) {
    case 'primitive_type':
      return primitive(ctx, n, ctx.text(n).trim());
    case 'sized_type_specifier':
      return sizedType(ctx, n);
    case 'type_identifier': {
      const name = ctx.text(n).trim();
      const e = ctx.scope.lookup(name);
      if (e?.kind === 'typedef') return e.type;
      if (name in BUILTIN_TYPE_NAMES) return ctx.ints.get(BUILTIN_TYPE_NAMES[name]);
      if (name in BUILTIN_FLOAT_NAMES) return { kind: 'float', fk: BUILTIN_FLOAT_NAMES[name] };
      // Opaque here; va_start/va_arg (gcc built-ins) are reported unsupported where they are used.
      if (name === '__builtin_va_list') return pointerTo(VOID);
      ctx.error(n, `unknown type name '${name}'`);
      throw new SemaAbort();
    }
    case 'struct_specifier':
    case 'union_specifier':
      return recordSpecifier(ctx, n);
    case 'enum_specifier':
      return enumSpecifier(ctx, n);
    case 'macro_type_specifier':
    case 'typeof_specifier':
      ctx.unsupported(n, 'typeof');
      throw new SemaAbort('typeof');
    default:
      ctx.error(n, `unexpected type specifier '${ctx.shortText(n)}'`);
      throw new SemaAbort();
  }
}

function primitive(ctx: SemaContext, n: CstNode, name: string): CType {
  const e = ctx.scope.lookup(name);
  if (e?.kind === 'typedef') return e.type;
  switch (name) {
    case 'void':
      return VOID;
    case 'char':
      return ctx.ints.get('char');
    case 'int':
      return ctx.ints.get('int');
    case 'bool':
    case '_Bool':
      return ctx.ints.get('bool');
    case 'float':
      return { kind: 'float', fk: 'float' };
    case 'double':
      return { kind: 'float', fk: 'double' };
    case 'size_t':
    case 'uintptr_t':
      return ctx.ints.sizeT();
    case 'ssize_t':
    case 'ptrdiff_t':
    case 'intptr_t':
      return ctx.ints.ptrdiffT();
    case 'charptr_t':
      return pointerTo(ctx.ints.get('char'));
  }
  const fixed = PRIMITIVE_FALLBACK[name];
  if (fixed) return ctx.ints.get(fixed);
  if (name in BUILTIN_FLOAT_NAMES) return { kind: 'float', fk: BUILTIN_FLOAT_NAMES[name] };
  ctx.error(n, `unknown type name '${name}'`);
  throw new SemaAbort();
}

function sizedType(ctx: SemaContext, n: CstNode): CType {
  let signed: boolean | undefined;
  let longs = 0;
  let short = false;
  for (const c of n.children) {
    if (c.named) continue;
    const w = ctx.text(c).trim();
    if (w === 'unsigned') signed = false;
    else if (w === 'signed') signed = true;
    else if (w === 'long') longs++;
    else if (w === 'short') short = true;
  }
  const inner = fieldChild(n, 'type');
  const innerName = inner ? ctx.text(inner).trim() : 'int';
  if (innerName === 'double') {
    if (longs > 0) return { kind: 'float', fk: 'ldouble' };
    return { kind: 'float', fk: 'double' };
  }
  if (innerName === 'char') return ctx.ints.get(signed === undefined ? 'char' : signed ? 'schar' : 'uchar');
  if (innerName === '__int128') return ctx.ints.get(signed === false ? 'uint128' : 'int128');
  if (innerName !== 'int' && inner) {
    ctx.error(inner, `invalid type '${ctx.shortText(n)}'`);
    throw new SemaAbort();
  }
  const u = signed === false;
  if (short) return ctx.ints.get(u ? 'ushort' : 'short');
  if (longs === 1) return ctx.ints.get(u ? 'ulong' : 'long');
  if (longs >= 2) return ctx.ints.get(u ? 'ullong' : 'llong');
  return ctx.ints.get(u ? 'uint' : 'int');
}

/** Applies a (possibly abstract) declarator to a base type. `node` undefined: no declarator. */
export function declarator(ctx: SemaContext, node: CstNode | undefined, base: CType): Declared {
  let n = node;
  // Walk from the outside in: each level wraps the type, then descends to its inner declarator.
  const layers: CstNode[] = [];
  while (n) {
    switch (n.type) {
      case 'identifier':
      case 'field_identifier':
      case 'type_identifier':
      case 'primitive_type':
        return finish(ctx, layers, base, n, ctx.text(n).trim());
      case 'pointer_declarator':
      case 'abstract_pointer_declarator':
      case 'array_declarator':
      case 'abstract_array_declarator':
      case 'function_declarator':
      case 'abstract_function_declarator':
        layers.push(n);
        n = fieldChild(n, 'declarator');
        break;
      case 'parenthesized_declarator':
      case 'abstract_parenthesized_declarator':
      case 'attributed_declarator':
        n = namedChildren(n).find((c) => c.type !== 'attribute_specifier' && c.type !== 'ms_call_modifier');
        break;
      default:
        ctx.error(n, `unexpected declarator '${ctx.shortText(n)}'`);
        throw new SemaAbort();
    }
  }
  return finish(ctx, layers, base, undefined, undefined);
}

function finish(
  ctx: SemaContext,
  layers: CstNode[],
  base: CType,
  nameNode: CstNode | undefined,
  name: string | undefined,
): Declared {
  // layers[0] is the outermost declarator; C applies it to the base type first (`*a[3]`: the
  // pointer wraps int, then the array wraps the pointer).
  let type = base;
  let params: ParamDecl[] | undefined;
  for (let i = 0; i < layers.length; i++) {
    const l = layers[i];
    if (l.type === 'pointer_declarator' || l.type === 'abstract_pointer_declarator') {
      type = pointerTo(type);
    } else if (l.type === 'array_declarator' || l.type === 'abstract_array_declarator') {
      type = arrayType(ctx, l, type);
    } else {
      const fp = functionParams(ctx, l, type);
      type = fp.type;
      if (i === layers.length - 1) params = fp.params;
    }
  }
  return { name, nameNode, type, params };
}

function arrayType(ctx: SemaContext, l: CstNode, elem: CType): CType {
  const size = fieldChild(l, 'size');
  if (!size || ctx.text(size).trim() === '*') return arrayOf(elem, undefined);
  const v = constInt(ctx, size);
  if (v === undefined) {
    if (!evaluator) throw new Error('internal: no constant evaluator');
    return {
      kind: 'array',
      of: elem,
      length: undefined,
      vla: true,
      lengthExpr: evaluator.vlaLength(ctx, size),
    };
  }
  if (v < 0n) {
    ctx.error(size, 'array size is negative');
    throw new SemaAbort();
  }
  return arrayOf(elem, Number(v));
}

function functionParams(
  ctx: SemaContext,
  l: CstNode,
  ret: CType,
): { type: FunctionType; params: ParamDecl[] } {
  const list = fieldChild(l, 'parameters');
  const params: ParamDecl[] = [];
  let variadic = false;
  let hasProto = true;
  const items = list ? namedChildren(list) : [];
  if (items.length === 0) hasProto = false;
  for (const p of items) {
    if (p.type === 'variadic_parameter') {
      variadic = true;
    } else if (p.type === 'identifier') {
      hasProto = false; // K&R identifier list; types come from the declarations before the body
      params.push({ name: ctx.text(p).trim(), type: ctx.ints.get('int'), node: p });
    } else if (p.type === 'parameter_declaration') {
      const specs = declSpecs(ctx, p);
      const d = declarator(ctx, fieldChild(p, 'declarator'), specs.base);
      if (d.type.kind === 'void' && !d.name && items.length === 1) break; // (void)
      params.push({ name: d.name, type: adjustParamType(d.type), node: p });
    }
  }
  if (!ret || ret.kind === 'array' || ret.kind === 'function') {
    ctx.error(l, 'function cannot return an array or a function');
    throw new SemaAbort();
  }
  return { type: { kind: 'function', ret, params: params.map((p) => p.type), variadic, hasProto }, params };
}

/** Parameter type adjustment (C11 6.7.6.3p7-8): arrays and functions become pointers. */
export function adjustParamType(t: CType): CType {
  if (t.kind === 'array') return pointerTo(t.of);
  if (t.kind === 'function') return pointerTo(t);
  return t;
}

/** The type named by a `type_descriptor` (casts, sizeof, compound literals). */
export function typeDescriptor(ctx: SemaContext, n: CstNode): CType {
  const specs = declSpecs(ctx, n);
  return declarator(ctx, fieldChild(n, 'declarator'), specs.base).type;
}
