// The only module that touches z3-solver: starts Z3 (WASM) once per thread from the runtime assets
// and runs one incremental solver per session on SMT-LIB 2 text. Runs inside a solver worker
// (solverWorker.ts); the main thread talks to it through workerSession.ts.

import {
  init,
  Z3_error_code,
  Z3_lbool,
  Z3_sort_kind,
  type Z3_ast,
  type Z3_ast_vector,
  type Z3_context,
  type Z3_parser_context,
  type Z3_solver,
  type Z3Core,
} from 'z3-solver';
import { assetPath } from '../frontend/assets';
import { parseSexp, type Sexp } from './sexp';
import type { CheckResult, HornResult, OnceResult } from './session';
import { topLevelForms } from './smtlib';
import { bitVectorArrays, pureBitVector } from './scriptKind';
import { budgetReason, printedCount, rlimitCount, type WorkMeter } from './solverWork';

/** Top-level commands `add` accepts: declarations, definitions, assertions and harmless info. */
const ADD_COMMANDS = new Set([
  'assert',
  'declare-const',
  'declare-fun',
  'declare-sort',
  'declare-datatype',
  'declare-datatypes',
  'define-const',
  'define-fun',
  'define-fun-rec',
  'define-funs-rec',
  'define-sort',
  'set-info',
]);

/** Z3's "no limit" for the `timeout` parameter (UINT_MAX). */
const NO_TIMEOUT = 4294967295;
/** The interrupt timer fires this long after Z3's own `timeout` should have stopped the search. */
const INTERRUPT_SLACK_MS = 100;

let runtime: Promise<Z3Core> | undefined;

/**
 * The parts of the Emscripten module behind z3-solver used to run SMT-LIB text off the main
 * thread with the text on the heap (see evalSmtlib2).
 */
interface Emscripten {
  _malloc(bytes: number): number;
  _free(ptr: number): void;
  HEAPU8: Uint8Array;
  _async_Z3_eval_smtlib2_string(ctx: number, text: number): void;
  async_call(f: (ctx: number, text: number) => void, ctx: number, text: number): Promise<string>;
}
let emscripten: Emscripten | undefined;

/**
 * Starts Z3 in this thread (once; later calls share it). Includes one tiny check with a timeout,
 * so the threads Z3 runs checks and timers on exist before the first real query (~0.1 s).
 */
export function loadZ3(): Promise<Z3Core> {
  runtime ??= (async () => {
    const api = await init({
      locateFile: (file: string) => assetPath(file),
      // Z3's own thread workers must run z3-built.js, not the bundle that loaded Z3.
      mainScriptUrlOrBlob: assetPath('z3-built.js'),
      // what Z3 prints (a failed internal assertion in Spacer, say: the check then fails and its
      // caller answers unknown) would litter the user's terminal; its threads print through these
      print: () => undefined,
      printErr: () => undefined,
    });
    emscripten = api.em as Emscripten;
    const warm = new Z3Solver(api.Z3);
    try {
      warm.add('(declare-const w Bool) (assert w)');
      if ((await warm.check([], 10_000)) !== 'sat') throw new Error('Z3 failed its warm-up check');
    } finally {
      warm.close();
    }
    return api.Z3;
  })();
  return runtime;
}

