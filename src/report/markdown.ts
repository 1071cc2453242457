// The report as GitHub-flavoured Markdown, for the job summary and the pull-request comment: the
// verdict and totals, the functions changed since the base with a Mermaid call graph coloured by
// verdict, a table of properties, and each counterexample as a trace table inside <details>. A run
// with input errors is headed "could not run" with each error's file and line, never a verdict. The
// text stays under a size budget (1 MiB for a summary, about 64 KB for a comment): traces are cut
// first, then rows, and the text says what was left out. C text is escaped so it shows as itself;
// with reproducers, each counterexample shows the command that runs it natively.

import type {
  ChangeReport,
  PropertyResult,
  PropertyVerdict,
  RunError,
  TraceStep,
  VerifyReport,
} from '../pipeline/results';
import { checkedCount, countVerdicts, NOTHING_CHECKED, type ReuseKind } from '../pipeline/results';
import { isKnown } from './gate';
import { HOLDS_VACUOUSLY, branchNote } from './render';

export interface MarkdownOptions {
  readonly title: string;
  /** Upper bound on the length of the result, in characters. */
  readonly maxChars: number;
  /** Lines added under the totals (e.g. annotations left out, cache notes). */
  readonly notes?: readonly string[];
  /** Marker put first (an HTML comment), to find the sticky comment again. */
  readonly marker?: string;
  /** Input errors: the report is headed "could not run" and lists them; no verdict is shown. */
  readonly errors?: readonly RunError[];
  /** Per reproducer (PropertyResult.reproducer): the command that builds and runs it, shown with its counterexample. */
  readonly reproduce?: ReadonlyMap<string, string>;
}

const ROWS = 200;
const TRACE_STEPS = 60;
const MERMAID_NODES = 40;

const ICON: Record<PropertyVerdict, string> = { safe: '✅', unsafe: '❌', unknown: '❔', unreachable: '➖' };
const COULD_NOT_RUN = 'COULD NOT RUN';

/** Why a known finding does not fail the check. */
function knownWhy(p: PropertyResult): string {
  return p.finding === 'accepted'
    ? `accepted until ${p.acceptance?.expires ?? '?'}: ${p.acceptance?.reason ?? ''}`
    : 'already on the base branch';
}

/** `## icon title: VERDICT`, `: COULD NOT RUN` with input errors, and says when nothing was checked. */
function heading(report: VerifyReport, o: MarkdownOptions): string {
  if ((o.errors ?? []).length > 0) return `## ❗ ${o.title}: ${COULD_NOT_RUN}`;
  const none = checkedCount(countVerdicts(report.properties)) === 0 ? ` (${NOTHING_CHECKED})` : '';
  const unsafe = report.properties.filter((p) => p.verdict === 'unsafe');
  if (unsafe.length > 0 && unsafe.every(isKnown)) {
    return `## ⚠️ ${o.title}: UNSAFE (known findings only: already on the base branch or accepted)`;
  }
  return `## ${ICON[report.verdict]} ${o.title}: ${report.verdict.toUpperCase()}${none}`;
}

/** The input errors, each with its file and line. */
function errorLines(errors: readonly RunError[]): string[] {
  if (errors.length === 0) return [];
  const out = [
    `**proofgate could not run: ${errors.length} input error(s).** The results below are incomplete.`,
    '',
  ];
  for (const e of errors.slice(0, 20)) out.push(`- ${cell(`${e.file}:${e.line}`)}: ${cell(e.message)}`);
  if (errors.length > 20) out.push(`- … and ${errors.length - 20} more (see the annotations and the log)`);
  return [...out, ''];
}

export function renderMarkdown(report: VerifyReport, o: MarkdownOptions): string {
  // Try the full text first, then fewer details, until it fits.
  for (const [rows, traces, steps] of [
    [ROWS, 20, TRACE_STEPS],
    [ROWS, 5, 20],
    [50, 1, 10],
    [20, 0, 0],
    [0, 0, 0],
  ] as const) {
    const text = build(report, o, rows, traces, steps);
    if (text.length <= o.maxChars) return text;
  }
  const head = `${o.marker ? `${o.marker}\n` : ''}${heading(report, o)}\n`;
  const errors = errorLines((o.errors ?? []).slice(0, 1));
  return `${head}\n${errors.join('\n')}The report is too large to show here; see the job log.\n`;
}

