import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  blocksOf,
  cellName,
  clueId,
  clueOrder,
  deriveEntries,
  inBounds,
  isWhiteCell,
  layoutOf,
  readSlot,
  slotAt,
  slotByNumber,
  slotsAt,
  uncheckedCells,
  whiteCells,
  type Layout,
} from './grid.js';
import {
  GRID_11,
  GRID_15,
  MINI_5,
  gridFromPattern,
  puzzleData,
  validGridArb,
} from './test-fixtures.js';

const layoutOfPattern = (p: readonly string[]) => layoutOf(blocksOf(gridFromPattern(p)));
const summary = (l: Layout) => ({
  across: l.across.map((s) => `${s.number}:${s.row},${s.col}:${s.length}`),
  down: l.down.map((s) => `${s.number}:${s.row},${s.col}:${s.length}`),
});

describe('numbering (golden)', () => {
  it('numbers the 5x5 with black corners in reading order', () => {
    const l = layoutOfPattern(MINI_5);
    expect(l.rows).toBe(5);
    expect(l.cols).toBe(5);
    expect(l.numbers).toEqual([
      [null, 1, 2, 3, null],
      [4, null, null, null, 5],
      [6, null, null, null, null],
      [7, null, null, null, null],
      [null, 8, null, null, null],
    ]);
    expect(summary(l)).toEqual({
      across: ['1:0,1:3', '4:1,0:5', '6:2,0:5', '7:3,0:5', '8:4,1:3'],
      down: ['1:0,1:5', '2:0,2:5', '3:0,3:5', '4:1,0:3', '5:1,4:3'],
    });
  });

  it('numbers the 11x11', () => {
    const l = layoutOfPattern(GRID_11);
    expect(l.numbers[0]).toEqual([1, 2, 3, 4, null, 5, 6, 7, null, 8, 9]);
    expect(l.numbers[2]).toEqual([13, null, null, null, 14, null, null, null, 15, null, null]);
    expect(l.numbers[3]).toEqual([null, null, null, 16, null, null, null, 17, null, null, null]);
    expect(l.across.map((s) => `${s.number}:${s.length}`).join(' ')).toBe(
      '1:4 5:3 8:2 10:4 11:3 12:2 13:11 16:3 17:4 18:5 20:5 21:2 22:5 23:2 24:5 26:5 27:4 28:3 29:11 34:2 35:3 36:4 37:2 38:3 39:4',
    );
    expect(l.down.map((s) => `${s.number}:${s.length}`).join(' ')).toBe(
      '1:3 2:3 3:3 4:11 5:4 6:3 7:11 8:7 9:7 14:5 15:3 18:7 19:7 20:5 25:3 28:4 30:3 31:3 32:3 33:3',
    );
  });

  it('numbers the symmetric 15x15', () => {
    const l = layoutOfPattern(GRID_15);
    expect(l.numbers[0]).toEqual([1, 2, 3, 4, null, 5, 6, 7, 8, 9, null, 10, 11, 12, 13]);
    expect(l.across).toHaveLength(41);
    expect(l.down).toHaveLength(33);
    expect(l.across.at(-1)).toMatchObject({ number: 65, row: 14, col: 11, length: 4 });
    expect(slotByNumber(l, 'across', 17)).toMatchObject({ row: 2, col: 0, length: 15 });
    expect(slotByNumber(l, 'down', 7)).toMatchObject({ row: 0, col: 7, length: 15 });
    expect(l.down.map((s) => `${s.number}:${s.length}`).join(' ')).toBe(
      '1:4 2:4 3:4 4:3 5:6 6:4 7:15 8:3 9:8 10:4 11:10 12:10 13:10 18:6 19:4 23:3 25:5 27:10 28:10 29:10 33:5 37:8 38:6 43:3 45:4 46:6 51:4 53:4 54:4 55:4 56:4 58:3 59:3',
    );
  });

  it('does not number a square that starts only a one-letter run', () => {
    // Row 0 col 4 is a single white square between a black one and the edge, but starts a down word.
    const l = layoutOf(blocksOf(gridFromPattern(['...#.', '.....', '.....', '.....', '.....'])));
    expect(l.numbers[0]).toEqual([1, 2, 3, null, 4]);
    expect(slotAt(l, 0, 4, 'across')).toBeUndefined();
    expect(slotAt(l, 0, 4, 'down')).toMatchObject({ number: 4, length: 5 });
  });
});

