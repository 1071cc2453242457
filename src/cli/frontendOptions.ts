// The front-end options shared by `cfa` and `verify` (-I, -D, --data-model, --compile-commands):
// declared once on a commander Command and converted once into the front end's FrontendOptions.

import { InvalidArgumentError, type Command } from 'commander';
import { dataModelByName } from '../frontend/dataModel';
import type { FrontendOptions } from '../frontend/unit';

export const DEFAULT_DATA_MODEL = 'LP64';

export interface FrontendFlags {
  include: string[];
  define: string[];
  dataModel: string;
  compileCommands?: string;
}

export function addFrontendOptions(cmd: Command): Command {
  return cmd
    .option('-I, --include <dir>', 'add a directory to the header search path (repeatable)', collect, [])
    .option('-D, --define <name[=value]>', 'define a preprocessor macro (repeatable)', collectDefine, [])
    .option(
      '--data-model <model>',
      'integer and pointer sizes: ILP32 or LP64',
      parseDataModel,
      DEFAULT_DATA_MODEL,
    )
    .option(
      '--compile-commands <file>',
      'take -I/-D/-std flags of matching files from a compile_commands.json',
    );
}

export function toFrontendOptions(flags: FrontendFlags): FrontendOptions {
  const dataModel = dataModelByName(flags.dataModel);
  // parseDataModel has already rejected anything else: reaching this is a bug.
  if (!dataModel) throw new Error(`unknown data model '${flags.dataModel}'`);
  return {
    dataModel,
    includeDirs: flags.include,
    defines: flags.define,
    ...(flags.compileCommands !== undefined ? { compileCommands: flags.compileCommands } : {}),
  };
}

export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function collectDefine(value: string, previous: string[]): string[] {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(=.*)?$/s.test(value)) {
    throw new InvalidArgumentError('expected NAME or NAME=VALUE with a C identifier as NAME');
  }
  return [...previous, value];
}

export function parseDataModel(value: string): string {
  const model = dataModelByName(value);
  if (!model) throw new InvalidArgumentError('expected ILP32 or LP64');
  return model.name;
}
