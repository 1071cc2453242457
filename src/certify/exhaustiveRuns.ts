// Exhaustive runs: a program whose inputs are all narrow (bytes, flags) has few executions, and the
// interpreter (the referee of every semantic choice) can run every one of them. The runs walk the
// tree of input choices depth first: a run takes the values of the previous one up to its last
// input that has a next value, that input's next value, and the first value of every input after it
// (the inputs a run reads depend on the values before them). Each violation found is a real
// execution; when every run ends normally, at a failed assumption or at a violation (which ends
// the execution), every property no run violates holds on every execution. Indeterminate values
// are served as 0 and no run may read one; a run that depends on where objects are allocated, or
// ends in undefined behaviour or a limit, ends the attempt. The certificate check walks the same
// tree the other way round (last values first) and must count the same executions. A wide input
// with a domain (inputDomains.ts: read once per execution, confined by the harness) takes the
// values of its interval only; the check first proves again that the values outside violate
// nothing.

import type { InputDomain, InputValue } from '../encodings/result';
import type { SolverSession } from '../smt/session';
import type { CertificateCheck } from './checkUnwinding';
import type { ProgramCfa } from '../ir/cfa';
import type { ExecuteOptions, InputProvider, InputRequest } from './execution';
import { execute } from './interpreter';
import { checkInputDomains } from './inputDomains';
import { workNow } from '../smt/workClock';

/** Widest input whose every value is tried. */
export const MAX_ENUMERATED_BITS = 8;

/** Executions at most (an input of 8 bits and four flags, or two of 6 bits). */
export const MAX_EXECUTIONS = 4096;

/** How often the pace of the runs is looked at (ms). */
const PACE_MS = 1000;

/** Steps one run may take. */
const RUN_STEPS = 1_000_000;

/**
 * Every execution ran (`complete`: each ended normally, at a failed assumption or at a violation,
 * which ends the execution as a failed `assert` does), or the attempt `gave-up`. Either way the
 * violations found: the first run per property, its inputs in the order served.
 */
export type Enumeration = (
  | { readonly kind: 'complete'; readonly executions: number }
  | {
      readonly kind: 'gave-up';
      readonly reason: string;
      /** The program reads an input too wide to try every value of (and with no domain). */
      readonly wide?: boolean;
    }
) & { readonly violations: ReadonlyMap<string, InputValue[]> };

export interface EnumerationOptions {
  readonly entry: string;
  readonly deadline: number;
  /** `up`: each input's values from 0; `down`: from its largest value (the certificate check). */
  readonly order: 'up' | 'down';
  readonly maxExecutions?: number;
  /**
   * Give up at once when the first run's inputs have more combinations than that, or early when
   * the pace of the runs says they would not end by the deadline (default true).
   */
  readonly estimate?: boolean;
  /** Told of every node a run stands at. */
  readonly observe?: ExecuteOptions['observe'];
  /** Wide inputs run with the values of an interval only (inputDomains.ts, checked apart). */
  readonly domains?: readonly InputDomain[];
}

/** One enumerated input of a run: the index of its value and the largest index. */
interface Choice {
  value: bigint;
  readonly max: bigint;
}

/** The bits a choice's index stands for: the index itself, or the index-th value of a domain. */
function bitsOf(index: bigint, width: number, domain: InputDomain | undefined): bigint {
  return domain ? BigInt.asUintN(width, BigInt(domain.lo) + index) : index;
}

