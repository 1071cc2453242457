// Differential test of the lowering: C programs under __tests__/ir/semantics are compiled with gcc
// and run, and their CFAs are run by a concrete interpreter; main's results must agree. Skipped
// when gcc is not installed.

import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cfaOf } from './cfaHelpers';
import { CfaInterpreter } from './cfaInterp';

const DIR = path.join(__dirname, 'semantics');
const NONDET = [4n, -7n, 3n, 100n];

function hasGcc(): boolean {
  try {
    execFileSync('gcc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const DRIVER = `#include <stdio.h>
int pg_main(void);
static const int seq[] = { ${NONDET.join(', ')} };
static int k;
int __VERIFIER_nondet_int(void) { return seq[k++ % ${NONDET.length}]; }
void __VERIFIER_assume(int c) { if (!c) { printf("blocked\\n"); _Exit(0); } }
int main(void) { printf("%d\\n", pg_main()); return 0; }
`;

function runWithGcc(file: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-sem-'));
  const driver = path.join(dir, 'driver.c');
  fs.writeFileSync(driver, DRIVER);
  const exe = path.join(dir, 'a.out');
  const obj = path.join(dir, 'prog.o');
  execFileSync('gcc', ['-std=gnu11', '-w', '-O0', '-fwrapv', '-Dmain=pg_main', '-c', file, '-o', obj]);
  execFileSync('gcc', [obj, driver, '-o', exe]);
  return execFileSync(exe, { encoding: 'utf8' }).trim();
}

describe.skipIf(!hasGcc())('lowered CFAs compute what gcc computes', () => {
  for (const name of fs.readdirSync(DIR).filter((f) => f.endsWith('.c'))) {
    it(name, async () => {
      const file = path.join(DIR, name);
      const expected = runWithGcc(file);
      const p = await cfaOf(fs.readFileSync(file, 'utf8'), 'LP64');
      const r = new CfaInterpreter(p, NONDET).run();
      const got = r.kind === 'return' ? String(BigInt.asIntN(32, r.value)) : r.kind;
      expect(got).toBe(expected);
    });
  }
});
