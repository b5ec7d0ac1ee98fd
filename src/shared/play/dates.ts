import type { PlayMode } from './games.js';

/** A puzzle day: the player's local calendar date, 'yyyy-MM-dd'. */
export type PuzzleDate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid 'yyyy-MM-dd', or null for anything else (e.g. 2026-02-30). */
export function dayNumber(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== mo - 1 ||
    back.getUTCDate() !== d ||
    y < 1000
  )
    return null;
  return ms / DAY_MS;
}

export function isPuzzleDate(date: string): boolean {
  return dayNumber(date) !== null;
}

/** 'yyyy-MM-dd' of a day number. */
export function dateOfDay(day: number): PuzzleDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: PuzzleDate, days: number): PuzzleDate {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`Invalid date "${date}"`);
  return dateOfDay(n + days);
}

/** The UTC calendar date of an instant. */
export function utcDate(now: Date): PuzzleDate {
  return now.toISOString().slice(0, 10);
}

/** The local calendar date of an instant in the runtime's time zone (the browser's). */
export function localDate(now: Date): PuzzleDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type DateCheck = { ok: true } | { ok: false; status: 400 | 403; message: string };

/**
 * The server's rule for which dates a mode may open (ARCHITECTURE §5): a player's "today" is
 * within one day of the server's UTC date (UTC-12..UTC+14); daily play only for such a date;
 * archive play only for earlier dates (a day still in play today cannot be opened in the archive,
 * where reveals would show its answers); any date, future ones included, only in admin test mode.
 */
export function checkPlayDate(
  date: PuzzleDate,
  mode: PlayMode,
  now: Date,
  isAdmin: boolean,
): DateCheck {
  const day = dayNumber(date);
  if (day === null) return { ok: false, status: 400, message: 'Dates are written yyyy-MM-dd.' };
  const today = dayNumber(utcDate(now)) as number;
  const inTodayWindow = Math.abs(day - today) <= 1;
  switch (mode) {
    case 'daily':
      if (inTodayWindow) return { ok: true };
      return day < today
        ? {
            ok: false,
            status: 400,
            message: "This puzzle is no longer today's. Play it from the archives.",
          }
        : { ok: false, status: 403, message: 'This puzzle is not available yet.' };
    case 'archive':
      if (day < today - 1) return { ok: true };
      return day <= today + 1
        ? {
            ok: false,
            status: 400,
            message: "This is today's puzzle: it opens in the archives once the day is over.",
          }
        : { ok: false, status: 403, message: 'This puzzle is not available yet.' };
    case 'test':
      return isAdmin ? { ok: true } : { ok: false, status: 403, message: 'Not authorized' };
  }
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A puzzle date for people, in the site's English: 'Saturday, November 21, 2026', or
 * 'Sat, Nov 21, 2026' when short; the calendar date itself, with no time-zone shift. Written out
 * rather than through Intl: building a DateTimeFormat costs tens of milliseconds on a slow phone
 * (it was the largest single script cost of the first view of /mini). Anything that is not a
 * valid 'yyyy-MM-dd' comes back unchanged.
 */
export function formatLongDate(date: string, short = false): string {
  const day = dayNumber(date);
  if (day === null) return date;
  const at = new Date(day * DAY_MS);
  const cut = (name: string) => (short ? name.slice(0, 3) : name);
  const weekday = WEEKDAYS[at.getUTCDay()] ?? '';
  const month = MONTHS[at.getUTCMonth()] ?? '';
  return `${cut(weekday)}, ${cut(month)} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}
