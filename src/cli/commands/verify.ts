// `proofgate verify PATH...`: runs the shared verify pipeline and prints the report (text, JSON or
// SARIF, to stdout or --output FILE). Exit code from the overall verdict; 3 on input errors.

import fs from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { renderMarkdown } from '../../report/markdown';
import type { Shard } from '../../report/programPlan';
import { VERSION } from '../../version';
import { count, renderJson, renderText } from '../../report/render';
import type { Verdict, VerifyReport } from '../../report/results';
import { renderSarif } from '../../report/sarif';
import { DEFAULT_TIMEOUT_SECONDS, ENGINES_LATER, runVerify } from '../../report/verifyRun';
import { ExitCode } from '../exitCodes';
import { addFrontendOptions, toFrontendOptions, type FrontendFlags } from '../frontendOptions';
import type { CliIo } from '../io';
import { addEngineOptions, parseSeconds, toVerifyOptions, type EngineFlags } from '../verifyOptions';
import { printDiagnostics } from './output';

export const FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];

interface VerifyFlags extends FrontendFlags, EngineFlags {
  timeout: number;
  format: Format;
  output?: string;
  cacheDir?: string;
  base?: string;
  full?: boolean;
  budget?: number;
  shard?: Shard;
}

const EXIT_BY_VERDICT: Record<Verdict, number> = {
  safe: ExitCode.ok,
  unsafe: ExitCode.unsafe,
  unknown: ExitCode.unknown,
};

export function verifyCommand(io: CliIo, done: (code: number) => void): Command {
  const cmd = new Command('verify')
    .summary('check the assertions of C programs')
    .description(
      'Check every assertion and reach_error() call. Files named together form one program; each\n' +
        'folder under a directory is one program, or one per file when several files define main.',
    )
    .argument('<path...>', 'C files and directories')
    .option(
      '--timeout <seconds>',
      `time limit per program, all its properties together (default: ${DEFAULT_TIMEOUT_SECONDS})`,
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
      'time limit for the whole run (programs left over are UNKNOWN)',
      parseSeconds,
    )
    .option('--shard <i/n>', 'verify only part i of n of the programs (for parallel jobs)', parseShard);
  addEngineOptions(cmd);
  addFrontendOptions(cmd);
  return cmd.action(async (paths: string[], flags: VerifyFlags) => {
    const run = await runVerify({
      paths,
      frontend: toFrontendOptions(flags),
      options: {
        ...toVerifyOptions(flags, flags.timeout),
        ...(flags.cacheDir !== undefined ? { cacheDir: flags.cacheDir, reuse: flags.full !== true } : {}),
        ...(flags.base !== undefined ? { base: flags.base } : {}),
        ...(flags.budget !== undefined ? { budgetSeconds: flags.budget } : {}),
        ...(flags.shard !== undefined ? { shard: flags.shard } : {}),
      },
    });
    printDiagnostics(io, run.diagnostics);
    if (run.failed) return done(ExitCode.inputError);
    const report = run.report;
    const text = render(report, flags.format);
    if (flags.output !== undefined) {
      try {
        fs.writeFileSync(flags.output, text);
      } catch (e) {
        io.err(`proofgate: error: cannot write ${flags.output}: ${(e as Error).message}\n`);
        return done(ExitCode.inputError);
      }
    } else {
      io.out(text);
    }
    const waiting = report.properties.filter((p) => p.reason === ENGINES_LATER).length;
    if (waiting > 0) {
      io.err(`proofgate: ${count(waiting, 'property is', 'properties are')} UNKNOWN: ${ENGINES_LATER}.\n`);
    }
    done(EXIT_BY_VERDICT[report.verdict]);
  });
}

function render(report: VerifyReport, format: Format): string {
  switch (format) {
    case 'json':
      return renderJson(report);
    case 'sarif':
      return renderSarif(report);
    case 'text':
      return renderText(report);
    case 'markdown':
      return renderMarkdown(report, { title: `proofgate ${VERSION}`, maxChars: 1_000_000 });
  }
}

/** `i/n` with 1 <= i <= n. */
export function parseShard(value: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || index < 1 || count < 1 || index > count) {
    throw new InvalidArgumentError('expected i/n with 1 <= i <= n, e.g. 2/4');
  }
  return { index, count };
}
