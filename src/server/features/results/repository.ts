import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GameId } from '../../../shared/play/games.js';
import { bucketKeyRange, rankKey, type ResultFields } from '../../../shared/play/result.js';

export interface ResultRow extends ResultFields {
  userId: string;
  game: GameId;
  puzzleDate: string;
  rankKey: number;
}

type Trx = Kysely<Database> | Transaction<Database>;

export function createResultsRepository(db: Db) {
  const k = db.kysely;
  return {
    /**
     * Records a finished daily play once (unique per user, game, day) and counts it in its rank
     * bucket when eligible — inside the caller's transaction. Returns false when a result existed.
     */
    async recordOnce(
      trx: Trx,
      userId: string,
      game: GameId,
      puzzleDate: string,
      r: ResultFields,
    ): Promise<boolean> {
      const { key, bucket } = rankKey(game, r);
      const profile = await trx
        .selectFrom('profiles')
        .select('med_school_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const inserted = await trx
        .insertInto('results')
        .values({
          id: randomUUID(),
          user_id: userId,
          game,
          puzzle_date: puzzleDate,
          time_seconds: Math.max(0, Math.floor(r.timeSeconds)),
          score: r.score,
          guesses: r.guesses,
          clues_revealed: r.cluesRevealed,
          lives_remaining: r.livesRemaining,
          assisted: r.assisted ? 1 : 0,
          eligible: r.eligible && !r.assisted ? 1 : 0,
          rank_key: key,
          rank_bucket: bucket,
          created_at: nowIso(),
          med_school_id: profile?.med_school_id ?? null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'game', 'puzzle_date']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      if (r.eligible && !r.assisted) {
        await trx
          .insertInto('rank_buckets')
          .values({ game, puzzle_date: puzzleDate, bucket, n: 1 })
          .onConflict((oc) =>
            oc
              .columns(['game', 'puzzle_date', 'bucket'])
              .doUpdateSet({ n: sql`${sql.ref('rank_buckets.n')} + 1` }),
          )
          .execute();
      }
      return true;
    },

    async find(userId: string, game: GameId, puzzleDate: string): Promise<ResultRow | null> {
      const r = await k
        .selectFrom('results')
        .selectAll()
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .where('puzzle_date', '=', puzzleDate)
        .executeTakeFirst();
      if (!r) return null;
      return {
        userId: r.user_id,
        game: r.game as GameId,
        puzzleDate: r.puzzle_date,
        timeSeconds: r.time_seconds,
        score: r.score,
        guesses: r.guesses,
        cluesRevealed: r.clues_revealed,
        livesRemaining: r.lives_remaining,
        assisted: r.assisted === 1,
        eligible: r.eligible === 1,
        rankKey: Number(r.rank_key),
      };
    },

    /** Eligible results of the day that rank strictly better than `key` (so rank = this + 1). */
    async countBetter(
      game: GameId,
      puzzleDate: string,
      key: number,
      bucket: number,
    ): Promise<number> {
      const [lo] = bucketKeyRange(game, bucket);
      const [before, inside] = await Promise.all([
        k
          .selectFrom('rank_buckets')
          .select((eb) => eb.fn.sum<number | string>('n').as('n'))
          .where('game', '=', game)
          .where('puzzle_date', '=', puzzleDate)
          .where('bucket', '<', bucket)
          .executeTakeFirst(),
        k
          .selectFrom('results')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('game', '=', game)
          .where('puzzle_date', '=', puzzleDate)
          .where('eligible', '=', 1)
          .where('rank_key', '>=', lo)
          .where('rank_key', '<', key)
          .executeTakeFirst(),
      ]);
      return Number(before?.n ?? 0) + Number(inside?.n ?? 0);
    },

    async countEligible(game: GameId, puzzleDate: string): Promise<number> {
      const r = await k
        .selectFrom('rank_buckets')
        .select((eb) => eb.fn.sum<number | string>('n').as('n'))
        .where('game', '=', game)
        .where('puzzle_date', '=', puzzleDate)
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
