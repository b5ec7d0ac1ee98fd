/**
 * The working board of the deck layout generator (issue 32): a square canvas of letters on which
 * answers are placed one at a time, each crossing at least one answer already there, so the
 * letters stay one connected crossword. A placement is legal only if every maximal run of letters
 * across and down stays exactly one answer: no answer touches another end to end or side by side
 * except where they cross.
 *
 * Typed arrays and an index of squares by letter keep a placement check to a few array reads,
 * because one layout tries thousands of them.
 */

export const ACROSS = 1;
export const DOWN = 2;
export type Dir = typeof ACROSS | typeof DOWN;

/** A legal placement of one answer: where it starts and how many squares it shares. */
export interface Placement {
  word: number;
  row: number;
  col: number;
  dir: Dir;
  crossings: number;
}

export class Board {
  /** Side of the canvas; the first answer is placed at its centre. */
  readonly size: number;
  /** 0 = empty, else letter code 1–26. */
  readonly letters: Uint8Array;
  /** Bit ACROSS and/or DOWN: which answers run through the square. */
  readonly dirs: Uint8Array;
  /** Squares holding each letter (1–26) that only one answer runs through yet. */
  readonly byLetter: number[][];
  minRow = 0;
  maxRow = -1;
  minCol = 0;
  maxCol = -1;
  /** Squares shared by an across and a down answer. */
  crossings = 0;
  /** Letter squares. */
  filled = 0;

  constructor(size: number) {
    this.size = size;
    this.letters = new Uint8Array(size * size);
    this.dirs = new Uint8Array(size * size);
    this.byLetter = Array.from({ length: 27 }, () => []);
  }

  /** Rows × columns of the bounding box (0 when empty). */
  get area(): number {
    return this.maxRow < this.minRow ? 0 : this.height * this.width;
  }

  get height(): number {
    return this.maxRow - this.minRow + 1;
  }

  get width(): number {
    return this.maxCol - this.minCol + 1;
  }

  /**
   * How many squares `codes` would share if placed from (row, col) in `dir`, or -1 if the
   * placement is illegal or off the canvas. `from` skips placements whose first shared square
   * comes before index `from` (the caller reaches the same placement from that earlier square).
   */
  check(codes: Uint8Array, row: number, col: number, dir: Dir, from = 0): number {
    const n = this.size;
    const len = codes.length;
    const dr = dir === DOWN ? 1 : 0;
    const dc = 1 - dr;
    const endRow = row + dr * (len - 1);
    const endCol = col + dc * (len - 1);
    if (row < 1 || col < 1 || endRow >= n - 1 || endCol >= n - 1) return -1;
    const step = dr * n + dc;
    const side = dc * n + dr;
    const start = row * n + col;
    if (this.letters[start - step] !== 0 || this.letters[start + len * step] !== 0) return -1;
    let shared = 0;
    for (let k = 0, at = start; k < len; k++, at += step) {
      const here = this.letters[at];
      if (here === 0) {
        if (this.letters[at - side] !== 0 || this.letters[at + side] !== 0) return -1;
      } else {
        if (here !== codes[k] || (this.dirs[at]! & dir) !== 0) return -1;
        if (shared === 0 && k < from) return -1;
        shared++;
      }
    }
    return shared;
  }

  /** Puts a placement already checked legal on the board. */
  place(codes: Uint8Array, row: number, col: number, dir: Dir): void {
    const n = this.size;
    const dr = dir === DOWN ? 1 : 0;
    const step = dr * n + (1 - dr);
    for (let k = 0, at = row * n + col; k < codes.length; k++, at += step) {
      const code = codes[k]!;
      if (this.letters[at] === 0) {
        this.letters[at] = code;
        this.filled++;
        this.byLetter[code]!.push(at);
      } else {
        this.crossings++;
        const list = this.byLetter[code]!;
        list.splice(list.indexOf(at), 1);
      }
      this.dirs[at]! |= dir;
    }
    const endRow = row + dr * (codes.length - 1);
    const endCol = col + (1 - dr) * (codes.length - 1);
    if (this.maxRow < this.minRow) {
      [this.minRow, this.maxRow, this.minCol, this.maxCol] = [row, endRow, col, endCol];
    } else {
      this.minRow = Math.min(this.minRow, row);
      this.maxRow = Math.max(this.maxRow, endRow);
      this.minCol = Math.min(this.minCol, col);
      this.maxCol = Math.max(this.maxCol, endCol);
    }
  }
}

/** A–Z as codes 1–26 (answers reach the generator already normalised to letters). */
export function letterCodes(answer: string): Uint8Array {
  const out = new Uint8Array(answer.length);
  for (let i = 0; i < answer.length; i++) out[i] = answer.charCodeAt(i) - 64;
  return out;
}

/**
 * Makes `to` (a board of the same size) a copy of `from` and returns it: the beam search reuses
 * the boards of dropped layouts, as making a new board costs more than the search step itself.
 */
export function copyBoard(from: Board, to: Board): Board {
  to.letters.set(from.letters);
  to.dirs.set(from.dirs);
  for (let code = 1; code < 27; code++) to.byLetter[code] = from.byLetter[code]!.slice();
  to.minRow = from.minRow;
  to.maxRow = from.maxRow;
  to.minCol = from.minCol;
  to.maxCol = from.maxCol;
  to.crossings = from.crossings;
  to.filled = from.filled;
  return to;
}
