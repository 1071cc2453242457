// realloc as glibc does it (never failing): NULL is malloc, size 0 frees and gives NULL, otherwise
// a new block with the old block's first bytes, the old block freed. The IR lowers the three cases
// to branches; BMC proves what the copy keeps, testing finds what it does not, the reproducer fails
// under gcc, and realloc of a freed block is a valid-free violation under --check memory.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { checkCfa } from '../../src/ir/cfaCheck';
import { ILP32 } from '../../src/frontend/dataModel';

const GROW = `#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  char *p = malloc(n);
  for (int i = 0; i < n; i++) p[i] = (char)('a' + i);
  char *q = realloc(p, n + 2);
  for (int i = 0; i < n; i++) assert(q[i] == 'a' + i);
  q[n] = 'x';
  char *r = realloc(q, 1);
  assert(CHECK);
  char *z = realloc(0, 3);
  z[0] = 1;
  free(z);
  assert(realloc(r, 0) == 0);
  return 0;
}
`;

const verdicts = (r: Awaited<ReturnType<typeof verifyFile>>): string[] => r.properties.map((p) => p.verdict);

describe('realloc', () => {
  it('lowers to three branches: NULL (malloc), size 0 (free, NULL), and a resizing alloc edge', async () => {
    const r = await loadSnippets(
      '#include <stdlib.h>\nint main(void) { char *p = malloc(2); p = realloc(p, 4); free(p); return 0; }',
    );
    if (!r.program) throw new Error('no program');
    expect(r.diagnostics.filter((d) => d.severity === 'unsupported')).toEqual([]);
    const main = buildProgramCfa(r.program).functions.get('main');
    if (!main) throw new Error('no main');
    expect(checkCfa(main)).toEqual([]);
    const edges = main.nodes.flatMap((n) => n.out);
    expect(
      edges.filter((e) => e.kind === 'alloc').map((e) => e.kind === 'alloc' && e.resized !== undefined),
    ).toEqual([false, false, true]);
    expect(edges.filter((e) => e.kind === 'free').length).toBe(2);
  });

  it.each([
    ['LP64', undefined],
    ['ILP32', ILP32],
  ] as const)(
    'proves the bytes it keeps (%s)',
    async (_name, model) => {
      const { file } = tempProgram('pg-realloc-', GROW.replace('CHECK', "r[0] == 'a'"));
      const r = await verifyFile(file, { timeoutSeconds: 30 }, model);
      expect(verdicts(r)).toEqual(['safe', 'safe', 'safe']);
    },
    90_000,
  );

  it('finds a wrong claim about the kept bytes; the reproducer fails under gcc', async () => {
    const { file } = tempProgram('pg-realloc-', GROW.replace('CHECK', 'r[0] == (char)(n + 96)'));
    const r = await verifyFile(file, { timeoutSeconds: 30 });
    expect(verdicts(r)).toEqual(['safe', 'unsafe', 'safe']);
  }, 90_000);

  it('reports realloc of a freed block as an invalid free (--check memory)', async () => {
    const src =
      '#include <stdlib.h>\nint main(void) { char *p = malloc(2); free(p); char *q = realloc(p, 4); free(q); return 0; }\n';
    const { file } = tempProgram('pg-realloc-', src);
    const r = await verifyFile(file, { timeoutSeconds: 20, checks: new Set(['memory'] as const) });
    // the run stops there: what follows it stays open
    const unsafe = r.properties.filter((p) => p.verdict === 'unsafe').map((p) => `${p.kind} ${p.text}`);
    expect(unsafe).toEqual([expect.stringMatching(/^valid-free .*realloc\(p, 4\)/)]);
    expect(r.properties.filter((p) => p.verdict === 'safe')).toEqual([]);
  }, 60_000);
});
