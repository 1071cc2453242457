// Where a change lets a property fail: the last changed line of the counterexample, unless it is
// the property's own line; nothing for a trace that touches no changed line.

import { describe, expect, it } from 'vitest';
import { ChangedLines } from '../../src/incremental/lineChanges';
import { changeSiteOf, withChangeSites } from '../../src/pipeline/changeSites';
import { unsafeProperty } from '../report/sampleReport';

const root = process.cwd();

function lines(...at: [string, number][]): ChangedLines {
  const out = new ChangedLines(root);
  for (const [file, line] of at) out.add(file, line, 1);
  return out;
}

describe('changeSiteOf', () => {
  it('is the last changed step of the counterexample', () => {
    // TRACE: src/clamp.c lines 12 (main), 5 (clamp), 20 (main, the assertion)
    expect(changeSiteOf(unsafeProperty(), lines(['src/clamp.c', 5], ['src/clamp.c', 12]))).toEqual({
      file: 'src/clamp.c',
      line: 5,
      function: 'clamp',
      text: 'return x - 1;',
    });
  });

  it("is nothing when the property's own line changed last, or no step changed", () => {
    expect(changeSiteOf(unsafeProperty(), lines(['src/clamp.c', 5], ['src/clamp.c', 20]))).toBeUndefined();
    expect(changeSiteOf(unsafeProperty(), lines(['src/other.c', 5]))).toBeUndefined();
  });

  it('is set on violations only', () => {
    const safe = unsafeProperty({ verdict: 'safe' });
    const [v, s] = withChangeSites([unsafeProperty(), safe], lines(['src/clamp.c', 12]));
    expect(v.changeSite?.line).toBe(12);
    expect(s).toBe(safe);
  });
});
