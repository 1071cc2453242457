// Max-SMT over one solver session, for CondSafe (condSafe.ts): a maximal set of soft literals
// kept, heavier ones first, through unsat cores (measured faster here than Z3's Optimize on the
// Farkas constraints); then, with those kept, simpler template coefficients (small, then zero).

import type { SolverSession } from '../../smt/session';
import type { ParamRow } from './rows';
import { workNow } from '../../smt/workClock';

export interface Soft {
  readonly lit: string;
  readonly weight: number;
}

/**
 * Max-SMT over the solver: assume every soft literal; on unsat, drop the lightest literal of the
 * unsat core and try again (a maximal satisfiable set, heavier literals kept first). The literals
 * kept, or why there is no solution.
 */
export async function maxSat<S extends Soft>(
  session: SolverSession,
  soft: readonly S[],
  deadline: number,
  count: () => void,
): Promise<S[] | string> {
  let assumed = [...soft];
  const dropped: S[] = [];
  const check = async (lits: readonly S[], until = deadline): Promise<'sat' | 'unsat' | string> => {
    const left = until - workNow();
    if (left < 50) return 'timeout';
    count();
    const res = await session.check({ assumptions: lits.map((s) => s.lit), timeoutMs: left });
    return res === 'unknown' ? `solver: ${await session.reasonUnknown()}` : res;
  };
  for (;;) {
    const res = await check(assumed);
    if (res === 'sat') break;
    if (res !== 'unsat') return res;
    const core = new Set(await session.unsatCore());
    const inCore = assumed.filter((s) => core.has(s.lit));
    if (inCore.length === 0) return 'no conditional invariant of this shape';
    const drop = inCore.reduce((a, s) => (s.weight < a.weight ? s : a));
    assumed = assumed.filter((s) => s !== drop);
    dropped.push(drop);
  }
  // which literal of a core goes is a guess: put each dropped one back if it fits (heaviest first)
  if (dropped.length < 2) return assumed;
  // within half the time left: the other half is for a model of what was kept, when the last
  // attempt fails
  const stop = workNow() + (deadline - workNow()) / 2;
  let current = true; // the solver's model is one of `assumed`
  for (const s of [...dropped].sort((a, b) => b.weight - a.weight)) {
    if (workNow() >= stop) break;
    const res = await check([...assumed, s], stop);
    current = res === 'sat';
    if (current) assumed = [...assumed, s];
  }
  if (current) return assumed;
  const res = await check(assumed);
  return res === 'sat' ? assumed : res === 'unsat' ? 'no model of the kept initiations' : res;
}

/**
 * With the kept initiations assumed, looks for simpler coefficients: all within [-1, 1] first,
 * then, greedily, one more coefficient zero at a time (those zero already stay zero). At most a
 * fifth of the time left (at least a second); the solver's model is a solution at the end (undefined),
 * or the reason there is none.
 */
export async function simplify(
  session: SolverSession,
  kept: readonly string[],
  coefs: readonly string[],
  deadline: number,
  count: () => void,
): Promise<string | undefined> {
  const stop = Math.min(deadline, workNow() + Math.max(1000, (deadline - workNow()) / 5));
  const assumed = [...kept];
  const check = async (lits: readonly string[]): Promise<boolean> => {
    const left = stop - workNow();
    if (left < 50) return false;
    count();
    return (await session.check({ assumptions: [...lits], timeoutMs: left })) === 'sat';
  };
  // `current`: the solver's model is one of `assumed`
  let current = await check([...assumed, 'small']);
  if (current) assumed.push('small');
  const tried = new Set<string>();
  for (;;) {
    if (current) {
      const values = await session.values(coefs);
      for (const c of coefs)
        if (values.get(c) === 0n && !tried.has(c)) {
          tried.add(c);
          assumed.push(`z_${c}`);
        }
    }
    const next = coefs.find((c) => !tried.has(c));
    if (next === undefined || workNow() >= stop) break;
    tried.add(next);
    current = await check([...assumed, `z_${next}`]);
    if (current) assumed.push(`z_${next}`);
  }
  if (current) return undefined;
  // the last attempt failed (or ran out of time): back to a model of what was accepted
  const left = deadline - workNow();
  if (left < 50) return 'timeout';
  count();
  const r = await session.check({ assumptions: assumed, timeoutMs: left });
  return r === 'sat' ? undefined : r === 'unsat' ? 'no model of the kept initiations' : 'timeout';
}

/** `coef . x + c <= 0` divided by the coefficients' gcd (the same integer points). */
export function normal(r: ParamRow): ParamRow {
  const abs = (n: bigint): bigint => (n < 0n ? -n : n);
  let g = 0n;
  for (const k of r.coef) {
    let [a, b] = [abs(k), g];
    while (b !== 0n) [a, b] = [b, a % b];
    g = a;
  }
  if (g <= 1n) return r;
  const ceil = (n: bigint): bigint => (n >= 0n ? (n + g - 1n) / g : -(-n / g));
  return { coef: r.coef.map((k) => k / g), c: ceil(r.c) };
}
