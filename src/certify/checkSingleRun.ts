// Independent re-check of a single-run certificate: the program reads no input that matters (no
// nondeterministic value, no unknown function's result, no indeterminate local or parameter that
// any read observes, and no address the allocator chose: no pointer turned into an integer, no
// comparison with a pointer to a dead object, which another allocator may have reused), so it has
// exactly one execution, and that execution ends normally. The
// interpreter (the referee of every semantic choice) runs it again from scratch; every property,
// memory safety included, holds on it, since no error node was reached before the end.

import type { ProgramCfa } from '../ir/cfa';
import type { CertificateCheck } from './checkUnwinding';
import { execute } from './interpreter';
import { inputsFrom } from './inputs';
import type { Execution, InputProvider, InputRequest, NodeVisit } from './execution';
import type { InputValue } from '../encodings/result';

/**
 * Steps a single run may take: a program without input may still loop long over its own data
 * (an array of 100,000 elements initialised and checked); the run's time limit binds first.
 */
export const SINGLE_RUN_STEPS = 20_000_000;

/** What a single run is served: 0 for an indeterminate value or a parameter, nothing else. */
export function singleRunInput(req: InputRequest): bigint | undefined {
  return req.source === 'uninit' || req.source === 'param' ? 0n : undefined;
}

/**
 * The one run of `cfa` from `entry`, if it reads no input; indeterminate values are served as 0
 * (and recorded in `served`, for a counterexample); `observe` sees every node the run stands at.
 */
export function singleRun(
  cfa: ProgramCfa,
  entry: string,
  deadline: number,
  served?: InputValue[],
  observe?: (visit: NodeVisit) => void,
): Execution {
  const zero = inputsFrom(singleRunInput);
  const provider: InputProvider = {
    next(req) {
      const v = zero.next(req);
      if (v) served?.push(v);
      return v;
    },
  };
  return execute(cfa, provider, { entry, deadline, trace: false, maxSteps: SINGLE_RUN_STEPS, observe });
}

/** Whether `run` is the program's only execution and ends without a violation. */
export function isCompleteRun(run: Execution): CertificateCheck {
  const o = run.outcome;
  if (o.kind === 'inputs-exhausted') return { accepted: false, reason: `the run reads ${o.request.name}` };
  if (run.observedInputs.length > 0)
    return { accepted: false, reason: 'the run reads an indeterminate value' };
  if (run.addressDependent)
    return { accepted: false, reason: 'the run depends on where objects are allocated' };
  if (o.kind !== 'exit') return { accepted: false, reason: `the run ends in ${o.kind}` };
  return { accepted: true };
}

export function checkSingleRun(cfa: ProgramCfa, entry: string, deadline: number): CertificateCheck {
  const run = singleRun(cfa, entry, deadline);
  if (run.outcome.kind === 'limit' && run.outcome.what === 'time')
    return { accepted: false, reason: 'timeout: the run did not end in time' };
  return isCompleteRun(run);
}
