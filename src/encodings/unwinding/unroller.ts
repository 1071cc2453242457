// Incremental unrolling of a program's CFAs into one growing SMT formula. Each loop instance is
// unrolled up to the bound, calls are inlined with recursion cut at the bound; what lies beyond
// the bound is a frontier item that the next, deeper round resumes. Join points that a deeper
// round can still reach (loop exit targets, call return points, function exits) carry an open
// tail: a placeholder contribution that every check assumes false and the next round defines, so
// nothing asserted before is ever encoded again.

import type { CallEdge, CfaEdge, CfaFunction, CfaNode, Loop, ProgramCfa } from '../../ir/cfa';
import type { VarSymbol } from '../../frontend/ast';
import type { CType } from '../../frontend/types';
import { sizeOf } from '../../frontend/dataModel';
import { inMemory } from '../../smt/memoryModel';
import { liveLocals } from '../../ir/liveness';
import { ExprEncoder, isGlobal, varKey, type SymState } from '../../smt/exprEncoder';
import { EncodeUnsupported, ObjectTable, memoryLayout } from '../../smt/memoryModel';
import {
  FALSE,
  TRUE,
  Script as ScriptClass,
  and,
  bvSort,
  eq,
  ite,
  or,
  type Script,
  type Term,
} from '../../smt/smtlib';
import { EdgeSemantics, setVar } from './edgeSemantics';
import { initialState } from './globalsInit';
import { InputRanges, type InputInterval } from './inputSplits';
import { entryObjectType } from '../../ir/entryObjects';
import {
  instanceKey,
  instanceSite,
  itersKey,
  type Contribution,
  type ErrorHit,
  type Frame,
  type FrontierItem,
  type Instance,
  type PendingInput,
  type Tail,
} from './state';
import { workClock, workNow } from '../../smt/workClock';

interface FunctionInfo {
  readonly rpo: CfaNode[];
  readonly loopsOf: Map<CfaNode, Loop[]>; // innermost first
  readonly tailed: Set<CfaNode>;
  /** The unaliased scalar locals (and return value) of a frame of this function, with their widths. */
  readonly localKeys: (frame: Frame) => [string, number][];
  /** The unaliased scalar locals not live at a node (liveness.ts): their values are never read again. */
  readonly deadAt: (frame: Frame, node: CfaNode) => Set<string>;
  readonly globalKeys: [string, number][];
}

export class Unroller {
  readonly sem: EdgeSemantics;
  bound: number;
  frontier: FrontierItem[] = [];
  readonly errors: ErrorHit[] = [];
  readonly openTails = new Set<Instance>();
  readonly allContributions: Contribution[] = [];
  entryInputs: PendingInput[] = [];
  entryInstance: Instance | undefined;
  private readonly instances = new Map<string, Instance>();
  private readonly late = new Set<Instance>();
  private readonly infos = new Map<CfaFunction, FunctionInfo>();
  private nextId = 0;
  private nextFrame = 0;
  /** Per loop instance (frame, loop, outer iterations): the iterations from which the loop can be left. */
  private readonly branching = new Map<string, Set<number>>();
  /** Ranges of inputs read from branch conditions, for case splits (inputSplits.ts). */
  readonly ranges = new InputRanges();
  /** Width of every input term created. */
  readonly inputWidths = new Map<Term, number>();
  /** Every input term created, with where it comes from (its source and edge). */
  readonly inputSources = new Map<Term, PendingInput>();
  /** Whether a cut point was made yet. */
  private cutMade = false;
  /**
   * Inputs made before the first cut point: up to it, an unrolling to a larger bound makes the
   * same decisions, so these inputs exist at every bound (closedRound.ts relies on it).
   */
  readonly earlyInputs = new Set<Term>();
  /** Absolute deadline (workNow() ms) for encoding: past it, encoding stops with EncodeTimeout. */
  deadline: number | undefined;
  /** Loop heads cut at the bound (frontier items); unrolling stops there until a deeper round resumes. */
  private readonly cutHeads = new Set<Instance>();

