// Test helpers for the IR: build the ProgramCfa of a C snippet through the real front end, and
// find edges of a function by kind.

import { loadSnippets } from '../helpers/loadSnippet';
import { buildProgramCfa } from '../../src/ir/programCfa';
import type { CfaEdge, CfaFunction, ProgramCfa } from '../../src/ir/cfa';
import { dumpText } from '../../src/ir/dump';
import { edgeToC, nodesInOrder } from '../../src/ir/edgeText';

export async function cfaOf(source: string, model: 'ILP32' | 'LP64' = 'ILP32'): Promise<ProgramCfa> {
  const r = await loadSnippets(source, model);
  if (!r.program)
    throw new Error(r.diagnostics.map((d) => `${d.loc.line}:${d.loc.col}: ${d.message}`).join('\n'));
  return buildProgramCfa(r.program);
}

export async function dumpOf(source: string): Promise<string> {
  return dumpText(await cfaOf(source));
}

export function fnOf(p: ProgramCfa, name = 'main'): CfaFunction {
  const f = p.functions.get(name);
  if (!f) throw new Error(`no function ${name}`);
  return f;
}

export function edgesOf(fn: CfaFunction): CfaEdge[] {
  return fn.nodes.flatMap((n) => n.out);
}

/** The edges' operations (`[assign] x = 1`) in reverse postorder, for order-sensitive checks. */
export function ops(fn: CfaFunction): string[] {
  return nodesInOrder(fn).flatMap((n) => n.out.map((e) => edgeToC(e)));
}

/** The operations of the edges leaving the node where `op` starts, e.g. both arms of a branch. */
export function successorsOf(fn: CfaFunction, op: string): string[] {
  const e = edgesOf(fn).find((x) => edgeToC(x) === op);
  if (!e) throw new Error(`no edge ${op}`);
  return e.to.out.map((x) => edgeToC(x));
}

/** Index of `op` in ops(fn); fails the lookup loudly. */
export function at(list: readonly string[], op: string): number {
  const i = list.indexOf(op);
  if (i < 0) throw new Error(`no ${op} in\n${list.join('\n')}`);
  return i;
}
