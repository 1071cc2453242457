// Input domains for exhaustive runs. A harness draws a size or an index from a wide type and
// confines it at once (`n = nondet_int(); assume(0 <= n && n <= 5)`): every execution with a value
// outside ends at the assumption, and only the values inside need running. A domain names the
// havoc edge (taken at most once per execution: in the entry function, outside every cycle, the
// entry called by no function) and an interval of its values. The intervals are candidates read
// from the bounds the input is compared with (inputSplits.ts); what makes them sound is the check:
// with the input outside its interval (below it, then above it; the other inputs free), the program
// unrolled to bound 1 reaches, after the input is read, neither a property nor a cut point, so every
// such execution ends within that unrolling and violates nothing after the read. Before the read an
// execution with the input outside is step for step one the runs made (the same earlier inputs, the
// input not yet read), so what fails there the runs found: properties checked before the read (a
// harness's setup, the memory checks of its first dereferences) do not count. Cut points count
// wherever they are. The certificate check repeats it.

import type { CfaEdge, CfaNode, ProgramCfa } from '../ir/cfa';
import { constantReads } from '../smt/constantReads';
import { EncodeUnsupported } from '../smt/memoryModel';
import type { SolverSession } from '../smt/session';
import type { Term } from '../smt/smtlib';
import type { InputDomain } from '../encodings/result';
import { probeFloor, someGoalHolds } from '../encodings/unwinding/goalSplit';
import { otherIntervals, type InputInterval } from '../encodings/unwinding/inputSplits';
import { EncodeTimeout, newUnroller } from '../encodings/unwinding/unroller';
import type { Contribution, Instance } from '../encodings/unwinding/state';
import type { CertificateCheck } from './checkUnwinding';
import type { InputProvider, NodeVisit } from './execution';
import { execute } from './interpreter';

export type { InputDomain };

/** Widest input never given a domain: narrower ones have all their values tried anyway. */
const NARROW_BITS = 8;

/** The havoc edges of `entry` that every execution takes at most once. */
function onceEdges(cfa: ProgramCfa, entry: string): Map<number, CfaEdge> {
  const out = new Map<number, CfaEdge>();
  const fn = cfa.functions.get(entry);
  if (!fn || (cfa.callGraph.callers.get(entry)?.size ?? 0) > 0) return out;
  const cyclic = new Set(fn.sccs.flat());
  for (const n of fn.nodes) {
    if (cyclic.has(n)) continue;
    for (const e of n.out) {
      const t = e.kind === 'havoc' ? e.lhs.type : undefined;
      if (e.kind === 'havoc' && e.reason === 'nondet' && t?.kind === 'int' && t.ik !== 'bool')
        out.set(e.id, e);
    }
  }
  return out;
}

/** A closed unrolling to bound 1, or undefined when the program cannot be encoded in time. */
function probe(
  cfa: ProgramCfa,
  entry: string,
  deadline: number,
  intervals?: ReadonlyMap<Term, InputInterval>,
) {
  try {
    const u = newUnroller(cfa, 1, true, undefined, intervals);
    u.unroller.deadline = deadline;
    u.unroller.start(entry);
    return u;
  } catch (e) {
    if (e instanceof EncodeUnsupported || e instanceof EncodeTimeout) return undefined;
    throw e;
  }
}

/** The input term each edge makes in an unrolling (undefined for an edge that makes none or several). */
function termsByEdge(
  sources: ReadonlyMap<Term, { source: string; edgeId: number | undefined }>,
): Map<number, Term> {
  const out = new Map<number, Term>();
  const twice = new Set<number>();
  for (const [term, s] of sources) {
    if (s.source !== 'nondet' || s.edgeId === undefined) continue;
    if (out.has(s.edgeId)) twice.add(s.edgeId);
    out.set(s.edgeId, term);
  }
  for (const id of twice) out.delete(id);
  return out;
}

/**
 * Candidate domains of the wide inputs `entry` reads once, of at most `most` values each (not yet
 * checked: see checkInputDomains). Of the intervals the input is compared with, the narrowest
 * whose first values outside (one below, one above) each end a run at once (at a failed assumption
 * or a return, before any loop; the other inputs served 0): a guess, cheap, that the harness
 * confines the input there.
 */
export function candidateDomains(
  cfa: ProgramCfa,
  entry: string,
  most: number,
  deadline: number,
): InputDomain[] {
  const once = onceEdges(cfa, entry);
  if (once.size === 0) return [];
  const u = probe(cfa, entry, deadline);
  if (!u) return [];
  const out: InputDomain[] = [];
  const cyclic = new Set<CfaNode>();
  for (const fn of cfa.functions.values()) for (const n of fn.sccs.flat()) cyclic.add(n);
  for (const [edgeId, term] of termsByEdge(u.unroller.inputSources)) {
    const width = u.unroller.inputWidths.get(term);
    if (!once.has(edgeId) || width === undefined || width <= NARROW_BITS) continue;
    const tried = new Map<bigint, boolean>();
    const blocked = (v: bigint): boolean => {
      const bits = BigInt.asUintN(width, v);
      const known =
        tried.get(bits) ??
        (tried.size < MAX_PROBES && blockedWith(cfa, entry, edgeId, bits, deadline, cyclic));
      tried.set(bits, known);
      return known;
    };
    const iv = u.unroller.ranges
      .intervals(term, width, BigInt(most))
      .find((c) =>
        otherIntervals({ ...c, input: term, values: [] })?.every((side) =>
          blocked(side.lo === c.hi + 1n ? side.lo : side.hi),
        ),
      );
    if (iv) out.push({ edgeId, signed: iv.signed, lo: String(iv.lo), hi: String(iv.hi) });
  }
  return out;
}

