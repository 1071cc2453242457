// The program as constrained Horn clauses over bit-vectors, for Z3's Spacer: one predicate per cut
// node of each function (entry, loop heads, call sites and return points, exit) over the function's
// state (parameters, locals, scalar globals, the return value) and its entry values; per function an
// `entry` predicate (the contexts it is called in) and a `summary` predicate (entry values to exit
// values), so calls and recursion need no inlining. Between cut nodes the loop-free code is one
// clause per target (large-block encoding); reaching an error node is a clause with head `false`.
// Leaf functions (no loops, no calls) are then inlined into their callers (inlineLeaves.ts), and
// the predicates of cut nodes other than loop heads are resolved away (eliminate.ts).
// The functions' state slots and cut nodes come from hornShapes.ts, which also rejects programs with
// variables in memory (structs, pointers to locals, heap; arrays unless `arrays` keeps them as
// values, SMT arrays in the state) as EncodeUnsupported. With `arrays`, the objects behind pointer
// parameters that ir/fieldValues.ts admits are values too: a copying parameter's values are extra
// parameters of its function, passed from the caller's object and returned by the summary.

import type { CallEdge, CfaNode, ProgramCfa } from '../../ir/cfa';
import { ExprEncoder, varKey, type SymState } from '../../smt/exprEncoder';
import { EncodeUnsupported, ObjectTable, memoryLayout } from '../../smt/memoryModel';
import { Script, TRUE, and, bvLit, ite, or, type Term } from '../../smt/smtlib';
import type { Initializer, VarSymbol } from '../../frontend/ast';
import { arrayValueVars } from '../../ir/arrayValues';
import { fieldValues, plainView, type ValueView } from '../../ir/fieldValues';
import type { ArgInfo, HornClause, HornSystem, PredApp } from './horn';
import { EdgeSemantics, setVar } from '../unwinding/edgeSemantics';
import { keepLoopHeads } from './eliminate';
import { inlineLeafFunctions } from './inlineLeaves';
import { programShapes, type FnShape, type Slot } from './hornShapes';

/**
 * How the program is encoded: `arrays` splits the structs ir/fieldValues.ts admits into their
 * fields and encodes the arrays ir/arrayValues.ts admits as values.
 */
export interface HornEncoding {
  readonly arrays?: boolean;
}

/** The clauses of `cfa` from `entry`; the safety clauses of the properties in `skip` are left out. */
export function hornSystem(
  cfa: ProgramCfa,
  entry: string,
  skip?: ReadonlySet<string>,
  encoding: HornEncoding = {},
): HornSystem {
  const view = encoding.arrays ? fieldValues(cfa) : plainView(cfa);
  const h = new HornBuilder(cfa, encoding.arrays ? arrayValueVars(cfa, view) : new Set(), view);
  const main = h.shapes.get(entry);
  if (!main) throw new EncodeUnsupported(`no entry function ${entry}`);
  for (const sh of h.shapes.values()) h.declarePredicates(sh);
  h.programEntry(main);
  for (const sh of h.shapes.values()) h.functionClauses(sh);
  const system: HornSystem = {
    predicates: h.predicates,
    args: h.args,
    nodes: h.nodes,
    clauses: h.clauses.filter((c) => c.propertyId === undefined || !skip?.has(c.propertyId)),
  };
  return keepLoopHeads(inlineLeafFunctions(system, entry));
}

/** What a clause builder gives: the body's predicate applications, the head (none: `false`). */
interface ClauseParts {
  apps: PredApp[];
  target?: PredApp;
  propertyId?: string;
}

/** The predicates and clauses of one program, built function by function. */
class HornBuilder {
  readonly predicates: [string, string[]][] = [];
  readonly args = new Map<string, ArgInfo[]>();
  readonly nodes = new Map<string, { fn: string; node: CfaNode }>();
  readonly clauses: HornClause[] = [];
  readonly globals: readonly Slot[];
  readonly shapes: ReadonlyMap<string, FnShape>;
  /** Widths of types (its script is never used). */
  private readonly bits: ExprEncoder;

