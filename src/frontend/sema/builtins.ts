// Functions with a fixed meaning for verification (assert, reach_error, __VERIFIER_*, CBMC's
// __CPROVER_assert/__CPROVER_assume and nondet_* functions) and the
// library functions whose behaviour we model (abort/exit, malloc/calloc/free), with the types
// they get when the program calls them without declaring them.

import { VA_ARG_CALL } from '../vaArg';
import { NESTED_OFFSETOF_CALL } from '../offsetofBuiltin';
import type { Builtin } from '../ast';
import type { IntTypes } from '../dataModel';
import type { CType, FunctionType, IntKind } from '../types';
import { VOID, pointerTo } from '../types';

/** `reach_error` and `__VERIFIER_error` mark properties even when the program defines them. */
export const ALWAYS_ERROR = new Set(['reach_error', '__VERIFIER_error', '__proofgate_unsupported_property']);

const BY_NAME: Readonly<Record<string, Builtin>> = {
  assert: 'assert',
  __VERIFIER_assert: 'assert',
  reach_error: 'error',
  __VERIFIER_error: 'error',
  __proofgate_unsupported_property: 'error',
  __assert_fail: 'error',
  __assert_perror_fail: 'error',
  __assert: 'error',
  __assert_rtn: 'error',
  __VERIFIER_assume: 'assume',
  // CBMC harnesses: __CPROVER_assert(cond, "description"), __CPROVER_assume(cond)
  __CPROVER_assert: 'assert',
  __CPROVER_assume: 'assume',
  abort: 'abort',
  exit: 'abort',
  _Exit: 'abort',
  __builtin_abort: 'abort',
  __builtin_trap: 'abort',
  malloc: 'malloc',
  alloca: 'malloc',
  __builtin_alloca: 'malloc',
  calloc: 'calloc',
  free: 'free',
  realloc: 'realloc',
  __VERIFIER_atomic_begin: 'atomic',
  __VERIFIER_atomic_end: 'atomic',
  // fences order memory between threads: nothing on one thread (atomics.ts)
  __atomic_thread_fence: 'atomic',
  __atomic_signal_fence: 'atomic',
  __sync_synchronize: 'atomic',
};

export function builtinFor(name: string, hasBody: boolean): Builtin | undefined {
  if (ALWAYS_ERROR.has(name)) return 'error';
  if (hasBody) return undefined;
  if (name.startsWith('__VERIFIER_nondet_')) return 'nondet';
  // CBMC's convention: a function `nondet_<anything>` without a body returns any value of its type
  if (/^nondet_\w+$/.test(name)) return 'nondet';
  return BY_NAME[name];
}

/** Result type of `__VERIFIER_nondet_<suffix>` per the SV-COMP rules. */
const NONDET: Readonly<Record<string, IntKind | 'pointer' | 'pchar' | 'float'>> = {
  bool: 'bool',
  char: 'char',
  uchar: 'uchar',
  short: 'short',
  ushort: 'ushort',
  int: 'int',
  uint: 'uint',
  unsigned: 'uint',
  long: 'long',
  ulong: 'ulong',
  longlong: 'llong',
  ulonglong: 'ullong',
  int128: 'int128',
  uint128: 'uint128',
  size_t: 'ulong',
  loff_t: 'long',
  sector_t: 'ulong',
  u8: 'uchar',
  u16: 'ushort',
  u32: 'uint',
  u64: 'ullong',
  s8: 'schar',
  s16: 'short',
  s32: 'int',
  s64: 'llong',
  pthread_t: 'ulong',
  pointer: 'pointer',
  pchar: 'pchar',
  float: 'float',
  double: 'float',
};

/** The type an undeclared built-in gets (C89 implicit declarations would say `int f()`). */
export function implicitBuiltinType(name: string, ints: IntTypes): FunctionType | undefined {
  const fn = (ret: CType, params: CType[], variadic = false): FunctionType => ({
    kind: 'function',
    ret,
    params,
    variadic,
    hasProto: true,
  });
  if (name.startsWith('__VERIFIER_nondet_')) {
    const k = NONDET[name.slice('__VERIFIER_nondet_'.length)];
    if (k === undefined) return undefined;
    if (k === 'pointer') return fn(pointerTo(VOID), []);
    if (k === 'pchar') return fn(pointerTo(ints.get('char')), []);
    if (k === 'float') return fn({ kind: 'float', fk: name.endsWith('float') ? 'float' : 'double' }, []);
    if (k === 'ulong' && name.endsWith('size_t')) return fn(ints.sizeT(), []);
    return fn(ints.get(k), []);
  }
  if (name === '__builtin_expect') return fn(ints.get('long'), [ints.get('long'), ints.get('long')]);
  // gcc's byte swaps, modelled in libcModels.ts
  if (name === '__builtin_bswap16') return fn(ints.get('ushort'), [ints.get('ushort')]);
  if (name === '__builtin_bswap32') return fn(ints.get('uint'), [ints.get('uint')]);
  if (name === '__builtin_bswap64') return fn(ints.get('ullong'), [ints.get('ullong')]);
  // glibc's errno is `(*__errno_location ())`; the strtol models set it (libcModels.ts)
  if (name === '__errno_location') return fn(pointerTo(ints.get('int')), []);
  if (name === VA_ARG_CALL) return fn(pointerTo(VOID), [], true);
  if (name === NESTED_OFFSETOF_CALL) return fn(ints.sizeT(), []);
  switch (BY_NAME[name]) {
    case 'assert':
    case 'assume':
      if (name === '__CPROVER_assert') return fn(VOID, [ints.get('bool'), pointerTo(ints.get('char'))]);
      return fn(VOID, [ints.get('bool')]);
    case 'error':
      return name.startsWith('__assert') ? fn(VOID, [], true) : fn(VOID, []);
    case 'abort':
      return name === 'exit' || name === '_Exit' ? fn(VOID, [ints.get('int')]) : fn(VOID, []);
    case 'malloc':
      return fn(pointerTo(VOID), [ints.sizeT()]);
    case 'calloc':
      return fn(pointerTo(VOID), [ints.sizeT(), ints.sizeT()]);
    case 'free':
      return fn(VOID, [pointerTo(VOID)]);
    case 'realloc':
      return fn(pointerTo(VOID), [pointerTo(VOID), ints.sizeT()]);
    case 'atomic':
      return fn(VOID, [], name.endsWith('_fence'));
    default:
      return undefined;
  }
}
