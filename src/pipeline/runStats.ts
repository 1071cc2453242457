// What a `verify` run tallies while it goes (functions, external functions, engine time, BAM's
// block cache, condinv's figures, Horn systems built, call graphs for the change report) and the statistics and change
// report it ends with (results.ts, VerifyStats and ChangeReport).

import type { Diagnostic } from '../frontend/diagnostics';
import type { CallGraph, ProgramCfa } from '../ir/cfa';
import { emptyStats } from '../engines/condinv/checkSafe';
import type { SolverPool } from '../smt/solverPool';
import { hornSystemStats } from '../encodings/horn/hornSystems';
import type { BamCacheReport, CondinvReport } from './portfolio/proofStages';
import { changesSince, type BaseVersion, type HeadPrints } from './programs/baseChanges';
import { compareStrings } from './programs/programPlan';
import type { CacheContext } from './reuse/cachedAnswers';
import {
  emptyReuse,
  REUSE_KINDS,
  roundSeconds,
  type ChangeReport,
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
  readonly bamCache: BamCacheReport = { requests: 0, hits: 0, importedHits: 0, analyses: 0 };
  readonly condinv: CondinvReport = emptyStats();
  readonly callGraphs: CallGraph[] = [];
  private readonly started = process.hrtime.bigint();
  /** Horn systems the process had built when the run started. */
  private readonly hornSystemsBefore = hornSystemStats().built;

  /** A program about to be verified. */
  addProgram(cfa: ProgramCfa): void {
    this.functions += cfa.functions.size;
    for (const name of cfa.callGraph.external) this.external.add(name);
  }

  /** Adds one condinv search's figures to the run's. */
  addCondinv(r: CondinvReport): void {
    const m = this.condinv as { -readonly [K in keyof CondinvReport]: number };
    for (const k of Object.keys(m) as (keyof CondinvReport)[]) m[k] += r[k];
  }

  /** Adds one BAM run's cache figures to the run's. */
  addBamCache(r: BamCacheReport): void {
    const m = this.bamCache as { -readonly [K in keyof BamCacheReport]: number };
    m.requests += r.requests;
    m.hits += r.hits;
    m.importedHits += r.importedHits;
    m.analyses += r.analyses;
  }

  /** The run's statistics, at its end. */
  stats(
    results: readonly PropertyResult[],
    diagnostics: readonly Diagnostic[],
    engine: EngineChoice,
    pool: SolverPool | undefined,
    cache: CacheContext | undefined,
  ): VerifyStats {
    const seconds = Number(process.hrtime.bigint() - this.started) / 1e9;
    const cpu = process.cpuUsage();
    const condinv = this.condinv;
    return {
      seconds: roundSeconds(seconds),
      cpuSeconds: roundSeconds((cpu.user + cpu.system) / 1e6),
      engineSeconds: roundSeconds(this.engineSeconds),
      // every check asked of the solver: the engines', the certificate checks' and the re-checks'
      solverCalls: pool?.stats().calls ?? 0,
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
      hornSystemsBuilt: hornSystemStats().built - this.hornSystemsBefore,
    };
  }

  /** The functions changed since the base, with their transitive callers as a call graph. */
  changeReport(base: BaseVersion, head: HeadPrints): ChangeReport {
    const functions = changesSince(base, head);
    const start = functions.filter((f) => f.kind !== 'removed').map((f) => f.name);
    const nodes = new Set<string>();
    const edges = new Set<string>();
    for (const g of this.callGraphs) {
      const todo = start.filter((f) => g.callees.has(f));
      for (const f of todo) nodes.add(f);
      while (todo.length > 0) {
        const f = todo.pop() as string;
        for (const caller of g.callers.get(f) ?? []) {
          edges.add(`${caller}\0${f}`);
          if (!nodes.has(caller)) {
            nodes.add(caller);
            todo.push(caller);
          }
        }
      }
    }
    const graph = {
      nodes: [...nodes].sort(compareStrings).map((name) => ({ name })),
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
