// The program as constrained Horn clauses over bit-vectors, for Z3's Spacer: one predicate per cut
// node of each function (entry, loop heads, call sites and return points, exit) over the function's
// state (parameters, locals, scalar globals, the return value) and its entry values; per function an
// `entry` predicate (the contexts it is called in) and a `summary` predicate (entry values to exit
// values), so calls and recursion need no inlining. Between cut nodes the loop-free code is one
// clause per target (large-block encoding); reaching an error node is a clause with head `false`.
// Leaf functions (no loops, no calls) are then inlined into their callers (inlineLeaves.ts), and
// the predicates of cut nodes other than loop heads are resolved away (eliminate.ts).
// This first version handles programs whose variables all live outside memory (no arrays, structs,
// pointers to locals, heap); anything else is EncodeUnsupported.

import type { Expr, VarSymbol } from '../../frontend/ast';
import type { CallEdge, CfaEdge, CfaFunction, CfaNode, ProgramCfa } from '../../ir/cfa';
import { edgeOperands } from '../../ir/cfaCheck';
import { children } from '../../ir/pure';
import { ExprEncoder, varKey, type FrameRef, type SymState } from '../../smt/exprEncoder';
import { EncodeUnsupported, ObjectTable, inMemory, memoryLayout } from '../../smt/memoryModel';
import { Script, TRUE, and, bvSort, ite, or, type Term } from '../../smt/smtlib';
import type { ArgInfo, HornClause, HornSystem, PredApp } from './horn';
import { EdgeSemantics, setVar } from '../unwinding/edgeSemantics';
import { keepLoopHeads } from './eliminate';
import { inlineLeafFunctions } from './inlineLeaves';

interface Slot {
  readonly key: string;
  readonly sort: string;
  readonly label: string;
  readonly signed: boolean;
}

interface FnShape {
  readonly fn: CfaFunction;
  readonly frame: FrameRef;
  /** Current state: params, locals, globals, return value. */
  readonly cur: readonly Slot[];
  readonly params: readonly Slot[];
  readonly ret?: Slot;
  readonly cuts: ReadonlySet<CfaNode>;
}

const NO_MEMORY: Set<Expr['kind']> = new Set(['Deref', 'AddrOf', 'Index', 'Member', 'StringLit', 'Decay']);

