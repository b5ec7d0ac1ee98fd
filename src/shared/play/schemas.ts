import { z } from 'zod';
import { GAME_IDS, PLAY_MODES } from './games.js';
import { isPuzzleDate } from './dates.js';
import { LEADERBOARD_PAGE_MAX, LEADERBOARD_SCOPES, LEADERBOARD_TOP } from './leaderboard.js';

const puzzleDate = z.string().refine(isPuzzleDate, { message: 'Dates are written yyyy-MM-dd.' });

export const playParamsSchema = z.object({
  game: z.enum(GAME_IDS, { error: 'Unknown game' }),
  date: puzzleDate,
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
  entries: { date: string; title: string | null }[];
}
