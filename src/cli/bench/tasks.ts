// Reads a benchmark task list (tab-separated, header row; columns as in the SV-COMP subset's
// README: id, input, category, unreach_call, data_model, ...). Input paths are relative to the
// folder of the task file; rows without an expected verdict are skipped. A memory-safety list
// (`valid_memsafety` and `subproperty` instead of `unreach_call`) is verified with
// `--check memory,leak`, and only those properties count.

import fs from 'node:fs';
import path from 'node:path';
import { dataModelByName } from '../../frontend/dataModel';
import { MEMORY_KINDS } from '../../ir/cfa';

export interface BenchTask {
  readonly id: string;
  /** Absolute path of the program. */
  readonly input: string;
  readonly category: string;
  /** Expected verdict of unreach-call: true = the error call is unreachable (safe). */
  readonly expected: boolean;
  /** ILP32 or LP64. */
  readonly dataModel: string;
  /** `memsafety`: the expected verdict is valid-memsafety's; `subproperty` names the violated one. */
  readonly property?: 'memsafety';
  /** valid-deref, valid-free or valid-memtrack, for an expected false memsafety verdict. */
  readonly subproperty?: string;
}

export interface TaskList {
  readonly tasks: readonly BenchTask[];
  /** Rows skipped because they have no true/false unreach_call verdict. */
  readonly skipped: number;
}

/** A problem with the task file itself: a usage error (exit 3). */
export class TaskFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaskFileError';
  }
}

const REQUIRED = ['id', 'input', 'category', 'unreach_call', 'data_model'] as const;
type Column = (typeof REQUIRED)[number] | 'valid_memsafety' | 'subproperty';
const SUBPROPERTIES: readonly string[] = [...MEMORY_KINDS];

export function readTasks(file: string): TaskList {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new TaskFileError(`cannot read ${file}: ${(e as Error).message}`);
  }
  return parseTasks(text, path.dirname(path.resolve(file)), file);
}

export function parseTasks(text: string, baseDir: string, name = 'tasks'): TaskList {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.trim() !== '' && !l.startsWith('#'));
  if (headerAt < 0) throw new TaskFileError(`${name}: empty task file`);
  const header = (lines[headerAt] ?? '').split('\t').map((h) => h.trim());
  const column: Partial<Record<Column, number>> = {};
  const memsafety = !header.includes('unreach_call') && header.includes('valid_memsafety');
  const required: readonly Column[] = memsafety
    ? ['id', 'input', 'category', 'valid_memsafety', 'subproperty', 'data_model']
    : REQUIRED;
  for (const c of required) {
    const at = header.indexOf(c);
    if (at < 0) throw new TaskFileError(`${name}:${headerAt + 1}: missing column '${c}' in the header`);
    column[c] = at;
  }
  const tasks: BenchTask[] = [];
  const ids = new Set<string>();
  let skipped = 0;
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.startsWith('#')) continue;
    const cells = line.split('\t').map((c) => c.trim());
    const cell = (c: Column): string => cells[column[c] ?? -1] ?? '';
    const where = `${name}:${i + 1}`;
    const id = cell('id');
    if (id === '' || cell('input') === '') throw new TaskFileError(`${where}: missing id or input`);
    if (ids.has(id)) throw new TaskFileError(`${where}: duplicate task id '${id}'`);
    ids.add(id);
    const expected = cell(memsafety ? 'valid_memsafety' : 'unreach_call');
    if (expected !== 'true' && expected !== 'false') {
      skipped++;
      continue;
    }
    const subproperty = cell('subproperty');
    if (memsafety && expected === 'false' && !SUBPROPERTIES.includes(subproperty))
      throw new TaskFileError(`${where}: subproperty must be one of ${SUBPROPERTIES.join(', ')}`);
    const model = dataModelByName(cell('data_model'));
    if (!model) throw new TaskFileError(`${where}: data_model must be ILP32 or LP64`);
    tasks.push({
      id,
      input: path.resolve(baseDir, cell('input')),
      category: cell('category') || '-',
      expected: expected === 'true',
      dataModel: model.name,
      ...(memsafety ? { property: 'memsafety' as const } : {}),
      ...(memsafety && expected === 'false' ? { subproperty } : {}),
    });
  }
  return { tasks, skipped };
}
