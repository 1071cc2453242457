// Which annotations a run puts on the lines of a pull request, from the one results model: errors
// for violated properties (and, when a change lets one fail, at the last changed line of its
// counterexample too) and input errors, warnings for unsupported constructs, notices for
// properties left UNKNOWN in changed code. GitHub shows at most 10 annotations of each level per
// step and drops the rest silently, so each level keeps 9 and its 10th says how many more there are.
// Warnings outside the repository (system headers) are counted, not annotated.

import type { Diagnostic } from '../frontend/diagnostics';
import { isKnown } from './gate';
import type { ChangeSite, PropertyKind, PropertyResult, VerifyReport } from '../pipeline/results';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  readonly level: AnnotationLevel;
  readonly message: string;
  readonly title: string;
  readonly file?: string;
  readonly line?: number;
  readonly col?: number;
}

export const ANNOTATIONS_PER_LEVEL = 10;

export interface AnnotationPlan {
  readonly annotations: readonly Annotation[];
  /** How many of each level were folded into the "N more" annotation. */
  readonly leftOut: Readonly<Record<AnnotationLevel, number>>;
  /** Warnings (unsupported constructs included) in files outside the repository, not annotated: how many, and the files' names. */
  readonly outside: { readonly count: number; readonly files: readonly string[] };
}

const TITLES: Record<PropertyKind, string> = {
  assert: 'assertion can fail',
  'error-call': 'error function reachable',
  'signed-overflow': 'signed overflow',
  'div-by-zero': 'division by zero',
  'array-bounds': 'array index out of bounds',
  'undefined-behavior': 'undefined behaviour',
  'valid-deref': 'invalid dereference',
  'valid-free': 'invalid free',
  'valid-memtrack': 'memory leak',
};

/**
 * `inRepository`: whether a file is the repository's; warnings in other files (system headers such
 * as `byteswap.h`) are not annotated (GitHub cannot show them on a line, and they would take the
 * warning annotations from the repository's own), only counted. Errors are always annotated.
 */
export function planAnnotations(
  report: VerifyReport,
  diagnostics: readonly Diagnostic[],
  inRepository: (file: string) => boolean = () => true,
): AnnotationPlan {
  const errors: Annotation[] = diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => at('error', 'proofgate: input error', d.message, d));
  const known: Annotation[] = [];
  for (const p of report.properties.filter((q) => q.verdict === 'unsafe')) {
    // a finding the base branch already had, or the baseline accepts, is a warning: it does not fail the check
    if (isKnown(p)) known.push(knownViolation(p));
    else {
      if (p.changeSite) errors.push(changeAnnotation(p, p.changeSite));
      errors.push(violation(p));
    }
  }
  const here: Diagnostic[] = [];
  const away: Diagnostic[] = [];
  for (const d of diagnostics) {
    if (d.severity === 'warning' || d.severity === 'unsupported')
      (inRepository(d.loc.file) ? here : away).push(d);
  }
  const outside = {
    count: away.length,
    files: [...new Set(away.map((d) => d.loc.file.slice(d.loc.file.lastIndexOf('/') + 1)))].sort(),
  };
  const warnings: Annotation[] = [
    ...known,
    ...here.map((d) =>
      d.severity === 'unsupported'
        ? at('warning', `proofgate: unsupported ${d.feature ?? 'construct'}`, `unsupported: ${d.message}`, d)
        : at('warning', 'proofgate', d.message, d),
    ),
  ];
  // Without a base every property counts as changed.
  const notices: Annotation[] = report.properties
    .filter((p) => p.verdict === 'unknown' && p.changed !== false)
    .map((p) => ({
      level: 'notice',
      title: `proofgate: not proved (${p.id})`,
      message: `${p.text}: UNKNOWN: ${p.reason ?? 'no reason given'}`,
      file: p.file,
      line: p.line,
    }));
  const leftOut = { error: 0, warning: 0, notice: 0 };
  const annotations: Annotation[] = [];
  for (const list of [errors, warnings, notices]) {
    if (list.length <= ANNOTATIONS_PER_LEVEL) {
      annotations.push(...list);
      continue;
    }
    const level = list[0].level;
    const kept = list.slice(0, ANNOTATIONS_PER_LEVEL - 1);
    leftOut[level] = list.length - kept.length;
    annotations.push(...kept, {
      level,
      title: 'proofgate',
      message: `${leftOut[level]} more ${level === 'error' ? 'errors' : `${level}s`} not shown as annotations (GitHub shows ${ANNOTATIONS_PER_LEVEL} per step): see the job summary and the log.`,
    });
  }
  return { annotations, leftOut, outside };
}

function violation(p: PropertyResult): Annotation {
  const steps = p.trace?.length ?? 0;
  const inputs = (p.trace ?? [])
    .flatMap((s) => Object.entries(s.assignments).map(([k, v]) => `${k} = ${v}`))
    .slice(0, 6);
  const how =
    steps > 0 ? ` Counterexample: ${steps} steps${inputs.length > 0 ? `, ${inputs.join(', ')}` : ''}.` : '';
  return {
    level: 'error',
    title: `proofgate: ${TITLES[p.kind]} (${p.id})`,
    message: `${p.text} is violated on some execution (found by ${p.engine}, replay-confirmed).${how}`,
    file: p.file,
    line: p.line,
  };
}

/**
 * A violation at the changed line its counterexample passes through (GitHub shows annotations
 * inline only on the diff's lines); the property keeps its own annotation too.
 */
function changeAnnotation(p: PropertyResult, site: ChangeSite): Annotation {
  return {
    level: 'error',
    title: `proofgate: ${TITLES[p.kind]} after this change (${p.id})`,
    message:
      `This change lets ${p.text} at ${p.file}:${p.line} fail: the counterexample passes through this line ` +
      `(in ${site.function}) last among the changed lines (found by ${p.engine}, replay-confirmed).`,
    file: site.file,
    line: site.line,
  };
}

/** A violation that does not fail the check: already on the base branch, or accepted in the baseline. */
function knownViolation(p: PropertyResult): Annotation {
  const v = violation(p);
  const why =
    p.finding === 'accepted'
      ? `accepted in the baseline until ${p.acceptance?.expires ?? '?'}: ${p.acceptance?.reason ?? ''}`
      : 'already on the base branch';
  return {
    ...v,
    level: 'warning',
    title: `proofgate: ${TITLES[p.kind]} (${p.id}, ${p.finding === 'accepted' ? 'accepted' : 'not new'})`,
    message: `${v.message} Not failing the check: ${why}.`,
  };
}

function at(level: AnnotationLevel, title: string, message: string, d: Diagnostic): Annotation {
  return { level, title, message, file: d.loc.file, line: d.loc.line, col: d.loc.col };
}