  constructor(
    readonly cfa: ProgramCfa,
    readonly enc: ExprEncoder,
    bound: number,
    /** Closed: one round, no open tails (nothing is ever added to an encoded instance). */
    readonly closed = false,
    /** Inputs fixed to a value, by term name (a case of a split). */
    fixed?: ReadonlyMap<string, bigint>,
    /** Inputs restricted to an interval, by term name (an "other" case of a split). */
    intervals?: ReadonlyMap<string, InputInterval>,
  ) {
    this.sem = new EdgeSemantics(enc, fixed, intervals);
    this.bound = bound;
    // a closed unrolling's memory states are read only through its script (no tails refer to them)
    enc.lazyMemory = closed;
  }

  private get script(): Script {
    return this.enc.script;
  }

  /** Round 0: globals, the entry function's parameters as inputs, then the entry function. */
  start(entry: string): void {
    const fn = this.cfa.functions.get(entry);
    if (!fn) throw new EncodeUnsupported(`no entry function '${entry}'`);
    const frame: Frame = { key: `f${this.nextFrame++}`, site: fn.name, fn, depth: 1 };
    this.registerFrame(frame);
    let st = initialState(this.cfa, this.enc, frame);
    for (const g of this.cfa.globals) {
      const v = g.variable;
      if (!inMemory(v) && (v.type.kind === 'int' || v.type.kind === 'pointer'))
        this.widths.set(varKey(v, frame), this.enc.bits(v.type));
    }
    for (const p of fn.params) {
      if (inMemory(p)) throw new EncodeUnsupported('entry function parameter in memory');
      const made = entryObjectType(entry, p, this.cfa.program.dataModel, this.cfa.objectElements);
      if (made) {
        const object = this.sem.entryObject(made, p, st);
        for (const i of object.inputs) {
          this.entryInputs.push(i);
          this.noteInput(i);
        }
        st = setVar(object.state, varKey(p, frame), object.base);
        continue;
      }
      const input = this.sem.freshInput(p.type, 'param', undefined, p.name, `param:${p.uid}`);
      this.entryInputs.push(input);
      this.noteInput(input);
      st = setVar(st, varKey(p, frame), this.sem.valueOf(input));
    }
    const inst = this.instance(frame, fn.entry, new Map());
    this.entryInstance = inst;
    inst.incoming.push({ lit: TRUE, state: st, inputs: [], edge: undefined, target: inst });
    this.processScope(frame, undefined, new Map());
  }

  /** A deeper round: resume every frontier item up to `bound`, then define the tails that got contributions. */
  deepen(bound: number): void {
    if (this.closed) throw new Error('internal: a closed unrolling cannot be deepened');
    this.bound = bound;
    const items = this.frontier;
    this.frontier = [];
    for (const item of items) {
      if (item.kind === 'loop') {
        this.cutHeads.delete(item.head);
        this.unrollLoop(item.frame, item.loop, item.outer, item.iteration);
      } else if (item.kind === 'call') this.enterCall(item.from, item.edge, item.contribution, true);
      else this.cut(item);
    }
    for (const inst of this.late) this.closeTail(inst);
    this.late.clear();
  }

  /** Literals that say "a path goes beyond what is encoded" (cut loops, cut calls, unsupported edges). */
  cutLiterals(): { lits: Term[]; unsupported: string[] } {
    const lits: Term[] = [];
    const unsupported: string[] = [];
    for (const f of this.frontier) {
      if (f.kind === 'loop') lits.push(...f.head.incoming.map((c) => c.lit));
      else if (f.kind === 'call') lits.push(f.contribution.lit);
      else {
        lits.push(f.lit);
        unsupported.push(f.feature);
      }
    }
    return { lits, unsupported };
  }

  /** Assumptions every check needs: no contribution beyond this round reaches an open tail. */
  tailAssumptions(): string[] {
    return [...this.openTails].map((i) => `(not ${(i.tail as Tail).guard})`);
  }

  // ------------------------------------------------------------------ structure