/** Names of the top-level commands in SMT-LIB text (skips comments, strings and |quoted| symbols). */
export function topLevelCommands(text: string): string[] {
  return topLevelForms(text).map((form) => /^\(\s*([^\s()|";]*)/.exec(form)?.[1] ?? '');
}

/** One incremental solver with its own Z3 context; every method throws an Error on bad input. */
export class Z3Solver {
  private readonly ctx: Z3_context;
  private readonly solver: Z3_solver;
  /** Keeps the declarations of earlier `add`s in scope, and scopes them with push/pop. */
  private readonly parser: Z3_parser_context;
  /** The last check's answer, and whether the assertions changed since (Z3 then drops the model). */
  private last: CheckResult | undefined;
  private changedSinceCheck = false;
  private lastReason = 'no check yet';
  private closed = false;

  constructor(private readonly z3: Z3Core) {
    const cfg = z3.mk_config();
    this.ctx = z3.mk_context_rc(cfg);
    z3.del_config(cfg);
    this.solver = z3.mk_solver(this.ctx);
    z3.solver_inc_ref(this.ctx, this.solver);
    this.parser = z3.mk_parser_context(this.ctx);
    z3.parser_context_inc_ref(this.ctx, this.parser);
  }

  /**
   * Adds declarations, definitions and assertions; declarations stay visible to later calls. On an
   * error nothing of the text is asserted (declarations before the error may remain).
   */
  add(text: string): void {
    for (const command of topLevelCommands(text)) {
      if (!ADD_COMMANDS.has(command)) {
        throw new Error(`add() takes declarations and assertions only, not (${command} ...)`);
      }
    }
    this.withParsed(text, (asts) => {
      if (asts.length > 0) this.changedSinceCheck = true;
      for (const ast of asts) this.z3.solver_assert(this.ctx, this.solver, ast);
      this.throwIfError('assert');
    });
  }

  push(): void {
    this.changedSinceCheck = true;
    this.parse('(push 1)');
    this.z3.solver_push(this.ctx, this.solver);
    this.throwIfError('push');
  }

  pop(): void {
    if (this.z3.solver_get_num_scopes(this.ctx, this.solver) === 0) throw new Error('pop() without push()');
    this.changedSinceCheck = true;
    this.z3.solver_pop(this.ctx, this.solver, 1);
    this.throwIfError('pop');
    this.parse('(pop 1)');
  }

  /**
   * Checks under the given literals (`name` or `(not name)`), within `timeoutMs` if given, and
   * within the meter's resource limit (its work is set after the check).
   */
  async check(
    assumptions: readonly string[],
    timeoutMs: number | undefined,
    meter?: WorkMeter,
  ): Promise<CheckResult> {
    const { z3, ctx } = this;
    const text = assumptions.map((lit) => `(assert ${lit})`).join('\n');
    const limit =
      timeoutMs === undefined ? NO_TIMEOUT : Math.max(1, Math.min(Math.ceil(timeoutMs), NO_TIMEOUT));
    this.setLimits(limit, meter?.rlimit ?? 0);
    const counted = meter ? rlimitCount(z3, ctx, this.solver) : 0;
    this.last = undefined;
    this.changedSinceCheck = false;
    const { asts, release } = this.parsed(text);
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => z3.interrupt(ctx), limit + INTERRUPT_SLACK_MS);
    let answer: Z3_lbool;
    try {
      answer = await z3.solver_check_assumptions(ctx, this.solver, asts);
    } finally {
      clearTimeout(timer);
      release();
    }
    if (meter) meter.work = rlimitCount(z3, ctx, this.solver) - counted;
    if (z3.get_error_code(ctx) === Z3_error_code.Z3_MEMOUT_FAIL) {
      this.last = 'unknown';
      this.lastReason = 'solver out of memory';
      return this.last;
    }
    this.throwIfError('check');
    this.last = answer === Z3_lbool.Z3_L_TRUE ? 'sat' : answer === Z3_lbool.Z3_L_FALSE ? 'unsat' : 'unknown';
    const reason = this.last === 'unknown' ? z3.solver_get_reason_unknown(ctx, this.solver) : '';
    this.lastReason = budgetReason(reason, meter);
    return this.last;
  }

  /** Values of terms in the model of the last `sat` check (model completion on). */
  values(terms: readonly string[]): Map<string, bigint | boolean> {
    const { z3, ctx } = this;
    if (this.last !== 'sat' || this.changedSinceCheck) {
      const last = this.changedSinceCheck ? 'followed by changes to the assertions' : (this.last ?? 'none');
      throw new Error(`values() needs a model, but the last check was ${last}`);
    }
    const model = z3.solver_get_model(ctx, this.solver);
    this.throwIfError('model');
    z3.model_inc_ref(ctx, model);
    try {
      // (= t t) makes any term an assertion; its first argument is the term itself.
      const text = terms.map((t) => `(assert (= ${t} ${t}))`).join('\n');
      return this.withParsed(text, (eqs) => {
        const result = new Map<string, bigint | boolean>();
        eqs.forEach((eq, i) => {
          const app = z3.to_app(ctx, eq);
          if (z3.get_app_num_args(ctx, app) !== 2) throw new Error(`cannot read term ${terms[i]}`);
          const value = z3.model_eval(ctx, model, z3.get_app_arg(ctx, app, 0), true);
          if (value === null) throw new Error(`cannot evaluate ${terms[i]}: ${this.errorMessage()}`);
          z3.inc_ref(ctx, value);
          try {
            result.set(terms[i], this.literal(value, terms[i]));
          } finally {
            z3.dec_ref(ctx, value);
          }
        });
        return result;
      });
    } finally {
      z3.model_dec_ref(ctx, model);
    }
  }

  /** After `unsat` under assumptions: the assumption literals in the unsat core, as Z3 prints them. */
  unsatCore(): string[] {
    const { z3, ctx } = this;
    if (this.last !== 'unsat' || this.changedSinceCheck) throw new Error('unsatCore() needs an unsat check');
    const vec = z3.solver_get_unsat_core(ctx, this.solver);
    this.throwIfError('unsat core');
    z3.ast_vector_inc_ref(ctx, vec);
    try {
      const out: string[] = [];
      const n = z3.ast_vector_size(ctx, vec);
      for (let i = 0; i < n; i++) out.push(z3.ast_to_string(ctx, z3.ast_vector_get(ctx, vec, i)));
      return out;
    } finally {
      z3.ast_vector_dec_ref(ctx, vec);
    }
  }

  /** Why the last check answered `unknown` (`timeout`, `canceled`, ...). */
  reasonUnknown(): string {
    return this.lastReason;
  }

  /** Frees the context; the object is unusable afterwards. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.z3.parser_context_dec_ref(this.ctx, this.parser);
    this.z3.solver_dec_ref(this.ctx, this.solver);
    this.z3.del_context(this.ctx);
  }

  private literal(value: Z3_ast, term: string): bigint | boolean {
    const { z3, ctx } = this;
    const kind = z3.get_sort_kind(ctx, z3.get_sort(ctx, value));
    if (kind === Z3_sort_kind.Z3_BOOL_SORT) {
      const b = z3.get_bool_value(ctx, value);
      if (b !== Z3_lbool.Z3_L_UNDEF) return b === Z3_lbool.Z3_L_TRUE;
    } else if (kind === Z3_sort_kind.Z3_BV_SORT || kind === Z3_sort_kind.Z3_INT_SORT) {
      const digits = z3.get_numeral_string(ctx, value);
      if (z3.get_error_code(ctx) === Z3_error_code.Z3_OK && /^-?\d+$/.test(digits)) return BigInt(digits);
    } else {
      throw new Error(`values(): ${term} is neither a bit-vector, an integer nor a Boolean`);
    }
    throw new Error(`values(): ${term} has no literal value in the model`);
  }

  /** The next check's time limit (ms) and resource limit (0: none). */
  private setLimits(ms: number, rlimit: number): void {
    const { z3, ctx } = this;
    const params = z3.mk_params(ctx);
    z3.params_inc_ref(ctx, params);
    try {
      z3.params_set_uint(ctx, params, z3.mk_string_symbol(ctx, 'timeout'), ms);
      z3.params_set_uint(ctx, params, z3.mk_string_symbol(ctx, 'rlimit'), rlimit);
      z3.solver_set_params(ctx, this.solver, params);
    } finally {
      z3.params_dec_ref(ctx, params);
    }
    this.throwIfError('set timeout');
  }

  /** Parses text in the session's parser context and hands the asserted terms to `use`. */
  private withParsed<T>(text: string, use: (asts: Z3_ast[]) => T): T {
    const parsed = this.parsed(text);
    try {
      return use(parsed.asts);
    } finally {
      parsed.release();
    }
  }

  /** The asserted terms of parsed text, alive until `release()`. */
  private parsed(text: string): { asts: Z3_ast[]; release: () => void } {
    const { z3, ctx } = this;
    const vec = this.parse(text);
    z3.ast_vector_inc_ref(ctx, vec);
    const asts: Z3_ast[] = [];
    const n = z3.ast_vector_size(ctx, vec);
    for (let i = 0; i < n; i++) asts.push(z3.ast_vector_get(ctx, vec, i));
    return { asts, release: () => z3.ast_vector_dec_ref(ctx, vec) };
  }

  private parse(text: string): Z3_ast_vector {
    const vec = this.z3.parser_context_from_string(this.ctx, this.parser, text);
    this.throwIfError('parse');
    return vec;
  }

  private errorMessage(): string {
    const code = this.z3.get_error_code(this.ctx);
    return code === Z3_error_code.Z3_OK ? 'no error' : this.z3.get_error_msg(this.ctx, code).trim();
  }

  private throwIfError(what: string): void {
    if (this.closed) throw new Error('solver is closed');
    const code = this.z3.get_error_code(this.ctx);
    if (code !== Z3_error_code.Z3_OK) throw new Error(`${what}: ${this.errorMessage()}`);
  }
}

/**
 * Solves a constrained-Horn-clause script (predicate declarations and clauses, no commands but
 * leading `set-option`s) with Z3's Horn solver (Spacer) in a fresh context, within `timeoutMs`. On
 * `sat` the model is the solution: one `(define-fun P (...) Bool body)` per predicate.
 *
 * The options go before `(set-logic HORN)`: Z3 makes the Horn solver there, with the `fp.` options
 * set by then; one set after it only reached the global parameters, so it configured the next
 * context this worker made, not this one (a parser's clauses that Spacer fails on with its defaults
 * failed with `fp.xform.inline_eager false` set after the logic, and were solved with it set before).
 */
export async function solveHorn(
  z3: Z3Core,
  text: string,
  timeoutMs: number,
  meter?: WorkMeter,
): Promise<HornResult> {
  return inFreshContext(z3, 'solveHorn', text, ['set-option'], { timeoutMs, meter }, async (run) => {
    const options = LEADING_OPTIONS.exec(text)?.[0] ?? '';
    const clauses = text.slice(options.length);
    const out = await run(
      `${options}\n(set-logic HORN)\n${clauses}\n(check-sat)\n(get-info :reason-unknown)\n(get-model)\n`,
    );
    const first = out.trimStart().split('\n', 1)[0]?.trim();
    if (first === 'sat') {
      const start = out.indexOf('(', out.indexOf('sat') + 3);
      const rest = out.slice(start);
      // (get-info :reason-unknown) answers first, then the model.
      const model = rest.slice(rest.indexOf('(', rest.indexOf(')') + 1));
      return { result: 'sat', model };
    }
    if (first === 'unsat') return { result: 'unsat' };
    const reason = /:reason-unknown\s+"?([^")]*)"?/.exec(out)?.[1] ?? (first || 'unknown');
    return { result: 'unknown', reason: budgetReason(reason, meter) };
  });
}

