import { layoutOf, type Direction } from '../crossword/grid.js';
import { GRID_MAX, GRID_MIN, parseCrossword, type Crossword } from '../crossword/schema.js';

/**
 * A deck layout made into a stored crossword (issue 32): the same file the daily crosswords use
 * (src/shared/crossword/schema.ts), so the one play engine and board play it. Numbers come from
 * the grid itself (American numbering, reading order), never from the layout's own list; a grid
 * smaller than the board's least size is padded with black squares. Pure.
 */

/** What the layout generator gives (src/shared/decks/layout.ts), as far as this reads it. */
export interface PlacedAnswer {
  id: string;
  answer: string;
  row: number;
  col: number;
  dir: Direction;
}

export interface LaidOut {
  rows: number;
  cols: number;
  entries: readonly PlacedAnswer[];
}

export type DeckCrosswordResult =
  { ok: true; crossword: Crossword } | { ok: false; reason: string };

export const TOO_BIG_MESSAGE = `These cards do not fit in a ${GRID_MAX}×${GRID_MAX} grid: choose fewer or shorter cards.`;

export function deckCrossword(
  title: string,
  laid: LaidOut,
  clueOf: (id: string) => string,
): DeckCrosswordResult {
  if (laid.entries.length === 0) return { ok: false, reason: 'No card could be laid out.' };
  const rows = Math.max(laid.rows, GRID_MIN);
  const cols = Math.max(laid.cols, GRID_MIN);
  if (rows > GRID_MAX || cols > GRID_MAX) return { ok: false, reason: TOO_BIG_MESSAGE };
  const grid: string[][] = Array.from({ length: rows }, () => Array<string>(cols).fill(''));
  const at = new Map<string, PlacedAnswer>();
  for (const e of laid.entries) {
    for (let i = 0; i < e.answer.length; i++) {
      const r = e.row + (e.dir === 'down' ? i : 0);
      const c = e.col + (e.dir === 'across' ? i : 0);
      const row = grid[r];
      if (!row || c >= cols) return { ok: false, reason: 'The layout does not fit its grid.' };
      if (row[c] !== '' && row[c] !== e.answer[i])
        return { ok: false, reason: 'Two answers disagree on a square.' };
      row[c] = e.answer[i]!;
    }
    at.set(`${e.dir}:${e.row}:${e.col}`, e);
  }
  const layout = layoutOf(grid.map((row) => row.map((cell) => cell === '')));
  const clues = (dir: Direction) =>
    (dir === 'across' ? layout.across : layout.down).map((slot) => {
      const e = at.get(`${dir}:${slot.row}:${slot.col}`);
      // every word of the grid is a placed answer: a layout that made another is refused
      if (!e || e.answer.length !== slot.length) return null;
      return { number: slot.number, clue: clueOf(e.id) };
    });
  const across = clues('across');
  const down = clues('down');
  if ([...across, ...down].some((c) => c === null))
    return { ok: false, reason: 'The layout made a word that is not one of the cards.' };
  const parsed = parseCrossword(
    {
      title,
      answerGrid: grid,
      acrossClues: across,
      downClues: down,
    },
    'medical',
  );
  if (!parsed.ok) return { ok: false, reason: parsed.errors.join(' ') };
  return { ok: true, crossword: parsed.puzzle };
}
