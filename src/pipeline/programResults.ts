// A program's results in the report's model: one per property (from the engines' certified answers,
// with the loop invariants of a SAFE certificate printed as C), one per undefined behaviour a
// counterexample ran into, and, with a base, which properties' cones changed.

import type { ProgramCfa } from '../ir/cfa';
import { propertyKey, type KeyOptions, type ProgramPrints } from '../incremental/keys';
import { answersById, findingResult, toPropertyResult, type ReportedAnswer } from './answers';
import { loopInvariants, type LoopInvariant } from './invariantsC';
import type { BaseVersion } from './programs/baseChanges';
import type { PropertyResult } from './results';

/** One result per property of the program, from the engines' answers. */
export function programResults(
  cfa: ProgramCfa,
  answers: readonly ReportedAnswer[],
  changed?: ReadonlySet<string>,
): PropertyResult[] {
  const byId = answersById(answers);
  const results: PropertyResult[] = [];
  const printed = new Map<string, LoopInvariant[]>();
  const invariantsOf = (a: ReportedAnswer | undefined): LoopInvariant[] => {
    if (a?.result.verdict !== 'safe' || a.result.certificate.kind === 'complete-unwinding') return [];
    const key = JSON.stringify([a.entry, a.result.certificate]);
    let inv = printed.get(key);
    if (!inv) {
      inv = loopInvariants(cfa, a.entry ?? 'main', a.result.certificate);
      printed.set(key, inv);
    }
    return inv;
  };
  for (const fn of cfa.functions.values()) {
    for (const p of fn.properties) {
      const answer = byId.get(p.id);
      const r = toPropertyResult(fn.name, p, answer, invariantsOf(answer));
      results.push(changed ? { ...r, changed: changed.has(p.id) } : r);
    }
  }
  // undefined behaviour that counterexamples ran into: findings of their own
  for (const a of byId.values()) if (a.finding) results.push(findingResult({ ...a, finding: a.finding }));
  return results;
}

/** Ids of the properties whose key (under some entry) the base does not have (new or changed cone). */
export function changedProperties(
  cfa: ProgramCfa,
  prints: ProgramPrints,
  byEntry: readonly KeyOptions[],
  base: BaseVersion,
): Set<string> {
  const out = new Set<string>();
  for (const fn of cfa.functions.values()) {
    for (const p of fn.properties) {
      for (const o of byEntry) {
        const key = propertyKey(prints, o, p.id);
        if (key === undefined || !base.keys.has(key)) out.add(p.id);
      }
    }
  }
  return out;
}
