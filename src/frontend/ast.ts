// The typed AST that semantic analysis produces and the IR reads: every expression carries its C
// type, integer promotions and usual arithmetic conversions are explicit `Cast` nodes (implicit),
// names are resolved to symbols, and verification built-ins are recognised. Nodes are
// discriminated unions on `kind`.

import type { SourceLoc, Diagnostic } from './diagnostics';
import type { DataModel } from './dataModel';
import type { CType, FunctionType, IntType, RecordDef } from './types';

// ---------------------------------------------------------------- symbols

export type Storage = 'global' | 'static-local' | 'local' | 'param';

export interface VarSymbol {
  readonly kind: 'var';
  /** Name as written in the source. */
  readonly name: string;
  /**
   * Unique name: globals keep their name (file-static ones get `name@file` when they clash),
   * locals are unique within their function (`x`, `x.1` for a shadowing `x`), static locals are
   * `function::name`.
   */
  readonly uid: string;
  type: CType;
  readonly storage: Storage;
  readonly loc: SourceLoc;
  /** Resolved initializer of a definition (globals and statics: zero-filled where absent). */
  init?: Initializer;
  /** True for an `extern` declaration that no translation unit defines. */
  externOnly?: boolean;
  /** True when the variable's address is taken somewhere (`&x`, or it is an array/record). */
  addressTaken?: boolean;
}

/** Verification and library functions with a fixed meaning when the program does not define them. */
export type Builtin =
  | 'assert' // assert(e), __VERIFIER_assert(e): a property
  | 'error' // reach_error(), __VERIFIER_error(), __assert_fail(...): reaching it violates a property
  | 'assume' // __VERIFIER_assume(e)
  | 'nondet' // __VERIFIER_nondet_<type>()
  | 'abort' // abort(), exit(n), _Exit(n): the path ends
  | 'malloc' // malloc(n), alloca(n), __builtin_alloca(n)
  | 'calloc' // calloc(n, size)
  | 'free' // free(p)
  | 'realloc' // realloc(p, n)
  | 'atomic'; // __VERIFIER_atomic_begin/end: no effect in sequential programs

export interface FunctionSymbol {
  readonly kind: 'function';
  readonly name: string;
  type: FunctionType;
  readonly loc: SourceLoc;
  /** The definition, when some translation unit has a body. */
  def?: FunctionDef;
  /** Set when the function has no body and its name has a built-in meaning. */
  builtin?: Builtin;
  /** Set when the program uses the function as a value (a function pointer): a call through a pointer may reach it. */
  addressTaken?: boolean;
}

export type SymbolRef = VarSymbol | FunctionSymbol;

// ---------------------------------------------------------------- expressions

interface ExprBase {
  readonly type: CType;
  readonly loc: SourceLoc;
}

export interface IntConst extends ExprBase {
  readonly kind: 'IntConst';
  readonly type: IntType;
  /** The value, already in range for `type` (two's complement for signed types). */
  readonly value: bigint;
}

export interface StringLit extends ExprBase {
  readonly kind: 'StringLit';
  /** Bytes of the literal without the terminating NUL. */
  readonly bytes: readonly number[];
}

export interface VarRef extends ExprBase {
  readonly kind: 'VarRef';
  readonly symbol: VarSymbol;
}

export interface FuncRef extends ExprBase {
  readonly kind: 'FuncRef';
  readonly symbol: FunctionSymbol;
}

export type UnaryOp = '-' | '~' | '!';

export interface Unary extends ExprBase {
  readonly kind: 'Unary';
  readonly op: UnaryOp;
  readonly operand: Expr;
}

export type BinaryOp =
  '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^' | '<' | '<=' | '>' | '>=' | '==' | '!=';

/**
 * Arithmetic, bitwise, comparison. Operands are already converted to their common type (or, for
 * shifts, each promoted separately); comparisons have type int. Pointer arithmetic: `ptr + int`,
 * `ptr - int` keep the pointer type; `ptr - ptr` has type ptrdiff_t.
 */
export interface Binary extends ExprBase {
  readonly kind: 'Binary';
  readonly op: BinaryOp;
  readonly left: Expr;
  readonly right: Expr;
}

/** `&&` and `||`: type int; the IR turns them into branches. */
export interface Logical extends ExprBase {
  readonly kind: 'Logical';
  readonly op: '&&' | '||';
  readonly left: Expr;
  readonly right: Expr;
}

export interface Conditional extends ExprBase {
  readonly kind: 'Conditional';
  readonly cond: Expr;
  readonly then: Expr;
  readonly else: Expr;
}

/** A conversion; `implicit` for the ones C inserts (promotions, usual conversions, assignment). */
export interface Cast extends ExprBase {
  readonly kind: 'Cast';
  readonly operand: Expr;
  readonly implicit: boolean;
}