describe('lookups', () => {
  const l = layoutOfPattern(MINI_5);

  it('finds the word through a square in each direction', () => {
    expect(slotAt(l, 2, 3, 'across')).toMatchObject({ number: 6, dir: 'across' });
    expect(slotAt(l, 2, 3, 'down')).toMatchObject({ number: 3, dir: 'down' });
    expect(slotAt(l, 0, 0, 'across')).toBeUndefined();
    expect(slotAt(l, 9, 9, 'down')).toBeUndefined();
    expect(slotsAt(l, 1, 4)).toMatchObject({ across: { number: 4 }, down: { number: 5 } });
    expect(slotsAt(l, 0, 0)).toEqual({});
  });

  it('gives cells, clue ids and clue order', () => {
    const one = slotByNumber(l, 'down', 4);
    expect(one?.cells).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(clueId({ number: 4, dir: 'down' })).toBe('4-down');
    expect(clueOrder(l).map(clueId)).toEqual([
      '1-across',
      '4-across',
      '6-across',
      '7-across',
      '8-across',
      '1-down',
      '2-down',
      '3-down',
      '4-down',
      '5-down',
    ]);
    expect(slotByNumber(l, 'across', 2)).toBeUndefined();
  });

  it('knows bounds, white squares and names squares for people', () => {
    expect(inBounds(l, 4, 4)).toBe(true);
    expect(inBounds(l, 5, 0)).toBe(false);
    expect(inBounds(l, -1, 0)).toBe(false);
    expect(inBounds(l, 0.5, 0)).toBe(false);
    expect(isWhiteCell(l, 0, 0)).toBe(false);
    expect(isWhiteCell(l, 0, 1)).toBe(true);
    expect(whiteCells(l)).toHaveLength(21);
    expect(cellName(0, 2)).toBe('row 1, column 3');
  });

  it('derives entries with clues and answers', () => {
    const data = puzzleData(gridFromPattern(MINI_5));
    const entries = deriveEntries(data);
    expect(entries.map((e) => `${clueId(e)} ${e.answer} ${e.clue}`)).toEqual([
      '1-across CAT Across 1',
      '4-across HEART Across 4',
      '6-across LIVER Across 6',
      '7-across OVARY Across 7',
      '8-across END Across 8',
      '1-down CEIVE Down 1',
      '2-down AAVAN Down 2',
      '3-down TRERD Down 3',
      '4-down HLO Down 4',
      '5-down TRY Down 5',
    ]);
    expect(readSlot(entries[1]!, data.answerGrid)).toBe('HEART');
  });

  it('finds white squares outside every word', () => {
    const l2 = layoutOf(blocksOf(gridFromPattern(['.#...', '##...', '.....', '.....', '.....'])));
    expect(uncheckedCells(l2)).toEqual([[0, 0]]);
  });
});

describe('properties of random grids', () => {
  const layoutArb = validGridArb(fc).map((grid) => layoutOf(blocksOf(grid)));
  const key = (r: number, c: number) => `${r},${c}`;

  it('puts every white square in an across or a down word, and only white squares', () => {
    fc.assert(
      fc.property(layoutArb, (l) => {
        const white = new Set(whiteCells(l).map(([r, c]) => key(r, c)));
        const inWords = new Set(clueOrder(l).flatMap((s) => s.cells.map(([r, c]) => key(r, c))));
        expect(inWords).toEqual(white);
        const covered = whiteCells(l).every(
          ([r, c]) => slotAt(l, r, c, 'across') ?? slotAt(l, r, c, 'down'),
        );
        expect(covered).toBe(true);
      }),
    );
  });

  it('numbers strictly increase in reading order, from 1, with no gaps', () => {
    fc.assert(
      fc.property(layoutArb, (l) => {
        const numbers = l.numbers.flat().filter((n): n is number => n !== null);
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      }),
    );
  });

  it('numbers exactly the squares that start a word of 2 or more', () => {
    fc.assert(
      fc.property(layoutArb, (l) => {
        const starts = new Set(clueOrder(l).map((s) => key(s.row, s.col)));
        const numbered = l.numbers.flatMap((row, r) =>
          row.flatMap((n, c) => (n === null ? [] : [key(r, c)])),
        );
        expect(new Set(numbered)).toEqual(starts);
        const bad = clueOrder(l).filter((s) => l.numbers[s.row]?.[s.col] !== s.number);
        expect(bad).toEqual([]);
      }),
    );
  });

  it('makes each word a maximal run of 2 or more white squares', () => {
    fc.assert(
      fc.property(layoutArb, (l) => {
        const white = (r: number, c: number) => isWhiteCell(l, r, c);
        const maximal = clueOrder(l).every((s) => {
          const [dr, dc] = s.dir === 'across' ? [0, 1] : [1, 0];
          const last = s.cells[s.length - 1] as readonly [number, number];
          return (
            s.length >= 2 &&
            s.cells.length === s.length &&
            s.cells.every(
              ([r, c], i) => r === s.row + i * dr && c === s.col + i * dc && white(r, c),
            ) &&
            !white(s.row - dr, s.col - dc) &&
            !white(last[0] + dr, last[1] + dc)
          );
        });
        expect(maximal).toBe(true);
      }),
    );
  });

  it('gives each white square at most one word per direction', () => {
    fc.assert(
      fc.property(layoutArb, (l) => {
        for (const list of [l.across, l.down]) {
          const cells = list.flatMap((s) => s.cells.map(([r, c]) => key(r, c)));
          expect(new Set(cells).size).toBe(cells.length);
        }
      }),
    );
  });
});
