import { apiRequest } from '../../lib/http';
import type { GameId } from '../../../shared/play/games';
import type { GameStats } from '../../../shared/play/stats';
import type { DailyQuestionStats } from '../../../shared/daily-question/api';

export function fetchStats(game: GameId): Promise<GameStats> {
  return apiRequest<GameStats>('GET', `/api/stats/${game}`);
}

export function fetchDailyQuestionStats(): Promise<DailyQuestionStats> {
  return apiRequest<DailyQuestionStats>('GET', '/api/daily-question/stats');
}