/** Runs every execution of `cfa` from `entry` when its inputs are narrow enough. */
export function enumerateRuns(cfa: ProgramCfa, options: EnumerationOptions): Enumeration {
  const limit = options.maxExecutions ?? MAX_EXECUTIONS;
  const up = options.order === 'up';
  let prefix: bigint[] = [];
  let executions = 0;
  const estimate = options.estimate !== false;
  let paced = { at: workNow(), runs: 0 };
  let expected = 1n;
  const violations = new Map<string, InputValue[]>();
  const gaveUp = (reason: string, wide?: boolean): Enumeration => ({
    kind: 'gave-up',
    reason,
    violations,
    ...(wide ? { wide } : {}),
  });
  const domains = new Map((options.domains ?? []).map((d) => [d.edgeId, d]));
  for (;;) {
    if (workNow() > options.deadline) return gaveUp('timeout: the runs did not end in time');
    const choices: Choice[] = [];
    const served: InputValue[] = [];
    let tooWide: InputRequest | undefined;
    let twice = false;
    const ranged = new Set<number>();
    const provider: InputProvider = {
      next(req) {
        let bits = 0n;
        if (req.source !== 'uninit') {
          const domain =
            req.source === 'nondet' && req.edgeId !== undefined ? domains.get(req.edgeId) : undefined;
          if (domain && ranged.has(domain.edgeId)) twice = true;
          if (domain) ranged.add(domain.edgeId);
          if ((req.width > MAX_ENUMERATED_BITS && !domain) || twice) {
            tooWide = req;
            return undefined;
          }
          const max = domain
            ? BigInt(domain.hi) - BigInt(domain.lo)
            : req.bool
              ? 1n
              : (1n << BigInt(req.width)) - 1n;
          const i = choices.length;
          const index = i < prefix.length ? prefix[i] : up ? 0n : max;
          choices.push({ value: index, max });
          bits = bitsOf(index, req.width, domain);
        }
        const { source, edgeId, name, width, signed } = req;
        const v = { source, edgeId, name, bits, width, signed };
        served.push(v);
        return v;
      },
    };
    const run = execute(cfa, provider, {
      entry: options.entry,
      maxSteps: RUN_STEPS,
      deadline: options.deadline,
      trace: false,
      ...(options.observe ? { observe: options.observe } : {}),
    });
    const o = run.outcome;
    if (twice) return gaveUp(`a run reads the input of edge ${tooWide?.edgeId} twice`);
    if (tooWide) return gaveUp(`the program reads a ${tooWide.width}-bit input (${tooWide.name})`, true);
    // a violation is a real execution whatever else holds; the rest needs every run to be the only
    // one its values allow
    if (o.kind === 'violation' && !violations.has(o.propertyId)) violations.set(o.propertyId, served);
    if (run.addressDependent) return gaveUp('a run depends on where objects are allocated');
    if (run.observedInputs.length > 0) return gaveUp('a run reads an indeterminate value');
    if (o.kind !== 'exit' && o.kind !== 'blocked' && o.kind !== 'violation')
      return gaveUp(`a run ends in ${describe(o)}`);
    executions++;
    // the next run: the last input with a next value takes it, the inputs after it start again
    let i = choices.length - 1;
    while (i >= 0 && choices[i].value === (up ? choices[i].max : 0n)) i--;
    if (i < 0) return { kind: 'complete', executions, violations };
    if (executions === 1) expected = combinations(choices);
    if (executions === 1 && estimate && expected > BigInt(limit))
      return gaveUp(`more than ${limit} executions`);
    if (executions >= limit) return gaveUp(`more than ${limit} executions`);
    // every PACE_MS: the pace since the last look (not the first window's: the first runs are
    // slower, before the JIT), over the runs the first run's combinations leave, must end in time
    const now = workNow();
    if (estimate && now - paced.at >= PACE_MS) {
      const pace = (now - paced.at) / (executions - paced.runs);
      if (paced.runs > 0 && now + pace * (Number(expected) - executions) > options.deadline)
        return gaveUp('timeout: at this pace the runs would not end in time');
      paced = { at: now, runs: executions };
    }
    prefix = [...choices.slice(0, i).map((c) => c.value), choices[i].value + (up ? 1n : -1n)];
  }
}

/** The combinations of a run's inputs' values. */
function combinations(choices: readonly Choice[]): bigint {
  let n = 1n;
  for (const c of choices) n *= c.max + 1n;
  return n;
}

function describe(o: { kind: string; what?: string }): string {
  return o.kind === 'undefined-behavior' || o.kind === 'limit' ? `${o.kind} (${o.what})` : o.kind;
}

/**
 * The certificate check for `propertyIds`: the domains (when any) shown to leave out no violation,
 * in a session of `open`; then every execution again, last values first, as many of them, and none
 * violating one of these properties.
 */
export async function checkExhaustiveRuns(
  cfa: ProgramCfa,
  entry: string,
  certificate: { readonly executions: number; readonly domains?: readonly InputDomain[] },
  propertyIds: ReadonlySet<string>,
  deadline: number,
  open: () => Promise<SolverSession>,
): Promise<CertificateCheck> {
  const { executions, domains } = certificate;
  if (domains && domains.length > 0) {
    const session = await open();
    try {
      const checked = await checkInputDomains(cfa, entry, domains, session, deadline);
      if (!checked.accepted) return checked;
    } finally {
      await session.dispose().catch(() => undefined);
    }
  }
  const again = enumerateRuns(cfa, {
    entry,
    deadline,
    order: 'down',
    maxExecutions: executions + 1,
    estimate: false,
    ...(domains ? { domains } : {}),
  });
  const violated = [...again.violations.keys()].find((id) => propertyIds.has(id));
  if (violated !== undefined) return { accepted: false, reason: `a run reaches ${violated}` };
  if (again.kind === 'gave-up') return { accepted: false, reason: again.reason };
  if (again.executions !== executions)
    return { accepted: false, reason: `${again.executions} executions, not ${executions}` };
  return { accepted: true };
}
