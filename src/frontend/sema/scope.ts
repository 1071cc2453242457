// Lexical scopes of C: ordinary identifiers (variables, functions, typedef names, enum
// constants) and tags (struct/union/enum) in separate name spaces, nested block by block.

import type { FunctionSymbol, VarSymbol } from '../ast';
import type { CType, IntType, RecordDef } from '../types';

export type OrdinaryEntry =
  | { readonly kind: 'var'; readonly symbol: VarSymbol }
  | { readonly kind: 'function'; readonly symbol: FunctionSymbol }
  | { readonly kind: 'typedef'; readonly type: CType }
  | { readonly kind: 'enumConst'; readonly value: bigint; readonly type: IntType };

export type TagEntry =
  | { readonly kind: 'record'; readonly def: RecordDef }
  | { readonly kind: 'enum'; readonly type: IntType; complete: boolean };

export class Scope {
  private readonly ordinary = new Map<string, OrdinaryEntry>();
  private readonly tags = new Map<string, TagEntry>();

  constructor(readonly parent: Scope | undefined) {}

  lookup(name: string): OrdinaryEntry | undefined {
    return this.ordinary.get(name) ?? this.parent?.lookup(name);
  }

  lookupLocal(name: string): OrdinaryEntry | undefined {
    return this.ordinary.get(name);
  }

  define(name: string, entry: OrdinaryEntry): void {
    this.ordinary.set(name, entry);
  }

  isTypedef(name: string): boolean {
    return this.lookup(name)?.kind === 'typedef';
  }

  lookupTag(name: string): TagEntry | undefined {
    return this.tags.get(name) ?? this.parent?.lookupTag(name);
  }

  lookupTagLocal(name: string): TagEntry | undefined {
    return this.tags.get(name);
  }

  defineTag(name: string, entry: TagEntry): void {
    this.tags.set(name, entry);
  }

  get isFileScope(): boolean {
    return this.parent === undefined;
  }
}
