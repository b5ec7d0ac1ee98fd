import { z } from 'zod';
import type { Effort, HoldReason, PaceRecord } from './fair-play.js';

/** The fair-play records as the server stores them (JSON), parsed on read: stored JSON is data. */
const ms = z.number().finite().min(0);
const count = z.number().int().min(0);
const effort: z.ZodType<Effort> = z.object({ inputs: count, reads: count });

const holdReason: z.ZodType<HoldReason> = z.discriminatedUnion('code', [
  z.object({ code: z.literal('too-fast'), activeMs: ms, leastMs: ms, inputs: count, reads: count }),
  z.object({
    code: z.literal('burst'),
    inputs: count,
    gapMs: ms,
    leastMs: ms,
    afterStart: z.boolean().optional(),
  }),
  z.object({
    code: z.literal('after-pause'),
    sinceResumeMs: ms,
    leastMs: ms,
    inputs: count,
    reads: count,
  }),
]);

export const paceRecordSchema: z.ZodType<PaceRecord> = z.object({
  markMs: ms,
  fresh: z.boolean(),
  openAtPause: effort.nullable(),
  resume: z.object({ atMs: ms, open: effort }).nullable(),
  hold: holdReason.nullable(),
});

/** A stored hold reason (results.review_reason), or null when absent or unreadable. */
export function holdReasonOf(text: string | null): HoldReason | null {
  if (text === null) return null;
  try {
    const parsed = holdReason.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
