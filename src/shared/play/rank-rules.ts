import type { RankRule } from './game-definition.js';

/**
 * The rank rules a game may pick for its definition (issue 4, docs/product.md#leaderboards). Each
 * is one integer key, lower first, and a bucket of its primary measure. The keys are stored
 * (`results.rank_key`): a game's rule never changes without rewriting its stored keys.
 */

const MAX_TIME = 99_999; // seconds; longer plays rank as this
const MAX_SCORE = 99_999;
const clampTime = (t: number) => Math.min(Math.max(Math.floor(t), 0), MAX_TIME);

/** By time, fastest first (the crosswords). */
export const RANK_BY_TIME: RankRule = {
  byScore: false,
  key(r) {
    const t = clampTime(r.timeSeconds);
    return { key: t, bucket: t };
  },
  bucketRange: (bucket) => [bucket, bucket],
};

/** By time, ties by fewer guesses (MedWord; no guesses counts as 9). */
export const RANK_BY_TIME_THEN_GUESSES: RankRule = {
  byScore: false,
  key(r) {
    const t = clampTime(r.timeSeconds);
    const guesses = Math.min(Math.max(r.guesses ?? 9, 0), 9);
    return { key: t * 10 + guesses, bucket: t };
  },
  bucketRange: (bucket) => [bucket * 10, bucket * 10 + 9],
};

/** By score, highest first, ties by faster time (Medle, MedMatch). */
export const RANK_BY_SCORE_THEN_TIME: RankRule = {
  byScore: true,
  key(r) {
    const t = clampTime(r.timeSeconds);
    const score = Math.min(Math.max(Math.round(r.score ?? 0), 0), MAX_SCORE);
    const inverted = MAX_SCORE - score;
    return { key: inverted * 100_000 + t, bucket: inverted };
  },
  bucketRange: (bucket) => [bucket * 100_000, bucket * 100_000 + 99_999],
};
