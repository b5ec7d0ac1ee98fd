import type { GameId } from './games.js';

/**
 * What a finished play contributes to the results table. Every game fills the fields it has;
 * the rest stay null. `assisted` (any reveal) and `eligible` decide whether it may rank.
 */
export interface ResultFields {
  /** The ranked time, whole seconds: active time measured by the server plus any penalty. */
  timeSeconds: number;
  /** Seconds of `timeSeconds` that are penalties (the check penalty; 0 where a game has none). */
  penaltySeconds: number;
  /** Letters or actions the player entered: how fast the result may plausibly be (fair-play.ts). */
  inputs: number;
  score: number | null;
  guesses: number | null;
  cluesRevealed: number | null;
  livesRemaining: number | null;
  /** Any reveal or give-up: the result never ranks. */
  assisted: boolean;
  /** May appear on leaderboards (also false when assisted, lost, exited…). */
  eligible: boolean;
}

/** Lower rank key ranks higher; equal keys share a rank. The bucket groups keys for fast counts. */
export interface RankKey {
  key: number;
  bucket: number;
}

const MAX_TIME = 99_999; // seconds; longer plays rank as this
const clampTime = (t: number) => Math.min(Math.max(Math.floor(t), 0), MAX_TIME);

/**
 * The rank rules (issue 4, DECISIONS.md): crosswords by time ascending; MedWord by time, ties by
 * fewer guesses; Medle and MedMatch by score descending, ties by faster time. The key is one
 * integer so one index orders every game; the bucket is the primary measure (a second or a
 * score point), so a rank is a sum over buckets plus a count inside one bucket.
 */
export function rankKey(
  game: GameId,
  r: Pick<ResultFields, 'timeSeconds' | 'score' | 'guesses'>,
): RankKey {
  const t = clampTime(r.timeSeconds);
  switch (game) {
    case 'mini':
    case 'medical':
      return { key: t, bucket: t };
    case 'medword': {
      const guesses = Math.min(Math.max(r.guesses ?? 9, 0), 9);
      return { key: t * 10 + guesses, bucket: t };
    }
    case 'medle':
    case 'medmatch': {
      const score = Math.min(Math.max(Math.round(r.score ?? 0), 0), 99_999);
      const inverted = 99_999 - score;
      return { key: inverted * 100_000 + t, bucket: inverted };
    }
  }
}

/** Whether the game's leaderboard shows scores (Medle, MedMatch) or times. */
export function ranksByScore(game: GameId): boolean {
  return game === 'medle' || game === 'medmatch';
}

/** The smallest and largest rank key a bucket can hold (see rankKey). */
export function bucketKeyRange(game: GameId, bucket: number): [number, number] {
  switch (game) {
    case 'mini':
    case 'medical':
      return [bucket, bucket];
    case 'medword':
      return [bucket * 10, bucket * 10 + 9];
    case 'medle':
    case 'medmatch':
      return [bucket * 100_000, bucket * 100_000 + 99_999];
  }
}

/**
 * Competition ranking of rows already sorted by key: equal keys share a rank (1, 2, 2, 4).
 * `firstRank` is the rank of the first row (from a count of better keys when paging).
 */
export function competitionRanks(keys: readonly number[], firstRank = 1): number[] {
  const ranks: number[] = [];
  keys.forEach((key, i) => {
    const prev = keys[i - 1];
    ranks.push(i === 0 ? firstRank : key === prev ? (ranks[i - 1] as number) : firstRank + i);
  });
  return ranks;
}
