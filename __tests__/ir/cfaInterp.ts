// Test helper: a small concrete interpreter of CFAs (integers, arrays, records, pointers into
// them, calls), used to check that lowering preserves C semantics by comparing with gcc. Not a
// verifier: one path, deterministic nondet values, no bit-fields, no byte-level memory.

import type { Expr, Initializer, VarSymbol } from '../../src/frontend/ast';
import type { CType } from '../../src/frontend/types';
import { wrapToType } from '../../src/frontend/conversions';
import type { CfaEdge, CfaFunction, CfaNode, ProgramCfa } from '../../src/ir/cfa';

interface Cell {
  v: Value;
}
type Obj = Cell | Obj[] | Map<string, Obj[]>;
interface Ptr {
  readonly base: Obj[] | null;
  readonly index: number;
}
type Value = bigint | Ptr | Obj;

export type RunResult =
  | { readonly kind: 'return'; readonly value: bigint }
  | { readonly kind: 'error' | 'abort' | 'blocked' | 'steps' };

const isPtr = (v: Value): v is Ptr => typeof v === 'object' && v !== null && 'index' in v && 'base' in v;

function zero(t: CType): Obj {
  if (t.kind === 'array') return Array.from({ length: t.length ?? 0 }, () => zero(t.of));
  if (t.kind === 'record') return new Map(t.def.fields.map((f) => [f.name, [zero(f.type)]]));
  return { v: t.kind === 'pointer' ? { base: null, index: 0 } : 0n };
}

function copy(o: Obj): Obj {
  if (Array.isArray(o)) return o.map(copy);
  if (o instanceof Map) return new Map([...o].map(([k, v]) => [k, [copy(v[0])]]));
  return { v: o.v };
}

class Halt {
  constructor(readonly result: RunResult) {}
}

export class CfaInterpreter {
  private readonly globals = new Map<string, Obj[]>();
  private steps = 0;
  private nondetIx = 0;

  constructor(
    private readonly p: ProgramCfa,
    private readonly nondet: readonly bigint[] = [0n],
    private readonly maxSteps = 1_000_000,
  ) {
    for (const g of p.globals) {
      const o = zero(g.variable.type);
      this.globals.set(g.variable.uid, [o]);
      if (g.init) this.init(o, g.variable.type, g.init, new Map());
    }
  }

  run(fnName = 'main', args: bigint[] = []): RunResult {
    try {
      const v = this.call(this.p.functions.get(fnName)!, args);
      return { kind: 'return', value: typeof v === 'bigint' ? v : 0n };
    } catch (e) {
      if (e instanceof Halt) return e.result;
      throw e;
    }
  }

  private init(o: Obj, t: CType, init: Initializer, frame: Map<string, Obj[]>): void {
    if (init.kind === 'scalar') return this.store(o, this.eval(init.expr, frame));
    for (const [k, sub] of init.elements) {
      if (t.kind === 'array') this.init((o as Obj[])[k], t.of, sub, frame);
      else if (t.kind === 'record')
        this.init((o as Map<string, Obj[]>).get(t.def.fields[k].name)![0], t.def.fields[k].type, sub, frame);
    }
  }

  private store(o: Obj, v: Value): void {
    if (Array.isArray(o) || o instanceof Map) {
      const src = v as Obj;
      if (Array.isArray(o)) (src as Obj[]).forEach((x, i) => (o[i] = copy(x)));
      else for (const [k, x] of src as Map<string, Obj[]>) o.set(k, [copy(x[0])]);
      return;
    }
    o.v = v;
  }

