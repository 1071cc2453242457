// The entries (harnesses) of one program, run one after another under the run's time limits
// (runLimits.ts): each gets --timeout, less its share of the front end, cut to what the --budget
// has left. When the budget runs out, every entry not started answers UNKNOWN for all properties,
// so a property a later harness reaches is never SAFE on the earlier harnesses' proofs alone.

import { unknown, type UnknownKind } from '../encodings/result';
import type { ReportedAnswer } from './answers';
import { entryLimit } from './runLimits';

/** What one program's entries answered, in entry order (one list per entry). */
export interface EntryRuns {
  readonly perEntry: ReportedAnswer[][];
  /** The last started entry's solver deadline (Date.now() ms), 0 when none started. */
  readonly deadline: number;
  /** The budget left some entry less than --timeout and it left a property open, or none to start. */
  readonly cutShort: boolean;
}

export interface EntryLimits {
  readonly timeoutSeconds: number;
  readonly budgetSeconds?: number;
  /** Date.now() ms the run started (the process' start for the CLI). */
  readonly runStarted: number;
  /** Date.now() ms the program's own time began (its front end's start): charged to its first entry. */
  readonly programStarted: number;
}

/** Answers of one entry given its time (seconds) and its solvers' deadline (Date.now() ms). */
export type AnswerEntry = (entry: string, seconds: number, deadline: number) => Promise<ReportedAnswer[]>;

/** Every property UNKNOWN with `kind` and `reason` (the engine `none` answered). */
export function allUnknown(ids: readonly string[], kind: UnknownKind, reason: string): ReportedAnswer[] {
  return ids.map((propertyId) => ({ propertyId, engine: 'none', seconds: 0, result: unknown(kind, reason) }));
}

export async function runEntries(
  entries: readonly string[],
  ids: readonly string[],
  limits: EntryLimits,
  answer: AnswerEntry,
): Promise<EntryRuns> {
  const perEntry: ReportedAnswer[][] = [];
  let deadline = 0;
  let cutShort = false;
  for (const [i, entry] of entries.entries()) {
    const now = Date.now();
    const from = i === 0 ? limits.programStarted : now;
    const limit = entryLimit(limits.timeoutSeconds, limits.budgetSeconds, limits.runStarted, now, from);
    if ('exhausted' in limit) {
      cutShort = true;
      for (let j = i; j < entries.length; j++) perEntry.push(allUnknown(ids, 'timeout', limit.exhausted));
      break;
    }
    const budgetLeft = (limits.budgetSeconds ?? Infinity) - (now - limits.runStarted) / 1000;
    deadline = limit.deadline;
    const got = await answer(entry, limit.seconds, limit.deadline);
    perEntry.push(got);
    // an entry the budget gave less than --timeout and that left something open was cut short
    if (budgetLeft < limits.timeoutSeconds && got.some((a) => a.result.verdict === 'unknown'))
      cutShort = true;
  }
  return { perEntry, deadline, cutShort };
}
