// SMT-LIB 2 text for bit-vector terms: sorts, literals and operators as small string builders,
// plus a Script that collects declarations/definitions/assertions and hands out fresh names.
// Engines build formulas as text; the solver session (worker) parses them.

export type Term = string;

export function bvSort(width: number): string {
  return `(_ BitVec ${width})`;
}

/** The bit pattern of `value` (any integer, wrapped to `width` bits) as an SMT-LIB literal. */
export function bvLit(value: bigint, width: number): Term {
  const v = BigInt.asUintN(width, value);
  if (width % 4 === 0) return `#x${v.toString(16).padStart(width / 4, '0')}`;
  return `#b${v.toString(2).padStart(width, '0')}`;
}

export const TRUE: Term = 'true';
export const FALSE: Term = 'false';

export function app(op: string, ...args: Term[]): Term {
  return `(${op} ${args.join(' ')})`;
}

export function and(...xs: Term[]): Term {
  const ys = xs.filter((x) => x !== TRUE);
  if (ys.includes(FALSE)) return FALSE;
  if (ys.length === 0) return TRUE;
  return ys.length === 1 ? ys[0] : app('and', ...ys);
}

export function or(...xs: Term[]): Term {
  const ys = xs.filter((x) => x !== FALSE);
  if (ys.includes(TRUE)) return TRUE;
  if (ys.length === 0) return FALSE;
  return ys.length === 1 ? ys[0] : app('or', ...ys);
}

export function not(x: Term): Term {
  if (x === TRUE) return FALSE;
  if (x === FALSE) return TRUE;
  if (x.startsWith('(not ') && x.endsWith(')')) return x.slice(5, -1);
  return app('not', x);
}

export function ite(c: Term, a: Term, b: Term): Term {
  if (c === TRUE || a === b) return a;
  if (c === FALSE) return b;
  return app('ite', c, a, b);
}

export function eq(a: Term, b: Term): Term {
  return a === b ? TRUE : app('=', a, b);
}

/** Zero- or sign-extends, or truncates, a `from`-bit term to `to` bits. */
export function resize(x: Term, from: number, to: number, signed: boolean): Term {
  if (from === to) return x;
  if (to < from) return `((_ extract ${to - 1} 0) ${x})`;
  return `((_ ${signed ? 'sign_extend' : 'zero_extend'} ${to - from}) ${x})`;
}

export function extract(x: Term, hi: number, lo: number): Term {
  return `((_ extract ${hi} ${lo}) ${x})`;
}

/** Collects SMT-LIB commands in order and mints fresh names with a prefix. */
export class Script {
  private readonly lines: string[] = [];
  private counter = 0;

  fresh(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  declare(name: string, sort: string): string {
    this.lines.push(`(declare-fun ${name} () ${sort})`);
    return name;
  }

  /** A named definition of a term; returns the name (or the term itself when it is an atom). */
  define(prefix: string, sort: string, term: Term): Term {
    if (!term.startsWith('(') || term.length < 24) return term;
    const name = this.fresh(prefix);
    this.lines.push(`(define-fun ${name} () ${sort} ${term})`);
    return name;
  }

  /** Always a fresh name (for terms the model must be able to evaluate by name). */
  name(prefix: string, sort: string, term: Term): string {
    const name = this.fresh(prefix);
    this.lines.push(`(define-fun ${name} () ${sort} ${term})`);
    return name;
  }

  assert(t: Term): void {
    if (t !== TRUE) this.lines.push(`(assert ${t})`);
  }

  /** Takes the commands collected since the last call. */
  drain(): string {
    const text = this.lines.join('\n');
    this.lines.length = 0;
    return text;
  }

  get pending(): number {
    return this.lines.length;
  }
}
