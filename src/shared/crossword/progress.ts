import { z } from 'zod';
import {
  blocksOf,
  completedClues,
  isWhiteCell,
  layoutOf,
  whiteCells,
  type Layout,
} from './grid.js';
import { GRID_MAX, type Crossword } from './schema.js';

/**
 * A player's state of play, stored on the server as JSON (docs/architecture.md#plays-and-results).
 * It holds only the player's own letters and the letters they have been shown by Reveal; never an
 * answer they have not earned. The cursor and the clock are not here: the cursor is the client's,
 * the clock the play engine's.
 */

export type Mark = 'correct' | 'incorrect' | null;

export interface CrosswordProgress {
  /** The player's letters (or revealed ones), A–Z; '' is empty (and every black square). */
  letters: string[][];
  /** Check results; cleared by typing into the square. */
  marks: Mark[][];
  /** Squares filled by Reveal; always locked too. */
  revealed: boolean[][];
  /** Squares that can no longer change: checked correct, revealed, or all of them once solved. */
  locked: boolean[][];
  /** Letters revealed, in total. */
  revealedCount: number;
  /** Revealed squares that were empty or wrong. */
  missedCount: number;
  /** Reveal Puzzle was used. */
  entirePuzzleRevealed: boolean;
  /** Clues whose squares are all filled, as '3-across'. */
  completedClues: string[];
  /**
   * Squares Check has marked incorrect, in total (a square counts again when a new letter in it
   * is checked wrong): each adds the check penalty to the ranked time (docs/product.md#fair-play).
   */
  wrongChecks: number;
  /** Letters the player has typed into squares, in total: how fast a solve may plausibly be. */
  lettersEntered: number;
  /** The square of the last letter typed: another device resumes in its clue. */
  lastCell: CellRef | null;
  /** Letters typed in pencil (solver settings): tentative until written over in pen. */
  pencil: boolean[][];
}

export interface CellRef {
  row: number;
  col: number;
}

const row = <T extends z.ZodType>(item: T) => z.array(z.array(item).max(GRID_MAX)).max(GRID_MAX);
const count = z.number().int().min(0);

export const progressSchema: z.ZodType<CrosswordProgress> = z.object({
  letters: row(z.string().regex(/^[A-Z]?$/, 'A stored letter must be A–Z or empty')),
  marks: row(z.enum(['correct', 'incorrect']).nullable()),
  revealed: row(z.boolean()),
  locked: row(z.boolean()),
  revealedCount: count,
  missedCount: count,
  entirePuzzleRevealed: z.boolean(),
  completedClues: z.array(z.string().max(20)).max(2 * GRID_MAX * GRID_MAX),
  // progress stored before these counters existed reads as none
  wrongChecks: count.default(0),
  lettersEntered: count.default(0),
  lastCell: z
    .object({ row: count.max(GRID_MAX - 1), col: count.max(GRID_MAX - 1) })
    .nullable()
    .default(null),
  // progress stored before pencil mode has none; restoreProgress sizes it to the grid
  pencil: row(z.boolean()).default([]),
});

const layouts = new WeakMap<Crossword, Layout>();

/** The layout of a puzzle, computed once per parsed puzzle object. */
export function puzzleLayout(puzzle: Crossword): Layout {
  let layout = layouts.get(puzzle);
  if (!layout) {
    layout = layoutOf(blocksOf(puzzle.answerGrid));
    layouts.set(puzzle, layout);
  }
  return layout;
}

const fill = <T>(layout: Layout, value: T): T[][] =>
  Array.from({ length: layout.rows }, () => Array.from({ length: layout.cols }, () => value));

export function emptyProgress(layout: Layout): CrosswordProgress {
  return {
    letters: fill(layout, ''),
    marks: fill<Mark>(layout, null),
    revealed: fill(layout, false),
    locked: fill(layout, false),
    revealedCount: 0,
    missedCount: 0,
    entirePuzzleRevealed: false,
    completedClues: [],
    wrongChecks: 0,
    lettersEntered: 0,
    lastCell: null,
    pencil: fill(layout, false),
  };
}

/** A deep copy the move functions may change in place. */
export function copyProgress(p: CrosswordProgress): CrosswordProgress {
  return {
    ...p,
    letters: p.letters.map((r) => [...r]),
    marks: p.marks.map((r) => [...r]),
    revealed: p.revealed.map((r) => [...r]),
    locked: p.locked.map((r) => [...r]),
    completedClues: [...p.completedClues],
    lastCell: p.lastCell && { ...p.lastCell },
    pencil: p.pencil.map((r) => [...r]),
  };
}

const sameShape = (grid: readonly (readonly unknown[])[], layout: Layout) =>
  grid.length === layout.rows && grid.every((r) => r.length === layout.cols);

/**
 * Stored progress fitted to the puzzle. A save is restored only if its grid size equals the
 * puzzle's (docs/architecture.md#plays-and-results), else play restarts; black squares are emptied;
 * a locked square whose letter is no longer the answer (the puzzle was corrected) is unlocked so it
 * can be fixed.
 */
export function restoreProgress(puzzle: Crossword, progress: CrosswordProgress): CrosswordProgress {
  const layout = puzzleLayout(puzzle);
  const grids = [progress.letters, progress.marks, progress.revealed, progress.locked];
  if (!grids.every((g) => sameShape(g, layout))) {
    // the grid changed shape: play restarts, but what the player has already used still counts
    const { wrongChecks, lettersEntered } = progress;
    return { ...emptyProgress(layout), wrongChecks, lettersEntered };
  }
  const p = copyProgress(progress);
  if (!sameShape(p.pencil, layout)) p.pencil = fill(layout, false);
  if (p.lastCell && !isWhiteCell(layout, p.lastCell.row, p.lastCell.col)) p.lastCell = null;
  for (let r = 0; r < layout.rows; r++) {
    for (let c = 0; c < layout.cols; c++) {
      const answer = puzzle.answerGrid[r]?.[c] ?? '';
      const black = answer === '';
      const wrongLock = !black && p.locked[r]![c] && p.letters[r]![c] !== answer;
      if (black) p.letters[r]![c] = '';
      if (black || wrongLock) {
        p.marks[r]![c] = null;
        p.revealed[r]![c] = false;
        p.locked[r]![c] = false;
      }
      if (black || p.letters[r]![c] === '') p.pencil[r]![c] = false;
    }
  }
  p.completedClues = completedClues(layout, p.letters, p.marks);
  return p;
}

// zod-free (grid.ts), so the client can use it without loading the schemas
export { completedClues };

/** Every white square matches the answer grid: complete (docs/product.md#crossword-rules). */
export function isSolved(puzzle: Crossword, letters: readonly (readonly string[])[]): boolean {
  return whiteCells(puzzleLayout(puzzle)).every(
    ([r, c]) => letters[r]?.[c] === puzzle.answerGrid[r]?.[c],
  );
}

/** On completion every square locks; the player's own letters show as correct. */
export function lockSolved(layout: Layout, p: CrosswordProgress): void {
  for (const [r, c] of whiteCells(layout)) {
    p.locked[r]![c] = true;
    p.pencil[r]![c] = false;
    if (!p.revealed[r]![c]) p.marks[r]![c] = 'correct';
  }
}
