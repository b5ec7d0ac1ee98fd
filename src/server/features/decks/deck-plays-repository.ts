import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GameId } from '../../../shared/play/games.js';
import type { PlayStatus } from '../../../shared/play/game-module.js';
import {
  paceOf,
  TIMELINE_CAP,
  type PlayRecord,
  type PlaysStore,
  type TimelineEvent,
} from '../play/plays-repository.js';

/**
 * The plays of deck crosswords (issue 32) as the play engine stores them: one per player and
 * crossword, in `deck_plays` (migration 013), read and written like dated plays
 * (src/server/features/play/plays-repository.ts) so the one engine runs both. The engine's
 * `puzzleDate` is the crossword's id here, and every play is a practice play.
 */
export function createDeckPlaysRepository(db: Db, game: GameId): PlaysStore {
  const k = db.kysely;
  const toRecord = (r: Database['deck_plays']): PlayRecord => ({
    id: r.id,
    userId: r.user_id,
    game,
    puzzleDate: r.crossword_id,
    mode: 'practice',
    status: r.status as PlayStatus,
    progress: JSON.parse(r.progress) as unknown,
    activeMs: Number(r.active_ms),
    runningSince: r.running_since,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    timeline: JSON.parse(r.timeline) as TimelineEvent[],
    pace: paceOf(r.pace),
    version: r.version,
  });

  const find = async (userId: string, crosswordId: string) => {
    const r = await k
      .selectFrom('deck_plays')
      .selectAll()
      .where('user_id', '=', userId)
      .where('crossword_id', '=', crosswordId)
      .executeTakeFirst();
    return r ? toRecord(r) : null;
  };

  return {
    find: (userId, _game, crosswordId, mode) =>
      mode === 'practice' ? find(userId, crosswordId) : Promise.resolve(null),

    // a deck crossword is never anyone's daily puzzle
    openedOtherwise: () => Promise.resolve(true),

    async create(play, now) {
      await k
        .insertInto('deck_plays')
        .values({
          id: randomUUID(),
          user_id: play.userId,
          crossword_id: play.puzzleDate,
          status: play.status,
          progress: JSON.stringify(play.progress),
          active_ms: play.activeMs,
          running_since: play.runningSince,
          started_at: play.startedAt,
          finished_at: play.finishedAt,
          timeline: JSON.stringify(play.timeline),
          pace: JSON.stringify(play.pace),
          version: 1,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['crossword_id', 'user_id']).doNothing())
        .execute();
      const stored = await find(play.userId, play.puzzleDate);
      if (!stored) throw new Error('deck play vanished after insert');
      return stored;
    },

    async update(
      next: PlayRecord,
      now: string,
      trx: Kysely<Database> | Transaction<Database> = k,
    ): Promise<boolean> {
      const r = await trx
        .updateTable('deck_plays')
        .set({
          status: next.status,
          progress: JSON.stringify(next.progress),
          active_ms: next.activeMs,
          running_since: next.runningSince,
          finished_at: next.finishedAt,
          timeline: JSON.stringify(next.timeline.slice(-TIMELINE_CAP)),
          pace: JSON.stringify(next.pace),
          version: next.version + 1,
          updated_at: now,
        })
        .where('id', '=', next.id)
        .where('version', '=', next.version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
