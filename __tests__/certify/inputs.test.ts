// The input-consumption contract between the interpreter and the engines: which edges consume
// values, in which order, one per scalar leaf (layout order, bit-fields at their width, at most
// 64 per declaration), how mismatching or missing inputs end a run, and which values were read.

import { describe, expect, it } from 'vitest';
import type { InputValue } from '../../src/encodings/result';
import { execute } from '../../src/certify/interpreter';
import { scalarLeaves } from '../../src/certify/inputs';
import { LP64 } from '../../src/frontend/dataModel';
import { cfa, result, run, runRecorded } from './helpers';

const summary = (vs: readonly InputValue[]): string[] =>
  vs.map(
    (v) => `${v.source} ${v.name} ${v.signed ? 's' : 'u'}${v.width}${v.edgeId === undefined ? '' : ' @'}`,
  );

describe('input consumption order', () => {
  it('takes entry parameters, then havoc and declaration values as the path meets them', async () => {
    const p = await cfa(`extern unsigned char __VERIFIER_nondet_uchar(void); extern long ext(void);
      int main(int argc, char **argv) { short s; int k = __VERIFIER_nondet_uchar(); long e = ext(); return s + k + (int)e + argc; }`);
    const { run: x, inputs } = runRecorded(p, { values: [2n, 0n, 7n, 9n] });
    expect(summary(inputs)).toEqual([
      'param argc s32',
      'param argv u64',
      'uninit s s16 @',
      'uninit k s32 @',
      'uninit __t1 u8 @',
      'nondet __VERIFIER_nondet_uchar u8 @',
      'uninit e s64 @',
      'external ext s64 @',
    ]);
    expect(result(x)).toBe(String(0 + 7 + 9 + 2));
  });

  it('takes one value per scalar leaf of a record or array, in layout order', async () => {
    const p = await cfa(`struct R { char c; _Bool b; int a[2]; struct { short h; } in; int *p; };
      int main(void) { struct R r; return r.a[1]; }`);
    const { run: x, inputs } = runRecorded(p, { uninit: 1n });
    expect(summary(inputs)).toEqual([
      'uninit r s8 @',
      'uninit r u8 @',
      'uninit r s32 @',
      'uninit r s32 @',
      'uninit r s16 @',
      'uninit r u64 @',
    ]);
    expect(result(x)).toBe('1');
  });

  it('takes none for unions, bit-fields and VLAs, which stay uninitialised', async () => {
    const p = await cfa(`extern int __VERIFIER_nondet_int(void);
      struct B { unsigned f : 3; int g; }; union U { int i; char c; };
      int main(void) { struct B b; union U u; int n = __VERIFIER_nondet_int(); int v[n];
        b.g = 1; u.i = 2; v[0] = 3; return b.g + u.i + v[0]; }`);
    const { run: x, inputs } = runRecorded(p, { values: [2n] });
    expect(summary(inputs)).toEqual([
      'uninit n s32 @',
      'nondet __VERIFIER_nondet_int s32 @',
      'uninit __vla u64 @',
    ]);
    expect(result(x)).toBe('6');
    const read = await cfa(
      `struct B { unsigned f : 3; int g; }; int main(void) { struct B b; b.g = 0; return b.f; }`,
    );
    expect(run(read).outcome).toMatchObject({
      kind: 'undefined-behavior',
      what: expect.stringMatching(/uninitialised bit-field/),
    });
  });

  it('takes none for a declaration of more than 64 scalars, whose reads are then undefined', async () => {
    const big = await cfa(`int main(void) { int a[65]; a[3] = 1; return a[3]; }`);
    expect(runRecorded(big).inputs).toEqual([]);
    expect(result(run(big))).toBe('1');
    const read = await cfa(`int main(void) { int a[65]; return a[3]; }`);
    expect(run(read).outcome).toMatchObject({
      kind: 'undefined-behavior',
      what: expect.stringMatching(/uninitialised/),
    });
    const limit = await cfa(`int main(void) { int a[64]; return a[63]; }`);
    expect(runRecorded(limit, { uninit: 5n }).inputs).toHaveLength(64);
    expect(result(run(limit, { uninit: 5n }))).toBe('5');
  });

  it('takes none for brace-initialised declarations, and again each time a declaration runs', async () => {
    const p = await cfa(
      `int main(void) { int s = 0; for (int i = 0; i < 3; i++) { int t; int z[2] = { 0 }; s += z[1]; } return s; }`,
    );
    expect(summary(runRecorded(p).inputs)).toEqual([
      'uninit s s32 @',
      'uninit i s32 @',
      'uninit t s32 @',
      'uninit t s32 @',
      'uninit t s32 @',
    ]);
  });

  it('lists leaves with their offsets, up to a limit', () => {
    const t = { kind: 'array', of: { kind: 'int', ik: 'short', bits: 16, signed: true }, length: 3 } as const;
    expect(scalarLeaves(t, LP64)?.map((l) => l.offset)).toEqual([0, 2, 4]);
    expect(scalarLeaves(t, LP64, 2)).toBeUndefined();
  });
});

describe('input checks', () => {
  const prog = `extern int __VERIFIER_nondet_int(void); int main(void) { int x = __VERIFIER_nondet_int(); return x; }`;

  it('answers inputs-exhausted when a value is needed and none is left', async () => {
    const p = await cfa(prog);
    const x = run(p, { values: [] });
    expect(x.outcome).toMatchObject({ kind: 'inputs-exhausted', request: { source: 'nondet', width: 32 } });
  });

  it('answers input-mismatch for a wrong source, edge, width, signedness or an out-of-range value', async () => {
    const p = await cfa(prog);
    const good = runRecorded(p, { values: [3n] }).inputs;
    expect(result(execute(p, good))).toBe('3');
    const variants: Partial<InputValue>[] = [
      { source: 'external' },
      { edgeId: 999 },
      { width: 16 },
      { signed: false },
      { bits: 1n << 40n },
    ];
    for (const change of variants) {
      const bad = good.map((v) => (v.source === 'nondet' ? { ...v, ...change } : v));
      expect(execute(p, bad).outcome).toMatchObject({ kind: 'input-mismatch', index: 1 });
    }
  });

  it('rejects a _Bool value other than 0 or 1', async () => {
    const p = await cfa(
      `extern _Bool __VERIFIER_nondet_bool(void); int main(void) { _Bool b = __VERIFIER_nondet_bool(); return b; }`,
    );
    expect(run(p, { values: [2n] }).outcome).toMatchObject({
      kind: 'input-mismatch',
      detail: '_Bool value 2',
    });
    expect(result(run(p, { values: [1n] }))).toBe('1');
  });

  it('tells which uninit and param values the run read', async () => {
    const p = await cfa(`int main(int n) { int a; int b; a = 1; return a + b + n; }`);
    const { run: x, inputs } = runRecorded(p, { values: [4n] });
    expect(x.observedInputs.map((i) => inputs[i].name)).toEqual(['n', 'b']);
    const q = await cfa(`int main(void) { int a; a = 2; return a; }`);
    expect(run(q).observedInputs).toEqual([]);
  });

  it('follows a record copy: reading the copy observes the original input', async () => {
    const p = await cfa(
      `struct S { int x, y; }; int main(void) { struct S s, t; t = s; t.y = 0; return t.x; }`,
    );
    const { run: x, inputs } = runRecorded(p);
    expect(x.observedInputs.map((i) => `${inputs[i].name}`)).toEqual(['s']);
  });
});
