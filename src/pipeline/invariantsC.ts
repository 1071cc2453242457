// A SAFE certificate's loop invariants as C expressions, for people and for witnesses: the
// definition of each loop head's predicate (Horn solution, or k-induction's invariants) with its
// parameters named after the program's variables (`\old(x)` for a value at function entry).
// Bit-vector operations become C operators on the variables' values; the widening casts that keep
// the certificate's arithmetic exact are left out, so `x - y <= 3` reads as written (in the
// certificate it is computed without overflow).

import type { ProgramCfa } from '../ir/cfa';
import { hornSystemOf } from '../encodings/horn/hornSystems';
import { type ArgInfo } from '../encodings/horn/horn';
import type { SafetyCertificate } from '../encodings/result';
import type { LoopInvariant } from './results';
import { conjunctsOf, expandLets, parseSexps, type Sexp } from '../smt/sexp';

export type { LoopInvariant };

const BINARY: Readonly<Record<string, string>> = {
  bvadd: '+',
  bvsub: '-',
  bvmul: '*',
  bvsdiv: '/',
  bvudiv: '/',
  bvsrem: '%',
  bvurem: '%',
  bvand: '&',
  bvor: '|',
  bvxor: '^',
  bvshl: '<<',
  bvlshr: '>>',
  bvashr: '>>',
  bvslt: '<',
  bvsle: '<=',
  bvsgt: '>',
  bvsge: '>=',
  bvult: '<',
  bvule: '<=',
  bvugt: '>',
  bvuge: '>=',
  '=': '==',
  distinct: '!=',
  and: '&&',
  or: '||',
  '+': '+',
  '-': '-',
  '*': '*',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

class NotC extends Error {}

/** One loop invariant per loop head the certificate defines (none for other certificates). */
export function loopInvariants(
  cfa: ProgramCfa,
  entry: string,
  certificate: SafetyCertificate,
  skip?: ReadonlySet<string>,
): LoopInvariant[] {
  const text =
    certificate.kind === 'horn-solution'
      ? certificate.model
      : certificate.kind === 'k-induction'
        ? certificate.invariants
        : '';
  if (text.trim() === '') return [];
  let system;
  let forms: Sexp[];
  try {
    system = hornSystemOf(cfa, entry, skip);
    forms = parseSexps(text.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'));
  } catch {
    return [];
  }
  const out: LoopInvariant[] = [];
  for (const f of forms) {
    if (!Array.isArray(f) || f[0] !== 'define-fun') continue;
    const at = system.nodes.get(f[1] as string);
    if (!at?.node.isLoopHead || !at.node.loc) continue;
    const info = system.args.get(f[1] as string) ?? [];
    const names = new Map((f[2] as Sexp[]).map((p, i) => [(p as Sexp[])[0] as string, info[i]]));
    try {
      const parts = conjunctsOf(expandLets(f[4], new Map())).map((c) => toC(c, names, 0));
      const expression = parts.length === 0 ? '1' : parts.join(' && ');
      out.push({
        function: at.fn,
        file: at.node.loc.file,
        line: at.node.loc.line,
        column: at.node.loc.col,
        expression,
      });
    } catch (e) {
      if (!(e instanceof NotC)) throw e;
    }
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The term as C; `prec` > 0 asks for parentheses around operators. */
function toC(s: Sexp, names: ReadonlyMap<string, ArgInfo | undefined>, prec: number): string {
  if (typeof s === 'string') {
    if (s === 'true') return '1';
    if (s === 'false') return '0';
    if (/^\d+$/.test(s)) return s;
    if (s.startsWith('#x') || s.startsWith('#b')) {
      const width = s.startsWith('#x') ? (s.length - 2) * 4 : s.length - 2;
      const bits = BigInt(s.startsWith('#x') ? `0x${s.slice(2)}` : `0b${s.slice(2)}`);
      return BigInt.asIntN(width, bits).toString();
    }
    const arg = names.get(s);
    if (arg) return arg.label;
    throw new NotC(s);
  }
  const [head, ...rest] = s;
  const wrap = (x: string): string => (prec > 0 ? `(${x})` : x);
  if (Array.isArray(head)) {
    if (head[0] === '_' && (head[1] === 'sign_extend' || head[1] === 'zero_extend'))
      return toC(rest[0], names, prec);
    throw new NotC('indexed operator');
  }
  if (head === '_' && typeof rest[0] === 'string' && rest[0].startsWith('bv')) {
    const width = Number(rest[1]);
    return BigInt.asIntN(width, BigInt(rest[0].slice(2))).toString();
  }
  // readable template rows: `-x <= c` as `x >= -c`, `x + -y` as `x - y`
  if (head === 'bvsle' && Array.isArray(rest[0]) && rest[0][0] === 'bvneg') {
    const bound = toC(rest[1], names, 1);
    const negated = /^-?\d+$/.test(bound) ? (-BigInt(bound)).toString() : `-${bound}`;
    return wrap(`${toC(rest[0][1], names, 1)} >= ${negated}`);
  }
  if (head === 'bvadd' && rest.length === 2 && Array.isArray(rest[1]) && rest[1][0] === 'bvneg')
    return wrap(`${toC(rest[0], names, 1)} - ${toC(rest[1][1], names, 1)}`);
  if (head === 'bvadd' && rest.length === 2 && Array.isArray(rest[0]) && rest[0][0] === 'bvneg')
    return wrap(`${toC(rest[1], names, 1)} - ${toC(rest[0][1], names, 1)}`);
  if (head === 'not') return `!${toC(rest[0], names, 1)}`;
  if (head === 'bvneg' || (head === '-' && rest.length === 1)) return `-${toC(rest[0], names, 1)}`;
  if (head === 'bvnot') return `~${toC(rest[0], names, 1)}`;
  if (head === '=>') return wrap(`!${toC(rest[0], names, 1)} || ${toC(rest[1], names, 1)}`);
  if (head === 'ite')
    return wrap(`${toC(rest[0], names, 1)} ? ${toC(rest[1], names, 1)} : ${toC(rest[2], names, 1)}`);
  const op = typeof head === 'string' ? BINARY[head] : undefined;
  if (op === undefined || rest.length < 2) throw new NotC(String(head));
  return wrap(rest.map((r) => toC(r, names, 1)).join(` ${op} `));
}
