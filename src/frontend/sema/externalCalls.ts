// After linking: which calls to functions without a body can be modelled. A body-less function
// returns a nondeterministic value; one that may write through pointer arguments, or that needs
// semantics we do not have (setjmp, threads, unknown gcc built-ins), makes its calls unsupported.

import { VA_ARG_CALL } from '../vaArg';
import type { Call, FunctionSymbol } from '../ast';
import type { ProgramTables } from './context';

/** Library functions without a body that only read through their pointer arguments. */
const READ_ONLY_EXTERNALS = new Set([
  'printf',
  'puts',
  'putchar',
  'fprintf',
  'fputs',
  'fputc',
  'putc',
  'fflush',
  'perror',
  'strlen',
  'strnlen',
  'strcmp',
  'strncmp',
  'memcmp',
  'strchr',
  'strrchr',
  'strstr',
  'atoi',
  'atol',
  'atoll',
  'fopen',
  'fclose',
  'getenv',
  'sleep',
  'usleep',
]);

const UNSUPPORTED_CALLS: Readonly<Record<string, string>> = {
  __pg_offsetof__: 'offsetof with a nested member designator',
  setjmp: 'setjmp/longjmp',
  _setjmp: 'setjmp/longjmp',
  __sigsetjmp: 'setjmp/longjmp',
  sigsetjmp: 'setjmp/longjmp',
  longjmp: 'setjmp/longjmp',
  siglongjmp: 'setjmp/longjmp',
  _longjmp: 'setjmp/longjmp',
  pthread_create: 'threads',
  pthread_join: 'threads',
  pthread_mutex_lock: 'threads',
  pthread_mutex_unlock: 'threads',
  thrd_create: 'threads',
  fork: 'processes (fork)',
  signal: 'signal handlers',
  [VA_ARG_CALL]: 'variadic arguments (va_arg)',
};

/** gcc built-ins with a meaning we model; any other `__builtin_*` is unsupported. */
const KNOWN_GCC_BUILTINS = new Set([
  '__builtin_expect',
  '__builtin_abort',
  '__builtin_trap',
  '__builtin_alloca',
]);

/** Why a call to a body-less function cannot be modelled, or undefined when it can. */
export function externalCallFeature(
  callee: FunctionSymbol,
  call: Call,
): { feature: string; detail: string } | undefined {
  if (callee.def || callee.builtin) return undefined;
  const named = UNSUPPORTED_CALLS[callee.name];
  if (named) return { feature: named, detail: `call to '${callee.name}'` };
  if (callee.name.startsWith('__builtin_') && !KNOWN_GCC_BUILTINS.has(callee.name)) {
    return { feature: `gcc built-in '${callee.name}'`, detail: `call to '${callee.name}'` };
  }
  if (callee.name.startsWith('__atomic_') || callee.name.startsWith('__sync_')) {
    return { feature: 'atomic built-ins', detail: `call to '${callee.name}'` };
  }
  if (READ_ONLY_EXTERNALS.has(callee.name)) return undefined;
  const writes = call.args.some(
    (a) => a.type.kind === 'pointer' && !(a.kind === 'Decay' && a.operand.kind === 'StringLit'),
  );
  if (!writes) return undefined;
  return {
    feature: 'external function with pointer arguments',
    detail: `'${callee.name}' has no body and may write through its pointer arguments`,
  };
}

/** Marks the calls that cannot be modelled (Call.unsupported) and reports each once. */
export function classifyExternalCalls(tables: ProgramTables): void {
  for (const site of tables.callSites) {
    const why = externalCallFeature(site.call.callee, site.call);
    if (!why) continue;
    site.call.unsupported = why.feature;
    tables.diagnostics.push({
      severity: 'unsupported',
      loc: site.call.loc,
      message: `${why.feature}: ${why.detail}`,
      feature: why.feature,
      function: site.function,
    });
  }
}
