// The BMC's bit-vector encoding of C operators, casts, compound assignments and increments against gcc: every
// case of __tests__/fixtures/encoding/table.json (scripts/genEncodingTable.ts) under ILP32 and LP64, on symbolic
// operands (nondet + assume, so nothing folds in JavaScript), one program per model and family; a case the BMC
// cannot prove is reported with its operands, gcc's value and the encoder's (read from a probe's counterexample).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { runBmc } from '../../src/engines/bmc/bmcEngine';
import type { EngineVerdict } from '../../src/encodings/result';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';
import type { EncodingTable, Model, ModelEntry, TableCase } from '../../scripts/genEncodingTable';

const TABLE: EncodingTable = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'encoding', 'table.json'), 'utf8'),
);
const MODELS: readonly Model[] = ['ILP32', 'LP64'];

/** `__VERIFIER_nondet_<suffix>` per type (plain char is signed on x86, as signed char). */
const NONDET: Record<string, [string, string]> = {
  _Bool: ['_Bool', 'bool'],
  char: ['char', 'char'],
  'signed char': ['char', 'char'],
  'unsigned char': ['unsigned char', 'uchar'],
  short: ['short', 'short'],
  'unsigned short': ['unsigned short', 'ushort'],
  int: ['int', 'int'],
  'unsigned int': ['unsigned int', 'uint'],
  long: ['long', 'long'],
  'unsigned long': ['unsigned long', 'ulong'],
  'long long': ['long long', 'longlong'],
  'unsigned long long': ['unsigned long long', 'ulonglong'],
};

const PRELUDE =
  'extern void reach_error(void); extern void __VERIFIER_assume(int); ' +
  [...new Map(Object.values(NONDET).map(([t, s]) => [s, t]))]
    .map(([s, t]) => `extern ${t} __VERIFIER_nondet_${s}(void);`)
    .join(' ');

/** A C constant with exactly value v. */
function literal(type: string, v: bigint): string {
  let s: string;
  if (v === -(1n << 63n)) s = '(-9223372036854775807LL - 1)';
  else if (v >= -2147483647n && v <= 2147483647n) s = v < 0n ? `(${v})` : `${v}`;
  else s = v < 0n ? `(${v}LL)` : v > (1n << 63n) - 1n ? `${v}ULL` : `${v}LL`;
  return `((${type})${s})`;
}

function nondet(type: string): string {
  const n = NONDET[type];
  if (!n) throw new Error(`no nondet function for ${type}`);
  return `__VERIFIER_nondet_${n[1]}()`;
}

/** Declarations of the operands: symbolic values pinned by assumptions. */
function operandDecls(c: TableCase, e: ModelEntry): string {
  return c.operands
    .map((o, i) => {
      const v = literal(o.type, BigInt(e.values[i]));
      return `${o.type} ${o.name} = ${nondet(o.type)}; __VERIFIER_assume(${o.name} == ${v});`;
    })
    .join(' ');
}

/**
 * One line: the case's check, which reaches the error exactly when the encoding disagrees with gcc. Each case
 * runs on a path of its own (`sel == k`): a failing case ends its path at reach_error, which on one shared
 * path would make every later case unreachable and so look SAFE.
 */
function checkLine(c: TableCase, e: ModelEntry, k: number): string {
  let test: string;
  if (c.form === 'cond') test = e.value === '0' ? `(${c.expr})` : `(!(${c.expr}))`;
  else test = `((${c.expr}) != ${literal(e.type, BigInt(e.value))})`;
  return `if (sel == ${k}) { ${operandDecls(c, e)} ${c.stmt ?? ''} if ${test} reach_error(); }`;
}

/** A program whose only error is reached with an input equal to the encoder's value of the case. */
function probeProgram(c: TableCase, e: ModelEntry): string {
  const compute =
    c.form === 'cond'
      ? `int r = 0; if (${c.expr}) r = 1; int g = ${nondet('int')};`
      : `${e.type} r = (${c.expr}); ${e.type} g = ${nondet(e.type)};`;
  return `${PRELUDE}\nint main(void) {\n{ ${operandDecls(c, e)} ${c.stmt ?? ''} ${compute} if (g == r) reach_error(); }\nreturn 0; }\n`;
}

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 1 });
});
afterAll(async () => {
  await pool.shutdown();
});

/** Builds and runs the BMC; answers by source line. */
async function bmcByLine(
  source: string,
  model: Model,
  timeoutMs: number,
): Promise<Map<number, EngineVerdict>> {
  const r = await loadSnippets(source, model);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  const cfa = buildProgramCfa(r.program);
  const session = await pool.session();
  try {
    // incremental rounds: one check per property; a closed round's single check over a hundred disjoint
    // paths makes Z3 bit-blast them all (35 s against 5 s for the 64-bit family), and the encoding of
    // the operators, which this file tests, is the same in both modes
    const { answers } = await runBmc(cfa, session, {
      entry: 'main',
      deadline: Date.now() + timeoutMs,
      incremental: true,
    });
    const byLine = new Map<number, EngineVerdict>();
    for (const p of cfa.functions.get('main')?.properties ?? []) {
      const v = answers.get(p.id);
      if (byLine.has(p.loc.line)) throw new Error(`two properties on line ${p.loc.line}`);
      if (v) byLine.set(p.loc.line, v);
    }
    return byLine;
  } finally {
    await session.dispose();
  }
}

