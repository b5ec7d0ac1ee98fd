import { apiRequest } from '../../lib/http';
import type { GameId } from '../../../shared/play/games';
import type { GameStats } from '../../../shared/play/stats';

export function fetchStats(game: GameId): Promise<GameStats> {
  return apiRequest<GameStats>('GET', `/api/stats/${game}`);
}
