// What a `verify` run tallies while it goes (functions, external functions, engine time, BAM's
// block cache, condinv's figures, Horn systems built, call graphs for the change report) and the statistics and change
// report it ends with (results.ts, VerifyStats and ChangeReport).

import { repoRelative } from '../incremental/gitBase';
import type { Diagnostic } from '../frontend/diagnostics';
import type { CallGraph, ProgramCfa } from '../ir/cfa';
import { emptyStats } from '../engines/condinv/checkSafe';
import type { SolverPool } from '../smt/solverPool';
import { hornSystemStats } from '../encodings/horn/hornSystems';
import type { BamCacheReport, CondinvReport } from './portfolio/proofStages';
import { changesSince, type BaseVersion, type HeadPrints } from './programs/baseChanges';
import { compareStrings } from './programs/programPlan';
import type { CacheContext } from './reuse/cachedAnswers';
import type { ProgramPrints } from '../incremental/keys';
import {
  emptyReuse,
  REUSE_KINDS,
  roundSeconds,
  type ChangeReport,
  type GraphNode,
  type PropertyResult,
  type ReuseCost,
  type ReuseKind,
  type UnsupportedUse,
  type VerifyStats,
} from './results';
import type { EngineChoice } from './options';

export class RunTally {
  functions = 0;
  engineSeconds = 0;
  readonly external = new Set<string>();
  /** Per engine: the figures its stages reported, summed over the run. */
  readonly engines = new Map<string, Record<string, number>>();
  readonly callGraphs: { graph: CallGraph; where: ReadonlyMap<string, { file: string; relFile: string }> }[] =
    [];
  private readonly started = process.hrtime.bigint();
  /** Horn systems the process had built when the run started. */
  private readonly hornSystemsBefore = hornSystemStats().built;

  /** Entries whose work budget the wall clock cut short, and the work done (reference ms). */
  wallClockCuts = 0;
  workMs: number | undefined;

  /** One entry's budget, as it ended. */
  addBudget(b: { readonly cut: boolean; readonly workMs?: number }): void {
    if (b.cut) this.wallClockCuts++;
    if (b.workMs !== undefined) this.workMs = (this.workMs ?? 0) + b.workMs;
  }

  /** A program about to be verified. */
  addProgram(cfa: ProgramCfa): void {
    this.functions += cfa.functions.size;
    for (const name of cfa.callGraph.external) this.external.add(name);
  }

  /** Adds one engine run's figures to the run's. */
  addEngine(name: string, figures: Readonly<Record<string, number>>): void {
    const into = this.engines.get(name) ?? {};
    for (const [k, v] of Object.entries(figures)) into[k] = (into[k] ?? 0) + v;
    this.engines.set(name, into);
  }

  /** BAM's cache figures (the frozen v1 field `bamCache`), from its engine record. */
  get bamCache(): BamCacheReport {
    const [requests, hits, importedHits, analyses] = this.figures('bam', [
      'requests',
      'hits',
      'importedHits',
      'analyses',
    ]);
    return { requests, hits, importedHits, analyses };
  }

  /** condinv's search figures (the frozen v1 field `condinv`), from its engine record. */
  get condinv(): CondinvReport {
    const keys = Object.keys(emptyStats()) as (keyof CondinvReport)[];
    const values = this.figures('condinv', keys);
    return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as unknown as CondinvReport;
  }

  private figures(engine: string, keys: readonly string[]): number[] {
    const r = this.engines.get(engine) ?? {};
    return keys.map((k) => r[k] ?? 0);
  }

  /** Every engine's record, names sorted, seconds rounded. */
  private engineRecords(): Record<string, Record<string, number>> {
    const names = [...this.engines.keys()].sort(compareStrings);
    return Object.fromEntries(
      names.map((n) => {
        const r = { ...(this.engines.get(n) as Record<string, number>) };
        if (r['seconds'] !== undefined) r['seconds'] = roundSeconds(r['seconds']);
        return [n, r];
      }),
    );
  }

