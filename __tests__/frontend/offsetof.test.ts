// offsetof (src/frontend/offsetofBuiltin.ts, sema/access.ts): <stddef.h>'s `__builtin_offsetof`
// read as C's offsetof, in place; the offsets those of gcc's layout in both data models (through
// anonymous members, after padding); a nested member designator reported by name; a bit-field an
// error, as for gcc.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NESTED_OFFSETOF_CALL, rewriteOffsetof } from '../../src/frontend/offsetofBuiltin';
import { ILP32 } from '../../src/frontend/dataModel';
import { loadSnippets } from '../helpers/loadSnippet';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const PROGRAM = `#include <stddef.h>
#include <assert.h>
struct node { int value; struct node *next; };
struct rec {
  char tag;
  union { short s; long long ll; };
  struct { char a; int b; };
  struct node link;
  char tail[3];
};
#define container_of(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))
int main(void) {
  struct rec r;
  struct node *l = &r.link;
  assert(container_of(l, struct rec, link) == &r);
  assert(offsetof(struct rec, tag) == 0);
  assert(offsetof(struct rec, ll) == OFF_LL && offsetof(struct rec, s) == OFF_LL);
  assert(offsetof(struct rec, b) == OFF_B);
  assert(offsetof(struct rec, tail) == OFF_TAIL);
  static char buf[offsetof(struct node, next)];
  assert(sizeof buf == sizeof(struct node) - sizeof(struct node *));
  return 0;
}
`;

/** The offsets gcc's layout gives: LP64 (long long aligned to 8), ILP32 (to 4). */
const OFFSETS = {
  LP64: { OFF_LL: 8, OFF_B: 20, OFF_TAIL: 40 },
  ILP32: { OFF_LL: 4, OFF_B: 16, OFF_TAIL: 28 },
};

const withOffsets = (o: Record<string, number>): string =>
  Object.entries(o)
    .map(([k, v]) => `#define ${k} ${v}\n`)
    .join('') + PROGRAM;

describe('offsetof', () => {
  it('is read in place, the same length, and a nested designator becomes the reported stand-in', () => {
    const text = 'x = __builtin_offsetof (struct s, f) + __builtin_offsetof(T,\n g.h);';
    const out = rewriteOffsetof(text);
    expect(out.length).toBe(text.length);
    expect(out.split('\n').length).toBe(2);
    expect(out).toBe(`x = offsetof(           struct s, f) + (${NESTED_OFFSETOF_CALL}())       \n;`);
    expect(rewriteOffsetof('int offsetof_like;')).toBe('int offsetof_like;');
  });

  it('gives the offsets of gcc’s layout in LP64 and ILP32: SAFE, and gcc agrees', async () => {
    for (const [name, model] of [
      ['LP64', undefined],
      ['ILP32', ILP32],
    ] as const) {
      const source = withOffsets(OFFSETS[name]);
      const prog = tempProgram('proofgate-offsetof-', source);
      const r = await verifyFile(prog.file, { timeoutSeconds: 30 }, model);
      expect(r.stats.unsupported).toEqual([]);
      expect(r.properties.map((p) => p.verdict)).toEqual(Array(6).fill('safe'));
      if (name === 'LP64') {
        const exe = path.join(path.dirname(prog.file), 'native');
        const built = spawnSync('gcc', [prog.file, '-o', exe], { encoding: 'utf8' });
        if (!built.error) {
          expect(built.status, built.stderr).toBe(0);
          expect(spawnSync(exe).status).toBe(0);
        }
      }
      fs.rmSync(path.dirname(prog.file), { recursive: true, force: true });
    }
  });

  it('reports a nested member designator by name, and a bit-field is an error', async () => {
    const nested = await loadSnippets(
      `#include <stddef.h>
      struct in { int a[4]; }; struct out { char c; struct in i; };
      int main(void) { return (int)offsetof(struct out, i.a[2]); }`,
      'LP64',
    );
    expect(nested.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(nested.diagnostics.filter((d) => d.severity === 'unsupported').map((d) => d.feature)).toEqual([
      'offsetof with a nested member designator',
    ]);
    const bits = await loadSnippets(
      `#include <stddef.h>
      struct b { int x : 3; int y; };
      int main(void) { return (int)offsetof(struct b, x); }`,
      'LP64',
    );
    expect(bits.diagnostics.some((d) => d.severity === 'error' && /bit-field/.test(d.message))).toBe(true);
  });
});
