/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	// The require scope
/******/ 	var __nccwpck_require__ = {};
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = require("node:worker_threads");
;// CONCATENATED MODULE: ./src/frontend/dataModel.ts
// Data models (ILP32, LP64): the width of every integer kind, pointer size, and the alignment
// rules that struct layout and `sizeof` use. One DataModel value is threaded through sema.
const COMMON = { bool: 8, char: 8, schar: 8, uchar: 8, short: 16, ushort: 16, int: 32, uint: 32 };
const ILP32 = {
    name: 'ILP32',
    pointerBytes: 4,
    intBits: { ...COMMON, long: 32, ulong: 32, llong: 64, ullong: 64, int128: 128, uint128: 128 },
    int64Align: 4,
    doubleAlign: 4,
    longDoubleBytes: 12,
    longDoubleAlign: 4,
};
const LP64 = {
    name: 'LP64',
    pointerBytes: 8,
    intBits: { ...COMMON, long: 64, ulong: 64, llong: 64, ullong: 64, int128: 128, uint128: 128 },
    int64Align: 8,
    doubleAlign: 8,
    longDoubleBytes: 16,
    longDoubleAlign: 16,
};
function dataModelByName(name) {
    const n = name.toUpperCase();
    return n === 'ILP32' ? ILP32 : n === 'LP64' ? LP64 : undefined;
}
const SIGNED = {
    bool: false,
    char: true, // plain char is signed on x86 (gcc's default)
    schar: true,
    uchar: false,
    short: true,
    ushort: false,
    int: true,
    uint: false,
    long: true,
    ulong: false,
    llong: true,
    ullong: false,
    int128: true,
    uint128: false,
};
/** Integer types of one data model, built once and shared. */
class IntTypes {
    model;
    cache = new Map();
    constructor(model) {
        this.model = model;
    }
    get(ik) {
        let t = this.cache.get(ik);
        if (!t) {
            t = { kind: 'int', ik, bits: this.model.intBits[ik], signed: SIGNED[ik] };
            this.cache.set(ik, t);
        }
        return t;
    }
    /** `size_t` (unsigned int on ILP32, unsigned long on LP64). */
    sizeT() {
        return this.get(this.model.name === 'ILP32' ? 'uint' : 'ulong');
    }
    /** `ptrdiff_t` (int on ILP32, long on LP64). */
    ptrdiffT() {
        return this.get(this.model.name === 'ILP32' ? 'int' : 'long');
    }
}
function isSignedKind(ik) {
    return SIGNED[ik];
}
/** Size in bytes; undefined for incomplete types, functions and void (gcc says 1, we refuse). */
function sizeOf(t, m) {
    switch (t.kind) {
        case 'int':
            return m.intBits[t.ik] / 8;
        case 'float':
            return t.fk === 'float' ? 4 : t.fk === 'double' ? 8 : m.longDoubleBytes;
        case 'pointer':
            return m.pointerBytes;
        case 'array': {
            if (t.length === undefined)
                return undefined;
            const e = sizeOf(t.of, m);
            return e === undefined ? undefined : e * t.length;
        }
        case 'record':
            return t.def.complete ? t.def.size : undefined;
        case 'void':
        case 'function':
            return undefined;
    }
}
/** Alignment in bytes inside a struct, following the System V ABIs for i386 and x86-64. */
function alignOf(t, m) {
    switch (t.kind) {
        case 'int': {
            const bytes = m.intBits[t.ik] / 8;
            return bytes === 8 ? m.int64Align : bytes;
        }
        case 'float':
            return t.fk === 'float' ? 4 : t.fk === 'double' ? m.doubleAlign : m.longDoubleAlign;
        case 'pointer':
            return m.pointerBytes;
        case 'array':
            return alignOf(t.of, m);
        case 'record':
            return t.def.align;
        case 'void':
        case 'function':
            return 1;
    }
}

;// CONCATENATED MODULE: ./src/ir/cfa.ts
// Control-flow automata: one per defined function, locations connected by edges that carry
// side-effect-free operations. Built by cfaBuilder.ts, validated by cfaCheck.ts, then frozen.
// Expressions on edges never contain calls, assignments, ++/--, comma, && / || or ?: (the builder
// lowers those into edges and temporaries), so engines can encode each edge on its own.
/** The memory-safety kinds (`--check memory`, `leak`): decided by concrete runs only. */
const MEMORY_KINDS = new Set([
    'valid-deref',
    'valid-free',
    'valid-memtrack',
]);

;// CONCATENATED MODULE: ./src/frontend/types.ts
// C types of the typed AST: integers with exact width and signedness (resolved for a data model),
// pointers, arrays, records with their layout, functions, and the types we can name but not
// verify (floating point). Qualifiers are dropped except `volatile`, which is kept for later use.
const VOID = { kind: 'void' };
function isInteger(t) {
    return t.kind === 'int';
}
function isArithmetic(t) {
    return t.kind === 'int' || t.kind === 'float';
}
function isScalar(t) {
    return t.kind === 'int' || t.kind === 'float' || t.kind === 'pointer';
}
function isPointer(t) {
    return t.kind === 'pointer';
}
function pointerTo(t) {
    return { kind: 'pointer', to: t };
}
function arrayOf(t, length) {
    return { kind: 'array', of: t, length };
}
/** Structural equality (records by identity), enough for compatibility checks. */
function sameType(a, b) {
    if (a.kind !== b.kind)
        return false;
    switch (a.kind) {
        case 'int':
            return a.ik === b.ik;
        case 'void':
            return true;
        case 'float':
            return a.fk === b.fk;
        case 'pointer':
            return sameType(a.to, b.to);
        case 'array':
            return a.length === b.length && sameType(a.of, b.of);
        case 'record':
            return compatibleRecords(a.def, b.def);
        case 'function': {
            const f = b;
            return (sameType(a.ret, f.ret) &&
                a.params.length === f.params.length &&
                a.params.every((p, i) => sameType(p, f.params[i])));
        }
    }
}
/**
 * Records are the same type when they are one definition, or — across translation units — when
 * they have the same tag (or both none) and the same members at the same offsets (C11 6.2.7p1).
 */
function compatibleRecords(a, b) {
    if (a === b)
        return true;
    if (a.isUnion !== b.isUnion)
        return false;
    if (isAnonymous(a) || isAnonymous(b)) {
        if (!isAnonymous(a) || !isAnonymous(b) || a.unit === undefined || a.unit === b.unit)
            return false;
    }
    else if (a.tag !== b.tag)
        return false;
    if (!a.complete || !b.complete)
        return true; // an incomplete declaration of the same tag
    const key = `${a.id}:${b.id}`;
    if (comparing.has(key))
        return true; // recursive types (`struct n { struct n *next; }`): assume equal
    comparing.add(key);
    try {
        return (a.size === b.size &&
            a.fields.length === b.fields.length &&
            a.fields.every((f, i) => {
                const g = b.fields[i];
                return (f.name === g.name && f.offset === g.offset && f.bitWidth === g.bitWidth && sameType(f.type, g.type));
            }));
    }
    finally {
        comparing.delete(key);
    }
}
const comparing = new Set();
function isAnonymous(r) {
    return r.tag.startsWith('<anonymous');
}
const INT_NAMES = {
    bool: '_Bool',
    char: 'char',
    schar: 'signed char',
    uchar: 'unsigned char',
    short: 'short',
    ushort: 'unsigned short',
    int: 'int',
    uint: 'unsigned int',
    long: 'long',
    ulong: 'unsigned long',
    llong: 'long long',
    ullong: 'unsigned long long',
    int128: '__int128',
    uint128: 'unsigned __int128',
};
/** C spelling of a type, for dumps and messages (`int *`, `struct s[4]`, `int (int, char)`). */
function typeToString(t) {
    switch (t.kind) {
        case 'int':
            return t.enumTag !== undefined ? `enum ${t.enumTag}` : INT_NAMES[t.ik];
        case 'void':
            return 'void';
        case 'float':
            return t.fk === 'ldouble' ? 'long double' : t.fk;
        case 'pointer':
            return `${typeToString(t.to)} *`;
        case 'array': {
            // Outer dimension first, as C writes it: `int[2][3]` is two arrays of three ints.
            let dims = '';
            let e = t;
            while (e.kind === 'array') {
                dims += `[${e.vla ? '*' : (e.length ?? '')}]`;
                e = e.of;
            }
            return `${typeToString(e)}${dims}`;
        }
        case 'record':
            return `${t.def.isUnion ? 'union' : 'struct'} ${t.def.tag}`;
        case 'function': {
            const ps = t.params.map(typeToString);
            if (t.variadic)
                ps.push('...');
            if (ps.length === 0 && t.hasProto)
                ps.push('void');
            return `${typeToString(t.ret)} (${ps.join(', ')})`;
        }
    }
}

;// CONCATENATED MODULE: ./src/frontend/conversions.ts
// C's implicit conversions made explicit: integer promotions, the usual arithmetic conversions,
// conversion of a value to a type (as assignment does), and exact wrap-around of integer values.
// Constants are folded through conversions so dumps stay readable; everything else gets a Cast.

const RANK = {
    bool: 0,
    char: 1,
    schar: 1,
    uchar: 1,
    short: 2,
    ushort: 2,
    int: 3,
    uint: 3,
    long: 4,
    ulong: 4,
    llong: 5,
    ullong: 5,
    int128: 6,
    uint128: 6,
};
const TO_UNSIGNED = {
    int: 'uint',
    long: 'ulong',
    llong: 'ullong',
    int128: 'uint128',
};
/** The value `v` converted to integer type `t` (C11 6.3.1.2-3; gcc's modulo rule for signed). */
function wrapToType(v, t) {
    if (t.ik === 'bool')
        return v !== 0n ? 1n : 0n;
    return t.signed ? BigInt.asIntN(t.bits, v) : BigInt.asUintN(t.bits, v);
}
function minValue(t) {
    return t.signed ? -(1n << BigInt(t.bits - 1)) : 0n;
}
function maxValue(t) {
    if (t.ik === 'bool')
        return 1n;
    return t.signed ? (1n << BigInt(t.bits - 1)) - 1n : (1n << BigInt(t.bits)) - 1n;
}
class Conversions {
    ints;
    constructor(ints) {
        this.ints = ints;
    }
    /** Integer promotion (C11 6.3.1.1p2): types of rank below int become int (all fit in int here). */
    promote(t) {
        if (t.kind !== 'int')
            return t;
        return RANK[t.ik] < RANK.int ? this.ints.get('int') : t;
    }
    /** The common type of two promoted integer types (C11 6.3.1.8). Floats win over integers. */
    usual(a, b) {
        if (a.kind === 'float' || b.kind === 'float') {
            if (a.kind === 'float' && b.kind === 'float') {
                const order = ['float', 'double', 'ldouble'];
                return order.indexOf(a.fk) >= order.indexOf(b.fk) ? a : b;
            }
            return a.kind === 'float' ? a : b;
        }
        const pa = this.promote(a);
        const pb = this.promote(b);
        if (pa.kind !== 'int' || pb.kind !== 'int')
            return pa;
        if (pa.ik === pb.ik)
            return pa;
        if (pa.signed === pb.signed)
            return RANK[pa.ik] >= RANK[pb.ik] ? pa : pb;
        const [u, s] = pa.signed ? [pb, pa] : [pa, pb];
        if (RANK[u.ik] >= RANK[s.ik])
            return u;
        if (s.bits > u.bits)
            return s;
        return this.ints.get(TO_UNSIGNED[s.ik] ?? s.ik);
    }
    /** `e` converted to `to`; constants are folded, no-op conversions add nothing. */
    convert(e, to, implicit = true) {
        if (sameType(e.type, to) &&
            !(to.kind === 'int' && e.type.kind === 'int' && e.type.enumTag !== to.enumTag)) {
            return e;
        }
        if (to.kind === 'int' && e.kind === 'IntConst')
            return this.constant(wrapToType(e.value, to), to, e.loc);
        if (to.kind === 'int' && e.kind === 'Cast' && e.implicit && e.operand.kind === 'IntConst') {
            return this.constant(wrapToType(e.operand.value, to), to, e.loc);
        }
        return { kind: 'Cast', type: to, operand: e, implicit, loc: e.loc };
    }
    constant(value, type, loc) {
        return { kind: 'IntConst', type, value: wrapToType(value, type), loc };
    }
    /** Value of an expression used as an rvalue: arrays decay to pointers to their first element. */
    decay(e) {
        if (e.type.kind === 'array')
            return { kind: 'Decay', type: pointerTo(e.type.of), operand: e, loc: e.loc };
        return e;
    }
    rank(t) {
        return RANK[t.ik];
    }
}

;// CONCATENATED MODULE: ./src/ir/exprMake.ts
// Small constructors for the typed-AST expressions the CFA builder synthesises (temporaries,
// constants, casts, comparisons, element access), keeping the types exactly as C would give them.


function varRef(v, loc = v.loc) {
    return { kind: 'VarRef', symbol: v, type: v.type, loc };
}
function intConst(value, type, loc) {
    return { kind: 'IntConst', value: wrapToType(value, type), type, loc };
}
/** Same representation: integers of the same kind (enums are their integer), pointers, same record. */
function sameRepr(a, b) {
    if (a.kind !== b.kind)
        return false;
    if (a.kind === 'int' && b.kind === 'int')
        return a.ik === b.ik;
    if (a.kind === 'record' && b.kind === 'record')
        return a.def === b.def;
    if (a.kind === 'float' && b.kind === 'float')
        return a.fk === b.fk;
    return a.kind === 'pointer' || a.kind === 'void';
}
/** `e` converted to `to` with an implicit cast, unless it already has that type. */
function castTo(e, to) {
    const same = e.type.kind === 'int' && to.kind === 'int' ? e.type.ik === to.ik : sameType(e.type, to);
    if (same)
        return e;
    return { kind: 'Cast', type: to, operand: e, implicit: true, loc: e.loc };
}
function binary(op, left, right, type, loc) {
    return { kind: 'Binary', op, left, right, type, loc };
}
function addrOf(e, loc = e.loc) {
    return { kind: 'AddrOf', operand: e, type: pointerTo(e.type), loc };
}
function deref(p, loc = p.loc) {
    if (p.type.kind !== 'pointer')
        throw new Error('internal: deref of a non-pointer');
    return { kind: 'Deref', operand: p, type: p.type.to, loc };
}
function indexOf(base, index, intType, loc) {
    if (base.type.kind !== 'array')
        throw new Error('internal: element of a non-array');
    return { kind: 'Index', base, index: intConst(BigInt(index), intType, loc), type: base.type.of, loc };
}
function memberOf(base, record, field, loc) {
    const f = record.fields[field];
    return { kind: 'Member', base, field: f.name, record, type: f.type, loc };
}
/** The value of an expression of type void (never put on an edge); a zero for misdeclared built-ins. */
function voidValue(type, loc) {
    if (type.kind === 'int')
        return intConst(0n, type, loc);
    return {
        kind: 'Cast',
        type: VOID,
        operand: { kind: 'IntConst', value: 0n, type: INT32, loc },
        implicit: true,
        loc,
    };
}
const INT32 = { kind: 'int', ik: 'int', bits: 32, signed: true };

;// CONCATENATED MODULE: ./src/ir/builderCore.ts
// The mutable state of building one function's CFA: node and edge creation, the "current" node
// that statements extend, temporaries, error nodes with their properties, and lazily created
// jump targets. The statement and expression lowerers (cfaBuilder.ts, exprLowering.ts) drive it.

/** A jump target whose node is created on first use (or adopted from the current node). */
class Lazy {
    make;
    node;
    constructor(make) {
        this.make = make;
    }
    /** A target that is an existing node. */
    static of(node) {
        const l = new Lazy(() => node);
        l.node = node;
        return l;
    }
    get() {
        if (!this.node)
            this.node = this.make();
        return this.node;
    }
}
class CfaEmitter {
    fnName;
    ids;
    ints;
    usedNames;
    nodes = [];
    temps = [];
    properties = [];
    /** Functions without body (and without built-in meaning) called here. */
    externalCalls = new Set();
    entry;
    exit;
    /** Where the next edge starts; undefined after a jump (following code is unreachable). */
    cur;
    /** The statement being lowered: default loc and text of edges. */
    stmtLoc;
    stmtText = '';
    edgeCount = 0;
    tempCounter = 0;
    /** The functions whose address the program takes: what a call through a pointer may reach. */
    callTargets = [];
    /** The branches of calls through function pointers (pruneDispatch.ts narrows them). */
    dispatches = [];
    /** errno's location function when the program has its body (the model): body-less calls set it. */
    errnoLocation;
    constructor(fnName, ids, ints, usedNames, loc) {
        this.fnName = fnName;
        this.ids = ids;
        this.ints = ints;
        this.usedNames = usedNames;
        this.stmtLoc = loc;
        this.entry = this.newNode('entry', loc);
        this.exit = this.newNode('exit');
        this.cur = this.entry;
    }
    newNode(role = 'plain', loc) {
        const n = { id: this.ids.nextNode++, fn: this.fnName, role, loc, out: [], in: [] };
        this.nodes.push(n);
        return n;
    }
    lazy() {
        return new Lazy(() => this.newNode());
    }
    /** The current node, creating an (unreachable) one after a jump. */
    here() {
        if (!this.cur)
            this.cur = this.newNode('plain', this.stmtLoc);
        return this.cur;
    }
    addEdge(from, to, spec) {
        const edge = {
            ...spec,
            id: this.ids.nextEdge++,
            from,
            to,
            loc: spec.loc ?? this.stmtLoc,
            text: spec.text ?? this.stmtText,
        };
        from.out.push(edge);
        to.in.push(edge);
        this.edgeCount++;
        return edge;
    }
    /** An edge from the current node to a fresh node, which becomes current. */
    step(spec) {
        const from = this.here();
        const to = this.newNode();
        this.cur = to;
        return this.addEdge(from, to, spec);
    }
    /** An edge from the current node to `to`; nothing follows it (the current node becomes undefined). */
    jump(to, spec = { kind: 'blank' }) {
        const from = this.here();
        this.addEdge(from, to, spec);
        this.cur = undefined;
    }
    /** Falls through into `to` (a blank edge when the current node is reachable); `to` becomes current. */
    fallInto(to, text = '') {
        if (this.cur && this.cur !== to)
            this.addEdge(this.cur, to, { kind: 'blank', text });
        this.cur = to;
    }
    /** Places a lazy target here: adopts the current node when it can take more in-edges. */
    place(target, text = '') {
        if (!target.node && this.cur && this.cur !== this.entry)
            target.node = this.cur;
        else
            this.fallInto(target.get(), text);
    }
    /** A node that may get further in-edges (loop heads): the current one unless it is the entry. */
    joinable(loc) {
        if (!this.cur || this.cur === this.entry) {
            const n = this.newNode('plain', loc);
            if (this.cur)
                this.addEdge(this.cur, n, { kind: 'blank', text: '' });
            this.cur = n;
        }
        if (!this.cur.loc)
            this.cur.loc = loc;
        return this.cur;
    }
    /** A fresh temporary `__tN` of `type`, declared by a decl edge at the current node. */
    newTemp(type, loc) {
        let name;
        do
            name = `__t${++this.tempCounter}`;
        while (this.usedNames.has(name));
        this.usedNames.add(name);
        const v = { kind: 'var', name, uid: name, type, storage: 'local', loc };
        this.temps.push(v);
        this.step({ kind: 'decl', variable: v, zeroInit: false, loc });
        return varRef(v, loc);
    }
    /** A fresh error node and its property (`<function>#<n>`, numbered in source order), checked `at`. */
    newProperty(kind, loc, text, at) {
        const node = this.newNode('error', loc);
        const id = `${this.fnName}#${this.properties.length + 1}`;
        this.properties.push({ id, kind, node, loc, text, ...(at ? { at } : {}) });
        return node;
    }
}

;// CONCATENATED MODULE: ./src/ir/pure.ts
// Expression purity for the CFA: which expressions may sit on an edge (no calls, assignments,
// ++/--, comma, && / ||, ?:), which have side effects, and a conservative check whether the side
// effects of one expression may change the value (or address) that a pure expression denotes.
const EFFECT_KINDS = new Set([
    'Call',
    'Assign',
    'CompoundAssign',
    'IncDec',
    'Unsupported',
    'CompoundLiteral',
]);
const NON_EDGE_KINDS = new Set([...EFFECT_KINDS, 'Comma', 'Logical', 'Conditional']);
/** Direct sub-expressions in evaluation (left-to-right) order. */
function children(e) {
    switch (e.kind) {
        case 'Unary':
        case 'Cast':
        case 'Deref':
        case 'AddrOf':
        case 'Decay':
            return [e.operand];
        case 'Binary':
        case 'Logical':
        case 'Comma':
            return [e.left, e.right];
        case 'Conditional':
            return [e.cond, e.then, e.else];
        case 'Assign':
        case 'CompoundAssign':
            return [e.target, e.value];
        case 'IncDec':
            return [e.target];
        case 'Call':
            return e.through ? [e.through, ...e.args] : e.args;
        case 'Index':
            return [e.base, e.index];
        case 'Member':
            return [e.base];
        case 'MemCheck':
            return e.pointer ? [e.pointer] : [];
        case 'CompoundLiteral':
            return initializerExprs(e.init);
        case 'IntConst':
        case 'StringLit':
        case 'VarRef':
        case 'FuncRef':
        case 'Unsupported':
            return [];
    }
}
/** The expressions of a resolved initializer, element by element. */
function initializerExprs(init) {
    if (!init)
        return [];
    if (init.kind === 'scalar')
        return [init.expr];
    return init.elements.flatMap(([, x]) => initializerExprs(x));
}
/**
 * `e` with each direct sub-expression replaced by `f` of it (the same object when none changed);
 * for the expressions an edge may carry (isEdgePure).
 */
function mapChildren(e, f) {
    switch (e.kind) {
        case 'Unary':
        case 'Cast':
        case 'Deref':
        case 'AddrOf':
        case 'Decay': {
            const operand = f(e.operand);
            return operand === e.operand ? e : { ...e, operand };
        }
        case 'Binary': {
            const left = f(e.left);
            const right = f(e.right);
            return left === e.left && right === e.right ? e : { ...e, left, right };
        }
        case 'Index': {
            const base = f(e.base);
            const index = f(e.index);
            return base === e.base && index === e.index ? e : { ...e, base, index };
        }
        case 'Member': {
            const base = f(e.base);
            return base === e.base ? e : { ...e, base };
        }
        case 'MemCheck': {
            const pointer = e.pointer ? f(e.pointer) : undefined;
            return pointer === e.pointer ? e : { ...e, pointer };
        }
        case 'IntConst':
        case 'StringLit':
        case 'VarRef':
        case 'FuncRef':
            return e;
        default:
            throw new Error(`internal: ${e.kind} on an edge`);
    }
}
function containsKind(e, kinds, memo) {
    const known = memo.get(e);
    if (known !== undefined)
        return known;
    const r = kinds.has(e.kind) || children(e).some((c) => containsKind(c, kinds, memo));
    memo.set(e, r);
    return r;
}
const edgeMemo = new WeakMap();
const effectMemo = new WeakMap();
/** May `e` appear on a CFA edge? (No Call, Assign, CompoundAssign, IncDec, Comma, Logical, Conditional, Unsupported.) */
function isEdgePure(e) {
    return !containsKind(e, NON_EDGE_KINDS, edgeMemo);
}
/** Does evaluating `e` change the state (calls, assignments, ++/--) or hit an unsupported construct? */
function hasSideEffects(e) {
    return containsKind(e, EFFECT_KINDS, effectMemo);
}
/** Expressions that designate an object (can be the left side of an assignment edge). */
function isLvalueExpr(e) {
    switch (e.kind) {
        case 'VarRef':
        case 'Deref':
        case 'Index':
        case 'StringLit':
            return true;
        case 'Member':
            return isLvalueExpr(e.base);
        default:
            return false;
    }
}
/** A variable that a pointer may reach: its address is taken, or it is an array or record. */
function mayBeAliased(v) {
    return v.addressTaken === true || v.type.kind === 'array' || v.type.kind === 'record';
}
/** Variables whose value a callee may change: globals, static locals and aliased locals. */
function calleeMayWrite(v) {
    return v.storage === 'global' || v.storage === 'static-local' || mayBeAliased(v);
}
/** Reads of `e`; `asLvalue`: only what computing its address reads, not the object itself. */
function collectReads(e, asLvalue, r) {
    switch (e.kind) {
        case 'VarRef':
            if (!asLvalue)
                r.vars.add(e.symbol);
            return;
        case 'Deref':
            collectReads(e.operand, false, r);
            if (!asLvalue)
                r.memory = true;
            return;
        case 'Index':
            if (e.base.type.kind === 'array')
                collectReads(e.base, asLvalue, r);
            else {
                collectReads(e.base, false, r);
                if (!asLvalue)
                    r.memory = true;
            }
            collectReads(e.index, false, r);
            return;
        case 'Member':
            collectReads(e.base, asLvalue, r);
            return;
        case 'AddrOf':
        case 'Decay':
            collectReads(e.operand, true, r);
            return;
        default:
            for (const c of children(e))
                collectReads(c, false, r);
    }
}
/** The variable an lvalue is part of (`s.a[2].f` → s), or undefined when it lives behind a pointer. */
function rootVar(lv) {
    switch (lv.kind) {
        case 'VarRef':
            return lv.symbol;
        case 'Member':
            return rootVar(lv.base);
        case 'Index':
            return lv.base.type.kind === 'array' ? rootVar(lv.base) : undefined;
        default:
            return undefined;
    }
}
function collectWrites(e, w) {
    if (e.kind === 'Assign' || e.kind === 'CompoundAssign' || e.kind === 'IncDec') {
        const v = rootVar(e.target);
        if (v)
            w.vars.add(v);
        else
            w.memory = true;
    }
    else if (e.kind === 'Call') {
        const b = e.callee.builtin;
        if (e.through) {
            w.memory = true; // any function whose address is taken, free included
            w.call = true;
        }
        else if (b === 'free' || b === 'realloc')
            w.memory = true;
        else if (b === undefined && e.callee.def)
            w.call = true;
    }
    for (const c of children(e))
        collectWrites(c, w);
}
/**
 * Conservatively: may evaluating `effects` change what the pure expression `p` evaluates to
 * (its value, or with `asLvalue` its address)? External functions are modelled as writing
 * nothing but their result, matching the CFA's havoc semantics.
 */
function mayInterfere(p, effects, asLvalue = false) {
    const r = { vars: new Set(), memory: false };
    collectReads(p, asLvalue, r);
    if (r.vars.size === 0 && !r.memory)
        return false;
    const w = { vars: new Set(), memory: false, call: false };
    collectWrites(effects, w);
    if (w.call) {
        if (r.memory)
            return true;
        for (const v of r.vars)
            if (calleeMayWrite(v))
                return true;
    }
    if (w.memory) {
        if (r.memory)
            return true;
        for (const v of r.vars)
            if (mayBeAliased(v))
                return true;
    }
    for (const v of w.vars) {
        if (r.vars.has(v))
            return true;
        if (r.memory && mayBeAliased(v))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/ir/exprToC.ts
// Prints typed-AST expressions as C for dumps and traces. By default every conversion is shown,
// implicit ones included, as a plain C cast `(int)c` (they matter for bit-precise reading), and
// variables by their unique name; constants of types narrower than int print as `(char)97`.

// C operator precedence, higher binds tighter.
const PREC_COMMA = 1;
const PREC_ASSIGN = 2;
const PREC_COND = 3;
const PREC_CAST = 14;
const PREC_UNARY = 15;
const PREC_POSTFIX = 16;
const PREC_PRIMARY = 17;
const BINARY_PREC = {
    '||': 4,
    '&&': 5,
    '|': 6,
    '^': 7,
    '&': 8,
    '==': 9,
    '!=': 9,
    '<': 10,
    '<=': 10,
    '>': 10,
    '>=': 10,
    '<<': 11,
    '>>': 11,
    '+': 12,
    '-': 12,
    '*': 13,
    '/': 13,
    '%': 13,
};
const SUFFIX = {
    int: '',
    uint: 'U',
    long: 'L',
    ulong: 'UL',
    llong: 'LL',
    ullong: 'ULL',
};
function exprToC(e, options = {}) {
    return print(e, options)[0];
}
function intConstToC(e) {
    const suffix = SUFFIX[e.type.ik];
    if (suffix === undefined)
        return [`(${typeToString({ ...e.type, enumTag: undefined })})${e.value}`, PREC_CAST];
    return [`${e.value}${suffix}`, e.value < 0n ? PREC_UNARY : PREC_PRIMARY];
}
function escapeString(bytes) {
    let s = '"';
    for (const b of bytes) {
        if (b === 0x22)
            s += '\\"';
        else if (b === 0x5c)
            s += '\\\\';
        else if (b === 0x0a)
            s += '\\n';
        else if (b === 0x09)
            s += '\\t';
        else if (b >= 0x20 && b < 0x7f)
            s += String.fromCharCode(b);
        else
            s += `\\${b.toString(8).padStart(3, '0')}`;
    }
    return s + '"';
}
function print(e, o) {
    /** `x` printed with parentheses unless it binds at least as tight as `min`. */
    const sub = (x, min) => {
        const [s, p] = print(x, o);
        return p >= min ? s : `(${s})`;
    };
    switch (e.kind) {
        case 'IntConst':
            return intConstToC(e);
        case 'StringLit':
            return [escapeString(e.bytes), PREC_PRIMARY];
        case 'VarRef':
            return [o.names === 'source' ? e.symbol.name : e.symbol.uid, PREC_PRIMARY];
        case 'FuncRef':
            return [e.symbol.name, PREC_PRIMARY];
        case 'Unary': {
            const inner = sub(e.operand, PREC_UNARY);
            return [`${e.op}${inner.startsWith(e.op) ? `(${inner})` : inner}`, PREC_UNARY];
        }
        case 'Binary':
        case 'Logical': {
            const p = BINARY_PREC[e.op];
            return [`${sub(e.left, p)} ${e.op} ${sub(e.right, p + 1)}`, p];
        }
        case 'Conditional':
            return [
                `${sub(e.cond, PREC_COND + 1)} ? ${sub(e.then, PREC_ASSIGN)} : ${sub(e.else, PREC_COND)}`,
                PREC_COND,
            ];
        case 'Cast':
            if (e.implicit && o.implicitCasts === false)
                return print(e.operand, o);
            return [`(${typeToString(e.type)})${sub(e.operand, PREC_CAST)}`, PREC_CAST];
        case 'Assign':
            return [`${sub(e.target, PREC_UNARY)} = ${sub(e.value, PREC_ASSIGN)}`, PREC_ASSIGN];
        case 'CompoundAssign':
            return [`${sub(e.target, PREC_UNARY)} ${e.op}= ${sub(e.value, PREC_ASSIGN)}`, PREC_ASSIGN];
        case 'IncDec': {
            const op = e.delta > 0 ? '++' : '--';
            return e.prefix
                ? [`${op}${sub(e.target, PREC_UNARY)}`, PREC_UNARY]
                : [`${sub(e.target, PREC_POSTFIX)}${op}`, PREC_POSTFIX];
        }
        case 'Call':
            if (e.through)
                return [
                    `${sub(e.through, PREC_POSTFIX)}(${e.args.map((a) => sub(a, PREC_ASSIGN)).join(', ')})`,
                    PREC_POSTFIX,
                ];
            return [`${e.callee.name}(${e.args.map((a) => sub(a, PREC_ASSIGN)).join(', ')})`, PREC_POSTFIX];
        case 'Index':
            return [`${sub(e.base, PREC_POSTFIX)}[${print(e.index, o)[0]}]`, PREC_POSTFIX];
        case 'Member':
            if (e.base.kind === 'Deref')
                return [`${sub(e.base.operand, PREC_POSTFIX)}->${e.field}`, PREC_POSTFIX];
            return [`${sub(e.base, PREC_POSTFIX)}.${e.field}`, PREC_POSTFIX];
        case 'Deref':
            return [`*${sub(e.operand, PREC_UNARY)}`, PREC_UNARY];
        case 'AddrOf':
            return [`&${sub(e.operand, PREC_UNARY)}`, PREC_UNARY];
        case 'Decay':
            return print(e.operand, o);
        case 'Comma':
            return [`${sub(e.left, PREC_COMMA)}, ${sub(e.right, PREC_ASSIGN)}`, PREC_COMMA];
        case 'CompoundLiteral':
            return [`(${typeToString(e.type)}){...}`, PREC_POSTFIX];
        case 'MemCheck': {
            const args = e.pointer ? [sub(e.pointer, PREC_ASSIGN)] : [];
            if (e.accessType)
                args.push(`sizeof(${typeToString(e.accessType)})`);
            return [`__pg_invalid_${e.check}(${args.join(', ')})`, PREC_POSTFIX];
        }
        case 'Unsupported':
            return [`<unsupported: ${e.feature}>`, PREC_PRIMARY];
    }
}

;// CONCATENATED MODULE: ./src/frontend/vaArg.ts
// `va_arg(ap, T)` as the grammar can read it. gcc's <stdarg.h> expands it to
// `__builtin_va_arg(ap, T)`, a call with a type for an argument, which tree-sitter cannot parse:
// a file with a variadic function was a syntax error even when nothing calls the function. The
// call is rewritten in place, with the same length (offsets, rows and columns stay), to
// `(T)__pg_va_arg__(ap)`, a call the front end reports as unsupported (variadic arguments) where
// it is reachable.

/** The function a rewritten va_arg calls (see sema/externalCalls.ts). */
const VA_ARG_CALL = '__pg_va_arg__';
/** The text with every `__builtin_va_arg(ap, T)` rewritten (when the rewrite fits in its length). */
function rewriteVaArg(text) {
    return rewriteBuiltinCalls(text, '__builtin_va_arg', ({ old, inner, comma }) => {
        const ap = inner.slice(0, comma).replace(/\s+/g, ' ').trim();
        const type = inner
            .slice(comma + 1)
            .replace(/\s+/g, ' ')
            .trim();
        return padInPlace(`(${type})${VA_ARG_CALL}(${ap})`, old);
    });
}

;// CONCATENATED MODULE: ./src/frontend/sema/externalCalls.ts
// After linking: which calls to functions without a body can be modelled. A body-less function
// returns a nondeterministic value; one that may write through pointer arguments, or that needs
// semantics we do not have (setjmp, threads, unknown gcc built-ins), makes its calls unsupported.

/** Library functions without a body that only read through their pointer arguments. */
const READ_ONLY_EXTERNALS = new Set([
    'printf',
    'puts',
    'putchar',
    'fprintf',
    'fputs',
    'fputc',
    'putc',
    'fflush',
    'perror',
    'strlen',
    'strnlen',
    'strcmp',
    'strncmp',
    'memcmp',
    'strchr',
    'strrchr',
    'strstr',
    'atoi',
    'atol',
    'atoll',
    'fopen',
    'fclose',
    'getenv',
    'sleep',
    'usleep',
]);
const UNSUPPORTED_CALLS = {
    __pg_offsetof__: 'offsetof with a nested member designator',
    setjmp: 'setjmp/longjmp',
    _setjmp: 'setjmp/longjmp',
    __sigsetjmp: 'setjmp/longjmp',
    sigsetjmp: 'setjmp/longjmp',
    longjmp: 'setjmp/longjmp',
    siglongjmp: 'setjmp/longjmp',
    _longjmp: 'setjmp/longjmp',
    pthread_create: 'threads',
    pthread_join: 'threads',
    pthread_mutex_lock: 'threads',
    pthread_mutex_unlock: 'threads',
    thrd_create: 'threads',
    fork: 'processes (fork)',
    signal: 'signal handlers',
    [VA_ARG_CALL]: 'variadic arguments (va_arg)',
};
/** gcc built-ins with a meaning we model; any other `__builtin_*` is unsupported. */
const KNOWN_GCC_BUILTINS = new Set([
    '__builtin_expect',
    '__builtin_abort',
    '__builtin_trap',
    '__builtin_alloca',
]);
/** Why a call to a body-less function cannot be modelled, or undefined when it can. */
function externalCallFeature(callee, call) {
    if (callee.def || callee.builtin)
        return undefined;
    const named = UNSUPPORTED_CALLS[callee.name];
    if (named)
        return { feature: named, detail: `call to '${callee.name}'` };
    if (callee.name.startsWith('__builtin_') && !KNOWN_GCC_BUILTINS.has(callee.name)) {
        return { feature: `gcc built-in '${callee.name}'`, detail: `call to '${callee.name}'` };
    }
    if (callee.name.startsWith('__atomic_') || callee.name.startsWith('__sync_')) {
        return { feature: 'atomic built-ins', detail: `call to '${callee.name}'` };
    }
    if (READ_ONLY_EXTERNALS.has(callee.name))
        return undefined;
    const writes = call.args.some((a) => a.type.kind === 'pointer' && !(a.kind === 'Decay' && a.operand.kind === 'StringLit'));
    if (!writes)
        return undefined;
    return {
        feature: 'external function with pointer arguments',
        detail: `'${callee.name}' has no body and may write through its pointer arguments`,
    };
}
/** Marks the calls that cannot be modelled (Call.unsupported) and reports each once. */
function classifyExternalCalls(tables) {
    for (const site of tables.callSites) {
        const why = externalCallFeature(site.call.callee, site.call);
        if (!why)
            continue;
        site.call.unsupported = why.feature;
        tables.diagnostics.push({
            severity: 'unsupported',
            loc: site.call.loc,
            message: `${why.feature}: ${why.detail}`,
            feature: why.feature,
            function: site.function,
        });
    }
}

;// CONCATENATED MODULE: ./src/ir/indirectCalls.ts
// Calls through function pointers. The pointer can only hold the address of a function the program
// uses as a value (sema marks those: FunctionSymbol.addressTaken), so the call becomes an explicit
// choice in the CFA: `p == &f1 ? f1(args) : p == &f2 ? f2(args) : ...`, over the functions whose
// type the call can use. What is left (NULL, a function of another type, a body-less function that
// may write through its pointer arguments, an address made up from an integer) is an unsupported
// edge: a path through it is UNKNOWN, never SAFE. Every engine and the interpreter then see plain
// calls and pointer comparisons; no layer below the IR knows about function pointers.



/** The feature named on the edge for a pointer that reaches no function the call can use. */
const NO_TARGET_FEATURE = 'call through a function pointer to no function of its type';
/** Whether a call typed `through` may go to `f` (C11 6.5.2.2p9: else the call is undefined). */
function callableAs(through, f, args) {
    const ret = through.ret.kind === 'void' ? f.ret.kind === 'void' : sameRepr(through.ret, f.ret);
    if (!ret)
        return false;
    if (!f.hasProto)
        return true; // an old-style definition: its arguments as promoted
    if (f.variadic ? args < f.params.length : args !== f.params.length)
        return false;
    if (!through.hasProto)
        return true;
    if (through.variadic !== f.variadic || through.params.length !== f.params.length)
        return false;
    return through.params.every((p, i) => sameRepr(p, f.params[i]));
}
/** The functions a call through a pointer of this type may reach, in name order. */
function callTargets(functions, through, args) {
    const out = [];
    for (const f of functions) {
        if (!f.addressTaken || !callableAs(through, f.type, args.length))
            continue;
        const call = { kind: 'Call', callee: f, args, type: f.type.ret, loc: f.loc };
        if (!f.def && !f.builtin && externalCallFeature(f, call))
            continue;
        out.push(f);
    }
    return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
/**
 * Lowers `call` (with `call.through` set): the pointer and the arguments are evaluated once, in
 * order; then one branch per target compares the pointer with the target's address and calls it
 * with those values; the branches join after the call.
 */
function lowerIndirectCall(lw, call, dest, direct) {
    const em = lw.em;
    const loc = call.loc;
    const through = call.through;
    const [pointer, ...args] = lw.seq([{ e: through }, ...call.args.map((e) => ({ e }))]);
    const none = voidValue(call.type, loc);
    let result;
    if (dest.kind === 'into')
        result = dest.target;
    else if (dest.kind === 'value' && call.type.kind !== 'void')
        result = em.newTemp(call.type, loc);
    const each = result ? { kind: 'into', target: result } : { kind: 'discard' };
    const join = em.lazy();
    const ft = call.callee.type;
    for (const f of callTargets(em.callTargets, ft, args)) {
        if (!em.cur)
            break;
        const hit = em.lazy();
        const miss = em.lazy();
        const target = addrOf({ kind: 'FuncRef', symbol: f, type: f.type, loc });
        const test = binary('==', pointer, target, em.ints.get('int'), loc);
        em.dispatches.push({ fn: em.fnName, at: em.here(), target: f.name, pointer });
        lw.assume(test, hit, miss, exprToC(test, { implicitCasts: false, names: 'source' }), loc);
        em.cur = hit.node;
        if (em.cur) {
            direct({ kind: 'Call', callee: f, args, type: call.type, loc }, each);
            if (em.cur)
                em.fallInto(join.get());
        }
        em.cur = miss.node;
    }
    if (em.cur) {
        // (the result stays as the temporary's declaration left it: no path through here is judged)
        em.step({ kind: 'unsupported', feature: NO_TARGET_FEATURE, loc });
        em.fallInto(join.get());
    }
    em.cur = join.node;
    return result ?? none;
}

;// CONCATENATED MODULE: ./src/ir/callLowering.ts
// Lowers one function call: verification built-ins become properties, assumptions, havocs, path
// ends or memory edges; defined functions become call edges with pure arguments; functions without
// body have their result havocked (arguments still evaluated), or are unsupported when sema says so.




function lowerCall(lw, call, dest) {
    const em = lw.em;
    const sym = call.callee;
    const loc = call.loc;
    const none = voidValue(call.type, loc);
    /** Where a produced value goes: the assignment target, a fresh temporary, or nowhere. */
    const resultLvalue = () => {
        if (dest.kind === 'into')
            return dest.target;
        if (dest.kind === 'value' && call.type.kind !== 'void')
            return em.newTemp(call.type, loc);
        return undefined;
    };
    const argEffects = () => call.args.forEach((a) => lw.effect(a));
    if (call.through)
        return lowerIndirectCall(lw, call, dest, (c, d) => lowerCall(lw, c, d));
    if (call.unsupported !== undefined) {
        // A body-less function that cannot be modelled (may write through pointers, setjmp, threads):
        // any path through the call is UNKNOWN; the result is still havocked to keep the CFA typed.
        argEffects();
        em.externalCalls.add(sym.name);
        em.step({ kind: 'unsupported', feature: call.unsupported, loc });
        const lhs = resultLvalue();
        if (lhs)
            em.step({ kind: 'havoc', lhs, reason: 'external', callee: sym.name, loc });
        return lhs ?? none;
    }
    switch (sym.builtin) {
        case 'assert': {
            if (call.args.length === 0) {
                em.step({ kind: 'unsupported', feature: `${sym.name} without argument`, loc });
                return none;
            }
            call.args.slice(1).forEach((a) => lw.effect(a));
            const ok = em.lazy();
            const err = em.newProperty('assert', loc, em.stmtText, em.cur);
            lw.cond(call.args[0], ok, Lazy.of(err));
            em.cur = ok.node;
            return none;
        }
        case 'error': {
            argEffects();
            em.jump(em.newProperty('error-call', loc, em.stmtText), { kind: 'blank', loc });
            return none;
        }
        case 'assume': {
            if (call.args.length === 0)
                return none;
            call.args.slice(1).forEach((a) => lw.effect(a));
            const ok = em.lazy();
            lw.cond(call.args[0], ok, undefined);
            em.cur = ok.node;
            return none;
        }
        case 'abort': {
            argEffects();
            em.jump(em.newNode('terminal', loc), { kind: 'blank', loc });
            return none;
        }
        case 'nondet': {
            argEffects();
            const lhs = resultLvalue();
            if (lhs)
                em.step({ kind: 'havoc', lhs, reason: 'nondet', callee: sym.name, loc });
            return lhs ?? none;
        }
        case 'malloc':
        case 'calloc': {
            const args = lw.seq(call.args.map((e) => ({ e })));
            let size = args[0];
            if (sym.builtin === 'calloc' && args.length >= 2)
                size = binary('*', args[0], args[1], args[0].type, loc);
            if (!size) {
                em.step({ kind: 'unsupported', feature: `${sym.name} without size`, loc });
                return resultLvalue() ?? none;
            }
            const lhs = resultLvalue();
            const stack = sym.name === 'alloca' || sym.name === '__builtin_alloca';
            em.step({
                kind: 'alloc',
                allocator: sym.name,
                lhs,
                size,
                zeroed: sym.builtin === 'calloc',
                ...(stack ? { stack } : {}),
                loc,
            });
            return lhs ?? none;
        }
        case 'free': {
            const args = lw.seq(call.args.map((e) => ({ e })));
            if (args.length > 0)
                em.step({ kind: 'free', pointer: args[0], loc });
            return none;
        }
        case 'realloc': {
            const args = lw.seq(call.args.map((e) => ({ e })));
            return lowerRealloc(lw, args, resultLvalue(), call);
        }
        case 'atomic':
            argEffects();
            em.step({ kind: 'blank', loc });
            return none;
        case undefined:
            break;
    }
    if (sym.def) {
        const args = lw.seq(call.args.map((e) => ({ e })));
        const lhs = resultLvalue();
        em.step({ kind: 'call', callee: sym.name, args, lhs, loc });
        return lhs ?? none;
    }
    // A function without body: its arguments are evaluated, its result is arbitrary, and so is
    // errno afterwards (C11 7.5p3: any library function may set it), when the program has errno.
    argEffects();
    em.externalCalls.add(sym.name);
    const lhs = resultLvalue();
    if (lhs)
        em.step({ kind: 'havoc', lhs, reason: 'external', callee: sym.name, loc });
    else
        em.step({ kind: 'blank', loc });
    const errno = em.errnoLocation;
    if (errno) {
        const at = em.newTemp(errno.type.ret, loc);
        em.step({ kind: 'call', callee: errno.name, args: [], lhs: at, loc });
        em.step({ kind: 'havoc', lhs: deref(at, loc), reason: 'external', callee: sym.name, loc });
    }
    return lhs ?? none;
}
/**
 * `realloc(p, n)` as glibc does it, never failing: NULL `p` is `malloc(n)`; a zero `n` frees `p`
 * and gives NULL; otherwise a fresh block of `n` bytes holding `p`'s first bytes (an alloc edge
 * with `resized`), `p` freed. Each case is its own branch, so traces show which one ran.
 */
function lowerRealloc(lw, args, lhs, call) {
    const em = lw.em;
    const loc = call.loc;
    const [pointer, size] = args;
    if (!pointer || !size) {
        em.step({ kind: 'unsupported', feature: 'realloc without two arguments', loc });
        return lhs ?? voidValue(call.type, loc);
    }
    const int = em.ints.get('int');
    const isNull = binary('==', pointer, castTo(intConst(0n, em.ints.get('int'), loc), pointer.type), int, loc);
    const isZero = binary('==', size, intConst(0n, size.type, loc), int, loc);
    const join = em.lazy();
    const fresh = em.lazy();
    const some = em.lazy();
    lw.assume(isNull, fresh, some, `${exprToC(pointer, { names: 'source' })} == 0`, loc);
    em.cur = fresh.node;
    if (em.cur) {
        em.step({ kind: 'alloc', allocator: 'realloc', lhs, size, zeroed: false, loc });
        em.fallInto(join.get());
    }
    em.cur = some.node;
    if (em.cur) {
        const zero = em.lazy();
        const grow = em.lazy();
        lw.assume(isZero, zero, grow, `${exprToC(size, { names: 'source' })} == 0`, loc);
        em.cur = zero.node;
        if (em.cur) {
            em.step({ kind: 'free', pointer, loc });
            if (lhs)
                em.step({ kind: 'assign', lhs, rhs: castTo(intConst(0n, int, loc), lhs.type), loc });
            em.fallInto(join.get());
        }
        em.cur = grow.node;
        if (em.cur) {
            em.step({ kind: 'alloc', allocator: 'realloc', lhs, size, zeroed: false, resized: pointer, loc });
            em.fallInto(join.get());
        }
    }
    em.cur = join.node;
    return lhs ?? voidValue(call.type, loc);
}

;// CONCATENATED MODULE: ./src/ir/exprLowering.ts
// Lowers expressions with side effects into CFA edges so that what remains is pure: operands are
// evaluated left to right into temporaries where needed, && / || / ?: become branches, and
// assignments, ++/-- and calls become edges. Four entry points: value, effect, cond, into.





class ExprLowerer {
    em;
    conv;
    constructor(em) {
        this.em = em;
        this.conv = new Conversions(em.ints);
    }
    /** Evaluates `e`, returning a pure expression with the same value (or designating the same object). */
    value(e) {
        if (isEdgePure(e))
            return e;
        if (e.type.kind === 'void') {
            this.effect(e);
            return voidValue(e.type, e.loc);
        }
        switch (e.kind) {
            case 'Unary':
            case 'Cast':
            case 'Deref':
                return { ...e, operand: this.value(e.operand) };
            case 'AddrOf':
            case 'Decay':
                return { ...e, operand: this.value(e.operand) };
            case 'Binary': {
                const [left, right] = this.seq([{ e: e.left }, { e: e.right }]);
                return { ...e, left, right };
            }
            case 'Index': {
                const [base, index] = this.seq([{ e: e.base, lv: e.base.type.kind === 'array' }, { e: e.index }]);
                return { ...e, base, index };
            }
            case 'Member':
                return { ...e, base: this.value(e.base) };
            case 'Logical':
            case 'Conditional': {
                const t = this.em.newTemp(e.type, e.loc);
                this.into(t, e);
                return t;
            }
            case 'Assign': {
                const lv = this.value(e.target);
                this.into(lv, e.value);
                return lv;
            }
            case 'CompoundAssign':
                return this.compound(e);
            case 'IncDec':
                return this.incDec(e, true);
            case 'Call':
                return lowerCall(this, e, { kind: 'value' });
            case 'Comma':
                this.effect(e.left);
                return this.value(e.right);
            case 'CompoundLiteral':
                // the hidden local comes into being, initialised, each time the literal is evaluated
                this.declare(e.symbol, e.init, e.loc);
                return varRef(e.symbol, e.loc);
            case 'Unsupported':
                this.em.step({ kind: 'unsupported', feature: e.feature, loc: e.loc });
                return this.em.newTemp(e.type, e.loc);
            default:
                return e;
        }
    }
    /** `T v [= init]`: a decl edge (zero-filled for brace initializers), then one assignment per given element. */
    declare(v, init, loc, vlaLength) {
        this.em.step({ kind: 'decl', variable: v, zeroInit: init?.kind === 'aggregate', vlaLength });
        if (init)
            this.initialize(v, varRef(v, loc), init);
    }
    initialize(v, lv, init) {
        if (init.kind === 'scalar') {
            this.into(lv, init.expr);
            return;
        }
        const int = this.em.ints.get('int');
        const t = lv.type;
        for (const [key, sub] of init.elements) {
            if (t.kind === 'array')
                this.initialize(v, indexOf(lv, key, int, lv.loc), sub);
            else if (t.kind === 'record' && key < t.def.fields.length)
                this.initialize(v, memberOf(lv, t.def, key, lv.loc), sub);
            else
                this.em.step({ kind: 'unsupported', feature: `initializer for ${v.name}` });
        }
    }
    /** Evaluates operands left to right; an earlier result that a later operand's side effects may change is saved first. */
    seq(ops) {
        const out = [];
        ops.forEach((op, i) => {
            if (hasSideEffects(op.e)) {
                for (let j = 0; j < i; j++) {
                    if (mayInterfere(out[j], op.e, ops[j].lv))
                        out[j] = this.snapshot(out[j], ops[j].lv === true);
                }
            }
            out.push(this.value(op.e));
        });
        return out;
    }
    snapshot(p, asLvalue) {
        const loc = p.loc;
        if (asLvalue) {
            const a = addrOf(p, loc);
            const t = this.em.newTemp(a.type, loc);
            this.em.step({ kind: 'assign', lhs: t, rhs: a, loc });
            return deref(t, loc);
        }
        const t = this.em.newTemp(p.type, loc);
        this.em.step({ kind: 'assign', lhs: t, rhs: p, loc });
        return t;
    }
    /** Evaluates `e` for its side effects only. */
    effect(e) {
        if (!hasSideEffects(e))
            return;
        switch (e.kind) {
            case 'Assign':
                this.into(this.value(e.target), e.value);
                return;
            case 'CompoundAssign':
                this.compound(e);
                return;
            case 'IncDec':
                this.incDec(e, false);
                return;
            case 'Call':
                lowerCall(this, e, { kind: 'discard' });
                return;
            case 'Comma':
                this.effect(e.left);
                this.effect(e.right);
                return;
            case 'Logical': {
                if (!hasSideEffects(e.right))
                    return this.effect(e.left);
                const mid = this.em.lazy();
                const join = this.em.lazy();
                if (e.op === '&&')
                    this.cond(e.left, mid, join);
                else
                    this.cond(e.left, join, mid);
                this.continueAt(mid);
                if (this.em.cur) {
                    this.effect(e.right);
                    this.em.fallInto(join.get());
                }
                this.continueAt(join);
                return;
            }
            case 'Conditional': {
                if (!hasSideEffects(e.then) && !hasSideEffects(e.else))
                    return this.effect(e.cond);
                this.branch(e.cond, () => this.effect(e.then), () => this.effect(e.else));
                return;
            }
            case 'Unsupported':
                this.em.step({ kind: 'unsupported', feature: e.feature, loc: e.loc });
                return;
            case 'Unary':
            case 'Cast':
            case 'Deref':
            case 'AddrOf':
            case 'Decay':
                return this.effect(e.operand);
            case 'Binary':
                this.effect(e.left);
                return this.effect(e.right);
            case 'Index':
                this.effect(e.base);
                return this.effect(e.index);
            case 'Member':
                return this.effect(e.base);
            case 'CompoundLiteral':
                this.value(e);
                return;
            default:
                return;
        }
    }
    /** Makes the lazy node current if some edge reaches it; otherwise the code that follows is unreachable. */
    continueAt(l) {
        this.em.cur = l.node;
    }
    /** if-then-else on `c` inside an expression: each arm runs from its own node, both join after. */
    branch(c, thenArm, elseArm) {
        const t = this.em.lazy();
        const f = this.em.lazy();
        const join = this.em.lazy();
        this.cond(c, t, f);
        for (const [target, arm] of [
            [t, thenArm],
            [f, elseArm],
        ]) {
            this.continueAt(target);
            if (!this.em.cur)
                continue;
            arm();
            if (this.em.cur)
                this.em.fallInto(join.get());
        }
        this.continueAt(join);
    }
    /**
     * Branches on `e` ≠ 0: edges from the current node to `t` (true) and `f` (false); afterwards
     * nothing is current. && / || / ! / ?: / comma become control flow, so no temporaries are needed.
     */
    cond(e, t, f) {
        switch (e.kind) {
            case 'Logical': {
                const mid = this.em.lazy();
                if (e.op === '&&')
                    this.cond(e.left, mid, f);
                else
                    this.cond(e.left, t, mid);
                this.continueAt(mid);
                if (this.em.cur)
                    this.cond(e.right, t, f);
                return;
            }
            case 'Unary':
                if (e.op === '!')
                    return this.cond(e.operand, f, t);
                break;
            case 'Conditional': {
                const m1 = this.em.lazy();
                const m2 = this.em.lazy();
                this.cond(e.cond, m1, m2);
                for (const [m, arm] of [
                    [m1, e.then],
                    [m2, e.else],
                ]) {
                    this.continueAt(m);
                    if (this.em.cur)
                        this.cond(arm, t, f);
                }
                this.em.cur = undefined;
                return;
            }
            case 'Comma':
                this.effect(e.left);
                return this.cond(e.right, t, f);
            case 'Cast':
                if (keepsZeroness(e.operand.type, e.type))
                    return this.cond(e.operand, t, f);
                break;
            default:
                break;
        }
        const v = this.value(e);
        this.assume(v, t, f, exprToC(e, { implicitCasts: false, names: 'source' }), e.loc);
    }
    /** Assume edges on a pure condition; a constant condition becomes a blank edge to the only possible target. */
    assume(v, t, f, text, loc) {
        const from = this.em.here();
        this.em.cur = undefined;
        if (v.kind === 'IntConst') {
            const target = v.value !== 0n ? t : f;
            if (target)
                this.em.addEdge(from, target.get(), { kind: 'blank', text, loc });
            return;
        }
        if (t)
            this.em.addEdge(from, t.get(), { kind: 'assume', cond: v, truth: true, text, loc });
        if (f)
            this.em.addEdge(from, f.get(), { kind: 'assume', cond: v, truth: false, text, loc });
    }
    /** `target = e` where `target` is a pure lvalue; calls, nondet, && / || and ?: write it directly. */
    into(target, e) {
        if (!isEdgePure(e) && sameRepr(e.type, target.type)) {
            switch (e.kind) {
                case 'Call':
                    lowerCall(this, e, { kind: 'into', target });
                    return;
                case 'Logical':
                    if (target.type.kind === 'int') {
                        const tt = target.type;
                        this.branch(e, () => this.em.step({ kind: 'assign', lhs: target, rhs: intConst(1n, tt, e.loc), loc: e.loc }), () => this.em.step({ kind: 'assign', lhs: target, rhs: intConst(0n, tt, e.loc), loc: e.loc }));
                        return;
                    }
                    break;
                case 'Conditional':
                    this.branch(e.cond, () => this.into(target, e.then), () => this.into(target, e.else));
                    return;
                case 'Comma':
                    this.effect(e.left);
                    return this.into(target, e.right);
                default:
                    break;
            }
        }
        const v = this.value(e);
        this.em.step({ kind: 'assign', lhs: target, rhs: v });
    }
    /** `lv op= v` as `lv = (T)((C)lv op v)`; the target's address is evaluated once. Returns the new value. */
    compound(e) {
        const lv = this.value(e.target);
        const rhs = this.value(e.value);
        const c = e.computeType;
        const result = binary(e.op, castTo(lv, c), rhs, c, e.loc);
        this.em.step({ kind: 'assign', lhs: lv, rhs: castTo(result, e.target.type), loc: e.loc });
        return lv;
    }
    /** `++lv` / `lv--`: the old value goes to a temporary only for a postfix whose value is used. */
    incDec(e, wantValue) {
        const lv = this.value(e.target);
        const t = e.target.type;
        let old = lv;
        if (wantValue && !e.prefix) {
            old = this.em.newTemp(t, e.loc);
            this.em.step({ kind: 'assign', lhs: old, rhs: lv, loc: e.loc });
        }
        this.em.step({ kind: 'assign', lhs: lv, rhs: this.stepped(old, e.delta, t, e), loc: e.loc });
        return e.prefix ? lv : old;
    }
    /** `x ± 1` computed in the promoted type and converted back to `t` (pointers step by one element). */
    stepped(x, delta, t, e) {
        const op = delta > 0 ? '+' : '-';
        const int = this.em.ints.get('int');
        if (t.kind === 'pointer')
            return binary(op, x, intConst(1n, int, e.loc), t, e.loc);
        const p = this.conv.promote(t);
        const one = p.kind === 'int' ? intConst(1n, p, e.loc) : castTo(intConst(1n, int, e.loc), p);
        return castTo(binary(op, castTo(x, p), one, p, e.loc), t);
    }
}
/** Does converting from `from` to `to` keep "is zero" for every value? (Widening integers, to _Bool, pointer to pointer.) */
function keepsZeroness(from, to) {
    if (to.kind === 'int' && to.ik === 'bool')
        return from.kind === 'int' || from.kind === 'pointer';
    if (to.kind === 'int' && from.kind === 'int')
        return to.bits >= from.bits;
    return to.kind === 'pointer' && from.kind === 'pointer';
}

;// CONCATENATED MODULE: ./src/ir/switchLowering.ts
// Switch statements: finds the case labels that belong to a switch (not to nested switches, but
// inside nested blocks, loops and ifs, as in Duff's device) and emits the dispatch chain of assume
// edges that compares the promoted condition with each case value in source order.


/** The case and default labels of a switch body, in source order. */
function collectCases(body) {
    const out = [];
    const stack = [body];
    while (stack.length > 0) {
        const s = stack.pop();
        const subs = [];
        switch (s.kind) {
            case 'Case':
            case 'Default':
                out.push(s);
                subs.push(s.body);
                break;
            case 'Block':
                subs.push(...s.body);
                break;
            case 'If':
                subs.push(s.then);
                if (s.else)
                    subs.push(s.else);
                break;
            case 'While':
            case 'DoWhile':
            case 'Labeled':
                subs.push(s.body);
                break;
            case 'For':
                if (s.init)
                    subs.push(s.init);
                subs.push(s.body);
                break;
            default:
                break; // nested switches own their cases
        }
        for (let i = subs.length - 1; i >= 0; i--)
            stack.push(subs[i]);
    }
    return out;
}
/**
 * Emits the dispatch from the current node: for each case `[c == v] → case`, `[!(c == v)] → next`
 * (ranges test `lo <= c` then `c <= hi`); the last test falls to `default`, else past the switch.
 * `c` is pure and evaluated repeatedly with nothing in between, so it needs no temporary.
 */
function emitDispatch(lw, em, c, cases, labels, exit) {
    const int = em.ints.get('int');
    const ct = c.type.kind === 'int' ? c.type : int;
    const cText = exprToC(c, { implicitCasts: false, names: 'source' });
    let deflt;
    for (const k of cases) {
        const target = labels.get(k);
        if (k.kind === 'Default') {
            deflt = target;
            continue;
        }
        const next = em.lazy();
        const lo = intConst(k.value, ct, k.loc);
        if (k.high === undefined) {
            const test = binary('==', c, lo, int, k.loc);
            lw.assume(test, target, next, `${cText} == ${k.value}`, k.loc);
        }
        else {
            const mid = em.lazy();
            const hi = intConst(k.high, ct, k.loc);
            lw.assume(binary('<=', lo, c, int, k.loc), mid, next, `${k.value} <= ${cText}`, k.loc);
            em.cur = mid.node;
            lw.assume(binary('<=', c, hi, int, k.loc), target, next, `${cText} <= ${k.high}`, k.loc);
        }
        em.cur = next.node;
        if (!em.cur)
            return;
    }
    em.jump((deflt ?? exit).get(), { kind: 'blank', text: deflt ? 'default:' : '' });
}

;// CONCATENATED MODULE: ./src/ir/cfaBuilder.ts
// Builds the CFA of one function definition from its typed AST: statements become nodes and
// edges (loops, switch dispatch, goto, break/continue), expressions are lowered to pure edge
// operands by exprLowering.ts. Unreachable code is still built here; loops.ts removes it.





/** Builds the CFA of `def`; node and edge ids come from `ids` (shared by the whole program). */
function buildFunctionCfa(program, def, ids, ints) {
    const used = new Set([
        ...program.globals.map((g) => g.uid),
        ...def.params.map((p) => p.uid),
        ...def.locals.map((l) => l.uid),
    ]);
    const em = new CfaEmitter(def.symbol.name, ids, ints, used, def.loc);
    em.callTargets = [...program.functions.values()].filter((f) => f.addressTaken);
    const errno = program.functions.get('__errno_location');
    if (errno?.def)
        em.errnoLocation = errno;
    const b = new StmtBuilder(em, new ExprLowerer(em));
    b.block(def.body.body);
    if (em.cur) {
        const ret = def.symbol.type.ret;
        // C11 5.1.2.2.3: reaching the } of main returns 0; elsewhere the value is indeterminate.
        const value = def.symbol.name === 'main' && ret.kind === 'int' ? intConst(0n, ret, def.body.loc) : undefined;
        em.stmtLoc = def.body.end ?? def.body.loc; // the closing brace the function runs off
        em.jump(em.exit, { kind: 'return', value, text: '}' });
    }
    const fn = {
        name: def.symbol.name,
        entry: em.entry,
        exit: em.exit,
        nodes: em.nodes,
        params: def.params,
        locals: [...def.locals, ...em.temps],
        returnType: def.symbol.type.ret,
        properties: em.properties,
        loops: [],
        sccs: [],
        loc: def.loc,
    };
    return { fn, externalCalls: em.externalCalls, dispatches: em.dispatches };
}
const src = (e) => exprToC(e, { implicitCasts: false, names: 'source' });
class StmtBuilder {
    em;
    lw;
    breaks = [];
    continues = [];
    labels = new Map();
    /** Case/default labels of the enclosing switches, innermost last. */
    switches = [];
    constructor(em, lw) {
        this.em = em;
        this.lw = lw;
    }
    block(body) {
        for (const s of body)
            this.stmt(s);
    }
    label(name) {
        let l = this.labels.get(name);
        if (!l) {
            l = this.em.lazy();
            this.labels.set(name, l);
        }
        return l;
    }
    /** Enters statement `s`: it gives edges their loc and text, and the current node its loc. */
    at(s) {
        this.context(s);
        if (this.em.cur && !this.em.cur.loc)
            this.em.cur.loc = s.loc;
    }
    /** Lowers a statement's condition; its side effects get the condition's text. */
    cond(c, t, f) {
        this.em.stmtLoc = c.loc;
        this.em.stmtText = src(c);
        this.lw.cond(c, t, f);
    }
    /** Returns to statement `s` after a nested one (for the edges that close it). */
    context(s) {
        this.em.stmtLoc = s.loc;
        this.em.stmtText = s.text;
    }
    /** Builds a loop body with its break and continue targets. */
    loopBody(body, brk, cont) {
        this.breaks.push(brk);
        this.continues.push(cont);
        this.stmt(body);
        this.breaks.pop();
        this.continues.pop();
    }
    stmt(s) {
        const { em, lw } = this;
        this.at(s);
        switch (s.kind) {
            case 'Block':
                return this.block(s.body);
            case 'ExprStmt': {
                const before = em.edgeCount;
                lw.effect(s.expr);
                if (em.edgeCount === before && em.cur)
                    em.step({ kind: 'blank' }); // keeps the statement in traces
                return;
            }
            case 'Decl':
                return this.decl(s);
            case 'If': {
                const then = em.lazy();
                const els = em.lazy();
                const join = em.lazy();
                this.cond(s.cond, then, s.else ? els : join);
                // A branch the condition never takes (`if (0) { L: ... }`) is still built: a goto may
                // enter it through a label. Its unreachable parts are removed afterwards.
                em.cur = then.node;
                this.stmt(s.then);
                this.context(s);
                if (em.cur)
                    em.fallInto(join.get());
                if (s.else) {
                    em.cur = els.node;
                    this.stmt(s.else);
                    if (em.cur)
                        em.fallInto(join.get());
                }
                em.cur = join.node;
                return;
            }
            case 'While': {
                const head = em.joinable(s.loc);
                const body = em.lazy();
                const exit = em.lazy();
                this.cond(s.cond, body, exit);
                em.cur = body.node;
                this.loopBody(s.body, exit, Lazy.of(head));
                this.context(s);
                if (em.cur)
                    em.jump(head, { kind: 'blank', text: '' });
                em.cur = exit.node;
                return;
            }
            case 'DoWhile': {
                const head = em.joinable(s.loc);
                const condNode = em.lazy();
                const exit = em.lazy();
                this.loopBody(s.body, exit, condNode);
                this.context(s);
                if (!em.cur && !condNode.node) {
                    em.cur = exit.node;
                    return;
                }
                em.place(condNode);
                this.cond(s.cond, Lazy.of(head), exit);
                em.cur = exit.node;
                return;
            }
            case 'For': {
                if (s.init)
                    this.stmt(s.init);
                this.context(s);
                const head = em.joinable(s.loc);
                const exit = em.lazy();
                const update = em.lazy();
                if (s.cond) {
                    const body = em.lazy();
                    this.cond(s.cond, body, exit);
                    em.cur = body.node;
                }
                this.loopBody(s.body, exit, update);
                this.context(s);
                if (em.cur || update.node) {
                    em.place(update);
                    if (s.update) {
                        em.stmtText = src(s.update);
                        em.stmtLoc = s.update.loc;
                        lw.effect(s.update);
                    }
                    if (em.cur)
                        em.jump(head, { kind: 'blank', text: '' });
                }
                em.cur = exit.node;
                return;
            }
            case 'Switch': {
                this.em.stmtLoc = s.cond.loc;
                this.em.stmtText = src(s.cond);
                const c = lw.value(s.cond);
                const cases = collectCases(s.body);
                const labels = new Map(cases.map((k) => [k, em.lazy()]));
                const exit = em.lazy();
                emitDispatch(lw, em, c, cases, labels, exit);
                this.switches.push(labels);
                this.breaks.push(exit);
                this.stmt(s.body);
                this.breaks.pop();
                this.switches.pop();
                if (em.cur)
                    em.fallInto(exit.get());
                em.cur = exit.node;
                return;
            }
            case 'Case':
            case 'Default': {
                const target = this.switches[this.switches.length - 1]?.get(s);
                if (target)
                    em.fallInto(target.get(), s.kind === 'Default' ? 'default:' : `case ${s.value}:`);
                return this.stmt(s.body);
            }
            case 'Break':
            case 'Continue': {
                const stack = s.kind === 'Break' ? this.breaks : this.continues;
                const target = stack[stack.length - 1];
                if (target)
                    em.jump(target.get());
                else
                    em.step({ kind: 'unsupported', feature: `${s.kind.toLowerCase()} outside a loop` });
                return;
            }
            case 'Return': {
                let value = s.value ? lw.value(s.value) : undefined;
                if (value && s.value?.type.kind === 'void')
                    value = undefined;
                em.jump(em.exit, { kind: 'return', value });
                return;
            }
            case 'Goto':
                em.jump(this.label(s.label).get());
                return;
            case 'Labeled':
                em.place(this.label(s.label), `${s.label}:`);
                return this.stmt(s.body);
            case 'Empty':
                return;
            case 'Unsupported':
                em.step({ kind: 'unsupported', feature: s.feature });
                return;
        }
    }
    /** `T v [= init]`: a decl edge (zero-filled for brace initializers), then one assignment per given element. */
    decl(s) {
        const vlaLength = s.vlaLength ? this.lw.value(s.vlaLength) : undefined;
        this.lw.declare(s.variable, s.init, s.loc, vlaLength);
    }
}

;// CONCATENATED MODULE: ./src/ir/tarjan.ts
// Tarjan's strongly connected components, iterative (an explicit work stack instead of recursion,
// so CFAs and call graphs of any depth cannot overflow the JavaScript stack). Components come out
// in reverse topological order: a component is emitted after every component it can reach.
function stronglyConnected(roots, successors) {
    const index = new Map();
    const low = new Map();
    const onStack = new Set();
    const stack = [];
    const out = [];
    let counter = 0;
    const work = [];
    const visit = (n) => {
        index.set(n, counter);
        low.set(n, counter);
        counter++;
        stack.push(n);
        onStack.add(n);
        work.push({ node: n, it: successors(n)[Symbol.iterator]() });
    };
    for (const root of roots) {
        if (index.has(root))
            continue;
        visit(root);
        while (work.length > 0) {
            const frame = work[work.length - 1];
            const next = frame.it.next();
            if (!next.done) {
                const w = next.value;
                if (!index.has(w))
                    visit(w);
                else if (onStack.has(w))
                    low.set(frame.node, Math.min(low.get(frame.node), index.get(w)));
                continue;
            }
            work.pop();
            const v = frame.node;
            if (work.length > 0) {
                const parent = work[work.length - 1].node;
                low.set(parent, Math.min(low.get(parent), low.get(v)));
            }
            if (low.get(v) === index.get(v)) {
                const comp = [];
                let w;
                do {
                    w = stack.pop();
                    onStack.delete(w);
                    comp.push(w);
                } while (w !== v);
                out.push(comp);
            }
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/ir/loops.ts
// Loop analysis of a CFA: removal of nodes unreachable from the entry (the exit node stays),
// reverse postorder, loop heads (targets of DFS back edges, so irreducible flow from goto is fine),
// natural loops with nesting, and strongly connected components. All traversals are iterative.

/** Nodes reachable from the entry (iterative DFS). */
function reachableFrom(entry) {
    const seen = new Set([entry]);
    const todo = [entry];
    while (todo.length > 0) {
        const n = todo.pop();
        for (const e of n.out) {
            if (!seen.has(e.to)) {
                seen.add(e.to);
                todo.push(e.to);
            }
        }
    }
    return seen;
}
function removeFrom(list, pred) {
    let k = 0;
    for (const x of list)
        if (!pred(x))
            list[k++] = x;
    list.length = k;
}
/**
 * Drops nodes not reachable from the entry (code after return, after infinite loops, dead
 * switch/label code) with their edges, and the properties whose error node goes with them.
 * The exit node is always kept. Returns the number of nodes removed.
 */
function removeUnreachable(fn) {
    const live = reachableFrom(fn.entry);
    live.add(fn.exit);
    const before = fn.nodes.length;
    for (const n of fn.nodes) {
        if (live.has(n))
            removeFrom(n.in, (e) => !live.has(e.from));
    }
    removeFrom(fn.nodes, (n) => !live.has(n));
    removeFrom(fn.properties, (p) => !live.has(p.node));
    return before - fn.nodes.length;
}
/** Sets `rpo` on reachable nodes (entry = 0) and returns the DFS back edges. */
function depthFirst(fn) {
    const state = new Map();
    const post = [];
    const backEdges = [];
    // Out-edges are explored last to first, so that in reverse postorder the first successor (the
    // then-branch, the loop body) comes before the later ones (else-branch, loop exit).
    const work = [{ node: fn.entry, next: fn.entry.out.length - 1 }];
    state.set(fn.entry, 'open');
    while (work.length > 0) {
        const frame = work[work.length - 1];
        if (frame.next >= 0) {
            const e = frame.node.out[frame.next--];
            const s = state.get(e.to);
            if (s === undefined) {
                state.set(e.to, 'open');
                work.push({ node: e.to, next: e.to.out.length - 1 });
            }
            else if (s === 'open')
                backEdges.push(e);
            continue;
        }
        work.pop();
        state.set(frame.node, 'done');
        post.push(frame.node);
    }
    const order = post.reverse();
    for (const n of fn.nodes)
        n.rpo = undefined;
    order.forEach((n, i) => (n.rpo = i));
    return { order, backEdges };
}
const byRpo = (a, b) => (a.rpo ?? Infinity) - (b.rpo ?? Infinity) || a.id - b.id;
/** Reverse postorder, loop heads, natural loops with nesting, and SCCs; fills fn.loops and fn.sccs. */
function analyzeLoops(fn) {
    const { backEdges } = depthFirst(fn);
    for (const n of fn.nodes)
        n.isLoopHead = false;
    // SCCs (nontrivial ones), members and components ordered by reverse postorder.
    const comps = stronglyConnected(fn.nodes, (n) => n.out.map((e) => e.to));
    const sccOf = new Map();
    comps.forEach((c, i) => c.forEach((n) => sccOf.set(n, i)));
    fn.sccs = comps
        .filter((c) => c.length > 1 || c[0].out.some((e) => e.to === c[0]))
        .map((c) => [...c].sort(byRpo))
        .sort((a, b) => byRpo(a[0], b[0]));
    // Natural loops: per head, the nodes of its SCC that reach a back-edge source without passing the head.
    const latches = new Map();
    for (const e of backEdges) {
        e.to.isLoopHead = true;
        const l = latches.get(e.to) ?? [];
        l.push(e.from);
        latches.set(e.to, l);
    }
    const bodies = [];
    for (const [head, srcs] of latches) {
        const scc = sccOf.get(head);
        const nodes = new Set([head]);
        const todo = srcs.filter((s) => s !== head);
        while (todo.length > 0) {
            const n = todo.pop();
            if (nodes.has(n) || sccOf.get(n) !== scc)
                continue;
            nodes.add(n);
            for (const e of n.in)
                todo.push(e.from);
        }
        bodies.push({ head, nodes });
    }
    // Nesting: the parent is the smallest larger loop containing all of this loop's nodes. Loops are
    // processed from the largest; `innermost` maps each node to the smallest loop seen so far, and
    // for irreducible overlaps we walk up until a loop contains the whole body.
    bodies.sort((a, b) => b.nodes.size - a.nodes.size || byRpo(a.head, b.head));
    const loops = [];
    const innermost = new Map();
    for (const body of bodies) {
        let parent = innermost.get(body.head);
        while (parent && ![...body.nodes].every((n) => parent.nodes.has(n)))
            parent = parent.parent;
        const members = [...body.nodes].sort(byRpo);
        const exits = members.flatMap((n) => n.out.filter((e) => !body.nodes.has(e.to)));
        const loop = {
            head: body.head,
            nodes: new Set(members),
            exits,
            parent,
            depth: parent ? parent.depth + 1 : 1,
        };
        loops.push(loop);
        for (const n of members)
            innermost.set(n, loop);
    }
    fn.loops = [...loops].sort((a, b) => byRpo(a.head, b.head));
}

;// CONCATENATED MODULE: ./src/ir/cfaCheck.ts
// Structural validation of a CFA, run after every phase that changes it (build, unreachable-node
// removal). A failure is a bug in proofgate, never in the user's program: assertCfaValid throws.


/** Operands of an edge: [role, expression]. */
function edgeOperands(e) {
    switch (e.kind) {
        case 'assume':
            return [['cond', e.cond]];
        case 'assign':
            return [
                ['lhs', e.lhs],
                ['rhs', e.rhs],
            ];
        case 'havoc':
            return [['lhs', e.lhs]];
        case 'call':
            return [
                ...e.args.map((a, i) => [`arg${i}`, a]),
                ...(e.lhs ? [['lhs', e.lhs]] : []),
            ];
        case 'return':
            return e.value ? [['value', e.value]] : [];
        case 'decl':
            return e.vlaLength ? [['vlaLength', e.vlaLength]] : [];
        case 'alloc':
            return [
                ['size', e.size],
                ...(e.resized ? [['resized', e.resized]] : []),
                ...(e.lhs ? [['lhs', e.lhs]] : []),
            ];
        case 'free':
            return [['pointer', e.pointer]];
        case 'blank':
        case 'unsupported':
            return [];
    }
}
/**
 * The invariants of `fn` that do not hold, as messages (empty: valid). Checked: node and edge ids
 * unique; nodes belong to the function (fn name, listed once); every edge is in its from.out and
 * its to.in and joins nodes of the function; the entry has role 'entry' and no in-edges, the exit
 * has role 'exit', no out-edges and only return/blank in-edges; return edges go to the exit; error
 * and terminal nodes have no out-edges; every other node has an out-edge; a node with an assume
 * out-edge has either that single assume edge (`assume()`) or exactly two assume edges on the same
 * condition with opposite truth; every expression on an edge is pure (pure.ts) and every
 * assigned/havocked/allocated lhs is an lvalue; each property's node is an error node of the
 * function and every error node has exactly one property; and, unless `allowUnreachable`, every
 * node except the exit is reachable from the entry.
 */
function checkCfa(fn, options = {}) {
    const problems = [];
    const bad = (msg) => void problems.push(`${fn.name}: ${msg}`);
    const nodeSet = new Set();
    const nodeIds = new Set();
    const edgeIds = new Set();
    for (const n of fn.nodes) {
        if (nodeSet.has(n))
            bad(`N${n.id} listed twice`);
        if (nodeIds.has(n.id) && !nodeSet.has(n))
            bad(`node id ${n.id} not unique`);
        nodeSet.add(n);
        nodeIds.add(n.id);
        if (n.fn !== fn.name)
            bad(`N${n.id} belongs to ${n.fn}`);
    }
    if (!nodeSet.has(fn.entry))
        bad('entry node not in the node list');
    if (!nodeSet.has(fn.exit))
        bad('exit node not in the node list');
    if (fn.entry.role !== 'entry')
        bad('entry node has role ' + fn.entry.role);
    if (fn.exit.role !== 'exit')
        bad('exit node has role ' + fn.exit.role);
    if (fn.entry.in.length > 0)
        bad('entry node has in-edges');
    // Membership of the in- and out-lists as sets (a label or the exit may have many in-edges); with
    // the checks that n.out holds edges from n and n.in edges to n, this is membership in the right list.
    const inLists = new Set(fn.nodes.flatMap((n) => n.in));
    const outLists = new Set(fn.nodes.flatMap((n) => n.out));
    for (const n of fn.nodes) {
        for (const e of n.out) {
            const where = `edge E${e.id} N${e.from.id}->N${e.to.id}`;
            if (edgeIds.has(e.id))
                bad(`${where}: id not unique`);
            edgeIds.add(e.id);
            if (e.from !== n)
                bad(`${where}: in out-list of N${n.id}`);
            if (!nodeSet.has(e.to))
                bad(`${where}: target not in the function`);
            if (!inLists.has(e))
                bad(`${where}: missing from the target's in-list`);
            if (e.kind === 'return' && e.to !== fn.exit)
                bad(`${where}: return edge not to the exit`);
            for (const [role, x] of edgeOperands(e)) {
                if (!isEdgePure(x))
                    bad(`${where}: ${role} is not pure`);
                if (role === 'lhs' && !isLvalueExpr(x))
                    bad(`${where}: lhs is not an lvalue`);
            }
        }
        for (const e of n.in) {
            if (e.to !== n)
                bad(`edge E${e.id} in in-list of N${n.id} but goes to N${e.to.id}`);
            if (!nodeSet.has(e.from))
                bad(`edge E${e.id} into N${n.id} comes from outside the function`);
            else if (!outLists.has(e))
                bad(`edge E${e.id} into N${n.id} missing from its source's out-list`);
        }
        const sink = n === fn.exit || n.role === 'error' || n.role === 'terminal';
        if (sink && n.out.length > 0)
            bad(`N${n.id} (${n === fn.exit ? 'exit' : n.role}) has out-edges`);
        if (!sink && n.out.length === 0)
            bad(`N${n.id} has no out-edge`);
        if (n !== fn.entry && n.role === 'entry')
            bad(`N${n.id} has role entry`);
        if (n !== fn.exit && n.role === 'exit')
            bad(`N${n.id} has role exit`);
        const assumes = n.out.filter((e) => e.kind === 'assume');
        if (assumes.length > 0) {
            const [a, b] = assumes;
            const paired = n.out.length === 2 &&
                assumes.length === 2 &&
                a.kind === 'assume' &&
                b.kind === 'assume' &&
                a.cond === b.cond &&
                a.truth !== b.truth;
            if (n.out.length !== 1 && !paired)
                bad(`N${n.id}: assume edges neither alone nor a complementary pair`);
        }
    }
    for (const e of fn.exit.in) {
        if (e.kind !== 'return' && e.kind !== 'blank')
            bad(`exit has a ${e.kind} in-edge`);
    }
    const errorNodes = new Map();
    for (const p of fn.properties) {
        if (!nodeSet.has(p.node))
            bad(`property ${p.id}: node not in the function`);
        if (p.node.role !== 'error')
            bad(`property ${p.id}: node is not an error node`);
        errorNodes.set(p.node, (errorNodes.get(p.node) ?? 0) + 1);
    }
    for (const n of fn.nodes) {
        if (n.role === 'error' && errorNodes.get(n) !== 1)
            bad(`error node N${n.id} has ${errorNodes.get(n) ?? 0} properties`);
    }
    if (!options.allowUnreachable) {
        const live = reachableFrom(fn.entry);
        for (const n of fn.nodes)
            if (n !== fn.exit && !live.has(n))
                bad(`N${n.id} unreachable from the entry`);
    }
    return problems;
}
/** An internal error: the CFA breaks an invariant that the builder guarantees. */
class CfaInvariantError extends Error {
    problems;
    constructor(problems) {
        super(`internal error: invalid CFA\n  ${problems.join('\n  ')}`);
        this.problems = problems;
        this.name = 'CfaInvariantError';
    }
}
function assertCfaValid(fn, options = {}) {
    const problems = checkCfa(fn, options);
    if (problems.length > 0)
        throw new CfaInvariantError(problems);
}

;// CONCATENATED MODULE: ./src/ir/callGraph.ts
// The call graph of a program's CFAs: callees and callers from call edges, functions without body
// (havoc edges with reason 'external', plus calls whose result was unused, reported by the
// builder), recursion, and the call-graph SCCs in bottom-up (callee-first) order.

function buildCallGraph(functions, 
/** External callees per function that the CFA does not show as havoc edges (results unused). */
extraExternal = new Map()) {
    const callees = new Map();
    const callers = new Map();
    const external = new Set();
    for (const name of functions.keys()) {
        callees.set(name, new Set());
        callers.set(name, new Set());
    }
    for (const [name, fn] of functions) {
        for (const n of fn.nodes) {
            for (const e of n.out) {
                if (e.kind === 'call' && functions.has(e.callee)) {
                    callees.get(name).add(e.callee);
                    callers.get(e.callee).add(name);
                }
                else if (e.kind === 'call' || (e.kind === 'havoc' && e.reason === 'external')) {
                    external.add(e.callee);
                }
            }
        }
        for (const x of extraExternal.get(name) ?? [])
            external.add(x);
    }
    const sccs = stronglyConnected(functions.keys(), (f) => callees.get(f) ?? []);
    const recursive = new Set();
    for (const c of sccs) {
        if (c.length > 1 || callees.get(c[0])?.has(c[0]))
            for (const f of c)
                recursive.add(f);
    }
    return {
        callees,
        callers,
        recursive,
        sccs: sccs.map((c) => [...c].sort()),
        external: new Set([...external].sort()),
    };
}

;// CONCATENATED MODULE: ./src/ir/checks.ts
// Optional properties (`--check`): signed overflow, division by zero, array index out of bounds and
// the memory-safety families (`memory`: each dereference and `free`; `leak`: each return of `main`)
// become error nodes of their own. Before an edge evaluates an operation that can go wrong, a
// complementary pair of assume edges tests the condition under which it does (written as a C
// expression that itself cannot overflow: operands widened to a type twice as wide) and branches to
// the property's error node. Engines, replay and reports then treat these properties like asserts.
//
// One property per operation in the source: the true and false edges of a branch share their
// condition, so its checks are inserted once, before the branch. Call targets (`x = f()` stores
// into `x` after the callee returns) are checked after the call edge.





const CHECKS = (/* unused pure expression or super */ null && (['overflow', 'div-by-zero', 'bounds', 'memory', 'leak']));
/** The families of undefined behaviour gcc's UBSan stops at (a UB-free path avoids them). */
const UB_CHECKS = ['overflow', 'div-by-zero', 'bounds'];
/** Inserts the checks of `enabled` into `fn`, numbering new properties after the existing ones. */
function instrumentChecks(fn, enabled, ids, ints) {
    if (enabled.size === 0)
        return;
    const finder = new CheckFinder(enabled, ints, fn.name);
    const errorNodes = new Map();
    const newNode = (loc) => {
        const n = { id: ids.nextNode++, fn: fn.name, role: 'plain', loc, out: [], in: [] };
        fn.nodes.push(n);
        return n;
    };
    const created = [];
    const errorNode = (c) => {
        const key = `${c.kind}@${finder.idOf(c.at)}`;
        let node = errorNodes.get(key);
        if (!node) {
            node = newNode(c.at.loc);
            node.role = 'error';
            errorNodes.set(key, node);
            created.push({ check: c, node });
        }
        return node;
    };
    const link = (from, to, spec) => {
        const edge = { ...spec, id: ids.nextEdge++, from, to };
        from.out.push(edge);
        to.in.push(edge);
    };
    /** Test `checks` in order on the way from `from` to `to` (a fresh node that takes over). */
    const chain = (from, to, checks) => {
        let at = from;
        checks.forEach((c, i) => {
            const next = i === checks.length - 1 ? to : newNode(c.at.loc);
            const text = describe(c);
            link(at, errorNode(c), {
                kind: 'assume',
                cond: c.violated,
                truth: true,
                check: true,
                loc: c.at.loc,
                text,
            });
            link(at, next, { kind: 'assume', cond: c.violated, truth: false, check: true, loc: c.at.loc, text });
            at = next;
        });
    };
    /**
     * `lhs = f()` stores after the callee returns, so its checks go between the return and the
     * store: the call writes a fresh temporary, the checks follow, then `lhs = temporary`.
     */
    const checkCallTarget = (e, lhs, checks) => {
        const temp = freshTemp(fn, lhs.type, e.loc);
        const from = e.from;
        const declared = newNode(from.loc);
        const returned = newNode(e.to.loc);
        const checked = newNode(e.to.loc);
        checks_removeFrom(from.out, e);
        checks_removeFrom(e.to.in, e);
        link(from, declared, { kind: 'decl', variable: temp, zeroInit: false, loc: e.loc, text: e.text });
        link(declared, returned, {
            kind: 'call',
            callee: e.callee,
            args: e.args,
            lhs: varRef(temp, e.loc),
            loc: e.loc,
            text: e.text,
        });
        chain(returned, checked, checks);
        link(checked, e.to, { kind: 'assign', lhs, rhs: varRef(temp, e.loc), loc: e.loc, text: e.text });
    };
    for (const node of [...fn.nodes]) {
        if (node.role === 'error' || node.out.length === 0)
            continue;
        const original = [...node.out];
        const perEdge = original.map((e) => finder.before(e));
        const same = (c) => (d) => d.at === c.at && d.kind === c.kind;
        const common = perEdge[0].filter((c) => perEdge.every((list) => list.some(same(c))));
        if (common.length > 0) {
            // The node keeps its identity (it may be a loop head); its edges move to a fresh node.
            const rest = newNode(node.loc);
            for (const e of node.out.splice(0))
                moveSource(e, rest);
            chain(node, rest, common);
        }
        original.forEach((e, i) => {
            const own = perEdge[i].filter((c) => !common.some(same(c)));
            if (own.length > 0) {
                if (e.kind === 'assume')
                    throw new Error('internal: checks of one branch only');
                const from = e.from;
                const before = newNode(from.loc);
                const rest = newNode(from.loc);
                checks_removeFrom(from.out, e);
                moveSource(e, rest);
                link(from, before, { kind: 'blank', loc: e.loc, text: '' });
                chain(before, rest, own);
            }
        });
        for (const e of original) {
            if (e.kind !== 'call' || !e.lhs)
                continue;
            const after = finder.after(e);
            if (after.length > 0)
                checkCallTarget(e, e.lhs, after);
        }
    }
    // Ids in source order, after the program's own properties.
    created.sort((a, b) => a.check.at.loc.file.localeCompare(b.check.at.loc.file) ||
        a.check.at.loc.line - b.check.at.loc.line ||
        a.check.at.loc.col - b.check.at.loc.col);
    for (const { check, node } of created) {
        const id = `${fn.name}#${fn.properties.length + 1}`;
        fn.properties.push({ id, kind: check.kind, node, loc: check.at.loc, text: describe(check) });
    }
}
/** Whether the lvalue `e` may designate invalid memory (it goes through a pointer or a computed index). */
function mayBeInvalid(e) {
    switch (e.kind) {
        case 'Deref':
            return true;
        case 'Member':
            return mayBeInvalid(e.base);
        case 'Index': {
            const base = accessed(e.base);
            if (base.type.kind !== 'array')
                return true;
            const n = base.type.length;
            const constant = e.index.kind === 'IntConst' && n !== undefined && !base.type.vla;
            return !constant || e.index.value < 0n || e.index.value >= BigInt(n) || mayBeInvalid(base);
        }
        default:
            return false;
    }
}
/** The array an element access goes through: `a` for `a[i]` (the decay is not an access of its own). */
function accessed(e) {
    return e.kind === 'Decay' ? e.operand : e;
}
/** A local `__chkN` of `type`, unused so far in `fn`. */
function freshTemp(fn, type, loc) {
    const taken = new Set([...fn.params, ...fn.locals].map((v) => v.name));
    let n = 1;
    while (taken.has(`__chk${n}`))
        n++;
    const v = { kind: 'var', name: `__chk${n}`, uid: `__chk${n}`, type, storage: 'local', loc };
    fn.locals.push(v);
    return v;
}
function checks_removeFrom(list, e) {
    const i = list.indexOf(e);
    if (i >= 0)
        list.splice(i, 1);
}
function moveSource(e, to) {
    e.from = to;
    to.out.push(e);
}
function describe(c) {
    const text = exprToC(c.at, { implicitCasts: false, names: 'source' });
    switch (c.kind) {
        case 'signed-overflow':
            return `signed overflow in ${text}`;
        case 'div-by-zero':
            return `division by zero in ${text}`;
        case 'array-bounds':
            return c.addressOnly ? `address of ${text} out of bounds` : `array index out of bounds in ${text}`;
        case 'valid-deref':
            return `invalid dereference in ${text}`;
        case 'valid-free':
            return `invalid free in ${c.statement ?? `free(${text})`}`;
        case 'valid-memtrack':
            return 'memory leak: a block not freed that no global object reaches when main returns';
        default:
            return text;
    }
}
/** Finds the operations an edge evaluates that a check covers, innermost first. */
class CheckFinder {
    enabled;
    ints;
    fnName;
    ids = new WeakMap();
    nextId = 1;
    int;
    llong;
    ullong;
    constructor(enabled, ints, fnName) {
        this.enabled = enabled;
        this.ints = ints;
        this.fnName = fnName;
        this.int = ints.get('int');
        this.llong = ints.get('llong');
        this.ullong = ints.get('ullong');
    }
    /** A number per expression object, so a condition shared by two edges is one property. */
    idOf(e) {
        let id = this.ids.get(e);
        if (id === undefined)
            this.ids.set(e, (id = this.nextId++));
        return id;
    }
    /** Checks evaluated before `e` runs. */
    before(e) {
        const out = [];
        if (e.kind === 'assume' && e.check)
            return out; // a check's own test cannot go wrong
        for (const [role, x] of edgeOperands(e)) {
            if (e.kind === 'call' && role === 'lhs')
                continue;
            this.walk(x, out, false);
        }
        const freed = e.kind === 'free' ? e.pointer : e.kind === 'alloc' ? e.resized : undefined;
        if (freed && this.enabled.has('memory')) {
            const violated = this.memCheck('free', freed);
            out.push({ at: freed, kind: 'valid-free', violated, statement: e.text });
        }
        if (e.kind === 'return' && this.fnName === 'main' && this.enabled.has('leak')) {
            const violated = { kind: 'MemCheck', check: 'leak', type: this.int, loc: e.loc };
            out.push({ at: violated, kind: 'valid-memtrack', violated });
        }
        return out;
    }
    memCheck(check, pointer, accessType) {
        return {
            kind: 'MemCheck',
            check,
            pointer,
            ...(accessType ? { accessType } : {}),
            type: this.int,
            loc: pointer.loc,
        };
    }
    /**
     * `--check memory`: the lvalue `e` is read or written; its address must be valid for its bytes.
     * Lvalues that name a variable, its members, or its array elements at constant indices in range
     * need no check (the variable is alive while its name is in scope).
     */
    access(e, out) {
        if (!this.enabled.has('memory') || !mayBeInvalid(e))
            return;
        if (e.kind === 'Member' && e.record.fields.find((f) => f.name === e.field)?.bitWidth !== undefined)
            return;
        out.push({ at: e, kind: 'valid-deref', violated: this.memCheck('deref', addrOf(e, e.loc), e.type) });
    }
    /** Checks of what `e` evaluates after it (the target of a call). */
    after(e) {
        const out = [];
        if (e.kind === 'call' && e.lhs)
            this.walk(e.lhs, out, false);
        return out;
    }
    /**
     * Post-order walk. `addressOnly`: only the address of `e` is formed (`&a[i]`, a row `a[i]` that
     * decays), so an index may be one past the end; an element reached through `[]` or `*` is accessed.
     */
    walk(e, out, addressOnly, viaMember = false) {
        const accessedHere = !addressOnly && !viaMember;
        if (e.kind === 'Index') {
            // an array-typed base (`s->row[i]`, `a[i][j]`) is not read whole: memory checks the element
            const base = accessed(e.base);
            this.walk(base, out, false, base.type.kind === 'array');
            this.walk(e.index, out, false);
            if (this.enabled.has('bounds'))
                this.bounds(e, addressOnly, out);
            if (accessedHere)
                this.access(e, out);
            return;
        }
        if (e.kind === 'Deref') {
            this.walk(accessed(e.operand), out, false);
            if (accessedHere)
                this.access(e, out);
            return;
        }
        if (e.kind === 'Member') {
            // `a[i].f` needs `a[i]` in bounds; for memory only the member's own bytes are accessed
            this.walk(e.base, out, addressOnly, true);
            if (accessedHere)
                this.access(e, out);
            return;
        }
        const childAddressOnly = e.kind === 'AddrOf' || e.kind === 'Decay';
        for (const c of children(e))
            this.walk(c, out, childAddressOnly);
        if (e.kind === 'Binary')
            this.binary(e, out);
        else if (e.kind === 'Unary')
            this.unary(e, out);
    }
    binary(e, out) {
        const t = e.type;
        if (t.kind !== 'int')
            return;
        const { op, left, right } = e;
        // Operations whose operand is a constant that rules the failure out get no property.
        const mayBe = (x, v) => x.kind !== 'IntConst' || x.value === v;
        const division = op === '/' || op === '%';
        if (division && this.enabled.has('div-by-zero') && right.type.kind === 'int' && mayBe(right, 0n)) {
            out.push({
                at: e,
                kind: 'div-by-zero',
                violated: this.cmp('==', right, intConst(0n, right.type, e.loc)),
            });
        }
        if (!t.signed || !this.enabled.has('overflow'))
            return;
        if (op === '+' || op === '-' || op === '*') {
            const wide = t.bits <= 32 ? this.llong : t.bits <= 64 ? this.ints.get('int128') : undefined;
            if (!wide)
                return;
            const exact = binary(op, castTo(left, wide), castTo(right, wide), wide, e.loc);
            const above = this.cmp('>', exact, intConst(maxValue(t), wide, e.loc));
            const below = this.cmp('<', exact, intConst(minValue(t), wide, e.loc));
            out.push({ at: e, kind: 'signed-overflow', violated: binary('|', above, below, this.int, e.loc) });
        }
        else if (division && mayBe(left, minValue(t)) && mayBe(right, -1n)) {
            // INT_MIN / -1 does not fit (and C11 makes INT_MIN % -1 undefined too).
            const isMin = this.cmp('==', left, intConst(minValue(t), t, e.loc));
            const isMinusOne = this.cmp('==', right, intConst(-1n, t, e.loc));
            out.push({ at: e, kind: 'signed-overflow', violated: binary('&', isMin, isMinusOne, this.int, e.loc) });
        }
    }
    unary(e, out) {
        const t = e.type;
        if (e.op !== '-' || t.kind !== 'int' || !t.signed || !this.enabled.has('overflow'))
            return;
        out.push({
            at: e,
            kind: 'signed-overflow',
            violated: this.cmp('==', e.operand, intConst(minValue(t), t, e.loc)),
        });
    }
    /** `a[i]` with a of array type and known length: 0 <= i < length (<= length if only its address is taken). */
    bounds(e, addressOnly, out) {
        const arr = e.base.kind === 'Decay' ? e.base.operand.type : e.base.type;
        const it = e.index.type;
        if (arr.kind !== 'array' || arr.vla || arr.length === undefined || arr.length === 0 || it.kind !== 'int')
            return;
        const limit = BigInt(arr.length) - (addressOnly ? 0n : 1n);
        if (e.index.kind === 'IntConst' && e.index.value >= 0n && e.index.value <= limit)
            return;
        const wide = it.bits > 64 ? it : it.signed || it.bits < 64 ? this.llong : this.ullong;
        const index = castTo(e.index, wide);
        const tooHigh = this.cmp('>', index, intConst(limit, wide, e.loc));
        const violated = wide.signed
            ? binary('|', this.cmp('<', index, intConst(0n, wide, e.loc)), tooHigh, this.int, e.loc)
            : tooHigh;
        out.push({ at: e, kind: 'array-bounds', violated, addressOnly });
    }
    cmp(op, l, r) {
        return binary(op, l, r, this.int, l.loc);
    }
}

;// CONCATENATED MODULE: ./src/ir/pointsTo.ts
// Points-to analysis over the CFA: Andersen's inclusion-based analysis, flow- and
// context-insensitive, field-insensitive (a struct or array is one object). It says which objects
// a pointer may reach, so the IR can drop the branches of a call through a function pointer that
// cannot be taken (pruneDispatch.ts), and it is meant for deciding which objects a dereference may
// touch. The facts are over-approximations for defined behaviour; no verdict rests on them alone
// (a pruned branch falls through to an unsupported edge, see indirectCalls.ts).
//
// Objects: a variable (its name: `g` for a global, `main.x` for a local or a parameter, `f::s`
// for a static local), a heap block per allocation site (`malloc@12:7`), a function (`&f`), the
// string literals (`"…"`, one object), and `?`: an address of unknown origin (an integer made a
// pointer, a body-less function's or a nondet pointer result, an entry's parameter). Loads through
// `?` give `?`; a store through it may reach every object.
/** The object of unknown origin. */
const UNKNOWN_OBJECT = '?';
/** The string literals, as one object. */
const STRING_OBJECT = '"…"';
/** The constraint system: base facts, copies, loads and stores between nodes. */
class Constraints {
    pts = new Map();
    copies = [];
    loads = []; // [pointer, into]
    stores = []; // [from, pointer]
    /** Objects whose contents a store through `?` may change. */
    objects = new Set();
    temps = 0;
    set(n) {
        let s = this.pts.get(n);
        if (!s)
            this.pts.set(n, (s = new Set()));
        return s;
    }
    temp() {
        return `#${this.temps++}`;
    }
    base(obj) {
        const t = this.temp();
        this.set(t).add(obj);
        if (obj !== UNKNOWN_OBJECT)
            this.objects.add(obj);
        return t;
    }
    /** Least solution, by iterating every constraint until nothing changes. */
    solve() {
        const addAll = (into, from) => {
            const s = this.set(into);
            const n = s.size;
            for (const x of from)
                s.add(x);
            return s.size !== n;
        };
        for (let changed = true; changed;) {
            changed = false;
            for (const [from, to] of this.copies)
                if (addAll(to, this.set(from)))
                    changed = true;
            for (const [p, into] of this.loads)
                for (const o of [...this.set(p)]) {
                    const c = contents(o);
                    if (c !== undefined && addAll(into, o === UNKNOWN_OBJECT ? [UNKNOWN_OBJECT] : this.set(c)))
                        changed = true;
                }
            for (const [from, p] of this.stores)
                for (const o of [...this.set(p)]) {
                    const into = o === UNKNOWN_OBJECT ? [...this.objects] : [o];
                    for (const x of into) {
                        const c = contents(x);
                        if (c !== undefined && addAll(c, this.set(from)))
                            changed = true;
                    }
                }
        }
    }
}
/** The node holding what object `o` contains (its own name); none for functions and strings. */
function contents(o) {
    return o.startsWith('&') || o === STRING_OBJECT ? undefined : o;
}
/** The node (and object) name of a variable seen from function `fn`. */
function varKey(fn, v) {
    return v.storage === 'local' || v.storage === 'param' ? `${fn}.${v.uid}` : v.uid;
}
/** Builds the constraints of one function's expressions and edges. */
class Generator {
    c;
    fn;
    constructor(c, fn) {
        this.c = c;
        this.fn = fn;
    }
    place(e) {
        switch (e.kind) {
            case 'VarRef':
                return { direct: varKey(this.fn, e.symbol) };
            case 'Deref':
                return { through: this.value(e.operand) };
            case 'Member':
                return this.place(e.base);
            case 'Index':
                return e.base.type.kind === 'array' ? this.place(e.base) : { through: this.value(e.base) };
            default:
                return { direct: this.value(e) }; // not an lvalue: nothing observes a write to it
        }
    }
    /** A node holding the targets of `e`'s value. */
    value(e) {
        const c = this.c;
        switch (e.kind) {
            case 'VarRef':
            case 'Deref':
            case 'Member':
            case 'Index': {
                const at = this.place(e);
                if ('direct' in at)
                    return at.direct;
                const t = c.temp();
                c.loads.push([at.through, t]);
                return t;
            }
            case 'FuncRef':
                return c.base(`&${e.symbol.name}`);
            case 'StringLit':
                return c.base(STRING_OBJECT);
            case 'AddrOf':
            case 'Decay': {
                const x = e.operand;
                if (x.kind === 'FuncRef')
                    return c.base(`&${x.symbol.name}`);
                if (x.kind === 'StringLit')
                    return c.base(STRING_OBJECT);
                const at = this.place(x);
                if ('through' in at)
                    return at.through;
                c.objects.add(at.direct);
                return c.base(at.direct);
            }
            case 'Cast': {
                const inner = this.value(e.operand);
                const x = e.operand;
                if (e.type.kind !== 'pointer' ||
                    x.type.kind === 'pointer' ||
                    (x.kind === 'IntConst' && x.value === 0n))
                    return inner; // NULL points nowhere
                return this.join([inner, c.base(UNKNOWN_OBJECT)]); // an address made from an integer
            }
            case 'Unary':
                return this.value(e.operand);
            case 'Binary':
            case 'Logical':
                return this.join([this.value(e.left), this.value(e.right)]);
            case 'Conditional':
                return this.join([this.value(e.then), this.value(e.else)]);
            case 'Comma':
                return this.value(e.right);
            case 'Assign': {
                const v = this.value(e.value);
                this.write(this.place(e.target), v);
                return v;
            }
            default:
                return c.temp(); // constants, checks: no address
        }
    }
    join(nodes) {
        const t = this.c.temp();
        for (const n of nodes)
            this.c.copies.push([n, t]);
        return t;
    }
    write(at, from) {
        if ('direct' in at)
            this.c.copies.push([from, at.direct]);
        else
            this.c.stores.push([from, at.through]);
    }
    initializer(target, init) {
        if (init.kind === 'scalar')
            this.c.copies.push([this.value(init.expr), target]);
        else
            for (const [, part] of init.elements)
                this.initializer(target, part);
    }
    edge(e, functions) {
        const c = this.c;
        switch (e.kind) {
            case 'assign':
                this.write(this.place(e.lhs), this.value(e.rhs));
                return;
            case 'havoc':
                if (mayHoldAddress(e.lhs.type.kind))
                    this.write(this.place(e.lhs), c.base(UNKNOWN_OBJECT));
                return;
            case 'call': {
                const callee = functions.get(e.callee);
                if (!callee)
                    return;
                e.args.forEach((a, i) => {
                    const p = callee.params[i];
                    if (p)
                        c.copies.push([this.value(a), varKey(callee.name, p)]);
                });
                if (e.lhs)
                    this.write(this.place(e.lhs), `ret:${callee.name}`);
                return;
            }
            case 'return':
                if (e.value)
                    c.copies.push([this.value(e.value), `ret:${this.fn}`]);
                return;
            case 'alloc': {
                const site = `${e.allocator}@${e.loc.line}:${e.loc.col}`;
                c.objects.add(site);
                if (e.lhs)
                    this.write(this.place(e.lhs), c.base(site));
                if (e.resized)
                    c.loads.push([this.value(e.resized), site]);
                return;
            }
            default:
                return;
        }
    }
}
function mayHoldAddress(kind) {
    return kind === 'pointer' || kind === 'record' || kind === 'array';
}
/** The points-to facts of a whole program. */
function pointsTo(p) {
    const c = new Constraints();
    const called = new Set();
    for (const f of p.functions.values())
        for (const n of f.nodes)
            for (const e of n.out)
                if (e.kind === 'call')
                    called.add(e.callee);
    for (const g of p.globals) {
        if (g.init)
            new Generator(c, '').initializer(g.variable.uid, g.init);
    }
    for (const f of p.functions.values()) {
        const gen = new Generator(c, f.name);
        // a function nothing calls is an entry (or dead): its parameters come from outside
        if (!called.has(f.name))
            for (const v of f.params)
                c.copies.push([c.base(UNKNOWN_OBJECT), varKey(f.name, v)]);
        for (const n of f.nodes)
            for (const e of n.out)
                gen.edge(e, p.functions);
    }
    c.solve();
    const sorted = (n) => [...c.set(n)].sort();
    return {
        of: (fn, e) => {
            const size = c.copies.length + c.loads.length + c.stores.length;
            const n = new Generator(c, fn).value(e);
            if (c.copies.length + c.loads.length + c.stores.length !== size)
                c.solve();
            return sorted(n);
        },
        variable: (fn, v) => sorted(varKey(fn, v)),
        table: () => {
            const out = new Map();
            for (const o of [...c.objects].sort()) {
                const s = contents(o);
                if (s !== undefined)
                    out.set(o, sorted(s));
            }
            return out;
        },
    };
}

;// CONCATENATED MODULE: ./src/ir/pruneDispatch.ts
// Narrows the calls through function pointers with the points-to facts: a branch `p == &f` of a
// call's dispatch (indirectCalls.ts) whose pointer cannot point to `f` is removed, and its
// `p != &f` side becomes a blank edge. Sound whatever the facts say: a run whose pointer does hold
// `&f` then reaches the dispatch's unsupported edge (UNKNOWN), never a wrong verdict.

/** Removes the branches the facts rule out; returns how many. */
function pruneDispatch(branches, facts) {
    let pruned = 0;
    for (const b of branches) {
        const may = facts.of(b.fn, b.pointer);
        if (may.includes(UNKNOWN_OBJECT) || may.includes(`&${b.target}`))
            continue;
        const hit = b.at.out.find((e) => e.kind === 'assume' && e.truth);
        const miss = b.at.out.find((e) => e.kind === 'assume' && !e.truth);
        if (!hit || !miss)
            continue;
        remove(b.at.out, hit);
        remove(hit.to.in, hit);
        const blank = {
            kind: 'blank',
            id: miss.id,
            from: miss.from,
            to: miss.to,
            loc: miss.loc,
            text: miss.text,
        };
        replace(b.at.out, miss, blank);
        replace(miss.to.in, miss, blank);
        pruned++;
    }
    return pruned;
}
function remove(edges, e) {
    const i = edges.indexOf(e);
    if (i >= 0)
        edges.splice(i, 1);
}
function replace(edges, e, by) {
    const i = edges.indexOf(e);
    if (i >= 0)
        edges[i] = by;
}

;// CONCATENATED MODULE: ./src/ir/programCfa.ts
// Entry point of the IR: builds the CFA of every function definition, checks it, narrows calls
// through function pointers by the points-to facts, removes unreachable code, adds the optional
// checks (`--check`), runs loop analysis, checks again, and builds the call graph.









/** Ids of the memory-safety properties (`--check memory`, `leak`). */
function programCfa_memoryPropertyIds(cfa) {
    const out = new Set();
    for (const f of cfa.functions.values())
        for (const p of f.properties)
            if (MEMORY_KINDS.has(p.kind))
                out.add(p.id);
    return out;
}
/** Ids of every property of the program, function by function. */
function programCfa_propertyIds(cfa) {
    return [...cfa.functions.values()].flatMap((f) => f.properties.map((p) => p.id));
}
function buildProgramCfa(program, options = {}) {
    const ids = { nextNode: 1, nextEdge: 1 };
    const ints = new IntTypes(program.dataModel);
    const functions = new Map();
    const external = new Map();
    const dispatches = [];
    for (const def of program.definitions) {
        const built = buildFunctionCfa(program, def, ids, ints);
        assertCfaValid(built.fn, { allowUnreachable: true });
        functions.set(built.fn.name, built.fn);
        external.set(built.fn.name, built.externalCalls);
        dispatches.push(...built.dispatches);
    }
    const globals = program.globals.map((variable) => ({ variable, init: variable.init }));
    if (dispatches.length > 0) {
        const callGraph = buildCallGraph(functions, external);
        pruneDispatch(dispatches, pointsTo({ program, functions, globals, callGraph }));
    }
    for (const fn of functions.values()) {
        removeUnreachable(fn);
        if (options.checks)
            instrumentChecks(fn, options.checks, ids, ints);
        assertCfaValid(fn);
        analyzeLoops(fn);
    }
    if (options.allChecks) {
        const rest = new Set(UB_CHECKS.filter((c) => !options.checks?.has(c)));
        for (const fn of functions.values()) {
            instrumentChecks(fn, rest, ids, ints);
            assertCfaValid(fn);
            analyzeLoops(fn);
        }
    }
    return {
        program,
        functions,
        globals,
        callGraph: buildCallGraph(functions, external),
        ...(options.objectElements !== undefined ? { objectElements: options.objectElements } : {}),
    };
}

;// CONCATENATED MODULE: ./src/smt/session.ts
// The solver session the engines talk to: SMT-LIB 2 text in, answers out. The implementation
// runs Z3 (WASM) in a worker thread, so an out-of-memory or crash inside Z3 cannot take the
// process down; one session keeps its assertions across calls (incremental solving).
/**
 * Spacer options (leading a `solveHorn` script) that turn predicate inlining off: every predicate
 * gets an interpretation of its own.
 */
const SPACER_NO_INLINING = '(set-option :fp.xform.inline_eager false)\n(set-option :fp.xform.inline_linear false)';
/**
 * The kind of a reason the solver or its worker gave (Z3's `reason-unknown`, a worker's crash):
 * read here, once, where the text comes from, so that no decision above reads it.
 */
function solverFailureKind(reason) {
    if (/\btimeout\b|\bcancel+ed\b|interrupted/i.test(reason))
        return 'timeout';
    if (/memory|\bOOM\b|max\. resource|resource limit|rlimit/i.test(reason))
        return 'resource';
    return 'internal';
}
/** Raised by a session whose worker died (out of memory, crash); the session is unusable after it. */
class SolverCrashed extends Error {
    reason;
    kind;
    constructor(reason) {
        super(`solver crashed: ${reason}`);
        this.reason = reason;
        this.name = 'SolverCrashed';
        this.kind = solverFailureKind(reason);
    }
}

;// CONCATENATED MODULE: ./src/smt/deadline.ts
// Hard deadlines for solver requests: a session opened with one (SolverPool.withDeadline) clamps
// every check's time limit to it, starts no heavy request (add, check, Horn, one-shot) after it, and
// has its worker terminated when a request is still unanswered `hardGraceMs` after it.

/** How long past a hard deadline a worker may take to answer before it is terminated (ms). */
const HARD_GRACE_MS = 500;
/** The reason of every request refused or cut off by a hard deadline. */
const DEADLINE_REASON = 'timeout';
/** Requests that may take long: refused once the deadline has passed. */
const HEAVY_OPS = new Set(['add', 'check', 'horn', 'once']);
/**
 * The limits of one request started at `now`: its own `timeoutMs` (checks) and watchdog
 * (`timeoutMs + graceMs`), both cut to the hard deadline (the watchdog to deadline + hardGraceMs).
 */
function limitRequest(op, timeoutMs, graceMs, hardDeadline, now, hardGraceMs = HARD_GRACE_MS) {
    const own = timeoutMs === undefined || graceMs === undefined ? undefined : timeoutMs + graceMs;
    if (hardDeadline === undefined)
        return { refuse: false, timeoutMs, watchdogMs: own };
    const left = hardDeadline - now;
    const refuse = HEAVY_OPS.has(op) && left <= 0;
    const timed = op === 'check' || op === 'horn' || op === 'once';
    const clamped = timed ? Math.max(1, Math.min(timeoutMs ?? Infinity, left)) : timeoutMs;
    const cut = Math.max(0, left) + hardGraceMs;
    return { refuse, timeoutMs: clamped, watchdogMs: own === undefined ? cut : Math.min(own, cut) };
}
/** The session handed out after a hard deadline: every request fails with SolverCrashed('timeout'). */
class ExpiredSession {
    fail() {
        return Promise.reject(new SolverCrashed(DEADLINE_REASON));
    }
    add() {
        return this.fail();
    }
    push() {
        return this.fail();
    }
    pop() {
        return this.fail();
    }
    check() {
        return this.fail();
    }
    values() {
        return this.fail();
    }
    unsatCore() {
        return this.fail();
    }
    reasonUnknown() {
        return Promise.resolve(DEADLINE_REASON);
    }
    solveHorn() {
        return this.fail();
    }
    checkOnce() {
        return this.fail();
    }
    dispose() {
        return Promise.resolve();
    }
}

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = require("node:fs");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = require("node:module");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = require("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: ./src/smt/scriptKind.ts
// What a one-shot script needs of Z3: pure bit-vector scripts (Bool and bit-vector constants, no
// arrays, functions, integers or binders) go to Z3's preprocessing and bit-blasting; scripts over
// bit-vectors with arrays (no integers, binders or uninterpreted functions) to the same preprocessing,
// then bit-blasting when it left no array, else the SMT core; anything else to the SMT core
// (solverZ3.ts). The work trace (workTrace.ts) records which kind each request was, so the rates
// can be compared by kind; WORK_RATES (workClock.ts) has a Z3 rate of its own for scripts with arrays.
const NOT_PURE_BV = /\((?:Array|forall|exists|lambda)\b|\bInt\b|\bReal\b|\((?:declare|define)-fun \S+ \([^)]/;
/** Whether `text` is a pure bit-vector script. */
function pureBitVector(text) {
    return !NOT_PURE_BV.test(text);
}
const NOT_BV_ARRAYS = /\((?:forall|exists|lambda)\b|\bInt\b|\bReal\b|\(declare-fun \S+ \([^)]/;
/**
 * Whether `text` has arrays and is over bit-vectors and arrays only (macros with parameters
 * allowed: the parser expands them). Scripts without arrays that are not pure bit-vector ones (the
 * candidate checks of template invariants and Houdini, with predicates as macros) keep the SMT core.
 */
function bitVectorArrays(text) {
    return hasArrays(text) && !NOT_BV_ARRAYS.test(text);
}
/** Whether `text` declares or uses arrays (its Z3 work is counted at a rate of its own: workClock.ts). */
function hasArrays(text) {
    return /\(Array\b/.test(text);
}

;// CONCATENATED MODULE: ./src/smt/workTrace.ts
// Calibration data for the work clock's rates (workClock.ts): with PROOFGATE_WORK_TRACE set to a
// file, every solver request under a work clock appends one JSON line (its kind, the Z3 resource
// units and text bytes it was charged, the wall-clock milliseconds it took), every interpreter run
// what it did (steps, inputs, objects, bytes of large objects) against its wall time, and every entry its
// work by kind against its wall time, so that the rates can be fitted again on another corpus or
// machine (README "Work budgets"). Off by default.

const file = process.env.PROOFGATE_WORK_TRACE;
/** Whether requests are traced. */
const workTraceOn = file !== undefined && file !== '';
/** Appends one record to the trace file (when tracing is on). */
function traceWork(record) {
    if (!workTraceOn || file === undefined)
        return;
    try {
        const command = 'entry' in record ? { command: process.argv.slice(2, 4).join(' ') } : {};
        (0,external_node_fs_namespaceObject.appendFileSync)(file, `${JSON.stringify({ pid: process.pid, ...command, ...record })}\n`);
    }
    catch {
        // calibration data only: a trace that cannot be written changes nothing
    }
}

;// CONCATENATED MODULE: external "node:async_hooks"
const external_node_async_hooks_namespaceObject = require("node:async_hooks");
;// CONCATENATED MODULE: ./src/smt/workClock.ts
// Deterministic time: a verification run measures its progress in work, not in seconds, so that
// the same program gives the same verdicts on any machine and under any load (as Dafny and Boogie
// bound the solver by its resource limit, not by a timer).
//
// A WorkClock reads like Date.now() (milliseconds), but it moves only by work done: Z3's resource
// units (`rlimit`, counted by the solver itself), SMT-LIB text handed to the solver, BMC's unrolling,
// the memory encoding's copies and the interpreter's steps, each converted at a fixed rate
// calibrated on an unloaded machine (WORK_RATES).
// Every deadline, share and "how long did that take" inside a run reads `now()`, which is the
// current run's work clock when one is active (AsyncLocalStorage, so concurrent runs keep their own)
// and the wall clock otherwise. The wall clock stays the safety net: a run's hard deadline
// (SolverPool.withDeadline) is real time, a run that reaches it says so (`safetyNetHit`), and its
// clock then stands past the budget.

/**
 * How much work one millisecond stands for, on this project's reference machine (2 cores, no other
 * load), fitted to every solver request and interpreter run of the dev SV-COMP corpus
 * (PROOFGATE_WORK_TRACE, workTrace.ts; scripts/fitWorkRates.ts; README "Work budgets"; last fitted
 * 2026-11-28, when the rates before charged 1.4-2.2 times the wall time): Z3's resource units per
 * kind of request (Spacer counts at about half the pace of a fresh context's check; a fresh
 * context's check of a script with arrays has a rate of its own, still the same as without: Z3
 * counts those at about 60 %, 1,934 units per ms fitted on 7,010 such requests of the dev SV-COMP
 * corpus on 2026-11-29, and formulas over a library's memory much slower, but charging them so cost
 * 8 points of that corpus, CHC proofs whose candidate checks carry arrays and ran out of budget, so
 * the budgets must be calibrated again with it); bytes of
 * SMT-LIB text per kind of request (parsed by Z3; an `add` into a live solver is cheaper than a
 * fresh context's); a fixed cost per request (a fresh context, Spacer's start); interpreter steps,
 * inputs it consumes (drawn by random testing: several steps' cost each), objects it allocates (a
 * call's frame: what deep recursion spends its time on), bytes it accesses in large objects
 * (certify/memory.ts: several times a small object's cost) and a fixed cost per run (these five fitted
 * run by run on 700,000 random-testing runs over the dev SV-COMP and realc corpora on 2026-11-28, when
 * the rates before charged half the runs' wall time);
 * program locations BMC's unrolling instantiates (its work besides the text: a loop over constants
 * unrolls without any); entries the memory encoding copies (memoryShadow.ts: the known bytes of an
 * object, per store; with the garbage collection of the copies, what a 400 KB array's stores spend
 * their time on).
 */
const WORK_RATES = {
    z3UnitsPerMs: { check: 2400, once: 3300, horn: 1500, arrays: 3300 },
    textBytesPerMs: { add: 8000, once: 3300, horn: 2100 },
    msPerRequest: { add: 5, check: 8, once: 13, horn: 185 },
    stepsPerMs: 1200,
    inputsPerMs: 410,
    objectsPerMs: 540,
    largeBytesPerMs: 3600,
    msPerRun: 0.04,
    unrolledPerMs: 120,
    copiedPerMs: 3000,
};
const NOTHING_ELSE = { objects: 0, largeBytes: 0, inputs: 0 };
class WorkClock {
    origin;
    wall;
    /** Work done so far, in milliseconds of the reference machine. */
    spentMs = 0;
    /** Set when a solver request was cut by the wall clock (the safety net), not by its work budget. */
    safetyNetHit = false;
    /** The work so far by kind, in milliseconds (for calibrating WORK_RATES: workTrace.ts). */
    byKind = {};
    /**
     * `origin`: where the clock starts (Date.now() ms when the run began); `wall`: the run's
     * wall-clock safety net (Date.now() ms) and its work budget (ms): once the net has passed, the
     * clock stands past the budget, so that every deadline inside the run has passed too (work the
     * clock does not count, such as encoding, stops there as it would under wall-clock limits).
     */
    constructor(origin, wall) {
        this.origin = origin;
        this.wall = wall;
    }
    /** Set on a lane's clock (lane()): the lane has nothing left to do once this holds at its time. */
    stopWhen;
    stopBudgetMs = 0;
    /** The work a stopped lane had done when it stopped (its clock then stands past its budget). */
    stoppedAt;
    /** Told when the lane stops (a solver request in flight ends at once). */
    stopListeners = new Set();
    now() {
        if (!this.pastWallDeadline())
            this.checkStop();
        return this.origin + this.spentMs;
    }
    /**
     * Where a lane of a parallel portfolio (src/pipeline/portfolio/lanes.ts) starts, as plain data (a
     * lane on a worker thread builds its clock from it): at this clock's time, with a budget of its own
     * under the same wall-clock safety net.
     */
    laneStart(budgetMs) {
        return { origin: this.now(), budgetMs, ...(this.wall ? { deadline: this.wall.deadline } : {}) };
    }
    /**
     * A clock for one lane: it starts at `start`, and stands past its budget as soon as `stopWhen`
     * holds at its time (it has nothing left to do: lanes.ts), so that every deadline inside the lane
     * passes, its solver request in flight ends, and it winds down.
     */
    static forLane(start, stopWhen) {
        const wall = start.deadline === undefined ? undefined : { deadline: start.deadline, budgetMs: start.budgetMs };
        const lane = new WorkClock(start.origin, wall);
        lane.stopWhen = stopWhen;
        lane.stopBudgetMs = start.budgetMs;
        return lane;
    }
    /** A lane's clock (forLane) starting at this clock's time. */
    lane(budgetMs, stopWhen) {
        return WorkClock.forLane(this.laneStart(budgetMs), stopWhen);
    }
    /** What a lane's clock did, as plain data (absorb()). */
    work() {
        return {
            spentMs: this.stoppedAt ?? this.spentMs,
            byKind: { ...this.byKind },
            safetyNetHit: this.safetyNetHit,
        };
    }
    /**
     * The lanes' work, once they ended: the clock moves by the longest lane (they ran side by side;
     * a stopped lane by the work it had done);
     * the work by kind adds up; a lane the safety net cut marks this clock too.
     */
    absorb(lanes) {
        const longest = Math.max(0, ...lanes.map((l) => l.spentMs));
        this.spentMs += longest;
        for (const lane of lanes) {
            for (const [kind, ms] of Object.entries(lane.byKind))
                this.byKind[kind] = (this.byKind[kind] ?? 0) + ms;
            if (lane.safetyNetHit)
                this.safetyNetHit = true;
        }
    }
    /** A lane's clock: whether it has nothing left to do (then it stops). */
    checkStop() {
        if (this.stopWhen?.(this.origin + this.spentMs) === true)
            this.stop();
    }
    /** `listener` is told when this lane stops (until the returned function is called). */
    onStop(listener) {
        if (this.stopWhen === undefined)
            return () => undefined;
        this.stopListeners.add(listener);
        return () => this.stopListeners.delete(listener);
    }
    /** Stands past the budget without marking a cut (a lane with nothing left to do). */
    stop() {
        this.stopWhen = undefined;
        this.stoppedAt = this.spentMs;
        this.spentMs = Math.max(this.spentMs, this.stopBudgetMs + 1);
        for (const listener of [...this.stopListeners])
            listener();
        this.stopListeners.clear();
    }
    /** Whether the wall-clock safety net has passed (then the clock is marked as cut, and stands past the budget). */
    pastWallDeadline() {
        if (this.wall === undefined || Date.now() < this.wall.deadline)
            return false;
        this.safetyNetHit = true;
        this.spentMs = Math.max(this.spentMs, this.wall.budgetMs + 1);
        return true;
    }
    /** Z3 resource units for a time limit of `ms` on this clock, for a request of kind `op`. */
    static z3Units(ms, op) {
        return Math.max(1, Math.min(Math.ceil(ms * WORK_RATES.z3UnitsPerMs[op]), 0xffffffff));
    }
    chargeZ3(units, op) {
        this.add(`z3.${op}`, units / WORK_RATES.z3UnitsPerMs[op]);
    }
    chargeText(bytes, op) {
        this.add(`text.${op}`, bytes / WORK_RATES.textBytesPerMs[op]);
    }
    /**
     * Interpreter steps, with the objects the run allocated, the bytes it accessed in large objects and
     * the inputs it consumed (each one drawn by random testing, or looked up by replay) meanwhile.
     */
    chargeSteps(steps, also = NOTHING_ELSE) {
        this.add('steps', steps / WORK_RATES.stepsPerMs);
        if (also.objects > 0)
            this.add('objects', also.objects / WORK_RATES.objectsPerMs);
        if (also.largeBytes > 0)
            this.add('largeBytes', also.largeBytes / WORK_RATES.largeBytesPerMs);
        const inputs = also.inputs ?? 0;
        if (inputs > 0)
            this.add('inputs', inputs / WORK_RATES.inputsPerMs);
    }
    /** A solver request's fixed cost. */
    chargeRequest(op) {
        this.add(`request.${op}`, WORK_RATES.msPerRequest[op]);
    }
    chargeInstances(instances) {
        this.add('unrolled', instances / WORK_RATES.unrolledPerMs);
    }
    chargeCopies(entries) {
        this.add('copied', entries / WORK_RATES.copiedPerMs);
    }
    add(kind, ms) {
        this.spentMs += ms;
        this.byKind[kind] = (this.byKind[kind] ?? 0) + ms;
    }
    /** One interpreter run's set-up. */
    chargeRun() {
        this.add('runs', WORK_RATES.msPerRun);
    }
}
const current = new external_node_async_hooks_namespaceObject.AsyncLocalStorage();
/** The active run's work clock, if any. */
function workClock_workClock() {
    return current.getStore();
}
/** Runs `body` with `clock` as the time of everything it does (awaited continuations included). */
function workClock_withWorkClock(clock, body) {
    return current.run(clock, body);
}
/** Milliseconds, as Date.now(): the active run's work clock, or the wall clock outside a run. */
function workNow() {
    const clock = current.getStore();
    return clock === undefined ? Date.now() : clock.now();
}

;// CONCATENATED MODULE: ./src/smt/workerSession.ts
// The main-thread side of a solver worker: SolverWorker starts one worker thread and matches
// replies to requests; WorkerSession is the SolverSession engines use, serialising its calls over
// one worker and turning a dead or unresponsive worker into SolverCrashed.









/** Without a hard deadline, a metered request may take this many times its own time (at least 10 s more) before Z3 is stopped and its worker counts as hung. */
const METERED_WATCHDOG_FACTOR = 8;
const METERED_WATCHDOG_MIN_MS = 10_000;
/** This module's directory, read through a function so bundlers do not treat it as an asset path. */
function hereDir() {
    return __dirname;
}
/** CommonJS hook of tsx, resolved from this folder (development and tests only). */
function tsxHook(from, specifier) {
    return (0,external_node_module_namespaceObject.createRequire)(external_node_path_namespaceObject.join(from, 'index.js')).resolve(specifier);
}
function defaultWorkerEntry() {
    return workerEntryIn(hereDir(), 'solverWorker');
}
/** The worker entry `name` in `here`: `name`.js (a bundle in dist/), or `name`.ts run through tsx. */
function workerEntryIn(here, name) {
    const bundled = external_node_path_namespaceObject.join(here, `${name}.js`);
    if (external_node_fs_namespaceObject.existsSync(bundled))
        return { file: bundled };
    const source = external_node_path_namespaceObject.join(here, `${name}.ts`);
    if (external_node_fs_namespaceObject.existsSync(source))
        return { file: source, preload: tsxHook(here, 'tsx/cjs') };
    throw new Error(`worker not found: neither ${bundled} nor ${source} exists`);
}
/** A worker thread running `entry` (through tsx's hook when it is TypeScript), with no execArgv. */
function startWorker(entry, workerData) {
    // No execArgv: Z3's own thread workers inherit it. On Node 20, `--import tsx` does not reach
    // worker threads at all, and `--require tsx/cjs` would load tsx into each of Z3's threads too.
    return entry.preload === undefined
        ? new external_node_worker_threads_namespaceObject.Worker(entry.file, { workerData, execArgv: [] })
        : new external_node_worker_threads_namespaceObject.Worker(`require(${JSON.stringify(entry.preload)});\nrequire(${JSON.stringify(entry.file)});`, {
            eval: true,
            workerData,
            execArgv: [],
        });
}
/** The reason reported for a worker's `error` event. */
function crashReason(message) {
    return /out of memory|\bOOM\b|cannot enlarge memory|allocation failed/i.test(message)
        ? 'solver out of memory'
        : message;
}
/** One worker thread running Z3. Keeps the process alive only while a request is in flight. */
class SolverWorker {
    worker;
    initMs;
    /** Set once the worker is gone (crashed, unresponsive or terminated); rejects every later request. */
    failure;
    /** Called once when the worker is gone, for whatever reason. */
    onGone;
    pending = new Map();
    nextId = 1;
    constructor(worker, 
    /** Milliseconds Z3 took to start in this worker. */
    initMs) {
        this.worker = worker;
        this.initMs = initMs;
        worker.on('message', (m) => {
            if (!('id' in m))
                return;
            const p = this.pending.get(m.id);
            if (p === undefined)
                return;
            this.settle(m.id);
            if (m.ok && m.work !== undefined)
                p.onWork?.(m.work);
            if (m.ok)
                p.resolve(m.value);
            else
                p.reject(new Error(m.error));
        });
        worker.on('error', (e) => this.fail(new SolverCrashed(crashReason(e.message))));
        worker.on('exit', (code) => this.fail(new SolverCrashed(`solver worker exited with code ${code}`)));
        worker.unref();
    }
    /** Starts a worker and waits until Z3 is ready in it. */
    static start(entry = defaultWorkerEntry()) {
        const workerData = { proofgateSolverWorker: true };
        const worker = startWorker(entry, workerData);
        return new Promise((resolve, reject) => {
            const failed = (reason) => {
                void worker.terminate();
                reject(new SolverCrashed(`solver worker failed to start: ${reason}`));
            };
            const onMessage = (m) => {
                if (!('hello' in m))
                    return;
                worker.off('message', onMessage).off('error', onError).off('exit', onExit);
                if (m.hello === 'ready')
                    resolve(new SolverWorker(worker, m.initMs));
                else
                    failed(m.error);
            };
            const onError = (e) => failed(crashReason(e.message));
            const onExit = (code) => failed(`exited with code ${code}`);
            worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        });
    }
    get alive() {
        return this.failure === undefined;
    }
    get busy() {
        return this.pending.size > 0;
    }
    /**
     * Sends a request; with `deadlineMs`, a worker that does not answer in time is terminated;
     * `onWork` is told the resource units a request with an `rlimit` used.
     */
    request(body, deadlineMs, onWork) {
        if (this.failure !== undefined)
            return Promise.reject(this.failure);
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const timer = deadlineMs === undefined
                ? undefined
                : setTimeout(() => this.terminate(new SolverCrashed('timeout')), deadlineMs);
            if (this.pending.size === 0)
                this.worker.ref();
            // The worker answers each op with that op's value type (solverProtocol.ts).
            this.pending.set(id, { resolve: resolve, reject, timer, onWork });
            this.worker.postMessage({ ...body, id });
        });
    }
    /** Stops the worker; pending and later requests reject with `reason`. */
    terminate(reason) {
        this.fail(reason);
        void this.worker.terminate();
    }
    settle(id) {
        const p = this.pending.get(id);
        if (p === undefined)
            return;
        clearTimeout(p.timer);
        this.pending.delete(id);
        if (this.pending.size === 0)
            this.worker.unref();
    }
    fail(reason) {
        if (this.failure !== undefined)
            return;
        this.failure = reason;
        for (const [id, p] of [...this.pending]) {
            this.settle(id);
            p.reject(reason);
        }
        this.onGone?.();
    }
}
/** A SolverSession on one worker it owns until `dispose()`; calls run one after the other. */
class WorkerSession {
    worker;
    graceMs;
    release;
    counted;
    hardDeadline;
    hardGraceMs;
    tail = Promise.resolve();
    disposed = false;
    constructor(worker, 
    /** How long past its timeout a check may take before the worker counts as hung. */
    graceMs, 
    /** Hands the worker back to its pool (reusable: the session ended cleanly). */
    release, 
    /** Counts the satisfiability checks (check, checkOnce, solveHorn) asked of the solver. */
    counted = () => undefined, 
    /** Hard deadline (Date.now() ms) of every request: see deadline.ts; undefined: none. */
    hardDeadline, hardGraceMs = HARD_GRACE_MS) {
        this.worker = worker;
        this.graceMs = graceMs;
        this.release = release;
        this.counted = counted;
        this.hardDeadline = hardDeadline;
        this.hardGraceMs = hardGraceMs;
    }
    add(smtlib) {
        return this.call({ op: 'add', text: smtlib });
    }
    push() {
        return this.call({ op: 'push' });
    }
    pop() {
        return this.call({ op: 'pop' });
    }
    check(options = {}) {
        const { timeoutMs } = options;
        this.counted();
        return this.call({ op: 'check', assumptions: [...(options.assumptions ?? [])], timeoutMs });
    }
    values(terms) {
        return this.call({ op: 'values', terms: [...terms] });
    }
    reasonUnknown() {
        return this.call({ op: 'reasonUnknown' });
    }
    unsatCore() {
        return this.call({ op: 'unsatCore' });
    }
    solveHorn(script, timeoutMs) {
        this.counted();
        return this.call({ op: 'horn', text: script, timeoutMs });
    }
    checkOnce(script, terms, timeoutMs) {
        this.counted();
        return this.call({ op: 'once', text: script, terms, timeoutMs });
    }
    /** Test-only: makes the worker crash or hang (see DebugAction). */
    debug(action) {
        return this.call({ op: 'debug', action });
    }
    /**
     * Ends the session. An idle worker goes back to the pool; one still busy with a call (a check
     * without timeout, say) is terminated instead, and the calls still queued reject.
     */
    async dispose() {
        if (this.disposed)
            return;
        this.disposed = true;
        const w = this.worker;
        if (w.alive && w.busy)
            w.terminate(new Error('solver session disposed'));
        if (w.alive) {
            try {
                await this.call({ op: 'close' }, this.graceMs, true);
            }
            catch {
                // A worker that cannot close is not reused.
            }
        }
        this.release(w, w.alive);
    }
    /**
     * Queues a request. Its limits are set when it starts (after the calls before it): a check's time
     * limit and watchdog (timeout + grace), both cut to the session's hard deadline (deadline.ts).
     * Inside a run with a work clock (workClock.ts) the time limit is work instead: Z3's resource
     * limit, the work it used charged to the clock (and the text sent), while the hard deadline stays
     * the wall-clock safety net.
     */
    call(body, watchdogMs, internal = false) {
        if (this.disposed && !internal)
            return Promise.reject(new Error('solver session is disposed'));
        const clock = internal ? undefined : workClock_workClock();
        if (clock && 'text' in body)
            clock.chargeText(body.text.length, body.op);
        if (clock && isChargedOp(body.op))
            clock.chargeRequest(body.op);
        const run = () => {
            const own = 'timeoutMs' in body ? body.timeoutMs : undefined;
            if (clock && own !== undefined)
                return this.metered(body, own, clock);
            const grace = 'timeoutMs' in body && own !== undefined ? this.graceMs : undefined;
            const limit = limitRequest(body.op, own, grace, this.hardDeadline, Date.now(), this.hardGraceMs);
            if (limit.refuse)
                return Promise.reject(new SolverCrashed(DEADLINE_REASON));
            const sent = 'timeoutMs' in body ? { ...body, timeoutMs: limit.timeoutMs } : body;
            const reply = this.worker.request(sent, watchdogMs ?? limit.watchdogMs);
            if (!workTraceOn || clock === undefined || !('text' in body))
                return reply;
            const started = Date.now();
            const traced = () => traceWork({ op: body.op, units: 0, bytes: body.text.length, wallMs: Date.now() - started });
            return reply.finally(traced);
        };
        const result = this.tail.then(run, run);
        this.tail = result.catch(() => undefined);
        return result;
    }
    /**
     * A timed request under a work clock: `ownMs` of the clock's time as Z3's resource limit; the
     * time limit and the watchdog only the hard deadline's (a generous multiple without one).
     */
    metered(body, ownMs, clock) {
        const op = body.op;
        // Z3's start-up (Spacer's above all) is work its resource count hardly sees: at least 10 s more
        const loose = Math.max(ownMs * METERED_WATCHDOG_FACTOR, ownMs + METERED_WATCHDOG_MIN_MS);
        const limit = limitRequest(body.op, loose, this.graceMs, this.hardDeadline, Date.now(), this.hardGraceMs);
        if (limit.refuse) {
            clock.safetyNetHit = true;
            return Promise.reject(new SolverCrashed(DEADLINE_REASON));
        }
        // a one-shot check of a script with arrays: Z3 counts its work at a pace of its own
        const arrays = op === 'once' && 'text' in body && hasArrays(body.text);
        const rate = arrays ? 'arrays' : op;
        const sent = { ...body, timeoutMs: limit.timeoutMs, rlimit: WorkClock.z3Units(ownMs, rate) };
        const started = Date.now();
        let used = 0;
        const netHit = () => {
            if (this.hardDeadline !== undefined && Date.now() >= this.hardDeadline)
                clock.safetyNetHit = true;
            if (workTraceOn) {
                const bytes = 'text' in body ? body.text.length : 0;
                const bv = 'text' in body && pureBitVector(body.text);
                traceWork({ op, units: used, bytes, wallMs: Date.now() - started, bv, arrays });
            }
        };
        const charge = (units) => {
            used += units;
            clock.chargeZ3(units, rate);
        };
        // a lane that stops (its work decided elsewhere) ends its request at once, as a timeout would
        const off = clock.onStop(() => this.worker.terminate(new SolverCrashed(DEADLINE_REASON)));
        return this.worker.request(sent, limit.watchdogMs, charge).finally(netHit).finally(off);
    }
}
/** The requests with a fixed cost on the work clock (workClock.ts, WORK_RATES.msPerRequest). */
function isChargedOp(op) {
    return op in WORK_RATES.msPerRequest;
}

;// CONCATENATED MODULE: ./src/smt/solverPool.ts
// Hands out solver sessions, each on a worker thread of its own, with at most `maxWorkers` workers
// alive; idle workers are kept (Z3 takes ~0.2 s to start) and dead ones replaced. `withDeadline`
// gives a view whose sessions stop at a hard deadline (deadline.ts). `shutdown()` ends them all.
// Also a self-test that solves one query end to end.



class Pool {
    maxWorkers;
    graceMs;
    entry;
    hardGraceMs;
    idle = [];
    all = new Set();
    /** Workers alive or starting. */
    live = 0;
    waiters = [];
    closed = false;
    started = 0;
    lastInitMs;
    calls = 0;
    constructor(options) {
        this.maxWorkers = Math.max(1, Math.floor(options.maxWorkers ?? 2));
        this.graceMs = options.graceMs ?? 5000;
        this.entry = options.worker;
        this.hardGraceMs = options.hardGraceMs ?? HARD_GRACE_MS;
    }
    session() {
        return this.open(undefined);
    }
    withDeadline(deadline) {
        if (deadline === undefined)
            return this;
        return {
            session: () => this.open(deadline),
            shutdown: () => this.shutdown(),
            stats: () => this.stats(),
            // a view of a view keeps the earlier deadline: a nested limit never extends the run's
            withDeadline: (d) => this.withDeadline(d === undefined ? deadline : Math.min(deadline, d)),
        };
    }
    /** A session on a worker of its own; with a hard deadline that has passed, an ExpiredSession. */
    async open(deadline) {
        for (let attempt = 1;; attempt++) {
            if (this.closed)
                throw new Error('solver pool is shut down');
            if (deadline !== undefined && Date.now() >= deadline)
                return new ExpiredSession();
            const worker = await this.acquireBy(deadline);
            if (worker === undefined)
                return new ExpiredSession();
            const watchdog = Math.min(this.graceMs + 5000, this.untilCut(deadline));
            try {
                await worker.request({ op: 'open' }, watchdog);
            }
            catch (e) {
                this.release(worker, false);
                // A worker that died while idle is replaced; anything else is the caller's to see.
                if (e instanceof SolverCrashed && !this.closed && attempt < 2)
                    continue;
                throw e;
            }
            return new WorkerSession(worker, this.graceMs, (w, reusable) => this.release(w, reusable), () => this.calls++, deadline, this.hardGraceMs);
        }
    }
    /** Milliseconds until `deadline` plus the hard grace (Infinity without a deadline). */
    untilCut(deadline) {
        return deadline === undefined ? Infinity : Math.max(0, deadline - Date.now()) + this.hardGraceMs;
    }
    /**
     * A worker, or undefined when none is ready (started, or freed by another session) by the hard
     * deadline plus grace; one that comes later goes to the idle workers.
     */
    async acquireBy(deadline) {
        const got = this.acquire();
        if (deadline === undefined)
            return got;
        let timer;
        const late = new Promise((resolve) => {
            timer = setTimeout(() => resolve('late'), this.untilCut(deadline));
        });
        try {
            const first = await Promise.race([got, late]);
            if (first !== 'late')
                return first;
            got.then((w) => this.release(w, true), () => undefined);
            return undefined;
        }
        finally {
            clearTimeout(timer);
        }
    }
    stats() {
        return {
            live: this.live,
            idle: this.idle.length,
            started: this.started,
            lastInitMs: this.lastInitMs,
            calls: this.calls,
        };
    }
    async shutdown() {
        this.closed = true;
        for (const w of this.all)
            w.terminate(new Error('solver pool shut down'));
        this.all.clear();
        this.idle.length = 0;
        this.live = 0;
        for (const wake of this.waiters.splice(0))
            wake();
    }
    async acquire() {
        for (;;) {
            if (this.closed)
                throw new Error('solver pool is shut down');
            const idle = this.idle.pop();
            if (idle !== undefined) {
                if (idle.alive)
                    return idle;
                this.drop(idle);
                continue;
            }
            if (this.live < this.maxWorkers) {
                this.live++;
                try {
                    const worker = await SolverWorker.start(this.entry ?? defaultWorkerEntry());
                    this.started++;
                    this.lastInitMs = worker.initMs;
                    if (this.closed) {
                        worker.terminate(new Error('solver pool shut down'));
                        continue;
                    }
                    this.all.add(worker);
                    // A dead worker frees its slot at once, even before its session is disposed.
                    worker.onGone = () => {
                        this.drop(worker);
                        this.wake();
                    };
                    return worker;
                }
                catch (e) {
                    this.live--;
                    this.wake();
                    throw e;
                }
            }
            await new Promise((resolve) => this.waiters.push(resolve));
        }
    }
    release(worker, reusable) {
        if (!this.all.has(worker))
            return; // already dropped (or the pool was shut down)
        if (reusable && worker.alive && !this.closed)
            this.idle.push(worker);
        else
            this.drop(worker);
        this.wake();
    }
    drop(worker) {
        if (!this.all.delete(worker))
            return;
        this.live--;
        if (worker.alive)
            worker.terminate(new Error('solver worker retired'));
    }
    wake() {
        this.waiters.shift()?.();
    }
}
function createSolverPool(options = {}) {
    return new Pool(options);
}
/** Solves one tiny bit-vector query in a fresh worker (for a CLI self-test and dist checks). */
async function selfTestSolver(options = {}) {
    const pool = createSolverPool({ ...options, maxWorkers: 1 });
    try {
        const t0 = performance.now();
        const session = await pool.session();
        const t1 = performance.now();
        await session.add('(declare-const x (_ BitVec 32)) (assert (= (bvadd x #x00000001) #x00000000))');
        const answer = await session.check({ timeoutMs: 10_000 });
        const x = answer === 'sat' ? (await session.values(['x'])).get('x') : undefined;
        const t2 = performance.now();
        await session.dispose();
        return { answer, x, startMs: t1 - t0, queryMs: t2 - t1 };
    }
    finally {
        await pool.shutdown();
    }
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/laneBoard.ts
// The lanes' decision board (lanes.ts): when each lane decided each of the entry's properties, on its
// own work clock, in memory every lane can read at once, on the main thread or a worker thread of
// its own (a SharedArrayBuffer). A lane reads it for its stop rule: what the others decided, and
// when. Each cell holds a clock time (ms, a double) as its 64 bits, written and read atomically, so
// a reader sees a time as it was written or no time at all.
/** Bits of "not decided": a NaN no clock time can be. */
const NONE = -1n;
class laneBoard_DecisionBoard {
    lanes;
    ids;
    cells;
    index;
    /** For turning a double into its bits and back (one per board: a board belongs to one thread's view). */
    bits = new BigInt64Array(1);
    value = new Float64Array(this.bits.buffer);
    buffer;
    /** A board for `lanes` lanes over `ids`; with `shared`: a view of a board made elsewhere (another thread). */
    constructor(lanes, ids, shared) {
        this.lanes = lanes;
        this.ids = ids;
        this.buffer = shared ?? new SharedArrayBuffer(8 * Math.max(1, lanes * ids.length));
        this.cells = new BigInt64Array(this.buffer);
        if (shared === undefined)
            this.cells.fill(NONE);
        this.index = new Map(ids.map((id, i) => [id, i]));
    }
    /** Lane `lane` decided `id` at clock time `at` (a property of another entry is not on the board). */
    record(lane, id, at) {
        const i = this.index.get(id);
        if (i === undefined)
            return;
        this.value[0] = at;
        Atomics.store(this.cells, lane * this.ids.length + i, this.bits[0]);
    }
    /** When lane `lane` decided `id`, if it did. */
    at(lane, id) {
        const i = this.index.get(id);
        if (i === undefined)
            return undefined;
        const bits = Atomics.load(this.cells, lane * this.ids.length + i);
        if (bits === NONE)
            return undefined;
        this.bits[0] = bits;
        return this.value[0];
    }
    /** Another lane than `lane` decided `id` before time `now` (at the same time: a lane before `lane`). */
    earlier(lane, id, now) {
        for (let j = 0; j < this.lanes; j++) {
            if (j === lane)
                continue;
            const at = this.at(j, id);
            if (at !== undefined && (at < now || (at === now && j < lane)))
                return true;
        }
        return false;
    }
    /** Another lane than `lane` decided `id` at all. */
    elsewhere(lane, id) {
        for (let j = 0; j < this.lanes; j++)
            if (j !== lane && this.at(j, id) !== undefined)
                return true;
        return false;
    }
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/presets.ts
// The portfolio as data: for each `--engine` preset, the stages run one after the other on an
// entry's open properties, each with its share of the entry's time. One loop (portfolio.ts) runs any
// preset; this file holds every time share of the pipeline, and the README's time-split paragraph
// is checked against it (__tests__/pipeline/presets.test.ts).
//
// A stage's search time is `share` of the entry's time, at most `capSeconds`, from when it starts;
// with `until` it runs up to that fraction of the entry's time instead. What the proving stages
// (`proof`) used is added to BMC's time, up to `BMC.extendedUntil`. Certificate checks may use the
// entry's time to its end.
/**
 * Under work budgets (the default), an entry's engines get this share of `--timeout` as work,
 * measured in milliseconds of the reference machine (src/smt/workClock.ts): the rest of the wall
 * time covers what the work clock does not count (the front end, JavaScript between solver calls,
 * reports) and a machine slower or busier than the reference one. With two lanes side by side on
 * two cores an entry took up to twice its lane's work in wall time, and 1.7 to 2 times that again
 * with two CPU-bound processes beside it; 45 % keeps that under `--timeout` (README "Work budgets").
 */
const WORK_BUDGET = { share: 0.45 };
/** Random testing in `auto`: 15 % of the time, at most 10 s, in two passes (a short one first). */
const TESTING = { share: 0.15, capSeconds: 10 };
const TESTING_FIRST_PASS = { share: 0.05, capSeconds: 1 };
/**
 * A program is first run once without input: 15 % of the time, at most 8 s (it stops at the first
 * input it reads, so only a program without input uses it, and then it usually decides it).
 */
const presets_SINGLE_RUN = { share: 0.15, capSeconds: 8 };
/**
 * A BMC probe right after the first testing pass: 10 % of the time, at most 6 s (given back to the
 * last BMC stage like a prover's). A harness over small inputs (a known-answer test, a bounded
 * buffer) often unwinds completely within it, and then no prover needs to run.
 */
const BMC_PROBE = { share: 0.1, capSeconds: 6, proof: true, probe: true };
/** Template invariants: 10 % (at most 6 s) before other provers; 25 % before an engine alone. */
const TEMPLATES = { share: 0.1, capSeconds: 6, proof: true };
const TEMPLATES_ALONE = { share: 0.25, proof: true };
/** An engine alone searches until 85 % of the time; the rest is for its certificate check. */
const presets_ALONE_UNTIL = 0.85;
/**
 * BMC searches until 85 % of the time, plus what the proving stages used, up to 93 %. When CHC's
 * slice ran out of time (rather than failing), BMC stops at 55 % (but runs at least 15 %), and CHC
 * gets the rest when more than 2 s of it is left.
 */
const BMC = {
    until: 0.85,
    extendedUntil: 0.93,
    chcRetry: { bmcUntil: 0.55, bmcAtLeast: 0.15, minSeconds: 2 },
    /** A violation that replay ran into undefined behaviour is searched again on UB-free paths this long at least. */
    ubRetrySeconds: 2,
    /** A complete unwinding's certificate check gets at least this long. */
    checkAtLeastSeconds: 0.5,
    /**
     * ... and, past the entry's deadline, up to the work BMC's run took (the check unwinds its last
     * round again), at most this share of the entry's time: a proof BMC found is not lost to a
     * deadline its check falls just after (sds's range_bounds: 3.9 s of check against 3.8 s left).
     */
    checkBeyondShare: 0.1,
};
/** Before an engine alone: template invariants first, or (seeded) after CHC. */
const TEMPLATES_FIRST = { engine: 'templates', when: 'unseeded', ...TEMPLATES_ALONE };
const TEMPLATES_SEEDED = { engine: 'templates', when: 'seeded', ...TEMPLATES_ALONE };
const presets_PRESETS = {
    auto: {
        alone: false,
        stages: [
            { engine: 'testing', pass: 'first', ...TESTING },
            { engine: 'bmc', ...BMC_PROBE },
            { engine: 'templates', when: 'unseeded', ...TEMPLATES },
            { engine: 'chc', share: 0.17, capSeconds: 10, proof: true, retryAfterBmc: true },
            { engine: 'condinv', when: 'warm', share: 0.1, capSeconds: 6, proof: true },
            { engine: 'templates', when: 'seeded', ...TEMPLATES },
            { engine: 'kinduction', share: 0.12, capSeconds: 7, proof: true },
            { engine: 'testing', pass: 'rest', ...TESTING },
            { engine: 'bmc' },
        ],
    },
    bmc: { alone: false, stages: [{ engine: 'bmc' }] },
    chc: {
        alone: true,
        stages: [TEMPLATES_FIRST, { engine: 'chc', until: presets_ALONE_UNTIL, proof: true }, TEMPLATES_SEEDED],
    },
    kinduction: {
        alone: true,
        stages: [TEMPLATES_FIRST, TEMPLATES_SEEDED, { engine: 'kinduction', until: presets_ALONE_UNTIL, proof: true }],
    },
    condinv: {
        alone: true,
        stages: [TEMPLATES_FIRST, TEMPLATES_SEEDED, { engine: 'condinv', until: presets_ALONE_UNTIL }],
    },
    predicate: { alone: true, stages: [{ engine: 'predicate', until: presets_ALONE_UNTIL }, { engine: 'bmc' }] },
    impact: { alone: true, stages: [{ engine: 'impact', until: presets_ALONE_UNTIL }, { engine: 'bmc' }] },
    bam: { alone: true, stages: [{ engine: 'bam', until: presets_ALONE_UNTIL }, { engine: 'bmc' }] },
};
/**
 * `auto` under work budgets runs as two lanes side by side (lanes.ts), each with half the entry's
 * work budget: the provers (template invariants, then CHC in one long search: with BMC in the other
 * lane it need not leave time to BMC and come back; condinv on warm runs, k-induction with the rest)
 * and the bug finders (random testing, a BMC probe, BMC). Shares below are of the lane's time.
 */
const presets_LANES = [
    {
        name: 'provers',
        share: 0.5,
        horn: true,
        preset: {
            alone: false,
            stages: [
                { engine: 'templates', when: 'unseeded', share: 0.15, capSeconds: 6, proof: true },
                { engine: 'chc', until: 0.7, proof: true },
                { engine: 'condinv', when: 'warm', share: 0.15, capSeconds: 6, proof: true },
                { engine: 'templates', when: 'seeded', share: 0.15, capSeconds: 6, proof: true },
                { engine: 'kinduction', until: 0.95, proof: true },
            ],
        },
    },
    {
        name: 'bugs',
        share: 0.5,
        worker: true,
        preset: {
            alone: false,
            stages: [
                { engine: 'testing', pass: 'first', share: 0.3, capSeconds: 10 },
                { engine: 'bmc', ...BMC_PROBE },
                { engine: 'testing', pass: 'rest', share: 0.3, capSeconds: 10 },
                { engine: 'bmc' },
            ],
        },
    },
];
/**
 * The lanes of a program without Horn clauses (lanes.ts lanesFor), instead of LANES: the bug
 * finders, split in two so that with two threads random testing and BMC each use a core (a lane of
 * its own is where BMC's encoding and the interpreter stop taking turns). Random testing gets what
 * it had in the bug finders' lane when that lane ran alone with 75 % of the entry's budget (30 % of
 * it, 6 s of 60 s × 45 %); BMC searches a little longer than it did there (its probe, then BMC until
 * 79 % of its lane: 13.9 s; it was 12.7 s), and the rest of its lane is for the certificate check of
 * a complete unwinding, which re-solves the last round (sds's `range_bounds`: an unwinding complete
 * at 13.1 s whose check takes 3.4 s). Not a longer search: on programs whose array formulas Z3
 * counts at about half the rate the work clock assumes, BMC then runs toward the wall-clock safety
 * net with two CPU-bound processes beside it (README "Lanes").
 */
const presets_BUG_LANES = [
    {
        name: 'tests',
        share: 0.225,
        preset: { alone: false, stages: [{ engine: 'testing', pass: 'rest', share: 1, capSeconds: 10 }] },
    },
    {
        name: 'bmc',
        share: 0.65,
        worker: true,
        preset: {
            alone: false,
            stages: [
                { engine: 'bmc', ...BMC_PROBE },
                { engine: 'bmc', until: 0.79 },
            ],
        },
    },
];
/**
 * A lane whose open properties the other lanes all decided, later on their clocks than its own time,
 * goes on until its clock passes theirs, but at most this much wall time (lanes.ts).
 */
const LANE_STOP = { graceMs: 2000 };
/**
 * With a store, before the portfolio: re-checking stored verdicts may take until 25 % of the time;
 * trying the previous version's certificates and counterexamples 25 % from when it starts, and no
 * later than 40 %. What they do not decide goes to the preset with the time left.
 */
const REUSE = { recheckUntil: 0.25, lineageShare: 0.25, lineageUntil: 0.4 };
/**
 * A certificate check gets at least this long from when it starts, even past its stage's slice: a
 * proving stage's check 1 s; the re-check of a stored or inherited certificate 0.5 s (a complete
 * unwinding's is `BMC.checkAtLeastSeconds`).
 */
const CERTIFY = { proofAtLeastSeconds: 1, recheckAtLeastSeconds: 0.5 };
/** condinv's test runs for reachable states, when its search starts: at most 1 s. */
const CONDINV = { samplesCapSeconds: 1 };
/** "Holds vacuously" after the portfolio: at most 10 % of the time and 10 s, skipped under 0.1 s. */
const VACUITY = { share: 0.1, capSeconds: 10, minSeconds: 0.1 };

;// CONCATENATED MODULE: ./src/pipeline/portfolio/laneStop.ts
// A lane's stop rule (lanes.ts), the same on the main thread and on a lane's worker thread: the lane
// has nothing left to do once the other lanes decided everything it has open before its own time
// (read from the decision board, laneBoard.ts), or decided it at all and this lane has not caught up
// with their clocks in LANE_STOP.graceMs of wall time (a solver request whose work Z3 counts slowly).

class laneStop_LaneStop {
    lane;
    board;
    decided;
    /** The lane's clock while it runs (the grace timer asks it to check again). */
    clock;
    /** Wall time (Date.now() ms) since when the other lanes decided everything this one has open. */
    since;
    timer;
    constructor(lane, board, 
    /** What the lane decided so far (undefined before its run starts). */
    decided) {
        this.lane = lane;
        this.board = board;
        this.decided = decided;
    }
    /** Nothing left to do at this lane's time `now`. */
    done(now) {
        const decided = this.decided();
        if (decided === undefined)
            return false;
        const open = this.board.ids.filter((id) => !decided.has(id));
        // with nothing open the lane ends by itself (its clock keeps the times of its last answers)
        if (open.length === 0)
            return false;
        if (open.every((id) => this.board.earlier(this.lane, id, now)))
            return true;
        if (!open.every((id) => this.board.elsewhere(this.lane, id)))
            return false;
        this.since ??= Date.now();
        if (Date.now() - this.since >= LANE_STOP.graceMs)
            return true;
        if (this.timer === undefined) {
            this.timer = setTimeout(() => this.clock?.checkStop(), LANE_STOP.graceMs + 1);
            this.timer.unref();
        }
        return false;
    }
    ended() {
        clearTimeout(this.timer);
        this.clock = undefined;
    }
}
/** Lane `lane`'s link to the others: the board tells what they decided; `told` tells them this lane decided something. */
function laneStop_laneLink(lane, board, told) {
    return {
        elsewhere: (id, now) => board.earlier(lane, id, now),
        decided: (fresh) => {
            for (const [id, at] of fresh)
                board.record(lane, id, at);
            told();
        },
    };
}

;// CONCATENATED MODULE: ./src/smt/smtlib.ts
// SMT-LIB 2 text for bit-vector terms: sorts, literals and operators as small string builders,
// plus a Script that collects declarations/definitions/assertions and hands out fresh names.
// Engines build formulas as text; the solver session (worker) parses them.
function bvSort(width) {
    return `(_ BitVec ${width})`;
}
/** The bit pattern of `value` (any integer, wrapped to `width` bits) as an SMT-LIB literal. */
function bvLit(value, width) {
    const v = BigInt.asUintN(width, value);
    if (width % 4 === 0)
        return `#x${v.toString(16).padStart(width / 4, '0')}`;
    return `#b${v.toString(2).padStart(width, '0')}`;
}
const TRUE = 'true';
const FALSE = 'false';
function app(op, ...args) {
    const folded = fold(op, args);
    return folded ?? `(${op} ${args.join(' ')})`;
}
/** Width and value of a bit-vector literal (`#x..`, `#b..`), or undefined. */
function literal(t) {
    if (t.startsWith('#x'))
        return { width: (t.length - 2) * 4, value: BigInt(`0x${t.slice(2)}`) };
    if (t.startsWith('#b'))
        return { width: t.length - 2, value: BigInt(`0b${t.slice(2)}`) };
    return undefined;
}
const CMP = {
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
function fold(op, args) {
    const lits = args.map(literal);
    if (lits.some((l) => l === undefined) || lits.length === 0)
        return undefined;
    const ls = lits;
    const w = ls[0].width;
    const s = (x) => BigInt.asIntN(w, x);
    const u = (x) => BigInt.asUintN(w, x);
    const [a, b] = [ls[0].value, ls[1]?.value ?? 0n];
    if (op in CMP)
        return (op.startsWith('bvs') ? CMP[op](s(a), s(b)) : CMP[op](a, b)) ? TRUE : FALSE;
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
function and(...xs) {
    const ys = xs.filter((x) => x !== TRUE);
    if (ys.includes(FALSE))
        return FALSE;
    if (ys.length === 0)
        return TRUE;
    return ys.length === 1 ? ys[0] : app('and', ...ys);
}
function or(...xs) {
    const ys = xs.filter((x) => x !== FALSE);
    if (ys.includes(TRUE))
        return TRUE;
    if (ys.length === 0)
        return FALSE;
    return ys.length === 1 ? ys[0] : app('or', ...ys);
}
function not(x) {
    if (x === TRUE)
        return FALSE;
    if (x === FALSE)
        return TRUE;
    if (x.startsWith('(not ') && x.endsWith(')'))
        return x.slice(5, -1);
    return app('not', x);
}
function ite(c, a, b) {
    if (c === TRUE || a === b)
        return a;
    if (c === FALSE)
        return b;
    return app('ite', c, a, b);
}
function eq(a, b) {
    if (a === b)
        return TRUE;
    const la = literal(a);
    const lb = literal(b);
    if (la && lb)
        return la.value === lb.value ? TRUE : FALSE;
    if ((a === TRUE || a === FALSE) && (b === TRUE || b === FALSE))
        return FALSE;
    return app('=', a, b);
}
/** Zero- or sign-extends, or truncates, a `from`-bit term to `to` bits. */
function resize(x, from, to, signed) {
    if (from === to)
        return x;
    const l = literal(x);
    if (l)
        return bvLit(signed ? BigInt.asIntN(from, l.value) : l.value, to);
    if (to < from)
        return `((_ extract ${to - 1} 0) ${x})`;
    return `((_ ${signed ? 'sign_extend' : 'zero_extend'} ${to - from}) ${x})`;
}
function smtlib_extract(x, hi, lo) {
    const l = literal(x);
    if (l)
        return bvLit(l.value >> BigInt(lo), hi - lo + 1);
    return `((_ extract ${hi} ${lo}) ${x})`;
}
/**
 * Definitions up to this long are remembered (definitionOf); longer ones are only emitted. The
 * value sets (valueSets.ts) read terms up to this long, so their analysis stays linear in practice.
 */
const MAX_REMEMBERED = 2000;
/** Collects SMT-LIB commands in order and mints fresh names with a prefix. */
class Script {
    lines = [];
    counter = 0;
    /** Lazy definitions not yet emitted: name → its declaration and defining assertion. */
    lazy = new Map();
    /** The term each name was defined as (name and nameLazily). */
    definitions = new Map();
    /** Bit widths of the bit-vector constants this script declared or named. */
    widths = new Map();
    /** The term `name` was defined as, when this script defined it (and the term is short). */
    definitionOf(name) {
        return this.definitions.get(name);
    }
    /** The width of a bit-vector constant this script declared or named. */
    bitsOf(name) {
        return this.widths.get(name);
    }
    noteSort(name, sort) {
        const m = /^\(_ BitVec (\d+)\)$/.exec(sort);
        if (m)
            this.widths.set(name, Number(m[1]));
    }
    /** How many names were handed out so far (a fresh name's number is above it). */
    issued() {
        return this.counter;
    }
    fresh(prefix) {
        return `${prefix}${++this.counter}`;
    }
    declare(name, sort) {
        this.lines.push(`(declare-fun ${name} () ${sort})`);
        this.noteSort(name, sort);
        return name;
    }
    /**
     * A named term; returns the name (or the term itself when it is an atom). Names are constants
     * with an asserted equation, not `define-fun` macros: Z3 expands macros by substitution, which
     * blows up on long chains of definitions that refer to each other (deep unwindings).
     */
    define(prefix, sort, term) {
        if (!term.startsWith('(') || term.length < 24)
            return term;
        return this.name(prefix, sort, term);
    }
    /** Always a fresh name (for terms the model must be able to evaluate by name). */
    name(prefix, sort, term) {
        const name = this.fresh(prefix);
        this.lines.push(`(declare-fun ${name} () ${sort})`);
        this.lines.push(`(assert (= ${name} ${term}))`);
        if (term.length <= MAX_REMEMBERED)
            this.definitions.set(name, term);
        this.noteSort(name, sort);
        return name;
    }
    /**
     * A named term whose definition is emitted only when a later command (or another emitted lazy
     * definition) refers to the name: an unread memory state then costs the solver nothing. Only for
     * callers whose every use of the name goes through this script's commands.
     */
    nameLazily(prefix, sort, term, always = false) {
        if (!term.startsWith('(') || (term.length < 24 && !always))
            return term;
        const name = this.fresh(prefix);
        this.lazy.set(name, [`(declare-fun ${name} () ${sort})`, `(assert (= ${name} ${term}))`]);
        if (term.length <= MAX_REMEMBERED)
            this.definitions.set(name, term);
        this.noteSort(name, sort);
        return name;
    }
    assert(t) {
        if (t !== TRUE)
            this.lines.push(`(assert ${t})`);
    }
    /** Takes the commands collected since the last call. */
    drain() {
        const text = this.withLazy(this.lines).join('\n');
        this.lines.length = 0;
        return text;
    }
    /** The commands with the lazy definitions they refer to (transitively) emitted before them. */
    withLazy(lines) {
        if (this.lazy.size === 0)
            return [...lines];
        const out = [];
        for (const line of lines) {
            // depth-first over the names a line refers to; a definition goes out after its own references
            const stack = [{ line, names: this.lazyNamesIn(line) }];
            while (stack.length > 0) {
                const top = stack[stack.length - 1];
                const next = top.names.pop();
                if (next === undefined) {
                    stack.pop();
                    out.push(top.line);
                    continue;
                }
                const def = this.lazy.get(next);
                if (!def)
                    continue;
                this.lazy.delete(next);
                out.push(def[0]);
                stack.push({ line: def[1], names: this.lazyNamesIn(def[1]) });
            }
        }
        return out;
    }
    lazyNamesIn(line) {
        const names = [];
        // not the digits of a literal: `#b100` is a 3-bit constant, not the name b100
        for (const m of line.matchAll(/(?<![#\w])[a-z]+\d+\b/g))
            if (this.lazy.has(m[0]))
                names.push(m[0]);
        return names.reverse();
    }
    /**
     * Takes the commands collected since the last call as declared constants and asserted terms, for
     * callers that wrap them into a formula of their own (a quantified Horn clause, say).
     */
    drainParts() {
        const decls = [];
        const asserts = [];
        for (const line of this.withLazy(this.lines)) {
            const d = /^\(declare-fun (\S+) \(\) (.*)\)$/.exec(line);
            if (d)
                decls.push([d[1], d[2]]);
            else if (line.startsWith('(assert '))
                asserts.push(line.slice(8, -1));
            else
                throw new Error(`internal: unexpected command in a clause: ${line.slice(0, 40)}`);
        }
        this.lines.length = 0;
        return { decls, asserts };
    }
    get pending() {
        return this.lines.length;
    }
}
/** The top-level S-expressions of SMT-LIB text (skips comments; respects strings and |quoted| symbols). */
function topLevelForms(text) {
    const forms = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === ';') {
            while (i < text.length && text[i] !== '\n')
                i++;
        }
        else if (c === '"') {
            for (i++; i < text.length; i++) {
                if (text[i] === '"') {
                    if (text[i + 1] !== '"')
                        break; // "" is an escaped quote inside a string
                    i++;
                }
            }
        }
        else if (c === '|') {
            i = text.indexOf('|', i + 1);
            if (i < 0)
                break;
        }
        else if (c === '(') {
            if (depth === 0)
                start = i;
            depth++;
        }
        else if (c === ')') {
            depth--;
            if (depth === 0)
                forms.push(text.slice(start, i + 1));
        }
    }
    if (depth > 0)
        forms.push(text.slice(start)); // unbalanced: the parser reports it
    return forms;
}

;// CONCATENATED MODULE: ./src/smt/memoryModel.ts
// The memory model of the SMT encoding. Variables that are never aliased (scalars whose address
// is not taken) are SSA bit-vectors; everything else lives in one byte-addressed memory, an SMT
// array from addresses to bytes. A pointer is one bit-vector of the data model's pointer width:
// the object id in the high bits, the byte offset in the low bits, null = 0. Loads and stores are
// little-endian byte sequences; a fresh object with indeterminate contents is a lambda region.


class memoryModel_EncodeUnsupported extends Error {
    feature;
    constructor(feature) {
        super(`cannot encode: ${feature}`);
        this.feature = feature;
        this.name = 'EncodeUnsupported';
    }
}
function memoryLayout(m) {
    const ptrBits = m.pointerBytes * 8;
    const offBits = ptrBits === 32 ? 22 : 40;
    return { ptrBits, offBits, memSort: `(Array ${bvSort(ptrBits)} ${bvSort(8)})`, ptrSort: bvSort(ptrBits) };
}
/** True when the variable must live in memory (arrays, records, address taken). */
function inMemory(v) {
    return v.addressTaken === true || v.type.kind === 'array' || v.type.kind === 'record';
}
/** Width in bits of a scalar type's value (pointers: the pointer width). */
function scalarBits(t, layout) {
    if (t.kind === 'int')
        return t.bits;
    if (t.kind === 'pointer')
        return layout.ptrBits;
    throw new memoryModel_EncodeUnsupported(t.kind === 'float' ? 'floating point' : `value of type ${t.kind}`);
}
/**
 * Whether an object id (a pointer's high bits) can name an object: not null's 0, and not all ones,
 * the high bits of a negative integer, which ObjectTable never issues.
 */
function namesObject(id, layout) {
    return id !== 0 && id !== 2 ** (layout.ptrBits - layout.offBits) - 1;
}
/** Object ids for globals, locals per frame, string literals and allocation sites. */
class ObjectTable {
    layout;
    model;
    next = 1;
    byKey = new Map();
    byId = new Map();
    constructor(layout, model) {
        this.layout = layout;
        this.model = model;
    }
    /** Ids run from 1 (0 is null) to all ones less one (see namesObject). */
    get maxObjects() {
        return 2 ** (this.layout.ptrBits - this.layout.offBits) - 2;
    }
    object(key, size, what) {
        let o = this.byKey.get(key);
        if (!o) {
            if (this.next > this.maxObjects)
                throw new memoryModel_EncodeUnsupported('more memory objects than the pointer encoding holds');
            if (size !== undefined && size >= 2 ** this.layout.offBits)
                throw new memoryModel_EncodeUnsupported(`object larger than ${2 ** this.layout.offBits} bytes`);
            o = { id: this.next++, size, what };
            this.byKey.set(key, o);
            this.byId.set(o.id, o);
        }
        return o;
    }
    objectFor(key, type, what) {
        return this.object(key, sizeOf(type, this.model), what);
    }
    base(o) {
        return bvLit(BigInt(o.id) << BigInt(this.layout.offBits), this.layout.ptrBits);
    }
    /** The object with this id, if one was created. */
    withId(id) {
        return this.byId.get(id);
    }
    get count() {
        return this.next - 1;
    }
}
function addOffset(addr, i, layout) {
    return i === 0 ? addr : app('bvadd', addr, bvLit(BigInt(i), layout.ptrBits));
}
/** Little-endian load of `bytes` bytes at `addr`. */
function load(mem, addr, bytes, layout) {
    const parts = [];
    for (let i = bytes - 1; i >= 0; i--)
        parts.push(app('select', mem, addOffset(addr, i, layout)));
    return parts.length === 1 ? parts[0] : app('concat', ...parts);
}
/** Little-endian store of a `bytes`-byte value at `addr`. */
function store(mem, addr, value, bytes, layout) {
    let m = mem;
    for (let i = 0; i < bytes; i++) {
        const byte = bytes === 1 ? value : smtlib_extract(value, 8 * i + 7, 8 * i);
        m = app('store', m, addOffset(addr, i, layout), byte);
    }
    return m;
}
/** Copies `bytes` bytes from `src` to `dst` (struct assignment). */
function copy(mem, dst, src, bytes, layout) {
    if (bytes > 512)
        throw new memoryModel_EncodeUnsupported('copy of an object larger than 512 bytes');
    let m = mem;
    for (let i = 0; i < bytes; i++) {
        m = app('store', m, addOffset(dst, i, layout), app('select', mem, addOffset(src, i, layout)));
    }
    return m;
}
/** Objects up to this size get their bytes stored one by one instead of a lambda region. */
const MAX_STORED_REGION = 256;
/**
 * Memory in which the object `[base, base + size)` holds the bytes of `fresh` (an array for
 * indeterminate contents) or zero (`fresh` undefined), and everything else is `mem`. A small object
 * of known size (`bytes`) is a chain of byte stores: a lambda is a quantifier to Z3, and with it a
 * satisfiable query may come back `unknown` (incomplete quantifiers).
 */
function region(mem, base, size, fresh, layout, bytes) {
    if (bytes !== undefined && bytes <= MAX_STORED_REGION) {
        let m = mem;
        for (let i = 0; i < bytes; i++) {
            const addr = addOffset(base, i, layout);
            m = app('store', m, addr, fresh === undefined ? bvLit(0n, 8) : app('select', fresh, addr));
        }
        return m;
    }
    const a = 'pg_a';
    const inside = app('and', app('bvuge', a, base), app('bvult', a, app('bvadd', base, size)));
    const content = fresh === undefined ? bvLit(0n, 8) : app('select', fresh, a);
    return `(lambda ((${a} ${layout.ptrSort})) (ite ${inside} ${content} (select ${mem} ${a})))`;
}
/** The object id part of a pointer. */
function objectOf(ptr, layout) {
    return extract(ptr, layout.ptrBits - 1, layout.offBits);
}

;// CONCATENATED MODULE: ./src/encodings/result.ts
// What an engine answers per property, and the counterexample candidate it hands to src/certify
// for concrete replay. An engine's "unsafe" is only a candidate: the pipeline reports UNSAFE only
// after replay reaches the same violation, and SAFE only with a certificate that was re-checked.
/**
 * Why a property is UNKNOWN, for decisions (the reason's text is for people): the time limit ran
 * out; a construct is out of the engine's reach; the solver ran out of memory or failed; a
 * violation was found on a feasible path but another engine must build its trace; an internal
 * error (a crash, a rejected certificate); or the engine's search ended without an answer.
 */
const UNKNOWN_KINDS = (/* unused pure expression or super */ null && ([
    'timeout',
    'unsupported',
    'resource',
    'needs-trace',
    'internal',
    'incomplete',
]));
function result_unknown(kind, reason) {
    return { verdict: 'unknown', kind, reason };
}

;// CONCATENATED MODULE: ./src/ir/liveness.ts
// Live variables of a CFA: at each node, the locals and parameters some path from it reads before
// writing them again (a plain assignment, a havoc, a call's result or a declaration overwrites). The
// bounded unrolling merges only live values at its join points: a dead value is never read again,
// so any value will do and no `ite` over it is needed. Variables in memory are read through
// pointers too; the unrolling keeps those in its memory state and never asks about them.

/** The local variables live at each node of `fn` (its own locals and parameters only). */
function liveLocals(fn) {
    const own = new Set([...fn.params, ...fn.locals]);
    const effect = new Map();
    for (const n of fn.nodes)
        for (const e of n.out) {
            const uses = new Set();
            const def = edgeEffect(e, (v) => own.has(v) && uses.add(v));
            effect.set(e, { uses, def: def && own.has(def) ? def : undefined });
        }
    const live = new Map(fn.nodes.map((n) => [n, new Set()]));
    // backwards to a fixpoint: nodes in reverse of their order, repeated while anything grows
    const order = [...fn.nodes].sort((a, b) => (b.rpo ?? 0) - (a.rpo ?? 0));
    for (let changed = true; changed;) {
        changed = false;
        for (const n of order) {
            const here = live.get(n);
            const before = here.size;
            for (const e of n.out) {
                const { uses, def } = effect.get(e);
                for (const v of live.get(e.to) ?? [])
                    if (v !== def)
                        here.add(v);
                for (const v of uses)
                    here.add(v);
            }
            if (here.size !== before)
                changed = true;
        }
    }
    return live;
}
/** Reports every variable `e` reads (`use`); returns the variable it overwrites as a whole, if any. */
function edgeEffect(e, use) {
    const read = (x) => {
        if (!x)
            return;
        if (x.kind === 'VarRef')
            use(x.symbol);
        for (const c of children(x))
            read(c);
    };
    /** An assigned lvalue: a plain variable is written, anything else read to find the place. */
    const target = (x) => {
        if (x?.kind === 'VarRef')
            return x.symbol;
        read(x);
        return undefined;
    };
    switch (e.kind) {
        case 'assume':
            read(e.cond);
            return undefined;
        case 'assign':
            read(e.rhs);
            return target(e.lhs);
        case 'havoc':
            return target(e.lhs);
        case 'call':
            e.args.forEach(read);
            return target(e.lhs);
        case 'return':
            read(e.value);
            return undefined;
        case 'decl':
            read(e.vlaLength);
            return e.variable;
        case 'alloc':
            read(e.size);
            read(e.resized);
            return target(e.lhs);
        case 'free':
            read(e.pointer);
            return undefined;
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/smt/sexp.ts
// SMT-LIB terms as trees: parsing the solver's text answers (models, Horn solutions) and printing
// rewritten terms back. Atoms keep their spelling (symbols, |quoted| symbols, numerals, #x/#b
// literals, keywords); lists are arrays.
class SexpSyntaxError extends Error {
}
/** One S-expression from `text` (the first, when there are several). */
function parseSexp(text) {
    const all = parseSexps(text);
    if (all.length === 0)
        throw new SexpSyntaxError('empty term');
    return all[0];
}
/** All top-level S-expressions of `text`. */
function parseSexps(text) {
    const stack = [[]];
    let i = 0;
    const n = text.length;
    while (i < n) {
        const c = text[i];
        if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
            i++;
        }
        else if (c === ';') {
            while (i < n && text[i] !== '\n')
                i++;
        }
        else if (c === '(') {
            stack.push([]);
            i++;
        }
        else if (c === ')') {
            if (stack.length < 2)
                throw new SexpSyntaxError(`unbalanced ')' at ${i}`);
            const done = stack.pop();
            stack[stack.length - 1].push(done);
            i++;
        }
        else if (c === '|') {
            const j = text.indexOf('|', i + 1);
            if (j < 0)
                throw new SexpSyntaxError('unterminated |symbol|');
            stack[stack.length - 1].push(text.slice(i, j + 1));
            i = j + 1;
        }
        else if (c === '"') {
            let j = i + 1;
            for (; j < n; j++) {
                if (text[j] === '"') {
                    if (text[j + 1] !== '"')
                        break;
                    j++;
                }
            }
            stack[stack.length - 1].push(text.slice(i, j + 1));
            i = j + 1;
        }
        else {
            let j = i;
            while (j < n && !' \n\t\r()|";'.includes(text[j]))
                j++;
            stack[stack.length - 1].push(text.slice(i, j));
            i = j;
        }
    }
    if (stack.length !== 1)
        throw new SexpSyntaxError("missing ')'");
    return stack[0];
}
function printSexp(s) {
    return typeof s === 'string' ? s : `(${s.map(printSexp).join(' ')})`;
}
/** Renames atoms by `map` (symbols only: everything else passes through unchanged). */
function renameAtoms(s, map) {
    if (typeof s === 'string')
        return map(s) ?? s;
    return s.map((x) => renameAtoms(x, map));
}
/** Attributes that steer the solver and never change what a term means. */
const HINTS = new Set([':weight', ':qid', ':skolemid', ':pattern', ':no-pattern']);
/**
 * The term without its annotations: `(! t :weight 0)` is `t` (Z3's models annotate quantifiers so).
 * Undefined when an annotation is malformed or carries another attribute (`:named` defines a name
 * the term may use elsewhere).
 */
function withoutAnnotations(s) {
    if (typeof s === 'string')
        return s;
    if (s[0] === '!') {
        const attrs = s.slice(2);
        const hints = attrs.length >= 2 &&
            attrs.length % 2 === 0 &&
            attrs.every((a, i) => i % 2 === 1 || (typeof a === 'string' && HINTS.has(a)));
        return hints ? withoutAnnotations(s[1]) : undefined;
    }
    const out = [];
    for (const x of s) {
        const y = withoutAnnotations(x);
        if (y === undefined)
            return undefined;
        out.push(y);
    }
    return out;
}
/** Renames the free constants of an SMT-LIB term text (bound `let` names are left alone when not in `map`). */
function renameText(text, map) {
    if (map.size === 0)
        return text;
    return printSexp(renameAtoms(parseSexp(text), (a) => map.get(a)));
}
/** The term with every `let` replaced by its definition. */
function expandLets(s, env) {
    if (typeof s === 'string')
        return env.get(s) ?? s;
    if (s[0] === 'let') {
        const inner = new Map(env);
        for (const b of s[1]) {
            const [n, t] = b;
            inner.set(n, expandLets(t, env));
        }
        return expandLets(s[2], inner);
    }
    if (s[0] === '!')
        return expandLets(s[1], env);
    if (s[0] === 'exists' || s[0] === 'forall')
        return s; // bound names: left alone (dropped later)
    return s.map((x) => expandLets(x, env));
}
function conjunctsOf(s) {
    return Array.isArray(s) && s[0] === 'and' ? s.slice(1).flatMap(conjunctsOf) : [s];
}

;// CONCATENATED MODULE: ./src/smt/termIntervals.ts
// Unsigned intervals of bit-vector terms, read off the term's structure (and the definitions of the
// names in it), as value sets are (valueSets.ts) when a term has too many values for an exact set:
// an index advanced through a buffer in nested loops (`i` after a scan is `i`, `i + 1`, ... `i + 8`
// on different paths, and the outer loop adds one more) keeps a lower bound that grows with every
// iteration, so a loop condition `i < max` that no path can meet any more is decided false and the
// unrolling stops there, instead of going on to the bound in every nesting.
// Every rule is a hull: the term's value lies in the interval on every assignment of its inputs.
// Arithmetic that may wrap gives the whole range unless it wraps on every value alike.

/** Names followed at most this deep (a chain of definitions); beyond, the whole range. */
const MAX_DEPTH = 400;
const termIntervals_top = (w) => ({ lo: 0n, hi: (1n << BigInt(w)) - 1n });
/** [lo, hi] of exact (unbounded) results, back in `w` bits when no two of them wrap differently. */
function wrapped(lo, hi, w) {
    const m = 1n << BigInt(w);
    const k = lo >= 0n ? lo / m : -((-lo + m - 1n) / m);
    if (hi >= (k + 1n) * m)
        return termIntervals_top(w);
    return { lo: lo - k * m, hi: hi - k * m };
}
class TermIntervals {
    names;
    byName = new Map();
    constructor(names) {
        this.names = names;
    }
    /** The interval of `s`, a term of `w` bits (the whole range when nothing is known). */
    of(s, w, depth = 0) {
        if (depth > MAX_DEPTH)
            return termIntervals_top(w);
        if (typeof s === 'string')
            return this.name(s, w, depth);
        const op = s[0];
        const arg = (i) => this.of(s[i], w, depth + 1);
        if (op === 'ite' && s.length === 4) {
            const a = arg(2);
            const b = arg(3);
            return { lo: a.lo < b.lo ? a.lo : b.lo, hi: a.hi > b.hi ? a.hi : b.hi };
        }
        if ((op === 'bvadd' || op === 'bvsub' || op === 'bvmul') && s.length === 3) {
            const a = arg(1);
            const b = arg(2);
            if (op === 'bvadd')
                return wrapped(a.lo + b.lo, a.hi + b.hi, w);
            if (op === 'bvsub')
                return wrapped(a.lo - b.hi, a.hi - b.lo, w);
            return wrapped(a.lo * b.lo, a.hi * b.hi, w);
        }
        if (op === 'bvand' && s.length === 3) {
            const a = arg(1);
            const b = arg(2);
            return { lo: 0n, hi: a.hi < b.hi ? a.hi : b.hi };
        }
        if ((op === 'bvudiv' || op === 'bvurem' || op === 'bvlshr') && s.length === 3) {
            const a = arg(1);
            const b = arg(2);
            if (op === 'bvlshr') {
                const sh = (x) => (x >= BigInt(w) ? BigInt(w) : x);
                return { lo: a.lo >> sh(b.hi), hi: a.hi >> sh(b.lo) };
            }
            if (b.lo === 0n)
                return op === 'bvurem' ? { lo: 0n, hi: a.hi } : termIntervals_top(w); // x / 0 is all ones
            if (op === 'bvudiv')
                return { lo: a.lo / b.hi, hi: a.hi / b.lo };
            return { lo: 0n, hi: a.hi < b.hi - 1n ? a.hi : b.hi - 1n };
        }
        if (op === 'concat' && s.length === 3) {
            const wb = this.names.widthOf(s[2]);
            const wa = this.names.widthOf(s[1]);
            if (wa === undefined || wb === undefined || wa + wb !== w)
                return termIntervals_top(w);
            const a = this.of(s[1], wa, depth + 1);
            const b = this.of(s[2], wb, depth + 1);
            const shift = BigInt(wb);
            return { lo: (a.lo << shift) + b.lo, hi: (a.hi << shift) + b.hi };
        }
        if (Array.isArray(op) && op[0] === '_' && s.length === 2) {
            const wx = this.names.widthOf(s[1]);
            if (wx === undefined)
                return termIntervals_top(w);
            const x = this.of(s[1], wx, depth + 1);
            if (op[1] === 'zero_extend')
                return x;
            if (op[1] === 'sign_extend') {
                const half = 1n << BigInt(wx - 1);
                if (x.hi < half)
                    return x;
                const up = (1n << BigInt(w)) - (1n << BigInt(wx));
                return x.lo >= half ? { lo: x.lo + up, hi: x.hi + up } : termIntervals_top(w);
            }
            if (op[1] === 'extract' && op.length === 4 && Number(op[2]) - Number(op[3]) + 1 === w) {
                const lo = BigInt(op[3]);
                return wrapped(x.lo >> lo, x.hi >> lo, w);
            }
        }
        return termIntervals_top(w);
    }
    name(s, w, depth) {
        const l = literal(s);
        if (l)
            return l.width === w ? { lo: l.value, hi: l.value } : termIntervals_top(w);
        if (this.names.widthOf(s) !== w)
            return termIntervals_top(w);
        const known = this.byName.get(s);
        if (known !== undefined)
            return known ?? termIntervals_top(w);
        const noted = this.names.noted(s);
        if (noted && noted.length > 0) {
            const iv = { lo: noted.reduce((a, b) => (a < b ? a : b)), hi: noted.reduce((a, b) => (a > b ? a : b)) };
            this.byName.set(s, iv);
            return iv;
        }
        const def = this.names.definition(s);
        if (def === undefined)
            return termIntervals_top(w);
        this.byName.set(s, null); // a name met again while its definition is read: no bound from it
        const iv = this.of(def, w, depth + 1);
        this.byName.set(s, iv); // a hull even when the depth limit cut it short
        return iv;
    }
}
/** Whether `cmp` of unsigned intervals a, b of `w` bits holds on every pair (true), on none (false). */
function compareIntervals(cmp, a, b, w) {
    const half = 1n << BigInt(w - 1);
    const signedOf = (x) => {
        if (x.hi < half)
            return x;
        if (x.lo >= half)
            return { lo: x.lo - 2n * half, hi: x.hi - 2n * half };
        return undefined;
    };
    let x = a;
    let y = b;
    let op = cmp;
    if (cmp.startsWith('bvs')) {
        x = signedOf(a);
        y = signedOf(b);
        op = `bvu${cmp.slice(3)}`;
    }
    if (!x || !y)
        return undefined;
    const lt = (p, q) => p.hi < q.lo ? true : p.lo >= q.hi ? false : undefined;
    const le = (p, q) => p.hi <= q.lo ? true : p.lo > q.hi ? false : undefined;
    switch (op) {
        case 'bvult':
            return lt(x, y);
        case 'bvule':
            return le(x, y);
        case 'bvugt':
            return lt(y, x);
        case 'bvuge':
            return le(y, x);
        case '=':
        case 'distinct': {
            const disjoint = x.hi < y.lo || y.hi < x.lo;
            const same = x.lo === x.hi && y.lo === y.hi && x.lo === y.lo;
            const eqv = disjoint ? false : same ? true : undefined;
            return eqv === undefined ? undefined : op === '=' ? eqv : !eqv;
        }
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/smt/valueSets.ts
// What the BMC encoding knows of a bit-vector term's values without asking the solver, read off
// the term's structure (and the definitions of the names in it):
// - exact value sets: every value the term can have, when there are at most MAX_TARGETS (a pointer
//   that is one of a few addresses, a header length of 1, 3, 5 or 9); also of a slice of a term, so
//   the object part of a pointer assembled from bytes of different writes (a union member written
//   as a char on one path and as a pointer on another) is known even when its offset is not;
// - provenance: the objects a pointer can point into for every access C defines. Pointer
//   arithmetic leaves the object it started in only through undefined behaviour, so the object of
//   `p + i` is the object of `p` whatever `i` is; an access outside every object of the set is
//   undefined and reads an arbitrary value (memoryShadow.ts), as one outside a known object does.




/** At most this many values make a set (a pointer is dereferenced by cases over them). */
const MAX_TARGETS = 8;
const NO_NAMES = { definitionOf: () => undefined, bitsOf: () => undefined };
function mask(width) {
    return (1n << BigInt(width)) - 1n;
}
function few(width, values) {
    const all = [...new Set(values.map((v) => BigInt.asUintN(width, v)))];
    return all.length <= MAX_TARGETS ? { width, values: all } : undefined;
}
const signed = (v, w) => BigInt.asIntN(w, v);
/** Comparisons of two unsigned `w`-bit values. */
const COMPARE = {
    '=': (a, b) => a === b,
    distinct: (a, b) => a !== b,
    bvult: (a, b) => a < b,
    bvule: (a, b) => a <= b,
    bvugt: (a, b) => a > b,
    bvuge: (a, b) => a >= b,
    bvslt: (a, b, w) => signed(a, w) < signed(b, w),
    bvsle: (a, b, w) => signed(a, w) <= signed(b, w),
    bvsgt: (a, b, w) => signed(a, w) > signed(b, w),
    bvsge: (a, b, w) => signed(a, w) >= signed(b, w),
};
class ValueSets {
    layout;
    names;
    /** Sets noted for names (a pointer variable after a join). */
    noted = new Map();
    /** Slices of names computed from their definitions (null: none, or being computed). */
    slices = new Map();
    objects = new Map();
    parsed = new Map();
    /** Hulls of terms with too many values for a set (termIntervals.ts), for comparisons. */
    intervals = new TermIntervals({
        noted: (name) => this.noted.get(name)?.values,
        definition: (name) => this.definition(name),
        widthOf: (s) => this.widthOf(s),
    });
    constructor(layout, names = NO_NAMES) {
        this.layout = layout;
        this.names = names;
    }
    has(name) {
        return this.noted.has(name);
    }
    /** Notes the values of a name (a set of another width than the name's is not taken). */
    note(name, set) {
        const bits = this.names.bitsOf(name);
        if (bits === undefined || bits === set.width)
            this.noted.set(name, set);
    }
    /** The term's values, when it has at most MAX_TARGETS of them (exact). */
    of(t) {
        const known = this.noted.get(t);
        if (known || t.length > MAX_REMEMBERED)
            return known;
        try {
            const s = t.startsWith('(') ? parseSexp(t) : t;
            const w = this.widthOf(s);
            const vs = w === undefined ? undefined : this.slice(s, w - 1, 0);
            return vs && vs.width === w ? vs : undefined;
        }
        catch {
            return undefined;
        }
    }
    /**
     * The value of a Boolean term when its value sets decide it (a comparison of terms with few
     * values each, all of whose combinations agree; and, or, not of such): a branch the unrolling
     * need not take. Undefined when they do not.
     */
    truth(cond) {
        if (cond === 'true')
            return true;
        if (cond === 'false')
            return false;
        if (!cond.startsWith('(') || cond.length > MAX_REMEMBERED)
            return undefined;
        try {
            return this.truthOf(parseSexp(cond));
        }
        catch {
            return undefined;
        }
    }
    truthOf(s) {
        if (s === 'true')
            return true;
        if (s === 'false')
            return false;
        if (typeof s === 'string')
            return undefined;
        const op = s[0];
        if (op === 'not' && s.length === 2) {
            const a = this.truthOf(s[1]);
            return a === undefined ? undefined : !a;
        }
        if (op === 'and' || op === 'or') {
            let unknown = false;
            for (const x of s.slice(1)) {
                const v = this.truthOf(x);
                if (v === undefined)
                    unknown = true;
                else if (v === (op === 'or'))
                    return v;
            }
            return unknown ? undefined : op === 'and';
        }
        const cmp = typeof op === 'string' ? COMPARE[op] : undefined;
        if (!cmp || s.length !== 3)
            return undefined;
        // a term compared with itself (the same text is the same value)
        if (typeof s[1] === 'string' && s[1] === s[2])
            return cmp(0n, 0n, 1);
        const wa = this.widthOf(s[1]) ?? this.widthOf(s[2]);
        if (wa === undefined)
            return undefined;
        const a = this.slice(s[1], wa - 1, 0);
        const b = a && this.slice(s[2], wa - 1, 0);
        // too many values for sets: hulls (an index advanced through a buffer in nested loops)
        if (!a || !b)
            return compareIntervals(op, this.intervals.of(s[1], wa), this.intervals.of(s[2], wa), wa);
        let seen;
        for (const x of a.values)
            for (const y of b.values) {
                const v = cmp(x, y, wa);
                if (seen === undefined)
                    seen = v;
                else if (seen !== v)
                    return undefined;
            }
        return seen;
    }
    /**
     * The ids of the objects `ptr` can point into where a dereference of it is defined (null's 0 and
     * the all-ones id of a negative integer may be among them; see the header), or undefined.
     */
    objectsOf(ptr) {
        try {
            return this.provenance(ptr.startsWith('(') ? parseSexp(ptr) : ptr);
        }
        catch {
            return undefined;
        }
    }
    // ---------------------------------------------------------------- exact slices
    /** The values of bits hi..lo of `s`. */
    slice(s, hi, lo) {
        const width = hi - lo + 1;
        if (typeof s === 'string') {
            const l = literal(s);
            if (l)
                return { width, values: [(l.value >> BigInt(lo)) & mask(width)] };
            return this.nameSlice(s, hi, lo);
        }
        const op = s[0];
        if (op === 'ite' && s.length === 4) {
            const a = this.slice(s[2], hi, lo);
            const b = a && this.slice(s[3], hi, lo);
            return a && b ? few(width, [...a.values, ...b.values]) : undefined;
        }
        if ((op === 'bvadd' || op === 'bvsub') && s.length === 3) {
            // the low bits of a sum are the sum of the low bits
            const a = lo === 0 ? this.slice(s[1], hi, 0) : this.whole(s, hi, lo);
            if (lo !== 0)
                return a;
            const b = a && this.slice(s[2], hi, 0);
            if (!a || !b || a.values.length * b.values.length > MAX_TARGETS)
                return undefined;
            return few(width, a.values.flatMap((x) => b.values.map((y) => (op === 'bvadd' ? x + y : x - y))));
        }
        if (op === 'concat' && s.length >= 3)
            return this.concatSlice(s.slice(1), hi, lo);
        if (Array.isArray(op) && op[0] === '_' && s.length === 2) {
            const x = s[1];
            if (op[1] === 'extract' && op.length === 4) {
                const l2 = Number(op[3]);
                return this.slice(x, l2 + hi, l2 + lo);
            }
            if (op[1] !== 'zero_extend' && op[1] !== 'sign_extend')
                return undefined;
            const w = this.widthOf(x);
            if (w === undefined)
                return undefined;
            if (hi < w)
                return this.slice(x, hi, lo);
            if (op[1] === 'zero_extend') {
                if (lo >= w)
                    return { width, values: [0n] };
                // the low part's values, zero-extended to the slice's width
                const low = this.slice(x, w - 1, lo);
                return low && { width, values: low.values };
            }
            if (op[1] === 'sign_extend') {
                // only copies of the sign bit: all zeros or all ones
                if (lo >= w - 1)
                    return { width, values: [0n, mask(width)] };
                const low = Math.min(lo, w - 1);
                const base = this.slice(x, w - 1, low);
                if (!base)
                    return undefined;
                const signAt = BigInt(w - 1 - low);
                const ones = mask(hi - low + 1) & ~mask(w - low);
                return few(width, base.values.map((v) => (((v >> signAt) & 1n) === 1n ? v | ones : v) >> BigInt(lo - low)));
            }
        }
        return undefined;
    }
    /** Bits hi..lo of a term whose whole value set is known (a sum, for its high bits). */
    whole(s, hi, lo) {
        const w = this.widthOf(s);
        const all = w === undefined ? undefined : this.slice(s, w - 1, 0);
        return (all &&
            few(hi - lo + 1, all.values.map((v) => v >> BigInt(lo))));
    }
    /** Bits hi..lo of a concatenation (most significant part first). */
    concatSlice(parts, hi, lo) {
        let acc = { width: 0, values: [0n] };
        let at = 0; // the lowest bit of the current part
        for (let i = parts.length - 1; i >= 0 && at <= hi; i--) {
            const w = this.widthOf(parts[i]);
            if (w === undefined)
                return undefined;
            const top = at + w - 1;
            if (top >= lo) {
                const from = Math.max(lo, at) - at;
                const to = Math.min(hi, top) - at;
                const v = this.slice(parts[i], to, from);
                if (!v || acc.values.length * v.values.length > MAX_TARGETS)
                    return undefined;
                const shift = BigInt(acc.width);
                acc = {
                    width: acc.width + v.width,
                    values: [...new Set(v.values.flatMap((x) => acc.values.map((y) => (x << shift) | y)))],
                };
            }
            at += w;
        }
        return acc.width === hi - lo + 1 ? acc : undefined;
    }
    nameSlice(name, hi, lo) {
        const noted = this.noted.get(name);
        if (noted)
            return few(hi - lo + 1, noted.values.map((v) => v >> BigInt(lo)));
        const key = `${name}/${hi}/${lo}`;
        const known = this.slices.get(key);
        if (known !== undefined)
            return known ?? undefined;
        this.slices.set(key, null);
        const def = this.definition(name);
        const vs = def === undefined ? undefined : this.slice(def, hi, lo);
        if (vs)
            this.slices.set(key, vs);
        return vs;
    }
    definition(name) {
        const known = this.parsed.get(name);
        if (known !== undefined)
            return known ?? undefined;
        const def = this.names.definitionOf(name);
        const s = def === undefined || def.length > MAX_REMEMBERED ? null : def.startsWith('(') ? parseSexp(def) : def;
        this.parsed.set(name, s);
        return s ?? undefined;
    }
    /** The width of a bit-vector term, when the analysis can tell. */
    widthOf(s) {
        if (typeof s === 'string') {
            const l = literal(s);
            if (l)
                return l.width;
            const noted = this.noted.get(s);
            return noted ? noted.width : this.names.bitsOf(s);
        }
        const op = s[0];
        if (op === 'concat') {
            let sum = 0;
            for (const p of s.slice(1)) {
                const w = this.widthOf(p);
                if (w === undefined)
                    return undefined;
                sum += w;
            }
            return sum;
        }
        if (op === 'ite')
            return this.widthOf(s[2]) ?? this.widthOf(s[3]);
        if (Array.isArray(op) && op[0] === '_') {
            if (op[1] === 'extract')
                return Number(op[2]) - Number(op[3]) + 1;
            const w = this.widthOf(s[1]);
            if (op[1] === 'zero_extend' || op[1] === 'sign_extend')
                return w === undefined ? undefined : w + Number(op[2]);
            return undefined;
        }
        if (typeof op === 'string' &&
            /^bv(add|sub|mul|and|or|xor|not|neg|shl|lshr|ashr|udiv|urem|sdiv|srem)$/.test(op))
            return this.widthOf(s[1]) ?? this.widthOf(s[2]);
        return undefined;
    }
    // ---------------------------------------------------------------- provenance
    provenance(s) {
        if (typeof s === 'string') {
            const l = literal(s);
            if (l)
                return [this.idOf(l.value)];
            const known = this.objects.get(s);
            if (known !== undefined)
                return known ?? undefined;
            this.objects.set(s, null);
            const noted = this.noted.get(s);
            const def = noted ? undefined : this.definition(s);
            const ids = noted
                ? this.ids(noted.values.map((v) => this.idOf(v)))
                : def === undefined
                    ? undefined
                    : this.provenance(def);
            if (ids)
                this.objects.set(s, ids);
            return ids;
        }
        const op = s[0];
        if (op === 'ite' && s.length === 4) {
            const a = this.provenance(s[2]);
            const b = a && this.provenance(s[3]);
            return a && b ? this.ids([...a, ...b]) : undefined;
        }
        if (op === 'bvadd' && s.length === 3) {
            // pointer + integer: the pointer's objects. The first operand is the pointer when it points
            // somewhere and the second does not (or is not known: any integer); the second only when
            // the first is known to be an integer. Two pointers added: no answer.
            const a = this.provenance(s[1]);
            const b = this.provenance(s[2]);
            const aPoints = a !== undefined && this.pointsSomewhere(a);
            const bPoints = b !== undefined && this.pointsSomewhere(b);
            if (aPoints)
                return bPoints ? undefined : a;
            if (a && bPoints)
                return b;
            return a && b ? this.ids([...a, ...b]) : undefined;
        }
        if (op === 'bvsub' && s.length === 3) {
            // pointer - integer; a difference of two pointers is an integer of no object
            const a = this.provenance(s[1]);
            const b = this.provenance(s[2]);
            return a && this.pointsSomewhere(a) && b && !this.pointsSomewhere(b) ? a : undefined;
        }
        const { ptrBits, offBits } = this.layout;
        if (this.widthOf(s) !== ptrBits)
            return undefined;
        const part = this.slice(s, ptrBits - 1, offBits);
        return part ? this.ids(part.values.map(Number)) : undefined;
    }
    idOf(address) {
        return Number(BigInt.asUintN(this.layout.ptrBits, address) >> BigInt(this.layout.offBits));
    }
    /** Whether a set names an object (not only null and the high bits of integers). */
    pointsSomewhere(ids) {
        return ids.some((id) => namesObject(id, this.layout));
    }
    ids(all) {
        const set = [...new Set(all)];
        return set.length <= MAX_TARGETS ? set : undefined;
    }
}

;// CONCATENATED MODULE: ./src/smt/memoryShadow.ts
// What the BMC encoding knows of a memory term at constant addresses: a root memory term and the
// bytes written on top of it at constant addresses (a constant-address view of a chain of
// stores). A load at a constant address reads the byte written there, or zero over the all-zero
// initial memory, or the root's byte; so values stored at constant addresses (locals, globals,
// a harness's buffers) propagate as constants and loops over them unroll without branching, as
// in symbolic execution. A load or store at a computed address inside small objects of known size
// (a constant base plus an offset, or the objects the pointer's provenance names: valueSets.ts)
// reads or changes their bytes by cases on the offset (loadInObject, writeInObject); a store
// anywhere else, or a memory the view cannot follow, starts a new root. The view is an exact
// rewriting of select-over-store, except that an access outside every object (undefined
// behaviour) reads an arbitrary value and writes nothing.




const NO_WRITES = new Map();
/** Beyond this many known bytes the view is dropped (a new root), to keep stores cheap. */
const MAX_WRITES = 8192;
/** Loads at a computed address inside an object of at most this many bytes read through the view. */
const MAX_OBJECT_CASES = 512;
/**
 * A store at a computed address inside an object changes each of its bytes by cases (see
 * writeInObject) when the object's size times the value's bytes is at most this.
 */
const MAX_STORE_CASES = 1024;
class MemoryShadows {
    layout;
    nameTerm;
    known = new Map();
    /** Exact value sets and provenance of terms (valueSets.ts). */
    values;
    /** Widths of the named values stored (a load of all their bytes gives the name back). */
    storedWidths = new Map();
    /** Set: a load at base + computed offset is a case split over the object's bytes (see loadInObject). */
    objectReads;
    /** Loads by cases already made (loadInObject), by memory state, address and width. */
    objectLoads = new Map();
    /** The all-zero array of the memory sort: the bytes of a zeroed block. */
    zeroArray;
    constructor(layout, 
    /**
     * A short name for a term built by a join (so joins do not copy long terms around); `always`:
     * a name even for a short term (a whole value, whose slices must read back as that name).
     */
    nameTerm = (t) => t, 
    /** The script's names, whose definitions the value sets read. */
    names) {
        this.layout = layout;
        this.nameTerm = nameTerm;
        this.values = new ValueSets(layout, names);
        this.zeroArray = `((as const ${layout.memSort}) ${bvLit(0n, 8)})`;
    }
    of(mem) {
        return this.known.get(mem) ?? { root: mem, zero: false, writes: NO_WRITES, size: 0 };
    }
    /** Records `sh` as the view of the memory term `mem` (undefined: `mem` is a root of its own). */
    set(mem, sh) {
        if (sh && (sh.root !== mem || sh.zero || sh.size > 0 || sh.regions))
            this.known.set(mem, sh);
    }
    /**
     * The view after a block of any size is allocated at the constant address `base` (the start of
     * a fresh object): its bytes read from `fresh`, or zero (`fresh` undefined); the rest is as
     * before. Reads past the block's end inside its object are undefined behaviour in C and read
     * `fresh` too (arbitrary values), as a read outside an object does in loadInObject.
     */
    withRegion(mem, base, fresh) {
        const a = constAddress(base, this.layout);
        if (a === undefined)
            return undefined;
        const [id, off] = this.split(a);
        if (off !== 0)
            return undefined;
        const sh = this.of(mem);
        const regions = new Map(sh.regions ?? []).set(id, fresh ?? this.zeroArray);
        const writes = new Map(sh.writes);
        const dropped = writes.get(id)?.size ?? 0;
        writes.delete(id);
        return { root: sh.root, zero: sh.zero, writes, size: sh.size - dropped, regions };
    }
    zeroRoot(mem) {
        this.known.set(mem, { root: mem, zero: true, writes: NO_WRITES, size: 0 });
    }
    addr(a) {
        return bvLit(a, this.layout.ptrBits);
    }
    /** The byte at constant address `a`. */
    byte(sh, a) {
        const [id, off] = this.split(a);
        const w = sh.writes.get(id)?.get(off);
        if (w !== undefined)
            return w;
        const region = sh.regions?.get(id);
        if (region !== undefined)
            return region === this.zeroArray ? bvLit(0n, 8) : app('select', region, this.addr(a));
        return sh.zero ? bvLit(0n, 8) : app('select', sh.root, this.addr(a));
    }
    /** Little-endian load of `bytes` bytes when `addr` is a constant; undefined otherwise. */
    load(mem, addr, bytes) {
        const a = constAddress(addr, this.layout);
        if (a !== undefined)
            return this.bytesAt(this.of(mem), a, bytes);
        const targets = this.targets(addr);
        if (!targets)
            return this.loadInObject(mem, addr, bytes);
        // a pointer with few possible values: the load by cases over them (exact: it has one of them)
        const sh = this.of(mem);
        let t = this.bytesAt(sh, targets[targets.length - 1], bytes);
        for (let i = targets.length - 2; i >= 0; i--)
            t = ite(app('=', addr, this.addr(targets[i])), this.bytesAt(sh, targets[i], bytes), t);
        return t;
    }
    /** The possible values of a pointer-width term, when it has at most MAX_TARGETS known ones. */
    targets(t) {
        const set = this.values.of(t);
        return set && set.width === this.layout.ptrBits ? set.values : undefined;
    }
    /** Records the values of a name defined as `term` (a pointer variable after a join, say). */
    noteValues(name, term) {
        if (name === term || this.values.has(name))
            return;
        const vs = this.values.of(term);
        if (vs)
            this.values.note(name, vs);
    }
    bytesAt(sh, a, bytes) {
        const parts = [];
        for (let i = bytes - 1; i >= 0; i--)
            parts.push(this.byte(sh, this.wrap(a + BigInt(i))));
        return parts.length === 1
            ? parts[0]
            : (rejoined(parts, (n) => this.storedWidths.get(n)) ?? app('concat', ...parts));
    }
    /**
     * A load at a computed address inside objects of known size (a constant base plus an offset, or
     * the objects the pointer's provenance names, objectsAt): the value at each offset inside each
     * object, by cases on the address, so the load does not read the memory term (whose definitions
     * the solver would otherwise have to keep). An address outside the objects is undefined
     * behaviour in C; it reads an arbitrary value (every value the byte array could give included),
     * so a proof holds for it too, and a counterexample through it does not replay.
     */
    loadInObject(mem, addr, bytes) {
        const at = this.objectsAt(addr, bytes);
        if (!at || at.objects.reduce((n, o) => n + o.size - bytes + 1, 0) > MAX_OBJECT_CASES)
            return undefined;
        const { reads, objects } = at;
        // the same read of the same memory state is the same value (the branches of a condition read
        // its operands once each): one name, not a copy of the cases with an arbitrary value of its own
        const key = `${mem} ${addr} ${bytes}`;
        const known = this.objectLoads.get(key);
        if (known !== undefined)
            return known;
        const sh = this.of(mem);
        const hit = this.offsetTest(reads.name(addr, this.layout.ptrBits), objects, reads);
        let t = reads.arbitrary(bytes * 8);
        for (const o of objects)
            for (let k = o.size - bytes; k >= 0; k--)
                t = ite(hit(o, k), this.bytesAt(sh, o.base + BigInt(k), bytes), t);
        const value = reads.name(t, bytes * 8);
        this.objectLoads.set(key, value);
        return value;
    }
    /**
     * The test "`a` is offset k of object o" for an address known to be inside one of `objects`
     * where C defines the access: only the offset's low bits that tell the object's offsets apart
     * (and the object id when there are several) are compared, so the solver does not compare whole
     * addresses. An address outside every object (undefined behaviour) may pass a test; it reads or
     * writes as at that offset, one of the arbitrary outcomes the comparison of whole addresses gave.
     */
    offsetTest(a, objects, reads) {
        const { ptrBits, offBits } = this.layout;
        const maxSize = Math.max(...objects.map((o) => o.size));
        const bits = Math.max(1, Math.ceil(Math.log2(maxSize)));
        const off = reads.name(smtlib_extract(a, bits - 1, 0), bits);
        const id = objects.length > 1 ? reads.name(smtlib_extract(a, ptrBits - 1, offBits), ptrBits - offBits) : undefined;
        return (o, k) => {
            const at = app('=', off, bvLit(BigInt(k), bits));
            if (id === undefined)
                return at;
            return app('and', app('=', id, bvLit(o.base >> BigInt(offBits), ptrBits - offBits)), at);
        };
    }
    /**
     * The objects of known size an access of `bytes` bytes at a computed address can be inside where
     * C defines it: the object of a constant base plus an offset, or the pointer's provenance
     * (valueSets.ts); null and objects smaller than the access are left out (an access there is
     * undefined behaviour).
     */
    objectsAt(addr, bytes) {
        const reads = this.objectReads;
        if (!reads)
            return undefined;
        const m = /^(?:\(bvadd )+(#x[0-9a-f]+) /.exec(addr);
        const lit = m ? literal(m[1]) : undefined;
        const ids = lit && lit.width === this.layout.ptrBits
            ? [Number(lit.value >> BigInt(this.layout.offBits))]
            : this.values.objectsOf(addr);
        if (!ids)
            return undefined;
        const objects = [];
        for (const id of ids) {
            if (!namesObject(id, this.layout))
                continue;
            const size = reads.sizeOf(id);
            if (size === undefined)
                return undefined;
            if (size >= bytes)
                objects.push({ base: BigInt(id) << BigInt(this.layout.offBits), size });
        }
        return objects.length > 0 ? { reads, objects } : undefined;
    }
    wrap(a) {
        return BigInt.asUintN(this.layout.ptrBits, a);
    }
    /** Object id and offset of an address. */
    split(a) {
        const off = BigInt(this.layout.offBits);
        return [Number(a >> off), Number(BigInt.asUintN(this.layout.offBits, a))];
    }
    join(id, offset) {
        return (BigInt(id) << BigInt(this.layout.offBits)) + BigInt(offset);
    }
    /** The view after storing `byteAt(i)` for i < bytes at `addr` (undefined: a new root). */
    afterWrites(mem, addr, bytes, byteAt) {
        const a = constAddress(addr, this.layout);
        if (a === undefined) {
            // a pointer with few possible values: each target's bytes change when it is the one
            const targets = this.targets(addr);
            if (!targets)
                return this.writeInObject(mem, addr, bytes, byteAt);
            let sh = this.of(mem);
            for (const t of targets) {
                const cur = sh;
                if (!cur)
                    return undefined;
                const hit = app('=', addr, this.addr(t));
                sh = this.writeAt(cur, t, bytes, (i) => this.joinedByte(hit, byteAt(i), cur, t + BigInt(i)));
            }
            return sh;
        }
        return this.writeAt(this.of(mem), a, bytes, byteAt);
    }
    /**
     * A store at a computed address inside small objects of known size (objectsAt): each byte of
     * each object becomes the value's byte that lands on it, by cases on the address, or stays,
     * so the view (and every other object's known bytes) survives instead of a new root. A store that
     * leaves the object is undefined behaviour in C; it changes no byte here (as loadInObject reads an
     * arbitrary value there), so a proof covers it and a counterexample through it does not replay.
     */
    writeInObject(mem, addr, bytes, byteAt) {
        const at = this.objectsAt(addr, bytes);
        if (!at || at.objects.reduce((n, o) => n + o.size * bytes, 0) > MAX_STORE_CASES)
            return undefined;
        const { reads, objects } = at;
        let sh = this.of(mem);
        const hit = this.offsetTest(reads.name(addr, this.layout.ptrBits), objects, reads);
        const values = Array.from({ length: bytes }, (_, i) => byteAt(i));
        for (const o of objects) {
            const { base, size } = o;
            const cur = sh;
            if (!cur)
                return undefined;
            sh = this.writeAt(cur, base, size, (k) => {
                let t = this.byte(cur, base + BigInt(k));
                // value byte i lands on byte k when the value starts at k - i (whole inside the object)
                for (let i = 0; i < bytes; i++) {
                    const start = k - i;
                    if (start < 0 || start > size - bytes)
                        continue;
                    t = ite(hit(o, start), values[i], t);
                }
                return t.startsWith('(ite ') ? this.nameTerm(t, 8) : t;
            });
        }
        return sh;
    }
    /** The byte at `a` after a store through a pointer: `byte` when `hit`, the old byte otherwise. */
    joinedByte(hit, byte, cur, a) {
        const b = ite(hit, byte, this.byte(cur, this.wrap(a)));
        return b.startsWith('(ite ') ? this.nameTerm(b, 8) : b;
    }
    writeAt(sh, a, bytes, byteAt) {
        return this.writeRuns(sh, [{ a, bytes, byteAt }]);
    }
    /** The view after writing every run's bytes, in order; each object's bytes are copied once. */
    writeRuns(sh, runs) {
        if (sh.size + runs.reduce((n, r) => n + r.bytes, 0) > MAX_WRITES)
            return undefined;
        const writes = new Map(sh.writes);
        let size = sh.size;
        // copying an object's known bytes is the work here (quadratic in a long run of stores)
        let copied = writes.size;
        for (const { a, bytes, byteAt } of runs)
            for (let i = 0; i < bytes; i++) {
                const [id, off] = this.split(this.wrap(a + BigInt(i)));
                let inner = writes.get(id);
                if (inner === sh.writes.get(id)) {
                    copied += inner?.size ?? 0;
                    writes.set(id, (inner = new Map(inner)));
                }
                const m = inner;
                if (!m.has(off))
                    size++;
                m.set(off, byteAt(i));
                copied++;
            }
        workClock_workClock()?.chargeCopies(copied);
        return { root: sh.root, zero: sh.zero, writes, size, ...(sh.regions ? { regions: sh.regions } : {}) };
    }
    /**
     * The view after little-endian stores at constant addresses, in order (a global's initializer:
     * one copy of the view for all its bytes, not one per store); undefined: a new root (too many
     * bytes known), or an address that is not constant (the caller then stores one by one).
     */
    afterConstStores(mem, stores) {
        const runs = [];
        for (const { addr, value, bytes } of stores) {
            const a = constAddress(addr, this.layout);
            if (a === undefined)
                return undefined;
            this.noteStored(value, bytes);
            runs.push({ a, bytes, byteAt: byteOf(value, bytes) });
        }
        return this.writeRuns(this.of(mem), runs);
    }
    /** Whether `addr` is a constant address (see afterConstStores). */
    isConstant(addr) {
        return constAddress(addr, this.layout) !== undefined;
    }
    /** The view after a little-endian store of a `bytes`-byte value. */
    afterStore(mem, addr, value, bytes) {
        this.noteStored(value, bytes);
        const targets = bytes > 1 && constAddress(addr, this.layout) === undefined ? this.targets(addr) : undefined;
        if (targets) {
            // through a pointer with few values: each target holds the value stored when it is the one,
            // its old value otherwise, joined whole when its old bytes read back whole
            let sh = this.of(mem);
            for (const t of targets) {
                const cur = sh;
                if (!cur)
                    return undefined;
                const hit = app('=', addr, this.addr(t));
                const old = this.bytesAt(cur, t, bytes);
                if (old.startsWith('(')) {
                    sh = this.writeAt(cur, t, bytes, (i) => this.joinedByte(hit, smtlib_extract(value, 8 * i + 7, 8 * i), cur, t + BigInt(i)));
                    continue;
                }
                const v = ite(hit, value, old);
                const name = v.startsWith('(') ? this.nameTerm(v, bytes * 8, true) : v;
                if (bytes * 8 === this.layout.ptrBits)
                    this.noteValues(name, v);
                if (!name.startsWith('#'))
                    this.storedWidths.set(name, bytes * 8);
                sh = this.writeAt(cur, t, bytes, (i) => smtlib_extract(name, 8 * i + 7, 8 * i));
            }
            return sh;
        }
        return this.afterWrites(mem, addr, bytes, byteOf(value, bytes));
    }
    /** A named value stored whole: a load of all its bytes gives the name back. */
    noteStored(value, bytes) {
        if (bytes > 1 && !value.startsWith('(') && !value.startsWith('#'))
            this.storedWidths.set(value, bytes * 8);
    }
    /** The view of `ite(lits[0], mems[0], ite(lits[1], mems[1], ... mems[n-1]))` (exclusive lits). */
    merge(lits, mems) {
        const shs = mems.map((m) => this.of(m));
        const first = shs[0];
        if (shs.some((s) => s.root !== first.root || s.zero !== first.zero))
            return undefined;
        const ids = new Set();
        for (const s of shs)
            for (const id of s.writes.keys())
                ids.add(id);
        const writes = new Map();
        let size = 0;
        for (const id of ids) {
            const inners = shs.map((s) => s.writes.get(id));
            if (inners.every((m) => m === inners[0])) {
                // the same bytes on every side (an object the branches did not write)
                if (inners[0])
                    writes.set(id, inners[0]);
                size += inners[0]?.size ?? 0;
                continue;
            }
            const offs = new Set();
            for (const m of inners)
                for (const o of m?.keys() ?? [])
                    offs.add(o);
            const merged = new Map();
            this.mergeWholeValues(id, [...offs], lits, shs, merged);
            for (const off of offs) {
                if (merged.has(off))
                    continue;
                const a = this.join(id, off);
                let t = this.byte(shs[shs.length - 1], a);
                for (let i = shs.length - 2; i >= 0; i--)
                    t = ite(lits[i], this.byte(shs[i], a), t);
                merged.set(off, t.startsWith('(ite ') ? this.nameTerm(t, 8) : t);
            }
            writes.set(id, merged);
            size += merged.size;
        }
        if (size > MAX_WRITES)
            return undefined;
        const regions = this.mergeRegions(lits, shs);
        return { root: first.root, zero: first.zero, writes, size, ...(regions ? { regions } : {}) };
    }
    /** The regions of a join: an object allocated on some sides reads each side's bytes by cases. */
    mergeRegions(lits, shs) {
        const ids = new Set();
        for (const s of shs)
            for (const id of s.regions?.keys() ?? [])
                ids.add(id);
        if (ids.size === 0)
            return undefined;
        const out = new Map();
        for (const id of ids) {
            const arrays = shs.map((s) => s.regions?.get(id) ?? (s.zero ? this.zeroArray : s.root));
            let t = arrays[arrays.length - 1];
            for (let i = arrays.length - 2; i >= 0; i--)
                t = ite(lits[i], arrays[i], t);
            out.set(id, t);
        }
        return out;
    }
    /**
     * Joins whole values where every side holds one (a pointer, an int stored whole): at aligned
     * offsets of 8 or 4 bytes where each side's bytes read back as a name or a constant, the join is
     * one named value (with its possible values noted, for a pointer) whose slices are the bytes,
     * so a load of it gives the name back instead of a concatenation of joined bytes.
     */
    mergeWholeValues(id, offs, lits, shs, merged) {
        const present = new Set(offs);
        for (const width of [8, 4]) {
            for (const off of offs) {
                if (off % width !== 0 || merged.has(off))
                    continue;
                let whole = true;
                for (let i = 0; i < width && whole; i++)
                    whole = present.has(off + i) && !merged.has(off + i);
                if (!whole)
                    continue;
                const a = this.join(id, off);
                const vals = shs.map((sh) => this.bytesAt(sh, a, width));
                if (vals.some((v) => v.startsWith('(')))
                    continue;
                let t = vals[vals.length - 1];
                for (let i = vals.length - 2; i >= 0; i--)
                    t = ite(lits[i], vals[i], t);
                const name = t.startsWith('(') ? this.nameTerm(t, width * 8, true) : t;
                if (width * 8 === this.layout.ptrBits)
                    this.noteValues(name, t);
                if (!name.startsWith('#'))
                    this.storedWidths.set(name, width * 8);
                for (let i = 0; i < width; i++)
                    merged.set(off + i, smtlib_extract(name, 8 * i + 7, 8 * i));
            }
        }
    }
}
const EXTRACT = /^\(\(_ extract (\d+) (\d+)\) ([^()\s]+)\)$/;
/**
 * `(concat (extract h1 l1 x) (extract h2 l2 x) ...)` over adjacent slices of one named term `x`:
 * that slice of `x` (a value stored and loaded back), or undefined.
 */
function rejoined(parts, widthOf) {
    const slices = parts.map((p) => EXTRACT.exec(p));
    const first = slices[0];
    if (!first || slices.some((m) => !m || m[3] !== first[3]))
        return undefined;
    for (let i = 1; i < slices.length; i++)
        if (Number(slices[i][1]) !== Number(slices[i - 1][2]) - 1)
            return undefined;
    const hi = Number(first[1]);
    const lo = Number(slices[slices.length - 1][2]);
    return lo === 0 && widthOf(first[3]) === hi + 1 ? first[3] : `((_ extract ${hi} ${lo}) ${first[3]})`;
}
/** A pointer term's value when it is a constant. */
/** Byte i of a little-endian `bytes`-byte value. */
function byteOf(value, bytes) {
    return (i) => (bytes === 1 ? value : smtlib_extract(value, 8 * i + 7, 8 * i));
}
function constAddress(addr, layout) {
    const l = literal(addr);
    return l && l.width === layout.ptrBits ? l.value : undefined;
}

;// CONCATENATED MODULE: ./src/ir/pointees.ts
// Which objects pointer parameters reach, for keeping them as values in the Horn encoding
// (fieldValues.ts builds the view from these facts). An object is a variable of one of three shapes:
// a struct of integer and fixed-length integer-array fields, an integer whose address is taken,
// or a fixed-length integer array. A parameter points to such objects when every call passes
// `&s`, `&x`, the array `a` (decayed), or a parameter of the same kind, and the parameter itself is
// only dereferenced (`p->f`; `*p`, `p[i]` for an array), tested against null, or passed on. Its
// mode: `global` when all its calls reach one global object (then `p->f` is that global's field),
// `copy` when they reach its callers' locals of one shape (then the function gets the object as
// values of its own, copied in at the call and back at the return; exact because nothing else
// reaches the object during the call: its address goes only to such parameters, and no call
// passes one object to two of them). Any other use leaves the object or parameter out.




/** A struct whose fields can all be values: integers and fixed-length integer arrays. */
function splittable(t) {
    if (t.kind !== 'record')
        return undefined;
    const d = t.def;
    const ok = (f) => f.bitWidth === undefined && f.name !== '' && (f.type.kind === 'int' || intArray(f.type) !== undefined);
    return !d.isUnion && d.complete && d.fields.length > 0 && d.fields.every(ok) ? d : undefined;
}
function intArray(t) {
    if (t.kind !== 'array' || t.vla || (t.length ?? 0) <= 0 || t.of.kind !== 'int')
        return undefined;
    return { elem: t.of, length: t.length };
}
function shapeOf(v) {
    const def = splittable(v.type);
    if (def)
        return { kind: 'record', def };
    if (v.type.kind === 'int')
        return v.addressTaken === true ? { kind: 'scalar', type: v.type } : undefined;
    const a = intArray(v.type);
    return a && v.addressTaken !== true ? { kind: 'array', ...a } : undefined;
}
function pointeeOf(p) {
    if (p.type.kind !== 'pointer' || p.addressTaken === true)
        return undefined;
    const to = p.type.to;
    const def = splittable(to);
    if (def)
        return { kind: 'record', def };
    return to.kind === 'int' ? { kind: 'int', type: to } : undefined;
}
function samePointee(a, b) {
    return a.kind === 'record'
        ? b.kind === 'record' && compatibleRecords(a.def, b.def)
        : b.kind === 'int' && sameRepr(a.type, b.type);
}
function sameShape(a, b) {
    switch (a.kind) {
        case 'record':
            return b.kind === 'record' && compatibleRecords(a.def, b.def);
        case 'scalar':
            return b.kind === 'scalar' && sameRepr(a.type, b.type);
        case 'array':
            return b.kind === 'array' && sameRepr(a.elem, b.elem) && a.length === b.length;
    }
}
function join(a, b) {
    if (a === undefined || a === b)
        return b;
    if (a === 'bad' || b === 'bad')
        return 'bad';
    if ('global' in a || 'global' in b)
        return 'global' in a && 'global' in b && a.global === b.global ? a : 'bad';
    return sameShape(a.copy, b.copy) ? a : 'bad';
}
function stripCasts(e) {
    return e.kind === 'Cast' ? stripCasts(e.operand) : e;
}
/** A comparison of a pointer parameter with a null pointer constant: the parameter, if so. */
function nullTest(e) {
    if (e.kind !== 'Binary' || (e.op !== '==' && e.op !== '!='))
        return undefined;
    const [l, r] = [stripCasts(e.left), stripCasts(e.right)];
    const isNull = (x) => x.kind === 'IntConst' && x.value === 0n;
    const p = l.kind === 'VarRef' && isNull(r) ? l : r.kind === 'VarRef' && isNull(l) ? r : undefined;
    return p?.type.kind === 'pointer' ? { param: p.symbol, equal: e.op === '==' } : undefined;
}
/** A bare pointer as a condition (`if (p)`): the variable. */
function truthTest(e) {
    const x = stripCasts(e);
    return x.kind === 'VarRef' && x.type.kind === 'pointer' ? x.symbol : undefined;
}
/** The pointees of `cfa`'s parameters; undefined when there is nothing to keep (or an unsupported edge hides operands). */
function pointees(cfa) {
    const a = new Analysis(cfa);
    if (!a.collect())
        return undefined;
    const mode = a.settle();
    const objs = new Map([...a.objs].filter(([v]) => !a.bad.has(v)));
    const params = new Map();
    for (const q of a.params.keys()) {
        const m = mode.get(q);
        if (!a.bad.has(q) && m !== undefined && m !== 'bad')
            params.set(q, m);
    }
    const useful = params.size > 0 || [...objs.values()].some((s) => s.kind !== 'array');
    return useful ? { objs, params } : undefined;
}
class Analysis {
    cfa;
    objs = new Map();
    params = new Map();
    bad = new Set();
    /** Parameters indexed (`p[i]`): they must reach arrays. */
    indexed = new Set();
    sites = new Map();
    calls = [];
    constructor(cfa) {
        this.cfa = cfa;
    }
    collect() {
        const cfa = this.cfa;
        const obj = (v) => {
            const s = shapeOf(v);
            if (s)
                this.objs.set(v, s);
        };
        for (const { variable: v } of cfa.globals)
            if (!v.externOnly)
                obj(v);
        for (const fn of cfa.functions.values()) {
            fn.locals.forEach(obj);
            for (const p of fn.params) {
                const pt = pointeeOf(p);
                if (pt)
                    this.params.set(p, pt);
                else if (p.type.kind === 'int')
                    obj(p); // a parameter whose address is taken
            }
        }
        if (this.objs.size === 0)
            return false;
        for (const fn of cfa.functions.values()) {
            for (const n of fn.nodes) {
                for (const e of n.out) {
                    if (e.kind === 'unsupported')
                        return false;
                    if (e.kind === 'call')
                        this.call(e);
                    else if (e.kind === 'assume' && this.isParam(truthTest(e.cond)))
                        continue;
                    else
                        for (const [, x] of edgeOperands(e))
                            this.use(x);
                }
            }
        }
        for (const { init } of cfa.globals)
            for (const x of initializerExprs(init))
                this.use(x);
        return true;
    }
    isParam(v) {
        return v !== undefined && this.params.has(v);
    }
    paramRef(x, kind) {
        return x.kind === 'VarRef' && this.params.get(x.symbol)?.kind === kind ? x.symbol : undefined;
    }
    /** Whether `x` is the base of a field access of a candidate (`s` of `s.f`, `*p` of `p->f`). */
    fieldBase(x) {
        if (x.kind === 'VarRef')
            return this.objs.get(x.symbol)?.kind === 'record';
        return x.kind === 'Deref' && this.paramRef(x.operand, 'record') !== undefined;
    }
    /** The candidate under an lvalue's fields and elements (`s` of `&s.a[i]`). */
    rootOf(x) {
        if (x.kind === 'VarRef')
            return x.symbol;
        if (x.kind === 'Deref' && x.operand.kind === 'VarRef')
            return x.operand.symbol;
        if (x.kind === 'Member' || x.kind === 'Index')
            return this.rootOf(x.base);
        if (x.kind === 'Decay')
            return this.rootOf(x.operand);
        return undefined;
    }
    /** Marks what a use of `x` makes unfit: a candidate used other than through what it holds. */
    use(x) {
        if (x.kind === 'Member' && this.fieldBase(x.base))
            return;
        if (x.kind === 'Deref' && this.paramRef(x.operand, 'int'))
            return;
        if (x.kind === 'Index') {
            const p = this.paramRef(x.base, 'int');
            if (p)
                this.indexed.add(p);
            const b = x.base.kind === 'Decay' ? x.base.operand : x.base;
            const named = b.kind === 'VarRef' && this.objs.get(b.symbol)?.kind === 'array';
            if (p || named || (b.kind === 'Member' && this.fieldBase(b.base)))
                return this.use(x.index);
        }
        const t = nullTest(x);
        if (t && this.params.has(t.param))
            return;
        if (x.kind === 'AddrOf' || x.kind === 'Decay') {
            const r = this.rootOf(x.operand);
            if (r)
                this.bad.add(r);
        }
        if (x.kind === 'VarRef' && this.objs.get(x.symbol)?.kind !== 'scalar')
            this.bad.add(x.symbol);
        for (const c of children(x))
            this.use(c);
    }
    call(e) {
        const callee = this.cfa.functions.get(e.callee);
        const mine = [];
        e.args.forEach((a, i) => {
            const q = callee?.params[i];
            const pt = q ? this.params.get(q) : undefined;
            const src = q && pt ? this.sourceOf(a, pt) : undefined;
            if (q && src) {
                mine.push([q, src]);
                this.sites.set(q, [...(this.sites.get(q) ?? []), src]);
                return;
            }
            if (q && pt)
                this.bad.add(q);
            this.use(a);
        });
        this.calls.push(mine);
        if (e.lhs)
            this.use(e.lhs);
    }
    sourceOf(a, pt) {
        if (a.kind === 'VarRef') {
            const q = this.params.get(a.symbol);
            return q && samePointee(q, pt) ? { param: a.symbol } : undefined;
        }
        const v = (a.kind === 'AddrOf' || a.kind === 'Decay') && a.operand.kind === 'VarRef'
            ? a.operand.symbol
            : undefined;
        const s = v ? this.objs.get(v) : undefined;
        if (!v || !s)
            return undefined;
        if (a.kind === 'AddrOf' && s.kind === 'record' && pt.kind === 'record')
            return compatibleRecords(s.def, pt.def) ? { obj: v } : undefined;
        if (a.kind === 'AddrOf' && s.kind === 'scalar' && pt.kind === 'int')
            return sameRepr(s.type, pt.type) ? { obj: v } : undefined;
        if (a.kind === 'Decay' && s.kind === 'array' && pt.kind === 'int')
            return sameRepr(s.elem, pt.type) ? { obj: v } : undefined;
        return undefined;
    }
    /**
     * The parameters' modes, dropping candidates until what is left is consistent: a parameter
     * reaches one global or locals of one shape (an indexed one, arrays), an object passed to a
     * dropped parameter is dropped, and no call passes one object to two copying parameters.
     */
    settle() {
        for (;;) {
            const mode = this.modes();
            const before = this.bad.size;
            for (const q of this.params.keys()) {
                const m = mode.get(q);
                const shape = m === undefined || m === 'bad' ? undefined : 'copy' in m ? m.copy : this.objs.get(m.global);
                if (!shape || (this.indexed.has(q) && shape.kind !== 'array'))
                    this.bad.add(q);
            }
            for (const call of this.calls) {
                const seen = new Set();
                for (const [q, src] of call) {
                    const s = 'obj' in src ? src.obj : src.param;
                    const m = mode.get(q);
                    if (this.bad.has(q))
                        this.bad.add(s); // passed as a plain pointer
                    else if (m !== undefined && m !== 'bad' && 'copy' in m) {
                        if (seen.has(s))
                            this.bad.add(q);
                        seen.add(s);
                    }
                }
            }
            if (this.bad.size === before)
                return mode;
        }
    }
    /** Least fixpoint of each parameter's mode over its sources. */
    modes() {
        const mode = new Map();
        const of = (s) => {
            const v = 'obj' in s ? s.obj : s.param;
            if (this.bad.has(v))
                return 'bad';
            if ('param' in s)
                return mode.get(v);
            const global = v.storage === 'global' || v.storage === 'static-local';
            return global ? { global: v } : { copy: this.objs.get(v) };
        };
        for (let changed = true; changed;) {
            changed = false;
            for (const q of this.params.keys()) {
                if (this.bad.has(q))
                    continue;
                let m;
                for (const s of this.sites.get(q) ?? []) {
                    const sm = of(s);
                    if (sm !== undefined)
                        m = join(m, sm);
                }
                const old = mode.get(q);
                if (m !== undefined && (old === undefined || join(old, m) !== old)) {
                    mode.set(q, old === undefined ? m : join(old, m));
                    changed = true;
                }
            }
        }
        return mode;
    }
}

;// CONCATENATED MODULE: ./src/ir/fieldValues.ts
// Objects behind pointer parameters as values, for the Horn encoding (encodings/horn): the view of
// a program in which the objects pointees.ts admits are values of the state. A struct is split
// into one variable per field (`s.f`); an integer whose address is taken becomes a plain variable
// again; an array stays one array value. A parameter that reaches one global names it (`p->f` is
// `g.f`, `*p` is `x`, `p[i]` is `a[i]`); one that reaches its callers' locals gets the object as
// values of its own (`p->f`, `*p`, `p`), which each call copies in from its argument's object and
// back when it returns. The view rewrites the CFA's edges as the encoding reads them; the CFA
// itself is not changed.




const INT = { kind: 'int', ik: 'int', bits: 32, signed: true };
const views = new WeakMap();
/** The view of `cfa` (computed once per CFA). */
function fieldValues(cfa) {
    let v = views.get(cfa);
    if (!v) {
        const facts = pointees(cfa);
        v = facts ? new PointeeView(cfa, facts) : plainView(cfa);
        views.set(cfa, v);
    }
    return v;
}
/** Drops the view of `cfa` (after its edges were changed in place). */
function fieldValues_forgetFieldValues(cfa) {
    views.delete(cfa);
}
/** The program's own variables and edges. */
function plainView(cfa) {
    return {
        split: false,
        globals: cfa.globals,
        params: (fn) => fn.params,
        locals: (fn) => fn.locals,
        outs: () => [],
        edges: (e) => [e],
        copies: () => [],
    };
}
class PointeeView {
    split = true;
    globals;
    /** The values of each object and of each copying parameter, by field (`''` for a scalar or an array). */
    values = new Map();
    shapes = new Map();
    /** Each rewritten parameter's object: the global it reaches, or itself (copy). */
    target = new Map();
    paramsOf = new Map();
    constructor(cfa, facts) {
        for (const fn of cfa.functions.values())
            this.paramsOf.set(fn.name, fn.params);
        for (const [v, shape] of facts.objs) {
            this.shapes.set(v, shape);
            this.values.set(v, valuesOf(v, shape, false));
        }
        for (const [q, mode] of facts.params) {
            if ('global' in mode) {
                this.target.set(q, mode.global);
                continue;
            }
            this.target.set(q, q);
            this.shapes.set(q, mode.copy);
            this.values.set(q, valuesOf(q, mode.copy, true));
        }
        this.globals = cfa.globals.flatMap((g) => {
            const vs = this.values.get(g.variable);
            if (!vs)
                return [g];
            return [...vs.values()].map((variable, i) => {
                const init = this.shapes.get(g.variable)?.kind === 'record' ? fieldInit(g.init, i) : g.init;
                return init ? { variable, init } : { variable };
            });
        });
    }
    params(fn) {
        const kept = fn.params.flatMap((p) => (this.target.has(p) ? [] : this.valuesOf(p)));
        return [...kept, ...this.outs(fn)];
    }
    locals(fn) {
        return fn.locals.flatMap((v) => this.valuesOf(v));
    }
    outs(fn) {
        return fn.params.flatMap((p) => (this.target.get(p) === p ? this.valuesOf(p) : []));
    }
    /** The variables standing for `v` in the view (`v` itself when it is not an object). */
    valuesOf(v) {
        const vs = this.values.get(v);
        return vs ? [...vs.values()] : [v];
    }
    /** The object a rewritten parameter `p` reaches (its values and shape). */
    reached(x) {
        const t = x.kind === 'VarRef' ? this.target.get(x.symbol) : undefined;
        const values = t ? this.values.get(t) : undefined;
        const shape = t ? this.shapes.get(t) : undefined;
        return values && shape ? { values, shape } : undefined;
    }
    expr = (x) => {
        switch (x.kind) {
            case 'Member': {
                const b = x.base;
                const vs = b.kind === 'VarRef'
                    ? this.values.get(b.symbol)
                    : b.kind === 'Deref'
                        ? this.reached(b.operand)?.values
                        : undefined;
                const v = vs?.get(x.field);
                if (v)
                    return varRef(v, x.loc);
                break;
            }
            case 'Deref': {
                const r = this.reached(x.operand);
                const v = r?.values.get('');
                if (r && v)
                    return r.shape.kind === 'array' ? fieldValues_element(v, intConst(0n, INT, x.loc), x) : varRef(v, x.loc);
                break;
            }
            case 'Index': {
                const r = this.reached(x.base);
                const v = r?.values.get('');
                if (r?.shape.kind === 'array' && v)
                    return fieldValues_element(v, this.expr(x.index), x);
                break;
            }
            case 'VarRef': {
                const v = this.shapes.get(x.symbol)?.kind === 'scalar' ? this.values.get(x.symbol)?.get('') : undefined;
                if (v)
                    return varRef(v, x.loc);
                break;
            }
            case 'Binary': {
                // a rewritten parameter always points to an object: never null
                const t = nullTest(x);
                if (t && this.target.has(t.param))
                    return intConst(t.equal ? 0n : 1n, x.type.kind === 'int' ? x.type : INT, x.loc);
                break;
            }
            default:
                break;
        }
        return mapChildren(x, this.expr);
    };
    edges(e) {
        switch (e.kind) {
            case 'decl':
                return this.values.has(e.variable)
                    ? this.valuesOf(e.variable).map((variable) => ({ ...e, variable }))
                    : [e];
            case 'assume': {
                const p = truthTest(e.cond);
                if (p && this.target.has(p))
                    return [{ ...e, cond: intConst(1n, INT, e.cond.loc) }];
                return [{ ...e, cond: this.expr(e.cond) }];
            }
            case 'assign':
                return [{ ...e, lhs: this.expr(e.lhs), rhs: this.expr(e.rhs) }];
            case 'havoc':
                return [{ ...e, lhs: this.expr(e.lhs) }];
            case 'return':
                return e.value ? [{ ...e, value: this.expr(e.value) }] : [e];
            case 'call': {
                // the arguments of rewritten parameters go: the callee names the object, or gets its values
                const params = this.paramsOf.get(e.callee) ?? [];
                const args = e.args.filter((_, i) => !(params[i] && this.target.has(params[i]))).map(this.expr);
                return [{ ...e, args, ...(e.lhs ? { lhs: this.expr(e.lhs) } : {}) }];
            }
            case 'alloc':
                return [
                    {
                        ...e,
                        size: this.expr(e.size),
                        ...(e.lhs ? { lhs: this.expr(e.lhs) } : {}),
                        ...(e.resized ? { resized: this.expr(e.resized) } : {}),
                    },
                ];
            case 'free':
                return [{ ...e, pointer: this.expr(e.pointer) }];
            default:
                return [e];
        }
    }
    copies(e) {
        const params = this.paramsOf.get(e.callee) ?? [];
        return e.args.flatMap((a, i) => {
            const q = params[i];
            if (!q || this.target.get(q) !== q)
                return [];
            const x = a.kind === 'AddrOf' || a.kind === 'Decay' ? a.operand : a;
            if (x.kind !== 'VarRef')
                throw new Error('internal: a copied argument is not a variable');
            return this.valuesOf(x.symbol);
        });
    }
}
/** `v[index]` with the type of `like` (an element). */
function fieldValues_element(v, index, like) {
    return { kind: 'Index', base: varRef(v, like.loc), index, type: like.type, loc: like.loc };
}
/** The initializer of a struct's `i`-th field. */
function fieldInit(init, i) {
    return init?.kind === 'aggregate' ? init.elements.find(([k]) => k === i)?.[1] : undefined;
}
/**
 * The values standing for `owner` of `shape`: per field `s.f` (a parameter's `p->f`); a scalar's
 * `x` (not address-taken) or a parameter's `*p`; an array itself, or a parameter's array `p`.
 */
function valuesOf(owner, shape, param) {
    const make = (name, uid, type) => ({
        kind: 'var',
        name,
        uid,
        type,
        storage: param ? 'param' : owner.storage,
        loc: owner.loc,
    });
    switch (shape.kind) {
        case 'record': {
            const sep = param ? '->' : '.';
            return new Map(shape.def.fields.map((f) => [
                f.name,
                make(`${owner.name}${sep}${f.name}`, `${owner.uid}${sep}${f.name}`, f.type),
            ]));
        }
        case 'scalar':
            return new Map([
                [
                    '',
                    param
                        ? make(`*${owner.name}`, `*${owner.uid}`, shape.type)
                        : make(owner.name, owner.uid, owner.type),
                ],
            ]);
        case 'array':
            return new Map([
                ['', param ? make(owner.name, `${owner.uid}[]`, arrayOf(shape.elem, shape.length)) : owner],
            ]);
    }
}

;// CONCATENATED MODULE: ./src/ir/arrayValues.ts
// Arrays that can be encoded as values (an SMT array from index to element, one per variable)
// instead of bytes in memory: a variable of array type with a fixed length and integer elements,
// whose address is never taken and which is only ever indexed where it is named (`a[i]`, read or
// written). Nothing else can reach its elements (no pointer to it exists), so its contents are a
// value of the state like a scalar's. Seen through the fields view (fieldValues.ts), an array field
// of a split struct (`s.a`, `p->a`) is such a variable too. Used by the Horn encoding (encodings/horn/hornShapes.ts);
// the BMC encoding keeps every array in memory.



/** Whether `v`'s type admits the encoding (the uses are checked by `arrayValueVars`). */
function eligibleType(v) {
    const t = v.type;
    return (t.kind === 'array' &&
        !t.vla &&
        t.length !== undefined &&
        t.length > 0 &&
        t.of.kind === 'int' &&
        v.addressTaken !== true);
}
/**
 * The array variable `a[i]` indexes where it is named: `Index(Decay(a), i)`, or `Index(a, i)`
 * (an aggregate's array indexed directly); undefined for any other expression.
 */
function indexedArray(e) {
    if (e.kind !== 'Index')
        return undefined;
    const b = e.base.kind === 'Decay' ? e.base.operand : e.base;
    return b.kind === 'VarRef' && b.symbol.type.kind === 'array' ? b.symbol : undefined;
}
/** The array variables of `cfa` (globals, locals, copied fields) encodable as values, seen through `view`. */
function arrayValueVars(cfa, view = fieldValues(cfa)) {
    const candidates = new Set();
    for (const { variable: v, init } of view.globals) {
        if (eligibleType(v) && constantInit(init))
            candidates.add(v);
    }
    for (const fn of cfa.functions.values()) {
        for (const v of [...view.locals(fn), ...view.outs(fn)])
            if (eligibleType(v))
                candidates.add(v);
    }
    const bad = new Set();
    const visit = (e, indexed) => {
        if (e.kind === 'VarRef' && !indexed)
            bad.add(e.symbol);
        const arr = indexedArray(e);
        if (arr) {
            if (e.kind === 'Index')
                visit(e.index, false);
            return; // the base names the array where it is indexed
        }
        for (const c of children(e))
            visit(c, false);
    };
    for (const fn of cfa.functions.values()) {
        for (const n of fn.nodes) {
            for (const e of n.out) {
                // an unsupported edge hides its operands (a call's pointer arguments): nothing is certain
                if (e.kind === 'unsupported')
                    return new Set();
                for (const r of view.edges(e))
                    for (const [, x] of edgeOperands(r))
                        visit(x, false);
            }
        }
    }
    for (const { init } of view.globals)
        for (const x of initializerExprs(init))
            visit(x, false);
    return new Set([...candidates].filter((v) => !bad.has(v)));
}
/** No initializer, or one whose elements are all integer constants (an array of scalars). */
function constantInit(init) {
    if (!init)
        return true;
    if (init.kind !== 'aggregate')
        return false;
    return init.elements.every(([, x]) => x.kind === 'scalar' && isIntConstant(x.expr));
}
function isIntConstant(e) {
    if (e.kind === 'IntConst')
        return true;
    return e.kind === 'Cast' && isIntConstant(e.operand);
}

;// CONCATENATED MODULE: ./src/smt/exprEncoder.ts
// C expressions (pure, as on CFA edges) to bit-vector terms under a symbolic state: integer
// arithmetic with C's signedness, conversions (sign/zero extension, truncation, `_Bool`),
// pointer arithmetic scaled by element size, and loads/stores through the memory model.





function isGlobal(v) {
    return v.storage === 'global' || v.storage === 'static-local';
}
function exprEncoder_varKey(v, frame) {
    return isGlobal(v) ? `g:${v.uid}` : `${frame.key}:${v.uid}`;
}
const CMP_SIGNED = { '<': 'bvslt', '<=': 'bvsle', '>': 'bvsgt', '>=': 'bvsge' };
const CMP_UNSIGNED = { '<': 'bvult', '<=': 'bvule', '>': 'bvugt', '>=': 'bvuge' };
class ExprEncoder {
    script;
    model;
    layout;
    objects;
    strings = new Map();
    /**
     * Arrays encoded as values (ir/arrayValues.ts): their state term is an SMT array from a
     * pointer-width index to the element, read with `select` and written with `store`; an index
     * outside the array reaches cells of its own, as an offset past an object does in memory.
     */
    arrayValues = new Set();
    /** What is known of memory terms at constant addresses (memoryShadow.ts). */
    shadows;
    constructor(script, model, layout, objects) {
        this.script = script;
        this.model = model;
        this.layout = layout;
        this.objects = objects;
        this.shadows = new MemoryShadows(layout, (t, bits, always) => {
            if (this.lazy)
                return this.script.nameLazily('b', bvSort(bits), t, always);
            return always && t.startsWith('(')
                ? this.script.name('b', bvSort(bits), t)
                : this.script.define('b', bvSort(bits), t);
        }, this.script);
    }
    // ------------------------------------------------------------------ memory through the view
    /** Little-endian load of `bytes` bytes at `addr` (a constant address reads through the view). */
    loadBytes(mem, addr, bytes) {
        return this.shadows.load(mem, addr, bytes) ?? load(mem, addr, bytes, this.layout);
    }
    /** The named memory after storing a `bytes`-byte value at `addr`. */
    storeBytes(mem, addr, value0, bytes) {
        const value = this.storedValue(value0, bytes);
        const sh = this.shadows.afterStore(mem, addr, value, bytes);
        return this.namedMemory(store(mem, addr, value, bytes, this.layout), sh);
    }
    /**
     * Little-endian stores in order, as one memory state when every address is constant (a global's
     * initializer: no intermediate states, and its view built at once).
     */
    storeAll(mem, stores) {
        if (!stores.every((s) => this.shadows.isConstant(s.addr)))
            return stores.reduce((m, s) => this.storeBytes(m, s.addr, s.value, s.bytes), mem);
        const named = stores.map((s) => ({ ...s, value: this.storedValue(s.value, s.bytes) }));
        const sh = this.shadows.afterConstStores(mem, named);
        const term = named.reduce((m, s) => store(m, s.addr, s.value, s.bytes, this.layout), mem);
        return this.namedMemory(term, sh);
    }
    /**
     * A computed value is named first: its bytes are slices of the name, not copies of the term
     * (always a name, even for a short term: its slices then read back as the name).
     */
    storedValue(value0, bytes) {
        const value = bytes > 1 && value0.startsWith('(') ? this.script.name('v', bvSort(bytes * 8), value0) : value0;
        this.shadows.noteValues(value, value0);
        return value;
    }
    /**
     * Memory states are named lazily (emitted only when read) when the caller says every use of
     * them goes through the script (the BMC unrolling); with the view, most states are never read.
     */
    lazy = false;
    get lazyMemory() {
        return this.lazy;
    }
    /** Lazy memory also reads computed addresses inside small objects by cases (memoryShadow.ts). */
    set lazyMemory(on) {
        this.lazy = on;
        this.shadows.objectReads = on
            ? {
                sizeOf: (id) => this.objects.withId(id)?.size,
                arbitrary: (bits) => this.script.declare(this.script.fresh('oob'), bvSort(bits)),
                name: (term, bits) => this.script.nameLazily('v', bvSort(bits), term),
            }
            : undefined;
    }
    /** Names a memory term and records its view. */
    namedMemory(term, sh) {
        const name = this.lazy
            ? this.script.nameLazily('m', this.layout.memSort, term)
            : this.script.define('m', this.layout.memSort, term);
        this.shadows.set(name, sh);
        return name;
    }
    /**
     * The named memory after copying `bytes` bytes from `src` to `dst` (struct assignment). The
     * bytes are read a pointer's width at a time where whole words fit, each word named as a stored
     * value: a pointer member copied reads back from the copy as one named value with its possible
     * values, not as a concatenation of bytes chosen by cases, so a dereference of it stays a case
     * split over its targets.
     */
    copyBytes(mem, dst, src, bytes) {
        const srcBytes = [];
        const word = this.layout.ptrBits / 8;
        for (let i = 0; i < bytes;) {
            const w = i + word <= bytes ? word : 1;
            const a = i === 0 ? src : app('bvadd', src, bvLit(BigInt(i), this.layout.ptrBits));
            const v = w === 1 ? this.loadBytes(mem, a, 1) : this.storedValue(this.loadBytes(mem, a, w), w);
            if (w > 1)
                this.shadows.noteStored(v, w);
            for (let k = 0; k < w; k++)
                srcBytes.push(w === 1 ? v : smtlib_extract(v, 8 * k + 7, 8 * k));
            i += w;
        }
        const sh = this.shadows.afterWrites(mem, dst, bytes, (i) => srcBytes[i]);
        if (sh) {
            // every byte is known through the view: store the bytes read (constants where they are)
            let m = mem;
            for (let i = 0; i < bytes; i++)
                m = app('store', m, app('bvadd', dst, bvLit(BigInt(i), this.layout.ptrBits)), srcBytes[i]);
            return this.namedMemory(m, sh);
        }
        return this.namedMemory(copy(mem, dst, src, bytes, this.layout), undefined);
    }
    /** The named memory `ite(lits[0], mems[0], ... mems[n-1])` of a join (exclusive literals). */
    mergeMemory(lits, mems) {
        let t = mems[mems.length - 1];
        for (let i = mems.length - 2; i >= 0; i--)
            t = ite(lits[i], mems[i], t);
        if (t === mems[0] && mems.every((m) => m === t))
            return t;
        return this.namedMemory(t, this.shadows.merge(lits, mems));
    }
    bits(t) {
        return scalarBits(t, this.layout);
    }
    varObject(v, frame) {
        return this.objects.objectFor(`var:${exprEncoder_varKey(v, frame)}`, v.type, v.name);
    }
    /** A function's address: an object of its own (one byte), so pointers to functions compare as C's do. */
    functionObject(f) {
        return this.objects.object(`fn:${f.name}`, 1, `function ${f.name}`);
    }
    stringObject(s) {
        let o = this.strings.get(s);
        if (!o) {
            o = this.objects.object(`str:${this.strings.size}`, s.bytes.length + 1, 'string literal');
            this.strings.set(s, o);
        }
        return o;
    }
    /** The value of a scalar expression, as a bit-vector of its type's width. */
    value(e, st, frame) {
        // An array used as a value is its first element's address (C's decay), also where the IR
        // indexes an aggregate initializer's array directly.
        if (e.type.kind === 'array' && e.kind !== 'Decay')
            return this.address(e, st, frame);
        switch (e.kind) {
            case 'IntConst':
                return bvLit(e.value, e.type.bits);
            case 'VarRef': {
                if (inMemory(e.symbol))
                    return this.loadType(st.mem, this.address(e, st, frame), e.type);
                const t = st.vars.get(exprEncoder_varKey(e.symbol, frame));
                if (t !== undefined)
                    return t;
                // Read before any write on this path (e.g. a goto over the declaration): any value.
                return this.script.declare(this.script.fresh('undef'), bvSort(this.bits(e.type)));
            }
            case 'Cast':
                return this.cast(e.operand, e.type, st, frame);
            case 'Unary': {
                if (e.op === '!')
                    return this.boolToBv(not(this.cond(e.operand, st, frame)), this.bits(e.type));
                const v = this.value(e.operand, st, frame);
                return app(e.op === '-' ? 'bvneg' : 'bvnot', v);
            }
            case 'Binary':
                return this.binary(e, st, frame);
            case 'Index': {
                const a = this.arrayValue(e);
                if (a)
                    return app('select', this.arrayTerm(a, st, frame), this.arrayIndex(e, st, frame));
                return this.loadLvalue(e, st, frame);
            }
            case 'Member':
            case 'Deref':
                return this.loadLvalue(e, st, frame);
            case 'AddrOf':
                return this.address(e.operand, st, frame);
            case 'Decay':
                return this.address(e.operand, st, frame);
            case 'StringLit':
                return this.objects.base(this.stringObject(e));
            case 'FuncRef':
                return this.objects.base(this.functionObject(e.symbol));
            case 'MemCheck':
                return this.boolToBv(this.memCheck(), this.bits(e.type));
            case 'Unsupported':
                throw new memoryModel_EncodeUnsupported(e.feature);
            default:
                throw new Error(`internal: impure expression ${e.kind} on a CFA edge`);
        }
    }
    /**
     * A memory-safety test (`--check memory`/`leak`) is not encoded: it may fail anywhere (a fresh
     * Boolean), so no SMT engine proves one, and a path through its failure does not replay.
     * Concrete runs decide these properties (pipeline/portfolio/singleRun.ts, random testing).
     */
    memCheck() {
        return this.script.declare(this.script.fresh('memcheck'), 'Bool');
    }
    /** The array `e` indexes when it is encoded as a value. */
    arrayValue(e) {
        const v = this.arrayValues.size > 0 ? indexedArray(e) : undefined;
        return v && this.arrayValues.has(v) ? v : undefined;
    }
    /** The SMT sort of an array value: pointer-width index to element. */
    arraySort(v) {
        if (v.type.kind !== 'array')
            throw new Error(`internal: ${v.name} is no array`);
        return `(Array ${bvSort(this.layout.ptrBits)} ${bvSort(this.bits(v.type.of))})`;
    }
    arrayTerm(v, st, frame) {
        const t = st.vars.get(exprEncoder_varKey(v, frame));
        if (t === undefined)
            throw new Error(`internal: array value ${v.name} has no term`);
        return t;
    }
    /** The index of `a[i]` as a pointer-width bit-vector (sign-extended from a signed type). */
    arrayIndex(e, st, frame) {
        const it = e.index.type;
        return resize(this.value(e.index, st, frame), this.bits(it), this.layout.ptrBits, it.kind === 'int' && it.signed);
    }
    /** A controlling expression as an SMT Boolean (non-zero = true). */
    cond(e, st, frame) {
        if (e.kind === 'MemCheck')
            return this.memCheck();
        if (e.kind === 'Unary' && e.op === '!')
            return not(this.cond(e.operand, st, frame));
        if (e.kind === 'Binary' && ['<', '<=', '>', '>=', '==', '!='].includes(e.op))
            return this.compare(e, st, frame);
        const v = this.value(e, st, frame);
        return not(eq(v, bvLit(0n, this.bits(e.type))));
    }
    boolToBv(c, width) {
        return ite(c, bvLit(1n, width), bvLit(0n, width));
    }
    compare(e, st, frame) {
        const l = this.value(e.left, st, frame);
        const r = this.value(e.right, st, frame);
        if (e.op === '==')
            return eq(l, r);
        if (e.op === '!=')
            return not(eq(l, r));
        const signed = e.left.type.kind === 'int' && e.left.type.signed;
        return app((signed ? CMP_SIGNED : CMP_UNSIGNED)[e.op], l, r);
    }
    binary(e, st, frame) {
        if (['<', '<=', '>', '>=', '==', '!='].includes(e.op)) {
            return this.boolToBv(this.compare(e, st, frame), this.bits(e.type));
        }
        const lt = e.left.type;
        const rt = e.right.type;
        if (lt.kind === 'pointer' && rt.kind === 'pointer') {
            // ptr - ptr: byte difference divided by the element size, as ptrdiff_t.
            const diff = app('bvsub', this.value(e.left, st, frame), this.value(e.right, st, frame));
            const size = sizeOf(lt.to, this.model) ?? 1;
            const q = size === 1 ? diff : app('bvsdiv', diff, bvLit(BigInt(size), this.layout.ptrBits));
            return resize(q, this.layout.ptrBits, this.bits(e.type), true);
        }
        if (lt.kind === 'pointer')
            return this.pointerOffset(this.value(e.left, st, frame), lt.to, e.right, e.op === '-', st, frame);
        const l = this.value(e.left, st, frame);
        const r = this.value(e.right, st, frame);
        const signed = e.type.kind === 'int' && e.type.signed;
        switch (e.op) {
            case '+':
                return app('bvadd', l, r);
            case '-':
                return app('bvsub', l, r);
            case '*':
                return app('bvmul', l, r);
            case '/':
                return app(signed ? 'bvsdiv' : 'bvudiv', l, r);
            case '%':
                return app(signed ? 'bvsrem' : 'bvurem', l, r);
            case '&':
                return app('bvand', l, r);
            case '|':
                return app('bvor', l, r);
            case '^':
                return app('bvxor', l, r);
            case '<<':
            case '>>': {
                const w = this.bits(e.type);
                const amount = resize(r, this.bits(rt), w, false);
                if (e.op === '<<')
                    return app('bvshl', l, amount);
                return app(signed ? 'bvashr' : 'bvlshr', l, amount);
            }
            default:
                throw new Error(`internal: operator ${e.op}`);
        }
    }
    /** `p ± i`: the pointer moved by i elements of `elem`. */
    pointerOffset(p, elem, index, subtract, st, frame) {
        const size = this.sizeTerm(elem, st, frame);
        const it = index.type;
        const i = resize(this.value(index, st, frame), this.bits(it), this.layout.ptrBits, it.kind === 'int' && it.signed);
        const scaled = size === bvLit(1n, this.layout.ptrBits) ? i : app('bvmul', i, size);
        return app(subtract ? 'bvsub' : 'bvadd', p, scaled);
    }
    /** The size of a type in bytes as a pointer-width term: static, or from a VLA's hidden length variables. */
    sizeTerm(t, st, frame) {
        if (t.kind === 'void')
            return bvLit(1n, this.layout.ptrBits);
        const s = sizeOf(t, this.model);
        if (s !== undefined)
            return bvLit(BigInt(s), this.layout.ptrBits);
        if (t.kind === 'array' && t.vla && t.lengthExpr) {
            const len = t.lengthExpr;
            const n = resize(this.value(len, st, frame), this.bits(len.type), this.layout.ptrBits, false);
            return app('bvmul', n, this.sizeTerm(t.of, st, frame));
        }
        throw new memoryModel_EncodeUnsupported('size of an incomplete type');
    }
    cast(operand, to, st, frame) {
        if (to.kind === 'void')
            return bvLit(0n, 8);
        const from = operand.type;
        if (to.kind === 'int' && to.ik === 'bool') {
            const c = from.kind === 'int' || from.kind === 'pointer' ? this.cond(operand, st, frame) : undefined;
            if (c === undefined)
                throw new memoryModel_EncodeUnsupported(`conversion from ${from.kind} to _Bool`);
            return this.boolToBv(c, to.bits);
        }
        const v = this.value(operand, st, frame);
        const fromBits = this.bits(from.kind === 'array' ? { kind: 'pointer', to: from.of } : from);
        const signed = from.kind === 'int' && from.signed;
        return resize(v, fromBits, this.bits(to), signed);
    }
    /** The address of an lvalue. */
    address(e, st, frame) {
        switch (e.kind) {
            case 'VarRef':
                if (!inMemory(e.symbol))
                    throw new Error(`internal: address of register variable ${e.symbol.uid}`);
                return this.objects.base(this.varObject(e.symbol, frame));
            case 'Deref':
                return this.value(e.operand, st, frame);
            case 'Index': {
                const base = this.value(e.base, st, frame);
                return this.pointerOffset(base, e.type, e.index, false, st, frame);
            }
            case 'Member': {
                const f = field(e.record, e.field);
                const base = this.address(e.base, st, frame);
                return f.offset === 0 ? base : app('bvadd', base, bvLit(BigInt(f.offset), this.layout.ptrBits));
            }
            case 'StringLit':
                return this.objects.base(this.stringObject(e));
            case 'FuncRef':
                return this.objects.base(this.functionObject(e.symbol));
            case 'Cast':
                if (e.operand.type.kind === e.type.kind)
                    return this.address(e.operand, st, frame);
                break;
            default:
                break;
        }
        throw new memoryModel_EncodeUnsupported(`address of ${e.kind}`);
    }
    loadType(mem, addr, t) {
        const size = sizeOf(t, this.model);
        if (size === undefined || (t.kind !== 'int' && t.kind !== 'pointer'))
            throw new memoryModel_EncodeUnsupported(`load of ${t.kind}`);
        return this.loadBytes(mem, addr, size);
    }
    loadLvalue(e, st, frame) {
        const bf = e.kind === 'Member' ? field(e.record, e.field) : undefined;
        if (bf?.bitWidth !== undefined && e.kind === 'Member') {
            const unitBytes = sizeOf(bf.type, this.model) ?? 4;
            const unit = this.loadBytes(st.mem, this.address(e, st, frame), unitBytes);
            const bits = smtlib_extract(unit, (bf.bitOffset ?? 0) + bf.bitWidth - 1, bf.bitOffset ?? 0);
            const signed = bf.type.kind === 'int' && bf.type.signed && bf.type.ik !== 'bool';
            return resize(bits, bf.bitWidth, this.bits(e.type), signed);
        }
        return this.loadType(st.mem, this.address(e, st, frame), e.type);
    }
    /** The state after `lhs = value` (value already of lhs's type; records are copied from `rhs`). */
    assign(lhs, value, rhs, st, frame, 
    /** The frame `rhs` is read in (a struct argument is read in the caller's frame). */
    rhsFrame = frame) {
        if (lhs.type.kind === 'record') {
            if (!rhs)
                throw new Error('internal: record assignment needs its source');
            const size = sizeOf(lhs.type, this.model) ?? 0;
            if (size > 512)
                throw new memoryModel_EncodeUnsupported('copy of an object larger than 512 bytes');
            const src = this.address(rhs, st, rhsFrame);
            const mem = this.copyBytes(st.mem, this.address(lhs, st, frame), src, size);
            return { vars: st.vars, mem };
        }
        if (value === undefined)
            throw new Error('internal: scalar assignment needs a value');
        const arr = this.arrayValue(lhs);
        if (arr && lhs.kind === 'Index') {
            const vars = new Map(st.vars);
            const stored = app('store', this.arrayTerm(arr, st, frame), this.arrayIndex(lhs, st, frame), value);
            vars.set(exprEncoder_varKey(arr, frame), this.script.define('a', this.arraySort(arr), stored));
            return { vars, mem: st.mem };
        }
        if (lhs.kind === 'VarRef' && !inMemory(lhs.symbol)) {
            const vars = new Map(st.vars);
            const name = this.script.define('v', bvSort(this.bits(lhs.type)), value);
            this.shadows.noteValues(name, value);
            vars.set(exprEncoder_varKey(lhs.symbol, frame), name);
            return { vars, mem: st.mem };
        }
        const addr = this.address(lhs, st, frame);
        const bf = lhs.kind === 'Member' ? field(lhs.record, lhs.field) : undefined;
        let mem;
        if (bf?.bitWidth !== undefined) {
            const unitBytes = sizeOf(bf.type, this.model) ?? 4;
            const unitBits = unitBytes * 8;
            const unit = this.loadBytes(st.mem, addr, unitBytes);
            const lo = bf.bitOffset ?? 0;
            const hi = lo + bf.bitWidth - 1;
            const v = resize(value, this.bits(lhs.type), bf.bitWidth, false);
            const parts = [
                hi < unitBits - 1 ? smtlib_extract(unit, unitBits - 1, hi + 1) : '',
                v,
                lo > 0 ? smtlib_extract(unit, lo - 1, 0) : '',
            ].filter((p) => p !== '');
            mem = this.storeBytes(st.mem, addr, parts.length === 1 ? parts[0] : app('concat', ...parts), unitBytes);
        }
        else {
            const size = sizeOf(lhs.type, this.model);
            if (size === undefined)
                throw new memoryModel_EncodeUnsupported('store of an incomplete type');
            mem = this.storeBytes(st.mem, addr, value, size);
        }
        return { vars: st.vars, mem };
    }
}
function field(def, name) {
    const f = def.fields.find((x) => x.name === name);
    if (!f)
        throw new Error(`internal: no field ${name} in ${def.tag}`);
    return f;
}

;// CONCATENATED MODULE: ./src/ir/entryObjects.ts
// Harness inputs over pointers: a pointer parameter of an entry function (a library API named by
// `--entry`) points to a fresh object made for the run, whose contents are inputs, as a CBMC
// harness's malloc'd buffer or a Kani `any()` would be. The BMC encoding and the interpreter both
// build it from this one definition, so a counterexample replays:
// - a pointer to a record points to one record; a pointer to any other object type to
//   `objectElements` of it (`--object-size`, default 8); `void *` to that many bytes;
// - its contents are one `param` input per scalar leaf, in layout order, right where the parameter's
//   own input would be (a pointer inside, such as a record's `next`, is an input too: an address that
//   points nowhere, so a path through dereferencing it does not replay);
// - it is a heap block (a function under test may free it) alive for the whole run; never NULL (a
//   harness that wants NULL passes it itself).
// `main` keeps its parameters as they are (argc, argv): C gives them their meaning.


/** Elements an entry's pointer parameter points to when `--object-size` is not given. */
const DEFAULT_OBJECT_ELEMENTS = 8;
/** `--object-size` / the Action's `object-size` as a number of elements (1 to 4096), or undefined. */
function parseObjectElements(text) {
    const n = Number(text.trim());
    return /^\d+$/.test(text.trim()) && n >= 1 && n <= 4096 ? n : undefined;
}
/** The object an entry's pointer parameter points to; undefined: the parameter is a plain input. */
function entryObjectType(entry, p, model, elements = DEFAULT_OBJECT_ELEMENTS) {
    if (entry === 'main' || p.type.kind !== 'pointer')
        return undefined;
    const to = p.type.to;
    if (to.kind === 'function')
        return undefined;
    const element = to.kind === 'void' ? new IntTypes(model).get('uchar') : to;
    if (sizeOf(element, model) === undefined)
        return undefined;
    return arrayOf(element, to.kind === 'record' ? 1 : elements);
}
/** The name an entry object goes by in traces and inputs (`*buf`). */
function entryObjectName(p) {
    return `*${p.name}`;
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = require("node:crypto");
;// CONCATENATED MODULE: ./src/encodings/unwinding/inputNames.ts
// Names of the inputs of an unrolling. An input is named after its place in the program's
// executions (the site: its instance's place in the call tree and loop iterations, the edge, its
// index among the inputs made there), not after the order in which the unroller made it. Fixing
// one input to a value decides branches and so changes which instances an unrolling makes; a case
// split (inputSplits.ts) names its input, and that name must mean the same input in every case and
// at every bound, or the cases would not together cover every execution.

class InputNamer {
    fallback;
    used = new Set();
    made = new Map();
    constructor(
    /** A name no split refers to, for the (unlikely) clash of two sites' digests. */
    fallback) {
        this.fallback = fallback;
    }
    /** The name of the next input made at `site` (the first, second, ... there). */
    name(site) {
        const k = this.made.get(site) ?? 0;
        this.made.set(site, k + 1);
        const digest = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(`${site}#${k}`).digest();
        let name = `in${digest.readUIntBE(0, 6)}`;
        if (this.used.has(name))
            name = this.fallback();
        this.used.add(name);
        return name;
    }
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/inputSplits.ts
// Case splits over an input with few values. A harness often draws a size or an index from a small
// range (`n = nondet(); assume(0 <= n && n <= 8)`); with it symbolic, a check over code that mixes
// it into arithmetic (a hash, a cipher) is hard for the solver, while with it fixed everything
// propagates to constants. The ranges are read from the encoded branch conditions that compare an
// input with a constant; the cases (one per value, plus "none of these values") cover every value,
// so the split is exact whatever the ranges say: they only choose which cases to try.

/**
 * The intervals of the "other" cases of a split: below its values and above them (when there are
 * such values); undefined when the values do not lie within the input's numbers (a bound read
 * through a wider comparison), where only "none of the values" describes the rest exactly.
 */
function inputSplits_otherIntervals(split) {
    const w = split.width;
    const min = split.signed ? -(1n << BigInt(w - 1)) : 0n;
    const max = split.signed ? (1n << BigInt(w - 1)) - 1n : (1n << BigInt(w)) - 1n;
    if (split.lo < min || split.hi > max || split.lo > split.hi)
        return undefined;
    const out = [];
    if (split.lo > min)
        out.push({ width: w, signed: split.signed, lo: min, hi: split.lo - 1n });
    if (split.hi < max)
        out.push({ width: w, signed: split.signed, lo: split.hi + 1n, hi: max });
    return out;
}
/** The constraint `input in lo..hi`. */
function intervalConstraint(input, iv) {
    const op = iv.signed ? 'bvsle' : 'bvule';
    const lit = (v) => bvLit(BigInt.asUintN(iv.width, v), iv.width);
    return and(app(op, lit(iv.lo), input), app(op, input, lit(iv.hi)));
}
/** The interval as the other reading of the bits sees it, when it stays one interval. */
function readAs(iv, signed) {
    if (iv.signed === signed)
        return [iv.lo, iv.hi];
    const m = 1n << BigInt(iv.width);
    if (iv.signed) {
        if (iv.lo >= 0n)
            return [iv.lo, iv.hi];
        return iv.hi < 0n ? [iv.lo + m, iv.hi + m] : undefined;
    }
    const half = m >> 1n;
    if (iv.hi < half)
        return [iv.lo, iv.hi];
    return iv.lo >= half ? [iv.lo - m, iv.hi - m] : undefined;
}
/**
 * The value of a branch condition that compares an input with a constant (as InputRanges.note
 * reads them) when every value of the input's interval gives the same answer; undefined otherwise.
 */
function decidedByInterval(cond, intervals) {
    if (intervals.size === 0)
        return undefined;
    const cmp = comparison(cond);
    const iv = cmp && intervals.get(cmp.input);
    if (!cmp || !iv)
        return undefined;
    const { op, lhs, c, neg } = cmp;
    const signedCmp = op.startsWith('bvs');
    // how the comparison reads the input's own bits: a zero extension is its unsigned value (which a
    // signed comparison of the wider number sees unchanged), a sign extension its signed value
    const extension = lhs.startsWith('((_ ') ? (lhs.includes('sign_extend') ? 'sign' : 'zero') : undefined;
    if (extension === 'sign' && !signedCmp)
        return undefined;
    const reads = extension === undefined ? signedCmp : extension === 'sign';
    const range = readAs(iv, reads);
    if (!range)
        return undefined;
    const [a, b] = range;
    const k = signedCmp ? BigInt.asIntN(c.width, c.value) : c.value;
    const kind = op.slice(3);
    const holds = (lo, hi) => {
        // does `x kind k` hold for every x in lo..hi (true), for none (false), or for some
        const every = kind === 'ge' ? lo >= k : kind === 'gt' ? lo > k : kind === 'le' ? hi <= k : hi < k;
        const none = kind === 'ge' ? hi < k : kind === 'gt' ? hi <= k : kind === 'le' ? lo > k : lo >= k;
        return every ? true : none ? false : undefined;
    };
    const r = holds(a, b);
    return r === undefined ? undefined : neg ? !r : r;
}
const COMPARISON = /^\((bv[su](?:le|lt|ge|gt)) ((?:\(\(_ (?:sign|zero)_extend \d+\) )?in\d+\)?) (#x[0-9a-f]+|#b[01]+)\)$/;
const REVERSED = /^\((bv[su](?:le|lt|ge|gt)) (#x[0-9a-f]+|#b[01]+) ((?:\(\(_ (?:sign|zero)_extend \d+\) )?in\d+\)?)\)$/;
const INPUT = /in\d+/;
/** Most values of one input that a split tries. */
const MAX_SPLIT_VALUES = 16;
class InputRanges {
    ranges = new Map();
    /** Notes a branch condition (`(bvsle in7 #x00000008)`, possibly negated or over an extension). */
    note(cond) {
        const cmp = comparison(cond);
        if (!cmp)
            return;
        const { op: op0, lhs, c, input, neg } = cmp;
        const extended = lhs.startsWith('((_ ');
        if (extended && !(lhs.includes('sign_extend') ? op0.startsWith('bvs') : op0.startsWith('bvu')))
            return;
        const op = neg ? negate(op0) : op0;
        const signed = op.startsWith('bvs');
        const v = signed ? BigInt.asIntN(c.width, c.value) : c.value;
        let r = this.ranges.get(input);
        if (!r)
            this.ranges.set(input, (r = {
                width: 0,
                signed: { lo: new Set(), hi: new Set() },
                unsigned: { lo: new Set(), hi: new Set() },
            }));
        if (!extended)
            r.width = c.width;
        const side = signed ? r.signed : r.unsigned;
        const kind = op.slice(3);
        if (kind === 'ge')
            side.lo.add(v);
        else if (kind === 'gt')
            side.lo.add(v + 1n);
        else if (kind === 'le')
            side.hi.add(v);
        else
            side.hi.add(v - 1n);
    }
    /**
     * The input with the most values (2 to MAX_SPLIT_VALUES; a harness's size, more than a flag) between a lower and an upper bound it
     * is compared with (the two may come from different branches: `n < 0 || n > 8` gives 0..8).
     */
    split(widthOf, 
    /** At most this many values (and at most MAX_SPLIT_VALUES). */
    most = MAX_SPLIT_VALUES, 
    /** Inputs not to split over (fixed already). */
    skip) {
        let best;
        const limit = BigInt(Math.min(most, MAX_SPLIT_VALUES));
        for (const [input, r] of this.ranges) {
            if (skip?.has(input))
                continue;
            const width = widthOf(input) ?? r.width;
            if (!width)
                continue;
            for (const side of [r.signed, r.unsigned]) {
                for (const lo of side.lo)
                    for (const hi of side.hi) {
                        const n = hi - lo + 1n;
                        if (n < 2n || n > limit)
                            continue;
                        if (best && BigInt(best.values.length) >= n)
                            continue;
                        const values = [];
                        for (let v = lo; v <= hi; v++)
                            values.push(BigInt.asUintN(width, v));
                        best = { input, width, values, signed: side === r.signed, lo, hi };
                    }
            }
        }
        return best;
    }
    /**
     * The intervals, of at most `most` values, between a lower and an upper bound `input` is compared
     * with (read as signed or unsigned numbers of `width` bits, within them), narrowest first.
     * Candidates only: what lies outside one is for the caller to show empty.
     */
    intervals(input, width, most) {
        const r = this.ranges.get(input);
        const out = [];
        if (!r)
            return out;
        for (const signed of [true, false]) {
            const side = signed ? r.signed : r.unsigned;
            const min = signed ? -(1n << BigInt(width - 1)) : 0n;
            const max = signed ? (1n << BigInt(width - 1)) - 1n : (1n << BigInt(width)) - 1n;
            for (const lo of side.lo)
                for (const hi of side.hi) {
                    const n = hi - lo + 1n;
                    if (n >= 1n && n <= most && lo >= min && hi <= max)
                        out.push({ width, signed, lo, hi });
                }
        }
        return out.sort((a, b) => (a.hi - a.lo < b.hi - b.lo ? -1 : a.hi - a.lo > b.hi - b.lo ? 1 : 0));
    }
}
/**
 * A branch condition comparing an input (maybe extended) with a constant, read as `input op c`
 * (`neg`: the condition is its negation), or undefined.
 */
function comparison(cond) {
    if (cond.length > 120)
        return undefined;
    const neg = cond.startsWith('(not ');
    const text = neg ? cond.slice(5, -1) : cond;
    const m = COMPARISON.exec(text);
    const r0 = m ? undefined : REVERSED.exec(text);
    if (!m && !r0)
        return undefined;
    const [op, lhs, lit] = m ? [m[1], m[2], m[3]] : [swap(r0[1]), r0[3], r0[2]];
    const c = literal(lit);
    const input = INPUT.exec(lhs)?.[0];
    return c && input ? { op, lhs, c, input, neg } : undefined;
}
/** `c op x` as `x op' c`. */
function swap(op) {
    const flip = { le: 'ge', lt: 'gt', ge: 'le', gt: 'lt' };
    return op.slice(0, 3) + flip[op.slice(3)];
}
function negate(op) {
    const flip = { le: 'gt', lt: 'ge', ge: 'lt', gt: 'le' };
    return op.slice(0, 3) + flip[op.slice(3)];
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/reallocation.ts
// realloc in the BMC encoding: the new block's first bytes come from the old block, as many as both
// hold, the rest is indeterminate (the fresh array's bytes). The old block's size is known when the
// pointer has a few possible values, each the start of an object whose size the encoding knows (a
// heap block's size term, a static object's size); otherwise it is an arbitrary value: the bytes
// past the real size are then read from the old block's surroundings, which is one of the values
// indeterminate bytes may have, so the encoding still covers every execution. The old block is
// not marked freed: lifetimes are the interpreter's business (docs/memory-safety.md).


/** The size of the block `p` points to (its start), as a pointer-width term. */
function blockSize(enc, script, sizes, p) {
    const { ptrBits, offBits } = enc.layout;
    const targets = enc.shadows.targets(p);
    const known = targets?.map((t) => {
        if (BigInt.asUintN(offBits, t) !== 0n)
            return undefined;
        const id = Number(t >> BigInt(offBits));
        const size = sizes.get(id) ?? enc.objects.withId(id)?.size;
        return typeof size === 'number' ? bvLit(BigInt(size), ptrBits) : size;
    });
    if (!targets || !known || known.some((s) => s === undefined)) {
        return script.declare(script.fresh('osz'), bvSort(ptrBits));
    }
    let t = known[known.length - 1];
    for (let i = known.length - 2; i >= 0; i--)
        t = ite(app('=', p, bvLit(targets[i], ptrBits)), known[i], t);
    return t;
}
/**
 * The memory after `base` (a fresh block of `size` bytes, `bytes` when constant) receives the
 * first bytes of the block at `p`: byte by byte for a small constant size, else as one region.
 */
function reallocatedMemory(enc, script, sizes, mem, p, base, size, fresh) {
    const { ptrBits } = enc.layout;
    const old = blockSize(enc, script, sizes, p);
    const kept = script.define('v', bvSort(ptrBits), ite(app('bvult', size, old), size, old));
    const n = literal(size);
    const at = (a, i) => (i === 0 ? a : app('bvadd', a, bvLit(BigInt(i), ptrBits)));
    if (n && n.value <= BigInt(MAX_STORED_REGION)) {
        const bytes = [];
        for (let i = 0; i < Number(n.value); i++) {
            const b = ite(app('bvult', bvLit(BigInt(i), ptrBits), kept), enc.loadBytes(mem, at(p, i), 1), app('select', fresh, at(base, i)));
            bytes.push(b.startsWith('(') ? script.define('b', bvSort(8), b) : b);
        }
        const sh = enc.shadows.afterWrites(mem, base, bytes.length, (i) => bytes[i]);
        let m = mem;
        for (let i = 0; i < bytes.length; i++)
            m = app('store', m, at(base, i), bytes[i]);
        return enc.namedMemory(m, sh);
    }
    const a = 'pg_a';
    const inside = (len) => app('and', app('bvuge', a, base), app('bvult', app('bvsub', a, base), len));
    const moved = app('select', mem, app('bvadd', p, app('bvsub', a, base)));
    const body = ite(inside(kept), moved, ite(inside(size), app('select', fresh, a), app('select', mem, a)));
    return enc.namedMemory(`(lambda ((${a} ${bvSort(ptrBits)})) ${body})`, undefined);
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/edgeSemantics.ts
// What one CFA edge does to a symbolic state in the BMC encoding: the condition under which it is
// taken, the state after it, and the nondeterministic inputs it creates (havoc results,
// indeterminate locals), in the order the concrete interpreter consumes them.








/** At most this many indeterminate scalars of one aggregate become inputs (as the interpreter does). */
const MAX_AGGREGATE_INPUTS = 64;
class EdgeSemantics {
    enc;
    fixed;
    intervals;
    /** Sizes of the heap blocks allocated in this unrolling (for realloc). */
    heapSizes = new Map();
    names;
    constructor(enc, 
    /** Inputs fixed to a value (a case of a split, inputSplits.ts), by term name. */
    fixed = new Map(), 
    /** Inputs known to lie in an interval (the "other" cases of a split), by term name. */
    intervals = new Map()) {
        this.enc = enc;
        this.fixed = fixed;
        this.intervals = intervals;
        this.names = new InputNamer(() => enc.script.fresh('inx'));
    }
    /** The value an input stands for in the state: its fixed value, or its term. */
    valueOf(input) {
        const v = this.fixed.get(input.term);
        return v === undefined ? input.term : bvLit(v, input.width);
    }
    get script() {
        return this.enc.script;
    }
    /** A fresh input of a scalar type; _Bool inputs are constrained to 0 or 1. */
    freshInput(type, source, edgeId, name, 
    /** Where the input is made (inputNames.ts): its instance's site and edge, or the parameter. */
    site) {
        const width = this.enc.bits(type);
        const term = this.script.declare(this.names.name(site), bvSort(width));
        if (type.kind === 'int' && type.ik === 'bool')
            this.script.assert(app('bvule', term, bvLit(1n, width)));
        this.restrict(term, width);
        return { source, edgeId, name, term, width, signed: type.kind === 'int' && type.signed };
    }
    /** The case's restriction of an input: its fixed value or its interval (a case of a split). */
    restrict(term, width) {
        const v = this.fixed.get(term);
        if (v !== undefined)
            this.script.assert(app('=', term, bvLit(v, width)));
        const iv = this.intervals.get(term);
        if (iv !== undefined && iv.width !== width)
            throw new Error(`internal: split interval of ${iv.width} bits on input ${term} of ${width} bits`);
        if (iv !== undefined)
            this.script.assert(intervalConstraint(term, iv));
    }
    /** `site`: the instance's place in the program's executions (state.ts instanceSite). */
    effect(e, st, frame, instanceKey, site) {
        const enc = this.enc;
        switch (e.kind) {
            case 'blank':
                return { cond: TRUE, state: st, inputs: [] };
            case 'assume': {
                const c = enc.cond(e.cond, st, frame);
                const cond = e.truth ? c : not(c);
                const decided = decidedByInterval(cond, this.intervals);
                return { cond: decided === undefined ? cond : decided ? TRUE : FALSE, state: st, inputs: [] };
            }
            case 'assign': {
                const value = e.lhs.type.kind === 'record' ? undefined : enc.value(e.rhs, st, frame);
                return { cond: TRUE, state: enc.assign(e.lhs, value, e.rhs, st, frame), inputs: [] };
            }
            case 'havoc': {
                const input = this.freshInput(e.lhs.type, e.reason === 'nondet' ? 'nondet' : 'external', e.id, e.callee, `${site}>${e.id}`);
                const value = this.valueOf(input);
                return { cond: TRUE, state: enc.assign(e.lhs, value, undefined, st, frame), inputs: [input] };
            }
            case 'decl':
                return this.decl(e, st, frame, `${site}>${e.id}`);
            case 'alloc':
                return this.alloc(e, st, frame, instanceKey);
            case 'free':
                return { cond: TRUE, state: st, inputs: [] };
            default:
                throw new Error(`internal: edge ${e.kind} is handled by the unroller`);
        }
    }
    /** A local comes into scope: zero, or indeterminate (one input per scalar, in layout order). */
    decl(e, st, frame, site) {
        const v = e.variable;
        const enc = this.enc;
        if (enc.arrayValues.has(v)) {
            // an array encoded as a value (Horn clauses only): zero, or an arbitrary array (no inputs:
            // the Horn encoding has no replay)
            const sort = enc.arraySort(v);
            const init = e.zeroInit
                ? `((as const ${sort}) ${bvLit(0n, enc.bits(v.type.of))})`
                : this.script.declare(this.script.fresh('arr'), sort);
            return { cond: TRUE, state: setVar(st, exprEncoder_varKey(v, frame), init), inputs: [] };
        }
        if (!inMemory(v)) {
            if (e.zeroInit)
                return { cond: TRUE, state: setVar(st, exprEncoder_varKey(v, frame), bvLit(0n, enc.bits(v.type))), inputs: [] };
            const input = this.freshInput(v.type, 'uninit', e.id, v.name, site);
            return { cond: TRUE, state: setVar(st, exprEncoder_varKey(v, frame), this.valueOf(input)), inputs: [input] };
        }
        const obj = enc.varObject(v, frame);
        const base = enc.objects.base(obj);
        const size = this.objectSize(v, st, frame);
        const bytes = sizeOf(v.type, enc.model);
        if (e.zeroInit)
            return { cond: TRUE, state: this.withRegion(st, base, size, undefined, bytes), inputs: [] };
        const req = { source: 'uninit', edgeId: e.id, name: v.name, site };
        return { cond: TRUE, ...this.freshObject(st, base, size, v.type, bytes, req) };
    }
    /**
     * The object at `base` with indeterminate contents: one input per scalar leaf of `type`, in
     * layout order (none for a type without leaves), read from a fresh array.
     */
    freshObject(st, base, size, type, bytes, req) {
        const enc = this.enc;
        const fresh = this.script.declare(this.script.fresh('u'), enc.layout.memSort);
        const inputs = [];
        for (const leaf of scalarLeaves(type, 0, enc) ?? []) {
            const n = sizeOf(leaf.type, enc.model) ?? 1;
            const addr = app('bvadd', base, bvLit(BigInt(leaf.offset), enc.layout.ptrBits));
            const term = load(fresh, addr, n, enc.layout);
            if (leaf.type.kind === 'int' && leaf.type.ik === 'bool') {
                // the interpreter's _Bool input is 0/1: the byte in memory is that value
                this.script.assert(app('bvule', term, bvLit(1n, 8)));
            }
            const named = this.script.declare(this.names.name(req.site), bvSort(n * 8));
            this.script.assert(app('=', named, term));
            this.restrict(named, n * 8);
            const { source, edgeId, name } = req;
            const signed = leaf.type.kind === 'int' && leaf.type.signed;
            inputs.push({ source, edgeId, name, term: named, width: n * 8, signed });
        }
        return { state: this.withRegion(st, base, size, fresh, bytes), inputs };
    }
    /** The heap block an entry's pointer parameter points to (ir/entryObjects.ts): its base and inputs. */
    entryObject(type, p, st) {
        const enc = this.enc;
        const bytes = sizeOf(type, enc.model);
        if (bytes === undefined)
            throw new memoryModel_EncodeUnsupported(`object of incomplete type (${p.name})`);
        const name = entryObjectName(p);
        const base = enc.objects.base(enc.objects.object(`entry:${p.uid}`, bytes, name));
        const size = bvLit(BigInt(bytes), enc.layout.ptrBits);
        const req = { source: 'param', edgeId: undefined, name, site: `entry:${p.uid}` };
        return { base, ...this.freshObject(st, base, size, type, bytes, req) };
    }
    /** A parameter object in a new frame, zero-filled before the argument is stored into it. */
    zeroObject(v, frame, st) {
        const obj = this.enc.varObject(v, frame);
        const size = sizeOf(v.type, this.enc.model);
        if (size === undefined)
            throw new memoryModel_EncodeUnsupported(`parameter of incomplete type (${v.name})`);
        return this.withRegion(st, this.enc.objects.base(obj), bvLit(BigInt(size), this.enc.layout.ptrBits), undefined, size);
    }
    objectSize(v, st, frame) {
        const enc = this.enc;
        const s = sizeOf(v.type, enc.model);
        if (s !== undefined)
            return bvLit(BigInt(s), enc.layout.ptrBits);
        if (v.type.kind === 'array' && v.type.vla)
            return enc.sizeTerm(v.type, st, frame);
        throw new memoryModel_EncodeUnsupported(`object of incomplete type (${v.name})`);
    }
    withRegion(st, base, size, fresh, bytes) {
        const mem = region(st.mem, base, size, fresh, this.enc.layout, bytes);
        // a small object at a constant address: its bytes are known (zero, or the fresh array's)
        const known = bytes !== undefined && bytes <= MAX_STORED_REGION
            ? this.enc.shadows.afterWrites(st.mem, base, bytes, (i) => {
                if (fresh === undefined)
                    return bvLit(0n, 8);
                const a = i === 0 ? base : app('bvadd', base, bvLit(BigInt(i), this.enc.layout.ptrBits));
                return app('select', fresh, a);
            })
            : this.enc.shadows.withRegion(st.mem, base, fresh);
        return { vars: st.vars, mem: this.enc.namedMemory(mem, known) };
    }
    /** malloc/calloc/alloca: a fresh object per unrolled allocation site; malloc'd bytes are indeterminate. */
    alloc(e, st, frame, instanceKey) {
        const enc = this.enc;
        const size = resize(enc.value(e.size, st, frame), enc.bits(e.size.type), enc.layout.ptrBits, false);
        const n = literal(size);
        // a block of constant size is an object of that size (its computed accesses read by cases)
        const known = n && n.value < 2n ** BigInt(enc.layout.offBits) ? Number(n.value) : undefined;
        const obj = enc.objects.object(`heap:${instanceKey}:${e.id}`, known, 'heap');
        const base = enc.objects.base(obj);
        const fresh = e.zeroed ? undefined : this.script.declare(this.script.fresh('h'), enc.layout.memSort);
        let state;
        if (e.resized && fresh) {
            const p = enc.value(e.resized, st, frame);
            const mem = reallocatedMemory(enc, this.script, this.heapSizes, st.mem, p, base, size, fresh);
            state = { vars: st.vars, mem };
        }
        else
            state = this.withRegion(st, base, size, fresh, n && n.value <= MAX_STORED_REGION ? Number(n.value) : undefined);
        this.heapSizes.set(obj.id, size);
        if (e.lhs)
            state = enc.assign(e.lhs, resize(base, enc.layout.ptrBits, enc.bits(e.lhs.type), false), undefined, state, frame);
        return { cond: TRUE, state, inputs: [] };
    }
}
function setVar(st, key, term) {
    const vars = new Map(st.vars);
    vars.set(key, term);
    return { vars, mem: st.mem };
}
/** The scalar members of an object in layout order, or undefined when there are too many. */
function scalarLeaves(t, offset, enc) {
    const out = [];
    const walk = (ty, off) => {
        if (out.length > MAX_AGGREGATE_INPUTS)
            return false;
        if (ty.kind === 'int' || ty.kind === 'pointer') {
            out.push({ offset: off, type: ty });
            return true;
        }
        if (ty.kind === 'array' && ty.length !== undefined) {
            const es = sizeOf(ty.of, enc.model) ?? 0;
            for (let i = 0; i < ty.length; i++)
                if (!walk(ty.of, off + i * es))
                    return false;
            return true;
        }
        if (ty.kind === 'record' && !ty.def.isUnion && ty.def.fields.every((f) => f.bitWidth === undefined)) {
            for (const f of ty.def.fields)
                if (!walk(f.type, off + f.offset))
                    return false;
            return true;
        }
        return false;
    };
    return walk(t, offset) && out.length <= MAX_AGGREGATE_INPUTS ? out : undefined;
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/globalsInit.ts
// The program's initial state for BMC: all memory zero (C zero-initialises objects of static
// storage), unaliased scalar globals set to their initial values, aggregate and in-memory
// globals stored element by element, and every string literal's bytes in its own object.




function initialState(cfa, enc, frame) {
    const layout = enc.layout;
    let mem = enc.namedMemory(`((as const ${layout.memSort}) #x00)`, undefined);
    enc.shadows.zeroRoot(mem);
    const vars = new Map();
    // String literals anywhere in the program get their objects and bytes first.
    const literalBytes = [];
    for (const lit of stringLiterals(cfa)) {
        const base = enc.objects.base(enc.stringObject(lit));
        lit.bytes.forEach((b, i) => {
            if (b !== 0)
                literalBytes.push({
                    addr: app('bvadd', base, bvLit(BigInt(i), layout.ptrBits)),
                    value: bvLit(BigInt(b), 8),
                    bytes: 1,
                });
        });
    }
    if (literalBytes.length > 0)
        mem = enc.storeAll(mem, literalBytes);
    const empty = { vars, mem };
    for (const { variable: v, init } of cfa.globals) {
        if (!inMemory(v)) {
            if (v.type.kind !== 'int' && v.type.kind !== 'pointer')
                throw new memoryModel_EncodeUnsupported(`global of type ${v.type.kind}`);
            const value = init?.kind === 'scalar' ? enc.value(init.expr, { vars, mem }, frame) : bvLit(0n, enc.bits(v.type));
            vars.set(exprEncoder_varKey(v, frame), value);
            continue;
        }
        if (!init)
            continue;
        const base = enc.objects.base(enc.varObject(v, frame));
        const stores = [];
        storeInit(enc, stores, base, 0, v.type, init, { ...empty, mem }, frame);
        mem = enc.storeAll(mem, stores);
    }
    return { vars, mem };
}
/** The stores of `init` at `base + offset`, appended to `out`; values read memory as `st` has it. */
function storeInit(enc, out, base, offset, type, init, st, frame) {
    if (init.kind === 'scalar') {
        if (type.kind === 'record')
            throw new memoryModel_EncodeUnsupported('struct-valued global initializer');
        const size = sizeOf(type, enc.model);
        if (size === undefined)
            throw new memoryModel_EncodeUnsupported('initializer of incomplete type');
        const addr = offset === 0 ? base : app('bvadd', base, bvLit(BigInt(offset), enc.layout.ptrBits));
        out.push({ addr, value: enc.value(init.expr, { vars: st.vars, mem: st.mem }, frame), bytes: size });
        return;
    }
    for (const [index, sub] of init.elements) {
        if (type.kind === 'array') {
            const es = sizeOf(type.of, enc.model) ?? 0;
            storeInit(enc, out, base, offset + index * es, type.of, sub, st, frame);
        }
        else if (type.kind === 'record') {
            const f = type.def.fields[index];
            if (f.bitWidth !== undefined)
                throw new memoryModel_EncodeUnsupported('bit-field in a global initializer');
            storeInit(enc, out, base, offset + f.offset, f.type, sub, st, frame);
        }
    }
}
const EXPR_CHILDREN = [
    'operand',
    'left',
    'right',
    'base',
    'index',
    'target',
    'value',
    'cond',
    'then',
    'else',
];
/** Every string literal in the program's edges and global initializers. */
function stringLiterals(cfa) {
    const out = new Set();
    const walk = (e) => {
        if (!e)
            return;
        if (e.kind === 'StringLit')
            out.add(e);
        const r = e;
        for (const k of EXPR_CHILDREN) {
            const c = r[k];
            if (c && typeof c === 'object' && 'kind' in c)
                walk(c);
        }
        if (e.kind === 'Call')
            e.args.forEach(walk);
    };
    const walkInit = (i) => {
        if (!i)
            return;
        if (i.kind === 'scalar')
            walk(i.expr);
        else
            for (const [, s] of i.elements)
                walkInit(s);
    };
    for (const g of cfa.globals)
        walkInit(g.init);
    for (const fn of cfa.functions.values())
        for (const n of fn.nodes)
            for (const e of n.out)
                edgeExprs(e).forEach(walk);
    return [...out];
}
function edgeExprs(e) {
    switch (e.kind) {
        case 'assume':
            return [e.cond];
        case 'assign':
            return [e.lhs, e.rhs];
        case 'havoc':
            return [e.lhs];
        case 'call':
            return [...e.args, e.lhs];
        case 'return':
            return [e.value];
        case 'decl':
            return [e.vlaLength];
        case 'alloc':
            return [e.lhs, e.size, e.resized];
        case 'free':
            return [e.pointer];
        default:
            return [];
    }
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/state.ts
// Data of the BMC unrolling: instances (a CFA node in one frame and one vector of loop
// iterations), contributions (an edge taken from an instance, with its guard literal and the
// state after it), frames (call instances), open tails (placeholders for contributions that a
// later, deeper round adds to an instance already encoded) and frontier items (cut points).
function itersKey(iters) {
    return [...iters.entries()]
        .sort((a, b) => a[0].head.id - b[0].head.id)
        .map(([l, i]) => `${l.head.id}=${i}`)
        .join(',');
}
function instanceKey(frame, node, iters) {
    return `${frame.key}|${node.id}|${itersKey(iters)}`;
}
/** An instance's place in the program's executions, the same in every unrolling (see Frame.site). */
function instanceSite(inst) {
    return `${inst.frame.site}|${inst.node.id}|${itersKey(inst.iters)}`;
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/unroller.ts
// Incremental unrolling of a program's CFAs into one growing SMT formula. Each loop instance is
// unrolled up to the bound, calls are inlined with recursion cut at the bound; what lies beyond
// the bound is a frontier item that the next, deeper round resumes. Join points that a deeper
// round can still reach (loop exit targets, call return points, function exits) carry an open
// tail: a placeholder contribution that every check assumes false and the next round defines, so
// nothing asserted before is ever encoded again.












class Unroller {
    cfa;
    enc;
    closed;
    sem;
    bound;
    frontier = [];
    errors = [];
    openTails = new Set();
    allContributions = [];
    entryInputs = [];
    entryInstance;
    instances = new Map();
    late = new Set();
    infos = new Map();
    nextId = 0;
    nextFrame = 0;
    /** Per loop instance (frame, loop, outer iterations): the iterations from which the loop can be left. */
    branching = new Map();
    /** Ranges of inputs read from branch conditions, for case splits (inputSplits.ts). */
    ranges = new InputRanges();
    /** Width of every input term created. */
    inputWidths = new Map();
    /** Every input term created, with where it comes from (its source and edge). */
    inputSources = new Map();
    /** Whether a cut point was made yet. */
    cutMade = false;
    /**
     * Inputs made before the first cut point: up to it, an unrolling to a larger bound makes the
     * same decisions, so these inputs exist at every bound (closedRound.ts relies on it).
     */
    earlyInputs = new Set();
    /** Absolute deadline (workNow() ms) for encoding: past it, encoding stops with EncodeTimeout. */
    deadline;
    /** Loop heads cut at the bound (frontier items); unrolling stops there until a deeper round resumes. */
    cutHeads = new Set();
    constructor(cfa, enc, bound, 
    /** Closed: one round, no open tails (nothing is ever added to an encoded instance). */
    closed = false, 
    /** Inputs fixed to a value, by term name (a case of a split). */
    fixed, 
    /** Inputs restricted to an interval, by term name (an "other" case of a split). */
    intervals) {
        this.cfa = cfa;
        this.enc = enc;
        this.closed = closed;
        this.sem = new EdgeSemantics(enc, fixed, intervals);
        this.bound = bound;
        // a closed unrolling's memory states are read only through its script (no tails refer to them)
        enc.lazyMemory = closed;
    }
    get script() {
        return this.enc.script;
    }
    /** Round 0: globals, the entry function's parameters as inputs, then the entry function. */
    start(entry) {
        const fn = this.cfa.functions.get(entry);
        if (!fn)
            throw new memoryModel_EncodeUnsupported(`no entry function '${entry}'`);
        const frame = { key: `f${this.nextFrame++}`, site: fn.name, fn, depth: 1 };
        this.registerFrame(frame);
        let st = initialState(this.cfa, this.enc, frame);
        for (const g of this.cfa.globals) {
            const v = g.variable;
            if (!inMemory(v) && (v.type.kind === 'int' || v.type.kind === 'pointer'))
                this.widths.set(exprEncoder_varKey(v, frame), this.enc.bits(v.type));
        }
        for (const p of fn.params) {
            if (inMemory(p))
                throw new memoryModel_EncodeUnsupported('entry function parameter in memory');
            const made = entryObjectType(entry, p, this.cfa.program.dataModel, this.cfa.objectElements);
            if (made) {
                const object = this.sem.entryObject(made, p, st);
                for (const i of object.inputs) {
                    this.entryInputs.push(i);
                    this.noteInput(i);
                }
                st = setVar(object.state, exprEncoder_varKey(p, frame), object.base);
                continue;
            }
            const input = this.sem.freshInput(p.type, 'param', undefined, p.name, `param:${p.uid}`);
            this.entryInputs.push(input);
            this.noteInput(input);
            st = setVar(st, exprEncoder_varKey(p, frame), this.sem.valueOf(input));
        }
        const inst = this.instance(frame, fn.entry, new Map());
        this.entryInstance = inst;
        inst.incoming.push({ lit: TRUE, state: st, inputs: [], edge: undefined, target: inst });
        this.processScope(frame, undefined, new Map());
    }
    /** A deeper round: resume every frontier item up to `bound`, then define the tails that got contributions. */
    deepen(bound) {
        if (this.closed)
            throw new Error('internal: a closed unrolling cannot be deepened');
        this.bound = bound;
        const items = this.frontier;
        this.frontier = [];
        for (const item of items) {
            if (item.kind === 'loop') {
                this.cutHeads.delete(item.head);
                this.unrollLoop(item.frame, item.loop, item.outer, item.iteration);
            }
            else if (item.kind === 'call')
                this.enterCall(item.from, item.edge, item.contribution, true);
            else
                this.cut(item);
        }
        for (const inst of this.late)
            this.closeTail(inst);
        this.late.clear();
    }
    /** Literals that say "a path goes beyond what is encoded" (cut loops, cut calls, unsupported edges). */
    cutLiterals() {
        const lits = [];
        const unsupported = [];
        for (const f of this.frontier) {
            if (f.kind === 'loop')
                lits.push(...f.head.incoming.map((c) => c.lit));
            else if (f.kind === 'call')
                lits.push(f.contribution.lit);
            else {
                lits.push(f.lit);
                unsupported.push(f.feature);
            }
        }
        return { lits, unsupported };
    }
    /** Assumptions every check needs: no contribution beyond this round reaches an open tail. */
    tailAssumptions() {
        return [...this.openTails].map((i) => `(not ${i.tail.guard})`);
    }
    // ------------------------------------------------------------------ structure
    info(fn) {
        let info = this.infos.get(fn);
        if (info)
            return info;
        const rpo = [...fn.nodes].sort((a, b) => (a.rpo ?? 0) - (b.rpo ?? 0));
        const loopsOf = new Map();
        for (const n of fn.nodes)
            loopsOf.set(n, []);
        const byDepth = [...fn.loops].sort((a, b) => b.depth - a.depth);
        for (const l of byDepth)
            for (const n of l.nodes)
                loopsOf.get(n)?.push(l);
        const tailed = new Set(this.closed ? [] : [fn.exit]);
        if (!this.closed) {
            for (const l of fn.loops)
                for (const e of l.exits)
                    tailed.add(e.to);
            for (const n of fn.nodes)
                for (const e of n.out)
                    if (e.kind === 'call')
                        tailed.add(e.to);
        }
        const scalar = (v) => !inMemory(v) && (v.type.kind === 'int' || v.type.kind === 'pointer');
        const locals = [...fn.params, ...fn.locals].filter(scalar);
        const globals = this.cfa.globals.map((g) => g.variable).filter((v) => scalar(v) && isGlobal(v));
        const retBits = fn.returnType.kind === 'int' || fn.returnType.kind === 'pointer'
            ? this.enc.bits(fn.returnType)
            : undefined;
        const live = liveLocals(fn);
        const dead = new Map();
        info = {
            rpo,
            loopsOf,
            tailed,
            deadAt: (frame, node) => {
                // the same frame and node recur in every loop iteration: one set for all of them
                let byNode = dead.get(frame);
                if (!byNode)
                    dead.set(frame, (byNode = new Map()));
                let keys = byNode.get(node);
                if (!keys) {
                    const here = live.get(node);
                    keys = new Set(locals.filter((v) => !here?.has(v)).map((v) => exprEncoder_varKey(v, frame)));
                    byNode.set(node, keys);
                }
                return keys;
            },
            localKeys: (frame) => {
                const keys = locals.map((v) => [exprEncoder_varKey(v, frame), this.enc.bits(v.type)]);
                if (retBits !== undefined)
                    keys.push([`ret:${frame.key}`, retBits]);
                return keys;
            },
            globalKeys: globals.map((v) => [`g:${v.uid}`, this.enc.bits(v.type)]),
        };
        this.infos.set(fn, info);
        return info;
    }
    instance(frame, node, iters) {
        const key = instanceKey(frame, node, iters);
        let inst = this.instances.get(key);
        if (!inst) {
            // encoding runs on the main thread and cannot be interrupted: it watches the deadline itself,
            // and charges its work to the run's work clock (a loop over constants unrolls without text)
            if (this.nextId % 256 === 0) {
                workClock_workClock()?.chargeInstances(256);
                if (this.deadline !== undefined && workNow() > this.deadline)
                    throw new EncodeTimeout();
            }
            inst = { id: this.nextId++, key, node, frame, iters, incoming: [], late: [], out: [], encoded: false };
            this.instances.set(key, inst);
        }
        return inst;
    }
    // ------------------------------------------------------------------ traversal
    processScope(frame, loop, iters) {
        const info = this.info(frame.fn);
        const nodes = loop ? info.rpo.filter((n) => loop.nodes.has(n)) : info.rpo;
        for (const n of nodes) {
            const inner = info.loopsOf.get(n)?.[0];
            if (inner !== loop) {
                if (inner && inner.head === n && inner.parent === loop)
                    this.unrollLoop(frame, inner, iters, 1);
                continue;
            }
            this.visit(frame, n, iters);
        }
    }
    /**
     * Unrolls iterations `from`, `from + 1`, ... of a loop instance while its head is reached and not
     * cut (route() cuts at the bound, counting only iterations from which the loop can be left).
     */
    unrollLoop(frame, loop, outer, from) {
        for (let i = from;; i++) {
            const iters = new Map(outer);
            iters.set(loop, i);
            const head = this.instances.get(instanceKey(frame, loop.head, iters));
            if (!head || this.cutHeads.has(head))
                return;
            if (head.incoming.length === 0 && !this.info(frame.fn).tailed.has(loop.head))
                return;
            this.processScope(frame, loop, iters);
        }
    }
    /** Key of a loop instance: the frame, the loop and the iterations of the loops around it. */
    loopKey(frame, loop, iters) {
        const outer = [...iters].filter(([l]) => l !== loop && l.depth < loop.depth);
        return `${frame.key}|${loop.head.id}|${outer.map(([l, i]) => `${l.head.id}=${i}`).join(',')}`;
    }
    /**
     * Whether reaching iteration `next` of a loop instance is a cut. Only iterations from which the
     * loop can be left count towards the bound: an iteration whose exits constants decided (a loop
     * over constants) is unrolled without branching, so a loop with a constant trip count unrolls
     * fully, up to FORCED_ITERATIONS beyond the bound.
     */
    isCut(key, next) {
        if (next <= this.bound)
            return false;
        if (this.nextId > MAX_INSTANCES)
            return true;
        const counted = this.branching.get(key)?.size ?? 0;
        return counted >= this.bound || next > this.bound + FORCED_ITERATIONS;
    }
    visit(frame, n, iters) {
        const tailed = this.info(frame.fn).tailed.has(n);
        const existing = this.instances.get(instanceKey(frame, n, iters));
        if (!existing && !tailed)
            return;
        const inst = existing ?? this.instance(frame, n, iters);
        if (inst.encoded)
            return;
        if (inst.incoming.length === 0 && !tailed)
            return;
        this.encode(inst, tailed);
        if (n.role === 'error') {
            const prop = frame.fn.properties.find((p) => p.node === n);
            if (prop)
                this.errors.push({ propertyId: prop.id, instance: inst });
            return;
        }
        if (n.role === 'exit')
            return this.returnFrom(inst);
        for (const e of n.out)
            this.take(inst, e);
    }
    // ------------------------------------------------------------------ encoding of instances
    newTail(inst) {
        const s = this.script;
        const guard = s.declare(s.fresh('tg'), 'Bool');
        const vars = new Map();
        const dead = this.info(inst.frame.fn).deadAt(inst.frame, inst.node);
        for (const [k, w] of this.frameKeys(inst.frame))
            if (!dead.has(k))
                vars.set(k, s.declare(s.fresh('tv'), bvSort(w)));
        const mem = s.declare(s.fresh('tm'), this.enc.layout.memSort);
        return { guard, vars, mem };
    }
    noteInput(i) {
        this.inputWidths.set(i.term, i.width);
        this.inputSources.set(i.term, i);
        if (!this.cutMade)
            this.earlyInputs.add(i.term);
    }
    /** Records a frontier item (a cut point). */
    cut(item) {
        this.cutMade = true;
        this.frontier.push(item);
    }
    /** A Boolean constant for `t`: `t` itself when it already is one (or true/false), else a fresh name. */
    literal(prefix, t) {
        return /^[A-Za-z][A-Za-z0-9]*$/.test(t) ? t : this.script.name(prefix, 'Bool', t);
    }
    /** Width of every variable key of every frame created so far. */
    widths = new Map();
    registerFrame(frame) {
        for (const [k, w] of this.info(frame.fn).localKeys(frame))
            this.widths.set(k, w);
    }
    /**
     * The variables a frame can change: globals and its own unaliased locals. Its callers' locals
     * keep their values at the call (Frame.outer) while it runs.
     */
    frameKeys(frame) {
        return [...this.info(frame.fn).globalKeys, ...this.info(frame.fn).localKeys(frame)];
    }
    /** Merges the known contributions (and the open tail) into the instance's guard and state. */
    encode(inst, tailed) {
        const contribs = inst.incoming;
        const tail = tailed ? this.newTail(inst) : undefined;
        const alts = contribs.map((c) => ({ lit: c.lit, vars: c.state.vars, mem: c.state.mem }));
        if (tail)
            alts.push({ lit: tail.guard, vars: tail.vars, mem: tail.mem });
        const guard = or(...alts.map((a) => a.lit));
        inst.guard = this.literal('g', guard);
        inst.state = this.merge(alts, inst.frame.outer, this.info(inst.frame.fn).deadAt(inst.frame, inst.node));
        inst.tail = tail;
        inst.encoded = true;
        if (tail)
            this.openTails.add(inst);
    }
    /**
     * `outer`: the values of the keys a tail leaves out (the callers' locals, fixed in the frame);
     * `dead`: keys no path reads again, left out of the merged state.
     */
    merge(alts, outer, dead) {
        const s = this.script;
        if (alts.length === 1)
            return { vars: alts[0].vars, mem: alts[0].mem };
        const keys = new Set();
        for (const a of alts)
            for (const k of a.vars.keys())
                keys.add(k);
        const vars = new Map();
        for (const k of keys) {
            if (dead?.has(k))
                continue;
            const w = this.widths.get(k);
            if (w === undefined)
                continue;
            const vals = alts.map((a) => a.vars.get(k) ?? outer?.get(k) ?? s.declare(s.fresh('undef'), bvSort(w)));
            const term = chain(alts.map((a) => a.lit), vals);
            const name = s.define('v', bvSort(w), term);
            this.enc.shadows.noteValues(name, term);
            vars.set(k, name);
        }
        const mem = this.enc.mergeMemory(alts.map((a) => a.lit), alts.map((a) => a.mem));
        return { vars, mem };
    }
    /** Defines a tail from the contributions that arrived late, and opens a new one after them. */
    closeTail(inst) {
        const old = inst.tail;
        if (!old)
            throw new Error(`internal: late contribution to ${inst.key} without a tail`);
        const s = this.script;
        const next = this.newTail(inst);
        const alts = [
            ...inst.late.map((c) => ({ lit: c.lit, vars: c.state.vars, mem: c.state.mem })),
            { lit: next.guard, vars: next.vars, mem: next.mem },
        ];
        s.assert(eq(old.guard, or(...alts.map((a) => a.lit))));
        for (const [k, tv] of old.vars) {
            const w = this.widths.get(k) ?? 0;
            const vals = alts.map((a) => a.vars.get(k) ?? s.declare(s.fresh('undef'), bvSort(w)));
            s.assert(eq(tv, chain(alts.map((a) => a.lit), vals)));
        }
        s.assert(eq(old.mem, chain(alts.map((a) => a.lit), alts.map((a) => a.mem))));
        inst.tail = next;
        inst.late.length = 0;
    }
    // ------------------------------------------------------------------ edges
    take(inst, e) {
        const st = inst.state;
        if (e.kind === 'unsupported') {
            const lit = this.script.name('c', 'Bool', inst.guard);
            this.cut({ kind: 'unsupported', lit, feature: e.feature });
            return;
        }
        if (e.kind === 'call')
            return this.call(inst, e);
        if (e.kind === 'return') {
            let state = st;
            if (e.value?.type.kind === 'record') {
                // a struct is returned through an object of the call's own: its bytes copied there
                const { base, size } = this.returnSlot(inst.frame, e.value.type);
                const src = this.enc.address(e.value, st, inst.frame);
                state = { vars: st.vars, mem: this.enc.copyBytes(st.mem, base, src, size) };
            }
            else if (e.value) {
                state = setVar(st, `ret:${inst.frame.key}`, this.enc.value(e.value, st, inst.frame));
            }
            return this.route(inst, e, e.to, TRUE, state, []);
        }
        const eff = this.sem.effect(e, st, inst.frame, inst.key, instanceSite(inst));
        if (e.kind === 'assume')
            this.ranges.note(eff.cond);
        for (const i of eff.inputs)
            this.noteInput(i);
        // a condition the value sets decide (valueSets.ts truth) is a constant, as a literal one is
        const truth = e.kind === 'assume' ? this.enc.shadows.values.truth(eff.cond) : undefined;
        if (truth === false)
            return;
        this.route(inst, e, e.to, truth === true ? TRUE : eff.cond, eff.state, eff.inputs);
    }
    /**
     * Adds a contribution along `e` to node `to` of `pos`'s frame, in the right loop iteration
     * (computed from `pos`, the instance where the edge starts); `from` supplies the guard (for a
     * return: the callee's exit instance).
     */
    route(pos, e, to, cond, state, inputs, from = pos) {
        const inst = pos;
        const info = this.info(inst.frame.fn);
        const srcLoops = info.loopsOf.get(pos.node) ?? [];
        const iters = new Map();
        let cutLoop;
        const toLoops = info.loopsOf.get(to) ?? [];
        const taken = and(from.guard, cond);
        if (taken === FALSE)
            return; // the edge cannot be taken here (constants decided it)
        // a failing property ends the path there: it is checked, not a way out of the loop
        for (const l of to.role === 'error' ? [] : srcLoops) {
            const cur = pos.iters.get(l);
            if (!toLoops.includes(l) && cur !== undefined) {
                const key = this.loopKey(inst.frame, l, pos.iters);
                let its = this.branching.get(key);
                if (!its)
                    this.branching.set(key, (its = new Set()));
                its.add(cur);
            }
        }
        for (const l of toLoops) {
            const cur = pos.iters.get(l);
            if (srcLoops.includes(l) && cur !== undefined) {
                const next = l.head === to ? cur + 1 : cur;
                iters.set(l, next);
                if (l.head === to && this.isCut(this.loopKey(inst.frame, l, pos.iters), next))
                    cutLoop = l;
            }
            else if (l.head === to) {
                iters.set(l, 1);
            }
            else {
                throw new memoryModel_EncodeUnsupported('a jump into the middle of a loop (irreducible control flow)');
            }
        }
        const target = this.instance(inst.frame, to, iters);
        const lit = this.literal('c', taken);
        const c = { lit, state, inputs, edge: e, target };
        from.out.push(c);
        this.allContributions.push(c);
        if (target.encoded) {
            if (!target.tail)
                throw new Error(`internal: late contribution to ${target.key} without a tail`);
            target.late.push(c);
            this.late.add(target);
            return;
        }
        const first = target.incoming.length === 0;
        target.incoming.push(c);
        if (cutLoop && first) {
            this.cutHeads.add(target);
            const outer = new Map(iters);
            outer.delete(cutLoop);
            this.cut({
                kind: 'loop',
                frame: inst.frame,
                loop: cutLoop,
                outer,
                iteration: iters.get(cutLoop),
                head: target,
            });
        }
    }
    call(inst, e) {
        const callee = this.cfa.functions.get(e.callee);
        if (!callee)
            throw new memoryModel_EncodeUnsupported(`call of unknown function '${e.callee}'`);
        const lit = this.literal('c', inst.guard);
        const contribution = {
            lit,
            state: inst.state,
            inputs: [],
            edge: e,
            target: inst,
        };
        this.enterCall(inst, e, contribution, false);
    }
    /** Inlines a call (or cuts it when the recursion is deeper than the bound). */
    enterCall(from, e, c, resumed) {
        const callee = this.cfa.functions.get(e.callee);
        let depth = 1;
        for (let f = from.frame; f; f = f.parent)
            if (f.fn === callee)
                depth++;
        if (depth > this.bound) {
            this.cut({ kind: 'call', from, edge: e, contribution: c });
            if (!resumed)
                this.allContributions.push(c);
            return;
        }
        const frame = {
            key: `f${this.nextFrame++}`,
            site: `${from.frame.site}/${e.id}@${itersKey(from.iters)}`,
            fn: callee,
            parent: from.frame,
            call: { edge: e, from },
            depth,
            outer: c.state.vars,
        };
        this.registerFrame(frame);
        let st = c.state;
        for (let i = 0; i < callee.params.length; i++) {
            const p = callee.params[i];
            const arg = e.args[i];
            if (!arg)
                throw new memoryModel_EncodeUnsupported(`call of '${callee.name}' with too few arguments`);
            if (inMemory(p)) {
                const withObj = this.sem.zeroObject(p, frame, st);
                const param = { kind: 'VarRef', symbol: p, type: p.type, loc: e.loc };
                const value = p.type.kind === 'record' ? undefined : this.enc.value(arg, c.state, from.frame);
                st = this.enc.assign(param, value, arg, withObj, frame, from.frame);
            }
            else {
                st = setVar(st, exprEncoder_varKey(p, frame), this.enc.value(arg, c.state, from.frame));
            }
        }
        const entry = this.instance(frame, callee.entry, new Map());
        const callContribution = { lit: c.lit, state: st, inputs: [], edge: e, target: entry };
        if (!resumed) {
            from.out.push(callContribution);
            this.allContributions.push(callContribution);
        }
        else {
            from.out.push(callContribution);
        }
        entry.incoming.push(callContribution);
        this.processScope(frame, undefined, new Map());
    }
    /** Where a call returns a struct: an object of its own per call (frame), of the struct's size. */
    returnSlot(frame, type) {
        const size = sizeOf(type, this.enc.model);
        if (size === undefined || size > 512)
            throw new memoryModel_EncodeUnsupported('returning a struct larger than 512 bytes');
        const obj = this.enc.objects.object(`ret:${frame.key}`, size, 'return value');
        return { base: this.enc.objects.base(obj), size };
    }
    /** A function's exit: back to the caller's return point, with the return value assigned. */
    returnFrom(exit) {
        const frame = exit.frame;
        if (!frame.call)
            return;
        const { edge, from } = frame.call;
        let st = exit.state;
        if (edge.lhs?.type.kind === 'record') {
            const { base, size } = this.returnSlot(frame, edge.lhs.type);
            const dst = this.enc.address(edge.lhs, st, from.frame);
            st = { vars: st.vars, mem: this.enc.copyBytes(st.mem, dst, base, size) };
        }
        else if (edge.lhs) {
            const ret = st.vars.get(`ret:${frame.key}`);
            const value = ret ?? this.script.declare(this.script.fresh('undef'), bvSort(this.enc.bits(edge.lhs.type)));
            st = this.enc.assign(edge.lhs, value, undefined, st, from.frame);
        }
        const prefix = `${frame.key}:`;
        const vars = new Map([...st.vars].filter(([k]) => !k.startsWith(prefix) && k !== `ret:${frame.key}`));
        this.route(from, edge, edge.to, TRUE, { vars, mem: st.mem }, [], exit);
    }
}
/** A fresh script, encoder and unroller for `cfa` starting at `bound`. */
/** Encoding ran past its deadline (the round is not encoded). */
class EncodeTimeout extends Error {
    constructor() {
        super('encoding ran past the deadline');
        this.name = 'EncodeTimeout';
    }
}
function newUnroller(cfa, bound, closed = false, fixed, intervals) {
    const model = cfa.program.dataModel;
    const layout = memoryLayout(model);
    const script = new Script();
    const enc = new ExprEncoder(script, model, layout, new ObjectTable(layout, model));
    return { script, unroller: new Unroller(cfa, enc, bound, closed, fixed, intervals) };
}
/** Iterations of a loop instance whose exits constants decided, unrolled beyond the bound at most. */
const FORCED_ITERATIONS = 4096;
/** Beyond this many instances in one unrolling, every iteration beyond the bound is a cut. */
const MAX_INSTANCES = 200_000;
/** ite(l1, v1, ite(l2, v2, ... vn)) — the alternatives' guards are mutually exclusive. */
function chain(lits, vals) {
    let t = vals[vals.length - 1];
    for (let i = vals.length - 2; i >= 0; i--)
        t = ite(lits[i], vals[i], t);
    return t;
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/goalSplit.ts
// Whether one of several goals (guards of error nodes, or of cut points) can hold in an unrolling.
// Asking Z3 for their disjunction is one check, and usually the fastest; but a guard asserted alone
// lets Z3 simplify the whole unrolling with it before the search, and the disjunction of a guard
// that is quickly refuted alone with one that is quickly satisfied alone can take minutes (an sds
// unrolling with 64-bit divisions: 0.6 s and 2.2 s alone, no answer in 60 s together). So the
// disjunction gets a probe's share of the time; when Z3 does not answer within it, each half is
// asked on its own, down to single goals, which get all the time left. A probe is never shorter
// than what a check of the formula takes at all (probeFloor: its size): a half costs about as much
// as the whole when most of the time goes into the formula's preprocessing and bit-blasting, so a
// probe cut short of that only multiplies the checks (a JSON parser's 2 MB unrolling: one check of
// 4.4 s became four of 17.5 s together when the probe had 2.2 s).


/** The probe's share of the time left, and its floor in ms. */
const PROBE_SHARE = 1 / 8;
const PROBE_MIN_MS = 2000;
/**
 * A probe's floor per byte of the formula checked, in ms of work: on unrollings of 2 MB (bit-vector,
 * memory resolved) a check whose disjunction Z3 answers alone took 1.9 to 6.2 s of work.
 */
const PROBE_MS_PER_BYTE = 0.004;
/** The shortest probe for a check of a formula of `bytes` characters (ms of work). */
function probeFloor(bytes) {
    return Math.max(PROBE_MIN_MS, bytes * PROBE_MS_PER_BYTE);
}
/**
 * `sat` (with the model of the check that found it) when one of `goals` can hold, `unsat` when
 * none can, `unknown` when a check of a single goal did not finish by `deadline` (workNow() ms).
 */
async function someGoalHolds(goals, check, deadline, 
/** The shortest probe (ms of work): probeFloor of the formula's size. */
floorMs = PROBE_MIN_MS) {
    const goal = or(...goals);
    if (goal === 'false')
        return { result: 'unsat' };
    const left = deadline - workNow();
    if (left <= 0)
        return { result: 'unknown' };
    if (goals.length === 1)
        return check(goal, left);
    const probe = Math.min(left, Math.max(floorMs, left * PROBE_SHARE));
    const whole = await check(goal, probe);
    if (whole.result !== 'unknown' || probe >= left)
        return whole;
    const half = Math.ceil(goals.length / 2);
    const first = await someGoalHolds(goals.slice(0, half), check, deadline, floorMs);
    if (first.result !== 'unsat')
        return first;
    return someGoalHolds(goals.slice(half), check, deadline, floorMs);
}

;// CONCATENATED MODULE: ./src/smt/constantReads.ts
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
function literalValue(lit) {
    return BigInt(lit.startsWith('#x') ? `0x${lit.slice(2)}` : `0b${lit.slice(2)}`);
}
/**
 * `formula` (declarations and assertions) with every array that is only read at constant indices
 * replaced by one variable per index. Returns the text unchanged when there is no such array.
 */
function constantReads(formula) {
    const arrays = new Map();
    for (const m of formula.matchAll(ARRAY_DECL))
        arrays.set(m[1], { elementBits: Number(m[3]) });
    if (arrays.size === 0)
        return formula;
    // uses of each array: every occurrence of its name, and those that are constant reads
    const uses = new Map();
    for (const m of formula.matchAll(TOKEN)) {
        if (arrays.has(m[0]))
            uses.set(m[0], (uses.get(m[0]) ?? 0) + 1);
    }
    const reads = new Map();
    for (const m of formula.matchAll(CONST_SELECT)) {
        if (arrays.has(m[1]))
            reads.set(m[1], (reads.get(m[1]) ?? 0) + 1);
    }
    const names = new Set();
    for (const a of arrays.keys())
        if ((uses.get(a) ?? 0) === (reads.get(a) ?? 0) + 1)
            names.add(a);
    if (names.size === 0)
        return formula;
    const taken = new Set(formula.match(TOKEN) ?? []);
    const cells = new Map();
    const declarations = [];
    const cellOf = (array, index) => {
        const key = `${array} ${literalValue(index).toString(16)}`;
        let v = cells.get(key);
        if (v === undefined) {
            v = `${array}.x${literalValue(index).toString(16)}`;
            while (taken.has(v))
                v = `${v}_`;
            taken.add(v);
            cells.set(key, v);
            declarations.push(`(declare-fun ${v} () (_ BitVec ${arrays.get(array)?.elementBits}))\n`);
        }
        return v;
    };
    const body = formula
        .replace(ARRAY_DECL, (decl, name) => (names.has(name) ? '' : decl))
        .replace(CONST_SELECT, (sel, name, index) => names.has(name) ? cellOf(name, index) : sel);
    return declarations.join('') + body;
}

;// CONCATENATED MODULE: ./src/encodings/unwinding/closedRound.ts
// One closed BMC round at a bound, as the encodings to check: the program unrolled without tails;
// when an input has a small range (inputSplits.ts), one encoding per value of it, with the value
// fixed while encoding (so it propagates as a constant through the unrolling, and loops over it
// unroll without branching), and the symbolic encoding restricted to the values below and to the
// values above them (the interval known while encoding, so the harness's own assumption ends those
// cases where it is made; "none of these values" when the values are no interval of the input's
// numbers). A value's encoding, and a side's, may split again over another input (a harness's
// length and an index into it, or below it), up to MAX_VARIANTS variants. The variants together cover every execution of the
// unrolling exactly; each is checked on its own. The split is read from the bound-1 prefix when it
// shows one, so a deep symbolic unrolling is built only for a case that needs it.




/**
 * Most variants a round is split into: an input's values split the round, and each value's
 * variant may split again over another input while the product of the values stays within this.
 */
const MAX_VARIANTS = 64;
/** The variants of a closed round, encoded one at a time as they are asked for. */
function* closedRound(cfa, entry, bound, 
/** Absolute deadline for encoding (workNow() ms): past it, EncodeTimeout. */
deadline, 
/** Prefix answers of earlier rounds of the same run (see PrefixMemo). */
memo) {
    const NONE = new Map();
    const unroller = (b, fixed, intervals = NONE) => {
        const u = newUnroller(cfa, b, true, fixed.size > 0 ? fixed : undefined, intervals);
        u.unroller.deadline = deadline;
        u.unroller.start(entry);
        return u;
    };
    const splitOf = (u, skip, share) => u.unroller.ranges.split((t) => u.unroller.inputWidths.get(t), Math.floor(MAX_VARIANTS / share), skip);
    /** The input was made before the prefix's first cut: up to there, every bound makes the same decisions. */
    const beforeCut = (u, input) => u.unroller.earlyInputs.has(input);
    /**
     * A case that a short prefix usually shows empty: that prefix first (its answer kept in the memo
     * when covered), then, when it reaches something, the case at the round's bound.
     */
    function* prefixFirst(prefix, full, label) {
        const shortLabel = `${label} (bound 1)`;
        if (prefix) {
            if (memo?.get(shortLabel) === 'covered')
                return;
            const formula = constantReads(prefix.script.drain());
            const answer = yield { ...prefix, formula, label: shortLabel, prefix: true };
            if (answer === 'covered') {
                memo?.set(shortLabel, 'covered');
                return;
            }
            // at bound 1 the prefix is the case itself
            if (bound === 1) {
                yield { ...prefix, formula, label, prefix: false };
                return;
            }
        }
        const u = full();
        yield { ...u, formula: constantReads(u.script.drain()), label, prefix: false };
    }
    /**
     * The variants covering the executions where the inputs in `fixed` have those values and those
     * in `intervals` lie in theirs.
     */
    function* under(fixed, intervals, at, share) {
        // the split is read from the bound-1 prefix when it shows one (cheap; the deep symbolic
        // unrolling is built only for a case that needs it), else from the round's unrolling; an
        // input already fixed or confined to an interval is not split again
        const skip = new Map([...fixed, ...intervals]);
        const probe = unroller(1, fixed, intervals);
        let split = splitOf(probe, skip, share);
        let first = bound === 1 ? probe : undefined;
        if (!split || !beforeCut(probe, split.input)) {
            first ??= unroller(bound, fixed, intervals);
            split = splitOf(first, skip, share);
            if (!split) {
                yield { ...first, formula: constantReads(first.script.drain()), label: at || 'all', prefix: false };
                return;
            }
        }
        const where = (what) => (at ? `${at}, ${what}` : what);
        for (const v of split.values) {
            const more = new Map(fixed).set(split.input, v);
            yield* under(more, intervals, where(`${split.input} = ${v}`), share * split.values.length);
        }
        // the other values: usually excluded by the harness's assumption on every path. Below and above
        // the values tried, each with its interval known while encoding, so the assumption's comparisons
        // end the case where the harness makes them; a short prefix shows it without the deep unrolling
        const input = split.input;
        const inPrefix = beforeCut(probe, input);
        const sides = inputSplits_otherIntervals(split);
        if (sides) {
            for (const iv of sides) {
                const within = new Map(intervals).set(input, iv);
                const label = where(`${input} in ${iv.lo}..${iv.hi}`);
                // a short prefix usually shows the side empty; a side that splits again over another input
                // (a harness's negative index below its length, say) goes straight to its cases, whose own
                // prefixes are cheaper than one over that input's every value
                const sideShare = share * split.values.length;
                const prefix = inPrefix ? unroller(1, fixed, within) : undefined;
                const inner = prefix && splitOf(prefix, new Map([...skip, [input, iv]]), sideShare);
                if (prefix && !(inner && beforeCut(prefix, inner.input))) {
                    const shortLabel = `${label} (bound 1)`;
                    if (memo?.get(shortLabel) === 'covered')
                        continue;
                    const formula = constantReads(prefix.script.drain());
                    const answer = yield { ...prefix, formula, label: shortLabel, prefix: true };
                    if (answer === 'covered') {
                        memo?.set(shortLabel, 'covered');
                        continue;
                    }
                }
                yield* under(fixed, within, label, sideShare);
            }
            return;
        }
        // values that do not form an interval of the input's numbers: "none of these values"
        const none = not(or(...split.values.map((v) => eq(input, bvLit(v, split.width)))));
        if (inPrefix)
            probe.script.assert(none);
        yield* prefixFirst(inPrefix ? probe : undefined, () => {
            const u = first ?? unroller(bound, fixed, intervals);
            u.script.assert(none);
            return u;
        }, where(`${input} other`));
    }
    yield* under(new Map(), NONE, '', 1);
}

;// CONCATENATED MODULE: ./src/engines/engine.ts
// The contract every engine implements: `run(task, ctx)` searches the task's open properties until
// the context's deadline and answers each with SAFE (and a certificate), UNSAFE (and a
// counterexample) or UNKNOWN with a typed reason (encodings/result.ts). An engine decides nothing
// on its own: the pipeline certifies its SAFE answers (certify/checkCertificate.ts) and replays its
// UNSAFE ones (certify/replay.ts). What else an engine learns (invariants for the next stage,
// records for later runs) comes back in its outcome; its own figures go to `ctx.figures`.
/** Runs `f` in a fresh session of the context, disposed afterwards whatever happens. */
async function inSession(ctx, f) {
    const session = await ctx.sessions.session();
    try {
        return await f(session);
    }
    finally {
        await session.dispose().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/engines/bmc/bmcEngine.ts
// Bounded model checking with incremental deepening in one solver session: unwind to bound 1,
// 2, 4, ..., check each open property under the round's tail assumptions, and stop with SAFE
// when the forward condition holds (no path goes beyond the bound). A satisfiable check yields
// a counterexample: the model's path, walked from the entry, with its inputs in order.











function newBmcResume() {
    return { bound: 1, prefixes: new Map(), bytes: [0, 0] };
}
/**
 * The next round's largest formula, expected from this round's (`current`) and the growth since the
 * last one: at least twice as large (a loop's unrolling), more where the rounds grow faster
 * (recursion unrolls exponentially). Measured in bytes, so the same on any machine.
 */
function expectedNextBytes(last, current) {
    const growth = last > 0 ? current / last : 2;
    return current * Math.max(2, growth);
}
/** Below this share of the size limit a round's growth says too little to stop on. */
const GROWTH_MIN_SHARE = 1 / 64;
/** Why the round at `bound` is not started: its formula is expected past `maxBytes`; else undefined. */
function expectedTooLarge(resume, maxBytes, bound) {
    const [before, last] = resume.bytes;
    const expected = expectedNextBytes(before, last);
    if (last < maxBytes * GROWTH_MIN_SHARE || expected <= maxBytes)
        return undefined;
    const mb = (expected / 1e6).toFixed(0);
    return result_unknown('resource', `formula too large at unwinding bound ${bound} (about ${mb} MB expected)`);
}
async function runBmc(cfa, session, options) {
    const done = {
        answers: new Map(),
        stats: { solverCalls: 0, solverSeconds: 0, encodeSeconds: 0, maxDepth: 0 },
    };
    try {
        return await (options.incremental ? bmcRounds : closedRounds)(cfa, session, options, done);
    }
    catch (e) {
        // A solver that crashed or ran out of memory answers nothing more: every open property is UNKNOWN.
        if (e instanceof SolverCrashed || (e instanceof Error && /memory|crash|worker/i.test(e.message))) {
            const reason = e instanceof SolverCrashed ? e.reason : e.message;
            // a session cut off by the run's deadline (smt/deadline.ts) is the time limit; what the rounds
            // before it decided stands
            const timedOut = reason === DEADLINE_REASON;
            const said = timedOut
                ? result_unknown('timeout', `time limit reached at unwinding bound ${Math.max(1, done.stats.maxDepth)}`)
                : result_unknown(e instanceof SolverCrashed ? e.kind : 'internal', `solver failure: ${reason}`);
            const answers = new Map(timedOut ? done.answers : []);
            for (const p of programCfa_propertyIds(cfa).filter((q) => !options.skip?.has(q)))
                if (!answers.has(p))
                    answers.set(p, said);
            return { answers, stats: done.stats };
        }
        throw e;
    }
}
async function bmcRounds(cfa, session, options, { answers, stats }) {
    const properties = programCfa_propertyIds(cfa).filter((p) => !options.skip?.has(p));
    const unknownAll = (v) => {
        for (const p of properties)
            if (!answers.has(p))
                answers.set(p, v);
        return { answers, stats };
    };
    const { script, unroller } = newUnroller(cfa, 1);
    const maxBound = options.maxBound ?? 1 << 20;
    const check = async (assumptions) => {
        const left = options.deadline - workNow();
        if (left <= 0)
            return 'unknown';
        const t0 = workNow();
        const r = await session.check({ assumptions, timeoutMs: left });
        stats.solverCalls++;
        stats.solverSeconds += (workNow() - t0) / 1000;
        if (r === 'unknown' && workNow() < options.deadline)
            giveUp = await session.reasonUnknown();
        return r;
    };
    /** Why Z3 answered unknown before the deadline (incompleteness, resource limits); undefined: time. */
    let giveUp;
    const stopped = (bound) => unknownAll(giveUp === undefined
        ? result_unknown('timeout', `time limit reached at unwinding bound ${bound}`)
        : result_unknown(solverFailureKind(giveUp), `solver gave up at unwinding bound ${bound}: ${giveUp}`));
    let bound = 1;
    let encodeStart = workNow();
    try {
        unroller.start(options.entry);
    }
    catch (e) {
        if (e instanceof memoryModel_EncodeUnsupported)
            return unknownAll(result_unknown('unsupported', `unsupported: ${e.feature}`));
        throw e;
    }
    const maxBytes = options.maxFormulaBytes ?? 24_000_000;
    let sentBytes = 0;
    for (;;) {
        const text = script.drain();
        sentBytes += text.length;
        const mb = (sentBytes / 1e6).toFixed(0);
        if (sentBytes > maxBytes)
            return unknownAll(result_unknown('resource', `formula too large at unwinding bound ${bound} (${mb} MB)`));
        await addBefore(session, options.deadline, text);
        const encodeSeconds = (workNow() - encodeStart) / 1000;
        stats.encodeSeconds += encodeSeconds;
        stats.maxDepth = bound;
        const solveStart = stats.solverSeconds;
        const assumptions = unroller.tailAssumptions();
        let timedOut = false;
        for (const p of properties) {
            if (answers.has(p))
                continue;
            const hits = unroller.errors.filter((h) => h.propertyId === p);
            if (hits.length === 0)
                continue;
            const reach = script.name('r', 'Bool', or(...hits.map((h) => h.instance.guard)));
            await addBefore(session, options.deadline, script.drain());
            const r = await check([reach, ...assumptions]);
            if (r === 'sat') {
                const cex = await counterexample(unroller, session, p, bound);
                answers.set(p, cex
                    ? { verdict: 'unsafe', counterexample: cex }
                    : result_unknown('internal', 'could not extract a counterexample path'));
            }
            else if (r === 'unknown') {
                timedOut = true;
            }
        }
        options.onRound?.({
            bound,
            encodeSeconds,
            solveSeconds: stats.solverSeconds - solveStart,
            smtBytes: text.length,
        });
        if (properties.every((p) => answers.has(p)))
            break;
        if (timedOut || workNow() >= options.deadline)
            return stopped(bound);
        // Forward condition: does any path go beyond what is encoded?
        const cuts = unroller.cutLiterals();
        let complete = cuts.lits.length === 0;
        if (!complete) {
            const beyond = script.name('b', 'Bool', or(...cuts.lits));
            await addBefore(session, options.deadline, script.drain());
            const r = await check([beyond, ...assumptions]);
            if (r === 'unknown')
                return stopped(bound);
            complete = r === 'unsat';
        }
        if (complete) {
            for (const p of properties) {
                if (!answers.has(p))
                    answers.set(p, { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: bound } });
            }
            break;
        }
        const resumable = unroller.frontier.some((f) => f.kind !== 'unsupported');
        if (!resumable)
            return unknownAll(result_unknown('unsupported', `unsupported: ${[...new Set(cuts.unsupported)].join(', ')} (reachable)`));
        if (bound * 2 > maxBound)
            return unknownAll(result_unknown('incomplete', `unwinding bound ${bound} reached without a conclusion`));
        // Encoding runs on the main thread and cannot be interrupted: doubling the bound encodes about
        // as much again as so far, so stop when that would not end before the deadline.
        if (workNow() + stats.encodeSeconds * 1000 >= options.deadline)
            return stopped(bound);
        bound *= 2;
        encodeStart = workNow();
        try {
            unroller.deepen(bound);
        }
        catch (e) {
            if (e instanceof memoryModel_EncodeUnsupported)
                return unknownAll(result_unknown('unsupported', `unsupported: ${e.feature}`));
            throw e;
        }
    }
    return { answers, stats };
}
/**
 * BMC by closed rounds: bound 1, 2, 4, ..., each encoded anew (closedRound.ts, with case splits
 * over a small-range input) and each variant checked in a fresh solver context, where Z3's
 * preprocessing propagates the constants (its incremental core does not).
 */
async function closedRounds(cfa, session, options, { answers, stats }) {
    const properties = programCfa_propertyIds(cfa).filter((p) => !options.skip?.has(p));
    const unknownAll = (v) => {
        for (const p of properties)
            if (!answers.has(p))
                answers.set(p, v);
        return { answers, stats };
    };
    const maxBound = options.maxBound ?? 1 << 20;
    const maxBytes = options.maxFormulaBytes ?? 24_000_000;
    let gaveUp = false;
    /** One check of `formula` with `goals` (goalSplit.ts: their disjunction, or parts of it). */
    const once = (formula, goals, terms) => {
        const check = formulaCheck(session, stats, formula, terms, () => (gaveUp = true));
        return someGoalHolds(goals, check, options.deadline, probeFloor(formula.length));
    };
    const stopped = (bound) => unknownAll(gaveUp
        ? result_unknown('incomplete', `solver gave up at unwinding bound ${bound}`)
        : result_unknown('timeout', `time limit reached at unwinding bound ${bound}`));
    const resume = options.resume ?? newBmcResume();
    const prefixes = resume.prefixes;
    for (let bound = resume.bound;; bound *= 2) {
        // encoding cannot be interrupted (nor its memory bounded): a round whose formula would be too
        // large is not started (its encoding alone could take longer than the whole budget)
        const tooLarge = expectedTooLarge(resume, maxBytes, bound);
        if (tooLarge)
            return unknownAll(tooLarge);
        const roundStart = workNow();
        stats.maxDepth = bound;
        let encodeSeconds = 0;
        let complete = true;
        let resumable = false;
        const unsupported = new Set();
        const solveStart = stats.solverSeconds;
        let smtBytes = 0;
        const variants = closedRound(cfa, options.entry, bound, options.deadline, prefixes);
        let answer;
        for (;;) {
            const encodeStart = workNow();
            let next;
            try {
                next = variants.next(answer);
            }
            catch (e) {
                if (e instanceof memoryModel_EncodeUnsupported)
                    return unknownAll(result_unknown('unsupported', `unsupported: ${e.feature}`));
                if (e instanceof EncodeTimeout)
                    return stopped(bound);
                // a formula beyond what a JavaScript string holds
                if (e instanceof RangeError)
                    return unknownAll(result_unknown('resource', `formula too large at unwinding bound ${bound}`));
                throw e;
            }
            encodeSeconds += (workNow() - encodeStart) / 1000;
            if (next.done)
                break;
            const { unroller, formula, prefix } = next.value;
            answer = prefix ? 'covered' : undefined;
            smtBytes = Math.max(smtBytes, formula.length);
            if (formula.length > maxBytes) {
                const mb = (formula.length / 1e6).toFixed(0);
                return unknownAll(result_unknown('resource', `formula too large at unwinding bound ${bound} (${mb} MB)`));
            }
            const terms = modelTerms(unroller);
            // one check for all open properties and (while the round may still be complete) the cut
            // points (goalSplit.ts: split when Z3 does not answer it soon); a model names what it
            // reaches (its path ends at a property or beyond a cut)
            let open = properties.filter((p) => !answers.has(p) && unroller.errors.some((h) => h.propertyId === p));
            let cuts = complete || prefix ? unroller.cutLiterals() : undefined;
            for (;;) {
                const goals = unroller.errors
                    .filter((h) => open.includes(h.propertyId))
                    .map((h) => h.instance.guard);
                const r = await once(formula, [...goals, ...(cuts?.lits ?? [])], terms);
                if (r.result === 'unknown')
                    return stopped(bound);
                if (r.result === 'unsat')
                    break;
                const values = new Map(terms.map((t, n) => [t, r.values?.[n]]));
                const hit = firstPath(unroller, (t) => values.get(t), open, bound);
                if (hit !== undefined) {
                    answers.set(hit.propertyId, { verdict: 'unsafe', counterexample: hit.cex });
                    open = open.filter((p) => p !== hit.propertyId);
                }
                else if (cuts && prefix) {
                    answer = 'reachable'; // the variant follows at the round's bound
                    cuts = undefined;
                }
                else if (cuts) {
                    complete = false;
                    resumable ||= unroller.frontier.some((f) => f.kind !== 'unsupported');
                    for (const f of cuts.unsupported)
                        unsupported.add(f);
                    cuts = undefined;
                }
                else {
                    // a model of an open property whose path cannot be read back: no answer from it
                    for (const p of open)
                        answers.set(p, result_unknown('internal', 'could not extract a counterexample path'));
                    break;
                }
            }
            if (properties.every((p) => answers.has(p)))
                break;
        }
        stats.encodeSeconds += encodeSeconds;
        const solveSeconds = stats.solverSeconds - solveStart;
        options.onRound?.({ bound, encodeSeconds, solveSeconds, smtBytes });
        if (properties.every((p) => answers.has(p)))
            break;
        if (workNow() >= options.deadline)
            return stopped(bound);
        if (complete) {
            for (const p of properties)
                if (!answers.has(p))
                    answers.set(p, { verdict: 'safe', certificate: { kind: 'complete-unwinding', depth: bound } });
            break;
        }
        resume.bound = bound * 2;
        resume.bytes[0] = resume.bytes[1];
        resume.bytes[1] = smtBytes;
        if (options.wholeRounds && workNow() + 2 * (workNow() - roundStart) >= options.deadline)
            return stopped(bound);
        if (!resumable)
            return unknownAll(result_unknown('unsupported', `unsupported: ${[...unsupported].join(', ')} (reachable)`));
        if (bound * 2 > maxBound)
            return unknownAll(result_unknown('incomplete', `unwinding bound ${bound} reached without a conclusion`));
        // encoding cannot be interrupted: the next round encodes about twice as much as this one
        if (workNow() + 2 * encodeSeconds * 1000 >= options.deadline)
            return stopped(bound);
    }
    return { answers, stats };
}
/**
 * Checks of `formula` with a goal asserted, counted in `stats`; `gaveUp` is told when Z3 answers
 * unknown well before the check's own time limit (incompleteness, not time).
 */
function formulaCheck(session, stats, formula, terms, gaveUp) {
    return async (goal, timeoutMs) => {
        const t0 = workNow();
        const r = await session.checkOnce(`${formula}\n(assert ${goal})`, terms, timeoutMs);
        const took = workNow() - t0;
        stats.solverCalls++;
        stats.solverSeconds += took / 1000;
        if (r.result === 'unknown' && took < timeoutMs - 100)
            gaveUp();
        return r;
    };
}
/** The first of `props` whose error node the model's path reaches, with that path. */
function firstPath(u, value, props, bound) {
    for (const propertyId of props) {
        const cex = pathOf(u, value, propertyId, bound);
        if (cex !== undefined)
            return { propertyId, cex };
    }
    return undefined;
}
/** The model's path from the entry to an error node of `propertyId` (values read from the session). */
async function counterexample(u, session, propertyId, depth) {
    const values = await session.values(modelTerms(u));
    return pathOf(u, (t) => values.get(t), propertyId, depth);
}
/** The terms a counterexample reads: every contribution's literal and every input. */
function modelTerms(u) {
    const lits = u.allContributions.map((c) => c.lit).filter((l) => l !== 'true');
    const inputs = [...u.entryInputs, ...u.allContributions.flatMap((c) => c.inputs)].map((i) => i.term);
    return [...new Set([...lits, ...inputs])];
}
/** The model's path from the entry to an error node of `propertyId`, with its inputs in order. */
function pathOf(u, valueOf, propertyId, depth) {
    const taken = (lit) => lit === 'true' || valueOf(lit) === true;
    const pending = [...u.entryInputs];
    let cur = u.entryInstance;
    for (let steps = 0; cur && steps < 10_000_000; steps++) {
        if (cur.node.role === 'error') {
            const prop = cur.frame.fn.properties.find((p) => p.node === cur?.node);
            if (prop?.id !== propertyId)
                return undefined;
            const inputs = pending.map((i) => {
                const v = valueOf(i.term);
                return {
                    source: i.source,
                    edgeId: i.edgeId,
                    name: i.name,
                    bits: typeof v === 'bigint' ? v : 0n,
                    width: i.width,
                    signed: i.signed,
                };
            });
            return { propertyId, inputs, depth };
        }
        const via = cur.out.find((c) => taken(c.lit));
        if (!via)
            return undefined;
        pending.push(...via.inputs);
        cur = via.target;
    }
    return undefined;
}
/** Time an `add` may run past the deadline before the session is given up (parsing is fast; this is a watchdog). */
const ADD_GRACE_MS = 5000;
/** `session.add` that gives up (and disposes the session, which ends its worker) when it runs too long. */
async function addBefore(session, deadline, text) {
    let timer;
    const watchdog = new Promise((_, reject) => {
        timer = setTimeout(() => {
            void session.dispose().catch(() => undefined);
            // adding the formula outran the deadline: the time limit, like a cut-off check
            reject(new SolverCrashed(DEADLINE_REASON));
        }, Math.max(0, deadline - workNow()) + ADD_GRACE_MS);
    });
    try {
        await Promise.race([session.add(text), watchdog]);
    }
    finally {
        clearTimeout(timer);
    }
}
/** BMC as an engine (its outcome keeps the solver calls and the depth reached). */
/**
 * BMC as an engine; with `resume`, its closed rounds go on from where an earlier run stopped; with
 * `wholeRounds`, it starts no round it would not end in time (a probe).
 */
function bmcEngineWith(resume, wholeRounds = false) {
    return {
        name: 'bmc',
        run: (task, ctx) => inSession(ctx, async (session) => {
            const r = await runBmc(task.cfa, session, {
                entry: task.entry,
                deadline: ctx.deadline,
                skip: task.skip,
                ...(resume ? { resume } : {}),
                ...(wholeRounds ? { wholeRounds } : {}),
            });
            ctx.figures?.({ ...r.stats });
            return r;
        }),
    };
}
const bmcEngine = bmcEngineWith();

;// CONCATENATED MODULE: ./src/certify/execution.ts
// Public types of the concrete interpreter: how a run ends (Outcome), the trace it records, the
// nondeterministic values it asks for (InputRequest, answered by an InputProvider), its options,
// and the Execution it returns. replay.ts and reproducer.ts build on these.
/** Ends a run from deep inside evaluation: undefined behaviour or an unsupported construct. */
class Stop {
    kind;
    what;
    loc;
    category;
    constructor(kind, what, loc, category) {
        this.kind = kind;
        this.what = what;
        this.loc = loc;
        this.category = category;
    }
}
/** Ends a run with a complete outcome (inputs, limits). */
class Halt {
    outcome;
    constructor(outcome) {
        this.outcome = outcome;
    }
}

;// CONCATENATED MODULE: ./src/certify/memory.ts
// Byte-level memory of the concrete interpreter. Every object (variable, string literal, heap
// block) is a little-endian byte array with a synthetic address; a pointer is (object, byte
// offset) and keeps its object (provenance) when stored, through per-byte pointer fragments.
// Per-bit initialisation masks, and accesses that are undefined behaviour throw Stop.

class MemObject {
    id;
    kind;
    name;
    size;
    address;
    readOnly;
    alive = true;
    freed = false;
    bytes;
    /** Per byte, the mask of initialised bits; null when every bit is initialised. */
    init;
    /** Pointer fragments by byte offset. */
    frags = null;
    /** Bytes that hold (part of) an `uninit` or `param` input: offset → input index. */
    origins = null;
    constructor(id, kind, 
    /** For traces and messages: the variable's source name, `heap#3`, a literal's text. */
    name, size, address, readOnly, initialised) {
        this.id = id;
        this.kind = kind;
        this.name = name;
        this.size = size;
        this.address = address;
        this.readOnly = readOnly;
        this.bytes = new Uint8Array(size);
        this.init = initialised ? null : new Uint8Array(size);
    }
}
/** A pointer: into `obj` at byte offset `off`, or with no object a plain address (`off` 0: NULL). */
class Ptr {
    obj;
    off;
    constructor(obj, off) {
        this.obj = obj;
        this.off = off;
    }
    get isNull() {
        return this.obj === null && this.off === 0n;
    }
}
const NULL_PTR = new Ptr(null, 0n);
/** A floating-point value, kept as its bit pattern (floating arithmetic is not modelled). */
class FloatBits {
    bits;
    width;
    constructor(bits, width) {
        this.bits = bits;
        this.width = width;
    }
}
/** The bytes of a record value, with their initialisation, pointer fragments and input origins. */
class Snapshot {
    bytes;
    init;
    frags;
    origins;
    constructor(bytes, init, frags, origins) {
        this.bytes = bytes;
        this.init = init;
        this.frags = frags;
        this.origins = origins;
    }
}
const ub = (what, category) => new Stop('undefined-behavior', what, undefined, category);
/** Largest single object, and all objects together (bytes). */
const MAX_OBJECT = 64 * 1024 * 1024;
const MAX_TOTAL = 256 * 1024 * 1024;
function assemble(bytes, off, size) {
    if (size <= 6) {
        let v = 0;
        for (let i = size - 1; i >= 0; i--)
            v = v * 256 + bytes[off + i];
        return BigInt(v);
    }
    let v = 0n;
    for (let i = size - 1; i >= 0; i--)
        v = (v << 8n) | BigInt(bytes[off + i]);
    return v;
}
function scatter(bytes, off, size, value) {
    let v = BigInt.asUintN(size * 8, value);
    if (size <= 4) {
        let n = Number(v);
        for (let i = 0; i < size; i++, n = Math.floor(n / 256))
            bytes[off + i] = n % 256;
        return;
    }
    for (let i = 0; i < size; i++, v >>= 8n)
        bytes[off + i] = Number(v & 0xffn);
}
function deleteRange(m, off, size) {
    if (m === null || m.size === 0)
        return;
    for (let i = 0; i < size; i++)
        m.delete(off + i);
}
/** An object this large (bytes) makes its accesses count as work of their own (Memory.largeAccessed). */
const LARGE_OBJECT = 65536;
class Memory {
    pointerBytes;
    /** Objects in ascending address order (addresses only grow, none is reused). */
    objects = [];
    /** Input indices of `uninit`/`param` values that a read has observed. */
    observed = new Set();
    /** Set when the run depends on the synthetic addresses (execution.ts, Execution.addressDependent). */
    addressDependent = false;
    next = 0x10000n;
    nextId = 1;
    total = 0;
    ptrBits;
    constructor(pointerBytes) {
        this.pointerBytes = pointerBytes;
        this.ptrBits = pointerBytes * 8;
    }
    /**
     * Bytes read and written so far in objects of LARGE_OBJECT bytes or more, where an access costs
     * several times a small object's (the work clock counts them: workClock.ts).
     */
    largeAccessed = 0;
    /** Objects allocated so far (the work clock counts them: workClock.ts). */
    get allocated() {
        return this.nextId - 1;
    }
    allocate(kind, name, size, align, initialised) {
        if (size > MAX_OBJECT || this.total + size > MAX_TOTAL) {
            throw new Stop('unsupported', `an object of ${size} bytes (the interpreter's memory limit)`);
        }
        const a = BigInt(Math.max(align, 16));
        this.next = ((this.next + a - 1n) / a) * a;
        if (this.next + BigInt(size) >= 1n << BigInt(this.ptrBits)) {
            throw new Stop('unsupported', 'running out of address space');
        }
        const obj = new MemObject(this.nextId++, kind, name, size, this.next, kind === 'string', initialised);
        this.next += BigInt(size) + 16n; // a gap, so one-past-the-end never is another object's address
        this.total += size;
        this.objects.push(obj);
        return obj;
    }
    /** The address a pointer denotes (objects: their synthetic address plus the offset). */
    addressOf(p) {
        return BigInt.asUintN(this.ptrBits, p.obj ? p.obj.address + p.off : p.off);
    }
    /** An address converted to a pointer: into the object it falls in (or one past), else a plain address. */
    fromAddress(address) {
        const a = BigInt.asUintN(this.ptrBits, address);
        if (a === 0n)
            return NULL_PTR;
        let lo = 0;
        let hi = this.objects.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            const o = this.objects[mid];
            if (a < o.address)
                hi = mid - 1;
            else if (a > o.address + BigInt(o.size))
                lo = mid + 1;
            else
                return new Ptr(o, a - o.address);
        }
        return new Ptr(null, a);
    }
    /** The object and offset that an access of `size` bytes through `p` touches; UB when invalid. */
    target(p, size, write) {
        const obj = p.obj;
        if (obj !== null && obj.size >= LARGE_OBJECT)
            this.largeAccessed += size;
        if (obj === null) {
            throw ub(p.off === 0n
                ? 'null pointer dereference'
                : `dereference of an invalid pointer (address 0x${p.off.toString(16)})`, p.off === 0n ? 'null-dereference' : undefined);
        }
        if (obj.kind === 'function')
            throw ub(`access to the code of function ${obj.name} through a pointer`);
        if (!obj.alive) {
            throw obj.freed
                ? ub(`use after free (${obj.name})`, 'use-after-free')
                : ub(`access to ${obj.name} after its lifetime ended`);
        }
        if (p.off < 0n || p.off + BigInt(size) > BigInt(obj.size)) {
            throw ub(`out-of-bounds access: ${size} byte(s) at offset ${p.off} of ${obj.name} (${obj.size} bytes)`, 'out-of-bounds');
        }
        if (write && obj.readOnly)
            throw ub(`write to the string literal ${obj.name}`);
        return { obj, off: Number(p.off) };
    }
    /** Why an access of `size` bytes through `p` is invalid (as `target` judges it), if it is. */
    invalidAccess(p, size) {
        try {
            this.target(p, size, false);
            return undefined;
        }
        catch (e) {
            if (e instanceof Stop)
                return e.what;
            throw e;
        }
    }
    /** Why `free(p)` is invalid, if it is (NULL is valid). */
    invalidFree(p) {
        if (p.isNull)
            return undefined;
        const obj = p.obj;
        if (obj === null)
            return 'free of an invalid pointer';
        if (obj.kind !== 'heap')
            return `free of ${obj.name}, which malloc did not allocate`;
        if (obj.freed)
            return `double free (${obj.name})`;
        if (p.off !== 0n)
            return `free of a pointer into the middle of ${obj.name}`;
        return undefined;
    }
    /**
     * A block from malloc, not freed, that no chain of stored pointers (interior ones included) from
     * a global object reaches, a stored pointer being a pointer fragment or an aligned word whose
     * value is an address inside the block: what LeakSanitizer reports once `main` has returned.
     */
    leaked() {
        const reached = new Set();
        const work = this.objects.filter((o) => o.kind === 'global');
        const reach = (t) => {
            if (t !== null && t.kind === 'heap' && t.alive && !reached.has(t)) {
                reached.add(t);
                work.push(t);
            }
        };
        const w = this.pointerBytes;
        for (let o = work.pop(); o !== undefined; o = work.pop()) {
            for (const f of o.frags?.values() ?? [])
                reach(f.ptr.obj);
            // as LeakSanitizer scans: any aligned word holding an address inside a block (a pointer
            // copied byte by byte, by memcpy, keeps no fragments)
            for (let off = 0; off + w <= o.size; off += w) {
                const word = assemble(o.bytes, off, w);
                const p = word === 0n ? NULL_PTR : this.fromAddress(word);
                if (p.obj !== null && p.off < BigInt(p.obj.size))
                    reach(p.obj); // inside, not one past
            }
        }
        return this.objects.find((o) => o.kind === 'heap' && o.alive && !reached.has(o));
    }
    requireInit(obj, off, size) {
        if (obj.init === null)
            return;
        for (let i = off; i < off + size; i++) {
            if (obj.init[i] !== 0xff)
                throw ub(`read of uninitialised memory (${obj.name}, offset ${i})`);
        }
    }
    observe(obj, off, size) {
        if (obj.origins === null || obj.origins.size === 0)
            return;
        for (let i = off; i < off + size; i++) {
            const k = obj.origins.get(i);
            if (k !== undefined)
                this.observed.add(k);
        }
    }
    markInit(obj, off, size) {
        if (obj.init !== null)
            obj.init.fill(0xff, off, off + size);
    }
    /** The bit pattern of `size` bytes at `p`. */
    readBits(p, size) {
        const { obj, off } = this.target(p, size, false);
        this.requireInit(obj, off, size);
        this.observe(obj, off, size);
        return assemble(obj.bytes, off, size);
    }
    writeBits(p, size, value) {
        const { obj, off } = this.target(p, size, true);
        scatter(obj.bytes, off, size, value);
        deleteRange(obj.frags, off, size);
        deleteRange(obj.origins, off, size);
        this.markInit(obj, off, size);
    }
    /**
     * An integer of `size` bytes read at `src` and written unchanged at `dst` (`a[i] = b[i]`): the
     * same checks and bytes as readBits then writeBits, but an indeterminate value copied is not
     * observed; its bytes keep their input's origin, so whatever later reads the copy observes it.
     */
    copyBits(dst, src, size) {
        const { obj, off } = this.target(src, size, false);
        this.requireInit(obj, off, size);
        // an integer write keeps no pointer fragments (writeBits); the bytes are all initialised
        const s = this.snapshot(src, size);
        this.restore(dst, new Snapshot(s.bytes, null, null, s.origins));
    }
    readPointer(p) {
        const n = this.pointerBytes;
        const { obj, off } = this.target(p, n, false);
        this.requireInit(obj, off, n);
        this.observe(obj, off, n);
        const first = obj.frags?.get(off);
        if (first !== undefined && first.index === 0) {
            let whole = true;
            for (let i = 1; i < n && whole; i++) {
                const f = obj.frags?.get(off + i);
                whole = f !== undefined && f.ptr === first.ptr && f.index === i;
            }
            if (whole)
                return first.ptr;
        }
        return this.fromAddress(assemble(obj.bytes, off, n));
    }
    writePointer(p, v) {
        const n = this.pointerBytes;
        this.writeBits(p, n, this.addressOf(v));
        const obj = p.obj;
        const off = Number(p.off);
        obj.frags ??= new Map();
        for (let i = 0; i < n; i++)
            obj.frags.set(off + i, { ptr: v, index: i });
    }
    /** A bit-field: `width` bits from bit `bitOffset` of the bytes at `p`. */
    readField(p, bitOffset, width, signed) {
        const n = Math.ceil((bitOffset + width) / 8);
        const { obj, off } = this.target(p, n, false);
        if (obj.init !== null) {
            for (let b = bitOffset; b < bitOffset + width; b++) {
                if ((obj.init[off + (b >> 3)] & (1 << (b & 7))) === 0) {
                    throw ub(`read of an uninitialised bit-field (${obj.name}, offset ${off})`);
                }
            }
        }
        this.observe(obj, off, n);
        const raw = (assemble(obj.bytes, off, n) >> BigInt(bitOffset)) & ((1n << BigInt(width)) - 1n);
        return signed ? BigInt.asIntN(width, raw) : raw;
    }
    /** Writes a bit-field; input origins of the bytes are kept (a neighbour may still hold one). */
    writeField(p, bitOffset, width, value) {
        const n = Math.ceil((bitOffset + width) / 8);
        const { obj, off } = this.target(p, n, true);
        const mask = ((1n << BigInt(width)) - 1n) << BigInt(bitOffset);
        const old = assemble(obj.bytes, off, n);
        scatter(obj.bytes, off, n, (old & ~mask) | ((BigInt.asUintN(width, value) << BigInt(bitOffset)) & mask));
        deleteRange(obj.frags, off, n);
        if (obj.init !== null) {
            for (let b = bitOffset; b < bitOffset + width; b++)
                obj.init[off + (b >> 3)] |= 1 << (b & 7);
        }
    }
    /** Copies `size` bytes at `p` with their metadata (record values); no initialisation check. */
    snapshot(p, size) {
        const { obj, off } = this.target(p, size, false);
        const shift = (m) => {
            if (m === null || m.size === 0)
                return null;
            const r = new Map();
            for (let i = 0; i < size; i++) {
                const x = m.get(off + i);
                if (x !== undefined)
                    r.set(i, x);
            }
            return r.size === 0 ? null : r;
        };
        const init = obj.init === null ? null : obj.init.slice(off, off + size);
        return new Snapshot(obj.bytes.slice(off, off + size), init, shift(obj.frags), shift(obj.origins));
    }
    restore(p, s) {
        const size = s.bytes.length;
        const { obj, off } = this.target(p, size, true);
        obj.bytes.set(s.bytes, off);
        if (s.init !== null) {
            obj.init ??= new Uint8Array(obj.size).fill(0xff);
            obj.init.set(s.init, off);
        }
        else
            this.markInit(obj, off, size);
        deleteRange(obj.frags, off, size);
        deleteRange(obj.origins, off, size);
        if (s.frags !== null) {
            obj.frags ??= new Map();
            for (const [i, f] of s.frags)
                obj.frags.set(off + i, f);
        }
        if (s.origins !== null) {
            obj.origins ??= new Map();
            for (const [i, k] of s.origins)
                obj.origins.set(off + i, k);
        }
    }
    /** Marks `size` bytes at `p` as holding input `index` (an `uninit` or `param` value). */
    tagOrigin(p, size, index) {
        const obj = p.obj;
        obj.origins ??= new Map();
        for (let i = 0; i < size; i++)
            obj.origins.set(Number(p.off) + i, index);
    }
    /** Resets an object to all-zero bytes, initialised or not, without pointers or origins. */
    reset(obj, initialised) {
        obj.bytes.fill(0);
        obj.frags = null;
        obj.origins = null;
        obj.init = initialised ? null : new Uint8Array(obj.size);
    }
    free(p) {
        if (p.isNull)
            return;
        const obj = p.obj;
        if (obj === null)
            throw ub(`free of an invalid pointer (address 0x${p.off.toString(16)})`);
        if (obj.kind !== 'heap')
            throw ub(`free of ${obj.name}, which malloc did not allocate`, 'invalid-free');
        if (obj.freed)
            throw ub(`double free (${obj.name})`, 'invalid-free');
        if (p.off !== 0n)
            throw ub(`free of a pointer into the middle of ${obj.name} (offset ${p.off})`);
        obj.freed = true;
        obj.alive = false;
        this.total -= obj.size;
    }
    /** Ends the lifetime of a local (its function returned, or its VLA declaration ran again). */
    kill(obj) {
        obj.alive = false;
    }
    /** Bytes at `p` for display: undefined when unreadable or not fully initialised. */
    peek(p, size) {
        const obj = p.obj;
        if (obj === null || !obj.alive || obj.kind === 'function' || p.off < 0n)
            return undefined;
        const off = Number(p.off);
        if (off + size > obj.size)
            return undefined;
        if (obj.init !== null && obj.init.subarray(off, off + size).some((m) => m !== 0xff))
            return undefined;
        return assemble(obj.bytes, off, size);
    }
    /** The pointer stored at `p` for display (no checks beyond peek's). */
    peekPointer(p) {
        const bits = this.peek(p, this.pointerBytes);
        if (bits === undefined)
            return undefined;
        const f = p.obj?.frags?.get(Number(p.off));
        return f !== undefined && f.index === 0 ? f.ptr : this.fromAddress(bits);
    }
}

;// CONCATENATED MODULE: ./src/certify/inputs.ts
// How objects take nondeterministic values: an object splits into scalar leaves in layout order
// (array elements in index order, struct members in declaration order), each consuming one
// InputValue; the same rule as the BMC encoder's. Also the input providers: a fixed queue (replay)
// and one computed per request (tests, differential runs).


/** More scalar leaves than this: an uninitialised declaration consumes no input at all. */
const MAX_LEAVES = 64;
/** Number of leaves of an aggregate made of integers and pointers only, or undefined (see scalarLeaves). */
function countLeaves(t) {
    switch (t.kind) {
        case 'int':
        case 'pointer':
            return 1;
        case 'array': {
            if (t.vla || t.length === undefined)
                return undefined;
            const each = countLeaves(t.of);
            return each === undefined ? undefined : t.length * each;
        }
        case 'record': {
            if (t.def.isUnion || t.def.fields.some((f) => f.bitWidth !== undefined))
                return undefined;
            let total = 0;
            for (const f of t.def.fields) {
                const n = countLeaves(f.type);
                if (n === undefined)
                    return undefined;
                total += n;
            }
            return total;
        }
        default:
            return undefined;
    }
}
function scalarLeaf(t, offset, model) {
    if (t.kind === 'int')
        return { offset, type: t, width: t.bits, signed: t.signed };
    return { offset, type: t, width: model.pointerBytes * 8, signed: false };
}
/**
 * The scalar leaves of an object of type `t`, each taking one input: an integer or pointer is one
 * leaf; an aggregate of integers and pointers in fixed-length arrays and structs without
 * bit-fields has one per scalar (element order, then member order), at most `limit`. Anything
 * else (floating point, unions, bit-fields, VLAs, more than `limit`) has none: undefined.
 */
function inputs_scalarLeaves(t, model, limit = MAX_LEAVES) {
    const n = countLeaves(t);
    if (n === undefined || n > limit)
        return undefined;
    const out = [];
    const walk = (u, offset) => {
        if (u.kind === 'array') {
            const size = sizeOf(u.of, model) ?? 0;
            for (let i = 0; i < (u.length ?? 0); i++)
                walk(u.of, offset + i * size);
        }
        else if (u.kind === 'record')
            for (const f of u.def.fields)
                walk(f.type, offset + f.offset);
        else
            out.push(scalarLeaf(u, offset, model));
    };
    walk(t, 0);
    return out;
}
/** The value a leaf of type `t` gets from an input's bit pattern (pointers: NULL or a bare address). */
function leafValue(t, width, signed, bits) {
    if (t.kind === 'pointer')
        return bits === 0n ? NULL_PTR : new Ptr(null, bits);
    return signed ? BigInt.asIntN(width, bits) : bits;
}
/** Why `v` does not answer `req`, or undefined when it does (the name is not compared). */
function inputMismatch(req, v, isBool) {
    if (v.source !== req.source)
        return `source '${v.source}' where '${req.source}' is consumed`;
    if (v.edgeId !== req.edgeId)
        return `edge ${v.edgeId ?? 'none'} where edge ${req.edgeId ?? 'none'} consumes`;
    if (v.width !== req.width || v.signed !== req.signed) {
        const kind = (w, s) => `${w}-bit ${s ? 'signed' : 'unsigned'}`;
        return `a ${kind(v.width, v.signed)} value where a ${kind(req.width, req.signed)} one is needed`;
    }
    if (v.bits < 0n || v.bits >= 1n << BigInt(v.width))
        return `bits ${v.bits} do not fit in ${v.width} bits`;
    if (isBool && v.bits > 1n)
        return `_Bool value ${v.bits}`;
    return undefined;
}
/** Serves `inputs` in order (replay of a counterexample). */
function inputQueue(inputs) {
    let i = 0;
    return { next: () => (i < inputs.length ? inputs[i++] : undefined) };
}
/**
 * Answers each request with `answer(request)` (wrapped to the request's width); for tests and
 * differential runs where the values are chosen on the fly. `undefined` ends the inputs.
 */
function inputsFrom(answer) {
    return {
        next(req) {
            const v = answer(req);
            if (v === undefined)
                return undefined;
            const bits = BigInt.asUintN(req.width, v);
            return {
                source: req.source,
                edgeId: req.edgeId,
                name: req.name,
                bits,
                width: req.width,
                signed: req.signed,
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/certify/astWalk.ts
// Walks over the typed AST of function bodies: every statement, every expression inside them
// (initializers and VLA lengths included). Used to find declarations with initializers (traces)
// and the functions a program calls (reproducers).

/** Calls `visit` on `s` and every statement nested in it. */
function walkStmts(s, visit) {
    visit(s);
    switch (s.kind) {
        case 'Block':
            for (const b of s.body)
                walkStmts(b, visit);
            return;
        case 'If':
            walkStmts(s.then, visit);
            if (s.else)
                walkStmts(s.else, visit);
            return;
        case 'While':
        case 'DoWhile':
        case 'Switch':
        case 'Case':
        case 'Default':
        case 'Labeled':
            walkStmts(s.body, visit);
            return;
        case 'For':
            if (s.init)
                walkStmts(s.init, visit);
            walkStmts(s.body, visit);
            return;
        default:
            return;
    }
}
function astWalk_initializerExprs(init) {
    return init.kind === 'scalar' ? [init.expr] : init.elements.flatMap(([, sub]) => astWalk_initializerExprs(sub));
}
/** The expressions a statement holds directly (not those of nested statements). */
function stmtExprs(s) {
    switch (s.kind) {
        case 'ExprStmt':
            return [s.expr];
        case 'Decl':
            return [...(s.init ? astWalk_initializerExprs(s.init) : []), ...(s.vlaLength ? [s.vlaLength] : [])];
        case 'If':
        case 'While':
        case 'DoWhile':
        case 'Switch':
            return [s.cond];
        case 'For':
            return [...(s.cond ? [s.cond] : []), ...(s.update ? [s.update] : [])];
        case 'Return':
            return s.value ? [s.value] : [];
        default:
            return [];
    }
}
/** Calls `visit` on `e` and all its sub-expressions. */
function walkExpr(e, visit) {
    visit(e);
    for (const c of children(e))
        walkExpr(c, visit);
}
/** Local variables whose declaration has an initializer, per function name. */
function initializedLocals(program) {
    const out = new Map();
    for (const def of program.definitions) {
        const set = new Set();
        walkStmts(def.body, (s) => {
            if (s.kind === 'Decl' && s.init)
                set.add(s.variable);
        });
        out.set(def.symbol.name, set);
    }
    return out;
}
/** Names of the functions the program's code calls or takes the address of. */
function referencedFunctions(program) {
    const names = new Set();
    const visitExpr = (e) => walkExpr(e, (x) => {
        if (x.kind === 'Call' && !x.through)
            names.add(x.callee.name);
        else if (x.kind === 'FuncRef')
            names.add(x.symbol.name);
    });
    for (const def of program.definitions)
        walkStmts(def.body, (s) => stmtExprs(s).forEach(visitExpr));
    for (const g of program.globals)
        if (g.init)
            astWalk_initializerExprs(g.init).forEach(visitExpr);
    return names;
}

;// CONCATENATED MODULE: ./src/certify/evalExpr.ts
// Evaluation of the pure expressions on CFA edges: exact integer arithmetic (conversions to a
// signed type wrap: implementation-defined), pointer arithmetic in bytes scaled by the element
// size, lvalues down to bit-fields, loads and stores through Memory, and the undefined behaviour of
// operators (signed overflow, division by zero, INT_MIN / -1, bad shifts, foreign pointers).






const evalExpr_ub = (what, loc, category) => new Stop('undefined-behavior', what, loc, category);
/** The expression as the program spells it, for messages that must not depend on values. */
const spelled = (e) => exprToC(e, { implicitCasts: false, names: 'source' });
const unsupported = (what, loc) => new Stop('unsupported', what, loc);
/** `p` moved by `bytes`, modulo the address width as the machine computes it. */
function offsetPtr(p, bytes, pointerBits) {
    if (bytes === 0n)
        return p;
    const off = p.off + bytes;
    return new Ptr(p.obj, p.obj ? BigInt.asIntN(pointerBits, off) : BigInt.asUintN(pointerBits, off));
}
class Evaluator {
    rt;
    /** Location of the expression being evaluated, for memory errors (which carry none). */
    loc;
    constructor(rt) {
        this.rt = rt;
    }
    get mem() {
        return this.rt.mem;
    }
    /** Size of a type at run time (VLAs: their length expression's current value). */
    sizeOf(t, s) {
        if (t.kind === 'array' && (t.vla || t.length === undefined)) {
            if (!t.lengthExpr)
                throw unsupported(`object of incomplete type ${typeToString(t)}`, this.loc);
            return Number(this.int(this.eval(t.lengthExpr, s))) * this.sizeOf(t.of, s);
        }
        if (t.kind === 'array')
            return t.length * this.sizeOf(t.of, s);
        const n = sizeOf(t, this.rt.model);
        if (n === undefined)
            throw unsupported(`object of incomplete type ${typeToString(t)}`, this.loc);
        return n;
    }
    /** Element size for pointer arithmetic (GNU C: void and functions count as 1). */
    elementSize(t, s) {
        return t.kind === 'void' || t.kind === 'function' ? 1 : this.sizeOf(t, s);
    }
    move(p, bytes) {
        return offsetPtr(p, bytes, this.rt.model.pointerBytes * 8);
    }
    int(v) {
        if (typeof v !== 'bigint')
            throw unsupported('a non-integer value where an integer is needed', this.loc);
        return v;
    }
    ptr(v) {
        if (!(v instanceof Ptr))
            throw unsupported('a non-pointer value where a pointer is needed', this.loc);
        return v;
    }
    lvalue(e, s) {
        switch (e.kind) {
            case 'VarRef':
                return { ptr: new Ptr(s.object(e.symbol), 0n), type: e.type };
            case 'StringLit':
                return { ptr: new Ptr(this.rt.stringObject(e), 0n), type: e.type };
            case 'Deref':
                return { ptr: this.ptr(this.eval(e.operand, s)), type: e.type };
            case 'Index': {
                const base = e.base.type.kind === 'array' ? this.lvalue(e.base, s).ptr : this.ptr(this.eval(e.base, s));
                const i = this.int(this.eval(e.index, s));
                return { ptr: this.move(base, i * BigInt(this.elementSize(e.type, s))), type: e.type };
            }
            case 'Member': {
                const base = this.lvalue(e.base, s);
                const f = e.record.fields.find((x) => x.name === e.field && (x.name !== '' || x.type === e.type || sameType(x.type, e.type)));
                if (!f)
                    throw unsupported(`member ${e.field} of ${typeToString(e.base.type)}`, e.loc);
                const ptr = this.move(base.ptr, BigInt(f.offset));
                if (f.bitWidth === undefined)
                    return { ptr, type: e.type };
                const signed = f.type.kind === 'int' && f.type.signed;
                return { ptr, type: e.type, field: { bitOffset: f.bitOffset ?? 0, width: f.bitWidth, signed } };
            }
            default:
                throw unsupported(`${e.kind} expression used as an lvalue`, e.loc);
        }
    }
    load(lv, s) {
        const t = lv.type;
        switch (t.kind) {
            case 'int': {
                if (lv.field) {
                    const v = this.mem.readField(lv.ptr, lv.field.bitOffset, lv.field.width, lv.field.signed);
                    return t.ik === 'bool' ? (v !== 0n ? 1n : 0n) : v;
                }
                const raw = this.mem.readBits(lv.ptr, t.bits / 8);
                if (t.ik === 'bool')
                    return raw !== 0n ? 1n : 0n;
                return t.signed ? BigInt.asIntN(t.bits, raw) : raw;
            }
            case 'pointer':
                return this.mem.readPointer(lv.ptr);
            case 'float': {
                const n = this.sizeOf(t, s);
                return new FloatBits(this.mem.readBits(lv.ptr, n), n * 8);
            }
            case 'record':
                return this.mem.snapshot(lv.ptr, this.sizeOf(t, s));
            case 'array':
                return lv.ptr; // an array used as a value is its first element's address
            default:
                throw unsupported(`reading an object of type ${typeToString(t)}`, this.loc);
        }
    }
    store(lv, v, s) {
        const t = lv.type;
        if (t.kind === 'int') {
            const n = this.int(v);
            if (lv.field)
                this.mem.writeField(lv.ptr, lv.field.bitOffset, lv.field.width, wrapToType(n, t));
            else
                this.mem.writeBits(lv.ptr, t.bits / 8, n);
        }
        else if (t.kind === 'pointer')
            this.mem.writePointer(lv.ptr, this.ptr(v));
        else if (t.kind === 'float' && v instanceof FloatBits)
            this.mem.writeBits(lv.ptr, v.width / 8, v.bits);
        else if (t.kind === 'record' && v instanceof Snapshot && v.bytes.length === this.sizeOf(t, s)) {
            this.mem.restore(lv.ptr, v);
        }
        else
            throw unsupported(`storing into an object of type ${typeToString(t)}`, this.loc);
    }
    /** Is `v` non-zero (non-null)? */
    truthy(v) {
        if (typeof v === 'bigint')
            return v !== 0n;
        if (v instanceof Ptr)
            return !v.isNull;
        if (v instanceof FloatBits)
            return (v.bits & ~(1n << BigInt(v.width - 1))) !== 0n;
        throw unsupported('a record or void value as a condition', this.loc);
    }
    eval(e, s) {
        switch (e.kind) {
            case 'IntConst':
                return e.value;
            case 'VarRef':
            case 'Index':
            case 'Member':
            case 'Deref':
            case 'StringLit': {
                const lv = this.lvalue(e, s);
                this.loc = e.loc;
                return this.load(lv, s);
            }
            case 'FuncRef':
                return new Ptr(this.rt.functionObject(e.symbol), 0n);
            case 'AddrOf':
                if (e.operand.kind === 'FuncRef')
                    return new Ptr(this.rt.functionObject(e.operand.symbol), 0n);
                return this.lvalue(e.operand, s).ptr;
            case 'Decay':
                return this.lvalue(e.operand, s).ptr;
            case 'Cast':
                return this.convert(this.eval(e.operand, s), e.type, e.loc);
            case 'Unary':
                return this.unary(e, s);
            case 'Binary':
                return this.binary(e, s);
            case 'MemCheck':
                return this.memCheck(e, s) ? 1n : 0n;
            default:
                throw unsupported(`a ${e.kind} expression on a CFA edge`, e.loc);
        }
    }
    /** Does the memory-safety test `e` fail (src/ir/checks.ts)? Inner accesses were tested before it. */
    memCheck(e, s) {
        if (e.check === 'leak')
            return this.rt.mem.leaked() !== undefined;
        const p = this.eval(e.pointer, s);
        if (!(p instanceof Ptr))
            throw unsupported('a memory check of a non-pointer', e.loc);
        if (e.check === 'free')
            return this.rt.mem.invalidFree(p) !== undefined;
        return this.rt.mem.invalidAccess(p, this.sizeOf(e.accessType, s)) !== undefined;
    }
    /** `v` converted to type `to` (C11 6.3; integer to pointer finds the object at that address). */
    convert(v, to, loc) {
        if (to.kind === 'void')
            return undefined;
        if (to.kind === 'int') {
            if (typeof v === 'bigint')
                return wrapToType(v, to);
            if (v instanceof Ptr) {
                if (to.ik === 'bool')
                    return v.isNull ? 0n : 1n;
                if (v.obj)
                    this.mem.addressDependent = true;
                return wrapToType(this.mem.addressOf(v), to);
            }
            throw unsupported('floating point', loc);
        }
        if (to.kind === 'pointer') {
            if (typeof v === 'bigint')
                return this.mem.fromAddress(v);
            if (v instanceof Ptr)
                return v;
            throw unsupported(`conversion to ${typeToString(to)}`, loc);
        }
        if (to.kind === 'float' && v instanceof FloatBits && v.width === (sizeOf(to, this.rt.model) ?? 0) * 8)
            return v;
        if (to.kind === 'record' && v instanceof Snapshot)
            return v;
        if (to.kind === 'float' || v instanceof FloatBits)
            throw unsupported('floating point', loc);
        throw unsupported(`conversion to ${typeToString(to)}`, loc);
    }
    /** Exact result `r` of `e` wrapped to `t`; a signed result out of range is undefined behaviour. */
    wrap(r, t, e) {
        const w = wrapToType(r, t);
        if (t.signed && w !== r)
            throw evalExpr_ub(`signed overflow in ${spelled(e)}`, e.loc, 'signed-overflow');
        return w;
    }
    unary(e, s) {
        const v = this.eval(e.operand, s);
        if (e.op === '!')
            return this.truthy(v) ? 0n : 1n;
        const t = e.type;
        const n = this.int(v);
        return e.op === '-' ? this.wrap(-n, t, e) : wrapToType(~n, t);
    }
    binary(e, s) {
        const l = this.eval(e.left, s);
        const r = this.eval(e.right, s);
        if (l instanceof Ptr || r instanceof Ptr)
            return this.pointerBinary(e, l, r, s);
        const a = this.int(l);
        const b = this.int(r);
        const loc = e.loc;
        const bool = (x) => (x ? 1n : 0n);
        switch (e.op) {
            case '<':
                return bool(a < b);
            case '<=':
                return bool(a <= b);
            case '>':
                return bool(a > b);
            case '>=':
                return bool(a >= b);
            case '==':
                return bool(a === b);
            case '!=':
                return bool(a !== b);
            default:
                break;
        }
        if (e.type.kind !== 'int')
            throw unsupported(`operator ${e.op} on ${typeToString(e.type)}`, loc);
        const t = e.type;
        switch (e.op) {
            case '+':
                return this.wrap(a + b, t, e);
            case '-':
                return this.wrap(a - b, t, e);
            case '*':
                return this.wrap(a * b, t, e);
            case '/':
            case '%': {
                const what = e.op === '/' ? 'division' : 'remainder';
                if (b === 0n)
                    throw evalExpr_ub(`${what} by zero in ${spelled(e)}`, loc, 'div-by-zero');
                if (t.signed && b === -1n && a === minValue(t)) {
                    throw evalExpr_ub(`signed overflow in ${spelled(e)} (${what} of the minimum by -1)`, loc, 'signed-overflow');
                }
                return wrapToType(e.op === '/' ? a / b : a % b, t);
            }
            case '<<':
            case '>>':
                // C11 6.5.7: a negative count or one not below the width; a negative left operand of <<, or
                // a result not representable in the (signed) type, as gcc's -fsanitize=shift says.
                if (b < 0n || b >= BigInt(t.bits))
                    throw evalExpr_ub(`shift count out of range in ${spelled(e)} (negative or not below ${t.bits})`, loc, 'shift');
                if (e.op === '>>')
                    return wrapToType(a >> b, t);
                if (t.signed && a < 0n)
                    throw evalExpr_ub(`left shift of a negative value in ${spelled(e)}`, loc, 'shift');
                if (t.signed && a << b > maxValue(t))
                    throw evalExpr_ub(`left shift past the sign bit in ${spelled(e)}`, loc, 'shift');
                return wrapToType(a << b, t);
            case '&':
                return wrapToType(a & b, t);
            case '|':
                return wrapToType(a | b, t);
            case '^':
                return wrapToType(a ^ b, t);
        }
    }
    pointerBinary(e, l, r, s) {
        const loc = e.loc;
        if (e.type.kind === 'pointer' && (e.op === '+' || e.op === '-')) {
            const p = this.ptr(l);
            const n = this.int(r);
            const bytes = n * BigInt(this.elementSize(e.type.to, s));
            return this.move(p, e.op === '+' ? bytes : -bytes);
        }
        const a = this.ptr(l);
        const b = this.ptr(r);
        const sameObject = a.obj === b.obj;
        if (e.op === '==' || e.op === '!=') {
            const dead = (p) => p.obj !== null && !p.obj.alive;
            const bare = (p) => p.obj === null && !p.isNull;
            if (!sameObject && (dead(a) || dead(b) || bare(a) !== bare(b)))
                this.mem.addressDependent = true;
            const eq = sameObject
                ? a.off === b.off
                : this.mem.addressOf(a) === this.mem.addressOf(b) && (!a.obj || !b.obj);
            return (e.op === '==') === eq ? 1n : 0n;
        }
        if (!sameObject) {
            throw evalExpr_ub(`${e.op === '-' ? 'subtraction' : 'relational comparison'} of pointers into different objects`, loc);
        }
        switch (e.op) {
            case '-': {
                if (e.left.type.kind !== 'pointer' || e.type.kind !== 'int')
                    break;
                const size = BigInt(this.elementSize(e.left.type.to, s));
                return wrapToType((a.off - b.off) / size, e.type);
            }
            case '<':
                return a.off < b.off ? 1n : 0n;
            case '<=':
                return a.off <= b.off ? 1n : 0n;
            case '>':
                return a.off > b.off ? 1n : 0n;
            case '>=':
                return a.off >= b.off ? 1n : 0n;
            default:
                break;
        }
        throw unsupported(`operator ${e.op} on pointers`, loc);
    }
}

;// CONCATENATED MODULE: ./src/certify/state.ts
// The program state of the concrete interpreter besides memory contents: global objects (with
// their initializers run), string-literal and function objects, call frames with lazily created
// local objects, and which locals are CFA temporaries or declared with an initializer.





function literalName(bytes) {
    const text = String.fromCharCode(...bytes.slice(0, 16).map((b) => (b >= 0x20 && b < 0x7f ? b : 0x3f)));
    return JSON.stringify(bytes.length > 16 ? `${text}...` : text);
}
class State {
    cfa;
    model;
    mem;
    ev;
    frames = [];
    globals = new Map();
    strings = new WeakMap();
    functions = new Map();
    temps = new Map();
    initialized;
    /** Scope of global initializers: globals only. */
    globalScope = {
        object: (sym) => {
            if (sym.storage === 'global' || sym.storage === 'static-local')
                return this.global(sym);
            throw new Stop('unsupported', `local ${sym.name} in a global initializer`);
        },
    };
    constructor(cfa, model) {
        this.cfa = cfa;
        this.model = model;
        this.mem = new Memory(model.pointerBytes);
        this.ev = new Evaluator(this);
    }
    stringObject(lit) {
        let o = this.strings.get(lit);
        if (!o) {
            o = this.mem.allocate('string', literalName(lit.bytes), lit.bytes.length + 1, 1, true);
            o.bytes.set(lit.bytes);
            o.alive = true;
            this.strings.set(lit, o);
        }
        return o;
    }
    functionObject(sym) {
        let o = this.functions.get(sym.name);
        if (!o) {
            o = this.mem.allocate('function', sym.name, 1, 1, true);
            this.functions.set(sym.name, o);
        }
        return o;
    }
    global(sym) {
        const o = this.globals.get(sym.uid);
        if (!o)
            throw new Stop('unsupported', `${sym.name} is declared but never defined`);
        return o;
    }
    /** Creates every global (zero-filled), then runs their initializers in definition order. */
    initGlobals() {
        for (const g of this.cfa.globals) {
            const sym = g.variable;
            this.ev.loc = sym.loc;
            const size = this.ev.sizeOf(sym.type, this.globalScope);
            const name = sym.storage === 'static-local' ? sym.uid : sym.name;
            this.globals.set(sym.uid, this.mem.allocate('global', name, size, alignOf(sym.type, this.model), true));
        }
        for (const g of this.cfa.globals) {
            if (!g.init)
                continue;
            this.ev.loc = g.variable.loc;
            const lv = { ptr: new Ptr(this.global(g.variable), 0n), type: g.variable.type };
            this.initialize(lv, g.init, this.globalScope);
        }
    }
    initialize(lv, init, s) {
        if (init.kind === 'scalar') {
            const v = this.ev.eval(init.expr, s);
            if (v === undefined)
                throw new Stop('unsupported', 'a void initializer');
            this.ev.store(lv, v, s);
            return;
        }
        const t = lv.type;
        for (const [k, sub] of init.elements) {
            if (t.kind === 'array') {
                this.initialize({ ptr: this.ev.move(lv.ptr, BigInt(k * this.ev.sizeOf(t.of, s))), type: t.of }, sub, s);
            }
            else if (t.kind === 'record' && t.def.fields[k]) {
                const f = t.def.fields[k];
                const ptr = this.ev.move(lv.ptr, BigInt(f.offset));
                const signed = f.type.kind === 'int' && f.type.signed;
                const field = f.bitWidth === undefined ? undefined : { bitOffset: f.bitOffset ?? 0, width: f.bitWidth, signed };
                this.initialize({ ptr, type: f.type, field }, sub, s);
            }
            else
                throw new Stop('unsupported', 'an initializer element the interpreter cannot place');
        }
    }
    /** A new frame for `fn`; its locals are created (uninitialised) on first use. */
    pushFrame(fn, call) {
        const vars = new Map();
        const scope = {
            object: (sym) => {
                if (sym.storage === 'global' || sym.storage === 'static-local')
                    return this.global(sym);
                let o = vars.get(sym.uid);
                if (!o) {
                    o = this.newLocal(sym, this.ev.sizeOf(sym.type, scope));
                    vars.set(sym.uid, o);
                }
                return o;
            },
        };
        const frame = { fn, node: fn.entry, vars, call, scope };
        this.frames.push(frame);
        return frame;
    }
    newLocal(sym, size) {
        return this.mem.allocate('local', sym.name, size, alignOf(sym.type, this.model), false);
    }
    /** Leaves the top frame: its locals' lifetimes end. */
    popFrame() {
        const f = this.frames.pop();
        for (const o of f.vars.values())
            this.mem.kill(o);
        return f;
    }
    /** Does the declaration of local `sym` of `fn` have an initializer? */
    hasInitializer(fn, sym) {
        this.initialized ??= initializedLocals(this.cfa.program);
        return this.initialized.get(fn.name)?.has(sym) ?? false;
    }
    /** Is `sym` a temporary the CFA builder introduced in `fn` (not a variable of the program)? */
    isTemp(fn, sym) {
        if (sym.storage !== 'local')
            return false;
        let declared = this.temps.get(fn.name);
        if (!declared) {
            const def = this.cfa.program.definitions.find((d) => d.symbol.name === fn.name);
            declared = new Set([...(def?.locals ?? []), ...(def?.params ?? [])].map((v) => v.uid));
            this.temps.set(fn.name, declared);
        }
        return !declared.has(sym.uid);
    }
}

;// CONCATENATED MODULE: ./src/certify/trace.ts
// Records the trace of a run. Merging rule: an edge joins the current step when it runs in the same
// frame, at the same file and line, with the same statement text, and is not already part of that
// step (so loop iterations stay apart); blank edges without text (joins, loop back edges) are not
// recorded, nor are the passing branches of `--check` tests. A condition's step says which way it
// went (`branch`: the condition held, or not). Values print as C literals: `-1`,
// `4294967295u`, `NULL`, `&a+8`, `{.x = 1, .y = 2}`.


class TraceRecorder {
    enabled;
    steps = [];
    open;
    constructor(enabled) {
        this.enabled = enabled;
    }
    /** An edge executes in `frame` (any object identifying the activation) of function `fn`. */
    edge(frame, fn, e) {
        if (!this.enabled ||
            (e.kind === 'blank' && e.text === '') ||
            (e.kind === 'assume' && e.check && !e.truth))
            return;
        const o = this.open;
        if (o &&
            !o.sealed &&
            o.frame === frame &&
            o.step.file === e.loc.file &&
            o.step.line === e.loc.line &&
            o.step.text === e.text &&
            !o.step.edgeIds.includes(e.id)) {
            o.step.edgeIds.push(e.id);
            if (e.kind === 'assume')
                o.step.branch = e.truth;
            return;
        }
        this.start(frame, fn, e.loc, e.text, [e.id], false);
        if (e.kind === 'assume' && this.open)
            this.open.step.branch = e.truth;
    }
    /** A function starts: a step of its own at its definition, with the parameters' values. */
    enter(frame, fn, loc, text) {
        if (this.enabled)
            this.start(frame, fn, loc, text, [], true);
    }
    /** Execution continues in `frame` after a call returned: the call's statement gets a new step. */
    resume(frame, fn, call) {
        if (this.enabled)
            this.start(frame, fn, call.loc, call.text, [call.id], false);
    }
    /** `key` got `value` in the current step (a later write to the same key replaces the value). */
    assign(key, value) {
        if (this.open)
            this.open.step.assignments[key] = value;
    }
    start(frame, fn, loc, text, edgeIds, sealed) {
        const step = { file: loc.file, line: loc.line, function: fn, text, assignments: {}, edgeIds };
        this.steps.push(step);
        this.open = { step, frame, sealed };
    }
}
const UNSIGNED_SUFFIXED = new Set(['uint', 'ulong', 'ullong', 'uint128']);
const MAX_ELEMENTS = 16;
/** An integer as a C literal of its type: unsigned int and wider get a `u` suffix. */
function intLiteral(v, t) {
    return UNSIGNED_SUFFIXED.has(t.ik) ? `${v}u` : `${v}`;
}
/** A pointer as C: `NULL`, `&x`, `&a+8` (byte offset), or a bare address `(void *)0x1234`. */
function pointerText(p) {
    if (p.obj === null)
        return p.off === 0n ? 'NULL' : `(void *)0x${p.off.toString(16)}`;
    const base = `&${p.obj.name}`;
    return p.off === 0n ? base : `${base}${p.off > 0n ? '+' : ''}${p.off}`;
}
/** The value of an object of type `t` at `p`, for traces; `?` where it is not initialised. */
function formatObject(mem, model, p, t, depth = 0) {
    const at = (off) => new Ptr(p.obj, p.off + BigInt(off));
    switch (t.kind) {
        case 'int': {
            const raw = mem.peek(p, t.bits / 8);
            if (raw === undefined)
                return '?';
            return intLiteral(t.ik === 'bool' ? (raw !== 0n ? 1n : 0n) : t.signed ? BigInt.asIntN(t.bits, raw) : raw, t);
        }
        case 'pointer': {
            const v = mem.peekPointer(p);
            return v === undefined ? '?' : pointerText(v);
        }
        case 'float': {
            const raw = mem.peek(p, sizeOf(t, model) ?? 0);
            return raw === undefined ? '?' : `<${t.fk} 0x${raw.toString(16)}>`;
        }
        case 'array': {
            const n = t.length ?? 0;
            const size = sizeOf(t.of, model) ?? 0;
            if (depth > 3 || size === 0)
                return '{...}';
            const parts = [];
            for (let i = 0; i < Math.min(n, MAX_ELEMENTS); i++)
                parts.push(formatObject(mem, model, at(i * size), t.of, depth + 1));
            if (n > MAX_ELEMENTS)
                parts.push('...');
            return `{${parts.join(', ')}}`;
        }
        case 'record': {
            if (depth > 3)
                return '{...}';
            const parts = t.def.fields.map((f) => {
                if (f.bitWidth === undefined)
                    return `.${f.name} = ${formatObject(mem, model, at(f.offset), f.type, depth + 1)}`;
                const n = Math.ceil(((f.bitOffset ?? 0) + f.bitWidth) / 8);
                const raw = mem.peek(at(f.offset), n);
                if (raw === undefined)
                    return `.${f.name} = ?`;
                const bits = (raw >> BigInt(f.bitOffset ?? 0)) & ((1n << BigInt(f.bitWidth)) - 1n);
                const signed = f.type.kind === 'int' && f.type.signed;
                const v = signed ? BigInt.asIntN(f.bitWidth, bits) : bits;
                return `.${f.name} = ${f.type.kind === 'int' ? intLiteral(v, f.type) : v}`;
            });
            return `{${parts.join(', ')}}`;
        }
        default:
            return '?';
    }
}

;// CONCATENATED MODULE: ./src/certify/interpreter.ts
// The concrete interpreter: runs a ProgramCfa from an entry function on a sequence of
// nondeterministic inputs, bit-precisely, and reports how the run ends (violation, exit, blocked
// path, undefined behaviour, unsupported construct, limits, input problems) with a trace. The
// order in which inputs are consumed is the contract with the engines: see execute() below.










const DEFAULT_MAX_STEPS = 1_000_000;
const DEFAULT_MAX_DEPTH = 10_000;
/**
 * Input consumption, in execution order (each InputValue must match source, edgeId, width and
 * signedness; `name` is informational):
 * 1. The entry function's parameters, in order: one `param` input per scalar leaf (edgeId undefined);
 *    for a pointer parameter of an entry other than main, the leaves of the object it points to
 *    (ir/entryObjects.ts).
 * 2. A havoc edge: one input per scalar leaf of its lhs type, source = the edge's reason
 *    (`nondet`/`external`), edgeId = the edge, name = the callee.
 * 3. A decl edge without zeroInit (each time it runs, temporaries included): one `uninit` input per
 *    scalar leaf of the variable, edgeId = the edge, name = the variable's source name. A variable
 *    without leaves (floating point, unions, bit-fields, VLAs, more than 64 scalars) consumes none
 *    and stays uninitialised: reading it before a write is undefined behaviour. zeroInit decls
 *    consume nothing. (Havoc edges and parameters without leaves are unsupported.)
 * Leaves (scalarLeaves): an integer or pointer is one leaf; an aggregate of integers and pointers
 * has one per scalar, element by element and member by member; width = the type's bits (_Bool: 8,
 * value 0 or 1; pointers: unsigned, 0 = NULL, any other value a bare address, not dereferenceable).
 * Nothing else consumes inputs: malloc'd memory is uninitialised (reading it before writing is
 * undefined behaviour), malloc never fails, globals are initialised by their initializers.
 *
 * Runs `cfa` from `options.entry` (default `main`) on `inputs` (a queue, or a provider).
 */
function interpreter_execute(cfa, inputs, options = {}) {
    const provider = Array.isArray(inputs) ? inputQueue(inputs) : inputs;
    return new Machine(cfa, provider, options).run();
}
/** The variable an lvalue belongs to, unless it lies behind a pointer. */
function interpreter_rootVar(e) {
    if (e.kind === 'VarRef')
        return e.symbol;
    if (e.kind === 'Member')
        return interpreter_rootVar(e.base);
    if (e.kind === 'Index' && e.base.type.kind === 'array')
        return interpreter_rootVar(e.base);
    return undefined;
}
/**
 * The lvalue whose integer `rhs` copies unchanged into `lv` (`a[i] = b[i]`, or through casts that
 * only change the signedness): same width, no _Bool (whose load normalises), a bit-field on neither
 * side (the caller looks at the source's lvalue). Such an assignment copies the bytes
 * (Memory.copyBits), so an indeterminate value moved from one object to another is not yet
 * observed: what decides is whether a branch, an address or an operation reads it.
 */
function copiedFrom(lv, rhs) {
    const t = lv.type;
    if (t.kind !== 'int' || t.ik === 'bool' || lv.field)
        return undefined;
    const same = (u) => u.kind === 'int' && u.ik !== 'bool' && u.bits === t.bits;
    let src = rhs;
    while (src.kind === 'Cast' && same(src.type))
        src = src.operand;
    if (!same(src.type))
        return undefined;
    const lvalue = src.kind === 'VarRef' || src.kind === 'Index' || src.kind === 'Member' || src.kind === 'Deref';
    return lvalue ? src : undefined;
}
class Machine {
    cfa;
    inputs;
    options;
    st;
    trace;
    properties = new Map();
    steps = 0;
    charged = 0;
    allocatedCharged = 0;
    largeCharged = 0;
    consumed = 0;
    consumedCharged = 0;
    heapBlocks = 0;
    lastLoc;
    maxSteps;
    maxDepth;
    constructor(cfa, inputs, options) {
        this.cfa = cfa;
        this.inputs = inputs;
        this.options = options;
        this.st = new State(cfa, cfa.program.dataModel);
        this.trace = new TraceRecorder(options.trace !== false);
        for (const fn of cfa.functions.values())
            for (const p of fn.properties)
                this.properties.set(p.node, p);
        this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
        this.maxDepth = options.maxCallDepth ?? DEFAULT_MAX_DEPTH;
    }
    /** Past the run's deadline (on the run's work clock, which stands past it after the wall-clock safety net). */
    pastDeadline() {
        this.chargeSteps();
        return this.options.deadline !== undefined && workNow() > this.options.deadline;
    }
    /**
     * The steps, allocated objects, bytes accessed in large objects and inputs consumed since the last
     * charge, to the run's work clock (workClock.ts).
     */
    chargeSteps() {
        const { allocated, largeAccessed } = this.st.mem;
        workClock_workClock()?.chargeSteps(this.steps - this.charged, {
            objects: allocated - this.allocatedCharged,
            largeBytes: largeAccessed - this.largeCharged,
            inputs: this.consumed - this.consumedCharged,
        });
        this.charged = this.steps;
        this.allocatedCharged = allocated;
        this.largeCharged = largeAccessed;
        this.consumedCharged = this.consumed;
    }
    run() {
        workClock_workClock()?.chargeRun();
        const started = workTraceOn ? performance.now() : 0;
        let outcome;
        try {
            outcome = this.loop();
        }
        catch (x) {
            if (x instanceof Halt)
                outcome = x.outcome;
            else if (x instanceof Stop) {
                const loc = x.loc ?? this.st.ev.loc ?? this.lastLoc ?? this.cfa.program.definitions[0]?.loc;
                outcome =
                    x.kind === 'unsupported'
                        ? { kind: 'unsupported', feature: x.what, loc: loc }
                        : {
                            kind: 'undefined-behavior',
                            what: x.what,
                            loc: loc,
                            ...(x.category ? { category: x.category } : {}),
                        };
            }
            else
                throw x;
        }
        this.chargeSteps();
        if (workTraceOn)
            this.traceRun(performance.now() - started);
        return {
            outcome,
            trace: this.trace.steps,
            inputsConsumed: this.consumed,
            observedInputs: [...this.st.mem.observed].sort((a, b) => a - b),
            ...(this.st.mem.addressDependent ? { addressDependent: true } : {}),
            steps: this.steps,
        };
    }
    loop() {
        const entryName = this.options.entry ?? 'main';
        const entry = this.cfa.functions.get(entryName);
        const fallback = this.cfa.program.definitions[0]?.loc ?? { file: '', line: 0, col: 0 };
        if (!entry)
            return { kind: 'unsupported', feature: `no function ${entryName} to start in`, loc: fallback };
        this.lastLoc = entry.loc;
        this.st.initGlobals();
        const frame = this.st.pushFrame(entry, undefined);
        this.st.ev.loc = entry.loc;
        const params = entry.params.map((p) => {
            const obj = this.st.newLocal(p, this.st.ev.sizeOf(p.type, frame.scope));
            frame.vars.set(p.uid, obj);
            const lv = { ptr: new Ptr(obj, 0n), type: p.type };
            const made = entryObjectType(entryName, p, this.st.model, this.cfa.objectElements);
            if (made)
                this.st.ev.store(lv, this.entryObject(made, p, frame), frame.scope);
            else
                this.fill(lv, frame, { source: 'param', edgeId: undefined, name: p.name, loc: p.loc });
            return lv;
        });
        this.enter(frame, params);
        for (;;) {
            const f = this.st.frames[this.st.frames.length - 1];
            const node = f.node;
            if (node.role === 'error') {
                const p = this.properties.get(node);
                return {
                    kind: 'violation',
                    propertyId: p?.id ?? `${f.fn.name}#?`,
                    loc: p?.loc ?? node.loc ?? f.fn.loc,
                };
            }
            const here = node.loc ?? this.lastLoc ?? f.fn.loc;
            if (this.options.observe)
                this.options.observe(this.visit(f));
            if (node.role === 'terminal')
                return { kind: 'exit', via: 'terminal', loc: here };
            const edge = this.choose(f);
            if (!edge) {
                if (node.out.length > 0)
                    this.trace.edge(f, f.fn.name, node.out[0]);
                return { kind: 'blocked', loc: node.out[0]?.loc ?? here };
            }
            if (++this.steps > this.maxSteps)
                return { kind: 'limit', what: 'steps', loc: edge.loc };
            if ((this.steps & 4095) === 0 && this.pastDeadline())
                return { kind: 'limit', what: 'time', loc: edge.loc };
            const done = this.exec(f, edge);
            if (done)
                return done;
        }
    }
    /** The run's work against its wall time, for calibrating the work clock's rates (workTrace.ts). */
    traceRun(wallMs) {
        const { allocated, largeAccessed } = this.st.mem;
        const work = { steps: this.steps, inputs: this.consumed, objects: allocated, largeBytes: largeAccessed };
        traceWork({ run: work, wallMs });
    }
    visit(f) {
        return {
            fn: f.fn,
            node: f.node,
            depth: this.st.frames.length,
            peek: (v) => {
                if (v.type.kind !== 'int')
                    return undefined;
                const global = v.storage === 'global' || v.storage === 'static-local';
                const obj = global ? this.st.global(v) : f.vars.get(v.uid);
                return obj ? this.st.mem.peek(new Ptr(obj, 0n), this.st.ev.sizeOf(v.type, f.scope)) : undefined;
            },
        };
    }
    /** The first enabled out-edge of the frame's node (assume edges whose condition holds). */
    choose(f) {
        const out = f.node.out;
        const seen = new Map();
        for (const e of out) {
            if (e.kind !== 'assume')
                return e;
            let holds = seen.get(e.cond);
            if (holds === undefined) {
                this.at(e);
                try {
                    holds = this.st.ev.truthy(this.st.ev.eval(e.cond, f.scope));
                }
                catch (x) {
                    this.trace.edge(f, f.fn.name, e);
                    throw x;
                }
                seen.set(e.cond, holds);
            }
            if (holds === e.truth)
                return e;
        }
        return undefined;
    }
    at(e) {
        this.lastLoc = e.loc;
        this.st.ev.loc = e.loc;
    }
    /** Executes one edge; returns an outcome when the run ends with it. */
    exec(f, e) {
        const { ev } = this.st;
        const s = f.scope;
        this.at(e);
        this.trace.edge(f, f.fn.name, e);
        switch (e.kind) {
            case 'blank':
            case 'assume':
                break;
            case 'assign': {
                const lv = ev.lvalue(e.lhs, s);
                const src = copiedFrom(lv, e.rhs);
                const from = src && ev.lvalue(src, s);
                if (from && !from.field) {
                    ev.loc = e.loc;
                    this.st.mem.copyBits(lv.ptr, from.ptr, lv.type.bits / 8);
                }
                else {
                    const v = this.value(ev.eval(e.rhs, s), e.rhs);
                    ev.loc = e.loc;
                    ev.store(lv, v, s);
                }
                this.note(f, e.lhs, lv);
                break;
            }
            case 'havoc': {
                const lv = ev.lvalue(e.lhs, s);
                this.fill(lv, f, { source: e.reason, edgeId: e.id, name: e.callee, loc: e.loc });
                this.note(f, e.lhs, lv, `${e.callee}()`);
                break;
            }
            case 'decl':
                this.declare(f, e);
                break;
            case 'alloc': {
                const size = ev.eval(e.size, s);
                if (typeof size !== 'bigint')
                    throw new Stop('unsupported', 'a non-integer allocation size');
                if (size > 1n << 30n)
                    throw new Stop('unsupported', `an allocation of ${size} bytes`);
                const name = `${e.stack ? 'alloca' : 'heap'}#${++this.heapBlocks}`;
                const old = e.resized === undefined ? undefined : ev.eval(e.resized, s);
                if (old !== undefined && !(old instanceof Ptr))
                    throw new Stop('unsupported', 'realloc of a non-pointer');
                // realloc: the block must be one free() takes (free reports the undefined behaviour if not)
                if (old && this.st.mem.invalidFree(old))
                    this.st.mem.free(old);
                const obj = this.st.mem.allocate(e.stack ? 'local' : 'heap', name, Number(size), 16, e.zeroed);
                if (e.stack)
                    f.vars.set(name, obj); // dies with the frame
                if (old?.obj) {
                    const kept = Math.min(old.obj.size, Number(size));
                    if (kept > 0)
                        this.st.mem.restore(new Ptr(obj, 0n), this.st.mem.snapshot(old, kept));
                    this.st.mem.free(old);
                }
                if (e.lhs) {
                    const lv = ev.lvalue(e.lhs, s);
                    ev.store(lv, new Ptr(obj, 0n), s);
                    this.note(f, e.lhs, lv, 'malloc()');
                }
                break;
            }
            case 'free': {
                const p = ev.eval(e.pointer, s);
                if (!(p instanceof Ptr))
                    throw new Stop('unsupported', 'free of a non-pointer');
                this.st.mem.free(p);
                break;
            }
            case 'call':
                this.call(f, e);
                return undefined;
            case 'return':
                return this.ret(f, e);
            case 'unsupported':
                throw new Stop('unsupported', e.feature, e.loc);
        }
        f.node = e.to;
        return undefined;
    }
    value(v, e) {
        if (v === undefined)
            throw new Stop('unsupported', 'a void value', e.loc);
        return v;
    }
    declare(f, e) {
        const { ev, mem } = this.st;
        const v = e.variable;
        let obj = f.vars.get(v.uid);
        if (e.vlaLength !== undefined || (v.type.kind === 'array' && v.type.vla)) {
            const len = e.vlaLength ? ev.eval(e.vlaLength, f.scope) : undefined;
            const size = typeof len === 'bigint' && v.type.kind === 'array'
                ? Number(len) * ev.sizeOf(v.type.of, f.scope)
                : ev.sizeOf(v.type, f.scope);
            if (obj)
                mem.kill(obj);
            obj = this.st.newLocal(v, size);
            f.vars.set(v.uid, obj);
        }
        else
            obj = f.scope.object(v);
        const lv = { ptr: new Ptr(obj, 0n), type: v.type };
        const leaves = e.zeroInit ? [] : inputs_scalarLeaves(v.type, this.st.model);
        // No leaves (unions, bit-fields, VLAs, more than 64 scalars): indeterminate, nothing consumed.
        mem.reset(obj, leaves !== undefined);
        if (!leaves || e.zeroInit)
            return;
        this.fillLeaves(lv, leaves, f, { source: 'uninit', edgeId: e.id, name: v.name, loc: e.loc });
        if (!this.st.isTemp(f.fn, v) && !this.st.hasInitializer(f.fn, v)) {
            this.trace.assign(v.name, this.describe(lv));
        }
    }
    /** The fresh heap block an entry's pointer parameter points to, its leaves the next inputs (entryObjects.ts). */
    entryObject(type, p, f) {
        const { ev, mem } = this.st;
        const name = entryObjectName(p);
        const obj = mem.allocate('heap', name, ev.sizeOf(type, f.scope), 16, false);
        const leaves = inputs_scalarLeaves(type, this.st.model);
        // no leaves (more than 64 scalars, unions, ...): indeterminate, reading it is undefined behaviour
        if (leaves) {
            mem.reset(obj, true);
            const lv = { ptr: new Ptr(obj, 0n), type };
            this.fillLeaves(lv, leaves, f, { source: 'param', edgeId: undefined, name, loc: p.loc });
        }
        return new Ptr(obj, 0n);
    }
    /** Gives every scalar leaf of `lv` the next input (havoc edges and parameters). */
    fill(lv, f, req) {
        const leaves = inputs_scalarLeaves(lv.type, this.st.model);
        if (!leaves)
            throw new Stop('unsupported', `a nondeterministic value of type ${typeToString(lv.type)}`);
        this.fillLeaves(lv, leaves, f, req);
    }
    fillLeaves(lv, leaves, f, req) {
        const { ev, mem } = this.st;
        const scalar = lv.type.kind === 'int' || lv.type.kind === 'pointer' || lv.type.kind === 'float';
        for (const leaf of leaves) {
            const isBool = leaf.type.kind === 'int' && leaf.type.ik === 'bool';
            const { bits, index } = this.take({ ...req, width: leaf.width, signed: leaf.signed, ...(isBool ? { bool: true } : {}) }, isBool);
            // A scalar lvalue (maybe a bit-field) is written as itself; aggregates leaf by leaf.
            const target = scalar ? lv : { ptr: ev.move(lv.ptr, BigInt(leaf.offset)), type: leaf.type };
            ev.store(target, leafValue(leaf.type, leaf.width, leaf.signed, bits), f.scope);
            if (req.source === 'uninit' || req.source === 'param') {
                const fld = target.field;
                const bytes = fld ? Math.ceil((fld.bitOffset + fld.width) / 8) : ev.sizeOf(leaf.type, f.scope);
                mem.tagOrigin(target.ptr, bytes, index);
            }
        }
    }
    take(req, isBool) {
        const v = this.inputs.next(req);
        if (v === undefined)
            throw new Halt({ kind: 'inputs-exhausted', request: req, loc: req.loc });
        const index = this.consumed++;
        const detail = inputMismatch(req, v, isBool);
        if (detail !== undefined) {
            throw new Halt({ kind: 'input-mismatch', index, request: req, got: v, detail, loc: req.loc });
        }
        return { bits: v.bits, index };
    }
    call(f, e) {
        const callee = this.cfa.functions.get(e.callee);
        if (!callee)
            throw new Stop('unsupported', `call of ${e.callee}, which has no CFA`, e.loc);
        const args = e.args.map((a) => this.value(this.st.ev.eval(a, f.scope), a));
        if (args.length < callee.params.length)
            throw new Stop('unsupported', `call of ${e.callee} with too few arguments`);
        if (this.st.frames.length >= this.maxDepth)
            throw new Halt({ kind: 'limit', what: 'call-depth', loc: e.loc });
        const frame = this.st.pushFrame(callee, e);
        this.st.ev.loc = e.loc;
        const params = callee.params.map((p, i) => {
            const obj = this.st.newLocal(p, this.st.ev.sizeOf(p.type, frame.scope));
            frame.vars.set(p.uid, obj);
            const lv = { ptr: new Ptr(obj, 0n), type: p.type };
            this.st.ev.store(lv, args[i], frame.scope);
            return lv;
        });
        this.enter(frame, params);
    }
    enter(frame, params) {
        const fn = frame.fn;
        this.trace.enter(frame, fn.name, fn.loc, `${fn.name}(${fn.params.map((p) => p.name).join(', ')})`);
        fn.params.forEach((p, i) => this.trace.assign(p.name, this.describe(params[i])));
    }
    ret(f, e) {
        const v = e.value ? this.st.ev.eval(e.value, f.scope) : undefined;
        this.st.popFrame();
        const call = f.call;
        if (!call)
            return { kind: 'exit', via: 'return', code: typeof v === 'bigint' ? v : undefined, loc: e.loc };
        const caller = this.st.frames[this.st.frames.length - 1];
        this.at(call);
        if (call.lhs) {
            if (v === undefined) {
                throw new Stop('undefined-behavior', `the value of ${f.fn.name} is used, but it returned none`, call.loc);
            }
            const lv = this.st.ev.lvalue(call.lhs, caller.scope);
            this.st.ev.store(lv, v, caller.scope);
            this.trace.resume(caller, caller.fn.name, call);
            this.note(caller, call.lhs, lv, `${call.callee}()`);
        }
        caller.node = call.to;
        return undefined;
    }
    /** Records a write in the trace: temporaries only under `tempKey` (a call's result). */
    note(f, lhs, lv, tempKey) {
        const root = interpreter_rootVar(lhs);
        const temp = root !== undefined && this.st.isTemp(f.fn, root);
        if (temp && tempKey === undefined)
            return;
        const key = temp ? tempKey : exprToC(lhs, { implicitCasts: false, names: 'source' });
        this.trace.assign(key, this.describe(lv));
    }
    describe(lv) {
        const { mem, model } = this.st;
        if (lv.field && lv.type.kind === 'int') {
            const n = Math.ceil((lv.field.bitOffset + lv.field.width) / 8);
            const raw = mem.peek(lv.ptr, n);
            if (raw === undefined)
                return '?';
            const bits = (raw >> BigInt(lv.field.bitOffset)) & ((1n << BigInt(lv.field.width)) - 1n);
            return intLiteral(lv.field.signed ? BigInt.asIntN(lv.field.width, bits) : bits, lv.type);
        }
        return formatObject(mem, model, lv.ptr, lv.type);
    }
}

;// CONCATENATED MODULE: ./src/engines/testing/dictionary.ts
// The values a program compares with: the integer constants of its branch conditions, and the ones
// next to them. Random testing draws inputs from them part of the time, as fuzzers use comparison
// dictionaries: a parser's bytes then meet its `'['`, `'0'`..`'9'` and `' '`, a harness's size its
// bound. Gathered in CFA order (functions as listed, edges by id), so the same on every machine.

/** Most values a dictionary holds. */
const MAX_DICTIONARY = 256;
const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);
/** The constants compared with in the program's branch conditions, each with its neighbours. */
function comparisonDictionary(cfa) {
    const seen = new Set();
    const add = (v) => {
        for (const w of [v, v - 1n, v + 1n])
            if (seen.size < MAX_DICTIONARY)
                seen.add(w);
    };
    for (const fn of cfa.functions.values()) {
        const edges = fn.nodes.flatMap((n) => n.out).sort((a, b) => a.id - b.id);
        for (const e of edges) {
            if (e.kind !== 'assume' || e.check || !e.truth)
                continue;
            visitComparisons(e.cond, add);
            if (seen.size >= MAX_DICTIONARY)
                return [...seen];
        }
    }
    return [...seen];
}
function visitComparisons(e, add) {
    if (e.kind === 'Binary' && COMPARISONS.has(e.op)) {
        for (const side of [e.left, e.right]) {
            const c = constantOf(side);
            if (c !== undefined)
                add(c);
        }
    }
    for (const c of children(e))
        visitComparisons(c, add);
}
/** An integer constant, maybe under casts. */
function constantOf(e) {
    if (e.kind === 'IntConst')
        return e.value;
    if (e.kind === 'Cast')
        return constantOf(e.operand);
    return undefined;
}

;// CONCATENATED MODULE: ./src/engines/testing/randomTesting.ts
// Random testing as a portfolio member: runs the concrete interpreter on generated inputs
// (zeros first, then boundary values and random values of each input's width) and keeps, per
// property, the first run that reaches it. Such a violation is a real execution, so it is
// confirmed by construction; it still goes through replay for its trace like any other.





function randomTesting(cfa, options) {
    const runs = testingRuns(cfa, options);
    for (let step = runs.next();; step = runs.next())
        if (step.done === true)
            return step.value;
}
/**
 * randomTesting, giving the event loop a turn about every `sliceMs` of wall time (the portfolio's
 * other lane and the solvers' replies go on meanwhile); the runs and their results are the same.
 */
async function randomTestingAsync(cfa, options, sliceMs = 20) {
    const runs = testingRuns(cfa, options);
    let slice = performance.now();
    for (let step = runs.next();; step = runs.next()) {
        if (step.done === true)
            return step.value;
        if (performance.now() - slice < sliceMs)
            continue;
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
    }
}
/** The runs one by one (a generator, so that a caller may pause between them). */
function* testingRuns(cfa, options) {
    const found = new Map();
    let seed = options.seed ?? 0x2545f491;
    const random = () => {
        // xorshift32: deterministic, so runs are reproducible
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return (seed >>> 0) / 4294967296;
    };
    const maxRuns = options.maxRuns ?? 10_000;
    const dictionary = options.dictionary ?? comparisonDictionary(cfa);
    const lengths = options.lengths ?? runLengths();
    let runs = 0;
    let unsupportedRuns = 0;
    for (; runs < maxRuns && workNow() < options.deadline; runs++) {
        const strategy = runs + (options.firstRun ?? 0);
        const given = [];
        const values = inputsFrom((req) => pick(req, strategy, random, dictionary));
        const provider = {
            next(req) {
                const v = values.next(req);
                if (v)
                    given.push(v);
                return v;
            },
        };
        const length = nextLength(lengths, options.maxSteps ?? MAX_STEPS);
        const run = interpreter_execute(cfa, provider, {
            entry: options.entry,
            maxSteps: length.maxSteps,
            deadline: options.deadline,
            trace: false,
            ...(options.observe ? { observe: options.observe } : {}),
        });
        ranLength(lengths, length, run.steps, run.outcome.kind === 'limit' && run.outcome.what === 'steps');
        if (run.outcome.kind === 'violation' && !found.has(run.outcome.propertyId)) {
            found.set(run.outcome.propertyId, { propertyId: run.outcome.propertyId, inputs: given });
        }
        // a construct the interpreter does not support stops every run that reaches it: without input
        // read before it every run does; after input (an array sized by an input beyond the
        // interpreter's memory) other inputs may not, so only a streak of such runs stops the search
        unsupportedRuns = run.outcome.kind === 'unsupported' ? unsupportedRuns + 1 : 0;
        const unsupported = unsupportedRuns > 0 && (given.length === 0 || unsupportedRuns >= UNSUPPORTED_STREAK);
        if (unsupported || (options.targets && [...options.targets].every((id) => found.has(id)))) {
            runs++;
            break;
        }
        yield;
    }
    return { found, runs };
}
/** A run's steps at most, unless the caller says otherwise. */
const MAX_STEPS = 3_000_000;
/** Runs in a row that stop at an unsupported construct after reading input, before the search stops. */
const UNSUPPORTED_STREAK = 16;
/** A short run's steps at most (most runs: many different inputs in little time). */
const SHORT_STEPS = 100_000;
/** Run lengths before the first run. */
function runLengths() {
    return { shortSteps: 0, longSteps: 0, cut: false, shortEnded: false, longLimit: LONG_GROWTH * SHORT_STEPS };
}
const LONG_GROWTH = 4;
/** Long runs' steps against short runs' while no short run has ended. */
const LONG_SHARE_ALL_CUT = 4;
function nextLength(state, maxSteps) {
    const share = state.shortEnded ? 1 : LONG_SHARE_ALL_CUT;
    const long = state.cut && state.longSteps <= share * state.shortSteps && maxSteps > SHORT_STEPS;
    return { long, maxSteps: Math.min(maxSteps, long ? state.longLimit : SHORT_STEPS) };
}
function ranLength(state, length, steps, cut) {
    if (length.long)
        state.longSteps += steps;
    else
        state.shortSteps += steps;
    if (cut)
        state.cut = true;
    else if (!length.long)
        state.shortEnded = true;
    if (cut && length.long)
        state.longLimit *= LONG_GROWTH;
}
const BOUNDARY = [0n, 1n, -1n, 2n, 10n, 100n];
/** Part of the values drawn from the dictionary (when the program compares with constants). */
const DICTIONARY_SHARE = 0.4;
/**
 * A value for one request: run 0 all zeros, then a mix of the program's comparison constants,
 * boundary, small and full-range values.
 */
function pick(req, run, random, dictionary) {
    const isBool = req.bool === true;
    if (isBool)
        return run === 0 ? 0n : random() < 0.5 ? 0n : 1n;
    if (run === 0)
        return 0n;
    if (dictionary.length > 0 && random() < DICTIONARY_SHARE)
        return dictionary[Math.floor(random() * dictionary.length)];
    const r = random();
    if (r < 0.3)
        return BOUNDARY[Math.floor(random() * BOUNDARY.length)];
    if (r < 0.4) {
        const max = (1n << BigInt(req.signed ? req.width - 1 : req.width)) - 1n;
        const min = req.signed ? -(1n << BigInt(req.width - 1)) : 0n;
        return random() < 0.5 ? max : min;
    }
    if (r < 0.65)
        return BigInt(Math.floor(random() * 201) - 100);
    if (r < 0.8) {
        // around a power of two: where wrap-around and loop-count effects show
        const k = Math.floor(random() * Math.min(req.width - 1, 24));
        return (1n << BigInt(k)) + BigInt(Math.floor(random() * 5) - 2);
    }
    let v = 0n;
    for (let i = 0; i < req.width; i += 16)
        v = (v << 16n) | BigInt(Math.floor(random() * 65536));
    return v;
}
/**
 * Random testing as an engine: UNSAFE answers for the open properties a run reached (to be replayed
 * for their traces); no answer for the others. `firstRun` > 0 continues an earlier pass (and
 * `lengths`, its runs' lengths).
 */
function testingEngine(firstRun = 0, lengths) {
    return {
        name: 'testing',
        run: async (task, ctx) => {
            const result = await randomTestingAsync(task.cfa, {
                entry: task.entry,
                deadline: ctx.deadline,
                targets: new Set(programCfa_propertyIds(task.cfa).filter((id) => !task.skip.has(id))),
                ...(firstRun > 0 ? { seed: 0x9e3779b9, firstRun } : {}),
                ...(lengths ? { lengths } : {}),
            });
            const answers = new Map();
            for (const [id, counterexample] of result.found)
                if (!task.skip.has(id))
                    answers.set(id, { verdict: 'unsafe', counterexample });
            ctx.figures?.({ executions: result.runs });
            return { answers, runs: result.runs };
        },
    };
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/portfolioRun.ts
// The portfolio's one loop: runs a preset's stages (presets.ts) in order on an entry's open
// properties, gives each its share of the entry's time, gives the proving stages' time back to BMC,
// closes an engine-alone preset with UNKNOWN answers, and ends with BMC. What a stage does is up to
// the runners (certifiedAnswers.ts runs the real engines; the unit test runs fakes on a fake clock).





/** The run's clock: its work clock when it has one (src/smt/workClock.ts), else the wall clock. */
const RUN_CLOCK = { now: () => workNow() };
/** What the loop carries from stage to stage. */
class portfolioRun_PortfolioRun {
    ids;
    options;
    clock;
    lane;
    t0;
    deadline;
    answers = [];
    decided;
    invariants;
    /** Time the proving stages used, given back to BMC (ms). */
    proofUsed = 0;
    /** Why CHC's search stopped (a timeout lets it run again after BMC), and the last stage's. */
    chcStopped;
    lastReason;
    /** Properties the predicate analysis found violated on a feasible path (BMC builds the trace). */
    violated = [];
    /** Random testing's runs so far and their lengths, and the time its earlier passes were given (ms). */
    testRuns = { runs: 0, lengths: runLengths() };
    testingGiven = 0;
    /** Where BMC's rounds go on from: the probe's progress, for the last stage. */
    bmcResume = newBmcResume();
    /** When (clock ms) each property this run decided was decided: lanes.ts keeps the earliest answer. */
    decidedAt = new Map();
    constructor(ids, options, clock = RUN_CLOCK, 
    /** In a lane (lanes.ts): what the other lanes decided, and whom to tell of this one's decisions. */
    lane) {
        this.ids = ids;
        this.options = options;
        this.clock = clock;
        this.lane = lane;
        this.t0 = clock.now();
        this.deadline = this.t0 + this.ms(1);
        this.decided = new Set(options.skip ?? []);
        this.invariants = options.seeds
            ? [{ invariants: new Map([...options.seeds].map(([p, cs]) => [p, [...cs]])), inductive: true }]
            : [];
    }
    /** `share` of the entry's time, in ms. */
    ms(share) {
        return this.options.timeoutSeconds * share * 1000;
    }
    /** Seconds since the portfolio started. */
    seconds() {
        return (this.clock.now() - this.t0) / 1000;
    }
    /** Something is open: not decided here, nor (in a lane) by another lane by now. */
    open() {
        const now = this.lane && this.clock.now();
        return this.ids.some((id) => !this.decided.has(id) && !(now !== undefined && this.lane?.elsewhere(id, now)));
    }
    add(answers) {
        this.stamp(answers);
        this.answers.push(...answers);
        for (const a of answers)
            this.decided.add(a.propertyId);
    }
    /** Records when the decided ones of `answers` were decided (now). */
    stamp(answers) {
        const now = this.clock.now();
        const fresh = answers.filter((a) => a.result.verdict !== 'unknown' && !this.decidedAt.has(a.propertyId));
        for (const a of fresh)
            this.decidedAt.set(a.propertyId, now);
        if (fresh.length > 0)
            this.lane?.decided(fresh.map((a) => [a.propertyId, now]));
    }
    /** The stage's search deadline: its share from now (at most its cap), or `until` of the entry's time. */
    searchDeadline(stage) {
        if (stage.until !== undefined)
            return this.t0 + this.ms(stage.until);
        const slice = this.ms(stage.share ?? 0);
        const capped = stage.capSeconds === undefined ? slice : Math.min(stage.capSeconds * 1000, slice);
        return this.clock.now() + capped;
    }
    /** Random testing's deadline: the first pass its own share, a later pass the rest of the budget. */
    testingDeadline(stage) {
        const now = this.clock.now();
        const firstPass = Math.min(TESTING_FIRST_PASS.capSeconds * 1000, this.ms(TESTING_FIRST_PASS.share));
        if (stage.pass === 'first') {
            this.testingGiven = firstPass;
            return now + firstPass;
        }
        const budget = Math.min((stage.capSeconds ?? Infinity) * 1000, this.ms(stage.share ?? 0));
        return Math.min(now + budget - this.testingGiven, this.deadline);
    }
}
/** Runs the preset; every property not in `options.skip` gets at most one answer. */
async function portfolioRun_runPreset(preset, run, runners) {
    for (const stage of preset.stages) {
        if (stage.engine === 'bmc' && !stage.probe)
            break;
        if (!applies(stage, run))
            continue;
        const start = run.clock.now();
        const before = run.decided.size;
        await runners.stage(stage, run);
        const used = run.clock.now() - start;
        if (stage.proof)
            run.proofUsed += used;
        run.options.onEngine?.(stage.engine, {
            runs: 1,
            seconds: used / 1000,
            decided: run.decided.size - before,
        });
    }
    if (preset.alone) {
        // the predicate analysis' feasible counterexamples go to BMC for their traces (and replay)
        const traced = new Set(run.violated);
        const seconds = run.seconds();
        const result = run.lastReason ?? result_unknown('incomplete', `${run.options.engine}: no answer`);
        const rest = run.ids.filter((i) => !run.decided.has(i) && !traced.has(i));
        const engine = run.options.engine;
        run.add(rest.map((id) => ({ propertyId: id, engine, seconds, result })));
        if (traced.size === 0)
            return run.answers;
    }
    if (!preset.stages.some((s) => s.engine === 'bmc') || !run.open())
        return run.answers;
    // BMC's own `until` (a lane of its own: it need not give time back), else BMC.until and what the
    // proving stages used
    const until = preset.stages.find((s) => s.engine === 'bmc' && !s.probe)?.until;
    const searchDeadline = until !== undefined
        ? run.t0 + run.ms(until)
        : Math.min(run.t0 + run.ms(BMC.until) + run.proofUsed, run.t0 + run.ms(BMC.extendedUntil));
    // CHC again after BMC when its slice ran out of time, or when it failed otherwise on a program in
    // its reach with several properties open: a violated one makes the clauses unsolvable (or Spacer
    // fail), and without it the others may be proved
    const retries = preset.stages.some((s) => s.retryAfterBmc);
    const failed = run.chcStopped !== undefined && run.chcStopped !== 'unsupported';
    const several = run.ids.filter((id) => !run.decided.has(id)).length > 1;
    const retry = retries && run.chcStopped === 'timeout' ? 'timeout' : retries && failed && several ? 'unsolvable' : false;
    const bmcStarted = run.clock.now();
    const bmc = await runners.bmc(run, searchDeadline, retry);
    run.stamp(bmc.answers);
    const decided = bmc.answers.filter((a) => a.result.verdict !== 'unknown').length;
    run.options.onEngine?.('bmc', { runs: 1, seconds: (run.clock.now() - bmcStarted) / 1000, decided });
    // BMC's solver calls are counted once, on the first answer (the report sums them)
    const all = [...run.answers, ...bmc.answers];
    return all.map((a, i) => (i === 0 ? { ...a, solverCalls: bmc.solverCalls } : a));
}
/** Whether the stage runs: something is open, its engine has something to do, its `when` holds. */
function applies(stage, run) {
    if (!run.open())
        return false;
    const { options } = run;
    if (stage.engine === 'templates' && (options.invariants ?? 'zones') === 'none')
        return false;
    switch (stage.when ?? 'always') {
        case 'always':
            return true;
        case 'unseeded':
            return options.seeds === undefined;
        case 'seeded':
            return options.seeds !== undefined;
        case 'warm':
            return options.invariantStore !== undefined;
    }
}

;// CONCATENATED MODULE: ./src/encodings/horn/eliminate.ts
// Resolution on Horn clauses: a predicate that never depends on itself can be resolved away, every
// clause that defines it combined with every clause that uses it. Solutions of the predicates that
// are left are preserved. Used to inline leaf functions (inlineLeaves.ts) and to keep only the loop
// heads (and function summaries) as predicates: the invariant engines, k-induction and Spacer then
// work on fewer, larger steps (one loop iteration per step).


let fresh = 0;
/** The clause with its variables renamed apart from every other clause. */
function renamedApart(c) {
    const tag = ++fresh;
    const map = new Map(c.vars.map(([n]) => [n, `${n.replace(/\|/g, '')}@${tag}`]));
    const r = (t) => renameText(t, map);
    const rApp = (a) => ({ pred: a.pred, args: a.args.map(r) });
    return {
        vars: c.vars.map(([n, s]) => [map.get(n), s]),
        apps: c.apps.map(rApp),
        constraint: r(c.constraint),
        ...(c.target ? { target: rApp(c.target) } : {}),
        ...(c.propertyId !== undefined ? { propertyId: c.propertyId } : {}),
    };
}
function equalities(xs, ys) {
    return xs.map((x, i) => `(= ${x} ${ys[i]})`);
}
/**
 * Resolves `a` (head `Q(t)`) into the occurrence of `Q` at index `at` of `b`'s body: the body of
 * `a` replaces that occurrence, with `t = u` for `b`'s arguments `u`.
 */
function resolve(a, b, at, dropApps = false) {
    const ra = renamedApart(a);
    const target = ra.target;
    const u = b.apps[at];
    return {
        vars: [...b.vars, ...ra.vars],
        apps: [...b.apps.slice(0, at), ...(dropApps ? [] : ra.apps), ...b.apps.slice(at + 1)],
        constraint: and(b.constraint, ra.constraint, ...equalities(target.args, u.args)),
        ...(b.target ? { target: b.target } : {}),
        ...(b.propertyId !== undefined ? { propertyId: b.propertyId } : {}),
    };
}
/** At most this many clauses may replace one eliminated predicate (defining times using clauses). */
const MAX_RESOLVENTS = 16;
/** `clauses` with `q` resolved away: every clause defining it combined with every clause using it. */
function resolveAway(clauses, q) {
    const defs = clauses.filter((c) => c.target?.pred === q);
    const uses = clauses.filter((c) => c.apps.some((a) => a.pred === q));
    const resolvents = defs.flatMap((d) => uses.map((u) => resolve(d, u, u.apps.findIndex((a) => a.pred === q))));
    return [...clauses.filter((c) => !defs.includes(c) && !uses.includes(c)), ...resolvents];
}
/** The system restricted to `clauses`, without the predicates in `removed`. */
function withoutPredicates(system, removed, clauses) {
    if (removed.size === 0)
        return system;
    return {
        predicates: system.predicates.filter(([n]) => !removed.has(n)),
        args: new Map([...system.args].filter(([n]) => !removed.has(n))),
        nodes: new Map([...system.nodes].filter(([n]) => !removed.has(n))),
        clauses,
    };
}
/** The system without the predicates `drop` selects (those that depend on themselves or would blow up stay). */
function eliminatePredicates(system, drop) {
    let clauses = [...system.clauses];
    const removed = new Set();
    for (const [q] of system.predicates) {
        if (!drop(q))
            continue;
        const defs = clauses.filter((c) => c.target?.pred === q);
        const uses = clauses.filter((c) => c.apps.some((a) => a.pred === q));
        if (defs.some((c) => c.apps.some((a) => a.pred === q)))
            continue;
        if (uses.some((c) => c.apps.filter((a) => a.pred === q).length > 1))
            continue;
        if (defs.length * uses.length > MAX_RESOLVENTS)
            continue;
        clauses = resolveAway(clauses, q);
        removed.add(q);
    }
    return withoutPredicates(system, removed, clauses);
}
/** Only loop heads (and the entry and summary predicates of functions) are left. */
function keepLoopHeads(system) {
    return eliminatePredicates(system, (p) => {
        const at = system.nodes.get(p);
        return at !== undefined && !at.node.isLoopHead;
    });
}

;// CONCATENATED MODULE: ./src/encodings/horn/inlineLeaves.ts
// Inlining of leaf functions at the level of Horn clauses: a function without loops and without
// calls (such as `__VERIFIER_assert`) contributes, after resolving away its node predicates, one
// clause per path from its entry to its exit (into its summary) or to an error node. Those path
// clauses replace the summary at each call's return clause and the entry predicate at each call
// clause, so the caller's clauses stay linear and the function's predicates disappear. Resolution
// preserves the solutions of the remaining predicates, so a solution of the inlined system is a
// solution of the original one restricted to the predicates that are left.


/** Functions whose node predicates only chain forward from entry to exit, and that call nothing. */
function leafFunctions(system, entry) {
    const fns = new Set();
    for (const { fn } of system.nodes.values())
        fns.add(fn);
    const out = [];
    for (const fn of fns) {
        if (fn === entry)
            continue;
        const mine = (p) => system.nodes.get(p)?.fn === fn;
        const loopFree = [...system.nodes.entries()].every(([, v]) => v.fn !== fn || !v.node.isLoopHead);
        const callsNothing = system.clauses.every((c) => !c.apps.some((a) => mine(a.pred)) || !c.target || !c.target.pred.startsWith('E_'));
        if (loopFree && callsNothing)
            out.push(fn);
    }
    return out;
}
/** The system with every leaf function inlined into its callers. */
function inlineLeafFunctions(system, entry) {
    let clauses = [...system.clauses];
    const removed = new Set();
    for (const fn of leafFunctions(system, entry)) {
        const own = new Set([...system.nodes].filter(([, v]) => v.fn === fn).map(([p]) => p));
        const E = `E_${fn}`;
        const S = `S_${fn}`;
        // 1. Paths of the function: resolve its node predicates away (they form a DAG from E to S/false).
        let paths = clauses.filter((c) => c.apps.some((a) => a.pred === E || own.has(a.pred)));
        let rest = clauses.filter((c) => !paths.includes(c));
        for (const q of own)
            paths = resolveAway(paths, q);
        // Now: E(x) /\ phi -> S(x, out) and E(x) /\ psi -> false.
        if (paths.some((c) => c.apps.some((a) => own.has(a.pred)) || c.apps.length !== 1 || c.apps[0].pred !== E)) {
            clauses = [...rest, ...paths];
            continue; // not a simple leaf after all: leave it
        }
        const summaries = paths.filter((c) => c.target?.pred === S);
        const errors = paths.filter((c) => !c.target);
        const calls = rest.filter((c) => c.target?.pred === E);
        rest = rest.filter((c) => c.target?.pred !== E);
        const out = [];
        for (const b of rest) {
            const at = b.apps.findIndex((x) => x.pred === S);
            if (at < 0) {
                out.push(b);
                continue;
            }
            // the summary at a return: one clause per path (the call clause's context is b's own body)
            for (const a of summaries)
                out.push(resolve(a, b, at, true));
        }
        for (const call of calls) {
            for (const err of errors) {
                const re = renamedApart(err);
                const rc = renamedApart(call);
                out.push({
                    vars: [...rc.vars, ...re.vars],
                    apps: rc.apps,
                    constraint: and(rc.constraint, re.constraint, ...equalities(re.apps[0].args, rc.target.args)),
                    ...(err.propertyId !== undefined ? { propertyId: err.propertyId } : {}),
                });
            }
        }
        clauses = out;
        for (const p of [...own, E, S])
            removed.add(p);
    }
    return withoutPredicates(system, removed, clauses);
}

;// CONCATENATED MODULE: ./src/encodings/horn/hornShapes.ts
// The shape of each function for the Horn encoding (hornClauses.ts): its state as slots (parameters,
// locals, scalar globals, the return value; one bit-vector constant each) and its cut nodes (entry,
// loop heads, call sites and return points, exit). Only programs whose variables all live outside
// memory are encoded: structs, pointers to locals and heap are EncodeUnsupported here, and so are
// arrays unless they are encoded as values (`arrays`, ir/arrayValues.ts: a slot of an SMT array
// sort, indexed where it is named). The variables and edges are seen through a view
// (ir/fieldValues.ts) that keeps the objects behind pointer parameters as values: structs split into
// fields, address-taken integers, arrays, with a parameter's object copied in and out of each call.






const NO_MEMORY = new Set([
    'Deref',
    'AddrOf',
    'Index',
    'Member',
    'StringLit',
    'Decay',
    'MemCheck',
]);
/** The globals' slots and each function's shape; `bits` gives the width of a type. */
function programShapes(cfa, bits, arrays, view) {
    const slotOf = (v, frame) => ({
        key: exprEncoder_varKey(v, frame),
        sort: arrays.has(v) ? bits.arraySort(v) : bvSort(bits.bits(v.type)),
        label: v.name,
        signed: v.type.kind === 'int' && v.type.signed,
        ...(arrays.has(v) && v.type.kind === 'array' ? { arrayLength: v.type.length } : {}),
    });
    const inMem = (v) => inMemory(v) && !arrays.has(v);
    const globals = [];
    for (const { variable: v } of view.globals) {
        if (inMem(v))
            throw new memoryModel_EncodeUnsupported(`global ${v.name} in memory (CHC: an array, struct or address-taken variable)`);
        globals.push(slotOf(v, { key: 'g' }));
    }
    const shapes = new Map();
    for (const fn of cfa.functions.values()) {
        const frame = { key: `f_${fn.name}` };
        for (const v of [...view.params(fn), ...view.locals(fn)]) {
            if (inMem(v))
                throw new memoryModel_EncodeUnsupported(`${v.name} in memory (CHC: an array, struct or address-taken variable)`);
        }
        const params = view.params(fn).map((v) => slotOf(v, frame));
        const outKeys = new Set(view.outs(fn).map((v) => exprEncoder_varKey(v, frame)));
        const locals = view.locals(fn).map((v) => slotOf(v, frame));
        const ret = fn.returnType.kind === 'void'
            ? undefined
            : {
                key: `${frame.key}:__ret`,
                sort: bvSort(bits.bits(fn.returnType)),
                label: '\\result',
                signed: fn.returnType.kind === 'int' && fn.returnType.signed,
            };
        shapes.set(fn.name, {
            fn,
            frame,
            cur: [...params, ...locals, ...globals, ...(ret ? [ret] : [])],
            params,
            outs: params.filter((p) => outKeys.has(p.key)),
            ret,
            cuts: cutNodes(fn, arrays, view),
        });
    }
    return { globals, shapes };
}
/** Entry, exit, loop heads, call sites and return points; every edge is checked on the way. */
function cutNodes(fn, arrays, view) {
    const cuts = new Set([fn.entry, fn.exit]);
    for (const n of fn.nodes) {
        if (n.isLoopHead)
            cuts.add(n);
        for (const e of n.out) {
            for (const r of view.edges(e))
                checkEdge(r, arrays);
            if (e.kind === 'call') {
                cuts.add(n);
                cuts.add(e.to);
            }
        }
    }
    return cuts;
}
function checkEdge(e, arrays) {
    if (e.kind === 'alloc' || e.kind === 'free')
        throw new memoryModel_EncodeUnsupported('heap memory (CHC)');
    if (e.kind === 'unsupported')
        throw new memoryModel_EncodeUnsupported(e.feature);
    for (const [, x] of edgeOperands(e))
        checkExpr(x, arrays);
}
function checkExpr(e, arrays) {
    const arr = indexedArray(e);
    if (arr && arrays.has(arr) && e.kind === 'Index')
        return checkExpr(e.index, arrays);
    if (NO_MEMORY.has(e.kind))
        throw new memoryModel_EncodeUnsupported('memory access (CHC)');
    if (e.kind === 'VarRef' && inMemory(e.symbol))
        throw new memoryModel_EncodeUnsupported('variable in memory (CHC)');
    for (const c of children(e))
        checkExpr(c, arrays);
}

;// CONCATENATED MODULE: ./src/encodings/horn/hornClauses.ts
// The program as constrained Horn clauses over bit-vectors, for Z3's Spacer: one predicate per cut
// node of each function (entry, loop heads, call sites and return points, exit) over the function's
// state (parameters, locals, scalar globals, the return value) and its entry values; per function an
// `entry` predicate (the contexts it is called in) and a `summary` predicate (entry values to exit
// values), so calls and recursion need no inlining. Between cut nodes the loop-free code is one
// clause per target (large-block encoding); reaching an error node is a clause with head `false`.
// Leaf functions (no loops, no calls) are then inlined into their callers (inlineLeaves.ts), and
// the predicates of cut nodes other than loop heads are resolved away (eliminate.ts).
// The functions' state slots and cut nodes come from hornShapes.ts, which also rejects programs with
// variables in memory (structs, pointers to locals, heap; arrays unless `arrays` keeps them as
// values, SMT arrays in the state) as EncodeUnsupported. With `arrays`, the objects behind pointer
// parameters that ir/fieldValues.ts admits are values too: a copying parameter's values are extra
// parameters of its function, passed from the caller's object and returned by the summary.









/** The clauses of `cfa` from `entry`; the safety clauses of the properties in `skip` are left out. */
function hornSystem(cfa, entry, skip, encoding = {}) {
    const view = encoding.arrays ? fieldValues(cfa) : plainView(cfa);
    const h = new HornBuilder(cfa, encoding.arrays ? arrayValueVars(cfa, view) : new Set(), view);
    const main = h.shapes.get(entry);
    if (!main)
        throw new memoryModel_EncodeUnsupported(`no entry function ${entry}`);
    for (const sh of h.shapes.values())
        h.declarePredicates(sh);
    h.programEntry(main);
    for (const sh of h.shapes.values())
        h.functionClauses(sh);
    const system = {
        predicates: h.predicates,
        args: h.args,
        nodes: h.nodes,
        clauses: h.clauses.filter((c) => c.propertyId === undefined || !skip?.has(c.propertyId)),
    };
    return keepLoopHeads(inlineLeafFunctions(system, entry));
}
/** The predicates and clauses of one program, built function by function. */
class HornBuilder {
    cfa;
    arrays;
    view;
    predicates = [];
    args = new Map();
    nodes = new Map();
    clauses = [];
    globals;
    shapes;
    /** Widths of types (its script is never used). */
    bits;
    constructor(cfa, 
    /** The arrays encoded as values. */
    arrays, 
    /** The variables and edges, structs split into fields where they can be. */
    view) {
        this.cfa = cfa;
        this.arrays = arrays;
        this.view = view;
        this.bits = this.enc(new Script());
        ({ globals: this.globals, shapes: this.shapes } = programShapes(cfa, this.bits, arrays, view));
    }
    enc(s) {
        const model = this.cfa.program.dataModel;
        const layout = memoryLayout(model);
        const enc = new ExprEncoder(s, model, layout, new ObjectTable(layout, model));
        enc.arrayValues = this.arrays;
        return enc;
    }
    /** A global's initial value: its initializer, or zero (an array value: zero with its elements stored). */
    initialValue(c, v, init, st) {
        if (init?.kind === 'scalar')
            return c.enc.value(init.expr, st, { key: 'g' });
        if (!this.arrays.has(v) || v.type.kind !== 'array')
            return `(_ bv0 ${this.bits.bits(v.type)})`;
        const ptrBits = c.enc.layout.ptrBits;
        const elemBits = this.bits.bits(v.type.of);
        let t = `((as const ${c.enc.arraySort(v)}) ${bvLit(0n, elemBits)})`;
        for (const [i, x] of init?.elements ?? []) {
            if (x.kind !== 'scalar')
                throw new Error('internal: nested initializer of an array value');
            t = `(store ${t} ${bvLit(BigInt(i), ptrBits)} ${c.enc.value(x.expr, st, { key: 'g' })})`;
        }
        return t;
    }
    /** The entry values of a function: its parameters and the globals, as `\old`. */
    snapshot(sh) {
        return [...sh.params, ...this.globals].map((s) => ({
            ...s,
            key: `0:${s.key}`,
            label: `\\old(${s.label})`,
        }));
    }
    nodePred(sh, n) {
        return `P_${sh.fn.name}_${n.id}`;
    }
    /** The predicate of cut node `n` applied to the state `st` and the entry values `s0`. */
    predAt(sh, n, st, s0) {
        return { pred: this.nodePred(sh, n), args: [...sh.cur.map((s) => st.vars.get(s.key)), ...s0] };
    }
    declare(name, slots, old) {
        this.predicates.push([name, slots.map((s) => s.sort)]);
        this.args.set(name, slots.map((s, i) => ({
            key: s.key,
            label: s.label,
            width: s.arrayLength !== undefined ? 0 : Number(/(\d+)\)$/.exec(s.sort)?.[1] ?? 0),
            signed: s.signed,
            old: i >= old,
            ...(s.arrayLength !== undefined ? { arrayLength: s.arrayLength } : {}),
        })));
    }
    /** A predicate per cut node, the entry predicate `E_` and the summary predicate `S_` of a function. */
    declarePredicates(sh) {
        const globals = this.globals;
        for (const n of sh.cuts) {
            this.declare(this.nodePred(sh, n), [...sh.cur, ...this.snapshot(sh)], sh.cur.length);
            this.nodes.set(this.nodePred(sh, n), { fn: sh.fn.name, node: n });
        }
        this.declare(`E_${sh.fn.name}`, [...sh.params, ...globals], Infinity);
        const outs = [...globals, ...sh.outs].map((g) => ({ ...g, key: `1:${g.key}` }));
        const entryVals = this.snapshot(sh);
        this.declare(`S_${sh.fn.name}`, [...entryVals, ...(sh.ret ? [sh.ret] : []), ...outs], entryVals.length);
    }
    /** A clause builder: fresh constants for slots, encoding in its own script. */
    clause(build) {
        const script = new Script();
        const ctx = new ClauseContext(script, this.enc(script));
        const { apps, target, propertyId } = build(ctx);
        const parts = script.drainParts();
        this.clauses.push({
            vars: parts.decls,
            apps,
            constraint: and(...parts.asserts),
            ...(target ? { target } : {}),
            ...(propertyId !== undefined ? { propertyId } : {}),
        });
    }
    /** The entry function starts with the globals' initial values and arbitrary parameters. */
    programEntry(main) {
        // the fields a function copies from its callers' structs: the entry has no caller
        if (main.outs.length > 0)
            throw new memoryModel_EncodeUnsupported(`entry ${main.fn.name} over a struct pointer (CHC)`);
        this.clause((c) => {
            const st = c.state([]);
            const gvals = this.view.globals.map(({ variable: v, init }) => this.initialValue(c, v, init, st));
            const ps = c.fresh(main.params);
            return { apps: [], target: { pred: `E_${main.fn.name}`, args: [...ps, ...gvals] } };
        });
    }
    /** The clauses of one function: its entry and exit, its calls and the loop-free code between cut nodes. */
    functionClauses(sh) {
        const globals = this.globals;
        const snap = this.snapshot(sh);
        // Entry: the function's predicate at its entry node, with the call's values as entry values.
        this.clause((c) => {
            const ps = c.fresh(sh.params);
            const gs = c.fresh(globals);
            const st = c.state(sh.cur);
            const vars = new Map(st.vars);
            sh.params.forEach((s, i) => vars.set(s.key, ps[i]));
            globals.forEach((s, i) => vars.set(s.key, gs[i]));
            return {
                apps: [{ pred: `E_${sh.fn.name}`, args: [...ps, ...gs] }],
                target: this.predAt(sh, sh.fn.entry, { ...st, vars }, [...ps, ...gs]),
            };
        });
        // Exit: the summary relates entry values to the return value and the globals at the exit.
        this.clause((c) => {
            const st = c.state(sh.cur);
            const s0 = c.fresh(snap);
            const out = [
                ...s0,
                ...(sh.ret ? [st.vars.get(sh.ret.key)] : []),
                ...[...globals, ...sh.outs].map((g) => st.vars.get(g.key)),
            ];
            return { apps: [this.predAt(sh, sh.fn.exit, st, s0)], target: { pred: `S_${sh.fn.name}`, args: out } };
        });
        for (const c0 of sh.cuts) {
            if (c0 === sh.fn.exit)
                continue;
            for (const e of c0.out) {
                if (e.kind === 'call')
                    this.callClauses(sh, c0, e);
            }
            if (c0.out.some((e) => e.kind !== 'call'))
                this.regionClauses(sh, c0, snap);
        }
    }
    callClauses(sh, at, call) {
        const callee = this.shapes.get(call.callee);
        if (!callee)
            throw new memoryModel_EncodeUnsupported(`call of ${call.callee} without a body (CHC)`);
        const e = this.view.edges(call)[0];
        const globals = this.globals;
        const snap = this.snapshot(sh);
        // the caller's variables copied into the callee's fields of its structs, and back
        const copies = this.view.copies(call).map((v) => exprEncoder_varKey(v, sh.frame));
        const argsOf = (c, st) => [
            ...e.args.map((a) => c.enc.value(a, st, sh.frame)),
            ...copies.map((k) => st.vars.get(k)),
        ];
        // The callee is entered with the arguments and the current globals.
        this.clause((c) => {
            const st = c.state(sh.cur);
            const s0 = c.fresh(snap);
            const gs = globals.map((g) => st.vars.get(g.key));
            return {
                apps: [this.predAt(sh, at, st, s0)],
                target: { pred: `E_${e.callee}`, args: [...argsOf(c, st), ...gs] },
            };
        });
        // It returns: its summary gives the result and the globals after it.
        this.clause((c) => {
            const st = c.state(sh.cur);
            const s0 = c.fresh(snap);
            const gs = globals.map((g) => st.vars.get(g.key));
            const r = callee.ret ? c.fresh([callee.ret])[0] : undefined;
            const gout = c.fresh([...globals, ...callee.outs]);
            let after = st;
            const back = [...globals.map((g) => g.key), ...copies];
            for (let i = 0; i < back.length; i++)
                after = setVar(after, back[i], gout[i]);
            if (e.lhs && r !== undefined)
                after = c.enc.assign(e.lhs, r, undefined, after, sh.frame);
            const summary = {
                pred: `S_${e.callee}`,
                args: [...argsOf(c, st), ...gs, ...(r !== undefined ? [r] : []), ...gout],
            };
            return { apps: [this.predAt(sh, at, st, s0), summary], target: this.predAt(sh, e.to, after, s0) };
        });
    }
    /** One clause per cut node or error node reachable from `start` through loop-free code. */
    regionClauses(sh, start, snap) {
        const script = new Script();
        const ctx = new ClauseContext(script, this.enc(script));
        const st0 = ctx.state(sh.cur);
        const s0 = ctx.fresh(snap);
        const at = regionPaths(sh, start, ctx, st0, this.view);
        const parts = script.drainParts();
        const pre = this.predAt(sh, start, st0, s0);
        for (const [t, hit] of at) {
            const property = t.role === 'error' ? sh.fn.properties.find((p) => p.node === t) : undefined;
            this.clauses.push({
                vars: parts.decls,
                apps: [pre],
                constraint: and(...parts.asserts, hit.guard),
                ...(t.role === 'error' ? {} : { target: this.predAt(sh, t, hit.state, s0) }),
                ...(property ? { propertyId: property.id } : {}),
            });
        }
    }
}
/** Fresh constants and states inside one clause. */
class ClauseContext {
    script;
    enc;
    constructor(script, enc) {
        this.script = script;
        this.enc = enc;
    }
    fresh(slots) {
        return slots.map((s) => this.script.declare(this.script.fresh('v'), s.sort));
    }
    state(slots) {
        const vals = this.fresh(slots);
        return {
            vars: new Map(slots.map((s, i) => [s.key, vals[i]])),
            mem: this.script.declare('mem', this.enc.layout.memSort),
        };
    }
}
/**
 * The loop-free code after `start` from the state `st0`, encoded in `ctx`: per target (cut node,
 * error node, or `start` again) the condition of reaching it and the state there, merged over paths.
 */
function regionPaths(sh, start, ctx, st0, view) {
    const order = regionOrder(sh, start);
    const sem = new EdgeSemantics(ctx.enc);
    const reach = new Map();
    /** Contributions into targets (cut and error nodes, and back into `start`). */
    const into = new Map();
    const at = new Map();
    at.set(start, { guard: TRUE, state: st0 });
    const isTarget = (n) => n === start || sh.cuts.has(n) || n.role === 'error';
    for (const n of order) {
        if (n !== start) {
            const ins = reach.get(n) ?? [];
            if (ins.length === 0)
                continue;
            at.set(n, merge(ctx, ins, sh.cur));
        }
        const here = at.get(n);
        if (!here)
            continue;
        for (const e of n.out) {
            if (e.kind === 'call')
                continue; // call sites are cut nodes: handled by callClauses
            let effect = { cond: TRUE, state: here.state };
            for (const r of view.edges(e)) {
                let next;
                if (r.kind === 'return') {
                    const state = r.value && sh.ret
                        ? setVar(effect.state, sh.ret.key, ctx.enc.value(r.value, effect.state, sh.frame))
                        : effect.state;
                    next = { cond: TRUE, state };
                }
                else {
                    next = sem.effect(r, effect.state, sh.frame, `${start.id}`, `${start.id}|${n.id}`);
                }
                effect = { cond: and(effect.cond, next.cond), state: next.state };
            }
            const guard = ctx.script.define('g', 'Bool', and(here.guard, effect.cond));
            const table = isTarget(e.to) ? into : reach;
            table.set(e.to, [...(table.get(e.to) ?? []), { guard, state: effect.state }]);
        }
    }
    return new Map([...into].map(([t, ins]) => [t, merge(ctx, ins, sh.cur)]));
}
function merge(ctx, ins, slots) {
    if (ins.length === 1)
        return ins[0];
    const guard = ctx.script.define('g', 'Bool', or(...ins.map((i) => i.guard)));
    const vars = new Map();
    for (const s of slots) {
        const vals = ins.map((i) => i.state.vars.get(s.key));
        if (vals.every((v) => v === vals[0])) {
            vars.set(s.key, vals[0]);
            continue;
        }
        let t = vals[vals.length - 1];
        for (let i = vals.length - 2; i >= 0; i--)
            t = ite(ins[i].guard, vals[i], t);
        vars.set(s.key, ctx.script.define('m', s.sort, t));
    }
    return { guard, state: { vars, mem: ins[0].state.mem } };
}
/** The loop-free region after `start` in topological order, without the cut and error nodes that end it. */
function regionOrder(sh, start) {
    const order = [];
    const state = new Map();
    const visit = (n) => {
        const s = state.get(n);
        if (s === 'done')
            return;
        if (s === 'open')
            throw new memoryModel_EncodeUnsupported('a cycle without loop head (irreducible control flow)');
        state.set(n, 'open');
        for (const e of n.out) {
            const t = e.to;
            if (e.kind === 'call' || t === start || sh.cuts.has(t) || t.role === 'error')
                continue;
            visit(t);
        }
        state.set(n, 'done');
        order.push(n);
    };
    visit(start);
    return order.reverse();
}

;// CONCATENATED MODULE: ./src/encodings/horn/hornSystems.ts
// The Horn systems of a process, each built once per (program CFA, entry, skip set): the engines,
// the certificate checks and the pipeline all ask here instead of encoding the program again. A
// HornSystem is immutable once built (every consumer derives new systems, never edits one), so one
// copy serves all; it is frozen (its arrays, clauses, predicate applications, argument records), so
// that an engine, which the checkers do not trust, cannot change what a checker reads. Keyed by the
// CFA object (a CFA built afresh, or edited, has systems of its own), the entry and the sorted skip
// set; an encoding the program does not admit is remembered too and thrown again. Counts what it
// built, for the run's statistics.




const memo = new WeakMap();
let built = 0;
let requests = 0;
/** The key of a system of one CFA: the entry, the sorted skip set and the encoding. */
function hornSystemKey(entry, skip, encoding = {}) {
    const key = [entry, [...(skip ?? [])].sort()];
    return JSON.stringify(encoding.arrays ? [...key, 'arrays'] : key);
}
/** `hornSystem(cfa, entry, skip, encoding)`, built at most once per CFA, entry, skip set and encoding. */
function hornSystemOf(cfa, entry, skip, encoding = {}) {
    requests++;
    let systems = memo.get(cfa);
    if (!systems) {
        systems = new Map();
        memo.set(cfa, systems);
    }
    // a program without arrays or structs to keep as values has one system for both encodings
    const key = hornSystemKey(entry, skip, encoding.arrays && hasArrayValues(cfa) ? encoding : {});
    let b = systems.get(key);
    if (!b) {
        built++;
        try {
            b = { system: frozen(hornSystem(cfa, entry, skip, encoding)) };
        }
        catch (e) {
            b = { error: e };
        }
        systems.set(key, b);
    }
    if ('error' in b)
        throw b.error;
    return b.system;
}
/**
 * Whether the program admits a Horn encoding the provers use (with array values, as templates and
 * CHC ask, or without, as k-induction and condinv ask): false only when both are unsupported. Any
 * other failure counts as admitted (the engines report it themselves).
 */
function hornSystems_hornEncodable(cfa, entry, skip) {
    for (const encoding of [{ arrays: true }, {}]) {
        try {
            hornSystemOf(cfa, entry, skip, encoding);
            return true;
        }
        catch (e) {
            if (!(e instanceof EncodeUnsupported))
                return true;
        }
    }
    return false;
}
const arrayValues = new WeakMap();
/** Whether `cfa` has arrays or structs the encoding `arrays` keeps as values (once per CFA). */
function hasArrayValues(cfa) {
    let has = arrayValues.get(cfa);
    if (has === undefined) {
        has = fieldValues(cfa).split || arrayValueVars(cfa).size > 0;
        arrayValues.set(cfa, has);
    }
    return has;
}
/** Drops the systems of `cfa` (after its nodes or edges were changed in place). */
function forgetHornSystems(cfa) {
    memo.delete(cfa);
    arrayValues.delete(cfa);
    forgetFieldValues(cfa);
}
/** The keys (hornSystemKey) of the systems held for `cfa`. */
function hornSystemKeys(cfa) {
    return [...(memo.get(cfa)?.keys() ?? [])];
}
function hornSystemStats() {
    return { built, requests };
}
/** `system` with its arrays and records frozen (the maps' values too; a Map itself cannot be). */
function frozen(system) {
    const app = (a) => {
        Object.freeze(a.args);
        Object.freeze(a);
    };
    for (const p of system.predicates)
        Object.freeze(Object.freeze(p)[1]);
    for (const c of system.clauses) {
        for (const v of c.vars)
            Object.freeze(v);
        Object.freeze(c.vars);
        c.apps.forEach(app);
        Object.freeze(c.apps);
        if (c.target)
            app(c.target);
        Object.freeze(c);
    }
    for (const args of system.args.values())
        for (const a of Object.freeze(args))
            Object.freeze(a);
    for (const n of system.nodes.values())
        Object.freeze(n); // the CFA node itself belongs to the CFA
    Object.freeze(system.predicates);
    Object.freeze(system.clauses);
    return Object.freeze(system);
}

;// CONCATENATED MODULE: ./src/encodings/horn/horn.ts
// The Horn clause systems the CHC engine, the invariant engines and k-induction share: predicates
// applied to argument terms, clauses, what each predicate argument means in C, conjunctions of
// candidate invariants per predicate, and their SMT-LIB text (definitions, Horn scripts).

/**
 * `define-fun`s of the predicates from conjuncts over `a0`, `a1`, ...; a predicate without an
 * entry is `missing` (true or false); `rename` gives the defined names (default: the predicates').
 */
function predicateDefinitions(system, conj, missing, rename) {
    return system.predicates
        .map(([name, sorts]) => {
        const ps = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
        const cs = conj.get(name);
        const body = !cs
            ? missing
            : cs.length === 0
                ? 'true'
                : cs.length === 1
                    ? cs[0]
                    : `(and ${cs.join(' ')})`;
        return `(define-fun ${rename ? rename(name) : name} (${ps}) Bool ${body})`;
    })
        .join('\n');
}
/**
 * `define-fun`s (predicateDefinitions) of only the predicates the clause's body applies: a query
 * about one clause needs no others, and their definitions would only be text for Z3 to read.
 */
function bodyDefinitions(system, c, conj, missing) {
    const applied = new Set(c.apps.map((a) => a.pred));
    return predicateDefinitions({ ...system, predicates: system.predicates.filter(([n]) => applied.has(n)) }, conj, missing);
}
function appTerm(a) {
    return horn_app(a.pred, a.args);
}
function clauseBody(c) {
    return and(...c.apps.map(appTerm), c.constraint);
}
function clauseHead(c) {
    return c.target ? appTerm(c.target) : FALSE;
}
/** The system as an SMT-LIB Horn script (declarations and quantified clauses). */
function hornScript(h) {
    const lines = h.predicates.map(([name, sorts]) => `(declare-fun ${name} (${sorts.join(' ')}) Bool)`);
    for (const c of h.clauses) {
        const implication = `(=> ${clauseBody(c)} ${clauseHead(c)})`;
        const bound = c.vars.map(([n, s]) => `(${n} ${s})`).join(' ');
        lines.push(c.vars.length > 0 ? `(assert (forall (${bound}) ${implication}))` : `(assert ${implication})`);
    }
    return lines.join('\n');
}
function horn_app(name, args) {
    return args.length === 0 ? name : `(${name} ${args.join(' ')})`;
}

;// CONCATENATED MODULE: ./src/certify/batchedClauses.ts
// Several Horn clauses checked valid in one fresh solver context: each clause's variables renamed
// apart, a Boolean per clause that holds exactly when the clause is violated (its body and not its
// head), and their disjunction asserted. `unsat` proves every clause of the group valid at once; a
// model names the clauses it violates (each one a witness of its own); `unknown` decides nothing.
// One context instead of one per clause: the certificate's definitions are parsed once, and the
// fixed cost of a context is paid once (checkHorn.ts falls back to single clauses for what is left).



/** Checks the clauses of `group` (numbered as in their system) under `header`'s definitions. */
async function batchCheck(session, header, group, deadline) {
    const left = deadline - workNow();
    if (group.length < 2 || left <= 0)
        return { result: 'unknown' };
    const lines = [header];
    const flags = [];
    for (const [i, c] of group) {
        const names = new Map(c.vars.map(([n]) => [n, `k${i}!${n}`]));
        for (const [n, sort] of c.vars)
            lines.push(`(declare-fun ${names.get(n)} () ${sort})`);
        const violated = c.target ? `(and ${clauseBody(c)} (not ${clauseHead(c)}))` : clauseBody(c);
        const flag = `bad${i}!`;
        lines.push(`(declare-fun ${flag} () Bool)`, `(assert (= ${flag} ${renameText(violated, names)}))`);
        flags.push(flag);
    }
    lines.push(`(assert (or ${flags.join(' ')}))`);
    const r = await session.checkOnce(lines.join('\n'), flags, left);
    if (r.result !== 'sat')
        return { result: r.result };
    const violated = group.filter((_, k) => r.values?.[k] === true);
    // a model that shows no violated clause is no answer (the flags are defined, so it cannot be)
    return violated.length > 0 ? { result: 'sat', violated } : { result: 'unknown' };
}

;// CONCATENATED MODULE: ./src/certify/checkHorn.ts
// Independent re-check of a CHC certificate: the program's Horn clauses are encoded again and, in a
// fresh solver context per clause (quantifier-free bit-vectors, no Horn engine), every clause is
// checked valid under the certificate's definitions of the predicates: initiation (entry clauses),
// consecution (clauses between cut nodes, calls and summaries) and safety (clauses with head
// `false`). The certificate may only define predicates of the system; anything else in it is
// rejected.






async function checkHornSolution(cfa, session, entry, model, timeoutMs, skip, 
/** `safety: false`: only initiation and consecution (invariants that need not imply the properties). */
options = { safety: true }) {
    const r = await checkClauses(cfa, session, entry, model, timeoutMs, skip, options.safety ? 'all' : 'none');
    return r.check;
}
/**
 * The same check, but a violated safety clause only takes its own property out: the invariants are
 * checked inductive, then each property's safety clauses. What `checkHornSolution` with the failed
 * properties skipped would accept, in one pass.
 */
async function checkHornSolutionEach(cfa, session, entry, model, timeoutMs, skip) {
    const r = await checkClauses(cfa, session, entry, model, timeoutMs, skip, 'each');
    if (!r.check.accepted && !r.partial)
        return { inductive: r.check, holds: new Set() };
    const holds = new Set(programCfa_propertyIds(cfa).filter((id) => !skip?.has(id) && !r.failed.has(id)));
    return { inductive: { accepted: true }, holds, failed: r.failed };
}
async function checkClauses(cfa, session, entry, model, timeoutMs, skip, 
/** Safety clauses: all must hold, none are checked, or each property on its own. */
safety) {
    const failed = new Map();
    const reject = (reason) => ({
        check: { accepted: false, reason },
        failed,
        partial: false,
    });
    const deadline = workNow() + timeoutMs;
    const system = hornSystemOf(cfa, entry, skip, { arrays: true });
    const definitions = topLevelForms(model.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'));
    const arity = new Map(system.predicates.map(([name, sorts]) => [name, sorts]));
    const defined = new Set();
    for (const d of definitions) {
        const m = /^\(define-fun\s+([A-Za-z0-9_]+)\s/.exec(d);
        if (!m || !arity.has(m[1]) || defined.has(m[1])) {
            return reject(`the certificate defines something else than the predicates: ${d.slice(0, 60)}`);
        }
        if (/\((assert|declare-fun|declare-const|define-fun-rec|push|pop)\b/.test(d.slice(m[0].length))) {
            return reject(`the certificate's definition of ${m[1]} contains a command`);
        }
        defined.add(m[1]);
    }
    // Predicates without a definition hold nowhere.
    const missing = system.predicates
        .filter(([name]) => !defined.has(name))
        .map(([name, sorts]) => `(define-fun ${name} (${sorts.map((s, i) => `(a${i} ${s})`).join(' ')}) Bool false)`);
    const header = [...definitions, ...missing].join('\n');
    try {
        await session.add(header); // parses it once, with a clear error
    }
    catch (e) {
        return reject(`the certificate does not parse: ${e.message}`);
    }
    // Initiation and consecution first, then safety; first all of a kind in one fresh context
    // (batchedClauses.ts), then each clause the batches left undecided in a fresh context of its own
    // (Z3's non-incremental bit-blasting: several times faster than push/pop in one context on
    // lifted invariants with wide arithmetic)
    const order = [...system.clauses.entries()].filter(([, c]) => c.target || safety !== 'none');
    order.sort(([, a], [, b]) => Number(!a.target) - Number(!b.target));
    const what = (c) => !c.target ? `safety${c.propertyId ? ` of ${c.propertyId}` : ''}` : 'consecution';
    const valid = new Set();
    // shown valid by a batch, or a safety clause of a property already failed
    const settled = (i, c) => valid.has(i) || (!c.target && c.propertyId !== undefined && failed.has(c.propertyId));
    for (const kind of [true, false]) {
        for (;;) {
            const group = order.filter(([i, c]) => !!c.target === kind && !settled(i, c));
            const r = await batchCheck(session, header, group, deadline);
            if (r.result === 'unsat')
                for (const [i] of group)
                    valid.add(i);
            if (r.result !== 'sat')
                break;
            for (const [i, c] of r.violated) {
                const reason = `clause ${i + 1} (${what(c)}) is violated`;
                if (!c.target && safety === 'each' && c.propertyId !== undefined)
                    failed.set(c.propertyId, reason);
                else
                    return reject(reason);
            }
        }
    }
    for (const [i, c] of order) {
        if (settled(i, c))
            continue;
        const left = deadline - workNow();
        if (left <= 0 && safety === 'each' && !c.target && c.propertyId !== undefined) {
            failed.set(c.propertyId, 'time limit reached during the certificate check');
            continue;
        }
        if (left <= 0)
            return reject('time limit reached during the certificate check');
        const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
        const goal = c.target ? `\n(assert (not ${clauseHead(c)}))` : '';
        const r = await session.checkOnce(`${header}\n${decls}\n(assert ${clauseBody(c)})${goal}`, [], left);
        if (r.result === 'unsat')
            continue;
        const reason = `clause ${i + 1} (${what(c)}) is ${r.result === 'sat' ? 'violated' : 'not decided in time'}`;
        // a safety clause of no particular property fails them all
        if (!c.target && safety === 'each' && c.propertyId !== undefined)
            failed.set(c.propertyId, reason);
        else
            return reject(reason);
    }
    if (failed.size === 0)
        return { check: { accepted: true }, failed, partial: false };
    return {
        check: { accepted: false, reason: `the safety of ${[...failed.keys()].join(', ')} does not follow` },
        failed,
        partial: true,
    };
}

;// CONCATENATED MODULE: ./src/encodings/transitionSystem.ts
// A program's linear Horn system read as a transition system for k-induction: the state is a
// program counter (which predicate, i.e. which cut node, or an error, or "before the start") and
// per predicate a copy of its arguments; each clause is a transition from its body predicate to its
// head (a fact leaves the start state, a safety clause enters the error location of its property).
// Between cut nodes a step covers a whole loop-free region, so k counts loop iterations rather
// than statements. Systems with calls that were not inlined (non-linear clauses) are unsupported.




const PC_BITS = 16;
/** The program counter before the first transition. */
const PC_START = 0;
class TransitionSystem {
    system;
    /** Program counter value per predicate (1..n); errors follow, one per property. */
    pcOf;
    errorPc;
    parsed;
    constructor(system) {
        this.system = system;
        const pcOf = new Map();
        const errorPc = new Map();
        const parsed = [];
        this.pcOf = pcOf;
        this.errorPc = errorPc;
        this.parsed = parsed;
        let next = PC_START + 1;
        for (const [name] of system.predicates)
            pcOf.set(name, next++);
        for (const c of system.clauses) {
            if (c.apps.length > 1)
                throw new memoryModel_EncodeUnsupported('calls that are not inlined (k-induction)');
            if (!c.target) {
                const id = c.propertyId ?? '?';
                if (!errorPc.has(id))
                    errorPc.set(id, next++);
            }
        }
        if (next >= 1 << PC_BITS)
            throw new memoryModel_EncodeUnsupported('too many locations (k-induction)');
        for (const c of system.clauses) {
            const from = c.apps.length === 0 ? PC_START : this.pcOf.get(c.apps[0].pred);
            const to = c.target
                ? this.pcOf.get(c.target.pred)
                : this.errorPc.get(c.propertyId ?? '?');
            // the body's predicate application is the current state: replace it by argument equalities
            const withoutApp = c.apps.length === 0 ? c.constraint : clauseBody({ ...c, apps: [] });
            parsed.push({
                clause: c,
                body: parseSexp(withoutApp),
                targetArgs: (c.target?.args ?? []).map(parseSexp),
                from,
                to,
            });
        }
        Object.freeze(parsed);
        Object.freeze(this);
    }
    /** The name of predicate `p`'s argument `j` in state `i`. */
    argVar(p, j, i) {
        return `${p}$${j}@${i}`;
    }
    pcVar(i) {
        return `pc@${i}`;
    }
    pcLit(v) {
        return bvLit(BigInt(v), PC_BITS);
    }
    /** Declarations of state `i`. */
    declareState(i) {
        const lines = [`(declare-fun ${this.pcVar(i)} () (_ BitVec ${PC_BITS}))`];
        for (const [name, sorts] of this.system.predicates)
            sorts.forEach((s, j) => lines.push(`(declare-fun ${this.argVar(name, j, i)} () ${s})`));
        return lines.join('\n');
    }
    /** The transition from state `i` to state `i + 1` (declarations of its clause constants, then one assertion). */
    step(i) {
        const decls = [];
        const options = [];
        this.parsed.forEach((p, ci) => {
            const map = new Map(p.clause.vars.map(([n]) => [n, `${n.replace(/\|/g, '')}!${ci}@${i}`]));
            for (const [n, s] of p.clause.vars)
                decls.push(`(declare-fun ${map.get(n)} () ${s})`);
            const r = (x) => printSexp(renameAtoms(x, (a) => map.get(a)));
            const parts = [
                `(= ${this.pcVar(i)} ${this.pcLit(p.from)})`,
                `(= ${this.pcVar(i + 1)} ${this.pcLit(p.to)})`,
                r(p.body),
            ];
            if (p.clause.apps.length === 1) {
                const app = p.clause.apps[0];
                app.args.forEach((a, j) => parts.push(`(= ${this.argVar(app.pred, j, i)} ${renameText(a, map)})`));
            }
            if (p.clause.target) {
                const t = p.clause.target;
                p.targetArgs.forEach((a, j) => parts.push(`(= ${this.argVar(t.pred, j, i + 1)} ${r(a)})`));
            }
            options.push(`(and ${parts.join(' ')})`);
        });
        return `${decls.join('\n')}\n(assert (or ${options.join(' ')}))`;
    }
    /** State `i` is at an error location (of one of `ids`, or of any property). */
    isError(i, ids) {
        const pcs = [...this.errorPc].filter(([id]) => !ids || ids.has(id)).map(([, v]) => v);
        if (pcs.length === 0)
            return 'false';
        return `(or ${pcs.map((v) => `(= ${this.pcVar(i)} ${this.pcLit(v)})`).join(' ')})`;
    }
    /** The property whose error location `pc` is. */
    propertyAt(pc) {
        for (const [id, v] of this.errorPc)
            if (v === pc)
                return id;
        return undefined;
    }
    /** `pc = P -> I_P(args)` for every predicate, with `I_P` the name `inv(P)` defines. */
    invariantAt(i, inv) {
        const parts = this.system.predicates.map(([name, sorts]) => {
            const args = sorts.map((_, j) => this.argVar(name, j, i)).join(' ');
            const at = `(= ${this.pcVar(i)} ${this.pcLit(this.pcOf.get(name))})`;
            return `(=> ${at} ${sorts.length === 0 ? inv(name) : `(${inv(name)} ${args})`})`;
        });
        return parts.length === 0 ? 'true' : `(and ${parts.join(' ')})`;
    }
}
const transitionSystem_memo = new WeakMap();
let transitionSystem_built = 0;
/**
 * The transition system of a Horn system (hornSystems.ts hands out one per CFA, entry and skip set),
 * built once and shared by k-induction and its certificate check; one the system does not admit is
 * remembered too and thrown again. The object is frozen, its maps read-only.
 */
function transitionSystemOf(system) {
    let b = transitionSystem_memo.get(system);
    if (!b) {
        transitionSystem_built++;
        try {
            b = { ts: new TransitionSystem(system) };
        }
        catch (e) {
            b = { error: e };
        }
        transitionSystem_memo.set(system, b);
    }
    if ('error' in b)
        throw b.error;
    return b.ts;
}
/** Transition systems built since the process started. */
function transitionSystemsBuilt() {
    return transitionSystem_built;
}

;// CONCATENATED MODULE: ./src/certify/checkKInduction.ts
// Independent re-check of a k-induction certificate (k, invariants), from the program's CFA and in
// fresh solver sessions: (1) the invariants hold initially and are preserved by every clause of the
// program's Horn system (the safety clauses are not required), (2) base case: no property of the
// certificate is violated within k steps from the start, and (3) step case: k steps that avoid the
// errors and satisfy the invariants cannot be followed by an error; with `forward`, (3) is replaced
// by: no path of k steps exists at all. The invariant definitions may only define predicates.




async function checkKInduction(cfa, openSession, entry, certificate, propertyIds, timeoutMs, skip) {
    const deadline = workNow() + timeoutMs;
    const { k, forward, invariants } = certificate;
    if (!Number.isInteger(k) || k < 1 || k > 10_000)
        return { accepted: false, reason: `bad k (${k})` };
    const system = hornSystemOf(cfa, entry, skip);
    const ts = transitionSystemOf(system);
    const withSession = async (f) => {
        const s = await openSession();
        try {
            return await f(s);
        }
        finally {
            await s.dispose().catch(() => undefined);
        }
    };
    const hasInvariants = invariants.trim() !== '';
    if (hasInvariants) {
        const inductive = await withSession((s) => checkHornSolution(cfa, s, entry, invariants, Math.max(1, deadline - workNow()), skip, {
            safety: false,
        }));
        if (!inductive.accepted)
            return { accepted: false, reason: `invariants: ${inductive.reason ?? 'rejected'}` };
    }
    const left = () => Math.max(1, deadline - workNow());
    // (2) base case, and with `forward` the end of all paths
    const base = await withSession(async (s) => {
        await s.add(`${ts.declareState(0)}\n(assert (= ${ts.pcVar(0)} ${ts.pcLit(PC_START)}))`);
        for (let j = 1; j <= k; j++) {
            await s.add(`${ts.declareState(j)}\n${ts.step(j - 1)}`);
            await s.push();
            await s.add(`(assert ${ts.isError(j, propertyIds)})`);
            const r = await s.check({ timeoutMs: left() });
            await s.pop();
            if (r !== 'unsat')
                return `the base case is ${r === 'sat' ? 'violated' : 'not decided'} at ${j}`;
        }
        if (forward && (await s.check({ timeoutMs: left() })) !== 'unsat')
            return `paths longer than ${k} exist`;
        return undefined;
    });
    if (base !== undefined)
        return { accepted: false, reason: base };
    if (forward)
        return { accepted: true };
    // (3) step case
    const step = await withSession(async (s) => {
        try {
            return await stepCase(s);
        }
        catch (e) {
            return `the step case does not parse: ${e.message.slice(0, 80)}`;
        }
    });
    return step === undefined ? { accepted: true } : { accepted: false, reason: step };
    async function stepCase(s) {
        const inv = (p) => `inv!${p}`;
        if (hasInvariants)
            await s.add(invariants.replace(/\(define-fun\s+([A-Za-z0-9_]+)/g, '(define-fun inv!$1'));
        const strengthen = (i) => (hasInvariants ? `(assert ${ts.invariantAt(i, inv)})` : '');
        await s.add(`${ts.declareState(0)}\n${strengthen(0)}`);
        for (let j = 1; j <= k; j++) {
            await s.add(`${ts.declareState(j)}\n${ts.step(j - 1)}\n(assert (not ${ts.isError(j - 1)}))\n${strengthen(j)}`);
        }
        await s.add(`(assert ${ts.isError(k, propertyIds)})`);
        const r = await s.check({ timeoutMs: left() });
        return r === 'unsat'
            ? undefined
            : `the step case is ${r === 'sat' ? 'violated' : 'not decided'} at k = ${k}`;
    }
}

;// CONCATENATED MODULE: ./src/certify/checkUnwinding.ts
// Independent re-check of a BMC safety certificate ("every path ends within depth d and none
// reaches the properties"): the program is unwound to d again, closed (closedRound.ts: the same
// exact case split over a small-range input when there is one), each variant in a fresh solver
// context, so nothing of the run (its encodings, its solver state) is trusted. The certificate
// stands only when the properties and every cut point are unsatisfiable in every variant.





async function checkUnwindingCertificate(cfa, session, entry, propertyIds, depth, timeoutMs) {
    const deadline = workNow() + timeoutMs;
    const wanted = new Set(propertyIds);
    const variants = closedRound(cfa, entry, depth, deadline);
    let answer;
    for (;;) {
        let next;
        try {
            next = variants.next(answer);
        }
        catch (e) {
            if (e instanceof EncodeTimeout)
                return { accepted: false, reason: `re-check at depth ${depth} did not finish (encoding)` };
            if (e instanceof memoryModel_EncodeUnsupported)
                return { accepted: false, reason: `cannot re-encode: ${e.feature}` };
            throw e;
        }
        if (next.done)
            return { accepted: true };
        const { unroller, formula, label, prefix } = next.value;
        answer = prefix ? 'covered' : undefined;
        const hits = unroller.errors
            .filter((h) => wanted.has(h.propertyId))
            .map((h) => h.instance.guard);
        // goalSplit.ts: the disjunction, split when Z3 does not answer it soon
        const result = await satisfiable(formula, [...hits, ...unroller.cutLiterals().lits]);
        if (result === 'sat' && prefix) {
            answer = 'reachable'; // the variant follows at the full depth
            continue;
        }
        if (result === 'sat')
            return {
                accepted: false,
                reason: `re-check at depth ${depth} found a path to a property or beyond the bound (${label})`,
            };
        if (result !== 'unsat')
            return { accepted: false, reason: `re-check at depth ${depth} did not finish (${label})` };
    }
    /** Whether one of `goals` can hold in a variant's `formula`. */
    async function satisfiable(formula, goals) {
        const check = (goal, ms) => session.checkOnce(`${formula}\n(assert ${goal})`, [], ms);
        return (await someGoalHolds(goals, check, deadline, probeFloor(formula.length))).result;
    }
}

;// CONCATENATED MODULE: ./src/certify/checkSingleRun.ts
// Independent re-check of a single-run certificate: the program reads no input that matters (no
// nondeterministic value, no unknown function's result, no indeterminate local or parameter that
// any read observes, and no address the allocator chose: no pointer turned into an integer, no
// comparison with a pointer to a dead object, which another allocator may have reused), so it has
// exactly one execution, and that execution ends normally. The
// interpreter (the referee of every semantic choice) runs it again from scratch; every property,
// memory safety included, holds on it, since no error node was reached before the end.


/**
 * Steps a single run may take: a program without input may still loop long over its own data
 * (an array of 100,000 elements initialised and checked); the run's time limit binds first.
 */
const SINGLE_RUN_STEPS = 20_000_000;
/** What a single run is served: 0 for an indeterminate value or a parameter, nothing else. */
function singleRunInput(req) {
    return req.source === 'uninit' || req.source === 'param' ? 0n : undefined;
}
/**
 * The one run of `cfa` from `entry`, if it reads no input; indeterminate values are served as 0
 * (and recorded in `served`, for a counterexample); `observe` sees every node the run stands at.
 */
function checkSingleRun_singleRun(cfa, entry, deadline, served, observe) {
    const zero = inputsFrom(singleRunInput);
    const provider = {
        next(req) {
            const v = zero.next(req);
            if (v)
                served?.push(v);
            return v;
        },
    };
    return interpreter_execute(cfa, provider, { entry, deadline, trace: false, maxSteps: SINGLE_RUN_STEPS, observe });
}
/** Whether `run` is the program's only execution and ends without a violation. */
function checkSingleRun_isCompleteRun(run) {
    const o = run.outcome;
    if (o.kind === 'inputs-exhausted')
        return { accepted: false, reason: `the run reads ${o.request.name}` };
    if (run.observedInputs.length > 0)
        return { accepted: false, reason: 'the run reads an indeterminate value' };
    if (run.addressDependent)
        return { accepted: false, reason: 'the run depends on where objects are allocated' };
    if (o.kind !== 'exit')
        return { accepted: false, reason: `the run ends in ${o.kind}` };
    return { accepted: true };
}
function checkSingleRun(cfa, entry, deadline) {
    const run = checkSingleRun_singleRun(cfa, entry, deadline);
    if (run.outcome.kind === 'limit' && run.outcome.what === 'time')
        return { accepted: false, reason: 'timeout: the run did not end in time' };
    return checkSingleRun_isCompleteRun(run);
}

;// CONCATENATED MODULE: ./src/certify/inputDomains.ts
// Input domains for exhaustive runs. A harness draws a size or an index from a wide type and
// confines it at once (`n = nondet_int(); assume(0 <= n && n <= 5)`): every execution with a value
// outside ends at the assumption, and only the values inside need running. A domain names the
// havoc edge (taken at most once per execution: in the entry function, outside every cycle, the
// entry called by no function) and an interval of its values. The intervals are candidates read
// from the bounds the input is compared with (inputSplits.ts); what makes them sound is the check:
// with the input outside its interval (below it, then above it; the other inputs free), the program
// unrolled to bound 1 reaches, after the input is read, neither a property nor a cut point, so every
// such execution ends within that unrolling and violates nothing after the read. Before the read an
// execution with the input outside is step for step one the runs made (the same earlier inputs, the
// input not yet read), so what fails there the runs found: properties checked before the read (a
// harness's setup, the memory checks of its first dereferences) do not count. Cut points count
// wherever they are. The certificate check repeats it.






/** Widest input never given a domain: narrower ones have all their values tried anyway. */
const NARROW_BITS = 8;
/** The havoc edges of `entry` that every execution takes at most once. */
function onceEdges(cfa, entry) {
    const out = new Map();
    const fn = cfa.functions.get(entry);
    if (!fn || (cfa.callGraph.callers.get(entry)?.size ?? 0) > 0)
        return out;
    const cyclic = new Set(fn.sccs.flat());
    for (const n of fn.nodes) {
        if (cyclic.has(n))
            continue;
        for (const e of n.out) {
            const t = e.kind === 'havoc' ? e.lhs.type : undefined;
            if (e.kind === 'havoc' && e.reason === 'nondet' && t?.kind === 'int' && t.ik !== 'bool')
                out.set(e.id, e);
        }
    }
    return out;
}
/** A closed unrolling to bound 1, or undefined when the program cannot be encoded in time. */
function probe(cfa, entry, deadline, intervals) {
    try {
        const u = newUnroller(cfa, 1, true, undefined, intervals);
        u.unroller.deadline = deadline;
        u.unroller.start(entry);
        return u;
    }
    catch (e) {
        if (e instanceof memoryModel_EncodeUnsupported || e instanceof EncodeTimeout)
            return undefined;
        throw e;
    }
}
/** The input term each edge makes in an unrolling (undefined for an edge that makes none or several). */
function termsByEdge(sources) {
    const out = new Map();
    const twice = new Set();
    for (const [term, s] of sources) {
        if (s.source !== 'nondet' || s.edgeId === undefined)
            continue;
        if (out.has(s.edgeId))
            twice.add(s.edgeId);
        out.set(s.edgeId, term);
    }
    for (const id of twice)
        out.delete(id);
    return out;
}
/**
 * Candidate domains of the wide inputs `entry` reads once, of at most `most` values each (not yet
 * checked: see checkInputDomains). Of the intervals the input is compared with, the narrowest
 * whose first values outside (one below, one above) each end a run at once (at a failed assumption
 * or a return, before any loop; the other inputs served 0): a guess, cheap, that the harness
 * confines the input there.
 */
function inputDomains_candidateDomains(cfa, entry, most, deadline) {
    const once = onceEdges(cfa, entry);
    if (once.size === 0)
        return [];
    const u = probe(cfa, entry, deadline);
    if (!u)
        return [];
    const out = [];
    const cyclic = new Set();
    for (const fn of cfa.functions.values())
        for (const n of fn.sccs.flat())
            cyclic.add(n);
    for (const [edgeId, term] of termsByEdge(u.unroller.inputSources)) {
        const width = u.unroller.inputWidths.get(term);
        if (!once.has(edgeId) || width === undefined || width <= NARROW_BITS)
            continue;
        const tried = new Map();
        const blocked = (v) => {
            const bits = BigInt.asUintN(width, v);
            const known = tried.get(bits) ??
                (tried.size < MAX_PROBES && blockedWith(cfa, entry, edgeId, bits, deadline, cyclic));
            tried.set(bits, known);
            return known;
        };
        const iv = u.unroller.ranges
            .intervals(term, width, BigInt(most))
            .find((c) => otherIntervals({ ...c, input: term, values: [] })?.every((side) => blocked(side.lo === c.hi + 1n ? side.lo : side.hi)));
        if (iv)
            out.push({ edgeId, signed: iv.signed, lo: String(iv.lo), hi: String(iv.hi) });
    }
    return out;
}
/** Values outside a candidate tried per input (each bound the input is compared with gives one). */
const MAX_PROBES = 64;
/** Steps of a run that tries a value outside a candidate domain. */
const PROBE_STEPS = 100_000;
/**
 * Whether the run with `bits` at `edgeId` (every other input 0) ends at once: at a failed
 * assumption or a return, before any loop (it stands at no node of a cycle).
 */
function blockedWith(cfa, entry, edgeId, bits, deadline, cyclic) {
    const provider = {
        next: (req) => ({ ...req, bits: req.source === 'nondet' && req.edgeId === edgeId ? bits : 0n }),
    };
    let looped = false;
    const observe = (v) => {
        if (cyclic.has(v.node))
            looped = true;
    };
    const run = execute(cfa, provider, { entry, maxSteps: PROBE_STEPS, deadline, trace: false, observe });
    return !looped && (run.outcome.kind === 'blocked' || run.outcome.kind === 'exit');
}
/**
 * Whether every execution with an input outside its domain ends without a violation (see the
 * header): each domain's edge is taken at most once per execution, and each side of each interval
 * is shown empty of properties and cut points by `session`.
 */
async function inputDomains_checkInputDomains(cfa, entry, domains, session, deadline) {
    const once = onceEdges(cfa, entry);
    const base = probe(cfa, entry, deadline);
    if (!base)
        return { accepted: false, reason: 'the program cannot be encoded to check its input domains' };
    const terms = termsByEdge(base.unroller.inputSources);
    const seen = new Set();
    for (const d of domains) {
        const term = terms.get(d.edgeId);
        const width = term === undefined ? undefined : base.unroller.inputWidths.get(term);
        if (!once.has(d.edgeId) || seen.has(d.edgeId) || term === undefined || width === undefined)
            return { accepted: false, reason: `edge ${d.edgeId} is not an input read once per execution` };
        seen.add(d.edgeId);
        const lo = BigInt(d.lo);
        const hi = BigInt(d.hi);
        const sides = inputSplits_otherIntervals({ input: term, width, values: [], signed: d.signed, lo, hi });
        if (!sides)
            return { accepted: false, reason: `domain ${d.lo}..${d.hi} of edge ${d.edgeId} is no interval` };
        for (const side of sides) {
            const empty = await sideEmpty(cfa, entry, d.edgeId, term, side, session, deadline);
            if (empty !== true)
                return { accepted: false, reason: `inputs of edge ${d.edgeId} outside ${d.lo}..${d.hi}: ${empty}` };
        }
    }
    return { accepted: true };
}
/** The instances of an unrolling that come after the edge `edgeId` is taken (forward along their contributions). */
function reachedAfter(contributions, edgeId) {
    const seen = new Set();
    const work = contributions.filter((c) => c.edge?.id === edgeId).map((c) => c.target);
    for (let i = work.pop(); i !== undefined; i = work.pop()) {
        if (seen.has(i))
            continue;
        seen.add(i);
        for (const c of i.out)
            work.push(c.target);
    }
    return seen;
}
/** Whether, with `term` in `side`, the bound-1 unrolling reaches no property and no cut point (else why not). */
async function sideEmpty(cfa, entry, edgeId, term, side, session, deadline) {
    const u = probe(cfa, entry, deadline, new Map([[term, side]]));
    if (!u)
        return 'not encoded';
    if (u.unroller.inputSources.get(term)?.edgeId !== edgeId)
        return 'the input is named differently';
    const formula = constantReads(u.script.drain());
    const after = reachedAfter(u.unroller.allContributions, edgeId);
    const goals = [
        ...u.unroller.errors.filter((h) => after.has(h.instance)).map((h) => h.instance.guard),
        ...u.unroller.cutLiterals().lits,
    ];
    const check = (goal, ms) => session.checkOnce(`${formula}\n(assert ${goal})`, [], ms);
    const r = await someGoalHolds(goals, check, deadline, probeFloor(formula.length));
    return r.result === 'unsat'
        ? true
        : r.result === 'sat'
            ? 'a property or a cut point is reachable'
            : 'not decided in time';
}

;// CONCATENATED MODULE: ./src/certify/exhaustiveRuns.ts
// Exhaustive runs: a program whose inputs are all narrow (bytes, flags) has few executions, and the
// interpreter (the referee of every semantic choice) can run every one of them. The runs walk the
// tree of input choices depth first: a run takes the values of the previous one up to its last
// input that has a next value, that input's next value, and the first value of every input after it
// (the inputs a run reads depend on the values before them). Each violation found is a real
// execution; when every run ends normally, at a failed assumption or at a violation (which ends
// the execution), every property no run violates holds on every execution. Indeterminate values
// are served as 0 and no run may read one; a run that depends on where objects are allocated, or
// ends in undefined behaviour or a limit, ends the attempt. The certificate check walks the same
// tree the other way round (last values first) and must count the same executions. A wide input
// with a domain (inputDomains.ts: read once per execution, confined by the harness) takes the
// values of its interval only; the check first proves again that the values outside violate
// nothing.



/** Widest input whose every value is tried. */
const MAX_ENUMERATED_BITS = 8;
/** Executions at most (an input of 8 bits and four flags, or two of 6 bits). */
const exhaustiveRuns_MAX_EXECUTIONS = 4096;
/** How often the pace of the runs is looked at (ms). */
const PACE_MS = 1000;
/** Steps one run may take. */
const RUN_STEPS = 1_000_000;
/** The bits a choice's index stands for: the index itself, or the index-th value of a domain. */
function bitsOf(index, width, domain) {
    return domain ? BigInt.asUintN(width, BigInt(domain.lo) + index) : index;
}
/** Runs every execution of `cfa` from `entry` when its inputs are narrow enough. */
function exhaustiveRuns_enumerateRuns(cfa, options) {
    const limit = options.maxExecutions ?? exhaustiveRuns_MAX_EXECUTIONS;
    const up = options.order === 'up';
    let prefix = [];
    let executions = 0;
    const estimate = options.estimate !== false;
    let paced = { at: workNow(), runs: 0 };
    let expected = 1n;
    const violations = new Map();
    const gaveUp = (reason, wide) => ({
        kind: 'gave-up',
        reason,
        violations,
        ...(wide ? { wide } : {}),
    });
    const domains = new Map((options.domains ?? []).map((d) => [d.edgeId, d]));
    for (;;) {
        if (workNow() > options.deadline)
            return gaveUp('timeout: the runs did not end in time');
        const choices = [];
        const served = [];
        let tooWide;
        let twice = false;
        const ranged = new Set();
        const provider = {
            next(req) {
                let bits = 0n;
                if (req.source !== 'uninit') {
                    const domain = req.source === 'nondet' && req.edgeId !== undefined ? domains.get(req.edgeId) : undefined;
                    if (domain && ranged.has(domain.edgeId))
                        twice = true;
                    if (domain)
                        ranged.add(domain.edgeId);
                    if ((req.width > MAX_ENUMERATED_BITS && !domain) || twice) {
                        tooWide = req;
                        return undefined;
                    }
                    const max = domain
                        ? BigInt(domain.hi) - BigInt(domain.lo)
                        : req.bool
                            ? 1n
                            : (1n << BigInt(req.width)) - 1n;
                    const i = choices.length;
                    const index = i < prefix.length ? prefix[i] : up ? 0n : max;
                    choices.push({ value: index, max });
                    bits = bitsOf(index, req.width, domain);
                }
                const { source, edgeId, name, width, signed } = req;
                const v = { source, edgeId, name, bits, width, signed };
                served.push(v);
                return v;
            },
        };
        const run = interpreter_execute(cfa, provider, {
            entry: options.entry,
            maxSteps: RUN_STEPS,
            deadline: options.deadline,
            trace: false,
            ...(options.observe ? { observe: options.observe } : {}),
        });
        const o = run.outcome;
        if (twice)
            return gaveUp(`a run reads the input of edge ${tooWide?.edgeId} twice`);
        if (tooWide)
            return gaveUp(`the program reads a ${tooWide.width}-bit input (${tooWide.name})`, true);
        // a violation is a real execution whatever else holds; the rest needs every run to be the only
        // one its values allow
        if (o.kind === 'violation' && !violations.has(o.propertyId))
            violations.set(o.propertyId, served);
        if (run.addressDependent)
            return gaveUp('a run depends on where objects are allocated');
        if (run.observedInputs.length > 0)
            return gaveUp('a run reads an indeterminate value');
        if (o.kind !== 'exit' && o.kind !== 'blocked' && o.kind !== 'violation')
            return gaveUp(`a run ends in ${exhaustiveRuns_describe(o)}`);
        executions++;
        // the next run: the last input with a next value takes it, the inputs after it start again
        let i = choices.length - 1;
        while (i >= 0 && choices[i].value === (up ? choices[i].max : 0n))
            i--;
        if (i < 0)
            return { kind: 'complete', executions, violations };
        if (executions === 1)
            expected = combinations(choices);
        if (executions === 1 && estimate && expected > BigInt(limit))
            return gaveUp(`more than ${limit} executions`);
        if (executions >= limit)
            return gaveUp(`more than ${limit} executions`);
        // every PACE_MS: the pace since the last look (not the first window's: the first runs are
        // slower, before the JIT), over the runs the first run's combinations leave, must end in time
        const now = workNow();
        if (estimate && now - paced.at >= PACE_MS) {
            const pace = (now - paced.at) / (executions - paced.runs);
            if (paced.runs > 0 && now + pace * (Number(expected) - executions) > options.deadline)
                return gaveUp('timeout: at this pace the runs would not end in time');
            paced = { at: now, runs: executions };
        }
        prefix = [...choices.slice(0, i).map((c) => c.value), choices[i].value + (up ? 1n : -1n)];
    }
}
/** The combinations of a run's inputs' values. */
function combinations(choices) {
    let n = 1n;
    for (const c of choices)
        n *= c.max + 1n;
    return n;
}
function exhaustiveRuns_describe(o) {
    return o.kind === 'undefined-behavior' || o.kind === 'limit' ? `${o.kind} (${o.what})` : o.kind;
}
/**
 * The certificate check for `propertyIds`: the domains (when any) shown to leave out no violation,
 * in a session of `open`; then every execution again, last values first, as many of them, and none
 * violating one of these properties.
 */
async function checkExhaustiveRuns(cfa, entry, certificate, propertyIds, deadline, open) {
    const { executions, domains } = certificate;
    if (domains && domains.length > 0) {
        const session = await open();
        try {
            const checked = await inputDomains_checkInputDomains(cfa, entry, domains, session, deadline);
            if (!checked.accepted)
                return checked;
        }
        finally {
            await session.dispose().catch(() => undefined);
        }
    }
    const again = exhaustiveRuns_enumerateRuns(cfa, {
        entry,
        deadline,
        order: 'down',
        maxExecutions: executions + 1,
        estimate: false,
        ...(domains ? { domains } : {}),
    });
    const violated = [...again.violations.keys()].find((id) => propertyIds.has(id));
    if (violated !== undefined)
        return { accepted: false, reason: `a run reaches ${violated}` };
    if (again.kind === 'gave-up')
        return { accepted: false, reason: again.reason };
    if (again.executions !== executions)
        return { accepted: false, reason: `${again.executions} executions, not ${executions}` };
    return { accepted: true };
}

;// CONCATENATED MODULE: ./src/certify/checkCertificate.ts
// The one entry point of the independent certificate checks: a SAFE certificate of any kind
// (complete unwinding, Horn solution, k-induction, single run) is dispatched to its checker, in fresh solver
// sessions, and the answer is typed: accepted, rejected (the certificate is wrong or does not
// cover the properties), or timeout (the deadline cut the check off). A timeout claims nothing about
// the certificate; whether a check that did not accept was cut off is decided here, and only here.







/** The reason of a check that could not start: its deadline had passed. */
const DEADLINE_PASSED = 'timeout: the deadline passed before the certificate check started';
/**
 * Checks `certificate` for `task` in fresh sessions of `sessions`, until `deadline` (workNow() ms).
 * Never throws: a checker's failure is a rejection, or a timeout when the deadline cut it off.
 */
async function checkCertificate_checkCertificate(task, certificate, sessions, deadline) {
    if (workNow() >= deadline) {
        const timeout = { status: 'timeout', reason: DEADLINE_PASSED };
        return task.each
            ? { ...timeout, each: new Map([...task.propertyIds].map((id) => [id, timeout])) }
            : timeout;
    }
    const timeoutMs = Math.max(1, deadline - workNow());
    try {
        if (task.each && certificate.kind === 'horn-solution') {
            return await hornEach(task, certificate.model, sessions, timeoutMs, deadline);
        }
        const whole = outcomeOf(await dispatch(task, certificate, sessions, timeoutMs), deadline);
        return task.each ? { ...whole, each: new Map([...task.propertyIds].map((id) => [id, whole])) } : whole;
    }
    catch (e) {
        const failed = outcomeOf({ accepted: false, reason: e.message }, deadline);
        return task.each ? { ...failed, each: new Map([...task.propertyIds].map((id) => [id, failed])) } : failed;
    }
}
/**
 * Whether a certificate check that did not accept was cut off by time rather than refuted: its
 * deadline passed, or the solver said so (timeout, canceled, or a session the deadline ended).
 */
function checkTimedOut(reason, deadline, now) {
    return now >= deadline - 50 || /\btimeout\b|\bcancel+ed\b|not decided in time/.test(reason ?? '');
}
/** A checker's answer, typed: a non-acceptance the deadline (or the solver's time limit) explains is a timeout. */
function outcomeOf(check, deadline) {
    if (check.accepted)
        return { status: 'accepted' };
    const reason = check.reason ?? 'no reason';
    return checkTimedOut(check.reason, deadline, workNow())
        ? { status: 'timeout', reason }
        : { status: 'rejected', reason };
}
function skipOf(task) {
    return task.skip ?? new Set(programCfa_propertyIds(task.cfa).filter((id) => !task.propertyIds.has(id)));
}
async function dispatch(task, certificate, sessions, timeoutMs) {
    const { cfa, entry } = task;
    if (certificate.kind === 'single-run')
        return checkSingleRun(cfa, entry, workNow() + timeoutMs);
    if (certificate.kind === 'exhaustive-runs')
        return checkExhaustiveRuns(cfa, entry, certificate, task.propertyIds, workNow() + timeoutMs, () => sessions.session());
    if (certificate.kind === 'k-induction') {
        const open = () => sessions.session();
        return checkKInduction(cfa, open, entry, certificate, task.propertyIds, timeoutMs, skipOf(task));
    }
    return withSession(sessions, (session) => certificate.kind === 'horn-solution'
        ? checkHornSolution(cfa, session, entry, certificate.model, timeoutMs, skipOf(task))
        : checkUnwindingCertificate(cfa, session, entry, [...task.propertyIds], certificate.depth, timeoutMs));
}
/** A Horn solution checked inductive, then per property (`checkHornSolutionEach`). */
async function hornEach(task, model, sessions, timeoutMs, deadline) {
    const r = await withSession(sessions, (session) => checkHornSolutionEach(task.cfa, session, task.entry, model, timeoutMs, skipOf(task)));
    const inductive = outcomeOf(r.inductive, deadline);
    const each = new Map();
    for (const id of task.propertyIds) {
        if (inductive.status !== 'accepted')
            each.set(id, inductive);
        else if (r.holds.has(id))
            each.set(id, { status: 'accepted' });
        else {
            const reason = r.failed?.get(id) ?? 'skipped by the check';
            each.set(id, outcomeOf({ accepted: false, reason }, deadline));
        }
    }
    return { ...inductive, each };
}
async function withSession(sessions, f) {
    const session = await sessions.session();
    try {
        return await f(session);
    }
    finally {
        await session.dispose().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/certify/ubFinding.ts
// Undefined behaviour found on a replayed run, as a finding of its own: the first UB on the path,
// of a kind gcc's `-fsanitize=address,undefined` stops a native run at. Its property id
// (`main#ub@12:9`: function, line, column) depends on the location only, so it is stable.
const MARK = '#ub@';
function ubFindingId(fn, loc) {
    return `${fn}${MARK}${loc.line}:${loc.col}`;
}
/** Is `id` the id of a UB finding (not of a property of the CFA)? */
function isUbFindingId(id) {
    return id.includes(MARK);
}
/** The finding a run that ended in undefined behaviour reports (undefined: no sanitizer sees it). */
function ubFinding(outcome, trace, entry) {
    if (outcome.kind !== 'undefined-behavior' || outcome.category === undefined)
        return undefined;
    const fn = trace.length > 0 ? trace[trace.length - 1].function : entry;
    return {
        id: ubFindingId(fn, outcome.loc),
        function: fn,
        loc: outcome.loc,
        what: outcome.what,
        category: outcome.category,
    };
}

;// CONCATENATED MODULE: ./src/certify/replay.ts
// Replays an engine's counterexample on the concrete interpreter. Soundness gate: a candidate is
// confirmed only when the run consumes exactly its inputs, in order, and ends at a violation of
// the same property with no undefined behaviour on the way, and consumes no result of a function
// without a body or model (its value is made up, not C's). A counterexample for a UB finding
// (ubFinding.ts) is confirmed when the run ends in that undefined behaviour.


const at = (loc) => `${loc.file}:${loc.line}`;
/** Why a run with outcome `o` is not the violation `want`; undefined when it is. */
function mismatch(o, want) {
    switch (o.kind) {
        case 'violation':
            return o.propertyId === want
                ? undefined
                : `the run violates ${o.propertyId} instead of ${want} (${at(o.loc)})`;
        case 'exit':
            return `the run ends without a violation (${o.via === 'return' ? 'returns' : 'exits'} at ${at(o.loc)})`;
        case 'blocked':
            return `the path is infeasible with these inputs: no branch can be taken at ${at(o.loc)}`;
        case 'undefined-behavior':
            return `undefined behaviour before the violation: ${o.what} at ${at(o.loc)}`;
        case 'unsupported':
            return `the interpreter cannot execute ${o.feature} (${at(o.loc)})`;
        case 'limit':
            if (o.what === 'time')
                return `the run exceeds the time limit at ${at(o.loc)}`;
            return `the run exceeds the interpreter's ${o.what === 'steps' ? 'step' : 'call depth'} limit at ${at(o.loc)}`;
        case 'inputs-exhausted':
            return `the inputs run out: ${o.request.source} value for ${o.request.name} needed at ${at(o.loc)}`;
        case 'input-mismatch':
            return `input ${o.index} (${o.got.name}) does not fit: ${o.detail} at ${at(o.loc)}`;
    }
}
function replay_replay(cfa, entry, cex, options = {}) {
    const run = interpreter_execute(cfa, cex.inputs, { ...options, entry });
    const finding = ubFinding(run.outcome, run.trace, entry);
    const base = {
        trace: run.trace,
        outcome: run.outcome,
        ...(finding ? { finding } : {}),
        inputsConsumed: run.inputsConsumed,
        observedInputs: run.observedInputs,
        steps: run.steps,
    };
    let reason = isUbFindingId(cex.propertyId)
        ? finding?.id === cex.propertyId
            ? undefined
            : `the run does not end in the undefined behaviour ${cex.propertyId}: ${mismatch(run.outcome, cex.propertyId) ?? 'it ends elsewhere'}`
        : mismatch(run.outcome, cex.propertyId);
    if (reason === undefined && run.inputsConsumed < cex.inputs.length) {
        const extra = cex.inputs.length - run.inputsConsumed;
        reason = `the violation is reached after ${run.inputsConsumed} of ${cex.inputs.length} inputs (${extra} left over)`;
    }
    if (reason !== undefined)
        return { confirmed: false, reason, ...base };
    // Which value such a function returns is not known: the run is one the model allows, not one C does.
    const unknown = cex.inputs.slice(0, run.inputsConsumed).find((v) => v.source === 'external');
    if (unknown !== undefined) {
        const why = `depends on the unknown function ${unknown.name}`;
        return { confirmed: false, reason: why, unknownFunction: unknown.name, ...base };
    }
    return { confirmed: true, ...base };
}

;// CONCATENATED MODULE: ./src/certify/minimise.ts
// Counterexample values minimised: a confirmed counterexample's inputs (what `__VERIFIER_nondet_*`
// calls, entry parameters and input objects return) made as small in absolute value as the
// concrete interpreter lets them be while the run still reaches the same violation, so that a
// trace in a pull request reads `x = 1004`, not `x = 1968437205`. Every candidate is judged by
// replay (replay.ts: same property, every input consumed, no undefined behaviour on the way), so
// what comes out is exactly as trustworthy as what went in; `minimise` replays the result again
// for its trace (the evidence the report shows).
//
// The search, input by input in consumption order, keeping each value's sign:
//   1. all inputs 0 at once (one run), then each input 0 on its own;
//   2. per input: the magnitudes 1..window, then a binary search on the magnitude between the
//      last window that held no success and the smallest success known. Each probe of the binary
//      search scans `window` consecutive magnitudes and keeps the first that works, so a condition
//      such as `x > 1000 && x % 7 == 3` (success every 7 values) still finds 1004, the smallest;
//   3. step 2 again for the inputs another input's change may free, at most `passes` rounds (a
//      later input made smaller may let an earlier one shrink: `x > y + 1000`).
// The work is bounded by counted interpreter work, never by a timer, so the result is the same
// on any machine: at most `replays` candidate runs and `steps` interpreter steps in all (each run
// also counts `runCost` steps for its start-up), each run at most a few times the original's
// steps. Running out keeps the smallest confirmed inputs found so far. Runs longer than
// MAX_TRACE_STEPS are left as they are (every candidate would cost as much).

/**
 * Per counterexample: at most 2,000 candidate runs and 400,000 interpreter steps (each run charged
 * 50 steps for its start-up besides its edges), magnitudes scanned 16 at a time, 3 rounds of the
 * per-input search. The interpreter charges the runs to the entry's work clock like any run.
 */
const MINIMISE_BUDGET = {
    steps: 400_000,
    replays: 2_000,
    window: 16,
    passes: 3,
    runCost: 50,
};
/** Runs with longer traces are left as they are. */
const MAX_TRACE_STEPS = 2000;
/** The value of an input as its C type reads it (signed or not). */
function inputValue(v) {
    return v.signed ? BigInt.asIntN(v.width, v.bits) : v.bits;
}
const withValue = (v, value) => ({
    ...v,
    bits: BigInt.asUintN(v.width, value),
});
const abs = (x) => (x < 0n ? -x : x);
/** Stops the search when the budget is spent. */
class OutOfBudget extends Error {
}
class Search {
    cfa;
    entry;
    budget;
    inputs;
    propertyId;
    replays = 0;
    steps = 0;
    perRun;
    constructor(cfa, entry, budget, inputs, propertyId, originalSteps) {
        this.cfa = cfa;
        this.entry = entry;
        this.budget = budget;
        this.inputs = inputs;
        this.propertyId = propertyId;
        // a candidate that loops much longer than the original is not the small run we look for
        this.perRun = 4 * originalSteps + 1000;
    }
    /** Does the run with `candidate` confirm the violation? Counts its cost; throws when spent. */
    confirms(candidate) {
        const left = this.budget.steps - this.steps - this.budget.runCost;
        if (this.replays >= this.budget.replays || left <= 0)
            throw new OutOfBudget();
        this.replays++;
        const maxSteps = Math.min(this.perRun, left);
        const cex = { propertyId: this.propertyId, inputs: candidate };
        const run = replay_replay(this.cfa, this.entry, cex, { trace: false, maxSteps });
        this.steps += this.budget.runCost + Math.min(run.steps, maxSteps);
        return run.confirmed;
    }
    /** Tries input `i` with `value`; keeps it when the run still confirms. */
    try(i, value) {
        const candidate = [...this.inputs];
        candidate[i] = withValue(candidate[i], value);
        if (!this.confirms(candidate))
            return false;
        this.inputs = candidate;
        return true;
    }
    /** Step 1: everything 0, else each input 0 on its own. */
    zeros() {
        if (this.inputs.every((v) => v.bits === 0n))
            return;
        const all = this.inputs.map((v) => withValue(v, 0n));
        if (this.confirms(all)) {
            this.inputs = all;
            return;
        }
        for (let i = 0; i < this.inputs.length; i++)
            if (this.inputs[i].bits !== 0n)
                this.try(i, 0n);
    }
    /** Step 2 for input `i`: the smallest magnitude (same sign) found; true when it changed. */
    shrink(i) {
        const v = inputValue(this.inputs[i]);
        if (v === 0n)
            return false;
        if (this.try(i, 0n))
            return true;
        const sign = v < 0n ? -1n : 1n;
        const window = BigInt(this.budget.window);
        /** The first magnitude in [from, to) that confirms, if any. */
        const scan = (from, to) => {
            for (let m = from; m < to; m++)
                if (this.try(i, sign * m))
                    return m;
            return undefined;
        };
        let best = abs(v);
        const small = scan(1n, best < window + 1n ? best : window + 1n);
        if (small !== undefined)
            return true;
        // invariant: the magnitudes [lo, lo + window) fail; best confirms
        let lo = 1n;
        while (best - lo > window) {
            const mid = lo + (best - lo) / 2n;
            const end = mid + window < best ? mid + window : best;
            const found = scan(mid, end);
            if (found !== undefined)
                best = found;
            else
                lo = mid;
        }
        return best !== abs(v);
    }
}
/**
 * The counterexample `cex` (confirmed by replay, `original` its run) with its inputs minimised
 * under `budget`; the original when nothing smaller replays.
 */
function minimiseCounterexample(cfa, entry, cex, original, budget) {
    const search = new Search(cfa, entry, budget, [...cex.inputs], cex.propertyId, original.steps);
    let exhausted = false;
    try {
        search.zeros();
        // an input is searched again only when another one changed since its last search
        let changes = 1;
        const searchedAt = search.inputs.map(() => 0);
        for (let pass = 0; pass < budget.passes; pass++) {
            const before = changes;
            for (let i = 0; i < search.inputs.length; i++) {
                if (searchedAt[i] === changes)
                    continue;
                if (search.shrink(i))
                    changes++;
                searchedAt[i] = changes;
            }
            if (changes === before)
                break;
        }
    }
    catch (e) {
        if (!(e instanceof OutOfBudget))
            throw e;
        exhausted = true;
    }
    const changed = search.inputs.some((v, i) => v.bits !== cex.inputs[i].bits);
    return {
        counterexample: changed ? { ...cex, inputs: search.inputs } : cex,
        changed,
        replays: search.replays,
        steps: search.steps,
        exhausted,
    };
}
/**
 * The counterexample with its inputs minimised and the replay of the result (confirmed, with its
 * trace); `run` is the engine's counterexample's confirmed replay. When nothing gets smaller, or
 * the final replay should not confirm, the engine's counterexample and run.
 */
function minimise_minimise(cfa, entry, cex, run, budget = MINIMISE_BUDGET) {
    if (!run.confirmed || run.trace.length > MAX_TRACE_STEPS || cex.inputs.length === 0)
        return { cex, run };
    const small = minimiseCounterexample(cfa, entry, cex, run, budget);
    if (!small.changed)
        return { cex, run };
    const again = replay_replay(cfa, entry, small.counterexample);
    return again.confirmed ? { cex: small.counterexample, run: again } : { cex, run };
}

;// CONCATENATED MODULE: ./src/certify/entryHarness.ts
// The `main` of a reproducer whose entry is not `main` (a library function named by `--entry`): it
// builds each parameter from the counterexample's `param` values as the interpreter did (a pointer
// parameter's object, ir/entryObjects.ts, or the parameter's own scalar), byte by byte at each
// scalar leaf's offset, and calls the entry. A parameter it cannot build natively (a record passed
// by value, a pointer value that is not NULL, a type without leaves) leaves a note instead.




/** C spelling of a scalar type for a definition or prototype; pointers all become `void *` (same ABI). */
function cType(t) {
    switch (t.kind) {
        case 'int':
            return typeToString({ ...t, enumTag: undefined });
        case 'void':
        case 'float':
            return typeToString(t);
        case 'pointer':
            return 'void *';
        default:
            return undefined;
    }
}
/** Lines of a `main` calling `entry` with the counterexample's parameters, or why there is none. */
function entryMain(cfa, entry, inputs) {
    const fn = cfa.functions.get(entry);
    if (!fn)
        return { note: `no function ${entry} to call` };
    if (cfa.functions.has('main'))
        return { note: `the program defines main: call ${entry} from there` };
    const model = cfa.program.dataModel;
    const values = inputs.filter((v) => v.source === 'param');
    const ret = cType(fn.returnType);
    const proto = [];
    const body = [];
    const args = [];
    let next = 0;
    for (const [i, p] of fn.params.entries()) {
        const object = entryObjectType(entry, p, model, cfa.objectElements);
        const own = cType(p.type);
        const type = object ?? p.type;
        const leaves = inputs_scalarLeaves(type, model);
        const size = sizeOf(type, model);
        if (own === undefined || ret === undefined || leaves === undefined || size === undefined)
            return { note: `a native run cannot pass parameter ${p.name} of ${entry} (${typeToString(p.type)})` };
        const name = `pg_arg${i}`;
        body.push(`  static unsigned char ${name}[${Math.max(size, 1)}] __attribute__((aligned(16)));`);
        for (const leaf of leaves) {
            const v = values[next++];
            if (v === undefined)
                return { note: `the counterexample gives no value for ${p.name} of ${entry}` };
            if (leaf.type.kind === 'pointer' && v.bits !== 0n)
                return { note: `parameter ${p.name} of ${entry} holds an address a native run cannot set` };
            if (v.width > 64)
                return { note: `a value of ${v.width} bits for ${p.name} of ${entry}` };
            const bytes = Math.max(1, v.width / 8);
            body.push(`  { unsigned long long pg_v = 0x${v.bits.toString(16)}ULL; __builtin_memcpy(${name} + ${leaf.offset}, &pg_v, ${bytes}); }`);
        }
        proto.push(own);
        args.push(object ? `(void *)${name}` : `*(${own} *)(void *)${name}`);
    }
    return {
        lines: [
            `/* The entry ${entry}, called with the counterexample's parameters (objects built byte by byte). */`,
            `extern ${ret} ${entry}(${proto.length > 0 ? proto.join(', ') : 'void'});`,
            'int main(void) {',
            ...body,
            `  ${entry}(${args.join(', ')});`,
            '  return 0;',
            '}',
            '',
        ],
    };
}

;// CONCATENATED MODULE: ./src/certify/reproducer.ts
// Writes a C file that, compiled by gcc with the original program, replays a counterexample
// natively: __VERIFIER_nondet_* and body-less external functions return their recorded values in
// call order, and reach_error & co. are defined when the program lacks them. Values gcc cannot be
// given (uninitialised variables, the entry's parameters) make the reproducer incomplete. A UB
// finding's reproducer is built with -fsanitize=address,undefined, which stops at the UB.





/** The reproducer's C source (see `reproducer` for completeness). */
function writeReproducer(cfa, cex, entry = 'main') {
    return reproducer(cfa, cex, entry).text;
}
const comment = (s) => s.replace(/\*\//g, '* /');
const hex = (v) => `0x${v.toString(16)}ULL`;
function reproducer_literal(v) {
    if (v.width <= 64)
        return hex(v.bits);
    return `(((unsigned __int128)${hex(v.bits >> 64n)} << 64) | ${hex(v.bits & ((1n << 64n) - 1n))})`;
}
/** `return <value of type t from raw bits r>;` */
function returnOf(t, r) {
    if (t.kind === 'int')
        return `return (${cType(t)})${r};`;
    if (t.kind === 'pointer')
        return `return (void *)(__UINTPTR_TYPE__)${r};`;
    if (t.kind === 'float' && t.fk !== 'ldouble') {
        const [u, f] = t.fk === 'float' ? ['unsigned int', 'float'] : ['unsigned long long', 'double'];
        return `union { ${u} u; ${f} f; } pg_x; pg_x.u = (${u})${r}; return pg_x.f;`;
    }
    return undefined;
}
/** `ret name(params)` with parameters p0, p1, ...; undefined when a type cannot be written. */
function signature(name, ft) {
    const ret = cType(ft.ret);
    const params = ft.params.map((p, i) => {
        const c = cType(p);
        return c === undefined ? undefined : `${c}${c.endsWith('*') ? '' : ' '}p${i}`;
    });
    if (ret === undefined || params.some((p) => p === undefined))
        return undefined;
    const list = params;
    let ps = list.join(', ');
    if (ft.variadic)
        ps = ps === '' ? '...' : `${ps}, ...`;
    else if (ps === '' && ft.hasProto)
        ps = 'void';
    const names = list.map((_, i) => `p${i}`);
    return { head: `${ret}${ret.endsWith('*') ? '' : ' '}${name}(${ps})`, params: names };
}
/** Declared in a system or bundled header: the C library provides a definition. */
function fromLibrary(sym) {
    const f = sym.loc.file;
    return f.startsWith('/usr/') || /[\\/]include[\\/]/.test(f) || f.startsWith('<');
}
function findProperty(cfa, id) {
    for (const fn of cfa.functions.values())
        for (const p of fn.properties)
            if (p.id === id)
                return p;
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
function reproducer(cfa, cex, entry = 'main') {
    const program = cfa.program;
    const notes = [];
    const run = replay_replay(cfa, entry, cex);
    if (!run.confirmed)
        notes.push(`replay did not confirm the counterexample: ${run.reason}`);
    const harness = entry === 'main' ? undefined : entryMain(cfa, entry, cex.inputs);
    const built = harness !== undefined && 'lines' in harness;
    if (harness && 'note' in harness)
        notes.push(harness.note);
    const hidden = run.observedInputs
        .map((i) => cex.inputs[i])
        .filter((v) => v !== undefined && !(built && v.source === 'param'));
    for (const v of hidden) {
        notes.push(v.source === 'param'
            ? `the run depends on parameter ${v.name} of ${entry}, which a native run cannot set`
            : `the run reads ${v.name} before it is initialised; a native run gets whatever is in memory`);
    }
    const byName = new Map();
    for (const v of cex.inputs) {
        if (v.source !== 'nondet' && v.source !== 'external')
            continue;
        byName.set(v.name, [...(byName.get(v.name) ?? []), v]);
    }
    const body = [];
    const defined = new Set();
    let counter = 0;
    const define = (sym, values) => {
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
        const list = values.map(reproducer_literal).join(', ');
        body.push(`/* ${sym.name}: ${values.length} recorded value(s), in call order. */`, `static const ${elem} pg_v${k}[${Math.max(values.length, 1)}] = { ${values.length > 0 ? list : '0'} };`, `static unsigned long pg_n${k};`, `${sig.head} {${use}`, `  if (pg_n${k} >= ${values.length}) { pg_exhausted("${sym.name}"); ${zero} }`, `  ${give}`, '}', '');
    };
    const referenced = referencedFunctions(program);
    for (const name of [...byName.keys()])
        referenced.add(name);
    for (const name of [...referenced].sort()) {
        const sym = program.functions.get(name);
        if (!sym || sym.def || name.startsWith('__builtin_'))
            continue;
        const values = byName.get(name) ?? [];
        if (verificationFunction(sym, body, defined))
            continue;
        if (sym.builtin !== undefined && sym.builtin !== 'nondet')
            continue; // abort, malloc, free, __assert_fail: libc
        if (values.length === 0 && sym.builtin === undefined && fromLibrary(sym))
            continue;
        if (values.length > 0 && fromLibrary(sym))
            notes.push(`${name} from the C library is replaced by recorded values`);
        define(sym, values);
    }
    for (const name of byName.keys()) {
        if (!defined.has(name))
            notes.push(`the recorded values of ${name} cannot be supplied`);
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
function verificationFunction(sym, out, defined) {
    const fail = (what) => `{ pg_dprintf(2, "proofgate: ${what}\\n"); pg_abort(); }`;
    const param = cType(sym.type.params[0] ?? { kind: 'int', ik: 'int', bits: 32, signed: true }) ?? 'int';
    let text;
    if (sym.name === 'reach_error' || sym.name === '__VERIFIER_error')
        text = `void ${sym.name}(void) ${fail(`${sym.name} reached`)}`;
    else if (sym.builtin === 'assert') {
        // __CPROVER_assert(cond, "description"): the description is not used
        const more = sym.type.params.slice(1).map((t, i) => `, ${cType(t) ?? 'const void *'} pg_d${i}`);
        const use = more.map((_, i) => ` (void)pg_d${i};`).join('');
        text = `void ${sym.name}(${param} c${more.join('')}) {${use} if (!c) ${fail(`${sym.name} failed`)} }`;
    }
    else if (sym.builtin === 'assume') {
        text = `void ${sym.name}(${param} c) { if (!c) { pg_dprintf(2, "proofgate: assumption violated (the run left the counterexample's path)\\n"); pg_exit(3); } }`;
    }
    else if (sym.builtin === 'atomic')
        text = `void ${sym.name}(void) {}`;
    if (text === undefined)
        return false;
    out.push(text, '');
    defined.add(sym.name);
    return true;
}
/** gcc's sanitizer for the `--check` properties: undefined behaviour does not stop a native run. */
const SANITIZERS = {
    'signed-overflow': 'signed-integer-overflow',
    'div-by-zero': 'integer-divide-by-zero',
    'array-bounds': 'bounds',
    // AddressSanitizer stops at the invalid access or free; its LeakSanitizer reports the leak at exit
    'valid-deref': 'address',
    'valid-free': 'address',
    'valid-memtrack': 'address',
};
/** The sanitizers for a UB finding (ubFinding.ts): every kind the interpreter reports. */
const UB_SANITIZERS = 'address,undefined';
/** The sanitizers that make the native run stop at the failure (none for an assertion or error call). */
function sanitizerFor(cfa, cex) {
    if (isUbFindingId(cex.propertyId))
        return UB_SANITIZERS;
    const prop = findProperty(cfa, cex.propertyId);
    return prop ? SANITIZERS[prop.kind] : undefined;
}
/** gcc's flags (data model, sanitizers that stop at the failure) and the program's files. */
function buildArgs(cfa, cex) {
    const sanitizer = sanitizerFor(cfa, cex);
    return [
        ...(cfa.program.dataModel.name === 'ILP32' ? ['-m32'] : []),
        ...(sanitizer ? [`-fsanitize=${sanitizer}`, '-fno-sanitize-recover=all'] : []),
        '-fno-builtin',
        ...cfa.program.files,
    ];
}
function header(cfa, cex, facts) {
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
                    : `Expected: the run aborts at the failure (SIGABRT, exit status 134)${own.length > 0
                        ? `; ${own.join(', ')} defined here print "proofgate: <name> reached/failed" first`
                        : ''}.`,
        `Recorded values: ${counts || 'none'}; each function returns its own values in call order.`,
        'gcc may evaluate the operands of one expression in another order than the verifier (left to right);',
        'calls of one function inside a single expression can then receive their values swapped.',
        ...notes.map((n) => `Note: ${n}`),
    ];
    if (notes.some((n) => !n.includes('replaced by')))
        lines.push('INCOMPLETE: the native run may not reproduce the failure.');
    return ['/*', ...lines.map((l) => ` * ${comment(l)}`), ' */', ''];
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/unsafeEvidence.ts
// What an UNSAFE answer carries besides its verdict: the replayed trace, bounded in length for
// reports, and its reproducer (a C harness, src/certify/reproducer.ts) for the front end to write.


/** The reproducer of `verdict` when the run asks for them (`<program>.<property>.repro.c`). */
function unsafeEvidence_reproducerFile(cfa, verdict, options) {
    if (!options.reproducers)
        return {};
    const r = reproducer(cfa, verdict.counterexample, options.entry);
    const base = external_node_path_default().basename(cfa.program.files[0] ?? 'program').replace(/\.[ci]$/, '');
    const name = `${base}.${verdict.counterexample.propertyId.replace(/[^A-Za-z0-9_]/g, '_')}.repro.c`;
    return { reproducer: { name, text: r.text, build: r.build } };
}
/** Steps kept at each end of a long trace; the middle is replaced by one step saying how many were left out. */
const TRACE_KEEP = 1000;
/** A trace of at most 2·TRACE_KEEP + 1 steps (reports, SARIF and comments stay readable and small). */
function unsafeEvidence_boundTrace(trace) {
    if (trace.length <= 2 * TRACE_KEEP + 1)
        return [...trace];
    const head = trace.slice(0, TRACE_KEEP);
    const tail = trace.slice(trace.length - TRACE_KEEP);
    const gap = trace.length - 2 * TRACE_KEEP;
    const at = trace[TRACE_KEEP];
    const elided = {
        file: at.file,
        line: at.line,
        function: at.function,
        text: `... ${gap} steps left out ...`,
        assignments: {},
        edgeIds: [],
    };
    return [...head, elided, ...tail];
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/testingStage.ts
// Random testing as a portfolio stage (engines/testing/randomTesting.ts): runs the program on
// random inputs until the stage's deadline and keeps the violations concrete replay confirms, with
// their traces (and reproducers, when the run asks for them). What it reaches is a real execution; what replay does not confirm
// is left to BMC.




/** Random testing of the properties not in `skip` until `deadline`; its violations, replayed. */
async function testingStage_testingAnswers(cfa, pool, options, skip, deadline, 
/** Runs so far and their lengths (a second pass continues after them, with other random values). */
done, figures) {
    const started = performance.now();
    const task = { cfa, entry: options.entry, skip, hints: [], facts: [] };
    const ctx = { deadline, sessions: pool, ...(figures ? { figures } : {}) };
    const outcome = await testingEngine(done.runs, done.lengths).run(task, ctx);
    done.runs += outcome.runs;
    const seconds = (performance.now() - started) / 1000;
    const out = [];
    for (const [propertyId, answer] of outcome.answers) {
        if (answer.verdict !== 'unsafe')
            continue;
        const cex = answer.counterexample;
        const run = replay_replay(cfa, options.entry, cex);
        if (!run.confirmed)
            continue; // BMC will look at it
        // inputs shrunk toward zero, each step replay-confirmed (certify/minimise.ts)
        const small = minimise_minimise(cfa, options.entry, cex, run);
        const verdict = { verdict: 'unsafe', counterexample: small.cex };
        out.push({
            propertyId,
            engine: 'testing',
            seconds,
            result: verdict,
            trace: unsafeEvidence_boundTrace(small.run.trace),
            ...unsafeEvidence_reproducerFile(cfa, verdict, options),
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/concreteStage.ts
// Concrete runs before the preset, the interpreter being the referee:
// - a program that reads no input that matters (a known-answer test, a closed harness) has one
//   execution: when the interpreter runs it to its normal end, every open property is SAFE by a
//   single-run certificate, re-checked by a second, independent run (certify/checkSingleRun.ts); a
//   violation it reaches is replayed like any other. The run stops at the first input it reads, so
//   on other programs it costs next to nothing. When it stops at an input and the program's inputs
//   are all narrow (bytes, flags), every execution is run, within twice that share: SAFE by an
//   exhaustive-runs certificate (certify/exhaustiveRuns.ts, re-checked by running them all again
//   in the other order), or the violation one of them reaches. A wide input the harness confines
//   at once (`n = nondet(); assume(0 <= n && n <= 5)`) runs over its interval only, once Z3 shows
//   the values outside violate nothing (certify/inputDomains.ts).
// - Memory safety (`--check memory`, `leak`) is decided by concrete runs only: no SMT encoding models
//   object bounds, lifetimes or reachability yet (the encoders over-approximate each test by a fresh
//   Boolean, so they never prove one). Random testing finds violations on other programs, each
//   replayed (testingStage.ts). When only memory properties are open (among those the entry
//   reaches), the SMT engines are skipped and testing gets their time; what no run decides is
//   UNKNOWN with that reason.












/** Why a memory-safety property no run decided is UNKNOWN. */
const MEMORY_UNKNOWN = 'memory safety is decided by concrete runs only, and random testing found no violation';
/** The single run's answers: SAFE for every open property by its certificate, or the violation it reached. */
async function singleRunAnswers(cfa, pool, run, options, refused) {
    const open = propertyIds(cfa).filter((id) => !run.decided.has(id));
    if (open.length === 0)
        return [];
    const started = run.clock.now();
    const share = Math.min(run.ms(SINGLE_RUN.share), SINGLE_RUN.capSeconds * 1000);
    const served = [];
    const once = singleRun(cfa, options.entry, Math.min(run.deadline, started + share), served);
    const seconds = () => (run.clock.now() - started) / 1000;
    if (once.outcome.kind === 'violation') {
        const counterexample = { propertyId: once.outcome.propertyId, inputs: served };
        const found = violationAnswer(cfa, options, counterexample, 'single-run', seconds());
        if (!found)
            return [];
        // the program's only execution ends there: nothing after it can be run to
        const only = once.observedInputs.length === 0 && !once.addressDependent;
        const after = unknown('incomplete', `the program's only execution stops at ${found.propertyId} first`);
        const rest = only ? open.filter((id) => id !== found.propertyId) : [];
        return [
            found,
            ...rest.map((propertyId) => ({ propertyId, engine: 'single-run', seconds: seconds(), result: after })),
        ];
    }
    const complete = isCompleteRun(once);
    if (!complete.accepted) {
        refused.reason = complete.reason;
        if (once.outcome.kind !== 'inputs-exhausted')
            return [];
        // the program reads inputs: when they are narrow, every execution can be run (twice the share
        // at most: the runs give up early when their pace says they would not end by then)
        const deadline = Math.min(run.deadline, started + 2 * share);
        return exhaustiveAnswers(cfa, pool, run, options, open, deadline, seconds);
    }
    return certifiedSafe(cfa, pool, run, options, open, { kind: 'single-run' }, seconds);
}
/** Every execution, when the program's inputs are narrow: SAFE by their certificate, or the violation one reaches. */
async function exhaustiveAnswers(cfa, pool, run, options, open, deadline, seconds) {
    let all = enumerateRuns(cfa, { entry: options.entry, deadline, order: 'up' });
    // a wide input the harness confines at once (a size, an index): its interval's values only
    let domains = [];
    if (all.kind === 'gave-up' && all.wide) {
        domains = candidateDomains(cfa, options.entry, MAX_EXECUTIONS, deadline);
        if (domains.length === 0)
            return [];
        all = enumerateRuns(cfa, { entry: options.entry, deadline, order: 'up', domains });
    }
    const found = [];
    const violated = [...all.violations.keys()].filter((id) => open.includes(id));
    for (const propertyId of violated) {
        const inputs = all.violations.get(propertyId) ?? [];
        const answer = violationAnswer(cfa, options, { propertyId, inputs }, 'exhaustive-runs', seconds());
        if (answer)
            found.push(answer);
    }
    if (all.kind === 'gave-up' || found.length < violated.length)
        return found;
    // a violation ends its execution: the properties no run violates hold on every execution
    const ran = all;
    const holding = open.filter((id) => !ran.violations.has(id));
    if (holding.length === 0)
        return found;
    // the proof that the values outside violate nothing may take the run's time: the runs are done
    if (domains.length > 0 && !(await domainsHold(cfa, pool, options.entry, domains, run.deadline)))
        return found;
    const certificate = {
        kind: 'exhaustive-runs',
        executions: all.executions,
        ...(domains.length > 0 ? { domains } : {}),
    };
    return [...found, ...(await certifiedSafe(cfa, pool, run, options, holding, certificate, seconds))];
}
/** Whether no execution with an input outside its domain violates anything (inputDomains.ts). */
async function domainsHold(cfa, pool, entry, domains, deadline) {
    const session = await pool.session();
    try {
        return (await checkInputDomains(cfa, entry, domains, session, deadline)).accepted;
    }
    finally {
        await session.dispose().catch(() => undefined);
    }
}
/** SAFE for the open properties once the certificate's independent check accepts it. */
async function certifiedSafe(cfa, pool, run, options, open, certificate, seconds) {
    const task = { cfa, entry: options.entry, propertyIds: new Set(open) };
    const outcome = await checkCertificate(task, certificate, pool, run.deadline);
    const result = outcome.status === 'accepted'
        ? { verdict: 'safe', certificate }
        : unknown('internal', `internal error: ${certificate.kind} certificate ${outcome.status} (${outcome.reason})`);
    return open.map((propertyId) => ({ propertyId, engine: certificate.kind, seconds: seconds(), result }));
}
/** A violation a concrete run reached, replayed for its trace (and reproducer). */
function violationAnswer(cfa, options, counterexample, engine, seconds) {
    const replayed = replay(cfa, options.entry, counterexample);
    if (!replayed.confirmed)
        return undefined;
    const small = minimise(cfa, options.entry, counterexample, replayed);
    const result = { verdict: 'unsafe', counterexample: small.cex };
    const evidence = { trace: boundTrace(small.run.trace), ...reproducerFile(cfa, result, options) };
    return { propertyId: counterexample.propertyId, engine, seconds, result, ...evidence };
}
/**
 * Before the preset: the single run. Returns true when only memory properties were open: testing
 * then ran in the SMT engines' place and every property has its answer.
 */
async function concreteStage_concreteStage(cfa, pool, run, reproducers) {
    const memory = memoryPropertyIds(cfa);
    // an engine chosen with --engine runs alone (what it decides is what is measured), unless only
    // concrete runs can decide the program's memory properties
    if (run.options.engine !== 'auto' && memory.size === 0)
        return false;
    const options = { entry: run.options.entry, ...(reproducers ? { reproducers } : {}) };
    const refused = {};
    run.add(await singleRunAnswers(cfa, pool, run, options, refused));
    if ([...memory].every((id) => run.decided.has(id)))
        return false;
    // properties no path from the entry reaches are reported unreachable after the portfolio
    const reach = reachableProperties(cfa, run.options.entry);
    const reached = (id) => reach.opaque !== undefined || reach.reached.has(id);
    const open = run.ids.filter((id) => !run.decided.has(id) && reached(id));
    if (open.some((id) => !memory.has(id)))
        return false;
    const until = run.t0 + run.ms(ALONE_UNTIL);
    run.add(await testingAnswers(cfa, pool, options, run.decided, until, run.testRuns));
    const seconds = run.seconds();
    const why = refused.reason ? `; a single run decides nothing here: ${refused.reason}` : '';
    const result = unknown('incomplete', `${MEMORY_UNKNOWN}${why}`);
    const rest = run.ids.filter((id) => !run.decided.has(id));
    run.add(rest.map((propertyId) => ({ propertyId, engine: 'testing', seconds, result })));
    return true;
}

;// CONCATENATED MODULE: ./src/pipeline/runLimits.ts
// Time limits of a verify run: `--timeout` bounds the wall time of each entry (harness) of a
// program, `--budget` the whole run, each to within limitSlackSeconds. Pure functions: the limit of
// one entry and the reason of what the budget left out (whether a certificate check ran out of time
// is src/certify/checkCertificate's typed status).
/** Reasons start with this when the run's budget left an entry (or program) unverified. */
const BUDGET_EXHAUSTED = 'budget exhausted';
/** The reason of a SAFE candidate whose certificate check was cut off by the time limit. */
const CERTIFICATE_TIMEOUT = 'timeout: the certificate check did not finish in time';
/** An entry is not started with less than this much of the budget left (seconds). */
const MIN_ENTRY_SECONDS = 1;
/**
 * Seconds of an entry's limit kept for what follows its solvers' deadline: a busy worker's grace
 * before it is terminated (0.5 s), then replay, results and the process' exit. Measured on a
 * loaded 2-core machine: entries ended 0.45–0.65 s after the deadline, the process 0.2 s later.
 */
const WRAP_UP_SECONDS = 0.75;
/** How far past a limit a run may go: 5 % of it or 1 s, whichever is larger. */
function limitSlackSeconds(limitSeconds) {
    return Math.max(0.05 * limitSeconds, 1);
}
/**
 * The time and the solvers' deadline of one entry starting at `now` (Date.now() ms) in a run started
 * at `runStarted` (the process' start): the timeout, less the time since `accountedFrom` (for a
 * program's first entry, when loading the program began, so the front end and the process'
 * start-up count too, but the entry keeps MIN_ENTRY_SECONDS), cut to what is left of the budget,
 * less WRAP_UP_SECONDS (at least half a second is left); `exhausted` when less than
 * MIN_ENTRY_SECONDS is left of the budget.
 */
function entryLimit(timeoutSeconds, budgetSeconds, runStarted, now, accountedFrom = now) {
    const left = budgetSeconds === undefined ? Infinity : budgetSeconds - (now - runStarted) / 1000;
    if (left < MIN_ENTRY_SECONDS)
        return { exhausted: budgetReason(budgetSeconds ?? 0) };
    const own = Math.max(Math.min(timeoutSeconds, MIN_ENTRY_SECONDS), timeoutSeconds - (now - accountedFrom) / 1000);
    const seconds = Math.max(MIN_ENTRY_SECONDS / 2, Math.min(own, left) - WRAP_UP_SECONDS);
    return { seconds, deadline: now + seconds * 1000 };
}
/** When this process started (Date.now() ms): a run's time and its first program's count from here. */
function processStarted() {
    return Date.now() - process.uptime() * 1000;
}
function budgetReason(budgetSeconds) {
    return `${BUDGET_EXHAUSTED}: the run's time budget (${budgetSeconds} s) was used up before this was verified`;
}

;// CONCATENATED MODULE: ./src/engines/chc/redundancy.ts
// Removes redundant conjuncts from a solution: a conjunct that the predicate's other conjuncts
// imply is dropped, one at a time, so the conjunction keeps its meaning (a solution stays a
// solution) while its text shrinks. Lifted integer solutions repeat facts in wide arithmetic
// (e.g. `a + b - c - d = 0` in 42 bits next to `a = d` and `b = c`), which makes every later check
// of the certificate (the fresh-solver re-check, the next run's re-check of the stored invariant)
// slow. The widest conjuncts are tried first; each check is one query over a single state.

/**
 * The conjuncts with redundant ones removed; stops early (keeping what is left) at `deadline`.
 * Each removal is justified by an `unsat` of (others ∧ ¬conjunct), so the result is equivalent to
 * the input whenever it returns.
 */
async function dropRedundant(system, conjuncts, session, deadline) {
    const out = new Map([...conjuncts].map(([p, cs]) => [p, [...cs]]));
    const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
    for (const [pred, cs] of out) {
        const params = sorts.get(pred);
        if (!params || cs.length < 2)
            continue;
        const decls = params.map((s, i) => `(declare-fun a${i} () ${s})`).join('\n');
        // the widest first: they cost the most in every check, and narrow ones usually imply them;
        // quantified conjuncts (over arrays) stay, and stay out of the checks (quantifier-free)
        const order = cs.filter((x) => !x.startsWith('(forall')).sort((a, b) => b.length - a.length);
        let kept = cs;
        for (const c of order) {
            const others = kept.filter((x) => x !== c);
            const plain = others.filter((x) => !x.startsWith('(forall'));
            if (plain.length === 0)
                break;
            const left = Math.min(deadline - workNow(), QUERY_MS);
            if (left < 50)
                return out;
            const script = `${decls}\n(assert (and true ${plain.join(' ')}))\n(assert (not ${c}))`;
            const r = await session.checkOnce(script, [], left);
            if (r.result === 'unsat') {
                kept = others;
                out.set(pred, kept);
            }
        }
    }
    return out;
}
/** At most this long per implication check (ms): a slow one is given up, the conjunct kept. */
const QUERY_MS = 2000;

;// CONCATENATED MODULE: ./src/engines/chc/instantiate.ts
// Quantifier-free checks of range-quantified candidates (arrayCandidates.ts), as the decision
// procedure of the array property fragment does it: a universal fact assumed in a clause's body is
// instantiated at the clause's index terms (the indices it reads and writes, and the witnesses of
// the goal), and a universal fact to be shown is negated with a fresh witness (a Skolem constant).
// Z3 answers such queries at once, where its model search over quantified bit-vector formulas
// often gives up. Instances are consequences of the assumption, so an `unsat` is a proof; a `sat`
// may be spurious (too few instances), which for the Houdini refinement only drops a candidate.
// The certificate check (certify/checkHorn.ts) checks the final solution with the quantifiers.

/** The conjunct as a universal fact over one variable, when it is one. */
function universalOf(conjunct) {
    if (!conjunct.startsWith('(forall'))
        return undefined;
    const s = parseSexp(conjunct);
    if (!Array.isArray(s) || s[0] !== 'forall' || s.length !== 3)
        return undefined;
    const binders = s[1];
    if (!Array.isArray(binders) || binders.length !== 1)
        return undefined;
    const [variable, sort] = binders[0];
    if (typeof variable !== 'string')
        return undefined;
    return { variable, sort: printSexp(sort), body: s[2] };
}
/** The body with its variable replaced by `term`. */
function instanceOf(u, term) {
    const t = parseSexp(term);
    return printSexp(substitute(u.body, u.variable, t));
}
/**
 * A quantified conjunct as the conjunction of its instances at `terms`, which are of `sort` (every
 * array of the Horn encoding, memory included, is indexed by pointer-width bit-vectors, the sort of
 * the candidates' variable).
 */
function instantiated(conjunct, terms, sort) {
    const u = universalOf(conjunct);
    if (!u || u.sort !== sort)
        return conjunct; // another sort (a stale record): left to Z3 as it is
    return terms.length === 0 ? 'true' : `(and ${terms.map((t) => instanceOf(u, t)).join(' ')})`;
}
/** The index terms of a clause's constraint: the second argument of every `select` and `store`. */
function indexTerms(constraint) {
    const out = new Set();
    const walk = (s) => {
        // terms under a binder may name its variables: not terms of the clause
        if (!Array.isArray(s) || BINDERS.has(s[0]))
            return;
        if ((s[0] === 'select' || s[0] === 'store') && s.length >= 3)
            out.add(printSexp(s[2]));
        for (const x of s)
            walk(x);
    };
    walk(parseSexp(constraint));
    return [...out];
}
const BINDERS = new Set(['let', 'forall', 'exists', 'lambda']);
function substitute(s, name, by) {
    if (!Array.isArray(s))
        return s === name ? by : s;
    // a binder of the same name inside hides the variable
    if ((s[0] === 'forall' || s[0] === 'exists') && Array.isArray(s[1])) {
        if (s[1].some((b) => Array.isArray(b) && b[0] === name))
            return s;
    }
    return s.map((x) => substitute(x, name, by));
}

;// CONCATENATED MODULE: ./src/engines/chc/candidates.ts
// From candidate invariants to a solution of the bit-vector clauses, Houdini style: every
// predicate's candidate is a conjunction; a conjunct that some clause does not preserve (under the
// current candidates of the clause's body predicates) is dropped, until every clause with a
// predicate head holds. What is left is inductive; it is a solution when the safety clauses hold
// too. Used on candidates from unsound sources (the integer relaxation) together with template
// invariants (inductive already, so never dropped, and they help the others through).





/** Conjuncts from `define-fun` text, over parameters renamed to `a0`, `a1`, ... */
function candidatesFromModel(model, system) {
    const out = new Map();
    const known = new Set(system.predicates.map(([n]) => n));
    for (const f of parseSexps(model.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'))) {
        if (!Array.isArray(f) || f[0] !== 'define-fun' || !known.has(f[1]))
            continue;
        const names = new Map(f[2].map((p, i) => [p[0], `a${i}`]));
        const body = f[4];
        const parts = Array.isArray(body) && body[0] === 'and' ? body.slice(1) : [body];
        out.set(f[1], parts.map((p) => renameText(printSexp(p), names)).filter((p) => p !== 'true'));
    }
    return out;
}
/** Several candidate sets as one (conjuncts concatenated, duplicates once). */
function mergeCandidates(...sets) {
    const out = new Map();
    for (const set of sets) {
        for (const [p, cs] of set)
            out.set(p, [...new Set([...(out.get(p) ?? []), ...cs])]);
    }
    return out;
}
/**
 * Drops unpreserved conjuncts until the candidates are inductive; undefined when out of time (and
 * then, with `progress`, where it stood).
 * Predicates without candidates are unconstrained.
 */
async function refineCandidates(system, initial, session, deadline, progress) {
    // A predicate without candidates is `true` (unconstrained), never `false`: Houdini only weakens.
    const cands = new Map(system.predicates.map(([p]) => [p, [...(initial.get(p) ?? [])]]));
    // a worklist: a clause shown valid stays valid until a predicate of its body loses a conjunct
    // (a weaker target asks less); a clause that lost some conjuncts is asked again (one model shows
    // some of the conjuncts it violates, not all), and so is one whose model named none of them
    // (undecided) whenever any predicate loses a conjunct, as a full pass would ask it again
    const users = new Map();
    for (const c of system.clauses) {
        if (!c.target)
            continue;
        for (const a of new Set(c.apps.map((x) => x.pred)))
            users.set(a, [...(users.get(a) ?? []), c]);
    }
    const queue = system.clauses.filter((c) => c.target);
    const queued = new Set(queue);
    const undecided = new Set();
    const enqueue = (u) => {
        if (queued.has(u))
            return;
        queued.add(u);
        queue.push(u);
    };
    for (let c = queue.shift(); c; c = queue.shift()) {
        queued.delete(c);
        undecided.delete(c);
        const pred = c.target?.pred;
        const target = pred === undefined ? undefined : cands.get(pred);
        if (pred === undefined || !target || target.length === 0)
            continue;
        const verdict = await violated(system, cands, c, session, deadline);
        if (verdict === 'timeout') {
            if (progress)
                progress.left = cands;
            return undefined;
        }
        if (verdict === 'undecided')
            undecided.add(c);
        if (verdict === 'undecided' || verdict.length === 0)
            continue;
        const drop = new Set(verdict);
        cands.set(pred, target.filter((_, i) => !drop.has(i)));
        for (const u of [c, ...(users.get(pred) ?? []), ...undecided])
            enqueue(u);
    }
    const failed = new Set();
    for (const c of system.clauses) {
        if (c.target || failed.has(c.propertyId))
            continue;
        const verdict = await violated(system, cands, c, session, deadline);
        if (verdict === 'timeout') {
            if (progress)
                progress.left = cands;
            return undefined;
        }
        if (verdict === 'undecided' || verdict.length > 0)
            failed.add(c.propertyId);
    }
    const holds = new Set();
    for (const c of system.clauses)
        if (!c.target && c.propertyId !== undefined)
            holds.add(c.propertyId);
    for (const id of failed)
        if (id !== undefined)
            holds.delete(id);
    // A solution is checked again later (and stored): without its redundant conjuncts, that is cheaper.
    const final = failed.size === 0
        ? await dropRedundant(system, cands, session, workNow() + (deadline - workNow()) * MINIMIZE_SHARE)
        : cands;
    const definitions = predicateDefinitions(system, final, 'false');
    return { definitions, conjuncts: final, safe: failed.size === 0, holds };
}
/** The share of the time left that removing redundant conjuncts from a solution may take. */
const MINIMIZE_SHARE = 0.25;
/** The Boolean constants that stand for a clause's conjuncts (no clause variable is named so). */
const CONJUNCT = 'conj!';
/**
 * The witness of the quantified conjuncts to show: one for all of them, since "some conjunct fails
 * at some index" is "at some index, some conjunct fails" (and the instances stay few).
 */
const WITNESS = 'wit!';
const clauseIndexTerms = new WeakMap();
/** The index sort of the system's arrays (pointer width): that of its first array argument. */
function indexSort(system) {
    for (const [, sorts] of system.predicates) {
        for (const s of sorts) {
            const m = /^\(Array (\(_ BitVec \d+\)) /.exec(s);
            if (m)
                return m[1];
        }
    }
    return undefined;
}
/** The index terms of a clause's constraint, once per clause. */
function indexTermsOf(c) {
    let t = clauseIndexTerms.get(c);
    if (!t) {
        t = indexTerms(c.constraint);
        clauseIndexTerms.set(c, t);
    }
    return t;
}
/**
 * Indices of the target's conjuncts a model of the clause's body violates: [] when none (the clause
 * holds), [-1] for a safety clause, `undecided` when the model leaves every conjunct's value a formula.
 */
async function violated(system, cands, c, session, deadline) {
    const left = deadline - workNow();
    if (left <= 0)
        return 'timeout';
    const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
    const targetConjuncts = c.target ? (cands.get(c.target.pred) ?? ['false']) : [];
    const quantified = [...cands.values(), targetConjuncts].some((cs) => cs.some((x) => universalOf(x)));
    // with range-quantified candidates: instances at the clause's index terms, witnesses for the
    // conjuncts to show (instantiate.ts), so the query is quantifier-free
    const witnessSort = quantified ? indexSort(system) : undefined;
    const terms = witnessSort ? [...indexTermsOf(c), WITNESS] : [];
    const hypotheses = witnessSort
        ? new Map([...cands].map(([p, cs]) => [p, cs.map((x) => instantiated(x, terms, witnessSort))]))
        : cands;
    let checks = [];
    if (c.target) {
        const target = c.target;
        const sorts = system.predicates.find(([n]) => n === target.pred)?.[1] ?? [];
        const params = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
        checks = targetConjuncts.map((x, i) => {
            const u = witnessSort ? universalOf(x) : undefined;
            return {
                app: target.args.length === 0
                    ? `${target.pred}!c${i}`
                    : `(${target.pred}!c${i} ${target.args.join(' ')})`,
                def: `(define-fun ${target.pred}!c${i} (${params}) Bool ${u?.sort === witnessSort && u ? instanceOf(u, WITNESS) : x})`,
            };
        });
    }
    // with quantifiers, each conjunct's truth is a Boolean constant of its own, asked for by name;
    // without, the applications themselves (the query as it always was: the same answers and times)
    const names = quantified ? checks.map((_, i) => `${CONJUNCT}${i}`) : checks.map((x) => x.app);
    const goal = c.target ? `(not (and true ${names.join(' ')}))` : 'true';
    const script = quantified
        ? [
            decls,
            ...(witnessSort ? [`(declare-fun ${WITNESS} () ${witnessSort})`] : []),
            bodyDefinitions(system, c, hypotheses, 'false'),
            ...checks.map((x) => x.def),
            ...checks.map((x, i) => `(declare-fun ${names[i]} () Bool)\n(assert (= ${names[i]} ${x.app}))`),
            `(assert ${clauseBody(c)})`,
            `(assert ${goal})`,
        ].join('\n')
        : [
            bodyDefinitions(system, c, cands, 'false'),
            ...checks.map((x) => x.def),
            decls,
            `(assert ${clauseBody(c)})`,
            `(assert ${goal})`,
        ].join('\n');
    // one-shot checks in fresh contexts: much faster than push/pop for these small bit-vector queries
    const r = await session.checkOnce(script, names, left);
    if (r.result === 'unknown')
        return 'timeout';
    if (r.result === 'unsat')
        return [];
    if (!c.target)
        return [-1];
    // only a conjunct the model makes false is dropped (a value left a formula keeps it, as before:
    // dropping those too lost ddlm2013 and loop-new/half, whose refinement then ran past CHC's slice)
    const drops = checks.flatMap((_, i) => (r.values?.[i] === false ? [i] : []));
    return drops.length > 0 ? drops : 'undecided';
}

;// CONCATENATED MODULE: ./src/engines/chc/arrayCandidates.ts
// Candidate invariants over array values (ir/arrayValues.ts) for the Houdini refinement
// (candidates.ts): range-quantified facts over a prefix of an array, the shapes loops over arrays
// keep, `forall j. 0 <= j < x => A[j] == B[j]`, `... => A[j] == c` and `... => A[j] == j`, where
// `x` is a scalar of the state (a loop's index) or the array's length and `c` a constant the
// program stores. The quantifier ranges over an interval of indices only, so the checks stay in
// the array property fragment (instantiate.ts makes them quantifier-free). A candidate that some
// clause does not preserve is dropped, as any other.


/** At most this many candidates per predicate (the refinement checks each clause per round). */
const MAX_PER_PREDICATE = 96;
/** At most this many constants per element width. */
const MAX_CONSTANTS = 6;
/** Quantified candidates for the predicates with array arguments (none for a system without). */
function arrayCandidates(system) {
    const out = new Map();
    const constants = programConstants(system);
    for (const [pred, sorts] of system.predicates) {
        // a summary relates its results to its entry values: both sides count (elsewhere the entry
        // values are left out, to keep the candidates few)
        const summary = pred.startsWith('S_');
        const args = (system.args.get(pred) ?? []).map((a) => (summary ? { ...a, old: false } : a));
        const arrays = args.flatMap((a, i) => (a.arrayLength !== undefined && !a.old ? [i] : []));
        if (arrays.length === 0)
            continue;
        const shape = arrayShape(sorts[arrays[0]]);
        if (!shape)
            continue;
        const scalarEnds = indexRanges(args, shape.index);
        const facts = [...frameFacts(args), ...scalarBounds(args)];
        const lengthEnd = (i) => bvLit(BigInt(args[i].arrayLength ?? 0), shape.index);
        for (const [k, i] of arrays.entries()) {
            const ei = arrayShape(sorts[i])?.elem;
            // a fact over one array: its elements in a prefix equal a constant the program stores
            // (or its index: `a[i] = i`)
            for (const r of [...scalarEnds, lengthEnd(i)]) {
                for (const c of (ei !== undefined ? constants.get(ei) : undefined) ?? [])
                    facts.push(forallIn(shape.index, r, `(= (select a${i} j) ${bvLit(c, ei ?? 0)})`));
                if (ei !== undefined)
                    facts.push(forallIn(shape.index, r, `(= (select a${i} j) ${indexAs(shape.index, ei)})`));
            }
            // over two arrays of the same element type: equal in a prefix (a copy)
            for (const j of arrays.slice(k + 1)) {
                if (arrayShape(sorts[j])?.elem !== ei)
                    continue;
                const ends = args[i].arrayLength === args[j].arrayLength ? [...scalarEnds, lengthEnd(i)] : scalarEnds;
                for (const r of ends)
                    facts.push(forallIn(shape.index, r, `(= (select a${i} j) (select a${j} j))`));
            }
        }
        // last (the first cut by the limit): bounds by a scalar of the element's type (a maximum, a minimum)
        for (const i of arrays) {
            const ei = arrayShape(sorts[i])?.elem;
            for (const [x, a] of args.entries()) {
                if (a.width !== ei || !isIndexLike(a))
                    continue;
                const [le, ge] = a.signed ? ['bvsle', 'bvsge'] : ['bvule', 'bvuge'];
                for (const r of [...scalarEnds, bvLit(BigInt(args[i].arrayLength ?? 0), shape.index)]) {
                    facts.push(forallIn(shape.index, r, `(${le} (select a${i} j) a${x})`));
                    facts.push(forallIn(shape.index, r, `(${ge} (select a${i} j) a${x})`));
                }
            }
        }
        if (facts.length > 0)
            out.set(pred, facts.slice(0, MAX_PER_PREDICATE));
    }
    return out;
}
/** `x == \\old(x)` for each variable with its entry value in the predicate: what is not written stays. */
function frameFacts(args) {
    const at = new Map(args.map((a, i) => [a.label, i]));
    return args.flatMap((a, i) => {
        const j = at.get(`\\old(${a.label})`);
        return j !== undefined && args[j].width === a.width && args[j].arrayLength === a.arrayLength
            ? [`(= a${i} a${j})`]
            : [];
    });
}
/**
 * Bounds of the scalars that may index the arrays: `0 <= x` and `x <= n` for each array length n
 * (a loop's index between 0 and the length), for the quantified facts to lean on.
 */
function scalarBounds(args) {
    const lengths = [...new Set(args.flatMap((a) => (a.arrayLength !== undefined ? [a.arrayLength] : [])))];
    const out = [];
    for (const [i, a] of args.entries()) {
        if (!isIndexLike(a))
            continue;
        if (a.signed)
            out.push(`(bvsle ${bvLit(0n, a.width)} a${i})`);
        for (const n of lengths) {
            if (BigInt(n) >= 1n << BigInt(a.signed ? a.width - 1 : a.width))
                continue;
            out.push(`(${a.signed ? 'bvsle' : 'bvule'} a${i} ${bvLit(BigInt(n), a.width)})`);
        }
    }
    return out;
}
/** A scalar of the state that may be an index (not an entry value, the result or a hidden variable; in a summary, not the result). */
function isIndexLike(a) {
    return !a.old && a.width > 1 && !a.label.startsWith('__') && a.label !== '\\result';
}
/** `(Array (_ BitVec I) (_ BitVec E))` as its widths. */
function arrayShape(sort) {
    const m = /^\(Array \(_ BitVec (\d+)\) \(_ BitVec (\d+)\)\)$/.exec(sort ?? '');
    return m ? { index: Number(m[1]), elem: Number(m[2]) } : undefined;
}
/** The ends of the index ranges `[0, end)`: each scalar of the state (widened), each array length. */
function indexRanges(args, indexBits) {
    const ends = new Set();
    for (const [i, a] of args.entries()) {
        if (!isIndexLike(a) || a.width > indexBits)
            continue;
        const ext = indexBits - a.width;
        ends.add(ext === 0 ? `a${i}` : `((_ ${a.signed ? 'sign_extend' : 'zero_extend'} ${ext}) a${i})`);
    }
    for (const a of args)
        if (a.arrayLength !== undefined)
            ends.add(bvLit(BigInt(a.arrayLength), indexBits));
    return [...ends];
}
/** The quantified index `j` as an element of `elemBits` (truncated or zero-extended). */
function indexAs(indexBits, elemBits) {
    if (elemBits === indexBits)
        return 'j';
    return elemBits < indexBits
        ? `((_ extract ${elemBits - 1} 0) j)`
        : `((_ zero_extend ${elemBits - indexBits}) j)`;
}
function forallIn(indexBits, end, body) {
    return `(forall ((j (_ BitVec ${indexBits}))) (=> (bvult j ${end}) ${body}))`;
}
/** Per element width, the constants the clauses store into arrays (0 first), a few of them. */
function programConstants(system) {
    const out = new Map();
    const add = (w, v) => {
        const s = out.get(w) ?? out.set(w, new Set([0n])).get(w);
        if (s && s.size < MAX_CONSTANTS)
            s.add(v);
    };
    const walk = (s) => {
        if (!Array.isArray(s))
            return;
        const lit = s[0] === 'store' && s.length === 4 ? literalOf(s[3]) : undefined;
        if (lit)
            add(lit.width, lit.value);
        for (const x of s)
            walk(x);
    };
    for (const c of system.clauses)
        if (c.constraint.includes('(store'))
            walk(parseSexp(c.constraint));
    return new Map([...out].map(([w, s]) => [w, [...s]]));
}
/** A bit-vector literal's width and value. */
function literalOf(s) {
    if (typeof s === 'string' && s.startsWith('#x'))
        return { width: (s.length - 2) * 4, value: BigInt(`0x${s.slice(2)}`) };
    if (typeof s === 'string' && s.startsWith('#b'))
        return { width: s.length - 2, value: BigInt(`0b${s.slice(2)}`) };
    if (Array.isArray(s) && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv'))
        return { width: Number(s[2]), value: BigInt(s[1].slice(2)) };
    return undefined;
}

;// CONCATENATED MODULE: ./src/engines/chc/crashTolerant.ts
// CHC's one-off queries (Spacer, Houdini checks) in a session that survives a crash of the solver:
// Z3's Horn solver can fail an internal assertion and take its worker down, which would end every
// later phase of the search. Here the query that crashed answers unknown, and the next one runs in
// a fresh session from the pool. A time limit (SolverCrashed of kind timeout) still ends the search.


/** The share of a query's time limit after which its crash counts as the limit. */
const LATE = 0.9;
/** `first`, with `solveHorn` and `checkOnce` answering unknown after a crash (and renewing the session). */
function crashTolerant(first, sessions) {
    let current = first;
    const renewed = [];
    const survive = async (ms, call, failed) => {
        const started = workNow();
        try {
            return await call(current);
        }
        catch (e) {
            if (!(e instanceof SolverCrashed) || e.kind === 'timeout')
                throw e;
            current = await sessions.session();
            renewed.push(current);
            // a crash when the time limit stops the query (Spacer's assertions do not all hold when it is
            // interrupted) counts as the time limit
            const late = workNow() - started >= ms * LATE;
            return failed(late ? `timeout (the solver failed when stopped: ${e.reason})` : e.reason);
        }
    };
    return {
        add: (x) => current.add(x),
        push: () => current.push(),
        pop: () => current.pop(),
        check: (o) => current.check(o),
        values: (t) => current.values(t),
        unsatCore: () => current.unsatCore(),
        reasonUnknown: () => current.reasonUnknown(),
        solveHorn: (script, ms) => survive(ms, (s) => s.solveHorn(script, ms), (reason) => ({ result: 'unknown', reason })),
        checkOnce: (script, terms, ms) => survive(ms, (s) => s.checkOnce(script, terms, ms), () => ({ result: 'unknown' })),
        // the first session belongs to the caller; the ones opened here are closed here
        dispose: async () => {
            await Promise.all(renewed.map((s) => s.dispose().catch(() => undefined)));
        },
    };
}

;// CONCATENATED MODULE: ./src/engines/chc/liaRelax.ts
// A relaxation of the bit-vector Horn clauses to linear integer arithmetic, used only to find
// candidate solutions: Spacer is much stronger over integers. Every bit-vector is read as the
// signed integer it encodes and arithmetic is taken without wrap-around, so the relaxed system is
// neither sound nor complete for the program. Its solution is therefore only a candidate: it is
// translated back to bit-vectors exactly (wide enough that no operation overflows) and must then
// pass the bit-precise clause checks like any other certificate.


class NotRelaxable extends Error {
}
const ARITH = {
    bvadd: '+',
    bvsub: '-',
    bvmul: '*',
    bvneg: '-',
    bvslt: '<',
    bvsle: '<=',
    bvsgt: '>',
    bvsge: '>=',
    bvult: '<',
    bvule: '<=',
    bvugt: '>',
    bvuge: '>=',
    bvsdiv: 'div',
    bvudiv: 'div',
    bvsrem: 'mod',
    bvurem: 'mod',
    bvsmod: 'mod',
};
const SAME = new Set(['and', 'or', 'not', '=>', 'xor', 'ite', '=', 'distinct', 'true', 'false']);
/** A bit-vector literal's value in the reading, or undefined. */
function bvLiteral(s, reading) {
    const read = (v, width) => (reading === 'signed' ? BigInt.asIntN(width, v) : v);
    if (typeof s === 'string') {
        if (s.startsWith('#b'))
            return read(BigInt(`0b${s.slice(2)}`), s.length - 2);
        if (s.startsWith('#x'))
            return read(BigInt(`0x${s.slice(2)}`), (s.length - 2) * 4);
        return undefined;
    }
    if (s.length === 3 && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv'))
        return read(BigInt(s[1].slice(2)), Number(s[2]));
    return undefined;
}
function intLit(v) {
    return v < 0n ? `(- ${-v})` : `${v}`;
}
function relaxTerm(s, preds, reading) {
    const lit = bvLiteral(s, reading);
    if (lit !== undefined)
        return intLit(lit);
    if (typeof s === 'string')
        return s;
    const [head, ...rest] = s;
    if (Array.isArray(head)) {
        // ((_ sign_extend k) x), ((_ zero_extend k) x), ((_ extract i 0) x): the value itself
        if (head[0] === '_' && (head[1] === 'sign_extend' || head[1] === 'zero_extend'))
            return relaxTerm(rest[0], preds, reading);
        if (head[0] === '_' && head[1] === 'extract' && head[3] === '0')
            return relaxTerm(rest[0], preds, reading);
        throw new NotRelaxable(printSexp(head));
    }
    if (head === 'let') {
        const binds = rest[0].map((b) => [
            b[0],
            relaxTerm(b[1], preds, reading),
        ]);
        return ['let', binds, relaxTerm(rest[1], preds, reading)];
    }
    const op = typeof head === 'string' ? ARITH[head] : undefined;
    if (op !== undefined)
        return [op, ...rest.map((r) => relaxTerm(r, preds, reading))];
    if (typeof head === 'string' && (SAME.has(head) || preds.has(head)))
        return [head, ...rest.map((r) => relaxTerm(r, preds, reading))];
    throw new NotRelaxable(String(head));
}
function relaxSort(sort) {
    if (sort === 'Bool')
        return sort;
    if (/^\(_ BitVec \d+\)$/.test(sort))
        return 'Int';
    throw new NotRelaxable(sort);
}
/** The relaxed system as a Horn script over integers, or undefined when some operation has no relaxation. */
function relaxedScript(system, reading = 'signed') {
    try {
        const lines = system.predicates.map(([name, sorts]) => `(declare-fun ${name} (${sorts.map(relaxSort).join(' ')}) Bool)`);
        const preds = new Set(system.predicates.map(([n]) => n));
        for (const c of system.clauses) {
            const vars = c.vars.filter(([, s]) => !s.startsWith('(Array')); // the unused memory constant
            const ranges = reading === 'unsigned' ? vars.filter(([, s]) => s !== 'Bool').map(([n]) => `(>= ${n} 0)`) : [];
            const body = `(and ${printSexp(relaxTerm(parseSexp(clauseBody(c)), preds, reading))} ${ranges.join(' ')})`;
            const head = c.target ? printSexp(relaxTerm(parseSexp(appText(c.target)), preds, reading)) : 'false';
            const bound = vars.map(([n, s]) => `(${n} ${relaxSort(s)})`).join(' ');
            const implication = `(=> ${body} ${head})`;
            lines.push(bound ? `(assert (forall (${bound}) ${implication}))` : `(assert ${implication})`);
        }
        return lines.join('\n');
    }
    catch (e) {
        if (e instanceof NotRelaxable || e instanceof SexpSyntaxError)
            return undefined;
        throw e;
    }
}
function appText(a) {
    return a.args.length === 0 ? a.pred : `(${a.pred} ${a.args.join(' ')})`;
}
/** Bits needed to hold every value the integer term can take (given its variables' widths). */
function liaRelax_bitsOf(s, scope, lets) {
    if (typeof s === 'string') {
        if (/^\d+$/.test(s))
            return BigInt(s).toString(2).length + 1;
        const v = scope.vars.get(s);
        if (v)
            return v.bits;
        const l = lets.get(s);
        if (l !== undefined)
            return l;
        return 1; // Booleans
    }
    const [head, ...rest] = s;
    const sub = rest.map((r) => (Array.isArray(r) && head === 'let' ? 0 : liaRelax_bitsOf(r, scope, lets)));
    switch (head) {
        case '+':
        case '-':
            return Math.max(...sub) + rest.length;
        case '*':
            return sub.reduce((a, b) => a + b, 0);
        case 'div':
        case 'mod':
            return sub[0] + 1;
        case 'ite':
            return Math.max(sub[1], sub[2]);
        case 'let': {
            const inner = new Map(lets);
            for (const b of rest[0]) {
                const [n, t] = b;
                inner.set(n, liaRelax_bitsOf(t, scope, lets));
            }
            return liaRelax_bitsOf(rest[1], scope, inner);
        }
        default:
            return Math.max(1, ...sub);
    }
}
const liaRelax_CMP = { '<': 'bvslt', '<=': 'bvsle', '>': 'bvsgt', '>=': 'bvsge' };
function lowerTerm(s, W, scope) {
    if (typeof s === 'string') {
        if (/^\d+$/.test(s))
            return ['_', `bv${s}`, `${W}`];
        const v = scope.vars.get(s);
        const ext = scope.reading === 'signed' ? 'sign_extend' : 'zero_extend';
        if (v)
            return v.width === W ? s : [['_', ext, `${W - v.width}`], s];
        return s;
    }
    const [head, ...rest] = s;
    const low = (x) => lowerTerm(x, W, scope);
    const nonNegConst = (x) => typeof x === 'string' && /^\d+$/.test(x) && x !== '0';
    switch (head) {
        case '+':
            return rest.length === 1 ? low(rest[0]) : ['bvadd', ...rest.map(low)];
        case '-':
            return rest.length === 1 ? ['bvneg', low(rest[0])] : ['bvsub', ...rest.map(low)];
        case '*':
            return ['bvmul', ...rest.map(low)];
        case 'mod':
            if (!nonNegConst(rest[1]))
                throw new NotRelaxable('mod by a non-constant');
            return ['bvsmod', low(rest[0]), low(rest[1])];
        case 'div': {
            if (!nonNegConst(rest[1]))
                throw new NotRelaxable('div by a non-constant');
            const a = low(rest[0]);
            const b = low(rest[1]);
            return ['bvsdiv', ['bvsub', a, ['bvsmod', a, b]], b];
        }
        case '<':
        case '<=':
        case '>':
        case '>=':
            return [liaRelax_CMP[head], ...rest.map(low)];
        case 'let':
            return ['let', rest[0].map((b) => [b[0], low(b[1])]), low(rest[1])];
        case 'and':
        case 'or':
        case 'not':
        case '=>':
        case 'xor':
        case 'ite':
        case '=':
        case 'distinct':
            return [head, ...rest.map(low)];
        default:
            throw new NotRelaxable(String(head));
    }
}
function mentions(s, atom) {
    return typeof s === 'string' ? s === atom : s.some((x) => mentions(x, atom));
}
/**
 * The integer solution's definitions as bit-vector definitions over the system's predicates: each
 * argument is read as a signed integer, arithmetic is done at a width where nothing overflows.
 * Returns undefined when a definition uses something this translation does not know.
 */
function liftSolution(model, system, reading = 'signed') {
    const sorts = new Map(system.predicates.map(([n, s]) => [n, s]));
    try {
        const forms = parseSexps(model.trim().replace(/^\(\s*(\(define-fun[\s\S]*)\)$/, '$1'));
        const out = [];
        for (const f of forms) {
            if (!Array.isArray(f) || f[0] !== 'define-fun')
                throw new NotRelaxable('not a definition');
            const name = f[1];
            const bvSorts = sorts.get(name);
            const params = f[2];
            if (!bvSorts || params.length !== bvSorts.length)
                throw new NotRelaxable(`unknown ${name}`);
            const vars = new Map();
            params.forEach((p, i) => {
                const width = Number(/(\d+)\)$/.exec(bvSorts[i])?.[1]);
                vars.set(p[0], { bits: reading === 'signed' ? width : width + 1, width });
            });
            const scope = { vars, reading };
            // conjuncts with quantifiers (predicates Spacer inlined away) or unknown operations are dropped:
            // the rest is still a candidate
            const kept = [];
            for (const c of conjunctsOf(expandLets(f[4], new Map()))) {
                if (mentions(c, 'exists') || mentions(c, 'forall'))
                    continue;
                try {
                    const W = liaRelax_bitsOf(c, scope, new Map()) + 2;
                    if (W <= 1024)
                        kept.push(printSexp(lowerTerm(c, W, scope)));
                }
                catch (e) {
                    if (!(e instanceof NotRelaxable))
                        throw e;
                }
            }
            const ps = params.map((p, i) => `(${p[0]} ${bvSorts[i]})`).join(' ');
            const body = kept.length === 0 ? 'true' : kept.length === 1 ? kept[0] : `(and ${kept.join(' ')})`;
            out.push(`(define-fun ${name} (${ps}) Bool ${body})`);
        }
        return out.join('\n');
    }
    catch (e) {
        if (e instanceof NotRelaxable || e instanceof SexpSyntaxError)
            return undefined;
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/engines/chc/chcEngine.ts
// The CHC engine: encodes the program as Horn clauses (hornClauses.ts) and looks for a solution:
// first the inductive hints it is given (template invariants) alone, then Spacer on the clauses
// relaxed to integers (liaRelax.ts) with the lifted answer refined together with the hints
// (candidates.ts), then Spacer on the bit-vector clauses themselves. A solution answers SAFE for
// every property, with the solution (invariants and summaries) as the certificate that
// src/certify re-checks. A refinement that ends with an inductive set that implies only some of
// the properties proves those (its definitions, checked with the other properties' clauses left
// out), whatever the rest of the search finds. Clauses without a solution (a property may be
// violated) are solved again for each half of the open properties alone, down to single ones,
// starting from the inductive set already refined: a violated property makes the clauses
// unsolvable for every property beside it, and without it the others may have a solution (a bug in
// one harness leaves the proofs of the others standing). No solution or no answer in time leaves
// the properties to the bug finders (UNKNOWN with the reason).













async function runChc(cfa, session, options) {
    const learned = options.learned ?? {};
    const answers = await solveClauses(cfa, session, { ...options, learned });
    const ids = [...answers.keys()];
    const unsolvable = ids.filter((id) => {
        const v = answers.get(id);
        return v?.verdict === 'unknown' && v.reason === CHC_NO_SOLUTION;
    });
    if (unsolvable.length < 2)
        return answers;
    // each half of the open ones alone (the other properties' error clauses left out), or each one
    // alone when they are few (as many searches as halving would need to isolate one violated
    // property, on smaller clauses: a pair of a ring buffer's and a parser's properties stopped
    // Spacer where each alone was solved in 0.3 s), while there is time, from the invariants refined
    // so far (the clauses they hold for are the same)
    const refined = learned.inductive ?? options.refined;
    const half = Math.ceil(unsolvable.length / 2);
    const parts = unsolvable.length <= SINGLES_UP_TO
        ? unsolvable.map((id) => [id])
        : [unsolvable.slice(0, half), unsolvable.slice(half)];
    for (const part of parts) {
        if (options.deadline - workNow() < MIN_SPLIT_MS)
            break;
        const skip = new Set([...(options.skip ?? []), ...ids.filter((id) => !part.includes(id))]);
        const more = await runChc(cfa, session, { ...options, learned, skip, ...(refined ? { refined } : {}) });
        for (const [id, v] of more)
            answers.set(id, v);
    }
    return answers;
}
/** Below this much time left (ms of work), clauses without a solution are not split. */
const MIN_SPLIT_MS = 500;
/** Up to this many open properties, clauses without a solution are split into single properties. */
const SINGLES_UP_TO = 4;
/** One search for a solution of the clauses of every property not skipped. */
async function solveClauses(cfa, session, options) {
    const ids = programCfa_propertyIds(cfa).filter((id) => !options.skip?.has(id));
    const all = (v) => new Map(ids.map((id) => [id, v]));
    let system;
    try {
        system = hornSystemOf(cfa, options.entry, options.skip, { arrays: true });
    }
    catch (e) {
        if (e instanceof memoryModel_EncodeUnsupported)
            return all(result_unknown('unsupported', `CHC: unsupported: ${e.feature}`));
        throw e;
    }
    if (options.deadline - workNow() < 200)
        return all(result_unknown('timeout', 'CHC: timeout (no time left)'));
    const solved = (model) => all({ verdict: 'safe', certificate: { kind: 'horn-solution', model } });
    // the refinement that ended implying the most properties (not all): it proves those, whatever
    // the rest of the search finds
    let partial;
    const ended = (r) => {
        if (r && !r.safe && r.holds.size > (partial?.holds.size ?? 0))
            partial = r;
    };
    const rest = (v) => {
        const out = all(v);
        if (partial)
            for (const id of partial.holds)
                out.set(id, { verdict: 'safe', certificate: { kind: 'horn-solution', model: partial.definitions } });
        return out;
    };
    let answer;
    try {
        const inductive = options.refined ?? (await refinedHints(system, session, options, ended));
        if ('solution' in inductive)
            return solved(inductive.solution);
        const relaxed = await solveRelaxed(system, session, options.deadline, inductive, options.learned, ended);
        if (relaxed !== undefined)
            return solved(relaxed);
        const left = options.deadline - workNow();
        if (left < 200)
            return rest(result_unknown('timeout', 'CHC: timeout (no time left)'));
        const started = workNow();
        answer = await session.solveHorn(hornScript(system), left);
        if (answer.result === 'unknown' && answer.reason !== undefined && crashed(answer.reason)) {
            // Spacer failed an internal assertion: when its time limit stopped it, that is the limit (a
            // timeout lets CHC run again after BMC); earlier, again as CRASH_RETRIES say
            if (workNow() - started >= left * 0.9)
                answer = { result: 'unknown', reason: `timeout (Spacer failed when stopped: ${answer.reason})` };
            else
                answer = await solveAgain(system, session, options.deadline, answer);
        }
    }
    catch (e) {
        if (e instanceof SolverCrashed)
            return rest(result_unknown(e.kind, `CHC: ${e.reason}`));
        throw e;
    }
    if (answer.result === 'sat' && answer.model !== undefined)
        return solved(answer.model);
    if (answer.result === 'unsat')
        return rest(result_unknown('incomplete', CHC_NO_SOLUTION));
    const why = answer.reason ?? 'no answer';
    return rest(result_unknown(answer.reason ? solverFailureKind(why) : 'incomplete', `CHC: ${why}`));
}
/**
 * The array candidates (refined alone first), then the hints with them: a solution when they imply
 * every property, otherwise the candidates to go on from (inductive only when the refinement ended,
 * and then also in `options.learned`).
 */
async function refinedHints(system, session, options, ended) {
    let overArrays = arrayCandidates(system);
    const arrays = overArrays.size > 0;
    if (arrays) {
        // the array candidates alone first: with the scalar hints beside them some checks get hard
        const share = workNow() + (options.deadline - workNow()) * ARRAY_ALONE_SHARE;
        const alone = await refineCandidates(system, overArrays, session, share);
        if (alone?.safe)
            return { solution: alone.definitions };
        ended(alone);
        if (alone)
            overArrays = alone.conjuncts;
    }
    const inductive = mergeCandidates(...(options.hints ?? []), overArrays);
    if (inductive.size === 0)
        return inductive;
    // over arrays the hints are the main way (the integer relaxation does not apply)
    const part = arrays ? ARRAY_HINT_SHARE : HINT_SHARE;
    const share = workNow() + (options.deadline - workNow()) * part;
    const progress = {};
    const alone = await refineCandidates(system, inductive, session, share, progress);
    if (alone?.safe)
        return { solution: alone.definitions };
    ended(alone);
    // out of time, the relaxed solution's refinement goes on from where this one stood; only a
    // refinement that ended hands its invariants on as inductive
    if (alone && options.learned)
        options.learned.inductive = alone.conjuncts;
    return alone?.conjuncts ?? progress.left ?? inductive;
}
const CRASH_RETRIES = [
    solveRenamed,
    (system, session, ms) => session.solveHorn(`${SPACER_NO_INLINING}\n${hornScript(system)}`, ms),
];
async function solveAgain(system, session, deadline, failed) {
    let answer = failed;
    for (const [i, retry] of CRASH_RETRIES.entries()) {
        const left = deadline - workNow();
        if (left <= 1000 || answer.result !== 'unknown' || !crashed(answer.reason ?? ''))
            break;
        answer = await retry(system, session, left / (CRASH_RETRIES.length - i));
    }
    return answer;
}
/** Spacer on the clauses with every predicate renamed, its model (if any) in the original names. */
async function solveRenamed(system, session, ms) {
    const to = new Map(system.predicates.map(([p]) => [p, `R${p}`]));
    const back = new Map([...to].map(([p, r]) => [r, p]));
    const script = parseSexps(hornScript(system))
        .map((x) => printSexp(renameAtoms(x, (a) => to.get(a))))
        .join('\n');
    const answer = await session.solveHorn(script, ms);
    return answer.model !== undefined ? { ...answer, model: renameText(answer.model, back) } : answer;
}
/** Whether Spacer's reason for unknown is a crash (not a time or memory limit, nor incompleteness). */
function crashed(reason) {
    return solverFailureKind(reason) === 'internal' && !/incomplete|canceled|unknown/i.test(reason);
}
/** Why CHC stops when Spacer finds the clauses unsolvable: a property may be violated. */
const CHC_NO_SOLUTION = 'CHC: the clauses have no solution (some property may be violated)';
/** Shares of the CHC time: the hints alone, then the integer relaxation (the rest: bit-vector clauses). */
const HINT_SHARE = 0.2;
const ARRAY_HINT_SHARE = 0.5;
/** Over arrays: the share of the array candidates refined alone, before the hints join them. */
const ARRAY_ALONE_SHARE = 0.3;
const RELAXED_SHARE = 0.5;
/**
 * A relaxed solution's refinement may take this share of what is left: one over many candidates
 * can take all of CHC's time, and Spacer on the bit-vector clauses, which comes after, then gets
 * none (loop-invgen/heapsort: its refinement does not end within the provers' lane, Spacer on the
 * bit-vector clauses proves it in about 2.5 s of work; measured in session 31).
 */
const RELAXED_REFINE_SHARE = 0.4;
/**
 * Solves the clauses relaxed to integers, lifts the solution back to bit-vectors, adds the
 * inductive hints, and keeps the part that is inductive for the real clauses; its definitions when
 * that part implies the properties, otherwise undefined.
 */
async function solveRelaxed(system, session, deadline, hints, learned, ended) {
    // read bit-vectors as the majority of the variables are declared (unsigned programs need it)
    const args = [...system.args.values()].flat().filter((a) => !a.old);
    const unsigned = args.filter((a) => !a.signed).length * 2 > args.length;
    const readings = unsigned ? ['unsigned', 'signed'] : ['signed', 'unsigned'];
    const attempts = readings.flatMap((reading) => RELAXED_CONFIGS.map((config) => ({ reading, config })));
    const until = workNow() + (deadline - workNow()) * RELAXED_SHARE;
    for (const [i, { reading, config }] of attempts.entries()) {
        const left = until - workNow();
        if (left < 100)
            return undefined;
        const script = relaxedScript(system, reading);
        if (script === undefined)
            return undefined;
        const answer = await session.solveHorn(`${config}\n${script}`, left / (attempts.length - i));
        if (answer.result !== 'sat' || answer.model === undefined)
            continue;
        const lifted = liftSolution(answer.model, system, reading);
        if (lifted === undefined)
            continue;
        const candidates = mergeCandidates(hints, candidatesFromModel(lifted, system));
        const refined = await refineCandidates(system, candidates, session, workNow() + (deadline - workNow()) * RELAXED_REFINE_SHARE);
        if (refined?.safe)
            return refined.definitions;
        ended(refined);
        if (refined && learned)
            learned.inductive = refined.conjuncts;
    }
    return undefined;
}
/**
 * Spacer configurations for the relaxed clauses, in order. Without predicate inlining every
 * predicate gets a quantifier-free interpretation (and the alternative arithmetic solver avoids a
 * divergence measured on simple counter loops); Spacer's defaults come second, their quantified
 * parts are dropped when lifting.
 */
const RELAXED_CONFIGS = [`${SPACER_NO_INLINING}\n(set-option :fp.spacer.arith.solver 2)`, ''];
/** CHC as an engine: starts from the task's hints; its outcome carries the inductive invariants it refined. */
const chcEngine = {
    name: 'chc',
    run: (task, ctx) => inSession(ctx, async (first) => {
        const learned = {};
        const session = crashTolerant(first, ctx.sessions);
        const answers = await runChc(task.cfa, session, {
            entry: task.entry,
            deadline: ctx.deadline,
            skip: task.skip,
            hints: task.hints,
            learned,
        }).finally(() => session.dispose());
        return { answers, ...(learned.inductive ? { inductive: learned.inductive } : {}) };
    }),
};

;// CONCATENATED MODULE: ./src/engines/condinv/rows.ts
// Linear rows over integer variables, the building blocks of condinv: linear expressions, rows
// `e <= 0`, formulas over rows, and the disjuncts a clause's constraint becomes.
const TRUE_F = { k: 'and', xs: [] };
const FALSE_F = { k: 'or', xs: [] };
function lin(coef, c) {
    const m = new Map();
    for (const [v, a] of coef)
        if (a !== 0n)
            m.set(v, a);
    return { coef: m, c };
}
const constExpr = (c) => ({ coef: new Map(), c });
const varExpr = (v) => ({ coef: new Map([[v, 1n]]), c: 0n });
function add(a, b, k = 1n) {
    const m = new Map(a.coef);
    for (const [v, x] of b.coef)
        m.set(v, (m.get(v) ?? 0n) + k * x);
    return lin(m, a.c + k * b.c);
}
const sub = (a, b) => add(a, b, -1n);
const scale = (a, k) => add(constExpr(0n), a, k);
/** Replaces variable `v` by `e` in `x`. */
function rows_substitute(x, v, e) {
    const a = x.coef.get(v);
    if (a === undefined)
        return x;
    const m = new Map(x.coef);
    m.delete(v);
    return add(lin(m, x.c), e, a);
}
/** Rows for `lo <= e <= hi`. */
function rangeRows(e, width) {
    const hi = (1n << BigInt(width - 1)) - 1n;
    return [add(e, constExpr(-hi)), add(scale(e, -1n), constExpr(-hi - 1n))];
}
/** The row with a side-condition number. */
const tagged = (r, side) => ({ coef: r.coef, c: r.c, side });
/** The same tag as `from` (substitution keeps what a row depends on). */
const tagAs = (r, from) => (from.side === undefined ? r : tagged(r, from.side));
const rowKey = (r) => `${[...r.coef]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([v, k]) => `${k}*${v}`)
    .join('+')}+${r.c}${r.side === undefined ? '' : `#${r.side}`}`;

;// CONCATENATED MODULE: ./src/engines/condinv/dnf.ts
// Disjunctive normal form of formulas over rows, and the simplification of a disjunct (variables
// eliminated through equalities, contradictions and duplicates dropped), for condinv.

const MAX_DISJUNCTS = 48;
/**
 * The formula as at most `limit` disjuncts; a disjunction that would exceed it is dropped (weakened
 * to true). Disjuncts whose one-variable rows contradict each other are left out, duplicates too.
 */
function dnf(f, limit = MAX_DISJUNCTS) {
    if (f.k === 'row')
        return [{ rows: [f.row], sides: [] }];
    if (f.k === 'side')
        return [{ rows: [], sides: [f.row] }];
    if (f.k === 'or') {
        const all = unique(f.xs.flatMap((x) => dnf(x, limit)));
        return all.length > limit ? [{ rows: [], sides: [] }] : all;
    }
    let acc = [{ rows: [], sides: [] }];
    // conjuncts without disjunctions first, then the disjunctions, smallest first
    const parts = f.xs.map((x) => dnf(x, limit)).sort((a, b) => a.length - b.length);
    for (const p of parts) {
        if (p.length === 0)
            return [];
        const next = unique(acc.flatMap((a) => p.flatMap((b) => {
            const d = { rows: [...a.rows, ...b.rows], sides: [...a.sides, ...b.sides] };
            return p.length > 1 && contradictory(d.rows) ? [] : [d];
        })));
        if (next.length > limit)
            continue; // dropped: a weaker constraint
        acc = next;
    }
    return acc;
}
function unique(ds) {
    const seen = new Set();
    return ds.filter((d) => {
        const k = [...new Set(d.rows.map(rowKey))].sort().join(';') +
            '|' +
            [...new Set(d.sides.map(rowKey))].sort().join(';');
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/** The one-variable rows bound some variable from both sides with nothing in between. */
function contradictory(rows) {
    const lo = new Map();
    const hi = new Map();
    for (const r of rows) {
        if (r.side !== undefined)
            continue; // holds only without overflow: no proof of infeasibility
        if (r.coef.size === 0) {
            if (r.c > 0n)
                return true;
            continue;
        }
        if (r.coef.size !== 1)
            continue;
        const [[v, k]] = [...r.coef];
        // k v + c <= 0
        if (k > 0n) {
            const b = floorDiv(-r.c, k);
            if (!hi.has(v) || b < hi.get(v))
                hi.set(v, b);
        }
        else {
            const lb = -floorDiv(r.c, k); // v >= ceil(c / -k)
            if (!lo.has(v) || lb > lo.get(v))
                lo.set(v, lb);
        }
        if (lo.has(v) && hi.has(v) && lo.get(v) > hi.get(v))
            return true;
    }
    return false;
}
function floorDiv(a, b) {
    const q = a / b;
    return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}
/**
 * Eliminates variables that are not predicate arguments through the disjunct's equalities, drops
 * rows without variables (undefined when one is false) and the range rows of variables that occur
 * nowhere else.
 */
function simplify(d, keep, ranges = []) {
    let rows = [...d.rows];
    let sides = [...d.sides];
    for (;;) {
        const keys = new Set(rows.map(rowKey));
        let done = true;
        for (const r of rows) {
            // only an equality that holds unconditionally eliminates (a definition under a side condition stays)
            if (r.side !== undefined || !keys.has(rowKey(scale(r, -1n))))
                continue;
            const v = [...r.coef].find(([x, k]) => !keep.has(x) && (k === 1n || k === -1n))?.[0];
            if (v === undefined)
                continue;
            // r = 0 with coefficient k of v: v = -(r - k v) / k
            const k = r.coef.get(v);
            const rest = add(r, varExpr(v), -k);
            const value = scale(rest, -k); // k is +-1, so 1/k = k
            const neg = rowKey(scale(r, -1n));
            const rk = rowKey(r);
            rows = rows
                .filter((x) => rowKey(x) !== rk && rowKey(x) !== neg)
                .map((x) => tagAs(rows_substitute(x, v, value), x));
            sides = sides.map((x) => tagAs(rows_substitute(x, v, value), x));
            done = false;
            break;
        }
        if (done)
            break;
    }
    const seen = new Set();
    const out = [];
    for (const r of rows) {
        if (r.coef.size === 0 && r.side === undefined) {
            if (r.c > 0n)
                return undefined;
            continue;
        }
        const k = rowKey(r);
        if (!seen.has(k))
            out.push(r);
        seen.add(k);
    }
    // the ranges of the variables still there (a range fact is a row over one variable)
    const live = new Set();
    for (const r of [...out, ...sides])
        for (const v of r.coef.keys())
            live.add(v);
    for (const v of keep)
        live.add(v);
    return {
        rows: out,
        sides: sides.filter((r) => r.coef.size > 0 || r.c > 0n),
        ranges: ranges.filter((r) => [...r.coef.keys()].every((v) => live.has(v))),
    };
}

;// CONCATENATED MODULE: ./src/engines/condinv/linear.ts
// Linear integer views of bit-vector Horn clauses, for Farkas' lemma (condinv). Every bit-vector is
// read as the signed integer it encodes; a clause constraint becomes a disjunction of conjunctions
// of linear rows (`sum a_v * v + c <= 0`). Where the integer reading and the bit-vector semantics
// can differ (an addition that may overflow, an unsigned comparison of a value that may be
// negative, a truncation), the disjunct carries a side condition: a row that must hold in the
// invariant's region for the integer reasoning to be sound. What is not linear (a product of two
// variables, division, bitwise operations, memory) becomes a fresh variable, which only weakens
// the constraint. The result is used to search for invariants; the certificate is always
// re-checked bit-precisely.



class NotLinear extends Error {
}
const linear_and = (...xs) => ({ k: 'and', xs });
const linear_or = (...xs) => ({ k: 'or', xs });
const row = (r) => ({ k: 'row', row: r });
const sides = (rs) => linear_and(...rs.map((r) => ({ k: 'side', row: r })));
/** A term's width, or 0 for non-bit-vectors. */
function widthOf(s, scope) {
    if (typeof s === 'string') {
        if (s.startsWith('#b'))
            return s.length - 2;
        if (s.startsWith('#x'))
            return (s.length - 2) * 4;
        return scope.widths.get(s) ?? 0;
    }
    const [op] = s;
    if (Array.isArray(op)) {
        if (op[1] === 'extract')
            return Number(op[2]) - Number(op[3]) + 1;
        if (op[1] === 'sign_extend' || op[1] === 'zero_extend')
            return Number(op[2]) + widthOf(s[1], scope);
        return 0;
    }
    if (op === '_' && typeof s[1] === 'string' && s[1].startsWith('bv'))
        return Number(s[2]);
    if (op === 'concat')
        return widthOf(s[1], scope) + widthOf(s[2], scope);
    if (op === 'ite')
        return widthOf(s[2], scope);
    if (op === 'select')
        return scope.widths.get(`select:${printKey(s[1])}`) ?? 8;
    if (typeof op === 'string' && op.startsWith('bv') && !/^bv[su]?(lt|le|gt|ge)$/.test(op))
        return widthOf(s[1], scope);
    return 0;
}
const printKey = (s) => (typeof s === 'string' ? s : `(${s.map(printKey).join(' ')})`);
function linear_literal(s) {
    if (typeof s === 'string') {
        if (s.startsWith('#b'))
            return { value: BigInt(`0b${s.slice(2)}`), width: s.length - 2 };
        if (s.startsWith('#x'))
            return { value: BigInt(`0x${s.slice(2)}`), width: (s.length - 2) * 4 };
        return undefined;
    }
    if (s.length === 3 && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv'))
        return { value: BigInt(s[1].slice(2)), width: Number(s[2]) };
    return undefined;
}
function freshVar(scope, width, key) {
    const known = key === undefined ? undefined : scope.memo.get(key);
    if (known)
        return known;
    const v = `_f${scope.fresh++}`;
    scope.widths.set(v, width);
    const e = varExpr(v);
    if (key !== undefined)
        scope.memo.set(key, e);
    return e; // its range is among the clause's ranges
}
/** The signed integer reading of a bit-vector term. */
function term(s, scope) {
    const w = widthOf(s, scope);
    const lit = linear_literal(s);
    if (lit)
        return constExpr(BigInt.asIntN(lit.width, lit.value));
    if (typeof s === 'string') {
        if (!scope.widths.has(s))
            throw new NotLinear(`unknown symbol ${s}`);
        return varExpr(s);
    }
    const [op, ...xs] = s;
    // the result as a fresh variable defined by `e` where the side conditions hold
    const checked = (e, conds = rangeRows(e, w)) => {
        const id = scope.sides++;
        const f = freshVar(scope, w);
        scope.defs.push(linear_and(...eqList(f, e).map((r) => row(tagged(r, id)))), sides(conds.map((r) => tagged(r, id))));
        return f;
    };
    if (Array.isArray(op)) {
        if (op[1] === 'sign_extend')
            return term(xs[0], scope);
        if (op[1] === 'zero_extend') {
            const e = term(xs[0], scope);
            return checked(e, [scale(e, -1n)]);
        }
        if (op[1] === 'extract' && op[3] === '0')
            return checked(term(xs[0], scope));
        return freshVar(scope, w, printKey(s));
    }
    const key = printKey(s);
    switch (op) {
        case 'bvadd':
            return checked(xs.map((x) => term(x, scope)).reduce((a, b) => add(a, b)));
        case 'bvsub':
            return checked(sub(term(xs[0], scope), term(xs[1], scope)));
        case 'bvneg':
            return checked(scale(term(xs[0], scope), -1n));
        case 'bvmul': {
            const k = xs.map(linear_literal);
            const i = k.findIndex((x) => x !== undefined);
            if (xs.length !== 2 || i < 0)
                return freshVar(scope, w, key);
            const lk = k[i];
            return checked(scale(term(xs[1 - i], scope), BigInt.asIntN(lk.width, lk.value)));
        }
        case 'bvsrem':
        case 'bvurem': {
            const k = linear_literal(xs[1]);
            if (scope.memo.has(key))
                return scope.memo.get(key);
            const f = freshVar(scope, w, key);
            if (k && BigInt.asIntN(k.width, k.value) > 0n) {
                const m = BigInt.asIntN(k.width, k.value) - 1n;
                scope.facts.push(linear_and(row(sub(f, constExpr(m))), row(sub(scale(f, -1n), constExpr(m)))));
            }
            return f;
        }
        case 'ite': {
            if (scope.memo.has(key))
                return scope.memo.get(key);
            const f = freshVar(scope, w, key);
            const c = formula(xs[0], scope);
            const th = withDefs(scope, () => term(xs[1], scope));
            const el = withDefs(scope, () => term(xs[2], scope));
            scope.facts.push(linear_or(linear_and(c.pos, th.defs, eqRows(f, th.e)), linear_and(c.neg, el.defs, eqRows(f, el.e))), c.defs);
            return f;
        }
        default:
            return freshVar(scope, w, key);
    }
}
function withDefs(scope, f) {
    const before = scope.defs.length;
    const e = f();
    const defs = linear_and(...scope.defs.splice(before));
    return { e, defs };
}
const eqList = (a, b) => [sub(a, b), sub(b, a)];
const eqRows = (a, b) => linear_and(...eqList(a, b).map(row));
const linear_COMPARE = {
    // [unsigned, relation, swapped]
    bvsle: [false, 'le', false],
    bvslt: [false, 'lt', false],
    bvsge: [false, 'le', true],
    bvsgt: [false, 'lt', true],
    bvule: [true, 'le', false],
    bvult: [true, 'lt', false],
    bvuge: [true, 'le', true],
    bvugt: [true, 'lt', true],
};
function formula(s, scope) {
    if (s === 'true')
        return { defs: TRUE_F, pos: TRUE_F, neg: FALSE_F };
    if (s === 'false')
        return { defs: TRUE_F, pos: FALSE_F, neg: TRUE_F };
    if (typeof s === 'string') {
        const def = scope.bools.get(s);
        if (def !== undefined) {
            scope.bools.delete(s); // a definition is used once per occurrence; guard against cycles
            try {
                return formula(def, scope);
            }
            finally {
                scope.bools.set(s, def);
            }
        }
        return { defs: TRUE_F, pos: TRUE_F, neg: TRUE_F }; // unknown Boolean: either way
    }
    const [op, ...xs] = s;
    const sub_ = () => xs.map((x) => formula(x, scope));
    switch (op) {
        case 'not': {
            const a = formula(xs[0], scope);
            return { defs: a.defs, pos: a.neg, neg: a.pos };
        }
        case 'and': {
            const ls = sub_();
            return {
                defs: linear_and(...ls.map((l) => l.defs)),
                pos: linear_and(...ls.map((l) => l.pos)),
                neg: linear_or(...ls.map((l) => l.neg)),
            };
        }
        case 'or': {
            const ls = sub_();
            return {
                defs: linear_and(...ls.map((l) => l.defs)),
                pos: linear_or(...ls.map((l) => l.pos)),
                neg: linear_and(...ls.map((l) => l.neg)),
            };
        }
        case '=>': {
            const [a, b] = sub_();
            return { defs: linear_and(a.defs, b.defs), pos: linear_or(a.neg, b.pos), neg: linear_and(a.pos, b.neg) };
        }
        case 'ite': {
            const [c, a, b] = sub_();
            return {
                defs: linear_and(c.defs, a.defs, b.defs),
                pos: linear_or(linear_and(c.pos, a.pos), linear_and(c.neg, b.pos)),
                neg: linear_or(linear_and(c.pos, a.neg), linear_and(c.neg, b.neg)),
            };
        }
        case '=':
        case 'distinct': {
            if (xs.length !== 2)
                throw new NotLinear('n-ary equality');
            let l;
            if (widthOf(xs[0], scope) > 0 || widthOf(xs[1], scope) > 0) {
                const { e: d, defs } = withDefs(scope, () => sub(term(xs[0], scope), term(xs[1], scope)));
                l = {
                    defs,
                    pos: eqRows(d, constExpr(0n)),
                    neg: linear_or(row(add(d, constExpr(1n))), row(add(scale(d, -1n), constExpr(1n)))),
                };
            }
            else if (isArrayLike(xs[0], scope) || isArrayLike(xs[1], scope)) {
                l = { defs: TRUE_F, pos: TRUE_F, neg: TRUE_F };
            }
            else {
                const [a, b] = sub_();
                l = {
                    defs: linear_and(a.defs, b.defs),
                    pos: linear_or(linear_and(a.pos, b.pos), linear_and(a.neg, b.neg)),
                    neg: linear_or(linear_and(a.pos, b.neg), linear_and(a.neg, b.pos)),
                };
            }
            return op === '=' ? l : { defs: l.defs, pos: l.neg, neg: l.pos };
        }
        default: {
            const cmp = typeof op === 'string' ? linear_COMPARE[op] : undefined;
            if (!cmp)
                throw new NotLinear(`unsupported Boolean operation ${printKey(op)}`);
            const [unsigned, rel, swapped] = cmp;
            let id;
            const { e: pair, defs } = withDefs(scope, () => {
                const a = term(xs[0], scope);
                const b = term(xs[1], scope);
                if (unsigned) {
                    // an unsigned comparison reads like a signed one where both sides are non-negative
                    id = scope.sides++;
                    scope.defs.push(sides([scale(a, -1n), scale(b, -1n)].map((r) => tagged(r, id))));
                }
                return swapped ? sub(b, a) : sub(a, b); // pair <= 0 (le) or pair < 0 (lt)
            });
            const tag = (r) => (id === undefined ? r : tagged(r, id));
            const pos = rel === 'le' ? pair : add(pair, constExpr(1n));
            const neg = rel === 'le' ? add(scale(pair, -1n), constExpr(1n)) : scale(pair, -1n);
            return { defs, pos: row(tag(pos)), neg: row(tag(neg)) };
        }
    }
}
function isArrayLike(s, scope) {
    return typeof s === 'string' ? scope.widths.get(s) === -1 : s[0] === 'store';
}
// ---- clauses ----
function sortWidth(sort) {
    const m = /^\(_ BitVec (\d+)\)$/.exec(sort);
    if (m)
        return Number(m[1]);
    if (sort === 'Bool')
        return 0;
    return -1; // arrays and the like
}
/** The linear view of a clause; throws NotLinear for what it cannot read. */
function linearClause(clause) {
    const widths = new Map();
    for (const [v, sort] of clause.vars)
        widths.set(v, sortWidth(sort));
    const scope = { widths, bools: new Map(), fresh: 0, sides: 0, defs: [], facts: [], memo: new Map() };
    let constraint;
    try {
        constraint = expandLets(parseSexp(clause.constraint), new Map());
    }
    catch {
        throw new NotLinear('unreadable constraint');
    }
    // Boolean variables defined by a top-level `(= g ...)` are replaced by their definitions
    const conjuncts = flattenAnd(constraint);
    const rest = [];
    for (const c of conjuncts) {
        if (Array.isArray(c) &&
            c[0] === '=' &&
            typeof c[1] === 'string' &&
            widths.get(c[1]) === 0 &&
            !scope.bools.has(c[1]))
            scope.bools.set(c[1], c[2]);
        else
            rest.push(c);
    }
    const parts = [];
    for (const c of rest) {
        const l = formula(c, scope);
        parts.push(l.defs, l.pos);
    }
    const args = (xs) => xs.map((a) => {
        const s = parseSexp(a);
        return widthOf(s, scope) > 0 ? term(s, scope) : freshVar(scope, 0);
    });
    const apps = clause.apps.map((a) => ({ pred: a.pred, args: args(a.args) }));
    const target = clause.target ? { pred: clause.target.pred, args: args(clause.target.args) } : undefined;
    parts.push(...scope.defs, ...scope.facts);
    const keep = new Set();
    for (const a of [...apps, ...(target ? [target] : [])])
        for (const e of a.args)
            for (const v of e.coef.keys())
                keep.add(v);
    const ranges = [...widths].filter(([, w]) => w > 0).flatMap(([v, w]) => rangeRows(varExpr(v), w));
    const disjuncts = dnf(linear_and(...parts)).flatMap((d) => simplify(d, keep, ranges) ?? []);
    return { source: clause, apps, ...(target ? { target } : {}), disjuncts };
}
function flattenAnd(s) {
    return Array.isArray(s) && s[0] === 'and' ? s.slice(1).flatMap(flattenAnd) : [s];
}
/**
 * The linear rows of a predicate's invariant conjunct (a bit-vector term over `a0`, `a1`, ...) when
 * it is a conjunction of linear comparisons whose integer reading needs no side condition; else [].
 */
function paramRows(text, widths) {
    const scope = {
        widths: new Map(),
        bools: new Map(),
        fresh: 0,
        sides: 0,
        defs: [],
        facts: [],
        memo: new Map(),
    };
    widths.forEach((w, j) => scope.widths.set(`a${j}`, w > 0 ? w : -1));
    try {
        const l = formula(expandLets(parseSexp(text), new Map()), scope);
        const raw = dnf({ k: 'and', xs: [l.defs, l.pos, ...scope.defs] });
        if (raw.length !== 1)
            return [];
        // the fresh variables of the arithmetic eliminated (the side conditions are checked below)
        const untag = (r) => ({ coef: r.coef, c: r.c });
        const params = new Set(widths.map((_, j) => `a${j}`));
        const one = simplify({ rows: raw[0].rows.map(untag), sides: raw[0].sides.map(untag) }, params);
        if (!one)
            return [];
        const ds = [one];
        // side conditions that hold for every value of the parameters (wide arithmetic) are no obstacle
        const always = (r) => [...r.coef].reduce((m, [v, k]) => {
            const w = scope.widths.get(v) ?? 0;
            if (w <= 0)
                return m + (1n << 200n);
            const hi = (1n << BigInt(w - 1)) - 1n;
            return m + (k > 0n ? k * hi : -k * (hi + 1n));
        }, r.c) <= 0n;
        if (ds.length !== 1 || !ds[0].sides.every(always))
            return [];
        return ds[0].rows
            .filter((r) => [...r.coef.keys()].every((v) => /^a\d+$/.test(v)))
            .map((r) => ({ coef: widths.map((_, j) => r.coef.get(`a${j}`) ?? 0n), c: r.c }));
    }
    catch (e) {
        if (e instanceof NotLinear || e instanceof Error)
            return [];
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/engines/condinv/farkas.ts
// Farkas' lemma, applied locally: "the rows R together with template rows T imply the row g" (or
// "are infeasible") becomes linear constraints over fresh multipliers. Concrete rows get real
// multipliers >= 0; a template row (whose coefficients are unknowns) gets a 0/1 multiplier, which
// keeps the constraints linear in the unknowns. Sound over the rationals, hence over the integers.
function num(n) {
    return n < 0n ? `(- ${-n})` : `${n}`;
}
function symOf(r) {
    return { coef: new Map([...r.coef].map(([v, a]) => [v, num(a)])), c: num(r.c) };
}
/** Template row `sum_j cs[j] * args[j] + e <= 0` at an application with linear arguments. */
function instantiate(cs, e, args) {
    const coef = new Map();
    const consts = [e];
    args.forEach((a, j) => {
        const c = cs[j];
        if (c === undefined)
            return;
        for (const [v, k] of a.coef)
            coef.set(v, [...(coef.get(v) ?? []), times(k, c)]);
        if (a.c !== 0n)
            consts.push(times(a.c, c));
    });
    return { coef: new Map([...coef].map(([v, ts]) => [v, sum(ts)])), c: sum(consts) };
}
const realNum = (n) => (n < 0n ? `(- ${-n}.0)` : `${n}.0`);
const times = (k, t) => (k === 1n ? t : `(* ${num(k)} ${t})`);
const sum = (ts) => ts.length === 0 ? '0' : ts.length === 1 ? ts[0] : `(+ ${ts.join(' ')})`;
/** Collects the declarations of the multipliers; `derive` returns a Boolean term. */
class FarkasBuilder {
    decls = [];
    n = 0;
    /**
     * `rows /\ templ => goal` (goal undefined: `rows /\ templ` is infeasible), as a Boolean term over
     * fresh multipliers.
     */
    derive(rows, templ, goal) {
        const id = this.n++;
        const lam = rows.map((_, i) => `l${id}_${i}`);
        const mu = templ.map((_, i) => `m${id}_${i}`);
        for (const l of lam)
            this.decls.push(`(declare-const ${l} Real)`);
        for (const m of mu)
            this.decls.push(`(declare-const ${m} Bool)`);
        const parts = lam.map((l) => `(>= ${l} 0.0)`);
        const vars = new Set();
        for (const r of rows)
            for (const v of r.coef.keys())
                vars.add(v);
        for (const t of templ)
            for (const v of t.coef.keys())
                vars.add(v);
        if (goal)
            for (const v of goal.coef.keys())
                vars.add(v);
        const real = (t) => `(to_real ${t})`;
        const combo = (pick, pickT) => {
            const ts = [];
            rows.forEach((r, i) => {
                const a = pick(r);
                if (a !== 0n)
                    ts.push(a === 1n ? lam[i] : `(* ${realNum(a)} ${lam[i]})`);
            });
            templ.forEach((t, i) => {
                const c = pickT(t);
                if (c !== undefined)
                    ts.push(`(ite ${mu[i]} ${real(c)} 0.0)`);
            });
            return ts.length === 0 ? '0.0' : ts.length === 1 ? ts[0] : `(+ ${ts.join(' ')})`;
        };
        for (const v of vars) {
            const lhs = combo((r) => r.coef.get(v) ?? 0n, (t) => t.coef.get(v));
            const g = goal?.coef.get(v);
            parts.push(`(= ${lhs} ${g === undefined ? '0.0' : real(g)})`);
        }
        const c = combo((r) => r.c, (t) => t.c);
        parts.push(goal ? `(>= ${c} ${real(goal.c)})` : `(> ${c} 0.0)`);
        return parts.length === 1 ? parts[0] : `(and ${parts.join(' ')})`;
    }
}

;// CONCATENATED MODULE: ./src/engines/condinv/maxSmt.ts
// Max-SMT over one solver session, for CondSafe (condSafe.ts): a maximal set of soft literals
// kept, heavier ones first, through unsat cores (measured faster here than Z3's Optimize on the
// Farkas constraints); then, with those kept, simpler template coefficients (small, then zero).

/**
 * Max-SMT over the solver: assume every soft literal; on unsat, drop the lightest literal of the
 * unsat core and try again (a maximal satisfiable set, heavier literals kept first). The literals
 * kept, or why there is no solution.
 */
async function maxSat(session, soft, deadline, count) {
    let assumed = [...soft];
    const dropped = [];
    const check = async (lits, until = deadline) => {
        const left = until - workNow();
        if (left < 50)
            return 'timeout';
        count();
        const res = await session.check({ assumptions: lits.map((s) => s.lit), timeoutMs: left });
        return res === 'unknown' ? `solver: ${await session.reasonUnknown()}` : res;
    };
    for (;;) {
        const res = await check(assumed);
        if (res === 'sat')
            break;
        if (res !== 'unsat')
            return res;
        const core = new Set(await session.unsatCore());
        const inCore = assumed.filter((s) => core.has(s.lit));
        if (inCore.length === 0)
            return 'no conditional invariant of this shape';
        const drop = inCore.reduce((a, s) => (s.weight < a.weight ? s : a));
        assumed = assumed.filter((s) => s !== drop);
        dropped.push(drop);
    }
    // which literal of a core goes is a guess: put each dropped one back if it fits (heaviest first)
    if (dropped.length < 2)
        return assumed;
    // within half the time left: the other half is for a model of what was kept, when the last
    // attempt fails
    const stop = workNow() + (deadline - workNow()) / 2;
    let current = true; // the solver's model is one of `assumed`
    for (const s of [...dropped].sort((a, b) => b.weight - a.weight)) {
        if (workNow() >= stop)
            break;
        const res = await check([...assumed, s], stop);
        current = res === 'sat';
        if (current)
            assumed = [...assumed, s];
    }
    if (current)
        return assumed;
    const res = await check(assumed);
    return res === 'sat' ? assumed : res === 'unsat' ? 'no model of the kept initiations' : res;
}
/**
 * With the kept initiations assumed, looks for simpler coefficients: all within [-1, 1] first,
 * then, greedily, one more coefficient zero at a time (those zero already stay zero). At most a
 * fifth of the time left (at least a second); the solver's model is a solution at the end (undefined),
 * or the reason there is none.
 */
async function maxSmt_simplify(session, kept, coefs, deadline, count) {
    const stop = Math.min(deadline, workNow() + Math.max(1000, (deadline - workNow()) / 5));
    const assumed = [...kept];
    const check = async (lits) => {
        const left = stop - workNow();
        if (left < 50)
            return false;
        count();
        return (await session.check({ assumptions: [...lits], timeoutMs: left })) === 'sat';
    };
    // `current`: the solver's model is one of `assumed`
    let current = await check([...assumed, 'small']);
    if (current)
        assumed.push('small');
    const tried = new Set();
    for (;;) {
        if (current) {
            const values = await session.values(coefs);
            for (const c of coefs)
                if (values.get(c) === 0n && !tried.has(c)) {
                    tried.add(c);
                    assumed.push(`z_${c}`);
                }
        }
        const next = coefs.find((c) => !tried.has(c));
        if (next === undefined || workNow() >= stop)
            break;
        tried.add(next);
        current = await check([...assumed, `z_${next}`]);
        if (current)
            assumed.push(`z_${next}`);
    }
    if (current)
        return undefined;
    // the last attempt failed (or ran out of time): back to a model of what was accepted
    const left = deadline - workNow();
    if (left < 50)
        return 'timeout';
    count();
    const r = await session.check({ assumptions: assumed, timeoutMs: left });
    return r === 'sat' ? undefined : r === 'unsat' ? 'no model of the kept initiations' : 'timeout';
}
/** `coef . x + c <= 0` divided by the coefficients' gcd (the same integer points). */
function normal(r) {
    const abs = (n) => (n < 0n ? -n : n);
    let g = 0n;
    for (const k of r.coef) {
        let [a, b] = [abs(k), g];
        while (b !== 0n)
            [a, b] = [b, a % b];
        g = a;
    }
    if (g <= 1n)
        return r;
    const ceil = (n) => (n >= 0n ? (n + g - 1n) / g : -(-n / g));
    return { coef: r.coef.map((k) => k / g), c: ceil(r.c) };
}

;// CONCATENATED MODULE: ./src/engines/condinv/intChecks.ts
// Fresh linear integer checks for CondSafe (condSafe.ts) and the stored invariants: whether rows
// have an integer solution, and whether a clause's constraint implies rows, each a one-shot query
// of its own with a short time limit (out of time counts as "not known").



/** `not (e <= 0)` over the integers: `-e + 1 <= 0`. */
const negRow = (r) => add(scale(r, -1n), constExpr(1n));
/** Every disjunct of the clause implies the rows, without known facts (linear integer checks). */
async function holdsWithout(session, c, rows, deadline) {
    for (const d of c.disjuncts)
        for (const row of rows)
            if (!(await infeasible(session, [...d.rows, ...(d.ranges ?? []), negRow(row)], deadline)))
                return false;
    return true;
}
/** The rows have no integer solution (a fresh linear integer check). */
async function infeasible(session, rows, deadline) {
    const vars = new Set();
    for (const r of rows)
        for (const v of r.coef.keys())
            vars.add(v);
    const term = (r) => {
        const ts = [...r.coef].map(([v, k]) => `(* ${num(k)} |${v}|)`);
        return `(<= (+ ${[...ts, num(r.c)].join(' ')}) 0)`;
    };
    const script = [
        ...[...vars].map((v) => `(declare-const |${v}| Int)`),
        ...rows.map((r) => `(assert ${term(r)})`),
    ].join('\n');
    const left = Math.min(5000, deadline - workNow());
    if (left < 20)
        return false; // out of time: not known to be infeasible
    const r = await session.checkOnce(script, [], left);
    return r.result === 'unsat';
}

;// CONCATENATED MODULE: ./src/engines/condinv/template.ts
// The template of CondSafe (condSafe.ts): per predicate of a component, `rows` linear inequalities
// `sum_j c_j * x_j + e <= 0` over its integer parameters, with an integer unknown for every
// coefficient (bounded) and constant. Hard constraints rule out rows false by themselves and pairs
// of opposite rows with a gap; reached states, when given, must satisfy every row. A solution of
// the unknowns reads back as parameter rows.


class RowTemplate {
    comps;
    preds;
    rows;
    /** The integer unknowns, in declaration order. */
    unknowns = [];
    pidx;
    constructor(comps, preds, rows) {
        this.comps = comps;
        this.preds = preds;
        this.rows = rows;
        this.pidx = new Map(preds.map((p, i) => [p, i]));
    }
    /** The unknown coefficient of parameter `j` in row `s` of `p`. */
    cName(p, s, j) {
        return `c${this.pidx.get(p)}_${s}_${j}`;
    }
    /** The unknown constant of row `s` of `p`. */
    eName(p, s) {
        return `e${this.pidx.get(p)}_${s}`;
    }
    widths(p) {
        return this.comps.widths.get(p) ?? [];
    }
    /** Declares the unknowns; their bounds and the rules against empty templates go to `hard`. */
    declare(bound, hard) {
        for (const p of this.preds) {
            const ws = this.widths(p);
            for (let s = 0; s < this.rows; s++) {
                ws.forEach((w, j) => {
                    if (w <= 0)
                        return;
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
                    const opposite = ws.flatMap((w, j) => w > 0 ? [`(= ${this.cName(p, s, j)} (- ${this.cName(p, t, j)}))`] : []);
                    hard.push(`(not (and ${opposite.join(' ')} (> (+ ${this.eName(p, s)} ${this.eName(p, t)}) 0)))`);
                }
            }
        }
    }
    /** Every row holds at the reached states (argument vectors per predicate): constraints to `hard`. */
    coverSamples(samples, hard) {
        for (const p of this.preds)
            for (const point of samples?.get(p) ?? []) {
                const ws = this.widths(p);
                for (let s = 0; s < this.rows; s++) {
                    const terms = ws.flatMap((w, j) => w > 0 && point[j] ? [`(* ${num(point[j])} ${this.cName(p, s, j)})`] : []);
                    hard.push(`(<= (+ ${[...terms, this.eName(p, s)].join(' ')}) 0)`);
                }
            }
    }
    /** The rows of `p` at an application with arguments `args`. */
    at(p, args) {
        const ws = this.widths(p);
        return Array.from({ length: this.rows }, (_, s) => instantiate(ws.map((w, j) => (w > 0 ? this.cName(p, s, j) : undefined)), this.eName(p, s), args));
    }
    /** Row `s` of `p` under a solution (`int` reads an unknown's value). */
    read(p, s, int) {
        return normal({
            coef: this.widths(p).map((w, j) => (w > 0 ? int(this.cName(p, s, j)) : 0n)),
            c: int(this.eName(p, s)),
        });
    }
}

;// CONCATENATED MODULE: ./src/engines/condinv/condSafe.ts
// CondSafe: for one component and one exit assertion, a conditional inductive invariant found by
// Max-SMT. Each predicate of the component gets a template of k linear inequalities over its
// parameters (integer unknowns, coefficients bounded); Farkas' lemma (farkas.ts) turns consecution,
// the side conditions and the assertion into hard linear constraints, and initiation on each entry
// transition, row by row, into soft ones. The rows whose initiation the solution does not satisfy
// form the precondition of that entry: what the part before it must establish (checkSafe.ts).
// States a test run reached (when given) must satisfy every row: that rules out vacuous invariants,
// which hold nowhere and so satisfy consecution and the assertion with an unsatisfiable precondition.
// The template's unknowns are in template.ts, the one-shot integer checks in intChecks.ts.







/** A parameter row at an application's arguments. */
function rowAt(r, args) {
    let e = constExpr(r.c);
    r.coef.forEach((k, j) => {
        if (k !== 0n && args[j])
            e = add(e, args[j], k);
    });
    return e;
}
/** The negation of a goal at some arguments, as a formula. */
function negGoal(goal, args) {
    return {
        k: 'and',
        xs: goal.map((conj) => ({
            k: 'or',
            xs: conj.map((r) => ({ k: 'row', row: negRow(rowAt(r, args)) })),
        })),
    };
}
/** The clauses of a component by role, or the reason it cannot be analysed. */
function roles(comps, comp, exit) {
    const internal = [];
    const entries = [];
    const inComp = (p) => comps.of.get(p) === comp;
    for (const [i, c] of comps.clauses.entries()) {
        if (!c.target || !inComp(c.target.pred))
            continue;
        if (c.unreadable)
            return `unreadable clause (${c.unreadable})`;
        const own = c.apps.filter((a) => inComp(a.pred));
        if (own.length > 1)
            return 'non-linear recursion';
        (own.length === 1 ? internal : entries).push(i);
    }
    const x = comps.clauses[exit];
    if (x.unreadable)
        return `unreadable clause (${x.unreadable})`;
    if (x.apps.filter((a) => inComp(a.pred)).length !== 1)
        return 'exit clause is not linear';
    return { internal, entries };
}
async function condSafe(comps, comp, req, session, o) {
    const r = roles(comps, comp, req.clause);
    if (typeof r === 'string')
        return r;
    const q = new CondSafeQuery(comps, comp, session, o);
    await q.consecution(r.internal);
    await q.exitAssertion(req);
    await q.initiation(r.entries);
    return q.solve(r.entries);
}
/** The Max-SMT problem of one CondSafe call: built step by step, then solved. */
class CondSafeQuery {
    comps;
    comp;
    session;
    o;
    b = new FarkasBuilder();
    hard = [];
    sided = [];
    soft = [];
    preds;
    template;
    checks = 0;
    constructor(comps, comp, session, o) {
        this.comps = comps;
        this.comp = comp;
        this.session = session;
        this.o = o;
        this.preds = comps.preds[comp];
        this.template = new RowTemplate(comps, this.preds, o.rows);
        this.template.declare(o.bound, this.hard);
        // reached states are in every invariant a successful proof chain builds: no vacuous invariant
        if (o.narrowing.size === 0)
            this.template.coverSamples(o.samples, this.hard);
    }
    inComp(p) {
        return this.comps.of.get(p) === this.comp;
    }
    /** The template at the clause's application of a predicate of the component. */
    bodyTemplate(c) {
        const a = c.apps.find((x) => this.inComp(x.pred));
        return this.template.at(a.pred, a.args);
    }
    /**
     * The clause's disjuncts with the known invariants of the body's predicates as rows of every
     * disjunct; disjuncts infeasible with them (and the variables' ranges) are left out.
     */
    async disjuncts(c) {
        const o = this.o;
        const cached = pruned.get(c);
        if (cached && cached.facts === o.facts)
            return cached.ds;
        const k = c.apps.flatMap((a) => (o.facts?.get(a.pred) ?? []).map((f) => rowAt(f, a.args)));
        const ds = [];
        for (const d of c.disjuncts) {
            const full = { ...d, rows: [...d.rows, ...k] };
            // infeasible without the definitions under side conditions (overflowing steps are real steps)
            const sure = o.strictSides ? full.rows.filter((row) => row.side === undefined) : full.rows;
            if (!(await infeasible(this.session, [...sure, ...(d.ranges ?? [])], o.deadline)))
                ds.push(full);
        }
        pruned.set(c, { facts: o.facts, ds });
        return ds;
    }
    /** Consecution on the internal clauses; side conditions are checked on the solution (solve). */
    async consecution(internal) {
        const b = this.b;
        for (const i of internal) {
            const c = this.comps.clauses[i];
            const body = this.bodyTemplate(c);
            const head = this.template.at(c.target.pred, c.target.args);
            for (const d of await this.disjuncts(c)) {
                this.hard.push(`(or ${b.derive(d.rows, body)} (and true ${head.map((g) => b.derive(d.rows, body, g)).join(' ')}))`);
                if (d.sides.length > 0)
                    this.sided.push({ clause: i, d, body });
            }
        }
    }
    /** The exit assertion: no state of the invariant leaves through the exit clause violating the goal. */
    async exitAssertion(req) {
        const x = this.comps.clauses[req.clause];
        const xBody = this.bodyTemplate(x);
        const violation = req.goal.length === 0 || !x.target ? undefined : negGoal(req.goal, x.target.args);
        for (const d of await this.disjuncts(x)) {
            if (d.sides.length > 0)
                this.sided.push({ clause: req.clause, d, body: xBody });
            const parts = violation
                ? dnf({ k: 'and', xs: [violation, ...d.rows.map((row) => ({ k: 'row', row }))] }, 64)
                : [d];
            for (const part of parts)
                this.hard.push(this.b.derive(part.rows, xBody));
        }
    }
    /**
     * Initiation, soft: per entry clause, disjunct of its constraint, and template row (an invariant
     * that covers more of the entry's cases is better even if it does not cover all).
     */
    async initiation(entries) {
        const b = this.b;
        for (const i of entries) {
            const c = this.comps.clauses[i];
            const head = this.template.at(c.target.pred, c.target.args);
            const narrowed = (this.o.narrowing.get(i) ?? []).map((g) => negGoal(g, c.target.args));
            const own = await this.disjuncts(c);
            const ds = narrowed.length === 0
                ? own
                : own.flatMap((d) => dnf({ k: 'and', xs: [...narrowed, ...d.rows.map((row) => ({ k: 'row', row }))] }, 64));
            ds.forEach((d, t) => {
                const inf = b.derive(d.rows, []);
                head.forEach((h, s) => {
                    const lit = `init${i}_${t}_${s}`;
                    b.decls.push(`(declare-const ${lit} Bool)`);
                    this.hard.push(`(=> ${lit} (or ${inf} ${b.derive(d.rows, [], h)}))`);
                    this.soft.push({ lit, weight: c.apps.length === 0 ? 2 : 1, entry: i, row: s });
                });
            });
        }
    }
    /**
     * Simpler coefficients, preferred once initiation is settled (simplify in solve): all within
     * [-1, 1], or one coefficient zero. They do not change what is proved, but a certificate with
     * small coefficients bit-blasts in a fraction of the time. Returns the coefficient unknowns.
     */
    preferSmall() {
        const coefs = this.template.unknowns.filter((u) => u.startsWith('c'));
        this.hard.push(`(=> small (and ${coefs.map((c) => `(<= -1 ${c} 1)`).join(' ')}))`);
        for (const c of coefs)
            this.hard.push(`(=> z_${c} (= ${c} 0))`);
        this.b.decls.push('(declare-const small Bool)', ...coefs.map((c) => `(declare-const z_${c} Bool)`));
        return coefs;
    }
    /** Max-SMT over the soft constraints, rounds of failing side conditions, and the result. */
    async solve(entries) {
        const { b, o, session, soft } = this;
        const coefs = this.preferSmall();
        const unknowns = this.template.unknowns;
        let script = [
            ...unknowns.map((u) => `(declare-const ${u} Int)`),
            ...b.decls,
            ...this.hard.map((h) => `(assert ${h})`),
        ].join('\n');
        if (script.length > MAX_SCRIPT)
            return 'constraint system too large';
        await session.push();
        try {
            await session.add(script);
            b.decls.length = 0;
            for (let round = 0;; round++) {
                const assumed = await maxSat(session, soft, o.deadline, () => this.checks++);
                if (typeof assumed === 'string')
                    return assumed;
                const simple = await maxSmt_simplify(session, assumed.map((a) => a.lit), coefs, o.deadline, () => this.checks++);
                if (simple !== undefined)
                    return simple;
                const values = await session.values(unknowns);
                const int = (n) => {
                    const v = values.get(n);
                    return typeof v === 'bigint' ? v : 0n;
                };
                const rowOf = (p, s) => this.template.read(p, s, int);
                const failing = await this.failingSides(rowOf);
                if (failing.length > 0) {
                    if (round >= MAX_SIDE_ROUNDS)
                        return 'integer overflow not excluded (side condition of a bit-vector operation)';
                    // a fresh scope with everything (adding to a scope after a check has crashed Z3's WASM build)
                    script = [script, ...b.decls.splice(0), ...failing.map((h) => `(assert ${h})`)].join('\n');
                    if (script.length > MAX_SCRIPT)
                        return 'integer overflow not excluded (too many side conditions)';
                    await session.pop();
                    await session.push();
                    await session.add(script);
                    continue;
                }
                return await this.result(entries, assumed, rowOf);
            }
        }
        finally {
            await session.pop();
        }
    }
    /**
     * The side conditions under the solution: those that fail become hard constraints (with the
     * variables' ranges, which they usually need), and the search goes on.
     */
    async failingSides(rowOf) {
        const { b, o } = this;
        const failing = [];
        if (o.noSides)
            return failing;
        for (const { clause, d, body } of this.sided) {
            const a = this.comps.clauses[clause].apps.find((y) => this.inComp(y.pred));
            const inv = Array.from({ length: o.rows }, (_, s) => rowAt(rowOf(a.pred, s), a.args));
            for (const side of d.sides) {
                // a side condition may use the definitions of the terms inside (smaller numbers), not its own
                const rows = [
                    ...(o.strictSides ? d.rows.filter((row) => (row.side ?? -1) < side.side) : d.rows),
                    ...(d.ranges ?? []),
                ];
                if (await infeasible(this.session, [...rows, ...inv, negRow(side)], o.deadline))
                    continue;
                failing.push(`(or ${b.derive(rows, body)} ${b.derive(rows, body, symOf(side))})`);
            }
        }
        return failing;
    }
    /** The invariant, the entries' preconditions (the rows whose initiation is not among `assumed`), counts. */
    async result(entries, assumed, rowOf) {
        const o = this.o;
        const invariant = new Map(this.preds.map((p) => [
            p,
            Array.from({ length: o.rows }, (_, s) => rowOf(p, s)).filter((pr) => !trivial(pr)),
        ]));
        const kept = new Set(assumed.map((s) => s.lit));
        const missing = new Map(entries.map((e) => [e, new Set()]));
        for (const s of this.soft)
            if (!kept.has(s.lit))
                missing.get(s.entry).add(s.row);
        const pre = new Map();
        for (const [e, rows] of missing) {
            const pred = this.comps.clauses[e].target.pred;
            pre.set(e, [...rows]
                .sort()
                .map((s) => rowOf(pred, s))
                .filter((pr) => !trivial(pr)));
        }
        let viaFacts = 0;
        for (const e of entries) {
            const c = this.comps.clauses[e];
            if (o.narrowing.has(e) || !c.apps.some((a) => (o.facts?.get(a.pred) ?? []).length > 0))
                continue;
            const rows = Array.from({ length: o.rows }, (_, s) => s)
                .filter((s) => !missing.get(e).has(s))
                .map((s) => rowAt(rowOf(c.target.pred, s), c.target.args));
            if (!(await holdsWithout(this.session, c, rows, o.deadline)))
                viaFacts++;
        }
        return { invariant, pre, checks: this.checks, dropped: this.soft.length - assumed.length, viaFacts };
    }
}
/** A row true everywhere (no coefficients, constant at most 0). */
const trivial = (pr) => pr.coef.every((k) => k === 0n) && pr.c <= 0n;
/** Per clause, its feasible disjuncts under the known facts. */
const pruned = new WeakMap();
/** The largest Farkas constraint system sent to the solver (characters). */
const MAX_SCRIPT = 4_000_000;
/** Rounds of side conditions added to the search before it gives up. */
const MAX_SIDE_ROUNDS = 3;

;// CONCATENATED MODULE: ./src/engines/condinv/componentPrint.ts
// What a component's conditional invariant depends on, as canonical text (the store hashes it): its
// internal clauses (both ends in the component), with predicates named by function and position and
// variables by first occurrence, and what each predicate's arguments are. Entry and exit clauses
// are left out: an edit before or after the component keeps its stored invariant, whose exit goal
// and preconditions are checked against today's clauses when it is reused (checkSafe.ts).
/** The component's predicates in an order that node renumbering does not change. */
function canonicalPreds(comps, comp) {
    return [...comps.preds[comp]].sort(byName);
}
/** Canonical text of the component (see the header); equal texts, equal clauses up to renaming. */
function componentPrint(system, comps, comp) {
    const preds = canonicalPreds(comps, comp);
    const position = new Map(preds.map((p, i) => [p, i]));
    // a loop head by its function and position; entries and summaries keep their names
    const nameOf = (p) => {
        const k = position.get(p);
        if (k === undefined)
            return '?';
        return /^P_/.test(p) ? `P_${system.nodes.get(p)?.fn ?? '?'}#${k}` : p;
    };
    const layout = preds.map((p) => {
        const args = (system.args.get(p) ?? []).map((a) => `${a.label}:${a.width}:${a.signed ? 's' : 'u'}`);
        return `${nameOf(p)}(${args.join(',')})`;
    });
    const inside = (c) => c.target !== undefined && position.has(c.target.pred) && c.apps.some((a) => position.has(a.pred));
    const clauses = system.clauses
        .filter(inside)
        .map((c) => clauseText(c, nameOf))
        .sort();
    return [layout.join(' '), ...clauses].join('\n');
}
/** One clause with predicates renamed and its variables numbered by first occurrence. */
function clauseText(c, nameOf) {
    const app = (a) => `(${nameOf(a.pred)} ${a.args.join(' ')})`;
    const raw = `${c.apps.map(app).join(' ')} ${c.constraint} -> ${c.target ? app(c.target) : 'false'}`;
    const sorts = new Map(c.vars.map(([v, s]) => [v, s]));
    const renamed = new Map();
    const text = raw.replace(/[^\s()]+/g, (tok) => {
        const sort = sorts.get(tok);
        if (sort === undefined)
            return tok;
        let r = renamed.get(tok);
        if (r === undefined) {
            r = `x${renamed.size}:${sort}`;
            renamed.set(tok, r);
        }
        return r;
    });
    return text.replace(/\s+/g, ' ');
}
/** Names compared with their numbers as numbers (`P_main_9` before `P_main_11`). */
function byName(a, b) {
    const xs = a.split(/(\d+)/);
    const ys = b.split(/(\d+)/);
    for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        if (xs[i] === ys[i])
            continue;
        const nx = Number(xs[i]);
        const ny = Number(ys[i]);
        if (i % 2 === 1 && !Number.isNaN(nx) && !Number.isNaN(ny))
            return nx - ny;
        return xs[i] < ys[i] ? -1 : 1;
    }
    return xs.length - ys.length;
}

;// CONCATENATED MODULE: ./src/engines/condinv/storedInvariants.ts
// condinv's per-component artifacts: the conditional invariant a proof found for a component,
// stored under the component's canonical text (componentPrint.ts) as (predicate position, goal)
// pairs, and read back strictly (a record of the wrong shape is ignored). A stored invariant is a
// candidate: before CheckSafe uses it instead of a Max-SMT search, `validStored` checks it on
// today's clauses (consecution, side conditions, the requested exit goal); its preconditions are
// then what today's entries must establish. The certificate is re-checked as always.



/** A component's invariant as stored: per canonical position, its goals (a conjunction). */
function encodeInvariant(comps, comp, proof) {
    return canonicalPreds(comps, comp).flatMap((p, k) => (proof.get(p) ?? []).map((g) => [
        String(k),
        JSON.stringify(g.map((conj) => conj.map((r) => [...r.coef.map(String), String(r.c)]))),
    ]));
}
/** The largest goal read back (disjuncts, rows per disjunct) and the largest coefficient. */
const MAX_STORED_DISJUNCTS = 16;
const MAX_STORED_ROWS = 16;
const MAX_STORED_VALUE = 1n << 128n;
/**
 * The stored pairs as one goal (a disjunction of conjunctions) per predicate of the component, or
 * undefined when they do not fit its predicates (wrong positions, arities, numbers, sizes).
 */
function decodeInvariant(comps, comp, pairs) {
    const preds = canonicalPreds(comps, comp);
    const goals = new Map();
    for (const [pos, text] of pairs) {
        const p = /^\d+$/.test(pos) ? preds[Number(pos)] : undefined;
        if (p === undefined)
            return undefined;
        const widths = comps.widths.get(p) ?? [];
        const g = parseGoal(text, widths.length);
        // a coefficient only on an integer parameter
        if (!g || g.some((conj) => conj.some((r) => r.coef.some((k, j) => k !== 0n && widths[j] <= 0))))
            return undefined;
        goals.set(p, [...(goals.get(p) ?? []), g]);
    }
    const out = new Map();
    for (const [p, gs] of goals) {
        // the conjunction of the goals, as one disjunction (refused when it grows)
        let acc = [[]];
        for (const g of gs) {
            acc = acc.flatMap((a) => g.map((c) => [...a, ...c]));
            if (acc.length > MAX_STORED_DISJUNCTS)
                return undefined;
        }
        out.set(p, acc);
    }
    return out.size > 0 ? out : undefined;
}
function parseGoal(text, arity) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const num = (x) => {
        if (typeof x !== 'string' || !/^-?\d{1,40}$/.test(x))
            return undefined;
        const n = BigInt(x);
        return n < MAX_STORED_VALUE && -n < MAX_STORED_VALUE ? n : undefined;
    };
    if (!Array.isArray(v) || v.length === 0 || v.length > MAX_STORED_DISJUNCTS)
        return undefined;
    const goal = [];
    for (const conj of v) {
        if (!Array.isArray(conj) || conj.length > MAX_STORED_ROWS)
            return undefined;
        const rows = [];
        for (const r of conj) {
            if (!Array.isArray(r) || r.length !== arity + 1)
                return undefined;
            const ns = r.map(num);
            if (ns.some((n) => n === undefined))
                return undefined;
            const all = ns;
            rows.push({ coef: all.slice(0, arity), c: all[arity] });
        }
        goal.push(rows);
    }
    return goal;
}
/**
 * The stored invariant `inv` is inductive on the component's internal clauses and establishes the
 * request's goal at its exit, side conditions included (linear integer checks, known facts of the
 * predecessors assumed as in CondSafe).
 */
async function validStored(comps, comp, req, inv, session, o) {
    const inComp = (p) => comps.of.get(p) === comp;
    const holdsAt = (p, args) => ({
        k: 'or',
        xs: (inv.get(p) ?? [[]]).map((conj) => ({
            k: 'and',
            xs: conj.map((r) => ({ k: 'row', row: rowAt(r, args) })),
        })),
    });
    const none = async (parts) => {
        for (const part of parts)
            if (!(await infeasible(session, part.rows, o.deadline)))
                return false;
        return true;
    };
    const clauses = comps.clauses.flatMap((c, i) => (c.target && inComp(c.target.pred) && c.apps.some((a) => inComp(a.pred))) || i === req.clause ? [i] : []);
    for (const i of clauses) {
        const c = comps.clauses[i];
        if (c.unreadable)
            return false;
        const own = c.apps.filter((a) => inComp(a.pred));
        if (own.length !== 1)
            return false;
        const body = holdsAt(own[0].pred, own[0].args);
        const known = c.apps.flatMap((a) => (o.facts?.get(a.pred) ?? []).map((f) => rowAt(f, a.args)));
        // what must not happen: leaving the invariant (internal; nothing to keep where the target has
        // none) or violating the goal (the exit; `false` without a target or with goal false)
        let bad;
        if (i !== req.clause) {
            const head = inv.get(c.target.pred);
            if (!head)
                continue;
            bad = negGoal(head, c.target.args);
        }
        else
            bad = req.goal.length === 0 || !c.target ? { k: 'and', xs: [] } : negGoal(req.goal, c.target.args);
        for (const d of c.disjuncts) {
            const rows = [...d.rows, ...known].map((row) => ({ k: 'row', row }));
            if (!(await none(dnf({ k: 'and', xs: [body, bad, ...rows] }, 256))))
                return false;
            // side conditions from the definitions inside them only (never circular)
            for (const side of d.sides) {
                const before = [...d.rows.filter((r) => (r.side ?? -1) < side.side), ...known, ...(d.ranges ?? [])];
                const f = {
                    k: 'and',
                    xs: [body, ...[...before, negRow(side)].map((row) => ({ k: 'row', row }))],
                };
                if (!(await none(dnf(f, 256))))
                    return false;
            }
        }
    }
    return true;
}

;// CONCATENATED MODULE: ./src/engines/condinv/checkSafe.ts
// CheckSafe: proves that an exit transition establishes its goal, bottom-up. The component the
// transition leaves gets a conditional invariant (condSafe.ts); each entry's precondition becomes
// the goal of the transition into it, one component further up, until the program's start. When an
// entry's precondition cannot be established, the component is narrowed: its entry is restricted to
// the negation of that precondition and CondSafe looks for a second invariant for the rest (the
// invariant is then the disjunction). Failed attempts are memoised.




/** All figures zero. */
function emptyStats() {
    return {
        condSafeCalls: 0,
        narrowings: 0,
        solverChecks: 0,
        memoHits: 0,
        propagations: 0,
        discharged: 0,
        stored: 0,
    };
}
class CheckSafe {
    comps;
    session;
    o;
    stats = emptyStats();
    failed = new Map();
    /** Why the last failure failed. */
    lastReason = 'no proof';
    constructor(comps, session, o) {
        this.comps = comps;
        this.session = session;
        this.o = o;
    }
    async prove(req, depth = 0) {
        const c = this.comps.clauses[req.clause];
        if (c.unreadable)
            return this.fail(`unreadable clause (${c.unreadable})`);
        if (c.apps.length === 0)
            return (await this.direct(req))
                ? new Map()
                : this.fail('the program start does not establish a precondition');
        if (c.apps.length > 1)
            return this.fail('a transition with several predecessors');
        if (depth > 16)
            return this.fail('too deep');
        // what is known about the predecessor (stored invariants of an earlier version, template
        // invariants) may establish the goal already: then no search upwards
        if (depth > 0 && (await this.direct(req))) {
            this.stats.discharged++;
            return new Map();
        }
        const comp = this.comps.of.get(c.apps[0].pred);
        const key = JSON.stringify([
            req.clause,
            req.goal.map((cj) => cj.map((r) => [r.coef.map(String), String(r.c)])),
        ]);
        const known = this.failed.get(key);
        if (known !== undefined) {
            this.stats.memoHits++;
            return this.fail(known);
        }
        // the invariant an earlier run stored for this part, if it still does the job; else a search
        const reused = await this.fromStore(comp, req, depth);
        if (reused)
            return reused;
        if (depth > 0)
            this.stats.propagations++;
        const pieces = [];
        const narrowing = new Map();
        let reason = 'no conditional invariant';
        for (let attempt = 0; attempt <= this.o.maxNarrowing; attempt++) {
            // reached states rule out vacuous invariants; a piece of a disjunction need not hold at all
            // of them, so without them when that finds nothing
            let found = await this.best(comp, req, narrowing, attempt === 0 ? this.o.samples : undefined);
            if (typeof found === 'string' && found !== 'timeout' && attempt === 0 && this.sampled(comp))
                found = await this.best(comp, req, narrowing, undefined);
            if (found === 'timeout')
                return this.fail('timeout');
            if (typeof found === 'string') {
                reason = found;
                break;
            }
            pieces.push(found);
            this.stats.discharged += found.viaFacts;
            // every entry must establish the disjunction of its preconditions over the pieces so far
            const proof = new Map();
            const failedEntries = [];
            for (const entry of found.pre.keys()) {
                const goals = pieces.map((p) => p.pre.get(entry) ?? []);
                if (goals.some((g) => g.length === 0))
                    continue;
                const sub = await this.prove({ clause: entry, goal: goals }, depth + 1);
                if (sub)
                    checkSafe_merge(proof, sub);
                else
                    failedEntries.push(entry);
            }
            if (failedEntries.length === 0) {
                for (const p of this.comps.preds[comp])
                    checkSafe_merge(proof, new Map([[p, [pieces.map((pc) => pc.invariant.get(p) ?? [])]]]));
                return proof;
            }
            reason = this.lastReason;
            this.stats.narrowings++;
            for (const e of failedEntries)
                narrowing.set(e, [...(narrowing.get(e) ?? []), [found.pre.get(e)]]);
        }
        this.failed.set(key, reason);
        return this.fail(reason);
    }
    /**
     * The proof with the component's stored invariant, when it is still inductive, establishes the
     * goal, and today's entries establish it in turn (directly, from known facts, or further up).
     */
    async fromStore(comp, req, depth) {
        const inv = this.o.stored?.get(comp);
        if (!inv || workNow() >= this.o.deadline)
            return undefined;
        const facts = this.o.facts ? { facts: this.o.facts } : {};
        if (!(await validStored(this.comps, comp, req, inv, this.session, { deadline: this.o.deadline, ...facts })))
            return undefined;
        const proof = new Map();
        for (const [i, c] of this.comps.clauses.entries()) {
            const goal = c.target && this.comps.of.get(c.target.pred) === comp ? inv.get(c.target.pred) : undefined;
            if (!goal || c.apps.some((a) => this.comps.of.get(a.pred) === comp))
                continue;
            const sub = await this.prove({ clause: i, goal: goal }, depth + 1);
            if (!sub)
                return undefined;
            checkSafe_merge(proof, sub);
        }
        for (const [p, g] of inv)
            checkSafe_merge(proof, new Map([[p, [g]]]));
        this.stats.stored++;
        return proof;
    }
    /** The first k whose invariant needs no precondition, else the one needing the least; or why none. */
    async best(comp, req, narrowing, samples) {
        let found;
        let reason = 'no conditional invariant';
        for (const rows of this.o.rows) {
            if (workNow() >= this.o.deadline)
                return 'timeout';
            this.stats.condSafeCalls++;
            const r = await condSafe(this.comps, comp, req, this.session, {
                rows,
                bound: this.o.bound,
                // a larger template is tried within a third of what is left (a smaller one may do)
                deadline: Math.min(this.o.deadline, workNow() + Math.max(2000, (this.o.deadline - workNow()) / 3)),
                narrowing,
                ...(this.o.facts ? { facts: this.o.facts } : {}),
                ...(samples ? { samples } : {}),
                ...(this.o.noSides ? { noSides: true } : {}),
                ...(this.o.strictSides ? { strictSides: true } : {}),
            });
            if (typeof r === 'string') {
                reason = r;
                if (r === 'timeout' || r.startsWith('solver') || r.includes('linear') || r.startsWith('unreadable'))
                    break;
                continue;
            }
            this.stats.solverChecks += r.checks;
            if (!found || needs(r) < needs(found))
                found = r;
            if (needs(r) === 0)
                break;
        }
        return found ?? reason;
    }
    /** Some predicate of the component has reached states. */
    sampled(comp) {
        return this.comps.preds[comp].some((p) => (this.o.samples?.get(p)?.length ?? 0) > 0);
    }
    fail(reason) {
        this.lastReason = reason;
        return undefined;
    }
    /**
     * The transition establishes the goal from what is known about its predecessors (nothing at the
     * program start), its side conditions included (linear integer checks).
     */
    async direct(req) {
        const c = this.comps.clauses[req.clause];
        const known = c.apps.flatMap((a) => (this.o.facts?.get(a.pred) ?? []).map((f) => rowAt(f, a.args)));
        const violation = req.goal.length === 0 || !c.target ? undefined : negGoal(req.goal, c.target.args);
        for (const d of c.disjuncts) {
            const rows = [...d.rows, ...known];
            for (const side of d.sides) {
                const before = rows.filter((r) => (r.side ?? -1) < side.side);
                if (!(await this.infeasible([...before, ...known, ...(d.ranges ?? []), negRow(side)])))
                    return false;
            }
            const parts = violation
                ? dnf({ k: 'and', xs: [violation, ...rows.map((row) => ({ k: 'row', row }))] }, 256)
                : [{ rows, sides: [] }];
            for (const p of parts)
                if (!(await this.infeasible(p.rows)))
                    return false;
        }
        return true;
    }
    infeasible(rows) {
        return infeasible(this.session, rows, this.o.deadline);
    }
}
/** How many precondition rows a result needs. */
const needs = (r) => [...r.pre.values()].reduce((n, c) => n + c.length, 0);
function checkSafe_merge(into, from) {
    for (const [p, gs] of from)
        into.set(p, [...(into.get(p) ?? []), ...gs]);
}

;// CONCATENATED MODULE: ./src/engines/condinv/bitPrecise.ts
// condinv's own bit-precise look at a proof before it leaves the engine: every clause of the
// system checked valid under the proof's definitions, each in a fresh context (Z3's bit-blasting
// is fast on such one-shot queries). It decides which round's proof the engine hands out; the
// independent certificate check in src/certify still comes after it.


async function bitPrecise(system, definitions, session, deadline) {
    const failed = new Set();
    const order = [...system.clauses].sort((a, b) => Number(!a.target) - Number(!b.target));
    for (const c of order) {
        if (!c.target && c.propertyId !== undefined && failed.has(c.propertyId))
            continue;
        const left = deadline - workNow();
        const decls = c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`).join('\n');
        const goal = c.target ? `\n(assert (not ${clauseHead(c)}))` : '';
        const r = left > 50
            ? await session.checkOnce(`${definitions}\n${decls}\n(assert ${clauseBody(c)})${goal}`, [], left)
            : { result: 'unknown' };
        if (r.result === 'unsat')
            continue;
        if (c.target || c.propertyId === undefined)
            return { inductive: false, holds: new Set() };
        failed.add(c.propertyId);
    }
    const holds = new Set();
    for (const c of system.clauses)
        if (c.propertyId !== undefined && !failed.has(c.propertyId))
            holds.add(c.propertyId);
    return { inductive: true, holds };
}

;// CONCATENATED MODULE: ./src/engines/condinv/components.ts
// The program parts condinv proves one at a time: the strongly connected components of the Horn
// system's predicate graph. A predicate is a cut point of a function's CFA (a loop head, a function
// entry or summary), so a component is a loop (nested loops together) or a recursion; a clause into
// a component from outside is an entry transition, a clause out of it an exit transition, and the
// components form a DAG. Predicates without arguments (function entries of `main`) carry no
// information: their applications are dropped (they are `true` in the certificate).

/** Reads the system's clauses linearly and splits its predicates into SCCs. */
function components(system) {
    const widths = new Map(system.predicates.map(([p, sorts]) => [
        p,
        sorts.map((s) => {
            const m = /^\(_ BitVec (\d+)\)$/.exec(s);
            return m ? Number(m[1]) : 0;
        }),
    ]));
    const trivial = new Set(system.predicates.filter(([, s]) => s.length === 0).map(([p]) => p));
    const clauses = [];
    const unreadable = [];
    for (const c of system.clauses) {
        try {
            const l = linearClause(c);
            clauses.push({ ...l, apps: l.apps.filter((a) => !trivial.has(a.pred)) });
        }
        catch (e) {
            if (!(e instanceof NotLinear))
                throw e;
            unreadable.push(e.message);
            // kept, so that the components stay right; a proof that needs it fails
            clauses.push({
                source: c,
                apps: c.apps.filter((a) => !trivial.has(a.pred)).map((a) => ({ pred: a.pred, args: [] })),
                ...(c.target ? { target: { pred: c.target.pred, args: [] } } : {}),
                disjuncts: [],
                unreadable: e.message,
            });
        }
    }
    // Tarjan's SCCs over body predicate -> target predicate
    const succ = new Map();
    for (const c of clauses)
        for (const a of c.apps)
            if (c.target)
                succ.set(a.pred, new Set([...(succ.get(a.pred) ?? []), c.target.pred]));
    const index = new Map();
    const low = new Map();
    const onStack = new Set();
    const stack = [];
    const of = new Map();
    const preds = [];
    let counter = 0;
    const visit = (p) => {
        index.set(p, counter);
        low.set(p, counter++);
        stack.push(p);
        onStack.add(p);
        for (const q of succ.get(p) ?? []) {
            if (!index.has(q)) {
                visit(q);
                low.set(p, Math.min(low.get(p), low.get(q)));
            }
            else if (onStack.has(q))
                low.set(p, Math.min(low.get(p), index.get(q)));
        }
        if (low.get(p) === index.get(p)) {
            const comp = [];
            for (;;) {
                const q = stack.pop();
                onStack.delete(q);
                of.set(q, preds.length);
                comp.push(q);
                if (q === p)
                    break;
            }
            preds.push(comp);
        }
    };
    for (const [p] of system.predicates)
        if (!index.has(p))
            visit(p);
    return { clauses, of, preds, widths, unreadable };
}

;// CONCATENATED MODULE: ./src/engines/testing/stateSamples.ts
// Reachable states of a Horn system's node predicates (loop heads, call sites), sampled from random
// runs of the concrete interpreter: per predicate, argument vectors a real execution arrives with,
// each value the signed reading of its bits. Every invariant that takes part in a proof of the
// program holds at them, so condinv rules out conditional invariants that miss them (a vacuous
// invariant, whose precondition no run establishes). They only steer a search: a wrong sample
// could cost a proof, never make one.

function stateSamples(cfa, system, o) {
    const symbols = new Map();
    for (const { variable: v } of cfa.globals)
        symbols.set(`g:${v.uid}`, v);
    for (const fn of cfa.functions.values())
        for (const v of [...fn.params, ...fn.locals])
            symbols.set(`f_${fn.name}:${v.uid}`, v);
    const at = new Map();
    for (const [pred, { node }] of system.nodes) {
        const readers = (system.args.get(pred) ?? []).map((a) => {
            const key = a.key.startsWith('0:') ? a.key.slice(2) : a.key;
            const v = symbols.get(key);
            // the return value's slot is unconstrained before the return (any value is reachable)
            return { ...(v ? { v } : {}), old: a.old, width: a.width };
        });
        // a struct's field split into a variable of its own (ir/fieldValues.ts) is not read off a
        // run: no samples there rather than wrong ones
        const split = (system.args.get(pred) ?? []).some((a, i) => !readers[i].v && a.width > 0 && !a.key.endsWith(':__ret'));
        if (!split)
            at.set(node, { pred, readers });
    }
    const per = o.perPredicate ?? 16;
    const out = new Map();
    const seen = new Set();
    // entry values per frame depth (for `\old` arguments); visits per predicate within one run
    const entries = [];
    let visits = new Map();
    const observe = (visit) => {
        if (visit.node === visit.fn.entry) {
            const vals = new Map();
            for (const v of [...visit.fn.params, ...cfa.globals.map((g) => g.variable)])
                vals.set(v.uid, visit.peek(v));
            entries[visit.depth] = vals;
        }
        const here = at.get(visit.node);
        if (!here)
            return;
        const n = (visits.get(here.pred) ?? 0) + 1;
        visits.set(here.pred, n);
        // the first visits of a run, then ever rarer ones (a loop's later iterations)
        if (n > 2 && (n & (n - 1)) !== 0)
            return;
        const list = out.get(here.pred) ?? [];
        if (list.length >= per)
            return;
        const vector = here.readers.map((r) => {
            if (r.width <= 0 || !r.v)
                return 0n;
            const bits = r.old ? entries[visit.depth]?.get(r.v.uid) : visit.peek(r.v);
            return BigInt.asIntN(r.width, bits ?? 0n);
        });
        const key = `${here.pred}:${vector.join(',')}`;
        if (seen.has(key))
            return;
        seen.add(key);
        list.push(vector);
        out.set(here.pred, list);
    };
    randomTesting(cfa, {
        entry: o.entry,
        deadline: o.deadline,
        maxRuns: o.maxRuns ?? 64,
        maxSteps: 200_000,
        observe: (v) => {
            if (v.depth === 1 && v.node === v.fn.entry)
                visits = new Map();
            observe(v);
        },
    });
    return out;
}

;// CONCATENATED MODULE: ./src/engines/condinv/condinvEngine.ts
// The condinv engine (`--engine condinv`): compositional proofs with Max-SMT conditional invariants.
// Each property's safety clauses are proved bottom-up by CheckSafe (checkSafe.ts); the invariants
// of all proofs together are the certificate, a Horn solution over bit-vectors that src/certify
// re-checks like any other: the linear integer reasoning only guides the search.
















async function runCondinv(cfa, session, o) {
    const ids = programCfa_propertyIds(cfa).filter((id) => !o.skip?.has(id));
    const all = (v) => new Map(ids.map((id) => [id, v]));
    let system;
    try {
        system = hornSystemOf(cfa, o.entry, o.skip);
    }
    catch (e) {
        if (e instanceof memoryModel_EncodeUnsupported)
            return all(result_unknown('unsupported', `condinv: unsupported: ${e.feature}`));
        throw e;
    }
    const comps = components(system);
    const hintTerms = new Map();
    const facts = new Map();
    for (const h of o.hints ?? [])
        for (const [p, cs] of h) {
            const widths = comps.widths.get(p);
            if (!widths)
                continue;
            for (const c of cs) {
                const rows = paramRows(c, widths);
                if (rows.length === 0 || hintTerms.get(p)?.includes(c))
                    continue;
                hintTerms.set(p, [...(hintTerms.get(p) ?? []), c]);
                facts.set(p, [...(facts.get(p) ?? []), ...rows]);
            }
        }
    const prints = o.store || o.learned ? comps.preds.map((_, k) => componentPrint(system, comps, k)) : [];
    const stored = new Map();
    if (o.store)
        prints.forEach((print, k) => {
            const pairs = o.store?.load(print);
            const inv = pairs ? decodeInvariant(comps, k, pairs) : undefined;
            if (inv)
                stored.set(k, inv);
        });
    if (o.onlyWithStored && stored.size === 0)
        return all(result_unknown('incomplete', 'condinv: no stored invariant for this program'));
    const samples = o.samples?.();
    // Two rounds: side conditions first read leniently (from every row of the disjunct, which is
    // circular but usually right), then, for what the bit-precise check did not accept, strictly (a
    // side condition only from the definitions inside it). Each round's proof is checked against
    // the bit-vector clauses (bitPrecise.ts); the properties it implies are proved.
    const proof = new Map();
    const proved = new Set();
    const reasons = new Map();
    let model = definitions(system, proof, hintTerms);
    const stats = o.stats;
    try {
        for (const strict of [false, true]) {
            const open = ids.filter((id) => !proved.has(id));
            if (open.length === 0 || workNow() >= o.deadline)
                break;
            const search = new CheckSafe(comps, session, {
                deadline: o.deadline,
                rows: o.rows ?? [1, 2, 3],
                bound: o.bound ?? 8,
                maxNarrowing: o.maxNarrowing ?? 2,
                facts,
                ...(samples ? { samples } : {}),
                strictSides: strict,
                ...(o.noSides ? { noSides: true } : {}),
                ...(stored.size > 0 ? { stored } : {}),
            });
            const round = new Map(proof);
            const found = new Set();
            try {
                for (const id of open) {
                    const p = await proveProperty(comps, search, id);
                    if (typeof p === 'string') {
                        reasons.set(id, result_unknown(searchFailureKind(p), `condinv: ${p}`));
                        continue;
                    }
                    found.add(id);
                    for (const [k, gs] of p)
                        round.set(k, [...(round.get(k) ?? []), ...gs]);
                }
            }
            finally {
                if (stats)
                    for (const k of Object.keys(stats))
                        stats[k] += search.stats[k];
            }
            if (found.size === 0)
                continue;
            if (o.noSides) {
                // measuring what the side conditions are for: the proof as it is, unchecked
                for (const id of found)
                    proved.add(id);
                model = definitions(system, round, hintTerms);
                break;
            }
            const candidate = definitions(system, round, hintTerms);
            const checked = await bitPrecise(system, candidate, session, o.deadline);
            if (!checked.inductive)
                continue; // the strict round may do better
            for (const id of found)
                if (!checked.holds.has(id))
                    reasons.set(id, result_unknown('incomplete', 'condinv: no bit-vector proof (overflow)'));
            const now = ids.filter((id) => checked.holds.has(id) && (found.has(id) || proved.has(id)));
            if (now.length < proved.size)
                continue; // never lose what the first round proved
            for (const id of now)
                proved.add(id);
            for (const [k, gs] of round)
                proof.set(k, gs);
            model = candidate;
        }
    }
    catch (e) {
        // a crashed worker, or an error inside Z3 (its WASM build can trap): no proof from this run
        if (e instanceof SolverCrashed)
            return all(result_unknown(e.kind, `condinv: ${e.reason}`));
        if (e instanceof Error)
            return all(result_unknown('internal', `condinv: solver error: ${e.message.slice(0, 120)}`));
        throw e;
    }
    if (o.learned && proved.size > 0)
        o.learned.records = prints.flatMap((print, k) => {
            const pairs = encodeInvariant(comps, k, proof);
            return pairs.length > 0 ? [[print, pairs]] : [];
        });
    return new Map(ids.map((id) => [
        id,
        proved.has(id)
            ? { verdict: 'safe', certificate: { kind: 'horn-solution', model } }
            : (reasons.get(id) ?? result_unknown('incomplete', 'condinv: no proof')),
    ]));
}
/**
 * The per-component records of another engine's Horn solution (its conjuncts that read as linear
 * rows, each predicate's as one conjunction), so that a later condinv search can start from them.
 */
function solutionRecords(cfa, entry, model) {
    let system;
    try {
        system = hornSystemOf(cfa, entry);
    }
    catch (e) {
        if (e instanceof memoryModel_EncodeUnsupported)
            return [];
        throw e;
    }
    const comps = components(system);
    const proof = new Map();
    for (const [p, cs] of candidatesFromModel(model, system)) {
        const widths = comps.widths.get(p);
        const rows = widths ? cs.flatMap((c) => paramRows(c, widths)) : [];
        if (rows.length > 0)
            proof.set(p, [[rows]]);
    }
    return comps.preds.flatMap((_, k) => {
        const pairs = encodeInvariant(comps, k, proof);
        return pairs.length > 0 ? [[componentPrint(system, comps, k), pairs]] : [];
    });
}
/** Proves one property's safety clauses; the proof, or why not. */
/** The kind of a failed search's answer (the search's own words: `timeout`, `solver: ...`, or why not). */
function searchFailureKind(why) {
    if (why === 'timeout')
        return 'timeout';
    return why.startsWith('solver') ? solverFailureKind(why) : 'incomplete';
}
async function proveProperty(comps, search, id) {
    const mine = new Map();
    for (const [clause, c] of comps.clauses.entries()) {
        if (c.source.propertyId !== id || c.target)
            continue;
        const p = await search.prove({ clause, goal: [] });
        if (!p)
            return search.lastReason;
        for (const [k, gs] of p)
            mine.set(k, [...(mine.get(k) ?? []), ...gs]);
    }
    return mine;
}
/** The proof as bit-vector definitions of every predicate (true where nothing was proved). */
function definitions(system, proof, hints) {
    const conj = new Map(system.predicates.map(([p, sorts]) => {
        const widths = sorts.map((s) => Number(/^\(_ BitVec (\d+)\)$/.exec(s)?.[1] ?? 0));
        return [p, [...(hints?.get(p) ?? []), ...(proof.get(p) ?? []).map((g) => goalTerm(g, widths))]];
    }));
    return predicateDefinitions(system, conj, 'true');
}
/** A disjunction of conjunctions of rows over the parameters, in exact wide bit-vector arithmetic. */
function goalTerm(goal, widths) {
    const conj = (c) => c.length === 0
        ? 'true'
        : c.length === 1
            ? rowTerm(c[0], widths)
            : `(and ${c.map((r) => rowTerm(r, widths)).join(' ')})`;
    return goal.length === 0 ? 'false' : goal.length === 1 ? conj(goal[0]) : `(or ${goal.map(conj).join(' ')})`;
}
const bits = (n) => (n < 0n ? -n : n).toString(2).length + 1;
function rowTerm(r, widths) {
    const used = r.coef.map((k, j) => [k, j]).filter(([k, j]) => k !== 0n && widths[j] > 0);
    const W = Math.max(bits(r.c), ...used.map(([k, j]) => bits(k) + widths[j])) +
        Math.ceil(Math.log2(used.length + 2)) +
        1;
    const lit = (n) => `(_ bv${BigInt.asUintN(W, n)} ${W})`;
    // positive coefficients on the left, negative ones on the right, small multiples as sums: no
    // multiplier circuit for the solver to bit-blast
    const side = (sign, c) => {
        const terms = used.flatMap(([k, j]) => {
            const m = k * sign;
            if (m <= 0n)
                return [];
            const x = W === widths[j] ? `a${j}` : `((_ sign_extend ${W - widths[j]}) a${j})`;
            return m <= 8n ? Array.from({ length: Number(m) }, () => x) : [`(bvmul ${lit(m)} ${x})`];
        });
        if (c > 0n)
            terms.push(lit(c));
        return terms.length === 0 ? lit(0n) : terms.reduce((a, b) => `(bvadd ${a} ${b})`);
    };
    return `(bvsle ${side(1n, r.c)} ${side(-1n, -r.c)})`;
}
/** condinv as an engine: the task's facts are known invariants; its figures are the search's. */
function condinvEngine(o) {
    return {
        name: 'condinv',
        run: (task, ctx) => inSession(ctx, async (session) => {
            const stats = emptyStats();
            const learned = {};
            try {
                const answers = await runCondinv(task.cfa, session, {
                    entry: task.entry,
                    deadline: ctx.deadline,
                    skip: task.skip,
                    samples: () => samplesFor(task, Math.min(ctx.deadline, workNow() + o.samplesMs)),
                    hints: task.facts,
                    stats,
                    learned,
                    ...(o.store ? { store: o.store } : {}),
                    ...(o.onlyWithStored ? { onlyWithStored: true } : {}),
                });
                return { answers, records: learned.records ?? [] };
            }
            finally {
                ctx.figures?.({ ...stats });
            }
        }),
    };
}
/** Reachable states of the Horn predicates from test runs until `deadline`; none when out of reach. */
function samplesFor(task, deadline) {
    try {
        const system = hornSystemOf(task.cfa, task.entry, task.skip);
        return stateSamples(task.cfa, system, { entry: task.entry, deadline });
    }
    catch (e) {
        if (e instanceof memoryModel_EncodeUnsupported)
            return new Map();
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/engines/kinduction/kInduction.ts
// k-induction in the style of 2LS's kIkI and CPAchecker: over the program's transition system
// (cut node to cut node, so one step is one loop iteration), the base case deepens in one
// incremental session (no error within k steps from the start; when no path of length k exists at
// all, the forward condition proves safety on its own), the step case in another (k steps that
// avoid the errors cannot be followed by an error). Template invariants (intervals first, then
// octagons, computed beforehand by src/engines/invariants) strengthen every state of the step
// case; base and step case run on two workers at once. A proof at k is a certificate
// (k, invariants) that src/certify re-checks from scratch.








async function runKInduction(cfa, openSession, options) {
    const ids = programCfa_propertyIds(cfa).filter((id) => !options.skip?.has(id));
    const result = new Map();
    const all = (v) => {
        for (const id of ids)
            if (!result.has(id))
                result.set(id, v);
        return result;
    };
    let system;
    let ts;
    try {
        system = hornSystemOf(cfa, options.entry, options.skip);
        ts = transitionSystemOf(system);
    }
    catch (e) {
        if (e instanceof memoryModel_EncodeUnsupported)
            return all(result_unknown('unsupported', `k-induction: unsupported: ${e.feature}`));
        throw e;
    }
    const live = new Set(ids);
    const baseSession = await openSession();
    let stepSession;
    try {
        stepSession = await openSession();
        const base = new BaseCase(ts, baseSession, live, options.deadline, options.maxK ?? 1000);
        let baseError;
        const baseRun = base.run(result).catch((e) => {
            baseError = e;
            base.stop();
        });
        const proof = await proveStep(ts, system, stepSession, live, base, options).finally(() => base.stop());
        await baseRun;
        if (baseError !== undefined)
            throw baseError;
        const certificate = proof ??
            (base.forwardAt !== undefined
                ? { kind: 'k-induction', k: base.forwardAt, forward: true, invariants: '' }
                : undefined);
        if (certificate) {
            for (const id of live)
                if (!result.has(id))
                    result.set(id, { verdict: 'safe', certificate });
        }
        const timedOut = workNow() >= options.deadline;
        const why = `k-induction: no proof up to k = ${options.stats?.k ?? base.depth}${timedOut ? ' (time limit)' : ''}`;
        return all(result_unknown(timedOut ? 'timeout' : 'incomplete', why));
    }
    catch (e) {
        if (e instanceof SolverCrashed)
            return all(result_unknown(e.kind, `k-induction: ${e.reason}`));
        throw e;
    }
    finally {
        await baseSession.dispose().catch(() => undefined);
        await stepSession?.dispose().catch(() => undefined);
    }
}
/** The base case and forward condition, deepening one step at a time in its own session. */
class BaseCase {
    ts;
    session;
    live;
    deadline;
    maxK;
    depth = 0;
    forwardAt;
    /** The deepening has ended (stopped, out of time, forward condition, or every property violated). */
    finished = false;
    stopped = false;
    constructor(ts, session, live, deadline, maxK) {
        this.ts = ts;
        this.session = session;
        this.live = live;
        this.deadline = deadline;
        this.maxK = maxK;
    }
    stop() {
        this.stopped = true;
    }
    /** Deepens until stopped, out of time, or the forward condition holds; violated properties leave `live`. */
    async run(result) {
        try {
            await this.deepen(result);
        }
        finally {
            this.finished = true;
        }
    }
    async deepen(result) {
        const ts = this.ts;
        await this.session.add(`${ts.declareState(0)}\n(assert (= ${ts.pcVar(0)} ${ts.pcLit(PC_START)}))`);
        for (let k = 1; k <= this.maxK && !this.stopped; k++) {
            await this.session.add(`${ts.declareState(k)}\n${ts.step(k - 1)}`);
            const left = this.deadline - workNow();
            if (left <= 0)
                return;
            const any = await this.session.check({ timeoutMs: left });
            if (any === 'unknown')
                return;
            if (any === 'unsat') {
                this.forwardAt = k;
                this.depth = k;
                return;
            }
            const lit = `err@${k}`;
            await this.session.add(`(declare-fun ${lit} () Bool)\n(assert (= ${lit} ${ts.isError(k, this.live)}))`);
            for (;;) {
                const r = await this.session.check({
                    assumptions: [lit],
                    timeoutMs: Math.max(1, this.deadline - workNow()),
                });
                if (r === 'unknown')
                    return;
                if (r === 'unsat')
                    break;
                const pc = (await this.session.values([ts.pcVar(k)])).get(ts.pcVar(k));
                const id = ts.propertyAt(Number(pc));
                if (id === undefined || !this.live.has(id))
                    return;
                this.live.delete(id);
                const why = `k-induction: the base case fails at k = ${k} (a violation: left to the bug finders)`;
                result.set(id, result_unknown('needs-trace', why));
                await this.session.add(`(assert (not (= ${ts.pcVar(k)} ${ts.pcLit(Number(pc))})))`);
                if (this.live.size === 0)
                    return;
            }
            this.depth = k;
        }
    }
}
/** Invariants first (in the step session), then the step case deepening until it holds at a k the base case has reached. */
async function proveStep(ts, system, session, live, base, options) {
    const invs = options.invariants.filter((inv) => inv.size > 0);
    const names = invs.map((_, i) => (p) => `inv${i}!${p}`);
    const defs = invs.map((inv, i) => predicateDefinitions(system, inv, 'true', names[i])).join('\n');
    const strengthen = (i) => names.map((n) => `(assert ${ts.invariantAt(i, n)})`).join('\n');
    await session.add(`${defs}\n${ts.declareState(0)}\n${strengthen(0)}`);
    const maxK = options.maxK ?? 1000;
    for (let k = 1; k <= maxK; k++) {
        if (base.forwardAt !== undefined || live.size === 0)
            return undefined;
        await session.add(`${ts.declareState(k)}\n${ts.step(k - 1)}\n(assert (not ${ts.isError(k - 1)}))\n${strengthen(k)}`);
        const lit = `err@${k}`;
        await session.add(`(declare-fun ${lit} () Bool)\n(assert (= ${lit} ${ts.isError(k, live)}))`);
        const left = options.deadline - workNow();
        if (left <= 0)
            return undefined;
        const r = await session.check({ assumptions: [lit], timeoutMs: left });
        if (r === 'unknown')
            return undefined;
        if (options.stats)
            options.stats.k = k;
        if (r === 'sat')
            continue;
        // k-inductive: safe once the base case has reached k
        while (base.depth < k && !base.finished && workNow() < options.deadline) {
            await new Promise((res) => setTimeout(res, 20));
        }
        if (base.depth < k && base.forwardAt === undefined)
            return undefined;
        const merged = new Map();
        for (const [name] of system.predicates)
            merged.set(name, invs.flatMap((inv) => inv.get(name) ?? []));
        return {
            kind: 'k-induction',
            k,
            forward: false,
            invariants: invs.length > 0 ? predicateDefinitions(system, merged, 'true') : '',
        };
    }
    return undefined;
}
/** k-induction as an engine: the task's facts strengthen the step case; its figures are the depth reached. */
const kInductionEngine = {
    name: 'k-induction',
    run: async (task, ctx) => {
        const stats = { k: 0 };
        const answers = await runKInduction(task.cfa, () => ctx.sessions.session(), {
            entry: task.entry,
            deadline: ctx.deadline,
            skip: task.skip,
            invariants: task.facts,
            stats,
        });
        ctx.figures?.({ ...stats });
        return { answers };
    },
};

;// CONCATENATED MODULE: ./src/engines/predicate/abstraction.ts
// Boolean predicate abstraction: the strongest Boolean combination of a location's atoms that a
// block's formula implies, as the set of cubes (full valuations of the atoms) the formula allows,
// enumerated AllSAT-style (a model's valuation, then blocked, until unsat). Too many cubes fall
// back to the one empty cube (`true`), which over-approximates: sound, only less precise.

/** The cube as a formula over the predicate's parameters. */
function cubeFormula(cube, atoms) {
    const lits = [...cube].map(([i, v]) => (v ? atoms[i] : `(not ${atoms[i]})`));
    return lits.length === 0 ? 'true' : lits.length === 1 ? lits[0] : `(and ${lits.join(' ')})`;
}
/** `general` holds wherever `specific` does, literal by literal (its literals are a subset). */
function covers(general, specific) {
    for (const [i, v] of general)
        if (specific.get(i) !== v)
            return false;
    return true;
}
/** The cubes the body allows; [] when the body is unsatisfiable; undefined when out of time. */
async function abstractPost(session, q, deadline, maxCubes = MAX_CUBES) {
    await session.push();
    try {
        const params = q.sorts.map((s, i) => `(a${i} ${s})`).join(' ');
        const defs = q.atoms.map((a, i) => `(define-fun atom!${i} (${params}) Bool ${a})`);
        const apps = q.atoms.map((_, i) => q.headArgs.length === 0 ? `atom!${i}` : `(atom!${i} ${q.headArgs.join(' ')})`);
        await session.add([q.preamble, ...defs, `(assert ${q.body})`].join('\n'));
        const cubes = [];
        for (;;) {
            const left = deadline - workNow();
            if (left <= 0)
                return undefined;
            const r = await session.check({ timeoutMs: left });
            if (r === 'unknown')
                return undefined;
            if (r === 'unsat')
                return cubes;
            if (apps.length === 0)
                return [new Map()];
            if (cubes.length >= maxCubes)
                return [new Map()];
            const values = await session.values(apps);
            const cube = new Map(apps.map((a, i) => [i, values.get(a) === true]));
            cubes.push(cube);
            const lits = apps.map((a, i) => (cube.get(i) ? a : `(not ${a})`));
            await session.add(`(assert (not (and ${lits.join(' ')})))`);
        }
    }
    finally {
        await session.pop();
    }
}
/** Most cubes enumerated before the abstraction gives up precision (returns `true`). */
const MAX_CUBES = 64;

;// CONCATENATED MODULE: ./src/engines/predicate/arg.ts
// The abstract reachability graph of the predicate analysis over the program's Horn clauses
// (hornClauses.ts: blocks end at loop heads and function boundaries, i.e. adjustable-block
// encoding with large blocks; a function's summary predicate is its block summary). Abstract
// states are facts: a cube over a predicate's atoms, with the clause and the parent facts it was
// derived from. Each clause is applied to every combination of facts for its body, its post
// abstracted onto the head's precision; a new cube covered by an existing one at the same
// predicate is not added (coverage). A safety clause whose body is satisfiable under some facts
// gives an abstract counterexample: the derivation tree of those facts.


/** Builds the ARG for the precision; stops at the first abstract counterexample. */
async function buildArg(system, precision, session, deadline, stats, maxFacts = MAX_FACTS) {
    const facts = new Map(system.predicates.map(([p]) => [p, []]));
    const processed = new Map(system.predicates.map(([p]) => [p, []]));
    const work = [];
    let nextId = 0;
    /** Applies clause `c` to the body facts; adds the new facts, or reports the counterexample. */
    const apply = async (i, c, parents) => {
        stats.posts++;
        const cubes = await clausePost(system, precision, c, parents, session, deadline);
        if (cubes === undefined)
            return { kind: 'timeout' };
        if (!c.target)
            return cubes.length > 0 ? { kind: 'counterexample', clause: i, parents } : undefined;
        const head = c.target;
        const at = facts.get(head.pred) ?? [];
        for (const cube of cubes) {
            if (at.some((f) => covers(f.cube, cube))) {
                stats.covered++;
                continue;
            }
            const f = { id: nextId++, pred: head.pred, cube, clause: i, parents };
            at.push(f);
            work.push(f);
            stats.facts++;
            if (nextId > maxFacts)
                return { kind: 'too-big' };
        }
        return undefined;
    };
    // clauses without body predicates first (the entry), then every new fact in turn
    for (const [i, c] of system.clauses.entries()) {
        if (c.apps.length > 0)
            continue;
        const r = await apply(i, c, []);
        if (r)
            return r;
    }
    while (work.length > 0) {
        const f = work.shift();
        processed.get(f.pred).push(f);
        for (const [i, c] of system.clauses.entries()) {
            for (const [pos, app] of c.apps.entries()) {
                if (app.pred !== f.pred)
                    continue;
                // f at `pos`, every processed fact elsewhere (f included, for self-recursive clauses)
                const choices = c.apps.map((a, k) => (k === pos ? [f] : (processed.get(a.pred) ?? [])));
                for (const parents of arg_combinations(choices)) {
                    if (workNow() > deadline)
                        return { kind: 'timeout' };
                    const r = await apply(i, c, parents);
                    if (r)
                        return r;
                }
            }
        }
    }
    return { kind: 'safe', facts };
}
/** The fact's formula over its predicate's parameters: its cube, and its context if any. */
function factFormula(f, atoms) {
    const cube = cubeFormula(f.cube, atoms);
    return f.context === undefined ? cube : cube === 'true' ? f.context : `(and ${cube} ${f.context})`;
}
/**
 * The abstract post of clause `c` applied to the facts `parents` (one per body predicate): the
 * cubes over the head's atoms (for a safety clause: one empty cube when its body is satisfiable,
 * none otherwise); undefined when out of time.
 */
async function clausePost(system, precision, c, parents, session, deadline) {
    const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
    const atomsOf = (pred) => precision.get(pred) ?? [];
    const preamble = [
        ...c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`),
        ...[...new Map(parents.map((f) => [f.id, f])).values()].map((f) => {
            const ps = (sorts.get(f.pred) ?? []).map((s, k) => `(a${k} ${s})`).join(' ');
            return `(define-fun fact!${f.id} (${ps}) Bool ${factFormula(f, atomsOf(f.pred))})`;
        }),
    ].join('\n');
    const apps = c.apps.map((a, k) => a.args.length === 0 ? `fact!${parents[k].id}` : `(fact!${parents[k].id} ${a.args.join(' ')})`);
    const body = `(and true ${apps.join(' ')} ${c.constraint})`;
    const head = c.target;
    return abstractPost(session, {
        preamble,
        body,
        headArgs: head?.args ?? [],
        sorts: head ? (sorts.get(head.pred) ?? []) : [],
        atoms: head ? atomsOf(head.pred) : [],
    }, deadline);
}
/** The facts per predicate as `define-fun`s: the disjunction of their cubes (`false` when none). */
function factDefinitions(system, precision, facts) {
    return disjunctionDefinitions(system, (p) => (facts.get(p) ?? []).map((f) => factFormula(f, precision.get(p) ?? [])));
}
/** Every predicate as a `define-fun`: the disjunction of its formulas (`false` when none). */
function disjunctionDefinitions(system, formulas) {
    return system.predicates
        .map(([p, sorts]) => {
        const ps = sorts.map((s, i) => `(a${i} ${s})`).join(' ');
        const fs = formulas(p);
        const body = fs.length === 0 ? 'false' : fs.length === 1 ? fs[0] : `(or ${fs.join(' ')})`;
        return `(define-fun ${p} (${ps}) Bool ${body})`;
    })
        .join('\n');
}
/** Every choice of one element per list (the body facts of a clause, one per predicate application). */
function* arg_combinations(choices) {
    if (choices.length === 0) {
        yield [];
        return;
    }
    const [first, ...rest] = choices;
    for (const x of first)
        for (const tail of arg_combinations(rest))
            yield [x, ...tail];
}
/** Most facts in one ARG before the analysis gives up (UNKNOWN). */
const MAX_FACTS = 5000;

;// CONCATENATED MODULE: ./src/engines/predicate/precision.ts
// The precision of the predicate analysis: per Horn predicate (a location: a loop head, a
// function's entry or summary) the atoms the abstraction may speak about, as SMT-LIB terms over the
// predicate's parameters `a0`, `a1`, ... Refinement adds the atoms of interpolants; an atom is a
// Boolean leaf of a formula (a comparison), never a connective.

/** Most atoms kept per predicate: boolean abstraction enumerates their valuations. */
const MAX_ATOMS = 16;
/** The Boolean leaves of a formula text over `a0..a(arity-1)`; formulas with quantifiers give none. */
function atomsOf(formula, arity) {
    let s;
    try {
        s = expandLets(parseSexp(formula), new Map());
    }
    catch {
        return [];
    }
    const out = [];
    const params = new Set(Array.from({ length: arity }, (_, i) => `a${i}`));
    const walk = (x) => {
        if (typeof x === 'string') {
            if (x !== 'true' && x !== 'false' && params.has(x))
                out.push(x); // a Boolean parameter
            return;
        }
        const head = x[0];
        if (head === 'and' || head === 'or' || head === 'not' || head === '=>' || head === 'xor') {
            for (const y of x.slice(1))
                walk(y);
            return;
        }
        if (head === 'forall' || head === 'exists' || head === 'let' || head === '!')
            return;
        if (!closedOver(x, params))
            return;
        out.push(printSexp(x));
    };
    walk(s);
    return [...new Set(out)];
}
/** `p` with the atoms added (new ones last, at most MAX_ATOMS per predicate); `changed` says whether any was new. */
function extend(p, atoms) {
    const out = new Map([...p].map(([k, v]) => [k, [...v]]));
    let changed = false;
    for (const [pred, as] of atoms) {
        const have = out.get(pred) ?? [];
        for (const a of as) {
            if (have.includes(a) || have.length >= MAX_ATOMS)
                continue;
            have.push(a);
            changed = true;
        }
        out.set(pred, have);
    }
    return { precision: out, changed };
}
/** Every symbol is a parameter, an operator, a literal or an indexed-sort part: no stray constants. */
function closedOver(x, params) {
    if (typeof x === 'string') {
        if (params.has(x) || /^(#x|#b|\d)/.test(x) || x === 'true' || x === 'false')
            return true;
        return OPERATORS.test(x);
    }
    if (x[0] === '_')
        return true; // (_ bv5 32), (_ zero_extend 2) ...
    return x.every((y) => closedOver(y, params));
}
const OPERATORS = /^(=|distinct|ite|not|and|or|=>|xor|bv[a-z]+|concat|extract|zero_extend|sign_extend|[<>]=?|[-+*]|div|mod|abs|to_int|to_real)$/;

;// CONCATENATED MODULE: ./src/engines/predicate/refine.ts
// Refinement of the predicate analysis: an abstract counterexample (a derivation tree of facts
// ending in a safety clause) is unfolded into a tree-shaped, recursion-free Horn system, one fresh
// predicate per tree node, and handed to Spacer. z3-solver has no interpolation API; a solution of
// this system is a sequence (for calls: a tree) of inductive interpolants, one per abstraction
// point of the path, which is what Spacer computes for a system without loops. `unsat` means the
// path is feasible: a real counterexample. The solution's atoms, mapped back to the original
// predicates, refine the precision; IMPACT uses the solution's formulas as labels directly.







/** Checks the counterexample (safety clause `clause` under the parent facts) and interpolates. */
async function refinePath(system, clause, parents, session, deadline) {
    const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
    const nodes = [];
    const clauses = [];
    let budget = MAX_TREE;
    /** Unfolds a fact into its subtree's clauses; the fresh predicate name, undefined when too big. */
    const unfold = (f) => {
        if (--budget < 0)
            return undefined;
        const name = `${f.pred}!t${nodes.length}`;
        nodes.push({ name, pred: f.pred, fact: f });
        const kids = [];
        for (const p of f.parents) {
            const k = unfold(p);
            if (k === undefined)
                return undefined;
            kids.push(k);
        }
        clauses.push(instance(system.clauses[f.clause], kids, name));
        return name;
    };
    const kids = [];
    for (const p of parents) {
        const k = unfold(p);
        if (k === undefined)
            return { kind: 'unknown', cause: 'incomplete', reason: 'counterexample too long to refine' };
        kids.push(k);
    }
    clauses.push(instance(system.clauses[clause], kids, undefined));
    const tree = {
        predicates: nodes.map((n) => [n.name, sorts.get(n.pred) ?? []]),
        args: new Map(nodes.map((n) => [n.name, system.args.get(n.pred) ?? []])),
        nodes: new Map(),
        clauses,
    };
    // bit-precise first: it decides whether the path is feasible
    const left = deadline - workNow();
    if (left < 100)
        return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
    const answer = await session.solveHorn(`${SPACER_NO_INLINING}\n${hornScript(tree)}`, left);
    if (answer.result === 'unsat')
        return { kind: 'feasible' };
    if (answer.result !== 'sat' || answer.model === undefined)
        return {
            kind: 'unknown',
            cause: answer.reason ? solverFailureKind(answer.reason) : 'incomplete',
            reason: answer.reason ?? 'no interpolants',
        };
    const exact = collect(nodes, sorts, candidatesFromModel(answer.model, tree));
    // Bit-level interpolants name single values (`i = 3`) and refinement would unroll the loop;
    // the integer relaxation's interpolants are linear relations, lifted back exactly.
    const relaxed = await relaxedInterpolants(tree, session, deadline);
    const general = relaxed ? collect(nodes, sorts, relaxed) : undefined;
    // in order of preference: the relaxation's linear relations, then the bit-precise relational
    // atoms (`a2 = a0 + a1`), then the rest of the bit-precise ones (single values, bits)
    const relations = new Map([...exact.atoms].map(([p, as]) => [p, as.filter(relational)]));
    const levels = [general?.atoms, relations, exact.atoms].filter((x) => x !== undefined);
    const valid = general && (await validOnTree(tree, general.labels, nodes, session, deadline));
    return {
        kind: 'spurious',
        levels,
        labels: exact.labels,
        ...(valid ? { generalLabels: general.labels } : {}),
    };
}
/** The relaxed tree system's solution, lifted to bit-vectors, as conjuncts per node; undefined when none. */
async function relaxedInterpolants(tree, session, deadline) {
    // read bit-vectors as the majority of the variables are declared, as the CHC engine does
    const args = [...tree.args.values()].flat().filter((a) => !a.old);
    const unsigned = args.filter((a) => !a.signed).length * 2 > args.length;
    const readings = unsigned ? ['unsigned', 'signed'] : ['signed', 'unsigned'];
    for (const reading of readings) {
        const script = relaxedScript(tree, reading);
        const left = Math.min(deadline - workNow(), RELAXED_MS);
        if (script === undefined || left < 100)
            return undefined;
        const answer = await session.solveHorn(`${SPACER_NO_INLINING}\n${script}`, left);
        if (answer.result !== 'sat' || answer.model === undefined)
            continue;
        const lifted = liftSolution(answer.model, tree, reading);
        if (lifted !== undefined)
            return candidatesFromModel(lifted, tree);
    }
    return undefined;
}
/**
 * Whether the labels (one per fact, so per tree node) solve the tree system: every clause's body,
 * with its nodes' labels, implies its head's label. One query per clause.
 */
async function validOnTree(tree, labels, nodes, session, deadline) {
    const defs = nodes.map((n) => {
        const ps = (tree.predicates.find(([p]) => p === n.name)?.[1] ?? [])
            .map((s, i) => `(a${i} ${s})`)
            .join(' ');
        return `(define-fun ${n.name} (${ps}) Bool ${(n.fact && labels.get(n.fact.id)) ?? 'true'})`;
    });
    for (const c of tree.clauses) {
        const left = deadline - workNow();
        if (left < 100)
            return false;
        await session.push();
        try {
            await session.add([...defs, ...c.vars.map(([n, s]) => `(declare-fun ${n} () ${s})`)].join('\n'));
            await session.add(`(assert (and ${clauseBody(c)} (not ${clauseHead(c)})))`);
            if ((await session.check({ timeoutMs: Math.min(left, 2000) })) !== 'unsat')
                return false;
        }
        finally {
            await session.pop();
        }
    }
    return true;
}
/** Atoms per original predicate and the interpolant per fact, from per-node conjuncts. */
function collect(nodes, sorts, solution) {
    const atoms = new Map();
    const labels = new Map();
    for (const n of nodes) {
        const conj = solution.get(n.name) ?? [];
        const formula = conj.length === 0 ? 'true' : conj.length === 1 ? conj[0] : `(and ${conj.join(' ')})`;
        // a fact used twice in the tree holds under each occurrence's interpolant: their conjunction
        const had = n.fact ? labels.get(n.fact.id) : undefined;
        if (n.fact)
            labels.set(n.fact.id, had === undefined || had === formula ? formula : `(and ${had} ${formula})`);
        const arity = sorts.get(n.pred)?.length ?? 0;
        const list = atoms.get(n.pred) ?? [];
        for (const c of conj)
            for (const a of atomsOf(c, arity))
                if (!list.includes(a))
                    list.push(a);
        atoms.set(n.pred, list);
    }
    return { atoms, labels };
}
/** The clause with its body predicates renamed to `kids` and its head to `head` (none: a safety clause). */
function instance(c, kids, head) {
    const { target, ...rest } = c;
    const renamed = { ...rest, apps: c.apps.map((a, i) => ({ pred: kids[i], args: a.args })) };
    return target && head ? { ...renamed, target: { pred: head, args: target.args } } : renamed;
}
/**
 * Relates two or more parameters at word level: no bit extraction, and no constant offset (`a0 <=
 * a1 + 3` comes from one unrolling of a loop and would lead refinement to unroll it further).
 */
function relational(atom) {
    if (atom.includes('extract') || new Set(atom.match(/\ba\d+\b/g) ?? []).size < 2)
        return false;
    const offset = (x) => Array.isArray(x) &&
        (((x[0] === 'bvadd' || x[0] === 'bvsub') && x.slice(1).some((y) => refine_bvLiteral(y))) || x.some(offset));
    try {
        return !offset(parseSexp(atom));
    }
    catch {
        return false;
    }
}
function refine_bvLiteral(x) {
    return typeof x === 'string' ? /^#[xb]/.test(x) : x[0] === '_' && /^bv\d/.test(String(x[1]));
}
/** At most this long for the relaxed interpolants (ms). */
const RELAXED_MS = 5000;
/** Most nodes of a derivation tree to unfold. */
const MAX_TREE = 400;

;// CONCATENATED MODULE: ./src/engines/predicate/cegar.ts
// The CEGAR loop shared by predicate analysis, IMPACT and BAM, on the program's Horn clauses: the
// engine explores (its abstract reachability graph) until it is complete, i.e. SAFE with its facts
// as a solution of the clauses, or reaches a safety clause; that abstract counterexample is checked
// and interpolated (refine.ts). A spurious one is handed back to the engine to refine (its
// precision, or its node labels) and exploration goes on; a feasible one leaves its property to the
// bug finders (BMC builds the trace), the clauses are built again without it and the engine starts
// over for the other properties. Each engine plugs in how it explores and how it refines
// (`CegarEngine`); predicate abstraction's common part (precision refined by interpolant atoms) is
// `PredicateAbstraction`.








/** The reason of a property found violated on a feasible path (BMC builds the trace). */
const FEASIBLE = 'predicate: the property is violated on a feasible path (left to BMC for the trace)';
/** Runs the loop until every open property has an answer. */
async function runCegar(cfa, session, options, engine) {
    const answers = new Map();
    const skip = new Set(options.skip ?? []);
    const open = () => programCfa_propertyIds(cfa).filter((id) => !skip.has(id) && !answers.has(id));
    const rest = (v) => {
        for (const id of open())
            answers.set(id, v);
        return answers;
    };
    const giveUp = (s) => rest(result_unknown(s.cause, `${engine.name}: ${s.reason}`));
    let system;
    for (;;) {
        if (open().length === 0)
            return answers;
        // the clauses change only when a property leaves (found violated)
        if (!system) {
            try {
                system = hornSystemOf(cfa, options.entry, new Set([...skip, ...answers.keys()]));
                const stop = await engine.start(system);
                if (stop !== undefined)
                    return giveUp(stop);
            }
            catch (e) {
                if (e instanceof memoryModel_EncodeUnsupported)
                    return giveUp({ cause: 'unsupported', reason: `unsupported: ${e.feature}` });
                throw e;
            }
        }
        try {
            const x = await engine.explore();
            if (x.kind === 'safe')
                return rest({ verdict: 'safe', certificate: { kind: 'horn-solution', model: x.model } });
            if (x.kind === 'unknown')
                return giveUp(x);
            const property = system.clauses[x.clause].propertyId;
            const refined = await refinePath(system, x.clause, x.parents, session, options.deadline);
            if (refined.kind === 'feasible') {
                // a real path to the error: BMC (or testing) reports it with a replayed trace
                if (property === undefined)
                    return rest(result_unknown('needs-trace', FEASIBLE));
                answers.set(property, result_unknown('needs-trace', FEASIBLE));
                system = undefined;
                continue;
            }
            if (refined.kind === 'unknown')
                return giveUp(refined);
            const stop = await engine.refine(x, refined);
            if (stop !== undefined)
                return giveUp(stop);
        }
        catch (e) {
            if (e instanceof SolverCrashed)
                return giveUp({ cause: e.kind, reason: e.reason });
            throw e;
        }
    }
}
/**
 * Predicate abstraction's parts (predicate analysis, BAM): an ARG built under the precision; a
 * spurious counterexample adds the atoms of the first interpolant level that has new ones.
 */
class PredicateAbstraction {
    name;
    tooBig;
    counts;
    precision = new Map();
    system;
    constructor(name, 
    /** The reason given when the graph grows past its bound. */
    tooBig, counts) {
        this.name = name;
        this.tooBig = tooBig;
        this.counts = counts;
    }
    start(system) {
        this.system = system;
        return Promise.resolve(undefined);
    }
    async explore() {
        const system = this.system;
        const arg = await this.build(system);
        if (arg.kind === 'timeout')
            return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
        if (arg.kind === 'too-big')
            return { kind: 'unknown', cause: 'resource', reason: this.tooBig };
        if (arg.kind === 'counterexample')
            return arg;
        const model = factDefinitions(system, this.precision, arg.facts);
        this.safe(system, arg.facts);
        return { kind: 'safe', model };
    }
    refine(_cex, refined) {
        this.counts.refinements++;
        let next = { precision: this.precision, changed: false };
        for (const level of refined.levels) {
            next = extend(this.precision, level);
            if (next.changed)
                break;
        }
        if (!next.changed)
            return Promise.resolve({ cause: 'incomplete', reason: 'refinement found no new predicates' });
        this.precision = next.precision;
        return Promise.resolve(undefined);
    }
}

;// CONCATENATED MODULE: ./src/engines/predicate/predicateEngine.ts
// Predicate analysis with CEGAR (lazy abstraction's loop, on the program's Horn clauses): build the
// abstract reachability graph for the current precision (arg.ts); when no safety clause is
// reachable, the facts are a solution of the clauses, i.e. SAFE with that certificate. Otherwise
// the abstract counterexample is checked and interpolated (refine.ts): spurious ones add their
// interpolants' atoms to the precision of the predicates on the path (per location) and the graph
// is built again; a feasible one leaves its property to the bug finders (BMC builds the trace) and
// the analysis goes on for the others. The loop itself is cegar.ts.




/** The ARG rebuilt from scratch for every precision. */
class PredicateAnalysis extends PredicateAbstraction {
    session;
    deadline;
    stats;
    constructor(session, deadline, stats) {
        super('predicate', 'the abstract reachability graph grew too big', stats);
        this.session = session;
        this.deadline = deadline;
        this.stats = stats;
    }
    build(system) {
        return buildArg(system, this.precision, this.session, this.deadline, this.stats);
    }
    safe() {
        this.stats.atoms = [...this.precision.values()].reduce((n, a) => n + a.length, 0);
    }
}
async function runPredicateAnalysis(cfa, session, options) {
    const stats = { facts: 0, covered: 0, posts: 0, refinements: 0, atoms: 0 };
    const engine = new PredicateAnalysis(session, options.deadline, stats);
    const answers = await runCegar(cfa, session, options, engine);
    return { answers, stats };
}
/** Predicate analysis with CEGAR as an engine. */
const predicateEngine = {
    name: 'predicate',
    run: (task, ctx) => inSession(ctx, async (session) => {
        const options = { entry: task.entry, deadline: ctx.deadline, skip: task.skip };
        const r = await runPredicateAnalysis(task.cfa, session, options);
        ctx.figures?.({ ...r.stats });
        return { answers: r.answers };
    }),
};

;// CONCATENATED MODULE: ./src/engines/predicate/impact.ts
// IMPACT (lazy abstraction with interpolants) over the program's Horn clauses (`--engine impact`):
// no predicate abstraction; every node of the graph is a fact labelled with a formula, `true` when
// created. A safety clause reachable from some nodes is an abstract counterexample; its refinement
// (refine.ts: Spacer on the unfolded derivation tree) strengthens the label of every node on it
// with that node's interpolant, instead of adding predicates and starting again. A node is covered
// by an older uncovered node at the same predicate whose label it implies; forced covering: a new
// node takes the label of an older one when the clause's body under its parents' labels implies
// it. Strengthening a node uncovers the nodes it covered that no longer imply its label. When no
// uncovered node is left to expand, the labels of the uncovered nodes are a solution of the
// clauses: SAFE with that certificate. The CEGAR loop itself is cegar.ts: exploration stops at each
// abstract counterexample and resumes after the strengthening.




/** Most nodes before the analysis gives up. */
const MAX_NODES = 5000;
/** Older nodes tried for forced covering of a new one. */
const FORCE_CANDIDATES = 3;
async function runImpact(cfa, session, options) {
    const stats = { nodes: 0, covered: 0, forced: 0, refinements: 0, uncovered: 0 };
    const answers = await runCegar(cfa, session, options, new Impact(session, options.deadline, stats));
    return { answers, stats };
}
/** The IMPACT graph of one clause system: expanded, covered and refined until safe or a feasible counterexample. */
class Impact {
    session;
    deadline;
    stats;
    name = 'impact';
    system;
    label = new Map();
    coveredBy = new Map();
    nodes = new Map();
    expanded = new Set();
    work = [];
    nextId = 0;
    seeded = false;
    /** The node whose expansion reached the last counterexample. */
    expanding;
    constructor(session, deadline, stats) {
        this.session = session;
        this.deadline = deadline;
        this.stats = stats;
    }
    start(system) {
        this.system = system;
        this.label = new Map();
        this.coveredBy = new Map();
        this.nodes = new Map(system.predicates.map(([p]) => [p, []]));
        this.expanded = new Set();
        this.work = [];
        this.nextId = 0;
        this.seeded = false;
        return Promise.resolve(undefined);
    }
    labelOf(f) {
        return this.label.get(f.id) ?? 'true';
    }
    labelled(fs) {
        return fs.map((f) => ({ ...f, cube: new Map(), context: this.labelOf(f) }));
    }
    /** Covered, or derived from a covered node (then its coverer's expansion stands for it). */
    dead(f) {
        return this.coveredBy.has(f.id) || f.parents.some((p) => this.dead(p));
    }
    uncovered(pred) {
        return (this.nodes.get(pred) ?? []).filter((f) => !this.dead(f));
    }
    /** Which candidate's label node `c`'s body implies under its parents' labels: its index, -1, or undefined out of time. */
    async forcing(c, candidates) {
        const atoms = new Map([[c.pred, candidates.map((w) => this.labelOf(w))]]);
        const clause = this.system.clauses[c.clause];
        const parents = this.labelled(c.parents);
        const cubes = await clausePost(this.system, atoms, clause, parents, this.session, this.deadline);
        if (cubes === undefined)
            return undefined;
        return candidates.findIndex((_, j) => cubes.every((cube) => cube.get(j) === true));
    }
    /** Applies clause i to the parents; a counterexample, or undefined (with the child added or covered). */
    async apply(i, parents) {
        const { system, stats } = this;
        const c = system.clauses[i];
        const head = c.target?.pred;
        const candidates = head ? this.uncovered(head).slice(-FORCE_CANDIDATES) : [];
        const atoms = new Map(head ? [[head, candidates.map((w) => this.labelOf(w))]] : []);
        const cubes = await clausePost(system, atoms, c, this.labelled(parents), this.session, this.deadline);
        if (cubes === undefined)
            return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
        if (cubes.length === 0)
            return undefined; // infeasible under the labels
        if (!head)
            return 'cex';
        const f = { id: this.nextId++, pred: head, cube: new Map(), clause: i, parents };
        stats.nodes++;
        this.nodes.get(head).push(f);
        // forced covering: the body implies an older node's label
        const k = candidates.findIndex((_, j) => cubes.every((cube) => cube.get(j) === true));
        if (k >= 0) {
            this.label.set(f.id, this.labelOf(candidates[k]));
            this.coveredBy.set(f.id, candidates[k]);
            stats.covered++;
            if (this.labelOf(candidates[k]) !== 'true')
                stats.forced++;
        }
        else
            this.work.push(f);
        return stats.nodes > MAX_NODES
            ? { kind: 'unknown', cause: 'resource', reason: 'the graph grew too big' }
            : undefined;
    }
    async explore() {
        const { system } = this;
        if (!this.seeded) {
            this.seeded = true;
            for (const [i, c] of system.clauses.entries()) {
                if (c.apps.length > 0)
                    continue;
                const r = await this.apply(i, []);
                if (r === 'cex')
                    return { kind: 'unknown', cause: 'incomplete', reason: 'a safety clause without body predicates' };
                if (r)
                    return r;
            }
        }
        while (this.work.length > 0) {
            if (workNow() > this.deadline)
                return { kind: 'unknown', cause: 'timeout', reason: 'timeout' };
            const f = this.work.shift();
            if (this.dead(f) || this.expanded.has(f))
                continue;
            this.expanded.add(f);
            for (const [i, c] of system.clauses.entries()) {
                for (const [pos, app] of c.apps.entries()) {
                    if (app.pred !== f.pred)
                        continue;
                    const choices = c.apps.map((a, k) => k === pos
                        ? [f]
                        : (this.nodes.get(a.pred) ?? []).filter((x) => this.expanded.has(x) && !this.dead(x)));
                    for (const parents of arg_combinations(choices)) {
                        const r = await this.apply(i, parents);
                        if (r === undefined)
                            continue;
                        if (r !== 'cex')
                            return r;
                        this.expanding = f;
                        return { kind: 'counterexample', clause: i, parents };
                    }
                }
            }
        }
        return { kind: 'safe', model: this.definitions() };
    }
    async refine(_cex, refined) {
        this.stats.refinements++;
        await this.strengthen(refined.generalLabels ?? refined.labels);
        // the node is expanded again under its new label (its earlier children stay: valid, weaker)
        const f = this.expanding;
        this.expanded.delete(f);
        this.work.unshift(f);
        return undefined;
    }
    /** Strengthens the labels on a spurious counterexample and uncovers what no longer holds. */
    async strengthen(labels) {
        const changed = new Set();
        for (const [id, itp] of labels) {
            if (itp === 'true')
                continue;
            const old = this.labelOf({ id });
            this.label.set(id, old === 'true' ? itp : `(and ${old} ${itp})`);
            changed.add(id);
        }
        // forced covering again, oldest first, for the strengthened nodes and their children: a node
        // takes an older node's label when its body under its parents' labels implies it
        for (const c of [...this.nodes.values()].flat().sort((a, b) => a.id - b.id)) {
            if (this.dead(c) || c.clause < 0)
                continue;
            if (!changed.has(c.id) && !c.parents.some((p) => changed.has(p.id)))
                continue;
            const older = this.uncovered(c.pred).filter((w) => w.id < c.id && this.labelOf(w) !== 'true');
            const candidates = older.slice(-FORCE_CANDIDATES);
            if (candidates.length === 0)
                continue;
            const k = await this.forcing(c, candidates);
            if (k === undefined)
                return;
            if (k < 0)
                continue;
            this.label.set(c.id, this.labelOf(candidates[k]));
            this.coveredBy.set(c.id, candidates[k]);
            this.stats.covered++;
            this.stats.forced++;
        }
        this.uncover(changed);
    }
    /** Drops the coverings by nodes that got stronger or died; what they covered is expanded again. */
    uncover(changed) {
        const all = () => [...this.nodes.values()].flat();
        for (const [id, w] of [...this.coveredBy]) {
            // a coverer that got stronger, or that is now below a covered node, covers no more
            if (!changed.has(w.id) && !this.dead(w))
                continue;
            const v = all().find((x) => x.id === id);
            // v's label (w's old one, implied by v's body) still holds; only the covering is gone
            this.coveredBy.delete(id);
            this.stats.uncovered++;
            // it and what was derived from it are expanded again (nodes made meanwhile were not combined with them)
            for (const x of all()) {
                if (x !== v && !derivedFrom(x, v))
                    continue;
                this.expanded.delete(x);
                if (!this.dead(x))
                    this.work.push(x);
            }
        }
    }
    /** Per predicate, the disjunction of its uncovered nodes' labels (`false` when none). */
    definitions() {
        return disjunctionDefinitions(this.system, (p) => [
            ...new Set(this.uncovered(p).map((f) => this.labelOf(f))),
        ]);
    }
}
function derivedFrom(x, v) {
    return x.parents.some((p) => p === v || derivedFrom(p, v));
}
/** IMPACT (lazy abstraction with interpolants) as an engine; its figures are the graph's. */
const impactEngine = {
    name: 'impact',
    run: (task, ctx) => inSession(ctx, async (session) => {
        const options = { entry: task.entry, deadline: ctx.deadline, skip: task.skip };
        const r = await runImpact(task.cfa, session, options);
        ctx.figures?.({ ...r.stats });
        return { answers: r.answers };
    }),
};

;// CONCATENATED MODULE: ./src/engines/bam/blocks.ts
// The blocks of block-abstraction memoization over the program's Horn clauses: one block per
// function that keeps its own predicates (leaf functions are inlined into their callers before,
// hornClauses.ts). A block owns its entry predicate E_f's facts (given), its loop heads P_f_n and
// its summary S_f; a clause belongs to the block of its body's non-summary predicates (calls:
// a clause with head E_g is the call edge of its caller; S_g in a body is a call's return). The
// cone of a block is the function and every function it calls, transitively: its summaries depend
// on the precision of all their predicates.
/** The blocks of `system`, or undefined when a clause does not belong to exactly one function. */
function blocksOf(system) {
    const fnOf = new Map();
    for (const [p] of system.predicates) {
        const node = system.nodes.get(p);
        if (node)
            fnOf.set(p, node.fn);
        else if (/^[ES]_/.test(p))
            fnOf.set(p, p.slice(2));
        else
            return undefined;
    }
    const clauses = new Map();
    const callees = new Map();
    for (const [i, c] of system.clauses.entries()) {
        const own = new Set(c.apps.filter((a) => !a.pred.startsWith('S_')).map((a) => fnOf.get(a.pred)));
        if (c.apps.length === 0 && c.target)
            own.add(fnOf.get(c.target.pred)); // the entry's fact
        if (own.size !== 1)
            return undefined;
        const fn = [...own][0];
        (clauses.get(fn) ?? clauses.set(fn, []).get(fn))?.push(i);
        const calls = callees.get(fn) ?? callees.set(fn, new Set()).get(fn) ?? new Set();
        for (const a of c.apps)
            if (a.pred.startsWith('S_'))
                calls.add(fnOf.get(a.pred));
        if (c.target?.pred.startsWith('E_') && c.apps.length > 0)
            calls.add(fnOf.get(c.target.pred));
        // a clause's head must be its own block's, or a callee's entry
        const head = c.target?.pred;
        if (head && !head.startsWith('E_') && fnOf.get(head) !== fn)
            return undefined;
    }
    const byFn = new Map();
    for (const fn of new Set(fnOf.values())) {
        byFn.set(fn, {
            fn,
            entry: `E_${fn}`,
            summary: `S_${fn}`,
            clauses: clauses.get(fn) ?? [],
            preds: new Set([...fnOf].filter(([, f]) => f === fn).map(([p]) => p)),
            callees: callees.get(fn) ?? new Set(),
        });
    }
    const cone = new Map();
    for (const fn of byFn.keys()) {
        const seen = new Set([fn]);
        const todo = [fn];
        while (todo.length > 0) {
            for (const g of byFn.get(todo.pop())?.callees ?? []) {
                if (!seen.has(g))
                    todo.push(g);
                seen.add(g);
            }
        }
        cone.set(fn, [...seen].sort());
    }
    return { byFn, fnOf, cone };
}
/**
 * `formula` over predicate `from`'s parameters rewritten over predicate `to`'s: parameter i of
 * `from` (state slot k) becomes the parameter of `to` that holds k's entry value (`0:k`), or k
 * itself; undefined when `to` has no such parameter.
 */
function translate(system, formula, from, to) {
    const src = system.args.get(from) ?? [];
    const dst = system.args.get(to) ?? [];
    const map = new Map();
    for (const [i, a] of src.entries()) {
        const j = dst.findIndex((b) => b.key === `0:${a.key}`);
        const k = j >= 0 ? j : dst.findIndex((b) => b.key === a.key && b.old === a.old);
        if (k < 0)
            continue;
        map.set(`a${i}`, `a${k}`);
    }
    let missing = false;
    const out = formula.replace(/\ba\d+\b/g, (x) => {
        const y = map.get(x);
        if (y === undefined)
            missing = true;
        return y ?? x;
    });
    return missing ? undefined : out;
}

;// CONCATENATED MODULE: ./src/engines/bam/blockCache.ts
// The cache of block-abstraction memoization: per (block, reduced entry state, precision) the
// block's summary. The reduced entry state is a cube over the atoms of the block's entry predicate
// (the caller's state projected onto the callee's parameters and globals); the precision is that
// of every predicate in the block's cone. An entry keeps the facts its last analysis derived, the
// entries it asked (calls) with the versions it saw, and whether it is final: analysed with every
// callee final, so no later analysis can change it. Entries of a recursion are final only when the
// fixpoint over them converges. Entries may come from an earlier run (`SummaryStore`): then they are
// hints, used as facts without a derivation, and re-checked with the rest in the certificate.
class BlockCache {
    blocks;
    entries = new Map();
    stats = { requests: 0, hits: 0, importedHits: 0, analyses: 0 };
    constructor(blocks) {
        this.blocks = blocks;
    }
    /** The precision text of `fn`'s cone: the atoms of every predicate of every function in it. */
    precisionKey(fn, precision) {
        const parts = [];
        for (const g of this.blocks.cone.get(fn) ?? [fn]) {
            const block = this.blocks.byFn.get(g);
            for (const p of [...(block?.preds ?? [])].sort())
                parts.push(`${p}:${(precision.get(p) ?? []).join('|')}`);
        }
        return parts.join('\n');
    }
    key(fn, cube, precision) {
        return `${fn}\n${cubeKey(cube)}\n${this.precisionKey(fn, precision)}`;
    }
}
function cubeKey(cube) {
    return [...cube]
        .sort(([a], [b]) => a - b)
        .map(([i, v]) => `${v ? '' : '!'}${i}`)
        .join(',');
}

;// CONCATENATED MODULE: ./src/engines/bam/bamArg.ts
// The abstract reachability graph of block-abstraction memoization: each block (function) is
// analysed on its own from one reduced entry state, with the predicate abstraction of arg.ts. A
// call reduces the caller's state to the callee's entry cube and asks the cache for that block's
// summary (analysing it when new); the summary facts, restricted to that entry (their context),
// expand back into the caller through the call's return clause. Recursion: a block may ask for an
// entry that is still being computed and gets what it has so far; the analyses are repeated until
// no entry's summary changes (the fixpoint over the cache). A safety clause reachable in any
// block is an abstract counterexample whose derivation tree runs through the nested blocks (an
// entry's root fact is the caller's call-edge fact that first asked for it).




/** Most facts derived in one fixpoint before the analysis gives up. */
const MAX_BAM_FACTS = 20_000;
/** Runs the block analyses from the entry function to their fixpoint, or to the first counterexample. */
function bamArg(ctx, precision, entryFn) {
    return new BlockAnalyses(ctx, precision).run(entryFn);
}
/** One fixpoint over the cache: the entries it used, in order, and the facts derived. */
class BlockAnalyses {
    ctx;
    precision;
    order = [];
    derived = 0;
    /** Entries being analysed (a recursive request gets what they have so far). */
    stack = new Set();
    constructor(ctx, precision) {
        this.ctx = ctx;
        this.precision = precision;
    }
    atoms(p) {
        return this.precision.get(p) ?? [];
    }
    async run(entryFn) {
        const { system, blocks, cache } = this.ctx;
        // the entry function's block, from each cube its entry clause allows
        const main = blocks.byFn.get(entryFn);
        if (!main)
            return { kind: 'too-big' };
        for (const i of main.clauses) {
            const c = system.clauses[i];
            if (c.apps.length > 0 || c.target?.pred !== main.entry)
                continue;
            const cubes = await clausePost(system, this.precision, c, [], this.ctx.session, this.ctx.deadline);
            if (cubes === undefined)
                return { kind: 'timeout' };
            for (const cube of cubes)
                this.request(entryFn, { id: this.ctx.ids.next++, pred: main.entry, cube, clause: i, parents: [] });
        }
        // the fixpoint: analyse every entry whose callees' summaries changed since it last looked
        for (;;) {
            let ran = false;
            for (let k = 0; k < this.order.length; k++) {
                const e = this.order[k];
                if (e.final)
                    continue;
                if (e.analysed && [...e.deps].every(([d, v]) => cache.entries.get(d)?.version === v))
                    continue;
                ran = true;
                const r = await this.analyse(e);
                if (r)
                    return r;
            }
            if (!ran)
                break;
        }
        for (const e of this.order)
            e.final = true;
        const facts = new Map(system.predicates.map(([p]) => [p, []]));
        for (const e of this.order) {
            for (const f of [e.root, ...e.summaries, ...e.locals, ...e.cone])
                facts.get(f.pred)?.push(f);
        }
        return { kind: 'safe', facts };
    }
    /** Adds a cached entry and, for the certificate, the entries it used, to this fixpoint's entries. */
    enlist(e) {
        if (this.order.includes(e))
            return;
        this.order.push(e);
        for (const d of e.deps.keys()) {
            const x = this.ctx.cache.entries.get(d);
            if (x)
                this.enlist(x);
        }
    }
    /** The cache entry of `fn` from the root fact (reduced entry cube): cached, imported, or new. */
    request(fn, root) {
        const { cache } = this.ctx;
        cache.stats.requests++;
        const key = cache.key(fn, root.cube, this.precision);
        const had = cache.entries.get(key);
        if (had) {
            cache.stats.hits++;
            if (had.imported)
                cache.stats.importedHits++;
            this.enlist(had);
            return had;
        }
        const entry = {
            key,
            fn,
            root,
            summaries: [],
            locals: [],
            cone: [],
            deps: new Map(),
            version: 0,
            analysed: false,
            final: false,
            imported: false,
        };
        this.importStored(entry);
        cache.entries.set(key, entry);
        this.order.push(entry);
        return entry;
    }
    /** Fills a new entry from the earlier run's store when it has the entry's key. */
    importStored(entry) {
        const { fn, root } = entry;
        const { cache } = this.ctx;
        const stored = this.ctx.store?.load(fn, cubeFormula(root.cube, this.atoms(root.pred)), cache.precisionKey(fn, this.precision));
        if (!stored)
            return;
        cache.stats.hits++;
        cache.stats.importedHits++;
        entry.imported = true;
        entry.final = true;
        entry.analysed = true;
        const facts = stored.map(([pred, context]) => ({
            id: this.ctx.ids.next++,
            pred,
            cube: new Map(),
            clause: -1,
            parents: [],
            context,
        }));
        entry.summaries = facts.filter((f) => f.pred === `S_${fn}`);
        entry.cone = facts.filter((f) => f.pred !== `S_${fn}`);
    }
    /** Analyses a new entry at once (depth first), unless it is already being analysed (recursion). */
    async ensure(entry) {
        if (entry.analysed || this.stack.has(entry))
            return undefined;
        return this.analyse(entry);
    }
    async analyse(e) {
        this.stack.add(e);
        try {
            return await this.analyseBlock(e);
        }
        finally {
            this.stack.delete(e);
        }
    }
    /** Runs e's block from its root fact to its own fixpoint (calls answered by the cache). */
    async analyseBlock(e) {
        const { system, blocks, cache } = this.ctx;
        cache.stats.analyses++;
        const block = blocks.byFn.get(e.fn);
        if (!block)
            return undefined;
        const entryText = cubeFormula(e.root.cube, this.atoms(e.root.pred));
        const run = {
            e,
            deps: new Map(),
            locals: new Map(),
            available: new Map(),
            processed: new Set(),
            work: [e.root],
            contextAt: (pred) => entryText === 'true' ? undefined : translate(system, entryText, e.root.pred, pred),
        };
        const pool = (pred) => {
            if (pred === block.entry)
                return run.processed.has(e.root) ? [e.root] : [];
            if (pred.startsWith('S_'))
                return (run.available.get(pred) ?? []).filter((f) => run.processed.has(f));
            return run.locals.get(pred) ?? [];
        };
        while (run.work.length > 0) {
            const f = run.work.shift();
            run.processed.add(f);
            for (const i of block.clauses) {
                const c = system.clauses[i];
                for (const [pos, app] of c.apps.entries()) {
                    if (app.pred !== f.pred)
                        continue;
                    const choices = c.apps.map((a, k) => (k === pos ? [f] : pool(a.pred)));
                    for (const parents of arg_combinations(choices)) {
                        if (workNow() > this.ctx.deadline)
                            return { kind: 'timeout' };
                        const cubes = await clausePost(system, this.precision, c, parents, this.ctx.session, this.ctx.deadline);
                        if (cubes === undefined)
                            return { kind: 'timeout' };
                        if (!c.target) {
                            if (cubes.length > 0)
                                return { kind: 'counterexample', clause: i, parents };
                            continue;
                        }
                        for (const cube of cubes) {
                            const r = await this.derive(run, block.summary, cube, i, parents);
                            if (r)
                                return r;
                        }
                    }
                }
            }
        }
        e.deps = run.deps;
        e.locals = [...run.locals.values()].flat();
        e.analysed = true;
        if (!run.deps.has(e.key) && [...run.deps.keys()].every((d) => cache.entries.get(d)?.final))
            e.final = true;
        return undefined;
    }
    /** A new fact from clause i's post cube: a call asks for the callee's summary, others are kept unless covered. */
    async derive(run, summary, cube, i, parents) {
        const { e } = run;
        const head = this.ctx.system.clauses[i].target.pred;
        if (head.startsWith('E_')) {
            // a call: reduce to the callee's entry cube, ask for its summary
            const callee = this.request(head.slice(2), {
                ...this.newFact(run, head, cube, i, parents),
                context: undefined,
            });
            const r = await this.ensure(callee);
            if (r)
                return r;
            this.offer(run, callee);
        }
        else if (head === summary) {
            if (e.summaries.some((s) => covers(s.cube, cube)))
                return undefined;
            e.summaries.push(this.newFact(run, head, cube, i, parents));
            e.version++;
        }
        else {
            const at = run.locals.get(head) ?? run.locals.set(head, []).get(head) ?? [];
            if (at.some((x) => covers(x.cube, cube)))
                return undefined;
            const x = this.newFact(run, head, cube, i, parents);
            at.push(x);
            run.work.push(x);
        }
        return this.derived > MAX_BAM_FACTS ? { kind: 'too-big' } : undefined;
    }
    newFact(run, pred, cube, clause, parents) {
        this.derived++;
        const context = run.contextAt(pred);
        return { id: this.ctx.ids.next++, pred, cube, clause, parents, ...(context ? { context } : {}) };
    }
    /** Makes the callee entry's summaries available to the block (new ones to be processed). */
    offer(run, entry) {
        run.deps.set(entry.key, entry.version);
        const pred = `S_${entry.fn}`;
        const have = run.available.get(pred) ?? run.available.set(pred, []).get(pred) ?? [];
        for (const s of entry.summaries) {
            if (have.includes(s))
                continue;
            have.push(s);
            run.work.push(s);
        }
    }
}
/** The facts of `e`'s cone (its own and its callees', transitively) as formulas, for the store. */
function coneFacts(e, cache, precision) {
    const seen = new Set();
    const out = new Map();
    const visit = (x) => {
        if (seen.has(x))
            return;
        seen.add(x);
        for (const f of [x.root, ...x.summaries, ...x.locals, ...x.cone]) {
            const formula = factFormula(f, precision.get(f.pred) ?? []);
            out.set(`${f.pred} ${formula}`, [f.pred, formula]);
        }
        for (const d of x.deps.keys()) {
            const y = cache.entries.get(d);
            if (y)
                visit(y);
        }
    };
    visit(e);
    return [...out.values()];
}

;// CONCATENATED MODULE: ./src/engines/bam/bamEngine.ts
// Block-abstraction memoization with CEGAR (`--engine bam`): the predicate analysis run block by
// block (bamArg.ts) with summaries cached under (block, reduced entry cube, cone precision). The
// cache lives across refinements: a block whose cone's precision did not change keeps its
// summaries. A spurious counterexample (a derivation tree through nested blocks) is refined like
// the predicate analysis' (refine.ts); a feasible one leaves its property to BMC for the trace.
// With a `SummaryStore`, the summaries of an earlier run are used as hints (they are part of the
// certificate, which is re-checked), and the final ones are stored for the next run. The CEGAR
// loop itself is cegar.ts; this file plugs the block analyses and the cache into it.







/** The block analyses under the precision, with the cache kept across refinements. */
class BamAnalysis extends PredicateAbstraction {
    session;
    options;
    cache;
    /** The earlier run's summaries; undefined once one of them was on a counterexample. */
    store;
    usedImports = false;
    blocks;
    ids = { next: 0 };
    constructor(session, options) {
        super('bam', 'the block analyses grew too big', { refinements: 0 });
        this.session = session;
        this.options = options;
        this.store = options.store;
    }
    async start(system) {
        await super.start(system);
        this.blocks = blocksOf(system);
        if (!this.blocks)
            return { cause: 'unsupported', reason: 'the clauses do not split into blocks' };
        const stats0 = this.cache?.stats;
        this.cache = new BlockCache(this.blocks);
        if (stats0)
            Object.assign(this.cache.stats, stats0);
        if (this.precision.size === 0 && this.store)
            this.precision = await checkedPrecision(system, this.store.loadPrecision(), this.session);
        return undefined;
    }
    async build(system) {
        const cache = this.cache;
        for (;;) {
            const arg = await bamArg({
                system,
                blocks: this.blocks,
                cache,
                session: this.session,
                deadline: this.options.deadline,
                ids: this.ids,
                ...(this.store ? { store: this.store } : {}),
            }, this.precision, this.options.entry);
            if (arg.kind !== 'counterexample' || derivation(arg.parents).every((f) => f.clause >= 0))
                return arg;
            // an earlier run's summary on the path: it cannot be refined; go on without those hints
            this.store = undefined;
            for (const [k, e] of cache.entries)
                if (e.imported)
                    cache.entries.delete(k);
            for (const e of cache.entries.values())
                if (!e.imported)
                    e.final = false;
        }
    }
    safe() {
        const cache = this.cache;
        this.usedImports = [...cache.entries.values()].some((e) => e.imported);
        if (this.options.store)
            saveFinal(this.options.store, cache, this.precision);
    }
    stats() {
        return {
            ...(this.cache?.stats ?? { requests: 0, hits: 0, importedHits: 0, analyses: 0 }),
            refinements: this.counts.refinements,
            entries: this.cache?.entries.size ?? 0,
            importsDropped: this.options.store !== undefined && this.store === undefined,
        };
    }
}
async function runBam(cfa, session, options) {
    const engine = new BamAnalysis(session, options);
    const answers = await runCegar(cfa, session, options, engine);
    return { answers, stats: engine.stats(), usedImports: engine.usedImports };
}
/** Every fact of the derivation trees of `roots`. */
function derivation(roots) {
    const out = new Set();
    const todo = [...roots];
    while (todo.length > 0) {
        const f = todo.pop();
        if (out.has(f))
            continue;
        out.add(f);
        todo.push(...f.parents);
    }
    return [...out];
}
/** Stores the final entries' cone facts and the precision, for the next run. */
function saveFinal(store, cache, precision) {
    store.savePrecision(precision);
    for (const e of cache.entries.values()) {
        if (!e.final || e.imported || e.key !== cache.key(e.fn, e.root.cube, precision))
            continue;
        const entry = cubeFormula(e.root.cube, precision.get(e.root.pred) ?? []);
        store.save(e.fn, entry, cache.precisionKey(e.fn, precision), coneFacts(e, cache, precision));
    }
}
/**
 * The stored precision restricted to atoms that are well-formed over today's predicates (an atom
 * the solver rejects, or over a predicate that no longer exists, is dropped): a hint only.
 */
async function checkedPrecision(system, stored, session) {
    const out = new Map();
    if (!stored)
        return out;
    const sorts = new Map(system.predicates.map(([p, s]) => [p, s]));
    for (const [pred, atoms] of stored) {
        const ss = sorts.get(pred);
        if (!ss || !Array.isArray(atoms))
            continue;
        const params = ss.map((s, i) => `(a${i} ${s})`).join(' ');
        const kept = [];
        for (const a of atoms) {
            if (typeof a !== 'string' || !atomsOf(a, ss.length).includes(a))
                continue;
            await session.push();
            try {
                await session.add(`(define-fun atom!check (${params}) Bool ${a})`);
                kept.push(a);
            }
            catch {
                // not well-sorted here
            }
            finally {
                await session.pop();
            }
        }
        if (kept.length > 0)
            out.set(pred, kept.slice(0, 16));
    }
    return out;
}
/** BAM as an engine, starting from the summaries in `store` (hints of earlier runs) when given. */
function bamEngine(store) {
    return {
        name: 'bam',
        run: (task, ctx) => inSession(ctx, async (session) => {
            const options = { entry: task.entry, deadline: ctx.deadline, skip: task.skip };
            const r = await runBam(task.cfa, session, { ...options, ...(store ? { store } : {}) });
            ctx.figures?.({ ...r.stats, importsDropped: r.stats.importsDropped ? 1 : 0 });
            return { answers: r.answers, usedImports: r.usedImports };
        }),
    };
}

;// CONCATENATED MODULE: ./src/engines/invariants/templates.ts
// Template rows for invariants over a Horn system's predicates: `t(x) <= d` with t a linear term
// over the predicate's arguments: `x` and `-x` (intervals), and `x - y`, `y - x`, `x + y`,
// `-x - y` (octagons) over pairs of arguments. Terms are evaluated over bit-vectors two bits wider
// than their operands, each argument read as signed or unsigned as its C type says, so a row can
// neither overflow nor confuse the two readings; the bound `d` is a signed constant of that width.


/** The rows of one predicate. */
function rowsFor(args, options) {
    // compiler temporaries (`__t1`) and the return value slot carry nothing worth bounding
    const idx = args.flatMap((a, i) => a.width > 0 && a.width <= 64 && !a.label.startsWith('__') && a.label !== '\\result' ? [i] : []);
    const rows = [];
    for (const i of idx) {
        const w = args[i].width + 2;
        rows.push({ terms: [[i, 1]], width: w }, { terms: [[i, -1]], width: w });
    }
    if (!options.octagons)
        return rows;
    const pairArgs = idx.slice(0, options.maxPairArgs ?? 10);
    for (let a = 0; a < pairArgs.length; a++) {
        for (let b = a + 1; b < pairArgs.length; b++) {
            const i = pairArgs[a];
            const j = pairArgs[b];
            if (args[i].old && args[j].old)
                continue; // two entry values: nothing changes them
            const w = Math.max(args[i].width, args[j].width) + 2;
            const signs = options.sums
                ? [
                    [1, -1],
                    [-1, 1],
                    [1, 1],
                    [-1, -1],
                ]
                : [
                    [1, -1],
                    [-1, 1],
                ];
            for (const [si, sj] of signs)
                rows.push({
                    terms: [
                        [i, si],
                        [j, sj],
                    ],
                    width: w,
                });
        }
    }
    return rows;
}
/** The row's term over argument terms `xs`. */
function templates_rowTerm(row, args, xs) {
    const parts = row.terms.map(([i, sign]) => {
        const a = args[i];
        const ext = row.width - a.width;
        const wide = `((_ ${a.signed ? 'sign_extend' : 'zero_extend'} ${ext}) ${xs[i]})`;
        return sign === 1 ? wide : `(bvneg ${wide})`;
    });
    return parts.length === 1 ? parts[0] : `(bvadd ${parts.join(' ')})`;
}
/** `row <= d` as a formula. */
function rowBound(row, args, xs, d) {
    return `(bvsle ${templates_rowTerm(row, args, xs)} ${bvLit(d, row.width)})`;
}
/** A model value of a row (bit pattern) as the signed integer it is. */
function signedValue(bits, width) {
    return BigInt.asIntN(width, bits);
}
/** The largest value a row can take (its bound when unbounded is pointless). */
function rowMax(row, args) {
    let m = 0n;
    for (const [i, sign] of row.terms) {
        const a = args[i];
        const hi = a.signed ? (1n << BigInt(a.width - 1)) - 1n : (1n << BigInt(a.width)) - 1n;
        const lo = a.signed ? -(1n << BigInt(a.width - 1)) : 0n;
        m += sign === 1 ? hi : -lo;
    }
    return m;
}
/**
 * Where an unfinished iteration hands a row on as a candidate (a hint, refined like any other): at
 * the smallest threshold at or above its bound so far, where its next raise would take it.
 * Measured on the dev SV-COMP corpus in session 31: handing on the bounds read off the models
 * instead (which are still rising) cost CHC's refinement a long cascade of one-conjunct drops
 * (loops/trex01-2: 4.6 s of work, 1 s so); undefined when no threshold is left below the row's
 * largest value (the row is unbounded).
 */
function widenedBound(row, args, bound, steps) {
    const next = steps.find((t) => t >= bound);
    return next === undefined || next >= rowMax(row, args) ? undefined : next;
}
/** Widening thresholds: the constants of the clauses (read signed and unsigned), their neighbours, 0 and ±1. */
function thresholds(system) {
    const set = new Set([0n, 1n, -1n]);
    const visit = (s) => {
        if (typeof s === 'string') {
            let v;
            let w = 0;
            if (s.startsWith('#x'))
                [v, w] = [BigInt(`0x${s.slice(2)}`), (s.length - 2) * 4];
            else if (s.startsWith('#b'))
                [v, w] = [BigInt(`0b${s.slice(2)}`), s.length - 2];
            if (v !== undefined && w > 1 && w <= 64) {
                for (const x of [v, BigInt.asIntN(w, v)])
                    for (const d of [-1n, 0n, 1n])
                        set.add(x + d);
            }
            return;
        }
        if (s.length === 3 && s[0] === '_' && typeof s[1] === 'string' && s[1].startsWith('bv')) {
            const v = BigInt(s[1].slice(2));
            const w = Number(s[2]);
            for (const x of [v, BigInt.asIntN(w, v)])
                for (const d of [-1n, 0n, 1n])
                    set.add(x + d);
            return;
        }
        for (const x of s)
            visit(x);
    };
    for (const c of system.clauses) {
        visit(parseSexp(c.constraint));
        for (const a of [...c.apps, ...(c.target ? [c.target] : [])])
            for (const t of a.args)
                visit(parseSexp(t));
    }
    for (const x of [...set])
        set.add(-x);
    return [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

;// CONCATENATED MODULE: ./src/engines/invariants/equalities.ts
// Linear equality templates: per predicate the candidates `x = y`, `z = x + y` and `z = x - y`
// over parameters of the same width, in modular (bit-vector) arithmetic, kept Houdini-style (a
// candidate some clause does not preserve is dropped until the rest is inductive). Intervals and
// zones relate at most two variables; these catch the three-variable relations of sums, copies
// and counters (`\result = \old(m) + \old(n)` for a recursive addition, `s = i + j` for a loop).


/** Most candidates per predicate (the rest are not tried). */
const MAX_EQUALITIES = 240;
/** Most guarded affine candidates per summary predicate. */
const MAX_GUARDED = 400;
/** Slopes and offsets of the guarded affine candidates; guards are the program's constants up to this size. */
const SLOPES = [1n, 2n];
const OFFSETS = [-3n, -2n, -1n, 0n, 1n, 2n, 3n];
const GUARD_MAX = 16n;
const GUARDS = 6;
/** The candidates per predicate. */
function equalityCandidates(system) {
    const out = new Map();
    const guards = thresholds(system)
        .filter((c) => c >= -GUARD_MAX && c <= GUARD_MAX)
        .sort((a, b) => Number((a < 0n ? -a : a) - (b < 0n ? -b : b)))
        .slice(0, GUARDS);
    // summaries of recursive functions: their summary predicate is in the body of one of its clauses
    const recursive = new Set(system.clauses.flatMap((c) => c.target?.pred.startsWith('S_') && c.apps.some((a) => a.pred === c.target?.pred) ? [c.target.pred] : []));
    for (const [pred] of system.predicates) {
        const args = system.args.get(pred) ?? [];
        const byWidth = new Map();
        for (const [i, a] of args.entries()) {
            if (a.width <= 1)
                continue;
            (byWidth.get(a.width) ?? byWidth.set(a.width, []).get(a.width))?.push(i);
        }
        const cands = [];
        for (const ix of byWidth.values()) {
            for (const [p, i] of ix.entries())
                for (const j of ix.slice(p + 1))
                    cands.push(`(= a${i} a${j})`);
            for (const k of ix)
                for (const [p, i] of ix.entries())
                    for (const j of ix.slice(p + 1)) {
                        if (k === i || k === j)
                            continue;
                        cands.push(`(= a${k} (bvadd a${i} a${j}))`, `(= a${k} (bvsub a${i} a${j}))`, `(= a${k} (bvsub a${j} a${i}))`);
                    }
        }
        const guarded = recursive.has(pred) ? guardedAffine(args, guards) : [];
        const all = [...cands.slice(0, MAX_EQUALITIES), ...guarded.slice(0, MAX_GUARDED)];
        if (all.length > 0)
            out.set(pred, all);
    }
    return out;
}
/**
 * For the summary of a recursive function: `\old(g) = c => r = s * \old(x) + d` (and the same without the guard),
 * for a result r, entry values g and x of r's width, a small constant c of the program, s in
 * SLOPES and d in OFFSETS. A recursive function's result is often affine in one argument once
 * another is fixed (each level adds the same amount); the guard picks the case.
 */
function guardedAffine(args, guards) {
    const entry = [...args.entries()].filter(([, a]) => a.key.startsWith('0:') && a.width > 1);
    const results = [...args.entries()].filter(([, a]) => !a.key.startsWith('0:') && a.width > 1);
    const out = [];
    for (const [k, r] of results)
        for (const [j, x] of entry) {
            if (x.width !== r.width)
                continue;
            const terms = SLOPES.flatMap((sl) => OFFSETS.map((d) => {
                const sx = sl === 1n ? `a${j}` : `(bvmul ${bv(sl, r.width)} a${j})`;
                return `(= a${k} (bvadd ${sx} ${bv(d, r.width)}))`;
            }));
            out.push(...terms);
            for (const [g, y] of entry) {
                if (g === j)
                    continue;
                for (const c of guards)
                    for (const t of terms)
                        out.push(`(=> (= a${g} ${bv(c, y.width)}) ${t})`);
            }
        }
    return out;
}
/** `v` as a bit-vector literal of width `w` (two's complement). */
function bv(v, w) {
    return `(_ bv${BigInt.asUintN(w, v)} ${w})`;
}
/** Whether the candidates include guarded affine ones (a recursive function's summary). */
function hasGuarded(cands) {
    return [...cands.values()].some((cs) => cs.some((c) => c.startsWith('(=>')));
}
/** The inductive equalities (none when out of time or when none holds). */
async function equalityInvariants(system, session, deadline, cands = equalityCandidates(system)) {
    if (cands.size === 0)
        return undefined;
    const refined = await refineCandidates(system, cands, session, deadline);
    if (!refined)
        return undefined;
    const kept = new Map([...refined.conjuncts].filter(([, cs]) => cs.length > 0));
    return kept.size > 0 ? { invariants: kept, inductive: true } : undefined;
}

;// CONCATENATED MODULE: ./src/engines/invariants/templateInvariants.ts
// Template invariants for the predicates of a Horn system (cut nodes of the CFA: loop heads,
// function entries and exits, call sites), in the style of 2LS's template domains: per predicate a
// set of rows `t(x) <= d` (intervals, then octagons); the bounds `d` are computed by an ascending
// iteration in which the SMT solver computes the abstract post exactly: a clause whose body holds
// under the current bounds but whose head does not gives a model, and the violated rows of the head
// are raised to the model's values. A row raised twice jumps to the next widening threshold (the
// program's constants), then to unbounded, so the iteration ends. The result is inductive by
// construction (no clause is violated at the fixpoint); whether it also implies safety is checked
// separately. It is both a certificate candidate and a strengthening for k-induction.








const RAISES_BEFORE_WIDENING = 1;
async function templateInvariants(system, session, options) {
    const t0 = performance.now();
    const states = new Map();
    for (const [name] of system.predicates) {
        const rows = rowsFor(system.args.get(name) ?? [], options);
        states.set(name, { rows, bounds: rows.map(() => undefined), raises: rows.map(() => 0), reached: false });
    }
    const steps = thresholds(system);
    const work = system.clauses.filter((c) => c.target && c.apps.length === 0);
    const users = new Map();
    for (const c of system.clauses) {
        if (!c.target)
            continue;
        for (const a of c.apps)
            users.set(a.pred, [...(users.get(a.pred) ?? []), c]);
    }
    const queued = new Set(work);
    try {
        while (work.length > 0) {
            if (workNow() >= options.deadline)
                return result(system, states, false, steps);
            const c = work.shift();
            queued.delete(c);
            if (c.apps.some((a) => !states.get(a.pred)?.reached))
                continue;
            const model = await violation(system, states, c, session, options.deadline);
            if (options.stats)
                options.stats.queries++;
            if (model === 'timeout')
                return result(system, states, false, steps);
            if (model === undefined)
                continue;
            raise(system, states.get(c.target.pred), c, model, steps);
            for (const u of users.get(c.target.pred) ?? []) {
                if (!queued.has(u)) {
                    queued.add(u);
                    work.push(u);
                }
            }
            if (!queued.has(c)) {
                queued.add(c);
                work.push(c);
            }
        }
    }
    finally {
        if (options.stats)
            options.stats.seconds += (performance.now() - t0) / 1000;
    }
    return result(system, states, true, steps);
}
function result(system, states, inductive, steps) {
    const out = new Map();
    for (const [name, st] of states) {
        // a predicate the iteration has not reached yet is no candidate for anything
        if (!inductive && !st.reached)
            continue;
        out.set(name, conjuncts(system, name, st, inductive ? undefined : steps));
    }
    return { invariants: out, inductive };
}
/**
 * The head's row values in a state that violates clause `c` under the current bounds, if any. Each
 * query is a one-shot check in a fresh context (measured on loop-invgen/nest-if3 with zone rows:
 * 77 ms per query, against 174 ms with push/pop in one session and about 700 ms with every clause
 * asserted once under activation literals and the bounds as assumptions).
 */
async function violation(system, states, c, session, deadline) {
    const left = deadline - workNow();
    if (left <= 0)
        return 'timeout';
    const target = c.target;
    const st = states.get(target.pred);
    const args = system.args.get(target.pred) ?? [];
    const preds = new Set(c.apps.map((a) => a.pred));
    const current = new Map([...preds].map((p) => [p, conjuncts(system, p, states.get(p))]));
    const rows = st.rows.map((r) => templates_rowTerm(r, args, target.args));
    const head = conjuncts(system, target.pred, st).map((x) => renameText(x, argMap(target.args)));
    const script = [
        bodyDefinitions(system, c, current, 'true'),
        ...c.vars.map(([n, sort]) => `(declare-fun ${n} () ${sort})`),
        `(assert ${clauseBody(c)})`,
        `(assert (not (and true ${head.join(' ')})))`,
    ].join('\n');
    const r = await session.checkOnce(script, rows, left);
    if (r.result === 'unknown')
        return 'timeout';
    if (r.result === 'unsat')
        return undefined;
    return (r.values ?? []).map((v) => (typeof v === 'bigint' ? v : 0n));
}
/** `a0`, `a1`, ... to the given argument terms. */
function argMap(args) {
    return new Map(args.map((t, i) => [`a${i}`, t]));
}
/** Raises the violated rows of the clause's head to the model's values (widening after repeated raises). */
function raise(system, st, c, model, steps) {
    const args = system.args.get(c.target.pred) ?? [];
    st.rows.forEach((row, i) => {
        const v = signedValue(model[i], row.width);
        if (!st.reached) {
            st.bounds[i] = v;
            return;
        }
        const d = st.bounds[i];
        if (d === undefined || v <= d)
            return;
        st.raises[i]++;
        let next = v;
        if (st.raises[i] > RAISES_BEFORE_WIDENING)
            next = steps.find((t) => t >= v);
        if (next !== undefined && next >= rowMax(row, args))
            next = undefined;
        st.bounds[i] = next;
    });
    st.reached = true;
}
function params(system, name) {
    return (system.predicates.find(([n]) => n === name)?.[1] ?? []).map((_, i) => `a${i}`);
}
/**
 * The rows at their bounds; with `widenTo` (an unfinished iteration's thresholds), each at the
 * threshold its next raise would take it to (templates.ts widenedBound).
 */
function conjuncts(system, name, st, widenTo) {
    if (!st.reached)
        return ['false'];
    const args = system.args.get(name) ?? [];
    const xs = params(system, name);
    return st.rows.flatMap((r, i) => {
        const d = st.bounds[i];
        const at = d === undefined || !widenTo ? d : widenedBound(r, args, d, widenTo);
        return at === undefined ? [] : [rowBound(r, args, xs, at)];
    });
}
/**
 * Linear equalities (equalities.ts), intervals, then (for `octagons`) zones with what is left of the time. Both results come back,
 * marked inductive when their iteration reached its fixpoint (the zones include the interval rows,
 * so they are usually stronger); an unfinished iteration hands on candidates only (its rows at the thresholds their next raise would take them to).
 */
async function computeInvariants(system, session, level, deadline, stats) {
    if (level === 'none')
        return [];
    // linear equalities first (one Houdini run, at most a fifth of the time; three fifths with the
    // guarded candidates of a recursive function's summary, which are many and which intervals and
    // zones cannot replace)
    const cands = equalityCandidates(system);
    const share = hasGuarded(cands) ? 0.6 : 0.2;
    const equalities = await equalityInvariants(system, session, workNow() + (deadline - workNow()) * share, cands);
    const start = workNow();
    const out = [
        ...(equalities ? [equalities] : []),
        await templateInvariants(system, session, {
            octagons: false,
            deadline: level === 'intervals' ? deadline : start + (deadline - start) * 0.3,
            ...(stats ? { stats } : {}),
        }),
    ];
    if (level === 'zones')
        out.push(await templateInvariants(system, session, { octagons: true, deadline, ...(stats ? { stats } : {}) }));
    return out;
}
/**
 * Template invariants at `level` as an engine: it answers no property (its findings are hints and
 * facts for the engines after it), and a failure leaves none rather than an error.
 */
function templateEngine(level) {
    const none = { answers: new Map(), invariants: [] };
    return {
        name: 'templates',
        run: async (task, ctx) => {
            if (level === 'none')
                return none;
            let system;
            try {
                system = hornSystemOf(task.cfa, task.entry, task.skip, { arrays: true });
            }
            catch (e) {
                if (e instanceof memoryModel_EncodeUnsupported)
                    return none;
                throw e;
            }
            const stats = { queries: 0, seconds: 0 };
            try {
                const invariants = await inSession(ctx, (s) => computeInvariants(system, s, level, ctx.deadline, stats));
                return { answers: new Map(), invariants };
            }
            catch {
                return none; // hints only: the engines after it do without
            }
            finally {
                ctx.figures?.({ queries: stats.queries, querySeconds: stats.seconds });
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/proofStages.ts
// The proving stages of the portfolio: CHC (Spacer), k-induction with template invariants, and
// predicate analysis with CEGAR. A stage's SAFE answers are kept only after their certificate
// passes the independent re-check in fresh solver sessions; a rejected certificate is an internal
// error, and the properties stay UNKNOWN with that reason unless another engine decides them.












/** Template invariants (src/engines/invariants) for the stages that follow; none when the program is out of reach. */
async function templateStage(cfa, pool, o, figures) {
    const task = { cfa, entry: o.entry, skip: o.skip, hints: [], facts: [] };
    const outcome = await templateEngine(o.level).run(task, context(pool, o.deadline, figures));
    return outcome.invariants;
}
async function chcStage(cfa, pool, o) {
    const { stage, outcome } = await certified(chcEngine, cfa, pool, o);
    return outcome?.inductive ? { ...stage, inductive: outcome.inductive } : stage;
}
/**
 * Compositional proofs with Max-SMT conditional invariants (src/engines/condinv), from the inductive
 * template invariants as known facts; their SAFE answers are Horn solutions. With a store, the
 * components' invariants of earlier runs are tried first, and this run's are stored once its
 * certificate is accepted.
 */
async function condinvStage(cfa, pool, o, figures, store, 
/** Only when the store has an invariant for some part of the program (`auto` on warm runs). */
onlyWithStored = false) {
    const engine = condinvEngine({
        ...(store ? { store } : {}),
        onlyWithStored,
        samplesMs: CONDINV.samplesCapSeconds * 1000,
    });
    const { stage, outcome } = await certified(engine, cfa, pool, o, figures);
    // one certificate for every property condinv proved: accepted when any of them is SAFE
    if (store && stage.safe.length > 0)
        for (const [print, pairs] of outcome?.records ?? [])
            store.save(print, pairs);
    return stage;
}
/**
 * Keeps the per-component invariants of a stage's certified Horn solutions for condinv (warm runs
 * of `auto` start from them).
 */
function keepRecords(cfa, entry, stage, store) {
    const models = new Set(stage.safe.flatMap((a) => a.result.verdict === 'safe' && a.result.certificate.kind === 'horn-solution'
        ? [a.result.certificate.model]
        : []));
    try {
        for (const model of models)
            for (const [print, pairs] of solutionRecords(cfa, entry, model))
                store.save(print, pairs);
    }
    catch {
        // the records are hints for later runs: a solution that cannot be read leaves none
    }
}
/**
 * Predicate analysis with CEGAR (src/engines/predicate), its IMPACT variant, or block-abstraction
 * memoization (src/engines/bam); their SAFE answers are Horn solutions. With a summary store, BAM
 * starts from an earlier run's summaries; when the certificate built with them is rejected, the
 * analysis runs again without them (a forged or stale store costs time, never a verdict).
 */
async function predicateStage(cfa, pool, o, kind = 'predicate', summaries, figures) {
    const run = async (store) => {
        const engine = kind === 'bam' ? bamEngine(store) : kind === 'impact' ? impactEngine : predicateEngine;
        const { stage, outcome } = await certified(engine, cfa, pool, o, figures);
        const usedImports = outcome?.usedImports ?? false;
        const violated = [];
        let other;
        for (const [id, v] of outcome?.answers ?? []) {
            if (v.verdict !== 'unknown')
                continue;
            if (v.kind === 'needs-trace')
                violated.push(id);
            else
                other ??= v;
        }
        if (violated.length === 0)
            return { stage, usedImports };
        // the reason reported for the properties left UNKNOWN is not the violated ones' (BMC takes those)
        const { reason, reasonKind, ...rest } = stage;
        const kept = reasonKind === 'needs-trace'
            ? other
            : reason !== undefined
                ? result_unknown(reasonKind ?? 'internal', reason)
                : undefined;
        const why = kept !== undefined ? { reason: kept.reason, reasonKind: kept.kind } : {};
        return { stage: { ...rest, violated, ...why }, usedImports };
    };
    const first = await run(summaries);
    const rejected = first.stage.reasonKind === 'internal';
    if (!first.usedImports || !rejected || workNow() >= o.searchDeadline)
        return first.stage;
    return (await run(undefined)).stage;
}
async function kInductionStage(cfa, pool, o, figures) {
    return (await certified(kInductionEngine, cfa, pool, o, figures)).stage;
}
/** The engine's task: the open properties and the invariants so far (the inductive ones as facts). */
function taskOf(cfa, o) {
    return {
        cfa,
        entry: o.entry,
        skip: o.skip,
        hints: o.invariants.map((t) => t.invariants),
        facts: o.invariants.filter((t) => t.inductive).map((t) => t.invariants),
    };
}
function context(pool, deadline, figures) {
    return { deadline, sessions: pool, ...(figures ? { figures } : {}) };
}
/**
 * Runs the engine on the stage's task, groups its SAFE answers by certificate and keeps those whose
 * certificate passes; with the engine's outcome (none when it failed).
 */
async function certified(engine, cfa, pool, o, figures) {
    const t0 = performance.now();
    let outcome;
    try {
        outcome = await engine.run(taskOf(cfa, o), context(pool, o.searchDeadline, figures));
    }
    catch (e) {
        // a prover's failure leaves the properties to the other engines
        const reason = `internal error in ${engine.name}: ${e.message.slice(0, 200)}`;
        return { stage: { safe: [], reason, reasonKind: 'internal' } };
    }
    const groups = new Map();
    let why;
    for (const [id, v] of outcome.answers) {
        if (v.verdict === 'unknown')
            why ??= v;
        if (v.verdict !== 'safe')
            continue;
        const key = JSON.stringify(v.certificate);
        const g = groups.get(key) ?? { certificate: v.certificate, ids: [] };
        g.ids.push(id);
        groups.set(key, g);
    }
    const safe = [];
    for (const { certificate, ids } of groups.values()) {
        // the others are assumed
        const atLeast = CERTIFY.proofAtLeastSeconds * 1000;
        const deadline = workNow() + Math.max(atLeast, o.checkDeadline - workNow());
        const task = { cfa, entry: o.entry, propertyIds: new Set(ids) };
        const check = await checkCertificate_checkCertificate(task, certificate, pool, deadline);
        if (check.status !== 'accepted') {
            why =
                check.status === 'timeout'
                    ? result_unknown('timeout', CERTIFICATE_TIMEOUT)
                    : result_unknown('internal', `internal error: ${engine.name} certificate rejected (${check.reason})`);
            continue;
        }
        const seconds = (performance.now() - t0) / 1000;
        for (const propertyId of ids)
            safe.push({ propertyId, engine: engine.name, seconds, result: { verdict: 'safe', certificate } });
    }
    const stage = { safe, ...(why !== undefined ? { reason: why.reason, reasonKind: why.kind } : {}) };
    return { stage, outcome };
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/ubFreePaths.ts
// Counterexamples that replay into undefined behaviour before their violation. C gives such a run
// no meaning, so the violation is not confirmed: the UB itself is the finding (its counterexample
// is the inputs up to it), and the property is asked about once more, by BMC on the CFA with
// every `--check` family added as error nodes: a path to the property must avoid them, so it is
// free of signed overflow, division by zero and out-of-bounds indexing; replay checks the rest.







/** The UB finding's counterexample: the inputs the run consumed up to the undefined behaviour. */
function findingCounterexample(b) {
    const f = b.run.finding;
    if (!f)
        return undefined;
    return {
        propertyId: f.id,
        inputs: b.cex.inputs.slice(0, b.run.inputsConsumed),
        ...(b.cex.depth !== undefined ? { depth: b.cex.depth } : {}),
    };
}
/** The UNKNOWN reason of a property reached only through undefined behaviour. */
function onlyThroughUb(b, why) {
    const o = b.run.outcome;
    const what = o.kind === 'undefined-behavior' ? `${o.what} at ${o.loc.file}:${o.loc.line}` : o.kind;
    return `reached only through undefined behaviour: ${what} (${why})`;
}
const FAMILY = {
    'signed-overflow': 'overflow',
    'div-by-zero': 'div-by-zero',
    'array-bounds': 'bounds',
};
/**
 * Asks BMC again for each blocked property, on the CFA with every check added (the program's own
 * nodes, edges and property ids unchanged), until `deadline`; replays what it finds there.
 */
async function ubFreePaths(cfa, pool, blocked, entry, deadline) {
    const out = new Map();
    const kinds = new Set();
    for (const fn of cfa.functions.values())
        for (const p of fn.properties)
            if (FAMILY[p.kind])
                kinds.add(FAMILY[p.kind]);
    const checked = buildProgramCfa(cfa.program, {
        checks: kinds,
        allChecks: kinds.size < UB_CHECKS.length,
        ...(cfa.objectElements !== undefined ? { objectElements: cfa.objectElements } : {}),
    });
    const wanted = new Set(blocked.map((b) => b.propertyId));
    const skip = new Set(programCfa_propertyIds(checked).filter((id) => !wanted.has(id)));
    const task = { cfa: checked, entry, skip, hints: [], facts: [] };
    const { answers } = await bmcEngine.run(task, { deadline, sessions: pool });
    for (const b of blocked) {
        const v = answers.get(b.propertyId);
        if (!v) {
            out.set(b.propertyId, { confirmed: false, reason: 'no path free of it was looked for' });
        }
        else if (v.verdict === 'safe') {
            out.set(b.propertyId, {
                confirmed: false,
                reason: 'no path free of overflow, division by zero and out-of-bounds indexing reaches it',
            });
        }
        else if (v.verdict === 'unknown') {
            out.set(b.propertyId, { confirmed: false, reason: `a path free of it: ${v.reason}` });
        }
        else {
            const run = replay_replay(checked, entry, v.counterexample);
            out.set(b.propertyId, run.confirmed
                ? { confirmed: true, cfa: checked, verdict: v, run }
                : {
                    confirmed: false,
                    reason: `the path free of the checked kinds does not replay: ${run.reason ?? ''}`,
                });
        }
    }
    return out;
}
/**
 * Answers for properties whose counterexample ran into undefined behaviour: the UB findings
 * (UNSAFE, trace up to the UB), and per property UNSAFE through a UB-free path, or UNKNOWN.
 */
async function throughUb(cfa, pool, blocked, options, deadline, seconds) {
    const out = [];
    const found = new Set();
    for (const b of blocked) {
        const cex = findingCounterexample(b);
        const finding = b.run.finding;
        if (!cex || !finding || found.has(finding.id))
            continue;
        // a run that used a made-up result of a function without body or model is not C's run
        if (cex.inputs.some((v) => v.source === 'external'))
            continue;
        found.add(finding.id);
        // inputs shrunk toward zero while the run still ends in the same undefined behaviour
        // (the finding's own replay confirms it: the same inputs, up to those the run consumed)
        const first = replay_replay(cfa, options.entry, cex);
        const shown = first.confirmed ? minimise_minimise(cfa, options.entry, cex, first) : { cex, run: b.run };
        const verdict = { verdict: 'unsafe', counterexample: shown.cex };
        out.push({
            propertyId: finding.id,
            engine: 'bmc',
            seconds,
            result: verdict,
            trace: unsafeEvidence_boundTrace(shown.run.trace),
            finding: shown.run.finding ?? finding,
            ...unsafeEvidence_reproducerFile(cfa, verdict, options),
        });
    }
    const free = await ubFreePaths(cfa, pool, blocked, options.entry, deadline);
    for (const b of blocked) {
        const r = free.get(b.propertyId);
        if (r?.confirmed) {
            const small = minimise_minimise(r.cfa, options.entry, r.verdict.counterexample, r.run);
            const verdict = { verdict: 'unsafe', counterexample: small.cex };
            out.push({
                propertyId: b.propertyId,
                engine: 'bmc',
                seconds,
                result: verdict,
                trace: unsafeEvidence_boundTrace(small.run.trace),
                ...unsafeEvidence_reproducerFile(r.cfa, verdict, options),
            });
        }
        else {
            const reason = onlyThroughUb(b, r?.reason ?? 'no path free of it was looked for');
            out.push({ propertyId: b.propertyId, engine: 'bmc', seconds, result: result_unknown('incomplete', reason) });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/bmcStage.ts
// BMC as the portfolio's last stage: incremental bounded model checking of what the stages before
// left open, then, when CHC's slice had run out of time, CHC again for what BMC left open. A
// violation stands when concrete replay reaches it (one that runs into undefined behaviour first
// is searched again on UB-free paths, ubFreePaths.ts); a complete unwinding stands when its
// certificate passes the independent re-check.













/** BMC (and CHC's retry) on the properties not in `decided`: certified answers, and BMC's solver calls. */
async function bmcStage(cfa, pool, options, run, times, retryChc, 
/** A probe: no round it would not end in time (what it leaves open goes on to later stages). */
probe = false) {
    const { t0, deadline, searchDeadline } = times;
    const T = options.timeoutSeconds * 1000;
    const bmcDeadline = retryChc
        ? Math.min(searchDeadline, Math.max(workNow() + T * BMC.chcRetry.bmcAtLeast, t0 + T * BMC.chcRetry.bmcUntil))
        : searchDeadline;
    const answers = [];
    const task = { cfa, entry: options.entry, skip: run.decided, hints: [], facts: [] };
    const figures = options.onEngine && ((f) => options.onEngine?.('bmc', f));
    const ctx = { deadline: bmcDeadline, sessions: pool, ...(figures ? { figures } : {}) };
    let result = await bmcEngineWith(run.bmcResume, probe).run(task, ctx);
    // unsolvable clauses become solvable only without a violated property's
    const found = [...result.answers.values()].some((v) => v.verdict === 'unsafe');
    const unknownIds = () => [...result.answers].filter(([, v]) => v.verdict === 'unknown').map(([id]) => id);
    const left = unknownIds();
    if (retryChc === 'unsolvable' && !found && left.length > 0 && searchDeadline > workNow()) {
        // no violation by the retry's time: BMC goes on from its last round with what is still open
        const skip = new Set(programCfa_propertyIds(cfa).filter((id) => !left.includes(id)));
        const more = await bmcEngineWith(run.bmcResume, probe).run({ ...task, skip }, { ...ctx, deadline: searchDeadline });
        const answers = new Map(result.answers);
        for (const id of left) {
            const v = more.answers.get(id);
            if (v)
                answers.set(id, v);
        }
        result = {
            stats: { ...more.stats, solverCalls: result.stats.solverCalls + more.stats.solverCalls },
            answers,
        };
    }
    if (retryChc === 'timeout' || (retryChc === 'unsolvable' && found)) {
        const open = new Set(unknownIds());
        if (open.size > 0 && searchDeadline - workNow() > BMC.chcRetry.minSeconds * 1000) {
            const skip = new Set(programCfa_propertyIds(cfa).filter((id) => !open.has(id)));
            const stage = await chcStage(cfa, pool, {
                entry: options.entry,
                skip,
                searchDeadline,
                checkDeadline: deadline,
                invariants: run.invariants,
            });
            for (const a of stage.safe)
                result.answers.delete(a.propertyId);
            answers.push(...stage.safe);
            if (options.invariantStore)
                keepRecords(cfa, options.entry, stage, options.invariantStore);
        }
    }
    const seconds = run.seconds();
    const certified = await certifiedBmc(cfa, pool, options, result, { deadline, searchDeadline, seconds });
    answers.push(...certified);
    // the prefixes found covered left out the properties this run answered UNSAFE: one whose
    // violation did not replay is open again, and those prefixes say nothing of it
    const rejected = certified.some((a) => result.answers.get(a.propertyId)?.verdict === 'unsafe' && a.result.verdict !== 'unsafe');
    if (rejected)
        run.bmcResume.prefixes.clear();
    return { answers, solverCalls: result.stats.solverCalls };
}
/** BMC's answers, certified: violations replayed, a complete unwinding's certificate re-checked. */
async function certifiedBmc(cfa, pool, options, result, at) {
    const { deadline, searchDeadline, seconds } = at;
    const answers = [];
    const safe = [];
    const blocked = [];
    let safeDepth = 0;
    const memory = programCfa_memoryPropertyIds(cfa);
    for (const [propertyId, verdict] of result.answers) {
        if (verdict.verdict === 'safe') {
            safe.push(propertyId);
            if (verdict.certificate.kind === 'complete-unwinding')
                safeDepth = Math.max(safeDepth, verdict.certificate.depth);
            continue;
        }
        if (verdict.verdict === 'unknown') {
            answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
            continue;
        }
        const run = replay_replay(cfa, options.entry, verdict.counterexample);
        if (!run.confirmed && run.outcome.kind === 'undefined-behavior') {
            blocked.push({ propertyId, cex: verdict.counterexample, run });
            continue;
        }
        if (!run.confirmed) {
            // a path through an unknown function's made-up result is out of reach; a memory test is not
            // encoded (it may fail anywhere); any other replay that differs from the model is an internal
            // disagreement
            const result = run.unknownFunction
                ? result_unknown('unsupported', run.reason)
                : memory.has(propertyId)
                    ? result_unknown('incomplete', MEMORY_UNKNOWN)
                    : result_unknown('internal', `unconfirmed counterexample: ${run.reason ?? 'replay differs'}`);
            answers.push({ propertyId, engine: 'bmc', seconds, result });
            continue;
        }
        // inputs shrunk toward zero, each step replay-confirmed (certify/minimise.ts)
        const small = minimise_minimise(cfa, options.entry, verdict.counterexample, run);
        const shown = { verdict: 'unsafe', counterexample: small.cex };
        answers.push({
            propertyId,
            engine: 'bmc',
            seconds,
            result: shown,
            trace: unsafeEvidence_boundTrace(small.run.trace),
            ...unsafeEvidence_reproducerFile(cfa, shown, options),
        });
    }
    if (blocked.length > 0) {
        const until = Math.min(deadline, Math.max(searchDeadline, workNow() + BMC.ubRetrySeconds * 1000));
        answers.push(...(await throughUb(cfa, pool, blocked, options, until, seconds)));
    }
    if (safe.length > 0) {
        // the check unwinds BMC's last round again: past the deadline, up to the work BMC's run took
        const bmcWork = (result.stats.solverSeconds + result.stats.encodeSeconds) * 1000;
        const allowance = Math.min(bmcWork, options.timeoutSeconds * 1000 * BMC.checkBeyondShare);
        const checkDeadline = Math.max(workNow() + BMC.checkAtLeastSeconds * 1000, deadline + allowance);
        const certificate = { kind: 'complete-unwinding', depth: safeDepth };
        const task = { cfa, entry: options.entry, propertyIds: new Set(safe) };
        const outcome = await checkCertificate_checkCertificate(task, certificate, pool, checkDeadline);
        const verdict = outcome.status === 'accepted'
            ? { verdict: 'safe', certificate }
            : outcome.status === 'timeout'
                ? result_unknown('timeout', CERTIFICATE_TIMEOUT)
                : result_unknown('internal', `internal error: certificate rejected (${outcome.reason})`);
        for (const propertyId of safe)
            answers.push({ propertyId, engine: 'bmc', seconds, result: verdict });
    }
    return answers;
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/lanes.ts
// The parallel portfolio (`--threads`): under work budgets, `auto` runs as lanes (presets.ts LANES),
// each a preset of its own with its own work budget and work clock, side by side (their solvers on
// worker threads of their own, a lane marked `worker` entirely on a thread of its own: laneThreads.ts;
// `--threads 1` runs them one after the other on the main thread). Lanes share nothing
// that could change what they decide: each decides what it would decide alone, so the properties
// decided, and their verdicts, are the union of what each lane decides alone, the same on any
// machine, under any load and for any number of threads (certified answers cannot disagree). For a
// property two lanes decide, the answer decided earlier on its lane's work clock is kept.
// A lane stops once the other lanes decided everything it has open before its own time: what it
// would still decide would lose to theirs, so stopping changes no answer. When its clock lags (a
// solver request whose work Z3 counts slowly), it stops after a grace of wall time even so (its
// request in flight ends at once): then only the engine named for a property both lanes decide may
// differ, never a verdict.





/**
 * Runs `lanes` on the open ones of `ids`, at most `threads` at a time (in lane order), each with a
 * budget of `share` × `options.timeoutSeconds`; one answer per open property, the earliest decided.
 * With `offThread` (and a work clock), the lanes marked `worker` run on worker threads of their own.
 */
async function lanes_runLanes(ids, lanes, options, threads, runners, offThread) {
    const parent = workClock();
    const board = new DecisionBoard(lanes.length, ids);
    const states = lanes.map((_, i) => {
        const state = { stop: new LaneStop(i, board, () => state.run?.decided) };
        return state;
    });
    // a lane that decided something tells the others (their clocks check whether they are done)
    const tellOthers = (i) => states.forEach((l, j) => {
        if (j === i)
            return;
        l.stop.clock?.checkStop();
        l.remote?.tell();
    });
    const works = [];
    const results = lanes.map(() => []);
    const runLane = async (i) => {
        const state = states[i];
        const laneOptions = { ...options, timeoutSeconds: options.timeoutSeconds * lanes[i].share };
        const budgetMs = laneOptions.timeoutSeconds * 1000;
        const job = parent !== undefined && offThread !== undefined && lanes[i].worker === true && threads > 1
            ? { plan: lanes[i], lane: i, ids, options: laneOptions, board, start: parent.laneStart(budgetMs) }
            : undefined;
        // a worker that cannot start (no laneWorker.js beside the bundle): the lane runs here
        const handle = job && startOffThread(offThread, job, () => tellOthers(i));
        if (handle !== undefined) {
            state.remote = handle;
            const outcome = await handle.outcome;
            state.remote = undefined;
            results[i] = outcome.answers;
            state.decidedAt = new Map(outcome.decidedAt);
            works.push(outcome.work);
            for (const [engine, figures] of outcome.engines)
                options.onEngine?.(engine, figures);
            return;
        }
        const run = new PortfolioRun(ids, laneOptions, undefined, laneLink(i, board, () => tellOthers(i)));
        state.run = run;
        state.decidedAt = run.decidedAt;
        if (parent === undefined) {
            results[i] = await runPreset(lanes[i].preset, run, runners);
            return;
        }
        const clock = parent.lane(budgetMs, (now) => state.stop.done(now));
        state.stop.clock = clock;
        results[i] = await withWorkClock(clock, () => runPreset(lanes[i].preset, run, runners));
        state.stop.ended();
        works.push(clock.work());
    };
    // at most `threads` lanes at once, in lane order
    let next = 0;
    const worker = async () => {
        while (next < lanes.length)
            await runLane(next++);
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, lanes.length)) }, worker));
    parent?.absorb(works);
    return mergeLanes(ids, options.skip, states, results);
}
/**
 * The lanes to run on a program: `lanes`, or, when the program has no Horn encoding (`encodable`
 * false) and some of them need one, `without` (presets.ts BUG_LANES: the bug finders split in two,
 * with the budget the provers would have had partly handed on). Unchanged when every lane needs one.
 */
function lanes_lanesFor(lanes, encodable, without = BUG_LANES) {
    if (encodable)
        return lanes;
    const kept = lanes.filter((l) => l.horn !== true);
    if (kept.length === 0 || kept.length === lanes.length)
        return lanes;
    return without;
}
function startOffThread(offThread, job, told) {
    try {
        return offThread?.run(job, told);
    }
    catch {
        return undefined;
    }
}
/** Per open property: the decided answer with the earliest time (then the earlier lane), else the last lane's UNKNOWN. */
function mergeLanes(ids, skip, states, results) {
    const solverCalls = results.flat().reduce((n, a) => n + (a.solverCalls ?? 0), 0);
    const merged = [];
    // besides the entry's properties, what a lane found on the way (BMC's undefined behaviour)
    const found = results.flat().map((a) => a.propertyId);
    for (const id of new Set([...ids, ...found])) {
        if (skip?.has(id))
            continue;
        let best;
        let open;
        for (const [i, answers] of results.entries()) {
            const answer = answers.find((a) => a.propertyId === id);
            if (answer === undefined)
                continue;
            if (answer.result.verdict === 'unknown') {
                open = answer;
                continue;
            }
            const at = states[i].decidedAt?.get(id) ?? Infinity;
            if (best === undefined || at < best.at)
                best = { answer, at };
        }
        const chosen = best?.answer ?? open;
        if (chosen)
            merged.push(withoutSolverCalls(chosen));
    }
    // the lanes' solver calls are counted once, on the first answer (the report sums them)
    if (merged.length > 0 && solverCalls > 0)
        merged[0] = { ...merged[0], solverCalls };
    return merged;
}
function withoutSolverCalls(answer) {
    if (answer.solverCalls === undefined)
        return answer;
    const copy = { ...answer };
    delete copy.solverCalls;
    return copy;
}

;// CONCATENATED MODULE: ./src/pipeline/portfolio/certifiedAnswers.ts
// The engine seam's implementation: runs a portfolio preset (presets.ts) on a program's entry and
// lets only certified answers through. One loop runs any preset: each stage gets its share of the
// entry's time and the properties still open; an UNSAFE candidate stands only when concrete replay
// reaches the same violation; a SAFE candidate only when its certificate passes the independent
// re-check in a fresh solver. Everything else becomes UNKNOWN with the reason.











async function certifiedAnswers(cfa, pool, options) {
    const run = new PortfolioRun(propertyIds(cfa), { ...options, skip: withUnreached(cfa, options) });
    if (await concreteStage(cfa, pool, run, options.reproducers))
        return run.answers;
    const runners = stageRunners(cfa, pool, options);
    if (options.lanes === undefined || options.engine !== 'auto')
        return runPreset(PRESETS[options.engine], run, runners);
    // the lanes share what the single run left of the entry's time
    const left = Math.max(0, options.timeoutSeconds - run.seconds());
    const laneOptions = { ...options, timeoutSeconds: left, skip: new Set(run.decided) };
    const host = options.laneThreads;
    const offThread = host?.threads.offThread(cfa, {
        ...(host.deadline !== undefined ? { deadline: host.deadline } : {}),
        ...(options.reproducers ? { reproducers: true } : {}),
    });
    // a program the provers cannot encode runs without their lane
    const plans = lanesFor(LANES, hornEncodable(cfa, options.entry, laneOptions.skip));
    const lanes = await runLanes(run.ids, plans, laneOptions, options.lanes, runners, offThread);
    return [...run.answers, ...lanes];
}
/**
 * The properties to skip: the caller's, and those no path from the entry reaches (the report calls
 * them unreachable: reachResults.ts), so that no engine searches for them and a lane stops once the
 * reachable ones are decided. None when the walk met a call it cannot follow.
 */
function withUnreached(cfa, options) {
    const reach = reachableProperties(cfa, options.entry);
    if (reach.opaque !== undefined || !cfa.functions.has(options.entry))
        return options.skip;
    const unreached = propertyIds(cfa).filter((id) => !reach.reached.has(id));
    if (unreached.length === 0)
        return options.skip;
    return new Set([...(options.skip ?? []), ...unreached]);
}
/** The real engines as the portfolio loop's stage runners (laneWorker.ts runs a lane with them too). */
function stageRunners(cfa, pool, options) {
    return {
        stage: (stage, r) => runStage(stage, r, cfa, pool, options),
        bmc: (r, searchDeadline, retryChc) => {
            const times = { t0: r.t0, deadline: r.deadline, searchDeadline };
            return bmcStage(cfa, pool, options, r, times, retryChc);
        },
    };
}
/** Runs one stage and records what it decided and learned. */
async function runStage(stage, run, cfa, pool, options) {
    const record = (s) => {
        run.add(s.safe);
        run.lastReason = s.reason !== undefined ? result_unknown(s.reasonKind ?? 'internal', s.reason) : undefined;
    };
    const figures = options.onEngine && ((f) => options.onEngine?.(stage.engine, f));
    switch (stage.engine) {
        case 'testing':
            run.add(await testingStage_testingAnswers(cfa, pool, options, run.decided, run.testingDeadline(stage), run.testRuns, figures));
            return;
        case 'templates': {
            const level = options.invariants ?? 'zones';
            const o = { entry: options.entry, skip: run.decided, level, deadline: run.searchDeadline(stage) };
            run.invariants.push(...(await templateStage(cfa, pool, o, figures)));
            return;
        }
        case 'chc': {
            const s = await chcStage(cfa, pool, stageOptions(stage, run));
            record(s);
            if (options.invariantStore)
                keepRecords(cfa, options.entry, s, options.invariantStore);
            if (s.inductive)
                run.invariants.push({ invariants: s.inductive, inductive: true });
            run.chcStopped = s.reasonKind;
            return;
        }
        case 'condinv': {
            const warm = stage.when === 'warm';
            const o = stageOptions(stage, run);
            const s = await condinvStage(cfa, pool, o, figures, options.invariantStore, warm);
            if (warm)
                run.add(s.safe);
            else
                record(s);
            return;
        }
        case 'kinduction':
            record(await kInductionStage(cfa, pool, stageOptions(stage, run), figures));
            return;
        case 'predicate':
        case 'impact':
        case 'bam': {
            const o = stageOptions(stage, run);
            const s = await predicateStage(cfa, pool, o, stage.engine, options.summaries, figures);
            record(s);
            run.violated = s.violated ?? [];
            return;
        }
        case 'bmc': {
            // a probe (the loop's last stage is bmcStage.ts after the loop): what it decides stands,
            // what it leaves open goes on to the later stages
            const times = { t0: run.t0, deadline: run.deadline, searchDeadline: run.searchDeadline(stage) };
            const probe = await bmcStage(cfa, pool, options, run, times, false, true);
            run.add(probe.answers.filter((a) => a.result.verdict !== 'unknown'));
            return;
        }
    }
}
/** A proving stage's options: the open properties, its search deadline, the invariants so far. */
function stageOptions(stage, run) {
    return {
        entry: run.options.entry,
        skip: new Set(run.decided),
        searchDeadline: run.searchDeadline(stage),
        checkDeadline: run.deadline,
        invariants: [...run.invariants],
    };
}


;// CONCATENATED MODULE: ./src/pipeline/portfolio/laneWorker.ts
// A lane of the parallel portfolio on a worker thread of its own (laneThreads.ts is the main
// thread's side): rebuilds the program's CFA from the program (once per program), runs the lane's
// preset with the real engines on solvers of its own (two Z3 workers, kept for the whole run), on
// a work clock of its own started where the main thread said, with the stop rule read from the
// shared decision board, and hands back what laneThreads.ts needs.








/** Two solver sessions at most (as a lane on the main thread: k-induction's base case and step). */
const pool = createSolverPool({ maxWorkers: 2 });
let held;
/** The running lane's stop rule (a `tell` makes its clock check it). */
let running;
function post(m) {
    external_node_worker_threads_namespaceObject.parentPort?.postMessage(m);
}
async function runJob(job) {
    if (job.program !== undefined)
        held = { key: job.programKey, cfa: buildProgramCfa(job.program, job.cfaOptions) };
    if (held === undefined || held.key !== job.programKey)
        throw new Error('lane worker: program not sent');
    const cfa = held.cfa;
    const board = new laneBoard_DecisionBoard(job.lanes, job.ids, job.board);
    const engines = [];
    const options = {
        ...job.options,
        onEngine: (engine, figures) => engines.push([engine, { ...figures }]),
        ...(job.reproducers ? { reproducers: true } : {}),
    };
    // the lane's stop asks what the run decided (nothing yet while the run does not exist)
    const started = {};
    const stop = new laneStop_LaneStop(job.lane, board, () => started.run?.decided);
    const clock = WorkClock.forLane(job.start, (now) => stop.done(now));
    stop.clock = clock;
    // the run starts on the lane's clock (its origin is the parent's work time), as a lane on the
    // main thread does: read outside it, the worker's wall clock would set the lane's slices and
    // deadline, so they would hang on how long the front end took, and its seconds could be negative
    const lane = new portfolioRun_PortfolioRun(job.ids, options, clock, laneStop_laneLink(job.lane, board, () => post({ kind: 'told' })));
    started.run = lane;
    running = stop;
    const callsBefore = pool.stats().calls;
    try {
        const runners = stageRunners(cfa, pool.withDeadline(job.deadline), options);
        const answers = await workClock_withWorkClock(clock, () => portfolioRun_runPreset(job.preset, lane, runners));
        const solverCalls = pool.stats().calls - callsBefore;
        return { answers, decidedAt: [...lane.decidedAt], work: clock.work(), engines, solverCalls };
    }
    finally {
        stop.ended();
        running = undefined;
    }
}
const mine = external_node_worker_threads_namespaceObject.workerData?.proofgateLaneWorker === true;
if (!external_node_worker_threads_namespaceObject.isMainThread && external_node_worker_threads_namespaceObject.parentPort !== null && mine) {
    external_node_worker_threads_namespaceObject.parentPort.on('message', (m) => {
        if (m.kind === 'tell') {
            running?.clock?.checkStop();
            return;
        }
        runJob(m.job).then((outcome) => post({ kind: 'done', outcome }), (e) => post({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }));
    });
}

module.exports = __webpack_exports__;
/******/ })()
;