function build(
  report: VerifyReport,
  o: MarkdownOptions,
  maxRows: number,
  maxTraces: number,
  maxSteps: number,
): string {
  const out: string[] = [];
  if (o.marker) out.push(o.marker);
  const c = countVerdicts(report.properties);
  out.push(heading(report, o), '', ...errorLines(o.errors ?? []));
  const s = report.stats;
  out.push(
    '| safe | unsafe | unknown | unreachable | reused | functions | seconds |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  out.push(
    `| ${c.safe} | ${c.unsafe} | ${c.unknown} | ${c.unreachable} | ${s.reused ?? 0} | ${s.functions} | ${s.seconds.toFixed(1)} |`,
    '',
  );
  for (const n of o.notes ?? []) out.push(`> ${n}`, '');
  const reuse = reuseLine(s.reuse);
  if (reuse) out.push(reuse, '');
  if (report.changes)
    out.push(...changes(report.changes, report.properties, (o.errors ?? []).length > 0), '');
  const props = [...report.properties].filter((p) => !isKnown(p)).sort(byConcern);
  const apart = report.properties.filter(isKnown);
  if (props.length > 0 && maxRows > 0) {
    out.push(
      '| | location | property | kind | engine | time | reused |',
      '| --- | --- | --- | --- | --- | ---: | --- |',
    );
    for (const p of props.slice(0, maxRows)) {
      const why = p.reason
        ? ` (${p.reason})`
        : p.vacuous
          ? ` (${HOLDS_VACUOUSLY})`
          : p.changeSite
            ? ` (fails after the change at ${p.changeSite.file}:${p.changeSite.line})`
            : '';
      const state =
        p.finding === 'expired' ? ` (baseline entry expired ${p.acceptance?.expires ?? '?'})` : '';
      out.push(
        `| ${ICON[p.verdict]} | ${cell(`${p.file}:${p.line}`)} | ${cell(`${p.id} ${p.text}`)}${cell(why + state)} | ${p.kind} | ` +
          `${p.engine} | ${p.seconds.toFixed(2)} s | ${reuseCell(p)} |`,
      );
    }
    if (props.length > maxRows)
      out.push('', `… and ${props.length - maxRows} more properties (see the job log or the SARIF file).`);
    out.push('');
  }
  if (apart.length > 0 && maxRows > 0) {
    out.push('### Known findings (not failing this check)', '');
    for (const p of apart.slice(0, maxRows)) {
      out.push(
        `- ⚠️ ${cell(`${p.file}:${p.line}`)} ${cell(`${p.id} ${p.text}`)}: ${p.verdict}, ${cell(knownWhy(p))}`,
      );
    }
    if (apart.length > maxRows) out.push(`- … and ${apart.length - maxRows} more`);
    out.push('');
  }
  const violations = [...props, ...apart].filter((p) => p.verdict === 'unsafe' && p.trace);
  for (const p of violations.slice(0, maxTraces)) out.push(...trace(p, maxSteps, o.reproduce), '');
  if (violations.length > maxTraces && maxTraces > 0) {
    out.push(`${violations.length - maxTraces} more counterexamples are in the SARIF file and the log.`, '');
  }
  return `${out.join('\n')}\n`;
}

