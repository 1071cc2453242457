// The concrete interpreter: runs a ProgramCfa from an entry function on a sequence of
// nondeterministic inputs, bit-precisely, and reports how the run ends (violation, exit, blocked
// path, undefined behaviour, unsupported construct, limits, input problems) with a trace. The
// order in which inputs are consumed is the contract with the engines: see execute() below.

import type { Expr, VarSymbol } from '../frontend/ast';
import type { SourceLoc } from '../frontend/diagnostics';
import { typeToString, type ArrayType, type CType, type IntType } from '../frontend/types';
import type { CallEdge, CfaEdge, CfaNode, DeclEdge, ProgramCfa, Property, ReturnEdge } from '../ir/cfa';
import type { InputValue } from '../encodings/result';
import { exprToC } from '../ir/exprToC';
import { entryObjectName, entryObjectType } from '../ir/entryObjects';
import type { ExecuteOptions, Execution, InputProvider, InputRequest, NodeVisit, Outcome } from './execution';
import { Halt, Stop } from './execution';
import type { LValue } from './evalExpr';
import type { Leaf } from './inputs';
import { inputMismatch, inputQueue, leafValue, scalarLeaves } from './inputs';
import type { Value } from './memory';
import { Ptr } from './memory';
import type { Frame } from './state';
import { State } from './state';
import { TraceRecorder, formatObject, intLiteral } from './trace';
import { workClock, workNow } from '../smt/workClock';
import { traceWork, workTraceOn } from '../smt/workTrace';

const DEFAULT_MAX_STEPS = 1_000_000;
const DEFAULT_MAX_DEPTH = 10_000;

/**
 * Input consumption, in execution order (each InputValue must match source, edgeId, width and
 * signedness; `name` is informational):
 * 1. The entry function's parameters, in order: one `param` input per scalar leaf (edgeId undefined);
 *    for a pointer parameter of an entry other than main, the leaves of the object it points to
 *    (ir/entryObjects.ts).
 * 2. A havoc edge: one input per scalar leaf of its lhs type, source = the edge's reason
 *    (`nondet`/`external`), edgeId = the edge, name = the callee.
 * 3. A decl edge without zeroInit (each time it runs, temporaries included): one `uninit` input per
 *    scalar leaf of the variable, edgeId = the edge, name = the variable's source name. A variable
 *    without leaves (floating point, unions, bit-fields, VLAs, more than 64 scalars) consumes none
 *    and stays uninitialised: reading it before a write is undefined behaviour. zeroInit decls
 *    consume nothing. (Havoc edges and parameters without leaves are unsupported.)
 * Leaves (scalarLeaves): an integer or pointer is one leaf; an aggregate of integers and pointers
 * has one per scalar, element by element and member by member; width = the type's bits (_Bool: 8,
 * value 0 or 1; pointers: unsigned, 0 = NULL, any other value a bare address, not dereferenceable).
 * Nothing else consumes inputs: malloc'd memory is uninitialised (reading it before writing is
 * undefined behaviour), malloc never fails, globals are initialised by their initializers.
 *
 * Runs `cfa` from `options.entry` (default `main`) on `inputs` (a queue, or a provider).
 */
export function execute(
  cfa: ProgramCfa,
  inputs: readonly InputValue[] | InputProvider,
  options: ExecuteOptions = {},
): Execution {
  const provider = Array.isArray(inputs) ? inputQueue(inputs) : (inputs as InputProvider);
  return new Machine(cfa, provider, options).run();
}

/** The variable an lvalue belongs to, unless it lies behind a pointer. */
function rootVar(e: Expr): VarSymbol | undefined {
  if (e.kind === 'VarRef') return e.symbol;
  if (e.kind === 'Member') return rootVar(e.base);
  if (e.kind === 'Index' && e.base.type.kind === 'array') return rootVar(e.base);
  return undefined;
}

