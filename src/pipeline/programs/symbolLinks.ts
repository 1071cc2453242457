// Programs as users lay them out: a harness folder (`proofs/`) calls functions that a library folder
// (`src/`) defines. After the folders are grouped (programPlan.ts), each group that calls a function
// it does not define is linked with the one group without `main` that defines it, transitively (the
// library's own calls too); when several such groups define it, none is linked, with a warning. A
// group is a harness when it defines an entry (`main`, or what `--entry` names or matches); a group
// that defines none, once linked into a harness' program, is no program of its own. The files are read as written (no preprocessing: a call inside a macro is
// not seen), only to decide what to link; the front end then reads the linked program as usual.

import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { parseC } from '../../frontend/parser';
import type { CstNode } from '../../frontend/syntax';
import { fieldChild } from '../../frontend/syntax';
import { unknownLoc, type Diagnostic } from '../../frontend/diagnostics';

interface FileSymbols {
  /** Functions the file defines (with a body). */
  readonly defines: ReadonlySet<string>;
  /** Names the file calls directly. */
  readonly calls: ReadonlySet<string>;
}

/** The name a declarator declares (through pointers, parentheses and function declarators). */
function declaredName(n: CstNode | undefined, text: string): string | undefined {
  for (let d = n; d; d = fieldChild(d, 'declarator')) {
    if (d.type === 'identifier') return text.slice(d.startIndex, d.endIndex);
    if (d.type === 'parenthesized_declarator') d = d.children.find((c) => c.named) ?? d;
  }
  return undefined;
}

async function symbolsOf(file: string): Promise<FileSymbols> {
  const defines = new Set<string>();
  const calls = new Set<string>();
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { defines, calls };
  }
  const { root } = await parseC(text);
  const walk = (n: CstNode): void => {
    if (n.type === 'function_definition') {
      const name = declaredName(fieldChild(n, 'declarator'), text);
      if (name) defines.add(name);
    }
    if (n.type === 'call_expression') {
      const f = fieldChild(n, 'function');
      if (f?.type === 'identifier') calls.add(text.slice(f.startIndex, f.endIndex));
    }
    for (const c of n.children) walk(c);
  };
  walk(root);
  return { defines, calls };
}

/** Whether a function is an entry (a harness): `main`, the one `--entry` names, or one its glob matches. */
function entryMatcher(entry: string | undefined): (name: string) => boolean {
  if (entry === undefined) return (n) => n === 'main';
  if (!/[*?[\]{}!]/.test(entry)) return (n) => n === entry;
  return picomatch(entry);
}

/** Each group with the library groups it needs linked in; groups linked elsewhere dropped. */
export async function linkBySymbols(
  groups: readonly (readonly string[])[],
  entry?: string,
): Promise<{ programs: string[][]; diagnostics: Diagnostic[] }> {
  if (groups.length < 2) return { programs: groups.map((g) => [...g]), diagnostics: [] };
  const facts = await Promise.all(groups.map((g) => Promise.all(g.map(symbolsOf))));
  const defines = facts.map((fs_) => new Set(fs_.flatMap((f) => [...f.defines])));
  const calls = facts.map((fs_) => new Set(fs_.flatMap((f) => [...f.calls])));
  const harness = entryMatcher(entry);
  const library = defines.map((d) => ![...d].some(harness));
  const definers = new Map<string, number[]>();
  defines.forEach((names, i) => {
    for (const n of names) definers.set(n, [...(definers.get(n) ?? []), i]);
  });
  const diagnostics: Diagnostic[] = [];
  const warned = new Set<string>();
  const linkedAway = new Set<number>();
  const programs = groups.map((group, i) => {
    const members = [i];
    const have = new Set(defines[i]);
    const wanted = new Set(calls[i]);
    const providers = (name: string): number[] =>
      (definers.get(name) ?? []).filter((j) => library[j] && !members.includes(j));
    // link what one library alone defines, until nothing changes; then name what stays ambiguous
    for (let changed = true; changed;) {
      changed = false;
      for (const name of wanted) {
        const from = have.has(name) ? [] : providers(name);
        if (from.length !== 1) continue;
        const j = from[0];
        members.push(j);
        if (!library[i]) linkedAway.add(j);
        for (const n of defines[j]) have.add(n);
        for (const n of calls[j]) wanted.add(n);
        changed = true;
      }
    }
    for (const name of [...wanted].sort()) {
      const from = have.has(name) ? [] : providers(name);
      if (from.length < 2 || warned.has(name)) continue;
      warned.add(name);
      const where = from.map((j) => path.dirname(groups[j][0] ?? '.')).join(', ');
      diagnostics.push({
        severity: 'warning',
        loc: unknownLoc(group[0] ?? '.'),
        message: `'${name}' is defined in several folders (${where}): none of them is linked for it`,
      });
    }
    return members.flatMap((j) => [...groups[j]]);
  });
  // a library linked into a harness' program is verified there, not on its own
  return { programs: programs.filter((_, i) => !(library[i] && linkedAway.has(i))), diagnostics };
}
