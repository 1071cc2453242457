// The Action's logic, GitHub glue only: parse the inputs once, learn what triggered the run,
// restore the verdict cache, run the same verify pipeline as the CLI (incremental on pull requests:
// reuse re-checked verdicts, list the changed functions), mark the findings the pull request did
// not introduce or the baseline accepts (action/gate.ts), then report everywhere reviewers look
// (annotations, job summary, SARIF file, one sticky PR comment), save the cache, set the outputs and
// fail the step per `fail-on` on the findings left. A tool error (bad input, crash) fails the step
// with "could not run" and output verdict `error`, and every report says "could not run" with the
// file and line, so it is never mistaken for a verdict. A budget that ran out before a changed
// program fails the step.

import fs from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import { dataModelByName } from '../frontend/dataModel';
import { formatDiagnostic } from '../frontend/diagnostics';
import { GitError, mergeBase, resolveCommit } from '../incremental/gitBase';
import { optionsPrint } from '../incremental/keys';
import { planAnnotations, type Annotation, type AnnotationPlan } from '../report/annotations';
import { renderMarkdown } from '../report/markdown';
import { relativeTo, relocateReport } from '../report/relocate';
import { renderText } from '../report/render';
import {
  checkedCount,
  countVerdicts,
  NOTHING_CHECKED,
  type RunError,
  type Verdict,
  type VerifyReport,
} from '../pipeline/results';
import { isUnder, renderSarif } from '../report/sarif';
import { runVerify, type SkippedProgram } from '../pipeline/runVerify';
import { type VerifyOptions } from '../pipeline/options';
import { VERSION } from '../version';
import { writeArtefacts } from './artefacts';
import { repositoryRoot, workingDirectory } from './workspace';
import { applyGate, baseResultsFor, baselineOf, storeFindings } from './gate';
import { BaselineError } from '../report/baseline';
import { cacheKeys, restoreStore, saveStore, scopePrint, storeLine } from './cacheStore';
import { maintainStore } from '../incremental/storeMaintenance';
import { COMMENT_MARKER, MAX_COMMENT_CHARS, upsertComment } from './comment';
import { eventInfo, type EventInfo } from './context';
import { Outputs, parseInputs, InputsError, type ActionInputs, type FailOn } from './inputs';

export const CACHE_DIR = '.proofgate/cache';