  /** The run's statistics, at its end. */
  stats(
    results: readonly PropertyResult[],
    diagnostics: readonly Diagnostic[],
    engine: EngineChoice,
    pool: SolverPool | undefined,
    cache: CacheContext | undefined,
    /** Checks asked of solvers outside `pool` (the lanes on worker threads). */
    otherSolverCalls = 0,
  ): VerifyStats {
    const seconds = Number(process.hrtime.bigint() - this.started) / 1e9;
    const cpu = process.cpuUsage();
    const condinv = this.condinv;
    return {
      seconds: roundSeconds(seconds),
      cpuSeconds: roundSeconds((cpu.user + cpu.system) / 1e6),
      engineSeconds: roundSeconds(this.engineSeconds),
      // every check asked of the solver: the engines', the certificate checks' and the re-checks'
      solverCalls: (pool?.stats().calls ?? 0) + otherSolverCalls,
      functions: this.functions,
      properties: results.length,
      externalFunctions: [...this.external].sort(compareStrings),
      unsupported: diagnostics.filter((d) => d.severity === 'unsupported').map(toUnsupportedUse),
      ...(cache ? { reused: results.filter((r) => r.reused).length } : {}),
      ...(cache?.reuse ? { reuse: roundReuse(cache.reuse) } : {}),
      ...(engine === 'bam' ? { bamCache: this.bamCache } : {}),
      // with `auto`, when its condinv stage ran (warm runs with stored invariants)
      ...(engine === 'condinv' || condinv.condSafeCalls + condinv.stored > 0 ? { condinv } : {}),
      ...(cache && cache.store.warnings.length > 0
        ? { cacheWarnings: cache.store.warnings.map((w) => `${w.file}: ${w.message}`) }
        : {}),
      ...(this.engines.size > 0 ? { engines: this.engineRecords() } : {}),
      hornSystemsBuilt: hornSystemStats().built - this.hornSystemsBefore,
      ...(this.workMs !== undefined
        ? { workSeconds: roundSeconds(this.workMs / 1000), wallClockCuts: this.wallClockCuts }
        : {}),
    };
  }

  /** A program's call graph with where its functions are (for the change report). */
  addCallGraph(graph: CallGraph, prints: ProgramPrints, root: string): void {
    const where = new Map<string, { file: string; relFile: string }>();
    for (const [name, p] of prints.functions)
      where.set(name, { file: p.file, relFile: repoRelative(root, p.file) });
    this.callGraphs.push({ graph, where });
  }

  /**
   * The functions changed since the base, with their transitive callers as a call graph. A function
   * is its file and name: a changed `main` lights up only its own program's `main`.
   */
  changeReport(base: BaseVersion, head: HeadPrints): ChangeReport {
    const functions = changesSince(base, head);
    const nodes = new Map<string, GraphNode>();
    const edges = new Set<string>();
    for (const { graph, where } of this.callGraphs) {
      const node = (name: string): GraphNode | undefined => {
        const w = where.get(name);
        return w ? { id: `${w.relFile}::${name}`, name, file: w.file } : undefined;
      };
      const todo = functions
        .filter(
          (f) => f.kind !== 'removed' && graph.callees.has(f.name) && where.get(f.name)?.relFile === f.file,
        )
        .map((f) => f.name);
      for (const f of todo) {
        const n = node(f);
        if (n) nodes.set(n.id, n);
      }
      while (todo.length > 0) {
        const f = todo.pop() as string;
        const callee = node(f);
        for (const caller of graph.callers.get(f) ?? []) {
          const n = node(caller);
          if (!n || !callee) continue;
          edges.add(`${n.id}\0${callee.id}`);
          if (!nodes.has(n.id)) {
            nodes.set(n.id, n);
            todo.push(caller);
          }
        }
      }
    }
    const graph = {
      nodes: [...nodes.values()].sort((a, b) => compareStrings(a.id, b.id)),
      edges: [...edges].sort(compareStrings).map((e) => e.split('\0') as [string, string]),
    };
    return { base: base.commit, functions, graph };
  }
}

function toUnsupportedUse(d: Diagnostic): UnsupportedUse {
  return {
    feature: d.feature ?? 'unknown construct',
    file: d.loc.file,
    line: d.loc.line,
    col: d.loc.col,
    message: d.message,
  };
}

/** Reuse costs with seconds rounded as every report prints them. */
function roundReuse(r: Record<ReuseKind, ReuseCost>): Record<ReuseKind, ReuseCost> {
  const out = emptyReuse();
  for (const k of REUSE_KINDS) out[k] = { ...r[k], seconds: roundSeconds(r[k].seconds) };
  return out;
}
