// Counterexample inputs shrunk toward zero through the whole pipeline (certify/minimise.ts): each
// kept value still reaches the same violation under replay; a value that would take another path
// stays; sparse conditions give their smallest value; undefined-behaviour findings are shrunk too.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';
import type { VerifyReport } from '../../src/pipeline/results';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-min-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The values of the first violation's trace, by variable. */
async function values(name: string, body: string): Promise<Record<string, string>> {
  const file = path.join(tmp, `${name}.c`);
  fs.writeFileSync(
    file,
    `extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\nint main(void) {\n${body}\n  return 0;\n}\n`,
  );
  const io = new BufferIo();
  await run(['verify', file, '--format', 'json', '--timeout', '30'], io);
  const report = JSON.parse(io.stdout) as VerifyReport;
  const p = report.properties.find((q) => q.verdict === 'unsafe');
  expect(p?.verdict).toBe('unsafe');
  return Object.assign({}, ...(p?.trace ?? []).map((s) => s.assignments)) as Record<string, string>;
}

describe('minimised counterexamples', () => {
  it('shrink a bound to its edge, keeping the sign', async () => {
    expect(
      (await values('above', '  int x = __VERIFIER_nondet_int();\n  if (x > 1000) reach_error();'))['x'],
    ).toBe('1001');
    expect(
      (await values('below', '  int x = __VERIFIER_nondet_int();\n  if (x < -50) reach_error();'))['x'],
    ).toBe('-51');
  });

  it('shrink several inputs in turn', async () => {
    const v = await values(
      'two',
      '  int a = __VERIFIER_nondet_int();\n  int b = __VERIFIER_nondet_int();\n  if (a > 10 && b > a) reach_error();',
    );
    expect([v['a'], v['b']]).toEqual(['11', '12']);
  });

  it('keep a value that zero would send elsewhere', async () => {
    const v = await values(
      'zero',
      '  int x = __VERIFIER_nondet_int();\n  if (x == 0) return 1;\n  if (x > 5) reach_error();',
    );
    expect(v['x']).toBe('6');
  });

  it('find the smallest value of a sparse condition (every 7th value above 1000)', async () => {
    const v = await values(
      'sparse',
      '  int x = __VERIFIER_nondet_int();\n  if (x > 1000 && x % 7 == 3) reach_error();',
    );
    expect(v['x']).toBe('1004');
  });

  it('shrink the inputs of an undefined-behaviour finding, which still ends in the same overflow', async () => {
    const v = await values(
      'overflow',
      '  int x = __VERIFIER_nondet_int();\n  int y = 0;\n  if (x > 100) y = x * 3000000;\n  if (y < 0) reach_error();',
    );
    expect(v['x']).toBe('716'); // the smallest x above 100 whose product overflows
  });
});
