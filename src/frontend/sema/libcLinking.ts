// Links the C library models (libcModels.ts) into a program: a model's definition is analysed
// into the program's tables when the program calls that function, does not define it, and
// declares it with the model's prototype (or a built-in's implicit one). Anything else (no
// prototype, another type) stays a function without a body, whose results are unknown.

import type { FunctionDef, FunctionSymbol } from '../ast';
import type { ParsedUnit } from '../unit';
import { fieldChild } from '../syntax';
import { sameType } from '../types';
import type { ProgramTables } from './context';
import { SemaAbort, SemaContext } from './context';
import { declSpecs, declarator } from './declarators';
import { functionDefinition } from './declarations';

/**
 * Adds the needed model definitions of `models` (a parsed libc model unit) to `definitions`,
 * again until nothing is added: a linked model may call another (strtol sets errno).
 */
export function linkLibcModels(models: ParsedUnit, tables: ProgramTables, definitions: FunctionDef[]): void {
  const ctx = new SemaContext(models, tables);
  const linked = new Set<string>();
  for (let more = true; more;) {
    more = false;
    const called = new Set<FunctionSymbol>(tables.callSites.map((s) => s.call.callee));
    for (const item of models.root.children) {
      if (item.type !== 'function_definition') continue;
      try {
        const declared = declarator(ctx, fieldChild(item, 'declarator'), declSpecs(ctx, item).base);
        const sym = declared.name !== undefined ? tables.functions.get(declared.name) : undefined;
        if (!sym || sym.def || !called.has(sym) || !sym.type.hasProto || linked.has(sym.name)) continue;
        if (!sameType(declared.type, sym.type)) continue;
        linked.add(sym.name);
        const def = functionDefinition(ctx, item);
        if (def) definitions.push(def);
        more = true;
      } catch (e) {
        if (!(e instanceof SemaAbort)) throw e;
        ctx.fn = undefined;
      }
    }
  }
}
