import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamCount, layoutDeck, passCount, type DeckCard, type DeckLayout } from './layout.js';

/** Every maximal run of 2+ letters across and down, as "row,col,dir" → its letters. */
function runsOf(layout: DeckLayout): Map<string, string> {
  const runs = new Map<string, string>();
  const at = (r: number, c: number) => layout.grid[r]?.[c] ?? null;
  for (let r = 0; r < layout.rows; r++) {
    for (let c = 0; c < layout.cols; c++) {
      if (at(r, c) === null) continue;
      for (const [dir, dr, dc] of [
        ['across', 0, 1],
        ['down', 1, 0],
      ] as const) {
        if (at(r - dr, c - dc) !== null) continue;
        let word = '';
        for (let k = 0; at(r + k * dr, c + k * dc) !== null; k++)
          word += at(r + k * dr, c + k * dc);
        if (word.length >= 2) runs.set(`${r},${c},${dir}`, word);
      }
    }
  }
  return runs;
}

/** Letter squares reachable from the first one, across and down. */
function connectedSquares(layout: DeckLayout): { letters: number; reached: number } {
  const squares: [number, number][] = [];
  layout.grid.forEach((row, r) => row.forEach((ch, c) => ch !== null && squares.push([r, c])));
  if (squares.length === 0) return { letters: 0, reached: 0 };
  const seen = new Set([`${squares[0]![0]},${squares[0]![1]}`]);
  const stack = [squares[0]!];
  while (stack.length) {
    const [r, c] = stack.pop()!;
    for (const [nr, nc] of [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ] as const) {
      const key = `${nr},${nc}`;
      if (layout.grid[nr]?.[nc] != null && !seen.has(key)) {
        seen.add(key);
        stack.push([nr, nc]);
      }
    }
  }
  return { letters: squares.length, reached: seen.size };
}

/** The checks every layout must pass, whatever its cards. */
function expectWellFormed(cards: readonly DeckCard[], layout: DeckLayout): void {
  expect(layout.grid).toHaveLength(layout.rows);
  for (const row of layout.grid) expect(row).toHaveLength(layout.cols);
  // every card is either placed once or left out, by id
  const ids = [...layout.entries.map((e) => e.id), ...layout.left].sort();
  expect(ids).toEqual(cards.map((c) => c.id).sort());
  const byId = new Map(cards.map((c) => [c.id, c.answer]));
  // each entry's letters are in the grid where it says
  for (const e of layout.entries) {
    expect(e.answer).toBe(byId.get(e.id));
    const letters = [...e.answer].map(
      (_, k) =>
        layout.grid[e.row + (e.dir === 'down' ? k : 0)]?.[e.col + (e.dir === 'across' ? k : 0)],
    );
    expect(letters.join('')).toBe(e.answer);
  }
  // every maximal run is exactly one entry (no accidental words, nothing touching), and back
  const runs = runsOf(layout);
  const entries = new Map(layout.entries.map((e) => [`${e.row},${e.col},${e.dir}`, e.answer]));
  expect(runs).toEqual(entries);
  // one connected grid, with no letter outside an entry
  const { letters, reached } = connectedSquares(layout);
  expect(reached).toBe(letters);
  // the box is tight: a letter on each edge
  if (layout.entries.length > 0) {
    expect(layout.grid[0]!.some((ch) => ch !== null)).toBe(true);
    expect(layout.grid[layout.rows - 1]!.some((ch) => ch !== null)).toBe(true);
    expect(layout.grid.some((row) => row[0] !== null)).toBe(true);
    expect(layout.grid.some((row) => row[layout.cols - 1] !== null)).toBe(true);
  }
  expectAmericanNumbering(layout);
}

/** Start squares numbered 1, 2, … in reading order; entries sharing a start share its number. */
function expectAmericanNumbering(layout: DeckLayout): void {
  const starts = [...new Set(layout.entries.map((e) => e.row * layout.cols + e.col))].sort(
    (a, b) => a - b,
  );
  for (const e of layout.entries) {
    expect(e.number).toBe(starts.indexOf(e.row * layout.cols + e.col) + 1);
  }
  const numbers = layout.entries.map((e) => e.number);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
}

const cardsOf = (answers: readonly string[]): DeckCard[] =>
  answers.map((answer, i) => ({ id: `card-${i}`, answer }));

const answerArb = fc
  .array(fc.constantFrom(...'AEIOURSTLNCDMPBGHKVWYZ'), { minLength: 2, maxLength: 12 })
  .map((letters) => letters.join(''));

