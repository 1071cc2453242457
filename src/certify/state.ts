// The program state of the concrete interpreter besides memory contents: global objects (with
// their initializers run), string-literal and function objects, call frames with lazily created
// local objects, and which locals are CFA temporaries or declared with an initializer.

import type { FunctionSymbol, Initializer, StringLit, VarSymbol } from '../frontend/ast';
import type { DataModel } from '../frontend/dataModel';
import { alignOf } from '../frontend/dataModel';
import type { CfaFunction, CfaNode, CallEdge, ProgramCfa } from '../ir/cfa';
import { Stop } from './execution';
import { initializedLocals } from './astWalk';
import type { LValue, Runtime, Scope } from './evalExpr';
import { Evaluator } from './evalExpr';
import type { MemObject } from './memory';
import { Memory, Ptr } from './memory';

export interface Frame {
  readonly fn: CfaFunction;
  node: CfaNode;
  readonly vars: Map<string, MemObject>;
  /** The caller's call edge; undefined for the entry function. */
  readonly call: CallEdge | undefined;
  readonly scope: Scope;
}

function literalName(bytes: readonly number[]): string {
  const text = String.fromCharCode(...bytes.slice(0, 16).map((b) => (b >= 0x20 && b < 0x7f ? b : 0x3f)));
  return JSON.stringify(bytes.length > 16 ? `${text}...` : text);
}

export class State implements Runtime {
  readonly mem: Memory;
  readonly ev: Evaluator;
  readonly frames: Frame[] = [];
  private readonly globals = new Map<string, MemObject>();
  private readonly strings = new WeakMap<StringLit, MemObject>();
  private readonly functions = new Map<string, MemObject>();
  private readonly temps = new Map<string, ReadonlySet<string>>();
  private initialized: Map<string, Set<VarSymbol>> | undefined;
  /** Scope of global initializers: globals only. */
  readonly globalScope: Scope = {
    object: (sym) => {
      if (sym.storage === 'global' || sym.storage === 'static-local') return this.global(sym);
      throw new Stop('unsupported', `local ${sym.name} in a global initializer`);
    },
  };

  constructor(
    readonly cfa: ProgramCfa,
    readonly model: DataModel,
  ) {
    this.mem = new Memory(model.pointerBytes);
    this.ev = new Evaluator(this);
  }

  stringObject(lit: StringLit): MemObject {
    let o = this.strings.get(lit);
    if (!o) {
      o = this.mem.allocate('string', literalName(lit.bytes), lit.bytes.length + 1, 1, true);
      o.bytes.set(lit.bytes);
      o.alive = true;
      this.strings.set(lit, o);
    }
    return o;
  }

  functionObject(sym: FunctionSymbol): MemObject {
    let o = this.functions.get(sym.name);
    if (!o) {
      o = this.mem.allocate('function', sym.name, 1, 1, true);
      this.functions.set(sym.name, o);
    }
    return o;
  }

  global(sym: VarSymbol): MemObject {
    const o = this.globals.get(sym.uid);
    if (!o) throw new Stop('unsupported', `${sym.name} is declared but never defined`);
    return o;
  }

  /** Creates every global (zero-filled), then runs their initializers in definition order. */
  initGlobals(): void {
    for (const g of this.cfa.globals) {
      const sym = g.variable;
      this.ev.loc = sym.loc;
      const size = this.ev.sizeOf(sym.type, this.globalScope);
      const name = sym.storage === 'static-local' ? sym.uid : sym.name;
      this.globals.set(sym.uid, this.mem.allocate('global', name, size, alignOf(sym.type, this.model), true));
    }
    for (const g of this.cfa.globals) {
      if (!g.init) continue;
      this.ev.loc = g.variable.loc;
      const lv = { ptr: new Ptr(this.global(g.variable), 0n), type: g.variable.type };
      this.initialize(lv, g.init, this.globalScope);
    }
  }

  private initialize(lv: LValue, init: Initializer, s: Scope): void {
    if (init.kind === 'scalar') {
      const v = this.ev.eval(init.expr, s);
      if (v === undefined) throw new Stop('unsupported', 'a void initializer');
      this.ev.store(lv, v, s);
      return;
    }
    const t = lv.type;
    for (const [k, sub] of init.elements) {
      if (t.kind === 'array') {
        this.initialize(
          { ptr: this.ev.move(lv.ptr, BigInt(k * this.ev.sizeOf(t.of, s))), type: t.of },
          sub,
          s,
        );
      } else if (t.kind === 'record' && t.def.fields[k]) {
        const f = t.def.fields[k];
        const ptr = this.ev.move(lv.ptr, BigInt(f.offset));
        const signed = f.type.kind === 'int' && f.type.signed;
        const field =
          f.bitWidth === undefined ? undefined : { bitOffset: f.bitOffset ?? 0, width: f.bitWidth, signed };
        this.initialize({ ptr, type: f.type, field }, sub, s);
      } else throw new Stop('unsupported', 'an initializer element the interpreter cannot place');
    }
  }

  /** A new frame for `fn`; its locals are created (uninitialised) on first use. */
  pushFrame(fn: CfaFunction, call: CallEdge | undefined): Frame {
    const vars = new Map<string, MemObject>();
    const scope: Scope = {
      object: (sym) => {
        if (sym.storage === 'global' || sym.storage === 'static-local') return this.global(sym);
        let o = vars.get(sym.uid);
        if (!o) {
          o = this.newLocal(sym, this.ev.sizeOf(sym.type, scope));
          vars.set(sym.uid, o);
        }
        return o;
      },
    };
    const frame: Frame = { fn, node: fn.entry, vars, call, scope };
    this.frames.push(frame);
    return frame;
  }

  newLocal(sym: VarSymbol, size: number): MemObject {
    return this.mem.allocate('local', sym.name, size, alignOf(sym.type, this.model), false);
  }

  /** Leaves the top frame: its locals' lifetimes end. */
  popFrame(): Frame {
    const f = this.frames.pop() as Frame;
    for (const o of f.vars.values()) this.mem.kill(o);
    return f;
  }

  /** Does the declaration of local `sym` of `fn` have an initializer? */
  hasInitializer(fn: CfaFunction, sym: VarSymbol): boolean {
    this.initialized ??= initializedLocals(this.cfa.program);
    return this.initialized.get(fn.name)?.has(sym) ?? false;
  }

  /** Is `sym` a temporary the CFA builder introduced in `fn` (not a variable of the program)? */
  isTemp(fn: CfaFunction, sym: VarSymbol): boolean {
    if (sym.storage !== 'local') return false;
    let declared = this.temps.get(fn.name);
    if (!declared) {
      const def = this.cfa.program.definitions.find((d) => d.symbol.name === fn.name);
      declared = new Set([...(def?.locals ?? []), ...(def?.params ?? [])].map((v) => v.uid));
      this.temps.set(fn.name, declared);
    }
    return !declared.has(sym.uid);
  }
}
