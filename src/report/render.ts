// Renders a VerifyReport for people (one line per property, the trace of each violation, then a
// verdict line) and for tools (the public JSON form, fields in a fixed order, trailing newline).

import type { PropertyResult, ShardSection, TraceStep, VerifyReport, VerifyStats } from '../pipeline/results';
import { checkedCount, countVerdicts, NOTHING_CHECKED, REUSE_KINDS } from '../pipeline/results';

/** The version-1 JSON report. Key order is fixed here, whatever order the producers used. */
export function renderJson(report: VerifyReport): string {
  const json = {
    version: report.version,
    verdict: report.verdict,
    properties: report.properties.map(propertyJson),
    stats: statsJson(report.stats),
    ...(report.changes ? { changes: report.changes } : {}),
    ...(report.shard ? { shard: shardJson(report.shard) } : {}),
    ...(report.errors && report.errors.length > 0 ? { errors: report.errors.map((e) => ({ ...e })) } : {}),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

function shardJson(s: ShardSection): Record<string, unknown> {
  return {
    index: s.index,
    count: s.count,
    plan: s.plan,
    estimated: s.estimated,
    ...(s.commit !== undefined ? { commit: s.commit } : {}),
    changedUnverified: s.changedUnverified,
    programs: s.programs,
    verified: s.verified.map((v) => ({ files: v.files, seconds: v.seconds })),
  };
}

function propertyJson(p: PropertyResult): Record<string, unknown> {
  return {
    id: p.id,
    kind: p.kind,
    file: p.file,
    line: p.line,
    function: p.function,
    text: p.text,
    verdict: p.verdict,
    engine: p.engine,
    seconds: p.seconds,
    ...(p.depth !== undefined ? { depth: p.depth } : {}),
    ...(p.reason !== undefined ? { reason: p.reason } : {}),
    ...(p.vacuous !== undefined ? { vacuous: p.vacuous } : {}),
    ...(p.trace !== undefined ? { trace: p.trace.map(stepJson) } : {}),
    ...(p.reproducer !== undefined ? { reproducer: p.reproducer } : {}),
    ...(p.reused !== undefined ? { reused: p.reused } : {}),
    ...(p.reuse !== undefined ? { reuse: p.reuse } : {}),
    ...(p.entry !== undefined ? { entry: p.entry } : {}),
    ...(p.changed !== undefined ? { changed: p.changed } : {}),
    ...(p.invariants !== undefined ? { invariants: p.invariants.map((i) => ({ ...i })) } : {}),
    ...(p.changeSite !== undefined ? { changeSite: { ...p.changeSite } } : {}),
    ...(p.finding !== undefined ? { finding: p.finding } : {}),
    ...(p.acceptance !== undefined ? { acceptance: { ...p.acceptance } } : {}),
  };
}

function stepJson(s: TraceStep): TraceStep {
  const { file, line, function: fn, text, assignments, branch } = s;
  return { file, line, function: fn, text, assignments, ...(branch !== undefined ? { branch } : {}) };
}

/** For a condition's step, which way it went: ` (true)`, ` (false)`; else nothing. */
export function branchNote(s: TraceStep): string {
  return s.branch === undefined ? '' : ` (${s.branch})`;
}

/** A step's statement, and for a condition which way it went: `x > 10  (false)`. */
export function stepStatement(s: TraceStep): string {
  return s.branch === undefined ? s.text : `${s.text} ${branchNote(s)}`;
}

function statsJson(s: VerifyStats): VerifyStats {
  return {
    seconds: s.seconds,
    cpuSeconds: s.cpuSeconds,
    engineSeconds: s.engineSeconds,
    solverCalls: s.solverCalls,
    functions: s.functions,
    properties: s.properties,
    externalFunctions: s.externalFunctions,
    unsupported: s.unsupported,
    ...(s.reused !== undefined ? { reused: s.reused } : {}),
    ...(s.cacheWarnings !== undefined ? { cacheWarnings: s.cacheWarnings } : {}),
    ...(s.reuse !== undefined ? { reuse: s.reuse } : {}),
    ...(s.bamCache !== undefined ? { bamCache: s.bamCache } : {}),
    ...(s.condinv !== undefined ? { condinv: s.condinv } : {}),
    ...(s.engines !== undefined ? { engines: s.engines } : {}),
    ...(s.hornSystemsBuilt !== undefined ? { hornSystemsBuilt: s.hornSystemsBuilt } : {}),
    ...(s.workSeconds !== undefined ? { workSeconds: s.workSeconds } : {}),
    ...(s.wallClockCuts !== undefined ? { wallClockCuts: s.wallClockCuts } : {}),
  };
}

export function renderText(report: VerifyReport): string {
  const lines: string[] = [];
  for (const p of report.properties) {
    lines.push(propertyLine(p));
    if (p.changeSite) {
      const at = `${p.changeSite.file}:${p.changeSite.line}`;
      lines.push(`  the change at ${at} (in ${p.changeSite.function}) lets it fail`);
    }
    if (p.finding === 'accepted' || p.finding === 'expired') {
      const a = p.acceptance;
      lines.push(
        p.finding === 'accepted'
          ? `  accepted in the baseline until ${a?.expires ?? '?'}: ${a?.reason ?? ''}`
          : `  its baseline entry expired ${a?.expires ?? '?'}: it counts again`,
      );
    } else if (p.finding === 'base') lines.push('  already on the base branch');
    if (p.trace) lines.push(...p.trace.map(traceLine));
    for (const inv of p.invariants ?? [])
      lines.push(`  loop invariant at ${inv.file}:${inv.line}: ${inv.expression}`);
  }
  const c = countVerdicts(report.properties);
  const s = report.stats;
  const none = checkedCount(c) === 0 ? `${NOTHING_CHECKED}: ` : '';
  const unreachable = c.unreachable > 0 ? `, ${c.unreachable} unreachable` : '';
  lines.push(
    `verdict: ${report.verdict.toUpperCase()} (${none}${count(s.properties, 'property', 'properties')} ` +
      `in ${count(s.functions, 'function', 'functions')}: ${c.safe} safe, ${c.unsafe} unsafe, ${c.unknown} unknown${unreachable})`,
  );
  if (s.solverCalls > 0) {
    lines.push(
      `time: ${s.seconds.toFixed(2)} s (engines ${s.engineSeconds.toFixed(2)} s, ` +
        `${count(s.solverCalls, 'solver call', 'solver calls')})`,
    );
  }
  if (s.externalFunctions.length > 0) {
    lines.push(`external functions (return arbitrary values): ${s.externalFunctions.join(', ')}`);
  }
  if (s.unsupported.length > 0) {
    const features = [...new Set(s.unsupported.map((u) => u.feature))].sort();
    lines.push(`unsupported constructs (${s.unsupported.length}): ${features.join(', ')}`);
  }
  lines.push(...reuseLines(report));
  (report.programs ?? []).forEach((files, i) => lines.push(`program ${i + 1}: ${files.join(' ')}`));
  return `${lines.join('\n')}\n`;
}

/** With a cache or a base: what was reused, what was verified again, what changed. */
function reuseLines(report: VerifyReport): string[] {
  const lines: string[] = [];
  const s = report.stats;
  if (s.reused !== undefined) {
    const ids = (ps: readonly PropertyResult[]): string =>
      ps.map((p) => `${p.file.slice(p.file.lastIndexOf('/') + 1)}:${p.id}`).join(', ') || 'none';
    const reused = report.properties.filter((p) => p.reused);
    const verified = report.properties.filter((p) => !p.reused);
    lines.push(`reused (re-checked): ${reused.length}: ${ids(reused)}`);
    lines.push(`verified: ${verified.length}: ${ids(verified)}`);
  }
  if (s.reuse) {
    const parts = REUSE_KINDS.map((k) => {
      const r = s.reuse?.[k] ?? { properties: 0, solverCalls: 0, seconds: 0 };
      return `${k} ${r.properties} (${count(r.solverCalls, 'solver call', 'solver calls')}, ${r.seconds.toFixed(2)} s)`;
    });
    lines.push(`reuse by: ${parts.join('; ')}`);
  }
  if (s.bamCache) {
    const c = s.bamCache;
    lines.push(
      `bam cache: ${c.hits} of ${count(c.requests, 'summary request', 'summary requests')} hit (${c.importedHits} from an earlier run), ${count(c.analyses, 'block analysis', 'block analyses')}`,
    );
  }
  if (s.condinv) {
    const c = s.condinv;
    lines.push(
      `condinv: ${count(c.condSafeCalls, 'CondSafe call', 'CondSafe calls')}, ${count(c.narrowings, 'narrowing', 'narrowings')}, ${count(c.propagations, 'precondition', 'preconditions')} searched upwards, ${c.discharged} established by known invariants, ${count(c.stored, 'part', 'parts')} proved with a stored invariant`,
    );
  }
  for (const w of s.cacheWarnings ?? []) lines.push(`cache: ignored ${w}`);
  if (report.changes) {
    const fns = report.changes.functions;
    const what = fns.map((f) => `${f.kind} ${f.from ? `${f.from} -> ` : ''}${f.name} (${f.file}:${f.line})`);
    lines.push(
      `changed since ${report.changes.base.slice(0, 12)}: ${what.length > 0 ? what.join(', ') : 'no function'}`,
    );
  }
  return lines;
}

/** The words every report uses for a SAFE property whose location is never reached. */
export const HOLDS_VACUOUSLY = 'holds vacuously: its location is never reached';

/** `file:line: VERDICT id kind: text (engine, 0.12 s[, depth N])[: reason | holds vacuously…]` */
export function propertyLine(p: PropertyResult): string {
  const depth = p.depth !== undefined ? `, depth ${p.depth}` : '';
  const why = p.reason ? `: ${p.reason}` : p.vacuous ? `: ${HOLDS_VACUOUSLY}` : '';
  const reused = `${p.entry !== undefined ? `, from ${p.entry}` : ''}${p.reused ? ', reused' : ''}`;
  return (
    `${p.file}:${p.line}: ${p.verdict.toUpperCase()} ${p.id} ${p.kind}: ${p.text} ` +
    `(${p.engine}, ${p.seconds.toFixed(2)} s${depth}${reused})${why}`
  );
}

/** `  file:line  function  text  [x = 5, y = -1]` (no brackets when nothing was assigned). */
export function traceLine(s: TraceStep): string {
  const values = Object.entries(s.assignments).map(([name, value]) => `${name} = ${value}`);
  const assigned = values.length > 0 ? `  [${values.join(', ')}]` : '';
  return `  ${s.file}:${s.line}  ${s.function}  ${stepStatement(s)}${assigned}`;
}

export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