/** The clauses of `cfa` from `entry`; the safety clauses of the properties in `skip` are left out. */
export function hornSystem(cfa: ProgramCfa, entry: string, skip?: ReadonlySet<string>): HornSystem {
  const model = cfa.program.dataModel;
  const layout = memoryLayout(model);
  const enc = (s: Script): ExprEncoder => new ExprEncoder(s, model, layout, new ObjectTable(layout, model));
  const bits = enc(new Script());
  const slotOf = (v: VarSymbol, frame: FrameRef): Slot => ({
    key: varKey(v, frame),
    sort: bvSort(bits.bits(v.type)),
    label: v.name,
    signed: v.type.kind === 'int' && v.type.signed,
  });
  const globals: Slot[] = [];
  for (const { variable: v } of cfa.globals) {
    if (inMemory(v)) throw new EncodeUnsupported('global arrays, structs or address-taken globals (CHC)');
    globals.push(slotOf(v, { key: 'g' }));
  }
  const shapes = new Map<string, FnShape>();
  for (const fn of cfa.functions.values()) {
    const frame = { key: `f_${fn.name}` };
    for (const v of [...fn.params, ...fn.locals]) {
      if (inMemory(v)) throw new EncodeUnsupported('arrays, structs or address-taken variables (CHC)');
    }
    const params = fn.params.map((v) => slotOf(v, frame));
    const locals = fn.locals.map((v) => slotOf(v, frame));
    const ret =
      fn.returnType.kind === 'void'
        ? undefined
        : {
            key: `${frame.key}:__ret`,
            sort: bvSort(bits.bits(fn.returnType)),
            label: '\\result',
            signed: fn.returnType.kind === 'int' && fn.returnType.signed,
          };
    const cuts = new Set<CfaNode>([fn.entry, fn.exit]);
    for (const n of fn.nodes) {
      if (n.isLoopHead) cuts.add(n);
      for (const e of n.out) {
        checkEdge(e);
        if (e.kind === 'call') {
          cuts.add(n);
          cuts.add(e.to);
        }
      }
    }
    shapes.set(fn.name, {
      fn,
      frame,
      cur: [...params, ...locals, ...globals, ...(ret ? [ret] : [])],
      params,
      ret,
      cuts,
    });
  }
  const main = shapes.get(entry);
  if (!main) throw new EncodeUnsupported(`no entry function ${entry}`);

  const predicates: [string, string[]][] = [];
  const clauses: HornClause[] = [];
  const snapshot = (sh: FnShape): Slot[] =>
    [...sh.params, ...globals].map((s) => ({ ...s, key: `0:${s.key}`, label: `\\old(${s.label})` }));
  const nodePred = (sh: FnShape, n: CfaNode): string => `P_${sh.fn.name}_${n.id}`;
  /** The predicate of cut node `n` applied to the state `st` and the entry values `s0`. */
  const predAt = (sh: FnShape, n: CfaNode, st: SymState, s0: readonly Term[]): PredApp => ({
    pred: nodePred(sh, n),
    args: [...sh.cur.map((s) => st.vars.get(s.key) as Term), ...s0],
  });
  const args = new Map<string, ArgInfo[]>();
  const nodes = new Map<string, { fn: string; node: CfaNode }>();
  const declare = (name: string, slots: readonly Slot[], old: number): void => {
    predicates.push([name, slots.map((s) => s.sort)]);
    args.set(
      name,
      slots.map((s, i) => ({
        key: s.key,
        label: s.label,
        width: Number(/(\d+)\)$/.exec(s.sort)?.[1] ?? 0),
        signed: s.signed,
        old: i >= old,
      })),
    );
  };
  for (const sh of shapes.values()) {
    for (const n of sh.cuts) {
      declare(nodePred(sh, n), [...sh.cur, ...snapshot(sh)], sh.cur.length);
      nodes.set(nodePred(sh, n), { fn: sh.fn.name, node: n });
    }
    declare(`E_${sh.fn.name}`, [...sh.params, ...globals], Infinity);
    const outs = globals.map((g) => ({ ...g, key: `1:${g.key}` }));
    const entryVals = snapshot(sh);
    declare(`S_${sh.fn.name}`, [...entryVals, ...(sh.ret ? [sh.ret] : []), ...outs], entryVals.length);
  }

  /** A clause builder: fresh constants for slots, encoding in its own script. */
  const clause = (
    build: (c: ClauseContext) => { apps: PredApp[]; target?: PredApp; propertyId?: string },
  ): void => {
    const script = new Script();
    const ctx = new ClauseContext(script, enc(script));
    const { apps, target, propertyId } = build(ctx);
    const parts = script.drainParts();
    clauses.push({
      vars: parts.decls,
      apps,
      constraint: and(...parts.asserts),
      ...(target ? { target } : {}),
      ...(propertyId !== undefined ? { propertyId } : {}),
    });
  };

  // The entry function starts with the globals' initial values and arbitrary parameters.
  clause((c) => {
    const st = c.state([]);
    const gvals = cfa.globals.map(({ variable: v, init }) =>
      init?.kind === 'scalar' ? c.enc.value(init.expr, st, { key: 'g' }) : `(_ bv0 ${bits.bits(v.type)})`,
    );
    const ps = c.fresh(main.params);
    return { apps: [], target: { pred: `E_${main.fn.name}`, args: [...ps, ...gvals] } };
  });

  for (const sh of shapes.values()) {
    const snap = snapshot(sh);
    const P = (n: CfaNode, st: SymState, s0: readonly Term[]): PredApp => predAt(sh, n, st, s0);
    // Entry: the function's predicate at its entry node, with the call's values as entry values.
    clause((c) => {
      const ps = c.fresh(sh.params);
      const gs = c.fresh(globals);
      const st = c.state(sh.cur);
      const vars = new Map(st.vars);
      sh.params.forEach((s, i) => vars.set(s.key, ps[i]));
      globals.forEach((s, i) => vars.set(s.key, gs[i]));
      return {
        apps: [{ pred: `E_${sh.fn.name}`, args: [...ps, ...gs] }],
        target: P(sh.fn.entry, { ...st, vars }, [...ps, ...gs]),
      };
    });
    // Exit: the summary relates entry values to the return value and the globals at the exit.
    clause((c) => {
      const st = c.state(sh.cur);
      const s0 = c.fresh(snap);
      const out = [
        ...s0,
        ...(sh.ret ? [st.vars.get(sh.ret.key) as Term] : []),
        ...globals.map((g) => st.vars.get(g.key) as Term),
      ];
      return { apps: [P(sh.fn.exit, st, s0)], target: { pred: `S_${sh.fn.name}`, args: out } };
    });
    for (const c0 of sh.cuts) {
      if (c0 === sh.fn.exit) continue;
      for (const e of c0.out) {
        if (e.kind === 'call') callClauses(sh, c0, e);
      }
      if (c0.out.some((e) => e.kind !== 'call')) regionClauses(sh, c0, P, snap);
    }
  }

  function callClauses(sh: FnShape, at: CfaNode, e: CallEdge): void {
    const callee = shapes.get(e.callee);
    if (!callee) throw new EncodeUnsupported(`call of ${e.callee} without a body (CHC)`);
    const snap = snapshot(sh);
    const argsOf = (c: ClauseContext, st: SymState): Term[] =>
      e.args.map((a) => c.enc.value(a, st, sh.frame));
    // The callee is entered with the arguments and the current globals.
    clause((c) => {
      const st = c.state(sh.cur);
      const s0 = c.fresh(snap);
      const gs = globals.map((g) => st.vars.get(g.key) as Term);
      return {
        apps: [predAt(sh, at, st, s0)],
        target: { pred: `E_${e.callee}`, args: [...argsOf(c, st), ...gs] },
      };
    });
    // It returns: its summary gives the result and the globals after it.
    clause((c) => {
      const st = c.state(sh.cur);
      const s0 = c.fresh(snap);
      const gs = globals.map((g) => st.vars.get(g.key) as Term);
      const r = callee.ret ? c.fresh([callee.ret])[0] : undefined;
      const gout = c.fresh(globals);
      let after: SymState = st;
      for (let i = 0; i < globals.length; i++) after = setVar(after, globals[i].key, gout[i]);
      if (e.lhs && r !== undefined) after = c.enc.assign(e.lhs, r, undefined, after, sh.frame);
      const summary = {
        pred: `S_${e.callee}`,
        args: [...argsOf(c, st), ...gs, ...(r !== undefined ? [r] : []), ...gout],
      };
      return { apps: [predAt(sh, at, st, s0), summary], target: predAt(sh, e.to, after, s0) };
    });
  }

  /** One clause per cut node or error node reachable from `start` through loop-free code. */
  function regionClauses(
    sh: FnShape,
    start: CfaNode,
    P: (n: CfaNode, st: SymState, s0: readonly Term[]) => PredApp,
    snap: readonly Slot[],
  ): void {
    const order = regionOrder(sh, start);
    const targets = new Set<CfaNode>();
    const script = new Script();
    const ctx = new ClauseContext(script, enc(script));
    const st0 = ctx.state(sh.cur);
    const s0 = ctx.fresh(snap);
    const sem = new EdgeSemantics(ctx.enc);
    const reach = new Map<CfaNode, { guard: Term; state: SymState }[]>();
    /** Contributions into targets (cut and error nodes, and back into `start`). */
    const into = new Map<CfaNode, { guard: Term; state: SymState }[]>();
    const at = new Map<CfaNode, { guard: Term; state: SymState }>();
    at.set(start, { guard: TRUE, state: st0 });
    const isTarget = (n: CfaNode): boolean => n === start || sh.cuts.has(n) || n.role === 'error';
    for (const n of order) {
      if (n !== start) {
        const ins = reach.get(n) ?? [];
        if (ins.length === 0) continue;
        at.set(n, merge(ctx, ins, sh.cur));
      }
      const here = at.get(n);
      if (!here) continue;
      for (const e of n.out) {
        if (e.kind === 'call') continue; // call sites are cut nodes: handled by callClauses
        let effect: { cond: Term; state: SymState };
        if (e.kind === 'return') {
          const state =
            e.value && sh.ret
              ? setVar(here.state, sh.ret.key, ctx.enc.value(e.value, here.state, sh.frame))
              : here.state;
          effect = { cond: TRUE, state };
        } else {
          effect = sem.effect(e, here.state, sh.frame, `${start.id}`);
        }
        const guard = ctx.script.define('g', 'Bool', and(here.guard, effect.cond));
        const table = isTarget(e.to) ? into : reach;
        table.set(e.to, [...(table.get(e.to) ?? []), { guard, state: effect.state }]);
      }
    }
    for (const [t, ins] of into) {
      targets.add(t);
      at.set(t, merge(ctx, ins, sh.cur));
    }
    const parts = script.drainParts();
    const pre = P(start, st0, s0);
    for (const t of targets) {
      const hit = at.get(t);
      if (!hit) continue;
      const property = t.role === 'error' ? sh.fn.properties.find((p) => p.node === t) : undefined;
      clauses.push({
        vars: parts.decls,
        apps: [pre],
        constraint: and(...parts.asserts, hit.guard),
        ...(t.role === 'error' ? {} : { target: P(t, hit.state, s0) }),
        ...(property ? { propertyId: property.id } : {}),
      });
    }
  }

  const system: HornSystem = {
    predicates,
    args,
    nodes,
    clauses: clauses.filter((c) => c.propertyId === undefined || !skip?.has(c.propertyId)),
  };
  return keepLoopHeads(inlineLeafFunctions(system, entry));
}

