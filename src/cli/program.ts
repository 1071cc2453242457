// The proofgate command line: builds the commander program, runs one invocation in-process and
// maps every outcome to an exit code (usage errors → 3, internal errors → 70, never a stack trace).
// main.ts calls `main()`; tests call `run(args, io)`.

import { Command, CommanderError } from 'commander';
import { InputError } from '../frontend/diagnostics';
import { VERSION } from '../version';
import { benchCommand, defaultSelfCommand, type SelfCommand } from './commands/bench';
import { cfaCommand } from './commands/cfa';
import { printDiagnostics } from './commands/output';
import { verifyCommand } from './commands/verify';
import { mergeCommand } from './commands/merge';
import { baselineCommand } from './commands/baseline';
import { scenarioCommand } from './commands/scenario';
import { ExitCode } from './exitCodes';
import { processIo, type CliIo } from './io';
import { processStarted } from '../pipeline/runLimits';

export interface RunContext {
  /** How `bench` starts this CLI for each task (default: this process's node and script). */
  readonly self?: SelfCommand;
  /** When the run began (Date.now() ms) for `verify`'s limits; default: when `run` is called. */
  readonly startedAt?: number;
}

/** Runs one invocation; `args` are the user's arguments (without `node` and the script). */
export async function run(
  args: readonly string[],
  io: CliIo = processIo,
  context: RunContext = {},
): Promise<number> {
  const startedAt = context.startedAt ?? Date.now();
  let code: number = ExitCode.ok;
  const done = (c: number): void => {
    code = c;
  };
  const program = new Command('proofgate')
    .description('Formal-verification gate for C programs.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s),
      writeErr: (s) => io.err(s),
      outputError: (s, write) => write(`proofgate: ${s}`),
    })
    .showHelpAfterError('(run proofgate --help for usage)');
  // Subcommands copy the settings above when added.
  program.addCommand(withParentSettings(program, cfaCommand(io, done)));
  program.addCommand(withParentSettings(program, verifyCommand(io, done, startedAt)));
  program.addCommand(
    withParentSettings(program, benchCommand(io, done, context.self ?? defaultSelfCommand())),
  );
  program.addCommand(withParentSettings(program, mergeCommand(io, done)));
  program.addCommand(withParentSettings(program, baselineCommand(io, done)));
  program.addCommand(withParentSettings(program, scenarioCommand(io, done)));
  try {
    await program.parseAsync([...args], { from: 'user' });
    return code;
  } catch (e) {
    return exitCodeForError(e, io);
  }
}

/** Entry point for the bundled CLI: run, let stdout and stderr drain, then exit. */
export async function main(): Promise<void> {
  // the limits count from the process' start: start-up and front end are in the first entry's time
  const code = await run(process.argv.slice(2), processIo, { startedAt: processStarted() });
  // Exit explicitly: solver worker threads must not keep a finished run alive.
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

function withParentSettings(parent: Command, cmd: Command): Command {
  return cmd.copyInheritedSettings(parent);
}

function exitCodeForError(e: unknown, io: CliIo): number {
  if (e instanceof CommanderError) {
    // --help and --version end with exitCode 0; everything else is a usage error.
    return e.exitCode === 0 ? ExitCode.ok : ExitCode.inputError;
  }
  if (e instanceof InputError) {
    printDiagnostics(io, e.diagnostics);
    return ExitCode.inputError;
  }
  const message = e instanceof Error ? e.message : String(e);
  io.err(`proofgate: internal error: ${message}\n`);
  return ExitCode.internalError;
}