/**
 * The lvalue whose integer `rhs` copies unchanged into `lv` (`a[i] = b[i]`, or through casts that
 * only change the signedness): same width, no _Bool (whose load normalises), a bit-field on neither
 * side (the caller looks at the source's lvalue). Such an assignment copies the bytes
 * (Memory.copyBits), so an indeterminate value moved from one object to another is not yet
 * observed: what decides is whether a branch, an address or an operation reads it.
 */
function copiedFrom(lv: LValue, rhs: Expr): Expr | undefined {
  const t = lv.type;
  if (t.kind !== 'int' || t.ik === 'bool' || lv.field) return undefined;
  const same = (u: CType): boolean => u.kind === 'int' && u.ik !== 'bool' && u.bits === t.bits;
  let src = rhs;
  while (src.kind === 'Cast' && same(src.type)) src = src.operand;
  if (!same(src.type)) return undefined;
  const lvalue =
    src.kind === 'VarRef' || src.kind === 'Index' || src.kind === 'Member' || src.kind === 'Deref';
  return lvalue ? src : undefined;
}

class Machine {
  private readonly st: State;
  private readonly trace: TraceRecorder;
  private readonly properties = new Map<CfaNode, Property>();
  private steps = 0;
  private charged = 0;
  private allocatedCharged = 0;
  private largeCharged = 0;
  private consumed = 0;
  private consumedCharged = 0;
  private heapBlocks = 0;
  private lastLoc: SourceLoc | undefined;
  private readonly maxSteps: number;
  private readonly maxDepth: number;

  constructor(
    private readonly cfa: ProgramCfa,
    private readonly inputs: InputProvider,
    private readonly options: ExecuteOptions,
  ) {
    this.st = new State(cfa, cfa.program.dataModel);
    this.trace = new TraceRecorder(options.trace !== false);
    for (const fn of cfa.functions.values()) for (const p of fn.properties) this.properties.set(p.node, p);
    this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
    this.maxDepth = options.maxCallDepth ?? DEFAULT_MAX_DEPTH;
  }

  /** Past the run's deadline (on the run's work clock, which stands past it after the wall-clock safety net). */
  private pastDeadline(): boolean {
    this.chargeSteps();
    return this.options.deadline !== undefined && workNow() > this.options.deadline;
  }

  /**
   * The steps, allocated objects, bytes accessed in large objects and inputs consumed since the last
   * charge, to the run's work clock (workClock.ts).
   */
  private chargeSteps(): void {
    const { allocated, largeAccessed } = this.st.mem;
    workClock()?.chargeSteps(this.steps - this.charged, {
      objects: allocated - this.allocatedCharged,
      largeBytes: largeAccessed - this.largeCharged,
      inputs: this.consumed - this.consumedCharged,
    });
    this.charged = this.steps;
    this.allocatedCharged = allocated;
    this.largeCharged = largeAccessed;
    this.consumedCharged = this.consumed;
  }

  run(): Execution {
    workClock()?.chargeRun();
    const started = workTraceOn ? performance.now() : 0;
    let outcome: Outcome;
    try {
      outcome = this.loop();
    } catch (x) {
      if (x instanceof Halt) outcome = x.outcome;
      else if (x instanceof Stop) {
        const loc = x.loc ?? this.st.ev.loc ?? this.lastLoc ?? this.cfa.program.definitions[0]?.loc;
        outcome =
          x.kind === 'unsupported'
            ? { kind: 'unsupported', feature: x.what, loc: loc as SourceLoc }
            : {
                kind: 'undefined-behavior',
                what: x.what,
                loc: loc as SourceLoc,
                ...(x.category ? { category: x.category } : {}),
              };
      } else throw x;
    }
    this.chargeSteps();
    if (workTraceOn) this.traceRun(performance.now() - started);
    return {
      outcome,
      trace: this.trace.steps,
      inputsConsumed: this.consumed,
      observedInputs: [...this.st.mem.observed].sort((a, b) => a - b),
      ...(this.st.mem.addressDependent ? { addressDependent: true } : {}),
      steps: this.steps,
    };
  }

