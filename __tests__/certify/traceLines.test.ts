// The lines of a counterexample's steps: a function that runs off its end returns at its closing
// brace (not at its first line), and a `return` statement's step is on the return's own line.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BufferIo } from '../../src/cli/io';
import { run } from '../../src/cli/program';
import type { VerifyReport } from '../../src/pipeline/results';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-lines-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const PROGRAM = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int g;
void bump(int v)
{
  if (v > 2)
    g = v;
}
int twice(int v)
{
  int r = v * 2;
  return r;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  bump(x);
  int y = twice(x);
  if (g > 2 && y > 6) reach_error();
  return 0;
}
`;

describe('trace lines', () => {
  it('put a return at the return statement, and running off the end at the closing brace', async () => {
    const file = path.join(tmp, 'r.c');
    fs.writeFileSync(file, PROGRAM);
    const io = new BufferIo();
    await run(['verify', file, '--format', 'json', '--timeout', '30'], io);
    const trace = (JSON.parse(io.stdout) as VerifyReport).properties[0]?.trace ?? [];
    const at = (fn: string, text: string): number | undefined =>
      trace.find((s) => s.function === fn && s.text === text)?.line;
    expect(at('bump', '}')).toBe(8);
    expect(at('twice', 'return r;')).toBe(12);
  });
});
