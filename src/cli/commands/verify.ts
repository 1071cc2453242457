// `proofgate verify PATH...`: runs the shared verify pipeline and prints the report (text or
// JSON, to stdout or --output FILE). Exit code from the overall verdict; 3 on input errors.

import fs from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { renderJson, renderText, count } from '../../report/render';
import type { Verdict } from '../../report/results';
import { ENGINES_LATER, runVerify } from '../../report/verifyRun';
import { ExitCode } from '../exitCodes';
import { addFrontendOptions, toFrontendOptions, type FrontendFlags } from '../frontendOptions';
import type { CliIo } from '../io';
import { printDiagnostics } from './output';

interface VerifyFlags extends FrontendFlags {
  timeout?: number;
  format: 'text' | 'json';
  output?: string;
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
        'file found under a directory (**/*.c, **/*.i) is a program of its own.',
    )
    .argument('<path...>', 'C files and directories')
    .option('--timeout <seconds>', 'time limit per program (accepted; no engine uses it yet)', parseSeconds)
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .option('--output <file>', 'write the report to a file instead of stdout');
  addFrontendOptions(cmd);
  return cmd.action(async (paths: string[], flags: VerifyFlags) => {
    const run = await runVerify({ paths, frontend: toFrontendOptions(flags) });
    printDiagnostics(io, run.diagnostics);
    if (run.failed) return done(ExitCode.inputError);
    const report = run.report;
    const text = flags.format === 'json' ? renderJson(report) : renderText(report);
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

function parseSeconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a positive number of seconds');
  return n;
}
