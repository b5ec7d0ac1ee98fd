import { describe, expect, it } from 'vitest';
import { autofill, deadSlots, WordIndex } from './autofill.js';
import { parseGridText } from './grid.js';
import { impossibleSlot, tightestSlot } from './propagate.js';

const index = (words: string[]) => new WordIndex(words.map((word, i) => ({ word, score: 90 - i })));
const OPEN = '?????\n?????\n?????\n?????\n?????';
/** Every cyclic shift of ABCDE: rows and columns can each be any of them. */
const SHIFTS = ['ABCDE', 'BCDEA', 'CDEAB', 'DEABC', 'EABCD'];

describe('arc consistency', () => {
  it('finds a grid with no fill that every word alone would allow', () => {
    // each word has five candidates, but no down word can agree with the across words
    const list = index(['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY']);
    const grid = parseGridText(OPEN);
    expect(deadSlots(grid, list)).toEqual([]);
    expect(impossibleSlot(grid, list)).not.toBeNull();
    expect(tightestSlot(grid, list)?.count).toBe(0);
    expect(autofill(grid, list)).toMatchObject({ ok: false, reason: 'stuck', steps: 0 });
  });

  it('keeps every word that agrees with some word of each crossing, and only those', () => {
    const list = index([...SHIFTS, 'XYZZY']);
    const grid = parseGridText(OPEN);
    expect(impossibleSlot(grid, list)).toBeNull();
    // XYZZY agrees with no crossing word and goes; the five shifts stay
    expect(tightestSlot(grid, list)?.count).toBe(5);
  });

  it('narrows around placed letters', () => {
    const tight = tightestSlot(parseGridText(`C????\n${OPEN.slice(6)}`), index(SHIFTS));
    // 1 Across and 1 Down must start with C: only CDEAB
    expect(tight).toMatchObject({ count: 1, slot: { number: 1 } });
  });

  it('takes a complete word as it stands, in the list or not', () => {
    const list = index(SHIFTS);
    // QQQQQ is not a list word but is in the grid: its letters rule its crossings
    expect(impossibleSlot(parseGridText(`QQQQQ\n${OPEN.slice(6)}`), list)).not.toBeNull();
    expect(impossibleSlot(parseGridText(`ABCDE\n${OPEN.slice(6)}`), list)).toBeNull();
  });

  it('says nothing is open in a full grid', () => {
    expect(tightestSlot(parseGridText(SHIFTS.join('\n')), index(['ABCDE']))).toBeNull();
  });
});
