// _Generic (src/frontend/sema/generic.ts): the association of the controlling expression's type
// after lvalue conversion, or default; the controlling expression is not evaluated; the result
// keeps its lvalue-ness. gcc agrees on the program; associations told apart only by qualifiers
// are reported, and no matching association is an error.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

const PROGRAM = `#include <assert.h>
#define kind(x) _Generic((x), int: 1, long: 2, char *: 3, unsigned char: 4, default: 0)
int main(void) {
  int i = 0; long l = 0; char buf[4] = "ab"; short h = 0; unsigned char u = 1;
  assert(kind(i) == 1 && kind(l) == 2 && kind(buf) == 3 && kind(h) == 0 && kind(u) == 4);
  assert(kind(h + h) == 1 && kind(u + 0L) == 2 && kind(i++) == 1 && i == 0);
  int a = 0, b = 0;
  int *pa = &_Generic(l, long: a, default: b);
  *pa = 5;
  assert(a == 5 && b == 0);
  return 0;
}
`;

describe('_Generic', () => {
  it('selects by the controlling type without evaluating it: SAFE, as gcc runs it', async () => {
    const prog = tempProgram('proofgate-generic-', PROGRAM);
    const r = await verifyFile(prog.file, { timeoutSeconds: 30 });
    expect(r.stats.unsupported).toEqual([]);
    expect(r.properties.map((p) => p.verdict)).toEqual(['safe', 'safe', 'safe']);
    const exe = path.join(path.dirname(prog.file), 'native');
    const built = spawnSync('gcc', ['-std=c11', prog.file, '-o', exe], { encoding: 'utf8' });
    if (!built.error) {
      expect(built.status, built.stderr).toBe(0);
      expect(spawnSync(exe).status).toBe(0);
    }
  });

  it('reports associations told apart only by qualifiers, and a missing association is an error', async () => {
    const q = await loadSnippets(
      'int main(void) { char *p = 0; return _Generic(p, char *: 1, const char *: 2); }',
      'LP64',
    );
    expect(q.diagnostics.filter((d) => d.severity === 'unsupported').map((d) => d.feature)).toEqual([
      '_Generic',
    ]);
    const none = await loadSnippets('int main(void) { long x = 0; return _Generic(x, int: 1); }', 'LP64');
    expect(none.diagnostics.some((d) => d.severity === 'error' && /no association/.test(d.message))).toBe(
      true,
    );
  });
});
