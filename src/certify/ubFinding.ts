// Undefined behaviour found on a replayed run, as a finding of its own: the first UB on the path,
// of a kind gcc's `-fsanitize=address,undefined` stops a native run at. Its property id
// (`main#ub@12:9`: function, line, column) depends on the location only, so it is stable.

import type { SourceLoc } from '../frontend/diagnostics';
import type { Outcome, TraceStep, UbCategory } from './execution';

export interface UbFinding {
  readonly id: string;
  readonly function: string;
  readonly loc: SourceLoc;
  /** What goes wrong, without values (`signed overflow in x + y`). */
  readonly what: string;
  readonly category: UbCategory;
}

const MARK = '#ub@';

export function ubFindingId(fn: string, loc: SourceLoc): string {
  return `${fn}${MARK}${loc.line}:${loc.col}`;
}

/** Is `id` the id of a UB finding (not of a property of the CFA)? */
export function isUbFindingId(id: string): boolean {
  return id.includes(MARK);
}

/** The finding a run that ended in undefined behaviour reports (undefined: no sanitizer sees it). */
export function ubFinding(
  outcome: Outcome,
  trace: readonly TraceStep[],
  entry: string,
): UbFinding | undefined {
  if (outcome.kind !== 'undefined-behavior' || outcome.category === undefined) return undefined;
  const fn = trace.length > 0 ? trace[trace.length - 1].function : entry;
  return {
    id: ubFindingId(fn, outcome.loc),
    function: fn,
    loc: outcome.loc,
    what: outcome.what,
    category: outcome.category,
  };
}
