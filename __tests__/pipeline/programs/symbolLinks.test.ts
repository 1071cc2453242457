// Program formation on a usual project layout (src/ proofs/ include/): each harness is linked with
// the library folder that defines what it calls, the library is no program of its own, a name two
// folders define links neither (with a warning), and `--entry` decides what a harness is.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planPrograms } from '../../../src/pipeline/programs/programPlan';
import { runVerify } from '../../../src/pipeline/runVerify';
import { DEFAULT_VERIFY_OPTIONS } from '../../../src/pipeline/options';
import { LP64 } from '../../../src/frontend/dataModel';
import { run } from '../../../src/cli/program';
import { BufferIo } from '../../../src/cli/io';

/** A project in a fresh folder: `files` by relative path. */
function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-layout-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const LAYOUT = {
  'include/ring.h': 'int ring_push(int *buf, int n, int x);\nint clamp(int x, int hi);\n',
  'src/ring.c':
    '#include "ring.h"\nint ring_push(int *buf, int n, int x) { buf[clamp(n, 3)] = x; return n + 1; }\n',
  'src/util.c': '#include "ring.h"\nint clamp(int x, int hi) { return x > hi ? hi : x; }\n',
  'proofs/push_ok.c': `#include <assert.h>
#include "ring.h"
int main(void) { int b[4]; int n = ring_push(b, 0, 7); assert(n == 1 && b[0] == 7); return 0; }
`,
  'proofs/push_bad.c': `#include <assert.h>
#include "ring.h"
int main(void) { int b[4]; ring_push(b, 9, 5); assert(b[0] == 5); return 0; }
`,
};

describe('program formation', () => {
  it('links each harness with the library folder it calls; the library is no program of its own', async () => {
    const root = project(LAYOUT);
    const plan = await planPrograms([path.join(root, 'src'), path.join(root, 'proofs')]);
    const rel = plan.programs.map((p) => p.map((f) => path.relative(root, f)));
    expect(rel).toEqual([
      ['proofs/push_bad.c', 'src/ring.c', 'src/util.c'],
      ['proofs/push_ok.c', 'src/ring.c', 'src/util.c'],
    ]);
    expect(plan.diagnostics).toEqual([]);
  });

  it('verifies the linked programs, and the report lists their files', async () => {
    const root = project(LAYOUT);
    const result = await runVerify({
      paths: [path.join(root, 'proofs'), path.join(root, 'src')],
      frontend: { dataModel: LP64, includeDirs: [path.join(root, 'include')], defines: [] },
      options: { ...DEFAULT_VERIFY_OPTIONS, timeoutSeconds: 30 },
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const byFile = result.report.properties.map((p) => `${path.relative(root, p.file)} ${p.verdict}`);
    expect(byFile).toEqual(['proofs/push_bad.c unsafe', 'proofs/push_ok.c safe']);
    expect(result.report.programs?.map((p) => p.length)).toEqual([3, 3]);
  });

  it('takes the functions --entry names as harnesses, and warns when two folders define a callee', async () => {
    const root = project({
      'lib_a/f.c': 'int f(int x) { return x + 1; }\n',
      'lib_b/f.c': 'int f(int x) { return x + 2; }\n',
      'lib_c/g.c': 'int g(int x) { return x * 2; }\n',
      'proofs/h.c': 'int f(int); int g(int);\nvoid harness(void) { int y = g(f(1)); (void)y; }\n',
    });
    const plan = await planPrograms([root], [], process.cwd(), 'harness');
    const rel = plan.programs.map((p) => p.map((f) => path.relative(root, f)));
    // f is ambiguous (both libraries define it): only g's folder is linked
    expect(rel).toEqual([['lib_a/f.c'], ['lib_b/f.c'], ['proofs/h.c', 'lib_c/g.c']]);
    expect(plan.diagnostics.map((d) => d.message)).toEqual([
      "'f' is defined in several folders (" +
        `${path.join(root, 'lib_a')}, ${path.join(root, 'lib_b')}): none of them is linked for it`,
    ]);
  });

  it('verify --list-programs prints the programs and exits 0', async () => {
    const root = project(LAYOUT);
    const io = new BufferIo();
    const code = await run(
      ['verify', '--list-programs', path.join(root, 'src'), path.join(root, 'proofs')],
      io,
    );
    expect(code).toBe(0);
    expect(io.stdout.trim().split('\n')).toEqual([
      `program 1: ${['proofs/push_bad.c', 'src/ring.c', 'src/util.c'].map((f) => path.join(root, f)).join(' ')}`,
      `program 2: ${['proofs/push_ok.c', 'src/ring.c', 'src/util.c'].map((f) => path.join(root, f)).join(' ')}`,
    ]);
  });
});
