import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { GameId } from '../../../shared/play/games.js';
import { addDays } from '../../../shared/play/dates.js';

export interface StoredPuzzle {
  game: GameId;
  puzzleDate: string;
  title: string | null;
  /** The stored JSON, parsed on first use. */
  readonly payload: unknown;
  /** The stored JSON text: the same text is the same puzzle (the engine keeps it parsed by it). */
  payloadText: string;
  /** Written again after it was first stored (an admin replaced it). */
  replaced?: boolean;
}

export function createPuzzlesRepository(db: Db) {
  const k = db.kysely;
  const toStored = (r: {
    game: string;
    puzzle_date: string;
    title: string | null;
    payload: string;
    created_at: string;
    updated_at: string;
  }): StoredPuzzle => {
    let parsed: { value: unknown } | null = null;
    return {
      game: r.game as GameId,
      puzzleDate: r.puzzle_date,
      title: r.title,
      get payload() {
        parsed ??= { value: JSON.parse(r.payload) as unknown };
        return parsed.value;
      },
      payloadText: r.payload,
      replaced: r.updated_at !== r.created_at,
    };
  };

  return {
    async get(game: GameId, date: string): Promise<StoredPuzzle | null> {
      const r = await k
        .selectFrom('puzzles')
        .select(['game', 'puzzle_date', 'title', 'payload', 'created_at', 'updated_at'])
        .where('game', '=', game)
        .where('puzzle_date', '=', date)
        .executeTakeFirst();
      return r ? toStored(r) : null;
    },

    /** The puzzle current on `date`: the latest dated on or before it, within `validityDays`. */
    async current(game: GameId, date: string, validityDays: number): Promise<StoredPuzzle | null> {
      const r = await k
        .selectFrom('puzzles')
        .select(['game', 'puzzle_date', 'title', 'payload', 'created_at', 'updated_at'])
        .where('game', '=', game)
        .where('puzzle_date', '<=', date)
        .where('puzzle_date', '>', addDays(date, -validityDays))
        .orderBy('puzzle_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      return r ? toStored(r) : null;
    },

    /** The first puzzle of a game dated after `date`, if any (ends a weekly puzzle's week). */
    async nextDate(game: GameId, date: string): Promise<string | null> {
      const r = await k
        .selectFrom('puzzles')
        .select('puzzle_date')
        .where('game', '=', game)
        .where('puzzle_date', '>', date)
        .orderBy('puzzle_date')
        .limit(1)
        .executeTakeFirst();
      return r?.puzzle_date ?? null;
    },

    /** Dates and titles of a game's puzzles dated before `before`, newest first. */
    async listBefore(
      game: GameId,
      before: string,
      limit: number,
    ): Promise<{ puzzleDate: string; title: string | null }[]> {
      const rows = await k
        .selectFrom('puzzles')
        .select(['puzzle_date', 'title'])
        .where('game', '=', game)
        .where('puzzle_date', '<', before)
        .orderBy('puzzle_date', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ puzzleDate: r.puzzle_date, title: r.title }));
    },

    async upsert(
      game: GameId,
      date: string,
      title: string | null,
      payload: unknown,
    ): Promise<void> {
      const now = nowIso();
      const json = JSON.stringify(payload);
      await k
        .insertInto('puzzles')
        .values({ game, puzzle_date: date, title, payload: json, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc
            .columns(['game', 'puzzle_date'])
            .doUpdateSet({ title, payload: json, updated_at: now }),
        )
        .execute();
    },
  };
}

export type PuzzlesRepository = ReturnType<typeof createPuzzlesRepository>;
