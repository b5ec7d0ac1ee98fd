import { describe, expect, it } from 'vitest';
import {
  completedClues,
  emptyProgress,
  isSolved,
  progressSchema,
  puzzleLayout,
  restoreProgress,
} from './progress.js';
import { GRID_11, MINI_5, gridFromPattern, puzzleOf } from './test-fixtures.js';

const puzzle = puzzleOf(MINI_5, 'mini');
const layout = puzzleLayout(puzzle);

describe('progress', () => {
  it('starts empty, shaped like the grid', () => {
    const p = emptyProgress(layout);
    expect(p.letters).toHaveLength(5);
    expect(p.letters.every((r) => r.length === 5 && r.every((x) => x === ''))).toBe(true);
    expect(p.marks.flat().every((m) => m === null)).toBe(true);
    expect(p.revealed.flat().concat(p.locked.flat()).some(Boolean)).toBe(false);
    expect(p).toMatchObject({
      revealedCount: 0,
      missedCount: 0,
      entirePuzzleRevealed: false,
      completedClues: [],
    });
  });

  it('computes the layout once per puzzle object', () => {
    expect(puzzleLayout(puzzle)).toBe(layout);
  });

  it('parses stored progress and refuses malformed progress', () => {
    const p = emptyProgress(layout);
    expect(progressSchema.safeParse(JSON.parse(JSON.stringify(p))).success).toBe(true);
    const bad = (patch: object) => progressSchema.safeParse({ ...p, ...patch }).success;
    expect(bad({ letters: [['a']] })).toBe(false);
    expect(bad({ marks: [['maybe']] })).toBe(false);
    expect(bad({ revealedCount: -1 })).toBe(false);
    expect(bad({ missedCount: 1.5 })).toBe(false);
    expect(bad({ entirePuzzleRevealed: 'no' })).toBe(false);
    expect(bad({ locked: Array(26).fill([]) })).toBe(false);
    expect(progressSchema.safeParse(null).success).toBe(false);
  });

  it('lists completed clues and knows a solved grid', () => {
    const letters = gridFromPattern(MINI_5);
    expect(isSolved(puzzle, letters)).toBe(true);
    expect(completedClues(layout, letters)).toHaveLength(10);
    (letters[1] as string[])[1] = 'Q';
    expect(isSolved(puzzle, letters)).toBe(false);
    (letters[1] as string[])[1] = '';
    // Row 2, column 2 is in 4 Across and 1 Down.
    expect(completedClues(layout, letters)).toEqual([
      '1-across',
      '6-across',
      '7-across',
      '8-across',
      '2-down',
      '3-down',
      '4-down',
      '5-down',
    ]);
  });
});

describe('restoreProgress', () => {
  it('restarts when the saved grid size differs from the puzzle’s', () => {
    const other = emptyProgress(puzzleLayout(puzzleOf(GRID_11, 'mini')));
    other.letters[0]![0] = 'A';
    expect(restoreProgress(puzzle, other)).toEqual(emptyProgress(layout));
  });

  it('empties black squares and unlocks a locked square that no longer holds the answer', () => {
    const p = emptyProgress(layout);
    p.letters[0]![0] = 'Z';
    p.locked[0]![0] = true;
    p.letters[1]![0] = 'Q';
    p.locked[1]![0] = true;
    p.marks[1]![0] = 'correct';
    p.letters[1]![1] = 'E';
    p.locked[1]![1] = true;
    const before = JSON.stringify(p);
    const restored = restoreProgress(puzzle, p);
    expect(restored.letters[0]![0]).toBe('');
    expect(restored.locked[0]![0]).toBe(false);
    expect(restored.letters[1]![0]).toBe('Q');
    expect(restored.locked[1]![0]).toBe(false);
    expect(restored.marks[1]![0]).toBeNull();
    expect(restored.locked[1]![1]).toBe(true);
    expect(JSON.stringify(p)).toBe(before);
  });

  it('recomputes completed clues from the letters', () => {
    const p = { ...emptyProgress(layout), completedClues: ['1-across', 'nonsense'] };
    expect(restoreProgress(puzzle, p).completedClues).toEqual([]);
  });
});
