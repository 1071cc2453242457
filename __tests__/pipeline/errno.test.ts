// errno and the strtol family: errno is one int the model of `__errno_location` keeps; strtol,
// strtoul, atoi and their kin compute what glibc computes and set ERANGE/EINVAL as it does; a call
// to a function without a body may leave anything in errno, so a claim about errno after it is
// never proved. Values are checked against glibc in __tests__/frontend/libcModels.test.ts.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { ILP32 } from '../../src/frontend/dataModel';

const PARSE = `#include <errno.h>
#include <stdlib.h>
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);
int main(void) {
  char b[4];
  for (int i = 0; i < 3; i++) b[i] = __VERIFIER_nondet_char();
  b[3] = 0;
  char *end;
  errno = 0;
  long v = strtol(b, &end, 10);
  if (v > 999 || v < -99) reach_error();
  if (end == b && v != 0) reach_error();
  if (atoi(b) != v) reach_error();
  if (errno != 0) reach_error();
  if (CHECK) reach_error();
  return 0;
}
`;

const verdicts = (r: Awaited<ReturnType<typeof verifyFile>>): string[] => r.properties.map((p) => p.verdict);

describe('errno and strtol', () => {
  it.each([
    ['LP64', undefined],
    ['ILP32', ILP32],
  ] as const)(
    'proves what strtol and atoi give on three digits, and that errno stays 0 (%s)',
    async (_name, model) => {
      const { file } = tempProgram('pg-errno-', PARSE.replace('CHECK', 'end > b + 3'));
      const r = await verifyFile(file, { timeoutSeconds: 40 }, model);
      expect(verdicts(r)).toEqual(['safe', 'safe', 'safe', 'safe', 'safe']);
    },
    120_000,
  );

  it('finds the input that parses to 42 with one byte left; the reproducer fails under gcc', async () => {
    const { file } = tempProgram('pg-errno-', PARSE.replace('CHECK', 'v == 42 && end == b + 2'));
    const r = await verifyFile(file, { timeoutSeconds: 40 });
    expect(verdicts(r)).toEqual(['safe', 'safe', 'safe', 'safe', 'unsafe']);
  }, 120_000);

  it('sets ERANGE on overflow, as glibc does', async () => {
    const src = `#include <errno.h>
#include <stdlib.h>
extern void reach_error(void);
int main(void) {
  char b[24] = "-99999999999999999999";
  errno = 0;
  long v = strtol(b, 0, 10);
  if (errno != ERANGE) reach_error();
  if (v != -__LONG_MAX__ - 1) reach_error();
  return 0;
}
`;
    const { file } = tempProgram('pg-errno-', src);
    const r = await verifyFile(file, { timeoutSeconds: 40 });
    expect(verdicts(r)).toEqual(['safe', 'safe']);
  }, 120_000);

  it('never proves errno unchanged across a function without a body', async () => {
    const src = `#include <errno.h>
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  errno = 0;
  FILE *f = fopen("/nonexistent/proofgate", "r");
  if (f) fclose(f);
  if (errno != 0) reach_error();
  return 0;
}
`;
    const { file } = tempProgram('pg-errno-', src);
    const r = await verifyFile(file, { timeoutSeconds: 20 });
    expect(verdicts(r)).not.toContain('safe');
  }, 60_000);
});
