// What a one-shot script needs of Z3: pure bit-vector scripts (Bool and bit-vector constants, no
// arrays, functions, integers or binders) go to Z3's preprocessing and bit-blasting, anything else to
// its SMT core (solverZ3.ts). The work trace (workTrace.ts) records which kind each request was, so
// the rates can be compared by kind; WORK_RATES (workClock.ts) does not split them yet.

const NOT_PURE_BV = /\((?:Array|forall|exists|lambda)\b|\bInt\b|\bReal\b|\((?:declare|define)-fun \S+ \([^)]/;

/** Whether `text` is a pure bit-vector script. */
export function pureBitVector(text: string): boolean {
  return !NOT_PURE_BV.test(text);
}
