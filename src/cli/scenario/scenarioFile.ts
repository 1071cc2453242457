// A change scenario (`scenario.yaml`): a C project and a series of edits to it, each step verified
// cold (empty store) and warm (the store the earlier steps filled), so that verdicts can be compared
// and reuse measured. Reads and validates the file; every problem is an error with file and line.

import fs from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export interface ScenarioEdit {
  readonly file: string;
  /** Exact text to find (once) in the file, and what replaces it. */
  readonly replace: string;
  readonly with: string;
  /** Where the edit is in the scenario file (for messages). */
  readonly line: number;
}

export interface ScenarioStep {
  readonly name: string;
  readonly what: string;
  readonly edits: readonly ScenarioEdit[];
}

export interface Scenario {
  /** The scenario file and its folder. */
  readonly file: string;
  readonly dir: string;
  /** The project folder (absolute). */
  readonly project: string;
  readonly entry?: string;
  readonly steps: readonly ScenarioStep[];
}

export class ScenarioError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
  }
}

/** Loads `file` (or `file/scenario.yaml` for a folder). */
export function readScenario(given: string): Scenario {
  const file =
    fs.existsSync(given) && fs.statSync(given).isDirectory() ? path.join(given, 'scenario.yaml') : given;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new ScenarioError(file, 1, `cannot read the scenario: ${(e as Error).message}`);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const lineOf = (n: Node | null | undefined): number => (n?.range ? lines.linePos(n.range[0]).line : 1);
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ScenarioError(file, e.linePos?.[0].line ?? 1, e.message.split('\n')[0]);
  }
  const fail = (n: Node | null | undefined, message: string): never => {
    throw new ScenarioError(file, lineOf(n), message);
  };
  const root = doc.contents;
  if (!isMap(root)) return fail(root, 'expected a mapping with `project` and `steps`');
  const str = (map: Node, key: string, required: boolean): string | undefined => {
    if (!isMap(map)) return fail(map, 'expected a mapping');
    const v = map.get(key, true) as Node | undefined;
    if (v === undefined) return required ? fail(map, `missing \`${key}\``) : undefined;
    const js = (v as { toJSON(): unknown }).toJSON();
    if (typeof js !== 'string') return fail(v, `\`${key}\` must be a string`);
    return js;
  };
  const dir = path.dirname(path.resolve(file));
  const project = path.resolve(dir, str(root, 'project', true) as string);
  if (!fs.existsSync(project)) fail(root.get('project', true) as Node, `no project folder ${project}`);
  const entry = str(root, 'entry', false);
  const stepsNode = root.get('steps', true) as Node | undefined;
  if (!isSeq(stepsNode) || stepsNode.items.length === 0)
    return fail(stepsNode ?? root, '`steps` must be a non-empty list');
  const steps = stepsNode.items.map((item) => {
    const node = item as Node;
    const name = str(node, 'name', true) as string;
    const what = str(node, 'what', false) ?? '';
    const editsNode = isMap(node) ? (node.get('edits', true) as Node | undefined) : undefined;
    if (editsNode !== undefined && !isSeq(editsNode)) return fail(editsNode, '`edits` must be a list');
    const edits = (editsNode?.items ?? []).map((e) => ({
      file: str(e as Node, 'file', true) as string,
      replace: str(e as Node, 'replace', true) as string,
      with: str(e as Node, 'with', true) as string,
      line: lineOf(e as Node),
    }));
    return { name, what, edits };
  });
  return { file, dir, project, ...(entry !== undefined ? { entry } : {}), steps };
}
