import { apiRequest } from '../../lib/http';
import type { GameId } from '../../../shared/play/games';
import type { Leaderboard, LeaderboardScope } from '../../../shared/play/leaderboard';
import { LEADERBOARD_PAGE_MAX, LEADERBOARD_TOP } from '../../../shared/play/leaderboard';

export function fetchLeaderboard(
  game: GameId,
  date: string,
  scope: LeaderboardScope,
  offset = 0,
  limit = LEADERBOARD_TOP,
): Promise<Leaderboard> {
  const q = new URLSearchParams({ scope, offset: String(offset), limit: String(limit) });
  return apiRequest<Leaderboard>('GET', `/api/leaderboards/${game}/${date}?${q}`);
}

/** Every ranked entry of a scope, in pages of the largest size the API serves. */
export async function fetchWholeLeaderboard(
  game: GameId,
  date: string,
  scope: LeaderboardScope,
): Promise<Leaderboard> {
  const first = await fetchLeaderboard(game, date, scope, 0, LEADERBOARD_PAGE_MAX);
  const entries = [...first.entries];
  while (entries.length < first.total) {
    const page = await fetchLeaderboard(game, date, scope, entries.length, LEADERBOARD_PAGE_MAX);
    if (page.entries.length === 0) break;
    entries.push(...page.entries);
  }
  return { ...first, entries };
}
