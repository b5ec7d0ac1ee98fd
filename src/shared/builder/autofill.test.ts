import { describe, expect, it } from 'vitest';
import { autofill, candidatesFor, deadSlots, WordIndex } from './autofill.js';
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

describe('candidatesFor and deadSlots', () => {
  const grid = parseGridText('#????\n?????\n?????\n?????\n????#');
  const layout = layoutOfBuilder(grid);

  it('ranks the words that fit a slot and leave every crossing word a candidate', () => {
    const slot = layout.across[1]!; // row 2, five letters
    const list = candidatesFor(grid, slot, index);
    // every down word crosses row 2 at its second letter: only these leave each a list word
    expect(list.map((c) => c.word)).toEqual(['AORTA', 'MOLAR']);
    expect(list[0]!.score).toBeGreaterThan(list[1]!.score);
    // room: the words left to the tightest crossing word, at least one
    for (const c of list) expect(c.room).toBeGreaterThanOrEqual(1);
    expect(
      candidatesFor(parseGridText('AORTA\n?????\n?????\n?????\n?????'), layout.across[0]!, index),
    ).toEqual([]);
  });

  it('leaves out words already in the grid and words that block a crossing', () => {
    const withAorta = parseGridText('#????\nAORTA\n?????\n?????\n????#');
    const slot = layoutOfBuilder(withAorta).across[2]!; // row 3
    const list = candidatesFor(withAorta, slot, index).map((c) => c.word);
    expect(list).not.toContain('AORTA');
    expect(list).toContain('CLEAN');
    // row 3 under AORTA: the down words start M?, A?, S?, T? — only words whose letters continue some list word
    for (const w of list) {
      const downs = layoutOfBuilder(withAorta).down;
      for (const d of downs) {
        const i = d.cells.findIndex(([r]) => r === 2);
        if (i < 0) continue;
        const pattern = d.cells.map(([r, c]) => (r === 2 ? w[c]! : (withAorta[r]![c] ?? '')));
        expect(index.matches(pattern).length).toBeGreaterThan(0);
      }
    }
  });

  it('names the words no list word fits', () => {
    expect(deadSlots(grid, index)).toEqual([]);
    const dead = deadSlots(parseGridText('#QQ??\n?????\n?????\n?????\n????#'), index);
    expect(dead.map((s) => `${s.number}${s.dir[0]}`)).toEqual(['1a', '1d', '2d']);
  });
});
