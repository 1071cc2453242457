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
  const folded = fold(op, args);
  return folded ?? `(${op} ${args.join(' ')})`;
}

/** Width and value of a bit-vector literal (`#x..`, `#b..`), or undefined. */
export function literal(t: Term): { width: number; value: bigint } | undefined {
  if (t.startsWith('#x')) return { width: (t.length - 2) * 4, value: BigInt(`0x${t.slice(2)}`) };
  if (t.startsWith('#b')) return { width: t.length - 2, value: BigInt(`0b${t.slice(2)}`) };
  return undefined;
}

const CMP: Record<string, (a: bigint, b: bigint) => boolean> = {
  bvult: (a, b) => a < b,
  bvule: (a, b) => a <= b,
  bvugt: (a, b) => a > b,
  bvuge: (a, b) => a >= b,
  bvslt: (a, b) => a < b,
  bvsle: (a, b) => a <= b,
  bvsgt: (a, b) => a > b,
  bvsge: (a, b) => a >= b,
};

/** Evaluates an operator on literal arguments (SMT-LIB semantics, incl. division by zero). */
function fold(op: string, args: Term[]): Term | undefined {
  const lits = args.map(literal);
  if (lits.some((l) => l === undefined) || lits.length === 0) return undefined;
  const ls = lits as { width: number; value: bigint }[];
  const w = ls[0].width;
  const s = (x: bigint) => BigInt.asIntN(w, x);
  const u = (x: bigint) => BigInt.asUintN(w, x);
  const [a, b] = [ls[0].value, ls[1]?.value ?? 0n];
  if (op in CMP) return (op.startsWith('bvs') ? CMP[op](s(a), s(b)) : CMP[op](a, b)) ? TRUE : FALSE;
  switch (op) {
    case 'bvadd':
      return ls.length === 2 ? bvLit(a + b, w) : undefined;
    case 'bvsub':
      return bvLit(a - b, w);
    case 'bvmul':
      return bvLit(a * b, w);
    case 'bvneg':
      return bvLit(-a, w);
    case 'bvnot':
      return bvLit(~a, w);
    case 'bvand':
      return bvLit(a & b, w);
    case 'bvor':
      return bvLit(a | b, w);
    case 'bvxor':
      return bvLit(a ^ b, w);
    case 'bvudiv':
      return bvLit(b === 0n ? u(-1n) : a / b, w);
    case 'bvurem':
      return bvLit(b === 0n ? a : a % b, w);
    case 'bvsdiv':
      return b === 0n ? undefined : bvLit(s(a) / s(b), w);
    case 'bvsrem':
      return b === 0n ? undefined : bvLit(s(a) % s(b), w);
    case 'bvshl':
      return bvLit(b >= BigInt(w) ? 0n : a << b, w);
    case 'bvlshr':
      return bvLit(b >= BigInt(w) ? 0n : a >> b, w);
    case 'bvashr':
      return bvLit(s(a) >> (b >= BigInt(w) ? BigInt(w - 1) : b), w);
    case 'concat': {
      let v = 0n;
      let width = 0;
      for (const l of ls) {
        v = (v << BigInt(l.width)) | l.value;
        width += l.width;
      }
      return bvLit(v, width);
    }
    case '=':
      return a === b ? TRUE : FALSE;
    default:
      return undefined;
  }
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
  if (a === b) return TRUE;
  const la = literal(a);
  const lb = literal(b);
  if (la && lb) return la.value === lb.value ? TRUE : FALSE;
  if ((a === TRUE || a === FALSE) && (b === TRUE || b === FALSE)) return FALSE;
  return app('=', a, b);
}

/** Zero- or sign-extends, or truncates, a `from`-bit term to `to` bits. */
export function resize(x: Term, from: number, to: number, signed: boolean): Term {
  if (from === to) return x;
  const l = literal(x);
  if (l) return bvLit(signed ? BigInt.asIntN(from, l.value) : l.value, to);
  if (to < from) return `((_ extract ${to - 1} 0) ${x})`;
  return `((_ ${signed ? 'sign_extend' : 'zero_extend'} ${to - from}) ${x})`;
}

export function extract(x: Term, hi: number, lo: number): Term {
  const l = literal(x);
  if (l) return bvLit(l.value >> BigInt(lo), hi - lo + 1);
  return `((_ extract ${hi} ${lo}) ${x})`;
}

/**
 * Definitions up to this long are remembered (definitionOf); longer ones are only emitted. The
 * value sets (valueSets.ts) read terms up to this long, so their analysis stays linear in practice.
 */
export const MAX_REMEMBERED = 2000;

/** Collects SMT-LIB commands in order and mints fresh names with a prefix. */
export class Script {
  private readonly lines: string[] = [];
  private counter = 0;
  /** Lazy definitions not yet emitted: name → its declaration and defining assertion. */
  private readonly lazy = new Map<string, [string, string]>();
  /** The term each name was defined as (name and nameLazily). */
  private readonly definitions = new Map<string, Term>();

  /** Bit widths of the bit-vector constants this script declared or named. */
  private readonly widths = new Map<string, number>();

  /** The term `name` was defined as, when this script defined it (and the term is short). */
  definitionOf(name: string): Term | undefined {
    return this.definitions.get(name);
  }

