import { describe, expect, it } from 'vitest';
import { publicPuzzle } from './play.js';
import { crosswordSchema, parseCrossword } from './schema.js';
import { MINI_5, gridFromPattern, puzzleData } from './test-fixtures.js';

/** Circled and shaded squares (issue 19): kept, checked against the grid, sent to players. */
const mini = () => puzzleData(gridFromPattern(MINI_5));
const errorsOf = (data: unknown) => {
  const parsed = parseCrossword(data, 'mini');
  return parsed.ok ? [] : parsed.errors;
};

describe('parseCrossword: circled and shaded squares', () => {
  it('keeps them, and reads a puzzle without them, or with empty lists, as having none', () => {
    const parsed = parseCrossword(
      {
        ...mini(),
        circled: [
          [1, 0],
          [2, 2],
        ],
        shaded: [[4, 2]],
      },
      'mini',
    );
    if (!parsed.ok) throw new Error(parsed.errors.join());
    expect(parsed.puzzle.circled).toEqual([
      [1, 0],
      [2, 2],
    ]);
    expect(parsed.puzzle.shaded).toEqual([[4, 2]]);
    const again = parseCrossword(JSON.parse(JSON.stringify(parsed.puzzle)), 'mini');
    expect(again).toEqual(parsed);

    for (const marks of [{}, { circled: [], shaded: [] }, { circled: null, shaded: null }]) {
      const plain = parseCrossword({ ...mini(), ...marks }, 'mini');
      if (!plain.ok) throw new Error(plain.errors.join());
      expect(plain.puzzle).not.toHaveProperty('circled');
      expect(plain.puzzle).not.toHaveProperty('shaded');
    }
  });

  it('names a square outside the grid, counting from 1', () => {
    expect(errorsOf({ ...mini(), circled: [[5, 0]], shaded: [[0, 7]] })).toEqual([
      'circled: row 6, column 1 is outside the grid (5 rows, 5 columns)',
      'shaded: row 1, column 8 is outside the grid (5 rows, 5 columns)',
    ]);
  });

  it('names a mark on a black square', () => {
    expect(
      errorsOf({
        ...mini(),
        circled: [[0, 0]],
        shaded: [
          [0, 4],
          [4, 0],
        ],
      }),
    ).toEqual([
      'circled: row 1, column 1 is a black square; only white squares can be circled',
      'shaded: row 1, column 5; row 5, column 1 are black squares; only white squares can be shaded',
    ]);
  });

  it('names a square listed twice, once', () => {
    expect(
      errorsOf({
        ...mini(),
        circled: [
          [2, 2],
          [2, 2],
          [2, 2],
        ],
      }),
    ).toEqual(['circled: row 3, column 3 is listed more than once']);
  });

  it('asks for [row, column] pairs of whole numbers', () => {
    expect(errorsOf({ ...mini(), circled: 'B2' })).toEqual([
      'circled: circled must be an array of [row, column] pairs',
    ]);
    const pair = 'each square must be [row, column]: two whole numbers counting from 0';
    expect(errorsOf({ ...mini(), shaded: [[1]] })).toEqual([`shaded[0]: ${pair}`]);
    expect(errorsOf({ ...mini(), shaded: [[1, 2, 3]] })).toEqual([`shaded[0]: ${pair}`]);
    expect(errorsOf({ ...mini(), shaded: [[1, 1.5]] })).toEqual([`shaded[0][1]: ${pair}`]);
    expect(errorsOf({ ...mini(), shaded: [[-1, 0]] })).toEqual([`shaded[0][0]: ${pair}`]);
    expect(crosswordSchema('mini').safeParse({ ...mini(), circled: [[0, 0]] }).success).toBe(false);
  });

  it('are sent to players with the public puzzle, without answers', () => {
    const parsed = parseCrossword({ ...mini(), circled: [[1, 0]], shaded: [[2, 2]] }, 'mini');
    if (!parsed.ok) throw new Error(parsed.errors.join());
    const pub = publicPuzzle('mini', parsed.puzzle);
    expect(pub.circled).toEqual([[1, 0]]);
    expect(pub.shaded).toEqual([[2, 2]]);
    expect(JSON.stringify(pub)).not.toMatch(/HEART|LIVER|OVARY/);
    expect(publicPuzzle('mini', { ...parsed.puzzle, circled: [], shaded: [] })).not.toHaveProperty(
      'circled',
    );
  });
});