describe('layoutDeck', () => {
  it('lays out every generated word list as a well-formed connected crossword', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { minLength: 1, maxLength: 18 }),
        fc.integer(),
        (answers, seed) => {
          const cards = cardsOf(answers);
          expectWellFormed(cards, layoutDeck(cards, { seed, timeBudgetMs: 1 }));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the same layout for the same cards and seed', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { minLength: 1, maxLength: 15 }),
        fc.integer(),
        (answers, seed) => {
          const cards = cardsOf(answers);
          expect(layoutDeck(cards, { seed, timeBudgetMs: 1 })).toEqual(
            layoutDeck(cards, { seed, timeBudgetMs: 1 }),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('places every card of a medical deck in one grid', () => {
    const cards = cardsOf([
      'OLFACTORY',
      'OPTIC',
      'OCULOMOTOR',
      'TROCHLEAR',
      'TRIGEMINAL',
      'ABDUCENS',
      'FACIAL',
      'VAGUS',
      'ACCESSORY',
      'HYPOGLOSSAL',
      'CRIBRIFORM',
      'ROTUNDUM',
      'OVALE',
      'JUGULAR',
      'STYLOMASTOID',
      'ANOSMIA',
      'PTOSIS',
      'DIPLOPIA',
      'MYDRIASIS',
      'STAPEDIUS',
    ]);
    const layout = layoutDeck(cards, { seed: 7 });
    expect(layout.left).toEqual([]);
    expect(layout.entries).toHaveLength(cards.length);
    expectWellFormed(cards, layout);
  });

  it('gives another layout for another seed', () => {
    const cards = cardsOf([
      'INSULIN',
      'GLUCAGON',
      'CORTISOL',
      'RENIN',
      'LEPTIN',
      'GHRELIN',
      'OXYTOCIN',
    ]);
    const grids = new Set(
      [1, 2, 3, 4, 5].map((seed) => JSON.stringify(layoutDeck(cards, { seed }).grid)),
    );
    expect(grids.size).toBeGreaterThan(1);
  });

  it('leaves out an answer that shares no letter with the others, and says so', () => {
    const cards = [
      { id: 'a', answer: 'ABC' },
      { id: 'b', answer: 'CAB' },
      { id: 'x', answer: 'XYZ' },
    ];
    const layout = layoutDeck(cards, { seed: 1 });
    expect(layout.left).toEqual(['x']);
    expect(layout.entries.map((e) => e.id).sort()).toEqual(['a', 'b']);
    expectWellFormed(cards, layout);
  });

  it('numbers a small crossing American-style', () => {
    const layout = layoutDeck(cardsOf(['CAT', 'TEA']), { seed: 3 });
    expect(layout.entries).toHaveLength(2);
    expect(layout.entries[0]!.number).toBe(1);
    const dirs = layout.entries.map((e) => e.dir).sort();
    expect(dirs).toEqual(['across', 'down']);
    expectWellFormed(cardsOf(['CAT', 'TEA']), layout);
  });

  it('lays out one card on its own and nothing for no cards', () => {
    expect(layoutDeck([], { seed: 1 })).toEqual({
      rows: 0,
      cols: 0,
      grid: [],
      entries: [],
      left: [],
    });
    const one = layoutDeck([{ id: 'only', answer: 'HEART' }], { seed: 1 });
    expect(one).toMatchObject({ rows: 1, cols: 5, left: [] });
    expect(one.entries).toEqual([
      { id: 'only', answer: 'HEART', row: 0, col: 0, dir: 'across', number: 1 },
    ]);
  });

  it('places repeated answers as separate entries', () => {
    const cards = cardsOf(['RENAL', 'RENAL', 'LUNG', 'ALVEOLI']);
    const layout = layoutDeck(cards, { seed: 4 });
    expect(layout.left).toEqual([]);
    expectWellFormed(cards, layout);
  });
});

describe('layoutDeck with maxSide', () => {
  it('never returns a grid wider or taller than maxSide, and places or leaves every card', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { minLength: 1, maxLength: 20 }),
        fc.integer(),
        fc.integer({ min: 1, max: 14 }),
        (answers, seed, maxSide) => {
          const cards = cardsOf(answers);
          const layout = layoutDeck(cards, { seed, timeBudgetMs: 1, maxSide });
          expect(layout.rows).toBeLessThanOrEqual(maxSide);
          expect(layout.cols).toBeLessThanOrEqual(maxSide);
          expectWellFormed(cards, layout);
          // an answer longer than the bound is always left out
          for (const e of layout.entries) expect(e.answer.length).toBeLessThanOrEqual(maxSide);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('leaves out what does not fit in a tight bound instead of growing the grid', () => {
    const cards = cardsOf(['ABCDEFGH', 'AXXXXXXX', 'HYYYYYYY', 'BZZ', 'ACBD']);
    const free = layoutDeck(cards, { seed: 2 });
    expect(Math.max(free.rows, free.cols)).toBeGreaterThan(8);
    const bounded = layoutDeck(cards, { seed: 2, maxSide: 8 });
    expect(bounded.rows).toBeLessThanOrEqual(8);
    expect(bounded.cols).toBeLessThanOrEqual(8);
    expect(bounded.left.length).toBeGreaterThan(0);
    expectWellFormed(cards, bounded);
  });

  it('leaves out every answer longer than maxSide, even when nothing else is left', () => {
    const cards = cardsOf(['HEART', 'AORTA']);
    expect(layoutDeck(cards, { seed: 1, maxSide: 4 })).toEqual({
      rows: 0,
      cols: 0,
      grid: [],
      entries: [],
      left: ['card-0', 'card-1'],
    });
  });

  it('gives the same layout for the same cards, seed and maxSide', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { minLength: 1, maxLength: 15 }),
        fc.integer(),
        fc.integer({ min: 2, max: 16 }),
        (answers, seed, maxSide) => {
          const cards = cardsOf(answers);
          expect(layoutDeck(cards, { seed, timeBudgetMs: 1, maxSide })).toEqual(
            layoutDeck(cards, { seed, timeBudgetMs: 1, maxSide }),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('passCount', () => {
  it('runs fewer passes for larger decks and more for a larger budget, within its bounds', () => {
    const small = Array<string>(10).fill('ABCDEFG');
    const large = Array<string>(60).fill('ABCDEFGHIJ');
    expect(passCount(small, 10)).toBeGreaterThanOrEqual(passCount(large, 10));
    expect(passCount(large, 100)).toBeGreaterThan(passCount(large, 10));
    expect(passCount(large, 0)).toBeGreaterThan(0);
    expect(passCount(small, 1e9)).toBeLessThanOrEqual(400);
  });
});

describe('beamCount', () => {
  it('runs at least one beam search, and more for more passes', () => {
    expect(beamCount(0)).toBe(1);
    expect(beamCount(32)).toBeGreaterThanOrEqual(1);
    expect(beamCount(400)).toBeGreaterThan(beamCount(40));
  });
});