  constructor(
    private readonly cfa: ProgramCfa,
    /** The arrays encoded as values. */
    private readonly arrays: ReadonlySet<VarSymbol>,
    /** The variables and edges, structs split into fields where they can be. */
    readonly view: ValueView,
  ) {
    this.bits = this.enc(new Script());
    ({ globals: this.globals, shapes: this.shapes } = programShapes(cfa, this.bits, arrays, view));
  }

  private enc(s: Script): ExprEncoder {
    const model = this.cfa.program.dataModel;
    const layout = memoryLayout(model);
    const enc = new ExprEncoder(s, model, layout, new ObjectTable(layout, model));
    enc.arrayValues = this.arrays;
    return enc;
  }

  /** A global's initial value: its initializer, or zero (an array value: zero with its elements stored). */
  private initialValue(c: ClauseContext, v: VarSymbol, init: Initializer | undefined, st: SymState): Term {
    if (init?.kind === 'scalar') return c.enc.value(init.expr, st, { key: 'g' });
    if (!this.arrays.has(v) || v.type.kind !== 'array') return `(_ bv0 ${this.bits.bits(v.type)})`;
    const ptrBits = c.enc.layout.ptrBits;
    const elemBits = this.bits.bits(v.type.of);
    let t = `((as const ${c.enc.arraySort(v)}) ${bvLit(0n, elemBits)})`;
    for (const [i, x] of init?.elements ?? []) {
      if (x.kind !== 'scalar') throw new Error('internal: nested initializer of an array value');
      t = `(store ${t} ${bvLit(BigInt(i), ptrBits)} ${c.enc.value(x.expr, st, { key: 'g' })})`;
    }
    return t;
  }

  /** The entry values of a function: its parameters and the globals, as `\old`. */
  private snapshot(sh: FnShape): Slot[] {
    return [...sh.params, ...this.globals].map((s) => ({
      ...s,
      key: `0:${s.key}`,
      label: `\\old(${s.label})`,
    }));
  }

  private nodePred(sh: FnShape, n: CfaNode): string {
    return `P_${sh.fn.name}_${n.id}`;
  }

  /** The predicate of cut node `n` applied to the state `st` and the entry values `s0`. */
  private predAt(sh: FnShape, n: CfaNode, st: SymState, s0: readonly Term[]): PredApp {
    return { pred: this.nodePred(sh, n), args: [...sh.cur.map((s) => st.vars.get(s.key) as Term), ...s0] };
  }

