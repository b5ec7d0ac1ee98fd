import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import { countInBucket } from '../results/repository.js';
import type { Board } from '../results/leaderboard-cache.js';
import type { GameId } from '../../../shared/play/games.js';
import type { ReviewItem } from '../../../shared/play/schemas.js';
import type { ReviewState } from '../../../shared/play/fair-play.js';
import { holdReasonOf } from '../../../shared/play/fair-play-schema.js';

export type Decision = 'accept' | 'reject';

/** Results held off the leaderboards as faster than the fastest person plays (fair-play.ts). */
export function createReviewRepository(db: Db) {
  const k = db.kysely;
  return {
    async pending(limit: number): Promise<ReviewItem[]> {
      const rows = await k
        .selectFrom('results as r')
        .innerJoin('user as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.game',
          'r.puzzle_date',
          'r.time_seconds',
          'r.penalty_seconds',
          'r.inputs',
          'r.review',
          'r.review_reason',
          'r.created_at',
          'u.username',
          'u.displayUsername',
        ])
        .where('r.review', '=', 'pending')
        .orderBy('r.created_at')
        .orderBy('r.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        username: r.displayUsername ?? r.username ?? '',
        game: r.game as GameId,
        puzzleDate: r.puzzle_date,
        timeSeconds: r.time_seconds,
        penaltySeconds: r.penalty_seconds,
        inputs: r.inputs,
        review: r.review as ReviewState,
        reviewReason: holdReasonOf(r.review_reason),
        recordedAt: r.created_at,
      }));
    },

    /**
     * Decides a pending result once: accepted, it ranks (and is counted in its rank bucket in the
     * same transaction); rejected, it stays off the boards. Returns the result's board, or null
     * when no pending result has that id (unknown, or decided already: a second decision
     * changes nothing).
     */
    async decide(id: string, decision: Decision, adminId: string): Promise<Board | null> {
      return k.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('results')
          .set({
            review: decision === 'accept' ? 'accepted' : 'rejected',
            eligible: decision === 'accept' ? 1 : 0,
            reviewed_by: adminId,
            reviewed_at: nowIso(),
          })
          .where('id', '=', id)
          .where('review', '=', 'pending')
          .returning(['game', 'puzzle_date', 'rank_bucket'])
          .executeTakeFirst();
        if (!row) return null;
        if (decision === 'accept')
          await countInBucket(trx, row.game, row.puzzle_date, Number(row.rank_bucket), 1);
        return { game: row.game as GameId, date: row.puzzle_date };
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
