// The template of CondSafe (condSafe.ts): per predicate of a component, `rows` linear inequalities
// `sum_j c_j * x_j + e <= 0` over its integer parameters, with an integer unknown for every
// coefficient (bounded) and constant. Hard constraints rule out rows false by themselves and pairs
// of opposite rows with a gap; reached states, when given, must satisfy every row. A solution of
// the unknowns reads back as parameter rows.

import type { Components } from './components';
import { instantiate, num, type SymRow } from './farkas';
import { normal } from './maxSmt';
import type { LinExpr, ParamRow } from './rows';

export class RowTemplate {
  /** The integer unknowns, in declaration order. */
  readonly unknowns: string[] = [];
  private readonly pidx: Map<string, number>;

  constructor(
    private readonly comps: Components,
    private readonly preds: readonly string[],
    private readonly rows: number,
  ) {
    this.pidx = new Map(preds.map((p, i) => [p, i]));
  }

  /** The unknown coefficient of parameter `j` in row `s` of `p`. */
  cName(p: string, s: number, j: number): string {
    return `c${this.pidx.get(p)}_${s}_${j}`;
  }

  /** The unknown constant of row `s` of `p`. */
  eName(p: string, s: number): string {
    return `e${this.pidx.get(p)}_${s}`;
  }

  private widths(p: string): readonly number[] {
    return this.comps.widths.get(p) ?? [];
  }

  /** Declares the unknowns; their bounds and the rules against empty templates go to `hard`. */
  declare(bound: number, hard: string[]): void {
    for (const p of this.preds) {
      const ws = this.widths(p);
      for (let s = 0; s < this.rows; s++) {
        ws.forEach((w, j) => {
          if (w <= 0) return;
          this.unknowns.push(this.cName(p, s, j));
          hard.push(`(<= (- ${bound}) ${this.cName(p, s, j)} ${bound})`);
        });
        this.unknowns.push(this.eName(p, s));
        // no row is false by itself (a row without coefficients is `true`), and no two rows are
        // opposite with a gap: an empty invariant satisfies consecution and safety vacuously
        const cs = ws.flatMap((w, j) => (w > 0 ? [this.cName(p, s, j)] : []));
        const zero = cs.length === 0 ? 'true' : `(and ${cs.map((c) => `(= ${c} 0)`).join(' ')})`;
        hard.push(`(=> ${zero} (<= ${this.eName(p, s)} 0))`);
        for (let t = 0; t < s; t++) {
          const opposite = ws.flatMap((w, j) =>
            w > 0 ? [`(= ${this.cName(p, s, j)} (- ${this.cName(p, t, j)}))`] : [],
          );
          hard.push(`(not (and ${opposite.join(' ')} (> (+ ${this.eName(p, s)} ${this.eName(p, t)}) 0)))`);
        }
      }
    }
  }

  /** Every row holds at the reached states (argument vectors per predicate): constraints to `hard`. */
  coverSamples(
    samples: ReadonlyMap<string, readonly (readonly bigint[])[]> | undefined,
    hard: string[],
  ): void {
    for (const p of this.preds)
      for (const point of samples?.get(p) ?? []) {
        const ws = this.widths(p);
        for (let s = 0; s < this.rows; s++) {
          const terms = ws.flatMap((w, j) =>
            w > 0 && point[j] ? [`(* ${num(point[j])} ${this.cName(p, s, j)})`] : [],
          );
          hard.push(`(<= (+ ${[...terms, this.eName(p, s)].join(' ')}) 0)`);
        }
      }
  }

  /** The rows of `p` at an application with arguments `args`. */
  at(p: string, args: readonly LinExpr[]): SymRow[] {
    const ws = this.widths(p);
    return Array.from({ length: this.rows }, (_, s) =>
      instantiate(
        ws.map((w, j) => (w > 0 ? this.cName(p, s, j) : undefined)),
        this.eName(p, s),
        args,
      ),
    );
  }

  /** Row `s` of `p` under a solution (`int` reads an unknown's value). */
  read(p: string, s: number, int: (n: string) => bigint): ParamRow {
    return normal({
      coef: this.widths(p).map((w, j) => (w > 0 ? int(this.cName(p, s, j)) : 0n)),
      c: int(this.eName(p, s)),
    });
  }
}
