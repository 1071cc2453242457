// CHC over objects behind pointer parameters kept as values (ir/fieldValues.ts): relations between
// a struct's fields are proved through the pointer parameters of the functions that change them
// (the fields copied in and out of each call), an array inside a struct is filled through a
// pointer with a quantified summary, a parser reads a buffer and writes its result through an
// out-parameter, and the certificates pass the independent re-check; a tampered one is rejected, and a
// program with a bug (a wrong bound, one struct passed twice) is never proved.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramCfa } from '../../src/ir/cfa';
import { cfaOf, chcProof, checkModel } from '../helpers/chcProof';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';
import { parseSexp, printSexp } from '../../src/smt/sexp';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2 });
});
afterAll(async () => {
  await pool.shutdown();
});

const chc = (cfa: ProgramCfa, ms?: number): Promise<string> => chcProof(pool, cfa, ms);
const check = (cfa: ProgramCfa, model: string): Promise<{ accepted: boolean; reason?: string }> =>
  checkModel(pool, cfa, model);

const RING = `#define CAP 8
struct rb { int buf[CAP]; unsigned head; unsigned count; };
void rb_init(struct rb *r) { r->head = 0; r->count = 0; }
int rb_push(struct rb *r, int x) {
  if (r == 0 || r->count >= CAP) return -1;
  r->buf[(r->head + r->count) % CAP] = x;
  r->count++;
  return 0;
}
int rb_pop(struct rb *r) {
  if (!r || r->count == 0) return -1;
  int x = r->buf[r->head];
  r->head = (r->head + 1) % CAP;
  r->count--;
  return x;
}
int main(void) {
  struct rb r;
  rb_init(&r);
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) rb_push(&r, __VERIFIER_nondet_int()); else rb_pop(&r);
    if (!(r.count <= CAP && r.head < CAP)) reach_error();
  }
  return 0;
}`;

const FILL = `struct buf { int data[100000]; unsigned len; };
void fill(struct buf *b, int v) { for (unsigned i = 0; i < b->len; i++) b->data[i] = v; }
int main(void) {
  struct buf b;
  b.len = __VERIFIER_nondet_int();
  if (b.len > 100000) return 0;
  fill(&b, 7);
  unsigned j = __VERIFIER_nondet_int();
  if (j < b.len && b.data[j] != 7) reach_error();
  return 0;
}`;

const PARSE = `static int digits(const char *buf, unsigned n, unsigned *count) {
  unsigned i = 0;
  if (!buf || !count) return -2;
  while (i < n && buf[i] >= '0' && buf[i] <= '9') i++;
  *count = i;
  return i == n ? 0 : -1;
}
int main(void) {
  char b[100000];
  unsigned n = __VERIFIER_nondet_int();
  if (n > 100000) return 0;
  for (unsigned k = 0; k < n; k++) b[k] = __VERIFIER_nondet_int();
  unsigned c;
  int r = digits(b, n, &c);
  if (c > n || (r == 0 && c != n)) reach_error();
  return 0;
}`;

describe('CHC over struct fields', () => {
  it('proves a relation between fields through pointer parameters (ILP32 and LP64)', async () => {
    for (const model of ['ILP32', 'LP64'] as const) {
      expect(await chc(await cfaOf(RING, model))).not.toMatch(/^unknown/);
    }
  }, 120_000);

  it('rejects the ring buffer certificate with its loop invariant dropped', async () => {
    const cfa = await cfaOf(RING, 'ILP32');
    const cert = await chc(cfa);
    // the loop head's invariant dropped: nothing bounds the head any more
    const parsed = parseSexp(cert);
    if (!Array.isArray(parsed)) throw new Error('not a model');
    const weakened = printSexp(
      parsed.map((d) =>
        Array.isArray(d) && /^P_main_/.test(String(d[1])) ? [...d.slice(0, -1), 'true'] : d,
      ),
    );
    expect(weakened).toMatch(/P_main_\d+/);
    expect(weakened).not.toBe(printSexp(parsed));
    expect(await check(cfa, weakened)).toMatchObject({ accepted: false });
  }, 120_000);

  it('proves an array in a struct filled through a pointer, with a quantified summary', async () => {
    const cert = await chc(await cfaOf(FILL, 'LP64'));
    expect(cert).toMatch(/forall/);
  }, 60_000);

  it('proves a parser over a buffer with an out-parameter, both behind pointers', async () => {
    expect(await chc(await cfaOf(PARSE, 'LP64'))).not.toMatch(/^unknown/);
  }, 60_000);

  it('never proves a program with a bug', async () => {
    const bugs = [
      RING.replace('r.count <= CAP', 'r.count < CAP'),
      PARSE.replace('c > n ||', 'c >= n ||'),
      FILL.replace('b->data[i] = v;', 'b->data[i] = i == 777 ? 6 : v;'),
      `struct c { int n; }; void two(struct c *a, struct c *b) { a->n++; b->n++; }
int main(void) { struct c s = {0}; two(&s, &s); if (s.n != 1) reach_error(); return 0; }`,
    ];
    for (const src of bugs) expect(await chc(await cfaOf(src, 'ILP32'), 8000)).toMatch(/^unknown/);
  }, 60_000);
});
