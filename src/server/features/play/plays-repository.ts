import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { EngineMode, GameId } from '../../../shared/play/games.js';
import type { PlayStatus } from '../../../shared/play/game-module.js';
import { FRESH_PACE, type PaceRecord } from '../../../shared/play/fair-play.js';
import { paceRecordSchema } from '../../../shared/play/fair-play-schema.js';

export type TimelineEvent = {
  event: 'start' | 'pause' | 'resume' | 'finish' | 'reset';
  at: string;
};

/** One play as the engine sees it; progress and timeline parsed from JSON. */
export interface PlayRecord {
  id: string;
  userId: string;
  game: GameId;
  /** The puzzle's date; for a practice play (a deck crossword), the crossword's id. */
  puzzleDate: string;
  mode: EngineMode;
  status: PlayStatus;
  progress: unknown;
  activeMs: number;
  runningSince: string | null;
  startedAt: string;
  finishedAt: string | null;
  timeline: TimelineEvent[];
  /** The play's pace so far, for the fair-play checks (src/shared/play/fair-play.ts). */
  pace: PaceRecord;
  version: number;
}

/** At most this many timeline events are kept per play (the newest). */
export const TIMELINE_CAP = 500;

type Row = Database['plays'];

/** A stored pace record; none (a play from before migration 010) or one that does not parse reads as fresh. */
export function paceOf(text: string | null): PaceRecord {
  if (text === null) return FRESH_PACE;
  try {
    const parsed = paceRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : FRESH_PACE;
  } catch {
    return FRESH_PACE;
  }
}

function toRecord(r: Row): PlayRecord {
  return {
    id: r.id,
    userId: r.user_id,
    game: r.game as GameId,
    puzzleDate: r.puzzle_date,
    mode: r.mode as EngineMode,
    status: r.status as PlayStatus,
    progress: JSON.parse(r.progress) as unknown,
    activeMs: Number(r.active_ms),
    runningSince: r.running_since,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    timeline: JSON.parse(r.timeline) as TimelineEvent[],
    pace: paceOf(r.pace),
    version: r.version,
  };
}

export function createPlaysRepository(db: Db) {
  const k = db.kysely;
  return {
    async find(
      userId: string,
      game: GameId,
      puzzleDate: string,
      mode: EngineMode,
    ): Promise<PlayRecord | null> {
      const r = await k
        .selectFrom('plays')
        .selectAll()
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .where('puzzle_date', '=', puzzleDate)
        .where('mode', '=', mode)
        .executeTakeFirst();
      return r ? toRecord(r) : null;
    },

    /** Whether the account has opened this puzzle in a mode other than daily (archive, test). */
    async openedOtherwise(userId: string, game: GameId, puzzleDate: string): Promise<boolean> {
      const r = await k
        .selectFrom('plays')
        .select('id')
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .where('puzzle_date', '=', puzzleDate)
        .where('mode', '!=', 'daily')
        .executeTakeFirst();
      return r !== undefined;
    },

    /** Creates the play unless one exists (a concurrent start); returns the stored one either way. */
    async create(play: Omit<PlayRecord, 'id' | 'version'>, now: string): Promise<PlayRecord> {
      await k
        .insertInto('plays')
        .values({
          id: randomUUID(),
          user_id: play.userId,
          game: play.game,
          puzzle_date: play.puzzleDate,
          mode: play.mode,
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
        .onConflict((oc) => oc.columns(['user_id', 'game', 'puzzle_date', 'mode']).doNothing())
        .execute();
      const stored = await this.find(play.userId, play.game, play.puzzleDate, play.mode);
      if (!stored) throw new Error('play vanished after insert');
      return stored;
    },

    /**
     * Writes the play if nobody changed it since `expected.version` (optimistic concurrency);
     * returns false when another request got there first.
     */
    async update(
      next: PlayRecord,
      now: string,
      trx: Kysely<Database> | Transaction<Database> = k,
    ): Promise<boolean> {
      const r = await trx
        .updateTable('plays')
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

/** What the engine needs of a store of plays: dated plays here, deck plays in features/decks. */
export interface PlaysStore {
  find(
    userId: string,
    game: GameId,
    puzzleDate: string,
    mode: EngineMode,
  ): Promise<PlayRecord | null>;
  openedOtherwise(userId: string, game: GameId, puzzleDate: string): Promise<boolean>;
  create(play: Omit<PlayRecord, 'id' | 'version'>, now: string): Promise<PlayRecord>;
  update(
    next: PlayRecord,
    now: string,
    trx?: Kysely<Database> | Transaction<Database>,
  ): Promise<boolean>;
}
