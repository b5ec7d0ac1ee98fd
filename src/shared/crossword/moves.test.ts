import { describe, expect, it } from 'vitest';
import { applyCrosswordMove, moveSchema, type CrosswordMove } from './moves.js';
import { emptyProgress, puzzleLayout, type CrosswordProgress } from './progress.js';
import { MINI_5, puzzleOf } from './test-fixtures.js';

/*
 *   # C A T #      across 1 CAT, 4 HEART, 6 LIVER, 7 OVARY, 8 END
 *   H E A R T      down   1 CEIVE, 2 AAVAN, 3 TRERD, 4 HLO (col 0), 5 TRY (col 4)
 *   L I V E R
 *   O V A R Y
 *   # E N D #
 */
const puzzle = puzzleOf(MINI_5, 'mini');
const start = () => emptyProgress(puzzleLayout(puzzle));

/** Parses a raw move like the server does, then applies it; throws on a rejection. */
function play(progress: CrosswordProgress, raw: unknown) {
  const move = moveSchema.parse(raw);
  const applied = applyCrosswordMove(puzzle, progress, move);
  if (!applied.ok) throw new Error(`${applied.code}: ${applied.message}`);
  return applied;
}
const rejection = (progress: CrosswordProgress, move: CrosswordMove) => {
  const applied = applyCrosswordMove(puzzle, progress, move);
  return applied.ok ? null : { code: applied.code, message: applied.message };
};
const type = (
  progress: CrosswordProgress,
  row: number,
  col: number,
  word: string,
  dir: 'across' | 'down' = 'across',
) =>
  play(progress, {
    type: 'fill',
    cells: [...word].map((letter, i) => ({
      row: dir === 'across' ? row : row + i,
      col: dir === 'across' ? col + i : col,
      letter: letter === '.' ? '' : letter,
    })),
  }).progress;
const tool = (
  kind: 'check' | 'reveal' | 'clear',
  scope: 'square' | 'word' | 'puzzle',
  row = 0,
  col = 1,
  dir = 'across',
) => ({
  type: kind,
  scope,
  row,
  col,
  dir,
});

describe('fill', () => {
  it('stores typed letters upper-cased and reports the changed squares', () => {
    const { progress, feedback } = play(start(), {
      type: 'fill',
      cells: [{ row: 1, col: 0, letter: 'h' }],
    });
    expect(progress.letters[1]?.[0]).toBe('H');
    expect(feedback).toEqual({
      type: 'fill',
      changed: [{ row: 1, col: 0, letter: 'H' }],
      ignored: [],
    });
  });

  it('erases with an empty letter and takes the last letter of a square given twice', () => {
    const p = type(start(), 1, 0, 'HE');
    const { progress, feedback } = play(p, {
      type: 'fill',
      cells: [
        { row: 1, col: 0, letter: '' },
        { row: 1, col: 1, letter: 'X' },
        { row: 1, col: 1, letter: 'Y' },
      ],
    });
    expect(progress.letters[1]?.slice(0, 2)).toEqual(['', 'Y']);
    expect(feedback).toMatchObject({
      changed: [
        { row: 1, col: 0, letter: '' },
        { row: 1, col: 1, letter: 'Y' },
      ],
    });
  });

  it('clears the mark of a square typed into, but not of one sent unchanged', () => {
    let p = type(start(), 1, 0, 'XX');
    p = play(p, tool('check', 'word', 1, 0)).progress;
    expect(p.marks[1]?.slice(0, 2)).toEqual(['incorrect', 'incorrect']);
    const { progress, feedback } = play(p, {
      type: 'fill',
      cells: [
        { row: 1, col: 0, letter: 'H' },
        { row: 1, col: 1, letter: 'X' },
      ],
    });
    expect(progress.marks[1]?.slice(0, 2)).toEqual([null, 'incorrect']);
    expect(feedback).toMatchObject({ changed: [{ row: 1, col: 0 }] });
  });

  it('ignores locked and revealed squares and says so', () => {
    let p = type(start(), 1, 0, 'H');
    p = play(p, tool('check', 'square', 1, 0)).progress;
    p = play(p, tool('reveal', 'square', 1, 1)).progress;
    const { progress, feedback } = play(p, {
      type: 'fill',
      cells: [
        { row: 1, col: 0, letter: 'Q' },
        { row: 1, col: 1, letter: '' },
        { row: 1, col: 2, letter: 'A' },
      ],
    });
    expect(progress.letters[1]?.slice(0, 3)).toEqual(['H', 'E', 'A']);
    expect(feedback).toEqual({
      type: 'fill',
      changed: [{ row: 1, col: 2, letter: 'A' }],
      ignored: [
        { row: 1, col: 0 },
        { row: 1, col: 1 },
      ],
    });
  });

  it('rejects black squares, squares outside the grid and oversized fills, changing nothing', () => {
    expect(rejection(start(), { type: 'fill', cells: [{ row: 0, col: 0, letter: 'A' }] })).toEqual({
      code: 'INVALID_CELL',
      message: 'Row 1, column 1 is a black square',
    });
    expect(rejection(start(), { type: 'fill', cells: [{ row: 7, col: 0, letter: 'A' }] })).toEqual({
      code: 'INVALID_CELL',
      message: 'Row 8, column 1 is outside the 5x5 grid',
    });
    const many = Array.from({ length: 26 }, () => ({ row: 1, col: 1, letter: 'A' }));
    expect(rejection(start(), { type: 'fill', cells: many })).toEqual({
      code: 'TOO_MANY_CELLS',
      message: 'A fill may name at most 25 squares',
    });
  });

  it('never changes the progress it was given', () => {
    const p = start();
    const before = JSON.stringify(p);
    type(p, 1, 0, 'HEART');
    play(p, tool('reveal', 'puzzle'));
    expect(JSON.stringify(p)).toBe(before);
  });
});