/** `lhs = rhs` (rhs already converted to lhs's type). Value: the assigned value. */
export interface Assign extends ExprBase {
  readonly kind: 'Assign';
  readonly target: Expr;
  readonly value: Expr;
}

/**
 * `lhs op= rhs`: computed as `(T)((C)lhs op rhs')` where C = `computeType` (the usual arithmetic
 * conversion of the promoted operands) and rhs' = rhs converted to C (for shifts: promoted only).
 * For pointer targets (`p += n`) computeType is the pointer type.
 */
export interface CompoundAssign extends ExprBase {
  readonly kind: 'CompoundAssign';
  readonly op: '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^';
  readonly target: Expr;
  readonly value: Expr;
  readonly computeType: CType;
}

/** `++x`, `x--`, ...: `delta` is 1 or -1; pointers step by one element. */
export interface IncDec extends ExprBase {
  readonly kind: 'IncDec';
  readonly prefix: boolean;
  readonly delta: 1 | -1;
  readonly target: Expr;
}

export interface Call extends ExprBase {
  readonly kind: 'Call';
  /**
   * The called function. For a call through a pointer (`through` set) a stand-in named after the
   * pointer, with the pointer's function type, no body and no built-in meaning: the IR lowers such
   * a call to a choice among the functions whose address the program takes (callLowering.ts).
   */
  readonly callee: FunctionSymbol;
  /** A call through a function pointer: the pointer's value. */
  readonly through?: Expr;
  /** Arguments converted to the parameter types (default promotions for `...` and no prototype). */
  readonly args: readonly Expr[];
  /**
   * Set after linking when the callee has no body and the call cannot be modelled (it may write
   * through pointer arguments, or it is setjmp, a thread primitive, ...): the feature's name. The
   * IR turns such a call into an unsupported edge.
   */
  unsupported?: string;
}

/** `base[index]`; base is a pointer or array (arrays are not decayed here), index an integer. */
export interface Index extends ExprBase {
  readonly kind: 'Index';
  readonly base: Expr;
  readonly index: Expr;
}

/** `base.field`; `p->f` is written as `Member(Deref(p), f)`. */
export interface Member extends ExprBase {
  readonly kind: 'Member';
  readonly base: Expr;
  readonly field: string;
  readonly record: RecordDef;
}

export interface Deref extends ExprBase {
  readonly kind: 'Deref';
  readonly operand: Expr;
}

export interface AddrOf extends ExprBase {
  readonly kind: 'AddrOf';
  readonly operand: Expr;
}

/** Array-to-pointer decay made explicit: `a` used as a value where `a` is an array. */
export interface Decay extends ExprBase {
  readonly kind: 'Decay';
  readonly operand: Expr;
}

/**
 * `(T){ ... }` in a function: an unnamed object of type T (a hidden local, `symbol`) initialised
 * from `init` each time the expression is evaluated, and designated by it (an lvalue). The IR
 * lowers it to the local's declaration and initialisation at that point (exprLowering.ts); no
 * CFA edge carries it. At file scope a compound literal is a hidden global with its initializer.
 */
export interface CompoundLiteral extends ExprBase {
  readonly kind: 'CompoundLiteral';
  readonly symbol: VarSymbol;
  readonly init: Initializer;
}

export interface Comma extends ExprBase {
  readonly kind: 'Comma';
  readonly left: Expr;
  readonly right: Expr;
}

/** A statement expression or other construct that was reported unsupported. */
export interface UnsupportedExpr extends ExprBase {
  readonly kind: 'Unsupported';
  readonly feature: string;
}

/**
 * A memory-safety test added by `--check memory`/`leak` (src/ir/checks.ts), non-zero when the
 * operation goes wrong: `deref`, `pointer` is not valid for `accessType`'s bytes (null, no object,
 * out of bounds, freed, dead); `free`, `pointer` is neither NULL nor the start of a live malloc'd
 * block; `leak`, some block not freed is reachable from no global object (`main` returns).
 */
export interface MemCheck extends ExprBase {
  readonly kind: 'MemCheck';
  readonly check: 'deref' | 'free' | 'leak';
  readonly pointer?: Expr;
  readonly accessType?: CType;
}

export type Expr =
  | IntConst
  | StringLit
  | VarRef
  | FuncRef
  | Unary
  | Binary
  | Logical
  | Conditional
  | Cast
  | Assign
  | CompoundAssign
  | IncDec
  | Call
  | Index
  | Member
  | Deref
  | AddrOf
  | Decay
  | Comma
  | CompoundLiteral
  | MemCheck
  | UnsupportedExpr;

// ---------------------------------------------------------------- initializers

/**
 * A resolved initializer: for scalars one expression (converted to the object's type); for arrays
 * and records the elements that are given, by index or field position. Elements not listed are
 * zero (C11 6.7.9p21) when `kind` is 'aggregate'.
 */
