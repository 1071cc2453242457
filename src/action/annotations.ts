// Front-end diagnostics as GitHub annotations. GitHub shows at most 10 error and 10 warning
// annotations per step and drops the rest silently, so the 10th says how many more there are;
// every diagnostic is also written to the log.

import * as core from '@actions/core';
import { formatDiagnostic, type Diagnostic } from '../frontend/diagnostics';

export const ANNOTATIONS_PER_STEP = 10;

export function annotate(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) core.info(formatDiagnostic(d));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const warnings = diagnostics.filter((d) => d.severity === 'warning' || d.severity === 'unsupported');
  emit(errors, core.error, 'errors');
  emit(warnings, core.warning, 'warnings');
}

type Annotate = (message: string, properties: core.AnnotationProperties) => void;

function emit(list: readonly Diagnostic[], annotateOne: Annotate, noun: string): void {
  const shown = list.length <= ANNOTATIONS_PER_STEP ? list : list.slice(0, ANNOTATIONS_PER_STEP - 1);
  for (const d of shown) {
    annotateOne(messageOf(d), {
      title:
        d.severity === 'unsupported' ? `proofgate: unsupported ${d.feature ?? 'construct'}` : 'proofgate',
      file: d.loc.file,
      startLine: d.loc.line,
      startColumn: d.loc.col,
    });
  }
  const dropped = list.length - shown.length;
  if (dropped > 0) {
    annotateOne(
      `${dropped} more ${noun} not shown as annotations (GitHub shows ${ANNOTATIONS_PER_STEP} per step): see the log.`,
      {
        title: 'proofgate',
      },
    );
  }
}

function messageOf(d: Diagnostic): string {
  return d.severity === 'unsupported' ? `unsupported: ${d.message}` : d.message;
}
