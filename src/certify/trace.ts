// Records the trace of a run. Merging rule: an edge joins the current step when it runs in the same
// frame, at the same file and line, with the same statement text, and is not already part of that
// step (so loop iterations stay apart); blank edges without text (joins, loop back edges) are not
// recorded, nor are the passing branches of `--check` tests. A condition's step says which way it
// went (`branch`: the condition held, or not). Values print as C literals: `-1`,
// `4294967295u`, `NULL`, `&a+8`, `{.x = 1, .y = 2}`.

import type { IntType } from '../frontend/types';
import type { CType } from '../frontend/types';
import type { DataModel } from '../frontend/dataModel';
import { sizeOf } from '../frontend/dataModel';
import type { SourceLoc } from '../frontend/diagnostics';
import type { CfaEdge } from '../ir/cfa';
import type { TraceStep } from './execution';
import type { Memory } from './memory';
import { Ptr } from './memory';

interface OpenStep {
  readonly step: {
    file: string;
    line: number;
    function: string;
    text: string;
    assignments: Record<string, string>;
    branch?: boolean;
    edgeIds: number[];
  };
  readonly frame: object;
  readonly sealed: boolean;
}

export class TraceRecorder {
  readonly steps: TraceStep[] = [];
  private open: OpenStep | undefined;

  constructor(private readonly enabled: boolean) {}

  /** An edge executes in `frame` (any object identifying the activation) of function `fn`. */
  edge(frame: object, fn: string, e: CfaEdge): void {
    if (
      !this.enabled ||
      (e.kind === 'blank' && e.text === '') ||
      (e.kind === 'assume' && e.check && !e.truth)
    )
      return;
    const o = this.open;
    if (
      o &&
      !o.sealed &&
      o.frame === frame &&
      o.step.file === e.loc.file &&
      o.step.line === e.loc.line &&
      o.step.text === e.text &&
      !o.step.edgeIds.includes(e.id)
    ) {
      o.step.edgeIds.push(e.id);
      if (e.kind === 'assume') o.step.branch = e.truth;
      return;
    }
    this.start(frame, fn, e.loc, e.text, [e.id], false);
    if (e.kind === 'assume' && this.open) this.open.step.branch = e.truth;
  }

  /** A function starts: a step of its own at its definition, with the parameters' values. */
  enter(frame: object, fn: string, loc: SourceLoc, text: string): void {
    if (this.enabled) this.start(frame, fn, loc, text, [], true);
  }

  /** Execution continues in `frame` after a call returned: the call's statement gets a new step. */
  resume(frame: object, fn: string, call: CfaEdge): void {
    if (this.enabled) this.start(frame, fn, call.loc, call.text, [call.id], false);
  }

  /** `key` got `value` in the current step (a later write to the same key replaces the value). */
  assign(key: string, value: string): void {
    if (this.open) this.open.step.assignments[key] = value;
  }

  private start(
    frame: object,
    fn: string,
    loc: SourceLoc,
    text: string,
    edgeIds: number[],
    sealed: boolean,
  ): void {
    const step = { file: loc.file, line: loc.line, function: fn, text, assignments: {}, edgeIds };
    this.steps.push(step);
    this.open = { step, frame, sealed };
  }
}

const UNSIGNED_SUFFIXED = new Set(['uint', 'ulong', 'ullong', 'uint128']);
const MAX_ELEMENTS = 16;

/** An integer as a C literal of its type: unsigned int and wider get a `u` suffix. */
export function intLiteral(v: bigint, t: IntType): string {
  return UNSIGNED_SUFFIXED.has(t.ik) ? `${v}u` : `${v}`;
}

/** A pointer as C: `NULL`, `&x`, `&a+8` (byte offset), or a bare address `(void *)0x1234`. */
export function pointerText(p: Ptr): string {
  if (p.obj === null) return p.off === 0n ? 'NULL' : `(void *)0x${p.off.toString(16)}`;
  const base = `&${p.obj.name}`;
  return p.off === 0n ? base : `${base}${p.off > 0n ? '+' : ''}${p.off}`;
}

/** The value of an object of type `t` at `p`, for traces; `?` where it is not initialised. */
export function formatObject(mem: Memory, model: DataModel, p: Ptr, t: CType, depth = 0): string {
  const at = (off: number): Ptr => new Ptr(p.obj, p.off + BigInt(off));
  switch (t.kind) {
    case 'int': {
      const raw = mem.peek(p, t.bits / 8);
      if (raw === undefined) return '?';
      return intLiteral(
        t.ik === 'bool' ? (raw !== 0n ? 1n : 0n) : t.signed ? BigInt.asIntN(t.bits, raw) : raw,
        t,
      );
    }
    case 'pointer': {
      const v = mem.peekPointer(p);
      return v === undefined ? '?' : pointerText(v);
    }
    case 'float': {
      const raw = mem.peek(p, sizeOf(t, model) ?? 0);
      return raw === undefined ? '?' : `<${t.fk} 0x${raw.toString(16)}>`;
    }
    case 'array': {
      const n = t.length ?? 0;
      const size = sizeOf(t.of, model) ?? 0;
      if (depth > 3 || size === 0) return '{...}';
      const parts: string[] = [];
      for (let i = 0; i < Math.min(n, MAX_ELEMENTS); i++)
        parts.push(formatObject(mem, model, at(i * size), t.of, depth + 1));
      if (n > MAX_ELEMENTS) parts.push('...');
      return `{${parts.join(', ')}}`;
    }
    case 'record': {
      if (depth > 3) return '{...}';
      const parts = t.def.fields.map((f) => {
        if (f.bitWidth === undefined)
          return `.${f.name} = ${formatObject(mem, model, at(f.offset), f.type, depth + 1)}`;
        const n = Math.ceil(((f.bitOffset ?? 0) + f.bitWidth) / 8);
        const raw = mem.peek(at(f.offset), n);
        if (raw === undefined) return `.${f.name} = ?`;
        const bits = (raw >> BigInt(f.bitOffset ?? 0)) & ((1n << BigInt(f.bitWidth)) - 1n);
        const signed = f.type.kind === 'int' && f.type.signed;
        const v = signed ? BigInt.asIntN(f.bitWidth, bits) : bits;
        return `.${f.name} = ${f.type.kind === 'int' ? intLiteral(v, f.type) : v}`;
      });
      return `{${parts.join(', ')}}`;
    }
    default:
      return '?';
  }
}
