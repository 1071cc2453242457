// The Action's logic, GitHub glue only: parse the inputs once, learn what triggered the run,
// restore the verdict cache, run the same verify pipeline as the CLI (incremental on pull requests:
// reuse re-checked verdicts, list the changed functions), mark the findings the pull request did
// not introduce or the baseline accepts (action/gate.ts), then report everywhere reviewers look and
// decide the step (publish.ts), prune and save the cache. With `merge`, a matrix's shard reports
// are merged and reported instead (mergeRun.ts). A tool error (bad input, crash) fails the step
// with "could not run" and output verdict `error`, and every report says "could not run" with the
// file and line, so it is never mistaken for a verdict. A budget that ran out before a changed
// program fails the step.

import path from 'node:path';
import * as core from '@actions/core';
import { dataModelByName } from '../frontend/dataModel';
import { formatDiagnostic } from '../frontend/diagnostics';
import { GitError, mergeBase, resolveCommit } from '../incremental/gitBase';
import { optionsPrint } from '../incremental/keys';
import { readCostTable } from '../incremental/costTable';
import { maintainStore } from '../incremental/storeMaintenance';
import { type RunError, type ShardSection } from '../pipeline/results';
import { runVerify } from '../pipeline/runVerify';
import { type VerifyOptions } from '../pipeline/options';
import { BaselineError } from '../report/baseline';
import { relativeTo, relocateReport } from '../report/relocate';
import { VERSION } from '../version';
import { writeArtefacts } from './artefacts';
import { cacheKeys, restoreStore, saveStore, scopePrint, storeLine } from './cacheStore';
import { costsFile, restoreCosts, saveCosts } from './costCache';
import { eventInfo, type EventInfo } from './context';
import { applyGate, baseResultsFor, baselineOf, storeFindings } from './gate';
import { Outputs, parseInputs, InputsError, type ActionInputs } from './inputs';
import { mergeShards } from './mergeRun';
import { budgetNotes } from './outcome';
import { publish, writeSummary } from './publish';
import { repositoryRoot, workingDirectory } from './workspace';

export const CACHE_DIR = '.proofgate/cache';

export { budgetNotes, failsStep, type GateFacts } from './outcome';

export async function run(): Promise<void> {
  try {
    const inputs = parseInputs((name) => core.getInput(name));
    await (inputs.merge.length > 0 ? mergeShards(inputs) : verify(inputs));
  } catch (e) {
    core.setOutput(Outputs.verdict, 'error');
    const message = e instanceof Error ? e.message : String(e);
    if (e instanceof BaselineError) {
      core.error(e.message, { title: 'proofgate: invalid baseline', file: e.file, startLine: e.line });
      core.setFailed(`proofgate could not run: ${e.message}`);
    } else if (e instanceof InputsError) {
      core.error(message, { title: 'proofgate: invalid input' });
      core.setFailed(`proofgate could not run: ${message}`);
    } else {
      core.setFailed(`proofgate could not run (internal error, please report it): ${message}`);
    }
    await writeSummary(`## ❗ proofgate ${VERSION}: COULD NOT RUN\n\n${message}\n`);
  }
}