  private call(fn: CfaFunction, args: Value[]): Value | undefined {
    const frame = new Map<string, Obj[]>();
    fn.params.forEach((p, i) => {
      const a = args[i] ?? 0n;
      frame.set(p.uid, [Array.isArray(a) || a instanceof Map ? copy(a) : { v: a }]);
    });
    let node: CfaNode = fn.entry;
    for (;;) {
      if (++this.steps > this.maxSteps) throw new Halt({ kind: 'steps' });
      if (node.role === 'error') throw new Halt({ kind: 'error' });
      if (node.role === 'terminal') throw new Halt({ kind: 'abort' });
      if (node === fn.exit) return undefined;
      const edge = this.choose(node, frame);
      if (!edge) throw new Halt({ kind: 'blocked' });
      if (edge.kind === 'return') return edge.value ? this.eval(edge.value, frame) : undefined;
      this.exec(edge, frame);
      node = edge.to;
    }
  }

  private choose(node: CfaNode, frame: Map<string, Obj[]>): CfaEdge | undefined {
    if (node.out.length === 0) return undefined;
    const first = node.out[0];
    if (first.kind !== 'assume') return first;
    const truth = this.truthy(this.eval(first.cond, frame));
    return node.out.find((e) => e.kind === 'assume' && e.truth === truth);
  }

  private truthy(v: Value): boolean {
    if (typeof v === 'bigint') return v !== 0n;
    return isPtr(v) ? v.base !== null : true;
  }

  private exec(e: CfaEdge, frame: Map<string, Obj[]>): void {
    switch (e.kind) {
      case 'assign':
        return this.store(this.lvalue(e.lhs, frame), this.eval(e.rhs, frame));
      case 'decl': {
        const o = zero(e.variable.type);
        if (e.vlaLength)
          (o as Obj[]).push(
            ...Array.from({ length: Number(this.eval(e.vlaLength, frame)) }, () =>
              zero((e.variable.type as { of: CType }).of),
            ),
          );
        frame.set(e.variable.uid, [o]);
        return;
      }
      case 'havoc': {
        if (e.reason === 'external') throw new Error(`external call ${e.callee} in the interpreter`);
        const t = e.lhs.type;
        const raw = this.nondet[this.nondetIx++ % this.nondet.length];
        return this.store(this.lvalue(e.lhs, frame), t.kind === 'int' ? wrapToType(raw, t) : raw);
      }
      case 'call': {
        const args = e.args.map((a) => this.eval(a, frame));
        const v = this.call(this.p.functions.get(e.callee)!, args);
        if (e.lhs) this.store(this.lvalue(e.lhs, frame), v ?? 0n);
        return;
      }
      case 'alloc': {
        const n = Number(this.eval(e.size, frame) as bigint);
        const mem: Obj[] = Array.from({ length: n }, () => ({ v: 0n }));
        if (e.lhs) this.store(this.lvalue(e.lhs, frame), { base: mem, index: 0 });
        return;
      }
      case 'blank':
      case 'free':
      case 'assume':
        return;
      case 'unsupported':
        throw new Error(`unsupported: ${e.feature}`);
      case 'return':
        throw new Error('unreachable');
    }
  }

  private variable(v: VarSymbol, frame: Map<string, Obj[]>): Obj[] {
    const c = frame.get(v.uid) ?? this.globals.get(v.uid);
    if (!c) throw new Error(`no variable ${v.uid}`);
    return c;
  }

  /** The object an lvalue designates. */
  private lvalue(e: Expr, frame: Map<string, Obj[]>): Obj {
    const p = this.address(e, frame);
    if (!p.base) throw new Halt({ kind: 'blocked' });
    const o = p.base[p.index];
    if (o === undefined) throw new Error(`out of bounds access ${p.index}`);
    return o;
  }