  private info(fn: CfaFunction): FunctionInfo {
    let info = this.infos.get(fn);
    if (info) return info;
    const rpo = [...fn.nodes].sort((a, b) => (a.rpo ?? 0) - (b.rpo ?? 0));
    const loopsOf = new Map<CfaNode, Loop[]>();
    for (const n of fn.nodes) loopsOf.set(n, []);
    const byDepth = [...fn.loops].sort((a, b) => b.depth - a.depth);
    for (const l of byDepth) for (const n of l.nodes) loopsOf.get(n)?.push(l);
    const tailed = new Set<CfaNode>(this.closed ? [] : [fn.exit]);
    if (!this.closed) {
      for (const l of fn.loops) for (const e of l.exits) tailed.add(e.to);
      for (const n of fn.nodes) for (const e of n.out) if (e.kind === 'call') tailed.add(e.to);
    }
    const scalar = (v: VarSymbol) => !inMemory(v) && (v.type.kind === 'int' || v.type.kind === 'pointer');
    const locals = [...fn.params, ...fn.locals].filter(scalar);
    const globals = this.cfa.globals.map((g) => g.variable).filter((v) => scalar(v) && isGlobal(v));
    const retBits =
      fn.returnType.kind === 'int' || fn.returnType.kind === 'pointer'
        ? this.enc.bits(fn.returnType)
        : undefined;
    const live = liveLocals(fn);
    const dead = new Map<Frame, Map<CfaNode, Set<string>>>();
    info = {
      rpo,
      loopsOf,
      tailed,
      deadAt: (frame, node) => {
        // the same frame and node recur in every loop iteration: one set for all of them
        let byNode = dead.get(frame);
        if (!byNode) dead.set(frame, (byNode = new Map()));
        let keys = byNode.get(node);
        if (!keys) {
          const here = live.get(node);
          keys = new Set(locals.filter((v) => !here?.has(v)).map((v) => varKey(v, frame)));
          byNode.set(node, keys);
        }
        return keys;
      },
      localKeys: (frame) => {
        const keys: [string, number][] = locals.map((v) => [varKey(v, frame), this.enc.bits(v.type)]);
        if (retBits !== undefined) keys.push([`ret:${frame.key}`, retBits]);
        return keys;
      },
      globalKeys: globals.map((v) => [`g:${v.uid}`, this.enc.bits(v.type)]),
    };
    this.infos.set(fn, info);
    return info;
  }

  private instance(frame: Frame, node: CfaNode, iters: ReadonlyMap<Loop, number>): Instance {
    const key = instanceKey(frame, node, iters);
    let inst = this.instances.get(key);
    if (!inst) {
      // encoding runs on the main thread and cannot be interrupted: it watches the deadline itself,
      // and charges its work to the run's work clock (a loop over constants unrolls without text)
      if (this.nextId % 256 === 0) {
        workClock()?.chargeInstances(256);
        if (this.deadline !== undefined && workNow() > this.deadline) throw new EncodeTimeout();
      }
      inst = { id: this.nextId++, key, node, frame, iters, incoming: [], late: [], out: [], encoded: false };
      this.instances.set(key, inst);
    }
    return inst;
  }

  // ------------------------------------------------------------------ traversal

  private processScope(frame: Frame, loop: Loop | undefined, iters: ReadonlyMap<Loop, number>): void {
    const info = this.info(frame.fn);
    const nodes = loop ? info.rpo.filter((n) => loop.nodes.has(n)) : info.rpo;
    for (const n of nodes) {
      const inner = info.loopsOf.get(n)?.[0];
      if (inner !== loop) {
        if (inner && inner.head === n && inner.parent === loop) this.unrollLoop(frame, inner, iters, 1);
        continue;
      }
      this.visit(frame, n, iters);
    }
  }

  /**
   * Unrolls iterations `from`, `from + 1`, ... of a loop instance while its head is reached and not
   * cut (route() cuts at the bound, counting only iterations from which the loop can be left).
   */
  private unrollLoop(frame: Frame, loop: Loop, outer: ReadonlyMap<Loop, number>, from: number): void {
    for (let i = from; ; i++) {
      const iters = new Map(outer);
      iters.set(loop, i);
      const head = this.instances.get(instanceKey(frame, loop.head, iters));
      if (!head || this.cutHeads.has(head)) return;
      if (head.incoming.length === 0 && !this.info(frame.fn).tailed.has(loop.head)) return;
      this.processScope(frame, loop, iters);
    }
  }

