// Harness inputs over pointers: a pointer parameter of an entry function (a library API named by
// `--entry`) points to a fresh object made for the run, whose contents are inputs, as a CBMC
// harness's malloc'd buffer or a Kani `any()` would be. The BMC encoding and the interpreter both
// build it from this one definition, so a counterexample replays:
// - a pointer to a record points to one record; a pointer to any other object type to
//   `objectElements` of it (`--object-size`, default 8); `void *` to that many bytes;
// - its contents are one `param` input per scalar leaf, in layout order, right where the parameter's
//   own input would be (a pointer inside, such as a record's `next`, is an input too: an address that
//   points nowhere, so a path through dereferencing it does not replay);
// - it is a heap block (a function under test may free it) alive for the whole run; never NULL (a
//   harness that wants NULL passes it itself).
// `main` keeps its parameters as they are (argc, argv): C gives them their meaning.

import type { VarSymbol } from '../frontend/ast';
import { IntTypes, sizeOf, type DataModel } from '../frontend/dataModel';
import { arrayOf, type ArrayType } from '../frontend/types';

/** Elements an entry's pointer parameter points to when `--object-size` is not given. */
export const DEFAULT_OBJECT_ELEMENTS = 8;

/** `--object-size` / the Action's `object-size` as a number of elements (1 to 4096), or undefined. */
export function parseObjectElements(text: string): number | undefined {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= 4096 ? n : undefined;
}

/** The object an entry's pointer parameter points to; undefined: the parameter is a plain input. */
export function entryObjectType(
  entry: string,
  p: VarSymbol,
  model: DataModel,
  elements: number = DEFAULT_OBJECT_ELEMENTS,
): ArrayType | undefined {
  if (entry === 'main' || p.type.kind !== 'pointer') return undefined;
  const to = p.type.to;
  if (to.kind === 'function') return undefined;
  const element = to.kind === 'void' ? new IntTypes(model).get('uchar') : to;
  if (sizeOf(element, model) === undefined) return undefined;
  return arrayOf(element, to.kind === 'record' ? 1 : elements);
}

/** The name an entry object goes by in traces and inputs (`*buf`). */
export function entryObjectName(p: VarSymbol): string {
  return `*${p.name}`;
}