  private address(e: Expr, frame: Map<string, Obj[]>): Ptr {
    switch (e.kind) {
      case 'VarRef':
        return { base: this.variable(e.symbol, frame), index: 0 };
      case 'Deref':
        return this.eval(e.operand, frame) as Ptr;
      case 'Index': {
        const i = Number(this.eval(e.index, frame) as bigint);
        if (e.base.type.kind === 'array') return { base: this.lvalue(e.base, frame) as Obj[], index: i };
        const p = this.eval(e.base, frame) as Ptr;
        return { base: p.base, index: p.index + i };
      }
      case 'Member': {
        const rec = (e.base.type.kind === 'record' && this.lvalue(e.base, frame)) as Map<string, Obj[]>;
        return { base: rec.get(e.field)!, index: 0 };
      }
      default:
        throw new Error(`not an lvalue: ${e.kind}`);
    }
  }

  eval(e: Expr, frame: Map<string, Obj[]>): Value {
    switch (e.kind) {
      case 'IntConst':
        return e.value;
      case 'VarRef':
      case 'Deref':
      case 'Index':
      case 'Member': {
        const o = this.lvalue(e, frame);
        return Array.isArray(o) || o instanceof Map ? o : o.v;
      }
      case 'AddrOf':
        return this.address(e.operand, frame);
      case 'Decay':
        return { base: this.lvalue(e.operand, frame) as Obj[], index: 0 };
      case 'Cast': {
        const v = this.eval(e.operand, frame);
        if (e.type.kind === 'int') {
          if (typeof v === 'bigint') return wrapToType(v, e.type);
          return isPtr(v) && v.base === null ? 0n : 1n; // only null-ness is observable here
        }
        if (e.type.kind === 'pointer' && typeof v === 'bigint') return { base: null, index: Number(v) };
        return v;
      }
      case 'Unary': {
        const v = this.eval(e.operand, frame);
        if (e.op === '!') return this.truthy(v) ? 0n : 1n;
        const n = v as bigint;
        return wrapToType(e.op === '-' ? -n : ~n, e.type as never);
      }
      case 'Binary':
        return this.binary(e.op, this.eval(e.left, frame), this.eval(e.right, frame), e.type);
      default:
        throw new Error(`impure or unsupported expression on an edge: ${e.kind}`);
    }
  }

  private binary(op: string, l: Value, r: Value, t: CType): Value {
    if (isPtr(l) || isPtr(r)) {
      if (isPtr(l) && typeof r === 'bigint')
        return { base: l.base, index: l.index + (op === '+' ? Number(r) : -Number(r)) };
      if (isPtr(r) && typeof l === 'bigint') return { base: r.base, index: r.index + Number(l) };
      const a = l as Ptr;
      const b = r as Ptr;
      const same = a.base === b.base;
      const cmp: Record<string, boolean> = {
        '==': same && a.index === b.index,
        '!=': !(same && a.index === b.index),
        '<': a.index < b.index,
        '<=': a.index <= b.index,
        '>': a.index > b.index,
        '>=': a.index >= b.index,
      };
      if (op === '-') return BigInt(a.index - b.index);
      return cmp[op] ? 1n : 0n;
    }
    const a = l as bigint;
    const b = r as bigint;
    const bool = (x: boolean): bigint => (x ? 1n : 0n);
    const wrap = (x: bigint): bigint => (t.kind === 'int' ? wrapToType(x, t) : x);
    switch (op) {
      case '+':
        return wrap(a + b);
      case '-':
        return wrap(a - b);
      case '*':
        return wrap(a * b);
      case '/':
        if (b === 0n) throw new Error('division by zero');
        return wrap(a / b);
      case '%':
        if (b === 0n) throw new Error('division by zero');
        return wrap(a % b);
      case '<<':
        return wrap(a << b);
      case '>>':
        return wrap(a >> b);
      case '&':
        return wrap(a & b);
      case '|':
        return wrap(a | b);
      case '^':
        return wrap(a ^ b);
      case '<':
        return bool(a < b);
      case '<=':
        return bool(a <= b);
      case '>':
        return bool(a > b);
      case '>=':
        return bool(a >= b);
      case '==':
        return bool(a === b);
      case '!=':
        return bool(a !== b);
    }
    throw new Error(`operator ${op}`);
  }
}
