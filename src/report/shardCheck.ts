// Checks the reports of a sharded matrix before their merge is trusted: all come from one matrix
// (each with a shard section of the same size), every shard sent a report, they dealt the programs
// by one plan (its hash), verified the commit the merge runs for, and every program of the plan was
// verified by some shard. Anything that leaves a program unverified fails the merged check: a
// missing or diverging shard must never show green on code nobody verified. The shards' measured
// seconds per program become the next cost table (incremental/costTable.ts).

import type { ShardSection, VerifyReport } from '../pipeline/results';

export interface NamedReport {
  /** For messages: the file the report came from. */
  readonly name: string;
  readonly report: VerifyReport;
}

export interface ShardCheck {
  /** Notes for the summary and comment (those that fail the check in bold). */
  readonly notes: string[];
  /** Why the merged check cannot pass whatever the findings, in plain words (empty: nothing). */
  readonly failures: string[];
  /** Seconds per program (cost table key → seconds), as the shards measured them. */
  readonly seconds: Map<string, number>;
}

/** `commit`: the commit the merge job runs for; a shard report of another commit is stale. */
export function checkShards(reports: readonly NamedReport[], commit?: string): ShardCheck {
  const notes: string[] = [];
  const failures: string[] = [];
  const fail = (text: string): void => {
    failures.push(text);
    notes.push(`**${text}**`);
  };
  const seconds = new Map<string, number>();
  const sections = reports.map((r) => r.report.shard);
  const counts = new Set(sections.map((s) => s?.count ?? 0));
  if (sections.some((s) => !isSection(s)) || counts.size !== 1) {
    const unsharded = reports.filter((r) => !isSection(r.report.shard)).map((r) => r.name);
    const which = unsharded.length > 0 ? ` (no shard section: ${list(unsharded)})` : '';
    fail(
      `The reports do not come from one matrix of shards${which}: each needs \`shard: i/n\` with the same n and this version of proofgate, so the merge cannot tell whether every program was verified.`,
    );
    return { notes, failures, seconds };
  }
  const shards = sections as ShardSection[];
  const n = shards[0]?.count ?? 0;
  const seen = new Map<number, string[]>();
  reports.forEach((r, i) => seen.set(shards[i].index, [...(seen.get(shards[i].index) ?? []), r.name]));
  const missing: string[] = [];
  for (let i = 1; i <= n; i++) if (!seen.has(i)) missing.push(`${i}/${n}`);
  if (missing.length > 0)
    fail(`The reports of shard(s) ${missing.join(', ')} are missing: their programs were not verified.`);
  for (const [i, names] of seen) {
    if (names.length > 1)
      notes.push(
        `Shard ${i}/${n} sent ${names.length} reports (${list(names)}); the most decisive verdict of each property is kept.`,
      );
  }
  const plans = new Set(shards.map((s) => s.plan));
  if (plans.size > 1) {
    notes.push(
      `The shards dealt the programs by ${plans.size} different plans (they had different cost tables or inputs); ` +
        'every program is still checked to have been verified by some shard.',
    );
  }
  const key = (files: readonly string[]): string => JSON.stringify(files);
  const planned = new Map<string, readonly string[]>();
  const verified = new Set<string>();
  for (const s of shards) {
    for (const p of s.programs) planned.set(key(p), p);
    for (const v of s.verified) {
      verified.add(key(v.files));
      seconds.set(key(v.files), v.seconds);
    }
  }
  const unverified = [...planned].filter(([k]) => !verified.has(k)).map(([, files]) => files.join(' '));
  if (unverified.length > 0 && missing.length === 0)
    fail(`${unverified.length} program(s) were verified by no shard: ${list(unverified)}.`);
  const cut = shards.reduce((a, s) => a + s.changedUnverified, 0);
  if (cut > 0)
    fail(`The shards' time budgets ran out before ${cut} changed program(s) were verified (see their jobs).`);
  const commits = new Set(shards.map((s) => s.commit).filter((c): c is string => c !== undefined));
  const stale = reports.filter((_, i) => {
    const c = shards[i].commit;
    return c !== undefined && (commit !== undefined ? c !== commit : commits.size > 1);
  });
  if (stale.length > 0) {
    const names = stale.map((r) => `${r.name} (${(r.report.shard?.commit ?? '').slice(0, 12)})`);
    fail(
      `${stale.length} shard report(s) verified another commit than ${commit ? commit.slice(0, 12) : 'the others'}: ${list(names)}; their results may not hold for this one.`,
    );
  }
  return { notes, failures, seconds };
}

function isSection(s: VerifyReport['shard']): s is ShardSection {
  return (
    s !== undefined &&
    typeof s.plan === 'string' &&
    Array.isArray(s.programs) &&
    Array.isArray(s.verified) &&
    typeof s.changedUnverified === 'number'
  );
}

function list(names: readonly string[]): string {
  const shown = names.slice(0, 5).map((n) => `\`${n}\``);
  return shown.join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
}
