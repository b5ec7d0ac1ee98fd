import { gameDefinition } from '../play/game-registry.js';
import { GAME_IDS, isGameId } from '../play/games.js';
import { addDays, type PuzzleDate } from '../play/dates.js';

/**
 * The admin's content calendar (issue 18): for each kind of content — the five games and the
 * daily question — which of the coming days are covered, and how many days of runway are left
 * before the first gap. Pure: the server gives it the stored dates.
 */

export const CONTENT_KINDS = [...GAME_IDS, 'question'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What the calendar and the runway warning call each kind: a game's name, or the question's. */
const kindName = (kind: ContentKind) =>
  isGameId(kind) ? gameDefinition(kind).name : 'Daily Question';
export const CONTENT_KIND_NAMES = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [kind, kindName(kind)]),
) as Readonly<Record<ContentKind, string>>;

/** Under this many days of runway a kind is flagged on the calendar. */
export const RUNWAY_FLAG_DAYS = 14;
/** Under this many days the server logs a warning (at start and once a day). */
export const RUNWAY_WARN_DAYS = 7;
export const CALENDAR_DAYS_MAX = 120;

export interface CalendarRow {
  kind: ContentKind;
  /** One entry per day from `from`: whether a puzzle (or question) covers it. */
  days: boolean[];
  /** Covered days in a row from `from` (0 when today has nothing). */
  runway: number;
  /** runway < RUNWAY_FLAG_DAYS. */
  low: boolean;
}

export interface ContentCalendar {
  from: PuzzleDate;
  days: number;
  rows: CalendarRow[];
}

/** A game's puzzle covers its days in play; a question covers its own day. */
const validity = (kind: ContentKind) => (isGameId(kind) ? gameDefinition(kind).validityDays : 1);

/**
 * `dated` holds, per kind, the dates of its stored items from `validity − 1` days before `from`
 * on: a weekly puzzle dated D covers D and the six days after it.
 */
export function contentCalendar(
  from: PuzzleDate,
  days: number,
  dated: Readonly<Record<ContentKind, readonly PuzzleDate[]>>,
): ContentCalendar {
  const rows = CONTENT_KINDS.map((kind): CalendarRow => {
    const covered = new Set<PuzzleDate>();
    for (const date of dated[kind])
      for (let i = 0; i < validity(kind); i++) covered.add(addDays(date, i));
    const marks = Array.from({ length: days }, (_, i) => covered.has(addDays(from, i)));
    const firstGap = marks.indexOf(false);
    const runway = firstGap === -1 ? days : firstGap;
    return { kind, days: marks, runway, low: runway < RUNWAY_FLAG_DAYS };
  });
  return { from, days, rows };
}

/** The kinds whose runway is under `threshold` days, for the server's warning. */
export function shortKinds(calendar: ContentCalendar, threshold = RUNWAY_WARN_DAYS): CalendarRow[] {
  return calendar.rows.filter((r) => r.runway < threshold);
}
