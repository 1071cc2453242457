// Entry point of the IR: builds the CFA of every function definition, checks it, narrows calls
// through function pointers by the points-to facts, removes unreachable code, adds the optional
// checks (`--check`), runs loop analysis, checks again, and builds the call graph.

import type { Program } from '../frontend/ast';
import { IntTypes } from '../frontend/dataModel';
import { MEMORY_KINDS, type CfaFunction, type ProgramCfa } from './cfa';
import type { IdSource } from './builderCore';
import { buildFunctionCfa } from './cfaBuilder';
import { assertCfaValid } from './cfaCheck';
import { analyzeLoops, removeUnreachable } from './loops';
import { buildCallGraph } from './callGraph';
import { UB_CHECKS, instrumentChecks, type CheckName } from './checks';
import { pointsTo } from './pointsTo';
import { pruneDispatch, type DispatchBranch } from './pruneDispatch';

export interface CfaOptions {
  /** Property families to add to the program's own assertions. */
  readonly checks?: ReadonlySet<CheckName>;
  /**
   * Also the undefined-behaviour families (UB_CHECKS) `checks` leaves out, added after every function is built, so that the
   * nodes, edges and properties of the CFA without them keep their ids (a path to a property
   * of the program that avoids the added error nodes is free of that undefined behaviour).
   */
  readonly allChecks?: boolean;
  /** Elements an entry's pointer parameter points to (`--object-size`; entryObjects.ts). */
  readonly objectElements?: number;
}

/** Ids of the memory-safety properties (`--check memory`, `leak`). */
export function memoryPropertyIds(cfa: ProgramCfa): Set<string> {
  const out = new Set<string>();
  for (const f of cfa.functions.values())
    for (const p of f.properties) if (MEMORY_KINDS.has(p.kind)) out.add(p.id);
  return out;
}

/** Ids of every property of the program, function by function. */
export function propertyIds(cfa: ProgramCfa): string[] {
  return [...cfa.functions.values()].flatMap((f) => f.properties.map((p) => p.id));
}

export function buildProgramCfa(program: Program, options: CfaOptions = {}): ProgramCfa {
  const ids: IdSource = { nextNode: 1, nextEdge: 1 };
  const ints = new IntTypes(program.dataModel);
  const functions = new Map<string, CfaFunction>();
  const external = new Map<string, ReadonlySet<string>>();
  const dispatches: DispatchBranch[] = [];
  for (const def of program.definitions) {
    const built = buildFunctionCfa(program, def, ids, ints);
    assertCfaValid(built.fn, { allowUnreachable: true });
    functions.set(built.fn.name, built.fn);
    external.set(built.fn.name, built.externalCalls);
    dispatches.push(...built.dispatches);
  }
  const globals = program.globals.map((variable) => ({ variable, init: variable.init }));
  if (dispatches.length > 0) {
    const callGraph = buildCallGraph(functions, external);
    pruneDispatch(dispatches, pointsTo({ program, functions, globals, callGraph }));
  }
  for (const fn of functions.values()) {
    removeUnreachable(fn);
    if (options.checks) instrumentChecks(fn, options.checks, ids, ints);
    assertCfaValid(fn);
    analyzeLoops(fn);
  }
  if (options.allChecks) {
    const rest = new Set(UB_CHECKS.filter((c) => !options.checks?.has(c)));
    for (const fn of functions.values()) {
      instrumentChecks(fn, rest, ids, ints);
      assertCfaValid(fn);
      analyzeLoops(fn);
    }
  }
  return {
    program,
    functions,
    globals,
    callGraph: buildCallGraph(functions, external),
    ...(options.objectElements !== undefined ? { objectElements: options.objectElements } : {}),
  };
}
