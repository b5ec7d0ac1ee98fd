import type { Db } from '../../db/database.js';
import type { GameId, PlayMode } from '../../../shared/play/games.js';
import type { PlayStatus } from '../../../shared/play/game-module.js';
import type { ReviewState } from '../../../shared/play/fair-play.js';
import { addDays } from '../../../shared/play/dates.js';

/** One of the player's recorded daily results, as their statistics read it. */
export interface OwnResult {
  date: string;
  timeSeconds: number;
  penaltySeconds: number;
  guesses: number | null;
  cluesRevealed: number | null;
  livesRemaining: number | null;
  assisted: boolean;
  eligible: boolean;
  review: ReviewState | null;
}

/** One of the player's plays (either mode), without its progress. */
export interface OwnPlay {
  date: string;
  mode: PlayMode;
  status: PlayStatus;
}

/** A finished play with what it takes to replay its rules: its progress and the puzzle. */
export interface FinishedPlay {
  date: string;
  status: PlayStatus;
  progress: unknown;
  payload: unknown;
}

/**
 * Reads of one player's own results and plays, for statistics, today's glance and the archive's
 * marks. Every read is keyed by the player's id: nothing of another player is ever read here.
 */
export function createStatsRepository(db: Db) {
  const k = db.kysely;
  return {
    /** The player's daily results for a game dated from `from` (if given) to `to`, oldest first. */
    async results(
      userId: string,
      game: GameId,
      from: string | null,
      to: string,
    ): Promise<OwnResult[]> {
      const rows = await k
        .selectFrom('results')
        .select([
          'puzzle_date',
          'time_seconds',
          'penalty_seconds',
          'guesses',
          'clues_revealed',
          'lives_remaining',
          'assisted',
          'eligible',
          'review',
        ])
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .where('puzzle_date', '>=', from ?? '0000-01-01')
        .where('puzzle_date', '<=', to)
        .orderBy('puzzle_date')
        .execute();
      return rows.map((r) => ({
        date: r.puzzle_date,
        timeSeconds: Number(r.time_seconds),
        penaltySeconds: Number(r.penalty_seconds),
        guesses: r.guesses === null ? null : Number(r.guesses),
        cluesRevealed: r.clues_revealed === null ? null : Number(r.clues_revealed),
        livesRemaining: r.lives_remaining === null ? null : Number(r.lives_remaining),
        assisted: Number(r.assisted) === 1,
        eligible: Number(r.eligible) === 1,
        review: (r.review as ReviewState | null) ?? null,
      }));
    },

    /** The player's plays of a game in one mode, dated from `from` to `to`. */
    async plays(
      userId: string,
      game: GameId,
      mode: PlayMode,
      from: string,
      to: string,
    ): Promise<OwnPlay[]> {
      const rows = await k
        .selectFrom('plays')
        .select(['puzzle_date', 'mode', 'status'])
        .where('user_id', '=', userId)
        .where('game', '=', game)
        .where('mode', '=', mode)
        .where('puzzle_date', '>=', from)
        .where('puzzle_date', '<=', to)
        .execute();
      return rows.map((r) => ({
        date: r.puzzle_date,
        mode: r.mode as PlayMode,
        status: r.status as PlayStatus,
      }));
    },

    /**
     * The player's finished archive plays of a game dated from `from` to `to`, with their stored
     * progress and the puzzle's data (to tell how each ended: with or without a reveal).
     */
    async finishedArchivePlays(
      userId: string,
      game: GameId,
      from: string,
      to: string,
    ): Promise<FinishedPlay[]> {
      const rows = await k
        .selectFrom('plays as p')
        .innerJoin('puzzles as z', (join) =>
          join.onRef('z.game', '=', 'p.game').onRef('z.puzzle_date', '=', 'p.puzzle_date'),
        )
        .select(['p.puzzle_date', 'p.status', 'p.progress', 'z.payload'])
        .where('p.user_id', '=', userId)
        .where('p.game', '=', game)
        .where('p.mode', '=', 'archive')
        .where('p.status', '!=', 'playing')
        .where('p.puzzle_date', '>=', from)
        .where('p.puzzle_date', '<=', to)
        .execute();
      return rows.map((r) => ({
        date: r.puzzle_date,
        status: r.status as PlayStatus,
        progress: JSON.parse(r.progress) as unknown,
        payload: JSON.parse(r.payload) as unknown,
      }));
    },

    /** The date of the puzzle current on `date`: the latest dated within `validityDays` of it. */
    async currentPuzzleDate(
      game: GameId,
      date: string,
      validityDays: number,
    ): Promise<string | null> {
      const r = await k
        .selectFrom('puzzles')
        .select('puzzle_date')
        .where('game', '=', game)
        .where('puzzle_date', '<=', date)
        .where('puzzle_date', '>', addDays(date, -validityDays))
        .orderBy('puzzle_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      return r?.puzzle_date ?? null;
    },

    /** The date of a game's first puzzle dated after `date`, if one is scheduled. */
    async nextPuzzleDate(game: GameId, date: string): Promise<string | null> {
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

    /** The dates of a game's puzzles up to `upTo`, oldest first (a weekly game's days). */
    async puzzleDates(game: GameId, upTo: string): Promise<string[]> {
      const rows = await k
        .selectFrom('puzzles')
        .select('puzzle_date')
        .where('game', '=', game)
        .where('puzzle_date', '<=', upTo)
        .orderBy('puzzle_date')
        .execute();
      return rows.map((r) => r.puzzle_date);
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
