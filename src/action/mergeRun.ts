// The merge job of a sharded matrix (input `merge`): reads the shards' JSON reports, checks that
// every shard 1..n of one matrix sent one (a missing shard's programs were verified by nobody,
// so the step fails, never passes on them), merges them (report/merge.ts) and reports once: one
// SARIF file, one JSON report, one summary and one sticky comment, gated like a verifying run (the
// baseline applies here; findings a shard found on its base branch stay known).

import fs from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import fg from 'fast-glob';
import type { VerifyReport } from '../pipeline/results';
import { MergeError, mergeReports, parseReport } from '../report/merge';
import { fileKeyUnder, fingerprints } from '../report/sarif';
import { VERSION } from '../version';
import { writeArtefacts } from './artefacts';
import { eventInfo } from './context';
import { applyGate, baselineOf } from './gate';
import { InputsError, Inputs, type ActionInputs } from './inputs';
import { publish } from './publish';
import { repositoryRoot, workingDirectory } from './workspace';

export async function mergeShards(inputs: ActionInputs): Promise<void> {
  const workspace = workingDirectory(inputs);
  const root = repositoryRoot(inputs, workspace);
  const event = eventInfo(inputs.mode);
  const baseline = baselineOf(inputs, workspace);
  const files = (await fg([...inputs.merge], { cwd: workspace, absolute: true, onlyFiles: true })).sort();
  core.info(`proofgate ${VERSION}: merging ${files.length} report(s) on ${event.event}`);
  if (files.length === 0) {
    throw new InputsError(
      Inputs.merge,
      `no file matches ${inputs.merge.join(', ')} (relative to ${workspace})`,
    );
  }
  const reports = files.map((file) => {
    try {
      return parseReport(fs.readFileSync(file, 'utf8'), path.relative(workspace, file));
    } catch (e) {
      if (e instanceof MergeError) throw new InputsError(Inputs.merge, e.message);
      throw new InputsError(Inputs.merge, `${file}: cannot read: ${(e as Error).message}`);
    }
  });
  const coverage = shardCoverage(reports);
  const merged = mergeReports(reports);
  // a finding a shard placed on its base branch stays known (the shard had the base's results)
  const key = fileKeyUnder(root);
  const prints = fingerprints(merged.properties, key);
  const known = merged.properties.filter((p) => p.finding === 'base');
  const baseCommit = event.pr?.baseSha ?? 'base';
  const base = {
    commit: baseCommit,
    findings: known.map((p) => ({
      fingerprint: prints.get(p) ?? '',
      verdict: p.verdict === 'unsafe' ? ('unsafe' as const) : ('unknown' as const),
      id: p.id,
      file: key(p.file),
      line: p.line,
    })),
  };
  const gate = applyGate(merged, { inputs, event, baseline, base, baseCommit, workspace: root });
  const errors = merged.errors ?? [];
  const notes = [...coverage.notes, ...gate.notes];
  const artefacts = writeArtefacts(
    { ...inputs, reproducers: '', witnesses: '' },
    { report: gate.report, diagnostics: [], failed: errors.length > 0, budgetSkipped: [] },
    workspace,
    root,
  );
  await publish({
    inputs: { ...inputs, shard: undefined },
    event,
    gate,
    diagnostics: [],
    errors,
    notes,
    root,
    workspace,
    title: `proofgate ${VERSION} (${reports.length} shard reports)`,
    unverified: coverage.missing.length,
    unverifiedWhy: `The reports of shard(s) ${coverage.missing.join(', ')} are missing: their programs were not verified.`,
    artefacts,
  });
}

/** Which shards of the matrix sent no report (or sent two), with notes for the summary. */
export function shardCoverage(reports: readonly VerifyReport[]): { missing: string[]; notes: string[] } {
  const counts = new Set(reports.map((r) => r.shard?.count ?? 0));
  const notes: string[] = [];
  if (counts.size !== 1 || counts.has(0)) {
    const msg = 'The reports do not come from one matrix of shards (each needs `shard: i/n` with the same n)';
    return {
      missing: ['?'],
      notes: [`**${msg}: the merge cannot tell whether every program was verified.**`],
    };
  }
  const n = [...counts][0] as number;
  const seen = new Map<number, number>();
  for (const r of reports) seen.set(r.shard?.index ?? 0, (seen.get(r.shard?.index ?? 0) ?? 0) + 1);
  const missing: string[] = [];
  for (let i = 1; i <= n; i++) if (!seen.has(i)) missing.push(`${i}/${n}`);
  if (missing.length > 0) {
    notes.push(
      `**The reports of shard(s) ${missing.join(', ')} are missing: their programs were not verified.**`,
    );
  }
  const twice = [...seen].filter(([, k]) => k > 1).map(([i]) => `${i}/${n}`);
  if (twice.length > 0)
    notes.push(
      `Shard(s) ${twice.join(', ')} sent more than one report; the most decisive verdict of each property is kept.`,
    );
  return { missing, notes };
}
