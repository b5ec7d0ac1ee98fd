import { describe, expect, it } from 'vitest';
import { miniCrossword, medicalCrossword } from './play.js';
import { MAX_ERRORS, crosswordSchema, parseCrossword, type CrosswordType } from './schema.js';
import { GRID_11, GRID_15, MINI_5, gridFromPattern, puzzleData } from './test-fixtures.js';

const mini = () => puzzleData(gridFromPattern(MINI_5));
const errorsOf = (data: unknown, type: CrosswordType = 'medical') => {
  const parsed = parseCrossword(data, type);
  return parsed.ok ? [] : parsed.errors;
};
/** A grid of `rows` x `cols` white squares ('A'). */
const square = (rows: number, cols: number) =>
  Array.from({ length: rows }, () => Array<string>(cols).fill('A'));

describe('parseCrossword: valid puzzles', () => {
  it('accepts the 5x5, 11x11 and 15x15 grids', () => {
    expect(parseCrossword(mini(), 'mini').ok).toBe(true);
    expect(parseCrossword(puzzleData(gridFromPattern(GRID_11)), 'mini').ok).toBe(true);
    expect(parseCrossword(puzzleData(gridFromPattern(GRID_15)), 'medical').ok).toBe(true);
    expect(parseCrossword(mini(), 'medical').ok).toBe(true);
  });

  it('accepts any medical size from 5 to 25, square or not', () => {
    for (const [rows, cols] of [
      [25, 25],
      [5, 25],
      [13, 7],
    ] as const)
      expect(parseCrossword(puzzleData(square(rows, cols)), 'medical').ok).toBe(true);
  });

  it('upper-cases letters, trims texts, drops unknown keys and a null subtitle', () => {
    const data = {
      ...mini(),
      date: '2025-06-26',
      type: 'mini',
      subtitle: null,
      title: '  Heart week ',
      answerGrid: gridFromPattern(MINI_5).map((row) => row.map((c) => c.toLowerCase())),
      acrossClues: mini().acrossClues.map((c) => ({ ...c, clue: ` ${c.clue} ` })),
    };
    const parsed = parseCrossword(data, 'mini');
    if (!parsed.ok) throw new Error(parsed.errors.join());
    expect(parsed.puzzle.title).toBe('Heart week');
    expect(parsed.puzzle).not.toHaveProperty('subtitle');
    expect(parsed.puzzle).not.toHaveProperty('date');
    expect(parsed.puzzle.answerGrid).toEqual(gridFromPattern(MINI_5));
    expect(parsed.puzzle.acrossClues[0]).toEqual({ number: 1, clue: 'Across 1' });
  });

  it('keeps well-formed clue entries and parses its own output again unchanged', () => {
    const data = {
      ...mini(),
      clueEntries: [{ answer: 'CAT', clue: 'Pet', row: 0, col: 1, dir: 'across' }],
    };
    const first = parseCrossword(data, 'mini');
    if (!first.ok) throw new Error(first.errors.join());
    expect(first.puzzle.clueEntries).toHaveLength(1);
    const again = parseCrossword(JSON.parse(JSON.stringify(first.puzzle)), 'mini');
    expect(again).toEqual(first);
  });

  it('is the zod schema of the game modules', () => {
    expect(crosswordSchema('mini').safeParse(mini()).success).toBe(true);
    expect(miniCrossword.validatePuzzle(mini())).toMatchObject({ ok: true });
    expect(medicalCrossword.validatePuzzle({ ...mini(), acrossClues: [] })).toEqual({
      ok: false,
      message: 'Word 1 Across (row 1, column 2, 3 letters) has no clue',
    });
  });
});

