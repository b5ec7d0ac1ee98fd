import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicLayout, publicPuzzle } from '../../../shared/crossword/play';
import { emptyProgress } from '../../../shared/crossword/progress';
import { puzzleOf, validGridArb } from '../../../shared/crossword/test-fixtures';
import { parseCrossword } from '../../../shared/crossword/schema';
import { puzzleData } from '../../../shared/crossword/test-fixtures';
import { cellKey, layoutFor, overlay, withLetter } from './board';
import { TEST_GRID } from '../../../../test-support/client/games/crossword';

describe('board helpers', () => {
  it('layoutFor gives what the shared publicLayout gives', () => {
    fc.assert(
      fc.property(validGridArb(fc, 11), (grid) => {
        const parsed = parseCrossword(puzzleData(grid), 'medical');
        if (!parsed.ok) return;
        const pub = publicPuzzle('medical', parsed.puzzle);
        const layout = layoutFor(pub);
        expect(layout).toEqual(publicLayout(pub));
      }),
      { numRuns: 60 },
    );
  });

  const puzzle = puzzleOf(TEST_GRID, 'mini');
  const layout = layoutFor(publicPuzzle('mini', puzzle));
  const view = () => ({ ...emptyProgress(layout), clues: { across: [], down: [] } });

  it('lays unsent letters over the server’s view and clears their marks', () => {
    const v = view();
    v.marks[1]![0] = 'incorrect';
    v.letters[1]![0] = 'X';
    const { board, edits } = overlay(
      layout,
      v,
      new Map([[cellKey(1, 0), { letter: 'H', pencil: false }]]),
    );
    expect(board.letters[1]![0]).toBe('H');
    expect(board.marks[1]![0]).toBeNull();
    expect(edits.size).toBe(1);
  });

  it('drops an unsent letter for a square the server has since fixed', () => {
    const v = view();
    v.letters[0]![1] = 'C';
    v.revealed[0]![1] = true;
    v.locked[0]![1] = true;
    const { board, edits } = overlay(
      layout,
      v,
      new Map([[cellKey(0, 1), { letter: 'Q', pencil: false }]]),
    );
    expect(board.letters[0]![1]).toBe('C');
    expect(edits.size).toBe(0);
  });

  it('withLetter changes one square and keeps the other rows', () => {
    const v = view();
    const next = withLetter(layout, v, 0, 1, { letter: 'C', pencil: false });
    expect(next.letters[0]![1]).toBe('C');
    expect(next.letters[1]).toBe(v.letters[1]);
    expect(v.letters[0]![1]).toBe('');
  });
});
