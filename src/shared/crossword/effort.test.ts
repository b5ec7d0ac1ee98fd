import { describe, expect, it } from 'vitest';
import { blocksOf, layoutOf, whiteCells, type Cell } from './grid.js';
import { crosswordEffort, fewestClues } from './effort.js';
import { GRID_11, GRID_15, MINI_5 } from './test-fixtures.js';

const grid = (pattern: readonly string[]) =>
  pattern.map((row) => row.split('').map((ch) => (ch === '#' ? '' : ch === '.' ? 'A' : ch)));
const layoutOfPattern = (p: readonly string[]) => layoutOf(blocksOf(grid(p)));

/** The fewest words covering `cells`, by trying every set of words (small grids only). */
function bruteForce(pattern: readonly string[], cells: readonly Cell[]): number {
  const l = layoutOfPattern(pattern);
  const words = [...l.across.map((_, i) => `a${i}`), ...l.down.map((_, i) => `d${i}`)];
  const need = cells.map(([r, c]) => [
    `a${l.acrossIndex[r]?.[c] ?? -1}`,
    `d${l.downIndex[r]?.[c] ?? -1}`,
  ]);
  for (let size = 0; size <= words.length; size++) {
    const pick = (from: number, chosen: string[]): boolean => {
      if (chosen.length === size)
        return need.every(([a, d]) => chosen.includes(a as string) || chosen.includes(d as string));
      for (let i = from; i < words.length; i++)
        if (pick(i + 1, [...chosen, words[i] as string])) return true;
      return false;
    };
    if (pick(0, [])) return size;
  }
  return words.length;
}

describe('fewestClues: the clues a solver cannot do without', () => {
  it('is five for a full 5x5 (the five across words give every letter)', () => {
    const full = ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'];
    const l = layoutOfPattern(full);
    expect(fewestClues(l, whiteCells(l))).toBe(5);
  });

  it('matches trying every set of words, for the whole grid and for parts of it', () => {
    for (const pattern of [MINI_5, ['#CAT#', 'HEART', 'LIVER', 'OVARY', 'END##']]) {
      const l = layoutOfPattern(pattern);
      const cells = whiteCells(l);
      expect(fewestClues(l, cells)).toBe(bruteForce(pattern, cells));
      for (let skip = 1; skip < 4; skip++) {
        const part = cells.filter((_, i) => i % (skip + 1) !== 0);
        expect(fewestClues(l, part)).toBe(bruteForce(pattern, part));
      }
    }
  });

  it('counts a word that alone holds a square (an unchecked square)', () => {
    const l = layoutOfPattern(['AB#', 'CD#', '###']);
    // a 2x2 block: two across words give it all
    expect(fewestClues(l, whiteCells(l))).toBe(2);
    // squares in one word only: that word is needed
    const single = layoutOfPattern(['ABC', '###', '###']);
    expect(fewestClues(single, whiteCells(single))).toBe(1);
  });

  it('is far fewer than all words in the big grids, and none for no squares', () => {
    for (const pattern of [GRID_11, GRID_15]) {
      const l = layoutOfPattern(pattern);
      const n = fewestClues(l, whiteCells(l));
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(l.across.length + l.down.length);
      expect(n).toBeGreaterThanOrEqual(Math.ceil(whiteCells(l).length / Math.max(l.rows, l.cols)));
    }
    expect(fewestClues(layoutOfPattern(MINI_5), [])).toBe(0);
  });
});

describe('crosswordEffort', () => {
  it('splits the squares into those holding their answer and those still open', () => {
    const answers = grid(['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY']);
    const l = layoutOf(blocksOf(answers));
    const letters = answers.map((row, r) => row.map((ch) => (r === 0 ? ch : '')));
    letters[1]![0] = 'Z'; // a wrong letter is open work
    const { done, open } = crosswordEffort(l, answers, letters, 7);
    expect(done).toEqual({ inputs: 7, reads: 1 });
    expect(open).toEqual({ inputs: 20, reads: 4 });
  });
});