/** What earlier runs contributed, in plain words; nothing when they contributed nothing. */
function reuseLine(r: VerifyReport['stats']['reuse']): string | undefined {
  if (!r || r.verdict.properties + r.certificate.properties + r.candidates.properties === 0) return undefined;
  const cost = (k: ReuseKind): string =>
    ` (${r[k].solverCalls} solver ${r[k].solverCalls === 1 ? 'call' : 'calls'}, ${r[k].seconds.toFixed(1)} s)`;
  const parts = [
    r.verdict.properties > 0
      ? `${properties(r.verdict.properties)} kept the stored verdict, re-checked${cost('verdict')}`
      : '',
    r.certificate.properties > 0
      ? `${properties(r.certificate.properties)} re-checked a stored proof or counterexample on the changed code${cost('certificate')}`
      : '',
    r.candidates.properties > 0
      ? `${properties(r.candidates.properties)} started from earlier invariants${cost('candidates')}`
      : '',
    r.scratch.properties > 0
      ? `${properties(r.scratch.properties)} verified from scratch${cost('scratch')}`
      : '',
  ].filter((x) => x !== '');
  return `From earlier runs: ${parts.join('; ')}.`;
}

function properties(n: number): string {
  return `${n} ${n === 1 ? 'property' : 'properties'}`;
}

/** `yes` for a reused verdict; how the previous version helped otherwise (certificate, candidates). */
function reuseCell(p: PropertyResult): string {
  if (p.reused) return 'yes';
  return p.reuse === 'certificate' || p.reuse === 'candidates' ? p.reuse : '';
}

/** Unsafe first, then unknown, then safe, then unreachable; by file and line inside each. */
function byConcern(a: PropertyResult, b: PropertyResult): number {
  const rank: Record<PropertyVerdict, number> = { unsafe: 0, unknown: 1, safe: 2, unreachable: 3 };
  return rank[a.verdict] - rank[b.verdict] || a.file.localeCompare(b.file) || a.line - b.line;
}

function changes(ch: ChangeReport, props: readonly PropertyResult[], inputErrors: boolean): string[] {
  const out = [`### Changed since \`${ch.base.slice(0, 12)}\``, ''];
  // files that did not load are not compared: "no function changed" would not be true
  const none = inputErrors
    ? 'No function changed in the files that loaded; those with input errors are not compared.'
    : 'No function changed.';
  if (ch.functions.length === 0) return [...out, none];
  for (const f of ch.functions) {
    const what = f.kind === 'renamed' ? `renamed from \`${f.from ?? '?'}\`` : f.kind;
    out.push(`- \`${f.name}\` (${cell(f.file)}:${f.line}): ${what}`);
  }
  if (ch.graph && ch.graph.nodes.length > 0 && ch.graph.nodes.length <= MERMAID_NODES) {
    out.push('', ...mermaid(ch, props));
  }
  return out;
}

const MERMAID_LEGEND =
  'A function is red when one of its properties is violated, yellow when one is unknown, green when all are ' +
  'proved, grey when none is reachable, white when it has none of its own.';

/**
 * The changed functions and their callers; a node's colour is the worst verdict of its function's
 * properties (a function is its file and name: two programs' `main`s are two nodes).
 */
