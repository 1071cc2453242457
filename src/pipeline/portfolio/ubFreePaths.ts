// Counterexamples that replay into undefined behaviour before their violation. C gives such a run
// no meaning, so the violation is not confirmed: the UB itself is the finding (its counterexample
// is the inputs up to it), and the property is asked about once more, by BMC on the CFA with
// every `--check` family added as error nodes: a path to the property must avoid them, so it is
// free of signed overflow, division by zero and out-of-bounds indexing; replay checks the rest.

import { unknown, type Counterexample, type EngineVerdict } from '../../encodings/result';
import type { ProgramCfa } from '../../ir/cfa';
import { UB_CHECKS, type CheckName } from '../../ir/checks';
import { buildProgramCfa, propertyIds } from '../../ir/programCfa';
import type { SolverPool } from '../../smt/solverPool';
import { bmcEngine } from '../../engines/bmc/bmcEngine';
import { minimise } from '../../certify/minimise';
import { replay, type ReplayResult } from '../../certify/replay';
import type { ReportedAnswer } from '../answers';
import { boundTrace, reproducerFile } from './unsafeEvidence';

/** A property whose counterexample replayed into undefined behaviour. */
export interface Blocked {
  readonly propertyId: string;
  readonly cex: Counterexample;
  readonly run: ReplayResult;
}

/** What the second BMC run found for a blocked property. */
export type UbFreeOutcome =
  | {
      readonly confirmed: true;
      /** The CFA the counterexample is for (the program's, plus every check's error nodes). */
      readonly cfa: ProgramCfa;
      readonly verdict: Extract<EngineVerdict, { verdict: 'unsafe' }>;
      readonly run: ReplayResult;
    }
  | { readonly confirmed: false; readonly reason: string };

/** The UB finding's counterexample: the inputs the run consumed up to the undefined behaviour. */
export function findingCounterexample(b: Blocked): Counterexample | undefined {
  const f = b.run.finding;
  if (!f) return undefined;
  return {
    propertyId: f.id,
    inputs: b.cex.inputs.slice(0, b.run.inputsConsumed),
    ...(b.cex.depth !== undefined ? { depth: b.cex.depth } : {}),
  };
}

/** The UNKNOWN reason of a property reached only through undefined behaviour. */
export function onlyThroughUb(b: Blocked, why: string): string {
  const o = b.run.outcome;
  const what = o.kind === 'undefined-behavior' ? `${o.what} at ${o.loc.file}:${o.loc.line}` : o.kind;
  return `reached only through undefined behaviour: ${what} (${why})`;
}

const FAMILY: Partial<Record<string, CheckName>> = {
  'signed-overflow': 'overflow',
  'div-by-zero': 'div-by-zero',
  'array-bounds': 'bounds',
};

/**
 * Asks BMC again for each blocked property, on the CFA with every check added (the program's own
 * nodes, edges and property ids unchanged), until `deadline`; replays what it finds there.
 */
export async function ubFreePaths(
  cfa: ProgramCfa,
  pool: SolverPool,
  blocked: readonly Blocked[],
  entry: string,
  deadline: number,
): Promise<Map<string, UbFreeOutcome>> {
  const out = new Map<string, UbFreeOutcome>();
  const kinds = new Set<CheckName>();
  for (const fn of cfa.functions.values())
    for (const p of fn.properties) if (FAMILY[p.kind]) kinds.add(FAMILY[p.kind] as CheckName);
  const checked = buildProgramCfa(cfa.program, {
    checks: kinds,
    allChecks: kinds.size < UB_CHECKS.length,
    ...(cfa.objectElements !== undefined ? { objectElements: cfa.objectElements } : {}),
  });
  const wanted = new Set(blocked.map((b) => b.propertyId));
  const skip = new Set(propertyIds(checked).filter((id) => !wanted.has(id)));
  const task = { cfa: checked, entry, skip, hints: [], facts: [] };
  const { answers } = await bmcEngine.run(task, { deadline, sessions: pool });
  for (const b of blocked) {
    const v = answers.get(b.propertyId);
    if (!v) {
      out.set(b.propertyId, { confirmed: false, reason: 'no path free of it was looked for' });
    } else if (v.verdict === 'safe') {
      out.set(b.propertyId, {
        confirmed: false,
        reason: 'no path free of overflow, division by zero and out-of-bounds indexing reaches it',
      });
    } else if (v.verdict === 'unknown') {
      out.set(b.propertyId, { confirmed: false, reason: `a path free of it: ${v.reason}` });
    } else {
      const run = replay(checked, entry, v.counterexample);
      out.set(
        b.propertyId,
        run.confirmed
          ? { confirmed: true, cfa: checked, verdict: v, run }
          : {
              confirmed: false,
              reason: `the path free of the checked kinds does not replay: ${run.reason ?? ''}`,
            },
      );
    }
  }
  return out;
}

/**
 * Answers for properties whose counterexample ran into undefined behaviour: the UB findings
 * (UNSAFE, trace up to the UB), and per property UNSAFE through a UB-free path, or UNKNOWN.
 */
export async function throughUb(
  cfa: ProgramCfa,
  pool: SolverPool,
  blocked: readonly Blocked[],
  options: { readonly reproducers?: boolean; readonly entry: string },
  deadline: number,
  seconds: number,
): Promise<ReportedAnswer[]> {
  const out: ReportedAnswer[] = [];
  const found = new Set<string>();
  for (const b of blocked) {
    const cex = findingCounterexample(b);
    const finding = b.run.finding;
    if (!cex || !finding || found.has(finding.id)) continue;
    // a run that used a made-up result of a function without body or model is not C's run
    if (cex.inputs.some((v) => v.source === 'external')) continue;
    found.add(finding.id);
    // inputs shrunk toward zero while the run still ends in the same undefined behaviour
    // (the finding's own replay confirms it: the same inputs, up to those the run consumed)
    const first = replay(cfa, options.entry, cex);
    const shown = first.confirmed ? minimise(cfa, options.entry, cex, first) : { cex, run: b.run };
    const verdict = { verdict: 'unsafe' as const, counterexample: shown.cex };
    out.push({
      propertyId: finding.id,
      engine: 'bmc',
      seconds,
      result: verdict,
      trace: boundTrace(shown.run.trace),
      finding: shown.run.finding ?? finding,
      ...reproducerFile(cfa, verdict, options),
    });
  }
  const free = await ubFreePaths(cfa, pool, blocked, options.entry, deadline);
  for (const b of blocked) {
    const r = free.get(b.propertyId);
    if (r?.confirmed) {
      const small = minimise(r.cfa, options.entry, r.verdict.counterexample, r.run);
      const verdict = { verdict: 'unsafe' as const, counterexample: small.cex };
      out.push({
        propertyId: b.propertyId,
        engine: 'bmc',
        seconds,
        result: verdict,
        trace: boundTrace(small.run.trace),
        ...reproducerFile(r.cfa, verdict, options),
      });
    } else {
      const reason = onlyThroughUb(b, r?.reason ?? 'no path free of it was looked for');
      out.push({ propertyId: b.propertyId, engine: 'bmc', seconds, result: unknown('incomplete', reason) });
    }
  }
  return out;
}
