// Bit-precise integer semantics against gcc: every case of the gcc-generated table
// (__tests__/fixtures/conversions/table.json, see scripts/genConversionTable.ts) under ILP32 and LP64,
// value by evalIntConst and type by typeToString; a live re-check of a sample against gcc when it is
// installed; and unit tests of Conversions.promote/usual and wrapToType.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProgram } from '../../src/frontend/frontend';
import { ILP32, IntTypes, LP64, type DataModel } from '../../src/frontend/dataModel';
import { evalIntConst } from '../../src/frontend/constEval';
import { Conversions, maxValue, minValue, wrapToType } from '../../src/frontend/conversions';
import { formatDiagnostic } from '../../src/frontend/diagnostics';
import { typeToString, type CType, type IntKind } from '../../src/frontend/types';
import { confirmWithGcc, type Expected } from '../../scripts/genConversionTable';

interface TableCase {
  readonly id: number;
  readonly category: string;
  readonly expr: string;
  readonly decls?: string;
  readonly ILP32: Expected;
  readonly LP64: Expected;
}

const TABLE: { cases: TableCase[] } = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'conversions', 'table.json'), 'utf8'),
);
const CASES = TABLE.cases;

/** What the front end makes of one case. */
interface Outcome {
  readonly value?: bigint;
  readonly type?: string;
  readonly error?: string;
}

/** The integer type an enum-typed result is compatible with (gcc's _Generic sees only that). */
function typeName(t: CType): string {
  return typeToString(t.kind === 'int' && t.enumTag !== undefined ? { ...t, enumTag: undefined } : t);
}

let tmp = '';

function probeSource(cases: readonly TableCase[]): string {
  const decls = [...new Set(cases.flatMap((c) => (c.decls ? [c.decls] : [])))];
  const fns = cases.map((c) => `void probe_${c.id}(void) { (${c.expr}); }`);
  return [...decls, ...fns].join('\n') + '\n';
}

/** Loads `cases` as one preprocessed (.i) file, one probe function per case. */
async function probe(
  cases: readonly TableCase[],
  model: DataModel,
  name: string,
): Promise<Map<number, Outcome> | string> {
  const file = path.join(tmp, `${name}.i`);
  fs.writeFileSync(file, probeSource(cases));
  const r = await loadProgram([file], { dataModel: model, includeDirs: [], defines: [] });
  if (!r.program) {
    return (
      r.diagnostics
        .filter((d) => d.severity === 'error' || d.severity === 'unsupported')
        .map(formatDiagnostic)
        .join('; ') || 'no program'
    );
  }
  const out = new Map<number, Outcome>();
  const defs = new Map(r.program.definitions.map((d) => [d.symbol.name, d]));
  for (const c of cases) {
    const def = defs.get(`probe_${c.id}`);
    const stmt = def?.body.body[def.body.body.length - 1];
    if (!stmt || stmt.kind !== 'ExprStmt') {
      out.set(c.id, { error: `no expression statement (${stmt?.kind ?? 'missing'})` });
      continue;
    }
    let e = stmt.expr;
    while (e.kind === 'Cast' && e.implicit && e.type.kind === 'void') e = e.operand;
    out.set(c.id, { value: evalIntConst(e), type: typeName(e.type) });
  }
  return out;
}

/** All cases at once; when that file does not load, each case on its own so each gets its error. */
async function evaluateAll(model: DataModel): Promise<Map<number, Outcome>> {
  const all = await probe(CASES, model, `all-${model.name}`);
  if (typeof all !== 'string') return all;
  const out = new Map<number, Outcome>();
  for (const c of CASES) {
    const one = await probe([c], model, `case-${model.name}-${c.id}`);
    out.set(c.id, typeof one === 'string' ? { error: one } : (one.get(c.id) ?? { error: 'missing' }));
  }
  return out;
}

const outcomes = new Map<string, Map<number, Outcome>>();

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-conv-'));
  for (const m of [ILP32, LP64]) outcomes.set(m.name, await evaluateAll(m));
});

afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('conversion table (expected values and types from gcc)', () => {
  it('has at least 120 cases, both data models, unique ids', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    expect(
      CASES.filter((c) => c.ILP32.value !== c.LP64.value || c.ILP32.type !== c.LP64.type).length,
    ).toBeGreaterThan(40);
  });

  for (const model of [ILP32, LP64]) {
    describe(model.name, () => {
      it.each(CASES.map((c) => [c.id, c.expr, c] as const))('#%i %s', (_id, _expr, c) => {
        const got = outcomes.get(model.name)?.get(c.id);
        const want = c[model.name];
        expect(got?.error).toBeUndefined();
        expect({ value: got?.value?.toString(), type: got?.type }).toEqual({
          value: want.value,
          type: want.type,
        });
      });
    });
  }
});

