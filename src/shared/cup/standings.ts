import type { PuzzleDate } from '../play/dates.js';
import { compareIds, type EntryPoints } from './points.js';
import { isDaySettled, type CupWeek } from './week.js';

/**
 * From players' points to the week's table (issue 33): a member's day is the sum over games, a
 * school's day the mean of its best N members' days, the week the sum of its seven days. All
 * points are whole hundredths (points.ts), so every sum here is exact.
 */

/** How many of a school's best members count each day. */
export const CUP_BEST_N = 5;
/** Players a school needs in the week to be ranked. */
export const CUP_MIN_PLAYERS = 3;

/** Hundredths that are not a whole, non-negative number count as nothing. */
const clean = (h: number) => (Number.isFinite(h) && h > 0 ? Math.round(h) : 0);

/** A player's day: the sum of their points over that day's games (each game's dayPoints). */
export function memberDay(userId: string, games: readonly (readonly EntryPoints[])[]): number {
  let sum = 0;
  for (const game of games) {
    for (const entry of game) if (entry.userId === userId) sum += clean(entry.points);
  }
  return sum;
}

/** Every player's day at once: user id → hundredths, over all the day's games. */
export function memberDays(games: readonly (readonly EntryPoints[])[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const game of games) {
    for (const { userId, points } of game)
      days.set(userId, (days.get(userId) ?? 0) + clean(points));
  }
  return days;
}

/**
 * A school's day: the mean of its best `n` members' days, rounded once to hundredths (half up).
 *
 * A school with fewer than `n` members playing that day gets the mean of those it has, not
 * their sum divided by `n`. The issue asks that size not decide the Cup; sum/n would make a
 * small school's day mostly a head count (three perfect players would score 60%) and punish it
 * twice, since it already has fewer players to pick its best from. The price is that one strong
 * player can carry a small school's day; the week guards against a one-player school, since a
 * school needs CUP_MIN_PLAYERS players in the week to be ranked. No members: 0.
 */
export function schoolDay(memberDayPoints: readonly number[], n: number = CUP_BEST_N): number {
  const size = Number.isSafeInteger(n) && n >= 1 ? n : CUP_BEST_N;
  const best = memberDayPoints
    .map(clean)
    .sort((a, b) => b - a)
    .slice(0, size);
  if (best.length === 0) return 0;
  return Math.round(best.reduce((a, b) => a + b, 0) / best.length);
}

/** A school's week so far: its daily scores and how many of its players played in the week. */
export interface SchoolWeek {
  schoolId: string;
  /** Day → the school's day (schoolDay, hundredths); days outside the week are ignored. */
  daily: Readonly<Record<PuzzleDate, number>>;
  /** Distinct players of the school with an eligible daily result in the week. */
  players: number;
}

export interface StandingRow {
  schoolId: string;
  /** The sum of the week's seven days, hundredths. */
  points: number;
  players: number;
  /** Competition rank among ranked schools (1, 1, 3); null: fewer than CUP_MIN_PLAYERS players. */
  rank: number | null;
  /** Some day of the week has not ended everywhere yet: the points may still change. */
  provisional: boolean;
}

/**
 * The week's table: ranked schools by points (equal points share a rank, then by school id so
 * the order is stable), then the unranked ones (fewer than CUP_MIN_PLAYERS players) in the same
 * order. A row is provisional while any day of the week is: a school with no points on such a day
 * may still earn some, and a new result shifts everyone's places, so all rows are provisional
 * together until the Sunday has ended everywhere (12:00 UTC on Monday).
 */
export function weekStanding(
  schools: readonly SchoolWeek[],
  week: CupWeek,
  now: Date,
  minPlayers: number = CUP_MIN_PLAYERS,
): StandingRow[] {
  const provisional = week.days.some((day) => !isDaySettled(day, now));
  const rows = schools.map((s) => ({
    schoolId: s.schoolId,
    points: week.days.reduce((sum, day) => sum + clean(s.daily[day] ?? 0), 0),
    players: Number.isSafeInteger(s.players) && s.players > 0 ? s.players : 0,
  }));
  const byPoints = (a: { schoolId: string; points: number }, b: typeof a) =>
    b.points - a.points || compareIds(a.schoolId, b.schoolId);
  const ranked = rows.filter((r) => r.players >= minPlayers).sort(byPoints);
  const unranked = rows.filter((r) => r.players < minPlayers).sort(byPoints);
  const out: StandingRow[] = [];
  ranked.forEach((r, i) => {
    const prev = out[i - 1];
    const rank = prev && prev.points === r.points ? (prev.rank as number) : i + 1;
    out.push({ ...r, rank, provisional });
  });
  for (const r of unranked) out.push({ ...r, rank: null, provisional });
  return out;
}