  private declare(name: string, slots: readonly Slot[], old: number): void {
    this.predicates.push([name, slots.map((s) => s.sort)]);
    this.args.set(
      name,
      slots.map((s, i) => ({
        key: s.key,
        label: s.label,
        width: s.arrayLength !== undefined ? 0 : Number(/(\d+)\)$/.exec(s.sort)?.[1] ?? 0),
        signed: s.signed,
        old: i >= old,
        ...(s.arrayLength !== undefined ? { arrayLength: s.arrayLength } : {}),
      })),
    );
  }

  /** A predicate per cut node, the entry predicate `E_` and the summary predicate `S_` of a function. */
  declarePredicates(sh: FnShape): void {
    const globals = this.globals;
    for (const n of sh.cuts) {
      this.declare(this.nodePred(sh, n), [...sh.cur, ...this.snapshot(sh)], sh.cur.length);
      this.nodes.set(this.nodePred(sh, n), { fn: sh.fn.name, node: n });
    }
    this.declare(`E_${sh.fn.name}`, [...sh.params, ...globals], Infinity);
    const outs = [...globals, ...sh.outs].map((g) => ({ ...g, key: `1:${g.key}` }));
    const entryVals = this.snapshot(sh);
    this.declare(`S_${sh.fn.name}`, [...entryVals, ...(sh.ret ? [sh.ret] : []), ...outs], entryVals.length);
  }

  /** A clause builder: fresh constants for slots, encoding in its own script. */
  private clause(build: (c: ClauseContext) => ClauseParts): void {
    const script = new Script();
    const ctx = new ClauseContext(script, this.enc(script));
    const { apps, target, propertyId } = build(ctx);
    const parts = script.drainParts();
    this.clauses.push({
      vars: parts.decls,
      apps,
      constraint: and(...parts.asserts),
      ...(target ? { target } : {}),
      ...(propertyId !== undefined ? { propertyId } : {}),
    });
  }

  /** The entry function starts with the globals' initial values and arbitrary parameters. */
  programEntry(main: FnShape): void {
    // the fields a function copies from its callers' structs: the entry has no caller
    if (main.outs.length > 0)
      throw new EncodeUnsupported(`entry ${main.fn.name} over a struct pointer (CHC)`);
    this.clause((c) => {
      const st = c.state([]);
      const gvals = this.view.globals.map(({ variable: v, init }) => this.initialValue(c, v, init, st));
      const ps = c.fresh(main.params);
      return { apps: [], target: { pred: `E_${main.fn.name}`, args: [...ps, ...gvals] } };
    });
  }

  /** The clauses of one function: its entry and exit, its calls and the loop-free code between cut nodes. */
  functionClauses(sh: FnShape): void {
    const globals = this.globals;
    const snap = this.snapshot(sh);
    // Entry: the function's predicate at its entry node, with the call's values as entry values.
    this.clause((c) => {
      const ps = c.fresh(sh.params);
      const gs = c.fresh(globals);
      const st = c.state(sh.cur);
      const vars = new Map(st.vars);
      sh.params.forEach((s, i) => vars.set(s.key, ps[i]));
      globals.forEach((s, i) => vars.set(s.key, gs[i]));
      return {
        apps: [{ pred: `E_${sh.fn.name}`, args: [...ps, ...gs] }],
        target: this.predAt(sh, sh.fn.entry, { ...st, vars }, [...ps, ...gs]),
      };
    });
    // Exit: the summary relates entry values to the return value and the globals at the exit.
    this.clause((c) => {
      const st = c.state(sh.cur);
      const s0 = c.fresh(snap);
      const out = [
        ...s0,
        ...(sh.ret ? [st.vars.get(sh.ret.key) as Term] : []),
        ...[...globals, ...sh.outs].map((g) => st.vars.get(g.key) as Term),
      ];
      return { apps: [this.predAt(sh, sh.fn.exit, st, s0)], target: { pred: `S_${sh.fn.name}`, args: out } };
    });
    for (const c0 of sh.cuts) {
      if (c0 === sh.fn.exit) continue;
      for (const e of c0.out) {
        if (e.kind === 'call') this.callClauses(sh, c0, e);
      }
      if (c0.out.some((e) => e.kind !== 'call')) this.regionClauses(sh, c0, snap);
    }
  }

  private callClauses(sh: FnShape, at: CfaNode, call: CallEdge): void {
    const callee = this.shapes.get(call.callee);
    if (!callee) throw new EncodeUnsupported(`call of ${call.callee} without a body (CHC)`);
    const e = this.view.edges(call)[0] as CallEdge;
    const globals = this.globals;
    const snap = this.snapshot(sh);
    // the caller's variables copied into the callee's fields of its structs, and back
    const copies = this.view.copies(call).map((v) => varKey(v, sh.frame));
    const argsOf = (c: ClauseContext, st: SymState): Term[] => [
      ...e.args.map((a) => c.enc.value(a, st, sh.frame)),
      ...copies.map((k) => st.vars.get(k) as Term),
    ];
    // The callee is entered with the arguments and the current globals.
    this.clause((c) => {
      const st = c.state(sh.cur);
      const s0 = c.fresh(snap);
      const gs = globals.map((g) => st.vars.get(g.key) as Term);
      return {
        apps: [this.predAt(sh, at, st, s0)],
        target: { pred: `E_${e.callee}`, args: [...argsOf(c, st), ...gs] },
      };
    });
    // It returns: its summary gives the result and the globals after it.
    this.clause((c) => {
      const st = c.state(sh.cur);
      const s0 = c.fresh(snap);
      const gs = globals.map((g) => st.vars.get(g.key) as Term);
      const r = callee.ret ? c.fresh([callee.ret])[0] : undefined;
      const gout = c.fresh([...globals, ...callee.outs]);
      let after: SymState = st;
      const back = [...globals.map((g) => g.key), ...copies];
      for (let i = 0; i < back.length; i++) after = setVar(after, back[i], gout[i]);
      if (e.lhs && r !== undefined) after = c.enc.assign(e.lhs, r, undefined, after, sh.frame);
      const summary = {
        pred: `S_${e.callee}`,
        args: [...argsOf(c, st), ...gs, ...(r !== undefined ? [r] : []), ...gout],
      };
      return { apps: [this.predAt(sh, at, st, s0), summary], target: this.predAt(sh, e.to, after, s0) };
    });
  }

  /** One clause per cut node or error node reachable from `start` through loop-free code. */
  private regionClauses(sh: FnShape, start: CfaNode, snap: readonly Slot[]): void {
    const script = new Script();
    const ctx = new ClauseContext(script, this.enc(script));
    const st0 = ctx.state(sh.cur);
    const s0 = ctx.fresh(snap);
    const at = regionPaths(sh, start, ctx, st0, this.view);
    const parts = script.drainParts();
    const pre = this.predAt(sh, start, st0, s0);
    for (const [t, hit] of at) {
      const property = t.role === 'error' ? sh.fn.properties.find((p) => p.node === t) : undefined;
      this.clauses.push({
        vars: parts.decls,
        apps: [pre],
        constraint: and(...parts.asserts, hit.guard),
        ...(t.role === 'error' ? {} : { target: this.predAt(sh, t, hit.state, s0) }),
        ...(property ? { propertyId: property.id } : {}),
      });
    }
  }
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

