import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blocksOf, isWhiteCell, layoutOf, slotAt, type Layout } from './grid.js';
import {
  afterTyping,
  arrow,
  backspace,
  canEdit,
  currentSlot,
  fixedCells,
  goToClue,
  initialCursor,
  nextClue,
  normaliseCursor,
  previousClue,
  resumeCursor,
  selectCell,
  toggleDirection,
  type ArrowKey,
  type Cursor,
} from './navigation.js';
import { MINI_5, gridFromPattern, validGridArb } from './test-fixtures.js';

/*
 * MINI_5            numbers           LATTICE (some squares have one direction only)
 *   # C A T #        . 1 2 3 .          . . . . .     1 . 2 . 3
 *   H E A R T        4 . . . 5          . # . # .
 *   L I V E R        6 . . . .          . . . . .     4 . . . .
 *   O V A R Y        7 . . . .          . # . # .
 *   # E N D #        . 8 . . .          . . . . .     5 . . . .
 */
const mini = layoutOf(blocksOf(gridFromPattern(MINI_5)));
const lattice = layoutOf(blocksOf(gridFromPattern(['.....', '.#.#.', '.....', '.#.#.', '.....'])));

const at = (row: number, col: number, dir: Cursor['dir'] = 'across'): Cursor => ({ row, col, dir });
/** A 5x5 boolean grid true at the given squares. */
const fixedAt = (...cells: [number, number][]) => {
  const grid = Array.from({ length: 5 }, () => Array<boolean>(5).fill(false));
  for (const [r, c] of cells) (grid[r] as boolean[])[c] = true;
  return grid;
};
const allFixedBut = (l: Layout, ...keep: [number, number][]) =>
  l.blocks.map((row, r) => row.map((_, c) => !keep.some(([kr, kc]) => kr === r && kc === c)));
const letters = (...filled: [number, number][]) => {
  const grid = Array.from({ length: 5 }, () => Array<string>(5).fill(''));
  for (const [r, c] of filled) (grid[r] as string[])[c] = 'X';
  return grid;
};

describe('start and repair', () => {
  it('starts on the first across clue, at its first editable square', () => {
    expect(initialCursor(mini)).toEqual(at(0, 1));
    expect(initialCursor(mini, fixedAt([0, 1]))).toEqual(at(0, 2));
  });

  it('repairs a stale cursor', () => {
    expect(normaliseCursor(mini, at(0, 0))).toEqual(at(0, 1));
    expect(normaliseCursor(mini, at(9, 9))).toEqual(at(0, 1));
    expect(normaliseCursor(lattice, at(1, 0, 'across'))).toEqual(at(1, 0, 'down'));
    expect(normaliseCursor(mini, at(2, 2, 'down'))).toEqual(at(2, 2, 'down'));
  });

  it('knows the current word and which squares can be edited', () => {
    expect(currentSlot(mini, at(2, 3, 'down'))).toMatchObject({ number: 3, dir: 'down' });
    expect(canEdit(mini, 1, 1)).toBe(true);
    expect(canEdit(mini, 0, 0)).toBe(false);
    expect(canEdit(mini, 1, 1, fixedAt([1, 1]))).toBe(false);
    const view = { locked: fixedAt([0, 1]), revealed: fixedAt([0, 2]) };
    expect(fixedCells(view)[0]).toEqual([false, true, true, false, false]);
  });
});

describe('selecting squares (clicks)', () => {
  it('cannot select a black square', () => {
    expect(selectCell(mini, at(1, 1), 0, 0)).toEqual(at(1, 1));
    expect(selectCell(mini, at(1, 1), 7, 0)).toEqual(at(1, 1));
  });

  it('toggles direction when the active square is clicked', () => {
    expect(selectCell(mini, at(1, 1), 1, 1)).toEqual(at(1, 1, 'down'));
    expect(selectCell(mini, at(1, 1, 'down'), 1, 1)).toEqual(at(1, 1));
  });

  it('keeps the direction when the clicked square has a word that way', () => {
    expect(selectCell(mini, at(1, 1, 'down'), 3, 2)).toEqual(at(3, 2, 'down'));
  });

  it('switches direction when the clicked square has no word in the current one', () => {
    expect(selectCell(lattice, at(0, 0), 1, 0)).toEqual(at(1, 0, 'down'));
    expect(selectCell(lattice, at(0, 0, 'down'), 0, 1)).toEqual(at(0, 1, 'across'));
  });
});

