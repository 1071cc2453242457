// Store keys: what a property's verdict depends on, hashed. Verification starts at the entry
// function, so a verdict depends on the entry's whole call cone (every function reachable from it,
// the records and globals they use), on the property, and on how it was verified: the proofgate
// version, the engine, the `--check` families and the data model. Anything else (other programs,
// unreachable functions, comments, formatting, line numbers) leaves the key unchanged.

import { VERSION } from '../version';
import type { ProgramCfa } from '../ir/cfa';
import { conePrints, functionPrints, sha256, type FunctionPrint } from './fingerprint';
import { STORE_SCHEMA } from './store';

export interface KeyOptions {
  readonly engine: string;
  readonly checks: readonly string[];
  readonly dataModel: string;
  readonly entry: string;
}

export interface ProgramPrints {
  readonly functions: ReadonlyMap<string, FunctionPrint>;
  readonly cones: ReadonlyMap<string, string>;
}

export function programPrints(cfa: ProgramCfa): ProgramPrints {
  const functions = functionPrints(cfa);
  return { functions, cones: conePrints(cfa, functions) };
}

/** Hash of the options that change what a verdict means (sorted, so their order does not count). */
export function optionsPrint(o: KeyOptions): string {
  return sha256('options', o.engine, [...o.checks].sort().join(','), o.dataModel, o.entry);
}

/**
 * The store key of `propertyId` when verified from `entry` by proofgate `version` (default: this
 * one); undefined when the entry is not defined.
 */
export function propertyKey(
  prints: ProgramPrints,
  o: KeyOptions,
  propertyId: string,
  version = VERSION,
): string | undefined {
  const cone = prints.cones.get(o.entry);
  if (cone === undefined) return undefined;
  return sha256('proofgate-key', String(STORE_SCHEMA), version, optionsPrint(o), cone, propertyId);
}

/**
 * The key of the lineage record for verifying from `o.entry` with these options: it leaves out the
 * code, so that after an edit the run finds what the previous version was proved with.
 */
export function lineageKey(o: KeyOptions, version = VERSION): string {
  return sha256('proofgate-lineage', String(STORE_SCHEMA), version, optionsPrint(o));
}