/** Fresh constants and states inside one clause. */
class ClauseContext {
  constructor(
    readonly script: Script,
    readonly enc: ExprEncoder,
  ) {}

  fresh(slots: readonly Slot[]): Term[] {
    return slots.map((s) => this.script.declare(this.script.fresh('v'), s.sort));
  }

  state(slots: readonly Slot[]): SymState {
    const vals = this.fresh(slots);
    return {
      vars: new Map(slots.map((s, i) => [s.key, vals[i]])),
      mem: this.script.declare('mem', this.enc.layout.memSort),
    };
  }
}

function merge(
  ctx: ClauseContext,
  ins: readonly { guard: Term; state: SymState }[],
  slots: readonly Slot[],
): {
  guard: Term;
  state: SymState;
} {
  if (ins.length === 1) return ins[0];
  const guard = ctx.script.define('g', 'Bool', or(...ins.map((i) => i.guard)));
  const vars = new Map<string, Term>();
  for (const s of slots) {
    const vals = ins.map((i) => i.state.vars.get(s.key) as Term);
    if (vals.every((v) => v === vals[0])) {
      vars.set(s.key, vals[0]);
      continue;
    }
    let t = vals[vals.length - 1];
    for (let i = vals.length - 2; i >= 0; i--) t = ite(ins[i].guard, vals[i], t);
    vars.set(s.key, ctx.script.define('m', s.sort, t));
  }
  return { guard, state: { vars, mem: ins[0].state.mem } };
}

