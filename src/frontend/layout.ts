// Struct and union layout for the System V i386 (ILP32) and x86-64 (LP64) ABIs as gcc applies
// them: natural alignment, bit-fields packed into storage units of their declared type,
// zero-width bit-fields closing a unit, flexible array members, tail padding; packed records.

import type { DataModel } from './dataModel';
import { alignOf, sizeOf } from './dataModel';
import type { CType, Field, RecordDef } from './types';

export interface FieldDecl {
  readonly name: string;
  readonly type: CType;
  /** Bit-field width, when the member is a bit-field. */
  readonly bitWidth?: number;
}

function alignUp(n: number, a: number): number {
  return Math.ceil(n / a) * a;
}

/**
 * Fills in fields, size and alignment of `def`; returns false when a member type is incomplete.
 * `packed` (gcc's `__attribute__((packed))` on the record, no bit-fields): every member at
 * alignment 1, so no padding anywhere and the record's alignment is 1.
 */
export function layoutRecord(
  def: RecordDef,
  decls: readonly FieldDecl[],
  m: DataModel,
  packed = false,
): boolean {
  const fields: Field[] = [];
  let bitPos = 0; // next free bit (structs)
  let size = 0; // bytes (unions: max member size)
  let align = 1;
  for (let i = 0; i < decls.length; i++) {
    const d = decls[i];
    const a = packed ? 1 : alignOf(d.type, m);
    let s = sizeOf(d.type, m);
    if (s === undefined) {
      const flexible = d.type.kind === 'array' && i === decls.length - 1 && !def.isUnion;
      if (!flexible) return false;
      s = 0;
    }
    if (d.bitWidth !== undefined) {
      const unitBits = s * 8;
      if (def.isUnion) {
        if (d.name)
          fields.push({ name: d.name, type: d.type, offset: 0, bitWidth: d.bitWidth, bitOffset: 0 });
        size = Math.max(size, Math.ceil(d.bitWidth / 8));
        if (d.name) align = Math.max(align, a);
        continue;
      }
      if (d.bitWidth === 0) {
        bitPos = alignUp(bitPos, a * 8);
        continue;
      }
      const start = Math.floor(bitPos / (a * 8)) * a * 8;
      if (bitPos + d.bitWidth > start + unitBits) bitPos = alignUp(bitPos, a * 8);
      const unitStart = Math.floor(bitPos / (a * 8)) * a;
      if (d.name) {
        fields.push({
          name: d.name,
          type: d.type,
          offset: unitStart,
          bitWidth: d.bitWidth,
          bitOffset: bitPos - unitStart * 8,
        });
        align = Math.max(align, a);
      }
      bitPos += d.bitWidth;
      continue;
    }
    if (def.isUnion) {
      fields.push({ name: d.name, type: d.type, offset: 0 });
      size = Math.max(size, s);
    } else {
      const off = alignUp(Math.ceil(bitPos / 8), a);
      fields.push({ name: d.name, type: d.type, offset: off });
      bitPos = (off + s) * 8;
    }
    align = Math.max(align, a);
  }
  if (!def.isUnion) size = Math.ceil(bitPos / 8);
  def.fields = fields;
  def.align = align;
  def.size = alignUp(size, align);
  def.complete = true;
  return true;
}
