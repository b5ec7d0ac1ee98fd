import type { Direction, Slot } from '../../../shared/crossword/grid';
import type { CrosswordPublicPuzzle } from '../../../shared/crossword/play';

/** Clue texts by direction and number. */
export type ClueTexts = Record<Direction, ReadonlyMap<number, string>>;

export function clueTexts(puzzle: Pick<CrosswordPublicPuzzle, 'across' | 'down'>): ClueTexts {
  return {
    across: new Map(puzzle.across.map((c) => [c.number, c.clue])),
    down: new Map(puzzle.down.map((c) => [c.number, c.clue])),
  };
}

export const DIRECTION_NAME: Record<Direction, string> = { across: 'Across', down: 'Down' };

/** '5 Across: Heart chamber'. */
export function clueName(slot: Pick<Slot, 'number' | 'dir'>, clues: ClueTexts): string {
  return `${slot.number} ${DIRECTION_NAME[slot.dir]}: ${clues[slot.dir].get(slot.number) ?? ''}`;
}
