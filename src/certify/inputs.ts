// How objects take nondeterministic values: an object splits into scalar leaves in layout order
// (array elements in index order, struct members in declaration order), each consuming one
// InputValue; the same rule as the BMC encoder's. Also the input providers: a fixed queue (replay)
// and one computed per request (tests, differential runs).

import type { InputValue } from '../encodings/result';
import type { DataModel } from '../frontend/dataModel';
import { sizeOf } from '../frontend/dataModel';
import type { CType } from '../frontend/types';
import type { InputProvider, InputRequest } from './execution';
import type { Value } from './memory';
import { NULL_PTR, Ptr } from './memory';

/** More scalar leaves than this: an uninitialised declaration consumes no input at all. */
export const MAX_LEAVES = 64;

/** One scalar of an object that takes one input: where it is and the width of the value. */
export interface Leaf {
  /** Byte offset in the object. */
  readonly offset: number;
  /** An integer or pointer type. */
  readonly type: CType;
  /** Width in bits of the input value and its signedness. */
  readonly width: number;
  readonly signed: boolean;
}

/** Number of leaves of an aggregate made of integers and pointers only, or undefined (see scalarLeaves). */
function countLeaves(t: CType): number | undefined {
  switch (t.kind) {
    case 'int':
    case 'pointer':
      return 1;
    case 'array': {
      if (t.vla || t.length === undefined) return undefined;
      const each = countLeaves(t.of);
      return each === undefined ? undefined : t.length * each;
    }
    case 'record': {
      if (t.def.isUnion || t.def.fields.some((f) => f.bitWidth !== undefined)) return undefined;
      let total = 0;
      for (const f of t.def.fields) {
        const n = countLeaves(f.type);
        if (n === undefined) return undefined;
        total += n;
      }
      return total;
    }
    default:
      return undefined;
  }
}

function scalarLeaf(t: CType, offset: number, model: DataModel): Leaf {
  if (t.kind === 'int') return { offset, type: t, width: t.bits, signed: t.signed };
  return { offset, type: t, width: model.pointerBytes * 8, signed: false };
}

/**
 * The scalar leaves of an object of type `t`, each taking one input: an integer or pointer is one
 * leaf; an aggregate of integers and pointers in fixed-length arrays and structs without
 * bit-fields has one per scalar (element order, then member order), at most `limit`. Anything
 * else (floating point, unions, bit-fields, VLAs, more than `limit`) has none: undefined.
 */
export function scalarLeaves(t: CType, model: DataModel, limit = MAX_LEAVES): Leaf[] | undefined {
  const n = countLeaves(t);
  if (n === undefined || n > limit) return undefined;
  const out: Leaf[] = [];
  const walk = (u: CType, offset: number): void => {
    if (u.kind === 'array') {
      const size = sizeOf(u.of, model) ?? 0;
      for (let i = 0; i < (u.length ?? 0); i++) walk(u.of, offset + i * size);
    } else if (u.kind === 'record') for (const f of u.def.fields) walk(f.type, offset + f.offset);
    else out.push(scalarLeaf(u, offset, model));
  };
  walk(t, 0);
  return out;
}

/** The value a leaf of type `t` gets from an input's bit pattern (pointers: NULL or a bare address). */
export function leafValue(t: CType, width: number, signed: boolean, bits: bigint): Value {
  if (t.kind === 'pointer') return bits === 0n ? NULL_PTR : new Ptr(null, bits);
  return signed ? BigInt.asIntN(width, bits) : bits;
}

/** Why `v` does not answer `req`, or undefined when it does (the name is not compared). */
export function inputMismatch(req: InputRequest, v: InputValue, isBool: boolean): string | undefined {
  if (v.source !== req.source) return `source '${v.source}' where '${req.source}' is consumed`;
  if (v.edgeId !== req.edgeId)
    return `edge ${v.edgeId ?? 'none'} where edge ${req.edgeId ?? 'none'} consumes`;
  if (v.width !== req.width || v.signed !== req.signed) {
    const kind = (w: number, s: boolean): string => `${w}-bit ${s ? 'signed' : 'unsigned'}`;
    return `a ${kind(v.width, v.signed)} value where a ${kind(req.width, req.signed)} one is needed`;
  }
  if (v.bits < 0n || v.bits >= 1n << BigInt(v.width)) return `bits ${v.bits} do not fit in ${v.width} bits`;
  if (isBool && v.bits > 1n) return `_Bool value ${v.bits}`;
  return undefined;
}

/** Serves `inputs` in order (replay of a counterexample). */
export function inputQueue(inputs: readonly InputValue[]): InputProvider {
  let i = 0;
  return { next: () => (i < inputs.length ? inputs[i++] : undefined) };
}

/**
 * Answers each request with `answer(request)` (wrapped to the request's width); for tests and
 * differential runs where the values are chosen on the fly. `undefined` ends the inputs.
 */
export function inputsFrom(answer: (req: InputRequest) => bigint | undefined): InputProvider {
  return {
    next(req) {
      const v = answer(req);
      if (v === undefined) return undefined;
      const bits = BigInt.asUintN(req.width, v);
      return {
        source: req.source,
        edgeId: req.edgeId,
        name: req.name,
        bits,
        width: req.width,
        signed: req.signed,
      };
    },
  };
}
