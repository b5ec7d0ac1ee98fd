/**
 * Grids and generators for the crossword tests (imported by *.test.ts only). fast-check is passed
 * in (type-only import here), so this file, which the server build emits, loads no dev package.
 */
import type fcApi from 'fast-check';
import { blocksOf, layoutOf, uncheckedCells } from './grid.js';
import { parseCrossword, type Crossword, type CrosswordType } from './schema.js';

/** 5x5 with black corners ('#'); every other square is its answer letter. */
export const MINI_5 = ['#CAT#', 'HEART', 'LIVER', 'OVARY', '#END#'];

/** 11x11, symmetric. '.' squares get letters from `letterAt`. */
export const GRID_11 = [
  '....#...#..',
  '....#...#..',
  '...........',
  '###...#....',
  '.....#.....',
  '..#.....#..',
  '.....#.....',
  '....#...###',
  '...........',
  '..#...#....',
  '..#...#....',
];

/** 15x15, rotationally symmetric. */
export const GRID_15 = [
  '....#.....#....',
  '....#.....#....',
  '...............',
  '...#....#......',
  '###...#....#...',
  '......#....#...',
  '.....#....#....',
  '...#.......#...',
  '....#....#.....',
  '...#....#......',
  '...#....#...###',
  '......#....#...',
  '...............',
  '....#.....#....',
  '....#.....#....',
];

export const letterAt = (r: number, c: number) => String.fromCharCode(65 + ((r * 7 + c * 3) % 26));

/** '#' is black, '.' a letter from `letterAt`, a letter itself. */
export function gridFromPattern(pattern: readonly string[]): string[][] {
  return pattern.map((row, r) =>
    [...row].map((ch, c) => (ch === '#' ? '' : ch === '.' ? letterAt(r, c) : ch)),
  );
}

/** Upload data for a grid with one clue per derived word. */
export function puzzleData(grid: string[][], title = 'Test puzzle') {
  const layout = layoutOf(blocksOf(grid));
  return {
    title,
    subtitle: 'A Quick Medical Challenge',
    answerGrid: grid,
    acrossClues: layout.across.map((s) => ({ number: s.number, clue: `Across ${s.number}` })),
    downClues: layout.down.map((s) => ({ number: s.number, clue: `Down ${s.number}` })),
  };
}

/** A parsed puzzle; throws on invalid data (tests only). */
export function puzzleOf(
  pattern: readonly string[] | string[][],
  type: CrosswordType = 'medical',
): Crossword {
  const grid =
    typeof pattern[0] === 'string' ? gridFromPattern(pattern as string[]) : (pattern as string[][]);
  const parsed = parseCrossword(puzzleData(grid), type);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.puzzle;
}

/** Blackens white squares outside any word until none are left. */
function repair(blocks: boolean[][]): boolean[][] {
  for (;;) {
    const lonely = uncheckedCells(layoutOf(blocks));
    if (lonely.length === 0) return blocks;
    for (const [r, c] of lonely) (blocks[r] as boolean[])[c] = true;
  }
}

/**
 * Random valid answer grids: rectangular 5..maxSide, random black squares (repaired so every
 * white square is in a word of 2 or more letters), random letters; at least one word.
 */
export function validGridArb(fc: typeof fcApi, maxSide = 13): fcApi.Arbitrary<string[][]> {
  return fc
    .record({
      rows: fc.integer({ min: 5, max: maxSide }),
      cols: fc.integer({ min: 5, max: maxSide }),
    })
    .chain(({ rows, cols }) =>
      fc.record({
        blocks: fc.array(fc.array(fc.boolean(), { minLength: cols, maxLength: cols }), {
          minLength: rows,
          maxLength: rows,
        }),
        density: fc.integer({ min: 0, max: 4 }),
        letters: fc.array(
          fc.array(fc.integer({ min: 0, max: 25 }), { minLength: cols, maxLength: cols }),
          {
            minLength: rows,
            maxLength: rows,
          },
        ),
      }),
    )
    .map(({ blocks, density, letters }) => {
      // Keep a random square black only every `density` + 1 draws, so grids are mostly white.
      let n = 0;
      const thinned = blocks.map((row) => row.map((b) => b && n++ % (density + 1) === 0));
      const repaired = repair(thinned);
      return repaired.map((row, r) =>
        row.map((black, c) => (black ? '' : String.fromCharCode(65 + (letters[r]?.[c] ?? 0)))),
      );
    })
    .filter((grid) => {
      const l = layoutOf(blocksOf(grid));
      return l.across.length + l.down.length > 0;
    });
}
