import { createHash } from 'node:crypto';
import type { LeaderboardRepository, ScopeFilter, BoardRow } from './leaderboard-repository.js';
import type { Board, LeaderboardCache } from './leaderboard-cache.js';
import type { ResultsRepository } from './repository.js';
import type { PuzzlesRepository } from '../play/puzzles-repository.js';
import type { GameId } from '../../../shared/play/games.js';
import { gameDefinition } from '../../../shared/play/game-registry.js';
import { competitionRanks, rankKey } from '../../../shared/play/result.js';
import type {
  Leaderboard,
  LeaderboardEntry,
  LeaderboardScope,
} from '../../../shared/play/leaderboard.js';

/** A board's row: every tab names the player's listed school (docs/product.md#leaderboards). */
function entry(row: BoardRow, rank: number): LeaderboardEntry {
  return {
    rank,
    userId: row.userId,
    username: row.username,
    school: row.school,
    timeSeconds: row.timeSeconds,
    penaltySeconds: row.penaltySeconds,
    score: row.score,
    guesses: row.guesses,
    cluesRevealed: row.cluesRevealed,
    livesRemaining: row.livesRemaining,
  };
}

/** A page of one scope: what every viewer of the scope shares. */
interface Page {
  total: number;
  entries: LeaderboardEntry[];
}

/** A scope's part of a cache field name: global, one school, or one set of users (hashed). */
function scopeKey(filter: ScopeFilter): string {
  if (filter.kind === 'global') return 'g';
  if (filter.kind === 'school') return `s:${filter.schoolId}`;
  const ids = [...filter.userIds].sort().join(',');
  return `u:${createHash('sha256').update(ids).digest('base64url').slice(0, 22)}`;
}

/**
 * One leaderboard engine for all five games and three scopes: a page of ranked rows, the
 * viewer's own row and rank, and the total. Pages and own rows are cached per (game, day, scope)
 * (leaderboard-cache.ts) until a result write drops the day's board — every writer of results
 * calls `invalidate` after its commit — so a new result is visible to every viewer at once.
 */
export function createLeaderboardService(
  board: LeaderboardRepository,
  results: ResultsRepository,
  puzzles: PuzzlesRepository,
  cache: LeaderboardCache,
) {
  /**
   * The day a leaderboard is keyed by: a weekly puzzle's own date (docs/product.md#dates-and-days).
   */
  async function boardDate(game: GameId, date: string): Promise<string> {
    const validity = gameDefinition(game).validityDays;
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

  /** A page of ranked rows and the scope's total, from the database. */
  async function readPage(
    game: GameId,
    date: string,
    filter: ScopeFilter,
    offset: number,
    limit: number,
  ): Promise<Page> {
    const [total, rows] = await Promise.all([
      filter.kind === 'global'
        ? results.countEligible(game, date)
        : board.count(game, date, filter),
      board.rows(game, date, filter, offset, limit),
    ]);
    const first = rows[0];
    const firstRank =
      offset === 0 || !first
        ? 1
        : (await countBetter(game, date, filter, first.rankKey, rankKey(game, first).bucket)) + 1;
    const ranks = competitionRanks(
      rows.map((r) => r.rankKey),
      firstRank,
    );
    return { total, entries: rows.map((r, i) => entry(r, ranks[i] ?? firstRank)) };
  }

  /** The viewer's own ranked row in the scope, from the database; null without a ranked result. */
  async function readMine(
    viewerId: string,
    game: GameId,
    date: string,
    filter: ScopeFilter,
  ): Promise<LeaderboardEntry | null> {
    const mine = await results.find(viewerId, game, date);
    if (!mine?.eligible) return null;
    const { key, bucket } = rankKey(game, mine);
    const [myRow] = await board.rows(game, date, { kind: 'users', userIds: [viewerId] }, 0, 1);
    if (!myRow) return null;
    const rank = (await countBetter(game, date, filter, key, bucket)) + 1;
    return entry(myRow, rank);
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
      const day = { game, date: puzzleDate };
      const key = scopeKey(filter);
      const pageField = `p|${key}|${offset}|${limit}`;
      const mineField = `m|${key}|${viewerId}`;
      // the token is taken before the database is read (leaderboard-cache.ts)
      const cached = await cache.read(day, [pageField, mineField]);
      const fill: Record<string, unknown> = {};
      let page = (cached?.values[0] ?? null) as Page | null;
      if (!page) {
        page = await readPage(game, puzzleDate, filter, offset, limit);
        fill[pageField] = page;
      }
      let me = page.entries.find((e) => e.userId === viewerId) ?? null;
      if (!me) {
        const mine = (cached?.values[1] ?? null) as { me: LeaderboardEntry | null } | null;
        if (mine) me = mine.me;
        else {
          me = await readMine(viewerId, game, puzzleDate, filter);
          fill[mineField] = { me };
        }
      }
      if (cached && Object.keys(fill).length > 0) void cache.fill(day, cached.token, fill);
      const { total, entries } = page;
      return { game, puzzleDate, scope, total, offset, entries, me, notice: null };
    },

    /** Drops the cached boards of these days: after a committed write that changed their results. */
    invalidate: (days: readonly Board[]) => cache.invalidate(days),
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
