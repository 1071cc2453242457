// The Action's SARIF (safe PR, unsafe PR with a counterexample code flow, input-error PR) validated
// by Microsoft's SARIF Multitool with GitHub's rules (scripts/validateSarif.ts): no error and no
// warning. Skipped, with a message, when dist/ is not built or the Multitool is not installed (set
// SARIF_MULTITOOL, or `npm install --no-save @microsoft/sarif-multitool@5.7.0`);
// __tests__/report/sarifGithubRules.test.ts checks the same rules without it.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionSarifFiles, failures, findMultitool, validate } from '../../scripts/validateSarif';

const bundle = path.resolve(__dirname, '../../dist/index.js');
const multitool = findMultitool();
const skip = !fs.existsSync(bundle)
  ? 'needs dist/ (npm run build)'
  : !multitool
    ? 'needs the SARIF Multitool: set SARIF_MULTITOOL or npm install --no-save @microsoft/sarif-multitool@5.7.0'
    : '';
if (skip) console.warn(`validateSarif.test.ts skipped: ${skip}`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-sarif-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(skip !== '')("the Action's SARIF under the SARIF Multitool with GitHub's rules", () => {
  it('has no error or warning for a safe, an unsafe and an input-error pull request', async () => {
    const files = await actionSarifFiles(dir);
    expect(files.map((f) => path.basename(f))).toEqual(['safe.sarif', 'unsafe.sarif', 'input-error.sarif']);
    const unsafe = JSON.parse(fs.readFileSync(files[1] as string, 'utf8')) as {
      runs: { results: { codeFlows?: unknown[] }[] }[];
    };
    expect(unsafe.runs[0]?.results[0]?.codeFlows?.length).toBe(1);
    for (const file of files) {
      expect({ file: path.basename(file), failures: failures(validate(multitool as string, file)) }).toEqual({
        file: path.basename(file),
        failures: [],
      });
    }
  });

  it('reports a missing help on a notification descriptor (GH2012)', () => {
    const log = JSON.parse(fs.readFileSync(path.join(dir, 'safe.sarif'), 'utf8')) as {
      runs: { tool: { driver: { notifications: { help?: unknown }[] } } }[];
    };
    const descriptor = log.runs[0]?.tool.driver.notifications[0];
    if (descriptor) delete descriptor.help;
    const broken = path.join(dir, 'broken.sarif');
    fs.writeFileSync(broken, JSON.stringify(log, null, 2));
    expect(failures(validate(multitool as string, broken)).map((f) => f.ruleId)).toEqual(['GH2012']);
  });
});
