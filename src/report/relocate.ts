// Reports with every file named relative to the repository's root, whatever folder proofgate ran
// in: annotations, SARIF, summaries and comments must name files as GitHub does, and with
// `actions/checkout` into a subfolder (or a `working-directory`) the files as loaded are relative to
// another folder. Files outside the repository (system headers) keep their absolute path.

import fs from 'node:fs';
import path from 'node:path';
import { repoRelative } from '../incremental/gitBase';
import type { VerifyReport } from '../pipeline/results';

/** `file` (absolute, or relative to `from`) relative to `root` when under it, `/`-separated. */
export function relativeTo(root: string, from: string, file: string): string {
  const given = path.resolve(from, file);
  const rel = repoRelative(root, given);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel))
    return fs.existsSync(given) ? fs.realpathSync(given) : given;
  return rel;
}

/** The report with files relative to `root` (they were relative to `from`, or absolute). */
export function relocateReport(report: VerifyReport, from: string, root: string): VerifyReport {
  const at = (file: string): string => relativeTo(root, from, file);
  return {
    ...report,
    properties: report.properties.map((p) => ({
      ...p,
      file: at(p.file),
      ...(p.trace ? { trace: p.trace.map((s) => ({ ...s, file: at(s.file) })) } : {}),
      ...(p.changeSite ? { changeSite: { ...p.changeSite, file: at(p.changeSite.file) } } : {}),
      ...(p.invariants ? { invariants: p.invariants.map((i) => ({ ...i, file: at(i.file) })) } : {}),
    })),
    stats: {
      ...report.stats,
      unsupported: report.stats.unsupported.map((u) => ({ ...u, file: at(u.file) })),
    },
    ...(report.changes?.graph
      ? {
          changes: {
            ...report.changes,
            graph: {
              ...report.changes.graph,
              nodes: report.changes.graph.nodes.map((n) => ({ ...n, file: at(n.file) })),
            },
          },
        }
      : {}),
    ...(report.programs ? { programs: report.programs.map((files) => files.map(at)) } : {}),
  };
}
