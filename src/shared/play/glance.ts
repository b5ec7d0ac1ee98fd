import type { PuzzleDate } from './dates.js';
import type { GameId } from './games.js';
import type { DayStatus } from './stats.js';

/**
 * 'Today at a glance' (issue 14): where the player stands on each playable game today, and when
 * the next puzzle arrives, as the server computes them in the player's time zone.
 */

/** One playable game today. */
export interface GameToday {
  game: GameId;
  /** The puzzle in play for the player today (a weekly one's own date); null when there is none. */
  puzzleDate: PuzzleDate | null;
  /** 'no-puzzle' when nothing is published for today. */
  status: DayStatus | 'no-puzzle';
  /** When solved: the ranked time and its check penalty, seconds. */
  timeSeconds: number | null;
  penaltySeconds: number | null;
  /**
   * When this game's next puzzle arrives for the player (an ISO instant): a daily game's at the
   * player's next midnight; a weekly one's at the start of the day the next one is dated (null
   * when none is scheduled yet).
   */
  nextPuzzleAt: string | null;
  /** The player's date of that arrival (the next puzzle's date for a weekly game), or null. */
  nextPuzzleDate: PuzzleDate | null;
}

/** GET /api/today. */
export interface TodayGlance {
  /** The player's today. */
  today: PuzzleDate;
  /** The player's next midnight (an ISO instant): the next daily puzzles. */
  nextDayAt: string;
  /** The server's clock when it answered, so a countdown does not depend on the device's. */
  serverNow: string;
  games: GameToday[];
}

/** How a day's status reads, on the landing cards and in the archive list (words, not colour). */
export const DAY_STATUS_LABELS: Record<GameToday['status'], string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  solved: 'Solved',
  revealed: 'Revealed',
  unsolved: 'Not solved',
  'no-puzzle': 'No puzzle today',
};