/** The encoder's value of a case (the probe's last input), or why it could not be read. */
async function encoderValue(c: TableCase, e: ModelEntry, model: Model): Promise<string> {
  const v = [...(await bmcByLine(probeProgram(c, e), model, 60_000)).values()][0];
  if (v?.verdict !== 'unsafe') return `no value (probe: ${v?.verdict ?? 'no answer'})`;
  const g = v.counterexample.inputs[v.counterexample.inputs.length - 1];
  return (g.signed ? BigInt.asIntN(g.width, g.bits) : g.bits).toString();
}

function describeCase(c: TableCase, e: ModelEntry, model: Model): string {
  const ops = c.operands.map((o, i) => `${o.type} ${o.name} = ${e.values[i]}`).join(', ');
  const what = `${c.stmt ? `${c.stmt} ` : ''}${c.form === 'cond' ? `if (${c.expr})` : c.expr}`;
  return `#${c.id} ${model} ${c.category}: ${what} with ${ops}: gcc gives (${e.type}) ${e.value}`;
}

/** Failing cases per program whose encoder value is read by a probe (each probe is one more BMC run). */
const MAX_PROBES = 30;

/** Checks a group of cases in one program; returns a description of each case that fails. */
async function checkCases(
  cases: readonly TableCase[],
  model: Model,
  entry = (c: TableCase): ModelEntry => c[model],
): Promise<{ failures: string[]; checked: number }> {
  const lines = [PRELUDE, `int main(void) { int sel = ${nondet('int')};`];
  const caseAtLine = new Map<number, TableCase>();
  for (const c of cases) {
    lines.push(checkLine(c, entry(c), caseAtLine.size));
    caseAtLine.set(lines.length, c);
  }
  lines.push('return 0; }');
  const byLine = await bmcByLine(lines.join('\n') + '\n', model, 240_000);
  const failures: string[] = [];
  for (const [line, c] of caseAtLine) {
    const e = entry(c);
    const v = byLine.get(line);
    if (v?.verdict === 'safe') continue;
    let found: string;
    if (v?.verdict === 'unsafe')
      found =
        failures.length < MAX_PROBES ? `the encoder gives ${await encoderValue(c, e, model)}` : 'BMC: unsafe';
    else found = `BMC ${v ? `unknown: ${v.reason}` : 'has no property for this line'}`;
    failures.push(`${describeCase(c, e, model)}, ${found}`);
  }
  return { failures, checked: caseAtLine.size };
}

/**
 * Cases per program: a family is one program, or a few when it is large (each check is a solver call over the
 * whole formula, so halving the mixed-type family's 240 cases into two programs nearly halves its time).
 */
const MAX_PER_PROGRAM = 120;

const FAMILIES = [...new Set(TABLE.cases.map((c) => c.family))];

describe('the encoding table', () => {
  it('has ≥ 300 cases, each with both data models, from gcc', () => {
    expect(TABLE.cases.length).toBeGreaterThanOrEqual(300);
    expect(new Set(TABLE.cases.map((c) => c.id)).size).toBe(TABLE.cases.length);
    for (const c of TABLE.cases) {
      for (const m of MODELS) {
        const e = c[m];
        expect(e, `#${c.id} ${m}`).toBeDefined();
        expect(e.values.length).toBe(c.operands.length);
        expect(NONDET[e.type], `#${c.id} ${m}: ${e.type}`).toBeDefined();
      }
    }
    expect(TABLE.gcc).toMatch(/gcc/i);
  });
});

describe.each(MODELS)('BMC encoding agrees with gcc, %s', (model) => {
  it.each(FAMILIES)('%s', { timeout: 300_000 }, async (family) => {
    const cases = TABLE.cases.filter((c) => c.family === family);
    const failures: string[] = [];
    let checked = 0;
    for (let i = 0; i < cases.length; i += MAX_PER_PROGRAM) {
      const r = await checkCases(cases.slice(i, i + MAX_PER_PROGRAM), model);
      failures.push(...r.failures);
      checked += r.checked;
    }
    expect(checked).toBe(cases.length);
    expect(failures).toEqual([]);
  });
});

describe('the check itself', () => {
  it('reports a wrong expectation with the value the encoder computes', { timeout: 120_000 }, async () => {
    // Three cases of different kinds with gcc's value off by one: each must fail, and the probe must
    // read back gcc's true value from the encoder.
    const picks = [
      TABLE.cases.find((c) => c.expr === 'a >> b' && c.operands[0].type === 'long long'),
      TABLE.cases.find((c) => c.category === 'increment' && c.stmt !== undefined),
      TABLE.cases.find((c) => c.category === 'cast' && c.expr === '(_Bool)a'),
    ].filter((c): c is TableCase => c !== undefined);
    expect(picks).toHaveLength(3);
    const wrong = (c: TableCase): ModelEntry => {
      const e = c.LP64;
      return { ...e, value: String(e.type === '_Bool' ? 1n - BigInt(e.value) : BigInt(e.value) + 1n) };
    };
    const { failures } = await checkCases(picks, 'LP64', wrong);
    expect(failures).toHaveLength(3);
    picks.forEach((c, i) => {
      expect(failures[i]).toContain(`#${c.id} LP64`);
      expect(failures[i]).toContain(`the encoder gives ${c.LP64.value}`);
    });
  });
});
