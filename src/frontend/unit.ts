// A translation unit after preprocessing, normalisation and parsing: the text the parser saw,
// its syntax tree, and the map from that text back to original files and lines.

import type { Diagnostic, SourceLoc } from './diagnostics';
import type { CstNode } from './syntax';
import type { DataModel } from './dataModel';

/** Maps a 0-based (row, column) of the preprocessed text to the original file, line and column. */
export interface LineMap {
  map(row: number, col: number): SourceLoc;
}

export interface ParsedUnit {
  /** The path the user gave. */
  readonly path: string;
  /** Normalised preprocessed text; offsets in `root` index into it. */
  readonly text: string;
  readonly root: CstNode;
  readonly lineMap: LineMap;
  /** Syntax errors (ERROR / MISSING nodes) and preprocessing problems. */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * GNU attributes the normaliser blanked out that change layout or width (`packed`, `aligned`,
   * `mode`, `vector_size`), by offset: semantic analysis reports what uses them as unsupported.
   */
  readonly layoutAttributes?: readonly LayoutAttribute[];
}

export interface LayoutAttribute {
  readonly startIndex: number;
  readonly endIndex: number;
  /** The attribute's name without underscores, e.g. `packed`. */
  readonly name: string;
}

export interface FrontendOptions {
  readonly dataModel: DataModel;
  /** `-I` directories, in order. */
  readonly includeDirs: readonly string[];
  /** `-D` definitions: `NAME` or `NAME=VALUE`. */
  readonly defines: readonly string[];
  /** Path to a compile_commands.json whose flags (-I, -D, -std) apply to matching files. */
  readonly compileCommands?: string;
  /** Preprocessor command; default: `cpp` or `gcc -E` from PATH, whichever exists. `none` disables it. */
  readonly preprocessor?: string;
}
