// Merging the reports of several jobs (sharded runs) into one. JSON reports: properties are
// concatenated (a property reported by two jobs is kept once, the more decisive verdict winning),
// statistics are summed, and the verdict is recomputed. SARIF logs: the results and notifications
// of all runs go into one run. A file that is neither is an error naming the file.

import {
  emptyReuse,
  REUSE_KINDS,
  compareResults,
  overallVerdict,
  type ChangeReport,
  type PropertyResult,
  type PropertyVerdict,
  type ReuseCost,
  type ReuseKind,
  type VerifyReport,
} from '../pipeline/results';

export class MergeError extends Error {}

/** Parses one version-1 JSON report (`name` is for messages). */
export function parseReport(text: string, name: string): VerifyReport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new MergeError(`${name}: not JSON (${(e as Error).message})`);
  }
  const r = raw as Partial<VerifyReport> | null;
  if (!r || typeof r !== 'object' || r.version !== 1 || !Array.isArray(r.properties) || !r.stats) {
    throw new MergeError(`${name}: not a proofgate version-1 JSON report`);
  }
  for (const p of r.properties) {
    if (
      !p ||
      typeof p.id !== 'string' ||
      typeof p.file !== 'string' ||
      typeof p.line !== 'number' ||
      !isVerdict(p.verdict)
    ) {
      throw new MergeError(`${name}: a property lacks id, file, line or verdict`);
    }
  }
  return r as VerifyReport;
}

function isVerdict(v: unknown): v is PropertyVerdict {
  return v === 'safe' || v === 'unsafe' || v === 'unknown' || v === 'unreachable';
}

/**
 * Which of two jobs' verdicts for one property wins. A job that reached the property beats one
 * that did not (another shard's harness may reach it), and a decided verdict beats unknown.
 */
const DECISIVE: Record<PropertyVerdict, number> = { unsafe: 3, safe: 2, unknown: 1, unreachable: 0 };

export function mergeReports(reports: readonly VerifyReport[]): VerifyReport {
  const byKey = new Map<string, PropertyResult>();
  for (const r of reports) {
    for (const p of r.properties) {
      const key = `${p.file}\0${p.line}\0${p.id}`;
      const seen = byKey.get(key);
      if (!seen || DECISIVE[p.verdict] > DECISIVE[seen.verdict]) byKey.set(key, p);
    }
  }
  const properties = [...byKey.values()].sort(compareResults);
  const sum = (f: (r: VerifyReport) => number | undefined): number =>
    Math.round(reports.reduce((a, r) => a + (f(r) ?? 0), 0) * 1000) / 1000;
  const union = (f: (r: VerifyReport) => readonly string[] | undefined): string[] =>
    [...new Set(reports.flatMap((r) => f(r) ?? []))].sort();
  const anyReused = reports.some((r) => r.stats.reused !== undefined);
  const warnings = union((r) => r.stats.cacheWarnings);
  const changes = mergeChanges(reports.flatMap((r) => (r.changes ? [r.changes] : [])));
  const errors = reports.flatMap((r) => r.errors ?? []);
  return {
    version: 1,
    verdict: overallVerdict(properties),
    properties,
    ...(errors.length > 0 ? { errors } : {}),
    stats: {
      seconds: Math.max(0, ...reports.map((r) => r.stats.seconds)),
      cpuSeconds: sum((r) => r.stats.cpuSeconds),
      engineSeconds: sum((r) => r.stats.engineSeconds),
      solverCalls: sum((r) => r.stats.solverCalls),
      functions: sum((r) => r.stats.functions),
      properties: properties.length,
      externalFunctions: union((r) => r.stats.externalFunctions),
      unsupported: reports.flatMap((r) => r.stats.unsupported ?? []),
      ...(anyReused ? { reused: properties.filter((p) => p.reused).length } : {}),
      ...(warnings.length > 0 ? { cacheWarnings: warnings } : {}),
      ...(reports.some((r) => r.stats.reuse) ? { reuse: mergeReuse(reports) } : {}),
      ...(reports.some((r) => r.stats.engines) ? { engines: mergeEngines(reports) } : {}),
      ...(reports.some((r) => r.stats.hornSystemsBuilt !== undefined)
        ? { hornSystemsBuilt: sum((r) => r.stats.hornSystemsBuilt) }
        : {}),
      ...(reports.some((r) => r.stats.workSeconds !== undefined)
        ? {
            workSeconds: sum((r) => r.stats.workSeconds),
            wallClockCuts: sum((r) => r.stats.wallClockCuts),
          }
        : {}),
    },
    ...(changes ? { changes } : {}),
  };
}

