import { z } from 'zod';
import type { MoveApplied, MoveRejection } from '../play/game-module.js';
import {
  cellName,
  inBounds,
  isWhiteCell,
  slotAt,
  whiteCells,
  type Cell,
  type Direction,
} from './grid.js';
import {
  completedClues,
  isSolved,
  lockSolved,
  puzzleLayout,
  restoreProgress,
  type CellRef,
  type CrosswordProgress,
  type Mark,
} from './progress.js';

export type { CellRef } from './progress.js';
import { GRID_MAX, type Crossword } from './schema.js';

/**
 * The player's moves and their rules (docs/product.md#crossword-tools). The server parses a move
 * with `moveSchema` and applies it to the stored progress; answers never leave this module except
 * as the letters a Reveal hands over.
 */

export type Scope = 'square' | 'word' | 'puzzle';

export interface FillCell {
  row: number;
  col: number;
  /** 'A'..'Z', or '' to erase. */
  letter: string;
  /** Typed in pencil: tentative, shown in grey until written over in pen (solver settings). */
  pencil?: boolean | undefined;
}

/** A save of typed letters (one keystroke or a batch). */
export interface FillMove {
  type: 'fill';
  cells: FillCell[];
  /** Autocheck (solver settings): check each letter typed, at the check penalty's cost. */
  autocheck?: boolean | undefined;
}

/** Check, Reveal or Clear a square, the word through a square, or the puzzle. */
export interface ToolMove {
  type: 'check' | 'reveal' | 'clear';
  scope: Scope;
  /** The square (scope 'square' or 'word'). */
  row?: number | undefined;
  col?: number | undefined;
  /** The word's direction (scope 'word'). */
  dir?: Direction | undefined;
}

export type CrosswordMove = FillMove | ToolMove;

const coord = z
  .number({ error: 'row and col must be numbers' })
  .int('row and col must be whole numbers')
  .min(0, 'row and col count from 0')
  .max(GRID_MAX - 1, `row and col must be less than ${GRID_MAX}`);

const fillCell = z.object({
  row: coord,
  col: coord,
  letter: z
    .string({ error: 'letter must be a string' })
    .regex(/^[A-Za-z]?$/, 'letter must be one letter A–Z, or "" to erase')
    .transform((s) => s.toUpperCase()),
  pencil: z.boolean({ error: 'pencil must be true or false' }).optional(),
});

const fillMove = z.object({
  type: z.literal('fill'),
  cells: z
    .array(fillCell, { error: 'cells must be an array' })
    .min(1, 'A fill needs at least one square')
    .max(GRID_MAX * GRID_MAX, 'Too many squares in one fill'),
  autocheck: z.boolean({ error: 'autocheck must be true or false' }).optional(),
});

const toolMove = <T extends ToolMove['type']>(type: T) =>
  z
    .object({
      type: z.literal(type),
      scope: z.enum(['square', 'word', 'puzzle'], {
        error: "scope must be 'square', 'word' or 'puzzle'",
      }),
      row: coord.optional(),
      col: coord.optional(),
      dir: z.enum(['across', 'down'], { error: "dir must be 'across' or 'down'" }).optional(),
    })
    .superRefine((m, ctx) => {
      if (m.scope !== 'puzzle' && (m.row === undefined || m.col === undefined))
        ctx.addIssue({ code: 'custom', message: `A ${m.scope} ${type} needs row and col` });
      if (m.scope === 'word' && m.dir === undefined)
        ctx.addIssue({ code: 'custom', message: `A word ${type} needs dir ('across' or 'down')` });
    });

export const moveSchema: z.ZodType<CrosswordMove> = z.discriminatedUnion(
  'type',
  [fillMove, toolMove('check'), toolMove('reveal'), toolMove('clear')],
  { error: "A move's type must be 'fill', 'check', 'reveal' or 'clear'" },
);

export type CrosswordFeedback =
  | {
      type: 'fill';
      changed: FillCell[];
      ignored: CellRef[];
      /** With autocheck: the marks of the letters typed. */
      checked?: (CellRef & { mark: Exclude<Mark, null> })[];
    }
  | { type: 'check'; checked: (CellRef & { mark: Exclude<Mark, null> })[] }
  | { type: 'reveal'; revealed: FillCell[]; count: number; missed: number }
  | { type: 'clear'; cleared: CellRef[] };

