import { describe, expect, it } from 'vitest';
import { builderOutput } from './clues.js';
import { newGrid, type BuilderGrid } from './grid.js';
import { hasMark, marksOn, NO_MARKS, readMarks, toggleMark } from './marks.js';
import { parseCrossword } from '../crossword/schema.js';

/** A 5x5 grid, black corners, every white square filled. */
const grid = (): BuilderGrid =>
  ['#CAT#', 'HEART', 'LIVER', 'OVARY', '#END#'].map((row) =>
    [...row].map((ch) => (ch === '#' ? null : ch)),
  );

describe('builder marks', () => {
  it('toggles a mark on a white square, and leaves a black square unmarked', () => {
    const g = grid();
    const once = toggleMark(g, NO_MARKS, 'circled', 1, 1);
    expect(once).toEqual({ circled: [[1, 1]], shaded: [] });
    expect(hasMark(once, 'circled', 1, 1)).toBe(true);
    expect(hasMark(once, 'shaded', 1, 1)).toBe(false);
    expect(toggleMark(g, once, 'circled', 1, 1)).toEqual(NO_MARKS);
    expect(toggleMark(g, once, 'shaded', 0, 0)).toBe(once);
  });

  it('writes the marks on white squares, sorted and once, into the JSON the upload takes', () => {
    const g = grid();
    const marks = {
      circled: [
        [2, 2],
        [0, 1],
        [2, 2],
      ] as [number, number][],
      shaded: [
        [0, 0],
        [9, 9],
      ] as [number, number][],
    };
    expect(marksOn(g, marks)).toEqual({
      circled: [
        [0, 1],
        [2, 2],
      ],
      shaded: [],
    });
    const clues = [1, 4, 6, 7, 8].map((number) => ({ number, clue: `A${number}` }));
    const out = builderOutput(
      g,
      [
        ...clues.map((c) => ({ ...c, direction: 'across' as const })),
        ...[1, 2, 3, 4, 5].map((number) => ({ number, clue: `D${number}`, direction: 'down' })),
      ].map((c) => ({ ...c, answer: '', row: 0, col: 0, length: 0 }) as never),
      { date: '2026-01-01', type: 'mini', title: 'T', subtitle: '' },
      marks,
    );
    expect(out.circled).toEqual([
      [0, 1],
      [2, 2],
    ]);
    expect(out).not.toHaveProperty('shaded');
    expect(parseCrossword(out, 'mini')).toMatchObject({ ok: true });
    const meta = { date: '2026-01-01', type: 'mini' as const, title: 'T', subtitle: '' };
    expect(builderOutput(newGrid(5, 5), [], meta)).not.toHaveProperty('circled');
  });

  it('reads stored marks back, dropping anything that is not a pair of whole numbers', () => {
    expect(readMarks({ circled: [[1, 2], [3], 'x', [1.5, 2], [-1, 0]], shaded: 'no' })).toEqual({
      circled: [[1, 2]],
      shaded: [],
    });
    expect(readMarks(undefined)).toEqual(NO_MARKS);
  });
});