describe('check', () => {
  it('marks a correct square correct and locks it', () => {
    const p = type(start(), 1, 0, 'H');
    const { progress, feedback } = play(p, tool('check', 'square', 1, 0));
    expect(progress.marks[1]?.[0]).toBe('correct');
    expect(progress.locked[1]?.[0]).toBe(true);
    expect(feedback).toEqual({ type: 'check', checked: [{ row: 1, col: 0, mark: 'correct' }] });
  });

  it('marks a wrong square incorrect and leaves it editable', () => {
    const p = type(start(), 1, 0, 'Q');
    const { progress } = play(p, tool('check', 'square', 1, 0));
    expect(progress.marks[1]?.[0]).toBe('incorrect');
    expect(progress.locked[1]?.[0]).toBe(false);
  });

  it('does nothing on an empty square', () => {
    const { progress, feedback } = play(start(), tool('check', 'square', 1, 0));
    expect(progress).toEqual(start());
    expect(feedback).toEqual({ type: 'check', checked: [] });
  });

  it('checks the filled squares of a word, skipping squares already known', () => {
    let p = type(start(), 1, 0, 'HQA.T');
    p = play(p, tool('check', 'square', 1, 0)).progress;
    const { progress, feedback } = play(p, tool('check', 'word', 1, 3, 'across'));
    expect(feedback).toEqual({
      type: 'check',
      checked: [
        { row: 1, col: 1, mark: 'incorrect' },
        { row: 1, col: 2, mark: 'correct' },
        { row: 1, col: 4, mark: 'correct' },
      ],
    });
    expect(progress.marks[1]).toEqual(['correct', 'incorrect', 'correct', null, 'correct']);
    expect(progress.locked[1]).toEqual([true, false, true, false, true]);
  });

  it('checks a down word and the whole puzzle', () => {
    let p = type(start(), 1, 0, 'HLQ', 'down');
    expect(play(p, tool('check', 'word', 2, 0, 'down')).feedback).toMatchObject({
      checked: [{ mark: 'correct' }, { mark: 'correct' }, { mark: 'incorrect' }],
    });
    p = type(p, 0, 1, 'CAT');
    const { feedback } = play(p, tool('check', 'puzzle'));
    expect(feedback).toMatchObject({ checked: expect.any(Array) });
    expect((feedback as { checked: unknown[] }).checked).toHaveLength(6);
  });

  it('marks a clue completed when Check Word completes it', () => {
    const p = type(start(), 0, 1, 'CAT');
    const { progress } = play(p, tool('check', 'word', 0, 2, 'across'));
    expect(progress.completedClues).toEqual(['1-across']);
    expect(progress.locked[0]?.slice(1, 4)).toEqual([true, true, true]);
  });
});

