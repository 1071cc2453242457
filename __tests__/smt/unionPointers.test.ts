// A pointer kept in a union member that other paths write as a character, copied with its struct
// by value and dereferenced (the shape of a compiled regular expression's character classes):
// BMC reads through it by cases over the object the pointer's provenance names (valueSets.ts),
// not over all memory. SAFE by BMC alone; a violation through it replays.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const PROGRAM = (check: string): string => `#include <assert.h>
extern char __VERIFIER_nondet_char(void);
struct tok { unsigned char type; union { char ch; char *cls; } u; };
static struct tok toks[3];
static char classes[8];
static int matches(struct tok t, char c) {
  if (t.type == 2) {
    for (char *s = t.u.cls; *s; s++)
      if (*s == c) return 1;
    return 0;
  }
  return t.u.ch == c;
}
int main(void) {
  int n = 0;
  for (int i = 0; i < 3; i++) {
    char c = __VERIFIER_nondet_char();
    if (c == '[') {
      toks[i].type = 2;
      classes[n] = 'a';
      classes[n + 1] = 'b';
      classes[n + 2] = 0;
      toks[i].u.cls = &classes[n];
      n += 3;
    } else {
      toks[i].type = 1;
      toks[i].u.ch = c;
    }
  }
  char c = __VERIFIER_nondet_char();
  for (int i = 0; i < 3; i++)
    if (toks[i].type == 2 && matches(toks[i], c)) assert(${check});
  return 0;
}
`;

describe('pointers in unions copied by value', () => {
  it('are dereferenced by cases over their object: SAFE by BMC', async () => {
    const prog = tempProgram('proofgate-unionptr-', PROGRAM("c == 'a' || c == 'b'"));
    const r = await verifyFile(prog.file, { timeoutSeconds: 60, engine: 'bmc' });
    expect(r.stats.unsupported).toEqual([]);
    expect(r.properties.map((p) => [p.verdict, p.engine])).toEqual([['safe', 'bmc']]);
  });

  it('a violation through one is found by BMC and replays', async () => {
    const prog = tempProgram('proofgate-unionptr-', PROGRAM("c != 'b'"));
    const r = await verifyFile(prog.file, { timeoutSeconds: 60, engine: 'bmc' });
    expect(r.properties.map((p) => p.verdict)).toEqual(['unsafe']);
    expect(r.properties[0].trace?.some((s) => s.assignments.c === '98')).toBe(true);
  });
});
