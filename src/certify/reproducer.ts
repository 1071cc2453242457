// Writes a C file that, compiled by gcc with the original program, replays a counterexample
// natively: __VERIFIER_nondet_* and body-less external functions return their recorded values in
// call order, and reach_error & co. are defined when the program lacks them. Values gcc cannot be
// given (uninitialised variables, the entry's parameters) make the reproducer incomplete. A UB
// finding's reproducer is built with -fsanitize=address,undefined, which stops at the UB.

import type { FunctionSymbol } from '../frontend/ast';
import type { CType, FunctionType } from '../frontend/types';
import { typeToString } from '../frontend/types';
import type { Counterexample, InputValue } from '../encodings/result';
import type { ProgramCfa, Property } from '../ir/cfa';
import { referencedFunctions } from './astWalk';
import { replay } from './replay';
import { cType, entryMain } from './entryHarness';
import { isUbFindingId, type UbFinding } from './ubFinding';

export interface ReproducerResult {
  /** The C source of the reproducer. */
  readonly text: string;
  /** False when the native run cannot be given every value the counterexample depends on. */
  readonly complete: boolean;
  /** Why it is incomplete, and other caveats (also in the file's header comment). */
  readonly notes: readonly string[];
  /** gcc's arguments before the reproducer's own file: the flags and the program's files (the header's "Build and run"). */
  readonly build: readonly string[];
}

/** The reproducer's C source (see `reproducer` for completeness). */
export function writeReproducer(cfa: ProgramCfa, cex: Counterexample, entry = 'main'): string {
  return reproducer(cfa, cex, entry).text;
}

