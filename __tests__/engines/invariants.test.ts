// Template invariants (intervals, zones) over the Horn system's loop heads, the integer relaxation
// of the clauses and the lifting of its solutions back to bit-vectors, and the certificate's loop
// invariants printed as C expressions and written into an SV-COMP YAML 2.0 witness.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { ProgramCfa } from '../../src/ir/cfa';
import { hornSystem } from '../../src/encodings/horn/hornClauses';
import { predicateDefinitions } from '../../src/encodings/horn/horn';
import { liftSolution, relaxedScript } from '../../src/engines/chc/liaRelax';
import { computeInvariants } from '../../src/engines/invariants/templateInvariants';
import { rowsFor, thresholds, widenedBound } from '../../src/engines/invariants/templates';
import { runChc } from '../../src/engines/chc/chcEngine';
import { loopInvariants } from '../../src/pipeline/invariantsC';
import { writeWitnesses } from '../../src/report/witnessFiles';
import { runVerifyChecked as runVerify } from '../helpers/reproducers';
import { ILP32 } from '../../src/frontend/dataModel';
import { createSolverPool, type SolverPool } from '../../src/smt/solverPool';

let pool: SolverPool;
beforeAll(() => {
  pool = createSolverPool({ maxWorkers: 2 });
});
afterAll(async () => {
  await pool.shutdown();
});

const PRELUDE = 'extern int __VERIFIER_nondet_int(void); extern void reach_error(void);\n';

async function cfaOf(src: string): Promise<ProgramCfa> {
  const r = await loadSnippets(PRELUDE + src, 'ILP32');
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return buildProgramCfa(r.program);
}

const BOUNDED =
  'int main(void) {\n  int x = 0;\n  int n = __VERIFIER_nondet_int();\n  if (n < 0 || n > 1000) return 0;\n  while (x < n) {\n    x++;\n  }\n  if (x > 1000) reach_error();\n  return 0;\n}\n';

describe('template invariants', () => {
  it('finds interval and zone bounds at the loop head that make the program safe', async () => {
    const cfa = await cfaOf(BOUNDED);
    const system = hornSystem(cfa, 'main');
    const session = await pool.session();
    try {
      const [intervals, zones] = await computeInvariants(system, session, 'zones', Date.now() + 30_000);
      expect(intervals.inductive).toBe(true);
      expect(zones.inductive).toBe(true);
      const loop = [...system.nodes].find(([, v]) => v.node.isLoopHead)?.[0] as string;
      expect(intervals.invariants.get(loop)?.length).toBeGreaterThan(0);
      // zones have the difference rows as well
      expect((zones.invariants.get(loop) ?? []).length).toBeGreaterThan(
        intervals.invariants.get(loop)?.length ?? 0,
      );
      // as hints, the intervals alone already prove the program: the CHC engine answers SAFE
      const answers = await runChc(cfa, session, {
        entry: 'main',
        deadline: Date.now() + 30_000,
        hints: [intervals.invariants],
      });
      const first = [...answers.values()][0];
      expect(first?.verdict).toBe('safe');
      if (first?.verdict === 'safe') {
        const printed = loopInvariants(cfa, 'main', first.certificate);
        expect(printed).toHaveLength(1);
        expect(printed[0].line).toBe(6);
        expect(printed[0].expression).toContain('x <= 1000');
        expect(printed[0].expression).toContain('x >= 0');
      }
    } finally {
      await session.dispose();
    }
  });
});

describe('an unfinished iteration', () => {
  it('hands a row on at the threshold its next raise would take it to, or not at all when none is left', async () => {
    const cfa = await cfaOf(BOUNDED);
    const system = hornSystem(cfa, 'main');
    const loop = [...system.nodes].find(([, v]) => v.node.isLoopHead)?.[0] as string;
    const args = system.args.get(loop) ?? [];
    const steps = thresholds(system);
    // the program's constants, their neighbours and negations are the thresholds
    expect(steps).toEqual(expect.arrayContaining([999n, 1000n, 1001n, -1000n, 0n, 1n]));
    const x = args.findIndex((a) => a.label === 'x');
    const row = rowsFor(args, { octagons: false }).find((r) => r.terms[0][0] === x && r.terms[0][1] === 1);
    if (!row) throw new Error('no row x <= d');
    // a bound read off the models so far (x was 3): the loop's bound, not 3
    expect(widenedBound(row, args, 3n, steps)).toBe(999n);
    expect(widenedBound(row, args, 1000n, steps)).toBe(1000n);
    // past the last threshold below the row's largest value: no candidate (unbounded)
    expect(widenedBound(row, args, (1n << 31n) - 1n, steps)).toBeUndefined();
  });
});

