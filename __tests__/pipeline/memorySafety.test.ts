// Memory safety as a property family (`--check memory`, `leak`): each dereference through a pointer
// or computed index and each `free` is a property, and so is each return of `main` (a leak). Concrete
// runs decide them: a violation found by random testing is replayed and its reproducer, built with
// -fsanitize=address, fails (reproducers.ts); a program that reads no input is SAFE by a single-run
// certificate, which a second run re-checks; anything else stays UNKNOWN, never SAFE.

import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { checkSingleRun } from '../../src/certify/checkSingleRun';
import type { VerifyReport } from '../../src/pipeline/results';

const PRELUDE = `#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
`;

async function verify(body: string): Promise<VerifyReport> {
  const { file } = tempProgram('proofgate-mem-', PRELUDE + body);
  return verifyFile(file, { timeoutSeconds: 20, checks: new Set(['memory', 'leak'] as const) });
}

/** `kind verdict line` of the properties that are not SAFE. */
function notSafe(report: VerifyReport): string[] {
  return report.properties.filter((p) => p.verdict !== 'safe').map((p) => `${p.kind} ${p.verdict} ${p.line}`);
}

describe('memory-safety properties', () => {
  it.each([
    ['a null dereference', 'int *p = 0;\n  if (__VERIFIER_nondet_int() == 7) *p = 1;', 'valid-deref'],
    [
      'a heap block written past its end',
      'int *a = malloc(4 * sizeof(int));\n  a[4] = 1;\n  free(a);',
      'valid-deref',
    ],
    [
      'a read after free',
      'int *a = malloc(sizeof(int));\n  *a = 1;\n  free(a);\n  return *a;',
      'valid-deref',
    ],
    ['a double free', 'int *a = malloc(8);\n  free(a);\n  free(a);', 'valid-free'],
    ['a free of a local', 'int x = 0;\n  int *p = &x;\n  free(p);', 'valid-free'],
    ['a free inside a block', 'char *a = malloc(8);\n  free(a + 1);', 'valid-free'],
    ['a block lost', 'int *a = malloc(8);\n  a = 0;', 'valid-memtrack'],
  ])('%s: UNSAFE with the right kind, its ASan reproducer failing', async (_, body, kind) => {
    const report = await verify(`int main(void) {\n  ${body}\n  return 0;\n}\n`);
    expect(report.verdict).toBe('unsafe');
    const unsafe = report.properties.filter((p) => p.verdict === 'unsafe');
    expect(unsafe.map((p) => p.kind)).toEqual([kind]);
  });

  it('a program that reads no input: every property SAFE by a single run', async () => {
    const report = await verify(`struct node { int value; struct node *next; };
struct holder { int tag; struct node link; };
struct node *kept;
struct holder *saved;
int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 5; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->value = i;
    n->next = head;
    head = n;
  }
  int sum = 0;
  while (head) {
    struct node *next = head->next;
    sum += head->value;
    free(head);
    head = next;
  }
  struct holder *h = malloc(sizeof *h);
  kept = &h->link; /* an interior pointer from a global: not a leak */
  struct holder *lost = malloc(sizeof *lost), *copy[1];
  memcpy(copy, &lost, sizeof lost); /* copied byte by byte: still the block's address */
  memcpy(&saved, copy, sizeof lost);
  return sum == 10 ? 0 : 1;
}
`);
    expect(report.verdict).toBe('safe');
    expect(new Set(report.properties.map((p) => p.engine))).toEqual(new Set(['single-run']));
    expect(report.properties.map((p) => p.kind)).toContain('valid-memtrack');
  });

  it('a run that compares with a freed pointer is no certificate: the allocator may reuse the address', async () => {
    const report = await verify(`int main(void) {
  struct t { struct t *next; };
  struct t *y = malloc(sizeof *y);
  free(y);
  struct t *x = malloc(sizeof *x);
  if (x == y) free(x);
  free(x);
  return 0;
}
`);
    expect(report.properties.filter((p) => p.kind === 'valid-free').map((p) => p.verdict)).not.toContain(
      'safe',
    );
    const reason = report.properties.find((p) => p.verdict === 'unknown')?.reason;
    expect(reason).toMatch(
      /a single run decides nothing here: the run depends on where objects are allocated/,
    );
  });

  it('a safe program that reads input is not SAFE: its properties stay UNKNOWN with the reason', async () => {
    const report = await verify(`int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  int *a = malloc(n * sizeof(int));
  if (!a) return 0;
  for (int i = 0; i < n; i++) a[i] = i;
  free(a);
  return 0;
}
`);
    expect(report.verdict).toBe('unknown');
    expect(notSafe(report).every((l) => l.includes(' unknown '))).toBe(true);
    expect(report.properties.find((p) => p.verdict === 'unknown')?.reason).toMatch(
      /concrete runs only.*a single run decides nothing here: the run reads __VERIFIER_nondet_int/,
    );
  });

  it('every execution run: checks before the input is read count as run, after it the other values are proved to end', async () => {
    // the harness dereferences before it reads and confines its input: all 32-bit values of n are
    // covered by running n = 0..3 (the executions with another n share the runs' prefix up to the
    // read, and end at the assumption after it)
    const body = (extra: string) => `extern void __VERIFIER_assume(int);
int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (!p) return 0;
  p[0] = 1;
  int n = __VERIFIER_nondet_int();
  ${extra}
  __VERIFIER_assume(n >= 0 && n <= 3);
  p[n] = 2;
  free(p);
  return 0;
}
`;
    const safe = await verify(body(''));
    expect(safe.properties.length).toBeGreaterThanOrEqual(4);
    expect(safe.properties.every((p) => p.verdict === 'safe' && p.engine === 'exhaustive-runs')).toBe(true);
    expect(safe.properties.some((p) => p.line === 8 && p.kind === 'valid-deref')).toBe(true);
    // a check after the read that only values outside reach: never SAFE from the runs inside
    const bad = await verify(body('if (n > 3 && n < 6) p[n] = 0;'));
    expect(bad.properties.find((p) => p.line === 10)?.verdict).toBe('unsafe');
    expect(bad.properties.filter((p) => p.verdict === 'safe')).toEqual([]);
  });
});

