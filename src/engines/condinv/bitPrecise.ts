// condinv's own bit-precise look at a proof before it leaves the engine: every clause of the
// system checked valid under the proof's definitions, each in a fresh context (Z3's bit-blasting
// is fast on such one-shot queries). It decides which round's proof the engine hands out; the
// independent certificate check in src/certify still comes after it.

import type { SolverSession } from '../../smt/session';
import { clauseBody, clauseHead, type HornSystem } from '../../encodings/horn/horn';
import { workNow } from '../../smt/workClock';

export interface BitPreciseCheck {
  /** Initiation and consecution hold (the definitions are inductive). */
  readonly inductive: boolean;
  /** The properties whose safety clauses hold too. */
  readonly holds: ReadonlySet<string>;
}

export async function bitPrecise(
  system: HornSystem,
  definitions: string,
  session: SolverSession,
  deadline: number,
): Promise<BitPreciseCheck> {
  const failed = new Set<string>();
  const order = [...system.clauses].sort((a, b) => Number(!a.target) - Number(!b.target));
  for (const c of order) {
    if (!c.target && c.propertyId !== undefined && failed.has(c.propertyId)) continue;
    const left = deadline - workNow();
    const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
    const goal = c.target ? `\n(assert (not ${clauseHead(c)}))` : '';
    const r =
      left > 50
        ? await session.checkOnce(`${definitions}\n${decls}\n(assert ${clauseBody(c)})${goal}`, [], left)
        : { result: 'unknown' as const };
    if (r.result === 'unsat') continue;
    if (c.target || c.propertyId === undefined) return { inductive: false, holds: new Set() };
    failed.add(c.propertyId);
  }
  const holds = new Set<string>();
  for (const c of system.clauses)
    if (c.propertyId !== undefined && !failed.has(c.propertyId)) holds.add(c.propertyId);
  return { inductive: true, holds };
}