export type CrosswordMoveResult = MoveApplied<CrosswordProgress, CrosswordFeedback> | MoveRejection;

const reject = (code: string, message: string): MoveRejection => ({ ok: false, code, message });

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Why (r, c) is not a square a move may name, or null. */
function badCell(puzzle: Crossword, r: number, c: number): string | null {
  const layout = puzzleLayout(puzzle);
  if (!inBounds(layout, r, c))
    return `${capital(cellName(r, c))} is outside the ${layout.cols}x${layout.rows} grid`;
  return isWhiteCell(layout, r, c) ? null : `${capital(cellName(r, c))} is a black square`;
}

/** The squares a tool move covers, or a rejection. */
function scopeCells(puzzle: Crossword, move: ToolMove): Cell[] | MoveRejection {
  const layout = puzzleLayout(puzzle);
  if (move.scope === 'puzzle') return whiteCells(layout);
  const { row, col } = move;
  if (row === undefined || col === undefined)
    return reject('INVALID_MOVE', 'row and col are required');
  const bad = badCell(puzzle, row, col);
  if (bad) return reject('INVALID_CELL', bad);
  if (move.scope === 'square') return [[row, col]];
  const dir = move.dir ?? 'across';
  const slot = slotAt(layout, row, col, dir);
  if (!slot) return reject('INVALID_CELL', `There is no ${dir} word at ${cellName(row, col)}`);
  return slot.cells;
}

const fixed = (p: CrosswordProgress, r: number, c: number) => p.locked[r]![c] || p.revealed[r]![c];

/**
 * Typed letters: A–Z upper-cased, '' erases; typing clears the square's mark. Locked and revealed
 * squares cannot be edited: they are skipped and reported as `ignored` (a batched save may cross a
 * Check or Reveal). A square outside the grid or black rejects the whole move. A square given twice
 * takes its last letter; a letter equal to the stored one changes nothing but its pencil (a pencil
 * letter written over in pen). Autocheck checks the letters it placed.
 */
function fill(puzzle: Crossword, p: CrosswordProgress, move: FillMove): CrosswordMoveResult {
  const layout = puzzleLayout(puzzle);
  if (move.cells.length > layout.rows * layout.cols)
    return reject('TOO_MANY_CELLS', `A fill may name at most ${layout.rows * layout.cols} squares`);
  for (const { row, col } of move.cells) {
    const bad = badCell(puzzle, row, col);
    if (bad) return reject('INVALID_CELL', bad);
  }
  const last = new Map(move.cells.map((cell) => [cell.row * GRID_MAX + cell.col, cell]));
  const changed: FillCell[] = [];
  const ignored: CellRef[] = [];
  for (const { row, col, letter, pencil = false } of last.values()) {
    if (fixed(p, row, col)) {
      ignored.push({ row, col });
      continue;
    }
    const inPencil = letter !== '' && pencil;
    if (p.letters[row]![col] === letter) {
      p.pencil[row]![col] = inPencil;
      continue;
    }
    p.letters[row]![col] = letter;
    p.marks[row]![col] = null;
    p.pencil[row]![col] = inPencil;
    if (letter) {
      p.lettersEntered++;
      p.lastCell = { row, col };
    }
    changed.push({ row, col, letter, ...(inPencil ? { pencil: true } : {}) });
  }
  const feedback: CrosswordFeedback = { type: 'fill', changed, ignored };
  if (move.autocheck) {
    const typed = changed.filter((c) => c.letter !== '').map((c): Cell => [c.row, c.col]);
    feedback.checked = checkCells(puzzle, p, typed);
  }
  return { ok: true, progress: p, feedback };
}

/**
 * Check: a filled square becomes 'correct' (and locked) or 'incorrect'; an empty square is left
 * alone; locked and revealed squares are already known and are skipped. Each square newly marked
 * incorrect counts in `wrongChecks` (the check penalty, docs/product.md#fair-play); checking a
 * square already marked incorrect again tells nothing new and costs nothing.
 */
