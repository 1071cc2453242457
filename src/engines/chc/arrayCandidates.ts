// Candidate invariants over array values (ir/arrayValues.ts) for the Houdini refinement
// (candidates.ts): range-quantified facts over a prefix of an array, the shapes loops over arrays
// keep, `forall j. 0 <= j < x => A[j] == B[j]`, `... => A[j] == c` and `... => A[j] == j`, where
// `x` is a scalar of the state (a loop's index) or the array's length and `c` a constant the
// program stores. The quantifier ranges over an interval of indices only, so the checks stay in
// the array property fragment (instantiate.ts makes them quantifier-free). A candidate that some
// clause does not preserve is dropped, as any other.

import type { ArgInfo, Conjuncts, HornSystem } from '../../encodings/horn/horn';
import { bvLit } from '../../smt/smtlib';
import { parseSexp, type Sexp } from '../../smt/sexp';

/** At most this many candidates per predicate (the refinement checks each clause per round). */
const MAX_PER_PREDICATE = 96;
/** At most this many constants per element width. */
const MAX_CONSTANTS = 6;

/** Quantified candidates for the predicates with array arguments (none for a system without). */
export function arrayCandidates(system: HornSystem): Conjuncts {
  const out = new Map<string, string[]>();
  const constants = programConstants(system);
  for (const [pred, sorts] of system.predicates) {
    // a summary relates its results to its entry values: both sides count (elsewhere the entry
    // values are left out, to keep the candidates few)
    const summary = pred.startsWith('S_');
    const args = (system.args.get(pred) ?? []).map((a) => (summary ? { ...a, old: false } : a));
    const arrays = args.flatMap((a, i) => (a.arrayLength !== undefined && !a.old ? [i] : []));
    if (arrays.length === 0) continue;
    const shape = arrayShape(sorts[arrays[0]]);
    if (!shape) continue;
    const scalarEnds = indexRanges(args, shape.index);
    const facts: string[] = [...frameFacts(args), ...scalarBounds(args)];
    const lengthEnd = (i: number): string => bvLit(BigInt(args[i].arrayLength ?? 0), shape.index);
    for (const [k, i] of arrays.entries()) {
      const ei = arrayShape(sorts[i])?.elem;
      // a fact over one array: its elements in a prefix equal a constant the program stores
      // (or its index: `a[i] = i`)
      for (const r of [...scalarEnds, lengthEnd(i)]) {
        for (const c of (ei !== undefined ? constants.get(ei) : undefined) ?? [])
          facts.push(forallIn(shape.index, r, `(= (select a${i} j) ${bvLit(c, ei ?? 0)})`));
        if (ei !== undefined)
          facts.push(forallIn(shape.index, r, `(= (select a${i} j) ${indexAs(shape.index, ei)})`));
      }
      // over two arrays of the same element type: equal in a prefix (a copy)
      for (const j of arrays.slice(k + 1)) {
        if (arrayShape(sorts[j])?.elem !== ei) continue;
        const ends = args[i].arrayLength === args[j].arrayLength ? [...scalarEnds, lengthEnd(i)] : scalarEnds;
        for (const r of ends) facts.push(forallIn(shape.index, r, `(= (select a${i} j) (select a${j} j))`));
      }
    }
    // last (the first cut by the limit): bounds by a scalar of the element's type (a maximum, a minimum)
    for (const i of arrays) {
      const ei = arrayShape(sorts[i])?.elem;
      for (const [x, a] of args.entries()) {
        if (a.width !== ei || !isIndexLike(a)) continue;
        const [le, ge] = a.signed ? ['bvsle', 'bvsge'] : ['bvule', 'bvuge'];
        for (const r of [...scalarEnds, bvLit(BigInt(args[i].arrayLength ?? 0), shape.index)]) {
          facts.push(forallIn(shape.index, r, `(${le} (select a${i} j) a${x})`));
          facts.push(forallIn(shape.index, r, `(${ge} (select a${i} j) a${x})`));
        }
      }
    }
    if (facts.length > 0) out.set(pred, facts.slice(0, MAX_PER_PREDICATE));
  }
  return out;
}

/** `x == \\old(x)` for each variable with its entry value in the predicate: what is not written stays. */
function frameFacts(args: readonly ArgInfo[]): string[] {
  const at = new Map(args.map((a, i) => [a.label, i]));
  return args.flatMap((a, i) => {
    const j = at.get(`\\old(${a.label})`);
    return j !== undefined && args[j].width === a.width && args[j].arrayLength === a.arrayLength
      ? [`(= a${i} a${j})`]
      : [];
  });
}