function mermaid(ch: ChangeReport, props: readonly PropertyResult[]): string[] {
  const graph = ch.graph;
  if (!graph) return [];
  const worst = new Map<string, PropertyVerdict>();
  const rank: Record<PropertyVerdict, number> = { unreachable: -1, safe: 0, unknown: 1, unsafe: 2 };
  const where = (file: string, fn: string): string => `${file}\0${fn}`;
  for (const p of props) {
    const k = where(p.file, p.function);
    const w = worst.get(k);
    if (w === undefined || rank[p.verdict] > rank[w]) worst.set(k, p.verdict);
  }
  const id = new Map(graph.nodes.map((n, i) => [n.id, `f${i}`]));
  const changed = new Set(ch.functions.map((f) => `${f.file}::${f.name}`));
  // a name shared by two nodes is told apart by its file
  const names = new Map<string, number>();
  for (const n of graph.nodes) names.set(n.name, (names.get(n.name) ?? 0) + 1);
  const lines = ['```mermaid', 'graph TD'];
  for (const n of graph.nodes) {
    const name =
      (names.get(n.name) ?? 0) > 1 ? `${n.name} · ${n.id.slice(0, n.id.lastIndexOf('::'))}` : n.name;
    const label = `${name}${changed.has(n.id) ? ' (changed)' : ''}`.replace(/"/g, '#quot;');
    lines.push(`  ${id.get(n.id)}["${label}"]`);
  }
  for (const [from, to] of graph.edges) {
    const a = id.get(from);
    const b = id.get(to);
    if (a && b) lines.push(`  ${a} --> ${b}`);
  }
  lines.push('  classDef safe fill:#d4edda,stroke:#28a745', '  classDef unsafe fill:#f8d7da,stroke:#dc3545');
  lines.push(
    '  classDef unknown fill:#fff3cd,stroke:#ffc107',
    '  classDef unreachable fill:#e2e3e5,stroke:#6c757d',
  );
  lines.push('  classDef none fill:#ffffff,stroke:#6c757d');
  for (const n of graph.nodes) {
    lines.push(`  class ${id.get(n.id)} ${worst.get(where(n.file, n.name)) ?? 'none'}`);
  }
  lines.push('```', '', MERMAID_LEGEND);
  return lines;
}

function trace(p: PropertyResult, maxSteps: number, reproduce?: ReadonlyMap<string, string>): string[] {
  const steps = p.trace ?? [];
  const command = p.reproducer !== undefined ? reproduce?.get(p.reproducer) : undefined;
  const out = [
    `<details><summary>${isKnown(p) ? '⚠️' : '❌'} Counterexample for <code>${html(p.id)}</code> at ${html(`${p.file}:${p.line}`)}: ` +
      `<code>${html(p.text)}</code> (${steps.length} steps${isKnown(p) ? `; ${html(knownWhy(p))}` : ''})</summary>`,
    '',
    ...(p.changeSite
      ? [
          `The change at ${cell(`${p.changeSite.file}:${p.changeSite.line}`)} (in ${code(p.changeSite.function)}) ` +
            `lets it fail: it is the last changed line the counterexample passes through (step marked ◀).`,
          '',
        ]
      : []),
    ...(command ? [`Reproduce it natively, from the repository's root: ${codeSpan(command)}`, ''] : []),
    '| # | location | function | statement | values |',
    '| ---: | --- | --- | --- | --- |',
  ];
  const shown = steps.length <= maxSteps ? steps.map((s, i) => [i, s] as const) : cut(steps, maxSteps);
  const site = p.changeSite;
  let siteStep = -1;
  steps.forEach((s, i) => {
    if (site && s.file === site.file && s.line === site.line) siteStep = i;
  });
  let last = -1;
  for (const [i, s] of shown) {
    if (i !== last + 1) out.push(`| | | | … ${i - last - 1} steps … | |`);
    out.push(row(i, s, i === siteStep));
    last = i;
  }
  out.push('', '</details>');
  return out;
}

/** The first and last steps of a long trace, with their positions. */
function cut(steps: readonly TraceStep[], max: number): (readonly [number, TraceStep])[] {
  const head = Math.ceil(max / 2);
  const tail = max - head;
  const idx = [...Array(head).keys(), ...Array.from({ length: tail }, (_, k) => steps.length - tail + k)];
  return idx.map((i) => [i, steps[i]] as const);
}

function row(i: number, s: TraceStep, changeSite = false): string {
  const values = Object.entries(s.assignments)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ');
  return `| ${i + 1} | ${cell(`${s.file}:${s.line}`)}${changeSite ? ' ◀' : ''} | ${cell(s.function)} | ${code(s.text)}${branchNote(s)} | ${values ? code(values) : ''} |`;
}

/**
 * C text (or a path, a message) shown as itself in Markdown, in a table cell or a list: HTML's
 * `& < >` as entities, Markdown's emphasis, code, link and table characters escaped with a
 * backslash (so `a[i]*2 <= b*c` is not set in italics), line breaks as spaces.
 */
function cell(s: string): string {
  return html(s)
    .replace(/[\\`*_[\]~|]/g, (c) => `\\${c}`)
    .replace(/\r?\n/g, ' ');
}

/** A Markdown code span around `s`, with a fence longer than any run of backticks in it. */
function codeSpan(s: string): string {
  const fence = '`'.repeat(Math.max(0, ...[...s.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  return `${fence} ${s} ${fence}`;
}

function code(s: string): string {
  return `<code>${cell(s)}</code>`;
}

function html(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
