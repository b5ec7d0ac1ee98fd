import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksOf, layoutOf, uncheckedCells } from './grid.js';
import {
  asymmetricCells,
  cellList,
  disconnectedCells,
  measureGrid,
  singlyCheckedCells,
} from './quality.js';
import { gridFromPattern, MINI_5, validGridArb } from './test-fixtures.js';

const measure = (pattern: readonly string[]) => measureGrid(gridFromPattern(pattern));

describe('measureGrid', () => {
  it('measures a clean 5x5 Mini', () => {
    const q = measure(MINI_5);
    expect(q).toMatchObject({ rows: 5, cols: 5, blacks: 4, blackPercent: 16 });
    expect(q.words.map((w) => w.answer)).toEqual([
      'CAT',
      'HEART',
      'LIVER',
      'OVARY',
      'END',
      'CEIVE',
      'AAVAN',
      'TRERD',
      'HLO',
      'TRY',
    ]);
    for (const list of [
      q.asymmetric,
      q.unchecked,
      q.short,
      q.disconnected,
      q.repeated,
      q.contained,
    ])
      expect(list).toEqual([]);
  });

  it('gives the black share in percent with one decimal', () => {
    expect(measure(['#....', '.....', '.....', '.....', '....#']).blackPercent).toBe(8);
    expect(measure(['#.....', '......', '......', '......', '......', '.....#']).blackPercent).toBe(
      5.6,
    );
  });

  it('finds words under 3 letters (or under the length asked for)', () => {
    const q = measure(['..#..', '.....', '.....', '.....', '..#..']);
    expect(q.short.map((s) => `${s.number}${s.dir[0]}`)).toEqual(['1a', '3a', '9a', '10a']);
    expect(measureGrid(gridFromPattern(MINI_5), 4).short).toHaveLength(4);
  });

  it('calls a square unchecked unless it is in both an across and a down word', () => {
    const q = measure(['.....', '#####', '.....', '#####', '.....']);
    expect(q.unchecked).toHaveLength(15);
    expect(q.words).toHaveLength(3);
    expect(q.disconnected).toHaveLength(10);
  });

  it('finds complete answers used twice, with every slot they fill', () => {
    const q = measureGrid(gridFromPattern(['AB#AB', 'CD#CD', '#####', 'EFGHI', 'EFGHI']));
    expect(q.repeated.map((r) => [r.answer, r.slots.length])).toEqual([
      ['AB', 2],
      ['CD', 2],
      ['EFGHI', 2],
      ['AC', 2],
      ['BD', 2],
    ]);
  });
});

describe('answers inside other answers', () => {
  it('finds a complete answer of 3+ letters inside a longer one (NEED in KNEED)', () => {
    const q = measureGrid(gridFromPattern(['#NEED', 'ABCDE', 'FGHIJ', 'KLMNO', 'KNEED']));
    expect(q.contained.map((c) => `${c.answer}<${c.within}`)).toEqual(['NEED<KNEED']);
    const c = q.contained[0]!;
    expect([c.inner.number, c.inner.dir, c.outer.row, c.outer.dir]).toEqual([
      1,
      'across',
      4,
      'across',
    ]);
  });

  it('leaves out two-letter runs and incomplete answers', () => {
    const q = measureGrid(gridFromPattern(['AB#AB', 'CD#CD', '#####', 'EFGHI', 'EFGHI']));
    expect(q.contained).toEqual([]);
  });
});

describe('the grid measures', () => {
  it('asymmetricCells names both squares of each broken pair', () => {
    const blocks = blocksOf(gridFromPattern(['#....', '.....', '.....', '.....', '.....']));
    expect(asymmetricCells(blocks, 'rotational')).toEqual([
      [0, 0],
      [4, 4],
    ]);
    expect(asymmetricCells(blocks, 'mirror')).toEqual([
      [0, 0],
      [0, 4],
    ]);
  });

  it('disconnectedCells keeps the largest area and names the rest', () => {
    const layout = layoutOf(
      blocksOf(gridFromPattern(['...##', '...##', '#####', '.....', '.....'])),
    );
    expect(disconnectedCells(layout)).toHaveLength(6);
  });

  it('singlyCheckedCells includes every square in no word at all', () => {
    fc.assert(
      fc.property(validGridArb(fc, 9), (grid) => {
        const layout = layoutOf(blocksOf(grid));
        const singly = new Set(singlyCheckedCells(layout).map(String));
        return uncheckedCells(layout).every((cell) => singly.has(String(cell)));
      }),
      { numRuns: 50 },
    );
  });

  it('a grid rotated a half turn measures the same', () => {
    fc.assert(
      fc.property(validGridArb(fc, 9), (grid) => {
        const turned = [...grid].reverse().map((row) => [...row].reverse());
        const a = measureGrid(grid);
        const b = measureGrid(turned);
        return (
          a.blacks === b.blacks &&
          a.words.length === b.words.length &&
          a.unchecked.length === b.unchecked.length &&
          a.asymmetric.length === b.asymmetric.length &&
          a.disconnected.length === b.disconnected.length
        );
      }),
      { numRuns: 50 },
    );
  });

  it('cellList names squares from 1 and says how many more there are', () => {
    const cells = Array.from({ length: 8 }, (_, i) => [0, i] as const);
    expect(cellList(cells.slice(0, 2))).toBe('row 1, column 1; row 1, column 2');
    expect(cellList(cells)).toMatch(/row 1, column 6 and 2 more$/);
  });
});
