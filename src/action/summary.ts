// The job summary: verdict counts, per-property table (capped), and what this version can and
// cannot decide. Written only when GitHub provides GITHUB_STEP_SUMMARY.

import * as core from '@actions/core';
import { countVerdicts, type VerifyReport } from '../report/results';
import { ENGINES_LATER } from '../report/verifyRun';
import { VERSION } from '../version';

/** Rows in the property table; the summary is capped at 1 MiB per step. */
export const MAX_SUMMARY_ROWS = 200;

/** Writes the summary; a failure to write it is a warning, never a failed step. */
export async function writeSummary(report: VerifyReport, inputErrors: number): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) return;
  try {
    await buildSummary(report, inputErrors).write();
  } catch (e) {
    core.summary.emptyBuffer();
    core.warning(`could not write the job summary: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function buildSummary(report: VerifyReport, inputErrors: number): typeof core.summary {
  const c = countVerdicts(report.properties);
  const s = core.summary.addHeading(
    `proofgate ${VERSION}: ${inputErrors > 0 ? 'ERROR' : report.verdict.toUpperCase()}`,
    2,
  );
  if (inputErrors > 0) s.addRaw(`${inputErrors} input error(s): see the annotations and the log.`, true);
  s.addTable([
    [
      { data: 'safe', header: true },
      { data: 'unsafe', header: true },
      { data: 'unknown', header: true },
      { data: 'functions', header: true },
      { data: 'seconds', header: true },
    ],
    [
      String(c.safe),
      String(c.unsafe),
      String(c.unknown),
      String(report.stats.functions),
      String(report.stats.seconds),
    ],
  ]);
  const rows = report.properties
    .slice(0, MAX_SUMMARY_ROWS)
    .map((p) => [`${p.file}:${p.line}`, p.id, p.kind, p.verdict.toUpperCase()]);
  if (rows.length > 0) {
    s.addTable([
      [
        { data: 'location', header: true },
        { data: 'property', header: true },
        { data: 'kind', header: true },
        { data: 'verdict', header: true },
      ],
      ...rows,
    ]);
  }
  if (report.properties.length > rows.length)
    s.addRaw(`… and ${report.properties.length - rows.length} more.`, true);
  if (report.properties.some((p) => p.reason === ENGINES_LATER)) {
    s.addRaw(`Every property is UNKNOWN: ${ENGINES_LATER}.`, true);
  }
  if (report.stats.unsupported.length > 0) {
    s.addRaw(
      `${report.stats.unsupported.length} unsupported construct(s): paths through them cannot be proved safe.`,
      true,
    );
  }
  return s;
}