describe('reveal', () => {
  it('reveals an empty square: answer, revealed, locked, counted as missed', () => {
    const { progress, feedback } = play(start(), tool('reveal', 'square', 1, 0));
    expect(progress.letters[1]?.[0]).toBe('H');
    expect(progress.revealed[1]?.[0]).toBe(true);
    expect(progress.locked[1]?.[0]).toBe(true);
    expect(progress.revealedCount).toBe(1);
    expect(progress.missedCount).toBe(1);
    expect(progress.entirePuzzleRevealed).toBe(false);
    expect(feedback).toEqual({
      type: 'reveal',
      revealed: [{ row: 1, col: 0, letter: 'H' }],
      count: 1,
      missed: 1,
    });
  });

  it('reveals a wrong square (missed), and leaves a right one as the player typed it', () => {
    let p = type(start(), 1, 0, 'QE');
    p = play(p, tool('reveal', 'square', 1, 0)).progress;
    expect([p.revealedCount, p.missedCount]).toEqual([1, 1]);
    const right = play(p, tool('reveal', 'square', 1, 1));
    expect(right.feedback).toEqual({ type: 'reveal', revealed: [], count: 0, missed: 0 });
    p = right.progress;
    expect([p.revealedCount, p.missedCount]).toEqual([1, 1]);
    expect(p.letters[1]?.slice(0, 2)).toEqual(['H', 'E']);
    expect(p.revealed[1]?.slice(0, 2)).toEqual([true, false]);
  });

  it('does not count squares already revealed or locked', () => {
    let p = type(start(), 1, 0, 'H');
    p = play(p, tool('check', 'square', 1, 0)).progress;
    const again = play(p, tool('reveal', 'square', 1, 0));
    expect(again.feedback).toEqual({ type: 'reveal', revealed: [], count: 0, missed: 0 });
    p = play(p, tool('reveal', 'square', 1, 1)).progress;
    p = play(p, tool('reveal', 'square', 1, 1)).progress;
    expect([p.revealedCount, p.missedCount]).toEqual([1, 1]);
  });

  it('Reveal Word reveals and counts only squares wrong or empty, not revealed, locked or right', () => {
    // HEART: H checked correct (locked), E revealed, A right, R wrong, T empty.
    let p = type(start(), 1, 0, 'H.AQ');
    p = play(p, tool('check', 'square', 1, 0)).progress;
    p = play(p, tool('reveal', 'square', 1, 1)).progress;
    const { progress, feedback } = play(p, tool('reveal', 'word', 1, 2, 'across'));
    // as found: 'A' (already right) was revealed too, so the word said 3 where 2 were wrong
    expect(feedback).toEqual({
      type: 'reveal',
      revealed: [
        { row: 1, col: 3, letter: 'R' },
        { row: 1, col: 4, letter: 'T' },
      ],
      count: 2,
      missed: 2,
    });
    expect(progress.letters[1]).toEqual(['H', 'E', 'A', 'R', 'T']);
    expect(progress.revealed[1]).toEqual([false, true, false, true, true]);
    expect(progress.marks[1]?.[0]).toBe('correct');
    expect([progress.revealedCount, progress.missedCount]).toEqual([3, 3]);
  });

  it('Reveal Puzzle fills everything, sets the flag and completes the puzzle', () => {
    let p = type(start(), 1, 0, 'HEART');
    p = play(p, tool('check', 'word', 1, 0, 'across')).progress;
    p = type(p, 2, 0, 'LQ');
    const { progress, feedback } = play(p, tool('reveal', 'puzzle'));
    expect(progress.entirePuzzleRevealed).toBe(true);
    expect(progress.letters).toEqual(puzzle.answerGrid);
    expect(feedback).toMatchObject({ count: 15, missed: 15 }); // the right L stays the player's
    expect([progress.revealedCount, progress.missedCount]).toEqual([15, 15]);
    expect(progress.locked.flat().filter(Boolean)).toHaveLength(21);
  });

  it('leaves revealed squares unchangeable by typing and clearing', () => {
    let p = play(start(), tool('reveal', 'word', 4, 1, 'across')).progress;
    p = type(p, 4, 1, 'XYZ');
    p = play(p, tool('clear', 'puzzle')).progress;
    expect(p.letters[4]).toEqual(['', 'E', 'N', 'D', '']);
  });
});

