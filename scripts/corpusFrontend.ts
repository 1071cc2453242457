// Runs the front end and the CFA builder over every task of a tasks.tsv (SV-COMP style: id, input,
// category, unreach_call, no_overflow, data_model; inputs relative to the TSV's folder) and reports
// which tasks yield CFAs, input errors, named unsupported features, crashes (must be zero) and timing.
//
// Usage: npx tsx scripts/corpusFrontend.ts [tasks.tsv] [--filter TEXT] [--json OUT] [--quiet]

import * as fs from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadProgram } from '../src/frontend/frontend';
import { dataModelByName } from '../src/frontend/dataModel';
import { formatDiagnostic } from '../src/frontend/diagnostics';
import { buildProgramCfa } from '../src/ir/programCfa';

const DEFAULT_TSV = '/work/shared/benchmarks/svcomp/tasks.tsv';

interface Task {
  readonly id: string;
  readonly input: string;
  readonly category: string;
  readonly dataModel: string;
}

type Status = 'cfa' | 'error' | 'crash';

interface TaskResult {
  readonly id: string;
  readonly status: Status;
  /** Front end (loadProgram) and CFA construction, in milliseconds. */
  readonly frontendMs: number;
  readonly cfaMs: number;
  readonly functions?: number;
  readonly nodes?: number;
  readonly edges?: number;
  /** Named unsupported features: from diagnostics and from `unsupported` CFA edges. */
  readonly features: readonly string[];
  /** First error diagnostic, or the exception's message and top frames. */
  readonly message?: string;
}

function parseArgs(argv: readonly string[]): { tsv: string; filter?: string; json?: string; quiet: boolean } {
  let tsv = DEFAULT_TSV;
  let filter: string | undefined;
  let json: string | undefined;
  let quiet = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--filter') filter = argv[++i];
    else if (a === '--json') json = argv[++i];
    else if (a === '--quiet') quiet = true;
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else tsv = a;
  }
  return { tsv, filter, json, quiet };
}

