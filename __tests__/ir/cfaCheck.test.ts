// The CFA checker reports every broken invariant of hand-made CFAs, and accepts valid ones.

import { describe, expect, it } from 'vitest';
import { assertCfaValid, checkCfa, CfaInvariantError } from '../../src/ir/cfaCheck';
import type { CfaEdge, CfaNode } from '../../src/ir/cfa';
import type { Expr, FunctionSymbol, VarSymbol } from '../../src/frontend/ast';
import type { IntType } from '../../src/frontend/types';
import { handCfa } from './handCfa';

const loc = { file: 'hand.c', line: 1, col: 1 };
const INT: IntType = { kind: 'int', ik: 'int', bits: 32, signed: true };
const x: VarSymbol = { kind: 'var', name: 'x', uid: 'x', type: INT, storage: 'local', loc };
const xRef: Expr = { kind: 'VarRef', symbol: x, type: INT, loc };
const one: Expr = { kind: 'IntConst', value: 1n, type: INT, loc };
const f: FunctionSymbol = {
  kind: 'function',
  name: 'f',
  type: { kind: 'function', ret: INT, params: [], variadic: false, hasProto: true },
  loc,
};
const call: Expr = { kind: 'Call', callee: f, args: [], type: INT, loc };

let id = 1000;
function link(from: CfaNode, to: CfaNode, extra: object): CfaEdge {
  const e = { id: id++, from, to, loc, text: '', ...extra } as CfaEdge;
  from.out.push(e);
  to.in.push(e);
  return e;
}

describe('checkCfa', () => {
  it('accepts a valid CFA', () => {
    const { fn } = handCfa('f', 3, [
      [0, 1],
      [1, 2],
    ]);
    expect(checkCfa(fn)).toEqual([]);
    expect(() => assertCfaValid(fn)).not.toThrow();
  });

  it('rejects an entry with in-edges and a node without out-edges', () => {
    const { fn } = handCfa('f', 4, [
      [0, 1],
      [1, 0],
      [1, 3],
    ]);
    fn.nodes[2].role = 'plain';
    const problems = checkCfa(fn, { allowUnreachable: true });
    expect(problems.some((p) => p.includes('entry node has in-edges'))).toBe(true);
    expect(problems.some((p) => p.includes('N2 has no out-edge'))).toBe(true);
    expect(() => assertCfaValid(fn, { allowUnreachable: true })).toThrow(CfaInvariantError);
  });

  it('rejects edges missing from the in-list, and out-edges of error nodes and the exit', () => {
    const { fn, n } = handCfa('f', 4, [
      [0, 1],
      [1, 3],
      [2, 3],
    ]);
    n(2).role = 'error';
    n(1).in.length = 0;
    link(n(3), n(1), { kind: 'blank' });
    const problems = checkCfa(fn, { allowUnreachable: true }).join('\n');
    expect(problems).toMatch(/missing from the target's in-list/);
    expect(problems).toMatch(/N2 \(error\) has out-edges/);
    expect(problems).toMatch(/N3 \(exit\) has out-edges/);
    expect(problems).toMatch(/error node N2 has 0 properties/);
  });

  it('rejects non-return edges into the exit and returns elsewhere', () => {
    const { fn, n } = handCfa('f', 3, [[0, 1]]);
    link(n(1), n(2), { kind: 'assign', lhs: xRef, rhs: one });
    const problems = checkCfa(fn).join('\n');
    expect(problems).toMatch(/exit has a assign in-edge/);
  });

  it('checks assume pairing', () => {
    const { fn, n } = handCfa('f', 4, [[2, 3]]);
    link(n(0), n(1), { kind: 'assume', cond: xRef, truth: true });
    link(n(0), n(2), { kind: 'assume', cond: xRef, truth: true });
    link(n(1), n(3), { kind: 'return' });
    expect(checkCfa(fn).join('\n')).toMatch(/neither alone nor a complementary pair/);

    const ok = handCfa('g', 4, [[2, 3]]);
    link(ok.n(0), ok.n(1), { kind: 'assume', cond: xRef, truth: true });
    link(ok.n(0), ok.n(2), { kind: 'assume', cond: xRef, truth: false });
    link(ok.n(1), ok.n(3), { kind: 'return' });
    expect(checkCfa(ok.fn)).toEqual([]);

    const single = handCfa('h', 3, [[1, 2]]);
    link(single.n(0), single.n(1), { kind: 'assume', cond: xRef, truth: true });
    expect(checkCfa(single.fn)).toEqual([]);
  });

  it('rejects impure expressions and non-lvalue targets on edges', () => {
    const { fn, n } = handCfa('f', 3, [[1, 2]]);
    link(n(0), n(1), { kind: 'assign', lhs: one, rhs: call });
    const problems = checkCfa(fn).join('\n');
    expect(problems).toMatch(/rhs is not pure/);
    expect(problems).toMatch(/lhs is not an lvalue/);
  });

  it('reports unreachable nodes unless allowed', () => {
    const { fn } = handCfa('f', 4, [
      [0, 3],
      [1, 2],
      [2, 3],
    ]);
    expect(checkCfa(fn, { allowUnreachable: true })).toEqual([]);
    expect(checkCfa(fn).join('\n')).toMatch(/N1 unreachable/);
  });

  it('rejects duplicate edge ids', () => {
    const { fn, n } = handCfa('f', 3, [[1, 2]]);
    const e = link(n(0), n(1), { kind: 'blank' });
    (e as { id: number }).id = n(1).out[0].id;
    expect(checkCfa(fn).join('\n')).toMatch(/id not unique/);
  });
});
