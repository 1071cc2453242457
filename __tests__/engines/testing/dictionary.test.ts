// The comparison dictionary of random testing: the constants a program's branches compare with,
// and the bug behind two specific bytes that runs drawing from it reach.

import { describe, expect, it } from 'vitest';
import { cfaOf } from '../../ir/cfaHelpers';
import { comparisonDictionary } from '../../../src/engines/testing/dictionary';
import { randomTesting } from '../../../src/engines/testing/randomTesting';

const PARSER = `extern unsigned char __VERIFIER_nondet_uchar(void); extern void reach_error(void);
static int digit(char c) { return c >= '0' && c <= '9'; }
int main(void) {
  char a = (char)__VERIFIER_nondet_uchar(), b = (char)__VERIFIER_nondet_uchar();
  if (a == '[' && digit(b)) { if (b == '7') reach_error(); }
  return 0;
}
`;

describe('comparisonDictionary', () => {
  it('holds the constants of branch conditions and their neighbours', async () => {
    const dict = comparisonDictionary(await cfaOf(PARSER, 'LP64'));
    for (const c of ['[', '0', '9', '7']) expect(dict).toContain(BigInt(c.charCodeAt(0)));
    expect(dict).toContain(BigInt('['.charCodeAt(0) + 1));
    expect(dict).toContain(BigInt('0'.charCodeAt(0) - 1));
  });
});

describe('random testing with the dictionary', () => {
  it('reaches a bug behind two specific bytes within a fixed number of runs', async () => {
    const cfa = await cfaOf(PARSER, 'LP64');
    const found = randomTesting(cfa, { entry: 'main', deadline: Date.now() + 60_000, maxRuns: 5000 });
    expect([...found.found.keys()]).toEqual(['main#1']);
    // without it, 5000 runs have about a 1 in 13 chance (1 in 65,536 per run)
    const blind = randomTesting(cfa, {
      entry: 'main',
      deadline: Date.now() + 60_000,
      maxRuns: 5000,
      dictionary: [],
    });
    expect(blind.found.size).toBe(0);
  });
});