describe('integer relaxation', () => {
  it('relaxes bit-vector clauses to integers and lifts an integer solution back exactly', async () => {
    const cfa = await cfaOf(BOUNDED);
    const system = hornSystem(cfa, 'main');
    const script = relaxedScript(system) as string;
    expect(script).toContain('Int');
    expect(script).not.toMatch(/BitVec/);
    const loop = [...system.nodes].find(([, v]) => v.node.isLoopHead)?.[0] as string;
    const arity = system.predicates.find(([n]) => n === loop)?.[1].length ?? 0;
    const params = Array.from({ length: arity }, (_, i) => `(x!${i} Int)`).join(' ');
    const lifted = liftSolution(
      `(\n  (define-fun ${loop} (${params}) Bool (and (<= x!0 (* 2 x!1)) (>= x!0 (- 3))))\n)`,
      system,
    );
    // variables are sign-extended so that 2 * x cannot overflow, constants become two's complement
    expect(lifted).toMatch(/bvsle \(\(_ sign_extend \d+\) x!0\) \(bvmul/);
    expect(lifted).toMatch(/bvneg/);
    // an operation without an exact lifting is dropped, the rest of the candidate stays
    const partial = liftSolution(
      `((define-fun ${loop} (${params}) Bool (and (>= x!0 0) (= (abs x!1) 3))))`,
      system,
    );
    expect(partial).toMatch(/bvsge/);
    expect(partial).not.toMatch(/abs/);
    // definitions of the inductive part print back through predicateDefinitions
    expect(predicateDefinitions(system, new Map([[loop, ['true']]]), 'false')).toContain(
      `(define-fun ${loop}`,
    );
  });
});

describe('witnesses', () => {
  it('writes a correctness witness with the loop invariant and a violation witness with the inputs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-witness-'));
    const safe = path.join(dir, 'safe.c');
    fs.writeFileSync(safe, PRELUDE + BOUNDED);
    const unsafe = path.join(dir, 'unsafe.c');
    fs.writeFileSync(
      unsafe,
      `${PRELUDE}int main(void) {\n  int a = __VERIFIER_nondet_int();\n  if (a == 42) reach_error();\n  return 0;\n}\n`,
    );
    for (const [file, out] of [
      [safe, path.join(dir, 'safe.yml')],
      [unsafe, path.join(dir, 'unsafe.yml')],
    ]) {
      // the proof by CHC (whose certificate carries the loop invariant), whatever else would be
      // quicker on this machine (a BMC unwinding of the 1000 iterations has none)
      const engine = file === safe ? 'chc' : 'auto';
      const run = await runVerify({
        paths: [file],
        frontend: { dataModel: ILP32, includeDirs: [], defines: [] },
        options: { engine, timeoutSeconds: 60, checks: new Set(), witnesses: true },
      });
      expect(run.failed).toBe(false);
      expect(run.witnesses?.several).toBe(false);
      writeWitnesses(out, run.witnesses ?? { several: false, programs: [] });
    }
    const sw = parse(fs.readFileSync(path.join(dir, 'safe.yml'), 'utf8'));
    expect(sw[0].entry_type).toBe('invariant_set');
    expect(sw[0].metadata.format_version).toBe('2.0');
    expect(sw[0].metadata.task.input_file_hashes[safe]).toMatch(/^[0-9a-f]{64}$/);
    expect(sw[0].metadata.task.data_model).toBe('ILP32');
    expect(sw[0].content[0].invariant.type).toBe('loop_invariant');
    expect(sw[0].content[0].invariant.location.line).toBe(6);
    // x <= 1000 itself, or what implies it (redundant conjuncts are dropped from solutions)
    const value = sw[0].content[0].invariant.value as string;
    expect(
      value.includes('x <= 1000') || (value.includes('n <= 1000') && value.includes('(x - n) <= 0')),
    ).toBe(true);
    const uw = parse(fs.readFileSync(path.join(dir, 'unsafe.yml'), 'utf8'));
    expect(uw[0].entry_type).toBe('violation_sequence');
    const waypoints = uw[0].content.map((s: { segment: { waypoint: unknown }[] }) => s.segment[0].waypoint);
    expect(waypoints[0]).toMatchObject({ type: 'function_return', constraint: { value: '\\result == 42' } });
    expect(waypoints[waypoints.length - 1]).toMatchObject({ type: 'target', location: { line: 4 } });
  });
});
