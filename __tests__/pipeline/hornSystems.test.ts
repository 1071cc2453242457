// The Horn systems of a run, built once per (program CFA, entry, skip set): the memo hands out one
// frozen system per key and throws an unsupported encoding again without building it again; a verify
// run whose portfolio runs several stages (template invariants, CHC, k-induction, certificate checks,
// vacuity) encodes each key once, and its statistics count what it built. The transition system of
// a Horn system (k-induction's encoding) is built once too.
import { describe, expect, it, vi } from 'vitest';
import type { ProgramCfa } from '../../src/ir/cfa';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { EncodeUnsupported } from '../../src/smt/memoryModel';
import {
  forgetHornSystems,
  hornEncodable,
  hornSystemKey,
  hornSystemKeys,
  hornSystemOf,
  hornSystemStats,
} from '../../src/encodings/horn/hornSystems';
import { transitionSystemOf, transitionSystemsBuilt } from '../../src/encodings/transitionSystem';
import { loadSnippets } from '../helpers/loadSnippet';
import { tempProgram, verifyFile } from '../helpers/verifyFile';

/** Every real encoding: the CFA, entry and skip set it was built for. */
const builds = vi.hoisted(() => [] as { cfa: ProgramCfa; key: string }[]);

vi.mock('../../src/encodings/horn/hornClauses', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/encodings/horn/hornClauses')>();
  return {
    ...m,
    hornSystem: (cfa: ProgramCfa, entry: string, skip?: ReadonlySet<string>, ...rest: unknown[]) => {
      builds.push({ cfa, key: JSON.stringify([entry, [...(skip ?? [])].sort()]) });
      return m.hornSystem(cfa, entry, skip, ...(rest as []));
    },
  };
});

async function cfaOf(src: string): Promise<ProgramCfa> {
  const loaded = await loadSnippets(src, 'ILP32');
  if (!loaded.program) throw new Error('did not load');
  return buildProgramCfa(loaded.program);
}

const LOOP = `extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
int main(void) { int x = 0; while (__VERIFIER_nondet_int()) { if (x < 10) x++; }
  if (x > 10) reach_error(); return 0; }
`;

describe('hornSystemOf', () => {
  it('builds one frozen system per (CFA, entry, skip set) and hands it out again', async () => {
    const cfa = await cfaOf(LOOP);
    const before = hornSystemStats();
    const a = hornSystemOf(cfa, 'main');
    expect(hornSystemOf(cfa, 'main', new Set())).toBe(a);
    const skipped = hornSystemOf(cfa, 'main', new Set(['b', 'a']));
    expect(hornSystemOf(cfa, 'main', new Set(['a', 'b']))).toBe(skipped);
    expect(skipped).not.toBe(a);
    expect(hornSystemStats()).toEqual({ built: before.built + 2, requests: before.requests + 4 });
    expect(hornSystemKeys(cfa)).toEqual([hornSystemKey('main'), hornSystemKey('main', new Set(['a', 'b']))]);
    // a consumer cannot change what the certificate checks read
    expect(Object.isFrozen(a.clauses) && Object.isFrozen(a.clauses[0]) && Object.isFrozen(a.predicates)).toBe(
      true,
    );
    expect(() => (a.clauses as unknown[]).push(undefined)).toThrow(TypeError);
    // another CFA object of the same program has systems of its own; a forgotten CFA is built again
    const other = await cfaOf(LOOP);
    expect(hornSystemOf(other, 'main')).not.toBe(a);
    forgetHornSystems(cfa);
    expect(hornSystemOf(cfa, 'main')).not.toBe(a);
    expect(hornSystemStats().built).toBe(before.built + 4);
  });

  it('throws an encoding the program does not admit again, without building it again', async () => {
    const cfa = await cfaOf(
      'extern void reach_error(void);\nint a[4];\nint main(void) { a[1] = 2; if (a[1] != 2) reach_error(); return 0; }\n',
    );
    const before = hornSystemStats().built;
    expect(() => hornSystemOf(cfa, 'main')).toThrow(EncodeUnsupported);
    expect(() => hornSystemOf(cfa, 'main')).toThrow(EncodeUnsupported);
    expect(hornSystemStats().built).toBe(before + 1);
  });
});

describe('hornEncodable', () => {
  it('is false only when neither the encoding with array values nor the one without admits the program', async () => {
    // a global array: only the encoding with array values admits it (the provers' lane runs)
    const global = await cfaOf(
      'extern void reach_error(void);\nint a[4];\nint main(void) { a[1] = 2; if (a[1] != 2) reach_error(); return 0; }\n',
    );
    expect(hornEncodable(global, 'main')).toBe(true);
    expect(hornEncodable(await cfaOf(LOOP), 'main')).toBe(true);
    // a heap object indexed by an input: neither (the provers' lane is left out)
    const heap = await cfaOf(`#include <stdlib.h>
extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
int main(void) { int n = __VERIFIER_nondet_int(); if (n < 0 || n > 3) return 0;
  char *p = malloc(4); if (!p) return 0; p[n] = 1; if (p[n] != 1) reach_error(); free(p); return 0; }
`);
    expect(hornEncodable(heap, 'main')).toBe(false);
    expect(() => hornSystemOf(heap, 'main')).toThrow(EncodeUnsupported);
  });
});

describe('transitionSystemOf', () => {
  it('builds one frozen transition system per Horn system, shared by k-induction and its check', async () => {
    const cfa = await cfaOf(LOOP);
    const system = hornSystemOf(cfa, 'main');
    const before = transitionSystemsBuilt();
    const ts = transitionSystemOf(system);
    expect(transitionSystemOf(system)).toBe(ts);
    expect(transitionSystemOf(hornSystemOf(cfa, 'main', new Set(['x'])))).not.toBe(ts);
    expect(transitionSystemsBuilt()).toBe(before + 2);
    expect(Object.isFrozen(ts)).toBe(true);
  });
});

describe('a verify run', () => {
  it('encodes each (CFA, entry, skip set) once across its stages and counts them', async () => {
    // an assertion (not an error call) that random runs do not stand at (not even with the
    // constant the guard compares with): the vacuity check encodes it again on a CFA of its own
    const src = `#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) { int x = 0; while (__VERIFIER_nondet_int()) { if (x < 10) x++; }
  int h = __VERIFIER_nondet_int(); if ((h ^ 0x1234) == 0x5eed0000) assert(x <= 10); return 0; }
`;
    const { file } = tempProgram('pg-horn-', src);
    builds.length = 0;
    const requested = hornSystemStats().requests;
    const report = await verifyFile(file, { timeoutSeconds: 30 });
    expect(report.properties.map((p) => p.verdict)).toEqual(['safe']);
    expect(builds.length).toBeGreaterThan(0);
    const distinct = new Map<ProgramCfa, Set<string>>();
    for (const b of builds) distinct.set(b.cfa, (distinct.get(b.cfa) ?? new Set()).add(b.key));
    const keys = [...distinct.values()].reduce((n, s) => n + s.size, 0);
    expect(distinct.size).toBe(2); // the program's CFA and the vacuity check's
    expect(keys).toBe(builds.length); // no (CFA, entry, skip set) encoded twice
    expect(report.stats.hornSystemsBuilt).toBe(builds.length);
    // the stages and the certificate checks shared them: more requests than builds
    expect(hornSystemStats().requests - requested).toBeGreaterThan(builds.length);
  }, 120_000);
});
