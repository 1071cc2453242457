// Independent re-check of a CHC certificate: the program's Horn clauses are encoded again and, in a
// fresh solver context per clause (quantifier-free bit-vectors, no Horn engine), every clause is
// checked valid under the certificate's definitions of the predicates: initiation (entry clauses),
// consecution (clauses between cut nodes, calls and summaries) and safety (clauses with head
// `false`). The certificate may only define predicates of the system; anything else in it is
// rejected.

import type { ProgramCfa } from '../ir/cfa';
import { hornSystemOf } from '../encodings/horn/hornSystems';
import { clauseBody, clauseHead, type HornClause } from '../encodings/horn/horn';
import { batchCheck } from './batchedClauses';
import type { SolverSession } from '../smt/session';
import { topLevelForms } from '../smt/smtlib';
import { propertyIds } from '../ir/programCfa';
import type { CertificateCheck } from './checkUnwinding';
import { workNow } from '../smt/workClock';

export async function checkHornSolution(
  cfa: ProgramCfa,
  session: SolverSession,
  entry: string,
  model: string,
  timeoutMs: number,
  skip?: ReadonlySet<string>,
  /** `safety: false`: only initiation and consecution (invariants that need not imply the properties). */
  options: { readonly safety: boolean } = { safety: true },
): Promise<CertificateCheck> {
  const r = await checkClauses(cfa, session, entry, model, timeoutMs, skip, options.safety ? 'all' : 'none');
  return r.check;
}

/** The outcome of `checkHornSolutionEach`. */
export interface HornCheckEach {
  /** Initiation and consecution: the certificate's invariants are inductive. */
  readonly inductive: CertificateCheck;
  /** The properties (of those not skipped) whose safety clauses the invariants imply; empty unless inductive. */
  readonly holds: ReadonlySet<string>;
  /** Why each property of those not skipped and not in `holds` failed (when inductive). */
  readonly failed?: ReadonlyMap<string, string>;
}

/**
 * The same check, but a violated safety clause only takes its own property out: the invariants are
 * checked inductive, then each property's safety clauses. What `checkHornSolution` with the failed
 * properties skipped would accept, in one pass.
 */
export async function checkHornSolutionEach(
  cfa: ProgramCfa,
  session: SolverSession,
  entry: string,
  model: string,
  timeoutMs: number,
  skip?: ReadonlySet<string>,
): Promise<HornCheckEach> {
  const r = await checkClauses(cfa, session, entry, model, timeoutMs, skip, 'each');
  if (!r.check.accepted && !r.partial) return { inductive: r.check, holds: new Set() };
  const holds = new Set(propertyIds(cfa).filter((id) => !skip?.has(id) && !r.failed.has(id)));
  return { inductive: { accepted: true }, holds, failed: r.failed };
}

async function checkClauses(
  cfa: ProgramCfa,
  session: SolverSession,
  entry: string,
  model: string,
  timeoutMs: number,
  skip: ReadonlySet<string> | undefined,
  /** Safety clauses: all must hold, none are checked, or each property on its own. */
  safety: 'all' | 'none' | 'each',
): Promise<ClauseCheck> {
  const failed = new Map<string, string>();
  const reject = (reason: string): ClauseCheck => ({
    check: { accepted: false, reason },
    failed,
    partial: false,
  });
  const deadline = workNow() + timeoutMs;
  const system = hornSystemOf(cfa, entry, skip, { arrays: true });
  const definitions = topLevelForms(model.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'));
  const arity = new Map(system.predicates.map(([name, sorts]) => [name, sorts]));
  const defined = new Set<string>();
  for (const d of definitions) {
    const m = /^\(define-fun\s+([A-Za-z0-9_]+)\s/.exec(d);
    if (!m || !arity.has(m[1]) || defined.has(m[1])) {
      return reject(`the certificate defines something else than the predicates: ${d.slice(0, 60)}`);
    }
    if (/\((assert|declare-fun|declare-const|define-fun-rec|push|pop)\b/.test(d.slice(m[0].length))) {
      return reject(`the certificate's definition of ${m[1]} contains a command`);
    }
    defined.add(m[1]);
  }
  // Predicates without a definition hold nowhere.
  const missing = system.predicates
    .filter(([name]) => !defined.has(name))
    .map(
      ([name, sorts]) => `(define-fun ${name} (${sorts.map((s, i) => `(a${i} ${s})`).join(' ')}) Bool false)`,
    );
  const header = [...definitions, ...missing].join('\n');
  try {
    await session.add(header); // parses it once, with a clear error
  } catch (e) {
    return reject(`the certificate does not parse: ${(e as Error).message}`);
  }
  // Initiation and consecution first, then safety; first all of a kind in one fresh context
  // (batchedClauses.ts), then each clause the batches left undecided in a fresh context of its own
  // (Z3's non-incremental bit-blasting: several times faster than push/pop in one context on
  // lifted invariants with wide arithmetic)
  const order = [...system.clauses.entries()].filter(([, c]) => c.target || safety !== 'none');
  order.sort(([, a], [, b]) => Number(!a.target) - Number(!b.target));
  const what = (c: HornClause): string =>
    !c.target ? `safety${c.propertyId ? ` of ${c.propertyId}` : ''}` : 'consecution';
  const valid = new Set<number>();
  // shown valid by a batch, or a safety clause of a property already failed
  const settled = (i: number, c: HornClause): boolean =>
    valid.has(i) || (!c.target && c.propertyId !== undefined && failed.has(c.propertyId));
  for (const kind of [true, false]) {
    for (;;) {
      const group = order.filter(([i, c]) => !!c.target === kind && !settled(i, c));
      const r = await batchCheck(session, header, group, deadline);
      if (r.result === 'unsat') for (const [i] of group) valid.add(i);
      if (r.result !== 'sat') break;
      for (const [i, c] of r.violated) {
        const reason = `clause ${i + 1} (${what(c)}) is violated`;
        if (!c.target && safety === 'each' && c.propertyId !== undefined) failed.set(c.propertyId, reason);
        else return reject(reason);
      }
    }
  }
  for (const [i, c] of order) {
    if (settled(i, c)) continue;
    const left = deadline - workNow();
    if (left <= 0 && safety === 'each' && !c.target && c.propertyId !== undefined) {
      failed.set(c.propertyId, 'time limit reached during the certificate check');
      continue;
    }
    if (left <= 0) return reject('time limit reached during the certificate check');
    const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
    const goal = c.target ? `\n(assert (not ${clauseHead(c)}))` : '';
    const r = await session.checkOnce(`${header}\n${decls}\n(assert ${clauseBody(c)})${goal}`, [], left);
    if (r.result === 'unsat') continue;
    const reason = `clause ${i + 1} (${what(c)}) is ${r.result === 'sat' ? 'violated' : 'not decided in time'}`;
    // a safety clause of no particular property fails them all
    if (!c.target && safety === 'each' && c.propertyId !== undefined) failed.set(c.propertyId, reason);
    else return reject(reason);
  }
  if (failed.size === 0) return { check: { accepted: true }, failed, partial: false };
  return {
    check: { accepted: false, reason: `the safety of ${[...failed.keys()].join(', ')} does not follow` },
    failed,
    partial: true,
  };
}

interface ClauseCheck {
  readonly check: CertificateCheck;
  /** The properties whose safety clauses failed (mode `each`), with why. */
  readonly failed: ReadonlyMap<string, string>;
  /** Rejected only because of `failed`: every other clause holds. */
  readonly partial: boolean;
}
