// Declarations at file scope and in blocks: typedefs, variables (globals with external or
// internal linkage, static locals lifted to globals, locals), function prototypes and function
// definitions with their parameters (prototype and K&R style).

import type { CstNode } from '../syntax';
import { fieldChild, fieldChildren, namedChildren } from '../syntax';
import type { FunctionDef, FunctionSymbol, Stmt, VarSymbol, Expr } from '../ast';
import type { CType, FunctionType } from '../types';
import { sameType, typeToString } from '../types';
import type { SemaContext } from './context';
import { SemaAbort } from './context';
import { declarator, declSpecs, adjustParamType, type Declared, type DeclSpecs } from './declarators';
import { resolveInitializer } from './initializers';
import { compound } from './statements';

/** A declaration in a block: typedefs, locals, static locals, extern and function declarations. */
export function localDeclaration(ctx: SemaContext, n: CstNode): Stmt[] {
  // `a * b;` with `a` not a type: tree-sitter's declaration is really a multiplication, whose
  // value is unused and which has no side effects.
  const typeNode = fieldChild(n, 'type');
  if (typeNode?.type === 'type_identifier' && ctx.scope.lookup(ctx.text(typeNode).trim())?.kind === 'var') {
    return [{ kind: 'Empty', loc: ctx.loc(n), text: ctx.shortText(n) }];
  }
  const specs = declSpecs(ctx, n);
  const out: Stmt[] = [];
  const declarators = fieldChildren(n, 'declarator');
  for (const d of declarators) {
    const initNode = d.type === 'init_declarator' ? fieldChild(d, 'value') : undefined;
    const declNode = d.type === 'init_declarator' ? fieldChild(d, 'declarator') : d;
    const declared = declarator(ctx, declNode, specs.base);
    if (!declared.name || !declared.nameNode) continue;
    if (specs.storage === 'typedef') {
      ctx.scope.define(declared.name, { kind: 'typedef', type: typedefType(ctx, specs, declared.type) });
      continue;
    }
    if (declared.type.kind === 'function') {
      const f = declareFunction(ctx, declared.nameNode, declared.name, declared.type);
      ctx.scope.define(declared.name, { kind: 'function', symbol: f });
      continue;
    }
    if (specs.storage === 'extern') {
      const g = externGlobal(ctx, declared.nameNode, declared.name, declared.type);
      ctx.scope.define(declared.name, { kind: 'var', symbol: g });
      continue;
    }
    if (specs.storage === 'static') {
      const fnName = ctx.fn?.symbol.name ?? '';
      const v: VarSymbol = {
        kind: 'var',
        name: declared.name,
        uid: ctx.tables.globalUid(`${fnName}::${declared.name}`, ctx.unit.path),
        type: declared.type,
        storage: 'static-local',
        loc: ctx.loc(declared.nameNode),
      };
      ctx.scope.define(declared.name, { kind: 'var', symbol: v });
      if (initNode) {
        const r = resolveInitializer(ctx, v.type, initNode);
        v.type = r.type;
        v.init = r.init;
      }
      ctx.tables.globalDefs.push(v);
      continue;
    }
    out.push(...localVariable(ctx, n, declared, initNode));
  }
  return out;
}

function localVariable(ctx: SemaContext, n: CstNode, d: Declared, initNode: CstNode | undefined): Stmt[] {
  const nameNode = d.nameNode as CstNode;
  const v: VarSymbol = {
    kind: 'var',
    name: d.name as string,
    uid: ctx.localUid(d.name as string),
    type: d.type,
    storage: 'local',
    loc: ctx.loc(nameNode),
  };
  ctx.fn?.locals.push(v);
  const text = ctx.shortText(n);
  const taint = d.type.kind !== 'record' ? ctx.layoutTaintOf(d.type) : undefined;
  if (taint) {
    ctx.unsupported(n, `__attribute__((${taint}))`, `the type of '${v.name}' depends on it`);
    ctx.scope.define(v.name, { kind: 'var', symbol: v });
    return [{ kind: 'Unsupported', feature: `__attribute__((${taint}))`, loc: v.loc, text }];
  }
  const vlaLength: Expr | undefined = d.type.kind === 'array' && d.type.vla ? d.type.lengthExpr : undefined;
  if (d.type.kind === 'void') {
    ctx.error(nameNode, `variable '${v.name}' has incomplete type 'void'`);
    throw new SemaAbort();
  }
  // The variable is in scope inside its own initializer (C11 6.2.1p7).
  ctx.scope.define(v.name, { kind: 'var', symbol: v });
  if (!initNode) return [{ kind: 'Decl', variable: v, vlaLength, loc: v.loc, text }];
  const r = resolveInitializer(ctx, v.type, initNode);
  v.type = r.type;
  return [{ kind: 'Decl', variable: v, init: r.init, vlaLength, loc: v.loc, text }];
}

