// Which functions a change touched: the function fingerprints of a base version against the head.
// A function is identified by its file (relative to the repository) and name; one that disappears
// while a function with the same body appears under another name counts as renamed.

import type { FunctionPrint } from './fingerprint';

export type ChangeKind = 'changed' | 'added' | 'removed' | 'renamed';

export interface FunctionChange {
  readonly kind: ChangeKind;
  readonly name: string;
  /** Repository-relative file of the function (the head's; the base's for `removed`). */
  readonly file: string;
  readonly line: number;
  /** For `renamed`: the old name. */
  readonly from?: string;
}

/** A function print with its file relative to the repository root. */
export interface LocatedPrint extends FunctionPrint {
  readonly relFile: string;
}

const id = (p: LocatedPrint): string => `${p.relFile}::${p.name}`;

/** Changes from `base` to `head`, sorted by file, line and name. */
export function diffFunctions(
  base: readonly LocatedPrint[],
  head: readonly LocatedPrint[],
): FunctionChange[] {
  const before = new Map(base.map((p) => [id(p), p]));
  const after = new Map(head.map((p) => [id(p), p]));
  const out: FunctionChange[] = [];
  const added: LocatedPrint[] = [];
  for (const [k, h] of after) {
    const b = before.get(k);
    if (!b) added.push(h);
    else if (b.print !== h.print) out.push({ kind: 'changed', name: h.name, file: h.relFile, line: h.line });
  }
  const removed = [...before].filter(([k]) => !after.has(k)).map(([, b]) => b);
  for (const h of added) {
    const i = removed.findIndex((b) => b.body === h.body && b.name !== h.name);
    if (i >= 0) {
      const [b] = removed.splice(i, 1);
      out.push({ kind: 'renamed', name: h.name, file: h.relFile, line: h.line, from: b.name });
    } else {
      out.push({ kind: 'added', name: h.name, file: h.relFile, line: h.line });
    }
  }
  for (const b of removed) out.push({ kind: 'removed', name: b.name, file: b.relFile, line: b.line });
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.name.localeCompare(b.name));
}