describe('parseCrossword: JSON shape messages', () => {
  it('names the missing or malformed top-level fields', () => {
    expect(errorsOf(null)).toEqual([
      'Puzzle data must be a JSON object with title, answerGrid, acrossClues and downClues',
    ]);
    expect(errorsOf([])).toHaveLength(1);
    expect(errorsOf({})).toEqual([
      'title: title is required and must be a string (use "" for none)',
      'answerGrid: answerGrid is required and must be an array',
      'acrossClues: acrossClues is required and must be an array',
      'downClues: downClues is required and must be an array',
    ]);
    expect(errorsOf({ ...mini(), subtitle: 3 })).toEqual(['subtitle: subtitle must be a string']);
    expect(errorsOf({ ...mini(), title: 'x'.repeat(201) })).toEqual([
      'title: title must be at most 200 characters',
    ]);
    expect(errorsOf({ ...mini(), subtitle: 'x'.repeat(201) })).toEqual([
      'subtitle: subtitle must be at most 200 characters',
    ]);
  });

  it('names bad grid rows and squares by path', () => {
    const grid: unknown[] = gridFromPattern(MINI_5);
    grid[1] = 'HEART';
    expect(errorsOf({ ...mini(), answerGrid: grid })).toEqual([
      'answerGrid[1]: Each answerGrid row must be an array of squares',
    ]);
    const cells: unknown[][] = gridFromPattern(MINI_5);
    (cells[2] as unknown[])[3] = 7;
    expect(errorsOf({ ...mini(), answerGrid: cells })).toEqual([
      'answerGrid[2][3]: Each square must be a string: a letter A–Z, or "" for a black square',
    ]);
  });

  it('names bad clues by path', () => {
    const bad = (clue: unknown) =>
      errorsOf({ ...mini(), acrossClues: [...mini().acrossClues, clue] });
    expect(bad('x')).toEqual([
      'acrossClues[5]: Each clue must be an object like {"number": 1, "clue": "…"}',
    ]);
    expect(bad({ clue: 'x' })).toEqual([
      'acrossClues[5].number: Clue number is required and must be a number',
    ]);
    expect(bad({ number: 1.5, clue: 'x' })).toEqual([
      'acrossClues[5].number: Clue number must be a whole number',
    ]);
    expect(bad({ number: 0, clue: 'x' })).toEqual([
      'acrossClues[5].number: Clue number must be 1 or more',
    ]);
    expect(bad({ number: 2 })).toEqual([
      'acrossClues[5].clue: Clue text is required and must be a string',
    ]);
    expect(bad({ number: 2, clue: '  ' })).toEqual(['acrossClues[5].clue: Clue text is empty']);
    expect(bad({ number: 2, clue: 'x'.repeat(501) })).toEqual([
      'acrossClues[5].clue: Clue text must be at most 500 characters',
    ]);
    expect(errorsOf({ ...mini(), downClues: {} })).toEqual([
      'downClues: downClues is required and must be an array',
    ]);
  });

  it('checks clue entries', () => {
    expect(errorsOf({ ...mini(), clueEntries: 'x' })).toEqual([
      'clueEntries: clueEntries must be an array',
    ]);
    expect(errorsOf({ ...mini(), clueEntries: [3] })).toEqual([
      'clueEntries[0]: Each clue entry must be an object {answer, clue, row, col, dir}',
    ]);
    expect(
      errorsOf({
        ...mini(),
        clueEntries: [{ answer: 'CAT', clue: 'x', row: 0, col: 1, dir: 'left' }],
      }),
    ).toEqual(["clueEntries[0].dir: dir must be 'across' or 'down'"]);
  });

  it('still reports the grid rules when other fields are malformed', () => {
    const grid = gridFromPattern(MINI_5);
    (grid[0] as string[])[2] = ' ';
    expect(errorsOf({ ...mini(), answerGrid: grid, title: 4 })).toEqual([
      'title: title is required and must be a string (use "" for none)',
      expect.stringContaining('The answer grid must be fully filled'),
    ]);
  });
});

describe('parseCrossword: grid size messages', () => {
  const sized = (grid: string[][], type: CrosswordType = 'medical') =>
    errorsOf({ ...mini(), answerGrid: grid }, type);

  it('uses the builder messages for height and width', () => {
    expect(sized([])).toEqual(['Grid height must be at least 5 cells (answerGrid has 0 rows)']);
    expect(sized(square(4, 5))).toEqual([
      'Grid height must be at least 5 cells (answerGrid has 4 rows)',
    ]);
    expect(sized(square(26, 5))).toEqual([
      'Grid height cannot exceed 25 cells (answerGrid has 26 rows)',
    ]);
    expect(sized(square(5, 4))).toEqual([
      'Grid width must be at least 5 cells (each row has 4 squares)',
    ]);
    expect(sized(square(5, 26))).toEqual([
      'Grid width cannot exceed 25 cells (each row has 26 squares)',
    ]);
  });

  it('requires a rectangle', () => {
    const grid = square(6, 6);
    grid[2] = ['A', 'A', 'A', 'A'];
    grid[4] = Array<string>(7).fill('A');
    expect(sized(grid)).toEqual([
      'The grid must be rectangular: row 1 has 6 squares, but row 3 has 4, row 5 has 7',
    ]);
  });

  it('limits the Mini to 5x5..11x11', () => {
    expect(errorsOf(puzzleData(square(15, 15)), 'mini')).toEqual([
      'A Mini Crossword grid must be 5 to 11 cells wide and high; this one is 15 wide and 15 high',
    ]);
    expect(errorsOf(puzzleData(square(5, 12)), 'mini')).toEqual([
      'A Mini Crossword grid must be 5 to 11 cells wide and high; this one is 12 wide and 5 high',
    ]);
    expect(errorsOf(puzzleData(square(11, 11)), 'mini')).toEqual([]);
    expect(errorsOf(puzzleData(square(15, 15)), 'medical')).toEqual([]);
  });
});