function externGlobal(ctx: SemaContext, nameNode: CstNode, name: string, type: CType): VarSymbol {
  const existing = ctx.tables.globals.get(name);
  if (existing) {
    if (existing.type.kind === 'array' && existing.type.length === undefined && type.kind === 'array')
      existing.type = type;
    return existing;
  }
  const v: VarSymbol = {
    kind: 'var',
    name,
    uid: ctx.tables.globalUid(name, ctx.unit.path),
    type,
    storage: 'global',
    loc: ctx.loc(nameNode),
    externOnly: true,
  };
  ctx.tables.globals.set(name, v);
  return v;
}

export function declareFunction(
  ctx: SemaContext,
  nameNode: CstNode,
  name: string,
  type: FunctionType,
): FunctionSymbol {
  const existing = ctx.tables.functions.get(name);
  if (existing) {
    // A prototype refines an old-style declaration; conflicting prototypes are an error.
    if (type.hasProto && !existing.type.hasProto) existing.type = type;
    else if (type.hasProto && existing.type.hasProto && !sameType(type, existing.type)) {
      ctx.warning(
        nameNode,
        `conflicting types for '${name}' ('${typeToString(type)}' vs '${typeToString(existing.type)}')`,
      );
    }
    return existing;
  }
  const f: FunctionSymbol = { kind: 'function', name, type, loc: ctx.loc(nameNode) };
  ctx.tables.functions.set(name, f);
  return f;
}

/** A declaration at file scope. */
export function globalDeclaration(ctx: SemaContext, n: CstNode): void {
  const specs = declSpecs(ctx, n);
  for (const d of fieldChildren(n, 'declarator')) {
    try {
      globalDeclarator(ctx, specs, d);
    } catch (e) {
      if (!(e instanceof SemaAbort)) throw e;
    }
  }
}

function globalDeclarator(ctx: SemaContext, specs: DeclSpecs, d: CstNode): void {
  const initNode = d.type === 'init_declarator' ? fieldChild(d, 'value') : undefined;
  const declared = declarator(
    ctx,
    d.type === 'init_declarator' ? fieldChild(d, 'declarator') : d,
    specs.base,
  );
  const { name, nameNode } = declared;
  if (!name || !nameNode) return;
  if (specs.storage === 'typedef') {
    ctx.scope.define(name, { kind: 'typedef', type: typedefType(ctx, specs, declared.type) });
    return;
  }
  if (declared.type.kind === 'function') {
    ctx.scope.define(name, { kind: 'function', symbol: declareFunction(ctx, nameNode, name, declared.type) });
    return;
  }
  if (specs.storage === 'extern' && !initNode) {
    ctx.scope.define(name, { kind: 'var', symbol: externGlobal(ctx, nameNode, name, declared.type) });
    return;
  }
  let v: VarSymbol;
  const local = ctx.scope.lookupLocal(name);
  if (specs.storage === 'static') {
    if (local?.kind === 'var') v = local.symbol;
    else {
      v = {
        kind: 'var',
        name,
        uid: ctx.tables.globalUid(name, ctx.unit.path),
        type: declared.type,
        storage: 'global',
        loc: ctx.loc(nameNode),
        externOnly: true,
      };
    }
  } else {
    v = local?.kind === 'var' ? local.symbol : externGlobal(ctx, nameNode, name, declared.type);
  }
  if (v.type.kind === 'array' && v.type.length === undefined && declared.type.kind === 'array')
    v.type = declared.type;
  ctx.scope.define(name, { kind: 'var', symbol: v });
  if (initNode) {
    if (v.init) {
      ctx.error(nameNode, `redefinition of '${name}'`);
      return;
    }
    const r = resolveInitializer(ctx, v.type, initNode);
    v.type = r.type;
    v.init = r.init;
  }
  if (v.externOnly) {
    v.externOnly = false; // a definition (or tentative definition)
    ctx.tables.globalDefs.push(v);
  }
}

