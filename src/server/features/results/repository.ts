import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GameId } from '../../../shared/play/games.js';
import { bucketKeyRange, rankKey, type ResultFields } from '../../../shared/play/result.js';
import type { HoldReason, ReviewState } from '../../../shared/play/fair-play.js';
import { holdReasonOf } from '../../../shared/play/fair-play-schema.js';

export interface ResultRow extends ResultFields {
  userId: string;
  game: GameId;
  puzzleDate: string;
  rankKey: number;
  /** null: never flagged; 'pending': held off the boards until an admin decides (fair-play.ts). */
  review: ReviewState | null;
  /** Why the result was held for review (null when it never was). */
  reviewReason: HoldReason | null;
}

type Trx = Kysely<Database> | Transaction<Database>;

/** Adds `delta` (negative: removes) to the count of ranked results in a (game, day, bucket). */
export async function countInBucket(
  trx: Trx,
  game: string,
  puzzleDate: string,
  bucket: number,
  delta: number,
): Promise<void> {
  await trx
    .insertInto('rank_buckets')
    .values({ game, puzzle_date: puzzleDate, bucket, n: delta })
    .onConflict((oc) =>
      oc
        .columns(['game', 'puzzle_date', 'bucket'])
        .doUpdateSet({ n: sql`${sql.ref('rank_buckets.n')} + ${delta}` }),
    )
    .execute();
}

export function createResultsRepository(db: Db) {
  const k = db.kysely;
  return {
    /**
     * Records a finished daily play once (unique per user, game, day) and counts it in its rank
     * bucket when it ranks — inside the caller's transaction. A result held for review (`hold`:
     * why) is stored eligible = 0 with review 'pending' and counted only when an admin accepts
     * it. Returns false when a result existed.
     */
    async recordOnce(
      trx: Trx,
      userId: string,
      game: GameId,
      puzzleDate: string,
      r: ResultFields,
      hold: HoldReason | null = null,
    ): Promise<boolean> {
      const { key, bucket } = rankKey(game, r);
      const held = r.eligible && !r.assisted && hold !== null;
      const ranks = r.eligible && !r.assisted && !held;
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
          penalty_seconds: Math.max(0, Math.floor(r.penaltySeconds)),
          inputs: Math.max(0, Math.floor(r.inputs)),
          review: held ? 'pending' : null,
          review_reason: held ? JSON.stringify(hold) : null,
          score: r.score,
          guesses: r.guesses,
          clues_revealed: r.cluesRevealed,
          lives_remaining: r.livesRemaining,
          assisted: r.assisted ? 1 : 0,
          eligible: ranks ? 1 : 0,
          rank_key: key,
          rank_bucket: bucket,
          created_at: nowIso(),
          med_school_id: profile?.med_school_id ?? null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'game', 'puzzle_date']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      if (ranks) await countInBucket(trx, game, puzzleDate, bucket, 1);
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
        penaltySeconds: r.penalty_seconds,
        inputs: r.inputs,
        score: r.score,
        guesses: r.guesses,
        cluesRevealed: r.clues_revealed,
        livesRemaining: r.lives_remaining,
        assisted: r.assisted === 1,
        eligible: r.eligible === 1,
        rankKey: Number(r.rank_key),
        review: (r.review as ReviewState | null) ?? null,
        reviewReason: holdReasonOf(r.review_reason),
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
