import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bucketKeyRange, competitionRanks, rankKey, ranksByScore } from './result.js';
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

describe("each game's rank rule", () => {
  // The keys are stored in results.rank_key: a game's keys never change (issue 28 moved the rules
  // into the game definitions, keeping every key).
  const results = [
    { timeSeconds: 47, score: null, guesses: null },
    { timeSeconds: 59.9, score: 870.5, guesses: 3 },
    { timeSeconds: -3, score: -5, guesses: 12 },
    { timeSeconds: 123_456, score: 123_456, guesses: 0 },
  ];
  const byTime = [
    [47, 47, [47, 47]],
    [59, 59, [59, 59]],
    [0, 0, [0, 0]],
    [99_999, 99_999, [99_999, 99_999]],
  ];
  const byScore = [
    [9_999_900_047, 99_999, [9_999_900_000, 9_999_999_999]],
    [9_912_800_059, 99_128, [9_912_800_000, 9_912_899_999]],
    [9_999_900_000, 99_999, [9_999_900_000, 9_999_999_999]],
    [99_999, 0, [0, 99_999]],
  ];
  const expected = {
    mini: { byScore: false, keys: byTime },
    medical: { byScore: false, keys: byTime },
    medword: {
      byScore: false,
      keys: [
        [479, 47, [470, 479]],
        [593, 59, [590, 599]],
        [9, 0, [0, 9]],
        [999_990, 99_999, [999_990, 999_999]],
      ],
    },
    medle: { byScore: true, keys: byScore },
    medmatch: { byScore: true, keys: byScore },
  };

  it.each(GAME_IDS)('%s keeps its keys, buckets and bucket ranges', (game) => {
    const keys = results.map((r) => {
      const { key, bucket } = rankKey(game, r);
      return [key, bucket, bucketKeyRange(game, bucket)];
    });
    expect({ byScore: ranksByScore(game), keys }).toEqual(expected[game]);
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
