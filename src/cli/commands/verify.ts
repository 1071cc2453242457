// `proofgate verify PATH...`: runs the shared verify pipeline and prints the report (text, JSON or
// SARIF, to stdout or --output FILE). Exit code from the overall verdict (with --baseline, of the
// findings it does not accept); 3 on input errors.

import fs from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { parseShardSpec, planPrograms, type Shard } from '../../pipeline/programs/programPlan';
import { readCostTable } from '../../incremental/costTable';
import { count } from '../../report/render';
import { runVerify } from '../../pipeline/runVerify';
import { writeWitnesses } from '../../report/witnessFiles';
import { writeReproducers } from '../../report/reproducerFiles';
import { DEFAULT_TIMEOUT_SECONDS, ENGINES_LATER } from '../../pipeline/options';
import { checkedCount, countVerdicts, overallVerdict } from '../../pipeline/results';
import { BaselineError, readBaseline, todayUtc } from '../../report/baseline';
import { gateFindings } from '../../report/gate';
import { fileKeyUnder } from '../../report/sarif';
import { ExitCode } from '../exitCodes';
import { addFrontendOptions, toFrontendOptions, type FrontendFlags } from '../frontendOptions';
import type { CliIo } from '../io';
import { addEngineOptions, parseSeconds, toVerifyOptions, type EngineFlags } from '../verifyOptions';
import { EXIT_BY_VERDICT, FORMATS, printDiagnostics, renderReport, writeOutput, type Format } from './output';

export { FORMATS, type Format } from './output';

interface VerifyFlags extends FrontendFlags, EngineFlags {
  listPrograms?: boolean;
  timeout: number;
  format: Format;
  output?: string;
  cacheDir?: string;
  base?: string;
  full?: boolean;
  budget?: number;
  shard?: Shard;
  shardCosts?: string;
  witness?: string;
  baseline?: string;
}

export function verifyCommand(io: CliIo, done: (code: number) => void, startedAt: number): Command {
  const cmd = new Command('verify')
    .summary('check the assertions of C programs')
    .description(
      'Check every assertion and reach_error() call. Files named together form one program; each\n' +
        'folder under a directory is one program, or one per file when several files define main.',
    )
    .argument('<path...>', 'C files and directories')
    .option(
      '--timeout <seconds>',
      'wall-time limit per entry (each harness of an --entry glob), all properties together; kept within 5 % or 1 s',
      parseSeconds,
      DEFAULT_TIMEOUT_SECONDS,
    )
    .addOption(new Option('--format <format>', 'report format').choices([...FORMATS]).default('text'))
    .option('--output <file>', 'write the report to a file instead of stdout')
    .option('--cache-dir <dir>', 'reuse verdicts stored here (re-checked first) and store new ones')
    .option(
      '--base <ref>',
      'git ref to compare with: list the functions changed since, mark changed properties',
    )
    .option('--full', 'with --cache-dir: verify everything again and refresh the stored verdicts')
    .option(
      '--budget <seconds>',
      'wall-time limit for the whole run, within 5 % or 1 s (what is not started is UNKNOWN: budget exhausted)',
      parseSeconds,
    )
    .option(
      '--shard <i/n>',
      'verify only part i of n of the programs (for parallel jobs; dealt by cost, see --shard-costs)',
      parseShard,
    )
    .option(
      '--shard-costs <file>',
      'with --shard: the cost table of an earlier run (`merge --costs`); every shard must read the same one',
    )
    .option(
      '--list-programs',
      'print which files form which program (and which are linked by symbol), then exit',
    )
    .option(
      '--baseline <file>',
      'accepted findings (.proofgate/baseline.yml, as the Action reads it): reported, not counted in the exit code until they expire',
    )
    .option(
      '--witness <path>',
      'write an SV-COMP YAML 2.0 witness for each SAFE or UNSAFE program (a folder when there are several)',
    );
  addEngineOptions(cmd);
  addFrontendOptions(cmd);
  return cmd.action(async (paths: string[], flags: VerifyFlags) => {
    if (flags.listPrograms) {
      const plan = await planPrograms(paths, [], process.cwd(), flags.entry);
      printDiagnostics(io, plan.diagnostics);
      plan.programs.forEach((files, i) => io.out(`program ${i + 1}: ${files.join(' ')}\n`));
      return done(plan.diagnostics.some((d) => d.severity === 'error') ? ExitCode.inputError : ExitCode.ok);
    }
    const run = await runVerify({
      startedAt,
      paths,
      frontend: toFrontendOptions(flags),
      options: {
        ...toVerifyOptions(flags, flags.timeout),
        ...(flags.cacheDir !== undefined ? { cacheDir: flags.cacheDir, reuse: flags.full !== true } : {}),
        ...(flags.base !== undefined ? { base: flags.base } : {}),
        ...(flags.budget !== undefined ? { budgetSeconds: flags.budget } : {}),
        ...(flags.shard !== undefined
          ? { shard: flags.shard, shardCosts: shardCosts(io, flags.shardCosts) }
          : {}),
        ...(flags.witness !== undefined ? { witnesses: true } : {}),
      },
    });
    printDiagnostics(io, run.diagnostics);
    if (flags.witness !== undefined && run.witnesses) writeWitnesses(flags.witness, run.witnesses);
    if (flags.reproducer !== undefined && run.reproducers)
      writeReproducers(flags.reproducer, run.reproducers);
    if (run.failed) return done(ExitCode.inputError);
    let report = run.report;
    if (flags.baseline !== undefined) {
      try {
        const gate = gateFindings(report, {
          scope: 'all',
          failOn: 'unknown',
          pullRequest: false,
          baseline: readBaseline(flags.baseline),
          today: todayUtc(),
          fileKey: fileKeyUnder(process.cwd()),
        });
        report = gate.report;
        for (const n of gate.notes) io.err(`proofgate: ${n.replace(/\*\*|`/g, '')}\n`);
      } catch (e) {
        if (!(e instanceof BaselineError)) throw e;
        io.err(`${e.message}: error: invalid baseline\n`);
        return done(ExitCode.inputError);
      }
    }
    if (!writeOutput(io, flags.output, renderReport(report, flags.format))) return done(ExitCode.inputError);
    const waiting = report.properties.filter((p) => p.reason === ENGINES_LATER).length;
    if (waiting > 0) {
      io.err(`proofgate: ${count(waiting, 'property is', 'properties are')} UNKNOWN: ${ENGINES_LATER}.\n`);
    }
    // with a baseline, the findings it accepts do not count (expired ones do)
    const counted = report.properties.filter((p) => p.finding !== 'accepted');
    const accepted = counted.length < report.properties.length;
    // (what the baseline accepts was checked: the rest decides, and nothing left passes)
    const rest = checkedCount(countVerdicts(counted)) > 0 ? overallVerdict(counted) : 'safe';
    const verdict = accepted ? rest : report.verdict;
    done(EXIT_BY_VERDICT[verdict]);
  });
}

/** `i/n` with 1 <= i <= n. */
/** The cost table `--shard-costs` names; a file that cannot be read deals the programs by size (said on stderr). */
function shardCosts(io: CliIo, file: string | undefined): Map<string, number> {
  if (file === undefined) return new Map();
  if (!fs.existsSync(file)) {
    io.err(`proofgate: no cost table at ${file}: the programs are dealt to shards by source size\n`);
    return new Map();
  }
  return readCostTable(file);
}

export function parseShard(value: string): Shard {
  const shard = parseShardSpec(value);
  if (!shard) throw new InvalidArgumentError('expected i/n with 1 <= i <= n, e.g. 2/4');
  return shard;
}
