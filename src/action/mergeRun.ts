// The merge job of a sharded matrix (input `merge`): reads the shards' JSON reports, checks them
// (report/shardCheck.ts: one matrix, every shard, one commit, every program verified by some shard;
// otherwise the step fails, never passes on programs nobody verified), merges them (report/merge.ts)
// and reports once: one SARIF file, one JSON report, one summary and one sticky comment, gated like
// a verifying run (the baseline applies here; findings a shard found on its base branch stay
// known). The seconds the shards measured become the next cost table (costCache.ts).

import fs from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import fg from 'fast-glob';
import { MergeError, mergeReports, parseReport } from '../report/merge';
import { checkShards } from '../report/shardCheck';
import { fileKeyUnder, fingerprints } from '../report/sarif';
import { VERSION } from '../version';
import { writeArtefacts } from './artefacts';
import { restoreCosts, saveCosts } from './costCache';
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
      const name = path.relative(workspace, file);
      return { name, report: parseReport(fs.readFileSync(file, 'utf8'), name) };
    } catch (e) {
      if (e instanceof MergeError) throw new InputsError(Inputs.merge, e.message);
      throw new InputsError(Inputs.merge, `${file}: cannot read: ${(e as Error).message}`);
    }
  });
  const check = checkShards(reports, event.sha || undefined);
  const merged = mergeReports(reports.map((r) => r.report));
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
  const notes = [...check.notes, ...gate.notes];
  const artefacts = writeArtefacts(
    { ...inputs, reproducers: '', witnesses: '' },
    {
      report: gate.report,
      diagnostics: [],
      failed: errors.length > 0,
      budgetSkipped: [],
      programSeconds: check.seconds,
    },
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
    unverified: check.failures.length,
    unverifiedWhy: check.failures.join(' '),
    artefacts,
  });
  if (inputs.cache && check.failures.length === 0 && errors.length === 0) {
    const costs = await restoreCosts(workspace, event.sha);
    await saveCosts(workspace, costs, check.seconds, event.sha || 'local', root);
  }
}