describe('where the properties are', () => {
  it('a property per access through a pointer or a computed index, none for named objects', async () => {
    const { program } = await loadSnippets(
      `#include <stdlib.h>
struct s { int f; int g[4]; };
int main(void) {
  struct s v; struct s *p = &v;
  int a[4]; int i = 2;
  v.f = 1;
  a[2] = 3;
  a[i] = 4;
  p->f = 5;
  int *q = &p->g[1];
  free(p->g[3] ? 0 : q);
  return 0;
}`,
      'LP64',
    );
    if (!program) throw new Error('front end failed');
    const cfa = buildProgramCfa(program, { checks: new Set(['memory', 'leak'] as const) });
    const props = cfa.functions.get('main')?.properties ?? [];
    expect(props.map((p) => `${p.kind} ${p.loc.line}: ${p.text}`)).toEqual([
      'valid-deref 8: invalid dereference in a[i]',
      'valid-deref 9: invalid dereference in p->f',
      'valid-deref 11: invalid dereference in p->g[3]',
      'valid-free 11: invalid free in free(p->g[3] ? 0 : q)',
      'valid-memtrack 12: memory leak: a block not freed that no global object reaches when main returns',
    ]);
  });

  it('an indeterminate value copied is not observed; one that reaches a branch through the copy is', async () => {
    // C11 6.2.6.1, 6.3.2.1p2: a char array whose address is taken holds unspecified values;
    // copying them element by element is no decision, a branch on the copy is
    const program = (use: string) => `int main(void) {
  char mask[8], a[8], *c = mask;
  for (int i = 0; i < 8; i++) a[i] = (unsigned char) c[i];
  ${use}
  return 0;
}`;
    const check = async (use: string) => {
      const { program: p } = await loadSnippets(program(use));
      if (!p) throw new Error('front end failed');
      return checkSingleRun(
        buildProgramCfa(p, { checks: new Set(['memory'] as const) }),
        'main',
        Date.now() + 5000,
      );
    };
    expect(await check('')).toEqual({ accepted: true });
    expect(await check('signed char b = a[3];')).toEqual({ accepted: true });
    const branch = await check('if (a[3] == 1) return 1;');
    expect(branch.accepted).toBe(false);
    expect(branch.reason).toMatch(/reads an indeterminate value/);
    // a conversion that widens reads the value (sign extension depends on it)
    expect((await check('int w = a[2];  if (w) return 2;')).accepted).toBe(false);
  });

  it('the single-run certificate is rejected for a program that reads input', async () => {
    const { program } = await loadSnippets(`extern int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(); return x > 0; }`);
    if (!program) throw new Error('front end failed');
    const cfa = buildProgramCfa(program, { checks: new Set(['memory'] as const) });
    const check = checkSingleRun(cfa, 'main', Date.now() + 5000);
    expect(check.accepted).toBe(false);
    expect(check.reason).toMatch(/reads __VERIFIER_nondet_int/);
  });
});
