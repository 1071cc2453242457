// Tests of preprocess.ts and compileCommands.ts: the flags passed to the system preprocessor, the
// data model's predefined macros under -m32, preprocessor errors as located diagnostics, and flags
// taken from a compile_commands.json.
import { describe, it, expect } from 'vitest';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  findPreprocessor,
  parsePreprocessorMessages,
  preprocess,
  preprocessorFlags,
} from '../../src/frontend/preprocess';
import { compileFlagsFor, extractFlags } from '../../src/frontend/compileCommands';
import { assetPath } from '../../src/frontend/assets';
import { ILP32, LP64 } from '../../src/frontend/dataModel';
import { InputError, formatDiagnostic } from '../../src/frontend/diagnostics';
import type { FrontendOptions } from '../../src/frontend/unit';

const FIX = '__tests__/fixtures/frontend';
const pp = findPreprocessor();
const lp64: FrontendOptions = { dataModel: LP64, includeDirs: [], defines: [] };
const ilp32: FrontendOptions = { ...lp64, dataModel: ILP32 };

function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-pp-'));
}

describe('preprocessor flags', () => {
  const fake = { command: '/usr/bin/cpp', args: [] };
  it('puts our include folder first, then -I, the GNU name undefines, -D, -D__PROOFGATE__ and -D__NO_CTYPE', () => {
    const flags = preprocessorFlags(
      'a.c',
      { ...lp64, includeDirs: ['inc'], defines: ['N=3', 'DEBUG'] },
      fake,
    );
    expect(flags).toEqual([
      '-I',
      assetPath('include'),
      '-I',
      'inc',
      '-Ulinux',
      '-Uunix',
      '-Ui386',
      '-DN=3',
      '-DDEBUG',
      '-D__PROOFGATE__',
      '-D__NO_CTYPE',
      '-x',
      'c',
    ]);
    expect(fs.existsSync(path.join(assetPath('include'), 'gnu', 'stubs-32.h'))).toBe(true);
  });

  it.skipIf(!pp)('adds -m32 for ILP32', () => {
    if (!pp) return;
    expect(preprocessorFlags('a.c', ilp32, pp)).toContain('-m32');
    expect(preprocessorFlags('a.c', lp64, pp)).not.toContain('-m32');
  });
});

describe.skipIf(!pp)('running the preprocessor', () => {
  const run = (file: string, options: FrontendOptions) => {
    if (!pp) throw new Error('no preprocessor');
    return preprocess(file, options, pp);
  };

  it('predefines __SIZEOF_LONG__ as 4 under ILP32 and 8 under LP64', () => {
    const narrow = run(`${FIX}/sizeof_long.c`, ilp32).text;
    expect(narrow).toContain('int long_is_4_bytes;');
    expect(narrow).toContain('int proofgate_defined;');
    expect(run(`${FIX}/sizeof_long.c`, lp64).text).toContain('int long_is_8_bytes;');
  });

  it('keeps line markers naming the file as given', () => {
    expect(run(`${FIX}/sizeof_long.c`, lp64).text).toMatch(new RegExp(`^# \\d+ "${FIX}/sizeof_long.c"`, 'm'));
  });

  it.each([ILP32, LP64])('includes the C library headers (%s)', (dataModel) => {
    const text = run(`${FIX}/system_headers.c`, { ...lp64, dataModel }).text;
    expect(text).toContain('void assert(int);');
    expect(text).toContain('__VERIFIER_nondet_uint(void)');
  });

  it('turns a preprocessor error into a located diagnostic', () => {
    const err = inputError(() => run(`${FIX}/missing_header.c`, lp64));
    expect(formatDiagnostic(err.diagnostics[0])).toMatch(
      new RegExp(`^${FIX}/missing_header.c:2:10: error: does_not_exist.h: No such file or directory`),
    );
  });
});

describe('preprocessor messages', () => {
  it('parses located and unlocated messages', () => {
    const stderr = [
      'In file included from a.c:1:',
      'b.h:3:5: error: unknown type name',
      'a.c:7: warning: something',
      '<command-line>: error: macro names must be identifiers',
    ].join('\n');
    expect(parsePreprocessorMessages(stderr, 'a.c').map(formatDiagnostic)).toEqual([
      'b.h:3:5: error: unknown type name',
      'a.c:7:1: warning: something',
      'a.c:1:1: error: <command-line>: macro names must be identifiers',
    ]);
  });
});

describe('compile_commands.json', () => {
  it('picks -I, -isystem, -D, -U, -std= and -include, resolving paths against the directory', () => {
    const args = [
      'cc',
      '-O2',
      '-Iinc',
      '-I',
      '/abs',
      '-isystem',
      'sys',
      '-DA=1',
      '-D',
      'B',
      '-UC',
      '-std=c99',
    ];
    args.push('-include', 'cfg.h', '-c', 'x.c', '-o', 'x.o', '-Wall');
    expect(extractFlags(args, '/proj')).toEqual([
      '-I/proj/inc',
      '-I/abs',
      '-isystem',
      '/proj/sys',
      '-DA=1',
      '-DB',
      '-UC',
      '-std=c99',
      '-include',
      '/proj/cfg.h',
    ]);
  });

  it('finds the entry for a file by its absolute path, with `command` or `arguments`', () => {
    const dir = tempDir();
    const db = path.join(dir, 'compile_commands.json');
    fs.writeFileSync(
      db,
      JSON.stringify([
        { directory: '/proj', file: 'src/a.c', command: 'gcc -I"my inc" -DMSG=\'"hi there"\' -c src/a.c' },
        { directory: '/proj/src', file: 'b.c', arguments: ['gcc', '-DB=2', 'b.c'] },
      ]),
    );
    expect(compileFlagsFor(db, '/proj/src/a.c')).toEqual(['-I/proj/my inc', '-DMSG="hi there"']);
    expect(compileFlagsFor(db, '/proj/src/b.c')).toEqual(['-DB=2']);
    expect(compileFlagsFor(db, '/proj/src/c.c')).toBeUndefined();
  });

  it('reports broken JSON with the file name and line', () => {
    const dir = tempDir();
    const db = path.join(dir, 'compile_commands.json');
    fs.writeFileSync(db, '[\n  {"directory": "/p",\n   "file": "a.c"\n   "command": "cc a.c"}\n]\n');
    const err = inputError(() => compileFlagsFor(db, '/p/a.c'));
    expect(err.diagnostics[0].loc).toMatchObject({ file: db, line: 4 });
    expect(err.diagnostics[0].message).toMatch(/invalid JSON/);
  });

  it.skipIf(!pp)('applies the entry flags when preprocessing', () => {
    if (!pp) return;
    const src = path.resolve(`${FIX}/cc/main.c`);
    const dir = tempDir();
    const db = path.join(dir, 'compile_commands.json');
    const entry = {
      directory: path.dirname(src),
      file: 'main.c',
      arguments: ['cc', '-Iinclude', '-DFROM_DB=2', '-DUNDEFINED_BY_DB', '-UUNDEFINED_BY_DB', 'main.c'],
    };
    fs.writeFileSync(db, JSON.stringify([entry]));
    const text = preprocess(`${FIX}/cc/main.c`, { ...lp64, compileCommands: db }, pp).text;
    expect(text).toContain('int value = 40 + 2;');
    expect(text).not.toContain('should_not_exist');
  });
});
