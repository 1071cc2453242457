// The verify pipeline with an artifact store: a second run reuses every verdict after re-checking
// it (replay for UNSAFE, the certificate for SAFE); forged records with valid checksums (a SAFE for
// a violated property, an UNSAFE for a safe one) fail their re-check and change nothing; a full
// run verifies everything again.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempProgram, verifyFile } from '../helpers/verifyFile';
import { ArtifactStore, type StoredVerdict } from '../../src/incremental/store';

const PROGRAM = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < 4; i++) s += i;
  if (s != 6) reach_error();
  if (x > 1000 && x < 1010) reach_error();
  return 0;
}
`;

const setup = (): { file: string; cacheDir: string } => tempProgram('proofgate-cached-', PROGRAM);
const verify = verifyFile;

function records(cacheDir: string): StoredVerdict[] {
  const out: StoredVerdict[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      // verdict records only: lineage and hint records have folders of their own
      if (e.isDirectory() && e.name !== 'lineage' && e.name !== 'hint') walk(p);
      else if (e.isDirectory()) continue;
      else out.push(JSON.parse(fs.readFileSync(p, 'utf8')) as StoredVerdict);
    }
  };
  walk(cacheDir);
  return out.sort((a, b) => a.propertyId.localeCompare(b.propertyId));
}

const verdicts = (r: Awaited<ReturnType<typeof verify>>): string[] =>
  r.properties.map((p) => `${p.id} ${p.verdict}${p.reused ? ' reused' : ''}`);

describe('verify with a cache', () => {
  it('stores SAFE and UNSAFE verdicts and reuses them, re-checked, in the next run', async () => {
    const { file, cacheDir } = setup();
    const first = await verify(file, { cacheDir });
    expect(verdicts(first)).toEqual(['main#1 safe', 'main#2 unsafe']);
    expect(first.stats.reused).toBe(0);
    expect(records(cacheDir).map((r) => `${r.propertyId} ${r.verdict} ${r.origin.event}`)).toEqual([
      'main#1 safe local',
      'main#2 unsafe local',
    ]);
    const second = await verify(file, { cacheDir });
    expect(verdicts(second)).toEqual(['main#1 safe reused', 'main#2 unsafe reused']);
    expect(second.stats.reused).toBe(2);
    // The reused violation comes with a trace replayed today.
    expect(second.properties[1].trace?.at(-1)?.line).toBe(8);
    const full = await verify(file, { cacheDir, reuse: false });
    expect(verdicts(full)).toEqual(['main#1 safe', 'main#2 unsafe']);
  });

  it('never lets a forged record change a verdict', async () => {
    const { file, cacheDir } = setup();
    await verify(file, { cacheDir });
    const [safe, unsafe] = records(cacheDir);
    const store = new ArtifactStore(cacheDir);
    // Valid checksums, wrong verdicts: the violation "proved" at depth 1, the safe property "violated".
    store.put({ ...unsafe, verdict: 'safe', evidence: { kind: 'complete-unwinding', depth: 1 } });
    store.put({
      ...safe,
      verdict: 'unsafe',
      evidence: {
        kind: 'counterexample',
        inputs: [{ source: 'nondet', name: '__VERIFIER_nondet_int', bits: '5', width: 32, signed: true }],
      },
    });
    const again = await verify(file, { cacheDir });
    expect(verdicts(again)).toEqual(['main#1 safe', 'main#2 unsafe']);
    expect(again.stats.reused).toBe(0);
    // The re-verified verdicts replace the forged records.
    expect(records(cacheDir).map((r) => `${r.propertyId} ${r.verdict}`)).toEqual([
      'main#1 safe',
      'main#2 unsafe',
    ]);
  });

  it('re-verifies after a change to the code, not after a comment', async () => {
    const { file, cacheDir } = setup();
    await verify(file, { cacheDir });
    fs.writeFileSync(file, `// a comment\n${PROGRAM}`);
    expect((await verify(file, { cacheDir })).stats.reused).toBe(2);
    fs.writeFileSync(file, PROGRAM.replace('x < 1010', 'x < 1020'));
    const changed = await verify(file, { cacheDir });
    expect(verdicts(changed)).toEqual(['main#1 safe', 'main#2 unsafe']);
    expect(changed.stats.reused).toBe(0);
  });
});

describe('verify with a cache: k-induction certificates', () => {
  it('stores a k-induction certificate, reuses it after its re-check, and rejects a forged one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-cached-kind-'));
    const file = path.join(dir, 'loop.c');
    fs.writeFileSync(
      file,
      `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x == 0) x = 1; else if (x == 1) x = 0; else x = 2;
    if (x == 2) reach_error();
  }
  return 0;
}
`,
    );
    const cacheDir = path.join(dir, 'cache');
    const options = { cacheDir, engine: 'kinduction' as const, invariants: 'none' as const };
    const first = await verify(file, options);
    expect(verdicts(first)).toEqual(['main#1 safe']);
    const [stored] = records(cacheDir);
    expect(stored.evidence.kind).toBe('k-induction');
    const second = await verify(file, options);
    expect(verdicts(second)).toEqual(['main#1 safe reused']);
    // forge: claim the property is 1-inductive (it is not); the checksum is made valid again
    const store = new ArtifactStore(cacheDir);
    const forged = { ...stored, evidence: { ...stored.evidence, k: 1 } } as StoredVerdict;
    store.put(forged);
    const third = await verify(file, options);
    expect(verdicts(third)).toEqual(['main#1 safe']);
    expect(third.stats.reused).toBe(0);
  });
});
