// Function calls: resolving the callee (declared, implicitly declared, or built-in), converting
// arguments to the parameter types (default argument promotions where there is no prototype or
// for `...`), and reporting calls through function pointers as unsupported.

import type { CstNode } from '../syntax';
import { fieldChild, namedChildren } from '../syntax';
import type { Call, Expr, FunctionSymbol } from '../ast';
import type { FunctionType } from '../types';
import { isScalar } from '../types';
import type { SemaContext } from './context';
import { fail, rvalue } from './expressions';
import { assignConvert } from './operators';
import { implicitBuiltinType } from './builtins';

export function callExpression(ctx: SemaContext, n: CstNode): Expr {
  const loc = ctx.loc(n);
  const fnNode = fieldChild(n, 'function');
  const argsNode = fieldChild(n, 'arguments');
  if (!fnNode) fail(ctx, n, 'malformed call');
  const argNodes = argsNode ? namedChildren(argsNode) : [];
  const callee = resolveCallee(ctx, fnNode);
  if (!callee) {
    ctx.unsupported(n, 'function pointers', `call through '${ctx.shortText(fnNode)}'`);
    return { kind: 'Unsupported', feature: 'function pointers', type: ctx.ints.get('int'), loc };
  }
  const ft = callee.type;
  const args: Expr[] = [];
  for (let i = 0; i < argNodes.length; i++) {
    const a = rvalue(ctx, argNodes[i]);
    if (a.kind === 'Unsupported') return a;
    if (ft.hasProto && i < ft.params.length) args.push(assignConvert(ctx, argNodes[i], a, ft.params[i]));
    else args.push(defaultPromotion(ctx, argNodes[i], a));
  }
  if (ft.hasProto && (args.length < ft.params.length || (!ft.variadic && args.length > ft.params.length))) {
    fail(ctx, n, `function '${callee.name}' expects ${ft.params.length} argument(s), ${args.length} given`);
  }
  const bad = args.find((a) => a.kind === 'Unsupported');
  if (bad) return bad;
  if (callee.name === '__builtin_expect' && args.length === 2) return args[0]; // a branch hint: its value is the first argument
  if (ft.ret.kind === 'float') {
    ctx.unsupported(n, 'floating point', `'${callee.name}' returns a floating-point value`);
    return { kind: 'Unsupported', feature: 'floating point', type: ft.ret, loc };
  }
  const call: Call = { kind: 'Call', callee, args, type: ft.ret, loc };
  // Whether a body-less callee can be modelled is decided after linking (externalCalls.ts).
  ctx.tables.callSites.push({ call, function: ctx.fn?.symbol.name });
  return call;
}

function defaultPromotion(ctx: SemaContext, n: CstNode, a: Expr): Expr {
  if (a.type.kind === 'float') {
    ctx.unsupported(n, 'floating point');
    return { kind: 'Unsupported', feature: 'floating point', type: a.type, loc: a.loc };
  }
  if (a.type.kind === 'function') {
    ctx.unsupported(n, 'function pointers');
    return { kind: 'Unsupported', feature: 'function pointers', type: a.type, loc: a.loc };
  }
  if (!isScalar(a.type) && a.type.kind !== 'record') fail(ctx, n, 'invalid argument');
  return ctx.conv.convert(a, ctx.conv.promote(a.type));
}

/** The called function, declaring it implicitly (C89 style) when the name is unknown. */
function resolveCallee(ctx: SemaContext, fnNode: CstNode): FunctionSymbol | undefined {
  let node = fnNode;
  while (node.type === 'parenthesized_expression' && namedChildren(node).length === 1)
    node = namedChildren(node)[0];
  if (node.type !== 'identifier') return undefined;
  const name = ctx.text(node).trim();
  const e = ctx.scope.lookup(name);
  if (e?.kind === 'function') return e.symbol;
  if (e) return undefined; // a variable: call through a function pointer
  const existing = ctx.tables.functions.get(name);
  if (existing) {
    ctx.scope.define(name, { kind: 'function', symbol: existing });
    return existing;
  }
  const builtinType = implicitBuiltinType(name, ctx.ints);
  if (!builtinType) ctx.warning(node, `implicit declaration of function '${name}'`);
  const type: FunctionType = builtinType ?? {
    kind: 'function',
    ret: ctx.ints.get('int'),
    params: [],
    variadic: false,
    hasProto: false,
  };
  const symbol: FunctionSymbol = { kind: 'function', name, type, loc: ctx.loc(node) };
  ctx.tables.functions.set(name, symbol);
  // Implicit declarations have file scope in C89.
  let file = ctx.scope;
  while (file.parent) file = file.parent;
  file.define(name, { kind: 'function', symbol });
  return symbol;
}
