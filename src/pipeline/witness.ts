// SV-COMP verification witnesses, format 2.0 (YAML): for a SAFE program a correctness witness
// (`invariant_set`: the loop invariants of its certificates as C expressions at their loop heads;
// empty for proofs by complete unwinding, which need none), for an UNSAFE program a violation
// witness (`violation_sequence`: the value each `__VERIFIER_nondet_*` call returned on the replayed
// path as a `function_return` waypoint, then the violated property as the `target`). The task
// metadata names the input files with their SHA-256. An UNKNOWN program gets no witness. The
// pipeline builds the text; the command line writes it (cli/commands/witnessFiles.ts).

import fs from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { stringify } from 'yaml';
import type { CfaEdge, ProgramCfa } from '../ir/cfa';
import { VERSION } from '../version';
import type { ReportedAnswer } from './answers';
import { checkedCount, countVerdicts, overallVerdict, type PropertyResult } from './results';

/** A decided program's witness, for the front end to write (one file, or one per program in a folder). */
export interface ProgramWitness {
  readonly files: readonly string[];
  readonly yaml: string;
}

export interface WitnessContext {
  readonly entry: string;
  /** Extra property families checked (`--check`), for the specification. */
  readonly checks: readonly string[];
}

interface Location {
  readonly file_name: string;
  readonly line: number;
  readonly column: number;
  readonly function: string;
}

/** The witness for one program as YAML text, or undefined when its verdict is UNKNOWN. */
export function witnessYaml(
  cfa: ProgramCfa,
  all: readonly PropertyResult[],
  answers: readonly ReportedAnswer[],
  ctx: WitnessContext,
): string | undefined {
  // UB findings are no part of the specification (SV-COMP assumes programs free of UB). SV-COMP's
  // reading: a property no path reaches holds, so a program whose properties are all unreachable
  // (or that has none) gets a correctness witness.
  const results = all.filter((r) => r.kind !== 'undefined-behavior');
  const verdict = checkedCount(countVerdicts(results)) === 0 ? 'safe' : overallVerdict(results);
  if (verdict === 'unknown') return undefined;
  const files = cfa.program.files;
  const metadata = {
    format_version: '2.0',
    uuid: randomUUID(),
    creation_time: new Date().toISOString(),
    producer: { name: 'proofgate', version: VERSION },
    task: {
      input_files: [...files],
      input_file_hashes: Object.fromEntries(files.map((f) => [f, fileHash(f)])),
      specification: specification(ctx),
      data_model: cfa.program.dataModel.name,
      language: 'C',
    },
  };
  if (verdict === 'safe') {
    const seen = new Set<string>();
    const content = results.flatMap((r) =>
      (r.invariants ?? []).flatMap((inv) => {
        const key = `${inv.file}:${inv.line}:${inv.column}:${inv.expression}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [
          {
            invariant: {
              type: 'loop_invariant',
              location: { file_name: inv.file, line: inv.line, column: inv.column, function: inv.function },
              value: inv.expression,
              format: 'c_expression',
            },
          },
        ];
      }),
    );
    return stringify([{ entry_type: 'invariant_set', metadata, content }]);
  }
  const violated = results.find((r) => r.verdict === 'unsafe') as PropertyResult;
  const answer = answers.find((a) => a.propertyId === violated.id && a.result.verdict === 'unsafe');
  const cex = answer?.result.verdict === 'unsafe' ? answer.result.counterexample : undefined;
  const edges = edgesById(cfa);
  const segments: object[] = [];
  for (const input of cex?.inputs ?? []) {
    if ((input.source !== 'nondet' && input.source !== 'external') || input.edgeId === undefined) continue;
    const edge = edges.get(input.edgeId);
    if (!edge) continue;
    const value = input.signed ? BigInt.asIntN(input.width, input.bits) : input.bits;
    segments.push({
      segment: [
        {
          waypoint: {
            type: 'function_return',
            action: 'follow',
            location: location(edge.loc, edge.from.fn),
            constraint: { value: `\\result == ${value}`, format: 'c_expression' },
          },
        },
      ],
    });
  }
  const property = cfa.functions.get(violated.function)?.properties.find((p) => p.id === violated.id);
  const at = property?.loc ?? { file: violated.file, line: violated.line, col: 1 };
  segments.push({
    segment: [{ waypoint: { type: 'target', action: 'follow', location: location(at, violated.function) } }],
  });
  return stringify([{ entry_type: 'violation_sequence', metadata, content: segments }]);
}

function location(loc: { file: string; line: number; col: number }, fn: string): Location {
  return { file_name: loc.file, line: loc.line, column: loc.col, function: fn };
}

function specification(ctx: WitnessContext): string {
  const entry = `init(${ctx.entry}())`;
  const props = ['G ! call(reach_error())'];
  if (ctx.checks.includes('overflow')) props.push('G ! overflow');
  return props.map((p) => `CHECK( ${entry}, LTL(${p}) )`).join('\n');
}

function fileHash(file: string): string {
  try {
    return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return '';
  }
}

function edgesById(cfa: ProgramCfa): Map<number, CfaEdge> {
  const out = new Map<number, CfaEdge>();
  for (const fn of cfa.functions.values()) for (const n of fn.nodes) for (const e of n.out) out.set(e.id, e);
  return out;
}
