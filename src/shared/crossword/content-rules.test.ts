import { describe, expect, it } from 'vitest';
import {
  checkCrossword,
  CONTENT_RULES,
  seriesProblems,
  type ContentRule,
  type SeriesFile,
} from './content-rules.js';
import { gridFromPattern, MINI_5 } from './test-fixtures.js';

/** A 15x15 pattern that meets the Medical standard: 36 blacks, 72 words, all checked. */
const MEDICAL_15 = [
  '....#.....#...#',
  '..........#...#',
  '..........#....',
  '........#......',
  '###....#...#...',
  '.....#.....#...',
  '.....#....#...#',
  '....#.....#....',
  '#...#....#.....',
  '...#.....#.....',
  '...#...#....###',
  '......#........',
  '....#..........',
  '#...#..........',
  '#...#.....#....',
];
/** Letters that repeat no answer of MEDICAL_15 and put none inside another. */
const letter = (r: number, c: number) =>
  String.fromCharCode(65 + ((r + c + r * c * 5 + r * r * 3 + c * c) % 26));
const medicalGrid = () =>
  MEDICAL_15.map((row, r) => [...row].map((ch, c) => (ch === '#' ? '' : letter(r, c))));

const rules = (problems: { rule: ContentRule }[]) => problems.map((p) => p.rule);
const mini = (pattern: readonly string[], theme?: unknown) =>
  checkCrossword(gridFromPattern(pattern), theme, CONTENT_RULES.mini);

