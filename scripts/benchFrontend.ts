// Front end + CFA benchmark: generates a realistic C program (stdio/stdlib/string headers, structs,
// arrays, loops, switches, gotos, recursion, heap lists; seeded, no two functions alike), runs gcc -E to
// get a >= 10,000-line preprocessed file, then times loadProgram + buildProgramCfa on it: the cold first
// run (WASM init included) and the median of 5 runs after a warm-up. Goal: under 2 s.
//
// Usage: npx tsx scripts/benchFrontend.ts [--lines N] [--runs N] [--model LP64|ILP32] [--keep FILE.i]

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadProgram } from '../src/frontend/frontend';
import { dataModelByName, type DataModel } from '../src/frontend/dataModel';
import { formatDiagnostic } from '../src/frontend/diagnostics';
import { initParser } from '../src/frontend/parser';
import { buildProgramCfa } from '../src/ir/programCfa';

const GOAL_MS = 2000;

interface Options {
  lines: number;
  runs: number;
  model: DataModel;
  keep?: string;
}

function parseArgs(argv: readonly string[]): Options {
  const o: Options = { lines: 10_000, runs: 5, model: dataModelByName('LP64') as DataModel };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--lines') o.lines = Number(next());
    else if (a === '--runs') o.runs = Number(next());
    else if (a === '--model') {
      const m = dataModelByName(next());
      if (!m) throw new Error('--model must be LP64 or ILP32');
      o.model = m;
    } else if (a === '--keep') o.keep = next();
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

/** Small deterministic PRNG (mulberry32), so every run benchmarks the same program. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Gen {
  private readonly rand = rng(20240611);
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.rand() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(0, xs.length - 1)];
  }
}

const HEADER = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int cond);
extern void abort(void);
void reach_error(void) { abort(); }
static void check(int cond) {
  if (!cond) {
    ERROR: { reach_error(); abort(); }
  }
}

enum state { ST_IDLE, ST_READ, ST_PARSE, ST_EXEC, ST_DONE, ST_FAIL = -1 };
typedef unsigned int u32;
typedef unsigned char u8;
`;

/** One struct type per module: `struct rec_K` with arrays, a bit-field and a self pointer. */
function recordType(k: number, g: Gen): string {
  return `struct rec_${k} {
  int id;
  u32 flags;
  long total;
  short hist[${g.int(4, 12)}];
  char name[${g.pick([8, 16, 32])}];
  unsigned kind : ${g.int(2, 5)};
  struct rec_${k} *next;
};
static struct rec_${k} table_${k}[${g.int(8, 32)}];
static int count_${k};
`;
}

type Template = (k: number, i: number, g: Gen) => string;

const TEMPLATES: readonly Template[] = [
  // Array scan with a running sum and bounds-dependent updates.
  (k, i, g) => `long sum_${k}_${i}(const int *a, int n) {
  long s = 0;
  int i;
  for (i = 0; i < n; i++) {
    if (a[i] > ${g.int(5, 100)})
      s += a[i] - ${g.int(1, 5)};
    else if (a[i] < -${g.int(5, 100)})
      s -= a[i] / ${g.int(2, 7)};
    else
      s += a[i] % ${g.int(2, 9)};
  }
  return s;
}
`,
  // State machine driven by nondeterministic input.
  (k, i, g) => `int machine_${k}_${i}(int steps) {
  enum state st = ST_IDLE;
  int done = 0, acc = 0;
  while (!done && steps-- > 0) {
    int in = __VERIFIER_nondet_int();
    switch (st) {
    case ST_IDLE:
      if (in > ${g.int(0, 9)}) st = ST_READ;
      break;
    case ST_READ:
      acc += in & 0x${g.int(15, 255).toString(16)};
      st = acc > ${g.int(50, 500)} ? ST_PARSE : ST_READ;
      break;
    case ST_PARSE:
      if (in == ${g.int(1, 50)}) { st = ST_FAIL; break; }
      st = ST_EXEC;
      /* fall through */
    case ST_EXEC:
      acc = (acc << 1) ^ ${g.int(1, 1000)};
      st = ST_DONE;
      break;
    case ST_DONE:
      done = 1;
      break;
    default:
      return -1;
    }
  }
  return st == ST_FAIL ? -1 : acc;
}
`,
  // Heap-allocated list: build, traverse, free.
  (k, i, g) => `int list_${k}_${i}(int n) {
  struct rec_${k} *head = 0, *p;
  int total = 0;
  if (n > ${g.int(10, 40)}) n = ${g.int(10, 40)};
  while (n-- > 0) {
    p = (struct rec_${k} *)malloc(sizeof(struct rec_${k}));
    if (p == NULL) break;
    p->id = n * ${g.int(2, 9)};
    p->flags = (u32)n << ${g.int(1, 8)};
    p->kind = n & 3;
    p->next = head;
    head = p;
  }
  for (p = head; p != NULL; p = p->next)
    total += p->id + (int)(p->flags >> ${g.int(1, 4)});
  while (head) {
    p = head->next;
    free(head);
    head = p;
  }
  return total;
}
`,
  // String handling on fixed buffers.
  (k, i, g) => `size_t name_${k}_${i}(struct rec_${k} *r, const char *src) {
  char buf[${g.pick([16, 32, 64])}];
  size_t len = strlen(src);
  if (len >= sizeof(buf)) len = sizeof(buf) - 1;
  memcpy(buf, src, len);
  buf[len] = '\\0';
  if (strcmp(buf, "${g.pick(['alpha', 'beta', 'gamma', 'delta', 'omega'])}") == 0)
    r->flags |= 0x${g.int(1, 255).toString(16)}u;
  memset(r->name, 0, sizeof(r->name));
  strncpy(r->name, buf, sizeof(r->name) - 1);
  return len;
}
`,
  // Bit manipulation on unsigned values.
  (k, i, g) => `u32 bits_${k}_${i}(u32 x) {
  u32 c = 0, m = 0x${g.int(1, 0xffff).toString(16)}u;
  while (x != 0) {
    c += x & 1u;
    x >>= 1;
  }
  m ^= c << ${g.int(1, 12)};
  m = (m >> ${g.int(1, 7)}) | (m << ${g.int(8, 20)});
  return m & ~(u32)${g.int(0, 255)};
}
`,
  // Nested loops over a small matrix.
  (k, i, g) => `void matmul_${k}_${i}(int c[4][4], int a[4][4], int b[4][4]) {
  int i, j, l;
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++) {
      c[i][j] = ${g.int(0, 3)};
      for (l = 0; l < 4; l++)
        c[i][j] += a[i][l] * b[l][j];
    }
}
`,
  // Recursion.
  (k, i, g) => `int gcd_${k}_${i}(int a, int b) {
  if (b == 0) return a < 0 ? -a : a;
  if (a > ${g.int(1000, 100000)}) return gcd_${k}_${i}(a % ${g.int(7, 97)}, b);
  return gcd_${k}_${i}(b, a % b);
}
`,
  // do-while with break and continue.
  (k, i, g) => `int scan_${k}_${i}(struct rec_${k} *r, int n) {
  int i = 0, hits = 0;
  do {
    if (i >= n) break;
    if (r->hist[i % ${g.int(2, 4)}] == 0) { i++; continue; }
    hits += r->hist[i % ${g.int(2, 4)}] > ${g.int(1, 9)};
    r->total += hits;
    i++;
  } while (i < ${g.int(20, 200)});
  return hits;
}
`,
  // goto-based cleanup.
  (k, i, g) => `int setup_${k}_${i}(int n) {
  int *a = 0, *b = 0, rc = -1, j;
  if (n <= 0 || n > ${g.int(64, 1024)}) goto out;
  a = (int *)calloc((size_t)n, sizeof(int));
  if (!a) goto out;
  b = (int *)malloc((size_t)n * sizeof(int));
  if (!b) goto out_a;
  for (j = 0; j < n; j++) { a[j] = j * ${g.int(2, 5)}; b[j] = a[j] - ${g.int(1, 9)}; }
  rc = b[n - 1] > a[0];
  free(b);
out_a:
  free(a);
out:
  return rc;
}
`,
  // Struct updates through pointers, compound assignments, ternaries, table access.
  (k, i, g) => `void update_${k}_${i}(int id, int delta) {
  struct rec_${k} *r;
  if (count_${k} >= (int)(sizeof(table_${k}) / sizeof(table_${k}[0]))) return;
  r = &table_${k}[count_${k}++];
  r->id = id;
  r->total += delta > 0 ? delta : -delta;
  r->flags |= (u32)(id & ${g.int(1, 255)});
  r->flags &= ~0x${g.int(1, 15).toString(16)}u;
  r->hist[id & ${g.pick([1, 3])}] += (short)${g.int(1, 9)};
  r->kind = (unsigned)(delta & 3);
  check(r->total >= 0 || delta < 0);
}
`,
  // Table search with early return and a checked property.
  (k, i, g) => `int find_${k}_${i}(int key) {
  int lo = 0, hi = count_${k} - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (table_${k}[mid].id == key) return mid;
    if (table_${k}[mid].id < key) lo = mid + 1;
    else hi = mid - 1;
  }
  check(lo >= 0);
  return -${g.int(1, 3)};
}
`,
  // printf-style reporting mixed with arithmetic on chars.
  (k, i, g) => `void report_${k}_${i}(const struct rec_${k} *r) {
  char tag[4];
  int j;
  for (j = 0; j < 3; j++) tag[j] = (char)('a' + (r->id + j * ${g.int(1, 7)}) % 26);
  tag[3] = 0;
  if (r->flags & 0x${g.int(1, 128).toString(16)}u)
    printf("%s %d %ld\\n", tag, r->id, r->total);
  else
    fprintf(stderr, "%s: %u\\n", tag, r->flags);
}
`,
];

/** The generated program: HEADER, then modules of one struct and a dozen functions each, then main. */
function generateSource(generatedLines: number): string {
  const g = new Gen();
  const parts: string[] = [HEADER];
  const calls: string[] = [];
  let lines = 0;
  for (let k = 0; lines < generatedLines; k++) {
    const rec = recordType(k, g);
    parts.push(rec);
    lines += rec.split('\n').length;
    for (let i = 0; i < TEMPLATES.length; i++) {
      const t = (i + k) % TEMPLATES.length;
      const fn = TEMPLATES[t](k, i, g);
      parts.push(fn);
      lines += fn.split('\n').length;
      const name = /^[\w ]*?(\w+)\(/m.exec(fn)?.[1];
      if (name && /^(machine|list|bits|gcd|setup|find|update)_/.test(name)) {
        const args = name.startsWith('gcd')
          ? `__VERIFIER_nondet_int(), ${g.int(1, 50)}`
          : name.startsWith('update')
            ? `__VERIFIER_nondet_int(), ${g.int(-5, 5)}`
            : name.startsWith('bits')
              ? '__VERIFIER_nondet_uint()'
              : `${g.int(1, 20)}`;
        calls.push(name.startsWith('update') ? `  ${name}(${args});` : `  r += (long)${name}(${args});`);
      }
    }
  }
  parts.push(`int main(void) {\n  long r = 0;\n${calls.join('\n')}\n  check(r != 12345);\n  return 0;\n}\n`);
  return parts.join('\n');
}

function preprocess(src: string, dir: string, model: DataModel): string {
  const c = path.join(dir, 'bench.c');
  fs.writeFileSync(c, src);
  const flags = model.name === 'ILP32' ? ['-m32'] : [];
  const r = spawnSync('gcc', [...flags, '-E', c], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.error || r.status !== 0) throw new Error(`gcc -E failed: ${r.error?.message ?? r.stderr}`);
  const check = spawnSync('gcc', [...flags, '-fsyntax-only', '-Wall', '-Wno-unused-function', c], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    throw new Error(
      `generated program does not compile:\n${check.stderr.split('\n').slice(0, 20).join('\n')}`,
    );
  }
  return r.stdout;
}

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/**
 * Builds the preprocessed file: the system headers contribute a fixed number of lines, generated
 * code the rest (asked for with a small margin, and grown if the .i still falls short).
 */
function buildInput(
  opts: Options,
  dir: string,
): { file: string; lines: number; headerLines: number; bytes: number; functions: number } {
  const headerLines = lineCount(preprocess(HEADER, dir, opts.model));
  let want = Math.max(opts.lines - headerLines, 0) + 100;
  for (let attempt = 0; attempt < 4; attempt++) {
    const src = generateSource(want);
    const text = preprocess(src, dir, opts.model);
    const lines = lineCount(text);
    if (lines >= opts.lines) {
      const file = opts.keep ?? path.join(dir, 'bench.i');
      fs.writeFileSync(file, text);
      const functions = (src.match(/^\w[\w *]*\b\w+\([^;{]*\)\s*\{/gm) ?? []).length;
      return { file, lines, headerLines, bytes: Buffer.byteLength(text), functions };
    }
    want += opts.lines - lines + 100;
  }
  throw new Error('could not reach the requested line count');
}

interface Timing {
  frontendMs: number;
  cfaMs: number;
  totalMs: number;
}

async function runOnce(
  file: string,
  model: DataModel,
): Promise<{ t: Timing; cfaFunctions: number; unsupported: string[] }> {
  const t0 = performance.now();
  const loaded = await loadProgram([file], { dataModel: model, includeDirs: [], defines: [] });
  const t1 = performance.now();
  if (!loaded.program) {
    const errs = loaded.diagnostics
      .filter((d) => d.severity === 'error')
      .slice(0, 5)
      .map(formatDiagnostic);
    throw new Error(`front end rejected the benchmark input:\n${errs.join('\n')}`);
  }
  const cfa = buildProgramCfa(loaded.program);
  const t2 = performance.now();
  const unsupported = new Set<string>();
  for (const d of loaded.diagnostics)
    if (d.severity === 'unsupported') unsupported.add(d.feature ?? d.message);
  for (const fn of cfa.functions.values())
    for (const n of fn.nodes) for (const e of n.out) if (e.kind === 'unsupported') unsupported.add(e.feature);
  return {
    t: { frontendMs: t1 - t0, cfaMs: t2 - t1, totalMs: t2 - t0 },
    cfaFunctions: cfa.functions.size,
    unsupported: [...unsupported],
  };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const fmt = (ms: number): string => `${ms.toFixed(0)} ms`;

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-bench-'));
  try {
    const input = buildInput(opts, dir);
    console.log(
      `input: ${input.lines} lines, ${(input.bytes / 1024).toFixed(0)} KiB preprocessed (${opts.model.name}; ` +
        `${input.headerLines} from stdio.h/stdlib.h/string.h), ${input.functions} generated function definitions` +
        (opts.keep ? `, kept at ${opts.keep}` : ''),
    );
    // Cold: the process's first run. tree-sitter's WASM start-up is timed on its own, then counted in.
    const w0 = performance.now();
    await initParser();
    const wasmMs = performance.now() - w0;
    const first = await runOnce(input.file, opts.model);
    const cold = {
      ...first,
      t: { ...first.t, frontendMs: first.t.frontendMs + wasmMs, totalMs: first.t.totalMs + wasmMs },
    };
    console.log(
      `cold (first run, WASM init included): ${fmt(cold.t.totalMs)} ` +
        `(WASM init ${fmt(wasmMs)}, rest of front end ${fmt(first.t.frontendMs)}, CFA ${fmt(cold.t.cfaMs)}); ` +
        `${cold.cfaFunctions} CFAs` +
        (cold.unsupported.length > 0
          ? `; unsupported: ${cold.unsupported.join(', ')}`
          : '; no unsupported features'),
    );
    await runOnce(input.file, opts.model); // warm-up
    const runs: Timing[] = [];
    for (let i = 0; i < opts.runs; i++) runs.push((await runOnce(input.file, opts.model)).t);
    const med = median(runs.map((r) => r.totalMs));
    console.log(
      `warm: median of ${opts.runs} ${fmt(med)} (front end ${fmt(median(runs.map((r) => r.frontendMs)))}, ` +
        `CFA ${fmt(median(runs.map((r) => r.cfaMs)))}); runs: ${runs.map((r) => r.totalMs.toFixed(0)).join(', ')} ms`,
    );
    const perK = (ms: number): string => `${((ms * 1000) / input.lines).toFixed(1)} ms per 1000 lines`;
    const load = os.loadavg().map((x) => x.toFixed(1));
    console.log(`machine: ${os.cpus().length} CPUs, load average ${load.join(' ')}; node ${process.version}`);
    console.log(
      `goal (< ${GOAL_MS} ms for ${input.lines} lines): cold ${cold.t.totalMs < GOAL_MS ? 'met' : 'NOT met'}, ` +
        `warm ${med < GOAL_MS ? 'met' : 'NOT met'} (${perK(med)} warm, ${perK(cold.t.totalMs)} cold)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
