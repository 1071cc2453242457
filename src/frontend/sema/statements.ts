// Statements of a function body into typed AST statements: blocks with their scopes, loops,
// switch/case (incl. GNU case ranges), goto/labels (checked per function), and the rule for
// unsupported constructs: the statement becomes an Unsupported node (reported), and a control
// statement whose condition is unsupported branches on a fresh unconstrained variable instead.

import type { CstNode } from '../syntax';
import { fieldChild, namedChildren } from '../syntax';
import type { Expr, FunctionSymbol, Stmt, Block, VarSymbol } from '../ast';
import { VOID } from '../types';
import { evalIntConst } from '../constEval';
import type { SemaContext } from './context';
import { SemaAbort } from './context';
import { condition, fail, rvalue } from './expressions';
import { assignConvert } from './operators';
import { localDeclaration } from './declarations';
import { typeSpecifier } from './declarators';

type Loc = Stmt['loc'];

export function compound(ctx: SemaContext, n: CstNode, newScope = true): Block {
  if (newScope) ctx.pushScope();
  const body: Stmt[] = [];
  try {
    for (const c of namedChildren(n)) body.push(...statementList(ctx, c));
  } finally {
    if (newScope) ctx.popScope();
  }
  const close = [...n.children].reverse().find((c) => c.type === '}' && !c.isMissing);
  return { kind: 'Block', body, loc: ctx.loc(n), text: '{...}', ...(close ? { end: ctx.loc(close) } : {}) };
}

/** One CST statement (a declaration may yield several AST statements). */
export function statementList(ctx: SemaContext, n: CstNode): Stmt[] {
  return keepProperties(ctx, statementListRaw(ctx, n));
}

function statementListRaw(ctx: SemaContext, n: CstNode): Stmt[] {
  try {
    if (n.type === 'declaration' || n.type === 'type_definition') {
      const decls = localDeclaration(ctx, n);
      const pending = ctx.fn ? ctx.fn.pendingVla.splice(0) : [];
      return [...pending, ...decls];
    }
    if (n.type === 'struct_specifier' || n.type === 'union_specifier' || n.type === 'enum_specifier') {
      typeSpecifier(ctx, n); // `struct s {...};` in a block defines a tag in the block's scope
      return [];
    }
    return [statement(ctx, n)];
  } catch (e) {
    if (!(e instanceof SemaAbort)) throw e;
    return [
      {
        kind: 'Unsupported',
        feature: e.feature ?? 'invalid statement',
        loc: ctx.loc(n),
        text: ctx.shortText(n),
      },
    ];
  }
}

/** A fresh int local without initializer: any value, where an unsupported construct stood. */
function unconstrainedLocal(ctx: SemaContext, loc: Stmt['loc']): VarSymbol {
  const v: VarSymbol = {
    kind: 'var',
    name: '__unsupported',
    uid: ctx.localUid('__unsupported'),
    type: ctx.ints.get('int'),
    storage: 'local',
    loc,
  };
  ctx.fn?.locals.push(v);
  return v;
}

