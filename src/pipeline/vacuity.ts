// "Holds vacuously": a SAFE property whose certificate also shows its location is never reached.
// A few seeded random runs go first: a property checked where one of them stands is reached.
// For the others, on a CFA of its own (built afresh, so the same ids, and shared with nobody), the
// property's error node is rewired so that reaching the check already counts as the violation (an
// unconditional edge from where the check is made), and the same certificate is checked again for
// that question alone: accepted means no execution reaches the check at all. A check that fails
// or runs out of time claims nothing. Error calls are left out: for them reaching the location is
// the property itself.

import type { AssumeEdge, CfaEdge, CfaNode, ProgramCfa, Property } from '../ir/cfa';
import type { SourceLoc } from '../frontend/diagnostics';
import { intConst } from '../ir/exprMake';
import type { SolverPool } from '../smt/solverPool';
import { checkCertificate } from '../certify/checkCertificate';
import { isCompleteRun, singleRun } from '../certify/checkSingleRun';
import { enumerateRuns } from '../certify/exhaustiveRuns';
import { checkInputDomains } from '../certify/inputDomains';
import type { NodeVisit } from '../certify/execution';
import { randomTesting } from '../engines/testing/randomTesting';
import { forgetHornSystems } from '../encodings/horn/hornSystems';
import type { ReportedAnswer } from './answers';
import { workNow } from '../smt/workClock';

/**
 * Ids of the SAFE answers (of `entry`) whose certificate shows their location unreachable.
 * `freshCfa` builds the program's CFA again, with the options the certificates were found on.
 */
export async function vacuousProperties(
  freshCfa: () => ProgramCfa,
  pool: SolverPool,
  entry: string,
  answers: readonly ReportedAnswer[],
  timeoutMs: number,
): Promise<Set<string>> {
  const out = new Set<string>();
  if (!answers.some((a) => a.result.verdict === 'safe')) return out;
  const cfa = freshCfa();
  const all = new Map<string, Property>();
  for (const fn of cfa.functions.values()) for (const p of fn.properties) all.set(p.id, p);
  const deadline = workNow() + timeoutMs;
  let reached: Set<CfaNode> | undefined;
  let edgeId: number | undefined;
  for (const a of answers) {
    const property = all.get(a.propertyId);
    if (a.result.verdict !== 'safe' || !property || property.kind === 'error-call') continue;
    // a run that stands where the check is made shows it reached: no certificate to check again
    reached ??= reachedNodes(cfa, entry, workNow() + timeoutMs / 4);
    if ([...checkNodes(property)].some((n) => reached?.has(n))) continue;
    const left = deadline - workNow();
    if (left < 50) break;
    const kind = a.result.certificate.kind;
    if (kind === 'single-run' || kind === 'exhaustive-runs') {
      // the interpreter takes the first enabled edge, so the rewiring proves nothing for concrete
      // runs: the location is unreached when no run (all of them, for exhaustive runs) stands
      // where the check is made
      const domains =
        a.result.certificate.kind === 'exhaustive-runs' ? a.result.certificate.domains : undefined;
      const complete = (observe: (v: NodeVisit) => void): boolean =>
        kind === 'single-run'
          ? isCompleteRun(singleRun(cfa, entry, deadline, undefined, observe)).accepted
          : enumerateRuns(cfa, { entry, deadline, order: 'up', observe, ...(domains ? { domains } : {}) })
              .kind === 'complete';
      if (!runsAvoid(property, complete)) continue;
      // the executions outside the domains: shown to reach no property, the check rewired as one
      if (domains && domains.length > 0) {
        edgeId ??= freshEdgeId(cfa);
        const restore = reachIsViolation(property, edgeId);
        try {
          const session = await pool.session();
          try {
            if (!(await checkInputDomains(cfa, entry, domains, session, deadline)).accepted) continue;
          } finally {
            await session.dispose().catch(() => undefined);
          }
        } finally {
          restore();
        }
      }
      out.add(property.id);
      continue;
    }
    const others = new Set([...all.keys()].filter((id) => id !== property.id));
    edgeId ??= freshEdgeId(cfa); // the edge added is removed again: one id serves every property
    const restore = reachIsViolation(property, edgeId);
    try {
      // a check that fails (an encoding the rewired program does not admit) or times out claims nothing
      const task = { cfa, entry, propertyIds: new Set([property.id]), skip: others };
      const outcome = await checkCertificate(task, a.result.certificate, pool, workNow() + left);
      if (outcome.status === 'accepted') out.add(property.id);
    } finally {
      restore();
      forgetHornSystems(cfa); // they were built on the rewired CFA
    }
  }
  return out;
}

/** Runs a concrete execution visits. */
const PROBE_RUNS = 32;
const PROBE_STEPS = 200_000;

/**
 * The nodes some of a few seeded random runs of the program visit (a fixed number of runs, so the
 * same on any machine; `deadline` only as a safety net): each is a real execution, so every node
 * it stands at is reached.
 */
function reachedNodes(cfa: ProgramCfa, entry: string, deadline: number): Set<CfaNode> {
  const reached = new Set<CfaNode>();
  randomTesting(cfa, {
    entry,
    deadline,
    maxRuns: PROBE_RUNS,
    maxSteps: PROBE_STEPS,
    observe: (v) => reached.add(v.node),
  });
  return reached;
}

/** The nodes the property is checked at: its `at`, or the source of each edge into its error node. */
function checkNodes(property: Property): Set<CfaNode> {
  return new Set(property.at ? [property.at] : property.node.in.map((e) => e.from));
}

/** Whether the runs end (`complete`) without any of them visiting a node the property is checked at. */
function runsAvoid(property: Property, complete: (observe: (v: NodeVisit) => void) => boolean): boolean {
  const at = checkNodes(property);
  let seen = false;
  const ended = complete((v) => {
    if (at.has(v.node)) seen = true;
  });
  return !seen && ended;
}

/**
 * Makes reaching a node the property is checked at a violation: an unconditional edge from its
 * `at` to the error node (with id `edgeId`), or else every edge into the error node made
 * unconditional; returns the undo.
 */
function reachIsViolation(property: Property, edgeId: number): () => void {
  const node = property.node;
  const always = (e: { loc: SourceLoc }) =>
    intConst(1n, { kind: 'int', ik: 'int', bits: 32, signed: true }, e.loc);
  if (property.at) {
    const from = property.at;
    const edge: AssumeEdge = {
      kind: 'assume',
      id: edgeId,
      from,
      to: node,
      cond: always(property),
      truth: true,
      loc: property.loc,
      text: property.text,
    };
    from.out.push(edge);
    node.in.push(edge);
    return () => {
      from.out.splice(from.out.indexOf(edge), 1);
      node.in.splice(node.in.indexOf(edge), 1);
    };
  }
  const undo: (() => void)[] = [];
  for (const e of [...node.in]) {
    if (e.kind !== 'assume') continue;
    const taken: AssumeEdge = { ...e, cond: always(e), truth: true };
    undo.push(swap(node.in, e, taken), swap(e.from.out, e, taken));
  }
  return () => undo.reverse().forEach((u) => u());
}

/** An edge id no edge of `cfa` has. */
function freshEdgeId(cfa: ProgramCfa): number {
  let max = 0;
  for (const f of cfa.functions.values())
    for (const n of f.nodes) for (const e of n.out) max = Math.max(max, e.id);
  return max + 1;
}

function swap(list: CfaEdge[], from: CfaEdge, to: CfaEdge): () => void {
  const i = list.indexOf(from);
  if (i >= 0) list[i] = to;
  return () => {
    if (i >= 0) list[i] = from;
  };
}
