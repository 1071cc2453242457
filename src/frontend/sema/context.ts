// Shared state of semantic analysis for one translation unit: the unit's text and line map,
// the data model, diagnostics, the scope chain, and the program-wide tables that translation
// units share (functions, globals, record ids). One SemaContext per unit; one ProgramTables per run.

import type { Diagnostic, SourceLoc } from '../diagnostics';
import type { FunctionSymbol, VarSymbol } from '../ast';
import type { DataModel } from '../dataModel';
import { IntTypes } from '../dataModel';
import { Conversions } from '../conversions';
import type { CstNode } from '../syntax';
import type { ParsedUnit } from '../unit';
import { Scope } from './scope';

/** Tables shared by all translation units of a program. */
export class ProgramTables {
  readonly functions = new Map<string, FunctionSymbol>();
  /** External-linkage globals by name. */
  readonly globals = new Map<string, VarSymbol>();
  /** Defined globals and static locals in definition order. */
  readonly globalDefs: VarSymbol[] = [];
  readonly usedGlobalUids = new Set<string>();
  readonly diagnostics: Diagnostic[] = [];
  /** Every typed call, for the after-linking check of calls to functions without a body. */
  readonly callSites: { readonly call: import('../ast').Call; readonly function: string | undefined }[] = [];
  readonly ints: IntTypes;
  readonly conv: Conversions;
  /**
   * Types whose layout or width depends on a GNU attribute we dropped (key: RecordDef, or the
   * typedef's own CType object) → the attribute's name. Uses of them are reported unsupported.
   */
  readonly layoutTaint = new WeakMap<object, string>();
  private recordIds = 0;
  private anonCount = 0;

  constructor(readonly model: DataModel) {
    this.ints = new IntTypes(model);
    this.conv = new Conversions(this.ints);
  }

  nextRecordId(): number {
    return ++this.recordIds;
  }

  anonymousTag(): string {
    return `<anonymous#${++this.anonCount}>`;
  }

  /** A global uid not used yet: the name itself, or `name@file` (numbered if needed). */
  globalUid(name: string, file: string): string {
    let uid = name;
    if (this.usedGlobalUids.has(uid)) uid = `${name}@${file}`;
    let n = 1;
    while (this.usedGlobalUids.has(uid)) uid = `${name}@${file}.${n++}`;
    this.usedGlobalUids.add(uid);
    return uid;
  }
}

/** Per-function state while analysing a body. */
export interface FunctionState {
  readonly symbol: FunctionSymbol;
  readonly locals: VarSymbol[];
  readonly usedNames: Map<string, number>;
  readonly labels: Map<string, SourceLoc>;
  readonly gotos: { label: string; loc: SourceLoc }[];
  loopDepth: number;
  switchDepth: number;
  /** Promoted types of the enclosing switch statements' controlling expressions. */
  readonly switchTypes: import('../types').CType[];
  /** Declarations of VLA length variables, emitted before the declaration that needs them. */
  readonly pendingVla: import('../ast').DeclStmt[];
}

export class SemaContext {
  scope: Scope;
  fn: FunctionState | undefined;
  /** File-scope statics of this unit (name → symbol) live in the unit's file scope. */
  constructor(
    readonly unit: ParsedUnit,
    readonly tables: ProgramTables,
  ) {
    this.scope = new Scope(undefined);
  }

  get model(): DataModel {
    return this.tables.model;
  }
  get ints(): IntTypes {
    return this.tables.ints;
  }
  get conv(): Conversions {
    return this.tables.conv;
  }

  text(n: CstNode): string {
    return this.unit.text.slice(n.startIndex, n.endIndex);
  }

  /** Source text on one line with whitespace collapsed, cut at 160 characters. */
  shortText(n: CstNode): string {
    const t = this.text(n).replace(/\s+/g, ' ').trim();
    return t.length > 160 ? `${t.slice(0, 157)}...` : t;
  }

  /** Every dropped layout attribute written inside `n`'s source range and not inside `outside`, by name. */
  layoutAttributesIn(n: CstNode, outside?: CstNode): string[] {
    const within = (a: { startIndex: number; endIndex: number }, m: CstNode): boolean =>
      a.startIndex >= m.startIndex && a.endIndex <= m.endIndex;
    return (this.unit.layoutAttributes ?? [])
      .filter((a) => within(a, n) && !(outside && within(a, outside)))
      .map((a) => a.name);
  }

  /** A layout-changing attribute written inside `n`'s source range (not inside `outside`), if any. */
  layoutAttributeIn(n: CstNode, outside?: CstNode): string | undefined {
    return this.layoutAttributesIn(n, outside)[0];
  }

  /** The dropped attribute a type's layout depends on (through arrays and typedef copies). */
  layoutTaintOf(t: import('../types').CType): string | undefined {
    let e = t;
    while (e.kind === 'array') e = e.of;
    return this.tables.layoutTaint.get(e.kind === 'record' ? e.def : e);
  }

  loc(n: CstNode): SourceLoc {
    return this.unit.lineMap.map(n.startRow, n.startCol);
  }

  error(n: CstNode, message: string): void {
    this.tables.diagnostics.push({
      severity: 'error',
      loc: this.loc(n),
      message,
      function: this.fn?.symbol.name,
    });
  }

  warning(n: CstNode, message: string): void {
    this.tables.diagnostics.push({
      severity: 'warning',
      loc: this.loc(n),
      message,
      function: this.fn?.symbol.name,
    });
  }

  unsupported(n: CstNode, feature: string, detail?: string): void {
    this.tables.diagnostics.push({
      severity: 'unsupported',
      loc: this.loc(n),
      message: detail ? `${feature}: ${detail}` : feature,
      feature,
      function: this.fn?.symbol.name,
    });
  }

  pushScope(): void {
    this.scope = new Scope(this.scope);
  }

  popScope(): void {
    if (this.scope.parent) this.scope = this.scope.parent;
  }

  /** A local uid unique in the current function (`x`, `x.1`, ...). */
  localUid(name: string): string {
    const fn = this.fn;
    if (!fn) return name;
    const n = fn.usedNames.get(name);
    if (n === undefined) {
      fn.usedNames.set(name, 0);
      return name;
    }
    let k = n + 1;
    while (fn.usedNames.has(`${name}.${k}`)) k++;
    fn.usedNames.set(name, k);
    fn.usedNames.set(`${name}.${k}`, 0);
    return `${name}.${k}`;
  }
}

/** Thrown inside sema to abandon one construct after a diagnostic has been recorded. */
export class SemaAbort extends Error {
  constructor(readonly feature?: string) {
    super(feature ?? 'sema abort');
  }
}
