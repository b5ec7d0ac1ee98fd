import { addDays, dateOfDay, dayNumber, type PuzzleDate } from './dates.js';
import { gameDefinition } from './game-registry.js';
import type { GameId } from './games.js';
import type { ReviewState } from './fair-play.js';

/**
 * A player's statistics for one game (issue 14, 'A stats modal per game from the server'): pure,
 * computed by the server from the player's recorded daily results, so every device shows the same.
 */

/** How a recorded daily result ended, as the player's own statistics count it. */
export type ResultOutcome = 'solved' | 'revealed' | 'unsolved';

/**
 * Where the player stands on one puzzle: nothing yet, a play under way, or a recorded result.
 * Shared by the landing page ('today at a glance') and the archive list.
 */
export type DayStatus = 'not-started' | 'in-progress' | ResultOutcome;

/**
 * A stored result's outcome: 'revealed' when any reveal was used; 'solved' when it was won without
 * one — it ranks, or is held for review (a solve the player sees as theirs until an admin rejects
 * it); otherwise 'unsolved' (lost, given up, or rejected on review).
 */
export function outcomeOf(r: {
  assisted: boolean;
  eligible: boolean;
  review: ReviewState | null;
}): ResultOutcome {
  if (r.assisted) return 'revealed';
  return r.eligible || r.review === 'pending' ? 'solved' : 'unsolved';
}

export interface StatsResult {
  /** The result's puzzle date (a weekly puzzle's own date). */
  date: PuzzleDate;
  outcome: ResultOutcome;
  /** The ranked time, whole seconds, check penalty included. */
  timeSeconds: number;
  /** Guesses used (MedWord, Medle); null for games without guesses. */
  guesses?: number | null;
  /** Clues seen (Medle) or hints opened (MedWord); null for the others. */
  cluesRevealed?: number | null;
  /** Lives left (MedMatch); null for the others. */
  livesRemaining?: number | null;
}

/** How many solves took 1, 2, … guesses (MedWord) or clues (Medle). */
export interface GuessDistribution {
  /** What is counted. */
  measure: 'guesses' | 'clues' | 'lives';
  /** counts[i]: the solves in i + 1 guesses or clues. */
  counts: number[];
  /** Today's solve's count, whose row is highlighted; null when today is not solved. */
  today: number | null;
}

/** How many of the game's days the chart shows. */
export const STATS_CHART_DAYS = 30;

export interface StatsChartDay {
  date: PuzzleDate;
  /** 'none': no daily result that day. */
  status: ResultOutcome | 'none';
  /** The ranked time when solved; null otherwise. */
  timeSeconds: number | null;
}

/** GET /api/stats/:game. */
export interface GameStats {
  game: GameId;
  /** The player's today (the server's, in the player's time zone). */
  today: PuzzleDate;
  /** Daily results recorded. */
  played: number;
  /** Results won without any reveal. */
  solved: number;
  /** solved / played, as a whole percentage (0 with nothing played). */
  solvedPercent: number;
  currentStreak: number;
  longestStreak: number;
  /** Best and average ranked time of the solved results, whole seconds. */
  bestSeconds: number | null;
  averageSeconds: number | null;
  /** The last STATS_CHART_DAYS of the game's days, oldest first, ending with the current one. */
  chart: StatsChartDay[];
  /** The games whose definition has a `distribution` only. */
  distribution: GuessDistribution | null;
}

export interface StatsInput {
  game: GameId;
  today: PuzzleDate;
  /** The player's daily results for the game (any order). */
  results: readonly StatsResult[];
  /**
   * The game's days up to the player's today, ascending (see `dailyDays`; a weekly game's are its
   * puzzle dates). A streak counts consecutive days of this list.
   */
  days: readonly PuzzleDate[];
  /**
   * Whether the last of `days` is still in play (today's puzzle; this week's): unsolved, it does
   * not break the current streak yet, which then counts up to the day before it.
   */
  lastIsOpen: boolean;
}

/** Every calendar day from `from` to `to`, both included (none when `to` is before `from`). */
export function calendarDays(from: PuzzleDate, to: PuzzleDate): PuzzleDate[] {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) throw new RangeError(`Invalid dates "${from}", "${to}"`);
  const days: PuzzleDate[] = [];
  for (let d = a; d <= b; d++) days.push(dateOfDay(d));
  return days;
}

/**
 * A daily game's days: every calendar day up to `today`, from the first result (or from the chart's
 * first day, if later results only).
 */
export function dailyDays(today: PuzzleDate, results: readonly StatsResult[]): PuzzleDate[] {
  let first = addDays(today, -(STATS_CHART_DAYS - 1));
  for (const r of results) if (r.date < first) first = r.date;
  return calendarDays(first, today);
}

/**
 * Solves by number of guesses, clues or lives, for the games whose definition has a
 * `distribution`; null for the others.
 */
export function guessDistribution(
  game: GameId,
  today: PuzzleDate,
  results: readonly StatsResult[],
): GuessDistribution | null {
  const kind = gameDefinition(game).distribution;
  if (!kind) return null;
  const { limit, measure } = kind;
  const counts = Array.from({ length: limit }, () => 0);
  let latest: number | null = null;
  for (const r of results) {
    const n =
      (measure === 'clues'
        ? r.cluesRevealed
        : measure === 'lives'
          ? r.livesRemaining
          : r.guesses) ?? 0;
    if (r.outcome !== 'solved' || n < 1 || n > limit) continue;
    counts[n - 1] = (counts[n - 1] ?? 0) + 1;
    if (r.date === today) latest = n;
  }
  return { measure, counts, today: latest };
}

export function computeStats({ game, today, results, days, lastIsOpen }: StatsInput): GameStats {
  const counted = results.filter((r) => r.date <= today);
  const byDate = new Map(counted.map((r) => [r.date, r]));
  const solved = counted.filter((r) => r.outcome === 'solved');
  const isSolved = (day: PuzzleDate | undefined) =>
    day !== undefined && byDate.get(day)?.outcome === 'solved';

  let longestStreak = 0;
  let run = 0;
  for (const day of days) {
    run = isSolved(day) ? run + 1 : 0;
    longestStreak = Math.max(longestStreak, run);
  }
  let i = days.length - 1;
  if (lastIsOpen && !isSolved(days[i])) i -= 1;
  let currentStreak = 0;
  while (i >= 0 && isSolved(days[i])) {
    currentStreak += 1;
    i -= 1;
  }

  const times = solved.map((r) => r.timeSeconds);
  const total = times.reduce((sum, t) => sum + t, 0);
  return {
    game,
    today,
    played: counted.length,
    solved: solved.length,
    solvedPercent: counted.length ? Math.round((solved.length / counted.length) * 100) : 0,
    currentStreak,
    longestStreak,
    bestSeconds: times.length ? Math.min(...times) : null,
    averageSeconds: times.length ? Math.round(total / times.length) : null,
    chart: days.slice(-STATS_CHART_DAYS).map((date) => {
      const r = byDate.get(date);
      if (!r) return { date, status: 'none', timeSeconds: null };
      return {
        date,
        status: r.outcome,
        timeSeconds: r.outcome === 'solved' ? r.timeSeconds : null,
      };
    }),
    distribution: guessDistribution(game, today, counted),
  };
}
