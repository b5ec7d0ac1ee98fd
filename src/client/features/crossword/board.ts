import { completedClues, layoutOf, whiteCells, type Layout } from '../../../shared/crossword/grid';
import type { FillCell } from '../../../shared/crossword/moves';
import type { CrosswordPublicPuzzle, CrosswordView } from '../../../shared/crossword/play';

/**
 * The board the player sees: the server's view of the play with the letters typed since the last
 * answer laid over it. Pure helpers, so the save queue's reconciliation can be tested alone.
 * Only zod-free shared modules are imported here (grid, navigation; types otherwise): the
 * schema modules would add ~34 KB gzip to the page.
 */
export type Board = CrosswordView;

/** A letter typed ('' erasing), in pencil or in pen. */
export interface Edit {
  letter: string;
  pencil: boolean;
}

/** Unsent letters by square: keyed `row,col`. */
export type Edits = Map<string, Edit>;

export const cellKey = (row: number, col: number) => `${row},${col}`;

export function editsToCells(edits: Edits): FillCell[] {
  return [...edits].map(([key, { letter, pencil }]) => {
    const [row, col] = key.split(',').map(Number) as [number, number];
    return pencil && letter ? { row, col, letter, pencil: true } : { row, col, letter };
  });
}

/** The grid layout of a public puzzle (what `publicLayout` returns). */
export function layoutFor(puzzle: Pick<CrosswordPublicPuzzle, 'blocks'>): Layout {
  return layoutOf(puzzle.blocks);
}

/** Whether a square can no longer change (checked correct, revealed, or the puzzle solved). */
export function isFixed(board: Pick<Board, 'locked' | 'revealed'>, row: number, col: number) {
  return board.locked[row]?.[col] === true || board.revealed[row]?.[col] === true;
}

/** Every white square holds a letter. */
export function isFull(layout: Layout, letters: readonly (readonly string[])[]): boolean {
  return whiteCells(layout).every(([r, c]) => (letters[r]?.[c] ?? '') !== '');
}

/**
 * The server's view with the unsent edits laid over it. An edit of a square the server has since
 * fixed (a Check or Reveal crossed it) is dropped: the server's letter stands. Typing clears the
 * square's mark. Returns the board and the edits still worth sending.
 */
export function overlay(layout: Layout, view: Board, edits: Edits): { board: Board; edits: Edits } {
  const kept: Edits = new Map();
  const letters = view.letters.map((row) => [...row]);
  const marks = view.marks.map((row) => [...row]);
  const pencil = view.pencil.map((row) => [...row]);
  for (const [key, edit] of edits) {
    const [r, c] = key.split(',').map(Number) as [number, number];
    if (isFixed(view, r, c) || letters[r]?.[c] === undefined) continue;
    kept.set(key, edit);
    (letters[r] as string[])[c] = edit.letter;
    (marks[r] as Board['marks'][number])[c] = null;
    (pencil[r] as boolean[])[c] = edit.pencil && edit.letter !== '';
  }
  if (kept.size === 0) return { board: view, edits: kept };
  return {
    board: {
      ...view,
      letters,
      marks,
      pencil,
      completedClues: completedClues(layout, letters, marks),
    },
    edits: kept,
  };
}

/** The board with one square changed by the player (its mark cleared), sharing untouched rows. */
export function withLetter(
  layout: Layout,
  board: Board,
  row: number,
  col: number,
  { letter, pencil: inPencil }: Edit,
): Board {
  const at = <T>(grid: T[][], value: T): T[][] =>
    grid.map((r, i) => (i === row ? r.map((x, j) => (j === col ? value : x)) : r));
  const letters = at(board.letters, letter);
  const marks = at<Board['marks'][number][number]>(board.marks, null);
  const pencil = at(board.pencil, inPencil && letter !== '');
  return {
    ...board,
    letters,
    marks,
    pencil,
    completedClues: completedClues(layout, letters, marks),
  };
}

/** A blank board of the layout's size (shown, concealed, before the first start). */
export function emptyBoard(layout: Layout): Board {
  const grid = <T>(value: T): T[][] =>
    Array.from({ length: layout.rows }, () => Array.from({ length: layout.cols }, () => value));
  return {
    letters: grid(''),
    marks: grid<Board['marks'][number][number]>(null),
    revealed: grid(false),
    locked: grid(false),
    revealedCount: 0,
    missedCount: 0,
    entirePuzzleRevealed: false,
    completedClues: [],
    wrongChecks: 0,
    lettersEntered: 0,
    lastCell: null,
    pencil: grid(false),
    clues: { across: [], down: [] },
  };
}
