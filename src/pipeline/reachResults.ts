// Reachability as a verdict: a property no path from any entry (harness) reaches is reported
// `unreachable`, never SAFE, and the harnesses that do not reach a property do not count towards
// its SAFE. A property missed only where the walk met a call it cannot follow stays UNKNOWN.

import type { ReportedAnswer } from './answers';
import type { Reachability } from '../ir/reachability';
import type { PropertyResult } from './results';

/** Each harness's answers, without those for properties it does not reach. */
export function reachedAnswers(
  perEntry: readonly (readonly ReportedAnswer[])[],
  reach: readonly Reachability[],
): ReportedAnswer[][] {
  return perEntry.map((answers, i) => {
    const r = reach[i];
    // a UB finding was reached by a replayed run: it is no property of the CFA to look up
    return !r || r.opaque
      ? [...answers]
      : answers.filter((a) => a.finding !== undefined || r.reached.has(a.propertyId));
  });
}

/** Whether harness `i` reaches property `id` (or may, through a call the walk cannot follow). */
export function reaches(reach: readonly Reachability[], i: number, id: string): boolean {
  const r = reach[i];
  return !r || r.opaque !== undefined || r.reached.has(id);
}

/**
 * The results with those of properties no entry reaches replaced: `unreachable` with why, or
 * UNKNOWN when some entry calls through a function pointer (it might lead there).
 */
export function markUnreached(
  results: readonly PropertyResult[],
  entries: readonly string[],
  reach: readonly Reachability[],
): PropertyResult[] {
  const opaque = reach.find((r) => r.opaque)?.opaque;
  const named = entries.length === 1 ? `the entry '${entries[0]}'` : `any of the ${entries.length} entries`;
  return results.map((r) => {
    if (r.kind === 'undefined-behavior' || reach.some((x) => x.reached.has(r.id))) return r;
    const base = {
      id: r.id,
      kind: r.kind,
      file: r.file,
      line: r.line,
      function: r.function,
      text: r.text,
      engine: 'none',
      seconds: 0,
      ...(r.changed !== undefined ? { changed: r.changed } : {}),
    };
    if (opaque) {
      const at = `${opaque.file}:${opaque.line}`;
      const reason = `no path from ${named} reaches it, except perhaps a call through ${opaque.feature} (${at}) proofgate cannot follow`;
      return { ...base, verdict: 'unknown', reason };
    }
    const called = reach.some((x) => x.functions.has(r.function));
    const reason = called
      ? `no path from ${named} reaches this location`
      : `'${r.function}' is not called from ${named}`;
    return { ...base, verdict: 'unreachable', reason };
  });
}
