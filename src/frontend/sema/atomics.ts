// Atomic operations on one thread. proofgate verifies sequential programs, where an atomic
// read-modify-write is the plain read and write it stands for: the type-generic calls of
// <stdatomic.h> (our header, include/stdatomic.h, maps them to `__pg_atomic_<op>`) and gcc's
// `__atomic_*` and `__sync_*` built-ins become calls of typed C models (libcModels.ts,
// `__pg_atomic_<op>_<1|2|4|8|p>`) on the object's bytes, as unsigned integers of its size or as a
// `void *`, with the result converted back to the object's type. Memory orders are ignored (one
// thread); a weak compare-exchange never fails spuriously, as on x86. Arithmetic on an atomic
// pointer and objects that are not integers or pointers are reported unsupported.

import type { CstNode } from '../syntax';
import type { Call, Expr, FunctionSymbol } from '../ast';
import { sizeOf } from '../dataModel';
import { VOID, pointerTo, typeToString, type CType, type FunctionType } from '../types';
import type { SemaContext } from './context';
import { rvalue } from './expressions';

type Op =
  'load' | 'store' | 'exchange' | 'cas' | 'cas_val' | 'cas_bool' | `fetch_${ArithOp}` | `${ArithOp}_fetch`;
type ArithOp = 'add' | 'sub' | 'and' | 'or' | 'xor';

const ARITH: readonly ArithOp[] = ['add', 'sub', 'and', 'or', 'xor'];

/** What a generic call does, and how many of its first arguments count (the rest are memory orders, a weak flag). */
interface Generic {
  readonly op: Op;
  readonly args: number;
  /** `__sync_lock_release(p)`: a store of 0. */
  readonly zero?: boolean;
}

const GENERIC: ReadonlyMap<string, Generic> = new Map<string, Generic>([
  ['__pg_atomic_load', { op: 'load', args: 1 }],
  ['__atomic_load_n', { op: 'load', args: 1 }],
  ['__pg_atomic_store', { op: 'store', args: 2 }],
  ['__atomic_store_n', { op: 'store', args: 2 }],
  ['__sync_lock_release', { op: 'store', args: 1, zero: true }],
  ['__pg_atomic_exchange', { op: 'exchange', args: 2 }],
  ['__atomic_exchange_n', { op: 'exchange', args: 2 }],
  ['__sync_lock_test_and_set', { op: 'exchange', args: 2 }],
  ['__pg_atomic_cas', { op: 'cas', args: 3 }],
  ['__atomic_compare_exchange_n', { op: 'cas', args: 3 }],
  ['__sync_bool_compare_and_swap', { op: 'cas_bool', args: 3 }],
  ['__sync_val_compare_and_swap', { op: 'cas_val', args: 3 }],
  ...ARITH.flatMap((a): [string, Generic][] => [
    [`__pg_atomic_fetch_${a}`, { op: `fetch_${a}`, args: 2 }],
    [`__atomic_fetch_${a}`, { op: `fetch_${a}`, args: 2 }],
    [`__sync_fetch_and_${a}`, { op: `fetch_${a}`, args: 2 }],
    [`__atomic_${a}_fetch`, { op: `${a}_fetch`, args: 2 }],
    [`__sync_${a}_and_fetch`, { op: `${a}_fetch`, args: 2 }],
  ]),
]);

/** Whether `name` is a type-generic atomic operation lowered here. */
export function isGenericAtomic(name: string): boolean {
  return GENERIC.has(name);
}

/** The unsigned integer kind of each object size. */
const UNSIGNED_OF_SIZE = { 1: 'uchar', 2: 'ushort', 4: 'uint', 8: 'ullong' } as const;

/** Names and types of the typed models (libcModels.ts defines their bodies). */
export function atomicModelType(name: string, ctx: Pick<SemaContext, 'ints'>): FunctionType | undefined {
  const m = /^__pg_atomic_(\w+)_([1248p])$/.exec(name);
  if (!m) return undefined;
  const op = m[1] as Op;
  const value: CType =
    m[2] === 'p'
      ? pointerTo(VOID)
      : ctx.ints.get(UNSIGNED_OF_SIZE[Number(m[2]) as keyof typeof UNSIGNED_OF_SIZE]);
  const ptr = pointerTo(VOID);
  const fn = (ret: CType, params: CType[]): FunctionType => ({
    kind: 'function',
    ret,
    params,
    variadic: false,
    hasProto: true,
  });
  if (op === 'load') return fn(value, [ptr]);
  if (op === 'store') return fn(VOID, [ptr, value]);
  if (op === 'exchange') return fn(value, [ptr, value]);
  if (op === 'cas') return fn(ctx.ints.get('bool'), [ptr, ptr, value]);
  if (op === 'cas_val') return fn(value, [ptr, value, value]);
  if (op === 'cas_bool') return fn(ctx.ints.get('bool'), [ptr, value, value]);
  if (m[2] !== 'p' && ARITH.some((a) => op === `fetch_${a}` || op === `${a}_fetch`))
    return fn(value, [ptr, value]);
  return undefined;
}

