// The SMT-LIB command scanner behind SolverSession.add's check that only declarations and
// assertions come in (push/pop/check-sat must go through the session's methods).
import { describe, expect, it } from 'vitest';
import { topLevelCommands } from '../../src/smt/solverZ3';

describe('topLevelCommands', () => {
  it('lists the top-level commands only', () => {
    const text = '(declare-const x (_ BitVec 8))\n  ( assert (= x (bvadd x #x01)))(check-sat)';
    expect(topLevelCommands(text)).toEqual(['declare-const', 'assert', 'check-sat']);
  });

  it('skips comments, strings and quoted symbols', () => {
    const text = [
      '; (push 1) in a comment',
      '(set-info :source "a (pop) ""quoted"" (reset)")',
      '(declare-const |odd ( name| Bool)',
      '(assert |odd ( name|)',
    ].join('\n');
    expect(topLevelCommands(text)).toEqual(['set-info', 'declare-const', 'assert']);
  });
});
