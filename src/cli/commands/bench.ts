// `proofgate bench TASKS.tsv`: runs `verify --format json` on every task in its own process (with
// a time limit and a memory cap, --jobs in parallel), scores the verdicts the SV-COMP way and
// prints a table per category. Exit 0 without wrong verdicts, 1 with any, 3 on usage errors.

import fs from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { runChild } from '../bench/child';
import { outcomeOf, renderSummary, summarise, type TaskOutcome } from '../bench/score';
import { readTasks, TaskFileError, type BenchTask } from '../bench/tasks';
import { ExitCode } from '../exitCodes';
import { collect, collectDefine, parseDataModel } from '../frontendOptions';
import type { CliIo } from '../io';
import {
  addEngineOptions,
  engineArgs,
  parsePositiveInt,
  parseSeconds,
  type EngineFlags,
} from '../verifyOptions';

/** How to start this CLI again: `node [node flags] <script>` (works from dist/ and under tsx). */
export interface SelfCommand {
  readonly command: string;
  readonly args: readonly string[];
}

export function defaultSelfCommand(): SelfCommand {
  return { command: process.execPath, args: [...process.execArgv, process.argv[1] ?? ''] };
}

export const BENCH_DEFAULT_TIMEOUT = 60;
export const BENCH_DEFAULT_MEMORY_MB = 4096;
/** Seconds past --timeout before a task is killed: process start-up and report writing. */
export const GRACE_SECONDS = 5;

interface BenchFlags extends EngineFlags {
  timeout: number;
  jobs: number;
  filter?: RegExp;
  json?: string;
  memory: number;
  dataModel?: string;
  include: string[];
  define: string[];
  compileCommands?: string;
}

export function benchCommand(io: CliIo, done: (code: number) => void, self: SelfCommand): Command {
  const cmd = new Command('bench')
    .summary('run verify on a benchmark task list and score the verdicts')
    .description(
      'Run `verify` on every task of a tab-separated task list (id, input, category, ' +
        'unreach_call, data_model; inputs relative to its folder), each in its own process, and ' +
        'score the answers as SV-COMP does: correct true +2, correct false +1, false alarm -16, ' +
        'missed bug -32.',
    )
    .argument('<tasks>', 'task list (.tsv)')
    .option('--timeout <seconds>', `time limit per task (default: ${BENCH_DEFAULT_TIMEOUT})`, parseSeconds)
    .option('--jobs <n>', 'tasks run in parallel', parsePositiveInt, 1)
    .option('--filter <regex>', 'only tasks whose id matches', parseRegex)
    .option('--json <file>', 'also write the results as JSON')
    .option(
      '--memory <mb>',
      `memory cap per task in MiB (default: ${BENCH_DEFAULT_MEMORY_MB})`,
      parsePositiveInt,
    )
    .option('--data-model <model>', "ILP32 or LP64 for every task (default: the task's)", parseDataModel)
    .option('-I, --include <dir>', 'header search directory for every task (repeatable)', collect, [])
    .option('-D, --define <name[=value]>', 'macro for every task (repeatable)', collectDefine, [])
    .option('--compile-commands <file>', 'compile_commands.json for every task');
  addEngineOptions(cmd);
  return cmd.action(async (file: string, flags: BenchFlags) => {
    let tasks: readonly BenchTask[];
    try {
      const list = readTasks(file);
      tasks = list.tasks.filter((t) => !flags.filter || flags.filter.test(t.id));
      if (list.skipped > 0)
        io.err(`proofgate: skipping ${list.skipped} task(s) without an unreach_call verdict\n`);
    } catch (e) {
      if (!(e instanceof TaskFileError)) throw e;
      io.err(`proofgate: error: ${e.message}\n`);
      return done(ExitCode.inputError);
    }
    if (tasks.length === 0) {
      io.err(`proofgate: error: no task to run${flags.filter ? ` (none matches ${flags.filter})` : ''}\n`);
      return done(ExitCode.inputError);
    }
    const outcomes = await runTasks(tasks, flags, self, io);
    io.out(renderSummary(outcomes));
    if (flags.json !== undefined && !writeJson(flags.json, outcomes, flags, io)) {
      return done(ExitCode.inputError);
    }
    const wrong = outcomes.some((o) => o.judgement === 'wrong-proof' || o.judgement === 'wrong-alarm');
    done(wrong ? ExitCode.unsafe : ExitCode.ok);
  });
}

