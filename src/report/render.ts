// Renders a VerifyReport for people (one line per property, then a verdict line) and for tools
// (the public JSON form, pretty-printed with a trailing newline).

import type { PropertyResult, VerifyReport } from './results';
import { countVerdicts } from './results';

export function renderJson(report: VerifyReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export function renderText(report: VerifyReport): string {
  const lines = report.properties.map(propertyLine);
  const c = countVerdicts(report.properties);
  const s = report.stats;
  lines.push(
    `verdict: ${report.verdict.toUpperCase()} (${count(s.properties, 'property', 'properties')} ` +
      `in ${count(s.functions, 'function', 'functions')}: ${c.safe} safe, ${c.unsafe} unsafe, ${c.unknown} unknown)`,
  );
  if (s.externalFunctions.length > 0) {
    lines.push(`external functions (return arbitrary values): ${s.externalFunctions.join(', ')}`);
  }
  if (s.unsupported.length > 0) {
    const features = [...new Set(s.unsupported.map((u) => u.feature))].sort();
    lines.push(`unsupported constructs (${s.unsupported.length}): ${features.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

function propertyLine(p: PropertyResult): string {
  const why = p.reason ? ` (${p.reason})` : '';
  return `${p.file}:${p.line}: ${p.verdict.toUpperCase()} ${p.id} ${p.kind}: ${p.text}${why}`;
}

export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
