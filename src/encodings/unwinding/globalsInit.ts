// The program's initial state for BMC: all memory zero (C zero-initialises objects of static
// storage), unaliased scalar globals set to their initial values, aggregate and in-memory
// globals stored element by element, and every string literal's bytes in its own object.

import type { Expr, Initializer, StringLit } from '../../frontend/ast';
import { sizeOf } from '../../frontend/dataModel';
import type { CType } from '../../frontend/types';
import type { CfaEdge, ProgramCfa } from '../../ir/cfa';
import { ExprEncoder, varKey, type FrameRef, type SymState } from '../../smt/exprEncoder';
import { EncodeUnsupported, inMemory } from '../../smt/memoryModel';
import type { StoreItem } from '../../smt/memoryShadow';
import { app, bvLit, type Term } from '../../smt/smtlib';

export function initialState(cfa: ProgramCfa, enc: ExprEncoder, frame: FrameRef): SymState {
  const layout = enc.layout;
  let mem: Term = enc.namedMemory(`((as const ${layout.memSort}) #x00)`, undefined);
  enc.shadows.zeroRoot(mem);
  const vars = new Map<string, Term>();
  // String literals anywhere in the program get their objects and bytes first.
  const literalBytes: StoreItem[] = [];
  for (const lit of stringLiterals(cfa)) {
    const base = enc.objects.base(enc.stringObject(lit));
    lit.bytes.forEach((b, i) => {
      if (b !== 0)
        literalBytes.push({
          addr: app('bvadd', base, bvLit(BigInt(i), layout.ptrBits)),
          value: bvLit(BigInt(b), 8),
          bytes: 1,
        });
    });
  }
  if (literalBytes.length > 0) mem = enc.storeAll(mem, literalBytes);
  const empty: SymState = { vars, mem };
  for (const { variable: v, init } of cfa.globals) {
    if (!inMemory(v)) {
      if (v.type.kind !== 'int' && v.type.kind !== 'pointer')
        throw new EncodeUnsupported(`global of type ${v.type.kind}`);
      const value =
        init?.kind === 'scalar' ? enc.value(init.expr, { vars, mem }, frame) : bvLit(0n, enc.bits(v.type));
      vars.set(varKey(v, frame), value);
      continue;
    }
    if (!init) continue;
    const base = enc.objects.base(enc.varObject(v, frame));
    const stores: StoreItem[] = [];
    storeInit(enc, stores, base, 0, v.type, init, { ...empty, mem }, frame);
    mem = enc.storeAll(mem, stores);
  }
  return { vars, mem };
}

/** The stores of `init` at `base + offset`, appended to `out`; values read memory as `st` has it. */
function storeInit(
  enc: ExprEncoder,
  out: StoreItem[],
  base: Term,
  offset: number,
  type: CType,
  init: Initializer,
  st: SymState,
  frame: FrameRef,
): void {
  if (init.kind === 'scalar') {
    if (type.kind === 'record') throw new EncodeUnsupported('struct-valued global initializer');
    const size = sizeOf(type, enc.model);
    if (size === undefined) throw new EncodeUnsupported('initializer of incomplete type');
    const addr = offset === 0 ? base : app('bvadd', base, bvLit(BigInt(offset), enc.layout.ptrBits));
    out.push({ addr, value: enc.value(init.expr, { vars: st.vars, mem: st.mem }, frame), bytes: size });
    return;
  }
  for (const [index, sub] of init.elements) {
    if (type.kind === 'array') {
      const es = sizeOf(type.of, enc.model) ?? 0;
      storeInit(enc, out, base, offset + index * es, type.of, sub, st, frame);
    } else if (type.kind === 'record') {
      const f = type.def.fields[index];
      if (f.bitWidth !== undefined) throw new EncodeUnsupported('bit-field in a global initializer');
      storeInit(enc, out, base, offset + f.offset, f.type, sub, st, frame);
    }
  }
}

const EXPR_CHILDREN = [
  'operand',
  'left',
  'right',
  'base',
  'index',
  'target',
  'value',
  'cond',
  'then',
  'else',
];

/** Every string literal in the program's edges and global initializers. */
function stringLiterals(cfa: ProgramCfa): StringLit[] {
  const out = new Set<StringLit>();
  const walk = (e: Expr | undefined): void => {
    if (!e) return;
    if (e.kind === 'StringLit') out.add(e);
    const r = e as unknown as Record<string, unknown>;
    for (const k of EXPR_CHILDREN) {
      const c = r[k];
      if (c && typeof c === 'object' && 'kind' in c) walk(c as Expr);
    }
    if (e.kind === 'Call') e.args.forEach(walk);
  };
  const walkInit = (i: Initializer | undefined): void => {
    if (!i) return;
    if (i.kind === 'scalar') walk(i.expr);
    else for (const [, s] of i.elements) walkInit(s);
  };
  for (const g of cfa.globals) walkInit(g.init);
  for (const fn of cfa.functions.values())
    for (const n of fn.nodes) for (const e of n.out) edgeExprs(e).forEach(walk);
  return [...out];
}

function edgeExprs(e: CfaEdge): (Expr | undefined)[] {
  switch (e.kind) {
    case 'assume':
      return [e.cond];
    case 'assign':
      return [e.lhs, e.rhs];
    case 'havoc':
      return [e.lhs];
    case 'call':
      return [...e.args, e.lhs];
    case 'return':
      return [e.value];
    case 'decl':
      return [e.vlaLength];
    case 'alloc':
      return [e.lhs, e.size, e.resized];
    case 'free':
      return [e.pointer];
    default:
      return [];
  }
}
