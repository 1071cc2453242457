// The verification options shared by `verify` and `bench` (--engine, --check, --entry,
// --reproducer): declared once, validated while parsing (bad values are usage errors, exit 3),
// converted into the pipeline's VerifyOptions, and turned back into arguments for bench's children.

import fs from 'node:fs';
import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  BUDGET_KINDS,
  CHECKS,
  ENGINES,
  INVARIANT_LEVELS,
  isEntrySpec,
  type CheckName,
  type EngineChoice,
  type VerifyOptions,
} from '../pipeline/options';
import { DEFAULT_OBJECT_ELEMENTS, parseObjectElements } from '../ir/entryObjects';

export interface EngineFlags {
  engine: EngineChoice;
  invariants: (typeof INVARIANT_LEVELS)[number];
  check: CheckName[];
  entry?: string;
  objectSize?: number;
  reproducer?: string;
  budgets: (typeof BUDGET_KINDS)[number];
  threads?: number;
}

export function addEngineOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option('--engine <engine>', 'verification engine (auto: proofgate picks)')
        .choices([...ENGINES])
        .default('auto'),
    )
    .addOption(
      new Option('--invariants <level>', 'template invariants for k-induction')
        .choices([...INVARIANT_LEVELS])
        .default('zones'),
    )
    .option(
      '--check <checks>',
      `also check, comma-separated (repeatable): ${CHECKS.join(', ')}`,
      collectChecks,
      [],
    )
    .option(
      '--entry <name>',
      'entry function of the program (default: main), or a glob of harness functions (proof_*)',
      parseEntry,
    )
    .option(
      '--object-size <n>',
      `elements an entry's pointer parameter points to (a record pointer: one record; default ${DEFAULT_OBJECT_ELEMENTS})`,
      parseObjectSize,
    )
    .option('--reproducer <dir>', 'write a C reproducer for each violation into this folder', parseDir)
    .addOption(
      new Option(
        '--budgets <kind>',
        'what the engines are limited by: work (the same verdicts on any machine and load; --timeout is the safety net) or wall time',
      )
        .choices([...BUDGET_KINDS])
        .default('work'),
    )
    .option(
      '--threads <n>',
      'lanes of the portfolio run at once under work budgets (default: the cores available, at most 2); the verdicts are the same for any n',
      parsePositiveInt,
    );
}

export function toVerifyOptions(flags: EngineFlags, timeoutSeconds: number): VerifyOptions {
  return {
    engine: flags.engine,
    ...(flags.invariants !== 'zones' ? { invariants: flags.invariants } : {}),
    timeoutSeconds,
    checks: new Set(flags.check),
    ...(flags.entry !== undefined ? { entry: flags.entry } : {}),
    ...(flags.objectSize !== undefined ? { objectElements: flags.objectSize } : {}),
    ...(flags.reproducer !== undefined ? { reproducers: true } : {}),
    ...(flags.budgets === 'wall' ? { budgets: 'wall' as const } : {}),
    ...(flags.threads !== undefined ? { threads: flags.threads } : {}),
  };
}

/** The same flags as `verify` arguments (reproducer folder given separately, per task). */
export function engineArgs(flags: EngineFlags, reproducerDir?: string): string[] {
  const args = ['--engine', flags.engine];
  if (flags.invariants !== 'zones') args.push('--invariants', flags.invariants);
  if (flags.check.length > 0) args.push('--check', [...new Set(flags.check)].join(','));
  if (flags.entry !== undefined) args.push('--entry', flags.entry);
  if (flags.objectSize !== undefined) args.push('--object-size', String(flags.objectSize));
  if (reproducerDir !== undefined) args.push('--reproducer', reproducerDir);
  if (flags.budgets === 'wall') args.push('--budgets', 'wall');
  if (flags.threads !== undefined) args.push('--threads', String(flags.threads));
  return args;
}

/** `--object-size`: 1 to 4096 elements. */
export function parseObjectSize(value: string): number {
  const n = parseObjectElements(value);
  if (n === undefined) throw new InvalidArgumentError('expected a number of elements from 1 to 4096');
  return n;
}

export function parseSeconds(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0) {
    throw new InvalidArgumentError('expected a positive number of seconds');
  }
  return n;
}

export function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new InvalidArgumentError('expected a positive whole number');
  }
  return n;
}

/** Parses `--check a,b` (repeatable) into check names. */
export function collectChecks(value: string, previous: CheckName[]): CheckName[] {
  const names = value.split(',').map((s) => s.trim());
  const checks: CheckName[] = [];
  for (const name of names) {
    const check = CHECKS.find((c) => c === name);
    if (!check) {
      throw new InvalidArgumentError(`unknown check '${name}' (expected ${CHECKS.join(', ')})`);
    }
    checks.push(check);
  }
  return [...previous, ...checks];
}

function parseEntry(value: string): string {
  if (!isEntrySpec(value)) throw new InvalidArgumentError('expected a C identifier or a glob of identifiers');
  return value;
}

function parseDir(value: string): string {
  if (value === '') throw new InvalidArgumentError('expected a folder');
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(value);
  } catch {
    return value; // created when the first reproducer is written
  }
  if (!stat.isDirectory()) throw new InvalidArgumentError('exists and is not a folder');
  return value;
}