/** A path condition and the state at its end. */
interface Reach {
  guard: Term;
  state: SymState;
}

/**
 * The loop-free code after `start` from the state `st0`, encoded in `ctx`: per target (cut node,
 * error node, or `start` again) the condition of reaching it and the state there, merged over paths.
 */
function regionPaths(
  sh: FnShape,
  start: CfaNode,
  ctx: ClauseContext,
  st0: SymState,
  view: ValueView,
): Map<CfaNode, Reach> {
  const order = regionOrder(sh, start);
  const sem = new EdgeSemantics(ctx.enc);
  const reach = new Map<CfaNode, Reach[]>();
  /** Contributions into targets (cut and error nodes, and back into `start`). */
  const into = new Map<CfaNode, Reach[]>();
  const at = new Map<CfaNode, Reach>();
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
      let effect: { cond: Term; state: SymState } = { cond: TRUE, state: here.state };
      for (const r of view.edges(e)) {
        let next: { cond: Term; state: SymState };
        if (r.kind === 'return') {
          const state =
            r.value && sh.ret
              ? setVar(effect.state, sh.ret.key, ctx.enc.value(r.value, effect.state, sh.frame))
              : effect.state;
          next = { cond: TRUE, state };
        } else {
          next = sem.effect(r, effect.state, sh.frame, `${start.id}`, `${start.id}|${n.id}`);
        }
        effect = { cond: and(effect.cond, next.cond), state: next.state };
      }
      const guard = ctx.script.define('g', 'Bool', and(here.guard, effect.cond));
      const table = isTarget(e.to) ? into : reach;
      table.set(e.to, [...(table.get(e.to) ?? []), { guard, state: effect.state }]);
    }
  }
  return new Map([...into].map(([t, ins]) => [t, merge(ctx, ins, sh.cur)]));
}

function merge(ctx: ClauseContext, ins: readonly Reach[], slots: readonly Slot[]): Reach {
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