describe('toggling direction (Space, Enter, click)', () => {
  it('switches between across and down', () => {
    expect(toggleDirection(mini, at(2, 2))).toEqual(at(2, 2, 'down'));
    expect(toggleDirection(mini, at(2, 2, 'down'))).toEqual(at(2, 2));
  });

  it('stays when no word runs the other way', () => {
    expect(toggleDirection(lattice, at(0, 1))).toEqual(at(0, 1));
    expect(toggleDirection(lattice, at(1, 0, 'down'))).toEqual(at(1, 0, 'down'));
  });
});

describe('arrow keys', () => {
  it('moves along the current direction', () => {
    expect(arrow(mini, at(1, 1), 'ArrowRight')).toEqual(at(1, 2));
    expect(arrow(mini, at(1, 1), 'ArrowLeft')).toEqual(at(1, 0));
    expect(arrow(mini, at(1, 1, 'down'), 'ArrowDown')).toEqual(at(2, 1, 'down'));
    expect(arrow(mini, at(1, 1, 'down'), 'ArrowUp')).toEqual(at(0, 1, 'down'));
  });

  it('first switches direction when pressed across the current direction', () => {
    expect(arrow(mini, at(1, 1), 'ArrowDown')).toEqual(at(1, 1, 'down'));
    expect(arrow(mini, at(1, 1), 'ArrowUp')).toEqual(at(1, 1, 'down'));
    expect(arrow(mini, at(1, 1, 'down'), 'ArrowLeft')).toEqual(at(1, 1));
  });

  it('moves at once when no word runs the arrow’s way here', () => {
    expect(arrow(lattice, at(0, 1), 'ArrowDown')).toEqual(at(2, 1));
  });

  it('jumps over black squares and stops at the edge', () => {
    expect(arrow(lattice, at(1, 0, 'down'), 'ArrowRight')).toEqual(at(1, 2, 'down'));
    expect(arrow(mini, at(1, 4), 'ArrowRight')).toEqual(at(1, 4));
    expect(arrow(mini, at(0, 1, 'down'), 'ArrowUp')).toEqual(at(0, 1, 'down'));
    expect(arrow(mini, at(1, 0, 'down'), 'ArrowUp')).toEqual(at(1, 0, 'down'));
    expect(arrow(mini, at(4, 1), 'ArrowLeft')).toEqual(at(4, 1));
  });
});

describe('Tab, Shift-Tab and the clue lists', () => {
  it('goes to the next clue, across list then down list, wrapping', () => {
    expect(nextClue(mini, at(0, 2))).toEqual(at(1, 0));
    expect(nextClue(mini, at(4, 3))).toEqual(at(0, 1, 'down'));
    expect(nextClue(mini, at(3, 4, 'down'))).toEqual(at(0, 1));
  });

  it('goes to the previous clue, wrapping', () => {
    expect(previousClue(mini, at(0, 3))).toEqual(at(1, 4, 'down'));
    expect(previousClue(mini, at(2, 1, 'down'))).toEqual(at(4, 1));
    expect(previousClue(mini, at(2, 4))).toEqual(at(1, 0));
  });

  it('lands on the first editable square of the clue, or its first square', () => {
    expect(nextClue(mini, at(0, 1), fixedAt([1, 0], [1, 1]))).toEqual(at(1, 2));
    expect(nextClue(mini, at(0, 1), allFixedBut(mini))).toEqual(at(1, 0));
  });

  it('goes to a clue chosen from a list', () => {
    expect(goToClue(mini, 'down', 3)).toEqual(at(0, 3, 'down'));
    expect(goToClue(mini, 'down', 3, fixedAt([0, 3]))).toEqual(at(1, 3, 'down'));
    expect(goToClue(mini, 'across', 2)).toBeUndefined();
  });
});

