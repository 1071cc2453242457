// A relaxation of the bit-vector Horn clauses to linear integer arithmetic, used only to find
// candidate solutions: Spacer is much stronger over integers. Every bit-vector is read as the
// signed integer it encodes and arithmetic is taken without wrap-around, so the relaxed system is
// neither sound nor complete for the program. Its solution is therefore only a candidate: it is
// translated back to bit-vectors exactly (wide enough that no operation overflows) and must then
// pass the bit-precise clause checks like any other certificate.

import {
  type Sexp,
  SexpSyntaxError,
  conjunctsOf,
  expandLets,
  parseSexp,
  parseSexps,
  printSexp,
} from '../../smt/sexp';
import { clauseBody, type HornSystem, type PredApp } from '../../encodings/horn/horn';

class NotRelaxable extends Error {}

const ARITH: Readonly<Record<string, string>> = {
  bvadd: '+',
  bvsub: '-',
  bvmul: '*',
  bvneg: '-',
  bvslt: '<',
  bvsle: '<=',
  bvsgt: '>',
  bvsge: '>=',
  bvult: '<',
  bvule: '<=',
  bvugt: '>',
  bvuge: '>=',
  bvsdiv: 'div',
  bvudiv: 'div',
  bvsrem: 'mod',
  bvurem: 'mod',
  bvsmod: 'mod',
};
const SAME = new Set(['and', 'or', 'not', '=>', 'xor', 'ite', '=', 'distinct', 'true', 'false']);

/**
 * How bit-vectors are read as integers: all signed (two's complement), or all unsigned (for
 * programs whose variables are mostly unsigned; every value is then also known to be >= 0).
 */
export type Reading = 'signed' | 'unsigned';

