// What a one-shot script needs of Z3: pure bit-vector scripts (Bool and bit-vector constants, no
// arrays, functions, integers or binders) go to Z3's preprocessing and bit-blasting; scripts over
// bit-vectors with arrays (no integers, binders or uninterpreted functions) to the same preprocessing,
// then bit-blasting when it left no array, else the SMT core; anything else to the SMT core
// (solverZ3.ts). The work trace (workTrace.ts) records which kind each request was, so the rates
// can be compared by kind; WORK_RATES (workClock.ts) has a Z3 rate of its own for scripts with arrays.

const NOT_PURE_BV = /\((?:Array|forall|exists|lambda)\b|\bInt\b|\bReal\b|\((?:declare|define)-fun \S+ \([^)]/;

/** Whether `text` is a pure bit-vector script. */
export function pureBitVector(text: string): boolean {
  return !NOT_PURE_BV.test(text);
}

const NOT_BV_ARRAYS = /\((?:forall|exists|lambda)\b|\bInt\b|\bReal\b|\(declare-fun \S+ \([^)]/;

/**
 * Whether `text` has arrays and is over bit-vectors and arrays only (macros with parameters
 * allowed: the parser expands them). Scripts without arrays that are not pure bit-vector ones (the
 * candidate checks of template invariants and Houdini, with predicates as macros) keep the SMT core.
 */
export function bitVectorArrays(text: string): boolean {
  return hasArrays(text) && !NOT_BV_ARRAYS.test(text);
}

/** Whether `text` declares or uses arrays (its Z3 work is counted at a rate of its own: workClock.ts). */
export function hasArrays(text: string): boolean {
  return /\(Array\b/.test(text);
}
