// Line maps from (row, column) of the normalised preprocessed text back to the user's files: an
// identity map for text that was not preprocessed (and for `.i` files), and a map built from the
// preprocessor's line markers, which also re-aligns columns against the original source line.

import * as fs from 'node:fs';
import type { SourceLoc } from './diagnostics';
import type { LineMap } from './unit';
import type { LineMarker } from './normalize';

/** Rows map to `path` with the same line and column (plus one). */
export function identityLineMap(path: string): LineMap {
  return { map: (row, col) => ({ file: path, line: row + 1, col: col + 1 }) };
}

/** `<built-in>`, `<command-line>`, `<stdin>`: no file the user could open. */
function isPseudoFile(name: string): boolean {
  return name.startsWith('<') && name.endsWith('>');
}

/**
 * Builds the map for preprocessor output. Each marker row sets the file and line of the next row;
 * rows before the first marker belong to `path`. Pseudo files map to `path` line 1. Columns are
 * re-aligned against the original line when it can be read (the preprocessor keeps the column of a
 * line's first token but collapses white space and removes comments between tokens).
 */
export function markerLineMap(path: string, text: string, markers: readonly LineMarker[]): LineMap {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const rows = lineStarts.length;
  const files: string[] = [path];
  const fileIndex = new Map<string, number>([[path, 0]]);
  const rowFile = new Int32Array(rows);
  const rowLine = new Int32Array(rows);
  let file = 0;
  let line = 1;
  let m = 0;
  for (let r = 0; r < rows; r++) {
    if (m < markers.length && markers[m].row === r) {
      const mk = markers[m++];
      if (mk.file !== undefined) {
        let idx = fileIndex.get(mk.file);
        if (idx === undefined) {
          idx = files.length;
          files.push(mk.file);
          fileIndex.set(mk.file, idx);
        }
        file = idx;
      }
      rowFile[r] = file;
      rowLine[r] = Math.max(1, mk.line - 1);
      line = mk.line;
      continue;
    }
    rowFile[r] = file;
    rowLine[r] = line++;
  }
  const sources = new SourceCache();
  return {
    map(row: number, col: number): SourceLoc {
      if (row < 0 || row >= rows) return { file: path, line: 1, col: 1 };
      const name = files[rowFile[row]];
      if (isPseudoFile(name)) return { file: path, line: 1, col: 1 };
      const ln = rowLine[row];
      const start = lineStarts[row];
      const end = row + 1 < rows ? lineStarts[row + 1] - 1 : text.length;
      const original = sources.line(name, ln);
      const c = original === undefined ? col : alignColumn(text.slice(start, end), col, original);
      return { file: name, line: ln, col: c + 1 };
    },
  };
}

/** Original files read on demand (only when a location is mapped), split into lines. */
class SourceCache {
  private readonly files = new Map<string, string[] | null>();
  line(file: string, line: number): string | undefined {
    let lines = this.files.get(file);
    if (lines === undefined) {
      try {
        lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
      } catch {
        lines = null;
      }
      this.files.set(file, lines);
    }
    return lines === null ? undefined : lines[line - 1];
  }
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\r' || c === '\v' || c === '\f';
}

/** Positions of the characters of `line` that survive preprocessing: no white space or comments. */
function significant(line: string): { pos: number[]; byteCol: number[] } {
  const pos: number[] = [];
  const byteCol: number[] = [];
  let bytes = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '/' && line[i + 1] === '/') break;
    if (ch === '/' && line[i + 1] === '*') {
      const close = line.indexOf('*/', i + 2);
      const stop = close < 0 ? line.length : close + 2;
      bytes += Buffer.byteLength(line.slice(i, stop));
      i = stop - 1;
      continue;
    }
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < line.length && line[j] !== ch) j += line[j] === '\\' ? 2 : 1;
      for (let k = i; k <= Math.min(j, line.length - 1); k++) {
        pos.push(k);
        byteCol.push(bytes);
        bytes += Buffer.byteLength(line[k]);
      }
      i = j;
      continue;
    }
    if (!isSpace(ch)) {
      pos.push(i);
      byteCol.push(bytes);
    }
    bytes += ch.charCodeAt(0) < 128 ? 1 : Buffer.byteLength(ch);
  }
  return { pos, byteCol };
}

/**
 * Column in `original` of the character at `col` of the preprocessed line `pp`. The first token of
 * a preprocessed line sits at its original byte column; from there characters are matched forwards
 * and, from the line ends, backwards. A column inside a macro expansion maps to the macro's name.
 */
export function alignColumn(pp: string, col: number, original: string): number {
  let lead = 0;
  while (lead < pp.length && isSpace(pp[lead])) lead++;
  if (col < lead || lead === pp.length) return col;
  const orig = significant(original);
  let j0 = 0;
  while (j0 < orig.pos.length && orig.byteCol[j0] < lead) j0++;
  if (j0 >= orig.pos.length) return col;
  const ppPos: number[] = [];
  for (let i = lead; i < pp.length; i++) if (!isSpace(pp[i])) ppPos.push(i);
  // The last significant character at or before `col`; a column in white space after it maps to
  // just after its original position.
  let target = 0;
  while (target + 1 < ppPos.length && ppPos[target + 1] <= col) target++;
  const after = col > ppPos[target] ? 1 : 0;
  let k = 0; // forward match length
  while (k < ppPos.length && j0 + k < orig.pos.length && pp[ppPos[k]] === original[orig.pos[j0 + k]]) k++;
  if (target < k) return orig.pos[j0 + target] + after;
  let b = 0; // backward match length, not overlapping the forward match
  while (
    b < ppPos.length - k &&
    b < orig.pos.length - j0 - k &&
    pp[ppPos[ppPos.length - 1 - b]] === original[orig.pos[orig.pos.length - 1 - b]]
  )
    b++;
  if (target >= ppPos.length - b) return orig.pos[orig.pos.length - (ppPos.length - target)] + after;
  return j0 + k < orig.pos.length ? orig.pos[j0 + k] : col;
}
