import type { GameId } from './games.js';

export const LEADERBOARD_SCOPES = ['global', 'school', 'friends'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

/**
 * The top 10 by default; 'Show All Entries (N more)' pages through the rest
 * (docs/product.md#leaderboards).
 */
export const LEADERBOARD_TOP = 10;
export const LEADERBOARD_PAGE_MAX = 100;

export interface LeaderboardEntry {
  rank: number;
  userId: string;
  username: string;
  /** School abbreviation, on the Global tab only. */
  school: string | null;
  /** Ranked time (penalty included) and its penalty part (the check penalty), seconds. */
  timeSeconds: number;
  penaltySeconds: number;
  score: number | null;
  guesses: number | null;
  cluesRevealed: number | null;
  livesRemaining: number | null;
}

export interface Leaderboard {
  game: GameId;
  puzzleDate: string;
  scope: LeaderboardScope;
  /** Ranked entries in this scope. */
  total: number;
  offset: number;
  entries: LeaderboardEntry[];
  /** The viewer's own row, when they have a ranked result in this scope. */
  me: LeaderboardEntry | null;
  /** Why a scope is empty for this viewer: no listed school, or no friends yet. */
  notice: 'NO_SCHOOL' | 'NO_FRIENDS' | null;
}

/** Times on leaderboards as m:ss (docs/product.md#time-formats). */
export function formatBoardTime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A ranked time with its check penalty, '1:05 (+0:30)' (docs/product.md#fair-play); '0:35' without.
 */
export function formatRankedTime(timeSeconds: number, penaltySeconds: number): string {
  const time = formatBoardTime(timeSeconds);
  return penaltySeconds > 0 ? `${time} (+${formatBoardTime(penaltySeconds)})` : time;
}

/** 'n guess' or 'n guesses': a count with its word (a leaderboard row's detail). */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
