// Where a change lets a property fail: for each violation found with a base to compare with, the
// last step of its counterexample that lies on a line the change touched (git's line diff). When
// that is not the property's own line (an unchanged assertion that a callee's change breaks),
// reports put the violation there, so a pull request shows it in its diff.

import { changedLines, type ChangedLines } from '../incremental/lineChanges';
import type { ChangeSite, PropertyResult } from './results';

/** The changed lines of every file a counterexample passes through. */
export function linesOfTraces(root: string, base: string, results: readonly PropertyResult[]): ChangedLines {
  const files = new Set<string>();
  for (const p of results) for (const s of p.trace ?? []) files.add(s.file);
  return changedLines(root, base, [...files]);
}

/** The results with `changeSite` set on violations whose counterexample passes through changed lines. */
export function withChangeSites(results: readonly PropertyResult[], lines: ChangedLines): PropertyResult[] {
  return results.map((p) => {
    const site = p.verdict === 'unsafe' ? changeSiteOf(p, lines) : undefined;
    return site ? { ...p, changeSite: site } : p;
  });
}

/** The last changed step of `p`'s counterexample, unless it is the property's own line. */
export function changeSiteOf(p: PropertyResult, lines: ChangedLines): ChangeSite | undefined {
  const steps = p.trace ?? [];
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (!lines.has(s.file, s.line)) continue;
    if (s.line === p.line && lines.relative(s.file) === lines.relative(p.file)) return undefined;
    return { file: s.file, line: s.line, function: s.function, text: s.text };
  }
  return undefined;
}