describe('clear', () => {
  const filled = () => {
    let p = type(start(), 1, 0, 'HQART');
    p = play(p, tool('check', 'word', 1, 0, 'across')).progress; // H, A, R, T locked; Q incorrect
    p = play(p, tool('reveal', 'square', 2, 0)).progress; // L revealed
    return type(p, 3, 0, 'OV');
  };

  it('clears a square: its letter and its mark', () => {
    const { progress, feedback } = play(filled(), tool('clear', 'square', 1, 1));
    expect(progress.letters[1]?.[1]).toBe('');
    expect(progress.marks[1]?.[1]).toBeNull();
    expect(feedback).toEqual({ type: 'clear', cleared: [{ row: 1, col: 1 }] });
  });

  it('keeps locked and revealed squares', () => {
    const p = filled();
    expect(play(p, tool('clear', 'square', 1, 0)).feedback).toEqual({ type: 'clear', cleared: [] });
    expect(play(p, tool('clear', 'word', 2, 0, 'down')).feedback).toEqual({
      type: 'clear',
      cleared: [{ row: 3, col: 0 }],
    });
  });

  it('clears a word and the puzzle', () => {
    const word = play(filled(), tool('clear', 'word', 3, 4, 'across')).progress;
    expect(word.letters[3]).toEqual(['', '', '', '', '']);
    const all = play(filled(), tool('clear', 'puzzle')).progress;
    expect(all.letters.slice(1, 4)).toEqual([
      ['H', '', 'A', 'R', 'T'],
      ['L', '', '', '', ''],
      ['', '', '', '', ''],
    ]);
    expect(all.marks.flat().filter((m) => m === 'incorrect')).toEqual([]);
    expect(all.revealedCount).toBe(1);
  });

  it('reports nothing when there is nothing to clear', () => {
    expect(play(start(), tool('clear', 'puzzle')).feedback).toEqual({ type: 'clear', cleared: [] });
  });
});

describe('completed clues and completion', () => {
  it('lists clues whose squares are all filled, right or wrong', () => {
    let p = type(start(), 1, 0, 'HEARX');
    expect(p.completedClues).toEqual(['4-across']);
    p = type(p, 2, 0, 'LO', 'down');
    expect(p.completedClues).toEqual(['4-across', '4-down']);
    p = type(p, 1, 0, '.');
    expect(p.completedClues).toEqual([]);
  });

  it('does not list a clue with a square Check marked incorrect until it is fixed', () => {
    let p = type(start(), 1, 0, 'HEARX');
    p = play(p, tool('check', 'square', 1, 4)).progress;
    expect(p.marks[1]?.[4]).toBe('incorrect');
    expect(p.completedClues).toEqual([]); // as found: ✓ beside a word with a wrong letter
    p = type(p, 1, 4, 'T');
    expect(p.completedClues).toEqual(['4-across']);
  });

  /** Fills every white square from `rows` (patterns like MINI_5). */
  const fillAll = (rows: readonly string[]) =>
    play(start(), {
      type: 'fill',
      cells: rows.flatMap((row, r) =>
        [...row].flatMap((letter, c) => (letter === '#' ? [] : [{ row: r, col: c, letter }])),
      ),
    }).progress;

  it('wins when every square matches, locking the grid as correct', () => {
    const p = fillAll(MINI_5);
    expect(p.locked.flat().filter(Boolean)).toHaveLength(21);
    expect(p.marks.flat().filter((m) => m === 'correct')).toHaveLength(21);
    expect(p.completedClues).toHaveLength(10);
    expect(rejection(p, { type: 'fill', cells: [{ row: 1, col: 1, letter: 'A' }] })).toEqual({
      code: 'PUZZLE_COMPLETE',
      message: 'This puzzle is already complete',
    });
    expect(rejection(p, { type: 'reveal', scope: 'puzzle' })?.code).toBe('PUZZLE_COMPLETE');
  });

  it('does not win while one square is wrong, and wins when it is fixed', () => {
    const p = fillAll(MINI_5.map((row, r) => (r === 2 ? 'LIVEX' : row)));
    expect(p.locked.flat().some(Boolean)).toBe(false);
    expect(p.completedClues).toHaveLength(10);
    const fixed = type(p, 2, 4, 'R');
    expect(fixed.locked.flat().filter(Boolean)).toHaveLength(21);
  });
});

