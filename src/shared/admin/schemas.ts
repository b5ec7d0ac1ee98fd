import { z } from 'zod';
import { GAME_IDS } from '../play/games.js';
import { puzzleDateSchema } from '../play/schemas.js';
import { dailyQuestionSchema, TOPIC_MAX } from '../daily-question/schema.js';
import { CALENDAR_DAYS_MAX } from './calendar.js';

/** The admin upload API (issue 18, docs/api-admin.md): routes' params, queries and bodies. */

export const UPLOAD_MAX_BYTES = 1024 * 1024;
/** Days one bulk file may hold. */
export const BULK_MAX = 400;

export const ADMIN_MESSAGES = {
  hasPlays: (n: number) =>
    `${n} ${n === 1 ? 'player has' : 'players have'} started this puzzle. Replacing it ends their unfinished plays; recorded results stay.`,
  bulkDuplicate: (date: string) => `${date} appears twice in the file`,
  bulkEmpty: 'The file holds no days',
} as const;

export const uploadParamsSchema = z.object({
  game: z.enum(GAME_IDS, { error: 'Unknown game' }),
  date: puzzleDateSchema,
});

export const bulkParamsSchema = z.object({
  game: z.enum(GAME_IDS, { error: 'Unknown game' }),
});

export const questionParamsSchema = z.object({ date: puzzleDateSchema });

/** `?confirm=true` replaces a puzzle that players have started. */
export const confirmQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'], { error: "confirm must be 'true' or 'false'" })
    .optional()
    .transform((v) => v === 'true'),
});

export const bulkBodySchema = z
  .array(
    z.object(
      { date: puzzleDateSchema, puzzle: z.unknown() },
      { error: 'Each entry must be an object {"date": "yyyy-MM-dd", "puzzle": { … }}' },
    ),
    { error: 'A bulk file must be an array of {"date", "puzzle"} entries' },
  )
  .min(1, ADMIN_MESSAGES.bulkEmpty)
  .max(BULK_MAX, `A bulk file may hold at most ${BULK_MAX} days`);

/** One day's question: the question as in a week file, with its week's topic. */
export const questionUploadSchema = dailyQuestionSchema.extend({
  topic: z
    .string({ error: 'topic is required and must be a string' })
    .trim()
    .min(1, 'topic is empty')
    .max(TOPIC_MAX, `topic must be at most ${TOPIC_MAX} characters`),
});

export const weekParamsSchema = bulkParamsSchema;
export const weekQuerySchema = z.object({ start: puzzleDateSchema.optional() });

export const calendarQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int()
    .min(1)
    .max(CALENDAR_DAYS_MAX)
    .default(60),
});

export interface UploadResult {
  game: string;
  date: string;
  replaced: boolean;
  /** Unfinished plays ended by a confirmed replacement. */
  endedPlays: number;
}