  /** Key of a loop instance: the frame, the loop and the iterations of the loops around it. */
  private loopKey(frame: Frame, loop: Loop, iters: ReadonlyMap<Loop, number>): string {
    const outer = [...iters].filter(([l]) => l !== loop && l.depth < loop.depth);
    return `${frame.key}|${loop.head.id}|${outer.map(([l, i]) => `${l.head.id}=${i}`).join(',')}`;
  }

  /**
   * Whether reaching iteration `next` of a loop instance is a cut. Only iterations from which the
   * loop can be left count towards the bound: an iteration whose exits constants decided (a loop
   * over constants) is unrolled without branching, so a loop with a constant trip count unrolls
   * fully, up to FORCED_ITERATIONS beyond the bound.
   */
  private isCut(key: string, next: number): boolean {
    if (next <= this.bound) return false;
    if (this.nextId > MAX_INSTANCES) return true;
    const counted = this.branching.get(key)?.size ?? 0;
    return counted >= this.bound || next > this.bound + FORCED_ITERATIONS;
  }

  private visit(frame: Frame, n: CfaNode, iters: ReadonlyMap<Loop, number>): void {
    const tailed = this.info(frame.fn).tailed.has(n);
    const existing = this.instances.get(instanceKey(frame, n, iters));
    if (!existing && !tailed) return;
    const inst = existing ?? this.instance(frame, n, iters);
    if (inst.encoded) return;
    if (inst.incoming.length === 0 && !tailed) return;
    this.encode(inst, tailed);
    if (n.role === 'error') {
      const prop = frame.fn.properties.find((p) => p.node === n);
      if (prop) this.errors.push({ propertyId: prop.id, instance: inst });
      return;
    }
    if (n.role === 'exit') return this.returnFrom(inst);
    for (const e of n.out) this.take(inst, e);
  }

  // ------------------------------------------------------------------ encoding of instances

  private newTail(inst: Instance): Tail {
    const s = this.script;
    const guard = s.declare(s.fresh('tg'), 'Bool');
    const vars = new Map<string, string>();
    const dead = this.info(inst.frame.fn).deadAt(inst.frame, inst.node);
    for (const [k, w] of this.frameKeys(inst.frame))
      if (!dead.has(k)) vars.set(k, s.declare(s.fresh('tv'), bvSort(w)));
    const mem = s.declare(s.fresh('tm'), this.enc.layout.memSort);
    return { guard, vars, mem };
  }

  private noteInput(i: PendingInput): void {
    this.inputWidths.set(i.term, i.width);
    this.inputSources.set(i.term, i);
    if (!this.cutMade) this.earlyInputs.add(i.term);
  }

  /** Records a frontier item (a cut point). */
  private cut(item: FrontierItem): void {
    this.cutMade = true;
    this.frontier.push(item);
  }

  /** A Boolean constant for `t`: `t` itself when it already is one (or true/false), else a fresh name. */
  private literal(prefix: string, t: Term): Term {
    return /^[A-Za-z][A-Za-z0-9]*$/.test(t) ? t : this.script.name(prefix, 'Bool', t);
  }

  /** Width of every variable key of every frame created so far. */
  private readonly widths = new Map<string, number>();

  private registerFrame(frame: Frame): void {
    for (const [k, w] of this.info(frame.fn).localKeys(frame)) this.widths.set(k, w);
  }

  /**
   * The variables a frame can change: globals and its own unaliased locals. Its callers' locals
   * keep their values at the call (Frame.outer) while it runs.
   */
  private frameKeys(frame: Frame): [string, number][] {
    return [...this.info(frame.fn).globalKeys, ...this.info(frame.fn).localKeys(frame)];
  }

  /** Merges the known contributions (and the open tail) into the instance's guard and state. */
  private encode(inst: Instance, tailed: boolean): void {
    const contribs = inst.incoming;
    const tail = tailed ? this.newTail(inst) : undefined;
    const alts = contribs.map((c) => ({ lit: c.lit, vars: c.state.vars, mem: c.state.mem }));
    if (tail) alts.push({ lit: tail.guard, vars: tail.vars, mem: tail.mem });
    const guard = or(...alts.map((a) => a.lit));
    inst.guard = this.literal('g', guard);
    inst.state = this.merge(alts, inst.frame.outer, this.info(inst.frame.fn).deadAt(inst.frame, inst.node));
    inst.tail = tail;
    inst.encoded = true;
    if (tail) this.openTails.add(inst);
  }