async function verify(inputs: ActionInputs): Promise<void> {
  const dataModel = dataModelByName(inputs.dataModel);
  if (!dataModel) throw new InputsError('data-model', `unknown data model ${inputs.dataModel}`);
  const started = Date.now();
  const workspace = workingDirectory(inputs);
  const root = repositoryRoot(inputs, workspace);
  const event = eventInfo(inputs.mode);
  const notes: string[] = [];
  core.info(`proofgate ${VERSION}: ${event.incremental ? 'incremental' : 'full'} run on ${event.event}`);

  const baseline = baselineOf(inputs, workspace); // a malformed baseline stops the run before verifying
  const cacheDir = path.join(workspace, CACHE_DIR);
  const keyOpts = { engine: 'auto', checks: inputs.checks, dataModel: inputs.dataModel, entry: inputs.entry };
  const keys = cacheKeys(VERSION, optionsPrint(keyOpts), event.sha || 'local', scopePrint(inputs));
  const restored = inputs.cache ? await restoreStore(cacheDir, keys) : undefined;
  // the seconds each program took last time: shards deal programs by them, unsharded runs update them
  const costs = inputs.cache
    ? await restoreCosts(workspace, event.pr?.baseSha ?? event.sha)
    : readCostTable(costsFile(workspace));

  const base = event.incremental ? baseCommit(event, root, notes) : undefined;
  const options: VerifyOptions = {
    engine: 'auto',
    timeoutSeconds: inputs.timeoutSeconds,
    budgetSeconds: inputs.budgetSeconds,
    checks: new Set(inputs.checks),
    entry: inputs.entry,
    ...(inputs.objectElements !== undefined ? { objectElements: inputs.objectElements } : {}),
    ...(inputs.cache
      ? {
          cacheDir,
          // full runs too: every stored verdict is re-checked before it is reused, and refreshed
          reuse: true,
          origin: {
            event: event.event,
            ...(event.ref ? { ref: event.ref } : {}),
            ...(event.sha ? { sha: event.sha } : {}),
            ...(event.pr ? { pr: event.pr.number } : {}),
          },
        }
      : {}),
    ...(base ? { base } : {}),
    ...(inputs.shard ? { shard: inputs.shard, shardCosts: costs } : {}),
    ...(inputs.reproducers ? { reproducers: true } : {}),
    ...(inputs.witnesses ? { witnesses: true } : {}),
  };
  const result = await core.group('proofgate verify', () =>
    runVerify({
      paths: inputs.paths,
      exclude: inputs.exclude,
      frontend: {
        dataModel,
        includeDirs: inputs.includeDirs,
        defines: inputs.defines,
        ...(inputs.compileCommands !== undefined ? { compileCommands: inputs.compileCommands } : {}),
      },
      options,
    }),
  );
  for (const d of result.diagnostics) core.info(formatDiagnostic(d));
  const diagnostics = result.diagnostics.map((d) => ({
    ...d,
    loc: { ...d.loc, file: relativeTo(root, workspace, d.loc.file) },
  }));
  const baseResults = inputs.failOnScope === 'new' ? baseResultsFor(cacheDir, event, base, root) : undefined;
  // every report names files relative to the repository's root, wherever proofgate ran
  const shard = result.report.shard;
  if (shard) notes.push(shardNote(shard));
  // the merge job checks that every shard verified the commit it runs for
  const verified =
    shard && event.sha ? { ...result.report, shard: { ...shard, commit: event.sha } } : result.report;
  const gate = applyGate(relocateReport(verified, workspace, root), {
    inputs,
    event,
    baseline,
    ...(baseResults ? { base: baseResults } : {}),
    ...(base ? { baseCommit: base } : {}),
    workspace: root,
  });
  const report = gate.report;
  notes.push(...gate.notes);
  if (inputs.cache) {
    // records unused for many runs, or from another version, go before the store is saved
    const line = storeLine(maintainStore(cacheDir, started, VERSION));
    core.info(`proofgate: ${line}`);
    notes.push(line.charAt(0).toUpperCase() + line.slice(1));
  }
  const errors: RunError[] = diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ file: d.loc.file, line: d.loc.line, message: d.message }));
  const skippedChanged = result.budgetSkipped.filter((p) => p.changed);
  const skipped = result.budgetSkipped.map((p) => ({
    ...p,
    files: p.files.map((f) => relativeTo(root, workspace, f)),
  }));
  notes.push(...budgetNotes(skipped, inputs, root));
  // the JSON report carries the input errors, so a merge job does not pass a shard that could not run
  const written = { ...result, report: errors.length > 0 ? { ...report, errors } : report };
  const artefacts = writeArtefacts(inputs, written, workspace, root);
  const title = `proofgate ${VERSION}${inputs.shard ? ` (shard ${inputs.shard.index}/${inputs.shard.count})` : ''}`;
  await publish({
    inputs,
    event,
    gate,
    diagnostics,
    errors,
    notes,
    root,
    workspace,
    title,
    unverified: skippedChanged.length,
    unverifiedWhy: `The time budget (${inputs.budgetSeconds} s) ran out before ${skippedChanged.length} changed program(s) were verified.`,
    artefacts,
  });
  if (inputs.cache && !result.failed) storeFindings(cacheDir, event, gate, root);
  if (inputs.cache) await saveStore(cacheDir, keys, restored);
  // a shard measured only its part: the merge job writes the matrix's table
  if (inputs.cache && !inputs.shard && !result.failed)
    await saveCosts(workspace, costs, result.programSeconds, event.sha || 'local', root);
}

/** How this shard's programs were chosen, for its summary. */
function shardNote(s: ShardSection): string {
  const by =
    s.estimated === s.programs.length
      ? 'by source size (no earlier run recorded their costs)'
      : s.estimated > 0
        ? `by the seconds an earlier run took (${s.estimated} new program(s) estimated by size)`
        : 'by the seconds an earlier run took';
  return `Shard ${s.index}/${s.count} verified ${s.verified.length} of the ${s.programs.length} programs, dealt ${by} (plan ${s.plan}).`;
}

/**
 * The commit a pull request is compared against: the merge base of its base commit and HEAD; when
 * the clone lacks the base commit (actions/checkout fetches one commit by default), the first
 * parent of the merge commit GitHub checks out (with `fetch-depth: 2`, the base branch's tip).
 */
function baseCommit(event: EventInfo, root: string, notes: string[]): string | undefined {
  const baseSha = event.pr?.baseSha;
  if (!baseSha) return undefined;
  try {
    resolveCommit(root, baseSha);
    try {
      return mergeBase(root, baseSha, 'HEAD');
    } catch {
      return baseSha;
    }
  } catch (e) {
    if (!(e instanceof GitError)) throw e;
  }
  const parent = mergeParent(root, event.pr?.headSha);
  if (parent) return parent;
  const msg =
    `the base commit ${baseSha.slice(0, 12)} is not in the clone of ${root}, so changed functions are not ` +
    'listed and every finding counts as new: give actions/checkout `fetch-depth: 2` (the merge commit and ' +
    'its parents) or `fetch-depth: 0`.';
  core.warning(`proofgate: ${msg}`);
  notes.push(msg);
  return undefined;
}

/**
 * HEAD's first parent when HEAD is GitHub's merge commit for the pull request (its second parent is
 * the pull request's head) and the clone has it.
 */
function mergeParent(root: string, headSha: string | undefined): string | undefined {
  if (!headSha) return undefined;
  try {
    if (resolveCommit(root, 'HEAD^2') !== headSha) return undefined;
    return resolveCommit(root, 'HEAD^1');
  } catch {
    return undefined;
  }
}