function readTasks(tsv: string): Task[] {
  const lines = fs
    .readFileSync(tsv, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = lines[0].split('\t');
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${tsv}: no column '${name}' in header`);
    return i;
  };
  const [ci, cin, ccat, cdm] = [col('id'), col('input'), col('category'), col('data_model')];
  const base = path.dirname(path.resolve(tsv));
  return lines.slice(1).map((l) => {
    const f = l.split('\t');
    return { id: f[ci], input: path.resolve(base, f[cin]), category: f[ccat], dataModel: f[cdm] || 'ILP32' };
  });
}

function errorText(e: unknown): string {
  if (e instanceof Error) {
    const frames = (e.stack ?? '')
      .split('\n')
      .map((s) => s.trim())
      .filter((s) => s.startsWith('at '))
      .slice(0, 3);
    const msg = [...new Set(e.message.split('\n').map((s) => s.trim()))].filter((s) => s !== '').join('; ');
    return [`${e.name}: ${msg}`, ...frames].join(' | ');
  }
  return String(e);
}

async function runTask(t: Task): Promise<TaskResult> {
  const dataModel = dataModelByName(t.dataModel);
  if (!dataModel) {
    return {
      id: t.id,
      status: 'error',
      frontendMs: 0,
      cfaMs: 0,
      features: [],
      message: `unknown data model '${t.dataModel}'`,
    };
  }
  const features = new Set<string>();
  const t0 = performance.now();
  let loaded;
  try {
    loaded = await loadProgram([t.input], { dataModel, includeDirs: [], defines: [] });
  } catch (e) {
    return {
      id: t.id,
      status: 'crash',
      frontendMs: performance.now() - t0,
      cfaMs: 0,
      features: [],
      message: `loadProgram: ${errorText(e)}`,
    };
  }
  const frontendMs = performance.now() - t0;
  for (const d of loaded.diagnostics) if (d.severity === 'unsupported') features.add(d.feature ?? d.message);
  if (!loaded.program) {
    const first = loaded.diagnostics.find((d) => d.severity === 'error');
    return {
      id: t.id,
      status: 'error',
      frontendMs,
      cfaMs: 0,
      features: [...features].sort(),
      message: first ? formatDiagnostic(first) : 'no program and no error diagnostic',
    };
  }
  const t1 = performance.now();
  try {
    const cfa = buildProgramCfa(loaded.program);
    const cfaMs = performance.now() - t1;
    let nodes = 0;
    let edges = 0;
    for (const fn of cfa.functions.values()) {
      nodes += fn.nodes.length;
      for (const n of fn.nodes) {
        edges += n.out.length;
        for (const e of n.out) if (e.kind === 'unsupported') features.add(e.feature);
      }
    }
    return {
      id: t.id,
      status: 'cfa',
      frontendMs,
      cfaMs,
      functions: cfa.functions.size,
      nodes,
      edges,
      features: [...features].sort(),
    };
  } catch (e) {
    return {
      id: t.id,
      status: 'crash',
      frontendMs,
      cfaMs: performance.now() - t1,
      features: [...features].sort(),
      message: `buildProgramCfa: ${errorText(e)}`,
    };
  }
}

function pct(n: number, m: number): string {
  return m === 0 ? '0.0' : ((100 * n) / m).toFixed(1);
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let tasks = readTasks(args.tsv);
  if (args.filter !== undefined) tasks = tasks.filter((t) => t.id.includes(args.filter as string));
  const results: TaskResult[] = [];
  const wall0 = performance.now();
  for (const t of tasks) {
    const r = await runTask(t);
    results.push(r);
    if (!args.quiet || r.status !== 'cfa' || r.features.length > 0) {
      const ms = `${(r.frontendMs + r.cfaMs).toFixed(0).padStart(6)} ms`;
      const what =
        r.status === 'cfa'
          ? `cfa     ${r.functions} fn, ${r.nodes} nodes, ${r.edges} edges`
          : r.status === 'error'
            ? `ERROR   ${r.message}`
            : `CRASH   ${r.message}`;
      const feats = r.features.length > 0 ? `  [unsupported: ${r.features.join(', ')}]` : '';
      console.log(`${ms}  ${r.id}  ${what}${feats}`);
    }
  }
  const wallMs = performance.now() - wall0;

  const m = results.length;
  const yielded = results.filter((r) => r.status === 'cfa').length;
  const errors = results.filter((r) => r.status === 'error');
  const crashes = results.filter((r) => r.status === 'crash');
  const withFeatures = results.filter((r) => r.features.length > 0);
  const featureCount = new Map<string, number>();
  for (const r of withFeatures)
    for (const f of r.features) featureCount.set(f, (featureCount.get(f) ?? 0) + 1);
  const times = results.map((r) => r.frontendMs + r.cfaMs).sort((a, b) => a - b);
  const slowest = [...results].sort((a, b) => b.frontendMs + b.cfaMs - (a.frontendMs + a.cfaMs)).slice(0, 5);
  const sum = (f: (r: TaskResult) => number): number => results.reduce((s, r) => s + f(r), 0);

  console.log('');
  console.log(`tasks: ${m} from ${args.tsv}`);
  if (errors.length > 0) {
    console.log(`input errors (${errors.length}):`);
    for (const r of errors) console.log(`  ${r.id}: ${r.message}`);
  }
  if (featureCount.size > 0) {
    console.log('unsupported features (tasks):');
    for (const [f, n] of [...featureCount].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
      console.log(`  ${n}  ${f}`);
  }
  if (crashes.length > 0) {
    console.log(`CRASHES (${crashes.length}):`);
    for (const r of crashes) console.log(`  ${r.id}: ${r.message}`);
  }
  console.log(
    `time: total ${(wallMs / 1000).toFixed(2)} s (front end ${(sum((r) => r.frontendMs) / 1000).toFixed(2)} s, ` +
      `CFA ${(sum((r) => r.cfaMs) / 1000).toFixed(2)} s); per task median ${quantile(times, 0.5).toFixed(0)} ms, ` +
      `p90 ${quantile(times, 0.9).toFixed(0)} ms, max ${(times[times.length - 1] ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `slowest: ${slowest.map((r) => `${r.id} ${(r.frontendMs + r.cfaMs).toFixed(0)} ms`).join(', ')}`,
  );
  console.log(
    `yield CFAs: ${yielded}/${m} (${pct(yielded, m)}%), with unsupported features: ${withFeatures.length}, ` +
      `errors: ${errors.length}, crashes: ${crashes.length}`,
  );
  if (args.json)
    fs.writeFileSync(args.json, JSON.stringify({ tsv: args.tsv, wallMs, results }, null, 2) + '\n');
  process.exitCode = crashes.length > 0 ? 1 : 0;
}

main().catch((e: unknown) => {
  console.error(errorText(e));
  process.exitCode = 2;
});
