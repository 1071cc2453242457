// Function calls: resolving the callee (declared, implicitly declared, or built-in), converting
// arguments to the parameter types (default argument promotions where there is no prototype or
// for `...`), and calls through function pointers (lowered by the IR to a choice of callee).

import type { CstNode } from '../syntax';
import { fieldChild, namedChildren } from '../syntax';
import type { Call, Expr, FunctionSymbol } from '../ast';
import type { FunctionType, PointerType } from '../types';
import { isScalar } from '../types';
import type { SemaContext } from './context';
import { fail, rvalue } from './expressions';
import { assignConvert } from './operators';
import { implicitBuiltinType } from './builtins';
import { atomicCall, isGenericAtomic } from './atomics';

export function callExpression(ctx: SemaContext, n: CstNode): Expr {
  const loc = ctx.loc(n);
  const fnNode = fieldChild(n, 'function');
  const argsNode = fieldChild(n, 'arguments');
  if (!fnNode) fail(ctx, n, 'malformed call');
  const argNodes = argsNode ? namedChildren(argsNode) : [];
  const atomic = atomicName(ctx, fnNode);
  if (atomic) return atomicCall(ctx, n, atomic, argNodes);
  const direct = resolveCallee(ctx, fnNode);
  let through: Expr | undefined;
  let callee: FunctionSymbol;
  if (direct) callee = direct;
  else {
    const target = calledPointer(ctx, fnNode);
    if (target.kind === 'Unsupported') return target;
    if (target.kind === 'AddrOf' && target.operand.kind === 'FuncRef') callee = target.operand.symbol;
    else {
      through = target;
      callee = standIn(ctx, fnNode, target);
    }
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
  if (through) return { kind: 'Call', callee, through, args, type: ft.ret, loc };
  const call: Call = { kind: 'Call', callee, args, type: ft.ret, loc };
  // Whether a body-less callee can be modelled is decided after linking (externalCalls.ts).
  ctx.tables.callSites.push({ call, function: ctx.fn?.symbol.name });
  return call;
}

/** The value called in `(*fp)(x)`, `fp(x)`, `ops->f(x)`: a pointer to a function. */
function calledPointer(ctx: SemaContext, fnNode: CstNode): Expr {
  const target = rvalue(ctx, fnNode);
  if (target.kind === 'Unsupported') return target;
  if (target.type.kind !== 'pointer' || target.type.to.kind !== 'function')
    fail(ctx, fnNode, `called object '${ctx.shortText(fnNode)}' is not a function or function pointer`);
  return target;
}

/** The stand-in callee of a call through a pointer: the pointer's function type, no body, no built-in meaning. */
function standIn(ctx: SemaContext, fnNode: CstNode, target: Expr): FunctionSymbol {
  const type = (target.type as PointerType).to as FunctionType;
  return { kind: 'function', name: `(*${ctx.shortText(fnNode)})`, type, loc: ctx.loc(fnNode) };
}

function defaultPromotion(ctx: SemaContext, n: CstNode, a: Expr): Expr {
  if (a.type.kind === 'float') {
    ctx.unsupported(n, 'floating point');
    return { kind: 'Unsupported', feature: 'floating point', type: a.type, loc: a.loc };
  }
  if (!isScalar(a.type) && a.type.kind !== 'record') fail(ctx, n, 'invalid argument');
  return ctx.conv.convert(a, ctx.conv.promote(a.type));
}

/** The name of a type-generic atomic operation called directly (atomics.ts), unless the program defines that name. */
function atomicName(ctx: SemaContext, fnNode: CstNode): string | undefined {
  if (fnNode.type !== 'identifier') return undefined;
  const name = ctx.text(fnNode).trim();
  if (!isGenericAtomic(name)) return undefined;
  const e = ctx.scope.lookup(name);
  return e === undefined || (e.kind === 'function' && !e.symbol.def) ? name : undefined;
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
