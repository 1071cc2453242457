// Harnesses over pointers: a library function with struct and pointer parameters as the entry
// (`--entry`). Each pointer parameter points to a fresh object whose contents are inputs (a record
// pointer to one record, a buffer to `--object-size` elements), built the same way by the BMC
// encoding and by the interpreter, so a proof covers every such object and a violation replays.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { entryObjectType } from '../../src/ir/entryObjects';
import { LP64 } from '../../src/frontend/dataModel';
import type { VerifyReport } from '../../src/pipeline/results';

const RING = `#include <assert.h>
extern void __VERIFIER_assume(int);
struct ring { unsigned char buf[4]; unsigned head; unsigned count; };

int ring_push(struct ring *r, const unsigned char *src, unsigned n) {
  __VERIFIER_assume(r->head < 4 && r->count <= 4 && n <= 4);
  unsigned pushed = 0;
  for (unsigned i = 0; i < n; i++) {
    if (r->count == 4) break;
    r->buf[(r->head + r->count) % 4] = src[i];
    r->count++;
    pushed++;
  }
  assert(r->count <= 4);
  assert(pushed <= n);
  assert(pushed == 0 || r->buf[(r->head + r->count - 1) % 4] == src[pushed - 1]);
  return (int)pushed;
}
`;

async function verify(text: string, entry: string, objectElements?: number): Promise<VerifyReport> {
  const { file } = tempProgram('proofgate-entry-objects-', text);
  return verifyFile(file, { timeoutSeconds: 60, entry, ...(objectElements ? { objectElements } : {}) });
}

describe('entry objects', () => {
  it('gives a record pointer one record, a buffer the object size, main nothing', async () => {
    const r =
      await loadSnippets(`struct s { int a; }; void f(struct s *p, const char *q, void *v, int (*g)(int)) {}
      int main(int argc, char **argv) { return 0; }`);
    if (!r.program) throw new Error('no program');
    const cfa = buildProgramCfa(r.program);
    const [p, q, v, g] = cfa.functions.get('f')?.params ?? [];
    expect(entryObjectType('f', p, LP64)).toMatchObject({ kind: 'array', length: 1, of: { kind: 'record' } });
    expect(entryObjectType('f', q, LP64, 5)).toMatchObject({ kind: 'array', length: 5, of: { ik: 'char' } });
    expect(entryObjectType('f', v, LP64)).toMatchObject({ kind: 'array', length: 8, of: { ik: 'uchar' } });
    expect(entryObjectType('f', g, LP64)).toBeUndefined();
    const argv = cfa.functions.get('main')?.params[1];
    if (argv) expect(entryObjectType('main', argv, LP64)).toBeUndefined();
  });

  it('proves a harness with struct and pointer parameters', async () => {
    const report = await verify(RING, 'ring_push');
    expect(report.properties.map((p) => p.verdict)).toEqual(['safe', 'safe', 'safe']);
  });

  it('finds a violation through the objects, and the interpreter replays it', async () => {
    // the last byte pushed is checked at the wrong slot when the ring wraps
    const buggy = RING.replace(
      'r->buf[(r->head + r->count - 1) % 4]',
      'r->buf[r->head + r->count - 1 < 4 ? r->head + r->count - 1 : 0]',
    );
    const report = await verify(buggy, 'ring_push');
    expect(report.properties.map((p) => p.verdict)).toEqual(['safe', 'safe', 'unsafe']);
    expect(report.properties[2].trace?.length).toBeGreaterThan(0);
  });

  it('honours --object-size: a read past the buffer is beyond a smaller object', async () => {
    const text = `#include <assert.h>
extern void __VERIFIER_assume(int);
int sum(const int *a, unsigned n) {
  __VERIFIER_assume(n <= 3);
  int s = 0;
  for (unsigned i = 0; i < n; i++) { __VERIFIER_assume(a[i] >= 0 && a[i] <= 10); s += a[i]; }
  assert(s <= 30);
  return s;
}
`;
    expect((await verify(text, 'sum')).properties.map((p) => p.verdict)).toEqual(['safe']);
    // two elements: a[2] is outside the object, undefined behaviour, so nothing is proved
    expect((await verify(text, 'sum', 2)).properties.map((p) => p.verdict)).not.toEqual(['unsafe']);
  });
});