const comment = (s: string): string => s.replace(/\*\//g, '* /');
const hex = (v: bigint): string => `0x${v.toString(16)}ULL`;

function literal(v: InputValue): string {
  if (v.width <= 64) return hex(v.bits);
  return `(((unsigned __int128)${hex(v.bits >> 64n)} << 64) | ${hex(v.bits & ((1n << 64n) - 1n))})`;
}

/** `return <value of type t from raw bits r>;` */
function returnOf(t: CType, r: string): string | undefined {
  if (t.kind === 'int') return `return (${cType(t)})${r};`;
  if (t.kind === 'pointer') return `return (void *)(__UINTPTR_TYPE__)${r};`;
  if (t.kind === 'float' && t.fk !== 'ldouble') {
    const [u, f] = t.fk === 'float' ? ['unsigned int', 'float'] : ['unsigned long long', 'double'];
    return `union { ${u} u; ${f} f; } pg_x; pg_x.u = (${u})${r}; return pg_x.f;`;
  }
  return undefined;
}

/** `ret name(params)` with parameters p0, p1, ...; undefined when a type cannot be written. */
function signature(name: string, ft: FunctionType): { head: string; params: string[] } | undefined {
  const ret = cType(ft.ret);
  const params = ft.params.map((p, i) => {
    const c = cType(p);
    return c === undefined ? undefined : `${c}${c.endsWith('*') ? '' : ' '}p${i}`;
  });
  if (ret === undefined || params.some((p) => p === undefined)) return undefined;
  const list = params as string[];
  let ps = list.join(', ');
  if (ft.variadic) ps = ps === '' ? '...' : `${ps}, ...`;
  else if (ps === '' && ft.hasProto) ps = 'void';
  const names = list.map((_, i) => `p${i}`);
  return { head: `${ret}${ret.endsWith('*') ? '' : ' '}${name}(${ps})`, params: names };
}

/** Declared in a system or bundled header: the C library provides a definition. */
function fromLibrary(sym: FunctionSymbol): boolean {
  const f = sym.loc.file;
  return f.startsWith('/usr/') || /[\\/]include[\\/]/.test(f) || f.startsWith('<');
}

function findProperty(cfa: ProgramCfa, id: string): Property | undefined {
  for (const fn of cfa.functions.values()) for (const p of fn.properties) if (p.id === id) return p;
  return undefined;
}

const PRELUDE = [
  '/* Library functions under private names, so the program may use any name. */',
  'extern int pg_dprintf(int, const char *, ...) __asm__("dprintf");',
  'extern void pg_abort(void) __asm__("abort");',
  'extern void pg_exit(int) __asm__("exit");',
  '',
  'static void pg_exhausted(const char *name) {',
  '  pg_dprintf(2, "proofgate: no recorded value left for %s (the run left the counterexample\'s path)\\n", name);',
  '}',
  '',
];

export function reproducer(cfa: ProgramCfa, cex: Counterexample, entry = 'main'): ReproducerResult {
  const program = cfa.program;
  const notes: string[] = [];
  const run = replay(cfa, entry, cex);
  if (!run.confirmed) notes.push(`replay did not confirm the counterexample: ${run.reason}`);
  const harness = entry === 'main' ? undefined : entryMain(cfa, entry, cex.inputs);
  const built = harness !== undefined && 'lines' in harness;
  if (harness && 'note' in harness) notes.push(harness.note);
  const hidden = run.observedInputs
    .map((i) => cex.inputs[i])
    .filter((v) => v !== undefined && !(built && v.source === 'param'));
  for (const v of hidden) {
    notes.push(
      v.source === 'param'
        ? `the run depends on parameter ${v.name} of ${entry}, which a native run cannot set`
        : `the run reads ${v.name} before it is initialised; a native run gets whatever is in memory`,
    );
  }
  const byName = new Map<string, InputValue[]>();
  for (const v of cex.inputs) {
    if (v.source !== 'nondet' && v.source !== 'external') continue;
    byName.set(v.name, [...(byName.get(v.name) ?? []), v]);
  }
  const body: string[] = [];
  const defined = new Set<string>();
  let counter = 0;
  const define = (sym: FunctionSymbol, values: readonly InputValue[]): void => {
    const sig = signature(sym.name, sym.type);
    const ret = sym.type.ret;
    if (!sig) {
      notes.push(`cannot write ${sym.name} (${typeToString(sym.type)}): records passed by value`);
      return;
    }
    defined.add(sym.name);
    const use = sig.params.map((p) => ` (void)${p};`).join('');
    if (ret.kind === 'void') {
      body.push(`${sig.head} {${use} }`, '');
      return;
    }
    const k = counter++;
    const wide = values.some((v) => v.width > 64);
    const elem = wide ? 'unsigned __int128' : 'unsigned long long';
    const r = `pg_v${k}[pg_n${k}++]`;
    const give = returnOf(ret, r);
    const zero = returnOf(ret, '0');
    if (give === undefined || zero === undefined) {
      notes.push(`cannot return a value of type ${typeToString(ret)} from ${sym.name}`);
      defined.delete(sym.name);
      return;
    }
    const list = values.map(literal).join(', ');
    body.push(
      `/* ${sym.name}: ${values.length} recorded value(s), in call order. */`,
      `static const ${elem} pg_v${k}[${Math.max(values.length, 1)}] = { ${values.length > 0 ? list : '0'} };`,
      `static unsigned long pg_n${k};`,
      `${sig.head} {${use}`,
      `  if (pg_n${k} >= ${values.length}) { pg_exhausted("${sym.name}"); ${zero} }`,
      `  ${give}`,
      '}',
      '',
    );
  };
  const referenced = referencedFunctions(program);
  for (const name of [...byName.keys()]) referenced.add(name);
  for (const name of [...referenced].sort()) {
    const sym = program.functions.get(name);
    if (!sym || sym.def || name.startsWith('__builtin_')) continue;
    const values = byName.get(name) ?? [];
    if (verificationFunction(sym, body, defined)) continue;
    if (sym.builtin !== undefined && sym.builtin !== 'nondet') continue; // abort, malloc, free, __assert_fail: libc
    if (values.length === 0 && sym.builtin === undefined && fromLibrary(sym)) continue;
    if (values.length > 0 && fromLibrary(sym))
      notes.push(`${name} from the C library is replaced by recorded values`);
    define(sym, values);
  }
  for (const name of byName.keys()) {
    if (!defined.has(name)) notes.push(`the recorded values of ${name} cannot be supplied`);
  }
  const complete = run.confirmed && hidden.length === 0 && notes.every((n) => n.includes('replaced by'));
  const own = VERIFICATION_NAMES.filter((n) => defined.has(n));
  const facts = { entry, notes, byName, own, ...(run.finding ? { finding: run.finding } : {}) };
  const text = header(cfa, cex, facts)
    .concat(PRELUDE, body, built ? harness.lines : [])
    .join('\n');
  return { text, complete, notes, build: buildArgs(cfa, cex) };
}

const VERIFICATION_NAMES = ['reach_error', '__VERIFIER_error', '__VERIFIER_assert', 'assert'];

/** Defines reach_error & co. when the program does not; true when `sym` is one of them. */
function verificationFunction(sym: FunctionSymbol, out: string[], defined: Set<string>): boolean {
  const fail = (what: string): string => `{ pg_dprintf(2, "proofgate: ${what}\\n"); pg_abort(); }`;
  const param = cType(sym.type.params[0] ?? { kind: 'int', ik: 'int', bits: 32, signed: true }) ?? 'int';
  let text: string | undefined;
  if (sym.name === 'reach_error' || sym.name === '__VERIFIER_error')
    text = `void ${sym.name}(void) ${fail(`${sym.name} reached`)}`;
  else if (sym.builtin === 'assert') {
    // __CPROVER_assert(cond, "description"): the description is not used
    const more = sym.type.params.slice(1).map((t, i) => `, ${cType(t) ?? 'const void *'} pg_d${i}`);
    const use = more.map((_, i) => ` (void)pg_d${i};`).join('');
    text = `void ${sym.name}(${param} c${more.join('')}) {${use} if (!c) ${fail(`${sym.name} failed`)} }`;
  } else if (sym.builtin === 'assume') {
    text = `void ${sym.name}(${param} c) { if (!c) { pg_dprintf(2, "proofgate: assumption violated (the run left the counterexample's path)\\n"); pg_exit(3); } }`;
  } else if (sym.builtin === 'atomic') text = `void ${sym.name}(void) {}`;
  if (text === undefined) return false;
  out.push(text, '');
  defined.add(sym.name);
  return true;
}

/** gcc's sanitizer for the `--check` properties: undefined behaviour does not stop a native run. */
const SANITIZERS: Partial<Record<Property['kind'], string>> = {
  'signed-overflow': 'signed-integer-overflow',
  'div-by-zero': 'integer-divide-by-zero',
  'array-bounds': 'bounds',
  // AddressSanitizer stops at the invalid access or free; its LeakSanitizer reports the leak at exit
  'valid-deref': 'address',
  'valid-free': 'address',
  'valid-memtrack': 'address',
};

/** The sanitizers for a UB finding (ubFinding.ts): every kind the interpreter reports. */
export const UB_SANITIZERS = 'address,undefined';

interface HeaderFacts {
  /** For a UB finding: the one the replay ran into. */
  readonly finding?: UbFinding;
  readonly entry: string;
  readonly notes: readonly string[];
  readonly byName: ReadonlyMap<string, readonly InputValue[]>;
  /** Failure functions this file defines. */
  readonly own: readonly string[];
}

/** The sanitizers that make the native run stop at the failure (none for an assertion or error call). */
function sanitizerFor(cfa: ProgramCfa, cex: Counterexample): string | undefined {
  if (isUbFindingId(cex.propertyId)) return UB_SANITIZERS;
  const prop = findProperty(cfa, cex.propertyId);
  return prop ? SANITIZERS[prop.kind] : undefined;
}

/** gcc's flags (data model, sanitizers that stop at the failure) and the program's files. */
function buildArgs(cfa: ProgramCfa, cex: Counterexample): string[] {
  const sanitizer = sanitizerFor(cfa, cex);
  return [
    ...(cfa.program.dataModel.name === 'ILP32' ? ['-m32'] : []),
    ...(sanitizer ? [`-fsanitize=${sanitizer}`, '-fno-sanitize-recover=all'] : []),
    '-fno-builtin',
    ...cfa.program.files,
  ];
}

function header(cfa: ProgramCfa, cex: Counterexample, facts: HeaderFacts): string[] {
  const { entry, notes, byName, own } = facts;
  const program = cfa.program;
  const prop = findProperty(cfa, cex.propertyId);
  const ub = isUbFindingId(cex.propertyId) ? facts.finding : undefined;
  const where = prop
    ? ` (${prop.kind}) at ${prop.loc.file}:${prop.loc.line}: ${prop.text}`
    : ub
      ? ` (undefined-behavior) at ${ub.loc.file}:${ub.loc.line}: ${ub.what}`
      : '';
  const files = program.files.join(' ');
  const counts = [...byName].map(([n, vs]) => `${vs.length} x ${n}`).join(', ');
  const sanitizer = sanitizerFor(cfa, cex);
  const lines = [
    `proofgate reproducer for property ${cex.propertyId}${where}`,
    `Program: ${files}${entry !== 'main' ? ` (entry ${entry})` : ''}`,
    `Build and run: gcc ${buildArgs(cfa, cex).join(' ')} repro.c -o repro && ./repro`,
    sanitizer === UB_SANITIZERS
      ? `Expected: a sanitizer stops the run at the undefined behaviour (exit status other than 0).`
      : sanitizer === 'address'
        ? `Expected: AddressSanitizer (LeakSanitizer for a leak) reports the error (exit status other than 0).`
        : sanitizer
          ? `Expected: UBSan stops the run with "runtime error" at the failure (exit status 1).`
          : `Expected: the run aborts at the failure (SIGABRT, exit status 134)${
              own.length > 0
                ? `; ${own.join(', ')} defined here print "proofgate: <name> reached/failed" first`
                : ''
            }.`,
    `Recorded values: ${counts || 'none'}; each function returns its own values in call order.`,
    'gcc may evaluate the operands of one expression in another order than the verifier (left to right);',
    'calls of one function inside a single expression can then receive their values swapped.',
    ...notes.map((n) => `Note: ${n}`),
  ];
  if (notes.some((n) => !n.includes('replaced by')))
    lines.push('INCOMPLETE: the native run may not reproduce the failure.');
  return ['/*', ...lines.map((l) => ` * ${comment(l)}`), ' */', ''];
}
