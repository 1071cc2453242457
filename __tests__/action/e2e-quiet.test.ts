// The bundled Action's reports, read as a reviewer reads them (issue 24, points 4 and 7): C text
// with Markdown's special characters shown as itself in the summary and the comment; warnings in
// system headers counted in one line, not annotated; no "From earlier runs" line when nothing was
// reused; the log's collapsed list of every property; and an API that cannot be reached reported
// as such, not as a token that may not write.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRepo, bundle } from './harness';

// `a[i]*2 <= b*c` would be `a[i]2 <= bc` in italics unescaped; `<` would open an HTML tag
const STARS = `#include <assert.h>
#include <byteswap.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a[2] = {1, 2};
  int i = __VERIFIER_nondet_int() & 1;
  int b = __VERIFIER_nondet_int();
  int c = 3;
  if (b < 0 || b > 100) return 0;
  unsigned s = __bswap_32(1u);
  (void)s;
  assert(a[i]*2 <= b*c || b < 1);
  return 0;
}
`;

const h = new ActionRepo();
let base: string;

beforeAll(async () => {
  await h.setUp();
  base = h.commit({ 'src/ok/ok.c': 'int main(void) { return 0; }\n' }, 'base');
});

afterAll(() => h.tearDown());

describe.skipIf(!fs.existsSync(bundle))('the bundled Action, quiet and exact', () => {
  it('shows C text as itself, keeps system headers out of the annotations, and names an unreachable API', async () => {
    // a header outside the repository whose code draws a warning (an implicit declaration)
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-outside-'));
    fs.writeFileSync(
      path.join(outside, 'vendor.h'),
      'static inline int vendor_helper(void) { return vendor_undeclared(); }\n',
    );
    const atomic = `#include <assert.h>\n#include "${outside}/vendor.h"\nint main(void) { int x = 1; assert(x == 1); return 0; }\n`;
    const head = h.commit({ 'src/stars/stars.c': STARS, 'src/atomic/atomic.c': atomic }, 'stars');
    const r = await h.run({ base, head, inputs: { INPUT_COMMENT: 'always' } });
    expect(r.status).toBe(1);
    const row = r.summary.split('\n').find((l) => l.startsWith('| ❌ |')) ?? '';
    expect(row).toContain('assert(a\\[i\\]\\*2 &lt;= b\\*c \\|\\| b &lt; 1)');
    expect(r.summary).not.toMatch(/a\[i\]2|\*2 <= b\*c/);
    expect(h.api.bot()?.body).toContain('assert(a\\[i\\]\\*2 &lt;= b\\*c \\|\\| b &lt; 1)');
    // no reuse line on a run that reused nothing
    expect(r.summary).not.toContain('From earlier runs');
    // the log lists every property with its verdict, in a collapsed group
    expect(r.stdout).toMatch(
      /::group::proofgate: 2 properties and their verdicts\n[\s\S]*stars\.c:13: UNSAFE[\s\S]*::endgroup::/,
    );
    // vendor.h's warnings are counted in one line, never annotated
    const warnings = r.stdout.split('\n').filter((l) => l.startsWith('::warning'));
    expect(warnings.filter((l) => /vendor/.test(l))).toEqual([]);
    expect(r.summary).toMatch(
      /> \d+ warnings? in files outside the repository \(vendor\.h\) (is|are) not annotated/,
    );

    // the GitHub API unreachable: said as such
    const down = await h.run({
      base,
      head,
      inputs: { INPUT_COMMENT: 'always' },
      env: { GITHUB_API_URL: 'http://127.0.0.1:9' },
    });
    expect(down.stdout).toMatch(/::notice::proofgate: no pull-request comment: the GitHub API failed: /);
    expect(down.stdout).not.toContain('may not write');
    expect(down.status).toBe(1); // the verdict's failure, not the comment's
  }, 180_000);
});
