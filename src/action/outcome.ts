// What decides the step besides the findings: changed programs no job verified (the budget ran
// out before them, or a shard's report is missing), and the notes that say so.

import type { Verdict } from '../pipeline/results';
import type { SkippedProgram } from '../pipeline/runVerify';
import type { ActionInputs, FailOn } from './inputs';
import { relativeTo } from '../report/relocate';

/** What besides the verdict decides the step: changed programs the time budget left unverified. */
export interface GateFacts {
  readonly changedUnverified?: number;
  /** Findings that fail the step after fail-on-scope and the baseline (report/gate.ts); absent: judge by the verdict. */
  readonly failing?: number;
  /** No property was checked (none, or all unreachable): fails under fail-on unknown. */
  readonly nothingChecked?: boolean;
}

/**
 * Whether the step fails: `unsafe` on a violation, `unknown` on anything not proved safe (a run
 * that checked no property is UNKNOWN), `never` never; and, unless `never`, whenever the budget ran
 * out before a changed program was verified (its bugs would pass unseen).
 */
export function failsStep(verdict: Verdict, failOn: FailOn, facts: GateFacts = {}): boolean {
  if (failOn === 'never') return false;
  if ((facts.changedUnverified ?? 0) > 0) return true;
  if (facts.failing !== undefined)
    return facts.failing > 0 || (failOn === 'unknown' && facts.nothingChecked === true);
  return failOn === 'unsafe' ? verdict === 'unsafe' : verdict !== 'safe';
}

/** Notes for the summary and comment when the budget left programs unverified (bold for changed ones). */
export function budgetNotes(
  skipped: readonly SkippedProgram[],
  inputs: Pick<ActionInputs, 'budgetSeconds' | 'failOn'>,
  workspace: string,
): string[] {
  if (skipped.length === 0) return [];
  const changed = skipped.filter((p) => p.changed);
  const names = (ps: readonly SkippedProgram[]): string =>
    ps
      .slice(0, 5)
      .map((p) => `\`${p.files.map((f) => relativeTo(workspace, workspace, f)).join(' ')}\``)
      .join(', ') + (ps.length > 5 ? ` and ${ps.length - 5} more` : '');
  const notes: string[] = [];
  if (changed.length > 0) {
    const passes = inputs.failOn === 'never' ? ' The step passes only because fail-on is never.' : '';
    // without a base (no pull request to compare with) every program counts as changed
    const which = changed.every((p) => p.compared)
      ? 'changed program(s)'
      : 'program(s) (no base to compare with, so each counts as changed)';
    notes.push(
      `**The time budget (${inputs.budgetSeconds} s) ran out before ${changed.length} ${which} were verified: ` +
        `${names(changed)}. Their properties are UNKNOWN, not proved.${passes}**`,
    );
  }
  const other = skipped.length - changed.length;
  if (other > 0) {
    notes.push(
      `The time budget (${inputs.budgetSeconds} s) ran out before ${other} unchanged program(s) were verified: ` +
        `${names(skipped.filter((p) => !p.changed))}.`,
    );
  }
  return notes;
}
