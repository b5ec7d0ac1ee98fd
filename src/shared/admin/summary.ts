import { addDays, dayNumber, type PuzzleDate } from '../play/dates.js';
import type { GameId } from '../play/games.js';
import { gameAdmin } from './admin-registry.js';

/**
 * What the weekly test pages show of a stored puzzle (docs/product.md#test-pages, issue 18), pure:
 * a few facts per game (each game's admin tools, src/shared/<game>/admin.ts), or why the
 * stored puzzle would not load.
 */

export interface DaySummary {
  date: PuzzleDate;
  available: boolean;
  /** Label and value pairs (docs/product.md#test-pages: MedMatch difficulty, topic, rounds; …). */
  facts: [string, string][];
  /** The stored puzzle fails its game's schema: the first problem. */
  error: string | null;
}

export interface WeekSummary {
  game: GameId;
  /** The Monday the week starts on. */
  start: PuzzleDate;
  days: DaySummary[];
}

/** The Monday on or before `date`. */
export function mondayOf(date: PuzzleDate): PuzzleDate {
  const day = dayNumber(date) ?? 0;
  // day 0 (1970-01-01) was a Thursday: Monday is 3 days before it
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return addDays(date, -sinceMonday);
}

export const weekDates = (start: PuzzleDate): PuzzleDate[] =>
  Array.from({ length: 7 }, (_, i) => addDays(start, i));

/** The facts of one stored puzzle, or its first problem (its game's admin tools). */
export function summarize(
  game: GameId,
  payload: unknown,
): { facts: [string, string][]; error: string | null } {
  return gameAdmin(game).summarize(payload);
}

/** A week of one game from its stored puzzles (date → payload). */
export function weekSummary(
  game: GameId,
  start: PuzzleDate,
  stored: ReadonlyMap<PuzzleDate, unknown>,
): WeekSummary {
  return {
    game,
    start,
    days: weekDates(start).map((date) => {
      if (!stored.has(date)) return { date, available: false, facts: [], error: null };
      const { facts, error } = summarize(game, stored.get(date));
      return { date, available: error === null, facts, error };
    }),
  };
}
