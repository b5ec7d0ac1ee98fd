import { dateOfDay, dayNumber, type PuzzleDate } from '../play/dates.js';
import { dayEndsEverywhereAt } from '../play/time-zone.js';

/**
 * The School Cup's weeks (issue 33): Monday to Sunday of the player's own days, the same local
 * days as the rest of the site (docs/product.md#dates-and-days).
 */

export interface CupWeek {
  /** The Monday. */
  start: PuzzleDate;
  /** The Sunday. */
  end: PuzzleDate;
  /** Monday to Sunday, seven days. */
  days: readonly PuzzleDate[];
}

export type CupWeekResult = { ok: true; week: CupWeek } | { ok: false; reason: string };

export const WEEK_MESSAGES = {
  badDate: 'Dates are written yyyy-MM-dd.',
} as const;

function weekFrom(monday: number): CupWeek {
  const days = Array.from({ length: 7 }, (_, i) => dateOfDay(monday + i));
  return { start: days[0] as PuzzleDate, end: days[6] as PuzzleDate, days };
}

/** The week (Monday to Sunday) holding `day`; a date that does not parse is refused. */
export function weekOf(day: string): CupWeekResult {
  const n = dayNumber(day);
  if (n === null) return { ok: false, reason: WEEK_MESSAGES.badDate };
  // Day 0 (1970-01-01) was a Thursday: (n + 3) mod 7 counts days since Monday.
  const sinceMonday = (((n + 3) % 7) + 7) % 7;
  return { ok: true, week: weekFrom(n - sinceMonday) };
}

/** The week before. */
export function previousWeek(week: CupWeek): CupWeek {
  return weekFrom((dayNumber(week.start) as number) - 7);
}

/**
 * Whether a day's points are settled: once the day has ended everywhere on Earth (12:00 UTC the
 * next day, time-zone.ts) no result of that day can still arrive and shift the others' standing.
 */
export function isDaySettled(day: PuzzleDate, now: Date): boolean {
  if (dayNumber(day) === null || Number.isNaN(now.getTime())) return false;
  return now.getTime() >= dayEndsEverywhereAt(day).getTime();
}

/** The days of the week whose points are settled at `now`, Monday first. */
export function settledDays(week: CupWeek, now: Date): PuzzleDate[] {
  return week.days.filter((day) => isDaySettled(day, now));
}
