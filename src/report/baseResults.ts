// The findings of earlier runs on the base branch, kept in the cache directory by commit
// (`results/<sha>.json`: fingerprint, verdict and place of every UNSAFE and UNKNOWN property), so a
// pull request's run can tell the findings it introduces from those its base already had. Only
// runs that are not pull requests write them; GitHub shows a pull request the base branch's cache
// entries, never another pull request's. At most KEEP_RESULTS commits are kept (the newest).

import fs from 'node:fs';
import path from 'node:path';
import type { PropertyResult } from '../pipeline/results';

export const RESULTS_DIR = 'results';
export const KEEP_RESULTS = 50;

export interface StoredFinding {
  readonly fingerprint: string;
  readonly verdict: 'unsafe' | 'unknown';
  readonly id: string;
  readonly file: string;
  readonly line: number;
}

export interface BaseResults {
  readonly commit: string;
  readonly findings: readonly StoredFinding[];
}

interface ResultsFile {
  readonly version: 1;
  readonly commit: string;
  readonly findings: readonly StoredFinding[];
}

const SHA = /^[0-9a-f]{7,64}$/;

/** Stores the findings of the run on `commit` (properties with their fingerprints). */
export function saveBaseResults(
  cacheDir: string,
  commit: string,
  findings: readonly {
    readonly property: PropertyResult;
    readonly fingerprint: string;
    readonly file: string;
  }[],
): void {
  if (!SHA.test(commit)) return;
  const dir = path.join(cacheDir, RESULTS_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const data: ResultsFile = {
    version: 1,
    commit,
    findings: findings
      .filter((f) => f.property.verdict === 'unsafe' || f.property.verdict === 'unknown')
      .map((f) => ({
        fingerprint: f.fingerprint,
        verdict: f.property.verdict as 'unsafe' | 'unknown',
        id: f.property.id,
        file: f.file,
        line: f.property.line,
      })),
  };
  const file = path.join(dir, `${commit}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(data));
  fs.renameSync(`${file}.tmp`, file);
  prune(dir);
}

/** Keeps the KEEP_RESULTS newest files. */
function prune(dir: string): void {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t || a.f.localeCompare(b.f));
  for (const { f } of files.slice(KEEP_RESULTS)) fs.rmSync(path.join(dir, f), { force: true });
}

/** The commits with stored results. */
export function storedCommits(cacheDir: string): string[] {
  const dir = path.join(cacheDir, RESULTS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((c) => SHA.test(c));
}

/**
 * The stored results of the first of `commits` that has them; failing that, of the stored commit
 * `nearest` picks (an ancestor of the base: findings a later base commit added then count as new,
 * which fails more often, never less). An unreadable file is skipped.
 */
export function loadBaseResults(
  cacheDir: string,
  commits: readonly string[],
  nearest?: (stored: readonly string[]) => string | undefined,
): BaseResults | undefined {
  const stored = storedCommits(cacheDir);
  const exact = commits.find((c) => stored.includes(c));
  const pick = exact ?? nearest?.(stored);
  if (pick === undefined) return undefined;
  try {
    const data = JSON.parse(
      fs.readFileSync(path.join(cacheDir, RESULTS_DIR, `${pick}.json`), 'utf8'),
    ) as ResultsFile;
    if (data.version !== 1 || !Array.isArray(data.findings)) return undefined;
    const findings = data.findings.filter(
      (f) => typeof f?.fingerprint === 'string' && (f.verdict === 'unsafe' || f.verdict === 'unknown'),
    );
    return { commit: pick, findings };
  } catch {
    return undefined;
  }
}