/**
 * Bounds of the scalars that may index the arrays: `0 <= x` and `x <= n` for each array length n
 * (a loop's index between 0 and the length), for the quantified facts to lean on.
 */
function scalarBounds(args: readonly ArgInfo[]): string[] {
  const lengths = [...new Set(args.flatMap((a) => (a.arrayLength !== undefined ? [a.arrayLength] : [])))];
  const out: string[] = [];
  for (const [i, a] of args.entries()) {
    if (!isIndexLike(a)) continue;
    if (a.signed) out.push(`(bvsle ${bvLit(0n, a.width)} a${i})`);
    for (const n of lengths) {
      if (BigInt(n) >= 1n << BigInt(a.signed ? a.width - 1 : a.width)) continue;
      out.push(`(${a.signed ? 'bvsle' : 'bvule'} a${i} ${bvLit(BigInt(n), a.width)})`);
    }
  }
  return out;
}

/** A scalar of the state that may be an index (not an entry value, the result or a hidden variable; in a summary, not the result). */
function isIndexLike(a: ArgInfo): boolean {
  return !a.old && a.width > 1 && !a.label.startsWith('__') && a.label !== '\\result';
}

/** `(Array (_ BitVec I) (_ BitVec E))` as its widths. */
function arrayShape(sort: string | undefined): { index: number; elem: number } | undefined {
  const m = /^\(Array \(_ BitVec (\d+)\) \(_ BitVec (\d+)\)\)$/.exec(sort ?? '');
  return m ? { index: Number(m[1]), elem: Number(m[2]) } : undefined;
}

/** The ends of the index ranges `[0, end)`: each scalar of the state (widened), each array length. */
function indexRanges(args: readonly ArgInfo[], indexBits: number): string[] {
  const ends = new Set<string>();
  for (const [i, a] of args.entries()) {
    if (!isIndexLike(a) || a.width > indexBits) continue;
    const ext = indexBits - a.width;
    ends.add(ext === 0 ? `a${i}` : `((_ ${a.signed ? 'sign_extend' : 'zero_extend'} ${ext}) a${i})`);
  }
  for (const a of args) if (a.arrayLength !== undefined) ends.add(bvLit(BigInt(a.arrayLength), indexBits));
  return [...ends];
}

/** The quantified index `j` as an element of `elemBits` (truncated or zero-extended). */
function indexAs(indexBits: number, elemBits: number): string {
  if (elemBits === indexBits) return 'j';
  return elemBits < indexBits
    ? `((_ extract ${elemBits - 1} 0) j)`
    : `((_ zero_extend ${elemBits - indexBits}) j)`;
}

function forallIn(indexBits: number, end: string, body: string): string {
  return `(forall ((j (_ BitVec ${indexBits}))) (=> (bvult j ${end}) ${body}))`;
}

/** Per element width, the constants the clauses store into arrays (0 first), a few of them. */
function programConstants(system: HornSystem): Map<number, bigint[]> {
  const out = new Map<number, Set<bigint>>();
  const add = (w: number, v: bigint): void => {
    const s = out.get(w) ?? out.set(w, new Set([0n])).get(w);
    if (s && s.size < MAX_CONSTANTS) s.add(v);
  };
  const walk = (s: Sexp): void => {
    if (!Array.isArray(s)) return;
    const lit = s[0] === 'store' && s.length === 4 ? literalOf(s[3]) : undefined;
    if (lit) add(lit.width, lit.value);
    for (const x of s) walk(x);
  };
  for (const c of system.clauses) if (c.constraint.includes('(store')) walk(parseSexp(c.constraint));
  return new Map([...out].map(([w, s]) => [w, [...s]]));
}

/** A bit-vector literal's width and value. */
function literalOf(s: Sexp): { width: number; value: bigint } | undefined {
  if (typeof s === 'string' && s.startsWith('#x'))
    return { width: (s.length - 2) * 4, value: BigInt(`0x${s.slice(2)}`) };
  if (typeof s === 'string' && s.startsWith('#b'))
    return { width: s.length - 2, value: BigInt(`0b${s.slice(2)}`) };
  if (Array.isArray(s) && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv'))
    return { width: Number(s[2]), value: BigInt(s[1].slice(2)) };
  return undefined;
}
