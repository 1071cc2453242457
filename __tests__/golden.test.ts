// Golden tests of the CFA: every __tests__/golden/<name>.c is loaded (ILP32) and its CFA dump
// (dumpText) is compared with <name>.cfa. `UPDATE_GOLDEN=1` rewrites the .cfa files instead;
// review every changed file by hand before committing it.

import { describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadProgram } from '../src/frontend/frontend';
import { ILP32 } from '../src/frontend/dataModel';
import { buildProgramCfa } from '../src/ir/programCfa';
import { dumpText } from '../src/ir/dump';

const DIR = path.join(__dirname, 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

async function render(file: string): Promise<string> {
  const r = await loadProgram([file], { dataModel: ILP32, includeDirs: [], defines: [] });
  if (!r.program)
    throw new Error(r.diagnostics.map((d) => `${d.loc.line}:${d.loc.col}: ${d.message}`).join('\n'));
  return dumpText(buildProgramCfa(r.program));
}

describe('CFA golden files', () => {
  const sources = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.c'))
    .sort();
  it('has at least 30 of them', () => expect(sources.length).toBeGreaterThanOrEqual(30));
  for (const name of sources) {
    it(name, async () => {
      const actual = await render(path.join(DIR, name));
      const goldenPath = path.join(DIR, name.replace(/\.c$/, '.cfa'));
      if (UPDATE) {
        fs.writeFileSync(goldenPath, actual);
        return;
      }
      if (!fs.existsSync(goldenPath))
        throw new Error(`missing ${goldenPath}: run with UPDATE_GOLDEN=1 and review it`);
      expect(actual).toBe(fs.readFileSync(goldenPath, 'utf8'));
    });
  }
});
