import type { Direction, Slot } from '../../../shared/crossword/grid';
import type {
  CrosswordClueTexts,
  CrosswordPublicPuzzle,
  PublicClue,
} from '../../../shared/crossword/play';

/** A clue as the lists show it: where its word is, and its text ('' until the play runs). */
export interface ClueItem extends PublicClue {
  clue: string;
}

export type ClueItems = Record<Direction, ClueItem[]>;

/** Clue texts by direction and number. */
export type ClueTexts = Record<Direction, ReadonlyMap<number, string>>;

/**
 * The public puzzle's clue positions with the texts the server sent with the view (in the same
 * order); before the start and while paused there are none.
 */
export function clueItems(
  puzzle: Pick<CrosswordPublicPuzzle, 'across' | 'down'>,
  texts: CrosswordClueTexts | null | undefined,
): ClueItems {
  const withText = (dir: Direction) =>
    puzzle[dir].map((c, i) => ({ ...c, clue: texts?.[dir][i] ?? '' }));
  return { across: withText('across'), down: withText('down') };
}

export function clueTexts(items: ClueItems): ClueTexts {
  return {
    across: new Map(items.across.map((c) => [c.number, c.clue])),
    down: new Map(items.down.map((c) => [c.number, c.clue])),
  };
}

export const DIRECTION_NAME: Record<Direction, string> = { across: 'Across', down: 'Down' };

/** '5 Across: Heart chamber'. */
export function clueName(slot: Pick<Slot, 'number' | 'dir'>, clues: ClueTexts): string {
  return `${slot.number} ${DIRECTION_NAME[slot.dir]}: ${clues[slot.dir].get(slot.number) ?? ''}`;
}
