// Reads a compile_commands.json (the JSON compilation database of CMake, Bear, Meson...) and picks
// the preprocessor-relevant flags (-I, -isystem, -iquote, -D, -U, -std=, -include) of the entry for
// one source file, with paths resolved against the entry's directory.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse as parseShell } from 'shell-quote';
import { InputError } from './diagnostics';

export interface CompileCommand {
  /** Absolute working directory of the compilation. */
  readonly directory: string;
  /** Absolute path of the source file. */
  readonly file: string;
  /** The command line, compiler first. */
  readonly arguments: readonly string[];
}

interface CacheEntry {
  mtimeMs: number;
  size: number;
  commands: readonly CompileCommand[];
}

const cache = new Map<string, CacheEntry>();

function fail(file: string, line: number, col: number, message: string): never {
  throw new InputError([{ severity: 'error', loc: { file, line, col }, message }]);
}

/** 1-based line and column of a character offset. */
function lineColAt(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const nl = before.lastIndexOf('\n');
  return { line: before.split('\n').length, col: offset - nl };
}

/** Where JSON.parse failed: V8 says `at position N` (and newer versions `line L column C`). */
function jsonErrorLocation(text: string, message: string): { line: number; col: number } {
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), col: Number(lc[2]) };
  const pos = /at position (\d+)/.exec(message);
  if (pos) return lineColAt(text, Number(pos[1]));
  if (/end of (JSON|data)/i.test(message)) return lineColAt(text, text.length);
  return { line: 1, col: 1 };
}

/** Splits a `command` string with shell quoting; `$VAR` is kept literally, operators are dropped. */
function splitCommand(command: string): string[] {
  const words: string[] = [];
  for (const entry of parseShell(command, (key) => `$${key}`)) {
    if (typeof entry === 'string') words.push(entry);
    else if ('pattern' in entry) words.push(entry.pattern);
  }
  return words;
}

/** Parses and validates a compilation database; cached while the file is unchanged. */
export function loadCompileCommands(ccPath: string): readonly CompileCommand[] {
  let stat: fs.Stats;
  let text: string;
  try {
    stat = fs.statSync(ccPath);
    text = fs.readFileSync(ccPath, 'utf8');
  } catch (e) {
    return fail(ccPath, 1, 1, `cannot read compilation database: ${(e as Error).message}`);
  }
  const hit = cache.get(ccPath);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.commands;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    const { line, col } = jsonErrorLocation(text, msg);
    return fail(ccPath, line, col, `invalid JSON in compilation database: ${msg}`);
  }
  if (!Array.isArray(data)) return fail(ccPath, 1, 1, 'compilation database must be a JSON array');
  const base = path.dirname(path.resolve(ccPath));
  const commands = data.map((raw: unknown, i): CompileCommand => {
    const e = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const where = `compilation database entry ${i}`;
    if (typeof e.file !== 'string') fail(ccPath, 1, 1, `${where} has no "file" string`);
    if (typeof e.directory !== 'string') fail(ccPath, 1, 1, `${where} has no "directory" string`);
    let args: string[];
    if (Array.isArray(e.arguments) && e.arguments.every((a) => typeof a === 'string')) {
      args = e.arguments as string[];
    } else if (typeof e.command === 'string') {
      args = splitCommand(e.command);
    } else {
      return fail(ccPath, 1, 1, `${where} has neither "arguments" (strings) nor "command"`);
    }
    const directory = path.resolve(base, e.directory as string);
    return { directory, file: path.resolve(directory, e.file as string), arguments: args };
  });
  cache.set(ccPath, { mtimeMs: stat.mtimeMs, size: stat.size, commands });
  return commands;
}

/** Options with a path operand, separate (`-I dir`) or joined (`-Idir`). */
const PATH_OPTIONS = ['-I', '-isystem', '-iquote', '-idirafter'];

/** The preprocessor flags of one command line, paths made absolute against `directory`. */
export function extractFlags(args: readonly string[], directory: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < args.length; i++) {
    const a = args[i];
    const pathOpt = PATH_OPTIONS.find((o) => a.startsWith(o));
    if (pathOpt !== undefined) {
      const value = a === pathOpt ? args[++i] : a.slice(pathOpt.length);
      if (value === undefined) continue;
      const abs = path.resolve(directory, value);
      if (pathOpt === '-I') out.push(`-I${abs}`);
      else out.push(pathOpt, abs);
    } else if (a === '-D' || a === '-U') {
      const value = args[++i];
      if (value !== undefined) out.push(`${a}${value}`);
    } else if (a.startsWith('-D') || a.startsWith('-U') || a.startsWith('-std=')) {
      out.push(a);
    } else if (a === '-include') {
      const value = args[++i];
      if (value !== undefined) out.push('-include', path.resolve(directory, value));
    }
  }
  return out;
}

function realpathOr(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

/**
 * Flags for `sourcePath` from the database at `ccPath`, or undefined when no entry names that file.
 * Throws InputError when the database cannot be read or is malformed.
 */
export function compileFlagsFor(ccPath: string, sourcePath: string): string[] | undefined {
  const commands = loadCompileCommands(ccPath);
  const target = path.resolve(sourcePath);
  let entry = commands.find((c) => c.file === target);
  if (entry === undefined) {
    const real = realpathOr(target);
    entry = commands.find((c) => realpathOr(c.file) === real);
  }
  return entry === undefined ? undefined : extractFlags(entry.arguments, entry.directory);
}