function gccWorks(m32: boolean): boolean {
  const r = spawnSync('gcc', [m32 ? '-m32' : '-m64', '-fsyntax-only', '-x', 'c', '-'], {
    input: '_Static_assert(sizeof(long) > 0, "");\n',
    encoding: 'utf8',
  });
  return !r.error && r.status === 0;
}

const HAVE_GCC = gccWorks(false);
const HAVE_GCC_M32 = HAVE_GCC && gccWorks(true);

describe('live re-check against gcc', () => {
  // Every 5th case plus every case whose answer differs between the data models.
  const sample = CASES.filter(
    (c, i) => i % 5 === 0 || c.ILP32.value !== c.LP64.value || c.ILP32.type !== c.LP64.type,
  );

  for (const [model, available] of [
    [ILP32, HAVE_GCC_M32],
    [LP64, HAVE_GCC],
  ] as const) {
    it.skipIf(!available)(
      `gcc ${model === ILP32 ? '-m32' : '-m64'} agrees with our value and type (${sample.length} cases)`,
      () => {
        const mine = outcomes.get(model.name);
        const usable = sample.filter((c) => mine?.get(c.id)?.value !== undefined);
        const expected = usable.map((c) => {
          const o = mine?.get(c.id);
          return { value: String(o?.value), type: o?.type ?? '?' };
        });
        const dir = fs.mkdtempSync(path.join(tmp, 'gcc-'));
        const errs = confirmWithGcc(usable, expected, model.name, dir);
        const failures = [...errs].map(([i, msgs]) =>
          i < 0 ? msgs.join('; ') : `#${usable[i].id} ${usable[i].expr}: ${msgs.join('; ')}`,
        );
        for (const c of sample.filter((c) => !usable.includes(c))) {
          failures.push(
            `#${c.id} ${c.expr}: no value from the front end (${mine?.get(c.id)?.error ?? 'not constant'})`,
          );
        }
        expect(failures).toEqual([]);
      },
    );
  }
});

