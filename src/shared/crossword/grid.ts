/**
 * Grid geometry of a crossword: black squares, numbering, word slots and lookups. Everything here
 * works from the black-square pattern alone, so the client (which never receives the answers of a
 * daily play) builds the same layout from the public puzzle as the server does from the answers.
 *
 * Coordinates are 0-based `[row, col]` in code; messages for people count from 1.
 */

export type Direction = 'across' | 'down';
export const DIRECTIONS: readonly Direction[] = ['across', 'down'];

export type Cell = readonly [row: number, col: number];

/** One word of the grid: a run of 2 or more white squares, with the number of its first square. */
export interface Slot {
  number: number;
  dir: Direction;
  row: number;
  col: number;
  length: number;
  cells: Cell[];
}

/** A slot with its clue text and answer (server side: built from the full puzzle). */
export interface Entry extends Slot {
  clue: string;
  answer: string;
}

export interface Layout {
  rows: number;
  cols: number;
  /** true = black square. */
  blocks: boolean[][];
  /** The clue number printed in a square, or null. */
  numbers: (number | null)[][];
  /** Across slots in number order. */
  across: Slot[];
  /** Down slots in number order. */
  down: Slot[];
  /** For each square, the index into `across` of its across word, or -1. */
  acrossIndex: number[][];
  /** For each square, the index into `down` of its down word, or -1. */
  downIndex: number[][];
}

/** A clue's id as stored in `completedClues`, e.g. '3-across'. */
export function clueId(slot: Pick<Slot, 'number' | 'dir'>): string {
  return `${slot.number}-${slot.dir}`;
}

/** Black squares of an answer grid: '' is black, anything else white. */
export function blocksOf(answerGrid: readonly (readonly string[])[]): boolean[][] {
  return answerGrid.map((row) => row.map((cell) => cell === ''));
}

function isWhite(blocks: readonly (readonly boolean[])[], r: number, c: number): boolean {
  return blocks[r]?.[c] === false;
}

const STEP: Record<Direction, Cell> = { across: [0, 1], down: [1, 0] };

/** Length of the white run starting at (r, c) going in `dir`. */
function runLength(blocks: readonly (readonly boolean[])[], r: number, c: number, dir: Direction) {
  const [dr, dc] = STEP[dir];
  let n = 0;
  while (isWhite(blocks, r + n * dr, c + n * dc)) n++;
  return n;
}

/** Whether (r, c) starts a word of 2 or more letters in `dir`. */
function startsWord(blocks: readonly (readonly boolean[])[], r: number, c: number, dir: Direction) {
  const [dr, dc] = STEP[dir];
  return (
    isWhite(blocks, r, c) && !isWhite(blocks, r - dr, c - dc) && isWhite(blocks, r + dr, c + dc)
  );
}

function makeSlot(number: number, dir: Direction, row: number, col: number, length: number): Slot {
  const [dr, dc] = STEP[dir];
  const cells: Cell[] = Array.from({ length }, (_, i) => [row + i * dr, col + i * dc] as const);
  return { number, dir, row, col, length, cells };
}

const grid = <T>(rows: number, cols: number, value: T): T[][] =>
  Array.from({ length: rows }, () => Array.from({ length: cols }, () => value));

/**
 * Numbers and slots (docs/product.md#crossword-rules): a square gets a number if it starts an
 * across or down word of length 2 or more, numbered in reading order. Assumes a rectangular grid.
 */
export function layoutOf(blocks: readonly (readonly boolean[])[]): Layout {
  const rows = blocks.length;
  const cols = blocks[0]?.length ?? 0;
  const numbers = grid<number | null>(rows, cols, null);
  const acrossIndex = grid(rows, cols, -1);
  const downIndex = grid(rows, cols, -1);
  const across: Slot[] = [];
  const down: Slot[] = [];
  let next = 1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = startsWord(blocks, r, c, 'across');
      const d = startsWord(blocks, r, c, 'down');
      if (!a && !d) continue;
      const number = next++;
      (numbers[r] as (number | null)[])[c] = number;
      if (a) across.push(makeSlot(number, 'across', r, c, runLength(blocks, r, c, 'across')));
      if (d) down.push(makeSlot(number, 'down', r, c, runLength(blocks, r, c, 'down')));
    }
  }
  index(across, acrossIndex);
  index(down, downIndex);
  return {
    rows,
    cols,
    blocks: blocks.map((row) => [...row]),
    numbers,
    across,
    down,
    acrossIndex,
    downIndex,
  };
}