/** Calls that mark a property; an unsupported statement containing one must not lose it. */
const PROPERTY_CALL =
  /\b(assert|__VERIFIER_assert|reach_error|__VERIFIER_error|__assert_fail|__assert_perror_fail|__assert)\s*\(/;

/**
 * An unsupported statement that contains an assertion or error call keeps a property: after the
 * unsupported step, a branch on an unconstrained value reaches an error call with the statement's
 * text. Paths through the unsupported step are never decided, so the property is reported
 * UNKNOWN instead of disappearing (which would let the gate say SAFE).
 */
function keepProperties(ctx: SemaContext, stmts: Stmt[]): Stmt[] {
  return stmts.map((s) => {
    if (s.kind !== 'Unsupported' || !PROPERTY_CALL.test(s.text) || !ctx.fn) return s;
    const loc = s.loc;
    const v = unconstrainedLocal(ctx, loc);
    const marker = propertyMarker(ctx, loc);
    const call: Expr = { kind: 'Call', callee: marker, args: [], type: marker.type.ret, loc };
    const branch: Stmt = {
      kind: 'If',
      cond: { kind: 'VarRef', symbol: v, type: v.type, loc },
      then: { kind: 'ExprStmt', expr: call, loc, text: s.text },
      loc,
      text: s.text,
    };
    return {
      kind: 'Block',
      body: [s, { kind: 'Decl', variable: v, loc, text: s.text }, branch],
      loc,
      text: s.text,
    };
  });
}

/** The error function that stands for a property inside unsupported code. */
function propertyMarker(ctx: SemaContext, loc: Stmt['loc']): FunctionSymbol {
  const name = '__proofgate_unsupported_property';
  let f = ctx.tables.functions.get(name);
  if (!f) {
    f = {
      kind: 'function',
      name,
      type: { kind: 'function', ret: VOID, params: [], variadic: false, hasProto: true },
      loc,
    };
    ctx.tables.functions.set(name, f);
  }
  return f;
}

function asStmt(ctx: SemaContext, n: CstNode, list: Stmt[]): Stmt {
  return list.length === 1 ? list[0] : { kind: 'Block', body: list, loc: ctx.loc(n), text: ctx.shortText(n) };
}

/** A sub-statement (loop body, branch): declarations there get their own scope. */
function subStatement(ctx: SemaContext, n: CstNode): Stmt {
  ctx.pushScope();
  try {
    return asStmt(ctx, n, statementList(ctx, n));
  } finally {
    ctx.popScope();
  }
}

function findUnsupported(e: Expr): string | undefined {
  if (e.kind === 'Unsupported') return e.feature;
  for (const k of [
    'operand',
    'left',
    'right',
    'cond',
    'then',
    'else',
    'target',
    'value',
    'base',
    'index',
  ] as const) {
    const c = (e as unknown as Record<string, Expr | undefined>)[k];
    if (c && typeof c === 'object' && 'kind' in c) {
      const f = findUnsupported(c);
      if (f) return f;
    }
  }
  if (e.kind === 'Call')
    for (const a of e.args) {
      const f = findUnsupported(a);
      if (f) return f;
    }
  return undefined;
}

/**
 * A condition, or — when it is unsupported — a fresh local with no initial value (any value),
 * preceded by the Unsupported statement that makes every path through it UNKNOWN.
 */
function guardedCondition(ctx: SemaContext, n: CstNode, pre: Stmt[]): Expr {
  const c = condition(ctx, n);
  const feature = findUnsupported(c);
  if (!feature) return c;
  const loc = ctx.loc(n);
  pre.push({ kind: 'Unsupported', feature, loc, text: ctx.shortText(n) });
  const v = unconstrainedLocal(ctx, loc);
  pre.push({ kind: 'Decl', variable: v, loc, text: ctx.shortText(n) });
  return { kind: 'VarRef', symbol: v, type: v.type, loc };
}

function withPre(ctx: SemaContext, n: CstNode, pre: Stmt[], s: Stmt): Stmt {
  return pre.length === 0 ? s : { kind: 'Block', body: [...pre, s], loc: ctx.loc(n), text: ctx.shortText(n) };
}

function cond(ctx: SemaContext, n: CstNode | undefined, pre: Stmt[]): Expr {
  if (!n) throw new SemaAbort('missing condition');
  return guardedCondition(ctx, n, pre);
}

export function statement(ctx: SemaContext, n: CstNode): Stmt {
  const loc: Loc = ctx.loc(n);
  const text = ctx.shortText(n);
  const fn = ctx.fn;
  if (!fn) fail(ctx, n, 'statement outside a function');
  switch (n.type) {
    case 'compound_statement':
      return compound(ctx, n);
    case 'expression_statement': {
      const e = namedChildren(n)[0];
      if (!e) return { kind: 'Empty', loc, text };
      const parts = discardedParts(e);
      if (parts.some((p) => isStatementExpression(p))) {
        // `a, ({ ... })` whose value is unused (glibc's assert): the parts are plain statements.
        const body = parts.map((p): Stmt => {
          const inner = isStatementExpression(p);
          if (inner) return compound(ctx, inner);
          return exprStatement(ctx, p);
        });
        return { kind: 'Block', body, loc, text };
      }
      return exprStatement(ctx, e);
    }
    case 'if_statement': {
      const pre: Stmt[] = [];
      const c = cond(ctx, fieldChild(n, 'condition'), pre);
      const thenNode = fieldChild(n, 'consequence');
      const elseClause = fieldChild(n, 'alternative');
      if (!thenNode) fail(ctx, n, 'malformed if statement');
      const then = subStatement(ctx, thenNode);
      const elseNode = elseClause
        ? elseClause.type === 'else_clause'
          ? namedChildren(elseClause)[0]
          : elseClause
        : undefined;
      const els = elseNode ? subStatement(ctx, elseNode) : undefined;
      return withPre(ctx, n, pre, {
        kind: 'If',
        cond: c,
        then,
        else: els,
        loc,
        text: `if (${ctx.shortText(fieldChild(n, 'condition') ?? n)})`,
      });
    }
    case 'while_statement': {
      const pre: Stmt[] = [];
      const c = cond(ctx, fieldChild(n, 'condition'), pre);
      const body = loopBody(ctx, n);
      return withPre(ctx, n, pre, {
        kind: 'While',
        cond: c,
        body,
        loc,
        text: `while ${ctx.shortText(fieldChild(n, 'condition') ?? n)}`,
      });
    }
    case 'do_statement': {
      const body = loopBody(ctx, n);
      const pre: Stmt[] = [];
      const c = cond(ctx, fieldChild(n, 'condition'), pre);
      const s: Stmt = {
        kind: 'DoWhile',
        body,
        cond: c,
        loc,
        text: `do ... while ${ctx.shortText(fieldChild(n, 'condition') ?? n)}`,
      };
      return withPre(ctx, n, pre, s);
    }
    case 'for_statement':
      return forStatement(ctx, n, loc, text);
    case 'switch_statement': {
      const pre: Stmt[] = [];
      const cn = fieldChild(n, 'condition');
      const c0 = cond(ctx, cn, pre);
      if (c0.type.kind !== 'int') fail(ctx, n, 'switch quantity is not an integer');
      const c = ctx.conv.convert(c0, ctx.conv.promote(c0.type));
      const bodyNode = fieldChild(n, 'body');
      if (!bodyNode) fail(ctx, n, 'malformed switch');
      fn.switchDepth++;
      fn.switchTypes.push(c.type);
      try {
        const body = subStatement(ctx, bodyNode);
        return withPre(ctx, n, pre, {
          kind: 'Switch',
          cond: c,
          body,
          loc,
          text: `switch ${cn ? ctx.shortText(cn) : ''}`,
        });
      } finally {
        fn.switchDepth--;
        fn.switchTypes.pop();
      }
    }
    case 'case_statement':
      return caseStatement(ctx, n, loc, text);
    case 'break_statement':
      if (fn.loopDepth === 0 && fn.switchDepth === 0)
        fail(ctx, n, "'break' statement not in loop or switch statement");
      return { kind: 'Break', loc, text };
    case 'continue_statement':
      if (fn.loopDepth === 0) fail(ctx, n, "'continue' statement not in loop statement");
      return { kind: 'Continue', loc, text };
    case 'return_statement': {
      const vn = namedChildren(n)[0];
      const ret = fn.symbol.type.ret;
      if (!vn) return { kind: 'Return', loc, text };
      const v = rvalue(ctx, vn);
      const feature = findUnsupported(v);
      if (feature) return { kind: 'Unsupported', feature, loc, text };
      if (ret.kind === 'void') {
        return {
          kind: 'Block',
          body: [
            { kind: 'ExprStmt', expr: v, loc, text },
            { kind: 'Return', loc, text },
          ],
          loc,
          text,
        };
      }
      return { kind: 'Return', value: assignConvert(ctx, vn, v, ret), loc, text };
    }
    case 'goto_statement': {
      const l = fieldChild(n, 'label');
      if (!l) fail(ctx, n, 'malformed goto');
      const label = ctx.text(l).trim();
      fn.gotos.push({ label, loc: ctx.loc(l) });
      return { kind: 'Goto', label, loc, text };
    }
    case 'labeled_statement': {
      const l = fieldChild(n, 'label');
      const inner = namedChildren(n).filter((c) => c !== l);
      if (!l) fail(ctx, n, 'malformed label');
      const label = ctx.text(l).trim();
      if (fn.labels.has(label)) fail(ctx, l, `redefinition of label '${label}'`);
      fn.labels.set(label, ctx.loc(l));
      const body =
        inner.length > 0
          ? asStmt(
              ctx,
              n,
              inner.flatMap((c) => statementList(ctx, c)),
            )
          : ({ kind: 'Empty', loc, text } as Stmt);
      return { kind: 'Labeled', label, body, loc, text: `${label}:` };
    }
    case 'attributed_statement': {
      const inner = namedChildren(n).filter((c) => c.type !== 'attribute_declaration');
      return inner.length
        ? asStmt(
            ctx,
            n,
            inner.flatMap((c) => statementList(ctx, c)),
          )
        : { kind: 'Empty', loc, text };
    }
    case 'gnu_asm_expression':
    case 'asm_statement':
      ctx.unsupported(n, 'inline asm');
      return { kind: 'Unsupported', feature: 'inline asm', loc, text };
    case 'function_definition':
      ctx.unsupported(n, 'nested functions');
      return { kind: 'Unsupported', feature: 'nested functions', loc, text };
    default:
      if (n.type.startsWith('seh_')) {
        ctx.unsupported(n, 'structured exception handling');
        return { kind: 'Unsupported', feature: 'structured exception handling', loc, text };
      }
      fail(ctx, n, `unexpected statement '${text}'`);
  }
}

function exprStatement(ctx: SemaContext, e: CstNode): Stmt {
  const loc = ctx.loc(e);
  const text = ctx.shortText(e);
  const expr = rvalue(ctx, e);
  const feature = findUnsupported(expr);
  if (feature) return { kind: 'Unsupported', feature, loc, text };
  return { kind: 'ExprStmt', expr, loc, text };
}

/** The operands of an expression whose value is discarded: comma operands, parentheses, `(void)` casts. */
function discardedParts(e: CstNode): CstNode[] {
  if (e.type === 'comma_expression') {
    const l = fieldChild(e, 'left');
    const r = fieldChild(e, 'right');
    return [...(l ? discardedParts(l) : []), ...(r ? discardedParts(r) : [])];
  }
  if (e.type === 'parenthesized_expression' && namedChildren(e).length === 1) {
    const inner = namedChildren(e)[0];
    if (inner.type !== 'compound_statement') return discardedParts(inner);
  }
  return [e];
}

/** The compound statement of a GNU statement expression `({ ... })`. */
function isStatementExpression(e: CstNode): CstNode | undefined {
  if (e.type !== 'parenthesized_expression') return undefined;
  const inner = namedChildren(e);
  return inner.length === 1 && inner[0].type === 'compound_statement' ? inner[0] : undefined;
}

function loopBody(ctx: SemaContext, n: CstNode): Stmt {
  const b = fieldChild(n, 'body');
  if (!b) fail(ctx, n, 'malformed loop');
  const fn = ctx.fn;
  if (fn) fn.loopDepth++;
  try {
    return subStatement(ctx, b);
  } finally {
    if (fn) fn.loopDepth--;
  }
}

function forStatement(ctx: SemaContext, n: CstNode, loc: Loc, text: string): Stmt {
  ctx.pushScope();
  try {
    const initNode = fieldChild(n, 'initializer');
    let init: Stmt | undefined;
    if (initNode) {
      if (initNode.type === 'declaration') init = asStmt(ctx, initNode, statementList(ctx, initNode));
      else {
        const e = rvalue(ctx, initNode);
        const f = findUnsupported(e);
        init = f
          ? { kind: 'Unsupported', feature: f, loc: ctx.loc(initNode), text: ctx.shortText(initNode) }
          : { kind: 'ExprStmt', expr: e, loc: ctx.loc(initNode), text: ctx.shortText(initNode) };
      }
    }
    const pre: Stmt[] = [];
    const condNode = fieldChild(n, 'condition');
    const c = condNode ? guardedCondition(ctx, condNode, pre) : undefined;
    const updNode = fieldChild(n, 'update');
    let update: Expr | undefined;
    if (updNode) {
      update = rvalue(ctx, updNode);
      const f = findUnsupported(update);
      if (f) {
        pre.push({ kind: 'Unsupported', feature: f, loc: ctx.loc(updNode), text: ctx.shortText(updNode) });
        update = undefined;
      }
    }
    const body = loopBody(ctx, n);
    const header = text.replace(/\)\s*[{].*$/, ')');
    const s: Stmt = {
      kind: 'For',
      init,
      cond: c,
      update,
      body,
      loc,
      text: header.length < text.length ? header : `for (...)`,
    };
    return withPre(ctx, n, pre, s);
  } finally {
    ctx.popScope();
  }
}

function caseStatement(ctx: SemaContext, n: CstNode, loc: Loc, text: string): Stmt {
  const fn = ctx.fn;
  if (!fn || fn.switchDepth === 0) fail(ctx, n, "'case' statement not in switch statement");
  const valueNode = fieldChild(n, 'value');
  const body: Stmt[] = [];
  let high: bigint | undefined;
  const switchType = fn.switchTypes[fn.switchTypes.length - 1];
  const constant = (vn: CstNode): bigint => {
    const e = rvalue(ctx, vn);
    const v = evalIntConst(e);
    if (v === undefined) fail(ctx, vn, 'case label is not an integer constant');
    const conv = evalIntConst(
      ctx.conv.convert(
        ctx.conv.constant(v, e.type.kind === 'int' ? e.type : ctx.ints.get('int'), e.loc),
        switchType,
      ),
    );
    return conv ?? v;
  };
  let low: bigint | undefined;
  for (const c of n.children) {
    if (!c.named || c === valueNode) continue;
    if (c.type === 'ERROR') {
      // GNU case range `case lo ... hi:`: tree-sitter-c leaves either `... hi` (after the value)
      // or `lo ...` (before it, the value then being hi) as an ERROR node.
      const bound = namedChildren(c)[0];
      const errText = ctx.text(c).trim();
      if (bound && errText.startsWith('...')) {
        high = constant(bound);
        continue;
      }
      if (bound && errText.endsWith('...') && valueNode) {
        low = constant(bound);
        high = constant(valueNode);
        continue;
      }
      fail(ctx, c, 'syntax error in case label');
    }
    body.push(...statementList(ctx, c));
  }
  const block: Block = { kind: 'Block', body, loc, text };
  const label = text.replace(/:.*$/, ':');
  if (!valueNode) return { kind: 'Default', body: block, loc, text: 'default:' };
  return { kind: 'Case', value: low ?? constant(valueNode), high, body: block, loc, text: label };
}
