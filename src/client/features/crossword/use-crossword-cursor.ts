import { useMemo, useState } from 'react';
import type { Direction, Layout } from '../../../shared/crossword/grid';
import {
  afterTyping,
  arrow,
  backspace,
  currentSlot,
  fixedCells,
  goToClue,
  nextClue,
  previousClue,
  resumeCursor,
  selectCell,
  toggleDirection,
  type Cursor,
} from '../../../shared/crossword/navigation';
import { isFixed, type Board } from './board';
import type { CrosswordSession } from './crossword-session';
import type { CrosswordAction } from './use-crossword-keyboard';
import { DEFAULT_SOLVER_SETTINGS, type SolverSettings } from '../../../shared/play/solver-settings';

/**
 * The cursor (square and direction) and what the player's keys, taps and clue choices do with
 * it, all through the shared navigation rules. Letters go to the play session.
 */
export function useCrosswordCursor(
  session: CrosswordSession,
  layout: Layout | null,
  board: Board | null,
  moving: Pick<SolverSettings, 'skipFilled' | 'jumpToEmpty'> = DEFAULT_SOLVER_SETTINGS,
) {
  const [chosen, setCursor] = useState<Cursor | null>(null);
  const fixed = useMemo(() => (board ? fixedCells(board) : undefined), [board]);
  // until the player moves, the cursor waits where the play resumes (the last clue typed in)
  const cursor =
    chosen ??
    (layout ? resumeCursor(layout, board?.letters ?? [], fixed, board?.lastCell ?? null) : null);
  const slot = layout && cursor ? currentSlot(layout, cursor) : undefined;

  const playing = () => session.getSnapshot().phase === 'playing';
  const act = (action: CrosswordAction) => {
    if (!layout || !cursor) return;
    const letters = session.getSnapshot().board?.letters ?? [];
    switch (action.type) {
      case 'letter': {
        // A locked square keeps its letter (docs/product.md#crossword-rules), but typing moves on
        // past it, so a word typed from its start still lands in the right squares.
        const board = session.getSnapshot().board;
        const locked = board !== null && isFixed(board, cursor.row, cursor.col);
        if (session.setLetter(cursor.row, cursor.col, action.letter) || (locked && playing())) {
          const typed = session.getSnapshot().board?.letters ?? letters;
          setCursor(afterTyping(layout, cursor, fixed, { ...moving, letters: typed }));
        }
        return;
      }
      case 'backspace': {
        const result = backspace(layout, cursor, letters, fixed);
        if (result.clear) session.setLetter(result.clear[0], result.clear[1], '');
        setCursor(result.cursor);
        return;
      }
      case 'delete':
        session.setLetter(cursor.row, cursor.col, '');
        return;
      case 'arrow':
        setCursor(arrow(layout, cursor, action.key));
        return;
      case 'toggle':
        setCursor(toggleDirection(layout, cursor));
        return;
      case 'nextClue':
        setCursor(nextClue(layout, cursor, fixed));
        return;
      case 'previousClue':
        setCursor(previousClue(layout, cursor, fixed));
        return;
    }
  };

  /** A tap or click on a square: selects it, or toggles direction on the active one. */
  const select = (row: number, col: number) => {
    if (layout && cursor) setCursor(selectCell(layout, cursor, row, col));
  };

  /** A clue chosen in a list or the clue bar. */
  const goTo = (dir: Direction, number: number) => {
    const next = layout ? goToClue(layout, dir, number, fixed) : undefined;
    if (next) setCursor(next);
  };

  return { cursor, slot, act, select, goTo };
}
