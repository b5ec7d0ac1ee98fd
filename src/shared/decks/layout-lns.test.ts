import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { letterCodes } from './layout-board.js';
import { runBeam } from './layout-beam.js';
import type { PassResult } from './layout-greedy.js';
import { reshape, type Valuer } from './layout-lns.js';

const answerArb = fc
  .array(fc.constantFrom(...'AEIOURSTLNCDMPBGHKVWYZ'), { minLength: 2, maxLength: 9 })
  .map((letters) => letters.join(''));

const value: Valuer = ({ placed, filled, crossings, rows, cols }) =>
  placed * 100 + filled / (rows * cols) + (0.16 * crossings) / placed;

const figures = ({ board, placements }: PassResult) => ({
  placed: placements.length,
  filled: board.filled,
  crossings: board.crossings,
  rows: board.height,
  cols: board.width,
});

describe('reshape', () => {
  it('returns a layout worth at least as much, within maxSide, and leaves its input as it was', () => {
    fc.assert(
      fc.property(
        fc.array(answerArb, { minLength: 2, maxLength: 14 }),
        fc.integer({ min: 12, max: 20 }),
        fc.integer(),
        (answers, maxSide, seed) => {
          const words = answers.map(letterCodes);
          const order = words.map((_, i) => i).sort((a, b) => words[b]!.length - words[a]!.length);
          const [pass] = runBeam(
            words,
            {
              order,
              width: 2,
              branch: 2,
              crossWeight: 1,
              areaWeight: 0.01,
              squareWeight: 0,
              noise: 1,
              maxRows: maxSide,
              maxCols: maxSide,
              maxSide,
            },
            seededRandom(seed),
          );
          const before = figures(pass!);
          const letters = pass!.board.letters.slice();
          const after = reshape(words, pass!, value, maxSide);
          expect(figures(pass!)).toEqual(before);
          expect(pass!.board.letters).toEqual(letters);
          expect(value(figures(after))).toBeGreaterThanOrEqual(value(before));
          expect(after.board.height).toBeLessThanOrEqual(maxSide);
          expect(after.board.width).toBeLessThanOrEqual(maxSide);
          // every placement is its answer's letters on the board, each answer at most once
          const placed = after.placements.map((p) => p.word);
          expect(new Set(placed).size).toBe(placed.length);
          let total = 0;
          for (const p of after.placements) {
            const codes = words[p.word]!;
            total += codes.length;
            for (let k = 0; k < codes.length; k++) {
              const at =
                (p.row + (p.dir === 2 ? k : 0)) * after.board.size + p.col + (p.dir === 1 ? k : 0);
              expect(after.board.letters[at]).toBe(codes[k]);
            }
          }
          expect(after.board.filled + after.board.crossings).toBe(total);
        },
      ),
      { numRuns: 60 },
    );
  });
});