  /**
   * `outer`: the values of the keys a tail leaves out (the callers' locals, fixed in the frame);
   * `dead`: keys no path reads again, left out of the merged state.
   */
  private merge(
    alts: { lit: Term; vars: ReadonlyMap<string, Term>; mem: Term }[],
    outer?: ReadonlyMap<string, Term>,
    dead?: ReadonlySet<string>,
  ): SymState {
    const s = this.script;
    if (alts.length === 1) return { vars: alts[0].vars, mem: alts[0].mem };
    const keys = new Set<string>();
    for (const a of alts) for (const k of a.vars.keys()) keys.add(k);
    const vars = new Map<string, Term>();
    for (const k of keys) {
      if (dead?.has(k)) continue;
      const w = this.widths.get(k);
      if (w === undefined) continue;
      const vals = alts.map((a) => a.vars.get(k) ?? outer?.get(k) ?? s.declare(s.fresh('undef'), bvSort(w)));
      const term = chain(
        alts.map((a) => a.lit),
        vals,
      );
      const name = s.define('v', bvSort(w), term);
      this.enc.shadows.noteValues(name, term);
      vars.set(k, name);
    }
    const mem = this.enc.mergeMemory(
      alts.map((a) => a.lit),
      alts.map((a) => a.mem),
    );
    return { vars, mem };
  }

  /** Defines a tail from the contributions that arrived late, and opens a new one after them. */
  private closeTail(inst: Instance): void {
    const old = inst.tail;
    if (!old) throw new Error(`internal: late contribution to ${inst.key} without a tail`);
    const s = this.script;
    const next = this.newTail(inst);
    const alts = [
      ...inst.late.map((c) => ({ lit: c.lit, vars: c.state.vars, mem: c.state.mem })),
      { lit: next.guard, vars: next.vars, mem: next.mem },
    ];
    s.assert(eq(old.guard, or(...alts.map((a) => a.lit))));
    for (const [k, tv] of old.vars) {
      const w = this.widths.get(k) ?? 0;
      const vals = alts.map((a) => a.vars.get(k) ?? s.declare(s.fresh('undef'), bvSort(w)));
      s.assert(
        eq(
          tv,
          chain(
            alts.map((a) => a.lit),
            vals,
          ),
        ),
      );
    }
    s.assert(
      eq(
        old.mem,
        chain(
          alts.map((a) => a.lit),
          alts.map((a) => a.mem),
        ),
      ),
    );
    inst.tail = next;
    inst.late.length = 0;
  }

  // ------------------------------------------------------------------ edges

  private take(inst: Instance, e: CfaEdge): void {
    const st = inst.state as SymState;
    if (e.kind === 'unsupported') {
      const lit = this.script.name('c', 'Bool', inst.guard as string);
      this.cut({ kind: 'unsupported', lit, feature: e.feature });
      return;
    }
    if (e.kind === 'call') return this.call(inst, e);
    if (e.kind === 'return') {
      let state = st;
      if (e.value?.type.kind === 'record') {
        // a struct is returned through an object of the call's own: its bytes copied there
        const { base, size } = this.returnSlot(inst.frame, e.value.type);
        const src = this.enc.address(e.value, st, inst.frame);
        state = { vars: st.vars, mem: this.enc.copyBytes(st.mem, base, src, size) };
      } else if (e.value) {
        state = setVar(st, `ret:${inst.frame.key}`, this.enc.value(e.value, st, inst.frame));
      }
      return this.route(inst, e, e.to, TRUE, state, []);
    }
    const eff = this.sem.effect(e, st, inst.frame, inst.key, instanceSite(inst));
    if (e.kind === 'assume') this.ranges.note(eff.cond);
    for (const i of eff.inputs) this.noteInput(i);
    // a condition the value sets decide (valueSets.ts truth) is a constant, as a literal one is
    const truth = e.kind === 'assume' ? this.enc.shadows.values.truth(eff.cond) : undefined;
    if (truth === false) return;
    this.route(inst, e, e.to, truth === true ? TRUE : eff.cond, eff.state, eff.inputs);
  }