/**
 * The call `name(args)` of a generic atomic operation as a call of its typed model, converted to the
 * object's type; an `Unsupported` expression (reported) for an object it cannot handle.
 */
export function atomicCall(ctx: SemaContext, n: CstNode, name: string, argNodes: readonly CstNode[]): Expr {
  const g = GENERIC.get(name);
  if (!g) throw new Error(`internal: ${name} is not an atomic operation`);
  const loc = ctx.loc(n);
  const unsupported = (detail: string): Expr => {
    ctx.unsupported(n, 'atomic built-ins', detail);
    return { kind: 'Unsupported', feature: 'atomic built-ins', type: ctx.ints.get('int'), loc };
  };
  if (argNodes.length < g.args)
    return unsupported(`'${name}' expects at least ${g.args} argument(s), ${argNodes.length} given`);
  const args: Expr[] = [];
  for (const a of argNodes.slice(0, g.args)) {
    const e = rvalue(ctx, a);
    if (e.kind === 'Unsupported') return e;
    args.push(e);
  }
  // memory orders and the weak flag are evaluated for their effects only (they have none in practice)
  for (const a of argNodes.slice(g.args)) {
    const e = rvalue(ctx, a);
    if (e.kind === 'Unsupported') return e;
  }
  const p = args[0];
  if (p.type.kind !== 'pointer') return unsupported(`'${name}' on a value that is not a pointer`);
  const object = p.type.to;
  const size = sizeOf(object, ctx.model);
  let suffix: string;
  let value: CType;
  if (object.kind === 'pointer') {
    if (g.op !== 'load' && g.op !== 'store' && g.op !== 'exchange' && g.op !== 'cas')
      return unsupported(
        `'${name}' on a pointer (arithmetic or value compare-and-swap on an atomic pointer)`,
      );
    suffix = 'p';
    value = pointerTo(VOID);
  } else if (object.kind === 'int' && (size === 1 || size === 2 || size === 4 || size === 8)) {
    suffix = String(size);
    value = ctx.ints.get(UNSIGNED_OF_SIZE[size]);
  } else {
    return unsupported(`'${name}' on an object of type ${typeToString(object)}`);
  }
  // a value is converted to the object's type first, as C's generic functions take it (2 stored
  // into an atomic _Bool is 1), then to the model's representation of it
  const operand = (a: Expr): Expr => ctx.conv.convert(ctx.conv.convert(a, object, false), value, false);
  const modelArgs: Expr[] = [ctx.conv.convert(p, pointerTo(VOID), false)];
  if (g.op === 'cas') {
    if (args[1].type.kind !== 'pointer') return unsupported(`'${name}': the expected value is not a pointer`);
    modelArgs.push(ctx.conv.convert(args[1], pointerTo(VOID), false), operand(args[2]));
  } else if (g.zero) {
    modelArgs.push(operand(ctx.conv.constant(0n, ctx.ints.get('int'), loc)));
  } else {
    for (const a of args.slice(1)) modelArgs.push(operand(a));
  }
  const callee = modelSymbol(ctx, `__pg_atomic_${g.op}_${suffix}`, loc);
  const call: Call = { kind: 'Call', callee, args: modelArgs, type: callee.type.ret, loc };
  ctx.tables.callSites.push({ call, function: ctx.fn?.symbol.name });
  if (g.op === 'store' || g.op === 'cas' || g.op === 'cas_bool') return call;
  return ctx.conv.convert(call, object, false);
}

/** The model's function symbol, declared once per program (linked with libcModels.ts's body). */
function modelSymbol(ctx: SemaContext, name: string, loc: FunctionSymbol['loc']): FunctionSymbol {
  const existing = ctx.tables.functions.get(name);
  if (existing) return existing;
  const type = atomicModelType(name, ctx);
  if (!type) throw new Error(`internal: no atomic model ${name}`);
  const symbol: FunctionSymbol = { kind: 'function', name, type, loc };
  ctx.tables.functions.set(name, symbol);
  return symbol;
}
