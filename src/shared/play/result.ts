import { gameDefinition } from './game-registry.js';
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

/**
 * A result's rank key under its game's rank rule (the game's definition, rank-rules.ts): lower
 * ranks higher, equal keys share a rank.
 */
export function rankKey(
  game: GameId,
  r: Pick<ResultFields, 'timeSeconds' | 'score' | 'guesses'>,
): RankKey {
  return gameDefinition(game).rank.key(r);
}

/** Whether the game's leaderboard shows scores (highest first) or times. */
export function ranksByScore(game: GameId): boolean {
  return gameDefinition(game).rank.byScore;
}

/** The smallest and largest rank key a bucket of the game can hold (see rankKey). */
export function bucketKeyRange(game: GameId, bucket: number): [number, number] {
  return gameDefinition(game).rank.bucketRange(bucket);
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
