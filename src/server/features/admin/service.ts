import type { GameId } from '../../../shared/play/games.js';
import { gameDefinition } from '../../../shared/play/game-registry.js';
import type { PlayableGame } from '../../../shared/play/game-module.js';
import { addDays, utcDate } from '../../../shared/play/dates.js';
import {
  CONTENT_KINDS,
  contentCalendar,
  type ContentCalendar,
  type ContentKind,
} from '../../../shared/admin/calendar.js';
import { ADMIN_MESSAGES, type UploadResult } from '../../../shared/admin/schemas.js';
import { mondayOf, weekSummary, type WeekSummary } from '../../../shared/admin/summary.js';
import { badRequest, HttpError, notFound } from '../../http-error.js';
import { crosswordSchema, type Crossword } from '../../../shared/crossword/schema.js';
import type { AdminRepository, PuzzleWrite } from './repository.js';

export interface AdminDeps {
  repo: AdminRepository;
  games: ReadonlyMap<GameId, PlayableGame>;
  clock: () => Date;
}

/** A confirmation the admin must give first: how many players have started the day. */
export class NeedsConfirmation extends HttpError {
  constructor(readonly started: number) {
    super(409, 'HAS_PLAYS', ADMIN_MESSAGES.hasPlays(started));
  }
}

/**
 * The upload panel's JSON may carry the builder's `date` and `type` (docs/product.md#upload-panel:
 * the form's date and type override the JSON's): they are not part of a puzzle and are dropped
 * before checking.
 */
function withoutFormFields(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const { date: _date, type: _type, ...rest } = data as Record<string, unknown>;
  return rest;
}

export function createAdminService({ repo, games, clock }: AdminDeps) {
  function checked(game: GameId, date: string, data: unknown, where = ''): PuzzleWrite {
    const module = games.get(game);
    if (!module) throw badRequest('UNKNOWN_GAME', `${game} cannot be uploaded on this server`);
    const payload = withoutFormFields(data);
    const result = module.validatePuzzle(payload);
    if (!result.ok) throw badRequest('INVALID_PUZZLE', `${where}${result.message}`);
    return { date, title: result.title, payload };
  }

  return {
    /** Writes one day's puzzle (a replacement of a started day needs `confirm`). */
    async putPuzzle(
      game: GameId,
      date: string,
      data: unknown,
      confirm: boolean,
    ): Promise<UploadResult> {
      const write = checked(game, date, data);
      const started = await repo.startedPlayers(game, date);
      if (started > 0 && !confirm) throw new NeedsConfirmation(started);
      const { replaced, endedPlays } = await repo.replace(game, write, started > 0);
      return { game, date, replaced, endedPlays };
    },

    /** Writes many days of one game, all or nothing; a started day stops the whole file. */
    async putMany(
      game: GameId,
      items: readonly { date: string; puzzle: unknown }[],
    ): Promise<{ game: GameId; days: number; replaced: number }> {
      const seen = new Set<string>();
      const writes = items.map(({ date, puzzle }) => {
        if (seen.has(date)) throw badRequest('DUPLICATE_DAY', ADMIN_MESSAGES.bulkDuplicate(date));
        seen.add(date);
        return checked(game, date, puzzle, `${date}: `);
      });
      const started = await repo.startedDates(game, [...seen]);
      if (started.length)
        throw new HttpError(
          409,
          'HAS_PLAYS',
          `Players have started ${started.join(', ')}: upload ${started.length === 1 ? 'that day' : 'those days'} on its own to replace it. Nothing was written.`,
        );
      const replaced = await repo.replaceMany(game, writes);
      return { game, days: writes.length, replaced };
    },

    async putQuestion(
      date: string,
      q: { topic: string; day: number } & Record<string, unknown>,
    ): Promise<{ date: string; replaced: boolean }> {
      const { topic, ...question } = q;
      const { replaced } = await repo.putQuestion(date, topic, q.day, question);
      return { date, replaced };
    },

    /** A stored crossword, checked by its schema, for export; 404 when there is none. */
    async crossword(game: 'mini' | 'medical', date: string): Promise<Crossword> {
      const stored = await repo.puzzlesBetween(game, date, date);
      const parsed = crosswordSchema(game).safeParse(stored.get(date));
      if (!parsed.success)
        throw notFound('NO_PUZZLE', `No ${gameDefinition(game).name} for ${date}`);
      return parsed.data;
    },

    /** One game's week from Monday `start` (default: this week), for the test pages. */
    async week(game: GameId, start?: string): Promise<WeekSummary> {
      const monday = mondayOf(start ?? utcDate(clock()));
      const stored = await repo.puzzlesBetween(game, monday, addDays(monday, 6));
      return weekSummary(game, monday, stored);
    },

    /** The coming `days` days from the server's today, per kind of content. */
    async calendar(days: number): Promise<ContentCalendar> {
      const from = utcDate(clock());
      // a weekly puzzle dated up to 6 days before today still covers today
      const stored = await repo.datesBetween(addDays(from, -6), addDays(from, days - 1));
      const dated = Object.fromEntries(CONTENT_KINDS.map((k) => [k, [] as string[]])) as Record<
        ContentKind,
        string[]
      >;
      for (const p of stored.puzzles) dated[p.game]?.push(p.date);
      dated.question = stored.questions;
      return contentCalendar(from, days, dated);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
