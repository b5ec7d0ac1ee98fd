import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GameId } from '../../../shared/play/games.js';

type Q = Kysely<Database> | Transaction<Database>;

export interface PuzzleWrite {
  date: string;
  title: string | null;
  payload: unknown;
}

/** The admin's writes of content, and what the content calendar reads. */
export function createAdminRepository(db: Db) {
  const k = db.kysely;

  async function exists(q: Q, game: GameId, date: string): Promise<boolean> {
    const r = await q
      .selectFrom('puzzles')
      .select('puzzle_date')
      .where('game', '=', game)
      .where('puzzle_date', '=', date)
      .executeTakeFirst();
    return r !== undefined;
  }

  async function upsert(q: Q, game: GameId, p: PuzzleWrite, now: string): Promise<void> {
    const json = JSON.stringify(p.payload);
    await q
      .insertInto('puzzles')
      .values({
        game,
        puzzle_date: p.date,
        title: p.title,
        payload: json,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['game', 'puzzle_date'])
          .doUpdateSet({ title: p.title, payload: json, updated_at: now }),
      )
      .execute();
  }

  return {
    /** Players with an unfinished play of this puzzle, in any mode. */
    async startedPlayers(game: GameId, date: string): Promise<number> {
      const r = await k
        .selectFrom('plays')
        .select((eb) => eb.fn.count<number | string | bigint>('user_id').distinct().as('n'))
        .where('game', '=', game)
        .where('puzzle_date', '=', date)
        .where('status', '=', 'playing')
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /**
     * Writes one day's puzzle; with `endUnfinished`, its unfinished plays are removed in the same
     * transaction (their players start the new puzzle; recorded results are another table and stay).
     */
    async replace(
      game: GameId,
      p: PuzzleWrite,
      endUnfinished: boolean,
    ): Promise<{ replaced: boolean; endedPlays: number }> {
      return k.transaction().execute(async (trx) => {
        const replaced = await exists(trx, game, p.date);
        let endedPlays = 0;
        if (endUnfinished) {
          const r = await trx
            .deleteFrom('plays')
            .where('game', '=', game)
            .where('puzzle_date', '=', p.date)
            .where('status', '=', 'playing')
            .executeTakeFirst();
          endedPlays = Number(r.numDeletedRows);
        }
        await upsert(trx, game, p, nowIso());
        return { replaced, endedPlays };
      });
    },

    /** Days among `dates` that players have started (unfinished plays), for a bulk upload. */
    async startedDates(game: GameId, dates: readonly string[]): Promise<string[]> {
      if (dates.length === 0) return [];
      const rows = await k
        .selectFrom('plays')
        .select('puzzle_date')
        .distinct()
        .where('game', '=', game)
        .where('puzzle_date', 'in', dates)
        .where('status', '=', 'playing')
        .execute();
      return rows.map((r) => r.puzzle_date).sort();
    },

    /** Writes every day in one transaction: all or nothing. Returns how many replaced a day. */
    async replaceMany(game: GameId, items: readonly PuzzleWrite[]): Promise<number> {
      return k.transaction().execute(async (trx) => {
        const now = nowIso();
        let replaced = 0;
        for (const p of items) {
          if (await exists(trx, game, p.date)) replaced++;
          await upsert(trx, game, p, now);
        }
        return replaced;
      });
    },

    /** Writes (or replaces) one day's question. */
    async putQuestion(
      date: string,
      topic: string,
      day: number,
      payload: unknown,
    ): Promise<{ replaced: boolean }> {
      return k.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('daily_questions')
          .select('question_date')
          .where('question_date', '=', date)
          .executeTakeFirst();
        const json = JSON.stringify(payload);
        await trx
          .insertInto('daily_questions')
          .values({
            question_date: date,
            topic,
            day_number: day,
            payload: json,
            created_at: nowIso(),
          })
          .onConflict((oc) =>
            oc.column('question_date').doUpdateSet({ topic, day_number: day, payload: json }),
          )
          .execute();
        return { replaced: before !== undefined };
      });
    },

    /** A game's stored puzzles from `from` to `to` (inclusive), date → payload. */
    async puzzlesBetween(game: GameId, from: string, to: string): Promise<Map<string, unknown>> {
      const rows = await k
        .selectFrom('puzzles')
        .select(['puzzle_date', 'payload'])
        .where('game', '=', game)
        .where('puzzle_date', '>=', from)
        .where('puzzle_date', '<=', to)
        .execute();
      return new Map(rows.map((r) => [r.puzzle_date, JSON.parse(r.payload) as unknown]));
    },

    /** Every stored puzzle date per game, and question date, from `from` to `to` (inclusive). */
    async datesBetween(
      from: string,
      to: string,
    ): Promise<{ puzzles: { game: GameId; date: string }[]; questions: string[] }> {
      const puzzles = await k
        .selectFrom('puzzles')
        .select(['game', 'puzzle_date'])
        .where('puzzle_date', '>=', from)
        .where('puzzle_date', '<=', to)
        .execute();
      const questions = await k
        .selectFrom('daily_questions')
        .select('question_date')
        .where('question_date', '>=', from)
        .where('question_date', '<=', to)
        .execute();
      return {
        puzzles: puzzles.map((r) => ({ game: r.game as GameId, date: r.puzzle_date })),
        questions: questions.map((r) => r.question_date),
      };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
