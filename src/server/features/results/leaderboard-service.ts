import type { LeaderboardRepository, ScopeFilter, BoardRow } from './leaderboard-repository.js';
import type { ResultsRepository } from './repository.js';
import type { PuzzlesRepository } from '../play/puzzles-repository.js';
import { PUZZLE_VALIDITY_DAYS, type GameId } from '../../../shared/play/games.js';
import { competitionRanks, rankKey } from '../../../shared/play/result.js';
import type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardScope,
} from '../../../shared/play/leaderboard.js';

function entry(row: BoardRow, rank: number, withSchool: boolean): LeaderboardEntry {
  return {
    rank,
    userId: row.userId,
    username: row.username,
    school: withSchool ? row.school : null,
    timeSeconds: row.timeSeconds,
    penaltySeconds: row.penaltySeconds,
    score: row.score,
    guesses: row.guesses,
    cluesRevealed: row.cluesRevealed,
    livesRemaining: row.livesRemaining,
  };
}

/**
 * One leaderboard engine for all five games and three scopes: a page of ranked rows, the
 * viewer's own row and rank, and the total. Reads the results table directly, so a new result
 * is visible to every viewer at once.
 */
export function createLeaderboardService(
  board: LeaderboardRepository,
  results: ResultsRepository,
  puzzles: PuzzlesRepository,
) {
  /** The day a leaderboard is keyed by: a weekly puzzle's own date (DECISIONS.md). */
  async function boardDate(game: GameId, date: string): Promise<string> {
    const validity = PUZZLE_VALIDITY_DAYS[game];
    if (validity === 1) return date;
    return (await puzzles.current(game, date, validity))?.puzzleDate ?? date;
  }

  async function scopeFor(
    viewerId: string,
    scope: LeaderboardScope,
  ): Promise<ScopeFilter | 'NO_SCHOOL' | 'NO_FRIENDS'> {
    if (scope === 'global') return { kind: 'global' };
    if (scope === 'school') {
      const schoolId = await board.schoolOf(viewerId);
      return schoolId ? { kind: 'school', schoolId } : 'NO_SCHOOL';
    }
    const friends = await board.friendIds(viewerId);
    return friends.length ? { kind: 'users', userIds: [viewerId, ...friends] } : 'NO_FRIENDS';
  }

  async function countBetter(
    game: GameId,
    date: string,
    filter: ScopeFilter,
    key: number,
    bucket: number,
  ) {
    return filter.kind === 'global'
      ? results.countBetter(game, date, key, bucket)
      : board.count(game, date, filter, key);
  }

  return {
    async get(
      viewerId: string,
      game: GameId,
      date: string,
      scope: LeaderboardScope,
      offset: number,
      limit: number,
    ): Promise<Leaderboard> {
      const puzzleDate = await boardDate(game, date);
      const empty = { game, puzzleDate, scope, total: 0, offset, entries: [], me: null };
      const filter = await scopeFor(viewerId, scope);
      if (filter === 'NO_SCHOOL' || filter === 'NO_FRIENDS') return { ...empty, notice: filter };

      const withSchool = scope === 'global';
      const [total, rows, mine] = await Promise.all([
        filter.kind === 'global'
          ? results.countEligible(game, puzzleDate)
          : board.count(game, puzzleDate, filter),
        board.rows(game, puzzleDate, filter, offset, limit),
        results.find(viewerId, game, puzzleDate),
      ]);
      const first = rows[0];
      const firstRank =
        offset === 0 || !first
          ? 1
          : (await countBetter(
              game,
              puzzleDate,
              filter,
              first.rankKey,
              rankKey(game, first).bucket,
            )) + 1;
      const ranks = competitionRanks(
        rows.map((r) => r.rankKey),
        firstRank,
      );
      const entries = rows.map((r, i) => entry(r, ranks[i] ?? firstRank, withSchool));

      let me: LeaderboardEntry | null = entries.find((e) => e.userId === viewerId) ?? null;
      if (!me && mine?.eligible) {
        const { key, bucket } = rankKey(game, mine);
        const [myRow] = await board.rows(
          game,
          puzzleDate,
          { kind: 'users', userIds: [viewerId] },
          0,
          1,
        );
        if (myRow)
          me = entry(
            myRow,
            (await countBetter(game, puzzleDate, filter, key, bucket)) + 1,
            withSchool,
          );
      }
      return { game, puzzleDate, scope, total, offset, entries, me, notice: null };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
