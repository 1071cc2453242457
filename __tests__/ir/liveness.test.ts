// Live locals of a CFA: what some path still reads before overwriting it. The bounded unrolling
// merges only these at its join points.

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { liveLocals } from '../../src/ir/liveness';
import type { CfaFunction } from '../../src/ir/cfa';

async function fnOf(src: string, name: string): Promise<CfaFunction> {
  const r = await loadSnippets(src);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  const f = buildProgramCfa(r.program).functions.get(name);
  if (!f) throw new Error(name);
  return f;
}

/** Live names after each edge, by the edge's text (the first edge with that text). */
function liveAfter(fn: CfaFunction): Map<string, string[]> {
  const live = liveLocals(fn);
  const out = new Map<string, string[]>();
  for (const n of [...fn.nodes].sort((a, b) => (a.rpo ?? 0) - (b.rpo ?? 0)))
    for (const e of n.out) {
      const key = `${e.kind === 'assume' && !e.truth ? '!' : ''}${e.kind} ${e.text}`;
      if (!out.has(key)) out.set(key, [...(live.get(e.to) ?? [])].map((v) => v.name).sort());
    }
  return out;
}

describe('live locals', () => {
  it('drops a value after its last read and after it is overwritten', async () => {
    const f = await fnOf(
      `int f(int a, int b) { int t = a + 1; int u = t * 2; t = 0; if (b) return u + t; return a; }`,
      'f',
    );
    const live = liveLocals(f);
    expect([...(live.get(f.entry) ?? [])].map((v) => v.name).sort()).toEqual(['a', 'b']);
    const after = liveAfter(f);
    expect(after.get('assign int t = a + 1;')).toEqual(['a', 'b', 't']);
    expect(after.get('assign int u = t * 2;')).toEqual(['a', 'b', 'u']); // t is overwritten next
    expect(after.get('assume b')).toEqual(['t', 'u']);
    expect(after.get('!assume b')).toEqual(['a']);
  });

  it('keeps what a loop reads on its next iteration', async () => {
    const f = await fnOf(
      `int g(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; int r = s; return r; }`,
      'g',
    );
    const after = liveAfter(f);
    expect(after.get('assume i < n')).toEqual(['i', 'n', 's']);
    expect(after.get('!assume i < n')).toEqual(['s']);
  });

  it('reads the variables of an assigned place, and the arguments of a call', async () => {
    const f = await fnOf(
      `int h(int x) { return x; }
       int k(int *p, int i, int j) { int a[4]; a[i] = 1; p[j] = h(i); return a[0]; }`,
      'k',
    );
    const after = liveAfter(f);
    expect(after.get('decl int a[4];')).toEqual(['a', 'i', 'j', 'p']);
    expect(after.get('assign a[i] = 1')).toEqual(['a', 'i', 'j', 'p']);
  });
});
