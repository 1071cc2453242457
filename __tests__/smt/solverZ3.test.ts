// The SMT-LIB command scanner behind SolverSession.add's check that only declarations and
// assertions come in (push/pop/check-sat must go through the session's methods); and which of
// Z3's errors only say that a time limit stopped a tactic.
import { describe, expect, it } from 'vitest';
import { tacticStopped, topLevelCommands } from '../../src/smt/solverZ3';

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

describe('tacticStopped', () => {
  it('reads a stopped tactic as a stop, not a malformed script', () => {
    expect(tacticStopped('(error "tactic failed: canceled")\n')).toBe(true); // a CI run under load
    expect(tacticStopped(' (error "tactic failed: timeout")')).toBe(true);
    expect(tacticStopped('(error "line 2 column 9: Sort mismatch")')).toBe(false);
    expect(tacticStopped('unknown\n')).toBe(false);
  });
});
