// Which arrays the Horn encoding may keep as values: integer arrays of fixed length, indexed only
// where they are named; an array whose address is taken, that decays into a pointer (an argument,
// an assignment), of structs or of variable length stays in memory.

import { describe, expect, it } from 'vitest';
import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import { arrayValueVars } from '../../src/ir/arrayValues';

async function arrays(src: string): Promise<string[]> {
  const r = await loadSnippets(src);
  if (!r.program) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return [...arrayValueVars(buildProgramCfa(r.program))].map((v) => v.name).sort();
}

describe('array values', () => {
  it('keeps integer arrays indexed where they are named', async () => {
    const src = `int g[4] = {1, 2}; unsigned char h[2];
int main(void) { int a[8]; int i = 0; a[i] = g[1]; h[a[0] & 1] = 3; return a[g[0]] + h[1]; }`;
    expect(await arrays(src)).toEqual(['a', 'g', 'h']);
  });

  it('keeps none when an unsupported edge hides its operands', async () => {
    expect(await arrays('void use(int *p); int a[2]; int main(void) { use(a); return a[0]; }')).toEqual([]);
  });

  it('leaves arrays that may be reached through a pointer in memory', async () => {
    const src = `void use(int *p) { *p = 1; }
struct s { int x; };
int byAddress[2]; int passed[2]; int pointed[2]; int kept[2];
int main(int n) {
  int *q = &byAddress[1]; use(passed); int *r = pointed; struct s rec[2]; int vla[n + 1];
  rec[0].x = 1; vla[0] = 1; kept[0] = *q + *r;
  return kept[0];
}`;
    // `passed` goes only to `use`'s pointer, which names it (ir/fieldValues.ts): a value too
    expect(await arrays(src)).toEqual(['kept', 'passed']);
  });
});