  private loop(): Outcome {
    const entryName = this.options.entry ?? 'main';
    const entry = this.cfa.functions.get(entryName);
    const fallback = this.cfa.program.definitions[0]?.loc ?? { file: '', line: 0, col: 0 };
    if (!entry)
      return { kind: 'unsupported', feature: `no function ${entryName} to start in`, loc: fallback };
    this.lastLoc = entry.loc;
    this.st.initGlobals();
    const frame = this.st.pushFrame(entry, undefined);
    this.st.ev.loc = entry.loc;
    const params = entry.params.map((p) => {
      const obj = this.st.newLocal(p, this.st.ev.sizeOf(p.type, frame.scope));
      frame.vars.set(p.uid, obj);
      const lv: LValue = { ptr: new Ptr(obj, 0n), type: p.type };
      const made = entryObjectType(entryName, p, this.st.model, this.cfa.objectElements);
      if (made) this.st.ev.store(lv, this.entryObject(made, p, frame), frame.scope);
      else this.fill(lv, frame, { source: 'param', edgeId: undefined, name: p.name, loc: p.loc });
      return lv;
    });
    this.enter(frame, params);
    for (;;) {
      const f = this.st.frames[this.st.frames.length - 1];
      const node = f.node;
      if (node.role === 'error') {
        const p = this.properties.get(node);
        return {
          kind: 'violation',
          propertyId: p?.id ?? `${f.fn.name}#?`,
          loc: p?.loc ?? node.loc ?? f.fn.loc,
        };
      }
      const here = node.loc ?? this.lastLoc ?? f.fn.loc;
      if (this.options.observe) this.options.observe(this.visit(f));
      if (node.role === 'terminal') return { kind: 'exit', via: 'terminal', loc: here };
      const edge = this.choose(f);
      if (!edge) {
        if (node.out.length > 0) this.trace.edge(f, f.fn.name, node.out[0]);
        return { kind: 'blocked', loc: node.out[0]?.loc ?? here };
      }
      if (++this.steps > this.maxSteps) return { kind: 'limit', what: 'steps', loc: edge.loc };
      if ((this.steps & 4095) === 0 && this.pastDeadline())
        return { kind: 'limit', what: 'time', loc: edge.loc };
      const done = this.exec(f, edge);
      if (done) return done;
    }
  }

  /** The run's work against its wall time, for calibrating the work clock's rates (workTrace.ts). */
  private traceRun(wallMs: number): void {
    const { allocated, largeAccessed } = this.st.mem;
    const work = { steps: this.steps, inputs: this.consumed, objects: allocated, largeBytes: largeAccessed };
    traceWork({ run: work, wallMs });
  }

  private visit(f: Frame): NodeVisit {
    return {
      fn: f.fn,
      node: f.node,
      depth: this.st.frames.length,
      peek: (v) => {
        if (v.type.kind !== 'int') return undefined;
        const global = v.storage === 'global' || v.storage === 'static-local';
        const obj = global ? this.st.global(v) : f.vars.get(v.uid);
        return obj ? this.st.mem.peek(new Ptr(obj, 0n), this.st.ev.sizeOf(v.type, f.scope)) : undefined;
      },
    };
  }

  /** The first enabled out-edge of the frame's node (assume edges whose condition holds). */
  private choose(f: Frame): CfaEdge | undefined {
    const out = f.node.out;
    const seen = new Map<Expr, boolean>();
    for (const e of out) {
      if (e.kind !== 'assume') return e;
      let holds = seen.get(e.cond);
      if (holds === undefined) {
        this.at(e);
        try {
          holds = this.st.ev.truthy(this.st.ev.eval(e.cond, f.scope));
        } catch (x) {
          this.trace.edge(f, f.fn.name, e);
          throw x;
        }
        seen.set(e.cond, holds);
      }
      if (holds === e.truth) return e;
    }
    return undefined;
  }

