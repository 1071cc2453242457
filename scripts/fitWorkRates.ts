// Fits the work clock's rates (src/smt/workClock.ts WORK_RATES) to a work trace, so that a work
// millisecond stands for a millisecond of the machine the trace was taken on (README "Work budgets").
// Take the trace on an otherwise idle machine, one lane at a time:
//   PROOFGATE_WORK_TRACE=/tmp/trace.jsonl node dist/cli.js bench tasks.tsv --timeout 60 --jobs 1 --threads 1
//   npx tsx scripts/fitWorkRates.ts /tmp/trace.jsonl
// Per kind of solver request it fits wall ≈ units / z3UnitsPerMs + bytes / textBytesPerMs + msPerRequest
// (least squares, no negative term), and each interpreter run's wall time on its steps, inputs,
// objects and bytes of large objects; the work the solver does not count (the interpreter, BMC's
// unrolling, the memory encoding's copies) only shows in each entry's total, so a second fit of the
// entries' wall time on that work, grouped, gives the factor by which their rates are off. It prints
// the current rates, the fitted ones, and how far the current ones were from each kind's wall time.

import { readFileSync } from 'node:fs';
import { WORK_RATES } from '../src/smt/workClock';

interface Request {
  readonly op: string;
  readonly units: number;
  readonly bytes: number;
  readonly wallMs: number;
  /** A one-shot check of a script with arrays: Z3's count has a rate of its own (`arrays`). */
  readonly arrays?: boolean;
}
interface Entry {
  readonly byKind: Readonly<Record<string, number>>;
  readonly wallMs: number;
}

/** Least squares with every coefficient ≥ 0: the best of the fits on each subset of the columns. */
function nonNegativeFit(rows: readonly number[][], y: readonly number[]): number[] {
  const n = rows[0]?.length ?? 0;
  let best: { x: number[]; error: number } = { x: new Array<number>(n).fill(0), error: Infinity };
  for (let mask = 1; mask < 1 << n; mask++) {
    const cols = [...Array(n).keys()].filter((j) => (mask >> j) & 1);
    const x = solveNormal(rows, y, cols, n);
    if (x === undefined || x.some((v) => v < 0)) continue;
    const error = rows.reduce((s, r, i) => s + (r.reduce((t, v, j) => t + v * x[j], 0) - y[i]) ** 2, 0);
    if (error < best.error) best = { x, error };
  }
  return best.x;
}

/** The normal equations on `cols` (Gaussian elimination); undefined when singular. */
function solveNormal(
  rows: readonly number[][],
  y: readonly number[],
  cols: number[],
  n: number,
): number[] | undefined {
  const k = cols.length;
  const a = cols.map((p) => [
    ...cols.map((q) => rows.reduce((s, r) => s + r[p] * r[q], 0)),
    rows.reduce((s, r, i) => s + r[p] * y[i], 0),
  ]);
  for (let i = 0; i < k; i++) {
    const pivot = a.slice(i).reduce((m, r, j) => (Math.abs(r[i]) > Math.abs(a[m][i]) ? i + j : m), i);
    [a[i], a[pivot]] = [a[pivot], a[i]];
    if (Math.abs(a[i][i]) < 1e-12) return undefined;
    for (let j = 0; j < k; j++) {
      if (j === i) continue;
      const f = a[j][i] / a[i][i];
      for (let c = i; c <= k; c++) a[j][c] -= f * a[i][c];
    }
  }
  const x = new Array<number>(n).fill(0);
  cols.forEach((c, i) => (x[c] = a[i][k] / a[i][i]));
  return x;
}

const per = (coefficient: number): number => (coefficient > 0 ? Math.round(1 / coefficient) : Infinity);
const sum = (xs: readonly number[]): number => xs.reduce((s, v) => s + v, 0);

