import { competitionRanks } from '../play/result.js';

/**
 * The School Cup's points for one result (issue 33): each eligible daily result earns points by
 * its standing among that day's results of the same game, 100 × (1 − (rank − 1) / entrants).
 *
 * Points are kept as whole hundredths of a point (10 000 = 100 points), rounded once per result
 * (half up), so every later sum — a player's day, a school's week — is an exact integer and the
 * same on every machine and in every order. `formatPoints` shows them with two decimals.
 */

/** Points for first place, in hundredths. */
export const MAX_POINTS_HUNDREDTHS = 10_000;
/** The points shown to players for first place. */
export const MAX_POINTS = MAX_POINTS_HUNDREDTHS / 100;

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 1;

/**
 * Hundredths of a point for `rank` (1 = best) among `entrants` results: a field of 1 earns 100,
 * last of 10 earns 10. Not a standing at all — a rank or field below 1, not a safe whole number, or
 * a rank past the field — earns 0 (never NaN, never an exception): such a result was not in
 * the field, and a result in it always earns more than 0.
 */
export function resultPoints(rank: number, entrants: number): number {
  if (!isCount(rank) || !isCount(entrants) || rank > entrants) return 0;
  // (entrants − rank + 1) / entrants of the maximum, rounded once: integers, so exact up to 2^53.
  return Math.round((MAX_POINTS_HUNDREDTHS * (entrants - rank + 1)) / entrants);
}

/** One result of a game and day: the player and its rank key (lower ranks higher, result.ts). */
export interface RankedEntry {
  userId: string;
  rankKey: number;
}

/** A player's standing and points in one game's day. */
export interface EntryPoints {
  userId: string;
  /** Competition rank: tied keys share the best rank of their group (1, 1, 3). */
  rank: number;
  /** Hundredths of a point (see resultPoints). */
  points: number;
}

/**
 * Points for every player in one game's day, best first (then by user id, so the order is the
 * same whatever order the results came in). Tied rank keys share the best rank of their group,
 * so tied players earn the same points; the field is the number of players.
 *
 * The server stores one eligible result per player and day (docs/product.md#leaderboards);
 * should a player appear twice anyway, only their best key counts, so no one takes two places.
 * A key that is not a finite number is not a result and is left out.
 */
export function dayPoints(results: readonly RankedEntry[]): EntryPoints[] {
  const best = new Map<string, number>();
  for (const { userId, rankKey } of results) {
    if (!Number.isFinite(rankKey)) continue;
    const prev = best.get(userId);
    if (prev === undefined || rankKey < prev) best.set(userId, rankKey);
  }
  const sorted = [...best].sort(([ua, ka], [ub, kb]) => ka - kb || compareIds(ua, ub));
  const ranks = competitionRanks(sorted.map(([, key]) => key));
  return sorted.map(([userId], i) => {
    const rank = ranks[i] as number;
    return { userId, rank, points: resultPoints(rank, sorted.length) };
  });
}

/** A byte-order comparison of ids: the same everywhere, unlike localeCompare. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Hundredths shown as points with two decimals: 3333 → '33.33', 10000 → '100.00'. */
export function formatPoints(hundredths: number): string {
  const h = Number.isFinite(hundredths) ? Math.round(hundredths) : 0;
  const sign = h < 0 ? '-' : '';
  const abs = Math.abs(h);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