  private at(e: CfaEdge): void {
    this.lastLoc = e.loc;
    this.st.ev.loc = e.loc;
  }

  /** Executes one edge; returns an outcome when the run ends with it. */
  private exec(f: Frame, e: CfaEdge): Outcome | undefined {
    const { ev } = this.st;
    const s = f.scope;
    this.at(e);
    this.trace.edge(f, f.fn.name, e);
    switch (e.kind) {
      case 'blank':
      case 'assume':
        break;
      case 'assign': {
        const lv = ev.lvalue(e.lhs, s);
        const src = copiedFrom(lv, e.rhs);
        const from = src && ev.lvalue(src, s);
        if (from && !from.field) {
          ev.loc = e.loc;
          this.st.mem.copyBits(lv.ptr, from.ptr, (lv.type as IntType).bits / 8);
        } else {
          const v = this.value(ev.eval(e.rhs, s), e.rhs);
          ev.loc = e.loc;
          ev.store(lv, v, s);
        }
        this.note(f, e.lhs, lv);
        break;
      }
      case 'havoc': {
        const lv = ev.lvalue(e.lhs, s);
        this.fill(lv, f, { source: e.reason, edgeId: e.id, name: e.callee, loc: e.loc });
        this.note(f, e.lhs, lv, `${e.callee}()`);
        break;
      }
      case 'decl':
        this.declare(f, e);
        break;
      case 'alloc': {
        const size = ev.eval(e.size, s);
        if (typeof size !== 'bigint') throw new Stop('unsupported', 'a non-integer allocation size');
        if (size > 1n << 30n) throw new Stop('unsupported', `an allocation of ${size} bytes`);
        const name = `${e.stack ? 'alloca' : 'heap'}#${++this.heapBlocks}`;
        const old = e.resized === undefined ? undefined : ev.eval(e.resized, s);
        if (old !== undefined && !(old instanceof Ptr))
          throw new Stop('unsupported', 'realloc of a non-pointer');
        // realloc: the block must be one free() takes (free reports the undefined behaviour if not)
        if (old && this.st.mem.invalidFree(old)) this.st.mem.free(old);
        const obj = this.st.mem.allocate(e.stack ? 'local' : 'heap', name, Number(size), 16, e.zeroed);
        if (e.stack) f.vars.set(name, obj); // dies with the frame
        if (old?.obj) {
          const kept = Math.min(old.obj.size, Number(size));
          if (kept > 0) this.st.mem.restore(new Ptr(obj, 0n), this.st.mem.snapshot(old, kept));
          this.st.mem.free(old);
        }
        if (e.lhs) {
          const lv = ev.lvalue(e.lhs, s);
          ev.store(lv, new Ptr(obj, 0n), s);
          this.note(f, e.lhs, lv, 'malloc()');
        }
        break;
      }
      case 'free': {
        const p = ev.eval(e.pointer, s);
        if (!(p instanceof Ptr)) throw new Stop('unsupported', 'free of a non-pointer');
        this.st.mem.free(p);
        break;
      }
      case 'call':
        this.call(f, e);
        return undefined;
      case 'return':
        return this.ret(f, e);
      case 'unsupported':
        throw new Stop('unsupported', e.feature, e.loc);
    }
    f.node = e.to;
    return undefined;
  }

  private value(v: Value | undefined, e: Expr): Value {
    if (v === undefined) throw new Stop('unsupported', 'a void value', e.loc);
    return v;
  }

