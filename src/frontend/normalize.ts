// Offset-preserving normaliser of preprocessed C: every replacement has the length of the text it
// replaces and keeps every newline, so offsets, rows and columns of the result equal those of the
// input. It records and blanks line markers and #pragma/#ident lines, spells GNU keyword aliases as
// the standard keyword, and blanks GNU extensions the grammar does not know (see `normalize`).

/** A line marker (`# 12 "file.c" 1 3`) or `#line 12 "file.c"`; rows are 0-based. */
export interface LineMarker {
  /** Row of the marker itself; the row after it has line `line`. */
  readonly row: number;
  readonly line: number;
  /** File name as written in the marker (unescaped); undefined for `#line N` without a name. */
  readonly file: string | undefined;
  /** 1: entering an include, 2: returning to a file, 3: system header, 4: extern "C". */
  readonly flags: readonly number[];
}

/** A `#pragma` or `#ident` line that was blanked. */
export interface PragmaLine {
  readonly row: number;
  readonly kind: 'pragma' | 'ident';
  /** The text after the directive name, trimmed. */
  readonly text: string;
}

/** Any other directive left in the text (`#include`, `#define`, `#if`, ...). */
export interface OtherDirective {
  readonly row: number;
  /** 0-based column of the `#`. */
  readonly col: number;
  readonly name: string;
}

/** A blanked GNU construct whose meaning later phases may want (e.g. `packed`, `aligned`). */
export interface RemovedSpan {
  readonly kind: 'attribute' | 'declspec' | 'asm-label';
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface NormalizeResult {
  readonly text: string;
  readonly markers: readonly LineMarker[];
  readonly pragmas: readonly PragmaLine[];
  readonly directives: readonly OtherDirective[];
  readonly removed: readonly RemovedSpan[];
}

/** GNU spellings of standard keywords, each replaced by the keyword padded to the same length. */
const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    const: ['__const', '__const__'],
    signed: ['__signed', '__signed__'],
    inline: ['__inline', '__inline__'],
    volatile: ['__volatile', '__volatile__'],
    restrict: ['__restrict', '__restrict__'],
    typeof: ['__typeof', '__typeof__'],
    _Alignof: ['__alignof', '__alignof__'],
  }).flatMap(([kw, aliases]) => aliases.map((a): [string, string] => [a, kw.padEnd(a.length, ' ')])),
);

/** Identifiers after which a parenthesised group belongs to a statement, not a declarator. */
const STATEMENT_PAREN_KEYWORDS = new Set(['if', 'while', 'for', 'switch']);
/** Keywords: never a declarator name, so an `asm(...)` after them is not a label. */
const KEYWORDS = new Set([
  ...'auto break case char const continue default do double else enum extern float for goto if'.split(' '),
  ...'inline int long register restrict return short signed sizeof static struct switch typedef'.split(' '),
  ...'union unsigned void volatile while _Bool _Complex _Noreturn _Static_assert _Thread_local'.split(' '),
]);
const ASM_NAMES = new Set(['asm', '__asm', '__asm__']);

const enum Prev {
  Other,
  /** A declarator name, `]` or a `)` that does not close an if/while/for/switch condition. */
  Declarator,
}

const CH_NL = 10;
const CH_CR = 13;
const CH_SPACE = 32;
const CH_TAB = 9;
const CH_HASH = 35;
const CH_QUOTE = 34;
const CH_APOS = 39;
const CH_SLASH = 47;
const CH_STAR = 42;
const CH_BACKSLASH = 92;
const CH_LPAREN = 40;
const CH_RPAREN = 41;

function isIdentStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36 || c > 127;
}
function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHSpace(c: number): boolean {
  return c === CH_SPACE || c === CH_TAB || c === 11 || c === 12 || c === CH_CR;
}

interface Edit {
  start: number;
  end: number;
  /** Replacement of the same length; undefined: blank (spaces, newlines kept). */
  text: string | undefined;
}

class Normalizer {
  private i = 0;
  private row = 0;
  private atLineStart = true;
  private prev: Prev = Prev.Other;
  private prevIdent = '';
  /** For each open parenthesis: whether it opened an if/while/for/switch condition. */
  private readonly parens: boolean[] = [];
  private readonly edits: Edit[] = [];
  readonly markers: LineMarker[] = [];
  readonly pragmas: PragmaLine[] = [];
  readonly directives: OtherDirective[] = [];
  readonly removed: RemovedSpan[] = [];

  constructor(private readonly s: string) {}

