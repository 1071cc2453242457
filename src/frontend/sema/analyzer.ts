// Semantic analysis of a whole program: walks each translation unit's top-level items in order,
// links functions and globals across units, assigns verification built-ins, and returns the
// typed Program with every diagnostic found. The C library models needed are linked in last.

import type { Program, FunctionDef } from '../ast';
import type { DataModel } from '../dataModel';
import type { ParsedUnit } from '../unit';
import type { CstNode } from '../syntax';
import { fieldChild, namedChildren } from '../syntax';
import type { CType } from '../types';
import { ProgramTables, SemaContext, SemaAbort } from './context';
import { functionDefinition, globalDeclaration } from './declarations';
import { typeSpecifier } from './declarators';
import { packAfterBody } from './records';
import { builtinFor } from './builtins';
import { classifyExternalCalls } from './externalCalls';
import { linkLibcModels } from './libcLinking';

/** `libc`: the parsed C library models (libcModels.ts), linked where the program needs them. */
export function analyzeProgram(units: readonly ParsedUnit[], model: DataModel, libc?: ParsedUnit): Program {
  const tables = new ProgramTables(model);
  const definitions: FunctionDef[] = [];
  for (const unit of units) {
    const ctx = new SemaContext(unit, tables);
    const items = unit.root.children;
    for (let i = 0; i < items.length; i++) {
      if (!items[i].named) continue;
      topLevel(ctx, items[i], definitions);
      // `struct s {...} __attribute__((packed));`: the attribute sits between the '}' and the ';'
      // (packed alone, without bit-fields: laid out as gcc packs it; anything else taints it).
      const next = items[i + 1];
      if (items[i].type.endsWith('_specifier') && next && !next.named) {
        const attrs = ctx.layoutAttributesIn({
          ...items[i],
          startIndex: items[i].endIndex,
          endIndex: next.endIndex,
        });
        const t = attrs.length > 0 ? tagType(ctx, items[i]) : undefined;
        const packed =
          attrs.every((a) => a === 'packed') && t?.kind === 'record' && packAfterBody(ctx, t.def);
        if (t?.kind === 'record' && !packed) tables.layoutTaint.set(t.def, attrs[0]);
      }
    }
  }
  if (libc) linkLibcModels(libc, tables, definitions);
  for (const f of tables.functions.values()) {
    const b = builtinFor(f.name, f.def !== undefined);
    if (b) f.builtin = b;
  }
  classifyExternalCalls(tables);
  return {
    dataModel: model,
    files: units.map((u) => u.path),
    globals: tables.globalDefs,
    functions: tables.functions,
    definitions,
    diagnostics: tables.diagnostics,
  };
}

function tagType(ctx: SemaContext, n: CstNode): CType | undefined {
  const name = fieldChild(n, 'name');
  const e = name ? ctx.scope.lookupTag(ctx.text(name).trim()) : undefined;
  return e?.kind === 'record' ? { kind: 'record', def: e.def } : undefined;
}

function topLevel(ctx: SemaContext, item: CstNode, definitions: FunctionDef[]): void {
  try {
    switch (item.type) {
      case 'function_definition': {
        const def = functionDefinition(ctx, item);
        if (def) definitions.push(def);
        return;
      }
      case 'declaration':
      case 'type_definition':
        globalDeclaration(ctx, item);
        return;
      case 'struct_specifier':
      case 'union_specifier':
      case 'enum_specifier':
        typeSpecifier(ctx, item); // `struct s {...};` defines a tag
        return;
      case 'linkage_specification':
        for (const c of namedChildren(item)) if (c.type !== 'string_literal') topLevel(ctx, c, definitions);
        return;
      case 'declaration_list':
        for (const c of namedChildren(item)) topLevel(ctx, c, definitions);
        return;
      case 'expression_statement':
        if (namedChildren(item).length === 0) return; // stray `;`
        ctx.error(item, 'expected a declaration');
        return;
      case 'ERROR':
        return; // reported as a syntax error by the parser
      case 'gnu_asm_expression':
        ctx.unsupported(item, 'inline asm', 'file-scope asm');
        return;
      default:
        if (item.type.startsWith('preproc_')) return;
        ctx.error(item, `unexpected top-level item '${ctx.shortText(item)}'`);
    }
  } catch (e) {
    if (!(e instanceof SemaAbort)) throw e;
    ctx.fn = undefined;
  }
}
