// Verdicts on programs that call C library functions: a modelled function computes what glibc
// computes (no alarm from a made-up result; a real violation is UNSAFE and its reproducer, linked
// with the real C library, fails), and a violation that needs a result of a function without body
// or model is not confirmed: UNKNOWN, naming the function. Skipped parts need gcc.

import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { cfaOfFiles, counterexampleOf, gccRun, hasGcc, tempDir } from '../certify/helpers';
import { reproducer } from '../../src/certify/reproducer';

const verdicts = (r: Awaited<ReturnType<typeof verifyFile>>): Record<string, string> =>
  Object.fromEntries(r.properties.map((p) => [p.id, p.verdict]));

describe('verdicts through C library functions', () => {
  it('does not report strlen("ab") == 2 as violated', async () => {
    const { file } = tempProgram(
      'libc-strlen-',
      '#include <assert.h>\n#include <string.h>\nint main(void) { assert(strlen("ab") == 2); return 0; }\n',
    );
    const r = await verifyFile(file, { engine: 'bmc', timeoutSeconds: 30 });
    expect(r.properties[0].verdict).toBe('safe');
    expect(r.stats.externalFunctions).toEqual([]);
  });

  it('leaves a violation that needs a result of a function without body UNKNOWN, naming it', async () => {
    const { file } = tempProgram(
      'libc-ext-',
      '#include <assert.h>\nint ext(void);\nint main(void) { int r = ext(); assert(r != 7); return 0; }\n',
    );
    for (const engine of ['auto', 'bmc'] as const) {
      const r = await verifyFile(file, { engine, timeoutSeconds: 20 });
      expect(r.properties[0]).toMatchObject({
        verdict: 'unknown',
        reason: 'depends on the unknown function ext',
      });
    }
  });
});

const VIOLATION = `#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char buf[8];
  const char *s = "hello";
  memset(buf, 0, sizeof buf);
  memcpy(buf, s, strlen(s));
  int k = __VERIFIER_nondet_int();
  if (k >= 0 && k < 5) {
    buf[k] = 'x';
    assert(strcmp(buf, "hellx") != 0);
  }
  return 0;
}
`;

describe.skipIf(!hasGcc())('real violations through modelled functions', () => {
  it('is UNSAFE, and the reproducer (real C library) fails under gcc', async () => {
    const { file } = tempProgram('libc-unsafe-', VIOLATION);
    const r = await verifyFile(file, { engine: 'auto', timeoutSeconds: 30 });
    expect(verdicts(r)).toEqual({ 'main#1': 'unsafe' });
    const p = await cfaOfFiles([file]);
    const cex = counterexampleOf(p, { values: [4n] });
    const repro = reproducer(p, cex);
    expect(repro.complete).toBe(true);
    expect(repro.notes).toEqual([]);
    // No stub of a modelled function: only the header comment (lines starting ' *') names them.
    for (const f of ['strlen', 'strcmp', 'memcpy', 'memset'])
      expect(repro.text).not.toMatch(new RegExp(`^[^*\\n]*\\b${f}\\(`, 'm'));
    const dir = path.dirname(file);
    fs.writeFileSync(path.join(dir, 'repro.c'), repro.text);
    const out = gccRun(dir, [file, path.join(dir, 'repro.c')], ['-fno-builtin', '-w']);
    expect(out.signal).toBe('SIGABRT');
    expect(out.stderr).toMatch(/Assertion .*strcmp.* failed/);
  });

  it("proves glibc's values with BMC and finds any other value", async () => {
    // One program per call: BMC handles each in seconds (all behind one nondet choice, it does not).
    const calls = ['strcmp("ab\\xff", "abc")', '(memmove(m + 2, m, 4), m[5])'];
    const dir = tempDir('libc-bmc');
    const decls = '#include <string.h>\n';
    const locals = 'char m[8] = "0123456";';
    for (const [i, c] of calls.entries()) {
      const f = path.join(dir, `v${i}.c`);
      fs.writeFileSync(
        f,
        `${decls}#include <stdio.h>\nint main(void) { ${locals} printf("%d\\n", ${c}); return 0; }\n`,
      );
      const value = gccRun(dir, [f], ['-fno-builtin', '-w']).stdout.trim();
      for (const [op, verdict] of [
        ['==', 'safe'],
        ['!=', 'unsafe'],
      ]) {
        const { file } = tempProgram(
          'libc-bmc-',
          `#include <assert.h>\n${decls}int main(void) { ${locals} assert((${c}) ${op} ${value}); return 0; }\n`,
        );
        const r = await verifyFile(file, { engine: 'bmc', timeoutSeconds: 60 });
        expect({ c, op, verdict: r.properties[0].verdict }).toEqual({ c, op, verdict });
      }
    }
  }, 240_000);
});