/** Shards compare the same base, each for its own programs: the union of their lists. */
function mergeChanges(all: readonly ChangeReport[]): ChangeReport | undefined {
  if (all.length === 0) return undefined;
  const fns = new Map(all.flatMap((c) => c.functions).map((f) => [`${f.kind}\0${f.file}\0${f.name}`, f]));
  const nodes = new Map(all.flatMap((c) => c.graph?.nodes ?? []).map((n) => [n.id, n]));
  const edges = new Map(all.flatMap((c) => c.graph?.edges ?? []).map((e) => [`${e[0]}\0${e[1]}`, e]));
  return {
    base: all[0].base,
    functions: [...fns.values()].sort(
      (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.name.localeCompare(b.name),
    ),
    graph: {
      nodes: [...nodes.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      edges: [...edges.values()],
    },
  };
}

/** A SARIF 2.1.0 log, as far as merging needs it. */
export interface SarifLogLike {
  readonly version: string;
  readonly $schema?: string;
  readonly runs: readonly Record<string, unknown>[];
}

export function isSarif(raw: unknown): raw is SarifLogLike {
  const r = raw as Partial<SarifLogLike> | null;
  return !!r && typeof r === 'object' && r.version === '2.1.0' && Array.isArray(r.runs);
}

/** One log with one run: the first run's tool and rules, every run's results and notifications. */
export function mergeSarif(logs: readonly SarifLogLike[]): SarifLogLike {
  const runs = logs.flatMap((l) => l.runs);
  const first = runs[0] ?? {};
  const results = runs.flatMap((r) => (Array.isArray(r.results) ? (r.results as unknown[]) : []));
  const notifications = runs.flatMap((r) => {
    const inv = Array.isArray(r.invocations) ? (r.invocations as Record<string, unknown>[]) : [];
    return inv.flatMap((i) =>
      Array.isArray(i.toolExecutionNotifications) ? (i.toolExecutionNotifications as unknown[]) : [],
    );
  });
  const ok = runs.every((r) => {
    const inv = Array.isArray(r.invocations) ? (r.invocations as Record<string, unknown>[]) : [];
    return inv.every((i) => i.executionSuccessful !== false);
  });
  const invocations = [{ executionSuccessful: ok, toolExecutionNotifications: notifications }];
  const run: Record<string, unknown> = { ...first, results, invocations };
  delete run.properties; // per-shard counts; the merged counts are in the results
  return { ...(logs[0]?.$schema ? { $schema: logs[0].$schema } : {}), version: '2.1.0', runs: [run] };
}

/** Reuse costs summed over the shards. */
function mergeReuse(reports: readonly VerifyReport[]): Record<ReuseKind, ReuseCost> {
  const out = emptyReuse();
  for (const k of REUSE_KINDS) {
    for (const r of reports) {
      const c = r.stats.reuse?.[k];
      out[k].properties += c?.properties ?? 0;
      out[k].solverCalls += c?.solverCalls ?? 0;
      out[k].seconds += c?.seconds ?? 0;
    }
    out[k].seconds = Math.round(out[k].seconds * 1000) / 1000;
  }
  return out;
}

/** Engine figures summed over the shards, engine names sorted (seconds rounded as reports print them). */
function mergeEngines(reports: readonly VerifyReport[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const r of reports)
    for (const [name, figures] of Object.entries(r.stats.engines ?? {})) {
      const into = (out[name] ??= {});
      for (const [k, v] of Object.entries(figures)) into[k] = (into[k] ?? 0) + v;
    }
  for (const f of Object.values(out))
    if (f['seconds'] !== undefined) f['seconds'] = Math.round(f['seconds'] * 1000) / 1000;
  const names = Object.keys(out).sort();
  return Object.fromEntries(names.map((n) => [n, out[n]]));
}
