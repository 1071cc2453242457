// The entries (harnesses) of a program and how their answers combine: `main` by default, the one
// function `--entry` names, or every function a glob (`proof_*`) matches; a property is UNSAFE when
// a violation is found under any harness and SAFE only when every harness that reaches it proved it.

import picomatch from 'picomatch';
import type { ProgramCfa } from '../ir/cfa';
import type { Reachability } from '../ir/reachability';
import type { ReportedAnswer } from './answers';
import { compareStrings } from './programs/programPlan';
import { reaches } from './reachResults';

/** An entry with glob characters names a set of harness functions (`proof_*`). */
export function isEntryPattern(entry: string): boolean {
  return /[*?[\]{}!]/.test(entry);
}

/** The entry functions of a program: `main` by default, the one named, or those matching a pattern. */
export function entriesOf(cfa: ProgramCfa, entry: string | undefined): string[] {
  if (entry === undefined) return ['main'];
  if (!isEntryPattern(entry)) return cfa.functions.has(entry) ? [entry] : [];
  const matches = picomatch(entry);
  return [...cfa.functions.keys()].filter((f) => matches(f)).sort(compareStrings);
}

const DECISIVE = { unsafe: 2, unknown: 1, safe: 0 } as const;

/**
 * One answer per property from the answers of several entries (harnesses): a violation under any
 * harness makes it UNSAFE; it is SAFE only when every harness that reaches it proved it; otherwise
 * UNKNOWN.
 */
export function combineEntries(
  perEntry: readonly (readonly ReportedAnswer[])[],
  reach: readonly Reachability[],
): ReportedAnswer[] {
  if (perEntry.length === 1) return [...perEntry[0]];
  const byId = new Map<string, ReportedAnswer>();
  for (const answers of perEntry) {
    for (const a of answers) {
      const seen = byId.get(a.propertyId);
      if (!seen || DECISIVE[a.result.verdict] > DECISIVE[seen.result.verdict]) byId.set(a.propertyId, a);
    }
  }
  // SAFE needs every harness's proof; a property some harness left unanswered is not safe.
  const everywhere = (id: string): boolean =>
    perEntry.every((answers, i) => !reaches(reach, i, id) || answers.some((b) => b.propertyId === id));
  const combined = [...byId.values()].filter((a) => a.result.verdict !== 'safe' || everywhere(a.propertyId));
  const calls = perEntry.flat().reduce((n, a) => n + (a.solverCalls ?? 0), 0);
  return combined.map((a, i) => ({ ...a, solverCalls: i === 0 ? calls : 0 }));
}
