// Output helpers shared by the commands: diagnostics in compiler format on stderr, and text that
// always ends in exactly one newline.

import { formatDiagnostic, type Diagnostic } from '../../frontend/diagnostics';
import type { CliIo } from '../io';

export function printDiagnostics(io: CliIo, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) io.err(`${formatDiagnostic(d)}\n`);
}

export function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