/** The `(set-option ...)` commands a script starts with. */
const LEADING_OPTIONS = /^(?:\s*\(set-option\s[^()]*\))*/;

/**
 * Runs SMT-LIB text in a fresh context within `timeoutMs` (Z3's own timeout, backed by an
 * interrupt). The text may hold declarations, definitions and assertions, and the `extra`
 * commands; Z3 running out of memory answers `unknown`.
 */
async function inFreshContext<T extends { result: string }>(
  z3: Z3Core,
  what: string,
  text: string,
  extra: readonly string[],
  limits: { readonly timeoutMs: number; readonly meter: WorkMeter | undefined },
  body: (run: (script: string) => Promise<string>) => Promise<T>,
): Promise<T | { result: 'unknown'; reason: string }> {
  const allowed = new Set(['declare-fun', 'declare-const', 'define-fun', 'assert', ...extra]);
  for (const c of new Set(topLevelCommands(text))) {
    if (!allowed.has(c)) throw new Error(`${what}(): unexpected (${c} ...)`);
  }
  // a module option a script sets (`fp.`, ...) also lands in Z3's global parameters, which every
  // context made later starts from: reset, so what a request gets does not depend on what the
  // worker solved before it
  z3.global_param_reset_all();
  const cfg = z3.mk_config();
  const ctx = z3.mk_context_rc(cfg);
  z3.del_config(cfg);
  const { meter } = limits;
  const limit = Math.max(1, Math.min(Math.ceil(limits.timeoutMs), NO_TIMEOUT));
  const timer = setTimeout(() => z3.interrupt(ctx), limit + INTERRUPT_SLACK_MS);
  const options = `(set-option :timeout ${limit})\n(set-option :rlimit ${meter?.rlimit ?? 0})\n`;
  try {
    return await body((script) => evalSmtlib2(ctx, `${options}${script}`));
  } catch (e) {
    if (z3.get_error_code(ctx) === Z3_error_code.Z3_MEMOUT_FAIL)
      return { result: 'unknown', reason: 'solver out of memory' };
    throw e;
  } finally {
    clearTimeout(timer);
    if (meter) meter.work = await evalSmtlib2(ctx, '(get-info :rlimit)').then(printedCount, () => 0);
    z3.del_context(ctx);
  }
}

