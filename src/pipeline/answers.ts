// Turns the engines' per-property answers (src/encodings/result.ts), with the traces src/certify
// replayed, into report results. A property without an answer is UNKNOWN: a missing result is
// never reported as safe.

import type { LoopInvariant } from './invariantsC';
import type { PropertyAnswer } from '../encodings/result';
import type { Property } from '../ir/cfa';
import type { UbFinding } from '../certify/ubFinding';
import {
  roundSeconds,
  type PropertyKind,
  type PropertyResult,
  type ReuseKind,
  type TraceStep,
} from './results';

/** What the engine seam hands back per property: an engine answer plus what certify added. */
export interface ReportedAnswer extends PropertyAnswer {
  /**
   * For an unsafe answer: the counterexample as replayed on the concrete program. Only answers
   * that certify confirmed (unsafe: replay reached the violation; safe: certificate re-checked)
   * may reach the report; the seam is responsible for that.
   */
  readonly trace?: readonly TraceStep[];
  /** Satisfiability checks spent on this property (summed into `stats.solverCalls`). */
  readonly solverCalls?: number;
  /** The verdict came from the artifact store, after its evidence passed a re-check. */
  readonly reused?: boolean;
  /** With a store: what the answer was found from (stored verdict, certificate, candidates, nothing). */
  readonly reuse?: ReuseKind;
  /** With several entry functions (harnesses): the one this answer was found from. */
  readonly entry?: string;
  /** An answer for a UB finding (its propertyId is the finding's id, no property of the CFA). */
  readonly finding?: UbFinding;
  /** For a confirmed violation, when the run asked for reproducers: the C harness that replays it. */
  readonly reproducer?: ReproducerFile;
}

/** A reproducer to write (the front end writes it, in the folder the user named). */
export interface ReproducerFile {
  /** `<program>.<property>.repro.c` */
  readonly name: string;
  readonly text: string;
  /** gcc's arguments before the reproducer's file (flags, the program's files). */
  readonly build: readonly string[];
}

/** Engine name of results no engine produced. */
export const NO_ENGINE = 'none';

export const NO_ANSWER = 'no engine answered this property';

/** The report's result for one property of `fn`, from its answer (if any). */
export function toPropertyResult(
  fn: string,
  property: Pick<Property, 'id' | 'loc' | 'text'> & { readonly kind: PropertyKind },
  answer: ReportedAnswer | undefined,
  invariants: readonly LoopInvariant[] = [],
): PropertyResult {
  const base = {
    id: property.id,
    kind: property.kind,
    file: property.loc.file,
    line: property.loc.line,
    function: fn,
    text: property.text,
  };
  if (!answer) {
    return { ...base, verdict: 'unknown', engine: NO_ENGINE, seconds: 0, reason: NO_ANSWER };
  }
  const timing = {
    engine: answer.engine,
    seconds: roundSeconds(answer.seconds),
    ...(answer.reused ? { reused: true } : {}),
    ...(answer.reuse ? { reuse: answer.reuse } : {}),
    ...(answer.entry !== undefined ? { entry: answer.entry } : {}),
  };
  const result = answer.result;
  switch (result.verdict) {
    case 'safe':
      return {
        ...base,
        verdict: 'safe',
        ...timing,
        ...(result.certificate.kind === 'complete-unwinding' ? { depth: result.certificate.depth } : {}),
        ...(result.certificate.kind === 'k-induction' ? { depth: result.certificate.k } : {}),
        ...(invariants.length > 0 ? { invariants: [...invariants] } : {}),
      };
    case 'unsafe':
      return {
        ...base,
        verdict: 'unsafe',
        ...timing,
        ...(result.counterexample.depth !== undefined ? { depth: result.counterexample.depth } : {}),
        ...(answer.trace ? { trace: answer.trace.map(copyStep) } : {}),
        ...(answer.reproducer ? { reproducer: answer.reproducer.name } : {}),
      };
    case 'unknown':
      return { ...base, verdict: 'unknown', ...timing, reason: result.reason };
  }
}

/** The report's result for a UB finding (UNSAFE, with the trace that runs into it). */
export function findingResult(answer: ReportedAnswer & { finding: UbFinding }): PropertyResult {
  const f = answer.finding;
  const property = { id: f.id, kind: 'undefined-behavior' as const, loc: f.loc, text: f.what };
  return toPropertyResult(f.function, property, answer);
}

/** Answers by property id; the first answer for an id wins. */
export function answersById(answers: readonly ReportedAnswer[]): Map<string, ReportedAnswer> {
  const byId = new Map<string, ReportedAnswer>();
  for (const a of answers) if (!byId.has(a.propertyId)) byId.set(a.propertyId, a);
  return byId;
}

/** A plain copy with the fields in the public order (so JSON does not depend on the producer). */
function copyStep(s: TraceStep): TraceStep {
  return {
    file: s.file,
    line: s.line,
    function: s.function,
    text: s.text,
    assignments: { ...s.assignments },
    ...(s.branch !== undefined ? { branch: s.branch } : {}),
  };
}