/** Values outside a candidate tried per input (each bound the input is compared with gives one). */
const MAX_PROBES = 64;

/** Steps of a run that tries a value outside a candidate domain. */
const PROBE_STEPS = 100_000;

/**
 * Whether the run with `bits` at `edgeId` (every other input 0) ends at once: at a failed
 * assumption or a return, before any loop (it stands at no node of a cycle).
 */
function blockedWith(
  cfa: ProgramCfa,
  entry: string,
  edgeId: number,
  bits: bigint,
  deadline: number,
  cyclic: ReadonlySet<CfaNode>,
): boolean {
  const provider: InputProvider = {
    next: (req) => ({ ...req, bits: req.source === 'nondet' && req.edgeId === edgeId ? bits : 0n }),
  };
  let looped = false;
  const observe = (v: NodeVisit): void => {
    if (cyclic.has(v.node)) looped = true;
  };
  const run = execute(cfa, provider, { entry, maxSteps: PROBE_STEPS, deadline, trace: false, observe });
  return !looped && (run.outcome.kind === 'blocked' || run.outcome.kind === 'exit');
}

/**
 * Whether every execution with an input outside its domain ends without a violation (see the
 * header): each domain's edge is taken at most once per execution, and each side of each interval
 * is shown empty of properties and cut points by `session`.
 */
export async function checkInputDomains(
  cfa: ProgramCfa,
  entry: string,
  domains: readonly InputDomain[],
  session: SolverSession,
  deadline: number,
): Promise<CertificateCheck> {
  const once = onceEdges(cfa, entry);
  const base = probe(cfa, entry, deadline);
  if (!base) return { accepted: false, reason: 'the program cannot be encoded to check its input domains' };
  const terms = termsByEdge(base.unroller.inputSources);
  const seen = new Set<number>();
  for (const d of domains) {
    const term = terms.get(d.edgeId);
    const width = term === undefined ? undefined : base.unroller.inputWidths.get(term);
    if (!once.has(d.edgeId) || seen.has(d.edgeId) || term === undefined || width === undefined)
      return { accepted: false, reason: `edge ${d.edgeId} is not an input read once per execution` };
    seen.add(d.edgeId);
    const lo = BigInt(d.lo);
    const hi = BigInt(d.hi);
    const sides = otherIntervals({ input: term, width, values: [], signed: d.signed, lo, hi });
    if (!sides)
      return { accepted: false, reason: `domain ${d.lo}..${d.hi} of edge ${d.edgeId} is no interval` };
    for (const side of sides) {
      const empty = await sideEmpty(cfa, entry, d.edgeId, term, side, session, deadline);
      if (empty !== true)
        return { accepted: false, reason: `inputs of edge ${d.edgeId} outside ${d.lo}..${d.hi}: ${empty}` };
    }
  }
  return { accepted: true };
}

/** The instances of an unrolling that come after the edge `edgeId` is taken (forward along their contributions). */
function reachedAfter(contributions: readonly Contribution[], edgeId: number): Set<Instance> {
  const seen = new Set<Instance>();
  const work = contributions.filter((c) => c.edge?.id === edgeId).map((c) => c.target);
  for (let i = work.pop(); i !== undefined; i = work.pop()) {
    if (seen.has(i)) continue;
    seen.add(i);
    for (const c of i.out) work.push(c.target);
  }
  return seen;
}

/** Whether, with `term` in `side`, the bound-1 unrolling reaches no property and no cut point (else why not). */
async function sideEmpty(
  cfa: ProgramCfa,
  entry: string,
  edgeId: number,
  term: Term,
  side: InputInterval,
  session: SolverSession,
  deadline: number,
): Promise<true | string> {
  const u = probe(cfa, entry, deadline, new Map([[term, side]]));
  if (!u) return 'not encoded';
  if (u.unroller.inputSources.get(term)?.edgeId !== edgeId) return 'the input is named differently';
  const formula = constantReads(u.script.drain());
  const after = reachedAfter(u.unroller.allContributions, edgeId);
  const goals = [
    ...u.unroller.errors.filter((h) => after.has(h.instance)).map((h) => h.instance.guard as string),
    ...u.unroller.cutLiterals().lits,
  ];
  const check = (goal: Term, ms: number) => session.checkOnce(`${formula}\n(assert ${goal})`, [], ms);
  const r = await someGoalHolds(goals, check, deadline, probeFloor(formula.length));
  return r.result === 'unsat'
    ? true
    : r.result === 'sat'
      ? 'a property or a cut point is reachable'
      : 'not decided in time';
}