describe('Conversions', () => {
  for (const model of [ILP32, LP64]) {
    const ints = new IntTypes(model);
    const conv = new Conversions(ints);
    const name = (t: CType): string => typeToString(t);
    const usual = (a: IntKind, b: IntKind): string => name(conv.usual(ints.get(a), ints.get(b)));
    const long64 = model === LP64;

    describe(model.name, () => {
      it('promote: types of rank below int become int; others stay', () => {
        for (const k of ['bool', 'char', 'schar', 'uchar', 'short', 'ushort'] as const) {
          expect(name(conv.promote(ints.get(k)))).toBe('int');
        }
        for (const k of ['int', 'uint', 'long', 'ulong', 'llong', 'ullong'] as const) {
          expect(conv.promote(ints.get(k))).toBe(ints.get(k));
        }
        const ptr: CType = { kind: 'pointer', to: ints.get('char') };
        expect(conv.promote(ptr)).toBe(ptr);
      });

      it('usual: same signedness picks the higher rank', () => {
        expect(usual('int', 'long')).toBe('long');
        expect(usual('long', 'llong')).toBe('long long');
        expect(usual('uint', 'ulong')).toBe('unsigned long');
        expect(usual('ulong', 'ullong')).toBe('unsigned long long');
        expect(usual('char', 'short')).toBe('int');
        expect(usual('uchar', 'ushort')).toBe('int');
      });

      it('usual: unsigned of higher or equal rank wins', () => {
        expect(usual('int', 'uint')).toBe('unsigned int');
        expect(usual('uint', 'int')).toBe('unsigned int');
        expect(usual('long', 'ulong')).toBe('unsigned long');
        expect(usual('int', 'ulong')).toBe('unsigned long');
        expect(usual('llong', 'ullong')).toBe('unsigned long long');
        expect(usual('long', 'ullong')).toBe('unsigned long long');
        expect(usual('bool', 'uint')).toBe('unsigned int');
      });

      it('usual: signed of higher rank wins when it holds every value, else its unsigned version', () => {
        expect(usual('long', 'uint')).toBe(long64 ? 'long' : 'unsigned long');
        expect(usual('uint', 'long')).toBe(long64 ? 'long' : 'unsigned long');
        expect(usual('llong', 'uint')).toBe('long long');
        expect(usual('llong', 'ulong')).toBe(long64 ? 'unsigned long long' : 'long long');
        expect(usual('ulong', 'llong')).toBe(long64 ? 'unsigned long long' : 'long long');
        expect(usual('int', 'ushort')).toBe('int');
      });

      it('usual: floating types win over integers', () => {
        const dbl: CType = { kind: 'float', fk: 'double' };
        const ld: CType = { kind: 'float', fk: 'ldouble' };
        expect(conv.usual(ints.get('ullong'), dbl)).toBe(dbl);
        expect(conv.usual(dbl, ld)).toBe(ld);
      });

      it('usual is symmetric over all integer kinds', () => {
        const kinds: IntKind[] = [
          'bool',
          'char',
          'schar',
          'uchar',
          'short',
          'ushort',
          'int',
          'uint',
          'long',
          'ulong',
          'llong',
          'ullong',
        ];
        for (const a of kinds) for (const b of kinds) expect(usual(a, b), `${a} ${b}`).toBe(usual(b, a));
      });

      it('integer widths follow the data model', () => {
        expect(ints.get('long').bits).toBe(long64 ? 64 : 32);
        expect(ints.get('llong').bits).toBe(64);
        expect(typeToString(ints.sizeT())).toBe(long64 ? 'unsigned long' : 'unsigned int');
        expect(typeToString(ints.ptrdiffT())).toBe(long64 ? 'long' : 'int');
        expect(maxValue(ints.get('ulong'))).toBe(long64 ? 18446744073709551615n : 4294967295n);
        expect(minValue(ints.get('long'))).toBe(long64 ? -9223372036854775808n : -2147483648n);
      });

      it('wrapToType: modulo 2^N for every kind', () => {
        expect(wrapToType(-1n, ints.get('ulong'))).toBe(long64 ? 18446744073709551615n : 4294967295n);
        expect(wrapToType(4294967295n, ints.get('long'))).toBe(long64 ? 4294967295n : -1n);
        expect(wrapToType(1n << 32n, ints.get('ulong'))).toBe(long64 ? 1n << 32n : 0n);
      });
    });
  }

  it('wrapToType: small types, _Bool, and the signed/unsigned boundaries', () => {
    const ints = new IntTypes(LP64);
    expect(wrapToType(200n, ints.get('schar'))).toBe(-56n);
    expect(wrapToType(200n, ints.get('char'))).toBe(-56n);
    expect(wrapToType(-1n, ints.get('uchar'))).toBe(255n);
    expect(wrapToType(256n, ints.get('uchar'))).toBe(0n);
    expect(wrapToType(65535n, ints.get('short'))).toBe(-1n);
    expect(wrapToType(-1n, ints.get('ushort'))).toBe(65535n);
    expect(wrapToType(2147483648n, ints.get('int'))).toBe(-2147483648n);
    expect(wrapToType(-2147483649n, ints.get('int'))).toBe(2147483647n);
    expect(wrapToType(-1n, ints.get('uint'))).toBe(4294967295n);
    expect(wrapToType(1n << 64n, ints.get('ullong'))).toBe(0n);
    expect(wrapToType(1n << 63n, ints.get('llong'))).toBe(-(1n << 63n));
    // _Bool: any non-zero value is 1 (not the low bit: 256 and 2 are true).
    expect(wrapToType(256n, ints.get('bool'))).toBe(1n);
    expect(wrapToType(2n, ints.get('bool'))).toBe(1n);
    expect(wrapToType(-1n, ints.get('bool'))).toBe(1n);
    expect(wrapToType(0n, ints.get('bool'))).toBe(0n);
    expect(wrapToType(1n << 64n, ints.get('bool'))).toBe(1n);
  });

  it('wrapToType is idempotent and lands in range', () => {
    const ints = new IntTypes(ILP32);
    const samples = [
      0n,
      1n,
      -1n,
      127n,
      128n,
      -129n,
      65535n,
      1n << 31n,
      (1n << 32n) + 5n,
      -(1n << 63n),
      (1n << 64n) - 1n,
      12345678901234567890n,
    ];
    for (const k of [
      'bool',
      'char',
      'uchar',
      'short',
      'ushort',
      'int',
      'uint',
      'long',
      'ulong',
      'llong',
      'ullong',
    ] as const) {
      const t = ints.get(k);
      for (const v of samples) {
        const w = wrapToType(v, t);
        expect(w >= minValue(t) && w <= maxValue(t), `${k} ${v}`).toBe(true);
        expect(wrapToType(w, t)).toBe(w);
        if (k !== 'bool') expect(BigInt.asUintN(t.bits, w - v), `${k} ${v}`).toBe(0n);
      }
    }
  });
});
