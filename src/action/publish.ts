// Reporting a run everywhere reviewers look, and deciding the step: the log's list of every
// property, annotations, the SARIF file, the pull request's sticky comment (not from a shard: the
// merge job posts it), the job summary, the outputs, and the failure per `fail-on` on the findings
// the gate left. Shared by a verifying run (run.ts) and a merge of shard reports (mergeRun.ts).

import fs from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import type { Diagnostic } from '../frontend/diagnostics';
import {
  checkedCount,
  countVerdicts,
  NOTHING_CHECKED,
  type RunError,
  type VerifyReport,
} from '../pipeline/results';
import { planAnnotations, type Annotation, type AnnotationPlan } from '../report/annotations';
import type { Gate } from '../report/gate';
import { renderMarkdown } from '../report/markdown';
import { renderText } from '../report/render';
import { isUnder, renderSarif } from '../report/sarif';
import type { Artefacts } from './artefacts';
import { COMMENT_MARKER, MAX_COMMENT_CHARS, upsertComment } from './comment';
import type { EventInfo } from './context';
import { Outputs, type ActionInputs } from './inputs';
import { failsStep } from './outcome';
import { relativeTo } from '../report/relocate';

export interface Publication {
  readonly inputs: ActionInputs;
  readonly event: EventInfo;
  /** The gated report (gate.report), files relative to the repository's root. */
  readonly gate: Gate;
  /** Diagnostics, files relative to the root. */
  readonly diagnostics: readonly Diagnostic[];
  /** Input errors, files relative to the root (the run could not run when there are any). */
  readonly errors: readonly RunError[];
  /** Notes for the summary and the comment (the caller's; publish adds its own). */
  readonly notes: string[];
  readonly root: string;
  readonly workspace: string;
  readonly title: string;
  /** Changed programs nothing verified (the budget ran out, a shard's report is missing): the step fails. */
  readonly unverified: number;
  /** Why they were not verified, for the failure message. */
  readonly unverifiedWhy?: string;
  /** Artefacts written by the caller (JSON report, reproducers, witnesses). */
  readonly artefacts: Artefacts;
}

/** Reports `p` everywhere and sets the step's outputs and outcome. */
export async function publish(p: Publication): Promise<void> {
  const { inputs, event, gate, root, notes, errors } = p;
  const report = gate.report;
  const failed = errors.length > 0;
  // every property with its verdict (and traces, invariants), as the CLI prints them: what the summary's "see the log" points to
  const n = report.properties.length;
  core.startGroup(
    `proofgate: ${n === 1 ? '1 property and its verdict' : `${n} properties and their verdicts`}`,
  );
  for (const line of renderText(report).trimEnd().split('\n')) core.info(line);
  core.endGroup();
  const plan = planAnnotations(report, p.diagnostics, (file) => isUnder(file, root));
  emitAnnotations(plan, root);
  if (plan.outside.count > 0) notes.push(outsideNote(plan.outside));
  for (const [level, k] of Object.entries(plan.leftOut)) {
    if (k > 0)
      notes.push(`${k} ${level} annotations were left out (GitHub shows 10 per step); all are listed below.`);
  }
  for (const w of report.stats.cacheWarnings ?? []) core.warning(`proofgate: cache record ignored: ${w}`);
  const sarifFile = writeSarif(inputs, p.workspace, root, report, errors);
  const nothingChecked = checkedCount(countVerdicts(report.properties)) === 0;
  const fails =
    failed ||
    failsStep(report.verdict, inputs.failOn, {
      changedUnverified: p.unverified,
      failing: gate.failing.length,
      nothingChecked,
    });
  if (event.pr && inputs.comment !== 'never' && inputs.shard) {
    notes.push(
      `This is shard ${inputs.shard.index}/${inputs.shard.count}: the merge job posts the pull request's comment.`,
    );
  } else if (event.pr && inputs.comment !== 'never') {
    const note = await comment(inputs, event, report, {
      title: p.title,
      notes,
      errors,
      fails,
      reproduce: p.artefacts.commands,
    });
    if (note) notes.push(note);
  }
  await writeSummary(
    renderMarkdown(report, {
      title: p.title,
      maxChars: 900_000,
      notes,
      errors,
      reproduce: p.artefacts.commands,
    }),
  );
  setOutputs(p, sarifFile);
  decide(p, fails, nothingChecked);
}

