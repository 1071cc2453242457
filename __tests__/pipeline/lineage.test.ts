// Reuse across edits: after a change the verdict keys differ, and the run starts from what the
// previous version was verified with (the entry's lineage record): its invariants, mapped onto the
// new clauses and re-checked, and its counterexamples, replayed. Forged lineage records (valid
// checksums, wrong content) cannot change a verdict; records of other options are not read.

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { ArtifactStore, type StoredLineage } from '../../src/incremental/store';
import { lineageKey, propertyKey, programPrints } from '../../src/incremental/keys';

const LOOP = `extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 1000) return 0;
  unsigned i = 0, s = 0;
  while (i < n) {
    i++;
    s++;
  }
  if (s != n) reach_error();
  return 0;
}
`;

const BUGGY = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 1000 && x < 1010) reach_error();
  return 0;
}
`;

const setup = (program: string): { file: string; cacheDir: string } =>
  tempProgram('proofgate-lineage-', program);
const verify = verifyFile;

function lineageOf(cacheDir: string): { file: string; record: StoredLineage } {
  const root = fs.readdirSync(cacheDir).find((d) => d.startsWith('v')) as string;
  const dir = path.join(cacheDir, root, 'lineage');
  const sub = fs.readdirSync(dir)[0];
  const name = fs.readdirSync(path.join(dir, sub))[0];
  const file = path.join(dir, sub, name);
  // the record as the store hands it out: without the file's schema and checksum (putLineage adds
  // them again, so an edited record reads back as valid)
  const {
    schema: _schema,
    checksum: _checksum,
    ...record
  } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return { file, record: record as unknown as StoredLineage };
}

describe('reuse across an edit', () => {
  it("re-checks the previous version's invariants on the changed code instead of searching", async () => {
    const { file, cacheDir } = setup(LOOP);
    const first = await verify(file, { cacheDir, engine: 'chc' });
    expect(first.properties.map((p) => p.verdict)).toEqual(['safe']);
    expect(first.stats.reuse?.scratch.properties).toBe(1);
    const { record } = lineageOf(cacheDir);
    const loop = record.invariants.find((p) => p.role === 'loop');
    expect(loop?.fn).toBe('main');
    expect(loop?.args.map((a) => a.id)).toContain('local:s#0');
    // the loop body's statements swapped: another CFA, another key, the same invariant
    fs.writeFileSync(file, LOOP.replace('    i++;\n    s++;', '    s++;\n    i++;'));
    const second = await verify(file, { cacheDir, engine: 'chc' });
    expect(second.properties.map((p) => `${p.verdict} ${p.engine}`)).toEqual(['safe previous-version']);
    expect(second.properties[0].reuse).toBe('certificate');
    expect(second.stats.reuse?.certificate.properties).toBe(1);
    expect(second.stats.reuse?.scratch.solverCalls).toBe(0);
    expect(second.stats.reuse?.candidates.solverCalls).toBe(0);
  });

  it("maps invariants whose quantifiers carry Z3's annotations", async () => {
    // Spacer's models write `(exists (...) (! body :weight 0))`; the attribute only steers the
    // solver, so a conjunct that carries one maps like any other
    const { file, cacheDir } = setup(LOOP);
    await verify(file, { cacheDir, engine: 'chc' });
    const { record } = lineageOf(cacheDir);
    const annotated = (c: string): string =>
      `(exists ((x!1 (_ BitVec 32))) (! (and (= x!1 x!1) ${c}) :weight 0))`;
    new ArtifactStore(cacheDir).putLineage({
      ...record,
      invariants: record.invariants.map((p) => ({ ...p, conjuncts: p.conjuncts.map(annotated) })),
    });
    fs.writeFileSync(file, LOOP.replace('    i++;\n    s++;', '    s++;\n    i++;'));
    const second = await verify(file, { cacheDir, engine: 'chc' });
    expect(second.stats.cacheWarnings).toBeUndefined();
    expect(second.properties.map((p) => `${p.verdict} ${p.engine} ${p.reuse}`)).toEqual([
      'safe previous-version certificate',
    ]);
  });

  it('keeps the proofs of the untouched properties when an edit breaks another one', async () => {
    const program = LOOP.replace('  return 0;\n}\n', '  if (s > 1000) reach_error();\n  return 0;\n}\n');
    const { file, cacheDir } = setup(program);
    const first = await verify(file, { cacheDir, engine: 'chc' });
    expect(first.properties.map((p) => p.verdict)).toEqual(['safe', 'safe']);
    fs.writeFileSync(file, program.replace('s > 1000', 's > 999'));
    const second = await verify(file, { cacheDir, engine: 'chc', timeoutSeconds: 8 });
    // the old invariants still prove `s == n` in one check; the broken property is not proved
    expect(second.properties.map((p) => `${p.verdict} ${p.engine} ${p.reuse}`)).toEqual([
      'safe previous-version certificate',
      expect.stringMatching(/^unknown chc /),
    ]);
    expect(second.stats.reuse?.certificate.properties).toBe(1);
  });

  it('starts a changed program over arrays from its quantified invariants', async () => {
    const copy = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a[50000]; int b[50000]; int i;
  for (i = 0; i < 50000; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 50000; i++) b[i] = a[i];
  for (i = 0; i < 50000; i++) if (a[i] != b[i]) reach_error();
  return 0;
}
`;
    const { file, cacheDir } = setup(copy);
    const first = await verify(file, { cacheDir, engine: 'chc' });
    expect(first.properties.map((p) => p.verdict)).toEqual(['safe']);
    const { record } = lineageOf(cacheDir);
    const quantified = record.invariants.flatMap((p) => p.conjuncts).filter((c) => c.startsWith('(forall'));
    expect(quantified.length).toBeGreaterThan(0);
    // the comparison written the other way round: another CFA, the same invariants
    fs.writeFileSync(file, copy.replace('if (a[i] != b[i])', 'if (b[i] != a[i])'));
    const second = await verify(file, { cacheDir, engine: 'chc' });
    expect(second.properties.map((p) => `${p.verdict} ${p.engine} ${p.reuse}`)).toEqual([
      'safe previous-version certificate',
    ]);
  }, 120_000);

  it('replays the previous counterexample on the changed code', async () => {
    const { file, cacheDir } = setup(BUGGY);
    const first = await verify(file, { cacheDir });
    expect(first.properties.map((p) => p.verdict)).toEqual(['unsafe']);
    fs.writeFileSync(file, BUGGY.replace('x < 1010', 'x < 1020'));
    const second = await verify(file, { cacheDir });
    expect(second.properties.map((p) => `${p.verdict} ${p.engine} ${p.reuse}`)).toEqual([
      'unsafe previous-version certificate',
    ]);
    expect(second.properties[0].trace?.at(-1)?.line).toBe(5);
  });

  it('never lets a forged lineage record change a verdict', async () => {
    // A safe program's lineage, its invariants replaced by claims that would "prove" anything,
    // moved over to a buggy variant: each claim is dropped or fails its re-check.
    const { file, cacheDir } = setup(LOOP);
    await verify(file, { cacheDir, engine: 'chc' });
    const { record } = lineageOf(cacheDir);
    const store = new ArtifactStore(cacheDir);
    const forged = (conjuncts: string[]): StoredLineage => ({
      ...record,
      invariants: record.invariants.map((p) => ({ ...p, conjuncts })),
    });
    fs.writeFileSync(file, LOOP.replace('if (s != n)', 'if (s != n || n == 3)'));
    // the record's options (engine chc) are the run's, so the run reads it: CHC alone cannot show
    // the bug, so a claim that got through would make it SAFE
    const read = vi.spyOn(ArtifactStore.prototype, 'getLineage');
    try {
      for (const claims of [
        ['false'],
        ['(bvult a0 a0)'],
        ['true) (check-sat) (assert true'],
        ['(P_main_1 a0)'],
        ['(= a0 a99)'],
        ['(! false :weight 0)'],
      ]) {
        store.putLineage(forged(claims));
        read.mockClear();
        const again = await verify(file, { cacheDir, engine: 'chc', timeoutSeconds: 5 });
        expect(again.properties.map((p) => p.verdict)).toEqual(['unknown']);
        const got = read.mock.results.map((r) => r.value as StoredLineage | undefined);
        expect(got.some((l) => l?.invariants.some((p) => p.conjuncts.join() === claims.join()))).toBe(true);
      }
    } finally {
      read.mockRestore();
    }
    // the same program under the default engines: the bug is found whatever the record says
    const found = await verify(file, { cacheDir, timeoutSeconds: 10 });
    expect(found.properties.map((p) => p.verdict)).toEqual(['unsafe']);
  }, 120_000);

  it('does not read records written with other options or by another version', async () => {
    const { file, cacheDir } = setup(BUGGY);
    await verify(file, { cacheDir });
    const other = await verify(file, { cacheDir, engine: 'bmc' });
    expect(other.stats.reuse?.verdict.properties).toBe(0);
    expect(other.stats.reuse?.certificate.properties).toBe(0);
    expect(other.stats.reuse?.scratch.properties).toBe(1);
    // Keys name the version: another version files the same property elsewhere.
    const o = { engine: 'auto', checks: [], dataModel: 'LP64', entry: 'main' };
    const { buildProgramCfa } = await import('../../src/ir/programCfa');
    const { loadSnippets } = await import('../helpers/loadSnippet');
    const cfa = buildProgramCfa((await loadSnippets(BUGGY, 'LP64')).program!);
    const prints = programPrints(cfa);
    expect(propertyKey(prints, o, 'main#1', '0.0.1')).not.toBe(propertyKey(prints, o, 'main#1'));
    expect(lineageKey(o, '0.0.1')).not.toBe(lineageKey(o));
  });
});
