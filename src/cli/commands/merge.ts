// `proofgate merge FILE...`: combines the JSON reports of sharded jobs into one report (JSON, SARIF,
// text or Markdown; exit code from the merged verdict, like `verify`), or their SARIF logs into one
// log (exit 0). Exit 3 when a file cannot be read or is neither. JSON reports are checked first
// (report/shardCheck.ts): a missing shard or a program no shard verified is printed and makes the
// exit code at least UNKNOWN's; `--costs FILE` updates the cost table the next matrix deals by.

import fs from 'node:fs';
import { Command, Option } from 'commander';
import {
  MergeError,
  isSarif,
  mergeReports,
  mergeSarif,
  parseReport,
  type SarifLogLike,
} from '../../report/merge';
import { readCostTable, updateCostTable, writeCostTable } from '../../incremental/costTable';
import { checkShards, type NamedReport } from '../../report/shardCheck';
import { ExitCode } from '../exitCodes';
import type { CliIo } from '../io';
import { EXIT_BY_VERDICT, FORMATS, renderReport, writeOutput, type Format } from './output';

export function mergeCommand(io: CliIo, done: (code: number) => void): Command {
  return new Command('merge')
    .summary('combine the JSON reports (or SARIF logs) of several runs (shards) into one')
    .argument('<report...>', 'JSON reports (`verify --format json`) or SARIF logs, not mixed')
    .addOption(new Option('--format <format>', 'output format').choices([...FORMATS]).default('json'))
    .option('--output <file>', 'write the merged report to a file instead of stdout')
    .option(
      '--costs <file>',
      "update this cost table with the seconds the shards measured (for the next matrix's --shard-costs)",
    )
    .action((files: string[], flags: { format: Format; output?: string; costs?: string }) => {
      const reports: NamedReport[] = [];
      const logs: SarifLogLike[] = [];
      for (const file of files) {
        let text: string;
        try {
          text = fs.readFileSync(file, 'utf8');
        } catch (e) {
          io.err(`${file}:1:1: error: cannot read: ${(e as Error).message}\n`);
          return done(ExitCode.inputError);
        }
        try {
          const sarif = sarifOf(text);
          if (sarif) logs.push(sarif);
          else reports.push({ name: file, report: parseReport(text, file) });
        } catch (e) {
          if (!(e instanceof MergeError)) throw e;
          io.err(`proofgate: error: ${e.message}\n`);
          return done(ExitCode.inputError);
        }
      }
      if (logs.length > 0 && reports.length > 0) {
        io.err('proofgate: error: cannot merge JSON reports with SARIF logs\n');
        return done(ExitCode.inputError);
      }
      if (logs.length > 0) {
        const merged = `${JSON.stringify(mergeSarif(logs), null, 2)}\n`;
        return done(writeOutput(io, flags.output, merged) ? ExitCode.ok : ExitCode.inputError);
      }
      const check = checkShards(reports);
      for (const failure of check.failures) io.err(`proofgate: ${failure}\n`);
      const merged = mergeReports(reports.map((r) => r.report));
      if (!writeOutput(io, flags.output, renderReport(merged, flags.format)))
        return done(ExitCode.inputError);
      if (flags.costs !== undefined && check.failures.length === 0) {
        const table = updateCostTable(readCostTable(flags.costs), check.seconds);
        if (!writeCostTable(flags.costs, table)) {
          io.err(`${flags.costs}:1:1: error: cannot write the cost table\n`);
          return done(ExitCode.inputError);
        }
      }
      const code = EXIT_BY_VERDICT[merged.verdict];
      // programs no shard verified are not proved: never the exit code of SAFE
      done(check.failures.length > 0 && code === ExitCode.ok ? ExitCode.unknown : code);
    });
}

function sarifOf(text: string): SarifLogLike | undefined {
  try {
    const raw: unknown = JSON.parse(text);
    return isSarif(raw) ? raw : undefined;
  } catch {
    return undefined; // parseReport names the file in its error
  }
}