/** Writes the SARIF file the input names; '' when none (or it could not be written: a warning). */
function writeSarif(
  inputs: ActionInputs,
  workspace: string,
  root: string,
  report: VerifyReport,
  errors: readonly RunError[],
): string {
  if (!inputs.sarifFile) return '';
  const file = path.resolve(workspace, inputs.sarifFile);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderSarif(report, { srcRoot: root, errors }));
    return file;
  } catch (e) {
    core.warning(`proofgate: could not write the SARIF file ${file}: ${(e as Error).message}`);
    return '';
  }
}

function setOutputs(p: Publication, sarifFile: string): void {
  const report = p.gate.report;
  const counts = countVerdicts(report.properties);
  core.setOutput(Outputs.verdict, p.errors.length > 0 ? 'error' : report.verdict);
  core.setOutput(Outputs.unsafe, counts.unsafe);
  core.setOutput(Outputs.unknown, counts.unknown);
  core.setOutput(Outputs.safe, counts.safe);
  core.setOutput(Outputs.unreachable, counts.unreachable);
  core.setOutput(Outputs.reused, report.stats.reused ?? 0);
  core.setOutput(Outputs.failing, p.gate.failing.length);
  core.setOutput(Outputs.sarifFile, sarifFile);
  core.setOutput(Outputs.jsonFile, p.artefacts.jsonFile);
  core.setOutput(Outputs.reproducers, p.artefacts.reproducers);
  core.setOutput(Outputs.witnesses, p.artefacts.witnesses);
  core.info(
    `proofgate: ${report.verdict.toUpperCase()}: ${counts.safe} safe, ${counts.unsafe} unsafe, ` +
      `${counts.unknown} unknown, ${counts.unreachable} unreachable, ${report.stats.reused ?? 0} reused`,
  );
}

/** Fails the step (could not run, or per fail-on on the findings left), or says why it passes. */
function decide(p: Publication, fails: boolean, nothingChecked: boolean): void {
  const { inputs, gate, errors } = p;
  const report = gate.report;
  const counts = countVerdicts(report.properties);
  const none = checkedCount(counts) === 0 ? ` (${NOTHING_CHECKED})` : '';
  if (errors.length > 0) {
    const first = errors[0];
    const where = first ? ` (first: ${first.file}:${first.line}: ${first.message})` : '';
    core.setFailed(`proofgate could not run: ${errors.length} input error(s)${where}, see the annotations.`);
  } else if (fails) {
    const unverified = p.unverified > 0 ? ` ${p.unverifiedWhy ?? ''}` : '';
    const known = gate.counts.base + gate.counts.accepted;
    const scope =
      known > 0
        ? ` ${gate.failing.length} of them fail it; ${known} known (already on the base branch or accepted, fail-on-scope: ${inputs.failOnScope}).`
        : '';
    core.setFailed(
      `proofgate verdict ${report.verdict.toUpperCase()}${none} fails the step (fail-on: ${inputs.failOn}): ` +
        `${counts.unsafe} violated, ${counts.unknown} not proved.${scope}${unverified}`,
    );
  } else if (report.verdict !== 'safe' && inputs.failOn !== 'never' && !nothingChecked) {
    core.info(
      `proofgate: the step passes: no finding fails it (${gate.counts.base} already on the base branch, ` +
        `${gate.counts.accepted} accepted in ${inputs.baseline}).`,
    );
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

function emitAnnotations(plan: AnnotationPlan, root: string): void {
  for (const a of plan.annotations) {
    const props: core.AnnotationProperties = {
      title: a.title,
      ...(a.file ? { file: relativeTo(root, root, a.file) } : {}),
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
  const are = outside.count === 1 ? 'is' : 'are';
  return `${n} in files outside the repository (${files}) ${are} not annotated; they are in the step's log.`;
}

/** Writes the job summary; a failure to write it is a warning, never a failed step. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (e) {
    core.summary.emptyBuffer();
    core.warning(`could not write the job summary: ${e instanceof Error ? e.message : String(e)}`);
  }
}
