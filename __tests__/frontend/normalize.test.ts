// Tests of normalize.ts: every change keeps the text's length and newlines, each GNU alias becomes
// its keyword, markers/pragmas are recorded and blanked, GNU extensions are blanked, asm statements,
// literals and comments are left alone; plus column re-alignment in lineMap.ts.
import { describe, it, expect } from 'vitest';
import { normalize } from '../../src/frontend/normalize';
import { alignColumn, markerLineMap } from '../../src/frontend/lineMap';

function newlines(s: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) if (s[i] === '\n' || s[i] === '\r') at.push(i);
  return at;
}

function expectOffsetsKept(src: string): string {
  const out = normalize(src).text;
  expect(out.length).toBe(src.length);
  expect(newlines(out)).toEqual(newlines(src));
  return out;
}

describe('normalize', () => {
  it.each([
    ['__const', 'const'],
    ['__const__', 'const'],
    ['__signed', 'signed'],
    ['__signed__', 'signed'],
    ['__inline', 'inline'],
    ['__inline__', 'inline'],
    ['__volatile', 'volatile'],
    ['__volatile__', 'volatile'],
    ['__restrict', 'restrict'],
    ['__restrict__', 'restrict'],
    ['__typeof', 'typeof'],
    ['__typeof__', 'typeof'],
    ['__alignof__', '_Alignof'],
  ])('replaces %s by %s padded with spaces', (alias, keyword) => {
    const src = `x ${alias} y`;
    expect(expectOffsetsKept(src)).toBe(`x ${keyword.padEnd(alias.length)} y`);
  });

  it('leaves identifiers that merely contain an alias alone', () => {
    const src = 'int __constant = __const_x + my__const;';
    expect(expectOffsetsKept(src)).toBe(src);
  });

  it('records and blanks line markers, #line, #pragma and #ident', () => {
    const src =
      '# 1 "a.c"\nint x;\n# 7 "dir/b \\"q\\".h" 1 3 4\n#line 20 "c.c"\n#pragma pack(1)\n#ident "v1"\nint y;\n';
    const r = normalize(src);
    expect(r.text).toBe(src.replace(/^#.*$/gm, (m) => ' '.repeat(m.length)));
    expect(r.markers).toEqual([
      { row: 0, line: 1, file: 'a.c', flags: [] },
      { row: 2, line: 7, file: 'dir/b "q".h', flags: [1, 3, 4] },
      { row: 3, line: 20, file: 'c.c', flags: [] },
    ]);
    expect(r.pragmas).toEqual([
      { row: 4, kind: 'pragma', text: 'pack(1)' },
      { row: 5, kind: 'ident', text: '"v1"' },
    ]);
  });

  it('blanks a line marker in the middle of an expression', () => {
    const src = 'int w = \n# 8 "hdr.c" 3 4\n         32\n# 8 "hdr.c"\n ;\n';
    const out = expectOffsetsKept(src);
    expect(out).toBe('int w = \n' + ' '.repeat(15) + '\n         32\n' + ' '.repeat(11) + '\n ;\n');
  });

  it('records other directives and leaves them in place', () => {
    const r = normalize('int a;\n  #include <x.h>\n#define N 3\n');
    expect(r.directives).toEqual([
      { row: 1, col: 2, name: 'include' },
      { row: 2, col: 0, name: 'define' },
    ]);
    expect(r.text).toContain('#include <x.h>');
  });

  it('blanks __extension__, __attribute__ with nested parentheses, and __declspec', () => {
    const src =
      '__extension__ typedef int T __attribute__((aligned(8), mode("x)")));\nint __declspec(dllimport) f;';
    const r = normalize(src);
    expect(expectOffsetsKept(src)).toBe(
      `${' '.repeat(13)} typedef int T ${' '.repeat(39)};\nint ${' '.repeat(21)} f;`,
    );
    expect(r.removed.map((x) => [x.kind, x.text])).toEqual([
      ['attribute', '__attribute__((aligned(8), mode("x)")))'],
      ['declspec', '__declspec(dllimport)'],
    ]);
  });

  it('blanks an attribute that spans lines and records a marker inside it', () => {
    const src = 'int g(void) __attribute__((noreturn,\n# 3 "x.h" 3\n  aligned(8)));\n';
    const r = normalize(src);
    expect(r.text).toBe(
      'int g(void)' + ' '.repeat(25) + '\n' + ' '.repeat(11) + '\n' + ' '.repeat(14) + ';\n',
    );
    expect(r.markers).toEqual([{ row: 1, line: 3, file: 'x.h', flags: [3] }]);
  });

  it('blanks asm labels after declarators but keeps asm statements', () => {
    const label = 'extern int fopen(const char *f) __asm__ ("" "fopen64");\nint v __asm("w"), u asm("z");\n';
    expect(expectOffsetsKept(label)).toBe(
      `extern int fopen(const char *f) ${' '.repeat(22)};\nint v ${' '.repeat(10)}, u ${' '.repeat(8)};\n`,
    );
    const stmts =
      'void f(int x) { __asm__ ("nop"); if (x) asm("nop"); else __asm__("a"); __asm__ volatile ("mfence" ::: "memory"); }';
    expect(expectOffsetsKept(stmts)).toBe(stmts);
    expect(expectOffsetsKept('x; __asm__ __volatile__ ("nop");')).toBe('x; __asm__ volatile     ("nop");');
  });

  it('never touches string literals, character literals or comments', () => {
    const src =
      'char *s = "__const __attribute__((x)) \\" __signed__"; int c = \'"\'; /* __inline\n# 1 "x" */ // __volatile__\n';
    const r = normalize(src);
    expect(r.text).toBe(src);
    expect(r.markers).toEqual([]);
  });

  it('keeps CRLF line ends', () => {
    const src = '# 1 "a.c"\r\nint __const x;\r\n';
    expect(expectOffsetsKept(src)).toBe(' '.repeat(9) + '\r\nint const   x;\r\n');
  });

  it('is fast on large input', () => {
    const unit =
      'static __inline__ int f(int x) __attribute__((__nothrow__)) { return x; /* c */ }\n# 12 "a.h" 3\n';
    const src = unit.repeat(20000);
    const t0 = performance.now();
    const out = normalize(src);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(out.text.length).toBe(src.length);
    expect(out.markers).toHaveLength(20000);
  });
});

describe('line map columns', () => {
  it('maps through collapsed white space, removed comments and macro expansions', () => {
    const original = '\t/* c */  return   M(a) + 2 $ 3;';
    const pp = ' return ((a)+1) + 2 $ 3;';
    expect(alignColumn(pp, pp.indexOf('return'), original)).toBe(original.indexOf('return'));
    expect(alignColumn(pp, pp.indexOf('$'), original)).toBe(original.indexOf('$'));
    expect(alignColumn(pp, pp.indexOf('+1'), original)).toBe(original.indexOf('M'));
  });

  it('maps rows through markers and pseudo files to the unit', () => {
    const text = '# 0 "m.c"\n# 0 "<built-in>"\n# 1 "m.c"\n# 1 "inc/h.h" 1\nint h;\n# 2 "m.c" 2\nint m;\n';
    const r = normalize(text);
    const map = markerLineMap('m.c', r.text, r.markers);
    expect(map.map(1, 0)).toEqual({ file: 'm.c', line: 1, col: 1 });
    expect(map.map(4, 4)).toEqual({ file: 'inc/h.h', line: 1, col: 5 });
    expect(map.map(6, 4)).toEqual({ file: 'm.c', line: 2, col: 5 });
  });
});
