// Differential testing against gcc (scripts/csmithRun.ts) on a few fixed csmith seeds of both
// configurations through the built bundle: no `checksum == C` task may be UNSAFE, no `!= C` task
// SAFE, and no task may end in an input error or crash. Verdicts may be UNKNOWN (time limits).
// Skipped, with a message, when dist/ is not built or csmith is not installed; CI has both.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csmithAvailable, testProgram, type CsmithConfig } from '../../scripts/csmithRun';

const cli = path.resolve(__dirname, '../../dist/cli.js');
const ready = fs.existsSync(cli) && csmithAvailable();
if (!ready)
  console.warn(
    'csmith.test.ts: needs dist/ (npm run build) and csmith (apt-get install csmith libcsmith-dev)',
  );
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofgate-csmith-test-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const CASES: [CsmithConfig, number][] = [
  ['plain', 3],
  ['plain', 4],
  ['pointers', 1],
  ['pointers', 2],
];

describe.skipIf(!ready)('csmith programs against gcc', () => {
  it.each(CASES)(
    '%s seed %i: no wrong verdict, no input error',
    (config, seed) => {
      const o = testProgram(seed, { config, timeout: 5, workDir, cli });
      expect(o.skipped).toBeUndefined();
      expect(o.problems).toEqual([]);
      expect(o.eq?.verdict).not.toBe('unsafe');
      expect(o.ne?.verdict).not.toBe('safe');
    },
    120_000,
  );
});