  /**
   * Adds a contribution along `e` to node `to` of `pos`'s frame, in the right loop iteration
   * (computed from `pos`, the instance where the edge starts); `from` supplies the guard (for a
   * return: the callee's exit instance).
   */
  private route(
    pos: Instance,
    e: CfaEdge | undefined,
    to: CfaNode,
    cond: Term,
    state: SymState,
    inputs: readonly PendingInput[],
    from: Instance = pos,
  ): void {
    const inst = pos;
    const info = this.info(inst.frame.fn);
    const srcLoops = info.loopsOf.get(pos.node) ?? [];
    const iters = new Map<Loop, number>();
    let cutLoop: Loop | undefined;
    const toLoops = info.loopsOf.get(to) ?? [];
    const taken = and(from.guard as string, cond);
    if (taken === FALSE) return; // the edge cannot be taken here (constants decided it)
    // a failing property ends the path there: it is checked, not a way out of the loop
    for (const l of to.role === 'error' ? [] : srcLoops) {
      const cur = pos.iters.get(l);
      if (!toLoops.includes(l) && cur !== undefined) {
        const key = this.loopKey(inst.frame, l, pos.iters);
        let its = this.branching.get(key);
        if (!its) this.branching.set(key, (its = new Set()));
        its.add(cur);
      }
    }
    for (const l of toLoops) {
      const cur = pos.iters.get(l);
      if (srcLoops.includes(l) && cur !== undefined) {
        const next = l.head === to ? cur + 1 : cur;
        iters.set(l, next);
        if (l.head === to && this.isCut(this.loopKey(inst.frame, l, pos.iters), next)) cutLoop = l;
      } else if (l.head === to) {
        iters.set(l, 1);
      } else {
        throw new EncodeUnsupported('a jump into the middle of a loop (irreducible control flow)');
      }
    }
    const target = this.instance(inst.frame, to, iters);
    const lit = this.literal('c', taken);
    const c: Contribution = { lit, state, inputs, edge: e, target };
    from.out.push(c);
    this.allContributions.push(c);
    if (target.encoded) {
      if (!target.tail) throw new Error(`internal: late contribution to ${target.key} without a tail`);
      target.late.push(c);
      this.late.add(target);
      return;
    }
    const first = target.incoming.length === 0;
    target.incoming.push(c);
    if (cutLoop && first) {
      this.cutHeads.add(target);
      const outer = new Map(iters);
      outer.delete(cutLoop);
      this.cut({
        kind: 'loop',
        frame: inst.frame,
        loop: cutLoop,
        outer,
        iteration: iters.get(cutLoop) as number,
        head: target,
      });
    }
  }

  private call(inst: Instance, e: CallEdge): void {
    const callee = this.cfa.functions.get(e.callee);
    if (!callee) throw new EncodeUnsupported(`call of unknown function '${e.callee}'`);
    const lit = this.literal('c', inst.guard as string);
    const contribution: Contribution = {
      lit,
      state: inst.state as SymState,
      inputs: [],
      edge: e,
      target: inst,
    };
    this.enterCall(inst, e, contribution, false);
  }