  /** The width of a bit-vector constant this script declared or named. */
  bitsOf(name: string): number | undefined {
    return this.widths.get(name);
  }

  private noteSort(name: string, sort: string): void {
    const m = /^\(_ BitVec (\d+)\)$/.exec(sort);
    if (m) this.widths.set(name, Number(m[1]));
  }

  /** How many names were handed out so far (a fresh name's number is above it). */
  issued(): number {
    return this.counter;
  }

  fresh(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  declare(name: string, sort: string): string {
    this.lines.push(`(declare-fun ${name} () ${sort})`);
    this.noteSort(name, sort);
    return name;
  }

  /**
   * A named term; returns the name (or the term itself when it is an atom). Names are constants
   * with an asserted equation, not `define-fun` macros: Z3 expands macros by substitution, which
   * blows up on long chains of definitions that refer to each other (deep unwindings).
   */
  define(prefix: string, sort: string, term: Term): Term {
    if (!term.startsWith('(') || term.length < 24) return term;
    return this.name(prefix, sort, term);
  }

  /** Always a fresh name (for terms the model must be able to evaluate by name). */
  name(prefix: string, sort: string, term: Term): string {
    const name = this.fresh(prefix);
    this.lines.push(`(declare-fun ${name} () ${sort})`);
    this.lines.push(`(assert (= ${name} ${term}))`);
    if (term.length <= MAX_REMEMBERED) this.definitions.set(name, term);
    this.noteSort(name, sort);
    return name;
  }

  /**
   * A named term whose definition is emitted only when a later command (or another emitted lazy
   * definition) refers to the name: an unread memory state then costs the solver nothing. Only for
   * callers whose every use of the name goes through this script's commands.
   */
  nameLazily(prefix: string, sort: string, term: Term, always = false): string {
    if (!term.startsWith('(') || (term.length < 24 && !always)) return term;
    const name = this.fresh(prefix);
    this.lazy.set(name, [`(declare-fun ${name} () ${sort})`, `(assert (= ${name} ${term}))`]);
    if (term.length <= MAX_REMEMBERED) this.definitions.set(name, term);
    this.noteSort(name, sort);
    return name;
  }

  assert(t: Term): void {
    if (t !== TRUE) this.lines.push(`(assert ${t})`);
  }

  /** Takes the commands collected since the last call. */
  drain(): string {
    const text = this.withLazy(this.lines).join('\n');
    this.lines.length = 0;
    return text;
  }

  /** The commands with the lazy definitions they refer to (transitively) emitted before them. */
  private withLazy(lines: readonly string[]): string[] {
    if (this.lazy.size === 0) return [...lines];
    const out: string[] = [];
    for (const line of lines) {
      // depth-first over the names a line refers to; a definition goes out after its own references
      const stack: { line: string; names: string[] }[] = [{ line, names: this.lazyNamesIn(line) }];
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        const next = top.names.pop();
        if (next === undefined) {
          stack.pop();
          out.push(top.line);
          continue;
        }
        const def = this.lazy.get(next);
        if (!def) continue;
        this.lazy.delete(next);
        out.push(def[0]);
        stack.push({ line: def[1], names: this.lazyNamesIn(def[1]) });
      }
    }
    return out;
  }

  private lazyNamesIn(line: string): string[] {
    const names: string[] = [];
    // not the digits of a literal: `#b100` is a 3-bit constant, not the name b100
    for (const m of line.matchAll(/(?<![#\w])[a-z]+\d+\b/g)) if (this.lazy.has(m[0])) names.push(m[0]);
    return names.reverse();
  }

  /**
   * Takes the commands collected since the last call as declared constants and asserted terms, for
   * callers that wrap them into a formula of their own (a quantified Horn clause, say).
   */
  drainParts(): { decls: [string, string][]; asserts: Term[] } {
    const decls: [string, string][] = [];
    const asserts: Term[] = [];
    for (const line of this.withLazy(this.lines)) {
      const d = /^\(declare-fun (\S+) \(\) (.*)\)$/.exec(line);
      if (d) decls.push([d[1], d[2]]);
      else if (line.startsWith('(assert ')) asserts.push(line.slice(8, -1));
      else throw new Error(`internal: unexpected command in a clause: ${line.slice(0, 40)}`);
    }
    this.lines.length = 0;
    return { decls, asserts };
  }

  get pending(): number {
    return this.lines.length;
  }
}

/** The top-level S-expressions of SMT-LIB text (skips comments; respects strings and |quoted| symbols). */
export function topLevelForms(text: string): string[] {
  const forms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ';') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '"') {
      for (i++; i < text.length; i++) {
        if (text[i] === '"') {
          if (text[i + 1] !== '"') break; // "" is an escaped quote inside a string
          i++;
        }
      }
    } else if (c === '|') {
      i = text.indexOf('|', i + 1);
      if (i < 0) break;
    } else if (c === '(') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === ')') {
      depth--;
      if (depth === 0) forms.push(text.slice(start, i + 1));
    }
  }
  if (depth > 0) forms.push(text.slice(start)); // unbalanced: the parser reports it
  return forms;
}