export async function run(): Promise<void> {
  try {
    const inputs = parseInputs((name) => core.getInput(name));
    await verify(inputs);
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
    ...(inputs.shard ? { shard: inputs.shard } : {}),
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
  const gate = applyGate(relocateReport(result.report, workspace, root), {
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
  // every property with its verdict (and traces, invariants), as the CLI prints them: what the summary's "see the log" points to
  core.startGroup(
    `proofgate: ${report.properties.length === 1 ? '1 property and its verdict' : `${report.properties.length} properties and their verdicts`}`,
  );
  for (const line of renderText(report).trimEnd().split('\n')) core.info(line);
  core.endGroup();
  const plan = planAnnotations(report, diagnostics, (file) => isUnder(file, root));
  emitAnnotations(plan, root);
  if (plan.outside.count > 0) notes.push(outsideNote(plan.outside));
  for (const [level, n] of Object.entries(plan.leftOut)) {
    if (n > 0)
      notes.push(`${n} ${level} annotations were left out (GitHub shows 10 per step); all are listed below.`);
  }
  for (const w of report.stats.cacheWarnings ?? []) core.warning(`proofgate: cache record ignored: ${w}`);
  const errors: RunError[] = diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ file: relative(d.loc.file, root), line: d.loc.line, message: d.message }));
  const skippedChanged = result.budgetSkipped.filter((p) => p.changed);
  const skipped = result.budgetSkipped.map((p) => ({
    ...p,
    files: p.files.map((f) => relativeTo(root, workspace, f)),
  }));
  notes.push(...budgetNotes(skipped, inputs, root));

  let sarifFile = '';
  if (inputs.sarifFile) {
    sarifFile = path.resolve(workspace, inputs.sarifFile);
    try {
      fs.mkdirSync(path.dirname(sarifFile), { recursive: true });
      fs.writeFileSync(sarifFile, renderSarif(report, { srcRoot: root, errors }));
    } catch (e) {
      core.warning(`proofgate: could not write the SARIF file ${sarifFile}: ${(e as Error).message}`);
      sarifFile = '';
    }
  }
  const artefacts = writeArtefacts(inputs, { ...result, report }, workspace, root);
  const title = `proofgate ${VERSION}${inputs.shard ? ` (shard ${inputs.shard.index}/${inputs.shard.count})` : ''}`;
  const nothingChecked = checkedCount(countVerdicts(report.properties)) === 0;
  const fails =
    result.failed ||
    failsStep(report.verdict, inputs.failOn, {
      changedUnverified: skippedChanged.length,
      failing: gate.failing.length,
      nothingChecked,
    });
  if (event.pr && inputs.comment !== 'never') {
    const note = await comment(inputs, event, report, {
      title,
      notes,
      errors,
      fails,
      reproduce: artefacts.commands,
    });
    if (note) notes.push(note);
  }
  await writeSummary(
    renderMarkdown(report, { title, maxChars: 900_000, notes, errors, reproduce: artefacts.commands }),
  );
  if (inputs.cache && !result.failed) storeFindings(cacheDir, event, gate, root);
  if (inputs.cache) await saveStore(cacheDir, keys, restored);

  const counts = countVerdicts(report.properties);
  core.setOutput(Outputs.verdict, result.failed ? 'error' : report.verdict);
  core.setOutput(Outputs.unsafe, counts.unsafe);
  core.setOutput(Outputs.unknown, counts.unknown);
  core.setOutput(Outputs.safe, counts.safe);
  core.setOutput(Outputs.unreachable, counts.unreachable);
  core.setOutput(Outputs.reused, report.stats.reused ?? 0);
  core.setOutput(Outputs.failing, gate.failing.length);
  core.setOutput(Outputs.sarifFile, sarifFile);
  core.setOutput(Outputs.jsonFile, artefacts.jsonFile);
  core.setOutput(Outputs.reproducers, artefacts.reproducers);
  core.setOutput(Outputs.witnesses, artefacts.witnesses);
  core.info(
    `proofgate: ${report.verdict.toUpperCase()}: ${counts.safe} safe, ${counts.unsafe} unsafe, ` +
      `${counts.unknown} unknown, ${counts.unreachable} unreachable, ${report.stats.reused ?? 0} reused`,
  );
  const none = checkedCount(counts) === 0 ? ` (${NOTHING_CHECKED})` : '';
  if (result.failed) {
    const first = errors[0];
    const where = first ? ` (first: ${first.file}:${first.line}: ${first.message})` : '';
    core.setFailed(`proofgate could not run: ${errors.length} input error(s)${where}, see the annotations.`);
  } else if (fails) {
    const budget =
      skippedChanged.length > 0
        ? ` The time budget (${inputs.budgetSeconds} s) ran out before ${skippedChanged.length} changed program(s) were verified.`
        : '';
    const known = gate.counts.base + gate.counts.accepted;
    const scope =
      known > 0
        ? ` ${gate.failing.length} of them fail it; ${known} known (already on the base branch or accepted, fail-on-scope: ${inputs.failOnScope}).`
        : '';
    core.setFailed(
      `proofgate verdict ${report.verdict.toUpperCase()}${none} fails the step (fail-on: ${inputs.failOn}): ` +
        `${counts.unsafe} violated, ${counts.unknown} not proved.${scope}${budget}`,
    );
  } else if (report.verdict !== 'safe' && inputs.failOn !== 'never' && !nothingChecked) {
    core.info(
      `proofgate: the step passes: no finding fails it (${gate.counts.base} already on the base branch, ` +
        `${gate.counts.accepted} accepted in ${inputs.baseline}).`,
    );
  }
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

/**
 * The pull-request comment, as `inputs.comment` says: with `on-failure`, written when the step
 * fails, and an earlier one updated when it passes again (never created then). Returns a note for
 * the summary when no comment could be written.
 */
async function comment(
  inputs: ActionInputs,
  event: EventInfo,
  report: VerifyReport,
  o: {
    title: string;
    notes: readonly string[];
    errors: readonly RunError[];
    fails: boolean;
    reproduce: ReadonlyMap<string, string>;
  },
): Promise<string | undefined> {
  if (!event.pr || !event.repo) return undefined;
  if (!inputs.githubToken) return 'No pull-request comment: no github-token.';
  if (event.pr.fork) {
    core.notice('proofgate: no pull-request comment on a fork pull request (its token is read-only).');
    return 'No pull-request comment: fork pull requests get a read-only token; the annotations and this summary have the report.';
  }
  const marker = inputs.shard
    ? `<!-- proofgate:report:${inputs.shard.index}/${inputs.shard.count} -->`
    : COMMENT_MARKER;
  const onlyUpdate = inputs.comment === 'on-failure' && !o.fails;
  const notes = onlyUpdate ? [FIXED, ...o.notes] : o.notes;
  const body = renderMarkdown(report, { ...o, maxChars: MAX_COMMENT_CHARS, notes, marker });
  const target = {
    token: inputs.githubToken,
    owner: event.repo.owner,
    repo: event.repo.repo,
    issue: event.pr.number,
    marker,
  };
  const outcome = await upsertComment(target, body, !onlyUpdate);
  return outcome.kind === 'failed' ? `No pull-request comment: ${outcome.why}.` : undefined;
}

/** Heads the comment of an earlier failing run once the pull request passes (comment: on-failure). */
const FIXED = 'Fixed: an earlier run of proofgate failed on this pull request; this run passes.';

function emitAnnotations(plan: AnnotationPlan, workspace: string): void {
  for (const a of plan.annotations) {
    const props: core.AnnotationProperties = {
      title: a.title,
      ...(a.file ? { file: relative(a.file, workspace) } : {}),
      ...(a.line ? { startLine: a.line } : {}),
      ...(a.col ? { startColumn: a.col } : {}),
    };
    emitter(a)(a.message, props);
  }
}

function emitter(a: Annotation): (message: string, props: core.AnnotationProperties) => void {
  return a.level === 'error' ? core.error : a.level === 'warning' ? core.warning : core.notice;
}

/** One line for the warnings in files outside the repository (system headers), which are not annotated. */
function outsideNote(outside: AnnotationPlan['outside']): string {
  const files = outside.files.slice(0, 5).join(', ') + (outside.files.length > 5 ? ', …' : '');
  const n = outside.count === 1 ? '1 warning' : `${outside.count} warnings`;
  return `${n} in files outside the repository (${files}) are not annotated; they are in the step's log.`;
}

/** Annotations need repository-relative paths (`file`: relative to the root, or absolute). */
function relative(file: string, root: string): string {
  const rel = path.relative(root, path.resolve(root, file));
  return rel.startsWith('..') ? file : rel.split(path.sep).join('/');
}

/** Writes the job summary; a failure to write it is a warning, never a failed step. */
async function writeSummary(markdown: string): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (e) {
    core.summary.emptyBuffer();
    core.warning(`could not write the job summary: ${e instanceof Error ? e.message : String(e)}`);
  }
}

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
      .map((p) => `\`${p.files.map((f) => relative(f, workspace)).join(' ')}\``)
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
