// Output helpers shared by the commands: diagnostics in compiler format on stderr, text that
// always ends in exactly one newline, and a report in any format to stdout or a file (`verify`,
// `merge`) with the exit code of its verdict.

import { formatDiagnostic, type Diagnostic } from '../../frontend/diagnostics';
import fs from 'node:fs';
import { renderMarkdown } from '../../report/markdown';
import { renderJson, renderText } from '../../report/render';
import type { Verdict, VerifyReport } from '../../pipeline/results';
import { renderSarif } from '../../report/sarif';
import { VERSION } from '../../version';
import { ExitCode } from '../exitCodes';
import type { CliIo } from '../io';

export const FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];

export const EXIT_BY_VERDICT: Record<Verdict, number> = {
  safe: ExitCode.ok,
  unsafe: ExitCode.unsafe,
  unknown: ExitCode.unknown,
};

export function renderReport(report: VerifyReport, format: Format): string {
  switch (format) {
    case 'json':
      return renderJson(report);
    case 'sarif':
      return renderSarif(report);
    case 'text':
      return renderText(report);
    case 'markdown':
      return renderMarkdown(report, { title: `proofgate ${VERSION}`, maxChars: 1_000_000 });
  }
}

/** Writes `text` to `output`, or to stdout without one; false (after a message) when it cannot. */
export function writeOutput(io: CliIo, output: string | undefined, text: string): boolean {
  if (output === undefined) {
    io.out(text);
    return true;
  }
  try {
    fs.writeFileSync(output, text);
    return true;
  } catch (e) {
    io.err(`proofgate: error: cannot write ${output}: ${(e as Error).message}\n`);
    return false;
  }
}

export function printDiagnostics(io: CliIo, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) io.err(`${formatDiagnostic(d)}\n`);
}

export function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
