import { describe, expect, it } from 'vitest';
import { autofill, WordIndex } from './autofill.js';
import { layoutOfBuilder } from './clues.js';
import { parseGridText, type BuilderGrid } from './grid.js';

// the Arch Rival Mini's ten words and some that do not fit it
const WORDS = [
  'MAST',
  'AORTA',
  'CLEAN',
  'HANGS',
  'ERAS',
  'MOLAR',
  'ARENA',
  'STAGS',
  'TANS',
  'ACHE',
  'BONE',
  'LUNG',
  'SPINE',
  'HEART',
  'NERVE',
  'ORGAN',
];
const index = new WordIndex(WORDS.map((word, i) => ({ word, score: 100 - i })));
const words = (g: BuilderGrid) => {
  const l = layoutOfBuilder(g);
  return [...l.across, ...l.down].map((s) => s.cells.map(([r, c]) => g[r]![c]).join(''));
};

describe('autofill', () => {
  it('fills an empty pattern with words of the list, each once, crossings agreeing', () => {
    const empty = parseGridText('#____\n_____\n_____\n_____\n____#'.replace(/_/g, '?'));
    const r = autofill(empty, index);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const found = words(r.grid);
    expect(found).toHaveLength(10);
    for (const w of found) expect(WORDS).toContain(w);
    expect(new Set(found).size).toBe(found.length);
  });

  it('keeps the letters already placed', () => {
    const start = parseGridText('#????\n?????\n?????\nHANGS\n????#');
    const r = autofill(start, index);
    expect(r.ok && r.grid[3]).toEqual(['H', 'A', 'N', 'G', 'S']);
  });

  it('says which word is stuck when no fill exists, and stops when asked', () => {
    const start = parseGridText('#QQQQ\n?????\n?????\n?????\n????#');
    const stuck = autofill(start, index);
    expect(stuck).toMatchObject({ ok: false, reason: 'stuck' });
    expect(!stuck.ok && stuck.reason === 'stuck' && stuck.slot).toBeTruthy();
    const stopped = autofill(parseGridText('#????\n?????\n?????\n?????\n????#'), index, {
      shouldStop: () => true,
    });
    expect(stopped).toMatchObject({ ok: false, reason: 'stopped' });
  });

  it('matches patterns best first', () => {
    expect(index.matches(['', 'O', '', '', ''])).toEqual(['AORTA', 'MOLAR']);
    expect(index.matches(['X', '', ''])).toEqual([]);
  });
});