  /** Inlines a call (or cuts it when the recursion is deeper than the bound). */
  private enterCall(from: Instance, e: CallEdge, c: Contribution, resumed: boolean): void {
    const callee = this.cfa.functions.get(e.callee) as CfaFunction;
    let depth = 1;
    for (let f: Frame | undefined = from.frame; f; f = f.parent) if (f.fn === callee) depth++;
    if (depth > this.bound) {
      this.cut({ kind: 'call', from, edge: e, contribution: c });
      if (!resumed) this.allContributions.push(c);
      return;
    }
    const frame: Frame = {
      key: `f${this.nextFrame++}`,
      site: `${from.frame.site}/${e.id}@${itersKey(from.iters)}`,
      fn: callee,
      parent: from.frame,
      call: { edge: e, from },
      depth,
      outer: c.state.vars,
    };
    this.registerFrame(frame);
    let st = c.state;
    for (let i = 0; i < callee.params.length; i++) {
      const p = callee.params[i];
      const arg = e.args[i];
      if (!arg) throw new EncodeUnsupported(`call of '${callee.name}' with too few arguments`);
      if (inMemory(p)) {
        const withObj = this.sem.zeroObject(p, frame, st);
        const param = { kind: 'VarRef' as const, symbol: p, type: p.type, loc: e.loc };
        const value = p.type.kind === 'record' ? undefined : this.enc.value(arg, c.state, from.frame);
        st = this.enc.assign(param, value, arg, withObj, frame, from.frame);
      } else {
        st = setVar(st, varKey(p, frame), this.enc.value(arg, c.state, from.frame));
      }
    }
    const entry = this.instance(frame, callee.entry, new Map());
    const callContribution: Contribution = { lit: c.lit, state: st, inputs: [], edge: e, target: entry };
    if (!resumed) {
      from.out.push(callContribution);
      this.allContributions.push(callContribution);
    } else {
      from.out.push(callContribution);
    }
    entry.incoming.push(callContribution);
    this.processScope(frame, undefined, new Map());
  }

  /** Where a call returns a struct: an object of its own per call (frame), of the struct's size. */
  private returnSlot(frame: Frame, type: CType): { base: Term; size: number } {
    const size = sizeOf(type, this.enc.model);
    if (size === undefined || size > 512)
      throw new EncodeUnsupported('returning a struct larger than 512 bytes');
    const obj = this.enc.objects.object(`ret:${frame.key}`, size, 'return value');
    return { base: this.enc.objects.base(obj), size };
  }

  /** A function's exit: back to the caller's return point, with the return value assigned. */
  private returnFrom(exit: Instance): void {
    const frame = exit.frame;
    if (!frame.call) return;
    const { edge, from } = frame.call;
    let st = exit.state as SymState;
    if (edge.lhs?.type.kind === 'record') {
      const { base, size } = this.returnSlot(frame, edge.lhs.type);
      const dst = this.enc.address(edge.lhs, st, from.frame);
      st = { vars: st.vars, mem: this.enc.copyBytes(st.mem, dst, base, size) };
    } else if (edge.lhs) {
      const ret = st.vars.get(`ret:${frame.key}`);
      const value =
        ret ?? this.script.declare(this.script.fresh('undef'), bvSort(this.enc.bits(edge.lhs.type)));
      st = this.enc.assign(edge.lhs, value, undefined, st, from.frame);
    }
    const prefix = `${frame.key}:`;
    const vars = new Map([...st.vars].filter(([k]) => !k.startsWith(prefix) && k !== `ret:${frame.key}`));
    this.route(from, edge, edge.to, TRUE, { vars, mem: st.mem }, [], exit);
  }
}

/** A fresh script, encoder and unroller for `cfa` starting at `bound`. */
/** Encoding ran past its deadline (the round is not encoded). */
export class EncodeTimeout extends Error {
  constructor() {
    super('encoding ran past the deadline');
    this.name = 'EncodeTimeout';
  }
}

export function newUnroller(
  cfa: ProgramCfa,
  bound: number,
  closed = false,
  fixed?: ReadonlyMap<string, bigint>,
  intervals?: ReadonlyMap<string, InputInterval>,
): { script: Script; unroller: Unroller } {
  const model = cfa.program.dataModel;
  const layout = memoryLayout(model);
  const script = new ScriptClass();
  const enc = new ExprEncoder(script, model, layout, new ObjectTable(layout, model));
  return { script, unroller: new Unroller(cfa, enc, bound, closed, fixed, intervals) };
}

/** Iterations of a loop instance whose exits constants decided, unrolled beyond the bound at most. */
const FORCED_ITERATIONS = 4096;
/** Beyond this many instances in one unrolling, every iteration beyond the bound is a cut. */
const MAX_INSTANCES = 200_000;

/** ite(l1, v1, ite(l2, v2, ... vn)) — the alternatives' guards are mutually exclusive. */
function chain(lits: Term[], vals: Term[]): Term {
  let t = vals[vals.length - 1];
  for (let i = vals.length - 2; i >= 0; i--) t = ite(lits[i], vals[i], t);
  return t;
}
