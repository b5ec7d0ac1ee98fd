import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { GameId } from '../../../shared/play/games.js';

/** Who a leaderboard counts: everyone, one school's users, or a set of users (friends + viewer). */
export type ScopeFilter =
  { kind: 'global' } | { kind: 'school'; schoolId: string } | { kind: 'users'; userIds: string[] };

export interface BoardRow {
  userId: string;
  username: string;
  school: string | null;
  timeSeconds: number;
  penaltySeconds: number;
  score: number | null;
  guesses: number | null;
  cluesRevealed: number | null;
  livesRemaining: number | null;
  rankKey: number;
}

type ResultQuery<O> = SelectQueryBuilder<Database, 'results', O>;

export function createLeaderboardRepository(db: Db) {
  const k = db.kysely;

  /** Eligible results of one game-day, narrowed to the scope. */
  function scoped<O>(
    q: ResultQuery<O>,
    game: GameId,
    date: string,
    scope: ScopeFilter,
  ): ResultQuery<O> {
    let out = q
      .where('results.game', '=', game)
      .where('results.puzzle_date', '=', date)
      .where('results.eligible', '=', 1);
    if (scope.kind === 'school') {
      out = out.where('results.med_school_id', '=', scope.schoolId);
    } else if (scope.kind === 'users') {
      out = out.where('results.user_id', 'in', scope.userIds.length ? scope.userIds : ['-']);
    }
    return out;
  }

  return {
    async rows(
      game: GameId,
      date: string,
      scope: ScopeFilter,
      offset: number,
      limit: number,
    ): Promise<BoardRow[]> {
      const rows = await scoped(k.selectFrom('results'), game, date, scope)
        .innerJoin('user', 'user.id', 'results.user_id')
        .leftJoin('profiles', 'profiles.user_id', 'results.user_id')
        .leftJoin('med_schools', 'med_schools.id', 'profiles.med_school_id')
        .select([
          'results.user_id',
          'results.time_seconds',
          'results.penalty_seconds',
          'results.score',
          'results.guesses',
          'results.clues_revealed',
          'results.lives_remaining',
          'results.rank_key',
          'user.username',
          'user.displayUsername',
          'med_schools.abbreviation',
        ])
        .orderBy('results.rank_key')
        .orderBy('results.user_id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        username: r.displayUsername ?? r.username ?? '',
        school: r.abbreviation,
        timeSeconds: r.time_seconds,
        penaltySeconds: r.penalty_seconds,
        score: r.score,
        guesses: r.guesses,
        cluesRevealed: r.clues_revealed,
        livesRemaining: r.lives_remaining,
        rankKey: Number(r.rank_key),
      }));
    },

    /** Ranked results in a school or user set (the global count comes from the rank buckets). */
    async count(
      game: GameId,
      date: string,
      scope: ScopeFilter,
      betterThan?: number,
    ): Promise<number> {
      let q = scoped(k.selectFrom('results'), game, date, scope);
      if (betterThan !== undefined) q = q.where('results.rank_key', '<', betterThan);
      const r = await q
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    async schoolOf(userId: string): Promise<string | null> {
      const r = await k
        .selectFrom('profiles')
        .select('med_school_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return r?.med_school_id ?? null;
    },

    async friendIds(userId: string): Promise<string[]> {
      const rows = await k
        .selectFrom('friendships')
        .select(['requester_id', 'addressee_id'])
        .where('status', '=', 'accepted')
        .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
        .execute();
      return rows.map((r) => (r.requester_id === userId ? r.addressee_id : r.requester_id));
    },
  };
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
