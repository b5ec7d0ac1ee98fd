import { apiRequest } from '../../lib/http';
import type { TodayGlance } from '../../../shared/play/glance';

export const TODAY_GLANCE_KEY = ['today-glance'] as const;

export function fetchTodayGlance(): Promise<TodayGlance> {
  return apiRequest<TodayGlance>('GET', '/api/today');
}