function checkCells(
  puzzle: Crossword,
  p: CrosswordProgress,
  cells: Cell[],
): (CellRef & { mark: 'correct' | 'incorrect' })[] {
  const checked: (CellRef & { mark: 'correct' | 'incorrect' })[] = [];
  for (const [r, c] of cells) {
    const letter = p.letters[r]![c];
    if (fixed(p, r, c) || !letter) continue;
    const mark = letter === puzzle.answerGrid[r]![c] ? 'correct' : 'incorrect';
    if (mark === 'incorrect' && p.marks[r]![c] !== 'incorrect') p.wrongChecks++;
    p.marks[r]![c] = mark;
    if (mark === 'correct') {
      p.locked[r]![c] = true;
      p.pencil[r]![c] = false;
    }
    checked.push({ row: r, col: c, mark });
  }
  return checked;
}

function check(puzzle: Crossword, p: CrosswordProgress, cells: Cell[]): CrosswordMoveResult {
  return {
    ok: true,
    progress: p,
    feedback: { type: 'check', checked: checkCells(puzzle, p, cells) },
  };
}

/**
 * Reveal: fills the answers of the squares that are empty or wrong — not those already revealed,
 * locked, or holding the right letter, which stay the player's own (finding: Reveal Word showed '4
 * letters revealed' where 2 were wrong) — marks them revealed and locked, and counts each in
 * `revealedCount` and `missedCount`. Reveal Puzzle sets `entirePuzzleRevealed`.
 */
function reveal(
  puzzle: Crossword,
  p: CrosswordProgress,
  cells: Cell[],
  scope: Scope,
): CrosswordMoveResult {
  const revealed: FillCell[] = [];
  let missed = 0;
  for (const [r, c] of cells) {
    const answer = puzzle.answerGrid[r]![c]!;
    if (fixed(p, r, c) || p.letters[r]![c] === answer) continue;
    missed++;
    p.letters[r]![c] = answer;
    p.marks[r]![c] = null;
    p.pencil[r]![c] = false;
    p.revealed[r]![c] = true;
    p.locked[r]![c] = true;
    revealed.push({ row: r, col: c, letter: answer });
  }
  p.revealedCount += revealed.length;
  p.missedCount += missed;
  if (scope === 'puzzle') p.entirePuzzleRevealed = true;
  const feedback = { type: 'reveal' as const, revealed, count: revealed.length, missed };
  return { ok: true, progress: p, feedback };
}

/** Clear: removes the letters and marks of squares that are neither locked nor revealed. */
function clear(p: CrosswordProgress, cells: Cell[]): CrosswordMoveResult {
  const cleared: CellRef[] = [];
  for (const [r, c] of cells) {
    if (fixed(p, r, c) || (!p.letters[r]![c] && p.marks[r]![c] === null)) continue;
    p.letters[r]![c] = '';
    p.marks[r]![c] = null;
    p.pencil[r]![c] = false;
    cleared.push({ row: r, col: c });
  }
  return { ok: true, progress: p, feedback: { type: 'clear', cleared } };
}

function dispatch(
  puzzle: Crossword,
  p: CrosswordProgress,
  move: CrosswordMove,
): CrosswordMoveResult {
  if (move.type === 'fill') return fill(puzzle, p, move);
  const cells = scopeCells(puzzle, move);
  if (!Array.isArray(cells)) return cells;
  if (move.type === 'check') return check(puzzle, p, cells);
  if (move.type === 'reveal') return reveal(puzzle, p, cells, move.scope);
  return clear(p, cells);
}

/**
 * Applies a parsed move to stored progress. The input progress is not changed. A solved puzzle
 * takes no more moves (input is ignored once finished); a move that solves it locks every square.
 * `completedClues` is recomputed after every move.
 */
export function applyCrosswordMove(
  puzzle: Crossword,
  progress: CrosswordProgress,
  move: CrosswordMove,
): CrosswordMoveResult {
  const p = restoreProgress(puzzle, progress); // a fresh copy
  if (isSolved(puzzle, p.letters))
    return reject('PUZZLE_COMPLETE', 'This puzzle is already complete');
  const applied = dispatch(puzzle, p, move);
  if (!applied.ok) return applied;
  const layout = puzzleLayout(puzzle);
  applied.progress.completedClues = completedClues(
    layout,
    applied.progress.letters,
    applied.progress.marks,
  );
  if (isSolved(puzzle, applied.progress.letters)) lockSolved(layout, applied.progress);
  return applied;
}