async function runTasks(
  tasks: readonly BenchTask[],
  flags: BenchFlags,
  self: SelfCommand,
  io: CliIo,
): Promise<TaskOutcome[]> {
  const timeout = flags.timeout ?? BENCH_DEFAULT_TIMEOUT;
  const outcomes: TaskOutcome[] = new Array<TaskOutcome>(tasks.length);
  const progress = new Progress(io, tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < tasks.length; i = next++) {
      const task = tasks[i];
      if (!task) continue;
      const result = await runChild(self.command, [...self.args, ...verifyArgs(task, flags, timeout)], {
        killAfterSeconds: timeout + GRACE_SECONDS,
        memoryMb: flags.memory ?? BENCH_DEFAULT_MEMORY_MB,
      });
      const outcome = outcomeOf(task, result);
      outcomes[i] = outcome;
      progress.done(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(flags.jobs, tasks.length) }, worker));
  progress.finish();
  return outcomes;
}

/** The `verify` arguments of one task. */
export function verifyArgs(task: BenchTask, flags: BenchFlags, timeout: number): string[] {
  const reproducer =
    flags.reproducer !== undefined
      ? path.join(flags.reproducer, task.id.replace(/[^A-Za-z0-9._-]+/g, '_'))
      : undefined;
  return [
    'verify',
    task.input,
    '--format',
    'json',
    '--data-model',
    flags.dataModel ?? task.dataModel,
    '--timeout',
    String(timeout),
    ...engineArgs(
      task.property === 'memsafety' ? { ...flags, check: [...flags.check, 'memory', 'leak'] } : flags,
      reproducer,
    ),
    ...flags.include.flatMap((d) => ['-I', d]),
    ...flags.define.flatMap((d) => ['-D', d]),
    ...(flags.compileCommands !== undefined ? ['--compile-commands', flags.compileCommands] : []),
  ];
}

function writeJson(file: string, outcomes: readonly TaskOutcome[], flags: BenchFlags, io: CliIo): boolean {
  const json = {
    tasks: outcomes,
    summary: {
      timeoutSeconds: flags.timeout ?? BENCH_DEFAULT_TIMEOUT,
      memoryMb: flags.memory ?? BENCH_DEFAULT_MEMORY_MB,
      jobs: flags.jobs,
      ...summarise(outcomes),
    },
  };
  try {
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    return true;
  } catch (e) {
    io.err(`proofgate: error: cannot write ${file}: ${(e as Error).message}\n`);
    return false;
  }
}

/** Progress on stderr: one updating line on a terminal, one line per task otherwise. */
class Progress {
  private finished = 0;
  constructor(
    private readonly io: CliIo,
    private readonly total: number,
  ) {}
  done(o: TaskOutcome): void {
    this.finished++;
    const why = o.reason !== undefined ? ` (${o.reason})` : '';
    const mark = o.judgement.startsWith('wrong') ? ` ${o.judgement.toUpperCase()}` : '';
    const line = `[${this.finished}/${this.total}] ${o.id}: ${o.verdict}${why}${mark} ${o.seconds.toFixed(1)} s`;
    if (this.io.errIsTTY) this.io.err(`\r\x1b[K${line.slice(0, (process.stderr.columns || 100) - 1)}`);
    else this.io.err(`${line}\n`);
  }
  finish(): void {
    if (this.io.errIsTTY) this.io.err('\r\x1b[K');
  }
}

function parseRegex(value: string): RegExp {
  try {
    return new RegExp(value);
  } catch (e) {
    throw new InvalidArgumentError(`invalid regular expression: ${(e as Error).message}`);
  }
}
