// `proofgate baseline REPORT`: writes (or updates) the committed baseline `.proofgate/baseline.yml`
// from a JSON report (`verify --format json`, the Action's `json-file`) or a SARIF log: every
// UNSAFE finding (and with --unknown every UNKNOWN one) is accepted, each by its fingerprint, with
// a reason and an expiry date. Entries already in the file keep their reason and date; entries
// that match no finding are dropped (kept with --keep). Exit 3 on unreadable input.

import fs from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import {
  BASELINE_FILE,
  BaselineError,
  baselineFor,
  readBaseline,
  renderBaseline,
  todayUtc,
  type FindingToAccept,
} from '../../report/baseline';
import { MergeError, isSarif, parseReport, type SarifLogLike } from '../../report/merge';
import { FINGERPRINT_KEY, fileKeyUnder, fingerprints } from '../../report/sarif';
import { ExitCode } from '../exitCodes';
import type { CliIo } from '../io';

interface BaselineFlags {
  output: string;
  reason: string;
  days: number;
  expires?: string;
  unknown?: boolean;
  keep?: boolean;
  srcRoot: string;
}

export function baselineCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command('baseline')
    .summary('accept the findings of a report in the baseline file (.proofgate/baseline.yml)')
    .argument('<report>', 'a JSON report (verify --format json) or a SARIF log of the run to accept')
    .option('--output <file>', 'the baseline file to write (entries in it are kept)', BASELINE_FILE)
    .option('--reason <text>', 'why the new findings are accepted', 'accepted when the baseline was written')
    .option('--days <n>', 'new entries expire after this many days', positiveInt, 90)
    .option('--expires <date>', 'new entries expire on this date (YYYY-MM-DD) instead')
    .option('--unknown', 'accept UNKNOWN properties too (for fail-on: unknown)')
    .option('--keep', 'keep entries that match no finding of the report')
    .option('--src-root <dir>', 'the folder JSON reports name files relative to (for fingerprints)', '.')
    .action((file: string, flags: BaselineFlags) => {
      try {
        const findings = findingsOf(file, flags);
        const old = readBaseline(flags.output);
        const expires = flags.expires ?? todayUtc(new Date(Date.now() + flags.days * 86_400_000));
        if (!/^\d{4}-\d{2}-\d{2}$/.test(expires))
          throw new MergeError(`--expires ${expires}: expected YYYY-MM-DD`);
        const entries = baselineFor(findings, old, {
          reason: flags.reason,
          expires,
          keepUnmatched: flags.keep,
        });
        fs.mkdirSync(path.dirname(path.resolve(flags.output)), { recursive: true });
        fs.writeFileSync(flags.output, renderBaseline(entries));
        const added = entries.filter((e) => !old.entries.some((o) => o.fingerprint === e.fingerprint)).length;
        io.out(`${flags.output}: ${entries.length} accepted findings (${added} new, expiring ${expires}).\n`);
        done(ExitCode.ok);
      } catch (e) {
        if (!(e instanceof MergeError || e instanceof BaselineError)) throw e;
        io.err(`proofgate: error: ${e.message}\n`);
        done(ExitCode.inputError);
      }
    });
}

function positiveInt(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidArgumentError('expected a positive whole number of days');
  return n;
}

/** The findings to accept, with their fingerprints, from a JSON report or a SARIF log. */
function findingsOf(file: string, flags: BaselineFlags): FindingToAccept[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new MergeError(`${file}: cannot read: ${(e as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  if (isSarif(raw)) return sarifFindings(raw);
  const report = parseReport(text, file);
  const root = path.resolve(flags.srcRoot);
  const key = fileKeyUnder(root);
  const prints = fingerprints(report.properties, key);
  return report.properties
    .filter((p) => p.verdict === 'unsafe' || (flags.unknown && p.verdict === 'unknown'))
    .map((p) => ({
      fingerprint: prints.get(p) ?? '',
      property: p.id,
      file: key(p.file),
      verdict: p.verdict as 'unsafe' | 'unknown',
    }));
}

/** SARIF results are the UNSAFE findings; their fingerprints are in partialFingerprints. */
function sarifFindings(log: SarifLogLike): FindingToAccept[] {
  const out: FindingToAccept[] = [];
  for (const run of log.runs) {
    for (const r of (run as { results?: SarifResultLike[] }).results ?? []) {
      const fingerprint = r.partialFingerprints?.[FINGERPRINT_KEY];
      if (!fingerprint) continue;
      const prop = r.properties?.property;
      out.push({
        fingerprint,
        property: r.properties?.propertyId ?? r.ruleId ?? '',
        file: prop?.file ?? r.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? '',
        verdict: 'unsafe',
      });
    }
  }
  return out;
}

interface SarifResultLike {
  readonly ruleId?: string;
  readonly partialFingerprints?: Record<string, string>;
  readonly properties?: { readonly propertyId?: string; readonly property?: { readonly file?: string } };
  readonly locations?: {
    readonly physicalLocation?: { readonly artifactLocation?: { readonly uri?: string } };
  }[];
}