/**
 * Z3_eval_smtlib2_string on a Z3 thread. z3-solver's own wrapper passes the text on the main
 * thread's stack, which is reused while the Z3 thread still reads it (under load the script arrived
 * cut or overwritten: "unknown constant tr"); here the text lives on the heap until Z3 is done.
 */
async function evalSmtlib2(ctx: Z3_context, text: string): Promise<string> {
  const em = emscripten;
  if (!em) throw new Error('Z3 is not loaded');
  const bytes = new TextEncoder().encode(text);
  const ptr = em._malloc(bytes.length + 1);
  try {
    em.HEAPU8.set(bytes, ptr);
    em.HEAPU8[ptr + bytes.length] = 0;
    return await em.async_call(em._async_Z3_eval_smtlib2_string, ctx as unknown as number, ptr);
  } finally {
    em._free(ptr);
  }
}

/**
 * Pure bit-vector scripts (Bool and bit-vector constants, no arrays, functions, integers or
 * binders) are checked by Z3's preprocessing (simplification, constant propagation, solving
 * equations) and bit-blasting to its SAT solver; Z3's default strategy for them also tries its
 * SMT core and and-inverter graphs, which on BMC formulas of real code took 2 to 4 times longer
 * (a parser's unrolling: 20 s against 6 s). Anything else gets the default `(check-sat)`.
 */
