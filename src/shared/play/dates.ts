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

export const DATE_MESSAGES = {
  badDate: 'Dates are written yyyy-MM-dd.',
  noLongerToday: "This puzzle is no longer today's. Play it from the archives.",
  notYet: 'This puzzle is not available yet.',
  stillToday: "This is today's puzzle: it opens in the archives once the day is over.",
  stillSomewhere:
    'This day is still today somewhere in the world: it opens in the archives once it has ended everywhere (12:00 UTC the next day).',
  notAuthorized: 'Not authorized',
} as const;

/**
 * The server's rule for which dates a mode may open (docs/architecture.md#play-modes), given the
 * player's today (computed by the server in the player's time zone: time-zone.ts): daily play only
 * for today; archive play for every earlier day; any date, future ones included, only in admin test
 * mode.
 */
export function checkPlayDate(
  date: PuzzleDate,
  mode: PlayMode,
  today: PuzzleDate,
  isAdmin: boolean,
): DateCheck {
  if (dayNumber(date) === null) return { ok: false, status: 400, message: DATE_MESSAGES.badDate };
  switch (mode) {
    case 'daily':
      if (date === today) return { ok: true };
      return date < today
        ? { ok: false, status: 400, message: DATE_MESSAGES.noLongerToday }
        : { ok: false, status: 403, message: DATE_MESSAGES.notYet };
    case 'archive':
      if (date < today) return { ok: true };
      return date === today
        ? { ok: false, status: 400, message: DATE_MESSAGES.stillToday }
        : { ok: false, status: 403, message: DATE_MESSAGES.notYet };
    case 'test':
      return isAdmin
        ? { ok: true }
        : { ok: false, status: 403, message: DATE_MESSAGES.notAuthorized };
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
