// Judges benchmark answers the SV-COMP way: a task's verdict is the overall verdict of its
// properties (UB findings left out: unreach-call assumes no UB), compared with the expected
// unreach-call verdict; correct true +2, correct false +1, false alarm −16, missed bug −32,
// unknown 0. Summaries per category and in total, as a table or JSON.

import { overallVerdict, type Verdict, type VerifyReport, type VerifyStats } from '../../pipeline/results';
import type { BenchTask } from './tasks';
import { MEMORY_KINDS, type PropertyKind } from '../../ir/cfa';
import type { ChildResult } from './child';

export type Judgement = 'correct-proof' | 'correct-alarm' | 'wrong-proof' | 'wrong-alarm' | 'unknown';

export const POINTS: Readonly<Record<Judgement, number>> = {
  'correct-proof': 2,
  'correct-alarm': 1,
  'wrong-alarm': -16,
  'wrong-proof': -32,
  unknown: 0,
};

/** One task's row in the `--json` output (fields may be added, never renamed). */
export interface TaskOutcome {
  readonly id: string;
  readonly category: string;
  readonly expected: boolean;
  readonly verdict: Verdict;
  readonly engine: string;
  /** Wall-clock seconds of the task's process. */
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly memoryMb?: number;
  readonly judgement: Judgement;
  readonly score: number;
  readonly reason?: string;
  /** The kinds of the properties found violated (memory safety: judged against the subproperty). */
  readonly violated?: readonly string[];
  /** `--engine bam`: the block cache's figures (src/pipeline/results.ts, VerifyStats.bamCache). */
  readonly bamCache?: VerifyStats['bamCache'];
  /**
   * Under work budgets: the work done (seconds of the reference machine), the same on any machine,
   * and the entries the wall clock cut short (then the verdict may differ on another machine).
   */
  readonly workSeconds?: number;
  readonly wallClockCuts?: number;
}

export interface Summary {
  tasks: number;
  correctProofs: number;
  correctAlarms: number;
  wrongProofs: number;
  wrongAlarms: number;
  unknowns: number;
  score: number;
  cpuSeconds: number;
}

interface Answer {
  readonly verdict: Verdict;
  readonly engine: string;
  readonly reason?: string;
  /** The kinds of the properties found violated. */
  readonly violated?: readonly string[];
}

/** The task's answer from its `verify --format json` process. */
export function answerOf(r: ChildResult, property?: BenchTask['property']): Answer {
  const unknown = (reason: string): Answer => ({ verdict: 'unknown', engine: 'none', reason });
  if (r.killed) return unknown(r.killed);
  if (r.spawnError !== undefined) return unknown(`could not start: ${r.spawnError}`);
  if (r.signal !== null) return unknown(`crashed (${r.signal})`);
  const firstLine = r.stderr.split('\n').find((l) => l.trim() !== '') ?? '';
  if (r.exitCode === 3) return unknown(`input error: ${firstLine}`.trim());
  if (r.exitCode !== 0 && r.exitCode !== 1 && r.exitCode !== 2) {
    return unknown(`exit ${r.exitCode ?? '?'}${firstLine ? `: ${firstLine}` : ''}`);
  }
  let report: VerifyReport;
  try {
    report = JSON.parse(r.stdout) as VerifyReport;
  } catch {
    return unknown('unreadable report');
  }
  if (report.version !== 1 || !Array.isArray(report.properties)) return unknown('unreadable report');
  // SV-COMP's unreach-call assumes programs free of undefined behaviour: UB findings do not count
  const judged = report.properties.filter((p) =>
    property === 'memsafety' ? MEMORY_KINDS.has(p.kind as PropertyKind) : p.kind !== 'undefined-behavior',
  );
  const engines = [...new Set(judged.map((p) => p.engine).filter((e) => e && e !== 'none'))];
  const engine = engines.length > 0 ? engines.sort().join('+') : 'none';
  const verdict = overallVerdict(judged);
  const violated =
    property === 'memsafety'
      ? [...new Set(judged.filter((p) => p.verdict === 'unsafe').map((p) => p.kind))]
      : [];
  if (verdict !== 'unknown') return { verdict, engine, ...(violated.length > 0 ? { violated } : {}) };
  // SV-COMP's reading: an error call no path reaches (or none at all) is the property holding.
  if (judged.every((p) => p.verdict === 'unreachable')) return { verdict: 'safe', engine };
  const why = judged.find((p) => p.verdict === 'unknown')?.reason ?? 'no verdict';
  return { verdict: 'unknown', engine, reason: why };
}

/**
 * SV-COMP's judgement; with `subproperty` (memory safety) a false verdict is correct only when a
 * property of that kind is among those found violated, and a false alarm otherwise.
 */
export function judge(
  expected: boolean,
  verdict: Verdict,
  subproperty?: string,
  violated?: readonly string[],
): Judgement {
  if (verdict === 'unknown') return 'unknown';
  if (verdict === 'safe') return expected ? 'correct-proof' : 'wrong-proof';
  if (expected) return 'wrong-alarm';
  return subproperty === undefined || (violated ?? []).includes(subproperty)
    ? 'correct-alarm'
    : 'wrong-alarm';
}

