// The Action's logic: parse inputs once, run the same verify pipeline as the CLI, annotate
// diagnostics, write the job summary, set outputs, and fail the step per `fail-on`. One top-level
// catch turns any error into core.setFailed.

import * as core from '@actions/core';
import { dataModelByName } from '../frontend/dataModel';
import { countVerdicts, type Verdict } from '../report/results';
import { runVerify } from '../report/verifyRun';
import { annotate } from './annotations';
import { Outputs, parseInputs, type ActionInputs, type FailOn } from './inputs';
import { writeSummary } from './summary';

export async function run(): Promise<void> {
  try {
    const inputs = parseInputs((name) => core.getInput(name));
    await verify(inputs);
  } catch (e) {
    core.setFailed(e instanceof Error ? e.message : String(e));
  }
}

async function verify(inputs: ActionInputs): Promise<void> {
  const dataModel = dataModelByName(inputs.dataModel);
  if (!dataModel) throw new Error(`unknown data model ${inputs.dataModel}`);
  const result = await core.group('proofgate verify', () =>
    runVerify({
      paths: inputs.paths,
      frontend: {
        dataModel,
        includeDirs: inputs.includeDirs,
        defines: inputs.defines,
        ...(inputs.compileCommands !== undefined ? { compileCommands: inputs.compileCommands } : {}),
      },
    }),
  );
  annotate(result.diagnostics);
  const report = result.report;
  const inputErrors = result.diagnostics.filter((d) => d.severity === 'error').length;
  await writeSummary(report, inputErrors);

  const counts = countVerdicts(report.properties);
  core.setOutput(Outputs.verdict, result.failed ? 'error' : report.verdict);
  core.setOutput(Outputs.unsafe, counts.unsafe);
  core.setOutput(Outputs.unknown, counts.unknown);
  core.setOutput(Outputs.safe, counts.safe);
  core.info(
    `proofgate: ${report.verdict.toUpperCase()}: ${counts.safe} safe, ${counts.unsafe} unsafe, ${counts.unknown} unknown`,
  );

  if (result.failed) {
    core.setFailed(`proofgate could not load the input: ${inputErrors} error(s), see the annotations.`);
  } else if (failsStep(report.verdict, inputs.failOn)) {
    core.setFailed(
      `proofgate verdict ${report.verdict.toUpperCase()} fails the step (fail-on: ${inputs.failOn}).`,
    );
  }
}

export function failsStep(verdict: Verdict, failOn: FailOn): boolean {
  switch (failOn) {
    case 'never':
      return false;
    case 'unsafe':
      return verdict === 'unsafe';
    case 'unknown':
      return verdict !== 'safe';
  }
}