describe('after typing a letter', () => {
  it('moves to the next square of the word', () => {
    expect(afterTyping(mini, at(1, 0))).toEqual(at(1, 1));
    expect(afterTyping(mini, at(1, 1, 'down'))).toEqual(at(2, 1, 'down'));
  });

  it('skips locked and revealed squares in the word', () => {
    expect(afterTyping(mini, at(1, 0), fixedAt([1, 1], [1, 2]))).toEqual(at(1, 3));
  });

  it('goes on to the next clue at the end of a word, across then down, wrapping', () => {
    expect(afterTyping(mini, at(1, 4))).toEqual(at(2, 0));
    expect(afterTyping(mini, at(1, 2), fixedAt([1, 3], [1, 4]))).toEqual(at(2, 0));
    expect(afterTyping(mini, at(4, 3))).toEqual(at(0, 1, 'down'));
    expect(afterTyping(mini, at(3, 4, 'down'))).toEqual(at(0, 1));
  });

  it('skips clues with no editable square, and enters a clue at its first editable one', () => {
    const row2 = fixedAt([2, 0], [2, 1], [2, 2], [2, 3], [2, 4], [3, 0]);
    expect(afterTyping(mini, at(1, 4), row2)).toEqual(at(3, 1));
  });

  it('stays when no other square can be edited', () => {
    expect(afterTyping(mini, at(2, 2), allFixedBut(mini, [2, 2]))).toEqual(at(2, 2));
    expect(afterTyping(mini, at(2, 2), allFixedBut(mini, [2, 2], [2, 0]))).toEqual(
      at(2, 0, 'down'),
    );
  });
});

describe('backspace', () => {
  it('clears the current square when it holds a letter', () => {
    expect(backspace(mini, at(1, 2), letters([1, 2]))).toEqual({ cursor: at(1, 2), clear: [1, 2] });
  });

  it('moves back without clearing when the square is empty', () => {
    expect(backspace(mini, at(1, 2), letters([1, 1]))).toEqual({ cursor: at(1, 1), clear: null });
    expect(backspace(mini, at(2, 1, 'down'), letters())).toEqual({
      cursor: at(1, 1, 'down'),
      clear: null,
    });
  });

  it('moves back from a locked square, which cannot be cleared', () => {
    expect(backspace(mini, at(1, 2), letters([1, 2]), fixedAt([1, 2]))).toEqual({
      cursor: at(1, 1),
      clear: null,
    });
  });

  it('skips locked squares going back, then goes to the end of the previous clue', () => {
    expect(backspace(mini, at(1, 3), letters(), fixedAt([1, 2]))).toEqual({
      cursor: at(1, 1),
      clear: null,
    });
    expect(backspace(mini, at(1, 0), letters())).toEqual({ cursor: at(0, 3), clear: null });
    expect(backspace(mini, at(0, 1), letters())).toEqual({ cursor: at(3, 4, 'down'), clear: null });
    expect(backspace(mini, at(1, 0), letters(), fixedAt([0, 3]))).toEqual({
      cursor: at(0, 2),
      clear: null,
    });
  });

  it('stays when nothing behind can be edited', () => {
    expect(backspace(mini, at(2, 2), letters(), allFixedBut(mini, [2, 2]))).toEqual({
      cursor: at(2, 2),
      clear: null,
    });
  });
});

describe('navigation properties', () => {
  type Op =
    | { k: 'click'; r: number; c: number }
    | { k: 'arrow'; key: ArrowKey }
    | { k: 'tab' | 'shiftTab' | 'toggle' | 'type' | 'back' };
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      k: fc.constant('click' as const),
      r: fc.integer({ min: -1, max: 14 }),
      c: fc.integer({ min: -1, max: 14 }),
    }),
    fc.record({
      k: fc.constant('arrow' as const),
      key: fc.constantFrom<ArrowKey>('ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'),
    }),
    fc.record({
      k: fc.constantFrom(
        'tab' as const,
        'shiftTab' as const,
        'toggle' as const,
        'type' as const,
        'back' as const,
      ),
    }),
  );
  const step = (l: Layout, cur: Cursor, op: Op, fixed: boolean[][], filled: string[][]): Cursor => {
    switch (op.k) {
      case 'click':
        return selectCell(l, cur, op.r, op.c);
      case 'arrow':
        return arrow(l, cur, op.key);
      case 'tab':
        return nextClue(l, cur, fixed);
      case 'shiftTab':
        return previousClue(l, cur, fixed);
      case 'toggle':
        return toggleDirection(l, cur);
      case 'type':
        return afterTyping(l, cur, fixed);
      case 'back':
        return backspace(l, cur, filled, fixed).cursor;
    }
  };

  it('always keeps the cursor on a white square with a word in its direction', () => {
    fc.assert(
      fc.property(
        validGridArb(fc, 11),
        fc.array(opArb, { maxLength: 40 }),
        fc.integer(),
        (grid, ops, seed) => {
          const l = layoutOf(blocksOf(grid));
          const fixed = l.blocks.map((row, r) =>
            row.map((_, c) => (r * 31 + c * 17 + seed) % 5 === 0),
          );
          const filled = grid.map((row, r) =>
            row.map((x, c) => ((r + c + seed) % 3 === 0 ? x : '')),
          );
          let cur = initialCursor(l, fixed);
          for (const op of ops) {
            cur = step(l, cur, op, fixed, filled);
            expect(isWhiteCell(l, cur.row, cur.col)).toBe(true);
            expect(slotAt(l, cur.row, cur.col, cur.dir)).toBeDefined();
          }
        },
      ),
    );
  });

  it('visits every clue once with Tab and returns to the start', () => {
    fc.assert(
      fc.property(validGridArb(fc, 11), (grid) => {
        const l = layoutOf(blocksOf(grid));
        const start = initialCursor(l);
        const seen = new Set<string>();
        let cur = start;
        const total = l.across.length + l.down.length;
        for (let i = 0; i < total; i++) {
          const slot = currentSlot(l, cur);
          seen.add(`${slot?.number}-${slot?.dir}`);
          cur = nextClue(l, cur);
        }
        expect(seen.size).toBe(total);
        expect(cur).toEqual(start);
        expect(previousClue(l, nextClue(l, start))).toEqual(start);
      }),
    );
  });
});

