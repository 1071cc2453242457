// `proofgate scenario DIR`: runs a change scenario (DIR/scenario.yaml: a project and a series of
// edits), verifying every step cold and warm, and prints per step whether the verdicts agree, both
// wall times, their ratio and how the warm run reached its verdicts. Exit 0 when no step has a
// conflict (SAFE in one run, UNSAFE in the other), 1 when one has, 3 on a broken scenario.

import fs from 'node:fs';
import { Command, Option } from 'commander';
import { ExitCode } from '../exitCodes';
import { addFrontendOptions, toFrontendOptions, type FrontendFlags } from '../frontendOptions';
import type { CliIo } from '../io';
import { parseSeconds } from '../verifyOptions';
import { readScenario, ScenarioError } from '../scenario/scenarioFile';
import { runScenario, type StepResult } from '../scenario/runScenario';
import { REUSE_KINDS } from '../../pipeline/results';
import { ENGINES, type EngineChoice } from '../../pipeline/options';

interface ScenarioFlags extends FrontendFlags {
  timeout: number;
  json?: string;
  engine: EngineChoice;
}

export function scenarioCommand(io: CliIo, done: (code: number) => void): Command {
  const cmd = new Command('scenario')
    .summary('verify a series of edits cold and warm, and compare')
    .description(
      "Runs DIR/scenario.yaml: copies its project, applies each step's edits and verifies the\n" +
        'project twice, with an empty store (cold) and with the store of the earlier steps (warm).',
    )
    .argument('<dir>', 'folder with scenario.yaml (or the file itself)')
    .option('--timeout <seconds>', 'time limit per program and run', parseSeconds, 60)
    .option('--json <file>', 'also write the measurements as JSON')
    .addOption(
      new Option('--engine <engine>', 'verification engine (auto: proofgate picks)')
        .choices([...ENGINES])
        .default('auto'),
    );
  addFrontendOptions(cmd);
  return cmd.action(async (dir: string, flags: ScenarioFlags) => {
    let results: StepResult[];
    try {
      const scenario = readScenario(dir);
      const condinv = flags.engine === 'condinv';
      io.out(
        `| step | verdicts | cold s | warm s | warm/cold | warm: verdict / certificate / candidates / scratch (properties, solver calls) |${condinv ? ' condinv, cold → warm: CondSafe calls / searched upwards / established by known invariants / parts from stored invariants |' : ''}\n`,
      );
      io.out(`| --- | --- | ---: | ---: | ---: | --- |${condinv ? ' --- |' : ''}\n`);
      results = await runScenario(scenario, {
        timeoutSeconds: flags.timeout,
        frontend: toFrontendOptions(flags),
        ...(flags.engine !== 'auto' ? { engine: flags.engine } : {}),
        onStep: (r) => io.out(`${row(r)}\n`),
      });
    } catch (e) {
      if (!(e instanceof ScenarioError)) throw e;
      io.err(`${e.message}\n`);
      return done(ExitCode.inputError);
    }
    if (flags.json !== undefined) fs.writeFileSync(flags.json, `${JSON.stringify(results, null, 1)}\n`);
    const conflicting = results.filter((r) => r.conflicts.length > 0);
    for (const r of conflicting)
      io.err(`proofgate: step ${r.name}: warm and cold contradict each other on ${r.conflicts.join(', ')}\n`);
    done(conflicting.length > 0 ? ExitCode.unsafe : ExitCode.ok);
  });
}

function row(r: StepResult): string {
  const counts = new Map<string, number>();
  for (const v of Object.values(r.warm.verdicts)) counts.set(v, (counts.get(v) ?? 0) + 1);
  const verdicts = [...counts].map(([v, n]) => `${n} ${v}`).join(', ');
  const same =
    r.differences.length === 0
      ? `${verdicts}, same`
      : r.conflicts.length > 0
        ? `CONTRADICT: ${r.conflicts.join(', ')}`
        : `${verdicts}; cold/warm: ${r.differences.map((id) => `${id} ${r.cold.verdicts[id]}/${r.warm.verdicts[id]}`).join(', ')}`;
  const reuse = REUSE_KINDS.map((k) => {
    const c = r.warm.reuse?.[k];
    return `${c?.properties ?? 0} (${c?.solverCalls ?? 0})`;
  }).join(' / ');
  const ratio = r.cold.seconds > 0 ? `${((100 * r.warm.seconds) / r.cold.seconds).toFixed(0)} %` : '-';
  const figures = (c: StepResult['warm']['condinv']): string =>
    c ? `${c.condSafeCalls} / ${c.propagations} / ${c.discharged} / ${c.stored}` : '-';
  const search =
    r.warm.condinv || r.cold.condinv ? ` ${figures(r.cold.condinv)} → ${figures(r.warm.condinv)} |` : '';
  return `| ${r.name} | ${same} | ${r.cold.seconds.toFixed(2)} | ${r.warm.seconds.toFixed(2)} | ${ratio} | ${reuse} |${search}`;
}
