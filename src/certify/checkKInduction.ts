// Independent re-check of a k-induction certificate (k, invariants), from the program's CFA and in
// fresh solver sessions: (1) the invariants hold initially and are preserved by every clause of the
// program's Horn system (the safety clauses are not required), (2) base case: no property of the
// certificate is violated within k steps from the start, and (3) step case: k steps that avoid the
// errors and satisfy the invariants cannot be followed by an error; with `forward`, (3) is replaced
// by: no path of k steps exists at all. The invariant definitions may only define predicates.

import type { ProgramCfa } from '../ir/cfa';
import { hornSystemOf } from '../encodings/horn/hornSystems';
import { PC_START, transitionSystemOf } from '../encodings/transitionSystem';
import type { SolverSession } from '../smt/session';
import { checkHornSolution } from './checkHorn';
import type { CertificateCheck } from './checkUnwinding';
import { workNow } from '../smt/workClock';

export async function checkKInduction(
  cfa: ProgramCfa,
  openSession: () => Promise<SolverSession>,
  entry: string,
  certificate: { readonly k: number; readonly forward: boolean; readonly invariants: string },
  propertyIds: ReadonlySet<string>,
  timeoutMs: number,
  skip?: ReadonlySet<string>,
): Promise<CertificateCheck> {
  const deadline = workNow() + timeoutMs;
  const { k, forward, invariants } = certificate;
  if (!Number.isInteger(k) || k < 1 || k > 10_000) return { accepted: false, reason: `bad k (${k})` };
  const system = hornSystemOf(cfa, entry, skip);
  const ts = transitionSystemOf(system);
  const withSession = async <T>(f: (s: SolverSession) => Promise<T>): Promise<T> => {
    const s = await openSession();
    try {
      return await f(s);
    } finally {
      await s.dispose().catch(() => undefined);
    }
  };
  const hasInvariants = invariants.trim() !== '';
  if (hasInvariants) {
    const inductive = await withSession((s) =>
      checkHornSolution(cfa, s, entry, invariants, Math.max(1, deadline - workNow()), skip, {
        safety: false,
      }),
    );
    if (!inductive.accepted)
      return { accepted: false, reason: `invariants: ${inductive.reason ?? 'rejected'}` };
  }
  const left = (): number => Math.max(1, deadline - workNow());
  // (2) base case, and with `forward` the end of all paths
  const base = await withSession(async (s) => {
    await s.add(`${ts.declareState(0)}\n(assert (= ${ts.pcVar(0)} ${ts.pcLit(PC_START)}))`);
    for (let j = 1; j <= k; j++) {
      await s.add(`${ts.declareState(j)}\n${ts.step(j - 1)}`);
      await s.push();
      await s.add(`(assert ${ts.isError(j, propertyIds)})`);
      const r = await s.check({ timeoutMs: left() });
      await s.pop();
      if (r !== 'unsat') return `the base case is ${r === 'sat' ? 'violated' : 'not decided'} at ${j}`;
    }
    if (forward && (await s.check({ timeoutMs: left() })) !== 'unsat') return `paths longer than ${k} exist`;
    return undefined;
  });
  if (base !== undefined) return { accepted: false, reason: base };
  if (forward) return { accepted: true };
  // (3) step case
  const step = await withSession(async (s) => {
    try {
      return await stepCase(s);
    } catch (e) {
      return `the step case does not parse: ${(e as Error).message.slice(0, 80)}`;
    }
  });
  return step === undefined ? { accepted: true } : { accepted: false, reason: step };

  async function stepCase(s: SolverSession): Promise<string | undefined> {
    const inv = (p: string): string => `inv!${p}`;
    if (hasInvariants)
      await s.add(invariants.replace(/\(define-fun\s+([A-Za-z0-9_]+)/g, '(define-fun inv!$1'));
    const strengthen = (i: number): string => (hasInvariants ? `(assert ${ts.invariantAt(i, inv)})` : '');
    await s.add(`${ts.declareState(0)}\n${strengthen(0)}`);
    for (let j = 1; j <= k; j++) {
      await s.add(
        `${ts.declareState(j)}\n${ts.step(j - 1)}\n(assert (not ${ts.isError(j - 1)}))\n${strengthen(j)}`,
      );
    }
    await s.add(`(assert ${ts.isError(k, propertyIds)})`);
    const r = await s.check({ timeoutMs: left() });
    return r === 'unsat'
      ? undefined
      : `the step case is ${r === 'sat' ? 'violated' : 'not decided'} at k = ${k}`;
  }
}
