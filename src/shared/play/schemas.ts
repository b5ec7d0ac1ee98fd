import { z } from 'zod';
import { GAME_IDS, PLAY_MODES } from './games.js';
import { DATE_MESSAGES, isPuzzleDate } from './dates.js';
import { LEADERBOARD_PAGE_MAX, LEADERBOARD_SCOPES, LEADERBOARD_TOP } from './leaderboard.js';
import { TIME_ZONE_MAX } from './time-zone.js';
import type { HoldReason, REVIEW_STATES } from './fair-play.js';
import type { DayStatus } from './stats.js';

export const puzzleDateSchema = z.string().refine(isPuzzleDate, { message: DATE_MESSAGES.badDate });

/**
 * The day a daily request is for: a date, or `today` — the player's today as the server
 * computes it (the browser never decides which day it is).
 */
export const TODAY = 'today';
export const dayParamSchema = z.string().refine((d) => d === TODAY || isPuzzleDate(d), {
  message: `${DATE_MESSAGES.badDate} (or today)`,
});

export const playParamsSchema = z.object({
  game: z.enum(GAME_IDS, { error: 'Unknown game' }),
  date: dayParamSchema,
});

export const leaderboardParamsSchema = z.object({
  game: z.enum(GAME_IDS, { error: 'Unknown game' }),
  date: puzzleDateSchema,
});

export const playModeSchema = z.object({
  mode: z.enum(PLAY_MODES, { error: 'mode must be daily, archive or test' }).default('daily'),
});

/** A move: the game validates `move` itself with its own schema. */
export const moveBodySchema = playModeSchema.extend({ move: z.unknown() });

/** A pause may carry the page's last unsaved move (sent by a beacon as the page closes). */
export const pauseBodySchema = playModeSchema.extend({ move: z.unknown().optional() });

export const leaderboardQuerySchema = z.object({
  scope: z
    .enum(LEADERBOARD_SCOPES, { error: 'scope must be global, school or friends' })
    .default('global'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_PAGE_MAX).default(LEADERBOARD_TOP),
});

export const ARCHIVE_LIST_MAX = 400;

export const archiveParamsSchema = z.object({
  game: z.enum(GAME_IDS, { error: 'Unknown game' }),
});

export const archiveQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ARCHIVE_LIST_MAX).default(ARCHIVE_LIST_MAX),
});

/** GET /api/archives/:game: the game's past puzzles a player may open, newest first. */
export interface ArchiveList {
  game: (typeof GAME_IDS)[number];
  entries: ArchiveEntry[];
}

export interface ArchiveEntry {
  date: string;
  title: string | null;
  /**
   * The player's standing on the day: the recorded daily result if there is one (solved, revealed,
   * unsolved), else the archive play's (in progress, or how it ended), else 'not-started'.
   */
  status: DayStatus;
}

/** The days of a game's archive before the player's marks are added (the play service's part). */
export interface ArchiveDays {
  game: (typeof GAME_IDS)[number];
  entries: Omit<ArchiveEntry, 'status'>[];
}

/** GET /api/stats/:game. */
export const statsParamsSchema = archiveParamsSchema;

/** PUT /api/account/time-zone: the browser's IANA time zone. */
export const timeZoneBodySchema = z.object({
  timeZone: z
    .string({ error: 'timeZone is required' })
    .min(1, 'timeZone is required')
    .max(TIME_ZONE_MAX, 'timeZone is too long'),
});

/** The player's time zone as the server keeps it, and the player's today. */
export interface TimeZoneState {
  /** The zone in effect. */
  timeZone: string;
  /** A zone waiting for the player's next day. */
  next: { timeZone: string; from: string } | null;
  /** The player's today in the zone in effect. */
  today: string;
  /** When a reported change came too soon after the last one: the first day it may take effect. */
  changeAllowedFrom?: string;
}

/** POST /api/admin/reviews/:id: an admin's decision on a result held for review. */
export const reviewDecisionBodySchema = z.object({
  decision: z.enum(['accept', 'reject'], { error: "decision must be 'accept' or 'reject'" }),
});
export const reviewParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A result held off the leaderboards as faster than the fastest person plays (fair-play.ts). */
export interface ReviewItem {
  id: string;
  username: string;
  game: (typeof GAME_IDS)[number];
  puzzleDate: string;
  /** Ranked time (penalty included) and its penalty part, seconds. */
  timeSeconds: number;
  penaltySeconds: number;
  /** Letters or actions entered. */
  inputs: number;
  review: (typeof REVIEW_STATES)[number];
  /** Why it was held: the pace check it failed (null for a result held before issue 27). */
  reviewReason: HoldReason | null;
  recordedAt: string;
}