  run(): string {
    const s = this.s;
    const n = s.length;
    while (this.i < n) {
      const c = s.charCodeAt(this.i);
      if (c === CH_NL) {
        this.row++;
        this.atLineStart = true;
        this.i++;
      } else if (isHSpace(c)) {
        this.i++;
      } else if (c === CH_HASH && this.atLineStart) {
        this.directive();
      } else {
        this.atLineStart = false;
        if (
          c === CH_SLASH &&
          (s.charCodeAt(this.i + 1) === CH_STAR || s.charCodeAt(this.i + 1) === CH_SLASH)
        ) {
          this.comment();
        } else if (c === CH_QUOTE || c === CH_APOS) {
          this.literal(c);
          this.prev = Prev.Other;
        } else if (isIdentStart(c)) {
          this.identifier();
        } else if (isDigit(c) || (c === 46 && isDigit(s.charCodeAt(this.i + 1)))) {
          this.number();
        } else {
          this.punctuator(c);
        }
      }
    }
    return this.apply();
  }

  private punctuator(c: number): void {
    if (c === CH_LPAREN) {
      this.parens.push(this.prev === Prev.Other && STATEMENT_PAREN_KEYWORDS.has(this.prevIdent));
      this.prev = Prev.Other;
    } else if (c === CH_RPAREN) {
      const statement = this.parens.pop() ?? false;
      this.prev = statement ? Prev.Other : Prev.Declarator;
    } else {
      this.prev = c === 93 /* ] */ ? Prev.Declarator : Prev.Other;
    }
    this.prevIdent = '';
    this.i++;
  }

  private number(): void {
    const s = this.s;
    let j = this.i + 1;
    for (;;) {
      const c = s.charCodeAt(j);
      if (isIdentPart(c) || c === 46) j++;
      else if ((c === 43 || c === 45) && /[eEpP]/.test(s[j - 1] ?? '')) j++;
      else break;
    }
    this.i = j;
    this.prev = Prev.Other;
    this.prevIdent = '';
  }

  private identifier(): void {
    const s = this.s;
    const start = this.i;
    let j = start + 1;
    while (j < s.length && isIdentPart(s.charCodeAt(j))) j++;
    const word = s.slice(start, j);
    this.i = j;
    if (s.charCodeAt(start) === 95 && s.charCodeAt(start + 1) === 95) {
      const alias = ALIASES.get(word);
      if (alias !== undefined) {
        this.edits.push({ start, end: j, text: alias });
        this.prev = Prev.Other;
        this.prevIdent = alias.trimEnd();
        return;
      }
      if (word === '__extension__') {
        this.edits.push({ start, end: j, text: undefined });
        return; // invisible: the previous token stays the previous token
      }
      if (word === '__attribute__' || word === '__attribute' || word === '__declspec') {
        if (this.blankCall(start, word === '__declspec' ? 'declspec' : 'attribute', false)) return;
      }
    }
    if (ASM_NAMES.has(word) && this.prev === Prev.Declarator) {
      if (this.blankCall(start, 'asm-label', true)) return;
    }
    this.prev = KEYWORDS.has(word) ? Prev.Other : Prev.Declarator;
    this.prevIdent = word;
  }

  /**
   * Blanks `name(...)` starting at `start` when `(` follows (after white space) and the parentheses
   * balance; for asm labels only when the group holds nothing but string literals.
   */
  private blankCall(start: number, kind: RemovedSpan['kind'], stringsOnly: boolean): boolean {
    const s = this.s;
    const save = { i: this.i, row: this.row, edits: this.edits.length, markers: this.markers.length };
    let j = this.i;
    while (j < s.length && (isHSpace(s.charCodeAt(j)) || s.charCodeAt(j) === CH_NL)) {
      if (s.charCodeAt(j) === CH_NL) this.row++;
      j++;
    }
    if (s.charCodeAt(j) !== CH_LPAREN) {
      this.i = save.i;
      this.row = save.row;
      return false;
    }
    this.i = j + 1;
    let depth = 1;
    let onlyStrings = true;
    while (this.i < s.length && depth > 0) {
      const c = s.charCodeAt(this.i);
      if (c === CH_NL) {
        this.row++;
        this.atLineStart = true;
        this.i++;
        continue;
      }
      if (isHSpace(c)) {
        this.i++;
        continue;
      }
      if (c === CH_HASH && this.atLineStart) {
        this.directive();
        continue;
      }
      this.atLineStart = false;
      if (c === CH_SLASH && (s.charCodeAt(this.i + 1) === CH_STAR || s.charCodeAt(this.i + 1) === CH_SLASH)) {
        this.comment();
      } else if (c === CH_QUOTE || c === CH_APOS) {
        if (c === CH_APOS) onlyStrings = false;
        this.literal(c);
      } else {
        if (c === CH_LPAREN) depth++;
        else if (c === CH_RPAREN) depth--;
        else if (!(c === 76 || c === 117 || c === 85 || c === 56)) onlyStrings = false; // L u U 8 prefixes
        this.i++;
      }
    }
    if (depth > 0 || (stringsOnly && !onlyStrings)) {
      this.i = save.i;
      this.row = save.row;
      this.atLineStart = false;
      this.edits.length = save.edits;
      this.markers.length = save.markers;
      return false;
    }
    this.edits.length = save.edits; // the blank below covers directives found inside
    this.edits.push({ start, end: this.i, text: undefined });
    this.removed.push({ kind, start, end: this.i, text: s.slice(start, this.i) });
    return true;
  }

