// Invariants that survive an edit. A certificate names its predicates after CFA node ids and its
// arguments by position, and both change with any edit; the portable form locates each predicate by
// function, role and loop position plus a structural hash of the loop body, and names each argument
// by what it is in C (entry value or current, global or local, name). The next run maps the
// portable invariants onto its own Horn system as candidates: conjuncts whose predicate or
// arguments have no counterpart are dropped, and everything that is kept is re-checked there, so a
// stale or forged portable record can cost time but never decide a verdict.

import type { CfaFunction, CfaNode, ProgramCfa } from '../ir/cfa';
import { edgeToC, nodesInOrder } from '../ir/edgeText';
import type { SafetyCertificate } from '../encodings/result';
import type { HornSystem } from '../encodings/horn/horn';
import { candidatesFromModel } from '../engines/chc/candidates';
import { parseSexp, printSexp, renameAtoms, withoutAnnotations, type Sexp } from '../smt/sexp';
import { sha256 } from './fingerprint';

/** One predicate's invariant, located independently of node ids. */
export interface PortablePredicate {
  readonly fn: string;
  /** `loop`: a loop head; `cut`: another cut node (entry, exit, call site); `entry`/`summary`: E_/S_. */
  readonly role: 'loop' | 'cut' | 'entry' | 'summary';
  /** loop: index among the function's loop heads in reverse postorder; cut: among all its nodes. */
  readonly position: number;
  /** loop: hash of the loop body's edges (as C text, in reverse postorder); '' otherwise. */
  readonly shape: string;
  /** Per argument: `<scope>:<name>#<n>` and its width in bits. */
  readonly args: readonly { readonly id: string; readonly width: number }[];
  /** Conjuncts over `a0`, `a1`, ... (this predicate's argument positions). */
  readonly conjuncts: readonly string[];
}

type Locator = Omit<PortablePredicate, 'conjuncts'>;

/** The invariants of a SAFE certificate in portable form; undefined when it has none. */
export function portableInvariants(
  cfa: ProgramCfa,
  system: HornSystem,
  certificate: SafetyCertificate,
): PortablePredicate[] | undefined {
  const text =
    certificate.kind === 'horn-solution'
      ? certificate.model
      : certificate.kind === 'k-induction'
        ? certificate.invariants
        : undefined;
  if (!text) return undefined;
  let conj: Map<string, string[]>;
  try {
    conj = candidatesFromModel(text, system);
  } catch {
    return undefined;
  }
  const out: PortablePredicate[] = [];
  for (const [pred, cs] of conj) {
    const at = locate(cfa, system, pred);
    if (at && cs.length > 0) out.push({ ...at, conjuncts: cs });
  }
  return out.length > 0 ? out : undefined;
}

/**
 * The portable invariants as candidates for `system`: each predicate takes the conjuncts of its
 * counterpart (same function and role; a loop by its shape first, then by its position), with the
 * arguments renamed; a conjunct over an argument without counterpart (same C identity and width),
 * or that does not parse as one term, is left out.
 */
export function candidatesFor(
  cfa: ProgramCfa,
  system: HornSystem,
  stored: readonly PortablePredicate[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [pred] of system.predicates) {
    const here = locate(cfa, system, pred);
    if (!here) continue;
    const same = stored.filter((p) => p.fn === here.fn && p.role === here.role);
    const old =
      (here.role === 'loop' ? same.find((p) => p.shape === here.shape) : undefined) ??
      same.find((p) => p.position === here.position);
    if (!old) continue;
    const rename = new Map<string, string>();
    const index = new Map(old.args.map((a, j) => [a.id, j]));
    here.args.forEach((a, i) => {
      const j = index.get(a.id);
      if (j !== undefined && old.args[j].width === a.width) rename.set(`a${j}`, `a${i}`);
    });
    const kept = old.conjuncts.flatMap((c) => {
      const t = renamed(c, rename);
      return t === undefined ? [] : [t];
    });
    if (kept.length > 0) out.set(pred, kept);
  }
  return out;
}

/** `c` with its arguments renamed; undefined when it mentions an unmapped argument or is no single term. */
function renamed(c: string, rename: ReadonlyMap<string, string>): string | undefined {
  let term: Sexp | undefined;
  try {
    term = withoutAnnotations(parseSexp(c));
  } catch {
    return undefined;
  }
  if (term === undefined) return undefined;
  let ok = true;
  const out = renameAtoms(term, (atom) => {
    if (/^a\d+$/.test(atom)) {
      const to = rename.get(atom);
      if (to === undefined) ok = false;
      return to;
    }
    // Only operators, numerals and let-bound names: never another predicate or a command.
    if (!/^[A-Za-z0-9_!#.=<>+*/-]+$/.test(atom) || /^[PES]_/.test(atom)) ok = false;
    return undefined;
  });
  return ok ? printSexp(out) : undefined;
}

function locate(cfa: ProgramCfa, system: HornSystem, pred: string): Locator | undefined {
  const args = argIds(system, pred);
  const m = /^([ES])_(.+)$/.exec(pred);
  if (m) return { fn: m[2], role: m[1] === 'E' ? 'entry' : 'summary', position: 0, shape: '', args };
  const at = system.nodes.get(pred);
  const fn = at ? cfa.functions.get(at.fn) : undefined;
  if (!at || !fn) return undefined;
  const order = nodesInOrder(fn);
  if (at.node.isLoopHead) {
    const heads = order.filter((n) => n.isLoopHead);
    return {
      fn: fn.name,
      role: 'loop',
      position: heads.indexOf(at.node),
      shape: loopShape(fn, at.node),
      args,
    };
  }
  return { fn: fn.name, role: 'cut', position: order.indexOf(at.node), shape: '', args };
}

/**
 * `<scope>:<name>#<n>`: entry value or not, global, local or result, the C name (with its SMT sort
 * for an array value), and which one of that name.
 */
function argIds(system: HornSystem, pred: string): { id: string; width: number }[] {
  const seen = new Map<string, number>();
  const sorts = system.predicates.find(([p]) => p === pred)?.[1] ?? [];
  return (system.args.get(pred) ?? []).map((a, i) => {
    let key = a.key;
    let scope = '';
    while (/^[01]:/.test(key)) {
      scope += key.startsWith('0:') ? 'old:' : 'out:';
      key = key.slice(2);
    }
    scope += key.startsWith('g:') ? 'global' : key.endsWith(':__ret') ? 'result' : 'local';
    // an array value (width 0) is told by its sort too, so a conjunct never meets another sort
    const base = `${scope}:${a.label}${a.arrayLength !== undefined ? `:${sorts[i] ?? ''}` : ''}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { id: `${base}#${n}`, width: a.width };
  });
}

/** Hash of a loop's body: its edges as C text, nodes numbered in reverse postorder from the head. */
function loopShape(fn: CfaFunction, head: CfaNode): string {
  const loop = fn.loops.find((l) => l.head === head);
  if (!loop) return '';
  const nodes = nodesInOrder(fn).filter((n) => loop.nodes.has(n));
  const index = new Map(nodes.map((n, i) => [n, i]));
  const lines: string[] = [];
  for (const n of nodes) {
    for (const e of n.out) lines.push(`${index.get(n)} -> ${index.get(e.to) ?? 'exit'} ${edgeToC(e)}`);
  }
  return sha256('loop', ...lines);
}
