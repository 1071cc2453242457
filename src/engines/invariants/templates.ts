// Template rows for invariants over a Horn system's predicates: `t(x) <= d` with t a linear term
// over the predicate's arguments: `x` and `-x` (intervals), and `x - y`, `y - x`, `x + y`,
// `-x - y` (octagons) over pairs of arguments. Terms are evaluated over bit-vectors two bits wider
// than their operands, each argument read as signed or unsigned as its C type says, so a row can
// neither overflow nor confuse the two readings; the bound `d` is a signed constant of that width.

import type { ArgInfo, HornSystem } from '../../encodings/horn/horn';
import { bvLit } from '../../smt/smtlib';
import { parseSexp, type Sexp } from '../../smt/sexp';

export interface Row {
  /** Argument indices with coefficients +1/-1. */
  readonly terms: readonly (readonly [number, 1 | -1])[];
  /** Width of the row's arithmetic. */
  readonly width: number;
}

export interface TemplateOptions {
  /** Rows over pairs of arguments: differences (zones) ... */
  readonly octagons: boolean;
  /** ... and sums (octagons). */
  readonly sums?: boolean;
  /** At most this many arguments of a predicate take part in octagon pairs. */
  readonly maxPairArgs?: number;
}

/** The rows of one predicate. */
export function rowsFor(args: readonly ArgInfo[], options: TemplateOptions): Row[] {
  // compiler temporaries (`__t1`) and the return value slot carry nothing worth bounding
  const idx = args.flatMap((a, i) =>
    a.width > 0 && a.width <= 64 && !a.label.startsWith('__') && a.label !== '\\result' ? [i] : [],
  );
  const rows: Row[] = [];
  for (const i of idx) {
    const w = args[i].width + 2;
    rows.push({ terms: [[i, 1]], width: w }, { terms: [[i, -1]], width: w });
  }
  if (!options.octagons) return rows;
  const pairArgs = idx.slice(0, options.maxPairArgs ?? 10);
  for (let a = 0; a < pairArgs.length; a++) {
    for (let b = a + 1; b < pairArgs.length; b++) {
      const i = pairArgs[a];
      const j = pairArgs[b];
      if (args[i].old && args[j].old) continue; // two entry values: nothing changes them
      const w = Math.max(args[i].width, args[j].width) + 2;
      const signs = options.sums
        ? ([
            [1, -1],
            [-1, 1],
            [1, 1],
            [-1, -1],
          ] as const)
        : ([
            [1, -1],
            [-1, 1],
          ] as const);
      for (const [si, sj] of signs)
        rows.push({
          terms: [
            [i, si],
            [j, sj],
          ],
          width: w,
        });
    }
  }
  return rows;
}

/** The row's term over argument terms `xs`. */
export function rowTerm(row: Row, args: readonly ArgInfo[], xs: readonly string[]): string {
  const parts = row.terms.map(([i, sign]) => {
    const a = args[i];
    const ext = row.width - a.width;
    const wide = `((_ ${a.signed ? 'sign_extend' : 'zero_extend'} ${ext}) ${xs[i]})`;
    return sign === 1 ? wide : `(bvneg ${wide})`;
  });
  return parts.length === 1 ? parts[0] : `(bvadd ${parts.join(' ')})`;
}

/** `row <= d` as a formula. */
export function rowBound(row: Row, args: readonly ArgInfo[], xs: readonly string[], d: bigint): string {
  return `(bvsle ${rowTerm(row, args, xs)} ${bvLit(d, row.width)})`;
}

/** A model value of a row (bit pattern) as the signed integer it is. */
export function signedValue(bits: bigint, width: number): bigint {
  return BigInt.asIntN(width, bits);
}

/** The largest value a row can take (its bound when unbounded is pointless). */
export function rowMax(row: Row, args: readonly ArgInfo[]): bigint {
  let m = 0n;
  for (const [i, sign] of row.terms) {
    const a = args[i];
    const hi = a.signed ? (1n << BigInt(a.width - 1)) - 1n : (1n << BigInt(a.width)) - 1n;
    const lo = a.signed ? -(1n << BigInt(a.width - 1)) : 0n;
    m += sign === 1 ? hi : -lo;
  }
  return m;
}

/**
 * Where an unfinished iteration hands a row on as a candidate (a hint, refined like any other): at
 * the smallest threshold at or above its bound so far, where its next raise would take it.
 * Measured on the dev SV-COMP corpus in session 31: handing on the bounds read off the models
 * instead (which are still rising) cost CHC's refinement a long cascade of one-conjunct drops
 * (loops/trex01-2: 4.6 s of work, 1 s so); undefined when no threshold is left below the row's
 * largest value (the row is unbounded).
 */
export function widenedBound(
  row: Row,
  args: readonly ArgInfo[],
  bound: bigint,
  steps: readonly bigint[],
): bigint | undefined {
  const next = steps.find((t) => t >= bound);
  return next === undefined || next >= rowMax(row, args) ? undefined : next;
}

/** Widening thresholds: the constants of the clauses (read signed and unsigned), their neighbours, 0 and ±1. */
export function thresholds(system: HornSystem): bigint[] {
  const set = new Set<bigint>([0n, 1n, -1n]);
  const visit = (s: Sexp): void => {
    if (typeof s === 'string') {
      let v: bigint | undefined;
      let w = 0;
      if (s.startsWith('#x')) [v, w] = [BigInt(`0x${s.slice(2)}`), (s.length - 2) * 4];
      else if (s.startsWith('#b')) [v, w] = [BigInt(`0b${s.slice(2)}`), s.length - 2];
      if (v !== undefined && w > 1 && w <= 64) {
        for (const x of [v, BigInt.asIntN(w, v)]) for (const d of [-1n, 0n, 1n]) set.add(x + d);
      }
      return;
    }
    if (s.length === 3 && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv')) {
      const v = BigInt(s[1].slice(2));
      const w = Number(s[2]);
      for (const x of [v, BigInt.asIntN(w, v)]) for (const d of [-1n, 0n, 1n]) set.add(x + d);
      return;
    }
    for (const x of s) visit(x);
  };
  for (const c of system.clauses) {
    visit(parseSexp(c.constraint));
    for (const a of [...c.apps, ...(c.target ? [c.target] : [])]) for (const t of a.args) visit(parseSexp(t));
  }
  for (const x of [...set]) set.add(-x);
  return [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
