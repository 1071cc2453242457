// `proofgate cfa FILE...`: loads one program from the files and prints its control-flow automata
// as text (default), JSON or Graphviz dot. Front-end errors make it exit 3; warnings do not.

import { Command, Option } from 'commander';
import { loadProgram } from '../../frontend/frontend';
import { buildProgramCfa } from '../../ir/programCfa';
import { dumpDot, dumpJson, dumpText } from '../../ir/dump';
import { ExitCode } from '../exitCodes';
import { addFrontendOptions, toFrontendOptions, type FrontendFlags } from '../frontendOptions';
import type { CliIo } from '../io';
import { collectChecks } from '../verifyOptions';
import { CHECKS, type CheckName } from '../../ir/checks';
import { printDiagnostics, withNewline } from './output';

interface CfaFlags extends FrontendFlags {
  json?: boolean;
  dot?: boolean;
  check: CheckName[];
}

export function cfaCommand(io: CliIo, done: (code: number) => void): Command {
  const cmd = new Command('cfa')
    .summary('print the control-flow automata of a program')
    .description('Load the files as one program and print the control-flow automaton of every function.')
    .argument('<file...>', 'C source (.c) or preprocessed (.i) files, linked together')
    .addOption(new Option('--json', 'print JSON').conflicts('dot'))
    .addOption(new Option('--dot', 'print Graphviz dot').conflicts('json'))
    .option(
      '--check <checks>',
      `add the checks' edges, comma-separated: ${CHECKS.join(', ')}`,
      collectChecks,
      [],
    );
  addFrontendOptions(cmd);
  return cmd.action(async (files: string[], flags: CfaFlags) => {
    const loaded = await loadProgram(files, toFrontendOptions(flags));
    printDiagnostics(io, loaded.diagnostics);
    if (!loaded.program) return done(ExitCode.inputError);
    const cfa = buildProgramCfa(loaded.program, { checks: new Set(flags.check) });
    const text = flags.json
      ? JSON.stringify(dumpJson(cfa), null, 2)
      : flags.dot
        ? dumpDot(cfa)
        : dumpText(cfa);
    io.out(withNewline(text));
    done(ExitCode.ok);
  });
}
