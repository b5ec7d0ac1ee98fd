import { describe, expect, it } from 'vitest';
import { autofill } from './autofill.js';
import { layoutOfBuilder } from './clues.js';
import { DEFAULT_FILL_QUALITY, FILL_FLOOR, fillIndex, fillOptions } from './fill-standard.js';
import { parseGridText, type BuilderGrid } from './grid.js';
import { containedAnswers } from '../crossword/quality.js';
import type { ScoredWord } from './word-index.js';

// scores as word-score.ts gives them: common English 40–90, obscure 25, rare or editor-marked 20
const WORDS: ScoredWord[] = [
  { word: 'HEART', score: 90 },
  { word: 'EAR', score: 88 },
  { word: 'RIB', score: 60 },
  { word: 'ERUGO', score: 20 },
  { word: 'ERNES', score: 25 },
  { word: 'ERUPT', score: 55 },
];

const answers = (g: BuilderGrid) => {
  const l = layoutOfBuilder(g);
  return [...l.across, ...l.down].map((slot) => ({
    slot,
    answer: slot.cells.map(([r, c]) => g[r]![c] ?? '').join(''),
  }));
};

/** The builder's autofill as its worker runs it by default. */
const builderFill = (grid: BuilderGrid, quality = DEFAULT_FILL_QUALITY) =>
  autofill(grid, fillIndex(WORDS, quality), fillOptions(quality));

describe("the builder's fill standard", () => {
  it('by default never places an obscure or rare word; a loose fill may, when asked', () => {
    // only ERUGO (rare) fits ERUG?: the standard fill says there is none
    const grid = parseGridText('ERUG?\n#####\n#####\n#####\n#####');
    expect(builderFill(grid)).toMatchObject({ ok: false, reason: 'stuck' });
    const loose = builderFill(grid, 'loose');
    expect(loose.ok && loose.grid[0]!.join('')).toBe('ERUGO');
    // ERUGO (rare) and ERNES (obscure) fit ER??? too, and ERUPT, the one common word
    const open = builderFill(parseGridText('ER???\n#####\n#####\n#####\n#####'));
    expect(open.ok && open.grid[0]!.join('')).toBe('ERUPT');
    expect(FILL_FLOOR).toBeGreaterThan(25);
  });

  it('by default never places an answer inside another (EAR in HEART); a loose fill may', () => {
    const grid = parseGridText('?????\n#####\n##???\n#####\n#####');
    const r = builderFill(grid);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(answers(r.grid).map((a) => a.answer)).toEqual(['HEART', 'RIB']);
    expect(containedAnswers(answers(r.grid))).toEqual([]);
    const loose = builderFill(grid, 'loose');
    expect(loose.ok && answers(loose.grid).map((a) => a.answer)).toEqual(['HEART', 'EAR']);
  });

  it('keeps to both on a grid that crosses, with every word of the list on offer', () => {
    const list: ScoredWord[] = [
      ...['MAST', 'AORTA', 'CLEAN', 'HANGS', 'ERAS', 'MOLAR', 'ARENA', 'STAGS', 'TANS', 'ACHE'].map(
        (word) => ({ word, score: 60 }),
      ),
      // higher-scored words that would put an answer inside another, or obscure fill
      ...['MASTS', 'ERA', 'TAN', 'ACHES', 'STAG'].map((word) => ({ word, score: 95 })),
      ...['ARECA', 'OAST', 'ERNE'].map((word) => ({ word, score: 25 })),
    ];
    const grid = parseGridText('#????\n?????\n?????\n?????\n????#');
    const r = autofill(grid, fillIndex(list), fillOptions());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const found = answers(r.grid);
    expect(containedAnswers(found)).toEqual([]);
    for (const { answer } of found)
      expect(list.find((w) => w.word === answer)!.score).toBeGreaterThanOrEqual(FILL_FLOOR);
  });
});
