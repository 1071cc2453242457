// struct, union and enum specifiers: tags in scope, members with their layout (bit-fields,
// anonymous members, flexible arrays), enumerator values and the underlying type gcc picks.

import type { CstNode } from '../syntax';
import { fieldChild, fieldChildren, namedChildren } from '../syntax';
import type { CType, IntKind, RecordDef } from '../types';
import { layoutRecord, type FieldDecl } from '../layout';
import { maxValue, minValue } from '../conversions';
import type { SemaContext } from './context';
import { SemaAbort } from './context';
import { constInt, declarator, declSpecs } from './declarators';

export function recordSpecifier(ctx: SemaContext, n: CstNode): CType {
  const isUnion = n.type === 'union_specifier';
  const nameNode = fieldChild(n, 'name');
  const body = fieldChild(n, 'body');
  const tag = nameNode ? ctx.text(nameNode).trim() : undefined;
  let def: RecordDef | undefined;
  if (tag !== undefined) {
    const existing = body ? ctx.scope.lookupTagLocal(tag) : ctx.scope.lookupTag(tag);
    if (existing?.kind === 'record' && (!body || !existing.def.complete)) def = existing.def;
  }
  if (!def) {
    def = {
      tag: tag ?? ctx.tables.anonymousTag(),
      isUnion,
      fields: [],
      size: 0,
      align: 1,
      complete: false,
      id: ctx.tables.nextRecordId(),
      unit: tag === undefined ? ctx.unit.path : undefined,
    };
    if (tag !== undefined) ctx.scope.defineTag(tag, { kind: 'record', def });
  }
  if (body) {
    const decls: FieldDecl[] = [];
    for (const fd of namedChildren(body)) {
      if (fd.type !== 'field_declaration') continue;
      fieldDeclaration(ctx, fd, decls);
    }
    // `struct __attribute__((packed)) s { ... }` without bit-fields: laid out as gcc packs it (every
    // member at alignment 1); every other layout attribute, and packed bit-fields, stay unsupported
    const packed = packedHead(ctx, n, body) && !decls.some((d) => d.bitWidth !== undefined);
    if (!layoutRecord(def, decls, ctx.model, packed))
      ctx.error(n, `struct '${def.tag}' has a member of incomplete type`);
    const own = packed ? ctx.layoutAttributeIn(body) : ctx.layoutAttributeIn(n);
    const taint = own ?? decls.map((d) => ctx.layoutTaintOf(d.type)).find((x) => x !== undefined);
    if (taint) ctx.tables.layoutTaint.set(def, taint);
  }
  return { kind: 'record', def };
}

/**
 * `struct s { ... } __attribute__((packed))`: lays the record out again with every member at
 * alignment 1, as gcc packs it; false (nothing changed) when it has bit-fields.
 */
export function packAfterBody(ctx: SemaContext, def: RecordDef): boolean {
  if (def.fields.some((f) => f.bitWidth !== undefined)) return false;
  const decls = def.fields.map((f) => ({ name: f.name, type: f.type }));
  return layoutRecord(def, decls, ctx.model, true);
}

/** Whether the only layout attributes before the body of `n` are `packed` (at least one). */
function packedHead(ctx: SemaContext, n: CstNode, body: CstNode): boolean {
  const head = { ...n, endIndex: body.startIndex };
  const attrs = ctx.layoutAttributesIn(head);
  return attrs.length > 0 && attrs.every((a) => a === 'packed');
}

function fieldDeclaration(ctx: SemaContext, fd: CstNode, out: FieldDecl[]): void {
  const specs = declSpecs(ctx, fd);
  const declarators = fieldChildren(fd, 'declarator');
  const bitClauses = fd.children.filter((c) => c.type === 'bitfield_clause');
  if (declarators.length === 0) {
    // Anonymous struct/union member (C11): its members are accessible directly.
    if (specs.base.kind === 'record' && specs.base.def.tag.startsWith('<anonymous')) {
      out.push({ name: '', type: specs.base });
    } else if (bitClauses.length === 1) {
      out.push({ name: '', type: specs.base, bitWidth: bitWidth(ctx, bitClauses[0]) });
    }
    return;
  }
  // Pair declarators with the bit-field clause that follows each of them.
  const items = fd.children;
  for (let i = 0; i < items.length; i++) {
    const d = items[i];
    if (d.field !== 'declarator') continue;
    const next = items[i + 1];
    const width = next?.type === 'bitfield_clause' ? bitWidth(ctx, next) : undefined;
    const declared = declarator(ctx, d.isMissing || d.startIndex === d.endIndex ? undefined : d, specs.base);
    out.push({ name: declared.name ?? '', type: declared.type, bitWidth: width });
  }
}

function bitWidth(ctx: SemaContext, clause: CstNode): number {
  const e = namedChildren(clause)[0];
  const v = e ? constInt(ctx, e) : undefined;
  if (v === undefined || v < 0n || v > 128n) {
    ctx.error(clause, 'bit-field width is not a valid integer constant');
    throw new SemaAbort();
  }
  return Number(v);
}

export function enumSpecifier(ctx: SemaContext, n: CstNode): CType {
  const nameNode = fieldChild(n, 'name');
  const body = fieldChild(n, 'body');
  const tag = nameNode ? ctx.text(nameNode).trim() : ctx.tables.anonymousTag();
  if (!body) {
    const e = ctx.scope.lookupTag(tag);
    if (e?.kind === 'enum') return e.type;
    return { ...ctx.ints.get('uint'), enumTag: tag };
  }
  const intT = ctx.ints.get('int');
  let next = 0n;
  const values: bigint[] = [];
  const names: [string, bigint][] = [];
  for (const en of namedChildren(body)) {
    if (en.type !== 'enumerator') continue;
    const nm = fieldChild(en, 'name');
    const valNode = fieldChild(en, 'value');
    if (valNode) {
      const v = constInt(ctx, valNode);
      if (v === undefined) {
        ctx.error(valNode, 'enumerator value is not an integer constant');
        throw new SemaAbort();
      }
      next = v;
    }
    values.push(next);
    if (nm) {
      ctx.scope.define(ctx.text(nm).trim(), { kind: 'enumConst', value: next, type: intT });
      names.push([ctx.text(nm).trim(), next]);
    }
    next++;
  }
  // gcc: unsigned int when no value is negative, int otherwise; wider when the values need it.
  const neg = values.some((v) => v < 0n);
  const candidates: IntKind[] = neg ? ['int', 'long', 'llong'] : ['uint', 'ulong', 'ullong'];
  let ik: IntKind = candidates[candidates.length - 1];
  for (const k of candidates) {
    const t = ctx.ints.get(k);
    if (values.every((v) => v >= minValue(t) && v <= maxValue(t))) {
      ik = k;
      break;
    }
  }
  const type = { ...ctx.ints.get(ik), enumTag: tag };
  // gcc: when some value does not fit in int, every enumerator has the enumerated type.
  if (values.some((v) => v < minValue(intT) || v > maxValue(intT))) {
    for (const [name, v] of names) ctx.scope.define(name, { kind: 'enumConst', value: v, type });
  }
  ctx.scope.defineTag(tag, { kind: 'enum', type, complete: true });
  return type;
}