describe('move validation', () => {
  const messageOf = (raw: unknown) => {
    const parsed = moveSchema.safeParse(raw);
    return parsed.success ? null : parsed.error.issues.map((i) => i.message);
  };

  it('accepts well-formed moves', () => {
    expect(messageOf({ type: 'check', scope: 'puzzle' })).toBeNull();
    expect(messageOf({ type: 'reveal', scope: 'square', row: 1, col: 2 })).toBeNull();
    expect(messageOf({ type: 'clear', scope: 'word', row: 1, col: 2, dir: 'down' })).toBeNull();
  });

  it('refuses malformed moves with readable messages', () => {
    expect(messageOf({ type: 'guess' })).toEqual([
      "A move's type must be 'fill', 'check', 'reveal' or 'clear'",
    ]);
    expect(messageOf(null)).toEqual(["A move's type must be 'fill', 'check', 'reveal' or 'clear'"]);
    expect(messageOf({ type: 'check', scope: 'row' })).toEqual([
      "scope must be 'square', 'word' or 'puzzle'",
    ]);
    expect(messageOf({ type: 'check', scope: 'square', row: 1 })).toEqual([
      'A square check needs row and col',
    ]);
    expect(messageOf({ type: 'reveal', scope: 'word', row: 1, col: 1 })).toEqual([
      "A word reveal needs dir ('across' or 'down')",
    ]);
    expect(messageOf({ type: 'clear', scope: 'word', row: 1, col: 1, dir: 'up' })).toEqual([
      "dir must be 'across' or 'down'",
    ]);
    expect(messageOf({ type: 'fill', cells: [] })).toEqual(['A fill needs at least one square']);
    expect(messageOf({ type: 'fill', cells: 'A' })).toEqual(['cells must be an array']);
    expect(messageOf({ type: 'fill', cells: [{ row: 0, col: 0, letter: '1' }] })).toEqual([
      'letter must be one letter A–Z, or "" to erase',
    ]);
    expect(messageOf({ type: 'fill', cells: [{ row: 0, col: 0, letter: 'AB' }] })).toHaveLength(1);
    // checked before upper-casing (issue 27): 'ı' → 'I', 'ſ' → 'S', 'ﬁ' → 'FI' are not A–Z
    for (const letter of ['ı', 'ſ', 'ﬁ', 'É', 'Ａ'])
      expect(messageOf({ type: 'fill', cells: [{ row: 0, col: 0, letter }] }), letter).toEqual([
        'letter must be one letter A–Z, or "" to erase',
      ]);
    expect(messageOf({ type: 'fill', cells: [{ row: -1, col: 0, letter: 'A' }] })).toEqual([
      'row and col count from 0',
    ]);
    expect(messageOf({ type: 'fill', cells: [{ row: 25, col: 0, letter: 'A' }] })).toEqual([
      'row and col must be less than 25',
    ]);
    expect(messageOf({ type: 'fill', cells: [{ row: 1.5, col: 0, letter: 'A' }] })).toEqual([
      'row and col must be whole numbers',
    ]);
    expect(
      messageOf({ type: 'fill', cells: Array(626).fill({ row: 1, col: 1, letter: 'A' }) }),
    ).toEqual(['Too many squares in one fill']);
  });

  it('rejects tools aimed at a black square or a missing word', () => {
    expect(rejection(start(), { type: 'check', scope: 'square', row: 0, col: 4 })).toEqual({
      code: 'INVALID_CELL',
      message: 'Row 1, column 5 is a black square',
    });
    expect(
      rejection(start(), { type: 'reveal', scope: 'word', row: 9, col: 0, dir: 'down' }),
    ).toEqual({
      code: 'INVALID_CELL',
      message: 'Row 10, column 1 is outside the 5x5 grid',
    });
    const lattice = puzzleOf(['.....', '.#.#.', '.....', '.#.#.', '.....'], 'mini');
    const applied = applyCrosswordMove(lattice, emptyProgress(puzzleLayout(lattice)), {
      type: 'check',
      scope: 'word',
      row: 1,
      col: 0,
      dir: 'across',
    });
    expect(applied).toEqual({
      ok: false,
      code: 'INVALID_CELL',
      message: 'There is no across word at row 2, column 1',
    });
    expect(rejection(start(), { type: 'check', scope: 'square' })).toEqual({
      code: 'INVALID_MOVE',
      message: 'row and col are required',
    });
  });
});