  private declare(f: Frame, e: DeclEdge): void {
    const { ev, mem } = this.st;
    const v = e.variable;
    let obj = f.vars.get(v.uid);
    if (e.vlaLength !== undefined || (v.type.kind === 'array' && v.type.vla)) {
      const len = e.vlaLength ? ev.eval(e.vlaLength, f.scope) : undefined;
      const size =
        typeof len === 'bigint' && v.type.kind === 'array'
          ? Number(len) * ev.sizeOf(v.type.of, f.scope)
          : ev.sizeOf(v.type, f.scope);
      if (obj) mem.kill(obj);
      obj = this.st.newLocal(v, size);
      f.vars.set(v.uid, obj);
    } else obj = f.scope.object(v);
    const lv: LValue = { ptr: new Ptr(obj, 0n), type: v.type };
    const leaves = e.zeroInit ? [] : scalarLeaves(v.type, this.st.model);
    // No leaves (unions, bit-fields, VLAs, more than 64 scalars): indeterminate, nothing consumed.
    mem.reset(obj, leaves !== undefined);
    if (!leaves || e.zeroInit) return;
    this.fillLeaves(lv, leaves, f, { source: 'uninit', edgeId: e.id, name: v.name, loc: e.loc });
    if (!this.st.isTemp(f.fn, v) && !this.st.hasInitializer(f.fn, v)) {
      this.trace.assign(v.name, this.describe(lv));
    }
  }

  /** The fresh heap block an entry's pointer parameter points to, its leaves the next inputs (entryObjects.ts). */
  private entryObject(type: ArrayType, p: VarSymbol, f: Frame): Ptr {
    const { ev, mem } = this.st;
    const name = entryObjectName(p);
    const obj = mem.allocate('heap', name, ev.sizeOf(type, f.scope), 16, false);
    const leaves = scalarLeaves(type, this.st.model);
    // no leaves (more than 64 scalars, unions, ...): indeterminate, reading it is undefined behaviour
    if (leaves) {
      mem.reset(obj, true);
      const lv: LValue = { ptr: new Ptr(obj, 0n), type };
      this.fillLeaves(lv, leaves, f, { source: 'param', edgeId: undefined, name, loc: p.loc });
    }
    return new Ptr(obj, 0n);
  }

  /** Gives every scalar leaf of `lv` the next input (havoc edges and parameters). */
  private fill(lv: LValue, f: Frame, req: Omit<InputRequest, 'width' | 'signed'>): void {
    const leaves = scalarLeaves(lv.type, this.st.model);
    if (!leaves) throw new Stop('unsupported', `a nondeterministic value of type ${typeToString(lv.type)}`);
    this.fillLeaves(lv, leaves, f, req);
  }

  private fillLeaves(
    lv: LValue,
    leaves: Leaf[],
    f: Frame,
    req: Omit<InputRequest, 'width' | 'signed'>,
  ): void {
    const { ev, mem } = this.st;
    const scalar = lv.type.kind === 'int' || lv.type.kind === 'pointer' || lv.type.kind === 'float';
    for (const leaf of leaves) {
      const isBool = leaf.type.kind === 'int' && leaf.type.ik === 'bool';
      const { bits, index } = this.take(
        { ...req, width: leaf.width, signed: leaf.signed, ...(isBool ? { bool: true } : {}) },
        isBool,
      );
      // A scalar lvalue (maybe a bit-field) is written as itself; aggregates leaf by leaf.
      const target: LValue = scalar ? lv : { ptr: ev.move(lv.ptr, BigInt(leaf.offset)), type: leaf.type };
      ev.store(target, leafValue(leaf.type, leaf.width, leaf.signed, bits), f.scope);
      if (req.source === 'uninit' || req.source === 'param') {
        const fld = target.field;
        const bytes = fld ? Math.ceil((fld.bitOffset + fld.width) / 8) : ev.sizeOf(leaf.type, f.scope);
        mem.tagOrigin(target.ptr, bytes, index);
      }
    }
  }