/** A bit-vector literal's value in the reading, or undefined. */
function bvLiteral(s: Sexp, reading: Reading): bigint | undefined {
  const read = (v: bigint, width: number): bigint => (reading === 'signed' ? BigInt.asIntN(width, v) : v);
  if (typeof s === 'string') {
    if (s.startsWith('#b')) return read(BigInt(`0b${s.slice(2)}`), s.length - 2);
    if (s.startsWith('#x')) return read(BigInt(`0x${s.slice(2)}`), (s.length - 2) * 4);
    return undefined;
  }
  if (s.length === 3 && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv'))
    return read(BigInt(s[1].slice(2)), Number(s[2]));
  return undefined;
}

function intLit(v: bigint): string {
  return v < 0n ? `(- ${-v})` : `${v}`;
}

function relaxTerm(s: Sexp, preds: ReadonlySet<string>, reading: Reading): Sexp {
  const lit = bvLiteral(s, reading);
  if (lit !== undefined) return intLit(lit);
  if (typeof s === 'string') return s;
  const [head, ...rest] = s;
  if (Array.isArray(head)) {
    // ((_ sign_extend k) x), ((_ zero_extend k) x), ((_ extract i 0) x): the value itself
    if (head[0] === '_' && (head[1] === 'sign_extend' || head[1] === 'zero_extend'))
      return relaxTerm(rest[0], preds, reading);
    if (head[0] === '_' && head[1] === 'extract' && head[3] === '0')
      return relaxTerm(rest[0], preds, reading);
    throw new NotRelaxable(printSexp(head));
  }
  if (head === 'let') {
    const binds = (rest[0] as Sexp[]).map((b) => [
      (b as Sexp[])[0],
      relaxTerm((b as Sexp[])[1], preds, reading),
    ]);
    return ['let', binds, relaxTerm(rest[1], preds, reading)];
  }
  const op = typeof head === 'string' ? ARITH[head] : undefined;
  if (op !== undefined) return [op, ...rest.map((r) => relaxTerm(r, preds, reading))];
  if (typeof head === 'string' && (SAME.has(head) || preds.has(head)))
    return [head, ...rest.map((r) => relaxTerm(r, preds, reading))];
  throw new NotRelaxable(String(head));
}

function relaxSort(sort: string): string {
  if (sort === 'Bool') return sort;
  if (/^\(_ BitVec \d+\)$/.test(sort)) return 'Int';
  throw new NotRelaxable(sort);
}

/** The relaxed system as a Horn script over integers, or undefined when some operation has no relaxation. */
export function relaxedScript(system: HornSystem, reading: Reading = 'signed'): string | undefined {
  try {
    const lines = system.predicates.map(
      ([name, sorts]) => `(declare-fun ${name} (${sorts.map(relaxSort).join(' ')}) Bool)`,
    );
    const preds = new Set(system.predicates.map(([n]) => n));
    for (const c of system.clauses) {
      const vars = c.vars.filter(([, s]) => !s.startsWith('(Array')); // the unused memory constant
      const ranges =
        reading === 'unsigned' ? vars.filter(([, s]) => s !== 'Bool').map(([n]) => `(>= ${n} 0)`) : [];
      const body = `(and ${printSexp(relaxTerm(parseSexp(clauseBody(c)), preds, reading))} ${ranges.join(' ')})`;
      const head = c.target ? printSexp(relaxTerm(parseSexp(appText(c.target)), preds, reading)) : 'false';
      const bound = vars.map(([n, s]) => `(${n} ${relaxSort(s)})`).join(' ');
      const implication = `(=> ${body} ${head})`;
      lines.push(bound ? `(assert (forall (${bound}) ${implication}))` : `(assert ${implication})`);
    }
    return lines.join('\n');
  } catch (e) {
    if (e instanceof NotRelaxable || e instanceof SexpSyntaxError) return undefined;
    throw e;
  }
}

function appText(a: PredApp): string {
  return a.args.length === 0 ? a.pred : `(${a.pred} ${a.args.join(' ')})`;
}

// ------------------------------------------------------------------ back to bit-vectors

interface Scope {
  /** Bound name -> (bits needed for its value as a signed number, its width). */
  readonly vars: ReadonlyMap<string, { bits: number; width: number }>;
  readonly reading: Reading;
}

/** Bits needed to hold every value the integer term can take (given its variables' widths). */
function bitsOf(s: Sexp, scope: Scope, lets: Map<string, number>): number {
  if (typeof s === 'string') {
    if (/^\d+$/.test(s)) return BigInt(s).toString(2).length + 1;
    const v = scope.vars.get(s);
    if (v) return v.bits;
    const l = lets.get(s);
    if (l !== undefined) return l;
    return 1; // Booleans
  }
  const [head, ...rest] = s;
  const sub = rest.map((r) => (Array.isArray(r) && head === 'let' ? 0 : bitsOf(r, scope, lets)));
  switch (head) {
    case '+':
    case '-':
      return Math.max(...sub) + rest.length;
    case '*':
      return sub.reduce((a, b) => a + b, 0);
    case 'div':
    case 'mod':
      return sub[0] + 1;
    case 'ite':
      return Math.max(sub[1], sub[2]);
    case 'let': {
      const inner = new Map(lets);
      for (const b of rest[0] as Sexp[]) {
        const [n, t] = b as Sexp[];
        inner.set(n as string, bitsOf(t, scope, lets));
      }
      return bitsOf(rest[1], scope, inner);
    }
    default:
      return Math.max(1, ...sub);
  }
}

const CMP: Readonly<Record<string, string>> = { '<': 'bvslt', '<=': 'bvsle', '>': 'bvsgt', '>=': 'bvsge' };

function lowerTerm(s: Sexp, W: number, scope: Scope): Sexp {
  if (typeof s === 'string') {
    if (/^\d+$/.test(s)) return ['_', `bv${s}`, `${W}`];
    const v = scope.vars.get(s);
    const ext = scope.reading === 'signed' ? 'sign_extend' : 'zero_extend';
    if (v) return v.width === W ? s : [['_', ext, `${W - v.width}`], s];
    return s;
  }
  const [head, ...rest] = s;
  const low = (x: Sexp): Sexp => lowerTerm(x, W, scope);
  const nonNegConst = (x: Sexp): boolean => typeof x === 'string' && /^\d+$/.test(x) && x !== '0';
  switch (head) {
    case '+':
      return rest.length === 1 ? low(rest[0]) : ['bvadd', ...rest.map(low)];
    case '-':
      return rest.length === 1 ? ['bvneg', low(rest[0])] : ['bvsub', ...rest.map(low)];
    case '*':
      return ['bvmul', ...rest.map(low)];
    case 'mod':
      if (!nonNegConst(rest[1])) throw new NotRelaxable('mod by a non-constant');
      return ['bvsmod', low(rest[0]), low(rest[1])];
    case 'div': {
      if (!nonNegConst(rest[1])) throw new NotRelaxable('div by a non-constant');
      const a = low(rest[0]);
      const b = low(rest[1]);
      return ['bvsdiv', ['bvsub', a, ['bvsmod', a, b]], b];
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return [CMP[head], ...rest.map(low)];
    case 'let':
      return ['let', (rest[0] as Sexp[]).map((b) => [(b as Sexp[])[0], low((b as Sexp[])[1])]), low(rest[1])];
    case 'and':
    case 'or':
    case 'not':
    case '=>':
    case 'xor':
    case 'ite':
    case '=':
    case 'distinct':
      return [head, ...rest.map(low)];
    default:
      throw new NotRelaxable(String(head));
  }
}

function mentions(s: Sexp, atom: string): boolean {
  return typeof s === 'string' ? s === atom : s.some((x) => mentions(x, atom));
}

/**
 * The integer solution's definitions as bit-vector definitions over the system's predicates: each
 * argument is read as a signed integer, arithmetic is done at a width where nothing overflows.
 * Returns undefined when a definition uses something this translation does not know.
 */
export function liftSolution(
  model: string,
  system: HornSystem,
  reading: Reading = 'signed',
): string | undefined {
  const sorts = new Map(system.predicates.map(([n, s]) => [n, s]));
  try {
    const forms = parseSexps(model.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'));
    const out: string[] = [];
    for (const f of forms) {
      if (!Array.isArray(f) || f[0] !== 'define-fun') throw new NotRelaxable('not a definition');
      const name = f[1] as string;
      const bvSorts = sorts.get(name);
      const params = f[2] as Sexp[];
      if (!bvSorts || params.length !== bvSorts.length) throw new NotRelaxable(`unknown ${name}`);
      const vars = new Map<string, { bits: number; width: number }>();
      params.forEach((p, i) => {
        const width = Number(/(\d+)\)$/.exec(bvSorts[i])?.[1]);
        vars.set((p as Sexp[])[0] as string, { bits: reading === 'signed' ? width : width + 1, width });
      });
      const scope = { vars, reading };
      // conjuncts with quantifiers (predicates Spacer inlined away) or unknown operations are dropped:
      // the rest is still a candidate
      const kept: string[] = [];
      for (const c of conjunctsOf(expandLets(f[4], new Map()))) {
        if (mentions(c, 'exists') || mentions(c, 'forall')) continue;
        try {
          const W = bitsOf(c, scope, new Map()) + 2;
          if (W <= 1024) kept.push(printSexp(lowerTerm(c, W, scope)));
        } catch (e) {
          if (!(e instanceof NotRelaxable)) throw e;
        }
      }
      const ps = params.map((p, i) => `(${(p as Sexp[])[0] as string} ${bvSorts[i]})`).join(' ');
      const body = kept.length === 0 ? 'true' : kept.length === 1 ? kept[0] : `(and ${kept.join(' ')})`;
      out.push(`(define-fun ${name} (${ps}) Bool ${body})`);
    }
    return out.join('\n');
  } catch (e) {
    if (e instanceof NotRelaxable || e instanceof SexpSyntaxError) return undefined;
    throw e;
  }
}
