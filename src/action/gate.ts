// The Action's side of the gate (report/gate.ts): reads the committed baseline, looks up the base
// branch's stored results for a pull request (its merge base, else its base commit, else the
// nearest stored ancestor), marks the findings, and after a run that is not a pull request stores
// its findings for the pull requests that will compare with it.

import fs from 'node:fs';
import path from 'node:path';
import { nearestAncestor, repoRoot } from '../incremental/gitBase';
import type { VerifyReport } from '../pipeline/results';
import { readBaseline, todayUtc, type Baseline } from '../report/baseline';
import { loadBaseResults, saveBaseResults, type BaseResults } from '../report/baseResults';
import { gateFindings, type Gate } from '../report/gate';
import { fileKeyUnder } from '../report/sarif';
import type { EventInfo } from './context';
import type { ActionInputs } from './inputs';

/** The baseline file named by the input (throws BaselineError with its file and line). */
export function baselineOf(inputs: Pick<ActionInputs, 'baseline'>, workspace: string): Baseline {
  return readBaseline(path.resolve(workspace, inputs.baseline), inputs.baseline);
}

/** The base branch's results for a pull request whose merge base is `base` (undefined: none stored). */
export function baseResultsFor(
  cacheDir: string,
  event: EventInfo,
  base: string | undefined,
  workspace: string,
): BaseResults | undefined {
  if (!event.pr || !fs.existsSync(cacheDir)) return undefined;
  const wanted = [base, event.pr.baseSha].filter((c): c is string => !!c);
  return loadBaseResults(cacheDir, wanted, (stored) => {
    if (!base) return undefined;
    try {
      return nearestAncestor(repoRoot(workspace), stored, base);
    } catch {
      return undefined; // not a git work tree: no ancestry to follow
    }
  });
}

export function applyGate(
  report: VerifyReport,
  o: {
    readonly inputs: Pick<ActionInputs, 'failOn' | 'failOnScope'>;
    readonly event: EventInfo;
    readonly baseline: Baseline;
    readonly base?: BaseResults;
    readonly baseCommit?: string;
    readonly workspace: string;
  },
): Gate {
  const commit = o.baseCommit ?? o.event.pr?.baseSha;
  return gateFindings(report, {
    scope: o.inputs.failOnScope,
    failOn: o.inputs.failOn,
    pullRequest: o.event.pr !== undefined,
    ...(o.base ? { base: o.base } : {}),
    ...(commit ? { baseCommit: commit } : {}),
    baseline: o.baseline,
    today: todayUtc(),
    fileKey: fileKeyUnder(o.workspace),
  });
}

/** After a run that is not a pull request: its findings, for the pull requests based on this commit. */
export function storeFindings(cacheDir: string, event: EventInfo, gate: Gate, workspace: string): void {
  if (event.pr || !event.sha) return;
  const key = fileKeyUnder(workspace);
  saveBaseResults(
    cacheDir,
    event.sha,
    gate.report.properties.map((p) => ({
      property: p,
      fingerprint: gate.fingerprints.get(p) ?? '',
      file: key(p.file),
    })),
  );
}
