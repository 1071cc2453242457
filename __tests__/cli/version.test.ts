// src/version.ts and the exit codes are public: the version must equal package.json's, and the
// exit codes keep the numbers documented in README.md.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exitCodes';
import { VERSION } from '../../src/version';

const root = path.resolve(__dirname, '../..');

describe('public constants', () => {
  it('VERSION equals package.json version', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });

  it('exit codes are frozen', () => {
    expect(ExitCode).toEqual({ ok: 0, unsafe: 1, unknown: 2, inputError: 3, internalError: 70 });
  });
});