export type Initializer =
  | { readonly kind: 'scalar'; readonly expr: Expr }
  | {
      readonly kind: 'aggregate';
      readonly type: CType;
      /** Array index or field index → initializer, in ascending order of key. */
      readonly elements: ReadonlyArray<readonly [number, Initializer]>;
    };

// ---------------------------------------------------------------- statements

interface StmtBase {
  readonly loc: SourceLoc;
  /** The statement's source text (one line, whitespace collapsed), for traces. */
  readonly text: string;
}

export interface Block extends StmtBase {
  readonly kind: 'Block';
  readonly body: readonly Stmt[];
  /** Where its closing `}` is (a compound statement's): a function that runs off its end returns there. */
  readonly end?: SourceLoc;
}
export interface ExprStmt extends StmtBase {
  readonly kind: 'ExprStmt';
  readonly expr: Expr;
}
/** A local declaration (one variable); static locals appear as globals, not here. */
export interface DeclStmt extends StmtBase {
  readonly kind: 'Decl';
  readonly variable: VarSymbol;
  readonly init?: Initializer;
  /** For a VLA: the length expression, evaluated at the declaration. */
  readonly vlaLength?: Expr;
}
export interface If extends StmtBase {
  readonly kind: 'If';
  readonly cond: Expr;
  readonly then: Stmt;
  readonly else?: Stmt;
}
export interface While extends StmtBase {
  readonly kind: 'While';
  readonly cond: Expr;
  readonly body: Stmt;
}
export interface DoWhile extends StmtBase {
  readonly kind: 'DoWhile';
  readonly body: Stmt;
  readonly cond: Expr;
}
export interface For extends StmtBase {
  readonly kind: 'For';
  readonly init?: Stmt;
  readonly cond?: Expr;
  readonly update?: Expr;
  readonly body: Stmt;
}
export interface Switch extends StmtBase {
  readonly kind: 'Switch';
  /** Already promoted. */
  readonly cond: Expr;
  readonly body: Stmt;
}
/** `case v:` or, with `high`, the GNU range `case v ... high:`; values converted to the switch type. */
export interface Case extends StmtBase {
  readonly kind: 'Case';
  readonly value: bigint;
  readonly high?: bigint;
  readonly body: Stmt;
}
export interface Default extends StmtBase {
  readonly kind: 'Default';
  readonly body: Stmt;
}
export interface Break extends StmtBase {
  readonly kind: 'Break';
}
export interface Continue extends StmtBase {
  readonly kind: 'Continue';
}
export interface Return extends StmtBase {
  readonly kind: 'Return';
  /** Converted to the function's return type. */
  readonly value?: Expr;
}
export interface Goto extends StmtBase {
  readonly kind: 'Goto';
  readonly label: string;
}
export interface Labeled extends StmtBase {
  readonly kind: 'Labeled';
  readonly label: string;
  readonly body: Stmt;
}
export interface Empty extends StmtBase {
  readonly kind: 'Empty';
}
/** A statement that uses an unsupported construct; also reported as a diagnostic. */
export interface UnsupportedStmt extends StmtBase {
  readonly kind: 'Unsupported';
  readonly feature: string;
}

export type Stmt =
  | Block
  | ExprStmt
  | DeclStmt
  | If
  | While
  | DoWhile
  | For
  | Switch
  | Case
  | Default
  | Break
  | Continue
  | Return
  | Goto
  | Labeled
  | Empty
  | UnsupportedStmt;

// ---------------------------------------------------------------- functions and programs

export interface FunctionDef {
  readonly symbol: FunctionSymbol;
  readonly params: readonly VarSymbol[];
  /** Every local (including block-scoped and shadowing ones), unique by uid. */
  readonly locals: readonly VarSymbol[];
  readonly body: Block;
  readonly loc: SourceLoc;
  /** The file (original, after line mapping) that holds the definition. */
  readonly file: string;
}

export interface Program {
  readonly dataModel: DataModel;
  /** Input files in the order given. */
  readonly files: readonly string[];
  /** Global and static-local variables that are defined (not only declared), in definition order. */
  readonly globals: readonly VarSymbol[];
  /** Every function known by name (defined, declared, or built-in). */
  readonly functions: ReadonlyMap<string, FunctionSymbol>;
  /** Function definitions in source order. */
  readonly definitions: readonly FunctionDef[];
  /**
   * Errors, warnings and unsupported constructs found by semantic analysis. Inside a function an
   * unsupported construct also appears in the AST (an Unsupported statement, or Call.unsupported);
   * one without a `function` (e.g. in a global initializer) taints the whole program: engines must
   * then answer UNKNOWN for every property.
   */
  readonly diagnostics: readonly Diagnostic[];
}