function index(slots: readonly Slot[], into: number[][]): void {
  slots.forEach((slot, i) => {
    for (const [r, c] of slot.cells) (into[r] as number[])[c] = i;
  });
}

export function inBounds(layout: Pick<Layout, 'rows' | 'cols'>, r: number, c: number): boolean {
  return (
    Number.isInteger(r) &&
    Number.isInteger(c) &&
    r >= 0 &&
    c >= 0 &&
    r < layout.rows &&
    c < layout.cols
  );
}

/** Whether (r, c) is a white square of the grid. */
export function isWhiteCell(layout: Layout, r: number, c: number): boolean {
  return inBounds(layout, r, c) && isWhite(layout.blocks, r, c);
}

/** The slots in clue-list order: the across list, then the down list. */
export function clueOrder(layout: Layout): Slot[] {
  return [...layout.across, ...layout.down];
}

/** The word through (r, c) in `dir`, if any. */
export function slotAt(layout: Layout, r: number, c: number, dir: Direction): Slot | undefined {
  const index = dir === 'across' ? layout.acrossIndex : layout.downIndex;
  const i = index[r]?.[c] ?? -1;
  return i < 0 ? undefined : (dir === 'across' ? layout.across : layout.down)[i];
}

/** The across and down words a square belongs to. */
export function slotsAt(layout: Layout, r: number, c: number): { across?: Slot; down?: Slot } {
  const across = slotAt(layout, r, c, 'across');
  const down = slotAt(layout, r, c, 'down');
  return { ...(across ? { across } : {}), ...(down ? { down } : {}) };
}

/** A slot by its number and direction. */
export function slotByNumber(layout: Layout, dir: Direction, number: number): Slot | undefined {
  return (dir === 'across' ? layout.across : layout.down).find((s) => s.number === number);
}

/** White squares that belong to no word of 2 or more letters (invalid in a puzzle). */
export function uncheckedCells(layout: Layout): Cell[] {
  const out: Cell[] = [];
  for (let r = 0; r < layout.rows; r++) {
    for (let c = 0; c < layout.cols; c++) {
      if (
        isWhiteCell(layout, r, c) &&
        !slotAt(layout, r, c, 'across') &&
        !slotAt(layout, r, c, 'down')
      )
        out.push([r, c]);
    }
  }
  return out;
}

/** Every white square, in reading order. */
export function whiteCells(layout: Layout): Cell[] {
  const out: Cell[] = [];
  for (let r = 0; r < layout.rows; r++)
    for (let c = 0; c < layout.cols; c++) if (isWhiteCell(layout, r, c)) out.push([r, c]);
  return out;
}

/** The slot's answer read from an answer grid. */
export function readSlot(slot: Slot, letters: readonly (readonly string[])[]): string {
  return slot.cells.map(([r, c]) => letters[r]?.[c] ?? '').join('');
}

/** The parts of a puzzle that entries are derived from. */
export interface CluedGrid {
  answerGrid: readonly (readonly string[])[];
  acrossClues: readonly { number: number; clue: string }[];
  downClues: readonly { number: number; clue: string }[];
}

/**
 * Derived entries (docs/product.md#crossword-rules: answers and positions come from the grid and
 * the clue numbers), in clue-list order: across then down, each by number. A slot without a clue
 * gets '' (a validated puzzle has none).
 */
export function deriveEntries(puzzle: CluedGrid, layout?: Layout): Entry[] {
  const l = layout ?? layoutOf(blocksOf(puzzle.answerGrid));
  const texts = (list: CluedGrid['acrossClues']) => new Map(list.map((c) => [c.number, c.clue]));
  const clues = { across: texts(puzzle.acrossClues), down: texts(puzzle.downClues) };
  return clueOrder(l).map((slot) => ({
    ...slot,
    clue: clues[slot.dir].get(slot.number) ?? '',
    answer: readSlot(slot, puzzle.answerGrid),
  }));
}

/** A person-readable square name: 'row 3, column 4' (counting from 1). */
export function cellName(r: number, c: number): string {
  return `row ${r + 1}, column ${c + 1}`;
}

/**
 * Clues all of whose squares are filled (docs/product.md#crossword-rules: shown as done) and none
 * of them marked incorrect by Check (finding: a clue showed ✓ with a letter checked wrong).
 */
export function completedClues(
  layout: Layout,
  letters: readonly (readonly string[])[],
  marks: readonly (readonly (string | null)[])[] = [],
): string[] {
  return clueOrder(layout)
    .filter((slot) =>
      slot.cells.every(([r, c]) => (letters[r]?.[c] ?? '') !== '' && marks[r]?.[c] !== 'incorrect'),
    )
    .map(clueId);
}