const BV_TACTIC = '(check-sat-using (then simplify propagate-values solve-eqs bit-blast sat))';

/**
 * Scripts over bit-vectors with arrays (BMC's formulas over memory, candidate checks over arrays):
 * the same preprocessing first, which resolves reads of stores at constant addresses, then
 * bit-blasting when no array is left (`is-qfbv`), else the SMT core. Z3's default sends them to the
 * SMT core unpreprocessed: on a JSON parser's unrolling with memory (3.6 MB, 4,334 arrays) it took
 * 28 s where this takes 5 s (solve-eqs most of it; without it bit-blasting runs out of memory).
 */
const ARRAY_TACTIC =
  '(check-sat-using (then simplify propagate-values solve-eqs (cond is-qfbv (then bit-blast sat) smt)))';

/**
 * Whether Z3's answer is the error a `check-sat-using` tactic prints when the time limit or the
 * interrupt stopped it (seen under load: the interrupt came while the tactic ran).
 */
export function tacticStopped(out: string): boolean {
  return /^\(error "tactic failed: (?:canceled|timeout|max\. resource limit exceeded)/.test(out.trimStart());
}

function checkCommand(text: string): string {
  if (pureBitVector(text)) return BV_TACTIC;
  return bitVectorArrays(text) ? ARRAY_TACTIC : '(check-sat)';
}

/**
 * Checks a script (declarations, definitions, assertions; no commands) in a fresh context within
 * `timeoutMs`; on `sat` also the values of `terms`, in order.
 */
export async function checkOnce(
  z3: Z3Core,
  text: string,
  terms: readonly string[],
  timeoutMs: number,
  meter?: WorkMeter,
): Promise<OnceResult> {
  return inFreshContext(z3, 'checkOnce', text, [], { timeoutMs, meter }, async (run): Promise<OnceResult> => {
    const values = terms.length > 0 ? `(get-value (${terms.join(' ')}))\n` : '';
    const command = checkCommand(text);
    let out = await run(`${text}\n${command}\n${values}`);
    // A tactic that the time limit or the interrupt stopped says so as an error: an unknown, not a
    // fault. Any other error is a malformed script (a sort clash, an undeclared name) that Z3 reports
    // and goes on from: an encoding bug, not an answer
    if (tacticStopped(out)) return { result: 'unknown' };
    if (out.trimStart().startsWith('(error'))
      throw new Error(`checkOnce(): Z3 rejected the script: ${out.trim().split('\n', 1)[0]}`);
    let first = out.trimStart().split('\n', 1)[0]?.trim();
    if (first === 'unknown' && command !== '(check-sat)') {
      // a tactic stopped by its time or resource limit is done (asked again, the default check
      // would start over with limits of its own: a request stopped by the wall clock then ran on
      // until the watchdog ended its worker, its work uncounted); one that gave up otherwise gets
      // Z3's default (the interrupt timer set at the start bounds both checks)
      if (limitReached(await run('(get-info :reason-unknown)'))) return { result: 'unknown' };
      out = await run(`(check-sat)\n${values}`);
      first = out.trimStart().split('\n', 1)[0]?.trim();
    }
    if (first === 'unsat') return { result: 'unsat' };
    if (first !== 'sat') return { result: 'unknown' };
    if (terms.length === 0) return { result: 'sat' };
    let pairs: Sexp;
    try {
      pairs = parseSexp(out.slice(out.indexOf('sat') + 3));
    } catch {
      return { result: 'unknown' }; // interrupted while printing the values (time limit)
    }
    if (!Array.isArray(pairs) || pairs.length !== terms.length) return { result: 'unknown' };
    return { result: 'sat', values: pairs.map((p) => valueOf(Array.isArray(p) ? p[1] : p)) };
  });
}

/** Whether a printed `:reason-unknown` is a time or resource limit (or an interrupt). */
export function limitReached(out: string): boolean {
  return /timeout|canceled|cancelled|resource limit|rlimit|interrupt/i.test(out);
}

/** Heads of a Boolean value the model did not evaluate to a literal (a quantified formula). */
const FORMULA_HEADS = new Set(['forall', 'exists', 'let', 'and', 'or', 'not', '=>', '=', 'ite']);

function valueOf(v: Sexp): bigint | boolean | undefined {
  if (Array.isArray(v) && typeof v[0] === 'string' && FORMULA_HEADS.has(v[0])) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (typeof v === 'string' && v.startsWith('#x')) return BigInt(`0x${v.slice(2)}`);
  if (typeof v === 'string' && v.startsWith('#b')) return BigInt(`0b${v.slice(2)}`);
  if (Array.isArray(v) && v[0] === '_' && typeof v[1] === 'string') return BigInt(v[1].slice(2));
  throw new Error(`checkOnce(): unexpected value ${JSON.stringify(v).slice(0, 40)}`);
}
