import { describe, expect, it } from 'vitest';
import { deckCrossword, TOO_BIG_MESSAGE, type PlacedAnswer } from './crossword.js';

const clue = (id: string) => `clue ${id}`;
const entry = (id: string, answer: string, row: number, col: number, dir: 'across' | 'down') =>
  ({ id, answer, row, col, dir }) satisfies PlacedAnswer;

describe('a deck layout as a stored crossword', () => {
  it('numbers the words in reading order from the grid, clued by their cards', () => {
    const r = deckCrossword(
      'Heart',
      {
        rows: 5,
        cols: 5,
        entries: [entry('a', 'AORTA', 0, 2, 'down'), entry('h', 'HEART', 0, 0, 'across')],
      },
      clue,
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.crossword.answerGrid).toEqual([
      ['H', 'E', 'A', 'R', 'T'],
      ['', '', 'O', '', ''],
      ['', '', 'R', '', ''],
      ['', '', 'T', '', ''],
      ['', '', 'A', '', ''],
    ]);
    expect(r.crossword.acrossClues).toEqual([{ number: 1, clue: 'clue h' }]);
    expect(r.crossword.downClues).toEqual([{ number: 2, clue: 'clue a' }]);
    expect(r.crossword.title).toBe('Heart');
  });

  it('pads a grid smaller than the board takes with black squares', () => {
    const r = deckCrossword(
      'Small',
      {
        rows: 3,
        cols: 3,
        entries: [entry('c', 'CAT', 0, 0, 'across'), entry('t', 'TOE', 0, 2, 'down')],
      },
      clue,
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.crossword.answerGrid.length).toBe(5);
    expect(r.crossword.answerGrid.every((row) => row.length === 5)).toBe(true);
    expect(r.crossword.answerGrid[0]).toEqual(['C', 'A', 'T', '', '']);
  });

  it('refuses answers that disagree on a square', () => {
    const r = deckCrossword(
      'x',
      {
        rows: 5,
        cols: 5,
        entries: [entry('a', 'AORTA', 0, 2, 'down'), entry('h', 'HEART', 1, 0, 'across')],
      },
      clue,
    );
    expect(r).toEqual({ ok: false, reason: 'Two answers disagree on a square.' });
  });

  it('refuses a layout whose answers touch and make a word no card has', () => {
    const r = deckCrossword(
      'x',
      {
        rows: 2,
        cols: 3,
        entries: [entry('a', 'CAT', 0, 0, 'across'), entry('b', 'DOG', 1, 0, 'across')],
      },
      clue,
    );
    expect(r).toEqual({
      ok: false,
      reason: 'The layout made a word that is not one of the cards.',
    });
  });

  it('refuses a grid larger than the board', () => {
    const r = deckCrossword(
      'x',
      { rows: 26, cols: 5, entries: [entry('a', 'CAT', 0, 0, 'across')] },
      clue,
    );
    expect(r).toEqual({ ok: false, reason: TOO_BIG_MESSAGE });
  });

  it('refuses an empty layout', () => {
    expect(deckCrossword('x', { rows: 0, cols: 0, entries: [] }, clue).ok).toBe(false);
  });
});