describe('resumeCursor', () => {
  const empty = () => Array.from({ length: 5 }, () => Array<string>(5).fill(''));
  const withWord = (row: number, word: string, from = 0) => {
    const letters = empty();
    word.split('').forEach((ch, i) => ((letters[row] as string[])[from + i] = ch));
    return letters;
  };

  it('starts at the first clue when nothing was typed', () => {
    expect(resumeCursor(mini, empty(), undefined, null)).toEqual(initialCursor(mini));
  });

  it("resumes in the last letter's clue, at its first empty square (not on 1-Across)", () => {
    // HEA typed into 4-Across (row 1), the last letter at column 2
    const letters = withWord(1, 'HEA');
    expect(resumeCursor(mini, letters, undefined, { row: 1, col: 2 })).toEqual(at(1, 3));
  });

  it('goes on to the next clue with an empty square when that word is full', () => {
    const letters = withWord(1, 'HEART');
    // 4-Across is full: the next clue in order (6-Across, row 2) starts empty
    expect(resumeCursor(mini, letters, undefined, { row: 1, col: 4 })).toEqual(at(2, 0));
  });

  it('skips squares the player cannot edit, and stays put on a full grid', () => {
    const letters = withWord(1, 'H');
    expect(resumeCursor(mini, letters, fixedAt([1, 1]), { row: 1, col: 0 })).toEqual(at(1, 2));
    const full = gridFromPattern(MINI_5);
    expect(resumeCursor(mini, full, undefined, { row: 3, col: 3 })).toEqual(at(3, 3));
  });
});

describe('afterTyping with the solver settings', () => {
  const letters = (rows: string[]) =>
    rows.map((r) => r.split('').map((ch) => (ch === '.' ? '' : ch)));

  it('skips filled squares in the word when asked', () => {
    // 4-Across HEART with H typed and A already there: from H the next empty square is E
    const board = letters(['.....', 'H.A..', '.....', '.....', '.....']);
    expect(afterTyping(mini, at(1, 0), undefined, { letters: board, skipFilled: true })).toEqual(
      at(1, 1),
    );
    const later = letters(['.....', 'HEA..', '.....', '.....', '.....']);
    expect(afterTyping(mini, at(1, 1), undefined, { letters: later, skipFilled: true })).toEqual(
      at(1, 3),
    );
    expect(afterTyping(mini, at(1, 1), undefined, { letters: later })).toEqual(at(1, 2));
  });

  it("goes to the next clue's first empty square when asked", () => {
    // the end of 4-Across; 6-Across (row 2) starts with L already there
    const board = letters(['.....', 'HEART', 'L....', '.....', '.....']);
    expect(afterTyping(mini, at(1, 4), undefined, { letters: board, jumpToEmpty: true })).toEqual(
      at(2, 1),
    );
    expect(afterTyping(mini, at(1, 4), undefined, { letters: board })).toEqual(at(2, 0));
  });
});