describe('pencil and autocheck (solver settings)', () => {
  it('keeps pencil letters tentative until they are written over in pen', () => {
    let p = play(start(), {
      type: 'fill',
      cells: [
        { row: 1, col: 0, letter: 'H', pencil: true },
        { row: 1, col: 1, letter: 'E', pencil: true },
      ],
    }).progress;
    expect(p.pencil[1]?.slice(0, 2)).toEqual([true, true]);
    // the same letter in pen: now the player's own
    p = play(p, { type: 'fill', cells: [{ row: 1, col: 0, letter: 'H' }] }).progress;
    expect(p.pencil[1]?.slice(0, 2)).toEqual([false, true]);
    // erased: no pencil left behind; checked correct: pen
    p = type(p, 1, 1, '.');
    expect(p.pencil[1]?.[1]).toBe(false);
    p = play(p, { type: 'fill', cells: [{ row: 1, col: 2, letter: 'A', pencil: true }] }).progress;
    p = play(p, tool('check', 'square', 1, 2)).progress;
    expect([p.locked[1]?.[2], p.pencil[1]?.[2]]).toEqual([true, false]);
  });

  it('autocheck checks each letter typed, and a wrong one costs the check penalty', () => {
    const { progress, feedback } = play(start(), {
      type: 'fill',
      autocheck: true,
      cells: [
        { row: 1, col: 0, letter: 'H' },
        { row: 1, col: 1, letter: 'X' },
      ],
    });
    expect(feedback).toMatchObject({
      type: 'fill',
      checked: [
        { row: 1, col: 0, mark: 'correct' },
        { row: 1, col: 1, mark: 'incorrect' },
      ],
    });
    expect(progress.locked[1]?.[0]).toBe(true);
    expect(progress.wrongChecks).toBe(1);
    // without autocheck, typing checks nothing
    const plain = play(start(), { type: 'fill', cells: [{ row: 1, col: 1, letter: 'X' }] });
    expect(plain.progress.marks[1]?.[1]).toBeNull();
    expect(plain.progress.wrongChecks).toBe(0);
  });

  it('refuses a pencil or autocheck flag that is not true or false', () => {
    expect(() =>
      play(start(), { type: 'fill', cells: [{ row: 1, col: 0, letter: 'H', pencil: 'yes' }] }),
    ).toThrow(/pencil must be true or false/);
    expect(() =>
      play(start(), { type: 'fill', autocheck: 1, cells: [{ row: 1, col: 0, letter: 'H' }] }),
    ).toThrow(/autocheck must be true or false/);
  });
});