/** The loop-free region after `start` in topological order, without the cut and error nodes that end it. */
function regionOrder(sh: FnShape, start: CfaNode): CfaNode[] {
  const order: CfaNode[] = [];
  const state = new Map<CfaNode, 'open' | 'done'>();
  const visit = (n: CfaNode): void => {
    const s = state.get(n);
    if (s === 'done') return;
    if (s === 'open') throw new EncodeUnsupported('a cycle without loop head (irreducible control flow)');
    state.set(n, 'open');
    for (const e of n.out) {
      const t = e.to;
      if (e.kind === 'call' || t === start || sh.cuts.has(t) || t.role === 'error') continue;
      visit(t);
    }
    state.set(n, 'done');
    order.push(n);
  };
  visit(start);
  return order.reverse();
}

function checkEdge(e: CfaEdge): void {
  if (e.kind === 'alloc' || e.kind === 'free') throw new EncodeUnsupported('heap memory (CHC)');
  if (e.kind === 'unsupported') throw new EncodeUnsupported(e.feature);
  for (const [, x] of edgeOperands(e)) checkExpr(x);
}

function checkExpr(e: Expr): void {
  if (NO_MEMORY.has(e.kind)) throw new EncodeUnsupported('memory access (CHC)');
  if (e.kind === 'VarRef' && inMemory(e.symbol)) throw new EncodeUnsupported('variable in memory (CHC)');
  for (const c of children(e)) checkExpr(c);
}