describe('Mini Crossword content rules', () => {
  it('pass a clean 5x5', () => {
    expect(mini(MINI_5).problems).toEqual([]);
  });

  it('name the size, black count, symmetry and unchecked squares, with the squares', () => {
    const report = mini(['#....', '.....', '.....', '.....', '.....', '.....']);
    expect(rules(report.problems)).toEqual(['size', 'symmetry']);
    expect(report.problems[0]!.message).toBe('grid is 5x6; a Mini Crossword is 5x5');
    expect(report.problems[1]!.message).toContain('row 1, column 1; row 6, column 5');
    expect(rules(mini(['##.##', '#...#', '.....', '#...#', '##.##']).problems)).toEqual([
      'blacks',
      'unchecked',
    ]);
  });

  it('refuse short words, cut-off squares and a repeated answer', () => {
    expect(rules(mini(['..#..', '.....', '.....', '.....', '..#..']).problems)).toEqual(['short']);
    const split = mini(['...##', '...##', '#####', '##...', '##...']);
    expect(rules(split.problems)).toContain('connected');
    const twice = mini(['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'ABCDE']);
    expect(twice.problems).toMatchObject([
      { rule: 'repeats', message: 'ABCDE is the answer of 1 Across and 9 Across' },
    ]);
    expect(twice.problems[0]!.cells).toHaveLength(10);
    const inside = mini(['#NEED', 'ABCDE', 'FGHIJ', 'KLMNO', 'KNEED']);
    expect(inside.problems.filter((p) => p.rule === 'repeats')).toMatchObject([
      { rule: 'repeats', message: 'NEED (1 Across) is inside KNEED (8 Across)' },
    ]);
  });

  it('need no theme', () => {
    expect(mini(MINI_5).themeEntries).toBeNull();
  });
});

describe('Medical Crossword content rules', () => {
  const grid = medicalGrid();
  const base = checkCrossword(grid, undefined, CONTENT_RULES.medical);
  const long = base.quality.words.filter((w) => w.answer.length >= 7).map((w) => w.answer);
  const medical = (theme: unknown) => checkCrossword(grid, theme, CONTENT_RULES.medical);

  it('pass a clean grid with 3 or 4 long theme entries from the grid', () => {
    expect(base.quality).toMatchObject({ rows: 15, cols: 15, blacks: 36 });
    expect(base.quality.words).toHaveLength(72);
    const report = medical({ entries: long.slice(0, 3), revealer: long[3] });
    expect(report.problems).toEqual([]);
    expect(report.themeEntries).toBe(3);
    expect(medical({ entries: long.slice(0, 4) }).problems).toEqual([]);
  });

  it('ask for a declared theme of the right shape and size', () => {
    expect(base.problems.map((p) => p.message)).toEqual([
      'no "theme" declared; a Medical Crossword needs 3 to 4 theme entries',
    ]);
    expect(medical(['A']).problems[0]!.message).toMatch(/^theme must be/);
    expect(medical({ entries: long.slice(0, 2) }).problems[0]!.message).toBe(
      '2 theme entries; 3 to 4 theme entries',
    );
  });

  it('refuse theme entries not in the grid, too short or listed twice', () => {
    const short = base.quality.words.find((w) => w.answer.length < 7)!.answer;
    const messages = medical({
      entries: [long[0], long[0]!.toLowerCase(), 'NOTINGRID', short],
      revealer: 'ZZZ',
    }).problems.map((p) => p.message);
    expect(messages).toEqual([
      `theme entry ${long[0]} is listed twice`,
      'theme entry NOTINGRID is not an answer in the grid',
      `theme entry ${short} has ${short.length} letters; theme entries have 7 or more`,
      'revealer ZZZ is not an answer in the grid',
    ]);
  });

  it('count words and black squares', () => {
    const full = Array.from({ length: 15 }, () => Array.from({ length: 15 }, () => 'A'));
    const report = checkCrossword(full, { entries: [] }, CONTENT_RULES.medical);
    expect(rules(report.problems)).toEqual(['words', 'repeats', 'theme']);
    expect(report.problems[0]!.message).toBe('30 words; a Medical Crossword has 70 to 78');
  });
});

describe('series rules', () => {
  const file = (n: number, answers: string[], title = `Title ${n}`): SeriesFile => ({
    file: `${String(n).padStart(2, '0')}-x.json`,
    title,
    answers,
  });

  it('refuse an answer again within 30 days of a daily series, naming both files', () => {
    const files = [
      file(1, ['HEART', 'LIVER']),
      ...Array.from({ length: 29 }, (_, i) => file(i + 2, [])),
      file(31, ['HEART']),
    ];
    expect(seriesProblems(files, CONTENT_RULES.mini, 1)).toEqual([]);
    files[29] = file(30, ['LIVER', 'heart']);
    files[30] = file(31, []);
    expect(seriesProblems(files, CONTENT_RULES.mini, 1)).toEqual([
      {
        file: '30-x.json',
        rule: 'reuse',
        message:
          'HEART, LIVER also in 01-x.json, 29 days earlier; no answer repeats within 30 days',
        cells: [],
      },
    ]);
  });

  it('count days by the series schedule', () => {
    const weekly = { ...CONTENT_RULES.mini, reuseWindowDays: 30 };
    const files = [1, 2, 3, 4, 5].map((n) => file(n, []));
    files[0] = file(1, ['AORTA']);
    files[4] = file(5, ['AORTA']);
    expect(seriesProblems(files, weekly, 7).map((p) => p.message)).toEqual([
      'AORTA also in 01-x.json, 28 days earlier; no answer repeats within 30 days',
    ]);
    expect(seriesProblems(files, weekly, 8)).toEqual([]);
    // the weekly Medical Crossword keeps the same 30 days: four puzzles either side
    expect(seriesProblems(files, CONTENT_RULES.medical, 7).map((p) => p.file)).toEqual([
      '05-x.json',
    ]);
    const sixWeeks = [1, 2, 3, 4, 5, 6].map((n) => file(n, n === 1 || n === 6 ? ['AORTA'] : []));
    expect(seriesProblems(sixWeeks, CONTENT_RULES.medical, 7)).toEqual([]);
  });

  it('refuse a title used twice, whatever its case', () => {
    expect(
      seriesProblems([file(1, [], 'Heart'), file(2, [], ' heart ')], CONTENT_RULES.medical, 7),
    ).toEqual([
      {
        file: '02-x.json',
        rule: 'title',
        message: 'title " heart " is also 01-x.json\'s',
        cells: [],
      },
    ]);
  });
});
