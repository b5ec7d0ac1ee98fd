import type { z } from 'zod';
import { dateOfDay, dayNumber } from '../play/dates.js';
import { isGameId } from '../play/games.js';
import { gameAdmin } from './admin-registry.js';
import { CONTENT_KINDS, type ContentKind } from './calendar.js';
import { questionUploadSchema } from './schemas.js';

/**
 * The upload panel's checks (docs/product.md#upload-panel, issue 18), pure: the JSON text is parsed
 * and checked by the same shared schema the server uses, so a problem shows, naming its field,
 * before anything is sent. The server checks again. Each game's schema and label are its admin
 * tools' (src/shared/<game>/admin.ts).
 */

/** The type select's labels (docs/product.md#upload-panel: 'Mini Crossword 5x5', …). */
const kindLabel = (kind: ContentKind) =>
  isGameId(kind) ? gameAdmin(kind).uploadLabel : 'Daily Question';
export const UPLOAD_KIND_LABELS = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [kind, kindLabel(kind)]),
) as Readonly<Record<ContentKind, string>>;

export const UPLOAD_MESSAGES = {
  noData: 'No puzzle data provided.',
  badJson: 'Invalid JSON format. Please check your input.',
  notArray: (field: string) => `Invalid JSON: ${field} is required and must be an array`,
  failed: 'Failed to upload puzzle. Check console for details.',
  error: 'Error uploading puzzle. Check console for details.',
  success: (type: string, date: string, weekday: string) =>
    `Successfully uploaded ${type} puzzle for ${date} (${weekday})!`,
  bulkSuccess: (type: string, days: number) => `Successfully uploaded ${days} ${type} puzzles!`,
} as const;

export type ParsedUpload =
  | { ok: true; bulk: false; data: unknown }
  | { ok: true; bulk: true; days: { date: string; puzzle: unknown }[] }
  | { ok: false; message: string };

function firstIssue(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid puzzle';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${prefix}${where}${issue.message}`;
}

/** The builder's `date` and `type` are the form's business: dropped before checking. */
function withoutFormFields(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const { date: _date, type: _type, ...rest } = data as Record<string, unknown>;
  return rest;
}

function checkOne(kind: ContentKind, data: unknown, prefix = ''): string | null {
  const admin = isGameId(kind) ? gameAdmin(kind) : null;
  const d = (data ?? {}) as Record<string, unknown>;
  for (const field of admin?.arrayFields ?? [])
    if (!Array.isArray(d[field])) return UPLOAD_MESSAGES.notArray(`${prefix}${field}`);
  const schema = admin ? admin.puzzleSchema : questionUploadSchema;
  const parsed = schema.safeParse(withoutFormFields(data));
  return parsed.success ? null : firstIssue(parsed.error, prefix);
}

/**
 * Parses the text area: one puzzle (object), or for a game many days at once (an array of
 * `{date, puzzle}`, each checked, messages prefixed with the day).
 */
export function parseUpload(kind: ContentKind, text: string): ParsedUpload {
  if (!text.trim()) return { ok: false, message: UPLOAD_MESSAGES.noData };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.badJson };
  }
  if (data === null || typeof data !== 'object')
    return { ok: false, message: UPLOAD_MESSAGES.badJson };
  if (Array.isArray(data)) {
    if (kind === 'question')
      return { ok: false, message: 'Upload one question at a time, as an object' };
    if (data.length === 0) return { ok: false, message: UPLOAD_MESSAGES.noData };
    const days: { date: string; puzzle: unknown }[] = [];
    for (const [i, entry] of data.entries()) {
      const e = (entry ?? {}) as { date?: unknown; puzzle?: unknown };
      if (typeof e.date !== 'string' || dayNumber(e.date) === null || e.puzzle === undefined)
        return {
          ok: false,
          message: `Entry ${i + 1}: each entry must be {"date": "yyyy-MM-dd", "puzzle": { … }}`,
        };
      const problem = checkOne(kind, e.puzzle, `${e.date}: `);
      if (problem) return { ok: false, message: problem };
      days.push({ date: e.date, puzzle: withoutFormFields(e.puzzle) });
    }
    return { ok: true, bulk: true, days };
  }
  const problem = checkOne(kind, data);
  if (problem) return { ok: false, message: problem };
  return { ok: true, bulk: false, data: withoutFormFields(data) };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Thursday' for '2026-11-26' (the calendar date, no time zone). */
export function weekdayOf(date: string): string {
  const day = dayNumber(date);
  if (day === null) return '';
  return WEEKDAYS[new Date(day * 86_400_000).getUTCDay()] ?? '';
}

/** The next `n` days from `today`, today first (the quick date buttons). */
export function nextDays(today: string, n = 7): string[] {
  const first = dayNumber(today);
  if (first === null) return [];
  return Array.from({ length: n }, (_, i) => dateOfDay(first + i));
}
