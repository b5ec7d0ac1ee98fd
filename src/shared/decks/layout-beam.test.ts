import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { ACROSS, Board, DOWN, copyBoard, letterCodes } from './layout-board.js';
import { runBeam, type BeamPlan } from './layout-beam.js';

const answerArb = fc
  .array(fc.constantFrom(...'AEIOURSTLNCDMPBGHKVWYZ'), { minLength: 2, maxLength: 10 })
  .map((letters) => letters.join(''));

function planFor(words: readonly Uint8Array[], maxSide: number, width: number): BeamPlan {
  return {
    order: words.map((_, i) => i).sort((a, b) => words[b]!.length - words[a]!.length || a - b),
    width,
    branch: 3,
    crossWeight: 2,
    areaWeight: 0.05,
    squareWeight: 0.1,
    noise: 0.3,
    maxRows: 8,
    maxCols: 8,
    maxSide,
  };
}

describe('runBeam', () => {
  it('returns at most `width` layouts, each within maxSide, each answer placed once as its letters', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: 10, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        (answers, maxSide, width, seed) => {
          const words = answers.map((a) => letterCodes(a.slice(0, maxSide)));
          const layouts = runBeam(words, planFor(words, maxSide, width), seededRandom(seed));
          expect(layouts.length).toBeGreaterThan(0);
          expect(layouts.length).toBeLessThanOrEqual(width);
          for (const { board, placements } of layouts) {
            expect(board.height).toBeLessThanOrEqual(maxSide);
            expect(board.width).toBeLessThanOrEqual(maxSide);
            const placed = placements.map((p) => p.word);
            expect(new Set(placed).size).toBe(placed.length);
            let letters = 0;
            for (const p of placements) {
              const codes = words[p.word]!;
              letters += codes.length;
              for (let k = 0; k < codes.length; k++) {
                const r = p.row + (p.dir === DOWN ? k : 0);
                const c = p.col + (p.dir === ACROSS ? k : 0);
                expect(board.letters[r * board.size + c]).toBe(codes[k]);
              }
            }
            // the board's own counts agree with the placements: crossings are shared squares
            expect(board.filled + board.crossings).toBe(letters);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the same layouts for the same seed', () => {
    const words = ['CARDIAC', 'AORTA', 'VALVE', 'ATRIUM', 'MITRAL', 'SEPTUM'].map(letterCodes);
    const run = () =>
      runBeam(words, planFor(words, 15, 4), seededRandom(7)).map((l) => l.placements);
    expect(run()).toEqual(run());
  });
});

describe('copyBoard', () => {
  it('copies a board so that placing on the copy leaves the original as it was', () => {
    const board = new Board(20);
    board.place(letterCodes('AORTA'), 5, 5, ACROSS);
    const copy = copyBoard(board, new Board(20));
    copy.place(letterCodes('ATRIUM'), 5, 5, DOWN);
    expect(board.crossings).toBe(0);
    expect(board.filled).toBe(5);
    expect(board.letters[6 * 20 + 5]).toBe(0);
    expect(copy.crossings).toBe(1);
    expect(copy.filled).toBe(10);
    expect(copy.byLetter[1]).not.toBe(board.byLetter[1]);
  });

  it('turns a used board into an exact copy of another, whatever it held before', () => {
    const from = new Board(20);
    from.place(letterCodes('AORTA'), 5, 5, ACROSS);
    from.place(letterCodes('ATRIUM'), 5, 9, DOWN);
    const to = new Board(20);
    to.place(letterCodes('SEPTUM'), 12, 3, ACROSS);
    copyBoard(from, to);
    expect(to.letters).toEqual(from.letters);
    expect(to.dirs).toEqual(from.dirs);
    expect(to.byLetter).toEqual(from.byLetter);
    expect([to.minRow, to.maxRow, to.minCol, to.maxCol]).toEqual([5, 10, 5, 9]);
    expect([to.filled, to.crossings]).toEqual([from.filled, from.crossings]);
    // the copy's lists are its own
    to.place(letterCodes('MITRAL'), 10, 9, ACROSS);
    expect(from.filled).toBe(10);
    expect(from.byLetter[13]).toEqual([10 * 20 + 9]);
  });
});