export function outcomeOf(task: BenchTask, r: ChildResult): TaskOutcome {
  const a = answerOf(r, task.property);
  const judgement = judge(task.expected, a.verdict, task.subproperty, a.violated);
  return {
    id: task.id,
    category: task.category,
    expected: task.expected,
    verdict: a.verdict,
    engine: a.engine,
    seconds: round(r.wallSeconds),
    cpuSeconds: round(cpuOf(r)),
    ...(r.peakMemoryMb !== undefined ? { memoryMb: r.peakMemoryMb } : {}),
    judgement,
    score: POINTS[judgement],
    ...(a.reason !== undefined ? { reason: a.reason } : {}),
    ...(a.violated ? { violated: a.violated } : {}),
    ...statsOf(r),
  };
}

/** The figures of the task's report worth a row: BAM's cache, the work done and the wall-clock cuts. */
function statsOf(r: ChildResult): Pick<TaskOutcome, 'bamCache' | 'workSeconds' | 'wallClockCuts'> {
  try {
    const s = (JSON.parse(r.stdout) as Partial<VerifyReport>).stats;
    const c = s?.bamCache;
    return {
      ...(c && typeof c.requests === 'number' ? { bamCache: c } : {}),
      ...(typeof s?.workSeconds === 'number' ? { workSeconds: s.workSeconds } : {}),
      ...(s?.wallClockCuts ? { wallClockCuts: s.wallClockCuts } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * CPU seconds of a task: the larger of the last /proc reading (includes the preprocessor, may
 * miss the last poll interval) and the child's own figure from its report; wall time if neither.
 */
function cpuOf(r: ChildResult): number {
  let reported: number | undefined;
  try {
    const cpu = (JSON.parse(r.stdout) as Partial<VerifyReport>).stats?.cpuSeconds;
    if (typeof cpu === 'number') reported = cpu;
  } catch {
    // no report (killed, crashed): the /proc reading alone
  }
  if (r.cpuSeconds === undefined && reported === undefined) return r.wallSeconds;
  return Math.max(r.cpuSeconds ?? 0, reported ?? 0);
}

export function emptySummary(): Summary {
  return {
    tasks: 0,
    correctProofs: 0,
    correctAlarms: 0,
    wrongProofs: 0,
    wrongAlarms: 0,
    unknowns: 0,
    score: 0,
    cpuSeconds: 0,
  };
}

export function summarise(outcomes: readonly TaskOutcome[]): {
  categories: Record<string, Summary>;
  total: Summary;
} {
  const total = emptySummary();
  const categories: Record<string, Summary> = {};
  const sorted = [...outcomes].sort((a, b) =>
    a.category < b.category ? -1 : a.category > b.category ? 1 : 0,
  );
  for (const o of sorted) {
    const c = (categories[o.category] ??= emptySummary());
    for (const s of [c, total]) add(s, o);
  }
  for (const s of [...Object.values(categories), total]) s.cpuSeconds = round(s.cpuSeconds);
  return { categories, total };
}

function add(s: Summary, o: TaskOutcome): void {
  s.tasks++;
  s.score += o.score;
  s.cpuSeconds += o.cpuSeconds;
  switch (o.judgement) {
    case 'correct-proof':
      s.correctProofs++;
      break;
    case 'correct-alarm':
      s.correctAlarms++;
      break;
    case 'wrong-proof':
      s.wrongProofs++;
      break;
    case 'wrong-alarm':
      s.wrongAlarms++;
      break;
    case 'unknown':
      s.unknowns++;
  }
}

const COLUMNS: readonly [string, (s: Summary) => string][] = [
  ['tasks', (s) => String(s.tasks)],
  ['correct proofs', (s) => String(s.correctProofs)],
  ['correct alarms', (s) => String(s.correctAlarms)],
  ['wrong proofs', (s) => String(s.wrongProofs)],
  ['wrong alarms', (s) => String(s.wrongAlarms)],
  ['unknowns', (s) => String(s.unknowns)],
  ['score', (s) => String(s.score)],
  ['CPU s', (s) => s.cpuSeconds.toFixed(1)],
];

/** The per-category table with a total row, then every wrong verdict. */
export function renderSummary(outcomes: readonly TaskOutcome[]): string {
  const { categories, total } = summarise(outcomes);
  const rows: string[][] = [
    ['category', ...COLUMNS.map(([h]) => h)],
    ...Object.entries(categories).map(([name, s]) => [name, ...COLUMNS.map(([, f]) => f(s))]),
    ['total', ...COLUMNS.map(([, f]) => f(total))],
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const lines = rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
  );
  for (const o of outcomes) {
    if (o.judgement === 'wrong-proof' || o.judgement === 'wrong-alarm') {
      const what = o.judgement === 'wrong-proof' ? 'WRONG PROOF' : 'WRONG ALARM';
      lines.push(`${what}: ${o.id} (expected ${o.expected ? 'safe' : 'unsafe'}, answered ${o.verdict})`);
    }
  }
  const caches = outcomes.flatMap((o) => (o.bamCache ? [o.bamCache] : []));
  if (caches.length > 0) {
    const sum = (f: (c: NonNullable<VerifyStats['bamCache']>) => number): number =>
      caches.reduce((n, c) => n + f(c), 0);
    const requests = sum((c) => c.requests);
    const hits = sum((c) => c.hits);
    const rate = requests === 0 ? 0 : Math.round((100 * hits) / requests);
    lines.push(
      `BAM cache (${caches.length} tasks): ${hits} hits of ${requests} summary requests (${rate} %), ${sum((c) => c.importedHits)} from an earlier run, ${sum((c) => c.analyses)} block analyses`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