  private comment(): void {
    const s = this.s;
    if (s.charCodeAt(this.i + 1) === CH_STAR) {
      let j = this.i + 2;
      while (j < s.length && !(s.charCodeAt(j) === CH_STAR && s.charCodeAt(j + 1) === CH_SLASH)) {
        if (s.charCodeAt(j) === CH_NL) this.row++;
        j++;
      }
      this.i = Math.min(j + 2, s.length);
    } else {
      this.i = this.lineEnd(this.i);
    }
  }

  /** Skips a string or character literal; an unescaped newline ends an unterminated one. */
  private literal(quote: number): void {
    const s = this.s;
    let j = this.i + 1;
    while (j < s.length) {
      const c = s.charCodeAt(j);
      if (c === quote) {
        j++;
        break;
      }
      if (c === CH_NL) break;
      if (c === CH_BACKSLASH) {
        if (s.charCodeAt(j + 1) === CH_NL) this.row++;
        j += 2;
      } else j++;
    }
    this.i = Math.min(j, s.length);
  }

  /** Index of the newline ending the logical line that contains `from` (backslash-newline joins). */
  private lineEnd(from: number): number {
    const s = this.s;
    let j = from;
    for (;;) {
      const nl = s.indexOf('\n', j);
      if (nl < 0) return s.length;
      let k = nl - 1;
      if (s.charCodeAt(k) === CH_CR) k--;
      if (s.charCodeAt(k) !== CH_BACKSLASH) return nl;
      this.row++;
      j = nl + 1;
    }
  }

  private directive(): void {
    const s = this.s;
    const start = this.i;
    const row = this.row;
    const col = start - (s.lastIndexOf('\n', start - 1) + 1);
    const end = this.lineEnd(start);
    this.i = end;
    const body = s.slice(start + 1, end);
    const m = /^[ \t]*(line[ \t]+)?(\d+)(?:[ \t]+"((?:[^"\\]|\\.)*)")?([ \t\d]*)/.exec(body);
    if (m) {
      const file = m[3] === undefined ? undefined : m[3].replace(/\\(.)/g, '$1');
      const flags = (m[4] ?? '').trim();
      this.markers.push({
        row,
        line: Number(m[2]),
        file,
        flags: flags === '' ? [] : flags.split(/[ \t]+/).map(Number),
      });
      this.edits.push({ start, end, text: undefined });
      return;
    }
    const name = /^[ \t]*([A-Za-z_]\w*)?/.exec(body)?.[1];
    if (name === 'pragma' || name === 'ident' || name === 'sccs') {
      const text = body
        .slice(body.indexOf(name) + name.length)
        .replace(/\\\r?\n/g, ' ')
        .trim();
      this.pragmas.push({ row, kind: name === 'pragma' ? 'pragma' : 'ident', text });
      this.edits.push({ start, end, text: undefined });
    } else if (name === undefined && body.trim() === '') {
      this.edits.push({ start, end, text: undefined }); // the null directive
    } else {
      this.directives.push({ row, col, name: name ?? '' });
    }
  }

  private apply(): string {
    const s = this.s;
    if (this.edits.length === 0) return s;
    const edits = this.edits.sort((a, b) => a.start - b.start);
    const chunks: string[] = [];
    let at = 0;
    for (const e of edits) {
      if (e.start < at) continue; // nested inside an earlier blank
      chunks.push(s.slice(at, e.start));
      chunks.push(e.text ?? blank(s, e.start, e.end));
      at = e.end;
    }
    chunks.push(s.slice(at));
    return chunks.join('');
  }
}

const SPACES = ' '.repeat(256);

/** Spaces for every character of s[start, end) except line breaks. */
function blank(s: string, start: number, end: number): string {
  const part = s.slice(start, end);
  if (part.indexOf('\n') < 0 && part.indexOf('\r') < 0) {
    return part.length <= SPACES.length ? SPACES.slice(0, part.length) : ' '.repeat(part.length);
  }
  return part.replace(/[^\r\n]/g, ' ');
}

/**
 * Normalises preprocessed (or directive-free) C text without moving any character:
 * - line markers, `#line`, `#pragma`, `#ident` and null directives are recorded and blanked; other
 *   directives are recorded and left alone;
 * - GNU aliases (`__const`, `__signed__`, `__inline`, `__volatile__`, `__restrict`, `__typeof__`,
 *   `__alignof__`, ...) become the standard keyword padded with spaces;
 * - `__extension__`, `__attribute__((...))`, `__declspec(...)` and asm labels after a declarator
 *   (`int f(void) __asm__("f64")`) are blanked; asm statements stay.
 * Text inside string and character literals and comments is never changed.
 */
export function normalize(text: string): NormalizeResult {
  const n = new Normalizer(text);
  const out = n.run();
  return { text: out, markers: n.markers, pragmas: n.pragmas, directives: n.directives, removed: n.removed };
}