/** A function definition: parameters in the outermost block scope, then the body. */
export function functionDefinition(ctx: SemaContext, n: CstNode): FunctionDef | undefined {
  const specs = declSpecs(ctx, n);
  const declNode = fieldChild(n, 'declarator');
  const body = fieldChild(n, 'body');
  const declared = declarator(ctx, declNode, specs.base);
  if (!declared.name || !declared.nameNode || declared.type.kind !== 'function' || !body) {
    ctx.error(n, 'malformed function definition');
    return undefined;
  }
  const params = declared.params ?? [];
  let type = declared.type;
  // K&R parameter declarations between the declarator and the body.
  const krDecls = namedChildren(n).filter((c) => c.type === 'declaration');
  const krTypes = new Map<string, CType>();
  for (const kd of krDecls) {
    const ks = declSpecs(ctx, kd);
    for (const dd of fieldChildren(kd, 'declarator')) {
      const r = declarator(ctx, dd, ks.base);
      if (r.name) krTypes.set(r.name, adjustParamType(r.type));
    }
  }
  const paramTypes = params.map((p) => (p.name !== undefined ? (krTypes.get(p.name) ?? p.type) : p.type));
  if (krDecls.length > 0) type = { ...type, params: paramTypes };
  const symbol = declareFunction(ctx, declared.nameNode, declared.name, type);
  if (symbol.def) {
    ctx.error(declared.nameNode, `redefinition of function '${declared.name}'`);
    return undefined;
  }
  if (!symbol.type.hasProto || krDecls.length > 0) symbol.type = type;
  ctx.scope.define(declared.name, { kind: 'function', symbol });
  ctx.fn = {
    symbol,
    locals: [],
    usedNames: new Map(),
    labels: new Map(),
    gotos: [],
    loopDepth: 0,
    switchDepth: 0,
    switchTypes: [],
    pendingVla: [],
  };
  ctx.pushScope();
  try {
    const paramSyms: VarSymbol[] = params.map((p, i) => {
      const name = p.name ?? `__param${i}`;
      const v: VarSymbol = {
        kind: 'var',
        name,
        uid: ctx.localUid(name),
        type: paramTypes[i],
        storage: 'param',
        loc: ctx.loc(p.node),
      };
      if (p.name !== undefined) ctx.scope.define(p.name, { kind: 'var', symbol: v });
      return v;
    });
    const block = compound(ctx, body, false);
    for (const g of ctx.fn.gotos) {
      if (!ctx.fn.labels.has(g.label)) {
        ctx.tables.diagnostics.push({
          severity: 'error',
          loc: g.loc,
          message: `use of undeclared label '${g.label}'`,
          function: symbol.name,
        });
      }
    }
    const def: FunctionDef = {
      symbol,
      params: paramSyms,
      locals: ctx.fn.locals,
      body: block,
      loc: ctx.loc(declared.nameNode),
      file: ctx.loc(n).file,
    };
    symbol.def = def;
    return def;
  } finally {
    ctx.popScope();
    ctx.fn = undefined;
  }
}

/** A typedef's type; with a width-changing attribute (`mode`, `vector_size`) a tainted private copy. */
function typedefType(ctx: SemaContext, specs: DeclSpecs, type: CType): CType {
  const attr = specs.layoutAttribute;
  if (!attr || type.kind === 'record' || attr === 'aligned') return type;
  const copy: CType = { ...type };
  ctx.tables.layoutTaint.set(copy, attr);
  return copy;
}