  private take(req: InputRequest, isBool: boolean): { bits: bigint; index: number } {
    const v = this.inputs.next(req);
    if (v === undefined) throw new Halt({ kind: 'inputs-exhausted', request: req, loc: req.loc });
    const index = this.consumed++;
    const detail = inputMismatch(req, v, isBool);
    if (detail !== undefined) {
      throw new Halt({ kind: 'input-mismatch', index, request: req, got: v, detail, loc: req.loc });
    }
    return { bits: v.bits, index };
  }

  private call(f: Frame, e: CallEdge): void {
    const callee = this.cfa.functions.get(e.callee);
    if (!callee) throw new Stop('unsupported', `call of ${e.callee}, which has no CFA`, e.loc);
    const args = e.args.map((a) => this.value(this.st.ev.eval(a, f.scope), a));
    if (args.length < callee.params.length)
      throw new Stop('unsupported', `call of ${e.callee} with too few arguments`);
    if (this.st.frames.length >= this.maxDepth)
      throw new Halt({ kind: 'limit', what: 'call-depth', loc: e.loc });
    const frame = this.st.pushFrame(callee, e);
    this.st.ev.loc = e.loc;
    const params = callee.params.map((p, i) => {
      const obj = this.st.newLocal(p, this.st.ev.sizeOf(p.type, frame.scope));
      frame.vars.set(p.uid, obj);
      const lv: LValue = { ptr: new Ptr(obj, 0n), type: p.type };
      this.st.ev.store(lv, args[i], frame.scope);
      return lv;
    });
    this.enter(frame, params);
  }

  private enter(frame: Frame, params: readonly LValue[]): void {
    const fn = frame.fn;
    this.trace.enter(frame, fn.name, fn.loc, `${fn.name}(${fn.params.map((p) => p.name).join(', ')})`);
    fn.params.forEach((p, i) => this.trace.assign(p.name, this.describe(params[i])));
  }

  private ret(f: Frame, e: ReturnEdge): Outcome | undefined {
    const v = e.value ? this.st.ev.eval(e.value, f.scope) : undefined;
    this.st.popFrame();
    const call = f.call;
    if (!call)
      return { kind: 'exit', via: 'return', code: typeof v === 'bigint' ? v : undefined, loc: e.loc };
    const caller = this.st.frames[this.st.frames.length - 1];
    this.at(call);
    if (call.lhs) {
      if (v === undefined) {
        throw new Stop(
          'undefined-behavior',
          `the value of ${f.fn.name} is used, but it returned none`,
          call.loc,
        );
      }
      const lv = this.st.ev.lvalue(call.lhs, caller.scope);
      this.st.ev.store(lv, v, caller.scope);
      this.trace.resume(caller, caller.fn.name, call);
      this.note(caller, call.lhs, lv, `${call.callee}()`);
    }
    caller.node = call.to;
    return undefined;
  }

  /** Records a write in the trace: temporaries only under `tempKey` (a call's result). */
  private note(f: Frame, lhs: Expr, lv: LValue, tempKey?: string): void {
    const root = rootVar(lhs);
    const temp = root !== undefined && this.st.isTemp(f.fn, root);
    if (temp && tempKey === undefined) return;
    const key = temp ? (tempKey as string) : exprToC(lhs, { implicitCasts: false, names: 'source' });
    this.trace.assign(key, this.describe(lv));
  }

  private describe(lv: LValue): string {
    const { mem, model } = this.st;
    if (lv.field && lv.type.kind === 'int') {
      const n = Math.ceil((lv.field.bitOffset + lv.field.width) / 8);
      const raw = mem.peek(lv.ptr, n);
      if (raw === undefined) return '?';
      const bits = (raw >> BigInt(lv.field.bitOffset)) & ((1n << BigInt(lv.field.width)) - 1n);
      return intLiteral(lv.field.signed ? BigInt.asIntN(lv.field.width, bits) : bits, lv.type);
    }
    return formatObject(mem, model, lv.ptr, lv.type);
  }
}
