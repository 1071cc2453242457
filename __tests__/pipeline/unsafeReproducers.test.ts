// Every program of the UNSAFE verdict fixtures (and of the undefined-behaviour ones) is UNSAFE
// through runVerify, and the reproducer of each violation, compiled with gcc (sanitizers for UB
// findings) and run, fails (reproducers.ts).

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LP64 } from '../../src/frontend/dataModel';
import { DEFAULT_VERIFY_OPTIONS } from '../../src/pipeline/options';
import { runVerifyChecked } from '../helpers/reproducers';

const fixtures = path.join(__dirname, '../fixtures');
const files = ['verdicts/unsafe', 'undefined'].flatMap((d) =>
  fs
    .readdirSync(path.join(fixtures, d))
    .filter((f) => f.endsWith('.c'))
    .map((f) => path.join(d, f)),
);

describe('UNSAFE fixtures', () => {
  for (const name of files) {
    it(`${name}: UNSAFE, and its reproducers fail`, async () => {
      const run = await runVerifyChecked({
        paths: [path.join(fixtures, name)],
        frontend: { dataModel: LP64, includeDirs: [], defines: [] },
        options: { ...DEFAULT_VERIFY_OPTIONS, timeoutSeconds: 30 },
      });
      expect(run.report.verdict).toBe('unsafe');
    });
  }
});
