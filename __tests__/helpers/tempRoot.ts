// Vitest global setup: every temporary folder of a test run (the tests' programs, reproducers
// compiled by gcc, stores) goes under one folder of the system's temporary directory, removed when
// the run ends, so that runs leave nothing behind. TMPDIR is set before the test workers start, so
// os.tmpdir() in them, and gcc and the CLI they spawn, all see it.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-tests-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(root, { recursive: true, force: true });
  };
}