describe('parseCrossword: square and word messages', () => {
  const withCells = (changes: [number, number, string][]) => {
    const grid = gridFromPattern(MINI_5);
    for (const [r, c, v] of changes) (grid[r] as string[])[c] = v;
    return errorsOf({ ...mini(), answerGrid: grid });
  };

  it('explains that an uploaded grid must be fully filled (a space is the builder’s empty square)', () => {
    expect(withCells([[1, 2, ' ']])).toEqual([
      'The answer grid must be fully filled, but row 2, column 3 is a space. A space marks an empty white square in the builder; in an upload put the answer letter in every white square and "" in every black square.',
    ]);
    const many = withCells([
      [1, 1, ' '],
      [2, 2, '  '],
    ]);
    expect(many[0]).toMatch(
      /^The answer grid must be fully filled, but row 2, column 2; row 3, column 3 are spaces\./,
    );
  });

  it('lists squares that are not a letter, with their value', () => {
    expect(
      withCells([
        [1, 1, '1'],
        [2, 2, 'AB'],
        [3, 3, 'É'],
      ]),
    ).toEqual([
      'Each square must be one letter A–Z, or "" for a black square: row 2, column 2 ("1"); row 3, column 3 ("AB"); row 4, column 4 ("É")',
    ]);
  });

  it('shortens long square lists', () => {
    const grid = square(5, 5).map((row) => row.map(() => ' '));
    expect(errorsOf({ ...puzzleData(square(5, 5)), answerGrid: grid })[0]).toContain(
      'row 2, column 3 and 17 more are spaces',
    );
  });

  it('names a white square outside every word', () => {
    const grid = gridFromPattern(['.#...', '##...', '.....', '.....', '.....']);
    expect(errorsOf(puzzleData(grid))).toEqual([
      'The white square at row 1, column 1 is not part of any word of 2 or more letters: make it black or extend a word through it.',
    ]);
    const two = gridFromPattern(['.#.#.', '#####', '.....', '.....', '.....']);
    expect(errorsOf(puzzleData(two))[0]).toBe(
      'The white squares at row 1, column 1; row 1, column 3; row 1, column 5 are not part of any word of 2 or more letters: make them black or extend a word through them.',
    );
  });

  it('refuses a grid without words', () => {
    expect(
      errorsOf({
        ...mini(),
        answerGrid: square(5, 5).map((r) => r.map(() => '')),
        acrossClues: [],
        downClues: [],
      }),
    ).toEqual([
      'The grid has no words: it needs white squares forming words of 2 or more letters.',
    ]);
  });
});

describe('parseCrossword: clue list messages', () => {
  it('names clues without words and words without clues', () => {
    const data = mini();
    data.acrossClues.push({ number: 7, clue: 'again' }, { number: 12, clue: 'extra' });
    data.downClues = data.downClues.filter((c) => c.number !== 5);
    expect(errorsOf(data)).toEqual([
      'Across clue 7 is given 2 times; each word needs exactly one clue',
      'Across clue 12 has no word in the grid',
      'Word 5 Down (row 2, column 5, 3 letters) has no clue',
    ]);
  });

  it('checks each list against its own direction', () => {
    const data = mini();
    data.downClues.push({ number: 6, clue: '6 is an across word only' });
    expect(errorsOf(data)).toEqual(['Down clue 6 has no word in the grid']);
  });

  it(`reports at most ${MAX_ERRORS} problems and counts the rest`, () => {
    const errors = errorsOf({
      ...puzzleData(gridFromPattern(GRID_15)),
      acrossClues: [],
      downClues: [],
    });
    expect(errors).toHaveLength(MAX_ERRORS + 1);
    expect(errors.at(-1)).toBe('…and 44 more problems');
  });
});
