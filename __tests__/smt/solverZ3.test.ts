// The SMT-LIB command scanner behind SolverSession.add's check that only declarations and
// assertions come in (push/pop/check-sat must go through the session's methods); and which of
// Z3's errors only say that a time limit stopped a tactic; which reasons for unknown are limits;
// and the work an undecided request is charged.
import { describe, expect, it } from 'vitest';
import { limitReached, tacticStopped, topLevelCommands } from '../../src/smt/solverZ3';
import { undecidedWork } from '../../src/smt/solverWork';

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

describe('limitReached', () => {
  it('reads time and resource limits and interrupts as limits, anything else as giving up', () => {
    for (const out of [
      '(:reason-unknown "timeout")',
      '(:reason-unknown "canceled")',
      '(:reason-unknown "max. resource limit exceeded")',
    ])
      expect(limitReached(out)).toBe(true);
    for (const out of [
      '(:reason-unknown "incomplete")',
      '(:reason-unknown "(sat.giveup arithmetic)")',
      '(:reason-unknown "unknown")',
    ])
      expect(limitReached(out)).toBe(false);
  });
});

describe('undecidedWork', () => {
  it('charges a request its wall-clock limit stopped its whole resource limit, any other its count', () => {
    // stopped by the wall clock before its resource limit: Z3's count read low (or 0 after the interrupt)
    expect(undecidedWork({ rlimit: 4_000_000, work: 0 }, 11_900, 11_240)).toBe(4_000_000);
    expect(undecidedWork({ rlimit: 4_000_000, work: 1_000 }, 10_700, 11_240)).toBe(4_000_000);
    // ended well before its time limit (its resource limit, or giving up): what it counted
    expect(undecidedWork({ rlimit: 4_000_000, work: 4_000_100 }, 2_000, 11_240)).toBe(4_000_100);
    expect(undecidedWork({ rlimit: 4_000_000, work: 300 }, 50, 11_240)).toBe(300);
    // without a resource limit or a time limit: what it counted
    expect(undecidedWork({ rlimit: undefined, work: 7 }, 20_000, 1_000)).toBe(7);
    expect(undecidedWork({ rlimit: 10, work: 7 }, 20_000, undefined)).toBe(7);
  });
});
