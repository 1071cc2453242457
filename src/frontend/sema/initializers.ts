// Brace and scalar initializers resolved against the object's type (C11 6.7.9): designators,
// brace elision, string literals for char arrays, and the length of `T a[] = {...}`. The result
// lists the given elements; everything else is zero-initialised.

import type { CstNode } from '../syntax';
import { fieldChild, fieldChildren, namedChildren } from '../syntax';
import type { Initializer } from '../ast';
import type { CType } from '../types';
import { arrayOf, compatibleRecords, isScalar, typeToString } from '../types';
import { evalIntConst } from '../constEval';
import type { SemaContext } from './context';
import { SemaAbort } from './context';
import { fail, rvalue, expression } from './expressions';
import { assignConvert } from './operators';

export interface ResolvedInit {
  readonly init: Initializer;
  /** The object's type, completed when it was an array of unknown length. */
  readonly type: CType;
}

export function resolveInitializer(ctx: SemaContext, type: CType, n: CstNode): ResolvedInit {
  if (n.type === 'initializer_list') {
    if (isScalar(type)) {
      const items = namedChildren(n);
      if (items.length === 0) return { init: zeroScalar(ctx, type, n), type };
      return resolveInitializer(ctx, type, items[0]);
    }
    // `char s[] = {"abc"}`: a string literal may stand in braces alone (C11 6.7.9p14).
    const only = namedChildren(n);
    if (type.kind === 'array' && only.length === 1) {
      const s = stringInit(ctx, type, only[0]);
      if (s) return s;
    }
    const cursor = { items: namedChildren(n), pos: 0 };
    const r = aggregate(ctx, type, cursor, n, true);
    if (cursor.pos < cursor.items.length)
      ctx.warning(cursor.items[cursor.pos], 'excess elements in initializer');
    return r;
  }
  if (type.kind === 'array') {
    const s = stringInit(ctx, type, n);
    if (s) return s;
    fail(ctx, n, `array '${typeToString(type)}' must be initialized with a brace-enclosed list`);
  }
  const v = rvalue(ctx, n);
  return { init: { kind: 'scalar', expr: assignConvert(ctx, n, v, type) }, type };
}

function zeroScalar(ctx: SemaContext, type: CType, n: CstNode): Initializer {
  const zero = ctx.conv.constant(0n, ctx.ints.get('int'), ctx.loc(n));
  return { kind: 'scalar', expr: ctx.conv.convert(zero, type) };
}

/** `char s[] = "abc"` (also `{"abc"}`): one element per byte plus the terminating NUL if it fits. */
function stringInit(ctx: SemaContext, type: CType, n: CstNode): ResolvedInit | undefined {
  if (type.kind !== 'array' || type.of.kind !== 'int' || type.of.bits !== 8) return undefined;
  let node = n;
  while (node.type === 'parenthesized_expression' && namedChildren(node).length === 1)
    node = namedChildren(node)[0];
  if (node.type !== 'string_literal' && node.type !== 'concatenated_string') return undefined;
  const lit = expression(ctx, node);
  if (lit.kind !== 'StringLit') return undefined;
  const bytes = [...lit.bytes, 0];
  const length = type.length ?? bytes.length;
  const elements: [number, Initializer][] = [];
  for (let i = 0; i < Math.min(length, bytes.length); i++) {
    if (bytes[i] === 0) continue;
    elements.push([i, { kind: 'scalar', expr: ctx.conv.constant(BigInt(bytes[i]), type.of, lit.loc) }]);
  }
  const t = type.length === undefined ? arrayOf(type.of, length) : type;
  return { init: { kind: 'aggregate', type: t, elements }, type: t };
}

interface Cursor {
  readonly items: CstNode[];
  pos: number;
}

/**
 * Initialises an aggregate from the cursor. `braced`: the cursor is this aggregate's own brace
 * list (designators allowed, consume to the end); otherwise brace elision: take only as many
 * items as the aggregate needs.
 */
