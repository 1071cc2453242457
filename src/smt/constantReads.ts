// Arrays read only at constant indices, as variables. An unconstrained array (declared, never
// stored into, equated or passed around) that a formula only reads at constant indices is
// equisatisfiable with one fresh variable per distinct index: distinct constants are distinct
// cells, and nothing else constrains them. The BMC's memory view (memoryShadow.ts) leaves such
// arrays behind: the initial memory and each memory an unknown call returns are read at the
// constant addresses of locals, globals and harness buffers. Without arrays the formula is pure
// bit-vector logic, which Z3 bit-blasts after its full preprocessing (solverZ3.ts); with them it
// goes through the slower array solver.

/** The declaration of a nullary array symbol: name, index width, element width. */
const ARRAY_DECL = /\(declare-fun ([^\s()|]+) \(\) \(Array \(_ BitVec (\d+)\) \(_ BitVec (\d+)\)\)\)\n?/g;

/** A read at a constant index: array name and the index literal. */
const CONST_SELECT = /\(select ([^\s()|]+) (#x[0-9a-fA-F]+|#b[01]+)\)/g;

const TOKEN = /[^\s()]+/g;

function literalValue(lit: string): bigint {
  return BigInt(lit.startsWith('#x') ? `0x${lit.slice(2)}` : `0b${lit.slice(2)}`);
}

/**
 * `formula` (declarations and assertions) with every array that is only read at constant indices
 * replaced by one variable per index. Returns the text unchanged when there is no such array.
 */
export function constantReads(formula: string): string {
  const arrays = new Map<string, { elementBits: number }>();
  for (const m of formula.matchAll(ARRAY_DECL)) arrays.set(m[1], { elementBits: Number(m[3]) });
  if (arrays.size === 0) return formula;
  // uses of each array: every occurrence of its name, and those that are constant reads
  const uses = new Map<string, number>();
  for (const m of formula.matchAll(TOKEN)) {
    if (arrays.has(m[0])) uses.set(m[0], (uses.get(m[0]) ?? 0) + 1);
  }
  const reads = new Map<string, number>();
  for (const m of formula.matchAll(CONST_SELECT)) {
    if (arrays.has(m[1])) reads.set(m[1], (reads.get(m[1]) ?? 0) + 1);
  }
  const names = new Set<string>();
  for (const a of arrays.keys()) if ((uses.get(a) ?? 0) === (reads.get(a) ?? 0) + 1) names.add(a);
  if (names.size === 0) return formula;
  const taken = new Set(formula.match(TOKEN) ?? []);
  const cells = new Map<string, string>();
  const declarations: string[] = [];
  const cellOf = (array: string, index: string): string => {
    const key = `${array} ${literalValue(index).toString(16)}`;
    let v = cells.get(key);
    if (v === undefined) {
      v = `${array}.x${literalValue(index).toString(16)}`;
      while (taken.has(v)) v = `${v}_`;
      taken.add(v);
      cells.set(key, v);
      declarations.push(`(declare-fun ${v} () (_ BitVec ${arrays.get(array)?.elementBits}))\n`);
    }
    return v;
  };
  const body = formula
    .replace(ARRAY_DECL, (decl, name: string) => (names.has(name) ? '' : decl))
    .replace(CONST_SELECT, (sel, name: string, index: string) =>
      names.has(name) ? cellOf(name, index) : sel,
    );
  return declarations.join('') + body;
}
