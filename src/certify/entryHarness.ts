// The `main` of a reproducer whose entry is not `main` (a library function named by `--entry`): it
// builds each parameter from the counterexample's `param` values as the interpreter did (a pointer
// parameter's object, ir/entryObjects.ts, or the parameter's own scalar), byte by byte at each
// scalar leaf's offset, and calls the entry. A parameter it cannot build natively (a record passed
// by value, a pointer value that is not NULL, a type without leaves) leaves a note instead.

import type { InputValue } from '../encodings/result';
import { sizeOf } from '../frontend/dataModel';
import type { CType } from '../frontend/types';
import { typeToString } from '../frontend/types';
import type { ProgramCfa } from '../ir/cfa';
import { entryObjectType } from '../ir/entryObjects';
import { scalarLeaves } from './inputs';

/** C spelling of a scalar type for a definition or prototype; pointers all become `void *` (same ABI). */
export function cType(t: CType): string | undefined {
  switch (t.kind) {
    case 'int':
      return typeToString({ ...t, enumTag: undefined });
    case 'void':
    case 'float':
      return typeToString(t);
    case 'pointer':
      return 'void *';
    default:
      return undefined;
  }
}

/** Lines of a `main` calling `entry` with the counterexample's parameters, or why there is none. */
export function entryMain(
  cfa: ProgramCfa,
  entry: string,
  inputs: readonly InputValue[],
): { readonly lines: string[] } | { readonly note: string } {
  const fn = cfa.functions.get(entry);
  if (!fn) return { note: `no function ${entry} to call` };
  if (cfa.functions.has('main')) return { note: `the program defines main: call ${entry} from there` };
  const model = cfa.program.dataModel;
  const values = inputs.filter((v) => v.source === 'param');
  const ret = cType(fn.returnType);
  const proto: string[] = [];
  const body: string[] = [];
  const args: string[] = [];
  let next = 0;
  for (const [i, p] of fn.params.entries()) {
    const object = entryObjectType(entry, p, model, cfa.objectElements);
    const own = cType(p.type);
    const type = object ?? p.type;
    const leaves = scalarLeaves(type, model);
    const size = sizeOf(type, model);
    if (own === undefined || ret === undefined || leaves === undefined || size === undefined)
      return { note: `a native run cannot pass parameter ${p.name} of ${entry} (${typeToString(p.type)})` };
    const name = `pg_arg${i}`;
    body.push(`  static unsigned char ${name}[${Math.max(size, 1)}] __attribute__((aligned(16)));`);
    for (const leaf of leaves) {
      const v = values[next++];
      if (v === undefined) return { note: `the counterexample gives no value for ${p.name} of ${entry}` };
      if (leaf.type.kind === 'pointer' && v.bits !== 0n)
        return { note: `parameter ${p.name} of ${entry} holds an address a native run cannot set` };
      if (v.width > 64) return { note: `a value of ${v.width} bits for ${p.name} of ${entry}` };
      const bytes = Math.max(1, v.width / 8);
      body.push(
        `  { unsigned long long pg_v = 0x${v.bits.toString(16)}ULL; __builtin_memcpy(${name} + ${leaf.offset}, &pg_v, ${bytes}); }`,
      );
    }
    proto.push(own);
    args.push(object ? `(void *)${name}` : `*(${own} *)(void *)${name}`);
  }
  return {
    lines: [
      `/* The entry ${entry}, called with the counterexample's parameters (objects built byte by byte). */`,
      `extern ${ret} ${entry}(${proto.length > 0 ? proto.join(', ') : 'void'});`,
      'int main(void) {',
      ...body,
      `  ${entry}(${args.join(', ')});`,
      '  return 0;',
      '}',
      '',
    ],
  };
}