function fitRequests(requests: readonly Request[]): void {
  const z3 = WORK_RATES.z3UnitsPerMs as Readonly<Record<string, number>>;
  const text = WORK_RATES.textBytesPerMs as Readonly<Record<string, number>>;
  const fixed = WORK_RATES.msPerRequest as Readonly<Record<string, number>>;
  // one-shot checks with arrays apart: their Z3 count has a rate of its own, text and request the `once` ones
  const kindOf = (r: Request): string => (r.op === 'once' && r.arrays === true ? 'arrays' : r.op);
  for (const op of [...new Set(requests.map(kindOf))].sort()) {
    const rs = requests.filter((r) => kindOf(r) === op);
    const textOp = op === 'arrays' ? 'once' : op;
    const rows = rs.map((r) => [op in z3 ? r.units : 0, textOp in text ? r.bytes : 0, 1]);
    const [u, b, c] = nonNegativeFit(
      rows,
      rs.map((r) => r.wallMs),
    );
    const charged = (r: Request): number =>
      (op in z3 ? r.units / z3[op] : 0) +
      (textOp in text ? r.bytes / text[textOp] : 0) +
      (fixed[textOp] ?? 0);
    const wall = sum(rs.map((r) => r.wallMs));
    const was = sum(rs.map(charged)) / Math.max(1, wall);
    console.log(
      `${op.padEnd(6)} ${String(rs.length).padStart(6)} requests, ${(wall / 1000).toFixed(1)} s: ` +
        `units/ms ${z3[op] ?? '-'} -> ${op in z3 ? per(u) : '-'}, bytes/ms ${text[textOp] ?? '-'} -> ${textOp in text ? per(b) : '-'}, ` +
        `ms/request ${fixed[textOp] ?? '-'} -> ${c.toFixed(1)} (the current rates charged ${was.toFixed(2)} x its wall time)`,
    );
  }
}

const GROUPS: Readonly<Record<string, readonly string[]>> = {
  solver: ['z3.', 'text.', 'request.'],
  interpreter: ['steps', 'inputs', 'objects', 'runs', 'largeBytes'],
  unrolled: ['unrolled'],
  copied: ['copied'],
};

function fitEntries(entries: readonly Entry[]): void {
  if (entries.length === 0) return;
  const names = Object.keys(GROUPS);
  const group = (e: Entry, g: string): number =>
    sum(Object.entries(e.byKind).flatMap(([k, ms]) => (GROUPS[g].some((p) => k.startsWith(p)) ? [ms] : [])));
  const rows = entries.map((e) => [...names.map((g) => group(e, g)), 1]);
  const x = nonNegativeFit(
    rows,
    entries.map((e) => e.wallMs),
  );
  console.log(
    `${entries.length} entries: wall ms per work ms by group, at the rates the trace was taken with (right at 1; else multiply those rates by 1 / this):`,
  );
  names.forEach((g, i) => console.log(`  ${g.padEnd(12)} ${x[i].toFixed(2)}`));
  console.log(`  fixed per entry ${x[names.length].toFixed(0)} ms`);
}

interface Run {
  readonly run: Readonly<Record<'steps' | 'inputs' | 'objects' | 'largeBytes', number>>;
  readonly wallMs: number;
}

/** Each interpreter run's wall time on what it did: steps, inputs, objects, bytes of large objects, and a fixed cost. */
function fitRuns(runs: readonly Run[]): void {
  if (runs.length === 0) return;
  const kinds = ['steps', 'inputs', 'objects', 'largeBytes'] as const;
  const x = nonNegativeFit(
    runs.map((r) => [...kinds.map((k) => r.run[k]), 1]),
    runs.map((r) => r.wallMs),
  );
  const rates: Readonly<Record<string, number>> = {
    steps: WORK_RATES.stepsPerMs,
    inputs: WORK_RATES.inputsPerMs,
    objects: WORK_RATES.objectsPerMs,
    largeBytes: WORK_RATES.largeBytesPerMs,
  };
  const charged = (r: Run): number => kinds.reduce((s, k) => s + r.run[k] / rates[k], WORK_RATES.msPerRun);
  const wall = sum(runs.map((r) => r.wallMs));
  console.log(
    `${runs.length} interpreter runs, ${(wall / 1000).toFixed(1)} s (the current rates charged ${(sum(runs.map(charged)) / Math.max(1, wall)).toFixed(2)} x its wall time):`,
  );
  kinds.forEach((k, i) => console.log(`  ${k.padEnd(10)} per ms ${rates[k]} -> ${per(x[i])}`));
  console.log(`  ms per run ${WORK_RATES.msPerRun} -> ${x[kinds.length].toFixed(3)}`);
}

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: npx tsx scripts/fitWorkRates.ts TRACE.jsonl');
  process.exit(2);
}
const records = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Partial<Request & Entry>);
fitRequests(records.filter((r): r is Request => typeof r.op === 'string'));
fitRuns(records.filter((r): r is Run => (r as Partial<Run>).run !== undefined));
fitEntries(records.filter((r): r is Entry => r.byKind !== undefined));
