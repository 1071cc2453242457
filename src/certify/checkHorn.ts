// Independent re-check of a CHC certificate: the program's Horn clauses are encoded again and, in a
// fresh solver (quantifier-free bit-vectors, no Horn engine), every clause is checked valid under the
// certificate's definitions of the predicates: initiation (entry clauses), consecution (clauses
// between cut nodes, calls and summaries) and safety (clauses with head `false`). The certificate may
// only define predicates of the system; anything else in it is rejected.

import type { ProgramCfa } from '../ir/cfa';
import { hornSystem } from '../engines/chc/hornClauses';
import { clauseBody, clauseHead } from '../engines/chc/horn';
import type { SolverSession } from '../smt/session';
import { topLevelForms } from '../smt/smtlib';
import type { CertificateCheck } from './checkUnwinding';

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
  const deadline = Date.now() + timeoutMs;
  const system = hornSystem(cfa, entry, skip);
  const definitions = topLevelForms(model.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'));
  const arity = new Map(system.predicates.map(([name, sorts]) => [name, sorts]));
  const defined = new Set<string>();
  for (const d of definitions) {
    const m = /^\(define-fun\s+([A-Za-z0-9_]+)\s/.exec(d);
    if (!m || !arity.has(m[1]) || defined.has(m[1])) {
      return {
        accepted: false,
        reason: `the certificate defines something else than the predicates: ${d.slice(0, 60)}`,
      };
    }
    if (/\((assert|declare-fun|declare-const|define-fun-rec|push|pop)\b/.test(d.slice(m[0].length))) {
      return { accepted: false, reason: `the certificate's definition of ${m[1]} contains a command` };
    }
    defined.add(m[1]);
  }
  // Predicates without a definition hold nowhere.
  const missing = system.predicates
    .filter(([name]) => !defined.has(name))
    .map(
      ([name, sorts]) => `(define-fun ${name} (${sorts.map((s, i) => `(a${i} ${s})`).join(' ')}) Bool false)`,
    );
  try {
    await session.add([...definitions, ...missing].join('\n'));
  } catch (e) {
    return { accepted: false, reason: `the certificate does not parse: ${(e as Error).message}` };
  }
  for (const [i, c] of system.clauses.entries()) {
    if (!c.target && !options.safety) continue;
    const left = deadline - Date.now();
    if (left <= 0) return { accepted: false, reason: 'time limit reached during the certificate check' };
    await session.push();
    try {
      const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
      await session.add(
        `${decls}\n(assert ${clauseBody(c)})${c.target ? `\n(assert (not ${clauseHead(c)}))` : ''}`,
      );
      const r = await session.check({ timeoutMs: left });
      if (r !== 'unsat') {
        const what = !c.target ? `safety${c.propertyId ? ` of ${c.propertyId}` : ''}` : 'consecution';
        return {
          accepted: false,
          reason: `clause ${i + 1} (${what}) is ${r === 'sat' ? 'violated' : 'not decided in time'}`,
        };
      }
    } finally {
      await session.pop();
    }
  }
  return { accepted: true };
}
