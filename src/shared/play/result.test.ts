import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bucketKeyRange, competitionRanks, rankKey } from './result.js';
import { GAME_IDS } from './games.js';

const r = (timeSeconds: number, score: number | null = null, guesses: number | null = null) => ({
  timeSeconds,
  score,
  guesses,
});

describe('rankKey', () => {
  it('ranks crosswords by time ascending', () => {
    expect(rankKey('mini', r(40)).key).toBeLessThan(rankKey('mini', r(41)).key);
    expect(rankKey('medical', r(600)).key).toBe(rankKey('medical', r(600)).key);
  });

  it('ranks MedWord by time, then by fewer guesses', () => {
    expect(rankKey('medword', r(60, null, 6)).key).toBeLessThan(
      rankKey('medword', r(61, null, 1)).key,
    );
    expect(rankKey('medword', r(60, null, 2)).key).toBeLessThan(
      rankKey('medword', r(60, null, 3)).key,
    );
  });

  it('ranks Medle and MedMatch by score descending, then by faster time', () => {
    for (const game of ['medle', 'medmatch'] as const) {
      expect(rankKey(game, r(500, 900)).key).toBeLessThan(rankKey(game, r(10, 899)).key);
      expect(rankKey(game, r(30, 900)).key).toBeLessThan(rankKey(game, r(31, 900)).key);
    }
  });

  it('puts every key inside its bucket range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_IDS),
        fc.integer({ min: 0, max: 200_000 }),
        fc.option(fc.integer({ min: -10, max: 200_000 })),
        fc.option(fc.integer({ min: 0, max: 12 })),
        (game, t, score, guesses) => {
          const { key, bucket } = rankKey(game, r(t, score, guesses));
          const [lo, hi] = bucketKeyRange(game, bucket);
          return Number.isSafeInteger(key) && key >= lo && key <= hi;
        },
      ),
    );
  });
});

describe('competitionRanks', () => {
  it('gives equal keys the same rank and skips after ties', () => {
    expect(competitionRanks([10, 20, 20, 30])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([5, 5, 5])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });
  it('starts from a given rank when paging', () => {
    expect(competitionRanks([20, 20, 30], 11)).toEqual([11, 11, 13]);
  });
});
