// Runs the system C preprocessor (cpp, gcc -E or clang -E) on one file, synchronously, without a
// shell, keeping line markers. Builds the flags (our headers first, user -I/-D, the data model's
// -m32, compile_commands.json flags) and turns the preprocessor's errors into diagnostics.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { InputError, type Diagnostic, type Severity } from './diagnostics';
import type { FrontendOptions } from './unit';
import { assetPath } from './assets';
import { compileFlagsFor } from './compileCommands';

/** An executable and the arguments that make it preprocess (`gcc` + `-E`). */
export interface PreprocessorCommand {
  readonly command: string;
  readonly args: readonly string[];
}

export interface PreprocessResult {
  /** Preprocessed text with line markers. */
  readonly text: string;
  /** Warnings the preprocessor printed (`#warning`, ...), mapped to the original files. */
  readonly warnings: readonly Diagnostic[];
}

const TIMEOUT_MS = 30_000;
const MAX_OUTPUT = 512 * 1024 * 1024;

/** Absolute path of an executable on PATH, or undefined. */
function which(name: string): string | undefined {
  if (name.includes('/') || name.includes(path.sep)) return isExecutable(name) ? name : undefined;
  const exts = process.platform === 'win32' ? (process.env.PATHEXT ?? '.EXE').split(';') : [''];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    for (const ext of exts) {
      const candidate = path.join(dir, name + ext);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const found = new Map<string, PreprocessorCommand | null>();

/**
 * The preprocessor to run: `spec` split on white space (e.g. `clang -E`), or by default the first of
 * `cpp`, `gcc -E`, `clang -E` on PATH (macOS's cpp is a traditional-mode preprocessor: skipped).
 * Undefined when `spec` is `none` or nothing is installed. Each lookup happens once per process.
 */
export function findPreprocessor(spec?: string): PreprocessorCommand | undefined {
  const key = spec ?? '';
  const cached = found.get(key);
  if (cached !== undefined) return cached ?? undefined;
  let result: PreprocessorCommand | undefined;
  if (spec === 'none') {
    result = undefined;
  } else if (spec !== undefined && spec.trim() !== '') {
    const [cmd, ...args] = spec.trim().split(/\s+/);
    const exe = which(cmd);
    result = exe === undefined ? undefined : { command: exe, args };
  } else {
    const defaults: [string, string[]][] = [
      ['cpp', []],
      ['gcc', ['-E']],
      ['clang', ['-E']],
    ];
    for (const [cmd, args] of defaults) {
      if (cmd === 'cpp' && process.platform === 'darwin') continue;
      const exe = which(cmd);
      if (exe !== undefined) {
        result = { command: exe, args };
        break;
      }
    }
  }
  found.set(key, result ?? null);
  return result;
}

/** `#include <...>` directories the preprocessor searches with the given extra flags. */
function searchDirs(pp: PreprocessorCommand, flags: readonly string[]): string[] {
  const r = spawnSync(pp.command, [...pp.args, ...flags, '-v', '-x', 'c', '-'], {
    input: '',
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
  });
  const err = r.stderr ?? '';
  const from = err.indexOf('#include <...> search starts here:');
  const to = err.indexOf('End of search list.');
  if (from < 0 || to < from) return [];
  return err
    .slice(from, to)
    .split('\n')
    .slice(1)
    .map((l) => l.trim().replace(/ \(framework directory\)$/, ''))
    .filter((l) => l !== '');
}

const m32Fixups = new Map<string, string[]>();

/**
 * Flags that let -m32 find the host's C library headers. On multiarch systems without a 32-bit libc
 * package, `-m32` drops the 64-bit header folder (e.g. /usr/include/x86_64-linux-gnu, with bits/ and
 * gnu/) from the search path; glibc's headers there serve both word sizes, so they are added back
 * after the standard folders. The one 32-bit-only header, gnu/stubs-32.h, is in our include folder.
 */
function m32Flags(pp: PreprocessorCommand): string[] {
  const key = `${pp.command} ${pp.args.join(' ')}`;
  let flags = m32Fixups.get(key);
  if (flags === undefined) {
    const native = searchDirs(pp, []);
    const narrow = new Set(searchDirs(pp, ['-m32']));
    flags = ['-m32'];
    for (const dir of native) if (!narrow.has(dir)) flags.push('-idirafter', dir);
    m32Fixups.set(key, flags);
  }
  return flags;
}

/** All preprocessor arguments for `file` except the file itself. */
export function preprocessorFlags(file: string, options: FrontendOptions, pp: PreprocessorCommand): string[] {
  const flags = [...pp.args, '-I', assetPath('include')];
  for (const dir of options.includeDirs) flags.push('-I', dir);
  // gcc's GNU dialect predefines `linux`, `unix` and `i386`, which breaks programs that use them
  // as names; -std=c11 would also hide POSIX declarations, so undefine just these (the user's -D
  // options come after and win).
  flags.push('-Ulinux', '-Uunix', '-Ui386');
  for (const d of options.defines) flags.push(`-D${d}`);
  flags.push('-D__PROOFGATE__');
  // glibc's ctype.h then declares isdigit & co. as functions (the C library models) instead of
  // macros reading the locale's table through __ctype_b_loc(), which no model knows
  flags.push('-D__NO_CTYPE');
  if (options.dataModel.name === 'ILP32') flags.push(...m32Flags(pp));
  if (options.compileCommands !== undefined) {
    flags.push(...(compileFlagsFor(options.compileCommands, path.resolve(file)) ?? []));
  }
  flags.push('-x', 'c');
  return flags;
}

const DIAGNOSTIC_LINE = /^(.+?):(\d+):(?:(\d+):)? (fatal error|error|warning|note): (.*)$/;
const UNLOCATED_LINE = /^(.+?): (fatal error|error|warning): (.*)$/;

function severityOf(kind: string): Severity {
  return kind === 'warning' ? 'warning' : kind === 'note' ? 'note' : 'error';
}

/**
 * Diagnostics from the preprocessor's stderr (`file:line:col: error: message`). Messages without a
 * line (`<command-line>: error: ...`, `cc1: fatal error: ...`) are placed at line 1 of `file`.
 */
export function parsePreprocessorMessages(stderr: string, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const raw of stderr.split(/\r?\n/)) {
    const m = DIAGNOSTIC_LINE.exec(raw);
    if (m) {
      const loc = { file: m[1], line: Number(m[2]), col: m[3] === undefined ? 1 : Number(m[3]) };
      out.push({ severity: severityOf(m[4]), loc, message: m[5] });
      continue;
    }
    const u = UNLOCATED_LINE.exec(raw);
    if (u) {
      const origin = u[1] === file ? '' : `${u[1]}: `;
      out.push({ severity: severityOf(u[2]), loc: { file, line: 1, col: 1 }, message: origin + u[3] });
    }
  }
  return out;
}

/**
 * Preprocesses `file` (named as the user named it, so line markers use that name). Throws
 * InputError on preprocessor errors, a failure to start, or the time limit.
 */
export function preprocess(
  file: string,
  options: FrontendOptions,
  pp: PreprocessorCommand,
): PreprocessResult {
  // A file name starting with '-' would be read as an option.
  const operand = file.startsWith('-') ? `.${path.sep}${file}` : file;
  const args = [...preprocessorFlags(file, options, pp), operand];
  const r = spawnSync(pp.command, args, { encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: MAX_OUTPUT });
  const at = { file, line: 1, col: 1 };
  if (r.error) {
    const timedOut = (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    const message = timedOut
      ? `preprocessor '${path.basename(pp.command)}' did not finish within ${TIMEOUT_MS / 1000} s`
      : `cannot run preprocessor '${pp.command}': ${r.error.message}`;
    throw new InputError([{ severity: 'error', loc: at, message }]);
  }
  const messages = parsePreprocessorMessages(r.stderr ?? '', file);
  if (r.status !== 0 || messages.some((d) => d.severity === 'error')) {
    const errors = messages.filter((d) => d.severity !== 'warning');
    if (!errors.some((d) => d.severity === 'error')) {
      const first = (r.stderr ?? '').trim().split('\n')[0] ?? '';
      const why = r.signal ? `killed by ${r.signal}` : `exit status ${r.status}`;
      errors.unshift({
        severity: 'error',
        loc: at,
        message: `preprocessing failed (${why})${first ? `: ${first}` : ''}`,
      });
    }
    throw new InputError(errors);
  }
  return { text: r.stdout ?? '', warnings: messages.filter((d) => d.severity === 'warning') };
}
