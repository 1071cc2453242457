// Replays an engine's counterexample on the concrete interpreter. Soundness gate: a candidate is
// confirmed only when the run consumes exactly its inputs, in order, and ends at a violation of
// the same property with no undefined behaviour on the way, and consumes no result of a function
// without a body or model (its value is made up, not C's). A counterexample for a UB finding
// (ubFinding.ts) is confirmed when the run ends in that undefined behaviour.

import type { SourceLoc } from '../frontend/diagnostics';
import type { Counterexample } from '../encodings/result';
import type { ProgramCfa } from '../ir/cfa';
import type { ExecuteOptions, Outcome, TraceStep } from './execution';
import { execute } from './interpreter';
import { isUbFindingId, ubFinding, type UbFinding } from './ubFinding';

export interface ReplayResult {
  readonly confirmed: boolean;
  /** Why the counterexample is not confirmed (undefined when it is). */
  readonly reason?: string;
  readonly trace: readonly TraceStep[];
  readonly outcome: Outcome;
  /** The run ended in undefined behaviour that gcc's sanitizers see: the finding. */
  readonly finding?: UbFinding;
  /** How many of the inputs the run consumed (a run that stops early leaves the rest). */
  readonly inputsConsumed: number;
  /** `uninit`/`param` inputs (indices) whose values the run read. */
  readonly observedInputs: readonly number[];
  /** The function without body or model whose result the violation may depend on (not confirmed). */
  readonly unknownFunction?: string;
  /** Edges the run executed. */
  readonly steps: number;
}

const at = (loc: SourceLoc): string => `${loc.file}:${loc.line}`;

/** Why a run with outcome `o` is not the violation `want`; undefined when it is. */
function mismatch(o: Outcome, want: string): string | undefined {
  switch (o.kind) {
    case 'violation':
      return o.propertyId === want
        ? undefined
        : `the run violates ${o.propertyId} instead of ${want} (${at(o.loc)})`;
    case 'exit':
      return `the run ends without a violation (${o.via === 'return' ? 'returns' : 'exits'} at ${at(o.loc)})`;
    case 'blocked':
      return `the path is infeasible with these inputs: no branch can be taken at ${at(o.loc)}`;
    case 'undefined-behavior':
      return `undefined behaviour before the violation: ${o.what} at ${at(o.loc)}`;
    case 'unsupported':
      return `the interpreter cannot execute ${o.feature} (${at(o.loc)})`;
    case 'limit':
      if (o.what === 'time') return `the run exceeds the time limit at ${at(o.loc)}`;
      return `the run exceeds the interpreter's ${o.what === 'steps' ? 'step' : 'call depth'} limit at ${at(o.loc)}`;
    case 'inputs-exhausted':
      return `the inputs run out: ${o.request.source} value for ${o.request.name} needed at ${at(o.loc)}`;
    case 'input-mismatch':
      return `input ${o.index} (${o.got.name}) does not fit: ${o.detail} at ${at(o.loc)}`;
  }
}

export function replay(
  cfa: ProgramCfa,
  entry: string,
  cex: Counterexample,
  options: Omit<ExecuteOptions, 'entry'> = {},
): ReplayResult {
  const run = execute(cfa, cex.inputs, { ...options, entry });
  const finding = ubFinding(run.outcome, run.trace, entry);
  const base = {
    trace: run.trace,
    outcome: run.outcome,
    ...(finding ? { finding } : {}),
    inputsConsumed: run.inputsConsumed,
    observedInputs: run.observedInputs,
    steps: run.steps,
  };
  let reason = isUbFindingId(cex.propertyId)
    ? finding?.id === cex.propertyId
      ? undefined
      : `the run does not end in the undefined behaviour ${cex.propertyId}: ${mismatch(run.outcome, cex.propertyId) ?? 'it ends elsewhere'}`
    : mismatch(run.outcome, cex.propertyId);
  if (reason === undefined && run.inputsConsumed < cex.inputs.length) {
    const extra = cex.inputs.length - run.inputsConsumed;
    reason = `the violation is reached after ${run.inputsConsumed} of ${cex.inputs.length} inputs (${extra} left over)`;
  }
  if (reason !== undefined) return { confirmed: false, reason, ...base };
  // Which value such a function returns is not known: the run is one the model allows, not one C does.
  const unknown = cex.inputs.slice(0, run.inputsConsumed).find((v) => v.source === 'external');
  if (unknown !== undefined) {
    const why = `depends on the unknown function ${unknown.name}`;
    return { confirmed: false, reason: why, unknownFunction: unknown.name, ...base };
  }
  return { confirmed: true, ...base };
}