function aggregate(ctx: SemaContext, type: CType, cur: Cursor, at: CstNode, braced: boolean): ResolvedInit {
  if (type.kind !== 'array' && type.kind !== 'record')
    fail(ctx, at, `cannot initialize '${typeToString(type)}' with a list`);
  const elements = new Map<number, Initializer>();
  const count = type.kind === 'array' ? type.length : type.def.fields.length;
  const unionType = type.kind === 'record' && type.def.isUnion;
  let next = 0;
  let maxIndex = -1;
  let afterNested = false;
  while (cur.pos < cur.items.length) {
    if (!braced && count !== undefined && next >= count) break;
    if (unionType && !braced && next >= 1) break;
    let item = cur.items[cur.pos];
    if (item.type === 'initializer_pair') {
      if (!braced) break; // a designator belongs to the enclosing list
      const designators = fieldChildren(item, 'designator');
      const value = fieldChild(item, 'value');
      if (!value || designators.length === 0) fail(ctx, item, 'malformed designated initializer');
      next = designatorIndex(ctx, type, designators[0]);
      if (designators.length > 1) {
        // `[1].y = v`: initialise inside the designated element, keeping what it already has.
        const elemType = type.kind === 'array' ? type.of : type.def.fields[next].type;
        elements.set(next, designate(ctx, elemType, elements.get(next), designators.slice(1), value));
        maxIndex = Math.max(maxIndex, next);
        next++;
        cur.pos++;
        afterNested = true;
        continue;
      }
      item = value;
      afterNested = false;
    } else if (afterNested) {
      // C continues inside the innermost designated aggregate (C11 6.7.9p17); we do not model that.
      ctx.unsupported(item, 'positional initializer after a nested designator');
      throw new SemaAbort('positional initializer after a nested designator');
    }
    if (count !== undefined && next >= count) {
      if (type.kind === 'record' || braced) ctx.warning(item, 'excess elements in initializer');
      cur.pos++;
      continue;
    }
    const elemType = type.kind === 'array' ? type.of : type.def.fields[next].type;
    let init: Initializer;
    if (item.type === 'initializer_list') {
      cur.pos++;
      init = resolveInitializer(ctx, elemType, item).init;
    } else if (elemType.kind === 'array' || elemType.kind === 'record') {
      const s = elemType.kind === 'array' ? stringInit(ctx, elemType, item) : undefined;
      const direct = elemType.kind === 'record' ? rvalue(ctx, item) : undefined;
      if (s) {
        cur.pos++;
        init = s.init;
      } else if (
        direct &&
        direct.type.kind === 'record' &&
        elemType.kind === 'record' &&
        compatibleRecords(direct.type.def, elemType.def)
      ) {
        cur.pos++;
        init = { kind: 'scalar', expr: direct };
      } else {
        init = aggregate(ctx, elemType, cur, item, false).init; // brace elision
      }
    } else {
      cur.pos++;
      init = { kind: 'scalar', expr: assignConvert(ctx, item, rvalue(ctx, item), elemType) };
    }
    elements.set(next, init);
    maxIndex = Math.max(maxIndex, next);
    next++;
    if (unionType && !braced) break;
  }
  let t = type;
  if (type.kind === 'array' && type.length === undefined) t = arrayOf(type.of, maxIndex + 1);
  const sorted = [...elements.entries()].sort((a, b) => a[0] - b[0]);
  return { init: { kind: 'aggregate', type: t, elements: sorted }, type: t };
}

/** Applies a designator path (`.a[2].b`) inside an element, merging with what it already holds. */
function designate(
  ctx: SemaContext,
  type: CType,
  existing: Initializer | undefined,
  path: CstNode[],
  value: CstNode,
): Initializer {
  if (path.length === 0) return resolveInitializer(ctx, type, value).init;
  if (type.kind !== 'array' && type.kind !== 'record') fail(ctx, path[0], 'designator into a scalar');
  const idx = designatorIndex(ctx, type, path[0]);
  if (type.kind === 'array' && type.length !== undefined && idx >= type.length)
    fail(ctx, path[0], 'array designator out of bounds');
  const elemType = type.kind === 'array' ? type.of : type.def.fields[idx].type;
  const elements = new Map(existing?.kind === 'aggregate' ? existing.elements : []);
  elements.set(idx, designate(ctx, elemType, elements.get(idx), path.slice(1), value));
  return { kind: 'aggregate', type, elements: [...elements.entries()].sort((a, b) => a[0] - b[0]) };
}

function designatorIndex(ctx: SemaContext, type: CType, d: CstNode): number {
  if (d.type === 'subscript_designator' || d.type === 'subscript_range_designator') {
    if (type.kind !== 'array') fail(ctx, d, 'array designator in a non-array initializer');
    if (d.type === 'subscript_range_designator') {
      ctx.unsupported(d, 'designator ranges');
    }
    const e = namedChildren(d)[0];
    const v = e ? evalIntConst(rvalue(ctx, e)) : undefined;
    if (v === undefined || v < 0n) fail(ctx, d, 'array designator is not a non-negative integer constant');
    return Number(v);
  }
  if (d.type === 'field_designator') {
    if (type.kind !== 'record') fail(ctx, d, 'field designator in a non-struct initializer');
    const name = ctx.text(namedChildren(d)[0] ?? d).trim();
    const idx = type.def.fields.findIndex((f) => f.name === name);
    if (idx < 0) fail(ctx, d, `no member named '${name}'`);
    return idx;
  }
  fail(ctx, d, 'unknown designator');
}
