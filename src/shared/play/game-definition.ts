import type { GameId } from './games.js';
import type { LeaderboardEntry } from './leaderboard.js';
import type { RankKey, ResultFields } from './result.js';

/**
 * What any page may know of a game before it downloads the game (the router reads these for
 * today's first view): each game's folder writes them in facts.ts and its definition spreads them,
 * and src/shared/play/game-facts.ts lists them without pulling in the rank rules or leaderboard text.
 */
export interface GameFacts<G extends GameId = GameId> {
  game: G;
  /** What titles, menus, the stats and leaderboard dialogs and the admin pages call it. */
  name: string;
  /**
   * How many days a puzzle stays the current one: 1 for a daily game; 7 for a weekly one, whose
   * puzzle dated D is "this week's" from D until the next one, at most 7 days
   * (docs/product.md#dates-and-days).
   */
  validityDays: 1 | 7;
  /** The first words of a shared result (share.ts): 'MedGrid Mini'. */
  shareName: string;
  /**
   * What a shared result names the day by instead of its date ('#61': MedWord numbers its days),
   * or null for the date. Absent: the date.
   */
  shareDay?: (date: string) => string | null;
  /** Played on a phone too (the Medical Crossword is not: docs/product.md). */
  playsOnPhone: boolean;
  /** Today's daily question is asked before the first start of today's puzzle. */
  asksDailyQuestion: boolean;
}

/**
 * What the site knows of a game besides its rules (docs/decisions/020): each game's folder
 * defines it (src/shared/<game>/definition.ts) and src/shared/play/game-registry.ts lists them;
 * everything outside the game's folders reads these facts from there, never from a
 * comparison with the game's id. Plain data and small functions, no schema and no rules, so any
 * page may read them without downloading a game.
 */
export interface GameDefinition<G extends GameId = GameId> extends GameFacts<G> {
  /** How a result ranks on the leaderboards (rank-rules.ts). */
  rank: RankRule;
  /** What the stats dialog's distribution counts, or null when the game has none. */
  distribution: DistributionKind | null;
  /** The leaderboard's explanation of the score, for the games that rank by one. */
  scoreHelp: ScoreHelp | null;
  /**
   * What a leaderboard row adds under its time or score (a MedWord row's guesses and hints), or
   * null when the ranked value says it all.
   */
  entryDetail(entry: LeaderboardEntry): string | null;
}

/**
 * How a result becomes a rank key: lower ranks higher, equal keys share a rank. The key is one
 * integer so that one index orders every game; the bucket is the primary measure (a second, a
 * score point), so a rank is a sum over buckets plus a count inside one bucket.
 */
export interface RankRule {
  /** The leaderboard shows and ranks by the score (highest first) rather than by the time. */
  byScore: boolean;
  key(r: Pick<ResultFields, 'timeSeconds' | 'score' | 'guesses'>): RankKey;
  /** The smallest and largest rank key a bucket can hold. */
  bucketRange(bucket: number): [number, number];
}

/** The stats dialog's distribution of solves: by guesses, by clues used or by lives left. */
export interface DistributionKind {
  /** The largest count shown (counts run from 1 to `limit`). */
  limit: number;
  measure: 'guesses' | 'clues' | 'lives';
}

/** A short explanation of how a score is worked out, behind a disclosure. */
export interface ScoreHelp {
  summary: string;
  text: string;
}
